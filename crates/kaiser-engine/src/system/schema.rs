//! The schema of a rule-system file as written in YAML: card patterns, the kinds of power,
//! rows, the Umschlag, citations, switches, tables and the whole [`SystemFile`] record. Every
//! field of the file record is optional so that `extends` can fill it.

use super::Text;
use crate::cards::names::{self, CardRef};
use crate::cards::{Card, Deck, Rank, Suit};
use crate::stake::StakeFile;
use crate::yaml::Message;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;

/// A card pattern in a row: one card, the trump's card of a rank, or every remaining card of a
/// rank (`*-König`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pattern {
    /// A fixed card or a trump-relative card.
    Card(CardRef),
    /// Every card of this rank not placed in a higher row.
    AnySuit(Rank),
}

impl Pattern {
    /// The cards this pattern names under `trump`, before "already placed" is considered.
    pub fn cards(self, trump: Suit) -> Vec<Card> {
        match self {
            Pattern::Card(r) => r.resolve(Some(trump)).into_iter().collect(),
            Pattern::AnySuit(rank) => Suit::ALL.iter().map(|s| Card::new(*s, rank)).collect(),
        }
    }
}

impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pattern::Card(r) => write!(f, "{r}"),
            Pattern::AnySuit(rank) => write!(f, "*-{rank}"),
        }
    }
}

impl std::str::FromStr for Pattern {
    type Err = Message;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if let Some(rest) = s.strip_prefix("*-").or_else(|| s.strip_prefix('*')) {
            let probe = format!("Rosen-{rest}");
            return match names::parse_ref(&probe) {
                Some(CardRef::Fixed(c)) => Ok(Pattern::AnySuit(c.rank())),
                _ => Err(Message::new("rules-pattern-unknown-rank")
                    .arg("rank", rest)
                    .arg("pattern", s)),
            };
        }
        match names::parse_ref(s) {
            Some(r) => Ok(Pattern::Card(r)),
            None => {
                let suggestions = match names::Namer::default().card(s) {
                    Err(names::CardNameError::Unknown { suggestions, .. }) => suggestions,
                    _ => vec![],
                };
                Err(Message::new("rules-pattern-unknown")
                    .arg("input", names::shorten(s))
                    .arg("suggestions", suggestions.join(", ")))
            }
        }
    }
}

impl<'de> Deserialize<'de> for Pattern {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        /// The text where it lies (borrowed from the compact form: no copy), else a copy.
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = std::borrow::Cow<'de, str>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string")
            }
            fn visit_borrowed_str<E: serde::de::Error>(
                self,
                s: &'de str,
            ) -> Result<Self::Value, E> {
                Ok(s.into())
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Self::Value, E> {
                Ok(s.to_owned().into())
            }
            fn visit_string<E: serde::de::Error>(self, s: String) -> Result<Self::Value, E> {
                Ok(s.into())
            }
        }
        // Parsed once the text is read, as before, so that a YAML file's error keeps its
        // place (the entry, not the scalar).
        let s = d.deserialize_string(Visit)?;
        s.parse()
            .map_err(|m: Message| serde::de::Error::custom(m.carry()))
    }
}

/// The three kinds of power in the Machtposition, plus plain cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    /// Takes every lower card whatever its suit; a trick it leads has no suit.
    Stecher,
    /// A Mann (König, Ober, Under): takes lower cards only when its suit was led.
    Throner,
    /// High only when led (Trumpf-7; lungern's T-9/T-8); otherwise takes nothing.
    Stupf,
    /// A number card (or unannounced Banner): takes lower cards of the led suit.
    Plain,
}

impl Class {
    /// The game's word for the class: `Stecher`, `Throner`, `Stupf`; `None` for a plain card,
    /// which has no name of the game (the app says "plain" in the user's language).
    pub fn game_name(self) -> Option<&'static str> {
        match self {
            Class::Stecher => Some("Stecher"),
            Class::Throner => Some("Throner"),
            Class::Stupf => Some("Stupf"),
            Class::Plain => None,
        }
    }
}

/// A source cited by a system: a seed file and its sections.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct SourceRef {
    /// The file in `../shared/seeds/`.
    pub file: String,
    /// Author, title, year.
    pub title: String,
    /// The sections the system is taken from.
    #[serde(default)]
    pub sections: Vec<String>,
}

/// A system's own nickname for a card (stans: Fuil = Trumpf-König).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NicknameDef {
    /// The nickname as players say it.
    pub name: String,
    /// The card it names.
    pub card: Pattern,
    /// Where the source says so.
    pub source: Text,
}

/// A named switch for a rule the sources leave open.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SwitchDef {
    /// On or off unless the user says otherwise.
    pub default: bool,
    /// What turning it on changes.
    pub description: String,
    /// Where the source states the variant.
    pub source: Text,
}

/// Cards played face down (issue 15 item 3): present only in the systems whose source lets a
/// player lay a card face down in a trick instead of playing it (stans, Achermann 1978 §4
/// "eine Karte verdeckt ablegen"). Such a card takes nothing and hides itself; the leader
/// never lays one (reading 29, docs/readings.md).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FaceDownDef {
    /// Where the source allows it (seed file, locator, "quote").
    pub source: Text,
    /// Where the source says that a Kaiser laid face down must be named as one (stans:
    /// «Ich leggä ä Chaiser abbä»): then the others learn which Kaiser it was. Without it the
    /// others learn nothing of the card (willisau: "Die Gegenpartei weiss dann nicht, was das
    /// nun zu bedeuten hat").
    #[serde(default)]
    pub names_kaiser: Option<Text>,
}

/// "This row's cards also take these cards", e.g. lungern's T-9 over a led T-8.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExtraTake {
    /// The cards taken.
    pub cards: Vec<Pattern>,
    /// Only when the taken card was led.
    #[serde(default)]
    pub when_led: bool,
    /// Only when this switch is on.
    #[serde(default)]
    pub switch: Option<String>,
    /// Not when a Stecher was played before the taking card.
    #[serde(default)]
    pub unless_stecher: bool,
    /// Where the source says so.
    pub source: Text,
}

/// A limit on what some cards of a row may take, beyond their class (lungern's
/// "Der Trumpfkönig kann als Throner nur den Trumpfober nehmen").
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limit {
    /// The cards limited (of this row).
    pub cards: Vec<Pattern>,
    /// They take only these cards (when their class would let them).
    #[serde(default)]
    pub takes_only: Option<Vec<Pattern>>,
    /// They never take these cards.
    #[serde(default)]
    pub cannot_take: Vec<Pattern>,
    /// Where the source says so.
    pub source: Text,
}

/// One row of the Machtposition as written in YAML.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RowDef {
    /// The cards of this row.
    pub cards: Vec<Pattern>,
    /// Their kind of power.
    pub class: Class,
    /// The row's name in the source (Königstecher, Könige, ...).
    #[serde(default)]
    pub name: Option<String>,
    /// What the row takes, in a player's words (English and German).
    pub takes: Text,
    /// Where the source places the row.
    pub source: Text,
    /// Stupf only: the only cards that take it when it is led (default: any higher Stecher).
    #[serde(default)]
    pub taken_by: Option<Vec<Pattern>>,
    /// Stupf only: in the first trick of a hand it is only a plain card.
    #[serde(default)]
    pub not_in_first_trick: bool,
    /// The card blocks earlier blockable cards (lungern's Trumpf-0).
    #[serde(default)]
    pub blocker: bool,
    /// A blocker played after this card takes its power.
    #[serde(default)]
    pub blockable: bool,
    /// Extra takes beyond the row's class.
    #[serde(default)]
    pub extra_takes: Vec<ExtraTake>,
    /// Limits on what some of the row's cards take.
    #[serde(default)]
    pub limits: Vec<Limit>,
}

/// What decides trump when every face-up card of the Umschlag is a Kaiser.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AllKaiser {
    /// After the deal, the stock's top card is turned and its suit is trump.
    TurnStock,
    /// The lowest Kaiser by Stechwert sets trump, in the order given by `kaiser_order`.
    KaiserOrder,
}

/// The Umschlag rules of a system.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UmschlagDef {
    /// Whether a (Kaiser) Banner can never set trump.
    pub kaiser_never_trump: bool,
    /// What happens when every face-up card is a Kaiser.
    pub all_kaiser: AllKaiser,
    /// For `kaiser-order`: the suits whose Kaiser set trump, first match wins.
    #[serde(default)]
    pub kaiser_order: Vec<Suit>,
    /// All four Kaiser face up (and nothing else): shuffle and deal again.
    #[serde(default)]
    pub redeal_on_four_kaiser: bool,
    /// What each kind of step rests on: the source's words or our reading.
    #[serde(default)]
    pub basis: UmschlagBases,
    /// Where the source says so, for every step `basis` does not name (a house-rule file may
    /// give only this).
    #[serde(default)]
    pub source: Text,
}

/// What one step of the Umschlag rests on.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(untagged)]
pub enum Basis {
    /// The source says it: a raw citation (seed file, locator, "quote").
    Source(Text),
    /// The source is silent or vague: our reading, numbered as in `docs/readings.md`, and
    /// what it says in both languages. Never shown as a quote.
    Reading {
        /// Its number in `docs/readings.md`.
        reading: u32,
        /// In English.
        en: String,
        /// In German.
        de: String,
    },
}

/// The basis of each kind of Umschlag step (see [`crate::umschlag::Reason`]); a missing one
/// falls back as its field says, and at last to [`UmschlagDef::source`].
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UmschlagBases {
    /// The lowest face-up card sets trump (and so this suit is trump).
    pub lowest: Option<Basis>,
    /// Of equally low cards the first dealt sets it.
    pub ties: Option<Basis>,
    /// A face-up Kaiser does not set trump (or only when all are Kaiser).
    pub kaiser: Option<Basis>,
    /// All four Kaiser face up alone: deal again.
    pub redeal: Option<Basis>,
    /// Every face-up card a Kaiser: the system's fallback (order of Kaiser, or turn the stock).
    pub all_kaiser: Option<Basis>,
    /// The same with fewer Kaiser than the source's case (default: `all_kaiser`).
    pub all_kaiser_fewer: Option<Basis>,
    /// No face-up Kaiser is in the order: turn the stock.
    pub none_can: Option<Basis>,
    /// The stock's turned card sets trump.
    pub turned: Option<Basis>,
    /// The turned card is a Banner (default: `turned`).
    pub turned_banner: Option<Basis>,
}

impl<'de> Deserialize<'de> for Suit {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        names::parse_suit(&s).map_err(|e| {
            let m = Message::new("cards-unknown-suit")
                .arg("input", e.input)
                .arg("expected", e.expected.join(", "));
            serde::de::Error::custom(m.carry())
        })
    }
}

/// The citations of the rules every system shares (one per kind of step in a trick).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Citations {
    /// "A Stecher takes every lower card."
    pub stecher: Option<Text>,
    /// "A Throner takes only inside the led suit."
    pub throner: Option<Text>,
    /// "A Stupf counts only when led."
    pub stupf: Option<Text>,
    /// "A trick led with a Stecher or Stupf has no suit."
    pub led_suit: Option<Text>,
    /// "An unannounced Kaiser is a plain 10."
    pub unannounced: Option<Text>,
    /// "Plain cards of the trump suit take nothing."
    pub trump_plain: Option<Text>,
    /// Optional: "a led card that is no Stecher or Stupf gives the trick its suit" (else the
    /// Throner citation stands for it).
    pub suit_lead: Option<Text>,
}

/// A rule-system file as written: every field optional so `extends` can fill it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SystemFile {
    /// Schema version, must be [`FORMAT_VERSION`](super::FORMAT_VERSION).
    pub format_version: u32,
    /// Short id (`lungern`).
    pub id: String,
    /// Another system this one starts from.
    #[serde(default)]
    pub extends: Option<String>,
    /// Human title.
    #[serde(default)]
    pub title: Option<Text>,
    /// Where it is played.
    #[serde(default)]
    pub region: Option<Text>,
    /// One paragraph about it.
    #[serde(default)]
    pub summary: Option<Text>,
    /// The sources.
    #[serde(default)]
    pub sources: Option<Vec<SourceRef>>,
    /// Decks, the first is the default.
    #[serde(default)]
    pub decks: Option<Vec<Deck>>,
    /// Whether the four Banner are Kaiser when announced.
    #[serde(default)]
    pub kaiser: Option<bool>,
    /// Plain cards of the trump suit take nothing.
    #[serde(default)]
    pub trump_plain_take_nothing: Option<bool>,
    /// The system's nicknames.
    #[serde(default)]
    pub nicknames: Option<Vec<NicknameDef>>,
    /// The Umschlag.
    #[serde(default)]
    pub umschlag: Option<UmschlagDef>,
    /// Citations of the shared rules.
    #[serde(default)]
    pub citations: Option<Citations>,
    /// Named switches.
    #[serde(default)]
    pub switches: Option<BTreeMap<String, SwitchDef>>,
    /// Cards may be laid face down in a trick (only where the source says so).
    #[serde(default)]
    pub face_down: Option<FaceDownDef>,
    /// Switch values that differ from the defaults (house rules).
    #[serde(default)]
    pub set_switches: Option<BTreeMap<String, bool>>,
    /// The Machtposition, top to bottom.
    #[serde(default)]
    pub rows: Option<Vec<RowDef>>,
    /// How a hand is dealt and played: tables, deals and targets.
    #[serde(default)]
    pub hand: Option<HandDef>,
    /// The stake of a hand and the game target; merged section by section along `extends`.
    #[serde(default)]
    pub stake: Option<StakeFile>,
    /// What a seat may see of its partners' cards (see [`super::partners`]).
    #[serde(default)]
    pub partners: Option<super::partners::PartnersDef>,
}

/// One way to sit at the table: so many players in so many parties, the deal and the target.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct TableDef {
    /// Players at the table.
    pub players: usize,
    /// Parties: 1 player each when equal to `players`; otherwise seats alternate between
    /// the parties (A B A B ...).
    pub parties: usize,
    /// Cards dealt to each player.
    pub cards: usize,
    /// The deck dealt at this table, where the source ties it to the table's size (silenen:
    /// "Die 8 und 9 werden aus dem Spiel genommen, wenn zu acht gespielt wird"); without it,
    /// the system's first deck that holds enough cards.
    #[serde(default)]
    pub deck: Option<Deck>,
    /// Cards each player lays away face down before play (stans: 7 dealt, 2 away).
    #[serde(default)]
    pub discard: usize,
    /// Tricks a party needs to win the hand.
    pub need: u8,
    /// The table `play` and `deal` take when no number of players is given (lungern: four
    /// in two parties, "Bei vier Spielern werden zwei Parteien gemacht").
    #[serde(default)]
    pub default: bool,
    /// Solo play: who can take the trick must.
    #[serde(default)]
    pub must_overtake: bool,
    /// When nobody reaches `need`: the most tricks win, and among equals the one who reached
    /// that count last (`last`) or first (`first`); without it, nobody wins the hand.
    #[serde(default)]
    pub tie: Option<Tie>,
    /// Where the source says so.
    pub source: Text,
}

/// Who wins among parties with equally many tricks when nobody reached the target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Tie {
    /// The one who reached the tied count last (`000_…`: "jener Spieler, der zuletzt ...").
    Last,
    /// The one who reached it first (`000_…` variant: "zuerst den Punkt gewonnen hat").
    First,
}

impl TableDef {
    /// Cards each player plays (dealt minus laid away): the tricks of the hand.
    pub fn tricks(&self) -> usize {
        self.cards - self.discard
    }
}

/// The hands a system is played with.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandDef {
    /// The tables it allows.
    pub tables: Vec<TableDef>,
}
