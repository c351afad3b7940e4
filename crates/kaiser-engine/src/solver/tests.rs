//! The solver against the sources' claims and against plain minimax.

use super::*;
use crate::cards::names::Namer;
use crate::cards::{CardSet, Suit};
use crate::power::Power;

use crate::{PowerOptions, catalog};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

pub(super) fn table(
    system: &str,
    trump: Suit,
    hands: &[&[&str]],
    party: &[usize],
    need: &[u8],
) -> (Power, Table) {
    let sys = catalog::load(system).unwrap();
    let power = Power::new(&sys, trump, &PowerOptions::default()).unwrap();
    let namer = Namer::new(Some(trump), &sys.nicknames);
    let hands = hands
        .iter()
        .map(|h| h.iter().map(|n| namer.card(n).unwrap()).collect())
        .collect();
    let t = Table {
        hands,
        party: party.to_vec(),
        need: need.to_vec(),
        won: vec![0; need.len()],
        leader: 0,
        played: 0,
        rules: PlayRules::default(),
    };
    (power, t)
}

/// `003_…` §4 example M, six players, Schilten trump (D's and F's unnamed cards filled as in
/// `scenarios/liebenau-m.yaml`).
fn liebenau_m() -> (Power, Table) {
    table(
        "liebenau",
        Suit::Schilten,
        &[
            &[
                "Schilten-Under",
                "Schilten-6",
                "Eichel-Ass",
                "Eichel-4",
                "Eichel-5",
            ],
            &[
                "Eichel-Ober",
                "Eichel-Under",
                "Eichel-9",
                "Eichel-8",
                "Eichel-3",
            ],
            &[
                "Schellen-König",
                "Schilten-3",
                "Rosen-3",
                "Rosen-4",
                "Rosen-5",
            ],
            &[
                "Eichel-König",
                "Eichel-6",
                "Schellen-3",
                "Schellen-4",
                "Schellen-9",
            ],
            &[
                "Schilten-7",
                "Rosen-Banner",
                "Rosen-König",
                "Schilten-König",
                "Rosen-Ober",
            ],
            &[
                "Eichel-7",
                "Schilten-Ass",
                "Schellen-5",
                "Schellen-6",
                "Schellen-7",
            ],
        ],
        &[0, 1, 0, 1, 0, 1],
        &[3, 3],
    )
}

/// `003_…` §4 example L: "A. muß ausspielen und ist verloren".
#[test]
fn liebenau_l_b_wins_whatever_a_leads() {
    let (power, t) = table(
        "liebenau",
        Suit::Rosen,
        &[
            &[
                "Rosen-6",
                "Rosen-Ass",
                "Rosen-Banner",
                "Schilten-Ober",
                "Schilten-Ass",
            ],
            &["Jos", "Rosen-3", "Schilten-3", "Eichel-3", "Schellen-3"],
        ],
        &[0, 1],
        &[3, 3],
    );
    assert!(!makes(&power, &t, 0));
    assert!(makes(&power, &t, 1));
    assert!(makes_plain(&power, &t, 1));
    let sol = solve(&power, &t);
    assert_eq!(sol.winner, Some(1));
    // Whatever A leads first, B still wins.
    for lead in t.hands[0].iter() {
        let mut after = t.clone();
        after.hands[0].remove(lead);
        assert!(
            Solver::new(&power, 1).makes_after(&after, &[lead]),
            "A leads {lead}"
        );
    }
    check_line(&power, &t, &sol);
}

/// `003_…` §4 example M: "sobald A. die erste Karte zu spielen hat, ist es … unmöglich, 3 Stiche
/// zu machen, denn die Eichel gewinnen für B., D., F. in jedem Falle."
#[test]
fn liebenau_m_b_d_f_win_once_a_leads() {
    let (power, t) = liebenau_m();

    let sol = solve(&power, &t);
    assert_eq!(sol.winner, Some(1), "B, D, F win");
    assert!(!makes(&power, &t, 0));
    check_line(&power, &t, &sol);
    // "in jedem Falle": every first card A can lead loses.
    for lead in t.hands[0].iter() {
        let mut after = t.clone();
        after.hands[0].remove(lead);
        assert!(
            Solver::new(&power, 1).makes_after(&after, &[lead]),
            "A leads {lead}"
        );
    }
}

/// The line is legal play from the real hands, and its tricks give the solved result.
fn check_line(power: &Power, t: &Table, sol: &Solution) {
    assert_eq!(super::check_line(power, t, sol), Ok(()), "{t:?} {sol:?}");
}

pub(super) fn random_table(
    rng: &mut impl rand::Rng,
    power: &Power,
    seats: usize,
    cards: usize,
) -> Table {
    let mut deck = power.deck.cards();
    deck.shuffle(rng);
    let hands: Vec<CardSet> = (0..seats)
        .map(|s| deck[s * cards..(s + 1) * cards].iter().copied().collect())
        .collect();
    let need = (cards / 2 + 1) as u8;
    Table {
        hands,
        party: (0..seats).map(|s| s % 2).collect(),
        need: vec![need, need],
        won: vec![0, 0],
        leader: rng.random_range(0..seats),
        played: 0,
        rules: PlayRules::default(),
    }
}

#[test]
fn agrees_with_plain_minimax_on_random_deals() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    for id in catalog::ids() {
        let sys = catalog::load(id).unwrap();
        for trump in Suit::ALL {
            // Face-down play doubles plain minimax's branching: it is refereed on smaller
            // deals in down_tests.rs.
            let mut power = Power::new(&sys, trump, &PowerOptions::default()).unwrap();
            power.face_down = false;
            for _ in 0..6 {
                let (seats, cards) = if rng.random_bool(0.5) { (4, 3) } else { (2, 5) };
                let t = random_table(&mut rng, &power, seats, cards);
                for goal in 0..2 {
                    assert_eq!(
                        makes(&power, &t, goal),
                        makes_plain(&power, &t, goal),
                        "{id} {trump} {t:?} goal {goal}"
                    );
                }
                // Two parties with targets that add up past the tricks: exactly one wins.
                assert_ne!(makes(&power, &t, 0), makes(&power, &t, 1), "{id} {t:?}");
                let sol = solve(&power, &t);
                check_line(&power, &t, &sol);
                let most = max_tricks(&power, &t, 0);
                assert_eq!(most >= t.need[0], makes(&power, &t, 0), "{id} {t:?}");
            }
        }
    }
}

#[test]
fn legal_play_rules() {
    // karnoeffel: the Trumpf-7 may not lead the first trick, and may later.
    let (power, mut t) = table(
        "karnoeffel",
        Suit::Rosen,
        &[&["Rosen-7", "Eichel-3"], &["Eichel-4", "Eichel-5"]],
        &[0, 1],
        &[2, 1],
    );
    let names = |s: CardSet| s.iter().map(|c| c.to_string()).collect::<Vec<_>>();
    assert_eq!(names(legal(&power, &t, 0, &[])), ["Eichel-3"]);
    t.played = 1;
    assert_eq!(names(legal(&power, &t, 0, &[])).len(), 2);
    // Solo play: who can take must take (`003_…` §4).
    let (power, mut t) = table(
        "liebenau",
        Suit::Rosen,
        &[&["Eichel-4"], &["Eichel-König", "Eichel-3", "Schellen-5"]],
        &[0, 1],
        &[1, 1],
    );
    let led = [t.hands[0].iter().next().unwrap()];
    assert_eq!(names(legal(&power, &t, 1, &led)).len(), 3);
    t.rules.must_overtake = true;
    assert_eq!(names(legal(&power, &t, 1, &led)), ["Eichel-König"]);
}

#[test]
fn transposition_table_and_ordering_cut_the_search() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let sys = catalog::load("lungern").unwrap();
    let power = Power::new(&sys, Suit::Eichel, &PowerOptions::default()).unwrap();
    let t = random_table(&mut rng, &power, 4, 5);
    let mut fast = Solver::new(&power, 0);
    let a = fast.makes(&t);
    let mut slow = Solver::new(&power, 0);
    slow.ordering = false;
    let b = slow.makes(&t);
    assert_eq!(a, b);
    assert!(fast.nodes <= slow.nodes, "{} vs {}", fast.nodes, slow.nodes);
}

#[test]
#[ignore = "measurement, run by hand"]
fn measure_liebenau_m() {
    let (power, t) = liebenau_m();

    let reps: usize = std::env::var("MEASURE_REPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    for goal in 0..2 {
        let mut best = std::time::Duration::MAX;
        let mut last = None;
        for _ in 0..reps {
            let start = std::time::Instant::now();
            let mut s = Solver::new(&power, goal);
            let r = s.makes(&t);
            best = best.min(start.elapsed());
            last = Some((r, s.nodes, s.tt.len()));
        }
        let (r, nodes, tt) = last.unwrap();
        eprintln!("goal {goal}: {r} nodes {nodes} tt {tt}, best of {reps}: {best:?}");
    }
}

#[test]
fn a_budget_stops_the_search_and_says_so() {
    let (power, t) = liebenau_m();
    assert_eq!(Solver::new(&power, 1).with_budget(50).try_makes(&t), None);
    assert_eq!(solve_within(&power, &t, 50), Err(TooBig(50)));
    assert_eq!(
        Solver::new(&power, 1).with_budget(u64::MAX).try_makes(&t),
        Some(true)
    );
}
