//! The tutor: runs lessons, scenarios and quizzes with a learner through a [`ui::Ui`], keeps
//! [`progress`], and reads a user's own content directory. It sits on [`crate::lessons`]
//! (the content) and [`crate::rules`] (the engine, which decides every answer).

mod board;
pub mod clock;
pub mod content;
mod night;
pub mod play;
pub mod progress;
pub mod puzzle;
mod puzzle_mid;
pub mod rating;
mod replay;
pub mod review;
pub mod runner;
mod score;
mod seat;
mod shown;
pub mod small;
mod steps;
pub mod ui;

/// A heading of parts joined by " · " broken only between its parts when it is wider than
/// `width`, so that "Trumpf: Rosen" is never cut in two; a line ends with " ·".
pub fn at_dots(text: &str, width: usize) -> String {
    if textwrap::core::display_width(text) <= width {
        return text.to_string();
    }
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for part in text.split(" · ") {
        if line.is_empty() {
            line = part.to_string();
        } else if textwrap::core::display_width(&line) + 3 + textwrap::core::display_width(part)
            <= width
        {
            line = format!("{line} · {part}");
        } else {
            lines.push(format!("{line} ·"));
            line = part.to_string();
        }
    }
    lines.push(line);
    lines.join("\n")
}

/// Wrap `text` to `width`, one paragraph per line, indenting by `indent`.
pub fn wrap(text: &str, width: usize, indent: &str) -> String {
    hang(text, width, indent, indent)
}

/// Wrap with a first-line indent and a different one for the lines after it. Card names
/// (`Trumpf-6`) are never split at their hyphen.
pub fn hang(text: &str, width: usize, first: &str, rest: &str) -> String {
    // Breaks at spaces only (textwrap's default also breaks after a slash: `Esc/q`).
    let opts = textwrap::Options::new(width.max(20))
        .initial_indent(first)
        .subsequent_indent(rest)
        .word_separator(textwrap::WordSeparator::AsciiSpace)
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
        .break_words(false);
    // A list item goes on under its text, not under its dash.
    let under_item = format!("{rest}  ");
    let item_opts = opts.clone().subsequent_indent(&under_item);
    // Each line is a paragraph (a folded YAML block turns a blank line into one newline);
    // list items ("- ") stay together, other paragraphs get a blank line between them.
    let mut out = String::new();
    let mut last_item = false;
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let item = line.starts_with("- ");
        if !out.is_empty() {
            out.push_str(if item && last_item { "\n" } else { "\n\n" });
        }
        let line = code_kept_whole(line);
        let filled = textwrap::fill(&line, if item { &item_opts } else { &opts });
        out.push_str(&filled.replace(KEEP, " "));
        last_item = item;
    }
    out
}

/// A space that does not break a line: inside a command in backticks while wrapping.
const KEEP: char = '\u{a0}';

/// `line` with the spaces of each command in backticks made unbreakable: `kaiser learn
/// --variant ID` is typed as one, so it is never split across two lines.
fn code_kept_whole(line: &str) -> String {
    let mut inside = false;
    line.chars()
        .map(|c| match c {
            '`' => {
                inside = !inside;
                c
            }
            ' ' if inside => KEEP,
            c => c,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{hang, wrap};

    #[test]
    fn a_command_in_backticks_stays_on_one_line() {
        let text = "Wechseln mit «Spiel (Dorf) wechseln» im Lektionsmenü oder `kaiser learn --variant ID`.";
        let out = wrap(text, 80, "");
        assert_eq!(
            out,
            "Wechseln mit «Spiel (Dorf) wechseln» im Lektionsmenü oder\n`kaiser learn --variant ID`."
        );
        assert!(!out.contains('\u{a0}'));
    }

    /// A word with a slash stays whole (`Esc/q`, a path): lines break at spaces only.
    #[test]
    fn a_slash_does_not_break_a_line() {
        assert_eq!(
            wrap("Enter: go on or Esc/q: leave", 20, ""),
            "Enter: go on or\nEsc/q: leave"
        );
    }

    /// `tl!(lang, "id")` is not seen by the catalog test's `t!(` scan: every tutor, play,
    /// lessons and progress id written in these sources exists in both languages.
    #[test]
    fn every_id_the_tutor_names_is_in_both_catalogs() {
        use crate::i18n::{Lang, has};
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut ids = Vec::new();
        // Rooms split into sub-directories (`tutor/runner/`) are read too.
        let mut dirs: Vec<_> = ["tutor", "lessons", "cli"].map(|d| root.join(d)).into();
        while let Some(dir) = dirs.pop() {
            for e in std::fs::read_dir(dir).unwrap() {
                let path = e.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                    continue;
                }
                let text = std::fs::read_to_string(path).unwrap();
                for piece in text.split('"').skip(1).step_by(2) {
                    let area = piece.split('-').next().unwrap_or("");
                    if ["tutor", "play", "lessons", "progress"].contains(&area)
                        && piece.len() > area.len() + 1
                        && piece
                            .chars()
                            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                    {
                        ids.push(piece.to_string());
                    }
                }
            }
        }
        assert!(ids.len() > 150, "{} ids found", ids.len());
        for id in ids {
            for lang in Lang::ALL {
                assert!(has(lang, &id), "{id} is missing in {lang:?}");
            }
        }
    }

    #[test]
    fn lesson_places_and_status_in_german() {
        use crate::lessons::{Content, Lang};
        use crate::tutor::progress::{Score, Store};
        use crate::tutor::runner::{place, status};
        let content = Content::embedded().unwrap();
        let lesson = content.lesson("stecher").unwrap();
        let steps = lesson.steps.len();
        assert_eq!(place(lesson, 1, Lang::De), format!("Schritt 2 von {steps}"));
        assert_eq!(place(lesson, 1, Lang::En), format!("Step 2 of {steps}"));
        assert_eq!(
            place(lesson, steps, Lang::De),
            format!("Test 1 von {}", lesson.test.len())
        );
        let dir = tempfile::tempdir().unwrap();
        let (mut store, _) = Store::open(dir.path()).unwrap();
        assert_eq!(status(&store, lesson, Lang::De), "neu");
        store.lesson("stecher").next = 2;
        assert_eq!(
            status(&store, lesson, Lang::De),
            format!("Schritt 3 von {steps}")
        );
        let p = store.lesson("stecher");
        p.next = 0;
        p.done = true;
        assert_eq!(status(&store, lesson, Lang::De), "fertig");
        store.lesson("stecher").last_test = Some(Score { right: 4, asked: 5 });
        assert_eq!(status(&store, lesson, Lang::De), "fertig 4/5");
        assert_eq!(status(&store, lesson, Lang::En), "done 4/5");
    }

    #[test]
    fn german_scenario_story_and_reasoning() {
        use crate::lessons::{Content, Lang};
        use crate::render::Theme;
        use crate::tutor::runner::show_scenario;
        let content = Content::embedded().unwrap();
        let s = &content.scenarios[0];
        let de = show_scenario(s, Lang::De, Theme::plain(), 80);
        // Cited in square brackets, as every screen cites.
        assert!(de.lines().any(|l| l.starts_with('[')), "{de}");
        assert!(!de.contains("Quelle:"), "{de}");
        assert!(de.contains("Schritt 1 von "), "{de}");
        let en = show_scenario(s, Lang::En, Theme::plain(), 80);
        assert!(en.lines().any(|l| l.starts_with('[')), "{en}");
        assert!(!en.contains("Source:"), "{en}");
        assert!(en.contains("Step 1 of "), "{en}");
    }

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
        // A review heading breaks between its parts, never inside "Trumpf: Rosen".
        let head =
            "Wiederholung 1 von 3 · Die vier Kaiser · Schritt 2 von 10 · Lungern · Trumpf: Rosen";
        assert_eq!(
            super::at_dots(head, 80),
            "Wiederholung 1 von 3 · Die vier Kaiser · Schritt 2 von 10 · Lungern ·\nTrumpf: Rosen"
        );
        assert_eq!(super::at_dots("a · b", 80), "a · b");
        // A long list item goes on under its text (lesson 3's Kaiser of Lungern at 80).
        assert_eq!(
            wrap(
                "- Oberkaiser stands between the Könige and the Ober",
                30,
                ""
            ),
            "- Oberkaiser stands between\n  the Könige and the Ober"
        );
    }
}
