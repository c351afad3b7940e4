//! `kaiser review` end to end: a wrong answer in a lesson, the quiz or a scenario becomes a
//! review card; `kaiser review` asks it when it is due and not before, with the clock the
//! tests control (`KAISER_NOW`, moved forward from run to run: no test waits for time); a
//! right answer moves it up the Leitner boxes (1, 3, 7, 21, 60 days) until it retires, a
//! wrong one sends it back; `kaiser learn`'s menu and `kaiser progress` count what is due;
//! in German too; `--json` against its schema; the review screen in an 80x24 terminal.

use crate::util::{kaiser_at, pty_sized_env};
use kaiser::lessons::step::{Body, Step};
use kaiser::lessons::{Content, Lesson};
use std::path::Path;

/// The first mistake of every test: 2026-11-25, 09:00 UTC.
const T0: u64 = 1_795_597_200;
const DAY: u64 = 86_400;

fn progress(home: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(home.join("progress.json")).unwrap()).unwrap()
}

/// `kaiser args...` at `now` (seconds since 1970) with `input` on stdin; it must succeed
/// with nothing on stderr.
fn at(home: &Path, now: u64, args: &[&str], input: &str) -> String {
    crate::puzzle_util::at(home, &now.to_string(), args, input)
}

/// The stecher lesson as a Lungern learner takes it, and the index of its first question.
fn stecher() -> (Lesson, usize) {
    let content = Content::embedded().unwrap().for_village(Some("lungern"));
    let lesson = content.lesson("stecher").unwrap().clone();
    let first = lesson.steps.iter().position(Step::is_question).unwrap();
    (lesson, first)
}

/// A wrong card (its number) of a trick question.
fn wrong(step: &Step) -> String {
    let Body::Trick { cards, outcome, .. } = &step.body else {
        panic!("a trick")
    };
    ((0..cards.len()).find(|i| *i != outcome.winner).unwrap() + 1).to_string()
}

/// Three wrong answers to the first question of stecher at `T0`, then leaving: one card.
fn a_mistake_in_stecher(home: &Path, lang: &str) -> String {
    let (lesson, first) = stecher();
    let bad = wrong(&lesson.steps[first]);
    at(
        home,
        T0,
        &["--lang", lang, "learn", "--variant", "lungern", "stecher"],
        &format!("{bad}\n{bad}\n{bad}\nquit\n"),
    );
    let key = format!("lesson:lungern:stecher:steps[{first}]");
    let p = progress(home);
    assert_eq!(p["format_version"], 5);
    let card = &p["reviews"][&key];
    assert_eq!(card["what"]["kind"], "lesson", "{p:#}");
    assert_eq!(card["what"]["step"], format!("steps[{first}]"));
    assert_eq!(
        (card["box"].as_u64(), card["due"].as_u64()),
        (Some(1), Some(T0 + DAY))
    );
    key
}

#[test]
fn a_wrong_lesson_answer_comes_back_when_due_and_retires_after_growing_intervals() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    let key = a_mistake_in_stecher(home, "en");
    let (lesson, first) = stecher();
    let right = lesson.steps[first].answer_line() + "\n";
    let bad = wrong(&lesson.steps[first]);

    // Not before it is due: nothing to review, and no row in the menu.
    assert_eq!(
        at(home, T0 + DAY - 1, &["review"], ""),
        "Nothing to review now.\nThe next review is due on 2026-11-26.\n"
    );
    let menu = at(home, T0 + DAY - 1, &["learn"], "quit\n");
    assert!(!menu.contains("Review ("), "{menu}");
    assert!(!menu.contains("due"), "{menu}");

    // Due: a wrong answer (three tries, with the hints) sends it back to box 1.
    let out = at(
        home,
        T0 + DAY,
        &["review"],
        &format!("{bad}\n{bad}\n{bad}\n"),
    );
    insta::assert_snapshot!("review_wrong_goes_back", out);
    let now = T0 + DAY;
    assert_eq!(progress(home)["reviews"][&key]["due"], now + DAY);
    assert_eq!(progress(home)["reviews"][&key]["lapses"], 1);

    // A day later it is due again: the menu says so, and its row starts the review.
    let now = now + DAY;
    let out = at(home, now, &["learn"], &format!("review\n{right}quit\n"));
    insta::assert_snapshot!("review_from_the_menu", out);
    let show = at(home, now, &["progress"], "");
    assert!(
        show.ends_with("reviews: 0 due, 1 waiting, 0 retired (`kaiser review`)\n"),
        "{show}"
    );

    // Then right at growing intervals: 3, 7, 21 and 60 days, never before.
    let mut now = now;
    for (days, said) in [
        (
            3,
            "It comes again in 7 days; 3 more right answers and it is learnt.",
        ),
        (
            7,
            "It comes again in 21 days; 2 more right answers and it is learnt.",
        ),
        (
            21,
            "It comes again in 60 days; one more right answer and it is learnt.",
        ),
        (
            60,
            "Right 5 times at growing intervals: this question is learnt.",
        ),
    ] {
        let early = at(home, now + days * DAY - 1, &["review"], &right);
        assert!(early.starts_with("Nothing to review now."), "{early}");
        now += days * DAY;
        let out = at(home, now, &["review"], &right);
        assert!(out.contains("✔ Right."), "{out}");
        assert!(out.contains(said), "{out}");
        assert!(
            out.ends_with("Review done: 1 of 1 right at the first try.\n"),
            "{out}"
        );
    }
    let card = &progress(home)["reviews"][&key];
    assert_eq!(
        (card["box"].as_u64(), card["retired"].as_bool()),
        (Some(5), Some(true))
    );
    // Retired: never due again.
    assert_eq!(
        at(home, now + 1000 * DAY, &["review"], ""),
        "Nothing to review now.\n"
    );
    assert!(
        at(home, now, &["progress"], "")
            .ends_with("reviews: 0 due, 0 waiting, 1 retired (`kaiser review`)\n")
    );
}

#[test]
fn a_review_in_german() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    a_mistake_in_stecher(home, "de");
    let (lesson, first) = stecher();
    let right = lesson.steps[first].answer_line() + "\n";
    assert_eq!(
        at(home, T0 + 1, &["--lang", "de", "review"], ""),
        "Im Moment ist nichts zu wiederholen.\nDie nächste Wiederholung ist am 2026-11-26 fällig.\n"
    );
    let out = at(
        home,
        T0 + DAY,
        &["--lang", "de", "learn"],
        &format!("wiederholen\n{right}ende\n"),
    );
    insta::assert_snapshot!("review_from_the_menu_de", out);
}

#[test]
fn q_in_a_review_goes_back_to_the_lesson_menu_and_quit_leaves() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    let key = a_mistake_in_stecher(home, "en");
    let out = at(home, T0 + DAY, &["learn"], "review\nq\nquit\n");
    let (review, menu) = out
        .split_once("Review saved; `kaiser review` goes on with what is still due.\n")
        .unwrap();
    assert!(review.contains("Review 1 of 1 · Stecher"), "{review}");
    assert!(menu.contains("Review (1 due)"), "{menu}");
    assert!(menu.ends_with("Bye.\n"), "{menu}");
    let out = at(home, T0 + DAY, &["learn"], "review\nquit\n");
    assert!(
        out.ends_with("Review saved; `kaiser review` goes on with what is still due.\n"),
        "{out}"
    );
    // Nothing answered: the card is as it was.
    assert_eq!(progress(home)["reviews"][&key]["box"], 1);
    assert_eq!(progress(home)["reviews"][&key]["due"], T0 + DAY);
}

#[test]
fn a_wrong_quiz_trick_comes_back_as_the_same_trick() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    let steps = kaiser::lessons::quiz::generate(Some("stans"), 1, 7).unwrap();
    let bad = wrong(&steps[0]);
    at(
        home,
        T0,
        &["quiz", "--variant", "stans", "--seed", "7", "--count", "1"],
        &format!("{bad}\n"),
    );
    let p = progress(home);
    let (key, card) = p["reviews"].as_object().unwrap().iter().next().unwrap();
    assert!(key.starts_with("quiz:stans:"), "{key}");
    assert_eq!(card["what"]["kind"], "quiz");
    assert_eq!(card["what"]["cards"].as_array().unwrap().len(), 4);
    // A quiz trick is the village's only when it is the village's system: --all asks it.
    let out = at(
        home,
        T0 + DAY,
        &["review", "--all"],
        &(steps[0].answer_line() + "\n"),
    );
    insta::assert_snapshot!("review_quiz_trick", out);
}

#[test]
fn a_wrong_prediction_in_a_scenario_comes_back() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    let content = Content::embedded().unwrap();
    let s = content
        .scenarios
        .iter()
        .find(|s| {
            s.steps
                .first()
                .is_some_and(|st| matches!(st.body, Body::Trick { .. }))
        })
        .unwrap();
    let bad = wrong(&s.steps[0]);
    // One wrong guess, then input ends halfway: the card is kept.
    at(home, T0, &["scenario", "play", &s.id], &format!("{bad}\n"));
    let key = format!("scenario:{}:{}:0", s.variant, s.id);
    assert_eq!(progress(home)["reviews"][&key]["box"], 1, "{key}");
    let out = at(
        home,
        T0 + DAY,
        &["review", "--all"],
        &(s.steps[0].answer_line() + "\n"),
    );
    assert!(
        out.contains(&format!("Review 1 of 1 · {}", s.title.en)),
        "{out}"
    );
    assert!(out.contains("✔ Right."), "{out}");
    assert!(
        out.contains("It comes again in 3 days; 4 more right answers and it is learnt."),
        "{out}"
    );
    // Resetting the scenario takes its cards with it.
    at(home, T0 + DAY, &["progress", "reset", &s.id, "--yes"], "");
    assert!(progress(home).get("reviews").is_none());
}

#[test]
fn review_json_matches_its_schema() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    let key = a_mistake_in_stecher(home, "en");
    let args = ["review", "--json"];
    let before: serde_json::Value = serde_json::from_str(&at(home, T0 + 5, &args, "")).unwrap();
    crate::json::assert_valid(&crate::json::schema("review"), &args, &before);
    assert_eq!(before["cards"], serde_json::json!([]));
    assert_eq!(before["next"], "2026-11-26T09:00:00Z");
    let due: serde_json::Value = serde_json::from_str(&at(home, T0 + DAY, &args, "")).unwrap();
    crate::json::assert_valid(&crate::json::schema("review"), &args, &due);
    assert_eq!(due["due"], 1);
    assert_eq!(due["system"], "lungern");
    assert_eq!(due["cards"][0]["key"], key);
    assert_eq!(due["cards"][0]["made"], "2026-11-25T09:00:00Z");
    assert_eq!(due["cards"][0]["due"], "2026-11-26T09:00:00Z");
}

#[test]
fn a_bad_clock_is_a_usage_error() {
    let out = kaiser_at(tempfile::tempdir().unwrap().path())
        .env("KAISER_NOW", "tomorrow")
        .arg("review")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "kaiser: error: KAISER_NOW is no time: \"tomorrow\" (RFC 3339 such as \
         2026-11-25T09:00:00Z, a date such as 2026-11-25, or seconds since 1970; it is meant \
         for tests)\n"
    );
}

#[test]
fn the_review_screen_in_an_80x24_terminal() {
    let home = tempfile::tempdir().unwrap();
    a_mistake_in_stecher(home.path(), "en");
    let (lesson, first) = stecher();
    let Body::Trick { outcome, .. } = &lesson.steps[first].body else {
        panic!("a trick")
    };
    let now = (T0 + DAY).to_string();
    let env = [("KAISER_NOW", now.as_str())];
    let args = ["--color", "never", "review"];
    let mut p = pty_sized_env(home.path(), &args, 80, 24, &env);
    let before = p.exp_string("Who takes this trick?").unwrap();
    // The menu starts on the first card: arrow down to the winner, Enter.
    for _ in 0..outcome.winner {
        p.send("\x1b[B").unwrap();
        p.flush().unwrap();
    }
    p.send("\r").unwrap();
    p.flush().unwrap();
    let raw = format!("{before}Who takes this trick?{}", p.exp_eof().unwrap());
    let lines = crate::fit::screen_lines(&raw);
    let shown = lines.join("\n");
    assert!(shown.contains("Review 1 of 1 · Stecher"), "{shown}");
    assert!(shown.contains("✔ Right."), "{shown}");
    assert!(
        shown.contains("It comes again in 3 days; 4 more right answers and it is learnt."),
        "{shown}"
    );
    assert!(
        shown.contains("Review done: 1 of 1 right at the first try."),
        "{shown}"
    );
    for line in &lines {
        assert!(
            line.chars().count() <= 80,
            "a line over 80 columns:\n{line}\n\nin:\n{shown}"
        );
    }
    // The question, from its heading to the menu's last row, fits one screen.
    let head = lines
        .iter()
        .position(|l| l.starts_with("Review 1 of 1"))
        .unwrap();
    let end = head
        + lines[head..]
            .iter()
            .position(|l| l.contains("· quit"))
            .unwrap();
    assert!(end - head < 24, "{} lines:\n{shown}", end - head + 1);
    assert_eq!(
        progress(home.path())["reviews"].as_object().unwrap().len(),
        1
    );
}
