//! `kaiser play`: whole games against the computer.

use super::hands::{seed_or_clock, table_for};
use super::{InputError, Session, SystemArgs};
use crate::tutor::play;
use clap::Args;
use std::io::Write;

/// Arguments of `kaiser play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Rule system id (see `kaiser variants`); default: KAISER_VARIANT.
    #[arg(long, value_name = "ID")]
    variant: Option<String>,
    /// Players at the table (default: the system's first table).
    #[arg(long, value_name = "N")]
    players: Option<usize>,
    /// Parties, when the system allows several ways for this many players.
    #[arg(long, value_name = "N")]
    parties: Option<usize>,
    /// The seed: the same seed and the same answers give the same game (default: the clock).
    #[arg(long)]
    seed: Option<u64>,
    /// Points that win the game (default: the system's usual target).
    #[arg(long, value_name = "POINTS")]
    target: Option<u32>,
}

pub(super) fn run(a: PlayArgs, s: &Session, out: &mut dyn Write) -> anyhow::Result<()> {
    let args = SystemArgs {
        variant: a.variant,
        variant_file: None,
        deck: None,
        switches: Vec::new(),
    };
    let loaded = args.load()?;
    let def = table_for(&loaded.system, a.players, a.parties)
        .map_err(|e| InputError::Usage(e.to_string()))?;
    let seed = seed_or_clock(a.seed);
    let mut ui = s.ui(out);
    play::play(&mut *ui, &loaded.system, &def, seed, a.target, s.lang)?;
    Ok(())
}
