//! The glossary: the game's words (Stecher, Umschlag, Spieldrei, ...) with their meaning in
//! German and English, the rule systems that use them and a citation from the seeds. Data in
//! `glossary/terms.yaml` (`format_version` 1, schema in `glossary/README.md`), embedded in the
//! binary and checked when it is loaded: unique ids, known systems, `see:` ids that exist,
//! nothing empty.
//!
//! Lookup folds case, umlauts and separators the way card names do (`Staecher`, `stecher`),
//! searches ids, headwords and aliases, and offers the nearest terms for a misspelt one.

use crate::cards::names::fold;
use crate::lessons::Lang;
use crate::rules::catalog;
use crate::t;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A text of both languages as the reader's language's (`--json`).
fn in_reader_lang<S: serde::Serializer>(t: &crate::lessons::Text, s: S) -> Result<S::Ok, S::Error> {
    use crate::i18n::Pick;
    s.serialize_str(t.get())
}

/// The glossary as written in this build.
const EMBEDDED: &str = include_str!("../../glossary/terms.yaml");

/// Where the embedded glossary comes from, for messages.
pub const ORIGIN: &str = "glossary/terms.yaml";

/// The newest glossary format this build reads.
pub const GLOSSARY_VERSION: u32 = 1;

/// The glossary file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    format_version: u32,
    terms: Vec<Term>,
}

/// One word of the game.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Term {
    /// Lower-case ASCII id.
    pub id: String,
    /// The headword as players write it.
    pub term: String,
    /// Other spellings and forms.
    #[serde(default)]
    pub aliases: Vec<String>,
    /// What kind of word: power, card, deal, play, stake, general.
    pub kind: String,
    /// The meaning in German.
    pub de: String,
    /// The meaning in English.
    pub en: String,
    /// The rule systems that use the word (`all` for every one).
    pub systems: Vec<String>,
    /// The source: file and section, one text or one per language (`{en, de}`, where it says
    /// something around the source's words). `--json` gives the reader's language's.
    #[serde(serialize_with = "in_reader_lang")]
    pub source: crate::lessons::Text,
    /// A short verbatim quote from the source.
    pub quote: String,
    /// Related term ids.
    #[serde(default)]
    pub see: Vec<String>,
}

impl Term {
    /// The meaning in `lang`.
    pub fn meaning(&self, lang: Lang) -> &str {
        match lang {
            Lang::De => &self.de,
            Lang::En => &self.en,
        }
    }
}

/// The kinds of word a term may be.
pub const KINDS: [&str; 6] = ["power", "card", "deal", "play", "stake", "general"];

/// What is wrong with a glossary file.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{origin}{}: {message}", line.map(|l| format!(":{l}")).unwrap_or_default())]
pub struct GlossaryError {
    /// The file.
    pub origin: String,
    /// The line, when known.
    pub line: Option<usize>,
    /// The problem, and what would be right.
    pub message: String,
}

/// A term that is not in the glossary.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", t!("lessons-no-term", term = .asked, more = suggest(.near)))]
pub struct UnknownTerm {
    /// What was asked.
    pub asked: String,
    /// The nearest headwords.
    pub near: Vec<String>,
}

fn suggest(near: &[String]) -> String {
    if near.is_empty() {
        t!("lessons-no-term-list")
    } else {
        t!("lessons-did-you-mean", id = near.join(", "))
    }
}

/// The loaded glossary.
#[derive(Debug, Clone)]
pub struct Glossary {
    /// The terms in file order.
    pub terms: Vec<Term>,
}

impl Glossary {
    /// The built-in glossary.
    pub fn embedded() -> Result<Glossary, GlossaryError> {
        Glossary::parse(EMBEDDED, ORIGIN)
    }

    /// Parse and check a glossary file.
    pub fn parse(text: &str, origin: &str) -> Result<Glossary, GlossaryError> {
        let err = |line: Option<usize>, message: String| GlossaryError {
            origin: origin.to_string(),
            line,
            message,
        };
        // The hostile-file guards of every YAML file (the glossary may be a user's one day).
        let (file, _): (File, _) = crate::rules::yaml::load(text, super::MAX_CONTENT_BYTES)
            .map_err(|e| {
                let message = crate::text::system::yaml(
                    crate::i18n::lang(),
                    &e,
                    crate::text::system::YamlFile::Content,
                );
                err(e.line(), message)
            })?;
        if file.format_version != GLOSSARY_VERSION {
            return Err(err(
                None,
                t!(
                    "lessons-glossary-version",
                    found = file.format_version.to_string(),
                    version = GLOSSARY_VERSION
                ),
            ));
        }
        // The line of a term, for messages: where its `id:` is written.
        let line_of = |id: &str| {
            text.lines()
                .position(|l| {
                    let l = l.trim_start().trim_start_matches("- ");
                    l.strip_prefix("id:")
                        .is_some_and(|v| v.trim().trim_matches(['"', '\'']) == id)
                })
                .map(|i| i + 1)
        };
        let systems = catalog::ids();
        let mut seen = std::collections::BTreeSet::new();
        for t in &file.terms {
            let at = line_of(&t.id);
            let bad = |message: String| {
                Err(err(
                    at,
                    t!("lessons-term-problem", id = t.id, problem = message),
                ))
            };
            if t.id.is_empty()
                || !t
                    .id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                return bad(t!("lessons-term-bad-id"));
            }
            if !seen.insert(t.id.clone()) {
                return bad(t!("lessons-term-id-twice"));
            }
            for (field, value) in [
                ("term", &t.term),
                ("de", &t.de),
                ("en", &t.en),
                ("source", &t.source.en),
                ("source", &t.source.de),
                ("quote", &t.quote),
            ] {
                if value.trim().is_empty() {
                    return bad(t!("lessons-term-field-empty", field = field));
                }
            }
            if !KINDS.contains(&t.kind.as_str()) {
                return bad(t!(
                    "lessons-term-bad-kind",
                    kind = t.kind,
                    kinds = KINDS.join(", ")
                ));
            }
            if t.systems.is_empty() {
                return bad(t!("lessons-term-no-systems"));
            }
            for s in &t.systems {
                if s != "all" && !systems.contains(&s.as_str()) {
                    return bad(t!(
                        "lessons-term-unknown-system",
                        system = s,
                        systems = systems.join(", ")
                    ));
                }
            }
        }
        for t in &file.terms {
            for s in &t.see {
                if !seen.contains(s) {
                    return Err(err(
                        line_of(&t.id),
                        t!(
                            "lessons-term-problem",
                            id = t.id,
                            problem = t!("lessons-term-see-unknown", id = s)
                        ),
                    ));
                }
            }
        }
        Ok(Glossary { terms: file.terms })
    }

    /// The term `asked` names (by id, headword or alias; case, umlauts and separators do not
    /// matter), or the nearest ones.
    pub fn find(&self, asked: &str) -> Result<&Term, UnknownTerm> {
        let key = fold(asked);
        let names = |t: &'_ Term| {
            let mut v = vec![t.id.clone(), t.term.clone()];
            v.extend(t.aliases.iter().cloned());
            v
        };
        if let Some(t) = self
            .terms
            .iter()
            .find(|t| names(t).iter().any(|n| fold(n) == key))
        {
            return Ok(t);
        }
        let mut scored: Vec<(f64, &str)> = self
            .terms
            .iter()
            .map(|t| {
                let best = names(t)
                    .iter()
                    .map(|n| strsim::jaro_winkler(&key, &fold(n)))
                    .fold(0.0, f64::max);
                (best, t.term.as_str())
            })
            .filter(|(s, _)| *s >= 0.75)
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        Err(UnknownTerm {
            asked: crate::cards::names::shorten(asked),
            near: scored.iter().take(3).map(|(_, n)| n.to_string()).collect(),
        })
    }

    /// The headword of a term id.
    pub fn headword<'a>(&'a self, id: &'a str) -> &'a str {
        self.terms
            .iter()
            .find(|t| t.id == id)
            .map_or(id, |t| t.term.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_glossary_loads_and_covers_the_issue_words() {
        let g = Glossary::embedded().unwrap();
        assert!(g.terms.len() >= 30, "{} terms", g.terms.len());
        for word in [
            "Stecher",
            "Throner",
            "Mannen",
            "Stupf",
            "Umschlag",
            "Vorhand",
            "Hinderhand",
            "Fuil",
            "hiratä",
            "Kritz",
            "Dipfili",
            "Spieldrei",
            "Freien",
            "gehen",
            "kommen",
            "Täfäli",
            "Brändibock",
            "Wärchvolch",
        ] {
            assert!(g.find(word).is_ok(), "{word} is in the glossary");
        }
    }

    #[test]
    fn lookup_folds_and_suggests() {
        let g = Glossary::embedded().unwrap();
        let stecher = g.find("Stecher").unwrap();
        assert_eq!(g.find("STECHER").unwrap(), stecher);
        assert_eq!(g.find("stecher").unwrap(), stecher);
        assert_eq!(g.find("Taefaeli").unwrap(), g.find("Täfäli").unwrap());
        let err = g.find("Stecer").unwrap_err();
        assert!(err.near.contains(&"Stecher".to_string()), "{err}");
        assert!(err.to_string().contains("did you mean Stecher"), "{err}");
        let err = g.find("xyzzy").unwrap_err();
        assert!(err.near.is_empty());
        assert!(
            err.to_string()
                .contains("`kaiser glossary` lists every term")
        );
    }

    #[test]
    fn bad_files_name_line_and_problem() {
        let term = |id: &str, systems: &str, see: &str| {
            format!(
                "  - id: {id}\n    term: T\n    aliases: []\n    kind: power\n    de: d\n    en: e\n    systems: {systems}\n    source: s\n    quote: q\n    see: {see}\n"
            )
        };
        let file = |terms: String| format!("format_version: 1\nterms:\n{terms}");
        for (text, line, says) in [
            (
                file(term("a", "[all]", "[]") + &term("a", "[all]", "[]")),
                Some(3),
                "used twice",
            ),
            (
                file(term("a", "[zug]", "[]")),
                Some(3),
                "unknown system 'zug'",
            ),
            (
                file(term("a", "[all]", "[b]")),
                Some(3),
                "see: 'b' is not a term id",
            ),
            (file(term("A b", "[all]", "[]")), None, "lower-case ASCII"),
            (
                "format_version: 2\nterms: []\n".to_string(),
                None,
                "format_version 2",
            ),
            (
                "format_version: 1\nterms:\n  - id: a\n    colour: red\n".to_string(),
                Some(4),
                "unknown field",
            ),
        ] {
            let e = Glossary::parse(&text, "g.yaml").unwrap_err();
            assert!(e.message.contains(says), "{e}");
            if line.is_some() {
                assert_eq!(e.line, line, "{e}");
            }
            assert!(e.to_string().starts_with("g.yaml"), "{e}");
        }
    }
}
