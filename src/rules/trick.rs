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
//! - a blocker (lungern's Trumpf-0) strips earlier blockable cards of their power.

use crate::cards::{Card, Suit};
use crate::rules::power::{Entry, Power};
use crate::rules::system::{Class, RuleSystem};
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
struct Opening {
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
    let eh = power.entry(cards[holder]);
    if !power.extras.is_empty() {
        for (i, x) in power.extras.iter().enumerate() {
            if x.taker == card && x.taken == cards[holder] && (!x.when_led || holder == 0) {
                return Verdict::Takes(Takes::Extra(i));
            }
        }
    }
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

/// The holder among `cards[..=upto]` when the cards in `blocked` have no power: the first
/// unblocked card holds, and the others challenge it in play order.
fn replay(power: &Power, cards: &[Card], upto: usize, blocked: u32, open: Opening) -> usize {
    let mut holder = (0..=upto).find(|j| blocked & (1 << j) == 0).unwrap_or(upto);
    for k in holder + 1..=upto {
        if blocked & (1 << k) == 0
            && matches!(judge(power, cards, k, holder, open), Verdict::Takes(_))
        {
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

/// Why a trick cannot be resolved.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TrickError {
    /// No cards.
    #[error("no cards: name the cards of the trick in play order, the led card first")]
    Empty,
    /// More cards than any table has players.
    #[error("{0} cards in one trick; a trick has at most {MAX_TRICK} (one card per player)")]
    TooMany(usize),
    /// A card twice.
    #[error("{0} is played twice; each card exists once in the deck")]
    Duplicate(Card),
    /// A card the deck does not have.
    #[error("{card} is not in the {deck} deck of rule system '{system}'")]
    NotInDeck {
        /// The card.
        card: Card,
        /// The deck id.
        deck: String,
        /// The system id.
        system: String,
    },
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
            });
        }
    }
    Ok(())
}

/// One explained step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Step {
    /// Index of the card in play order.
    pub index: usize,
    /// The card (canonical name).
    pub card: String,
    /// Index of the card that held the trick when this one came.
    pub against: usize,
    /// Whether this card now holds the trick.
    pub holds: bool,
    /// The decision.
    pub verdict: Verdict,
    /// The reasoning in a sentence.
    pub text: String,
    /// The source of the rule applied.
    pub source: String,
}

/// A resolved trick with its reasoning.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// Index of the winning card in play order.
    pub winner: usize,
    /// The winning card (canonical name).
    pub card: String,
    /// The led suit, if the trick has one.
    pub suit: Option<Suit>,
    /// The steps, one per card (plus one per block).
    pub steps: Vec<Step>,
}

/// A card as the explanation names it: canonical name, with its row's nickname for
/// single-card rows (`Schellen-Banner (Mugg)`) and a note for unannounced Banner.
pub fn label(system: &RuleSystem, power: &Power, card: Card) -> String {
    let e = power.entry(card);
    if power.unannounced.contains(card) {
        return format!("{card} (not announced: a plain 10)");
    }
    let row = &system.rows[e.row as usize];
    let single = power.row_cards()[e.row as usize].len() == 1;
    match (&row.name, single) {
        (Some(name), true) if !name.eq_ignore_ascii_case(&card.to_string()) => {
            format!("{card} ({name})")
        }
        _ => card.to_string(),
    }
}

fn names(system: &RuleSystem, power: &Power, cards: impl Iterator<Item = Card>) -> String {
    let v: Vec<String> = cards.map(|c| label(system, power, c)).collect();
    match v.len() {
        0 => "no card".to_string(),
        1 => v[0].clone(),
        _ => format!("{} or {}", v[..v.len() - 1].join(", "), v[v.len() - 1]),
    }
}

/// Resolve and explain a trick (checks the cards first).
pub fn explain(
    system: &RuleSystem,
    power: &Power,
    cards: &[Card],
    ctx: TrickContext,
) -> Result<Outcome, TrickError> {
    check(system, power, cards)?;
    let mut log: Vec<(usize, usize, Verdict)> = Vec::new();
    let winner = resolve_with(power, cards, ctx, &mut log);
    let cite = |key: &str| system.citations.get(key).cloned().unwrap_or_default();
    let row_source = |c: Card| system.rows[power.entry(c).row as usize].source.clone();
    let pos = |c: Card, demoted: bool| {
        if demoted {
            power.position_of_level(power.entry(c).plain_level)
        } else {
            power.position(c)
        }
    };
    let lead_demoted = matches!(
        log.first(),
        Some((_, _, Verdict::Lead(Lead::DemotedStupf(_))))
    );
    let mut steps = Vec::new();
    let mut holder = 0usize;
    for (index, against, verdict) in log {
        let card = cards[index];
        let me = label(system, power, card);
        let held = cards[against];
        let them = label(system, power, held);
        let my_pos = pos(card, false);
        let their_pos = pos(held, against == 0 && lead_demoted);
        let class = power.entry(card).class;
        let (text, source) = match verdict {
            Verdict::Lead(Lead::Suit(s)) => (
                format!("{me} leads: the trick's suit is {s}."),
                cite("throner"),
            ),
            Verdict::Lead(Lead::Stecher) => (
                format!(
                    "{me} leads. It is a Stecher, so the trick has no suit: only a higher Stecher can take it."
                ),
                cite("led_suit"),
            ),
            Verdict::Lead(Lead::Stupf) => {
                let by = power.entry(card).taken_by;
                let who = if by.is_empty() {
                    "only a higher Stecher can take it".to_string()
                } else {
                    format!("only {} can take it", names(system, power, by.iter()))
                };
                (
                    format!("{me} leads as Stupf, so the trick has no suit: {who}."),
                    row_source(card),
                )
            }
            Verdict::Lead(Lead::DemotedStupf(s)) => (
                format!(
                    "{me} leads in the first trick, where it is no Stupf, only a plain card: the trick's suit is {s}."
                ),
                row_source(card),
            ),
            Verdict::Takes(Takes::Stecher) => (
                format!(
                    "{me} takes {them}: a Stecher takes every card below it (position {my_pos} over {their_pos})."
                ),
                cite("stecher"),
            ),
            Verdict::Takes(Takes::InSuit) => (
                format!(
                    "{me} takes {them}: {} was led, and inside the led suit a {} takes every lower card (position {my_pos} over {their_pos}).",
                    card.suit(),
                    class
                ),
                cite("throner"),
            ),
            Verdict::Takes(Takes::StupfTakenBy) => (
                format!(
                    "{me} takes {them}: a led {them} is taken only by {}.",
                    names(system, power, power.entry(held).taken_by.iter())
                ),
                row_source(held),
            ),
            Verdict::Takes(Takes::StecherOverStupf) => (
                format!(
                    "{me} takes the led Stupf {them}: a higher Stecher takes a Stupf (position {my_pos} over {their_pos})."
                ),
                cite("stupf"),
            ),
            Verdict::Takes(Takes::Extra(i)) => {
                let x = &power.extras[i];
                let sw = x
                    .switch
                    .as_ref()
                    .map(|s| format!(" (switch {s} is on)"))
                    .unwrap_or_default();
                (format!("{me} takes the led {them}{sw}."), x.source.clone())
            }
            Verdict::Fails(Fails::TooLow) => (
                format!(
                    "{me} does not take {them}: position {my_pos} is below position {their_pos}."
                ),
                cite(if class == Class::Stecher {
                    "stecher"
                } else {
                    "throner"
                }),
            ),
            Verdict::Fails(Fails::OffSuit(s)) => (
                format!(
                    "{me} does not take: it is no {s} card, and a {class} takes only inside the led suit ({s})."
                ),
                cite("throner"),
            ),
            Verdict::Fails(Fails::NoSuit) => (
                format!(
                    "{me} does not take: the trick was led with a Stecher or Stupf and has no suit, so a {class} card takes nothing."
                ),
                cite("led_suit"),
            ),
            Verdict::Fails(Fails::TrumpPlain) => (
                format!("{me} does not take: a plain card of the trump suit takes nothing."),
                cite("trump_plain"),
            ),
            Verdict::Fails(Fails::StupfNotLed) => (
                format!("{me} does not take: a Stupf counts only when it is led."),
                cite("stupf"),
            ),
            Verdict::Fails(Fails::StupfOnlyBy) => (
                format!(
                    "{me} does not take the led {them}: only {} can.",
                    names(system, power, power.entry(held).taken_by.iter())
                ),
                row_source(held),
            ),
            Verdict::Fails(Fails::StupfNeedsStecher) => (
                format!("{me} does not take the led Stupf {them}: only a higher Stecher can."),
                cite("stupf"),
            ),
            Verdict::Blocks { mask, holder: h } => {
                let blocked = (0..cards.len())
                    .filter(|j| mask & (1 << j) != 0)
                    .map(|j| cards[j]);
                (
                    format!(
                        "{me} blocks {}: they lose their power to take. The trick is now held by {}.",
                        names(system, power, blocked),
                        label(system, power, cards[h])
                    ),
                    row_source(card),
                )
            }
        };
        match verdict {
            Verdict::Takes(_) => holder = index,
            Verdict::Blocks { holder: h, .. } => holder = h,
            _ => {}
        }
        steps.push(Step {
            index,
            card: card.to_string(),
            against,
            holds: holder == index,
            verdict,
            text,
            source,
        });
    }
    let (open, _) = opening(power.entry(cards[0]), ctx);
    Ok(Outcome {
        winner,
        card: cards[winner].to_string(),
        suit: open.suit,
        steps,
    })
}
