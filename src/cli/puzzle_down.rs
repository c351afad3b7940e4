//! `kaiser puzzle --seed N --theme face-down`: a face-down puzzle cut on the spot from the
//! deals of a seed ([`kaiser_engine::puzzle::cut::cut_down_with`]: deals played by random
//! legal play, the first whose scanned trick has a position where only a card laid face
//! down makes it). Rare (docs/content.md), so the deals are scanned side by side, a progress
//! bar shows on a terminal once it takes more than a second, and a budget of deals ends the
//! search with a message naming the seed and the system and what to try.

use super::InputError;
use crate::rules::RuleSystem;
use crate::rules::puzzle::{Puzzle, cut};
use std::time::{Duration, Instant};

/// Deals scanned for one seed before giving up: at the rates docs/content.md gives (one
/// deal in about 3,000 in stans, fewer in willisau and liebenau), every seed from 1 to 20
/// of every system with face-down play finds one well within it.
pub(super) const DEALS: u64 = 200_000;

/// The budget of deals: `KAISER_PUZZLE_DEALS` (meant for tests), else [`DEALS`].
fn deals() -> u64 {
    std::env::var("KAISER_PUZZLE_DEALS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .unwrap_or(DEALS)
}

/// How long the search runs before its progress shows (on a terminal only).
const QUIET_FOR: Duration = Duration::from_secs(1);

/// The first face-down puzzle of `seed`'s deals in `system` that `keep` accepts, with a
/// progress bar on stderr after the first second when stderr is a terminal; a usage error
/// when the budget of deals gives none.
pub(super) fn cut(
    system: &RuleSystem,
    seed: u64,
    keep: impl Fn(&Puzzle) -> bool + Sync,
) -> anyhow::Result<Puzzle> {
    let budget = deals();
    let start = Instant::now();
    let terminal = console::Term::stderr().is_term();
    let mut bar: Option<indicatif::ProgressBar> = None;
    let mut progress = |done: u64| {
        if !terminal || start.elapsed() < QUIET_FOR {
            return;
        }
        let pb = bar.get_or_insert_with(|| {
            let pb = indicatif::ProgressBar::new(budget);
            pb.set_style(
                indicatif::ProgressStyle::with_template(&format!(
                    "{{bar:30}} {{pos}}/{{len}} {} · {{elapsed}}",
                    crate::t!("cli-puzzle-cut-progress", system = system.id.as_str())
                ))
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
            );
            pb
        });
        pb.set_position(done);
    };
    let found = cut::cut_down_with(system, seed, budget, keep, &mut progress);
    if let Some(pb) = &bar {
        pb.finish_and_clear();
    }
    found.map(|m| m.puzzle).ok_or_else(|| {
        InputError::Usage(crate::t!(
            "cli-puzzle-none-cut",
            seed = seed,
            system = system.id.as_str(),
            deals = super::solve::grouped(crate::i18n::lang(), budget),
            next = seed.saturating_add(1)
        ))
        .into()
    })
}
