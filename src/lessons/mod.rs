//! Lessons and scenarios as data: the bilingual [`Text`], the embedded `lessons/` and
//! `scenarios/` directories, loading and validating files (with file and line in every
//! message), and the answers worked out by the rules engine.
//!
//! This layer sits on [`crate::rules`] and does no I/O: the caller hands it file texts (the
//! embedded ones, or a user's directory read by the CLI). Running a lesson with a learner is
//! [`crate::tutor`]'s job.

pub mod daily;
pub mod glossary;
pub mod puzzles;
pub mod quiz;
pub mod schema;
pub mod step;

mod content;
mod curriculum;
mod file;
mod lesson;
mod placeholder;
mod scenario;

pub use content::{Built, Content, FileKind, Lesson, Scenario, SourceFile, embedded_files};

use crate::t;
use std::collections::HashMap;
use thiserror::Error;

/// Largest content file accepted.
pub const MAX_CONTENT_BYTES: usize = 256 * 1024;

pub use crate::i18n::Lang;

/// [`crate::t!`] in an explicit language: `tl!(lang, "tutor-hint", hint = h)`. The tutor and
/// the lessons are handed their language; this keeps it explicit.
macro_rules! tl {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::message(
            $lang,
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::arg(&$value))),*],
        )
    };
}
pub(crate) use tl;

/// Text from a content file as it may reach a terminal: control characters (escape
/// sequences) removed, line breaks kept.
pub fn clean(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_control() || *c == '\n')
        .collect()
}

/// A text in both languages: the engine's one bilingual text type, picked in a language with
/// [`crate::i18n::Pick`]. Content files read it strictly (both `en` and `de`, cleaned; see
/// [`schema`]).
pub use crate::i18n::Text;

/// One problem in a content file.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{origin}{}: {message}", line.map(|l| format!(":{l}")).unwrap_or_default())]
pub struct ContentError {
    /// The file (`embedded:lessons/04-stecher.yaml` or a path).
    pub origin: String,
    /// 1-based line, where known.
    pub line: Option<usize>,
    /// What is wrong and what would be right.
    pub message: String,
}

/// Every problem found while loading content.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}\n{}", t!("lessons-problems", n = .0.len()), .0.iter().map(|e| format!("  {e}")).collect::<Vec<_>>().join("\n"))]
pub struct ContentErrors(pub Vec<ContentError>);

/// The line of `path`, or of the nearest enclosing value that has one.
pub fn line_of(lines: &HashMap<String, usize>, path: &str) -> Option<usize> {
    let mut p = path;
    loop {
        if let Some(l) = lines.get(p) {
            return Some(*l);
        }
        let cut = p.rfind(['.', '['])?;
        p = &p[..cut];
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod tests_v2;
