//! `kaiser variants`: the rule systems with their sources.

use crate::i18n::Pick;
use crate::render::{Theme, json};
use crate::rules::catalog;
use clap::Args;
use comfy_table::Cell;
use serde::Serialize;

/// Arguments of `kaiser variants`.
#[derive(Debug, Args)]
pub struct VariantsArgs {
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct Variant {
    #[serde(rename = "system")]
    id: String,
    title: String,
    region: String,
    decks: Vec<String>,
    extends: Option<String>,
    sources: Vec<crate::rules::system::SourceRef>,
    summary: String,
}

pub(super) fn run(a: VariantsArgs, theme: Theme) -> anyhow::Result<String> {
    let mut list = Vec::new();
    for id in catalog::ids() {
        let s = catalog::load(id).map_err(crate::text::Narrated::from)?;
        let extends = catalog::extends_of(id);
        list.push(Variant {
            id: s.id.clone(),
            title: s.title.get().to_string(),
            region: s.region.get().to_string(),
            decks: s.decks.iter().map(|d| d.id().to_string()).collect(),
            extends,
            sources: s.sources.clone(),
            summary: s.summary.get().trim().to_string(),
        });
    }
    if a.json {
        return json(&serde_json::json!({ "systems": list }));
    }
    let mut table = theme.table(&[
        &crate::t!("cli-variants-col-id"),
        &crate::t!("cli-variants-col-title"),
        &crate::t!("cli-variants-col-region"),
        &crate::t!("cli-variants-col-decks"),
        &crate::t!("cli-col-source"),
    ]);
    for v in &list {
        let source = v
            .sources
            .iter()
            .map(|s| crate::render::citation(&s.file))
            .collect::<Vec<_>>()
            .join(", ");
        let title = match &v.extends {
            Some(p) => crate::t!("cli-variants-as", title = v.title, parent = p),
            None => v.title.clone(),
        };
        table.add_row(vec![
            Cell::new(&v.id),
            Cell::new(title),
            Cell::new(&v.region),
            Cell::new(v.decks.join(", ")),
            Cell::new(source),
        ]);
    }
    let mut out = crate::render::fit::table(theme, &table);
    out.push('\n');
    out.push_str(&theme.dim(&crate::t!("cli-variants-legend")));
    out.push('\n');
    Ok(out)
}
