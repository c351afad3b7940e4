//! Building a step from its record: the fields allowed for its kind, its rule system, trump,
//! deck and cards, and for each kind of question the engine's answer, checked against what
//! the file expects.

use super::fields::{FIELDS, check_text, present};
use super::{
    Body, MAX_ORDER, Setup, Step, StepPlace, Systems, TrumpAnswer, card_error, namer, suit_error,
};
use crate::cards::names::{Namer, parse_suit};
use crate::cards::{Card, Deck, Suit};
use crate::lessons::ContentError;
use crate::lessons::schema::{Expect, ExpectDef, Kind, SourceDef, StepDef};
use crate::rules::trick::{TrickContext, explain};
use crate::rules::umschlag::decide;
use crate::rules::{Power, PowerOptions, RuleSystem, catalog};
use crate::t;
use std::sync::Arc;

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
    // Format 2 resolves these per system before a step is built; here they are misplaced.
    for (field, present) in [
        ("only", def.only.is_some()),
        ("except", def.except.is_some()),
        ("compare", def.compare),
        (
            "expect",
            matches!(def.expect, Some(ExpectDef::PerSystem(_))),
        ),
        (
            "source",
            matches!(def.source, Some(SourceDef::PerSystem(_))),
        ),
    ] {
        if present {
            return Err(place.err(field, t!("lessons-needs-format-2", field = field)));
        }
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
        ("lead", &def.lead),
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
    let source = match &def.source {
        Some(SourceDef::Same(s)) => Some(s.clone()),
        _ => None,
    };
    if let Some(s) = &source
        && (s.en.trim().is_empty() || s.de.trim().is_empty())
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
        line: crate::lessons::line_of(place.lines, &place.path),
        text: def.text.clone(),
        lead: def.lead.clone(),
        source,
        quote: def.quote.clone(),
        hints: def.hints.clone(),
        explanation: def.explanation.clone(),
        players: def.players.clone(),
        compare: None,
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
        None | Some(ExpectDef::PerSystem(_)) => Ok(None),
        Some(ExpectDef::Same(Expect::One(s))) => Ok(Some(s)),
        Some(ExpectDef::Same(Expect::Many(_))) => {
            Err(place.err("expect", t!("lessons-one-expect")))
        }
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
        None | Some(ExpectDef::PerSystem(_)) => {}
        Some(ExpectDef::Same(Expect::One(_))) => {
            return Err(place.err("expect", t!("lessons-order-expect-list")));
        }
        Some(ExpectDef::Same(Expect::Many(names))) => {
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
