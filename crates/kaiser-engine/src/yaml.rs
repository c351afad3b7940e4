//! The one YAML loader of rule systems, lessons, scenarios and the glossary, with the guards a
//! hostile file needs: a size limit, no aliases (`*name`, which can expand a small file into
//! gigabytes), a nesting limit, and positions for every problem (libyaml's reader reports a
//! byte position for a control character or bad UTF-8: it is turned into a line).
//!
//! Errors are data ([`YamlError`]): the app narrates them. A problem a typed value finds while
//! it is deserialized (a bad card pattern, a bad suit) travels through serde's text-only
//! custom errors as a [`Message`] in tagged form ([`Message::carry`]) and is read back here
//! ([`Message::carried`]), so that it too reaches the app as an id with typed arguments.

use serde::de::DeserializeOwned;
use std::collections::HashMap;
use std::fmt;
use thiserror::Error;

/// Deepest nesting a file may use (rule systems need five levels, content four).
pub const MAX_DEPTH: usize = 32;

/// A typed argument of a [`Message`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A number (plurals depend on it).
    Num(i64),
    /// A text (a name, a card, a list).
    Str(String),
}

impl From<&str> for Arg {
    fn from(v: &str) -> Arg {
        Arg::Str(v.to_string())
    }
}

impl From<String> for Arg {
    fn from(v: String) -> Arg {
        Arg::Str(v)
    }
}

impl From<&String> for Arg {
    fn from(v: &String) -> Arg {
        Arg::Str(v.clone())
    }
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(v: $t) -> Arg {
                Arg::Num(i64::try_from(v).unwrap_or(i64::MAX))
            }
        }
    )*};
}
num_arg!(u8, u32, u64, usize, i64);

/// A problem as data: a message id of the app's catalogs and its typed arguments. The long
/// tail of validation problems is reported this way; the app narrates it in either language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The catalog id (`rules-system-rows-count`).
    pub id: &'static str,
    /// The placeholders by name.
    pub args: Vec<(&'static str, Arg)>,
}

/// Marks a carried [`Message`] inside a library's error text.
const START: char = '\u{1}';
const END: char = '\u{4}';
const FIELD: char = '\u{2}';
const VALUE: char = '\u{3}';

impl Message {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Message {
        Message { id, args: vec![] }
    }

    /// The message with one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The argument `name`, if given.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
    }

    /// The message in the tagged form that can pass through serde's `Error::custom`.
    pub fn carry(&self) -> String {
        let mut out = format!("{START}{}", self.id);
        for (k, v) in &self.args {
            let v = match v {
                Arg::Num(n) => format!("#{n}"),
                Arg::Str(s) => format!("={s}"),
            };
            out.push_str(&format!("{FIELD}{k}{VALUE}{v}"));
        }
        out.push(END);
        out
    }

    /// A carried message inside `text`: (text before, message, text after). Ids and names
    /// are matched against [`CARRIED_IDS`] and the known argument names, so that they stay
    /// `'static`; anything else is not a carried message.
    pub fn carried(text: &str) -> Option<(String, Message, String)> {
        let start = text.find(START)?;
        let end = start + text[start..].find(END)?;
        let inner = &text[start + 1..end];
        let mut parts = inner.split(FIELD);
        let first = parts.next()?;
        let id = CARRIED_IDS.iter().find(|k| **k == first)?;
        let mut message = Message::new(id);
        for part in parts {
            let (k, v) = part.split_once(VALUE)?;
            let name = CARRIED_ARGS.iter().find(|n| **n == k)?;
            let value = match v.split_at_checked(1)? {
                ("#", n) => Arg::Num(n.parse().ok()?),
                (_, s) => Arg::Str(s.to_string()),
            };
            message.args.push((name, value));
        }
        Some((
            text[..start].to_string(),
            message,
            text[end + END.len_utf8()..].to_string(),
        ))
    }
}

/// The message ids that may be carried through serde (see [`Message::carry`]).
pub const CARRIED_IDS: &[&str] = &[
    "rules-pattern-unknown-rank",
    "rules-pattern-unknown",
    "cards-unknown",
    "cards-unknown-suggest",
    "cards-needs-trump",
    "cards-unknown-suit",
    "rules-text-blank",
];

/// The argument names a carried message may use.
const CARRIED_ARGS: &[&str] = &[
    "rank",
    "pattern",
    "input",
    "suggestions",
    "meaning",
    "expected",
    "field",
];

impl fmt::Display for Message {
    /// The id and arguments, for developers (the app narrates messages for users).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)?;
        for (k, v) in &self.args {
            match v {
                Arg::Num(n) => write!(f, " {k}={n}")?,
                Arg::Str(s) => write!(f, " {k}={s:?}")?,
            }
        }
        Ok(())
    }
}

/// A YAML file that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum YamlError {
    /// The file is larger than the caller allows.
    #[error("file is {bytes} bytes, at most {max} allowed")]
    TooBig {
        /// Its size.
        bytes: usize,
        /// The limit.
        max: usize,
    },
    /// Not YAML at all (the scanner's own words in `info`).
    #[error("{line}:{column}: not valid YAML: {info}")]
    Syntax {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The scanner's description.
        info: String,
        /// It names an unknown anchor (an unquoted `*` at the start of a value).
        anchor: bool,
    },
    /// An alias (`*name`).
    #[error("{line}:{column}: alias")]
    Alias {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// Nested deeper than [`MAX_DEPTH`].
    #[error("{line}:{column}: nested more than {max} levels")]
    TooDeep {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The limit.
        max: usize,
    },
    /// The YAML does not fit the schema: the library's message (with its path, as in
    /// `rows[2].class: unknown variant ...`), or a carried [`Message`].
    #[error("{}{message}", line.map(|l| format!("{l}: ")).unwrap_or_default())]
    Data {
        /// 1-based line, where known.
        line: Option<usize>,
        /// 1-based column, where known.
        column: Option<usize>,
        /// The library's message without its position.
        message: String,
    },
}

impl YamlError {
    /// The 1-based line of the problem, where known.
    pub fn line(&self) -> Option<usize> {
        match self {
            YamlError::TooBig { .. } => None,
            YamlError::Syntax { line, .. }
            | YamlError::Alias { line, .. }
            | YamlError::TooDeep { line, .. } => Some(*line),
            YamlError::Data { line, .. } => *line,
        }
    }
}

/// Where each value of a document starts: a path (`steps[2].cards[1]`) to its 1-based line.
pub type LineMap = HashMap<String, usize>;

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

/// Walk the YAML events once, without building anything: refuse syntax errors, aliases and
/// deep nesting, and map every value's path to the line where it (or its key) starts.
pub fn scan(text: &str) -> Result<LineMap, YamlError> {
    use yaml_rust2::parser::{Event, Parser};
    let mut parser = Parser::new_from_str(text);
    let mut lines = HashMap::new();
    let mut stack: Vec<Frame> = Vec::new();
    loop {
        let (event, mark) = parser.next_token().map_err(|e| {
            let (line, column) = (e.marker().line().max(1), e.marker().col() + 1);
            // The parser's own guard against deep nesting (flow collections are scanned ahead
            // of their events) is this loader's nesting limit, said as such.
            if e.info() == "recursion limit exceeded" {
                return YamlError::TooDeep {
                    line,
                    column,
                    max: MAX_DEPTH,
                };
            }
            YamlError::Syntax {
                line,
                column,
                info: e.info().to_string(),
                anchor: e.info().contains("unknown anchor"),
            }
        })?;
        let (line, column) = (mark.line().max(1), mark.col() + 1);
        match event {
            Event::StreamEnd => return Ok(lines),
            Event::Alias(_) => return Err(YamlError::Alias { line, column }),
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
                    return Err(YamlError::TooDeep {
                        line,
                        column,
                        max: MAX_DEPTH,
                    });
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

/// The text without a leading byte-order mark (legal in UTF-8, unexpected by the parsers).
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Check the size of a user's file against `max` bytes.
pub fn check_size(text: &str, max: usize) -> Result<(), YamlError> {
    if text.len() > max {
        Err(YamlError::TooBig {
            bytes: text.len(),
            max,
        })
    } else {
        Ok(())
    }
}

/// A user's file: size, guards ([`scan`]), then the typed record, with the line map.
pub fn load<T: DeserializeOwned>(text: &str, max: usize) -> Result<(T, LineMap), YamlError> {
    check_size(text, max)?;
    let text = strip_bom(text);
    let lines = scan(text)?;
    Ok((from_str(text)?, lines))
}

/// Deserialize without the guards (for built-in files, or after [`scan`]).
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, YamlError> {
    serde_norway::from_str(text).map_err(|e| data_error(text, &e))
}

/// A serde error as data: its line and column, and its message without the library's own
/// position (the narration puts the line after the file name). libyaml's reader errors (a
/// control character, bad UTF-8) give a byte position instead of a line: it is turned into
/// the line.
pub fn data_error(text: &str, e: &serde_norway::Error) -> YamlError {
    let msg = e.to_string();
    let position = msg.find(" at position ").and_then(|i| {
        let digits: String = msg[i + 13..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        Some((i, digits.parse::<usize>().ok()?))
    });
    if let Some((i, at)) = position {
        let upto = &text.as_bytes()[..at.min(text.len())];
        let line = upto.iter().filter(|b| **b == b'\n').count() + 1;
        let column = upto.iter().rev().take_while(|b| **b != b'\n').count() + 1;
        return YamlError::Data {
            line: Some(line),
            column: Some(column),
            message: msg[..i].to_string(),
        };
    }
    let (line, column) = match e.location() {
        Some(l) => (Some(l.line()), Some(l.column())),
        None => (None, None),
    };
    let message = match msg.find(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg,
    };
    YamlError::Data {
        line,
        column,
        message,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_and_lines() {
        let text = "id: x\nsteps:\n  - kind: trick\n    cards: [A, B]\n  - kind: explain\n    text:\n      en: hi\n";
        let m = scan(text).unwrap();
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
    fn refuses_aliases_depth_and_bad_syntax() {
        assert!(matches!(
            scan("a: &x [1]\nb: *x\n"),
            Err(YamlError::Alias { line: 2, .. })
        ));
        let deep = "[".repeat(40) + &"]".repeat(40);
        assert!(matches!(
            scan(&deep),
            Err(YamlError::TooDeep { max: MAX_DEPTH, .. })
        ));
        // Deeper than the parser's own flow limit (255 levels): still the nesting limit.
        let deeper = "a: ".to_string() + &"[".repeat(300) + &"]".repeat(300);
        assert!(matches!(
            scan(&deeper),
            Err(YamlError::TooDeep {
                line: 1,
                max: MAX_DEPTH,
                ..
            })
        ));
        assert!(matches!(
            scan("a: [1\n"),
            Err(YamlError::Syntax { anchor: false, .. })
        ));
        assert!(matches!(
            scan("a: *-König\n"),
            Err(YamlError::Syntax { anchor: true, .. })
        ));
    }

    #[test]
    fn size_and_control_characters() {
        assert_eq!(
            load::<serde_norway::Value>("a: 1\n", 3).unwrap_err(),
            YamlError::TooBig { bytes: 5, max: 3 }
        );
        let err = from_str::<serde_norway::Value>("a: 1\nb: \u{7}\n").unwrap_err();
        assert_eq!(err.line(), Some(2), "{err:?}");
        let YamlError::Data { message, .. } = err else {
            panic!("{err:?}")
        };
        assert!(!message.contains("position"), "{message}");
    }

    #[test]
    fn a_message_passes_through_serde_and_back() {
        let m = Message::new("cards-unknown-suggest")
            .arg("input", "Rosen-Kng")
            .arg("suggestions", "Rosen-König");
        let text = format!("rows[0]: {} at line 3", m.carry());
        let (before, back, after) = Message::carried(&text).unwrap();
        assert_eq!(
            (before.as_str(), after.as_str()),
            ("rows[0]: ", " at line 3")
        );
        assert_eq!(back, m);
        let n = Message::new("rules-pattern-unknown-rank").arg("rank", 7u32);
        assert_eq!(Message::carried(&n.carry()).unwrap().1, n);
        assert!(Message::carried("plain text").is_none());
        assert!(Message::carried(&Message::new("no-such-id").carry()).is_none());
    }
}
