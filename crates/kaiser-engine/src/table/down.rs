//! What a seat sees of cards laid face down (issue 15 item 3): only that a card lies face down,
//! never which, unless it is its own, or the system names a Kaiser laid face down (stans:
//! Achermann 1978 §4 "Sofern die abgelegte Karte ein Kaiser ist, dann muss er als solcher
//! genannt werden"). A hidden card stays among the seat's unseen cards, and in the view's
//! tricks the led card stands in for it (the trick engine ignores a face-down card, so the
//! stand-in is never read as a card).

use crate::Power;
use crate::cards::{Card, CardSet};
use crate::deal::Hand;
use crate::solver::PlayedTrick;

/// Whether the others learn which card `seat` laid face down: an announced Kaiser of that
/// seat, where the system names it.
pub(super) fn named(
    power: &Power,
    seat: usize,
    card: Card,
    announced: &[(usize, Card, u32)],
) -> bool {
    power.face_down_named && announced.iter().any(|(s, c, _)| *s == seat && *c == card)
}

/// The tricks as one seat sees them.
pub(super) struct Seen {
    /// Every card it saw played (face up, its own face down, a named Kaiser).
    pub played: CardSet,
    /// The tricks played, hidden cards replaced by their trick's led card.
    pub history: Vec<PlayedTrick>,
    /// The current trick, the same.
    pub current: Vec<Card>,
}

/// The tricks of `hand` as `seat` sees them.
pub(super) fn as_seen(hand: &Hand, seat: usize, announced: &[(usize, Card, u32)]) -> Seen {
    let power = &hand.power;
    let n = hand.table.hands.len();
    let mut played = CardSet::EMPTY;
    let mut hide = |cards: &mut [Card], seats: &[usize], down: u32| {
        let led = cards.first().copied();
        for (i, card) in cards.iter_mut().enumerate() {
            let s = seats.get(i).copied().unwrap_or(seat);
            let hidden =
                crate::trick::is_down(down, i) && s != seat && !named(power, s, *card, announced);
            match (hidden, led) {
                (true, Some(l)) => *card = l,
                _ => {
                    played.insert(*card);
                }
            }
        }
    };
    let mut history = hand.history.clone();
    for trick in history.iter_mut() {
        hide(&mut trick.cards, &trick.seats, trick.face_down);
    }
    let mut current = hand.current.clone();
    let seats: Vec<usize> = (0..current.len())
        .map(|i| (hand.table.leader + i) % n.max(1))
        .collect();
    hide(&mut current, &seats, hand.current_down);
    Seen {
        played,
        history,
        current,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;
    use crate::cards::names::Namer;
    use crate::catalog;
    use crate::deal::deck_for;
    use crate::facedown::Move;

    /// A four-player hand of `id` (Rosen trump) with `announced` Kaiser, after A led and B
    /// laid its first card face down.
    fn hand(id: &str, b: &str, announced: &[Card]) -> (Hand, Card, Card) {
        let sys = catalog::load(id).unwrap();
        let def = sys.table(4, Some(2)).unwrap().clone();
        let namer = Namer::new(Some(Suit::Rosen), &sys.nicknames);
        let c = |n: &str| namer.card(n).unwrap();
        let hands = vec![
            vec![c("Eichel-König"), c("Eichel-3")],
            vec![c(b), c("Eichel-4")],
            vec![c("Schilten-6"), c("Eichel-5")],
            vec![c("Schilten-7"), c("Schilten-3")],
        ];
        let deck = deck_for(&sys, &def);
        let mut h = Hand::new(&sys, &def, deck, Suit::Rosen, &hands, announced, 0).unwrap();
        h.play(hands[0][0]).unwrap();
        h.play_move(Move::down(hands[1][0])).unwrap();
        (h, hands[0][0], hands[1][0])
    }

    /// Willisau, Phase IV: "Die Gegenpartei weiss dann nicht, was das nun zu bedeuten hat":
    /// the others see only that a card lies face down (the led card stands in for it) and
    /// cannot place it; B sees its own card.
    #[test]
    fn the_others_never_see_a_face_down_card() {
        let (h, led, down) = hand("willisau", "Schellen-König", &[]);
        for seat in [0, 2, 3] {
            let seen = as_seen(&h, seat, &[]);
            assert_eq!(seen.current, vec![led, led], "seat {seat}");
            assert!(!seen.played.contains(down), "seat {seat}");
        }
        let own = as_seen(&h, 1, &[]);
        assert_eq!(own.current, vec![led, down]);
        assert!(own.played.contains(down));
    }

    /// Stans, Achermann 1978 §4: "Sofern die abgelegte Karte ein Kaiser ist, dann muss er als
    /// solcher genannt werden": B's announced Kaiser laid face down is known to all. In
    /// Willisau nothing is said of it.
    #[test]
    fn a_kaiser_laid_face_down_is_named_in_stans_only() {
        let kaiser: Card = "Eichel-Banner".parse().unwrap();
        let announced = [(1, kaiser, 1)];
        let (h, _, down) = hand("stans", "Eichel-Banner", &[kaiser]);
        assert_eq!(down, kaiser);
        let seen = as_seen(&h, 0, &announced);
        assert_eq!(seen.current[1], kaiser);
        assert!(seen.played.contains(kaiser));
        let (h, led, _) = hand("willisau", "Eichel-Banner", &[kaiser]);
        let seen = as_seen(&h, 0, &announced);
        assert_eq!(seen.current[1], led);
        assert!(!seen.played.contains(kaiser));
    }
}
