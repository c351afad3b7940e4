//! Cards laid face down in `kaiser play` (issue 15 item 3): `down CARD` / `ab KARTE` (and the
//! villages' «abbä»), the `?` list and its menu row, the trick line, `last` and `why`, and the
//! refusals (a system whose sources do not allow it, the leader). Stans, seed 3, as
//! tests/it/play_commands.rs: no Kaiser, kommen three times, two cards laid away; in trick 2
//! D leads the Rosen-5 and A holds the Rosen-Banner, which face up would take it.

use crate::util::run;

/// The deal's questions and trick 1 (Rosen-6, then kommen to B's Spieldrei).
const TO_TRICK_2: &str = "1\n1\n1\n1\n1\n1\n1\n1\n";

const STANS: [&str; 7] = [
    "play",
    "--variant",
    "stans",
    "--seed",
    "3",
    "--target",
    "11",
];

#[test]
fn a_card_laid_face_down_takes_nothing_and_says_so() {
    let input = format!("{TO_TRICK_2}?\nab 1\nlast\nwhy\nquit\n");
    let text = run(&STANS, &input);
    insta::assert_snapshot!("facedown_play_en", text);
    for says in [
        "  down CARD (or its number): lay the card face down; it takes nothing, and the",
        "A (you) lays Rosen-Banner (not announced: a plain 10) face down.",
        // Face down the Banner (a plain 10) takes nothing; the Wiidli keeps the trick.
        "D takes the trick with Eichel-Banner (Wiidli).",
        "  (you) Rosen-Banner (not announced: a plain 10) face down. D took it with",
        "A (you): Rosen-Banner (not announced: a plain 10) face down, takes nothing.",
    ] {
        assert!(text.contains(says), "{says:?} in:\n{text}");
    }
}

#[test]
fn eine_karte_verdeckt_ablegen_auf_deutsch() {
    let input = format!("{TO_TRICK_2}hilfe\nabbä 1\nletzter\nende\n");
    let text = run(&[&["--lang", "de"][..], &STANS].concat(), &input);
    insta::assert_snapshot!("facedown_play_de", text);
    for says in [
        "  ab KARTE (oder ihre Nummer): die Karte verdeckt ablegen; sie sticht nichts,",
        "A (du) legt Rosen-Banner",
        "D macht den Stich mit Eichel-Banner (Wiidli).",
    ] {
        assert!(text.contains(says), "{says:?} in:\n{text}");
    }
}

/// `down` alone: the cards that may go face down, as a menu.
#[test]
fn down_alone_asks_which_card() {
    let input = format!("{TO_TRICK_2}down\n2\nquit\n");
    let text = run(&STANS, &input);
    assert!(text.contains("Which card face down"), "{text}");
    assert!(
        text.contains("A (you) lays Rosen-Ober face down."),
        "{text}"
    );
}

/// The leader plays face up (reading 29); lungern's source has no card laid face down, and
/// `?` does not offer it there.
#[test]
fn the_leader_and_a_system_without_it_are_refused() {
    let text = run(&STANS, "1\n1\n1\n1\n1\n1\ndown 1\nquit\n");
    assert!(
        text.contains("You lead: the first card of a trick is played face up."),
        "{text}"
    );
    assert!(!text.contains("A (you) lays"), "{text}");
    let text = run(
        &["play", "--variant", "lungern", "--seed", "5"],
        "?\nab 1\nquit\n",
    );
    assert!(
        text.contains("These rules have no card laid face down; play a card face up."),
        "{text}"
    );
    assert!(!text.contains("down CARD"), "{text}");
}

/// On a terminal: the commands' menu (the row `? commands`) offers `down`, which opens a menu
/// of the cards that may go face down.
#[cfg(unix)]
#[test]
fn down_from_the_commands_menu_on_a_terminal() {
    let home = tempfile::tempdir().unwrap();
    let args = [&["--color", "never"][..], &STANS].concat();
    let mut p = crate::util::pty_sized(home.path(), &args, 80, 24);
    let enter = |p: &mut rexpect::session::PtySession, n: usize| {
        for _ in 0..n {
            p.send("\r").unwrap();
        }
        p.flush().unwrap();
    };
    let down = |p: &mut rexpect::session::PtySession, n: usize| {
        for _ in 0..n {
            p.send("\x1b[B").unwrap();
        }
        p.send("\r").unwrap();
        p.flush().unwrap();
    };
    // On a terminal the first row of each question is taken: the Kaiser announced, kommen
    // three times, two cards laid away, trick 1's card and kommen to D's Spieldrei (keys
    // wait in the terminal until asked).
    p.exp_string("Your cards:").unwrap();
    enter(&mut p, 8);
    p.exp_string("Trick 2").unwrap();
    p.exp_string("On the table:").unwrap();
    // Four cards, Spieldrei, gehen, then "? commands": why, rank, last, down.
    p.exp_string("? commands").unwrap();
    down(&mut p, 6);
    p.exp_string("down: lay a card face down").unwrap();
    down(&mut p, 3);
    p.exp_string("Which card face down").unwrap();
    enter(&mut p, 1);
    p.exp_string("A (you) lays Rosen-Banner (Blass) face down.")
        .unwrap();
    p.send("\x1b").unwrap();
    p.flush().unwrap();
}
