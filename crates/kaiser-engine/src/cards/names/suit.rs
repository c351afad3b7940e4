//! Reading a suit name, with suggestions on failure.

use super::aliases::SUITS;
use super::{fold, shorten};
use crate::cards::Suit;
use thiserror::Error;

/// A suit name that was not understood (data: the app narrates it).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown suit {input:?} (expected {})", expected.join(", "))]
pub struct SuitNameError {
    /// What was typed (at most 40 characters, see [`shorten`]).
    pub input: String,
    /// The suits it may have meant (all four when none is near).
    pub expected: Vec<String>,
}

/// Read a suit name (any spelling, or its short form), with suggestions on failure.
pub fn parse_suit(input: &str) -> Result<Suit, SuitNameError> {
    let key = fold(input);
    if let Some((_, Some(s))) = SUITS.iter().find(|(k, _)| *k == key) {
        return Ok(*s);
    }
    let near: Vec<&str> = Suit::ALL
        .iter()
        .map(|s| s.name())
        .filter(|n| strsim::jaro_winkler(&key, &fold(n)) >= 0.7)
        .collect();
    let expected = if near.is_empty() {
        Suit::ALL.iter().map(|s| s.name()).collect()
    } else {
        near
    };
    Err(SuitNameError {
        input: shorten(input),
        expected: expected.into_iter().map(String::from).collect(),
    })
}
