//! Small helpers of move generation (`moves`): sorting a hand's handful of cards by a key
//! without the library's general sort, and counting two bits without a population count.

use crate::cards::Card;

/// Whether `m` has exactly two bits set (without a population count, which this target
/// computes in about a dozen instructions: docs/performance.md).
#[inline(always)]
pub(super) fn two_bits(m: u64) -> bool {
    let rest = m & m.wrapping_sub(1);
    rest != 0 && rest & rest.wrapping_sub(1) == 0
}

/// Sort cards by `key` (at most 25 bits, computed once per card), then by id. A hand is a
/// handful of cards: the keys live on the stack, packed with the id, and an insertion sort
/// beats the library's general sort at this size.
pub(super) fn sort_by_key(cards: &mut [Card], mut key: impl FnMut(Card) -> u32) {
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
