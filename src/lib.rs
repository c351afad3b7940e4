//! kaiser: a tutor and rule explorer for Kaisern, the trick-taking card game of Central
//! Switzerland and living heir of the 15th-century Karnöffel.
//!
//! - [`cards`]: suits, ranks, cards, decks and every accepted card name.
//! - [`rules`]: the pure engine. Rule systems are YAML data (`src/systems/`), turned into a
//!   [`rules::Power`] table per trump; [`rules::trick`] decides who takes a trick and why.
//! - [`cli`] and [`render`]: the command line and its tables, colors and JSON on top.
//!
//! The sources are the five German texts in `../shared/seeds/`; every rule cites them.

pub mod cards;
pub mod cli;
pub mod render;
pub mod rules;
