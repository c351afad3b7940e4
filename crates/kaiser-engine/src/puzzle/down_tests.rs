//! Face-down puzzles: the mid-trick question ([`move_makes`]) agrees with plain minimax and
//! with the solver's own mid-trick search on random positions of every system that allows
//! face-down play; mined face-down puzzles verify, lay a card face down, and a tampered one
//! is caught; one cut from play verifies and the miner's cheap judgement agrees with the
//! full one; no face-down puzzle where the system does not allow it; hiratä only where the
//! system names dr Fuil.

use crate::cards::Card;
use crate::catalog;
use crate::facedown::Move;
use crate::power::Power;
use crate::puzzle::cut::cut_down;
use crate::puzzle::{Grade, Puzzle, Theme, lead_makes, move_makes, moves_now, verify};
use crate::solver::{PlayRules, Table, legal_down, makes_plain_after};
use crate::system::RuleSystem;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};

/// Random positions of every system that allows face-down play, 2 and 4 seats, 1 to 3
/// cards each, with 0 to n-1 cards already on the table: for every move of the seat to move,
/// [`move_makes`] gives plain minimax's verdict (the solver's referee, [`makes_plain_after`])
/// and the solver's `makes_after_down`.
#[test]
fn the_mid_trick_question_agrees_with_plain_minimax() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(16);
    let mut checked = 0;
    let mut downs = 0;
    for id in catalog::ids() {
        let sys = catalog::load(id).unwrap();
        if sys.face_down.is_none() {
            continue;
        }
        for trump in crate::cards::Suit::ALL {
            let power = Power::new(&sys, trump, &crate::PowerOptions::default()).unwrap();
            for k in 0..8 {
                let n = if k % 2 == 0 { 4 } else { 2 };
                let size = 1 + k % 3;
                let mut deck = power.deck.cards();
                deck.shuffle(&mut rng);
                let need = (size / 2 + 1) as u8;
                let t = Table {
                    hands: (0..n)
                        .map(|s| deck[s * size..(s + 1) * size].iter().copied().collect())
                        .collect(),
                    party: (0..n).map(|s| s % 2).collect(),
                    need: vec![need, need],
                    won: vec![0, 0],
                    leader: rng.random_range(0..n),
                    played: u8::from(k % 4 == 3),
                    rules: PlayRules {
                        must_overtake: k % 5 == 4,
                    },
                };
                // Cards on the table: each seat in turn plays a random legal card face up.
                let on = rng.random_range(0..n);
                let mut trick = Vec::new();
                let mut after = t.clone();
                for j in 0..on {
                    let seat = (t.leader + j) % n;
                    let legal: Vec<Card> =
                        legal_down(&power, &after, seat, &trick, 0).iter().collect();
                    let c = *legal.choose(&mut rng).unwrap();
                    after.hands[seat].remove(c);
                    trick.push(c);
                }
                let seat = (t.leader + on) % n;
                let goal = t.party[seat];
                for mv in moves_now(&power, &t, &trick) {
                    let got = move_makes(&power, &t, &trick, mv).unwrap();
                    let mut next = after.clone();
                    next.hands[seat].remove(mv.card);
                    let mut cards = trick.clone();
                    let down = u32::from(mv.face_down) << cards.len();
                    cards.push(mv.card);
                    let want = makes_plain_after(&power, &next, &cards, down, goal);
                    assert_eq!(got, want, "{id} {trump:?} {trick:?} {mv:?}");
                    // The solver's own search from inside a trick (a trick still open).
                    if cards.len() < n {
                        let solver = crate::solver::Solver::new(&power, goal)
                            .makes_after_down(&next, &cards, down);
                        assert_eq!(got, solver, "{id} {trump:?} {trick:?} {mv:?}: solver");
                    }
                    checked += 1;
                    downs += usize::from(mv.face_down);
                }
                // Leading: the same as `lead_makes`, never face down.
                if on == 0 {
                    for c in t.hands[t.leader].iter() {
                        assert_eq!(
                            move_makes(&power, &t, &[], Move::up(c)),
                            lead_makes(&power, &t, c)
                        );
                        assert_eq!(move_makes(&power, &t, &[], Move::down(c)), None);
                    }
                }
            }
        }
    }
    assert!(
        checked > 400 && downs > 100,
        "{checked} moves, {downs} face down"
    );
}

/// Achermann's own case as a puzzle (`001_…` §1: the led Trumpf-7 is "allein vom Jos
/// bezwungen. Erst wenn dies geschehen ist, können Mugg oder Trumffünf stechen"; §4: "so
/// kann er auch eine Karte verdeckt ablegen"): A led the Trumpf-7, B followed; C, to move,
/// holds only the Jos, D the Mugg. Face up the Jos takes the Trumpf-7 and the Mugg the Jos;
/// laid face down, the Trumpf-7 holds. The miner's judgement finds the face-down answer and
/// the theme, the puzzle verifies, and the same position with the answer face up, with
/// nothing on the table, or in a system without face-down play is caught.
#[test]
fn the_jos_laid_down_is_a_face_down_puzzle() {
    let system = catalog::load("stans").unwrap();
    let c = |n: &str| n.parse::<Card>().unwrap();
    let p = Puzzle {
        system: "stans".into(),
        seed: 0,
        deck: crate::cards::Deck::from_id("stans-40").unwrap(),
        trump: crate::cards::Suit::Rosen,
        // C (to move), D, then A and B, who played to the trick already.
        hands: vec![
            vec![c("Rosen-Under")],
            vec![c("Schellen-Banner")],
            vec![],
            vec![],
        ],
        earlier: Vec::new(),
        answer: Vec::new(),
        wrong: Vec::new(),
        grade: Grade::new(1, 0, 0),
        themes: Vec::new(),
        view: false,
        unannounced: Vec::new(),
        on_table: vec![c("Rosen-7"), c("Eichel-6")],
        face_down: false,
    };
    let power = p.power(&system).unwrap();
    let p = super::judge_mid(&system, &power, p).expect("a face-down puzzle");
    assert!(p.face_down);
    assert_eq!(p.answer, vec![c("Rosen-Under")]);
    assert_eq!(p.wrong, vec![c("Rosen-Under")], "the Jos face up fails");
    assert!(p.themes.contains(&Theme::FaceDown));
    assert_eq!(verify(&system, &p), Ok(()));
    let table = p.table().unwrap();
    assert_eq!(table.leader, 2, "A, seat 2, led");
    assert_eq!(
        move_makes(&power, &table, &p.on_table, Move::down(c("Rosen-Under"))),
        Some(true)
    );
    let sol = p.solve_move(&power, Move::down(c("Rosen-Under"))).unwrap();
    assert_eq!(sol.winner, Some(0));
    assert_eq!(sol.line[0].cards[0], c("Rosen-7"));
    assert!(sol.line[0].is_down(2), "C's Jos face down");
    let mut up = p.clone();
    up.face_down = false;
    assert!(verify(&system, &up).is_err(), "face up");
    let mut nothing = p.clone();
    nothing.on_table.clear();
    assert!(verify(&system, &nothing).is_err(), "nothing on the table");
    let lungern = catalog::load("lungern").unwrap();
    let mut elsewhere = p.clone();
    elsewhere.system = "lungern".into();
    assert!(
        verify(&lungern, &elsewhere).is_err(),
        "lungern has no face-down play"
    );
}

/// No face-down puzzle where the sources do not allow face-down play (lungern, silenen,
/// karnoeffel), and the theme is not offered there.
#[test]
fn no_face_down_puzzle_where_the_system_has_none() {
    for id in ["lungern", "silenen", "karnoeffel"] {
        let system = catalog::load(id).unwrap();
        assert!(cut_down(&system, 4001, 200, |_| true).is_none(), "{id}");
        let power = Power::new(&system, crate::cards::Suit::Rosen, &Default::default()).unwrap();
        assert!(!Theme::FaceDown.offered(&system, &power), "{id}");
    }
}

/// «Hiratä» is Achermann's word (`001_…` §1), said with dr Fuil: offered in the systems
/// that name dr Fuil (stans, buochs, wolfenschiessen), not in silenen or lungern, whose
/// Trumpf-Ober and -König are Throners too but whose source has no such word.
#[test]
fn hirata_only_where_the_system_names_dr_fuil() {
    for (id, offered) in [
        ("stans", true),
        ("buochs", true),
        ("wolfenschiessen", true),
        ("silenen", false),
        ("lungern", false),
        ("willisau", false),
    ] {
        let system = catalog::load(id).unwrap();
        let power = Power::new(&system, crate::cards::Suit::Rosen, &Default::default()).unwrap();
        assert_eq!(Theme::Hirata.offered(&system, &power), offered, "{id}");
    }
}

/// Every card of the learner's hand played face up fails `p`'s question: only laying a
/// card face down makes the tricks.
fn every_card_face_up_fails(system: &RuleSystem, p: &Puzzle) {
    let power = p.power(system).unwrap();
    let table = p.table().unwrap();
    for c in &p.hands[0] {
        assert_eq!(
            move_makes(&power, &table, &p.on_table, Move::up(*c)),
            Some(false),
            "{c} face up"
        );
    }
}

/// A face-down puzzle cut from play ([`crate::puzzle::cut`]): the deal the miner cut
/// stans-d-07 from (its `seed`), played again by random legal play to three tricks left,
/// gives the same position; the cheap judgement agrees with [`super::judge_mid`] on every
/// mid-trick position of that trick; the puzzle verifies, lays one card face
/// down with every card played face up failing, and its earlier tricks replay.
#[test]
fn a_face_down_puzzle_cut_from_play_verifies() {
    use crate::puzzle::cut::{Policy, judge, scan_deal};
    let system = catalog::load("stans").unwrap();
    let mut cut = Vec::new();
    let mut positions = 0;
    let scanned = scan_deal(
        &system,
        5_559_801_005_644_666_833,
        Policy::Random,
        &mut |power, p| {
            positions += 1;
            let full = super::judge_mid(&system, power, p.clone()).filter(|q| q.answer.len() == 1);
            let quick = judge(&system, power, p);
            assert_eq!(quick, full);
            cut.extend(quick);
        },
    );
    assert_eq!(scanned, 1, "the trick with three left, split evenly");
    assert!(positions > cut.len());
    let p = cut.first().expect("a face-down puzzle").clone();
    assert!(p.face_down && !p.on_table.is_empty());
    assert_eq!(p.answer.len(), 1);
    assert!(!p.wrong.is_empty());
    assert_eq!(p.earlier.len(), 2);
    assert_eq!(verify(&system, &p), Ok(()));
    assert!(crate::puzzle::embed::replay(&system, &p).is_ok());
    every_card_face_up_fails(&system, &p);
    // Every card of the deal at most once; a history one trick short, or with a card
    // twice, does not replay.
    let mut all: Vec<Card> = p.hands.iter().flatten().copied().collect();
    all.extend(p.earlier.iter().flatten().copied());
    all.extend(p.on_table.iter().copied());
    let n = all.len();
    all.sort_by_key(|c| c.id());
    all.dedup();
    assert_eq!(all.len(), n);
    let mut short = p.clone();
    short.earlier.pop();
    assert!(verify(&system, &short).is_err());
    let mut twice = p.clone();
    twice.earlier[0][0] = p.hands[0][0];
    assert!(crate::puzzle::embed::replay(&system, &twice).is_err());
    let lungern = catalog::load("lungern").unwrap();
    let (mut scanned, mut none) = (0, 0);
    for seed in 1..=20 {
        scanned += scan_deal(&lungern, seed, Policy::Random, &mut |power, p| {
            none += usize::from(judge(&lungern, power, p).is_some());
        });
    }
    assert!(scanned > 0);
    assert_eq!(none, 0, "lungern has no face-down play");
}
