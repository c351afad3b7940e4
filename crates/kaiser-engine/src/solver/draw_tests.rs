//! The solver against plain minimax where two parties can both miss their targets (a draw:
//! silenen's 3 of 4 tricks at ten and twelve seats), the tables where the others' sure
//! tricks also answer the two-party question ([`Solver::bounds`], issue 14, eighth round).

use super::shape_tests::{each_table, shaped};
use super::*;
use rand::Rng;

/// Cards per hand plain minimax can play out for `players` seats in a debug build (also
/// from the middle of the first trick, `midtrick_tests`).
pub(super) fn small_hand(players: usize) -> usize {
    match players {
        2 => 4,
        3..=4 => 3,
        _ => 2,
    }
}

/// Every two-party table of every system, cut down to hands plain minimax can play out,
/// with targets that add up to more than the tricks plus one (both parties may fail), half
/// the deals with the sharp cards (Stupf, blockers, top Stecher) first: every party's
/// answer is plain minimax's, and sometimes a trick or two is already won.
#[test]
fn agrees_with_plain_minimax_where_a_draw_is_possible() {
    let (mut checked, mut draws) = (0, 0);
    each_table(
        29,
        12,
        false,
        |d| d.parties == 2,
        |id, def, power, round, rng| {
            let cards = small_hand(def.players).min(power.deck.len() / def.players);
            // Targets adding up past the tricks plus one: a draw is possible.
            let need = (cards / 2 + 1 + cards % 2) as u8;
            let mut t = shaped(rng, &power, def, cards, need, round % 2 == 1);
            // Tricks won before this deal's cards (as if played earlier), so that the
            // bound meets parties already on their way.
            if round >= 6 {
                t.won = vec![rng.random_range(0..need), rng.random_range(0..need)];
                t.played = 1;
            }
            let name = format!("{id} {} players, {t:?}", def.players);
            let mut answers = [false; 2];
            for (goal, a) in answers.iter_mut().enumerate() {
                *a = makes_plain(&power, &t, goal);
                assert_eq!(makes(&power, &t, goal), *a, "{name} goal {goal}");
            }
            draws += usize::from(answers == [false, false]);
            checked += 1;
        },
    );
    assert!(checked >= 100, "{checked} deals");
    assert!(draws > 0, "no deal where both parties fail");
}
