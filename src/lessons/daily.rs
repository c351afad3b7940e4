//! The puzzle of the day (`kaiser puzzle --daily`): which shipped puzzles it picks among,
//! and the pick itself, kept the same for a past date when a later version ships more
//! puzzles.
//!
//! The pick hashes the date and the system ([`fnv`]) into the day's pool: the shipped
//! puzzles of the system in file order, of one kind (every hand open, or view-only with
//! `--view`), those the learner leads where the system has any ([`pool`]). New puzzles are
//! added at the end of a file, so the pool of an older version is the start of a newer
//! one. [`POOLS`] records, from a date on, how many puzzles of each pool the day picks
//! among, with a fingerprint of their ids: a date keeps the pool size of its record, so
//! a version with more puzzles picks the same puzzle for it, and the new puzzles enter
//! from the date of the record that counts them. The tests hold the shipped files to the
//! records (the recorded puzzles first, in their order, and the newest record counting
//! every puzzle), so a growing pool cannot go unrecorded. Adding puzzles: add a record
//! dated no earlier than the day the version ships (docs/content.md).

use super::puzzles::Shipped;

/// FNV-1a: a hash that stays the same across versions and machines (the daily puzzle must).
pub fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The pools as they stood from a date on.
pub struct Since {
    /// The first date (YYYY-MM-DD) this record counts for; the first record counts for
    /// every date before it too.
    pub from: &'static str,
    /// One entry per system and kind with a pool.
    pub pools: &'static [Pool],
}

/// One pool of a record.
pub struct Pool {
    /// The rule system.
    pub system: &'static str,
    /// View-only puzzles (`--daily --view`), else every hand open.
    pub view: bool,
    /// How many puzzles of the pool, from its start, the day picks among.
    pub count: usize,
    /// [`fnv`] of their ids, each followed by a line break.
    pub ids: u64,
}

impl Pool {
    /// A record's pool: system, view-only, count, fingerprint.
    pub const fn of(system: &'static str, view: bool, count: usize, ids: u64) -> Pool {
        Pool {
            system,
            view,
            count,
            ids,
        }
    }
}

/// The records, oldest first. The first: the pools of the 2,431 shipped puzzles (the 29
/// face-down ones in none of them) when the puzzle of the day began to keep its records.
pub const POOLS: &[Since] = &[Since {
    from: "2026-11-29",
    pools: &[
        Pool::of("buochs", false, 300, 0x8ab3d5bb659d24ad),
        Pool::of("buochs", true, 10, 0x2e399b637e5899db),
        Pool::of("karnoeffel", false, 281, 0x7431321f6c0f93a4),
        Pool::of("karnoeffel", true, 11, 0x11c5fd482dcf5b4f),
        Pool::of("liebenau", false, 266, 0xc92b6999e983e652),
        Pool::of("liebenau", true, 13, 0x26275eb51ac88f34),
        Pool::of("lungern", false, 269, 0x4e67f49383b96a64),
        Pool::of("lungern", true, 15, 0xb75c4f4233f38ce9),
        Pool::of("silenen", false, 299, 0x4786bb27a1d9fe28),
        Pool::of("stans", false, 300, 0xafd2cbd7be20c171),
        Pool::of("stans", true, 10, 0xea5d91388f0e6427),
        Pool::of("willisau", false, 305, 0xa079c636e344835d),
        Pool::of("willisau", true, 13, 0xf7d570c7b5169739),
        Pool::of("wolfenschiessen", false, 300, 0xa43c2b3997b36203),
        Pool::of("wolfenschiessen", true, 10, 0x4fef12b46664251b),
    ],
}];

/// The day's pool of a system and kind: `fitting` is the system's shipped puzzles of the
/// kind asked for, in file order. The learner leads in the puzzle of the day (every hand
/// open, no trick led where a card goes face down: that kind is asked for by `--theme
/// face-down`, which `--daily` does not take); where a system has no such puzzle, the
/// whole pool is kept.
pub fn pool(mut fitting: Vec<Shipped>) -> Vec<Shipped> {
    let leads = |s: &Shipped| s.puzzle.on_table.is_empty() && !s.puzzle.face_down;
    if fitting.iter().any(leads) {
        fitting.retain(leads);
    }
    fitting
}

/// How many puzzles, from the start of a pool of `len`, the puzzle of `day` (YYYY-MM-DD)
/// picks among: the count of the newest record from on or before `day` (the first record
/// for earlier dates), at most `len`; the whole pool where no record counts it.
fn size(records: &[Since], day: &str, system: &str, view: bool, len: usize) -> usize {
    let record = records
        .iter()
        .rev()
        .find(|r| r.from <= day)
        .or_else(|| records.first());
    let count = record
        .and_then(|r| {
            r.pools
                .iter()
                .find(|p| p.system == system && p.view == view)
        })
        .map_or(len, |p| p.count.min(len));
    if count == 0 { len } else { count }
}

/// The index in the day's pool of `len` puzzles (at least one) of the puzzle of `day` in
/// `system`, by the shipped records.
pub fn pick(day: &str, system: &str, view: bool, len: usize) -> usize {
    pick_in(POOLS, day, system, view, len)
}

/// [`pick`] by `records`.
fn pick_in(records: &[Since], day: &str, system: &str, view: bool, len: usize) -> usize {
    let n = size(records, day, system, view, len).max(1);
    (fnv(&format!("{day}/{system}")) % n as u64) as usize
}

#[cfg(test)]
mod tests;
