//! Issue 12's "Done when" for the curriculum: `kaiser learn --variant SYS`, run through every
//! lesson with scripted answers (piped), asks only questions in SYS except where a step says
//! it compares villages; the same for every embedded system. Written over the loaded content
//! (built-in lessons and a format 2 fixture in a `--content` directory, so it checks something
//! whatever the state of the built-in lessons), so it keeps holding as lessons change.

use crate::util::kaiser_at as kaiser;
use kaiser::lessons::Lesson;
use kaiser::rules::catalog;
use std::path::Path;

/// A format 2 lesson in every system: generic questions, `only`/`except` steps, a table and a
/// question fixed to Stans with `compare`, and a page about other villages.
const FIXTURE: &str = r#"format_version: 2
id: fixture-villages
title: {en: "The game of {village}", de: "Das Spiel von {village}"}
summary: {en: "A test lesson after {source}.", de: "Eine Testlektion nach {source}."}
trump: Rosen
steps:
  - kind: explain
    text: {en: "In {village} the Trumpf-Under is called {name:Trumpf-Under}.", de: "In {village} heisst der Trumpf-Under {name:Trumpf-Under}."}
    source: "002_0d36d0d0407ba759.txt §Kartenblatt"
  - kind: trick
    only: [lungern, stans]
    cards: [Eichel-4, Rosen-Ass, Rosen-6]
    expect: Rosen-6
    hints: [{en: "Two trumps.", de: "Zwei Trümpfe."}]
  - kind: table
    except: [karnoeffel]
  - kind: duel
    variant: stans
    compare: true
    cards: [Rosen-Ass, Rosen-5]
    hints: [{en: "The Trumpf-5.", de: "Die Trumpf-5."}]
  - kind: explain
    compare: true
    text: {en: "Elsewhere it differs.", de: "Anderswo ist es anders."}
test:
  - kind: duel
    cards: [Rosen-Ass, Rosen-König]
    hints: [{en: "h", de: "h"}]
  - kind: duel
    cards: [Rosen-König, Eichel-König]
    hints: [{en: "h", de: "h"}]
  - kind: umschlag
    cards: [Eichel-6, Rosen-König]
    hints: [{en: "h", de: "h"}]
"#;

/// The right answer to every question, one line each (piped answers, lessons/README.md).
fn script(lesson: &Lesson) -> String {
    lesson
        .all_steps()
        .filter(|s| s.is_question())
        .map(|s| s.answer_line() + "\n")
        .collect()
}

/// The system part of a step heading ("Step 2 of 5 · Lungern · Trumpf: Rosen" gives
/// "Lungern · Trumpf: Rosen"), or `None` for a line that is no step heading with a setting.
fn setting(line: &str) -> Option<&str> {
    let rest = line
        .strip_prefix("Step ")
        .or_else(|| line.strip_prefix("Test "))?;
    let (counter, setting) = rest.split_once(" · ")?;
    let (n, total) = counter.split_once(" of ")?;
    (n.parse::<usize>().is_ok() && total.parse::<usize>().is_ok()).then_some(setting)
}

fn is_compare_heading(line: &str) -> bool {
    line.starts_with("In another village: ") || line == "In other villages"
}

#[test]
fn every_village_is_asked_only_in_its_own_system_except_in_compare_steps() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("lessons")).unwrap();
    std::fs::write(dir.path().join("lessons/fixture.yaml"), FIXTURE).unwrap();
    let content = kaiser::tutor::content::load(Some(dir.path()), &[]).expect("content loads");
    let mut runs = 0;
    for id in catalog::ids() {
        let place = kaiser::text::system::place(&catalog::load(id).unwrap());
        for lesson in &content.for_village(Some(id)).lessons {
            // Format 1 lessons (the older form, still read for users' own content) name the
            // system of each question themselves and are not built per village: skip them.
            if lesson.format < 2 {
                continue;
            }
            let text = run(dir.path(), id, lesson);
            let lines: Vec<&str> = text.lines().collect();
            let mut settings = 0;
            let mut compares = 0;
            for (i, line) in lines.iter().enumerate() {
                if is_compare_heading(line) {
                    compares += 1;
                }
                let Some(s) = setting(line) else { continue };
                settings += 1;
                let own = s == place || s.starts_with(&format!("{place} · "));
                let compare = i > 0 && is_compare_heading(lines[i - 1]);
                assert!(
                    own || compare,
                    "{id}, {}: a step in another system without a compare heading: {line}\n{text}",
                    lesson.id
                );
            }
            // Every step with a system was seen, and every compare step was headed.
            let steps: Vec<_> = lesson.all_steps().collect();
            let want_settings = steps.iter().filter(|s| s.setting().is_some()).count();
            let want_compares = steps.iter().filter(|s| s.compare.is_some()).count();
            assert_eq!(settings, want_settings, "{id}, {}:\n{text}", lesson.id);
            assert_eq!(compares, want_compares, "{id}, {}:\n{text}", lesson.id);
            runs += 1;
        }
    }
    // The fixture at least, in all eight systems.
    assert!(runs >= catalog::ids().len(), "only {runs} lesson runs");
}

/// `kaiser learn --variant ID LESSON` with the right answers piped; its output.
fn run(content: &Path, id: &str, lesson: &Lesson) -> String {
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["--content"])
        .arg(content)
        .args(["learn", "--variant", id, &lesson.id])
        .write_stdin(script(lesson))
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{id}, {}: {}",
        lesson.id,
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("Lesson done"), "{id}, {}:\n{text}", lesson.id);
    text
}

#[test]
fn the_fixture_reads_as_each_village_would() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("lessons")).unwrap();
    std::fs::write(dir.path().join("lessons/fixture.yaml"), FIXTURE).unwrap();
    let content = kaiser::tutor::content::load(Some(dir.path()), &[]).unwrap();
    let lesson = |v: &str| {
        content
            .for_village(Some(v))
            .lesson("fixture-villages")
            .unwrap()
            .clone()
    };
    let stans = run(dir.path(), "stans", &lesson("stans"));
    let lungern = run(dir.path(), "lungern", &lesson("lungern"));
    let karnoeffel = run(dir.path(), "karnoeffel", &lesson("karnoeffel"));
    // Title and placeholders, filled per village.
    assert!(
        stans.starts_with(
            "fixture-villages · The game of Stans\nA test lesson after Achermann 1978.\n"
        ),
        "{stans}"
    );
    assert!(
        stans.contains("In Stans the Trumpf-Under is called Jos."),
        "{stans}"
    );
    assert!(
        lungern.contains("In Lungern the Trumpf-Under is called Trumpf-Bauer."),
        "{lungern}"
    );
    // The Stans question is an ordinary step for a Stans learner, a compare step elsewhere.
    assert!(!stans.contains("In another village"), "{stans}");
    assert!(
        lungern.contains(
            "In another village: Stans [Achermann 1978]\nStep 4 of 5 · Stans · Trumpf: Rosen\n"
        ),
        "{lungern}"
    );
    assert!(
        lungern.contains("In other villages\nStep 5 of 5\n"),
        "{lungern}"
    );
    // `only` and `except`: Karnöffel sees neither the trick nor its own table.
    assert!(karnoeffel.contains("Step 1 of 3\n"), "{karnoeffel}");
    assert!(
        !karnoeffel.contains("Who takes this trick?"),
        "{karnoeffel}"
    );
    // German headings.
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["--lang", "de", "--content"])
        .arg(dir.path())
        .args(["learn", "--variant", "lungern", "fixture-villages"])
        .write_stdin(script(&lesson("lungern")))
        .output()
        .unwrap();
    let de = String::from_utf8(out.stdout).unwrap();
    assert!(
        de.contains("In einem anderen Dorf: Stans [Achermann 1978]\n"),
        "{de}"
    );
    assert!(de.contains("In anderen Dörfern\n"), "{de}");
}

#[test]
fn lessons_not_written_for_the_village_are_not_offered() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("lessons")).unwrap();
    let only_stans = FIXTURE.replace(
        "trump: Rosen\n",
        "trump: Rosen\nsystems: [stans, lungern, karnoeffel]\n",
    );
    std::fs::write(dir.path().join("lessons/fixture.yaml"), only_stans).unwrap();
    let home = tempfile::tempdir().unwrap();
    let lessons = |v: &str| {
        let out = kaiser(home.path())
            .args(["--content"])
            .arg(dir.path())
            .args(["lessons", "--json", "--variant", v])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let list: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        list["lessons"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["id"].as_str().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    assert!(lessons("stans").contains(&"fixture-villages".to_string()));
    assert!(!lessons("buochs").contains(&"fixture-villages".to_string()));
    let out = kaiser(home.path())
        .args(["--content"])
        .arg(dir.path())
        .args(["learn", "--variant", "buochs", "fixture-villages"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "kaiser: error: lesson 'fixture-villages' is not written for Buochs [Achermann 1978]; `kaiser lessons` lists yours\n"
    );
}

#[test]
fn the_quiz_asks_the_lessons_done_in_the_village() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("lessons")).unwrap();
    std::fs::write(dir.path().join("lessons/fixture.yaml"), FIXTURE).unwrap();
    let content = kaiser::tutor::content::load(Some(dir.path()), &[]).unwrap();
    let stans = content.for_village(Some("stans"));
    let lesson = stans.lesson("fixture-villages").unwrap();
    let home = tempfile::tempdir().unwrap();
    let quiz = || {
        let out = kaiser(home.path())
            .args(["--content"])
            .arg(dir.path())
            .args(["quiz", "--count", "12", "--seed", "5"])
            .write_stdin("skip\n".repeat(12))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let learn = kaiser(home.path())
        .args(["--content"])
        .arg(dir.path())
        .args(["learn", "--variant", "stans", "quit-at-once"])
        .output()
        .unwrap();
    assert_eq!(
        learn.status.code(),
        Some(2),
        "the village is chosen all the same"
    );
    // Before the lesson: the engine's tricks of four cards only, all in Stans.
    let before = quiz();
    assert!(!before.contains("Which of these two cards"), "{before}");
    assert_eq!(before.matches("· Stans · Trumpf:").count(), 12, "{before}");
    let done = kaiser(home.path())
        .args(["--content"])
        .arg(dir.path())
        .args(["learn", "fixture-villages"])
        .write_stdin(script(lesson))
        .output()
        .unwrap();
    assert!(
        String::from_utf8(done.stdout)
            .unwrap()
            .contains("Lesson done")
    );
    // After it: its duels and Umschlag join, asked in Stans.
    let after = quiz();
    assert!(
        after.contains("Which of these two cards") || after.contains("What is trump"),
        "{after}"
    );
    assert!(!after.contains("In another village"), "{after}");
    for line in after.lines().filter(|l| l.starts_with("Quiz ")) {
        assert!(line.contains(" · Stans"), "{line}");
    }
}
