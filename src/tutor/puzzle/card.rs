//! A puzzle's review card (issue 16 item 5): the card written when a puzzle is answered
//! wrong (the position, view flag, seed, earlier tricks, unannounced Kaiser and, for a
//! face-down puzzle, the cards on the table), the puzzle rebuilt from it and asked again in
//! `kaiser review`, and the migration of format-4 cards.

use super::run;
use crate::cards::Card;
use crate::lessons::Lang;
use crate::rules::RuleSystem;
use crate::rules::puzzle::{Puzzle, view};
use crate::tutor::review::Item;
use crate::tutor::ui::Ui;
use std::io;

/// The review card of a puzzle answered wrong: the position, whether it is view-only, the
/// seed its hidden deals are drawn from, the earlier tricks and the unannounced Kaiser.
pub fn item(id: &str, p: &Puzzle) -> Item {
    let strings = |v: &[Card]| v.iter().map(ToString::to_string).collect();
    Item::Puzzle {
        puzzle: id.to_string(),
        system: p.system.clone(),
        deck: p.deck.id().to_string(),
        trump: p.trump.to_string(),
        hands: p.hands.iter().map(|h| strings(h)).collect(),
        view: p.view,
        seed: p.seed,
        earlier: p.earlier.iter().map(|t| strings(t)).collect(),
        unannounced: strings(&p.unannounced),
        on_table: strings(&p.on_table),
        face_down: p.face_down,
    }
}

/// A puzzle card asked again in `kaiser review`: `None` when the card no longer makes a
/// puzzle (an unknown system, card or position: a hand-edited file), `Some(None)` when the
/// learner left, else whether the first card chosen was right.
pub fn review(ui: &mut dyn Ui, lang: Lang, item: &Item) -> io::Result<Option<Option<bool>>> {
    let Some((sys, p)) = rebuild(item) else {
        return Ok(None);
    };
    let Item::Puzzle { puzzle, .. } = item else {
        return Ok(None);
    };
    let Ok(power) = p.power(&sys) else {
        return Ok(None);
    };
    let outcome = run(ui, lang, &sys, &power, puzzle, &p)?;
    Ok(Some(outcome.finished.then_some(outcome.first_try)))
}

/// The shipped puzzle a card names, if its position is still the one shipped.
fn shipped(item: &Item) -> Option<Puzzle> {
    let Item::Puzzle {
        puzzle,
        system,
        hands,
        ..
    } = item
    else {
        return None;
    };
    crate::lessons::puzzles::of_system(system)
        .unwrap_or_default()
        .into_iter()
        .find(|s| {
            s.id == *puzzle
                && s.puzzle.hands.len() == hands.len()
                && s.puzzle.hands.iter().zip(hands).all(|(a, b)| {
                    a.len() == b.len() && a.iter().zip(b).all(|(c, n)| c.to_string() == *n)
                })
        })
        .map(|s| s.puzzle)
}

/// A card of progress format 4 (no view flag, seed or earlier tricks) completed from the
/// shipped set when its id and hands are a shipped puzzle's: the migration to format 5.
/// Other cards are returned as they are.
pub fn migrate(item: Item) -> Item {
    match (&item, shipped(&item)) {
        (Item::Puzzle { puzzle, .. }, Some(p)) => super::item(puzzle, &p),
        _ => item,
    }
}

/// The puzzle of a review card: a shipped one as shipped (grade, themes, tempting cards),
/// else its answer and tempting cards worked out again from the stored position, view flag,
/// seed, earlier tricks and unannounced Kaiser. A mined puzzle's card of format 4 (seed 0)
/// is mined again from the seed in its id (`stans-view-seed-7`) when that gives the same
/// hands.
fn rebuild(item: &Item) -> Option<(RuleSystem, Puzzle)> {
    let Item::Puzzle {
        puzzle,
        system,
        deck,
        trump,
        hands,
        view,
        seed,
        earlier,
        unannounced,
        on_table,
        face_down,
    } = item
    else {
        return None;
    };
    let sys = crate::rules::catalog::load(system).ok()?;
    if let Some(p) = shipped(item) {
        return Some((sys, p));
    }
    let cards = |v: &[String]| {
        v.iter()
            .map(|c| c.parse().ok())
            .collect::<Option<Vec<Card>>>()
    };
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect::<Option<_>>()?;
    if *seed == 0
        && let Some(p) = mined_again(&sys, puzzle, &hands)
    {
        return Some((sys, p));
    }
    let mut p = Puzzle {
        system: system.to_string(),
        seed: *seed,
        deck: crate::cards::Deck::from_id(deck)?,
        trump: crate::cards::names::parse_suit(trump).ok()?,
        hands,
        earlier: earlier.iter().map(|t| cards(t)).collect::<Option<_>>()?,
        answer: Vec::new(),
        wrong: Vec::new(),
        grade: crate::rules::puzzle::Grade::new(0, 0, 0),
        themes: Vec::new(),
        view: *view,
        unannounced: cards(unannounced)?,
        on_table: cards(on_table)?,
        face_down: *face_down,
    };
    let power = p.power(&sys).ok()?;
    if !p.on_table.is_empty() {
        return crate::tutor::puzzle_mid::rebuild(&sys, &power, p).map(|p| (sys, p));
    }
    let table = p.table().ok()?;
    let (good, bad) = if p.view {
        let deals = view::deals(&sys, &power, &p).ok()?;
        view::leads_in_every(&power, &deals)
    } else {
        crate::rules::puzzle::leads(&power, &table)
    };
    if good.is_empty() {
        return None;
    }
    // Tempting cards of a view puzzle fail in the real deal (as the miner keeps them).
    let wrong: Vec<Card> = bad
        .into_iter()
        .filter(|c| crate::rules::puzzle::lead_makes(&power, &table, *c) == Some(false))
        .collect();
    p.grade = crate::rules::puzzle::Grade::new(table.remaining(), wrong.len() as u8, 0);
    p.answer = good;
    p.wrong = wrong;
    Some((sys, p))
}

/// A mined puzzle (`SYSTEM-seed-N`, `SYSTEM-view-seed-N`) mined again from its id's seed,
/// when that still gives the same hands (a card of format 4 stored no seed of its deal).
fn mined_again(system: &RuleSystem, id: &str, hands: &[Vec<Card>]) -> Option<Puzzle> {
    let rest = id.strip_prefix(system.id.as_str())?.strip_prefix('-')?;
    let (view, n) = match rest.strip_prefix("view-seed-") {
        Some(n) => (true, n),
        None => (false, rest.strip_prefix("seed-")?),
    };
    let seed: u64 = n.parse().ok()?;
    let same = |p: &Puzzle| p.hands == hands;
    let m = if view {
        crate::rules::puzzle::mine_view_matching(system, seed, same)
    } else {
        crate::rules::puzzle::mine_matching(system, seed, same)
    };
    m.map(|m| m.puzzle)
}
