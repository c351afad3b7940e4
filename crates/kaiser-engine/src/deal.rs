//! Dealing and playing one hand: the deal of each system (each player's first card face up,
//! then packets of two), the cut, the Umschlag with the system's fallbacks, and the errors
//! of a deal or a play. The hand in play (announced Kaiser, the trick sequence, the end with
//! the system's tie rule) is [`Hand`], in `play`.
//!
//! Pure: the caller brings the random generator (seeded, so a deal is reproducible).

mod play;

pub use play::{Hand, HandResult};

use crate::cards::{Card, Deck, Rank, Suit};
use crate::facedown::Refused;
use crate::power::PowerError;
use crate::system::{RuleSystem, TableDef};
use crate::umschlag::{Decision, Umschlag, decide};
use rand::Rng;
use rand::seq::SliceRandom;
use serde::Serialize;
use thiserror::Error;

/// Most redeals before giving up (all Kaiser face up again and again).
const MAX_REDEALS: usize = 20;

/// A dealt hand before play.
#[derive(Debug, Clone, Serialize)]
pub struct Dealt {
    /// The dealer's seat.
    pub dealer: usize,
    /// Each seat's cards in the order received (the first was dealt face up).
    pub hands: Vec<Vec<Card>>,
    /// The face-up cards in deal order (seat after the dealer first), with their seats.
    pub face_up: Vec<(usize, Card)>,
    /// The cards left over, top first.
    pub stock: Vec<Card>,
    /// How trump was found.
    pub umschlag: Umschlag,
    /// The trump suit.
    pub trump: Suit,
    /// Deals thrown in before this one (all four Kaiser face up alone, lungern).
    pub redeals: usize,
    /// Times the cutter cut again because a Kaiser lay at the bottom (stans, willisau).
    #[serde(skip_serializing_if = "is_zero")]
    pub recuts: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// Most cuts again before the deal goes on with a Kaiser at the bottom.
const MAX_RECUTS: usize = 20;

/// The cut: where the system says so, a Kaiser (Banner) at the bottom of the cut deck means
/// cutting again (`001_…` §4 "Findet er dort einen Kaiser, so muss er nochmals abheben",
/// `004_…` Phase I). The shuffle stands for the first cut, so a deck with no Kaiser at the
/// bottom draws nothing from `rng`. Returns how often it was cut again.
pub fn recut(cards: &mut [Card], rng: &mut impl Rng) -> usize {
    let mut recuts = 0;
    while cards.len() > 1
        && recuts < MAX_RECUTS
        && cards.last().is_some_and(|c| c.rank() == Rank::Banner)
    {
        // Lift a packet from the top and put it under the rest.
        let k = rng.random_range(1..cards.len());
        cards.rotate_left(k);
        recuts += 1;
    }
    recuts
}

/// Why a deal or a play is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DealError {
    /// The system has no table for this many players.
    #[error("no table for {players} players")]
    Players {
        /// The system.
        system: String,
        /// Asked.
        players: usize,
        /// The player counts it allows.
        allowed: Vec<usize>,
    },
    /// Every deal ended in a redeal.
    #[error("{0} redeals in a row")]
    Redeals(usize),
    /// A card played after the hand is over.
    #[error("the hand is over")]
    HandOver,
    /// A card that is not in the hand of the seat to play.
    #[error("{0} is not in this hand")]
    NotInHand(Card),
    /// A card the rules of play do not allow now.
    #[error("{0} may not be played now")]
    NotNow(Card),
    /// A card that may not be laid face down now.
    #[error("{card} may not be laid face down: {refused:?}")]
    FaceDown {
        /// The card.
        card: Card,
        /// Why not.
        refused: Refused,
    },
    /// The Power table.
    #[error(transparent)]
    Power(#[from] PowerError),
    /// The Umschlag.
    #[error(transparent)]
    Umschlag(#[from] crate::umschlag::UmschlagError),
}

/// The deck for a table: the table's own deck where the system names one (silenen at eight,
/// `002_…` "wenn zu acht gespielt wird"), else the system's first deck that holds enough
/// cards.
pub fn deck_for(system: &RuleSystem, table: &TableDef) -> Deck {
    table.deck.unwrap_or_else(|| {
        system
            .decks
            .iter()
            .copied()
            .find(|d| d.len() >= table.players * table.cards)
            .unwrap_or_else(|| system.default_deck())
    })
}

/// Deal one hand: shuffle, each player's first card face up (seat after the dealer first),
/// then packets of two round the table until everyone has `table.cards`; trump from the
/// face-up cards, turning the stock's top card or dealing again as the system says.
pub fn deal(
    system: &RuleSystem,
    table: &TableDef,
    deck: Deck,
    dealer: usize,
    rng: &mut impl Rng,
) -> Result<Dealt, DealError> {
    let n = table.players;
    for redeals in 0..MAX_REDEALS {
        let mut cards = deck.cards();
        cards.shuffle(rng);
        let recuts = if system.stake.as_ref().is_some_and(|s| s.recut()) {
            recut(&mut cards, rng)
        } else {
            0
        };
        let mut next = cards.into_iter();
        let mut hands: Vec<Vec<Card>> = vec![Vec::new(); n];
        let order: Vec<usize> = (1..=n).map(|i| (dealer + i) % n).collect();
        // `001_…` §4, `003_…` §4, `004_…` Phase I: one card face up, then in twos.
        for seat in &order {
            hands[*seat].extend(next.next());
        }
        while hands.iter().any(|h| h.len() < table.cards) {
            for seat in &order {
                let want = (table.cards - hands[*seat].len()).min(2);
                for _ in 0..want {
                    hands[*seat].extend(next.next());
                }
            }
        }
        let stock: Vec<Card> = next.collect();
        let face_up: Vec<(usize, Card)> = order.iter().map(|s| (*s, hands[*s][0])).collect();
        let up: Vec<Card> = face_up.iter().map(|(_, c)| *c).collect();
        let top: Vec<Card> = stock.first().copied().into_iter().collect();
        let umschlag = decide(system, deck, &up, &top)?;
        let trump = match &umschlag.decision {
            Decision::Trump { suit, .. } => *suit,
            Decision::Redeal => continue,
            // No stock to turn (every card dealt): deal again.
            Decision::TurnStock => continue,
        };
        return Ok(Dealt {
            dealer,
            hands,
            face_up,
            stock,
            umschlag,
            trump,
            redeals,
            recuts,
        });
    }
    Err(DealError::Redeals(MAX_REDEALS))
}

/// Deal number `seed` of table `def` as the solver's benchmarks and their pinned tests deal
/// it (`examples/sweep.rs`, issue 14): [`deal`] with a [`rand_chacha::ChaCha8Rng`] seeded
/// with `seed` and the dealer at the last seat (so seat 0 leads), every Banner held announced
/// as Kaiser, and, where the table lays cards away, each player's `discard` weakest cards
/// ([`crate::bot::weakest`], judged by the deal's power) laid away.
pub fn seeded_hand(system: &RuleSystem, def: &TableDef, seed: u64) -> Result<Hand, DealError> {
    use rand::SeedableRng;
    let deck = deck_for(system, def);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let d = deal(system, def, deck, def.players - 1, &mut rng)?;
    let announced: Vec<Card> = d
        .hands
        .iter()
        .flatten()
        .copied()
        .filter(|c| c.rank() == Rank::Banner)
        .collect();
    let mut hands = d.hands;
    if def.discard > 0 {
        // The power of the deal decides what is weakest; laying away never changes trump.
        let hand = Hand::new(system, def, deck, d.trump, &hands, &announced, 0)?;
        for h in &mut hands {
            let away = crate::bot::weakest(h, &hand.power, def.discard);
            h.retain(|c| !away.contains(c));
        }
    }
    Hand::new(system, def, deck, d.trump, &hands, &announced, 0)
}

/// The party of each seat: parties alternate round the table (A B A B, A B C A B C).
pub fn parties_of(table: &TableDef) -> Vec<usize> {
    (0..table.players).map(|s| s % table.parties).collect()
}

#[cfg(test)]
mod tests;
