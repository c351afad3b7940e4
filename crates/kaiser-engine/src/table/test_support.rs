//! What the table's tests set up alike (`#[cfg(test)]` only): a log that seats and observers
//! write their events to, seats of greedy agents each wrapped by the test's own seat, a seat
//! that leaves at once, a system with any target allowed, and a whole game run with
//! observers. The covered deal's
//! events, seat and observer, shared by `tests_night` and `tests_single_night`, are in
//! [`night`].

pub(super) mod night;

use super::{Agent, Bid, Dice, Driver, GameEnd, Leave, Observer, Seat, Strategy, View};
use crate::cards::Card;
use crate::catalog;
use crate::facedown::Move;
use crate::stake::OtherTargets;
use crate::system::{RuleSystem, TableDef};
use std::cell::RefCell;
use std::rc::Rc;

/// What a test's seats and observers saw, in order.
pub(super) type Log<E> = Rc<RefCell<Vec<E>>>;

/// `id` with any target allowed (willisau knows only 51), so that a game to 3 starts with
/// every party able to win with the table (4).
pub(super) fn any_target(id: &str) -> RuleSystem {
    let mut system = catalog::load(id).unwrap();
    if let Some(s) = system.stake.as_mut() {
        s.target.other = OtherTargets::Any;
    }
    system
}

/// A seat that leaves the table at every decision it is asked (as the learner typing `q`).
pub(super) struct Leaves;

impl Seat for Leaves {
    fn announce_kaiser(&mut self, _: &View, _: Card, _: &[u32]) -> Result<Option<u32>, Leave> {
        Err(Leave)
    }
    fn announce_joint(&mut self, _: &View, _: [Card; 2]) -> Result<bool, Leave> {
        Err(Leave)
    }
    fn answer(&mut self, _: &View) -> Result<bool, Leave> {
        Err(Leave)
    }
    fn add_kritz(&mut self, _: &View, _: Card, _: u32) -> Result<bool, Leave> {
        Err(Leave)
    }
    fn pause(&mut self, _: &View) -> Result<Bid, Leave> {
        Err(Leave)
    }
    fn raise(&mut self, _: &View) -> Result<Bid, Leave> {
        Err(Leave)
    }
    fn freien(&mut self, _: &View, _: bool) -> Result<bool, Leave> {
        Err(Leave)
    }
    fn turn_card(&mut self, _: &View) -> Result<bool, Leave> {
        Err(Leave)
    }
    fn lay_away(&mut self, _: &View, _: usize) -> Result<Vec<Card>, Leave> {
        Err(Leave)
    }
    fn play(&mut self, _: &View) -> Result<Card, Leave> {
        Err(Leave)
    }
    fn play_move(&mut self, _: &View) -> Result<Move, Leave> {
        Err(Leave)
    }
}

/// Whole games of `system` at `def` to `target` (`None`: the system's) on the dice `dice`.
pub(super) struct Game<'a> {
    system: &'a RuleSystem,
    def: &'a TableDef,
    target: Option<u32>,
    dice: Dice,
}

impl<'a> Game<'a> {
    /// Games of `system` at `def` to `target` on `dice`.
    pub(super) fn new(
        system: &'a RuleSystem,
        def: &'a TableDef,
        target: Option<u32>,
        dice: Dice,
    ) -> Game<'a> {
        Game {
            system,
            def,
            target,
            dice,
        }
    }

    /// A seat for each player, each a greedy agent on the game's dice wrapped by `wrap`
    /// (given the agent and its seat).
    pub(super) fn greedy<S: Seat + 'static>(
        &self,
        mut wrap: impl FnMut(Agent, usize) -> S,
    ) -> Vec<Box<dyn Seat>> {
        (0..self.def.players)
            .map(|s| {
                let agent = Agent::new(Strategy::Greedy, self.dice.clone());
                Box::new(wrap(agent, s)) as Box<dyn Seat>
            })
            .collect()
    }

    /// A whole game between `seats`, each of `observers` told every event.
    pub(super) fn run(
        &self,
        seats: Vec<Box<dyn Seat>>,
        observers: &mut [&mut dyn Observer],
    ) -> GameEnd {
        let (system, def, dice) = (self.system, self.def, self.dice.clone());
        let mut driver = Driver::new(system, def, self.target, seats, dice).unwrap();
        for o in observers.iter_mut() {
            driver.observe(&mut **o);
        }
        driver.run().unwrap()
    }
}
