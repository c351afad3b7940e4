//! Blockable cards without a blocker (issue 14 item 2, eleventh round): where the deck holds
//! no blocker, a blockable card is a card like any other of its row for rank equivalence,
//! relative ranks and lonely cards; where it holds one (lungern's extended decks with the
//! Trumpf-0) it stays special. Plain minimax is the referee on deals of lungern's tables
//! dealt with the blockable cards (and the blocker) first.

use super::draw_tests::small_hand;
use super::search::Solver;
use super::*;
use crate::cards::{Card, CardSet, Deck, Suit};
use crate::power::Power;
use crate::system::Class;
use crate::{PowerOptions, catalog};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

/// Lungern's power with `trump` and `deck`.
fn lungern(trump: Suit, deck: Deck) -> Power {
    let sys = catalog::load("lungern").unwrap();
    let opts = PowerOptions {
        deck: Some(deck),
        ..PowerOptions::default()
    };
    Power::new(&sys, trump, &opts).unwrap()
}

/// The blockable cards of `power` that are special for nothing else (no limit, no Stupf).
fn plain_blockable(power: &Power) -> Vec<Card> {
    power
        .deck
        .cards()
        .into_iter()
        .filter(|c| {
            let e = power.entry(*c);
            e.blockable && !e.limited && e.taken_by.is_empty()
        })
        .collect()
}

#[test]
fn blockable_cards_are_special_only_with_a_blocker() {
    for trump in Suit::ALL {
        let plain = lungern(trump, Deck::Standard48);
        assert!(!plain.has_blocker);
        let cards = plain_blockable(&plain);
        assert!(cards.len() >= 8, "{cards:?}");
        let s = Solver::new(&plain, 0);
        for c in &cards {
            assert!(!s.cards.is_special(*c), "{c:?} without a blocker");
        }
        let blocked = lungern(trump, Deck::Extended56);
        assert!(blocked.has_blocker);
        let s = Solver::new(&blocked, 0);
        for c in plain_blockable(&blocked) {
            assert!(s.cards.is_special(c), "{c:?} with a blocker");
        }
    }
}

/// A deal of `players` in `parties` with `cards` each, after the first trick (relative
/// ranks start with the second): the blocker first where the deck has one, then some of
/// `first` (shuffled), the rest at random.
fn dealt_first(
    rng: &mut impl Rng,
    power: &Power,
    players: usize,
    parties: usize,
    cards: usize,
    first: &[Card],
) -> Table {
    let mut deck = power.deck.cards();
    deck.shuffle(rng);
    let mut head: Vec<Card> = first.to_vec();
    head.shuffle(rng);
    head.truncate(rng.random_range(1..=players * cards));
    let blockers = deck.iter().copied().filter(|c| power.entry(*c).blocker);
    head.splice(0..0, blockers);
    deck.retain(|c| !head.contains(c));
    head.extend(deck);
    head[..players * cards].shuffle(rng);
    let need = rng.random_range(1..=cards as u8);
    Table {
        hands: (0..players)
            .map(|s| {
                head[s * cards..(s + 1) * cards]
                    .iter()
                    .copied()
                    .collect::<CardSet>()
            })
            .collect(),
        // Parties alternate round the table, as `deal::parties_of` seats them.
        party: (0..players).map(|s| s % parties).collect(),
        need: vec![need; parties],
        won: vec![0; parties],
        leader: rng.random_range(0..players),
        played: 1,
        rules: PlayRules::default(),
    }
}

/// Lungern's tables of two to six seats in two to six parties, on the standard deck (no
/// blocker: the blockable cards merge) and on the extended deck (with the Trumpf-0: they
/// must not), dealt with the blockable cards and the blocker first: the solver with
/// relative ranks and mid-trick keys on every table agrees with plain minimax for every
/// party. (It fails when the blockable cards merge with a blocker in the deck: checked by
/// hand.)
#[test]
fn blockable_cards_merge_only_without_a_blocker() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1411);
    let mut checked = 0;
    for deck in [Deck::Standard48, Deck::Extended56] {
        for (players, parties) in [(2, 2), (3, 3), (4, 2), (4, 4), (6, 3)] {
            for _ in 0..30 {
                let trump = Suit::ALL[rng.random_range(0..4)];
                let mut power = lungern(trump, deck);
                power.face_down = false;
                // The Throner and Stecher of one class and group, blockable and not
                // (Ober and Under, Trumpf-4 and Trumpf-5), which merge without a blocker.
                let first: Vec<Card> = power
                    .deck
                    .cards()
                    .into_iter()
                    .filter(|c| {
                        let e = power.entry(*c);
                        matches!(e.class, Class::Throner | Class::Stecher)
                            && !e.limited
                            && e.taken_by.is_empty()
                    })
                    .collect();
                let cards = small_hand(players);
                let t = dealt_first(&mut rng, &power, players, parties, cards, &first);
                for goal in 0..parties {
                    let mut s = Solver::new(&power, goal);
                    s.relative_above = 0;
                    s.mid_above = 0;
                    assert_eq!(
                        s.makes(&t),
                        makes_plain(&power, &t, goal),
                        "{deck:?} {players}:{parties} {t:?} goal {goal}"
                    );
                }
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 300);
}
