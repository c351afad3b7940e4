//! Compile the bibliography (`sources.yaml`) into JSON at build time, so that citing a source
//! reads it with serde_json instead of a YAML parser (start-up, issue 14). The YAML stays the
//! one source; `src/text/cite.rs` falls back to it if the JSON is missing, and a test checks
//! that both give the same bibliography. (The rule systems are compiled by the engine's own
//! build script, `crates/kaiser-engine/build.rs`.)

use std::path::Path;

fn main() {
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
