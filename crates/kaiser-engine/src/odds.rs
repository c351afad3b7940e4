//! `kaiser odds` in numbers: how often a hand's party makes its tricks, over random deals of
//! the unseen cards, each solved double-dummy. Pure: the caller shows progress through `tick`.

use crate::Power;
use crate::cards::{Card, CardSet};
use crate::deal::parties_of;
use crate::solver::{Budget, PlayRules, Solver, Table};
use crate::system::TableDef;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

/// Positions one deal of `kaiser odds` may take before the table is called too big.
pub const ODDS_BUDGET: u64 = 4_000_000;

/// How many of `samples` random deals of the unseen cards let `seat`'s party make its
/// tricks double-dummy (`None` when a deal is too big to solve within [`ODDS_BUDGET`]).
/// Deterministic for a seed, whatever the number of threads (each sample has its own
/// generator), and run on every core.
pub fn odds(
    power: &Power,
    def: &TableDef,
    hand: &[Card],
    seat: usize,
    samples: u32,
    seed: u64,
    tick: &(dyn Fn() + Sync),
) -> Option<u32> {
    odds_with(power, def, hand, seat, &[], samples, seed, tick)
}

/// [`odds`] knowing some of the partners' cards (`kaiser odds --partner`, issue 15 item 2):
/// each `(seat, cards)` holds those cards in every deal, and only the cards nobody named are
/// dealt to fill the hands. The caller checks that the cards are distinct and fit a hand.
#[allow(clippy::too_many_arguments)]
pub fn odds_with(
    power: &Power,
    def: &TableDef,
    hand: &[Card],
    seat: usize,
    partners: &[(usize, Vec<Card>)],
    samples: u32,
    seed: u64,
    tick: &(dyn Fn() + Sync),
) -> Option<u32> {
    let mine: CardSet = hand.iter().copied().collect();
    // What each seat is known to hold before the deal of the rest: its own hand, the
    // partners' cards named.
    let mut given = vec![CardSet::EMPTY; def.players];
    for (s, cards) in partners {
        if let Some(g) = given.get_mut(*s).filter(|_| *s != seat) {
            cards.iter().for_each(|c| {
                g.insert(*c);
            });
        }
    }
    let named: CardSet = given.iter().flat_map(|g| g.iter()).collect();
    let unseen: Vec<Card> = power
        .deck
        .cards()
        .into_iter()
        .filter(|c| !mine.contains(*c) && !named.contains(*c))
        .collect();
    let party = parties_of(def);
    let k = hand.len();
    let need = vec![def.need; def.parties];
    let won = vec![0; def.parties];
    let rules = PlayRules {
        must_overtake: def.must_overtake,
    };
    let budget = Budget::positions(ODDS_BUDGET);
    (0..samples)
        .into_par_iter()
        // One solver per worker job, reused deal after deal (its per-card tables built once,
        // its transposition table emptied in one step, a new generation, and kept), and the
        // position and buffers of a deal with it (the search works on the position itself,
        // no copy per deal).
        .map_init(
            || {
                let solver = Solver::new(power, party[seat]);
                let table = Table {
                    hands: vec![CardSet::EMPTY; def.players],
                    party: party.clone(),
                    need: need.clone(),
                    won: won.clone(),
                    leader: 0,
                    played: 0,
                    rules,
                };
                (solver, table, unseen.clone())
            },
            |(solver, table, pool), i| {
                let mut rng = ChaCha8Rng::seed_from_u64(
                    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                        .wrapping_add(i as u64),
                );
                // The same order for every sample: the shuffle alone decides the deal.
                pool.copy_from_slice(&unseen);
                pool.shuffle(&mut rng);
                let mut rest = pool.iter().copied();
                for (s, h) in table.hands.iter_mut().enumerate() {
                    *h = if s == seat { mine } else { given[s] };
                    if s != seat {
                        while h.len() < k {
                            match rest.next() {
                                Some(c) => h.insert(c),
                                None => break,
                            };
                        }
                    }
                }
                solver.restart(budget);
                let made = solver.try_makes_in(table);
                tick();
                made.map(|m| m as u32)
            },
        )
        .sum()
}
