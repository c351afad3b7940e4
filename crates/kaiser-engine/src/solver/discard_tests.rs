//! The discard equivalence (issue 14 item 2, `Solver::kept_discards`): cards that do not take the
//! trick, compared with the cards in play after it, are tried once per run. Checked at every
//! seat of random tricks on every table of more than six seats (every card merged away has the
//! answer of a card kept), on whole deals against plain minimax and against the solver
//! without it, and on the hard deals of the sweep.

use super::moves::Moves;
use super::ordered::DISCARDS_ABOVE;
use super::search::Solver;
use super::shape_tests::shaped;
use super::table::{Table, Trick, ctx, legal_in};
use super::*;
use crate::cards::{Card, Suit};
use crate::deal::deck_for;
use crate::power::Power;
use crate::{PowerOptions, catalog};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

/// The move list of `seat` with `trick` played, with or without the discard equivalence.
fn list(s: &mut Solver, t: &Table, seat: usize, trick: &mut Trick, discards: bool) -> Vec<Card> {
    s.discards = discards;
    let takers = s.takers_here(t, trick);
    let mut out = Moves::default();
    s.moves(t, seat, trick, takers, &mut out);
    out.as_slice().to_vec()
}

/// Whether the goal party makes it after `seat` plays `card` face up to `played`, by the
/// solver without the discard equivalence (itself refereed by plain minimax in tests.rs,
/// shape_tests.rs and down_tests.rs).
fn answer(power: &Power, t: &Table, goal: usize, played: &[Card], seat: usize, card: Card) -> bool {
    let mut t = t.clone();
    t.hands[seat].remove(card);
    let mut cards = played.to_vec();
    cards.push(card);
    let mut s = Solver::new(power, goal);
    s.discards = false;
    s.makes_after(&t, &cards)
}

/// At every seat of random tricks on every table of more than six seats (small hands, half dealt
/// with the sharp cards first, the first trick and later ones): the list with the discard
/// equivalence keeps a subset of the cards of the list without it, and the answers of the
/// cards it drops are among the answers of the cards it keeps, for every party's question:
/// so the search takes the same value at that seat. The merge must fire.
#[test]
fn every_discard_merged_away_has_the_answer_of_a_card_kept() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(46);
    let (mut checked, mut fired) = (0, 0);
    for id in catalog::ids() {
        let sys = catalog::load(id).unwrap();
        for def in sys.tables.iter().filter(|d| d.players > DISCARDS_ABOVE) {
            let deck = deck_for(&sys, def);
            for round in 0..30 {
                let trump = Suit::ALL[rng.random_range(0..4)];
                let opts = PowerOptions {
                    deck: Some(deck),
                    ..PowerOptions::default()
                };
                let power = Power::new(&sys, trump, &opts).unwrap();
                let cards = 3;
                let need = rng.random_range(1..=cards as u8);
                let mut t = shaped(&mut rng, &power, def, cards, need, round % 2 == 1);
                t.played = u8::from(round >= 2);
                let n = t.hands.len();
                let mut played: Vec<Card> = Vec::new();
                let mut trick = Trick::default();
                for k in 0..n {
                    let seat = (t.leader + k) % n;
                    for goal in 0..t.parties() {
                        let mut s = Solver::new(&power, goal);
                        s.recount(&t, &played);
                        let with = list(&mut s, &t, seat, &mut trick, true);
                        let without = list(&mut s, &t, seat, &mut trick, false);
                        assert!(with.iter().all(|c| without.contains(c)), "{id} {t:?}");
                        if with.len() < without.len() {
                            fired += 1;
                            let kept: Vec<bool> = with
                                .iter()
                                .map(|c| answer(&power, &t, goal, &played, seat, *c))
                                .collect();
                            for c in without.iter().filter(|c| !with.contains(c)) {
                                let a = answer(&power, &t, goal, &played, seat, *c);
                                assert!(
                                    kept.contains(&a),
                                    "{id} {trump} {t:?} {played:?}: {c} merged away"
                                );
                            }
                        }
                        checked += 1;
                    }
                    let legal: Vec<Card> = legal_in(&power, &t, seat, &mut trick).iter().collect();
                    let &c = legal.choose(&mut rng).unwrap();
                    t.hands[seat].remove(c);
                    trick.push(&power, c, ctx(&t));
                    played.push(c);
                }
            }
        }
    }
    assert!(checked > 200, "{checked}");
    assert!(fired >= 5, "the discard equivalence fired {fired} times");
}

/// Whole deals of every table of every system, face-down play as the system has it: the
/// solver with the discard equivalence answers every party's question as plain minimax and
/// as the solver without it, and spends no more positions over all deals.
#[test]
fn same_answers_with_and_without_the_discard_equivalence() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(460);
    let (mut with_nodes, mut without_nodes, mut checked) = (0u64, 0u64, 0);
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
                let cards = match def.players {
                    2 => 4,
                    3..=4 => 3,
                    5..=6 => 2,
                    _ => 3,
                };
                let need = rng.random_range(1..=cards as u8);
                let t = shaped(&mut rng, &power, def, cards, need, round % 2 == 1);
                for goal in 0..t.parties() {
                    let mut on = Solver::new(&power, goal);
                    let mut off = Solver::new(&power, goal);
                    off.discards = false;
                    let a = on.makes(&t);
                    assert_eq!(a, off.makes(&t), "{id} {trump} {t:?} goal {goal}");
                    if def.players <= 6 {
                        assert_eq!(a, makes_plain(&power, &t, goal), "{id} {trump} {t:?}");
                    }
                    with_nodes += on.nodes;
                    without_nodes += off.nodes;
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 100, "{checked}");
    assert!(
        with_nodes < without_nodes,
        "{with_nodes} positions with, {without_nodes} without"
    );
}

/// The hard deals of the sweep at tables of more than six seats (where the discard
/// equivalence is used) that finish within a few million positions: the same answers with
/// and without it (their answers are pinned in shape_tests.rs). Run them in a release
/// build: `cargo test --release -p kaiser-engine --lib hard_sweep -- --include-ignored`.
#[test]
#[ignore = "a few million positions each: run in a release build"]
fn hard_sweep_deals_answer_the_same_without_the_discard_equivalence() {
    for (system, players, parties, index) in [
        ("lungern", 8, 2, 3),
        ("silenen", 8, 2, 9),
        ("silenen", 10, 2, 0),
        ("liebenau", 8, 2, 9),
    ] {
        let (power, t) = super::shape_tests::sweep_deal(system, players, parties, index);
        for goal in 0..parties {
            let mut on = Solver::new(&power, goal);
            let mut off = Solver::new(&power, goal);
            off.discards = false;
            assert_eq!(
                on.makes(&t),
                off.makes(&t),
                "{system} {players} players, {parties} parties, deal {index}, party {goal}"
            );
        }
    }
}
