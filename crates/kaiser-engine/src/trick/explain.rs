//! The reasons of a trick: each card's verdict as a [`Step`] with the [`CiteKey`] of the rule
//! applied, and the [`Outcome`] that [`explain`] records (the app narrates and cites them).

use super::{Fails, Lead, Takes, TrickContext, TrickError, Verdict, check, opening, resolve_with};
use crate::cards::{Card, Suit};
use crate::power::Power;
use crate::system::{Class, RuleSystem, Text};
use serde::Serialize;

/// Where the rule applied in one step is written: a key into the rule system's data, so that
/// the app can quote the source and cite it in book form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CiteKey {
    /// One of the system's `citations` (`stecher`, `throner`, `led_suit`, `stupf`,
    /// `trump_plain`, `suit_lead`).
    Rule(&'static str),
    /// The `source` of a Machtposition row (index into `RuleSystem::rows`).
    Row(usize),
    /// The `source` of an extra take (index into `Power::extras`).
    Extra(usize),
    /// The `source` of a row's limit (index into `Power::limit_sources`).
    Limit(usize),
    /// The `source` of the system's `face_down` (where it allows a card laid face down).
    FaceDown,
}

impl CiteKey {
    /// The source text the key points at (quotes and locators as the YAML writes them, with
    /// its gloss in both languages: the app picks the reader's); empty if the system has none.
    pub fn source<'a>(&self, system: &'a RuleSystem, power: &'a Power) -> &'a Text {
        static NONE: Text = Text {
            en: String::new(),
            de: String::new(),
        };
        let found = match *self {
            CiteKey::Rule(key) => system.citations.get(key),
            CiteKey::Row(i) => system.rows.get(i).map(|r| &r.source),
            CiteKey::Extra(i) => power.extras.get(i).map(|x| &x.source),
            CiteKey::Limit(i) => power.limit_sources.get(i),
            CiteKey::FaceDown => system.face_down.as_ref().map(|f| &f.source),
        };
        found.unwrap_or(&NONE)
    }
}

impl std::fmt::Display for CiteKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CiteKey::Rule(key) => write!(f, "citations.{key}"),
            CiteKey::Row(i) => write!(f, "rows.{i}"),
            CiteKey::Extra(i) => write!(f, "extras.{i}"),
            CiteKey::Limit(i) => write!(f, "limits.{i}"),
            CiteKey::FaceDown => write!(f, "face_down"),
        }
    }
}

impl Serialize for CiteKey {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// One explained step: facts only (the app's text layer says them in a language).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Step {
    /// Index of the card in play order.
    pub index: usize,
    /// The card.
    pub card: Card,
    /// Index of the card that held the trick when this one came.
    pub against: usize,
    /// Whether this card now holds the trick.
    pub holds: bool,
    /// Index of the card holding the trick after this step.
    pub holder: usize,
    /// The decision.
    pub verdict: Verdict,
    /// Where the rule applied is written.
    pub cite: CiteKey,
}

/// A resolved trick with its reasoning.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// Index of the winning card in play order.
    pub winner: usize,
    /// The winning card.
    pub card: Card,
    /// The led suit, if the trick has one.
    pub suit: Option<Suit>,
    /// The steps, one per card (plus one per block).
    pub steps: Vec<Step>,
}

impl Outcome {
    /// Whether the led card was a Stupf demoted to a plain card (karnoeffel's first trick):
    /// then it stands at its plain position.
    pub fn lead_demoted(&self) -> bool {
        matches!(
            self.steps.first().map(|s| s.verdict),
            Some(Verdict::Lead(Lead::DemotedStupf(_)))
        )
    }
}

/// The nickname of a card's row when the row holds only this card (`Mugg`, `Jos`, `Trumpf-7`),
/// unless it is unannounced or the nickname is the card's own name.
pub fn nickname<'a>(system: &'a RuleSystem, power: &Power, card: Card) -> Option<&'a str> {
    let e = power.entry(card);
    let row = &system.rows[e.row as usize];
    let single = power.row_len(e.row) == 1;
    row.name
        .as_deref()
        .filter(|_| single && !power.unannounced.contains(card))
        .filter(|name| !name.eq_ignore_ascii_case(&card.to_string()))
}

/// The rule a verdict applies, as a key into the system's data.
pub(super) fn cite_of(
    system: &RuleSystem,
    power: &Power,
    card: Card,
    held: Card,
    verdict: Verdict,
) -> CiteKey {
    let row = |c: Card| CiteKey::Row(power.entry(c).row as usize);
    match verdict {
        Verdict::Lead(Lead::Suit(_)) if system.citations.contains_key("suit_lead") => {
            CiteKey::Rule("suit_lead")
        }
        Verdict::Lead(Lead::Suit(_)) => CiteKey::Rule("throner"),
        Verdict::Lead(Lead::Stecher) | Verdict::Fails(Fails::NoSuit) => CiteKey::Rule("led_suit"),
        Verdict::Lead(Lead::Stupf | Lead::DemotedStupf(_)) | Verdict::Blocks { .. } => row(card),
        Verdict::Takes(Takes::Stecher) => CiteKey::Rule("stecher"),
        Verdict::Takes(Takes::InSuit) | Verdict::Fails(Fails::OffSuit(_)) => {
            CiteKey::Rule("throner")
        }
        Verdict::Takes(Takes::StupfTakenBy) | Verdict::Fails(Fails::StupfOnlyBy) => row(held),
        Verdict::Takes(Takes::StecherOverStupf)
        | Verdict::Fails(Fails::StupfNotLed | Fails::StupfNeedsStecher) => CiteKey::Rule("stupf"),
        Verdict::Takes(Takes::Extra(i)) => CiteKey::Extra(i),
        Verdict::Fails(Fails::TooLow) => {
            CiteKey::Rule(if power.entry(card).class == Class::Stecher {
                "stecher"
            } else {
                "throner"
            })
        }
        Verdict::Fails(Fails::TrumpPlain) => CiteKey::Rule("trump_plain"),
        Verdict::Fails(Fails::Limited) => CiteKey::Limit(power.entry(card).limit_source as usize),
        Verdict::FaceDown => CiteKey::FaceDown,
    }
}

/// Resolve and explain a trick (checks the cards first): every decision with the rule it
/// applies.
pub fn explain(
    system: &RuleSystem,
    power: &Power,
    cards: &[Card],
    ctx: TrickContext,
) -> Result<Outcome, TrickError> {
    check(system, power, cards)?;
    let mut log: Vec<(usize, usize, Verdict)> = Vec::new();
    let winner = resolve_with(power, cards, ctx, &mut log);
    let mut steps = Vec::with_capacity(log.len());
    let mut holder = 0usize;
    for (index, against, verdict) in log {
        steps.push(step(
            system,
            power,
            cards,
            (index, against, verdict),
            &mut holder,
        ));
    }
    Ok(outcome(power, cards, ctx, winner, steps))
}

/// The step of card `index` judged against card `against`; `holder` follows the trick (a
/// card that takes holds it, a blocker hands it on).
pub(super) fn step(
    system: &RuleSystem,
    power: &Power,
    cards: &[Card],
    (index, against, verdict): (usize, usize, Verdict),
    holder: &mut usize,
) -> Step {
    match verdict {
        Verdict::Takes(_) => *holder = index,
        Verdict::Blocks { holder: h, .. } => *holder = h,
        _ => {}
    }
    Step {
        index,
        card: cards[index],
        against,
        holds: *holder == index,
        holder: *holder,
        verdict,
        cite: cite_of(system, power, cards[index], cards[against], verdict),
    }
}

/// The outcome of a trick whose steps are recorded: its winner and the suit it was led in.
pub(super) fn outcome(
    power: &Power,
    cards: &[Card],
    ctx: TrickContext,
    winner: usize,
    steps: Vec<Step>,
) -> Outcome {
    let (open, _) = opening(power.entry(cards[0]), ctx);
    Outcome {
        winner,
        card: cards[winner],
        suit: open.suit,
        steps,
    }
}
