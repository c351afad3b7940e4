//! A validated step: its cards parsed, its rule system loaded, and its answer worked out by
//! the rules engine when the content is loaded (so a question the engine cannot answer never
//! reaches a learner). Also what the learner may answer and whether it is right.

use super::schema::{Expect, Kind, StepDef};
use super::{ContentError, Lang, Text, tl};
use crate::cards::names::{Namer, parse_suit};
use crate::cards::{Card, Deck, Suit};
use crate::rules::system::AllKaiser;
use crate::rules::trick::{Outcome, TrickContext, explain};
use crate::rules::umschlag::{Decision, Umschlag, decide};
use crate::rules::{Power, PowerOptions, RuleSystem, catalog};
use crate::t;
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

/// A validated step.
#[derive(Debug, Clone)]
pub struct Step {
    /// The kind as written.
    pub kind: Kind,
    /// Line in its file, for messages.
    pub line: Option<usize>,
    /// Teaching text or lead-in.
    pub text: Option<Text>,
    /// Source citation.
    pub source: Option<String>,
    /// Verbatim German from the source.
    pub quote: Option<String>,
    /// Hints.
    pub hints: Vec<Text>,
    /// Shown after the answer.
    pub explanation: Option<Text>,
    /// Who played each card (scenarios).
    pub players: Vec<String>,
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

impl Step {
    /// A step with only a kind and a body (no text, hints or source): generated questions.
    pub fn bare(kind: Kind, body: Body) -> Step {
        Step {
            kind,
            line: None,
            text: None,
            source: None,
            quote: None,
            hints: Vec::new(),
            explanation: None,
            players: Vec::new(),
            body,
        }
    }

    /// Whether the step asks something.
    pub fn is_question(&self) -> bool {
        !matches!(self.body, Body::Explain | Body::Table(_))
    }

    /// The system and trump line of a question (`stans · Trumpf: Rosen`).
    pub fn setting(&self) -> Option<String> {
        let (system, trump) = match &self.body {
            Body::Explain => return None,
            Body::Table(s) | Body::Trick { setup: s, .. } | Body::Order { setup: s, .. } => {
                (&s.system, Some(s.trump))
            }
            Body::Umschlag { system, .. } => (system, None),
            Body::Choice { system, trump, .. } => (system, *trump),
        };
        Some(match trump {
            Some(t) => format!("{} · Trumpf: {t}", system.id),
            None => system.id.clone(),
        })
    }

    /// The options offered in a menu, in order (cards, suits, or choice texts).
    pub fn options(&self, lang: Lang) -> Vec<String> {
        match &self.body {
            Body::Explain | Body::Table(_) => Vec::new(),
            Body::Trick { setup, cards, .. } | Body::Order { setup, cards, .. } => {
                cards.iter().map(|c| setup.label(*c)).collect()
            }
            Body::Umschlag { .. } => self
                .trump_options()
                .into_iter()
                .map(|t| t.text(lang))
                .collect(),
            Body::Choice { options, .. } => {
                options.iter().map(|o| o.get(lang).to_string()).collect()
            }
        }
    }

    fn trump_options(&self) -> Vec<TrumpAnswer> {
        let mut out: Vec<TrumpAnswer> = Suit::ALL.into_iter().map(TrumpAnswer::Suit).collect();
        if let Body::Umschlag { system, .. } = &self.body {
            if system.umschlag.all_kaiser == AllKaiser::TurnStock {
                out.push(TrumpAnswer::TurnStock);
            }
            if system.umschlag.redeal_on_four_kaiser {
                out.push(TrumpAnswer::Redeal);
            }
        }
        out
    }

    /// The answer chosen from the menu option at `index`.
    pub fn answer_at(&self, index: usize) -> Option<Answer> {
        match &self.body {
            Body::Trick { cards, .. } => cards.get(index).map(|c| Answer::Card(*c)),
            Body::Umschlag { .. } => self.trump_options().get(index).map(|t| Answer::Trump(*t)),
            Body::Choice { options, .. } => {
                (index < options.len()).then_some(Answer::Option(index))
            }
            _ => None,
        }
    }

    /// Read a typed answer: a card name or number, names or numbers for `order`, a suit, an
    /// option number. The error says what would be right.
    pub fn parse_answer(&self, input: &str, lang: Lang) -> Result<Answer, String> {
        let input = input.trim();
        let n = self.options(lang).len();
        let number = |s: &str| s.parse::<usize>().ok().filter(|i| (1..=n).contains(i));
        match &self.body {
            Body::Explain | Body::Table(_) => Err(tl!(lang, "lessons-nothing-asked")),
            Body::Trick { setup, cards, .. } => {
                if let Some(i) = number(input) {
                    return Ok(Answer::Card(cards[i - 1]));
                }
                if input.parse::<usize>().is_ok() {
                    return Err(tl!(lang, "lessons-no-card-number", input = input, n = n));
                }
                let card = namer(setup).card(input).map_err(|e| card_error(&e))?;
                if cards.contains(&card) {
                    Ok(Answer::Card(card))
                } else {
                    Err(tl!(lang, "lessons-not-in-trick", card = card, n = n))
                }
            }
            Body::Order { setup, cards, .. } => {
                let words: Vec<&str> = input
                    .split(|c: char| c == ',' || c.is_whitespace())
                    .filter(|w| !w.is_empty())
                    .collect();
                let mut out = Vec::new();
                for w in words {
                    let card = match number(w) {
                        Some(i) => cards[i - 1],
                        None => namer(setup).card(w).map_err(|e| card_error(&e))?,
                    };
                    if !cards.contains(&card) {
                        return Err(tl!(lang, "lessons-not-to-order", card = card));
                    }
                    if out.contains(&card) {
                        return Err(tl!(lang, "lessons-named-twice", card = card));
                    }
                    out.push(card);
                }
                if out.len() != cards.len() {
                    return Err(tl!(lang, "lessons-name-all", n = cards.len()));
                }
                Ok(Answer::Cards(out))
            }
            Body::Umschlag { .. } => {
                if let Some(i) = number(input) {
                    return self
                        .answer_at(i - 1)
                        .ok_or_else(|| tl!(lang, "lessons-no-option"));
                }
                TrumpAnswer::parse(input).map(Answer::Trump)
            }
            Body::Choice { options, .. } => {
                // The number, or an option's text in either language (case and spacing
                // aside), as the prompt says.
                let norm = |s: &str| {
                    s.split_whitespace()
                        .collect::<Vec<_>>()
                        .join(" ")
                        .to_lowercase()
                };
                let typed = norm(input);
                number(input)
                    .map(|i| i - 1)
                    .or_else(|| {
                        options
                            .iter()
                            .position(|o| norm(&o.en) == typed || norm(&o.de) == typed)
                    })
                    .map(Answer::Option)
                    .ok_or_else(|| tl!(lang, "lessons-option-number", n = n))
            }
        }
    }

    /// Whether `answer` is right, as the engine (or, for `choice`, the source) says.
    pub fn is_right(&self, answer: &Answer) -> bool {
        match (&self.body, answer) {
            (Body::Trick { cards, outcome, .. }, Answer::Card(c)) => cards[outcome.winner] == *c,
            (Body::Order { setup, .. }, Answer::Cards(list)) => list
                .windows(2)
                .all(|w| setup.power.position(w[0]) <= setup.power.position(w[1])),
            (Body::Umschlag { umschlag, .. }, Answer::Trump(t)) => {
                TrumpAnswer::of(&umschlag.decision) == *t
            }
            (Body::Choice { answer: right, .. }, Answer::Option(i)) => right == i,
            _ => false,
        }
    }

    /// The right answer in words.
    pub fn answer_text(&self, lang: Lang) -> String {
        match &self.body {
            Body::Explain | Body::Table(_) => String::new(),
            Body::Trick {
                setup,
                cards,
                outcome,
                ..
            } => setup.label(cards[outcome.winner]),
            Body::Order { setup, ranked, .. } => ranked
                .iter()
                .map(|(c, _)| setup.label(*c))
                .collect::<Vec<_>>()
                .join(", "),
            Body::Umschlag { umschlag, .. } => TrumpAnswer::of(&umschlag.decision).text(lang),
            Body::Choice {
                options, answer, ..
            } => {
                format!("{}. {}", answer + 1, options[*answer].get(lang))
            }
        }
    }

    /// The right answer as a learner would type it in line mode (used by tests and scripts).
    pub fn answer_line(&self) -> String {
        match &self.body {
            Body::Explain | Body::Table(_) => String::new(),
            Body::Trick { cards, outcome, .. } => cards[outcome.winner].to_string(),
            Body::Order { ranked, .. } => ranked
                .iter()
                .map(|(c, _)| c.to_string())
                .collect::<Vec<_>>()
                .join(" "),
            Body::Umschlag { umschlag, .. } => match TrumpAnswer::of(&umschlag.decision) {
                TrumpAnswer::Suit(s) => s.to_string(),
                TrumpAnswer::TurnStock => "turn-stock".into(),
                TrumpAnswer::Redeal => "redeal".into(),
            },
            Body::Choice { answer, .. } => (answer + 1).to_string(),
        }
    }
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

/// Every kind of step.
pub const ALL_KINDS: &[Kind] = &[
    Kind::Explain,
    Kind::Table,
    Kind::Trick,
    Kind::Duel,
    Kind::Order,
    Kind::Umschlag,
    Kind::Choice,
];

/// Which kinds may use each optional field.
const FIELDS: &[(&str, &[Kind])] = &[
    ("source", ALL_KINDS),
    (
        "variant",
        &[
            Kind::Table,
            Kind::Trick,
            Kind::Duel,
            Kind::Order,
            Kind::Umschlag,
            Kind::Choice,
        ],
    ),
    (
        "trump",
        &[
            Kind::Table,
            Kind::Trick,
            Kind::Duel,
            Kind::Order,
            Kind::Choice,
        ],
    ),
    (
        "deck",
        &[
            Kind::Table,
            Kind::Trick,
            Kind::Duel,
            Kind::Order,
            Kind::Umschlag,
        ],
    ),
    (
        "cards",
        &[Kind::Trick, Kind::Duel, Kind::Order, Kind::Umschlag],
    ),
    ("stock", &[Kind::Umschlag]),
    (
        "unannounced",
        &[Kind::Table, Kind::Trick, Kind::Duel, Kind::Order],
    ),
    ("first_trick", &[Kind::Trick, Kind::Duel]),
    (
        "switches",
        &[Kind::Table, Kind::Trick, Kind::Duel, Kind::Order],
    ),
    (
        "expect",
        &[Kind::Trick, Kind::Duel, Kind::Order, Kind::Umschlag],
    ),
    ("question", &[Kind::Choice]),
    ("options", &[Kind::Choice]),
    ("answer", &[Kind::Choice]),
    (
        "hints",
        &[
            Kind::Trick,
            Kind::Duel,
            Kind::Order,
            Kind::Umschlag,
            Kind::Choice,
        ],
    ),
    (
        "explanation",
        &[
            Kind::Trick,
            Kind::Duel,
            Kind::Order,
            Kind::Umschlag,
            Kind::Choice,
        ],
    ),
    ("players", &[Kind::Trick, Kind::Duel]),
];

fn present(def: &StepDef, field: &str) -> bool {
    match field {
        "source" => def.source.is_some(),
        "variant" => def.variant.is_some(),
        "trump" => def.trump.is_some(),
        "deck" => def.deck.is_some(),
        "cards" => !def.cards.is_empty(),
        "stock" => !def.stock.is_empty(),
        "unannounced" => !def.unannounced.is_empty(),
        "first_trick" => def.first_trick,
        "switches" => !def.switches.is_empty(),
        "expect" => def.expect.is_some(),
        "question" => def.question.is_some(),
        "options" => !def.options.is_empty(),
        "answer" => def.answer.is_some(),
        "hints" => !def.hints.is_empty(),
        "explanation" => def.explanation.is_some(),
        "players" => !def.players.is_empty(),
        _ => false,
    }
}

/// Check both languages of a text are filled.
pub fn check_text(text: &Text, place: &StepPlace, field: &str) -> Result<(), ContentError> {
    for (lang, s) in [("en", &text.en), ("de", &text.de)] {
        if s.trim().is_empty() {
            return Err(place.err(&format!("{field}.{lang}"), t!("lessons-field-empty")));
        }
    }
    Ok(())
}

/// Validate one step and work out its answer with the engine.
pub fn build(
    def: &StepDef,
    place: &StepPlace,
    systems: &mut Systems,
) -> Result<Step, ContentError> {
    if !place.kinds.contains(&def.kind) {
        return Err(place.err(
            "kind",
            t!(
                "lessons-kind-not-allowed",
                kind = def.kind.name(),
                kinds = place
                    .kinds
                    .iter()
                    .map(|k| k.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ));
    }
    for (field, kinds) in FIELDS {
        if present(def, field) && !kinds.contains(&def.kind) {
            return Err(place.err(
                field,
                t!(
                    "lessons-field-not-for-kind",
                    kind = def.kind.name(),
                    field = field
                ),
            ));
        }
    }
    for (field, text) in [
        ("text", &def.text),
        ("question", &def.question),
        ("explanation", &def.explanation),
    ] {
        if let Some(t) = text {
            check_text(t, place, field)?;
        }
    }
    for (i, t) in def.options.iter().enumerate() {
        check_text(t, place, &format!("options[{i}]"))?;
    }
    for (i, t) in def.hints.iter().enumerate() {
        check_text(t, place, &format!("hints[{i}]"))?;
    }
    if let Some(s) = &def.source
        && s.trim().is_empty()
    {
        return Err(place.err("source", t!("lessons-source-empty")));
    }
    let question = !matches!(def.kind, Kind::Explain | Kind::Table);
    if question && place.need_hints && def.hints.is_empty() {
        return Err(place.err("", t!("lessons-needs-hint")));
    }
    let body = match def.kind {
        Kind::Explain => {
            if def.text.is_none() {
                return Err(place.err("", t!("lessons-explain-needs-text")));
            }
            Body::Explain
        }
        Kind::Table => Body::Table(setup(def, place, systems)?),
        Kind::Trick | Kind::Duel => trick(def, place, systems)?,
        Kind::Order => order(def, place, systems)?,
        Kind::Umschlag => umschlag(def, place, systems)?,
        Kind::Choice => choice(def, place, systems)?,
    };
    Ok(Step {
        kind: def.kind,
        line: super::line_of(place.lines, &place.path),
        text: def.text.clone(),
        source: def.source.clone(),
        quote: def.quote.clone(),
        hints: def.hints.clone(),
        explanation: def.explanation.clone(),
        players: def.players.clone(),
        body,
    })
}

fn system(
    def: &StepDef,
    place: &StepPlace,
    systems: &mut Systems,
) -> Result<Arc<RuleSystem>, ContentError> {
    let (id, field) = match (&def.variant, place.variant) {
        (Some(v), _) => (v.as_str(), "variant"),
        (None, Some(v)) => (v, ""),
        (None, None) => {
            return Err(place.err("", t!("lessons-no-system", ids = catalog::ids().join(", "))));
        }
    };
    systems.get(id).map_err(|m| place.err(field, m))
}

fn trump(def: &StepDef, place: &StepPlace, required: bool) -> Result<Option<Suit>, ContentError> {
    match (&def.trump, place.trump) {
        (Some(t), _) => parse_suit(t)
            .map(Some)
            .map_err(|e| place.err("trump", suit_error(&e))),
        (None, Some(t)) => parse_suit(t)
            .map(Some)
            .map_err(|e| place.err("", format!("trump: {}", suit_error(&e)))),
        (None, None) if required => Err(place.err("", t!("lessons-no-trump"))),
        (None, None) => Ok(None),
    }
}

fn deck(def: &StepDef, place: &StepPlace, system: &RuleSystem) -> Result<Deck, ContentError> {
    match def.deck.as_deref().or(place.deck) {
        None => Ok(system.default_deck()),
        Some(d) => Deck::from_id(d).ok_or_else(|| {
            place.err(
                "deck",
                t!(
                    "lessons-unknown-deck",
                    deck = d,
                    decks = Deck::ALL.map(|k| k.id()).join(", ")
                ),
            )
        }),
    }
}

fn cards(
    names: &[String],
    namer: &Namer,
    place: &StepPlace,
    field: &str,
) -> Result<Vec<Card>, ContentError> {
    names
        .iter()
        .enumerate()
        .map(|(i, n)| {
            namer
                .card(n)
                .map_err(|e| place.err(&format!("{field}[{i}]"), card_error(&e)))
        })
        .collect()
}

fn setup(def: &StepDef, place: &StepPlace, systems: &mut Systems) -> Result<Setup, ContentError> {
    let system = system(def, place, systems)?;
    let trump = trump(def, place, true)?.unwrap_or(Suit::Rosen);
    let deck = deck(def, place, &system)?;
    let namer = Namer::new(Some(trump), &system.nicknames).with_deck(deck);
    let opts = PowerOptions {
        deck: Some(deck),
        unannounced: cards(&def.unannounced, &namer, place, "unannounced")?,
        switches: def
            .switches
            .iter()
            .map(|(k, v)| (k.replace('-', "_"), *v))
            .collect(),
    };
    let power = Power::new(&system, trump, &opts)
        .map_err(|e| place.err("", crate::text::error::power(crate::i18n::lang(), &e)))?;
    Ok(Setup {
        system,
        trump,
        opts,
        power: Arc::new(power),
    })
}

fn expect_one<'a>(def: &'a StepDef, place: &StepPlace) -> Result<Option<&'a str>, ContentError> {
    match &def.expect {
        None => Ok(None),
        Some(Expect::One(s)) => Ok(Some(s)),
        Some(Expect::Many(_)) => Err(place.err("expect", t!("lessons-one-expect"))),
    }
}

fn trick(def: &StepDef, place: &StepPlace, systems: &mut Systems) -> Result<Body, ContentError> {
    let setup = setup(def, place, systems)?;
    let duel = def.kind == Kind::Duel;
    if duel && def.cards.len() != 2 {
        return Err(place.err("cards", t!("lessons-duel-two-cards", n = def.cards.len())));
    }
    if def.cards.is_empty() {
        return Err(place.err("", t!("lessons-trick-needs-cards")));
    }
    let cards = cards(&def.cards, &namer(&setup), place, "cards")?;
    if place.need_hints && cards.len() < 2 {
        // A question whose answer is its only card teaches nothing.
        return Err(place.err("cards", t!("lessons-trick-one-card")));
    }
    if !def.players.is_empty() && def.players.len() != cards.len() {
        return Err(place.err(
            "players",
            t!(
                "lessons-players-for-cards",
                players = def.players.len(),
                cards = cards.len()
            ),
        ));
    }
    let ctx = TrickContext {
        first_trick: def.first_trick,
    };
    let outcome = explain(&setup.system, &setup.power, &cards, ctx)
        .map_err(|e| place.err("cards", crate::text::trick::error(crate::i18n::lang(), &e)))?;
    if let Some(want) = expect_one(def, place)? {
        let want = namer(&setup)
            .card(want)
            .map_err(|e| place.err("expect", card_error(&e)))?;
        if !cards.contains(&want) {
            return Err(place.err("expect", t!("lessons-expect-not-in-trick", card = want)));
        }
        let got = cards[outcome.winner];
        if got != want {
            let why = crate::text::trick::narrate(
                crate::i18n::lang(),
                &setup.system,
                &setup.power,
                &cards,
                &outcome,
            )
            .into_iter()
            .map(|s| s.text)
            .collect::<Vec<_>>()
            .join(" ");
            return Err(place.err(
                "expect",
                t!(
                    "lessons-engine-differs",
                    want = setup.label(want),
                    got = setup.label(got),
                    why = why
                ),
            ));
        }
    } else if !place.need_hints {
        // Scenarios: every trick states the source's winner.
        return Err(place.err("", t!("lessons-scenario-trick-expect")));
    }
    Ok(Body::Trick {
        setup,
        cards,
        ctx,
        outcome,
        duel,
    })
}

fn order(def: &StepDef, place: &StepPlace, systems: &mut Systems) -> Result<Body, ContentError> {
    let setup = setup(def, place, systems)?;
    if def.cards.len() < 2 || def.cards.len() > MAX_ORDER {
        return Err(place.err("cards", t!("lessons-order-count", max = MAX_ORDER)));
    }
    let cards = cards(&def.cards, &namer(&setup), place, "cards")?;
    crate::rules::trick::check(&setup.system, &setup.power, &cards)
        .map_err(|e| place.err("cards", crate::text::trick::error(crate::i18n::lang(), &e)))?;
    let mut ranked: Vec<(Card, usize)> = cards
        .iter()
        .map(|c| (*c, setup.power.position(*c)))
        .collect();
    ranked.sort_by_key(|(_, p)| *p);
    let step = Step::bare(
        Kind::Order,
        Body::Order {
            setup: setup.clone(),
            cards: cards.clone(),
            ranked: ranked.clone(),
        },
    );
    match &def.expect {
        None => {}
        Some(Expect::One(_)) => {
            return Err(place.err("expect", t!("lessons-order-expect-list")));
        }
        Some(Expect::Many(names)) => {
            let want = cards_of(names, &setup, place)?;
            let answer = step
                .parse_answer(
                    &want
                        .iter()
                        .map(|c| c.to_string())
                        .collect::<Vec<_>>()
                        .join(","),
                    crate::i18n::lang(),
                )
                .map_err(|m| place.err("expect", m))?;
            if !step.is_right(&answer) {
                return Err(place.err(
                    "expect",
                    t!(
                        "lessons-engine-orders",
                        order = step.answer_text(crate::i18n::lang())
                    ),
                ));
            }
        }
    }
    Ok(step.body)
}

fn cards_of(names: &[String], setup: &Setup, place: &StepPlace) -> Result<Vec<Card>, ContentError> {
    cards(names, &namer(setup), place, "expect")
}

fn umschlag(def: &StepDef, place: &StepPlace, systems: &mut Systems) -> Result<Body, ContentError> {
    let system = system(def, place, systems)?;
    let deck = deck(def, place, &system)?;
    if def.cards.is_empty() {
        return Err(place.err("", t!("lessons-umschlag-needs-cards")));
    }
    // Before trump is known, trump names (Jos, T-7) mean nothing.
    let namer = Namer::new(None, &system.nicknames).with_deck(deck);
    let up = cards(&def.cards, &namer, place, "cards")?;
    let stock = cards(&def.stock, &namer, place, "stock")?;
    let umschlag = decide(&system, deck, &up, &stock).map_err(|e| {
        place.err(
            "cards",
            crate::text::umschlag::error(crate::i18n::lang(), &e),
        )
    })?;
    if let Some(want) = expect_one(def, place)? {
        let want = TrumpAnswer::parse(want).map_err(|m| place.err("expect", m))?;
        let got = TrumpAnswer::of(&umschlag.decision);
        if want != got {
            return Err(place.err(
                "expect",
                t!(
                    "lessons-engine-differs",
                    want = want.text(crate::i18n::lang()),
                    got = got.text(crate::i18n::lang()),
                    why = crate::text::umschlag::reasons(crate::i18n::lang(), &umschlag.steps)
                        .join(" ")
                ),
            ));
        }
    } else if !place.need_hints {
        return Err(place.err("", t!("lessons-scenario-umschlag-expect")));
    }
    Ok(Body::Umschlag {
        system,
        deck,
        cards: up,
        stock,
        umschlag,
    })
}

fn choice(def: &StepDef, place: &StepPlace, systems: &mut Systems) -> Result<Body, ContentError> {
    let system = system(def, place, systems)?;
    let trump = trump(def, place, false)?;
    let Some(question) = def.question.clone() else {
        return Err(place.err("", t!("lessons-choice-needs-question")));
    };
    if def.options.len() < 2 || def.options.len() > 6 {
        return Err(place.err("options", t!("lessons-choice-options")));
    }
    let answer = match def.answer {
        Some(a) if (1..=def.options.len()).contains(&a) => a - 1,
        Some(a) => {
            return Err(place.err(
                "answer",
                t!(
                    "lessons-choice-not-option",
                    answer = a,
                    n = def.options.len()
                ),
            ));
        }
        None => return Err(place.err("", t!("lessons-choice-needs-answer"))),
    };
    if def.source.is_none() {
        return Err(place.err("", t!("lessons-choice-needs-source")));
    }
    Ok(Body::Choice {
        system,
        trump,
        question,
        options: def.options.clone(),
        answer,
    })
}

/// A suit name not understood, in the language of the run.
fn suit_error(e: &crate::cards::names::SuitNameError) -> String {
    crate::text::cards::suit_name_error(crate::i18n::lang(), e)
}

/// A card name not understood, in the language of the run.
fn card_error(e: &crate::cards::names::CardNameError) -> String {
    crate::text::cards::card_name_error(crate::i18n::lang(), e)
}
