//! How much a solve may spend, and the typed answer when it runs out ([`GaveUp`]).
//!
//! The engine has no clock of its own choosing: the caller passes a [`Budget`] of positions,
//! an optional deadline (an [`Instant`] it computed) and an optional watch (called every
//! [`CHECK_EVERY`] positions with the positions so far; it may show progress and may stop the
//! search). The search looks at the clock and the watch only every [`CHECK_EVERY`] positions,
//! so a budget costs one comparison per position.

use super::search::Solver;
use std::time::Instant;

/// Positions between two looks at the deadline and the watch.
pub const CHECK_EVERY: u64 = 4096;

/// What a solve may spend. The default is unlimited; [`Budget::positions`],
/// [`Budget::until`] and [`Budget::watched`] add limits. Positions are counted over the whole
/// solve (every question asked and the line of play), not per question.
#[derive(Clone, Copy)]
pub struct Budget<'a> {
    /// Most positions to visit ([`u64::MAX`]: no limit).
    pub positions: u64,
    /// No answer after this instant: give up.
    pub deadline: Option<Instant>,
    /// Called every [`CHECK_EVERY`] positions with the positions so far; `true` stops the
    /// search (for a progress indicator, or a caller's own reason to stop).
    pub watch: Option<&'a (dyn Fn(u64) -> bool + Sync)>,
}

impl Default for Budget<'_> {
    fn default() -> Self {
        Budget {
            positions: u64::MAX,
            deadline: None,
            watch: None,
        }
    }
}

impl std::fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Budget")
            .field("positions", &self.positions)
            .field("deadline", &self.deadline)
            .field("watch", &self.watch.is_some())
            .finish()
    }
}

impl<'a> Budget<'a> {
    /// At most `n` positions.
    pub fn positions(n: u64) -> Self {
        Budget {
            positions: n,
            ..Budget::default()
        }
    }

    /// The same, giving up at `deadline` too.
    pub fn until(self, deadline: Instant) -> Self {
        Budget {
            deadline: Some(deadline),
            ..self
        }
    }

    /// The same, with `watch` called every [`CHECK_EVERY`] positions (`true` stops).
    pub fn watched(self, watch: &'a (dyn Fn(u64) -> bool + Sync)) -> Self {
        Budget {
            watch: Some(watch),
            ..self
        }
    }
}

/// Why a solve gave up without an answer: which budget ran out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum GaveUp {
    /// More positions than the budget allows.
    #[error("more than {limit} positions without an answer")]
    Positions {
        /// The budget.
        limit: u64,
    },
    /// The deadline passed.
    #[error("no answer by the deadline ({positions} positions searched)")]
    Time {
        /// Positions searched until then.
        positions: u64,
    },
    /// The caller's watch asked to stop.
    #[error("stopped by the caller ({positions} positions searched)")]
    Stopped {
        /// Positions searched until then.
        positions: u64,
    },
}

/// A solver's running budget: the limits and where it stands.
pub(super) struct Meter<'a> {
    budget: Budget<'a>,
    /// Positions counted by earlier solvers of the same solve.
    base: u64,
    /// The solver's own position count at which to look again.
    pub(super) next: u64,
    /// Set once a budget ran out; from then on every look says "stop".
    pub(super) gave_up: Option<GaveUp>,
}

impl<'a> Meter<'a> {
    /// A meter for a solver that starts after `base` positions of the same solve.
    pub(super) fn new(budget: Budget<'a>, base: u64) -> Self {
        let mut m = Meter {
            budget,
            base,
            next: 0,
            gave_up: None,
        };
        m.next = m.next_look(0);
        m
    }

    /// The next own position count to look at: a [`CHECK_EVERY`] step, or the first
    /// position past the budget if that comes sooner (with nothing to check but positions,
    /// only that).
    fn next_look(&self, own: u64) -> u64 {
        let over = self
            .budget
            .positions
            .saturating_sub(self.base)
            .saturating_add(1);
        if self.budget.deadline.is_none() && self.budget.watch.is_none() {
            return over;
        }
        own.saturating_add(CHECK_EVERY).min(over)
    }

    /// Called when the solver's own count `own` reaches [`Meter::next`]: has a budget run
    /// out? Once it has, always `true`.
    pub(super) fn over(&mut self, own: u64) -> bool {
        if self.gave_up.is_some() {
            return true;
        }
        let total = self.base.saturating_add(own);
        if total > self.budget.positions {
            self.gave_up = Some(GaveUp::Positions {
                limit: self.budget.positions,
            });
        } else if self.budget.deadline.is_some_and(|d| Instant::now() >= d) {
            self.gave_up = Some(GaveUp::Time { positions: total });
        } else if self.budget.watch.is_some_and(|w| w(total)) {
            self.gave_up = Some(GaveUp::Stopped { positions: total });
        }
        if self.gave_up.is_some() {
            self.next = 0;
            return true;
        }
        self.next = self.next_look(own);
        false
    }
}

impl<'p> Solver<'p> {
    /// Ready for another table with the same question (party, power): the transposition
    /// table emptied (its memory kept), the count at zero, `budget` afresh. For a caller that
    /// asks one question of many deals (`kaiser odds`, one solver per worker thread) and
    /// would otherwise build the per-card tables and allocate the table for every deal.
    pub fn restart(&mut self, budget: Budget<'p>) {
        self.tt.clear();
        self.mid_tt.clear();
        self.nodes = 0;
        self.aborted = false;
        self.meter = Meter::new(budget, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};

    fn run(m: &mut Meter, upto: u64) -> Option<u64> {
        (1..=upto).find(|&own| own >= m.next && m.over(own))
    }

    #[test]
    fn positions_run_out_one_past_the_budget() {
        let mut m = Meter::new(Budget::positions(10), 0);
        assert_eq!(run(&mut m, 100), Some(11));
        assert_eq!(m.gave_up, Some(GaveUp::Positions { limit: 10 }));
        // Once out, every look says stop.
        assert!(m.over(12));
    }

    #[test]
    fn positions_count_over_the_whole_solve() {
        let mut m = Meter::new(Budget::positions(10), 7);
        assert_eq!(run(&mut m, 100), Some(4));
    }

    #[test]
    fn the_watch_sees_the_total_and_may_stop() {
        let seen = AtomicU64::new(0);
        let watch = |n: u64| {
            seen.store(n, Ordering::Relaxed);
            n >= 3 * CHECK_EVERY + 5
        };
        let mut m = Meter::new(Budget::default().watched(&watch), 5);
        assert_eq!(run(&mut m, 10 * CHECK_EVERY), Some(3 * CHECK_EVERY));
        assert_eq!(seen.load(Ordering::Relaxed), 3 * CHECK_EVERY + 5);
        assert_eq!(
            m.gave_up,
            Some(GaveUp::Stopped {
                positions: 3 * CHECK_EVERY + 5
            })
        );
    }

    #[test]
    fn a_deadline_in_the_past_stops_at_the_first_look() {
        let mut m = Meter::new(Budget::default().until(Instant::now()), 0);
        assert_eq!(run(&mut m, 10 * CHECK_EVERY), Some(CHECK_EVERY));
        assert_eq!(
            m.gave_up,
            Some(GaveUp::Time {
                positions: CHECK_EVERY
            })
        );
    }

    #[test]
    fn no_limit_never_looks() {
        let m = Meter::new(Budget::default(), 0);
        assert_eq!(m.next, u64::MAX);
    }

    /// A whole solve within a budget: six players of lungern, five cards each, a deal big
    /// enough that the clock and the watch are looked at.
    #[test]
    fn a_solve_gives_up_with_the_budget_that_ran_out() {
        use crate::cards::Suit;
        use crate::solver::{PlayRules, Table, solve, solve_with};
        use crate::{Power, PowerOptions, catalog};
        use rand::SeedableRng;
        use rand::seq::SliceRandom;
        let sys = catalog::load("lungern").unwrap();
        let power = Power::new(&sys, Suit::Eichel, &PowerOptions::default()).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(14);
        let mut deck = power.deck.cards();
        deck.shuffle(&mut rng);
        let t = Table {
            hands: deck
                .chunks(5)
                .take(6)
                .map(|h| h.iter().copied().collect())
                .collect(),
            party: (0..6).map(|s| s % 2).collect(),
            need: vec![3, 3],
            won: vec![0, 0],
            leader: 0,
            played: 0,
            rules: PlayRules::default(),
        };
        let seen = AtomicU64::new(0);
        let count = |n: u64| {
            seen.store(n, Ordering::Relaxed);
            false
        };
        // Unlimited but watched: the same answer as without a budget.
        let full = solve_with(&power, &t, Budget::default().watched(&count)).unwrap();
        assert_eq!(full, solve(&power, &t));
        let looked = seen.load(Ordering::Relaxed);
        assert!(
            looked >= CHECK_EVERY,
            "{looked} positions: too small a deal"
        );
        assert_eq!(
            solve_with(&power, &t, Budget::positions(50)),
            Err(GaveUp::Positions { limit: 50 })
        );
        assert_eq!(
            solve_with(&power, &t, Budget::default().until(Instant::now())),
            Err(GaveUp::Time {
                positions: CHECK_EVERY
            })
        );
        let stop = |n: u64| n >= CHECK_EVERY;
        assert_eq!(
            solve_with(&power, &t, Budget::default().watched(&stop)),
            Err(GaveUp::Stopped {
                positions: CHECK_EVERY
            })
        );
    }
}
