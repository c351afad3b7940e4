//! Positions and time the double-dummy solver needs per table size: every table of every
//! system (or those named), fixed seeds, each deal asked as `kaiser solve` asks it (one
//! question per party until one makes it; the line is not replayed).
//!
//! `cargo run --release -p kaiser-engine --example solver_positions -- [--deals N]
//! [--budget N] [--answers] [SYSTEM[:PLAYERS[:PARTIES]]]...`
//!
//! With `--answers`, each deal's answers too (`y`/`n` per party asked, `?` over budget), to
//! compare two versions of the solver.
//!
//! Prints per table: deals solved and given up, total and worst positions, total and worst
//! time. For measuring the solver's search (docs/performance.md), not a test.

use kaiser_engine::cards::{CardSet, Suit};
use kaiser_engine::deal::{deck_for, parties_of};
use kaiser_engine::solver::{PlayRules, Solver, Table};
use kaiser_engine::{Power, PowerOptions, catalog};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

fn main() {
    let mut deals = 20usize;
    let mut budget = 40_000_000u64;
    let mut only: Vec<String> = Vec::new();
    let mut answers = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--deals" => deals = args.next().and_then(|s| s.parse().ok()).unwrap_or(deals),
            "--budget" => budget = args.next().and_then(|s| s.parse().ok()).unwrap_or(budget),
            "--answers" => answers = true,
            _ => only.push(a),
        }
    }
    println!(
        "{:<28} {:>6} {:>6} {:>12} {:>11} {:>9} {:>9}",
        "table", "solved", "gave", "positions", "worst", "time", "worst"
    );
    let mut all_nodes = 0u64;
    let mut all_time = Duration::ZERO;
    for id in catalog::ids() {
        let sys = catalog::load(id).expect("a built-in system");
        for def in &sys.tables {
            let name = format!("{id}:{}:{}", def.players, def.parties);
            if !only.is_empty()
                && !only
                    .iter()
                    .any(|o| name == *o || name.starts_with(&format!("{o}:")))
            {
                continue;
            }
            let deck = deck_for(&sys, def);
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(14);
            let (mut solved, mut gave, mut nodes, mut worst) = (0, 0, 0u64, 0u64);
            let (mut time, mut slowest) = (Duration::ZERO, Duration::ZERO);
            for deal in 0..deals {
                let trump = Suit::ALL[rng.random_range(0..4)];
                let opts = PowerOptions {
                    deck: Some(deck),
                    ..PowerOptions::default()
                };
                let power = Power::new(&sys, trump, &opts).expect("a power table");
                let mut cards = deck.cards();
                cards.shuffle(&mut rng);
                let k = def.cards - def.discard;
                let table = Table {
                    hands: (0..def.players)
                        .map(|s| {
                            cards[s * k..(s + 1) * k]
                                .iter()
                                .copied()
                                .collect::<CardSet>()
                        })
                        .collect(),
                    party: parties_of(def),
                    need: vec![def.need; def.parties],
                    won: vec![0; def.parties],
                    leader: 0,
                    played: 0,
                    rules: PlayRules {
                        must_overtake: def.must_overtake,
                    },
                };
                let exclusive = def.parties == 2 && 2 * def.need as usize == k + 1;
                let start = Instant::now();
                let mut n = 0u64;
                let mut ok = true;
                let mut said = String::new();
                for p in 0..def.parties {
                    let mut s = Solver::new(&power, p).with_budget(budget);
                    let r = s.try_makes(&table);
                    n += s.nodes;
                    said.push(match r {
                        None => '?',
                        Some(true) => 'y',
                        Some(false) => 'n',
                    });
                    match r {
                        None => {
                            ok = false;
                            break;
                        }
                        Some(true) => break,
                        Some(false) if exclusive => break,
                        Some(false) => {}
                    }
                }
                let took = start.elapsed();
                if answers {
                    println!("{name} deal {deal} trump {trump} positions {n}: {said}");
                }
                if ok {
                    solved += 1;
                } else {
                    gave += 1;
                }
                nodes += n;
                worst = worst.max(n);
                time += took;
                slowest = slowest.max(took);
            }
            all_nodes += nodes;
            all_time += time;
            println!(
                "{name:<28} {solved:>6} {gave:>6} {nodes:>12} {worst:>11} {:>8.2}s {:>8.3}s",
                time.as_secs_f64(),
                slowest.as_secs_f64()
            );
        }
    }
    println!(
        "{:<28} {:>6} {:>6} {all_nodes:>12} {:>11} {:>8.2}s",
        "total",
        "",
        "",
        "",
        all_time.as_secs_f64()
    );
}
