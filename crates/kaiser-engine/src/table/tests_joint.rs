//! Liebenau's joint 3 (issue 15 item 3): two Kaiser of one seat announced together for one 3
//! ("Für 2 Kaiser kann man auch zusammen nur ein 3 machen", Liebenau 1841, §2), answered by
//! the other party like any Kaiser; offered only where the system allows it.

use super::test_support::{Game, Log};
use super::*;
use crate::cards::{Card, Rank};
use crate::catalog;
use crate::stake::RaiseKind;
use std::rc::Rc;

#[derive(Debug, Clone, PartialEq)]
enum Ev {
    /// A seat was asked about a joint 3: the pair, whether it held both.
    Asked([Card; 2], bool),
    /// A joint 3 was announced.
    Joint(usize, [Card; 2]),
    /// The other party answered a joint 3 (`come`), the stake then.
    Answered(bool, u32),
    /// A single Kaiser was asked about.
    Single(Card),
}

/// A greedy agent that takes every joint 3 it is offered, and logs what it is asked about a
/// Kaiser; every other decision is the agent's.
struct Joint {
    agent: Agent,
    log: Log<Ev>,
}

impl Forward for Joint {
    fn inner(&mut self) -> &mut dyn Seat {
        &mut self.agent
    }
    fn announce_kaiser(&mut self, v: &View, c: Card, k: &[u32]) -> Result<Option<u32>, Leave> {
        self.log.borrow_mut().push(Ev::Single(c));
        self.agent.announce_kaiser(v, c, k)
    }
    fn announce_joint(&mut self, v: &View, pair: [Card; 2]) -> Result<bool, Leave> {
        let held = pair
            .iter()
            .all(|c| v.own.contains(c) && c.rank() == Rank::Banner);
        self.log.borrow_mut().push(Ev::Asked(pair, held));
        Ok(true)
    }
}

struct Watch(Log<Ev>);

impl Observer for Watch {
    fn joint_kaiser_announced(&mut self, seat: usize, pair: [Card; 2]) {
        self.0.borrow_mut().push(Ev::Joint(seat, pair));
    }
    fn answered(&mut self, _s: usize, _r: usize, to: &RaiseKind, come: bool, value: u32) {
        if matches!(to, RaiseKind::JointKaiser(_)) {
            self.0.borrow_mut().push(Ev::Answered(come, value));
        }
    }
}

/// A whole game of `id` at four players with seats that take every joint 3.
fn game(id: &str, seed: u64) -> Vec<Ev> {
    let system = catalog::load(id).unwrap();
    let def = system.table(4, Some(2)).unwrap().clone();
    let log: Log<Ev> = Rc::default();
    let game = Game::new(&system, &def, None, dice(seed));
    let seats = game.greedy(|agent, _| Joint {
        agent,
        log: log.clone(),
    });
    game.run(seats, &mut [&mut Watch(log.clone())]);
    log.take()
}

#[test]
fn liebenau_two_kaiser_share_one_three() {
    // 003_2aab30ddfdb39e2a.txt §2: "Für 2 Kaiser kann man auch zusammen nur ein 3 machen."
    let log = game("liebenau", 1);
    let asked = log.iter().filter(|e| matches!(e, Ev::Asked(..))).count();
    assert!(asked > 0, "{log:?}");
    for (i, e) in log.iter().enumerate() {
        if let Ev::Asked(pair, held) = e {
            // The seat holds both Banners; it is announced, then answered.
            assert!(held, "{log:?}");
            assert!(
                matches!(log[i + 1], Ev::Joint(_, p) if p == *pair),
                "{log:?}"
            );
            assert!(matches!(log[i + 2], Ev::Answered(..)), "{log:?}");
            // Neither card is then asked about alone.
            let next = log.get(i + 3);
            assert!(
                !pair.iter().any(|c| next == Some(&Ev::Single(*c))),
                "{log:?}"
            );
        }
    }
    // Kommen: the stake is the table (4) plus the 3, or more with the other Kaiser.
    assert!(
        log.iter()
            .any(|e| matches!(e, Ev::Answered(true, v) if *v >= 7)),
        "{log:?}"
    );
}

#[test]
fn stans_offers_no_joint_three() {
    // Achermann 1978 knows no joint Kaiser (stans.yaml has no `joint_three`).
    let log = game("stans", 1);
    assert!(!log.iter().any(|e| matches!(e, Ev::Asked(..))), "{log:?}");
    assert!(log.iter().any(|e| matches!(e, Ev::Single(_))), "{log:?}");
}
