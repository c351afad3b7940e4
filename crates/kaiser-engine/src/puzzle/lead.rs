//! A forced lead: does the leader's party make its tricks after leading one given card, and
//! the line of best play that shows it (for a right answer, the defence's best try; for a
//! wrong one, the refutation). Built on the solver's public API: the rest of the first trick
//! is searched here (the goal party's seats need one good card, the others must all fail),
//! every position after it by [`crate::solver::makes`] and [`crate::solver::solve`].
//!
//! Where the system allows face-down play (the Power's `face_down`), every seat after the
//! leader may also lay a card face down in the first trick, as the solver lets it in the
//! later ones (issue 16 item 2): it takes nothing and counts for nothing
//! ([`crate::trick::winner_down`]); where who can take must take, not when it can take
//! (reading 30). The leader never lays a card face down (reading 29).
//!
//! A face-down puzzle starts mid-trick: [`move_makes`] and [`solve_move`] ask the same
//! question of the seat to move after the cards already on the table, and of a move face up
//! or face down.

use crate::cards::Card;
use crate::facedown::Move;
use crate::power::Power;
use crate::solver::{PlayedTrick, Solution, Table, legal, legal_down, makes, solve};
use crate::trick::{TrickContext, winner_down};

fn ctx(t: &Table) -> TrickContext {
    TrickContext {
        first_trick: t.played == 0,
    }
}

/// The table after `trick` (complete, led by `t.leader`, the cards of `down`'s bits face
/// down) is played, and its winning seat.
pub(super) fn after(power: &Power, t: &Table, trick: &[Card], down: u32) -> (Table, usize) {
    let n = t.hands.len();
    let w = (t.leader + winner_down(power, trick, down, ctx(t))) % n;
    let mut next = t.clone();
    for (k, c) in trick.iter().enumerate() {
        next.hands[(t.leader + k) % n].remove(*c);
    }
    next.won[t.party[w]] += 1;
    next.leader = w;
    next.played += 1;
    (next, w)
}

/// The moves of `seat` after `trick` (cards of `down`'s bits face down): each legal card
/// face up, then, where the system allows it, each card it holds face down (none when who
/// can take must take and it can take, reading 30).
pub(super) fn moves(
    power: &Power,
    t: &Table,
    seat: usize,
    trick: &[Card],
    down: u32,
) -> Vec<(Card, bool)> {
    let mut held = t.hands[seat];
    for c in trick {
        held.remove(*c);
    }
    let up: Vec<Card> = legal_down(power, t, seat, trick, down)
        .iter()
        .filter(|c| held.contains(*c))
        .collect();
    let mut out: Vec<(Card, bool)> = up.iter().map(|c| (*c, false)).collect();
    if power.face_down && !trick.is_empty() {
        let i = trick.len();
        let takes = |c: Card| {
            let mut cards = trick.to_vec();
            cards.push(c);
            winner_down(power, &cards, down, ctx(t)) == i
        };
        let may = !t.rules.must_overtake || !held.iter().any(takes);
        if may {
            out.extend(held.iter().map(|c| (c, true)));
        }
    }
    out
}

/// Does party `goal` make it from the table after the trick so far (`trick`, from the
/// leader on, the cards of `down`'s bits face down) is completed with best play?
fn rest(power: &Power, t: &Table, trick: &mut Vec<Card>, down: u32, goal: usize) -> bool {
    let n = t.hands.len();
    if trick.len() == n {
        let (next, _) = after(power, t, trick, down);
        return match next.decided() {
            Some(p) => p == goal,
            None => next.remaining() > 0 && makes(power, &next, goal),
        };
    }
    let seat = (t.leader + trick.len()) % n;
    let ours = t.party[seat] == goal;
    for (card, face_down) in moves(power, t, seat, trick, down) {
        let d = down | (u32::from(face_down) << trick.len());
        trick.push(card);
        let r = rest(power, t, trick, d, goal);
        trick.pop();
        if ours && r {
            return true;
        }
        if !ours && !r {
            return false;
        }
    }
    !ours
}

/// Does the leader's party make its tricks when the leader leads `card`? `None` when the
/// leader may not lead it (not held, or not allowed now).
pub fn lead_makes(power: &Power, table: &Table, card: Card) -> Option<bool> {
    if table.hands.is_empty()
        || table.remaining() == 0
        || !legal(power, table, table.leader, &[]).contains(card)
    {
        return None;
    }
    let goal = table.party[table.leader];
    Some(rest(power, table, &mut vec![card], 0, goal))
}

/// The seat to move mid-trick: the one after the cards already on the table (`on_table`,
/// face up, from `table.leader` on), if `mv` is one of its moves now.
fn mover(power: &Power, table: &Table, on_table: &[Card], mv: Move) -> Option<usize> {
    let n = table.hands.len();
    if n == 0 || on_table.len() >= n || table.remaining() == 0 {
        return None;
    }
    let seat = (table.leader + on_table.len()) % n;
    let ok = if on_table.is_empty() {
        !mv.face_down && legal(power, table, seat, &[]).contains(mv.card)
    } else {
        moves(power, table, seat, on_table, 0).contains(&(mv.card, mv.face_down))
    };
    ok.then_some(seat)
}

/// Does the party of the seat to move make its tricks when it makes move `mv` (a card face
/// up, or laid face down) after the cards already on the table in this trick (`on_table`,
/// face up, played in turn from `table.leader` on; empty: the seat leads)? The mid-trick
/// question of a face-down puzzle. `None` when the seat may not make the move (not held, a
/// face-down lead, face-down play not in the system, or who can take must take).
pub fn move_makes(power: &Power, table: &Table, on_table: &[Card], mv: Move) -> Option<bool> {
    let seat = mover(power, table, on_table, mv)?;
    let goal = table.party[seat];
    let mut trick = on_table.to_vec();
    let down = u32::from(mv.face_down) << trick.len();
    trick.push(mv.card);
    Some(rest(power, table, &mut trick, down, goal))
}

/// Every move of the seat to move after `on_table` ([`move_makes`]): each legal card face
/// up, then, where the system allows it now, each card face down.
pub fn moves_now(power: &Power, table: &Table, on_table: &[Card]) -> Vec<Move> {
    let n = table.hands.len();
    if n == 0 || on_table.len() >= n {
        return Vec::new();
    }
    let seat = (table.leader + on_table.len()) % n;
    if on_table.is_empty() {
        return legal(power, table, seat, &[])
            .iter()
            .map(Move::up)
            .collect();
    }
    moves(power, table, seat, on_table, 0)
        .into_iter()
        .map(|(card, face_down)| Move { card, face_down })
        .collect()
}

/// The result and a line of best play when the leader leads `card`: the first trick's
/// other cards chosen so that each side keeps its result (the goal party a card that still
/// makes it, the defence one that still beats it), then [`solve`]'s line. The winner is the
/// leader's party when the lead makes it; otherwise the other party where two parties' targets
/// leave no draw, else whoever [`solve`] finds after the first trick.
/// `None` when the leader may not lead `card`.
pub fn solve_lead(power: &Power, table: &Table, card: Card) -> Option<Solution> {
    solve_move(power, table, &[], Move::up(card))
}

/// [`solve_lead`] mid-trick: the result and a line of best play when the seat to move
/// after `on_table` makes move `mv` ([`move_makes`]). The line's first trick holds the
/// cards on the table too, from `table.leader` on. `None` when the seat may not make it.
pub fn solve_move(power: &Power, table: &Table, on_table: &[Card], mv: Move) -> Option<Solution> {
    let value = move_makes(power, table, on_table, mv)?;
    let n = table.hands.len();
    let goal = table.party[(table.leader + on_table.len()) % n];
    let mut trick = on_table.to_vec();
    let mut seats: Vec<usize> = (0..trick.len()).map(|k| (table.leader + k) % n).collect();
    let mut down = u32::from(mv.face_down) << trick.len();
    seats.push((table.leader + trick.len()) % n);
    trick.push(mv.card);
    while trick.len() < n {
        let seat = (table.leader + trick.len()) % n;
        let options = moves(power, table, seat, &trick, down);
        let mut chosen = options.first().copied();
        for (c, face_down) in &options {
            let d = down | (u32::from(*face_down) << trick.len());
            trick.push(*c);
            let r = rest(power, table, &mut trick, d, goal);
            trick.pop();
            if r == value {
                chosen = Some((*c, *face_down));
                break;
            }
        }
        let (c, face_down) = chosen?;
        down |= u32::from(face_down) << trick.len();
        trick.push(c);
        seats.push(seat);
    }
    let (next, w) = after(power, table, &trick, down);
    let mut line = vec![PlayedTrick {
        seats,
        cards: trick,
        winner: w,
        face_down: down,
    }];
    let mut rest_winner = next.decided();
    if rest_winner.is_none() && next.remaining() > 0 {
        let sol = solve(power, &next);
        rest_winner = sol.winner;
        line.extend(sol.line);
    }
    // Two parties whose targets leave no draw: when the lead fails, the other party makes
    // it. Otherwise the line after the first trick says who does, if anyone.
    let total = table.remaining() as usize + table.won.iter().map(|w| *w as usize).sum::<usize>();
    let exclusive =
        table.parties() == 2 && table.need.iter().map(|n| *n as usize).sum::<usize>() == total + 1;
    let winner = if value {
        Some(goal)
    } else if exclusive {
        Some(1 - goal)
    } else {
        rest_winner.filter(|p| *p != goal)
    };
    Some(Solution { winner, line })
}
