//! The tutor: runs lessons, scenarios and quizzes with a learner through a [`ui::Ui`], keeps
//! [`progress`], and reads a user's own content directory. It sits on [`crate::lessons`]
//! (the content) and [`crate::rules`] (the engine, which decides every answer).

pub mod content;
pub mod play;
pub mod progress;
pub mod runner;
pub mod ui;

/// Wrap `text` to `width`, one paragraph per line, indenting by `indent`.
pub fn wrap(text: &str, width: usize, indent: &str) -> String {
    hang(text, width, indent, indent)
}

/// Wrap with a first-line indent and a different one for the lines after it. Card names
/// (`Trumpf-6`) are never split at their hyphen.
pub fn hang(text: &str, width: usize, first: &str, rest: &str) -> String {
    let opts = textwrap::Options::new(width.max(20))
        .initial_indent(first)
        .subsequent_indent(rest)
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
        .break_words(false);
    // Each line is a paragraph (a folded YAML block turns a blank line into one newline);
    // list items ("- ") stay together, other paragraphs get a blank line between them.
    let mut out = String::new();
    let mut last_item = false;
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let item = line.starts_with("- ");
        if !out.is_empty() {
            out.push_str(if item && last_item { "\n" } else { "\n\n" });
        }
        out.push_str(&textwrap::fill(line, &opts));
        last_item = item;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{hang, wrap};

    #[test]
    fn wraps_paragraphs_and_keeps_list_items() {
        let text = "One two three four five six.\nSeven.\n\n- a item\n- b item\n";
        assert_eq!(
            wrap(text, 20, "  "),
            "  One two three four\n  five six.\n\n  Seven.\n\n  - a item\n  - b item"
        );
        assert_eq!(
            hang("1. Rosen-6 (Trumpf-6) takes Rosen-Ass", 24, "  ", "     "),
            "  1. Rosen-6 (Trumpf-6)\n     takes Rosen-Ass"
        );
    }
}
