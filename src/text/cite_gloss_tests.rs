//! The glosses of the built-in rule systems' citations (walk finding 31): each in the
//! reader's language, never English on a German screen.

use super::super::*;
use super::assert_no_english;

/// Every citation of the built-in rule systems as a reader of `lang` gets it: a plain one
/// (a seed file, its locators and the source's words, the same in both languages), or the
/// `en`/`de` text of one with a gloss.
fn system_citations(lang: Lang) -> Vec<String> {
    use serde_norway::Value;
    fn walk(v: &Value, lang: Lang, out: &mut Vec<String>) {
        match v {
            Value::String(s) if s.contains(".txt") => out.push(s.clone()),
            Value::Sequence(items) => items.iter().for_each(|x| walk(x, lang, out)),
            Value::Mapping(m) => {
                let key = if lang == Lang::De { "de" } else { "en" };
                match m.get(key) {
                    Some(Value::String(s)) if s.contains(".txt") => out.push(s.clone()),
                    _ => m.values().for_each(|x| walk(x, lang, out)),
                }
            }
            _ => {}
        }
    }
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/crates/kaiser-engine/systems");
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).expect("dir") {
        let f = e.expect("entry").path();
        if f.extension().is_some_and(|e| e == "yaml") {
            let text = std::fs::read_to_string(&f).expect("read");
            let v: Value = serde_norway::from_str(&text).expect("yaml");
            walk(&v, lang, &mut out);
        }
    }
    out
}

/// No German screen shows an English gloss of a rule system either (walk finding 31): every
/// citation of the built-in systems, as a German reader gets it, says nothing in English
/// around the source's own words; one with a gloss is written `{en: …, de: …}`.
#[test]
fn no_german_system_citation_holds_english_words() {
    let all = system_citations(Lang::De);
    assert!(all.len() > 250, "the survey found {} citations", all.len());
    assert_no_english(&all);
    // An English reader gets the English gloss, a German one the German.
    let en = system_citations(Lang::En);
    assert!(en.iter().any(|c| c.contains("a led trump gives no suit")));
    assert!(!all.iter().any(|c| c.contains("a led trump gives no suit")));
}
