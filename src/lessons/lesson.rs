//! Validating a lesson file: its id and texts, its steps and its short test (each step kind
//! checked and answered in [`super::step`]). Format 1 is built here, once; format 2 (one
//! lesson for every rule system) in [`super::curriculum`], once per declared system.

use super::content::Built;
use super::file::{check_id, check_top_text, err, parse};
use super::schema::{self, FORMAT_VERSION, Kind, LessonFile};
use super::step::{self, Step, StepPlace, Systems};
use super::{ContentError, Lesson, SourceFile, line_of};
use crate::t;
use std::sync::Arc;

pub(super) const LESSON_KINDS: &[Kind] = step::ALL_KINDS;
pub(super) const TEST_KINDS: &[Kind] = &[
    Kind::Trick,
    Kind::Duel,
    Kind::Order,
    Kind::Umschlag,
    Kind::Choice,
];

/// Load one lesson file. `only`: build a format 2 lesson for that system alone (see
/// [`super::Content::load_for`]); `None` builds it for every system it declares.
pub(super) fn load_lesson(
    file: &SourceFile,
    systems: &mut Systems,
    errors: &mut Vec<ContentError>,
    only: Option<&str>,
) -> Option<Lesson> {
    let origin = file.origin.as_str();
    let (f, lines): (LessonFile, _) = match parse(file, FORMAT_VERSION) {
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
    let (builds, declared) = if f.format_version >= 2 {
        super::curriculum::build(&f, origin, &lines, systems, errors, only)
    } else {
        if f.systems.is_some() {
            errors.push(err(
                origin,
                lines.get("systems").copied(),
                t!("lessons-needs-format-2", field = "systems"),
            ));
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
        let built = vec![Built {
            system: String::new(),
            title: f.title.clone(),
            summary: f.summary.clone(),
            steps,
            test,
        }];
        (built, Vec::new())
    };
    if errors.len() > before {
        return None;
    }
    let first = builds.first()?.clone();
    Some(Lesson {
        id: f.id,
        format: f.format_version,
        title: first.title,
        summary: first.summary,
        see_lines: (0..f.see.len())
            .map(|i| line_of(&lines, &format!("see[{i}]")))
            .collect(),
        see: f.see,
        steps: first.steps,
        test: first.test,
        origin: origin.to_string(),
        declared,
        builds: Arc::new(if f.format_version >= 2 {
            builds
        } else {
            Vec::new()
        }),
    })
}
