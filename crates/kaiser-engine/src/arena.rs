//! The arena: two strategies ([`Strategy`]) over the same deals, duplicate style. Each deal
//! is played once for every party with strategy A at that party's seats and B at all the
//! others (two parties: twice, the strategies swapped), so the luck of the cards cancels.
//! It counts A's hands won (a 95% interval over the deals), A's points per hand under the
//! stake, and the time each strategy takes per decision.
//!
//! Deterministic for a seed, whatever the number of threads: every deal has its own
//! generators, derived from the seed and the deal's number, and the deals run in parallel
//! (rayon). Times are measured, so they differ from run to run; nothing else does.

use crate::bot::{self, Stake};
use crate::cards::Card;
use crate::deal::{deal, deck_for, parties_of};
use crate::facedown::Move;
use crate::stake::Booking;
use crate::system::{RuleSystem, TableDef};
use crate::table::{Agent, Bid, Driver, Forward, Leave, Seat, Strategy, TableError, View, dice};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// What to play: the table, the two strategies, how many deals, the seed.
#[derive(Debug, Clone, Copy)]
pub struct Arena<'a> {
    /// The rule system.
    pub system: &'a RuleSystem,
    /// The table (players, parties).
    pub def: &'a TableDef,
    /// Strategy A (the one reported on).
    pub a: Strategy,
    /// Strategy B.
    pub b: Strategy,
    /// Deals to play (each once per party).
    pub deals: u32,
    /// The seed of the deals and the players' dice.
    pub seed: u64,
}

/// How long one strategy took per decision (a card with the stake check before it, or an
/// answer to a raise).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Timing {
    /// Decisions timed.
    pub decisions: u64,
    /// The median, in milliseconds.
    pub median_ms: f64,
    /// The mean, in milliseconds.
    pub mean_ms: f64,
    /// The slowest decision of 20 (95th percentile), in milliseconds.
    pub p95_ms: f64,
}

/// What the arena found, for strategy A.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// Deals played.
    pub deals: u32,
    /// Hands played (deals times parties).
    pub hands: u32,
    /// Parties at the table.
    pub parties: usize,
    /// A's share of the hands: 1 for a hand its party books, 0 for one a B party books, and
    /// 1 / parties when nobody books.
    pub win_rate: f64,
    /// Half the 95% interval of `win_rate` (normal approximation over the deals).
    pub win_margin: f64,
    /// What two equal strategies would get: 1 / parties.
    pub even: f64,
    /// A's points per hand: what its party booked minus what a B party booked on average.
    pub points: f64,
    /// Half the 95% interval of `points`.
    pub points_margin: f64,
    /// A's time per decision.
    pub time_a: Timing,
    /// B's time per decision.
    pub time_b: Timing,
}

/// One deal's outcome: A's win share and points per hand, and the decision times
/// ([`play_deals`]; [`report_of`] sums them up).
#[derive(Debug, Clone)]
pub struct DealResult {
    win: f64,
    points: f64,
    times_a: Vec<Duration>,
    times_b: Vec<Duration>,
}

/// A seat that times its player's decisions.
struct Timed {
    agent: Agent,
    times: Rc<RefCell<Vec<Duration>>>,
    /// Time spent on this turn's stake check, added to the card's.
    pending: Duration,
}

impl Forward for Timed {
    fn inner(&mut self) -> &mut dyn Seat {
        &mut self.agent
    }
    fn answer(&mut self, v: &View) -> Result<bool, Leave> {
        let t = Instant::now();
        let r = self.agent.answer(v);
        self.times.borrow_mut().push(t.elapsed());
        r
    }
    fn raise(&mut self, v: &View) -> Result<Bid, Leave> {
        let t = Instant::now();
        let r = self.agent.raise(v);
        self.pending += t.elapsed();
        r
    }
    fn freien(&mut self, v: &View, nach: bool) -> Result<bool, Leave> {
        let t = Instant::now();
        let r = self.agent.freien(v, nach);
        self.times.borrow_mut().push(t.elapsed());
        r
    }
    fn play(&mut self, v: &View) -> Result<Card, Leave> {
        Forward::play_move(self, v).map(|m| m.card)
    }
    fn play_move(&mut self, v: &View) -> Result<Move, Leave> {
        let t = Instant::now();
        let r = self.agent.play_move(v);
        let took = t.elapsed() + std::mem::take(&mut self.pending);
        self.times.borrow_mut().push(took);
        r
    }
}

/// How A's seats decide at liebenau's pauses in the deal (reading 40).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PauseRule {
    /// The strategy's own rule (a Spieldrei where it would freien, never leave).
    #[default]
    Own,
    /// The own rule, but leave (lassen) where the expected points of holding, from
    /// [`PAUSE_SAMPLES`] sampled solves of the deal so far, are below leaving's
    /// ([`bot::pause::leaves`]): a variant to measure.
    Points,
}

/// Sampled deals per decision of [`PauseRule::Points`].
pub const PAUSE_SAMPLES: u32 = 24;

/// A seat that decides at the pauses in the deal by expected points ([`PauseRule::Points`]),
/// and is its timed player otherwise.
struct ByPoints<'a> {
    timed: Timed,
    def: &'a TableDef,
}

impl ByPoints<'_> {
    /// Whether leaving beats holding the pending Spieldrei (if any) at this pause.
    fn leaves(&self, v: &View) -> bool {
        let pending = match &v.stake.pending {
            Some((_, crate::stake::RaiseKind::Spieldrei)) => 3,
            Some(_) => return false,
            None => 0,
        };
        // The deal's own seed: what the seat sees, so both plays of a paired deal agree.
        let seed = v
            .own
            .iter()
            .chain(v.face_up.iter().map(|(_, c)| c))
            .fold(v.seat as u64, |h, c| {
                h.wrapping_mul(0x100_0000_01B3).wrapping_add(c.id() as u64)
            });
        let chance = bot::pause::chance_at_pause(self.def, v, PAUSE_SAMPLES, seed);
        bot::pause::leaves(chance, v.stake.value, pending)
    }
}

impl Forward for ByPoints<'_> {
    fn inner(&mut self) -> &mut dyn Seat {
        &mut self.timed
    }
    fn pause(&mut self, v: &View) -> Result<Bid, Leave> {
        let own = Seat::pause(&mut self.timed, v)?;
        if own == Bid::Pass && v.stake.may_go && self.leaves(v) {
            return Ok(Bid::Go);
        }
        Ok(own)
    }
    fn answer(&mut self, v: &View) -> Result<bool, Leave> {
        // A Spieldrei left open at a pause (before play): hold it unless leaving pays.
        if v.play.is_none()
            && matches!(
                v.stake.pending,
                Some((_, crate::stake::RaiseKind::Spieldrei))
            )
        {
            return Ok(!self.leaves(v));
        }
        Seat::answer(&mut self.timed, v)
    }
}

/// A generator's seed for deal `k` of `seed` (and one of its plays, `play`).
fn mix(seed: u64, k: u64, play: u64) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(k.wrapping_mul(0xBF58_476D_1CE4_E5B9))
        .wrapping_add(play)
}

/// Play one deal once per party.
fn one_deal(
    arena: &Arena,
    (stake_a, pause_a): (Option<Stake>, PauseRule),
    k: u32,
) -> Result<DealResult, TableError> {
    let (system, def) = (arena.system, arena.def);
    let deck = deck_for(system, def);
    let mut rng = ChaCha8Rng::seed_from_u64(mix(arena.seed, u64::from(k), 0));
    let dealer = k as usize % def.players;
    let dealt = deal(system, def, deck, dealer, &mut rng)?;
    let parties = parties_of(def);
    let n = def.parties.max(1);
    let (times_a, times_b) = (
        Rc::new(RefCell::new(Vec::new())),
        Rc::new(RefCell::new(Vec::new())),
    );
    let (mut win, mut points) = (0.0, 0.0);
    for a_party in 0..n {
        // The same dice for every play of the deal: only the seats' strategies change.
        let dice = dice(mix(arena.seed, u64::from(k), 1));
        let seats: Vec<Box<dyn Seat>> = (0..def.players)
            .map(|s| {
                let (strategy, times) = if parties[s] == a_party {
                    (arena.a, times_a.clone())
                } else {
                    (arena.b, times_b.clone())
                };
                let agent = Agent::new(strategy, dice.clone()).for_system(&system.id);
                let agent = match stake_a {
                    Some(stake) if parties[s] == a_party => agent.with_stake(stake),
                    _ => agent,
                };
                let timed = Timed {
                    agent,
                    times,
                    pending: Duration::ZERO,
                };
                if parties[s] == a_party && pause_a == PauseRule::Points {
                    Box::new(ByPoints { timed, def }) as Box<dyn Seat>
                } else {
                    Box::new(timed) as Box<dyn Seat>
                }
            })
            .collect();
        let mut driver = Driver::new(system, def, None, seats, dice.clone())?;
        let booking = driver
            .play_dealt(dealt.clone())?
            .map_err(|_| TableError::Unfinished)?;
        let (w, p) = score(booking, a_party, n);
        win += w;
        points += p;
    }
    let times_a = times_a.borrow().clone();
    let times_b = times_b.borrow().clone();
    Ok(DealResult {
        win: win / n as f64,
        points: points / n as f64,
        times_a,
        times_b,
    })
}

/// A's win share and points for one hand at `a_party`, of `n` parties.
fn score(booking: Option<Booking>, a_party: usize, n: usize) -> (f64, f64) {
    match booking {
        None => (1.0 / n as f64, 0.0),
        Some(b) if b.party == a_party => (1.0, f64::from(b.points)),
        Some(b) => (0.0, -f64::from(b.points) / (n.max(2) - 1) as f64),
    }
}

/// The mean and half its 95% interval.
fn mean_margin(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let mean = xs.iter().sum::<f64>() / n;
    if xs.len() < 2 {
        return (mean, 0.0);
    }
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, 1.96 * (var / n).sqrt())
}

fn timing(mut times: Vec<Duration>) -> Timing {
    if times.is_empty() {
        return Timing::default();
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let total: Duration = times.iter().sum();
    Timing {
        decisions: times.len() as u64,
        median_ms: ms(times[times.len() / 2]),
        mean_ms: ms(total) / times.len() as f64,
        p95_ms: ms(times[(times.len() * 19 / 20).min(times.len() - 1)]),
    }
}

/// Play the arena; `tick` is called after each deal (for a progress bar).
pub fn run(arena: &Arena, tick: &(dyn Fn() + Sync)) -> Result<Report, TableError> {
    run_with(arena, None, tick)
}

/// [`run`] with other stake thresholds for A's seats (`None`: each strategy's own), to
/// measure thresholds against a strategy's own.
pub fn run_with(
    arena: &Arena,
    stake_a: Option<Stake>,
    tick: &(dyn Fn() + Sync),
) -> Result<Report, TableError> {
    let results = play_deals(arena, stake_a, 0..arena.deals, tick)?;
    Ok(report_of(arena, &results))
}

/// The deals numbered `deals` of the arena (ignoring [`Arena::deals`]), in parallel, in
/// their order: deal `k` is the same whichever range it is played in, so the first `k`
/// deals played in pieces give the report of an arena of `k` deals ([`report_of`]); a long
/// measurement can so report as it goes.
pub fn play_deals(
    arena: &Arena,
    stake_a: Option<Stake>,
    deals: std::ops::Range<u32>,
    tick: &(dyn Fn() + Sync),
) -> Result<Vec<DealResult>, TableError> {
    play_deals_pausing(arena, stake_a, PauseRule::Own, deals, tick)
}

/// [`play_deals`] with A's seats deciding at the pauses in the deal by `pause_a`.
pub fn play_deals_pausing(
    arena: &Arena,
    stake_a: Option<Stake>,
    pause_a: PauseRule,
    deals: std::ops::Range<u32>,
    tick: &(dyn Fn() + Sync),
) -> Result<Vec<DealResult>, TableError> {
    deals
        .into_par_iter()
        .map(|k| {
            let r = one_deal(arena, (stake_a, pause_a), k);
            tick();
            r
        })
        .collect()
}

/// The report of the deals played ([`play_deals`]; their number is its `deals`).
pub fn report_of(arena: &Arena, results: &[DealResult]) -> Report {
    let wins: Vec<f64> = results.iter().map(|r| r.win).collect();
    let points: Vec<f64> = results.iter().map(|r| r.points).collect();
    let (win_rate, win_margin) = mean_margin(&wins);
    let (points, points_margin) = mean_margin(&points);
    let parties = arena.def.parties.max(1);
    let (mut ta, mut tb) = (Vec::new(), Vec::new());
    for r in results {
        ta.extend_from_slice(&r.times_a);
        tb.extend_from_slice(&r.times_b);
    }
    let deals = results.len() as u32;
    Report {
        deals,
        hands: deals * parties as u32,
        parties,
        win_rate,
        win_margin,
        even: 1.0 / parties as f64,
        points,
        points_margin,
        time_a: timing(ta),
        time_b: timing(tb),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog;

    fn arena<'a>(system: &'a RuleSystem, def: &'a TableDef, a: Strategy, b: Strategy) -> Arena<'a> {
        Arena {
            system,
            def,
            a,
            b,
            deals: 24,
            seed: 1,
        }
    }

    /// The report without its times (which are measured).
    fn results(r: &Report) -> (u32, u32, f64, f64, f64, f64, u64, u64) {
        (
            r.deals,
            r.hands,
            r.win_rate,
            r.win_margin,
            r.points,
            r.points_margin,
            r.time_a.decisions,
            r.time_b.decisions,
        )
    }

    #[test]
    fn the_same_seed_gives_the_same_results_on_any_number_of_threads() {
        let system = catalog::load("stans").unwrap();
        let def = system.table(4, None).unwrap().clone();
        let a = arena(&system, &def, Strategy::Greedy, Strategy::Random);
        let one = rayon::ThreadPoolBuilder::new()
            .num_threads(1)
            .build()
            .unwrap();
        let first = one.install(|| run(&a, &|| {})).unwrap();
        let again = run(&a, &|| {}).unwrap();
        assert_eq!(results(&first), results(&again));
        let other = run(&Arena { seed: 2, ..a }, &|| {}).unwrap();
        assert_ne!(results(&first), results(&other));
    }

    #[test]
    fn a_strategy_against_itself_is_even_on_every_deal() {
        // Paired deals: the same strategy on both sides wins each deal once per party
        // (same dice, same cards), so every deal scores exactly even and 0 points.
        for (id, players) in [("stans", 4), ("lungern", 3)] {
            let system = catalog::load(id).unwrap();
            let def = system.table(players, None).unwrap().clone();
            let r = run(
                &arena(&system, &def, Strategy::Greedy, Strategy::Greedy),
                &|| {},
            )
            .unwrap();
            assert!((r.win_rate - r.even).abs() < 1e-9, "{id}: {r:?}");
            assert!(r.points.abs() < 1e-9, "{id}: {r:?}");
            assert_eq!(r.hands, 24 * def.parties as u32);
            assert!(r.time_a.decisions > 0 && r.time_b.decisions > 0);
        }
    }

    #[test]
    fn greedy_beats_random() {
        let system = catalog::load("stans").unwrap();
        let def = system.table(4, None).unwrap().clone();
        let r = run(
            &Arena {
                deals: 60,
                ..arena(&system, &def, Strategy::Greedy, Strategy::Random)
            },
            &|| {},
        )
        .unwrap();
        assert!(r.win_rate - r.win_margin > 0.5, "{r:?}");
        assert!(r.points > 0.0, "{r:?}");
    }

    #[test]
    fn leaving_at_a_pause_by_points_is_reproducible_and_changes_the_play() {
        let system = catalog::load("liebenau").unwrap();
        let def = system.table(2, None).unwrap().clone();
        let a = arena(&system, &def, Strategy::Pimc, Strategy::Pimc);
        let play = |rule| {
            let r = play_deals_pausing(&a, None, rule, 0..40, &|| {}).unwrap();
            results(&report_of(&a, &r))
        };
        let points = play(PauseRule::Points);
        assert_eq!(points, play(PauseRule::Points));
        let own = play(PauseRule::Own);
        assert_eq!(
            (own.2, own.4),
            (0.5, 0.0),
            "the first rule against itself: even"
        );
        assert!(points.2 < 0.5, "the variant left some hand: {points:?}");
    }

    #[test]
    fn a_hand_nobody_books_counts_even() {
        assert_eq!(score(None, 0, 2), (0.5, 0.0));
        assert_eq!(score(None, 1, 3).1, 0.0);
        let b = |party| Booking {
            party,
            points: 6,
            end: crate::stake::HandEnd::Tricks,
        };
        assert_eq!(score(Some(b(1)), 1, 2), (1.0, 6.0));
        assert_eq!(score(Some(b(0)), 1, 2), (0.0, -6.0));
        assert_eq!(score(Some(b(0)), 1, 3), (0.0, -3.0));
        assert_eq!(mean_margin(&[1.0, 1.0, 1.0]), (1.0, 0.0));
        assert_eq!(mean_margin(&[]), (0.0, 0.0));
    }
}
