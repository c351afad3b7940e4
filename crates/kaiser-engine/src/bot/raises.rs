//! Reading the other party's raises (issue 15 item 10): a player raises (lungern's
//! "spielen") when its party is likely to make its tricks, so a raise of the other party
//! says that its cards are strong. The `best` player keeps a sampled deal of the unseen
//! cards with a weight from the raiser's own chance in that deal at the moment of the raise
//! ([`weight`]): the calibrated weight of the cards the raiser saw then, its party's cards as
//! the deal has them (the partners see each other's cards, so the raiser knew them) against
//! the cards it could not place ([`super::strength`]). A deal in which the raiser would
//! hardly have raised counts little. (Solving deals of the other party's cards from the
//! raise on, the first version, made every decision after a raise about twenty times slower.)
//!
//! It reads only what every seat heard and saw: who raised and when
//! ([`crate::table::RaisedAt`]), and the cards played since (face up). Like the other soft
//! facts of [`super::infer`], it is a guess about players, measured in the arena
//! (docs/arena.md), and no deal becomes impossible. It is read only at tables of two
//! parties whose raiser saw its partners' cards and where the hands at the raise are small
//! enough to solve quickly ([`SMALL`]).

use crate::cards::{Card, CardSet};
use crate::deal::Hand;
use crate::power::Power;
use crate::table::{PlayView, RaisedAt};

/// Most cards in all hands at the raise for which a raise is read (lungern's four-player
/// table: twenty).
pub const SMALL: usize = 20;

/// The least weight of a sampled deal (the raiser's chance there is 0): a deal that
/// breaks the reading stays possible.
pub const FLOOR: f64 = 0.05;

/// Whether the `best` player reads raises in the system `id`: lungern, where the partners
/// see each other's cards and the raiser knew its party's cards.
pub fn for_system(id: &str) -> bool {
    id == "lungern"
}

/// A raise of the other party, with what is needed to see the position it was made in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Raise {
    /// The seat that raised.
    pub seat: usize,
    /// The party that raised.
    pub party: usize,
    /// Tricks played at the raise.
    pub played: u8,
    /// The seat that led the trick of the raise.
    pub leader: usize,
    /// Tricks each party had at the raise.
    pub won: Vec<u8>,
    /// The cards of the trick of the raise played before it.
    pub prefix: Vec<Card>,
    /// By seat: the cards each played since the raise (added back to its hand).
    pub since: Vec<CardSet>,
    /// Every card played before the raise (the prefix too).
    pub before: CardSet,
    /// Each card's weight at the raise, by card id, in millionths ([`weights`]).
    pub weights: Vec<u32>,
    /// Their sum.
    pub total: u64,
    /// Cards in play at the raise (in a hand or out of play, not played yet).
    pub in_play: usize,
}

/// The other party's raises `seat` may read from the raises it heard (`raised`) and the play
/// (`parties`: each seat's party; `sees_partners`: whether a raiser saw its partners' cards).
/// None where a trick since the raise holds a card laid face down (the bot cannot see it).
pub fn read(
    play: &PlayView,
    raised: &[RaisedAt],
    parties: &[usize],
    seat: usize,
    sees_partners: bool,
) -> Vec<Raise> {
    let n = play.sizes.len();
    let mine = parties.get(seat).copied();
    if !sees_partners || play.need.len() != 2 || parties.len() != n || mine.is_none() {
        return Vec::new();
    }
    raised
        .iter()
        .filter(|r| r.seat < n && Some(parties[r.seat]) != mine)
        .filter_map(|r| one(play, r, parties))
        .collect()
}

/// The position of one raise, from the tricks played.
fn one(play: &PlayView, r: &RaisedAt, parties: &[usize]) -> Option<Raise> {
    let n = play.sizes.len();
    let at = usize::from(r.trick);
    let mut tricks: Vec<(Vec<usize>, &[Card], u32)> = play
        .history
        .iter()
        .map(|t| (t.seats.clone(), t.cards.as_slice(), t.face_down))
        .collect();
    let current_seats: Vec<usize> = (0..play.current.len())
        .map(|i| (play.leader + i) % n)
        .collect();
    tricks.push((current_seats, play.current.as_slice(), play.current_down));
    if at >= tricks.len() || tricks[at..].iter().any(|t| t.2 != 0) {
        return None;
    }
    let mut won = vec![0u8; 2];
    let mut before = CardSet::EMPTY;
    for t in &play.history[..at] {
        let p = *parties.get(t.winner)?;
        won[p] = won[p].saturating_add(1);
        t.cards.iter().for_each(|c| {
            before.insert(*c);
        });
    }
    let mut since = vec![CardSet::EMPTY; n];
    let mut prefix = Vec::new();
    for (k, (seats, cards, _)) in tricks[at..].iter().enumerate() {
        for (i, c) in cards.iter().enumerate() {
            if k == 0 && i < r.card {
                prefix.push(*c);
                before.insert(*c);
            } else {
                since[*seats.get(i)?].insert(*c);
            }
        }
    }
    let leader = if at < play.history.len() {
        *play.history[at].seats.first()?
    } else {
        play.leader
    };
    let (weights, total, in_play) = weights(&play.power, before);
    Some(Raise {
        weights,
        total,
        in_play,
        seat: r.seat,
        party: parties[r.seat],
        played: r.trick,
        leader,
        won,
        prefix,
        since,
        before,
    })
}

/// How much the sampled deal `hands` (by seat, as the bot drew them) counts under the
/// raises read: for each, the raiser's chance in that deal at the raise (its party's cards
/// as drawn, the others' dealt [`INNER`] times from what it could not see), at least
/// [`FLOOR`]; the product over the raises. 1 with none.
pub fn weight(hand: &Hand, raises: &[Raise], hands: &[CardSet]) -> f64 {
    raises
        .iter()
        .map(|r| chance_at(hand, r, hands).max(FLOOR))
        .product()
}

/// The raiser's chance at the raise in the deal `hands`: [`super::strength::raw`]'s weight
/// of the cards it saw then (its own and its partners', against the cards it could not
/// place), calibrated ([`super::strength::calibrate`]); with the weights of the cards worked
/// out once per raise ([`Raise::weights`]), it costs a few additions per sampled deal
/// (solving deals of the other party's cards from the raise on cost twenty times the
/// decision's time).
fn chance_at(hand: &Hand, r: &Raise, hands: &[CardSet]) -> f64 {
    let t = &hand.table;
    if hands.len() != t.hands.len() || r.since.len() != hands.len() {
        return 1.0;
    }
    let sizes: Vec<usize> = hands
        .iter()
        .zip(&r.since)
        .map(|(h, s)| h.len() + s.len())
        .collect();
    if sizes.iter().sum::<usize>() > SMALL {
        return 1.0;
    }
    let (won, need) = (
        f64::from(r.won.get(r.party).copied().unwrap_or(0)),
        f64::from(t.need.get(r.party).copied().unwrap_or(0)),
    );
    let left = sizes.iter().copied().min().unwrap_or(0) as f64;
    if won >= need {
        return 1.0;
    }
    if won + left < need || left <= 0.0 {
        return 0.0;
    }
    let w = |c: Card| f64::from(r.weights.get(c.id()).copied().unwrap_or(0)) / SCALE;
    let mut theirs = 0.0;
    let (mut held, mut others) = (0usize, 0usize);
    for (s, h) in hands.iter().enumerate() {
        if t.party[s] == r.party {
            theirs += h.iter().chain(r.since[s].iter()).map(w).sum::<f64>();
            held += sizes[s];
        } else {
            others += sizes[s];
        }
    }
    let unseen = r.in_play.saturating_sub(held).max(1) as f64;
    let mean_unseen = (r.total as f64 / SCALE - theirs).max(0.0) / unseen;
    let whole = theirs + others as f64 * mean_unseen;
    let share = if whole > 0.0 { theirs / whole } else { 0.5 };
    let margin = (won + share * left - need) / left.sqrt();
    super::strength::calibrate(1.0 / (1.0 + (-super::strength::SLOPE * margin).exp()))
}

/// Fixed point of [`Raise::weights`].
const SCALE: f64 = 1e6;

/// Each card's weight among the cards in play at a raise (every card of the deck not played
/// before it), as [`super::strength::raw`] weighs it, in millionths, by card id; and their
/// sum.
fn weights(power: &Power, before: CardSet) -> (Vec<u32>, u64, usize) {
    let mut in_play: Vec<Card> = power
        .deck
        .cards()
        .into_iter()
        .filter(|c| !before.contains(*c))
        .collect();
    in_play.sort_by_key(|c| (power.entry(*c).level, c.id()));
    let n = in_play.len().max(1) as f64;
    let mut out = vec![0u32; 64];
    let mut total = 0u64;
    for c in &in_play {
        let below = in_play
            .iter()
            .filter(|x| power.entry(**x).level < power.entry(*c).level)
            .count() as f64;
        let v = ((below / n).powi(super::strength::WEIGHT_POWER) * SCALE).round() as u32;
        if let Some(slot) = out.get_mut(c.id()) {
            *slot = v;
            total += u64::from(v);
        }
    }
    (out, total, in_play.len())
}

#[cfg(test)]
#[path = "raises_tests.rs"]
mod tests;
