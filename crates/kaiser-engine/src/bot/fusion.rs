//! A search against strategy fusion near the end of a hand (issue 15 item 10): αµ
//! (Cazenave and Ventos, "The αµ Search Algorithm for the Game of Bridge", 2019) over the
//! deals a sampling bot drew. Sampled double-dummy play solves every deal as if every card
//! were seen, so it may count on playing one card in one deal and another in the next where
//! the bot cannot tell the deals apart (the strategies "fuse"). αµ keeps the bot's party to
//! one card for all the deals it cannot tell apart for its next [`AlphaMu::depth`] moves,
//! while the other party plays each deal as if it saw every card (a pessimistic opponent);
//! only then does it solve each deal double-dummy.
//!
//! The result of a position is a Pareto front: the vectors (one bit per deal: its party
//! makes its tricks) that some plan of its party reaches, none contained in another. Its
//! party picks a plan (the union of its cards' fronts); an opponent picks per deal (the
//! pairwise intersection of its cards' fronts, each card counted only in the deals where
//! that seat holds it). A card's score is the most deals any vector of its front makes.
//!
//! It searches only where every partner's hand is seen (lungern's `partners: all`): a
//! partner who sees other cards than the seat cannot be held to the seat's plan. Honest: it
//! reads only the sampled deals, which follow what the seat may know ([`super::sample`]).

use crate::Power;
use crate::cards::{Card, CardSet};
use crate::deal::Hand;
use crate::solver::{Budget, Solver, Table, legal};
use crate::trick::{TrickContext, winner};

/// How the search runs: from how many tricks left, over how many deals, how far ahead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AlphaMu {
    /// Search while at most this many tricks are left (the current one counted).
    pub tricks: usize,
    /// Deals searched (the first of the decision's sampled deals; at most 64).
    pub worlds: usize,
    /// Moves of its party (its own and its partners') held to one plan before each deal is
    /// solved double-dummy; 1 is plain sampled play.
    pub depth: usize,
}

/// The `best` player's search in lungern (docs/arena.md, "Sixth round").
pub const LUNGERN: AlphaMu = AlphaMu {
    tricks: 3,
    worlds: 64,
    depth: 3,
};

/// The `best` player's search in the system `id`: [`LUNGERN`] in lungern, where it was
/// measured (docs/arena.md, "Sixth round"); none elsewhere (stans's partners show only their
/// signs, so it would not apply there; the others were not measured).
pub fn for_system(id: &str) -> Option<AlphaMu> {
    (id == "lungern").then_some(LUNGERN)
}

/// Most vectors kept in a front (those making the most deals): bounds the time where the
/// deals differ much.
const FRONT_CAP: usize = 24;

/// A set of vectors, none contained in another.
type Front = Vec<u64>;

/// Keep the vectors no other contains (within `alive`), the fullest first, at most
/// [`FRONT_CAP`].
fn maximal(mut v: Front, alive: u64) -> Front {
    for x in v.iter_mut() {
        *x &= alive;
    }
    v.sort_unstable_by_key(|x| (std::cmp::Reverse(x.count_ones()), *x));
    v.dedup();
    let mut out: Front = Vec::new();
    for x in v {
        if !out.iter().any(|y| x & !y == 0) {
            out.push(x);
            if out.len() >= FRONT_CAP {
                break;
            }
        }
    }
    out
}

/// Whether αµ may hold `seat`'s party to one plan: every other seat of its party has all
/// its cards in `shown` (the seat sees them), and the table has two parties.
pub fn applies(hand: &Hand, seat: usize, shown: &[(usize, Card)]) -> bool {
    let t = &hand.table;
    t.need.len() == 2
        && (0..t.hands.len())
            .filter(|s| *s != seat && t.party[*s] == t.party[seat])
            .all(|s| shown.iter().filter(|(x, _)| *x == s).count() == t.hands[s].len())
}

/// A trick completed by a card: its cards and what the table was before it.
struct Done {
    trick: Vec<Card>,
    leader: usize,
    won: Vec<u8>,
}

/// The search's state: the deals' tables (the same but for the hidden hands) and the trick.
struct Search<'p> {
    power: &'p Power,
    party: usize,
    tables: Vec<Table>,
    trick: Vec<Card>,
    solver: Solver<'p>,
}

impl Search<'_> {
    fn seat(&self, w: usize) -> usize {
        let t = &self.tables[w];
        (t.leader + self.trick.len()) % t.hands.len()
    }

    /// Play `card` for the seat to play in the deals of `sub`; what to undo (a trick it
    /// completes: its cards and the table before it).
    fn play(&mut self, sub: u64, card: Card) -> Option<Done> {
        let w0 = sub.trailing_zeros() as usize;
        let seat = self.seat(w0);
        for_each(sub, |w| {
            self.tables[w].hands[seat].remove(card);
        });
        self.trick.push(card);
        let t = &self.tables[w0];
        let n = t.hands.len();
        if self.trick.len() < n {
            return None;
        }
        let ctx = TrickContext {
            first_trick: t.played == 0,
        };
        let taker = (t.leader + winner(self.power, &self.trick, ctx)) % n;
        let done = Done {
            trick: std::mem::take(&mut self.trick),
            leader: t.leader,
            won: t.won.clone(),
        };
        let p = t.party[taker];
        for_each(sub, |w| {
            let t = &mut self.tables[w];
            t.won[p] += 1;
            t.leader = taker;
            t.played += 1;
        });
        Some(done)
    }

    /// Take back the last card `seat` played in the deals of `sub`.
    fn unplay(&mut self, sub: u64, seat: usize, done: Option<Done>) {
        if let Some(d) = done {
            for_each(sub, |w| {
                let t = &mut self.tables[w];
                t.leader = d.leader;
                t.won.clone_from(&d.won);
                t.played -= 1;
            });
            self.trick = d.trick;
        }
        if let Some(card) = self.trick.pop() {
            for_each(sub, |w| {
                self.tables[w].hands[seat].insert(card);
            });
        }
    }

    /// The front of the position in the deals of `alive`, `depth` moves of its party left.
    fn front(&mut self, alive: u64, depth: usize) -> Front {
        let w0 = alive.trailing_zeros() as usize;
        let t = &self.tables[w0];
        if let Some(p) = t.decided() {
            return vec![if p == self.party { alive } else { 0 }];
        }
        if t.remaining() == 0 && self.trick.is_empty() {
            return vec![0];
        }
        let seat = self.seat(w0);
        let mine = t.party[seat] == self.party;
        if mine && depth == 0 {
            let mut bits = 0u64;
            for_each(alive, |w| {
                self.solver.restart(Budget::default());
                if self.solver.makes_after(&self.tables[w], &self.trick) {
                    bits |= 1 << w;
                }
            });
            return vec![bits];
        }
        // The cards the seat may play in any of the deals, and in which.
        let mut moves: Vec<(Card, u64)> = Vec::new();
        for_each(alive, |w| {
            for c in legal(self.power, &self.tables[w], seat, &self.trick).iter() {
                match moves.iter_mut().find(|(m, _)| *m == c) {
                    Some((_, sub)) => *sub |= 1 << w,
                    None => moves.push((c, 1 << w)),
                }
            }
        });
        let mut out: Option<Front> = None;
        for (card, sub) in moves {
            let undo = self.play(sub, card);
            let child = if mine {
                self.front(sub, depth - 1)
            } else {
                self.front(sub, depth)
            };
            self.unplay(sub, seat, undo);
            out = Some(match out {
                None if mine => child,
                // Deals where the seat does not hold the card: this card does not bind them.
                None => child.iter().map(|v| v | (alive & !sub)).collect(),
                Some(f) if mine => maximal([f, child].concat(), alive),
                Some(f) => {
                    let mut v = Vec::with_capacity(f.len() * child.len());
                    for a in &f {
                        for b in &child {
                            v.push(a & (b | (alive & !sub)));
                        }
                    }
                    maximal(v, alive)
                }
            });
        }
        out.map_or_else(|| vec![0], |f| maximal(f, alive))
    }
}

/// Call `f` with the index of every deal in `mask`, lowest first.
fn for_each(mask: u64, mut f: impl FnMut(usize)) {
    let mut m = mask;
    while m != 0 {
        let w = m.trailing_zeros() as usize;
        f(w);
        m &= m - 1;
    }
}

/// For each of `legal` (the cards `seat` may play in `hand`), the most of `deals` (the other
/// seats' hands in each, as [`super::sample`] draws them; the first 64 used) that one plan of
/// its party makes after it, `depth` of its moves ahead (this one counted).
pub fn scores(
    hand: &Hand,
    seat: usize,
    legal_cards: &[Card],
    deals: &[Vec<CardSet>],
    depth: usize,
) -> Vec<u32> {
    let deals = &deals[..deals.len().min(64)];
    if deals.is_empty() {
        return vec![0; legal_cards.len()];
    }
    let party = hand.table.party[seat];
    let tables: Vec<Table> = deals
        .iter()
        .map(|h| {
            let mut t = hand.table.clone();
            t.hands = h.clone();
            t
        })
        .collect();
    let mut s = Search {
        power: &hand.power,
        party,
        tables,
        trick: hand.current.clone(),
        solver: Solver::new(&hand.power, party),
    };
    let all = if deals.len() == 64 {
        u64::MAX
    } else {
        (1u64 << deals.len()) - 1
    };
    legal_cards
        .iter()
        .map(|c| {
            let undo = s.play(all, *c);
            let f = s.front(all, depth.saturating_sub(1));
            s.unplay(all, seat, undo);
            f.iter().map(|v| v.count_ones()).max().unwrap_or(0)
        })
        .collect()
}

#[cfg(test)]
#[path = "fusion_tests.rs"]
mod tests;
