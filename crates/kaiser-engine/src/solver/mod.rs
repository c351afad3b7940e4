//! The double-dummy solver: with every hand known, does a party make its tricks against best
//! defence, and by which line of play?
//!
//! Kaisern has no duty to follow suit (`001_…` §4, `003_…` §4: "in dem wahren Kaiserspiele
//! … nicht gestochen werden muß"), so every card in hand is a legal play, except where a
//! system says otherwise ([`PlayRules`]). The search is the bridge solvers' recipe (DDS):
//! - a **boolean (zero-window) search**: "does party P reach its target?", an AND/OR tree
//!   where P's seats need one good card and the others must all fail; the exact number of
//!   tricks, when asked, comes from a series of such searches ([`max_tricks`]);
//! - a **transposition table** at trick boundaries (the same cards left in the same hands with
//!   the same leader and the same trick count is the same problem, however it was reached);
//! - **move ordering by quick-trick heuristics**: the cheapest card that takes the trick
//!   first, a low card when the partner already holds it, the strongest card when leading;
//! - **rank equivalence** (one card of a run that nothing live separates) and **sure tricks**
//!   (top Stecher) at every trick start. The sure tricks are a bound the search trusts, so
//!   they must never be wrong: none when another party holds a Stupf or a blocker or when who
//!   can take must take, and one fewer for each Stupf or blocker of the party itself (it may
//!   have to lead its own Trumpf-7 into the others' Jos, Achermann 1978 §1; issue 17). See
//!   `Solver::sure_tricks` and docs/performance.md.
//!
//! Every line of play handed out can be replayed against its verdict ([`check_line`]).
//!
//! Nodes are kept cheap: the trick's holder is updated card by card
//! ([`crate::trick::next_holder`]) instead of resolving the trick again, move lists
//! live on the stack, and per-card facts are packed in small tables of bit masks.
//!
//! With more than two parties the search is *paranoid*: every other party plays against P.
//! Cards are compared only through the trick engine ([`crate::trick::winner`]), that
//! is, by Machtposition, never by card index.
//!
//! The rooms: `table` (the position, the trick being played, legal cards), `moves` (the
//! per-card table, move generation and ordering), `search` (the [`Solver`], its
//! transposition table and bounds) and `solve` (the questions asked of it and [`TooBig`]).

mod moves;
mod search;
mod solve;
mod table;

pub use search::Solver;
pub use solve::{
    LineMismatch, Solution, TooBig, check_line, makes, makes_plain, max_tricks, solve, solve_within,
};
pub use table::{MAX_SEATS, PlayRules, PlayedTrick, Table, legal};

#[cfg(test)]
mod shape_tests;
#[cfg(test)]
mod stupf_tests;
#[cfg(test)]
mod tests;
