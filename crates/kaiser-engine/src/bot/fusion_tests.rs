//! The search against strategy fusion ([`super`]): one move deep it is plain sampled play,
//! holding its party to one plan never makes more deals, one deal cannot fuse, and in some
//! lungern endgames it rates a card lower than sampled play does (the fused strategies).

use super::*;
use crate::bot::{Knowledge, infer::Facts, sample};
use crate::catalog;
use crate::deal::{Hand, deal, deck_for};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

/// A lungern hand at four players, dealt from `seed` and played by random legal cards
/// until at most `tricks` tricks are left (the current one counted), with seat to play.
fn endgame(seed: u64, tricks: usize) -> Option<(Hand, usize)> {
    let system = catalog::load("lungern").unwrap();
    let def = system.table(4, None).unwrap().clone();
    let deck = deck_for(&system, &def);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let dealt = deal(&system, &def, deck, 3, &mut rng).ok()?;
    let mut hand = Hand::new(&system, &def, deck, dealt.trump, &dealt.hands, &[], 0).ok()?;
    loop {
        let seat = hand.to_play()?;
        let left = hand.table.remaining() as usize + usize::from(!hand.current.is_empty());
        if left <= tricks {
            return Some((hand, seat));
        }
        let legal: Vec<Card> = hand.legal().iter().collect();
        hand.play(*legal.choose(&mut rng)?).ok()?;
    }
}

/// What `seat` knows at lungern's table: its partner's cards (shown) and, unseen, the
/// opponents' cards with every card out of play.
fn knows(hand: &Hand, seat: usize) -> Knowledge {
    let t = &hand.table;
    let mut unseen: CardSet = hand.power.deck.cards().into_iter().collect();
    let played = hand.history.iter().flat_map(|t| t.cards.iter());
    for c in played.chain(&hand.current) {
        unseen.remove(*c);
    }
    let mut shown = Vec::new();
    for (s, h) in t.hands.iter().enumerate() {
        if t.party[s] == t.party[seat] {
            for c in h.iter() {
                unseen.remove(c);
                if s != seat {
                    shown.push((s, c));
                }
            }
        }
    }
    Knowledge {
        unseen,
        shown,
        known: Vec::new(),
        laid_away: 0,
        facts: Facts::default(),
    }
}

/// `n` deals as the bot draws them.
fn deals(hand: &Hand, seat: usize, n: usize, seed: u64) -> Vec<Vec<CardSet>> {
    let seen = knows(hand, seat);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..n)
        .map(|_| sample(hand, seat, &seen, &mut rng))
        .collect()
}

/// Sampled play's count per card: the deals in which its party makes its tricks after it.
fn plain(hand: &Hand, seat: usize, legal: &[Card], deals: &[Vec<CardSet>]) -> Vec<u32> {
    let party = hand.table.party[seat];
    let mut solver = Solver::new(&hand.power, party);
    legal
        .iter()
        .map(|c| {
            deals
                .iter()
                .filter(|h| {
                    let mut t = hand.table.clone();
                    t.hands = (*h).clone();
                    t.hands[seat].remove(*c);
                    let mut trick = hand.current.clone();
                    trick.push(*c);
                    solver.restart(Budget::default());
                    solver.makes_after(&t, &trick)
                })
                .count() as u32
        })
        .collect()
}

#[test]
fn one_move_deep_it_is_sampled_play_and_deeper_it_never_makes_more() {
    let mut compared = 0;
    let mut lower = 0;
    for seed in 0..24u64 {
        let Some((hand, seat)) = endgame(seed, 3) else {
            continue;
        };
        assert!(applies(&hand, seat, &knows(&hand, seat).shown));
        let legal: Vec<Card> = hand.legal().iter().collect();
        let d = deals(&hand, seat, 12, seed);
        let pimc = plain(&hand, seat, &legal, &d);
        assert_eq!(scores(&hand, seat, &legal, &d, 1), pimc, "seed {seed}");
        let deep = scores(&hand, seat, &legal, &d, 6);
        for (a, b) in deep.iter().zip(&pimc) {
            assert!(a <= b, "seed {seed}: {deep:?} {pimc:?}");
        }
        lower += usize::from(deep != pimc);
        // One deal: nothing to fuse, so one plan makes what sampled play makes.
        let one = &d[..1];
        assert_eq!(
            scores(&hand, seat, &legal, one, 6),
            plain(&hand, seat, &legal, one),
            "seed {seed}"
        );
        compared += 1;
    }
    assert!(compared >= 20, "{compared}");
    // Sampled play fuses strategies in some of these endgames: a plan that plays one card
    // in every deal it cannot tell apart makes fewer deals than it counted on.
    assert!(lower >= 1, "no fusion found in {compared} endgames");
}

#[test]
fn where_sampled_play_fuses_it_picks_a_card_one_plan_makes_more_with() {
    // Endgames where sampled play rates several cards best alike but one plan makes fewer
    // deals with some of them: αµ's card makes the most with one plan, and each card it
    // ranks lower was rated too high by sampled play (deals no single plan makes with it).
    let mut found = 0;
    for seed in 0..24u64 {
        let Some((hand, seat)) = endgame(seed, 3) else {
            continue;
        };
        let legal: Vec<Card> = hand.legal().iter().collect();
        let d = deals(&hand, seat, 12, seed);
        let pimc = plain(&hand, seat, &legal, &d);
        let deep = scores(&hand, seat, &legal, &d, 6);
        let top = *pimc.iter().max().unwrap();
        let plan = *deep.iter().max().unwrap();
        let fused: Vec<usize> = (0..legal.len())
            .filter(|i| pimc[*i] == top && deep[*i] < plan)
            .collect();
        if fused.is_empty() {
            continue;
        }
        for i in fused {
            assert!(pimc[i] > deep[i], "seed {seed}: {pimc:?} {deep:?}");
        }
        let best = (0..legal.len()).find(|i| deep[*i] == plan).unwrap();
        assert!(pimc[best] >= deep[best], "seed {seed}");
        found += 1;
    }
    assert!(
        found >= 1,
        "no endgame where sampled play's best cards fuse"
    );
}

#[test]
fn it_applies_only_where_every_partner_is_seen() {
    let (hand, seat) = endgame(1, 5).unwrap();
    let seen = knows(&hand, seat);
    assert!(applies(&hand, seat, &seen.shown));
    // A partner's card not shown: the partner may know other cards than the seat.
    let fewer: Vec<(usize, Card)> = seen.shown[1..].to_vec();
    assert!(!applies(&hand, seat, &fewer));
    assert_eq!(for_system("stans"), None);
    assert_eq!(for_system("lungern"), Some(LUNGERN));
}
