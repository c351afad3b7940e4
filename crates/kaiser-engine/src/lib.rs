//! kaiser-engine: the pure rules engine of kaiser, the tutor for Kaisern (the trick-taking
//! card game of Central Switzerland, heir of the 15th-century Karnöffel).
//!
//! - [`cards`]: suits, ranks, cards, decks and every accepted card name.
//! - [`system`] and [`catalog`]: rule systems as YAML data (`systems/*.yaml`, embedded), read
//!   by one guarded loader ([`yaml`]); [`power`]: the Machtposition per trump.
//! - [`trick`]: who takes a trick, with every decision as a fact and a citation key;
//!   [`umschlag`]: which suit is trump, with its reasons.
//! - [`deal`], [`hand`], [`stake`]: whole hands and the stake; [`table`]: the driver that
//!   plays a game with [`table::Seat`]s; [`solver`], [`odds`], [`bot`]: analysis and play;
//!   [`arena`]: two strategies over paired deals; [`calibration`]: how well a bot's chance
//!   predicts its hands.
//!
//! No I/O, no language, no terminal: everything takes values and returns values (facts,
//! typed errors, citation keys); the app says them in the user's language. This crate's
//! `Cargo.toml` is the contract: no text, terminal or command-line crate may enter it.

#![warn(missing_docs)]

pub mod arena;
pub mod bot;
pub mod calibration;
pub mod cards;
pub mod catalog;
pub mod deal;
pub mod facedown;
pub mod hand;
pub mod odds;
pub mod power;
pub mod puzzle;
pub mod solver;
pub mod stake;
pub mod system;
pub mod table;
pub mod trick;
pub mod umschlag;
pub mod yaml;

pub use power::{Power, PowerOptions};
pub use system::{Class, RuleSystem, Text};
pub use trick::{Outcome, TrickContext, explain, winner};
