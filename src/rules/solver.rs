//! The double-dummy solver: with every hand known, does a party make its tricks against best
//! defence, and by which line of play?
//!
//! Kaisern has no duty to follow suit (`001_…` §4, `003_…` §4: "in dem wahren Kaiserspiele
//! … nicht gestochen werden muß"), so every card in hand is a legal play, except where a
//! system says otherwise ([`PlayRules`]). The search is the bridge solvers' recipe (DDS):
//! - a **boolean (zero-window) search**: "does party P reach its target?", an AND/OR tree
//!   where P's seats need one good card and the others must all fail; the exact number of
//!   tricks, when asked, comes from a series of such searches ([`max_tricks`]);
//! - a **transposition table** at trick boundaries (the same cards left in the same hands with
//!   the same leader and the same trick count is the same problem, however it was reached);
//! - **move ordering by quick-trick heuristics**: the cheapest card that takes the trick
//!   first, a low card when the partner already holds it, the strongest card when leading.
//!
//! With more than two parties the search is *paranoid*: every other party plays against P.
//! Cards are compared only through the trick engine ([`crate::rules::trick::winner`]), that
//! is, by Machtposition, never by card index.

use crate::cards::{Card, CardSet};
use crate::rules::power::Power;
use crate::rules::system::Class;
use crate::rules::trick::{TrickContext, winner};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// A hand's worth of cards without touching the heap.
type Cards = SmallVec<[Card; 16]>;
use serde::Serialize;

/// Most seats at a table (silenen plays with up to 12).
pub const MAX_SEATS: usize = 12;

/// Restrictions on which card may be played, beyond "any card in hand".
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PlayRules {
    /// Solo play where a player who can take the trick must (`003_…` §4: "daß man
    /// überstechen muß (wenn man kann)").
    pub must_overtake: bool,
}

/// A position at the start of a trick (or the start of the hand).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// The cards of each seat, seats in playing order.
    pub hands: Vec<CardSet>,
    /// The party of each seat (0-based).
    pub party: Vec<usize>,
    /// Tricks each party needs to win the hand.
    pub need: Vec<u8>,
    /// Tricks each party has.
    pub won: Vec<u8>,
    /// The seat that leads the next trick.
    pub leader: usize,
    /// Tricks already played (the first trick matters to karnoeffel's Trumpf-7).
    pub played: u8,
    /// Legal-play restrictions.
    pub rules: PlayRules,
}

impl Table {
    /// Number of parties.
    pub fn parties(&self) -> usize {
        self.need.len()
    }

    /// The party that has reached its target, if any.
    pub fn decided(&self) -> Option<usize> {
        (0..self.parties()).find(|p| self.won[*p] >= self.need[*p])
    }

    /// Tricks still to play.
    pub fn remaining(&self) -> u8 {
        self.hands.iter().map(|h| h.len()).min().unwrap_or(0) as u8
    }
}

/// One trick of a line of play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayedTrick {
    /// Seats in play order (the leader first).
    pub seats: Vec<usize>,
    /// The cards in play order.
    pub cards: Vec<Card>,
    /// The seat that took it.
    pub winner: usize,
}

/// The legal cards of `seat` with `trick` played before it.
pub fn legal(power: &Power, table: &Table, seat: usize, trick: &[Card]) -> CardSet {
    let hand = table.hands[seat];
    let mut out = CardSet::EMPTY;
    let ctx = ctx(table);
    if trick.is_empty() {
        // karnoeffel: the Trumpf-7 "kann nicht im ersten Stich ausgespielt werden" (`002_…`).
        for c in hand.iter() {
            let e = power.entry(c);
            if !(ctx.first_trick && e.class == Class::Stupf && e.not_in_first_trick) {
                out.insert(c);
            }
        }
        return if out.is_empty() { hand } else { out };
    }
    if table.rules.must_overtake {
        let mut cards: Cards = trick.iter().copied().collect();
        let mut taking = CardSet::EMPTY;
        for c in hand.iter() {
            cards.push(c);
            if winner(power, &cards, ctx) == trick.len() {
                taking.insert(c);
            }
            cards.pop();
        }
        if !taking.is_empty() {
            return taking;
        }
    }
    hand
}

fn ctx(table: &Table) -> TrickContext {
    TrickContext {
        first_trick: table.played == 0,
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    hands: [u64; MAX_SEATS],
    leader: u8,
    won: [u8; MAX_SEATS],
}

fn key(t: &Table) -> Key {
    let mut k = Key {
        hands: [0; MAX_SEATS],
        leader: t.leader as u8,
        won: [0; MAX_SEATS],
    };
    for (i, h) in t.hands.iter().enumerate() {
        k.hands[i] = h.bits();
    }
    k.won[..t.won.len()].copy_from_slice(&t.won);
    k
}

/// A solver for one party's question ("does party `goal` make its tricks?").
pub struct Solver<'p> {
    power: &'p Power,
    goal: usize,
    tt: FxHashMap<Key, bool>,
    /// Positions visited (cards tried), for benchmarks and tests.
    pub nodes: u64,
    ordering: bool,
    /// Cards never merged with another: their power depends on more than level, class and
    /// suit (Stupf, blockers, limits, extra takes, `taken_by` lists).
    special: CardSet,
    counts: Counts,
    /// Most positions to visit before giving up (a deal too big to solve in good time).
    budget: u64,
    /// The budget ran out: the answer is unknown.
    aborted: bool,
}

/// Cards not yet in a finished trick, per level: all of them (for Stecher pairs), Stecher and
/// Stupf, and each suit's Throner and plain cards (for pairs that take only in their suit:
/// another suit's Throner or plain card never meets them). Constant within a trick.
#[derive(Clone)]
struct Counts {
    total: [u8; 64],
    stech: [u8; 64],
    in_suit: [[u8; 64]; 4],
}

impl Counts {
    fn new(power: &Power, cards: impl Iterator<Item = Card>) -> Counts {
        let mut c = Counts {
            total: [0; 64],
            stech: [0; 64],
            in_suit: [[0; 64]; 4],
        };
        for card in cards {
            c.add(power, card, 1);
        }
        c
    }

    fn add(&mut self, power: &Power, card: Card, n: i8) {
        let e = power.entry(card);
        let l = (e.level as usize).min(63);
        let bump = |x: &mut u8| *x = x.wrapping_add_signed(n);
        bump(&mut self.total[l]);
        match (e.class, e.suit) {
            (Class::Throner | Class::Plain, Some(s)) => bump(&mut self.in_suit[s.index()][l]),
            _ => bump(&mut self.stech[l]),
        }
    }
}

/// Cards whose behaviour is not captured by (level, class, suit).
fn special_cards(power: &Power) -> CardSet {
    let mut special = CardSet::EMPTY;
    for c in power.deck.cards() {
        let e = power.entry(c);
        if e.class == Class::Stupf || e.blocker || e.blockable || e.limited || e.level >= 64 {
            special.insert(c);
        }
        for x in e.taken_by.iter().chain(e.cannot_take.iter()) {
            special.insert(x);
        }
        if let Some(only) = e.takes_only {
            for x in only.iter() {
                special.insert(x);
            }
        }
    }
    for x in &power.extras {
        special.insert(x.taker);
        special.insert(x.taken);
    }
    special
}

impl<'p> Solver<'p> {
    /// A solver asking whether party `goal` reaches its target.
    pub fn new(power: &'p Power, goal: usize) -> Self {
        Solver {
            power,
            goal,
            tt: FxHashMap::default(),
            nodes: 0,
            ordering: true,
            special: special_cards(power),
            counts: Counts::new(power, std::iter::empty()),
            budget: u64::MAX,
            aborted: false,
        }
    }

    /// Give up after `nodes` positions ([`Solver::try_makes`] then answers `None`).
    pub fn with_budget(mut self, nodes: u64) -> Self {
        self.budget = nodes;
        self
    }

    /// [`Solver::makes`] within the budget: `None` when it ran out.
    pub fn try_makes(&mut self, table: &Table) -> Option<bool> {
        let r = self.makes(table);
        (!self.aborted).then_some(r)
    }

    /// Does the goal party reach its target from `table` (a trick start) with best play?
    pub fn makes(&mut self, table: &Table) -> bool {
        let mut t = table.clone();
        let mut trick = Cards::new();
        self.recount(&t, &trick);
        self.trick_start(&mut t, &mut trick)
    }

    fn recount(&mut self, t: &Table, trick: &[Card]) {
        let cards = t
            .hands
            .iter()
            .flat_map(|h| h.iter())
            .chain(trick.iter().copied());
        self.counts = Counts::new(self.power, cards);
    }

    /// The same, with `trick` already played to the current trick from the leader on (the
    /// cards must have been taken out of the hands of `table`).
    pub fn makes_after(&mut self, table: &Table, trick: &[Card]) -> bool {
        let mut t = table.clone();
        let mut cards: Cards = trick.iter().copied().collect();
        self.recount(&t, &cards);
        if cards.is_empty() {
            return self.trick_start(&mut t, &mut cards);
        }
        self.step(&mut t, &mut cards)
    }

    /// Terminal checks, then the table lookup, then the trick.
    fn trick_start(&mut self, t: &mut Table, trick: &mut Cards) -> bool {
        if let Some(p) = t.decided() {
            return p == self.goal;
        }
        let left = t.remaining();
        if left == 0 || (t.won[self.goal] as usize) + (left as usize) < t.need[self.goal] as usize {
            return false;
        }
        // Two parties whose targets leave no draw (3 and 3 of 5): when the other party can
        // no longer reach its target, the goal party reaches its own; and a party whose sure
        // tricks reach its target has won.
        if t.parties() == 2 {
            let o = 1 - self.goal;
            let total = t.won[0] as usize + t.won[1] as usize + left as usize;
            let needs = t.need[0] as usize + t.need[1] as usize;
            if needs == total + 1 {
                if (t.won[o] as usize) + (left as usize) < t.need[o] as usize {
                    return true;
                }
                let sure = |p: usize| self.sure_tricks(t, p) as usize + t.won[p] as usize;
                if sure(self.goal) >= t.need[self.goal] as usize {
                    return true;
                }
                if sure(o) >= t.need[o] as usize {
                    return false;
                }
            }
        }
        let k = key(t);
        if let Some(v) = self.tt.get(&k) {
            return *v;
        }
        let v = self.step(t, trick);
        if !self.aborted {
            self.tt.insert(k, v);
        }
        v
    }

    /// Tricks `party` wins whatever happens: its cards that stand above every card the others
    /// still hold (Stecher, so they take whatever is led), counted per seat because one seat
    /// plays one card per trick. None when another party holds a Stupf or a blocker (a led
    /// Stupf or a blocker can beat a higher Stecher), or the top cards are special.
    fn sure_tricks(&self, t: &Table, party: usize) -> u8 {
        let p = self.power;
        let mut best_other = 0u8;
        for (seat, hand) in t.hands.iter().enumerate() {
            if t.party[seat] == party {
                continue;
            }
            for c in hand.iter() {
                let e = p.entry(c);
                if e.class == Class::Stupf || e.blocker {
                    return 0;
                }
                best_other = best_other.max(e.level);
            }
        }
        let mut most = 0u8;
        for (seat, hand) in t.hands.iter().enumerate() {
            if t.party[seat] != party {
                continue;
            }
            let top = hand
                .iter()
                .filter(|c| {
                    let e = p.entry(*c);
                    e.class == Class::Stecher && e.level > best_other && !self.special.contains(*c)
                })
                .count() as u8;
            most = most.max(top);
        }
        most
    }

    /// The seat to play next with `trick` on the table.
    fn seat(t: &Table, trick: &[Card]) -> usize {
        (t.leader + trick.len()) % t.hands.len()
    }

    /// Play the next card of the trick (or finish it).
    fn step(&mut self, t: &mut Table, trick: &mut Cards) -> bool {
        let n = t.hands.len();
        if trick.len() == n {
            return self.finish(t, trick);
        }
        let seat = Self::seat(t, trick);
        let ours = t.party[seat] == self.goal;
        let moves = self.moves(t, seat, trick);
        for card in moves {
            self.nodes += 1;
            if self.nodes > self.budget {
                // Unwind: nothing found from here on is kept or trusted.
                self.aborted = true;
                return false;
            }
            t.hands[seat].remove(card);
            trick.push(card);
            let r = self.step(t, trick);
            trick.pop();
            t.hands[seat].insert(card);
            if r == ours {
                return r;
            }
        }
        !ours
    }

    /// Score a full trick and go on from the next trick start.
    fn finish(&mut self, t: &mut Table, trick: &mut Cards) -> bool {
        let n = t.hands.len();
        let w = (t.leader + winner(self.power, trick, ctx(t))) % n;
        let party = t.party[w];
        let saved = std::mem::take(trick);
        let leader = t.leader;
        t.won[party] += 1;
        t.leader = w;
        t.played += 1;
        for c in &saved {
            self.counts.add(self.power, *c, -1);
        }
        let r = self.trick_start(t, trick);
        for c in &saved {
            self.counts.add(self.power, *c, 1);
        }
        t.played -= 1;
        t.leader = leader;
        t.won[party] -= 1;
        *trick = saved;
        r
    }

    /// The legal cards, best first, one of each set of equivalent cards.
    fn moves(&self, t: &Table, seat: usize, trick: &[Card]) -> Cards {
        let legal = legal(self.power, t, seat, trick);
        let mut cards: Cards = legal.iter().collect();
        if self.ordering {
            self.merge_equivalent(&mut cards);
            order(self.power, t, seat, trick, &mut cards);
        }
        cards
    }

    /// Keep one card of each run of equivalent cards in one hand: same class, same suit
    /// where the suit matters (Throner and plain cards), and no other card still in play
    /// standing at a level from the one to the other. Such cards take and lose to exactly
    /// the same cards now and later, so trying one tries them all (the bridge solvers'
    /// rank equivalence, with the Machtposition as the rank).
    fn merge_equivalent(&self, cards: &mut Cards) {
        if cards.len() < 2 {
            return;
        }
        let p = self.power;
        let Counts {
            total,
            stech,
            in_suit,
        } = &self.counts;
        let key = |c: &Card| {
            let e = p.entry(*c);
            let suit = match (e.class, e.suit) {
                (Class::Throner | Class::Plain, Some(s)) => s.index() as u8 + 1,
                _ => 0,
            };
            (self.special.contains(*c), e.class as u8, suit, e.level)
        };
        cards.sort_by_key(|c| (key(c), c.id()));
        let mut keep = Cards::new();
        let mut prev: Option<Card> = None;
        for c in cards.iter().copied() {
            let merged = prev.is_some_and(|q| {
                let (sq, cq, uq, lq) = key(&q);
                let (sc, cc, uc, lc) = key(&c);
                if sq || sc || cq != cc || uq != uc {
                    return false;
                }
                // Only these two stand at the levels from lq to lc, among the cards that
                // can meet them.
                let between: u32 = (lq..=lc)
                    .map(|l| {
                        let l = l as usize;
                        if uc == 0 {
                            total[l] as u32
                        } else {
                            stech[l] as u32 + in_suit[uc as usize - 1][l] as u32
                        }
                    })
                    .sum();
                between == 2
            });
            if !merged {
                keep.push(c);
            }
            prev = Some(c);
        }
        *cards = keep;
    }
}

/// Quick-trick move ordering: when leading, strongest first; when following, the cheapest
/// card that takes the trick first if the trick is held by another party (weakest otherwise).
fn order(power: &Power, t: &Table, seat: usize, trick: &[Card], cards: &mut [Card]) {
    let level = |c: &Card| power.entry(*c).level;
    if trick.is_empty() {
        cards.sort_by_key(|c| std::cmp::Reverse(level(c)));
        return;
    }
    let ctx = ctx(t);
    let holder = winner(power, trick, ctx);
    let holder_seat = (t.leader + holder) % t.hands.len();
    let mut buf: Cards = trick.iter().copied().collect();
    let mut takes = |c: Card| {
        buf.push(c);
        let w = winner(power, &buf, ctx) == trick.len();
        buf.pop();
        w
    };
    if t.party[holder_seat] == t.party[seat] {
        // Partner holds: keep the good cards.
        cards.sort_by_key(level);
    } else {
        // Card ids only break ties, for a stable order; power is the level.
        cards.sort_by_cached_key(|c| (!takes(*c), level(c), c.id()));
    }
}

/// Does party `goal` make its tricks from `table` with best play by every seat?
pub fn makes(power: &Power, table: &Table, goal: usize) -> bool {
    Solver::new(power, goal).makes(table)
}

/// The same question by plain minimax: no transposition table, no move ordering, and every
/// card tried even after the answer is known. For benchmarks and as a test oracle.
pub fn makes_plain(power: &Power, table: &Table, goal: usize) -> bool {
    fn go(power: &Power, t: &mut Table, trick: &mut Cards, goal: usize) -> bool {
        let n = t.hands.len();
        if trick.is_empty() {
            if let Some(p) = t.decided() {
                return p == goal;
            }
            if t.remaining() == 0 {
                return false;
            }
        }
        if trick.len() == n {
            let w = (t.leader + winner(power, trick, ctx(t))) % n;
            let party = t.party[w];
            let saved = std::mem::take(trick);
            let leader = t.leader;
            t.won[party] += 1;
            t.leader = w;
            t.played += 1;
            let r = go(power, t, trick, goal);
            t.played -= 1;
            t.leader = leader;
            t.won[party] -= 1;
            *trick = saved;
            return r;
        }
        let seat = (t.leader + trick.len()) % n;
        let ours = t.party[seat] == goal;
        let mut any = false;
        let mut all = true;
        for card in legal(power, t, seat, trick).iter() {
            t.hands[seat].remove(card);
            trick.push(card);
            let r = go(power, t, trick, goal);
            trick.pop();
            t.hands[seat].insert(card);
            any |= r;
            all &= r;
        }
        if ours { any } else { all }
    }
    let mut t = table.clone();
    go(power, &mut t, &mut Cards::new(), goal)
}

/// The most tricks party `goal` can be sure of (a series of zero-window searches with the
/// target moved one trick at a time; the hand is played to its last trick).
pub fn max_tricks(power: &Power, table: &Table, goal: usize) -> u8 {
    let total = table.remaining() + table.won[goal];
    let mut best = table.won[goal];
    for k in table.won[goal] + 1..=total {
        let mut t = table.clone();
        // Only this party's count ends the hand: the others' targets are out of reach.
        for (p, need) in t.need.iter_mut().enumerate() {
            *need = if p == goal { k } else { u8::MAX };
        }
        if Solver::new(power, goal).makes(&t) {
            best = k;
        } else {
            break;
        }
    }
    best
}

/// The result of [`solve`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Solution {
    /// The party that makes its tricks whatever the others do, if one can.
    pub winner: Option<usize>,
    /// A line of best play to the end of the hand.
    pub line: Vec<PlayedTrick>,
}

/// A deal too big to solve within the budget.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "this deal is too big to solve exactly: more than {0} positions without an answer; try fewer cards or fewer players"
)]
pub struct TooBig(pub u64);

/// [`solve`], giving up after `budget` positions per question.
pub fn solve_within(power: &Power, table: &Table, budget: u64) -> Result<Solution, TooBig> {
    let exclusive = table.parties() == 2
        && table.need[0] as usize + table.need[1] as usize
            > table.remaining() as usize + table.won.iter().map(|w| *w as usize).sum::<usize>();
    for p in 0..table.parties() {
        let mut s = Solver::new(power, p).with_budget(budget);
        let ok = s.try_makes(table).ok_or(TooBig(budget))?;
        if ok || exclusive {
            let winner = Some(if ok { p } else { 1 - p });
            let line = principal_line(&mut s, table);
            if s.aborted {
                return Err(TooBig(budget));
            }
            return Ok(Solution { winner, line });
        }
    }
    let mut s = Solver::new(power, 0).with_budget(budget);
    let line = principal_line(&mut s, table);
    if s.aborted {
        return Err(TooBig(budget));
    }
    Ok(Solution { winner: None, line })
}

/// Which party makes its tricks with best play, and a principal line.
///
/// With two parties one of them always can (their targets leave no draw). With more, a party
/// that cannot force its tricks against all the others together may still make them when
/// the others play for themselves; then `winner` is `None`.
pub fn solve(power: &Power, table: &Table) -> Solution {
    let mut found = None;
    let mut solver = None;
    // Two parties whose targets add up past the tricks: exactly one makes it, so one
    // search answers for both.
    let exclusive = table.parties() == 2
        && table.need[0] as usize + table.need[1] as usize
            > table.remaining() as usize + table.won.iter().map(|w| *w as usize).sum::<usize>();
    for p in 0..table.parties() {
        let mut s = Solver::new(power, p);
        let ok = s.makes(table);
        if ok || exclusive {
            found = Some(if ok { p } else { 1 - p });
            solver = Some(s);
            break;
        }
    }
    let line = match &mut solver {
        Some(s) => principal_line(s, table),
        None => {
            // Nobody can force it: show the line where party 0 plays for its tricks.
            let mut s = Solver::new(power, 0);
            principal_line(&mut s, table)
        }
    };
    Solution {
        winner: found,
        line,
    }
}

/// Replay from `table`: the goal party picks a card that keeps its result, the others the
/// card the move ordering likes best among those that keep theirs.
fn principal_line(s: &mut Solver, table: &Table) -> Vec<PlayedTrick> {
    let mut t = table.clone();
    let mut out = Vec::new();
    let n = t.hands.len();
    while t.decided().is_none() && t.remaining() > 0 {
        s.recount(&t, &[]);
        let mut trick = Cards::new();
        let mut seats = Vec::with_capacity(n);
        let target = {
            let mut probe = Cards::new();
            s.trick_start(&mut t.clone(), &mut probe)
        };
        while trick.len() < n {
            let seat = Solver::seat(&t, &trick);
            let moves = s.moves(&t, seat, &trick);
            let mut chosen = moves[0];
            for card in &moves {
                t.hands[seat].remove(*card);
                trick.push(*card);
                let r = s.step(&mut t, &mut trick);
                trick.pop();
                t.hands[seat].insert(*card);
                if r == target {
                    chosen = *card;
                    break;
                }
            }
            t.hands[seat].remove(chosen);
            trick.push(chosen);
            seats.push(seat);
        }
        let w = (t.leader + winner(s.power, &trick, ctx(&t))) % n;
        t.won[t.party[w]] += 1;
        t.leader = w;
        t.played += 1;
        out.push(PlayedTrick {
            seats,
            cards: trick.to_vec(),
            winner: w,
        });
    }
    out
}

#[cfg(test)]
mod tests;
