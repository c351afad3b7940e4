//! One test per rule of the stake; each cites the seed it checks. Here the raises, gehen
//! and the Kaiser; lungern's Knopf, Freien and bleiben in tests_lungern.rs; the game, its
//! targets and the villages' own hands in tests_game.rs. The helpers here serve all three.

use super::*;
use crate::cards::{Card, Rank, Suit};
use crate::catalog;

pub(super) const BLASS: Card = Card::new(Suit::Rosen, Rank::Banner);
pub(super) const MUGG: Card = Card::new(Suit::Schellen, Rank::Banner);
pub(super) const GRUEN: Card = Card::new(Suit::Eichel, Rank::Banner);
pub(super) const OBERKAISER: Card = Card::new(Suit::Schilten, Rank::Banner);

pub(super) fn def(id: &str) -> StakeDef {
    catalog::load(id)
        .unwrap_or_else(|e| panic!("{id}: {e}"))
        .stake
        .unwrap_or_else(|| panic!("{id} has no stake"))
}

pub(super) fn hand(d: &StakeDef) -> Stake<'_> {
    Stake::new(d, StakeContext::new(d.target.default)).unwrap()
}

/// A hand in the deal (Kaiser may be announced, Spieldrei made everywhere).
pub(super) fn dealt(d: &StakeDef) -> Stake<'_> {
    let mut s = hand(d);
    s.deal().unwrap();
    s
}

/// A hand in trick play.
pub(super) fn playing(d: &StakeDef) -> Stake<'_> {
    let mut s = dealt(d);
    s.lead().unwrap();
    s
}

pub(super) fn at(d: &StakeDef, scores: [u32; 2], target: u32) -> Stake<'_> {
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
        assert!(!stake.table.source.is_blank(), "{id}");
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
