//! What a seat sees of its partners' hidden cards (issue 15 item 2): the one function the
//! driver (and so the learner and every computer player) builds it with, from the system's
//! `partners:` section ([`crate::system::partners`]).

use crate::Power;
use crate::cards::{Card, CardSet, Rank};
use crate::stake::Party;
use crate::system::{Class, RuleSystem, Shown};

/// Whether a partner signs `card` to the Schreiber (`signs`: the table of signs of
/// `001_…` §2, every Stecher, the Trumpf-7 and the Könige; reading 27): a card of a Stecher
/// or Stupf row of `power`, or a König.
pub fn signed(power: &Power, card: Card) -> bool {
    card.rank() == Rank::Koenig
        || (power.contains(card)
            && matches!(power.entry(card).class, Class::Stecher | Class::Stupf))
}

/// The partners' cards `seat` sees now, with their seats, in seat and card order: of each
/// partner the system lets it see ([`crate::system::PartnersDef::seen_by`]), every card it
/// holds, its high cards ([`signed`]) or its Könige. `hands` are what each seat holds now;
/// `power` names the cards (the deal's before play, the hand's in play). Never a card of
/// another party.
pub fn partner_cards(
    system: &RuleSystem,
    power: &Power,
    parties: &[Party],
    seat: usize,
    hands: &[CardSet],
) -> Vec<(usize, Card)> {
    let Some(def) = &system.partners else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (s, shown) in def.seen_by(seat, parties) {
        let Some(held) = hands.get(s) else { continue };
        let mut cards: Vec<Card> = held
            .iter()
            .filter(|c| match shown {
                Shown::All => true,
                Shown::Signs => signed(power, *c),
                Shown::Wurf => c.rank() == Rank::Koenig,
            })
            .collect();
        cards.sort_by_key(|c| c.id());
        out.extend(cards.into_iter().map(|c| (s, c)));
    }
    out
}

/// What each seat holds before trick play: its deal but the cards it laid away.
pub(super) fn held_before_play(dealt: &[Vec<Card>], away: &[Vec<Card>]) -> Vec<CardSet> {
    dealt
        .iter()
        .enumerate()
        .map(|(s, h)| {
            let away = away.get(s);
            h.iter()
                .copied()
                .filter(|c| away.is_none_or(|a| !a.contains(c)))
                .collect()
        })
        .collect()
}
