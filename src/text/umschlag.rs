//! The Umschlag's reasoning in words: the engine's [`Reason`]s said in the language given,
//! and what each step rests on ([`explained`]): the source in book form, or our reading,
//! marked as a reading and never shown as a quote.

use crate::i18n::{Lang, Pick};
use crate::rules::system::Basis;
use crate::rules::umschlag::{Reason, Umschlag, UmschlagError};
use crate::text::cite::{Form, cite};
use crate::tl;

/// One reason in a sentence.
pub fn reason(lang: Lang, r: &Reason) -> String {
    match r {
        Reason::Kaiser {
            card,
            name,
            never: true,
        } => tl!(lang, "rules-umschlag-kaiser", card = *card, name = name),
        Reason::Kaiser { card, name, .. } => {
            tl!(
                lang,
                "rules-umschlag-kaiser-last",
                card = *card,
                name = name
            )
        }
        Reason::Lowest { card } if card.rank() == crate::cards::Rank::Ass => {
            tl!(lang, "rules-umschlag-lowest-ass", card = *card)
        }
        Reason::Lowest { card } => tl!(lang, "rules-umschlag-lowest", card = *card),
        Reason::Ties { cards } => tl!(
            lang,
            "rules-umschlag-ties",
            cards = cards
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Reason::Trump { suit } => tl!(lang, "rules-umschlag-trump", suit = *suit),
        Reason::Redeal => tl!(lang, "rules-umschlag-redeal"),
        Reason::KaiserOrder { order } => tl!(
            lang,
            "rules-umschlag-kaiser-order",
            order = order
                .iter()
                .map(|s| s.name())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Reason::LowestKaiser { card, suit } => {
            tl!(
                lang,
                "rules-umschlag-lowest-kaiser",
                card = *card,
                suit = *suit
            )
        }
        Reason::NoneCan => tl!(lang, "rules-umschlag-none-can"),
        Reason::TurnStock => tl!(lang, "rules-umschlag-turn-stock"),
        Reason::Turned { card } => {
            tl!(
                lang,
                "rules-umschlag-turned",
                card = *card,
                suit = card.suit()
            )
        }
    }
}

/// Every reason, one sentence each.
pub fn reasons(lang: Lang, steps: &[Reason]) -> Vec<String> {
    steps.iter().map(|r| reason(lang, r)).collect()
}

/// A reading in a sentence: "… (our reading 15; see `kaiser readings 15`)", in `lang`.
pub fn reading(lang: Lang, n: u32, en: &str, de: &str) -> String {
    let text = match lang {
        Lang::En => en,
        Lang::De => de,
    };
    tl!(
        lang,
        "rules-umschlag-reading",
        text = text,
        reading = super::reading_ref(lang, n)
    )
}

/// The Umschlag explained: each step's sentence (marked "(reading N)" when it rests on a
/// reading and other steps on a source), then what the steps rest on: the sources in book
/// form (one line, in brackets, without the file names) and each reading in a sentence.
pub fn explained(lang: Lang, u: &Umschlag) -> (Vec<String>, Vec<String>) {
    let mixed = u.bases.iter().any(|b| matches!(b, Basis::Source(_)))
        && u.bases.iter().any(|b| matches!(b, Basis::Reading { .. }));
    let steps = u
        .steps
        .iter()
        .zip(&u.bases)
        .map(|(r, b)| match b {
            Basis::Reading { reading: n, .. } if mixed => format!(
                "{} {}",
                reason(lang, r),
                tl!(lang, "rules-umschlag-reading-mark", n = *n)
            ),
            _ => reason(lang, r),
        })
        .collect();
    let mut lines = Vec::new();
    let mut cited: Vec<String> = Vec::new();
    for b in &u.bases {
        if let Basis::Source(raw) = b {
            let c = cite(raw.in_lang(lang), lang, Form::Short);
            if !c.trim().is_empty() && !cited.contains(&c) {
                cited.push(c);
            }
        }
    }
    if !cited.is_empty() {
        lines.push(crate::text::cite::bracketed(&cited));
    }
    for b in &u.bases {
        if let Basis::Reading { reading: n, en, de } = b {
            let line = reading(lang, *n, en, de);
            if !lines.contains(&line) {
                lines.push(line);
            }
        }
    }
    (steps, lines)
}

/// Bad Umschlag input in a sentence.
pub fn error(lang: Lang, e: &UmschlagError) -> String {
    match e {
        UmschlagError::Empty => tl!(lang, "rules-umschlag-empty"),
        UmschlagError::TooMany(n) => tl!(lang, "rules-umschlag-too-many", n = *n),
        UmschlagError::Duplicate(card) => tl!(lang, "rules-umschlag-duplicate", card = *card),
        UmschlagError::NotInDeck(card, deck) => {
            tl!(
                lang,
                "rules-umschlag-not-in-deck",
                card = *card,
                deck = *deck
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;

    #[test]
    fn the_reasons_in_german() {
        use crate::rules::catalog;
        use crate::rules::umschlag::decide;
        let steps = |variant: &str, cards: &[&str], stock: &[&str]| {
            let system = catalog::load(variant).unwrap();
            let parse = |v: &[&str]| {
                v.iter()
                    .map(|n| n.parse::<Card>().unwrap())
                    .collect::<Vec<_>>()
            };
            let u = decide(&system, system.default_deck(), &parse(cards), &parse(stock)).unwrap();
            u.steps
                .iter()
                .map(|r| reason(Lang::De, r))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            steps(
                "lungern",
                &["Rosen-König", "Schellen-7", "Eichel-Ass", "Schilten-Ass"],
                &[]
            ),
            [
                "Eichel-Ass ist die tiefste aufgedeckte Karte (das Ass ist die tiefste Karte).",
                "Schilten-Ass ist gleich tief, wurde aber später gegeben: die zuerst gegebene Karte macht Trumpf.",
                "Eichel ist Trumpf.",
            ]
        );
        assert_eq!(
            steps("lungern", &["Blass", "Mugg"], &["Eichel-9"]),
            [
                "Rosen-Banner (Blass) ist ein Kaiser und macht nie Trumpf.",
                "Schellen-Banner (Mugg) ist ein Kaiser und macht nie Trumpf.",
                "Jede aufgedeckte Karte ist ein Kaiser: nach dem Geben wird die oberste Karte des Stocks umgedreht, und ihre Farbe ist Trumpf.",
                "Die umgedrehte Karte ist Eichel-9: Eichel ist Trumpf.",
            ]
        );
        assert_eq!(
            steps("willisau", &["Blass", "Mugg"], &[])[2..],
            [
                "Jede aufgedeckte Karte ist ein Kaiser: dann macht der tiefste Kaiser nach Stechwert Trumpf, in der Reihenfolge Schellen, Schilten, Eichel.",
                "Schellen-Banner ist der tiefste von ihnen: Schellen ist Trumpf.",
            ]
        );
    }
}
