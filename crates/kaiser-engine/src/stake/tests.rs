//! One test per rule of the stake; each cites the seed it checks.

use super::*;
use crate::cards::{Card, Rank, Suit};
use crate::catalog;

const BLASS: Card = Card::new(Suit::Rosen, Rank::Banner);
const MUGG: Card = Card::new(Suit::Schellen, Rank::Banner);
const GRUEN: Card = Card::new(Suit::Eichel, Rank::Banner);
const OBERKAISER: Card = Card::new(Suit::Schilten, Rank::Banner);

fn def(id: &str) -> StakeDef {
    catalog::load(id)
        .unwrap_or_else(|e| panic!("{id}: {e}"))
        .stake
        .unwrap_or_else(|| panic!("{id} has no stake"))
}

fn hand(d: &StakeDef) -> Stake<'_> {
    Stake::new(d, StakeContext::new(d.target.default)).unwrap()
}

/// A hand in the deal (Kaiser may be announced, Spieldrei made everywhere).
fn dealt(d: &StakeDef) -> Stake<'_> {
    let mut s = hand(d);
    s.deal().unwrap();
    s
}

/// A hand in trick play.
fn playing(d: &StakeDef) -> Stake<'_> {
    let mut s = dealt(d);
    s.lead().unwrap();
    s
}

fn at(d: &StakeDef, scores: [u32; 2], target: u32) -> Stake<'_> {
    let ctx = StakeContext {
        scores,
        target,
        previous_loser: None,
        dealer: None,
    };
    Stake::new(d, ctx).unwrap()
}

#[test]
fn every_embedded_system_loads_with_its_stake() {
    for id in catalog::ids() {
        let system = catalog::load(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        let stake = system
            .stake
            .unwrap_or_else(|| panic!("{id} has no stake: section"));
        assert!(!stake.table.source.is_empty(), "{id}");
        assert!(stake.target_allowed(stake.target.default), "{id}");
    }
}

#[test]
fn empty_table_counts_four() {
    // source: 001_08fe15fded2b7c9d.txt §3: "Man sagt darum auch, die Tafel gelte vier Punkte."
    // 003_2aab30ddfdb39e2a.txt §2 "um den leeren Tisch spielen"; 000_… §Striche "Feld Start (4)";
    // 004_… Phase IV "4 Punkte ( = der Wert der leeren Tafel )".
    for id in [
        "lungern",
        "stans",
        "buochs",
        "wolfenschiessen",
        "liebenau",
        "willisau",
        "silenen",
    ] {
        let d = def(id);
        let mut s = playing(&d);
        assert_eq!(s.value(), 4, "{id}");
        assert_eq!(s.hand_won(1).unwrap().points, 4, "{id}");
    }
}

#[test]
fn spieldrei_adds_three() {
    // source: 001_08fe15fded2b7c9d.txt §3: "wodurch der Wert des Spiels um drei Kritze
    // vergrössert wird und jetzt sieben Punkte zählt"
    let d = def("stans");
    let mut s = dealt(&d);
    s.raise(0).unwrap();
    assert_eq!(s.value(), 4, "a pending Spieldrei does not count yet");
    assert_eq!(s.pending().map(|p| p.kritze), Some(3));
    s.kommen(1).unwrap();
    assert_eq!(s.value(), 7);
}

#[test]
fn raises_alternate() {
    // source: 001_08fe15fded2b7c9d.txt §3: "Bevor die eine Partei zum zweiten bzw. zum x-ten Mal
    // «Spieldrei» erklären kann, muss der Gegner in gleicher Weise nachgezogen haben."
    // 004_c34edcf569263e9c.txt Phase IV: "Erst nachdem die Gegenpartei ihrerseits das „Spöu
    // Drüü“ genommen hat, darf ich meinerseits wiederum ein „Spöu Drüü „ nehmen."
    for id in ["stans", "willisau", "lungern"] {
        let d = def(id);
        let mut s = dealt(&d);
        s.raise(0).unwrap();
        s.kommen(1).unwrap();
        let err = s.raise(0).unwrap_err();
        assert!(
            matches!(err, StakeError::Alternation { party: 0, .. }),
            "{id}"
        );
        assert!(
            matches!(&err, StakeError::Alternation { name, .. } if Some(name) == d.raise.as_ref().map(|r| &r.name)),
            "{err}"
        );
        s.raise(1).unwrap();
        s.kommen(0).unwrap();
        s.raise(0).unwrap();
        s.kommen(1).unwrap();
        assert_eq!(s.value(), 13, "{id}");
    }
}

#[test]
fn either_party_may_raise_first() {
    // source: 001_08fe15fded2b7c9d.txt §3 footnote 8: "Es steht offen, welche der beiden
    // Parteien zuerst «Spieldrei» erklärt"
    let d = def("stans");
    for p in [0, 1] {
        let mut s = dealt(&d);
        assert!(s.may_raise(p));
        s.raise(p).unwrap();
    }
}

#[test]
fn pending_raise_cannot_be_topped_by_the_same_party() {
    // source: 000_03ddb346fab875bf.txt §Spielen: "Die Gegenpartei hat zu quittieren mit "wir
    // gehen" oder "wir kommen"."
    let d = def("lungern");
    let mut s = dealt(&d);
    s.raise(0).unwrap();
    let err = s.raise(0).unwrap_err();
    assert!(matches!(err, StakeError::Pending { party: 0, .. }), "{err}");
    assert!(
        matches!(&err, StakeError::Pending { what, .. } if what.kind == RaiseKind::Spieldrei),
        "{err}"
    );
    let err = s.announce_kaiser(0, &[(MUGG, 3)]).unwrap_err();
    assert!(matches!(err, StakeError::Pending { party: 0, .. }), "{err}");
    assert_eq!(s.kommen(0), Err(StakeError::OwnRaise(0)));
}

#[test]
fn counter_raise_accepts_the_pending_one() {
    // source: 000_03ddb346fab875bf.txt §Spielen: "Wenn Partei B sagt: "wir kommen" oder
    // ihrerseits den Knopf spielt, ist das Spielen von Partei A gültig."
    let d = def("lungern");
    let mut s = dealt(&d);
    s.raise(0).unwrap();
    s.raise(1).unwrap();
    assert_eq!(s.value(), 7, "party 0's Spielen is valid");
    assert_eq!(s.pending().map(|p| p.party), Some(1));
    // "Wenn B spielt, kann A dann gehen oder kommen."
    let b = s.gehen(0).unwrap();
    assert_eq!((b.party, b.points), (1, 7));
}

#[test]
fn kommen_makes_the_raise_count_and_play_goes_on() {
    // source: 000_03ddb346fab875bf.txt §Kommen: "Dann sind die notierten Striche wirksam, das
    // Spiel geht weiter."
    let d = def("lungern");
    let mut s = dealt(&d);
    assert_eq!(s.kommen(1), Err(StakeError::NothingPending));
    s.raise(0).unwrap();
    s.kommen(1).unwrap();
    assert_eq!(s.value(), 7);
    assert!(s.pending().is_none());
    s.lead().unwrap();
    assert_eq!(s.stage(), Stage::Play);
}

#[test]
fn gehen_books_the_stake_before_the_last_raise() {
    // source: 000_03ddb346fab875bf.txt §Gehen: "Die Partei A hat dann gewonnen. Sie kann jenen
    // Punktstand schreiben, der vor dem "Spielen" bestand."
    // 004_c34edcf569263e9c.txt Phase IV: "darf die Gegenpartei alles schreiben, was bis zu diesem
    // Zeitpunkt gemeldet wurde – ausser der letzten „Erhöhung“"
    for id in ["lungern", "willisau", "stans"] {
        let d = def(id);
        let mut s = dealt(&d);
        s.announce_kaiser(1, &[(BLASS, 1)]).unwrap();
        s.kommen(0).unwrap();
        s.raise(0).unwrap();
        s.kommen(1).unwrap();
        s.raise(1).unwrap();
        let b = s.gehen(0).unwrap();
        assert_eq!(
            b,
            Booking {
                party: 1,
                points: 4 + 1 + 3,
                end: HandEnd::Gehen
            },
            "{id}"
        );
        assert_eq!(s.stage(), Stage::Over);
        assert_eq!(s.raise(0), Err(StakeError::HandOver));
    }
}

#[test]
fn gehen_never_books_less_than_the_table() {
    // source: 004_c34edcf569263e9c.txt Phase IV: "Im schlechtesten Fall sind das 4 Punkte ( =
    // der Wert der leeren Tafel )"; 000_… §Grischt: "im Minimum die 4 Striche des ersten Feldes"
    for id in ["willisau", "lungern", "liebenau"] {
        let d = def(id);
        let mut s = dealt(&d);
        s.raise(0).unwrap();
        assert_eq!(s.gehen(1).unwrap().points, 4, "{id}");
    }
}

#[test]
fn gehen_without_a_pending_raise_books_the_current_stake() {
    // source: 000_03ddb346fab875bf.txt §Gehen: "Will eine Partei nicht mehr mitmachen, sagt sie:
    // "Wir gehen". Die Gegenpartei schreibt sich dann die aktuelle Strichzahl gut."
    let d = def("lungern");
    let mut s = playing(&d);
    s.raise(1).unwrap();
    s.kommen(0).unwrap();
    let b = s.gehen(1).unwrap();
    assert_eq!((b.party, b.points), (0, 7));
}

#[test]
fn stans_kaiser_is_a_dipfili_or_a_kaiser() {
    // source: 001_08fe15fded2b7c9d.txt §3: "ob er sie als «Dipfili» — ein Punkt — oder als
    // «Kaiser» — drei Punkte — aufschreiben will"
    let d = def("stans");
    let mut s = dealt(&d);
    let err = s.announce_kaiser(0, &[(MUGG, 2)]).unwrap_err();
    assert!(
        matches!(&err, StakeError::KaiserValue { kritze: 2, allowed, goes: None, .. } if allowed == &[1, 3]),
        "{err}"
    );
    s.announce_kaiser(0, &[(MUGG, 3)]).unwrap();
    s.kommen(1).unwrap();
    s.announce_kaiser(1, &[(BLASS, 1)]).unwrap();
    s.kommen(0).unwrap();
    assert_eq!(s.value(), 8);
    assert_eq!(s.add_kritz(0, MUGG), Err(StakeError::NotStepwise));
}

#[test]
fn stans_first_kaiser_may_have_to_be_three() {
    // source: 001_08fe15fded2b7c9d.txt §3: "Unter den Kennern herrscht heute keine Einigkeit, ob
    // das Spiel mit einem «Dipfili» eröffnet werden darf oder ob der erste Kaiser immer als drei
    // Punkte geschrieben werden muss."
    let mut d = def("stans");
    assert!(d.kaiser.first_may_be_one);
    dealt(&d).announce_kaiser(0, &[(MUGG, 1)]).unwrap();
    d.kaiser.first_may_be_one = false;
    let mut s = dealt(&d);
    assert_eq!(
        s.announce_kaiser(0, &[(MUGG, 1)]),
        Err(StakeError::FirstKaiserThree)
    );
    s.announce_kaiser(0, &[(MUGG, 3)]).unwrap();
    s.kommen(1).unwrap();
    s.announce_kaiser(1, &[(BLASS, 1)]).unwrap();
}

#[test]
fn stans_refused_kaiser_loses_the_hand() {
    // source: 001_08fe15fded2b7c9d.txt §3: "Wird dies verneint, so hat der ablehnende Part das
    // Spiel verloren."
    let d = def("stans");
    let mut s = dealt(&d);
    s.raise(1).unwrap();
    s.kommen(0).unwrap();
    s.announce_kaiser(0, &[(MUGG, 3)]).unwrap();
    let b = s.gehen(1).unwrap();
    assert_eq!(
        (b.party, b.points),
        (0, 7),
        "the Tafel without the refused Kaiser, plus 4"
    );
}

#[test]
fn lungern_kaiser_gets_one_to_three_kritze_stepwise() {
    // source: 000_03ddb346fab875bf.txt §Ansagen der Kaiser mit Kritzen: "Ich gebe ihm einen
    // Chritz. Kommt Ihr?"; "Auch der kleinste Kaiser kann mit drei Chritze angesagt werden und
    // die Blass kann auch nur mit einem einzigen Chritz angesagt werden."
    let d = def("lungern");
    let mut s = dealt(&d);
    s.announce_kaiser(0, &[(OBERKAISER, 3)]).unwrap();
    s.kommen(1).unwrap();
    s.announce_kaiser(0, &[(BLASS, 1)]).unwrap();
    s.kommen(1).unwrap();
    s.add_kritz(0, BLASS).unwrap();
    s.kommen(1).unwrap();
    s.add_kritz(0, BLASS).unwrap();
    s.kommen(1).unwrap();
    assert_eq!(s.value(), 4 + 3 + 3);
    let err = s.add_kritz(0, BLASS).unwrap_err();
    assert!(
        matches!(&err, StakeError::KaiserValue { allowed, .. } if allowed == &[1, 2, 3]),
        "{err}"
    );
    assert!(matches!(
        s.add_kritz(1, MUGG),
        Err(StakeError::UnknownKaiser { party: 1, .. })
    ));
    assert!(matches!(
        s.announce_kaiser(1, &[(MUGG, 4)]),
        Err(StakeError::KaiserValue { kritze: 4, .. })
    ));
}

#[test]
fn lungern_gehen_after_a_kritz_step_keeps_the_previous_kritze() {
    // source: 000_03ddb346fab875bf.txt §Ansagen der Kaiser mit Kritzen: "Die Gegenpartei kann bei
    // jeder neuen Ansage gehen, dann gelten die Kritze der vorhergehenden Ansage."
    let d = def("lungern");
    let mut s = dealt(&d);
    s.announce_kaiser(1, &[(MUGG, 1)]).unwrap();
    s.kommen(0).unwrap();
    s.add_kritz(1, MUGG).unwrap();
    let b = s.gehen(0).unwrap();
    assert_eq!((b.party, b.points), (1, 5));
}

#[test]
fn lungern_single_announcement_variant() {
    // source: 000_03ddb346fab875bf.txt §Ansagen der Kaiser mit Kritzen (Variante): "Der Kaiser
    // muss seine definitive Punktzahl (1 oder 2 oder 3 Chritze) in einer Ansage erhalten."
    let mut d = def("lungern");
    d.kaiser.stepwise = false;
    let mut s = dealt(&d);
    s.announce_kaiser(0, &[(GRUEN, 2)]).unwrap();
    s.kommen(1).unwrap();
    assert_eq!(s.add_kritz(0, GRUEN), Err(StakeError::NotStepwise));
}

#[test]
fn willisau_at_most_two_kaiser_per_announcement() {
    // source: 004_c34edcf569263e9c.txt Phase III: "Regel : Man darf nie mehr als 2 Kaiser auf’s
    // Mal melden !"; Phase I: "( 1 Kleiner = 1 Punkt / ein Grosser = 3 Punkte )"
    let d = def("willisau");
    let mut s = dealt(&d);
    let err = s
        .announce_kaiser(0, &[(MUGG, 3), (BLASS, 1), (GRUEN, 1)])
        .unwrap_err();
    assert_eq!(err, StakeError::TooManyKaiser { count: 3, max: 2 });
    assert!(matches!(
        s.announce_kaiser(0, &[(MUGG, 2)]),
        Err(StakeError::KaiserValue { kritze: 2, .. })
    ));
    s.announce_kaiser(0, &[(MUGG, 3), (BLASS, 1)]).unwrap();
    s.kommen(1).unwrap();
    s.announce_kaiser(0, &[(GRUEN, 1)]).unwrap();
    s.kommen(1).unwrap();
    assert_eq!(s.value(), 4 + 3 + 1 + 1);
}

#[test]
fn kaiser_checks_the_card() {
    // source: 000_03ddb346fab875bf.txt §Kaiser: "Alle Banner bilden die vier Kaiser"
    let d = def("stans");
    let mut s = dealt(&d);
    let ace = Card::new(Suit::Rosen, Rank::Ass);
    assert_eq!(
        s.announce_kaiser(0, &[(ace, 3)]),
        Err(StakeError::NotAKaiser(ace))
    );
    s.announce_kaiser(0, &[(MUGG, 3)]).unwrap();
    s.kommen(1).unwrap();
    assert_eq!(
        s.announce_kaiser(1, &[(MUGG, 3)]),
        Err(StakeError::KaiserTwice(MUGG))
    );
    assert_eq!(
        s.announce_kaiser(1, &[]),
        Err(StakeError::EmptyAnnouncement)
    );
}

#[test]
fn liebenau_two_kaiser_may_share_one_three() {
    // source: 003_2aab30ddfdb39e2a.txt §2: "Für 2 Kaiser kann man auch zusammen nur ein 3
    // machen."
    let d = def("liebenau");
    let mut s = dealt(&d);
    s.announce_joint_kaiser(1, [MUGG, GRUEN]).unwrap();
    s.kommen(0).unwrap();
    assert_eq!(s.value(), 7);
    assert_eq!(s.announced(1), vec![MUGG, GRUEN]);
    let stans = def("stans");
    assert_eq!(
        dealt(&stans).announce_joint_kaiser(1, [MUGG, GRUEN]),
        Err(StakeError::NoJoint)
    );
}

#[test]
fn winner_takes_all() {
    // source: 001_08fe15fded2b7c9d.txt §3: "Pro Spiel kann jeweils die siegreiche Partei alle
    // Punkte buchen, die unterlegene geht leer aus."; drawing: "Gesamtwert a-c 14 Punkte"
    let d = def("stans");
    let mut s = dealt(&d);
    s.announce_kaiser(0, &[(MUGG, 3)]).unwrap();
    s.kommen(1).unwrap();
    s.announce_kaiser(1, &[(OBERKAISER, 3)]).unwrap();
    s.kommen(0).unwrap();
    s.raise(0).unwrap();
    s.kommen(1).unwrap();
    s.announce_kaiser(1, &[(BLASS, 1)]).unwrap();
    s.kommen(0).unwrap();
    s.lead().unwrap();
    assert_eq!(s.value(), 14);
    // Party 1 announced 4 of the Kritze, but party 0 takes the tricks and books all 14.
    let b = s.hand_won(0).unwrap();
    assert_eq!(
        b,
        Booking {
            party: 0,
            points: 14,
            end: HandEnd::Tricks
        }
    );
    assert_eq!(s.result(), Some(b));
}

#[test]
fn a_raise_must_be_answered_before_the_next_card() {
    // source: 000_03ddb346fab875bf.txt §Spielen: "Die Gegenpartei hat zu quittieren mit "wir
    // gehen" oder "wir kommen"." (proposal answer-timing / pending-at-hand-end)
    let d = def("stans");
    let mut s = dealt(&d);
    s.raise(0).unwrap();
    assert!(matches!(
        s.lead(),
        Err(StakeError::Unanswered { party: 0, .. })
    ));
    s.kommen(1).unwrap();
    s.lead().unwrap();
    s.raise(1).unwrap();
    let err = s.hand_won(1).unwrap_err();
    assert!(
        matches!(
            err,
            StakeError::Unanswered {
                party: 1,
                next: Next::HandEnds,
                ..
            }
        ),
        "{err}"
    );
}

#[test]
fn false_kaiser_loses_the_hand() {
    // source: 000_03ddb346fab875bf.txt §Ansagen der Kaiser mit Kritzen: "verliert die
    // Unrechtspartei die ganze Punktzahl des Satzes, welche nun an die Gegenpartei geht"
    let d = def("lungern");
    let mut s = dealt(&d);
    s.announce_kaiser(0, &[(MUGG, 3)]).unwrap();
    s.kommen(1).unwrap();
    s.raise(1).unwrap();
    s.kommen(0).unwrap();
    s.lead().unwrap();
    assert_eq!(s.false_kaiser(1), Err(StakeError::NoKaiserAnnounced(1)));
    s.hand_won(0).unwrap();
    // Shown at the end of the hand: the Mugg was not there. The whole stake goes to party 1.
    let b = s.false_kaiser(0).unwrap();
    assert_eq!(
        b,
        Booking {
            party: 1,
            points: 10,
            end: HandEnd::FalseKaiser
        }
    );
    assert_eq!(s.false_kaiser(0), Err(StakeError::AlreadyFalse));
}

#[test]
fn false_kaiser_overrides_gehen() {
    // source: 000_03ddb346fab875bf.txt §Ansagen der Kaiser mit Kritzen: "Ist er zu Unrecht
    // deklariert worden, weil kein Kaiser vorhanden war, verliert die Unrechtspartei die ganze
    // Punktzahl" (proposal false-kaiser-timing: the check also runs after gehen)
    let d = def("willisau");
    let mut s = dealt(&d);
    s.raise(1).unwrap();
    s.kommen(0).unwrap();
    s.announce_kaiser(0, &[(MUGG, 3)]).unwrap();
    assert_eq!(s.gehen(1).unwrap().party, 0);
    let b = s.false_kaiser(0).unwrap();
    assert_eq!((b.party, b.points), (1, 7));
}

#[test]
fn lungern_knopf_board() {
    // source: 000_03ddb346fab875bf.txt §Striche (Punkte): "Hat der Knopf Feld 19 erreicht, wird
    // er wieder rückwärts bewegt. dann sind 22, 25, ... Punkte im Spiel."
    let d = def("lungern");
    let fields = &d.board.as_ref().unwrap().fields;
    assert_eq!(fields, &[4, 7, 10, 13, 16, 19, 22, 25, 28, 31]);
    let mut s = dealt(&d);
    assert_eq!(
        s.board(),
        Some(Board {
            field: 4,
            margin: 0
        })
    );
    for (n, party) in (1..=10).zip([0, 1].into_iter().cycle()) {
        s.raise(party).unwrap();
        s.kommen(1 - party).unwrap();
        let expected = fields.get(n).copied().unwrap_or(34);
        assert_eq!(s.board().unwrap().field, expected, "after {n} Spielen");
    }
    assert_eq!(s.value(), 34, "beyond 31 the Knopf keeps counting by 3");
    assert!(def("stans").board.is_none());
}

#[test]
fn lungern_kaiser_with_three_moves_the_knopf() {
    // source: 000_03ddb346fab875bf.txt §Striche (Punkte): "Wird ein Kaiser durch Kritze markiert,
    // so wird der Knopf um ein Feld (= drei Striche) weiter gerückt, oder es wird dem Kaiser mit
    // einer Kreide ein oder zwei Striche gegeben."
    let d = def("lungern");
    let mut s = dealt(&d);
    s.announce_kaiser(0, &[(MUGG, 3)]).unwrap();
    s.kommen(1).unwrap();
    s.announce_kaiser(1, &[(BLASS, 2)]).unwrap();
    s.kommen(0).unwrap();
    assert_eq!(
        s.board(),
        Some(Board {
            field: 7,
            margin: 2
        })
    );
    assert_eq!(s.value(), 9);
}

/// A lungern hand after a lost one: party `loser` lost the previous hand.
fn lungern_after(d: &StakeDef, scores: [u32; 2], loser: Party, dealer: Party) -> Stake<'_> {
    let ctx = StakeContext {
        scores,
        target: 101,
        previous_loser: Some(loser),
        dealer: Some(dealer),
    };
    Stake::new(d, ctx).unwrap()
}

#[test]
fn lungern_freien() {
    // source: 000_03ddb346fab875bf.txt §Freien: "Vor dem Ausgeben der ersten Karte kann jene
    // Partei, welche die vorhergehende Partie verloren hat, freien. Das heisst, sie rückt den
    // Knopf vom Startfeld auf Feld 7 vor. Die Gegenpartei W kann nicht gehen"
    let d = def("lungern");
    let mut s = lungern_after(&d, [10, 20], 0, 1);
    assert!(!s.may_freien(1), "only the loser of the previous hand");
    s.freien(0).unwrap();
    assert!(s.pending().is_none(), "Freien cannot be refused");
    assert_eq!(s.value(), 7);
    assert_eq!(s.board().unwrap().field, 7);
    // "Um den Einsatz zu erhöhen kann die Partei V darauf noch spielen, dabei jedoch kann die
    // Gegenpartei gehen, es gilt dann die Punktezahl, die mit dem Freien gesetzt wurden."
    s.raise(0).unwrap();
    assert_eq!(s.gehen(1).unwrap().points, 7);
    // No Freien in the first hand of a Partie (reading).
    assert!(!hand(&d).may_freien(0) && !hand(&d).may_freien(1));
}

#[test]
fn lungern_freien_comes_first() {
    // source: 000_03ddb346fab875bf.txt §Freien: "Das Freien muss geschehen, bevor gespielt wurde
    // und bevor Kaiser angesagt wurden. Nachher ist der Zeitpunkt zum freien verpasst."
    let d = def("lungern");
    let mut s = lungern_after(&d, [0, 4], 0, 1);
    s.raise(1).unwrap();
    s.kommen(0).unwrap();
    let err = s.freien(0).unwrap_err();
    assert!(
        matches!(
            err,
            StakeError::FreienRight {
                party: 0,
                nach: false,
                why: FreienBar::Missed
            }
        ),
        "{err}"
    );
}

#[test]
fn lungern_freien_open_until_the_first_lead() {
    // source: 000_03ddb346fab875bf.txt §Freien: "Vor dem Ausgeben der ersten Karte kann jene
    // Partei, welche die vorhergehende Partie verloren hat, freien"; "ausgeben" is leading
    // (§Vordersitz und Hindersitz: "die Möglichkeit, die erste Karte der Partie auszugeben"),
    // so the deal does not close the window (reading 31); the first lead does.
    let d = def("lungern");
    let mut s = lungern_after(&d, [0, 4], 0, 1);
    s.deal().unwrap();
    assert!(s.may_freien(0), "the deal leaves Freien open");
    s.freien(0).unwrap();
    assert_eq!(s.value(), 7);
    let mut s = lungern_after(&d, [0, 4], 0, 1);
    s.deal().unwrap();
    s.lead().unwrap();
    let err = s.freien(0).unwrap_err();
    assert!(
        matches!(
            err,
            StakeError::FreienRight {
                why: FreienBar::Led,
                ..
            }
        ),
        "{err}"
    );
    // Nachfreien in Hindersitz: also after the deal, before the lead.
    let mut d = def("lungern");
    d.freien.as_mut().unwrap().nachfreien = true;
    let mut s = lungern_after(&d, [0, 4], 0, 0);
    s.deal().unwrap();
    s.freien(0).unwrap();
    s.nachfreien(1).unwrap();
    assert_eq!(s.value(), 10);
}

#[test]
fn lungern_nachfreien_only_in_hindersitz_and_if_agreed() {
    // source: 000_03ddb346fab875bf.txt §Vordersitz und Hindersitz: "Im Hindersitz freit jene
    // Partei, die verloren hat, und zugleich die Karten verteilt (gibt). In diesem Fall kann der
    // Gegner nachfreien"; "Ob das Nachfreien erlaubt ist oder nicht, muss vor einer Partie
    // abgemacht werden."; §Freien: "und kann auch nicht nachfreien"
    let mut d = def("lungern");
    assert!(
        !d.freien.as_ref().unwrap().nachfreien,
        "not agreed by default"
    );
    let mut s = lungern_after(&d, [0, 4], 0, 0);
    s.freien(0).unwrap();
    assert!(!s.may_nachfreien(1));
    d.freien.as_mut().unwrap().nachfreien = true;
    // Vordersitz: the freiende party does not deal.
    let mut s = lungern_after(&d, [0, 4], 0, 1);
    s.freien(0).unwrap();
    let err = s.nachfreien(1).unwrap_err();
    assert!(
        matches!(
            err,
            StakeError::FreienRight {
                party: 1,
                nach: true,
                why: FreienBar::Vordersitz
            }
        ),
        "{err}"
    );
    // Hindersitz: the freiende party deals; "Der Knopf steht dann schon auf Feld 10."
    let mut s = lungern_after(&d, [0, 4], 0, 0);
    assert!(!s.may_nachfreien(1), "nobody has freit yet");
    s.freien(0).unwrap();
    assert!(!s.may_nachfreien(0));
    s.nachfreien(1).unwrap();
    assert!(s.pending().is_none());
    assert_eq!(s.board().unwrap().field, 10);
}

#[test]
fn lungern_zu_hause_bleiben() {
    // source: 000_03ddb346fab875bf.txt §Zu Hause bleiben: "Hat die bessere Partei 94, 95 oder 96
    // Punkte gut geschrieben, darf von der besseren Partei nicht mehr gefreit werden"; "Die
    // schwächere Partei aber darf freien, falls sie dazu das Recht hat"
    let d = def("lungern");
    for better in [94, 95, 96] {
        assert_eq!(
            d.phase([better, 50], 101),
            Phase::ZuHauseBleiben {
                better: Who::Party(0)
            }
        );
        let s = lungern_after(&d, [better, 50], 0, 1);
        assert!(!s.may_freien(0), "{better}");
        let err = s.clone().freien(0).unwrap_err();
        assert!(
            matches!(&err, StakeError::FreienRight { why: FreienBar::ZuHause(name), .. } if name == "Zu Hause bleiben"),
            "{err}"
        );
        let mut s = lungern_after(&d, [better, 50], 1, 1);
        s.freien(1).unwrap();
        // "Dieses Spielen muss die stärkere Partei aber nicht hinnehmen."
        s.raise(1).unwrap();
        assert_eq!(s.gehen(0).unwrap().points, 7);
    }
    assert_eq!(d.phase([93, 50], 101), Phase::Open);
    assert_eq!(
        d.phase([44, 10], 51),
        Phase::ZuHauseBleiben {
            better: Who::Party(0)
        },
        "target-7 for other targets"
    );
}

#[test]
fn lungern_gespielt_bleiben() {
    // source: 000_03ddb346fab875bf.txt §Gespielt bleiben: "Hat die bessere Partei 97 Punkte oder
    // mehr, bleibt der Knopf schon zu Beginn des Spiels auf Feld 7 und kann nur noch durch das
    // Setzen von Kaisern vorge-rückt werden."; "Die schlechtere Partei kann auch noch spielen";
    // "Partei geht, kann die schlechtere Partei dennoch auf jeden Fall 7 Punkte gutschreiben."
    let d = def("lungern");
    assert_eq!(
        d.phase([60, 97], 101),
        Phase::GespieltBleiben {
            better: Who::Party(1)
        }
    );
    let mut s = lungern_after(&d, [60, 97], 0, 1);
    assert_eq!(s.table(), 7);
    assert_eq!(s.value(), 7);
    assert!(!s.may_freien(0), "the Knopf already stands on 7");
    s.deal().unwrap();
    let err = s.raise(1).unwrap_err();
    assert!(
        matches!(&err, StakeError::Gespielt { name, party: 1, .. } if name == "Gespielt bleiben"),
        "{err}"
    );
    s.announce_kaiser(1, &[(MUGG, 3)]).unwrap();
    s.kommen(0).unwrap();
    assert_eq!(s.board().unwrap().field, 10, "moved by a Kaiser");
    s.raise(0).unwrap();
    let b = s.gehen(1).unwrap();
    assert_eq!((b.party, b.points), (0, 10));
    // With nothing raised, the weaker party books at least 7.
    let mut s = lungern_after(&d, [60, 99], 0, 1);
    assert_eq!(s.gehen(1).unwrap().points, 7);
}

#[test]
fn game_targets_per_system() {
    // source: 000_03ddb346fab875bf.txt §Gewinner: "die zuerst 101 (oder 91, oder 81) Punkte
    // erreicht"; 001_08fe15fded2b7c9d.txt §3: "gewöhnlich 51 oder 101 Punkte (Kritze), doch ist im
    // Grunde genommen jede andere Höhe auch erlaubt, sofern sie ungerade ist"; §5: "In Buochs
    // spielt man meistens auf 81 Punkte."; 003_2aab30ddfdb39e2a.txt §2: "es geht auf 21
    // (Selbänder), auf 31, 51, 71 oder 101"; 004_c34edcf569263e9c.txt Phase IV: "51 Punkte zu
    // erreichen"
    let cases: [(&str, u32, &[u32], &[u32]); 8] = [
        ("lungern", 101, &[51, 71, 81, 91, 101], &[61, 100]),
        ("stans", 51, &[51, 101, 61, 33], &[60, 100]),
        ("buochs", 81, &[81, 51, 77], &[80]),
        ("wolfenschiessen", 51, &[51, 101], &[52]),
        ("liebenau", 51, &[21, 31, 51, 71, 101], &[41]),
        ("willisau", 51, &[51], &[101]),
        ("silenen", 51, &[51, 71], &[50]),
        ("karnoeffel", 1, &[1, 5], &[0]),
    ];
    for (id, default, ok, bad) in cases {
        let d = def(id);
        assert_eq!(d.target.default, default, "{id}");
        for t in ok {
            assert!(Game::new(&d, *t).is_ok(), "{id} {t}");
        }
        for t in bad {
            let err = Game::new(&d, *t).unwrap_err();
            assert!(
                matches!(&err, StakeError::Target(x, allowed) if x == t && *allowed == d.targets()),
                "{id}: {err}"
            );
        }
    }
    let liebenau = def("liebenau");
    assert_eq!(Game::for_table(&liebenau, 2, 2).target(), 21);
    assert_eq!(Game::for_table(&liebenau, 4, 2).target(), 51);
    assert_eq!(Game::for_table(&liebenau, 6, 2).target(), 101);
}

#[test]
fn game_ends_when_a_party_reaches_the_target() {
    // source: 001_08fe15fded2b7c9d.txt §3: "Wer die ausgemachte Punktezahl zuerst erreicht, hat
    // die Partie gewonnen"; 003_2aab30ddfdb39e2a.txt §2: "eine gewisse vorherbestimmte Anzahl
    // Kritze, oder mehr erhalten"
    let d = def("stans");
    let mut g = Game::new(&d, 51).unwrap();
    let mut hands = 0;
    while g.winner().is_none() {
        let mut s = g.hand(None).unwrap();
        s.deal().unwrap();
        s.raise(1).unwrap();
        s.kommen(0).unwrap();
        s.lead().unwrap();
        let b = s.hand_won(1).unwrap();
        g.book(b).unwrap();
        hands += 1;
    }
    assert_eq!(hands, 8);
    assert_eq!(g.scores(), [0, 56], "the real total is kept");
    assert_eq!(g.winner(), Some(1));
    assert_eq!(g.phase(), Phase::Over { winner: 1 });
    assert!(matches!(g.hand(None), Err(StakeError::GameOver(1))));
    let b = Booking {
        party: 0,
        points: 4,
        end: HandEnd::Tricks,
    };
    assert_eq!(g.book(b), Err(StakeError::GameOver(1)));
}

#[test]
fn willisau_records_the_winner_with_51() {
    // source: 004_c34edcf569263e9c.txt Phase IV (spielen): "Auf der Rückseite der Tafel werden
    // bei der Siegerpartei die 51 Punkte notiert. Bei der Gegenpartei das Total der erreichten
    // Punkte"
    let d = def("willisau");
    let mut g = Game::new(&d, 51).unwrap();
    g.book(Booking {
        party: 0,
        points: 40,
        end: HandEnd::Tricks,
    })
    .unwrap();
    let w = g
        .book(Booking {
            party: 0,
            points: 25,
            end: HandEnd::Gehen,
        })
        .unwrap();
    assert_eq!(w, Some(0));
    assert_eq!(g.scores(), [51, 0]);
}

#[test]
fn willisau_uues_gohts() {
    // source: 004_c34edcf569263e9c.txt Üüs goht's: "( 47 + die leere Tafel von 4 = 51 Punkte )";
    // "Selbstverständlich werden fortan sämtliche Kaiser gross geschrieben (auf der
    // Verliererseite ) bzw. alle Kaiser klein geschrieben (auf der Gewinnerseite ) ."
    let d = def("willisau");
    let mut g = Game::new(&d, 51).unwrap();
    g.book(Booking {
        party: 1,
        points: 46,
        end: HandEnd::Tricks,
    })
    .unwrap();
    assert_eq!(g.phase(), Phase::Open);
    g.book(Booking {
        party: 1,
        points: 1,
        end: HandEnd::Tricks,
    })
    .unwrap();
    assert_eq!(g.phase(), Phase::Goes { party: 1 });
    assert_eq!(g.phase_name(), Some("Üüs goht's"));
    let mut s = g.hand(None).unwrap();
    s.deal().unwrap();
    assert_eq!(s.kaiser_values(1), &[1]);
    assert_eq!(s.kaiser_values(0), &[3]);
    let err = s.announce_kaiser(1, &[(MUGG, 3)]).unwrap_err();
    assert_eq!(
        err,
        StakeError::KaiserValue {
            kritze: 3,
            party: 1,
            allowed: vec![1],
            goes: Some("Üüs goht's".into())
        }
    );
    s.announce_kaiser(1, &[(MUGG, 1)]).unwrap();
    s.kommen(0).unwrap();
    assert!(s.announce_kaiser(0, &[(BLASS, 1)]).is_err());
    s.announce_kaiser(0, &[(BLASS, 3)]).unwrap();
    assert!(!g.covered_deal(), "only one party goes: an ordinary deal");
}

#[test]
fn liebenau_es_geht_uns() {
    // source: 003_2aab30ddfdb39e2a.txt §2: "Diejenigen, welchen es geht, sind gehalten, ihre
    // Kaiser mit einem Kritze anzuzeigen."
    let d = def("liebenau");
    let mut s = at(&d, [17, 3], 21);
    assert_eq!(s.phase(), Phase::Goes { party: 0 });
    s.deal().unwrap();
    assert!(s.announce_kaiser(0, &[(MUGG, 3)]).is_err());
    assert!(s.clone().announce_joint_kaiser(0, [MUGG, BLASS]).is_err());
    s.announce_kaiser(0, &[(MUGG, 1)]).unwrap();
    s.kommen(1).unwrap();
    s.announce_kaiser(1, &[(BLASS, 3)]).unwrap();
}

#[test]
fn willisau_beidne_gohts() {
    // source: 004_c34edcf569263e9c.txt Beidne goht's: "Selbstverständlich werden alle Kaiser gross
    // geschrieben"; "Die ersten 4 Karten werden nämlich nachts ( Bild nach unten ) ausgeteilt.";
    // "Das Kart wird zusammengenommen, neu gemischt. Der nächste Spieler muss jetzt austeilen."
    let d = def("willisau");
    let mut g = Game::new(&d, 51).unwrap();
    g.book(Booking {
        party: 0,
        points: 47,
        end: HandEnd::Tricks,
    })
    .unwrap();
    g.book(Booking {
        party: 1,
        points: 48,
        end: HandEnd::Tricks,
    })
    .unwrap();
    assert_eq!(g.phase(), Phase::BothGo);
    assert_eq!(g.phase_name(), Some("Beidne goht's"));
    let mut s = g.hand(None).unwrap();
    s.deal().unwrap();
    assert_eq!(s.kaiser_values(0), &[3]);
    assert_eq!(s.kaiser_values(1), &[3]);
    assert!(s.announce_kaiser(0, &[(MUGG, 1)]).is_err());
    for _ in 0..10 {
        assert!(g.covered_deal());
        assert_eq!(
            g.throw_in(),
            Ok(Redeal::NextDealer),
            "no limit of throw-ins"
        );
    }
}

#[test]
fn stans_night_deal() {
    // source: 001_08fe15fded2b7c9d.txt §4 footnote 12: "Bei 51 Punkten wären dies mindestens 47,
    // bei 101 Punkten mindestens 97 Kritze, die beide Parteien aufweisen müssen. Weist nur ein
    // Part diese Zahl auf, so wird normal weitergespielt."; §4: "vom gleichen Ausgeber wieder
    // verdeckt ausgeteilt"; "dass man nach dem dritten Zusammenwerfen auf jeden Fall spielt"
    let d = def("stans");
    assert_eq!(d.phase([47, 46], 51), Phase::Open);
    assert_eq!(d.phase([97, 12], 101), Phase::Open);
    assert_eq!(d.phase([97, 98], 101), Phase::BothGo);
    let mut g = Game::new(&d, 51).unwrap();
    g.book(Booking {
        party: 0,
        points: 47,
        end: HandEnd::Tricks,
    })
    .unwrap();
    assert!(!g.covered_deal());
    let err = g.throw_in().unwrap_err();
    assert!(
        matches!(
            err,
            StakeError::NoNightDeal(NightBar::Needs { points: 47, .. })
        ),
        "{err}"
    );
    g.book(Booking {
        party: 1,
        points: 50,
        end: HandEnd::Tricks,
    })
    .unwrap();
    assert_eq!(g.phase_name(), Some("nachts"));
    for _ in 0..3 {
        assert!(g.covered_deal());
        assert_eq!(g.throw_in(), Ok(Redeal::SameDealer));
    }
    assert!(
        !g.covered_deal(),
        "after the third throw-in one plays in any case"
    );
    assert!(g.throw_in().is_err());
    // The night deal does not change the stake.
    let s = g.hand(None).unwrap();
    assert_eq!(s.kaiser_values(0), &[1, 3]);
    assert_eq!(s.value(), 4);
}

#[test]
fn lungern_has_no_night_deal() {
    // source: 000_03ddb346fab875bf.txt §Gespielt bleiben (lungern's end game instead of a night
    // deal): "bleibt der Knopf schon zu Beginn des Spiels auf Feld 7"
    let d = def("lungern");
    let mut g = Game::new(&d, 101).unwrap();
    g.book(Booking {
        party: 0,
        points: 98,
        end: HandEnd::Tricks,
    })
    .unwrap();
    g.book(Booking {
        party: 1,
        points: 98,
        end: HandEnd::Tricks,
    })
    .unwrap();
    assert_eq!(g.phase(), Phase::GespieltBleiben { better: Who::Both });
    assert!(!g.covered_deal());
}

#[test]
fn game_passes_freien_right_to_the_loser() {
    // source: 000_03ddb346fab875bf.txt §Freien: "kann jene Partei, welche die vorhergehende
    // Partie verloren hat, freien"
    let d = def("lungern");
    let mut g = Game::with_default_target(&d);
    assert_eq!(g.target(), 101);
    g.book(Booking {
        party: 0,
        points: 7,
        end: HandEnd::Gehen,
    })
    .unwrap();
    assert_eq!(g.previous_loser(), Some(1));
    let mut s = g.hand(Some(0)).unwrap();
    assert!(!s.may_freien(0));
    s.freien(1).unwrap();
}

#[test]
fn windows() {
    // source: 003_2aab30ddfdb39e2a.txt §2: "jedoch jeder nur der Reihe nach, bis das Spiel
    // gegeben, und gekaisert ist"; 001_08fe15fded2b7c9d.txt §4: "was vom Austeilen der Blätter bis
    // zum letzten Stich geschehen kann"; 000_03ddb346fab875bf.txt §Spielen (2nd): "sogar vor oder
    // während des Verteilens"; §Ansagen: "muss aber spätestens erfolgen bevor die erste Karte
    // ausgespielt wird"
    let liebenau = def("liebenau");
    let mut s = playing(&liebenau);
    let err = s.raise(0).unwrap_err();
    assert!(
        matches!(
            err,
            StakeError::Window {
                now: Stage::Play,
                until: Closes::FirstLead,
                ..
            }
        ),
        "{err}"
    );
    let stans = def("stans");
    let err = hand(&stans).raise(0).unwrap_err();
    assert!(
        matches!(
            err,
            StakeError::Window {
                now: Stage::BeforeDeal,
                from: Opens::Deal,
                ..
            }
        ),
        "{err}"
    );
    playing(&stans).raise(0).unwrap();
    let lungern = def("lungern");
    hand(&lungern).raise(0).unwrap();
    let mut s = playing(&lungern);
    let err = s.announce_kaiser(0, &[(MUGG, 1)]).unwrap_err();
    assert!(
        matches!(
            err,
            StakeError::Window {
                what: Move::AnnounceKaiser,
                ..
            }
        ),
        "{err}"
    );
    assert!(hand(&lungern).announce_kaiser(0, &[(MUGG, 1)]).is_err());
}

#[test]
fn karnoeffel_has_no_raise_no_kaiser_no_gehen() {
    // source: 002_0d36d0d0407ba759.txt §Spielablauf: "bis eine Mannschaft drei Stiche gemacht hat
    // und somit den Durchgang gewinnt" (no stake described; proposal: 1 per hand)
    let d = def("karnoeffel");
    let mut s = playing(&d);
    assert_eq!(s.raise(0), Err(StakeError::NoRaise(1)));
    assert_eq!(
        s.announce_kaiser(0, &[(MUGG, 1)]),
        Err(StakeError::NoKaiser)
    );
    assert_eq!(s.gehen(0), Err(StakeError::NoGehen));
    assert_eq!(s.hand_won(0).unwrap().points, 1);
    let mut g = Game::with_default_target(&d);
    assert_eq!(g.book(s.result().unwrap()), Ok(Some(0)));
}

#[test]
fn buochs_and_wolfenschiessen_inherit_the_stans_stake() {
    // source: 001_08fe15fded2b7c9d.txt §5: "Zwar sind die Grundregeln die gleichen"; "«Spill äs»
    // und «drvolaifä» sind Ausdrücke für ein Spiel halten oder abbrechen"
    let stans = def("stans");
    for id in ["buochs", "wolfenschiessen"] {
        let d = def(id);
        assert_eq!(d.raise, stans.raise, "{id}");
        assert_eq!(d.kaiser, stans.kaiser, "{id}");
        assert_eq!(d.night_deal, stans.night_deal, "{id}");
        let answer = d.answer.as_ref().unwrap();
        assert_eq!(
            (&answer.kommen[0][..], &answer.gehen[0][..]),
            ("Spill äs", "drvolaifä")
        );
    }
    assert_eq!(def("buochs").target.default, 81);
    assert_eq!(def("wolfenschiessen").target, stans.target);
}

#[test]
fn parties_are_zero_and_one() {
    // source: 001_08fe15fded2b7c9d.txt §3: "Der Wert eines Spiels wird jedesmal neu von den
    // beiden Schreibern ausgehandelt"
    let d = def("stans");
    let mut s = dealt(&d);
    let err = s.raise(2).unwrap_err();
    assert_eq!(err, StakeError::NoParty(2));
}

#[test]
fn schema_errors_name_the_field() {
    let load = |stake: &str| {
        let text =
            format!("format_version: 1\nid: house\nextends: stans\ntitle: House\nstake:\n{stake}");
        catalog::load_text(&text, "house.yaml")
    };
    let err = load("  table: {value: 4, source: x, extra: 1}\n").unwrap_err();
    assert!(err.to_string().contains("unknown field `extra`"), "{err}");
    let err = load("  target: {values: [51], default: 52, source: x}\n").unwrap_err();
    // The message is data (its words are the text layer's): the id and the line.
    assert!(
        err.to_string()
            .starts_with("house.yaml:5: stake: invalid stake section: rules-stake-target-default"),
        "{err}"
    );
    let err = load("  kaiser: {values: [3, 1], source: x}\n").unwrap_err();
    assert!(err.to_string().contains("kaiser.values"), "{err}");
    let err = load("  kaiser: {values: [1, 3], stepwise: true, source: x}\n").unwrap_err();
    assert!(err.to_string().contains("rules-stake-stepwise"), "{err}");
    let err = load("  table: {value: 4, source: ' '}\n").unwrap_err();
    assert!(
        err.to_string()
            .contains("rules-stake-source-empty (field: \"table\")"),
        "{err}"
    );
    // A house rule changes one section and keeps the rest.
    let ok = load("  target: {values: [51, 101], default: 101, other: odd, source: x}\n").unwrap();
    let stake = ok.stake.unwrap();
    assert_eq!(stake.target.default, 101);
    assert_eq!(stake.kaiser, def("stans").kaiser);
}
