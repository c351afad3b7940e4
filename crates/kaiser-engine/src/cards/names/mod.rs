//! Every accepted name of a card, and suggestions for misspelt ones.
//!
//! A name is folded (lower case, umlauts to `ae oe ue`, separators dropped) and then read as
//! `<suit><rank>` with any suit spelling and any rank spelling, so the canonical `Rosen-König`,
//! `rosen-koenig`, the sources' compounds `Rosenkönig`, `Schiltenober`, `Trumfdrei`, and the
//! short form `RK` all work. Nicknames of the Kaiser are fixed; nicknames of trump cards (Jos,
//! Papst, Teufel, ...) need the trump; a rule system may add its own (Fuil).
//! Names come from `../shared/RULES-DIGEST.md` "Cards and names" and the seeds it cites.
//!
//! The rooms: `aliases` (the spelling and nickname tables, [`parse_ref`]), `namer` (the
//! [`Namer`] and its suggestions) and `suit` ([`parse_suit`]); here the [`CardRef`] they
//! share and the folding of input.

mod aliases;
mod namer;
mod suit;

pub use aliases::{parse_ref, shared_nicknames};
pub use namer::{CardNameError, Namer};
pub use suit::{SuitNameError, parse_suit};

use super::{Card, Rank, Suit};

/// A card name that has not met the trump yet: a fixed card or "the trump suit's rank".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardRef {
    /// A card of a fixed suit.
    Fixed(Card),
    /// The card of this rank in the trump suit (Jos = trump Under, `Trumpf-7`, `T7`).
    Trump(Rank),
}

impl CardRef {
    /// The card under `trump`, or `None` when the name needs a trump and none is given.
    pub fn resolve(self, trump: Option<Suit>) -> Option<Card> {
        match self {
            CardRef::Fixed(card) => Some(card),
            CardRef::Trump(rank) => trump.map(|t| Card::new(t, rank)),
        }
    }
}

impl std::fmt::Display for CardRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CardRef::Fixed(card) => write!(f, "{card}"),
            CardRef::Trump(rank) => write!(f, "Trumpf-{rank}"),
        }
    }
}

/// An echo of user input for an error message: at most 40 characters.
pub fn shorten(input: &str) -> String {
    if input.chars().count() <= 40 {
        input.to_string()
    } else {
        format!("{}…", input.chars().take(40).collect::<String>())
    }
}

/// Fold a name for lookup: lower case, umlauts spelled out, separators removed.
pub fn fold(input: &str) -> String {
    let input = input.trim();
    if input.is_ascii() {
        // The common case (every card pattern of the built-in systems), byte by byte: the
        // same as below for ASCII (start-up, issue 14).
        let mut out = String::with_capacity(input.len());
        for b in input.bytes() {
            if !matches!(b, b' ' | b'-' | b'_' | b'\'' | b'`' | b'.' | b'/') {
                out.push(char::from(b.to_ascii_lowercase()));
            }
        }
        return out;
    }
    let mut out = String::with_capacity(input.len());
    for ch in input.chars().flat_map(char::to_lowercase) {
        match ch {
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'é' | 'è' => out.push('e'),
            'ß' => out.push_str("ss"),
            // A decomposed umlaut (o + U+0308) folds like the composed one.
            '\u{308}' => out.push('e'),
            // Invisible marks (zero-width, direction, BOM) that a copy-paste may carry.
            '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{FEFF}' => {}
            ' ' | '-' | '_' | '\'' | '’' | '`' | '.' | '/' => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests;
