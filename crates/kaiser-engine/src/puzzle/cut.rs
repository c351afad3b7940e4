//! Face-down puzzles cut from play (issue 16): a deal of the system dealt from a seed, each
//! player laying away its weakest cards, played by random legal play (or the quick bot)
//! to the start of the trick with [`TRICKS_LEFT`] tricks left; when the tricks so far are
//! split evenly (each party needs the majority of the rest, the question a puzzle asks),
//! every mid-trick position of that trick reachable by legal play (every sequence of one
//! to n-1 cards by the seats in turn) is a real position of the deal, judged by [`judge`].
//! Rare (docs/content.md gives the counts), so [`first_in_deal`] sifts each position first
//! ([`super::sieve`]) and [`cut_down_with`] scans the deals of a seed side by side, the
//! same puzzle whatever the threads (`kaiser puzzle --seed N --theme face-down`, the
//! miner).

use super::down::judge_mid;
use super::mine::{Mined, start};
use super::sieve::Sieve;
use super::{Grade, Puzzle, TRICKS_LEFT, move_makes, moves_now};
use crate::bot::quick;
use crate::cards::Card;
use crate::deal::{Hand, deck_for};
use crate::power::Power;
use crate::solver::{Table, legal_down};
use crate::system::RuleSystem;
use rand::seq::IndexedRandom;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

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
    }
}

/// Every mid-trick position of the trick about to start in `hand` reachable by legal play:
/// the cards on the table (face up, from the trick's leader on), in the order play meets
/// them (each legal card of each seat in turn, cards in their order). Stops at the first
/// for which `f` says so, and says whether it did.
fn each_mid(hand: &Hand, f: &mut dyn FnMut(&[Card]) -> bool) -> bool {
    let mut t = hand.table.clone();
    let mut trick = Vec::with_capacity(t.hands.len());
    mid_from(&hand.power, &mut t, &mut trick, f)
}

/// [`each_mid`] from `trick` on (its cards out of the hands of `t`).
fn mid_from(
    power: &Power,
    t: &mut Table,
    trick: &mut Vec<Card>,
    f: &mut dyn FnMut(&[Card]) -> bool,
) -> bool {
    let n = t.hands.len();
    if !trick.is_empty() && f(trick) {
        return true;
    }
    if trick.len() + 1 >= n {
        return false;
    }
    let seat = (t.leader + trick.len()) % n;
    for card in legal_down(power, t, seat, trick, 0).iter() {
        t.hands[seat].remove(card);
        trick.push(card);
        let stop = mid_from(power, t, trick, f);
        trick.pop();
        t.hands[seat].insert(card);
        if stop {
            return true;
        }
    }
    false
}

/// The position of `hand` (at a trick start) after `on_table` is played to the trick.
fn position_after(
    system: &RuleSystem,
    power: &Power,
    hand: &Hand,
    on_table: &[Card],
    seed: u64,
) -> Option<Puzzle> {
    let mut at = hand.clone();
    for c in on_table {
        at.play(*c).ok()?;
    }
    Some(position(system, power, &at, seed))
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
/// the start of the trick with [`TRICKS_LEFT`] tricks left, when that trick is [`scanned`]
/// (`None` also when the system has no such table or the deal fails).
fn play_to_scan(system: &RuleSystem, seed: u64, policy: Policy) -> Option<Hand> {
    let def = system
        .tables
        .iter()
        .find(|t| t.parties == 2 && t.players == 4 && t.tricks() >= TRICKS_LEFT)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut hand = start(system, def, deck_for(system, def), &mut rng)?;
    while hand.table.remaining() as usize > TRICKS_LEFT || !hand.current.is_empty() {
        let seat = hand.to_play()?;
        let legal: Vec<Card> = hand.legal().iter().collect();
        let card = match policy {
            Policy::Quick => quick(&hand, seat, &legal),
            Policy::Random => *legal.choose(&mut rng)?,
        };
        hand.play(card).ok()?;
    }
    scanned(&hand.table).then_some(hand)
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
    let Some(hand) = play_to_scan(system, seed, policy) else {
        return 0;
    };
    let power = hand.power.clone();
    each_mid(&hand, &mut |on_table| {
        if let Some(p) = position_after(system, &power, &hand, on_table, seed) {
            f(&power, p);
        }
        false
    });
    1
}

/// The first face-down puzzle with one card to lay down of the deal of `seed` (played by
/// random legal play, [`scan_deal`]) that `keep` accepts, in the order [`scan_deal`] meets
/// the positions: each position sifted first ([`Sieve`], which keeps what [`judge`] keeps),
/// judged only when the sieve keeps it.
pub fn first_in_deal(
    system: &RuleSystem,
    seed: u64,
    keep: &dyn Fn(&Puzzle) -> bool,
) -> Option<Puzzle> {
    system.face_down.as_ref()?;
    let hand = play_to_scan(system, seed, Policy::Random)?;
    let power = hand.power.clone();
    if !power.face_down {
        return None;
    }
    let mut sieve = Sieve::new(&power, &hand.table);
    let mut found = None;
    each_mid(&hand, &mut |on_table| {
        found = sieve
            .keeps(on_table)
            .then(|| position_after(system, &power, &hand, on_table, seed))
            .flatten()
            .and_then(|p| judge(system, &power, p))
            .filter(|p| keep(p));
        found.is_some()
    });
    found
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

/// Deals scanned side by side (rayon): a batch's puzzle is the one of its lowest deal
/// index, and batches go in order, so the puzzle found does not depend on the threads.
const BATCH: u64 = 32;

/// The first face-down puzzle with one card to lay down cut from `seed`'s stream of deals
/// (each seeded by the next number of a generator seeded with `seed`, played by random
/// legal play, [`first_in_deal`]) that `keep` accepts, within `deals` deals.
pub fn cut_down(
    system: &RuleSystem,
    seed: u64,
    deals: u64,
    keep: impl Fn(&Puzzle) -> bool + Sync,
) -> Option<Mined> {
    cut_down_with(system, seed, deals, keep, &mut |_| {})
}

/// [`cut_down`], telling `progress` after each batch how many deals were scanned so far.
/// The deals of a batch are scanned in parallel; the first deal that gives one wins, the
/// same whichever thread finishes first.
pub fn cut_down_with(
    system: &RuleSystem,
    seed: u64,
    deals: u64,
    keep: impl Fn(&Puzzle) -> bool + Sync,
    progress: &mut dyn FnMut(u64),
) -> Option<Mined> {
    system.face_down.as_ref()?;
    let mut seeds = ChaCha8Rng::seed_from_u64(seed);
    let mut done = 0;
    while done < deals {
        let batch: Vec<u64> = (0..BATCH.min(deals - done))
            .map(|_| seeds.next_u64())
            .collect();
        let hit = batch
            .par_iter()
            .enumerate()
            .find_map_first(|(i, s)| first_in_deal(system, *s, &keep).map(|p| (i, p)));
        if let Some((i, puzzle)) = hit {
            return Some(Mined {
                puzzle,
                tries: done + i as u64 + 1,
            });
        }
        done += batch.len() as u64;
        progress(done);
    }
    None
}
