//! A trick explanation in words: the engine's [`Outcome`] (verdicts and citation keys) narrated
//! in the language given, with the cards as the system names them.

use crate::cards::Card;
use crate::i18n::{Lang, Pick};
use crate::rules::system::{Class, RuleSystem};
use crate::rules::trick::{Fails, Lead, Outcome, Step, Takes, Verdict, nickname};
use crate::rules::{Power, trick::TrickError};
use crate::tl;
use serde::Serialize;

/// A card as an explanation names it: canonical name, with its row's nickname for single-card
/// rows (`Schellen-Banner (Mugg)`) and a note for unannounced Banner.
pub fn label(lang: Lang, system: &RuleSystem, power: &Power, card: Card) -> String {
    if power.unannounced.contains(card) {
        return tl!(lang, "rules-label-unannounced", card = card);
    }
    match nickname(system, power, card) {
        Some(name) => format!("{card} ({name})"),
        None => card.to_string(),
    }
}

/// Cards as a list joined with "or" (`A, B or C`), each labelled.
pub fn names(
    lang: Lang,
    system: &RuleSystem,
    power: &Power,
    cards: impl Iterator<Item = Card>,
) -> String {
    let v: Vec<String> = cards.map(|c| label(lang, system, power, c)).collect();
    match v.len() {
        0 => tl!(lang, "rules-names-none"),
        1 => v[0].clone(),
        _ => tl!(
            lang,
            "rules-names-or",
            list = v[..v.len() - 1].join(", "),
            last = v[v.len() - 1]
        ),
    }
}

/// The selector the catalog's sentences take for a card's class.
fn class_key(class: Class) -> &'static str {
    match class {
        Class::Stecher => "Stecher",
        Class::Throner => "Throner",
        Class::Stupf => "Stupf",
        Class::Plain => "plain",
    }
}

/// One step of `outcome` (whose trick is `cards`) in a sentence.
pub fn step(
    lang: Lang,
    system: &RuleSystem,
    power: &Power,
    cards: &[Card],
    outcome: &Outcome,
    step: &Step,
) -> String {
    let card = step.card;
    let held = cards[step.against];
    let me = label(lang, system, power, card);
    let them = label(lang, system, power, held);
    let pos = |c: Card, demoted: bool| {
        if demoted {
            power.position_of_level(power.entry(c).plain_level)
        } else {
            power.position(c)
        }
    };
    let mine = pos(card, false);
    let theirs = pos(held, step.against == 0 && outcome.lead_demoted());
    let class = class_key(power.entry(card).class);
    let by = |c: Card| names(lang, system, power, power.entry(c).taken_by.iter());
    match step.verdict {
        Verdict::Lead(Lead::Suit(s)) => tl!(lang, "rules-lead-suit", me = me, suit = s),
        Verdict::Lead(Lead::Stecher) => tl!(lang, "rules-lead-stecher", me = me),
        Verdict::Lead(Lead::Stupf) => {
            let who = if power.entry(card).taken_by.is_empty() {
                tl!(lang, "rules-stupf-who-stecher")
            } else {
                tl!(lang, "rules-stupf-who-only", names = by(card))
            };
            tl!(lang, "rules-lead-stupf", me = me, who = who)
        }
        Verdict::Lead(Lead::DemotedStupf(s)) => {
            tl!(lang, "rules-lead-demoted-stupf", me = me, suit = s)
        }
        Verdict::Takes(Takes::Stecher) => tl!(
            lang,
            "rules-takes-stecher",
            me = me,
            them = them,
            mine = mine,
            theirs = theirs
        ),
        Verdict::Takes(Takes::InSuit) => tl!(
            lang,
            "rules-takes-in-suit",
            me = me,
            them = them,
            suit = card.suit(),
            class = class,
            mine = mine,
            theirs = theirs
        ),
        Verdict::Takes(Takes::StupfTakenBy) => tl!(
            lang,
            "rules-takes-stupf-taken-by",
            me = me,
            them = them,
            names = by(held)
        ),
        Verdict::Takes(Takes::StecherOverStupf) => tl!(
            lang,
            "rules-takes-stecher-over-stupf",
            me = me,
            them = them,
            mine = mine,
            theirs = theirs
        ),
        Verdict::Takes(Takes::Extra(i)) => {
            match power.extras.get(i).and_then(|x| x.switch.as_ref()) {
                Some(s) => tl!(
                    lang,
                    "rules-takes-extra-switch",
                    me = me,
                    them = them,
                    switch = s
                ),
                None => tl!(lang, "rules-takes-extra", me = me, them = them),
            }
        }
        Verdict::Fails(Fails::TooLow) => tl!(
            lang,
            "rules-fails-too-low",
            me = me,
            them = them,
            mine = mine,
            theirs = theirs
        ),
        Verdict::Fails(Fails::OffSuit(s)) => {
            tl!(
                lang,
                "rules-fails-off-suit",
                me = me,
                suit = s,
                class = class
            )
        }
        Verdict::Fails(Fails::NoSuit) => tl!(lang, "rules-fails-no-suit", me = me, class = class),
        Verdict::Fails(Fails::TrumpPlain) => tl!(lang, "rules-fails-trump-plain", me = me),
        Verdict::Fails(Fails::StupfNotLed) => tl!(lang, "rules-fails-stupf-not-led", me = me),
        Verdict::Fails(Fails::StupfOnlyBy) => tl!(
            lang,
            "rules-fails-stupf-only-by",
            me = me,
            them = them,
            names = by(held)
        ),
        Verdict::Fails(Fails::Limited) => tl!(lang, "rules-fails-limited", me = me, them = them),
        Verdict::Fails(Fails::StupfNeedsStecher) => {
            tl!(
                lang,
                "rules-fails-stupf-needs-stecher",
                me = me,
                them = them
            )
        }
        Verdict::Blocks { mask, holder } => {
            let blocked = (0..cards.len())
                .filter(|j| mask & (1 << j) != 0)
                .map(|j| cards[j]);
            tl!(
                lang,
                "rules-blocks",
                me = me,
                names = names(lang, system, power, blocked),
                holder = label(lang, system, power, cards[holder])
            )
        }
        Verdict::FaceDown => tl!(
            lang,
            "rules-face-down",
            me = me,
            them = them,
            reading = super::reading_ref(lang, 29)
        ),
    }
}

/// A step as `--json` and the narrators show it: the engine's facts, the sentence, and the
/// source of the rule applied.
#[derive(Debug, Clone, Serialize)]
pub struct NarratedStep<'a> {
    /// The engine's facts (index, card, verdict, citation key...).
    #[serde(flatten)]
    pub facts: &'a Step,
    /// The reasoning in a sentence.
    pub text: String,
    /// The source of the rule applied, as the rule system quotes it, with its gloss in the
    /// reader's language.
    pub source: &'a str,
}

/// Every step of `outcome` narrated.
pub fn narrate<'a>(
    lang: Lang,
    system: &'a RuleSystem,
    power: &'a Power,
    cards: &[Card],
    outcome: &'a Outcome,
) -> Vec<NarratedStep<'a>> {
    outcome
        .steps
        .iter()
        .map(|s| NarratedStep {
            facts: s,
            text: step(lang, system, power, cards, outcome, s),
            source: s.cite.source(system, power).in_lang(lang),
        })
        .collect()
}

/// Why a trick cannot be resolved, in a sentence.
pub fn error(lang: Lang, e: &TrickError) -> String {
    match e {
        TrickError::Empty => tl!(lang, "rules-trick-empty"),
        TrickError::TooMany(n) => tl!(
            lang,
            "rules-trick-too-many",
            n = *n,
            max = crate::rules::trick::MAX_TRICK
        ),
        TrickError::Duplicate(card) => tl!(lang, "rules-trick-duplicate", card = *card),
        TrickError::NotInDeck {
            card,
            deck,
            system,
            other,
        } if other.is_empty() => tl!(
            lang,
            "rules-trick-not-in-deck",
            card = *card,
            deck = deck,
            system = system
        ),
        TrickError::NotInDeck {
            card,
            deck,
            system,
            other,
        } => tl!(
            lang,
            "rules-trick-not-in-deck-other",
            card = *card,
            deck = deck,
            system = system,
            other = other
        ),
        TrickError::FaceDownNotInSystem { system } => {
            tl!(lang, "rules-trick-face-down-system", system = system)
        }
        TrickError::FaceDownLeading => tl!(
            lang,
            "rules-trick-face-down-leading",
            reading = super::reading_ref(lang, 29)
        ),
        TrickError::FaceDownNotPlayed(card) => {
            tl!(lang, "rules-trick-face-down-not-played", card = *card)
        }
    }
}

#[cfg(test)]
#[path = "trick_tests.rs"]
mod tests;
