//! The Machtposition table as the terminal shows it: one row per rank, top first, in the
//! house style (used by `kaiser rank` and by the lessons' table steps), and the compact form
//! a lesson shows when the table would push its own explanation off a small terminal.

use super::{Theme, class_word};
use crate::i18n::Pick;
use crate::rules::{Class, Power, RuleSystem};
use comfy_table::Cell;
use serde::Serialize;

/// One row of the table.
#[derive(Debug, Serialize)]
pub struct Row {
    /// 1 = the top.
    pub position: usize,
    /// The cards (canonical names).
    pub cards: Vec<String>,
    /// The row's name in the source.
    pub name: Option<String>,
    /// Stecher, Throner, Stupf or plain.
    pub class: Class,
    /// What the row takes.
    pub takes: String,
    /// The source, with its gloss in the reader's language.
    pub source: String,
}

/// The rows of the Machtposition table, top first (rows empty under this trump left out).
pub fn rows(system: &RuleSystem, power: &Power) -> Vec<Row> {
    power
        .row_cards()
        .into_iter()
        .enumerate()
        .filter(|(_, cards)| !cards.is_empty())
        .map(|(i, cards)| {
            let def = &system.rows[i];
            Row {
                position: power.position(cards[0]),
                cards: cards.iter().map(|c| c.to_string()).collect(),
                name: def.name.clone(),
                class: def.class,
                takes: def.takes.get().to_string(),
                source: def.source.get().to_string(),
            }
        })
        .collect()
}

/// The table in the house style, with a source column if asked, fitted for the output.
/// Piped and without colours it is drawn from its texts ([`super::natural`]: comfy-table's
/// very bytes, without building its model).
pub fn table(theme: Theme, rows: &[Row], sources: bool) -> String {
    if !theme.color && super::fit::terminal_width().is_none() {
        let (header, cells) = texts(rows, sources);
        if let Some(out) = super::natural::draw_texts(&header, &cells) {
            return out;
        }
    }
    super::fit::table(theme, &model(theme, rows, sources))
}

/// The table in the house style as comfy-table's model, not yet drawn.
pub fn model(theme: Theme, rows: &[Row], sources: bool) -> comfy_table::Table {
    let (header, cells) = texts(rows, sources);
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut table = theme.table(&header);
    for (row, texts) in rows.iter().zip(cells) {
        table.add_row(texts.into_iter().enumerate().map(|(i, text)| {
            // The class column is coloured by class.
            if i == 3 {
                theme.class_cell(row.class, &text)
            } else {
                Cell::new(text)
            }
        }));
    }
    table
}

/// The header and every row's cells as texts, one table's worth.
fn texts(rows: &[Row], sources: bool) -> (Vec<String>, Vec<Vec<String>>) {
    let mut header = vec![
        "#".to_string(),
        crate::t!("cli-col-cards"),
        crate::t!("cli-rank-col-name"),
        crate::t!("cli-rank-col-class"),
        crate::t!("cli-rank-col-takes"),
    ];
    if sources {
        header.push(crate::t!("cli-col-source"));
    }
    let cells = rows
        .iter()
        .map(|row| {
            let mut cells = vec![
                row.position.to_string(),
                row.cards.join(", "),
                row.name.clone().unwrap_or_default(),
                class_word(row.class),
                row.takes.clone(),
            ];
            if sources {
                cells.push(super::citation(&row.source));
            }
            cells
        })
        .collect();
    (header, cells)
}

/// A row in few words: its name, else its cards; cards of one rank as the rank and their
/// suits ("9 (Rosen, Eichel, Schilten)", "Banner in every suit").
pub fn compact_label(row: &Row) -> String {
    if let Some(name) = &row.name {
        return name.clone();
    }
    let split: Option<Vec<(&str, &str)>> = row.cards.iter().map(|c| c.split_once('-')).collect();
    match split {
        Some(parts) if parts.len() > 1 && parts.iter().all(|(_, r)| *r == parts[0].1) => {
            let rank = parts[0].1;
            let mut suits: Vec<&str> = parts.iter().map(|(s, _)| *s).collect();
            if suits.len() == 4 {
                return crate::t!("cli-rank-every-suit", rank = rank);
            }
            suits.dedup();
            format!("{rank} ({})", suits.join(", "))
        }
        _ => row.cards.join(", "),
    }
}

/// The table in little room, for a lesson on a small terminal: no borders, one line per rank
/// (its number, [`compact_label`], its class), in `columns` side-by-side
/// columns (filled top to bottom, then the next column). `None` when it is wider than
/// `width`. What each row takes is left out: `kaiser rank` shows it.
pub fn compact(rows: &[Row], columns: usize, width: usize) -> Option<Vec<String>> {
    use textwrap::core::display_width;
    let columns = columns.max(1);
    let per = rows.len().div_ceil(columns).max(1);
    let digits = rows
        .iter()
        .map(|r| r.position)
        .max()
        .unwrap_or(0)
        .to_string()
        .len();
    // Each column as lines of equal width.
    let blocks: Vec<Vec<String>> = rows
        .chunks(per)
        .map(|chunk| {
            let label_w = chunk
                .iter()
                .map(|r| display_width(&compact_label(r)))
                .max()
                .unwrap_or(0);
            let lines: Vec<String> = chunk
                .iter()
                .map(|r| {
                    let l = compact_label(r);
                    let pad = " ".repeat(label_w - display_width(&l));
                    format!("{:>digits$} {l}{pad}  {}", r.position, class_word(r.class))
                })
                .collect();
            let w = lines.iter().map(|l| display_width(l)).max().unwrap_or(0);
            lines
                .into_iter()
                .map(|l| {
                    let pad = " ".repeat(w - display_width(&l));
                    l + &pad
                })
                .collect()
        })
        .collect();
    let out: Vec<String> = (0..per)
        .map(|i| {
            let cells: Vec<&str> = blocks
                .iter()
                .filter_map(|b| b.get(i).map(String::as_str))
                .collect();
            cells.join("    ").trim_end().to_string()
        })
        .collect();
    let widest = out.iter().map(|l| display_width(l)).max().unwrap_or(0);
    (widest <= width).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;
    use crate::rules::{PowerOptions, catalog};

    #[test]
    fn compact_tables_fit_80_columns_in_two_columns_for_every_system_and_trump() {
        for id in catalog::ids() {
            let system = catalog::load(id).unwrap();
            for trump in Suit::ALL {
                let power = Power::new(&system, trump, &PowerOptions::default()).unwrap();
                let rows = rows(&system, &power);
                for lang in [crate::i18n::Lang::En, crate::i18n::Lang::De] {
                    let two = crate::i18n::with_lang(lang, || compact(&rows, 2, 80));
                    let Some(two) = two else {
                        panic!("{id} {trump}: two columns too wide")
                    };
                    assert_eq!(two.len(), rows.len().div_ceil(2), "{id} {trump}");
                    // Every rank is there, by name or cards.
                    let all = two.join("\n");
                    for r in &rows {
                        let want = crate::i18n::with_lang(lang, || compact_label(r));
                        assert!(all.contains(&want), "{id} {trump}: {want} in\n{all}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_compact_table_reads_down_the_columns() {
        let system = catalog::load("lungern").unwrap();
        let power = Power::new(&system, Suit::Schellen, &PowerOptions::default()).unwrap();
        let lines = crate::i18n::with_lang(crate::i18n::Lang::En, || {
            compact(&rows(&system, &power), 2, 80).unwrap()
        });
        assert_eq!(
            lines[0],
            " 1 Trumpf-Bauer  Stecher    13 Trumpf-5                       Stecher"
        );
        assert_eq!(
            lines[11],
            "12 Under         Throner    24 Ass (Rosen, Eichel, Schilten)  plain"
        );
        assert!(compact(&rows(&system, &power), 2, 40).is_none());
    }
}
