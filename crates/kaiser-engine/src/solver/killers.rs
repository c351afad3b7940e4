//! The killer heuristic of the search (issue 14 item 2a): the card that last refuted at a
//! place of the search is tried first there when the seat holds it. This room owns where
//! a refutation is remembered.
//!
//! A place is named either by its depth (cards played since the hand's start, as since the
//! third round) or, mid-trick on the two-party tables of four to six seats, by its place in
//! the trick and the card holding the trick (eleventh round, docs/performance.md): what
//! refutes a holder at one place of a trick (the cheapest card that takes it, or the card
//! to keep) mostly refutes it again whatever was played in the tricks before, where the
//! depth alone mixes every holder of that place. On the odds deals of stans it cut the
//! positions by a seventh, on the two-party tables of four and six seats of the sweep's
//! dealing by about a tenth; on the tables of eight seats and more and where who can take must
//! take it cost more than it saved, so those keep the killer by depth. The killers only
//! order the cards: they never change an answer.

use super::table::Trick;

/// Depths the killers by depth keep apart (deeper ones share the last).
const DEPTHS: usize = 160;

/// Places in a trick the killers by holder keep apart (a trick has at most twelve cards).
const PLACES: usize = 16;

/// Tables of at most this many seats remember mid-trick killers by the trick's holder.
pub(super) const BY_HOLDER_UPTO: usize = 6;

/// The killers, one card id a place ([`u8::MAX`]: none yet): the places by depth first,
/// then by place in the trick and holder card.
#[derive(Clone)]
pub(super) struct Killers {
    cards: [u8; DEPTHS + PLACES * 64],
}

impl Default for Killers {
    fn default() -> Self {
        Killers {
            cards: [u8::MAX; DEPTHS + PLACES * 64],
        }
    }
}

impl Killers {
    /// The place of a position `depth` cards into the hand with `trick` on the table: by
    /// the trick's holder when `by_holder` and a card is on the trick, else by depth.
    #[inline(always)]
    pub(super) fn slot(depth: usize, trick: &Trick, by_holder: bool) -> usize {
        if by_holder && !trick.is_empty() {
            DEPTHS + (trick.len() % PLACES) * 64 + trick.holder_card().id() % 64
        } else {
            depth.min(DEPTHS - 1)
        }
    }

    /// The card that last refuted at `slot`, if any (a card id).
    #[inline(always)]
    pub(super) fn get(&self, slot: usize) -> u8 {
        self.cards.get(slot).copied().unwrap_or(u8::MAX)
    }

    /// Remember that card `id` refuted at `slot`.
    #[inline(always)]
    pub(super) fn set(&mut self, slot: usize, id: usize) {
        if let Some(k) = self.cards.get_mut(slot) {
            *k = id as u8;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;
    use crate::cards::names::Namer;
    use crate::solver::table::ctx;
    use crate::solver::{PlayRules, Table};
    use crate::{Power, PowerOptions, catalog};

    /// A trick's slot depends on its holder and place alone with `by_holder`, on the depth
    /// alone without it or at the lead; slots of different holders or places differ.
    #[test]
    fn slots_name_the_holder_and_the_place() {
        let sys = catalog::load("stans").unwrap();
        let trump = crate::cards::Suit::Rosen;
        let power = Power::new(&sys, trump, &PowerOptions::default()).unwrap();
        let namer = Namer::new(Some(trump), &sys.nicknames);
        let card = |n: &str| -> Card { namer.card(n).unwrap() };
        let t = Table {
            hands: vec![Default::default(); 4],
            party: vec![0, 1, 0, 1],
            need: vec![3, 3],
            won: vec![0, 0],
            leader: 0,
            played: 0,
            rules: PlayRules::default(),
        };
        let mut trick = Trick::default();
        assert_eq!(Killers::slot(7, &trick, true), 7);
        trick.push(&power, card("Eichel-6"), ctx(&t));
        let one = Killers::slot(9, &trick, true);
        assert_eq!(
            one,
            Killers::slot(3, &trick, true),
            "the depth is not in it"
        );
        assert_eq!(Killers::slot(9, &trick, false), 9);
        trick.push(&power, card("Eichel-3"), ctx(&t));
        let same_holder = Killers::slot(9, &trick, true);
        assert_ne!(one, same_holder, "another place in the trick");
        trick.push(&power, card("Mugg"), ctx(&t));
        let mugg = Killers::slot(9, &trick, true);
        let mut other = Trick::default();
        for c in ["Eichel-6", "Eichel-3", "Eichel-4"] {
            other.push(&power, card(c), ctx(&t));
        }
        let six = Killers::slot(9, &other, true);
        assert_ne!(mugg, six, "another holder at the same place");
        let mut k = Killers::default();
        assert_eq!(k.get(mugg), u8::MAX);
        k.set(mugg, 5);
        assert_eq!(k.get(mugg), 5);
        assert_eq!(k.get(Killers::slot(200, &Trick::default(), true)), u8::MAX);
    }

    /// The search with mid-trick killers by holder (and the mid-trick keys, both now on at
    /// the two-party tables of four to six seats) against plain minimax: every such table of
    /// every system, random trumps and targets, half the deals with the sharp cards first,
    /// one solver per party reused deal after deal as `odds` does (its killers stay from
    /// the deals before), every party's question, from the trick start and from the middle
    /// of the first trick; the same answers with the killers by depth.
    #[test]
    fn killers_by_holder_keep_plain_minimax_answers() {
        use super::super::shape_tests::{each_table, shaped};
        use crate::solver::{Solver, makes_plain, makes_plain_after};
        use rand::Rng;
        let mut checked = 0;
        each_table(
            11,
            3,
            true,
            |d| (4..=BY_HOLDER_UPTO).contains(&d.players) && d.parties == 2,
            |id, def, power, round, rng| {
                let power = &power;
                // Face-down play on: three cards a hand at four seats, two at five and six.
                let cards =
                    (if def.players > 4 { 2 } else { 3 }).min(power.deck.len() / def.players);
                let mut solvers: Vec<Solver> =
                    (0..def.parties).map(|g| Solver::new(power, g)).collect();
                let mut by_depth: Vec<Solver> = (0..def.parties)
                    .map(|g| {
                        let mut s = Solver::new(power, g);
                        s.by_holder = false;
                        s
                    })
                    .collect();
                for deal in 0..4 {
                    let need = rng.random_range(1..=cards as u8);
                    let mut t = shaped(rng, power, def, cards, need, (round + deal) % 2 == 0);
                    let name = format!("{id} {} players {t:?}", def.players);
                    for goal in 0..def.parties {
                        let want = makes_plain(power, &t, goal);
                        for s in [&mut solvers[goal], &mut by_depth[goal]] {
                            s.restart(Default::default());
                            assert_eq!(s.makes(&t), want, "{name} goal {goal}");
                        }
                    }
                    // Two cards into the first trick (the first two legal cards).
                    let mut trick = Vec::new();
                    for k in 0..2 {
                        let seat = (t.leader + k) % def.players;
                        let c = crate::solver::legal(power, &t, seat, &trick).iter().next();
                        let Some(c) = c else { break };
                        t.hands[seat].remove(c);
                        trick.push(c);
                    }
                    for goal in 0..def.parties {
                        let want = makes_plain_after(power, &t, &trick, 0, goal);
                        for s in [&mut solvers[goal], &mut by_depth[goal]] {
                            s.restart(Default::default());
                            assert_eq!(
                                s.makes_after(&t, &trick),
                                want,
                                "{name} {trick:?} goal {goal}"
                            );
                        }
                    }
                    checked += 1;
                }
            },
        );
        assert!(checked >= 40, "{checked} deals");
    }

    /// The killers by holder fire: on the deals of the odds bench hand (stans, 4 players;
    /// the diagnosis's dealing) the search spends fewer positions with them than with the
    /// killers by depth, with the same answers.
    #[test]
    fn killers_by_holder_cut_the_positions_of_odds_deals() {
        use crate::solver::Solver;
        let (power, deals) = crate::solver::diagnose_tests::odds_bench_deals(60);
        let mut with = Solver::new(&power, 0);
        let mut without = Solver::new(&power, 0);
        without.by_holder = false;
        let (mut a, mut b) = (0, 0);
        for (i, t) in deals.iter().enumerate() {
            with.restart(Default::default());
            without.restart(Default::default());
            assert_eq!(with.makes(t), without.makes(t), "seed {i}");
            a += with.nodes;
            b += without.nodes;
        }
        assert!(
            a < b,
            "{a} positions with the killers by holder, {b} without"
        );
    }
}
