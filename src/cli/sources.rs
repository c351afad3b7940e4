//! `kaiser sources [ID]`: the bibliography. Without an id, every source with its short form,
//! full reference, DOI or URL and the rule systems resting on it; with one, that entry and the
//! sections a citation can point to. A misspelt id gets the nearest ids (exit 2).

use crate::i18n::Lang;
use crate::render::{Theme, json};
use crate::text::cite::{Source, bibliography};
use clap::Args;
use serde::Serialize;

/// Arguments of `kaiser sources`.
#[derive(Debug, Args)]
pub struct SourcesArgs {
    /// A source id (gasser, achermann, wikipedia, liebenau, willisau); none: list them all.
    #[arg(value_name = "ID")]
    id: Option<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// A section as JSON.
#[derive(Serialize)]
struct SectionOut<'a> {
    name: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    title: Option<&'a str>,
}

/// An entry as JSON, in the language of the run.
#[derive(Serialize)]
struct SourceOut<'a> {
    id: &'a str,
    short: &'a str,
    author: &'a str,
    title: &'a str,
    year: &'a str,
    published: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    doi: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    url: Option<&'a str>,
    systems: &'a [crate::text::cite::Text],
    #[serde(skip_serializing_if = "Option::is_none")]
    sections: Option<Vec<SectionOut<'a>>>,
}

fn out(s: &Source, lang: Lang, sections: bool) -> SourceOut<'_> {
    SourceOut {
        id: &s.id,
        short: s.short_in(lang),
        author: &s.author,
        title: &s.title,
        year: &s.year,
        published: s.published.get(lang),
        doi: s.doi.as_deref(),
        url: s.url.as_deref(),
        systems: &s.systems,
        sections: sections.then(|| {
            s.sections
                .iter()
                .map(|sec| SectionOut {
                    name: sec.name(lang),
                    title: sec.title.as_ref().map(|t| t.get(lang)),
                })
                .collect()
        }),
    }
}

/// The full reference: `Hansjakob Achermann, «Der Kaiserjass, …», Beiträge … (1978)`.
fn reference(s: &Source, lang: Lang) -> String {
    format!("{}: «{}». {}", s.author, s.title, s.published.get(lang))
}

/// One entry in a few lines: short form, reference, link, systems.
fn entry(s: &Source, lang: Lang, theme: Theme) -> String {
    let mut text = theme.heading(&format!("{} ({})", s.short_in(lang), s.id)) + "\n";
    let opts = textwrap::Options::new(80)
        .initial_indent("  ")
        .subsequent_indent("  ")
        .word_splitter(textwrap::WordSplitter::NoHyphenation);
    text.push_str(&textwrap::fill(&reference(s, lang), opts));
    text.push('\n');
    if let Some(link) = s.link() {
        text.push_str(&format!("  {link}\n"));
    }
    text.push_str(&format!(
        "  {}\n",
        crate::tl!(lang, "cli-sources-systems", systems = s.systems.join(", "))
    ));
    text
}

pub(super) fn run(a: SourcesArgs, lang: Lang, theme: Theme) -> anyhow::Result<String> {
    let bib = bibliography();
    let Some(asked) = a.id else {
        if a.json {
            let all: Vec<_> = bib.sources.iter().map(|s| out(s, lang, false)).collect();
            return json(&serde_json::json!({ "sources": all }));
        }
        let mut text = String::new();
        for s in bib.sources.iter() {
            text.push_str(&entry(s, lang, theme));
            text.push('\n');
        }
        text.push_str(&crate::tl!(lang, "cli-sources-footer"));
        text.push('\n');
        return Ok(text);
    };
    let Some(s) = bib.get(&asked.to_lowercase()) else {
        let near = bib.near(&asked);
        let msg = if near.is_empty() {
            crate::tl!(lang, "cli-sources-unknown", asked = asked.as_str())
        } else {
            crate::tl!(
                lang,
                "cli-sources-did-you-mean",
                asked = asked.as_str(),
                near = near.join(", ")
            )
        };
        return Err(super::InputError::Usage(msg).into());
    };
    if a.json {
        return json(&out(s, lang, true));
    }
    let mut text = entry(s, lang, theme);
    text.push_str(&format!("  {}\n", crate::tl!(lang, "cli-sources-sections")));
    for sec in s.sections.iter() {
        match &sec.title {
            Some(t) => text.push_str(&format!("    {} {}\n", sec.name(lang), t.get(lang))),
            None => text.push_str(&format!("    {}\n", sec.name(lang))),
        }
    }
    Ok(text)
}
