//! One hand in play ([`Hand`]): the trick sequence (the winner leads), cards played face up
//! or laid face down, and the end when a party has its tricks, with the system's tie rule
//! otherwise ([`HandResult`]).

use super::{DealError, parties_of};
use crate::cards::{Card, CardSet, Deck, Rank, Suit};
use crate::facedown::Move;
use crate::power::{Power, PowerOptions};
use crate::solver::{PlayRules, PlayedTrick, Table, legal_down};
use crate::system::{RuleSystem, TableDef, Tie};
use crate::trick::{TrickContext, winner_down};
use serde::Serialize;

/// How a hand ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandResult {
    /// The winning party, if any.
    pub winner: Option<usize>,
    /// Tricks per party.
    pub tricks: Vec<u8>,
}

/// One hand in play.
#[derive(Debug, Clone)]
pub struct Hand {
    /// The Machtposition of this hand (trump, announced Kaiser).
    pub power: Power,
    /// Hands, parties, targets and tricks so far.
    pub table: Table,
    /// The tie rule.
    pub tie: Option<Tie>,
    /// Tricks played.
    pub history: Vec<PlayedTrick>,
    /// The current trick so far.
    pub current: Vec<Card>,
    /// Bit `i` set: `current[i]` was laid face down.
    pub current_down: u32,
    /// For each party, the trick index at which it last reached a new count.
    pub(super) reached: Vec<Vec<usize>>,
}

impl Hand {
    /// Start play: `hands` per seat (after laying away), the Banner announced as Kaiser, the
    /// leader (the seat after the dealer, the Vorhand).
    pub fn new(
        system: &RuleSystem,
        def: &TableDef,
        deck: Deck,
        trump: Suit,
        hands: &[Vec<Card>],
        announced: &[Card],
        leader: usize,
    ) -> Result<Hand, DealError> {
        let unannounced: Vec<Card> = if system.kaiser {
            hands
                .iter()
                .flatten()
                .copied()
                .chain(Suit::ALL.iter().map(|s| Card::new(*s, Rank::Banner)))
                .filter(|c| c.rank() == Rank::Banner && !announced.contains(c))
                .fold(Vec::new(), |mut v, c| {
                    if !v.contains(&c) {
                        v.push(c);
                    }
                    v
                })
        } else {
            Vec::new()
        };
        let opts = PowerOptions {
            deck: Some(deck),
            unannounced,
            switches: Default::default(),
        };
        let power = Power::new(system, trump, &opts)?;
        let parties = def.parties;
        Ok(Hand {
            power,
            table: Table {
                hands: hands.iter().map(|h| h.iter().copied().collect()).collect(),
                party: parties_of(def),
                need: vec![def.need; parties],
                won: vec![0; parties],
                leader,
                played: 0,
                rules: PlayRules {
                    must_overtake: def.must_overtake,
                },
            },
            tie: def.tie,
            history: Vec::new(),
            current: Vec::new(),
            current_down: 0,
            reached: vec![Vec::new(); parties],
        })
    }

    /// A hand rebuilt from parts (a seat's assumption of the others' hands, for a bot): the
    /// tricks played so far in `history`, the current trick in `current`.
    pub fn assumed(
        power: Power,
        table: Table,
        tie: Option<Tie>,
        history: Vec<PlayedTrick>,
        current: Vec<Card>,
    ) -> Hand {
        let mut reached = vec![Vec::new(); table.parties()];
        for (i, trick) in history.iter().enumerate() {
            if let Some(r) = reached.get_mut(table.party[trick.winner]) {
                r.push(i);
            }
        }
        Hand {
            power,
            table,
            tie,
            history,
            current,
            current_down: 0,
            reached,
        }
    }

    /// The seat to play, or `None` when the hand is over.
    pub fn to_play(&self) -> Option<usize> {
        if self.result().is_some() {
            return None;
        }
        Some((self.table.leader + self.current.len()) % self.table.hands.len())
    }

    /// The cards the seat to play may play.
    pub fn legal(&self) -> CardSet {
        match self.to_play() {
            Some(seat) => legal_down(
                &self.power,
                &self.table,
                seat,
                &self.current,
                self.current_down,
            ),
            None => CardSet::EMPTY,
        }
    }

    /// Play `card` face up for the seat to play; returns the trick when this card completes
    /// it.
    pub fn play(&mut self, card: Card) -> Result<Option<PlayedTrick>, DealError> {
        self.play_move(Move::up(card))
    }

    /// Play a card face up, or lay it face down where the system allows it
    /// ([`Hand::may_lay_down`]); returns the trick when this card completes it.
    pub fn play_move(&mut self, mv: Move) -> Result<Option<PlayedTrick>, DealError> {
        let card = mv.card;
        let Some(seat) = self.to_play() else {
            return Err(DealError::HandOver);
        };
        if !self.table.hands[seat].contains(card) {
            return Err(DealError::NotInHand(card));
        }
        if mv.face_down {
            self.may_lay_down(card)?;
            if let Some(bit) = 1u32.checked_shl(self.current.len() as u32) {
                self.current_down |= bit;
            }
        } else if !self.legal().contains(card) {
            return Err(DealError::NotNow(card));
        }
        self.table.hands[seat].remove(card);
        self.current.push(card);
        let n = self.table.hands.len();
        if self.current.len() < n {
            return Ok(None);
        }
        let ctx = TrickContext {
            first_trick: self.table.played == 0,
        };
        let down = std::mem::take(&mut self.current_down);
        let w = (self.table.leader + winner_down(&self.power, &self.current, down, ctx)) % n;
        let seats: Vec<usize> = (0..n).map(|i| (self.table.leader + i) % n).collect();
        let trick = PlayedTrick {
            seats,
            cards: std::mem::take(&mut self.current),
            winner: w,
            face_down: down,
        };
        let party = self.table.party[w];
        self.table.won[party] += 1;
        self.reached[party].push(self.history.len());
        self.table.leader = w;
        self.table.played += 1;
        self.history.push(trick.clone());
        Ok(Some(trick))
    }

    /// The result once a party has its tricks, or every trick is played.
    pub fn result(&self) -> Option<HandResult> {
        let t = &self.table;
        if let Some(p) = t.decided() {
            return Some(HandResult {
                winner: Some(p),
                tricks: t.won.clone(),
            });
        }
        if t.remaining() > 0 || !self.current.is_empty() {
            return None;
        }
        // Nobody reached the target: most tricks, then the tie rule.
        let most = *t.won.iter().max().unwrap_or(&0);
        let tied: Vec<usize> = (0..t.parties()).filter(|p| t.won[*p] == most).collect();
        let winner = match (tied.len(), self.tie) {
            (1, Some(_)) => Some(tied[0]),
            (_, None) => None,
            (_, Some(rule)) => {
                // When did each tied party reach `most`? (index of that trick)
                let at = |p: usize| self.reached[p].get(most as usize - 1).copied().unwrap_or(0);
                match rule {
                    Tie::Last => tied.iter().copied().max_by_key(|p| at(*p)),
                    Tie::First => tied.iter().copied().min_by_key(|p| at(*p)),
                }
            }
        };
        Some(HandResult {
            winner: if most == 0 { None } else { winner },
            tricks: t.won.clone(),
        })
    }
}
