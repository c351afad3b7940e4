//! Face-down puzzles cut from play (issue 16): a deal of the system dealt from a seed, each
//! player laying away its weakest cards, played by random legal play (or the quick bot)
//! to the start of the trick with [`TRICKS_LEFT`] tricks left; when the tricks so far are
//! split evenly (each party needs the majority of the rest, the question a puzzle asks),
//! every mid-trick position of that trick reachable by legal play (every sequence of one
//! to n-1 cards by the seats in turn) is a real position of the deal, judged by
//! [`judge_mid`]. Rare (docs/content.md gives the counts): most positions are built then
//! embedded instead ([`super::build`], [`super::embed`]).

use super::down::judge_mid;
use super::mine::{Mined, start};
use super::{Grade, Puzzle, TRICKS_LEFT};
use crate::bot::quick;
use crate::cards::Card;
use crate::deal::{Hand, deck_for};
use crate::power::Power;
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
        grade: Grade::new(TRICKS_LEFT as u8, 0, 0),
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

/// The deal of `seed` at the system's table of four in two parties, played by `policy` to
/// [`TRICKS_LEFT`] tricks left; when the tricks are split evenly, `f` gets every
/// mid-trick position of the next trick (with the deal's Power). Returns whether the split
/// was even (`false` also when the system has no such table or the deal fails).
pub fn scan_deal(
    system: &RuleSystem,
    seed: u64,
    policy: Policy,
    f: &mut dyn FnMut(&Power, Puzzle),
) -> bool {
    let Some(def) = system
        .tables
        .iter()
        .find(|t| t.parties == 2 && t.players == 4 && t.tricks() > TRICKS_LEFT)
    else {
        return false;
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let Some(mut hand) = start(system, def, deck_for(system, def), &mut rng) else {
        return false;
    };
    let power = hand.power.clone();
    while hand.table.remaining() as usize > TRICKS_LEFT || !hand.current.is_empty() {
        let Some(seat) = hand.to_play() else {
            return false;
        };
        let legal: Vec<Card> = hand.legal().iter().collect();
        let card = match policy {
            Policy::Quick => quick(&hand, seat, &legal),
            Policy::Random => match legal.choose(&mut rng) {
                Some(c) => *c,
                None => return false,
            },
        };
        if hand.play(card).is_err() {
            return false;
        }
    }
    let t = &hand.table;
    let half = (TRICKS_LEFT / 2 + 1) as u8;
    if t.decided().is_some() || (0..2).any(|p| t.need[p].saturating_sub(t.won[p]) != half) {
        return false;
    }
    each_mid(system, &power, &hand, seed, &mut |p| f(&power, p));
    true
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
                && let Some(p) = judge_mid(system, power, p)
                && p.answer.len() == 1
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
