//! Searched play in big hands (issue 15 item 10): while more cards are in the hands than a
//! full solve of each sampled deal can afford ([`super::SOLVE_LIMIT`], e.g. the first
//! tricks at six and eight players, or at four in stans), the `best` player still samples,
//! but fewer deals ([`Big::samples`]) and with a budget of positions per deal
//! ([`Big::positions`], the solver's [`crate::solver::Budget`]). A deal whose solve gives up
//! is judged by a cheap evaluation instead: its vote goes to the card of the quick rule
//! ([`super::quick`]). So where every deal is too big the player plays the quick rule, as
//! before, and where some can be solved they decide.

use super::{Choice, Knowledge, quick, sample};
use crate::cards::Card;
use crate::deal::Hand;
use crate::solver::Solver;
use rand::Rng;

/// How the `best` player searches big hands: sampled deals per decision and the positions
/// each deal's solve may visit (for every legal card together).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Big {
    /// Sampled deals per decision.
    pub samples: usize,
    /// Positions per deal before its solve gives up.
    pub positions: u64,
}

/// The `best` player's search in big hands: 8 deals of at most 40,000 positions each,
/// chosen for the median decision time at six and eight players (docs/arena.md).
pub const BIG: Big = Big {
    samples: 8,
    positions: 40_000,
};

/// What the searched deals said: the card (its [`Choice::chance`]: the share of the deals
/// solved within the budget in which its party makes its tricks after it; `None` when none
/// was), and how many deals were solved.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Searched {
    /// The choice.
    pub choice: Choice,
    /// Deals solved within the budget.
    pub solved: usize,
}

/// Choose among `legal` (more than one card) for `seat` by [`Big`]'s budgeted solves.
pub fn choose_big(
    hand: &Hand,
    seat: usize,
    legal: &[Card],
    seen: &Knowledge,
    big: Big,
    rng: &mut impl Rng,
) -> Searched {
    let cheap = quick(hand, seat, legal);
    let cheap_at = legal.iter().position(|c| *c == cheap).unwrap_or(0);
    let party = hand.table.party[seat];
    let mut wins = vec![0usize; legal.len()];
    let mut made = vec![0usize; legal.len()];
    let mut solved = 0;
    for _ in 0..big.samples {
        let hands = sample(hand, seat, seen, rng);
        let mut solver = Solver::new(&hand.power, party).with_budget(big.positions);
        let mut makes = vec![false; legal.len()];
        for (i, card) in legal.iter().enumerate() {
            let mut t = hand.table.clone();
            t.hands = hands.clone();
            t.hands[seat].remove(*card);
            let mut trick = hand.current.clone();
            trick.push(*card);
            makes[i] = solver.makes_after(&t, &trick);
            if solver.gave_up().is_some() {
                break;
            }
        }
        if solver.gave_up().is_some() {
            wins[cheap_at] += 1;
            continue;
        }
        solved += 1;
        for (i, m) in makes.iter().enumerate() {
            wins[i] += usize::from(*m);
            made[i] += usize::from(*m);
        }
    }
    let p = &hand.power;
    let best = (0..legal.len())
        .min_by_key(|i| {
            (
                std::cmp::Reverse(wins[*i]),
                *i != cheap_at,
                p.entry(legal[*i]).level,
                legal[*i].id(),
            )
        })
        .unwrap_or(cheap_at);
    let chance = (solved > 0).then(|| made[best] as f64 / solved as f64);
    Searched {
        choice: Choice {
            card: legal[best],
            chance,
        },
        solved,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::infer::Facts;
    use crate::cards::{CardSet, Deck, Suit};
    use crate::catalog;
    use rand::SeedableRng;

    fn hand() -> Hand {
        let system = catalog::load("stans").unwrap();
        let mut def = system.table(4, None).unwrap().clone();
        def.need = 2;
        let cards = |n: &[&str]| n.iter().map(|c| c.parse().unwrap()).collect::<Vec<Card>>();
        let hands = [
            cards(&["Schellen-Banner", "Eichel-3", "Rosen-König"]),
            cards(&["Eichel-König", "Schellen-3", "Schellen-4"]),
            cards(&["Rosen-3", "Rosen-4", "Rosen-5"]),
            cards(&["Schilten-3", "Schilten-4", "Schilten-5"]),
        ];
        let announced = cards(&["Schellen-Banner"]);
        Hand::new(
            &system,
            &def,
            Deck::Stans40,
            Suit::Eichel,
            &hands,
            &announced,
            0,
        )
        .unwrap()
    }

    fn seen(h: &Hand) -> Knowledge {
        let unseen: CardSet = (1..4).flat_map(|s| h.table.hands[s].iter()).collect();
        Knowledge {
            unseen,
            facts: Facts::default(),
            ..Knowledge::default()
        }
    }

    #[test]
    fn a_deal_that_runs_out_is_judged_by_the_quick_rule() {
        let h = hand();
        let legal: Vec<Card> = h.legal().iter().collect();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        // (positions per deal, deals solved, the card is the quick rule's)
        let table = [(1u64, 0usize, true), (u64::MAX, 6, false)];
        for (positions, solved, is_quick) in table {
            let big = Big {
                samples: 6,
                positions,
            };
            let s = choose_big(&h, 0, &legal, &seen(&h), big, &mut rng);
            assert!(legal.contains(&s.choice.card));
            assert_eq!(s.solved, solved, "{positions}");
            assert_eq!(s.choice.chance.is_some(), solved > 0, "{positions}");
            if is_quick {
                assert_eq!(s.choice.card, quick(&h, 0, &legal));
            }
        }
    }

    #[test]
    fn over_the_limit_best_searches_and_the_others_play_the_quick_rule() {
        let h = hand();
        let how = crate::bot::Sampling {
            samples: 4,
            extra: 0,
            limit: 2,
            big: Some(Big {
                samples: 4,
                positions: u64::MAX,
            }),
            margin: false,
            fusion: None,
        };
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let searched = crate::bot::choose_closely(&h, &seen(&h), how, &mut rng).unwrap();
        assert!(searched.chance.is_some(), "{searched:?}");
        let plain = crate::bot::Sampling { big: None, ..how };
        let quick_one = crate::bot::choose_closely(&h, &seen(&h), plain, &mut rng).unwrap();
        assert_eq!(quick_one.chance, None);
    }
}
