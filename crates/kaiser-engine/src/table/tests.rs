//! The driver: bots-only games finish at every table of every system and the scores add up;
//! an illegal move is refused with a typed error; a view never holds another's hidden cards
//! (and `tests_honest`: no decision depends on where the hidden cards are).

use super::test_support::Leaves;
use super::*;
use crate::cards::{Card, CardSet};
use crate::catalog;
use crate::deal::DealError;

/// Counts what it sees: hands booked and their points, games won.
#[derive(Default)]
struct Tally {
    booked: Vec<u32>,
    games: usize,
    cards: usize,
}

impl Observer for Tally {
    fn hand_over(&mut self, over: &HandOver) {
        if let Some(b) = over.booking {
            self.booked.push(b.points);
        }
    }
    fn card_played(&mut self, _seat: usize, _card: Card, _power: &crate::Power) {
        self.cards += 1;
    }
    fn game_over(&mut self, _winner: usize, _scores: &[u32]) {
        self.games += 1;
    }
}

fn bots(players: usize, dice: &Dice) -> Vec<Box<dyn Seat>> {
    (0..players)
        .map(|_| Box::new(Agent::new(Strategy::Greedy, dice.clone())) as Box<dyn Seat>)
        .collect()
}

#[test]
fn bots_only_games_finish_at_every_table_of_every_system_and_the_scores_add_up() {
    let mut tables = 0;
    for id in catalog::ids() {
        let system = catalog::load(id).unwrap();
        let Some(stake) = system.stake.clone() else {
            continue;
        };
        for def in &system.tables {
            let dice = dice(7);
            let mut tally = Tally::default();
            let end = {
                let mut driver =
                    Driver::new(&system, def, None, bots(def.players, &dice), dice.clone())
                        .unwrap_or_else(|e| panic!("{id} {}: {e}", def.players));
                driver.observe(&mut tally);
                driver
                    .run()
                    .unwrap_or_else(|e| panic!("{id} {}: {e}", def.players))
            };
            tables += 1;
            let winner = end.winner.unwrap_or_else(|| panic!("{id}: no winner"));
            assert!(end.scores[winner] >= end.target, "{id}: {end:?}");
            assert_eq!(end.left, None);
            assert_eq!(tally.games, 1, "{id}");
            assert!(tally.cards > 0, "{id}");
            let sum: u32 = end.scores.iter().sum();
            if stake.target.record == crate::stake::Record::Target {
                assert!(sum <= tally.booked.iter().sum::<u32>(), "{id}: {end:?}");
            } else {
                assert_eq!(sum, tally.booked.iter().sum::<u32>(), "{id}: {end:?}");
            }
            assert!(
                tally.booked.iter().all(|p| *p >= stake.table.value.min(1)),
                "{id}"
            );
        }
    }
    assert!(tables >= 10, "{tables} tables");
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let system = catalog::load("stans").unwrap();
    let def = system.table(4, None).unwrap().clone();
    let run = || {
        let d = dice(3);
        let seats: Vec<Box<dyn Seat>> = (0..4)
            .map(|_| Box::new(Agent::new(Strategy::Pimc, d.clone())) as Box<dyn Seat>)
            .collect();
        Driver::new(&system, &def, Some(21), seats, d.clone())
            .unwrap()
            .run()
            .unwrap()
    };
    assert_eq!(run(), run());
}

/// Plays the first legal card, but at `wrong` plays a card it does not hold; records what
/// it was shown.
struct Scripted {
    wrong: bool,
    seen: Vec<View>,
}

impl Seat for Scripted {
    fn announce_kaiser(
        &mut self,
        v: &View,
        _c: Card,
        values: &[u32],
    ) -> Result<Option<u32>, Leave> {
        self.seen.push(v.clone());
        Ok(values.last().copied())
    }
    fn answer(&mut self, v: &View) -> Result<bool, Leave> {
        self.seen.push(v.clone());
        Ok(true)
    }
    fn raise(&mut self, v: &View) -> Result<Bid, Leave> {
        self.seen.push(v.clone());
        Ok(Bid::Pass)
    }
    fn turn_card(&mut self, v: &View) -> Result<bool, Leave> {
        self.seen.push(v.clone());
        Ok(true)
    }
    fn add_kritz(&mut self, v: &View, _c: Card, _k: u32) -> Result<bool, Leave> {
        self.seen.push(v.clone());
        Ok(false)
    }
    fn pause(&mut self, v: &View) -> Result<Bid, Leave> {
        self.seen.push(v.clone());
        Ok(Bid::Pass)
    }
    fn lay_away(&mut self, v: &View, n: usize) -> Result<Vec<Card>, Leave> {
        self.seen.push(v.clone());
        Ok(v.own[..n].to_vec())
    }
    fn play(&mut self, v: &View) -> Result<Card, Leave> {
        self.seen.push(v.clone());
        let play = v.play.as_ref().ok_or(Leave)?;
        if self.wrong {
            // A card some other seat holds.
            return play.unseen.iter().next().ok_or(Leave);
        }
        play.legal.iter().next().ok_or(Leave)
    }
}

#[test]
fn an_illegal_card_is_refused_with_a_typed_error() {
    let system = catalog::load("stans").unwrap();
    let def = system.table(4, None).unwrap().clone();
    let d = dice(11);
    let mut seats = bots(4, &d);
    seats[0] = Box::new(Scripted {
        wrong: true,
        seen: Vec::new(),
    });
    let err = Driver::new(&system, &def, None, seats, d.clone())
        .unwrap()
        .run()
        .unwrap_err();
    assert!(
        matches!(
            err,
            TableError::Card {
                seat: 0,
                error: DealError::NotInHand(_)
            }
        ),
        "{err:?}"
    );
}

#[test]
fn a_refused_target_and_a_leaving_seat() {
    let system = catalog::load("stans").unwrap();
    let def = system.table(4, None).unwrap().clone();
    let d = dice(1);
    let err = Driver::new(&system, &def, Some(50), bots(4, &d), d.clone())
        .err()
        .unwrap();
    assert!(
        matches!(
            err,
            TableError::Target {
                target: 50,
                two_parties: true,
                ..
            }
        ),
        "{err:?}"
    );
    let mut seats = bots(4, &d);
    seats[2] = Box::new(Leaves);
    let end = Driver::new(&system, &def, None, seats, d.clone())
        .unwrap()
        .run()
        .unwrap();
    assert_eq!(end.left, Some(2));
    assert_eq!(end.winner, None);
    assert_eq!(end.hands, 1);
}

/// Records every deal's hands, so the test can compare what a seat saw.
#[derive(Default)]
struct Deals(Vec<Vec<Vec<Card>>>);

impl Observer for Deals {
    fn umschlag(&mut self, dealt: &crate::deal::Dealt, _power: &crate::Power) {
        self.0.push(dealt.hands.clone());
    }
}

#[test]
fn a_view_never_holds_another_seats_hidden_cards() {
    for (id, players) in [("stans", 4), ("lungern", 3), ("willisau", 4)] {
        let system = catalog::load(id).unwrap();
        let def = system.table(players, None).unwrap().clone();
        let d = dice(5);
        let mut seats = bots(players, &d);
        let spy = std::rc::Rc::new(std::cell::RefCell::new(Vec::<View>::new()));
        struct Spy(Scripted, std::rc::Rc<std::cell::RefCell<Vec<View>>>);
        impl Forward for Spy {
            fn inner(&mut self) -> &mut dyn Seat {
                &mut self.0
            }
            fn before(&mut self, v: &View) -> Result<(), Leave> {
                self.1.borrow_mut().push(v.clone());
                Ok(())
            }
        }
        seats[1] = Box::new(Spy(
            Scripted {
                wrong: false,
                seen: Vec::new(),
            },
            spy.clone(),
        ));
        let mut deals = Deals::default();
        {
            let mut driver = Driver::new(&system, &def, None, seats, d.clone()).unwrap();
            driver.observe(&mut deals);
            driver.run().unwrap();
        }
        let views = spy.borrow();
        assert!(!views.is_empty(), "{id}");
        for v in views.iter() {
            assert_eq!(v.seat, 1);
            // Its own cards are its own: they come from one of seat 1's deals.
            assert!(
                deals
                    .0
                    .iter()
                    .any(|h| v.own.iter().all(|c| h[1].contains(c))),
                "{id}"
            );
            // What it is shown of the others is only the face-up cards, not where the
            // hidden ones are: the face-up list is the deal's, and in play the others'
            // cards come only as one set without seats.
            for (s, c) in &v.face_up {
                assert!(deals.0.iter().any(|h| h[*s].first() == Some(c)), "{id}");
            }
            if let Some(p) = &v.play {
                let mine: CardSet = v.own.iter().copied().collect();
                assert!(p.unseen.iter().all(|c| !mine.contains(c)), "{id}");
                // Known seats only for what was shown: face up or announced.
                for (s, c) in &p.known {
                    let announced = v.stake.announced.iter().any(|(a, k, _)| (a, k) == (s, c));
                    assert!(v.face_up.contains(&(*s, *c)) || announced, "{id}");
                }
                // The others' cards come only as one set, with the cards out of play.
                let others: usize = (0..players).filter(|s| *s != 1).map(|s| p.sizes[s]).sum();
                assert!(p.unseen.len() >= others, "{id}");
                assert!(v.away.iter().all(|c| !p.unseen.contains(*c)), "{id}");
                assert_eq!(p.sizes[1], v.own.len(), "{id}");
            }
        }
    }
}
