//! The stake prompts of `kaiser play` on a terminal (walk3 findings 22-24): Enter at the
//! Kaiser question announces nothing, giving the hand up from the card menu asks once more
//! (default no, a question with no colon after its question mark), and laying away starts
//! on the weakest card. Stans, seed 3, as
//! tests/it/facedown.rs: A holds Trumpf-5, Jos, Rosen-6, Eichel-Under, Trumpf-7, Rosen-Ober
//! and the Rosen-Banner; B and D announce Kaiser.

#![cfg(unix)]

use crate::pty_game::{STANS_SEED_3 as STANS, keys, pick, utf8};
use crate::util::pty_sized;

/// Enter takes each question's default: no Kaiser (Achermann 1978, §3 leaves the Kaiser's
/// worth to the Spielleiter; that Enter never makes the biggest bet is kaiser's choice),
/// kommen three times, then the two weakest cards laid away (§4: seven cards, two laid
/// away), with one line on what laying away is for.
#[test]
fn enter_announces_no_kaiser_and_lays_the_weakest_away() {
    let home = tempfile::tempdir().unwrap();
    let mut p = pty_sized(home.path(), &STANS, 80, 24);
    p.exp_string("Announce your Rosen-Banner as Kaiser")
        .unwrap();
    keys(&mut p, "\r");
    let seen = utf8(&p.exp_string("B announces a Kaiser").unwrap());
    assert!(
        seen.contains("no (it stays a plain Banner, the 10)"),
        "{seen:?}"
    );
    assert!(!seen.contains("Kaiser?: Kaiser (3 Kritze)"), "{seen:?}");
    keys(&mut p, "\r\r\r");
    p.exp_string("Of your 7 cards you keep 5").unwrap();
    keys(&mut p, "\r");
    p.exp_string("1 of 2: Rosen-6").unwrap();
    keys(&mut p, "\r");
    let seen = utf8(&p.exp_string("Everyone lays 2 cards away").unwrap());
    assert!(seen.contains("2 of 2: Eichel-Under"), "{seen:?}");
    keys(&mut p, "\x1b");
}

/// Giving the hand up from the card menu asks once more; Enter (no) goes back to the cards,
/// yes gives the hand up.
#[test]
fn gehen_from_the_card_menu_asks_first() {
    let home = tempfile::tempdir().unwrap();
    let mut p = pty_sized(home.path(), &STANS, 80, 24);
    p.exp_string("Announce your Rosen-Banner as Kaiser")
        .unwrap();
    keys(&mut p, "\r\r\r\r\r\r");
    p.exp_string("Trick 1").unwrap();
    p.exp_string("? commands").unwrap();
    // Five cards, Spieldrei, then «Ich spiele nid».
    pick(&mut p, 6);
    // What comes before the question is a line of its own (at 80 columns the terminal would
    // cut a longer prompt in the middle of a word).
    let seen = utf8(&p.exp_string("Really").unwrap());
    assert!(seen.contains("undo cannot take it back.\r\n"), "{seen:?}");
    keys(&mut p, "\r");
    let seen = utf8(&p.exp_string("? commands").unwrap());
    assert!(!seen.contains("went"), "{seen:?}");
    pick(&mut p, 6);
    p.exp_string("Really").unwrap();
    pick(&mut p, 1);
    // The target is 11: the 13 booked end the game; the party that went is named.
    let seen = utf8(
        &p.exp_string("B+D book 13 because the other party (A+C) went.")
            .unwrap(),
    );
    // The question keeps its own mark, with no stray colon after it.
    assert!(seen.contains("ich chumä nid»? yes"), "{seen:?}");
    assert!(!seen.contains("?:"), "{seen:?}");
    p.exp_eof().unwrap();
}
