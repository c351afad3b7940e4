//! Lessons with progress: the `kaiser learn` menu, a lesson run step by step from where the
//! learner left it (saving after every step; back a step, the introduction again, Esc up to
//! the menu), and where a lesson stands ("Step 2 of 10", "done 4/5") for menus and
//! `kaiser lessons`.

use super::Chose;
use super::ask::{Asked, MAX_TRIES, Where, ask_in};
use super::keys::{Screen, legend};
use super::say;
use super::show::pages;
use crate::i18n::Pick;
use crate::lessons::step::Step;
use crate::lessons::{Content, Lang, Lesson, tl};
use crate::tutor::clock;
use crate::tutor::progress::{Score, Store};
use crate::tutor::review::Item;
use crate::tutor::ui::{Ask, Mode, Reply, Ui};
use crate::tutor::wrap;

/// How a lesson run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// The test was answered to its end.
    Finished(Score),
    /// The learner went up to the lesson menu (Esc or q); progress is saved.
    Menu,
    /// The learner left; progress is saved.
    Quit,
}

/// Where the learner went from a step.
enum Went {
    /// On to the next step.
    On,
    /// Back a step (from the test: to the lesson's last step, the test starting again).
    Back,
    /// The introduction again, then the same step.
    Intro,
    /// Up to the lesson menu.
    Menu,
    /// Out of kaiser.
    Quit,
}

/// The lesson's introduction (its summary), read again.
fn intro(ui: &mut dyn Ui, lesson: &Lesson, lang: Lang) -> anyhow::Result<()> {
    let theme = ui.theme();
    let width = ui.width();
    say(ui, "")?;
    say(
        ui,
        &theme.heading(&tl!(
            lang,
            "tutor-intro-head",
            title = lesson.title.in_lang(lang)
        )),
    )?;
    say(ui, &wrap(lesson.summary.in_lang(lang), width, ""))
}

/// After a page of teaching: go on, back (not before the first step), the introduction,
/// the menu or out.
fn after_page(ui: &mut dyn Ui, first: bool, lang: Lang) -> anyhow::Result<Went> {
    loop {
        match ui.wait(&tl!(lang, "tutor-page-keys"))? {
            Reply::Back if first => say(ui, &tl!(lang, "tutor-nothing-before"))?,
            Reply::Back => return Ok(Went::Back),
            Reply::Intro => return Ok(Went::Intro),
            Reply::Menu => return Ok(Went::Menu),
            Reply::Quit => return Ok(Went::Quit),
            _ => return Ok(Went::On),
        }
    }
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
    let teaching = lesson.steps.len();
    let mut i = state.next;
    while let Some(step) = steps.get(i) {
        let in_test = i >= teaching;
        if i == teaching {
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
        let went = if step.is_question() {
            let at = Where::Lesson { back: i > 0 };
            match ask_in(ui, step, lang, &heading, MAX_TRIES, at, None)? {
                Asked::Back => Went::Back,
                Asked::Intro => Went::Intro,
                Asked::Menu => Went::Menu,
                Asked::Quit => Went::Quit,
                outcome => {
                    let right = outcome == Asked::Right { first: true };
                    if in_test {
                        state.test.add(right);
                    }
                    // A mistake (not right at the first try) becomes a review card.
                    if let (false, Some(v)) = (right, store.progress.village.clone()) {
                        let item = Item::Lesson {
                            lesson: lesson.id.clone(),
                            step: super::review::step_path(lesson, i),
                            system: v,
                        };
                        store.progress.mistake(item, clock::now()?);
                    }
                    Went::On
                }
            }
        } else {
            // A table too tall for the screen comes compact or in pages (show::pages); the
            // last page ends with the page keys (back, intro, menu).
            let pages = pages(step, lang, theme, width, ui.height());
            let mut went = None;
            for (n, p) in pages.iter().enumerate() {
                if n > 0 {
                    say(ui, "")?;
                }
                say(ui, &theme.heading(&heading))?;
                say(ui, p.trim_end())?;
                if n + 1 < pages.len() && !ui.pause(&tl!(lang, "tutor-more"))? {
                    went = Some(Went::Menu);
                    break;
                }
            }
            match went {
                Some(w) => w,
                None => after_page(ui, i == 0, lang)?,
            }
        };
        match went {
            Went::On => i += 1,
            // A test is taken in one go: back from it goes to the lesson's last step, and
            // the test starts again (with a fresh score) after it.
            Went::Back if in_test => {
                say(ui, &tl!(lang, "tutor-back-from-test"))?;
                i = teaching.saturating_sub(1);
                state.test = Score::default();
            }
            Went::Back => i = i.saturating_sub(1),
            Went::Intro => intro(ui, lesson, lang)?,
            Went::Menu | Went::Quit => {
                state.next = i;
                *store.lesson(&lesson.id) = state;
                store.save()?;
                if matches!(went, Went::Menu) {
                    return Ok(Ended::Menu);
                }
                say(ui, &tl!(lang, "tutor-saved", id = lesson.id))?;
                return Ok(Ended::Quit);
            }
        }
        state.next = i;
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

/// The village entry's word as the menu shows it: `village`, in German `dorf` (both are
/// taken in either language).
fn village_entry(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "dorf",
        Lang::En => VILLAGE_ENTRY,
    }
}

/// The review entry's word as the menu shows it: `review`, in German `wiederholen`.
fn review_entry(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "wiederholen",
        Lang::En => REVIEW_ENTRY,
    }
}

/// Whether a typed menu answer is the village entry (its word or its number after the
/// lessons).
fn is_village_entry(typed: &str, lessons: usize) -> bool {
    let typed = typed.trim().to_lowercase();
    typed == VILLAGE_ENTRY || typed == "dorf" || typed == (lessons + 1).to_string()
}

/// The menu entry that starts a review when reviews are due (typed as `review`,
/// `wiederholen` or its number after the village entry).
const REVIEW_ENTRY: &str = "review";

/// Whether a typed menu answer is the review entry.
fn is_review_entry(typed: &str, lessons: usize) -> bool {
    let typed = typed.trim().to_lowercase();
    typed == REVIEW_ENTRY || typed == "wiederholen" || typed == (lessons + 2).to_string()
}

/// `kaiser learn`: the menu, then lessons, until the learner leaves. The menu offers the
/// lessons of the learner's village, built for it (`all` is every lesson as loaded).
/// `chosen`: the village was chosen just before and that was said ("Your game: …"), so the
/// menu's own "Your game" line is left out the first time (said twice it reads as two
/// things).
pub fn menu(
    ui: &mut dyn Ui,
    store: &mut Store,
    all: &Content,
    lang: Lang,
    chosen: bool,
) -> anyhow::Result<()> {
    let theme = ui.theme();
    let quit = tl!(lang, "tutor-menu-quit");
    let mut named = chosen;
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
        if let Some(v) = &store.progress.village
            && !std::mem::take(&mut named)
        {
            say(
                ui,
                &tl!(lang, "tutor-menu-village", village = super::village_name(v)),
            )?;
        }
        // The learner's own mistakes, due again: a line, and a row after the village's.
        let due = super::review::due_count(store, clock::now()?);
        if due > 0 {
            say(ui, &tl!(lang, "tutor-menu-reviews-due", n = due))?;
        }
        // Numbers, ids and titles: the number or the id may be typed (`kaiser learn 4` and
        // `kaiser learn stecher` take the same), so both are shown in every language; the
        // ids are English words, the titles in the learner's language.
        let id_width = content
            .lessons
            .iter()
            .map(|l| l.id.len() + 2)
            .chain([village_entry(lang).len() + 2, review_entry(lang).len() + 2])
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
                let id = l.id.as_str();
                format!(
                    "{id:id_width$}{title}{}  {}",
                    " ".repeat(pad),
                    status(store, l, lang)
                )
            })
            .collect();
        // The last entry changes the village (typed as `village` or `dorf`, each shown in
        // its language).
        let entry = village_entry(lang);
        options.push(format!(
            "{entry:id_width$}{}",
            tl!(lang, "tutor-menu-change-village")
        ));
        if due > 0 {
            let entry = review_entry(lang);
            options.push(format!(
                "{entry:id_width$}{}",
                tl!(lang, "tutor-menu-review", n = due)
            ));
        }
        let next = suggested(store, content);
        let default = next
            .and_then(|n| content.lessons.iter().position(|l| l.id == n.id))
            .unwrap_or(0);
        let prompt = match next {
            Some(n) => tl!(lang, "tutor-menu-prompt", n = n.id),
            None => tl!(lang, "tutor-menu-prompt-done"),
        };
        legend(ui, Screen::Menu, lang)?;
        let reply = ui.ask(&Ask {
            prompt: &prompt,
            options: &options,
            mode: Mode::Menu,
            list: true,
            default: Some(default),
            extras: &[(&quit, Reply::Quit)],
            help: "",
        })?;
        let lesson = match reply {
            // Esc or q in the menu leaves kaiser; progress was saved after every step.
            Reply::Quit | Reply::Menu | Reply::Skip => {
                say(ui, &tl!(lang, "tutor-bye"))?;
                return Ok(());
            }
            Reply::Hint | Reply::Back | Reply::Intro => continue,
            Reply::Pick(i) if i == content.lessons.len() => {
                match super::change_village(ui, store, lang)? {
                    Chose::Quit => return Ok(()),
                    Chose::Chosen => named = true,
                    Chose::Back => {}
                }
                continue;
            }
            Reply::Pick(i) if due > 0 && i == content.lessons.len() + 1 => {
                // Esc or q in the review comes back here; `quit` leaves.
                if super::review(ui, store, all, lang, false)? == super::Reviewed::Quit {
                    return Ok(());
                }
                continue;
            }
            Reply::Pick(i) => content.lessons.get(i),
            Reply::Order(_) => None,
            Reply::Text(t) if is_village_entry(&t, content.lessons.len()) => {
                match super::change_village(ui, store, lang)? {
                    Chose::Quit => return Ok(()),
                    Chose::Chosen => named = true,
                    Chose::Back => {}
                }
                continue;
            }
            Reply::Text(t) if due > 0 && is_review_entry(&t, content.lessons.len()) => {
                // Esc or q in the review comes back here; `quit` leaves.
                if super::review(ui, store, all, lang, false)? == super::Reviewed::Quit {
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
        // Esc or q in a lesson comes back here.
        if run_lesson(ui, store, lesson, lang)? == Ended::Quit {
            return Ok(());
        }
    }
}
