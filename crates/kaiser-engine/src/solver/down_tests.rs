//! The solver with cards laid face down (issue 15 item 3): plain minimax, which tries every
//! card face up and face down where the rules allow it, is the referee; the solver tries face
//! down only the cards that would take (one of each set of equivalent cards).

use super::stupf_tests::sharp_cards;
use super::tests::{random_table, table};
use super::*;
use crate::cards::Suit;
use crate::power::Power;
use crate::{PowerOptions, catalog};
use rand::SeedableRng;
use rand::seq::SliceRandom;

/// Stans, Rosen trump. A leads the Trumpf-7; C, A's partner, holds only the Jos, D the Mugg.
/// Face up the Jos must take the led Trumpf-7 and the Mugg then takes the Jos (Achermann
/// 1978 §1: "allein vom Jos bezwungen. Erst wenn dies geschehen ist, können Mugg oder
/// Trumffünf stechen"); laid face down (§4: "so kann er auch eine Karte verdeckt ablegen"),
/// the Trumpf-7 holds. So A and C make their trick only because C may lay the Jos down.
#[test]
fn laying_the_jos_down_wins_the_led_trumpf_7() {
    let (mut power, t) = table(
        "stans",
        Suit::Rosen,
        &[&["Trumpf-7"], &["Eichel-6"], &["Jos"], &["Mugg"]],
        &[0, 1, 0, 1],
        &[1, 1],
    );
    assert!(makes(&power, &t, 0));
    assert!(makes_plain(&power, &t, 0));
    let sol = solve(&power, &t);
    assert_eq!(sol.winner, Some(0));
    assert_eq!(sol.line[0].face_down, 0b0100, "C lays the Jos face down");
    assert_eq!(sol.line[0].winner, 0);
    assert_eq!(check_line(&power, &t, &sol), Ok(()));
    // Where face-down play is not allowed the answer turns.
    power.face_down = false;
    assert!(!makes(&power, &t, 0));
    assert!(!makes_plain(&power, &t, 0));
}

/// Small random deals of every system that allows face-down play, with its sharp cards dealt
/// first: the solver agrees with plain minimax for both parties (with and without the duty
/// to take) and its line reaches its verdict.
#[test]
fn agrees_with_plain_minimax_where_cards_may_go_face_down() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(30);
    let mut checked = 0;
    for id in catalog::ids() {
        let sys = catalog::load(id).unwrap();
        if sys.face_down.is_none() {
            continue;
        }
        for trump in Suit::ALL {
            let power = Power::new(&sys, trump, &PowerOptions::default()).unwrap();
            let sharp = sharp_cards(&power);
            for k in 0..6 {
                let (seats, cards) = if k % 2 == 0 {
                    (4, 1 + k % 4 / 2)
                } else {
                    (2, 2 + k % 3)
                };
                let mut t = random_table(&mut rng, &power, seats, cards);
                t.rules.must_overtake = k % 3 == 0;
                let mut deck = power.deck.cards();
                deck.shuffle(&mut rng);
                let mut first = sharp.clone();
                first.shuffle(&mut rng);
                first.truncate(1 + k % (seats * cards));
                deck.retain(|c| !first.contains(c));
                first.extend(deck);
                let mut dealt = first[..seats * cards].to_vec();
                dealt.shuffle(&mut rng);
                for (s, hand) in t.hands.iter_mut().enumerate() {
                    *hand = dealt[s * cards..(s + 1) * cards].iter().copied().collect();
                }
                if k % 3 == 1 {
                    t.need = vec![1, t.remaining()];
                }
                for goal in 0..2 {
                    assert_eq!(
                        makes(&power, &t, goal),
                        makes_plain(&power, &t, goal),
                        "{id} {t:?} goal {goal}"
                    );
                }
                let sol = solve(&power, &t);
                assert_eq!(check_line(&power, &t, &sol), Ok(()), "{id} {t:?}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 5 * 4 * 6, "{checked}");
}

/// Every one-trick deal of four seats (A and C against B and D, A leading, a trick each to
/// win) drawn from the sharp cards of a system that allows face-down play and two plain
/// fillers: the solver agrees with plain minimax, its line reaches its verdict, and laying a
/// card face down changes the answer of some (the deal above is one of them).
#[test]
fn agrees_with_plain_minimax_on_every_sharp_one_trick_deal_with_face_down_play() {
    let (mut checked, mut changed) = (0, 0);
    for id in ["stans", "willisau", "liebenau"] {
        let sys = catalog::load(id).unwrap();
        let power = Power::new(&sys, Suit::Rosen, &PowerOptions::default()).unwrap();
        let mut up = power.clone();
        up.face_down = false;
        let mut pool = sharp_cards(&power);
        pool.truncate(7);
        let fillers: Vec<_> = power
            .deck
            .cards()
            .into_iter()
            .filter(|c| !pool.contains(c) && power.entry(*c).class == crate::Class::Plain)
            .take(2)
            .collect();
        pool.extend(fillers);
        let n = pool.len();
        for a in 0..n {
            for b in (0..n).filter(|b| *b != a) {
                for c in (0..n).filter(|c| *c != a && *c != b) {
                    for d in (0..n).filter(|d| *d != a && *d != b && *d != c) {
                        let t = Table {
                            hands: [a, b, c, d]
                                .iter()
                                .map(|i| [pool[*i]].into_iter().collect())
                                .collect(),
                            party: vec![0, 1, 0, 1],
                            need: vec![1, 1],
                            won: vec![0, 0],
                            leader: 0,
                            played: 1,
                            rules: PlayRules::default(),
                        };
                        for goal in 0..2 {
                            let m = makes(&power, &t, goal);
                            assert_eq!(m, makes_plain(&power, &t, goal), "{id} {t:?} goal {goal}");
                            changed += usize::from(m != makes(&up, &t, goal));
                        }
                        let sol = solve(&power, &t);
                        assert_eq!(check_line(&power, &t, &sol), Ok(()), "{id} {t:?}");
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 1000, "{checked} deals");
    assert!(
        changed > 0,
        "face-down play changed no answer in {checked} deals"
    );
}
