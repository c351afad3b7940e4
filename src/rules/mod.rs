//! The pure rules engine: rule systems, the Machtposition per trump, tricks and the Umschlag.
//!
//! No I/O, no terminal, no command line: everything here takes values and returns values, so
//! the lessons, the CLI, the tests and the benchmarks all ask the same engine.

pub mod bot;
pub mod catalog;
pub mod deal;
pub mod hand;
pub mod odds;
pub mod power;
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
