//! The tutor, the play screen and `kaiser progress` in German (`--lang de`), end to end
//! through the real binary: full transcripts of a game, a lesson with a hint, a wrong answer
//! and the reasoning, and a quiz; the progress reset prompt; the lesson and scenario lists;
//! and no English left on these screens.
//!
//! The engine's reasoning sentences (`rules`) and card-name errors (`cards`) are translated in
//! their own catalogs; the transcripts here replace the reasoning lines by a marker so that
//! they show the tutor's own words.

use crate::util::{Kaiser, kaiser_at, stderr, stdout};
use kaiser::lessons::Content;
use kaiser::lessons::step::Body;
use std::path::Path;

/// `kaiser --lang de ...` with its progress in `home`.
fn kaiser(home: &Path) -> Kaiser {
    let mut cmd = kaiser_at(home);
    cmd.args(["--lang", "de"]);
    cmd
}

/// The engine's numbered reasoning steps after "Warum:" become one marker line.
fn without_engine_steps(text: &str) -> String {
    let mut out = String::new();
    let mut in_why = false;
    for line in text.lines() {
        if in_why && line.starts_with(' ') {
            continue;
        }
        in_why = false;
        out.push_str(line);
        out.push('\n');
        if line == "Warum:" {
            in_why = true;
            out.push_str("  [Begründung der Regel-Engine]\n");
        }
    }
    out
}

/// English words that must not appear on a German tutor or play screen (as whole words; not
/// "Hand" or "Seed", which German uses too).
const ENGLISH: &[&str] = &[
    "you",
    "your",
    "the",
    "and",
    "with",
    "trick",
    "tricks",
    "score",
    "stake",
    "party",
    "plays",
    "takes",
    "leads",
    "announce",
    "announces",
    "books",
    "game",
    "lay",
    "right",
    "wrong",
    "hint",
    "answer",
    "step",
    "lesson",
    "progress",
    "delete",
    "deleted",
    "nothing",
    "quit",
    "accept",
    "give",
    "players",
    "parties",
    "dealer",
    "target",
    "bye",
];

/// The English words of `text`, leaving out source citations (a line that starts with
/// `[`, as every screen cites: it quotes the content file as written).
fn english_words(text: &str) -> Vec<String> {
    let mut screen = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("\n[") {
        screen.push_str(&rest[..i]);
        rest = rest[i..].split_once(']').map_or("", |(_, r)| r);
    }
    screen.push_str(rest);
    screen
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| ENGLISH.contains(&w.to_lowercase().as_str()))
        .map(String::from)
        .collect()
}

/// Stans, seed 7, to 21: the bots announce Kaiser, the learner answers in German (ja,
/// kommen), is asked again after an answer that is no answer and a card not held, says
/// Spieldrei, the others come, and the learner goes; in the next two hands the learner
/// answers a bot's Kaiser with nein (gehen) until the others have 21.
const PLAY_INPUT: &str =
    "vielleicht\nja\nkommen\nx\n1\n1\nSchilten-König\nspieldrei\n1\ngehen\nnein\nnein\nnein\n";

#[test]
fn a_german_game_transcript() {
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args([
            "play",
            "--variant",
            "stans",
            "--seed",
            "7",
            "--target",
            "21",
        ])
        .write_stdin(PLAY_INPUT)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    insta::assert_snapshot!("play_stans_seed_7_de", text);
    for says in [
        "Antworte mit kommen (1) oder «Ich spiele nid — ich chumä nid» (2).",
        "Gib die Nummer oder den Namen einer deiner Karten an, die du weglegen willst.",
        "Du hast Schilten-König nicht in der Hand; wähle eine deiner Karten.",
        "Du sagst «Spieldrei — giut's?» (Spieldrei: der Einsatz steigt um 3).",
        "Nehmt ihr an? Der Kaiser zählt zum Einsatz.",
        "weil die andere Partei (A+C) gegangen ist.",
        "gewinnen die Partie",
    ] {
        assert!(text.contains(says), "{says}:\n{text}");
    }
    assert_eq!(english_words(&text), Vec::<String>::new(), "{text}");
}

#[test]
fn german_answers_work_at_the_english_prompts_and_leaving_says_where_it_stood() {
    // English screen, German answers: the same game as in German.
    let home = tempfile::tempdir().unwrap();
    let out = kaiser_at(home.path())
        .args([
            "play",
            "--variant",
            "stans",
            "--seed",
            "7",
            "--target",
            "21",
        ])
        .write_stdin(PLAY_INPUT)
        .output()
        .unwrap();
    let text = stdout(&out);
    assert!(
        text.contains("You say «Spieldrei — giut's?» (Spieldrei: the stake goes up by 3)."),
        "{text}"
    );
    assert!(text.contains("B+D win the game"), "{text}");
    // End of input in German: where the game stood.
    let out = kaiser(home.path())
        .args(["play", "--variant", "stans", "--seed", "7"])
        .write_stdin("ja\n")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(
        stdout(&out).ends_with(
            "Du hast die Partie beim Stand A+C\u{a0}0\u{a0}:\u{a0}B+D\u{a0}0 verlassen (sie geht auf 51).\n"
        ),
        "{}",
        stdout(&out)
    );
}

#[test]
fn a_german_game_of_three_single_players() {
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args([
            "play",
            "--variant",
            "lungern",
            "--players",
            "3",
            "--seed",
            "2",
            "--target",
            "51",
        ])
        .write_stdin("1\n".repeat(2000))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    // Lines are wrapped to the width: compare the words.
    let text = stdout(&out)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        text.contains("3 Spieler in 3 Parteien (A · B · C). Du bist A."),
        "{text}"
    );
    assert!(text.contains("das Spiel zählt"), "{text}");
    assert!(text.contains("gewinnt die Partie."), "{text}");
    assert!(
        text.contains("4 von 7 Stichen gewinnen ein Spiel"),
        "{text}"
    );
    // The engine's label of an unannounced Banner is the rules' text, not the play screen's.
    let screen = text.replace("(not announced: a plain 10)", "");
    assert_eq!(english_words(&screen), Vec::<String>::new(), "{text}");
}

#[test]
fn a_german_lesson_with_a_hint_a_wrong_answer_and_the_reasoning() {
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern", "stecher"])
        .write_stdin("tipp\n2\n3\n\nende\n")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = without_engine_steps(&stdout(&out));
    insta::assert_snapshot!("learn_stecher_de", text);
    for says in [
        "Schritt 2 von 9 · Lungern · Trumpf: Rosen\n",
        "Deine Antwort (Name oder Nummer; tipp, zeigen, ende): tipp\nTipp: ",
        "✘ Nicht richtig.\nTipp: ",
        "✔ Richtig.\nWarum:\n",
        "Rosen-6 (Trumpf-6) macht den Stich.\n[Gasser 2015-17, ",
        "Fortschritt gespeichert; `kaiser learn stecher` macht hier weiter.\n",
    ] {
        assert!(text.contains(says), "{says}:\n{text}");
    }
    assert_eq!(english_words(&text), Vec::<String>::new(), "{text}");
}

#[test]
fn a_german_lesson_to_its_end_and_the_menu() {
    let content = Content::embedded().unwrap();
    let lesson = content.lesson("throner").unwrap();
    let answers: String = lesson
        .all_steps()
        .filter(|s| s.is_question())
        .map(|s| s.answer_line() + "\n")
        .collect();
    let home = tempfile::tempdir().unwrap();
    // The menu: an unknown lesson, then the lesson by id, then leave.
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern"])
        .write_stdin(format!("thronr\nthroner\n{answers}ende\n"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for says in [
        format!(
            "kaiser learn · {} Lektionen · 0 fertig\n",
            content.lessons.len()
        ),
        "Lektion (Nummer oder ID; Enter = ".to_string(),
        "Keine Lektion 'thronr'; meintest du throner?\n".to_string(),
        "Jetzt ein kurzer Test.\n".to_string(),
        format!(
            "Test: {n} von {n} beim ersten Versuch richtig.\n",
            n = lesson.test.len()
        ),
        format!("Lektion fertig: {}.\n", lesson.title.de),
        "Tschüss.\n".to_string(),
    ] {
        assert!(text.contains(&says), "{says}:\n{text}");
    }
    // `kaiser lessons` shows it done, in German.
    let out = kaiser(home.path()).arg("lessons").output().unwrap();
    let list = stdout(&out);
    for says in ["Lektion", "Titel", "Schritte", "Stand", "fertig ", "neu"] {
        assert!(list.contains(says), "{says}:\n{list}");
    }
    // And `kaiser progress` counts it.
    let out = kaiser(home.path()).arg("progress").output().unwrap();
    assert!(
        stdout(&out).contains(
            "Lektionen: 1 begonnen, 1 fertig · Szenarien: 0 gespielt · Quiz: 0 von 0 richtig\n"
        ),
        "{}",
        stdout(&out)
    );
}

#[test]
fn a_german_quiz() {
    let steps = kaiser::lessons::quiz::generate(Some("stans"), 2, 42).unwrap();
    let wrong = match &steps[0].body {
        Body::Trick { cards, outcome, .. } => (outcome.winner + 1) % cards.len() + 1,
        _ => unreachable!("quiz steps are tricks"),
    };
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["quiz", "--variant", "stans", "--count", "2", "--seed", "42"])
        .write_stdin(format!("{wrong}\n{}\n", steps[1].answer_line()))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = without_engine_steps(&stdout(&out));
    insta::assert_snapshot!("quiz_stans_seed_42_de", text);
    assert!(
        text.starts_with("Startwert 42 (derselbe --seed gibt dasselbe Quiz).\n"),
        "{text}"
    );
    assert!(text.contains("Du hast "), "{text}");
    assert!(text.ends_with("Ergebnis: 1 von 2.\n"), "{text}");
    assert_eq!(english_words(&text), Vec::<String>::new(), "{text}");
}

#[test]
fn a_german_scenario_list_and_play() {
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["scenario", "list"])
        .output()
        .unwrap();
    let text = stdout(&out);
    for says in ["Szenario", "Titel", "Gespielt", "Quelle"] {
        assert!(text.contains(says), "{says}:\n{text}");
    }
    let out = kaiser(home.path())
        .args(["scenario", "show", "liebenau-m"])
        .output()
        .unwrap();
    assert!(
        stdout(&out).contains("\n[Liebenau 1841 (in Zelger 1969), §4, Beispiel M"),
        "{}",
        stdout(&out)
    );
    let out = kaiser(home.path())
        .args(["scenario", "play", "liebenau-mm"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains(
            "kein Szenario 'liebenau-mm'; meintest du liebenau-m?; `kaiser scenario list` zeigt alle"
        ),
        "{}",
        stderr(&out)
    );
}

#[test]
fn german_progress_reset_asks_with_j_n() {
    let home = tempfile::tempdir().unwrap();
    let content = Content::embedded().unwrap();
    let cards = content.lesson("cards").unwrap();
    let answers: String = cards
        .all_steps()
        .filter(|s| s.is_question())
        .map(|s| s.answer_line() + "\n")
        .collect();
    kaiser(home.path())
        .args(["learn", "--variant", "lungern", "cards"])
        .write_stdin(answers)
        .assert()
        .success();
    for answer in ["n", "nein", ""] {
        kaiser(home.path())
            .args(["progress", "reset", "cards"])
            .write_stdin(format!("{answer}\n"))
            .assert()
            .success()
            .stdout(format!(
                "Den Fortschritt von cards löschen? [j/N] {answer}\nNichts gelöscht.\n"
            ));
    }
    kaiser(home.path())
        .args(["progress", "reset", "cards"])
        .write_stdin("ja\n")
        .assert()
        .success()
        .stdout("Den Fortschritt von cards löschen? [j/N] ja\nGelöscht.\n");
    kaiser(home.path())
        .args(["progress", "reset", "cards"])
        .assert()
        .success()
        .stdout("Für cards gibt es keinen Fortschritt; nichts zu löschen.\n");
    kaiser(home.path())
        .args(["progress", "reset"])
        .write_stdin("j\n")
        .assert()
        .success()
        .stdout("Den ganzen Fortschritt löschen? [j/N] j\nGelöscht.\n");
    let out = kaiser(home.path())
        .args(["progress", "reset", "99", "--yes"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("keine Lektion 99; `kaiser lessons` zeigt alle"),
        "{}",
        stderr(&out)
    );
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern", "stecherr"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains(
            "keine Lektion 'stecherr'; meintest du stecher?; `kaiser lessons` zeigt alle"
        ),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_corrupt_progress_file_is_reported_in_german() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(home.path().join("progress.json"), "{ kein json").unwrap();
    let out = kaiser(home.path()).arg("lessons").output().unwrap();
    assert!(out.status.success());
    let err = stderr(&out);
    assert!(err.contains("die Fortschrittsdatei "), "{err}");
    assert!(
        err.contains("war nicht brauchbar: sie ist kein gültiges JSON ("),
        "{err}"
    );
    assert!(
        err.contains("; es geht mit neuem Fortschritt weiter.\n"),
        "{err}"
    );
    std::fs::write(home.path().join("progress.json"), "{\"format_version\": 6}").unwrap();
    let out = kaiser(home.path()).arg("lessons").output().unwrap();
    // A newer kaiser's file is refused, never set aside (issue 13).
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains(
            "stammt von einem neueren kaiser (format_version 6; dieser liest 5); sie bleibt, \
             wie sie ist."
        ),
        "{}",
        stderr(&out)
    );
}

#[test]
fn german_content_directory_errors() {
    let home = tempfile::tempdir().unwrap();
    let empty = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .arg("lessons")
        .arg("--content")
        .arg(empty.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains(": weder lessons/ noch scenarios/ darin; leg Lektionsdateien in "),
        "{}",
        stderr(&out)
    );
}
