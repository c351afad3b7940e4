//! Cards laid face down (issue 15 item 3) in `kaiser play`: `down CARD` / `ab KARTE` (and
//! the villages' «abbä»), the `?` list and its menu row, the trick line, `last` and `why`,
//! and the refusals (a system whose sources do not allow it, the leader); and in `kaiser
//! trick --down CARD`. Stans, seed 3, as
//! tests/it/play_commands.rs: no Kaiser, kommen three times, two cards laid away; in trick 2
//! D leads the Rosen-5 and A holds the Rosen-Banner, which face up would take it.

use crate::pty_game::STANS_SEED_3;
use crate::util::run;

/// The deal's questions and trick 1 (Rosen-6, then kommen to B's Spieldrei).
const TO_TRICK_2: &str = "1\n1\n1\n1\n1\n1\n1\n1\n";

/// `kaiser play` in Stans, seed 3, to 11 (colours left to the environment).
const STANS: &[&str] = STANS_SEED_3.split_at(2).1;

#[test]
fn a_card_laid_face_down_takes_nothing_and_says_so() {
    let input = format!("{TO_TRICK_2}?\nab 1\nlast\nwhy\nquit\n");
    let text = run(STANS, &input);
    insta::assert_snapshot!("facedown_play_en", text);
    for says in [
        "  down CARD (or its number): lay the card face down; it takes nothing, and the",
        "A (you) lays Rosen-Banner (not announced: a plain 10) face down.",
        // Face down the Banner (a plain 10) takes nothing; the Wiidli keeps the trick.
        "D takes the trick with Eichel-Banner (Wiidli).",
        "  A (you) Rosen-Banner (not announced: a plain 10) face down. D took it with",
        "A (you): Rosen-Banner (not announced: a plain 10) face down, takes nothing.",
    ] {
        assert!(text.contains(says), "{says:?} in:\n{text}");
    }
}

#[test]
fn eine_karte_verdeckt_ablegen_auf_deutsch() {
    let input = format!("{TO_TRICK_2}hilfe\nabbä 1\nletzter\nende\n");
    let text = run(&[&["--lang", "de"][..], STANS].concat(), &input);
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
    let text = run(STANS, &input);
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
    let text = run(STANS, "1\n1\n1\n1\n1\n1\ndown 1\nquit\n");
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
    let args = [&["--color", "never"][..], STANS].concat();
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
    let up = |p: &mut rexpect::session::PtySession, n: usize| {
        for _ in 0..n {
            p.send("\x1b[A").unwrap();
        }
        p.send("\r").unwrap();
        p.flush().unwrap();
    };
    // As piped "1" to each question: the Kaiser announced (its last row: Enter alone
    // announces none), kommen three times, the first two cards laid away (the cursor starts
    // on the weakest, Rosen-6: up from there), trick 1's card and kommen to D's Spieldrei.
    p.exp_string("Your cards:").unwrap();
    down(&mut p, 2);
    enter(&mut p, 3);
    p.exp_string("1 of 2").unwrap();
    up(&mut p, 2);
    p.exp_string("2 of 2").unwrap();
    up(&mut p, 1);
    enter(&mut p, 2);
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

/// `kaiser trick --down CARD`: a card laid face down takes nothing and counts for nothing
/// (Achermann 1978, §4; reading 29). Face up the Jos takes the led Trumpf-7 and the Mugg
/// takes the Jos (§1); laid face down the Jos does nothing, and the Trumpf-7 keeps the trick.
#[test]
fn trick_takes_a_card_laid_face_down() {
    let args = [
        "trick",
        "--variant",
        "stans",
        "--trump",
        "Rosen",
        "Trumpf-7",
        "Eichel-6",
        "Jos",
        "Mugg",
        "--down",
        "Jos",
    ];
    assert_eq!(
        run(&args, ""),
        "\
stans: Nidwaldner Kaiserjass, Stans [Achermann 1978] · Trumpf: Rosen · deck stans-40
1. Rosen-7 (Trumpf-7) leads as Stupf, so the trick has no suit: only Rosen-Under (Jos) can take it.
2. Eichel-6 does not take the led Rosen-7 (Trumpf-7): only Rosen-Under (Jos) can.
3. Rosen-Under (Jos) is laid face down, as the source allows; it takes nothing and counts for nothing in this trick (our reading 29; see `kaiser readings 29`), so Rosen-7 (Trumpf-7) still holds it.
4. Schellen-Banner (Mugg) does not take the led Rosen-7 (Trumpf-7): only Rosen-Under (Jos) can.
[steps 1, 2, 4: Achermann 1978, §1]
[step 3: Achermann 1978, §4]
Rosen-7 (Trumpf-7) takes the trick (card 1 of 4).
"
    );
    assert_eq!(
        run(&[&["--lang", "de"][..], &args].concat(), ""),
        "\
stans: Nidwaldner Kaiserjass, Stans [Achermann 1978] · Trumpf: Rosen · Blatt stans-40
1. Rosen-7 (Trumpf-7) wird als Stupf ausgespielt, also hat der Stich keine Farbe: nur Rosen-Under (Jos) kann ihn machen.
2. Eichel-6 sticht die ausgespielte Karte Rosen-7 (Trumpf-7) nicht: das kann nur Rosen-Under (Jos).
3. Rosen-Under (Jos) wird verdeckt abgelegt, wie die Quelle es erlaubt; die Karte sticht nichts und zählt in diesem Stich nicht (unsere Lesart 29; siehe `kaiser readings 29`), also hält Rosen-7 (Trumpf-7) ihn weiter.
4. Schellen-Banner (Mugg) sticht die ausgespielte Karte Rosen-7 (Trumpf-7) nicht: das kann nur Rosen-Under (Jos).
[Schritte 1, 2, 4: Achermann 1978, §1]
[Schritt 3: Achermann 1978, §4]
Rosen-7 (Trumpf-7) macht den Stich (Karte 1 von 4).
"
    );
}

/// The refusals of `trick --down`, each with exit 2 and what would be right: the led card
/// (reading 29), a system whose sources have no card laid face down, a card not in the trick.
#[test]
fn trick_down_refusals_say_what_would_be_right() {
    for (args, says) in [
        (
            &[
                "trick",
                "--variant",
                "stans",
                "--trump",
                "Rosen",
                "Rosen-7",
                "Eichel-6",
                "--down",
                "Rosen-7",
            ][..],
            "kaiser: error: the led card is never laid face down (our reading 29; see `kaiser readings 29`); mark a later card with --down\n",
        ),
        (
            &[
                "trick",
                "--variant",
                "silenen",
                "--trump",
                "Rosen",
                "Rosen-7",
                "Eichel-6",
                "--down",
                "Eichel-6",
            ][..],
            "kaiser: error: 'silenen' lays no card face down: its sources do not allow it (leave out --down)\n",
        ),
        (
            &[
                "trick",
                "--variant",
                "stans",
                "--trump",
                "Rosen",
                "Rosen-7",
                "Eichel-6",
                "--down",
                "Eichel-7",
            ][..],
            "kaiser: error: Eichel-7 is marked with --down but is not among the trick's cards; name it among the cards too\n",
        ),
    ] {
        let out = crate::util::kaiser().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(crate::util::stdout(&out), "", "{args:?}");
        assert_eq!(crate::util::stderr(&out), says, "{args:?}");
    }
}
