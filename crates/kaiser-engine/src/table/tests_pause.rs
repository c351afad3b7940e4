//! Liebenau's pauses in the deal (issue 15 item 4; `003_…` §4 and Beispiel A; reading 40):
//! where they come, what a seat sees there (only the cards dealt so far, no partner's), and
//! what a Spieldrei, holding and leaving do to the stake.

use super::test_support::Leaves;
use super::*;
use crate::cards::Card;
use crate::catalog;
use crate::deal::{Dealt, deal, deck_for};
use crate::stake::{Booking, DealPause, HandEnd, RaiseKind};
use crate::system::{RuleSystem, TableDef};
use crate::umschlag::{Decision, decide};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::cell::RefCell;
use std::rc::Rc;

/// What the pauses asked, per seat: (seat, the view as text).
type Asked = Rc<RefCell<Vec<(usize, String)>>>;

/// What one hand came to: what the pauses asked, and its end (a booking, or the seat that
/// left).
type Played = (Vec<(usize, String)>, Result<Option<Booking>, usize>);

/// A seat that answers every pause with `bid` (`answer`: holds when `hold`), records what
/// it saw there, and leaves the table at its first decision after the deal ([`Leaves`]).
struct Pauser {
    bid: Bid,
    hold: bool,
    asked: Asked,
    leaves: Leaves,
}

impl Forward for Pauser {
    fn inner(&mut self) -> &mut dyn Seat {
        &mut self.leaves
    }
    fn answer(&mut self, v: &View) -> Result<bool, Leave> {
        if v.play.is_some() || !matches!(v.stake.pending, Some((_, RaiseKind::Spieldrei))) {
            return Err(Leave);
        }
        Ok(self.hold)
    }
    fn pause(&mut self, v: &View) -> Result<Bid, Leave> {
        self.asked.borrow_mut().push((v.seat, format!("{v:?}")));
        assert!(v.partners.is_empty(), "a partner's card at a pause");
        assert!(v.play.is_none());
        if self.bid == Bid::Raise && !v.stake.may_raise {
            return Ok(Bid::Pass);
        }
        Ok(self.bid)
    }
}

fn liebenau() -> (RuleSystem, TableDef) {
    let system = catalog::load("liebenau").unwrap();
    let def = system.table(4, Some(2)).unwrap().clone();
    (system, def)
}

/// One hand of `d` with the seats' pause answers `bids` (all hold a Spieldrei): what each
/// pause asked, and the hand's end.
fn hand(system: &RuleSystem, def: &TableDef, d: Dealt, bids: [Bid; 4], hold: bool) -> Played {
    let asked: Asked = Rc::default();
    let seats: Vec<Box<dyn Seat>> = bids
        .iter()
        .map(|b| {
            Box::new(Pauser {
                bid: *b,
                hold,
                asked: asked.clone(),
                leaves: Leaves,
            }) as Box<dyn Seat>
        })
        .collect();
    let end = Driver::new(system, def, None, seats, dice(1))
        .unwrap()
        .play_dealt(d)
        .unwrap();
    let asked = asked.borrow().clone();
    (asked, end)
}

fn dealt(system: &RuleSystem, def: &TableDef, seed: u64) -> Dealt {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    deal(system, def, deck_for(system, def), 3, &mut rng).unwrap()
}

#[test]
fn the_pauses_come_after_the_first_two_face_up_and_the_first_four_covered_cards() {
    // Dealer 3: seats 0 and 1 get their cards first ("seinem Nachbar zur Linken ... so auch
    // ... seinem Verbündeten"), one of each party.
    assert_eq!(DealPause::Umschlag.dealt(3, 4, 5), vec![1, 1, 0, 0]);
    assert_eq!(DealPause::FirstRound.dealt(3, 4, 5), vec![3, 3, 1, 1]);
    assert_eq!(DealPause::Umschlag.dealt(0, 4, 5), vec![0, 1, 1, 0]);
    // "In dem Spiel zu Drei wird erst inne gehalten, nachdem Jeder seine Karte offen erhalten."
    assert_eq!(DealPause::Umschlag.dealt(2, 3, 7), vec![1, 1, 1]);
    assert_eq!(DealPause::FirstRound.dealt(1, 2, 5), vec![3, 3]);
    let (system, def) = liebenau();
    assert_eq!(
        system.stake.as_ref().unwrap().pauses(),
        &[DealPause::Umschlag, DealPause::FirstRound]
    );
    // Both parties are asked at each pause, the leader's party first (seat 0, then 1).
    let (asked, end) = hand(&system, &def, dealt(&system, &def, 5), [Bid::Pass; 4], true);
    let seats: Vec<usize> = asked.iter().map(|(s, _)| *s).collect();
    assert_eq!(seats, vec![0, 1, 0, 1]);
    assert!(
        end.is_err(),
        "the hand went on to the Kaiser or the first card"
    );
    // The other systems have no pause.
    for id in ["stans", "lungern", "willisau", "karnoeffel"] {
        let s = catalog::load(id).unwrap();
        assert!(s.stake.as_ref().unwrap().pauses().is_empty(), "{id}");
    }
}

#[test]
fn leaving_at_a_pause_books_the_table_to_the_other_party() {
    // "Werden gemachte Kritze, oder die 4 Kritze des Spiels gelassen": party 1 leaves.
    let (system, def) = liebenau();
    let bids = [Bid::Pass, Bid::Go, Bid::Pass, Bid::Go];
    let (asked, end) = hand(&system, &def, dealt(&system, &def, 5), bids, true);
    assert_eq!(asked.len(), 2, "the hand ended at the first pause");
    let b = end.unwrap().unwrap();
    assert_eq!((b.party, b.points, b.end), (0, 4, HandEnd::Gehen));
}

#[test]
fn a_spieldrei_at_a_pause_is_held_or_left() {
    let (system, def) = liebenau();
    // Beispiel A: "Nr. I ... macht ... ein Spieldrei. — Nr. II ... macht auch ein Spieldrei."
    // Party 1's counter-Spieldrei holds party 0's; party 0 then leaves party 1's: party 1
    // books the table and party 0's held Spieldrei, 4 + 3.
    let bids = [Bid::Raise, Bid::Raise, Bid::Pass, Bid::Pass];
    let (_, end) = hand(&system, &def, dealt(&system, &def, 5), bids, false);
    let b = end.unwrap().unwrap();
    assert_eq!((b.party, b.points, b.end), (1, 7, HandEnd::Gehen));
    // Party 0's Spieldrei, held by party 1 passing: the hand goes on at 7, and party 0 may
    // not raise again before party 1 did (the raise alternates) at the second pause.
    let bids = [Bid::Raise, Bid::Pass, Bid::Pass, Bid::Pass];
    let (asked, end) = hand(&system, &def, dealt(&system, &def, 5), bids, true);
    assert_eq!(asked.len(), 4);
    assert!(
        asked[2].1.contains("value: 7, may_raise: false"),
        "{}",
        asked[2].1
    );
    assert!(end.is_err());
}

/// `d` with the cards a seat could not see at `pause` dealt anew (the others' cards still to
/// come and the stock), the Umschlag decided again; `None` if it then makes no trump.
fn moved(
    system: &RuleSystem,
    def: &TableDef,
    d: &Dealt,
    pause: DealPause,
    seed: u64,
) -> Option<Dealt> {
    let n = def.players;
    let so_far = pause.dealt(d.dealer, n, def.cards);
    let mut hidden: Vec<Card> = Vec::new();
    for (s, h) in d.hands.iter().enumerate() {
        hidden.extend(h.iter().skip(so_far[s]));
    }
    hidden.extend(d.stock.iter());
    hidden.shuffle(&mut ChaCha8Rng::seed_from_u64(seed));
    let mut next = hidden.into_iter();
    let mut out = d.clone();
    for (s, h) in out.hands.iter_mut().enumerate() {
        for c in h.iter_mut().skip(so_far[s]) {
            *c = next.next()?;
        }
    }
    out.stock = next.collect();
    out.face_up = out
        .face_up
        .iter()
        .map(|(s, _)| (*s, out.hands[*s][0]))
        .collect();
    let up: Vec<Card> = out.face_up.iter().map(|(_, c)| *c).collect();
    let top: Vec<Card> = out.stock.first().copied().into_iter().collect();
    out.umschlag = decide(system, deck_for(system, def), &up, &top).ok()?;
    out.trump = match out.umschlag.decision {
        Decision::Trump { suit, .. } => suit,
        _ => return None,
    };
    Some(out)
}

#[test]
fn a_pause_shows_only_the_cards_dealt_so_far() {
    // Honest information: moving the cards not dealt yet changes nothing a seat sees at a
    // pause (and so no decision there), the real trump included before the Umschlag is out.
    let (system, def) = liebenau();
    let mut compared = 0;
    for seed in 0..8u64 {
        let d = dealt(&system, &def, seed);
        let (before, _) = hand(&system, &def, d.clone(), [Bid::Pass; 4], true);
        for (i, pause) in [DealPause::Umschlag, DealPause::FirstRound]
            .into_iter()
            .enumerate()
        {
            for k in 0..3 {
                let Some(other) = moved(&system, &def, &d, pause, seed * 10 + k) else {
                    continue;
                };
                let (after, _) = hand(&system, &def, other, [Bid::Pass; 4], true);
                // The views of pause `i` (two seats asked at each).
                assert_eq!(
                    after[2 * i..2 * i + 2],
                    before[2 * i..2 * i + 2],
                    "seed {seed} {pause:?}"
                );
                compared += 1;
            }
        }
    }
    assert!(compared >= 30, "{compared}");
}
