//! Tests of the pruning added by issue 14 items 2d and 2f: relative ranks in the
//! transposition table's key and one table shared by every question of a solve, each with
//! cases where it fires and the answers checked by plain minimax.

use super::relative::owners;
use super::search::{Known, Solver};
use super::shape_tests::shaped;
use super::transpose::zobrist_hands;
use super::*;
use crate::cards::{CardSet, Suit};
use crate::deal::deck_for;
use crate::power::Power;
use crate::{PowerOptions, catalog};
use rand::{Rng, SeedableRng};

/// Random small tables of every shape of every system, as after a first trick (relative
/// ranks start with the second).
fn later_tables(seed: u64, cards: usize) -> Vec<(String, Power, Table)> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    for id in catalog::ids() {
        let sys = catalog::load(id).unwrap();
        for def in sys.tables.iter().filter(|d| d.players <= 4) {
            let deck = deck_for(&sys, def);
            for round in 0..6 {
                let trump = Suit::ALL[rng.random_range(0..4)];
                let opts = PowerOptions {
                    deck: Some(deck),
                    ..PowerOptions::default()
                };
                let power = Power::new(&sys, trump, &opts).unwrap();
                let need = rng.random_range(1..=cards as u8);
                let mut t = shaped(&mut rng, &power, def, cards, need, round % 2 == 1);
                t.played = 1;
                let name = format!("{id} {} players, {} parties", def.players, def.parties);
                out.push((name, power, t));
            }
        }
    }
    out
}

/// The table with relative ranks has the same key and, by plain minimax, the same answer
/// for every party; it is a fixed point (ranking again changes nothing); and the solver
/// with relative ranks on every table agrees with plain minimax on all of them (half dealt
/// with the sharp cards first: Stupf, blockers and what takes them).
#[test]
fn relative_ranks_merge_tables_that_differ_only_in_cards_out_of_play() {
    let mut fired = 0;
    for (name, power, t) in later_tables(40, 3) {
        let mut solver = Solver::new(&power, 0);
        solver.relative_above = 0;
        for goal in 0..t.parties() {
            let mut s = Solver::new(&power, goal);
            s.relative_above = 0;
            assert_eq!(s.makes(&t), makes_plain(&power, &t, goal), "{name} {t:?}");
        }
        let hands: Vec<u64> = t.hands.iter().map(|h| h.bits()).collect();
        let mut ranked = vec![0u64; hands.len()];
        solver.cards.relative(&hands, &mut ranked);
        if ranked == hands {
            continue;
        }
        let mut twin = t.clone();
        for (h, r) in twin.hands.iter_mut().zip(&ranked) {
            assert_eq!(h.len(), r.count_ones() as usize, "{name} {t:?}");
            *h = CardSet::from_bits(*r);
        }
        let mut again = vec![0u64; hands.len()];
        solver.cards.relative(&ranked, &mut again);
        assert_eq!(again, ranked, "{name} {t:?}");
        assert!(solver.same_key(&t, &twin), "{name} {t:?} {twin:?}");
        for goal in 0..t.parties() {
            let plain = makes_plain(&power, &t, goal);
            assert_eq!(
                plain,
                makes_plain(&power, &twin, goal),
                "{name} {t:?} {twin:?}"
            );
        }
        fired += 1;
    }
    assert!(fired >= 30, "relative ranks fired {fired} times");
}

/// Relative ranks worked out in rank space (`relative.rs`) are the ranks of the card-by-card
/// reference they replaced, on random deals of every table of every system (every seat
/// count, hands of one to five cards as the deck allows, half dealt with the sharp cards
/// first), whichever cards are out of play; and the key's word worked out from the cards
/// that move is the word of the ranked hands.
#[test]
fn relative_ranks_in_rank_space_are_the_reference_ranks() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(47);
    let (mut checked, mut moved) = (0, 0);
    for id in catalog::ids() {
        let sys = catalog::load(id).unwrap();
        for def in &sys.tables {
            let deck = deck_for(&sys, def);
            for round in 0..8 {
                let trump = Suit::ALL[rng.random_range(0..4)];
                let opts = PowerOptions {
                    deck: Some(deck),
                    ..PowerOptions::default()
                };
                let power = Power::new(&sys, trump, &opts).unwrap();
                let most = (power.deck.cards().len() / def.players).clamp(1, 5);
                let cards = rng.random_range(1..=most);
                let t = shaped(&mut rng, &power, def, cards, 1, round % 2 == 1);
                let solver = Solver::new(&power, 0);
                let hands: Vec<u64> = t.hands.iter().map(|h| h.bits()).collect();
                let (mut fast, mut slow) = (vec![0u64; hands.len()], vec![0u64; hands.len()]);
                solver.cards.relative(&hands, &mut fast);
                solver.cards.relative_reference(&hands, &mut slow);
                assert_eq!(fast, slow, "{id} {t:?}");
                // The key's word, worked out from the cards that move, is the word of
                // the ranked hands.
                let live_r = solver.cards.ranks.of(hands.iter().fold(0, |m, h| m | h));
                assert_eq!(
                    solver
                        .cards
                        .relative_key(&owners(&hands), live_r, zobrist_hands(&hands)),
                    zobrist_hands(&fast),
                    "{id} {t:?}"
                );
                checked += 1;
                moved += usize::from(fast != hands);
            }
        }
    }
    assert!(
        moved * 4 >= checked,
        "relative ranks moved cards in {moved} of {checked}"
    );
}

/// Relative ranks cut positions without changing an answer (the random tables of every
/// shape, with more cards than plain minimax could play out, solved with and without).
#[test]
fn relative_ranks_cut_positions_with_the_same_answers() {
    let (mut with, mut without) = (0u64, 0u64);
    for (name, power, t) in later_tables(41, 5) {
        for goal in 0..t.parties() {
            let mut a = Solver::new(&power, goal);
            a.relative_above = 0;
            let mut b = Solver::new(&power, goal);
            b.relative_above = usize::MAX;
            assert_eq!(a.makes(&t), b.makes(&t), "{name} {t:?} goal {goal}");
            with += a.nodes;
            without += b.nodes;
        }
    }
    assert!(
        with < without,
        "{with} positions with relative ranks, {without} without"
    );
}

/// What one question learns answers another: a party that makes it ends the hand first.
#[test]
fn a_party_that_makes_it_answers_the_others_questions() {
    let mut k = Known::default();
    assert_eq!(k.answer(0), None);
    k.learn(1, false);
    assert_eq!((k.answer(0), k.answer(1)), (None, Some(false)));
    k.learn(2, true);
    assert_eq!(
        (k.answer(0), k.answer(1), k.answer(2)),
        (Some(false), Some(false), Some(true))
    );
}

/// `solve` with one table for all its questions names the winner plain minimax names (the
/// first party that makes it, or nobody) on tables of three or more parties, and its
/// questions spend fewer positions with one table than with a fresh table each.
#[test]
fn one_table_for_every_question_keeps_the_winner() {
    let (mut shared, mut fresh, mut checked) = (0u64, 0u64, 0);
    for (name, power, t) in later_tables(42, 3) {
        if t.parties() < 3 {
            continue;
        }
        let plain = (0..t.parties()).find(|p| makes_plain(&power, &t, *p));
        let (sol, _) = solve_counted(&power, &t, Budget::default());
        let sol = sol.unwrap();
        assert_eq!(sol.winner, plain, "{name} {t:?}");
        assert_eq!(solve(&power, &t).winner, plain, "{name} {t:?}");
        assert_eq!(check_line(&power, &t, &sol), Ok(()), "{name} {t:?}");
        let mut tt = Default::default();
        for p in 0..t.parties() {
            let mut one = Solver::new(&power, p).sharing(tt);
            let mut own = Solver::new(&power, p);
            let ok = one.makes(&t);
            assert_eq!(ok, own.makes(&t), "{name} {t:?} party {p}");
            shared += one.nodes;
            fresh += own.nodes;
            tt = std::mem::take(&mut one.tt);
            if ok {
                break;
            }
        }
        checked += 1;
    }
    assert!(checked >= 10, "{checked} tables");
    assert!(shared < fresh, "{shared} positions shared, {fresh} fresh");
}

/// `max_tricks` with one table of trick-count bounds for all its targets gives the count
/// plain minimax gives (the most `k` it makes with the others out of reach) and spends
/// fewer positions than with a table per target.
#[test]
fn max_tricks_shares_bounds_between_its_targets() {
    let (mut shared, mut fresh, mut checked) = (0u64, 0u64, 0);
    for (name, power, t) in later_tables(43, 3) {
        let (most, with) = super::solve::max_tricks_counted(&power, &t, 0, true);
        let (again, without) = super::solve::max_tricks_counted(&power, &t, 0, false);
        assert_eq!(most, again, "{name} {t:?}");
        let mut plain = t.won[0];
        for k in t.won[0] + 1..=t.won[0] + t.remaining() {
            let mut u = t.clone();
            for (p, need) in u.need.iter_mut().enumerate() {
                *need = if p == 0 { k } else { u8::MAX };
            }
            if !makes_plain(&power, &u, 0) {
                break;
            }
            plain = k;
        }
        assert_eq!(most, plain, "{name} {t:?}");
        shared += with;
        fresh += without;
        checked += 1;
    }
    assert!(checked >= 30, "{checked} tables");
    assert!(shared < fresh, "{shared} positions shared, {fresh} fresh");
}

/// The bounds: a lower bound answers the smaller questions, an upper bound the larger ones.
#[test]
fn trick_count_bounds_answer_smaller_and_larger_questions() {
    let mut k = Known::default();
    assert_eq!(k.at_least(2), None);
    k.learn_at_least(2, true);
    assert_eq!(
        (k.at_least(1), k.at_least(2), k.at_least(3)),
        (Some(true), Some(true), None)
    );
    k.learn_at_least(4, false);
    assert_eq!(
        (k.at_least(3), k.at_least(4), k.at_least(5)),
        (None, Some(false), Some(false))
    );
}

/// The "small card" equivalence fires: on the random later tables, some hands hold two
/// lonely cards (each the only live card of its suit) that stand alike, and only one of
/// them is tried; the solver's answers there are plain minimax's (the referee tests of
/// every shape, `shape_tests.rs`, check the rest).
#[test]
fn lonely_cards_that_stand_alike_are_tried_once() {
    let mut fired = 0;
    for (name, power, t) in later_tables(44, 3) {
        let mut s = Solver::new(&power, 0);
        s.recount(&t, &[]);
        let mut merged_here = false;
        for hand in &t.hands {
            let mut moves = super::moves::Moves::default();
            for c in hand.iter() {
                moves.push(c);
            }
            s.merge_lonely(&mut moves, 0, s.live);
            assert!(moves.len() >= 1, "{name} {t:?}");
            merged_here |= moves.len() < hand.len();
        }
        if merged_here {
            fired += 1;
            for goal in 0..t.parties() {
                let mut s = Solver::new(&power, goal);
                assert_eq!(s.makes(&t), makes_plain(&power, &t, goal), "{name} {t:?}");
            }
        }
    }
    assert!(fired >= 3, "lonely cards merged on {fired} tables");
}
