//! `kaiser deal` (a reproducible deal with its Umschlag) and `kaiser odds` (how often a hand's
//! party makes its tricks, over random deals of the unseen cards solved double-dummy).

use super::{InputError, SystemArgs, TrumpChoice, heading, parse_cards};
use crate::cards::Card;
use crate::render::json::Player;
use crate::render::{Theme, json};
use crate::rules::Power;
use crate::rules::deal::{deal, deck_for, parties_of};
use crate::rules::odds::{ODDS_BUDGET, odds_with};
use crate::rules::system::{RuleSystem, TableDef};
use crate::text::trick::label;
use clap::Args;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

/// Seat names: A, B, C, ...
pub(crate) use crate::render::json::seat_name;

/// The table for `players` (and `parties`), or a message naming what the system allows.
pub(crate) fn table_for(
    system: &RuleSystem,
    players: Option<usize>,
    parties: Option<usize>,
) -> Result<TableDef, String> {
    let default = system.default_table();
    if players.is_none()
        && let Some(t) = default
        && parties.is_none_or(|p| p == t.parties)
    {
        return Ok(t.clone());
    }
    let players = players.unwrap_or_else(|| default.map(|t| t.players).unwrap_or(4));
    let lang = crate::i18n::lang();
    system.table(players, parties).cloned().ok_or_else(|| {
        crate::tl!(
            lang,
            "rules-deal-players",
            system = system.id,
            players = players,
            allowed = match parties {
                Some(p) if system.table(players, None).is_some() => crate::t!(
                    "cli-deal-parties-not",
                    players = players,
                    parties = system
                        .tables
                        .iter()
                        .filter(|t| t.players == players)
                        .map(|t| t.parties.to_string())
                        .collect::<Vec<_>>()
                        .join(&format!(" {} ", crate::t!("cli-deal-or"))),
                    asked = p
                ),
                _ => crate::text::hand::players(lang, &system.players()),
            }
        )
    })
}

/// "A+C · B+D"
pub(crate) fn parties_line(def: &TableDef) -> String {
    let party = parties_of(def);
    (0..def.parties)
        .map(|p| {
            (0..def.players)
                .filter(|s| party[*s] == p)
                .map(seat_name)
                .collect::<Vec<_>>()
                .join("+")
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The seed given, or one from the clock (printed so the run can be repeated).
pub(crate) fn seed_or_clock(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64 % 1_000_000)
            .unwrap_or(1)
    })
}

/// A table of a rule system and a seed (shared by `kaiser deal` and `kaiser play`).
#[derive(Debug, Args)]
pub struct TableArgs {
    /// Rule system id (see `kaiser variants`); default: KAISER_VARIANT.
    #[arg(long, value_name = "ID")]
    pub variant: Option<String>,
    /// Players at the table (default: the system's usual table, else its first; lungern: four in two parties).
    #[arg(long, value_name = "N")]
    pub players: Option<usize>,
    /// Parties, when the system allows several ways for this many players (6: 2 or 3).
    #[arg(long, value_name = "N")]
    pub parties: Option<usize>,
    /// The seed: the same seed gives the same deal (default: from the clock, printed).
    #[arg(long)]
    pub seed: Option<u64>,
}

impl TableArgs {
    /// The system, its table and the seed.
    pub fn load(&self) -> anyhow::Result<(RuleSystem, TableDef, u64)> {
        let args = SystemArgs {
            variant: self.variant.clone(),
            variant_file: None,
            deck: None,
            switches: Vec::new(),
        };
        let system = args.load()?.system;
        let def = table_for(&system, self.players, self.parties).map_err(InputError::Usage)?;
        Ok((system, def, seed_or_clock(self.seed)))
    }
}

/// Arguments of `kaiser deal`.
#[derive(Debug, Args)]
pub struct DealArgs {
    #[command(flatten)]
    table: TableArgs,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct DealOut<'a> {
    system: String,
    deck: String,
    seed: u64,
    players: usize,
    parties: Vec<Vec<Player>>,
    dealer: Player,
    face_up: Vec<FaceUp>,
    umschlag: super::trump::UmschlagJson<'a>,
    trump: String,
    hands: Vec<Hand>,
    lay_away: usize,
    need: u8,
    tricks: usize,
    stock: Vec<Card>,
    redeals: usize,
    /// Times the cutter cut again: a Kaiser lay at the bottom (stans, willisau).
    recuts: usize,
}

/// A card dealt face up to a player.
#[derive(Serialize)]
struct FaceUp {
    player: Player,
    card: Card,
}

/// A player's hand.
#[derive(Serialize)]
struct Hand {
    player: Player,
    cards: Vec<Card>,
}

pub(super) fn run_deal(a: DealArgs, theme: Theme) -> anyhow::Result<String> {
    let (system, def, seed) = a.table.load()?;
    let system = &system;
    let deck = deck_for(system, &def);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let dealer = def.players - 1;
    let d = deal(system, &def, deck, dealer, &mut rng)
        .map_err(|e| InputError::Usage(crate::text::hand::deal_error(crate::i18n::lang(), &e)))?;
    let party = parties_of(&def);
    if a.json {
        let said = crate::text::umschlag::reasons(crate::i18n::lang(), &d.umschlag.steps);
        return json(&DealOut {
            system: system.id.clone(),
            deck: deck.to_string(),
            seed,
            players: def.players,
            parties: (0..def.parties)
                .map(|p| {
                    (0..def.players)
                        .filter(|s| party[*s] == p)
                        .map(Player::seat)
                        .collect()
                })
                .collect(),
            dealer: Player::seat(dealer),
            face_up: d
                .face_up
                .iter()
                .map(|(s, c)| FaceUp {
                    player: Player::seat(*s),
                    card: *c,
                })
                .collect(),
            umschlag: super::trump::UmschlagJson::new(&d.umschlag, &said),
            trump: d.trump.to_string(),
            hands: d
                .hands
                .iter()
                .enumerate()
                .map(|(s, h)| Hand {
                    player: Player::seat(s),
                    cards: h.clone(),
                })
                .collect(),
            lay_away: def.discard,
            need: def.need,
            tricks: def.tricks(),
            stock: d.stock.clone(),
            redeals: d.redeals,
            recuts: d.recuts,
        });
    }
    let mut out = theme.heading(&heading(system, Some(d.trump), deck)) + "\n";
    out.push_str(&crate::t!(
        "cli-deal-table",
        players = def.players,
        parties = def.parties,
        line = parties_line(&def),
        cards = def.cards,
        discard = if def.discard > 0 {
            crate::t!("cli-deal-discard", n = def.discard)
        } else {
            String::new()
        },
        need = def.need,
        tricks = def.tricks(),
        seed = seed.to_string()
    ));
    out.push('\n');
    out.push_str(&crate::t!(
        "cli-deal-dealer",
        dealer = seat_name(dealer),
        leader = seat_name(0),
        again = [("cli-deal-recut", d.recuts), ("cli-deal-again", d.redeals)]
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(id, n)| format!(" {}", crate::t!(id, n = *n)))
            .collect::<String>()
    ));
    out.push('\n');
    let up: Vec<String> = d
        .face_up
        .iter()
        .map(|(s, c)| format!("{} {c}", seat_name(*s)))
        .collect();
    out.push_str(&crate::t!("cli-deal-umschlag", cards = up.join(", ")));
    out.push('\n');
    let (steps, bases) = crate::text::umschlag::explained(crate::i18n::lang(), &d.umschlag);
    for s in steps {
        out.push_str(&format!("  {s}\n"));
    }
    for line in bases {
        out.push_str(&theme.dim(&format!("  {line}")));
        out.push('\n');
    }
    out.push_str(&theme.answer(&format!("Trumpf: {}", d.trump)));
    out.push('\n');
    // Names as the players see them, with this trump (Kaiser as if announced).
    let opts = crate::rules::PowerOptions {
        deck: Some(deck),
        ..Default::default()
    };
    let power = Power::new(system, d.trump, &opts)?;
    for (seat, hand) in d.hands.iter().enumerate() {
        let names: Vec<String> = hand
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let l = label(crate::i18n::lang(), system, &power, *c);
                if i == 0 {
                    crate::t!("cli-deal-face-up", card = l)
                } else {
                    l
                }
            })
            .collect();
        out.push_str(&format!("  {}: {}\n", seat_name(seat), names.join(", ")));
    }
    out.push_str(&crate::t!("cli-deal-stock", n = d.stock.len()));
    out.push('\n');
    Ok(out)
}

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
    partners: Vec<super::partners::PartnerOut>,
}

pub(super) fn run_odds(a: OddsArgs, theme: Theme) -> anyhow::Result<String> {
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
        super::partners::parse(system, &def, trump, &power, a.seat - 1, &hand, &a.partner)?;
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
            partners: super::partners::json(&partners),
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
    super::partners::lines(system, &power, &def, &partners)
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
