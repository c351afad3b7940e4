//! Transpositions in the middle of a trick (issue 14 item 2, ninth round): the key of a
//! position part-way through a trick that leaves out the cards played to it that do not
//! hold it ([`Solver::mid_key`]), so that the failing side's cards of one trick are judged
//! as one where they lead to the same position. The search keeps these positions in a
//! table of their own (`Solver::mid_tt`, at most 4 MiB, on tables of more than four seats):
//! looked up at every position, in the big table each lookup was a miss to memory.
//!
//! Why (docs/performance-history.md, seventh round): on the tables of eight to twelve seats
//! the side that fails tries every card at each of its seats in a trick, and nearly every trick
//! start that follows is a transposition already answered (seat A lays `a` in one trick and
//! `b` in the next, or `b` then `a`). The table found it only after the whole trick had been
//! played out again; with these keys it finds it as soon as the card that completes the
//! transposition is played.

use super::search::Solver;
use super::table::{Table, Trick};
use super::transpose::Key;
use crate::system::Class;

/// SplitMix64's finaliser (as in `transpose`), for the word of the trick's state.
const fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A tag that keeps the words of mid-trick states apart from every other word of a key.
const MID: u64 = 0x4D1D_0000_0000_0000;

impl Solver<'_> {
    /// The mid-trick table's key of the position with `trick` part-way played (at least
    /// one card, not all), or `None` where the cards played so far matter beyond what the
    /// key holds (a blocker still to come in this trick). The key is the hands (the
    /// Zobrist word the search keeps card by card), the leader, the tricks won, the tricks
    /// left, and of the trick only: how many cards are on it, which of them holds it (its
    /// index and the card), the led suit (none after a led Stecher or Stupf) and, where an
    /// extra take is switched off by a Stecher played before it, whether one was.
    ///
    /// Why two positions with one key have one answer (the search trusts the table, so this
    /// must never be wrong). From here on the hand is decided by the cards still in hands,
    /// who plays next (the leader and the cards on the trick), what each party has and needs
    /// (tricks won, tricks left; the targets are the deal's, one table serves one deal), and
    /// by who takes this trick. Who takes it: the rules (`crate::trick::resolve_with`) judge
    /// each later card against the card holding the trick alone (`judge`): its class and
    /// level against the holder's, the led suit (the trick's opening), whether the holder
    /// is the led card (a led Stupf is taken only by its `taken_by` cards or a higher
    /// Stecher; a Stupf demoted in the first trick holds at its plain level; an extra take
    /// `when_led`), the holder card itself (extra takes and limits name it), and, for an
    /// extra take `unless_stecher`, whether any Stecher lies face up on the trick before the
    /// taker: all in the key (the led card is the holder when index 0 holds; the first trick is
    /// fixed by the tricks left within one deal). The cards played that do not hold take no
    /// part in any later judgement, with one exception: a blocker played later strips
    /// every earlier blockable card and lets the trick be held again by the first unblocked
    /// card that could hold it (`replay`), so while a seat still to play holds a blocker
    /// there is no key. After a blocker has been played the later cards are judged against
    /// the holder alone again. A card laid face down takes nothing and counts for nothing
    /// (`winner_down`), and whether a seat may lay one down or must take depends on the
    /// holder alone (`face_down_allowed`, `legal`). So the game from here is the same
    /// game, with the same value, for every position of the key: the search (whose every
    /// cut is sound) answers with that value. Plain minimax is the referee in
    /// `solver::midtrick_tests`.
    #[inline]
    pub(super) fn mid_key(&self, t: &Table, trick: &Trick) -> Option<Key> {
        let n = t.hands.len();
        let ct = &self.cards;
        if ct.blockers != 0 {
            let mut rest = 0u64;
            for k in trick.len()..n {
                rest |= t.hands[(t.leader + k) % n].bits();
            }
            if rest & ct.blockers != 0 {
                return None;
            }
        }
        let holder = trick.holder();
        // A card laid face down counts for nothing, so only the face-up Stecher count.
        let stecher = self.mid_stecher
            && trick.cards.as_slice().iter().enumerate().any(|(i, c)| {
                trick.down & (1 << i) == 0 && self.power.entry(*c).class == Class::Stecher
            });
        let state = MID
            | (trick.len() as u64) << 40
            | (holder as u64) << 32
            | (trick.holder_card().id() as u64) << 16
            | (trick.suit_index() as u64) << 8
            | u64::from(stecher);
        Some(Key::of(
            self.hands_key ^ mix(state),
            t.leader,
            &t.won,
            self.left,
        ))
    }
}
