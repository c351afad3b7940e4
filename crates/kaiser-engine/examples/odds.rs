//! `kaiser odds` throughput in deals solved per second (issue 14: at least 30,000 for stans
//! with 4 players on 2 cores), for profiling without the app:
//!
//! ```sh
//! cargo run --release -p kaiser-engine --example odds                  # stans and lungern
//! RAYON_NUM_THREADS=1 cargo run --release -p kaiser-engine --example odds -- 2000
//! ```
//!
//! The hands are those of `benches/solver.rs` (stans) and of the guide's lungern example
//! (`docs/guide.md`, seat 2); the first argument is the number of deals (default 20,000),
//! the second a system to run alone (`stans`, `lungern`); seed 7. The best of three runs
//! is printed (`ODDS_REPS` runs; `ODDS_REPS=1` under `valgrind --tool=callgrind`).

use kaiser_engine::cards::Suit;
use kaiser_engine::cards::names::Namer;
use kaiser_engine::odds::odds;
use kaiser_engine::{Power, PowerOptions, catalog};
use std::time::Instant;

fn main() {
    let samples: u32 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_000);
    let cases: [(&str, Suit, &[&str], usize); 2] = [
        (
            "stans",
            Suit::Rosen,
            &["Mugg", "Jos", "T3", "Rosen-König", "Eichel-Ass"],
            0,
        ),
        (
            "lungern",
            Suit::Eichel,
            &["Oberkaiser", "T6", "Eichel-König", "Rosen-3", "Rosen-4"],
            1,
        ),
    ];
    let only = std::env::args().nth(2);
    let reps: usize = std::env::var("ODDS_REPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    for (id, trump, names, seat) in cases {
        if only.as_deref().is_some_and(|o| o != id) {
            continue;
        }
        let sys = catalog::load(id).expect("an embedded system");
        let power = Power::new(&sys, trump, &PowerOptions::default()).expect("a power table");
        let def = sys.table(4, None).expect("a table for 4").clone();
        let namer = Namer::new(Some(trump), &sys.nicknames);
        let hand: Vec<_> = names
            .iter()
            .map(|n| namer.card(n).expect("a card name"))
            .collect();
        let mut best = f64::MAX;
        let mut made = None;
        for _ in 0..reps {
            let start = Instant::now();
            made = odds(&power, &def, &hand, seat, samples, 7, &|| {});
            best = best.min(start.elapsed().as_secs_f64());
        }
        println!(
            "{id}, 4 players, seat {}: {samples} deals in {:.1} ms, {:.0} deals/s on {} threads (made: {made:?})",
            seat + 1,
            best * 1000.0,
            samples as f64 / best,
            rayon::current_num_threads()
        );
    }
}
