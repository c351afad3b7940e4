//! The hand as each village plays it (issue 15 item 4): lungern's Freien is offered after the
//! deal and before the first lead; a face-up Kaiser is noted in the face-up round, before the
//! other cards, and the other party may go then; the cutter cuts again when a Kaiser lies at
//! the bottom; karnoeffel offers no gehen.

use super::test_support::Game;
use super::*;
use crate::cards::{Card, Rank};
use crate::catalog;
use crate::deal::{deal, deck_for, recut};
use crate::stake::{Booking, HandEnd, RaiseKind};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::cell::RefCell;
use std::rc::Rc;

/// What happened, in order, as the seats and the observer saw it.
#[derive(Debug, Clone, PartialEq)]
enum Ev {
    /// A hand was dealt: its face-up cards, the scores before it.
    Dealt(Vec<Card>, Vec<u32>),
    /// Every card of the hand is dealt.
    CardsDealt,
    /// A seat was asked to freien, holding so many cards.
    AskedFreien { seat: usize, own: usize, nach: bool },
    /// A seat's party freit.
    Freit { seat: usize, nach: bool },
    /// A seat was asked about a Kaiser, holding so many cards.
    AskedKaiser { card: Card, own: usize },
    /// A Kaiser was announced.
    Kaiser(Card),
    /// A card was played.
    Played,
    /// The hand is over.
    Over(Option<Booking>),
}

type Log = Rc<RefCell<Vec<Ev>>>;

/// An agent that always freit, goes at every Kaiser of the other party when `goes`, and
/// tells the log what it is asked; everything else is the agent's.
struct Logged {
    agent: Agent,
    seat: usize,
    goes: bool,
    log: Log,
}

impl Forward for Logged {
    fn inner(&mut self) -> &mut dyn Seat {
        &mut self.agent
    }
    fn announce_kaiser(
        &mut self,
        view: &View,
        card: Card,
        values: &[u32],
    ) -> Result<Option<u32>, Leave> {
        let own = view.own.len();
        self.log.borrow_mut().push(Ev::AskedKaiser { card, own });
        self.agent.announce_kaiser(view, card, values)
    }
    fn answer(&mut self, view: &View) -> Result<bool, Leave> {
        if self.goes && !matches!(view.stake.pending, Some((_, RaiseKind::Spieldrei))) {
            return Ok(false);
        }
        self.agent.answer(view)
    }
    fn freien(&mut self, view: &View, nach: bool) -> Result<bool, Leave> {
        let (seat, own) = (self.seat, view.own.len());
        self.log
            .borrow_mut()
            .push(Ev::AskedFreien { seat, own, nach });
        Ok(true)
    }
}

struct Watch(Log);

impl Observer for Watch {
    fn dealt(&mut self, start: &HandStart) {
        let up = start.dealt.face_up.iter().map(|(_, c)| *c).collect();
        self.0
            .borrow_mut()
            .push(Ev::Dealt(up, start.scores.to_vec()));
    }
    fn cards_dealt(&mut self, _d: &crate::deal::Dealt, _p: &crate::Power) {
        self.0.borrow_mut().push(Ev::CardsDealt);
    }
    fn freit(&mut self, seat: usize, nach: bool, _value: u32) {
        self.0.borrow_mut().push(Ev::Freit { seat, nach });
    }
    fn kaiser_announced(&mut self, _seat: usize, card: Card, _kritze: u32) {
        self.0.borrow_mut().push(Ev::Kaiser(card));
    }
    fn card_played(&mut self, _seat: usize, _card: Card, _power: &crate::Power) {
        self.0.borrow_mut().push(Ev::Played);
    }
    fn hand_over(&mut self, over: &HandOver) {
        self.0.borrow_mut().push(Ev::Over(over.booking));
    }
}

/// A game of `id` at four players in two parties, to `target`; party 1 goes at every Kaiser
/// of party 0 when `goes`. Returns the log split into hands.
fn game(id: &str, seed: u64, target: u32, goes: bool) -> Vec<Vec<Ev>> {
    let system = catalog::load(id).unwrap();
    let def = system.table(4, Some(2)).unwrap().clone();
    let log: Log = Rc::default();
    let game = Game::new(&system, &def, Some(target), dice(seed));
    let seats = game.greedy(|agent, seat| Logged {
        agent,
        seat,
        goes: goes && seat % 2 == 1,
        log: log.clone(),
    });
    game.run(seats, &mut [&mut Watch(log.clone())]);
    let mut hands: Vec<Vec<Ev>> = Vec::new();
    for ev in log.take() {
        if matches!(ev, Ev::Dealt(..)) {
            hands.push(Vec::new());
        }
        if let Some(h) = hands.last_mut() {
            h.push(ev);
        }
    }
    hands
}

fn at(hand: &[Ev], f: impl Fn(&Ev) -> bool) -> Option<usize> {
    hand.iter().position(f)
}

#[test]
fn lungern_freien_is_offered_after_the_deal_until_the_first_lead() {
    // source: 000_03ddb346fab875bf.txt §Freien: "Vor dem Ausgeben der ersten Karte kann jene
    // Partei, welche die vorhergehende Partie verloren hat, freien"; "ausgeben" is leading
    // (§Vordersitz und Hindersitz: "die Möglichkeit, die erste Karte der Partie auszugeben"),
    // so the deal does not close the window (reading 31).
    let target = 101;
    let hands = game("lungern", 5, target, false);
    assert!(hands.len() >= 3, "{}", hands.len());
    assert!(
        !hands[0].iter().any(|e| matches!(e, Ev::AskedFreien { .. })),
        "no Freien in the first hand"
    );
    let mut loser = None;
    let mut freit = 0;
    for hand in &hands {
        // Zu Hause bleiben and gespielt bleiben (target-7 on) bar the better party.
        let Some(Ev::Dealt(_, scores)) = hand.first() else {
            panic!("{hand:?}")
        };
        let open = scores.iter().all(|s| *s + 7 < target);
        if let Some(l) = loser.filter(|_| open) {
            let asked = at(hand, |e| matches!(e, Ev::AskedFreien { nach: false, .. }));
            let asked = asked.unwrap_or_else(|| panic!("the loser {l} is asked: {hand:?}"));
            let Ev::AskedFreien { seat, own, .. } = hand[asked] else {
                unreachable!()
            };
            assert_eq!(seat % 2, l, "only the loser's party: {hand:?}");
            assert!(own >= 1, "asked with its cards in hand (after the deal)");
            let done = at(hand, |e| matches!(e, Ev::Freit { nach: false, .. })).unwrap();
            assert!(done > 0, "after the deal: {hand:?}");
            if let Some(first) = at(hand, |e| *e == Ev::Played) {
                assert!(done < first, "before the first lead: {hand:?}");
            }
            // Before any Kaiser: the one noted at once in the face-up round comes after it.
            if let Some(k) = at(hand, |e| matches!(e, Ev::Kaiser(_))) {
                assert!(done < k, "{hand:?}");
            }
            freit += 1;
        }
        loser = hand.iter().rev().find_map(|e| match e {
            Ev::Over(Some(b)) => Some(1 - b.party),
            _ => None,
        });
    }
    assert!(freit >= 2, "{freit}");
}

#[test]
fn a_face_up_kaiser_is_noted_at_once_and_the_other_party_may_go_then() {
    // source: 001_08fe15fded2b7c9d.txt §4: "Zuerst erhält jeder Beteiligte nur ein Blatt, das
    // offen zugeteilt wird. Ist darunter ein Kaiser, so muss er sofort notiert werden. Die
    // Gegenpartei hat selbstverständlich das Recht, das Spiel jetzt schon aufzugeben"
    for (id, seed) in [("stans", 3), ("lungern", 4), ("willisau", 2)] {
        let hands = game(id, seed, 51, true);
        let (mut early, mut gone) = (0, 0);
        for hand in &hands {
            let Some(Ev::Dealt(up, _)) = hand.first() else {
                panic!("{hand:?}")
            };
            let rest = at(hand, |e| *e == Ev::CardsDealt);
            for (i, e) in hand.iter().enumerate() {
                let Ev::AskedKaiser { card, own } = e else {
                    continue;
                };
                let face_up = up.contains(card);
                // Asked in the face-up round with one card, before the other cards.
                assert_eq!(*own == 1, face_up, "{id}: {hand:?}");
                if face_up {
                    early += 1;
                    assert!(rest.is_none_or(|r| i < r), "{id}: {hand:?}");
                }
            }
            // Party 1 went at a face-up Kaiser of party 0: the hand ends before the rest of
            // the deal, and party 0 books.
            if rest.is_none() {
                let Some(Ev::Over(Some(b))) = hand.last() else {
                    panic!("{id}: {hand:?}")
                };
                assert_eq!((b.party, b.end), (0, HandEnd::Gehen), "{id}: {hand:?}");
                gone += 1;
            }
        }
        assert!(early > 0 && gone > 0, "{id}: {early} {gone}");
    }
}

#[test]
fn the_cutter_cuts_again_when_a_kaiser_lies_at_the_bottom() {
    // source: 001_08fe15fded2b7c9d.txt §4: "Dabei sieht der Abhebende das unterste Blatt an.
    // Findet er dort einen Kaiser, so muss er nochmals abheben."; 004_c34edcf569263e9c.txt
    // Phase I: "Sollte es ein Kaiser ( Banner ) sein, muss der Vorgang wiederholt werden."
    let system = catalog::load("stans").unwrap();
    let def = system.table(4, None).unwrap();
    let deck = deck_for(&system, def);
    let mut cards = deck.cards();
    let banner = cards.iter().position(|c| c.rank() == Rank::Banner).unwrap();
    let last = cards.len() - 1;
    cards.swap(banner, last);
    let mut sorted = cards.clone();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    assert!(recut(&mut cards, &mut rng) >= 1);
    assert_ne!(cards.last().unwrap().rank(), Rank::Banner);
    let mut after = cards.clone();
    sorted.sort_by_key(|c| c.id());
    after.sort_by_key(|c| c.id());
    assert_eq!(sorted, after, "a cut keeps every card");
    // No Kaiser at the bottom: no cut again, and the dice are not touched.
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    assert_eq!(recut(&mut cards, &mut rng), 0);
    let fresh: u64 = ChaCha8Rng::seed_from_u64(2).random();
    assert_eq!(rng.random::<u64>(), fresh);
    // Whole deals: never a Kaiser at the bottom of the stock where the system recuts, and
    // some deals were cut again; lungern does not recut.
    let bottom = |id: &str| {
        let system = catalog::load(id).unwrap();
        let def = system.table(4, None).unwrap().clone();
        let deck = deck_for(&system, &def);
        let (mut banners, mut recuts) = (0, 0);
        for seed in 0..300 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let d = deal(&system, &def, deck, 3, &mut rng).unwrap();
            banners += usize::from(d.stock.last().is_some_and(|c| c.rank() == Rank::Banner));
            recuts += d.recuts;
        }
        (banners, recuts)
    };
    let (banners, recuts) = bottom("stans");
    assert_eq!(banners, 0);
    assert!(recuts > 0);
    let (banners, recuts) = bottom("willisau");
    assert_eq!(banners, 0);
    assert!(recuts > 0);
    let (banners, recuts) = bottom("lungern");
    assert!(banners > 0);
    assert_eq!(recuts, 0);
}

/// Records whether it was ever offered gehen.
struct MayGo {
    agent: Agent,
    offered: Rc<RefCell<bool>>,
}

impl Forward for MayGo {
    fn inner(&mut self) -> &mut dyn Seat {
        &mut self.agent
    }
    fn before(&mut self, v: &View) -> Result<(), Leave> {
        *self.offered.borrow_mut() |= v.stake.may_go;
        Ok(())
    }
}

#[test]
fn karnoeffel_offers_no_gehen() {
    // 002_0d36d0d0407ba759.txt describes no stake and no giving up (karnoeffel.yaml has no
    // `answer`); stans offers it.
    for (id, offered) in [("karnoeffel", false), ("stans", true)] {
        let system = catalog::load(id).unwrap();
        let def = system.table(4, Some(2)).unwrap().clone();
        let flag = Rc::new(RefCell::new(false));
        let game = Game::new(&system, &def, None, dice(1));
        let seats = game.greedy(|agent, _| MayGo {
            agent,
            offered: flag.clone(),
        });
        game.run(seats, &mut []);
        assert_eq!(*flag.borrow(), offered, "{id}");
    }
}
