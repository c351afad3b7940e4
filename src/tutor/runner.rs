//! Running content with a learner: the lesson menu, a lesson step by step (saving progress
//! after every step), a scenario's tricks to predict, and the quiz. Every answer is judged by
//! the step's engine-computed solution; a wrong answer gets a hint and another try, and after
//! three the answer is shown with its reasoning, so no question is a dead end.

use super::progress::{Score, Store};
use super::ui::{Ask, Mode, Reply, Ui};
use super::{hang, wrap};
use crate::i18n::Pick;
use crate::lessons::step::{Answer, Body, Step};
use crate::lessons::{Content, Lang, Lesson, Scenario, tl};
use crate::render::Theme;
use crate::text::cite::{Form, by_step, cite};

/// Wrong answers before the answer is shown.
pub const MAX_TRIES: usize = 3;

/// How a question ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asked {
    /// Answered right; `first` = at the first try.
    Right {
        /// No wrong answer before.
        first: bool,
    },
    /// The answer was shown (skip, or too many tries).
    Shown,
    /// The learner left.
    Quit,
}

/// How a lesson run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// The test was answered to its end.
    Finished(Score),
    /// The learner left; progress is saved.
    Quit,
}

fn say(ui: &mut dyn Ui, text: &str) -> anyhow::Result<()> {
    Ok(ui.say(text)?)
}

/// The cards of a question, shown one per line, numbered, the led card marked.
fn options_for(step: &Step, lang: Lang) -> Vec<String> {
    let mut opts = step.options(lang);
    if let Body::Trick { .. } = step.body
        && let Some(first) = opts.first_mut()
    {
        first.push_str(&format!("  ({})", tl!(lang, "tutor-led")));
    }
    opts
}

fn question_text(step: &Step, lang: Lang, predict: bool) -> String {
    match &step.body {
        Body::Trick { duel: true, .. } => tl!(lang, "tutor-duel"),
        Body::Trick { .. } if predict => tl!(lang, "tutor-predict"),
        Body::Trick { .. } => tl!(lang, "tutor-who-takes"),
        Body::Order { .. } => tl!(lang, "tutor-order"),
        Body::Umschlag { .. } => tl!(lang, "tutor-umschlag"),
        _ => String::new(),
    }
}

/// The engine's reasoning (or the source's answer, for a choice) after a question.
pub fn reasoning(step: &Step, lang: Lang, theme: Theme, width: usize) -> String {
    let mut out = String::new();
    match &step.body {
        Body::Explain | Body::Table(_) => {}
        Body::Trick {
            setup,
            cards,
            outcome,
            ..
        } => {
            out.push_str(&tl!(lang, "tutor-why"));
            out.push('\n');
            let narrated =
                crate::text::trick::narrate(lang, &setup.system, &setup.power, cards, outcome);
            for s in &narrated {
                out.push_str(&hang(
                    &format!("{}. {}", s.facts.index + 1, s.text),
                    width,
                    "  ",
                    "     ",
                ));
                out.push('\n');
            }
            let sources: Vec<&str> = narrated.iter().map(|s| s.source).collect();
            for line in by_step(&sources, lang) {
                // "Sources:" under the steps, each source's line below it.
                let indent = if line.starts_with(' ') { "    " } else { "  " };
                out.push_str(&theme.dim(&wrap(line.trim_start(), width, indent)));
                out.push('\n');
            }
            out.push_str(&theme.answer(&tl!(
                lang,
                "tutor-takes",
                card = setup.label(cards[outcome.winner])
            )));
            out.push('\n');
        }
        Body::Order { setup, ranked, .. } => {
            out.push_str(&tl!(lang, "tutor-ranked"));
            out.push('\n');
            for (card, pos) in ranked {
                let row = &setup.system.rows[setup.power.entry(*card).row as usize];
                out.push_str(&format!(
                    "  #{pos:<3} {} · {}\n",
                    setup.label(*card),
                    crate::text::system::class_name(lang, row.class)
                ));
            }
        }
        Body::Umschlag { umschlag, .. } => {
            out.push_str(&tl!(lang, "tutor-why"));
            out.push('\n');
            for s in crate::text::umschlag::reasons(lang, &umschlag.steps) {
                out.push_str(&wrap(&s, width, "  "));
                out.push('\n');
            }
            out.push_str(&theme.dim(&format!(
                "  [{}]",
                cite(&umschlag.source, lang, Form::Short)
            )));
            out.push('\n');
            out.push_str(&theme.answer(&tl!(
                lang,
                "tutor-answer-is",
                answer = step.answer_text(lang)
            )));
            out.push('\n');
        }
        Body::Choice { .. } => {
            out.push_str(&theme.answer(&tl!(
                lang,
                "tutor-answer-is",
                answer = step.answer_text(lang)
            )));
            out.push('\n');
        }
    }
    if let Some(e) = &step.explanation {
        out.push_str(&wrap(e.in_lang(lang), width, ""));
        out.push('\n');
    }
    if let Some(src) = &step.source {
        out.push_str(&source_line(src, lang, theme, width));
    }
    out.truncate(out.trim_end().len());
    out
}

/// `[Source: Achermann 1978, §1 («…»)]`, dimmed and wrapped, with its newline.
fn source_line(src: &str, lang: Lang, theme: Theme, width: usize) -> String {
    theme.dim(&wrap(
        &tl!(lang, "tutor-source", source = cite(src, lang, Form::Full)),
        width,
        "",
    )) + "\n"
}

/// A page of teaching: an explanation, or the Machtposition table.
pub fn page(step: &Step, lang: Lang, theme: Theme, width: usize) -> String {
    let mut out = String::new();
    if let Body::Table(_) = &step.body {
        out.push_str(&theme.heading(&step.setting().unwrap_or_default()));
        out.push('\n');
    }
    if let Some(t) = &step.text {
        out.push_str(&wrap(t.in_lang(lang), width, ""));
        out.push('\n');
    }
    if let Body::Table(setup) = &step.body {
        let rows = crate::render::rank::rows(&setup.system, &setup.power);
        out.push_str(&crate::render::rank::table(theme, &rows, false));
        out.push('\n');
    }
    if let Some(src) = &step.source {
        out.push_str(&source_line(src, lang, theme, width));
    }
    out
}

/// Ask one question until it is right, shown, or left. `tries` = 1 for predictions (one
/// guess, then the answer), [`MAX_TRIES`] in lessons.
pub fn ask(
    ui: &mut dyn Ui,
    step: &Step,
    lang: Lang,
    heading: &str,
    tries: usize,
) -> anyhow::Result<Asked> {
    let theme = ui.theme();
    let width = ui.width();
    say(ui, &theme.heading(heading))?;
    if let Some(t) = &step.text {
        say(ui, &wrap(t.in_lang(lang), width, ""))?;
    }
    if let Some(q) = &step.quote {
        say(ui, &theme.dim(&wrap(&format!("«{q}»"), width, "  ")))?;
    }
    match &step.body {
        Body::Choice { question, .. } => say(ui, &wrap(question.in_lang(lang), width, ""))?,
        Body::Umschlag { cards, stock, .. } => {
            say(ui, &question_text(step, lang, false))?;
            let up: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
            say(ui, &tl!(lang, "tutor-face-up", cards = up.join(", ")))?;
            if !stock.is_empty() {
                let st: Vec<String> = stock.iter().map(|c| c.to_string()).collect();
                say(ui, &tl!(lang, "tutor-stock", cards = st.join(", ")))?;
            }
        }
        _ => say(ui, &question_text(step, lang, tries == 1))?,
    }
    let options = match &step.body {
        Body::Trick { .. } | Body::Order { .. } => options_for(step, lang),
        _ => step.options(lang),
    };
    let (mode, prompt) = match step.body {
        Body::Order { .. } => (Mode::Sort, tl!(lang, "tutor-prompt-order")),
        _ => (Mode::Pick, tl!(lang, "tutor-prompt")),
    };
    let extras = [
        // No hint row in a menu for a question without hints.
        if step.hints.is_empty() {
            String::new()
        } else {
            tl!(lang, "tutor-opt-hint")
        },
        tl!(lang, "tutor-opt-show"),
        tl!(lang, "tutor-opt-quit"),
        tl!(lang, "tutor-opt-sort-again"),
    ];
    let sort_help = tl!(lang, "tutor-sort-help");
    let mut hints = step.hints.iter();
    let mut hints_given = 0;
    let mut wrong = 0usize;
    let mut listed = false;
    loop {
        let reply = ui.ask(&Ask {
            prompt: &prompt,
            options: &options,
            list: !std::mem::replace(&mut listed, true),
            mode,
            default: 0,
            extras: extras.each_ref().map(String::as_str),
            help: &sort_help,
        })?;
        let answer = match reply {
            Reply::Quit => return Ok(Asked::Quit),
            Reply::Hint => {
                match hints.next() {
                    Some(h) => {
                        hints_given += 1;
                        say(
                            ui,
                            &wrap(&tl!(lang, "tutor-hint", hint = h.in_lang(lang)), width, ""),
                        )?
                    }
                    None if hints_given == 0 => say(ui, &tl!(lang, "tutor-no-hints"))?,
                    None => say(ui, &tl!(lang, "tutor-no-hint"))?,
                }
                continue;
            }
            Reply::Skip => {
                say(ui, &reasoning(step, lang, theme, width))?;
                return Ok(Asked::Shown);
            }
            Reply::Pick(i) => step.answer_at(i),
            Reply::Order(order) => match &step.body {
                Body::Order { cards, .. } => {
                    Some(Answer::Cards(order.iter().map(|i| cards[*i]).collect()))
                }
                _ => None,
            },
            Reply::Text(t) if t.is_empty() => continue,
            Reply::Text(t) => match step.parse_answer(&t, lang) {
                Ok(a) => Some(a),
                Err(m) => {
                    // Not understood is not wrong: say why and ask again.
                    say(ui, &m)?;
                    continue;
                }
            },
        };
        let Some(answer) = answer else { continue };
        if step.is_right(&answer) {
            say(ui, &theme.answer(&tl!(lang, "tutor-right")))?;
            say(ui, &reasoning(step, lang, theme, width))?;
            return Ok(Asked::Right { first: wrong == 0 });
        }
        wrong += 1;
        if wrong >= tries {
            if tries > 1 {
                say(ui, &tl!(lang, "tutor-wrong"))?;
            } else {
                say(
                    ui,
                    &tl!(
                        lang,
                        "tutor-you-said",
                        answer = describe(step, &answer, lang)
                    ),
                )?;
            }
            say(ui, &reasoning(step, lang, theme, width))?;
            return Ok(Asked::Shown);
        }
        match hints.next() {
            Some(h) => {
                say(ui, &tl!(lang, "tutor-wrong"))?;
                say(
                    ui,
                    &wrap(&tl!(lang, "tutor-hint", hint = h.in_lang(lang)), width, ""),
                )?;
            }
            None => say(ui, &tl!(lang, "tutor-try-again"))?,
        }
    }
}

fn describe(step: &Step, answer: &Answer, lang: Lang) -> String {
    match (answer, &step.body) {
        (Answer::Card(c), Body::Trick { setup, .. }) => setup.label(*c),
        (Answer::Cards(cs), _) => cs
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(", "),
        (Answer::Trump(t), _) => t.text(lang),
        (Answer::Option(i), _) => format!("{}", i + 1),
        (Answer::Card(c), _) => c.to_string(),
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

/// `kaiser learn`: the menu, then lessons, until the learner leaves.
pub fn menu(
    ui: &mut dyn Ui,
    store: &mut Store,
    content: &Content,
    lang: Lang,
) -> anyhow::Result<()> {
    let theme = ui.theme();
    let quit = tl!(lang, "tutor-menu-quit");
    loop {
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
        let options: Vec<String> = content
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
            Reply::Pick(i) => content.lessons.get(i),
            Reply::Order(_) => None,
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

/// The story of a scenario, before its steps.
pub fn scenario_head(s: &Scenario, lang: Lang, theme: Theme, width: usize) -> String {
    let mut out = theme.heading(&format!("{} · {}", s.id, s.title.in_lang(lang))) + "\n";
    let mut setting = s.variant.clone();
    if let Some(t) = s.trump {
        setting.push_str(&format!(" · Trumpf: {t}"));
    }
    out.push_str(&setting);
    out.push('\n');
    out.push_str(&theme.dim(&wrap(
        &tl!(
            lang,
            "tutor-source",
            source = cite(&s.source, lang, Form::Short)
        ),
        width,
        "",
    )));
    out.push('\n');
    if let Some(q) = &s.quote {
        out.push_str(&theme.dim(&wrap(&format!("«{q}»"), width, "  ")));
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&wrap(s.story.in_lang(lang), width, ""));
    out.push('\n');
    if !s.hands.is_empty() {
        out.push('\n');
        for (who, cards) in &s.hands {
            let names: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
            out.push_str(&wrap(&format!("{who}: {}", names.join(", ")), width, "  "));
            out.push('\n');
        }
    }
    if let Some(f) = &s.fillers {
        out.push('\n');
        out.push_str(&theme.dim(&wrap(
            &tl!(lang, "tutor-fillers", text = f.in_lang(lang)),
            width,
            "",
        )));
        out.push('\n');
    }
    out
}

fn trick_heading(s: &Scenario, step: &Step, n: usize, total: usize, lang: Lang) -> String {
    let mut h = tl!(lang, "tutor-step-of", n = n, total = total);
    if let Some(set) = step.setting() {
        h = format!("{h} · {set}");
    }
    if !step.players.is_empty() {
        h = format!("{h} · {}", step.players.join(" "));
    } else if let (Body::Trick { .. }, false) = (&step.body, s.players.is_empty()) {
        // Seats unknown for this trick: say nothing rather than guess.
    }
    h
}

/// `kaiser scenario show`: the whole example with the engine's reasoning, no questions.
pub fn show_scenario(s: &Scenario, lang: Lang, theme: Theme, width: usize) -> String {
    let mut out = scenario_head(s, lang, theme, width);
    let total = s.steps.len();
    for (i, step) in s.steps.iter().enumerate() {
        out.push('\n');
        out.push_str(&theme.heading(&trick_heading(s, step, i + 1, total, lang)));
        out.push('\n');
        if let Some(t) = &step.text {
            out.push_str(&wrap(t.in_lang(lang), width, ""));
            out.push('\n');
        }
        if let Some(q) = &step.quote {
            out.push_str(&theme.dim(&wrap(&format!("«{q}»"), width, "  ")));
            out.push('\n');
        }
        match &step.body {
            Body::Trick { setup, cards, .. } => {
                let names: Vec<String> = cards.iter().map(|c| setup.label(*c)).collect();
                out.push_str(&wrap(&names.join(" · "), width, "  "));
                out.push('\n');
            }
            Body::Umschlag { cards, .. } => {
                let names: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
                out.push_str(&format!(
                    "  {}\n",
                    tl!(lang, "tutor-face-up", cards = names.join(", "))
                ));
            }
            _ => {}
        }
        let why = reasoning(step, lang, theme, width);
        if !why.is_empty() {
            out.push_str(&why);
            out.push('\n');
        }
    }
    if let Some(o) = &s.outcome {
        out.push('\n');
        out.push_str(&wrap(o.in_lang(lang), width, ""));
        out.push('\n');
    }
    out
}

/// `kaiser scenario play`: the learner predicts each trick and Umschlag; one guess each.
pub fn play_scenario(
    ui: &mut dyn Ui,
    store: &mut Store,
    s: &Scenario,
    lang: Lang,
) -> anyhow::Result<Option<Score>> {
    let theme = ui.theme();
    let width = ui.width();
    say(ui, scenario_head(s, lang, theme, width).trim_end())?;
    let mut score = Score::default();
    let total = s.steps.len();
    for (i, step) in s.steps.iter().enumerate() {
        say(ui, "")?;
        let heading = trick_heading(s, step, i + 1, total, lang);
        if step.is_question() {
            match ask(ui, step, lang, &heading, 1)? {
                Asked::Quit => return Ok(None),
                outcome => score.add(outcome == Asked::Right { first: true }),
            }
        } else {
            say(ui, &theme.heading(&heading))?;
            say(ui, page(step, lang, theme, width).trim_end())?;
            if !ui.pause(&tl!(lang, "tutor-go-on"))? {
                return Ok(None);
            }
        }
    }
    if let Some(o) = &s.outcome {
        say(ui, "")?;
        say(ui, &wrap(o.in_lang(lang), width, ""))?;
    }
    say(ui, "")?;
    say(
        ui,
        &theme.answer(&tl!(
            lang,
            "tutor-score",
            right = score.right,
            asked = score.asked
        )),
    )?;
    store.progress.scenarios.insert(s.id.clone(), score);
    store.save()?;
    Ok(Some(score))
}

/// `kaiser quiz`: the generated tricks, one guess each, a score at the end.
pub fn quiz(
    ui: &mut dyn Ui,
    store: &mut Store,
    steps: &[Step],
    seed: u64,
    lang: Lang,
) -> anyhow::Result<Score> {
    let theme = ui.theme();
    say(
        ui,
        &theme.dim(&tl!(lang, "tutor-seed", seed = seed.to_string())),
    )?;
    let mut score = Score::default();
    for (i, step) in steps.iter().enumerate() {
        say(ui, "")?;
        let heading = format!(
            "{} · {}",
            tl!(lang, "tutor-quiz-of", n = i + 1, total = steps.len()),
            step.setting().unwrap_or_default()
        );
        match ask(ui, step, lang, &heading, 1)? {
            Asked::Quit => break,
            outcome => {
                let right = outcome == Asked::Right { first: true };
                score.add(right);
                store.progress.quiz.add(right);
                store.save()?;
            }
        }
    }
    say(ui, "")?;
    say(
        ui,
        &theme.answer(&tl!(
            lang,
            "tutor-score",
            right = score.right,
            asked = score.asked
        )),
    )?;
    Ok(score)
}
