//! Where a hard deal's positions go, trick by trick (issue 14: diagnose a give-up before
//! cutting it). [`Stats`] is kept by the solver in test builds only (no cost in the
//! release build); the ignored test prints it for the sweep's hard deals and checks that
//! the counts add up.

use super::search::Solver;
use super::table::Table;

/// Tricks a table keeps apart (deeper ones share the last).
const TRICKS: usize = 16;

/// Counts by trick (cards played to finished tricks / seats).
#[derive(Default, Clone)]
pub(super) struct Stats {
    /// Trick starts searched past the terminal checks.
    starts: [u64; TRICKS],
    /// Answered by the bounds and sure tricks.
    bounds: [u64; TRICKS],
    /// Answered by the bounds with "makes".
    yes: [u64; TRICKS],
    /// Answered by the transposition table.
    hits: [u64; TRICKS],
    /// Positions (move lists) by trick and side to play (0: the goal party, 1: the others),
    /// split into those that cut (a card answered) and those that tried every card.
    cut: [[u64; 2]; TRICKS],
    all: [[u64; 2]; TRICKS],
    /// Cards tried at those positions, and the cards their lists held.
    tried_cut: [[u64; 2]; TRICKS],
    tried_all: [[u64; 2]; TRICKS],
    /// Positions that cut at their first card.
    first: [[u64; 2]; TRICKS],
    /// Cards tried by the position of the card in the trick (0: the lead).
    by_place: [u64; 16],
}

fn trick(t: &Table) -> usize {
    usize::from(t.played).min(TRICKS - 1)
}

impl Stats {
    pub(super) fn start(&mut self, t: &Table) {
        self.starts[trick(t)] += 1;
    }

    pub(super) fn bound(&mut self, t: &Table, v: bool) {
        self.bounds[trick(t)] += 1;
        if v {
            self.yes[trick(t)] += 1;
        }
    }

    pub(super) fn hit(&mut self, t: &Table) {
        self.hits[trick(t)] += 1;
    }

    /// A move list of `len` cards at place `place` of the trick, `tried` of them tried;
    /// `cut` when a card answered.
    pub(super) fn node(
        &mut self,
        t: &Table,
        place: usize,
        ours: bool,
        tried: usize,
        len: usize,
        cut: bool,
    ) {
        let k = trick(t);
        let side = usize::from(!ours);
        self.by_place[place.min(15)] += tried as u64;
        if cut {
            self.cut[k][side] += 1;
            self.tried_cut[k][side] += tried as u64;
            if tried == 1 {
                self.first[k][side] += 1;
            }
        } else {
            self.all[k][side] += 1;
            self.tried_all[k][side] += len as u64;
        }
    }

    fn report(&self) -> String {
        let mut s = String::from(
            "trick | starts | bounds | hits | goal: cut (1st) / all, cards | others: cut (1st) / all, cards\n",
        );
        for k in 0..TRICKS {
            if self.starts[k] == 0 && self.cut[k] == [0, 0] && self.all[k] == [0, 0] {
                continue;
            }
            s += &format!(
                "{k} | {} | {} ({} yes) | {} | {} ({}) / {}, {} + {} | {} ({}) / {}, {} + {}\n",
                self.starts[k],
                self.bounds[k],
                self.yes[k],
                self.hits[k],
                self.cut[k][0],
                self.first[k][0],
                self.all[k][0],
                self.tried_cut[k][0],
                self.tried_all[k][0],
                self.cut[k][1],
                self.first[k][1],
                self.all[k][1],
                self.tried_cut[k][1],
                self.tried_all[k][1],
            );
        }
        s += &format!("cards tried by place in the trick: {:?}\n", self.by_place);
        s
    }
}

/// The hard deals of the quick sweep (`examples/sweep.rs`'s deals), party by party: where
/// the positions go. Prints the table (`--nocapture`); checks that every card tried is
/// counted once. `DIAG=lungern:6:3:0` picks the deals whose `system:players:parties:seed`
/// starts so.
#[test]
#[ignore = "millions of positions: a diagnosis, run by hand in a release build"]
fn where_the_positions_of_hard_deals_go() {
    let only = std::env::var("DIAG").unwrap_or_default();
    for (system, players, parties, index, budget) in [
        ("lungern", 6, 3, 0, 1_000_000u64),
        ("lungern", 6, 3, 1, 1_000_000u64),
        ("lungern", 4, 4, 0, 1_000_000u64),
        ("lungern", 6, 6, 1, 1_000_000u64),
        ("silenen", 12, 2, 0, 1_000_000),
    ] {
        if !only.is_empty() && !format!("{system}:{players}:{parties}:{index}").starts_with(&only) {
            continue;
        }
        let (power, t) = super::midtrick_tests::sweep_dealt(system, players, parties, index as u64);
        for goal in 0..parties {
            let mut s = Solver::new(&power, goal).with_budget(budget);
            let a = s.try_makes(&t);
            println!(
                "{system} {players}:{parties} deal {index}, party {goal}: {a:?} in {} positions\n{}",
                s.nodes,
                s.stats.report()
            );
            let counted: u64 = s.stats.by_place.iter().sum();
            // A search that ran out of budget unwinds without counting every card.
            if a.is_some() {
                assert_eq!(
                    counted, s.nodes,
                    "{system} {players}:{parties} party {goal}"
                );
            } else {
                assert!(counted <= s.nodes);
            }
        }
    }
}

/// Every card the search tries is counted once, at its trick and place, and the trick
/// starts answered by the bounds or the table are among those counted (random small deals
/// of three systems, every party's question).
#[test]
fn the_counts_add_up() {
    use crate::cards::Suit;
    use crate::{Power, PowerOptions, catalog};
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let mut total = 0;
    for (id, seats) in [("stans", 4), ("liebenau", 6), ("lungern", 3)] {
        let sys = catalog::load(id).unwrap();
        let power = Power::new(&sys, Suit::Schellen, &PowerOptions::default()).unwrap();
        for _ in 0..4 {
            let t = super::tests::random_table(&mut rng, &power, seats, 3);
            for goal in 0..t.parties() {
                let mut s = Solver::new(&power, goal);
                s.makes(&t);
                let st = &s.stats;
                assert_eq!(st.by_place.iter().sum::<u64>(), s.nodes, "{id}");
                total += s.nodes;
                for k in 0..TRICKS {
                    assert!(st.bounds[k] + st.hits[k] <= st.starts[k], "{id} trick {k}");
                }
            }
        }
    }
    assert!(total > 0, "no position searched");
}

/// The deals of the odds bench hand (the hand of `benches/solver.rs`), as the diagnosis
/// below and the killers' test deal them: stans, 4 players in 2 parties, Rosen trump, seat 0 holding Mugg, Jos,
/// Trumpf-3, Rosen-König and Eichel-Ass and leading, the other hands dealt from the
/// unseen cards, deal `i` with the seed `i`; `n` deals and the power they are played with.
pub(super) fn odds_bench_deals(n: u64) -> (crate::Power, Vec<Table>) {
    use crate::cards::names::Namer;
    use crate::cards::{CardSet, Suit};
    use crate::{Power, PowerOptions, catalog};
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    let sys = catalog::load("stans").unwrap();
    let trump = Suit::Rosen;
    let power = Power::new(&sys, trump, &PowerOptions::default()).unwrap();
    let namer = Namer::new(Some(trump), &sys.nicknames);
    let mine: CardSet = ["Mugg", "Jos", "T3", "Rosen-König", "Eichel-Ass"]
        .iter()
        .map(|n| namer.card(n).unwrap())
        .collect();
    let unseen: Vec<_> = power
        .deck
        .cards()
        .into_iter()
        .filter(|c| !mine.contains(*c))
        .collect();
    let deals = (0..n)
        .map(|i| {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(i);
            let mut pool = unseen.clone();
            pool.shuffle(&mut rng);
            let mut hands = vec![mine];
            for k in 0..3 {
                hands.push(pool[k * 5..k * 5 + 5].iter().copied().collect());
            }
            Table {
                hands,
                party: vec![0, 1, 0, 1],
                need: vec![3, 3],
                won: vec![0, 0],
                leader: 0,
                played: 0,
                rules: Default::default(),
            }
        })
        .collect();
    (power, deals)
}

/// `kaiser odds`' deals of the bench hand (stans, 4 players, the first seat with Mugg, Jos,
/// Trumpf-3, Rosen-König and Eichel-Ass, Rosen trump), 200 of them: the positions per deal
/// (median, tail, the share of the deals the party fails) and where they go. Prints
/// (`--nocapture`); checks that every card tried is counted once.
#[test]
#[ignore = "a diagnosis, run by hand"]
fn where_the_positions_of_odds_deals_go() {
    let (power, deals) = odds_bench_deals(200);
    let mut s = Solver::new(&power, 0);
    let mut all = Vec::new();
    for t in &deals {
        s.restart(Default::default());
        let before = s.nodes;
        let r = s.makes(t);
        all.push((s.nodes - before, r));
    }
    let mut n: Vec<u64> = all.iter().map(|a| a.0).collect();
    n.sort();
    let total: u64 = n.iter().sum();
    let made: u64 = all.iter().filter(|a| a.1).map(|a| a.0).sum();
    println!(
        "{total} positions, {made} in the deals made; per deal median {}, 90th percentile {}, most {}",
        n[100], n[180], n[199]
    );
    println!("the 20 costliest deals: {:?}", &n[180..]);
    println!("{}", s.stats.report());
    assert_eq!(s.stats.by_place.iter().sum::<u64>(), total);
}
