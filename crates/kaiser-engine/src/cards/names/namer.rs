//! The [`Namer`]: names for one rule system and trump, with suggestions for misspelt ones.

use super::aliases::{RANKS, parse_ref, shared_nicknames};
use super::{CardRef, fold, shorten};
use crate::cards::{Card, Deck, Rank, Suit};
use thiserror::Error;

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

/// Resolves names for one rule system and (maybe) one trump, with suggestions on failure.
#[derive(Debug, Clone, Default)]
pub struct Namer {
    trump: Option<Suit>,
    /// The system's nicknames: folded key, the name as the system writes it, the card.
    extra: Vec<(String, String, CardRef)>,
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
                .map(|(n, r)| (fold(n), n.clone(), *r))
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
            .find(|(k, _, _)| *k == key)
            .map(|(_, _, r)| *r)
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
        // Suggested as the system writes them ("Fuil", not the folded "fuil").
        for (k, shown, r) in &self.extra {
            candidates.push((k.clone(), format!("{shown} ({r})")));
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
