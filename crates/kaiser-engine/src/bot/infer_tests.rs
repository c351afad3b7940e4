//! Unit tables for the inference from public facts: each fact, when it is read and when
//! it is not.

use super::*;
use crate::cards::{Deck, Suit};
use crate::catalog;
use crate::deal::Hand;
use crate::solver::PlayedTrick;
use crate::table::PlayView;

fn card(name: &str) -> Card {
    name.parse().unwrap()
}

fn cards(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| card(n)).collect()
}

/// A hand of `id` at `players`, each seat's cards given, Eichel trump, seat 0 leading,
/// `announced` the Banner announced.
fn hand(id: &str, players: usize, hands: &[&[&str]], announced: &[&str], need: u8) -> Hand {
    let system = catalog::load(id).unwrap();
    let mut def = system.table(players, None).unwrap().clone();
    def.need = need;
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let deck = if id == "stans" {
        Deck::Stans40
    } else {
        system.default_deck()
    };
    Hand::new(
        &system,
        &def,
        deck,
        Suit::Eichel,
        &hands,
        &cards(announced),
        0,
    )
    .unwrap()
}

/// What `seat` sees of `h`: every card not its own and not played is unseen.
fn view(h: &Hand, seat: usize) -> PlayView {
    let mut unseen: CardSet = h.power.deck.cards().into_iter().collect();
    for c in h.table.hands[seat].iter() {
        unseen.remove(c);
    }
    for c in h
        .history
        .iter()
        .flat_map(|t| t.cards.iter())
        .chain(&h.current)
    {
        unseen.remove(*c);
    }
    crate::bot::test_view::of_hand(h, unseen)
}

fn play(h: &mut Hand, names: &[&str]) {
    for n in names {
        h.play(card(n)).unwrap();
    }
}

/// Stans, four players in two parties (seats 0 and 2 against 1 and 3), no Kaiser announced.
fn stans() -> Hand {
    hand(
        "stans",
        4,
        &[
            &["Rosen-König", "Eichel-3", "Schilten-Ober"],
            &["Rosen-7", "Schellen-3", "Eichel-Ass"],
            &["Rosen-5", "Eichel-5", "Schilten-König"],
            &["Rosen-4", "Eichel-Under", "Schilten-Under"],
        ],
        &[
            "Schellen-Banner",
            "Rosen-Banner",
            "Schilten-Banner",
            "Eichel-Banner",
        ],
        2,
    )
}

/// The hints of one kind, as (seat, why).
fn hints(f: &Facts) -> Vec<(usize, Why)> {
    f.hints
        .iter()
        .filter(|h| h.why != Why::NotAnnounced)
        .map(|h| (h.seat, h.why))
        .collect()
}

/// A row of the table below: the cards of the first trick, the seat reading, the hints.
type Row = (&'static [&'static str], usize, &'static [(usize, Why)]);

#[test]
fn a_seat_that_did_not_take_when_it_could_and_would_have() {
    // (cards of the first trick, led by seat 0; the seat reading; the hints expected).
    let table: [Row; 5] = [
        // Seat 3 plays last, seat 0 (the other party) holds the trick with the König and
        // seat 3 throws a low card: it probably had nothing that takes. Seat 1 did not take
        // either, but its partner (seat 3) came after it.
        (
            &["Rosen-König", "Rosen-7", "Rosen-5", "Rosen-4"],
            0,
            &[(3, Why::DidNotTakeLast)],
        ),
        // Seat 3 reads: its own play says nothing (it knows its cards).
        (&["Rosen-König", "Rosen-7", "Rosen-5", "Rosen-4"], 3, &[]),
        // Seat 3 takes with a trump: nothing to read.
        (
            &["Rosen-König", "Rosen-7", "Rosen-5", "Eichel-Under"],
            0,
            &[],
        ),
        // Seat 1 reads the current trick so far: seat 2's partner (seat 0) holds it.
        (&["Rosen-König", "Rosen-7", "Rosen-5"], 1, &[]),
        // Only the first two cards: seat 1's partner comes after it.
        (&["Rosen-König", "Rosen-7"], 2, &[]),
    ];
    for (trick, seat, expected) in table {
        let mut h = stans();
        play(&mut h, trick);
        let f = read(&view(&h, seat), &h.table.party, seat);
        assert_eq!(hints(&f), expected.to_vec(), "{trick:?} read by {seat}");
        assert!(f.never.is_empty());
        for hint in f.hints.iter().filter(|h| h.why == Why::DidNotTakeLast) {
            // The cards that would have taken the König: the Stecher of the trump suit and
            // the Kaiser, no plain Rose (only a Stecher takes the led card).
            assert!(hint.cards.contains(card("Eichel-6")), "{hint:?}");
            assert!(hint.cards.contains(card("Rosen-Banner")), "{hint:?}");
            assert!(!hint.cards.contains(card("Rosen-Ass")), "{hint:?}");
            assert!(!hint.cards.contains(card("Rosen-6")), "{hint:?}");
        }
    }
}

#[test]
fn no_partner_after_it_and_a_party_that_needs_nothing_more() {
    // Seat 1 takes the first trick with the Eichel-Ass (trump); seat 2 (party 0) played
    // third with only seat 3 (party 1) after it, and did not take: a hint. Then seat 1
    // leads, seat 2 takes with the Eichel-5, and seat 3 (third, only seat 0 of the other
    // party after it) throws a Rose: a hint too.
    let mut h = stans();
    play(
        &mut h,
        &[
            "Schilten-Ober",
            "Eichel-Ass",
            "Schilten-König",
            "Schilten-Under",
        ],
    );
    assert_eq!(h.table.leader, 1);
    play(&mut h, &["Schellen-3", "Eichel-5", "Rosen-4"]);
    let f = read(&view(&h, 0), &h.table.party, 0);
    assert_eq!(
        hints(&f),
        vec![(2, Why::DidNotTake), (3, Why::DidNotTake)],
        "{f:?}"
    );
    // A party that has its tricks needs nothing: seat 3 throwing last says nothing then.
    let mut h = stans();
    play(&mut h, &["Rosen-König", "Rosen-7", "Rosen-5", "Rosen-4"]);
    let mut v = view(&h, 0);
    assert_eq!(
        hints(&read(&v, &h.table.party, 0)),
        vec![(3, Why::DidNotTakeLast)]
    );
    v.need = vec![2, 0];
    assert_eq!(hints(&read(&v, &h.table.party, 0)), vec![]);
}

#[test]
fn where_a_seat_must_take_if_it_can_a_card_that_does_not_take_is_a_hard_fact() {
    // Liebenau's solo table: "daß man überstechen muß (wenn man kann)" (`003_…` §4).
    let mut h = hand(
        "liebenau",
        3,
        &[
            &["Rosen-König", "Eichel-3"],
            &["Rosen-7", "Schellen-3"],
            &["Rosen-5", "Schellen-4"],
        ],
        &[],
        1,
    );
    assert!(h.table.rules.must_overtake);
    play(&mut h, &["Rosen-König", "Rosen-7"]);
    let f = read(&view(&h, 0), &h.table.party, 0);
    assert_eq!(f.never.len(), 1, "{f:?}");
    let (seat, never) = f.never[0];
    assert_eq!(seat, 1);
    // The trump Stecher would have taken the König; a plain Rose would not.
    assert!(never.contains(card("Eichel-Ass")) && !never.contains(card("Rosen-Ass")));
    assert_eq!(f.never_for(1), never);
    assert_eq!(f.never_for(2), CardSet::EMPTY);
}

#[test]
fn a_banner_nobody_announced_is_probably_in_no_hand() {
    // Only the Schellen-Banner announced (by seat 0): the other three are unannounced.
    let h = hand(
        "stans",
        4,
        &[
            &["Schellen-Banner", "Eichel-3"],
            &["Rosen-7", "Schellen-3"],
            &["Rosen-5", "Schellen-4"],
            &["Rosen-4", "Rosen-Ass"],
        ],
        &["Schellen-Banner"],
        1,
    );
    let f = read(&view(&h, 0), &h.table.party, 0);
    let banners: Vec<&Hint> = f
        .hints
        .iter()
        .filter(|h| h.why == Why::NotAnnounced)
        .collect();
    assert_eq!(
        banners.iter().map(|h| h.seat).collect::<Vec<_>>(),
        vec![1, 2, 3]
    );
    for b in banners {
        assert_eq!(b.cards.len(), 3);
        assert!(!b.cards.contains(card("Schellen-Banner")));
        assert!(b.cards.contains(card("Rosen-Banner")));
    }
    // Every Banner announced: nothing to read.
    let f = read(&view(&stans(), 0), &stans().table.party, 0);
    assert!(f.is_empty(), "{f:?}");
}

#[test]
fn the_weight_of_a_sampled_deal() {
    let r = |n: &[&str]| cards(n).into_iter().collect::<CardSet>();
    let facts = Facts {
        never: Vec::new(),
        hints: vec![
            Hint {
                seat: 1,
                cards: r(&["Rosen-Ass", "Eichel-Ass"]),
                why: Why::DidNotTakeLast,
            },
            Hint {
                seat: 2,
                cards: r(&["Rosen-Banner"]),
                why: Why::NotAnnounced,
            },
            Hint {
                seat: 2,
                cards: r(&["Schilten-Ass"]),
                why: Why::DidNotTake,
            },
        ],
        raises: Vec::new(),
    };
    // (seat 1's cards, seat 2's cards, weight)
    let table: [(&[&str], &[&str], f64); 5] = [
        (&["Rosen-7"], &["Rosen-5"], 1.0),
        (&["Rosen-Ass"], &["Rosen-5"], 0.7),
        (&["Rosen-Ass", "Eichel-Ass"], &["Rosen-5"], 0.7),
        (&["Rosen-7"], &["Rosen-Banner", "Schilten-Ass"], 0.3 * 0.85),
        (
            &["Eichel-Ass"],
            &["Rosen-Banner", "Schilten-Ass"],
            0.7 * 0.3 * 0.85,
        ),
    ];
    for (one, two, w) in table {
        let hands = vec![CardSet::EMPTY, r(one), r(two)];
        assert!((weight(&facts, &hands) - w).abs() < 1e-9, "{one:?} {two:?}");
    }
    // A hint about a seat past the table breaks nothing.
    assert_eq!(weight(&facts, &[CardSet::EMPTY]), 1.0);
}

#[test]
fn a_card_laid_face_down_says_nothing() {
    let mut h = stans();
    play(&mut h, &["Rosen-König", "Rosen-7", "Rosen-5", "Rosen-4"]);
    let mut v = view(&h, 0);
    let t: &mut PlayedTrick = &mut v.history[0];
    t.face_down = 1 << 3;
    let f = read(&v, &h.table.party, 0);
    assert_eq!(hints(&f), vec![]);
}

#[test]
fn the_sampled_deals_follow_the_facts() {
    use crate::bot::{Knowledge, sample};
    use rand::SeedableRng;
    // Seat 0 reads the first trick: seat 3 threw last against seat 0's König.
    let mut h = stans();
    play(&mut h, &["Rosen-König", "Rosen-7", "Rosen-5", "Rosen-4"]);
    let v = view(&h, 0);
    let plain = Knowledge {
        unseen: v.unseen,
        ..Knowledge::default()
    };
    let inferring = Knowledge {
        facts: read(&v, &h.table.party, 0),
        ..plain.clone()
    };
    let takers = inferring.facts.hints[0].cards;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
    let mut count = |seen: &Knowledge| {
        (0..400)
            .filter(|_| {
                let s = sample(&h, 0, seen, &mut rng);
                assert_eq!(s[3].len(), h.table.hands[3].len());
                takers.iter().any(|c| s[3].contains(c))
            })
            .count()
    };
    let (without, with) = (count(&plain), count(&inferring));
    // Seat 3 holds a card that would have taken less often once the fact is read.
    assert!(
        with + 20 < without,
        "{with} of 400 with the fact, {without} without"
    );
    // A hard fact is never broken: the cards go to the other seats or out of play.
    let hard = Knowledge {
        facts: Facts {
            never: vec![(3, takers)],
            hints: Vec::new(),
            raises: Vec::new(),
        },
        ..plain.clone()
    };
    assert_eq!(count(&hard), 0);
}
