//! The partners' view (issue 15 item 2): in every game the driver runs, each seat's view holds
//! exactly the partners' cards its system lets it see (all of them, the signed high cards to
//! the Schreiber and his Könige back, a Sprecher's party, or none), each card really in that
//! partner's hand, and never an opponent's hidden card.

use super::*;
use crate::cards::{Card, Rank};
use crate::catalog;
use crate::system::{Head, Shown};
use std::cell::RefCell;
use std::rc::Rc;

/// What each seat holds now, as the observer follows the game (dealt, minus cards played).
type Held = Rc<RefCell<Vec<Vec<Card>>>>;

struct Follow(Held);

impl Observer for Follow {
    fn dealt(&mut self, start: &HandStart) {
        *self.0.borrow_mut() = start.dealt.hands.clone();
    }
    fn card_played(&mut self, seat: usize, card: Card, _power: &crate::Power) {
        if let Some(h) = self.0.borrow_mut().get_mut(seat) {
            h.retain(|c| *c != card);
        }
    }
}

/// A greedy player that checks every view it is given against the real hands.
struct Check {
    agent: Agent,
    held: Held,
    system: Rc<crate::system::RuleSystem>,
    views: Rc<RefCell<usize>>,
    shown: Rc<RefCell<usize>>,
}

impl Check {
    fn check(&self, v: &View) {
        *self.views.borrow_mut() += 1;
        *self.shown.borrow_mut() += v.partners.len();
        let held = self.held.borrow();
        let seat = v.seat;
        let expected = self
            .system
            .partners
            .as_ref()
            .map(|p| p.seen_by(seat, &v.parties))
            .unwrap_or_default();
        for (s, c) in &v.partners {
            // A partner's card, in that partner's hand, of a partner the system shows.
            assert_ne!(*s, seat);
            assert_eq!(v.parties[*s], v.parties[seat], "{c}: an opponent's card");
            assert!(held[*s].contains(c), "{c} is not in seat {s}'s hand");
            let how = expected.iter().find(|(e, _)| e == s).map(|(_, h)| *h);
            match how {
                Some(Shown::All) => {}
                Some(Shown::Signs) => {
                    let power = v.play.as_ref().map_or(&v.deal_power, |p| &p.power);
                    assert!(signed(power, *c), "{c} is no high card");
                }
                Some(Shown::Wurf) => assert_eq!(c.rank(), Rank::Koenig),
                None => panic!("seat {seat} may not see seat {s}"),
            }
            if let Some(p) = &v.play {
                assert!(!p.unseen.contains(*c), "{c} shown and unseen");
            }
        }
        // Of a partner shown whole, every card it holds in play.
        if let Some(p) = &v.play {
            for (s, how) in &expected {
                let n = v.partners.iter().filter(|(o, _)| o == s).count();
                match how {
                    Shown::All => assert_eq!(n, p.sizes[*s]),
                    Shown::Signs => {
                        let high = held[*s].iter().filter(|c| signed(&p.power, **c)).count();
                        assert_eq!(n, high);
                    }
                    Shown::Wurf => {
                        let k = held[*s].iter().filter(|c| c.rank() == Rank::Koenig).count();
                        assert_eq!(n, k);
                    }
                }
            }
            // Every opponent's hidden card is unseen.
            for (s, h) in held.iter().enumerate() {
                if v.parties[s] != v.parties[seat] {
                    for c in h {
                        let public = v.face_up.contains(&(s, *c))
                            || v.stake
                                .announced
                                .iter()
                                .any(|(a, k, _)| (*a, *k) == (s, *c));
                        assert!(public || p.unseen.contains(*c), "{c} of seat {s} seen");
                    }
                }
            }
        }
    }
}

impl Seat for Check {
    fn announce_kaiser(&mut self, v: &View, c: Card, k: &[u32]) -> Result<Option<u32>, Leave> {
        self.check(v);
        self.agent.announce_kaiser(v, c, k)
    }
    fn answer(&mut self, v: &View) -> Result<bool, Leave> {
        self.check(v);
        self.agent.answer(v)
    }
    fn raise(&mut self, v: &View) -> Result<Bid, Leave> {
        self.check(v);
        self.agent.raise(v)
    }
    fn lay_away(&mut self, v: &View, n: usize) -> Result<Vec<Card>, Leave> {
        self.check(v);
        self.agent.lay_away(v, n)
    }
    fn play(&mut self, v: &View) -> Result<Card, Leave> {
        self.check(v);
        self.agent.play(v)
    }
}

/// Play a game of `id` at `players` in `parties` with checking seats: (views, partners'
/// cards shown over all views).
fn game(id: &str, players: usize, parties: usize) -> (usize, usize) {
    let system = Rc::new(catalog::load(id).unwrap());
    let def = system.table(players, Some(parties)).unwrap().clone();
    let d = dice(3);
    let held: Held = Rc::default();
    let (views, shown) = (Rc::new(RefCell::new(0)), Rc::new(RefCell::new(0)));
    let seats: Vec<Box<dyn Seat>> = (0..players)
        .map(|_| {
            Box::new(Check {
                agent: Agent::new(Strategy::Greedy, d.clone()),
                held: held.clone(),
                system: system.clone(),
                views: views.clone(),
                shown: shown.clone(),
            }) as Box<dyn Seat>
        })
        .collect();
    let mut follow = Follow(held.clone());
    {
        let mut driver = Driver::new(&system, &def, None, seats, d.clone()).unwrap();
        driver.observe(&mut follow);
        driver.run().unwrap();
    }
    let (v, s) = (*views.borrow(), *shown.borrow());
    (v, s)
}

#[test]
fn every_seat_sees_exactly_the_partners_cards_its_system_shows() {
    for (id, players, parties) in [
        ("lungern", 4, 2),
        ("lungern", 8, 2),
        ("lungern", 6, 3),
        ("lungern", 3, 3),
        ("stans", 4, 2),
        ("buochs", 6, 2),
        ("willisau", 4, 2),
        ("liebenau", 4, 2),
        ("karnoeffel", 4, 2),
        ("silenen", 8, 2),
    ] {
        let (views, shown) = game(id, players, parties);
        assert!(views > 20, "{id} {players}: {views} views");
        // Partners' cards are shown exactly where the system has partners who show them.
        let shows = !matches!(id, "silenen") && players > parties;
        assert_eq!(shown > 0, shows, "{id} {players}: {shown} cards shown");
    }
}

#[test]
fn the_head_of_a_party_is_its_first_seat() {
    let lungern = catalog::load("lungern").unwrap();
    let p = lungern.partners.as_ref().unwrap();
    let eight = [0, 1, 0, 1, 0, 1, 0, 1];
    assert_eq!(p.head(6, &eight), Some(Head::Sprecher(0)));
    assert_eq!(p.head(3, &[0, 1, 0, 1]), None);
    let stans = catalog::load("stans").unwrap();
    let s = stans.partners.as_ref().unwrap();
    assert_eq!(s.head(3, &[0, 1, 0, 1]), Some(Head::Schreiber(1)));
    assert!(
        catalog::load("silenen")
            .unwrap()
            .partners
            .unwrap()
            .seen_by(0, &eight)
            .is_empty()
    );
}
