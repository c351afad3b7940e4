//! `kaiser play`: whole games against the computer.

use super::Session;
use super::hands::TableArgs;
use crate::tutor::play;
use clap::Args;
use std::io::Write;

/// Arguments of `kaiser play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    table: TableArgs,
    /// Points that win the game (default: the system's usual target).
    #[arg(long, value_name = "POINTS")]
    target: Option<u32>,
    /// Play with every hand open, and take your last card back with `undo` (`zurück`).
    #[arg(long)]
    open: bool,
}

pub(super) fn run(a: PlayArgs, s: &Session, out: &mut dyn Write) -> anyhow::Result<()> {
    let (system, def, seed) = a.table.load()?;
    let mut ui = s.ui(out);
    play::play(&mut *ui, &system, &def, seed, a.target, s.lang, a.open)?;
    Ok(())
}
