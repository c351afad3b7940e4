//! The content as loaded: validated [`Lesson`]s and [`Scenario`]s, the source files they are
//! read from (the embedded `lessons/` and `scenarios/` directories or a user's), and
//! [`Content::load`], which reads every file, lets a user's file replace a built-in id and
//! checks the cross-references once every id is known.

use super::lesson::load_lesson;
use super::scenario::load_scenario;
use super::step::{Step, Systems};
use super::{ContentError, ContentErrors, Text};
use crate::t;
use include_dir::{Dir, include_dir};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

static LESSONS: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/lessons");
static SCENARIOS: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/scenarios");

/// A lesson, validated.
///
/// A format 1 lesson has one set of steps (each question names its system). A format 2 lesson
/// is built for every system it declares ([`Lesson::builds`]); its `title`, `summary`,
/// `steps` and `test` are those of the first declared system until [`Lesson::for_system`]
/// picks the learner's.
#[derive(Debug, Clone)]
pub struct Lesson {
    /// Unique id.
    pub id: String,
    /// The file's format_version (1 or 2).
    pub format: u32,
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
    /// Format 2: the ids of the systems it declares, in declared order.
    pub(super) declared: Vec<String>,
    /// Format 2: the lesson built for each system it declares, in declared order (only for
    /// the village of a content loaded for one, see [`Content::load_for`]).
    pub(super) builds: Arc<Vec<Built>>,
}

/// A format 2 lesson built for one rule system: its texts filled in and its steps asked
/// there.
#[derive(Debug, Clone)]
pub struct Built {
    /// The rule system id.
    pub system: String,
    /// Menu title.
    pub title: Text,
    /// For the menu.
    pub summary: Text,
    /// The lesson's steps shown to a learner of this system.
    pub steps: Vec<Step>,
    /// The test's steps shown to a learner of this system.
    pub test: Vec<Step>,
}

impl Lesson {
    /// Format 2: the lesson as built for each system it declares (empty for format 1).
    pub fn builds(&self) -> &[Built] {
        &self.builds
    }

    /// The systems the lesson is written for: those it declares (format 2), or every
    /// embedded one (format 1, whose questions name their systems).
    pub fn systems(&self) -> Vec<String> {
        if self.format < 2 {
            crate::rules::catalog::ids()
                .into_iter()
                .map(String::from)
                .collect()
        } else {
            self.declared.clone()
        }
    }

    /// Whether a learner of `system` is offered this lesson.
    pub fn declares(&self, system: &str) -> bool {
        self.format < 2 || self.declared.iter().any(|d| d == system)
    }

    /// The lesson as a learner of `system` takes it: a format 1 lesson as it is; a format 2
    /// lesson with its texts and steps built for `system`, or `None` when it does not declare
    /// `system` (or, loaded for another village only, was not built for it: ask
    /// [`Content::for_village`], which builds what is missing).
    pub fn for_system(&self, system: &str) -> Option<Lesson> {
        if self.format < 2 {
            return Some(self.clone());
        }
        let b = self.builds.iter().find(|b| b.system == system)?;
        Some(Lesson {
            title: b.title.clone(),
            summary: b.summary.clone(),
            steps: b.steps.clone(),
            test: b.test.clone(),
            ..self.clone()
        })
    }

    /// Every step of every system's build (format 2), or the steps and test (format 1): for
    /// checks over all the content a learner of any village may see.
    pub fn every_step(&self) -> Vec<&Step> {
        if self.format < 2 {
            return self.all_steps().collect();
        }
        self.builds
            .iter()
            .flat_map(|b| b.steps.iter().chain(&b.test))
            .collect()
    }

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
    /// File and section, in each language (a gloss around the source's words may differ).
    pub source: Text,
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
    /// The tricks are consecutive tricks of one hand (no card is played twice).
    pub one_hand: bool,
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
    /// Loaded for one village ([`Content::load_for`]): that village and the files, to build
    /// another village's lessons when one is asked for.
    village: Option<(String, Arc<Vec<SourceFile>>)>,
    /// The content last built for another village by [`Content::for_village`].
    other: Arc<Mutex<Option<(String, Content)>>>,
}

impl Content {
    /// The built-in content (validated; the tests keep it free of problems).
    pub fn embedded() -> Result<Content, ContentErrors> {
        Content::load(embedded_files())
    }

    /// Load and validate files; a non-embedded file replaces the embedded one with its id.
    /// Collects every problem rather than stopping at the first. Every format 2 lesson is
    /// built for every system it declares (what `kaiser check` needs).
    pub fn load(files: Vec<SourceFile>) -> Result<Content, ContentErrors> {
        Content::load_for(files, None)
    }

    /// [`Content::load`] for a learner of `village`: the embedded format 2 lessons are built
    /// for that village alone (a lesson that does not declare it, for its first declared
    /// system: the lesson as loaded), not for all eight, which is most of the work of
    /// `kaiser lessons` and `learn`. The embedded lessons are checked for every village by
    /// the tests and `kaiser check`; a user's files are built for every system as before, so
    /// their problems show whichever village is asked. `None`: [`Content::load`].
    pub fn load_for(
        files: Vec<SourceFile>,
        village: Option<&str>,
    ) -> Result<Content, ContentErrors> {
        let kept = village.map(|v| (v.to_string(), Arc::new(files.clone())));
        let mut content = Content::read(files, village)?;
        content.village = kept;
        Ok(content)
    }

    fn read(files: Vec<SourceFile>, village: Option<&str>) -> Result<Content, ContentErrors> {
        let mut errors = Vec::new();
        let mut systems = Systems::default();
        let mut content = Content::default();
        let mut seen: HashMap<(bool, String), String> = HashMap::new();
        for file in &files {
            let loaded = match file.kind {
                FileKind::Lesson => {
                    let only = village.filter(|_| file.embedded);
                    load_lesson(file, &mut systems, &mut errors, only).map(Item::Lesson)
                }
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

    /// The content as a learner of `village` takes it: only the lessons that declare it,
    /// each built for it ([`Lesson::for_system`]). `None` (no village chosen yet): every
    /// lesson as loaded.
    /// A content loaded for another village builds that village's lessons first (once; the
    /// embedded lessons are checked for every village, so this does not fail).
    pub fn for_village(&self, village: Option<&str>) -> Content {
        let Some(v) = village else {
            return self.clone();
        };
        if let Some((mine, files)) = &self.village
            && mine != v
        {
            let mut other = self.other.lock().unwrap_or_else(PoisonError::into_inner);
            if other.as_ref().is_none_or(|(id, _)| id != v) {
                let built = Content::load_for(files.to_vec(), Some(v))
                    .or_else(|_| Content::load(files.to_vec()));
                *other = built.ok().map(|c| (v.to_string(), c));
            }
            if let Some((_, c)) = other.as_ref() {
                return c.for_village(Some(v));
            }
        }
        Content {
            lessons: self
                .lessons
                .iter()
                .filter_map(|l| l.for_system(v))
                .collect(),
            scenarios: self.scenarios.clone(),
            ..Content::default()
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
