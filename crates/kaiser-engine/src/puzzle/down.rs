//! Face-down puzzles (issue 16, theme [`Theme::FaceDown`]): positions that start mid-trick,
//! with cards already on the table ([`Puzzle::on_table`]), where the mover makes its party's
//! tricks only by laying a card face down (stans, buochs, wolfenschiessen: Achermann 1978
//! §4 "so kann er auch eine Karte verdeckt ablegen"; willisau: Phase IV "Karten „nachts“ zu
//! spielen"; liebenau: §4 "Ist eine Karte verdeckt ausgespielt") and every card played face
//! up fails. Only where the system allows face-down play (the Power's `face_down`); the
//! leader lays none (reading 29), and where who can take must take, not a seat that can
//! (reading 30).
//!
//! - [`Puzzle::moves`]: every move of the mover after the cards on the table, good or bad;
//! - [`verify_mid`]: the check `kaiser check` makes of a mid-trick puzzle;
//! - [`judge_mid`]: the miner's judgement of a mid-trick position ([`super::mine`]).

use super::{Grade, Puzzle, PuzzleError, Theme, equivalent, theme};
use crate::cards::Card;
use crate::facedown::Move;
use crate::power::Power;
use crate::solver::Solution;
use crate::system::RuleSystem;

impl Puzzle {
    /// The answer as moves: each answer card face down for a face-down puzzle, else face up.
    pub fn answer_moves(&self) -> Vec<Move> {
        self.answer
            .iter()
            .map(|c| Move {
                card: *c,
                face_down: self.face_down,
            })
            .collect()
    }

    /// Every move of the mover (seat 0) after the cards on the table that makes the
    /// party's tricks, and every one that fails: each legal card face up, then each card
    /// face down where the system allows it now.
    pub fn moves(&self, power: &Power) -> Result<(Vec<Move>, Vec<Move>), PuzzleError> {
        let table = self.table()?;
        let mut good = Vec::new();
        let mut bad = Vec::new();
        for mv in super::moves_now(power, &table, &self.on_table) {
            match super::move_makes(power, &table, &self.on_table, mv) {
                Some(true) => good.push(mv),
                Some(false) => bad.push(mv),
                None => {}
            }
        }
        Ok((good, bad))
    }

    /// The result and line of best play after the mover's move `mv` (the line's first trick
    /// holds the cards on the table too). `None` when the mover may not make it.
    pub fn solve_move(&self, power: &Power, mv: Move) -> Option<Solution> {
        super::solve_move(power, &self.table().ok()?, &self.on_table, mv)
    }
}

/// Whether the moves that make it are one answer: cards laid face down, whichever of them
/// goes down (a card face down takes nothing and counts for nothing, so the choice is only
/// of what is kept: each of these keeps enough); cards played face up, equivalent cards.
fn one_answer(power: &Power, table: &crate::solver::Table, good: &[Move]) -> bool {
    let cards: Vec<Card> = good.iter().map(|m| m.card).collect();
    match good.first() {
        Some(m) if m.face_down => good.iter().all(|m| m.face_down),
        Some(_) => good.iter().all(|m| !m.face_down) && equivalent(power, table, &cards),
        None => false,
    }
}

/// Re-solve a mid-trick puzzle: not view-only, face down only where the system allows it;
/// the answer must be exactly the moves that make it (all face down or all face up, as
/// [`Puzzle::face_down`] says; face up, of equivalent cards), and every listed wrong card
/// played face up must fail.
pub fn verify_mid(system: &RuleSystem, p: &Puzzle) -> Result<(), PuzzleError> {
    let power = p.power(system)?;
    if p.view || (p.face_down && !power.face_down) {
        return Err(PuzzleError::Position(
            "a view-only or face-down puzzle where none can be".into(),
        ));
    }
    let table = p.table()?;
    let (good, _) = p.moves(&power)?;
    let key = |m: &Move| (m.face_down, m.card.id());
    let mut sorted = good.clone();
    sorted.sort_by_key(key);
    let mut answer = p.answer_moves();
    answer.sort_by_key(key);
    let cards: Vec<Card> = good.iter().map(|m| m.card).collect();
    if sorted != answer || good.is_empty() {
        return Err(PuzzleError::NotUnique { winning: cards });
    }
    if !one_answer(&power, &table, &good) {
        return Err(PuzzleError::NotEquivalent(cards));
    }
    if let Some(w) = p
        .wrong
        .iter()
        .find(|w| super::move_makes(&power, &table, &p.on_table, Move::up(**w)) != Some(false))
    {
        return Err(PuzzleError::WrongWins(*w));
    }
    Ok(())
}

/// The face-down puzzle of mid-trick position `p` under `power`: kept when every move that
/// makes the tricks lays a card face down (which card goes down may matter: the answer
/// lists each that keeps enough), and at least one
/// card played face up fails (each failing face-up card is a tempting one: it is what
/// a player does who forgets that a card may go face down). `None` otherwise.
pub fn judge_mid(system: &RuleSystem, power: &Power, mut p: Puzzle) -> Option<Puzzle> {
    if !power.face_down || p.on_table.is_empty() {
        return None;
    }
    let table = p.table().ok()?;
    let (good, bad) = p.moves(power).ok()?;
    let cards: Vec<Card> = good.iter().map(|m| m.card).collect();
    if good.is_empty() || good.iter().any(|m| !m.face_down) || !one_answer(power, &table, &good) {
        return None;
    }
    let mut depth = 0;
    for m in bad.iter().filter(|m| !m.face_down) {
        let sol = p.solve_move(power, *m)?;
        p.wrong.push(m.card);
        depth = depth.max(sol.line.len() as u8);
    }
    if p.wrong.is_empty() {
        return None;
    }
    let line = p.solve_move(power, good[0])?.line;
    let held: Vec<Card> = p.hands.iter().flatten().copied().collect();
    // The themes of a lead (a led Trumpf-7, "de-n-alte na") are not this move's: only
    // the line's.
    p.themes = theme::themes(system, power, &[], &line, &held, &p.earlier);
    p.themes.push(Theme::FaceDown);
    p.themes.sort();
    p.grade = Grade::new(table.remaining(), p.wrong.len() as u8, depth);
    p.face_down = true;
    p.answer = cards;
    Some(p)
}

#[cfg(test)]
#[path = "down_tests.rs"]
mod tests;
