//! Where each value of a YAML document starts: a map from a path (`steps[2].cards[1]`) to its
//! 1-based line, so that content errors found after deserializing can name the line.
//!
//! The same walk refuses what no lesson or scenario needs but a hostile file uses: aliases
//! (which can expand a small file into gigabytes) and deep nesting.

use std::collections::HashMap;

/// Deepest nesting a content file may use (the schema needs four levels).
pub const MAX_DEPTH: usize = 32;

/// A YAML problem found by the walk: (1-based line, message).
pub type WalkError = (usize, String);

enum Frame {
    Map { path: String, key: Option<String> },
    Seq { path: String, index: usize },
}

fn child(stack: &[Frame]) -> String {
    match stack.last() {
        None => String::new(),
        Some(Frame::Map { path, key }) => {
            let key = key.as_deref().unwrap_or("");
            if path.is_empty() {
                key.to_string()
            } else {
                format!("{path}.{key}")
            }
        }
        Some(Frame::Seq { path, index }) => format!("{path}[{index}]"),
    }
}

/// After a value: the parent map waits for its next key, the parent list counts on.
fn advance(stack: &mut [Frame]) {
    match stack.last_mut() {
        Some(Frame::Map { key, .. }) => *key = None,
        Some(Frame::Seq { index, .. }) => *index += 1,
        None => {}
    }
}

/// Map every value's path to the line where it (or its key) starts.
pub fn line_map(text: &str) -> Result<HashMap<String, usize>, WalkError> {
    use yaml_rust2::parser::{Event, Parser};
    let mut parser = Parser::new_from_str(text);
    let mut lines = HashMap::new();
    let mut stack: Vec<Frame> = Vec::new();
    loop {
        let (event, mark) = parser.next_token().map_err(|e| {
            (
                e.marker().line().max(1),
                crate::t!("lessons-not-yaml", error = e.info()),
            )
        })?;
        let line = mark.line().max(1);
        match event {
            Event::StreamEnd => return Ok(lines),
            Event::Alias(_) => {
                return Err((line, crate::t!("lessons-alias")));
            }
            Event::Scalar(value, ..) => {
                if let Some(Frame::Map { key, .. }) = stack.last_mut()
                    && key.is_none()
                {
                    *key = Some(value);
                    lines.entry(child(&stack)).or_insert(line);
                    continue;
                }
                lines.entry(child(&stack)).or_insert(line);
                advance(&mut stack);
            }
            Event::MappingStart(..) | Event::SequenceStart(..) => {
                if stack.len() >= MAX_DEPTH {
                    return Err((line, crate::t!("lessons-too-deep", max = MAX_DEPTH)));
                }
                let path = child(&stack);
                lines.entry(path.clone()).or_insert(line);
                stack.push(if matches!(event, Event::MappingStart(..)) {
                    Frame::Map { path, key: None }
                } else {
                    Frame::Seq { path, index: 0 }
                });
            }
            Event::MappingEnd | Event::SequenceEnd => {
                stack.pop();
                advance(&mut stack);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_and_lines() {
        let text = "id: x\nsteps:\n  - kind: trick\n    cards: [A, B]\n  - kind: explain\n    text:\n      en: hi\n";
        let m = line_map(text).unwrap();
        let cases = [
            ("id", 1),
            ("steps", 2),
            ("steps[0]", 3),
            ("steps[0].kind", 3),
            ("steps[0].cards", 4),
            ("steps[0].cards[1]", 4),
            ("steps[1]", 5),
            ("steps[1].text", 6),
            ("steps[1].text.en", 7),
        ];
        for (path, line) in cases {
            assert_eq!(m.get(path), Some(&line), "{path}");
        }
        assert_eq!(m.get("steps[2]"), None);
    }

    #[test]
    fn refuses_aliases_and_depth() {
        let (line, msg) = line_map("a: &x [1]\nb: *x\n").unwrap_err();
        assert_eq!(line, 2);
        assert!(msg.contains("aliases"), "{msg}");
        let deep = "[".repeat(40) + &"]".repeat(40);
        assert!(line_map(&deep).unwrap_err().1.contains("nested"));
        assert!(
            line_map("a: [1\n")
                .unwrap_err()
                .1
                .contains("not valid YAML")
        );
    }
}
