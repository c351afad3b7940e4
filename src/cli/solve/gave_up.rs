//! The message of a `kaiser solve` that ran out of its budget: which budget, the table, what
//! was asked, and what to try.

use super::progress::grouped;
use crate::cli::InputError;
use crate::rules::RuleSystem;
use crate::rules::hand::Seating;
use crate::rules::solver::GaveUp;

/// The give-up message: which budget ran out, the table (system, players, parties, cards
/// per hand), what was asked, and what to try.
pub(super) fn gave_up(
    e: &GaveUp,
    time_limit: Option<u64>,
    seating: &Seating,
    system: &RuleSystem,
) -> InputError {
    let lang = crate::i18n::lang();
    let (ran, positions) = match *e {
        GaveUp::Time { positions } | GaveUp::Stopped { positions } => ("time", positions),
        GaveUp::Positions { limit } => ("positions", limit),
    };
    let parties: Vec<String> = (0..seating.teams.len())
        .map(|p| seating.team_names(p).join("+"))
        .collect();
    let tricks = seating.table.hands.first().map_or(0, |h| h.len());
    let what = crate::t!(
        "cli-solve-gave-up",
        ran = ran,
        positions = grouped(lang, positions),
        count = positions,
        seconds = time_limit.unwrap_or(0),
        system = system.id,
        players = seating.names.len(),
        parties = parties.len(),
        line = parties.join(" · "),
        tricks = tricks,
        need = seating.table.need.first().copied().unwrap_or(0)
    );
    let next = match *e {
        GaveUp::Positions { limit } => crate::t!(
            "cli-solve-gave-up-try-positions",
            more = limit.saturating_mul(10).to_string()
        ),
        _ => crate::t!(
            "cli-solve-gave-up-try-time",
            more = time_limit.unwrap_or(1).saturating_mul(4).to_string()
        ),
    };
    InputError::Usage(format!("{what}\n{next}"))
}
