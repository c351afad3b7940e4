//! The narration of tricks: exact sentences in English and German for a representative set of
//! tricks, and the sources they quote.
use super::*;
use crate::cards::names::Namer;
use crate::cards::{Deck, Suit};
use crate::rules::catalog;
use crate::rules::power::PowerOptions;
use crate::rules::trick::{TrickContext, check, explain};

struct Trick {
    variant: &'static str,
    trump: Suit,
    deck: Option<Deck>,
    unannounced: &'static [&'static str],
    first_trick: bool,
    cards: &'static [&'static str],
}

const fn trick(variant: &'static str, trump: Suit, cards: &'static [&'static str]) -> Trick {
    Trick {
        variant,
        trump,
        deck: None,
        unannounced: &[],
        first_trick: false,
        cards,
    }
}

fn sentences(t: &Trick, lang: Lang) -> Vec<String> {
    let system = catalog::load(t.variant).unwrap();
    let namer = Namer::new(Some(t.trump), &system.nicknames);
    let parse = |v: &[&str]| v.iter().map(|n| namer.card(n).unwrap()).collect::<Vec<_>>();
    let opts = PowerOptions {
        deck: t.deck,
        unannounced: parse(t.unannounced),
        ..Default::default()
    };
    let power = Power::new(&system, t.trump, &opts).unwrap();
    let ctx = TrickContext {
        first_trick: t.first_trick,
    };
    let cards = parse(t.cards);
    let outcome = explain(&system, &power, &cards, ctx).unwrap();
    narrate(lang, &system, &power, &cards, &outcome)
        .into_iter()
        .map(|s| s.text)
        .collect()
}

#[test]
fn tricks_are_explained_in_german() {
    let table: [(Trick, &[&str]); 8] = [
        // Gasser's Farbstärke trick (the lib.rs doctest): Stecher takes, then a Throner.
        (
            trick(
                "lungern",
                Suit::Schellen,
                &["Eichel-7", "Mugg", "Oberkaiser", "Eichel-König"],
            ),
            &[
                "Eichel-7 wird ausgespielt: der Stich hat die Farbe Eichel.",
                "Schellen-Banner (Mugg) sticht Eichel-7: ein Stecher sticht jede Karte unter sich (Position 14 über 19).",
                "Schilten-Banner (Oberkaiser) sticht Schellen-Banner (Mugg): ein Stecher sticht jede Karte unter sich (Position 8 über 14).",
                "Eichel-König sticht Schilten-Banner (Oberkaiser): Eichel wurde ausgespielt, und in der ausgespielten Farbe sticht ein Throner jede tiefere Karte (Position 6 über 8).",
            ],
        ),
        // An unannounced Banner is a plain 10.
        (
            Trick {
                unannounced: &["Blass"],
                ..trick("lungern", Suit::Schellen, &["Rosen-9", "Blass", "Mugg"])
            },
            &[
                "Rosen-9 wird ausgespielt: der Stich hat die Farbe Rosen.",
                "Rosen-Banner (nicht angesagt: eine gewöhnliche 10) sticht Rosen-9: Rosen wurde ausgespielt, und in der ausgespielten Farbe sticht eine gewöhnliche Karte jede tiefere Karte (Position 16 über 17).",
                "Schellen-Banner (Mugg) sticht Rosen-Banner (nicht angesagt: eine gewöhnliche 10): ein Stecher sticht jede Karte unter sich (Position 13 über 16).",
            ],
        ),
        // A Stupf lead: only the Jos takes it.
        (
            trick("stans", Suit::Rosen, &["T-7", "Eichel-Ass", "Jos"]),
            &[
                "Rosen-7 (Trumpf-7) wird als Stupf ausgespielt, also hat der Stich keine Farbe: nur Rosen-Under (Jos) kann ihn machen.",
                "Eichel-Ass sticht die ausgespielte Karte Rosen-7 (Trumpf-7) nicht: das kann nur Rosen-Under (Jos).",
                "Rosen-Under (Jos) sticht Rosen-7 (Trumpf-7): als ausgespielte Karte wird Rosen-7 (Trumpf-7) nur von Rosen-Under (Jos) gestochen.",
            ],
        ),
        // A Stecher lead: the trick has no suit.
        (
            trick("stans", Suit::Rosen, &["Blass", "Eichel-König", "Rosen-3"]),
            &[
                "Rosen-Banner (Blass) wird ausgespielt. Das ist ein Stecher, also hat der Stich keine Farbe: nur ein höherer Stecher kann ihn machen.",
                "Eichel-König sticht nicht: ausgespielt wurde ein Stecher oder Stupf, der Stich hat also keine Farbe, und so sticht ein Throner nichts.",
                "Rosen-3 (Trumpf-3) sticht Rosen-Banner (Blass) nicht: Position 9 liegt unter Position 7.",
            ],
        ),
        // lungern's Trumpf-0 blocks.
        (
            Trick {
                deck: Some(Deck::Extended56),
                ..trick("lungern", Suit::Schellen, &["Rosen-7", "Blass", "T-Nullig"])
            },
            &[
                "Rosen-7 wird ausgespielt: der Stich hat die Farbe Rosen.",
                "Rosen-Banner (Blass) sticht Rosen-7: ein Stecher sticht jede Karte unter sich (Position 5 über 19).",
                "Schellen-Nullig (Trumpf-0) sticht nicht: die Karte ist keine Rosen-Karte, und eine gewöhnliche Karte sticht nur in der ausgespielten Farbe (Rosen).",
                "Schellen-Nullig (Trumpf-0) blockiert Rosen-Banner (Blass): sie verlieren ihre Kraft zu stechen. Den Stich hält jetzt Rosen-7.",
            ],
        ),
        // karnoeffel's Trumpf-7 in the first trick.
        (
            Trick {
                first_trick: true,
                ..trick("karnoeffel", Suit::Rosen, &["Rosen-7", "Rosen-8"])
            },
            &[
                "Rosen-7 (Teufel) wird im ersten Stich ausgespielt, wo die Karte kein Stupf ist, sondern nur eine gewöhnliche Karte: der Stich hat die Farbe Rosen.",
                "Rosen-8 sticht Rosen-7 (Teufel): Rosen wurde ausgespielt, und in der ausgespielten Farbe sticht eine gewöhnliche Karte jede tiefere Karte (Position 13 über 14).",
            ],
        ),
        // A limit of lungern's Trumpf-König.
        (
            trick("lungern", Suit::Schilten, &["T-Ober", "T-3", "T-König"]),
            &[
                "Schilten-Ober wird ausgespielt: der Stich hat die Farbe Schilten.",
                "Schilten-3 (Trumpf-3) sticht Schilten-Ober: ein Stecher sticht jede Karte unter sich (Position 7 über 9).",
                "Schilten-König sticht Schilten-3 (Trumpf-3) nicht: eine Regel dieses Systems beschränkt, was Schilten-König sticht.",
            ],
        ),
        // Plain trump cards take nothing.
        (
            trick("liebenau", Suit::Rosen, &["Rosen-8", "Rosen-9", "Eichel-9"]),
            &[
                "Rosen-8 wird ausgespielt: der Stich hat die Farbe Rosen.",
                "Rosen-9 sticht nicht: eine gewöhnliche Karte der Trumpffarbe sticht nichts.",
                "Eichel-9 sticht nicht: die Karte ist keine Rosen-Karte, und eine gewöhnliche Karte sticht nur in der ausgespielten Farbe (Rosen).",
            ],
        ),
    ];
    for (t, want) in &table {
        assert_eq!(sentences(t, Lang::De), *want, "{} {:?}", t.variant, t.cards);
    }
    // The same trick in English is the English of the lib.rs doctest.
    assert_eq!(
        sentences(&table[0].0, Lang::En)[3],
        "Eichel-König takes Schilten-Banner (Oberkaiser): Eichel was led, and inside the led suit a Throner takes every lower card (position 6 over 8)."
    );
}

#[test]
fn german_words_for_classes_and_lists() {
    use crate::rules::system::Class;
    use crate::text::system::class_name;
    assert_eq!(class_name(Lang::De, Class::Plain), "gewöhnlich");
    assert_eq!(class_name(Lang::En, Class::Plain), "plain");
    assert_eq!(class_name(Lang::De, Class::Stecher), "Stecher");
}

#[test]
fn bad_tricks_are_refused_in_german() {
    let system = catalog::load("stans").unwrap();
    let power = Power::new(&system, Suit::Rosen, &PowerOptions::default()).unwrap();
    let rk = Card::new(Suit::Rosen, crate::cards::Rank::Koenig);
    let r9 = Card::new(Suit::Rosen, crate::cards::Rank::Neun);
    let de = |cards: &[Card]| error(Lang::De, &check(&system, &power, cards).unwrap_err());
    assert_eq!(
        de(&[rk, rk]),
        "Rosen-König wurde zweimal gespielt; jede Karte gibt es im Blatt nur einmal"
    );
    assert_eq!(
        de(&[rk, r9]),
        "Rosen-9 ist nicht im Blatt stans-40 des Regelsystems 'stans'"
    );
    assert_eq!(
        de(&[]),
        "keine Karten: nenne die Karten des Stichs in der Reihenfolge, in der sie gespielt werden, die ausgespielte zuerst"
    );
    let many: Vec<Card> = Deck::Stans40.cards().into_iter().take(13).collect();
    assert_eq!(
        de(&many),
        "13 Karten in einem Stich; ein Stich hat höchstens 12 (eine Karte pro Spieler)"
    );
}

/// A suit lead cites the system's `suit_lead` rule where it has one (karnoeffel:
/// `002_…` §Spielablauf), else its Throner rule (lungern: `000_…` §Throner).
#[test]
fn a_suit_lead_cites_its_rule() {
    use crate::cards::Rank;
    for (id, source) in [
        ("karnoeffel", "002_0d36d0d0407ba759.txt §Spielablauf"),
        ("lungern", "000_03ddb346fab875bf.txt §Throner"),
    ] {
        let system = catalog::load(id).unwrap();
        let power = Power::new(&system, Suit::Rosen, &PowerOptions::default()).unwrap();
        let cards = [
            Card::new(Suit::Schellen, Rank::Fuenf),
            Card::new(Suit::Schellen, Rank::Neun),
        ];
        let outcome = explain(&system, &power, &cards, TrickContext::default()).unwrap();
        let cited = narrate(Lang::En, &system, &power, &cards, &outcome)[0].source;
        assert!(cited.starts_with(source), "{id}: {cited}");
    }
}

/// The sentences the engine's tests used to check (their facts are pinned in
/// `rules/trick/tests.rs`).
#[test]
fn limits_blocks_and_demoted_stupf_in_english() {
    let t = |variant, trump, deck, first_trick, cards| Trick {
        variant,
        trump,
        deck,
        unannounced: &[],
        first_trick,
        cards,
    };
    let ext = Some(Deck::Extended56);
    let limited = t(
        "lungern",
        Suit::Schilten,
        None,
        false,
        &["T-Ober", "T-3", "T-König"],
    );
    assert_eq!(
        sentences(&limited, Lang::En)[2],
        "Schilten-König does not take Schilten-3 (Trumpf-3): a rule of this system limits what Schilten-König takes."
    );
    let block = t(
        "lungern",
        Suit::Schellen,
        ext,
        false,
        &["Rosen-7", "Blass", "T-Nullig"],
    );
    assert!(
        sentences(&block, Lang::En).contains(&"Schellen-Nullig (Trumpf-0) blocks Rosen-Banner (Blass): they lose their power to take. The trick is now held by Rosen-7.".to_string())
    );
    let demoted = t(
        "karnoeffel",
        Suit::Rosen,
        None,
        true,
        &["Rosen-7", "Rosen-8"],
    );
    assert_eq!(
        sentences(&demoted, Lang::En)[1],
        "Rosen-8 takes Rosen-7 (Teufel): Rosen was led, and inside the led suit a plain card takes every lower card (position 13 over 14)."
    );
}
