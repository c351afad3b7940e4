//! Choosing the village: the first `kaiser learn` asks which game the learner plays (piped:
//! one line, a number or an id), keeps it in the progress file, `--variant` and
//! `KAISER_VARIANT` skip the question, the menu entry changes it, and the quiz draws from it.

use crate::util::{kaiser_at as kaiser, stdout};
use std::path::Path;

fn progress(home: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(home.join("progress.json")).unwrap()).unwrap()
}

#[test]
fn the_first_learn_asks_the_village_and_keeps_it() {
    for lang in ["en", "de"] {
        let home = tempfile::tempdir().unwrap();
        // A misspelt id gets a suggestion; then the number of Stans; then leave the menu.
        let out = kaiser(home.path())
            .args(["--lang", lang, "learn"])
            .write_stdin("stanz\n3\nquit\n")
            .output()
            .unwrap();
        assert!(out.status.success());
        insta::assert_snapshot!(format!("first_learn_asks_the_village_{lang}"), stdout(&out));
        // The menu entry the confirmation names is one the menu shows in this language.
        let text = stdout(&out);
        let entry = if lang == "de" { "dorf" } else { "village" };
        assert!(text.contains(&format!("13. {entry} ")), "{text}");
        let named = if lang == "de" {
            format!("«{entry}»")
        } else {
            format!("'{entry}'")
        };
        assert!(text.contains(&named), "{text}");
        // Every row of the village menu names its source in book form, in brackets, the
        // historical systems too.
        let rows: Vec<&str> = text
            .lines()
            .filter(|l| l.starts_with("  ") && l.trim_start().starts_with(char::is_numeric))
            .take(8)
            .collect();
        assert_eq!(rows.len(), 8, "{text}");
        for row in &rows {
            assert!(row.ends_with(']') && row.contains(" ["), "{row:?}");
        }
        assert!(
            text.contains("  6. liebenau         Liebenau 1841 [Liebenau 1841 (in Zelger 1969)]\n"),
            "{text}"
        );
        assert!(
            text.contains("  8. karnoeffel       Karnöffel [Wikipedia: Kaisern]\n"),
            "{text}"
        );
        // The game chosen is said once: the confirmation, not again by the menu under it.
        let game = if lang == "de" {
            "Dein Spiel: Stans"
        } else {
            "Your game: Stans"
        };
        assert_eq!(text.matches(game).count(), 1, "{text}");
        // The lessons' ids, which may be typed, are shown in both languages, and every
        // lesson row still fits 80 columns with the longest status ("Schritt 10 von 14"
        // where it says "neu"; a terminal shows a row as wide as here).
        assert!(text.contains("   4. stecher      "), "{text}");
        let (new, longest) = if lang == "de" {
            ("neu", "Schritt 10 von 14")
        } else {
            ("new", "Step 10 of 14")
        };
        for row in text.lines().filter(|l| l.ends_with(&format!("  {new}"))) {
            let widest = row.chars().count() - new.len() + longest.len();
            assert!(widest <= 80, "{widest} columns: {row:?}");
        }
        assert_eq!(progress(home.path())["village"], "stans");
        assert_eq!(progress(home.path())["format_version"], 5);
        // Asked once: the next run goes to the menu.
        let out = kaiser(home.path())
            .args(["--lang", lang, "learn"])
            .write_stdin("quit\n")
            .output()
            .unwrap();
        let text = stdout(&out);
        assert!(!text.contains("Which game"), "{text}");
        assert!(text.contains("Stans [Achermann 1978]"), "{text}");
    }
}

#[test]
fn variant_and_kaiser_variant_skip_the_question() {
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern"])
        .write_stdin("quit\n")
        .output()
        .unwrap();
    let text = stdout(&out);
    assert!(!text.contains("Which game"), "{text}");
    assert!(
        text.contains("Your game: Lungern [Gasser 2015-17]"),
        "{text}"
    );
    assert_eq!(progress(home.path())["village"], "lungern");
    let out = kaiser(home.path())
        .arg("learn")
        .env("KAISER_VARIANT", "willisau")
        .write_stdin("quit\n")
        .output()
        .unwrap();
    assert!(
        stdout(&out).contains("Your game: Willisau"),
        "{}",
        stdout(&out)
    );
    assert_eq!(progress(home.path())["village"], "willisau");
    // An unknown id is a usage error with a suggestion.
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungrn"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("did you mean lungern?"), "{err}");
}

#[test]
fn the_menu_entry_changes_the_village_and_progress_is_per_village() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(
        home.path().join("progress.json"),
        r#"{"format_version": 1, "lessons": {"stecher": {"next": 2, "done": false}}}"#,
    )
    .unwrap();
    // An old file: its lessons belong to the village chosen first.
    kaiser(home.path())
        .args(["learn", "--variant", "lungern"])
        .write_stdin("quit\n")
        .assert()
        .success();
    let p = progress(home.path());
    assert_eq!(p["village"], "lungern");
    assert_eq!(p["lessons"]["stecher"]["next"], 2);
    // The menu entry, then Buochs by id.
    let out = kaiser(home.path())
        .arg("learn")
        .write_stdin("village\nbuochs\nquit\n")
        .output()
        .unwrap();
    let text = stdout(&out);
    assert!(text.contains("Your game: Buochs"), "{text}");
    let p = progress(home.path());
    assert_eq!(p["village"], "buochs");
    assert_eq!(p["lessons"], serde_json::json!({}));
    assert_eq!(
        p["other_villages"]["lungern"]["lessons"]["stecher"]["next"],
        2
    );
}

#[test]
fn the_quiz_draws_from_the_learners_village() {
    let home = tempfile::tempdir().unwrap();
    kaiser(home.path())
        .args(["learn", "--variant", "karnoeffel"])
        .write_stdin("quit\n")
        .assert()
        .success();
    let out = kaiser(home.path())
        .args(["quiz", "--seed", "7", "--count", "3"])
        .write_stdin("")
        .output()
        .unwrap();
    let text = stdout(&out);
    assert!(
        text.contains("karnoeffel") || text.contains("Karnöffel"),
        "{text}"
    );
    for other in ["Lungern", "Stans", "Willisau", "Silenen"] {
        assert!(!text.contains(other), "{text}");
    }
}

#[test]
fn progress_show_and_lessons_name_the_village() {
    let home = tempfile::tempdir().unwrap();
    kaiser(home.path())
        .args(["learn", "--variant", "buochs"])
        .write_stdin("quit\n")
        .assert()
        .success();
    for (lang, line) in [
        ("en", "Your game: Buochs [Achermann 1978]\n"),
        ("de", "Dein Spiel: Buochs [Achermann 1978]\n"),
    ] {
        let show = kaiser(home.path())
            .args(["--lang", lang, "progress", "show"])
            .output()
            .unwrap();
        let show = stdout(&show);
        assert_eq!(show.lines().nth(1), Some(line.trim_end()), "{show}");
        let lessons = kaiser(home.path())
            .args(["--lang", lang, "lessons"])
            .output()
            .unwrap();
        let lessons = stdout(&lessons);
        assert!(lessons.starts_with(line), "{lessons}");
    }
}

/// Enter alone on the first village menu chooses nothing (no village is chosen for the
/// learner): it says so and asks again; the prompt offers no default.
#[test]
fn enter_alone_on_the_first_village_menu_chooses_nothing() {
    for (lang, says, prompt) in [
        (
            "en",
            "Enter alone chooses nothing: type your game's number or id.\n",
            "Your game (number or id; quit): \n",
        ),
        (
            "de",
            "Enter allein wählt nichts: tippe die Nummer oder die ID deines Spiels.\n",
            "Dein Spiel (Nummer oder ID; ende): \n",
        ),
    ] {
        let home = tempfile::tempdir().unwrap();
        let out = kaiser(home.path())
            .args(["--lang", lang, "learn"])
            .write_stdin("\n\n")
            .output()
            .unwrap();
        assert!(out.status.success());
        let text = stdout(&out);
        assert_eq!(text.matches(says).count(), 2, "{text}");
        assert!(text.contains(prompt), "{text}");
        let village = std::fs::read_to_string(home.path().join("progress.json"))
            .ok()
            .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
            .map(|p| p["village"].clone());
        assert!(
            matches!(village, None | Some(serde_json::Value::Null)),
            "{village:?}"
        );
        // A village chosen before is the default: Enter keeps it, and the prompt says so.
        let home = tempfile::tempdir().unwrap();
        kaiser(home.path())
            .args(["learn", "--variant", "willisau"])
            .write_stdin("quit\n")
            .assert()
            .success();
        let out = kaiser(home.path())
            .args(["--lang", lang, "learn"])
            .write_stdin("village\n\nquit\n")
            .output()
            .unwrap();
        let text = stdout(&out);
        assert!(text.contains("Enter = willisau"), "{text}");
        assert!(!text.contains(says), "{text}");
        assert_eq!(progress(home.path())["village"], "willisau");
    }
}

/// The greeting of a bare `kaiser` speaks of the learner's village once it is known (chosen
/// in `learn`, or `KAISER_VARIANT`): a Lungern player is not shown Stans's Jos; a new
/// learner sees the usual examples.
#[test]
fn the_greeting_uses_the_learners_village() {
    let home = tempfile::tempdir().unwrap();
    let fresh = stdout(&kaiser(home.path()).output().unwrap());
    assert!(
        fresh.contains("--variant stans --trump Rosen Mugg Jos"),
        "{fresh}"
    );
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern"])
        .write_stdin("quit\n")
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = stdout(&kaiser(home.path()).output().unwrap());
    assert!(
        text.contains("kaiser trick --variant lungern --trump Rosen Schellen-Banner Rosen-Under"),
        "{text}"
    );
    assert!(
        text.contains("kaiser rank --variant lungern --trump Schellen"),
        "{text}"
    );
    assert!(!text.contains("Jos") && !text.contains("stans"), "{text}");
    let text = stdout(
        &kaiser(home.path())
            .env("KAISER_VARIANT", "willisau")
            .output()
            .unwrap(),
    );
    assert!(text.contains("--variant willisau"), "{text}");
    // A learner of Stans gets both examples in Stans, in English and German.
    for lang in ["en", "de"] {
        let text = stdout(
            &kaiser(home.path())
                .args(["--lang", lang])
                .env("KAISER_VARIANT", "stans")
                .output()
                .unwrap(),
        );
        assert!(
            text.contains("kaiser trick --variant stans --trump Rosen Mugg Jos"),
            "{text}"
        );
        assert!(
            text.contains("kaiser rank --variant stans --trump Schellen"),
            "{text}"
        );
        assert!(!text.contains("lungern"), "{text}");
    }
    // The example given works as it stands.
    let out = kaiser(home.path())
        .args([
            "trick",
            "--variant",
            "lungern",
            "--trump",
            "Rosen",
            "Schellen-Banner",
            "Rosen-Under",
        ])
        .output()
        .unwrap();
    assert!(
        stdout(&out).contains("Rosen-Under (Trumpf-Bauer) takes the trick"),
        "{out:?}"
    );
}
