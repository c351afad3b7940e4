//! A solve that does not start at a free lead: the cards already played to the trick
//! (`--played`, face up, from the first player on) and the move forced on the player to
//! move (`--lead` at the start of a trick, `--move` face up, `--down` face down). The rest
//! of the trick is searched by the engine's forced-move search ([`crate::rules::puzzle`]),
//! every trick after it by the solver; so a puzzle that starts mid-trick, a face-down one
//! too, replays here with its answer and its tempting cards (issue 16).
//!
//! Without a forced move, the player to move tries each of its moves (each legal card face
//! up, then each card face down where the system allows it now): the first that makes its
//! party's tricks gives the line, else the first move's line shows the others making theirs.

use super::{InputError, SolveArgs, parse_cards};
use crate::cards::{Card, Deck, Suit};
use crate::rules::facedown::Move;
use crate::rules::hand::Seating;
use crate::rules::puzzle::{moves_now, solve_move};
use crate::rules::solver::Solution;
use crate::rules::{Power, RuleSystem};

/// The cards on the table and the forced move, as the command line gave them.
pub(super) struct Forced {
    /// Played to the trick so far, from its leader (the first `--hand`) on.
    on_table: Vec<Card>,
    /// The move of the player to move, if forced; with its name as typed.
    mv: Option<(Move, String)>,
    /// The move came as `--lead` (its own message when not allowed).
    lead: bool,
}

impl Forced {
    /// `None` when nothing is on the table and no move is forced: a plain solve.
    pub(super) fn parse(
        a: &SolveArgs,
        system: &RuleSystem,
        trump: Suit,
        deck: Deck,
    ) -> anyhow::Result<Option<Forced>> {
        let one = |name: &str| -> anyhow::Result<Option<Card>> {
            Ok(
                parse_cards(system, Some(trump), Some(deck), &[name.to_string()])?
                    .first()
                    .copied(),
            )
        };
        let on_table = match &a.played {
            Some(list) => {
                let names: Vec<String> = list.split(',').map(|s| s.trim().to_string()).collect();
                if names.iter().any(String::is_empty) {
                    return Err(InputError::Usage(crate::t!(
                        "cli-solve-played-empty",
                        cards = list.as_str()
                    ))
                    .into());
                }
                parse_cards(system, Some(trump), Some(deck), &names)?
            }
            None => Vec::new(),
        };
        let mut mv = None;
        for (name, face_down) in [(&a.lead, false), (&a.move_card, false), (&a.down, true)] {
            if let Some(name) = name
                && let Some(card) = one(name)?
            {
                mv = Some((Move { card, face_down }, name.clone()));
            }
        }
        if on_table.is_empty() && mv.is_none() {
            return Ok(None);
        }
        Ok(Some(Forced {
            on_table,
            mv,
            lead: a.lead.is_some(),
        }))
    }

    /// The result and line: after the cards on the table, the forced move, or the best move
    /// of the player to move.
    pub(super) fn solve(&self, power: &Power, seating: &Seating) -> Result<Solution, InputError> {
        let table = &seating.table;
        let n = seating.names.len();
        // Each card on the table must be one its player may play then.
        for (k, c) in self.on_table.iter().enumerate() {
            let allowed = k < n.saturating_sub(1)
                && moves_now(power, table, &self.on_table[..k]).contains(&Move::up(*c));
            if !allowed {
                return Err(InputError::Usage(crate::t!(
                    "cli-solve-played-not-held",
                    card = c.to_string(),
                    player = seating.names[k % n].as_str()
                )));
            }
        }
        let mover = self.on_table.len();
        let player = seating.names[mover].as_str();
        if let Some((mv, name)) = &self.mv {
            return solve_move(power, table, &self.on_table, *mv).ok_or_else(|| {
                let key = match (self.lead, mv.face_down) {
                    (true, _) => "cli-solve-lead-not-held",
                    (false, false) => "cli-solve-move-not-allowed",
                    (false, true) => "cli-solve-down-not-allowed",
                };
                InputError::Usage(crate::t!(key, card = name.as_str(), player = player))
            });
        }
        // The first move that makes it for the mover's party, else the first move: a best
        // move with two parties; with more, the failing moves are not ranked by which
        // other party makes it (docs/guide.md says so).
        let goal = table.party[mover];
        let mut first = None;
        for mv in moves_now(power, table, &self.on_table) {
            let Some(sol) = solve_move(power, table, &self.on_table, mv) else {
                continue;
            };
            if sol.winner == Some(goal) {
                return Ok(sol);
            }
            first.get_or_insert(sol);
        }
        first.ok_or_else(|| InputError::Usage(crate::t!("cli-solve-no-move", player = player)))
    }
}
