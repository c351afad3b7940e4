//! `kaiser compare`: rule systems side by side for one trump suit.
//!
//! One line per group of cards that stand together in every system (the Könige, the Ober,
//! a Kaiser, a trump card...), with each system's position and class. A line is marked when
//! it moves against the others: it is not in the longest common order (LCS) of the first
//! system and another one, so Stans's Mugg and Trumpf-5 "jump to the top" are marked while the
//! cards they jump over are not. A class change or a card missing from a deck is marked too.
//! Cards that are plain in every system are left out.

use super::suit_arg;
use crate::cards::{Card, Suit};
use crate::render::{Theme, class_word, json};
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
    /// A rule-system YAML file of your own to compare too; repeat for more.
    #[arg(long = "variant-file", value_name = "PATH")]
    variant_files: Vec<std::path::PathBuf>,
    /// Rule system ids (see `kaiser variants`); two or more systems in all.
    #[arg(value_name = "ID")]
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
            return Err(
                super::InputError::Usage(crate::t!("cli-compare-named-twice", id = id)).into(),
            );
        }
        systems.push(catalog::load(id).map_err(crate::text::Narrated::from)?);
    }
    for path in &a.variant_files {
        systems.push(super::load_file(path)?);
    }
    for (i, s) in systems.iter().enumerate() {
        if systems[..i].iter().any(|t| t.id == s.id) {
            return Err(
                super::InputError::Usage(crate::t!("cli-compare-same-id", id = s.id)).into(),
            );
        }
    }
    if systems.len() < 2 {
        return Err(super::InputError::Usage(crate::t!("cli-compare-too-few")).into());
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
    // Each system's order of the groups present in every system, top first.
    let common: Vec<usize> = (0..groups.len())
        .filter(|g| powers.iter().all(|p| p.contains(groups[*g].1[0])))
        .collect();
    let order_in = |p: &Power| -> Vec<usize> {
        let mut v = common.clone();
        v.sort_by_key(|g| std::cmp::Reverse(p.entry(groups[*g].1[0]).level));
        v
    };
    let first_order = order_in(&powers[0]);
    let mut moved = BTreeSet::new();
    for p in &powers[1..] {
        let kept = lcs(&first_order, &order_in(p));
        moved.extend(common.iter().copied().filter(|g| !kept.contains(g)));
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
            let classes: BTreeSet<Option<&str>> = cells
                .iter()
                .flatten()
                .map(|c| c.class.game_name())
                .collect();
            let missing = cells.iter().any(Option::is_none);
            Line {
                cards: cards.iter().map(|c| c.to_string()).collect(),
                cells,
                differs: classes.len() > 1 || moved.contains(&gi) || missing,
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
    let cards = crate::t!("cli-col-cards");
    let mut header: Vec<&str> = vec!["", &cards];
    header.extend(systems.iter().map(|s| s.id.as_str()));
    let mut table = theme.table(&header);
    for line in &lines {
        let mut row = vec![
            Cell::new(if line.differs { "≠" } else { "" }),
            Cell::new(line.cards.join(", ")),
        ];
        for cell in &line.cells {
            row.push(match cell {
                Some(c) => {
                    theme.class_cell(c.class, &format!("{} {}", c.position, class_word(c.class)))
                }
                None => Cell::new("-"),
            });
        }
        table.add_row(row);
    }
    let mut out = theme.heading(&crate::t!("cli-compare-heading", trump = a.trump)) + "\n";
    out.push_str(&crate::render::fit::table(theme, &table));
    out.push('\n');
    out.push_str(&theme.dim(&crate::t!("cli-compare-legend")));
    out.push('\n');
    Ok(out)
}

/// The longest common subsequence of two orders (the lines that keep their relative order).
fn lcs(a: &[usize], b: &[usize]) -> BTreeSet<usize> {
    let (n, m) = (a.len(), b.len());
    let mut t = vec![vec![0usize; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            t[i][j] = if a[i] == b[j] {
                t[i + 1][j + 1] + 1
            } else {
                t[i + 1][j].max(t[i][j + 1])
            };
        }
    }
    let (mut i, mut j, mut out) = (0, 0, BTreeSet::new());
    while i < n && j < m {
        if a[i] == b[j] {
            out.insert(a[i]);
            i += 1;
            j += 1;
        } else if t[i + 1][j] >= t[i][j + 1] {
            i += 1;
        } else {
            j += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn lcs_keeps_the_common_order() {
        let kept = super::lcs(&[1, 2, 3, 4, 5], &[3, 1, 2, 5, 4]);
        assert_eq!(kept.len(), 3);
        assert!(kept.contains(&1) && kept.contains(&2));
    }
}
