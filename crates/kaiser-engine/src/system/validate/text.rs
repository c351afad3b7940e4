//! Text from a rule file: control characters removed before it can reach a terminal, and
//! the line of a list's item for the errors.

use crate::system::Text;
use std::borrow::Cow;

/// Text from a file as it may reach a terminal: control characters (escape sequences)
/// removed. A text with nothing to remove (every built-in one) is not copied.
fn clean(text: &str) -> Cow<'_, str> {
    if has_unwanted(text) {
        Cow::Owned(text.chars().filter(|c| !unwanted(*c)).collect())
    } else {
        Cow::Borrowed(text)
    }
}

/// Whether `text` has a character [`unwanted`], by its bytes (no decoding): a control
/// character is C0 (below 0x20), DEL (0x7F) or C1 (U+0080 to U+009F: 0xC2 0x80-0x9F).
fn has_unwanted(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.iter().enumerate().any(|(i, &b)| {
        (b < 0x20 && b != b'\n')
            || b == 0x7f
            || (b == 0xc2 && bytes.get(i + 1).is_some_and(|n| (0x80..=0x9f).contains(n)))
    })
}

/// [`clean`] on an owned text: kept as it is when there is nothing to remove.
pub(super) fn clean_owned(text: String) -> String {
    if has_unwanted(&text) {
        clean(&text).into_owned()
    } else {
        text
    }
}

/// A character [`clean`] removes: a control character other than a line break.
fn unwanted(c: char) -> bool {
    c.is_control() && c != '\n'
}

/// [`clean`] on both languages of a [`Text`] (kept as it is without `all`: a built-in text
/// has nothing to remove).
pub(super) fn clean_text(text: Text, all: bool) -> Text {
    if !all {
        return text;
    }
    Text {
        en: clean_owned(text.en),
        de: clean_owned(text.de),
    }
}

/// Line (1-based) of the `n`-th item of the top-level block list `key:`, if written in block
/// style. Used to point validation errors at a row.
pub(in crate::system) fn item_line(text: &str, key: &str, n: usize) -> Option<usize> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.trim_end() == format!("{key}:"))?;
    let mut count = 0;
    let mut indent: Option<usize> = None;
    for (i, line) in lines.iter().enumerate().skip(start + 1) {
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let ind = line.len() - trimmed.len();
        if ind == 0 && !trimmed.starts_with('-') {
            return None;
        }
        if trimmed.starts_with("- ") || trimmed == "-" {
            let first = *indent.get_or_insert(ind);
            if ind == first {
                if count == n {
                    return Some(i + 1);
                }
                count += 1;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The byte scan finds exactly the characters `clean` removes, and a clean text is
    /// borrowed, not copied.
    #[test]
    fn clean_removes_control_characters_and_copies_nothing_else() {
        for text in [
            "",
            "plain",
            "line\nbreak",
            "tab\there",
            "esc\u{1b}[31m",
            "del\u{7f}",
            "c1\u{85}x",
            "c1 end\u{9f}",
            "§ «Stupf» ÂÃ\u{a0}",
            "\u{80}",
            "Trümpf\u{9b}2J",
        ] {
            let by_chars = text.chars().any(unwanted);
            assert_eq!(has_unwanted(text), by_chars, "{text:?}");
            let cleaned = clean(text);
            assert_eq!(matches!(cleaned, Cow::Borrowed(_)), !by_chars, "{text:?}");
            assert!(!cleaned.chars().any(unwanted), "{text:?}");
            assert_eq!(clean_owned(text.to_string()), cleaned, "{text:?}");
        }
    }
}
