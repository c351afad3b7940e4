//! A way back (issue 12, item 6): in a lesson `back` goes to the step before (from the test:
//! to the lesson's last step, the test starting again), `intro` shows the introduction again,
//! Esc or q (typed: `menu`, `q`) go up to the lesson menu and from the menu out of kaiser with
//! progress kept; the same keys on every screen with a legend shown once per kind of screen;
//! a hint row in a terminal menu is never echoed as an answer (item 4); Esc in an order
//! question opens its other ways; the first village menu chooses nothing out of sight.
//!
//! The lesson here is a fixture of our own (`--content`), so the transcripts do not change
//! when the built-in lessons are rewritten; its rules are cited as in the built-in lessons.

use crate::util::{kaiser_at as kaiser, pty, stdout};
use std::path::Path;

/// Three steps (a question, a page, a question) and a test of two; the questions and the
/// page are Lungern's, with the sources the built-in Stecher lesson cites for them.
const NAV: &str = r#"format_version: 1
id: nav
title: {en: "The way back", de: "Der Weg zurück"}
summary:
  en: "A short lesson to go back and forth in."
  de: "Eine kurze Lektion zum Vor- und Zurückgehen."
variant: lungern
trump: Rosen
steps:
  - kind: trick
    cards: [Eichel-4, Rosen-Ass, Rosen-6]
    expect: Rosen-6
    hints:
      - en: "Both trump cards are Stecher. Which stands higher?"
        de: "Beide Trumpfkarten sind Stecher. Welche steht höher?"
    source: "000_03ddb346fab875bf.txt §Stecher, §Machtposition"
  - kind: explain
    text:
      en: "In Lungern the Trumpf-6 stands just above the Trumpf-Ass."
      de: "In Lungern steht die Trumpf-6 gleich über dem Trumpf-Ass."
    source: "000_03ddb346fab875bf.txt §Machtposition"
  - kind: duel
    cards: [Schellen-Banner, Eichel-König]
    expect: Schellen-Banner
    hints:
      - en: "A led Stecher gives no suit, so the König has no suit to take in."
        de: "Ein ausgegebener Stecher gibt keine Farbe, also hat der König keine Farbe, in der er nimmt."
    source: "000_03ddb346fab875bf.txt §Satzfarbe"
test:
  - kind: trick
    cards: [Eichel-4, Rosen-Ass, Rosen-6]
    expect: Rosen-6
    hints:
      - en: "Both trump cards are Stecher. Which stands higher?"
        de: "Beide Trumpfkarten sind Stecher. Welche steht höher?"
    source: "000_03ddb346fab875bf.txt §Stecher, §Machtposition"
  - kind: duel
    cards: [Schellen-Banner, Eichel-König]
    expect: Schellen-Banner
    hints:
      - en: "A led Stecher gives no suit, so the König has no suit to take in."
        de: "Ein ausgegebener Stecher gibt keine Farbe, also hat der König keine Farbe, in der er nimmt."
    source: "000_03ddb346fab875bf.txt §Satzfarbe"
"#;

/// A content directory holding the fixture lesson.
fn content() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("lessons")).unwrap();
    std::fs::write(dir.path().join("lessons/nav.yaml"), NAV).unwrap();
    dir
}

fn progress(home: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(home.join("progress.json")).unwrap()).unwrap()
}

/// rexpect reads each byte as a char: back to UTF-8.
fn utf8(seen: &str) -> String {
    let bytes: Vec<u8> = seen.chars().map(|c| c as u32 as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The fixture lesson passes `kaiser check --content`: its lessons' part, the loading that
/// judges every stated answer by the engine (the run would re-solve every shipped puzzle
/// besides; `content_check` runs it once).
#[test]
fn the_fixture_lesson_passes_check() {
    let dir = content();
    let content = kaiser::tutor::content::load(Some(dir.path()), &[]).expect("it loads");
    assert!(content.lesson("nav").is_some());
}

/// Piped, the words: `back` on the first step says there is nothing before; `intro` shows
/// the introduction and asks again; `back` in the test goes to the lesson's last step and
/// the test starts again; the words legend comes once.
#[test]
fn piped_back_intro_and_back_from_the_test() {
    for (lang, script) in [
        (
            "en",
            "back\nintro\n3\nback\n2\nSchellen-Banner\n3\nback\n1\n3\nquit\n",
        ),
        (
            "de",
            "zurück\neinleitung\n3\nzurück\n2\nSchellen-Banner\n3\nzurück\n1\n3\nende\n",
        ),
    ] {
        let dir = content();
        let home = tempfile::tempdir().unwrap();
        let out = kaiser(home.path())
            .args(["--lang", lang, "--content"])
            .arg(dir.path())
            .args(["learn", "--variant", "lungern", "nav"])
            .write_stdin(script)
            .output()
            .unwrap();
        assert!(out.status.success());
        let text = stdout(&out);
        insta::assert_snapshot!(format!("piped_back_intro_{lang}"), text);
        let legend = if lang == "en" {
            "Also: back"
        } else {
            "Ausserdem: zurück"
        };
        assert_eq!(text.matches(legend).count(), 1, "{text}");
        // Left at the test's second question: the first was answered right once, after the
        // test started again.
        let p = progress(home.path());
        assert_eq!(p["lessons"]["nav"]["next"], 4, "{p}");
        assert_eq!(p["lessons"]["nav"]["test"]["asked"], 1, "{p}");
        assert_eq!(p["lessons"]["nav"]["test"]["right"], 1, "{p}");
    }
}

/// Typed `menu` (or `q`) in a lesson goes to the lesson menu with progress kept; `q` in the
/// menu leaves kaiser (exit 0).
#[test]
fn piped_menu_goes_up_and_q_in_the_menu_leaves() {
    for (lang, up, heading, bye) in [
        ("en", "menu", "kaiser learn · ", "Bye.\n"),
        ("de", "menü", "kaiser learn · ", "Tschüss.\n"),
        ("en", "q", "kaiser learn · ", "Bye.\n"),
    ] {
        let dir = content();
        let home = tempfile::tempdir().unwrap();
        let out = kaiser(home.path())
            .args(["--lang", lang, "--content"])
            .arg(dir.path())
            .args(["learn", "--variant", "lungern", "nav"])
            .write_stdin(format!("3\n{up}\nq\n"))
            .output()
            .unwrap();
        assert!(out.status.success());
        let text = stdout(&out);
        let asked = text.find(&format!(": {up}\n")).expect(&text);
        let menu = text.rfind(heading).expect(&text);
        assert!(asked < menu, "the menu after the word:\n{text}");
        assert!(text.ends_with(bye), "{text}");
        assert!(!text.contains("Progress saved"), "{text}");
        let p = progress(home.path());
        assert_eq!(
            p["lessons"]["nav"]["next"], 2,
            "kept at the second question: {p}"
        );
        assert_eq!(p["village"], "lungern");
    }
}

/// From the lesson menu, the village menu: `menu` (Esc on a terminal) goes back to the
/// lesson menu with the game unchanged.
#[test]
fn the_village_menu_from_the_lesson_menu_goes_back_to_it() {
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["learn", "--variant", "stans"])
        .write_stdin("village\nmenu\nquit\n")
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = stdout(&out);
    let village = text.find("Which game do you play?").expect(&text);
    let again = text.rfind("kaiser learn · ").expect(&text);
    assert!(village < again, "{text}");
    assert!(text.ends_with("Bye.\n"), "{text}");
    assert_eq!(progress(home.path())["village"], "stans");
}

/// Predictions go one way: back and intro say so and ask again; `q` leaves the quiz.
#[test]
fn back_in_the_quiz_is_explained_and_q_leaves() {
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["quiz", "--variant", "stans", "--count", "2", "--seed", "42"])
        .write_stdin("back\nintro\nq\n")
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = stdout(&out);
    assert_eq!(
        text.matches("back and intro work in lessons; here each prediction counts once.\n")
            .count(),
        2,
        "{text}"
    );
    assert!(text.ends_with("Score: 0 of 0.\n"), "{text}");
    assert!(!text.contains("Quiz 2 of 2"), "{text}");
}

/// Down `n` rows, then Enter.
fn pick(p: &mut rexpect::session::PtySession, n: usize) {
    for _ in 0..n {
        p.send("\x1b[B").unwrap();
        p.flush().unwrap();
    }
    p.send("\r").unwrap();
    p.flush().unwrap();
}

fn send(p: &mut rexpect::session::PtySession, keys: &str) {
    p.send(keys).unwrap();
    p.flush().unwrap();
}

/// In a terminal: the legend once; Esc on a question goes to the lesson menu (its own
/// legend), q there leaves with exit 0 and the progress kept.
#[cfg(unix)]
#[test]
fn esc_on_a_question_goes_to_the_menu_and_q_there_leaves() {
    let dir = content();
    let home = tempfile::tempdir().unwrap();
    let dir_arg = dir.path().to_str().unwrap();
    let mut p = pty(
        home.path(),
        &[
            "--color",
            "never",
            "--content",
            dir_arg,
            "learn",
            "--variant",
            "lungern",
            "nav",
        ],
    );
    p.exp_string("Who takes this trick?").unwrap();
    p.exp_string("Enter choose (an answer, or a row: hint, back, intro)")
        .unwrap();
    p.exp_string("Esc/q menu").unwrap();
    // Rosen-6, the third card.
    pick(&mut p, 2);
    p.exp_string("Right.").unwrap();
    p.exp_string("[Enter] go on").unwrap();
    p.exp_string("[b] back").unwrap();
    p.exp_string("[i] intro").unwrap();
    p.exp_string("[Esc/q] lesson menu").unwrap();
    send(&mut p, "\r");
    let seen = utf8(&p.exp_string("Which of these two cards").unwrap());
    assert!(!seen.contains("Keys:"), "the legend comes once: {seen:?}");
    send(&mut p, "\x1b");
    p.exp_string("Your game: Lungern").unwrap();
    p.exp_string("Enter choose").unwrap();
    p.exp_string("Esc/q leave (progress is kept)").unwrap();
    send(&mut p, "q");
    p.exp_string("Bye.").unwrap();
    p.exp_eof().unwrap();
    let status = p.process().wait().unwrap();
    assert!(
        matches!(status, rexpect::process::WaitStatus::Exited(_, 0)),
        "{status:?}"
    );
    let saved = progress(home.path());
    assert_eq!(saved["lessons"]["nav"]["next"], 2, "{saved}");
    assert_eq!(saved["last"], "nav");
}

/// In a terminal: b on a page goes back to the question before; the question's row "back"
/// goes back to the page (and is not echoed as an answer); q on a page goes to the menu.
#[cfg(unix)]
#[test]
fn back_on_a_page_and_from_a_question_in_a_terminal() {
    let dir = content();
    let home = tempfile::tempdir().unwrap();
    let dir_arg = dir.path().to_str().unwrap();
    let mut p = pty(
        home.path(),
        &[
            "--color",
            "never",
            "--content",
            dir_arg,
            "learn",
            "--variant",
            "lungern",
            "nav",
        ],
    );
    p.exp_string("Who takes this trick?").unwrap();
    pick(&mut p, 2);
    p.exp_string("[Enter] go on").unwrap();
    send(&mut p, "b");
    // Step 1 again.
    p.exp_string("Step 1 of 3").unwrap();
    p.exp_string("Who takes this trick?").unwrap();
    pick(&mut p, 2);
    p.exp_string("[Enter] go on").unwrap();
    send(&mut p, "\r");
    p.exp_string("Which of these two cards").unwrap();
    // Rows: the two cards, hint, show the answer, back.
    p.exp_string("back: the step before").unwrap();
    pick(&mut p, 4);
    let seen = utf8(&p.exp_string("Step 2 of 3").unwrap());
    assert!(!seen.contains("Your answer"), "back is no answer: {seen:?}");
    assert!(!seen.contains('✘'), "{seen:?}");
    p.exp_string("Trumpf-6 stands just above").unwrap();
    p.exp_string("[Enter] go on").unwrap();
    send(&mut p, "q");
    p.exp_string("Your game: Lungern").unwrap();
    send(&mut p, "q");
    p.exp_eof().unwrap();
    assert_eq!(progress(home.path())["lessons"]["nav"]["next"], 1);
}

/// In a terminal, the hint row shows the hint and is never echoed as an answer: no ✘, no
/// "you said", no "Your answer" (issue 12, item 4).
#[cfg(unix)]
#[test]
fn the_hint_row_shows_the_hint_and_is_no_answer() {
    let dir = content();
    let home = tempfile::tempdir().unwrap();
    let dir_arg = dir.path().to_str().unwrap();
    let mut p = pty(
        home.path(),
        &[
            "--color",
            "never",
            "--content",
            dir_arg,
            "learn",
            "--variant",
            "lungern",
            "nav",
        ],
    );
    p.exp_string("Who takes this trick?").unwrap();
    p.exp_string("show the answer").unwrap();
    // Three cards, then the hint row.
    pick(&mut p, 3);
    let seen = utf8(
        &p.exp_string("Hint: Both trump cards are Stecher. Which stands higher?")
            .unwrap(),
    );
    for echo in ["Your answer", "✘", "you said", "Not right"] {
        assert!(!seen.contains(echo), "{echo}: {seen:?}");
    }
    // The question is asked again: the right card is right at once.
    pick(&mut p, 2);
    let seen = utf8(&p.exp_string("Right.").unwrap());
    assert!(seen.contains("Your answer: Rosen-6"), "{seen:?}");
    assert!(!seen.contains('✘'), "{seen:?}");
    send(&mut p, "\x1b");
    p.exp_string("Your game: Lungern").unwrap();
    send(&mut p, "\x1b");
    p.exp_eof().unwrap();
}

/// The first `kaiser learn` in a terminal: the village menu with its legend, arrows and
/// Enter choose Stans, and the progress file keeps it.
#[cfg(unix)]
#[test]
fn the_village_menu_in_a_terminal() {
    let home = tempfile::tempdir().unwrap();
    let ids = kaiser::tutor::runner::villages();
    let stans = ids.iter().position(|id| *id == "stans").unwrap();
    let mut p = pty(home.path(), &["--color", "never", "learn"]);
    p.exp_string("Which game do you play?").unwrap();
    p.exp_string("Enter choose").unwrap();
    p.exp_string("Esc/q leave (progress is kept)").unwrap();
    p.exp_string("karnoeffel").unwrap();
    pick(&mut p, stans);
    // The menu echoes the pick; then only how to change it is said (not the village twice).
    // Echoed by its name alone, without the id and the padding of the menu's columns.
    p.exp_string("Your game: Stans [Achermann 1978]\r\nChange it with the menu entry")
        .unwrap();
    // The lesson menu right under it does not name it again (said twice, it read as two
    // things); its rows follow its heading.
    let seen = crate::pty_game::utf8(&p.exp_string("Quit").unwrap());
    assert!(
        seen.contains("kaiser learn · 12 lessons · 0 done"),
        "{seen:?}"
    );
    assert!(!seen.contains("Your game"), "{seen:?}");
    send(&mut p, "q");
    p.exp_string("Bye.").unwrap();
    p.exp_eof().unwrap();
    assert_eq!(progress(home.path())["village"], "stans");
}

/// Esc on the first village menu leaves without choosing anything.
#[cfg(unix)]
#[test]
fn esc_on_the_first_village_menu_chooses_nothing() {
    let home = tempfile::tempdir().unwrap();
    let mut p = pty(home.path(), &["--color", "never", "learn"]);
    p.exp_string("karnoeffel").unwrap();
    send(&mut p, "\x1b");
    p.exp_string("Bye.").unwrap();
    p.exp_eof().unwrap();
    let village = std::fs::read_to_string(home.path().join("progress.json"))
        .ok()
        .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
        .map(|p| p["village"].clone());
    assert!(
        matches!(village, None | Some(serde_json::Value::Null)),
        "{village:?}"
    );
}

/// The quiz in a terminal: its own legend, and Esc leaves with the score.
#[cfg(unix)]
#[test]
fn the_quiz_legend_and_esc_in_a_terminal() {
    let home = tempfile::tempdir().unwrap();
    let mut p = pty(
        home.path(),
        &[
            "--color",
            "never",
            "quiz",
            "--variant",
            "stans",
            "--count",
            "2",
            "--seed",
            "42",
        ],
    );
    p.exp_string("Enter choose (a card, or a row: hint, answer)")
        .unwrap();
    p.exp_string("Esc/q leave").unwrap();
    send(&mut p, "\x1b");
    p.exp_string("Score: 0 of 0.").unwrap();
    p.exp_eof().unwrap();
}

/// A lesson whose first question is an order question (sorted with keys on a terminal),
/// then the test of the fixture above.
fn order_content() -> tempfile::TempDir {
    let dir = content();
    let test = &NAV[NAV.find("test:").unwrap()..];
    let order = format!(
        r#"format_version: 1
id: order
title: {{en: "An order", de: "Eine Reihenfolge"}}
summary: {{en: "One order question.", de: "Eine Frage nach der Reihenfolge."}}
variant: lungern
trump: Rosen
steps:
  - kind: order
    cards: [Rosen-Ass, Rosen-6]
    expect: [Rosen-6, Rosen-Ass]
    hints:
      - en: "In Lungern the Trumpf-6 stands just above the Trumpf-Ass."
        de: "In Lungern steht die Trumpf-6 gleich über dem Trumpf-Ass."
    source: "000_03ddb346fab875bf.txt §Machtposition"
{test}"#
    );
    std::fs::write(dir.path().join("lessons/order.yaml"), order).unwrap();
    dir
}

/// In an order question Esc opens the question's other ways (sort again, hint, the
/// answer, the introduction, the lesson menu, quit); Esc there goes up to the lesson menu.
#[cfg(unix)]
#[test]
fn esc_in_an_order_question_opens_its_ways_and_esc_again_goes_up() {
    let dir = order_content();
    let home = tempfile::tempdir().unwrap();
    let dir_arg = dir.path().to_str().unwrap();
    let mut p = pty(
        home.path(),
        &[
            "--color",
            "never",
            "--content",
            dir_arg,
            "learn",
            "--variant",
            "lungern",
            "order",
        ],
    );
    // The sort help (wrapped to the terminal) names what Esc opens.
    p.exp_string("hint, answer, intro, menu, quit)").unwrap();
    p.exp_string("Your order").unwrap();
    send(&mut p, "\x1b");
    p.exp_string("sort again").unwrap();
    p.exp_string("the introduction again").unwrap();
    p.exp_string("lesson menu").unwrap();
    send(&mut p, "\x1b");
    p.exp_string("Your game: Lungern").unwrap();
    send(&mut p, "q");
    p.exp_string("Bye.").unwrap();
    p.exp_eof().unwrap();
    assert_eq!(progress(home.path())["lessons"]["order"]["next"], 0);
}

/// Enter alone on the first village menu in a terminal takes the row the cursor is on,
/// which is shown (the marker on the first row), and the choice is said at once: nothing
/// is chosen out of sight.
#[cfg(unix)]
#[test]
fn enter_on_the_first_village_menu_takes_the_row_shown() {
    let home = tempfile::tempdir().unwrap();
    let mut p = pty(home.path(), &["--color", "never", "learn"]);
    let seen = utf8(&p.exp_string("karnoeffel").unwrap());
    let first = villages_first_row(&seen);
    assert!(
        first.starts_with("> 1. lungern"),
        "the cursor on the first row: {seen:?}"
    );
    send(&mut p, "\r");
    p.exp_string("Lungern [Gasser 2015-17]\r\nChange it with the menu entry")
        .unwrap();
    send(&mut p, "q");
    p.exp_eof().unwrap();
    assert_eq!(progress(home.path())["village"], "lungern");
}

/// The menu row of the first village, as the terminal drew it.
fn villages_first_row(seen: &str) -> String {
    seen.split(['\r', '\n'])
        .map(|l| l.rsplit('\u{1b}').next().unwrap_or(l))
        .map(|l| l.trim_start_matches(|c: char| c == '[' || c.is_ascii_digit() || c == 'K'))
        .find(|l| l.contains("lungern"))
        .unwrap_or_default()
        .to_string()
}
