//! `kaiser learn`, `kaiser lessons` and `kaiser progress`: the lesson menu, one lesson, the
//! list with progress, and resetting progress.

use super::{InputError, Session};
use crate::i18n::Pick;
use crate::render::json;
use crate::t;
use crate::tutor::runner::{self, status};
use clap::{Args, Subcommand};
use serde::Serialize;
use std::io::Write;

/// Arguments of `kaiser learn`.
#[derive(Debug, Args)]
pub struct LearnArgs {
    /// A lesson id or number (see `kaiser lessons`); without it, the menu.
    #[arg(value_name = "LESSON")]
    lesson: Option<String>,
    /// The village whose game you learn (a rule system id, see `kaiser variants`); kept for
    /// later runs. Default: KAISER_VARIANT, else the one chosen before, else asked.
    #[arg(long, value_name = "ID")]
    variant: Option<String>,
}

pub(super) fn learn(a: LearnArgs, s: &Session, out: &mut dyn Write) -> anyhow::Result<()> {
    let mut store = s.store()?;
    let village = village_arg(a.variant, s)?;
    // Built for the learner's village (all of them before one is chosen); the menu builds
    // another's when the village changes there.
    let content = s.content_for(village.or(store.progress.village.as_deref()))?;
    if let Some(id) = village
        && store.progress.village.as_deref() != Some(id)
    {
        store.progress.set_village(id);
        store.save()?;
    }
    let mut ui = s.ui(out);
    // The village chosen here has been named; the menu after it does not name it again.
    let chosen = store.progress.village.is_none();
    if chosen && !runner::choose_village(&mut *ui, &mut store, s.lang)? {
        return Ok(());
    }
    match a.lesson {
        // The menu offers the lessons of the village (it may change there).
        None => runner::menu(&mut *ui, &mut store, &content, s.lang, chosen),
        Some(id) => {
            let village = store.progress.village.clone();
            let mine = content.for_village(village.as_deref());
            let lesson = match id.trim().parse::<usize>() {
                Ok(n) if n >= 1 => mine.lessons.get(n - 1),
                _ => mine.lesson(&id.trim().to_lowercase()),
            };
            if lesson.is_none()
                && let (Some(v), Some(other)) =
                    (&village, content.lesson(&id.trim().to_lowercase()))
            {
                return Err(InputError::Usage(t!(
                    "progress-lesson-not-in-village",
                    id = other.id.clone(),
                    village = runner::village_name(v)
                ))
                .into());
            }
            let Some(lesson) = lesson else {
                return Err(InputError::Usage(t!(
                    "progress-no-lesson",
                    id = id,
                    near = mine.near_lesson(&id)
                ))
                .into());
            };
            // Esc or q in the lesson goes up to the lesson menu, as from the menu.
            match runner::run_lesson(&mut *ui, &mut store, lesson, s.lang)? {
                runner::Ended::Menu => runner::menu(&mut *ui, &mut store, &content, s.lang, false),
                _ => Ok(()),
            }
        }
    }
}

/// The village given by `--variant` or KAISER_VARIANT, as an id; an unknown one is a usage
/// error that names the villages.
fn village_arg(arg: Option<String>, s: &Session) -> anyhow::Result<Option<&'static str>> {
    let variant = arg.or_else(|| {
        std::env::var("KAISER_VARIANT")
            .ok()
            .filter(|v| !v.trim().is_empty())
    });
    let Some(v) = variant else {
        return Ok(None);
    };
    match runner::find_village(&v) {
        Some(id) => Ok(Some(id)),
        None => Err(InputError::Usage(t!(
            "progress-no-village",
            id = v.trim(),
            near = runner::near_village(&v, s.lang),
            ids = runner::villages().join(", ")
        ))
        .into()),
    }
}

/// Arguments of `kaiser lessons`.
#[derive(Debug, Args)]
pub struct LessonsArgs {
    /// The village whose lessons to list (a rule system id, see `kaiser variants`). Default:
    /// KAISER_VARIANT, else the one chosen in `kaiser learn`, else every lesson.
    #[arg(long, value_name = "ID")]
    variant: Option<String>,
    /// Print JSON: per lesson id, title (en, de), done, step_count, next step and last test
    /// score (docs/json.md).
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct Entry<'a> {
    id: &'a str,
    title: &'a crate::lessons::Text,
    done: bool,
    step_count: usize,
    next: usize,
    last_test: Option<crate::tutor::progress::Score>,
}

pub(super) fn lessons(a: LessonsArgs, s: &Session) -> anyhow::Result<String> {
    let mut store = s.store()?;
    if let Some(id) = village_arg(a.variant, s)? {
        // Only to read that village's progress; nothing is saved.
        store.progress.set_village(id);
    }
    let village = store.progress.village.clone();
    let content = s
        .content_for(village.as_deref())?
        .for_village(village.as_deref());
    if a.json {
        let entries: Vec<Entry> = content
            .lessons
            .iter()
            .map(|l| {
                let p = store.progress.lessons.get(&l.id);
                Entry {
                    id: &l.id,
                    title: &l.title,
                    done: p.is_some_and(|p| p.done),
                    step_count: l.len(),
                    next: p.map(|p| p.next).unwrap_or(0),
                    last_test: p.and_then(|p| p.last_test),
                }
            })
            .collect();
        return json(&serde_json::json!({ "lessons": entries }));
    }
    // The number and the id, which `kaiser learn` takes, in every language (the ids are
    // English words).
    let mut header = vec!["#".to_string(), t!("progress-col-lesson")];
    header.extend([
        t!("progress-col-title"),
        t!("progress-col-steps"),
        t!("progress-col-progress"),
    ]);
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut table = s.theme.table(&header);
    for (i, l) in content.lessons.iter().enumerate() {
        let mut row = vec![(i + 1).to_string(), l.id.clone()];
        row.extend([
            l.title.in_lang(s.lang).to_string(),
            // As the lesson counts them: "Step 3 of 8", then "Test 1 of 5".
            t!(
                "progress-steps-and-test",
                steps = l.steps.len(),
                test = l.test.len()
            ),
            status(&store, l, s.lang),
        ]);
        table.add_row(row);
    }
    // The game whose lessons these are, once one is chosen.
    let village = match store.progress.village {
        Some(_) => village_line(&store),
        None => String::new(),
    };
    Ok(format!(
        "{village}{}\n",
        crate::render::fit::table(s.theme, &table)
    ))
}

/// The learner's game as `kaiser lessons` and `kaiser progress` name it: "Your game: Lungern
/// (Gasser 2015-17)", or that none is chosen yet; one line.
fn village_line(store: &crate::tutor::progress::Store) -> String {
    match &store.progress.village {
        Some(v) => t!("tutor-menu-village", village = runner::village_name(v)) + "\n",
        None => t!("progress-no-village-yet") + "\n",
    }
}

/// Arguments of `kaiser progress`.
#[derive(Debug, Args)]
pub struct ProgressArgs {
    /// What to do (default: show).
    #[command(subcommand)]
    action: Option<ProgressAction>,
}

/// `kaiser progress` actions.
#[derive(Debug, Subcommand)]
pub enum ProgressAction {
    /// Where the progress file is and what it holds.
    Show,
    /// Delete the progress of one lesson or scenario, or all (asks first).
    Reset {
        /// A lesson or scenario id; without it, everything.
        id: Option<String>,
        /// Do not ask.
        #[arg(long, short)]
        yes: bool,
    },
}

pub(super) fn progress(a: ProgressArgs, s: &Session, out: &mut dyn Write) -> anyhow::Result<()> {
    let mut store = s.store()?;
    match a.action.unwrap_or(ProgressAction::Show) {
        ProgressAction::Show => {
            let p = &store.progress;
            // Count only what this kaiser has: progress of lessons from other content (an
            // old --content directory) is kept but not counted.
            let content = s.content()?;
            let lessons: Vec<_> = p
                .lessons
                .iter()
                .filter(|(id, _)| content.lesson(id).is_some())
                .collect();
            let scenarios = p
                .scenarios
                .keys()
                .filter(|id| content.scenario(id).is_some())
                .count();
            let other = p.lessons.len() - lessons.len() + p.scenarios.len() - scenarios;
            let done = lessons.iter().filter(|(_, l)| l.done).count();
            let mut text = format!("{}\n{}", store.path.display(), village_line(&store));
            text.push_str(&t!(
                "progress-summary",
                begun = lessons.len(),
                done = done,
                scenarios = scenarios,
                right = p.quiz.right,
                asked = p.quiz.asked
            ));
            text.push('\n');
            // The review cards of the learner's village, once there are any.
            let c = crate::tutor::review::counts(
                &p.reviews,
                crate::tutor::clock::now()?,
                runner::mine(p.village.as_deref(), false),
            );
            if c.due + c.waiting + c.retired > 0 {
                text.push_str(&t!(
                    "progress-reviews",
                    due = c.due,
                    waiting = c.waiting,
                    retired = c.retired
                ));
                text.push('\n');
            }
            // The puzzle rating of every system with one (issue 16 item 4).
            for (system, r) in &p.ratings {
                text.push_str(&t!(
                    "progress-rating",
                    system = system.as_str(),
                    rating = r.shown(),
                    deviation = r.shown_deviation(),
                    n = r.rated.len()
                ));
                text.push('\n');
            }
            if other > 0 {
                text.push_str(&t!("progress-others", n = other));
                text.push('\n');
            }
            out.write_all(text.as_bytes())?;
            Ok(())
        }
        ProgressAction::Reset { id, yes } => {
            // A lesson's number (as `kaiser learn 4` takes it) names its id.
            let id = match id.as_deref().map(|i| i.trim().parse::<usize>()) {
                Some(Ok(n)) if n >= 1 => match s
                    .content_for(store.progress.village.as_deref())?
                    .for_village(store.progress.village.as_deref())
                    .lessons
                    .get(n - 1)
                {
                    Some(l) => Some(l.id.clone()),
                    None => {
                        return Err(
                            InputError::Usage(t!("progress-no-lesson-number", n = n)).into()
                        );
                    }
                },
                _ => id,
            };
            let question = match &id {
                Some(id) => {
                    let known = store.progress.lessons.contains_key(id)
                        || store.progress.scenarios.contains_key(id)
                        || store.progress.reviews.values().any(|e| {
                            matches!(e, crate::tutor::review::Entry::Card(c)
                                if c.what.from() == Some(id.as_str()))
                        });
                    if !known {
                        let content = s.content()?;
                        if content.lesson(id).is_none() && content.scenario(id).is_none() {
                            return Err(InputError::Usage(t!(
                                "progress-no-lesson-or-scenario",
                                id = id,
                                near = content.near_lesson(id)
                            ))
                            .into());
                        }
                        let text = t!("progress-nothing-for", id = id) + "\n";
                        out.write_all(text.as_bytes())?;
                        return Ok(());
                    }
                    t!("progress-delete-one", id = id)
                }
                None => t!("progress-delete-all"),
            };
            let mut ui = s.ui(out);
            if !yes && !ui.confirm(&question)? {
                ui.say(&t!("progress-nothing-deleted"))?;
                return Ok(());
            }
            match &id {
                Some(id) => {
                    store.progress.lessons.remove(id);
                    store.progress.scenarios.remove(id);
                    // Its review cards go with it.
                    store.progress.reviews.retain(|_, e| match e {
                        crate::tutor::review::Entry::Card(c) => c.what.from() != Some(id),
                        _ => true,
                    });
                    if store.progress.last.as_deref() == Some(id) {
                        store.progress.last = None;
                    }
                }
                None => store.progress = Default::default(),
            }
            store.save()?;
            ui.say(&t!("progress-deleted"))?;
            Ok(())
        }
    }
}
