//! How often play of a dealt hand reaches a face-down puzzle (issue 16): deals of a system
//! from seeds, each played by random legal play (`--policy random`) or the quick bot
//! (`--policy quick`) to the start of the trick with three tricks left; when the tricks so
//! far are split evenly (the question a puzzle asks), every mid-trick position of that
//! trick reachable by legal play is judged by `judge_mid`
//! ([`kaiser_engine::puzzle::cut::scan_deal`]). Prints the positions judged and those that
//! qualify (a face-down puzzle; with one card to lay down).
//!
//! `cargo run --release -p kaiser-engine --example scan_down -- --variant stans --deals
//! 15000 --policy random --seed 1`

use kaiser_engine::catalog;
use kaiser_engine::puzzle::cut::{Policy, scan_deal};
use kaiser_engine::puzzle::down::judge_mid;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let variant = arg("--variant").unwrap_or_else(|| "stans".into());
    let deals: u64 = arg("--deals").and_then(|s| s.parse().ok()).unwrap_or(1000);
    let seed: u64 = arg("--seed").and_then(|s| s.parse().ok()).unwrap_or(1);
    let policy = match arg("--policy").as_deref() {
        Some("quick") => Policy::Quick,
        _ => Policy::Random,
    };
    let Ok(system) = catalog::load(&variant) else {
        eprintln!("no rule system {variant}");
        return;
    };
    let mut seeds = ChaCha8Rng::seed_from_u64(seed);
    let (mut even, mut positions, mut qualified, mut one) = (0u64, 0u64, 0u64, 0u64);
    for _ in 0..deals {
        let s = seeds.next_u64();
        let was_even = scan_deal(&system, s, policy, &mut |power, p| {
            positions += 1;
            if let Some(p) = judge_mid(&system, power, p) {
                qualified += 1;
                one += u64::from(p.answer.len() == 1);
            }
        });
        even += u64::from(was_even);
    }
    println!(
        "{variant} {policy:?} seed {seed}: {deals} deals, {even} with the tricks split evenly \
         at three left, {positions} mid-trick positions judged, {qualified} face-down \
         puzzles ({one} with one card to lay down)"
    );
}
