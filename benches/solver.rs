//! The double-dummy solver: against plain minimax on the same deals, the six-player
//! Liebenau M deal, and odds throughput (deals solved per second on every core).

use criterion::{Criterion, black_box, criterion_group, criterion_main};
use kaiser::cards::names::Namer;
use kaiser::cards::{CardSet, Suit};
use kaiser::rules::solver::{PlayRules, Table, makes, makes_plain, solve};
use kaiser::rules::{Power, PowerOptions, catalog};
use rand::SeedableRng;
use rand::seq::SliceRandom;

fn random_tables(power: &Power, seats: usize, cards: usize, n: usize) -> Vec<Table> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2024);
    (0..n)
        .map(|_| {
            let mut deck = power.deck.cards();
            deck.shuffle(&mut rng);
            Table {
                hands: (0..seats)
                    .map(|s| {
                        deck[s * cards..(s + 1) * cards]
                            .iter()
                            .copied()
                            .collect::<CardSet>()
                    })
                    .collect(),
                party: (0..seats).map(|s| s % 2).collect(),
                need: vec![(cards / 2 + 1) as u8; 2],
                won: vec![0, 0],
                leader: 0,
                played: 0,
                rules: PlayRules::default(),
            }
        })
        .collect()
}

fn bench_solver(c: &mut Criterion) {
    let sys = catalog::load("lungern").unwrap();
    let power = Power::new(&sys, Suit::Eichel, &PowerOptions::default()).unwrap();
    let mut group = c.benchmark_group("solver");
    group.sample_size(10);
    // Plain minimax needs the whole tree: 4 players with 4 cards is as far as it goes.
    let small = random_tables(&power, 4, 4, 20);
    group.bench_function("20 deals, 4 players x 4 cards: solver", |b| {
        b.iter(|| small.iter().filter(|t| makes(&power, t, 0)).count())
    });
    group.bench_function("20 deals, 4 players x 4 cards: plain minimax", |b| {
        b.iter(|| small.iter().filter(|t| makes_plain(&power, t, 0)).count())
    });
    let full = random_tables(&power, 4, 5, 20);
    group.bench_function("20 deals, 4 players x 5 cards: solver", |b| {
        b.iter(|| full.iter().filter(|t| makes(&power, t, 0)).count())
    });
    // `003_…` §4 example M.
    let lieb = catalog::load("liebenau").unwrap();
    let trump = Suit::Schilten;
    let lp = Power::new(&lieb, trump, &PowerOptions::default()).unwrap();
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
    .map(|h| h.split(',').map(|n| namer.card(n).unwrap()).collect())
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
    group.bench_function("Liebenau M (6 players): who wins", |b| {
        b.iter(|| black_box(makes(&lp, &m, 1)))
    });
    group.bench_function("Liebenau M (6 players): solve with line", |b| {
        b.iter(|| black_box(solve(&lp, &m)))
    });
    group.finish();
}

fn bench_odds(c: &mut Criterion) {
    let sys = catalog::load("stans").unwrap();
    let power = Power::new(&sys, Suit::Rosen, &PowerOptions::default()).unwrap();
    let def = sys.table(4, None).unwrap().clone();
    let namer = Namer::new(Some(Suit::Rosen), &sys.nicknames);
    let hand: Vec<_> = ["Mugg", "Jos", "T3", "Rosen-König", "Eichel-Ass"]
        .iter()
        .map(|n| namer.card(n).unwrap())
        .collect();
    let mut group = c.benchmark_group("odds");
    group.sample_size(10);
    group.throughput(criterion::Throughput::Elements(1000));
    group.bench_function("stans, 4 players, 1000 deals on every core", |b| {
        b.iter(|| kaiser::rules::odds::odds(&power, &def, &hand, 0, 1000, 7, &|| {}))
    });
    // The guide's lungern example (docs/guide.md), seat 2.
    let sys = catalog::load("lungern").unwrap();
    let power = Power::new(&sys, Suit::Eichel, &PowerOptions::default()).unwrap();
    let def = sys.table(4, None).unwrap().clone();
    let namer = Namer::new(Some(Suit::Eichel), &sys.nicknames);
    let hand: Vec<_> = ["Oberkaiser", "T6", "Eichel-König", "Rosen-3", "Rosen-4"]
        .iter()
        .map(|n| namer.card(n).unwrap())
        .collect();
    group.bench_function("lungern, 4 players, 1000 deals on every core", |b| {
        b.iter(|| kaiser::rules::odds::odds(&power, &def, &hand, 1, 1000, 7, &|| {}))
    });
    group.finish();
}

criterion_group!(benches, bench_solver, bench_odds);
criterion_main!(benches);
