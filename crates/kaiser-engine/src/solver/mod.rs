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
//!   the same leader and the same trick count is the same problem, however it was reached),
//!   keyed with **relative ranks** after the first trick (every live card moved down through
//!   the cards out of play to the lowest card of its class and group that keeps its order
//!   with every live card it meets, so positions that differ only in which cards are gone
//!   share an entry: the bridge solvers' relative ranks, a first part of partition search),
//!   and **shared by every question of one solve**: an entry keeps, per party, whether it
//!   makes its target from there, and a party that makes it answers every other party's
//!   question with "no" (it ends the hand first). The key is a 64-bit **Zobrist** word kept
//!   up to date card by card, the table open-addressed in power-of-two buckets with the
//!   whole key as check word and replacement by depth (`transpose`); on tables of more
//!   than four seats or more than two parties also **mid-trick positions** (from the
//!   trick's second card), keyed by the hands and the trick's holder alone (the cards
//!   played to it that do not hold it take no part in what follows), in a small table of
//!   their own (`midtrick`);
//! - **move ordering by quick-trick heuristics**: the cheapest card that takes the trick
//!   first, a low card when the own side (the goal party, or all the others together)
//!   already holds it, the strongest card when leading; with two parties or where who can
//!   take must take, the card that last refuted at the same depth first (killers; mid-trick
//!   on the two-party tables of four to six seats, at the same place against the same
//!   holder);
//! - **rank equivalence** (one card of a run that nothing live separates) and **lonely
//!   cards** (of two cards that are each the last of their suit in play and stand alike
//!   against the cards that take in no suit, one is tried); at tables of more than six
//!   seats, cards that do not take the trick are judged against the cards in play after
//!   it (**discards**: the cards on the table no longer separate them);
//! - **sure tricks** at every trick start, for the goal party, for each other party and for
//!   all the others together: top Stecher a party takes in a row by a schedule fixed in
//!   advance, after the tricks the others' led Stupf may win first, with any number of
//!   parties. The search trusts them, so they must never be wrong: none when who can take
//!   must take, one fewer for each Stupf, blocker or extra-taken card of the party itself (it
//!   may have to lead its own Trumpf-7 into the others' Jos, Achermann 1978 §1; issue 17).
//!   The proof is `Solver::sure_tricks`'s doc comment. The others' sure tricks also fail
//!   the goal party with two parties whose targets leave a draw, and, on tables of more
//!   than six seats, mid-trick once the goal party's seats have played (`fails_after_trick`);
//!   and, in the searches with mid-trick keys, the goal party's own sure tricks one trick
//!   early, mid-trick, whatever the rest of the trick brings (`early`);
//! - the **trick cut**: mid-trick, when no seat still to play on the side against the
//!   holder's can take the trick and the trick settles the question, the rest of the trick
//!   is not played out ("can take" from per-trick masks of the cards that beat the holder,
//!   looked up once per led card or suit and holder). See docs/performance.md.
//!
//! Every line of play handed out can be replayed against its verdict ([`check_line`]).
//!
//! Nodes are kept cheap: the trick's holder is updated card by card (one bit test in the
//! per-trick "who beats the holder" mask where the masks are exact, else
//! [`crate::trick::next_holder`]) instead of resolving the trick again, move lists
//! live on the stack and are generated in Machtposition order from the live cards kept in
//! rank space (no sort per position), per-card facts are packed in small tables of bit
//! masks, and what a trick would settle for each party is worked out once per trick.
//!
//! With more than two parties the search is *paranoid*: every other party plays against P.
//! Cards are compared only through the trick engine ([`crate::trick::winner`]), that
//! is, by Machtposition, never by card index.
//!
//! The rooms: `table` (the position, the trick being played, legal cards, a card played by
//! the masks), `moves` (the per-card table with the "who beats the holder" masks, move
//! generation and ordering), `ordered` (move lists generated in Machtposition order),
//! `sort` (a hand's cards sorted by a key), `killers` (where the search remembers the card
//! that refuted), `search` (the [`Solver`] and its card-by-card step), `bounds` (the
//! bounds and sure tricks at trick starts, the trick cut), `transpose` (the Zobrist key
//! and the transposition table), `midtrick` (the mid-trick key), `early` (the goal party's
//! sure tricks one trick early) and `solve` (the questions asked of it, one solver for all
//! of them, and [`TooBig`]). The referee is plain minimax ([`makes_plain`]) in the tests:
//! random deals of every system and of every table shape, deals with a Stupf, every sharp
//! one-trick deal, and the hard deals of the issue-14 sweep.

mod bounds;
/// What a solve may spend (positions, a deadline the caller passes, a watch that may show
/// progress or stop it) and [`GaveUp`], which says which budget ran out.
mod budget;
mod early;
mod killers;
mod midtrick;
mod moves;
mod ordered;
mod relative;
mod search;
mod solve;
mod sort;
mod table;
mod transpose;

pub use budget::{Budget, CHECK_EVERY, GaveUp};
pub use search::Solver;
/// The plain-minimax referee mid-trick, for the tests of the engine's other rooms too.
#[cfg(test)]
pub(crate) use solve::makes_plain_after;
pub use solve::{
    LineMismatch, Solution, TooBig, check_line, makes, makes_plain, max_tricks, solve,
    solve_counted, solve_with, solve_within,
};
pub use table::{MAX_SEATS, PlayRules, PlayedTrick, Table, legal, legal_down};

#[cfg(test)]
mod after_tests;
#[cfg(test)]
mod blockable_tests;
#[cfg(test)]
mod diagnose_tests;
#[cfg(test)]
mod discard_tests;
#[cfg(test)]
mod down_tests;
#[cfg(test)]
mod draw_tests;
#[cfg(test)]
mod early_tests;
#[cfg(test)]
mod midtrick_tests;
#[cfg(test)]
mod ordered_tests;
#[cfg(test)]
mod prune_tests;
#[cfg(test)]
mod shape_tests;
#[cfg(test)]
mod stupf_tests;
#[cfg(test)]
mod tests;
