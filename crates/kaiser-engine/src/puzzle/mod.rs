//! Puzzles cut from solved deals: a position a few tricks before the end of a real deal of a
//! system, with every hand open, where exactly one card (or one set of equivalent cards)
//! makes the leader's party its tricks against best defence and at least one tempting card
//! fails (issue 16).
//!
//! - [`lead`]: the forced lead ([`lead_makes`], [`solve_lead`]) on the solver's public API;
//! - [`mine()`](mine::mine): seeded random deals played by the quick bot to a few tricks
//!   before the end, kept when the lead has one answer, graded ([`Grade`]) and tagged by
//!   [`Theme`];
//! - [`cut`], [`sieve`]: face-down puzzles cut from play, the positions sifted cheaply
//!   before the full judgement; [`embed`]: a puzzle's history replayed;
//! - [`down`]: face-down puzzles, which start mid-trick with cards already on the table
//!   ([`Puzzle::on_table`]) and whose answer lays a card face down;
//! - [`verify`]: the check every shipped puzzle passes (`kaiser check`).
//!
//! A puzzle's position is a hand of its own: the seats in play order with the seat to move
//! first (it leads), two parties alternating round the table (the mover's party is party 0),
//! and each party needing the majority of the tricks left, which is what the real deal
//! asked when the tricks so far were split evenly. So `kaiser solve` with the same hands
//! and parties asks the same question.

pub mod cut;
pub mod down;
pub mod embed;
pub mod lead;
pub mod mine;
pub mod sieve;
pub mod theme;
pub mod view;

pub use lead::{lead_makes, move_makes, moves_now, solve_lead, solve_move};
pub use mine::{Mined, mine, mine_matching, mine_view_matching};
pub use theme::Theme;

use crate::cards::{Card, CardSet, Deck, Suit};
use crate::power::{Power, PowerError, PowerOptions};
use crate::solver::{PlayRules, Table};
use crate::system::{Class, RuleSystem};
use serde::Serialize;

/// Tricks left in a mined position (few, so that every candidate lead solves fast).
pub const TRICKS_LEFT: usize = 3;

/// The highest level (levels run from 1).
pub const MAX_LEVEL: u8 = 3;

/// A puzzle: the position, its answer and the tempting wrong cards, with grade and themes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Puzzle {
    /// The rule system.
    pub system: String,
    /// The seed of the deal it was cut from.
    pub seed: u64,
    /// The deck dealt.
    pub deck: Deck,
    /// The trump suit.
    pub trump: Suit,
    /// The cards of each seat in play order; seat 0 is to move and leads.
    pub hands: Vec<Vec<Card>>,
    /// The tricks played before the position, each from its leader on (for the themes
    /// that look back, such as "de-n-alte na").
    pub earlier: Vec<Vec<Card>>,
    /// The card or equivalent cards that make the tricks.
    pub answer: Vec<Card>,
    /// Tempting cards that fail.
    pub wrong: Vec<Card>,
    /// The grade.
    pub grade: Grade,
    /// The themes the position shows.
    pub themes: Vec<Theme>,
    /// View-only: the mover sees only its hand, what the partners' rule shows of its
    /// partners' cards and the earlier tricks ([`view`]); `false`: every hand open.
    pub view: bool,
    /// The Banner in the hands that were not announced: each is what the system makes of
    /// an unannounced Kaiser (a plain 10 of its suit, [`PowerOptions::unannounced`]); empty:
    /// every Kaiser announced, as `kaiser solve` assumes without `--unannounced`.
    pub unannounced: Vec<Card>,
    /// The cards already on the table in the current trick, face up, in play order: played
    /// by the last `on_table.len()` seats (the trick's leader is seat `n - k`), whose hands
    /// hold one card fewer. Empty: seat 0 leads. A face-down puzzle starts mid-trick
    /// ([`Theme::FaceDown`]).
    pub on_table: Vec<Card>,
    /// The answer cards are laid face down (a face-down puzzle), not played face up; the
    /// `wrong` cards are always played face up.
    pub face_down: bool,
}

/// The level of view-only puzzles (issue 16: "open hands … and later with only the
/// partners' view"): one above the highest open-hand level, whatever their grade.
pub const VIEW_LEVEL: u8 = MAX_LEVEL + 1;

/// How hard a puzzle is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Grade {
    /// 1 (easiest) to [`MAX_LEVEL`].
    pub level: u8,
    /// Tricks left in the position.
    pub tricks: u8,
    /// Tempting wrong cards.
    pub tempting: u8,
    /// Tricks the longest refutation of a tempting card plays before the hand is decided.
    pub depth: u8,
}

impl Grade {
    /// The level from the other three: one step for two or more tempting cards, one for a
    /// refutation that takes three tricks or more, one for more than three tricks left.
    pub fn new(tricks: u8, tempting: u8, depth: u8) -> Grade {
        let steps = u8::from(tempting >= 2) + u8::from(depth >= 3) + u8::from(tricks > 3);
        Grade {
            level: (1 + steps).min(MAX_LEVEL),
            tricks,
            tempting,
            depth,
        }
    }
}

/// Why a puzzle does not stand.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    /// The position cannot be played (seats, sizes, cards twice or not in the deck).
    #[error("the position is not a position of this system: {0}")]
    Position(String),
    /// The Power table of the system and trump.
    #[error(transparent)]
    Power(#[from] PowerError),
    /// Another card also makes the tricks, or an answer card does not.
    #[error("the answer is not the only one: {winning:?} make it")]
    NotUnique {
        /// Every lead that makes it.
        winning: Vec<Card>,
    },
    /// A listed wrong card makes the tricks after all.
    #[error("{0} is listed as wrong but makes the tricks")]
    WrongWins(Card),
    /// The answer cards are not equivalent.
    #[error("the answer cards {0:?} are not equivalent")]
    NotEquivalent(Vec<Card>),
    /// The puzzle's `unannounced` names a card that is no Kaiser of the hands (not held,
    /// or no Kaiser when announced).
    #[error("{0} is not a Kaiser held in the position")]
    NotAKaiser(Card),
    /// Tagged `unannounced-kaiser`, but the same leads make it with every Kaiser announced.
    #[error("the answer does not depend on the unannounced Kaiser")]
    SameAnnounced,
}

impl Puzzle {
    /// The Power table of the puzzle: every Kaiser announced but the Banner of
    /// [`Puzzle::unannounced`] (`kaiser solve` with the same `--unannounced`).
    pub fn power(&self, system: &RuleSystem) -> Result<Power, PowerError> {
        let opts = PowerOptions {
            deck: Some(self.deck),
            unannounced: self.unannounced.clone(),
            ..PowerOptions::default()
        };
        Power::new(system, self.trump, &opts)
    }

    /// The Power table with every Kaiser announced (what an unannounced Kaiser's puzzle is
    /// compared with).
    pub fn power_announced(&self, system: &RuleSystem) -> Result<Power, PowerError> {
        let opts = PowerOptions {
            deck: Some(self.deck),
            ..PowerOptions::default()
        };
        Power::new(system, self.trump, &opts)
    }

    /// The level the learner sees: the grade's for open hands, [`VIEW_LEVEL`] for a
    /// view-only puzzle.
    pub fn level(&self) -> u8 {
        if self.view {
            VIEW_LEVEL
        } else {
            self.grade.level
        }
    }

    /// The solver's table: parties alternate, the mover's is party 0, each needs the
    /// majority of the tricks left. Mid-trick ([`Puzzle::on_table`]) its hands hold the
    /// cards on the table too and its leader is the trick's leader, seat `n - k`.
    pub fn table(&self) -> Result<Table, PuzzleError> {
        let n = self.hands.len();
        let size = self.hands.first().map_or(0, Vec::len);
        let k = self.on_table.len();
        if !(2..=crate::solver::MAX_SEATS).contains(&n)
            || !n.is_multiple_of(2)
            || size == 0
            || k >= n
        {
            return Err(PuzzleError::Position(format!("{n} seats of {size} cards")));
        }
        let mut seen = CardSet::EMPTY;
        let mut hands = Vec::with_capacity(n);
        for (s, h) in self.hands.iter().enumerate() {
            // The seats that played to the trick already hold one card fewer.
            let played = (s + k >= n).then(|| self.on_table[s + k - n]);
            if h.len() + usize::from(played.is_some()) != size {
                return Err(PuzzleError::Position("hands of unequal size".into()));
            }
            let mut set = CardSet::EMPTY;
            for c in h.iter().chain(played.as_ref()) {
                if !self.deck.contains(*c) || !seen.insert(*c) {
                    return Err(PuzzleError::Position(format!(
                        "{c} twice or not in the deck"
                    )));
                }
                set.insert(*c);
            }
            hands.push(set);
        }
        let need = (size / 2 + 1) as u8;
        Ok(Table {
            hands,
            party: (0..n).map(|s| s % 2).collect(),
            need: vec![need, need],
            won: vec![0, 0],
            leader: (n - k) % n,
            played: 0,
            rules: PlayRules::default(),
        })
    }
}

/// Every lead of the seat to move that makes the tricks, and every one that fails.
pub fn leads(power: &Power, table: &Table) -> (Vec<Card>, Vec<Card>) {
    let mut good = Vec::new();
    let mut bad = Vec::new();
    for c in table
        .hands
        .get(table.leader)
        .copied()
        .unwrap_or_default()
        .iter()
    {
        match lead_makes(power, table, c) {
            Some(true) => good.push(c),
            Some(false) => bad.push(c),
            None => {}
        }
    }
    (good, bad)
}

/// Whether the cards are one set of equivalent cards: one card, or cards of one class (and
/// one suit unless Stecher) with no other card still in play between them in power.
pub fn equivalent(power: &Power, table: &Table, cards: &[Card]) -> bool {
    let Some(first) = cards.first() else {
        return false;
    };
    let e = power.entry(*first);
    let same = |c: &Card| {
        let f = power.entry(*c);
        f.class == e.class && (e.class == Class::Stecher || c.suit() == first.suit())
    };
    if !cards.iter().all(same) {
        return false;
    }
    let lo = cards
        .iter()
        .map(|c| power.entry(*c).level)
        .min()
        .unwrap_or(0);
    let hi = cards
        .iter()
        .map(|c| power.entry(*c).level)
        .max()
        .unwrap_or(0);
    table.hands.iter().flat_map(|h| h.iter()).all(|c| {
        cards.contains(&c) || !same(&c) || {
            let l = power.entry(c).level;
            l <= lo || l >= hi
        }
    })
}

/// Re-solve a puzzle: the answer must be exactly the leads that make it, equivalent, and
/// every listed wrong card must fail (a view puzzle: [`view::verify_view`]; a mid-trick
/// one: [`down::verify_mid`]).
pub fn verify(system: &RuleSystem, p: &Puzzle) -> Result<(), PuzzleError> {
    verify_unannounced(system, p)?;
    // The history, where there is one, must lead to the position.
    if !p.earlier.is_empty() {
        embed::replay(system, p).map_err(|e| PuzzleError::Position(e.to_string()))?;
    }
    if !p.on_table.is_empty() {
        return down::verify_mid(system, p);
    }
    if p.face_down {
        return Err(PuzzleError::Position(
            "a card face down, but nothing led".into(),
        ));
    }
    if p.view {
        return view::verify_view(system, p);
    }
    let power = p.power(system)?;
    let table = p.table()?;
    let (good, _) = leads(&power, &table);
    let mut answer = p.answer.clone();
    answer.sort_by_key(|c| c.id());
    let mut sorted = good.clone();
    sorted.sort_by_key(|c| c.id());
    if sorted != answer || good.is_empty() {
        return Err(PuzzleError::NotUnique { winning: good });
    }
    if !equivalent(&power, &table, &good) {
        return Err(PuzzleError::NotEquivalent(good));
    }
    if let Some(w) = p
        .wrong
        .iter()
        .find(|w| lead_makes(&power, &table, **w) != Some(false))
    {
        return Err(PuzzleError::WrongWins(*w));
    }
    Ok(())
}

/// The leads that make it (the mover's view for a view-only puzzle) under `power`.
pub fn good_leads(
    system: &RuleSystem,
    power: &Power,
    p: &Puzzle,
) -> Result<Vec<Card>, PuzzleError> {
    let mut good = if p.view {
        view::leads_in_every(power, &view::deals(system, power, p)?).0
    } else if !p.on_table.is_empty() {
        p.moves(power)?.0.iter().map(|m| m.card).collect()
    } else {
        leads(power, &p.table()?).0
    };
    good.sort_by_key(|c| c.id());
    Ok(good)
}

/// An unannounced Kaiser stands: each card of `unannounced` is a Kaiser when announced and
/// is held in the position; a puzzle tagged [`Theme::Unannounced`] has other leads that
/// make it when every Kaiser is announced (the right card depends on it).
fn verify_unannounced(system: &RuleSystem, p: &Puzzle) -> Result<(), PuzzleError> {
    if p.unannounced.is_empty() && !p.themes.contains(&Theme::Unannounced) {
        return Ok(());
    }
    let announced = p.power_announced(system)?;
    for c in &p.unannounced {
        if !announced.is_kaiser(*c) || !p.hands.iter().flatten().any(|h| h == c) {
            return Err(PuzzleError::NotAKaiser(*c));
        }
    }
    if p.themes.contains(&Theme::Unannounced) {
        if p.unannounced.is_empty() {
            return Err(PuzzleError::SameAnnounced);
        }
        let power = p.power(system)?;
        if good_leads(system, &announced, p)? == good_leads(system, &power, p)? {
            return Err(PuzzleError::SameAnnounced);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
