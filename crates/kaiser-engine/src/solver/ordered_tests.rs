//! Move lists generated in Machtposition order (`ordered.rs`) against the lists made the
//! old way: every legal card, the equivalent ones merged after a sort by merge key, then
//! sorted by the quick-trick key. The same cards in the same order, so the search visits the
//! same positions.

use super::moves::Moves;
use super::search::Solver;
use super::shape_tests::shaped;
use super::table::{Table, Trick, ctx, legal_in};
use crate::cards::{Card, Suit};
use crate::deal::deck_for;
use crate::power::Power;
use crate::{PowerOptions, catalog};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

/// The list as `Solver::moves` made it before: merge, then sort (strongest first when
/// leading; weakest first when the own side holds; else the takers first, weakest first).
fn reference(s: &Solver, power: &Power, t: &Table, seat: usize, trick: &mut Trick) -> Vec<Card> {
    let mut out = Moves::default();
    for c in legal_in(power, t, seat, trick).iter() {
        out.push(c);
    }
    s.merge_equivalent(&mut out);
    let goal = s.goal;
    let level = |c: Card| u32::from(power.entry(c).level);
    let mut v: Vec<Card> = out.as_slice().to_vec();
    if trick.is_empty() {
        v.sort_by_key(|c| (255 - level(*c), c.id()));
    } else {
        let holder = (t.leader + trick.holder()) % t.hands.len();
        if (t.party[holder] == goal) == (t.party[seat] == goal) {
            v.sort_by_key(|c| (level(*c), c.id()));
        } else {
            let ctx = ctx(t);
            v.sort_by_key(|c| (!trick.takes(power, *c, ctx), level(*c), c.id()));
        }
    }
    v
}

/// Walks random tricks of every table of every system (four rounds a table, trump at
/// random, two to five cards a hand), calling `check` at each seat before it plays a random
/// legal card; only powers `keep` accepts are walked. Returns the sum of what `check` counts.
fn walk_tricks(
    seed: u64,
    keep: impl Fn(&Power) -> bool,
    mut check: impl FnMut(&Power, &Table, usize, &mut Trick, &[Card], &str) -> usize,
) -> usize {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut checked = 0;
    for id in catalog::ids() {
        let sys = catalog::load(id).unwrap();
        for def in &sys.tables {
            let deck = deck_for(&sys, def);
            for round in 0..4 {
                let trump = Suit::ALL[rng.random_range(0..4)];
                let opts = PowerOptions {
                    deck: Some(deck),
                    ..PowerOptions::default()
                };
                let power = Power::new(&sys, trump, &opts).unwrap();
                if !keep(&power) {
                    continue;
                }
                let cards = rng.random_range(2..=5);
                let mut t = shaped(&mut rng, &power, def, cards, 2, round % 2 == 1);
                t.played = u8::from(round >= 2);
                let n = t.hands.len();
                let mut played: Vec<Card> = Vec::new();
                let mut trick = Trick::default();
                for k in 0..n {
                    let seat = (t.leader + k) % n;
                    checked += check(&power, &t, seat, &mut trick, &played, id);
                    let legal: Vec<Card> = legal_in(&power, &t, seat, &mut trick).iter().collect();
                    let &c = legal.choose(&mut rng).unwrap();
                    t.hands[seat].remove(c);
                    trick.push(&power, c, ctx(&t));
                    played.push(c);
                }
            }
        }
    }
    checked
}

#[test]
fn move_lists_in_machtposition_order_are_the_merged_and_sorted_lists() {
    let checked = walk_tricks(
        14,
        |_| true,
        |power, t, seat, trick, played, id| {
            for goal in 0..t.parties() {
                let mut s = Solver::new(power, goal);
                // The discard equivalence came after (discard_tests.rs).
                s.discards = false;
                s.recount(t, played);
                let takers = s.takers_here(t, trick);
                let mut got = Moves::default();
                s.moves(t, seat, trick, takers, &mut got);
                let want = reference(&s, power, t, seat, trick);
                assert_eq!(got.as_slice(), &want[..], "{id} {t:?} {played:?}");
            }
            t.parties()
        },
    );
    assert!(checked > 500, "{checked}");
}

/// The face-down list as `Solver::down_moves` made it before: the cards allowed face down,
/// then `merge_equivalent` (which keeps merge-key order).
fn reference_down(
    s: &Solver,
    power: &Power,
    t: &Table,
    seat: usize,
    trick: &mut Trick,
) -> Vec<Card> {
    let mut out = Moves::default();
    if !power.face_down || trick.is_empty() {
        return Vec::new();
    }
    let hand = t.hands[seat];
    let ctx = ctx(t);
    let taking: Vec<Card> = hand
        .iter()
        .filter(|c| trick.takes(power, *c, ctx))
        .collect();
    let exact = s.takers_here(t, trick).is_some();
    let cards: Vec<Card> = match (t.rules.must_overtake, exact) {
        (true, true) => Vec::new(),
        (true, false) if !taking.is_empty() => Vec::new(),
        (false, true) => taking,
        _ => hand.iter().collect(),
    };
    for c in cards {
        out.push(c);
    }
    if out.len() > 1 {
        s.merge_equivalent(&mut out);
    }
    out.as_slice().to_vec()
}

#[test]
fn face_down_lists_are_the_merged_lists() {
    let checked = walk_tricks(
        15,
        |power| power.face_down,
        |power, t, seat, trick, played, id| {
            let mut s = Solver::new(power, 0);
            s.recount(t, played);
            let takers = s.takers_here(t, trick);
            let mut got = Moves::default();
            s.down_moves(t, seat, trick, takers, &mut got);
            let want = reference_down(&s, power, t, seat, trick);
            assert_eq!(got.as_slice(), &want[..], "{id} {t:?} {played:?}");
            1
        },
    );
    assert!(checked > 100, "{checked}");
}
