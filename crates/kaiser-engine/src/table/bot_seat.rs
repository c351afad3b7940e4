//! [`BotSeat`]: the computer player of [`crate::bot`] at a seat. It decides from its
//! [`View`] only; the dice are shared with the table, so a seeded game is reproducible.

use super::seat::{Bid, Leave, Seat, View};
use crate::bot::{self, COME_AT, RAISE_AT};
use crate::cards::Card;
use crate::stake::RaiseKind;
use rand_chacha::ChaCha8Rng;
use std::cell::RefCell;
use std::rc::Rc;

/// The table's random generator, shared by the deal and the bots (one seeded sequence).
pub type Dice = Rc<RefCell<ChaCha8Rng>>;

/// Dice from a seed.
pub fn dice(seed: u64) -> Dice {
    use rand::SeedableRng;
    Rc::new(RefCell::new(ChaCha8Rng::seed_from_u64(seed)))
}

/// A computer player (see [`crate::bot`] for its strategy).
pub struct BotSeat {
    dice: Dice,
    samples: usize,
    raises: bool,
    /// Where it last raised (tricks played, cards in the trick): it raises once per turn.
    raised_at: Option<(u8, usize)>,
}

impl BotSeat {
    /// A bot drawing from `dice`, sampling `samples` deals per decision (0: the quick rule).
    pub fn new(dice: Dice, samples: usize) -> BotSeat {
        BotSeat {
            dice,
            samples,
            raises: true,
            raised_at: None,
        }
    }

    /// A bot that never raises (it leaves the raising to a human partner).
    pub fn without_raising(mut self) -> BotSeat {
        self.raises = false;
        self
    }

    fn chance(&self, view: &View) -> f64 {
        let (Some(hand), Some(play)) = (view.assumed_hand(), view.play.as_ref()) else {
            return 0.5;
        };
        let mut rng = self.dice.borrow_mut();
        bot::chance(&hand, view.seat, &play.known, self.samples, &mut *rng)
    }
}

impl Seat for BotSeat {
    /// Every Kaiser, with the most Kritze allowed.
    fn announce_kaiser(
        &mut self,
        _view: &View,
        _card: Card,
        values: &[u32],
    ) -> Result<Option<u32>, Leave> {
        Ok(values.last().copied())
    }

    /// A Kaiser is always accepted (a refusal loses the hand in stans, `001_…` §3); a raise
    /// when the chance is at least [`COME_AT`].
    fn answer(&mut self, view: &View) -> Result<bool, Leave> {
        match &view.stake.pending {
            Some((_, RaiseKind::Spieldrei)) => Ok(self.chance(view) >= COME_AT),
            _ => Ok(true),
        }
    }

    /// Spieldrei when the chance is at least [`RAISE_AT`], once per turn.
    fn raise(&mut self, view: &View) -> Result<Bid, Leave> {
        if !self.raises || !view.stake.may_raise {
            return Ok(Bid::Pass);
        }
        let at = view.play.as_ref().map(|p| (p.played, p.current.len()));
        if at.is_some() && self.raised_at == at {
            return Ok(Bid::Pass);
        }
        if self.chance(view) >= RAISE_AT {
            self.raised_at = at;
            return Ok(Bid::Raise);
        }
        Ok(Bid::Pass)
    }

    /// The weakest cards.
    fn lay_away(&mut self, view: &View, n: usize) -> Result<Vec<Card>, Leave> {
        Ok(bot::weakest(&view.own, &view.deal_power, n))
    }

    fn play(&mut self, view: &View) -> Result<Card, Leave> {
        let (Some(hand), Some(play)) = (view.assumed_hand(), view.play.as_ref()) else {
            return Err(Leave);
        };
        let mut rng = self.dice.borrow_mut();
        match bot::choose(&hand, &play.known, self.samples, &mut *rng) {
            Some(c) => Ok(c.card),
            None => play.legal.iter().next().ok_or(Leave),
        }
    }
}
