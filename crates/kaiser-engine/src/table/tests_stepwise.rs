//! Lungern's stepwise Kritze (issue 15 item 4; `000_…` §Ansagen der Kaiser mit Kritzen: "Ich
//! gebe ihm einen Chritz. Kommt Ihr?" Wenn ja, kann der Ansager sagen: "Und noch ein zweiter
//! Chritz. Kommt Ihr?" ... "Die Gegenpartei kann bei jeder neuen Ansage gehen, dann gelten die
//! Kritze der vorhergehenden Ansage."): the holder gives one Kritz more at a time, the other
//! party answers each, and going keeps the Kritze before the step.

use super::test_support::{Game, Log};
use super::*;
use crate::cards::Card;
use crate::catalog;
use crate::stake::{Booking, HandEnd, RaiseKind};
use std::rc::Rc;

#[derive(Debug, Clone, PartialEq)]
enum Ev {
    /// A Kaiser announced with so many Kritze.
    Kaiser(usize, Card, u32),
    /// One more Kritz: so many in all now.
    Kritz(usize, Card, u32),
    /// The other party answered a Kaiser or a Kritz (`come`), the stake then.
    Answered(bool, u32),
    /// The hand ended.
    Over(Option<Booking>),
}

struct Watch(Log<Ev>);

impl Observer for Watch {
    fn kaiser_announced(&mut self, seat: usize, card: Card, kritze: u32) {
        self.0.borrow_mut().push(Ev::Kaiser(seat, card, kritze));
    }
    fn kritz_added(&mut self, seat: usize, card: Card, kritze: u32) {
        self.0.borrow_mut().push(Ev::Kritz(seat, card, kritze));
    }
    fn answered(&mut self, _: usize, _: usize, to: &RaiseKind, come: bool, value: u32) {
        if *to != RaiseKind::Spieldrei {
            self.0.borrow_mut().push(Ev::Answered(come, value));
        }
    }
    fn hand_over(&mut self, over: &HandOver) {
        self.0.borrow_mut().push(Ev::Over(over.booking));
    }
}

/// A greedy agent that goes at every Kritz step of the other party when `goes`, and checks
/// that it is asked for one more Kritz only for its own Kaiser, below the most; every other
/// decision is the agent's.
struct Stepper {
    agent: Agent,
    goes: bool,
}

impl Forward for Stepper {
    fn inner(&mut self) -> &mut dyn Seat {
        &mut self.agent
    }
    fn announce_kaiser(&mut self, v: &View, c: Card, k: &[u32]) -> Result<Option<u32>, Leave> {
        assert!(v.stake.stepwise);
        self.agent.announce_kaiser(v, c, k)
    }
    fn add_kritz(&mut self, v: &View, c: Card, k: u32) -> Result<bool, Leave> {
        assert!(v.own.contains(&c), "not its Kaiser");
        assert!(k < 3, "{k} Kritze already");
        let own = v.stake.announced.iter().find(|(_, a, _)| *a == c);
        assert_eq!(own.map(|(s, _, k)| (*s, *k)), Some((v.seat, k)));
        self.agent.add_kritz(v, c, k)
    }
    fn answer(&mut self, v: &View) -> Result<bool, Leave> {
        if self.goes && matches!(v.stake.pending, Some((_, RaiseKind::Kritz(_)))) {
            return Ok(false);
        }
        self.agent.answer(v)
    }
}

/// A lungern game at four players (seed `seed`); party 1 goes at every Kritz step of party 0
/// when `goes`.
fn game(seed: u64, goes: bool) -> Vec<Ev> {
    let system = catalog::load("lungern").unwrap();
    let def = system.table(4, Some(2)).unwrap().clone();
    let log: Log<Ev> = Rc::default();
    let game = Game::new(&system, &def, None, dice(seed));
    let seats = game.greedy(|agent, s| Stepper {
        agent,
        goes: goes && s % 2 == 1,
    });
    game.run(seats, &mut [&mut Watch(log.clone())]);
    log.take()
}

#[test]
fn a_kaiser_gets_its_kritze_one_at_a_time_each_answered() {
    let mut stepped = 0;
    for seed in 0..6 {
        let log = game(seed, false);
        for (i, ev) in log.iter().enumerate() {
            // "Ich gebe ihm einen Chritz. Kommt Ihr?": one, then a second, then a third,
            // each answered before the next.
            if let Ev::Kaiser(seat, card, k) = ev {
                assert_eq!(*k, 1, "announced with {k}");
                let Some(Ev::Answered(true, v)) = log.get(i + 1) else {
                    continue;
                };
                assert_eq!(log.get(i + 2), Some(&Ev::Kritz(*seat, *card, 2)));
                assert_eq!(log.get(i + 3), Some(&Ev::Answered(true, v + 1)));
                assert_eq!(log.get(i + 4), Some(&Ev::Kritz(*seat, *card, 3)));
                assert!(matches!(log.get(i + 5), Some(Ev::Answered(true, _))));
                stepped += 1;
            }
        }
    }
    assert!(stepped > 0, "no Kaiser stepped up");
}

#[test]
fn going_at_a_step_keeps_the_kritze_before_it() {
    let mut gone = 0;
    for seed in 0..8 {
        let log = game(seed, true);
        for (i, ev) in log.iter().enumerate() {
            let Ev::Kritz(seat, _, 2) = ev else { continue };
            if seat % 2 != 0 {
                continue;
            }
            // The stake after the first Kritz was held; the second is left.
            let Some(Ev::Answered(true, before)) = log.get(i - 1) else {
                panic!("{:?}", &log[i - 1]);
            };
            assert_eq!(log.get(i + 1), Some(&Ev::Answered(false, *before)));
            let Some(Ev::Over(Some(b))) = log.get(i + 2) else {
                panic!("{:?}", log.get(i + 2));
            };
            assert_eq!((b.party, b.points, b.end), (0, *before, HandEnd::Gehen));
            gone += 1;
        }
    }
    assert!(gone > 0, "nobody went at a step");
}

#[test]
fn one_announcement_where_kritze_are_not_stepwise() {
    // Stans: "Der Kaiser muss seine definitive Punktzahl ... in einer Ansage erhalten" is
    // the rule wherever `stepwise` is not set; nobody is asked for one more Kritz.
    for id in ["stans", "willisau", "liebenau"] {
        let system = catalog::load(id).unwrap();
        assert!(!system.stake.as_ref().unwrap().kaiser.stepwise, "{id}");
    }
}
