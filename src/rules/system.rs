//! Rule systems as data: the YAML schema, `extends` merging, and validation into a
//! [`RuleSystem`].
//!
//! The parsed record ([`SystemFile`]) is kept apart from the validated [`RuleSystem`]: every
//! check happens once, here, and each error names the file, the line (where it can be found)
//! and the problem. The Machtposition rows are listed top to bottom; each row cites its source.
//! Parsing is pure: the text arrives as a `&str` (embedded or read by the caller).

use crate::cards::names::{self, CardRef};
use crate::cards::{Card, Deck, Rank, Suit};
use crate::i18n::{Lang, Text};
use crate::rules::stake::{StakeDef, StakeFile};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;
use thiserror::Error;

/// The newest `format_version` this build understands.
pub const FORMAT_VERSION: u32 = 1;

/// Largest rule-system file accepted, in bytes (hostile input guard).
pub const MAX_FILE_BYTES: usize = 256 * 1024;

/// How deep `extends` may chain.
const MAX_EXTENDS: usize = 4;

/// A rule system that could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SystemError {
    /// The file is malformed or breaks a rule of the schema.
    #[error("{origin}{}: {message}", line.map(|l| format!(":{l}")).unwrap_or_default())]
    Invalid {
        /// File name (or `embedded:<id>.yaml`).
        origin: String,
        /// 1-based line, where known.
        line: Option<usize>,
        /// What is wrong and what would be right.
        message: String,
    },
    /// No rule system of that id.
    #[error("{}", match suggestion {
        Some(s) => crate::t!("rules-system-unknown-suggest", id = .id, known = .known, suggestion = s),
        None => crate::t!("rules-system-unknown", id = .id, known = .known),
    })]
    Unknown {
        /// The id asked for.
        id: String,
        /// All known ids, comma separated.
        known: String,
        /// The nearest id.
        suggestion: Option<String>,
    },
}

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
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if let Some(rest) = s.strip_prefix("*-").or_else(|| s.strip_prefix('*')) {
            let probe = format!("Rosen-{rest}");
            return match names::parse_ref(&probe) {
                Some(CardRef::Fixed(c)) => Ok(Pattern::AnySuit(c.rank())),
                _ => Err(crate::t!(
                    "rules-pattern-unknown-rank",
                    rank = rest,
                    pattern = s
                )),
            };
        }
        match names::parse_ref(s) {
            Some(r) => Ok(Pattern::Card(r)),
            None => Err(crate::t!(
                "rules-pattern-unknown",
                problem = names::Namer::default()
                    .card(s)
                    .err()
                    .map(|e| e.to_string())
                    .unwrap_or_else(|| crate::t!("cards-unknown", input = s))
            )),
        }
    }
}

impl<'de> Deserialize<'de> for Pattern {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
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
    /// The game's word for the class (`plain` for a plain card, in the current language).
    pub fn name(self) -> &'static str {
        match self {
            Class::Stecher => "Stecher",
            Class::Throner => "Throner",
            Class::Stupf => "Stupf",
            Class::Plain => {
                // Looked up once per language, so that the word can be `'static`.
                static PLAIN: std::sync::OnceLock<[String; 2]> = std::sync::OnceLock::new();
                let words = PLAIN.get_or_init(|| {
                    Lang::ALL.map(|l| crate::i18n::message(l, "rules-class-plain", &[]))
                });
                match crate::i18n::lang() {
                    Lang::En => &words[0],
                    Lang::De => &words[1],
                }
            }
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
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
    pub source: String,
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
    pub source: String,
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
    pub source: String,
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
    pub source: String,
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
    pub source: String,
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
    /// Where the source says so.
    pub source: String,
}

impl<'de> Deserialize<'de> for Suit {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        names::parse_suit(&s).map_err(serde::de::Error::custom)
    }
}

/// The citations of the rules every system shares (one per kind of step in a trick).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Citations {
    /// "A Stecher takes every lower card."
    pub stecher: Option<String>,
    /// "A Throner takes only inside the led suit."
    pub throner: Option<String>,
    /// "A Stupf counts only when led."
    pub stupf: Option<String>,
    /// "A trick led with a Stecher or Stupf has no suit."
    pub led_suit: Option<String>,
    /// "An unannounced Kaiser is a plain 10."
    pub unannounced: Option<String>,
    /// "Plain cards of the trump suit take nothing."
    pub trump_plain: Option<String>,
    /// Optional: "a led card that is no Stecher or Stupf gives the trick its suit" (else the
    /// Throner citation stands for it).
    pub suit_lead: Option<String>,
}

/// A rule-system file as written: every field optional so `extends` can fill it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SystemFile {
    /// Schema version, must be [`FORMAT_VERSION`].
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
    /// Cards each player lays away face down before play (stans: 7 dealt, 2 away).
    #[serde(default)]
    pub discard: usize,
    /// Tricks a party needs to win the hand.
    pub need: u8,
    /// Solo play: who can take the trick must.
    #[serde(default)]
    pub must_overtake: bool,
    /// When nobody reaches `need`: the most tricks win, and among equals the one who reached
    /// that count last (`last`) or first (`first`); without it, nobody wins the hand.
    #[serde(default)]
    pub tie: Option<Tie>,
    /// Where the source says so.
    pub source: String,
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

/// A validated rule system.
#[derive(Debug, Clone, PartialEq)]
pub struct RuleSystem {
    /// Short id.
    pub id: String,
    /// Human title.
    pub title: Text,
    /// Where it is played.
    pub region: Text,
    /// One paragraph.
    pub summary: Text,
    /// The sources.
    pub sources: Vec<SourceRef>,
    /// Decks, first is default.
    pub decks: Vec<Deck>,
    /// Whether Banner can be Kaiser.
    pub kaiser: bool,
    /// Plain cards of the trump suit take nothing.
    pub trump_plain_take_nothing: bool,
    /// Nicknames (display name, card).
    pub nicknames: Vec<(String, CardRef)>,
    /// The nickname definitions with sources.
    pub nickname_defs: Vec<NicknameDef>,
    /// Umschlag rules.
    pub umschlag: UmschlagDef,
    /// Shared citations, all present.
    pub citations: BTreeMap<&'static str, String>,
    /// Named switches.
    pub switches: BTreeMap<String, SwitchDef>,
    /// The rows, top to bottom.
    pub rows: Vec<RowDef>,
    /// Where it came from (`embedded:lungern.yaml` or a path).
    pub origin: String,
    /// The tables (player counts, parties, deals, targets) it is played with.
    pub tables: Vec<TableDef>,
    /// The stake rules (`None` for a file, and its parents, without `stake:`).
    pub stake: Option<StakeDef>,
}

/// Find a system file by id (embedded catalog, or the caller's own files) for `extends`.
pub trait Resolver {
    /// The text and origin of system `id`, if known.
    fn find(&self, id: &str) -> Option<(String, String)>;
}

fn invalid(origin: &str, line: Option<usize>, message: impl Into<String>) -> SystemError {
    SystemError::Invalid {
        origin: origin.to_string(),
        line,
        message: message.into(),
    }
}

/// Deepest nesting a rule-system file may use (its schema needs five levels).
const MAX_DEPTH: usize = 32;

/// Walk the YAML events once, without building anything, and refuse what no rule-system file
/// needs but a hostile one uses: aliases (`*name`, which can expand a small file into
/// gigabytes) and deep nesting (slow to deserialize). Syntax errors are reported here too.
fn prescan(text: &str, origin: &str) -> Result<(), SystemError> {
    use yaml_rust2::parser::{Event, Parser};
    let mut parser = Parser::new_from_str(text);
    let mut depth = 0usize;
    loop {
        let (event, mark) = match parser.next_token() {
            Ok(next) => next,
            Err(e) => {
                let message = if e.info().contains("unknown anchor") {
                    crate::t!("rules-system-yaml-anchor", info = e.info())
                } else {
                    crate::t!("rules-system-yaml", info = e.info())
                };
                return Err(invalid(origin, Some(e.marker().line().max(1)), message));
            }
        };
        let line = Some(mark.line().max(1));
        match event {
            Event::StreamEnd => return Ok(()),
            Event::Alias(_) => {
                return Err(invalid(origin, line, crate::t!("rules-system-alias")));
            }
            Event::SequenceStart(..) | Event::MappingStart(..) => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Err(invalid(
                        origin,
                        line,
                        crate::t!("rules-system-too-deep", max = MAX_DEPTH),
                    ));
                }
            }
            Event::SequenceEnd | Event::MappingEnd => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
}

/// Parse one file into its record, without merging or validation.
pub fn parse_file(text: &str, origin: &str) -> Result<SystemFile, SystemError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(invalid(
            origin,
            None,
            crate::t!(
                "rules-system-too-big",
                bytes = text.len(),
                max = MAX_FILE_BYTES
            ),
        ));
    }
    // A byte-order mark is legal at the start of a UTF-8 file; the parsers do not expect it.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    prescan(text, origin)?;
    serde_norway::from_str::<SystemFile>(text).map_err(|e| {
        let (line, msg) = yaml_line_and_message(text, &e);
        invalid(origin, line, msg)
    })
}

/// The line of a YAML error and its message without the library's own position (our
/// messages put the line after the file name). libyaml's reader errors (a control character,
/// bad UTF-8) give a byte position instead of a line: it is turned into the line.
pub fn yaml_line_and_message(text: &str, e: &serde_norway::Error) -> (Option<usize>, String) {
    let msg = e.to_string();
    let position = msg.find(" at position ").and_then(|i| {
        let digits: String = msg[i + 13..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        Some((i, digits.parse::<usize>().ok()?))
    });
    if let Some((i, at)) = position {
        let upto = &text.as_bytes()[..at.min(text.len())];
        let line = upto.iter().filter(|b| **b == b'\n').count() + 1;
        return (Some(line), localize_library(&msg[..i]));
    }
    let line = e.location().map(|l| l.line());
    let msg = match msg.find(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg,
    };
    (line, localize_library(&msg))
}

/// serde's message in the user's language, after its path (`rows[2].class: ...`), if any.
fn localize_library(msg: &str) -> String {
    match msg.split_once(": ") {
        Some((path, rest)) if !path.contains(' ') => {
            format!("{path}: {}", crate::i18n::library_message(rest))
        }
        _ => crate::i18n::library_message(msg),
    }
}

/// Line (1-based) of the `n`-th item of the top-level block list `key:`, if written in block
/// style. Used to point validation errors at a row.
fn item_line(text: &str, key: &str, n: usize) -> Option<usize> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.trim_end() == format!("{key}:"))?;
    let mut count = 0;
    let mut indent: Option<usize> = None;
    for (i, line) in lines.iter().enumerate().skip(start + 1) {
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let ind = line.len() - trimmed.len();
        if ind == 0 && !trimmed.starts_with('-') {
            return None;
        }
        if trimmed.starts_with("- ") || trimmed == "-" {
            let first = *indent.get_or_insert(ind);
            if ind == first {
                if count == n {
                    return Some(i + 1);
                }
                count += 1;
            }
        }
    }
    None
}

/// Load a system from text, merging `extends` through `resolver`, and validate it.
pub fn load(text: &str, origin: &str, resolver: &dyn Resolver) -> Result<RuleSystem, SystemError> {
    let mut chain = vec![(
        parse_file(text, origin)?,
        text.to_string(),
        origin.to_string(),
    )];
    while let Some(parent) = chain.last().and_then(|(f, _, _)| f.extends.clone()) {
        if chain.len() > MAX_EXTENDS {
            return Err(invalid(
                origin,
                None,
                crate::t!("rules-system-extends-deep", max = MAX_EXTENDS),
            ));
        }
        // Errors about `extends` point at that line of the file that says it.
        let at_extends = |chain: &[(SystemFile, String, String)], message: String| {
            let (_, t, o) = chain.last().expect("chain is never empty");
            let line = t
                .lines()
                .position(|l| l.starts_with("extends:"))
                .map(|i| i + 1);
            invalid(o, line, message)
        };
        let Some((ptext, porigin)) = resolver.find(&parent) else {
            return Err(at_extends(
                &chain,
                crate::t!("rules-system-extends-unknown", parent = parent),
            ));
        };
        // A cycle is the same file met twice (a house-rule file may share its parent's id).
        if chain.iter().any(|(_, _, o)| *o == porigin) {
            return Err(at_extends(
                &chain,
                crate::t!("rules-system-extends-cycle", parent = parent),
            ));
        }
        chain.push((parse_file(&ptext, &porigin)?, ptext, porigin));
    }
    for (file, _, o) in &chain {
        if file.format_version != FORMAT_VERSION {
            return Err(invalid(
                o,
                Some(1),
                crate::t!(
                    "rules-system-format-version",
                    version = file.format_version,
                    reads = FORMAT_VERSION
                ),
            ));
        }
    }
    // Merge from the root parent down to the file itself: later (more specific) wins.
    let mut merged = chain.last().expect("non-empty").0.clone();
    let mut rows_from = chain.last().expect("non-empty").1.clone();
    for (file, t, _) in chain.iter().rev().skip(1) {
        macro_rules! take {
            ($($f:ident),*) => { $( if file.$f.is_some() { merged.$f = file.$f.clone(); } )* };
        }
        take!(
            title,
            region,
            summary,
            sources,
            decks,
            kaiser,
            trump_plain_take_nothing,
            nicknames,
            umschlag,
            citations,
            switches,
            hand
        );
        // `stake` merges section by section: a child gives only what differs (buochs: the
        // target), every section it gives replaces the parent's.
        if let Some(stake) = &file.stake {
            merged.stake = Some(match merged.stake.take() {
                Some(parent) => stake.clone().over(parent),
                None => stake.clone(),
            });
        }
        if file.rows.is_some() {
            merged.rows = file.rows.clone();
            rows_from = t.clone();
        }
        if let Some(set) = &file.set_switches {
            merged
                .set_switches
                .get_or_insert_with(BTreeMap::new)
                .extend(set.clone());
        }
        merged.id = file.id.clone();
        merged.extends = None;
    }
    validate(merged, text, &rows_from, origin)
}

fn validate(
    file: SystemFile,
    text: &str,
    rows_text: &str,
    origin: &str,
) -> Result<RuleSystem, SystemError> {
    let top_line = |key: &str| {
        text.lines()
            .position(|l| l.starts_with(&format!("{key}:")))
            .map(|i| i + 1)
    };
    let missing =
        |what: &str| invalid(origin, None, crate::t!("rules-system-missing", what = what));
    let id_ok = file.id.len() <= 40
        && file.id.starts_with(|c: char| c.is_ascii_lowercase())
        && file
            .id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
    if !id_ok {
        return Err(invalid(
            origin,
            top_line("id"),
            crate::t!("rules-system-bad-id", id = file.id),
        ));
    }
    let title = file.title.ok_or_else(|| missing("title"))?.map(clean);
    if title.en.trim().is_empty() || title.de.trim().is_empty() {
        return Err(invalid(
            origin,
            top_line("title"),
            crate::t!("rules-system-title-empty"),
        ));
    }
    let sources = file.sources.ok_or_else(|| missing("sources"))?;
    if sources.is_empty() {
        return Err(invalid(
            origin,
            top_line("sources"),
            crate::t!("rules-system-sources-empty"),
        ));
    }
    let decks = file.decks.unwrap_or_else(|| vec![Deck::Standard48]);
    if decks.is_empty() {
        return Err(invalid(
            origin,
            top_line("decks"),
            crate::t!("rules-system-decks-empty"),
        ));
    }
    if decks
        .iter()
        .enumerate()
        .any(|(i, d)| decks[..i].contains(d))
    {
        return Err(invalid(
            origin,
            top_line("decks"),
            crate::t!("rules-system-deck-twice"),
        ));
    }
    let umschlag = file.umschlag.ok_or_else(|| missing("umschlag"))?;
    if umschlag.all_kaiser == AllKaiser::KaiserOrder && umschlag.kaiser_order.is_empty() {
        return Err(invalid(
            origin,
            top_line("umschlag"),
            crate::t!("rules-system-kaiser-order"),
        ));
    }
    let c = file.citations.ok_or_else(|| missing("citations"))?;
    let mut citations = BTreeMap::new();
    for (key, value) in [
        ("stecher", c.stecher),
        ("throner", c.throner),
        ("stupf", c.stupf),
        ("led_suit", c.led_suit),
        ("unannounced", c.unannounced),
        ("trump_plain", c.trump_plain),
    ] {
        match value {
            Some(v) if !v.trim().is_empty() => {
                citations.insert(key, v);
            }
            _ => {
                return Err(invalid(
                    origin,
                    top_line("citations"),
                    crate::t!("rules-system-citation-missing", key = key),
                ));
            }
        }
    }
    if let Some(v) = c.suit_lead.filter(|v| !v.trim().is_empty()) {
        citations.insert("suit_lead", v);
    }
    let mut switches = file.switches.unwrap_or_default();
    for name in switches.keys() {
        let ok = !name.is_empty()
            && name.len() <= 40
            && name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
        if !ok {
            return Err(invalid(
                origin,
                top_line("switches"),
                crate::t!("rules-system-bad-switch", name = name),
            ));
        }
    }
    for (name, value) in file.set_switches.unwrap_or_default() {
        match switches.get_mut(&name) {
            Some(def) => def.default = value,
            None => {
                return Err(invalid(
                    origin,
                    top_line("set_switches"),
                    crate::t!(
                        "rules-system-set-switch",
                        name = name,
                        known = list_or_none(switches.keys())
                    ),
                ));
            }
        }
    }
    let rows = file.rows.ok_or_else(|| missing("rows"))?;
    if rows.is_empty() || rows.len() > 64 {
        return Err(invalid(
            origin,
            top_line("rows"),
            crate::t!("rules-system-rows-count"),
        ));
    }
    let same_file = std::ptr::eq(text, rows_text) || text == rows_text;
    let row_line = |i: usize| {
        if same_file {
            item_line(rows_text, "rows", i)
        } else {
            None
        }
    };
    for (i, row) in rows.iter().enumerate() {
        let at = |m: String| invalid(origin, row_line(i), format!("rows[{i}]: {m}"));
        if row.cards.is_empty() {
            return Err(at(crate::t!("rules-system-row-cards-empty")));
        }
        if row.source.trim().is_empty() {
            return Err(at(crate::t!("rules-system-row-source-empty")));
        }
        if row.class != Class::Stupf && (row.taken_by.is_some() || row.not_in_first_trick) {
            return Err(at(crate::t!("rules-system-row-stupf-only")));
        }
        for limit in &row.limits {
            for p in &limit.cards {
                let in_row = row.cards.contains(p)
                    || match p {
                        Pattern::Card(CardRef::Trump(rank)) => {
                            row.cards.contains(&Pattern::AnySuit(*rank))
                        }
                        Pattern::Card(CardRef::Fixed(card)) => {
                            row.cards.contains(&Pattern::AnySuit(card.rank()))
                        }
                        Pattern::AnySuit(_) => false,
                    };
                if !in_row {
                    return Err(at(crate::t!(
                        "rules-system-limit-not-in-row",
                        pattern = p.to_string()
                    )));
                }
            }
            if limit.takes_only.is_none() && limit.cannot_take.is_empty() {
                return Err(at(crate::t!("rules-system-limit-empty")));
            }
        }
        for extra in &row.extra_takes {
            if let Some(s) = &extra.switch
                && !switches.contains_key(s)
            {
                return Err(at(crate::t!(
                    "rules-system-extra-switch",
                    switch = s,
                    known = list_or_none(switches.keys())
                )));
            }
        }
    }
    let kaiser = file.kaiser.unwrap_or(true);
    let nickname_defs = file.nicknames.unwrap_or_default();
    let nicknames = nickname_defs
        .iter()
        .filter_map(|n| match n.card {
            Pattern::Card(r) => Some((n.name.clone(), r)),
            Pattern::AnySuit(_) => None,
        })
        .collect::<Vec<_>>();
    if nicknames.len() != nickname_defs.len() {
        return Err(invalid(
            origin,
            top_line("nicknames"),
            crate::t!("rules-system-nickname-pattern"),
        ));
    }
    for (i, (name, _)) in nicknames.iter().enumerate() {
        let key = names::fold(name);
        let problem = if key.is_empty() || name.chars().any(char::is_control) {
            Some(crate::t!("rules-system-nickname-empty", name = name))
        } else if let Some(existing) = names::parse_ref(name) {
            Some(crate::t!(
                "rules-system-nickname-taken",
                name = name,
                existing = existing.to_string()
            ))
        } else if nicknames[..i].iter().any(|(n, _)| names::fold(n) == key) {
            Some(crate::t!("rules-system-nickname-twice", name = name))
        } else {
            None
        };
        if let Some(p) = problem {
            return Err(invalid(origin, item_line(text, "nicknames", i), p));
        }
    }
    let mut rows = rows;
    for row in &mut rows {
        row.name = row.name.as_deref().map(clean);
        row.takes = row.takes.map(clean);
        row.source = clean(&row.source);
    }
    let tables = file.hand.map(|h| h.tables).unwrap_or_default();
    let biggest = decks.iter().map(|d| d.len()).max().unwrap_or(0);
    for (i, t) in tables.iter().enumerate() {
        let problem = if t.players < 2 || t.players > 12 {
            Some(crate::t!("rules-system-table-players"))
        } else if t.parties < 2 || t.parties > t.players || t.players % t.parties != 0 {
            Some(crate::t!(
                "rules-system-table-parties",
                players = t.players,
                parties = t.parties
            ))
        } else if t.cards <= t.discard {
            Some(crate::t!("rules-system-table-discard"))
        } else if t.players * t.cards > biggest {
            Some(crate::t!(
                "rules-system-table-cards",
                players = t.players,
                cards = t.cards,
                biggest = biggest
            ))
        } else if t.need == 0 || t.need as usize > t.tricks() {
            Some(crate::t!("rules-system-table-need", tricks = t.tricks()))
        } else {
            None
        };
        if let Some(m) = problem {
            return Err(invalid(
                origin,
                top_line("hand"),
                format!("hand.tables[{i}]: {m}"),
            ));
        }
    }
    let stake = match file.stake {
        Some(s) => Some(s.validate().map_err(|m| {
            let m = crate::text::stake::invalid(crate::i18n::lang(), &m);
            invalid(origin, top_line("stake"), format!("stake: {m}"))
        })?),
        None => None,
    };
    let system = RuleSystem {
        id: file.id,
        title,
        region: file.region.unwrap_or_default().map(clean),
        summary: file.summary.unwrap_or_default().map(clean),
        sources,
        decks,
        kaiser,
        trump_plain_take_nothing: file.trump_plain_take_nothing.unwrap_or(true),
        nicknames,
        nickname_defs,
        umschlag,
        citations,
        switches,
        rows,
        origin: origin.to_string(),
        tables,
        stake,
    };
    // Every card of every deck must find exactly one row under every trump, whether the
    // Kaiser are announced or not.
    for deck in &system.decks {
        for trump in Suit::ALL {
            for announced in [true, false] {
                let placed = system.place(*deck, trump, &|_| announced);
                for card in deck.cards() {
                    if placed[card.id()].is_none() {
                        return Err(invalid(
                            origin,
                            top_line("rows"),
                            crate::t!(
                                if announced {
                                    "rules-system-no-row"
                                } else {
                                    "rules-system-no-row-unannounced"
                                },
                                card = card,
                                trump = trump,
                                deck = deck,
                                rank = card.rank().to_string()
                            ),
                        ));
                    }
                }
            }
        }
    }
    Ok(system)
}

/// Text from a file as it may reach a terminal: control characters (escape sequences) removed.
fn clean(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_control() || *c == '\n')
        .collect()
}

fn list_or_none<'a>(keys: impl Iterator<Item = &'a String>) -> String {
    let v: Vec<&str> = keys.map(String::as_str).collect();
    if v.is_empty() {
        crate::t!("rules-none")
    } else {
        v.join(", ")
    }
}

impl RuleSystem {
    /// The player counts its tables allow (2 to 6 when the system says nothing).
    pub fn players(&self) -> Vec<usize> {
        if self.tables.is_empty() {
            return (2..=6).collect();
        }
        let mut v: Vec<usize> = self.tables.iter().map(|t| t.players).collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// The table for `players` players in `parties` parties (the first listed if `None`).
    pub fn table(&self, players: usize, parties: Option<usize>) -> Option<&TableDef> {
        self.tables
            .iter()
            .find(|t| t.players == players && parties.is_none_or(|p| t.parties == p))
    }

    /// Which row each card falls in under `trump` (index into [`RuleSystem::rows`]), given
    /// which Banner are announced Kaiser. `None` for cards outside the deck.
    pub fn place(
        &self,
        deck: Deck,
        trump: Suit,
        announced: &dyn Fn(Card) -> bool,
    ) -> [Option<u8>; crate::cards::CARD_IDS] {
        let mut placed = [None; crate::cards::CARD_IDS];
        for (i, row) in self.rows.iter().enumerate() {
            for pattern in &row.cards {
                for card in pattern.cards(trump) {
                    if !deck.contains(card) || placed[card.id()].is_some() {
                        continue;
                    }
                    // A Banner named on its own is its Kaiser row: it only stands there when
                    // the system knows Kaiser and the Banner was announced.
                    let kaiser_row = matches!(pattern, Pattern::Card(CardRef::Fixed(_)))
                        && card.rank() == Rank::Banner;
                    if kaiser_row && !(self.kaiser && announced(card)) {
                        continue;
                    }
                    placed[card.id()] = Some(i as u8);
                }
            }
        }
        placed
    }

    /// The row name a system gives a fixed card (its Kaiser name: Blass, Mugg, Tätsch...).
    pub fn name_of(&self, card: Card) -> Option<&str> {
        self.rows
            .iter()
            .find(|r| r.cards.contains(&Pattern::Card(CardRef::Fixed(card))))
            .and_then(|r| r.name.as_deref())
    }

    /// The default value of every switch.
    pub fn default_switches(&self) -> BTreeMap<String, bool> {
        self.switches
            .iter()
            .map(|(k, v)| (k.clone(), v.default))
            .collect()
    }

    /// The first (default) deck.
    pub fn default_deck(&self) -> Deck {
        self.decks[0]
    }

    /// A one-line citation of the system's sources (`000_… (Machtposition, Stupf)`).
    pub fn source_line(&self) -> String {
        self.sources
            .iter()
            .map(|s| {
                if s.sections.is_empty() {
                    s.file.clone()
                } else {
                    format!("{} ({})", s.file, s.sections.join(", "))
                }
            })
            .collect::<Vec<_>>()
            .join("; ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns() {
        assert_eq!(
            "*-König".parse::<Pattern>(),
            Ok(Pattern::AnySuit(Rank::Koenig))
        );
        assert_eq!(
            "T-7".parse::<Pattern>(),
            Ok(Pattern::Card(CardRef::Trump(Rank::Sieben)))
        );
        assert_eq!(
            "Blass".parse::<Pattern>(),
            Ok(Pattern::Card(CardRef::Fixed(Card::new(
                Suit::Rosen,
                Rank::Banner
            ))))
        );
        let err = "Rosen-Kng".parse::<Pattern>().unwrap_err();
        assert!(err.contains("did you mean Rosen-König"), "{err}");
        assert!("*-Xyz".parse::<Pattern>().is_err());
    }

    #[test]
    fn item_lines() {
        let text = "id: x\nrows:\n  - cards: [a]\n    class: b\n  # c\n  - cards: [d]\nother: 1\n";
        assert_eq!(item_line(text, "rows", 0), Some(3));
        assert_eq!(item_line(text, "rows", 1), Some(6));
        assert_eq!(item_line(text, "rows", 2), None);
    }

    #[test]
    fn file_errors_in_german_name_the_file_and_line() {
        use crate::i18n::{Lang, with_lang};
        use crate::rules::catalog;
        let de = |text: &str| {
            with_lang(Lang::De, || {
                catalog::load_text(text, "house.yaml")
                    .unwrap_err()
                    .to_string()
            })
        };
        assert_eq!(
            de("format_version: 1\nid: house\nextends: stanz\ntitle: House\n"),
            "house.yaml:3: 'extends: stanz' nennt kein bekanntes Regelsystem"
        );
        assert_eq!(
            de("format_version: 1\nid: House\nextends: stans\n"),
            "house.yaml:2: die ID 'House' muss aus 1 bis 40 Zeichen a-z, 0-9, '-' oder '_' bestehen und mit einem Buchstaben beginnen"
        );
        assert_eq!(
            de("format_version: 1\nid: house\nextends: stans\nrows: []\n"),
            "house.yaml:4: 'rows' muss 1 bis 64 Zeilen enthalten"
        );
        assert_eq!(
            with_lang(Lang::De, || "Rosen-Kng".parse::<Pattern>().unwrap_err()),
            "unbekannte Karte 'Rosen-Kng'; meintest du Rosen-König, Rosen-Einig?; ein Muster ist eine Karte (Rosen-König), eine Trumpfkarte (T-7) oder ein Rang in jeder Farbe (*-König)"
        );
        assert_eq!(
            with_lang(Lang::De, || catalog::load("stanss")
                .unwrap_err()
                .to_string()),
            "unbekanntes Regelsystem 'stanss'; bekannt: lungern, silenen, stans, buochs, wolfenschiessen, liebenau, willisau, karnoeffel (meintest du stans?)"
        );
    }
}
