//! A plain table at its natural width, drawn straight from its cells: the very text
//! comfy-table's `Display` draws for a table of the house style ([`super::Theme::table`]
//! without colours), for the output that is no terminal's (a pipe, a file, a one-shot
//! `kaiser rank` in a script). comfy-table measures every cell three times and builds every
//! line of every cell as a new string, about 0.3 M instructions for `kaiser rank`, more than
//! the whole start of a hello-world binary (issue 14, start-up); this draws the same bytes
//! with one pass to measure and one to write. comfy-table stays the table's model and draws
//! everything else: colours, fitting to a terminal, and any cell this does not cover
//! ([`draw`] answers `None`). The tests compare both drawings byte for byte.

use comfy_table::{Cell, Table};

/// `table` as comfy-table's `to_string()` draws it in the house style (the preset
/// `UTF8_FULL_CONDENSED`, lines whole, no colours), or `None` when a cell holds something
/// whose width this does not measure as comfy-table does (a line break, a control
/// character, a character outside the ranges [`simple_width`] knows) or the table has no
/// header: then comfy-table draws it.
pub fn draw(table: &Table) -> Option<String> {
    let header: Vec<String> = table.header()?.cell_iter().map(Cell::content).collect();
    let rows: Vec<Vec<String>> = table
        .row_iter()
        .map(|r| r.cell_iter().map(Cell::content).collect())
        .collect();
    draw_texts(&header, &rows)
}

/// A table of the house style with the cells `header` and `rows`, drawn as [`draw`] draws
/// it (a caller that has the texts needs no comfy-table model).
pub fn draw_texts(header: &[String], rows: &[Vec<String>]) -> Option<String> {
    let columns = rows.iter().map(Vec::len).fold(header.len(), usize::max);
    // Every cell measured once; a column is as wide as its widest cell, one character at
    // least (as comfy-table).
    let measured: Vec<Vec<usize>> = std::iter::once(header)
        .chain(rows.iter().map(Vec::as_slice))
        .map(|row| row.iter().map(|c| simple_width(c)).collect::<Option<_>>())
        .collect::<Option<_>>()?;
    let mut widths = vec![1usize; columns];
    for row in &measured {
        for (i, w) in row.iter().enumerate() {
            widths[i] = widths[i].max(*w);
        }
    }
    // Runs of line characters and spaces cut to length, instead of a push per character.
    let widest = widths.iter().max().map_or(0, |w| w + 2);
    let spaces = " ".repeat(widest);
    let rule = |left: &str, line: &str, cross: &str, right: &str, out: &mut String| {
        let run = line.repeat(widest);
        out.push_str(left);
        for (i, w) in widths.iter().enumerate() {
            if i > 0 {
                out.push_str(cross);
            }
            out.push_str(&run[..line.len() * (w + 2)]);
        }
        out.push_str(right);
    };
    let line = |cells: &[String], used: &[usize], out: &mut String| {
        out.push_str("\n│");
        for (i, w) in widths.iter().enumerate() {
            if i > 0 {
                out.push('┆');
            }
            // A missing cell is blank across the padding too.
            let cell = cells.get(i).map_or("", String::as_str);
            let used = used.get(i).copied().unwrap_or(0);
            out.push(' ');
            out.push_str(cell);
            out.push_str(&spaces[..w - used + 1]);
        }
        out.push('│');
    };
    let cells: usize = rows.iter().flatten().map(String::len).sum();
    let mut out = String::with_capacity(cells + (rows.len() + 4) * (widths.len() * 12 + 8));
    rule("┌", "─", "┬", "┐", &mut out);
    line(header, &measured[0], &mut out);
    out.push('\n');
    rule("╞", "═", "╪", "╡", &mut out);
    for (row, used) in rows.iter().zip(&measured[1..]) {
        line(row, used, &mut out);
    }
    out.push('\n');
    rule("└", "─", "┴", "┘", &mut out);
    Some(out)
}

/// The width of `text` in columns when every character is one column wide for certain
/// (printable ASCII, Latin letters and their signs, the common punctuation: dashes,
/// quotes, the ellipsis), which is what every table of kaiser holds; `None` for anything
/// else (wide or combining characters, controls, zero-width spaces), whose width comfy-table
/// measures by rules this does not repeat.
fn simple_width(text: &str) -> Option<usize> {
    if text.is_ascii() {
        return text
            .bytes()
            .all(|b| (b' '..=b'~').contains(&b))
            .then_some(text.len());
    }
    let mut n = 0;
    for c in text.chars() {
        let one = matches!(c, ' '..='~' | '\u{a0}'..='\u{ac}' | '\u{ae}'..='\u{2ff}' | '\u{2010}'..='\u{2027}' | '\u{2030}'..='\u{205e}');
        if !one {
            return None;
        }
        n += 1;
    }
    Some(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Theme;

    fn table(header: &[&str], rows: &[&[&str]]) -> Table {
        let mut t = Theme::plain().table(header);
        for row in rows {
            t.add_row(row.to_vec());
        }
        t
    }

    /// The drawing is comfy-table's, byte for byte: short and long cells, empty cells and
    /// columns, rows shorter or longer than the header, no rows, Latin letters and
    /// punctuation.
    #[test]
    fn draws_what_comfy_table_draws() {
        let cases = [
            table(&["#", "Cards", "Name"], &[&["1", "Rosen-König", "Fuil"]]),
            table(&["#", "Cards", "Name"], &[]),
            table(
                &["Id", "Title", "Played", "Source"],
                &[
                    &[
                        "wolfenschiessen",
                        "Wolfenschiesser Spielart (like stans)",
                        "",
                        "Achermann 1978, §1",
                    ],
                    &["x", "«Gasser’s Farbstärke» – dr Fuil…", ""],
                    &["", "", "", "", "a fifth cell"],
                ],
            ),
            table(&["", ""], &[&["", ""]]),
            table(
                &["Karte", "Wert"],
                &[&["Schellen-Ober", "  eingerückt  "], &["Ä", "ß"]],
            ),
        ];
        for t in &cases {
            assert_eq!(draw(t).as_deref(), Some(t.to_string().as_str()));
        }
    }

    /// What it does not measure is left to comfy-table.
    #[test]
    fn leaves_other_cells_to_comfy_table() {
        for odd in [
            "two\nlines",
            "tab\there",
            "wide 漢字",
            "e\u{301}",
            "zero\u{200b}width",
            "soft\u{ad}hyphen",
        ] {
            assert_eq!(draw(&table(&["a"], &[&[odd]])), None, "{odd:?}");
        }
        let mut no_header = Table::new();
        no_header.add_row(vec!["a"]);
        assert_eq!(draw(&no_header), None);
    }

    /// Every Machtposition table `kaiser rank` prints (every built-in system under every
    /// trump, in both languages, with and without sources) is drawn as comfy-table draws it.
    #[test]
    fn every_rank_table_is_comfy_tables() {
        use crate::cards::Suit;
        use crate::i18n::{Lang, with_lang};
        use crate::rules::{Power, PowerOptions, catalog};
        let mut tables = 0;
        for id in catalog::ids() {
            let system = catalog::load(id).expect("a built-in system loads");
            for trump in Suit::ALL {
                let Ok(power) = Power::new(&system, trump, &PowerOptions::default()) else {
                    continue;
                };
                tables += 1;
                let rows = crate::render::rank::rows(&system, &power);
                for lang in [Lang::En, Lang::De] {
                    for sources in [false, true] {
                        let t = with_lang(lang, || {
                            crate::render::rank::model(Theme::plain(), &rows, sources)
                        });
                        let comfy = t.to_string();
                        assert_eq!(
                            draw(&t).as_deref(),
                            Some(comfy.as_str()),
                            "{id} {trump:?} {lang:?}"
                        );
                        // `kaiser rank` piped draws from the texts, without the model.
                        if crate::render::fit::terminal_width().is_none() {
                            let piped = with_lang(lang, || {
                                crate::render::rank::table(Theme::plain(), &rows, sources)
                            });
                            assert_eq!(piped, comfy, "{id} {trump:?} {lang:?}");
                        }
                    }
                }
            }
        }
        assert!(tables >= 8 * 4 - 4, "only {tables} systems and trumps");
    }
}
