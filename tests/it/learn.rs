//! The tutor end to end through the real binary: every lesson and scenario run to its end
//! with answers on stdin, wrong answers and hints, the lesson list, the language, the quiz,
//! and one lesson in a real pseudo-terminal. The progress file is tested in
//! progress_file.rs, `kaiser check` and own content in content_check.rs.
//!
//! The scripted answers come from the content's own questions (`Step::answer_line`), so each
//! run proves that the runner accepts the engine's answer to every question and reaches the
//! end; the hand-written transcripts below prove what a learner sees.

use crate::util::{kaiser_at as kaiser, pty, stderr, stdout};
use kaiser::i18n::Pick;
use kaiser::lessons::step::Body;
use kaiser::lessons::{Content, Lesson};
use std::path::Path;

pub(crate) fn progress(home: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(home.join("progress.json")).unwrap()).unwrap()
}

/// The right answer to every question of a lesson, one line each.
pub(crate) fn script(lesson: &Lesson) -> String {
    lesson
        .all_steps()
        .filter(|s| s.is_question())
        .map(|s| s.answer_line() + "\n")
        .collect()
}

#[test]
fn every_lesson_runs_to_its_end_in_both_languages() {
    // The lessons as a Lungern learner takes them (the runs below choose Lungern).
    let content = Content::embedded().unwrap().for_village(Some("lungern"));
    assert!(
        content.lessons.len() >= 12,
        "the curriculum has at least 12 lessons"
    );
    for lesson in &content.lessons {
        for (lang, done_word, score_word) in [
            ("en", "Lesson done", "right at the first try"),
            ("de", "Lektion fertig", "beim ersten Versuch richtig"),
        ] {
            let home = tempfile::tempdir().unwrap();
            let out = kaiser(home.path())
                .args(["--lang", lang, "learn", "--variant", "lungern", &lesson.id])
                .write_stdin(script(lesson))
                .output()
                .unwrap();
            let text = stdout(&out);
            assert!(
                out.status.success(),
                "{} ({lang}): {}",
                lesson.id,
                stderr(&out)
            );
            assert!(
                text.contains(done_word),
                "{} ({lang}) did not finish:\n{text}",
                lesson.id
            );
            let n = lesson.test.len();
            assert!(
                text.contains(&format!(
                    "{n} {} {n} {score_word}",
                    if lang == "en" { "of" } else { "von" }
                )),
                "{} ({lang}): every test question right:\n{text}",
                lesson.id
            );
            let p = progress(home.path());
            assert_eq!(p["lessons"][&lesson.id]["done"], true, "{}", lesson.id);
            assert_eq!(p["lessons"][&lesson.id]["last_test"]["right"], n as u64);
            // Every text of the lesson was shown in this language.
            let first = lesson.steps[0].text.as_ref().map(|t| {
                t.in_lang(if lang == "en" {
                    kaiser::lessons::Lang::En
                } else {
                    kaiser::lessons::Lang::De
                })
            });
            if let Some(first) = first {
                let words: Vec<&str> = first.split_whitespace().take(3).collect();
                assert!(
                    text.contains(&words.join(" ")),
                    "{} ({lang}) shows its first text",
                    lesson.id
                );
            }
        }
    }
}

/// `scenario show` tells each scenario whole, every trick with its winner. (That each plays
/// to its end with every answer right, in both languages, and is saved, is proved by
/// `predict::no_trick_is_told_before_its_prediction_in_any_scenario_in_either_language`,
/// on the same runs.)
#[test]
fn every_scenario_shows_each_trick_with_its_winner() {
    let content = Content::embedded().unwrap();
    assert!(!content.scenarios.is_empty());
    for sc in &content.scenarios {
        let home = tempfile::tempdir().unwrap();
        let shown = kaiser(home.path())
            .args(["scenario", "show", &sc.id])
            .output()
            .unwrap();
        assert!(shown.status.success());
        for step in sc.steps.iter().filter(|s| s.is_question()) {
            if let Body::Trick {
                setup,
                cards,
                outcome,
                ..
            } = &step.body
            {
                let line = format!("{} takes the trick.", setup.label(cards[outcome.winner]));
                assert!(stdout(&shown).contains(&line), "{}: {line}", sc.id);
            }
        }
    }
}

/// What a learner sees: a hint asked for, a misspelt card, a wrong answer with the next hint,
/// a right answer with the engine's reasoning, and leaving in the middle.
#[test]
fn a_learner_with_wrong_answers_and_hints() {
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern", "stecher"])
        .write_stdin("hint\nRosen-Asss\n2\n3\nquit\n")
        .output()
        .unwrap();
    assert!(out.status.success());
    insta::assert_snapshot!("learn_stecher_wrong_then_right", stdout(&out));
    assert_eq!(stderr(&out), "");
    let p = progress(home.path());
    assert_eq!(p["last"], "stecher");
    assert_eq!(
        p["lessons"]["stecher"]["next"], 3,
        "steps 1-3 done, the duel is next"
    );
}

#[test]
fn three_wrong_answers_show_the_answer_and_go_on() {
    let content = Content::embedded().unwrap();
    let lesson = content.lesson("stecher").unwrap();
    let first = lesson.steps.iter().find(|s| s.is_question()).unwrap();
    let Body::Trick { cards, outcome, .. } = &first.body else {
        panic!("a trick first")
    };
    let wrong = (0..cards.len()).find(|i| *i != outcome.winner).unwrap() + 1;
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern", "stecher"])
        .write_stdin(format!("{wrong}\n{wrong}\n{wrong}\n"))
        .output()
        .unwrap();
    let text = stdout(&out);
    assert_eq!(text.matches("Not right.").count(), 3, "{text}");
    assert!(text.contains(&format!(
        "{} takes the trick.",
        first.answer_text(kaiser::lessons::Lang::En)
    )));
    // The lesson went on to the next question, then input ended: progress kept there.
    assert!(text.contains("Progress saved; `kaiser learn stecher` goes on from here."));
    assert!(
        progress(home.path())["lessons"]["stecher"]["next"]
            .as_u64()
            .unwrap()
            > 1
    );
}

#[test]
fn lessons_lists_progress_and_json() {
    let home = tempfile::tempdir().unwrap();
    let content = Content::embedded().unwrap();
    let cards = content.lesson("cards").unwrap();
    kaiser(home.path())
        .args(["learn", "--variant", "lungern", "cards"])
        .write_stdin(script(cards))
        .assert()
        .success();
    let out = kaiser(home.path())
        .args(["lessons", "--json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let list = v["lessons"].as_array().unwrap();
    assert_eq!(list.len(), content.lessons.len());
    assert_eq!(list[0]["id"], "cards");
    assert_eq!(list[0]["title"]["en"], cards.title.en.as_str());
    assert_eq!(list[0]["title"]["de"], cards.title.de.as_str());
    assert_eq!(list[0]["done"], true);
    assert_eq!(list[1]["done"], false);
    let table = stdout(&kaiser(home.path()).arg("lessons").output().unwrap());
    let n = cards.test.len();
    assert!(table.contains(&format!("done {n}/{n}")), "{table}");
    let de = stdout(
        &kaiser(home.path())
            .args(["--lang", "de", "lessons"])
            .output()
            .unwrap(),
    );
    assert!(de.contains(&format!("fertig {n}/{n}")), "{de}");
    assert!(de.contains(&cards.title.de), "{de}");
}

#[test]
fn lang_comes_from_the_locale_unless_given() {
    let home = tempfile::tempdir().unwrap();
    let run = |envs: &[(&str, &str)], args: &[&str]| {
        let mut cmd = kaiser(home.path());
        for (k, v) in envs {
            cmd.env(k, v);
        }
        stdout(&cmd.args(args).arg("lessons").output().unwrap())
    };
    assert!(run(&[("LANG", "de_CH.UTF-8")], &[]).contains("Lektion"));
    assert!(run(&[("LANG", "de_CH.UTF-8"), ("LC_ALL", "en_US.UTF-8")], &[]).contains("Lesson"));
    assert!(run(&[("LANG", "de_CH.UTF-8")], &["--lang", "en"]).contains("Lesson"));
    assert!(run(&[], &[]).contains("Lesson"));
}

#[test]
fn quiz_is_seeded_and_scored() {
    let steps = kaiser::lessons::quiz::generate(Some("stans"), 4, 42).unwrap();
    let answers: String = steps.iter().map(|s| s.answer_line() + "\n").collect();
    let home = tempfile::tempdir().unwrap();
    let run = |input: &str| {
        kaiser(home.path())
            .args(["quiz", "--variant", "stans", "--count", "4", "--seed", "42"])
            .write_stdin(input.to_string())
            .output()
            .unwrap()
    };
    let first = run(&answers);
    let text = stdout(&first);
    assert!(
        text.starts_with("Seed 42 (the same --seed gives the same quiz).\n"),
        "{text}"
    );
    assert!(text.ends_with("Score: 4 of 4.\n"), "{text}");
    assert_eq!(
        stdout(&run(&answers)),
        text,
        "the same seed gives the same quiz"
    );
    let q = progress(home.path())["quiz"].clone();
    assert_eq!(
        (q["right"].as_u64(), q["asked"].as_u64()),
        (Some(8), Some(8))
    );
    // One wrong guess: the answer is shown, the score says so.
    let wrong: Vec<String> = steps
        .iter()
        .map(|s| match &s.body {
            Body::Trick { cards, outcome, .. } => {
                ((outcome.winner + 1) % cards.len() + 1).to_string()
            }
            _ => unreachable!(),
        })
        .collect();
    let text = stdout(&run(&format!(
        "{}\n{}\n",
        wrong[0],
        answers.lines().skip(1).collect::<Vec<_>>().join("\n")
    )));
    assert!(text.contains("✘ Not right: you said "), "{text}");
    assert!(text.ends_with("Score: 3 of 4.\n"), "{text}");
    kaiser(home.path())
        .args(["quiz", "--count", "0"])
        .assert()
        .code(2);
}

/// The interactive path: dialoguer menus in a real pseudo-terminal.
#[cfg(unix)]
#[test]
fn a_lesson_in_a_real_terminal() {
    let content = Content::embedded().unwrap();
    let lesson = content.lesson("stecher").unwrap();
    let (first_q, step) = lesson
        .steps
        .iter()
        .enumerate()
        .find(|(_, s)| s.is_question())
        .unwrap();
    let Body::Trick { outcome, .. } = &step.body else {
        panic!("a trick first")
    };
    let home = tempfile::tempdir().unwrap();
    let mut p = pty(
        home.path(),
        &[
            "--color",
            "never",
            "learn",
            "--variant",
            "lungern",
            "stecher",
        ],
    );
    // Pages of teaching wait for a key.
    for _ in 0..first_q {
        p.exp_string("[Enter] go on").unwrap();
        p.send("\r").unwrap();
        p.flush().unwrap();
    }
    p.exp_string("Who takes this trick?").unwrap();
    // The menu starts on the first card: arrow down to the winner, Enter.
    for _ in 0..outcome.winner {
        p.send("\x1b[B").unwrap();
        p.flush().unwrap();
    }
    p.send("\r").unwrap();
    p.flush().unwrap();
    // The engine's steps, then the verdict under them (once), in view above what follows.
    p.exp_string("takes the trick.").unwrap();
    p.exp_string(" Right.\r\n").unwrap();
    p.exp_string("[Enter] go on").unwrap();
    // q on a page goes up to the lesson menu; q there leaves.
    p.send("q").unwrap();
    p.flush().unwrap();
    p.exp_string("Your game: Lungern").unwrap();
    p.send("q").unwrap();
    p.flush().unwrap();
    p.exp_string("Bye.").unwrap();
    p.exp_eof().unwrap();
    let saved = progress(home.path());
    assert_eq!(saved["lessons"]["stecher"]["next"], (first_q + 1) as u64);

    // Again: it resumes there; Ctrl-C at the page leaves the saved progress as it was.
    let mut p = pty(
        home.path(),
        &[
            "--color",
            "never",
            "learn",
            "--variant",
            "lungern",
            "stecher",
        ],
    );
    p.exp_string(&format!(
        "Going on where you left off: {}.",
        kaiser::tutor::runner::place(lesson, first_q + 1, kaiser::lessons::Lang::En)
    ))
    .unwrap();
    p.exp_string("[Enter] go on").unwrap();
    p.send_control('c').unwrap();
    p.exp_eof().unwrap();
    // The terminal is raw there, so Ctrl-C reaches kaiser as a key: still exit 130.
    let status = p.process().wait().unwrap();
    assert!(
        matches!(status, rexpect::process::WaitStatus::Exited(_, 130)),
        "{status:?}"
    );
    assert_eq!(progress(home.path()), saved);
}

/// A question without hints says so, and how to see the answer, in both languages.
#[test]
fn a_question_without_hints_says_so() {
    for (lang, ask, says) in [
        (
            "en",
            "hint\nquit\n",
            "This question has no hints; \"show the answer\" (or typing skip) shows it.\n",
        ),
        (
            "de",
            "tipp\nende\n",
            "Zu dieser Frage gibt es keine Tipps; «Antwort zeigen» (oder «zeigen» tippen) zeigt sie dir.\n",
        ),
    ] {
        let home = tempfile::tempdir().unwrap();
        let out = kaiser(home.path())
            .args(["--lang", lang, "scenario", "play", "liebenau-l"])
            .write_stdin(ask)
            .output()
            .unwrap();
        assert!(stdout(&out).contains(says), "{}", stdout(&out));
    }
}

/// Walk ux7: Lungern's Stupf are the Trumpf-7, -8 and -9 (Gasser 2015-17, §Stupf: "Die
/// Siebnig, Achtig, Neunig der Trumpffarbe sind Stupf"); the lesson names all three before
/// its first question, in both languages.
#[test]
fn lungern_stupf_names_the_trumpf_9_and_8_too() {
    for (lang, quit, says) in [
        ("en", "quit\n", "Trumpf-9 and Trumpf-8 are the lower Stupf."),
        (
            "de",
            "ende\n",
            "Trumpf-9 und Trumpf-8 sind die tieferen Stupf.",
        ),
    ] {
        let home = tempfile::tempdir().unwrap();
        let out = kaiser(home.path())
            .args(["--lang", lang, "learn", "--variant", "lungern", "stupf"])
            .write_stdin(quit)
            .output()
            .unwrap();
        let text = stdout(&out);
        assert!(out.status.success(), "{}", stderr(&out));
        assert!(text.contains(says), "{text}");
        insta::assert_snapshot!(format!("lungern_stupf_to_first_question_{lang}"), text);
    }
}

/// Piped, an empty line is no answer: it says so and what an answer is (a card's number or
/// name, or hint, skip, quit), in both languages, asks again, and the end of input still
/// ends the lesson with its progress saved (exit 0).
#[test]
fn an_empty_answer_says_what_an_answer_is() {
    for lang in ["en", "de"] {
        let home = tempfile::tempdir().unwrap();
        let out = kaiser(home.path())
            .args(["--lang", lang, "learn", "--variant", "lungern", "stecher"])
            .write_stdin("\n\n")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert_eq!(stderr(&out), "");
        insta::assert_snapshot!(format!("learn_empty_answer_{lang}"), stdout(&out));
    }
}
