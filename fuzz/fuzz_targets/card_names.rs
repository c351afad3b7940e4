//! Card-name parsing on arbitrary text, for every rule system and trump: never a panic, and a
//! name that parses gives a card whose canonical name parses back to the same card.
#![no_main]

use kaiser::cards::Suit;
use kaiser::cards::names::{Namer, parse_suit};
use kaiser::rules::catalog;
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fn namers() -> &'static Vec<Namer> {
    static NAMERS: OnceLock<Vec<Namer>> = OnceLock::new();
    NAMERS.get_or_init(|| {
        let mut out = Vec::new();
        for id in catalog::ids() {
            let system = catalog::load(id).expect("built-in systems load");
            for trump in [None, Some(Suit::Rosen), Some(Suit::Schellen), Some(Suit::Eichel), Some(Suit::Schilten)] {
                for deck in &system.decks {
                    out.push(Namer::new(trump, &system.nicknames).with_deck(*deck));
                }
            }
        }
        out
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let _ = parse_suit(text);
    let namers = namers();
    let namer = &namers[pick as usize % namers.len()];
    match namer.card(text) {
        Ok(card) => {
            let back = namer.card(&card.to_string()).expect("a canonical name parses");
            assert_eq!(back, card, "{text:?} -> {card} -> {back}");
            let short = namer.card(&card.short()).expect("a short name parses");
            assert_eq!(short, card, "{text:?} -> {card} -> short {}", card.short());
        }
        Err(e) => {
            // The message is built (suggestions included) without a panic.
            let _ = e.to_string();
        }
    }
});
