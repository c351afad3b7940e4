//! Taking a card back in `kaiser play --open` (`undo`, German `zurück`): every seat's
//! decisions are recorded on a [`Tape`] with the dice as they were after each one. To take
//! the learner's last card back, the tape is cut before that card and the game is played
//! again from its start, silently: each seat's decision comes from the tape and the dice are
//! set to where they were, so the same cards are dealt and nothing is computed again. When
//! the tape runs out, the learner is asked for the card again, and the game goes on live.
//!
//! The driver (the engine's table) is not changed for this: a [`Taped`] seat wraps each seat.

use super::board::Board;
use crate::cards::Card;
use crate::rules::facedown::Move;
use crate::rules::table::{Bid, Dice, Forward, Leave, Seat, View};
use std::cell::RefCell;

/// The dice's state (the engine's seeded generator).
type DiceState = rand_chacha::ChaCha8Rng;

/// One decision of a seat.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Decision {
    Kaiser(Option<u32>),
    Answer(bool),
    Freien(bool),
    /// Turn the covered card of a night deal ([`Seat::turn_card`]).
    Turn(bool),
    /// Two Kaiser together for one 3 ([`Seat::announce_joint`]).
    Joint(bool),
    /// One more Kritz for a Kaiser ([`Seat::add_kritz`]).
    Kritz(bool),
    /// A pause in the deal ([`Seat::pause`]).
    Pause(Bid),
    Raise(Bid),
    LayAway(Vec<Card>),
    Play(Card),
    /// A card played face up or laid face down (the driver asks [`Seat::play_move`]).
    Move(Move),
}

/// A decision on the tape: the seat, the decision, the hand, and the dice after it.
#[derive(Debug, Clone)]
struct Entry {
    seat: usize,
    decision: Decision,
    /// The learner played this card here.
    card: Option<Card>,
    hand: u32,
    dice: DiceState,
}

/// Every decision of the game so far, and how far a replay has come.
#[derive(Debug, Default)]
pub(super) struct Tape {
    entries: RefCell<Vec<Entry>>,
    /// The next entry to replay; at the end, the game is live.
    at: RefCell<usize>,
}

impl Tape {
    /// Whether the game is being replayed.
    fn replaying(&self) -> bool {
        *self.at.borrow() < self.entries.borrow().len()
    }

    /// Cut the tape before the learner's last card of hand `hand` (before the turn's menu
    /// where it was chosen), and go back to its start for a replay; the card taken back, or
    /// `None` (nothing to take back in this hand).
    pub(super) fn cut(&self, hand: u32) -> Option<Card> {
        let mut entries = self.entries.borrow_mut();
        let mut i = entries
            .iter()
            .rposition(|e| e.seat == 0 && e.card.is_some())?;
        if entries[i].hand != hand {
            return None;
        }
        let card = entries[i].card;
        if i > 0
            && entries[i - 1].seat == 0
            && entries[i - 1].decision == Decision::Raise(Bid::Pass)
        {
            i -= 1;
        }
        entries.truncate(i);
        *self.at.borrow_mut() = 0;
        card
    }

    /// The learner's last card in hand `hand`, if any (what `undo` would take back).
    pub(super) fn last_card(&self, hand: u32) -> Option<Card> {
        self.entries
            .borrow()
            .iter()
            .rev()
            .find(|e| e.seat == 0 && e.card.is_some())
            .filter(|e| e.hand == hand)
            .and_then(|e| e.card)
    }
}

/// A seat whose decisions are recorded on the board's tape, and replayed from it.
pub(super) struct Taped<'b> {
    pub(super) seat: usize,
    pub(super) inner: Box<dyn Seat + 'b>,
    pub(super) board: &'b Board,
    pub(super) dice: Dice,
}

impl<'b> Taped<'b> {
    /// The decision: from the tape while replaying (the dice set as they were after it),
    /// else from the seat, recorded. A tape that does not fit (never expected) ends the game.
    fn decide<T>(
        &mut self,
        view: &View,
        ask: impl FnOnce(&mut dyn Seat) -> Result<T, Leave>,
        record: impl Fn(&T) -> Decision,
        replay: impl Fn(&Decision) -> Option<T>,
    ) -> Result<T, Leave> {
        let tape = &self.board.tape;
        if tape.replaying() {
            let at = *tape.at.borrow();
            let entries = tape.entries.borrow();
            let entry = entries.get(at).ok_or(Leave)?;
            if entry.seat != self.seat {
                return Err(Leave);
            }
            let value = replay(&entry.decision).ok_or(Leave)?;
            *self.dice.borrow_mut() = entry.dice.clone();
            *tape.at.borrow_mut() = at + 1;
            return Ok(value);
        }
        // Live again after a replay: the learner sees the table from here on.
        if self.board.muted.replace(false) {
            self.board.resumed.set(true);
        }
        if self.seat != 0 {
            self.board.set(self.seat, &view.own);
        }
        let value = ask(&mut *self.inner)?;
        let decision = record(&value);
        let card = match (&decision, self.seat) {
            (Decision::Play(c), 0) => Some(*c),
            (Decision::Move(m), 0) => Some(m.card),
            _ => None,
        };
        let entry = Entry {
            seat: self.seat,
            decision,
            card,
            hand: self.board.hand.get(),
            dice: self.dice.borrow().clone(),
        };
        tape.entries.borrow_mut().push(entry);
        *tape.at.borrow_mut() = tape.entries.borrow().len();
        Ok(value)
    }
}

/// Every decision is written here, none left to [`Forward`]'s default, so that each goes
/// on the tape (a decision [`Seat`] gains is forwarded, untaped, until it is added here).
impl Forward for Taped<'_> {
    fn inner(&mut self) -> &mut dyn Seat {
        &mut *self.inner
    }

    fn announce_kaiser(
        &mut self,
        view: &View,
        card: Card,
        values: &[u32],
    ) -> Result<Option<u32>, Leave> {
        self.decide(
            view,
            |s| s.announce_kaiser(view, card, values),
            |v| Decision::Kaiser(*v),
            |d| match d {
                Decision::Kaiser(v) => Some(*v),
                _ => None,
            },
        )
    }

    fn answer(&mut self, view: &View) -> Result<bool, Leave> {
        self.decide(
            view,
            |s| s.answer(view),
            |v| Decision::Answer(*v),
            |d| match d {
                Decision::Answer(v) => Some(*v),
                _ => None,
            },
        )
    }

    fn freien(&mut self, view: &View, nach: bool) -> Result<bool, Leave> {
        self.decide(
            view,
            |s| s.freien(view, nach),
            |v| Decision::Freien(*v),
            |d| match d {
                Decision::Freien(v) => Some(*v),
                _ => None,
            },
        )
    }

    fn announce_joint(&mut self, view: &View, pair: [Card; 2]) -> Result<bool, Leave> {
        self.decide(
            view,
            |s| s.announce_joint(view, pair),
            |v| Decision::Joint(*v),
            |d| match d {
                Decision::Joint(v) => Some(*v),
                _ => None,
            },
        )
    }

    fn add_kritz(&mut self, view: &View, card: Card, kritze: u32) -> Result<bool, Leave> {
        self.decide(
            view,
            |s| s.add_kritz(view, card, kritze),
            |v| Decision::Kritz(*v),
            |d| match d {
                Decision::Kritz(v) => Some(*v),
                _ => None,
            },
        )
    }

    fn pause(&mut self, view: &View) -> Result<Bid, Leave> {
        self.decide(
            view,
            |s| s.pause(view),
            |v| Decision::Pause(*v),
            |d| match d {
                Decision::Pause(v) => Some(*v),
                _ => None,
            },
        )
    }

    fn turn_card(&mut self, view: &View) -> Result<bool, Leave> {
        self.decide(
            view,
            |s| s.turn_card(view),
            |v| Decision::Turn(*v),
            |d| match d {
                Decision::Turn(v) => Some(*v),
                _ => None,
            },
        )
    }

    fn raise(&mut self, view: &View) -> Result<Bid, Leave> {
        self.decide(
            view,
            |s| s.raise(view),
            |v| Decision::Raise(*v),
            |d| match d {
                Decision::Raise(v) => Some(*v),
                _ => None,
            },
        )
    }

    fn lay_away(&mut self, view: &View, n: usize) -> Result<Vec<Card>, Leave> {
        let cards = self.decide(
            view,
            |s| s.lay_away(view, n),
            |v| Decision::LayAway(v.clone()),
            |d| match d {
                Decision::LayAway(v) => Some(v.clone()),
                _ => None,
            },
        )?;
        for c in &cards {
            self.board.remove(self.seat, *c);
        }
        Ok(cards)
    }

    fn play(&mut self, view: &View) -> Result<Card, Leave> {
        self.decide(
            view,
            |s| s.play(view),
            |v| Decision::Play(*v),
            |d| match d {
                Decision::Play(v) => Some(*v),
                _ => None,
            },
        )
    }

    fn play_move(&mut self, view: &View) -> Result<Move, Leave> {
        self.decide(
            view,
            |s| s.play_move(view),
            |v| Decision::Move(*v),
            |d| match d {
                Decision::Move(v) => Some(*v),
                Decision::Play(c) => Some(Move::up(*c)),
                _ => None,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn entry(seat: usize, decision: Decision, hand: u32) -> Entry {
        let card = match (&decision, seat) {
            (Decision::Play(c), 0) => Some(*c),
            _ => None,
        };
        Entry {
            seat,
            decision,
            card,
            hand,
            dice: DiceState::seed_from_u64(1),
        }
    }

    fn card(name: &str) -> Card {
        name.parse().unwrap()
    }

    #[test]
    fn the_tape_is_cut_before_the_turn_of_the_learners_last_card_of_this_hand() {
        let tape = Tape::default();
        tape.entries.borrow_mut().extend([
            entry(1, Decision::Kaiser(None), 1),
            entry(0, Decision::Raise(Bid::Pass), 1),
            entry(0, Decision::Play(card("Rosen-6")), 1),
            entry(1, Decision::Play(card("Rosen-7")), 1),
            entry(1, Decision::Raise(Bid::Raise), 1),
            entry(0, Decision::Answer(true), 1),
        ]);
        *tape.at.borrow_mut() = 6;
        assert!(!tape.replaying());
        // Not in another hand.
        assert_eq!(tape.last_card(2), None);
        assert_eq!(tape.cut(2), None);
        assert_eq!(tape.entries.borrow().len(), 6, "nothing cut");
        // In this hand: the card, and the turn's raise menu where it was chosen.
        assert_eq!(tape.last_card(1), Some(card("Rosen-6")));
        assert_eq!(tape.cut(1), Some(card("Rosen-6")));
        assert_eq!(tape.entries.borrow().len(), 1);
        assert!(tape.replaying(), "replayed from the start");
        // Nothing of the learner's left to take back.
        assert_eq!(tape.cut(1), None);
    }
}
