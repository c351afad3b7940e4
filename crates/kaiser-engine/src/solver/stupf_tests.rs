//! The solver where a Stupf (a card whose power depends on being led, such as stans'
//! Trumpf-7) or a blocker is held: the issue-17 deal, plain minimax as the referee on small
//! random deals, and the replay check of printed lines ([`check_line`]).

use super::tests::{random_table, table};
use super::*;
use crate::cards::{CardSet, Suit};
use crate::power::Power;
use crate::system::Class;
use crate::{PowerOptions, catalog};
use proptest::prelude::*;
use rand::SeedableRng;
use rand::seq::SliceRandom;

/// Issue 17: A must lead its Trumpf-7 into D's Jos. Achermann 1978 §1 (`001_…` §1): "Sie
/// sticht nämlich überhaupt kein Blatt, wird aber umgekehrt allein vom Jos bezwungen. Erst
/// wenn dies geschehen ist, können Mugg oder Trumffünf stechen": C's Trumpf-5 does not take
/// the led Trumpf-7, D's Jos does, so B and D win the only trick.
#[test]
fn a_led_trumpf_7_falls_to_the_jos_not_to_the_partners_trumpf_5() {
    let (power, t) = table(
        "stans",
        Suit::Rosen,
        &[&["Trumpf-7"], &["Blass"], &["Trumpf-5"], &["Jos"]],
        &[0, 1, 0, 1],
        &[1, 1],
    );
    assert!(!makes(&power, &t, 0));
    assert!(makes(&power, &t, 1));
    assert!(makes_plain(&power, &t, 1));
    let sol = solve(&power, &t);
    assert_eq!(sol.winner, Some(1), "B and D win");
    assert_eq!(sol.line.len(), 1);
    assert_eq!(sol.line[0].winner, 3, "D's Jos takes the trick");
    assert_eq!(check_line(&power, &t, &sol), Ok(()));
    assert_eq!(max_tricks(&power, &t, 0), 0);
}

#[test]
fn a_line_that_misses_its_verdict_is_caught() {
    let (power, t) = table(
        "stans",
        Suit::Rosen,
        &[&["Trumpf-7"], &["Blass"], &["Trumpf-5"], &["Jos"]],
        &[0, 1, 0, 1],
        &[1, 1],
    );
    let mut sol = solve(&power, &t);
    // The wrong verdict of issue 17 with the line that refutes it.
    sol.winner = Some(0);
    assert_eq!(
        check_line(&power, &t, &sol),
        Err(LineMismatch::Verdict {
            claimed: Some(0),
            reached: Some(1)
        })
    );
    // A wrong winner, a card nobody holds, a seat out of turn, an empty trick.
    let good = solve(&power, &t);
    let mut bad = good.clone();
    bad.line[0].winner = 2;
    assert_eq!(
        check_line(&power, &t, &bad),
        Err(LineMismatch::Illegal { trick: 0 })
    );
    let mut bad = good.clone();
    bad.line[0].cards.swap(0, 1);
    assert_eq!(
        check_line(&power, &t, &bad),
        Err(LineMismatch::Illegal { trick: 0 })
    );
    let mut bad = good.clone();
    bad.line[0].seats.rotate_left(1);
    assert_eq!(
        check_line(&power, &t, &bad),
        Err(LineMismatch::Illegal { trick: 0 })
    );
    let mut bad = good.clone();
    bad.line[0].cards.clear();
    assert_eq!(
        check_line(&power, &t, &bad),
        Err(LineMismatch::Illegal { trick: 0 })
    );
    // One trick too many.
    let mut bad = good;
    bad.line.push(bad.line[0].clone());
    assert_eq!(
        check_line(&power, &t, &bad),
        Err(LineMismatch::Illegal { trick: 1 })
    );
}

/// Every system with a Stupf or a blocker, with every trump, and the cards that make such
/// deals sharp: the Stupf and blocker cards, the cards that take a led Stupf and the three
/// strongest Stecher.
fn systems() -> Vec<(String, Power, Vec<crate::cards::Card>)> {
    let mut out = Vec::new();
    for id in catalog::ids() {
        let sys = catalog::load(id).unwrap();
        for trump in Suit::ALL {
            // Face-down play doubles plain minimax's branching: it is refereed on smaller
            // deals in down_tests.rs.
            let mut power = Power::new(&sys, trump, &PowerOptions::default()).unwrap();
            power.face_down = false;
            let cards = sharp_cards(&power);
            if cards.is_empty() {
                continue;
            }
            out.push((format!("{id} {trump}"), power, cards));
        }
    }
    out
}

/// The cards that make a deal sharp: the Stupf and blocker cards, the cards that take a led
/// Stupf, the three strongest Stecher and the cards with a limit with what they may take
/// (none when the system has no Stupf or blocker).
pub(super) fn sharp_cards(power: &Power) -> Vec<crate::cards::Card> {
    let deck = power.deck.cards();
    let mut cards: Vec<_> = deck
        .iter()
        .copied()
        .filter(|c| {
            let e = power.entry(*c);
            e.class == Class::Stupf || e.blocker
        })
        .collect();
    if cards.is_empty() {
        return cards;
    }
    // The cards that take a led Stupf, and the three strongest Stecher.
    for c in cards.clone() {
        cards.extend(power.entry(c).taken_by.iter());
    }
    let mut stecher: Vec<_> = deck
        .iter()
        .copied()
        .filter(|c| power.entry(*c).class == Class::Stecher)
        .collect();
    stecher.sort_by_key(|c| std::cmp::Reverse(power.entry(*c).level));
    cards.extend(stecher.into_iter().take(3));
    // Cards with a limit and the cards they may take (taking is then not transitive).
    for c in deck.iter().copied().filter(|c| power.entry(*c).limited) {
        cards.push(c);
        cards.extend(power.entry(c).takes_only.into_iter().flat_map(|s| s.iter()));
    }
    cards.sort_by_key(|c| c.id());
    cards.dedup();
    cards
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Small random deals that hold a Stupf (or a blocker) where the system has one: the
    /// solver agrees with plain minimax for both parties, and its line reaches its verdict.
    #[test]
    fn agrees_with_plain_minimax_where_a_stupf_is_held(
        which in 0usize..1000,
        seed in any::<u64>(),
        four in any::<bool>(),
        cards in 1usize..=3,
        tight in any::<bool>(),
        extra in 0usize..3,
        must_overtake in proptest::bool::weighted(0.2),
    ) {
        // Systems without a Stupf or blocker are refereed by
        // `tests::agrees_with_plain_minimax_on_random_deals`.
        let all = systems();
        prop_assume!(!all.is_empty());
        let (name, power, sharp) = &all[which % all.len()];
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        // Tight deals (one or two cards each) are where a forced lead of a Stupf decides.
        let cards = if tight { cards.min(2) } else { cards };
        let (seats, cards) = if four { (4, cards) } else { (2, cards + 1 + extra) };
        let mut t = random_table(&mut rng, power, seats, cards);
        t.rules.must_overtake = must_overtake;
        // Deal a Stupf (or blocker) first, then some of the sharp cards, the rest at random.
        let mut deck: Vec<_> = power.deck.cards();
        deck.shuffle(&mut rng);
        let mut first: Vec<_> = sharp.clone();
        first.shuffle(&mut rng);
        let stupf = *sharp
            .iter()
            .find(|c| {
                let e = power.entry(**c);
                e.class == Class::Stupf || e.blocker
            })
            .unwrap();
        first.retain(|c| *c != stupf);
        first.insert(0, stupf);
        first.truncate(1 + (seed as usize >> 8) % (seats * cards));
        deck.retain(|c| !first.contains(c));
        first.extend(deck);
        let mut dealt = first[..seats * cards].to_vec();
        dealt.shuffle(&mut rng);
        for (s, hand) in t.hands.iter_mut().enumerate() {
            *hand = dealt[s * cards..(s + 1) * cards].iter().copied().collect();
        }
        // Sometimes a target each of one trick, as in the issue-17 deal.
        if extra == 2 {
            t.need = vec![1, t.remaining()];
        }
        for goal in 0..2 {
            prop_assert_eq!(
                makes(power, &t, goal),
                makes_plain(power, &t, goal),
                "{} {:?} goal {}", name, t, goal
            );
        }
        let sol = solve(power, &t);
        prop_assert_eq!(check_line(power, &t, &sol), Ok(()), "{} {:?}", name, t);
        let hands = CardSet::from_bits(t.hands.iter().fold(0, |a, h| a | h.bits()));
        prop_assert_eq!(hands.len(), seats * cards);
    }
}

/// Every one-trick deal of four seats (A and C against B and D, A leading, a trick each to
/// win, as the first trick and as a later one: karnoeffel's Trumpf-7 differs) drawn from a system's sharp cards and two plain fillers, for every system with a
/// Stupf or a blocker and every trump: the solver agrees with plain minimax and its line
/// reaches its verdict. The issue-17 deal is one of them; random deals find such a deal
/// only about once in three thousand.
#[test]
fn agrees_with_plain_minimax_on_every_sharp_one_trick_deal() {
    let mut checked = 0;
    for (name, power, sharp) in systems() {
        let mut pool = sharp.clone();
        let fillers = power
            .deck
            .cards()
            .into_iter()
            .filter(|c| !sharp.contains(c) && power.entry(*c).class == Class::Plain);
        pool.extend(fillers.take(2));
        let n = pool.len();
        for a in 0..n {
            for b in (0..n).filter(|b| *b != a) {
                for c in (0..n).filter(|c| *c != a && *c != b) {
                    for d in (0..n).filter(|d| *d != a && *d != b && *d != c) {
                        for played in 0..2 {
                            let t = Table {
                                hands: [a, b, c, d]
                                    .iter()
                                    .map(|i| [pool[*i]].into_iter().collect())
                                    .collect(),
                                party: vec![0, 1, 0, 1],
                                need: vec![1, 1],
                                won: vec![0, 0],
                                leader: 0,
                                played,
                                rules: PlayRules::default(),
                            };
                            for goal in 0..2 {
                                assert_eq!(
                                    makes(&power, &t, goal),
                                    makes_plain(&power, &t, goal),
                                    "{name} {t:?} goal {goal}"
                                );
                            }
                            let sol = solve(&power, &t);
                            assert_eq!(check_line(&power, &t, &sol), Ok(()), "{name} {t:?}");
                        }
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 1000, "{checked} deals");
}
