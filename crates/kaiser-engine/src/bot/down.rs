//! When a computer player lays a card face down (issue 15 item 3), kept apart from the choice
//! of a card so that every strategy can call it: only where the system allows it, the seat
//! does not lead, and **every card it may play would take the trick** face up (then a card
//! face down is the only way not to take: Achermann 1978 §4 lays one down "wenn er nur noch
//! Stecher in der Hand hat, die aber in der gegenwärtigen Runde nichts mehr auszurichten
//! vermögen"). Elsewhere a card that does not take, played face up, does what it would do
//! face down, so the bots play face up.
//!
//! - [`quick`] (the quick rule): lay the weakest card down when the seat's own party holds
//!   the trick (taking it from a partner gains nothing: stans's Jos over the partner's led
//!   Trumpf-7 lets the others' Mugg take it, Achermann 1978 §1).
//! - [`sampled`] (the sampling players): on the same sampled deals, the card chosen face up
//!   against each card laid face down; a card goes down only if that makes strictly more
//!   deals.
//!
//! Honest as the rest of [`crate::bot`]: it reads only the seat's hand, the counts of the
//! others and the cards it may see (a face-down card of another seat is one of its unseen
//! cards, see `table::down`).

use super::{Knowledge, sample};
use crate::cards::Card;
use crate::deal::Hand;
use crate::facedown::Move;
use crate::solver::Solver;
use crate::trick::{TrickContext, winner_down};
use rand::Rng;

/// Whether every card of `legal` would take the trick of `hand` face up (and the seat may
/// lay a card face down at all).
fn all_take(hand: &Hand, legal: &[Card]) -> bool {
    if hand.legal_down().is_empty() || legal.is_empty() {
        return false;
    }
    let ctx = TrickContext {
        first_trick: hand.table.played == 0,
    };
    let mut trick = hand.current.clone();
    legal.iter().all(|c| {
        trick.push(*c);
        let w = winner_down(&hand.power, &trick, hand.current_down, ctx);
        trick.pop();
        w == hand.current.len()
    })
}

/// The quick rule's move: `card` (its choice) face up, or the weakest card face down when
/// every legal card would take the trick from the seat's own party.
pub fn quick(hand: &Hand, seat: usize, legal: &[Card], card: Card) -> Move {
    if !all_take(hand, legal) {
        return Move::up(card);
    }
    let ctx = TrickContext {
        first_trick: hand.table.played == 0,
    };
    let n = hand.table.hands.len().max(1);
    let holder =
        (hand.table.leader + winner_down(&hand.power, &hand.current, hand.current_down, ctx)) % n;
    if hand.table.party.get(holder) != hand.table.party.get(seat) {
        return Move::up(card);
    }
    let p = &hand.power;
    legal
        .iter()
        .copied()
        .min_by_key(|c| (p.entry(*c).level, c.id()))
        .map_or(Move::up(card), Move::down)
}

/// The sampling players' move: `card` (their choice) face up, unless every legal card would
/// take the trick and one laid face down makes strictly more of `samples` sampled deals.
pub fn sampled(
    hand: &Hand,
    seat: usize,
    seen: &Knowledge,
    samples: usize,
    card: Card,
    rng: &mut impl Rng,
) -> Move {
    let legal: Vec<Card> = hand.legal().iter().collect();
    if samples == 0 || !all_take(hand, &legal) || !super::small(hand, super::SOLVE_LIMIT) {
        return Move::up(card);
    }
    let party = hand.table.party[seat];
    let down_bit = 1u32 << hand.current.len();
    // wins[0]: `card` face up; wins[1 + i]: legal[i] face down.
    let mut wins = vec![0usize; legal.len() + 1];
    // One solver, emptied between deals (exact answers: only the time changes).
    let mut solver = Solver::new(&hand.power, party);
    for _ in 0..samples {
        let hands = sample(hand, seat, seen, rng);
        solver.restart(crate::solver::Budget::default());
        for (i, (c, down)) in std::iter::once((card, false))
            .chain(legal.iter().map(|c| (*c, true)))
            .enumerate()
        {
            let mut t = hand.table.clone();
            t.hands = hands.clone();
            t.hands[seat].remove(c);
            let mut trick = hand.current.clone();
            trick.push(c);
            let mask = hand.current_down | if down { down_bit } else { 0 };
            if solver.makes_after_down(&t, &trick, mask) {
                wins[i] += 1;
            }
        }
    }
    let p = &hand.power;
    let best = (0..legal.len())
        .max_by_key(|i| {
            (
                wins[i + 1],
                std::cmp::Reverse((p.entry(legal[*i]).level, legal[*i].id())),
            )
        })
        .filter(|i| wins[i + 1] > wins[0]);
    best.map_or(Move::up(card), |i| Move::down(legal[i]))
}

/// How many cards `seat` laid face down in `hand` that the bot reasoning about it cannot
/// see: in its view such a card stands as its trick's led card (see `table::down`), so
/// these are the face-down cards after the lead that repeat the led card. An announced
/// Kaiser of that seat may be one of them (willisau and liebenau say nothing that names
/// it, reading 37): [`super::sample`] then places it in that seat's hand only as often as
/// one of the seat's cards, held or laid down.
pub(super) fn hidden_down(hand: &Hand, seat: usize) -> usize {
    let n = hand.table.hands.len().max(1);
    let current_seats: Vec<usize> = (0..hand.current.len())
        .map(|i| (hand.table.leader + i) % n)
        .collect();
    let tricks = hand
        .history
        .iter()
        .map(|t| (&t.cards[..], &t.seats[..], t.face_down))
        .chain(std::iter::once((
            &hand.current[..],
            &current_seats[..],
            hand.current_down,
        )));
    tricks
        .map(|(cards, seats, down)| {
            (1..cards.len())
                .filter(|i| {
                    crate::trick::is_down(down, *i)
                        && seats.get(*i) == Some(&seat)
                        && cards[*i] == cards[0]
                })
                .count()
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::names::Namer;
    use crate::cards::{CardSet, Suit};
    use crate::catalog;
    use crate::deal::deck_for;
    use rand::SeedableRng;

    /// Stans, Rosen trump, four players: A leads the Trumpf-7, B plays a low card, and C, A's
    /// partner, is to play with `c` (Achermann 1978 §1: the led Trumpf-7 "wird ... allein vom
    /// Jos bezwungen. Erst wenn dies geschehen ist, können Mugg oder Trumffünf stechen").
    fn trick(c: &[&str]) -> Hand {
        let sys = catalog::load("stans").unwrap();
        let def = sys.table(4, Some(2)).unwrap().clone();
        let namer = Namer::new(Some(Suit::Rosen), &sys.nicknames);
        let cards = |names: &[&str]| -> Vec<Card> {
            names.iter().map(|n| namer.card(n).unwrap()).collect()
        };
        let hands = vec![
            cards(&["Trumpf-7"]),
            cards(&["Eichel-6"]),
            cards(c),
            cards(&["Mugg"]),
        ];
        let deck = deck_for(&sys, &def);
        // D's Mugg (the Schellen-Banner) is announced as a Kaiser.
        let announced = cards(&["Mugg"]);
        let mut hand = Hand::new(&sys, &def, deck, Suit::Rosen, &hands, &announced, 0).unwrap();
        // One trick to play: the party that takes it wins.
        hand.table.need = vec![1, 1];
        hand.play(hands[0][0]).unwrap();
        hand.play(hands[1][0]).unwrap();
        hand
    }

    #[test]
    fn the_quick_rule_lays_the_jos_down_rather_than_take_its_partners_trumpf_7() {
        let hand = trick(&["Jos"]);
        let jos = hand.table.hands[2].iter().next().unwrap();
        assert_eq!(quick(&hand, 2, &[jos], jos), Move::down(jos));
    }

    #[test]
    fn a_card_that_does_not_take_is_played_face_up() {
        let hand = trick(&["Jos", "Eichel-5"]);
        let legal: Vec<Card> = hand.legal().iter().collect();
        let low = legal
            .iter()
            .copied()
            .find(|c| c.to_string() == "Eichel-5")
            .unwrap();
        assert_eq!(quick(&hand, 2, &legal, low), Move::up(low));
    }

    /// The sampling player knows only that the one unseen card is the Mugg (D's): laying the
    /// Jos face down keeps the trick in every sample, playing it loses it in every one.
    #[test]
    fn the_sampling_player_lays_the_jos_down_when_that_makes_more_deals() {
        let hand = trick(&["Jos"]);
        let jos = hand.table.hands[2].iter().next().unwrap();
        let seen = Knowledge {
            unseen: CardSet::from_bits(hand.table.hands[3].bits()),
            shown: Vec::new(),
            known: Vec::new(),
            laid_away: 0,
            facts: Default::default(),
        };
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        assert_eq!(sampled(&hand, 2, &seen, 4, jos, &mut rng), Move::down(jos));
        // Where the rules do not allow it, the card is played.
        let mut hand = hand;
        hand.power.face_down = false;
        assert_eq!(sampled(&hand, 2, &seen, 4, jos, &mut rng), Move::up(jos));
    }

    /// `id`'s table of four players in `parties` parties, Rosen trump, the Schellen-Banner
    /// announced as a Kaiser: A leads the Eichel-5, B plays the Eichel-3, and C, holding `c`,
    /// is to play (C is A's partner where there are two parties). A led König would not do:
    /// in its own suit it takes a Kaiser there.
    fn kaiser_trick(id: &str, parties: usize, c: &[&str]) -> Hand {
        let sys = catalog::load(id).unwrap();
        let def = sys.table(4, Some(parties)).unwrap().clone();
        let namer = Namer::new(Some(Suit::Rosen), &sys.nicknames);
        let cards = |names: &[&str]| -> Vec<Card> {
            names.iter().map(|n| namer.card(n).unwrap()).collect()
        };
        let hands = vec![
            cards(&["Eichel-5"]),
            cards(&["Eichel-3"]),
            cards(c),
            cards(&["Schilten-4"]),
        ];
        let deck = deck_for(&sys, &def);
        let announced = cards(&["Schellen-Banner"]);
        let mut hand = Hand::new(&sys, &def, deck, Suit::Rosen, &hands, &announced, 0).unwrap();
        hand.table.need = vec![1; parties];
        hand.play(hands[0][0]).unwrap();
        hand.play(hands[1][0]).unwrap();
        hand
    }

    /// Willisau, Phase IV ("es ist erlaubt, Karten „nachts“ zu spielen"), and Liebenau 1841 §4
    /// ("eine verdeckt ausgespielte Karte") allow any card face down, an announced Kaiser too,
    /// and neither names it (unlike Achermann 1978 §4 for stans). C's Kaiser would take its
    /// partner's trick: the quick rule lays it face down; the sampling player may (here either
    /// way makes the one trick, so it keeps to the card face up, as it does unless face down
    /// makes strictly more deals).
    #[test]
    fn an_announced_kaiser_goes_face_down_in_willisau_and_liebenau_two_against_two() {
        for id in ["willisau", "liebenau"] {
            let hand = kaiser_trick(id, 2, &["Schellen-Banner"]);
            let kaiser = hand.table.hands[2].iter().next().unwrap();
            assert!(hand.legal_down().contains(kaiser), "{id}");
            assert_eq!(
                quick(&hand, 2, &[kaiser], kaiser),
                Move::down(kaiser),
                "{id}"
            );
            let seen = Knowledge {
                unseen: CardSet::from_bits(hand.table.hands[3].bits()),
                shown: Vec::new(),
                known: Vec::new(),
                laid_away: 0,
                facts: Default::default(),
            };
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
            assert_eq!(
                sampled(&hand, 2, &seen, 4, kaiser, &mut rng),
                Move::up(kaiser),
                "{id}"
            );
        }
    }

    /// Liebenau 1841 §4, each for himself: "daß man überstechen muß (wenn man kann)" (reading
    /// 30): a Kaiser that can take the trick must take it face up, so neither bot lays it down.
    #[test]
    fn a_kaiser_that_must_take_is_played_face_up_at_liebenaus_solo_table() {
        let hand = kaiser_trick("liebenau", 4, &["Schellen-Banner"]);
        let kaiser = hand.table.hands[2].iter().next().unwrap();
        assert!(hand.legal_down().is_empty());
        assert_eq!(quick(&hand, 2, &[kaiser], kaiser), Move::up(kaiser));
        let seen = Knowledge {
            unseen: CardSet::from_bits(hand.table.hands[3].bits()),
            ..Knowledge::default()
        };
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        assert_eq!(
            sampled(&hand, 2, &seen, 4, kaiser, &mut rng),
            Move::up(kaiser)
        );
    }

    /// Reading 37: the others do not learn that B's announced Kaiser went face down (willisau
    /// names nothing), so a bot that saw B lay a card down holds the Kaiser for B's hand or
    /// that card, as likely as any of B's cards; before, it placed it in B's hand every time.
    #[test]
    fn a_known_kaiser_may_be_the_card_its_seat_laid_face_down() {
        let sys = catalog::load("willisau").unwrap();
        let def = sys.table(4, Some(2)).unwrap().clone();
        let namer = Namer::new(Some(Suit::Rosen), &sys.nicknames);
        let c = |n: &str| namer.card(n).unwrap();
        let hands = vec![
            vec![c("Eichel-König"), c("Eichel-3")],
            vec![c("Schellen-Banner"), c("Eichel-4")],
            vec![c("Schilten-6"), c("Eichel-5")],
            vec![c("Schilten-7"), c("Schilten-3")],
        ];
        let deck = deck_for(&sys, &def);
        let kaiser = c("Schellen-Banner");
        let mut h = Hand::new(&sys, &def, deck, Suit::Rosen, &hands, &[kaiser], 0).unwrap();
        h.play(hands[0][0]).unwrap();
        h.play_move(Move::down(kaiser)).unwrap();
        // C's view: B's face-down card stands as the led card (table::down).
        h.current[1] = h.current[0];
        assert_eq!(hidden_down(&h, 1), 1);
        assert_eq!(hidden_down(&h, 2), 0);
        let mut unseen = CardSet::EMPTY;
        for card in [kaiser, c("Eichel-4"), c("Schilten-7"), c("Schilten-3")] {
            unseen.insert(card);
        }
        let seen = Knowledge {
            unseen,
            shown: Vec::new(),
            known: vec![(1, kaiser)],
            laid_away: 0,
            facts: Default::default(),
        };
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let held = (0..200)
            .filter(|_| super::super::sample(&h, 2, &seen, &mut rng)[1].contains(kaiser))
            .count();
        // B holds one card and laid one down: the Kaiser is in its hand about half the time.
        assert!((60..=140).contains(&held), "{held}");
    }
}
