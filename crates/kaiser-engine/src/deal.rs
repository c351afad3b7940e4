//! Dealing and playing one hand: the deal of each system (each player's first card face up,
//! then packets of two), the Umschlag with the system's fallbacks, announcing Kaiser, laying
//! cards away (stans), the trick sequence (the winner leads), and the end when a party has
//! its tricks, with the system's tie rule otherwise.
//!
//! Pure: the caller brings the random generator (seeded, so a deal is reproducible).

use crate::cards::{Card, CardSet, Deck, Rank, Suit};
use crate::facedown::{Move, Refused};
use crate::power::{Power, PowerError, PowerOptions};
use crate::solver::{PlayRules, PlayedTrick, Table, legal_down};
use crate::system::{RuleSystem, TableDef, Tie};
use crate::trick::{TrickContext, winner_down};
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

/// The party of each seat: parties alternate round the table (A B A B, A B C A B C).
pub fn parties_of(table: &TableDef) -> Vec<usize> {
    (0..table.players).map(|s| s % table.parties).collect()
}

/// How a hand ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandResult {
    /// The winning party, if any.
    pub winner: Option<usize>,
    /// Tricks per party.
    pub tricks: Vec<u8>,
}

/// One hand in play.
#[derive(Debug, Clone)]
pub struct Hand {
    /// The Machtposition of this hand (trump, announced Kaiser).
    pub power: Power,
    /// Hands, parties, targets and tricks so far.
    pub table: Table,
    /// The tie rule.
    pub tie: Option<Tie>,
    /// Tricks played.
    pub history: Vec<PlayedTrick>,
    /// The current trick so far.
    pub current: Vec<Card>,
    /// Bit `i` set: `current[i]` was laid face down.
    pub current_down: u32,
    /// For each party, the trick index at which it last reached a new count.
    reached: Vec<Vec<usize>>,
}

impl Hand {
    /// Start play: `hands` per seat (after laying away), the Banner announced as Kaiser, the
    /// leader (the seat after the dealer, the Vorhand).
    pub fn new(
        system: &RuleSystem,
        def: &TableDef,
        deck: Deck,
        trump: Suit,
        hands: &[Vec<Card>],
        announced: &[Card],
        leader: usize,
    ) -> Result<Hand, DealError> {
        let unannounced: Vec<Card> = if system.kaiser {
            hands
                .iter()
                .flatten()
                .copied()
                .chain(Suit::ALL.iter().map(|s| Card::new(*s, Rank::Banner)))
                .filter(|c| c.rank() == Rank::Banner && !announced.contains(c))
                .fold(Vec::new(), |mut v, c| {
                    if !v.contains(&c) {
                        v.push(c);
                    }
                    v
                })
        } else {
            Vec::new()
        };
        let opts = PowerOptions {
            deck: Some(deck),
            unannounced,
            switches: Default::default(),
        };
        let power = Power::new(system, trump, &opts)?;
        let parties = def.parties;
        Ok(Hand {
            power,
            table: Table {
                hands: hands.iter().map(|h| h.iter().copied().collect()).collect(),
                party: parties_of(def),
                need: vec![def.need; parties],
                won: vec![0; parties],
                leader,
                played: 0,
                rules: PlayRules {
                    must_overtake: def.must_overtake,
                },
            },
            tie: def.tie,
            history: Vec::new(),
            current: Vec::new(),
            current_down: 0,
            reached: vec![Vec::new(); parties],
        })
    }

    /// A hand rebuilt from parts (a seat's assumption of the others' hands, for a bot): the
    /// tricks played so far in `history`, the current trick in `current`.
    pub fn assumed(
        power: Power,
        table: Table,
        tie: Option<Tie>,
        history: Vec<PlayedTrick>,
        current: Vec<Card>,
    ) -> Hand {
        let mut reached = vec![Vec::new(); table.parties()];
        for (i, trick) in history.iter().enumerate() {
            if let Some(r) = reached.get_mut(table.party[trick.winner]) {
                r.push(i);
            }
        }
        Hand {
            power,
            table,
            tie,
            history,
            current,
            current_down: 0,
            reached,
        }
    }

    /// The seat to play, or `None` when the hand is over.
    pub fn to_play(&self) -> Option<usize> {
        if self.result().is_some() {
            return None;
        }
        Some((self.table.leader + self.current.len()) % self.table.hands.len())
    }

    /// The cards the seat to play may play.
    pub fn legal(&self) -> CardSet {
        match self.to_play() {
            Some(seat) => legal_down(
                &self.power,
                &self.table,
                seat,
                &self.current,
                self.current_down,
            ),
            None => CardSet::EMPTY,
        }
    }

    /// Play `card` face up for the seat to play; returns the trick when this card completes
    /// it.
    pub fn play(&mut self, card: Card) -> Result<Option<PlayedTrick>, DealError> {
        self.play_move(Move::up(card))
    }

    /// Play a card face up, or lay it face down where the system allows it
    /// ([`Hand::may_lay_down`]); returns the trick when this card completes it.
    pub fn play_move(&mut self, mv: Move) -> Result<Option<PlayedTrick>, DealError> {
        let card = mv.card;
        let Some(seat) = self.to_play() else {
            return Err(DealError::HandOver);
        };
        if !self.table.hands[seat].contains(card) {
            return Err(DealError::NotInHand(card));
        }
        if mv.face_down {
            self.may_lay_down(card)?;
            if let Some(bit) = 1u32.checked_shl(self.current.len() as u32) {
                self.current_down |= bit;
            }
        } else if !self.legal().contains(card) {
            return Err(DealError::NotNow(card));
        }
        self.table.hands[seat].remove(card);
        self.current.push(card);
        let n = self.table.hands.len();
        if self.current.len() < n {
            return Ok(None);
        }
        let ctx = TrickContext {
            first_trick: self.table.played == 0,
        };
        let down = std::mem::take(&mut self.current_down);
        let w = (self.table.leader + winner_down(&self.power, &self.current, down, ctx)) % n;
        let seats: Vec<usize> = (0..n).map(|i| (self.table.leader + i) % n).collect();
        let trick = PlayedTrick {
            seats,
            cards: std::mem::take(&mut self.current),
            winner: w,
            face_down: down,
        };
        let party = self.table.party[w];
        self.table.won[party] += 1;
        self.reached[party].push(self.history.len());
        self.table.leader = w;
        self.table.played += 1;
        self.history.push(trick.clone());
        Ok(Some(trick))
    }

    /// The result once a party has its tricks, or every trick is played.
    pub fn result(&self) -> Option<HandResult> {
        let t = &self.table;
        if let Some(p) = t.decided() {
            return Some(HandResult {
                winner: Some(p),
                tricks: t.won.clone(),
            });
        }
        if t.remaining() > 0 || !self.current.is_empty() {
            return None;
        }
        // Nobody reached the target: most tricks, then the tie rule.
        let most = *t.won.iter().max().unwrap_or(&0);
        let tied: Vec<usize> = (0..t.parties()).filter(|p| t.won[*p] == most).collect();
        let winner = match (tied.len(), self.tie) {
            (1, Some(_)) => Some(tied[0]),
            (_, None) => None,
            (_, Some(rule)) => {
                // When did each tied party reach `most`? (index of that trick)
                let at = |p: usize| self.reached[p].get(most as usize - 1).copied().unwrap_or(0);
                match rule {
                    Tie::Last => tied.iter().copied().max_by_key(|p| at(*p)),
                    Tie::First => tied.iter().copied().min_by_key(|p| at(*p)),
                }
            }
        };
        Some(HandResult {
            winner: if most == 0 { None } else { winner },
            tricks: t.won.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn every_table_of_every_system_deals() {
        for id in catalog::ids() {
            let system = catalog::load(id).unwrap();
            assert!(!system.tables.is_empty(), "{id} has tables");
            for def in &system.tables {
                let deck = deck_for(&system, def);
                let mut rng = ChaCha8Rng::seed_from_u64(3);
                let d = deal(&system, def, deck, 0, &mut rng).unwrap();
                assert_eq!(d.hands.len(), def.players);
                let mut all: Vec<Card> = d
                    .hands
                    .iter()
                    .flatten()
                    .copied()
                    .chain(d.stock.iter().copied())
                    .collect();
                assert!(d.hands.iter().all(|h| h.len() == def.cards), "{id}");
                assert_eq!(
                    all.len(),
                    deck.len(),
                    "{id}: every card dealt or in the stock"
                );
                all.sort_by_key(|c| c.id());
                all.dedup();
                assert_eq!(all.len(), deck.len(), "{id}: no card twice");
                // The face-up cards are each seat's first card, the seat after the dealer first.
                assert_eq!(d.face_up[0].0, 1 % def.players);
                for (seat, card) in &d.face_up {
                    assert_eq!(d.hands[*seat][0], *card);
                }
                if let Decision::Trump { suit, .. } = d.umschlag.decision {
                    assert_eq!(suit, d.trump);
                }
            }
        }
    }

    #[test]
    fn silenen_at_eight_deals_without_the_eights_and_nines() {
        // `002_…` §Das Silener Kaiserspiel: "Die 8 und 9 werden aus dem Spiel genommen, wenn
        // zu acht gespielt wird"; at 10 and 12 the 48 cards of §Kartenblatt.
        let system = catalog::load("silenen").unwrap();
        for (players, want) in [
            (8, Deck::Stans40),
            (10, Deck::Standard48),
            (12, Deck::Standard48),
        ] {
            let def = system.table(players, None).unwrap().clone();
            assert_eq!(deck_for(&system, &def), want, "{players} players");
        }
        let def = system.table(8, None).unwrap().clone();
        for seed in 0..50 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let d = deal(&system, &def, deck_for(&system, &def), 7, &mut rng).unwrap();
            let dealt: Vec<Card> = d.hands.iter().flatten().copied().collect();
            assert_eq!(dealt.len(), 40, "seed {seed}: all 40 cards dealt");
            assert!(
                dealt
                    .iter()
                    .all(|c| c.rank() != Rank::Acht && c.rank() != Rank::Neun),
                "seed {seed}: an 8 or 9 was dealt: {dealt:?}"
            );
            assert!(d.stock.is_empty());
        }
        // A table's deck must be one of the system's decks and hold the deal.
        let bad = |deck: &str, players: usize, cards: usize| {
            format!(
                "format_version: 1\nid: house\nextends: silenen\ntitle: House\nhand:\n  tables:\n    - {{players: {players}, parties: 2, cards: {cards}, need: 3, deck: {deck}, source: x}}\n"
            )
        };
        assert!(catalog::load_text(&bad("extended-56", 8, 5), "h.yaml").is_err());
        assert!(catalog::load_text(&bad("stans-40", 10, 5), "h.yaml").is_err());
        assert!(catalog::load_text(&bad("stans-40", 8, 5), "h.yaml").is_ok());
    }

    #[test]
    fn same_seed_same_deal() {
        let system = catalog::load("stans").unwrap();
        let def = system.table(4, None).unwrap().clone();
        let deck = deck_for(&system, &def);
        let a = deal(&system, &def, deck, 2, &mut ChaCha8Rng::seed_from_u64(9)).unwrap();
        let b = deal(&system, &def, deck, 2, &mut ChaCha8Rng::seed_from_u64(9)).unwrap();
        let c = deal(&system, &def, deck, 2, &mut ChaCha8Rng::seed_from_u64(10)).unwrap();
        assert_eq!(a.hands, b.hands);
        assert_ne!(a.hands, c.hands);
        assert_eq!(
            a.hands[0].len(),
            7,
            "stans deals 7 to four players (`001_…` §4)"
        );
    }

    fn cards(names: &[&str]) -> Vec<Card> {
        names.iter().map(|n| n.parse().unwrap()).collect()
    }

    #[test]
    fn play_stops_when_a_party_has_its_tricks() {
        // `002_…` Spielablauf: "bis eine Mannschaft drei Stiche gemacht hat".
        let system = catalog::load("karnoeffel").unwrap();
        let def = system.table(4, None).unwrap().clone();
        let hands = [
            cards(&[
                "Eichel-König",
                "Eichel-Ober",
                "Eichel-Under",
                "Rosen-3",
                "Rosen-4",
            ]),
            cards(&[
                "Eichel-3",
                "Eichel-4",
                "Eichel-5",
                "Schellen-3",
                "Schellen-4",
            ]),
            cards(&[
                "Eichel-6",
                "Eichel-7",
                "Eichel-8",
                "Schilten-3",
                "Schilten-4",
            ]),
            cards(&[
                "Eichel-9",
                "Eichel-Ass",
                "Schellen-5",
                "Schellen-6",
                "Schellen-7",
            ]),
        ];
        let mut h = Hand::new(
            &system,
            &def,
            Deck::Standard48,
            Suit::Schilten,
            &hands,
            &[],
            0,
        )
        .unwrap();
        for lead in ["Eichel-König", "Eichel-Ober", "Eichel-Under"] {
            let seat = h.to_play().unwrap();
            assert_eq!(seat, 0, "the winner leads");
            h.play(lead.parse().unwrap()).unwrap();
            for s in 1..4 {
                let card = h.table.hands[s]
                    .iter()
                    .find(|c| c.suit() == Suit::Eichel)
                    .or(h.table.hands[s].iter().next())
                    .unwrap();
                h.play(card).unwrap();
            }
        }
        assert_eq!(
            h.result(),
            Some(HandResult {
                winner: Some(0),
                tricks: vec![3, 0]
            })
        );
        assert_eq!(h.to_play(), None, "no fourth trick");
        assert!(h.play("Rosen-3".parse().unwrap()).is_err());
    }

    #[test]
    fn ties_go_to_the_last_to_reach_the_count() {
        // `000_…` Anzahl der Karten: "Sind die Gewinne 3 Sätze + 3 Sätze + 1 Satz, dann gewinnt
        // jener, der zuletzt den 3. Satz einheimst."
        let system = catalog::load("lungern").unwrap();
        let def = system.table(3, None).unwrap().clone();
        let mut h = Hand::new(
            &system,
            &def,
            Deck::Standard48,
            Suit::Rosen,
            &[vec![], vec![], vec![]],
            &[],
            0,
        )
        .unwrap();
        // Tricks won in order: 0, 1, 0, 1, 0, 2, 1 → 3-3-1, seat 1 took its third last.
        for (i, w) in [0usize, 1, 0, 1, 0, 2, 1].into_iter().enumerate() {
            h.table.won[w] += 1;
            h.reached[w].push(i);
        }
        assert_eq!(h.result().unwrap().winner, Some(1));
        h.tie = Some(Tie::First);
        assert_eq!(h.result().unwrap().winner, Some(0));
        h.tie = None;
        assert_eq!(h.result().unwrap().winner, None);
    }

    #[test]
    fn unannounced_banner_are_plain_tens() {
        let system = catalog::load("stans").unwrap();
        let def = system.table(4, None).unwrap().clone();
        let hands = vec![
            cards(&["Schellen-Banner"]),
            cards(&["Eichel-7"]),
            cards(&["Rosen-3"]),
            cards(&["Rosen-4"]),
        ];
        let h = Hand::new(&system, &def, Deck::Stans40, Suit::Rosen, &hands, &[], 0).unwrap();
        assert!(!h.power.is_kaiser("Schellen-Banner".parse().unwrap()));
        let h = Hand::new(
            &system,
            &def,
            Deck::Stans40,
            Suit::Rosen,
            &hands,
            &cards(&["Schellen-Banner"]),
            0,
        )
        .unwrap();
        assert!(h.power.is_kaiser("Schellen-Banner".parse().unwrap()));
    }
}
