//! `kaiser rank`: the Machtposition table of one rule system under one trump.

use super::{SystemArgs, TrumpChoice, heading, parse_cards};
use crate::render::{Theme, citation, class_word, json};
use crate::rules::{Class, Power, RuleSystem};
use clap::Args;
use comfy_table::Cell;
use serde::Serialize;

/// Arguments of `kaiser rank`.
#[derive(Debug, Args)]
pub struct RankArgs {
    #[command(flatten)]
    system: SystemArgs,
    #[command(flatten)]
    play: TrumpChoice,
    /// Add a column with each row's source.
    #[arg(long)]
    sources: bool,
    /// Print JSON: an array of rows, top first.
    #[arg(long)]
    json: bool,
}

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

pub(super) fn run(a: RankArgs, theme: Theme) -> anyhow::Result<String> {
    let mut loaded = a.system.load()?;
    loaded.opts.unannounced = parse_cards(
        &loaded.system,
        Some(a.play.trump),
        loaded.opts.deck,
        &a.play.unannounced,
    )?;
    let system = &loaded.system;
    let power = Power::new(system, a.play.trump, &loaded.opts)?;
    let rows = rows(system, &power);
    if a.json {
        return json(&rows);
    }
    let table = table(theme, &rows, a.sources);
    let mut out = theme.heading(&heading(system, Some(a.play.trump), power.deck)) + "\n";
    if !power.unannounced.is_empty() {
        let names: Vec<String> = power.unannounced.iter().map(|c| c.to_string()).collect();
        out.push_str(&crate::t!("cli-rank-unannounced", cards = names.join(", ")));
        out.push('\n');
    }
    out.push_str(&table);
    out.push('\n');
    out.push_str(&theme.dim(&crate::t!(
        "cli-rank-source",
        source = citation(&system.source_line())
    )));
    out.push('\n');
    Ok(out)
}

/// The rows of the Machtposition table, top first (rows empty under this trump left out).
pub(crate) fn rows(system: &RuleSystem, power: &Power) -> Vec<Row> {
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
                takes: def.takes.to_string(),
                source: def.source.clone(),
            }
        })
        .collect()
}

/// The table in the house style, with a source column if asked.
pub(crate) fn table(theme: Theme, rows: &[Row], sources: bool) -> String {
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
            cells.push(Cell::new(citation(&row.source)));
        }
        table.add_row(cells);
    }
    table.to_string()
}
