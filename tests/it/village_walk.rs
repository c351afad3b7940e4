//! A village player's walk on an 80-column terminal (ux9): `kaiser learn` for lungern in
//! German, where a menu row longer than the screen used to be cut by the terminal in the
//! middle of a word and, once picked, left the prompt and half the row on the screen.

use crate::fit::screen_lines;
use crate::pty_game::{keys, pick, utf8};
use crate::util::pty_sized;

/// Lesson 12 for lungern in German, at 80 x 40: step 3 asks with two rows wider than the
/// screen. Every line written fits 80 columns, the long row goes on under its text, and the
/// answer picked is echoed whole, wrapped between words.
#[cfg(unix)]
#[test]
fn a_long_menu_row_wraps_between_words_at_80_columns() {
    let home = tempfile::tempdir().unwrap();
    let args = [
        "--color",
        "never",
        "--lang",
        "de",
        "learn",
        "12",
        "--variant",
        "lungern",
    ];
    let mut p = pty_sized(home.path(), &args, 80, 40);
    p.exp_string("Schritt 1 von 5").unwrap();
    keys(&mut p, "\r");
    p.exp_string("Schritt 2 von 5").unwrap();
    keys(&mut p, "\r");
    let mut seen = utf8(&p.exp_string("Eine Karte mit ihm tauschen.").unwrap());
    // The second row, the long one.
    pick(&mut p, 1);
    seen.push_str(&utf8(&p.exp_string("Schritt 4 von 5").unwrap()));
    keys(&mut p, "\x1b");
    let lines = screen_lines(&seen);
    for line in &lines {
        assert!(
            line.chars().count() <= 80,
            "wider than 80 columns: {line:?} in\n{}",
            lines.join("\n")
        );
    }
    let row = "Ihm die Karten verdeckt zuschieben; er sieht sie an und gibt sie vor der nächsten Karte zurück.";
    let at = lines
        .iter()
        .position(|l| l.contains("Ihm die Karten verdeckt"))
        .unwrap_or_else(|| panic!("no row in\n{}", lines.join("\n")));
    // The row's two lines, the second two columns in (under the row's text).
    let first = lines[at].trim_start_matches(['❯', '>', ' ']);
    let second = &lines[at + 1];
    assert!(
        second.starts_with("    ") || second.starts_with("  "),
        "{second:?}"
    );
    assert_eq!(format!("{first} {}", second.trim()), row);
    // The echo: the whole answer, wrapped between words.
    let echo = lines
        .iter()
        .position(|l| l.starts_with("Deine Antwort: Ihm"))
        .unwrap_or_else(|| panic!("no echo in\n{}", lines.join("\n")));
    let echoed = format!("{} {}", lines[echo], lines[echo + 1]);
    assert_eq!(echoed, format!("Deine Antwort: {row}"));
}

/// `kaiser rank` and `kaiser trick` with no `--variant` after the village was chosen in
/// `kaiser learn`: the learner's own game (lungern here), named at the top, not the error
/// "no rule system" (both languages; the whole output).
#[test]
fn rank_and_trick_default_to_the_village_chosen_in_learn() {
    let home = tempfile::tempdir().unwrap();
    let chose = crate::util::kaiser_at(home.path())
        .args(["learn", "--variant", "lungern"])
        .write_stdin("")
        .output()
        .unwrap();
    assert!(chose.status.success(), "{chose:?}");
    let run = |args: &[&str]| {
        let out = crate::util::kaiser_at(home.path())
            .args(args)
            .output()
            .unwrap();
        crate::util::transcript(args, &out)
    };
    let trick = [
        "trick",
        "--trump",
        "Rosen",
        "Rosen-7",
        "Rosen-4",
        "Schellen-Under",
        "Rosen-3",
    ];
    insta::assert_snapshot!("village_trick_en", run(&trick));
    insta::assert_snapshot!(
        "village_trick_de",
        run(&[&["--lang", "de"][..], &trick].concat())
    );
    let rank = run(&["rank", "--trump", "Schellen"]);
    assert!(
        rank.starts_with("$ kaiser rank --trump Schellen\nexit: 0\n--- stdout\nlungern: "),
        "{rank}"
    );
}
