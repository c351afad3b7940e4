//! `kaiser rank`: the Machtposition table of one rule system under one trump.

use super::{SystemArgs, TrumpChoice, heading, parse_cards};
use crate::render::rank::{rows, table};
use crate::render::{Theme, citation, json};
use crate::rules::Power;
use clap::Args;

/// Arguments of `kaiser rank`.
#[derive(Debug, Args)]
pub struct RankArgs {
    #[command(flatten)]
    pub(super) system: SystemArgs,
    #[command(flatten)]
    pub(super) play: TrumpChoice,
    /// Add a column with each row's source.
    #[arg(long)]
    pub(super) sources: bool,
    /// Print JSON: the system, trump, deck and rows, top first (docs/json.md).
    #[arg(long)]
    pub(super) json: bool,
}

pub(super) fn run(a: RankArgs, theme: Theme) -> anyhow::Result<String> {
    let mut loaded = a.system.load_card_rules()?;
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
        return json(&RankJson {
            system: &system.id,
            trump: a.play.trump,
            deck: power.deck.to_string(),
            rows: &rows,
        });
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

/// `kaiser rank --json`: the system, trump and deck, and the rows top first.
#[derive(serde::Serialize)]
struct RankJson<'a, R: serde::Serialize> {
    system: &'a str,
    trump: crate::cards::Suit,
    deck: String,
    rows: &'a R,
}
