//! The tutor's verdicts and echoes on a terminal (walk ux7): a question's ✔ or ✘ is said
//! once (under a long explanation, so that it stays in view), a pick is echoed as the
//! learner chose it (a lesson by its name, a card without the padding that lines up the
//! menu), and a note after a question («The Kaiser counts for the stake.») is a line of its
//! own, so that the echo reads "Do you accept? kommen".

#![cfg(unix)]

use crate::pty_game::{STANS_SEED_3, keys, utf8};
use crate::util::pty_sized;

/// Lesson "cards" in Stans: step 3 asks for the lowest card (a short explanation: the
/// verdict comes first), step 5 who takes a trick (the engine's steps: the explanation comes
/// first and the verdict under it). Each verdict is said once.
#[test]
fn a_verdict_is_said_once() {
    let home = tempfile::tempdir().unwrap();
    let args = ["--color", "never", "learn", "--variant", "stans", "cards"];
    let mut p = pty_sized(home.path(), &args, 80, 24);
    p.exp_string("Step 1 of 8").unwrap();
    keys(&mut p, "\r");
    p.exp_string("Step 2 of 8").unwrap();
    keys(&mut p, "\r");
    p.exp_string("Step 3 of 8").unwrap();
    p.exp_string("quit (progress is kept)").unwrap();
    // The Ass, the second option.
    keys(&mut p, "\x1b[B\r");
    let seen = utf8(&p.exp_string("Step 4 of 8").unwrap());
    assert!(
        seen.contains("Your answer: the Ass\r\n✔ Right.\r\nThe answer: the Ass"),
        "{seen:?}"
    );
    assert_eq!(seen.matches("✔").count(), 1, "{seen:?}");
    keys(&mut p, "\r");
    p.exp_string("Step 5 of 8").unwrap();
    p.exp_string("quit (progress is kept)").unwrap();
    // The led Rosen-3 keeps the trick: the first option.
    keys(&mut p, "\r");
    let seen = utf8(&p.exp_string("Step 6 of 8").unwrap());
    // Echoed as the card answered, without the menu's note "(led)".
    assert!(seen.contains("Your answer: Rosen-3\r\nWhy:"), "{seen:?}");
    assert!(!seen.contains("Your answer: Rosen-3 (led)"), "{seen:?}");
    assert!(
        seen.contains("stays with the Vorhand.") && seen.contains("»)]\r\n✔ Right.\r\n"),
        "{seen:?}"
    );
    assert_eq!(seen.matches("✔").count(), 1, "{seen:?}");
    keys(&mut p, "\x1b");
}

/// The same in German: the answer is echoed as the card, never "Rosen-3 (ausgespielt)",
/// which would read as if the learner had led it.
#[test]
fn the_answer_is_echoed_as_the_card_in_german() {
    let home = tempfile::tempdir().unwrap();
    let args = [
        "--lang",
        "de",
        "--color",
        "never",
        "learn",
        "--variant",
        "stans",
        "cards",
    ];
    let mut p = pty_sized(home.path(), &args, 80, 24);
    p.exp_string("Schritt 1 von 8").unwrap();
    keys(&mut p, "\r");
    p.exp_string("Schritt 2 von 8").unwrap();
    keys(&mut p, "\r");
    p.exp_string("Schritt 3 von 8").unwrap();
    p.exp_string("Fortschritt bleibt)").unwrap();
    keys(&mut p, "\x1b[B\r");
    p.exp_string("Schritt 4 von 8").unwrap();
    keys(&mut p, "\r");
    p.exp_string("Schritt 5 von 8").unwrap();
    p.exp_string("Fortschritt bleibt)").unwrap();
    // The led Rosen-3 keeps the trick: the first option.
    keys(&mut p, "\r");
    let seen = utf8(&p.exp_string("Schritt 6 von 8").unwrap());
    assert!(
        seen.contains("Deine Antwort: Rosen-3\r\nWarum:"),
        "{seen:?}"
    );
    assert!(!seen.contains("(ausgespielt)\r\nWarum"), "{seen:?}");
    keys(&mut p, "\x1b");
}

/// The lesson menu echoes the lesson by its name, not the row with its id, padding and
/// status.
#[test]
fn the_lesson_menu_echoes_the_lesson_by_name() {
    let home = tempfile::tempdir().unwrap();
    let args = ["--color", "never", "learn", "--variant", "stans"];
    let mut p = pty_sized(home.path(), &args, 80, 30);
    p.exp_string("village").unwrap();
    p.exp_string("Quit").unwrap();
    keys(&mut p, "\r");
    let seen = utf8(&p.exp_string("Step 1 of 8").unwrap());
    assert!(
        seen.contains("Lesson: The cards\r\ncards · The cards"),
        "{seen:?}"
    );
    keys(&mut p, "q");
    p.exp_string("Quit").unwrap();
    keys(&mut p, "q");
    p.exp_eof().unwrap();
}

/// Stans, seed 3 (as tests/it/stake_prompts.rs): B announces a Kaiser. The note is said
/// above the menu, and the answer is echoed under the question alone.
#[test]
fn the_kaiser_note_is_said_above_the_question() {
    let home = tempfile::tempdir().unwrap();
    let mut p = pty_sized(home.path(), &STANS_SEED_3, 80, 24);
    p.exp_string("Announce your Rosen-Banner as Kaiser")
        .unwrap();
    keys(&mut p, "\r");
    p.exp_string("B announces a Kaiser").unwrap();
    keys(&mut p, "\r\r\r");
    let seen = utf8(&p.exp_string("Of your 7 cards you keep 5").unwrap());
    assert!(
        seen.contains("The Kaiser counts for the stake.\r\n"),
        "{seen:?}"
    );
    assert!(seen.contains("Do you accept? kommen (accept)"), "{seen:?}");
    assert!(!seen.contains("stake: kommen"), "{seen:?}");
    keys(&mut p, "\x1b");
}

/// The first `kaiser learn` in German at 80 columns: the village is echoed by its name, and
/// the command to change it is never split across two lines.
#[test]
fn the_command_to_change_the_village_stays_whole() {
    let home = tempfile::tempdir().unwrap();
    let args = ["--color", "never", "--lang", "de", "learn"];
    let mut p = pty_sized(home.path(), &args, 80, 30);
    p.exp_string("karnoeffel").unwrap();
    p.exp_string("Beenden").unwrap();
    keys(&mut p, "\r");
    let seen = utf8(&p.exp_string("Lektionen").unwrap());
    assert!(
        seen.contains(
            "Dein Spiel: Lungern [Gasser 2015-17]\r\nWechseln mit dem Eintrag «dorf» im \
             Lektionsmenü oder\r\n`kaiser learn --variant ID`."
        ),
        "{seen:?}"
    );
    keys(&mut p, "q");
    p.exp_eof().unwrap();
}
