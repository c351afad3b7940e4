//! Lessons with progress: the `kaiser learn` menu, a lesson run step by step from where the
//! learner left it (saving after every step), and where a lesson stands ("Step 2 of 10",
//! "done 4/5") for menus and `kaiser lessons`.

use super::ask::{Asked, MAX_TRIES, ask};
use super::say;
use super::show::page;
use crate::i18n::Pick;
use crate::lessons::step::Step;
use crate::lessons::{Content, Lang, Lesson, tl};
use crate::tutor::progress::{Score, Store};
use crate::tutor::ui::{Ask, Mode, Reply, Ui};
use crate::tutor::wrap;

/// How a lesson run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// The test was answered to its end.
    Finished(Score),
    /// The learner left; progress is saved.
    Quit,
}

/// Run `lesson` from where the learner left it; progress is saved after every step.
pub fn run_lesson(
    ui: &mut dyn Ui,
    store: &mut Store,
    lesson: &Lesson,
    lang: Lang,
) -> anyhow::Result<Ended> {
    let theme = ui.theme();
    let width = ui.width();
    let total = lesson.len();
    let mut state = store.lesson(&lesson.id).clone();
    if state.next >= total || (state.next == 0 && state.test.asked > 0) {
        // A finished lesson (or one whose content changed under it) starts again.
        state.next = 0;
        state.test = Score::default();
    }
    store.progress.last = Some(lesson.id.clone());
    say(
        ui,
        &theme.heading(&format!("{} · {}", lesson.id, lesson.title.in_lang(lang))),
    )?;
    if state.next > 0 {
        say(
            ui,
            &tl!(
                lang,
                "tutor-resuming",
                place = place(lesson, state.next, lang)
            ),
        )?;
    } else {
        say(ui, &wrap(lesson.summary.in_lang(lang), width, ""))?;
    }
    let steps: Vec<&Step> = lesson.all_steps().collect();
    for (i, step) in steps.iter().enumerate().skip(state.next) {
        let in_test = i >= lesson.steps.len();
        if i == lesson.steps.len() {
            say(ui, "")?;
            say(ui, &theme.heading(&tl!(lang, "tutor-test-start")))?;
        }
        let counter = place(lesson, i, lang);
        let heading = match step.setting() {
            Some(s) => format!("{counter} · {s}"),
            None => counter,
        };
        say(ui, "")?;
        if let Some(c) = super::village::compare_heading(step, lang) {
            say(ui, &theme.heading(&c))?;
        }
        if step.is_question() {
            match ask(ui, step, lang, &heading, MAX_TRIES)? {
                Asked::Quit => {
                    *store.lesson(&lesson.id) = state;
                    store.save()?;
                    say(ui, &tl!(lang, "tutor-saved", id = lesson.id))?;
                    return Ok(Ended::Quit);
                }
                outcome => {
                    if in_test {
                        state.test.add(outcome == Asked::Right { first: true });
                    }
                }
            }
        } else {
            say(ui, &theme.heading(&heading))?;
            say(ui, page(step, lang, theme, width).trim_end())?;
            if !ui.pause(&tl!(lang, "tutor-go-on"))? {
                *store.lesson(&lesson.id) = state;
                store.save()?;
                say(ui, &tl!(lang, "tutor-saved", id = lesson.id))?;
                return Ok(Ended::Quit);
            }
        }
        state.next = i + 1;
        *store.lesson(&lesson.id) = state.clone();
        store.save()?;
    }
    let score = state.test;
    state.done = true;
    state.last_test = Some(score);
    state.next = 0;
    state.test = Score::default();
    *store.lesson(&lesson.id) = state;
    store.save()?;
    say(ui, "")?;
    say(
        ui,
        &theme.answer(&tl!(
            lang,
            "tutor-test-score",
            right = score.right,
            asked = score.asked
        )),
    )?;
    say(
        ui,
        &tl!(
            lang,
            "tutor-lesson-done",
            title = lesson.title.in_lang(lang)
        ),
    )?;
    if !lesson.see.is_empty() {
        say(
            ui,
            &tl!(lang, "tutor-see-also", ids = lesson.see.join(", ")),
        )?;
    }
    Ok(Ended::Finished(score))
}

/// Where step index `next` is, counted as the lesson counts while it runs: "Step 2 of 10"
/// among the teaching steps, "Test 1 of 5" in the test.
pub fn place(lesson: &Lesson, next: usize, lang: Lang) -> String {
    let steps = lesson.steps.len();
    if next < steps {
        tl!(lang, "tutor-step-of", n = next + 1, total = steps)
    } else {
        tl!(
            lang,
            "tutor-test-of",
            n = next - steps + 1,
            total = lesson.test.len()
        )
    }
}

/// The status of a lesson for menus and `kaiser lessons`: done, new, or the step.
pub fn status(store: &Store, lesson: &Lesson, lang: Lang) -> String {
    match store.progress.lessons.get(&lesson.id) {
        Some(p) if p.next > 0 && p.next < lesson.len() => place(lesson, p.next, lang),
        Some(p) if p.done => match p.last_test {
            Some(s) => tl!(
                lang,
                "tutor-status-done-score",
                right = s.right,
                asked = s.asked
            ),
            None => tl!(lang, "tutor-status-done"),
        },
        _ => tl!(lang, "tutor-status-new"),
    }
}

/// The lesson to suggest: the last one if unfinished, else the first not done.
pub fn suggested<'a>(store: &Store, content: &'a Content) -> Option<&'a Lesson> {
    let p = &store.progress;
    let unfinished = |l: &&Lesson| {
        p.lessons
            .get(&l.id)
            .is_some_and(|x| x.next > 0 && x.next < l.len())
    };
    p.last
        .as_deref()
        .and_then(|id| content.lesson(id))
        .filter(unfinished)
        .or_else(|| {
            content
                .lessons
                .iter()
                .find(|l| !p.lessons.get(&l.id).is_some_and(|x| x.done))
        })
}

/// The menu entry that changes the village (typed as `village`, `dorf` or its number).
const VILLAGE_ENTRY: &str = "village";

/// Whether a typed menu answer is the village entry (its word or its number after the
/// lessons).
fn is_village_entry(typed: &str, lessons: usize) -> bool {
    let typed = typed.trim().to_lowercase();
    typed == VILLAGE_ENTRY || typed == "dorf" || typed == (lessons + 1).to_string()
}

/// `kaiser learn`: the menu, then lessons, until the learner leaves. The menu offers the
/// lessons of the learner's village, built for it (`all` is every lesson as loaded).
pub fn menu(ui: &mut dyn Ui, store: &mut Store, all: &Content, lang: Lang) -> anyhow::Result<()> {
    let theme = ui.theme();
    let quit = tl!(lang, "tutor-menu-quit");
    loop {
        let content = &all.for_village(store.progress.village.as_deref());
        let done = content
            .lessons
            .iter()
            .filter(|l| store.progress.lessons.get(&l.id).is_some_and(|p| p.done))
            .count();
        say(ui, "")?;
        say(
            ui,
            &theme.heading(&tl!(
                lang,
                "tutor-menu-head",
                lessons = content.lessons.len(),
                done = done
            )),
        )?;
        if let Some(v) = &store.progress.village {
            say(
                ui,
                &tl!(lang, "tutor-menu-village", village = super::village_name(v)),
            )?;
        }
        let id_width = content
            .lessons
            .iter()
            .map(|l| l.id.len())
            .max()
            .unwrap_or(0);
        let title_width = content
            .lessons
            .iter()
            .map(|l| l.title.in_lang(lang).chars().count())
            .max()
            .unwrap_or(0);
        let mut options: Vec<String> = content
            .lessons
            .iter()
            .map(|l| {
                let title = l.title.in_lang(lang);
                let pad = title_width - title.chars().count();
                format!(
                    "{:id_width$}  {title}{}  {}",
                    l.id,
                    " ".repeat(pad),
                    status(store, l, lang)
                )
            })
            .collect();
        // The last entry changes the village.
        options.push(format!(
            "{:id_width$}  {}",
            VILLAGE_ENTRY,
            tl!(lang, "tutor-menu-change-village")
        ));
        let next = suggested(store, content);
        let default = next
            .and_then(|n| content.lessons.iter().position(|l| l.id == n.id))
            .unwrap_or(0);
        let prompt = match next {
            Some(n) => tl!(lang, "tutor-menu-prompt", id = n.id),
            None => tl!(lang, "tutor-menu-prompt-done"),
        };
        let reply = ui.ask(&Ask {
            prompt: &prompt,
            options: &options,
            mode: Mode::Menu,
            list: true,
            default,
            extras: ["", "", &quit, ""],
            help: "",
        })?;
        let lesson = match reply {
            Reply::Quit | Reply::Skip => {
                say(ui, &tl!(lang, "tutor-bye"))?;
                return Ok(());
            }
            Reply::Hint => continue,
            Reply::Pick(i) if i == content.lessons.len() => {
                if !super::choose_village(ui, store, lang)? {
                    return Ok(());
                }
                continue;
            }
            Reply::Pick(i) => content.lessons.get(i),
            Reply::Order(_) => None,
            Reply::Text(t) if is_village_entry(&t, content.lessons.len()) => {
                if !super::choose_village(ui, store, lang)? {
                    return Ok(());
                }
                continue;
            }
            Reply::Text(t) => {
                let t = t.trim();
                let found = match t.parse::<usize>() {
                    Ok(n) if n >= 1 => content.lessons.get(n - 1),
                    _ => content.lesson(&t.to_lowercase()),
                };
                if found.is_none() {
                    // "No lesson 'x'." or "No lesson 'x'; did you mean y?"
                    let near = content.near_lesson(t);
                    let mut line = tl!(lang, "tutor-menu-unknown", id = t);
                    line.push_str(if near.is_empty() { "." } else { &near });
                    say(ui, &line)?;
                }
                found
            }
        };
        let Some(lesson) = lesson else { continue };
        if run_lesson(ui, store, lesson, lang)? == Ended::Quit {
            return Ok(());
        }
    }
}
