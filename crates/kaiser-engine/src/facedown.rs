//! Face-down play (issue 15 item 3): a player may lay a card face down in a trick instead of
//! playing it, where the system's source allows it (the system's `face_down:`; stans, buochs,
//! wolfenschiessen: Achermann 1978 §4 "Will ein Spieler keine Karte ins Spiel werfen, so kann
//! er auch eine Karte verdeckt ablegen"; willisau: Phase IV "Karten „nachts“ zu spielen";
//! liebenau: §4 "Ist eine Karte verdeckt ausgespielt"). Such a card takes nothing, counts for
//! nothing in the trick ([`crate::trick::winner_down`]) and hides itself from the others.
//!
//! Where the sources are silent (readings 29 and 30, docs/readings.md): the leader never lays
//! a card face down (the leader "wirft als erster ein Blatt ... auf den Tisch"); where who can
//! take must take (liebenau's solo tables), a seat that can take may not lay a card face down
//! instead.

use crate::cards::{Card, CardSet};
use crate::deal::{DealError, Hand};
use crate::trick::winner_down;

/// A seat's move in trick play: a card played face up, or laid face down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// The card.
    pub card: Card,
    /// Laid face down: it takes nothing and the others do not see it.
    pub face_down: bool,
}

impl Move {
    /// `card` played face up.
    pub fn up(card: Card) -> Move {
        Move {
            card,
            face_down: false,
        }
    }

    /// `card` laid face down.
    pub fn down(card: Card) -> Move {
        Move {
            card,
            face_down: true,
        }
    }
}

impl From<Card> for Move {
    fn from(card: Card) -> Move {
        Move::up(card)
    }
}

/// Why a card may not be laid face down now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// The system's sources do not allow face-down play.
    NotInSystem,
    /// The leader lays no card face down (reading 29).
    Leading,
    /// Who can take must take, and this seat can (reading 30).
    MustTake,
}

impl Hand {
    /// Whether the seat to play may lay a card face down now, and if not, why.
    pub fn face_down_refused(&self) -> Option<Refused> {
        let seat = self.to_play()?;
        if !self.power.face_down {
            return Some(Refused::NotInSystem);
        }
        if self.current.is_empty() {
            return Some(Refused::Leading);
        }
        if self.table.rules.must_overtake {
            let hand = self.table.hands[seat];
            let mut trick = self.current.clone();
            let ctx = crate::TrickContext {
                first_trick: self.table.played == 0,
            };
            for c in hand.iter() {
                trick.push(c);
                let w = winner_down(&self.power, &trick, self.current_down, ctx);
                trick.pop();
                if w == self.current.len() {
                    return Some(Refused::MustTake);
                }
            }
        }
        None
    }

    /// Check that the seat to play may lay `card` face down now.
    pub fn may_lay_down(&self, card: Card) -> Result<(), DealError> {
        let Some(seat) = self.to_play() else {
            return Err(DealError::HandOver);
        };
        if !self.table.hands[seat].contains(card) {
            return Err(DealError::NotInHand(card));
        }
        match self.face_down_refused() {
            Some(refused) => Err(DealError::FaceDown { card, refused }),
            None => Ok(()),
        }
    }

    /// The cards the seat to play may lay face down now (every card it holds, or none).
    pub fn legal_down(&self) -> CardSet {
        match (self.to_play(), self.face_down_refused()) {
            (Some(seat), None) => self.table.hands[seat],
            _ => CardSet::EMPTY,
        }
    }

    /// This hand with the cards of the current trick whose bit is set in `down` laid face
    /// down (a seat's view of the trick, for a bot's assumed hand).
    pub fn with_current_down(mut self, down: u32) -> Hand {
        self.current_down = down;
        self
    }
}
