//! The tutor end to end through the real binary: every lesson and scenario run to its end
//! with answers on stdin, wrong answers and hints, progress written, resumed, reset and
//! recovered from a corrupt file, `kaiser check` on good and bad content, and one lesson in a
//! real pseudo-terminal.
//!
//! The scripted answers come from the content's own questions (`Step::answer_line`), so each
//! run proves that the runner accepts the engine's answer to every question and reaches the
//! end; the hand-written transcripts below prove what a learner sees.

use crate::util::{kaiser_at as kaiser, process as kaiser_process, pty};
use kaiser::i18n::Pick;
use kaiser::lessons::step::Body;
use kaiser::lessons::{Content, Lesson};
use std::path::Path;

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

fn progress(home: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(home.join("progress.json")).unwrap()).unwrap()
}

/// The right answer to every question of a lesson, one line each.
fn script(lesson: &Lesson) -> String {
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

#[test]
fn every_scenario_plays_to_its_end() {
    let content = Content::embedded().unwrap();
    assert!(!content.scenarios.is_empty());
    for sc in &content.scenarios {
        let home = tempfile::tempdir().unwrap();
        let answers: String = sc
            .steps
            .iter()
            .filter(|s| s.is_question())
            .map(|s| s.answer_line() + "\n")
            .collect();
        let out = kaiser(home.path())
            .args(["scenario", "play", &sc.id])
            .write_stdin(answers)
            .output()
            .unwrap();
        let n = sc.questions();
        let text = stdout(&out);
        assert!(out.status.success(), "{}: {}", sc.id, stderr(&out));
        assert!(
            text.contains(&format!("Score: {n} of {n}.")),
            "{}:\n{text}",
            sc.id
        );
        assert_eq!(
            progress(home.path())["scenarios"][&sc.id]["right"],
            n as u64
        );
        // show tells the same example without asking.
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
fn end_of_input_saves_and_a_second_run_resumes() {
    let content = Content::embedded().unwrap();
    let lesson = content.lesson("throner").unwrap();
    let answers: Vec<String> = lesson
        .all_steps()
        .filter(|s| s.is_question())
        .map(|s| s.answer_line())
        .collect();
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern", "throner"])
        .write_stdin(format!("{}\n", answers[0]))
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(stdout(&out).ends_with("Progress saved; `kaiser learn throner` goes on from here.\n"));
    let next = progress(home.path())["lessons"]["throner"]["next"]
        .as_u64()
        .unwrap() as usize;
    let second_question = lesson
        .all_steps()
        .enumerate()
        .filter(|(_, s)| s.is_question())
        .nth(1)
        .unwrap()
        .0;
    assert_eq!(next, second_question, "saved at the unanswered question");
    // The menu suggests the unfinished lesson; Enter takes it, and it goes on where it stopped.
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern"])
        .write_stdin(format!("\n{}\n", answers[1..].join("\n")))
        .output()
        .unwrap();
    let text = stdout(&out);
    assert!(text.contains("Enter = throner"), "{text}");
    assert!(
        text.contains(&format!(
            "Going on where you left off: {}.",
            kaiser::tutor::runner::place(lesson, next, kaiser::lessons::Lang::En)
        )),
        "{text}"
    );
    assert!(text.contains("Lesson done"), "{text}");
    assert_eq!(progress(home.path())["lessons"]["throner"]["done"], true);
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
fn progress_reset_asks_first() {
    let home = tempfile::tempdir().unwrap();
    let content = Content::embedded().unwrap();
    kaiser(home.path())
        .args(["learn", "--variant", "lungern", "cards"])
        .write_stdin(script(content.lesson("cards").unwrap()))
        .assert()
        .success();
    // No (and end of input) deletes nothing.
    for answer in ["n\n", ""] {
        kaiser(home.path())
            .args(["progress", "reset", "cards"])
            .write_stdin(answer)
            .assert()
            .success()
            .stdout(format!(
                "Delete the progress of cards? [y/N] {}\nNothing deleted.\n",
                answer.trim()
            ));
        assert_eq!(progress(home.path())["lessons"]["cards"]["done"], true);
    }
    kaiser(home.path())
        .args(["progress", "reset", "cards"])
        .write_stdin("y\n")
        .assert()
        .success()
        .stdout("Delete the progress of cards? [y/N] y\nDeleted.\n");
    assert!(progress(home.path())["lessons"].get("cards").is_none());
    kaiser(home.path())
        .args(["progress", "reset", "--yes"])
        .assert()
        .success()
        .stdout("Deleted.\n");
    kaiser(home.path())
        .args(["progress", "reset", "stecherr"])
        .assert()
        .code(2)
        .stderr("kaiser: error: no lesson or scenario 'stecherr'; did you mean stecher?\n");
}

#[test]
fn a_corrupt_progress_file_is_kept_aside_and_replaced() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(
        home.path().join("progress.json"),
        "{\"format_version\": 1, \"lessons\": 7",
    )
    .unwrap();
    let out = kaiser(home.path()).arg("lessons").output().unwrap();
    assert!(out.status.success());
    let err = stderr(&out);
    assert!(
        err.starts_with("kaiser: warning: the progress file "),
        "{err}"
    );
    assert!(err.contains("is not valid JSON"), "{err}");
    let backups: Vec<String> = std::fs::read_dir(home.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("progress.corrupt-"))
        .collect();
    assert_eq!(backups.len(), 1);
    assert!(
        err.contains(&backups[0]),
        "the notice names the backup: {err}"
    );
    // A newer format is refused (exit 1): never overwritten, never moved (issue 13).
    std::fs::write(home.path().join("progress.json"), "{\"format_version\": 5}").unwrap();
    let content = Content::embedded().unwrap();
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern", "cards"])
        .write_stdin(script(content.lesson("cards").unwrap()))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("written by a newer kaiser (format_version 5"));
    assert_eq!(progress(home.path())["format_version"], 5);
    assert!(!std::fs::read_dir(home.path()).unwrap().any(|e| {
        e.unwrap()
            .file_name()
            .to_string_lossy()
            .starts_with("progress.newer-")
    }));
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

#[test]
fn check_passes_on_the_built_in_content() {
    let content = Content::embedded().unwrap();
    let questions: usize = content
        .lessons
        .iter()
        .map(|l| l.all_steps().filter(|s| s.is_question()).count())
        .sum();
    let tricks: usize = content.scenarios.iter().map(|s| s.questions()).sum();
    let puzzles: usize = kaiser::lessons::puzzles::embedded()
        .unwrap()
        .iter()
        .map(|s| s.puzzles.len())
        .sum();
    let home = tempfile::tempdir().unwrap();
    kaiser(home.path()).arg("check").assert().success().stdout(format!(
        "ok: {} lessons with {questions} questions, {} scenarios with {tricks} tricks and Umschläge; every stated answer agrees with the engine\nok: {puzzles} puzzles in 8 files re-solved, each with one answer\n",
        content.lessons.len(),
        content.scenarios.len()
    ));
}

#[test]
fn check_names_file_line_and_problem() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("lessons")).unwrap();
    std::fs::create_dir(dir.path().join("scenarios")).unwrap();
    let lesson = r#"format_version: 1
id: mine
title: {en: Mine, de: Meins}
summary: {en: A test., de: Ein Test.}
see: [liebenau-mm]
steps:
  - kind: trick
    variant: stans
    trump: Rosen
    cards: [Rosen-7, Mugg, Jos]
    expect: Mugg
    hints: [{en: The Jos., de: Der Jos.}]
  - kind: duel
    variant: lungern
    trump: Rosen
    cards: [Rosen-Kng, Eichel-7]
    hints: [{en: x, de: y}]
  - kind: order
    variant: stanz
    trump: Rosen
    cards: [Mugg, Jos]
    hints: [{en: x, de: y}]
  - kind: choice
    variant: stans
    question: {en: Which?, de: ""}
    options: [{en: a, de: a}, {en: b, de: b}]
    answer: 3
    hints: [{en: x, de: y}]
test:
  - kind: umschlag
    variant: stans
    cards: [Rosen-König, Eichel-Ass]
    expect: Rosen
  - kind: trick
    variant: stans
    trump: Rosen
    cards: [Rosen-7]
    stock: [Eichel-9]
    hints: [{en: x, de: y}]
"#;
    std::fs::write(dir.path().join("lessons/mine.yaml"), lesson).unwrap();
    std::fs::write(
        dir.path().join("scenarios/newer.yaml"),
        "format_version: 2\nid: x\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("scenarios/bad.yaml"),
        "format_version: 1\nid: [\n",
    )
    .unwrap();
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["check", "--content"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out).replace(&dir.path().display().to_string(), "DIR");
    insta::assert_snapshot!("check_bad_content", err);
}

#[test]
fn own_content_adds_and_replaces() {
    let content = Content::embedded().unwrap();
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("lessons")).unwrap();
    let cards_file = std::fs::read_to_string("lessons/01-cards.yaml").unwrap();
    std::fs::write(
        dir.path().join("lessons/cards.yaml"),
        cards_file
            .lines()
            .map(|l| {
                if l.starts_with("title:") {
                    "title: {en: My own cards lesson, de: Meine Karten}"
                } else {
                    l
                }
            })
            .collect::<Vec<_>>()
            .join("\n"),
    )
    .unwrap();
    std::fs::write(
        dir.path().join("lessons/zz-house.yaml"),
        cards_file.replacen("id: cards", "id: house", 1),
    )
    .unwrap();
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["lessons", "--json", "--content"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let ids: Vec<&str> = v["lessons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids.len(), content.lessons.len() + 1);
    assert_eq!(ids[0], "cards", "a replaced lesson keeps its place");
    assert_eq!(ids.last(), Some(&"house"), "a new lesson comes last");
    assert_eq!(v["lessons"][0]["title"]["en"], "My own cards lesson");
}

#[test]
fn unknown_lesson_or_scenario_gets_a_suggestion_and_exit_2() {
    let home = tempfile::tempdir().unwrap();
    kaiser(home.path())
        .args(["learn", "--variant", "lungern", "stechr"])
        .assert()
        .code(2)
        .stderr("kaiser: error: no lesson 'stechr'; did you mean stecher?; `kaiser lessons` lists them\n");
    kaiser(home.path())
        .args(["scenario", "show", "liebenau-n"])
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
    p.exp_string("Right.").unwrap();
    p.exp_string("takes the trick.").unwrap();
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

#[test]
fn progress_show_names_the_file() {
    let home = tempfile::tempdir().unwrap();
    kaiser(home.path())
        .arg("progress")
        .assert()
        .success()
        .stdout(format!(
            "{}\nYour game: not chosen yet (`kaiser learn` asks).\n\
             lessons: 0 begun, 0 done · scenarios: 0 played · quiz: 0 of 0 right\n",
            home.path().join("progress.json").display()
        ));
}

#[test]
fn check_takes_single_files() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mine.yaml");
    let scenario = std::fs::read_to_string("scenarios/liebenau-l.yaml").unwrap();
    // The same scenario with its first trick's winner changed: the engine disagrees.
    std::fs::write(
        &file,
        scenario.replacen("expect: Rosen-Under", "expect: Rosen-6", 1),
    )
    .unwrap();
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .arg("check")
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.starts_with("kaiser: error: 1 problem in lessons and scenarios:\n"),
        "{err}"
    );
    assert!(err.contains("mine.yaml:"), "{err}");
    assert!(
        err.contains("expects Rosen-6 (Trumpfsechse), but the engine gives Rosen-Under (Jos)"),
        "{err}"
    );
}

/// Poll `home/progress.json` until `done` holds for the answers of the quiz it counts (0
/// while there is no file), and give that count. Each read must be a whole file: a save is
/// the state before it or after it, never half of one. Not a time window: it waits for the
/// event; the 60 s cap is only a failsafe against a run that never saves.
#[cfg(unix)]
fn wait_for_quiz_saves(
    home: &Path,
    child: &mut std::process::Child,
    done: impl Fn(u64) -> bool,
) -> u64 {
    let failsafe = std::time::Instant::now() + std::time::Duration::from_secs(60);
    loop {
        let asked = match std::fs::read_to_string(home.join("progress.json")) {
            Ok(text) => {
                let p: serde_json::Value = serde_json::from_str(&text)
                    .unwrap_or_else(|e| panic!("half a save ({e}): {text:?}"));
                assert_eq!(p["format_version"], 4, "{text}");
                p["quiz"]["asked"].as_u64().unwrap_or(0)
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => 0,
            Err(e) => panic!("progress.json: {e}"),
        };
        if done(asked) {
            return asked;
        }
        if let Some(status) = child.try_wait().unwrap() {
            panic!("the quiz ended ({status}) before {asked} answers were followed by more");
        }
        if std::time::Instant::now() > failsafe {
            let _ = child.kill();
            panic!("no save in 60 s (stuck at {asked} answers)");
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
}

#[cfg(unix)]
#[test]
fn kill_9_during_saves_leaves_the_old_or_the_new_state() {
    use std::io::Write as _;
    use std::os::unix::process::ExitStatusExt as _;
    let home = tempfile::tempdir().unwrap();
    let mut asked_before = 0;
    // Each answer of the quiz saves the progress. Each round gives a quiz of 100 questions 40
    // answers at once and keeps its input open (so it cannot end by itself), waits until the
    // file shows a few more saved answers than before (more each round), and kills it with
    // SIGKILL there, while it is still saving the answers that follow.
    for round in 0..6u64 {
        let mut child = kaiser_process(home.path(), &["quiz", "--count", "100", "--seed", "3"])
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        // 80 bytes: the pipe takes them at once.
        stdin.write_all("1\n".repeat(40).as_bytes()).unwrap();
        let target = asked_before + 1 + 3 * round;
        let seen = wait_for_quiz_saves(home.path(), &mut child, |asked| asked >= target);
        child.kill().unwrap(); // SIGKILL
        let status = child.wait().unwrap();
        drop(stdin);
        assert_eq!(status.signal(), Some(9), "round {round}: {status}");
        // After the kill: still whole, and nothing saved was lost.
        let asked = wait_for_quiz_saves(home.path(), &mut child, |_| true);
        assert!(asked >= seen, "round {round}: {asked} < {seen}");
        asked_before = asked;
    }
    eprintln!("{asked_before} answers saved");
    // The next run starts cleanly and sweeps temp files a killed writer left.
    let out = kaiser(home.path()).args(["progress"]).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let left: Vec<String> = std::fs::read_dir(home.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".progress.json."))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn two_sessions_at_once_keep_both_lessons() {
    use std::io::Write as _;
    let content = Content::embedded().unwrap();
    let home = tempfile::tempdir().unwrap();
    let (a, b) = (&content.lessons[0], &content.lessons[1]);
    // Both run at the same time, answering step by step.
    let children: Vec<_> = [a, b]
        .into_iter()
        .map(|lesson| {
            let mut child =
                kaiser_process(home.path(), &["learn", "--variant", "lungern", &lesson.id])
                    .spawn()
                    .unwrap();
            let mut stdin = child.stdin.take().unwrap();
            let answers = script(lesson);
            // Line by line, as a learner types (no pause needed: the two runs overlap, and
            // the result must hold for any interleaving of their saves).
            let feeder = std::thread::spawn(move || {
                for line in answers.lines() {
                    let _ = stdin.write_all(format!("{line}\n").as_bytes());
                    let _ = stdin.flush();
                }
            });
            (child, feeder)
        })
        .collect();
    for (mut child, feeder) in children {
        feeder.join().unwrap();
        assert!(child.wait().unwrap().success());
    }
    let p = progress(home.path());
    for lesson in [a, b] {
        assert_eq!(
            p["lessons"][&lesson.id]["done"], true,
            "{} is done in the shared file: {p}",
            lesson.id
        );
    }
}

#[test]
fn progress_reset_takes_a_number_and_says_when_there_is_nothing() {
    let home = tempfile::tempdir().unwrap();
    let content = Content::embedded().unwrap();
    let fourth = &content.lessons[3].id;
    let out = kaiser(home.path())
        .args(["progress", "reset", "4", "--yes"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        format!("There is no progress for {fourth}; nothing to delete.\n")
    );
    // With progress in lesson 4, the number deletes it.
    let answers: String = script(&content.lessons[3])
        .lines()
        .take(1)
        .map(|l| format!("{l}\n"))
        .collect();
    kaiser(home.path())
        .args(["learn", "--variant", "lungern", "4"])
        .write_stdin(answers)
        .assert()
        .success();
    assert!(progress(home.path())["lessons"][fourth].is_object());
    kaiser(home.path())
        .args(["progress", "reset", "4", "--yes"])
        .assert()
        .success();
    assert!(progress(home.path())["lessons"][fourth].is_null());
    let out = kaiser(home.path())
        .args(["progress", "reset", "99", "--yes"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("no lesson 99"));
}

#[cfg(unix)]
#[test]
fn ctrl_c_while_reading_a_pipe_exits_130_without_terminal_codes() {
    let home = tempfile::tempdir().unwrap();
    use std::io::Read as _;
    let mut child = kaiser_process(home.path(), &["learn", "--variant", "lungern", "1"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Keep stdin open: the tutor blocks on the next answer.
    let stdin = child.stdin.take().unwrap();
    // Its first output comes after the Ctrl-C handler is set: wait for that byte (the event,
    // not a time), then keep draining stdout so no write can block.
    let mut out = child.stdout.take().unwrap();
    let mut first = [0u8; 1];
    assert_eq!(
        out.read(&mut first).unwrap(),
        1,
        "no output before the first answer"
    );
    let drain = std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
    let killed = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let out = child.wait_with_output().unwrap();
    drop(stdin);
    drain.join().unwrap().unwrap();
    assert_eq!(out.status.code(), Some(130));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !err.contains('\u{1b}'),
        "no terminal codes on a pipe: {err:?}"
    );
}

#[test]
fn a_content_directory_must_hold_lessons_or_scenarios() {
    let home = tempfile::tempdir().unwrap();
    let empty = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["check", "--content"])
        .arg(empty.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("no lessons/ or scenarios/ in it"),
        "{}",
        stderr(&out)
    );
    // Set by the environment, the message names the variable.
    let out = kaiser(home.path())
        .arg("lessons")
        .env("KAISER_CONTENT", "/nonexistent-kaiser-content")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("KAISER_CONTENT=/nonexistent-kaiser-content: not a directory"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn progress_show_counts_only_known_lessons() {
    let home = tempfile::tempdir().unwrap();
    let content = Content::embedded().unwrap();
    let known = &content.lessons[0].id;
    std::fs::write(
        home.path().join("progress.json"),
        format!(
            r#"{{"format_version":1,"lessons":{{"ghost":{{"next":1,"done":true}},"{known}":{{"next":2,"done":false}}}},"scenarios":{{}},"quiz":{{"right":0,"asked":0}}}}"#
        ),
    )
    .unwrap();
    let out = kaiser(home.path()).arg("progress").output().unwrap();
    let text = stdout(&out);
    assert!(
        text.contains("lessons: 1 begun, 0 done · scenarios: 0 played"),
        "{text}"
    );
    assert!(
        text.contains("(and 1 entry for lessons or scenarios not in this content)"),
        "{text}"
    );
}

/// A FIFO named like a content file in a `--content` directory is reported and never read:
/// reading it would block for ever (found by an adversarial pass).
#[test]
fn a_fifo_in_the_content_directory_does_not_block_and_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("scenarios")).unwrap();
    let fifo = dir.path().join("scenarios/pipe.yaml");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["check", "--content"])
        .arg(dir.path())
        .output()
        .unwrap();
    // Reported, not skipped in silence (issue 13), and never read.
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        format!(
            "kaiser: error: 1 problem in lessons and scenarios:\n  {}: is not a regular file \
             (a pipe, socket or device); only YAML files are read\n",
            fifo.display()
        )
    );
}

/// On a terminal, `progress reset` asks with a menu of "nein" and "ja" in German (dialoguer's
/// own confirmation knows only y/n); arrow down and Enter say yes.
#[test]
fn reset_asks_in_german_on_a_terminal() {
    let home = tempfile::tempdir().unwrap();
    // Something to delete: a finished quiz leaves no lesson, so write a lesson's progress.
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern", "cards"])
        .write_stdin("quit\n")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let mut p = pty(
        home.path(),
        &["--color", "never", "--lang", "de", "progress", "reset"],
    );
    p.exp_string("nein").unwrap();
    p.exp_string("ja").unwrap();
    p.send("\x1b[B").unwrap();
    p.flush().unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    p.exp_eof().unwrap();
    let left = std::fs::read_to_string(home.path().join("progress.json")).unwrap();
    assert!(!left.contains("\"cards\""), "{left}");
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
