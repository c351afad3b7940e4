//! Mined puzzles hold what they promise: one answer (or equivalent cards) that makes the
//! tricks by the plain-minimax oracle too, tempting cards that fail, and a reproducible mine.

use super::*;
use crate::cards::Suit;
use crate::catalog;
use crate::solver::{PlayedTrick, check_line, makes_plain};

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
            assert!(t.offered(&system, &power), "{id}: {t:?} offered");
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
    assert_eq!(Theme::from_id("hiratae"), None);
}

/// A trick of a hand-built line: `cards` from seat `leader` on round four seats.
fn trick(leader: usize, cards: &[&str], winner: usize) -> PlayedTrick {
    PlayedTrick {
        seats: (0..cards.len()).map(|i| (leader + i) % 4).collect(),
        cards: cards.iter().map(|c| c.parse().unwrap()).collect(),
        winner,
        face_down: 0,
    }
}

fn power_of(system: &RuleSystem) -> Power {
    Power::new(system, Suit::Rosen, &crate::power::PowerOptions::default()).unwrap()
}

#[test]
fn hirata_is_the_trumpf_ober_led_and_taken_by_the_partners_koenig() {
    // stans (`001_…` §1): Trumpf-König and Trumpf-Ober are Throner; A leads the Rosen-Ober,
    // C (A's partner) takes it with the Rosen-König.
    let system = catalog::load("stans").unwrap();
    let power = power_of(&system);
    let line = [trick(
        0,
        &["Rosen-Ober", "Eichel-4", "Rosen-König", "Schellen-4"],
        2,
    )];
    let found = theme::themes(&system, &power, &[], &line, &[], &[]);
    assert!(found.contains(&Theme::Hirata), "{found:?}");
    // In Stans the Trumpf-König is dr Fuil, and it took a trick.
    assert!(found.contains(&Theme::Fuil), "{found:?}");
    // An opponent's Rosen-König over the led Rosen-Ober is no hiratä.
    let line = [trick(
        0,
        &["Rosen-Ober", "Rosen-König", "Eichel-4", "Schellen-4"],
        1,
    )];
    let found = theme::themes(&system, &power, &[], &line, &[], &[]);
    assert!(!found.contains(&Theme::Hirata), "{found:?}");
    // Liebenau's source names no «hiratä» and no dr Fuil: none to find, whatever its
    // Trumpf-Ober and -König are.
    let liebenau = catalog::load("liebenau").unwrap();
    let lp = power_of(&liebenau);
    assert!(!Theme::Hirata.offered(&liebenau, &lp));
}

#[test]
fn the_fuil_is_the_villages_card() {
    // Buochs (`001_…` §5): dr Fuil is the Trumpf-Ober; the Trumpf-König taking is no Fuil.
    let system = catalog::load("buochs").unwrap();
    let power = power_of(&system);
    assert_eq!(theme::fuil(&system, &power), "Rosen-Ober".parse().ok());
    let koenig = [trick(
        1,
        &["Rosen-9", "Eichel-4", "Rosen-König", "Schellen-4"],
        3,
    )];
    let found = theme::themes(&system, &power, &[], &koenig, &[], &[]);
    assert!(!found.contains(&Theme::Fuil), "{found:?}");
    let ober = [trick(
        1,
        &["Rosen-9", "Eichel-4", "Rosen-Ober", "Schellen-4"],
        3,
    )];
    let found = theme::themes(&system, &power, &[], &ober, &[], &[]);
    assert!(found.contains(&Theme::Fuil), "{found:?}");
    // A system without a Fuil never shows it.
    let lungern = catalog::load("lungern").unwrap();
    assert!(!Theme::Fuil.offered(&lungern, &power_of(&lungern)));
}

#[test]
fn a_view_puzzle_hides_what_the_partners_rule_hides() {
    // stans signs (reading 27): the mover, its party's Schreiber, sees its partner's high
    // cards and no opponent's card; a view puzzle's answer makes it in every deal drawn.
    let system = catalog::load("stans").unwrap();
    let m = mine::mine_view_matching(&system, 1, |_| true).expect("a stans view puzzle");
    let p = &m.puzzle;
    assert!(p.view);
    verify(&system, p).unwrap();
    let power = p.power(&system).unwrap();
    let seen = view::seen(&system, &power, p);
    for (s, c) in &seen.partners {
        assert_eq!(*s, 2, "only the partner's cards");
        assert!(crate::table::signed(&power, *c));
    }
    for s in [1, 3] {
        assert_eq!(seen.hidden[s], p.hands[s].len());
        for c in &p.hands[s] {
            assert!(seen.unseen.contains(c));
        }
    }
    let deals = view::deals(&system, &power, p).unwrap();
    assert_eq!(deals.len(), view::VIEW_DEALS + 1);
    for t in &deals {
        assert_eq!(
            t.hands[0], deals[0].hands[0],
            "the mover's hand never changes"
        );
        for a in &p.answer {
            assert_eq!(lead_makes(&power, t, *a), Some(true));
        }
    }
    let mut other = p.clone();
    other.answer = p.wrong.clone();
    assert!(verify(&system, &other).is_err());
}

/// Puzzles of an unannounced Kaiser: the answer under the unannounced Kaiser differs from
/// the one with every Kaiser announced, the puzzle verifies, and a tag without the change
/// (or a card that is no Kaiser of the hands) is caught.
#[test]
fn an_unannounced_kaiser_changes_the_answer_and_verifies() {
    let system = catalog::load("stans").unwrap();
    let opts = mine::MineOptions {
        unannounced: true,
        ..mine::MineOptions::default()
    };
    let keep = |p: &Puzzle| p.themes.contains(&Theme::Unannounced);
    let p = (1..=20)
        .find_map(|s| mine::mine_with(&system, s, opts, keep))
        .expect("an unannounced-Kaiser puzzle in 20 seeds")
        .puzzle;
    assert_eq!(p.unannounced.len(), 1);
    verify(&system, &p).unwrap();
    let announced = p.power_announced(&system).unwrap();
    let power = p.power(&system).unwrap();
    assert!(announced.is_kaiser(p.unannounced[0]));
    assert!(!power.is_kaiser(p.unannounced[0]));
    assert_ne!(
        good_leads(&system, &announced, &p).unwrap(),
        good_leads(&system, &power, &p).unwrap()
    );
    // With the Kaiser announced after all, the tag no longer holds.
    let mut q = p.clone();
    q.unannounced.clear();
    assert!(verify(&system, &q).is_err());
    // A card that is no Kaiser held.
    let mut r = p.clone();
    r.unannounced = vec![p.answer[0]];
    assert!(verify(&system, &r).is_err());
    // No Kaiser in karnoeffel: nothing mined.
    let k = catalog::load("karnoeffel").unwrap();
    assert!(mine::mine_with(&k, 1, opts, |_| true).is_none());
}

/// Face-down play in the first trick (where the sources allow it): after a lead, the
/// puzzle's verdict is the solver's, which lets every later seat lay a card face down in the
/// current trick. The position of the old stans-059 (Achermann 1978 §4): with face-down
/// play in the first trick Rosen-6 makes it too (the first trick's face-down moves change
/// its verdict), so it was no puzzle and is no longer shipped.
#[test]
fn the_first_trick_offers_face_down_play_as_the_solver_does() {
    let system = catalog::load("stans").unwrap();
    let hand = |v: &[&str]| v.iter().map(|c| c.parse().unwrap()).collect::<Vec<Card>>();
    let p = Puzzle {
        system: "stans".into(),
        seed: 2484008777242909789,
        deck: Deck::from_id("stans-40").unwrap(),
        trump: Suit::Schellen,
        hands: vec![
            hand(&["Schilten-Banner", "Eichel-Under", "Rosen-6"]),
            hand(&["Schellen-6", "Rosen-Banner", "Schellen-Ober"]),
            hand(&["Schellen-Ass", "Schellen-3", "Eichel-Banner"]),
            hand(&["Schilten-Ober", "Eichel-Ober", "Schilten-7"]),
        ],
        earlier: Vec::new(),
        answer: Vec::new(),
        wrong: Vec::new(),
        grade: Grade::new(3, 0, 0),
        themes: Vec::new(),
        view: false,
        unannounced: Vec::new(),
        on_table: Vec::new(),
        face_down: false,
    };
    let power = p.power(&system).unwrap();
    assert!(power.face_down);
    let table = p.table().unwrap();
    let (good, _) = leads(&power, &table);
    let rosen6: Card = "Rosen-6".parse().unwrap();
    assert!(good.contains(&rosen6), "{good:?}");
    let sol = solve_lead(&power, &table, rosen6).unwrap();
    assert!(!sol.line[0].is_down(0), "the leader plays face up");
    assert!(check_line(&power, &table, &sol).is_ok());
    // Every lead of some mined positions: the same verdict as the solver's after the lead.
    for seed in 1..=6 {
        let Some(m) = mine(&system, seed) else {
            continue;
        };
        let power = m.puzzle.power(&system).unwrap();
        let table = m.puzzle.table().unwrap();
        for c in table.hands[0].iter() {
            let mut after = table.clone();
            after.hands[0].remove(c);
            let solver = crate::solver::Solver::new(&power, 0).makes_after(&after, &[c]);
            assert_eq!(
                lead_makes(&power, &table, c),
                Some(solver),
                "seed {seed}: {c}"
            );
        }
    }
}
