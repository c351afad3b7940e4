//! `kaiser solve`: with every hand known, which party makes its tricks with best play by
//! everyone, and a line of play that shows it.

use super::{InputError, SystemArgs, TrumpChoice, heading, parse_cards};
use crate::render::json::Player;
use crate::render::{Theme, json};
use crate::rules::hand::{self, Seating};
use crate::rules::solver::{self, Budget, GaveUp, PlayRules, Solution};
use crate::rules::{Power, RuleSystem};
use crate::text::trick::label;
use clap::Args;
use serde::Serialize;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Arguments of `kaiser solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    system: SystemArgs,
    #[command(flatten)]
    play: TrumpChoice,
    /// A player and their cards, `NAME=CARD,CARD,...`; repeat in seat order (the first leads).
    #[arg(long = "hand", value_name = "NAME=CARDS", required = true)]
    hands: Vec<String>,
    /// A party, `NAME,NAME,...`; repeat for each party (default: everyone alone).
    #[arg(long = "team", value_name = "NAMES")]
    teams: Vec<String>,
    /// Tricks a party needs (default: the system's table for this many players and parties;
    /// else more than half with two parties).
    #[arg(long, value_name = "N")]
    need: Option<u8>,
    /// Whoever can take the trick must (`003_…` §4 solo play; on by default where the
    /// system's table says so).
    #[arg(long)]
    must_overtake: bool,
    /// The first player leads this card: who makes it after that lead, and the line (a
    /// puzzle's answer or a tempting card, `kaiser puzzle`).
    #[arg(long, value_name = "CARD")]
    lead: Option<String>,
    /// Print JSON: winning_team (the names), line (tricks with seats, cards, winner).
    #[arg(long)]
    json: bool,
    /// Give up after this many seconds without an answer (then positions are unlimited
    /// unless `--max-positions` is given too).
    #[arg(long, value_name = "SECONDS", value_parser = clap::value_parser!(u64).range(1..=86_400))]
    time_limit: Option<u64>,
    /// Give up after this many positions without an answer (default: 40,000,000, some
    /// seconds; none with `--time-limit` alone).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1_000_000_000_000))]
    max_positions: Option<u64>,
}

/// Positions `kaiser solve` searches before it gives up (some seconds).
pub const SOLVE_BUDGET: u64 = 40_000_000;

/// A solve that runs longer than this shows a progress indicator (on a terminal only).
const QUIET_FOR: Duration = Duration::from_secs(1);

/// How long a solve runs before its progress shows: `KAISER_PROGRESS_AFTER_MS` (meant for
/// tests), else [`QUIET_FOR`].
fn quiet_for() -> Duration {
    std::env::var("KAISER_PROGRESS_AFTER_MS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map_or(QUIET_FOR, Duration::from_millis)
}

/// Split `NAME=CARD,CARD` into the name and the card names.
pub(crate) fn split_hand(spec: &str) -> Result<(String, Vec<String>), InputError> {
    let (name, cards) = spec
        .split_once('=')
        .ok_or_else(|| InputError::Usage(crate::t!("cli-solve-hand-syntax", spec = spec)))?;
    let name = name.trim();
    if name.is_empty() {
        return Err(InputError::Usage(crate::t!(
            "cli-solve-hand-no-name",
            spec = spec
        )));
    }
    let cards: Vec<String> = cards.split(',').map(str::trim).map(String::from).collect();
    if cards.iter().any(String::is_empty) {
        return Err(InputError::Usage(crate::t!(
            "cli-solve-hand-empty-card",
            spec = spec
        )));
    }
    Ok((name.to_string(), cards))
}

/// Every player count a system's tables allow.
pub(crate) fn allowed_players(system: &RuleSystem) -> Vec<usize> {
    system.players()
}

#[derive(Serialize)]
struct Play {
    player: Player,
    /// The canonical name: JSON stays the same in every language.
    card: String,
    /// The row's nickname (Mugg, Jos), if the card has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    /// As the text shows it: `Schellen-Banner (Mugg)`, notes in the user's language.
    #[serde(skip)]
    label: String,
    /// Laid face down (issue 15 item 3): it takes nothing.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    face_down: bool,
}

#[derive(Serialize)]
struct Trick {
    leader: Player,
    cards: Vec<Play>,
    winner: Player,
}

/// `kaiser solve --json` (and what the text says).
#[derive(Serialize)]
struct Out {
    system: String,
    deck: String,
    trump: String,
    winning_team: Option<Vec<Player>>,
    need: u8,
    tricks: usize,
    line: Vec<Trick>,
}

pub(super) fn run(a: SolveArgs, theme: Theme) -> anyhow::Result<String> {
    let mut loaded = a.system.load()?;
    let system = &loaded.system;
    let trump = a.play.trump;
    let specs = a
        .hands
        .iter()
        .map(|spec| split_hand(spec))
        .collect::<Result<Vec<_>, _>>()?;
    // The deck of the system's table for this many players (silenen at eight: 40 cards),
    // unless `--deck` names one.
    if loaded.opts.deck.is_none() {
        loaded.opts.deck = system.table(specs.len(), None).and_then(|t| t.deck);
    }
    loaded.opts.unannounced =
        parse_cards(system, Some(trump), loaded.opts.deck, &a.play.unannounced)?;
    let power = Power::new(system, trump, &loaded.opts)?;
    let mut hands = Vec::new();
    for (name, names) in specs {
        let cards = parse_cards(system, Some(trump), Some(power.deck), &names)?;
        for c in &cards {
            if !power.contains(*c) {
                return Err(InputError::Usage(crate::t!(
                    "cli-solve-not-in-deck",
                    card = c,
                    deck = power.deck,
                    system = system.id
                ))
                .into());
            }
        }
        hands.push((name, cards));
    }
    let teams: Vec<Vec<String>> = a
        .teams
        .iter()
        .map(|t| {
            t.split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect()
        })
        .collect();
    // The system's own table for this many players and parties gives the target and the
    // duty to take; the options override it.
    let parties = if teams.is_empty() {
        hands.len()
    } else {
        teams.len()
    };
    let own = system.table(hands.len(), Some(parties));
    let rules = PlayRules {
        must_overtake: a.must_overtake || own.is_some_and(|t| t.must_overtake),
    };
    let need = a.need.or(own.map(|t| t.need));
    let seating = hand::seat(
        &hands,
        &teams,
        need,
        &system.id,
        &allowed_players(system),
        rules,
    )
    .map_err(|e| super::InputError::Usage(crate::text::hand::error(crate::i18n::lang(), &e)))?;
    let start = Instant::now();
    let budget = Budget {
        positions: match (a.max_positions, a.time_limit) {
            (Some(n), _) => n,
            (None, Some(_)) => u64::MAX,
            (None, None) => SOLVE_BUDGET,
        },
        deadline: a.time_limit.map(|s| start + Duration::from_secs(s)),
        watch: None,
    };
    let progress = Progress::new(start, console::Term::stderr().is_term());
    let watch = |n: u64| progress.show(n);
    let budget = if progress.on {
        budget.watched(&watch)
    } else {
        budget
    };
    let solved = match &a.lead {
        // A forced lead: the rest of its trick searched, then the solver (puzzle::lead).
        Some(name) => {
            let card = parse_cards(
                system,
                Some(trump),
                Some(power.deck),
                std::slice::from_ref(name),
            )?;
            let card = card.first().copied();
            card.and_then(|c| crate::rules::puzzle::solve_lead(&power, &seating.table, c))
                .map(Ok)
                .ok_or_else(|| {
                    InputError::Usage(crate::t!(
                        "cli-solve-lead-not-held",
                        card = name.as_str(),
                        player = seating.names[0].as_str()
                    ))
                })?
        }
        None => solver::solve_with(&power, &seating.table, budget),
    };
    progress.done();
    let solution = solved.map_err(|e| gave_up(&e, a.time_limit, &seating, system))?;
    // The line printed must reach the verdict printed (issue 17: it once did not).
    solver::check_line(&power, &seating.table, &solution)?;
    let out = render(&seating, &solution, system, &power);
    if a.json {
        return json(&out);
    }
    let mut text = theme.heading(&heading(system, Some(trump), power.deck)) + "\n";
    let parties: Vec<String> = (0..seating.teams.len())
        .map(|p| seating.team_names(p).join("+"))
        .collect();
    text.push_str(&crate::t!(
        "cli-solve-table",
        players = seating.names.len(),
        leader = seating.names[0],
        need = out.need,
        tricks = out.tricks,
        parties = parties.join(" · ")
    ));
    text.push('\n');
    match &out.winning_team {
        Some(team) => {
            // One opponent is named ("whatever B does"), more are "the others".
            let others: Vec<&String> = seating
                .names
                .iter()
                .filter(|n| !team.iter().any(|p| &p.name == *n))
                .collect();
            text.push_str(&theme.answer(&crate::t!(
                "cli-solve-wins",
                team = join_names(&team.iter().map(|p| p.name.clone()).collect::<Vec<_>>()),
                members = team.len(),
                need = out.need,
                opponents = others.len(),
                others = others.first().map_or("", |n| n.as_str())
            )))
        }
        None => text.push_str(&theme.answer(&crate::t!("cli-solve-nobody"))),
    }
    let line = match &out.winning_team {
        Some(_) => crate::t!("cli-solve-line"),
        // The solver then plays party 0's try against all the others (rules::solver).
        None => {
            let team = seating.team_names(0);
            crate::t!(
                "cli-solve-line-nobody",
                team = join_names(&team),
                members = team.len()
            )
        }
    };
    text.push_str(&format!("\n{line}\n"));
    for (i, t) in out.line.iter().enumerate() {
        let cards: Vec<String> = t
            .cards
            .iter()
            .map(|p| format!("{} {}", p.player.name, p.label))
            .collect();
        text.push_str(&format!(
            "  {}. {} → {}\n",
            i + 1,
            cards.join(" · "),
            t.winner.name
        ));
    }
    Ok(text)
}

/// The progress indicator of a long solve: nothing for the first second, then a spinner
/// with the positions searched, on stderr and only on a terminal (never in a pipe).
struct Progress {
    start: Instant,
    quiet: Duration,
    on: bool,
    bar: OnceLock<indicatif::ProgressBar>,
}

impl Progress {
    fn new(start: Instant, terminal: bool) -> Progress {
        Progress {
            start,
            quiet: quiet_for(),
            on: terminal,
            bar: OnceLock::new(),
        }
    }

    /// Called by the solver every few thousand positions; never stops it.
    fn show(&self, positions: u64) -> bool {
        if self.on && self.start.elapsed() >= self.quiet {
            let bar = self.bar.get_or_init(|| {
                let pb = indicatif::ProgressBar::new_spinner();
                pb.set_style(
                    indicatif::ProgressStyle::with_template("{spinner} {msg} · {elapsed}")
                        .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
                );
                pb
            });
            bar.set_message(crate::t!(
                "cli-solve-progress",
                positions = grouped(crate::i18n::lang(), positions)
            ));
            bar.tick();
        }
        false
    }

    fn done(&self) {
        if let Some(bar) = self.bar.get() {
            bar.finish_and_clear();
        }
    }
}

/// `n` with thousands marked as the language writes them (40,000,000; 40'000'000).
fn grouped(lang: crate::i18n::Lang, n: u64) -> String {
    let mark = match lang {
        crate::i18n::Lang::De => '\'',
        _ => ',',
    };
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(mark);
        }
        out.push(d);
    }
    out
}

/// The give-up message: which budget ran out, the table (system, players, parties, cards
/// per hand), what was asked, and what to try.
fn gave_up(
    e: &GaveUp,
    time_limit: Option<u64>,
    seating: &Seating,
    system: &RuleSystem,
) -> InputError {
    let lang = crate::i18n::lang();
    let (ran, positions) = match *e {
        GaveUp::Time { positions } | GaveUp::Stopped { positions } => ("time", positions),
        GaveUp::Positions { limit } => ("positions", limit),
    };
    let parties: Vec<String> = (0..seating.teams.len())
        .map(|p| seating.team_names(p).join("+"))
        .collect();
    let tricks = seating.table.hands.first().map_or(0, |h| h.len());
    let what = crate::t!(
        "cli-solve-gave-up",
        ran = ran,
        positions = grouped(lang, positions),
        count = positions,
        seconds = time_limit.unwrap_or(0),
        system = system.id,
        players = seating.names.len(),
        parties = parties.len(),
        line = parties.join(" · "),
        tricks = tricks,
        need = seating.table.need.first().copied().unwrap_or(0)
    );
    let next = match *e {
        GaveUp::Positions { limit } => crate::t!(
            "cli-solve-gave-up-try-positions",
            more = limit.saturating_mul(10).to_string()
        ),
        _ => crate::t!(
            "cli-solve-gave-up-try-time",
            more = time_limit.unwrap_or(1).saturating_mul(4).to_string()
        ),
    };
    InputError::Usage(format!("{what}\n{next}"))
}

fn join_names(v: &[String]) -> String {
    match v.len() {
        0 => String::new(),
        1 => v[0].clone(),
        _ => crate::t!(
            "cli-solve-and",
            names = v[..v.len() - 1].join(", "),
            last = v[v.len() - 1]
        ),
    }
}

fn render(seating: &Seating, sol: &Solution, system: &RuleSystem, power: &Power) -> Out {
    let player = |s: usize| Player::new(s, seating.names[s].clone());
    let line = sol
        .line
        .iter()
        .map(|t| Trick {
            leader: player(t.seats[0]),
            cards: t
                .seats
                .iter()
                .zip(&t.cards)
                .enumerate()
                .map(|(i, (s, c))| {
                    let shown = label(crate::i18n::lang(), system, power, *c);
                    Play {
                        player: player(*s),
                        card: c.to_string(),
                        name: crate::rules::trick::nickname(system, power, *c).map(String::from),
                        label: if t.is_down(i) {
                            crate::t!("play-face-down-shown", card = shown)
                        } else {
                            shown
                        },
                        face_down: t.is_down(i),
                    }
                })
                .collect(),
            winner: player(t.winner),
        })
        .collect();
    Out {
        system: system.id.clone(),
        deck: power.deck.to_string(),
        trump: power.trump.to_string(),
        winning_team: sol
            .winner
            .map(|p| seating.teams[p].iter().map(|s| player(*s)).collect()),
        need: seating.table.need[0],
        tricks: seating.table.hands[0].len(),
        line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, with_lang};

    fn names(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn names_are_joined_in_the_language_of_the_run() {
        assert_eq!(
            with_lang(Lang::En, || join_names(&names(&["A", "B", "C"]))),
            "A, B and C"
        );
        assert_eq!(
            with_lang(Lang::De, || join_names(&names(&["A", "C"]))),
            "A und C"
        );
        assert_eq!(with_lang(Lang::De, || join_names(&names(&["A"]))), "A");
    }

    #[test]
    fn the_winner_agrees_in_number() {
        let wins = |members: usize, need: u8| {
            crate::t!(
                "cli-solve-wins",
                team = "X",
                members = members,
                need = need,
                opponents = 2,
                others = "Y"
            )
        };
        with_lang(Lang::En, || {
            assert_eq!(
                wins(1, 1),
                "X wins the hand: 1 trick with best play, whatever the others do."
            );
            assert_eq!(
                wins(2, 3),
                "X win the hand: 3 tricks with best play, whatever the others do."
            );
        });
        with_lang(Lang::De, || {
            assert_eq!(
                wins(1, 1),
                "X gewinnt das Spiel: einen Stich bei bester Spielweise, egal, was die anderen tun."
            );
            assert_eq!(
                wins(2, 3),
                "X gewinnen das Spiel: 3 Stiche bei bester Spielweise, egal, was die anderen tun."
            );
        });
        // One opponent is named, in the verb's number.
        let alone = || {
            crate::t!(
                "cli-solve-wins",
                team = "B",
                members = 1,
                need = 3,
                opponents = 1,
                others = "A"
            )
        };
        assert_eq!(
            with_lang(Lang::En, alone),
            "B wins the hand: 3 tricks with best play, whatever A does."
        );
        assert_eq!(
            with_lang(Lang::De, alone),
            "B gewinnt das Spiel: 3 Stiche bei bester Spielweise, egal, was A tut."
        );
    }

    #[test]
    fn thousands_are_marked_as_the_language_writes_them() {
        assert_eq!(grouped(Lang::En, 40_000_000), "40,000,000");
        assert_eq!(grouped(Lang::De, 40_000_000), "40'000'000");
        assert_eq!(grouped(Lang::En, 999), "999");
        assert_eq!(grouped(Lang::En, 1000), "1,000");
        assert_eq!(grouped(Lang::De, 0), "0");
    }

    /// The deadline's message (the CLI tests cannot wait for a clock without depending on
    /// timing, so it is checked here).
    #[test]
    fn running_out_of_time_says_how_long_and_suggests_more() {
        let system = crate::rules::catalog::load("lungern").unwrap();
        let c = |n: &str| crate::cards::names::Namer::new(None, &system.nicknames).card(n);
        let hands: Vec<(String, Vec<crate::cards::Card>)> = [("A", "Rosen-3"), ("B", "Rosen-4")]
            .iter()
            .map(|(p, n)| (p.to_string(), vec![c(n).unwrap()]))
            .collect();
        let seating = crate::rules::hand::seat(
            &hands,
            &[],
            Some(1),
            "lungern",
            &allowed_players(&system),
            PlayRules::default(),
        )
        .unwrap();
        let e = GaveUp::Time {
            positions: 12_345_678,
        };
        let en = with_lang(Lang::En, || {
            gave_up(&e, Some(30), &seating, &system).to_string()
        });
        assert_eq!(
            en,
            "no answer after 30 s (12,345,678 positions): lungern, 2 players in 2 parties \
             (A · B), 1 card each; asked which party makes 1 of 1 trick whatever the others \
             do\nTry fewer cards per hand, fewer players or fewer parties (--team), or \
             more time: --time-limit 120."
        );
        let de = with_lang(Lang::De, || {
            gave_up(&e, Some(30), &seating, &system).to_string()
        });
        assert!(
            de.starts_with("keine Antwort nach 30 s (12'345'678 Stellungen): "),
            "{de}"
        );
        assert!(
            de.ends_with("oder mit mehr Zeit: --time-limit 120."),
            "{de}"
        );
    }

    #[test]
    fn no_progress_indicator_off_a_terminal() {
        let long_ago = Instant::now()
            .checked_sub(Duration::from_secs(5))
            .unwrap_or_else(Instant::now);
        let off = Progress::new(long_ago, false);
        assert!(!off.show(1_000_000));
        assert!(off.bar.get().is_none());
        let mut on = Progress::new(long_ago, true);
        on.quiet = Duration::ZERO;
        assert!(!on.show(1_000_000), "the indicator never stops a solve");
        assert!(on.bar.get().is_some());
        on.done();
    }

    #[test]
    fn the_heading_names_the_deck_in_german() {
        let system = crate::rules::catalog::load("stans").unwrap();
        let h = with_lang(Lang::De, || {
            super::super::heading(
                &system,
                Some(crate::cards::Suit::Rosen),
                system.default_deck(),
            )
        });
        assert!(h.ends_with(" · Trumpf: Rosen · Blatt stans-40"), "{h}");
    }
}
