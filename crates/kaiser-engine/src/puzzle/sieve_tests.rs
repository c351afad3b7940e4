//! The sieve keeps exactly what the full judgement keeps: on every mid-trick position of the
//! scanned trick of random deals of every system with face-down play, and on the deals the
//! shipped face-down puzzles were cut from, where [`first_in_deal`] finds the same puzzle as
//! judging every position in turn; and the puzzle of a seed is cut from play, its position
//! reached from its deal by the legal play it records.

use super::{Sieve, differs};
use crate::cards::Card;
use crate::catalog;
use crate::facedown::Move;
use crate::puzzle::cut::{Policy, cut_down, first_in_deal, judge, scan_deal};
use crate::puzzle::mine::start;
use crate::puzzle::{move_makes, moves_now};
use rand::{RngCore, SeedableRng};

/// The systems whose sources allow a card laid face down.
const DOWN: [&str; 5] = ["stans", "buochs", "wolfenschiessen", "willisau", "liebenau"];

/// Every position of `seed`'s scanned trick: the sieve keeps it exactly when [`judge`] makes
/// a puzzle of it; a card the sieve finds no different face down has the same verdict both
/// ways. Returns the positions seen and the puzzles found.
fn agree(id: &str, seed: u64) -> (usize, usize) {
    let system = catalog::load(id).unwrap();
    let (mut positions, mut puzzles) = (0, 0);
    scan_deal(&system, seed, Policy::Random, &mut |power, p| {
        let table = p.table().unwrap();
        let full = judge(&system, power, p.clone());
        // The sieve of the position's own table (seats numbered from the mover): the same
        // verdict as on the deal's seats.
        let mut s = Sieve::new(power, &table);
        assert_eq!(s.keeps(&p.on_table), full.is_some(), "{id} {seed} {p:?}");
        for mv in moves_now(power, &table, &p.on_table) {
            if mv.face_down && !differs(power, &table, &p.on_table, mv.card) {
                assert_eq!(
                    move_makes(power, &table, &p.on_table, mv),
                    move_makes(power, &table, &p.on_table, Move::up(mv.card)),
                    "{id} {seed} {mv:?}"
                );
            }
        }
        positions += 1;
        puzzles += usize::from(full.is_some());
    });
    (positions, puzzles)
}

#[test]
fn the_sieve_keeps_what_the_judgement_keeps_on_random_deals() {
    let mut seeds = rand_chacha::ChaCha8Rng::seed_from_u64(16);
    for id in DOWN {
        let mut positions = 0;
        for _ in 0..60 {
            positions += agree(id, seeds.next_u64()).0;
        }
        assert!(positions > 300, "{id}: {positions} positions");
    }
}

/// The deals the shipped face-down puzzles were cut from (each puzzle's `seed`, some of
/// each system): every position agrees, and [`first_in_deal`] finds the first puzzle of
/// the deal that judging every position finds.
#[test]
fn the_sieve_finds_the_shipped_deals_puzzles() {
    let deals: [(&str, u64); 5] = [
        ("stans", 5_559_801_005_644_666_833),
        ("buochs", 2_566_301_097_069_471_633),
        ("wolfenschiessen", 8_386_378_138_920_187_604),
        ("willisau", 15_526_662_812_402_902_165),
        ("liebenau", 10_826_787_139_366_639_443),
    ];
    for (id, seed) in deals {
        let (_, puzzles) = agree(id, seed);
        assert!(puzzles > 0, "{id} {seed}: no puzzle");
        let system = catalog::load(id).unwrap();
        let mut first = None;
        scan_deal(&system, seed, Policy::Random, &mut |power, p| {
            if first.is_none() {
                first = judge(&system, power, p);
            }
        });
        assert_eq!(
            first_in_deal(&system, seed, &|_| true),
            first,
            "{id} {seed}"
        );
    }
}

/// The puzzle `kaiser puzzle --seed 1 --theme face-down` asks in every system with
/// face-down play ([`cut_down`], as the command calls it) is cut from play: the deal of its
/// `seed` dealt again as the miner deals it, and its earlier tricks and the cards on the
/// table played by the seats in turn (each card legal, [`crate::deal::Hand::play`] refuses any other),
/// give its position, seat by seat from the seat to move; and the puzzle verifies.
#[test]
fn the_seeded_face_down_puzzle_is_cut_from_play() {
    for id in DOWN {
        let system = catalog::load(id).unwrap();
        let m = cut_down(&system, 1, 200_000, |_| true).expect("a face-down puzzle");
        let p = m.puzzle;
        assert!(p.face_down && !p.on_table.is_empty(), "{id}");
        assert_eq!(crate::puzzle::verify(&system, &p), Ok(()), "{id}");
        let def = system
            .tables
            .iter()
            .find(|t| t.parties == 2 && t.players == p.hands.len())
            .unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(p.seed);
        let deck = crate::deal::deck_for(&system, def);
        let mut hand = start(&system, def, deck, &mut rng).unwrap();
        assert_eq!(hand.power.trump, p.trump, "{id}");
        for c in p.earlier.iter().flatten().chain(&p.on_table) {
            hand.play(*c)
                .unwrap_or_else(|e| panic!("{id}: {c} not legal: {e:?}"));
        }
        assert_eq!(hand.history.len(), p.earlier.len(), "{id}");
        let n = p.hands.len();
        let mover = hand.to_play().unwrap();
        for (i, h) in p.hands.iter().enumerate() {
            let mut want: Vec<Card> = hand.table.hands[(mover + i) % n].iter().collect();
            let mut got = h.clone();
            want.sort_by_key(|c| c.id());
            got.sort_by_key(|c| c.id());
            assert_eq!(got, want, "{id}: seat {i} from the mover");
        }
    }
}

/// The deals of a seed are scanned side by side, yet the puzzle and the deals it took are
/// the same on one thread as on four ([`cut_down`] takes the lowest deal of a batch).
#[test]
fn the_seeded_puzzle_does_not_depend_on_the_threads() {
    let system = catalog::load("stans").unwrap();
    let on = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| cut_down(&system, 3, 200_000, |_| true))
            .map(|m| (m.puzzle, m.tries))
    };
    let one = on(1).expect("a face-down puzzle");
    assert!(one.1 > 1, "found in the first deal: threads not tried");
    assert_eq!(on(4), Some(one));
}
