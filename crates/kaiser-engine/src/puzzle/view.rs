//! View-only puzzles (issue 16): the seat to move sees its own hand, what the system's
//! `partners:` rule lets it see of its partners' cards ([`crate::table::partner_cards`], the
//! mover being its party's first seat, so its Schreiber or Sprecher where the system has
//! one) and the tricks played before, never the opponents' cards nor a partner's card the
//! rule hides.
//!
//! The criterion (reading 38): the answer is the card, or the one set of equivalent cards,
//! that makes the party's tricks in **every** deal of the [`deals`]: the real deal and
//! [`VIEW_DEALS`] deals of the unseen cards consistent with the view, drawn from a generator
//! seeded by the puzzle's seed (so `kaiser check` draws the same ones), each played with
//! open cards after the lead. Every other card fails in at least one of them; the tempting
//! wrong cards fail in the real deal (their refutation is the real deal's line). The unseen
//! cards are every card of the deck not seen: also the cards laid away and not dealt, which
//! nobody at the table knows either. Kaisern has no duty to follow suit, so the earlier
//! tricks tell nothing of who holds what (no voids to respect).

use super::{Puzzle, PuzzleError, equivalent, lead_makes};
use crate::cards::{Card, CardSet};
use crate::power::Power;
use crate::solver::Table;
use crate::system::RuleSystem;
use crate::table::partner_cards;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

/// Deals of the unseen cards drawn besides the real one.
pub const VIEW_DEALS: usize = 40;

/// Whether `system` has view-only puzzles: its partners' rule shows the mover some partner's
/// card. Where partners see nothing (silenen) a view puzzle would hide every other hand of
/// a table of eight, and no card is safe however the cards lie; none is mined.
pub fn offered(system: &RuleSystem) -> bool {
    system
        .partners
        .as_ref()
        .is_some_and(|p| p.sees != crate::system::partners::Sees::None)
}

/// What the seat to move sees in a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seen {
    /// The partners' cards it sees, with their seats (puzzle order), in seat and card order.
    pub partners: Vec<(usize, Card)>,
    /// The cards of the deck it does not see (held by others, laid away or not dealt).
    pub unseen: Vec<Card>,
    /// Per seat, how many of its cards the mover does not see (0 for the mover).
    pub hidden: Vec<usize>,
}

/// What the mover of `p` sees under `system`'s partners' rule.
pub fn seen(system: &RuleSystem, power: &Power, p: &Puzzle) -> Seen {
    let n = p.hands.len();
    let parties: Vec<usize> = (0..n).map(|s| s % 2).collect();
    let sets: Vec<CardSet> = p
        .hands
        .iter()
        .map(|h| h.iter().copied().collect())
        .collect();
    let partners = partner_cards(system, power, &parties, 0, &sets);
    let mut known = CardSet::EMPTY;
    for c in p.hands.first().into_iter().flatten() {
        known.insert(*c);
    }
    for (_, c) in &partners {
        known.insert(*c);
    }
    for c in p.earlier.iter().flatten() {
        known.insert(*c);
    }
    let unseen = Card::all()
        .filter(|c| p.deck.contains(*c) && !known.contains(*c))
        .collect();
    let hidden = (0..n)
        .map(|s| {
            if s == 0 {
                0
            } else {
                let shown = partners.iter().filter(|(t, _)| *t == s).count();
                p.hands[s].len().saturating_sub(shown)
            }
        })
        .collect();
    Seen {
        partners,
        unseen,
        hidden,
    }
}

/// The deals the view puzzle is judged on: the real one first, then [`VIEW_DEALS`] deals
/// of the unseen cards to the seats' hidden places, seeded by the puzzle's seed.
pub fn deals(system: &RuleSystem, power: &Power, p: &Puzzle) -> Result<Vec<Table>, PuzzleError> {
    let real = p.table()?;
    let view = seen(system, power, p);
    let mut rng = ChaCha8Rng::seed_from_u64(p.seed ^ 0x5649_4557_5649_4557);
    let mut out = Vec::with_capacity(VIEW_DEALS + 1);
    out.push(real.clone());
    let mut pool = view.unseen.clone();
    for _ in 0..VIEW_DEALS {
        pool.shuffle(&mut rng);
        let mut next = pool.iter();
        let mut t = real.clone();
        for (s, hand) in t.hands.iter_mut().enumerate().skip(1) {
            let mut h: CardSet = view
                .partners
                .iter()
                .filter(|(t, _)| *t == s)
                .map(|(_, c)| *c)
                .collect();
            for _ in 0..view.hidden[s] {
                h.insert(*next.next().ok_or_else(|| {
                    PuzzleError::Position("fewer unseen cards than hidden places".into())
                })?);
            }
            *hand = h;
        }
        out.push(t);
    }
    Ok(out)
}

/// The leads of the mover that make the tricks in every deal, and those that fail in one.
pub fn leads_in_every(power: &Power, deals: &[Table]) -> (Vec<Card>, Vec<Card>) {
    let Some(real) = deals.first() else {
        return (Vec::new(), Vec::new());
    };
    let mut good = Vec::new();
    let mut bad = Vec::new();
    for c in real.hands[real.leader].iter() {
        if lead_makes(power, real, c).is_none() {
            continue;
        }
        if deals.iter().all(|t| lead_makes(power, t, c) == Some(true)) {
            good.push(c);
        } else {
            bad.push(c);
        }
    }
    (good, bad)
}

/// Re-solve a view puzzle: its answer exactly the leads that make it in every deal,
/// equivalent, and every listed wrong card failing in the real deal.
pub fn verify_view(system: &RuleSystem, p: &Puzzle) -> Result<(), PuzzleError> {
    let power = p.power(system)?;
    let deals = deals(system, &power, p)?;
    let (good, _) = leads_in_every(&power, &deals);
    let mut answer = p.answer.clone();
    answer.sort_by_key(|c| c.id());
    let mut sorted = good.clone();
    sorted.sort_by_key(|c| c.id());
    if sorted != answer || good.is_empty() {
        return Err(PuzzleError::NotUnique { winning: good });
    }
    if !equivalent(&power, &deals[0], &good) {
        return Err(PuzzleError::NotEquivalent(good));
    }
    if let Some(w) = p
        .wrong
        .iter()
        .find(|w| lead_makes(&power, &deals[0], **w) != Some(false))
    {
        return Err(PuzzleError::WrongWins(*w));
    }
    Ok(())
}
