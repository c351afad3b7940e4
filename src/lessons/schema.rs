//! The records of the lesson and scenario files exactly as written (lessons in format_version
//! 1 or 2, scenarios in 1), kept
//! apart from the validated content in [`super::step`] (as rustlings keeps `info.toml` apart
//! from its runtime state). The schema is documented in `lessons/README.md` and
//! `scenarios/README.md`.

use super::{Text, clean};

/// An optional string with control characters removed (it reaches the terminal).
fn clean_opt<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    Ok(Option::<String>::deserialize(d)?.map(|s| clean(&s)))
}

/// A text as written in a content file, before [`clean`]: a map with both `en` and `de`
/// (stricter than a rule system's text, which may be one string). An empty language is
/// reported later with its line.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawText {
    en: String,
    de: String,
}

impl RawText {
    fn text(self) -> Text {
        Text {
            en: clean(&self.en),
            de: clean(&self.de),
        }
    }
}

/// An optional [`SourceDef`] with control characters removed.
fn clean_source<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<SourceDef>, D::Error> {
    Ok(Option::<SourceDef>::deserialize(d)?.map(|s| match s {
        SourceDef::Same(c) => SourceDef::Same(cleaned(c)),
        SourceDef::PerSystem(m) => {
            SourceDef::PerSystem(m.into_iter().map(|(k, v)| (k, cleaned(v))).collect())
        }
    }))
}

/// A citation ([`Text`]: one text for both languages, or `{en, de}`) with control characters
/// removed. A citation is one text where it is the file, its section and the source's own
/// (German) words; one per language where it says something around them, a gloss such as
/// "Achermann's own example" («Achermanns eigenes Beispiel»), so that no reader sees the
/// other language's.
fn clean_cite<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
    Ok(cleaned(Text::deserialize(d)?))
}

/// Both languages of `t` with control characters removed.
fn cleaned(t: Text) -> Text {
    t.map(clean)
}

/// A [`Text`] read strictly ([`RawText`]) and cleaned.
fn strict<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
    Ok(RawText::deserialize(d)?.text())
}

/// An optional [`Text`] read strictly and cleaned.
fn strict_opt<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Text>, D::Error> {
    Ok(Option::<RawText>::deserialize(d)?.map(RawText::text))
}

/// A list of [`Text`]s read strictly and cleaned.
fn strict_list<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<Text>, D::Error> {
    Ok(Vec::<RawText>::deserialize(d)?
        .into_iter()
        .map(RawText::text)
        .collect())
}
use serde::Deserialize;
use std::collections::BTreeMap;

/// The newest lesson format this build reads (format 2: one lesson for every rule system).
pub const FORMAT_VERSION: u32 = 2;

/// The newest scenario format this build reads.
pub const SCENARIO_FORMAT_VERSION: u32 = 1;

/// Only the version, read first so a newer file gets a clear message, not a field error.
#[derive(Debug, Deserialize)]
pub struct VersionProbe {
    /// The file's format version.
    pub format_version: Option<serde_norway::Value>,
}

/// A lesson file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonFile {
    /// 1 (every question names its system) or 2 (asked in the learner's system).
    pub format_version: u32,
    /// Format 2: the systems the lesson is built for (default: every embedded one).
    #[serde(default)]
    pub systems: Option<Vec<String>>,
    /// Unique id.
    pub id: String,
    /// Menu title.
    #[serde(deserialize_with = "strict")]
    pub title: Text,
    /// One or two sentences for the menu.
    #[serde(deserialize_with = "strict")]
    pub summary: Text,
    /// Default rule system of the questions (format 1 only).
    #[serde(default)]
    pub variant: Option<String>,
    /// Default trump of the questions.
    #[serde(default)]
    pub trump: Option<String>,
    /// Lesson or scenario ids shown as "see also".
    #[serde(default)]
    pub see: Vec<String>,
    /// The lesson.
    pub steps: Vec<StepDef>,
    /// The short test at its end.
    #[serde(default)]
    pub test: Vec<StepDef>,
}

/// A scenario file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    /// Always 1 for now.
    pub format_version: u32,
    /// Unique id.
    pub id: String,
    /// Title.
    #[serde(deserialize_with = "strict")]
    pub title: Text,
    /// File and section of the source (one text, or one per language).
    #[serde(deserialize_with = "clean_cite")]
    pub source: Text,
    /// Verbatim German from the source.
    #[serde(default, deserialize_with = "clean_opt")]
    pub quote: Option<String>,
    /// The rule system.
    pub variant: String,
    /// The trump suit.
    #[serde(default)]
    pub trump: Option<String>,
    /// The deck.
    #[serde(default)]
    pub deck: Option<String>,
    /// Seat names in seat order.
    #[serde(default)]
    pub players: Vec<String>,
    /// The parties.
    #[serde(default)]
    pub teams: Vec<Vec<String>>,
    /// The hands as the source gives them.
    #[serde(default)]
    pub hands: BTreeMap<String, Vec<String>>,
    /// The tricks are consecutive tricks of one hand (no card is played twice).
    #[serde(default)]
    pub one_hand: bool,
    /// The setting.
    #[serde(deserialize_with = "strict")]
    pub story: Text,
    /// Which cards the source does not name, and why the chosen ones change nothing.
    #[serde(default, deserialize_with = "strict_opt")]
    pub fillers: Option<Text>,
    /// The example, step by step.
    pub steps: Vec<StepDef>,
    /// How it ends.
    #[serde(default, deserialize_with = "strict_opt")]
    pub outcome: Option<Text>,
}

/// The kinds of step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// A page of teaching (`note` in scenarios).
    #[serde(alias = "note")]
    Explain,
    /// The Machtposition table of a system and trump.
    Table,
    /// Who takes this trick?
    Trick,
    /// Which of these two cards takes the other?
    Duel,
    /// Put these cards in Machtposition order.
    Order,
    /// What is trump after this Umschlag?
    Umschlag,
    /// Multiple choice.
    Choice,
}

impl Kind {
    /// The name used in files.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Explain => "explain",
            Kind::Table => "table",
            Kind::Trick => "trick",
            Kind::Duel => "duel",
            Kind::Order => "order",
            Kind::Umschlag => "umschlag",
            Kind::Choice => "choice",
        }
    }
}

/// The expected answer: one name, or a list (for `order`).
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Expect {
    /// A card, suit, `redeal` or `turn-stock`.
    One(String),
    /// Cards, highest first.
    Many(Vec<String>),
}

/// `expect` as written: one answer for every system, or (format 2) one per system id with
/// `other` as the fallback.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum ExpectDef {
    /// The same answer in every system the step is shown to.
    Same(Expect),
    /// An answer per system id (`other`: every system not named).
    PerSystem(BTreeMap<String, Expect>),
}

/// `source` as written: one citation, or (format 2) one per system id with `other` as the
/// fallback; each citation one text or one per language (`{en, de}`, see [`clean_cite`]).
#[derive(Debug, Clone)]
pub enum SourceDef {
    /// The same citation in every system.
    Same(Text),
    /// A citation per system id (`other`: every system not named).
    PerSystem(BTreeMap<String, Text>),
}

impl<'de> Deserialize<'de> for SourceDef {
    /// A string; a map of `en` and `de` (one citation per language); or a map of system ids,
    /// each a string or `{en, de}`. A map with only one of `en`, `de` is missing the other.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<SourceDef, D::Error> {
        use serde::de::Error;
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            One(String),
            Map(BTreeMap<String, Text>),
        }
        let map = match Raw::deserialize(d)? {
            Raw::One(s) => return Ok(SourceDef::Same(Text::both(s))),
            Raw::Map(map) => map,
        };
        match (map.get("en"), map.get("de")) {
            (Some(en), Some(de)) if map.len() == 2 => Ok(SourceDef::Same(Text {
                en: en.en.clone(),
                de: de.de.clone(),
            })),
            (Some(_), None) => Err(D::Error::missing_field("de")),
            (None, Some(_)) => Err(D::Error::missing_field("en")),
            _ => Ok(SourceDef::PerSystem(map)),
        }
    }
}

/// The key of a per-system map that stands for every system not named.
pub const OTHER: &str = "other";

/// One step as written; which fields a kind uses is checked in [`super::step`].
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepDef {
    /// What the step does.
    pub kind: Kind,
    /// Teaching text, or the lead-in of a question (in a scenario: the source's narration,
    /// shown after the prediction in `scenario play`).
    #[serde(default, deserialize_with = "strict_opt")]
    pub text: Option<Text>,
    /// Shown before the question, also in `scenario play`: only what the players can see,
    /// never the outcome.
    #[serde(default, deserialize_with = "strict_opt")]
    pub lead: Option<Text>,
    /// File and section of the source (format 2: or one per system).
    #[serde(default, deserialize_with = "clean_source")]
    pub source: Option<SourceDef>,
    /// Verbatim German from the source.
    #[serde(default, deserialize_with = "clean_opt")]
    pub quote: Option<String>,
    /// Rule system (overrides the lesson's or scenario's; in format 2 only with `compare`).
    #[serde(default)]
    pub variant: Option<String>,
    /// Format 2: shown only to learners of these systems.
    #[serde(default)]
    pub only: Option<Vec<String>>,
    /// Format 2: shown to every declared system but these.
    #[serde(default)]
    pub except: Option<Vec<String>>,
    /// Format 2: the step is about other villages on purpose (headed so by the runner).
    #[serde(default)]
    pub compare: bool,
    /// Trump suit (overrides the lesson's or scenario's).
    #[serde(default)]
    pub trump: Option<String>,
    /// Deck id.
    #[serde(default)]
    pub deck: Option<String>,
    /// Cards: play order (trick, duel), any order (order), face up in deal order (umschlag).
    #[serde(default)]
    pub cards: Vec<String>,
    /// The stock's top card (umschlag).
    #[serde(default)]
    pub stock: Vec<String>,
    /// Banner played unannounced.
    #[serde(default)]
    pub unannounced: Vec<String>,
    /// The first trick of the hand.
    #[serde(default)]
    pub first_trick: bool,
    /// Switch values.
    #[serde(default)]
    pub switches: BTreeMap<String, bool>,
    /// The answer the author expects (format 2: or one per system).
    #[serde(default)]
    pub expect: Option<ExpectDef>,
    /// The question of a `choice`.
    #[serde(default, deserialize_with = "strict_opt")]
    pub question: Option<Text>,
    /// The options of a `choice`.
    #[serde(default, deserialize_with = "strict_list")]
    pub options: Vec<Text>,
    /// The right option of a `choice`, 1-based.
    #[serde(default)]
    pub answer: Option<usize>,
    /// Hints, gentle to explicit.
    #[serde(default, deserialize_with = "strict_list")]
    pub hints: Vec<Text>,
    /// Shown after the answer.
    #[serde(default, deserialize_with = "strict_opt")]
    pub explanation: Option<Text>,
    /// Who played each card (scenarios).
    #[serde(default)]
    pub players: Vec<String>,
}
