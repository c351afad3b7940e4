//! The message catalogs (`locales/en/*.ftl`, `locales/de/*.ftl`): both parse, both have the
//! same messages with the same attributes and placeholders, and every message the code asks
//! for exists (and every message is asked for somewhere).

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use kaiser::i18n::{Lang, sources};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Message id -> (attribute names, placeholder names per value/attribute).
type Shape = BTreeMap<String, BTreeMap<String, BTreeSet<String>>>;

fn variables(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    fn inline(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            InlineExpression::Placeable { expression } => expr(expression, out),
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
            }
            _ => {}
        }
    }
    fn expr(e: &Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            Expression::Inline(i) => inline(i, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    variables(&v.value, out);
                }
            }
        }
    }
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expr(expression, out);
        }
    }
}

fn shape(lang: Lang) -> Shape {
    let mut all = Shape::new();
    let files = sources(lang);
    assert!(!files.is_empty(), "no catalog for {lang:?}");
    for (file, text) in files {
        let res = fluent_syntax::parser::parse(text)
            .unwrap_or_else(|(_, errs)| panic!("{file}: Fluent syntax errors: {errs:?}"));
        for entry in res.body {
            match entry {
                Entry::Message(m) => {
                    let mut parts = BTreeMap::new();
                    let mut vars = BTreeSet::new();
                    if let Some(v) = &m.value {
                        variables(v, &mut vars);
                    }
                    parts.insert(String::new(), vars);
                    for a in &m.attributes {
                        let mut vars = BTreeSet::new();
                        variables(&a.value, &mut vars);
                        parts.insert(format!(".{}", a.id.name), vars);
                    }
                    let id = m.id.name.to_string();
                    assert!(
                        all.insert(id.clone(), parts).is_none(),
                        "{file}: {id} is defined twice in {lang:?}"
                    );
                }
                Entry::Junk { content } => panic!("{file}: cannot parse {content:?}"),
                _ => {}
            }
        }
    }
    all
}

#[test]
fn both_catalogs_have_the_same_messages_attributes_and_placeholders() {
    let en = shape(Lang::En);
    let de = shape(Lang::De);
    let en_ids: BTreeSet<_> = en.keys().collect();
    let de_ids: BTreeSet<_> = de.keys().collect();
    let only_en: Vec<_> = en_ids.difference(&de_ids).collect();
    let only_de: Vec<_> = de_ids.difference(&en_ids).collect();
    assert!(
        only_en.is_empty() && only_de.is_empty(),
        "only in English: {only_en:?}\nonly in German: {only_de:?}"
    );
    for (id, parts) in &en {
        assert_eq!(parts, &de[id], "{id}: attributes or placeholders differ");
    }
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Every string literal in the sources that looks like a message id (`"area-word..."`),
/// found by its two quotes (counting quotes would be fooled by `'"'` and `\"`).
fn literal_ids(text: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for (i, _) in text.match_indices('"') {
        let rest = &text[i + 1..];
        let len = rest
            .find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_'))
            .unwrap_or(rest.len());
        let piece = &rest[..len];
        let area = piece.split('-').next().unwrap_or("");
        if rest[len..].starts_with('"')
            && piece.contains('-')
            && [
                "help", "rules", "cards", "cli", "tutor", "play", "lessons", "progress",
            ]
            .contains(&area)
        {
            ids.insert(piece.to_string());
        }
    }
    ids
}

#[test]
fn every_message_the_code_asks_for_exists_and_every_message_is_used() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    // The engine names message ids as data (`Message::new("…")`, `Invalid::new("…")`).
    rust_files(&root.join("crates/kaiser-engine/src"), &mut files);
    let mut used = BTreeSet::new();
    let mut missing = Vec::new();
    for f in &files {
        let text: String = std::fs::read_to_string(f)
            .unwrap()
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .map(|l| format!("{l}\n"))
            .collect();
        // `t!("id"`: the literal right after the macro's parenthesis.
        let mut pieces = text.split("t!(");
        let mut before = pieces.next().unwrap_or_default();
        for piece in pieces {
            // `t!(`, not the end of `format!(` or `print!(`.
            let own = !before
                .chars()
                .last()
                .is_some_and(|c| c.is_alphanumeric() || c == '_');
            before = piece;
            if !own {
                continue;
            }
            let piece = piece.trim_start();
            if let Some(rest) = piece.strip_prefix('"') {
                let id = &rest[..rest.find('"').unwrap()];
                if !kaiser::i18n::has(Lang::En, id) {
                    missing.push(format!("{}: {id}", f.display()));
                }
            }
        }
        // `tl!(lang, "id"`: the literal after the language.
        for piece in text.split("tl!(").skip(1) {
            let Some((_, after)) = piece.split_once(',') else {
                continue;
            };
            if let Some(rest) = after.trim_start().strip_prefix('"') {
                let id = &rest[..rest.find('"').unwrap()];
                if !kaiser::i18n::has(Lang::En, id) {
                    missing.push(format!("{}: {id}", f.display()));
                }
            }
        }
        used.extend(literal_ids(&text));
    }
    assert!(
        missing.is_empty(),
        "asked for but not in the catalog: {missing:#?}"
    );
    // Help texts are found by the command's and argument's names (tests/it/shell.rs checks them).
    let unused: Vec<_> = shape(Lang::En)
        .into_keys()
        .filter(|id| !id.starts_with("help-") && !used.contains(id))
        .collect();
    assert!(
        unused.is_empty(),
        "in the catalog but never used: {unused:#?}"
    );
}

#[test]
fn german_is_swiss_standard_german() {
    // Swiss standard German writes ss, never ß (quotes from the sources live in the content
    // files, not here).
    for (file, text) in sources(Lang::De) {
        for (n, line) in text.lines().enumerate() {
            assert!(!line.contains('ß'), "{file}:{}: ß in {line:?}", n + 1);
        }
    }
}

#[test]
fn built_in_systems_have_their_texts_in_both_languages() {
    // A row whose German is the English text was forgotten (the game's words alone, such as
    // a title, may be the same).
    for id in kaiser::rules::catalog::ids() {
        let system = kaiser::rules::catalog::load(id).unwrap();
        assert_ne!(system.summary.en, system.summary.de, "{id}: summary");
        for (i, row) in system.rows.iter().enumerate() {
            assert_ne!(row.takes.en, row.takes.de, "{id}: rows[{i}].takes");
            assert!(!row.takes.de.is_empty(), "{id}: rows[{i}].takes");
        }
    }
}

/// The catalog is read message by message (each parsed on first use, `src/i18n.rs`): every
/// message and attribute of both languages comes out exactly as a bundle of the whole
/// catalog formats it, so no message is cut short or depends on another.
#[test]
fn messages_read_one_by_one_are_the_whole_catalogs_messages() {
    use fluent_bundle::{FluentBundle, FluentResource};
    for lang in Lang::ALL {
        let mut whole = FluentBundle::new(vec![lang.code().parse().unwrap()]);
        whole.set_use_isolating(false);
        for (file, text) in sources(lang) {
            let res = FluentResource::try_new(text.to_string())
                .unwrap_or_else(|_| panic!("{file}: does not parse"));
            whole.add_resource(res).expect("no id twice");
        }
        let ids: Vec<String> = shape(lang).into_keys().collect();
        assert!(ids.len() > 500, "{lang:?}: {} messages", ids.len());
        for id in &ids {
            let m = whole.get_message(id).expect("in the whole catalog");
            let mut errors = Vec::new();
            let value = m
                .value()
                .map(|p| whole.format_pattern(p, None, &mut errors).into_owned());
            if let Some(value) = value {
                assert_eq!(kaiser::i18n::message(lang, id, &[]), value, "{lang:?} {id}");
            }
            for a in m.attributes() {
                let want = whole.format_pattern(a.value(), None, &mut errors);
                let got = kaiser::i18n::attribute(lang, id, a.id());
                assert_eq!(got.as_deref(), Some(&*want), "{lang:?} {id}.{}", a.id());
            }
            assert!(kaiser::i18n::has(lang, id), "{lang:?} {id}");
        }
        assert!(!kaiser::i18n::has(lang, "cli-no-such-message"));
    }
}
