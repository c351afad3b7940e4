//! A table of named hands and a deal in words: why a table cannot be played
//! ([`error`]), why a deal or a play is refused ([`deal_error`]), and player counts
//! ([`players`]), in the language given.

use crate::i18n::Lang;
use crate::rules::deal::DealError;
use crate::rules::hand::{HandError, counts};
use crate::tl;

/// "2 to 6 players" or "2, 4 or 6 players".
pub fn players(lang: Lang, allowed: &[usize]) -> String {
    let v = counts(allowed);
    match v.as_slice() {
        [] => tl!(lang, "rules-players-nobody"),
        [one] => tl!(lang, "rules-players-one", n = *one),
        [first, .., last] if v.len() > 2 && v.windows(2).all(|w| w[1] == w[0] + 1) => {
            tl!(lang, "rules-players-range", from = *first, to = *last)
        }
        [rest @ .., last] => tl!(
            lang,
            "rules-players-list",
            list = rest
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            last = *last
        ),
    }
}

/// A table that cannot be played, as the user reads it.
pub fn error(lang: Lang, e: &HandError) -> String {
    match e {
        HandError::TooFew => tl!(lang, "rules-hand-too-few"),
        HandError::TooMany {
            players: n,
            system,
            allowed,
        } => tl!(
            lang,
            "rules-hand-too-many",
            players = *n,
            system = system,
            allowed = players(lang, allowed)
        ),
        HandError::DuplicatePlayer(name) => tl!(lang, "rules-hand-duplicate-player", name = name),
        HandError::CardTwiceInHand { card, holder } => tl!(
            lang,
            "rules-hand-card-twice-in-hand",
            card = card,
            holder = holder
        ),
        HandError::CardTwice {
            card,
            first,
            second,
        } => tl!(
            lang,
            "rules-hand-card-twice",
            card = card,
            first = first,
            second = second
        ),
        HandError::Unequal(sizes) => {
            let sizes: Vec<String> = sizes.iter().map(|(n, s)| format!("{n} {s}")).collect();
            tl!(lang, "rules-hand-unequal", sizes = sizes.join(", "))
        }
        HandError::Empty(name) => tl!(lang, "rules-hand-empty", name = name),
        HandError::UnknownPlayer { name, players } => tl!(
            lang,
            "rules-hand-unknown-player",
            name = name,
            players = players.join(", ")
        ),
        HandError::TwoTeams(name) => tl!(lang, "rules-hand-two-teams", name = name),
        HandError::Teams(teams) => {
            let shown: Vec<String> = teams.iter().map(|t| format!("'{}'", t.join(","))).collect();
            tl!(lang, "rules-hand-teams", teams = shown.join(" "))
        }
        HandError::NoTeam { missing } => tl!(lang, "rules-hand-no-team", name = missing),
        HandError::Need { need, tricks } => {
            tl!(lang, "rules-hand-need", need = *need, tricks = *tricks)
        }
    }
}

/// A deal or a play refused, as the user reads it.
pub fn deal_error(lang: Lang, e: &DealError) -> String {
    match e {
        DealError::Players {
            system,
            players: n,
            allowed,
        } => tl!(
            lang,
            "rules-deal-players",
            system = system,
            players = *n,
            allowed = players(lang, allowed)
        ),
        DealError::Redeals(n) => tl!(lang, "rules-deal-redeals", n = *n),
        DealError::HandOver => tl!(lang, "rules-deal-hand-over"),
        DealError::NotInHand(card) => tl!(lang, "rules-deal-not-in-hand", card = card),
        DealError::NotNow(card) => tl!(lang, "rules-deal-not-now", card = card),
        DealError::Power(e) => e.to_string(),
        DealError::Umschlag(e) => e.to_string(),
    }
}
