//! The mid-trick transpositions ([`Solver::mid_key`], issue 14, ninth round) against plain
//! minimax: positions that share a key have the same answer for every party, and the solver
//! that looks mid-trick positions up on every table agrees with plain minimax.

use super::draw_tests::small_hand;
use super::search::Solver;
use super::shape_tests::{each_table, shaped};
use super::solve::{face_down_allowed, makes_plain_after};
use super::table::{Trick, ctx};
use super::*;
use crate::cards::Card;
use crate::power::Power;
use rand::Rng;
use rand::seq::IteratorRandom;

/// Play `k` cards of the first trick of `t` at random (legal ones; face down now and then
/// where the rules allow it): the trick and its face-down bits, the cards taken out of the
/// hands.
pub(super) fn play_some(
    rng: &mut impl Rng,
    power: &Power,
    t: &mut Table,
    k: usize,
) -> (Vec<Card>, u32) {
    let n = t.hands.len();
    let (mut trick, mut down) = (Vec::new(), 0u32);
    for j in 0..k {
        let seat = (t.leader + j) % n;
        let legal = legal_down(power, t, seat, &trick, down);
        let Some(card) = legal.iter().choose(rng) else {
            break;
        };
        if face_down_allowed(power, t, seat, &trick, down) && rng.random_range(0..3) == 0 {
            down |= 1 << j;
        }
        t.hands[seat].remove(card);
        trick.push(card);
    }
    (trick, down)
}

/// A deal of the shape of `def` with hands plain minimax plays out from the middle of the
/// first trick, a random target, half the deals with the sharp cards first (`round` odd);
/// face-down play only up to six seats (every card face down too is more than plain minimax
/// plays out at eight).
pub(super) fn small_deal(
    def: &crate::system::TableDef,
    power: &mut Power,
    round: usize,
    rng: &mut impl Rng,
) -> Table {
    let n = def.players;
    power.face_down &= n <= 6;
    let cards = small_hand(n).min(power.deck.len() / n);
    let need = rng.random_range(1..=cards as u8);
    shaped(rng, power, def, cards, need, round % 2 == 1)
}

/// The mid-trick key of `trick` played on `t`, as the search computes it.
fn key_of(power: &Power, t: &Table, trick: &[Card], down: u32) -> Option<u64> {
    let mut s = Solver::new(power, 0);
    s.recount(t, trick);
    let tr = Trick::new_down(power, trick, down, ctx(t));
    s.mid_key(t, &tr).map(|k| k.word)
}

/// The answer of every party from the middle of a trick, by plain minimax.
fn plain_answers(power: &Power, t: &Table, trick: &[Card], down: u32) -> Vec<bool> {
    (0..t.parties())
        .map(|p| makes_plain_after(power, t, trick, down, p))
        .collect()
}

/// Every table of every system (face-down play as the system has it up to six seats, the duty to take
/// where the table has it, half the deals with the sharp cards first): a card played to the
/// trick that does not hold it (now and then any card of the trick) is swapped for a card
/// out of play; wherever the two positions share a mid-trick key, plain minimax gives every
/// party the same answer in both. (And such pairs come up: the key leaves the non-holding
/// cards out.)
#[test]
fn positions_that_share_a_mid_trick_key_have_one_answer() {
    let (mut same, mut checked) = (0, 0);
    each_table(
        9,
        10,
        true,
        |_| true,
        |id, def, mut power, round, rng| {
            let n = def.players;
            let mut t = small_deal(def, &mut power, round, rng);
            let k = rng.random_range(1..n);
            let (trick, down) = play_some(rng, &power, &mut t, k);
            let in_play = t.hands.iter().fold(0, |m, h| m | h.bits())
                | trick.iter().fold(0u64, |m, c| m | 1 << c.id());
            // Mostly a card that does not hold (the transpositions the key is for), now
            // and then any card (the holder or the led card: the keys must tell them apart).
            let holder = Trick::new_down(&power, &trick, down, ctx(&t)).holder();
            let any = rng.random_range(0..4) == 0;
            let swappable = |i: &usize| any || (*i > 0 && *i != holder);
            let Some(i) = (0..trick.len()).filter(swappable).choose(rng) else {
                return;
            };
            let out = power.deck.cards().into_iter();
            let Some(other) = out.filter(|c| in_play & (1 << c.id()) == 0).choose(rng) else {
                return;
            };
            let mut swapped = trick.clone();
            swapped[i] = other;
            let (a, b) = (
                key_of(&power, &t, &trick, down),
                key_of(&power, &t, &swapped, down),
            );
            checked += 1;
            if a.is_some() && a == b {
                same += 1;
                assert_eq!(
                    plain_answers(&power, &t, &trick, down),
                    plain_answers(&power, &t, &swapped, down),
                    "{id} {n} players: {t:?} {trick:?} / {swapped:?} (down {down:b})"
                );
            }
        },
    );
    assert!(checked >= 100, "{checked} positions");
    assert!(
        same * 3 >= checked,
        "only {same} of {checked} pairs share a key"
    );
}

/// The solver with mid-trick keys on every table (not only those of more than six seats)
/// answers as plain minimax does, from trick starts and from the middle of a trick, for
/// every party, and its mid-trick keys are found in the table.
#[test]
fn agrees_with_plain_minimax_with_mid_trick_keys_everywhere() {
    let (mut checked, mut hits) = (0, 0u64);
    each_table(
        41,
        8,
        true,
        |_| true,
        |id, def, mut power, round, rng| {
            let n = def.players;
            let mut t = small_deal(def, &mut power, round, rng);
            let k = if round >= 4 {
                rng.random_range(1..n)
            } else {
                0
            };
            let (trick, down) = play_some(rng, &power, &mut t, k);
            for goal in 0..def.parties {
                let mut s = Solver::new(&power, goal);
                s.mid_above = 0;
                let got = s.makes_after_down(&t, &trick, down);
                hits += s.mid_hits;
                assert_eq!(
                    got,
                    makes_plain_after(&power, &t, &trick, down, goal),
                    "{id} {n} players, {} parties: {t:?} {trick:?} (down {down:b}) goal {goal}",
                    def.parties
                );
            }
            checked += 1;
        },
    );
    assert!(checked >= 100, "{checked} deals");
    assert!(hits > 0, "no mid-trick key was found in the table");
}

/// Deal `seed` of the table of `players` in `parties` of `system` as the sweep deals it
/// ([`crate::deal::seeded_hand`], as `examples/sweep.rs` does).
pub(super) fn sweep_dealt(
    system: &str,
    players: usize,
    parties: usize,
    seed: u64,
) -> (Power, Table) {
    let sys = crate::catalog::load(system).unwrap();
    let def = sys.table(players, Some(parties)).unwrap();
    let hand = crate::deal::seeded_hand(&sys, def, seed).unwrap();
    (hand.power, hand.table)
}

/// The deals of the quick sweep (`sweep --quick`: seeds 0 to 2, 2 M positions a solve)
/// that gave up before the mid-trick keys (ninth round) or before the keys on tables of more
/// than two parties and the goal party's sure tricks one trick early (tenth round) and are
/// solved with them: who wins (`None`: nobody), as the build before them answered with a
/// budget of 40 M positions (docs/performance-history.md, ninth and tenth rounds). Up to two
/// million positions each: run them in a release build,
/// `cargo test --release -p kaiser-engine --lib quick_sweep -- --include-ignored`.
#[test]
#[ignore = "up to two million positions each: run in a release build"]
fn quick_sweep_hard_deals_keep_their_answers() {
    for (system, players, parties, seed, winner) in [
        ("liebenau", 8, 2, 0, Some(1)),
        ("liebenau", 8, 2, 1, Some(1)),
        ("lungern", 8, 2, 1, Some(1)),
        ("silenen", 8, 2, 1, Some(0)),
        ("lungern", 4, 4, 0, None),
    ] {
        let (power, t) = sweep_dealt(system, players, parties, seed);
        for p in 0..parties {
            assert_eq!(
                makes(&power, &t, p),
                winner == Some(p),
                "{system} {players} players, {parties} parties, seed {seed}, party {p}"
            );
        }
    }
}
