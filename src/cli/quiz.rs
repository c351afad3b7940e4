//! `kaiser quiz`: random tricks from the engine, seeded, with a score at the end.

use super::{InputError, Session};
use crate::lessons::quiz::{MAX_QUIZ, generate};
use crate::tutor::runner;
use clap::Args;
use std::io::Write;

/// Arguments of `kaiser quiz`.
#[derive(Debug, Args)]
pub struct QuizArgs {
    /// Rule system id (default: KAISER_VARIANT, else your village from `kaiser learn`, else
    /// every system in turn).
    #[arg(long, value_name = "ID")]
    variant: Option<String>,
    /// How many tricks.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u16).range(1..=MAX_QUIZ as i64))]
    count: u16,
    /// The seed; the same seed gives the same quiz (default: from the clock, printed).
    #[arg(long)]
    seed: Option<u64>,
}

pub(super) fn run(a: QuizArgs, s: &Session, out: &mut dyn Write) -> anyhow::Result<()> {
    let seed = a.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64 % 1_000_000)
            .unwrap_or(1)
    });
    let mut store = s.store()?;
    let variant = a
        .variant
        .or_else(|| {
            std::env::var("KAISER_VARIANT")
                .ok()
                .filter(|v| !v.trim().is_empty())
        })
        .or_else(|| store.progress.village.clone());
    let steps = generate(variant.as_deref(), a.count as usize, seed).map_err(InputError::Usage)?;
    let mut ui = s.ui(out);
    runner::quiz(&mut *ui, &mut store, &steps, seed, s.lang)?;
    Ok(())
}
