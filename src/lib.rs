//! kaiser: a tutor and rule explorer for Kaisern, the trick-taking card game of Central
//! Switzerland and living heir of the 15th-century Karnöffel.
//!
//! The app on top of the pure engine crate `kaiser-engine` (re-exported as [`rules`], with
//! its [`cards`]): the engine returns facts, this crate says them and talks to the user.
//!
//! - [`cards`]: suits, ranks, cards, decks and every accepted card name (the engine's).
//! - [`rules`]: the pure engine. Rule systems are YAML data (`crates/kaiser-engine/systems/`),
//!   turned into a [`rules::Power`] table per trump; [`rules::trick`] decides who takes a
//!   trick and why, as facts with citation keys.
//! - [`text`]: the engine's facts and errors in English or German, the language given;
//!   citations in book form from the bibliography (`sources.yaml`).
//! - [`run()`] and [`error`]: one run from the arguments to the exit code, and its one error
//!   type.
//! - [`lessons`]: lessons and scenarios as YAML data (`lessons/`, `scenarios/`), validated and
//!   answered by the engine; [`tutor`] runs them with a learner and keeps progress.
//! - [`i18n`]: every user-facing sentence in English and German (Fluent catalogs in
//!   `locales/`), looked up with [`t!`].
//! - [`cli`] and [`render`]: the command line and its tables, colors and JSON on top.
//!
//! The sources are five German texts (see `kaiser sources`); every rule cites them.
//!
//! Who takes Gasser's Farbstärke trick (`000_…`, "Farbstärke"), and why:
//!
//! ```
//! use kaiser::cards::{names::Namer, Suit};
//! use kaiser::i18n::Lang;
//! use kaiser::rules::{catalog, explain, Power, PowerOptions, TrickContext};
//!
//! let system = catalog::load("lungern")?;
//! let power = Power::new(&system, Suit::Schellen, &PowerOptions::default())?;
//! let namer = Namer::new(Some(Suit::Schellen), &system.nicknames);
//! let cards = ["Eichel-7", "Mugg", "Oberkaiser", "Eichel-König"].map(|n| namer.card(n).unwrap());
//! let outcome = explain(&system, &power, &cards, TrickContext::default())?;
//! assert_eq!(outcome.winner, 3);
//! assert_eq!(outcome.card.to_string(), "Eichel-König");
//! // The engine gives facts with citation keys; the text layer says them in a language.
//! assert_eq!(outcome.steps[3].cite.to_string(), "citations.throner");
//! let said = kaiser::text::trick::narrate(Lang::En, &system, &power, &cards, &outcome);
//! assert!(said[3].text.contains("inside the led suit a Throner takes every lower card"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

#[doc(hidden)]
pub mod alloc;
pub mod cli;
pub mod error;
#[doc(hidden)]
pub mod fuzzing;
pub mod i18n;
pub mod lessons;
pub mod render;
mod run;
mod signals;
pub mod text;
pub mod tutor;

pub use kaiser_engine::cards;
pub use run::run;

/// The pure rules engine (the `kaiser-engine` crate).
pub use kaiser_engine as rules;
