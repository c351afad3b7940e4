//! Compile the bibliography (`sources.yaml`) into JSON at build time, so that citing a source
//! reads it with serde_json instead of a YAML parser (start-up, issue 14). The YAML stays the
//! one source; `src/text/cite.rs` falls back to it if the JSON is missing, and a test checks
//! that both give the same bibliography. (The rule systems are compiled by the engine's own
//! build script, `crates/kaiser-engine/build.rs`.)
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
    // An empty file stands for "not compiled": the run then reads the YAML.
    let json = match serde_norway::from_str::<serde_json::Value>(&text) {
        Ok(value) => serde_json::to_string(&value).expect("a JSON value serializes"),
        Err(e) => {
            println!("cargo:warning=sources.yaml: not compiled ({e})");
            String::new()
        }
    };
    std::fs::write(Path::new(&out_dir).join("sources.json"), json).expect("OUT_DIR is writable");
}

/// `OUT_DIR/catalog_index.rs`: per language, the catalog files in the order the run lists
/// them (by name) and (id, file, start, end) of every message, sorted by id and file.
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
        writeln!(
            out,
            "/// (id, file, start, end) of every message of `{lang}`, sorted."
        )
        .unwrap();
        writeln!(
            out,
            "pub(crate) static INDEX_{upper}: &[(&str, u8, u32, u32)] = &["
        )
        .unwrap();
        for (id, i, start, end) in rows {
            writeln!(out, "    ({id:?}, {i}, {start}, {end}),").unwrap();
        }
        writeln!(out, "];").unwrap();
    }
    std::fs::write(Path::new(&out_dir).join("catalog_index.rs"), out).expect("OUT_DIR is writable");
}
