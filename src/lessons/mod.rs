//! Lessons and scenarios as data: the bilingual [`Text`], the embedded `lessons/` and
//! `scenarios/` directories, loading and validating files (with file and line in every
//! message), and the answers worked out by the rules engine.
//!
//! This layer sits on [`crate::rules`] and does no I/O: the caller hands it file texts (the
//! embedded ones, or a user's directory read by the CLI). Running a lesson with a learner is
//! [`crate::tutor`]'s job.

pub mod glossary;
pub mod quiz;
pub mod schema;
pub mod step;

use crate::rules::yaml;
use crate::t;
use crate::text::system::YamlFile;
use include_dir::{Dir, include_dir};
use schema::{FORMAT_VERSION, Kind, LessonFile, ScenarioFile, VersionProbe};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use step::{Body, Step, StepPlace, Systems};
use thiserror::Error;

static LESSONS: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/lessons");
static SCENARIOS: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/scenarios");

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

/// A text as written, before [`clean`].
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawText {
    en: String,
    de: String,
}

impl From<RawText> for Text {
    fn from(r: RawText) -> Text {
        Text {
            en: clean(&r.en),
            de: clean(&r.de),
        }
    }
}

/// A text in both languages.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(from = "RawText")]
pub struct Text {
    /// English.
    pub en: String,
    /// German.
    pub de: String,
}

impl Text {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::De => &self.de,
        }
    }
}

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

/// A lesson, validated.
#[derive(Debug, Clone)]
pub struct Lesson {
    /// Unique id.
    pub id: String,
    /// Menu title.
    pub title: Text,
    /// For the menu.
    pub summary: Text,
    /// "See also" ids.
    pub see: Vec<String>,
    /// The line of each `see` id in its file (for messages).
    pub see_lines: Vec<Option<usize>>,
    /// The lesson.
    pub steps: Vec<Step>,
    /// The short test at its end.
    pub test: Vec<Step>,
    /// Where it was read from.
    pub origin: String,
}

impl Lesson {
    /// Steps and test in one sequence (progress counts through both).
    pub fn all_steps(&self) -> impl Iterator<Item = &Step> {
        self.steps.iter().chain(&self.test)
    }

    /// Number of steps including the test.
    pub fn len(&self) -> usize {
        self.steps.len() + self.test.len()
    }

    /// Never true for a loaded lesson (it has steps); here for clippy's sake.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A scenario, validated.
#[derive(Debug, Clone)]
pub struct Scenario {
    /// Unique id.
    pub id: String,
    /// Title.
    pub title: Text,
    /// File and section.
    pub source: String,
    /// Verbatim German.
    pub quote: Option<String>,
    /// The rule system id.
    pub variant: String,
    /// The trump, if tricks are played.
    pub trump: Option<crate::cards::Suit>,
    /// Seat names.
    pub players: Vec<String>,
    /// Parties.
    pub teams: Vec<Vec<String>>,
    /// Hands as the source gives them, in seat order where seats are named.
    pub hands: Vec<(String, Vec<crate::cards::Card>)>,
    /// The setting.
    pub story: Text,
    /// Cards the source does not name.
    pub fillers: Option<Text>,
    /// The steps.
    pub steps: Vec<Step>,
    /// How it ends.
    pub outcome: Option<Text>,
    /// Where it was read from.
    pub origin: String,
}

impl Scenario {
    /// Number of tricks and Umschläge the learner predicts.
    pub fn questions(&self) -> usize {
        self.steps.iter().filter(|s| s.is_question()).count()
    }
}

/// Which kind of file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// A lesson.
    Lesson,
    /// A scenario.
    Scenario,
}

/// A content file's text and where it came from.
#[derive(Debug, Clone)]
pub struct SourceFile {
    /// Lesson or scenario.
    pub kind: FileKind,
    /// Shown in messages.
    pub origin: String,
    /// The YAML.
    pub text: String,
    /// Whether it is built in (user files may replace built-in ids).
    pub embedded: bool,
}

/// The built-in content files, lessons first, each kind in file-name order.
pub fn embedded_files() -> Vec<SourceFile> {
    let mut out = Vec::new();
    for (kind, dir, name) in [
        (FileKind::Lesson, &LESSONS, "lessons"),
        (FileKind::Scenario, &SCENARIOS, "scenarios"),
    ] {
        let mut files: Vec<_> = dir
            .files()
            .filter(|f| {
                f.path()
                    .extension()
                    .is_some_and(|e| e == "yaml" || e == "yml")
            })
            .collect();
        files.sort_by_key(|f| f.path());
        for f in files {
            out.push(SourceFile {
                kind,
                origin: format!("embedded:{name}/{}", f.path().display()),
                text: f.contents_utf8().unwrap_or_default().to_string(),
                embedded: true,
            });
        }
    }
    out
}

/// All lessons and scenarios.
#[derive(Debug, Clone, Default)]
pub struct Content {
    /// Lessons in menu order.
    pub lessons: Vec<Lesson>,
    /// Scenarios in list order.
    pub scenarios: Vec<Scenario>,
}

impl Content {
    /// The built-in content (validated; the tests keep it free of problems).
    pub fn embedded() -> Result<Content, ContentErrors> {
        Content::load(embedded_files())
    }

    /// Load and validate files; a non-embedded file replaces the embedded one with its id.
    /// Collects every problem rather than stopping at the first.
    pub fn load(files: Vec<SourceFile>) -> Result<Content, ContentErrors> {
        let mut errors = Vec::new();
        let mut systems = Systems::default();
        let mut content = Content::default();
        let mut seen: HashMap<(bool, String), String> = HashMap::new();
        for file in &files {
            let loaded = match file.kind {
                FileKind::Lesson => load_lesson(file, &mut systems, &mut errors).map(Item::Lesson),
                FileKind::Scenario => {
                    load_scenario(file, &mut systems, &mut errors).map(Item::Scenario)
                }
            };
            let Some(item) = loaded else { continue };
            let id = item.id().to_string();
            let is_lesson = matches!(item, Item::Lesson(_));
            if let Some(first) = seen.insert((is_lesson, id.clone()), file.origin.clone())
                && (file.embedded || !first.starts_with("embedded:"))
            {
                errors.push(ContentError {
                    origin: file.origin.clone(),
                    line: Some(1),
                    message: t!("lessons-id-used", id = id, first = first),
                });
                continue;
            }
            match item {
                Item::Lesson(l) => match content.lessons.iter_mut().find(|x| x.id == l.id) {
                    Some(slot) => *slot = l,
                    None => content.lessons.push(l),
                },
                Item::Scenario(s) => match content.scenarios.iter_mut().find(|x| x.id == s.id) {
                    Some(slot) => *slot = s,
                    None => content.scenarios.push(s),
                },
            }
        }
        // Cross-references, once every id is known.
        for lesson in &content.lessons {
            for (i, see) in lesson.see.iter().enumerate() {
                if content.lesson(see).is_none() && content.scenario(see).is_none() {
                    errors.push(ContentError {
                        origin: lesson.origin.clone(),
                        line: lesson.see_lines.get(i).copied().flatten(),
                        message: t!(
                            "lessons-see-unknown",
                            id = see,
                            near = near(see, content.ids())
                        ),
                    });
                }
            }
        }
        if errors.is_empty() {
            Ok(content)
        } else {
            Err(ContentErrors(errors))
        }
    }

    /// The lesson `id`.
    pub fn lesson(&self, id: &str) -> Option<&Lesson> {
        self.lessons.iter().find(|l| l.id == id)
    }

    /// The scenario `id`.
    pub fn scenario(&self, id: &str) -> Option<&Scenario> {
        self.scenarios.iter().find(|s| s.id == id)
    }

    fn ids(&self) -> impl Iterator<Item = &str> {
        self.lessons
            .iter()
            .map(|l| l.id.as_str())
            .chain(self.scenarios.iter().map(|s| s.id.as_str()))
    }

    /// "did you mean" for a lesson id.
    pub fn near_lesson(&self, id: &str) -> String {
        near(id, self.lessons.iter().map(|l| l.id.as_str()))
    }

    /// "did you mean" for a scenario id.
    pub fn near_scenario(&self, id: &str) -> String {
        near(id, self.scenarios.iter().map(|s| s.id.as_str()))
    }
}

/// "; did you mean X?" for the nearest of `known`, or nothing.
fn near<'a>(id: &str, known: impl Iterator<Item = &'a str>) -> String {
    known
        .map(|k| (strsim::jaro_winkler(id, k), k))
        .filter(|(s, _)| *s >= 0.75)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, k)| t!("lessons-did-you-mean", id = k))
        .unwrap_or_default()
}

enum Item {
    Lesson(Lesson),
    Scenario(Scenario),
}

impl Item {
    fn id(&self) -> &str {
        match self {
            Item::Lesson(l) => &l.id,
            Item::Scenario(s) => &s.id,
        }
    }
}

fn err(origin: &str, line: Option<usize>, message: impl Into<String>) -> ContentError {
    ContentError {
        origin: origin.to_string(),
        line,
        message: message.into(),
    }
}

/// Size, YAML syntax, aliases, depth and version; then the typed record.
fn parse<T: serde::de::DeserializeOwned>(
    file: &SourceFile,
) -> Result<(T, HashMap<String, usize>), ContentError> {
    let origin = file.origin.as_str();
    let yaml_err = |e: yaml::YamlError| {
        let message = crate::text::system::yaml(crate::i18n::lang(), &e, YamlFile::Content);
        err(origin, e.line(), message)
    };
    yaml::check_size(&file.text, MAX_CONTENT_BYTES).map_err(yaml_err)?;
    let text = yaml::strip_bom(&file.text);
    let lines = yaml::scan(text).map_err(yaml_err)?;
    let probe: VersionProbe = yaml::from_str(text).map_err(yaml_err)?;
    let vline = lines.get("format_version").copied();
    match probe.format_version {
        None => {
            return Err(err(
                origin,
                Some(1),
                t!("lessons-no-version", version = FORMAT_VERSION),
            ));
        }
        Some(v) => match v.as_u64() {
            Some(n) if n == u64::from(FORMAT_VERSION) => {}
            Some(n) if n > u64::from(FORMAT_VERSION) => {
                return Err(err(
                    origin,
                    vline,
                    t!(
                        "lessons-newer-version",
                        found = n.to_string(),
                        version = FORMAT_VERSION
                    ),
                ));
            }
            _ => {
                return Err(err(
                    origin,
                    vline,
                    t!("lessons-bad-version", version = FORMAT_VERSION),
                ));
            }
        },
    }
    let record: T = yaml::from_str(text).map_err(yaml_err)?;
    Ok((record, lines))
}

fn check_id(id: &str, origin: &str, lines: &HashMap<String, usize>) -> Result<(), ContentError> {
    let ok = !id.is_empty()
        && id.len() <= 40
        && !id.chars().all(|c| c.is_ascii_digit())
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if ok {
        Ok(())
    } else {
        Err(err(
            origin,
            lines.get("id").copied(),
            t!("lessons-bad-id", id = crate::cards::names::shorten(id)),
        ))
    }
}

fn check_top_text(
    text: &Text,
    field: &str,
    origin: &str,
    lines: &HashMap<String, usize>,
) -> Result<(), ContentError> {
    for (lang, s) in [("en", &text.en), ("de", &text.de)] {
        if s.trim().is_empty() {
            return Err(err(
                origin,
                line_of(lines, &format!("{field}.{lang}")),
                t!("lessons-text-empty", field = format!("{field}.{lang}")),
            ));
        }
    }
    Ok(())
}

const LESSON_KINDS: &[Kind] = step::ALL_KINDS;
const TEST_KINDS: &[Kind] = &[
    Kind::Trick,
    Kind::Duel,
    Kind::Order,
    Kind::Umschlag,
    Kind::Choice,
];
const SCENARIO_KINDS: &[Kind] = &[Kind::Explain, Kind::Trick, Kind::Umschlag];

fn load_lesson(
    file: &SourceFile,
    systems: &mut Systems,
    errors: &mut Vec<ContentError>,
) -> Option<Lesson> {
    let origin = file.origin.as_str();
    let (f, lines): (LessonFile, _) = match parse(file) {
        Ok(x) => x,
        Err(e) => {
            errors.push(e);
            return None;
        }
    };
    let before = errors.len();
    let mut push = |r: Result<(), ContentError>| {
        if let Err(e) = r {
            errors.push(e);
        }
    };
    push(check_id(&f.id, origin, &lines));
    push(check_top_text(&f.title, "title", origin, &lines));
    push(check_top_text(&f.summary, "summary", origin, &lines));
    if f.steps.is_empty() {
        push(Err(err(
            origin,
            lines.get("steps").copied(),
            t!("lessons-no-steps"),
        )));
    }
    if f.test.len() < 2 {
        push(Err(err(
            origin,
            lines.get("test").copied().or(Some(1)),
            t!("lessons-no-test"),
        )));
    }
    let mut build = |defs: &[schema::StepDef], key: &str, kinds: &[Kind]| -> Vec<Step> {
        let mut out = Vec::new();
        for (i, def) in defs.iter().enumerate() {
            let place = StepPlace {
                origin,
                lines: &lines,
                path: format!("{key}[{i}]"),
                variant: f.variant.as_deref(),
                trump: f.trump.as_deref(),
                deck: None,
                kinds,
                need_hints: true,
            };
            match step::build(def, &place, systems) {
                Ok(s) => out.push(s),
                Err(e) => errors.push(e),
            }
        }
        out
    };
    let steps = build(&f.steps, "steps", LESSON_KINDS);
    let test = build(&f.test, "test", TEST_KINDS);
    if errors.len() > before {
        return None;
    }
    Some(Lesson {
        id: f.id,
        title: f.title,
        summary: f.summary,
        see_lines: (0..f.see.len())
            .map(|i| line_of(&lines, &format!("see[{i}]")))
            .collect(),
        see: f.see,
        steps,
        test,
        origin: origin.to_string(),
    })
}

fn load_scenario(
    file: &SourceFile,
    systems: &mut Systems,
    errors: &mut Vec<ContentError>,
) -> Option<Scenario> {
    let origin = file.origin.as_str();
    let (f, lines): (ScenarioFile, _) = match parse(file) {
        Ok(x) => x,
        Err(e) => {
            errors.push(e);
            return None;
        }
    };
    let before = errors.len();
    let at = |key: &str, m: String| err(origin, line_of(&lines, key), m);
    let mut problems: Vec<ContentError> = Vec::new();
    if let Err(e) = check_id(&f.id, origin, &lines) {
        problems.push(e);
    }
    for (t, k) in [(&f.title, "title"), (&f.story, "story")] {
        if let Err(e) = check_top_text(t, k, origin, &lines) {
            problems.push(e);
        }
    }
    for (t, k) in [(&f.fillers, "fillers"), (&f.outcome, "outcome")] {
        if let Some(t) = t
            && let Err(e) = check_top_text(t, k, origin, &lines)
        {
            problems.push(e);
        }
    }
    if f.source.trim().is_empty() {
        problems.push(at("source", t!("lessons-no-source")));
    }
    if f.steps.is_empty() {
        problems.push(at("steps", t!("lessons-steps-empty")));
    }
    let trump = match &f.trump {
        None => None,
        Some(t) => match crate::cards::names::parse_suit(t) {
            Ok(s) => Some(s),
            Err(e) => {
                let m = crate::text::cards::suit_name_error(crate::i18n::lang(), &e);
                problems.push(at("trump", m));
                None
            }
        },
    };
    let system = match systems.get(&f.variant) {
        Ok(s) => Some(s),
        Err(m) => {
            problems.push(at("variant", m));
            None
        }
    };
    // Seats, parties and hands must agree with each other.
    let seat = |name: &str| f.players.is_empty() || f.players.iter().any(|p| p == name);
    for (i, team) in f.teams.iter().enumerate() {
        for name in team {
            if !seat(name) {
                problems.push(at(
                    &format!("teams[{i}]"),
                    t!(
                        "lessons-not-a-player",
                        name = name,
                        players = f.players.join(", ")
                    ),
                ));
            }
        }
    }
    let mut hands: Vec<(String, Vec<crate::cards::Card>)> = Vec::new();
    let mut holder: HashMap<crate::cards::Card, String> = HashMap::new();
    if let Some(system) = &system {
        let deck = f
            .deck
            .as_deref()
            .and_then(crate::cards::Deck::from_id)
            .unwrap_or_else(|| system.default_deck());
        let namer = crate::cards::names::Namer::new(trump, &system.nicknames).with_deck(deck);
        let mut named: BTreeMap<usize, (String, Vec<crate::cards::Card>)> = BTreeMap::new();
        for (name, cards) in &f.hands {
            if !seat(name) {
                problems.push(at(
                    &format!("hands.{name}"),
                    t!(
                        "lessons-not-a-player",
                        name = name,
                        players = f.players.join(", ")
                    ),
                ));
                continue;
            }
            let mut hand = Vec::new();
            for (i, c) in cards.iter().enumerate() {
                match namer.card(c) {
                    Ok(card) => {
                        if let Some(other) = holder.insert(card, name.clone()) {
                            problems.push(at(
                                &format!("hands.{name}[{i}]"),
                                t!("lessons-card-in-two-hands", card = card, other = other),
                            ));
                        }
                        hand.push(card);
                    }
                    Err(e) => problems.push(at(
                        &format!("hands.{name}[{i}]"),
                        crate::text::cards::card_name_error(crate::i18n::lang(), &e),
                    )),
                }
            }
            let pos = f
                .players
                .iter()
                .position(|p| p == name)
                .unwrap_or(usize::MAX - named.len());
            named.insert(pos, (name.clone(), hand));
        }
        hands = named.into_values().collect();
    }
    let mut steps = Vec::new();
    for (i, def) in f.steps.iter().enumerate() {
        let place = StepPlace {
            origin,
            lines: &lines,
            path: format!("steps[{i}]"),
            variant: Some(&f.variant),
            trump: f.trump.as_deref(),
            deck: f.deck.as_deref(),
            kinds: SCENARIO_KINDS,
            need_hints: false,
        };
        match step::build(def, &place, systems) {
            Ok(s) => {
                for (j, name) in s.players.iter().enumerate() {
                    if !seat(name) {
                        problems.push(place.err(
                            &format!("players[{j}]"),
                            t!(
                                "lessons-not-a-player",
                                name = name,
                                players = f.players.join(", ")
                            ),
                        ));
                    }
                }
                steps.push(s);
            }
            Err(e) => problems.push(e),
        }
    }
    // A card is played once in one hand (`one_hand`), and by the player whose hand the source gives it to.
    let mut played: HashMap<crate::cards::Card, usize> = HashMap::new();
    for (i, s) in steps.iter().enumerate() {
        if let Body::Trick { cards, .. } = &s.body {
            for (j, card) in cards.iter().enumerate() {
                if let Some(first) = played.insert(*card, i)
                    && f.one_hand
                {
                    problems.push(err(
                        origin,
                        s.line,
                        t!(
                            "lessons-played-twice",
                            step = format!("steps[{i}]"),
                            card = card,
                            first = format!("steps[{first}]")
                        ),
                    ));
                }
                if let (Some(who), Some(owner)) = (s.players.get(j), holder.get(card))
                    && who != owner
                {
                    problems.push(err(
                        origin,
                        s.line,
                        t!(
                            "lessons-wrong-player",
                            step = format!("steps[{i}]"),
                            who = who,
                            card = card,
                            owner = owner
                        ),
                    ));
                }
            }
        }
    }
    errors.extend(problems);
    if errors.len() > before {
        return None;
    }
    Some(Scenario {
        id: f.id,
        title: f.title,
        source: f.source,
        quote: f.quote,
        variant: f.variant,
        trump,
        players: f.players,
        teams: f.teams,
        hands,
        story: f.story,
        fillers: f.fillers,
        steps,
        outcome: f.outcome,
        origin: origin.to_string(),
    })
}

#[cfg(test)]
mod tests;
