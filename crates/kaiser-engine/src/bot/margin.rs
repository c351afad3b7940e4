//! The `best` player's tie-break by a margin of one trick ([`super::Sampling::margin`]):
//! among cards that win in as many sampled deals, the one that also makes one trick more
//! (where the hand is mostly made) or one fewer (where it mostly fails) in fresh deals.

use super::{Knowledge, sample};
use crate::cards::Card;
use crate::deal::Hand;
use crate::solver::{Budget, Solver};
use rand::Rng;

/// Among `tied` cards (indices into `legal`, weakest first) that win in as many sampled deals
/// as each other, the one whose party makes one trick more (`shift` 1, where the party makes
/// in most deals: a margin against the others' play, which the sampled deals see too well) or
/// one trick fewer (`shift` -1, where it fails in most: the hand kept close, so a slip of the
/// others can still give it) in the most of `samples` fresh deals; among equals the weakest.
/// Only at tables of two parties whose targets together exceed the tricks by one (each trick
/// count makes exactly one party's target, so both targets move by `shift` together); `None`
/// elsewhere, or with fewer than two tied cards.
#[allow(clippy::too_many_arguments)]
pub(super) fn by_margin(
    hand: &Hand,
    seat: usize,
    seen: &Knowledge,
    legal: &[Card],
    tied: &[usize],
    samples: usize,
    shift: i8,
    rng: &mut impl Rng,
) -> Option<usize> {
    let t0 = &hand.table;
    if tied.len() < 2 || t0.need.len() != 2 || samples == 0 {
        return None;
    }
    let party = t0.party[seat];
    let other = 1 - party;
    // The seat to play still holds its card of the current trick: the longest hand counts
    // the tricks left with it.
    let tricks = t0.hands.iter().map(|h| h.len()).max().unwrap_or(0) + usize::from(t0.played);
    let (mine, theirs) = (t0.need[party] as i16, t0.need[other] as i16);
    if mine + theirs != tricks as i16 + 1 {
        return None;
    }
    let (mine, theirs) = (mine + i16::from(shift), theirs - i16::from(shift));
    if mine < 1 || theirs < 1 {
        return None;
    }
    let mut table = t0.clone();
    table.need[party] = mine as u8;
    table.need[other] = theirs as u8;
    let mut score = vec![0usize; tied.len()];
    let mut solver = Solver::new(&hand.power, party);
    for _ in 0..samples {
        let hands = sample(hand, seat, seen, rng);
        solver.restart(Budget::default());
        for (k, i) in tied.iter().enumerate() {
            let mut t = table.clone();
            t.hands = hands.clone();
            t.hands[seat].remove(legal[*i]);
            let mut trick = hand.current.clone();
            trick.push(legal[*i]);
            if solver.makes_after(&t, &trick) {
                score[k] += 1;
            }
        }
    }
    // The first of the most (the tied cards come weakest first).
    let top = *score.iter().max()?;
    let k = score.iter().position(|s| *s == top)?;
    Some(tied[k])
}
