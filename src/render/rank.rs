//! The Machtposition table as the terminal shows it: one row per rank, top first, in the
//! house style (used by `kaiser rank` and by the lessons' table steps).

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
    /// The source.
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
                source: def.source.clone(),
            }
        })
        .collect()
}

/// The table in the house style, with a source column if asked.
pub fn table(theme: Theme, rows: &[Row], sources: bool) -> String {
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
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut table = theme.table(&header);
    for row in rows {
        let mut cells = vec![
            Cell::new(row.position),
            Cell::new(row.cards.join(", ")),
            Cell::new(row.name.clone().unwrap_or_default()),
            theme.class_cell(row.class, &class_word(row.class)),
            Cell::new(&row.takes),
        ];
        if sources {
            cells.push(Cell::new(super::citation(&row.source)));
        }
        table.add_row(cells);
    }
    super::fit::table(theme, &table)
}
