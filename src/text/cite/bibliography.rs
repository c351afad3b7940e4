//! The bibliography (`sources.yaml`, embedded): its entries (book form, sections and their
//! names in both languages), how it is parsed, and the constant `build.rs` compiles from it.

use crate::i18n::Lang;
use serde::Deserialize;
use std::borrow::Cow;
use std::sync::OnceLock;

/// The bibliography as shipped (`sources.yaml` at the repository root).
pub const SOURCES_YAML: &str = include_str!("../../../sources.yaml");

/// A text of the bibliography: borrowed from the binary when compiled by `build.rs`, owned
/// when read from a YAML file.
pub type Text = Cow<'static, str>;

/// A list of the bibliography, borrowed or owned as [`Text`].
pub type List<T> = Cow<'static, [T]>;

/// A text in English and German.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Both {
    /// English.
    pub en: Text,
    /// German.
    pub de: Text,
}

impl Both {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::De => &self.de,
        }
    }
}

/// A part of a source a citation can point to: a § number or a named heading.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    /// The spellings used in the YAML citations (after `§`, or as a locator).
    pub raw: List<Text>,
    /// The name shown in English.
    pub en: Text,
    /// The name shown in German.
    pub de: Text,
    /// The heading of a numbered section.
    #[serde(default)]
    pub title: Option<Both>,
}

impl Section {
    /// The name shown in `lang`.
    pub fn name(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::De => &self.de,
        }
    }
}

/// One entry of the bibliography.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Source {
    /// What `kaiser sources ID` takes (`achermann`).
    pub id: Text,
    /// The seed file it maps to (developer-facing only; never shown).
    pub seed: Text,
    /// The book form (`Achermann 1978`).
    pub short: Text,
    /// The book form for a German reader, where it differs (an English word in `short`).
    #[serde(default)]
    pub short_de: Option<Text>,
    /// Author(s).
    pub author: Text,
    /// Title.
    pub title: Text,
    /// Year(s), empty when the source gives none.
    pub year: Text,
    /// Where it was published.
    pub published: Both,
    /// DOI, when it has one.
    #[serde(default)]
    pub doi: Option<Text>,
    /// URL, when it has one.
    #[serde(default)]
    pub url: Option<Text>,
    /// The rule systems resting on it.
    pub systems: List<Text>,
    /// Its sections.
    pub sections: List<Section>,
}

impl Source {
    /// The book form in `lang`.
    pub fn short_in(&self, lang: Lang) -> &str {
        match (lang, &self.short_de) {
            (Lang::De, Some(de)) => de,
            _ => &self.short,
        }
    }

    /// `https://doi.org/…` for a DOI, else the URL.
    pub fn link(&self) -> Option<String> {
        match (&self.doi, &self.url) {
            (Some(d), _) => Some(format!("https://doi.org/{d}")),
            (None, Some(u)) => Some(u.to_string()),
            (None, None) => None,
        }
    }
}

/// The bibliography file.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bibliography {
    /// 1.
    pub format_version: u32,
    /// The entries, in the order of the seeds.
    pub sources: List<Source>,
}

impl Bibliography {
    /// The entry with this id.
    pub fn get(&self, id: &str) -> Option<&Source> {
        self.sources.iter().find(|s| s.id == id)
    }

    /// The entry for a seed file name.
    pub fn by_seed(&self, seed: &str) -> Option<&Source> {
        self.sources.iter().find(|s| s.seed == seed)
    }

    /// Ids close to a misspelt one, nearest first.
    pub fn near(&self, asked: &str) -> Vec<&str> {
        let asked = asked.to_lowercase();
        let mut v: Vec<(f64, &str)> = self
            .sources
            .iter()
            .map(|s| (strsim::jaro_winkler(&asked, &s.id), &*s.id))
            .filter(|(d, _)| *d >= 0.7)
            .collect();
        v.sort_by(|a, b| b.0.total_cmp(&a.0));
        v.into_iter().map(|(_, id)| id).collect()
    }
}

/// Parse a bibliography file.
pub fn parse(text: &str) -> Result<Bibliography, serde_norway::Error> {
    serde_norway::from_str(text)
}

/// The bibliography compiled into Rust by build.rs from `sources.yaml` (`None` if it was
/// not): built without parsing anything.
pub(crate) fn compiled() -> Option<&'static Bibliography> {
    COMPILED.as_ref()
}

/// The bibliography `build.rs` compiled from `sources.yaml`, as a constant: nothing is
/// built at run time (`None` if it did not compile).
static COMPILED: Option<Bibliography> = include!(concat!(env!("OUT_DIR"), "/sources.rs"));

/// The embedded bibliography (empty if it did not parse: a test keeps it parsing). It is the
/// one build.rs compiles from `sources.yaml` ([`compiled`]: no parser at run time; a test
/// checks both give the same), or read from the YAML if that did not compile.
pub fn bibliography() -> &'static Bibliography {
    static B: OnceLock<Bibliography> = OnceLock::new();
    compiled().unwrap_or_else(|| B.get_or_init(|| parse(SOURCES_YAML).unwrap_or_default()))
}
