//! A puzzle's history: the earlier tricks of its deal, replayed and checked
//! ([`replay`]), and a built face-down endgame ([`super::build`]) embedded into a full legal
//! deal of its system ([`embed`]).
//!
//! A history stands when, from some first leader, every earlier trick is played legally
//! by the seats in turn (the system's Power and play rules at the puzzle's table, each
//! trick led by the previous one's winner), the tricks are split so that each party needs
//! the majority of the tricks left (the question the puzzle asks), the last winner leads
//! the current trick, and the cards on the table are legal plays of the seats that laid
//! them. The seats' hands at the deal are then the position's cards and the cards each
//! played before: the deal the puzzle comes from.
//!
//! Embedding deals the rest of the deck at random (seeded): each seat gets the cards of
//! the earlier tricks plus the cards it lays away (its weakest, as each player keeps the
//! best), the rest stays undealt; the earlier tricks are played by random legal play from
//! those cards, kept when the split and the last winner fit. The endgame is the same, so
//! its answer is the same.

use super::Puzzle;
use crate::bot::weakest;
use crate::cards::{Card, CardSet};
use crate::deal::Hand;
use crate::power::Power;
use crate::solver::{PlayRules, Table};
use crate::system::{RuleSystem, TableDef};
use crate::trick::{TrickContext, winner};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

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

/// `p` (a built position, no history) embedded into a full legal deal of its system: the
/// earlier tricks played by random legal play from the rest of the deck (seeded by the
/// puzzle's seed), within `tries` deals. `None` when no try fits (or the table's hand
/// cannot split its earlier tricks evenly).
pub fn embed(system: &RuleSystem, p: &Puzzle, tries: u64) -> Option<Puzzle> {
    let n = p.hands.len();
    let def = table_def(system, n).ok()?;
    let left = p.hands.first().map_or(0, Vec::len);
    let before = def.tricks().checked_sub(left)?;
    let won = won_before(def, left)? as usize;
    if won * 2 != before {
        return None;
    }
    let power = power_of(system, p)?;
    let mut endgame = CardSet::EMPTY;
    for c in p.hands.iter().flatten().chain(&p.on_table) {
        endgame.insert(*c);
    }
    let mut pool: Vec<Card> = p
        .deck
        .cards()
        .into_iter()
        .filter(|c| !endgame.contains(*c))
        .collect();
    let each = before + def.discard;
    if pool.len() < n * each {
        return None;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(p.seed ^ 0x454d_4245_4445_4421);
    for _ in 0..tries {
        pool.shuffle(&mut rng);
        let f = rng.random_range(0..n);
        // Each seat's cards of the earlier tricks: its share of the rest, the weakest laid
        // away.
        let extra: Vec<CardSet> = (0..n)
            .map(|s| {
                let dealt = &pool[s * each..(s + 1) * each];
                let away = weakest(dealt, &power, def.discard);
                dealt
                    .iter()
                    .copied()
                    .filter(|c| !away.contains(c))
                    .collect()
            })
            .collect();
        let mut q = p.clone();
        q.earlier = Vec::new();
        let Some(earlier) = random_tricks(&power, def, &q, f, &extra, before, &mut rng) else {
            continue;
        };
        q.earlier = earlier;
        if play_out(&power, def, &q, f, &extra).is_some() && replay(system, &q).is_ok() {
            return Some(q);
        }
    }
    None
}

/// `count` tricks from first leader `f`, each seat playing a random legal card of its
/// earlier cards `extra` (never one of the position's). `None` when a seat has none legal.
fn random_tricks(
    power: &Power,
    def: &TableDef,
    p: &Puzzle,
    f: usize,
    extra: &[CardSet],
    count: usize,
    rng: &mut ChaCha8Rng,
) -> Option<Vec<Vec<Card>>> {
    let mut hand = start(power, def, p, f, extra);
    while hand.history.len() < count {
        let seat = hand.to_play()?;
        let legal: Vec<Card> = hand
            .legal()
            .iter()
            .filter(|c| extra[seat].contains(*c))
            .collect();
        let card = *legal.choose(rng)?;
        hand.play(card).ok()?;
    }
    Some(hand.history.iter().map(|t| t.cards.clone()).collect())
}
