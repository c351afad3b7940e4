//! `kaiser play`: whole games against the computer, at the learner's level.

use super::Session;
use super::hands::TableArgs;
use crate::error::InputError;
use crate::rules::stake::StakeError;
use crate::rules::table::Strategy;
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
    /// How strong the computer players are: 1 random, 2 greedy, 3 pimc, 4 best.
    #[arg(long, value_name = "1-4", default_value_t = play::DEFAULT_LEVEL,
          value_parser = clap::value_parser!(u8).range(1..=4))]
    level: u8,
    /// Play with every hand open, and take your last card back with `undo` (`zurück`).
    #[arg(long)]
    open: bool,
    /// Lungern: agree Nachfreien for this game (Gasser 2015-17, Vordersitz und Hindersitz:
    /// "Ob das Nachfreien erlaubt ist oder nicht, muss vor einer Partie abgemacht werden").
    #[arg(long)]
    nachfreien: bool,
}

pub(super) fn run(a: PlayArgs, s: &Session, out: &mut dyn Write) -> anyhow::Result<()> {
    let (mut system, def, seed) = a.table.load()?;
    if a.nachfreien {
        match system.stake.as_mut().and_then(|st| st.freien.as_mut()) {
            Some(f) => f.nachfreien = true,
            None => {
                let no = StakeError::NoFreien { nach: true };
                return Err(InputError::Usage(crate::text::stake::error(s.lang, &no)).into());
            }
        }
    }
    let level = Strategy::level(a.level).unwrap_or(Strategy::Pimc);
    let mut ui = s.ui(out);
    let how = play::How {
        target: a.target,
        level,
        open: a.open,
    };
    play::play(&mut *ui, &system, &def, seed, how, s.lang)?;
    Ok(())
}
