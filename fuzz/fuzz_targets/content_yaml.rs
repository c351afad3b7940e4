//! Loading a lesson or scenario YAML file (`--content`, `kaiser check`) from arbitrary text,
//! beside the built-in content: every problem is reported, never a panic or a hang; what loads
//! has every answer worked out by the engine.
#![no_main]

use kaiser::lessons::{Content, FileKind, SourceFile};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&kind, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let kind = if kind % 2 == 0 { FileKind::Lesson } else { FileKind::Scenario };
    let file = SourceFile { kind, origin: "fuzz.yaml".into(), text: text.to_string(), embedded: false };
    match Content::load(vec![file]) {
        Ok(content) => {
            for lesson in &content.lessons {
                assert!(lesson.all_steps().count() > 0);
            }
        }
        Err(errors) => {
            let _ = errors.to_string();
        }
    }
});
