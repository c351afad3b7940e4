//! The search: the [`Solver`] with its transposition table, the bounds and sure tricks at
//! every trick start, and the card-by-card AND/OR step.

use super::moves::{CardTable, Moves};
use super::table::{MAX_SEATS, Table, Trick, ctx};
use crate::cards::{Card, CardSet};
use crate::power::Power;
use rustc_hash::FxHashMap;

/// A transposition-table key: the hands, the leader and the tricks won.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Key {
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
    pub(super) power: &'p Power,
    goal: usize,
    pub(super) tt: FxHashMap<Key, bool>,
    /// Positions visited (cards tried), for benchmarks and tests.
    pub nodes: u64,
    pub(super) ordering: bool,
    /// What the search asks of each card, packed by card id (the power table's entries are
    /// large; these stay in cache).
    pub(super) cards: CardTable,
    /// The cards not yet in a finished trick (in hands or in the current trick).
    pub(super) live: u64,
    /// Most positions to visit before giving up (a deal too big to solve in good time).
    budget: u64,
    /// The budget ran out: the answer is unknown.
    pub(super) aborted: bool,
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

    pub(super) fn recount(&mut self, t: &Table, trick: &[Card]) {
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
    pub(super) fn trick_start(&mut self, t: &mut Table, trick: &mut Trick) -> bool {
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
                let must_overtake = t.rules.must_overtake;
                let sure = |p: usize| {
                    self.sure_tricks(cards[p], cards[1 - p], left, must_overtake) as usize
                        + t.won[p] as usize
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
    /// every card the others (`others`) still hold (Stecher, so they take whatever is led),
    /// at most one trick each and no more than the tricks left.
    ///
    /// The bound rests on a schedule fixed in advance, whoever leads: each seat of the party
    /// plays its top cards in different tricks, one seat at a time, and something else in the
    /// others. It holds only where no card can stop a top Stecher from taking:
    /// - none when another party holds a Stupf or a blocker (a led Stupf or a blocker can
    ///   beat a higher Stecher);
    /// - one trick fewer for each Stupf or blocker of the party itself: the party may have
    ///   to lead its own Stupf, and a led Stupf is taken only by the cards it names (stans:
    ///   the led Trumpf-7 falls only to the Jos, the Trumpf-5 takes only after the Jos has,
    ///   Achermann 1978 §1), so the trick where it is played counts as lost; the schedule
    ///   puts each seat's Stupf and blockers in the last tricks and its tops before them;
    /// - none when who can take must take ([`super::PlayRules::must_overtake`]): a seat may
    ///   then have to spend a top card on its partner's.
    ///
    /// Special cards never count as tops.
    fn sure_tricks(&self, ours: u64, others: u64, left: u8, must_overtake: bool) -> u8 {
        let ct = &self.cards;
        if must_overtake || others & ct.spoilers != 0 {
            return 0;
        }
        let mut tops = 0u8;
        for c in CardSet::from_bits(ours & ct.sure).iter() {
            if others & ct.at_or_above[c.id()] == 0 {
                tops += 1;
            }
        }
        let spoiled = (ours & ct.spoilers).count_ones() as u8;
        tops.min(left.saturating_sub(spoiled))
    }

    /// The seat to play next with `trick` on the table.
    pub(super) fn seat(t: &Table, trick: &Trick) -> usize {
        (t.leader + trick.len()) % t.hands.len()
    }

    /// Play the next card of the trick (or finish it).
    pub(super) fn step(&mut self, t: &mut Table, trick: &mut Trick) -> bool {
        let n = t.hands.len();
        if trick.len() == n {
            return self.finish(t, trick);
        }
        let seat = Self::seat(t, trick);
        if !trick.is_empty()
            && let Some(v) = self.cut_trick(t, trick, seat)
        {
            return v;
        }
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

    /// The trick cut: when no seat still to play (from `seat` on) can take the trick from its
    /// holder, the trick is the holder's party's whatever they play; if that trick settles
    /// the question (the party reaches its target, or the goal party can no longer reach
    /// its own, or, with two parties whose targets leave no draw, the other party can no
    /// longer reach its own), the answer is known without trying their cards.
    ///
    /// "Can take" asks the per-trick masks ([`CardTable::takers`], exact or a superset, so a
    /// cut is never wrong). A blocker still to come can change the holder without taking:
    /// then no cut. Without a blocker the holder changes only when a card takes it, and a
    /// card that cannot take it now cannot later (the same holder, the same led card; an
    /// extra take that a Stecher in between switches off only takes less).
    fn cut_trick(&self, t: &Table, trick: &Trick, seat: usize) -> Option<bool> {
        let n = t.hands.len();
        let hp = t.party[(t.leader + trick.holder()) % n];
        let v = self.settles(t, hp)?;
        let mut rest = 0u64;
        for k in trick.len()..n {
            rest |= t.hands[(seat + k - trick.len()) % n].bits();
        }
        let ct = &self.cards;
        if rest & ct.blockers != 0 || rest & ct.takers(self.power, trick, ctx(t)) != 0 {
            return None;
        }
        Some(v)
    }

    /// The answer if party `hp` takes the trick being played, when that alone settles it
    /// (the terminal checks of [`Solver::trick_start`], one trick on).
    fn settles(&self, t: &Table, hp: usize) -> Option<bool> {
        let goal = self.goal;
        if t.won[hp] + 1 >= t.need[hp] {
            return Some(hp == goal);
        }
        // Mid-trick, the shortest hand has the tricks left after this one.
        let left = t.remaining() as usize;
        let won = |p: usize| t.won[p] as usize + usize::from(p == hp);
        if left == 0 || won(goal) + left < t.need[goal] as usize {
            return Some(false);
        }
        if t.parties() == 2 {
            let o = 1 - goal;
            let total = won(0) + won(1) + left;
            if t.need[0] as usize + t.need[1] as usize == total + 1
                && won(o) + left < t.need[o] as usize
            {
                return Some(true);
            }
        }
        None
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
}
