//! The partners' view (issue 15 item 2): in `kaiser play` the learner sees, before each card,
//! what the partners show (lungern, with a Sprecher at eight) or sign (stans's Schreiber),
//! in English and German, wrapped at 80 columns; `kaiser odds --partner` deals only the
//! cards nobody named, and refuses what cannot be.

use crate::citations::{missing, seed_names, seeds, straight_quotes};
use crate::json::{assert_valid, schema};
use crate::pty_game::STANS_SEED_3;
use crate::util::kaiser;
use kaiser::rules::catalog;
use kaiser::rules::system::Basis;

fn run(args: &[&str], input: &str) -> String {
    let out = kaiser()
        .args(args)
        .write_stdin(input.to_string())
        .output()
        .unwrap();
    crate::util::transcript(args, &out)
}

/// No line of `text` is wider than 80 columns.
fn fits(text: &str) {
    for line in text.lines() {
        assert!(line.chars().count() <= 80, "too wide: {line:?}");
    }
}

#[test]
fn lungern_partners_show_their_cards_to_the_sprecher_at_eight() {
    // Kommen to two Kaiser, then two cards; the input ends and the game with it.
    let text = run(
        &[
            "play",
            "--variant",
            "lungern",
            "--players",
            "8",
            "--seed",
            "3",
        ],
        "1\n1\n1\n1\n",
    );
    fits(&text);
    insta::assert_snapshot!("partners_play_lungern_8", text);
}

#[test]
fn lungern_partners_show_their_cards_at_four_in_german() {
    let text = run(
        &[
            "--lang",
            "de",
            "play",
            "--variant",
            "lungern",
            "--seed",
            "3",
        ],
        "1\n1\n1\n1\n1\n1\n",
    );
    fits(&text);
    insta::assert_snapshot!("partners_play_lungern_4_de", text);
}

#[test]
fn stans_partners_sign_their_high_cards_to_the_schreiber() {
    // No Kaiser announced, kommen three times, two cards away, then two cards.
    let text = run(&STANS_SEED_3[2..], "1\n1\n1\n1\n1\n1\n1\n1\n1\n");
    fits(&text);
    insta::assert_snapshot!("partners_play_stans", text);
}

#[test]
fn silenen_shows_no_partner_and_says_it_is_a_reading() {
    let text = run(&["play", "--variant", "silenen", "--seed", "3"], "");
    assert!(
        text.contains(
            "Partners do not show each other their cards.\nThe source says nothing of partners \
             showing or telling their cards; kaiser lets\n  no seat see a partner's cards. \
             (our reading 28; see `kaiser readings 28`)"
        ),
        "{text}"
    );
    assert!(!text.contains("(partner) shows"), "{text}");
}

const HAND: &str = "Eichel-Banner,Eichel-Ober,Eichel-Under,Schellen-Under,Schilten-5";
const ODDS: &[&str] = &[
    "odds",
    "--variant",
    "lungern",
    "--trump",
    "Schilten",
    "--hand",
    HAND,
    "--samples",
    "200",
    "--seed",
    "1",
];

fn odds(extra: &[&str]) -> String {
    run(&[ODDS, extra].concat(), "")
}

#[test]
fn odds_with_a_partners_hand_deal_only_the_unseen_cards() {
    // Seat 3's hand of `kaiser deal --variant lungern --seed 7`: a weak one.
    let weak = "3:Schellen-7,Schilten-9,Rosen-9,Schellen-9,Schellen-6";
    let text = odds(&["--partner", weak]);
    insta::assert_snapshot!("partners_odds_weak", text);
    let german = run(
        &[
            &["--lang", "de"],
            ODDS,
            &["--partner", "Schellen-7,Schilten-9"],
        ]
        .concat(),
        "",
    );
    insta::assert_snapshot!("partners_odds_some_de", german);
    // Without --partner the same seed gives more: the partner's cards were dealt at random.
    let percent = |t: &str| -> f64 {
        let at = t.find("makes its tricks in ").unwrap() + "makes its tricks in ".len();
        t[at..].split('%').next().unwrap().parse().unwrap()
    };
    let blind = odds(&[]);
    assert!(percent(&text) < percent(&blind), "{text}\n{blind}");
}

#[test]
fn odds_partner_json_follows_its_schema() {
    let args = [ODDS, &["--partner", "3:Schellen-7,Schilten-9", "--json"]].concat();
    let out = kaiser().args(&args).output().unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_valid(&schema("odds"), &args, &v);
    assert_eq!(
        v["partners"],
        serde_json::json!([{"seat": {"index": 2, "name": "C"}, "cards": ["Schellen-7", "Schilten-9"]}])
    );
    // Without --partner the answer has no `partners` at all, as before.
    let out = kaiser().args(ODDS).arg("--json").output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v.get("partners").is_none(), "{v}");
}

#[test]
fn odds_refuses_a_partner_that_cannot_be() {
    let mut all = String::new();
    for bad in [
        vec!["--partner", "2:Rosen-9"],
        vec!["--partner", "5:Rosen-9"],
        vec!["--partner", "3:Eichel-Ober"],
        vec!["--partner", "3:Rosen-99"],
        vec!["--partner", "3:Rosen-9,Rosen-9"],
        vec![
            "--partner",
            "3:Rosen-3,Rosen-4,Rosen-5,Rosen-6,Rosen-7,Rosen-8",
        ],
        vec!["--partner", "Rosen-9", "--partner", "Rosen-8"],
        vec!["--partner", "3:Rosen-9", "--partner", "3:Rosen-8"],
        vec!["--partner", "3:Rosen-9,"],
    ] {
        let text = odds(&bad);
        assert!(text.contains("exit: 2"), "{text}");
        all.push_str(&text);
    }
    insta::assert_snapshot!("partners_odds_refused", all);
}

#[test]
fn every_partners_quote_stands_in_its_seed_and_readings_are_numbered() {
    let seeds = seeds();
    let mut quoted = 0;
    for id in catalog::ids() {
        let system = catalog::load(id).unwrap();
        let p = system
            .partners
            .as_ref()
            .unwrap_or_else(|| panic!("{id} has no partners: section"));
        for basis in p.bases() {
            match basis {
                // Both languages: only a gloss differs, the quotes are the same.
                Basis::Source(text) => {
                    for raw in [text.en.as_str(), text.de.as_str()] {
                        let named = seed_names(raw);
                        let quotes: Vec<String> =
                            straight_quotes(raw).into_iter().map(String::from).collect();
                        assert!(!named.is_empty() && !quotes.is_empty(), "{id}: {raw}");
                        let misses = missing(&seeds, &named, &quotes);
                        assert!(misses.is_empty(), "{id}: not in the seed: {misses:?}");
                        quoted += 1;
                    }
                }
                Basis::Reading { reading, en, de } => {
                    assert!([27, 28].contains(reading), "{id}: reading {reading}");
                    assert!(seed_names(en).is_empty() && seed_names(de).is_empty());
                    assert!(
                        !en.contains('"') && !de.contains('"'),
                        "{id}: a quote in a reading"
                    );
                }
            }
        }
    }
    assert!(quoted >= 8, "{quoted}");
}
