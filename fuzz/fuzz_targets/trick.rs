//! Trick resolution on arbitrary cards and flags: any system, trump, deck, switches,
//! unannounced Banner and first-trick flag. Bad tricks are refused with an error; good ones
//! give the same winner on the fast path and in the explanation, and the winner is a card of
//! the trick.
#![no_main]

use arbitrary::Arbitrary;
use kaiser::cards::{Card, Suit};
use kaiser::rules::{Power, PowerOptions, RuleSystem, TrickContext, catalog, explain, trick, winner};
use libfuzzer_sys::fuzz_target;
use std::collections::BTreeMap;
use std::sync::OnceLock;

#[derive(Debug, Arbitrary)]
struct Input {
    system: u8,
    trump: u8,
    deck: u8,
    switches: Vec<(u8, bool)>,
    unannounced: Vec<u8>,
    first_trick: bool,
    cards: Vec<u8>,
}

fn systems() -> &'static Vec<RuleSystem> {
    static SYSTEMS: OnceLock<Vec<RuleSystem>> = OnceLock::new();
    SYSTEMS.get_or_init(|| catalog::ids().into_iter().map(|id| catalog::load(id).unwrap()).collect())
}

fn card(b: u8) -> Option<Card> {
    Card::from_id(b as usize % 64)
}

fuzz_target!(|input: Input| {
    let systems = systems();
    let system = &systems[input.system as usize % systems.len()];
    let trump = [Suit::Rosen, Suit::Schellen, Suit::Eichel, Suit::Schilten][input.trump as usize % 4];
    let deck = system.decks[input.deck as usize % system.decks.len()];
    let names: Vec<String> = system.default_switches().into_keys().collect();
    let mut switches = BTreeMap::new();
    for (i, on) in input.switches.iter().take(8) {
        if !names.is_empty() {
            switches.insert(names[*i as usize % names.len()].clone(), *on);
        }
    }
    let opts = PowerOptions {
        deck: Some(deck),
        unannounced: input.unannounced.iter().take(4).filter_map(|b| card(*b)).collect(),
        switches,
    };
    let Ok(power) = Power::new(system, trump, &opts) else { return };
    let cards: Vec<Card> = input.cards.iter().take(16).filter_map(|b| card(*b)).collect();
    let ctx = TrickContext { first_trick: input.first_trick };
    match explain(system, &power, &cards, ctx) {
        Ok(outcome) => {
            assert!(trick::check(system, &power, &cards).is_ok());
            assert!(outcome.winner < cards.len());
            assert_eq!(outcome.winner, winner(&power, &cards, ctx), "{cards:?}");
            assert_eq!(outcome.card, cards[outcome.winner].to_string());
            assert!(!outcome.steps.is_empty());
        }
        Err(e) => {
            assert!(trick::check(system, &power, &cards).is_err());
            let _ = e.to_string();
        }
    }
});
