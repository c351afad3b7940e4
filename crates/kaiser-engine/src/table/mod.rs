//! The table owns the game: seats and parties, the hand in play, and the driver that runs a
//! whole game between them.
//!
//! A [`Seat`] is asked for each decision (announce a Kaiser, answer a raise, raise or give up,
//! lay away, play a card) and given a [`View`] of what that seat may see; [`Agent`] is the
//! computer player, of one [`Strategy`]; a seat that wraps another implements [`Forward`].
//! [`Observer`]s receive the events (dealt, Umschlag, Kaiser, raises and answers, cards and
//! tricks, the hand's booking, the game's end) to narrate them. The [`Driver`] refuses an
//! illegal move with a typed [`TableError`] and ends cleanly when a seat
//! leaves. Nothing here speaks or does I/O.

mod agent;
mod down;
mod driver;
mod forward;
mod partners;
mod seat;

pub use agent::{Agent, BEST_EXTRA, BEST_SAMPLES, Dice, PIMC_SAMPLES, Strategy, dice, knowledge};
pub use driver::{Driver, GameEnd};
pub use forward::Forward;
pub use partners::{partner_cards, signed};
pub use seat::{
    Bid, HandOver, HandStart, Leave, Observer, PlayView, RaisedAt, Seat, Silent, StakeView, View,
};

use crate::deal::DealError;
use crate::power::PowerError;
use crate::stake::{StakeError, Targets};
use thiserror::Error;

/// Why a game cannot go on.
#[derive(Debug, Error)]
pub enum TableError {
    /// The system has no `stake:` section (its id).
    #[error("system {0} has no stake")]
    NoStake(String),
    /// One seat per player.
    #[error("{seats} seats for {players} players")]
    Seats {
        /// Seats given.
        seats: usize,
        /// Players at the table.
        players: usize,
    },
    /// A target the system does not allow.
    #[error("target {target} not allowed")]
    Target {
        /// Asked.
        target: u32,
        /// What the system allows.
        allowed: Targets,
        /// Whether the table has two parties (the stake's rules) or more.
        two_parties: bool,
    },
    /// A seat's stake move the rules refuse.
    #[error("seat {seat}: {error}")]
    Stake {
        /// The seat.
        seat: usize,
        /// Why.
        error: StakeError,
    },
    /// A seat's card the rules refuse.
    #[error("seat {seat}: {error}")]
    Card {
        /// The seat.
        seat: usize,
        /// Why.
        error: DealError,
    },
    /// A Kaiser with Kritze not allowed (more than two parties).
    #[error("seat {seat}: {kritze} Kritze not allowed")]
    Kritze {
        /// The seat.
        seat: usize,
        /// Asked.
        kritze: u32,
    },
    /// A seat laid away other cards than its own, or not as many as asked.
    #[error("seat {seat}: wrong cards laid away")]
    LayAway {
        /// The seat.
        seat: usize,
    },
    /// The hand ended without a result.
    #[error("the hand did not end")]
    Unfinished,
    /// The stake's own step failed.
    #[error(transparent)]
    Rules(#[from] StakeError),
    /// The deal failed.
    #[error(transparent)]
    Deal(#[from] DealError),
    /// The Power table failed.
    #[error(transparent)]
    Power(#[from] PowerError),
}

#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_handflow;
#[cfg(test)]
mod tests_honest;
#[cfg(test)]
mod tests_joint;
#[cfg(test)]
mod tests_night;
#[cfg(test)]
mod tests_partners;
#[cfg(test)]
mod tests_pause;
#[cfg(test)]
mod tests_single_night;
#[cfg(test)]
mod tests_stepwise;
