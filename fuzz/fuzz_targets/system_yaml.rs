//! Loading a rule-system YAML file (`--variant-file`, house rules) from arbitrary text: an error
//! or a system whose Machtposition builds for every trump; never a panic or a hang.
#![no_main]

use kaiser::cards::Suit;
use kaiser::rules::{Power, PowerOptions, catalog};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match catalog::load_text(text, "fuzz.yaml") {
        Ok(system) => {
            for trump in [Suit::Rosen, Suit::Schellen, Suit::Eichel, Suit::Schilten] {
                for deck in &system.decks {
                    let opts = PowerOptions { deck: Some(*deck), ..PowerOptions::default() };
                    let _ = Power::new(&system, trump, &opts);
                }
            }
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
