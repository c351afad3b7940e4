//! `kaiser odds`: how often a hand's party makes its tricks, over random deals of the
//! unseen cards solved double-dummy, with the margin and a progress bar.

use super::{parties_line, seed_or_clock, table_for};
use crate::cards::Card;
use crate::cli::{InputError, SystemArgs, TrumpChoice, heading, parse_cards};
use crate::render::json::Player;
use crate::render::{Theme, json};
use crate::rules::Power;
use crate::rules::deal::deck_for;
use crate::rules::odds::{ODDS_BUDGET, odds_with};
use crate::text::trick::label;
use clap::Args;
use serde::Serialize;

/// A percentage with one decimal, with the decimal mark of the language (12.5, 12,5).
fn one_decimal(x: f64) -> String {
    let s = format!("{x:.1}");
    match crate::i18n::lang() {
        crate::i18n::Lang::De => s.replace('.', ","),
        crate::i18n::Lang::En => s,
    }
}

/// Arguments of `kaiser odds`.
#[derive(Debug, Args)]
pub struct OddsArgs {
    #[command(flatten)]
    system: SystemArgs,
    #[command(flatten)]
    play: TrumpChoice,
    /// Your cards (as many as a hand has tricks), comma-separated.
    #[arg(long, value_name = "CARDS", required = true)]
    hand: String,
    /// Players at the table (default: the system's usual table, else its first; lungern: four in two parties).
    #[arg(long, value_name = "N")]
    players: Option<usize>,
    /// Parties, when the system allows several ways for this many players.
    #[arg(long, value_name = "N")]
    parties: Option<usize>,
    /// Your seat: 1 is the Vorhand, who leads the first trick.
    #[arg(long, default_value_t = 1, value_name = "N")]
    seat: usize,
    /// A partner's cards you know (shown or signed), comma-separated, after its seat and a
    /// colon: 3:Mugg,Rosen-König (without a seat: your next partner's). Repeatable.
    #[arg(long, value_name = "[SEAT:]CARDS")]
    partner: Vec<String>,
    /// Random deals of the unseen cards to solve.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    samples: u32,
    /// The seed; the same seed gives the same answer (default: from the clock, printed).
    #[arg(long)]
    seed: Option<u64>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct OddsOut {
    system: String,
    deck: String,
    trump: String,
    hand: Vec<Card>,
    players: usize,
    seat: Player,
    need: u8,
    tricks: usize,
    samples: u32,
    made: u32,
    chance: f64,
    margin95: f64,
    seed: u64,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    partners: Vec<crate::cli::partners::PartnerOut>,
}

pub(in crate::cli) fn run_odds(a: OddsArgs, theme: Theme) -> anyhow::Result<String> {
    let mut loaded = a.system.load()?;
    let system = &loaded.system;
    let trump = a.play.trump;
    let def = table_for(system, a.players, a.parties).map_err(InputError::Usage)?;
    let deck = deck_for(system, &def);
    if loaded.opts.deck.is_none() {
        loaded.opts.deck = Some(deck);
    }
    loaded.opts.unannounced =
        parse_cards(system, Some(trump), loaded.opts.deck, &a.play.unannounced)?;
    let power = Power::new(system, trump, &loaded.opts)?;
    if a.hand.trim().is_empty() {
        return Err(InputError::Usage(crate::t!("cli-odds-hand-empty")).into());
    }
    let names: Vec<String> = a.hand.split(',').map(|s| s.trim().to_string()).collect();
    if names.iter().any(String::is_empty) {
        return Err(InputError::Usage(crate::t!("cli-odds-empty-card", hand = a.hand)).into());
    }
    let hand = parse_cards(system, Some(trump), Some(power.deck), &names)?;
    crate::rules::trick::check(system, &power, &hand).map_err(|e| {
        InputError::Usage(match e {
            // A hand names its cards; it does not play them.
            crate::rules::trick::TrickError::Duplicate(card) => {
                crate::t!("cli-odds-card-twice", card = card)
            }
            other => crate::text::trick::error(crate::i18n::lang(), &other),
        })
    })?;
    if hand.len() != def.tricks() {
        return Err(InputError::Usage(crate::t!(
            "cli-odds-hand-size",
            n = hand.len(),
            players = def.players,
            system = crate::text::system::place(system),
            tricks = def.tricks()
        ))
        .into());
    }
    if a.seat == 0 || a.seat > def.players {
        return Err(InputError::Usage(crate::t!("cli-odds-seat", players = def.players)).into());
    }
    let partners =
        crate::cli::partners::parse(system, &def, trump, &power, a.seat - 1, &hand, &a.partner)?;
    let seed = seed_or_clock(a.seed);
    let bar = if a.samples >= 200 && console::Term::stderr().is_term() {
        let pb = indicatif::ProgressBar::new(a.samples as u64);
        pb.set_style(
            indicatif::ProgressStyle::with_template(&format!(
                "{{bar:40}} {{pos}}/{{len}} {} · {{rate}} · {{eta}}",
                crate::t!("cli-odds-progress-deals")
            ))
            .map(|s| {
                s.with_key(
                    "rate",
                    |state: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
                        let _ = w.write_str(&whole_rate(state.per_sec()));
                    },
                )
            })
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        pb
    } else {
        indicatif::ProgressBar::hidden()
    };
    let tick = || bar.inc(1);
    let made = odds_with(
        &power,
        &def,
        &hand,
        a.seat - 1,
        &partners,
        a.samples,
        seed,
        &tick,
    );
    bar.finish_and_clear();
    let Some(made) = made else {
        return Err(InputError::Usage(crate::t!(
            "cli-odds-too-big",
            players = def.players,
            tricks = def.tricks(),
            budget = ODDS_BUDGET
        ))
        .into());
    };
    let p = made as f64 / a.samples as f64;
    let margin = margin95(made as usize, a.samples as usize);
    if a.json {
        return json(&OddsOut {
            system: system.id.clone(),
            deck: power.deck.to_string(),
            trump: trump.to_string(),
            hand,
            players: def.players,
            seat: Player::seat(a.seat - 1),
            need: def.need,
            tricks: def.tricks(),
            samples: a.samples,
            made,
            chance: p,
            margin95: margin,
            seed,
            partners: crate::cli::partners::json(&partners),
        });
    }
    let mut out = theme.heading(&heading(system, Some(trump), power.deck)) + "\n";
    let shown: Vec<String> = hand
        .iter()
        .map(|c| label(crate::i18n::lang(), system, &power, *c))
        .collect();
    out.push_str(&crate::t!(
        "cli-odds-your-hand",
        seat = a.seat,
        role = if a.seat == 1 {
            crate::t!("cli-odds-role-vorhand")
        } else {
            crate::t!("cli-odds-role-other")
        },
        cards = shown.join(", ")
    ));
    out.push('\n');
    crate::cli::partners::lines(system, &power, &def, &partners)
        .iter()
        .for_each(|l| out.push_str(&format!("{l}\n")));
    out.push_str(&crate::t!(
        "cli-odds-table",
        players = def.players,
        parties = def.parties,
        line = parties_line(&def),
        need = def.need,
        tricks = def.tricks()
    ));
    out.push('\n');
    let spread = spread(made as usize, a.samples as usize);
    out.push_str(&theme.answer(&crate::t!(
        "cli-odds-result",
        percent = one_decimal(p * 100.0),
        samples = a.samples,
        spread = spread
    )));
    out.push('\n');
    out.push_str(&theme.dim(&crate::t!("cli-odds-note", seed = seed.to_string())));
    out.push('\n');
    Ok(out)
}

/// The progress bar's rate in whole deals per second: `137/s` (indicatif's own shows
/// fractions such as `137.4821/s`).
fn whole_rate(per_sec: f64) -> String {
    let whole = if per_sec.is_finite() && per_sec > 0.0 {
        per_sec.round() as u64
    } else {
        0
    };
    format!("{whole}/s")
}

/// The 95% margin of a share `made` of `samples` (normal approximation), as a fraction.
fn margin95(made: usize, samples: usize) -> f64 {
    if samples == 0 {
        return 0.0;
    }
    let p = made as f64 / samples as f64;
    1.96 * (p * (1.0 - p) / samples as f64).sqrt()
}

/// The words in parentheses after the share: the margin, or why there is none. Never
/// "±0.0%": when every deal went the same way the sentence says so, and a margin that rounds
/// to nothing is shown as less than ±0.1%.
fn spread(made: usize, samples: usize) -> String {
    // Below 30 deals the normal approximation behind the margin says nothing useful.
    if samples < 30 {
        return crate::t!("cli-odds-no-margin");
    }
    if made == 0 || made == samples {
        return crate::t!("cli-odds-margin-same");
    }
    let percent = margin95(made, samples) * 100.0;
    if percent < 0.05 {
        crate::t!("cli-odds-margin-small")
    } else {
        crate::t!("cli-odds-margin", margin = one_decimal(percent))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, with_lang};

    #[test]
    fn the_progress_rate_is_whole() {
        assert_eq!(whole_rate(137.4821), "137/s");
        assert_eq!(whole_rate(0.4), "0/s");
        assert_eq!(whole_rate(2.5), "3/s");
        assert_eq!(whole_rate(f64::NAN), "0/s");
        assert_eq!(whole_rate(f64::INFINITY), "0/s");
        assert_eq!(whole_rate(-1.0), "0/s");
    }

    #[test]
    fn no_margin_of_zero() {
        with_lang(Lang::En, || {
            assert_eq!(spread(1000, 1000), "every deal went the same way");
            assert_eq!(spread(0, 1000), "every deal went the same way");
            assert_eq!(spread(500, 1000), "±3.1% at 95%");
            assert_eq!(spread(1, 100_000), "less than ±0.1% at 95%");
            assert_eq!(
                spread(5, 10),
                "too few deals for a margin; try --samples 1000"
            );
        });
        with_lang(Lang::De, || {
            assert_eq!(spread(200, 200), "alle Verteilungen gingen gleich aus");
            assert_eq!(spread(500, 1000), "±3,1 % bei 95 %");
            assert_eq!(spread(1, 100_000), "weniger als ±0,1 % bei 95 %");
        });
    }

    #[test]
    fn percentages_use_the_decimal_mark_of_the_language() {
        assert_eq!(with_lang(Lang::En, || one_decimal(92.5)), "92.5");
        assert_eq!(with_lang(Lang::De, || one_decimal(92.5)), "92,5");
    }

    #[test]
    fn deal_lines_in_german() {
        with_lang(Lang::De, || {
            assert_eq!(
                crate::t!("cli-deal-discard", n = 1),
                ", eine wird vor dem Spiel verdeckt weggelegt"
            );
            assert_eq!(crate::t!("cli-deal-stock", n = 12), "Stock: 12 Karten");
            assert_eq!(
                crate::t!("cli-deal-again", n = 2),
                "Zuerst 2 Mal neu gegeben (alle vier Kaiser aufgedeckt)."
            );
            assert_eq!(
                crate::t!(
                    "cli-odds-result",
                    percent = "50,0",
                    samples = 1,
                    spread = "x"
                ),
                "Deine Partei macht ihre Stiche in 50,0 % von einer zufälligen Verteilung (x)."
            );
        });
        with_lang(Lang::En, || {
            assert_eq!(
                crate::t!(
                    "cli-odds-result",
                    percent = "50.0",
                    samples = 1,
                    spread = "x"
                ),
                "Your party makes its tricks in 50.0% of 1 random deal (x)."
            );
        });
    }
}
