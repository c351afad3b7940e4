//! `kaiser deal` (a reproducible deal with its Umschlag, in `deal`) and `kaiser odds` (how
//! often a hand's party makes its tricks, over random deals of the unseen cards solved
//! double-dummy, in `odds`); here what they share with `kaiser play` and `kaiser arena`: the
//! table of a system, its parties and the seed.

mod deal;
mod odds;

pub use deal::DealArgs;
pub(super) use deal::run_deal;
pub use odds::OddsArgs;
pub(super) use odds::run_odds;

use super::{InputError, SystemArgs};
use crate::rules::deal::parties_of;
use crate::rules::system::{RuleSystem, TableDef};
use clap::Args;

/// Seat names: A, B, C, ...
pub(crate) use crate::render::json::seat_name;

/// The table for `players` (and `parties`), or a message naming what the system allows.
pub(crate) fn table_for(
    system: &RuleSystem,
    players: Option<usize>,
    parties: Option<usize>,
) -> Result<TableDef, String> {
    let default = system.default_table();
    if players.is_none()
        && let Some(t) = default
        && parties.is_none_or(|p| p == t.parties)
    {
        return Ok(t.clone());
    }
    let players = players.unwrap_or_else(|| default.map(|t| t.players).unwrap_or(4));
    let lang = crate::i18n::lang();
    system.table(players, parties).cloned().ok_or_else(|| {
        crate::tl!(
            lang,
            "rules-deal-players",
            system = system.id,
            players = players,
            allowed = match parties {
                Some(p) if system.table(players, None).is_some() => crate::t!(
                    "cli-deal-parties-not",
                    players = players,
                    parties = system
                        .tables
                        .iter()
                        .filter(|t| t.players == players)
                        .map(|t| t.parties.to_string())
                        .collect::<Vec<_>>()
                        .join(&format!(" {} ", crate::t!("cli-deal-or"))),
                    asked = p
                ),
                _ => crate::text::hand::players(lang, &system.players()),
            }
        )
    })
}

/// "A+C · B+D"
pub(crate) fn parties_line(def: &TableDef) -> String {
    let party = parties_of(def);
    (0..def.parties)
        .map(|p| {
            (0..def.players)
                .filter(|s| party[*s] == p)
                .map(seat_name)
                .collect::<Vec<_>>()
                .join("+")
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The seed given, or one from the clock (printed so the run can be repeated).
pub(crate) fn seed_or_clock(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64 % 1_000_000)
            .unwrap_or(1)
    })
}

/// A table of a rule system and a seed (shared by `kaiser deal` and `kaiser play`).
#[derive(Debug, Args)]
pub struct TableArgs {
    /// Rule system id (see `kaiser variants`); default: KAISER_VARIANT.
    #[arg(long, value_name = "ID")]
    pub variant: Option<String>,
    /// Players at the table (default: the system's usual table, else its first; lungern: four in two parties).
    #[arg(long, value_name = "N")]
    pub players: Option<usize>,
    /// Parties, when the system allows several ways for this many players (6: 2 or 3).
    #[arg(long, value_name = "N")]
    pub parties: Option<usize>,
    /// The seed: the same seed gives the same deal (default: from the clock, printed).
    #[arg(long)]
    pub seed: Option<u64>,
}

impl TableArgs {
    /// The system, its table and the seed.
    pub fn load(&self) -> anyhow::Result<(RuleSystem, TableDef, u64)> {
        let args = SystemArgs {
            variant: self.variant.clone(),
            variant_file: None,
            deck: None,
            switches: Vec::new(),
        };
        let system = args.load()?.system;
        let def = table_for(&system, self.players, self.parties).map_err(InputError::Usage)?;
        Ok((system, def, seed_or_clock(self.seed)))
    }
}
