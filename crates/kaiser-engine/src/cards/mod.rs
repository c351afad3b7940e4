//! Cards of the Kaiser deck: suits, ranks, cards and the decks the rule systems use.
//!
//! A card's *Farbposition* (its rank inside its suit, Ass lowest) is an explicit method,
//! not a derived `Ord`: the power of a card in a trick is its *Machtposition*, which depends
//! on the rule system and the trump and lives in [`crate::power`].
//!
//! Notation is an exact round trip: `Display` writes the canonical name (`Rosen-König`),
//! `FromStr` reads it back (and many more spellings, see [`names`]).

pub mod names;

use std::fmt;

/// One of the four suits of the German-Swiss deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Suit {
    /// Rosen (roses).
    Rosen,
    /// Schellen (bells).
    Schellen,
    /// Eichel (acorns).
    Eichel,
    /// Schilten (shields).
    Schilten,
}

impl Suit {
    /// All suits in the order the sources list them.
    pub const ALL: [Suit; 4] = [Suit::Rosen, Suit::Schellen, Suit::Eichel, Suit::Schilten];

    /// The canonical German name.
    pub fn name(self) -> &'static str {
        match self {
            Suit::Rosen => "Rosen",
            Suit::Schellen => "Schellen",
            Suit::Eichel => "Eichel",
            Suit::Schilten => "Schilten",
        }
    }

    /// The short form used by `kaiser cards` (`R`, `S`, `E`, `Sch`).
    pub fn short(self) -> &'static str {
        match self {
            Suit::Rosen => "R",
            Suit::Schellen => "S",
            Suit::Eichel => "E",
            Suit::Schilten => "Sch",
        }
    }

    /// Index 0..4, stable; used to build card ids.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl serde::Serialize for Suit {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rank inside a suit. The declaration order is the Farbposition from low to high, but use
/// [`Rank::farbposition`] to compare: power in a trick is never the derived order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rank {
    /// Ass (Sau, Daus): counts as the 2, the lowest card.
    Ass,
    /// Nullig (0), lungern's extended deck only.
    Nullig,
    /// Einig (1), lungern's extended deck only.
    Einig,
    /// Zweiig (a separate 2), lungern's 60-card deck only.
    Zweiig,
    /// The 3.
    Drei,
    /// The 4.
    Vier,
    /// The 5.
    Fuenf,
    /// The 6.
    Sechs,
    /// The 7.
    Sieben,
    /// The 8.
    Acht,
    /// The 9.
    Neun,
    /// The Banner (10); the four Banner are the Kaiser when announced.
    Banner,
    /// Under (Unter, Bauer).
    Under,
    /// Ober.
    Ober,
    /// König.
    Koenig,
}

impl Rank {
    /// All ranks, Farbposition low to high.
    pub const ALL: [Rank; 15] = [
        Rank::Ass,
        Rank::Nullig,
        Rank::Einig,
        Rank::Zweiig,
        Rank::Drei,
        Rank::Vier,
        Rank::Fuenf,
        Rank::Sechs,
        Rank::Sieben,
        Rank::Acht,
        Rank::Neun,
        Rank::Banner,
        Rank::Under,
        Rank::Ober,
        Rank::Koenig,
    ];

    /// The Farbposition: 0 for the Ass (lowest) up to 14 for the König.
    ///
    /// Reading 1 (docs/readings.md): in lungern's extended deck the Ass stays the lowest card
    /// (`000_…`, "Trumpf (umschlagen)": "das Ass ist die kleinstmögliche Karte"), then Nullig,
    /// Einig, Zweiig, 3.
    pub fn farbposition(self) -> u8 {
        self as u8
    }

    /// The canonical German name as it appears in `Rosen-König`.
    pub fn name(self) -> &'static str {
        RANK_NAMES[self as usize].0
    }

    /// The short rank code used by the short form (`A 0 1 Z 3-9 B U O K`).
    pub fn short(self) -> &'static str {
        RANK_NAMES[self as usize].1
    }

    /// König, Ober and Under are the Mannen.
    pub fn is_mann(self) -> bool {
        matches!(self, Rank::Under | Rank::Ober | Rank::Koenig)
    }
}

/// Canonical name and short code of each rank, in [`Rank::ALL`] order.
const RANK_NAMES: [(&str, &str); 15] = [
    ("Ass", "A"),
    ("Nullig", "0"),
    ("Einig", "1"),
    ("Zweiig", "Z"),
    ("3", "3"),
    ("4", "4"),
    ("5", "5"),
    ("6", "6"),
    ("7", "7"),
    ("8", "8"),
    ("9", "9"),
    ("Banner", "B"),
    ("Under", "U"),
    ("Ober", "O"),
    ("König", "K"),
];

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Number of distinct card ids (4 suits x 15 ranks).
pub const CARD_IDS: usize = 60;

/// A card: suit and rank, packed into one byte id (`suit * 15 + rank`).
///
/// Names round-trip: `Display` writes the canonical form, `FromStr` reads it (and many more).
///
/// ```
/// use kaiser_engine::cards::{Card, Rank, Suit};
///
/// let card: Card = "rosenkoenig".parse().unwrap();
/// assert_eq!(card, Card::new(Suit::Rosen, Rank::Koenig));
/// assert_eq!(card.to_string(), "Rosen-König");
/// assert_eq!("Mugg".parse::<Card>().unwrap().to_string(), "Schellen-Banner");
/// assert_eq!(card.short(), "RK");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Card(u8);

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl Card {
    /// The card of this suit and rank.
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card(suit as u8 * 15 + rank as u8)
    }

    /// The card with this id, if it is below [`CARD_IDS`].
    pub fn from_id(id: usize) -> Option<Card> {
        (id < CARD_IDS).then_some(Card(id as u8))
    }

    /// The card's id, 0..60; indexes power tables.
    pub fn id(self) -> usize {
        self.0 as usize
    }

    /// The card's suit.
    pub fn suit(self) -> Suit {
        Suit::ALL[(self.0 / 15) as usize]
    }

    /// The card's rank.
    pub fn rank(self) -> Rank {
        Rank::ALL[(self.0 % 15) as usize]
    }

    /// Every card id in order (all 60, whatever the deck).
    pub fn all() -> impl Iterator<Item = Card> {
        (0..CARD_IDS as u8).map(Card)
    }

    /// The short form (`RK`, `S7`, `SchB`, `EA`).
    pub fn short(self) -> String {
        format!("{}{}", self.suit().short(), self.rank().short())
    }

    /// The Kaiser nickname of a Banner (Blass, Mugg, Grün, Oberkaiser), if this is one.
    pub fn kaiser_name(self) -> Option<&'static str> {
        if self.rank() != Rank::Banner {
            return None;
        }
        Some(match self.suit() {
            Suit::Rosen => "Blass",
            Suit::Schellen => "Mugg",
            Suit::Eichel => "Grün",
            Suit::Schilten => "Oberkaiser",
        })
    }
}

/// A card serializes as its canonical name (`"Rosen-König"`).
impl serde::Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.suit(), self.rank())
    }
}

/// A set of cards as a bit mask over card ids.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(u64);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);

    /// Whether the set holds `card`.
    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.id()) != 0
    }

    /// Add `card`; returns whether it was new.
    pub fn insert(&mut self, card: Card) -> bool {
        let new = !self.contains(card);
        self.0 |= 1 << card.id();
        new
    }

    /// Number of cards.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Remove `card`; returns whether it was there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1 << card.id());
        had
    }

    /// The raw bit mask (bit = card id), for hashing.
    pub fn bits(self) -> u64 {
        self.0
    }

    /// The set whose bit mask is `bits` (bit = card id), for set arithmetic in searches.
    pub fn from_bits(bits: u64) -> CardSet {
        CardSet(bits)
    }

    /// The cards in id order (one step per card held, not per card of the deck).
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let id = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            Some(Card(id))
        })
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

/// The decks the sources use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
pub enum Deck {
    /// 48 cards: Ass, 3-9, Banner, Under, Ober, König in four suits.
    #[serde(rename = "standard-48")]
    Standard48,
    /// 40 cards, without the 8 and 9 (`001_…` §1, Stans).
    #[serde(rename = "stans-40")]
    Stans40,
    /// 56 cards: the 48 plus Einig (1) and Nullig (0) (`000_…`, "Variante des Kartensets").
    #[serde(rename = "extended-56")]
    Extended56,
    /// 60 cards: the 56 plus a separate Zweiig (2) (`000_…`, "Variante des Kartensets").
    #[serde(rename = "extended-60")]
    Extended60,
}

impl Deck {
    /// Every deck.
    pub const ALL: [Deck; 4] = [
        Deck::Standard48,
        Deck::Stans40,
        Deck::Extended56,
        Deck::Extended60,
    ];

    /// Read a deck id (`stans-40`) or its size (`40`), any case.
    pub fn from_id(id: &str) -> Option<Deck> {
        let id = id.trim().to_ascii_lowercase();
        Deck::ALL
            .into_iter()
            .find(|k| k.id() == id || k.len().to_string() == id)
    }

    /// The id used in YAML and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Deck::Standard48 => "standard-48",
            Deck::Stans40 => "stans-40",
            Deck::Extended56 => "extended-56",
            Deck::Extended60 => "extended-60",
        }
    }

    /// Whether the deck holds cards of this rank.
    pub fn has_rank(self, rank: Rank) -> bool {
        match rank {
            Rank::Nullig | Rank::Einig => matches!(self, Deck::Extended56 | Deck::Extended60),
            Rank::Zweiig => self == Deck::Extended60,
            Rank::Acht | Rank::Neun => self != Deck::Stans40,
            _ => true,
        }
    }

    /// Whether the deck holds `card`.
    pub fn contains(self, card: Card) -> bool {
        self.has_rank(card.rank())
    }

    /// The deck's cards, suit by suit, Farbposition high to low.
    pub fn cards(self) -> Vec<Card> {
        let mut out = Vec::new();
        for suit in Suit::ALL {
            for rank in Rank::ALL.iter().rev() {
                if self.has_rank(*rank) {
                    out.push(Card::new(suit, *rank));
                }
            }
        }
        out
    }

    /// Number of cards.
    pub fn len(self) -> usize {
        Rank::ALL.iter().filter(|r| self.has_rank(**r)).count() * 4
    }

    /// Never empty; here for clippy's `len_without_is_empty`.
    pub fn is_empty(self) -> bool {
        false
    }
}

impl fmt::Display for Deck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_for_every_card() {
        for id in 0..CARD_IDS {
            let card = Card::from_id(id).unwrap();
            assert_eq!(card.id(), id);
            assert_eq!(Card::new(card.suit(), card.rank()), card);
        }
        assert_eq!(Card::from_id(CARD_IDS), None);
    }

    #[test]
    fn deck_sizes_match_the_sources() {
        // 000_… "Spielset" (48), "Variante des Kartensets" (56, 60); 001_… §1 (40).
        let table = [
            (Deck::Standard48, 48),
            (Deck::Stans40, 40),
            (Deck::Extended56, 56),
            (Deck::Extended60, 60),
        ];
        for (deck, n) in table {
            assert_eq!(deck.len(), n, "{deck}");
            assert_eq!(deck.cards().len(), n, "{deck}");
        }
        assert!(!Deck::Stans40.contains(Card::new(Suit::Rosen, Rank::Neun)));
        assert!(!Deck::Standard48.contains(Card::new(Suit::Rosen, Rank::Einig)));
        assert!(Deck::Extended56.contains(Card::new(Suit::Rosen, Rank::Nullig)));
        assert!(!Deck::Extended56.contains(Card::new(Suit::Rosen, Rank::Zweiig)));
    }

    #[test]
    fn ass_is_the_lowest_farbposition() {
        // 001_… §1: "dass beim Kaisern das Ass zur niedrigsten Karte (Zweier) umfunktioniert".
        for rank in Rank::ALL {
            assert!(Rank::Ass.farbposition() <= rank.farbposition());
        }
        assert!(Rank::Koenig.farbposition() > Rank::Ober.farbposition());
        assert!(Rank::Ober.farbposition() > Rank::Under.farbposition());
        assert!(Rank::Under.farbposition() > Rank::Banner.farbposition());
        assert!(Rank::Banner.farbposition() > Rank::Neun.farbposition());
    }

    #[test]
    fn card_set_basics() {
        let a = Card::new(Suit::Rosen, Rank::Koenig);
        let b = Card::new(Suit::Schilten, Rank::Ass);
        let mut set = CardSet::EMPTY;
        assert!(set.insert(a));
        assert!(!set.insert(a));
        set.insert(b);
        assert_eq!(set.len(), 2);
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![a, b]);
    }
}
