//! Output that fits the terminal: prose lines wrapped at word boundaries to the terminal's
//! width, and tables that choose a layout that fits (as they are; without empty columns;
//! columns narrowed but never narrower than their longest word; or stacked, one block per
//! row). Words are never split, so the ids a user types (`wolfenschiessen`,
//! `lungern-farbstaerke-eichel6`) and card names (`Trumpf-7`) stay whole.
//!
//! Only a terminal is fitted, or a pipe when `COLUMNS` asks for a width (`COLUMNS=80 kaiser
//! rank | less`, as `ls` does): other piped output (and every test that pipes, whose
//! environment has no `COLUMNS`) keeps its plain form, one long line per paragraph and
//! tables at their natural width.

use super::Theme;
use comfy_table::{Cell, ColumnConstraint, ContentArrangement, Table, Width};
use textwrap::core::display_width;

/// The narrowest width we fit to: below it, lines are left as they are.
const MIN_WIDTH: usize = 20;

/// The width of the terminal on stdout; when stdout is no terminal (a pipe, a file, a
/// test), the width `COLUMNS` names, if any; else `None`: then nothing is fitted.
pub fn terminal_width() -> Option<usize> {
    let term = console::Term::stdout();
    if !term.is_term() {
        return std::env::var("COLUMNS").ok().and_then(|c| columns(&c));
    }
    let (_, cols) = term.size();
    Some(usize::from(cols).max(MIN_WIDTH))
}

/// The width a `COLUMNS` value names: a positive whole number, at least [`MIN_WIDTH`].
fn columns(value: &str) -> Option<usize> {
    value
        .trim()
        .parse::<usize>()
        .ok()
        .filter(|&w| w > 0)
        .map(|w| w.max(MIN_WIDTH))
}

/// `text` fitted to the terminal (unchanged when stdout is no terminal).
pub fn for_terminal(text: &str) -> String {
    match terminal_width() {
        Some(width) => text_to(text, width),
        None => text.to_string(),
    }
}

/// `text` fitted to the terminal on stderr (unchanged when stderr is no terminal): error
/// messages and warnings wrap at word boundaries as stdout's text does, so an error naming
/// every rule system never splits an id at the screen's edge.
pub fn for_stderr(text: &str) -> String {
    let term = console::Term::stderr();
    if !term.is_term() {
        return text.to_string();
    }
    let (_, cols) = term.size();
    text_to(text, usize::from(cols).max(MIN_WIDTH))
}

/// Wrap every line of `text` that is wider than `width` at word boundaries. A continuation
/// line is indented under the start of the line's text: after a list number (`2. `), a short
/// label (`A: `) or a gap of two spaces (the second column of an aligned list). Table lines
/// (box drawing) are left alone: tables are fitted when they are built ([`table`]).
/// Words longer than `width` stay whole.
pub fn text_to(text: &str, width: usize) -> String {
    fit_lines(text, width, 0)
}

/// [`text_to`] for a game's narration (`kaiser play`), the same rule except that a wrapped
/// line of prose goes on two columns further in than it starts: among many short lines
/// (a card played, a trick taken), a wrapped one then reads as one line, not two.
pub fn narration_to(text: &str, width: usize) -> String {
    fit_lines(text, width, 2)
}

/// The one wrapping rule of [`text_to`] and [`narration_to`]: `prose` is how much further
/// in than its start a wrapped line of prose (no number, label or column) goes on.
fn fit_lines(text: &str, width: usize, prose: usize) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if display_width(line) <= width || is_table_line(line) {
            out.push_str(line);
        } else {
            out.push_str(&wrap_line(line, width, prose));
        }
    }
    out
}

fn is_table_line(line: &str) -> bool {
    line.trim_start()
        .starts_with(['┌', '│', '├', '╞', '└', '+', '|'])
}

/// One line wrapped with a hanging indent ([`hang_column`]).
fn wrap_line(line: &str, width: usize, prose: usize) -> String {
    let indent = hang_column(line, prose);
    // A hanging indent that leaves too little room falls back to the line's own indent.
    let lead = line.len() - line.trim_start().len();
    let indent = if width.saturating_sub(indent) < 24 {
        lead
    } else {
        indent
    };
    let rest = " ".repeat(indent);
    // Lines break at spaces only: textwrap's default also breaks after a slash, which split
    // `docs/spec-stake.yaml` (`kaiser readings 24`) and would split `Esc/q`.
    let opts = textwrap::Options::new(width)
        .subsequent_indent(&rest)
        .break_words(false)
        .word_separator(textwrap::WordSeparator::AsciiSpace)
        .word_splitter(textwrap::WordSplitter::NoHyphenation);
    textwrap::fill(&hold_notes(line), &opts).replace(HELD, " ")
}

/// A space the wrap never breaks at, put back as a space once the line is wrapped (a
/// character of the private use area: no text of the program holds it).
const HELD: char = '\u{e000}';

/// `line` with the space before a one-word note in round brackets held ([`HELD`]), and the
/// space after a seat's letter: a card stays with its note (`Rosen-Under (Jos)`,
/// `Schellen-3 (Trumpf-3):`) and a seat with its card (`B Schellen-Ass`), whoever wrote the
/// line, so the wrap never leaves "(Jos)" alone at the start of a line nor "B" at its end.
/// An arrow stays with what follows it, and with the card before it when a seat follows
/// (a trick's winner: `(Mugg) → C`).
/// A seat's letter with its note stays with the card after them too (`A (you) Rosen-7`,
/// `A (du) Rosen-7`): "A (you)" at a line's end would leave the card without its player.
fn hold_notes(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let words: Vec<&str> = line.split(' ').collect();
    for (i, word) in words.iter().enumerate() {
        out.push_str(word);
        let Some(next) = words.get(i + 1) else {
            break;
        };
        let note = !word.is_empty() && is_note(next);
        // A seat's letter stays with what follows it (`B Schellen-Ass`, `A (you)`).
        let seat = is_seat(word);
        // ... and its note with the card after it (not with words after a colon or comma).
        let seat_note = i > 0
            && is_seat(words[i - 1])
            && is_note(word)
            && word.ends_with(')')
            && !next.is_empty();
        // A trick's winner stays with its last card (`C Schellen-Banner (Mugg) → C`): "→ C"
        // alone at the start of a line reads as a line of its own. Before another result
        // ("→ Trumpf: Schellen") the line may break before the arrow.
        let winner = *next == "→" && words.get(i + 2).is_some_and(|w| is_seat(w));
        let held = note || seat || seat_note || winner || *word == "→";
        out.push(if held { HELD } else { ' ' });
    }
    out
}

/// Whether `word` is a seat's letter (`A`, `B`).
fn is_seat(word: &str) -> bool {
    word.len() == 1 && word.chars().all(|c| c.is_ascii_uppercase())
}

/// Whether `word` is a one-word note in round brackets (`(Jos)`, `(Trumpf-3):`, `(you)`).
fn is_note(word: &str) -> bool {
    let note = word.trim_end_matches(['.', ',', ';', ':']);
    note.len() > 2
        && note.starts_with('(')
        && note.ends_with(')')
        && !note[1..note.len() - 1].contains(['(', ')'])
}

/// The column where a continuation of `line` starts (in characters); `prose`: how much
/// further in than the line's start, for a line that is none of the kinds below.
fn hang_column(line: &str, prose: usize) -> usize {
    let lead = line.chars().take_while(|c| *c == ' ').count();
    let body: String = line.chars().skip(lead).collect();
    // "- text": a list item goes on under its text.
    if body.starts_with("- ") {
        return lead + 2;
    }
    // "12. text", "A: text" (a short label: a longer one, "Source: ...", is prose).
    if let Some(word) = body.split(' ').next() {
        let n = word.chars().count();
        let numbered =
            word.ends_with('.') && word[..word.len() - 1].chars().all(|c| c.is_ascii_digit());
        let labelled = word.ends_with(':') && n <= 3 && body.chars().nth(n) == Some(' ');
        if (numbered || labelled) && n > 1 {
            return lead + n + 1;
        }
    }
    // An aligned list: "  kaiser learn      lessons step by step".
    if let Some(gap) = body.find("  ") {
        let after = body[gap..].trim_start();
        if !after.is_empty() {
            let col = body.len() - after.len();
            return lead + body[..col].chars().count();
        }
    }
    lead + prose
}

/// The table as a string that fits the terminal (its natural form when stdout is no
/// terminal; without colours drawn by [`super::natural`], the same bytes for less).
pub fn table(theme: Theme, table: &Table) -> String {
    match terminal_width() {
        Some(width) => table_to(theme, table, width),
        None if !theme.color => super::natural::draw(table).unwrap_or_else(|| table.to_string()),
        None => table.to_string(),
    }
}

/// The table fitted to `width`: as it is if it fits; else without columns that are empty in
/// every row; else with columns narrowed (each at least as wide as its longest word, so no
/// word is split); else stacked, one block per row (`theme`'s colours are kept in the first
/// two layouts).
pub fn table_to(theme: Theme, table: &Table, width: usize) -> String {
    let natural = table.to_string();
    if widest(&natural) <= width {
        return natural;
    }
    let header: Vec<String> = table
        .header()
        .map(|h| h.cell_iter().map(Cell::content).collect())
        .unwrap_or_default();
    let rows: Vec<Vec<Cell>> = table
        .row_iter()
        .map(|r| r.cell_iter().cloned().collect())
        .collect();
    let columns = header
        .len()
        .max(rows.iter().map(Vec::len).max().unwrap_or(0));
    let text = |row: &[Cell], i: usize| row.get(i).map(Cell::content).unwrap_or_default();
    // Fewer columns: leave out those empty in every row.
    let kept: Vec<usize> = (0..columns)
        .filter(|&i| rows.iter().any(|r| !text(r, i).trim().is_empty()))
        .collect();
    // Each kept column's longest word and longest line, header included.
    let measure = |i: usize, of: fn(&str) -> Vec<&str>| {
        let widest = |s: String| of(&s).into_iter().map(display_width).max().unwrap_or(0);
        let body = rows.iter().map(|r| widest(text(r, i))).max().unwrap_or(0);
        body.max(widest(header.get(i).cloned().unwrap_or_default()))
    };
    let longest: Vec<usize> = kept
        .iter()
        .map(|&i| measure(i, |s| s.split_whitespace().collect()))
        .collect();
    let natural: Vec<usize> = kept
        .iter()
        .map(|&i| measure(i, |s| s.lines().collect()))
        .collect();
    // Each column: its content, a space either side, one border.
    let frame = 3 * kept.len() + 1;
    if let Some(widths) = share(&longest, &natural, width.saturating_sub(frame)) {
        let head: Vec<&str> = kept
            .iter()
            .map(|&i| header.get(i).map(String::as_str).unwrap_or(""))
            .collect();
        let mut narrowed = theme.table(&head);
        for row in &rows {
            narrowed.add_row(
                kept.iter()
                    .map(|&i| row.get(i).cloned().unwrap_or_else(|| Cell::new(""))),
            );
        }
        narrowed.set_content_arrangement(ContentArrangement::Dynamic);
        for (n, &w) in widths.iter().enumerate() {
            if let Some(column) = narrowed.column_mut(n) {
                // The constraint counts the padding (a space either side).
                let w = u16::try_from(w + 2).unwrap_or(u16::MAX);
                column.set_constraint(ColumnConstraint::Absolute(Width::Fixed(w)));
            }
        }
        let fitted = narrowed.to_string();
        if widest(&fitted) <= width {
            return fitted;
        }
    }
    stacked(theme, &header, &rows, &kept, width)
}

/// Content widths for columns that need at least `min` (their longest word) and at most
/// `max` (their longest line) within `room` columns: each starts at its minimum; the
/// columns that lack least get their whole line first (short cells stay on one line), and
/// the rest goes one column at a time to the one that still lacks the most. `None` when the
/// minimums do not fit.
fn share(min: &[usize], max: &[usize], room: usize) -> Option<Vec<usize>> {
    let mut widths = min.to_vec();
    let mut left = room.checked_sub(min.iter().sum())?;
    let mut order: Vec<usize> = (0..widths.len()).collect();
    order.sort_by_key(|&i| max[i].saturating_sub(min[i]));
    for i in order {
        let lack = max[i].saturating_sub(widths[i]);
        if lack <= left {
            widths[i] += lack;
            left -= lack;
        }
    }
    while left > 0 {
        let lacking = (0..widths.len())
            .filter(|&i| widths[i] < max[i])
            .max_by_key(|&i| (max[i] - widths[i], std::cmp::Reverse(i)));
        let Some(i) = lacking else { break };
        widths[i] += 1;
        left -= 1;
    }
    Some(widths)
}

/// One block per row: the first cell as a heading (with the second when the first is a short
/// number like `#`), then `Header: value` for every other non-empty cell, wrapped.
fn stacked(
    theme: Theme,
    header: &[String],
    rows: &[Vec<Cell>],
    kept: &[usize],
    width: usize,
) -> String {
    let text = |row: &[Cell], i: usize| {
        row.get(i)
            .map(|c| c.content().split_whitespace().collect::<Vec<_>>().join(" "))
            .unwrap_or_default()
    };
    let mut out = String::new();
    for row in rows {
        let mut cols = kept.iter().copied();
        let Some(first) = cols.next() else { continue };
        let mut title = text(row, first);
        if display_width(&title) <= 3
            && let Some(second) = cols.next()
        {
            title = format!("{title} {}", text(row, second));
        }
        out.push_str(&theme.heading(&text_to(title.trim(), width)));
        out.push('\n');
        for i in cols {
            let value = text(row, i);
            if value.is_empty() {
                continue;
            }
            let line = match header.get(i).filter(|h| !h.trim().is_empty()) {
                Some(h) => format!("  {h}: {value}"),
                None => format!("  {value}"),
            };
            let opts = textwrap::Options::new(width)
                .subsequent_indent("    ")
                .break_words(false)
                .word_splitter(textwrap::WordSplitter::NoHyphenation);
            out.push_str(&textwrap::fill(&line, &opts));
            out.push('\n');
        }
    }
    // Like a table's string: no newline after the last line.
    while out.ends_with('\n') {
        out.pop();
    }
    out
}

/// The widest line of `text`, in columns (colour codes do not count).
pub fn widest(text: &str) -> usize {
    text.lines().map(display_width).max().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_wrap_under_their_text() {
        let line = format!("2. {}", "Rosen-Under (Jos) takes nothing here. ".repeat(4));
        let out = text_to(line.trim_end(), 40);
        assert!(widest(&out) <= 40, "{out}");
        for l in out.lines().skip(1) {
            assert!(l.starts_with("   ") && !l.starts_with("    "), "{l:?}");
        }
        let list = "  kaiser learn     lessons step by step, with your progress and more words";
        let out = text_to(list, 50);
        assert_eq!(
            out,
            "  kaiser learn     lessons step by step, with your\n                   progress and more words"
        );
        // A list item (`kaiser readings 15`) goes on under its text, not at the margin.
        assert_eq!(
            text_to("- stans says nothing, so we follow Liebenau", 30),
            "- stans says nothing, so we\n  follow Liebenau"
        );
    }

    /// A card keeps its one-word note in round brackets on its line (the puzzle's why at 80
    /// columns put "(Jos)" alone on the next line); longer brackets break as words do, and
    /// the held space reads as a space again.
    #[test]
    fn a_card_keeps_its_note() {
        let step = "  3. Schellen-Under does not take the led Rosen-7 (Trumpf-7): only Rosen-Under (Jos) can.";
        assert_eq!(
            text_to(step, 80),
            "  3. Schellen-Under does not take the led Rosen-7 (Trumpf-7): only\n     Rosen-Under (Jos) can."
        );
        assert_eq!(
            text_to("one two three (four five six)", 20),
            "one two three (four\nfive six)"
        );
        assert!(!text_to(step, 30).contains(HELD));
        assert_eq!(
            text_to(
                "Trick 1: A (you) Rosen-7 · B Schellen-Ass (Trumpf-Ass) · C Eichel-6",
                50
            ),
            "Trick 1: A (you) Rosen-7 ·\nB Schellen-Ass (Trumpf-Ass) · C Eichel-6"
        );
    }

    /// "A (you)" stays with the card after it, in both languages: the wrap at the end of
    /// "A (you)" left the card on the next line without its player.
    #[test]
    fn a_seat_and_its_note_keep_their_card() {
        for you in ["(you)", "(du)"] {
            let line = format!("Trick 3: B Schellen-Ass · C Eichel-6 · A {you} Rosen-7");
            let width = display_width(&line) - " Rosen-7".len();
            let out = text_to(&line, width);
            assert!(
                out.ends_with(&format!("\nA {you} Rosen-7")),
                "{out:?} at {width}"
            );
            // A note that ends a clause lets the line break after it.
            let clause = format!("Trick 3: A {you}, then B Schellen-Ass and C Eichel-6");
            let out = text_to(&clause, 20);
            assert!(out.starts_with(&format!("Trick 3: A {you},\n")), "{out:?}");
        }
        // A trick's winner stays with its last card (`kaiser puzzle`'s line at 80 columns
        // left "→ C" alone on the next line).
        let trick =
            "  2. D Eichel-Ober · A Schilten-3 · B Schilten-König · C Schellen-Banner (Mugg) → C";
        assert_eq!(
            text_to(trick, 80),
            "  2. D Eichel-Ober · A Schilten-3 · B Schilten-König ·\n     C Schellen-Banner (Mugg) → C"
        );
    }

    /// A game's narration wraps by the same rule, except that prose goes on two further in
    /// than it starts (a numbered step, a label and a list item as in `text_to`).
    #[test]
    fn narration_differs_from_text_to_only_for_prose() {
        let prose = "  C (partner) shows Schellen-3, Eichel-6, Schilten-7, Schilten-Under";
        assert_eq!(
            text_to(prose, 40),
            "  C (partner) shows Schellen-3,\n  Eichel-6, Schilten-7, Schilten-Under"
        );
        assert_eq!(
            narration_to(prose, 40),
            "  C (partner) shows Schellen-3,\n    Eichel-6, Schilten-7, Schilten-Under"
        );
        for kind in [
            "  2. Rosen-Banner (Blass) takes Schilten-3: a Stecher takes every card",
            "  B: Rosen-Banner (Blass), Schilten-König, Schellen-4 (Trumpf-4)",
            "- stans says nothing, so we follow Liebenau and the others",
            "│ a table line that is long enough to wrap at forty",
        ] {
            assert_eq!(narration_to(kind, 40), text_to(kind, 40), "{kind}");
        }
    }

    #[test]
    fn columns_names_a_width_or_nothing() {
        for (value, width) in [
            ("80", Some(80)),
            (" 100 ", Some(100)),
            ("5", Some(MIN_WIDTH)),
            ("0", None),
            ("-3", None),
            ("wide", None),
            ("", None),
        ] {
            assert_eq!(columns(value), width, "{value:?}");
        }
    }

    /// A path or a key pair with a slash is one word: the line breaks at spaces only.
    #[test]
    fn slashes_do_not_break_lines() {
        let heading =
            "24. The stake (stake: in each system; the open questions of docs/spec-stake.yaml)";
        assert_eq!(
            text_to(heading, 80),
            "24. The stake (stake: in each system; the open questions of\n    docs/spec-stake.yaml)"
        );
        assert_eq!(
            text_to("[Enter] go on · [Esc/q] leave", 18),
            "[Enter] go on ·\n[Esc/q] leave"
        );
    }

    #[test]
    fn short_lines_and_long_words_stay() {
        assert_eq!(text_to("short", 20), "short");
        let id = "lungern-farbstaerke-eichel6-and-much-more";
        assert_eq!(text_to(&format!("a {id}"), 20), format!("a\n{id}"));
        assert_eq!(
            text_to("│ a table line that is long", 10),
            "│ a table line that is long"
        );
    }

    fn sample() -> Table {
        let mut t = Theme::plain().table(&["Id", "Title", "Played", "Source"]);
        t.add_row(vec![
            "wolfenschiessen",
            "Wolfenschiesser Spielart (H. Achermann 1978) (like stans)",
            "",
            "Achermann 1978",
        ]);
        t.add_row(vec![
            "lungern-farbstaerke-eichel6",
            "Gasser's Farbstärke",
            "",
            "Gasser 2015-17",
        ]);
        t
    }

    #[test]
    fn tables_narrow_without_splitting_words() {
        let out = table_to(Theme::plain(), &sample(), 72);
        assert!(widest(&out) <= 72, "{out}");
        assert!(out.contains("wolfenschiessen") && out.contains("lungern-farbstaerke-eichel6"));
        assert!(!out.contains("Played"), "{out}");
    }

    #[test]
    fn tables_stack_when_narrowing_is_not_enough() {
        let out = table_to(Theme::plain(), &sample(), 40);
        assert!(widest(&out) <= 40, "{out}");
        assert!(
            out.starts_with("wolfenschiessen\n  Title: Wolfenschiesser"),
            "{out}"
        );
        assert!(out.contains("\nlungern-farbstaerke-eichel6\n"), "{out}");
    }

    #[test]
    fn a_table_that_fits_is_unchanged() {
        let t = sample();
        assert_eq!(table_to(Theme::plain(), &t, 500), t.to_string());
    }
}
