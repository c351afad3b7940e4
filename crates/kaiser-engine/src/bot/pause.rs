//! A seat's chance at a pause in the deal (liebenau's pauses, reading 40), from sampled
//! solves: the cards not dealt yet and the others' hidden cards are dealt at random many
//! times, consistent with what the seat sees (its cards so far, the face-up cards given so
//! far), and each deal is solved double-dummy from the Vorhand's lead. The trump is the one
//! the seat names the cards by ([`View::deal_power`]: before the whole Umschlag is out, as
//! the face-up cards so far would make it). For measuring a pause rule by expected points
//! in the arena ([`crate::arena::PauseRule`]).

use crate::cards::{Card, CardSet};
use crate::solver::{Budget, PlayRules, Solver, Table};
use crate::system::TableDef;
use crate::table::View;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

/// Positions one sampled deal may take (a liebenau hand of two parties is small).
const PAUSE_BUDGET: u64 = 2_000_000;

/// The share of `samples` random completions of the deal `view` sees in which its party
/// makes its tricks; 0.5 when none could be solved. `seed` draws the deals (the table's
/// dice are not touched, so a paired arena stays paired).
pub fn chance_at_pause(def: &TableDef, view: &View, samples: u32, seed: u64) -> f64 {
    let power = &view.deal_power;
    let n = def.players;
    let mut given = vec![CardSet::EMPTY; n];
    for c in &view.own {
        given[view.seat].insert(*c);
    }
    for (s, c) in &view.face_up {
        if let Some(g) = given.get_mut(*s) {
            g.insert(*c);
        }
    }
    let named: CardSet = given.iter().flat_map(|g| g.iter()).collect();
    let unseen: Vec<Card> = power
        .deck
        .cards()
        .into_iter()
        .filter(|c| !named.contains(*c))
        .collect();
    // The Vorhand, who got the first face-up card, leads.
    let leader = view.face_up.first().map_or(view.seat, |(s, _)| *s);
    let mut solver = Solver::new(power, view.party());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut made, mut solved) = (0u32, 0u32);
    let mut pool = unseen.clone();
    for _ in 0..samples {
        pool.copy_from_slice(&unseen);
        pool.shuffle(&mut rng);
        let mut rest = pool.iter().copied();
        let mut hands = given.clone();
        for h in hands.iter_mut() {
            while h.len() < def.cards {
                match rest.next() {
                    Some(c) => h.insert(c),
                    None => break,
                };
            }
        }
        let mut table = Table {
            hands,
            party: view.parties.clone(),
            need: vec![def.need; def.parties],
            won: vec![0; def.parties],
            leader,
            played: 0,
            rules: PlayRules {
                must_overtake: def.must_overtake,
            },
        };
        solver.restart(Budget::positions(PAUSE_BUDGET));
        if let Some(m) = solver.try_makes_in(&mut table) {
            solved += 1;
            made += u32::from(m);
        }
    }
    if solved == 0 {
        0.5
    } else {
        f64::from(made) / f64::from(solved)
    }
}

/// Whether a party at chance `chance` loses less by leaving now (the other party books
/// `value`, the stake without the pending raise) than by holding (the hand played for
/// `value + pending`, won with `chance`): (2·chance − 1)·(value + pending) < −value.
pub fn leaves(chance: f64, value: u32, pending: u32) -> bool {
    let hold = (2.0 * chance - 1.0) * f64::from(value + pending);
    hold < -f64::from(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaving_pays_only_against_a_raise_and_a_low_chance() {
        // Nothing pending: holding never loses more than leaving.
        assert!(!leaves(0.0, 4, 0));
        // A Spieldrei (3) on the table's 4: leave below 3 / 14.
        assert!(leaves(0.2, 4, 3));
        assert!(!leaves(0.22, 4, 3));
        assert!(!leaves(0.5, 7, 3));
    }

    #[test]
    fn a_strong_hand_at_a_pause_has_a_high_chance() {
        use crate::cards::Card;
        use crate::table::{StakeView, View};
        let system = crate::catalog::load("liebenau").unwrap();
        let def = system.table(2, None).unwrap().clone();
        let power = crate::Power::new(
            &system,
            crate::cards::Suit::Rosen,
            &crate::PowerOptions::default(),
        )
        .unwrap();
        let card = |s: &str| s.parse::<Card>().unwrap();
        let view = |own: Vec<Card>| View {
            seat: 0,
            parties: vec![0, 1],
            own: own.clone(),
            away: Vec::new(),
            face_up: vec![(0, own[0])],
            partners: Vec::new(),
            deal_power: power.clone(),
            stake: StakeView::default(),
            play: None,
        };
        let strong = view(vec![
            card("Rosen-Ass"),
            card("Rosen-6"),
            card("Rosen-Under"),
        ]);
        let weak = view(vec![
            card("Schellen-4"),
            card("Eichel-8"),
            card("Schilten-9"),
        ]);
        let (s, w) = (
            chance_at_pause(&def, &strong, 24, 1),
            chance_at_pause(&def, &weak, 24, 1),
        );
        assert!(s > w, "{s} {w}");
    }
}
