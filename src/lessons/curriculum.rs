//! Lesson format 2: one lesson serves every rule system. The lesson declares its `systems`
//! (default: every embedded one) and is built once for each: a step is shown to the systems
//! its `only`/`except` allow, asked in the learner's system (or, with `compare: true`, in the
//! village its `variant` names), with `expect` and `source` picked per system and the
//! placeholders of its texts filled ([`super::placeholder`]).
//!
//! Every problem is reported with file, line, step path and the system it occurs in
//! (`steps[3] (Lungern): …`); a problem that occurs in every declared system is reported
//! once, without names.

use super::content::Built;
use super::file::err;
use super::lesson::{LESSON_KINDS, TEST_KINDS};
use super::placeholder::Fill;
use super::schema::{ExpectDef, Kind, LessonFile, OTHER, SourceDef, StepDef};
use super::step::{self, Compare, StepPlace, Systems};
use super::{ContentError, Text, line_of};
use crate::cards::names::parse_suit;
use crate::cards::{Deck, Suit};
use crate::rules::catalog;
use crate::rules::system::RuleSystem;
use crate::t;
use crate::text::system::place;
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

/// Where a file's values are, for messages.
struct At<'a> {
    origin: &'a str,
    lines: &'a HashMap<String, usize>,
}

impl At<'_> {
    /// An error at `path` whose message starts with the path (`steps[3].only[0]: …`).
    fn err(&self, path: &str, message: impl Into<String>) -> ContentError {
        err(
            self.origin,
            line_of(self.lines, path),
            format!("{path}: {}", message.into()),
        )
    }
}

/// Which declared systems see a step, and the village it is fixed to (`compare`).
struct Plan {
    /// Ids of the declared systems the step is shown to.
    shown: Vec<String>,
    /// The other village a `compare` step is asked in.
    fixed: Option<Arc<RuleSystem>>,
}

/// Build a format 2 lesson for every system it declares, or with `only` for that one system
/// alone (for its first declared one when it does not declare `only`: the lesson as loaded);
/// problems go to `errors`. Returns the builds and the ids of every declared system.
pub(super) fn build(
    f: &LessonFile,
    origin: &str,
    lines: &HashMap<String, usize>,
    systems: &mut Systems,
    errors: &mut Vec<ContentError>,
    only: Option<&str>,
) -> (Vec<Built>, Vec<String>) {
    let at = At { origin, lines };
    // Reported in line order once the lesson is built.
    let mut mine = Vec::new();
    let errors_out = errors;
    let errors = &mut mine;
    if f.variant.is_some() {
        errors.push(err(
            origin,
            lines.get("variant").copied(),
            t!("lessons-v2-no-variant"),
        ));
    }
    let declared = declared(f, &at, systems, errors);
    if declared.is_empty() {
        errors_out.append(errors);
        return (Vec::new(), Vec::new());
    }
    let ids: Vec<String> = declared.iter().map(|s| s.id.clone()).collect();
    // The learners built for: all, or the one asked for.
    let learners: Vec<&Arc<RuleSystem>> = match only {
        None => declared.iter().collect(),
        Some(v) => match declared.iter().find(|d| d.id == v) {
            Some(d) => vec![d],
            None => declared.iter().take(1).collect(),
        },
    };
    let parts: [(&str, &[StepDef], &[Kind]); 2] = [
        ("steps", &f.steps, LESSON_KINDS),
        ("test", &f.test, TEST_KINDS),
    ];
    // What can be checked once, before any system is built.
    let plans: Vec<Vec<Option<Plan>>> = parts
        .iter()
        .map(|(key, defs, _)| {
            defs.iter()
                .enumerate()
                .map(|(i, def)| match plan(def, &ids, systems) {
                    Ok(p) => Some(p),
                    Err(e) => {
                        errors.push(at.err(&format!("{key}[{i}]{}", e.0), e.1));
                        None
                    }
                })
                .collect()
        })
        .collect();
    let lesson_trump = f.trump.as_deref().and_then(|t| parse_suit(t).ok());
    let mut labelled: Vec<(ContentError, String)> = Vec::new();
    let mut builds = Vec::new();
    for learner in learners {
        let mut problems: Vec<ContentError> = Vec::new();
        let top = Fill::new(
            learner,
            learner,
            lesson_trump.unwrap_or(Suit::Rosen),
            learner.default_deck(),
        );
        let mut top_text = |text: &Text, field: &str| match top.fill_text(text) {
            Ok(t) => t,
            Err((lang, m)) => {
                problems.push(at.err(&format!("{field}.{lang}"), m));
                text.clone()
            }
        };
        let title = top_text(&f.title, "title");
        let summary = top_text(&f.summary, "summary");
        let mut built: [Vec<step::Step>; 2] = [Vec::new(), Vec::new()];
        for (part, (key, defs, kinds)) in parts.iter().enumerate() {
            let mut shown = 0;
            for (i, def) in defs.iter().enumerate() {
                let Some(plan) = &plans[part][i] else {
                    continue;
                };
                if !plan.shown.contains(&learner.id) {
                    continue;
                }
                shown += 1;
                let path = format!("{key}[{i}]");
                match build_step(def, plan, learner, f, &path, &at, kinds, systems) {
                    Ok(s) => built[part].push(s),
                    Err(e) => problems.push(e),
                }
            }
            let (needed, message) = if *key == "steps" {
                (1, t!("lessons-no-steps"))
            } else {
                (2, t!("lessons-no-test"))
            };
            if shown < needed && defs.len() >= needed {
                problems.push(at.err(key, message));
            }
        }
        labelled.extend(problems.into_iter().map(|e| (e, learner.id.clone())));
        let [steps, test] = built;
        builds.push(Built {
            system: learner.id.clone(),
            title,
            summary,
            steps,
            test,
        });
    }
    errors.extend(merge(labelled, &declared));
    errors.sort_by_key(|e| e.line);
    errors_out.append(errors);
    (builds, ids)
}

/// The declared systems, loaded (every embedded one when the file names none).
fn declared(
    f: &LessonFile,
    at: &At,
    systems: &mut Systems,
    errors: &mut Vec<ContentError>,
) -> Vec<Arc<RuleSystem>> {
    let ids: Vec<String> = match &f.systems {
        None => catalog::ids().into_iter().map(String::from).collect(),
        Some(v) if v.is_empty() => {
            errors.push(at.err(
                "systems",
                t!("lessons-v2-no-systems", ids = catalog::ids().join(", ")),
            ));
            return Vec::new();
        }
        Some(v) => v.clone(),
    };
    let mut out: Vec<Arc<RuleSystem>> = Vec::new();
    for (i, id) in ids.iter().enumerate() {
        match systems.get(id) {
            Ok(s) if out.iter().any(|d| d.id == s.id) => {
                errors.push(at.err(
                    &format!("systems[{i}]"),
                    t!("lessons-v2-system-twice", id = s.id.clone()),
                ));
            }
            Ok(s) => out.push(s),
            Err(m) => errors.push(at.err(&format!("systems[{i}]"), m)),
        }
    }
    out
}

/// The checks of a step that do not depend on the system: `only`/`except`, `compare` and
/// `variant`, the keys of `expect` and `source`. The error is (field path, message).
fn plan(def: &StepDef, ids: &[String], systems: &mut Systems) -> Result<Plan, (String, String)> {
    fn fail<T>(field: &str, m: String) -> Result<T, (String, String)> {
        Err((format!(".{field}"), m))
    }
    if def.only.is_some() && def.except.is_some() {
        return fail("except", t!("lessons-v2-only-and-except"));
    }
    for (field, list) in [("only", &def.only), ("except", &def.except)] {
        for (j, id) in list.iter().flatten().enumerate() {
            if !ids.iter().any(|d| d == id) {
                return fail(
                    &format!("{field}[{j}]"),
                    t!(
                        "lessons-v2-not-declared",
                        id = id.clone(),
                        ids = ids.join(", ")
                    ),
                );
            }
        }
    }
    let shown: Vec<String> = ids
        .iter()
        .filter(|id| def.only.as_ref().is_none_or(|o| o.contains(id)))
        .filter(|id| !def.except.as_ref().is_some_and(|e| e.contains(id)))
        .cloned()
        .collect();
    if shown.is_empty() {
        return fail(
            if def.only.is_some() { "only" } else { "except" },
            t!("lessons-v2-shown-to-none"),
        );
    }
    let fixed = match &def.variant {
        None => None,
        Some(_) if !def.compare => return fail("variant", t!("lessons-v2-variant-needs-compare")),
        Some(v) => Some(systems.get(v).or_else(|m| fail("variant", m))?),
    };
    // The systems the step is asked in: its village, or every one it is shown to.
    let asked: Vec<String> = match &fixed {
        Some(s) => vec![s.id.clone()],
        None => shown.clone(),
    };
    let keys_ok = |field: &str, keys: Vec<&String>| -> Result<(), (String, String)> {
        for key in keys {
            if key != OTHER && !asked.contains(key) {
                return fail(
                    &format!("{field}.{key}"),
                    t!(
                        "lessons-v2-key-not-asked",
                        key = key.clone(),
                        ids = asked.join(", ")
                    ),
                );
            }
        }
        Ok(())
    };
    if let Some(ExpectDef::PerSystem(map)) = &def.expect {
        keys_ok("expect", map.keys().collect())?;
    }
    if let Some(SourceDef::PerSystem(map)) = &def.source {
        keys_ok("source", map.keys().collect())?;
        if let Some(missing) = asked.iter().find(|id| pick(map, id).is_none()) {
            let village = systems
                .get(missing)
                .map(|s| place(&s))
                .unwrap_or_else(|_| missing.clone());
            return fail("source", t!("lessons-v2-source-missing", village = village));
        }
    }
    Ok(Plan { shown, fixed })
}

/// The value for system `id` in a per-system map: its own, else `other`.
fn pick<'a, T>(map: &'a BTreeMap<String, T>, id: &str) -> Option<&'a T> {
    map.get(id).or_else(|| map.get(OTHER))
}

/// One step as a learner of `learner` sees it.
#[allow(clippy::too_many_arguments)]
fn build_step(
    def: &StepDef,
    plan: &Plan,
    learner: &Arc<RuleSystem>,
    f: &LessonFile,
    path: &str,
    at: &At,
    kinds: &[Kind],
    systems: &mut Systems,
) -> Result<step::Step, ContentError> {
    let system = plan.fixed.clone().unwrap_or_else(|| learner.clone());
    let mut d = def.clone();
    d.only = None;
    d.except = None;
    d.compare = false;
    d.expect = match &def.expect {
        Some(ExpectDef::PerSystem(map)) => pick(map, &system.id).cloned().map(ExpectDef::Same),
        other => other.clone(),
    };
    d.source = match &def.source {
        Some(SourceDef::PerSystem(map)) => pick(map, &system.id).cloned().map(SourceDef::Same),
        other => other.clone(),
    };
    // Placeholders: the step's trump and deck where they are valid (else building the step
    // reports them).
    let trump = def
        .trump
        .as_deref()
        .or(f.trump.as_deref())
        .and_then(|t| parse_suit(t).ok())
        .unwrap_or(Suit::Rosen);
    let deck = def
        .deck
        .as_deref()
        .and_then(Deck::from_id)
        .filter(|d| system.decks.contains(d))
        .unwrap_or_else(|| system.default_deck());
    let fill = Fill::new(learner, &system, trump, deck);
    let text = |t: &Option<Text>, field: &str| -> Result<Option<Text>, ContentError> {
        t.as_ref()
            .map(|t| {
                fill.fill_text(t)
                    .map_err(|(lang, m)| at.err(&format!("{path}.{field}.{lang}"), m))
            })
            .transpose()
    };
    let list = |ts: &[Text], field: &str| -> Result<Vec<Text>, ContentError> {
        ts.iter()
            .enumerate()
            .map(|(i, t)| {
                fill.fill_text(t)
                    .map_err(|(lang, m)| at.err(&format!("{path}.{field}[{i}].{lang}"), m))
            })
            .collect()
    };
    d.text = text(&def.text, "text")?;
    d.lead = text(&def.lead, "lead")?;
    d.question = text(&def.question, "question")?;
    d.explanation = text(&def.explanation, "explanation")?;
    d.options = list(&def.options, "options")?;
    d.hints = list(&def.hints, "hints")?;
    let place = StepPlace {
        origin: at.origin,
        lines: at.lines,
        path: path.to_string(),
        variant: Some(&system.id),
        trump: f.trump.as_deref(),
        deck: None,
        kinds,
        need_hints: true,
    };
    let mut step = step::build(&d, &place, systems)?;
    step.compare = match (&plan.fixed, def.compare) {
        (_, false) => None,
        (None, true) => Some(Compare::Villages),
        // For a learner of that same village it is an ordinary step.
        (Some(v), true) if v.id == learner.id => None,
        (Some(v), true) => Some(Compare::Village(v.id.clone())),
    };
    Ok(step)
}

/// Errors of every system, each reported once: with the names of the systems it occurs in
/// (`steps[3] (Lungern, Stans): …`), or without names when it occurs in all of them.
fn merge(labelled: Vec<(ContentError, String)>, declared: &[Arc<RuleSystem>]) -> Vec<ContentError> {
    let mut groups: Vec<(ContentError, Vec<String>)> = Vec::new();
    for (e, id) in labelled {
        match groups.iter_mut().find(|(g, _)| *g == e) {
            Some((_, ids)) => ids.push(id),
            None => groups.push((e, vec![id])),
        }
    }
    groups
        .into_iter()
        .map(|(mut e, ids)| {
            if ids.len() < declared.len() || declared.len() == 1 {
                let names: Vec<String> = declared
                    .iter()
                    .filter(|s| ids.contains(&s.id))
                    .map(|s| place(s))
                    .collect();
                let label = format!(" ({})", names.join(", "));
                match e.message.find(": ") {
                    Some(i) => e.message.insert_str(i, &label),
                    None => e.message.insert_str(0, &format!("{}: ", label.trim())),
                }
            }
            e
        })
        .collect()
}
