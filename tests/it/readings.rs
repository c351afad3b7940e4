//! `kaiser readings` cites as every other screen does: book form in square brackets
//! ("[Gasser 2015-17, Nehmer]", the form of `text::cite::bracketed`), never in round
//! brackets, and every bracket names a source of the bibliography, so that `kaiser sources`
//! can follow it. What is our reading says so in words; the bracket stands by the source's
//! words (reading 7: the quote, then "We read it so").

use kaiser::i18n::Lang;
use kaiser::text::cite::bibliography;

/// Every reading's text, from `kaiser readings --json`.
fn texts() -> Vec<(u64, String)> {
    let v = crate::puzzle_util::json(&["readings", "--json"]);
    v["readings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["number"].as_u64().unwrap(),
                r["text"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The book forms of the bibliography, English and German ("Willisau slides",
/// "Willisauer Folien").
fn shorts() -> Vec<String> {
    let b = bibliography();
    let mut out: Vec<String> = b
        .sources
        .iter()
        .flat_map(|s| [s.short_in(Lang::En), s.short_in(Lang::De)])
        .map(|s| s.to_string())
        .collect();
    out.dedup();
    assert!(out.len() >= 5, "{out:?}");
    out
}

#[test]
fn the_readings_cite_in_square_brackets_by_book_form() {
    let shorts = shorts();
    let readings = texts();
    assert!(readings.len() >= 32);
    let mut brackets = 0;
    for (n, text) in &readings {
        // No citation in round brackets: "(Gasser 2015-17, …)" or "(§4 …)".
        for (i, _) in text.match_indices('(') {
            let after = &text[i + 1..];
            let cites = after.starts_with('§')
                || shorts.iter().any(|s| after.starts_with(s.as_str()))
                || after.starts_with("the Willisau slides");
            assert!(
                !cites,
                "reading {n}: a citation in round brackets: {after:.60}"
            );
        }
        // Every square bracket opens with a source's book form.
        for (i, _) in text.match_indices('[') {
            let after = &text[i + 1..];
            assert!(
                shorts.iter().any(|s| after.starts_with(s.as_str())),
                "reading {n}: a bracket without a source: {after:.60}"
            );
            assert!(after.contains(']'), "reading {n}: unclosed: {after:.60}");
            brackets += 1;
        }
    }
    assert!(brackets >= 30, "{brackets} citations in brackets");
}

/// Reading 7 whole, in English and German: the source's words with their citation, then
/// what we read (the German run says the readings are English).
#[test]
fn a_reading_with_a_quote_and_our_reading() {
    insta::assert_snapshot!("reading_7_en", crate::cli::run(&["readings", "7"]));
    insta::assert_snapshot!(
        "reading_7_de",
        crate::cli::run(&["--lang", "de", "readings", "7"])
    );
}
