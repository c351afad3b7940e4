//! A validated step: its cards parsed, its rule system loaded, and its answer worked out by
//! the rules engine when the content is loaded (so a question the engine cannot answer never
//! reaches a learner). Also what the learner may answer and whether it is right.
//!
//! This room holds the step's types and where it sits in its file; [`fields`] which kinds
//! take which fields, [`kinds`] the building of each kind, [`answer`] the answers and judging.

mod answer;
mod fields;
mod kinds;

pub use fields::{ALL_KINDS, check_text};
pub use kinds::build;

use super::schema::Kind;
use super::{ContentError, Lang, Text, tl};
use crate::cards::names::{Namer, parse_suit};
use crate::cards::{Card, Deck, Suit};
use crate::rules::trick::{Outcome, TrickContext};
use crate::rules::umschlag::{Decision, Umschlag};
use crate::rules::{Power, PowerOptions, RuleSystem, catalog};
use std::collections::HashMap;
use std::sync::Arc;

/// Most cards an `order` question may ask to sort.
pub const MAX_ORDER: usize = 8;

/// The rule system and trump a question is asked under.
#[derive(Debug, Clone)]
pub struct Setup {
    /// The rule system.
    pub system: Arc<RuleSystem>,
    /// The trump suit.
    pub trump: Suit,
    /// Deck, switches and unannounced Kaiser.
    pub opts: PowerOptions,
    /// The Machtposition under that trump.
    pub power: Arc<Power>,
}

impl Setup {
    /// How a card is shown in this setup (`Schellen-Banner (Mugg)`).
    pub fn label(&self, card: Card) -> String {
        crate::text::trick::label(crate::i18n::lang(), &self.system, &self.power, card)
    }
}

/// What trump an Umschlag gives, as a learner answers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrumpAnswer {
    /// This suit.
    Suit(Suit),
    /// Turn the stock's top card.
    TurnStock,
    /// Shuffle and deal again.
    Redeal,
}

impl TrumpAnswer {
    fn of(decision: &Decision) -> TrumpAnswer {
        match decision {
            Decision::Trump { suit, .. } => TrumpAnswer::Suit(*suit),
            Decision::TurnStock => TrumpAnswer::TurnStock,
            Decision::Redeal => TrumpAnswer::Redeal,
        }
    }

    fn parse(input: &str) -> Result<TrumpAnswer, String> {
        let key = input.trim().to_lowercase().replace([' ', '_'], "-");
        match key.as_str() {
            "redeal" | "deal-again" | "neu-geben" | "neu" => Ok(TrumpAnswer::Redeal),
            "turn-stock" | "stock" | "umschlagen" | "kehren" | "stock-kehren" => {
                Ok(TrumpAnswer::TurnStock)
            }
            _ => parse_suit(input)
                .map(TrumpAnswer::Suit)
                .map_err(|e| suit_error(&e)),
        }
    }

    /// The answer in words.
    pub fn text(self, lang: Lang) -> String {
        match self {
            TrumpAnswer::Suit(s) => s.to_string(),
            TrumpAnswer::TurnStock => tl!(lang, "lessons-turn-stock"),
            TrumpAnswer::Redeal => tl!(lang, "lessons-redeal"),
        }
    }
}

/// The body of a step, by kind.
#[derive(Debug, Clone)]
pub enum Body {
    /// Teaching text only.
    Explain,
    /// Show the Machtposition table.
    Table(Setup),
    /// Who takes this trick? (`duel`: a trick of two cards.)
    Trick {
        /// System and trump.
        setup: Setup,
        /// Cards in play order.
        cards: Vec<Card>,
        /// First trick of the hand.
        ctx: TrickContext,
        /// The engine's answer with its reasoning.
        outcome: Outcome,
        /// Whether the step was written as a `duel`.
        duel: bool,
    },
    /// Put these cards in Machtposition order.
    Order {
        /// System and trump.
        setup: Setup,
        /// The cards as asked.
        cards: Vec<Card>,
        /// The cards highest first, with their display position.
        ranked: Vec<(Card, usize)>,
    },
    /// What is trump after this Umschlag?
    Umschlag {
        /// The system.
        system: Arc<RuleSystem>,
        /// The deck.
        deck: Deck,
        /// The face-up cards in deal order.
        cards: Vec<Card>,
        /// The stock's top card, if given.
        stock: Vec<Card>,
        /// The engine's decision with reasons.
        umschlag: Umschlag,
    },
    /// Multiple choice.
    Choice {
        /// The system the question is about.
        system: Arc<RuleSystem>,
        /// The trump, if the question names one.
        trump: Option<Suit>,
        /// The question.
        question: Text,
        /// The options.
        options: Vec<Text>,
        /// The right option, 0-based.
        answer: usize,
    },
}

/// A step that shows other villages on purpose (format 2, `compare: true`); the runner heads
/// it so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Compare {
    /// A page about other villages: "In other villages".
    Villages,
    /// A step in another village's system (its id): "In another village: Stans (Achermann
    /// 1978)".
    Village(String),
}

/// A validated step.
#[derive(Debug, Clone)]
pub struct Step {
    /// The kind as written.
    pub kind: Kind,
    /// Line in its file, for messages.
    pub line: Option<usize>,
    /// Teaching text or lead-in (in a scenario: the source's narration, told after the
    /// prediction in `scenario play`).
    pub text: Option<Text>,
    /// Shown before the question everywhere: what the players can see, never the outcome.
    pub lead: Option<Text>,
    /// Source citation, in each language (a gloss around the source's words may differ).
    pub source: Option<Text>,
    /// Verbatim German from the source.
    pub quote: Option<String>,
    /// Hints.
    pub hints: Vec<Text>,
    /// Shown after the answer.
    pub explanation: Option<Text>,
    /// Who played each card (scenarios).
    pub players: Vec<String>,
    /// Format 2: the step compares villages on purpose (`None`: an ordinary step).
    pub compare: Option<Compare>,
    /// What the step does.
    pub body: Body,
}

/// A learner's answer, parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// A card (trick, duel).
    Card(Card),
    /// Cards highest first (order).
    Cards(Vec<Card>),
    /// A trump answer (umschlag).
    Trump(TrumpAnswer),
    /// An option, 0-based (choice).
    Option(usize),
}

fn namer(setup: &Setup) -> Namer {
    Namer::new(Some(setup.trump), &setup.system.nicknames).with_deck(setup.power.deck)
}

/// Loaded rule systems, shared by every step that names them.
#[derive(Default)]
pub struct Systems(HashMap<String, Arc<RuleSystem>>);

impl Systems {
    /// The embedded system `id`.
    pub fn get(&mut self, id: &str) -> Result<Arc<RuleSystem>, String> {
        let key = id.trim().to_ascii_lowercase();
        if let Some(s) = self.0.get(&key) {
            return Ok(s.clone());
        }
        let system = Arc::new(
            catalog::load(&key).map_err(|e| crate::text::system::error(crate::i18n::lang(), &e))?,
        );
        self.0.insert(key, system.clone());
        Ok(system)
    }
}

/// Where a step is and what it inherits.
pub struct StepPlace<'a> {
    /// The file, for messages.
    pub origin: &'a str,
    /// Path to line.
    pub lines: &'a HashMap<String, usize>,
    /// The step's path (`steps[3]`).
    pub path: String,
    /// Inherited rule system.
    pub variant: Option<&'a str>,
    /// Inherited trump.
    pub trump: Option<&'a str>,
    /// Inherited deck.
    pub deck: Option<&'a str>,
    /// Kinds allowed here.
    pub kinds: &'a [Kind],
    /// Questions need hints (lessons) or not (scenarios).
    pub need_hints: bool,
}

impl StepPlace<'_> {
    /// An error at `field` of this step (or the nearest enclosing value with a line).
    pub fn err(&self, field: &str, message: impl Into<String>) -> ContentError {
        let path = if field.is_empty() {
            self.path.clone()
        } else {
            format!("{}.{field}", self.path)
        };
        ContentError {
            origin: self.origin.to_string(),
            line: super::line_of(self.lines, &path),
            message: format!("{}: {}", path, message.into()),
        }
    }
}

/// A suit name not understood, in the language of the run.
fn suit_error(e: &crate::cards::names::SuitNameError) -> String {
    crate::text::cards::suit_name_error(crate::i18n::lang(), e)
}

/// A card name not understood, in the language of the run.
fn card_error(e: &crate::cards::names::CardNameError) -> String {
    crate::text::cards::card_name_error(crate::i18n::lang(), e)
}
