//! Honest feedback (issue 12, item 4): a right answer is marked ✔ and a wrong one ✘, each
//! with words, in the quiz and in `scenario play`, piped and on a terminal, in English and
//! German; a pick in a terminal menu is echoed plainly, never with dialoguer's ✔.

use crate::util::{kaiser_at as kaiser, pty, stdout};
use kaiser::lessons::Content;
use kaiser::lessons::step::{Body, Step};

/// The number of a wrong card for a trick question (the one after the winner).
fn wrong_pick(step: &Step) -> usize {
    match &step.body {
        Body::Trick { cards, outcome, .. } => (outcome.winner + 1) % cards.len() + 1,
        _ => unreachable!("a trick"),
    }
}

#[test]
fn piped_quiz_marks_right_and_wrong_with_words_in_both_languages() {
    let steps = kaiser::lessons::quiz::generate(Some("stans"), 2, 42).unwrap();
    let input = format!("{}\n{}\n", wrong_pick(&steps[0]), steps[1].answer_line());
    for (lang, wrong, right) in [
        ("en", "\n✘ Not right: you said ", "\n✔ Right.\n"),
        ("de", "\n✘ Nicht richtig: Du hast ", "\n✔ Richtig.\n"),
    ] {
        let home = tempfile::tempdir().unwrap();
        let out = kaiser(home.path())
            .args(["--lang", lang, "quiz", "--variant", "stans"])
            .args(["--count", "2", "--seed", "42"])
            .write_stdin(input.clone())
            .output()
            .unwrap();
        assert!(out.status.success());
        let text = stdout(&out);
        assert_eq!(text.matches(wrong).count(), 1, "{lang}:\n{text}");
        assert_eq!(text.matches(right).count(), 1, "{lang}:\n{text}");
        assert!(
            text.find(wrong) < text.find(right),
            "the wrong answer came first:\n{text}"
        );
    }
}

#[test]
fn piped_scenario_play_marks_right_and_wrong_with_words() {
    let content = Content::embedded().unwrap();
    let sc = content
        .scenarios
        .iter()
        .find(|s| {
            s.steps
                .iter()
                .filter(|s| matches!(s.body, Body::Trick { .. }))
                .count()
                >= 2
        })
        .expect("a scenario with two tricks to predict");
    // The first trick wrong, every other question right.
    let mut first = true;
    let input: String = sc
        .steps
        .iter()
        .filter(|s| s.is_question())
        .map(|s| match &s.body {
            Body::Trick { .. } if std::mem::take(&mut first) => format!("{}\n", wrong_pick(s)),
            _ => s.answer_line() + "\n",
        })
        .collect();
    for (lang, wrong, right) in [
        ("en", "\n✘ Not right: you said ", "\n✔ Right.\n"),
        ("de", "\n✘ Nicht richtig: Du hast ", "\n✔ Richtig.\n"),
    ] {
        let home = tempfile::tempdir().unwrap();
        let out = kaiser(home.path())
            .args(["--lang", lang, "scenario", "play", &sc.id])
            .write_stdin(input.clone())
            .output()
            .unwrap();
        assert!(out.status.success());
        let text = stdout(&out);
        assert_eq!(text.matches(wrong).count(), 1, "{lang}:\n{text}");
        assert_eq!(
            text.matches(right).count(),
            sc.questions() - 1,
            "{lang}:\n{text}"
        );
    }
}

#[test]
fn a_wrong_menu_pick_on_a_terminal_is_a_red_cross_with_words_and_no_green_tick() {
    let steps = kaiser::lessons::quiz::generate(Some("stans"), 1, 42).unwrap();
    let down = wrong_pick(&steps[0]) - 1;
    let home = tempfile::tempdir().unwrap();
    let mut p = pty(
        home.path(),
        &[
            "--color",
            "always",
            "quiz",
            "--variant",
            "stans",
            "--count",
            "1",
            "--seed",
            "42",
        ],
    );
    p.exp_string("Who takes").unwrap();
    for _ in 0..down {
        p.send("\x1b[B").unwrap();
        p.flush().unwrap();
    }
    p.send("\r").unwrap();
    p.flush().unwrap();
    let before = p.exp_string("Not right").unwrap();
    p.exp_eof().unwrap();
    // rexpect reads each byte as a char: back to UTF-8.
    let bytes: Vec<u8> = before.chars().map(|c| c as u32 as u8).collect();
    let before = String::from_utf8_lossy(&bytes);
    assert!(
        before.contains("Your answer: "),
        "the pick is echoed: {before:?}"
    );
    assert!(before.contains('✘'), "{before:?}");
    assert!(
        !before.contains('✔'),
        "no ✔ (dialoguer's green success mark) before the verdict: {before:?}"
    );
}
