//! The chance for the stake in big hands (issue 17 item 2): more than [`super::SOLVE_LIMIT`]
//! cards in all hands together (six players before their fourth card, eight before their
//! third, lungern's and liebenau's solo tables), where solving sampled deals takes too long.
//! Before, the chance there was the party's share of the tricks so far, so at eight players
//! the party that took the first trick had 1.0 and raised and the other had 0.0 and went:
//! every hand of bots ended after one trick.
//!
//! Instead a bot weighs the cards it may see ([`raw`]): its own and the partners' cards it
//! is shown, against the cards it cannot place. Each card in play weighs by its place in the
//! Machtposition among all cards still in play (the strongest weigh most); the party's
//! expected further tricks are its share of the weight times the tricks left, its hidden
//! partners' cards and the others' cards counted at the mean weight of the unseen cards. The
//! margin over the tricks it still needs gives a raw chance, which [`chance`] maps to the
//! share of hands such estimates made in the engine's calibration ([`CALIBRATION`], measured
//! with `examples/calibrate.rs` in big mode, docs/arena.md "The chance in big hands").
//!
//! Honest like the rest of [`crate::bot`]: it reads the seat's hand, the counts of the others'
//! hands, the partners' cards shown to it and its unseen cards, never a hidden card.

use super::Knowledge;
use crate::cards::{Card, CardSet};
use crate::deal::Hand;

/// How sharply the weight grows with a card's place among the cards in play: a card above
/// every other weighs 1, one in the middle `0.5^WEIGHT_POWER`.
pub(super) const WEIGHT_POWER: i32 = 4;

/// The raw chance's slope: a margin of one trick over the tricks needed, per square root of
/// the tricks left, gives `1 / (1 + e^-SLOPE)`.
pub(super) const SLOPE: f64 = 2.0;

/// The raw chance (before calibration) that `seat`'s party makes its tricks from `hand` as it
/// lies, from what the seat knows (`seen`): 1.0 or 0.0 where the tricks already decide it.
pub fn raw(hand: &Hand, seat: usize, seen: &Knowledge) -> f64 {
    let t = &hand.table;
    let Some(&party) = t.party.get(seat) else {
        return 0.5;
    };
    let (won, need) = (
        f64::from(t.won.get(party).copied().unwrap_or(0)),
        f64::from(t.need.get(party).copied().unwrap_or(0)),
    );
    if won >= need {
        return 1.0;
    }
    if let Some(p) = t.decided() {
        return if p == party { 1.0 } else { 0.0 };
    }
    let left = f64::from(t.remaining());
    if won + left < need || left <= 0.0 {
        return 0.0;
    }
    // The cards the party shows the seat: its own and the partners' shown to it.
    let mut ours = t.hands.get(seat).copied().unwrap_or(CardSet::EMPTY);
    let mut shown_partners = vec![0usize; t.hands.len()];
    for (s, c) in &seen.shown {
        if t.party.get(*s) == Some(&party) && *s != seat && !ours.contains(*c) {
            ours.insert(*c);
            shown_partners[*s] += 1;
        }
    }
    let mut in_play: Vec<Card> = ours.iter().chain(seen.unseen.iter()).collect();
    in_play.sort_by_key(|c| (hand.power.entry(*c).level, c.id()));
    in_play.dedup();
    let n = in_play.len().max(1) as f64;
    let weight = |c: Card| {
        let below = in_play
            .iter()
            .filter(|x| hand.power.entry(**x).level < hand.power.entry(c).level)
            .count() as f64;
        (below / n).powi(WEIGHT_POWER)
    };
    let our_weight: f64 = ours.iter().map(weight).sum();
    let unseen = seen.unseen.len().max(1) as f64;
    let mean_unseen: f64 = seen.unseen.iter().map(weight).sum::<f64>() / unseen;
    // The hidden cards of the partners and of the others, by how many each seat holds.
    let (mut partners_hidden, mut others) = (0usize, 0usize);
    for (s, h) in t.hands.iter().enumerate() {
        if s == seat {
            continue;
        }
        if t.party.get(s) == Some(&party) {
            partners_hidden += h.len().saturating_sub(shown_partners[s]);
        } else {
            others += h.len();
        }
    }
    let party_weight = our_weight + partners_hidden as f64 * mean_unseen;
    let total = party_weight + others as f64 * mean_unseen;
    let share = if total > 0.0 {
        party_weight / total
    } else {
        0.5
    };
    let margin = (won + share * left - need) / left.sqrt();
    1.0 / (1.0 + (-SLOPE * margin).exp())
}

/// The calibration of [`raw`]: (mean raw chance of a bin, the share of those estimates whose
/// party made its tricks), in rising order of the raw chance. Measured on 2026-11-25 with
/// `cargo run --release -p kaiser-engine --example calibrate -- SYSTEM PLAYERS 1000 1 pimc 0
/// big` for lungern 8, silenen 8, stans 6, lungern 6 and willisau 6 (`pimc` at every seat,
/// 52,000 big-hand estimates), the bins of a tenth pooled by their counts; the five tables
/// agree within about 0.1 in every bin with more than a few hundred estimates (docs/arena.md,
/// "The chance in big hands"). The raw chance is far too low (a party with half the weight
/// and three of five tricks to make is at even odds, not 0.3), which is what this corrects.
pub const CALIBRATION: [(f64, f64); 8] = [
    (0.09, 0.04),
    (0.16, 0.25),
    (0.25, 0.41),
    (0.35, 0.60),
    (0.44, 0.73),
    (0.54, 0.82),
    (0.64, 0.95),
    (0.73, 0.98),
];

/// The calibrated chance: [`raw`] mapped through [`CALIBRATION`] (linear between its points;
/// a chance decided by the tricks stays 0 or 1; no number, even odds).
pub fn chance(hand: &Hand, seat: usize, seen: &Knowledge) -> f64 {
    calibrate(raw(hand, seat, seen))
}

/// Map a raw chance through [`CALIBRATION`].
pub fn calibrate(r: f64) -> f64 {
    if r.is_nan() {
        return 0.5;
    }
    if r <= 0.0 || r >= 1.0 {
        return r.clamp(0.0, 1.0);
    }
    let points = &CALIBRATION;
    let mut lo = (0.0, 0.0);
    for &(x, y) in points {
        if r <= x {
            let span = x - lo.0;
            let f = if span > 0.0 { (r - lo.0) / span } else { 1.0 };
            return (lo.1 + f * (y - lo.1)).clamp(0.0, 1.0);
        }
        lo = (x, y);
    }
    lo.1.clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog;
    use crate::deal::{deal, deck_for};
    use crate::table::{Agent, Driver, Forward, Leave, Seat, Strategy, View, dice};
    use rand::SeedableRng;
    use std::cell::Cell;
    use std::rc::Rc;

    /// A bot that notes the tricks played and leaves when the third trick starts (what follows
    /// is solved play, slow in a debug build, and not what this test is about).
    struct UntilThird {
        agent: Agent,
        played: Rc<Cell<u8>>,
    }

    impl UntilThird {
        fn note(&self, v: &View) -> Result<(), Leave> {
            let played = v.play.as_ref().map_or(0, |p| p.played);
            self.played.set(self.played.get().max(played));
            if played >= 2 { Err(Leave) } else { Ok(()) }
        }
    }

    impl Forward for UntilThird {
        fn inner(&mut self) -> &mut dyn Seat {
            &mut self.agent
        }
        fn before(&mut self, v: &View) -> Result<(), Leave> {
            self.note(v)
        }
    }

    /// Tricks played when each of `deals` seeded hands of `strategy` bots at `id`'s table of
    /// `players` ended (2: it reached the third trick).
    fn tricks_played(id: &str, players: usize, strategy: Strategy, deals: u64) -> Vec<u8> {
        let system = catalog::load(id).unwrap();
        let def = system.table(players, None).unwrap().clone();
        (0..deals)
            .map(|k| {
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(k);
                let deck = deck_for(&system, &def);
                let dealt = deal(&system, &def, deck, k as usize % players, &mut rng).unwrap();
                let dice = dice(100 + k);
                let played = Rc::new(Cell::new(0));
                let seats: Vec<Box<dyn Seat>> = (0..players)
                    .map(|_| {
                        Box::new(UntilThird {
                            agent: Agent::new(strategy, dice.clone()).for_system(id),
                            played: played.clone(),
                        }) as Box<dyn Seat>
                    })
                    .collect();
                let mut driver = Driver::new(&system, &def, None, seats, dice.clone()).unwrap();
                let ended = driver.play_dealt(dealt).unwrap();
                assert!(ended.is_err() || played.get() < 2, "deal {k}");
                played.get()
            })
            .collect()
    }

    /// Issue 17 item 2: at lungern's eight-player table every hand of bots ended after its
    /// first trick (the party that took it had a chance of 1.0 and raised, the other 0.0 and
    /// went). With the weight of the cards most hands reach the third trick.
    #[test]
    fn a_big_table_hand_of_bots_goes_on_after_the_first_trick() {
        for strategy in [Strategy::Pimc, Strategy::Best] {
            let played = tricks_played("lungern", 8, strategy, 8);
            let after_one = played.iter().filter(|p| **p <= 1).count();
            assert!(after_one <= 2, "{strategy:?}: {played:?}");
            assert!(played.contains(&2), "{strategy:?}: {played:?}");
        }
    }

    #[test]
    fn the_calibration_rises_and_keeps_decided_hands() {
        assert_eq!(calibrate(0.0), 0.0);
        assert_eq!(calibrate(1.0), 1.0);
        let mut last = 0.0;
        for i in 1..100 {
            let c = calibrate(f64::from(i) / 100.0);
            assert!((0.0..=1.0).contains(&c) && c >= last, "{i}: {c}");
            last = c;
        }
        assert_eq!(calibrate(f64::NAN), 0.5);
    }
}
