//! The stake's rules of lungern (Gasser 2015-17): the Knopf board, Freien and Nachfreien,
//! zu Hause bleiben and gespielt bleiben. Each test cites the seed it checks.

use super::tests::*;
use super::*;

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
