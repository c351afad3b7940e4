//! The stake (Einsatz) of one hand and the score of a whole game, per rule system.
//!
//! Rules are data: the `stake:` section of a rule-system file ([`StakeFile`] as written,
//! merged section by section along `extends`, validated into [`StakeDef`]) fixes the table
//! value, the raise (Spieldrei, Spielen, Spöu drüü), the Kaiser Kritze, the game targets,
//! lungern's Knopf board with Freien and Nachfreien, and the end-game states (zu Hause
//! bleiben, gespielt bleiben, Üüs goht's, the night deal).
//!
//! [`Stake`] is the state machine of one hand between two parties (0 and 1): raises wait for
//! the other party's answer (kommen or gehen); the winner takes all (table + accepted raises +
//! every accepted Kaiser Kritz of both parties). [`Game`] adds the hands up until a party
//! reaches the target and tells which end-game state applies. Nothing here does I/O and
//! nothing here speaks: errors are data ([`StakeError`], [`Invalid`]), narrated by the app.
//!
//! The rooms: `schema` (the YAML as written), `def` (validation, end-game states), `error`,
//! `hand` (one hand's state machine), `announce` (Kaiser, Freien, the hand's end), `game`.
//!
//! The common model and every reading are in `docs/spec-stake.yaml`; the sources are the seeds,
//! cited in the system files.

mod announce;
mod def;
mod error;
mod game;
mod hand;
mod schema;

pub use def::{Phase, StakeContext, Who};
pub use error::{
    FreienBar, Invalid, Move, Next, NightBar, Now, RaiseCall, StakeError, Step, Targets, Value,
};
pub use game::Game;
pub use hand::{Board, Booking, HandEnd, Raise, RaiseKind, Stage, Stake};
pub use schema::*;

/// A party at the table of a two-party hand: 0 or 1.
pub type Party = usize;

/// The other party of a two-party hand.
fn other(party: Party) -> Party {
    1 - party
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_game;
#[cfg(test)]
mod tests_lungern;
