//! `kaiser play` as a player wants it (issue 15 item 7): trump, stake and tricks in every
//! trick heading; `why`, `rank`, `last` and `?` at the learner's turn, in English and German;
//! `--open` with every hand shown and `undo` (`zurück`). Piped transcripts are stated whole
//! (insta); a pseudo-terminal of 80 x 24 goes through the commands' menu.

use crate::fit::screen_lines;
use crate::pty_game::{STANS_SEED_3, keys, pick};
use crate::util::{pty_sized, run};

fn play(args: &[&str], input: &str) -> String {
    run(&[&["play"], args].concat(), input)
}

/// Stans, seed 3 (as tests/it/play.rs): no Kaiser, kommen three times, two cards laid away.
const DEAL: &str = "1\n1\n1\n1\n1\n1\n";

/// The arguments after `play` of the Stans game of seed 3, with `--open`.
fn open_seed_3() -> Vec<&'static str> {
    [&STANS_SEED_3[3..], &["--open"][..]].concat()
}

#[test]
fn why_rank_last_and_help_in_english() {
    // Before the first trick: ?, last, why, rank, undo (not open); then Rosen-6, kommen to
    // B's Spieldrei; in trick 2: last, why, rank; then quit.
    let input = format!("{DEAL}?\nlast\nwhy\nrank\nundo\n1\n1\nlast\nwhy\nrank\nhelp\nquit\n");
    let text = play(&STANS_SEED_3[3..], &input);
    insta::assert_snapshot!("play_commands_en", text);
    for says in [
        "Trick 1 · A (you) leads · Trumpf Schellen · stake 13 · tricks\u{a0}A+C\u{a0}0\u{a0}:\u{a0}B+D\u{a0}0",
        "No trick has been played yet in this hand.",
        "Taking a card back is for games with open cards: kaiser play --open.",
        "Trick 1: A (you) Rosen-6 · B Schellen-Ass (Trumpf-Ass) · C Eichel-6 · D Rosen-5.\n  B took it with Schellen-Ass (Trumpf-Ass).",
        "Why trick 1 went as it did:",
        "The Machtposition with Trumpf Schellen, top first:",
        "  [Achermann 1978, §1]",
    ] {
        assert!(text.contains(says), "{says:?} in:\n{text}");
    }
}

#[test]
fn warum_rang_letzter_und_hilfe_auf_deutsch() {
    let input = format!("{DEAL}hilfe\n1\n1\nletzter\nwarum\nrang\nzurück\nende\n");
    let text = run(
        &[&["--lang", "de"][..], &STANS_SEED_3[2..]].concat(),
        &input,
    );
    insta::assert_snapshot!("play_commands_de", text);
    for says in [
        // Wrapped at 80 columns.
        "Stich 1 · A (du) spielt aus · Trumpf Schellen · Einsatz 13 ·\n  Stiche\u{a0}A+C\u{a0}0\u{a0}:\u{a0}B+D\u{a0}0",
        "Bei deinem Zug kannst du eingeben:",
        "Warum Stich 1 so ausging:",
        "Die Machtposition mit Trumpf Schellen, von oben:",
        "Eine Karte zurücknehmen geht nur mit offenen Karten: kaiser play --open.",
    ] {
        assert!(text.contains(says), "{says:?} in:\n{text}");
    }
}

/// `--open`: every other hand before the learner's card; `undo` with nothing to take back,
/// then after a card; the game replayed is the same game.
#[test]
fn open_cards_and_undo() {
    let args = open_seed_3();
    let input = format!("{DEAL}undo\n1\n1\nundo\n2\n1\nlast\nquit\n");
    let text = play(&args, &input);
    insta::assert_snapshot!("play_open_undo", text);
    for says in [
        "The cards are open: you see every hand, and undo takes back your last card.",
        "B holds Schellen-Ober, Schellen-Ass (Trumpf-Ass), Schellen-6 (Trumpf-6),",
        "You have played no card in this hand yet: nothing to take back.",
        "You take back Rosen-6, and the cards played after it.",
        "A (you) plays Rosen-Banner (not announced: a plain 10).",
    ] {
        assert!(text.contains(says), "{says:?} in:\n{text}");
    }
}

/// Taking a card back and playing it again gives the same game to its end: the same bots'
/// cards, the same deals after (the dice are replayed with the decisions).
#[test]
fn a_card_taken_back_and_played_again_is_the_same_game() {
    let args = open_seed_3();
    let rest = "1\n".repeat(300);
    let straight = play(&args, &format!("{DEAL}1\n1\n{rest}"));
    let again = play(&args, &format!("{DEAL}1\n1\nzurück\n{rest}"));
    let from = straight.find("Trick 1 · ").expect("a first trick");
    let (_, after) = again
        .split_once("You take back Rosen-6, and the cards played after it.\n")
        .expect("the card taken back");
    assert_eq!(after, &straight[from..], "the same game after the undo");
    assert!(after.contains("the game"), "played to its end:\n{after}");
}

/// What the terminal test expects in one language (ASCII: rexpect reads bytes as characters).
struct Screen {
    lang: &'static str,
    leads: &'static str,
    commands: &'static str,
    back: &'static str,
    rank: &'static str,
    trick_2: &'static str,
    last: &'static str,
    undone: &'static str,
    left: &'static str,
}

const SCREENS: [Screen; 2] = [
    Screen {
        lang: "en",
        leads: "A (you) leads",
        commands: "? commands",
        back: "back to your cards",
        rank: "The Machtposition with Trumpf Schellen, top first:",
        trick_2: "Trick 2",
        last: "Trick 1: A (you) Rosen-4",
        undone: "You take back Rosen-4, and the cards played after it.",
        left: "You left the game",
    },
    Screen {
        lang: "de",
        leads: "A (du) spielt aus",
        commands: "? Befehle",
        back: "zu deinen Karten",
        rank: "Die Machtposition mit Trumpf Schellen, von oben:",
        trick_2: "Stich 2",
        last: "Stich 1: A (du) Rosen-4",
        undone: "Du nimmst Rosen-4 zur",
        left: "Du hast die Partie beim Stand",
    },
];

/// On a terminal of 80 x 24, in English and German: the `?` row opens the commands' menu;
/// rank, then a card, then last and undo from the menu; Esc leaves; every line fits.
#[cfg(unix)]
#[test]
fn the_commands_menu_on_a_terminal_of_80_columns() {
    for screen in &SCREENS {
        on_a_terminal(screen);
    }
}

#[cfg(unix)]
fn on_a_terminal(screen: &Screen) {
    let home = tempfile::tempdir().unwrap();
    let args = [
        "--color",
        "never",
        "--lang",
        screen.lang,
        "play",
        "--variant",
        "lungern",
        "--players",
        "3",
        "--seed",
        "5",
        "--open",
    ];
    let mut p = pty_sized(home.path(), &args, 80, 24);
    // Everything the terminal was sent, to check the widths at the end.
    let mut seen = String::new();
    let mut expect = |p: &mut crate::util::Pty, text: &str| {
        seen.push_str(&p.exp_string(text).unwrap());
        seen.push_str(text);
    };
    expect(&mut p, screen.leads);
    expect(&mut p, "Trumpf Schellen");
    expect(&mut p, screen.commands);
    // Seven cards, then the row "? commands": the menu of commands, rank second.
    pick(&mut p, 7);
    expect(&mut p, screen.back);
    pick(&mut p, 1);
    expect(&mut p, screen.rank);
    expect(&mut p, screen.commands);
    // The first card (Rosen-4).
    keys(&mut p, "\r");
    expect(&mut p, screen.trick_2);
    expect(&mut p, screen.commands);
    pick(&mut p, 6);
    expect(&mut p, screen.back);
    pick(&mut p, 2);
    expect(&mut p, screen.last);
    expect(&mut p, screen.commands);
    pick(&mut p, 6);
    expect(&mut p, screen.back);
    pick(&mut p, 3);
    expect(&mut p, screen.undone);
    expect(&mut p, screen.commands);
    // Esc leaves the game.
    keys(&mut p, "\x1b");
    expect(&mut p, screen.left);
    seen.push_str(&p.exp_eof().unwrap());
    let lines = screen_lines(&seen);
    for line in &lines {
        assert!(
            line.chars().count() <= 80,
            "{}: a line wider than 80 columns:\n{line}\nin:\n{}",
            screen.lang,
            lines.join("\n")
        );
    }
    let status = p.process().wait().unwrap();
    assert!(
        matches!(status, rexpect::process::WaitStatus::Exited(_, 0)),
        "{}: {status:?}",
        screen.lang
    );
}
