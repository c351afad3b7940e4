//! The puzzle of the day: the hash is fixed, the shipped pools are the recorded ones, and a
//! date keeps its puzzle when a later record grows the pool.

use super::{POOLS, Pool, Since, fnv, pick_in, pool, size};
use crate::lessons::puzzles::{embedded, of_system};

/// The daily puzzle hangs on this hash: it must never change between versions.
#[test]
fn the_daily_hash_is_fixed() {
    assert_eq!(fnv(""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fnv("a"), 0xaf63_dc4c_8601_ec8c);
}

/// The fingerprint of the first `count` ids of a pool.
fn ids(pool: &[crate::lessons::puzzles::Shipped], count: usize) -> u64 {
    fnv(&pool[..count]
        .iter()
        .map(|p| format!("{}\n", p.id))
        .collect::<String>())
}

/// Every pool of the shipped puzzles starts with the puzzles each record counted, in their
/// order, and the newest record counts every puzzle of it: puzzles added, removed or moved
/// without a new record fail here, with the record's line as it should read.
#[test]
fn the_shipped_pools_are_the_recorded_ones() {
    let newest = POOLS.last().expect("a record");
    for w in POOLS.windows(2) {
        assert!(w[0].from < w[1].from, "records oldest first");
    }
    for r in POOLS {
        let d = r.from.as_bytes();
        assert!(d.len() == 10 && d[4] == b'-' && d[7] == b'-', "{}", r.from);
    }
    let mut systems: Vec<String> = embedded().unwrap().into_iter().map(|s| s.system).collect();
    systems.dedup();
    let mut pools = 0;
    for system in systems.iter().map(String::as_str) {
        for view in [false, true] {
            let fitting: Vec<_> = of_system(system)
                .unwrap()
                .into_iter()
                .filter(|p| p.puzzle.view == view)
                .collect();
            let pool = pool(fitting);
            let now = format!(
                "Pool::of({system:?}, {view}, {}, {:#x})",
                pool.len(),
                ids(&pool, pool.len())
            );
            let recorded = newest
                .pools
                .iter()
                .find(|p| p.system == system && p.view == view);
            if pool.is_empty() {
                assert!(recorded.is_none(), "{system} {view}: no puzzles, no record");
                continue;
            }
            pools += 1;
            let recorded = recorded.unwrap_or_else(|| panic!("not recorded: {now}"));
            assert_eq!(
                recorded.count,
                pool.len(),
                "the newest record should read {now}"
            );
            for r in POOLS {
                for p in r
                    .pools
                    .iter()
                    .filter(|p| p.system == system && p.view == view)
                {
                    assert!(
                        p.count <= pool.len(),
                        "{} {system} {view}: puzzles gone",
                        r.from
                    );
                    assert_eq!(
                        p.ids,
                        ids(&pool, p.count),
                        "{} {system} {view}: the first {} puzzles changed (now: {now})",
                        r.from,
                        p.count
                    );
                }
            }
        }
    }
    assert_eq!(
        newest.pools.len(),
        pools,
        "a record for a pool no longer shipped"
    );
}

/// Two records: a pool of 10 from the start, grown to 25 from 2027-01-01.
const GROWN: &[Since] = &[
    Since {
        from: "2026-11-29",
        pools: &[Pool::of("stans", false, 10, 0)],
    },
    Since {
        from: "2027-01-01",
        pools: &[Pool::of("stans", false, 25, 0)],
    },
];

/// A date picks among the pool its record counted: before the growth the first ten (also
/// for dates before every record), from its date on all 25; a pool smaller than its
/// record, or one no record names, is picked among whole.
#[test]
fn a_date_picks_among_its_records_pool() {
    assert_eq!(size(GROWN, "2026-01-05", "stans", false, 25), 10);
    assert_eq!(size(GROWN, "2026-12-31", "stans", false, 25), 10);
    assert_eq!(size(GROWN, "2027-01-01", "stans", false, 25), 25);
    assert_eq!(size(GROWN, "2027-06-30", "stans", false, 40), 25);
    assert_eq!(size(GROWN, "2026-12-31", "stans", false, 4), 4);
    assert_eq!(size(GROWN, "2026-12-31", "stans", true, 7), 7);
    assert_eq!(size(GROWN, "2026-12-31", "lungern", false, 9), 9);
    assert_eq!(size(&[], "2026-12-31", "stans", false, 9), 9);
}

/// The point of the records: for every day of 2026, the version with
/// the grown pool (the second record added, 15 puzzles more at the end) picks the very
/// puzzle the version before picked, and from the growth on, new puzzles are picked too.
#[test]
fn a_past_date_keeps_its_puzzle_when_the_pool_grows() {
    let before = &GROWN[..1];
    let mut new_ones = 0;
    for month in 1..=12 {
        for day in 1..=28 {
            let date = format!("2026-{month:02}-{day:02}");
            assert_eq!(
                pick_in(before, &date, "stans", false, 10),
                pick_in(GROWN, &date, "stans", false, 25),
                "{date}"
            );
            let later = format!("2027-{month:02}-{day:02}");
            new_ones += usize::from(pick_in(GROWN, &later, "stans", false, 25) >= 10);
        }
    }
    assert!(new_ones > 0, "the added puzzles are picked from 2027 on");
}
