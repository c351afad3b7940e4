//! The face-down sieve (issue 16): which mid-trick positions of one scanned trick of a deal
//! can be face-down puzzles, asked cheaply before [`super::cut::judge`] does the whole work.
//! It keeps exactly the positions `judge` keeps (`sieve_tests`), so a deal gives the same
//! puzzle with it as without it, only sooner.
//!
//! A position is a face-down puzzle with one card to lay down when every card of the mover
//! played face up fails and exactly one card laid face down makes the party's tricks. Asked
//! in this order, cheapest first:
//! - **no solve**: a card laid face down takes nothing, so it differs from the same card
//!   played face up only where some way of finishing the trick is won by another seat
//!   ([`differs`]). Where no card of the mover
//!   differs, every face-down move is a face-up one and the position is no puzzle; and only
//!   a card that differs can be the answer (its face-up twin fails);
//! - **the cards that differ, laid face down**: no good one, or two, and it is no puzzle
//!   (most positions end here, after one or two questions);
//! - **every card face up**: one that makes it, and it is no puzzle.
//!
//! The questions of every position of the trick go to one [`Solver`] (party 0's: with
//! three tricks left exactly one party makes it, so its answer is party 1's too), whose transposition table keeps
//! what one question learnt of the trick starts after it for the next: the positions of
//! one trick share almost all of them.

use super::lead::{after, moves_now};
use crate::cards::Card;
use crate::facedown::Move;
use crate::power::Power;
use crate::solver::{PlayRules, Solver, Table};
use crate::trick::{MAX_TRICK, TrickContext, winner};

/// The sieve of one trick: its start as every puzzle of it asks it, and a solver per party.
pub struct Sieve<'p> {
    power: &'p Power,
    /// The trick start: the hands before anyone played to it, seats as dealt.
    start: Table,
    /// The solver of each party's questions, made at its first question (most tricks ask
    /// none). With an odd number of tricks left each party needs the majority, exactly one
    /// makes it, and party 0's solver answers for both (its "no" is party 1's "yes").
    solvers: [Option<Solver<'p>>; 2],
}

impl<'p> Sieve<'p> {
    /// The sieve of the trick about to start at `t` (two parties, no card played to it
    /// yet), asked as [`super::Puzzle::table`] asks each of its positions: each party
    /// needing the majority of the tricks left, nothing won yet, the trick counted as a
    /// hand's first and the default play rules (the same table up to the seats' numbering).
    pub fn new(power: &'p Power, t: &Table) -> Sieve<'p> {
        let n = t.hands.len();
        let need = t.remaining() / 2 + 1;
        let start = Table {
            hands: t.hands.clone(),
            party: (0..n).map(|s| s % 2).collect(),
            need: vec![need, need],
            won: vec![0, 0],
            leader: t.leader,
            played: 0,
            rules: PlayRules::default(),
        };
        Sieve {
            power,
            start,
            solvers: [None, None],
        }
    }

    /// Whether the position with `on_table` played face up from the trick's leader on is a
    /// face-down puzzle with one card to lay down (see the module header).
    pub fn keeps(&mut self, on_table: &[Card]) -> bool {
        let n = self.start.hands.len();
        if !self.power.face_down || on_table.is_empty() || on_table.len() >= n {
            return false;
        }
        let all = moves_now(self.power, &self.start, on_table);
        let downs: Vec<Move> = all
            .iter()
            .filter(|m| m.face_down && differs(self.power, &self.start, on_table, m.card))
            .copied()
            .collect();
        if downs.is_empty() {
            return false;
        }
        let mut good = 0;
        for mv in downs {
            good += usize::from(self.makes(on_table, mv));
            if good > 1 {
                return false;
            }
        }
        good == 1
            && all
                .iter()
                .filter(|m| !m.face_down)
                .all(|mv| !self.makes(on_table, *mv))
    }

    /// Does the mover's party make it after move `mv` of the mover after `on_table`?
    fn makes(&mut self, on_table: &[Card], mv: Move) -> bool {
        let t = &self.start;
        let n = t.hands.len();
        let goal = t.party[(t.leader + on_table.len()) % n];
        let mut trick = on_table.to_vec();
        let down = u32::from(mv.face_down) << trick.len();
        trick.push(mv.card);
        let power = self.power;
        let asks = if t.remaining() % 2 == 1 { 0 } else { goal };
        let solver = self.solvers[asks].get_or_insert_with(|| Solver::new(power, asks));
        let made = if trick.len() == n {
            let (next, _) = after(power, t, &trick, down);
            match next.decided() {
                Some(p) => p == asks,
                None => next.remaining() > 0 && solver.makes(&next),
            }
        } else {
            let mut rest = t.clone();
            for (k, c) in trick.iter().enumerate() {
                rest.hands[(t.leader + k) % n].remove(*c);
            }
            solver.makes_after_down(&rest, &trick, down)
        };
        made == (goal == asks)
    }
}

/// Whether `card` laid face down after `trick` (face up, from `t.leader` on) can end the
/// trick otherwise than `card` played face up, at a table where who can take need not take
/// (the puzzles' table, [`Sieve::new`]): every seat after it may then play any card it holds
/// face up or lay one face down, whatever the mover did, and a card laid face down counts
/// for nothing ([`crate::trick::winner_down`]: the trick is the trick of its face-up cards). So the two
/// moves differ only where some choice of the later seats (each a card face up, or none) is
/// won by another seat with the card face up than without it; where none is, they leave the
/// same hands and the same next leader, and are one move.
pub fn differs(power: &Power, t: &Table, trick: &[Card], card: Card) -> bool {
    let n = t.hands.len();
    let k = trick.len();
    if k + 1 > n || t.rules.must_overtake {
        // Who can take must take: the later seats' moves depend on the card too.
        return true;
    }
    let ctx = TrickContext {
        first_trick: t.played == 0,
    };
    // The face-up cards with the card and their seats; without it, the same less one.
    let mut cards = [card; MAX_TRICK];
    let mut seats = [0usize; MAX_TRICK];
    for (i, c) in trick.iter().enumerate() {
        cards[i] = *c;
        seats[i] = (t.leader + i) % n;
    }
    cards[k] = card;
    seats[k] = (t.leader + k) % n;
    let seat = (t.leader + k + 1) % n;
    later_differs(power, t, ctx, &mut cards, &mut seats, k + 1, k, seat)
}

/// [`differs`] with `len` face-up cards so far (the mover's at `mine`) and `seat` to
/// choose next (the trick's leader again: every seat has chosen).
#[allow(clippy::too_many_arguments)]
fn later_differs(
    power: &Power,
    t: &Table,
    ctx: TrickContext,
    cards: &mut [Card; MAX_TRICK],
    seats: &mut [usize; MAX_TRICK],
    len: usize,
    mine: usize,
    seat: usize,
) -> bool {
    let n = t.hands.len();
    if seat == t.leader {
        let with = seats[winner(power, &cards[..len], ctx)];
        let mut without = [cards[0]; MAX_TRICK];
        let mut at = [0usize; MAX_TRICK];
        let mut m = 0;
        for i in (0..len).filter(|i| *i != mine) {
            without[m] = cards[i];
            at[m] = seats[i];
            m += 1;
        }
        return with != at[winner(power, &without[..m], ctx)];
    }
    let after = (seat + 1) % n;
    // The seat lays a card face down (it is not in the trick of the face-up cards) ...
    if later_differs(power, t, ctx, cards, seats, len, mine, after) {
        return true;
    }
    // ... or plays one face up.
    for c in t.hands[seat].iter() {
        cards[len] = c;
        seats[len] = seat;
        if later_differs(power, t, ctx, cards, seats, len + 1, mine, after) {
            return true;
        }
    }
    false
}

#[cfg(test)]
#[path = "sieve_tests.rs"]
mod tests;
