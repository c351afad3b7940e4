//! The sources' worked examples as data, run like a chess engine's perft file.
//!
//! `tests/corpus/tricks.yaml`: every worked trick of the seeds (and each system's explicit
//! Stupf / Fuil statements), with its citation and quote; the engine must name the same winner.
//! `tests/corpus/tables.yaml`: each system's Machtposition as its source states it,
//! transcribed independently of `crates/kaiser-engine/systems/*.yaml`; the Power table must match row by row.
//! Both files were written from `../shared/seeds/` by a second reader, not from the engine.

use kaiser::cards::Card;
use kaiser::cards::names::{Namer, parse_suit};
use kaiser::rules::catalog;
use kaiser::rules::trick::{TrickContext, explain, winner};
use kaiser::rules::{Class, Power, PowerOptions};
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Deserialize)]
struct TrickFile {
    format_version: u32,
    cases: Vec<Case>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    id: String,
    variant: String,
    trump: String,
    cards: Vec<String>,
    winner: usize,
    source: String,
    quote: String,
    #[serde(default)]
    note: Option<String>,
    #[serde(default)]
    unannounced: Vec<String>,
    #[serde(default)]
    first_trick: bool,
    #[serde(default)]
    switches: BTreeMap<String, bool>,
}

#[derive(Deserialize)]
struct TableFile {
    format_version: u32,
    tables: Vec<Table>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    variant: String,
    trump: String,
    source: String,
    quote: String,
    rows: Vec<TableRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TableRow {
    cards: Vec<String>,
    class: Class,
}

fn cards(names: &[String]) -> Vec<Card> {
    names
        .iter()
        .map(|n| {
            n.parse::<Card>()
                .unwrap_or_else(|e| panic!("corpus card {n}: {e}"))
        })
        .collect()
}

#[test]
fn every_worked_trick_of_the_sources() {
    let file: TrickFile =
        serde_norway::from_str(include_str!("../corpus/tricks.yaml")).expect("tricks.yaml parses");
    assert_eq!(file.format_version, 1);
    assert!(
        file.cases.len() >= 40,
        "the corpus shrank to {}",
        file.cases.len()
    );
    let mut failures = Vec::new();
    let mut systems_seen = BTreeMap::new();
    for case in &file.cases {
        assert!(
            !case.source.is_empty() && !case.quote.is_empty(),
            "{}: cite it",
            case.id
        );
        let _ = &case.note;
        let system = catalog::load(&case.variant).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        *systems_seen.entry(case.variant.clone()).or_insert(0) += 1;
        let trump = parse_suit(&case.trump).expect("trump");
        let opts = PowerOptions {
            deck: None,
            unannounced: cards(&case.unannounced),
            switches: case.switches.clone(),
        };
        let power =
            Power::new(&system, trump, &opts).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        let played = cards(&case.cards);
        let ctx = TrickContext {
            first_trick: case.first_trick,
        };
        let outcome =
            explain(&system, &power, &played, ctx).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        // The fast path and the explained path must agree.
        assert_eq!(winner(&power, &played, ctx), outcome.winner, "{}", case.id);
        if outcome.winner != case.winner {
            let steps: Vec<String> = kaiser::text::trick::narrate(
                kaiser::i18n::Lang::En,
                &system,
                &power,
                &played,
                &outcome,
            )
            .into_iter()
            .map(|s| s.text)
            .collect();
            failures.push(format!(
                "{} ({}): source says card {} ({}) takes, engine says card {} ({})\n    {}\n    {}",
                case.id,
                case.source,
                case.winner,
                case.cards[case.winner],
                outcome.winner,
                outcome.card,
                case.quote,
                steps.join("\n    ")
            ));
        }
    }
    // Every built-in system has cases from its source, and the required ones exist.
    for id in catalog::ids() {
        assert!(systems_seen.contains_key(id), "no source case for {id}");
    }
    for id in [
        "lungern",
        "silenen",
        "stans",
        "liebenau",
        "willisau",
        "karnoeffel",
    ] {
        assert!(catalog::ids().contains(&id), "{id} is not built in");
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases disagree:\n{}",
        failures.len(),
        file.cases.len(),
        failures.join("\n")
    );
}

#[test]
fn each_system_table_matches_its_source_row_by_row() {
    let file: TableFile =
        serde_norway::from_str(include_str!("../corpus/tables.yaml")).expect("tables.yaml parses");
    assert_eq!(file.format_version, 1);
    let mut failures = Vec::new();
    for table in &file.tables {
        assert!(!table.source.is_empty() && !table.quote.is_empty());
        let system = catalog::load(&table.variant).expect("system");
        let trump = parse_suit(&table.trump).expect("trump");
        let power = Power::new(&system, trump, &PowerOptions::default()).expect("power");
        let namer = Namer::new(Some(trump), &system.nicknames);
        let ours: Vec<(Vec<Card>, Class)> = power
            .row_cards()
            .into_iter()
            .enumerate()
            .filter(|(_, c)| !c.is_empty())
            .map(|(i, mut c)| {
                c.sort_by_key(|k| k.id());
                (c, system.rows[i].class)
            })
            .collect();
        let theirs: Vec<(Vec<Card>, Class)> = table
            .rows
            .iter()
            .map(|r| {
                let mut c: Vec<Card> = r
                    .cards
                    .iter()
                    .map(|n| namer.card(n).expect("card"))
                    .collect();
                c.sort_by_key(|k| k.id());
                (c, r.class)
            })
            .collect();
        let show = |rows: &[(Vec<Card>, Class)]| {
            rows.iter()
                .enumerate()
                .map(|(i, (c, k))| {
                    format!(
                        "{:>3} {:<8} {}",
                        i + 1,
                        k.game_name().unwrap_or("plain"),
                        c.iter()
                            .map(|x| x.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                })
                .collect::<Vec<_>>()
                .join("\n")
        };
        if ours != theirs {
            failures.push(format!(
                "{} (trump {}), {}:\nengine:\n{}\nsource:\n{}",
                table.variant,
                table.trump,
                table.source,
                show(&ours),
                show(&theirs)
            ));
        }
    }
    assert!(file.tables.len() >= 6);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
