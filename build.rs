//! Compile the bibliography (`sources.yaml`) into Rust at build time (`OUT_DIR/sources.rs`,
//! the `Bibliography` of `src/text/cite.rs` as a constant: every text and list borrowed from
//! the binary), so that citing a source parses and builds nothing at run time (start-up,
//! issue 14). The YAML stays the one source;
//! `src/text/cite.rs` falls back to it if it did not compile (a field this script does not
//! know: `None`), and a test checks that both give the same bibliography. (The rule systems
//! are compiled by the engine's own build script, `crates/kaiser-engine/build.rs`.)
//!
//! Also index the message catalogs (`locales/*/*.ftl`): where each message's text is in its
//! file, as a table sorted by id (`OUT_DIR/catalog_index.rs`, read by `src/i18n.rs`), so that
//! a run finds the messages it prints without scanning the files.

use std::fmt::Write as _;
use std::path::Path;

#[path = "src/i18n/index.rs"]
#[allow(dead_code)]
mod ftl_index;

fn main() {
    catalog_index();
    println!("cargo:rerun-if-changed=sources.yaml");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let text =
        std::fs::read_to_string(Path::new(&manifest).join("sources.yaml")).unwrap_or_default();
    // `None` stands for "not compiled": the run then reads the YAML.
    let rust = match serde_norway::from_str::<serde_json::Value>(&text) {
        Ok(value) => bibliography(&value).map_or_else(
            || {
                println!(
                    "cargo:warning=sources.yaml: not compiled (a field build.rs does not know)"
                );
                "None".to_string()
            },
            |b| format!("Some({b})"),
        ),
        Err(e) => {
            println!("cargo:warning=sources.yaml: not compiled ({e})");
            "None".to_string()
        }
    };
    std::fs::write(Path::new(&out_dir).join("sources.rs"), rust).expect("OUT_DIR is writable");
}

/// The bibliography as a constant Rust expression of `src/text/cite.rs`'s types, field by field as
/// serde reads them there (`deny_unknown_fields`: an unknown key gives `None`, and so does a
/// value of the wrong kind).
fn bibliography(v: &serde_json::Value) -> Option<String> {
    use serde_json::Value;
    let only = |m: &serde_json::Map<String, Value>, keys: &[&str]| {
        m.keys().all(|k| keys.contains(&k.as_str())).then_some(())
    };
    let text = |v: &Value| Some(format!("Cow::Borrowed({:?})", v.as_str()?));
    let texts = |v: &Value| {
        let items: Option<Vec<String>> = v.as_array()?.iter().map(text).collect();
        Some(format!("Cow::Borrowed(&[{}])", items?.join(", ")))
    };
    let both = |v: &Value| {
        let m = v.as_object()?;
        only(m, &["en", "de"])?;
        Some(format!(
            "Both {{ en: {}, de: {} }}",
            text(m.get("en")?)?,
            text(m.get("de")?)?
        ))
    };
    let optional = |v: Option<&Value>, f: &dyn Fn(&Value) -> Option<String>| match v {
        None | Some(Value::Null) => Some("None".to_string()),
        Some(v) => Some(format!("Some({})", f(v)?)),
    };
    let top = v.as_object()?;
    only(top, &["format_version", "sources"])?;
    let mut out = format!(
        "Bibliography {{ format_version: {}, sources: Cow::Borrowed(&[",
        u32::try_from(top.get("format_version")?.as_u64()?).ok()?
    );
    for source in top.get("sources")?.as_array()? {
        let m = source.as_object()?;
        only(
            m,
            &[
                "id",
                "seed",
                "short",
                "short_de",
                "author",
                "title",
                "year",
                "published",
                "doi",
                "url",
                "systems",
                "sections",
            ],
        )?;
        write!(
            out,
            "Source {{ id: {}, seed: {}, short: {}, short_de: {}, author: {}, title: {}, \
             year: {}, published: {}, doi: {}, url: {}, systems: {}, sections: Cow::Borrowed(&[",
            text(m.get("id")?)?,
            text(m.get("seed")?)?,
            text(m.get("short")?)?,
            optional(m.get("short_de"), &text)?,
            text(m.get("author")?)?,
            text(m.get("title")?)?,
            text(m.get("year")?)?,
            both(m.get("published")?)?,
            optional(m.get("doi"), &text)?,
            optional(m.get("url"), &text)?,
            texts(m.get("systems")?)?,
        )
        .ok()?;
        for section in m.get("sections")?.as_array()? {
            let m = section.as_object()?;
            only(m, &["raw", "en", "de", "title"])?;
            write!(
                out,
                "Section {{ raw: {}, en: {}, de: {}, title: {} }}, ",
                texts(m.get("raw")?)?,
                text(m.get("en")?)?,
                text(m.get("de")?)?,
                optional(m.get("title"), &both)?,
            )
            .ok()?;
        }
        out.push_str("]) }, ");
    }
    out.push_str("]) }");
    Some(out)
}

/// `OUT_DIR/catalog_index.rs`: per language, the catalog files in the order the run lists
/// them (by name) and (id, file, start, end) of every message, sorted by id and file, each
/// id given by where it is in one text of all ids (no pointers: nothing to relocate).
fn catalog_index() {
    println!("cargo:rerun-if-changed=locales");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let mut out = String::new();
    for lang in ["en", "de"] {
        let dir = Path::new(&manifest).join("locales").join(lang);
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default();
        files.retain(|p| p.extension().is_some_and(|e| e == "ftl"));
        files.sort();
        let mut names = Vec::new();
        let mut rows = Vec::new();
        for (i, path) in files.iter().enumerate() {
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            names.push(name.to_string());
            let text = std::fs::read_to_string(path).unwrap_or_default();
            for (id, start, end) in ftl_index::entries(&text) {
                rows.push((id.to_string(), i, start, end));
            }
        }
        rows.sort();
        let upper = lang.to_uppercase();
        writeln!(
            out,
            "/// The catalog files of `{lang}`, in the order of the index."
        )
        .unwrap();
        writeln!(
            out,
            "pub(crate) static FILES_{upper}: &[&str] = &{names:?};"
        )
        .unwrap();
        // The ids as one text and the rows as plain numbers: a table without pointers needs
        // no relocation when the program starts (1,900 of them, 60 kB of pages written).
        let mut ids = String::new();
        let mut table = String::new();
        for (id, i, start, end) in rows {
            let at = ids.len();
            ids.push_str(&id);
            writeln!(table, "    ({at}, {}, {i}, {start}, {end}),", ids.len()).unwrap();
        }
        writeln!(
            out,
            "/// The ids of `{lang}`'s messages, one after the other (see `INDEX_{upper}`)."
        )
        .unwrap();
        writeln!(out, "pub(crate) static IDS_{upper}: &str = {ids:?};").unwrap();
        writeln!(
            out,
            "/// (id start, id end in `IDS_{upper}`, file, start, end) of every message of \
             `{lang}`, sorted by id and file."
        )
        .unwrap();
        writeln!(
            out,
            "pub(crate) static INDEX_{upper}: &[(u32, u32, u8, u32, u32)] = &[\n{table}];"
        )
        .unwrap();
    }
    std::fs::write(Path::new(&out_dir).join("catalog_index.rs"), out).expect("OUT_DIR is writable");
}
