//! `kaiser glossary [TERM]`: the game's words. Without a term, a table of every term with
//! the first sentence of its meaning; with one, the whole entry: meaning, other spellings,
//! the rule systems that use it, the source with a quote, and related terms.

use super::Session;
use crate::lessons::Lang;
use crate::lessons::glossary::{Glossary, Term};
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

fn systems(t: &Term, lang: Lang) -> String {
    if t.systems.iter().any(|s| s == "all") {
        match lang {
            Lang::De => "alle",
            Lang::En => "all",
        }
        .to_string()
    } else {
        t.systems.join(", ")
    }
}

pub(super) fn run(a: GlossaryArgs, session: &Session) -> anyhow::Result<String> {
    let glossary = Glossary::embedded()?;
    let theme = session.theme;
    let de = session.lang == Lang::De;
    let Some(asked) = a.term else {
        if a.json {
            return json(&glossary.terms);
        }
        let header = if de {
            ["Wort", "Bedeutung", "Systeme"]
        } else {
            ["Term", "Meaning", "Systems"]
        };
        let mut table = theme.table(&header);
        for t in &glossary.terms {
            table.add_row(vec![
                Cell::new(&t.term),
                Cell::new(wrap(first_sentence(t.meaning(session.lang)), 56)),
                Cell::new(wrap(&systems(t, session.lang), 24)),
            ]);
        }
        let mut out = table.to_string();
        out.push('\n');
        out.push_str(&theme.dim(if de {
            "Ein Wort ganz: kaiser glossary WORT (z. B. kaiser glossary Stupf)."
        } else {
            "One term in full: kaiser glossary TERM (e.g. kaiser glossary Stupf)."
        }));
        out.push('\n');
        return Ok(out);
    };
    let t = glossary.find(&asked)?;
    if a.json {
        return json(t);
    }
    let mut out = theme.heading(&t.term);
    if !t.aliases.is_empty() {
        out.push_str(&format!(" ({})", t.aliases.join(", ")));
    }
    out.push('\n');
    out.push_str(&wrap(t.meaning(session.lang), 88));
    out.push('\n');
    let (used, source, see) = if de {
        ("Systeme", "Quelle", "Siehe auch")
    } else {
        ("Systems", "Source", "See also")
    };
    out.push_str(&format!("{used}: {}\n", systems(t, session.lang)));
    out.push_str(&format!("{source}: {}\n", t.source));
    out.push_str(&theme.dim(&wrap(&format!("«{}»", t.quote.trim()), 88)));
    out.push('\n');
    if !t.see.is_empty() {
        let words: Vec<&str> = t.see.iter().map(|id| glossary.headword(id)).collect();
        out.push_str(&format!("{see}: {}\n", words.join(", ")));
    }
    Ok(out)
}
