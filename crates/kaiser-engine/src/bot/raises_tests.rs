//! Unit tables for reading the other party's raises: which raises are read, the position
//! each was made in, and how a sampled deal is weighed by the raiser's chance there.

use super::*;
use crate::cards::Suit;
use crate::catalog;
use crate::table::PlayView;

fn card(name: &str) -> Card {
    name.parse().unwrap()
}

fn set(names: &[&str]) -> CardSet {
    names.iter().map(|n| card(n)).collect()
}

/// Lungern at four players (two parties, three tricks of five to make), Eichel trump, seat
/// 0 leading, each seat's cards given.
fn lungern(hands: &[&[&str]]) -> Hand {
    let system = catalog::load("lungern").unwrap();
    let def = system.table(4, None).unwrap().clone();
    let hands: Vec<Vec<Card>> = hands
        .iter()
        .map(|h| h.iter().map(|n| card(n)).collect())
        .collect();
    Hand::new(
        &system,
        &def,
        system.default_deck(),
        Suit::Eichel,
        &hands,
        &[],
        0,
    )
    .unwrap()
}

/// What any seat sees of the play of `h` (the unseen cards do not matter to the reading).
fn view(h: &Hand) -> PlayView {
    crate::bot::test_view::of_hand(h, CardSet::EMPTY)
}

const HANDS: [&[&str]; 4] = [
    &[
        "Rosen-König",
        "Rosen-3",
        "Schilten-4",
        "Schellen-5",
        "Schilten-7",
    ],
    &[
        "Rosen-7",
        "Eichel-Ober",
        "Eichel-König",
        "Schellen-9",
        "Schilten-3",
    ],
    &[
        "Rosen-5",
        "Schellen-3",
        "Schilten-5",
        "Schellen-4",
        "Schilten-8",
    ],
    &[
        "Rosen-4",
        "Eichel-Under",
        "Eichel-9",
        "Schellen-8",
        "Schilten-9",
    ],
];

fn at(seat: usize, trick: u8, card: usize) -> RaisedAt {
    RaisedAt { seat, trick, card }
}

#[test]
fn only_the_other_partys_raises_are_read_each_with_its_position() {
    let mut h = lungern(&HANDS);
    for c in [
        "Rosen-König",
        "Rosen-7",
        "Rosen-5",
        "Rosen-4",
        "Schilten-4",
        "Schilten-3",
    ] {
        h.play(card(c)).unwrap();
    }
    let parties = h.table.party.clone();
    assert_eq!(parties, vec![0, 1, 0, 1]);
    assert_eq!(h.history[0].winner, 0);
    // Seat 1 raised before its Rosen-7, seat 2 when the second trick began.
    let raised = [at(1, 0, 1), at(2, 1, 0)];
    let p = view(&h);

    // Seat 0 reads seat 1's raise (seat 2 is its partner): the first trick's König lay.
    let read0 = read(&p, &raised, &parties, 0, true);
    assert_eq!(read0.len(), 1);
    let r = &read0[0];
    assert_eq!((r.party, r.played, r.leader), (1, 0, 0));
    assert_eq!(r.won, vec![0, 0]);
    assert_eq!(r.prefix, vec![card("Rosen-König")]);
    assert_eq!(r.before, set(&["Rosen-König"]));
    assert_eq!(
        r.since,
        vec![
            set(&["Schilten-4"]),
            set(&["Rosen-7", "Schilten-3"]),
            set(&["Rosen-5"]),
            set(&["Rosen-4"]),
        ]
    );

    // Seat 1 reads seat 2's raise: one trick played (seat 0's party took it), none lay.
    let read1 = read(&p, &raised, &parties, 1, true);
    assert_eq!(read1.len(), 1);
    let r = &read1[0];
    assert_eq!((r.party, r.played, r.leader), (0, 1, 0));
    assert_eq!(r.won, vec![1, 0]);
    assert!(r.prefix.is_empty());
    assert_eq!(
        r.before,
        set(&["Rosen-König", "Rosen-7", "Rosen-5", "Rosen-4"])
    );
    assert_eq!(
        r.since,
        vec![
            set(&["Schilten-4"]),
            set(&["Schilten-3"]),
            CardSet::EMPTY,
            CardSet::EMPTY,
        ]
    );

    // Where the raiser did not see its partner's cards, nothing is read.
    assert!(read(&p, &raised, &parties, 0, false).is_empty());
}

#[test]
fn a_deal_where_the_raiser_is_strong_weighs_more() {
    let h = lungern(&HANDS);
    let parties = h.table.party.clone();
    // Seat 0 raised before the first lead; seat 1 reads it.
    let raises = read(&view(&h), &[at(0, 0, 0)], &parties, 1, true);
    assert_eq!(raises.len(), 1);
    let ours = [
        set(&[
            "Rosen-7",
            "Schellen-7",
            "Schilten-7",
            "Schellen-9",
            "Rosen-8",
        ]),
        set(&[
            "Schellen-8",
            "Schilten-9",
            "Rosen-9",
            "Schilten-8",
            "Schellen-6",
        ]),
    ];
    // The raiser's party with the top trumps and the Könige, or with low cards only.
    let strong = vec![
        set(&[
            "Eichel-Ober",
            "Eichel-König",
            "Eichel-Under",
            "Eichel-9",
            "Eichel-8",
        ]),
        ours[0],
        set(&[
            "Rosen-König",
            "Schellen-König",
            "Schilten-König",
            "Rosen-Ober",
            "Schellen-Ober",
        ]),
        ours[1],
    ];
    let weak = vec![
        set(&[
            "Rosen-3",
            "Schellen-3",
            "Schilten-3",
            "Rosen-4",
            "Schellen-4",
        ]),
        ours[0],
        set(&[
            "Schilten-4",
            "Rosen-5",
            "Schellen-5",
            "Schilten-5",
            "Rosen-6",
        ]),
        ours[1],
    ];
    let w_strong = weight(&h, &raises, &strong);
    let w_weak = weight(&h, &raises, &weak);
    assert!(w_strong > 0.8, "{w_strong}");
    assert!((FLOOR..0.5).contains(&w_weak), "{w_weak}");
    // Without a raise every deal weighs 1.
    assert_eq!(weight(&h, &[], &weak), 1.0);
}

#[test]
fn lungern_reads_raises_and_the_other_systems_do_not() {
    assert!(for_system("lungern"));
    for id in [
        "stans",
        "buochs",
        "wolfenschiessen",
        "willisau",
        "liebenau",
        "silenen",
    ] {
        assert!(!for_system(id), "{id}");
    }
}
