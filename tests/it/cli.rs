//! The command line as a player sees it: each test runs the real binary under NO_COLOR and
//! states its full stdout, stderr and exit code (insta snapshots in `tests/it/snapshots/`).
//! Bad input must give a clear message and exit 2, never a panic or a hang.

use crate::util::kaiser;
use std::path::Path;

/// Run `kaiser args...` and render the whole result as one text to snapshot.
pub(crate) fn run_in(dir: Option<&Path>, args: &[&str]) -> String {
    let mut cmd = kaiser();
    cmd.args(args);
    if let Some(d) = dir {
        cmd.current_dir(d);
    }
    crate::util::transcript(args, &cmd.output().unwrap())
}

pub(crate) fn run(args: &[&str]) -> String {
    run_in(None, args)
}

macro_rules! snap {
    ($name:ident, $($arg:expr),+ $(,)?) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(stringify!($name), run(&[$($arg),+]));
        }
    };
}

// ---- rank ------------------------------------------------------------------------------
snap!(
    rank_lungern_schellen,
    "rank",
    "--variant",
    "lungern",
    "--trump",
    "Schellen"
);
snap!(
    rank_stans_rosen_unannounced_blass,
    "rank",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "--unannounced",
    "Blass"
);
snap!(
    rank_liebenau_sources,
    "rank",
    "--variant",
    "liebenau",
    "--trump",
    "Schilten",
    "--sources"
);
snap!(
    rank_lungern_extended,
    "rank",
    "--variant",
    "lungern",
    "--trump",
    "Eichel",
    "--deck",
    "extended-56"
);
snap!(
    rank_karnoeffel_json,
    "rank",
    "--variant",
    "karnoeffel",
    "--trump",
    "Rosen",
    "--json"
);

// ---- compare ---------------------------------------------------------------------------
snap!(
    compare_stans_liebenau_willisau,
    "compare",
    "--trump",
    "Schilten",
    "stans",
    "liebenau",
    "willisau"
);
snap!(
    compare_lungern_karnoeffel_json,
    "compare",
    "--trump",
    "Rosen",
    "lungern",
    "karnoeffel",
    "--json"
);

// ---- trick -----------------------------------------------------------------------------
// 000 Farbstärke: Eichel-7, Mugg, Oberkaiser, Eichel-König.
snap!(
    trick_farbstaerke,
    "trick",
    "--variant",
    "lungern",
    "--trump",
    "Schellen",
    "Eichel-7",
    "Mugg",
    "Oberkaiser",
    "Eichel-König"
);
// 001 §1: the Trumpf-7 is beaten only by the Jos; then the Trumpf-5 takes the Jos.
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
// 001 footnote 5, hiratä: T-Ober, T-3, T-König (dr Fuil).
snap!(
    trick_stans_hiratae,
    "trick",
    "--variant",
    "stans",
    "--trump",
    "Schilten",
    "Schiltenober",
    "Trumfdrei",
    "Fuil"
);
// 004 De Fuul: an unannounced trump Banner taken by the Fuul.
snap!(
    trick_willisau_fuul_unannounced,
    "trick",
    "--variant",
    "willisau",
    "--trump",
    "Rosen",
    "--unannounced",
    "Blass",
    "Blass",
    "Fuul-Chönig"
);
// 000 Stupf, the variant switch, as JSON.
snap!(
    trick_lungern_switch_json,
    "trick",
    "--variant",
    "lungern",
    "--trump",
    "Rosen",
    "--switch",
    "t9_takes_led_t8",
    "T8",
    "T9",
    "--json"
);
snap!(
    trick_lungern_no_switch,
    "trick",
    "--variant",
    "lungern",
    "--trump",
    "Rosen",
    "T8",
    "T9"
);
snap!(
    trick_karnoeffel_first_trick,
    "trick",
    "--variant",
    "karnoeffel",
    "--trump",
    "Eichel",
    "--first-trick",
    "Teufel",
    "Eichel-8"
);
snap!(
    trick_buochs_fuil_is_trump_ober,
    "trick",
    "--variant",
    "buochs",
    "--trump",
    "Eichel",
    "Eichel-König",
    "Fuil"
);

// ---- trump -----------------------------------------------------------------------------
snap!(
    trump_tie_first_dealt,
    "trump",
    "--variant",
    "lungern",
    "Rosen-König",
    "Schellen-7",
    "Eichel-Ass",
    "Schilten-Ass"
);
snap!(
    trump_willisau_all_kaiser,
    "trump",
    "--variant",
    "willisau",
    "Blass",
    "Mugg",
    "Grüen",
    "Tätsch"
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
    trump_lungern_stock_given,
    "trump",
    "--variant",
    "lungern",
    "Blass",
    "Mugg",
    "--stock",
    "Eichel-9"
);
// 000: "Diese Farbe ist dann Trumpf": a turned Banner (never announced) sets trump too.
snap!(
    trump_lungern_stock_is_a_banner,
    "trump",
    "--variant",
    "lungern",
    "Blass",
    "Mugg",
    "--stock",
    "Grün"
);
snap!(
    trump_lungern_redeal,
    "trump",
    "--variant",
    "lungern",
    "Blass",
    "Mugg",
    "Grün",
    "Oberkaiser",
    "--json"
);

// ---- cards, variants -------------------------------------------------------------------
snap!(cards_default, "cards");
snap!(cards_stans, "cards", "--variant", "stans");
snap!(variants_table, "variants");
snap!(variants_json, "variants", "--json");
snap!(help_trick, "trick", "--help");

// ---- bad input: exit 2, a message naming the problem ------------------------------------
snap!(
    err_unknown_card,
    "trick",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "Rosen-Kng"
);
snap!(
    err_card_twice,
    "trick",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "Mugg",
    "Schellen-Banner"
);
snap!(
    err_card_outside_deck,
    "trick",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "Rosen-9"
);
snap!(
    err_unknown_system,
    "trick",
    "--variant",
    "stnas",
    "--trump",
    "Rosen",
    "RK"
);
snap!(
    err_unknown_suit,
    "trick",
    "--variant",
    "stans",
    "--trump",
    "Herz",
    "RK"
);
snap!(
    err_no_cards,
    "trick",
    "--variant",
    "stans",
    "--trump",
    "Rosen"
);
snap!(err_no_variant, "trick", "--trump", "Rosen", "RK");
// A missing `--trump` names the four suits (both languages).
snap!(err_no_trump, "rank", "--variant", "stans");
snap!(
    err_no_trump_de,
    "rank",
    "--variant",
    "stans",
    "--lang",
    "de"
);
snap!(
    err_unannounced_not_banner,
    "trick",
    "--variant",
    "lungern",
    "--trump",
    "Rosen",
    "--unannounced",
    "Rosen-König",
    "RK"
);
snap!(
    err_trump_name_without_trump,
    "trump",
    "--variant",
    "lungern",
    "Jos",
    "Rosen-3"
);
snap!(
    err_unknown_switch,
    "trick",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "--switch",
    "t9_takes_led_t8",
    "RK"
);
snap!(
    err_unknown_deck,
    "rank",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "--deck",
    "extended-56"
);
snap!(
    err_bad_deck_name,
    "rank",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "--deck",
    "tarot"
);
snap!(
    err_compare_one_system,
    "compare",
    "--trump",
    "Rosen",
    "stans"
);
snap!(
    err_too_many_cards,
    "trick",
    "--variant",
    "lungern",
    "--trump",
    "Rosen",
    "R3",
    "R4",
    "R5",
    "R6",
    "R7",
    "R8",
    "R9",
    "RB",
    "RU",
    "RO",
    "RK",
    "RA",
    "E3"
);

#[test]
fn json_outputs_have_the_documented_shape() {
    let json = |args: &[&str]| -> serde_json::Value {
        let out = kaiser().args(args).output().unwrap();
        assert!(out.status.success());
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let rank = json(&["rank", "--variant", "stans", "--trump", "Rosen", "--json"]);
    assert_eq!(rank["schema"], 1);
    assert_eq!(rank["system"], "stans");
    let rows = rank["rows"].as_array().unwrap();
    assert_eq!(rows[0]["cards"][0], "Schellen-Banner");
    assert_eq!(rows[0]["class"], "stecher");
    assert_eq!(rows[2]["cards"][0], "Rosen-Under");
    let trick = json(&[
        "trick",
        "--variant",
        "lungern",
        "--trump",
        "Schellen",
        "--json",
        "Eichel-7",
        "Mugg",
        "Oberkaiser",
        "Eichel-König",
    ]);
    assert_eq!(
        trick["winner"],
        serde_json::json!({ "index": 3, "name": "D" })
    );
    assert_eq!(trick["card"], "Eichel-König");
    assert_eq!(trick["steps"].as_array().unwrap().len(), 4);
}

#[test]
fn kaiser_variant_env_is_the_default_system() {
    let out = kaiser()
        .args(["trick", "--trump", "Rosen", "Teufel", "Mugg"])
        .env("KAISER_VARIANT", "stans")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("stans: "));
}

#[test]
fn colors_only_when_asked() {
    let out = kaiser()
        .args([
            "--color",
            "always",
            "trick",
            "--variant",
            "stans",
            "--trump",
            "Rosen",
            "Mugg",
        ])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("\u{1b}["));
    let out = kaiser()
        .args(["trick", "--variant", "stans", "--trump", "Rosen", "Mugg"])
        .output()
        .unwrap();
    assert!(
        !String::from_utf8_lossy(&out.stdout).contains("\u{1b}["),
        "not a terminal: no colors"
    );
}

// ---- bad input found by an adversarial pass --------------------------------------------
snap!(
    err_karnoeffel_has_no_kaiser,
    "trick",
    "--variant",
    "karnoeffel",
    "--trump",
    "Rosen",
    "--unannounced",
    "Blass",
    "RB"
);
snap!(
    err_card_only_in_extended_deck,
    "trick",
    "--variant",
    "lungern",
    "--trump",
    "Rosen",
    "Rosen-Nullig"
);
snap!(
    err_rank_without_suit,
    "trick",
    "--variant",
    "lungern",
    "--trump",
    "Rosen",
    "König"
);
snap!(
    err_cards_deck_not_of_system,
    "cards",
    "--variant",
    "stans",
    "--deck",
    "extended-60"
);
snap!(
    err_compare_same_system_twice,
    "compare",
    "--trump",
    "Rosen",
    "stans",
    "stans"
);

// A gloss of a rule system's citation in English (German in german_cli.rs).
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

// ---- glossary --------------------------------------------------------------------------
snap!(glossary_stupf, "glossary", "Stupf");
snap!(glossary_de_umschlag, "--lang", "de", "glossary", "Umschlag");
snap!(glossary_folds_umlauts, "glossary", "taefaeli");
snap!(glossary_misspelt, "glossary", "Stecer");
snap!(glossary_unknown, "glossary", "xyzzy");
snap!(glossary_list, "glossary");

#[test]
fn glossary_json_has_the_documented_shape() {
    let out = kaiser()
        .args(["glossary", "Kritz", "--json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["id"], "kritz");
    for field in [
        "term", "aliases", "kind", "de", "en", "systems", "source", "quote", "see",
    ] {
        assert!(!v[field].is_null(), "{field} in {v}");
    }
    let all = kaiser().args(["glossary", "--json"]).output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&all.stdout).unwrap();
    assert!(v["terms"].as_array().unwrap().len() >= 40);
}

// ---- readings ---------------------------------------------------------------------------
snap!(readings_list, "readings");
snap!(readings_one, "readings", "29");
snap!(readings_unknown, "readings", "99");
snap!(readings_german, "--lang", "de", "readings", "31");
