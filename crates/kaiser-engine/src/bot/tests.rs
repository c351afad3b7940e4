//! The bots' sampling, stake decisions at fixed chances and going and Freien thresholds.

use super::*;
use crate::cards::{Deck, Suit};
use crate::catalog;
use rand::SeedableRng;

fn cards(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| n.parse().unwrap()).collect()
}

/// What seat 0 knows in [`hand`]: no stock, so the others' cards are all unseen.
fn seen(h: &Hand, seat: usize, known: &[(usize, Card)]) -> Knowledge {
    let mut unseen = CardSet::EMPTY;
    for (s, cards) in h.table.hands.iter().enumerate() {
        if s != seat {
            cards.iter().for_each(|c| {
                unseen.insert(c);
            });
        }
    }
    Knowledge {
        unseen,
        shown: Vec::new(),
        known: known.to_vec(),
        laid_away: 0,
        facts: infer::Facts::default(),
    }
}

fn hand() -> Hand {
    let system = catalog::load("stans").unwrap();
    let def = system.table(4, None).unwrap().clone();
    let hands = [
        cards(&["Schellen-Banner", "Eichel-3", "Eichel-4"]),
        cards(&["Eichel-König", "Schellen-3", "Schellen-4"]),
        cards(&["Rosen-3", "Rosen-4", "Rosen-5"]),
        cards(&["Schilten-3", "Schilten-4", "Schilten-5"]),
    ];
    let mut def = def;
    def.need = 2;
    Hand::new(
        &system,
        &def,
        Deck::Stans40,
        Suit::Eichel,
        &hands,
        &cards(&["Schellen-Banner"]),
        0,
    )
    .unwrap()
}

#[test]
fn the_stake_decisions_at_fixed_chances() {
    // (system, chance, raises, comes): each threshold is reached at its value.
    let table = [
        ("lungern", 0.79, false, true),
        ("lungern", 0.8, true, true),
        ("lungern", 0.049, false, false),
        ("lungern", 0.05, false, true),
        ("willisau", 0.79, false, true),
        ("willisau", 0.8, true, true),
        ("willisau", 0.149, false, false),
        ("willisau", 0.15, false, true),
        ("liebenau", 0.59, false, true),
        ("liebenau", 0.6, true, true),
        ("liebenau", 0.049, false, false),
        ("liebenau", 0.05, false, true),
        ("silenen", 0.59, false, true),
        ("silenen", 0.6, true, true),
        ("silenen", 0.049, false, false),
        ("silenen", 0.05, false, true),
        ("stans", 0.79, false, true),
        ("stans", 0.8, true, true),
        ("stans", 0.349, false, false),
        ("stans", 0.35, false, true),
        ("buochs", 0.79, false, true),
        ("buochs", 0.8, true, true),
        ("buochs", 0.349, false, false),
        ("buochs", 0.35, false, true),
        ("wolfenschiessen", 0.79, false, true),
        ("wolfenschiessen", 0.8, true, true),
        ("wolfenschiessen", 0.349, false, false),
        ("wolfenschiessen", 0.35, false, true),
        ("karnoeffel", 0.79, false, true),
        ("karnoeffel", 0.8, true, true),
        ("karnoeffel", 0.349, false, false),
        ("karnoeffel", 0.35, false, true),
    ];
    for (id, chance, raises, comes) in table {
        let s = stake_for(id);
        assert_eq!(s.raises(chance), raises, "{id} {chance}");
        assert_eq!(s.comes(chance), comes, "{id} {chance}");
    }
    // `pimc` keeps today's 0.8 / 0.35.
    assert!(!Stake::PIMC.raises(0.79) && Stake::PIMC.raises(0.8));
    assert!(!Stake::PIMC.comes(0.34) && Stake::PIMC.comes(0.35));
}

#[test]
fn going_unasked_and_freien_by_their_thresholds() {
    // No strategy gives up at its own turn unasked (measured: it cost points).
    for id in catalog::ids() {
        assert!(!stake_for(id).goes(0.0), "{id}");
    }
    assert!(!Stake::PIMC.goes(0.0));
    let going = Stake {
        go_below: 0.05,
        ..Stake::PIMC
    };
    assert!(going.goes(0.049) && !going.goes(0.05));
    // Freien with more than half the cards strong: 3 of 5, not 2 of 4, never with none.
    assert!(Stake::PIMC.freit(3, 5) && !Stake::PIMC.freit(2, 4));
    assert!(!Stake::PIMC.freit(0, 0));
    let never = Stake {
        freien_above: 2.0,
        ..Stake::PIMC
    };
    assert!(!never.freit(5, 5));
}

#[test]
fn extra_samples_and_the_solve_limit() {
    let h = hand();
    let seen = seen(&h, 0, &[]);
    let how = Sampling {
        samples: 8,
        extra: 64,
        limit: SOLVE_LIMIT,
        big: None,
        margin: false,
        fusion: None,
    };
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let c = choose_closely(&h, &seen, how, &mut rng).unwrap();
    assert!(h.legal().contains(c.card));
    // The chance is a share of the deals sampled: 8, 16, ... up to 8 + 64.
    let p = c.chance.unwrap();
    let whole = |d: f64| (p * d - (p * d).round()).abs() < 1e-9;
    assert!((1..=9).any(|k| whole(f64::from(8 * k))), "{c:?}");
    // A position over the limit plays the quick rule, without a chance.
    let tiny = Sampling { limit: 2, ..how };
    let q = choose_closely(&h, &seen, tiny, &mut rng).unwrap();
    assert_eq!(q.chance, None);
    assert_eq!(q.card, quick(&h, 0, &h.legal().iter().collect::<Vec<_>>()));
    // Its chance is then the calibrated weight of the cards it sees (bot::strength).
    let big = chance_within(&h, 0, &seen, tiny, &mut rng);
    assert_eq!(big, strength::chance(&h, 0, &seen));
    assert!((0.0..=1.0).contains(&big), "{big}");
}

#[test]
fn a_bot_never_plays_what_it_cannot() {
    let mut h = hand();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    while let Some(seat) = h.to_play() {
        let c = choose(&h, &seen(&h, seat, &[]), 8, &mut rng).unwrap();
        assert!(h.legal().contains(c.card), "seat {seat}");
        h.play(c.card).unwrap();
    }
    assert!(h.result().is_some());
}

#[test]
fn a_sure_card_is_found_and_the_chance_says_so() {
    // The Mugg takes everything: leading it wins a trick for sure.
    let h = hand();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
    let c = choose(&h, &seen(&h, 0, &[]), 16, &mut rng).unwrap();
    assert!(c.chance.is_some());
    let p = chance(&h, 0, &seen(&h, 0, &[]), 16, &mut rng);
    assert!((0.0..=1.0).contains(&p));
    let weak = weakest(&h.table.hands[0].iter().collect::<Vec<_>>(), &h.power, 2);
    // Eichel is trump: the Trumpf-4 (Understecher) stands below the Trumpf-3.
    assert_eq!(weak, cards(&["Eichel-4", "Eichel-3"]));
}

#[test]
fn samples_keep_what_the_bot_knows() {
    let h = hand();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let known = [(1usize, "Eichel-König".parse::<Card>().unwrap())];
    let mut knows = seen(&h, 0, &known);
    // Two cards out of play the bot cannot tell from the others' cards.
    knows.unseen.insert("Rosen-Ass".parse().unwrap());
    knows.unseen.insert("Eichel-9".parse().unwrap());
    let mut left_out = CardSet::EMPTY;
    for _ in 0..40 {
        let s = sample(&h, 0, &knows, &mut rng);
        let dealt: CardSet = s.iter().flat_map(|h| h.iter()).collect();
        knows
            .unseen
            .iter()
            .filter(|c| !dealt.contains(*c))
            .for_each(|c| {
                left_out.insert(c);
            });
        assert_eq!(s[0], h.table.hands[0]);
        assert!(s[1].contains(known[0].1));
        for (seat, set) in s.iter().enumerate().skip(1) {
            assert_eq!(set.len(), h.table.hands[seat].len());
            assert!(!set.contains("Schellen-Banner".parse().unwrap()));
            assert!(set.iter().all(|c| knows.unseen.contains(c)));
        }
    }
    // Any unseen card may be the one out of play, not only the two that are.
    assert!(left_out.len() > 2, "{left_out:?}");
    assert!(!left_out.contains(known[0].1));
}
