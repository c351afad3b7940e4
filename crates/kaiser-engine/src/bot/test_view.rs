//! Test support for the bot's unit tables: what a seat sees of a hand's play ([`PlayView`])
//! set up from the hand itself, with the unseen cards the test chooses.

use crate::cards::CardSet;
use crate::deal::Hand;
use crate::table::PlayView;

/// What a seat sees of the play of `h`, `unseen` the cards it does not see; nothing known of
/// anyone's cards, nothing laid away, no legal move listed (the tables read the play only).
pub(crate) fn of_hand(h: &Hand, unseen: CardSet) -> PlayView {
    PlayView {
        power: h.power.clone(),
        sizes: h.table.hands.iter().map(|x| x.len()).collect(),
        unseen,
        known: Vec::new(),
        laid_away: 0,
        current: h.current.clone(),
        current_down: h.current_down,
        history: h.history.clone(),
        won: h.table.won.clone(),
        need: h.table.need.clone(),
        leader: h.table.leader,
        played: h.table.played,
        rules: h.table.rules,
        tie: h.tie,
        legal: CardSet::EMPTY,
        legal_down: CardSet::EMPTY,
    }
}
