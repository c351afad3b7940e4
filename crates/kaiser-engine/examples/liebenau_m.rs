//! The Liebenau M case of `benches/solver.rs` (`003_…` §4 example M: six players, five cards
//! each) without criterion, for `valgrind --tool=callgrind` and quick timings of the
//! solver's cost per position:
//!
//! ```sh
//! cargo run --release -p kaiser-engine --example liebenau_m            # best of 50 runs
//! LIEBENAU_REPS=1 valgrind --tool=callgrind target/release/examples/liebenau_m
//! ```
//!
//! Each run asks "do B, D and F (party 1) make their tricks?" with a fresh solver, as the
//! bench's "who wins" does; `--solve` times the whole solve with its line of play instead.
//! Prints the answer, the positions searched and the best time of `LIEBENAU_REPS` runs
//! (default 50).

use kaiser_engine::cards::CardSet;
use kaiser_engine::cards::Suit;
use kaiser_engine::cards::names::Namer;
use kaiser_engine::solver::{PlayRules, Solver, Table, solve_counted};
use kaiser_engine::{Power, PowerOptions, catalog};
use std::time::{Duration, Instant};

fn main() {
    let reps: usize = std::env::var("LIEBENAU_REPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(50);
    let whole = std::env::args().any(|a| a == "--solve");
    let lieb = catalog::load("liebenau").expect("an embedded system");
    let trump = Suit::Schilten;
    let power = Power::new(&lieb, trump, &PowerOptions::default()).expect("a power table");
    let namer = Namer::new(Some(trump), &lieb.nicknames);
    let hands: Vec<CardSet> = [
        "Jos,T6,Eichel-Ass,Eichel-4,Eichel-5",
        "Eichel-Ober,Eichel-Under,Eichel-9,Eichel-8,Eichel-3",
        "Schellen-König,T3,Rosen-3,Rosen-4,Rosen-5",
        "Eichel-König,Eichel-6,Schellen-3,Schellen-4,Schellen-9",
        "T7,Blass,Rosen-König,Schilten-König,Rosen-Ober",
        "Eichel-7,Schilten-Ass,Schellen-5,Schellen-6,Schellen-7",
    ]
    .iter()
    .map(|h| {
        h.split(',')
            .map(|n| namer.card(n).expect("a card name"))
            .collect()
    })
    .collect();
    let m = Table {
        hands,
        party: vec![0, 1, 0, 1, 0, 1],
        need: vec![3, 3],
        won: vec![0, 0],
        leader: 0,
        played: 0,
        rules: PlayRules::default(),
    };
    let mut best = Duration::MAX;
    let mut last = (None, 0);
    for _ in 0..reps.max(1) {
        let start = Instant::now();
        last = if whole {
            let (sol, nodes) = solve_counted(&power, &m, Default::default());
            (sol.ok().and_then(|s| s.winner).map(|w| w == 1), nodes)
        } else {
            let mut s = Solver::new(&power, 1);
            let r = s.makes(&m);
            (Some(r), s.nodes)
        };
        best = best.min(start.elapsed());
    }
    let what = if whole { "solve with line" } else { "who wins" };
    println!(
        "Liebenau M, {what}: B, D, F make it: {:?}; {} positions; best of {} runs: {:.3} ms",
        last.0,
        last.1,
        reps.max(1),
        best.as_secs_f64() * 1000.0
    );
}
