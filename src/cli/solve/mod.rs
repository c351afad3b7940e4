//! `kaiser solve`: with every hand known, which party makes its tricks with best play by
//! everyone, and a line of play that shows it; from the start of a trick, or mid-trick with
//! cards already on the table (`--played`) and a move forced (`--lead`, `--move`, `--down`),
//! so that every puzzle's position replays here (issue 16).
//!
//! - [`mid`]: the cards on the table and the forced move;
//! - [`render`]: the JSON and the text;
//! - [`progress`]: the indicator of a long solve;
//! - [`gave_up`]: the message when the budget runs out.

mod gave_up;
mod mid;
mod progress;
mod render;

use super::{InputError, SystemArgs, TrumpChoice, parse_cards};
use crate::render::{Theme, json};
use crate::rules::hand;
use crate::rules::solver::{self, Budget, PlayRules};
use crate::rules::{Power, RuleSystem};
use clap::Args;
use gave_up::gave_up;
use progress::Progress;
pub(crate) use progress::grouped;
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
    /// Whoever can take the trick must, as in solo play (Liebenau 1841 in Zelger 1969, §4);
    /// on by default where the system's table says so.
    #[arg(long)]
    must_overtake: bool,
    /// The first player leads this card: who makes it after that lead, and the line (a
    /// puzzle's answer or a tempting card, `kaiser puzzle`).
    #[arg(long, value_name = "CARD", conflicts_with_all = ["played", "move", "down"])]
    lead: Option<String>,
    /// The cards already played to this trick, face up, in play order from the first player
    /// (who led it); each is in its player's `--hand`.
    #[arg(long, value_name = "CARDS")]
    played: Option<String>,
    /// The player to move (after `--played`) plays this card face up: who makes it after it.
    #[arg(
        long = "move",
        id = "move",
        value_name = "CARD",
        conflicts_with = "down"
    )]
    move_card: Option<String>,
    /// The player to move (after `--played`) lays this card face down, where the system
    /// allows it: who makes it after it.
    #[arg(long, value_name = "CARD")]
    down: Option<String>,
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
    let forced = mid::Forced::parse(&a, system, trump, power.deck)?;
    let solved = match forced {
        // A forced move or cards on the table: the rest of the trick searched, then the
        // solver (puzzle::lead).
        Some(f) => Ok(f.solve(&power, &seating)?),
        None => solver::solve_with(&power, &seating.table, budget),
    };
    progress.done();
    let solution = solved.map_err(|e| gave_up(&e, a.time_limit, &seating, system))?;
    // The line printed must reach the verdict printed (issue 17: it once did not).
    solver::check_line(&power, &seating.table, &solution)?;
    let out = render::render(&seating, &solution, system, &power);
    if a.json {
        return json(&out);
    }
    Ok(render::text(
        &out, &seating, system, power.deck, trump, theme,
    ))
}

#[cfg(test)]
mod tests;
