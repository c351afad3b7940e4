//! Answers known without searching: the bounds and sure tricks at every trick start
//! ([`Solver::bounds`], [`Solver::sure_tricks`]) and, mid-trick, the trick cut
//! ([`Solver::cut_trick`]) with what taking the trick would settle for each party
//! ([`Solver::settle_trick`]), at a trick's last seat that cannot take it the next trick
//! start's bound one card early ([`Solver::bound_after_trick`]), and on wide tables the
//! others' sure tricks one trick early ([`Solver::fails_after_trick`]). The search trusts them, so each must never be wrong; the
//! proofs are their doc comments and plain minimax is the referee in the tests.

use super::search::Solver;
use super::table::{MAX_SEATS, Table, Trick, ctx};
use crate::cards::{Card, CardSet};

/// The cards in `m`, for the small sets of special cards counted at every trick start (a
/// Stupf or two, a few spoilers): one step per card is cheaper than the population count
/// of the targets without a `popcnt` instruction, which the release build is built for
/// (docs/performance-history.md, seventh round).
#[inline(always)]
pub(super) fn few(mut m: u64) -> u32 {
    let mut n = 0;
    while m != 0 {
        n += 1;
        m &= m - 1;
    }
    n
}

impl Solver<'_> {
    /// Answers known at a trick start without searching: with two parties whose targets
    /// leave no draw (3 and 3 of 5), the goal party reaches its target once the other can no
    /// longer reach its own; and, with any number of parties, a party whose sure tricks
    /// ([`Solver::sure_tricks`]) reach its target reaches it first unless another party can
    /// reach its own in the tricks the sure tricks may lose before them; with more than two
    /// parties, the goal party fails when the others together are sure of so many tricks
    /// that too few are left for it, and so with two parties where their targets leave a
    /// draw.
    #[inline(always)]
    pub(super) fn bounds(&self, t: &Table, left: u8) -> Option<bool> {
        let goal = self.goal;
        let parties = t.parties();
        let won = |p: usize| t.won[p] as usize;
        let need = |p: usize| t.need[p] as usize;
        // Two parties whose targets leave no draw (the sum is fixed for the hand).
        let no_draw = parties == 2 && need(0) + need(1) == won(0) + won(1) + left as usize + 1;
        if no_draw && won(1 - goal) + (left as usize) < need(1 - goal) {
            return Some(true);
        }
        if t.rules.must_overtake || parties > MAX_SEATS {
            return None;
        }
        if parties == 2 {
            return self.bounds_two(t, left, no_draw);
        }
        let mut cards = [0u64; MAX_SEATS];
        for (h, p) in t.hands.iter().zip(&t.party) {
            cards[*p] |= h.bits();
        }
        let all = cards.iter().fold(0, |a, c| a | c);
        let leading = t.party[t.leader];
        // The goal party first: its own bound answers "yes" and is the cheaper to trust.
        for q in std::iter::once(goal).chain((0..parties).filter(|q| *q != goal)) {
            let short = need(q) - won(q);
            if short > left as usize {
                continue;
            }
            let others = all & !cards[q];
            // While another party leads, each Stupf it holds may be led and win a trick.
            let lost = if leading == q {
                0
            } else {
                few(others & self.cards.stupfs) as usize
            };
            if (self.sure_tricks(cards[q], others, left, lost as u8) as usize) < short {
                continue;
            }
            if q == goal {
                // No other party may reach its target in the tricks lost first.
                if (0..parties).all(|r| r == goal || won(r) + lost < need(r)) {
                    return Some(true);
                }
            } else if won(goal) + lost < need(goal) {
                return Some(false);
            }
        }
        // All the others together, as one side against the goal party: the tricks they are
        // sure of are tricks the goal party never gets (the schedule of `sure_tricks` only
        // needs the side's seats to play together, as the search lets them). With two
        // parties whose targets leave no draw this is the other party's own bound above
        // (it fails the goal party exactly when the other reaches its target); where a
        // draw is possible (silenen's 3 of 4 tricks) it is new: the goal party fails
        // once too few tricks are left for it, though the other cannot make its own.
        // The goal party wins at most `lost` tricks before the others' run, and
        // `lost ≤ left - sure`, so it cannot end the hand before the run either.
        if no_draw {
            return None;
        }
        let short = need(goal) - won(goal);
        let theirs = all & !cards[goal];
        let lost = if leading == goal {
            few(cards[goal] & self.cards.stupfs) as u8
        } else {
            0
        };
        if usize::from(left - self.sure_tricks(theirs, cards[goal], left, lost)) < short {
            return Some(false);
        }
        None
    }

    /// [`Solver::bounds`] with two parties (the tables of two sides and the solo tables of
    /// two seats; `odds` and Liebenau M): the same tests in the same order, written out for
    /// the two parties instead of loops over twelve places (tenth round: the trick starts
    /// cost a fifth of a stans deal's instructions, the bounds most of it).
    #[inline(always)]
    fn bounds_two(&self, t: &Table, left: u8, no_draw: bool) -> Option<bool> {
        let goal = self.goal;
        let other = 1 - goal;
        let won = |p: usize| t.won[p] as usize;
        let need = |p: usize| t.need[p] as usize;
        let (mut mine, mut ours_o, mut all) = (0u64, 0u64, 0u64);
        for (h, p) in t.hands.iter().zip(&t.party) {
            let b = h.bits();
            all |= b;
            if *p == goal {
                mine |= b;
            } else if *p == other {
                ours_o |= b;
            }
        }
        let leading = t.party[t.leader];
        let stupfs = self.cards.stupfs;
        let l = usize::from(left);
        // The goal party's own bound, then the other party's.
        let short = need(goal) - won(goal);
        if short <= l {
            let others = all & !mine;
            let lost = if leading == goal {
                0
            } else {
                few(others & stupfs) as usize
            };
            if usize::from(self.sure_tricks(mine, others, left, lost as u8)) >= short
                && won(other) + lost < need(other)
            {
                return Some(true);
            }
        }
        let short_o = need(other) - won(other);
        if short_o <= l {
            let others = all & !ours_o;
            let lost = if leading == other {
                0
            } else {
                few(others & stupfs) as usize
            };
            if usize::from(self.sure_tricks(ours_o, others, left, lost as u8)) >= short_o
                && won(goal) + lost < need(goal)
            {
                return Some(false);
            }
        }
        if no_draw {
            return None;
        }
        // All the others together (see `bounds`).
        let theirs = all & !mine;
        let lost = if leading == goal {
            few(mine & stupfs) as u8
        } else {
            0
        };
        (usize::from(left - self.sure_tricks(theirs, mine, left, lost)) < short).then_some(false)
    }

    /// The others' sure tricks one trick early (issue 14, eighth round): mid-trick, once
    /// every seat of the goal party has played to the trick, the goal party fails if it
    /// cannot reach its target even taking this trick, given the tricks the others together
    /// are sure of afterwards. The goal party's cards after the trick are its hands now, so
    /// the others' tops ([`Solver::sure_tricks`]'s, against those cards) are known; each
    /// seat still to play (all of the others) plays a filler (neither a top nor a spoiler)
    /// if it holds one, else possibly a top, which costs one top. Whoever takes this trick,
    /// the goal party may lead the next one: every Stupf it holds counts as lost.
    ///
    /// Why it holds: the goal party takes at most this trick, then at most `lost` tricks
    /// before the others' run of `k` (the proof of [`Solver::sure_tricks`], the others as one
    /// side, as in [`Solver::bounds`]), and no more than the `left - 1 - k` tricks after this
    /// one that the run leaves; `1 + left - 1 - k < short` also keeps it from reaching its
    /// target before the run ends. The cards the last seats play to this trick change no
    /// top (tops are measured against the goal party's cards only) and no spoiler count.
    /// Nothing where who can take must take (the others may have to spend a top here).
    #[inline]
    pub(super) fn fails_after_trick(&self, t: &Table, trick: &Trick) -> bool {
        let goal = self.goal;
        let n = t.hands.len();
        if t.rules.must_overtake || trick.is_empty() {
            return false;
        }
        let still = trick.len()..n;
        if still.clone().any(|k| t.party[(t.leader + k) % n] == goal) {
            return false;
        }
        let short = usize::from(t.need[goal].saturating_sub(t.won[goal]));
        let after = usize::from(self.left.saturating_sub(1));
        if after + 1 < short {
            return true;
        }
        let (mut mine, mut theirs) = (0u64, 0u64);
        for (h, p) in t.hands.iter().zip(&t.party) {
            if *p == goal {
                mine |= h.bits();
            } else {
                theirs |= h.bits();
            }
        }
        let ct = &self.cards;
        let above = mine & !ct.stupfs;
        let candidates = if mine & ct.blockers != 0 {
            theirs & ct.sure & !ct.blockable
        } else {
            theirs & ct.sure
        };
        let mut tops = 0u64;
        for c in CardSet::from_bits(candidates).iter() {
            if above & ct.at_or_above[c.id()] == 0 {
                tops |= 1 << c.id();
            }
        }
        let mut count = tops.count_ones() as usize;
        for k in still {
            let h = t.hands[(t.leader + k) % n].bits();
            if h & !tops & !ct.spoilers == 0 && h & tops != 0 {
                count = count.saturating_sub(1);
            }
        }
        let spoiled = few(theirs & ct.spoilers) as usize;
        let lost = few(mine & ct.stupfs) as usize;
        let k = count.min(after.saturating_sub(spoiled).saturating_sub(lost));
        1 + after - k < short
    }

    /// Tricks the party holding `ours` takes whatever the others (`others`) do, one after
    /// another, after at most `lost` tricks won by the others first: its tops (Stecher with
    /// no special power: no Stupf, blocker, limit, extra take or `taken_by` list, no Kaiser;
    /// blockable ones only while no other party holds a blocker) that stand above every card
    /// the others hold except their Stupf, and no
    /// more than the tricks left after the lost ones and one fewer for each of its own
    /// spoilers (Stupf, blocker, or a card an extra take takes).
    ///
    /// Why it holds (the solver trusts this bound, so it must never be wrong). The party
    /// follows a schedule fixed in advance. Let `k` be the result, so `k ≤ tops` and
    /// `k + lost + spoilers ≤ left`:
    /// - *The lost tricks.* While another party leads a Stupf, the party's seats play cards
    ///   not needed below (each has `left - k ≥ lost` of them). A trick led with anything
    ///   else starts the run at once. Each such lost trick uses up one of the others' Stupf,
    ///   so there are at most `lost` of them (`lost` counts the others' Stupf when another
    ///   party leads now, none when the party leads: then it leads every trick of the run).
    /// - *The run of `k` tricks.* In each, one seat of the party plays a top and the others
    ///   play a filler (a card that is neither a top nor a spoiler) or a spare top; every
    ///   seat has `left - spoilers ≥ k` such cards, and `tops ≥ k` lets every trick have a
    ///   top. A top takes whatever holds the trick when it comes: the holder is below it
    ///   (the others hold nothing at or above it but Stupf, and a Stupf that was not led
    ///   holds nothing), or a card of its own party; no extra take or limit names a top (it
    ///   is not special). Nothing the others play after it takes it back: their cards stand
    ///   below it, a Stupf not led takes nothing, and a blocker only strips blockable cards,
    ///   which a top is not while another party holds a blocker; the holder that remains is
    ///   the top or a card of its party that took it, and that card is no spoiler, so no
    ///   extra take of the others names it. The party wins the trick and so leads the next;
    ///   its leader leads a top or a filler, never its own Stupf (a led Stupf is taken only by
    ///   the cards it names: stans' led Trumpf-7 falls to the others' Jos, not to the
    ///   partner's Trumpf-5, Achermann 1978 §1; issue 17).
    ///
    /// No sure tricks where who can take must take ([`super::PlayRules::must_overtake`]): a
    /// seat may then have to spend a top card on its partner's. The solver-against-minimax
    /// tests (tests.rs, stupf_tests.rs) are the referee.
    #[inline(always)]
    fn sure_tricks(&self, ours: u64, others: u64, left: u8, lost: u8) -> u8 {
        let ct = &self.cards;
        let above = others & !ct.stupfs;
        let candidates = if others & ct.blockers != 0 {
            ours & ct.sure & !ct.blockable
        } else {
            ours & ct.sure
        };
        let mut tops = 0u8;
        for c in CardSet::from_bits(candidates).iter() {
            if above & ct.at_or_above[c.id()] == 0 {
                tops += 1;
            }
        }
        let spoiled = few(ours & ct.spoilers) as u8;
        tops.min(left.saturating_sub(spoiled).saturating_sub(lost))
    }

    /// The trick cut: when no seat still to play (from `seat` on) on the side against the
    /// holder's (the goal party against all the others) can take the trick, the trick stays
    /// on the holder's side whatever they play; if that settles the question whichever
    /// party of that side ends up with it (the party reaches its target, or the goal party
    /// can no longer reach its own, or, with two parties whose targets leave no draw, the
    /// other party can no longer reach its own), the answer is known without trying the
    /// cards.
    ///
    /// "Can take" asks the per-trick masks ([`CardTable::takers`], exact or a superset, so a
    /// cut is never wrong). The holder's own side may take the trick over, and taking is not
    /// transitive (lungern's Trumpf-König takes only the Trumpf-Ober, Gasser 2015-17
    /// §Machtposition), so the side's cards that could come to hold it are followed too: no
    /// card of the other side may take any of them. A blocker still to come can change the
    /// holder without taking: then no cut. Without a blocker the holder changes only when a
    /// card takes it, and a card that cannot take it now cannot later (the same holder, the
    /// same led card; an extra take that a Stecher in between switches off only takes less).
    #[inline(always)]
    pub(super) fn cut_trick(
        &self,
        t: &Table,
        trick: &Trick,
        seat: usize,
        here: Option<u64>,
    ) -> Option<bool> {
        let n = t.hands.len();
        let goal = self.goal;
        let hp = t.party[(t.leader + trick.holder()) % n];
        let Some(v) = trick.settle(hp) else {
            return self.bound_after_trick(t, trick, seat, hp, here);
        };
        let side = hp == goal;
        let (mut against, mut with, mut parties) = (0u64, 0u64, 0u32);
        for k in trick.len()..n {
            let s = (seat + k - trick.len()) % n;
            let p = t.party[s];
            if (p == goal) == side {
                with |= t.hands[s].bits();
                parties |= 1 << p;
            } else {
                against |= t.hands[s].bits();
            }
        }
        let ct = &self.cards;
        if (against | with) & ct.blockers != 0 {
            return None;
        }
        // Another party of the holder's side may end up with the trick: it must settle the
        // same way.
        for p in 0..t.parties() {
            if parties & (1 << p) != 0 && p != hp && trick.settle(p) != Some(v) {
                return None;
            }
        }
        let power = self.power;
        let mut takers = match here {
            Some(m) => m,
            None => ct.takers(power, trick, ctx(t)),
        };
        if against & takers != 0 {
            return None;
        }
        // The side's own cards that could come to hold the trick, and what takes them.
        let suit = trick.suit_index();
        let mut holders = with & takers;
        let mut seen = 0u64;
        while holders & !seen != 0 {
            let c = holders & !seen;
            let id = c.trailing_zeros() as usize;
            seen |= 1 << id;
            let card = Card::from_id(id)?;
            takers = ct.takers_held(power, suit, card);
            if against & takers != 0 {
                return None;
            }
            holders |= with & takers;
        }
        Some(v)
    }

    /// The next trick start's bound one card early (issue 14 item 3, tenth round): at the
    /// trick's last seat (`seat`), on the side against the holder's (party `hp`; the goal
    /// party against all the others), when its cards cannot take the trick, the holder's
    /// side takes it whatever that seat plays, and the sure-trick bound of that side
    /// ([`Solver::bounds`]) is checked once here instead of after each of the seat's cards.
    /// `here` is [`Solver::takers_here`] of this position.
    ///
    /// Why it holds: the holder's side plays no more card to this trick, so its cards after
    /// the trick are its hands now; the last seat loses one card, so the cards against the
    /// side after the trick are a subset of those now. A top of [`Solver::sure_tricks`]
    /// counted against the cards now stands above every card against the side after the
    /// trick too, a blocker against it now is there or gone, and the spoilers counted are
    /// the side's own: the sure tricks counted here are at most those of the next trick
    /// start, whichever card the seat plays. The side that takes the trick leads the next,
    /// so no trick is lost first to the other side's Stupf (`lost` 0 in
    /// [`Solver::bounds`]). If the goal party holds, it makes its target when its sure
    /// tricks cover what it still wants after this trick (nobody has reached a target, and
    /// no trick is lost before the run); if the others hold, the goal party fails when the
    /// tricks the others together are sure of leave it too few (the bound of all the others
    /// together, which holds with any number of parties). "Can take" is as in
    /// [`Solver::cut_trick`]: exact masks or a superset, and no blocker still to come.
    /// Nothing where who can take must take (no sure tricks there). Where taking the trick
    /// settles the question alone the trick cut has answered already.
    #[inline(always)]
    pub(super) fn bound_after_trick(
        &self,
        t: &Table,
        trick: &Trick,
        seat: usize,
        hp: usize,
        here: Option<u64>,
    ) -> Option<bool> {
        let goal = self.goal;
        if trick.len() + 1 != t.hands.len()
            || (t.party[seat] == goal) == (hp == goal)
            || t.rules.must_overtake
        {
            return None;
        }
        let against = t.hands[seat].bits();
        let ct = &self.cards;
        let takers = match here {
            Some(m) => m,
            None => ct.takers(self.power, trick, ctx(t)),
        };
        if against & (takers | ct.blockers) != 0 {
            return None;
        }
        self.sure_after_trick(t, hp == goal)
    }

    /// The bound of [`Solver::bound_after_trick`] once the holder's side (`side`: the goal
    /// party) is known to take the trick.
    #[inline(never)]
    fn sure_after_trick(&self, t: &Table, side: bool) -> Option<bool> {
        let goal = self.goal;
        let (mut mine, mut theirs) = (0u64, 0u64);
        for (h, p) in t.hands.iter().zip(&t.party) {
            if *p == goal {
                mine |= h.bits();
            } else {
                theirs |= h.bits();
            }
        }
        let left = self.left.saturating_sub(1);
        let short = usize::from(t.need[goal].saturating_sub(t.won[goal]));
        if side {
            let sure = usize::from(self.sure_tricks(mine, theirs, left, 0));
            (sure + 1 >= short).then_some(true)
        } else {
            let sure = self.sure_tricks(theirs, mine, left, 0);
            (usize::from(left - sure) < short).then_some(false)
        }
    }

    /// For each party, the answer if it takes the trick being played, when that alone
    /// settles it (the terminal checks of [`Solver::trick_start`], one trick on); kept with
    /// the trick ([`Trick::settle`]) so that each card asks it in one lookup.
    #[inline(always)]
    pub(super) fn settle_trick(&self, t: &Table, trick: &mut Trick) {
        // At the trick start the shortest hand still holds this trick's card; mid-trick
        // it has the tricks left after this one.
        let left = self.left.saturating_sub(1);
        debug_assert_eq!(
            left,
            t.remaining().saturating_sub(u8::from(trick.is_empty()))
        );
        for hp in 0..t.parties().min(MAX_SEATS) {
            trick.set_settle(hp, self.settles(t, hp, left));
        }
    }

    /// The answer if party `hp` takes the trick being played with `left` tricks after it,
    /// when that alone settles it.
    #[inline(always)]
    fn settles(&self, t: &Table, hp: usize, left: u8) -> Option<bool> {
        let goal = self.goal;
        if t.won[hp] + 1 >= t.need[hp] {
            return Some(hp == goal);
        }
        let left = left as usize;
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
}
