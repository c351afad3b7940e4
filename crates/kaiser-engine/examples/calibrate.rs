//! How well the bots' sampled chance predicts the hand, from the engine alone (release):
//!
//! ```text
//! cargo run --release -p kaiser-engine --example calibrate -- stans 4 300 1 pimc 12
//! ```
//!
//! Arguments: system, players, deals, seed, the strategy at every seat (it plays without
//! raising), and the sampled deals per estimate. Prints, per tenth of the estimated chance,
//! how many estimates fell there, their mean, and the share whose party made its tricks.

use kaiser_engine::calibration::run;
use kaiser_engine::catalog;
use kaiser_engine::table::Strategy;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [id, players, deals, seed, strategy, samples] = args.as_slice() else {
        eprintln!("usage: calibrate SYSTEM PLAYERS DEALS SEED STRATEGY SAMPLES");
        std::process::exit(2);
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
    let Some(strategy) = Strategy::parse(strategy) else {
        eprintln!("strategies: random, greedy, pimc, best, level1 to level4");
        std::process::exit(2);
    };
    let (deals, seed, samples) = (
        deals.parse().unwrap_or(100),
        seed.parse().unwrap_or(1),
        samples.parse().unwrap_or(12),
    );
    match run(&system, &def, strategy, samples, deals, seed) {
        Ok(bins) => {
            println!(
                "{id} {players} players, {deals} deals, seed {seed}, {} at every seat, {samples} samples per estimate",
                strategy.name()
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
