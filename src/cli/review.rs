//! `kaiser review`: the learner's own mistakes asked again when they are due (in their
//! village, in their language), or listed with `--json`.

use super::Session;
use crate::render::json;
use crate::tutor::clock;
use crate::tutor::review::{Entry, Item, counts, to_drill};
use crate::tutor::runner;
use clap::Args;
use serde::Serialize;
use std::io::Write;

/// Arguments of `kaiser review`.
#[derive(Debug, Args)]
pub struct ReviewArgs {
    /// Every open card, due or not, of every village (a right answer before a card is due
    /// leaves its schedule; a wrong one sends it back).
    #[arg(long)]
    all: bool,
    /// Print the cards to review as JSON (docs/json.md) instead of asking them.
    #[arg(long)]
    json: bool,
}

/// A card in `kaiser review --json`.
#[derive(Serialize)]
struct Row<'a> {
    key: &'a str,
    what: &'a Item,
    made: String,
    #[serde(rename = "box")]
    leitner_box: u8,
    due: String,
    lapses: u32,
}

pub(super) fn run(a: ReviewArgs, s: &Session, out: &mut dyn Write) -> anyhow::Result<()> {
    let mut store = s.store()?;
    let now = clock::now()?;
    if a.json {
        let village = store.progress.village.as_deref();
        let reviews = &store.progress.reviews;
        let mine = runner::mine(village, a.all);
        let rows: Vec<Row> = to_drill(reviews, now, a.all, &mine)
            .iter()
            .filter_map(|k| match reviews.get_key_value(k) {
                Some((key, Entry::Card(c))) => Some(Row {
                    key,
                    what: &c.what,
                    made: clock::format(c.made),
                    leitner_box: c.leitner_box,
                    due: clock::format(c.due),
                    lapses: c.lapses,
                }),
                _ => None,
            })
            .collect();
        let c = counts(reviews, now, &mine);
        let text = json(&serde_json::json!({
            "now": clock::format(now),
            "system": village,
            "due": c.due,
            "waiting": c.waiting,
            "retired": c.retired,
            "next": c.next.map(clock::format),
            "cards": rows,
        }))?;
        out.write_all(text.as_bytes())?;
        return Ok(());
    }
    let content = s.content()?;
    let mut ui = s.ui(out);
    runner::review(&mut *ui, &mut store, &content, s.lang, a.all)?;
    Ok(())
}
