//! Card and suit names: every spelling, trump names, system nicknames, suggestions.

use super::*;

fn c(s: Suit, r: Rank) -> Card {
    Card::new(s, r)
}

#[test]
fn display_and_from_str_round_trip_over_every_card() {
    for card in Card::all() {
        let shown = card.to_string();
        assert_eq!(shown.parse::<Card>(), Ok(card), "{shown}");
        assert_eq!(card.short().parse::<Card>(), Ok(card), "{}", card.short());
        let ascii = shown.replace('ö', "oe").to_uppercase();
        assert_eq!(ascii.parse::<Card>(), Ok(card), "{ascii}");
    }
}

#[test]
fn spellings_from_the_sources() {
    let table = [
        ("Rosen-König", c(Suit::Rosen, Rank::Koenig)),
        ("Rosen-Koenig", c(Suit::Rosen, Rank::Koenig)),
        ("rosen koenig", c(Suit::Rosen, Rank::Koenig)),
        ("Rosenkönig", c(Suit::Rosen, Rank::Koenig)),
        ("Schiltenober", c(Suit::Schilten, Rank::Ober)),
        ("Eichelnfünf", c(Suit::Eichel, Rank::Fuenf)),
        ("Eicheln-As", c(Suit::Eichel, Rank::Ass)),
        ("Schilte-Sau", c(Suit::Schilten, Rank::Ass)),
        ("Schellen-Daus", c(Suit::Schellen, Rank::Ass)),
        ("Rosen-2", c(Suit::Rosen, Rank::Ass)),
        ("Rosen-Unter", c(Suit::Rosen, Rank::Under)),
        ("Rosenbauer", c(Suit::Rosen, Rank::Under)),
        ("Rosen-10", c(Suit::Rosen, Rank::Banner)),
        ("Rosenkaiser", c(Suit::Rosen, Rank::Banner)),
        ("Blass", c(Suit::Rosen, Rank::Banner)),
        ("Bläss", c(Suit::Rosen, Rank::Banner)),
        ("Mugg", c(Suit::Schellen, Rank::Banner)),
        ("Mogg", c(Suit::Schellen, Rank::Banner)),
        ("Fugel", c(Suit::Schellen, Rank::Banner)),
        ("Grün", c(Suit::Eichel, Rank::Banner)),
        ("Grüen", c(Suit::Eichel, Rank::Banner)),
        ("Wiidli", c(Suit::Eichel, Rank::Banner)),
        ("Wydli", c(Suit::Eichel, Rank::Banner)),
        ("Widli", c(Suit::Eichel, Rank::Banner)),
        ("Oberkaiser", c(Suit::Schilten, Rank::Banner)),
        ("Ob'Kaiser", c(Suit::Schilten, Rank::Banner)),
        ("Tätsch", c(Suit::Schilten, Rank::Banner)),
        ("SchK", c(Suit::Schilten, Rank::Koenig)),
        ("schb", c(Suit::Schilten, Rank::Banner)),
        ("SA", c(Suit::Schellen, Rank::Ass)),
        ("E7", c(Suit::Eichel, Rank::Sieben)),
        ("Rosen-Einig", c(Suit::Rosen, Rank::Einig)),
        ("Rosen-0", c(Suit::Rosen, Rank::Nullig)),
        ("Rosen-Zweiig", c(Suit::Rosen, Rank::Zweiig)),
    ];
    for (name, card) in table {
        assert_eq!(name.parse::<Card>(), Ok(card), "{name}");
    }
}

#[test]
fn trump_names_need_the_trump() {
    let namer = Namer::new(Some(Suit::Schilten), &[]);
    let table = [
        ("Jos", Rank::Under),
        ("Joos", Rank::Under),
        ("Buur", Rank::Under),
        ("Karnöffel", Rank::Under),
        ("Papst", Rank::Sechs),
        ("Näll", Rank::Sechs),
        ("Teufel", Rank::Sieben),
        ("Sibille", Rank::Sieben),
        ("Babeli", Rank::Sieben),
        ("böse Sieben", Rank::Sieben),
        ("Trumpf-7", Rank::Sieben),
        ("T7", Rank::Sieben),
        ("T-Under", Rank::Under),
        ("Trumfdrei", Rank::Drei),
        ("Trumpfsau", Rank::Ass),
    ];
    for (name, rank) in table {
        assert_eq!(namer.card(name), Ok(c(Suit::Schilten, rank)), "{name}");
    }
    assert!(matches!(
        "Jos".parse::<Card>(),
        Err(CardNameError::NeedsTrump { .. })
    ));
}

#[test]
fn system_nicknames() {
    let fuil = vec![("Fuil".to_string(), CardRef::Trump(Rank::Koenig))];
    let namer = Namer::new(Some(Suit::Rosen), &fuil);
    assert_eq!(namer.card("fuil"), Ok(c(Suit::Rosen, Rank::Koenig)));
    assert!(Namer::new(Some(Suit::Rosen), &[]).card("Fuil").is_err());
}

/// A misspelt nickname of the system is suggested as the system writes it ("Fuil", as
/// `kaiser cards` lists it), not in the folded form it is matched in.
#[test]
fn a_misspelt_system_nickname_is_suggested_as_written() {
    let fuil = [("Fuil".to_string(), CardRef::Trump(Rank::Koenig))];
    let namer = Namer::new(Some(Suit::Rosen), &fuil);
    match namer.card("Fuill") {
        Err(CardNameError::Unknown { suggestions, .. }) => {
            assert_eq!(
                suggestions.first().map(String::as_str),
                Some("Fuil (Trumpf-König)")
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn misspelt_names_get_the_nearest() {
    let err = "Rosen-Kng".parse::<Card>().unwrap_err();
    let CardNameError::Unknown { suggestions, .. } = &err else {
        panic!("{err:?}")
    };
    assert_eq!(suggestions.first().map(String::as_str), Some("Rosen-König"));
    let suggested = |input: &str| match input.parse::<Card>() {
        Err(CardNameError::Unknown { suggestions, .. }) => suggestions,
        other => panic!("{other:?}"),
    };
    assert!(
        suggested("Mug").contains(&"Mugg (Schellen-Banner)".to_string()),
        "{:?}",
        suggested("Mug")
    );
    assert!(suggested("xyzzy").is_empty());
    assert_eq!(
        suggested("König"),
        [
            "Rosen-König",
            "Schellen-König",
            "Eichel-König",
            "Schilten-König",
            "Trumpf-König"
        ]
    );
    let long = "x".repeat(100_000);
    let Err(CardNameError::Unknown { input, .. }) = long.parse::<Card>() else {
        panic!("a long name is unknown")
    };
    assert!(input.len() < 100);
    // Decomposed umlauts and invisible marks from a copy-paste.
    assert_eq!(
        "Rosen-Ko\u{308}nig".parse::<Card>().unwrap().to_string(),
        "Rosen-König"
    );
    assert_eq!(
        "\u{feff}Mugg\u{200f}".parse::<Card>().unwrap().to_string(),
        "Schellen-Banner"
    );
}

#[test]
fn suits() {
    assert_eq!(parse_suit("Eicheln"), Ok(Suit::Eichel));
    assert_eq!(parse_suit("schilte"), Ok(Suit::Schilten));
    assert_eq!(parse_suit("Sch"), Ok(Suit::Schilten));
    assert_eq!(
        parse_suit("Rosn").unwrap_err(),
        SuitNameError {
            input: "Rosn".into(),
            expected: vec!["Rosen".into()]
        }
    );
    assert_eq!(parse_suit("xx").unwrap_err().expected.len(), 4);
    assert!(parse_suit("Trumpf").is_err());
}
