//! The arena from the engine alone, for measuring in release without the app:
//!
//! ```text
//! cargo run --release -p kaiser-engine --example arena -- stans 4 500 1 pimc greedy
//! ```
//!
//! Arguments: system, players (or players/parties, e.g. `liebenau 4/2`), deals, seed, strategy
//! A, strategy B (as `kaiser arena`), and
//! optionally A's stake thresholds (raise at, come at) instead of its own, to measure them:
//!
//! ```text
//! cargo run --release -p kaiser-engine --example arena -- stans 4 400 1 pimc pimc 0.6 0.15
//! ```
//!
//! Then optionally A's chance below which it gives up at its own turn (0: never) and the
//! share of strong cards above which it freit (lungern; 0.5 by default, above 1: never).
//!
//! With `ARENA_PAUSE=points` in the environment A decides at liebenau's pauses in the deal by
//! expected points from sampled solves (`arena::PauseRule::Points`) instead of its own rule.
//!
//! Prints A's share of the hands, its points per hand and both sides' time per decision.
//! With `ARENA_EVERY=N` in the environment it plays the deals N at a time, in order, and
//! prints the figures of the deals played so far after each N: the first K deals give the
//! figures of the same command with K deals (each deal depends only on the seed and its
//! number), so a long run that is stopped still reports a reproducible part.

use kaiser_engine::arena::{Arena, PauseRule, play_deals_pausing, report_of};
use kaiser_engine::bot::Stake;
use kaiser_engine::catalog;
use kaiser_engine::table::Strategy;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (fixed, thresholds) = args.split_at(args.len().min(6));
    let usage =
        "usage: arena SYSTEM PLAYERS DEALS SEED A B [RAISE_AT COME_AT [GO_BELOW [FREIEN_ABOVE]]]";
    let [id, players, deals, seed, a, b] = fixed else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let numbers: Vec<f64> = thresholds.iter().filter_map(|t| t.parse().ok()).collect();
    if numbers.len() != thresholds.len() || thresholds.len() == 1 || thresholds.len() > 4 {
        eprintln!("{usage}");
        std::process::exit(2);
    }
    let stake_a = match numbers.as_slice() {
        [] => None,
        [r, c, rest @ ..] => {
            let mut s = Stake::new(*r, *c);
            if let Some(g) = rest.first() {
                s.go_below = *g;
            }
            if let Some(f) = rest.get(1) {
                s.freien_above = *f;
            }
            Some(s)
        }
        _ => None,
    };
    let system = match catalog::load(id) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{id}: {e}");
            std::process::exit(2);
        }
    };
    // PLAYERS, or PLAYERS/PARTIES where the system has two tables for as many players
    // (liebenau 4/2: two against two; 4 alone: each for himself).
    let (players, parties) = match players.split_once('/') {
        Some((p, q)) => (p.parse().unwrap_or(4), q.parse().ok()),
        None => (players.parse().unwrap_or(4), None),
    };
    let Some(def) = system.table(players, parties).cloned() else {
        eprintln!("{id} has no table for {players}");
        std::process::exit(2);
    };
    let (Some(a), Some(b)) = (Strategy::parse(a), Strategy::parse(b)) else {
        eprintln!("strategies: random, greedy, pimc, best, level1 to level4");
        std::process::exit(2);
    };
    let arena = Arena {
        system: &system,
        def: &def,
        a,
        b,
        deals: deals.parse().unwrap_or(100),
        seed: seed.parse().unwrap_or(1),
    };
    // ARENA_EVERY=N: play the deals N at a time, in order, and print the report of the
    // deals played so far after each N (the first K deals report as `DEALS` = K would).
    let every: u32 = std::env::var("ARENA_EVERY")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(arena.deals)
        .max(1);
    let pause_a = match std::env::var("ARENA_PAUSE").as_deref() {
        Ok("points") => PauseRule::Points,
        _ => PauseRule::Own,
    };
    let mut played = Vec::new();
    let mut from = 0;
    let mut outcome = Ok(report_of(&arena, &[]));
    while from < arena.deals {
        let to = arena.deals.min(from.saturating_add(every));
        match play_deals_pausing(&arena, stake_a, pause_a, from..to, &|| {}) {
            Ok(r) => played.extend(r),
            Err(e) => {
                outcome = Err(e);
                break;
            }
        }
        from = to;
        outcome = Ok(report_of(&arena, &played));
        if let (true, Ok(r)) = (from < arena.deals, &outcome) {
            println!(
                "after {from} deals: A wins {:.1}% ± {:.1}%; points per hand {:+.2} ± {:.2}; \
                     A median {:.2} ms, B median {:.2} ms",
                r.win_rate * 100.0,
                r.win_margin * 100.0,
                r.points,
                r.points_margin,
                r.time_a.median_ms,
                r.time_b.median_ms
            );
        }
    }
    match outcome {
        Ok(r) => {
            println!(
                "{id} {players} players, {} deals ({} hands), seed {}: A {} vs B {}",
                r.deals,
                r.hands,
                arena.seed,
                a.name(),
                b.name()
            );
            println!(
                "A wins {:.1}% ± {:.1}% (even {:.1}%); points per hand {:+.2} ± {:.2}",
                r.win_rate * 100.0,
                r.win_margin * 100.0,
                r.even * 100.0,
                r.points,
                r.points_margin
            );
            for (side, t) in [("A", r.time_a), ("B", r.time_b)] {
                println!(
                    "{side}: median {:.2} ms, mean {:.2} ms, p95 {:.2} ms, {} decisions",
                    t.median_ms, t.mean_ms, t.p95_ms, t.decisions
                );
            }
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
