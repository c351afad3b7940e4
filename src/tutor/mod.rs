//! The tutor: runs lessons, scenarios and quizzes with a learner through a [`ui::Ui`], keeps
//! [`progress`], and reads a user's own content directory. It sits on [`crate::lessons`]
//! (the content) and [`crate::rules`] (the engine, which decides every answer).

pub mod content;
pub mod progress;
pub mod runner;
pub mod ui;
pub mod words;

/// Wrap `text` to `width`, keeping blank-line paragraphs and indenting by `indent`.
pub fn wrap(text: &str, width: usize, indent: &str) -> String {
    let opts = textwrap::Options::new(width.max(20))
        .initial_indent(indent)
        .subsequent_indent(indent);
    text.trim()
        .split("\n\n")
        .map(|p| {
            // A paragraph's lines are joined, except list items ("- "), which stay lines.
            let mut items: Vec<String> = Vec::new();
            for l in p.lines().map(str::trim).filter(|l| !l.is_empty()) {
                match items.last_mut() {
                    Some(last) if !l.starts_with("- ") => {
                        last.push(' ');
                        last.push_str(l);
                    }
                    _ => items.push(l.to_string()),
                }
            }
            items
                .iter()
                .map(|l| textwrap::fill(l, &opts))
                .collect::<Vec<_>>()
                .join("\n")
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn wraps_paragraphs_and_keeps_list_items() {
        let text = "One two three four five six.\nSeven.\n\n- a item\n- b item\n";
        assert_eq!(
            wrap(text, 20, "  "),
            "  One two three four\n  five six. Seven.\n\n  - a item\n  - b item"
        );
    }
}
