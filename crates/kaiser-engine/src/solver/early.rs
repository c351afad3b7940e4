//! The goal party's sure tricks one trick early (issue 14 item 2, tenth round): mid-trick,
//! the goal party makes it if its sure tricks at the next trick start make it whatever the
//! others still play to this trick and whoever takes it ([`Solver::makes_after_trick`]).
//! It answers a position without trying its cards where each of them would lead to a trick
//! start the sure tricks answer (docs/performance.md: silenen 8's quick-sweep median fell
//! from 318,260 positions to 177,034).

use super::bounds::few;
use super::search::Solver;
use super::table::{MAX_SEATS, Table, Trick};

impl Solver<'_> {
    /// Whether the goal party makes its target from this position, mid-trick (`trick` not
    /// empty), by its sure tricks at the next trick start (those of [`Solver::sure_tricks`]),
    /// whatever the others play to this trick and whoever takes it.
    ///
    /// Why it holds (the search trusts it, so it must never be wrong). The goal party plays
    /// the rest of this trick by a fixed rule: each of its seats still to play lays a card
    /// that is not a top (below) if it holds one, else a top. Every position that follows
    /// this trick is then a trick start (the child) where the goal party holds `mine` less
    /// those cards, and the others a subset of `theirs` (their hands now); `left - 1` tricks
    /// are left; one party has taken this trick. A *top* is a card of `mine` that
    /// [`Solver::sure_tricks`] counts against `theirs`: a sure-trick candidate (none of the
    /// blockable ones while `theirs` holds a blocker) with no card of `theirs` but a Stupf
    /// at or above it. Against the child's others (fewer cards) each is a top still, so the
    /// child has at least `tops - forced` tops (`forced`: the goal party's seats still to
    /// play that hold nothing but tops), no more spoilers than `mine`, and loses first at
    /// most `lost` tricks, the Stupf in `theirs` (none when the goal party leads). In the
    /// child the goal party is short of its target by `short` tricks or one fewer (it took
    /// this one), and each other party `r` has won at most one trick more than now. So when
    /// `min(tops - forced, left - 1 - spoilers - lost)` reaches `short` and no other party
    /// reaches its target with one trick more and `lost` more, the goal party's own bound of
    /// [`Solver::bounds`] holds in every child (the proof of [`Solver::sure_tricks`]): it
    /// takes its sure tricks after at most `lost` lost ones, before anybody else reaches a
    /// target. No child is a finished hand for another party (its target is more than one
    /// trick away), and a child where the goal party has reached its target is won. So the
    /// goal party wins every child it can reach by its rule, whatever the others play.
    /// Every card is legal where who can take need not take (the goal party's seats do not
    /// lead here); where it must, there are no sure tricks.
    #[inline]
    pub(super) fn makes_after_trick(&self, t: &Table, trick: &Trick, here: Option<u64>) -> bool {
        let goal = self.goal;
        let n = t.hands.len();
        let parties = t.parties();
        if t.rules.must_overtake || trick.is_empty() || parties > MAX_SEATS {
            return false;
        }
        let (mut mine, mut theirs) = (0u64, 0u64);
        let (mut with, mut against) = (0u64, 0u64);
        for (s, (h, p)) in t.hands.iter().zip(&t.party).enumerate() {
            let still = (s + n - t.leader) % n >= trick.len();
            if *p == goal {
                mine |= h.bits();
                if still {
                    with |= h.bits();
                }
            } else {
                theirs |= h.bits();
                if still {
                    against |= h.bits();
                }
            }
        }
        let ct = &self.cards;
        // The goal party holds the trick and nothing still to come takes it: it takes the
        // trick and leads the next.
        let ours = t.party[(t.leader + trick.holder()) % n] == goal
            && (with | against) & ct.blockers == 0
            && here.is_some_and(|m| (with | against) & m == 0);
        let mut short = t.need[goal].saturating_sub(t.won[goal]);
        if ours {
            short = short.saturating_sub(1);
        }
        let after = self.left.saturating_sub(1);
        if short == 0 || after < short {
            return false;
        }
        let lost = if ours {
            0
        } else {
            few(theirs & ct.stupfs) as usize
        };
        if !ours
            && !(0..parties)
                .all(|r| r == goal || usize::from(t.won[r]) + 1 + lost < usize::from(t.need[r]))
        {
            return false;
        }
        let above = theirs & !ct.stupfs;
        let candidates = if theirs & ct.blockers != 0 {
            mine & ct.sure & !ct.blockable
        } else {
            mine & ct.sure
        };
        let mut tops = 0u64;
        let mut rest = candidates;
        while rest != 0 {
            let id = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if above & ct.at_or_above[id] == 0 {
                tops |= 1 << id;
            }
        }
        let mut count = few(tops) as usize;
        if count < usize::from(short) {
            return false;
        }
        for k in trick.len()..n {
            let s = (t.leader + k) % n;
            if t.party[s] == goal && t.hands[s].bits() & !tops == 0 {
                count = count.saturating_sub(1);
            }
        }
        let spoiled = few(mine & ct.spoilers) as usize;
        let k = count.min(
            usize::from(after)
                .saturating_sub(spoiled)
                .saturating_sub(lost),
        );
        k >= usize::from(short)
    }
}
