//! A puzzle's history: the earlier tricks of its deal, replayed and checked ([`replay`]).
//!
//! A history stands when, from some first leader, every earlier trick is played legally
//! by the seats in turn (the system's Power and play rules at the puzzle's table, each
//! trick led by the previous one's winner), the tricks are split so that each party needs
//! the majority of the tricks left (the question the puzzle asks), the last winner leads
//! the current trick, and the cards on the table are legal plays of the seats that laid
//! them. The seats' hands at the deal are then the position's cards and the cards each
//! played before: the deal the puzzle comes from.

use super::Puzzle;
use crate::cards::{Card, CardSet};
use crate::deal::Hand;
use crate::power::Power;
use crate::solver::{PlayRules, Table};
use crate::system::{RuleSystem, TableDef};
use crate::trick::{TrickContext, winner};

/// Why a history does not stand.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HistoryError {
    /// No two-party table of the puzzle's seats in its system.
    #[error("no table of {0} players in two parties")]
    NoTable(usize),
    /// The earlier tricks and the hands do not make a hand of that table.
    #[error("{earlier} earlier tricks and {left} tricks left, but a hand has {tricks}")]
    Size {
        /// Earlier tricks.
        earlier: usize,
        /// Tricks left (the cards of the mover).
        left: usize,
        /// Tricks of a hand at the table.
        tricks: usize,
    },
    /// A card twice in the deal, or not in its deck.
    #[error("{0} twice in the deal or not in its deck")]
    Twice(Card),
    /// From no first leader are the tricks legal, split evenly and led in turn.
    #[error("the earlier tricks do not replay from any first leader")]
    NoReplay,
}

/// The two-party table of `n` players in `system`.
fn table_def(system: &RuleSystem, n: usize) -> Result<&TableDef, HistoryError> {
    system
        .tables
        .iter()
        .find(|t| t.parties == 2 && t.players == n)
        .ok_or(HistoryError::NoTable(n))
}

/// The Power the deal was played with: every Kaiser announced (the unannounced one is the
/// puzzle's question, not the deal's history).
fn power_of(system: &RuleSystem, p: &Puzzle) -> Option<Power> {
    p.power_announced(system).ok()
}

/// Tricks each party won before the position: each then needs the majority of the rest.
fn won_before(def: &TableDef, left: usize) -> Option<u8> {
    def.need.checked_sub((left / 2 + 1) as u8)
}

/// The hand at the deal from first leader `f` and the seats' earlier cards `extra`, with
/// the earlier tricks and the cards on the table played: `Some` when every card was legal,
/// the split is even and the last winner leads the current trick.
fn play_out(
    power: &Power,
    def: &TableDef,
    p: &Puzzle,
    f: usize,
    extra: &[CardSet],
) -> Option<Hand> {
    let mut hand = start(power, def, p, f, extra);
    let n = p.hands.len();
    let k = p.on_table.len();
    for c in p.earlier.iter().flatten().chain(&p.on_table) {
        if !hand.legal().contains(*c) {
            return None;
        }
        hand.play(*c).ok()?;
    }
    let left = p.hands.first().map_or(0, Vec::len);
    let won = won_before(def, left)?;
    let t = &hand.table;
    (t.leader == (n - k) % n
        && t.won.iter().all(|w| *w == won)
        && hand.history.len() == p.earlier.len())
    .then_some(hand)
}

/// The hand at the deal: each seat holds its earlier cards `extra`, its cards of the
/// position and the card it laid on the table; `f` leads the first trick.
fn start(power: &Power, def: &TableDef, p: &Puzzle, f: usize, extra: &[CardSet]) -> Hand {
    let n = p.hands.len();
    let k = p.on_table.len();
    let hands: Vec<CardSet> = (0..n)
        .map(|s| {
            let mut h = extra[s];
            for c in &p.hands[s] {
                h.insert(*c);
            }
            if s + k >= n {
                h.insert(p.on_table[s + k - n]);
            }
            h
        })
        .collect();
    let table = Table {
        hands,
        party: (0..n).map(|s| s % 2).collect(),
        need: vec![def.need; 2],
        won: vec![0, 0],
        leader: f,
        played: 0,
        rules: PlayRules {
            must_overtake: def.must_overtake,
        },
    };
    Hand::assumed(power.clone(), table, def.tie, Vec::new(), Vec::new())
}

/// The earlier cards of each seat when the first trick was led by `f` (each trick led by
/// the previous one's winner). `None` when a trick is not one card a seat.
fn seats_of(power: &Power, p: &Puzzle, f: usize) -> Option<Vec<CardSet>> {
    let n = p.hands.len();
    let mut extra = vec![CardSet::EMPTY; n];
    let mut leader = f;
    for (t, cards) in p.earlier.iter().enumerate() {
        if cards.len() != n {
            return None;
        }
        for (i, c) in cards.iter().enumerate() {
            extra[(leader + i) % n].insert(*c);
        }
        let ctx = TrickContext {
            first_trick: t == 0,
        };
        leader = (leader + winner(power, cards, ctx)) % n;
    }
    Some(extra)
}

/// Check a puzzle's history: the earlier tricks replay legally from some first leader,
/// split so that each party needs the majority of the tricks left, and lead to the current
/// trick and its cards on the table. Returns the first leader (puzzle seat).
pub fn replay(system: &RuleSystem, p: &Puzzle) -> Result<usize, HistoryError> {
    let n = p.hands.len();
    let def = table_def(system, n)?;
    let left = p.hands.first().map_or(0, Vec::len);
    if p.earlier.len() + left != def.tricks() {
        return Err(HistoryError::Size {
            earlier: p.earlier.len(),
            left,
            tricks: def.tricks(),
        });
    }
    let mut seen = CardSet::EMPTY;
    for c in p
        .hands
        .iter()
        .flatten()
        .chain(&p.on_table)
        .chain(p.earlier.iter().flatten())
    {
        if !p.deck.contains(*c) || !seen.insert(*c) {
            return Err(HistoryError::Twice(*c));
        }
    }
    let power = power_of(system, p).ok_or(HistoryError::NoReplay)?;
    (0..n)
        .find(|f| {
            seats_of(&power, p, *f)
                .is_some_and(|extra| play_out(&power, def, p, *f, &extra).is_some())
        })
        .ok_or(HistoryError::NoReplay)
}
