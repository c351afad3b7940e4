//! Errors in words: the engine's typed errors narrated in the language given, and the one
//! function the edge uses to say any error chain.

use crate::i18n::Lang;
use crate::rules::power::PowerError;
use crate::rules::solver::{LineMismatch, TooBig};
use crate::rules::trick::TrickError;
use crate::rules::umschlag::UmschlagError;
use crate::tl;

/// Why a Power table could not be built, in a sentence.
pub fn power(lang: Lang, e: &PowerError) -> String {
    match e {
        PowerError::NotABanner(card) => tl!(lang, "rules-power-not-a-banner", card = *card),
        PowerError::NoKaiser(system) => tl!(lang, "rules-power-no-kaiser", system = system),
        PowerError::Deck {
            system,
            deck,
            decks,
        } => tl!(
            lang,
            "rules-power-deck",
            system = system,
            deck = *deck,
            decks = decks
        ),
        PowerError::Switch {
            system,
            name,
            known,
        } => tl!(
            lang,
            "rules-power-switch",
            system = system,
            name = name,
            known = if known.is_empty() {
                tl!(lang, "rules-none")
            } else {
                known.join(", ")
            }
        ),
    }
}

/// A deal too big for the solver, in a sentence.
pub fn too_big(lang: Lang, e: &TooBig) -> String {
    tl!(lang, "rules-solver-too-big", n = e.0)
}

/// A line of play that does not reach the solver's verdict (a bug, never bad input).
pub fn line_mismatch(lang: Lang, _e: &LineMismatch) -> String {
    tl!(lang, "rules-solver-line-mismatch")
}

/// One error of a chain in words: an engine error narrated, anything else as it displays.
pub fn one(lang: Lang, e: &(dyn std::error::Error + 'static)) -> String {
    if let Some(e) = e.downcast_ref::<PowerError>() {
        power(lang, e)
    } else if let Some(e) = e.downcast_ref::<TrickError>() {
        super::trick::error(lang, e)
    } else if let Some(e) = e.downcast_ref::<UmschlagError>() {
        super::umschlag::error(lang, e)
    } else if let Some(e) = e.downcast_ref::<TooBig>() {
        too_big(lang, e)
    } else if let Some(e) = e.downcast_ref::<LineMismatch>() {
        line_mismatch(lang, e)
    } else if let Some(e) = e.downcast_ref::<crate::rules::deal::DealError>() {
        super::hand::deal_error(lang, e)
    } else if let Some(e) = e.downcast_ref::<crate::rules::hand::HandError>() {
        super::hand::error(lang, e)
    } else if let Some(e) = e.downcast_ref::<crate::rules::stake::StakeError>() {
        super::stake::error(lang, e)
    } else if let Some(e) = e.downcast_ref::<std::io::Error>() {
        io(lang, e)
    } else {
        e.to_string()
    }
}

/// Why a file could not be read, in `lang`: the usual reasons from the catalog, else the
/// operating system's words (which come in English).
pub fn io(lang: Lang, e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::NotFound => tl!(lang, "cli-io-not-found"),
        ErrorKind::PermissionDenied => tl!(lang, "cli-io-permission"),
        ErrorKind::IsADirectory => tl!(lang, "cli-io-directory"),
        ErrorKind::NotADirectory => tl!(lang, "cli-io-not-directory"),
        ErrorKind::InvalidData => tl!(lang, "cli-io-not-text"),
        _ => e.to_string(),
    }
}

/// A whole error chain, outermost first, joined with `: ` (as anyhow's `{:#}` does).
pub fn chain(lang: Lang, e: &anyhow::Error) -> String {
    let parts: Vec<String> = e.chain().map(|c| one(lang, c)).collect();
    parts.join(": ")
}
