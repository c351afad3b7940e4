//! `kaiser play` end to end: a whole game against the computer, answered line by line on
//! stdin. The bots are seeded, so the same seed and the same answers give the same game.

use crate::util::kaiser;

fn play(args: &[&str], input: &str) -> std::process::Output {
    kaiser()
        .arg("play")
        .args(args)
        .write_stdin(input.to_string())
        .output()
        .unwrap()
}

#[test]
fn a_whole_game_with_announcing_spieldrei_and_the_score() {
    let answers = "1\n".repeat(400);
    let out = play(
        &["--variant", "stans", "--seed", "3", "--target", "11"],
        &answers,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    insta::assert_snapshot!("play_stans_seed_3", text);
    let again = play(
        &["--variant", "stans", "--seed", "3", "--target", "11"],
        &answers,
    );
    assert_eq!(
        String::from_utf8(again.stdout).unwrap(),
        text,
        "same seed, same answers, same game"
    );
}

#[test]
fn the_learner_can_raise_go_and_leave() {
    // Announce nothing, come to the three Kaiser of the others, say Spieldrei, then go.
    let out = play(
        &["--variant", "willisau", "--seed", "11", "--target", "51"],
        "1\n1\n1\n1\nspieldrei\ngehen\n",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success());
    // Willisau's own word for the raise (004 Phase IV), typed as the general "spieldrei".
    assert!(
        text.contains("You say «Spöu drüü» (the stake goes up by 3)."),
        "{text}"
    );
    // End of input leaves the game cleanly.
    let out = play(&["--variant", "willisau", "--seed", "11"], "");
    assert!(out.status.success());
}

#[test]
fn bad_tables_and_targets_are_refused() {
    for (args, says) in [
        (
            vec!["--variant", "stans", "--players", "5"],
            "no table for 5 players",
        ),
        (
            vec!["--variant", "lungern", "--players", "3", "--target", "50"],
            "a game target of 50 is not possible",
        ),
        (
            vec!["--variant", "stans", "--target", "50"],
            "a game target of 50 is not possible",
        ),
    ] {
        let out = play(&args, "");
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn three_players_alone_book_table_and_kaiser() {
    // lungern, three single players: 7 cards, first to 4 tricks (`000_…` Anzahl der Karten).
    let out = play(
        &[
            "--variant",
            "lungern",
            "--players",
            "3",
            "--seed",
            "2",
            "--target",
            "51",
        ],
        &"1\n".repeat(2000),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("3 players in 3 parties (A · B · C)"),
        "{text}"
    );
    assert!(text.contains("4 of 7 tricks win a hand"), "{text}");
    assert!(text.contains("wins the game."), "{text}");
    assert!(
        !text.contains("Spieldrei"),
        "nobody raises at a table of three parties"
    );
}

#[test]
fn every_system_plays_a_whole_game() {
    // Each system's first table, to its usual target: bots and learner play it out.
    for variant in kaiser::rules::catalog::ids() {
        let out = play(&["--variant", variant, "--seed", "9"], &"1\n".repeat(3000));
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{variant}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            text.contains(" the game"),
            "{variant} reaches the end:\n{}",
            &text[text.len().saturating_sub(400)..]
        );
    }
}

#[test]
fn leaving_says_where_the_game_stood() {
    // `quit` at the first question, and the end of input, for both kinds of table.
    for (args, input, standing) in [
        (
            vec!["--variant", "stans", "--seed", "1"],
            "quit\n",
            "You left the game at A+C\u{a0}0\u{a0}:\u{a0}B+D\u{a0}0 (it goes to 51).",
        ),
        (
            vec!["--variant", "lungern", "--players", "3", "--seed", "1"],
            "",
            "You left the game at A\u{a0}0\u{a0}:\u{a0}B\u{a0}0\u{a0}:\u{a0}C\u{a0}0 (it goes to 101).",
        ),
    ] {
        let out = play(&args, input);
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.trim_end().ends_with(standing), "{text}");
    }
}

/// Stans's laying away takes card names as well as numbers, and the prompt keeps its count
/// (a terminal menu shows the prompt up to its first parenthesis).
#[test]
fn laying_away_takes_names() {
    let out = play(
        &["--variant", "stans", "--seed", "6"],
        "1\n1\n1\nEichel-Ober\nSchilten-3\nquit\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Lay a card away face down, 1 of 2: Eichel-Ober\n"),
        "{text}"
    );
    assert!(
        text.contains("Lay a card away face down, 2 of 2: Schilten-3\nEveryone lays 2 cards away"),
        "{text}"
    );
    assert!(!text.contains("Give the number"), "{text}");
}

#[test]
fn the_level_chooses_the_computer_players() {
    // Level 3 (pimc) is the default; levels 1 (random) and 2 (greedy) play other games from
    // the same deal; each plays to the end.
    let game = |extra: &[&str]| {
        let mut args = vec!["--variant", "stans", "--seed", "3", "--target", "11"];
        args.extend_from_slice(extra);
        let out = play(&args, &"1\n".repeat(400));
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let default = game(&[]);
    assert_eq!(game(&["--level", "3"]), default);
    for level in ["1", "2", "4"] {
        let other = game(&["--level", level]);
        assert_ne!(other, default, "level {level}");
        assert!(other.contains(" win the game, "), "level {level}: {other}");
    }
    for (lang, bad, said) in [
        (
            "en",
            "5",
            "error: invalid value '5' for '--level <1-4>': 5 is not in 1..=4\n\n\
             For more information, try '--help'.\n",
        ),
        (
            "de",
            "0",
            "Fehler: ungültiger Wert '0' für '--level <1-4>': 0 liegt nicht im Bereich 1..=4\n\n\
             Mehr dazu: '--help'.\n",
        ),
    ] {
        let out = play(&["--lang", lang, "--variant", "stans", "--level", bad], "");
        assert_eq!(out.status.code(), Some(2));
        assert_eq!(String::from_utf8_lossy(&out.stderr), said);
        assert!(out.stdout.is_empty());
    }
}

/// Walk ux7: when the other party answers a raise by giving the hand up, the narration says
/// so in plain words and the village's own («Ich spiele nid — ich chumä nid»), not "B+D
/// go". Stans, seed 5: after the first trick the learner says Spieldrei and B+D give up.
#[test]
fn the_other_party_gives_the_hand_up_in_the_villages_words() {
    let out = play(
        &["--variant", "stans", "--seed", "5", "--target", "11"],
        "1\n1\n5\n6\n1\nspieldrei\n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains(
            "B+D give the hand up («Ich spiele nid — ich chumä nid»).\n\
             A+C book 13 because the other party (B+D) went."
        ),
        "{text}"
    );
    insta::assert_snapshot!("play_stans_they_give_up", text);
}
