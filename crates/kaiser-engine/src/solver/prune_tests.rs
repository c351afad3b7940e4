//! Tests of the pruning added by issue 14 items 2d and 2f: relative ranks in the
//! transposition table's key and one table shared by every question of a solve, each with
//! cases where it fires and the answers checked by plain minimax.

use super::search::{Known, Solver};
use super::shape_tests::shaped;
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
