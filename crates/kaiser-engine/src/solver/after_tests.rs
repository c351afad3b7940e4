//! The next trick start's bound one card early ([`Solver::bound_after_trick`], issue 14
//! item 3, tenth round) against plain minimax: wherever it answers at a trick's last seat,
//! plain minimax gives the same answer from that position.

use super::midtrick_tests::{play_some, small_deal};
use super::search::Solver;
use super::shape_tests::each_table;
use super::solve::makes_plain_after;
use super::table::{Trick, ctx};

/// Every table of every system (face-down play as the system has it up to six seats, the
/// duty to take where the table has it, half the deals with the sharp cards first): the
/// first trick played up to its last seat at random, then every party's question asked of
/// the bound there and, where it answers, of plain minimax.
#[test]
fn the_bound_at_a_tricks_last_seat_agrees_with_plain_minimax() {
    let (mut checked, mut answered) = (0, 0);
    each_table(
        43,
        12,
        true,
        |_| true,
        |id, def, mut power, round, rng| {
            let n = def.players;
            let mut t = small_deal(def, &mut power, round, rng);
            let (trick, down) = play_some(rng, &power, &mut t, n - 1);
            if trick.len() + 1 != n {
                return;
            }
            let seat = (t.leader + n - 1) % n;
            let cards = Trick::new_down(&power, &trick, down, ctx(&t));
            let hp = t.party[(t.leader + cards.holder()) % n];
            for goal in 0..def.parties {
                let mut s = Solver::new(&power, goal);
                s.recount(&t, &trick);
                let here = s.takers_here(&t, &cards);
                checked += 1;
                if let Some(v) = s.bound_after_trick(&t, &cards, seat, hp, here) {
                    answered += 1;
                    assert_eq!(
                        v,
                        makes_plain_after(&power, &t, &trick, down, goal),
                        "{id} {n} players, {} parties: {t:?} {trick:?} (down {down:b}) goal {goal}",
                        def.parties
                    );
                }
            }
        },
    );
    assert!(checked >= 200, "{checked} questions");
    assert!(
        answered >= 20,
        "the bound answered {answered} of {checked} questions"
    );
}
