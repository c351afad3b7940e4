//! The covered deal in a game (issue 15 item 4; reading 33): stans «nachts» (Achermann 1978,
//! §4), willisau's "Beidne goht's" and liebenau's covered Umschlag. Each seat in turn from
//! the leader sees only its own covered card; the first that turns is followed by all; if
//! nobody turns the cards are thrown in and dealt again (stans and liebenau: the same dealer;
//! willisau: the next), and after stans's third throw-in the deal is face up.

use super::*;
use crate::cards::{Card, Rank};
use crate::catalog;
use crate::stake::OtherTargets;
use crate::system::RuleSystem;
use std::cell::RefCell;
use std::rc::Rc;

/// What happened, in order.
#[derive(Debug, Clone, PartialEq)]
enum Ev {
    /// A deal: its dealer.
    Dealt(usize),
    /// The first cards went face down, after so many throw-ins.
    Night(u32),
    /// A seat was asked to turn: its card as it saw it, and what else it saw.
    Asked {
        seat: usize,
        own: Vec<Card>,
        others: usize,
    },
    /// A seat turned.
    Turned(usize),
    /// Thrown in: the count, the next dealer, whether covered again.
    Thrown(u32, usize, bool),
    /// The Umschlag (the face-up cards shown).
    Umschlag,
    /// The hand is over.
    Over,
}

type Log = Rc<RefCell<Vec<Ev>>>;

/// A greedy agent that turns its covered card only once `turn_at` seats have been asked in
/// all (counting this one), and logs what it is asked.
struct Night {
    agent: Agent,
    turn_at: usize,
    log: Log,
}

impl Night {
    fn asked(&self) -> usize {
        let log = self.log.borrow();
        log.iter().filter(|e| matches!(e, Ev::Asked { .. })).count()
    }
}

impl Seat for Night {
    fn announce_kaiser(&mut self, v: &View, c: Card, k: &[u32]) -> Result<Option<u32>, Leave> {
        self.agent.announce_kaiser(v, c, k)
    }
    fn answer(&mut self, v: &View) -> Result<bool, Leave> {
        self.agent.answer(v)
    }
    fn raise(&mut self, v: &View) -> Result<Bid, Leave> {
        self.agent.raise(v)
    }
    fn turn_card(&mut self, v: &View) -> Result<bool, Leave> {
        let others = v.face_up.iter().filter(|(s, _)| *s != v.seat).count() + v.partners.len();
        self.log.borrow_mut().push(Ev::Asked {
            seat: v.seat,
            own: v.own.clone(),
            others,
        });
        Ok(self.asked() >= self.turn_at)
    }
    fn lay_away(&mut self, v: &View, n: usize) -> Result<Vec<Card>, Leave> {
        self.agent.lay_away(v, n)
    }
    fn play(&mut self, v: &View) -> Result<Card, Leave> {
        self.agent.play(v)
    }
}

struct Watch(Log);

impl Observer for Watch {
    fn dealt(&mut self, start: &HandStart) {
        self.0.borrow_mut().push(Ev::Dealt(start.dealer));
    }
    fn night_dealt(&mut self, _name: &str, throw_ins: u32) {
        self.0.borrow_mut().push(Ev::Night(throw_ins));
    }
    fn night_turned(&mut self, seat: usize) {
        self.0.borrow_mut().push(Ev::Turned(seat));
    }
    fn thrown_in(&mut self, count: u32, dealer: usize, covered: bool) {
        self.0.borrow_mut().push(Ev::Thrown(count, dealer, covered));
    }
    fn umschlag(&mut self, _d: &crate::deal::Dealt, _p: &crate::Power) {
        self.0.borrow_mut().push(Ev::Umschlag);
    }
    fn hand_over(&mut self, _over: &HandOver) {
        self.0.borrow_mut().push(Ev::Over);
    }
}

/// `id` with any target allowed (willisau knows only 51), so that a game to 3 starts with
/// both parties able to win with the table (4).
fn system(id: &str) -> RuleSystem {
    let mut system = catalog::load(id).unwrap();
    if let Some(s) = system.stake.as_mut() {
        s.target.other = OtherTargets::Any;
    }
    system
}

/// The first hand of a game of `id` to 3 at four players: the log up to its end, and the
/// face-up cards the seats held at each ask.
fn first_hand(id: &str, seed: u64, turn_at: usize) -> Vec<Ev> {
    let system = system(id);
    let def = system.table(4, Some(2)).unwrap().clone();
    let log: Log = Rc::default();
    let d = dice(seed);
    let seats: Vec<Box<dyn Seat>> = (0..4)
        .map(|_| {
            Box::new(Night {
                agent: Agent::new(Strategy::Greedy, d.clone()),
                turn_at,
                log: log.clone(),
            }) as Box<dyn Seat>
        })
        .collect();
    let mut watch = Watch(log.clone());
    {
        let mut driver = Driver::new(&system, &def, Some(3), seats, d.clone()).unwrap();
        driver.observe(&mut watch);
        driver.run().unwrap();
    }
    let all = log.take();
    let end = all.iter().position(|e| *e == Ev::Over).unwrap();
    all[..=end].to_vec()
}

fn asked_seats(log: &[Ev]) -> Vec<usize> {
    log.iter()
        .filter_map(|e| match e {
            Ev::Asked { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect()
}

#[test]
fn stans_night_deal_the_first_to_turn_is_followed() {
    // 001_08fe15fded2b7c9d.txt §4: "so wird das erste Blatt nicht wie gewöhnlich offen,
    // sondern «nachts», d. h. verdeckt ausgeteilt. Sobald jeder Spieler seine Karte besitzt,
    // kann er entscheiden, ob gespielt wird oder nicht. Will ein Beteiligter spielen, so deckt
    // er sein Blatt auf, darauf müssen ihm die übrigen darin folgen". The dealer is D (3);
    // the seats are asked from the leader A (reading 33), and the third turns.
    let log = first_hand("stans", 5, 3);
    assert_eq!(&log[..2], &[Ev::Dealt(3), Ev::Night(0)], "{log:?}");
    assert_eq!(asked_seats(&log), vec![0, 1, 2], "{log:?}");
    let turned = log.iter().position(|e| *e == Ev::Turned(2)).unwrap();
    let umschlag = log.iter().position(|e| *e == Ev::Umschlag).unwrap();
    assert!(turned < umschlag, "{log:?}");
    assert!(!log.iter().any(|e| matches!(e, Ev::Thrown(..))), "{log:?}");
    // Each saw its own covered card alone: one card, nobody else's, not a partner's.
    for e in &log {
        if let Ev::Asked { own, others, .. } = e {
            assert_eq!((own.len(), *others), (1, 0), "{log:?}");
        }
    }
}

#[test]
fn stans_throws_in_three_times_then_plays_face_up() {
    // 001_08fe15fded2b7c9d.txt §4: "Kehrt hingegen niemand sein Blatt um, so werden die
    // Karten eingezogen, gemischt und vom gleichen Ausgeber wieder verdeckt ausgeteilt";
    // "dass man nach dem dritten Zusammenwerfen auf jeden Fall spielt. Die Runde beginnt dann
    // wieder normal" (the fourth deal face up: reading 24).
    let log = first_hand("stans", 5, usize::MAX);
    let thrown: Vec<&Ev> = log.iter().filter(|e| matches!(e, Ev::Thrown(..))).collect();
    assert_eq!(
        thrown,
        vec![
            &Ev::Thrown(1, 3, true),
            &Ev::Thrown(2, 3, true),
            &Ev::Thrown(3, 3, false)
        ],
        "{log:?}"
    );
    assert_eq!(asked_seats(&log).len(), 12, "{log:?}");
    let nights: Vec<&Ev> = log.iter().filter(|e| matches!(e, Ev::Night(_))).collect();
    assert_eq!(nights, vec![&Ev::Night(0), &Ev::Night(1), &Ev::Night(2)]);
    // The fourth deal, by the same dealer, is dealt and played face up.
    let last = log.iter().rposition(|e| *e == Ev::Dealt(3)).unwrap();
    assert!(matches!(log[last - 1], Ev::Thrown(3, 3, false)), "{log:?}");
    assert_eq!(log[last + 1], Ev::Umschlag, "{log:?}");
    assert_eq!(log.iter().filter(|e| **e == Ev::Dealt(3)).count(), 4);
}

#[test]
fn willisau_beidne_gohts_the_next_player_deals_again() {
    // 004_c34edcf569263e9c.txt Beidne goht's: "Die ersten 4 Karten werden nämlich nachts
    // ( Bild nach unten ) ausgeteilt."; "Das Kart wird zusammengenommen, neu gemischt. Der
    // nächste Spieler muss jetzt austeilen."; "Das wird solange fortgeführt, bis ein Spieler
    // sich zumutet, Trumpf zu machen" (no limit): here the ninth seat asked turns.
    let log = first_hand("willisau", 2, 9);
    let thrown: Vec<&Ev> = log.iter().filter(|e| matches!(e, Ev::Thrown(..))).collect();
    assert_eq!(
        thrown,
        vec![&Ev::Thrown(1, 0, true), &Ev::Thrown(2, 1, true)],
        "{log:?}"
    );
    let dealers: Vec<usize> = log
        .iter()
        .filter_map(|e| match e {
            Ev::Dealt(d) => Some(*d),
            _ => None,
        })
        .collect();
    assert_eq!(dealers, vec![3, 0, 1], "{log:?}");
    // Dealer B (1): the leader C (2) is asked first and turns.
    assert_eq!(&asked_seats(&log)[8..], &[2], "{log:?}");
    assert!(log.contains(&Ev::Turned(2)), "{log:?}");
}

#[test]
fn liebenau_covered_umschlag_the_same_hand_deals_again() {
    // 003_2aab30ddfdb39e2a.txt §4: "Man kann auch den Umschlag verdeckt geben; kehrt Niemand
    // seine Karte, so giebt die gleiche Hand das Spiel wiederum; kehrt aber nur Einer, so
    // müssen die Übrigen seinem Beispiele folgen" (when: our proposal, both parties at "es
    // geht uns").
    let log = first_hand("liebenau", 4, 6);
    let thrown: Vec<&Ev> = log.iter().filter(|e| matches!(e, Ev::Thrown(..))).collect();
    assert_eq!(thrown, vec![&Ev::Thrown(1, 3, true)], "{log:?}");
    assert!(log.contains(&Ev::Turned(1)), "{log:?}");
}

#[test]
fn the_bots_turn_an_ass_or_a_banner() {
    // Achermann 1978, note 13: "Normalerweise deckt ein Spieler sein Blatt auf, wenn er eine
    // gute Karte erhalten hat, also den Mugg oder ein Ass"; the Willisau slides: "ein Ass zu
    // haben. Oder mindestens den Blass" (the rule itself is ours, reading 33).
    let system = catalog::load("stans").unwrap();
    let def = system.table(4, Some(2)).unwrap().clone();
    let seats: Vec<Box<dyn Seat>> = (0..4)
        .map(|_| Box::new(Agent::new(Strategy::Pimc, dice(1))) as Box<dyn Seat>)
        .collect();
    let log: Log = Rc::default();
    let mut watch = Watch(log.clone());
    {
        let mut driver = Driver::new(&system, &def, Some(3), seats, dice(8)).unwrap();
        driver.observe(&mut watch);
        driver.run().unwrap();
    }
    assert!(log.borrow().contains(&Ev::Night(0)));
    let mut agent = Agent::new(Strategy::Pimc, dice(1));
    let power = crate::Power::new(&system, crate::cards::Suit::Rosen, &Default::default()).unwrap();
    let view = |c: Card| View {
        seat: 0,
        parties: vec![0, 1, 0, 1],
        own: vec![c],
        away: Vec::new(),
        face_up: vec![(0, c)],
        partners: Vec::new(),
        deal_power: power.clone(),
        stake: StakeView::default(),
        play: None,
    };
    let deck = crate::deal::deck_for(&system, &def).cards();
    for c in deck {
        let turns = matches!(c.rank(), Rank::Ass | Rank::Banner);
        assert_eq!(agent.turn_card(&view(c)).unwrap(), turns, "{c}");
    }
    // Greedy follows the same rule; random tosses a coin.
    let mut greedy = Agent::new(Strategy::Greedy, dice(1));
    for c in crate::deal::deck_for(&system, &def).cards() {
        let turns = matches!(c.rank(), Rank::Ass | Rank::Banner);
        assert_eq!(greedy.turn_card(&view(c)).unwrap(), turns, "{c}");
    }
    let mut random = Agent::new(Strategy::Random, dice(1));
    let any = crate::deal::deck_for(&system, &def).cards()[0];
    let tosses: Vec<bool> = (0..40)
        .map(|_| random.turn_card(&view(any)).unwrap())
        .collect();
    assert!(
        tosses.contains(&true) && tosses.contains(&false),
        "{tosses:?}"
    );
}

/// The leader of the first trick of each hand.
struct Leads(Rc<RefCell<Vec<usize>>>);

impl Observer for Leads {
    fn trick_started(&mut self, number: u8, leader: usize, _value: u32, _won: &[u8]) {
        if number == 1 {
            self.0.borrow_mut().push(leader);
        }
    }
}

#[test]
fn liebenau_turned_umschlag_is_played_in_order_in_team_play() {
    // 003_2aab30ddfdb39e2a.txt §4: "Ist eine Karte verdeckt ausgespielt und wird am Ende
    // gekehrt, so gilt in der ordentlichen Partei selb 4 und 6 die Regel, daß dennoch der
    // Reihe nach gespielt werden soll" (the covered Umschlag turned: reading 41): whoever
    // turned, the Vorhand (the dealer's left) leads the first trick.
    let system = system("liebenau");
    let def = system.table(4, Some(2)).unwrap().clone();
    let mut checked = 0;
    for (seed, turn_at) in [(1, 2), (2, 3), (3, 4), (4, 2)] {
        let log: Log = Rc::default();
        let leads = Rc::new(RefCell::new(Vec::new()));
        let d = dice(seed);
        let seats: Vec<Box<dyn Seat>> = (0..4)
            .map(|_| {
                Box::new(Night {
                    agent: Agent::new(Strategy::Greedy, d.clone()),
                    turn_at,
                    log: log.clone(),
                }) as Box<dyn Seat>
            })
            .collect();
        let (mut watch, mut first) = (Watch(log.clone()), Leads(leads.clone()));
        {
            let mut driver = Driver::new(&system, &def, Some(3), seats, d.clone()).unwrap();
            driver.observe(&mut watch);
            driver.observe(&mut first);
            driver.run().unwrap();
        }
        let log = log.take();
        let dealer = log.iter().find_map(|e| match e {
            Ev::Dealt(d) => Some(*d),
            _ => None,
        });
        let turned = log.iter().find_map(|e| match e {
            Ev::Turned(s) => Some(*s),
            _ => None,
        });
        let (Some(dealer), Some(turned)) = (dealer, turned) else {
            continue;
        };
        let Some(lead) = leads.borrow().first().copied() else {
            continue;
        };
        assert_eq!(lead, (dealer + 1) % 4, "seed {seed}: {turned} turned");
        checked += usize::from(turned != lead);
    }
    assert!(
        checked > 0,
        "no hand where another seat than the Vorhand turned"
    );
}
