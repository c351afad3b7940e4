//! The `--json` contract (docs/json.md): every document is one JSON object that starts with
//! `"schema": 1`, names its rule system `system`, gives a player as `{"index", "name"}` and a
//! step as an object with `index` and `text`. Citations come out in book form.

use serde::Serialize;

/// The version of the JSON documents; within a version, changes only add (README).
pub const SCHEMA: u32 = 1;

/// A document: `"schema": 1` followed by the fields of `body` (a struct or a map).
#[derive(Serialize)]
struct Doc<'a, T: Serialize> {
    schema: u32,
    #[serde(flatten)]
    body: &'a T,
}

/// A player or seat: its index (0-based: seat order, or play order in a trick) and its name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Player {
    /// 0-based.
    pub index: usize,
    /// The name: given on the command line (`solve`), or A, B, C... by seat.
    pub name: String,
}

impl Player {
    /// The player at `index` with `name`.
    pub fn new(index: usize, name: impl Into<String>) -> Player {
        Player {
            index,
            name: name.into(),
        }
    }

    /// The player at `index`, named by seat: A, B, C, ...
    pub fn seat(index: usize) -> Player {
        Player::new(index, seat_name(index))
    }
}

/// A seat's name: A, B, ..., Z, then 27, 28, ... (never more than 26 players in practice).
pub fn seat_name(index: usize) -> String {
    match u8::try_from(index) {
        Ok(i) if i < 26 => char::from(b'A' + i).to_string(),
        _ => (index + 1).to_string(),
    }
}

/// Serialize `body` (a struct or a map) as a document: pretty JSON with `"schema": 1` first
/// and a trailing newline. Citations in it (raw strings naming a seed file) come out in book
/// form, in the language of the run: the keys stay, the values read "Achermann 1978, §1: «…»".
pub fn json<T: Serialize>(body: &T) -> anyhow::Result<String> {
    let text = serde_json::to_string_pretty(&Doc {
        schema: SCHEMA,
        body,
    })?;
    Ok(crate::text::cite::cite_json(&text, crate::i18n::lang()) + "\n")
}

/// An error as a document for stderr under `--json`: `{"error": {"kind", "message"}}`.
pub fn error(kind: &str, message: &str) -> String {
    #[derive(Serialize)]
    struct Error<'a> {
        kind: &'a str,
        message: &'a str,
    }
    #[derive(Serialize)]
    struct Body<'a> {
        error: Error<'a>,
    }
    let body = Body {
        error: Error { kind, message },
    };
    serde_json::to_string(&Doc {
        schema: SCHEMA,
        body: &body,
    })
    .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_document_starts_with_its_schema() {
        #[derive(Serialize)]
        struct X {
            system: &'static str,
        }
        let text = json(&X { system: "stans" }).unwrap();
        assert_eq!(text, "{\n  \"schema\": 1,\n  \"system\": \"stans\"\n}\n");
        assert!(json(&vec![1, 2]).is_err(), "a list is no document");
    }

    #[test]
    fn errors_are_one_line_of_json() {
        assert_eq!(
            error("input", "unknown \"x\""),
            r#"{"schema":1,"error":{"kind":"input","message":"unknown \"x\""}}"#
        );
    }

    #[test]
    fn seats_are_lettered() {
        assert_eq!(Player::seat(0), Player::new(0, "A"));
        assert_eq!(seat_name(25), "Z");
        assert_eq!(seat_name(26), "27");
    }
}
