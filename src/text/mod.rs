//! The text layer: the engine's facts (trick explanations, Umschlag decisions, stake and
//! rule-system errors) turned into English or German sentences. Every function here takes the
//! language as an argument; the engine itself never speaks.

pub mod cards;
pub mod cite;
pub mod error;
pub mod hand;
pub mod library;
pub mod stake;
pub mod system;
pub mod trick;
pub mod umschlag;
pub mod words;

/// The one way a screen points at a reading (our interpretation, never a source's word):
/// "our reading 26; see `kaiser readings 26`" ("unsere Lesart 26; siehe …"), to go in
/// brackets or after a semicolon of the sentence it qualifies.
pub fn reading_ref(lang: crate::i18n::Lang, n: u32) -> String {
    crate::tl!(lang, "cli-reading-ref", n = n)
}

/// An engine error narrated in the language of the run, for the app's error chain: its text
/// is what the user reads; the exit code treats it as bad input.
#[derive(Debug, thiserror::Error)]
#[error("{text}")]
pub struct Narrated {
    /// The narrated problem.
    pub text: String,
}

impl From<crate::rules::system::SystemError> for Narrated {
    fn from(e: crate::rules::system::SystemError) -> Narrated {
        Narrated {
            text: system::error(crate::i18n::lang(), &e),
        }
    }
}

impl From<crate::cards::names::CardNameError> for Narrated {
    fn from(e: crate::cards::names::CardNameError) -> Narrated {
        Narrated {
            text: cards::card_name_error(crate::i18n::lang(), &e),
        }
    }
}

impl From<crate::cards::names::SuitNameError> for Narrated {
    fn from(e: crate::cards::names::SuitNameError) -> Narrated {
        Narrated {
            text: cards::suit_name_error(crate::i18n::lang(), &e),
        }
    }
}
