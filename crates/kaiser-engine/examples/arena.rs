//! The arena from the engine alone, for measuring in release without the app:
//!
//! ```text
//! cargo run --release -p kaiser-engine --example arena -- stans 4 500 1 pimc greedy
//! ```
//!
//! Arguments: system, players, deals, seed, strategy A, strategy B (as `kaiser arena`), and
//! optionally A's stake thresholds (raise at, come at) instead of its own, to measure them:
//!
//! ```text
//! cargo run --release -p kaiser-engine --example arena -- stans 4 400 1 pimc pimc 0.6 0.15
//! ```
//!
//! Prints A's share of the hands, its points per hand and both sides' time per decision.

use kaiser_engine::arena::{Arena, run_with};
use kaiser_engine::bot::Stake;
use kaiser_engine::catalog;
use kaiser_engine::table::Strategy;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (fixed, thresholds) = args.split_at(args.len().min(6));
    let [id, players, deals, seed, a, b] = fixed else {
        eprintln!("usage: arena SYSTEM PLAYERS DEALS SEED A B [RAISE_AT COME_AT]");
        std::process::exit(2);
    };
    let stake_a = match thresholds {
        [r, c] => match (r.parse(), c.parse()) {
            (Ok(raise_at), Ok(come_at)) => Some(Stake { raise_at, come_at }),
            _ => {
                eprintln!("thresholds: two numbers from 0 to 1");
                std::process::exit(2);
            }
        },
        [] => None,
        _ => {
            eprintln!("usage: arena SYSTEM PLAYERS DEALS SEED A B [RAISE_AT COME_AT]");
            std::process::exit(2);
        }
    };
    let system = match catalog::load(id) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{id}: {e}");
            std::process::exit(2);
        }
    };
    let players: usize = players.parse().unwrap_or(4);
    let Some(def) = system.table(players, None).cloned() else {
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
    match run_with(&arena, stake_a, &|| {}) {
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
