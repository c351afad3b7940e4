//! Face-down puzzles cut from play (issue 16): a deal of the system dealt from a seed, each
//! player laying away its weakest cards, played by random legal play (or the quick bot)
//! to the start of the trick with [`TRICKS_LEFT`] tricks left; when the tricks so far are
//! split evenly (each party needs the majority of the rest, the question a puzzle asks),
//! every mid-trick position of that trick reachable by legal play (every sequence of one
//! to n-1 cards by the seats in turn) is a real position of the deal, judged by [`judge`].
//! Rare: docs/content.md gives the counts.

use super::down::judge_mid;
use super::mine::{Mined, start};
use super::{Grade, Puzzle, TRICKS_LEFT, move_makes, moves_now};
use crate::bot::quick;
use crate::cards::Card;
use crate::deal::{Hand, deck_for};
use crate::power::Power;
use crate::solver::Table;
use crate::system::RuleSystem;
use rand::seq::IndexedRandom;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// How the seats play the earlier tricks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Policy {
    /// A random legal card each turn (seeded by the deal's seed).
    Random,
    /// The quick bot ([`crate::bot::quick`]).
    Quick,
}

/// The position of `hand` as a puzzle (no answer yet): the seat to play first.
fn position(system: &RuleSystem, power: &Power, hand: &Hand, seed: u64) -> Puzzle {
    let t = &hand.table;
    let n = t.hands.len();
    let mover = (t.leader + hand.current.len()) % n;
    Puzzle {
        system: system.id.clone(),
        seed,
        deck: power.deck,
        trump: power.trump,
        hands: (0..n)
            .map(|i| {
                let mut h: Vec<Card> = t.hands[(mover + i) % n].iter().collect();
                h.sort_by_key(|c| std::cmp::Reverse((power.entry(*c).level, c.id())));
                h
            })
            .collect(),
        earlier: hand.history.iter().map(|t| t.cards.clone()).collect(),
        answer: Vec::new(),
        wrong: Vec::new(),
        grade: Grade::new(t.remaining(), 0, 0),
        themes: Vec::new(),
        view: false,
        unannounced: Vec::new(),
        on_table: hand.current.clone(),
        face_down: false,
        built: false,
    }
}

/// Every mid-trick position of the trick after `hand` reachable by legal play.
fn each_mid(system: &RuleSystem, power: &Power, hand: &Hand, seed: u64, f: &mut dyn FnMut(Puzzle)) {
    let n = hand.table.hands.len();
    if !hand.current.is_empty() {
        f(position(system, power, hand, seed));
    }
    if hand.current.len() + 1 >= n {
        return;
    }
    for card in hand.legal().iter() {
        let mut next = hand.clone();
        if next.play(card).is_ok() {
            each_mid(system, power, &next, seed, f);
        }
    }
}

/// Whether the trick about to start is scanned: [`TRICKS_LEFT`] tricks left, nothing
/// decided and the tricks so far split evenly, so each party needs the majority of the rest.
/// (The first trick, five left, asks the same question of every deal, but it costs about 30
/// times as much a deal and gave none in 700 deals of stans: docs/content.md.)
fn scanned(t: &Table) -> bool {
    let left = t.remaining();
    let half = left / 2 + 1;
    left as usize == TRICKS_LEFT
        && t.decided().is_none()
        && (0..2).all(|p| t.need[p].saturating_sub(t.won[p]) == half)
}

/// The deal of `seed` at the system's table of four in two parties, played by `policy` to
/// [`TRICKS_LEFT`] tricks left; when that trick is [`scanned`], `f` gets every mid-trick
/// position of it (with the deal's Power). Returns how many tricks were scanned: 1 or 0
/// (0 also when the system has no such table or the deal fails).
pub fn scan_deal(
    system: &RuleSystem,
    seed: u64,
    policy: Policy,
    f: &mut dyn FnMut(&Power, Puzzle),
) -> u32 {
    let Some(def) = system
        .tables
        .iter()
        .find(|t| t.parties == 2 && t.players == 4 && t.tricks() >= TRICKS_LEFT)
    else {
        return 0;
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let Some(mut hand) = start(system, def, deck_for(system, def), &mut rng) else {
        return 0;
    };
    let power = hand.power.clone();
    let mut scans = 0;
    while hand.table.remaining() as usize >= TRICKS_LEFT {
        if hand.current.is_empty() && hand.table.remaining() as usize == TRICKS_LEFT {
            if scanned(&hand.table) {
                scans += 1;
                each_mid(system, &power, &hand, seed, &mut |p| f(&power, p));
            }
            break;
        }
        let Some(seat) = hand.to_play() else {
            break;
        };
        let legal: Vec<Card> = hand.legal().iter().collect();
        let card = match policy {
            Policy::Quick => quick(&hand, seat, &legal),
            Policy::Random => match legal.choose(&mut rng) {
                Some(c) => *c,
                None => break,
            },
        };
        if hand.play(card).is_err() {
            break;
        }
    }
    scans
}

/// The face-down puzzle of a mid-trick position with one card to lay down ([`judge_mid`]),
/// asked cheaply first: most positions fall to a card that makes it face up, so those are
/// solved one by one before the rest (the same answer as [`judge_mid`] alone).
pub fn judge(system: &RuleSystem, power: &Power, p: Puzzle) -> Option<Puzzle> {
    if !power.face_down {
        return None;
    }
    let table = p.table().ok()?;
    let moves = moves_now(power, &table, &p.on_table);
    if !moves.iter().any(|m| m.face_down) {
        return None;
    }
    for mv in moves.iter().filter(|m| !m.face_down) {
        if move_makes(power, &table, &p.on_table, *mv) == Some(true) {
            return None;
        }
    }
    // One card to lay down: "lay some card face down, any of these" is a weaker lesson.
    judge_mid(system, power, p).filter(|p| p.answer.len() == 1)
}

/// The first face-down puzzle with one card to lay down cut from `seed`'s stream of deals
/// (each seeded by the next number of a generator seeded with `seed`, played by random
/// legal play) that `keep` accepts, within `deals` deals.
pub fn cut_down(
    system: &RuleSystem,
    seed: u64,
    deals: u64,
    keep: impl Fn(&Puzzle) -> bool,
) -> Option<Mined> {
    system.face_down.as_ref()?;
    let mut seeds = ChaCha8Rng::seed_from_u64(seed);
    for k in 0..deals {
        let s = seeds.next_u64();
        let mut found = None;
        scan_deal(system, s, Policy::Random, &mut |power, p| {
            if found.is_none()
                && let Some(p) = judge(system, power, p)
                && keep(&p)
            {
                found = Some(p);
            }
        });
        if let Some(puzzle) = found {
            return Some(Mined {
                puzzle,
                tries: k + 1,
            });
        }
    }
    None
}
