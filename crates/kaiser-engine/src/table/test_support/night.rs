//! The covered deal as the tests see it: its events ([`Ev`]), a greedy seat that turns its
//! covered card only after so many asks ([`Turner`]), and the observer that logs the events
//! ([`Watch`]).

use super::{Game, Log};
use crate::cards::Card;
use crate::stake::Booking;
use crate::table::{Agent, Forward, HandOver, HandStart, Leave, Observer, Seat, View};

/// What happened, in order.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Ev {
    /// A deal: its dealer.
    Dealt(usize),
    /// The first cards went face down, after so many throw-ins.
    Night(u32),
    /// A seat was asked to turn: its card as it saw it, and how many cards of the others it
    /// saw (face up or a partner's).
    Asked {
        seat: usize,
        own: Vec<Card>,
        others: usize,
    },
    /// A seat turned.
    Turned(usize),
    /// The seat that turned leads the first trick (a table of single players).
    Leads(usize),
    /// Kritze written aside, in all.
    Aside(u32),
    /// Thrown in: the count, the next dealer, whether covered again.
    Thrown(u32, usize, bool),
    /// The Umschlag (the face-up cards shown).
    Umschlag,
    /// A Kaiser announced with so many Kritze.
    Kaiser(u32),
    /// A card played in the first trick of a hand, by this seat.
    First(usize),
    /// The hand is over.
    Over(Option<Booking>),
}

impl Ev {
    /// The dealers of the deals in `log`, in order.
    pub(crate) fn dealers(log: &[Ev]) -> Vec<usize> {
        log.iter()
            .filter_map(|e| match e {
                Ev::Dealt(d) => Some(*d),
                _ => None,
            })
            .collect()
    }

    /// The seats asked to turn in `log`, in order.
    pub(crate) fn asked(log: &[Ev]) -> Vec<usize> {
        log.iter()
            .filter_map(|e| match e {
                Ev::Asked { seat, .. } => Some(*seat),
                _ => None,
            })
            .collect()
    }
}

/// A greedy agent that turns its covered card only once `turn_at` seats have been asked in
/// all (counting this one), and logs what it is asked; every other decision is the agent's.
pub(crate) struct Turner {
    pub(crate) agent: Agent,
    pub(crate) turn_at: usize,
    pub(crate) log: Log<Ev>,
}

impl Turner {
    /// A seat for each player of `game`, each turning at the `turn_at`-th ask and logging
    /// to `log`.
    pub(crate) fn seats(game: &Game, turn_at: usize, log: &Log<Ev>) -> Vec<Box<dyn Seat>> {
        game.greedy(|agent, _| Turner {
            agent,
            turn_at,
            log: log.clone(),
        })
    }
}

impl Forward for Turner {
    fn inner(&mut self) -> &mut dyn Seat {
        &mut self.agent
    }
    fn turn_card(&mut self, v: &View) -> Result<bool, Leave> {
        let others = v.face_up.iter().filter(|(s, _)| *s != v.seat).count() + v.partners.len();
        self.log.borrow_mut().push(Ev::Asked {
            seat: v.seat,
            own: v.own.clone(),
            others,
        });
        let asked = Ev::asked(&self.log.borrow()).len();
        Ok(asked >= self.turn_at)
    }
}

/// Logs the covered deal's events, the Kaiser announced and the first trick's cards.
pub(crate) struct Watch {
    log: Log<Ev>,
    /// The first trick of a hand is being played.
    first: bool,
}

impl Watch {
    /// A watch that writes to `log`.
    pub(crate) fn new(log: &Log<Ev>) -> Watch {
        Watch {
            log: log.clone(),
            first: false,
        }
    }

    fn push(&self, e: Ev) {
        self.log.borrow_mut().push(e);
    }
}

impl Observer for Watch {
    fn dealt(&mut self, start: &HandStart) {
        self.push(Ev::Dealt(start.dealer));
    }
    fn night_dealt(&mut self, _name: &str, throw_ins: u32) {
        self.push(Ev::Night(throw_ins));
    }
    fn night_turned(&mut self, seat: usize) {
        self.push(Ev::Turned(seat));
    }
    fn night_leads(&mut self, seat: usize) {
        self.push(Ev::Leads(seat));
    }
    fn kritze_aside(&mut self, aside: u32) {
        self.push(Ev::Aside(aside));
    }
    fn thrown_in(&mut self, count: u32, dealer: usize, covered: bool) {
        self.push(Ev::Thrown(count, dealer, covered));
    }
    fn umschlag(&mut self, _d: &crate::deal::Dealt, _p: &crate::Power) {
        self.push(Ev::Umschlag);
    }
    fn kaiser_announced(&mut self, _seat: usize, _card: Card, kritze: u32) {
        self.push(Ev::Kaiser(kritze));
    }
    fn trick_started(&mut self, number: u8, _leader: usize, _value: u32, _won: &[u8]) {
        self.first = number == 1;
    }
    fn card_played(&mut self, seat: usize, _card: Card, _power: &crate::Power) {
        if self.first {
            self.push(Ev::First(seat));
        }
    }
    fn card_laid_down(&mut self, seat: usize, _card: Card, _shown: bool, _power: &crate::Power) {
        if self.first {
            self.push(Ev::First(seat));
        }
    }
    fn hand_over(&mut self, over: &HandOver) {
        self.push(Ev::Over(over.booking));
    }
}
