//! The goal party's sure tricks one trick early ([`Solver::makes_after_trick`], issue 14,
//! tenth round) against plain minimax: wherever it answers "makes" in the middle of a
//! trick, plain minimax agrees.

use super::midtrick_tests::{play_some, small_deal};
use super::search::Solver;
use super::shape_tests::each_table;
use super::solve::makes_plain_after;
use super::table::{Trick, ctx};
use rand::Rng;

/// Every table of every system (face-down play as the system has it up to six seats, the
/// duty to take, half the deals with the sharp cards first, some after the first trick): at
/// a random point of a trick, for every party, when the bound says the party makes it,
/// plain minimax says so too. (And it does say so now and then.)
#[test]
fn the_sure_tricks_one_trick_early_agree_with_plain_minimax() {
    let (mut fired, mut checked) = (0, 0);
    each_table(
        1410,
        12,
        true,
        |_| true,
        |id, def, mut power, round, rng| {
            let n = def.players;
            let mut t = small_deal(def, &mut power, round, rng);
            t.played = u8::from(round % 4 >= 2);
            let k = rng.random_range(1..n);
            let (played, down) = play_some(rng, &power, &mut t, k);
            if played.len() < k {
                return;
            }
            let trick = Trick::new_down(&power, &played, down, ctx(&t));
            for goal in 0..def.parties {
                let mut s = Solver::new(&power, goal);
                s.recount(&t, &played);
                let takers = s.takers_here(&t, &trick);
                checked += 1;
                if s.makes_after_trick(&t, &trick, takers) {
                    fired += 1;
                    assert!(
                        makes_plain_after(&power, &t, &played, down, goal),
                        "{id} {n} players, {} parties: {t:?} {played:?} (down {down:b}) goal {goal}",
                        def.parties
                    );
                }
            }
        },
    );
    assert!(checked >= 300, "{checked} positions");
    assert!(fired >= 10, "the bound answered {fired} times");
}
