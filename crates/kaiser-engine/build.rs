//! Compile the embedded rule systems (`systems/*.yaml`) at build time into the compact form of
//! `src/system/compact.rs` (`OUT_DIR/systems/<id>.bin`), so that a run reads its system with
//! no text to parse (start-up, issue 14). The YAML stays the one source: this only changes
//! its notation, and `catalog` checks (in its tests) that every built-in system reads from it
//! as the same record and the same validated system as from the YAML. A file that does not
//! convert has no compact form: the run then reads the YAML itself and reports its error.
//! The YAML files are embedded too (`include_str!`: the compiler checks them as UTF-8, so a
//! run does not), for the lines of errors and the tests' checked path.

use std::path::Path;

#[path = "src/system/compact/encode.rs"]
#[allow(dead_code)]
mod encode;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("systems");
    println!("cargo:rerun-if-changed=systems");
    println!("cargo:rerun-if-changed=src/system/compact/encode.rs");
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let out = Path::new(&out_dir).join("systems");
    std::fs::create_dir_all(&out).expect("OUT_DIR is writable");
    // `compiled.rs`: the table `catalog` includes, (id, compact form if it converted, YAML) per
    // file; the form is UTF-8 as a whole, both are embedded with `include_str!`.
    let mut table = String::from("&[\n");
    let mut entries: Vec<_> = std::fs::read_dir(&dir)
        .expect("systems/ exists")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    entries.sort();
    for path in entries {
        println!("cargo:rerun-if-changed={}", path.display());
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        let target = out.join(format!("{stem}.bin"));
        let Ok(text) = std::fs::read_to_string(&path) else {
            println!("cargo:warning={}: not UTF-8, not embedded", path.display());
            continue;
        };
        let yaml = format!("include_str!({:?})", path.display().to_string());
        let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
        match serde_norway::from_str::<serde_json::Value>(text) {
            Ok(value) => {
                std::fs::write(&target, encode::encode(&value)).expect("OUT_DIR is writable");
                table.push_str(&format!(
                    "    ({stem:?}, Some(include_str!(concat!(env!(\"OUT_DIR\"), \"/systems/{stem}.bin\"))), {yaml}),\n"
                ));
            }
            Err(e) => {
                println!("cargo:warning={}: not compiled ({e})", path.display());
                let _ = std::fs::remove_file(&target);
                table.push_str(&format!("    ({stem:?}, None, {yaml}),\n"));
            }
        }
    }
    table.push_str("]\n");
    std::fs::write(Path::new(&out_dir).join("compiled.rs"), table).expect("OUT_DIR is writable");
}
