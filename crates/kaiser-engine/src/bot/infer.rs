//! Inference from public facts (issue 15 item 10): what the play so far says about where the
//! unseen cards lie, for the `best` player's sampled deals. It reads only what every seat
//! saw: the tricks played (face-up cards), the current trick, the parties, the tricks each
//! party has and needs, the rule of the table and the Kaiser announced. Never a hidden card.
//!
//! Two kinds of fact:
//! - **Hard** ([`Facts::never`]): a seat cannot hold these cards. Where a player who can
//!   take the trick must (liebenau's solo, `must_overtake`), a seat that played a card that
//!   does not take held no card that would have.
//! - **Soft** ([`Hint`]): a seat probably does not hold these cards, so a sampled deal that
//!   gives it one counts less ([`weight`]): a seat that let the other party keep the trick
//!   while its own party still needed tricks, when it played last (nobody could take it
//!   back: [`Why::DidNotTakeLast`]) or with no partner after it ([`Why::DidNotTake`]),
//!   probably had no card that would have taken; a Banner nobody announced is probably in
//!   no hand, since an unannounced Kaiser is a plain Banner and a player who holds one
//!   announces it ([`Why::NotAnnounced`]; no source makes announcing a duty, so this is
//!   about players, not rules).
//!
//! These are guesses about players, not rules of the game: the factors are measured in the
//! arena (docs/arena.md), and a deal that breaks a soft fact stays possible.

use crate::cards::{Card, CardSet};
use crate::power::Power;
use crate::table::PlayView;
use crate::trick::{TrickContext, winner_down};

/// Why a seat probably does not hold some cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// It played last in a trick the other party held, and did not take it.
    DidNotTakeLast,
    /// It did not take a trick the other party held, with no partner after it.
    DidNotTake,
    /// The cards are Banner nobody announced as Kaiser.
    NotAnnounced,
}

impl Why {
    /// How much a sampled deal counts in which the seat holds one of the cards (each fact
    /// it breaks multiplies its weight by this). Mild on purpose: with 0.2 / 0.5 / 0.2
    /// `best` won 55.0% ± 2.2 of 300 paired deals against `pimc` in stans, with these
    /// 56.5% ± 2.4, without inference 56.7% ± 2.0 (docs/arena.md): players keep their
    /// Stecher for later tricks often enough that not taking says little.
    pub fn factor(self) -> f64 {
        match self {
            Why::DidNotTakeLast => 0.7,
            Why::DidNotTake => 0.85,
            Why::NotAnnounced => 0.3,
        }
    }
}

/// A soft fact: `seat` probably holds none of `cards`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hint {
    /// The seat.
    pub seat: usize,
    /// The cards it probably does not hold.
    pub cards: CardSet,
    /// Why.
    pub why: Why,
}

/// What the public facts say about the unseen cards.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Facts {
    /// Hard facts: seat, cards it cannot hold.
    pub never: Vec<(usize, CardSet)>,
    /// Soft facts.
    pub hints: Vec<Hint>,
    /// The other party's raises, read by the raiser's chance in each sampled deal
    /// ([`super::raises`]; empty where they are not read).
    pub raises: Vec<super::raises::Raise>,
}

impl Facts {
    /// Whether there is nothing to go by.
    pub fn is_empty(&self) -> bool {
        self.never.is_empty() && self.hints.is_empty() && self.raises.is_empty()
    }

    /// Every card `seat` cannot hold.
    pub fn never_for(&self, seat: usize) -> CardSet {
        let mut out = CardSet::EMPTY;
        for (s, cards) in &self.never {
            if *s == seat {
                cards.iter().for_each(|c| {
                    out.insert(c);
                });
            }
        }
        out
    }
}

/// How much a sampled deal (`hands`, by seat) counts under the soft facts: 1 when it breaks
/// none, times [`Why::factor`] for each it breaks.
pub fn weight(facts: &Facts, hands: &[CardSet]) -> f64 {
    facts
        .hints
        .iter()
        .filter(|h| {
            hands
                .get(h.seat)
                .is_some_and(|held| h.cards.iter().any(|c| held.contains(c)))
        })
        .map(|h| h.why.factor())
        .product()
}

/// One trick as every seat saw it: seats and cards in play order, the face-down bits.
struct Seen<'a> {
    seats: Vec<usize>,
    cards: &'a [Card],
    down: u32,
    first: bool,
}

/// The facts `seat` may read from its view of the play (`parties`: each seat's party).
pub fn read(play: &PlayView, parties: &[usize], seat: usize) -> Facts {
    let n = play.sizes.len();
    let mut facts = Facts::default();
    if n == 0 || parties.len() != n {
        return facts;
    }
    let mut won = vec![0u8; play.need.len()];
    let mut tricks: Vec<(Seen, Vec<u8>)> = Vec::new();
    for (k, t) in play.history.iter().enumerate() {
        let seen = Seen {
            seats: t.seats.clone(),
            cards: &t.cards,
            down: t.face_down,
            first: k == 0,
        };
        tricks.push((seen, won.clone()));
        if let Some(w) = parties.get(t.winner).and_then(|p| won.get_mut(*p)) {
            *w = w.saturating_add(1);
        }
    }
    let current = Seen {
        seats: (0..play.current.len())
            .map(|i| (play.leader + i) % n)
            .collect(),
        cards: &play.current,
        down: play.current_down,
        first: play.played == 0,
    };
    tricks.push((current, won));
    for (trick, won) in &tricks {
        read_trick(play, parties, seat, trick, won, n, &mut facts);
    }
    let unannounced: CardSet = play
        .power
        .unannounced
        .iter()
        .filter(|c| play.unseen.contains(*c))
        .collect();
    if !unannounced.is_empty() {
        for s in (0..n).filter(|s| *s != seat) {
            facts.hints.push(Hint {
                seat: s,
                cards: unannounced,
                why: Why::NotAnnounced,
            });
        }
    }
    facts
}

/// The facts of one trick: each other seat that played face up and did not take it.
fn read_trick(
    play: &PlayView,
    parties: &[usize],
    me: usize,
    trick: &Seen,
    won: &[u8],
    n: usize,
    facts: &mut Facts,
) {
    let ctx = TrickContext {
        first_trick: trick.first,
    };
    let len = trick.cards.len().min(trick.seats.len());
    for i in 1..len {
        let s = trick.seats[i];
        if s == me || s >= n || crate::trick::is_down(trick.down, i) {
            continue;
        }
        let prefix = &trick.cards[..i];
        if takes(&play.power, prefix, trick.down, trick.cards[i], ctx) {
            continue;
        }
        let takers: CardSet = play
            .unseen
            .iter()
            .filter(|c| takes(&play.power, prefix, trick.down, *c, ctx))
            .collect();
        if takers.is_empty() {
            continue;
        }
        if play.rules.must_overtake {
            facts.never.push((s, takers));
            continue;
        }
        let holder = trick.seats[winner_down(&play.power, prefix, trick.down, ctx)];
        let party = parties[s];
        let needs =
            won.get(party).copied().unwrap_or(0) < play.need.get(party).copied().unwrap_or(0);
        if parties.get(holder) == Some(&party) || !needs {
            continue;
        }
        let why = if i + 1 == n {
            Why::DidNotTakeLast
        } else if (i + 1..n).all(|j| parties[(trick.seats[0] + j) % n] != party) {
            Why::DidNotTake
        } else {
            continue;
        };
        facts.hints.push(Hint {
            seat: s,
            cards: takers,
            why,
        });
    }
}

/// Whether `card` played after `prefix` (with `down` face down) takes the trick so far.
fn takes(power: &Power, prefix: &[Card], down: u32, card: Card, ctx: TrickContext) -> bool {
    let mut cards = prefix.to_vec();
    cards.push(card);
    winner_down(power, &cards, down, ctx) == prefix.len()
}

#[cfg(test)]
#[path = "infer_tests.rs"]
mod tests;
