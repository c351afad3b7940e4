//! How often play of a dealt hand reaches a face-down puzzle (issue 16): deals of a system
//! from seeds, each played by random legal play (`--policy random`) or the quick bot
//! (`--policy quick`); at the start of the first trick, and of the trick with three tricks
//! left when the first two went one each (each party then needs the majority of the rest,
//! the question a puzzle asks), every mid-trick position of that trick reachable by legal
//! play is judged by `judge` ([`kaiser_engine::puzzle::cut::scan_deal`],
//! [`kaiser_engine::puzzle::cut::judge`]). Prints the tricks scanned, the positions judged,
//! the face-down puzzles with one card to lay down and the deals that reach one.
//!
//! `cargo run --release -p kaiser-engine --example scan_down -- --variant stans --deals
//! 15000 --policy random --seed 1`
//!
//! `--sieve`: random legal play, each deal asked as `kaiser puzzle --theme face-down
//! --seed N` asks it ([`kaiser_engine::puzzle::cut::first_in_deal`]: the positions sifted
//! before they are judged, the deal left at its first puzzle), on one thread: the deals that
//! reach one and the time.

#[path = "shared/args.rs"]
mod args;

use kaiser_engine::puzzle::cut::{Policy, first_in_deal, judge, scan_deal};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let args = args::Args::from_env();
    let (variant, system) = args.system();
    let deals: u64 = args.parse("--deals").unwrap_or(1000);
    let seed: u64 = args.parse("--seed").unwrap_or(1);
    let policy = match args.get("--policy").as_deref() {
        Some("quick") => Policy::Quick,
        _ => Policy::Random,
    };
    let mut seeds = ChaCha8Rng::seed_from_u64(seed);
    if std::env::args().any(|a| a == "--sieve") {
        let clock = std::time::Instant::now();
        let reached = (0..deals)
            .filter(|_| first_in_deal(&system, seeds.next_u64(), &|_| true).is_some())
            .count();
        println!(
            "{variant} sieved, seed {seed}: {deals} deals, {reached} reach a face-down puzzle; \
             {:.1} s",
            clock.elapsed().as_secs_f64()
        );
        return;
    }
    let (mut tricks, mut positions, mut puzzles, mut first, mut reached) = (0, 0u64, 0u64, 0, 0);
    let clock = std::time::Instant::now();
    for _ in 0..deals {
        let s = seeds.next_u64();
        let mut found = 0;
        tricks += scan_deal(&system, s, policy, &mut |power, p| {
            positions += 1;
            if let Some(p) = judge(&system, power, p) {
                found += 1;
                first += u64::from(p.earlier.is_empty());
            }
        });
        puzzles += found;
        reached += u64::from(found > 0);
    }
    println!(
        "{variant} {policy:?} seed {seed}: {deals} deals, {tricks} tricks scanned, {positions} \
         mid-trick positions judged, {puzzles} face-down puzzles with one card to lay down \
         ({first} in the first trick) in {reached} deals; {:.1} s",
        clock.elapsed().as_secs_f64()
    );
}
