//! The deal's and the hand's tests: every table deals, the same seed deals the same, play
//! stops at the tricks needed, ties, unannounced Banner.

use super::*;
use crate::cards::{Card, Deck, Rank, Suit};
use crate::catalog;
use crate::system::Tie;
use crate::umschlag::Decision;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[test]
fn every_table_of_every_system_deals() {
    for id in catalog::ids() {
        let system = catalog::load(id).unwrap();
        assert!(!system.tables.is_empty(), "{id} has tables");
        for def in &system.tables {
            let deck = deck_for(&system, def);
            let mut rng = ChaCha8Rng::seed_from_u64(3);
            let d = deal(&system, def, deck, 0, &mut rng).unwrap();
            assert_eq!(d.hands.len(), def.players);
            let mut all: Vec<Card> = d
                .hands
                .iter()
                .flatten()
                .copied()
                .chain(d.stock.iter().copied())
                .collect();
            assert!(d.hands.iter().all(|h| h.len() == def.cards), "{id}");
            assert_eq!(
                all.len(),
                deck.len(),
                "{id}: every card dealt or in the stock"
            );
            all.sort_by_key(|c| c.id());
            all.dedup();
            assert_eq!(all.len(), deck.len(), "{id}: no card twice");
            // The face-up cards are each seat's first card, the seat after the dealer first.
            assert_eq!(d.face_up[0].0, 1 % def.players);
            for (seat, card) in &d.face_up {
                assert_eq!(d.hands[*seat][0], *card);
            }
            if let Decision::Trump { suit, .. } = d.umschlag.decision {
                assert_eq!(suit, d.trump);
            }
        }
    }
}

#[test]
fn silenen_at_eight_deals_without_the_eights_and_nines() {
    // `002_…` §Das Silener Kaiserspiel: "Die 8 und 9 werden aus dem Spiel genommen, wenn
    // zu acht gespielt wird"; at 10 and 12 the 48 cards of §Kartenblatt.
    let system = catalog::load("silenen").unwrap();
    for (players, want) in [
        (8, Deck::Stans40),
        (10, Deck::Standard48),
        (12, Deck::Standard48),
    ] {
        let def = system.table(players, None).unwrap().clone();
        assert_eq!(deck_for(&system, &def), want, "{players} players");
    }
    let def = system.table(8, None).unwrap().clone();
    for seed in 0..50 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let d = deal(&system, &def, deck_for(&system, &def), 7, &mut rng).unwrap();
        let dealt: Vec<Card> = d.hands.iter().flatten().copied().collect();
        assert_eq!(dealt.len(), 40, "seed {seed}: all 40 cards dealt");
        assert!(
            dealt
                .iter()
                .all(|c| c.rank() != Rank::Acht && c.rank() != Rank::Neun),
            "seed {seed}: an 8 or 9 was dealt: {dealt:?}"
        );
        assert!(d.stock.is_empty());
    }
    // A table's deck must be one of the system's decks and hold the deal.
    let bad = |deck: &str, players: usize, cards: usize| {
        format!(
            "format_version: 1\nid: house\nextends: silenen\ntitle: House\nhand:\n  tables:\n    - {{players: {players}, parties: 2, cards: {cards}, need: 3, deck: {deck}, source: x}}\n"
        )
    };
    assert!(catalog::load_text(&bad("extended-56", 8, 5), "h.yaml").is_err());
    assert!(catalog::load_text(&bad("stans-40", 10, 5), "h.yaml").is_err());
    assert!(catalog::load_text(&bad("stans-40", 8, 5), "h.yaml").is_ok());
}

#[test]
fn same_seed_same_deal() {
    let system = catalog::load("stans").unwrap();
    let def = system.table(4, None).unwrap().clone();
    let deck = deck_for(&system, &def);
    let a = deal(&system, &def, deck, 2, &mut ChaCha8Rng::seed_from_u64(9)).unwrap();
    let b = deal(&system, &def, deck, 2, &mut ChaCha8Rng::seed_from_u64(9)).unwrap();
    let c = deal(&system, &def, deck, 2, &mut ChaCha8Rng::seed_from_u64(10)).unwrap();
    assert_eq!(a.hands, b.hands);
    assert_ne!(a.hands, c.hands);
    assert_eq!(
        a.hands[0].len(),
        7,
        "stans deals 7 to four players (`001_…` §4)"
    );
}

fn cards(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| n.parse().unwrap()).collect()
}

#[test]
fn play_stops_when_a_party_has_its_tricks() {
    // `002_…` Spielablauf: "bis eine Mannschaft drei Stiche gemacht hat".
    let system = catalog::load("karnoeffel").unwrap();
    let def = system.table(4, None).unwrap().clone();
    let hands = [
        cards(&[
            "Eichel-König",
            "Eichel-Ober",
            "Eichel-Under",
            "Rosen-3",
            "Rosen-4",
        ]),
        cards(&[
            "Eichel-3",
            "Eichel-4",
            "Eichel-5",
            "Schellen-3",
            "Schellen-4",
        ]),
        cards(&[
            "Eichel-6",
            "Eichel-7",
            "Eichel-8",
            "Schilten-3",
            "Schilten-4",
        ]),
        cards(&[
            "Eichel-9",
            "Eichel-Ass",
            "Schellen-5",
            "Schellen-6",
            "Schellen-7",
        ]),
    ];
    let mut h = Hand::new(
        &system,
        &def,
        Deck::Standard48,
        Suit::Schilten,
        &hands,
        &[],
        0,
    )
    .unwrap();
    for lead in ["Eichel-König", "Eichel-Ober", "Eichel-Under"] {
        let seat = h.to_play().unwrap();
        assert_eq!(seat, 0, "the winner leads");
        h.play(lead.parse().unwrap()).unwrap();
        for s in 1..4 {
            let card = h.table.hands[s]
                .iter()
                .find(|c| c.suit() == Suit::Eichel)
                .or(h.table.hands[s].iter().next())
                .unwrap();
            h.play(card).unwrap();
        }
    }
    assert_eq!(
        h.result(),
        Some(HandResult {
            winner: Some(0),
            tricks: vec![3, 0]
        })
    );
    assert_eq!(h.to_play(), None, "no fourth trick");
    assert!(h.play("Rosen-3".parse().unwrap()).is_err());
}

#[test]
fn ties_go_to_the_last_to_reach_the_count() {
    // `000_…` Anzahl der Karten: "Sind die Gewinne 3 Sätze + 3 Sätze + 1 Satz, dann gewinnt
    // jener, der zuletzt den 3. Satz einheimst."
    let system = catalog::load("lungern").unwrap();
    let def = system.table(3, None).unwrap().clone();
    let mut h = Hand::new(
        &system,
        &def,
        Deck::Standard48,
        Suit::Rosen,
        &[vec![], vec![], vec![]],
        &[],
        0,
    )
    .unwrap();
    // Tricks won in order: 0, 1, 0, 1, 0, 2, 1 → 3-3-1, seat 1 took its third last.
    for (i, w) in [0usize, 1, 0, 1, 0, 2, 1].into_iter().enumerate() {
        h.table.won[w] += 1;
        h.reached[w].push(i);
    }
    assert_eq!(h.result().unwrap().winner, Some(1));
    h.tie = Some(Tie::First);
    assert_eq!(h.result().unwrap().winner, Some(0));
    h.tie = None;
    assert_eq!(h.result().unwrap().winner, None);
}

#[test]
fn unannounced_banner_are_plain_tens() {
    let system = catalog::load("stans").unwrap();
    let def = system.table(4, None).unwrap().clone();
    let hands = vec![
        cards(&["Schellen-Banner"]),
        cards(&["Eichel-7"]),
        cards(&["Rosen-3"]),
        cards(&["Rosen-4"]),
    ];
    let h = Hand::new(&system, &def, Deck::Stans40, Suit::Rosen, &hands, &[], 0).unwrap();
    assert!(!h.power.is_kaiser("Schellen-Banner".parse().unwrap()));
    let h = Hand::new(
        &system,
        &def,
        Deck::Stans40,
        Suit::Rosen,
        &hands,
        &cards(&["Schellen-Banner"]),
        0,
    )
    .unwrap();
    assert!(h.power.is_kaiser("Schellen-Banner".parse().unwrap()));
}
