//! Face-down puzzles built rather than cut (issue 16, [`super::Theme::FaceDown`]): a deal
//! played by the quick bot almost never leaves a seat whose every card played face up
//! loses (none in about 7,700 cut positions), so the positions are dealt at random for
//! the purpose, seeded: four seats of three cards each from the strongest cards of the
//! deck (the cards a table keeps: each player keeps the best of the cards dealt, and a
//! face-down play matters only where a seat holds no card it can throw away harmlessly),
//! the trump at random, one to three cards already played to the trick by the seats
//! before the mover. [`super::down::judge_mid`] keeps a position where every move that
//! makes the party's tricks lays a card face down and a card played face up fails; this
//! builder keeps it only when one card is that move.
//!
//! A position kept is then embedded into a full legal deal of the system
//! ([`super::embed::embed`]): the rest of the deck dealt, the earlier tricks played legally
//! by the seats, split evenly, the last winner leading the current trick; the YAML marks it
//! `built: true` (docs/content.md says which face-down puzzles are cut and which built).
//!
//! Why so few positions qualify (docs/content.md): a card laid face down takes nothing,
//! so it differs from the same card played face up only when that card, face up, would
//! take the trick (overtake the partner, move the lead, let a later card in, as the Jos
//! on a led Trumpf-7 lets the Mugg in); and every other card of the hand must be one the
//! party cannot spare.

use super::down::judge_mid;
use super::mine::Mined;
use super::{Grade, Puzzle};
use crate::cards::{Card, Suit};
use crate::deal::deck_for;
use crate::facedown::Move;
use crate::power::{Power, PowerOptions};
use crate::system::RuleSystem;
use crate::trick::{TrickContext, winner};
use rand::seq::SliceRandom;
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Tricks left in a built position (each party needs two).
pub const DOWN_TRICKS: usize = 3;

/// Seats of a built position: two parties of two, the table every such system plays.
const SEATS: usize = 4;

/// How many of the strongest cards the hands are drawn from, one of these per position.
const POOLS: [usize; 3] = [16, 20, 24];

/// The face-down position built from `seed` (one try): `None` when it makes no face-down
/// puzzle, or the system allows no face-down play.
pub fn build(system: &RuleSystem, seed: u64) -> Option<Puzzle> {
    system.face_down.as_ref()?;
    let def = system
        .tables
        .iter()
        .find(|t| t.parties == 2 && t.players == SEATS)?;
    let deck = deck_for(system, def);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let trump = Suit::ALL[rng.random_range(0..Suit::ALL.len())];
    let opts = PowerOptions {
        deck: Some(deck),
        ..PowerOptions::default()
    };
    let power = Power::new(system, trump, &opts).ok()?;
    let mut cards = deck.cards();
    cards.sort_by_key(|c| std::cmp::Reverse((power.entry(*c).level, c.id())));
    cards.truncate(POOLS[rng.random_range(0..POOLS.len())]);
    cards.shuffle(&mut rng);
    let k = DOWN_TRICKS;
    let mut hands: Vec<Vec<Card>> = (0..SEATS)
        .map(|s| cards[s * k..(s + 1) * k].to_vec())
        .collect();
    let on = rng.random_range(1..SEATS);
    let mut on_table = Vec::with_capacity(on);
    for hand in hands.iter_mut().skip(SEATS - on) {
        on_table.push(hand.remove(rng.random_range(0..hand.len())));
    }
    // A card face down differs from the same card face up only when that one would take
    // the trick now: without such a card every face-down move has a face-up twin.
    let ctx = TrickContext { first_trick: true };
    let takes = |c: &Card| {
        let mut t = on_table.clone();
        t.push(*c);
        winner(&power, &t, ctx) == on
    };
    if !hands[0].iter().any(takes) {
        return None;
    }
    for h in &mut hands {
        h.sort_by_key(|c| std::cmp::Reverse((power.entry(*c).level, c.id())));
    }
    let p = Puzzle {
        system: system.id.clone(),
        seed,
        deck,
        trump,
        hands,
        earlier: Vec::new(),
        answer: Vec::new(),
        wrong: Vec::new(),
        grade: Grade::new(k as u8, 0, 0),
        themes: Vec::new(),
        view: false,
        unannounced: Vec::new(),
        on_table,
        face_down: false,
        built: true,
    };
    // Most positions fall to a card that makes it face up: ask those first, one by one.
    let table = p.table().ok()?;
    for c in p.hands[0].iter() {
        if super::move_makes(&power, &table, &p.on_table, Move::up(*c)) == Some(true) {
            return None;
        }
    }
    // One card to lay down: "lay some card face down, any of these" is a weaker lesson.
    let judged = judge_mid(system, &power, p).filter(|p| p.answer.len() == 1)?;
    // Embedded into a full deal: the earlier tricks dealt and played to lead to it; judged
    // again with them (a theme that looks back may show now), the same answer.
    let mut dealt = super::embed::embed(system, &judged, EMBED_TRIES)?;
    dealt.answer.clear();
    dealt.wrong.clear();
    judge_mid(system, &power, dealt).filter(|q| q.answer == judged.answer)
}

/// Deals tried to embed a built position into a full deal ([`super::embed::embed`]).
pub const EMBED_TRIES: u64 = 2_000;

/// The first face-down puzzle of `seed`'s stream of positions (each built from the next
/// number of a generator seeded with `seed`, [`build`]) that `keep` accepts, within
/// `tries` positions.
pub fn mine_down(
    system: &RuleSystem,
    seed: u64,
    tries: u64,
    keep: impl Fn(&Puzzle) -> bool,
) -> Option<Mined> {
    let mut seeds = ChaCha8Rng::seed_from_u64(seed);
    (0..tries).find_map(|k| {
        let s = seeds.next_u64();
        build(system, s).filter(|p| keep(p)).map(|puzzle| Mined {
            puzzle,
            tries: k + 1,
        })
    })
}
