//! How well the bots' sampled chance predicts the hand, from the engine alone (release):
//!
//! ```text
//! cargo run --release -p kaiser-engine --example calibrate -- stans 4 300 1 pimc 12
//! ```
//!
//! Arguments: system, players, deals, seed, the strategy at every seat (it plays without
//! raising), and the sampled deals per estimate. Prints, per tenth of the estimated chance,
//! how many estimates fell there, their mean, and the share whose party made its tricks.
//! With `big` after the samples, only the big hands' raw estimates are counted (more than
//! 24 cards in the hands; `kaiser_engine::bot::strength`), what its calibration is made of:
//!
//! ```text
//! cargo run --release -p kaiser-engine --example calibrate -- lungern 8 300 1 pimc 0 big
//! ```

use kaiser_engine::calibration::{What, run_what};
use kaiser_engine::catalog;
use kaiser_engine::table::Strategy;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (fixed, mode) = args.split_at(args.len().min(6));
    let [id, players, deals, seed, strategy, samples] = fixed else {
        eprintln!("usage: calibrate SYSTEM PLAYERS DEALS SEED STRATEGY SAMPLES [big]");
        std::process::exit(2);
    };
    let what = match mode {
        [] => What::Chance,
        [m] if m == "big" => What::Big,
        _ => {
            eprintln!("usage: calibrate SYSTEM PLAYERS DEALS SEED STRATEGY SAMPLES [big]");
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
    let Some(strategy) = Strategy::parse(strategy) else {
        eprintln!("strategies: random, greedy, pimc, best, level1 to level4");
        std::process::exit(2);
    };
    let (deals, seed, samples) = (
        deals.parse().unwrap_or(100),
        seed.parse().unwrap_or(1),
        samples.parse().unwrap_or(12),
    );
    match run_what(&system, &def, strategy, (samples, what), deals, seed) {
        Ok(bins) => {
            println!(
                "{id} {players} players, {deals} deals, seed {seed}, {} at every seat, {}",
                strategy.name(),
                match what {
                    What::Chance => format!("{samples} samples per estimate"),
                    What::Big => "big hands only, raw weight of the cards".to_string(),
                }
            );
            println!("| estimated chance | estimates | mean estimate | made |");
            println!("|---|---|---|---|");
            for b in bins.iter().filter(|b| b.count > 0) {
                println!(
                    "| {:.1}-{:.1} | {} | {:.2} | {:.2} |",
                    b.from,
                    b.from + 0.1,
                    b.count,
                    b.estimated,
                    b.actual
                );
            }
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
