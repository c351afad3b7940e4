//! Compile the embedded rule systems (`systems/*.yaml`) into JSON at build time, so that a
//! run reads its system with serde_json instead of a YAML parser (start-up, issue 14). The
//! YAML stays the one source: this only changes its notation (`OUT_DIR/systems/<id>.json`),
//! and `catalog` validates the result exactly as it validates the YAML. A file that does
//! not convert is left out: the run then reads the YAML itself and reports its error.

use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("systems");
    println!("cargo:rerun-if-changed=systems");
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let out = Path::new(&out_dir).join("systems");
    std::fs::create_dir_all(&out).expect("OUT_DIR is writable");
    // `compiled.rs`: the table `catalog` includes, (id, JSON) per converted file.
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
        let target = out.join(format!("{stem}.json"));
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
        match serde_norway::from_str::<serde_json::Value>(text) {
            Ok(value) => {
                let json = serde_json::to_string(&value).expect("a JSON value serializes");
                std::fs::write(&target, json).expect("OUT_DIR is writable");
                table.push_str(&format!(
                    "    ({stem:?}, include_str!(concat!(env!(\"OUT_DIR\"), \"/systems/{stem}.json\"))),\n"
                ));
            }
            Err(e) => {
                println!("cargo:warning={}: not compiled ({e})", path.display());
                let _ = std::fs::remove_file(&target);
            }
        }
    }
    table.push_str("]\n");
    std::fs::write(Path::new(&out_dir).join("compiled.rs"), table).expect("OUT_DIR is writable");
}
