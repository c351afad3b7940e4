//! The covered deal in a game (issue 15 item 4; reading 33): stans «nachts» (Achermann 1978,
//! §4), willisau's "Beidne goht's" and liebenau's covered Umschlag. Each seat in turn from
//! the leader sees only its own covered card; the first that turns is followed by all; if
//! nobody turns the cards are thrown in and dealt again (stans and liebenau: the same dealer;
//! willisau: the next), and after stans's third throw-in the deal is face up.

use super::test_support::night::{Ev, Turner, Watch};
use super::test_support::{Game, Log, any_target};
use super::*;
use crate::cards::{Card, Rank};
use crate::catalog;
use std::cell::RefCell;
use std::rc::Rc;

/// The first hand of a game of `id` (any target allowed) to 3 at four players, the seats
/// turning at the `turn_at`-th ask: the log up to its end.
fn first_hand(id: &str, seed: u64, turn_at: usize) -> Vec<Ev> {
    let system = any_target(id);
    let def = system.table(4, Some(2)).unwrap().clone();
    let log: Log<Ev> = Rc::default();
    let game = Game::new(&system, &def, Some(3), dice(seed));
    let seats = Turner::seats(&game, turn_at, &log);
    game.run(seats, &mut [&mut Watch::new(&log)]);
    let all = log.take();
    let end = all.iter().position(|e| matches!(e, Ev::Over(_))).unwrap();
    all[..=end].to_vec()
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
    assert_eq!(Ev::asked(&log), vec![0, 1, 2], "{log:?}");
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
    assert_eq!(Ev::asked(&log).len(), 12, "{log:?}");
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
    assert_eq!(Ev::dealers(&log), vec![3, 0, 1], "{log:?}");
    // Dealer B (1): the leader C (2) is asked first and turns.
    assert_eq!(&Ev::asked(&log)[8..], &[2], "{log:?}");
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
    let log: Log<Ev> = Rc::default();
    let game = Game::new(&system, &def, Some(3), dice(8));
    game.run(seats, &mut [&mut Watch::new(&log)]);
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
    let system = any_target("liebenau");
    let def = system.table(4, Some(2)).unwrap().clone();
    let mut checked = 0;
    for (seed, turn_at) in [(1, 2), (2, 3), (3, 4), (4, 2)] {
        let log: Log<Ev> = Rc::default();
        let leads = Rc::new(RefCell::new(Vec::new()));
        let game = Game::new(&system, &def, Some(3), dice(seed));
        let seats = Turner::seats(&game, turn_at, &log);
        let (mut watch, mut first) = (Watch::new(&log), Leads(leads.clone()));
        game.run(seats, &mut [&mut watch, &mut first]);
        let log = log.take();
        let dealer = Ev::dealers(&log).first().copied();
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
