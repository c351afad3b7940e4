//! Move lists generated in Machtposition order (issue 14 item 3): the legal cards of a seat,
//! one of each run of equivalent cards, emitted best first without sorting.
//!
//! The search keeps the live cards also in *rank space*: bit `p` stands for the `p`-th card
//! of the deck counted from the lowest in the Machtposition up (ties by card id), so that
//! "the next live card below" is one leading-zero count and a hand read bit by bit comes out
//! in the order the move ordering wants. The list is the one [`Solver::moves`] made before
//! by merging and sorting per position (the same cards in the same order, so the same
//! positions are searched): the rank equivalence of `merge_equivalent` decided per card by
//! one mask test, the lonely-card merge where two lonely cards meet in one hand, and the
//! quick-trick ordering as one or two passes over the kept cards.

use super::moves::Moves;
use super::search::Solver;
use super::table::{Table, Trick, ctx, legal_in};
use crate::cards::{Card, CardSet};

/// The discard equivalence ([`Solver::kept_discards`]) is used at tables of more seats
/// than this.
pub(super) const DISCARDS_ABOVE: usize = 6;

/// The deck in rank space (lowest in the Machtposition first, ties by card id), with what
/// move generation asks of each position.
pub(super) struct Ranks {
    /// `pos[id]`: the card's position (63, which no deck of at most 60 cards uses, for a
    /// card not in the deck: such a card is never in a mask).
    pos: [u8; 64],
    /// `at[p]`: the card id at position `p`.
    pub(super) at: [u8; 64],
    /// `lo[p]`: the first position at the level of position `p`.
    lo: [u8; 64],
    /// `upto[p]`: every position at the level of `p` or lower.
    pub(super) upto: [u64; 64],
    /// `meets[p]`: the positions of the cards whose level matters to the card at `p`.
    meets: [u64; 64],
    /// `key[p]`: the merge key without the level (special bit, class, group): only cards
    /// with the same key merge, and none whose special bit (bit 16) is set.
    key: [u32; 64],
}

impl Ranks {
    /// No deck yet (filled by [`Ranks::new`]).
    pub(super) fn empty() -> Ranks {
        Ranks {
            pos: [63; 64],
            at: [0; 64],
            lo: [0; 64],
            upto: [0; 64],
            meets: [0; 64],
            key: [0; 64],
        }
    }

    /// The rank space of a deck given as card ids from the lowest level up (`by_level`),
    /// with each card's level, merge key and the cards it meets (by card id).
    pub(super) fn new(
        by_level: &[u8],
        level: &[u8; 64],
        merge: &[u32; 64],
        meets: &[u64; 64],
    ) -> Ranks {
        let mut r = Ranks::empty();
        for (p, &id) in by_level.iter().enumerate().take(64) {
            r.pos[usize::from(id)] = p as u8;
            r.at[p] = id;
        }
        let n = by_level.len().min(64);
        for p in 0..n {
            let id = usize::from(r.at[p]);
            let l = level[id];
            let lo = (0..=p)
                .find(|&q| level[usize::from(r.at[q])] == l)
                .unwrap_or(p);
            let hi = (p..n)
                .take_while(|&q| level[usize::from(r.at[q])] == l)
                .last()
                .unwrap_or(p);
            r.lo[p] = lo as u8;
            r.upto[p] = if hi >= 63 {
                u64::MAX
            } else {
                (1u64 << (hi + 1)) - 1
            };
            r.meets[p] = r.of(meets[id]);
            r.key[p] = merge[id] >> 8;
        }
        r
    }

    /// The card-id mask `bits` in rank space.
    #[inline]
    pub(super) fn of(&self, bits: u64) -> u64 {
        let mut out = 0u64;
        let mut rest = bits;
        while rest != 0 {
            let id = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            out |= 1 << (self.pos[id] & 63);
        }
        out
    }

    #[inline]
    fn card(&self, p: u32) -> Option<Card> {
        Card::from_id(usize::from(self.at[p as usize & 63]))
    }
}

/// Push the cards of rank-space mask `m` in ascending rank.
#[inline]
fn push_up(ranks: &Ranks, mut m: u64, out: &mut Moves) {
    while m != 0 {
        if let Some(c) = ranks.card(m.trailing_zeros()) {
            out.push(c);
        }
        m &= m - 1;
    }
}

impl Solver<'_> {
    /// The legal cards, best first, one of each set of equivalent cards: the rank
    /// equivalence and the lonely cards of `merge_equivalent`, then the quick-trick
    /// ordering (strongest first when leading; weakest first when the own side holds the
    /// trick; else the cards that take it, weakest first, then the others, weakest first;
    /// ties in level by card id), generated in rank space. `takers` is
    /// [`Solver::takers_here`] of this position.
    pub(super) fn moves(
        &self,
        t: &Table,
        seat: usize,
        trick: &mut Trick,
        takers: Option<u64>,
        out: &mut Moves,
    ) {
        let wide = self.wide(t);
        self.moves_with(t, seat, trick, takers, out, wide);
    }

    /// Whether the discard equivalence is used at this table: at tables of more than six
    /// seats only (with at most five cards on the table it cost more instructions than it
    /// saved, docs/performance.md). The search decides it once per search and runs as
    /// `step_in::<true>` or `::<false>` with [`Solver::moves_in`] of the same flag, so the
    /// tables of four to six seats pay nothing for it.
    #[inline]
    pub(super) fn wide(&self, t: &Table) -> bool {
        self.discards && t.hands.len() > DISCARDS_ABOVE
    }

    /// [`Solver::moves`] in the search, with the discard equivalence on (`WIDE`) or off as
    /// decided for the whole search ([`Solver::wide`]).
    #[inline(always)]
    pub(super) fn moves_in<const WIDE: bool>(
        &self,
        t: &Table,
        seat: usize,
        trick: &mut Trick,
        takers: Option<u64>,
        out: &mut Moves,
    ) {
        self.moves_with(t, seat, trick, takers, out, WIDE);
    }

    #[inline(always)]
    fn moves_with(
        &self,
        t: &Table,
        seat: usize,
        trick: &mut Trick,
        takers: Option<u64>,
        out: &mut Moves,
        wide: bool,
    ) {
        let hand = t.hands[seat].bits();
        // Who can take must take: with exact masks, the cards that take are one lookup (a
        // led card is never restricted by the duty; only karnoeffel's first lead is).
        let legal = match takers {
            Some(m) if t.rules.must_overtake => {
                let taking = hand & m;
                if taking != 0 { taking } else { hand }
            }
            _ => legal_in(self.power, t, seat, trick).bits(),
        };
        if !self.ordering {
            for c in CardSet::from_bits(legal).iter() {
                out.push(c);
            }
            return;
        }
        let ranks = &self.cards.ranks;
        // The cards that do not take the trick, where the masks say so exactly: they are
        // judged against the live cards after this trick ([`Solver::kept_discards`]).
        let kept = match takers {
            Some(m) if wide => self.kept_discards(legal, legal & !m, trick.bits()),
            _ => {
                let lonely = trick.lonely(self.live, |live| self.lonely_in(live));
                debug_assert_eq!(lonely, self.lonely_in(self.live));
                self.kept::<false>(legal, 0, 0, lonely)
            }
        };
        if trick.is_empty() {
            // Strongest first; the cards tied in level by card id.
            let mut rest = kept;
            while rest != 0 {
                let top = 63 - rest.leading_zeros();
                let from = u32::from(ranks.lo[top as usize]);
                let level = rest & !((1u64 << from) - 1);
                rest ^= level;
                push_up(ranks, level, out);
            }
            return;
        }
        let holder_seat = (t.leader + trick.holder()) % t.hands.len();
        let side = |s: usize| t.party[s] == self.goal;
        if side(holder_seat) == side(seat) {
            push_up(ranks, kept, out);
            return;
        }
        let taking = match takers {
            Some(m) => kept & ranks.of(legal & m),
            None => {
                let ctx = ctx(t);
                let mut taking = 0u64;
                let mut rest = kept;
                while rest != 0 {
                    let p = rest.trailing_zeros();
                    rest &= rest - 1;
                    if let Some(c) = ranks.card(p)
                        && trick.takes(self.power, c, ctx)
                    {
                        taking |= 1 << p;
                    }
                }
                taking
            }
        };
        push_up(ranks, taking, out);
        push_up(ranks, kept & !taking, out);
    }

    /// The cards of `legal` (card ids) that `merge_equivalent` keeps, in rank space.
    ///
    /// A card is merged away when the card before it in merge order (same class and group,
    /// next lower in level) is legal too and nothing else live that meets it stands at a
    /// level from that card's to its own: then the highest live card below it that meets it
    /// (`top`) is that card, alone at its level, and of the same merge key.
    ///
    /// With `DISCARDS` (issue 14 item 2, the small-card equivalence mid-trick), two cards of
    /// `quiet` (cards that do not take the trick, by the exact masks) are compared with the
    /// live cards *after* this trick, without the cards already played to it (`gone`, card
    /// ids). Neither changes the holder, and with exact masks what the later seats of the
    /// trick may do and what it does depends on the holder alone, so the trick ends the
    /// same whichever is played; after it the cards on the table are out of play, and the
    /// two hands left differ only in two cards that nothing live separates (or in two
    /// lonely cards, [`Solver::merge_lonely`]): the one position maps onto the other as for
    /// the merges without a trick. So a seat that cannot take, with the cards played to the
    /// trick standing between its cards, tries one card of each such run. Without it,
    /// `quiet` and `gone` are not read (the compiler drops them).
    ///
    /// `lonely` are the lonely cards ([`Solver::lonely_in`]) among the cards in play after
    /// the trick with `DISCARDS`, else among the cards in play.
    #[inline(always)]
    fn kept<const DISCARDS: bool>(&self, legal: u64, quiet: u64, gone: u64, lonely: u64) -> u64 {
        let ranks = &self.cards.ranks;
        let live_r = self.live_r;
        let after_r = if DISCARDS {
            live_r & !ranks.of(gone)
        } else {
            live_r
        };
        let mut kept = 0u64;
        let mut rest = legal;
        while rest != 0 {
            let id = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let p = usize::from(ranks.pos[id]) & 63;
            let key = ranks.key[p];
            if key >> 16 == 0 {
                // A card of `quiet` merges into a card of `quiet` with the cards in play after
                // the trick (whenever the rule without the trick merges it, this one does
                // too: the card it merges into is in both, with nothing between).
                let (live, alike) = if DISCARDS && quiet & (1 << id) != 0 {
                    (after_r, quiet)
                } else {
                    (live_r, legal)
                };
                let m = live & ranks.meets[p] & ranks.upto[p] & !(1u64 << p);
                if m != 0 {
                    let top = (63 - m.leading_zeros()) as usize;
                    let from = ranks.lo[top];
                    if top < p
                        && m & !((1u64 << from) - 1) == 1 << top
                        && ranks.key[top] == key
                        && alike & (1 << ranks.at[top]) != 0
                    {
                        continue;
                    }
                }
            }
            kept |= 1 << p;
        }
        // Lonely cards are never merged above (nothing else of their suit is live). A card
        // lonely now is lonely after the trick too, so this finds every candidate.
        let after = if DISCARDS {
            self.live & !gone
        } else {
            self.live
        };
        let lonely = legal & lonely;
        if lonely & lonely.wrapping_sub(1) == 0 {
            return kept;
        }
        // Two lonely cards or more: merge them as `merge_lonely` does, on the kept cards in
        // merge order (rare: late in a hand).
        let mut cards = Moves::default();
        let mut rest = kept;
        while rest != 0 {
            if let Some(c) = ranks.card(rest.trailing_zeros()) {
                cards.push(c);
            }
            rest &= rest - 1;
        }
        self.sort_merge_order(&mut cards);
        self.merge_lonely(&mut cards, if DISCARDS { quiet } else { 0 }, after);
        ranks.of(cards.as_slice().iter().fold(0u64, |m, c| m | 1 << c.id()))
    }

    /// Push the cards of `cards` (card ids) that `merge_equivalent` keeps, in rank order (for
    /// the face-down moves, [`Solver::down_moves`]).
    #[inline]
    pub(super) fn push_kept(&self, cards: u64, trick: &mut Trick, out: &mut Moves) {
        let lonely = trick.lonely(self.live, |live| self.lonely_in(live));
        push_up(
            &self.cards.ranks,
            self.kept::<false>(cards, 0, 0, lonely),
            out,
        );
    }

    /// [`Solver::kept`] with the discards ([`Solver::kept`]`::<true>`), for a seat that may
    /// play cards that do not take (`quiet`) with `gone` already played to the trick.
    #[inline(never)]
    pub(super) fn kept_discards(&self, legal: u64, quiet: u64, gone: u64) -> u64 {
        if quiet & quiet.wrapping_sub(1) == 0 {
            // Fewer than two cards that do not take: nothing to merge among them.
            return self.kept::<false>(legal, 0, 0, self.lonely_in(self.live));
        }
        self.kept::<true>(legal, quiet, gone, self.lonely_in(self.live & !gone))
    }
}
