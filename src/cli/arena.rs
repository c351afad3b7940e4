//! `kaiser arena`: two computer strategies over the same deals, duplicate style (each deal
//! played once for every party with A at that party's seats), with A's share of the hands,
//! its points per hand under the stake and the time per decision. The engine plays
//! ([`crate::rules::arena`]); here are the arguments, the progress bar and the report.

use super::hands::{TableArgs, parties_line};
use crate::error::InputError;
use crate::render::Theme;
use crate::render::json::json;
use crate::rules::arena::{self, Arena, Report, Timing};
use crate::rules::table::Strategy;
use crate::t;
use clap::Args;
use serde::Serialize;

/// Arguments of `kaiser arena`.
#[derive(Debug, Args)]
pub struct ArenaArgs {
    #[command(flatten)]
    table: TableArgs,
    /// Deals to play (each once per party).
    #[arg(long, value_name = "K", default_value_t = 100)]
    deals: u32,
    /// Strategy A: random, greedy, pimc, best, or level1 to level4.
    #[arg(value_name = "A", value_parser = strategy_arg)]
    a: Strategy,
    /// Strategy B.
    #[arg(value_name = "B", value_parser = strategy_arg)]
    b: Strategy,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Parse a strategy for clap.
fn strategy_arg(s: &str) -> Result<Strategy, String> {
    Strategy::parse(s).ok_or_else(|| t!("cli-arena-unknown", name = s))
}

/// A strategy in the JSON document.
#[derive(Serialize)]
struct Side {
    strategy: &'static str,
    level: u8,
}

impl Side {
    fn of(s: Strategy) -> Side {
        Side {
            strategy: s.name(),
            level: s.level_of(),
        }
    }
}

/// Time per decision in the JSON document (milliseconds; measured, so never the same).
#[derive(Serialize)]
struct Time {
    decisions: u64,
    median_ms: f64,
    mean_ms: f64,
    p95_ms: f64,
}

impl From<Timing> for Time {
    fn from(t: Timing) -> Time {
        Time {
            decisions: t.decisions,
            median_ms: t.median_ms,
            mean_ms: t.mean_ms,
            p95_ms: t.p95_ms,
        }
    }
}

#[derive(Serialize)]
struct Times {
    a: Time,
    b: Time,
}

#[derive(Serialize)]
struct ArenaOut {
    system: String,
    players: usize,
    parties: usize,
    deals: u32,
    hands: u32,
    seed: u64,
    a: Side,
    b: Side,
    win_rate: f64,
    win_margin95: f64,
    even: f64,
    points_per_hand: f64,
    points_margin95: f64,
    time: Times,
}

/// A number with `digits` decimals, with the language's decimal mark.
fn num(x: f64, digits: usize) -> String {
    let s = format!("{x:.digits$}");
    let s = if s.starts_with('-') && s.trim_start_matches(['-', '0', '.']).is_empty() {
        s[1..].to_string()
    } else {
        s
    };
    match crate::i18n::lang() {
        crate::i18n::Lang::De => s.replace('.', ","),
        crate::i18n::Lang::En => s,
    }
}

/// A signed number: `+1.25`, `-0.50`, `0.00`.
fn signed(x: f64) -> String {
    let s = num(x, 2);
    if x > 0.0 && s.chars().any(|c| c.is_ascii_digit() && c != '0') {
        format!("+{s}")
    } else {
        s
    }
}

pub(super) fn run(a: ArenaArgs, theme: Theme) -> anyhow::Result<String> {
    let (system, def, seed) = a.table.load()?;
    if a.deals == 0 {
        return Err(InputError::Usage(t!("cli-arena-deals")).into());
    }
    let spec = Arena {
        system: &system,
        def: &def,
        a: a.a,
        b: a.b,
        deals: a.deals,
        seed,
    };
    let bar = if a.deals >= 20 && console::Term::stderr().is_term() {
        let pb = indicatif::ProgressBar::new(u64::from(a.deals));
        pb.set_style(
            indicatif::ProgressStyle::with_template(&format!(
                "{{bar:40}} {{pos}}/{{len}} {} · {{eta}}",
                t!("cli-arena-progress-deals")
            ))
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        pb
    } else {
        indicatif::ProgressBar::hidden()
    };
    let tick = || bar.inc(1);
    let report = arena::run(&spec, &tick);
    bar.finish_and_clear();
    let r = report.map_err(|e| crate::tutor::play::refused(e, crate::i18n::lang()))?;
    if a.json {
        return json(&ArenaOut {
            system: system.id.clone(),
            players: def.players,
            parties: def.parties,
            deals: r.deals,
            hands: r.hands,
            seed,
            a: Side::of(a.a),
            b: Side::of(a.b),
            win_rate: r.win_rate,
            win_margin95: r.win_margin,
            even: r.even,
            points_per_hand: r.points,
            points_margin95: r.points_margin,
            time: Times {
                a: r.time_a.into(),
                b: r.time_b.into(),
            },
        });
    }
    Ok(text(&system, &def, seed, a.a, a.b, &r, theme))
}

/// The report in words.
fn text(
    system: &crate::rules::RuleSystem,
    def: &crate::rules::system::TableDef,
    seed: u64,
    a: Strategy,
    b: Strategy,
    r: &Report,
    theme: Theme,
) -> String {
    let title = crate::text::system::title(system, crate::i18n::lang());
    let mut out = theme.heading(&format!("{}: {title}", system.id)) + "\n";
    out.push_str(&t!(
        "cli-arena-table",
        players = def.players,
        parties = def.parties,
        line = parties_line(def),
        deals = r.deals,
        plays = r.parties
    ));
    out.push('\n');
    out.push_str(&t!(
        "cli-arena-sides",
        a = a.name(),
        alevel = a.level_of(),
        b = b.name(),
        blevel = b.level_of()
    ));
    out.push('\n');
    out.push_str(&theme.answer(&t!(
        "cli-arena-wins",
        percent = num(r.win_rate * 100.0, 1),
        hands = r.hands,
        margin = num(r.win_margin * 100.0, 1),
        even = num(r.even * 100.0, 1)
    )));
    out.push('\n');
    out.push_str(&t!(
        "cli-arena-points",
        points = signed(r.points),
        margin = num(r.points_margin, 2)
    ));
    out.push('\n');
    for (side, strategy, time) in [("A", a, r.time_a), ("B", b, r.time_b)] {
        out.push_str(&theme.dim(&t!(
            "cli-arena-time",
            side = side,
            strategy = strategy.name(),
            median = num(time.median_ms, 2),
            mean = num(time.mean_ms, 2),
            p95 = num(time.p95_ms, 2),
            decisions = time.decisions
        )));
        out.push('\n');
    }
    out.push_str(&theme.dim(&t!("cli-arena-note", seed = seed.to_string())));
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_signed_and_never_minus_zero() {
        assert_eq!(signed(1.254), "+1.25");
        assert_eq!(signed(-0.001), "0.00");
        assert_eq!(signed(0.0), "0.00");
        assert_eq!(signed(-2.5), "-2.50");
        assert_eq!(num(-0.04, 1), "0.0");
    }
}
