use super::*;

/// Every string of a YAML tree that names a seed file.
fn citations(v: &serde_norway::Value, out: &mut Vec<String>) {
    match v {
        serde_norway::Value::String(s) if s.contains(".txt") => out.push(s.clone()),
        serde_norway::Value::Sequence(items) => items.iter().for_each(|x| citations(x, out)),
        serde_norway::Value::Mapping(m) => m.values().for_each(|x| citations(x, out)),
        _ => {}
    }
}

/// Every citation of the shipped YAML (systems, lessons, scenarios, glossary).
fn shipped() -> Vec<String> {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut out = Vec::new();
    for dir in [
        "crates/kaiser-engine/systems",
        "lessons",
        "scenarios",
        "glossary",
    ] {
        let mut files: Vec<_> = std::fs::read_dir(format!("{root}/{dir}"))
            .expect("dir")
            .map(|e| e.expect("entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
            .collect();
        files.sort();
        for f in files {
            let text = std::fs::read_to_string(&f).expect("read");
            let v: serde_norway::Value = serde_norway::from_str(&text).expect("yaml");
            citations(&v, &mut out);
        }
    }
    out
}

#[test]
fn no_shipped_citation_shows_a_seed_name() {
    let all = shipped();
    assert!(all.len() > 400, "the survey found {} citations", all.len());
    for raw in &all {
        for lang in Lang::ALL {
            for form in [Form::Full, Form::Short] {
                let c = cite(raw, lang, form);
                assert!(!names_a_seed(&c), "{lang:?} {form:?}: {raw}\n -> {c}");
                assert!(!c.contains('"') || form == Form::Full, "{c}");
            }
        }
    }
}

/// Raw form -> (English, German), short form.
const SHORT: &[(&str, &str, &str)] = &[
    (
        "001_08fe15fded2b7c9d.txt",
        "Achermann 1978",
        "Achermann 1978",
    ),
    (
        "../shared/seeds/001_08fe15fded2b7c9d.txt §1",
        "Achermann 1978, §1",
        "Achermann 1978, §1",
    ),
    (
        r#"001_08fe15fded2b7c9d.txt §1: "Der Mugg ist demzufolge die beste Karte"; table of signs (KÖ Stecher: MUGG)"#,
        "Achermann 1978, §1, table of signs",
        "Achermann 1978, §1, Tabelle der Zeichen",
    ),
    (
        "001_08fe15fded2b7c9d.txt §1 Die Karten und ihre Rangordnung, with footnote 4",
        "Achermann 1978, §1, footnote 4",
        "Achermann 1978, §1, Fussnote 4",
    ),
    (
        "001_08fe15fded2b7c9d.txt §3 and footnote 8; 004_c34edcf569263e9c.txt §Phase IV; 000_03ddb346fab875bf.txt §Spielen",
        "Achermann 1978, §3, footnote 8; Willisau slides, Phase IV; Gasser 2015-17, Spielen",
        "Achermann 1978, §3, Fussnote 8; Willisauer Folien, Phase IV; Gasser 2015-17, Spielen",
    ),
    (
        r#"000_03ddb346fab875bf.txt §Stupf: "Die Siebnig, Achtig, Neunig der Trumpffarbe sind Stupf""#,
        "Gasser 2015-17, Stupf",
        "Gasser 2015-17, Stupf",
    ),
    (
        "000_03ddb346fab875bf.txt §Ansagen der Kaiser mit Kritzen, §Geben / Kritze geben, §Nehmer",
        "Gasser 2015-17, Announcing the Kaiser with Kritze, Dealing and giving Kritze, Nehmer",
        "Gasser 2015-17, Ansagen der Kaiser mit Kritzen, Geben / Kritze geben, Nehmer",
    ),
    (
        "000_03ddb346fab875bf.txt §Machtposition (Könige, Throner); §Nehmer: \"Der Trumpfkönig\"",
        "Gasser 2015-17, Machtposition, Throner, Nehmer",
        "Gasser 2015-17, Machtposition, Throner, Nehmer",
    ),
    (
        "000_03ddb346fab875bf.txt, chart of the Machtposition (legend)",
        "Gasser 2015-17, chart of the Machtposition",
        "Gasser 2015-17, Tafel der Machtposition",
    ),
    (
        "002_0d36d0d0407ba759.txt §Das Silener Kaiserspiel, rows 10 and 13: \"Die Trumpf-5\"",
        "Wikipedia: Kaisern, Silener Kaiserspiel, rows 10 and 13",
        "Wikipedia: Kaisern, Das Silener Kaiserspiel, Zeilen 10 und 13",
    ),
    (
        "002_0d36d0d0407ba759.txt §Stichwert der Karten, (2.): \"sticht alle anderen Karten\"",
        "Wikipedia: Kaisern, Trick value of the cards, row 2",
        "Wikipedia: Kaisern, Stichwert der Karten, Zeile 2",
    ),
    (
        "002_0d36d0d0407ba759.txt §Das Karnöffelspiel, Spielablauf",
        "Wikipedia: Kaisern, Karnöffelspiel, Course of play",
        "Wikipedia: Kaisern, Das Karnöffelspiel, Spielablauf",
    ),
    (
        "003_2aab30ddfdb39e2a.txt §1 A.I.a: \"Der Jos\"",
        "Liebenau 1841 (in Zelger 1969), §1 A.I.a",
        "Liebenau 1841 (in Zelger 1969), §1 A.I.a",
    ),
    (
        "003_2aab30ddfdb39e2a.txt §1, B. NICHTSTECHER I. (Könige)",
        "Liebenau 1841 (in Zelger 1969), §1, B. NICHTSTECHER I.",
        "Liebenau 1841 (in Zelger 1969), §1, B. NICHTSTECHER I.",
    ),
    (
        "003_2aab30ddfdb39e2a.txt §4 Das Spiel, example L (Zu Zwei)",
        "Liebenau 1841 (in Zelger 1969), §4, example L",
        "Liebenau 1841 (in Zelger 1969), §4, Beispiel L",
    ),
    (
        "003_2aab30ddfdb39e2a.txt (introduction); 004_c34edcf569263e9c.txt (introduction)",
        "Liebenau 1841 (in Zelger 1969), Zelger's introduction; Willisau slides, introduction",
        "Liebenau 1841 (in Zelger 1969), Zelgers Einleitung; Willisauer Folien, Einleitung",
    ),
    (
        "004_c34edcf569263e9c.txt Phase I: \"( 1 Kleiner = 1 Punkt )\"; Phase III: \"x\"",
        "Willisau slides, Phase I, Phase III",
        "Willisauer Folien, Phase I, Phase III",
    ),
    (
        "004_c34edcf569263e9c.txt §Sonderfall Trumpf 7: \"hat eigentlich keinen Stechwert\"",
        "Willisau slides, Special case: Trumpf 7",
        "Willisauer Folien, Sonderfall: Trumpf 7",
    ),
    (
        "The Silenen section of 002_0d36d0d0407ba759.txt names no Umschlag rule: as in the same article's §Spielablauf (Karnöffel); as in 001_08fe15fded2b7c9d.txt §4 and 003_2aab30ddfdb39e2a.txt §4",
        "Wikipedia: Kaisern, Course of play; Achermann 1978, §4; Liebenau 1841 (in Zelger 1969), §4",
        "Wikipedia: Kaisern, Spielablauf; Achermann 1978, §4; Liebenau 1841 (in Zelger 1969), §4",
    ),
    (
        "000_03ddb346fab875bf.txt (Machtposition, Stecher, Variante des Kartensets)",
        "Gasser 2015-17, Machtposition, Stecher, Variant of the deck",
        "Gasser 2015-17, Machtposition, Stecher, Variante des Kartensets",
    ),
    (
        "002_0d36d0d0407ba759.txt (Das Silener Kaiserspiel)",
        "Wikipedia: Kaisern, Silener Kaiserspiel",
        "Wikipedia: Kaisern, Das Silener Kaiserspiel",
    ),
    (
        "Unser Tisch, 2024",
        "Unser Tisch, 2024",
        "Unser Tisch, 2024",
    ),
];

#[test]
fn short_forms() {
    for (raw, en, de) in SHORT {
        assert_eq!(cite(raw, Lang::En, Form::Short), *en, "{raw}");
        assert_eq!(cite(raw, Lang::De, Form::Short), *de, "{raw}");
    }
}

/// Raw form -> (English, German), full form.
const FULL: &[(&str, &str, &str)] = &[
    (
        r#"001_08fe15fded2b7c9d.txt §1: "Der Mugg ist demzufolge die beste Karte""#,
        "Achermann 1978, §1: «Der Mugg ist demzufolge die beste Karte»",
        "Achermann 1978, §1: «Der Mugg ist demzufolge die beste Karte»",
    ),
    (
        r#"000_03ddb346fab875bf.txt §Stupf ("Das ist Stupf und das kündigt man oft mit "Stupf" an"); 004_c34edcf569263e9c.txt §Sonderfall: Trumpf 7"#,
        "Gasser 2015-17, Stupf («Das ist Stupf und das kündigt man oft mit ‹Stupf› an»); Willisau slides, Special case: Trumpf 7",
        "Gasser 2015-17, Stupf («Das ist Stupf und das kündigt man oft mit ‹Stupf› an»); Willisauer Folien, Sonderfall: Trumpf 7",
    ),
    (
        "001_08fe15fded2b7c9d.txt §2 and table of signs",
        "Achermann 1978, §2 and table of signs",
        "Achermann 1978, §2 und Tabelle der Zeichen",
    ),
    (
        "003_2aab30ddfdb39e2a.txt §4 Das Spiel, «De-n-alte na», example K (Selb Vier)",
        "Liebenau 1841 (in Zelger 1969), §4, «De-n-alte na», example K (Selb Vier)",
        "Liebenau 1841 (in Zelger 1969), §4, «De-n-alte na», Beispiel K (Selb Vier)",
    ),
    (
        "004_c34edcf569263e9c.txt §Phase II: Was ist Trumpf?; §Beidne goht's",
        "Willisau slides, Phase II; Beidne goht's",
        "Willisauer Folien, Phase II; Beidne goht's",
    ),
    (
        "Unser \"Tisch\" 2024",
        "Unser «Tisch» 2024",
        "Unser «Tisch» 2024",
    ),
];

#[test]
fn full_forms() {
    for (raw, en, de) in FULL {
        assert_eq!(cite(raw, Lang::En, Form::Full), *en, "{raw}");
        assert_eq!(cite(raw, Lang::De, Form::Full), *de, "{raw}");
    }
}

#[test]
fn steps_with_one_source_cite_it_once() {
    let one = [
        "001_08fe15fded2b7c9d.txt §1: \"a\"",
        "001_08fe15fded2b7c9d.txt §1: \"b\"",
    ];
    assert_eq!(by_step(&one, Lang::En), ["[Achermann 1978, §1]"]);
    assert_eq!(by_step(&one, Lang::De), ["[Achermann 1978, §1]"]);
    let two = [
        "000_03ddb346fab875bf.txt §Throner",
        "000_03ddb346fab875bf.txt §Stecher",
        "000_03ddb346fab875bf.txt §Stecher",
    ];
    assert_eq!(
        by_step(&two, Lang::En),
        [
            "[step 1: Gasser 2015-17, Throner]",
            "[steps 2, 3: Gasser 2015-17, Stecher]"
        ]
    );
    assert_eq!(
        by_step(&two, Lang::De),
        [
            "[Schritt 1: Gasser 2015-17, Throner]",
            "[Schritte 2, 3: Gasser 2015-17, Stecher]"
        ]
    );
    assert!(by_step(&[], Lang::En).is_empty());
}

#[test]
fn json_citations_in_book_form() {
    let raw = r#"{"z": "001_08fe15fded2b7c9d.txt §1: \"x\"", "a": [1, "pl\"ain"]}"#;
    assert_eq!(
        cite_json(raw, Lang::En),
        r#"{"z": "Achermann 1978, §1: «x»", "a": [1, "pl\"ain"]}"#
    );
}

#[test]
fn near_ids() {
    let bib = bibliography();
    assert_eq!(bib.near("achermam").first(), Some(&"achermann"));
    assert!(bib.near("zzzzzz").is_empty());
}

#[test]
fn the_bibliography_parses_and_holds_together() {
    let bib = parse(SOURCES_YAML).unwrap_or_else(|e| panic!("sources.yaml: {e}"));
    assert_eq!(bib.format_version, 1);
    let ids: Vec<_> = bib.sources.iter().map(|s| &*s.id).collect();
    assert_eq!(
        ids,
        ["gasser", "achermann", "wikipedia", "liebenau", "willisau"]
    );
    let root = env!("CARGO_MANIFEST_DIR");
    for s in bib.sources.iter() {
        assert!(
            seed_at(&s.seed, &bib).is_some(),
            "{}: seed {}",
            s.id,
            s.seed
        );
        assert!(!s.short.is_empty() && !s.title.is_empty() && !s.author.is_empty());
        assert!(s.link().is_some(), "{} has a DOI or URL", s.id);
        assert!(!names_a_seed(&s.short), "{}", s.short);
        for sys in s.systems.iter() {
            let path = format!("{root}/crates/kaiser-engine/systems/{sys}.yaml");
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            assert!(
                text.contains(&*s.seed),
                "{sys} rests on {} but never cites it",
                s.id
            );
        }
        for sec in s.sections.iter() {
            assert!(!sec.raw.is_empty() && !sec.en.is_empty() && !sec.de.is_empty());
        }
    }
}

/// The bibliography a run reads (the Rust build.rs compiles) is the YAML's, entry for entry.
#[test]
fn the_compiled_bibliography_is_the_yamls() {
    assert!(compiled().is_some(), "build.rs compiled sources.yaml");
    let from_yaml = parse(SOURCES_YAML).expect("sources.yaml parses");
    assert_eq!(from_yaml.sources.len(), 5);
    assert_eq!(format!("{:?}", bibliography()), format!("{from_yaml:?}"));
}

/// A reading in a citation is said as kaiser's own, in the reader's language ("unsere Lesart
/// 15"), never as the English `reading 15` or as a source's word; the command that prints it
/// (`kaiser readings 15`) stays as typed.
#[test]
fn a_reading_is_said_as_ours_in_the_readers_language() {
    let raw = "reading 15, kaiser readings 15 (003_2aab30ddfdb39e2a.txt §4: \"nachdem das ganze Spiel gegeben\")";
    assert_eq!(
        cite(raw, Lang::En, Form::Full),
        "our reading 15, kaiser readings 15 (Liebenau 1841 (in Zelger 1969), §4: «nachdem das ganze Spiel gegeben»)"
    );
    assert_eq!(
        cite(raw, Lang::De, Form::Full),
        "unsere Lesart 15, kaiser readings 15 (Liebenau 1841 (in Zelger 1969), §4: «nachdem das ganze Spiel gegeben»)"
    );
    let two = "004_c34edcf569263e9c.txt §Stech-Reihenfolge (readings 6 and 14, kaiser readings 6, kaiser readings 14)";
    let de = cite(two, Lang::De, Form::Full);
    assert!(
        de.ends_with("(unsere Lesarten 6 und 14, kaiser readings 6, kaiser readings 14)"),
        "{de}"
    );
    // No shipped citation shows the English word to a German reader.
    for raw in shipped() {
        let de = cite(&raw, Lang::De, Form::Full);
        let without_command = de.replace("kaiser readings", "");
        assert!(!without_command.contains("reading"), "{raw}\n -> {de}");
    }
}

/// The short form (a trick's citation line) keeps the readings a citation names: a rule that
/// rests on a reading is never cited as the source's word alone.
#[test]
fn the_short_form_keeps_the_reading() {
    let raw = "002_0d36d0d0407ba759.txt §Spielablauf: \"höchsten Karte\" (a led trump gives no suit; reading 10, kaiser readings 10)";
    assert_eq!(
        cite(raw, Lang::En, Form::Short),
        "Wikipedia: Kaisern, Course of play; our reading 10"
    );
    assert_eq!(
        cite(raw, Lang::De, Form::Short),
        "Wikipedia: Kaisern, Spielablauf; unsere Lesart 10"
    );
    let plain = "001_08fe15fded2b7c9d.txt §1: \"a\"";
    assert_eq!(cite(plain, Lang::En, Form::Short), "Achermann 1978, §1");
}

/// A source whose book form holds an English word has a German one: a German reader sees
/// "Willisauer Folien", an English one "Willisau slides".
#[test]
fn the_willisau_slides_are_folien_in_german() {
    let raw = "004_c34edcf569263e9c.txt §Phase II";
    assert_eq!(
        cite(raw, Lang::En, Form::Short),
        "Willisau slides, Phase II"
    );
    assert_eq!(
        cite(raw, Lang::De, Form::Short),
        "Willisauer Folien, Phase II"
    );
    // The book forms of every shipped citation (prose around them is another matter).
    for raw in shipped() {
        let de = cite(&raw, Lang::De, Form::Short);
        assert!(!de.contains("Willisau slides"), "{raw}\n -> {de}");
    }
}

/// A citation points at a place a reader can find and says it in words: no bare footnote
/// mark such as Gasser's "(*)" (`Farbposition (*)`), which no reader can follow.
#[test]
fn no_shipped_citation_points_at_a_bare_mark() {
    for raw in shipped() {
        for lang in Lang::ALL {
            let c = cite(&raw, lang, Form::Full);
            assert!(!c.contains("(*") && !c.contains(" *;"), "{raw}\n -> {c}");
        }
    }
}

/// Every `source` of the shipped lessons, scenarios and glossary as a reader of `lang` gets
/// it: a plain one, or its `en`/`de` text (alone or per system).
fn content_sources(lang: Lang) -> Vec<String> {
    use serde_norway::Value;
    fn one(v: &Value, lang: Lang, out: &mut Vec<String>) {
        match v {
            Value::String(s) => out.push(s.clone()),
            Value::Mapping(m) => {
                let key = if lang == Lang::De { "de" } else { "en" };
                match m.get(key) {
                    Some(Value::String(s)) => out.push(s.clone()),
                    _ => m.values().for_each(|x| one(x, lang, out)),
                }
            }
            _ => {}
        }
    }
    fn walk(v: &Value, lang: Lang, out: &mut Vec<String>) {
        match v {
            Value::Sequence(items) => items.iter().for_each(|x| walk(x, lang, out)),
            Value::Mapping(m) => {
                for (k, x) in m {
                    if k.as_str() == Some("source") {
                        one(x, lang, out);
                    } else {
                        walk(x, lang, out);
                    }
                }
            }
            _ => {}
        }
    }
    let root = env!("CARGO_MANIFEST_DIR");
    let mut out = Vec::new();
    for dir in ["lessons", "scenarios", "glossary"] {
        for e in std::fs::read_dir(format!("{root}/{dir}")).expect("dir") {
            let f = e.expect("entry").path();
            if f.extension().is_some_and(|e| e == "yaml") {
                let text = std::fs::read_to_string(&f).expect("read");
                let v: Value = serde_norway::from_str(&text).expect("yaml");
                walk(&v, lang, &mut out);
            }
        }
    }
    out
}

/// A citation in book form without the source's own words («…», nested ones too) and the
/// command `kaiser readings N`: what kaiser itself says around them.
pub(super) fn around_quotes(cited: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for c in cited.chars() {
        match c {
            '«' => depth += 1,
            '»' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out.replace("kaiser readings", "")
}

/// English words a German citation must not hold around the source's words (the glosses the
/// content once carried: "the list of cards", "Achermann's own example", "among the
/// Königstecher", "rows 6, 12 and 16").
pub(super) const ENGLISH: &[&str] = &[
    "the",
    "of",
    "and",
    "own",
    "example",
    "among",
    "above",
    "take",
    "takes",
    "taken",
    "are",
    "is",
    "says",
    "also",
    "follow",
    "follows",
    "every",
    "each",
    "rule",
    "its",
    "inside",
    "after",
    "drawing",
    "target",
    "order",
    "list",
    "duty",
    "slides",
    "type",
    "row",
    "rows",
    "footnote",
    "footnotes",
    "table",
    "card",
    "cards",
    "by",
    "plays",
    "with",
    "which",
    "that",
    "nothing",
    "legend",
    "chart",
    "trump",
    "suit",
    "no",
    "our",
    "reading",
    "readings",
];

/// Every raw citation of `all`, as a German reader gets it ([`Form::Full`]), says nothing
/// in English around the source's own words; the failure lists each one that does.
fn assert_no_english(all: &[String]) {
    let mut bad = Vec::new();
    for raw in all {
        let de = cite(raw, Lang::De, Form::Full);
        let around = around_quotes(&de);
        let words: Vec<&str> = around
            .split(|c: char| !c.is_alphanumeric() && c != '\'')
            .filter(|w| ENGLISH.contains(&w.to_lowercase().as_str()))
            .collect();
        if !words.is_empty() {
            bad.push(format!("{raw}\n -> {de}\n    {words:?}"));
        }
    }
    assert!(
        bad.is_empty(),
        "{} German citations with English:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// No German screen shows an English gloss: every shipped source of a lesson, scenario or
/// the glossary, as a German reader gets it, says nothing in English around the source's own
/// words (a gloss is written per language: `source: {en: …, de: …}`).
#[test]
fn no_german_citation_holds_english_words() {
    let all = content_sources(Lang::De);
    assert!(all.len() > 900, "the survey found {} sources", all.len());
    assert_no_english(&all);
    // And the other way round: an English reader gets the English gloss.
    let en: Vec<String> = content_sources(Lang::En)
        .iter()
        .map(|raw| cite(raw, Lang::En, Form::Full))
        .collect();
    assert!(en.iter().any(|c| c.contains("Achermann's own example")));
    assert!(!en.iter().any(|c| c.contains("Achermanns eigenes Beispiel")));
}

/// Row and footnote lists in every form: `rows 6, 12 and 16`, `(row 4: «…»)`.
#[test]
fn row_lists_and_rows_in_parentheses_are_said_in_the_readers_language() {
    let raw = "002_0d36d0d0407ba759.txt §Das Silener Kaiserspiel, rows 6, 12 and 16";
    assert_eq!(
        cite(raw, Lang::De, Form::Full),
        "Wikipedia: Kaisern, Das Silener Kaiserspiel, Zeilen 6, 12 und 16"
    );
    let paren = "002_0d36d0d0407ba759.txt §Stichwert der Karten (row 4: \"Kaiser, Hochkönig\")";
    assert_eq!(
        cite(paren, Lang::De, Form::Full),
        "Wikipedia: Kaisern, Stichwert der Karten (Zeile 4: «Kaiser, Hochkönig»)"
    );
    assert_eq!(
        cite(paren, Lang::En, Form::Full),
        "Wikipedia: Kaisern, Trick value of the cards (row 4: «Kaiser, Hochkönig»)"
    );
}

/// The glosses of the rule systems' citations.
#[path = "cite_gloss_tests.rs"]
mod gloss;

#[test]
fn whitespace_is_folded_only_where_there_is_some() {
    let single = "001_08fe15fded2b7c9d.txt §1: \"der Weli sticht\"";
    for raw in [
        "001_08fe15fded2b7c9d.txt §1:\n  \"der Weli  sticht\" ",
        " 001_08fe15fded2b7c9d.txt\t§1: \"der Weli sticht\"",
        "001_08fe15fded2b7c9d.txt §1:\u{a0}\"der Weli sticht\"",
    ] {
        for form in [Form::Full, Form::Short] {
            assert_eq!(
                cite(raw, Lang::En, form),
                cite(single, Lang::En, form),
                "{raw:?}"
            );
        }
    }
    assert!(!needs_folding(single));
    assert_eq!(cite(" \n ", Lang::En, Form::Full), "");
}

#[test]
fn a_repeated_step_without_a_source_stays_uncited() {
    let steps = ["", "000_03ddb346fab875bf.txt §Stecher", ""];
    assert_eq!(by_step(&steps, Lang::En), ["[Gasser 2015-17, Stecher]"]);
}
