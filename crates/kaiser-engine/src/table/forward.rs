//! Seats that wrap another seat (a timer, a recorder, a test's check): [`Forward`] passes
//! every [`Seat`] decision to the wrapped seat, so that a wrapper writes only what it changes
//! and a new decision of [`Seat`] is forwarded here, once, for every wrapper.
//!
//! A type that implements [`Forward`] is a [`Seat`] (the blanket impl below). Each decision
//! first calls [`Forward::before`] with the view (a check, a note; `Err(Leave)` leaves), then
//! the wrapped seat's; a wrapper overrides a decision to decide otherwise.

use super::seat::{Bid, Leave, Seat, View};
use crate::cards::Card;
use crate::facedown::Move;

/// A seat that forwards every decision to [`Forward::inner`] unless it overrides it. The
/// methods mirror [`Seat`]'s one for one.
pub trait Forward {
    /// The seat this one wraps.
    fn inner(&mut self) -> &mut dyn Seat;

    /// Called with the view before every forwarded decision; by default nothing.
    /// `Err(Leave)`: the seat leaves instead.
    fn before(&mut self, _view: &View) -> Result<(), Leave> {
        Ok(())
    }

    /// [`Seat::announce_kaiser`].
    fn announce_kaiser(
        &mut self,
        view: &View,
        card: Card,
        values: &[u32],
    ) -> Result<Option<u32>, Leave> {
        self.before(view)?;
        self.inner().announce_kaiser(view, card, values)
    }

    /// [`Seat::announce_joint`].
    fn announce_joint(&mut self, view: &View, pair: [Card; 2]) -> Result<bool, Leave> {
        self.before(view)?;
        self.inner().announce_joint(view, pair)
    }

    /// [`Seat::answer`].
    fn answer(&mut self, view: &View) -> Result<bool, Leave> {
        self.before(view)?;
        self.inner().answer(view)
    }

    /// [`Seat::add_kritz`].
    fn add_kritz(&mut self, view: &View, card: Card, kritze: u32) -> Result<bool, Leave> {
        self.before(view)?;
        self.inner().add_kritz(view, card, kritze)
    }

    /// [`Seat::pause`].
    fn pause(&mut self, view: &View) -> Result<Bid, Leave> {
        self.before(view)?;
        self.inner().pause(view)
    }

    /// [`Seat::raise`].
    fn raise(&mut self, view: &View) -> Result<Bid, Leave> {
        self.before(view)?;
        self.inner().raise(view)
    }

    /// [`Seat::freien`].
    fn freien(&mut self, view: &View, nach: bool) -> Result<bool, Leave> {
        self.before(view)?;
        self.inner().freien(view, nach)
    }

    /// [`Seat::turn_card`].
    fn turn_card(&mut self, view: &View) -> Result<bool, Leave> {
        self.before(view)?;
        self.inner().turn_card(view)
    }

    /// [`Seat::lay_away`].
    fn lay_away(&mut self, view: &View, n: usize) -> Result<Vec<Card>, Leave> {
        self.before(view)?;
        self.inner().lay_away(view, n)
    }

    /// [`Seat::play`].
    fn play(&mut self, view: &View) -> Result<Card, Leave> {
        self.before(view)?;
        self.inner().play(view)
    }

    /// [`Seat::play_move`].
    fn play_move(&mut self, view: &View) -> Result<Move, Leave> {
        self.before(view)?;
        self.inner().play_move(view)
    }
}

impl<T: Forward> Seat for T {
    fn announce_kaiser(
        &mut self,
        view: &View,
        card: Card,
        values: &[u32],
    ) -> Result<Option<u32>, Leave> {
        Forward::announce_kaiser(self, view, card, values)
    }
    fn announce_joint(&mut self, view: &View, pair: [Card; 2]) -> Result<bool, Leave> {
        Forward::announce_joint(self, view, pair)
    }
    fn answer(&mut self, view: &View) -> Result<bool, Leave> {
        Forward::answer(self, view)
    }
    fn add_kritz(&mut self, view: &View, card: Card, kritze: u32) -> Result<bool, Leave> {
        Forward::add_kritz(self, view, card, kritze)
    }
    fn pause(&mut self, view: &View) -> Result<Bid, Leave> {
        Forward::pause(self, view)
    }
    fn raise(&mut self, view: &View) -> Result<Bid, Leave> {
        Forward::raise(self, view)
    }
    fn freien(&mut self, view: &View, nach: bool) -> Result<bool, Leave> {
        Forward::freien(self, view, nach)
    }
    fn turn_card(&mut self, view: &View) -> Result<bool, Leave> {
        Forward::turn_card(self, view)
    }
    fn lay_away(&mut self, view: &View, n: usize) -> Result<Vec<Card>, Leave> {
        Forward::lay_away(self, view, n)
    }
    fn play(&mut self, view: &View) -> Result<Card, Leave> {
        Forward::play(self, view)
    }
    fn play_move(&mut self, view: &View) -> Result<Move, Leave> {
        Forward::play_move(self, view)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Agent, Driver, GameEnd, Strategy, dice};
    use std::cell::Cell;
    use std::rc::Rc;

    /// Counts the decisions it forwarded.
    struct Counting {
        agent: Agent,
        asked: Rc<Cell<usize>>,
    }

    impl Forward for Counting {
        fn inner(&mut self) -> &mut dyn Seat {
            &mut self.agent
        }
        fn before(&mut self, _view: &View) -> Result<(), Leave> {
            self.asked.set(self.asked.get() + 1);
            Ok(())
        }
    }

    /// A game of liebenau 2 v 2 (pauses, Kaiser, joint 3, the covered Umschlag) by greedy
    /// players, each wrapped (`wrap`) or not.
    fn game(wrap: bool, asked: &Rc<Cell<usize>>) -> GameEnd {
        let system = crate::catalog::load("liebenau").unwrap();
        let def = system.table(4, Some(2)).unwrap().clone();
        let d = dice(5);
        let seats: Vec<Box<dyn Seat>> = (0..4)
            .map(|_| {
                let agent = Agent::new(Strategy::Greedy, d.clone());
                if wrap {
                    let asked = asked.clone();
                    Box::new(Counting { agent, asked }) as Box<dyn Seat>
                } else {
                    Box::new(agent) as Box<dyn Seat>
                }
            })
            .collect();
        let mut driver = Driver::new(&system, &def, None, seats, d.clone()).unwrap();
        driver.run().unwrap()
    }

    #[test]
    fn a_wrapper_decides_as_the_seat_it_wraps_and_sees_every_view_first() {
        let asked = Rc::new(Cell::new(0));
        let plain = game(false, &asked);
        assert_eq!(asked.get(), 0);
        assert_eq!(game(true, &asked), plain);
        assert!(
            asked.get() > 4 * 5 * plain.hands as usize,
            "{}",
            asked.get()
        );
    }
}
