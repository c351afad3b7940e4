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
//!   first, a low card when the partner already holds it, the strongest card when leading;
//! - **rank equivalence** (one card of a run that nothing live separates) and **sure tricks**
//!   (top Stecher) at every trick start.
//!
//! Nodes are kept cheap: the trick's holder is updated card by card
//! ([`crate::trick::next_holder`]) instead of resolving the trick again, move lists
//! live on the stack, and per-card facts are packed in small tables of bit masks.
//!
//! With more than two parties the search is *paranoid*: every other party plays against P.
//! Cards are compared only through the trick engine ([`crate::trick::winner`]), that
//! is, by Machtposition, never by card index.

use crate::cards::{CARD_IDS, Card, CardSet, Rank, Suit};
use crate::power::Power;
use crate::system::Class;
use crate::trick::{Opening, TrickContext, holder_step, open_trick, winner};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// A hand's worth of cards without touching the heap (for the plain-minimax oracle).
type Cards = SmallVec<[Card; 16]>;

/// A fixed-capacity list of cards on the stack: the search's hot path pushes and pops
/// without the capacity checks of a growable vector.
#[derive(Clone, Copy)]
struct Stack<const N: usize> {
    len: u8,
    items: [Card; N],
}

impl<const N: usize> Default for Stack<N> {
    fn default() -> Self {
        Stack {
            len: 0,
            items: [Card::new(Suit::Rosen, Rank::Ass); N],
        }
    }
}

impl<const N: usize> Stack<N> {
    #[inline]
    fn push(&mut self, c: Card) {
        self.items[self.len as usize] = c;
        self.len += 1;
    }

    #[inline]
    fn pop(&mut self) {
        self.len -= 1;
    }

    #[inline]
    fn as_slice(&self) -> &[Card] {
        &self.items[..self.len as usize]
    }

    #[inline]
    fn as_mut_slice(&mut self) -> &mut [Card] {
        &mut self.items[..self.len as usize]
    }

    #[inline]
    fn len(&self) -> usize {
        self.len as usize
    }
}

/// The cards a seat may try: at most a hand, and a hand is at most the deck.
type Moves = Stack<CARD_IDS>;
use serde::Serialize;

/// Most seats at a table (silenen plays with up to 12).
pub const MAX_SEATS: usize = 12;

/// The trick being played: its cards from the leader on, and the holder after each card, so
/// that trying a card costs one verdict instead of resolving the whole trick again.
#[derive(Clone, Default)]
struct Trick {
    cards: Stack<MAX_SEATS>,
    holders: [u8; MAX_SEATS],
    /// What the led card made of the trick (set when the first card is pushed).
    open: Option<Opening>,
}

impl Trick {
    fn new(power: &Power, cards: &[Card], ctx: TrickContext) -> Trick {
        let mut t = Trick::default();
        for c in cards {
            t.push(power, *c, ctx);
        }
        t
    }

    fn opening(&mut self, power: &Power, ctx: TrickContext) -> Opening {
        match self.open {
            Some(o) if self.cards.len() > 1 => o,
            _ => {
                let o = open_trick(power, self.cards.items[0], ctx);
                self.open = Some(o);
                o
            }
        }
    }

    fn len(&self) -> usize {
        self.cards.len()
    }

    fn is_empty(&self) -> bool {
        self.cards.len == 0
    }

    /// The index of the card that holds the trick (0 when empty).
    fn holder(&self) -> usize {
        match self.cards.len {
            0 => 0,
            n => self.holders[n as usize - 1] as usize,
        }
    }

    fn push(&mut self, power: &Power, card: Card, ctx: TrickContext) {
        let before = self.holder();
        self.cards.push(card);
        let open = self.opening(power, ctx);
        let h = holder_step(power, self.cards.as_slice(), before, open, ctx);
        self.holders[self.cards.len() - 1] = h as u8;
    }

    fn pop(&mut self) {
        self.cards.pop();
    }

    /// Would `card`, played next, take the trick (so far)?
    fn takes(&mut self, power: &Power, card: Card, ctx: TrickContext) -> bool {
        let before = self.holder();
        self.cards.push(card);
        let open = self.opening(power, ctx);
        let h = holder_step(power, self.cards.as_slice(), before, open, ctx);
        self.cards.pop();
        h == self.cards.len()
    }

    fn bits(&self) -> u64 {
        self.cards.as_slice().iter().fold(0, |m, c| m | 1 << c.id())
    }
}

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
    legal_in(
        power,
        table,
        seat,
        &mut Trick::new(power, trick, ctx(table)),
    )
}

fn legal_in(power: &Power, table: &Table, seat: usize, trick: &mut Trick) -> CardSet {
    let hand = table.hands[seat];
    let ctx = ctx(table);
    if !ctx.first_trick && !table.rules.must_overtake {
        return hand;
    }
    let mut out = CardSet::EMPTY;
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
        let mut taking = CardSet::EMPTY;
        for c in hand.iter() {
            if trick.takes(power, c, ctx) {
                taking.insert(c);
            }
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

/// A transposition-table key: the hands, the leader and the tricks won.
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
    /// What the search asks of each card, packed by card id (the power table's entries are
    /// large; these stay in cache).
    cards: CardTable,
    /// The cards not yet in a finished trick (in hands or in the current trick).
    live: u64,
    /// Most positions to visit before giving up (a deal too big to solve in good time).
    budget: u64,
    /// The budget ran out: the answer is unknown.
    aborted: bool,
}

/// The search's view of each card, indexed by card id.
struct CardTable {
    /// The Machtposition level.
    level: [u8; 64],
    /// The merge key: (special, class, suit where it matters, level), packed so that sorting
    /// by it groups the cards [`Solver::merge_equivalent`] may merge. Special cards are never
    /// merged: their power depends on more than level, class and suit (Stupf, blockers,
    /// limits, extra takes, `taken_by` lists).
    merge: [u32; 64],
    /// A Stupf or a blocker in another party's hand can beat any Stecher: no sure tricks.
    spoilers: u64,
    /// The Stecher that are not special (candidates for sure tricks).
    sure: u64,
    /// `at_or_above[c]`: the cards at `c`'s level or higher.
    at_or_above: [u64; 64],
    /// `meets[c]`: the cards whose level matters to `c`: every card for a Stecher, Stupf or
    /// announced Kaiser; Stecher, Stupf and the Throner and plain cards of its own suit for a
    /// Throner or plain card (another suit's never meet it).
    meets: [u64; 64],
    /// `below[l]`: the cards below level `l`.
    below: [u64; 66],
}

impl CardTable {
    fn new(power: &Power) -> CardTable {
        let special = special_cards(power);
        let mut t = CardTable {
            level: [0; 64],
            merge: [0; 64],
            spoilers: 0,
            sure: 0,
            at_or_above: [0; 64],
            meets: [0; 64],
            below: [0; 66],
        };
        // Cards by the suit they take in (0: none, every card meets them).
        let mut group = [0usize; 64];
        let mut in_group = [0u64; 5];
        let mut deck = 0u64;
        for c in power.deck.cards() {
            let e = power.entry(c);
            let id = c.id();
            deck |= 1 << id;
            t.level[id] = e.level;
            group[id] = match (e.class, e.suit) {
                (Class::Throner | Class::Plain, Some(s)) => s.index() + 1,
                _ => 0,
            };
            in_group[group[id]] |= 1 << id;
            t.merge[id] = (u32::from(special.contains(c)) << 24)
                | ((e.class as u32) << 16)
                | ((group[id] as u32) << 8)
                | u32::from(e.level);
            if e.class == Class::Stupf || e.blocker {
                t.spoilers |= 1 << id;
            }
            if e.class == Class::Stecher && !special.contains(c) {
                t.sure |= 1 << id;
            }
            for l in (e.level as usize).min(64) + 1..66 {
                t.below[l] |= 1 << id;
            }
        }
        for c in power.deck.cards() {
            let id = c.id();
            t.meets[id] = match group[id] {
                0 => deck,
                g => in_group[0] | in_group[g],
            };
        }
        // Only sure-trick candidates ask this; they are below the special levels (64 up).
        for c in CardSet::from_bits(t.sure).iter() {
            let l = (t.level[c.id()] as usize).min(65);
            t.at_or_above[c.id()] = deck & !t.below[l];
        }
        t
    }

    fn level(&self, c: Card) -> u8 {
        self.level[c.id()]
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
            tt: FxHashMap::with_capacity_and_hasher(1 << 10, Default::default()),
            nodes: 0,
            ordering: true,
            cards: CardTable::new(power),
            live: 0,
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
        let mut trick = Trick::default();
        self.recount(&t, &[]);
        self.trick_start(&mut t, &mut trick)
    }

    fn recount(&mut self, t: &Table, trick: &[Card]) {
        let hands = t.hands.iter().fold(0u64, |m, h| m | h.bits());
        self.live = trick.iter().fold(hands, |m, c| m | 1 << c.id());
    }

    /// The same, with `trick` already played to the current trick from the leader on (the
    /// cards must have been taken out of the hands of `table`).
    pub fn makes_after(&mut self, table: &Table, trick: &[Card]) -> bool {
        let mut t = table.clone();
        let mut cards = Trick::new(self.power, trick, ctx(&t));
        self.recount(&t, trick);
        if cards.is_empty() {
            return self.trick_start(&mut t, &mut cards);
        }
        self.step(&mut t, &mut cards)
    }

    /// Terminal checks, then the table lookup, then the trick.
    fn trick_start(&mut self, t: &mut Table, trick: &mut Trick) -> bool {
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
                let mut cards = [0u64; 2];
                for (h, p) in t.hands.iter().zip(&t.party) {
                    cards[*p] |= h.bits();
                }
                let sure = |p: usize| {
                    self.sure_tricks(cards[p], cards[1 - p], left) as usize + t.won[p] as usize
                };
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

    /// Tricks the party holding `ours` wins whatever happens: its cards that stand above
    /// every card the others (`others`) still hold (Stecher, so they take whatever is led), at most one trick each and no
    /// more than the tricks left. Each seat plays one card per trick, so the party plays
    /// its top cards in different tricks, one seat at a time, and the other seats of the
    /// party throw something else. None when another party holds a Stupf or a blocker (a
    /// led Stupf or a blocker can beat a higher Stecher); special cards never count.
    fn sure_tricks(&self, ours: u64, others: u64, left: u8) -> u8 {
        let ct = &self.cards;
        if others & ct.spoilers != 0 {
            return 0;
        }
        let mut tops = 0u8;
        for c in CardSet::from_bits(ours & ct.sure).iter() {
            if others & ct.at_or_above[c.id()] == 0 {
                tops += 1;
            }
        }
        tops.min(left)
    }

    /// The seat to play next with `trick` on the table.
    fn seat(t: &Table, trick: &Trick) -> usize {
        (t.leader + trick.len()) % t.hands.len()
    }

    /// Play the next card of the trick (or finish it).
    fn step(&mut self, t: &mut Table, trick: &mut Trick) -> bool {
        let n = t.hands.len();
        if trick.len() == n {
            return self.finish(t, trick);
        }
        let seat = Self::seat(t, trick);
        let ours = t.party[seat] == self.goal;
        let mut moves = Moves::default();
        self.moves(t, seat, trick, &mut moves);
        for &card in moves.as_slice() {
            self.nodes += 1;
            if self.nodes > self.budget {
                // Unwind: nothing found from here on is kept or trusted.
                self.aborted = true;
                return false;
            }
            t.hands[seat].remove(card);
            trick.push(self.power, card, ctx(t));
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
    fn finish(&mut self, t: &mut Table, trick: &mut Trick) -> bool {
        let n = t.hands.len();
        let w = (t.leader + trick.holder()) % n;
        let party = t.party[w];
        let saved = std::mem::take(trick);
        let leader = t.leader;
        t.won[party] += 1;
        t.leader = w;
        t.played += 1;
        let gone = saved.bits();
        self.live &= !gone;
        let r = self.trick_start(t, trick);
        self.live |= gone;
        t.played -= 1;
        t.leader = leader;
        t.won[party] -= 1;
        *trick = saved;
        r
    }

    /// The legal cards, best first, one of each set of equivalent cards.
    fn moves(&self, t: &Table, seat: usize, trick: &mut Trick, out: &mut Moves) {
        let legal = legal_in(self.power, t, seat, trick);
        for c in legal.iter() {
            out.push(c);
        }
        if self.ordering {
            self.merge_equivalent(out);
            order(self.power, &self.cards, t, seat, trick, out.as_mut_slice());
        }
    }

    /// Keep one card of each run of equivalent cards in one hand: same class, same suit
    /// where the suit matters (Throner and plain cards), and no other card still in play
    /// standing at a level from the one to the other. Such cards take and lose to exactly
    /// the same cards now and later, so trying one tries them all (the bridge solvers'
    /// rank equivalence, with the Machtposition as the rank).
    fn merge_equivalent(&self, cards: &mut Moves) {
        if cards.len() < 2 {
            return;
        }
        let ct = &self.cards;
        let merge = &ct.merge;
        // (special, class, suit, level) unpacked from the merge key.
        let key = |c: &Card| {
            let m = merge[c.id()];
            (m >> 24 != 0, (m >> 16) as u8, (m >> 8) as u8, m as u8)
        };
        // Sort by (merge key, id): the key has 25 bits.
        sort_by_key(cards.as_mut_slice(), |c| merge[c.id()]);
        // Compact in place: `kept` cards stay at the front.
        let mut kept = 0;
        let mut prev: Option<Card> = None;
        for i in 0..cards.len() {
            let c = cards.items[i];
            let merged = prev.is_some_and(|q| {
                let (sq, cq, uq, lq) = key(&q);
                let (sc, cc, uc, lc) = key(&c);
                if sq || sc || cq != cc || uq != uc {
                    return false;
                }
                // Only these two stand at the levels from lq to lc, among the live cards
                // that can meet them.
                let range = ct.below[lc as usize + 1] & !ct.below[lq as usize];
                (self.live & ct.meets[c.id()] & range).count_ones() == 2
            });
            if !merged {
                cards.items[kept] = c;
                kept += 1;
            }
            prev = Some(c);
        }
        cards.len = kept as u8;
    }
}

/// Quick-trick move ordering: when leading, strongest first; when following, the cheapest
/// card that takes the trick first if the trick is held by another party (weakest otherwise).
/// Power is the Machtposition level; card ids only break ties, for a fixed order.
fn order(
    power: &Power,
    table: &CardTable,
    t: &Table,
    seat: usize,
    trick: &mut Trick,
    cards: &mut [Card],
) {
    if cards.len() < 2 {
        return;
    }
    if trick.is_empty() {
        sort_by_key(cards, |c| u32::from(u8::MAX - table.level(c)));
    } else {
        let ctx = ctx(t);
        let holder_seat = (t.leader + trick.holder()) % t.hands.len();
        // Partner holds: keep the good cards, weakest first.
        let partner = t.party[holder_seat] == t.party[seat];
        sort_by_key(cards, |c| {
            let high = !partner && !trick.takes(power, c, ctx);
            (u32::from(high) << 8) | u32::from(table.level(c))
        });
    }
}

/// Sort cards by `key` (at most 25 bits, computed once per card), then by id. A hand is a
/// handful of cards: the keys live on the stack, packed with the id, and an insertion sort
/// beats the library's general sort at this size.
fn sort_by_key(cards: &mut [Card], mut key: impl FnMut(Card) -> u32) {
    const SMALL: usize = 16;
    let pack = |k: u32, c: Card| (k << 6) | c.id() as u32;
    let unpack = |k: u32| Card::from_id((k & 63) as usize).expect("a card id");
    if cards.len() <= SMALL {
        let mut keys = [0u32; SMALL];
        let keys = &mut keys[..cards.len()];
        for (k, c) in keys.iter_mut().zip(cards.iter()) {
            *k = pack(key(*c), *c);
        }
        insertion_sort(keys);
        for (c, k) in cards.iter_mut().zip(keys.iter()) {
            *c = unpack(*k);
        }
    } else {
        cards.sort_by_cached_key(|c| pack(key(*c), *c));
    }
}

fn insertion_sort(keys: &mut [u32]) {
    for i in 1..keys.len() {
        let k = keys[i];
        let mut j = i;
        while j > 0 && keys[j - 1] > k {
            keys[j] = keys[j - 1];
            j -= 1;
        }
        keys[j] = k;
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
#[error("more than {0} positions without an answer")]
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
        let mut trick = Trick::default();
        let mut seats = Vec::with_capacity(n);
        let target = s.trick_start(&mut t.clone(), &mut Trick::default());
        let ctx = ctx(&t);
        while trick.len() < n {
            let seat = Solver::seat(&t, &trick);
            let mut moves = Moves::default();
            s.moves(&t, seat, &mut trick, &mut moves);
            let mut chosen = moves.items[0];
            for card in moves.as_slice() {
                t.hands[seat].remove(*card);
                trick.push(s.power, *card, ctx);
                let r = s.step(&mut t, &mut trick);
                trick.pop();
                t.hands[seat].insert(*card);
                if r == target {
                    chosen = *card;
                    break;
                }
            }
            t.hands[seat].remove(chosen);
            trick.push(s.power, chosen, ctx);
            seats.push(seat);
        }
        let w = (t.leader + trick.holder()) % n;
        t.won[t.party[w]] += 1;
        t.leader = w;
        t.played += 1;
        out.push(PlayedTrick {
            seats,
            cards: trick.cards.as_slice().to_vec(),
            winner: w,
        });
    }
    out
}

#[cfg(test)]
mod tests;
