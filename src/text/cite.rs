//! Citations a reader can follow: the bibliography (`sources.yaml`, embedded) and the one
//! function, [`cite`], that turns a raw citation of the YAML files
//! (`001_08fe15fded2b7c9d.txt §1: "…"`) into book form ("Achermann 1978, §1: «…»"), with word
//! locators in the reader's language. The YAML keeps its seed file names and quotes for
//! developers; no output of the program shows a file name. [`by_step`] groups the citations of
//! one trick explanation so that the same source is not repeated on every step.
//!
//! The bibliography's entries and loading live in [`bibliography`]; the scanner that reads a
//! raw citation in one pass lives in `scan`.

pub mod bibliography;
mod scan;

use crate::i18n::Lang;
use crate::tl;
#[cfg(test)]
use bibliography::compiled;
pub use bibliography::{
    Bibliography, Both, List, SOURCES_YAML, Section, Source, Text, bibliography, parse,
};
use scan::Scan;
#[cfg(test)]
use scan::seed_at;

/// How much of a citation to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// Everything, quotes in «», notes as written: "Achermann 1978, §1: «…»".
    Full,
    /// Sources and locators only, and the readings named: "Achermann 1978, §1, §4; Gasser
    /// 2015-17, Stupf; our reading 10".
    Short,
}

/// Turn a raw citation of the YAML files into book form in `lang`. A text without a seed
/// file name (a user's own variant file) is shown as written, with its quotes in «».
pub fn cite(raw: &str, lang: Lang, form: Form) -> String {
    // Whitespace is folded to single spaces; most citations are already (no copy then).
    let folded;
    let raw = if needs_folding(raw) {
        folded = raw.split_whitespace().collect::<Vec<_>>().join(" ");
        folded.as_str()
    } else {
        raw
    };
    let scan = Scan::run(raw, bibliography(), lang);
    match form {
        Form::Full => scan.full,
        Form::Short if scan.refs.is_empty() => scan.full,
        // A reading the citation names stays in the short form, marked as ours.
        Form::Short => scan
            .refs
            .iter()
            .map(|(short, locs)| {
                if locs.is_empty() {
                    short.clone()
                } else {
                    format!("{short}, {}", locs.join(", "))
                }
            })
            .chain(scan.readings.iter().cloned())
            .collect::<Vec<_>>()
            .join("; "),
    }
}

/// Citations in the house style of every screen (docs/guide.md, "The sources"): book forms
/// ("Achermann 1978, §4", from [`cite`] with [`Form::Short`]) in one pair of square brackets,
/// separated by semicolons: "[Achermann 1978, §2; Gasser 2015-17, Stupf]". Empty ones are
/// left out; none at all gives an empty string. [`by_step`] and the lessons' citations use
/// the same brackets.
pub fn bracketed<S: AsRef<str>>(shorts: &[S]) -> String {
    let shown: Vec<&str> = shorts
        .iter()
        .map(|s| s.as_ref().trim())
        .filter(|s| !s.is_empty())
        .collect();
    if shown.is_empty() {
        String::new()
    } else {
        format!("[{}]", shown.join("; "))
    }
}

/// The book form of the bibliography's entry `id` at `locator` ("Achermann 1978, §4" for
/// `achermann` at `§4`), in `lang`: for a rule the program states itself, with no YAML
/// citation to render. Empty when the bibliography has no such entry.
pub fn source_at(id: &str, locator: &str, lang: Lang) -> String {
    bibliography()
        .get(id)
        .map(|s| cite(&format!("{} {locator}", s.seed), lang, Form::Short))
        .unwrap_or_default()
}

/// The citations of one explanation's steps, grouped, each line in square brackets as every
/// screen cites ([`bracketed`]): one line when every step rests on the same source
/// ("[Achermann 1978, §1]"), else one line per source with the steps it supports ("[steps 2,
/// 3: Gasser 2015-17, Stecher]"). A reading stays marked as one ("our reading 15").
pub fn by_step(raws: &[&str], lang: Lang) -> Vec<String> {
    let mut groups: Vec<(String, Vec<usize>)> = Vec::new();
    for (i, raw) in raws.iter().enumerate() {
        // Steps often rest on the same rule: a citation already scanned is not scanned again.
        let c = match raws[..i].iter().position(|r| r == raw) {
            Some(j) => cite_of_step(&groups, j + 1),
            None => cite(raw, lang, Form::Short),
        };
        if c.is_empty() {
            continue;
        }
        match groups.iter_mut().find(|(g, _)| *g == c) {
            Some((_, steps)) => steps.push(i + 1),
            None => groups.push((c, vec![i + 1])),
        }
    }
    match groups.as_slice() {
        [] => Vec::new(),
        [(only, _)] => vec![tl!(lang, "cli-cite-source", source = only.as_str())],
        _ => {
            let mut lines = Vec::with_capacity(groups.len());
            for (c, steps) in &groups {
                let list = steps
                    .iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                lines.push(tl!(
                    lang,
                    "cli-cite-steps",
                    n = steps.len(),
                    steps = list,
                    source = c.as_str()
                ));
            }
            lines
        }
    }
}

/// Whether `raw` has whitespace other than single spaces between words (a citation written
/// over several lines of YAML, or with blanks at its ends).
fn needs_folding(raw: &str) -> bool {
    raw.starts_with(' ')
        || raw.ends_with(' ')
        || raw.contains("  ")
        || raw.chars().any(|c| c != ' ' && c.is_whitespace())
}

/// The short citation [`by_step`] found for step `step` (1-based): the group that lists it,
/// or an empty one (a step without a source).
fn cite_of_step(groups: &[(String, Vec<usize>)], step: usize) -> String {
    groups
        .iter()
        .find(|(_, steps)| steps.contains(&step))
        .map(|(c, _)| c.clone())
        .unwrap_or_default()
}

/// Does `s` name a seed file (`001_….txt`, `../shared/…`)? Such text must not reach a user
/// unrendered.
pub fn names_a_seed(s: &str) -> bool {
    s.contains("../shared")
        || s.as_bytes()
            .windows(20)
            .any(|w| w[..16].iter().all(u8::is_ascii_hexdigit) && &w[16..] == b".txt")
}

/// Every string literal of a JSON text that names a seed file, in book form
/// ([`Form::Full`]); keys, order and layout stay.
pub fn cite_json(json: &str, lang: Lang) -> String {
    let mut out = String::with_capacity(json.len());
    let mut rest = json;
    while let Some(start) = rest.find('"') {
        out.push_str(&rest[..start]);
        let lit = &rest[start..];
        // The closing quote: the first one not escaped.
        let mut end = None;
        let mut escaped = false;
        for (i, c) in lit.char_indices().skip(1) {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => {
                    end = Some(i + 1);
                    break;
                }
                _ => escaped = false,
            }
        }
        let Some(end) = end else {
            out.push_str(lit);
            return out;
        };
        let literal = &lit[..end];
        match serde_json::from_str::<String>(literal) {
            Ok(s) if names_a_seed(&s) => {
                let cited = cite(&s, lang, Form::Full);
                out.push_str(&serde_json::to_string(&cited).unwrap_or_default());
            }
            _ => out.push_str(literal),
        }
        rest = &lit[end..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
#[path = "cite_tests.rs"]
mod tests;
