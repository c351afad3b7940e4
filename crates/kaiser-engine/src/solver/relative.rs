//! Relative ranks for the transposition table's key ([`super::moves::CardTable::relative_in`]),
//! worked out in rank space (issue 14 item 3: the trick starts of a deal of more than 20
//! cards spent a sixth of Liebenau M's instructions on them).
//!
//! The rule is the one of `CardTable::relative_in`: the live cards, from the lowest in the
//! Machtposition up, each move down to the lowest card of their class and group that stands
//! above every card already placed that meets them. Here the live cards are read in rank
//! space (bit `p` is the `p`-th card from the lowest up, [`Ranks`]), so only live cards are
//! visited, and "above every card placed" is one mask: the floor is kept as the set of
//! positions at or below the highest level placed (a prefix of rank space), and the card
//! moves to the lowest of its slides outside it (one trailing-zero count), instead of
//! walking the deck and each card's slides level by level.

use super::ordered::Ranks;
use super::transpose::zobrist;

/// The seat holding each card of `hands` (card ids), by card id (0 for the others).
pub(super) fn owners(hands: &[u64]) -> [u8; 64] {
    let mut owner = [0u8; 64];
    for (seat, h) in hands.iter().enumerate() {
        let mut rest = *h;
        while rest != 0 {
            owner[rest.trailing_zeros() as usize] = seat as u8;
            rest &= rest - 1;
        }
    }
    owner
}

/// A card relative ranks never move (special, or above the Machtposition's rows).
pub(super) const NOT_MOVED: u8 = u8::MAX;

/// What relative ranks ask of each card, by rank-space position.
pub(super) struct Relative {
    /// The group the card moves in (0: takes in no suit; 1-4: a suit), or [`NOT_MOVED`].
    group: [u8; 64],
    /// The group of every card, moved or not.
    home: [u8; 64],
    /// The other cards at the card's level that meet it (a live one keeps it in place).
    tied: [u64; 64],
    /// The lower cards of its class and group it may stand for.
    slides: [u64; 64],
    /// The positions at level 0 or below: the floor before any card is placed.
    floor: u64,
}

impl Relative {
    /// The tables of a deck in rank space, from per-card-id facts: `group` (or
    /// [`NOT_MOVED`]), `home`, `tied` (card ids) and `slides[id]` (the card ids it may stand
    /// for), with `level` by card id.
    pub(super) fn new(
        ranks: &Ranks,
        deck: u64,
        group: &[u8; 64],
        home: &[u8; 64],
        tied: &[u64; 64],
        slides: impl Fn(usize) -> u64,
        level: &[u8; 64],
    ) -> Relative {
        let mut r = Relative {
            group: [NOT_MOVED; 64],
            home: [0; 64],
            tied: [0; 64],
            slides: [0; 64],
            floor: 0,
        };
        for p in 0..deck.count_ones() as usize {
            let id = usize::from(ranks.at[p]) & 63;
            r.group[p] = group[id];
            r.home[p] = home[id] % 5;
            r.tied[p] = ranks.of(tied[id]);
            r.slides[p] = ranks.of(slides(id));
            if level[id] == 0 {
                r.floor = ranks.upto[p];
            }
        }
        r
    }

    /// The hands `hands` (card ids, `live_r` their union in rank space) with relative
    /// ranks, into `out`.
    #[cfg(test)]
    pub(super) fn rank(&self, ranks: &Ranks, hands: &[u64], live_r: u64, out: &mut [u64]) {
        // The card id each live card stands for.
        let mut target = [0u8; 64];
        let mut placed = Placed::at(self.floor);
        let mut rest = live_r;
        while rest != 0 {
            let p = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let to = self.moved_to(p, live_r, &placed);
            target[usize::from(ranks.at[p]) & 63] = ranks.at[to & 63];
            self.place(ranks, p, to, &mut placed);
        }
        for (o, h) in out.iter_mut().zip(hands) {
            let mut r = 0u64;
            let mut rest = *h;
            while rest != 0 {
                let id = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                r |= 1 << (target[id] & 63);
            }
            *o = r;
        }
    }

    /// The Zobrist word ([`super::transpose::zobrist_hands`]) of the hands ranked as
    /// `Relative::rank` ranks them, from `hands_key`, the word of the hands as they are
    /// (`live_r` their cards in rank space): only the cards that move change it (one pass over the live cards instead of three: ranking, the
    /// ranked hands, their word). No two cards move to one place, so the word is the same
    /// (`prune_tests::relative_ranks_in_rank_space_are_the_reference_ranks`). `owner[id]`
    /// is the seat holding card `id` ([`owners`]: a card never changes hands before it is
    /// played, so the search works it out once per search).
    #[inline]
    pub(super) fn rank_key(
        &self,
        ranks: &Ranks,
        owner: &[u8; 64],
        live_r: u64,
        hands_key: u64,
    ) -> u64 {
        let mut placed = Placed::at(self.floor);
        let mut word = hands_key;
        let mut rest = live_r;
        while rest != 0 {
            let p = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let to = self.moved_to(p, live_r, &placed);
            if to != p {
                let (from, into) = (usize::from(ranks.at[p]), usize::from(ranks.at[to & 63]));
                let seat = usize::from(owner[from & 63]);
                word ^= zobrist(seat, from) ^ zobrist(seat, into);
            }
            self.place(ranks, p, to, &mut placed);
        }
        word
    }

    /// Where the live card at rank-space position `p` moves to (`p` when it stays): the
    /// lowest of its slides above every card placed that meets it, unless it never moves or
    /// a live card of its level keeps it in place. The one rule of [`Relative::rank`] and
    /// [`Relative::rank_key`].
    #[inline(always)]
    fn moved_to(&self, p: usize, live_r: u64, placed: &Placed) -> usize {
        let g = self.group[p];
        if g != NOT_MOVED && live_r & self.tied[p] == 0 {
            let floor = if g == 0 {
                placed.all
            } else {
                placed.top[0] | placed.top[usize::from(g) & GROUPS_MASK]
            };
            let free = self.slides[p] & !floor;
            if free != 0 {
                return free.trailing_zeros() as usize;
            }
        }
        p
    }

    /// The card of position `p`, moved to `to`, is placed: the floor of its group and of
    /// all rises to its level.
    #[inline(always)]
    fn place(&self, ranks: &Ranks, p: usize, to: usize, placed: &mut Placed) {
        let level = ranks.upto[to & 63];
        placed.top[usize::from(self.home[p]) & GROUPS_MASK] |= level;
        placed.all |= level;
    }
}

/// Places of [`Placed::top`]: the five groups rounded up to a power of two, so that a group
/// is read at `g & GROUPS_MASK` without a bounds check or a division.
const GROUPS_MASK: usize = 7;

/// The positions at or below the highest level placed so far, among the cards that take in
/// no suit (group 0), in each suit, and in all.
struct Placed {
    /// By group: 0 (takes in no suit), then the suits 1-4 (5-7 unused).
    top: [u64; GROUPS_MASK + 1],
    /// Over every group.
    all: u64,
}

impl Placed {
    /// Nothing placed yet: every group's floor is `floor`.
    #[inline(always)]
    fn at(floor: u64) -> Placed {
        Placed {
            top: [floor; GROUPS_MASK + 1],
            all: floor,
        }
    }
}
