//! How well a bot's sampled chance predicts the hand (issue 17 item 2): the bots play whole
//! hands without raising (so every hand is played out by tricks), and before each of its
//! cards every seat estimates its party's chance as it does for the stake
//! ([`crate::bot::chance`], from its own view only, with dice of its own so the play is the
//! same with or without the estimates). Each estimate is then set against whether its
//! party made its tricks; the estimates are counted in bins of a tenth.
//!
//! In big mode ([`What::Big`]) only the estimates of big hands (more than
//! [`bot::SOLVE_LIMIT`] cards in all hands) are recorded, and uncalibrated
//! ([`bot::strength::raw`]): what [`bot::strength::CALIBRATION`] is measured from.
//!
//! Deterministic for a seed, whatever the number of threads (as [`crate::arena`]).

use crate::bot;
use crate::cards::Card;
use crate::deal::{deal, deck_for};
use crate::facedown::Move;
use crate::system::{RuleSystem, TableDef};
use crate::table::{
    Agent, Driver, Forward, Leave, Seat, Strategy, TableError, View, dice, knowledge,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

/// Estimates whose chance lay in one tenth, and how often their party made its tricks.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Bin {
    /// The bin's lower end (0.0, 0.1, ... 0.9; the last bin holds 1.0 too).
    pub from: f64,
    /// Estimates in the bin.
    pub count: u64,
    /// Their mean.
    pub estimated: f64,
    /// The share of them whose party made its tricks.
    pub actual: f64,
}

/// One estimate: the chance, and whether the party then made its tricks.
type Estimate = (f64, bool);

/// Which estimates to record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum What {
    /// The chance for the stake, as the bots estimate it ([`bot::chance`]), before every card.
    Chance,
    /// Only in big hands: the raw weight of the cards ([`bot::strength::raw`]), before
    /// calibration.
    Big,
}

/// A seat that plays like `agent` and writes down its chance before each card.
struct Recorder {
    agent: Agent,
    samples: usize,
    what: What,
    rng: ChaCha8Rng,
    log: Rc<RefCell<Vec<(usize, f64)>>>,
}

impl Forward for Recorder {
    fn inner(&mut self) -> &mut dyn Seat {
        &mut self.agent
    }
    fn play(&mut self, v: &View) -> Result<Card, Leave> {
        Forward::play_move(self, v).map(|m| m.card)
    }
    fn play_move(&mut self, v: &View) -> Result<Move, Leave> {
        if let (Some(hand), Some(seen)) = (v.assumed_hand(), knowledge(v)) {
            let big = hand.table.hands.iter().map(|h| h.len()).sum::<usize>() > bot::SOLVE_LIMIT;
            let c = match self.what {
                What::Chance => Some(bot::chance(
                    &hand,
                    v.seat,
                    &seen,
                    self.samples,
                    &mut self.rng,
                )),
                What::Big if big => Some(bot::strength::raw(&hand, v.seat, &seen)),
                What::Big => None,
            };
            if let Some(c) = c {
                self.log.borrow_mut().push((v.party(), c));
            }
        }
        self.agent.play_move(v)
    }
}

/// A generator's seed for deal `k` of `seed` (and one of its uses, `play`).
fn mix(seed: u64, k: u64, play: u64) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(k.wrapping_mul(0xBF58_476D_1CE4_E5B9))
        .wrapping_add(play)
}

/// The estimates of one deal, played by `strategy` at every seat, estimating with
/// `samples` deals.
fn one_deal(
    system: &RuleSystem,
    def: &TableDef,
    strategy: Strategy,
    (samples, what): (usize, What),
    seed: u64,
    k: u32,
) -> Result<Vec<Estimate>, TableError> {
    let deck = deck_for(system, def);
    let mut rng = ChaCha8Rng::seed_from_u64(mix(seed, u64::from(k), 0));
    let dealt = deal(system, def, deck, k as usize % def.players, &mut rng)?;
    let dice = dice(mix(seed, u64::from(k), 1));
    let log = Rc::new(RefCell::new(Vec::new()));
    let seats: Vec<Box<dyn Seat>> = (0..def.players)
        .map(|s| {
            Box::new(Recorder {
                agent: Agent::new(strategy, dice.clone()).without_raising(),
                samples,
                what,
                rng: ChaCha8Rng::seed_from_u64(mix(seed, u64::from(k), 2 + s as u64)),
                log: log.clone(),
            }) as Box<dyn Seat>
        })
        .collect();
    let mut driver = Driver::new(system, def, None, seats, dice.clone())?;
    let booking = driver
        .play_dealt(dealt)?
        .map_err(|_| TableError::Unfinished)?;
    let Some(booking) = booking else {
        return Ok(Vec::new());
    };
    let log = log.borrow();
    Ok(log
        .iter()
        .map(|(party, c)| (*c, *party == booking.party))
        .collect())
}

/// Count estimates into bins of a tenth.
pub fn bins(estimates: &[Estimate]) -> Vec<Bin> {
    let mut out: Vec<Bin> = (0..10)
        .map(|i| Bin {
            from: f64::from(i) / 10.0,
            ..Bin::default()
        })
        .collect();
    let mut sums = [(0.0, 0.0); 10];
    for (c, made) in estimates {
        let i = ((c * 10.0).floor().max(0.0) as usize).min(9);
        out[i].count += 1;
        sums[i].0 += c;
        sums[i].1 += f64::from(u8::from(*made));
    }
    for (b, (e, a)) in out.iter_mut().zip(sums) {
        if b.count > 0 {
            b.estimated = e / b.count as f64;
            b.actual = a / b.count as f64;
        }
    }
    out
}

/// Play `deals` deals with `strategy` at every seat and bin every estimate of `samples`
/// sampled deals (hands nobody books are left out).
pub fn run(
    system: &RuleSystem,
    def: &TableDef,
    strategy: Strategy,
    samples: usize,
    deals: u32,
    seed: u64,
) -> Result<Vec<Bin>, TableError> {
    run_what(system, def, strategy, (samples, What::Chance), deals, seed)
}

/// [`run`] recording `what` (with `samples` sampled deals per estimate where it samples).
pub fn run_what(
    system: &RuleSystem,
    def: &TableDef,
    strategy: Strategy,
    (samples, what): (usize, What),
    deals: u32,
    seed: u64,
) -> Result<Vec<Bin>, TableError> {
    let all: Vec<Vec<Estimate>> = (0..deals)
        .into_par_iter()
        .map(|k| one_deal(system, def, strategy, (samples, what), seed, k))
        .collect::<Result<_, _>>()?;
    let flat: Vec<Estimate> = all.into_iter().flatten().collect();
    Ok(bins(&flat))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog;

    #[test]
    fn estimates_fall_in_their_tenth() {
        let b = bins(&[(0.05, true), (0.15, false), (0.95, true), (1.0, false)]);
        assert_eq!(b.len(), 10);
        assert_eq!((b[0].count, b[0].actual), (1, 1.0));
        assert_eq!((b[1].count, b[1].actual), (1, 0.0));
        assert_eq!(b[9].count, 2);
        assert!((b[9].estimated - 0.975).abs() < 1e-9);
        assert!((b[9].actual - 0.5).abs() < 1e-9);
    }

    #[test]
    fn the_same_seed_gives_the_same_bins() {
        let system = catalog::load("lungern").unwrap();
        let def = system.table(4, None).unwrap().clone();
        let one = run(&system, &def, Strategy::Pimc, 4, 4, 1).unwrap();
        let again = run(&system, &def, Strategy::Pimc, 4, 4, 1).unwrap();
        assert_eq!(one, again);
        assert!(one.iter().map(|b| b.count).sum::<u64>() > 0);
    }

    #[test]
    fn big_mode_records_only_the_big_hands() {
        // Lungern at eight players: five cards each, 40 in the hands, so the cards of the first
        // two tricks are played from big hands (40 to 25 cards); the four-player table has
        // 20, none.
        let system = catalog::load("lungern").unwrap();
        let count = |players: usize| {
            let def = system.table(players, None).unwrap().clone();
            let bins = run_what(&system, &def, Strategy::Greedy, (0, What::Big), 3, 1).unwrap();
            bins.iter().map(|b| b.count).sum::<u64>()
        };
        assert_eq!(count(8), 3 * 16);
        assert_eq!(count(4), 0);
    }
}
