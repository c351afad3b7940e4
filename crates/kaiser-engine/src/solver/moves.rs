//! Move generation and ordering: the search's per-card [`CardTable`], the legal cards of a
//! seat with equivalent cards merged ([`Solver::moves`]), and the quick-trick ordering.

use super::ordered::Ranks;
use super::relative::{NOT_MOVED, Relative};
use super::search::Solver;
use super::sort::{sort_by_key, two_bits};
use super::table::{Stack, Table, Trick, ctx};
use crate::cards::{CARD_IDS, Card, CardSet, Suit};
use crate::power::Power;
use crate::system::Class;
use crate::trick::{TrickContext, beats_held, beats_led};
use std::cell::Cell;

/// A mask not computed yet (no card takes itself, so no real mask has every bit).
const UNKNOWN: u64 = u64::MAX;

/// The cards a seat may try: at most a hand, and a hand is at most the deck.
pub(super) type Moves = Stack<CARD_IDS>;

/// The search's view of each card, indexed by card id.
pub(super) struct CardTable {
    /// The Machtposition level.
    level: [u8; 64],
    /// The merge key: (special, class, suit where it matters, level), packed so that sorting
    /// by it groups the cards [`Solver::merge_equivalent`] may merge. Special cards are never
    /// merged: their power depends on more than level, class and suit (Stupf, blockers,
    /// limits, extra takes, `taken_by` lists).
    merge: [u32; 64],
    /// The cards that cost a party one sure trick each when it holds them: Stupf, blockers
    /// and the cards an extra take takes (see `Solver::sure_tricks`).
    pub(super) spoilers: u64,
    /// The Stecher that are not special but for being blockable (candidates for sure tricks).
    pub(super) sure: u64,
    /// `at_or_above[c]`: the cards at `c`'s level or higher.
    pub(super) at_or_above: [u64; 64],
    /// `meets[c]`: the cards whose level matters to `c`: every card for a Stecher, Stupf or
    /// announced Kaiser; Stecher, Stupf and the Throner and plain cards of its own suit for a
    /// Throner or plain card (another suit's never meet it).
    meets: [u64; 64],
    /// `below[l]`: the cards below level `l`.
    below: [u64; 66],
    /// The deck.
    deck: u64,
    /// The blockers (lungern's Trumpf-0): played later, they can change who holds.
    pub(super) blockers: u64,
    /// The Stupf cards (their power depends on being led).
    pub(super) stupfs: u64,
    /// The cards a blocker strips of their power.
    pub(super) blockable: u64,
    /// The "who beats the holder" masks are exact: no blocker in the deck and no extra take
    /// that a Stecher played in between switches off. Otherwise they may say "takes" where
    /// the trick engine says no (never the other way round), which is all the trick cut
    /// needs; legal play and move ordering then ask the trick engine.
    pub(super) exact: bool,
    /// `led[first][c]`: the cards that take the led card `c` while it holds (`first`: the
    /// first trick), filled on first use.
    led: [[Cell<u64>; 64]; 2],
    /// `held[s][c]`: the cards that take `c`, holding a trick it did not lead, with led suit
    /// `s` (4: none), filled on first use.
    held: [[Cell<u64>; 64]; 5],
    /// The relative-rank slides of each card for the transposition table's key
    /// ([`CardTable::relative_in`]): `slides[from[c]..from[c + 1]]` are the lower cards `c` may
    /// stand for, nearest first, each with the cards that must all be out of play for it.
    from: [u16; 65],
    slides: Vec<u8>,
    /// The deck's card ids from the lowest level up.
    by_level: Vec<u8>,
    /// `tied[c]`: the other cards at `c`'s level that meet it.
    tied: [u64; 64],
    /// The group a card moves in for relative ranks (0: takes in no suit; 1-4: a suit), or
    /// [`NOT_MOVED`].
    group: [u8; 64],
    /// The group of every card, moved or not.
    home: [u8; 64],
    /// The cards of each group (0: the cards that take in no suit; 1-4: a suit's Throner
    /// and plain cards).
    groups: [u64; 5],
    /// The cards that are not special for merging (merge key below 2^24).
    plain_merge: u64,
    /// The deck in rank space, for move generation in Machtposition order.
    pub(super) ranks: Ranks,
    /// Relative ranks in rank space ([`CardTable::relative_in`]).
    rel: Relative,
}

impl CardTable {
    pub(super) fn new(power: &Power) -> CardTable {
        let special = special_cards(power, true);
        let unsure = special_cards(power, false);
        let mut t = CardTable {
            level: [0; 64],
            merge: [0; 64],
            spoilers: 0,
            sure: 0,
            at_or_above: [0; 64],
            meets: [0; 64],
            below: [0; 66],
            deck: 0,
            blockers: 0,
            stupfs: 0,
            blockable: 0,
            exact: !power.has_blocker && !power.extras.iter().any(|x| x.unless_stecher),
            led: std::array::from_fn(|_| std::array::from_fn(|_| Cell::new(UNKNOWN))),
            held: std::array::from_fn(|_| std::array::from_fn(|_| Cell::new(UNKNOWN))),
            from: [0; 65],
            slides: Vec::new(),
            by_level: Vec::new(),
            tied: [0; 64],
            group: [NOT_MOVED; 64],
            home: [0; 64],
            groups: [0; 5],
            ranks: Ranks::empty(),
            plain_merge: 0,
            rel: Relative::new(
                &Ranks::empty(),
                0,
                &[0; 64],
                &[0; 64],
                &[0; 64],
                |_| 0,
                &[0; 64],
            ),
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
            t.home[id] = group[id] as u8;
            t.merge[id] = (u32::from(special.contains(c)) << 24)
                | ((e.class as u32) << 16)
                | ((group[id] as u32) << 8)
                | u32::from(e.level);
            if e.class == Class::Stupf || e.blocker {
                t.spoilers |= 1 << id;
            }
            if e.class == Class::Stupf {
                t.stupfs |= 1 << id;
            }
            if e.blocker {
                t.blockers |= 1 << id;
            }
            if e.blockable {
                t.blockable |= 1 << id;
            }
            if e.class == Class::Stecher && !unsure.contains(c) {
                t.sure |= 1 << id;
            }
            for l in (e.level as usize).min(64) + 1..66 {
                t.below[l] |= 1 << id;
            }
        }
        t.deck = deck;
        t.groups = in_group;
        for x in &power.extras {
            t.spoilers |= 1 << x.taken.id();
        }
        for c in power.deck.cards() {
            let id = c.id();
            t.meets[id] = match group[id] {
                0 => deck,
                g => in_group[0] | in_group[g],
            };
        }
        t.fill_slides(power, &special);
        // Only sure-trick candidates ask this; they are below the special levels (64 up).
        for c in CardSet::from_bits(t.sure).iter() {
            let l = (t.level[c.id()] as usize).min(65);
            t.at_or_above[c.id()] = deck & !t.below[l];
        }
        t.plain_merge = CardSet::from_bits(deck)
            .iter()
            .filter(|c| t.merge[c.id()] >> 24 == 0)
            .fold(0, |m, c| m | 1 << c.id());
        t.ranks = Ranks::new(&t.by_level, &t.level, &t.merge, &t.meets);
        let slides = |id: usize| {
            let (a, b) = (usize::from(t.from[id]), usize::from(t.from[id + 1]));
            t.slides
                .get(a..b)
                .unwrap_or(&[])
                .iter()
                .fold(0u64, |m, d| m | 1 << (d & 63))
        };
        t.rel = Relative::new(
            &t.ranks, t.deck, &t.group, &t.home, &t.tied, slides, &t.level,
        );
        t
    }

    fn level(&self, c: Card) -> u8 {
        self.level[c.id()]
    }

    /// Whether `c` is special for merging (never merged, moved by relative ranks or lonely).
    #[cfg(test)]
    pub(super) fn is_special(&self, c: Card) -> bool {
        self.merge[c.id()] >> 24 != 0
    }

    /// For each card that is not special, the lower cards of its class and group (the suit
    /// where the suit matters) it may stand for in the transposition table's key, nearest
    /// first ([`CardTable::relative_in`]); the deck in the order of the Machtposition; and, for
    /// each card, the others at its level that meet it.
    fn fill_slides(&mut self, power: &Power, special: &CardSet) {
        let movable = |c: Card| !special.contains(c) && power.entry(c).level < 64;
        let mut deck = power.deck.cards();
        deck.sort_by_key(|c| (self.level(*c), c.id()));
        self.by_level = deck.iter().map(|c| c.id() as u8).collect();
        for id in 0..64 {
            self.from[id] = self.slides.len() as u16;
            let Some(c) = Card::from_id(id).filter(|c| self.deck & (1 << c.id()) != 0) else {
                continue;
            };
            if !movable(c) {
                self.group[id] = NOT_MOVED;
                continue;
            }
            let lc = self.level[id];
            let at = self.below[lc as usize + 1] & !self.below[lc as usize];
            self.tied[id] = self.meets[id] & at & !(1 << id);
            self.group[id] = (self.merge[id] >> 8) as u8;
            let key = self.merge[id] & !0xff;
            for d in deck.iter().rev() {
                if movable(*d) && self.merge[d.id()] & !0xff == key && self.level(*d) < lc {
                    self.slides.push(d.id() as u8);
                }
            }
        }
        self.from[64] = self.slides.len() as u16;
    }

    /// The hands `hands` with relative ranks: the live cards (all in `hands`), from the lowest
    /// in the Machtposition up, each moved down to the lowest card of its class and group
    /// that stands above every card already placed that meets it (special cards and cards
    /// tied in level with a live card that meets them stay where they are). The order of
    /// every two live cards that meet is kept and cards that do not meet are never compared
    /// (the rule of [`Solver::merge_equivalent`]), so the result is the same problem, and
    /// every position that differs only in which cards are out of play gets the same one:
    /// the bridge solvers' relative ranks. `out[i]` is `hands[i]` so ranked; `live_r` is the
    /// union of `hands` in rank space (at a trick start the search keeps it).
    #[cfg(test)]
    pub(super) fn relative_in(&self, hands: &[u64], live_r: u64, out: &mut [u64]) {
        self.rel.rank(&self.ranks, hands, live_r, out);
    }

    /// The Zobrist word of hands with relative ranks ([`CardTable::relative_in`]), from
    /// `hands_key`, the word of the hands as they are; `owner[id]` is the seat holding card
    /// `id` ([`super::relative::owners`]) and `live_r` the hands' cards in rank space.
    #[inline]
    pub(super) fn relative_key(&self, owner: &[u8; 64], live_r: u64, hands_key: u64) -> u64 {
        self.rel.rank_key(&self.ranks, owner, live_r, hands_key)
    }

    /// [`CardTable::relative_in`] with the live cards counted from `hands` (for tests).
    #[cfg(test)]
    pub(super) fn relative(&self, hands: &[u64], out: &mut [u64]) {
        let live = hands.iter().fold(0u64, |m, h| m | h);
        self.relative_in(hands, self.ranks.of(live), out);
    }

    /// [`CardTable::relative_in`] as it was computed before it moved to rank space
    /// (`relative.rs`), card by card along the deck and each card's slides: the reference
    /// the tests compare it with.
    #[cfg(test)]
    pub(super) fn relative_reference(&self, hands: &[u64], out: &mut [u64]) {
        let live = hands.iter().fold(0u64, |m, h| m | h);
        // The highest level placed so far among the cards that take in no suit (group 0),
        // in each suit, and in all.
        let mut top = [0u8; 5];
        let mut top_all = 0u8;
        let mut target = [0u8; 64];
        for &id in &self.by_level {
            let id = id as usize;
            if live & (1 << id) == 0 {
                continue;
            }
            let g = self.group[id];
            let mut to = id;
            if g != NOT_MOVED && live & self.tied[id] == 0 {
                let floor = if g == 0 {
                    top_all
                } else {
                    top[0].max(top[g as usize % 5])
                };
                let (a, b) = (self.from[id] as usize, self.from[id + 1] as usize);
                for &d in self.slides.get(a..b).unwrap_or(&[]) {
                    if self.level[d as usize] <= floor {
                        break;
                    }
                    to = d as usize;
                }
            }
            target[id] = to as u8;
            let placed = self.level[to];
            let g = if self.group[id] == NOT_MOVED {
                self.home[id]
            } else {
                g
            } as usize
                % 5;
            top[g] = top[g].max(placed);
            top_all = top_all.max(placed);
        }
        for (o, h) in out.iter_mut().zip(hands) {
            let mut r = 0u64;
            let mut rest = *h;
            while rest != 0 {
                let id = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                r |= 1 << target[id];
            }
            *o = r;
        }
    }

    /// The cards that would take `trick` (not empty) from its holder if played next: exact
    /// when [`CardTable::exact`], else a superset. Looked up per (led card or led suit,
    /// holder) and computed once per solver, instead of asking the trick engine per card.
    ///
    /// Inlined into the search (one lookup a position); filling a mask the first time it is
    /// asked for is a call of its own, out of the way.
    #[inline(always)]
    pub(super) fn takers(&self, power: &Power, trick: &Trick, ctx: TrickContext) -> u64 {
        let held = trick.holder_card();
        if trick.holder() == 0 {
            let cell = &self.led[usize::from(ctx.first_trick)][held.id()];
            match cell.get() {
                UNKNOWN => self.fill_led(power, held, ctx),
                m => m,
            }
        } else {
            self.takers_held(power, trick.suit_index(), held)
        }
    }

    /// The cards that would take `held`, holding a trick it did not lead with led suit `s`
    /// (4: none): exact when [`CardTable::exact`], else a superset.
    #[inline(always)]
    pub(super) fn takers_held(&self, power: &Power, s: usize, held: Card) -> u64 {
        let cell = &self.held[s][held.id()];
        match cell.get() {
            UNKNOWN => self.fill_held(power, s, held),
            m => m,
        }
    }

    /// Work out [`CardTable::takers`] for the led card `held` the first time it is asked.
    #[cold]
    #[inline(never)]
    fn fill_led(&self, power: &Power, held: Card, ctx: TrickContext) -> u64 {
        let m = CardSet::from_bits(self.deck)
            .iter()
            .filter(|c| beats_led(power, held, *c, ctx))
            .fold(0u64, |m, c| m | 1 << c.id());
        self.led[usize::from(ctx.first_trick)][held.id()].set(m);
        m
    }

    /// Work out [`CardTable::takers_held`] the first time it is asked.
    #[cold]
    #[inline(never)]
    fn fill_held(&self, power: &Power, s: usize, held: Card) -> u64 {
        let suit = Suit::ALL.get(s).copied();
        let m = CardSet::from_bits(self.deck)
            .iter()
            .filter(|c| beats_held(power, suit, held, *c))
            .fold(0u64, |m, c| m | 1 << c.id());
        self.held[s][held.id()].set(m);
        m
    }
}

/// Cards whose behaviour is not captured by (level, class, suit); with `blockable`, the
/// cards a blocker strips count too (they do for merging, not for sure tricks, which see
/// the blockers themselves), but only where the deck holds a blocker: without one a
/// blockable card is never stripped (the trick engine looks at `blockable` only when
/// `Power::has_blocker`), so it is a card like any other of its row (lungern's standard
/// deck, where nearly every Stecher and Throner is blockable; eleventh round).
fn special_cards(power: &Power, blockable: bool) -> CardSet {
    let mut special = CardSet::EMPTY;
    for c in power.deck.cards() {
        let e = power.entry(c);
        if e.class == Class::Stupf
            || e.blocker
            || (blockable && e.blockable && power.has_blocker)
            || e.limited
            || e.level >= 64
        {
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

impl Solver<'_> {
    /// The face-down moves of `seat` (issue 15 item 3), one of each set of equivalent cards:
    /// none where the system does not allow them, when leading (reading 29) or where who can
    /// take must take (reading 30: a seat that can take must; one that cannot gains nothing
    /// by hiding a card double-dummy). Otherwise only the cards that would take the trick
    /// face up: a card that would not take does the same laid face down as played face up
    /// (it takes nothing, the holder stays, and no later verdict looks at it), so its
    /// face-up move stands for both. That holds when [`CardTable::exact`]; with a blocker or
    /// an extra take that a Stecher switches off, a face-up card that does not take can
    /// still matter later, so then every card of the hand gets its face-down move.
    #[inline(always)]
    pub(super) fn down_moves(
        &self,
        t: &Table,
        seat: usize,
        trick: &mut Trick,
        takers: Option<u64>,
        out: &mut Moves,
    ) {
        if !self.power.face_down || trick.is_empty() {
            return;
        }
        let hand = t.hands[seat];
        let ctx = ctx(t);
        let taking = if let Some(m) = takers.filter(|_| self.cards.exact) {
            CardSet::from_bits(hand.bits() & m)
        } else {
            let mut taking = CardSet::EMPTY;
            for c in hand.iter() {
                if trick.takes(self.power, c, ctx) {
                    taking.insert(c);
                }
            }
            taking
        };
        let cards = match (t.rules.must_overtake, self.cards.exact) {
            (true, true) => CardSet::EMPTY,
            (true, false) if !taking.is_empty() => CardSet::EMPTY,
            (false, true) if self.ordering => {
                // The cards `merge_equivalent` keeps, found in rank space as the face-up
                // moves are, then in its order (merge key, card id).
                self.push_kept(taking.bits(), trick, out);
                if out.len() > 1 {
                    self.sort_merge_order(out);
                }
                return;
            }
            (false, true) => taking,
            _ => hand,
        };
        for c in cards.iter() {
            out.push(c);
        }
        if self.ordering && out.len() > 1 {
            self.merge_equivalent(out);
        }
    }

    /// Keep one card of each run of equivalent cards in one hand: same class, same suit
    /// where the suit matters (Throner and plain cards), and no other card still in play
    /// standing at a level from the one to the other. Such cards take and lose to exactly
    /// the same cards now and later, so trying one tries them all (the bridge solvers'
    /// rank equivalence, with the Machtposition as the rank).
    pub(super) fn merge_equivalent(&self, cards: &mut Moves) {
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
        self.sort_merge_order(cards);
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
                two_bits(self.live & ct.meets[c.id()] & range)
            });
            if !merged {
                cards.items[kept] = c;
                kept += 1;
            }
            prev = Some(c);
        }
        cards.len = kept as u8;
        self.merge_lonely(cards, 0, self.live);
    }

    /// Sort `cards` by (merge key, id): the key has 25 bits.
    pub(super) fn sort_merge_order(&self, cards: &mut Moves) {
        let merge = &self.cards.merge;
        sort_by_key(cards.as_mut_slice(), |c| merge[c.id()]);
    }

    /// The lonely cards (see [`Solver::merge_lonely`]): not special, a Throner or plain
    /// card, and the only card of its suit among `live`, the cards in play.
    #[inline]
    pub(super) fn lonely_in(&self, live: u64) -> u64 {
        let ct = &self.cards;
        let mut out = 0u64;
        for g in &ct.groups[1..] {
            let x = live & g;
            if x & x.wrapping_sub(1) == 0 {
                out |= x;
            }
        }
        out & ct.plain_merge
    }

    /// Keep one of the lonely cards of one hand that stand alike (issue 14 item 2b, the
    /// "small card" equivalence): a Throner or plain card is *lonely* when it is the only
    /// card of its suit still in play (in the hands or the current trick). A lonely card
    /// meets only the cards that take in no suit (Stecher, Stupf, Kaiser), so two lonely
    /// cards of the same class, neither special, with no live card of those at a level from
    /// the one to the other, take and lose to exactly the same cards, now and for the rest
    /// of the hand: led, each holds against the same cards (nobody else has its suit), and
    /// played later, each takes the same holders. Swapping their suits maps the one
    /// position onto the other, so trying one tries both. The seat's discards in suits the
    /// others have run out of are then one move, not one per suit.
    ///
    /// Two cards of `quiet` (cards that do not take the trick being played, by the exact
    /// masks) are judged with `after`, the cards in play after this trick (see
    /// [`Solver::kept`]); any other pair with the cards in play now.
    pub(super) fn merge_lonely(&self, cards: &mut Moves, quiet: u64, after: u64) {
        if cards.len() < 2 {
            return;
        }
        let ct = &self.cards;
        let lonely = |c: Card, live: u64| {
            let id = c.id();
            let g = ct.home[id] as usize;
            ct.merge[id] >> 24 == 0 && g != 0 && live & ct.groups[g % 5] == 1 << id
        };
        let mut kept = 0;
        for i in 0..cards.len() {
            let c = cards.items[i];
            let alike = cards.items[..kept].iter().any(|d| {
                let both = quiet & (1 << c.id()) != 0 && quiet & (1 << d.id()) != 0;
                let live = if both { after } else { self.live };
                let (mc, md) = (ct.merge[c.id()], ct.merge[d.id()]);
                if !lonely(c, live) || !lonely(*d, live) || mc >> 16 != md >> 16 {
                    return false;
                }
                let (lo, hi) = (ct.level(c).min(ct.level(*d)), ct.level(c).max(ct.level(*d)));
                let range = ct.below[hi as usize + 1] & !ct.below[lo as usize];
                live & ct.groups[0] & range == 0
            });
            if !alike {
                cards.items[kept] = c;
                kept += 1;
            }
        }
        cards.len = kept as u8;
    }
}
