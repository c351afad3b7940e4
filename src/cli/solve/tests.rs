//! Unit tests of `kaiser solve`: names joined, the winner's number, thousands marks, the
//! give-up message, the progress indicator, the heading.

use super::allowed_players;
use super::gave_up::gave_up;
use super::progress::{Progress, grouped};
use super::render::join_names;
use crate::i18n::{Lang, with_lang};
use crate::rules::solver::{GaveUp, PlayRules};
use std::time::{Duration, Instant};

fn names(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

#[test]
fn names_are_joined_in_the_language_of_the_run() {
    assert_eq!(
        with_lang(Lang::En, || join_names(&names(&["A", "B", "C"]))),
        "A, B and C"
    );
    assert_eq!(
        with_lang(Lang::De, || join_names(&names(&["A", "C"]))),
        "A und C"
    );
    assert_eq!(with_lang(Lang::De, || join_names(&names(&["A"]))), "A");
}

#[test]
fn the_winner_agrees_in_number() {
    let wins = |members: usize, need: u8| {
        crate::t!(
            "cli-solve-wins",
            team = "X",
            members = members,
            need = need,
            opponents = 2,
            others = "Y"
        )
    };
    with_lang(Lang::En, || {
        assert_eq!(
            wins(1, 1),
            "X wins the hand: 1 trick with best play, whatever the others do."
        );
        assert_eq!(
            wins(2, 3),
            "X win the hand: 3 tricks with best play, whatever the others do."
        );
    });
    with_lang(Lang::De, || {
        assert_eq!(
            wins(1, 1),
            "X gewinnt das Spiel: einen Stich bei bester Spielweise, egal, was die anderen tun."
        );
        assert_eq!(
            wins(2, 3),
            "X gewinnen das Spiel: 3 Stiche bei bester Spielweise, egal, was die anderen tun."
        );
    });
    // One opponent is named, in the verb's number.
    let alone = || {
        crate::t!(
            "cli-solve-wins",
            team = "B",
            members = 1,
            need = 3,
            opponents = 1,
            others = "A"
        )
    };
    assert_eq!(
        with_lang(Lang::En, alone),
        "B wins the hand: 3 tricks with best play, whatever A does."
    );
    assert_eq!(
        with_lang(Lang::De, alone),
        "B gewinnt das Spiel: 3 Stiche bei bester Spielweise, egal, was A tut."
    );
}

#[test]
fn thousands_are_marked_as_the_language_writes_them() {
    assert_eq!(grouped(Lang::En, 40_000_000), "40,000,000");
    assert_eq!(grouped(Lang::De, 40_000_000), "40'000'000");
    assert_eq!(grouped(Lang::En, 999), "999");
    assert_eq!(grouped(Lang::En, 1000), "1,000");
    assert_eq!(grouped(Lang::De, 0), "0");
}

/// The deadline's message (the CLI tests cannot wait for a clock without depending on
/// timing, so it is checked here).
#[test]
fn running_out_of_time_says_how_long_and_suggests_more() {
    let system = crate::rules::catalog::load("lungern").unwrap();
    let c = |n: &str| crate::cards::names::Namer::new(None, &system.nicknames).card(n);
    let hands: Vec<(String, Vec<crate::cards::Card>)> = [("A", "Rosen-3"), ("B", "Rosen-4")]
        .iter()
        .map(|(p, n)| (p.to_string(), vec![c(n).unwrap()]))
        .collect();
    let seating = crate::rules::hand::seat(
        &hands,
        &[],
        Some(1),
        "lungern",
        &allowed_players(&system),
        PlayRules::default(),
    )
    .unwrap();
    let e = GaveUp::Time {
        positions: 12_345_678,
    };
    let en = with_lang(Lang::En, || {
        gave_up(&e, Some(30), &seating, &system).to_string()
    });
    assert_eq!(
        en,
        "no answer after 30 s (12,345,678 positions): lungern, 2 players in 2 parties \
         (A · B), 1 card each; asked which party makes 1 of 1 trick whatever the others \
         do\nTry fewer cards per hand, fewer players or fewer parties (--team), or \
         more time: --time-limit 120."
    );
    let de = with_lang(Lang::De, || {
        gave_up(&e, Some(30), &seating, &system).to_string()
    });
    assert!(
        de.starts_with("keine Antwort nach 30 s (12'345'678 Stellungen): "),
        "{de}"
    );
    assert!(
        de.ends_with("oder mit mehr Zeit: --time-limit 120."),
        "{de}"
    );
}

#[test]
fn no_progress_indicator_off_a_terminal() {
    let long_ago = Instant::now()
        .checked_sub(Duration::from_secs(5))
        .unwrap_or_else(Instant::now);
    let off = Progress::new(long_ago, false);
    assert!(!off.show(1_000_000));
    assert!(off.bar.get().is_none());
    let mut on = Progress::new(long_ago, true);
    on.quiet = Duration::ZERO;
    assert!(!on.show(1_000_000), "the indicator never stops a solve");
    assert!(on.bar.get().is_some());
    on.done();
}

#[test]
fn the_heading_names_the_deck_in_german() {
    let system = crate::rules::catalog::load("stans").unwrap();
    let h = with_lang(Lang::De, || {
        super::super::heading(
            &system,
            Some(crate::cards::Suit::Rosen),
            system.default_deck(),
        )
    });
    assert!(h.ends_with(" · Trumpf: Rosen · Blatt stans-40"), "{h}");
}
