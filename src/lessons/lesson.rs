//! Validating a lesson file: its id and texts, its steps and its short test (each step kind
//! checked and answered in [`super::step`]).

use super::file::{check_id, check_top_text, err, parse};
use super::schema::{self, Kind, LessonFile};
use super::step::{self, Step, StepPlace, Systems};
use super::{ContentError, Lesson, SourceFile, line_of};
use crate::t;

const LESSON_KINDS: &[Kind] = step::ALL_KINDS;
const TEST_KINDS: &[Kind] = &[
    Kind::Trick,
    Kind::Duel,
    Kind::Order,
    Kind::Umschlag,
    Kind::Choice,
];

pub(super) fn load_lesson(
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
