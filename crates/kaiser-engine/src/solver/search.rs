//! The search: the [`Solver`] with its transposition table and the card-by-card AND/OR
//! step from trick start to trick start (what it knows without searching is in `bounds`).

use super::budget::{Budget, GaveUp, Meter};
use super::killers::{BY_HOLDER_UPTO, Killers};
use super::moves::{CardTable, Moves};
use super::relative::owners;
use super::table::{MAX_SEATS, Table, Trick, ctx};
use super::transpose::{Key, TransTable, zobrist_hands};
use crate::cards::Card;
use crate::power::Power;

/// What is known of a position, for every question of one solve: the parties that reach
/// their target from it against all the others (`makes`) and those that do not (`fails`),
/// as bit masks by party. A party that makes it ends the hand first, so every other party
/// fails there: an entry found while asking about one party answers the others' questions
/// too (issue 14 item 2d).
#[derive(Clone, Copy, Default)]
pub(super) struct Known {
    makes: u16,
    fails: u16,
}

impl Known {
    /// The answer for party `goal`, if known.
    #[inline]
    pub(super) fn answer(self, goal: usize) -> Option<bool> {
        let bit = 1u16.checked_shl(goal as u32).unwrap_or(0);
        if self.makes & bit != 0 {
            Some(true)
        } else if self.fails & bit != 0 || self.makes & !bit != 0 {
            Some(false)
        } else {
            None
        }
    }

    #[inline]
    pub(super) fn learn(&mut self, goal: usize, v: bool) {
        let bit = 1u16.checked_shl(goal as u32).unwrap_or(0);
        if v {
            self.makes |= bit;
        } else {
            self.fails |= bit;
        }
    }
}

// --- Trick-count bounds for `max_tricks` (issue 14 item 2c) ---------------------------
//
// The questions of `max_tricks` ("does the goal party take at least k tricks?", k going
// up) share one table. Its entries use the same two masks by the number of tricks still
// wanted instead of by party: bit `m` of `makes` says the goal party takes at least `m`
// more tricks from the position, bit `m` of `fails` that it does not. "At least m" is
// monotone in m, so every bit is a bound: a lower bound answers the smaller questions
// "yes", an upper bound the larger ones "no".
impl Known {
    /// Whether the goal party takes at least `m` more tricks, if a bound says so.
    #[inline]
    pub(super) fn at_least(self, m: usize) -> Option<bool> {
        let m = m.min(15);
        if self.makes >> m != 0 {
            Some(true)
        } else if self.fails & ((2u32 << m) - 1) as u16 != 0 {
            Some(false)
        } else {
            None
        }
    }

    /// Learn that the goal party takes at least `m` more tricks (`v`) or not.
    #[inline]
    pub(super) fn learn_at_least(&mut self, m: usize, v: bool) {
        let bit = 1u16 << m.min(15);
        if v {
            self.makes |= bit;
        } else {
            self.fails |= bit;
        }
    }
}
// --- end of the trick-count bounds -------------------------------------------------------

impl Known {
    /// Learn the answer `v` for party `goal` (still wanting `wanted` tricks, which is what
    /// the entry keeps when `counting`, see [`Known::at_least`]).
    #[inline(always)]
    fn record(&mut self, counting: bool, goal: usize, wanted: usize, v: bool) {
        if counting {
            self.learn_at_least(wanted, v);
        } else {
            self.learn(goal, v);
        }
    }
}

/// The transposition table: a position's [`Key`] (the hands, with relative ranks after the
/// first trick for big deals, see [`CardTable::relative_in`], the leader and the tricks won)
/// to what is known of it. The targets are not in the key: one table serves only questions
/// about one deal's targets.
pub(super) type Transpositions = TransTable<Known>;

/// Deals of more cards than this (seats times tricks) use relative ranks.
const RELATIVE_ABOVE: usize = 20;

/// Tables of more seats than this look mid-trick positions up in their table. The ninth
/// round kept them off at four to six seats (their lookups cost more CPU time than the
/// positions they saved in the quick sweep); at five and six seats they take a quarter of
/// Liebenau M's instructions now, at four seats (`odds`) they still cost more than they
/// save (docs/performance.md, eleventh round).
const MID_ABOVE: usize = 4;

/// Tables of more parties than this look mid-trick positions up too, whatever their seats
/// (docs/performance-history.md, tenth round): on the solo tables of lungern, where every other
/// party plays against the goal party, they cut positions by a third and solve a deal of
/// four alone the quick sweep gave up on.
const MID_PARTIES_ABOVE: usize = 2;

/// Mid-trick positions are looked up from this many cards on the trick: after the lead
/// alone the key is the trick start's and the led card, which the trick start's lookup
/// (with relative ranks) already answered (the quick sweep searched 4 positions more of
/// 2.6 M on lungern 4 alone without them, and 330 fewer on lungern 8).
const MID_FROM: usize = 2;

/// The most buckets of the mid-trick table: 2^16 buckets of 64 bytes, 4 MiB.
const MID_BUCKETS: usize = 1 << 16;

/// A solver for one party's question ("does party `goal` make its tricks?").
pub struct Solver<'p> {
    pub(super) power: &'p Power,
    pub(super) goal: usize,
    pub(super) tt: Transpositions,
    /// The mid-trick positions' own table ([`Solver::mid_key`]): small and of fixed size,
    /// so that its lookups, one per position, mostly stay in the cache (in the big table
    /// they cost a miss to memory each, five times a position's other work).
    pub(super) mid_tt: Transpositions,
    /// Positions visited (cards tried), for benchmarks and tests.
    pub nodes: u64,
    pub(super) ordering: bool,
    /// What the search asks of each card, packed by card id (the power table's entries are
    /// large; these stay in cache).
    pub(super) cards: CardTable,
    /// The cards not yet in a finished trick (in hands or in the current trick).
    pub(super) live: u64,
    /// The same in rank space ([`super::ordered::Ranks`]).
    pub(super) live_r: u64,
    /// What the search may spend (positions, a deadline, the caller's watch).
    pub(super) meter: Meter<'p>,
    /// A budget ran out: the answer is unknown.
    pub(super) aborted: bool,
    /// Relative ranks in the transposition table's key for deals of more than this many
    /// cards (seats times tricks): on the tables of four seats and five cards they shared no
    /// position in the sweep and cost odds a fifth more instructions a deal
    /// (docs/performance.md). `usize::MAX`: never (to measure them).
    pub(super) relative_above: usize,
    /// The table's entries hold trick-count bounds ([`Known::at_least`]) instead of answers
    /// by party: for the series of questions of `max_tricks`, where only the goal party's
    /// target changes.
    pub(super) counting: bool,
    /// The discard equivalence (issue 14 item 2, [`Solver::kept`]): off only to measure it
    /// and in the tests that compare the answers with and without it.
    pub(super) discards: bool,
    /// Mid-trick positions go through their table ([`Solver::mid_key`]) on tables of more
    /// seats than this and on tables of more than two parties ([`Solver::mid_on`]; 0: on
    /// every table, for the tests).
    pub(super) mid_above: usize,
    /// The goal party's sure tricks one trick early ([`Solver::makes_after_trick`]) in the
    /// searches with mid-trick keys or the discard equivalence: off only to measure it.
    pub(super) early: bool,
    /// Buckets of the mid-trick table (four places each).
    pub(super) mid_buckets: usize,
    /// Some extra take is switched off by a Stecher played before it: the mid-trick key
    /// says whether one was.
    pub(super) mid_stecher: bool,

    /// The killer heuristic (issue 14 item 2a): per depth (cards played since the hand's
    /// start), or mid-trick on the two-party tables of four to six seats per place in the
    /// trick and holder card, the card that last refuted there, tried first when the seat
    /// holds it (`killers`).
    killers: Killers,
    /// Mid-trick killers by the trick's holder ([`Killers::slot`]) where they are used:
    /// off only to measure them.
    pub(super) by_holder: bool,
    /// The Zobrist word of the hands as they stand, kept card by card
    /// ([`Solver::take_card`], [`Solver::return_card`]) and set by [`Solver::recount`].
    pub(super) hands_key: u64,
    /// Tricks left at the current trick start, counting the current trick (kept trick by
    /// trick instead of counting the shortest hand at every trick start).
    pub(super) left: u8,
    /// The seat holding each card, by card id (set by [`Solver::recount`]; a card never
    /// changes hands before it is played), for the key with relative ranks.
    owner: [u8; 64],
    /// Where the positions go, trick by trick (tests only: `diagnose_tests`).
    #[cfg(test)]
    pub(super) stats: super::diagnose_tests::Stats,
    /// Mid-trick positions answered by the table (tests only: `midtrick_tests`).
    #[cfg(test)]
    pub(super) mid_hits: u64,
}

impl<'p> Solver<'p> {
    /// A solver asking whether party `goal` reaches its target.
    pub fn new(power: &'p Power, goal: usize) -> Self {
        Solver {
            power,
            goal,
            tt: Transpositions::default(),
            mid_tt: TransTable::with_buckets(1, 1),
            nodes: 0,
            ordering: true,
            cards: CardTable::new(power),
            live: 0,
            live_r: 0,
            meter: Meter::new(Budget::default(), 0),
            aborted: false,
            relative_above: RELATIVE_ABOVE,
            counting: false,
            discards: true,
            mid_above: MID_ABOVE,
            early: true,
            mid_buckets: MID_BUCKETS,
            mid_stecher: power.extras.iter().any(|x| x.unless_stecher),
            killers: Killers::default(),
            by_holder: true,
            hands_key: 0,
            left: 0,
            owner: [0; 64],
            #[cfg(test)]
            stats: Default::default(),
            #[cfg(test)]
            mid_hits: 0,
        }
    }

    /// The same, taking over the transposition table of an earlier question about the same
    /// deal and targets (what it learnt answers this question too, see [`Known`]).
    #[cfg(test)]
    pub(super) fn sharing(mut self, tt: Transpositions) -> Self {
        self.tt = tt;
        self
    }

    /// Whether two trick starts share a key (for tests).
    #[cfg(test)]
    pub(super) fn same_key(&self, a: &Table, b: &Table) -> bool {
        let word = |t: &Table| zobrist_hands(&t.hands.iter().map(|h| h.bits()).collect::<Vec<_>>());
        let live = |t: &Table| {
            self.cards
                .ranks
                .of(t.hands.iter().fold(0, |m, h| m | h.bits()))
        };
        let owner = |t: &Table| owners(&t.hands.iter().map(|h| h.bits()).collect::<Vec<_>>());
        self.key(a, a.remaining(), word(a), live(a), &owner(a))
            == self.key(b, b.remaining(), word(b), live(b), &owner(b))
    }

    /// The key of the trick start `t` with `left` tricks to play, whose hands have the
    /// Zobrist word `hands_key` and whose cards are `live_r` in rank space (at a trick start
    /// the live cards are the hands'), `owner[id]` the seat holding card `id`: after the
    /// first trick (whose Stupf and first-lead rules depend on more than the order of the
    /// cards) with relative ranks for big deals.
    #[inline(always)]
    fn key(&self, t: &Table, left: u8, hands_key: u64, live_r: u64, owner: &[u8; 64]) -> Key {
        let size = t.hands.len() * (usize::from(left) + usize::from(t.played));
        let hands = if t.played > 0 && size > self.relative_above {
            self.cards.relative_key(owner, live_r, hands_key)
        } else {
            hands_key
        };
        Key::of(hands, t.leader, &t.won, left)
    }

    /// What entry `e` answers to this solver's question from a position where the goal
    /// party still wants `wanted` tricks.
    #[inline(always)]
    fn verdict(&self, e: &Known, wanted: usize) -> Option<bool> {
        if self.counting {
            e.at_least(wanted)
        } else {
            e.answer(self.goal)
        }
    }

    /// Give up after `nodes` positions ([`Solver::try_makes`] then answers `None`).
    pub fn with_budget(self, nodes: u64) -> Self {
        self.with_limits(Budget::positions(nodes))
    }

    /// Give up when `budget` runs out ([`Solver::try_makes`] then answers `None`,
    /// [`Solver::gave_up`] says why).
    pub fn with_limits(self, budget: Budget<'p>) -> Self {
        self.after(budget, 0)
    }

    /// [`Solver::with_limits`] for a solver that starts after `base` positions of one solve.
    pub(super) fn after(mut self, budget: Budget<'p>, base: u64) -> Self {
        self.meter = Meter::new(budget, base);
        self
    }

    /// Which budget ran out, if one did.
    pub fn gave_up(&self) -> Option<GaveUp> {
        self.meter.gave_up
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
        self.live_r = self.cards.ranks.of(self.live);
        // Mid-trick the seats that played hold one card fewer.
        self.left = t.remaining() + u8::from(!trick.is_empty());
        let mut bits = [0u64; MAX_SEATS];
        for (b, h) in bits.iter_mut().zip(&t.hands) {
            *b = h.bits();
        }
        let seats = t.hands.len().min(MAX_SEATS);
        self.hands_key = zobrist_hands(&bits[..seats]);
        self.owner = owners(&bits[..seats]);
        // The mid-trick table starts small (a small search pays nothing for it) and grows
        // to its fixed most.
        if self.mid_on(t) && self.mid_tt.buckets() == 1 {
            self.mid_tt = TransTable::with_buckets(1 << 8, self.mid_buckets);
        }
    }

    /// The same, with `trick` already played to the current trick from the leader on (the
    /// cards must have been taken out of the hands of `table`).
    pub fn makes_after(&mut self, table: &Table, trick: &[Card]) -> bool {
        self.makes_after_down(table, trick, 0)
    }

    /// [`Solver::makes_after`] with the cards of `trick` whose bit is set in `down` laid face
    /// down.
    pub fn makes_after_down(&mut self, table: &Table, trick: &[Card], down: u32) -> bool {
        let mut t = table.clone();
        let mut cards = Trick::new_down(self.power, trick, down, ctx(&t));
        self.recount(&t, trick);
        if cards.is_empty() {
            return self.trick_start(&mut t, &mut cards);
        }
        self.step(&mut t, &mut cards)
    }

    /// Terminal checks, then the table lookup, then the trick.
    pub(super) fn trick_start(&mut self, t: &mut Table, trick: &mut Trick) -> bool {
        let left = t.remaining();
        match (self.wide(t), self.mid_on(t)) {
            (true, true) => self.trick_start_at::<true, true>(t, trick, left),
            (true, false) => self.trick_start_at::<true, false>(t, trick, left),
            (false, true) => self.trick_start_at::<false, true>(t, trick, left),
            (false, false) => self.trick_start_at::<false, false>(t, trick, left),
        }
    }

    /// [`Solver::trick_start`] with `left` tricks to play (every hand has lost one card
    /// since the trick start before, so the caller knows it).
    fn trick_start_at<const WIDE: bool, const MID: bool>(
        &mut self,
        t: &mut Table,
        trick: &mut Trick,
        left: u8,
    ) -> bool {
        debug_assert_eq!(left, t.remaining());
        self.left = left;
        if let Some(p) = t.decided() {
            return p == self.goal;
        }
        if left == 0 || (t.won[self.goal] as usize) + (left as usize) < t.need[self.goal] as usize {
            return false;
        }
        #[cfg(test)]
        self.stats.start(t);
        if let Some(v) = self.bounds(t, left) {
            #[cfg(test)]
            self.stats.bound(t, v);
            return v;
        }
        let k = self.key(t, left, self.hands_key, self.live_r, &self.owner);
        let wanted = usize::from(t.need[self.goal].saturating_sub(t.won[self.goal]));
        if let Some(v) = self.tt.get(&k).and_then(|e| self.verdict(e, wanted)) {
            #[cfg(test)]
            self.stats.hit(t);
            return v;
        }
        let v = self.step_in::<WIDE, MID>(t, trick);
        if !self.aborted {
            let (counting, goal) = (self.counting, self.goal);
            self.tt
                .entry(k)
                .or_default()
                .record(counting, goal, wanted, v);
        }
        v
    }

    /// Whether mid-trick positions go through their table at this table: on tables of more
    /// than [`Solver::mid_above`] seats and on those of more than two parties.
    #[inline]
    pub(super) fn mid_on(&self, t: &Table) -> bool {
        t.hands.len() > self.mid_above || t.parties() > MID_PARTIES_ABOVE
    }

    /// The seat to play next with `trick` on the table.
    pub(super) fn seat(t: &Table, trick: &Trick) -> usize {
        (t.leader + trick.len()) % t.hands.len()
    }

    /// Play the next card of the trick (or finish it).
    pub(super) fn step(&mut self, t: &mut Table, trick: &mut Trick) -> bool {
        match (self.wide(t), self.mid_on(t)) {
            (true, true) => self.step_in::<true, true>(t, trick),
            (true, false) => self.step_in::<true, false>(t, trick),
            (false, true) => self.step_in::<false, true>(t, trick),
            (false, false) => self.step_in::<false, false>(t, trick),
        }
    }

    /// [`Solver::step`] with the discard equivalence on (`WIDE`) or off, decided once per
    /// search ([`Solver::wide`]): the tables of four to six seats run a search without it
    /// and pay nothing for it.
    fn step_in<const WIDE: bool, const MID: bool>(
        &mut self,
        t: &mut Table,
        trick: &mut Trick,
    ) -> bool {
        let n = t.hands.len();
        if trick.len() == n {
            return self.finish::<WIDE, MID>(t, trick);
        }
        let seat = Self::seat(t, trick);
        // The mid-trick key first, and its bucket fetched while the checks below run (the
        // lookup was a miss to memory, a quarter of lungern 6 in 3 parties' time).
        let mid = if MID && trick.len() >= MID_FROM {
            self.mid_key(t, trick)
        } else {
            None
        };
        if let Some(k) = &mid {
            self.mid_tt.prefetch(k);
        }
        if !trick.settle_known() {
            self.settle_trick(t, trick);
        }
        let takers = self.takers_here(t, trick);
        if !trick.is_empty()
            && let Some(v) = self.cut_trick(t, trick, seat, takers)
        {
            return v;
        }
        let ours = t.party[seat] == self.goal;
        // On the wide tables, where the failing goal party's every card of a trick leads to
        // its own next trick start: its failure seen before the others finish the trick.
        if WIDE && !ours && self.fails_after_trick(t, trick) {
            return false;
        }
        // The goal party's sure tricks one trick early (`early`), in the searches that carry
        // the checks above (every table of more than four seats since the eleventh round).
        if (WIDE || MID) && self.early && self.makes_after_trick(t, trick, takers) {
            return true;
        }
        // Mid-trick transpositions: the same hands and the same holder, whatever the
        // cards played to the trick that do not hold it (`midtrick`). On the tables of more
        // than four seats and those of more than two parties (the tests try them on every
        // table): the two-party tables of four seats (`odds`) carry no check for them. The
        // key was made, and its bucket prefetched, at the top of the step.
        if let Some(k) = mid {
            let wanted = usize::from(t.need[self.goal].saturating_sub(t.won[self.goal]));
            if let Some(v) = self.mid_tt.get(&k).and_then(|e| self.verdict(e, wanted)) {
                #[cfg(test)]
                {
                    self.mid_hits += 1;
                }
                return v;
            }
            let v = self.play_cards::<WIDE, MID>(t, trick, seat, takers, ours);
            if !self.aborted {
                let (counting, goal) = (self.counting, self.goal);
                self.mid_tt
                    .entry(k)
                    .or_default()
                    .record(counting, goal, wanted, v);
            }
            return v;
        }
        self.play_cards::<WIDE, MID>(t, trick, seat, takers, ours)
    }

    /// Try the cards of `seat` (on the goal party's side if `ours`) until one answers.
    #[inline(always)]
    fn play_cards<const WIDE: bool, const MID: bool>(
        &mut self,
        t: &mut Table,
        trick: &mut Trick,
        seat: usize,
        takers: Option<u64>,
        ours: bool,
    ) -> bool {
        let n = t.hands.len();
        let mut moves = Moves::default();
        self.moves_in::<WIDE>(t, seat, trick, takers, &mut moves);
        // Face-down moves (issue 15 item 3) are tried after the face-up ones.
        let mut down = Moves::default();
        self.down_moves(t, seat, trick, takers, &mut down);
        let up = moves.len();
        let depth = usize::from(t.played) * n + trick.len();
        // Mid-trick on the two-party tables of four to six seats, by the trick's holder.
        let by_holder =
            self.by_holder && n <= BY_HOLDER_UPTO && t.parties() == 2 && !t.rules.must_overtake;
        let slot = Killers::slot(depth, trick, by_holder);
        // The killer: the card that last refuted at this place goes first (if the seat
        // holds it and it was not merged away). Only with two parties or where who can take
        // must take: on the solo tables of lungern it cost more positions than it saved
        // (docs/performance.md).
        if t.parties() == 2 || t.rules.must_overtake {
            let k = self.killers.get(slot);
            if let Some(i) = moves.as_slice().iter().position(|c| c.id() == k as usize) {
                moves.as_mut_slice()[..=i].rotate_right(1);
            }
        }
        for (i, &card) in moves.as_slice().iter().chain(down.as_slice()).enumerate() {
            self.nodes += 1;
            if self.nodes >= self.meter.next && self.meter.over(self.nodes) {
                // Unwind: nothing found from here on is kept or trusted.
                self.aborted = true;
                return false;
            }
            self.take_card(t, seat, card);
            if i < up {
                self.push_card(t, trick, card, takers);
            } else {
                trick.push_down(card);
            }
            let r = self.step_in::<WIDE, MID>(t, trick);
            trick.pop();
            self.return_card(t, seat, card);
            if r == ours {
                if i < up {
                    self.killers.set(slot, card.id());
                }
                #[cfg(test)]
                self.stats
                    .node(t, trick.len(), ours, i + 1, moves.len() + down.len(), true);
                return r;
            }
        }
        #[cfg(test)]
        self.stats.node(
            t,
            trick.len(),
            ours,
            moves.len() + down.len(),
            moves.len() + down.len(),
            false,
        );
        !ours
    }

    /// Score a full trick and go on from the next trick start.
    fn finish<const WIDE: bool, const MID: bool>(
        &mut self,
        t: &mut Table,
        trick: &mut Trick,
    ) -> bool {
        let n = t.hands.len();
        let w = (t.leader + trick.holder()) % n;
        let party = t.party[w];
        // The next trick is a new one; this one stays as it is for the search above.
        let mut next = Trick::default();
        let leader = t.leader;
        t.won[party] += 1;
        t.leader = w;
        t.played += 1;
        let gone = trick.bits();
        let gone_r = self.cards.ranks.of(gone);
        self.live &= !gone;
        self.live_r &= !gone_r;
        let left = self.left;
        let r = self.trick_start_at::<WIDE, MID>(t, &mut next, left.saturating_sub(1));
        self.left = left;
        self.live |= gone;
        self.live_r |= gone_r;
        t.played -= 1;
        t.leader = leader;
        t.won[party] -= 1;
        r
    }
}
