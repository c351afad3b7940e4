//! Rule systems as data: the YAML schema ([`schema`]), `extends` merging ([`extends`]), and
//! validation section by section ([`validate`]) into a [`RuleSystem`].
//!
//! The parsed record ([`SystemFile`]) is kept apart from the validated [`RuleSystem`]: every
//! check happens once, here, and each error names the file, the line (where it can be found)
//! and the problem, as data ([`SystemError`], [`Problem`]): the app narrates it. The
//! Machtposition rows are listed top to bottom; each row cites its source. Parsing is pure:
//! the text arrives as a `&str` (embedded or read by the caller).

pub mod compact;
pub mod extends;
pub mod partners;
pub mod schema;
mod text;
pub mod validate;

#[cfg(test)]
mod tests;

pub use extends::{load, load_built_in, load_parsed, parse_file};
pub use partners::{Head, PartnersDef, Sees, Shown, SprecherDef};
pub use schema::*;
pub use text::{TEXT_EXPECTED, Text};

use crate::cards::names::CardRef;
use crate::cards::{Card, Deck, Rank, Suit};
use crate::stake::StakeDef;
use crate::yaml::{Message, YamlError};
use std::collections::BTreeMap;
use std::fmt;
use thiserror::Error;

/// The newest `format_version` this build understands.
pub const FORMAT_VERSION: u32 = 1;

/// Largest rule-system file accepted, in bytes (hostile input guard).
pub const MAX_FILE_BYTES: usize = 256 * 1024;

/// How deep `extends` may chain.
pub const MAX_EXTENDS: usize = 4;

/// A rule system that could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SystemError {
    /// The file is malformed or breaks a rule of the schema.
    #[error("{origin}{}: {problem}", line.map(|l| format!(":{l}")).unwrap_or_default())]
    Invalid {
        /// File name (or `embedded:<id>.yaml`).
        origin: String,
        /// 1-based line, where known.
        line: Option<usize>,
        /// What is wrong.
        problem: Problem,
    },
    /// No rule system of that id.
    #[error("unknown rule system {id:?}")]
    Unknown {
        /// The id asked for.
        id: String,
        /// All known ids.
        known: Vec<String>,
        /// The nearest id.
        suggestion: Option<String>,
    },
}

/// What is wrong with a rule-system file, as data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The YAML itself (syntax, guards, or a value that does not fit the schema).
    Yaml(YamlError),
    /// A rule of the schema, as a message id with typed arguments. An argument `known` that
    /// is empty means "none".
    Message(Message),
    /// A problem inside one part of the file: `rows[3]`, `hand.tables[1]`.
    In {
        /// The part, as a path.
        at: String,
        /// The problem there.
        problem: Box<Problem>,
    },
    /// The `stake:` section (its own validation's message).
    Stake(crate::stake::Invalid),
}

impl fmt::Display for Problem {
    /// For developers: the data in short (the app narrates problems for users).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Yaml(e) => write!(f, "{e}"),
            Problem::Message(m) => write!(f, "{m}"),
            Problem::In { at, problem } => write!(f, "{at}: {problem}"),
            Problem::Stake(s) => write!(f, "stake: {s}"),
        }
    }
}

/// A [`SystemError::Invalid`].
pub(crate) fn invalid(
    origin: &str,
    line: Option<usize>,
    problem: impl Into<Problem>,
) -> SystemError {
    SystemError::Invalid {
        origin: origin.to_string(),
        line,
        problem: problem.into(),
    }
}

impl From<Message> for Problem {
    fn from(m: Message) -> Problem {
        Problem::Message(m)
    }
}

impl From<YamlError> for Problem {
    fn from(e: YamlError) -> Problem {
        Problem::Yaml(e)
    }
}

/// A validated rule system.
#[derive(Debug, Clone, PartialEq)]
pub struct RuleSystem {
    /// Short id.
    pub id: String,
    /// Human title.
    pub title: Text,
    /// Where it is played.
    pub region: Text,
    /// One paragraph.
    pub summary: Text,
    /// The sources.
    pub sources: Vec<SourceRef>,
    /// Decks, first is default.
    pub decks: Vec<Deck>,
    /// Whether Banner can be Kaiser.
    pub kaiser: bool,
    /// Plain cards of the trump suit take nothing.
    pub trump_plain_take_nothing: bool,
    /// Nicknames (display name, card).
    pub nicknames: Vec<(String, CardRef)>,
    /// The nickname definitions with sources.
    pub nickname_defs: Vec<NicknameDef>,
    /// Umschlag rules.
    pub umschlag: UmschlagDef,
    /// Shared citations, all present.
    pub citations: BTreeMap<&'static str, Text>,
    /// Named switches.
    pub switches: BTreeMap<String, SwitchDef>,
    /// Whether and how a card may be laid face down in a trick (`None`: the sources do not
    /// allow it).
    pub face_down: Option<FaceDownDef>,
    /// The rows, top to bottom.
    pub rows: Vec<RowDef>,
    /// Where it came from (`embedded:lungern.yaml` or a path).
    pub origin: String,
    /// The tables (player counts, parties, deals, targets) it is played with.
    pub tables: Vec<TableDef>,
    /// The stake rules (`None` for a file, and its parents, without `stake:`).
    pub stake: Option<StakeDef>,
    /// What a seat sees of its partners' cards (`None`: nothing, see [`partners`]).
    pub partners: Option<PartnersDef>,
}

/// Find a system file by id (embedded catalog, or the caller's own files) for `extends`.
pub trait Resolver {
    /// The text and origin of system `id`, if known.
    fn find(&self, id: &str) -> Option<(String, String)>;

    /// Whether the files found are built into the binary (checked by the tests, so the
    /// hostile-file scan is skipped for them). Users' files are never built in.
    fn built_in(&self) -> bool {
        false
    }

    /// The record of system `id` already parsed (the embedded systems are compiled at build
    /// time, see `catalog`), if the resolver has one; else the text of [`Resolver::find`] is
    /// parsed.
    fn compiled(&self, _id: &str) -> Option<SystemFile> {
        None
    }
}

impl RuleSystem {
    /// The player counts its tables allow (2 to 6 when the system says nothing).
    pub fn players(&self) -> Vec<usize> {
        if self.tables.is_empty() {
            return (2..=6).collect();
        }
        let mut v: Vec<usize> = self.tables.iter().map(|t| t.players).collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// The table taken when no number of players is given: the one marked `default`, else
    /// the first listed.
    pub fn default_table(&self) -> Option<&TableDef> {
        self.tables
            .iter()
            .find(|t| t.default)
            .or(self.tables.first())
    }

    /// The table for `players` players in `parties` parties (the first listed if `None`).
    pub fn table(&self, players: usize, parties: Option<usize>) -> Option<&TableDef> {
        self.tables
            .iter()
            .find(|t| t.players == players && parties.is_none_or(|p| t.parties == p))
    }

    /// Which row each card falls in under `trump` (index into [`RuleSystem::rows`]), given
    /// which Banner are announced Kaiser. `None` for cards outside the deck.
    pub fn place(
        &self,
        deck: Deck,
        trump: Suit,
        announced: &dyn Fn(Card) -> bool,
    ) -> [Option<u8>; crate::cards::CARD_IDS] {
        let mut placed = [None; crate::cards::CARD_IDS];
        for (i, row) in self.rows.iter().enumerate() {
            for pattern in &row.cards {
                for card in pattern.cards(trump) {
                    if !deck.contains(card) || placed[card.id()].is_some() {
                        continue;
                    }
                    // A Banner named on its own is its Kaiser row: it only stands there when
                    // the system knows Kaiser and the Banner was announced.
                    let kaiser_row = matches!(pattern, Pattern::Card(CardRef::Fixed(_)))
                        && card.rank() == Rank::Banner;
                    if kaiser_row && !(self.kaiser && announced(card)) {
                        continue;
                    }
                    placed[card.id()] = Some(i as u8);
                }
            }
        }
        placed
    }

    /// The row name a system gives a fixed card (its Kaiser name: Blass, Mugg, Tätsch...).
    pub fn name_of(&self, card: Card) -> Option<&str> {
        self.rows
            .iter()
            .find(|r| r.cards.contains(&Pattern::Card(CardRef::Fixed(card))))
            .and_then(|r| r.name.as_deref())
    }

    /// The default value of every switch.
    pub fn default_switches(&self) -> BTreeMap<String, bool> {
        self.switches
            .iter()
            .map(|(k, v)| (k.clone(), v.default))
            .collect()
    }

    /// The first (default) deck.
    pub fn default_deck(&self) -> Deck {
        self.decks[0]
    }

    /// A one-line citation of the system's sources (`000_… (Machtposition, Stupf)`).
    pub fn source_line(&self) -> String {
        self.sources
            .iter()
            .map(|s| {
                if s.sections.is_empty() {
                    s.file.clone()
                } else {
                    format!("{} ({})", s.file, s.sections.join(", "))
                }
            })
            .collect::<Vec<_>>()
            .join("; ")
    }
}
