//! `kaiser scenario list | show ID | play ID`: the sources' worked examples.

use super::{InputError, Session};
use crate::i18n::Pick;
use crate::lessons::{Content, Scenario};
use crate::render::{citation, json};
use crate::t;
use crate::tutor::runner;
use clap::{Args, Subcommand};
use serde::Serialize;
use std::io::Write;

/// Arguments of `kaiser scenario`.
#[derive(Debug, Args)]
pub struct ScenarioArgs {
    /// What to do.
    #[command(subcommand)]
    action: ScenarioAction,
}

/// `kaiser scenario` actions.
#[derive(Debug, Subcommand)]
pub enum ScenarioAction {
    /// List the scenarios with their sources.
    List {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Tell a scenario with the engine's reasoning for every trick.
    Show {
        /// The scenario id.
        id: String,
    },
    /// Play a scenario: predict each trick before the engine shows it.
    Play {
        /// The scenario id.
        id: String,
    },
}

#[derive(Serialize)]
struct Entry<'a> {
    id: &'a str,
    title: &'a crate::lessons::Text,
    system: &'a str,
    trump: Option<String>,
    step_count: usize,
    source: &'a str,
    last_score: Option<crate::tutor::progress::Score>,
}

fn find<'a>(content: &'a Content, id: &str) -> anyhow::Result<&'a Scenario> {
    content.scenario(&id.trim().to_lowercase()).ok_or_else(|| {
        InputError::Usage(t!(
            "tutor-no-scenario",
            id = id,
            near = content.near_scenario(id)
        ))
        .into()
    })
}

pub(super) fn run(a: ScenarioArgs, s: &Session, out: &mut dyn Write) -> anyhow::Result<()> {
    let content = s.content()?;
    match a.action {
        ScenarioAction::List { json: as_json } => {
            let store = s.store()?;
            let entries: Vec<Entry> = content
                .scenarios
                .iter()
                .map(|sc| Entry {
                    id: &sc.id,
                    title: &sc.title,
                    system: &sc.variant,
                    trump: sc.trump.map(|t| t.to_string()),
                    step_count: sc.steps.len(),
                    source: crate::i18n::Pick::get(&sc.source),
                    last_score: store.progress.scenarios.get(&sc.id).copied(),
                })
                .collect();
            let text = if as_json {
                json(&serde_json::json!({ "scenarios": entries }))?
            } else {
                let header = [
                    t!("tutor-col-scenario"),
                    t!("tutor-col-title"),
                    t!("tutor-col-system"),
                    "Trumpf".to_string(),
                    t!("tutor-col-played"),
                    t!("tutor-col-source"),
                ];
                let mut table = s.theme.table(&header.each_ref().map(String::as_str));
                for e in &entries {
                    table.add_row(vec![
                        e.id.to_string(),
                        e.title.in_lang(s.lang).to_string(),
                        e.system.to_string(),
                        e.trump.clone().unwrap_or_default(),
                        e.last_score
                            .map(|sc| format!("{}/{}", sc.right, sc.asked))
                            .unwrap_or_default(),
                        citation(e.source),
                    ]);
                }
                format!("{}\n", crate::render::fit::table(s.theme, &table))
            };
            out.write_all(text.as_bytes())?;
        }
        ScenarioAction::Show { id } => {
            let sc = find(&content, &id)?;
            let width = if console::Term::stdout().is_term() {
                (console::Term::stdout().size().1 as usize).clamp(40, 100)
            } else {
                80
            };
            out.write_all(runner::show_scenario(sc, s.lang, s.theme, width).as_bytes())?;
        }
        ScenarioAction::Play { id } => {
            let sc = find(&content, &id)?;
            let mut store = s.store()?;
            let mut ui = s.ui(out);
            runner::play_scenario(&mut *ui, &mut store, sc, s.lang)?;
        }
    }
    Ok(())
}
