//! Every accepted name of a card, and suggestions for misspelt ones.
//!
//! A name is folded (lower case, umlauts to `ae oe ue`, separators dropped) and then read as
//! `<suit><rank>` with any suit spelling and any rank spelling, so the canonical `Rosen-König`,
//! `rosen-koenig`, the sources' compounds `Rosenkönig`, `Schiltenober`, `Trumfdrei`, and the
//! short form `RK` all work. Nicknames of the Kaiser are fixed; nicknames of trump cards (Jos,
//! Papst, Teufel, ...) need the trump; a rule system may add its own (Fuil).
//! Names come from `../shared/RULES-DIGEST.md` "Cards and names" and the seeds it cites.

use super::{Card, Deck, Rank, Suit};
use thiserror::Error;

/// A card name that has not met the trump yet: a fixed card or "the trump suit's rank".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardRef {
    /// A card of a fixed suit.
    Fixed(Card),
    /// The card of this rank in the trump suit (Jos = trump Under, `Trumpf-7`, `T7`).
    Trump(Rank),
}

impl CardRef {
    /// The card under `trump`, or `None` when the name needs a trump and none is given.
    pub fn resolve(self, trump: Option<Suit>) -> Option<Card> {
        match self {
            CardRef::Fixed(card) => Some(card),
            CardRef::Trump(rank) => trump.map(|t| Card::new(t, rank)),
        }
    }
}

impl std::fmt::Display for CardRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CardRef::Fixed(card) => write!(f, "{card}"),
            CardRef::Trump(rank) => write!(f, "Trumpf-{rank}"),
        }
    }
}

/// Why a card name was not understood (data: the app narrates it).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CardNameError {
    /// Nothing matched; `suggestions` holds the nearest names (canonical form).
    #[error("unknown card {input:?} (nearest: {})", suggestions.join(", "))]
    Unknown {
        /// What was typed (at most 40 characters, see [`shorten`]).
        input: String,
        /// Nearest accepted names.
        suggestions: Vec<String>,
    },
    /// A trump-relative name (Jos, Papst, Trumpf-7, ...) without a trump suit.
    #[error("card {input:?} is the {meaning}, which needs the trump")]
    NeedsTrump {
        /// What was typed.
        input: String,
        /// What it names, e.g. "Trumpf-Under".
        meaning: String,
    },
}

/// A suit name that was not understood (data: the app narrates it).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown suit {input:?} (expected {})", expected.join(", "))]
pub struct SuitNameError {
    /// What was typed (at most 40 characters, see [`shorten`]).
    pub input: String,
    /// The suits it may have meant (all four when none is near).
    pub expected: Vec<String>,
}

/// An echo of user input for an error message: at most 40 characters.
pub fn shorten(input: &str) -> String {
    if input.chars().count() <= 40 {
        input.to_string()
    } else {
        format!("{}…", input.chars().take(40).collect::<String>())
    }
}

/// Fold a name for lookup: lower case, umlauts spelled out, separators removed.
pub fn fold(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    for ch in input.trim().chars().flat_map(char::to_lowercase) {
        match ch {
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'é' | 'è' => out.push('e'),
            'ß' => out.push_str("ss"),
            // A decomposed umlaut (o + U+0308) folds like the composed one.
            '\u{308}' => out.push('e'),
            // Invisible marks (zero-width, direction, BOM) that a copy-paste may carry.
            '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{FEFF}' => {}
            ' ' | '-' | '_' | '\'' | '’' | '`' | '.' | '/' => {}
            c => out.push(c),
        }
    }
    out
}

/// Suit spellings (folded). `t`, `trumpf`, `trumf` stand for the trump suit.
const SUITS: &[(&str, Option<Suit>)] = &[
    ("rosen", Some(Suit::Rosen)),
    ("rose", Some(Suit::Rosen)),
    ("r", Some(Suit::Rosen)),
    ("schellen", Some(Suit::Schellen)),
    ("schelle", Some(Suit::Schellen)),
    ("schallen", Some(Suit::Schellen)),
    ("schaelle", Some(Suit::Schellen)),
    ("s", Some(Suit::Schellen)),
    ("eicheln", Some(Suit::Eichel)),
    ("eichel", Some(Suit::Eichel)),
    ("e", Some(Suit::Eichel)),
    ("schilten", Some(Suit::Schilten)),
    ("schilte", Some(Suit::Schilten)),
    ("schilt", Some(Suit::Schilten)),
    ("sch", Some(Suit::Schilten)),
    ("trumpf", None),
    ("trumf", None),
    ("t", None),
];

/// Rank spellings (folded). "2" is the Ass (the sources count the Ass as the 2);
/// lungern's separate Zweiig is only `Zweiig`/`Zweilig`/`Z`.
const RANKS: &[(&str, Rank)] = &[
    ("ass", Rank::Ass),
    ("as", Rank::Ass),
    ("sau", Rank::Ass),
    ("daus", Rank::Ass),
    ("2", Rank::Ass),
    ("a", Rank::Ass),
    ("nullig", Rank::Nullig),
    ("null", Rank::Nullig),
    ("0", Rank::Nullig),
    ("einig", Rank::Einig),
    ("eins", Rank::Einig),
    ("1", Rank::Einig),
    ("zweiig", Rank::Zweiig),
    ("zweilig", Rank::Zweiig),
    ("z", Rank::Zweiig),
    ("3", Rank::Drei),
    ("drei", Rank::Drei),
    ("dreiig", Rank::Drei),
    ("4", Rank::Vier),
    ("vier", Rank::Vier),
    ("viere", Rank::Vier),
    ("vierig", Rank::Vier),
    ("5", Rank::Fuenf),
    ("fuenf", Rank::Fuenf),
    ("fuenfe", Rank::Fuenf),
    ("fuenfig", Rank::Fuenf),
    ("6", Rank::Sechs),
    ("sechs", Rank::Sechs),
    ("sechse", Rank::Sechs),
    ("sechsig", Rank::Sechs),
    ("7", Rank::Sieben),
    ("sieben", Rank::Sieben),
    ("siebnig", Rank::Sieben),
    ("8", Rank::Acht),
    ("acht", Rank::Acht),
    ("achte", Rank::Acht),
    ("achtig", Rank::Acht),
    ("9", Rank::Neun),
    ("neun", Rank::Neun),
    ("neune", Rank::Neun),
    ("neunig", Rank::Neun),
    ("10", Rank::Banner),
    ("zehn", Rank::Banner),
    ("banner", Rank::Banner),
    ("kaiser", Rank::Banner),
    ("b", Rank::Banner),
    ("under", Rank::Under),
    ("unter", Rank::Under),
    ("untermann", Rank::Under),
    ("bauer", Rank::Under),
    ("buur", Rank::Under),
    ("bube", Rank::Under),
    ("u", Rank::Under),
    ("ober", Rank::Ober),
    ("obermann", Rank::Ober),
    ("o", Rank::Ober),
    ("koenig", Rank::Koenig),
    ("konig", Rank::Koenig),
    ("k", Rank::Koenig),
];

/// Whole-word nicknames (folded): the Kaiser (fixed suits) and the trump cards.
/// `000_…` Kaiser, Stupf; `001_…` §1 and the table of signs; `002_…` tables; `003_…` §1; `004_…`.
const NICKNAMES: &[(&str, CardRef)] = &[
    (
        "blass",
        CardRef::Fixed(Card::new(Suit::Rosen, Rank::Banner)),
    ),
    (
        "blaess",
        CardRef::Fixed(Card::new(Suit::Rosen, Rank::Banner)),
    ),
    ("blas", CardRef::Fixed(Card::new(Suit::Rosen, Rank::Banner))),
    (
        "mugg",
        CardRef::Fixed(Card::new(Suit::Schellen, Rank::Banner)),
    ),
    (
        "mogg",
        CardRef::Fixed(Card::new(Suit::Schellen, Rank::Banner)),
    ),
    (
        "fugel",
        CardRef::Fixed(Card::new(Suit::Schellen, Rank::Banner)),
    ),
    (
        "gruen",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "gruene",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "gruener",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "grueen",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "grun",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "wydli",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "widli",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "wiidli",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "oberkaiser",
        CardRef::Fixed(Card::new(Suit::Schilten, Rank::Banner)),
    ),
    (
        "obkaiser",
        CardRef::Fixed(Card::new(Suit::Schilten, Rank::Banner)),
    ),
    (
        "taetsch",
        CardRef::Fixed(Card::new(Suit::Schilten, Rank::Banner)),
    ),
    (
        "tatsch",
        CardRef::Fixed(Card::new(Suit::Schilten, Rank::Banner)),
    ),
    ("jos", CardRef::Trump(Rank::Under)),
    ("joos", CardRef::Trump(Rank::Under)),
    ("joss", CardRef::Trump(Rank::Under)),
    ("buur", CardRef::Trump(Rank::Under)),
    ("karnoeffel", CardRef::Trump(Rank::Under)),
    ("karnoffel", CardRef::Trump(Rank::Under)),
    ("karnueffel", CardRef::Trump(Rank::Under)),
    ("papst", CardRef::Trump(Rank::Sechs)),
    ("naell", CardRef::Trump(Rank::Sechs)),
    ("teufel", CardRef::Trump(Rank::Sieben)),
    ("tuefel", CardRef::Trump(Rank::Sieben)),
    ("sibille", CardRef::Trump(Rank::Sieben)),
    ("sybille", CardRef::Trump(Rank::Sieben)),
    ("babeli", CardRef::Trump(Rank::Sieben)),
    ("boesesieben", CardRef::Trump(Rank::Sieben)),
    ("boese7", CardRef::Trump(Rank::Sieben)),
    ("hochkoenig", CardRef::Trump(Rank::Ass)),
];

/// The nicknames every system shares, in display form, with what they name.
pub fn shared_nicknames() -> Vec<(&'static str, CardRef)> {
    const DISPLAY: &[(&str, &str)] = &[
        ("blass", "Blass"),
        ("mugg", "Mugg"),
        ("mogg", "Mogg"),
        ("fugel", "Fugel"),
        ("gruen", "Grün"),
        ("grueen", "Grüen"),
        ("wydli", "Wydli"),
        ("widli", "Widli"),
        ("wiidli", "Wiidli"),
        ("oberkaiser", "Oberkaiser"),
        ("obkaiser", "Ob'Kaiser"),
        ("taetsch", "Tätsch"),
        ("jos", "Jos"),
        ("joos", "Joos"),
        ("buur", "Buur"),
        ("karnoeffel", "Karnöffel"),
        ("papst", "Papst"),
        ("naell", "Näll"),
        ("teufel", "Teufel"),
        ("sibille", "Sibille"),
        ("babeli", "Babeli"),
        ("boesesieben", "Böse Sieben"),
        ("hochkoenig", "Hochkönig"),
    ];
    DISPLAY
        .iter()
        .filter_map(|(key, shown)| {
            NICKNAMES
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, r)| (*shown, *r))
        })
        .collect()
}

/// Read a name into a [`CardRef`] without a trump or system: canonical, compound, short or
/// a shared nickname. System nicknames are tried by [`Namer`].
pub fn parse_ref(input: &str) -> Option<CardRef> {
    let key = fold(input);
    if key.is_empty() {
        return None;
    }
    if let Some((_, r)) = NICKNAMES.iter().find(|(k, _)| *k == key) {
        return Some(*r);
    }
    parse_compound(&key)
}

fn parse_compound(key: &str) -> Option<CardRef> {
    // Try every suit spelling as a prefix; the rest must be a rank spelling. The longest
    // suit prefix wins, so `schb` is Schilten-Banner and not Schellen + "chb".
    let mut best: Option<(usize, CardRef)> = None;
    for (suit_key, suit) in SUITS {
        if let Some(rest) = key.strip_prefix(suit_key)
            && let Some((_, rank)) = RANKS.iter().find(|(k, _)| *k == rest)
        {
            let r = match suit {
                Some(s) => CardRef::Fixed(Card::new(*s, *rank)),
                None => CardRef::Trump(*rank),
            };
            if best.is_none_or(|(len, _)| suit_key.len() > len) {
                best = Some((suit_key.len(), r));
            }
        }
    }
    best.map(|(_, r)| r)
}

/// Resolves names for one rule system and (maybe) one trump, with suggestions on failure.
#[derive(Debug, Clone, Default)]
pub struct Namer {
    trump: Option<Suit>,
    extra: Vec<(String, CardRef)>,
    deck: Option<Deck>,
}

impl Namer {
    /// A namer that knows the trump (if any) and the system's own nicknames
    /// (display name, card), e.g. `("Fuil", Trump(König))` for stans.
    pub fn new(trump: Option<Suit>, system_nicknames: &[(String, CardRef)]) -> Namer {
        Namer {
            trump,
            extra: system_nicknames
                .iter()
                .map(|(n, r)| (fold(n), *r))
                .collect(),
            deck: None,
        }
    }

    /// Suggest only cards of `deck` (names outside it still parse; the trick check says so).
    pub fn with_deck(mut self, deck: Deck) -> Namer {
        self.deck = Some(deck);
        self
    }

    /// Read a name into a card.
    pub fn card(&self, input: &str) -> Result<Card, CardNameError> {
        let key = fold(input);
        let found = self
            .extra
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, r)| *r)
            .or_else(|| parse_ref(input));
        match found {
            Some(r) => r
                .resolve(self.trump)
                .ok_or_else(|| CardNameError::NeedsTrump {
                    input: input.to_string(),
                    meaning: r.to_string(),
                }),
            None => Err(CardNameError::Unknown {
                input: shorten(input),
                suggestions: self.suggestions(&key),
            }),
        }
    }

    /// The nearest accepted names to a folded key, best first, at most three.
    fn suggestions(&self, key: &str) -> Vec<String> {
        // No name is longer than 40 letters; edit distance on a pasted essay costs time.
        if key.chars().count() > 40 {
            return Vec::new();
        }
        // A rank alone ("König", "Nullig"): a card needs its suit.
        if let Some((_, rank)) = RANKS.iter().find(|(k, _)| *k == key && k.len() > 1) {
            let mut out: Vec<String> = Suit::ALL
                .iter()
                .map(|s| Card::new(*s, *rank).to_string())
                .collect();
            out.push(format!("Trumpf-{rank}"));
            return out;
        }
        let mut candidates: Vec<(String, String)> = Vec::new();
        for card in Card::all().filter(|c| self.deck.is_none_or(|d| d.contains(*c))) {
            let shown = card.to_string();
            if card.rank() == Rank::Banner {
                // "Rosenkaiser" is how players say it.
                candidates.push((fold(&format!("{}kaiser", card.suit())), shown.clone()));
            }
            candidates.push((fold(&shown), shown));
        }
        for rank in Rank::ALL
            .into_iter()
            .filter(|r| self.deck.is_none_or(|d| d.has_rank(*r)))
        {
            let shown = format!("Trumpf-{rank}");
            candidates.push((fold(&shown), shown));
        }
        for (shown, r) in shared_nicknames() {
            candidates.push((fold(shown), format!("{shown} ({r})")));
        }
        for (k, r) in &self.extra {
            candidates.push((k.clone(), format!("{k} ({r})")));
        }
        // Jaro-Winkler alone overrates a shared suit prefix ("rosenkng" ~ "rosen3"); the edit
        // distance keeps the rank part honest.
        let score = |k: &str| {
            (strsim::jaro_winkler(key, k) + strsim::normalized_damerau_levenshtein(key, k)) / 2.0
        };
        let mut scored: Vec<(f64, String)> = candidates
            .into_iter()
            .map(|(k, shown)| (score(&k), shown))
            .filter(|(s, _)| *s >= 0.7)
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        let best = scored.first().map(|(s, _)| *s).unwrap_or(0.0);
        let mut out: Vec<String> = Vec::new();
        for (_, shown) in scored.into_iter().filter(|(s, _)| *s >= best - 0.05) {
            if !out.contains(&shown) {
                out.push(shown);
            }
            if out.len() == 3 {
                break;
            }
        }
        out
    }
}

impl std::str::FromStr for Card {
    type Err = CardNameError;

    /// Reads any name that does not need a trump (see [`Namer`] for trump names).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Namer::default().card(s)
    }
}

/// Read a suit name (any spelling, or its short form), with suggestions on failure.
pub fn parse_suit(input: &str) -> Result<Suit, SuitNameError> {
    let key = fold(input);
    if let Some((_, Some(s))) = SUITS.iter().find(|(k, _)| *k == key) {
        return Ok(*s);
    }
    let near: Vec<&str> = Suit::ALL
        .iter()
        .map(|s| s.name())
        .filter(|n| strsim::jaro_winkler(&key, &fold(n)) >= 0.7)
        .collect();
    let expected = if near.is_empty() {
        Suit::ALL.iter().map(|s| s.name()).collect()
    } else {
        near
    };
    Err(SuitNameError {
        input: shorten(input),
        expected: expected.into_iter().map(String::from).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: Suit, r: Rank) -> Card {
        Card::new(s, r)
    }

    #[test]
    fn display_and_from_str_round_trip_over_every_card() {
        for card in Card::all() {
            let shown = card.to_string();
            assert_eq!(shown.parse::<Card>(), Ok(card), "{shown}");
            assert_eq!(card.short().parse::<Card>(), Ok(card), "{}", card.short());
            let ascii = shown.replace('ö', "oe").to_uppercase();
            assert_eq!(ascii.parse::<Card>(), Ok(card), "{ascii}");
        }
    }

    #[test]
    fn spellings_from_the_sources() {
        let table = [
            ("Rosen-König", c(Suit::Rosen, Rank::Koenig)),
            ("Rosen-Koenig", c(Suit::Rosen, Rank::Koenig)),
            ("rosen koenig", c(Suit::Rosen, Rank::Koenig)),
            ("Rosenkönig", c(Suit::Rosen, Rank::Koenig)),
            ("Schiltenober", c(Suit::Schilten, Rank::Ober)),
            ("Eichelnfünf", c(Suit::Eichel, Rank::Fuenf)),
            ("Eicheln-As", c(Suit::Eichel, Rank::Ass)),
            ("Schilte-Sau", c(Suit::Schilten, Rank::Ass)),
            ("Schellen-Daus", c(Suit::Schellen, Rank::Ass)),
            ("Rosen-2", c(Suit::Rosen, Rank::Ass)),
            ("Rosen-Unter", c(Suit::Rosen, Rank::Under)),
            ("Rosenbauer", c(Suit::Rosen, Rank::Under)),
            ("Rosen-10", c(Suit::Rosen, Rank::Banner)),
            ("Rosenkaiser", c(Suit::Rosen, Rank::Banner)),
            ("Blass", c(Suit::Rosen, Rank::Banner)),
            ("Bläss", c(Suit::Rosen, Rank::Banner)),
            ("Mugg", c(Suit::Schellen, Rank::Banner)),
            ("Mogg", c(Suit::Schellen, Rank::Banner)),
            ("Fugel", c(Suit::Schellen, Rank::Banner)),
            ("Grün", c(Suit::Eichel, Rank::Banner)),
            ("Grüen", c(Suit::Eichel, Rank::Banner)),
            ("Wiidli", c(Suit::Eichel, Rank::Banner)),
            ("Wydli", c(Suit::Eichel, Rank::Banner)),
            ("Widli", c(Suit::Eichel, Rank::Banner)),
            ("Oberkaiser", c(Suit::Schilten, Rank::Banner)),
            ("Ob'Kaiser", c(Suit::Schilten, Rank::Banner)),
            ("Tätsch", c(Suit::Schilten, Rank::Banner)),
            ("SchK", c(Suit::Schilten, Rank::Koenig)),
            ("schb", c(Suit::Schilten, Rank::Banner)),
            ("SA", c(Suit::Schellen, Rank::Ass)),
            ("E7", c(Suit::Eichel, Rank::Sieben)),
            ("Rosen-Einig", c(Suit::Rosen, Rank::Einig)),
            ("Rosen-0", c(Suit::Rosen, Rank::Nullig)),
            ("Rosen-Zweiig", c(Suit::Rosen, Rank::Zweiig)),
        ];
        for (name, card) in table {
            assert_eq!(name.parse::<Card>(), Ok(card), "{name}");
        }
    }

    #[test]
    fn trump_names_need_the_trump() {
        let namer = Namer::new(Some(Suit::Schilten), &[]);
        let table = [
            ("Jos", Rank::Under),
            ("Joos", Rank::Under),
            ("Buur", Rank::Under),
            ("Karnöffel", Rank::Under),
            ("Papst", Rank::Sechs),
            ("Näll", Rank::Sechs),
            ("Teufel", Rank::Sieben),
            ("Sibille", Rank::Sieben),
            ("Babeli", Rank::Sieben),
            ("böse Sieben", Rank::Sieben),
            ("Trumpf-7", Rank::Sieben),
            ("T7", Rank::Sieben),
            ("T-Under", Rank::Under),
            ("Trumfdrei", Rank::Drei),
            ("Trumpfsau", Rank::Ass),
        ];
        for (name, rank) in table {
            assert_eq!(namer.card(name), Ok(c(Suit::Schilten, rank)), "{name}");
        }
        assert!(matches!(
            "Jos".parse::<Card>(),
            Err(CardNameError::NeedsTrump { .. })
        ));
    }

    #[test]
    fn system_nicknames() {
        let fuil = vec![("Fuil".to_string(), CardRef::Trump(Rank::Koenig))];
        let namer = Namer::new(Some(Suit::Rosen), &fuil);
        assert_eq!(namer.card("fuil"), Ok(c(Suit::Rosen, Rank::Koenig)));
        assert!(Namer::new(Some(Suit::Rosen), &[]).card("Fuil").is_err());
    }

    #[test]
    fn misspelt_names_get_the_nearest() {
        let err = "Rosen-Kng".parse::<Card>().unwrap_err();
        let CardNameError::Unknown { suggestions, .. } = &err else {
            panic!("{err:?}")
        };
        assert_eq!(suggestions.first().map(String::as_str), Some("Rosen-König"));
        let suggested = |input: &str| match input.parse::<Card>() {
            Err(CardNameError::Unknown { suggestions, .. }) => suggestions,
            other => panic!("{other:?}"),
        };
        assert!(
            suggested("Mug").contains(&"Mugg (Schellen-Banner)".to_string()),
            "{:?}",
            suggested("Mug")
        );
        assert!(suggested("xyzzy").is_empty());
        assert_eq!(
            suggested("König"),
            [
                "Rosen-König",
                "Schellen-König",
                "Eichel-König",
                "Schilten-König",
                "Trumpf-König"
            ]
        );
        let long = "x".repeat(100_000);
        let Err(CardNameError::Unknown { input, .. }) = long.parse::<Card>() else {
            panic!("a long name is unknown")
        };
        assert!(input.len() < 100);
        // Decomposed umlauts and invisible marks from a copy-paste.
        assert_eq!(
            "Rosen-Ko\u{308}nig".parse::<Card>().unwrap().to_string(),
            "Rosen-König"
        );
        assert_eq!(
            "\u{feff}Mugg\u{200f}".parse::<Card>().unwrap().to_string(),
            "Schellen-Banner"
        );
    }

    #[test]
    fn suits() {
        assert_eq!(parse_suit("Eicheln"), Ok(Suit::Eichel));
        assert_eq!(parse_suit("schilte"), Ok(Suit::Schilten));
        assert_eq!(parse_suit("Sch"), Ok(Suit::Schilten));
        assert_eq!(
            parse_suit("Rosn").unwrap_err(),
            SuitNameError {
                input: "Rosn".into(),
                expected: vec!["Rosen".into()]
            }
        );
        assert_eq!(parse_suit("xx").unwrap_err().expected.len(), 4);
        assert!(parse_suit("Trumpf").is_err());
    }
}
