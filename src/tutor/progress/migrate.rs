//! Progress-file migrations that change what a card holds: format 5's puzzle cards
//! (`view`, `seed`, `earlier`, `unannounced`) completed from the shipped set.

use super::Progress;
use crate::tutor::review::Item;

/// Format 5: a puzzle's review card holds whether it is view-only, the seed of its deal,
/// the earlier tricks and the unannounced Kaiser. A card of an older file whose id and hands
/// are a shipped puzzle's gets them from the shipped set; a mined puzzle's card keeps the
/// defaults (open hands, seed 0) and is mined again from its id when it is asked.
pub(super) fn puzzle_cards(p: &mut Progress) {
    use crate::tutor::review::Entry;
    let puzzle = |e: &Entry| {
        matches!(
            e,
            Entry::Card(crate::tutor::review::Card {
                what: Item::Puzzle { .. },
                ..
            })
        )
    };
    if !p.reviews.values().any(puzzle) {
        return;
    }
    for entry in p.reviews.values_mut() {
        if let Entry::Card(card) = entry
            && matches!(card.what, Item::Puzzle { .. })
        {
            card.what = crate::tutor::puzzle::migrate(card.what.clone());
        }
    }
}
