//! The application's one error type: every failure of a run ends as an [`AppError`], which
//! knows its exit code (0 ok, 2 bad input or usage, 1 anything else, 130 after Ctrl-C) and
//! says itself in the language it is given. Library errors stay typed (thiserror) until here.

use crate::i18n::Lang;
use thiserror::Error;

/// A problem with what the user typed that the library types do not cover.
#[derive(Debug, Error)]
pub enum InputError {
    /// A usage problem, already phrased.
    #[error("{0}")]
    Usage(String),
    /// A file named on the command line could not be read.
    #[error("{}", crate::t!("cli-error-cannot-read", path = .path))]
    Read {
        /// The path.
        path: String,
        /// Why.
        source: std::io::Error,
    },
}

/// How a run failed.
#[derive(Debug, Error)]
pub enum AppError {
    /// Bad input or usage: a wrong card, system, suit, file or content (exit 2).
    #[error("{0:#}")]
    Input(anyhow::Error),
    /// Ctrl-C (exit 130).
    #[error("interrupted")]
    Interrupted,
    /// `kaiser ... | head` closed the pipe early: not a failure (exit 0).
    #[error("broken pipe")]
    BrokenPipe,
    /// Anything else (exit 1).
    #[error("{0:#}")]
    Other(anyhow::Error),
}

impl AppError {
    /// The process exit code for this error.
    pub fn exit_code(&self) -> i32 {
        match self {
            AppError::Input(_) => 2,
            AppError::Interrupted => 130,
            AppError::BrokenPipe => 0,
            AppError::Other(_) => 1,
        }
    }

    /// What kind of failure this is, for `--json` errors (docs/json.md): `input` (exit 2),
    /// `interrupted` (130), `broken-pipe` (0) or `other` (1). Clap's usage errors are `usage`.
    pub fn kind(&self) -> &'static str {
        match self {
            AppError::Input(_) => "input",
            AppError::Interrupted => "interrupted",
            AppError::BrokenPipe => "broken-pipe",
            AppError::Other(_) => "other",
        }
    }

    /// The message for the user in `lang` (engine errors narrated by [`crate::text::error`]);
    /// `None` where nothing is to be said.
    pub fn message(&self, lang: Lang) -> Option<String> {
        match self {
            AppError::Input(e) | AppError::Other(e) => Some(crate::text::error::chain(lang, e)),
            AppError::Interrupted | AppError::BrokenPipe => None,
        }
    }
}

impl From<anyhow::Error> for AppError {
    /// Sort an error chain once, at the edge: what the user typed, Ctrl-C, a closed pipe, or
    /// anything else.
    fn from(e: anyhow::Error) -> AppError {
        let io = |kind| {
            e.chain().any(|c| {
                c.downcast_ref::<std::io::Error>()
                    .is_some_and(|io| io.kind() == kind)
            })
        };
        if io(std::io::ErrorKind::BrokenPipe) {
            AppError::BrokenPipe
        } else if io(std::io::ErrorKind::Interrupted) {
            // In a terminal menu the terminal is raw: Ctrl-C arrives as a key, and the menu
            // ends with an "interrupted" read.
            AppError::Interrupted
        } else if e.chain().any(is_input) {
            AppError::Input(e)
        } else {
            AppError::Other(e)
        }
    }
}

/// Whether an error of a chain is the user's input: the library types that describe what was
/// typed or loaded.
fn is_input(e: &(dyn std::error::Error + 'static)) -> bool {
    use crate::rules::{deal, hand, power, solver, system, trick, umschlag};
    e.is::<InputError>()
        || e.is::<crate::cards::names::CardNameError>()
        || e.is::<system::SystemError>()
        || e.is::<crate::text::Narrated>()
        || e.is::<power::PowerError>()
        || e.is::<trick::TrickError>()
        || e.is::<umschlag::UmschlagError>()
        || e.is::<crate::lessons::ContentErrors>()
        || e.is::<crate::lessons::glossary::UnknownTerm>()
        || e.is::<deal::DealError>()
        || e.is::<hand::HandError>()
        || e.is::<solver::TooBig>()
}

/// 2 for bad input or usage, 1 for anything else (see [`AppError::exit_code`]).
pub fn exit_code(err: &anyhow::Error) -> i32 {
    if err.chain().any(is_input) { 2 } else { 1 }
}

/// Write `text` to stderr, fitted to its width when it is a terminal; a stderr that cannot be written (`2>/dev/full`, a closed
/// descriptor) is ignored: a warning or an error message never ends a run with a panic, and
/// the exit code stays the run's own.
pub fn say_on_stderr(text: &str) {
    use std::io::Write;
    let text = crate::render::fit::for_stderr(text);
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes());
    let _ = err.flush();
}

/// A warning line on stderr (`warning: …` in the run's language), never panicking.
pub fn warn(message: &str) {
    say_on_stderr(&format!(
        "{}\n",
        crate::t!("cli-warning", message = message)
    ));
}
