//! The stake's rules over a whole game: targets and winners, the villages' own hands
//! (Üüs goht's, Es geht uns, Beidne goht's, the night deal), the windows of each decision,
//! Karnöffel without raises, the inherited stakes and the schema's errors. Each test cites
//! the seed it checks.

use super::tests::*;
use super::*;
use crate::catalog;

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
