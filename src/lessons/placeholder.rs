//! Placeholders in the texts of a format 2 lesson, filled for the learner's system:
//! `{village}` (the place, "Lungern"), `{source}` (the book form of the system's source,
//! "Gasser 2015-17") and `{name:CARD}` (what the system calls CARD under the step's trump:
//! `{name:Trumpf-Under}` is "Jos" in Stans, "Trumpf-Bauer" in Lungern). `{{` and `}}` are
//! literal braces; anything else in braces is an error that says what is allowed.

use super::{Lang, Text, tl};
use crate::cards::names::Namer;
use crate::cards::{Card, Deck, Suit};
use crate::rules::system::RuleSystem;
use crate::rules::trick::nickname;
use crate::rules::{Power, PowerOptions};
use std::cell::OnceCell;

/// What the placeholders of one step (or the lesson's title and summary) are filled with.
pub(super) struct Fill<'a> {
    /// The learner's system: `{village}` and `{source}`.
    pub learner: &'a RuleSystem,
    /// The system the step is asked in: `{name:CARD}`.
    pub system: &'a RuleSystem,
    /// The step's trump (else the lesson's, else Rosen).
    pub trump: Suit,
    /// The step's deck.
    pub deck: Deck,
    power: OnceCell<Result<Power, String>>,
}

impl<'a> Fill<'a> {
    /// Placeholders for a step asked in `system` to a learner of `learner`.
    pub fn new(learner: &'a RuleSystem, system: &'a RuleSystem, trump: Suit, deck: Deck) -> Self {
        Fill {
            learner,
            system,
            trump,
            deck,
            power: OnceCell::new(),
        }
    }

    /// `text` with every placeholder filled, or what is wrong (in the language of the run).
    pub fn fill(&self, text: &str) -> Result<String, String> {
        let lang = crate::i18n::lang();
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(i) = rest.find(['{', '}']) {
            out.push_str(&rest[..i]);
            let tail = &rest[i..];
            if tail.starts_with("{{") || tail.starts_with("}}") {
                out.push_str(&tail[..1]);
                rest = &tail[2..];
                continue;
            }
            if tail.starts_with('}') {
                return Err(tl!(lang, "lessons-placeholder-brace"));
            }
            let Some(end) = tail.find('}') else {
                return Err(tl!(lang, "lessons-placeholder-unclosed"));
            };
            let inner = &tail[1..end];
            out.push_str(&self.value(inner, lang)?);
            rest = &tail[end + 1..];
        }
        out.push_str(rest);
        Ok(out)
    }

    /// Both languages of `text` filled; the error names the language.
    pub fn fill_text(&self, text: &Text) -> Result<Text, (&'static str, String)> {
        Ok(Text {
            en: self.fill(&text.en).map_err(|m| ("en", m))?,
            de: self.fill(&text.de).map_err(|m| ("de", m))?,
        })
    }

    fn value(&self, inner: &str, lang: Lang) -> Result<String, String> {
        let unknown = || {
            tl!(
                lang,
                "lessons-placeholder-unknown",
                name = crate::cards::names::shorten(inner)
            )
        };
        match inner.trim() {
            "village" => Ok(crate::text::system::place(self.learner)),
            "source" => crate::text::system::source_short(self.learner, lang).ok_or_else(|| {
                tl!(
                    lang,
                    "lessons-placeholder-no-source",
                    village = crate::text::system::place(self.learner)
                )
            }),
            other => match other.split_once(':') {
                Some((key, card)) if key.trim() == "name" => self.name(card.trim(), lang),
                _ => Err(unknown()),
            },
        }
    }

    /// What the step's system calls `card`: its row's name where the row holds only it, else
    /// a nickname of the system, else the canonical name.
    fn name(&self, card: &str, lang: Lang) -> Result<String, String> {
        let namer = Namer::new(Some(self.trump), &self.system.nicknames).with_deck(self.deck);
        let card: Card = namer
            .card(card)
            .map_err(|e| crate::text::cards::card_name_error(lang, &e))?;
        let power = self
            .power
            .get_or_init(|| {
                let opts = PowerOptions {
                    deck: Some(self.deck),
                    ..PowerOptions::default()
                };
                Power::new(self.system, self.trump, &opts)
                    .map_err(|e| crate::text::error::power(lang, &e))
            })
            .as_ref()
            .map_err(Clone::clone)?;
        crate::rules::trick::check(self.system, power, &[card])
            .map_err(|e| crate::text::trick::error(lang, &e))?;
        if let Some(name) = nickname(self.system, power, card) {
            return Ok(name.to_string());
        }
        let own = self
            .system
            .nicknames
            .iter()
            .find(|(_, r)| r.resolve(Some(self.trump)) == Some(card))
            .map(|(n, _)| n.clone());
        Ok(own.unwrap_or_else(|| card.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catalog;

    fn fill(system: &str, text: &str) -> Result<String, String> {
        let s = catalog::load(system).unwrap();
        Fill::new(&s, &s, Suit::Rosen, s.default_deck()).fill(text)
    }

    #[test]
    fn placeholders_are_filled_per_system() {
        let table = [
            ("lungern", "In {village}", "In Lungern"),
            (
                "stans",
                "In {village} ({source})",
                "In Stans (Achermann 1978)",
            ),
            ("lungern", "{source}", "Gasser 2015-17"),
            ("liebenau", "{village}", "Liebenau 1841"),
            ("karnoeffel", "{village}", "Karnöffel"),
            ("stans", "{name:Trumpf-Under}", "Jos"),
            ("lungern", "{name:Trumpf-Under}", "Trumpf-Bauer"),
            ("stans", "{name:T-König}", "Fuil"),
            ("lungern", "{name:Schellen-Banner}", "Mugg"),
            ("lungern", "{name:Eichel-9}", "Eichel-9"),
            ("stans", "{{village}} and }}", "{village} and }"),
            ("stans", "no placeholder", "no placeholder"),
        ];
        for (system, text, want) in table {
            assert_eq!(fill(system, text).as_deref(), Ok(want), "{system}: {text}");
        }
    }

    #[test]
    fn unknown_unclosed_and_bad_cards_are_errors() {
        let table = [
            ("stans", "{vilage}", "vilage"),
            ("stans", "{name}", "name"),
            ("stans", "open {village", "{"),
            ("stans", "close }", "}}"),
            ("stans", "{name:Rosen-Elf}", "Rosen-Elf"),
            // Stans plays 40 cards: no 8 and 9.
            ("stans", "{name:Eichel-9}", "Eichel-9"),
        ];
        for (system, text, part) in table {
            let e = fill(system, text).unwrap_err();
            assert!(e.contains(part), "{system}: {text}: {e}");
        }
    }
}
