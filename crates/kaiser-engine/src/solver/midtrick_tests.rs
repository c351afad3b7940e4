//! The mid-trick transpositions ([`Solver::mid_key`], issue 14, ninth round) against plain
//! minimax: positions that share a key have the same answer for every party, and the solver
//! that looks mid-trick positions up on every table agrees with plain minimax.

use super::search::Solver;
use super::shape_tests::{each_table, shaped};
use super::solve::{face_down_allowed, makes_plain_after};
use super::table::{Trick, ctx};
use super::*;
use crate::cards::Card;
use crate::power::Power;
use rand::Rng;
use rand::seq::IteratorRandom;

/// Cards per hand plain minimax can play out from the middle of the first trick.
fn small_hand(players: usize) -> usize {
    match players {
        2 => 4,
        3..=4 => 3,
        _ => 2,
    }
}

/// Play `k` cards of the first trick of `t` at random (legal ones; face down now and then
/// where the rules allow it): the trick and its face-down bits, the cards taken out of the
/// hands.
fn play_some(rng: &mut impl Rng, power: &Power, t: &mut Table, k: usize) -> (Vec<Card>, u32) {
    let n = t.hands.len();
    let (mut trick, mut down) = (Vec::new(), 0u32);
    for j in 0..k {
        let seat = (t.leader + j) % n;
        let legal = legal_down(power, t, seat, &trick, down);
        let Some(card) = legal.iter().choose(rng) else {
            break;
        };
        if face_down_allowed(power, t, seat, &trick, down) && rng.random_range(0..3) == 0 {
            down |= 1 << j;
        }
        t.hands[seat].remove(card);
        trick.push(card);
    }
    (trick, down)
}

/// The mid-trick key of `trick` played on `t`, as the search computes it.
fn key_of(power: &Power, t: &Table, trick: &[Card], down: u32) -> Option<u64> {
    let mut s = Solver::new(power, 0);
    s.recount(t, trick);
    let tr = Trick::new_down(power, trick, down, ctx(t));
    s.mid_key(t, &tr).map(|k| k.word)
}

/// The answer of every party from the middle of a trick, by plain minimax.
fn plain_answers(power: &Power, t: &Table, trick: &[Card], down: u32) -> Vec<bool> {
    (0..t.parties())
        .map(|p| makes_plain_after(power, t, trick, down, p))
        .collect()
}

/// Every table of every system (face-down play as the system has it up to six seats, the duty to take
/// where the table has it, half the deals with the sharp cards first): a card played to the
/// trick that does not hold it (now and then any card of the trick) is swapped for a card
/// out of play; wherever the two positions share a mid-trick key, plain minimax gives every
/// party the same answer in both. (And such pairs come up: the key leaves the non-holding
/// cards out.)
#[test]
fn positions_that_share_a_mid_trick_key_have_one_answer() {
    let (mut same, mut checked) = (0, 0);
    each_table(
        9,
        10,
        true,
        |_| true,
        |id, def, mut power, round, rng| {
            let n = def.players;
            // Every card face down too is more than plain minimax plays out at 8 seats.
            power.face_down &= n <= 6;
            let cards = small_hand(n).min(power.deck.len() / n);
            let need = rng.random_range(1..=cards as u8);
            let mut t = shaped(rng, &power, def, cards, need, round % 2 == 1);
            let k = rng.random_range(1..n);
            let (trick, down) = play_some(rng, &power, &mut t, k);
            let in_play = t.hands.iter().fold(0, |m, h| m | h.bits())
                | trick.iter().fold(0u64, |m, c| m | 1 << c.id());
            // Mostly a card that does not hold (the transpositions the key is for), now
            // and then any card (the holder or the led card: the keys must tell them apart).
            let holder = Trick::new_down(&power, &trick, down, ctx(&t)).holder();
            let any = rng.random_range(0..4) == 0;
            let swappable = |i: &usize| any || (*i > 0 && *i != holder);
            let Some(i) = (0..trick.len()).filter(swappable).choose(rng) else {
                return;
            };
            let out = power.deck.cards().into_iter();
            let Some(other) = out.filter(|c| in_play & (1 << c.id()) == 0).choose(rng) else {
                return;
            };
            let mut swapped = trick.clone();
            swapped[i] = other;
            let (a, b) = (
                key_of(&power, &t, &trick, down),
                key_of(&power, &t, &swapped, down),
            );
            checked += 1;
            if a.is_some() && a == b {
                same += 1;
                assert_eq!(
                    plain_answers(&power, &t, &trick, down),
                    plain_answers(&power, &t, &swapped, down),
                    "{id} {n} players: {t:?} {trick:?} / {swapped:?} (down {down:b})"
                );
            }
        },
    );
    assert!(checked >= 100, "{checked} positions");
    assert!(
        same * 3 >= checked,
        "only {same} of {checked} pairs share a key"
    );
}

/// The solver with mid-trick keys on every table (not only those of more than six seats)
/// answers as plain minimax does, from trick starts and from the middle of a trick, for
/// every party, and its mid-trick keys are found in the table.
#[test]
fn agrees_with_plain_minimax_with_mid_trick_keys_everywhere() {
    let (mut checked, mut hits) = (0, 0u64);
    each_table(
        41,
        8,
        true,
        |_| true,
        |id, def, mut power, round, rng| {
            let n = def.players;
            // Every card face down too is more than plain minimax plays out at 8 seats.
            power.face_down &= n <= 6;
            let cards = small_hand(n).min(power.deck.len() / n);
            let need = rng.random_range(1..=cards as u8);
            let mut t = shaped(rng, &power, def, cards, need, round % 2 == 1);
            let k = if round >= 4 {
                rng.random_range(1..n)
            } else {
                0
            };
            let (trick, down) = play_some(rng, &power, &mut t, k);
            for goal in 0..def.parties {
                let mut s = Solver::new(&power, goal);
                s.mid_above = 0;
                let got = s.makes_after_down(&t, &trick, down);
                hits += s.mid_hits;
                assert_eq!(
                    got,
                    makes_plain_after(&power, &t, &trick, down, goal),
                    "{id} {n} players, {} parties: {t:?} {trick:?} (down {down:b}) goal {goal}",
                    def.parties
                );
            }
            checked += 1;
        },
    );
    assert!(checked >= 100, "{checked} deals");
    assert!(hits > 0, "no mid-trick key was found in the table");
}
