//! Shell integration from the one clap definition: `kaiser completions SHELL` (clap_complete)
//! and `kaiser man` (clap_mangen), plus the greeting of a bare `kaiser`.
//!
//! The completion scripts know the values the game has: rule-system ids (`--variant`, and the
//! systems `compare` takes), suits (`--trump`) and decks (`--deck`). They are added to a copy
//! of the command for the generator only, so that parsing keeps its own checks and messages
//! (with suggestions for a misspelt id).

use crate::cards::{Deck, Suit};
use crate::lessons::Lang;
use crate::rules::catalog;
use anyhow::Context;
use clap::builder::PossibleValuesParser;
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::PathBuf;

/// The shells `kaiser completions` writes for.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Shell {
    /// bash
    Bash,
    /// zsh
    Zsh,
    /// fish
    Fish,
    /// PowerShell
    Powershell,
    /// Elvish
    Elvish,
}

/// `kaiser completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to write the completion script for.
    #[arg(value_enum)]
    pub shell: Shell,
}

/// `kaiser man`.
#[derive(Debug, Args)]
pub struct ManArgs {
    /// Write kaiser.1 and one page per command (kaiser-trick.1, ...) into this directory
    /// instead of printing kaiser.1.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

/// The command as the completion generator sees it: the game's values made explicit.
pub fn completion_command() -> clap::Command {
    let ids: Vec<&'static str> = catalog::ids();
    let suits: Vec<String> = Suit::ALL.iter().map(|s| s.to_string()).collect();
    let decks: Vec<&'static str> = Deck::ALL.iter().map(|d| d.id()).collect();
    let mut cmd = super::help::command();
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subs {
        cmd = cmd.mut_subcommand(&name, |mut sub| {
            let args: Vec<String> = sub
                .get_arguments()
                .map(|a| a.get_id().to_string())
                .collect();
            for arg in args {
                let values: Option<Vec<String>> = match (name.as_str(), arg.as_str()) {
                    (_, "variant") | ("compare", "variants") => {
                        Some(ids.iter().map(|s| s.to_string()).collect())
                    }
                    (_, "trump") => Some(suits.clone()),
                    (_, "deck") => Some(decks.iter().map(|s| s.to_string()).collect()),
                    _ => None,
                };
                if let Some(values) = values {
                    sub = sub.mut_arg(&arg, |a| a.value_parser(PossibleValuesParser::new(values)));
                }
            }
            sub
        });
    }
    cmd
}

/// Write the completion script for `shell`.
pub fn completions(args: &CompletionsArgs, out: &mut dyn Write) -> anyhow::Result<()> {
    use clap_complete::Shell as S;
    let shell = match args.shell {
        Shell::Bash => S::Bash,
        Shell::Zsh => S::Zsh,
        Shell::Fish => S::Fish,
        Shell::Powershell => S::PowerShell,
        Shell::Elvish => S::Elvish,
    };
    let mut cmd = completion_command();
    let mut buf = Vec::new();
    clap_complete::generate(shell, &mut cmd, "kaiser", &mut buf);
    out.write_all(&buf)
        .context(crate::t!("cli-context-writing-completions"))?;
    out.flush()
        .context(crate::t!("cli-context-writing-completions"))
}

/// Write the man page(s).
pub fn man(args: &ManArgs, out: &mut dyn Write) -> anyhow::Result<()> {
    let cmd = super::help::command();
    match &args.dir {
        None => {
            let mut buf = Vec::new();
            clap_mangen::Man::new(cmd)
                .render(&mut buf)
                .context(crate::t!("cli-context-rendering-man"))?;
            out.write_all(&buf)
                .context(crate::t!("cli-context-writing-man"))?;
            out.flush().context(crate::t!("cli-context-writing-man"))
        }
        Some(dir) => {
            std::fs::create_dir_all(dir)
                .with_context(|| crate::t!("cli-context-creating", path = dir.display()))?;
            let mut written = Vec::new();
            let mut page = |name: String, cmd: clap::Command| -> anyhow::Result<()> {
                let path = dir.join(format!("{name}.1"));
                let mut buf = Vec::new();
                let cmd = cmd.name(name.clone()).version(env!("CARGO_PKG_VERSION"));
                clap_mangen::Man::new(cmd)
                    .render(&mut buf)
                    .with_context(|| {
                        crate::t!("cli-context-rendering-page", page = format!("{name}.1"))
                    })?;
                std::fs::write(&path, buf)
                    .with_context(|| crate::t!("cli-context-writing", path = path.display()))?;
                written.push(path.display().to_string());
                Ok(())
            };
            page("kaiser".into(), cmd.clone())?;
            for sub in cmd.get_subcommands() {
                page(format!("kaiser-{}", sub.get_name()), sub.clone())?;
            }
            writeln!(out, "{}", crate::t!("cli-man-wrote", n = written.len()))?;
            for w in written {
                writeln!(out, "  {w}")?;
            }
            Ok(())
        }
    }
}

/// The learner's village for the greeting: `KAISER_VARIANT`, else the one chosen in `kaiser
/// learn` (read from the progress file without locking or writing anything); only a known
/// rule system's id.
pub fn learners_village() -> Option<String> {
    let known = |id: &str| {
        crate::rules::catalog::load(id)
            .is_ok()
            .then(|| id.to_string())
    };
    if let Ok(v) = std::env::var("KAISER_VARIANT")
        && !v.trim().is_empty()
    {
        return known(v.trim());
    }
    let path = crate::tutor::progress::home().ok()?.join("progress.json");
    let bytes = std::fs::read(path).ok()?;
    let doc: serde_json::Value = serde_json::from_slice(&bytes).ok()?;
    known(doc.get("village")?.as_str()?)
}

/// What a bare `kaiser` prints: what it is in two lines, and the three commands to start
/// with; on a terminal of `width` columns too narrow for command and description side by
/// side (`terminal`), each description goes under its command. With the learner's
/// `village`, the examples are that village's (Stans's nicknames are not Lungern's words).
pub fn greeting(lang: Lang, terminal: Option<usize>, village: Option<&str>) -> String {
    let version = env!("CARGO_PKG_VERSION");
    let m = |id: &str| crate::i18n::message(lang, id, &[]);
    let (about, start, more) = (
        m("cli-greeting-about"),
        m("cli-greeting-start"),
        m("cli-greeting-more"),
    );
    let commands = [
        m("cli-greeting-learn"),
        m("cli-greeting-trick"),
        m("cli-greeting-rank"),
    ];
    let examples = match village {
        None => [
            "kaiser learn".to_string(),
            "kaiser trick --variant stans --trump Rosen Mugg Jos".to_string(),
            "kaiser rank --variant lungern --trump Schellen".to_string(),
        ],
        // A learner of Stans: both examples in Stans (not Lungern's table).
        Some("stans") => [
            "kaiser learn".to_string(),
            "kaiser trick --variant stans --trump Rosen Mugg Jos".to_string(),
            "kaiser rank --variant stans --trump Schellen".to_string(),
        ],
        // The cards by their plain names, which every village knows; the answer shows the
        // village's own nicknames.
        Some(v) => [
            "kaiser learn".to_string(),
            format!("kaiser trick --variant {v} --trump Rosen Schellen-Banner Rosen-Under"),
            format!("kaiser rank --variant {v} --trump Schellen"),
        ],
    };
    let width = examples.iter().map(|e| e.len()).max().unwrap_or(0);
    let mut out = format!("kaiser {version}: {about}\n\n{start}\n");
    let side_by_side = |what: &String| 2 + width + 2 + what.chars().count();
    let fits = |w: usize| commands.iter().all(|c| side_by_side(c) <= w);
    for (e, what) in examples.iter().zip(&commands) {
        match terminal {
            Some(w) if !fits(w) => out.push_str(&format!("  {e}\n      {what}\n")),
            _ => out.push_str(&format!("  {e:<width$}  {what}\n")),
        }
    }
    out.push_str(&format!("\n{more}\n"));
    out
}
