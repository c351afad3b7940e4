//! The trick engine's tables: every special rule, decided by the engine on the sources' cases.
use super::*;
use crate::cards::Deck;
use crate::cards::names::Namer;
use crate::catalog;
use crate::power::PowerOptions;
use std::collections::BTreeMap;

struct Case {
    variant: &'static str,
    trump: Suit,
    deck: Option<Deck>,
    unannounced: &'static [&'static str],
    first_trick: bool,
    cards: &'static [&'static str],
    winner: usize,
    source: &'static str,
}

const fn case(
    variant: &'static str,
    trump: Suit,
    cards: &'static [&'static str],
    winner: usize,
    source: &'static str,
) -> Case {
    Case {
        variant,
        trump,
        deck: None,
        unannounced: &[],
        first_trick: false,
        cards,
        winner,
        source,
    }
}

fn run(c: &Case) -> Outcome {
    let system = catalog::load(c.variant).unwrap();
    let namer = Namer::new(Some(c.trump), &system.nicknames);
    let parse =
        |names: &[&str]| -> Vec<Card> { names.iter().map(|n| namer.card(n).unwrap()).collect() };
    let opts = PowerOptions {
        deck: c.deck,
        unannounced: parse(c.unannounced),
        switches: BTreeMap::new(),
    };
    let power = Power::new(&system, c.trump, &opts).unwrap();
    let cards = parse(c.cards);
    let ctx = TrickContext {
        first_trick: c.first_trick,
    };
    let out = explain(&system, &power, &cards, ctx).unwrap();
    assert_eq!(winner(&power, &cards, ctx), out.winner);
    out
}

const EXT: Option<Deck> = Some(Deck::Extended56);

#[test]
fn lungern_extended_deck_trumpf_0_and_trumpf_1() {
    let v = "000_03ddb346fab875bf.txt §Variante des Kartensets";
    let s = Suit::Schellen;
    let table = [
        // "alle diese Stecher ... verlieren ihre Kraft, zu nehmen": the led Rosen-7 holds again.
        Case {
            deck: EXT,
            ..case("lungern", s, &["Rosen-7", "Blass", "T-Nullig"], 0, v)
        },
        // "So kann dann eine nachfolgende Mugg ohne weiteres das Spiel nehmen"
        Case {
            deck: EXT,
            ..case(
                "lungern",
                s,
                &["Rosen-7", "Blass", "T-Nullig", "Mugg"],
                3,
                v,
            )
        },
        // "Auch die nachfolgenden Throner (etwa König) behält seine Nehmerkraft"
        Case {
            deck: EXT,
            ..case(
                "lungern",
                s,
                &["Rosen-7", "Blass", "T-Nullig", "Rosen-König"],
                3,
                v,
            )
        },
        // "Die Trumpf-0 vermag aber einen nachfolgenden Stecher nicht zu blockieren"
        Case {
            deck: EXT,
            ..case("lungern", s, &["Rosen-7", "T-Nullig", "Blass"], 2, v)
        },
        // "Ebenfalls behält der Bauer seine absolute Stechqualität"
        Case {
            deck: EXT,
            ..case("lungern", s, &["Rosen-7", "Jos", "T-Nullig"], 1, v)
        },
        // "Die Under, behalten ihre Nehmerkraft, ebenfalls die Trumpf-5 und d'Mugg"
        Case {
            deck: EXT,
            ..case("lungern", s, &["Rosen-7", "Mugg", "T-Nullig"], 1, v)
        },
        Case {
            deck: EXT,
            ..case("lungern", s, &["Rosen-7", "Rosen-Under", "T-Nullig"], 1, v)
        },
        // "Der Stupf Trumpf-7 wird nicht blockiert"
        Case {
            deck: EXT,
            ..case("lungern", s, &["T-7", "T-Nullig"], 0, v)
        },
        // A led Blass is blocked: the Trumpf-0 holds until a Stecher comes.
        Case {
            deck: EXT,
            ..case("lungern", s, &["Blass", "T-Nullig"], 1, v)
        },
        Case {
            deck: EXT,
            ..case("lungern", s, &["Blass", "T-Nullig", "T-5"], 2, v)
        },
        // A card that could never take (no suit after a led Stecher) does not inherit it.
        Case {
            deck: EXT,
            ..case("lungern", s, &["Blass", "Rosen-3", "T-Nullig"], 2, v)
        },
        // "Sie blockiert auch alle Ober und Könige": a led Ober too; a Rosen-Under then takes.
        Case {
            deck: EXT,
            ..case(
                "lungern",
                s,
                &["Rosen-Ober", "T-Nullig", "Rosen-Under"],
                2,
                v,
            )
        },
        // "die Trumpf-1 ist dann ein Stecher, der zwischen den Karten 5 und 6 anzusiedeln ist"
        Case {
            deck: EXT,
            ..case("lungern", s, &["Rosen-5", "T-Einig"], 1, v)
        },
        Case {
            deck: EXT,
            ..case("lungern", s, &["Rosen-6", "T-Einig"], 0, v)
        },
        Case {
            deck: EXT,
            ..case("lungern", s, &["Rosen-5", "T-Einig", "Rosen-6"], 2, v)
        },
        Case {
            deck: EXT,
            ..case("lungern", s, &["Rosen-Nullig", "Rosen-Einig"], 1, v)
        },
        Case {
            deck: EXT,
            ..case("lungern", s, &["Rosen-Einig", "Rosen-Ass"], 0, v)
        },
    ];
    for c in &table {
        assert_eq!(run(c).winner, c.winner, "{:?} ({})", c.cards, c.source);
    }
}

#[test]
fn limits_and_conditions_of_single_cards() {
    let s = Suit::Schilten;
    let nehmer = "000_03ddb346fab875bf.txt §Nehmer";
    let table = [
        // 000 §Nehmer: "Der Trumpfkönig kann als Throner nur den Trumpfober nehmen".
        case("lungern", s, &["T-Ober", "T-König"], 1, nehmer),
        case("lungern", s, &["T-Ober", "T-3", "T-König"], 1, nehmer),
        // ... and the König first: it holds, the Trumpf-3 stands below it (order matters).
        case("lungern", s, &["T-Ober", "T-König", "T-3"], 1, nehmer),
        // "Trumpfober können die niederen Ränge der Trumpffarbe nicht nehmen".
        Case {
            unannounced: &["Oberkaiser"],
            ..case("lungern", s, &["Oberkaiser", "T-Ober"], 0, nehmer)
        },
        // Stans footnote 5 has no such limit: hiratä.
        case(
            "stans",
            s,
            &["T-Ober", "T-3", "T-König"],
            2,
            "001 footnote 5",
        ),
        // 002 Silenen rows 10 and 13: the Trumpf-4 and -5 "gehen nicht in den Mann".
        case(
            "silenen",
            s,
            &["T-8", "T-4", "T-Ober"],
            1,
            "002 Silenen row 10",
        ),
        case(
            "silenen",
            s,
            &["T-9", "T-5", "T-König"],
            1,
            "002 Silenen row 13",
        ),
        case(
            "silenen",
            s,
            &["T-8", "T-König", "T-4"],
            1,
            "002 Silenen row 15",
        ),
        // The Trumpf-3 only when led (row 7); played later, the Trumpf-König takes it.
        case(
            "silenen",
            s,
            &["T-8", "T-3", "T-König"],
            2,
            "002 Silenen row 7",
        ),
        // 000: the Trumpf-1 takes "5, 4, 3, 2, 1, 0 ..., sofern sie nicht Trumpf sind".
        Case {
            deck: Some(Deck::Extended60),
            ..case(
                "lungern",
                s,
                &["T-Zweiig", "T-Einig"],
                0,
                "000 §Variante des Kartensets",
            )
        },
        Case {
            deck: Some(Deck::Extended60),
            ..case(
                "lungern",
                s,
                &["Rosen-Zweiig", "T-Einig"],
                1,
                "000 §Variante des Kartensets",
            )
        },
        // 004: "In der Trumpf-Farbe vermag die 7 logischerweise weder 8 noch 9 zu stechen".
        case(
            "willisau",
            s,
            &["T-8", "T-9"],
            1,
            "004 §Sonderfall Trumpf 7",
        ),
    ];
    for c in &table {
        assert_eq!(
            run(c).winner,
            c.winner,
            "{} {:?} ({})",
            c.variant,
            c.cards,
            c.source
        );
    }
    let limited = run(&case(
        "lungern",
        s,
        &["T-Ober", "T-3", "T-König"],
        1,
        nehmer,
    ));
    // The words are the text layer's (src/text/trick_tests.rs); here the facts.
    assert_eq!(limited.steps[2].verdict, Verdict::Fails(Fails::Limited));
    let system = catalog::load("lungern").unwrap();
    let power = Power::new(&system, s, &PowerOptions::default()).unwrap();
    assert!(
        limited.steps[2]
            .cite
            .source(&system, &power)
            .en
            .contains("§Nehmer")
    );
}

#[test]
fn lungern_t9_switch_unless_a_stecher_was_played() {
    // 000 §Stupf: "Die Trumpf-9 kann die Trumpf-8 nehmen, falls die Trumpf-8 ausgegeben
    // wurde, ausser es ist ein Stecher im Spiel." The Trumpf-1 is a Stecher below the 8.
    let system = catalog::load("lungern").unwrap();
    let namer = Namer::new(Some(Suit::Rosen), &[]);
    let cards = |v: &[&str]| v.iter().map(|n| namer.card(n).unwrap()).collect::<Vec<_>>();
    let on = PowerOptions {
        deck: Some(Deck::Extended56),
        unannounced: vec![],
        switches: [("t9_takes_led_t8".to_string(), true)].into(),
    };
    let off = PowerOptions {
        switches: BTreeMap::new(),
        ..on.clone()
    };
    let p_on = Power::new(&system, Suit::Rosen, &on).unwrap();
    let p_off = Power::new(&system, Suit::Rosen, &off).unwrap();
    let ctx = TrickContext::default();
    assert_eq!(winner(&p_on, &cards(&["T8", "T9"]), ctx), 1);
    assert_eq!(winner(&p_off, &cards(&["T8", "T9"]), ctx), 0);
    assert_eq!(winner(&p_on, &cards(&["T8", "T-Einig", "T9"]), ctx), 0);
    // A Stecher before the 9 takes the 8 itself, and the 9 cannot take a Stecher.
    assert_eq!(winner(&p_on, &cards(&["T8", "Mugg", "T9"]), ctx), 1);
}

#[test]
fn blocking_is_explained() {
    let c = Case {
        deck: EXT,
        ..case(
            "lungern",
            Suit::Schellen,
            &["Rosen-7", "Blass", "T-Nullig"],
            0,
            "",
        )
    };
    let out = run(&c);
    let block = out
        .steps
        .iter()
        .find(|s| matches!(s.verdict, Verdict::Blocks { .. }))
        .unwrap();
    assert_eq!(block.holder, 0);
    let system = catalog::load("lungern").unwrap();
    let opts = PowerOptions {
        deck: EXT,
        ..Default::default()
    };
    let power = Power::new(&system, Suit::Schellen, &opts).unwrap();
    assert!(
        block
            .cite
            .source(&system, &power)
            .en
            .contains("Variante des Kartensets")
    );
}

#[test]
fn unannounced_kaiser_are_plain_tens() {
    let s = Suit::Schellen;
    let u = "000_03ddb346fab875bf.txt §Ansagen der Kaiser";
    let table = [
        // "oder durch den Farbunder, Farbober oder Farbkönig, welcher dieselbe Farbe besitzt"
        Case {
            unannounced: &["Blass"],
            ..case("lungern", s, &["Blass", "Rosen-Under"], 1, u)
        },
        Case {
            unannounced: &[],
            ..case("lungern", s, &["Blass", "Rosen-Under"], 0, u)
        },
        // "nur gemäss seiner Farbposition eine niedere Karte seiner Farbe (9 und weniger) nehmen"
        Case {
            unannounced: &["Blass"],
            ..case("lungern", s, &["Rosen-9", "Blass"], 1, u)
        },
        // "kann durch jeden Stecher genommen werden, der eine höhere Machtposition hat"
        Case {
            unannounced: &["Blass"],
            ..case("lungern", s, &["Rosen-9", "Blass", "Mugg"], 2, u)
        },
        // Off suit, a plain 10 takes nothing.
        Case {
            unannounced: &["Grün"],
            ..case("lungern", s, &["Rosen-9", "Grün"], 0, u)
        },
        // 004 De Fuul: an unannounced trump Banner "kann ... wieder von den beiden Fuulen gestochen werden"
        Case {
            unannounced: &["Mogg"],
            ..case("willisau", s, &["Mogg", "Fuul-Ober"], 1, "004 §De Fuul")
        },
        // 003 §1 B.IV: "Sie stechen aber keinen Kaiser, dem man nicht gekritzelt ..., denn dieser ist dann natürlich die Zehn"
        Case {
            unannounced: &["Fugel"],
            ..case(
                "liebenau",
                Suit::Rosen,
                &["Fugel", "Schellen-9"],
                0,
                "003 §1 B.IV",
            )
        },
    ];
    for c in &table {
        assert_eq!(
            run(c).winner,
            c.winner,
            "{:?} unannounced {:?} ({})",
            c.cards,
            c.unannounced,
            c.source
        );
    }
}

#[test]
fn karnoeffel_trumpf_7_not_in_the_first_trick() {
    // 002 §Stichwert (2.): "Sie kann nicht im ersten Stich ausgespielt werden"; reading: led
    // there anyway, it is "nur eine 7", a plain card of the trump suit.
    let s = Suit::Rosen;
    let src = "002_0d36d0d0407ba759.txt §Stichwert der Karten (2.)";
    let table = [
        case("karnoeffel", s, &["Rosen-7", "Rosen-8"], 0, src),
        Case {
            first_trick: true,
            ..case("karnoeffel", s, &["Rosen-7", "Rosen-8"], 1, src)
        },
        Case {
            first_trick: true,
            ..case("karnoeffel", s, &["Rosen-7", "Rosen-6"], 1, src)
        },
        Case {
            first_trick: true,
            ..case("karnoeffel", s, &["Rosen-7", "Eichel-König"], 0, src)
        },
        // Karnöffel: the trump suit's König, Ober, 10, 9, 8 "sind keine Trümpfe": ordinary cards.
        case(
            "karnoeffel",
            s,
            &["Rosen-8", "Rosen-9"],
            1,
            "002 §Stichwert der Karten",
        ),
        // ... whereas in Kaisern a plain trump card takes nothing (lungern has no plain
        // trump card but the unannounced Banner; liebenau has the trump 9 and 8).
        case("liebenau", s, &["Rosen-8", "Rosen-9"], 0, "003 §1 B.IV"),
    ];
    for c in &table {
        assert_eq!(
            run(c).winner,
            c.winner,
            "{:?} first {} ({})",
            c.cards,
            c.first_trick,
            c.source
        );
    }
    let out = run(&Case {
        first_trick: true,
        ..case("karnoeffel", s, &["Rosen-7", "Rosen-8"], 1, src)
    });
    assert_eq!(out.steps[1].verdict, Verdict::Takes(Takes::InSuit));
    assert!(out.lead_demoted());
}

#[test]
fn bad_tricks_are_refused() {
    let system = catalog::load("stans").unwrap();
    let power = Power::new(&system, Suit::Rosen, &PowerOptions::default()).unwrap();
    let rk = Card::new(Suit::Rosen, crate::cards::Rank::Koenig);
    let r9 = Card::new(Suit::Rosen, crate::cards::Rank::Neun);
    assert_eq!(check(&system, &power, &[]), Err(TrickError::Empty));
    assert_eq!(
        check(&system, &power, &[rk, rk]),
        Err(TrickError::Duplicate(rk))
    );
    assert_eq!(
        check(&system, &power, &[rk, r9]),
        Err(TrickError::NotInDeck {
            card: r9,
            deck: "stans-40".into(),
            system: "stans".into(),
            other: String::new(),
        })
    );
    let many: Vec<Card> = Deck::Stans40.cards().into_iter().take(13).collect();
    assert_eq!(check(&system, &power, &many), Err(TrickError::TooMany(13)));
}
