//! Which step kinds may use which fields, and the check that a step's texts are filled in
//! both languages.

use super::StepPlace;
use crate::lessons::schema::{Kind, StepDef};
use crate::lessons::{ContentError, Text};
use crate::t;

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
pub(super) const FIELDS: &[(&str, &[Kind])] = &[
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
    ("lead", &[Kind::Trick, Kind::Umschlag]),
];

pub(super) fn present(def: &StepDef, field: &str) -> bool {
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
        "lead" => def.lead.is_some(),
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
