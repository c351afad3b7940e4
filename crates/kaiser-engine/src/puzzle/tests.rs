//! Mined puzzles hold what they promise: one answer (or equivalent cards) that makes the
//! tricks by the plain-minimax oracle too, tempting cards that fail, and a reproducible mine.

use super::*;
use crate::catalog;
use crate::solver::{check_line, makes_plain};

/// The oracle's view of a lead: play `card`, then every reply, by plain minimax.
fn oracle(power: &Power, table: &Table, card: Card) -> bool {
    // A table where the leader holds only `card` to lead is not a table; instead check that
    // the answer's line replays to its verdict and the whole position to the same party.
    let sol = solve_lead(power, table, card).unwrap();
    check_line(power, table, &sol).is_ok() && sol.winner == Some(0)
}

#[test]
fn every_system_mines_a_puzzle_that_verifies() {
    for id in catalog::ids() {
        let system = catalog::load(id).unwrap();
        let Some(m) = mine(&system, 1) else {
            panic!("{id}: no puzzle from seed 1");
        };
        let p = &m.puzzle;
        verify(&system, p).unwrap_or_else(|e| panic!("{id}: {e}"));
        let power = p.power(&system).unwrap();
        let table = p.table().unwrap();
        assert!(
            makes_plain(&power, &table, 0),
            "{id}: the position makes it"
        );
        for a in &p.answer {
            assert!(oracle(&power, &table, *a), "{id}: {a} makes it");
        }
        for w in &p.wrong {
            let sol = solve_lead(&power, &table, *w).unwrap();
            assert_eq!(sol.winner, Some(1), "{id}: {w} fails");
            assert!(
                check_line(&power, &table, &sol).is_ok(),
                "{id}: refutation replays"
            );
        }
        assert!(!p.wrong.is_empty());
        assert!((1..=MAX_LEVEL).contains(&p.grade.level));
        for t in &p.themes {
            assert!(t.offered(&power), "{id}: {t:?} offered");
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzle() {
    let system = catalog::load("stans").unwrap();
    let a = mine(&system, 7).unwrap();
    let b = mine(&system, 7).unwrap();
    assert_eq!(a.puzzle, b.puzzle);
}

#[test]
fn a_changed_answer_is_caught() {
    let system = catalog::load("stans").unwrap();
    let mut p = mine(&system, 3).unwrap().puzzle;
    let wrong = p.wrong[0];
    p.answer = vec![wrong];
    assert!(matches!(
        verify(&system, &p),
        Err(PuzzleError::NotUnique { .. })
    ));
    let mut q = mine(&system, 3).unwrap().puzzle;
    let right = q.answer[0];
    q.wrong.push(right);
    assert_eq!(verify(&system, &q), Err(PuzzleError::WrongWins(right)));
}

#[test]
fn a_broken_position_is_an_error_not_a_panic() {
    let system = catalog::load("stans").unwrap();
    let mut p = mine(&system, 3).unwrap().puzzle;
    p.hands[1].pop();
    assert!(matches!(verify(&system, &p), Err(PuzzleError::Position(_))));
    p.hands.clear();
    assert!(matches!(verify(&system, &p), Err(PuzzleError::Position(_))));
}

#[test]
fn themes_have_ids_both_ways() {
    for t in Theme::ALL {
        assert_eq!(Theme::from_id(t.id()), Some(t));
    }
    assert_eq!(Theme::from_id("hirata"), None);
}
