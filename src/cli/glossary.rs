//! `kaiser glossary [TERM]`: the game's words. Without a term, a table of every term with
//! the first sentence of its meaning; with one, the whole entry: meaning, other spellings,
//! the rule systems that use it, the source with a quote, and related terms.

use super::Session;
use crate::lessons::glossary::{Glossary, Term, UnknownTerm};
use crate::render::json;
use clap::Args;
use comfy_table::Cell;

/// Arguments of `kaiser glossary`.
#[derive(Debug, Args)]
pub struct GlossaryArgs {
    /// A word of the game (any case; ae/oe/ue for umlauts); none: list every term.
    #[arg(value_name = "TERM")]
    term: Option<String>,
    /// Print JSON (the entry, or every entry).
    #[arg(long)]
    json: bool,
}

/// A term the glossary lacks, in the language of the run (bad input: exit 2).
fn unknown(e: UnknownTerm) -> anyhow::Error {
    let text = if e.near.is_empty() {
        crate::t!("cli-glossary-unknown", asked = e.asked)
    } else {
        crate::t!(
            "cli-glossary-did-you-mean",
            asked = e.asked,
            near = e.near.join(", ")
        )
    };
    super::InputError::Usage(text).into()
}

/// Wrap at `width` without breaking a card name at its hyphen (Trumpf-7).
fn wrap(text: &str, width: usize) -> String {
    let opts = textwrap::Options::new(width).word_splitter(textwrap::WordSplitter::NoHyphenation);
    textwrap::fill(text.trim(), opts)
}

/// The first sentence of a meaning, for the list.
fn first_sentence(text: &str) -> &str {
    let text = text.trim();
    match text.find(". ") {
        Some(i) => &text[..=i],
        None => text,
    }
}

fn systems(t: &Term) -> String {
    if t.systems.iter().any(|s| s == "all") {
        crate::t!("cli-glossary-all")
    } else {
        t.systems.join(", ")
    }
}

pub(super) fn run(a: GlossaryArgs, session: &Session) -> anyhow::Result<String> {
    // The meanings come in the session's language; the labels around them too.
    crate::i18n::with_lang(session.lang, || entry(a, session))
}

fn entry(a: GlossaryArgs, session: &Session) -> anyhow::Result<String> {
    let glossary = Glossary::embedded()?;
    let theme = session.theme;
    let Some(asked) = a.term else {
        if a.json {
            return json(&serde_json::json!({ "terms": glossary.terms }));
        }
        let mut table = theme.table(&[
            &crate::t!("cli-glossary-col-term"),
            &crate::t!("cli-glossary-col-meaning"),
            &crate::t!("cli-glossary-systems"),
        ]);
        // Piped, the cells are wrapped here; on a terminal the table fits itself.
        let terminal = crate::render::fit::terminal_width().is_some();
        let cell = |text: &str, width: usize| match terminal {
            true => Cell::new(text.trim()),
            false => Cell::new(wrap(text, width)),
        };
        for t in &glossary.terms {
            table.add_row(vec![
                Cell::new(&t.term),
                cell(first_sentence(t.meaning(session.lang)), 56),
                cell(&systems(t), 24),
            ]);
        }
        let mut out = crate::render::fit::table(theme, &table);
        out.push('\n');
        out.push_str(&theme.dim(&crate::t!("cli-glossary-footer")));
        out.push('\n');
        return Ok(out);
    };
    let t = glossary.find(&asked).map_err(unknown)?;
    if a.json {
        return json(t);
    }
    let mut out = theme.heading(&t.term);
    if !t.aliases.is_empty() {
        out.push_str(&format!(" ({})", t.aliases.join(", ")));
    }
    out.push('\n');
    let width = crate::render::fit::terminal_width().map_or(88, |w| w.min(88));
    out.push_str(&wrap(t.meaning(session.lang), width));
    out.push('\n');
    let (used, see) = (
        crate::t!("cli-glossary-systems"),
        crate::t!("cli-glossary-see-also"),
    );
    out.push_str(&format!("{used}: {}\n", systems(t)));
    // The source's words, then where they stand, in square brackets as every screen cites.
    let cited =
        crate::text::cite::bracketed(&[crate::render::citation(crate::i18n::Pick::get(&t.source))]);
    let quoted = match t.quote.trim() {
        "" => cited,
        quote => format!("«{quote}» {cited}"),
    };
    out.push_str(&theme.dim(&wrap(quoted.trim(), width)));
    out.push('\n');
    if !t.see.is_empty() {
        let words: Vec<&str> = t.see.iter().map(|id| glossary.headword(id)).collect();
        out.push_str(&format!("{see}: {}\n", words.join(", ")));
    }
    Ok(out)
}
