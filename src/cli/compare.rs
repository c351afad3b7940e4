//! `kaiser compare`: rule systems side by side for one trump suit.
//!
//! One line per group of cards that stand together in every system (the Könige, the Ober,
//! a Kaiser, a trump card...), with each system's position and class. A line is marked when
//! its class differs between systems or when the lines above it are not the same: that is,
//! when "what beats what" changes. Cards that are plain in every system are left out.

use super::suit_arg;
use crate::cards::{Card, Suit};
use crate::render::{Theme, json};
use crate::rules::catalog;
use crate::rules::{Class, Power, PowerOptions, RuleSystem};
use clap::Args;
use comfy_table::Cell;
use serde::Serialize;
use std::collections::BTreeSet;

/// Arguments of `kaiser compare`.
#[derive(Debug, Args)]
pub struct CompareArgs {
    /// The trump suit (Rosen, Schellen, Eichel, Schilten).
    #[arg(long, value_parser = suit_arg)]
    trump: Suit,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// Two or more rule system ids (see `kaiser variants`).
    #[arg(value_name = "ID", num_args = 2.., required = true)]
    variants: Vec<String>,
}

/// One system's view of a line.
#[derive(Debug, Serialize, Clone, Copy)]
pub struct CellView {
    /// 1 = top.
    pub position: usize,
    /// The class.
    pub class: Class,
}

/// One line of the comparison.
#[derive(Debug, Serialize)]
pub struct Line {
    /// The cards (canonical names).
    pub cards: Vec<String>,
    /// Per system, in the order given; `null` where the deck lacks the cards.
    pub cells: Vec<Option<CellView>>,
    /// Whether the systems disagree on this line.
    pub differs: bool,
}

#[derive(Serialize)]
struct Comparison {
    trump: Suit,
    systems: Vec<String>,
    lines: Vec<Line>,
}

pub(super) fn run(a: CompareArgs, theme: Theme) -> anyhow::Result<String> {
    let mut seen = BTreeSet::new();
    let mut systems: Vec<RuleSystem> = Vec::new();
    for id in &a.variants {
        if !seen.insert(id.clone()) {
            return Err(super::InputError::Usage(format!("'{id}' is named twice")).into());
        }
        systems.push(catalog::load(id)?);
    }
    let powers: Vec<Power> = systems
        .iter()
        .map(|s| Power::new(s, a.trump, &PowerOptions::default()))
        .collect::<Result<_, _>>()?;
    // Group cards by their row in every system.
    let mut groups: Vec<(Vec<Option<u8>>, Vec<Card>)> = Vec::new();
    let order: Vec<Card> = {
        let mut v: Vec<Card> = powers[0].row_cards().into_iter().flatten().collect();
        for p in &powers[1..] {
            for c in p.row_cards().into_iter().flatten() {
                if !v.contains(&c) {
                    v.push(c);
                }
            }
        }
        v
    };
    for card in order {
        let special = powers
            .iter()
            .any(|p| p.contains(card) && p.entry(card).class != Class::Plain);
        if !special {
            continue;
        }
        let key: Vec<Option<u8>> = powers
            .iter()
            .map(|p| p.contains(card).then(|| p.entry(card).row))
            .collect();
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, cards)) => cards.push(card),
            None => groups.push((key, vec![card])),
        }
    }
    let lines: Vec<Line> = groups
        .iter()
        .enumerate()
        .map(|(gi, (_, cards))| {
            let first = cards[0];
            let cells: Vec<Option<CellView>> = powers
                .iter()
                .map(|p| {
                    p.contains(first).then(|| CellView {
                        position: p.position(first),
                        class: p.entry(first).class,
                    })
                })
                .collect();
            // The groups above this one in each system (among groups present in all systems).
            let above = |si: usize| -> BTreeSet<usize> {
                let p = &powers[si];
                groups
                    .iter()
                    .enumerate()
                    .filter(|(gj, (_, cs))| {
                        *gj != gi
                            && powers.iter().all(|q| q.contains(cs[0]))
                            && p.entry(cs[0]).level > p.entry(first).level
                    })
                    .map(|(gj, _)| gj)
                    .collect()
            };
            let present: Vec<usize> = (0..powers.len()).filter(|i| cells[*i].is_some()).collect();
            let classes: BTreeSet<&str> = present
                .iter()
                .filter_map(|i| cells[*i].map(|c| c.class.name()))
                .collect();
            let differs =
                classes.len() > 1 || present.windows(2).any(|w| above(w[0]) != above(w[1]));
            Line {
                cards: cards.iter().map(|c| c.to_string()).collect(),
                cells,
                differs,
            }
        })
        .collect();
    if a.json {
        return json(&Comparison {
            trump: a.trump,
            systems: systems.iter().map(|s| s.id.clone()).collect(),
            lines,
        });
    }
    let mut header: Vec<&str> = vec!["", "Cards"];
    header.extend(systems.iter().map(|s| s.id.as_str()));
    let mut table = theme.table(&header);
    for line in &lines {
        let mut row = vec![
            Cell::new(if line.differs { "≠" } else { "" }),
            Cell::new(line.cards.join(", ")),
        ];
        for cell in &line.cells {
            row.push(match cell {
                Some(c) => theme.class_cell(c.class, &format!("{} {}", c.position, c.class)),
                None => Cell::new("-"),
            });
        }
        table.add_row(row);
    }
    let mut out = theme.heading(&format!("Trumpf: {} · all Kaiser announced", a.trump)) + "\n";
    out.push_str(&table.to_string());
    out.push('\n');
    out.push_str(&theme.dim(
        "≠: the class differs, or different cards stand above. Cells: position (1 = top) and class. \
Plain cards (the same in every system) are left out.",
    ));
    out.push('\n');
    Ok(out)
}
