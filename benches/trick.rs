//! Trick resolution speed (tricks per second) and the one-shot cost of a `kaiser trick`
//! (parse one system's YAML and build its Power table).
//!
//! Run: `cargo bench --bench trick`. Figures are quoted in docs/performance.md.

use criterion::{Criterion, Throughput, black_box, criterion_group, criterion_main};
use kaiser::cards::{Card, Suit};
use kaiser::rules::trick::{TrickContext, explain, winner};
use kaiser::rules::{Power, PowerOptions, catalog};

/// Deterministic pseudo-random tricks of `n` distinct cards from the system's deck.
fn tricks(power: &Power, deck: &[Card], n: usize, count: usize) -> Vec<Vec<Card>> {
    let mut s: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    (0..count)
        .map(|_| {
            let mut pool = deck.to_vec();
            let mut t = Vec::with_capacity(n);
            for _ in 0..n {
                let i = (next() % pool.len() as u64) as usize;
                t.push(pool.swap_remove(i));
            }
            debug_assert!(t.iter().all(|c| power.contains(*c)));
            t
        })
        .collect()
}

fn bench_resolution(c: &mut Criterion) {
    let mut group = c.benchmark_group("resolve");
    for id in ["lungern", "stans", "liebenau", "karnoeffel"] {
        let system = catalog::load(id).unwrap();
        let power = Power::new(&system, Suit::Schellen, &PowerOptions::default()).unwrap();
        let deck = system.default_deck().cards();
        for n in [4usize, 6] {
            let set = tricks(&power, &deck, n, 1024);
            group.throughput(Throughput::Elements(set.len() as u64));
            group.bench_function(format!("{id}/{n}-card tricks"), |b| {
                b.iter(|| {
                    let mut sum = 0usize;
                    for t in &set {
                        sum += winner(&power, black_box(t), TrickContext::default());
                    }
                    sum
                })
            });
        }
    }
    group.finish();

    let system = catalog::load("lungern").unwrap();
    let power = Power::new(&system, Suit::Schellen, &PowerOptions::default()).unwrap();
    let set = tricks(&power, &system.default_deck().cards(), 4, 1024);
    let mut group = c.benchmark_group("explain");
    group.throughput(Throughput::Elements(set.len() as u64));
    group.bench_function("lungern/4-card tricks with steps", |b| {
        b.iter(|| {
            set.iter()
                .map(|t| {
                    explain(&system, &power, black_box(t), TrickContext::default())
                        .unwrap()
                        .steps
                        .len()
                })
                .sum::<usize>()
        })
    });
    group.finish();
}

fn bench_one_shot(c: &mut Criterion) {
    let mut group = c.benchmark_group("one-shot");
    group.bench_function("load lungern + build Power", |b| {
        b.iter(|| {
            let system = catalog::load(black_box("lungern")).unwrap();
            Power::new(&system, Suit::Rosen, &PowerOptions::default())
                .unwrap()
                .rows
        })
    });
    group.bench_function("load buochs (extends stans) + build Power", |b| {
        b.iter(|| {
            let system = catalog::load(black_box("buochs")).unwrap();
            Power::new(&system, Suit::Rosen, &PowerOptions::default())
                .unwrap()
                .rows
        })
    });
    group.finish();
}

/// What `kaiser learn` pays before the menu: parse and validate every lesson and scenario,
/// with every question answered by the engine.
fn bench_content(c: &mut Criterion) {
    let mut group = c.benchmark_group("content");
    group.sample_size(20);
    group.bench_function("load + check all embedded lessons and scenarios", |b| {
        b.iter(|| black_box(kaiser::lessons::Content::embedded().unwrap()))
    });
    group.bench_function("quiz: generate 100 tricks", |b| {
        b.iter(|| black_box(kaiser::lessons::quiz::generate(None, 100, 7).unwrap()))
    });
    group.finish();
}

criterion_group!(benches, bench_resolution, bench_one_shot, bench_content);
criterion_main!(benches);
