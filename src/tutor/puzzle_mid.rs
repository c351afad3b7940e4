//! The puzzle runner's part for positions that start mid-trick (face-down puzzles, issue 16):
//! the cards already on the table, the learner's moves (each card face up, and laid face down
//! where the system allows it, named as `kaiser play` names it), a typed `down CARD`, the
//! hint and the "why" of the face-down theme. Kept apart from [`super::puzzle`] so that the
//! lead puzzles' screen is untouched.

use crate::cards::Card;
use crate::lessons::{Lang, tl};
use crate::rules::facedown::Move;
use crate::rules::puzzle::{Puzzle, moves_now};
use crate::rules::{Power, RuleSystem};
use crate::text::trick::label;
use crate::tutor::puzzle::names;

/// The learner's moves: each card of A's hand led face up, or mid-trick each card face up
/// that may be played now and then each card laid face down where the system allows it.
pub fn moves(power: &Power, p: &Puzzle) -> Vec<Move> {
    let hand = p.hands.first().cloned().unwrap_or_default();
    if p.on_table.is_empty() {
        return hand.into_iter().map(Move::up).collect();
    }
    let Ok(table) = p.table() else {
        return Vec::new();
    };
    let all = moves_now(power, &table, &p.on_table);
    // In the order of A's hand, face up first.
    let mut out = Vec::new();
    for down in [false, true] {
        for c in &hand {
            let mv = Move {
                card: *c,
                face_down: down,
            };
            if all.contains(&mv) {
                out.push(mv);
            }
        }
    }
    out
}

/// A move as the learner sees it: the card, or "Eichel-7 face down".
pub fn shown(lang: Lang, system: &RuleSystem, power: &Power, mv: Move) -> String {
    let card = label(lang, system, power, mv.card);
    if mv.face_down {
        tl!(lang, "play-face-down-shown", card = card.as_str())
    } else {
        card
    }
}

/// The cards already on the table, who played them, in order: `  On the table, in play
/// order: C Rosen-König · D Eichel-7`. `None` when A leads.
pub fn on_table(lang: Lang, system: &RuleSystem, power: &Power, p: &Puzzle) -> Option<String> {
    let k = p.on_table.len();
    let n = p.hands.len();
    if k == 0 || k >= n {
        return None;
    }
    let names = names(n);
    let cards: Vec<String> = p
        .on_table
        .iter()
        .enumerate()
        // Each seat with its card, glued as in the line of play (`C Rosen-König`).
        .map(|(i, c)| {
            super::puzzle::glued(&format!(
                "{} {}",
                names[n - k + i],
                label(lang, system, power, *c)
            ))
        })
        .collect();
    let line = tl!(lang, "tutor-puzzle-on-table", cards = cards.join(" · "));
    Some(format!("  {line}"))
}

/// The card typed after the face-down word (`down 2`, `abbä Eichel-7`) as a face-down move
/// among `moves`, or why it is none (a message to say).
pub fn typed_down(
    lang: Lang,
    power: &Power,
    p: &Puzzle,
    moves: &[Move],
    rest: &str,
) -> Result<Move, String> {
    if !power.face_down {
        return Err(tl!(lang, "play-down-not-here"));
    }
    if p.on_table.is_empty() {
        return Err(tl!(lang, "play-down-leading"));
    }
    let hand = p.hands.first().cloned().unwrap_or_default();
    let rest = rest.trim();
    let card = match rest.parse::<usize>() {
        Ok(i) => i.checked_sub(1).and_then(|i| hand.get(i)).copied(),
        Err(_) => rest.parse::<Card>().ok().filter(|c| hand.contains(c)),
    };
    let Some(card) = card else {
        return Err(tl!(lang, "play-down-which"));
    };
    let mv = Move::down(card);
    if moves.contains(&mv) {
        Ok(mv)
    } else {
        Err(tl!(lang, "play-down-must-take"))
    }
}

/// The hint of a face-down puzzle's answer (instead of the kind of card).
pub fn hint(lang: Lang) -> String {
    tl!(lang, "tutor-puzzle-hint-down")
}

/// Why a face-down answer makes it: played face up, each listed card loses; laid face
/// down, the card takes nothing and counts for nothing, so the trick goes as the others'
/// cards say (the trick engine's steps follow).
pub fn why_down(lang: Lang, system: &RuleSystem, power: &Power, p: &Puzzle, mv: Move) -> String {
    let wrong: Vec<String> = p
        .wrong
        .iter()
        .map(|c| label(lang, system, power, *c))
        .collect();
    tl!(
        lang,
        "tutor-puzzle-why-down",
        card = label(lang, system, power, mv.card),
        wrong = wrong.join(", ")
    )
}

/// A review card's mid-trick puzzle worked out again from its stored position (the cards
/// on the table and whether the answer lays a card face down): its answer, the cards that
/// fail face up and the themes. `None` when the position no longer makes a puzzle.
pub fn rebuild(system: &RuleSystem, power: &Power, p: Puzzle) -> Option<Puzzle> {
    crate::rules::puzzle::down::judge_mid(system, power, p)
}
