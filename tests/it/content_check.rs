//! `kaiser check` and the learner's own content through the real binary: the built-in
//! content passes; a bad file is named with its line and problem; own lessons add to and
//! replace built-in ones; single files; a directory without content; a FIFO never read;
//! an unknown lesson or scenario gets a suggestion and exit 2.

use crate::util::{kaiser_at as kaiser, stderr};
use kaiser::lessons::Content;

/// What `kaiser check` counts of the built-in content, worked out from the library.
pub(crate) struct Counts {
    /// The lessons.
    pub lessons: usize,
    /// The lessons' questions.
    pub questions: usize,
    /// The scenarios.
    pub scenarios: usize,
    /// The scenarios' tricks and Umschläge.
    pub tricks: usize,
}

/// The built-in content's [`Counts`] (also `german_cli`'s German report).
pub(crate) fn built_in_counts() -> Counts {
    let content = Content::embedded().unwrap();
    Counts {
        lessons: content.lessons.len(),
        questions: content
            .lessons
            .iter()
            .map(|l| l.all_steps().filter(|s| s.is_question()).count())
            .sum(),
        scenarios: content.scenarios.len(),
        tricks: content.scenarios.iter().map(|s| s.questions()).sum(),
    }
}

#[test]
fn check_passes_on_the_built_in_content() {
    let Counts {
        lessons,
        questions,
        scenarios,
        tricks,
    } = built_in_counts();
    let puzzles: usize = kaiser::lessons::puzzles::embedded()
        .unwrap()
        .iter()
        .map(|s| s.puzzles.len())
        .sum();
    let home = tempfile::tempdir().unwrap();
    kaiser(home.path()).arg("check").assert().success().stdout(format!(
        "ok: {lessons} lessons with {questions} questions, {scenarios} scenarios with {tricks} tricks and Umschläge; every stated answer agrees with the engine\nok: {puzzles} puzzles in 8 files re-solved, each with one answer\n"
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
