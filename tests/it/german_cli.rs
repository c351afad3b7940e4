//! The explorer commands in German: each test runs the real binary with `--lang de` (or a
//! German locale) under NO_COLOR and states its full stdout, stderr and exit code (insta
//! snapshots `tests/it/snapshots/it__german_cli__*.snap`). JSON keys stay English; card, suit and
//! system names and the game's words stay German in both languages.
//!
//! The engine's reasoning sentences (the numbered steps of `trick`, the Umschlag's steps, card
//! errors) come from the rules' catalog and are snapshotted as they are.

use crate::util::transcript_of;

/// `kaiser args...` with `env` (the locale is cleared first: only `--lang` or `env` decide).
fn run_env(env: &[(&str, &str)], args: &[&str]) -> String {
    transcript_of(args, env)
}

fn run(args: &[&str]) -> String {
    run_env(&[], args)
}

/// `kaiser --lang de args...`
fn de(args: &[&str]) -> String {
    let mut all = vec!["--lang", "de"];
    all.extend_from_slice(args);
    run(&all)
}

macro_rules! snap {
    ($name:ident, $($arg:expr),+ $(,)?) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(stringify!($name), de(&[$($arg),+]));
        }
    };
}

/// English words of the command line's own texts that must not show in a German run.
fn assert_no_english(text: &str, words: &[&str]) {
    for w in words {
        assert!(!text.contains(w), "English {w:?} left in:\n{text}");
    }
}

// ---- rank, trick, trump, compare ------------------------------------------------------
snap!(
    rank_stans_unannounced_sources,
    "rank",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "--unannounced",
    "Blass",
    "--sources"
);
snap!(
    trick_stans_teufel,
    "trick",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "Teufel",
    "Mugg",
    "Jos",
    "Trumpf-5"
);
snap!(
    trick_lungern_switch,
    "trick",
    "--variant",
    "lungern",
    "--trump",
    "Rosen",
    "--switch",
    "t9_takes_led_t8",
    "T8",
    "T9"
);
snap!(
    trump_lungern_turn_stock,
    "trump",
    "--variant",
    "lungern",
    "Blass",
    "Mugg"
);
snap!(
    trump_lungern_redeal,
    "trump",
    "--variant",
    "lungern",
    "Blass",
    "Mugg",
    "Grün",
    "Oberkaiser"
);
snap!(
    trump_willisau_sets_trump,
    "trump",
    "--variant",
    "willisau",
    "Rosen-König",
    "Schellen-7",
    "Eichel-Ass"
);
snap!(
    compare_stans_liebenau_willisau,
    "compare",
    "--trump",
    "Schilten",
    "stans",
    "liebenau",
    "willisau"
);
snap!(compare_one_system, "compare", "--trump", "Rosen", "stans");

// ---- cards, variants ------------------------------------------------------------------
snap!(cards_default, "cards");
snap!(
    cards_lungern_extended,
    "cards",
    "--variant",
    "lungern",
    "--deck",
    "extended-56"
);
snap!(variants, "variants");

// ---- solve, odds, deal ----------------------------------------------------------------
snap!(
    solve_liebenau_two_players,
    "solve",
    "--variant",
    "liebenau",
    "--trump",
    "Rosen",
    "--hand",
    "A=T6,Rosen-Ass,Blass,Schilten-Ober,Schilten-Ass",
    "--hand",
    "B=Jos,Rosen-3,Schilten-3,Eichel-3,Schellen-3"
);
snap!(
    solve_stans_teams,
    "solve",
    "--variant",
    "stans",
    "--trump",
    "Eichel",
    "--hand",
    "A=Mugg,Jos,R5",
    "--hand",
    "B=E7,E3,R3",
    "--hand",
    "C=Blass,R4,S5",
    "--hand",
    "D=S3,S4,E5",
    "--team",
    "A,C",
    "--team",
    "B,D",
    "--need",
    "2"
);
snap!(
    solve_stans_teams_json,
    "solve",
    "--variant",
    "stans",
    "--trump",
    "Eichel",
    "--hand",
    "A=Mugg,Jos,R5",
    "--hand",
    "B=E7,E3,R3",
    "--hand",
    "C=Blass,R4,S5",
    "--hand",
    "D=S3,S4,E5",
    "--team",
    "A,C",
    "--team",
    "B,D",
    "--need",
    "2",
    "--json"
);
snap!(
    solve_bad_hand,
    "solve",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "--hand",
    "A=Mugg,,Jos"
);
snap!(
    odds_stans_40_deals,
    "odds",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "--hand",
    "Mugg,Jos,T3,Rosen-König,Eichel-Ass",
    "--samples",
    "40",
    "--seed",
    "7"
);
snap!(
    odds_one_deal_second_seat,
    "odds",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "--hand",
    "Mugg,Jos,T3,Rosen-König,Eichel-Ass",
    "--seat",
    "2",
    "--samples",
    "1",
    "--seed",
    "7"
);
snap!(
    odds_card_twice,
    "odds",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "--hand",
    "Mugg,Jos,Mugg,Rosen-König,Eichel-Ass",
    "--samples",
    "1"
);
snap!(
    deal_stans_42,
    "deal",
    "--variant",
    "stans",
    "--players",
    "4",
    "--seed",
    "42"
);
snap!(
    deal_lungern_six_in_three,
    "deal",
    "--variant",
    "lungern",
    "--players",
    "6",
    "--parties",
    "3",
    "--seed",
    "1"
);

snap!(
    err_deal_parties,
    "deal",
    "--variant",
    "lungern",
    "--players",
    "6",
    "--parties",
    "4"
);

// A gloss of a rule system's citation in German (walk finding 31): the JSON cites in full,
// and karnoeffel's "a led trump gives no suit" is «ein ausgespielter Trumpf gibt keine Farbe
// vor» here (English in cli.rs).
snap!(
    trick_karnoeffel_led_trump_gloss_json,
    "trick",
    "--variant",
    "karnoeffel",
    "--trump",
    "Rosen",
    "Rosen-6",
    "Eichel-König",
    "--json"
);

// ---- glossary -------------------------------------------------------------------------
snap!(glossary_stupf, "glossary", "Stupf");
snap!(glossary_misspelt, "glossary", "Stecer");
snap!(glossary_unknown, "glossary", "xyzzy");
snap!(glossary_list, "glossary");

// ---- errors ---------------------------------------------------------------------------
snap!(
    err_misspelt_card,
    "trick",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "Mug",
    "Jos"
);
snap!(err_no_variant, "rank", "--trump", "Rosen");
snap!(
    err_unknown_deck,
    "rank",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "--deck",
    "tarot"
);

#[test]
fn a_misspelt_card_is_bad_input() {
    let out = de(&[
        "trick",
        "--variant",
        "stans",
        "--trump",
        "Rosen",
        "Mug",
        "Jos",
    ]);
    assert!(out.contains("\nexit: 2\n"), "{out}");
    assert!(out.contains("kaiser: Fehler: "), "{out}");
}

// ---- check ----------------------------------------------------------------------------
#[test]
fn check_a_bad_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.yaml");
    std::fs::write(&path, "format_version: 1\nid: x\n").unwrap();
    let out = de(&["check", path.to_str().unwrap()]).replace(path.to_str().unwrap(), "BAD");
    insta::assert_snapshot!("check_bad_file", out);
}

/// `kaiser check`'s report in German. The run itself re-solves every shipped puzzle, seconds
/// in a test build: it is run once in the suite (`content_check`, in English); the German
/// words are checked here on the catalog's message it prints, with the same counts.
#[test]
fn check_counts_in_german() {
    use kaiser::i18n::{Arg, Lang, message};
    let n = crate::content_check::built_in_counts();
    let line = message(
        Lang::De,
        "cli-check-ok",
        &[
            ("lessons", n.lessons.arg()),
            ("questions", n.questions.arg()),
            ("scenarios", n.scenarios.arg()),
            ("tricks", n.tricks.arg()),
        ],
    );
    assert!(line.starts_with("ok: "), "{line}");
    for part in [
        " Lektionen mit ",
        " Fragen, ",
        " Szenarien mit ",
        " Stichen und Umschlägen; ",
    ] {
        assert!(line.contains(part), "{part:?} in {line}");
    }
    assert!(
        line.ends_with("jede angegebene Antwort stimmt mit der Regel-Engine überein"),
        "{line}"
    );
}

// ---- the greeting and the locale ------------------------------------------------------
#[test]
fn greeting_in_german_by_flag_and_by_locale() {
    let by_flag = run(&["--lang", "de"]);
    let by_locale = run_env(&[("LANG", "de_CH.UTF-8")], &[]);
    insta::assert_snapshot!("greeting", by_flag);
    assert_eq!(
        by_locale.replacen("$ kaiser \n", "$ kaiser --lang de\n", 1),
        by_flag
    );
    assert_no_english(
        &by_flag,
        &["Start here", "All commands", "lessons step by step"],
    );
}

#[test]
fn a_german_locale_picks_german_without_the_flag() {
    let args = ["rank", "--variant", "lungern", "--trump", "Schellen"];
    let by_locale = run_env(&[("LANG", "de_CH.UTF-8")], &args);
    let by_flag = de(&args);
    assert_eq!(
        by_locale.replacen("$ kaiser rank", "$ kaiser --lang de rank", 1),
        by_flag
    );
    assert!(by_locale.contains("┆ Karten "), "{by_locale}");
    // LC_ALL wins over LANG, as for the lessons.
    let english = run_env(&[("LANG", "de_CH.UTF-8"), ("LC_ALL", "en_US.UTF-8")], &args);
    assert!(english.contains("┆ Cards "), "{english}");
}

/// The command line's own words are German on every explorer screen (the engine's sentences
/// and the systems' descriptions are checked elsewhere).
#[test]
fn no_english_of_the_command_line_is_left() {
    let screens = [
        de(&[
            "rank",
            "--variant",
            "stans",
            "--trump",
            "Rosen",
            "--unannounced",
            "Blass",
            "--sources",
        ]),
        de(&[
            "trick",
            "--variant",
            "stans",
            "--trump",
            "Rosen",
            "Teufel",
            "Mugg",
            "Jos",
        ]),
        de(&["compare", "--trump", "Rosen", "stans", "lungern"]),
        de(&["cards", "--variant", "lungern", "--deck", "extended-56"]),
        de(&["variants"]),
        de(&["deal", "--variant", "stans", "--seed", "3"]),
        de(&[
            "odds",
            "--variant",
            "stans",
            "--trump",
            "Rosen",
            "--hand",
            "Mugg,Jos,T3,Rosen-König,Eichel-Ass",
            "--samples",
            "30",
            "--seed",
            "1",
        ]),
        de(&[
            "solve",
            "--variant",
            "liebenau",
            "--trump",
            "Rosen",
            "--hand",
            "A=T6,Rosen-Ass,Blass,Schilten-Ober,Schilten-Ass",
            "--hand",
            "B=Jos,Rosen-3,Schilten-3,Eichel-3,Schellen-3",
        ]),
        de(&["glossary", "Umschlag"]),
        de(&["glossary"]),
    ];
    for s in &screens {
        assert!(s.contains("\nexit: 0\n"), "{s}");
        // A system's title is content (crates/kaiser-engine/systems/), not the command line's.
        let s = s.replace("(8-12 players)", "");
        assert_no_english(
            &s,
            &[
                "takes the trick",
                "Cards ",
                "Class ",
                "Takes ",
                "Source",
                "Unannounced",
                "Switches on",
                " deck ",
                " cards)",
                "all Kaiser announced",
                "Names that need",
                "Spellings",
                "Any trump card",
                "Title ",
                "Region ",
                "Decks ",
                "players",
                "parties",
                "tricks",
                "Dealer",
                "face up",
                "Your hand",
                "Your party",
                "random deal",
                "double-dummy",
                "A line of best play",
                " win the hand",
                " wins the hand",
                "Systems",
                "See also",
                "Meaning",
                "One term in full",
                "┆ plain ",
            ],
        );
    }
}
