//! Liebenau's covered Umschlag at a table of single players (reading 41): `003_…` §4 "spielt
//! aber jede Person für sich allein, so sticht die kehrende Hand zuerst und die übrigen der
//! Reihe nach"; §2 (4) "Wenn man zu Drei, oder zu Vieren (jeder für sich) spielt und eine
//! verdeckt ausgegebene Karte wird nicht gekehrt; so werden die Kritze so lange auf die Seite
//! geschrieben, bis von einer Parthie drei Stiche gemacht und die Kritze genommen werden".

use super::test_support::night::{Ev, Turner, Watch};
use super::test_support::{Game, Log, any_target};
use super::*;
use std::rc::Rc;

/// A game of liebenau (any target allowed, so that a game to 3 starts with every player able
/// to win with the table, 4: every deal is covered) to `target` at `players` (each for
/// himself, or two parties), the seats turning at the `turn_at`-th ask: the log. Each seat
/// asked saw only its covered card.
fn game(players: usize, parties: usize, target: u32, seed: u64, turn_at: usize) -> Vec<Ev> {
    let system = any_target("liebenau");
    let def = system.table(players, Some(parties)).unwrap().clone();
    let log: Log<Ev> = Rc::default();
    let game = Game::new(&system, &def, Some(target), dice(seed));
    let seats = Turner::seats(&game, turn_at, &log);
    game.run(seats, &mut [&mut Watch::new(&log)]);
    let log = log.take();
    for e in &log {
        if let Ev::Asked { own, .. } = e {
            assert_eq!(own.len(), 1, "only its covered card");
        }
    }
    log
}

/// The seats that played the first trick of the first hand, in order.
fn first_trick(log: &[Ev], players: usize) -> Vec<usize> {
    log.iter()
        .filter_map(|e| match e {
            Ev::First(s) => Some(*s),
            _ => None,
        })
        .take(players)
        .collect()
}

#[test]
fn the_hand_that_turned_leads_the_first_trick_and_the_others_in_turn() {
    for (players, turn_at) in [(3, 1), (3, 2), (3, 3), (4, 2), (4, 4)] {
        let log = game(players, players, 3, 7, turn_at);
        let dealer = Ev::dealers(&log)[0];
        let turned = (dealer + turn_at) % players;
        assert_eq!(log[1], Ev::Night(0), "{players}: {log:?}");
        assert!(
            log.contains(&Ev::Turned(turned)),
            "{players}/{turn_at}: {log:?}"
        );
        assert!(
            log.contains(&Ev::Leads(turned)),
            "{players}/{turn_at}: {log:?}"
        );
        let order: Vec<usize> = (0..players).map(|i| (turned + i) % players).collect();
        assert_eq!(
            first_trick(&log, players),
            order,
            "{players}/{turn_at}: {log:?}"
        );
    }
}

#[test]
fn a_player_at_es_geht_mir_announces_his_kaiser_with_one_kritz() {
    // §2: "«es geht uns» oder «mir». Diejenigen, welchen es geht, sind gehalten, ihre Kaiser
    // mit einem Kritze anzuzeigen." To 3, every player "goes" from the start (4 suffice);
    // to 31, nobody at the start (the bots announce the most Kritze allowed, 3).
    let kaiser = |log: &[Ev]| -> Vec<u32> {
        log.iter()
            .filter_map(|e| match e {
                Ev::Kaiser(k) => Some(*k),
                _ => None,
            })
            .collect()
    };
    let mut going = Vec::new();
    for seed in 1..8 {
        going.extend(kaiser(&game(3, 3, 3, seed, 1)));
    }
    assert!(
        !going.is_empty() && going.iter().all(|k| *k == 1),
        "{going:?}"
    );
    let log = game(4, 4, 31, 3, 1);
    let over = log.iter().position(|e| matches!(e, Ev::Over(_))).unwrap();
    let first = kaiser(&log[..over]);
    assert!(
        !first.is_empty() && first.iter().all(|k| *k == 3),
        "{first:?}"
    );
}

#[test]
fn a_deal_nobody_turned_writes_its_kritze_aside_for_the_next_hand() {
    // Three players: nobody turns in the first two deals (six asks); the seventh ask turns.
    let log = game(3, 3, 3, 11, 7);
    let dealers = Ev::dealers(&log);
    // "so giebt die gleiche Hand das Spiel wiederum" (§4): the same dealer, three times.
    assert_eq!(dealers[..3], [dealers[0]; 3], "{log:?}");
    let at = |e: Ev| {
        log.iter()
            .position(|x| *x == e)
            .unwrap_or_else(|| panic!("{e:?}: {log:?}"))
    };
    assert!(at(Ev::Thrown(1, dealers[0], true)) < at(Ev::Aside(4)));
    assert!(at(Ev::Aside(4)) < at(Ev::Thrown(2, dealers[0], true)));
    assert!(at(Ev::Thrown(2, dealers[0], true)) < at(Ev::Aside(8)));
    assert!(at(Ev::Aside(8)) < at(Ev::Night(2)));
    // The hand played takes the table (4), the 8 aside and its Kaiser's Kritze.
    let over = log.iter().position(|e| matches!(e, Ev::Over(_))).unwrap();
    let kaiser: u32 = log[..over]
        .iter()
        .filter_map(|e| match e {
            Ev::Kaiser(k) => Some(*k),
            _ => None,
        })
        .sum();
    let Ev::Over(Some(booking)) = &log[over] else {
        panic!("{log:?}");
    };
    assert_eq!(booking.points, 4 + 8 + kaiser, "{log:?}");
}

#[test]
fn the_aside_goes_with_the_hand_and_team_play_is_unchanged() {
    // A longer game (to 21, three players): every hand after the first that books takes only
    // what was written aside since; nothing is written aside at two parties.
    let log = game(3, 3, 21, 5, 7);
    let mut aside = 0;
    for e in &log {
        match e {
            Ev::Aside(a) => {
                assert_eq!(*a, aside + 4, "{log:?}");
                aside = *a;
            }
            Ev::Over(Some(_)) => aside = 0,
            _ => {}
        }
    }
    let team = game(4, 2, 3, 5, 7);
    assert!(
        !team
            .iter()
            .any(|e| matches!(e, Ev::Aside(_) | Ev::Leads(_)))
    );
    assert!(team.iter().any(|e| matches!(e, Ev::Thrown(..))), "{team:?}");
}
