//! No invented rule wears a citation (issue 15 item 6). Every kind of Umschlag outcome of
//! every built-in system is decided, printed (`kaiser trump --json`) and checked: a step that
//! rests on a source prints a citation whose every quote stands word for word in the seed
//! it names (`../shared/seeds/` beside the clone; whitespace as laid out aside); a step that
//! rests on our reading prints the reading's number and text, never a quote. The stake words
//! each system's `play` says are checked the same way against the seed of its stake.

use crate::util::kaiser;
use kaiser::rules::catalog;
use kaiser::rules::system::Basis;
use kaiser::rules::umschlag::decide;
use std::collections::BTreeMap;

/// The five seeds by file name, whitespace collapsed.
pub(crate) fn seeds() -> BTreeMap<String, String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/seeds");
    let mut out = BTreeMap::new();
    for e in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{dir}: {e}")) {
        let path = e.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        out.insert(name, collapse(&text));
    }
    assert_eq!(out.len(), 5, "the five seeds in {dir}");
    out
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The pieces of a quotation between its ellipses ("...", "…"), whitespace collapsed.
fn fragments(quote: &str) -> Vec<String> {
    quote
        .split("...")
        .flat_map(|p| p.split('…'))
        .map(collapse)
        .filter(|p| !p.is_empty())
        .collect()
}

/// The text between straight double quotes of a raw YAML citation.
pub(crate) fn straight_quotes(raw: &str) -> Vec<&str> {
    raw.split('"').skip(1).step_by(2).collect()
}

/// The text inside «…» of a printed citation (nested «» kept inside).
fn guillemet_quotes(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '«' => {
                if depth > 0 {
                    cur.push(c);
                }
                depth += 1;
            }
            '»' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    out.push(std::mem::take(&mut cur));
                } else {
                    cur.push(c);
                }
            }
            _ if depth > 0 => cur.push(c),
            _ => {}
        }
    }
    out
}

/// The seed file names a raw citation names.
pub(crate) fn seed_names(raw: &str) -> Vec<String> {
    let b = raw.as_bytes();
    (0..b.len().saturating_sub(23))
        .filter(|&i| {
            b[..i].last().is_none_or(|c| !c.is_ascii_alphanumeric())
                && b[i..i + 3].iter().all(u8::is_ascii_digit)
                && b[i + 3] == b'_'
                && b[i + 4..i + 20].iter().all(u8::is_ascii_hexdigit)
                && &b[i + 20..i + 24] == b".txt"
        })
        .map(|i| raw[i..i + 24].to_string())
        .collect()
}

/// Every quote fragment of `quotes` in one of `named` (seed file names): the misses.
pub(crate) fn missing(
    seeds: &BTreeMap<String, String>,
    named: &[String],
    quotes: &[String],
) -> Vec<String> {
    let mut misses = Vec::new();
    for q in quotes {
        for f in fragments(q) {
            if !named.iter().any(|n| seeds[n].contains(&f)) {
                misses.push(f);
            }
        }
    }
    misses
}

/// The Umschlag cases: every kind of outcome (the lowest card, a tie, a Kaiser passed over,
/// Kaiser only (two, four, the Blass alone) with and without the stock's card, a Banner
/// turned from the stock).
const CASES: &[(&[&str], &[&str])] = &[
    (&["Rosen-König", "Eichel-Ass"], &[]),
    (&["Rosen-3", "Eichel-3"], &[]),
    (&["Rosen-Banner", "Eichel-König", "Schilten-König"], &[]),
    (&["Rosen-Banner", "Schellen-Banner"], &[]),
    (&["Rosen-Banner", "Schellen-Banner"], &["Eichel-7"]),
    (&["Rosen-Banner", "Schellen-Banner"], &["Eichel-Banner"]),
    (
        &[
            "Rosen-Banner",
            "Schellen-Banner",
            "Eichel-Banner",
            "Schilten-Banner",
        ],
        &[],
    ),
    (
        &[
            "Rosen-Banner",
            "Schellen-Banner",
            "Eichel-Banner",
            "Schilten-Banner",
        ],
        &["Eichel-7"],
    ),
    (&["Rosen-Banner"], &["Schilten-7"]),
];

#[test]
fn every_umschlag_citation_quotes_its_seed_and_readings_say_so() {
    let seeds = seeds();
    let readings =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/readings.md")).unwrap();
    let bib = kaiser::text::cite::bibliography();
    let mut failures = Vec::new();
    for id in catalog::ids() {
        let system = catalog::load(id).unwrap();
        let deck = system.default_deck();
        let mut kinds = std::collections::BTreeSet::new();
        for (cards, stock) in CASES {
            let parse = |v: &[&str]| -> Vec<_> { v.iter().map(|n| n.parse().unwrap()).collect() };
            let u = decide(&system, deck, &parse(cards), &parse(stock)).unwrap();
            assert_eq!(
                u.steps.len(),
                u.bases.len(),
                "{id} {cards:?}: a basis per step"
            );
            for (step, basis) in u.steps.iter().zip(&u.bases) {
                kinds.insert(serde_json::to_value(step).unwrap()["reason"].to_string());
                match basis {
                    // Both languages: only a gloss differs, the quotes are the same.
                    Basis::Source(text) => {
                        for raw in [text.en.as_str(), text.de.as_str()] {
                            let named = seed_names(raw);
                            let quotes: Vec<String> =
                                straight_quotes(raw).into_iter().map(String::from).collect();
                            if named.is_empty() || quotes.is_empty() || raw.contains("reading") {
                                failures.push(format!(
                                "{id} {cards:?} {step:?}: a citation names a seed and quotes it, and is no reading: {raw}"
                            ));
                            }
                            for f in missing(&seeds, &named, &quotes) {
                                failures.push(format!("{id} {cards:?}: not in {named:?}: «{f}»"));
                            }
                        }
                    }
                    Basis::Reading { reading, en, de } => {
                        if !readings.contains(&format!("\n{reading}. **")) {
                            failures.push(format!(
                                "{id}: reading {reading} is not in docs/readings.md"
                            ));
                        }
                        for t in [en, de] {
                            if t.contains('"') || t.contains('«') || !seed_names(t).is_empty() {
                                failures.push(format!("{id}: a reading quotes a source: {t}"));
                            }
                        }
                    }
                }
            }
            // What the user sees: `kaiser trump --json` in both languages.
            for lang in ["en", "de"] {
                let mut args = vec!["--lang", lang, "trump", "--variant", id, "--json"];
                args.extend(cards.iter());
                if let Some(s) = stock.first() {
                    args.extend(["--stock", s]);
                }
                let out = kaiser().args(&args).output().unwrap();
                assert!(out.status.success(), "{args:?}");
                let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
                let steps = doc["steps"].as_array().unwrap();
                assert_eq!(steps.len(), u.steps.len(), "{args:?}");
                for (printed, basis) in steps.iter().zip(&u.bases) {
                    let b = &printed["basis"];
                    match basis {
                        Basis::Source(_) => {
                            assert_eq!(b["kind"], "source", "{args:?}");
                            let cited = b["source"].as_str().unwrap();
                            let named: Vec<String> = bib
                                .sources
                                .iter()
                                .filter(|s| {
                                    // The book form in either language (Willisauer Folien).
                                    cited.contains(&*s.short)
                                        || s.short_de.as_ref().is_some_and(|d| cited.contains(&**d))
                                })
                                .map(|s| s.seed.to_string())
                                .collect();
                            let quotes = guillemet_quotes(cited);
                            if named.is_empty() || quotes.is_empty() {
                                failures.push(format!(
                                    "{args:?}: printed without a source or quote: {cited}"
                                ));
                            }
                            for f in missing(&seeds, &named, &quotes) {
                                failures.push(format!("{args:?}: printed «{f}», not in {named:?}"));
                            }
                        }
                        Basis::Reading { reading, .. } => {
                            assert_eq!(b["kind"], "reading", "{args:?}");
                            assert_eq!(b["reading"], *reading, "{args:?}");
                            assert!(b.get("source").is_none(), "{args:?}");
                        }
                    }
                }
            }
        }
        // Every kind of step this system can take was walked.
        let u = &system.umschlag;
        let mut want = vec!["lowest", "ties", "trump"];
        if system.kaiser && u.kaiser_never_trump {
            want.extend(["kaiser", "turned"]);
            match u.all_kaiser {
                kaiser::rules::system::AllKaiser::TurnStock => want.push("turn-stock"),
                kaiser::rules::system::AllKaiser::KaiserOrder => {
                    want.extend(["kaiser-order", "lowest-kaiser", "none-can"])
                }
            }
            if u.redeal_on_four_kaiser {
                want.push("redeal");
            }
        }
        for k in want {
            if !kinds.contains(&format!("\"{k}\"")) {
                failures.push(format!("{id}: no case reaches a step '{k}'"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_text_marks_readings_and_cites_only_the_source() {
    // Willisau: the lowest card is the slides' rule, the tie is ours.
    let out = kaiser()
        .args(["trump", "--variant", "willisau", "Rosen-3", "Eichel-3"])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "willisau: Das Karnöffel-Spiel von Willisau [Willisau slides]\n\
         Umschlag: Rosen-3, Eichel-3\n\
         - Rosen-3 is the lowest face-up card (the Ass is the lowest card, then 3, 4, ... up to the König).\n\
         - Eichel-3 ties with it but was dealt later: the card dealt first sets trump. (our reading 15)\n\
         - Rosen is trump.\n  \
         [Willisau slides, Phase II]\n  \
         The Willisau slides say that the lowest card makes trump, not which of two equally low cards does. kaiser lets the one dealt first make trump, as the other sources do. (our reading 15; see `kaiser readings 15`)\n\
         Trumpf: Rosen\n"
    );
    // Stans with four Kaiser face up: Achermann says a Kaiser never sets trump, not what
    // happens then; in German.
    let out = kaiser()
        .args([
            "--lang",
            "de",
            "trump",
            "--variant",
            "stans",
            "Rosen-Banner",
            "Schellen-Banner",
            "Eichel-Banner",
            "Schilten-Banner",
        ])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "stans: Nidwaldner Kaiserjass, Stans [Achermann 1978] · Blatt stans-40\n\
         Umschlag: Rosen-Banner, Schellen-Banner, Eichel-Banner, Schilten-Banner\n\
         - Rosen-Banner (Blass) ist ein Kaiser und macht nie Trumpf.\n\
         - Schellen-Banner (Mugg) ist ein Kaiser und macht nie Trumpf.\n\
         - Eichel-Banner (Wiidli) ist ein Kaiser und macht nie Trumpf.\n\
         - Schilten-Banner (Ob'Kaiser) ist ein Kaiser und macht nie Trumpf.\n\
         - Jede aufgedeckte Karte ist ein Kaiser: nach dem Geben wird die oberste Karte des Stocks umgedreht, und ihre Farbe ist Trumpf. (unsere Lesart 15)\n  \
         [Achermann 1978, §4]\n  \
         Achermann 1978 sagt nicht, was gilt, wenn jede aufgedeckte Karte ein Kaiser ist. kaiser dreht nach dem Geben die oberste Karte des Stocks um, und ihre Farbe ist Trumpf, wie bei Liebenau 1841. (unsere Lesart 15; siehe `kaiser readings 15`)\n\
         Noch kein Trumpf: dreh die oberste Karte des Stocks um (nenne sie mit --stock KARTE).\n"
    );
}

/// What a player sees of the content points at readings with the command that prints them
/// (`kaiser readings N`), never at a file of the repository: no text of a lesson, scenario or
/// built-in system outside its YAML comments names `docs/readings.md`.
#[test]
fn content_points_at_readings_by_command_not_by_file() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut read = 0;
    for dir in [
        "lessons",
        "scenarios",
        "crates/kaiser-engine/systems",
        "puzzles",
    ] {
        for e in std::fs::read_dir(format!("{root}/{dir}")).unwrap() {
            let path = e.unwrap().path();
            if path.extension().is_none_or(|x| x != "yaml") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                if line.trim_start().starts_with('#') {
                    continue;
                }
                assert!(
                    !line.contains("docs/readings.md"),
                    "{}:{}: {line}",
                    path.display(),
                    n + 1
                );
            }
            read += 1;
        }
    }
    assert!(read >= 30, "{read} files read");
}
