//! The questions the rest of the engine asks: does a party make it ([`makes`]), how many
//! tricks ([`max_tricks`]), who wins and by which line ([`solve`]; [`solve_with`] within a
//! [`Budget`], giving up with [`GaveUp`]; [`solve_within`] with [`TooBig`]); the plain-minimax oracle ([`makes_plain`]); and the replay that checks a
//! line of play reaches the verdict it is printed with ([`check_line`]).

use super::budget::{Budget, GaveUp, Meter};
use super::moves::Moves;
use super::search::Solver;
use super::table::{PlayedTrick, Table, Trick, ctx, legal_down};
use crate::cards::{Card, CardSet};
use crate::power::Power;
use crate::trick::winner_down;
use serde::Serialize;
use smallvec::SmallVec;

/// A hand's worth of cards without touching the heap (for the plain-minimax oracle).
type Cards = SmallVec<[Card; 16]>;

/// Does party `goal` make its tricks from `table` with best play by every seat?
pub fn makes(power: &Power, table: &Table, goal: usize) -> bool {
    Solver::new(power, goal).makes(table)
}

/// The same question by plain minimax: no transposition table, no move ordering, and every
/// card tried even after the answer is known. For benchmarks and as a test oracle.
pub fn makes_plain(power: &Power, table: &Table, goal: usize) -> bool {
    let mut t = table.clone();
    plain_go(power, &mut t, &mut Cards::new(), &mut 0, goal)
}

/// [`makes_plain`] part-way through a trick: `trick` played from the leader on (its cards
/// taken out of the hands of `table`), those whose bit is set in `down` face down. The
/// referee of the solver's tests and of the puzzles' mid-trick question.
#[cfg(test)]
pub(crate) fn makes_plain_after(
    power: &Power,
    table: &Table,
    trick: &[Card],
    down: u32,
    goal: usize,
) -> bool {
    let mut t = table.clone();
    let mut cards: Cards = trick.iter().copied().collect();
    plain_go(power, &mut t, &mut cards, &mut { down }, goal)
}

/// Plain minimax from `t` with `trick` on the table (see [`makes_plain`]).
fn plain_go(power: &Power, t: &mut Table, trick: &mut Cards, down: &mut u32, goal: usize) -> bool {
    let n = t.hands.len();
    if trick.is_empty() {
        if let Some(p) = t.decided() {
            return p == goal;
        }
        if t.remaining() == 0 {
            return false;
        }
    }
    if trick.len() == n {
        let w = (t.leader + winner_down(power, trick, *down, ctx(t))) % n;
        let party = t.party[w];
        let saved = std::mem::take(trick);
        let saved_down = std::mem::take(down);
        let leader = t.leader;
        t.won[party] += 1;
        t.leader = w;
        t.played += 1;
        let r = plain_go(power, t, trick, down, goal);
        t.played -= 1;
        t.leader = leader;
        t.won[party] -= 1;
        *trick = saved;
        *down = saved_down;
        return r;
    }
    let seat = (t.leader + trick.len()) % n;
    let ours = t.party[seat] == goal;
    let mut any = false;
    let mut all = true;
    let ups = legal_down(power, t, seat, trick, *down);
    // Every card face down too, where the rules allow it (issue 15 item 3).
    let downs = if face_down_allowed(power, t, seat, trick, *down) {
        t.hands[seat]
    } else {
        CardSet::EMPTY
    };
    let bit = 1u32 << trick.len();
    for (card, face_down) in ups
        .iter()
        .map(|c| (c, false))
        .chain(downs.iter().map(|c| (c, true)))
    {
        t.hands[seat].remove(card);
        trick.push(card);
        if face_down {
            *down |= bit;
        }
        let r = plain_go(power, t, trick, down, goal);
        *down &= !bit;
        trick.pop();
        t.hands[seat].insert(card);
        any |= r;
        all &= r;
    }
    if ours { any } else { all }
}

/// Whether `seat` may lay a card face down after `trick` (with the cards in `down` laid face
/// down), by the rules alone, as the referee [`makes_plain`] and [`check_line`] read them
/// (see [`crate::facedown`]): the system allows it, the seat does not lead, and where who can
/// take must take, the seat cannot take.
pub(crate) fn face_down_allowed(
    power: &Power,
    t: &Table,
    seat: usize,
    trick: &[Card],
    down: u32,
) -> bool {
    if !power.face_down || trick.is_empty() {
        return false;
    }
    if !t.rules.must_overtake {
        return true;
    }
    let mut cards: Cards = trick.iter().copied().collect();
    let c = ctx(t);
    !t.hands[seat].iter().any(|card| {
        cards.push(card);
        let w = winner_down(power, &cards, down, c);
        cards.pop();
        w == trick.len()
    })
}

/// The most tricks party `goal` can be sure of (a series of zero-window searches with the
/// target moved one trick at a time; the hand is played to its last trick). The searches
/// share one transposition table of trick-count bounds, so each finds what the ones before
/// it learnt.
pub fn max_tricks(power: &Power, table: &Table, goal: usize) -> u8 {
    max_tricks_counted(power, table, goal, true).0
}

/// [`max_tricks`] with the positions searched; `shared`: one table for every target (else
/// a table each, as before, to compare).
pub(super) fn max_tricks_counted(
    power: &Power,
    table: &Table,
    goal: usize,
    shared: bool,
) -> (u8, u64) {
    let total = table.remaining() + table.won[goal];
    let mut best = table.won[goal];
    let mut nodes = 0u64;
    let mut t = table.clone();
    // One solver for every target: its per-card tables built once. Shared, its table keeps
    // trick-count bounds from target to target; else it is emptied for each target.
    let mut s = Solver::new(power, goal);
    s.counting = shared;
    for k in table.won[goal] + 1..=total {
        // Only this party's count ends the hand: the others' targets are out of reach.
        for (p, need) in t.need.iter_mut().enumerate() {
            *need = if p == goal { k } else { u8::MAX };
        }
        if shared {
            s.ask(goal, Budget::default(), 0);
        } else {
            s.restart(Budget::default());
        }
        let ok = s.makes_in(&mut t);
        nodes += s.nodes;
        if ok {
            best = k;
        } else {
            break;
        }
    }
    (best, nodes)
}

/// The result of [`solve`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Solution {
    /// The party that makes its tricks whatever the others do, if one can.
    pub winner: Option<usize>,
    /// A line of best play to the end of the hand.
    pub line: Vec<PlayedTrick>,
}

/// A deal too big to solve within the budget.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("more than {0} positions without an answer")]
pub struct TooBig(pub u64);

/// Two parties whose targets add up to one trick more than the tricks (won and to play):
/// exactly one makes it, so one search answers for both. With targets adding up to more
/// (3 and 3 of 4), neither may make it: both are asked.
fn exclusive(table: &Table) -> bool {
    table.parties() == 2
        && table.need[0] as usize + table.need[1] as usize
            == table.remaining() as usize + table.won.iter().map(|w| *w as usize).sum::<usize>() + 1
}

/// [`solve`], giving up after `budget` positions (counted over the whole solve): the
/// positions-only form of [`solve_with`].
pub fn solve_within(power: &Power, table: &Table, budget: u64) -> Result<Solution, TooBig> {
    solve_with(power, table, Budget::positions(budget)).map_err(|_| TooBig(budget))
}

/// [`solve`] within `budget` (positions over the whole solve, a deadline, a watch), or which
/// budget ran out ([`GaveUp`]).
pub fn solve_with(power: &Power, table: &Table, budget: Budget) -> Result<Solution, GaveUp> {
    solve_counted(power, table, budget).0
}

/// [`solve_with`], with the positions searched (every question and the line; for
/// benchmarks such as `examples/sweep.rs`).
pub fn solve_counted(
    power: &Power,
    table: &Table,
    budget: Budget,
) -> (Result<Solution, GaveUp>, u64) {
    let exclusive = exclusive(table);
    let mut used = 0u64;
    // One solver and one transposition table for every question: what one learns answers
    // the others, and the per-card tables are built once.
    let mut s = Solver::new(power, 0);
    let mut t = table.clone();
    for p in 0..table.parties() {
        s.ask(p, budget, used);
        let ok = s.makes_in(&mut t);
        if ok || exclusive {
            let line = if s.gave_up().is_none() {
                principal_line(&mut s, table)
            } else {
                Vec::new()
            };
            let used = used.saturating_add(s.nodes);
            if let Some(g) = s.gave_up() {
                return (Err(g), used);
            }
            let winner = Some(if ok { p } else { 1 - p });
            return (Ok(Solution { winner, line }), used);
        }
        used = used.saturating_add(s.nodes);
        if let Some(g) = s.gave_up() {
            return (Err(g), used);
        }
    }
    s.ask(0, budget, used);
    let line = principal_line(&mut s, table);
    let used = used.saturating_add(s.nodes);
    match s.gave_up() {
        Some(g) => (Err(g), used),
        None => (Ok(Solution { winner: None, line }), used),
    }
}

/// Which party makes its tricks with best play, and a principal line.
///
/// With two parties one of them always can (their targets leave no draw). With more, a party
/// that cannot force its tricks against all the others together may still make them when
/// the others play for themselves; then `winner` is `None`.
pub fn solve(power: &Power, table: &Table) -> Solution {
    let mut found = None;
    let exclusive = exclusive(table);
    // One solver and one transposition table for every question (see `solve_counted`).
    let mut s = Solver::new(power, 0);
    let mut t = table.clone();
    for p in 0..table.parties() {
        s.ask(p, Budget::default(), 0);
        let ok = s.makes_in(&mut t);
        if ok || exclusive {
            found = Some(if ok { p } else { 1 - p });
            break;
        }
    }
    if found.is_none() {
        // Nobody can force it: show the line where party 0 plays for its tricks.
        s.ask(0, Budget::default(), 0);
    }
    let line = principal_line(&mut s, table);
    Solution {
        winner: found,
        line,
    }
}

impl<'p> Solver<'p> {
    /// Ask the same deal about party `goal` within `budget`, after `base` positions of the
    /// same solve: the per-card tables and the transposition table are kept (an entry
    /// answers every party's question, see `Known`), the count starts again.
    pub(super) fn ask(&mut self, goal: usize, budget: Budget<'p>, base: u64) {
        self.goal = goal;
        self.nodes = 0;
        self.aborted = false;
        self.meter = Meter::new(budget, base);
    }

    /// [`Solver::makes`] on a position the caller lends instead of a copy of it (the search
    /// leaves it as it was): for callers that ask many questions (`kaiser odds`, `solve`).
    pub fn makes_in(&mut self, table: &mut Table) -> bool {
        self.recount(table, &[]);
        self.trick_start(table, &mut Trick::default())
    }

    /// [`Solver::makes_in`] within the budget: `None` when it ran out.
    pub fn try_makes_in(&mut self, table: &mut Table) -> Option<bool> {
        let r = self.makes_in(table);
        (!self.aborted).then_some(r)
    }
}

/// Replay from `table`: the goal party picks a card that keeps its result, the others the
/// card the move ordering likes best among those that keep theirs.
fn principal_line(s: &mut Solver, table: &Table) -> Vec<PlayedTrick> {
    let mut t = table.clone();
    let mut out = Vec::new();
    let n = t.hands.len();
    while t.decided().is_none() && t.remaining() > 0 {
        s.recount(&t, &[]);
        let mut trick = Trick::default();
        let mut seats = Vec::with_capacity(n);
        let target = s.trick_start(&mut t, &mut Trick::default());
        let ctx = ctx(&t);
        while trick.len() < n {
            let seat = Solver::seat(&t, &trick);
            let mut moves = Moves::default();
            let takers = s.takers_here(&t, &trick);
            s.moves(&t, seat, &mut trick, takers, &mut moves);
            let mut down = Moves::default();
            s.down_moves(&t, seat, &mut trick, takers, &mut down);
            let up = moves.len();
            let mut chosen = (moves.items[0], false);
            for (i, card) in moves.as_slice().iter().chain(down.as_slice()).enumerate() {
                s.take_card(&mut t, seat, *card);
                if i < up {
                    trick.push(s.power, *card, ctx);
                } else {
                    trick.push_down(*card);
                }
                let r = s.step(&mut t, &mut trick);
                trick.pop();
                s.return_card(&mut t, seat, *card);
                if r == target {
                    chosen = (*card, i >= up);
                    break;
                }
            }
            s.take_card(&mut t, seat, chosen.0);
            if chosen.1 {
                trick.push_down(chosen.0);
            } else {
                trick.push(s.power, chosen.0, ctx);
            }
            seats.push(seat);
        }
        let w = (t.leader + trick.holder()) % n;
        t.won[t.party[w]] += 1;
        t.leader = w;
        t.played += 1;
        out.push(PlayedTrick {
            seats,
            cards: trick.cards.as_slice().to_vec(),
            winner: w,
            face_down: trick.down,
        });
    }
    out
}

/// Why a line of play does not stand behind its verdict ([`check_line`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LineMismatch {
    /// Trick `trick` (0-based) is not legal play from the hands: a seat out of turn, a card
    /// not held or not allowed, or a wrong winner.
    #[error("trick {trick} of the line is not legal play from these hands")]
    Illegal {
        /// The trick, 0-based.
        trick: usize,
    },
    /// The line, played out, decides the hand for another party than the verdict says.
    #[error("the line ends with {reached:?} reaching its tricks, the verdict says {claimed:?}")]
    Verdict {
        /// The party the verdict names (`None`: nobody can force it).
        claimed: Option<usize>,
        /// The party that reaches its tricks when the line is played out.
        reached: Option<usize>,
    },
}

/// Replay `sol`'s line from `table` with the trick engine and compare: every trick legal
/// play from the hands with the winner stated, and the tricks won giving the verdict (the
/// first party to reach its target is `sol.winner`; with no winner, nothing is checked
/// beyond legality). Never panics.
pub fn check_line(power: &Power, table: &Table, sol: &Solution) -> Result<(), LineMismatch> {
    let mut t = table.clone();
    let n = t.hands.len();
    let mut reached = t.decided();
    for (i, trick) in sol.line.iter().enumerate() {
        let illegal = LineMismatch::Illegal { trick: i };
        if reached.is_some()
            || n == 0
            || trick.seats.len() != n
            || trick.cards.len() != n
            || trick.seats.first() != Some(&t.leader)
        {
            return Err(illegal);
        }
        for (k, (seat, card)) in trick.seats.iter().zip(&trick.cards).enumerate() {
            let allowed = if trick.is_down(k) {
                face_down_allowed(power, &t, *seat, &trick.cards[..k], trick.face_down)
                    && t.hands[*seat].contains(*card)
            } else {
                legal_down(power, &t, *seat, &trick.cards[..k], trick.face_down).contains(*card)
            };
            if *seat != (t.leader + k) % n || !allowed {
                return Err(illegal);
            }
            t.hands[*seat].remove(*card);
        }
        let w = (t.leader + winner_down(power, &trick.cards, trick.face_down, ctx(&t))) % n;
        if w != trick.winner {
            return Err(illegal);
        }
        t.won[t.party[w]] += 1;
        t.leader = w;
        t.played += 1;
        reached = t.decided();
    }
    if sol.winner.is_some() && reached != sol.winner {
        return Err(LineMismatch::Verdict {
            claimed: sol.winner,
            reached,
        });
    }
    Ok(())
}
