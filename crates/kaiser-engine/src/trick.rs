//! Who takes a trick, and why.
//!
//! One function, [`resolve_with`], decides every trick: the cards in play order (the first is
//! led), a [`Power`] table and the [`TrickContext`]. It reports each decision to an
//! [`Observer`]; the fast path ([`winner`]) observes nothing, [`explain`] records the steps
//! with their reasons and citations. All the special rules are read here, in one place:
//!
//! - a Stecher takes every lower card (any suit); a trick led with a Stecher has no suit;
//! - a Throner or plain card takes lower cards only when its suit was led (also lower Stecher);
//! - plain cards of the trump suit take nothing (switchable per system);
//! - a led Stupf is taken only by its `taken_by` cards, or else by a higher Stecher;
//!   a Stupf played later takes nothing; `not_in_first_trick` demotes a led Stupf;
//! - extra takes (lungern's Trumpf-9 over a led Trumpf-8, behind a switch);
//! - a blocker (lungern's Trumpf-0) strips earlier blockable cards of their power;
//! - a card laid face down ([`winner_down`]) takes nothing and counts for nothing: the trick
//!   is decided by its face-up cards alone (Achermann 1978 §4, reading 29).

use crate::cards::{Card, Suit};
use crate::power::{Entry, Power};
use crate::system::{Class, RuleSystem};
use serde::Serialize;
use thiserror::Error;

/// Most cards one trick can hold (silenen plays with up to 12).
pub const MAX_TRICK: usize = 12;

/// Facts about the trick beyond its cards.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TrickContext {
    /// This is the first trick of the hand (karnoeffel's Trumpf-7 is no Stupf there).
    pub first_trick: bool,
}

/// How the led card opened the trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "suit")]
pub enum Lead {
    /// A Throner or plain card: the trick has its suit.
    Suit(Suit),
    /// A Stecher: the trick has no suit.
    Stecher,
    /// A Stupf: the trick has no suit and the Stupf holds its position.
    Stupf,
    /// A Stupf in the first trick where it may not count: a plain card of its suit.
    DemotedStupf(Suit),
}

/// Why a card took the trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Takes {
    /// A Stecher over a lower card.
    Stecher,
    /// A Throner or plain card over a lower card, inside the led suit.
    InSuit,
    /// One of the cards that alone take the led Stupf.
    StupfTakenBy,
    /// A higher Stecher over a led Stupf.
    StecherOverStupf,
    /// An extra take (index into `Power::extras`).
    Extra(usize),
}

/// Why a card did not take the trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fails {
    /// It stands lower than the card holding the trick.
    TooLow,
    /// It is not of the led suit.
    OffSuit(Suit),
    /// The trick was led with a Stecher or Stupf and has no suit.
    NoSuit,
    /// A plain card of the trump suit takes nothing.
    TrumpPlain,
    /// A Stupf counts only when led.
    StupfNotLed,
    /// The led Stupf is taken only by its listed cards.
    StupfOnlyBy,
    /// The led Stupf is taken only by a higher Stecher.
    StupfNeedsStecher,
    /// A limit of this card's row forbids it (lungern's Trumpf-König takes only the Trumpf-Ober).
    Limited,
}

/// One decision in a trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The first card.
    Lead(Lead),
    /// The card took the trick from `against`.
    Takes(Takes),
    /// The card did not take it.
    Fails(Fails),
    /// A blocker stripped the cards in `mask` (bit = index) of their power; `holder` holds now.
    Blocks {
        /// Bit i set: card i is blocked.
        mask: u32,
        /// The index that holds the trick after the block.
        holder: usize,
    },
    /// The card was laid face down: it takes nothing and counts for nothing (reading 29).
    FaceDown,
}

/// Receives each decision of [`resolve_with`].
pub trait Observer {
    /// Card `index` met the card at `against` (the holder before it) with `verdict`.
    fn step(&mut self, index: usize, against: usize, verdict: Verdict);
}

/// Observes nothing (the fast path).
pub struct Silent;

impl Observer for Silent {
    #[inline(always)]
    fn step(&mut self, _: usize, _: usize, _: Verdict) {}
}

impl Observer for Vec<(usize, usize, Verdict)> {
    fn step(&mut self, index: usize, against: usize, verdict: Verdict) {
        self.push((index, against, verdict));
    }
}

/// What the led card makes of the trick.
#[derive(Clone, Copy)]
pub(crate) struct Opening {
    suit: Option<Suit>,
    stupf: bool,
    demoted: bool,
}

fn opening(led: &Entry, ctx: TrickContext) -> (Opening, Lead) {
    let demoted = led.class == Class::Stupf && led.not_in_first_trick && ctx.first_trick;
    let suit = led.suit.unwrap_or(Suit::Rosen);
    match led.class {
        Class::Stecher => (
            Opening {
                suit: None,
                stupf: false,
                demoted,
            },
            Lead::Stecher,
        ),
        Class::Stupf if !demoted => (
            Opening {
                suit: None,
                stupf: true,
                demoted,
            },
            Lead::Stupf,
        ),
        _ => (
            Opening {
                suit: led.suit,
                stupf: false,
                demoted,
            },
            if demoted {
                Lead::DemotedStupf(suit)
            } else {
                Lead::Suit(suit)
            },
        ),
    }
}

#[inline]
fn judge(power: &Power, cards: &[Card], index: usize, holder: usize, open: Opening) -> Verdict {
    let card = cards[index];
    let ec = power.entry(card);
    if !power.extras.is_empty() {
        for (i, x) in power.extras.iter().enumerate() {
            if x.taker == card
                && x.taken == cards[holder]
                && (!x.when_led || holder == 0)
                && !(x.unless_stecher
                    && cards[..index]
                        .iter()
                        .any(|c| power.entry(*c).class == Class::Stecher))
            {
                return Verdict::Takes(Takes::Extra(i));
            }
        }
    }
    let verdict = judge_class(power, cards, index, holder, open);
    if ec.limited
        && matches!(verdict, Verdict::Takes(_))
        && (ec.cannot_take.contains(cards[holder])
            || ec
                .takes_only
                .is_some_and(|only| !only.contains(cards[holder])))
    {
        return Verdict::Fails(Fails::Limited);
    }
    verdict
}

/// The verdict by class alone (before extras and limits).
#[inline]
fn judge_class(
    power: &Power,
    cards: &[Card],
    index: usize,
    holder: usize,
    open: Opening,
) -> Verdict {
    let card = cards[index];
    let ec = power.entry(card);
    let eh = power.entry(cards[holder]);
    if holder == 0 && open.stupf {
        if !eh.taken_by.is_empty() {
            return if eh.taken_by.contains(card) {
                Verdict::Takes(Takes::StupfTakenBy)
            } else {
                Verdict::Fails(Fails::StupfOnlyBy)
            };
        }
        return if ec.class == Class::Stecher && ec.level > eh.level {
            Verdict::Takes(Takes::StecherOverStupf)
        } else {
            Verdict::Fails(Fails::StupfNeedsStecher)
        };
    }
    let held = if holder == 0 && open.demoted {
        eh.plain_level
    } else {
        eh.level
    };
    match ec.class {
        Class::Stupf => Verdict::Fails(Fails::StupfNotLed),
        Class::Stecher => {
            if ec.level > held {
                Verdict::Takes(Takes::Stecher)
            } else {
                Verdict::Fails(Fails::TooLow)
            }
        }
        Class::Throner | Class::Plain => match open.suit {
            None => Verdict::Fails(Fails::NoSuit),
            Some(led) if ec.suit != Some(led) => Verdict::Fails(Fails::OffSuit(led)),
            Some(_)
                if ec.class == Class::Plain
                    && power.trump_plain_take_nothing
                    && ec.suit == Some(power.trump) =>
            {
                Verdict::Fails(Fails::TrumpPlain)
            }
            Some(_) => {
                if ec.level > held {
                    Verdict::Takes(Takes::InSuit)
                } else {
                    Verdict::Fails(Fails::TooLow)
                }
            }
        },
    }
}

/// Whether the card at `index` could hold the trick at all: the led card, a Stecher, a card of
/// the led suit that is allowed to take, or the blocker itself.
fn eligible(power: &Power, cards: &[Card], index: usize, open: Opening) -> bool {
    let e = power.entry(cards[index]);
    index == 0
        || e.blocker
        || match e.class {
            Class::Stecher => true,
            Class::Stupf => false,
            Class::Throner => open.suit.is_some() && e.suit == open.suit,
            Class::Plain => {
                open.suit.is_some()
                    && e.suit == open.suit
                    && !(power.trump_plain_take_nothing && e.suit == Some(power.trump))
            }
        }
}

/// The holder among `cards[..=upto]` when the cards in `blocked` have lost their power
/// (reading of `000_…` "Variante des Kartensets", reading 3, docs/readings.md): the trick keeps the opening
/// its led card gave it; the first unblocked card that could hold it holds, and the later
/// unblocked cards challenge it in play order. The blocker itself can always hold.
fn replay(power: &Power, cards: &[Card], upto: usize, blocked: u32, open: Opening) -> usize {
    let free = |j: usize| blocked & (1 << j) == 0;
    let mut holder = (0..=upto)
        .find(|j| free(*j) && eligible(power, cards, *j, open))
        .unwrap_or(upto);
    for k in holder + 1..=upto {
        if free(k) && matches!(judge(power, cards, k, holder, open), Verdict::Takes(_)) {
            holder = k;
        }
    }
    holder
}

/// Resolve a trick, reporting every decision to `obs`; returns the winner's index.
///
/// The cards must be valid for `power` (see [`check`]): non-empty, at most [`MAX_TRICK`],
/// no card twice, all in the deck.
pub fn resolve_with<O: Observer>(
    power: &Power,
    cards: &[Card],
    ctx: TrickContext,
    obs: &mut O,
) -> usize {
    let (open, lead) = opening(power.entry(cards[0]), ctx);
    obs.step(0, 0, Verdict::Lead(lead));
    let mut holder = 0;
    let mut blocked = 0u32;
    for index in 1..cards.len() {
        let verdict = judge(power, cards, index, holder, open);
        obs.step(index, holder, verdict);
        if let Verdict::Takes(_) = verdict {
            holder = index;
        }
        if power.has_blocker && power.entry(cards[index]).blocker {
            let mask = (0..index)
                .filter(|j| power.entry(cards[*j]).blockable)
                .fold(0u32, |m, j| m | (1 << j));
            if mask != 0 {
                blocked |= mask;
                let before = holder;
                holder = replay(power, cards, index, blocked, open);
                obs.step(index, before, Verdict::Blocks { mask, holder });
            }
        }
    }
    holder
}

/// The index of the card that takes the trick (no explanation; the fast path).
#[inline]
pub fn winner(power: &Power, cards: &[Card], ctx: TrickContext) -> usize {
    resolve_with(power, cards, ctx, &mut Silent)
}

/// One step of [`winner`]: the holder of `cards` when `before` held `cards[..len - 1]`.
///
/// Searches that play a trick card by card use it to avoid resolving the whole trick again
/// for every card they try. Folding it over a trick's prefixes gives [`winner`] (property
/// tested). A blocker can change earlier verdicts, so with one in the deck the whole trick
/// is resolved again.
#[inline]
pub fn next_holder(power: &Power, cards: &[Card], before: usize, ctx: TrickContext) -> usize {
    let open = open_trick(power, cards[0], ctx);
    holder_step(power, cards, before, open, ctx)
}

/// What `led` makes of a trick, for [`holder_step`] (computed once per trick).
#[inline]
pub(crate) fn open_trick(power: &Power, led: Card, ctx: TrickContext) -> Opening {
    opening(power.entry(led), ctx).0
}

/// [`next_holder`] with the trick's opening already known.
#[inline]
pub(crate) fn holder_step(
    power: &Power,
    cards: &[Card],
    before: usize,
    open: Opening,
    ctx: TrickContext,
) -> usize {
    let index = cards.len() - 1;
    if index == 0 {
        return 0;
    }
    if power.has_blocker {
        return winner(power, cards, ctx);
    }
    match judge(power, cards, index, before, open) {
        Verdict::Takes(_) => index,
        _ => before,
    }
}

/// Would `card` take a trick that `lead` opened and `lead` still holds (for the solver's
/// per-trick "who beats the holder" masks)? Exact: nothing between the two cards matters.
#[inline]
pub(crate) fn beats_led(power: &Power, lead: Card, card: Card, ctx: TrickContext) -> bool {
    let open = open_trick(power, lead, ctx);
    matches!(judge(power, &[lead, card], 1, 0, open), Verdict::Takes(_))
}

/// Would `card` take a trick with led suit `suit` (`None`: led by a Stecher or Stupf) from
/// `held`, a card that took it after the lead? Without a blocker this is exact except for
/// an extra take that a Stecher played in between switches off (`unless_stecher`): the
/// answer then says "takes" where the trick may say no, never the other way round.
#[inline]
pub(crate) fn beats_held(power: &Power, suit: Option<Suit>, held: Card, card: Card) -> bool {
    let open = Opening {
        suit,
        stupf: false,
        demoted: false,
    };
    matches!(
        judge(power, &[held, held, card], 2, 1, open),
        Verdict::Takes(_)
    )
}

impl Opening {
    /// The led suit (`None` after a Stecher or a Stupf).
    #[inline]
    pub(crate) fn suit(&self) -> Option<Suit> {
        self.suit
    }
}

/// Why a trick cannot be resolved. Data only: the app narrates it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TrickError {
    /// No cards.
    #[error("a trick needs at least one card")]
    Empty,
    /// More cards than any table has players.
    #[error("{0} cards in one trick; at most {MAX_TRICK}")]
    TooMany(usize),
    /// A card twice.
    #[error("{0} is played twice")]
    Duplicate(Card),
    /// A card the deck does not have.
    #[error("{card} is not in deck {deck} of {system}")]
    NotInDeck {
        /// The card.
        card: Card,
        /// The deck id.
        deck: String,
        /// The system id.
        system: String,
        /// The system's other decks that hold the card (comma-separated ids; may be empty).
        other: String,
    },
    /// A card laid face down where the system's sources do not allow it.
    #[error("{system} plays no card face down")]
    FaceDownNotInSystem {
        /// The system id.
        system: String,
    },
    /// The led card laid face down (the leader lays none: reading 29).
    #[error("the led card is never laid face down")]
    FaceDownLeading,
    /// A card marked face down that is not in the trick.
    #[error("{0} is marked face down but is not in the trick")]
    FaceDownNotPlayed(Card),
}

/// Check that `cards` can be resolved with `power`.
pub fn check(system: &RuleSystem, power: &Power, cards: &[Card]) -> Result<(), TrickError> {
    if cards.is_empty() {
        return Err(TrickError::Empty);
    }
    if cards.len() > MAX_TRICK {
        return Err(TrickError::TooMany(cards.len()));
    }
    for (i, card) in cards.iter().enumerate() {
        if cards[..i].contains(card) {
            return Err(TrickError::Duplicate(*card));
        }
        if !power.contains(*card) {
            return Err(TrickError::NotInDeck {
                card: *card,
                deck: power.deck.to_string(),
                system: system.id.clone(),
                other: system
                    .decks
                    .iter()
                    .filter(|d| d.contains(*card))
                    .map(|d| d.id())
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
    }
    Ok(())
}

mod explain;
pub use explain::{CiteKey, Outcome, Step, explain, nickname};
use explain::{cite_of, outcome, step};

mod down;
pub use down::{explain_down, is_down, winner_down};

#[cfg(test)]
mod tests;
