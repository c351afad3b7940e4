//! The Power table: for one rule system, trump suit, deck, set of announced Kaiser and switch
//! values, every card's level in the Machtposition, its class and the suit it counts in.
//!
//! Built once from the system's rows (top row = highest level); a trick is then resolved with
//! a handful of array lookups ([`crate::trick`]). Cards are compared by `level` here,
//! never by their Farbposition.

use crate::cards::{CARD_IDS, Card, CardSet, Deck, Rank, Suit};
use crate::system::{Class, Pattern, RuleSystem};
use std::collections::{BTreeMap, BTreeSet};
use thiserror::Error;

/// What one card is under one trump.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// Higher takes lower; the top row has the highest level.
    pub level: u8,
    /// 0-based row in the system's rows (position 1 is row 0).
    pub row: u8,
    /// Kind of power.
    pub class: Class,
    /// The suit it counts in; `None` for an announced Kaiser.
    pub suit: Option<Suit>,
    /// Stupf only: the only cards that take it when led (empty: any higher Stecher).
    pub taken_by: CardSet,
    /// Stupf only: in the first trick it is a plain card at `plain_level`.
    pub not_in_first_trick: bool,
    /// Level of its rank's plain row (used when a Stupf is demoted to a plain card).
    pub plain_level: u8,
    /// Blocks earlier blockable cards when played (lungern's Trumpf-0).
    pub blocker: bool,
    /// Loses its power when a blocker follows it.
    pub blockable: bool,
    /// Whether this card is in the deck at all.
    pub in_deck: bool,
    /// A limit applies: it takes only cards in `takes_only` and never those in `cannot_take`.
    pub limited: bool,
    /// With `limited`: the only cards it may take (all, if `None`).
    pub takes_only: Option<CardSet>,
    /// With `limited`: cards it never takes.
    pub cannot_take: CardSet,
    /// Index into `Power::limit_sources` of the limit's citation.
    pub limit_source: u8,
}

impl Entry {
    const ABSENT: Entry = Entry {
        level: 0,
        row: 0,
        class: Class::Plain,
        suit: None,
        taken_by: CardSet::EMPTY,
        not_in_first_trick: false,
        plain_level: 0,
        blocker: false,
        blockable: false,
        in_deck: false,
        limited: false,
        takes_only: None,
        cannot_take: CardSet::EMPTY,
        limit_source: 0,
    };
}

/// An extra take: `taker` also takes `taken` (only when `taken` was led, if `when_led`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Extra {
    /// The card that takes.
    pub taker: Card,
    /// The card it takes.
    pub taken: Card,
    /// Only when `taken` was led.
    pub when_led: bool,
    /// The source of the rule.
    pub source: crate::system::Text,
    /// The switch it depends on, if any.
    pub switch: Option<String>,
    /// Not when a Stecher was played before the taker.
    pub unless_stecher: bool,
}

/// Options for building a [`Power`] table.
#[derive(Debug, Clone, Default)]
pub struct PowerOptions {
    /// The deck; `None` means the system's default deck.
    pub deck: Option<Deck>,
    /// Banner played unannounced (plain 10s).
    pub unannounced: Vec<Card>,
    /// Switch values that differ from the defaults.
    pub switches: BTreeMap<String, bool>,
}

/// Why a Power table could not be built.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PowerError {
    /// `--unannounced` named a card that is not a Banner.
    #[error("{0} is not a Banner")]
    NotABanner(Card),
    /// `--unannounced` in a system without Kaiser.
    #[error("rule system {0} has no Kaiser")]
    NoKaiser(String),
    /// The system does not use this deck.
    #[error("rule system {system} does not use deck {deck}")]
    Deck {
        /// The system id.
        system: String,
        /// The deck asked for.
        deck: Deck,
        /// The system's decks.
        decks: String,
    },
    /// An unknown switch name.
    #[error("rule system {system} has no switch {name}")]
    Switch {
        /// The system id.
        system: String,
        /// The name asked for.
        name: String,
        /// Known switches.
        known: Vec<String>,
    },
}

/// The Machtposition of one system under one trump, as a table indexed by card id.
#[derive(Debug, Clone)]
pub struct Power {
    entries: [Entry; CARD_IDS],
    /// The trump suit.
    pub trump: Suit,
    /// The deck in use.
    pub deck: Deck,
    /// Plain cards of the trump suit take nothing.
    pub trump_plain_take_nothing: bool,
    /// Extra takes in force (switches applied).
    pub extras: Vec<Extra>,
    /// Whether any card is a blocker.
    pub has_blocker: bool,
    /// Whether a card may be laid face down in a trick (the system's `face_down`).
    pub face_down: bool,
    /// Whether a Kaiser laid face down is named as one (stans), so the others learn it.
    pub face_down_named: bool,
    /// Banner that are plain 10s in this table.
    pub unannounced: CardSet,
    /// Number of rows in the system.
    pub rows: usize,
    /// Switch values in force.
    pub switches: BTreeMap<String, bool>,
    /// Display position (1-based) of each row among the rows that hold a card; 0 if empty.
    positions: Vec<u8>,
    /// Citations of the limits in force (indexed by `Entry::limit_source`).
    pub limit_sources: Vec<crate::system::Text>,
}

impl Power {
    /// Build the table for `system` under `trump`.
    pub fn new(system: &RuleSystem, trump: Suit, opts: &PowerOptions) -> Result<Power, PowerError> {
        let deck = opts.deck.unwrap_or_else(|| system.default_deck());
        if !system.decks.contains(&deck) {
            return Err(PowerError::Deck {
                system: system.id.clone(),
                deck,
                decks: system
                    .decks
                    .iter()
                    .map(|d| d.id())
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
        let mut unannounced = CardSet::EMPTY;
        if !system.kaiser && !opts.unannounced.is_empty() {
            return Err(PowerError::NoKaiser(system.id.clone()));
        }
        for card in &opts.unannounced {
            if card.rank() != Rank::Banner {
                return Err(PowerError::NotABanner(*card));
            }
            unannounced.insert(*card);
        }
        let mut switches = system.default_switches();
        for (name, value) in &opts.switches {
            match switches.get_mut(name) {
                Some(v) => *v = *value,
                None => {
                    return Err(PowerError::Switch {
                        system: system.id.clone(),
                        name: name.clone(),
                        known: switches.keys().cloned().collect(),
                    });
                }
            }
        }
        let placed = system.place(deck, trump, &|c| !unannounced.contains(c));
        let n = system.rows.len();
        let level_of = |row: usize| (n - row) as u8;
        // The level of each rank's plain row: the first row whose `*-rank` pattern holds it.
        let plain_level = |rank: Rank| {
            system
                .rows
                .iter()
                .position(|r| r.cards.contains(&Pattern::AnySuit(rank)))
                .map(level_of)
                .unwrap_or(0)
        };
        let mut entries = [Entry::ABSENT; CARD_IDS];
        let mut has_blocker = false;
        for card in Card::all() {
            let Some(row_index) = placed[card.id()] else {
                continue;
            };
            let row = &system.rows[row_index as usize];
            // The same test as `RuleSystem::place`: a Banner named on its own (fixed suit) is
            // its Kaiser row.
            let is_kaiser = system.kaiser
                && card.rank() == Rank::Banner
                && !unannounced.contains(card)
                && row
                    .cards
                    .contains(&Pattern::Card(crate::cards::names::CardRef::Fixed(card)));
            let taken_by: CardSet = row
                .taken_by
                .iter()
                .flatten()
                .flat_map(|p| p.cards(trump))
                .collect();
            has_blocker |= row.blocker;
            entries[card.id()] = Entry {
                level: level_of(row_index as usize),
                row: row_index,
                class: row.class,
                suit: if is_kaiser { None } else { Some(card.suit()) },
                taken_by,
                not_in_first_trick: row.not_in_first_trick,
                plain_level: plain_level(card.rank()),
                blocker: row.blocker,
                blockable: row.blockable,
                in_deck: true,
                limited: false,
                takes_only: None,
                cannot_take: CardSet::EMPTY,
                limit_source: 0,
            };
        }
        let mut limit_sources = Vec::new();
        for row in &system.rows {
            for limit in &row.limits {
                let set = |ps: &[Pattern]| -> CardSet {
                    ps.iter().flat_map(|p| p.cards(trump)).collect()
                };
                for card in limit.cards.iter().flat_map(|p| p.cards(trump)) {
                    let e = &mut entries[card.id()];
                    if !e.in_deck {
                        continue;
                    }
                    e.limited = true;
                    e.takes_only = limit.takes_only.as_deref().map(set);
                    e.cannot_take = set(&limit.cannot_take);
                    e.limit_source = limit_sources.len() as u8;
                }
                limit_sources.push(limit.source.clone());
            }
        }
        let mut extras = Vec::new();
        for (i, row) in system.rows.iter().enumerate() {
            for extra in &row.extra_takes {
                if let Some(s) = &extra.switch
                    && !switches.get(s).copied().unwrap_or(false)
                {
                    continue;
                }
                let takers: Vec<Card> = Card::all()
                    .filter(|c| placed[c.id()] == Some(i as u8))
                    .collect();
                for taker in &takers {
                    for taken in extra.cards.iter().flat_map(|p| p.cards(trump)) {
                        if deck.contains(taken) {
                            extras.push(Extra {
                                taker: *taker,
                                taken,
                                when_led: extra.when_led,
                                source: extra.source.clone(),
                                switch: extra.switch.clone(),
                                unless_stecher: extra.unless_stecher,
                            });
                        }
                    }
                }
            }
        }
        let mut positions = vec![0u8; n];
        let mut next = 0u8;
        for (row, slot) in positions.iter_mut().enumerate() {
            if entries.iter().any(|e| e.in_deck && e.row as usize == row) {
                next += 1;
                *slot = next;
            }
        }
        Ok(Power {
            limit_sources,
            positions,
            entries,
            trump,
            deck,
            trump_plain_take_nothing: system.trump_plain_take_nothing,
            extras,
            has_blocker,
            face_down: system.face_down.is_some(),
            face_down_named: system
                .face_down
                .as_ref()
                .is_some_and(|f| f.names_kaiser.is_some()),
            unannounced,
            rows: n,
            switches,
        })
    }

    /// The entry of `card`.
    #[inline]
    pub fn entry(&self, card: Card) -> &Entry {
        &self.entries[card.id()]
    }

    /// The display position (1 = top) of `card`'s row.
    pub fn position(&self, card: Card) -> usize {
        self.positions[self.entry(card).row as usize] as usize
    }

    /// The display position of the plain row at `level` (used for a demoted Stupf).
    pub fn position_of_level(&self, level: u8) -> usize {
        let row = self.rows.saturating_sub(level as usize);
        self.positions.get(row).copied().unwrap_or(0) as usize
    }

    /// Whether `card` is in the deck of this table.
    pub fn contains(&self, card: Card) -> bool {
        self.entries[card.id()].in_deck
    }

    /// Whether `card` is an announced Kaiser here.
    pub fn is_kaiser(&self, card: Card) -> bool {
        let e = self.entry(card);
        e.in_deck && e.suit.is_none()
    }

    /// The cards of each row, top to bottom (rows with no card under this trump are empty).
    pub fn row_cards(&self) -> Vec<Vec<Card>> {
        let mut rows = vec![Vec::new(); self.rows];
        // Suit order inside a row: trump first, then the others in the usual order.
        let mut order: Vec<Card> = Vec::new();
        for suit in
            std::iter::once(self.trump).chain(Suit::ALL.into_iter().filter(|s| *s != self.trump))
        {
            for rank in Rank::ALL.iter().rev() {
                order.push(Card::new(suit, *rank));
            }
        }
        for card in order {
            let e = self.entry(card);
            if e.in_deck {
                rows[e.row as usize].push(card);
            }
        }
        rows
    }

    /// How many cards of the deck stand in `row`.
    pub fn row_len(&self, row: u8) -> usize {
        self.entries
            .iter()
            .filter(|e| e.in_deck && e.row == row)
            .count()
    }

    /// Switches that are on.
    pub fn switches_on(&self) -> BTreeSet<&str> {
        self.switches
            .iter()
            .filter(|(_, v)| **v)
            .map(|(k, _)| k.as_str())
            .collect()
    }
}
