//! Three of `kaiser puzzle`'s screens, in English and German: the best-play line on an
//! 80-column terminal wraps only between the cards, never between a seat and its card or
//! inside a card's name (`B Rosen-Banner (Blass)` stays one unit); the rating after the
//! answer asked for, a hint or a wrong card first says why it fell; and `--daily` says it is
//! the puzzle of the day, with its date (text and `--json`'s `daily`), one the learner leads
//! with every hand open. The clock is `KAISER_NOW`, never the real one.

use crate::fit::screen_lines;
use crate::json::{assert_valid, schema};
use crate::puzzle_util::{STANS_004_JSON, json_at, strings};

/// The fixed day of these tests.
const NOW: &str = "2026-11-25T09:00:00Z";

/// `kaiser --lang lang puzzle args...` piped, with `input` typed and the clock at [`NOW`]:
/// the whole output.
fn piped(lang: &str, args: &[&str], input: &str) -> String {
    let home = tempfile::tempdir().unwrap();
    let args = [&["--lang", lang, "puzzle"][..], args].concat();
    crate::puzzle_util::at(home.path(), NOW, &args, input)
}

/// stans-004 in an 80x24 pseudo-terminal, "show the answer" picked from its menu (three
/// cards, a hint, then show): what the screen shows from the answer to the rating.
#[cfg(unix)]
fn shown_on_80_columns(lang: &str, answer: &str, rating: &str) -> String {
    let home = tempfile::tempdir().unwrap();
    let args = [
        "--color",
        "never",
        "--lang",
        lang,
        "puzzle",
        "--variant",
        "stans",
        "--id",
        "stans-004",
    ];
    let mut p = crate::util::pty_sized(home.path(), &args, 80, 24);
    p.exp_string("Schilten-3").unwrap();
    crate::pty_game::pick(&mut p, 4);
    let seen = p.exp_eof().unwrap();
    let lines = screen_lines(&seen);
    let from = lines
        .iter()
        .rposition(|l| l.starts_with(answer))
        .unwrap_or_else(|| panic!("no {answer:?} in:\n{}", lines.join("\n")));
    // Nothing after the rating (and what it wraps to) but blank lines.
    let text = lines[from..].to_vec();
    assert!(
        text.iter().any(|l| l.starts_with(rating)),
        "{}",
        text.join("\n")
    );
    for l in &text {
        assert!(l.chars().count() <= 80, "wider than 80: {l:?}");
    }
    text.join("\n").trim_end().to_string()
}

/// On an 80-column terminal a trick of four cards wraps between cards: each seat stays
/// with its card and a card with its note (joined by no-break spaces).
#[cfg(unix)]
#[test]
fn the_best_play_line_wraps_between_cards_at_80_columns() {
    insta::assert_snapshot!(
        "shown_80_en",
        shown_on_80_columns("en", "The answer:", "Your puzzle rating:")
    );
    insta::assert_snapshot!(
        "shown_80_de",
        shown_on_80_columns("de", "Die Antwort:", "Deine Aufgaben-Wertung:")
    );
}

/// Piped, the same line is one line a trick, its no-break spaces read as spaces.
#[test]
fn the_best_play_line_piped_is_one_line_a_trick() {
    let text = piped("en", &["--variant", "stans", "--id", "stans-004"], "show\n");
    let trick = text
        .lines()
        .find(|l| l.starts_with("  1. A"))
        .expect(&text)
        .replace('\u{a0}', " ");
    assert_eq!(
        trick,
        "  1. A Schilten-3 · B Rosen-Banner (Blass) · C Schellen-Banner (Mugg) · D Rosen-König → C"
    );
}

/// The answer asked for: the rating falls, and says why (the whole session; German too).
#[test]
fn the_rating_says_why_it_fell_after_the_answer_shown() {
    let args = ["--variant", "stans", "--id", "stans-004"];
    insta::assert_snapshot!("shown_rating_en", piped("en", &args, "show\n"));
    insta::assert_snapshot!("shown_rating_de", piped("de", &args, "show\n"));
    // Practice still does not count, and says so instead.
    let practice = piped(
        "en",
        &["--variant", "stans", "--id", "stans-004", "--practice"],
        "show\n",
    );
    assert!(
        practice.ends_with("Practice: this puzzle does not count towards your puzzle rating.\n"),
        "{practice}"
    );
}

/// `--daily` names itself the puzzle of the day, with the date (text in both languages and
/// `--json`); without `--daily` the JSON has no `daily`.
#[test]
fn the_daily_puzzle_says_its_date() {
    let args = ["--variant", "stans", "--daily"];
    insta::assert_snapshot!("daily_en", piped("en", &args, "back\n"));
    insta::assert_snapshot!("daily_de", piped("de", &args, "back\n"));
    let schema = schema("puzzle");
    let json = ["puzzle", "--variant", "stans", "--daily", "--json"];
    let day = json_at(&json, Some(NOW));
    assert_valid(&schema, &json, &day);
    assert_eq!(day["daily"], "2026-11-25");
    let id = STANS_004_JSON;
    let one = json_at(&id, Some(NOW));
    assert_valid(&schema, &id, &one);
    assert!(one.get("daily").is_none(), "{one}");
}

/// A hint, or a wrong card first, lowers the rating and says why, as the answer shown does
/// (the whole session, in English and German). The cards are the puzzle's own (`--json`).
#[test]
fn the_rating_says_why_it_fell_after_a_hint_or_a_wrong_card() {
    let p = json_at(&STANS_004_JSON, None);
    let answer = strings(&p["answer"])[0].clone();
    let wrong = strings(&p["wrong"])[0].clone();
    let args = ["--variant", "stans", "--id", "stans-004"];
    let hint = format!("hint\n{answer}\n");
    let missed = format!("{wrong}\n{answer}\n");
    insta::assert_snapshot!("hint_rating_en", piped("en", &args, &hint));
    insta::assert_snapshot!("hint_rating_de", piped("de", &args, &hint));
    insta::assert_snapshot!("wrong_rating_en", piped("en", &args, &missed));
    insta::assert_snapshot!("wrong_rating_de", piped("de", &args, &missed));
}

/// The puzzle of the day is one the learner leads with every hand open, on every day of a
/// fortnight, in stans, whose puzzles include face-down ones started mid-trick.
#[test]
fn the_daily_puzzle_is_led_by_the_learner() {
    let args = ["puzzle", "--variant", "stans", "--daily", "--json"];
    for day in 10..24 {
        let now = format!("2026-11-{day}T09:00:00Z");
        let p = json_at(&args, Some(&now));
        assert_eq!(p["on_table"], serde_json::json!([]), "{now}: {p}");
        assert_eq!(p["face_down"], false, "{now}: {p}");
        assert_eq!(p["view"], false, "{now}: {p}");
    }
}

/// The hand lists above a puzzle keep each card with its note (`Schellen-4 (Trumpf-4)`,
/// glued by no-break spaces as the best-play line is): wrapped at any width from 30 to 80,
/// no note falls onto the next line away from its card (English and German).
#[test]
fn a_hand_list_keeps_each_card_with_its_note() {
    for lang in ["en", "de"] {
        let text = piped(lang, &["--variant", "stans", "--id", "stans-004"], "back\n");
        let hands: Vec<&str> = text
            .lines()
            .filter(|l| l.starts_with("  B: ") || l.starts_with("  C: "))
            .collect();
        assert_eq!(hands.len(), 2, "{text}");
        for hand in hands {
            let cards: Vec<&str> = hand["  B: ".len()..].split(", ").collect();
            assert!(cards.iter().any(|c| c.contains('(')), "{hand}");
            for card in cards {
                assert!(!card.contains(' '), "{lang}: {card:?} has a breaking space");
                for width in 30..=80 {
                    let wrapped = kaiser::render::fit::text_to(hand, width);
                    assert!(
                        wrapped.lines().any(|l| l.contains(card)),
                        "{lang} at {width}: {card:?} split in\n{wrapped}"
                    );
                }
            }
        }
    }
}
