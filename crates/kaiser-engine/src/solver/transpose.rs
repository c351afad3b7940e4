//! The solver's transposition table: a 64-bit Zobrist [`Key`] per trick start, kept up to
//! date card by card (one xor per card taken from or put back into a hand), and a
//! fixed-size open-addressed table of power-of-two buckets ([`TransTable`]) with the whole
//! key as its check word and replacement by depth, instead of a hash map of the 112-byte
//! hands.
//!
//! The key of a position is the xor of one random word per (seat, card in that seat's hand),
//! one per leader and one per (party, tricks won): the hands are kept incrementally by the
//! search ([`zobrist`] of the card taken or put back), the rest is added at the trick start
//! ([`Key::of`]). A lookup compares the whole key with at most four stored ones, so it
//! takes one position for another with probability about 2^-62: below 10^-10 over the 40
//! million positions of the largest budget (the chess engines' bargain; the bridge solver
//! DDS keeps exact hands instead, at about 100 bytes an entry).

use super::search::Solver;
use super::table::Table;
use crate::cards::Card;

/// Most seats a key tells apart (silenen plays with up to 12; see [`super::MAX_SEATS`]).
const SEATS: usize = super::table::MAX_SEATS;

/// SplitMix64 (Steele, Lea and Flood 2014): a fixed stream of well-mixed words, the same in
/// every build (no run-time randomness: every answer and position count is repeatable).
const fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One random word per (seat, card id), filled at compile time.
static CARD_WORDS: [[u64; 64]; SEATS] = {
    let mut w = [[0u64; 64]; SEATS];
    let mut s = 0;
    while s < SEATS {
        let mut c = 0;
        while c < 64 {
            w[s][c] = mix(((s as u64) << 8) | c as u64);
            c += 1;
        }
        s += 1;
    }
    w
};

/// Tricks won per party a key tells apart (more than any hand has; a higher count is keyed
/// by [`mix`] at the trick start).
const WON: usize = 16;

/// One word per leader, filled at compile time (the words [`Key::of`] mixed at every trick
/// start before: the same values, no multiplications per trick start).
static LEADER_WORDS: [u64; SEATS] = {
    let mut w = [0u64; SEATS];
    let mut s = 0;
    while s < SEATS {
        w[s] = mix(0x1EAD_0000 | s as u64);
        s += 1;
    }
    w
};

/// One word per (party, tricks won), filled at compile time (0 tricks: no word).
static WON_WORDS: [[u64; WON]; SEATS] = {
    let mut w = [[0u64; WON]; SEATS];
    let mut p = 0;
    while p < SEATS {
        let mut n = 1;
        while n < WON {
            w[p][n] = mix(0x5700_0000 | ((p as u64) << 8) | n as u64);
            n += 1;
        }
        p += 1;
    }
    w
};

/// The key word of `card_id` in the hand of `seat` (0 beyond the table's seats or the
/// deck, which no table has).
#[inline]
pub(super) fn zobrist(seat: usize, card_id: usize) -> u64 {
    CARD_WORDS
        .get(seat)
        .and_then(|w| w.get(card_id))
        .copied()
        .unwrap_or(0)
}

/// The key word of hands given as bit masks of card ids, seat by seat.
pub(super) fn zobrist_hands(hands: &[u64]) -> u64 {
    let mut k = 0;
    for (seat, h) in hands.iter().enumerate() {
        let mut rest = *h;
        while rest != 0 {
            k ^= zobrist(seat, rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
    }
    k
}

/// A transposition-table key: the 64-bit Zobrist word of the position and its depth (the
/// tricks left), which decides what stays when two positions want one place.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Key {
    pub(super) word: u64,
    pub(super) depth: u8,
}

impl Key {
    /// The key of a trick start with hands keyed `hands` (from [`zobrist`] or
    /// [`zobrist_hands`]), `leader` to lead, `won` tricks per party and `depth` tricks left.
    #[inline]
    pub(super) fn of(hands: u64, leader: usize, won: &[u8], depth: u8) -> Key {
        let mut word = hands
            ^ match LEADER_WORDS.get(leader) {
                Some(w) => *w,
                None => mix(0x1EAD_0000 | leader as u64),
            };
        for (p, w) in won.iter().enumerate() {
            word ^= match WON_WORDS.get(p).and_then(|r| r.get(usize::from(*w))) {
                Some(x) => *x,
                None if *w == 0 => 0,
                None => mix(0x5700_0000 | ((p as u64) << 8) | u64::from(*w)),
            };
        }
        Key { word, depth }
    }
}

/// One place of the table: the whole key as the check word, the generation it was written
/// in (0: never), its depth and what is known.
#[derive(Clone, Copy, Default)]
struct Slot<V> {
    word: u64,
    generation: u16,
    depth: u8,
    value: V,
}

/// Places per bucket: a key may sit in any place of its bucket (one cache line of 16-byte
/// places), and a full bucket gives up its shallowest entry.
const WAYS: usize = 4;

#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Bucket<V> {
    slots: [Slot<V>; WAYS],
}

/// Buckets a new table starts with (16 KiB of places: a deal of four seats and five cards
/// stores a few hundred trick starts).
const START_BUCKETS: usize = 1 << 8;

/// The most buckets a table grows to (2^20 buckets of four places: 64 MiB, 4 M entries);
/// beyond that, entries are replaced by depth.
const MAX_BUCKETS: usize = 1 << 20;

/// The transposition table: open addressing in power-of-two buckets, the full 64-bit key as
/// the check word, replacement by depth (a full bucket gives up its entry with the fewest
/// tricks left, the cheapest to search again). It doubles while it is more than half full
/// up to [`MAX_BUCKETS`]. Emptying it ([`TransTable::clear`]) starts a new generation
/// instead of touching the memory, so a caller that solves deal after deal (`kaiser odds`)
/// pays nothing per deal for it.
pub(super) struct TransTable<V> {
    buckets: Vec<Bucket<V>>,
    /// The current generation (entries of older ones are empty places).
    generation: u16,
    /// Entries of the current generation.
    len: usize,
    /// The most buckets it grows to.
    max_buckets: usize,
}

impl<V: Copy + Default> Default for TransTable<V> {
    fn default() -> Self {
        TransTable::with_buckets(START_BUCKETS, MAX_BUCKETS)
    }
}

impl<V: Copy + Default> TransTable<V> {
    /// A table of `buckets` buckets (rounded up to a power of two) that grows to at most
    /// `max` buckets.
    pub(super) fn with_buckets(buckets: usize, max: usize) -> Self {
        let n = buckets.clamp(1, max.max(1)).next_power_of_two();
        TransTable {
            buckets: vec![Bucket::default(); n],
            generation: 1,
            len: 0,
            max_buckets: max.max(n),
        }
    }

    /// Buckets it has now.
    pub(super) fn buckets(&self) -> usize {
        self.buckets.len()
    }

    /// Entries stored (of the current generation).
    #[cfg(test)]
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// Empty: a new generation; the memory is kept and not written (every
    /// 65,535 generations it is wiped once).
    pub(super) fn clear(&mut self) {
        self.len = 0;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.buckets.fill(Bucket::default());
            self.generation = 1;
        }
    }

    #[inline]
    fn bucket(&self, word: u64) -> usize {
        (word as usize) & (self.buckets.len() - 1)
    }

    /// Start fetching the bucket of `key` into the cache, for a lookup a little later
    /// (the mid-trick table's lookups were misses to memory; `Solver::step_in`).
    #[inline(always)]
    pub(super) fn prefetch(&self, key: &Key) {
        #[cfg(target_arch = "x86_64")]
        if let Some(b) = self.buckets.get(self.bucket(key.word)) {
            // SAFETY: a prefetch is only a hint; it reads nothing and the address is a
            // live bucket of this table.
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                    (b as *const Bucket<V>).cast::<i8>(),
                );
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// What is stored for `key`, if anything.
    #[inline]
    pub(super) fn get(&self, key: &Key) -> Option<&V> {
        let b = self.buckets.get(self.bucket(key.word))?;
        b.slots
            .iter()
            .find(|s| s.word == key.word && s.generation == self.generation)
            .map(|s| &s.value)
    }

    /// The place of `key`, to fill in ([`Place::or_default`]): the one it has, or a new one
    /// (an empty place of its bucket, else the shallowest entry's).
    #[inline]
    pub(super) fn entry(&mut self, key: Key) -> Place<'_, V> {
        if self.len * 2 > self.buckets.len() * WAYS && self.buckets.len() < self.max_buckets {
            self.grow();
        }
        Place { table: self, key }
    }

    fn place(&mut self, key: Key) -> &mut V {
        let generation = self.generation;
        let i = self.bucket(key.word);
        let mut empty = None;
        let mut shallowest = 0;
        for (j, s) in self.buckets[i].slots.iter().enumerate() {
            if s.generation != generation {
                empty = Some(j);
                break;
            }
            if s.word == key.word {
                return &mut self.buckets[i].slots[j].value;
            }
            if s.depth < self.buckets[i].slots[shallowest].depth {
                shallowest = j;
            }
        }
        let j = match empty {
            Some(j) => {
                self.len += 1;
                j
            }
            // A full bucket: grow while the table may (doubling splits every bucket in two),
            // else give up the shallowest entry.
            None if self.buckets.len() < self.max_buckets => {
                self.grow();
                return self.place(key);
            }
            None => shallowest,
        };
        let s = &mut self.buckets[i].slots[j];
        *s = Slot {
            word: key.word,
            generation,
            depth: key.depth,
            value: V::default(),
        };
        &mut s.value
    }

    /// Twice the buckets, the current generation's entries moved over.
    fn grow(&mut self) {
        let old = std::mem::take(&mut self.buckets);
        self.buckets = vec![Bucket::default(); old.len() * 2];
        let generation = self.generation;
        self.len = 0;
        for s in old.iter().flat_map(|b| b.slots.iter()) {
            if s.generation == generation {
                *self.place(Key {
                    word: s.word,
                    depth: s.depth,
                }) = s.value;
            }
        }
    }
}

/// A place in the table for one key ([`TransTable::entry`]).
pub(super) struct Place<'a, V> {
    table: &'a mut TransTable<V>,
    key: Key,
}

impl<'a, V: Copy + Default> Place<'a, V> {
    /// What is stored for the key, a default value in a new place if nothing is.
    #[inline]
    pub(super) fn or_default(self) -> &'a mut V {
        self.table.place(self.key)
    }
}

impl Solver<'_> {
    /// Take `card` from the hand of `seat` (to play it), keeping the hands' key.
    #[inline]
    pub(super) fn take_card(&mut self, t: &mut Table, seat: usize, card: Card) {
        t.hands[seat].remove(card);
        self.hands_key ^= zobrist(seat, card.id());
    }

    /// Put `card` back into the hand of `seat`, keeping the hands' key.
    #[inline]
    pub(super) fn return_card(&mut self, t: &mut Table, seat: usize, card: Card) {
        t.hands[seat].insert(card);
        self.hands_key ^= zobrist(seat, card.id());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(word: u64, depth: u8) -> Key {
        Key { word, depth }
    }

    #[test]
    fn a_stored_value_is_found_and_cleared() {
        let mut t: TransTable<u32> = TransTable::with_buckets(4, 4);
        *t.entry(key(77, 3)).or_default() = 5;
        assert_eq!(t.get(&key(77, 3)), Some(&5));
        assert_eq!(t.get(&key(78, 3)), None);
        assert_eq!(t.len(), 1);
        *t.entry(key(77, 3)).or_default() += 1;
        assert_eq!(t.get(&key(77, 3)), Some(&6));
        assert_eq!(t.len(), 1);
        t.clear();
        assert_eq!(t.get(&key(77, 3)), None);
        assert_eq!(t.len(), 0);
    }

    #[test]
    fn a_full_bucket_gives_up_its_shallowest_entry() {
        // One bucket, never grown: five keys for four places.
        let mut t: TransTable<u8> = TransTable::with_buckets(1, 1);
        for (w, d) in [(1, 5), (2, 2), (3, 7), (4, 4)] {
            *t.entry(key(w, d)).or_default() = d;
        }
        *t.entry(key(5, 6)).or_default() = 6;
        assert_eq!(t.get(&key(2, 2)), None, "depth 2 was the shallowest");
        for (w, d) in [(1, 5), (3, 7), (4, 4), (5, 6)] {
            assert_eq!(t.get(&key(w, d)), Some(&d));
        }
        assert_eq!(t.len(), 4);
    }

    #[test]
    fn growing_keeps_every_entry() {
        // Room to grow: no bucket ever has to give up an entry.
        let mut t: TransTable<u64> = TransTable::with_buckets(1, 1 << 16);
        for w in 0..5000u64 {
            *t.entry(key(mix(w), (w % 9) as u8)).or_default() = w;
        }
        assert_eq!(t.len(), 5000);
        for w in 0..5000u64 {
            assert_eq!(t.get(&key(mix(w), 0)), Some(&w));
        }
    }

    #[test]
    fn generations_wrap_without_ghosts() {
        let mut t: TransTable<u8> = TransTable::with_buckets(2, 2);
        *t.entry(key(9, 1)).or_default() = 1;
        for _ in 0..u16::MAX {
            t.clear();
        }
        // 65,535 clears later the generation is 1 again: the old entry must be gone.
        assert_eq!(t.get(&key(9, 1)), None);
    }

    /// The key kept card by card is the key of the hands computed afresh, after the search
    /// and along a line of play, and a position searched in place comes back unchanged.
    #[test]
    fn the_kept_key_is_the_fresh_key() {
        use crate::cards::Suit;
        use crate::{Power, PowerOptions, catalog};
        use rand::SeedableRng;
        let fresh = |t: &Table| {
            let bits: Vec<u64> = t.hands.iter().map(|h| h.bits()).collect();
            zobrist_hands(&bits)
        };
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(14);
        for (id, seats) in [("stans", 4), ("liebenau", 6), ("lungern", 4)] {
            let sys = catalog::load(id).unwrap();
            let power = Power::new(&sys, Suit::Eichel, &PowerOptions::default()).unwrap();
            for _ in 0..3 {
                let mut t = super::super::tests::random_table(&mut rng, &power, seats, 3);
                let before = t.clone();
                let mut s = Solver::new(&power, 0);
                let a = s.makes_in(&mut t);
                assert_eq!(t, before, "{id}");
                assert_eq!(s.hands_key, fresh(&t), "{id}");
                assert_eq!(a, Solver::new(&power, 0).makes(&before), "{id}");
                // Take every card of the first trick, then put them back.
                let cards: Vec<_> = (0..seats)
                    .map(|seat| (seat, t.hands[seat].iter().next().unwrap()))
                    .collect();
                for (seat, c) in &cards {
                    s.take_card(&mut t, *seat, *c);
                    assert_eq!(s.hands_key, fresh(&t), "{id}");
                }
                for (seat, c) in cards.iter().rev() {
                    s.return_card(&mut t, *seat, *c);
                }
                assert_eq!(s.hands_key, fresh(&before), "{id}");
            }
        }
    }

    /// The leader's and the tricks' words come from tables filled at compile time: the
    /// same words as mixed at the trick start, within the tables and beyond them.
    #[test]
    fn trick_start_words_are_the_mixed_words() {
        let mixed = |hands: u64, leader: usize, won: &[u8]| {
            let mut word = hands ^ mix(0x1EAD_0000 | leader as u64);
            for (p, w) in won.iter().enumerate() {
                if *w != 0 {
                    word ^= mix(0x5700_0000 | ((p as u64) << 8) | u64::from(*w));
                }
            }
            word
        };
        for leader in 0..SEATS + 2 {
            for a in 0..WON as u8 + 2 {
                for b in [0, 1, 5, 15, 16, 20] {
                    let won = [a, b, 3, 0, a, 1, 0, 0, 0, 0, 0, 2, b, 1];
                    for parties in [2, 3, 12, 14] {
                        let got = Key::of(77, leader, &won[..parties], 4);
                        assert_eq!(got.word, mixed(77, leader, &won[..parties]));
                        assert_eq!(got.depth, 4);
                    }
                }
            }
        }
    }

    #[test]
    fn zobrist_words_are_distinct() {
        let mut all: Vec<u64> = (0..SEATS)
            .flat_map(|s| (0..64).map(move |c| zobrist(s, c)))
            .collect();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), SEATS * 64);
        assert_eq!(zobrist(SEATS, 0), 0);
        assert_eq!(zobrist_hands(&[0b101, 0b10]), {
            zobrist(0, 0) ^ zobrist(0, 2) ^ zobrist(1, 1)
        });
    }
}
