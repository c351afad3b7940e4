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
/// (reading of `000_…` "Variante des Kartensets", see README): the trick keeps the opening
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

/// Why a trick cannot be resolved.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TrickError {
    /// No cards.
    #[error("{}", crate::t!("rules-trick-empty"))]
    Empty,
    /// More cards than any table has players.
    #[error("{}", crate::t!("rules-trick-too-many", n = .0, max = MAX_TRICK))]
    TooMany(usize),
    /// A card twice.
    #[error("{}", crate::t!("rules-trick-duplicate", card = .0))]
    Duplicate(Card),
    /// A card the deck does not have.
    #[error("{}", if other.is_empty() {
        crate::t!("rules-trick-not-in-deck", card = .card, deck = .deck, system = .system)
    } else {
        crate::t!("rules-trick-not-in-deck-other", card = .card, deck = .deck, system = .system, other = .other)
    })]
    NotInDeck {
        /// The card.
        card: Card,
        /// The deck id.
        deck: String,
        /// The system id.
        system: String,
        /// The system's other decks that hold the card.
        other: String,
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
    /// Index of the card holding the trick after this step.
    pub holder: usize,
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
    if power.unannounced.contains(card) {
        return crate::t!("rules-label-unannounced", card = card);
    }
    match nickname(system, power, card) {
        Some(name) => format!("{card} ({name})"),
        None => card.to_string(),
    }
}

/// The nickname of a card's row when the row holds only this card (`Mugg`, `Jos`, `Trumpf-7`),
/// unless it is unannounced or the nickname is the card's own name.
pub fn nickname<'a>(system: &'a RuleSystem, power: &Power, card: Card) -> Option<&'a str> {
    let e = power.entry(card);
    let row = &system.rows[e.row as usize];
    let single = power.row_len(e.row) == 1;
    row.name
        .as_deref()
        .filter(|_| single && !power.unannounced.contains(card))
        .filter(|name| !name.eq_ignore_ascii_case(&card.to_string()))
}

fn names(system: &RuleSystem, power: &Power, cards: impl Iterator<Item = Card>) -> String {
    let v: Vec<String> = cards.map(|c| label(system, power, c)).collect();
    match v.len() {
        0 => crate::t!("rules-names-none"),
        1 => v[0].clone(),
        _ => crate::t!(
            "rules-names-or",
            list = v[..v.len() - 1].join(", "),
            last = v[v.len() - 1]
        ),
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
        // The class as the sentences select on it: `plain` or the game's word.
        let class = match power.entry(card).class {
            Class::Plain => "plain",
            other => other.game_name().unwrap_or("plain"),
        };
        let (text, source) = match verdict {
            Verdict::Lead(Lead::Suit(s)) => (
                crate::t!("rules-lead-suit", me = me, suit = s),
                if system.citations.contains_key("suit_lead") {
                    cite("suit_lead")
                } else {
                    cite("throner")
                },
            ),
            Verdict::Lead(Lead::Stecher) => {
                (crate::t!("rules-lead-stecher", me = me), cite("led_suit"))
            }
            Verdict::Lead(Lead::Stupf) => {
                let by = power.entry(card).taken_by;
                let who = if by.is_empty() {
                    crate::t!("rules-stupf-who-stecher")
                } else {
                    crate::t!(
                        "rules-stupf-who-only",
                        names = names(system, power, by.iter())
                    )
                };
                (
                    crate::t!("rules-lead-stupf", me = me, who = who),
                    row_source(card),
                )
            }
            Verdict::Lead(Lead::DemotedStupf(s)) => (
                crate::t!("rules-lead-demoted-stupf", me = me, suit = s),
                row_source(card),
            ),
            Verdict::Takes(Takes::Stecher) => (
                crate::t!(
                    "rules-takes-stecher",
                    me = me,
                    them = them,
                    mine = my_pos,
                    theirs = their_pos
                ),
                cite("stecher"),
            ),
            Verdict::Takes(Takes::InSuit) => (
                crate::t!(
                    "rules-takes-in-suit",
                    me = me,
                    them = them,
                    suit = card.suit(),
                    class = class,
                    mine = my_pos,
                    theirs = their_pos
                ),
                cite("throner"),
            ),
            Verdict::Takes(Takes::StupfTakenBy) => (
                crate::t!(
                    "rules-takes-stupf-taken-by",
                    me = me,
                    them = them,
                    names = names(system, power, power.entry(held).taken_by.iter())
                ),
                row_source(held),
            ),
            Verdict::Takes(Takes::StecherOverStupf) => (
                crate::t!(
                    "rules-takes-stecher-over-stupf",
                    me = me,
                    them = them,
                    mine = my_pos,
                    theirs = their_pos
                ),
                cite("stupf"),
            ),
            Verdict::Takes(Takes::Extra(i)) => {
                let x = &power.extras[i];
                let text = match &x.switch {
                    Some(s) => {
                        crate::t!("rules-takes-extra-switch", me = me, them = them, switch = s)
                    }
                    None => crate::t!("rules-takes-extra", me = me, them = them),
                };
                (text, x.source.clone())
            }
            Verdict::Fails(Fails::TooLow) => (
                crate::t!(
                    "rules-fails-too-low",
                    me = me,
                    them = them,
                    mine = my_pos,
                    theirs = their_pos
                ),
                cite(if power.entry(card).class == Class::Stecher {
                    "stecher"
                } else {
                    "throner"
                }),
            ),
            Verdict::Fails(Fails::OffSuit(s)) => (
                crate::t!("rules-fails-off-suit", me = me, suit = s, class = class),
                cite("throner"),
            ),
            Verdict::Fails(Fails::NoSuit) => (
                crate::t!("rules-fails-no-suit", me = me, class = class),
                cite("led_suit"),
            ),
            Verdict::Fails(Fails::TrumpPlain) => (
                crate::t!("rules-fails-trump-plain", me = me),
                cite("trump_plain"),
            ),
            Verdict::Fails(Fails::StupfNotLed) => (
                crate::t!("rules-fails-stupf-not-led", me = me),
                cite("stupf"),
            ),
            Verdict::Fails(Fails::StupfOnlyBy) => (
                crate::t!(
                    "rules-fails-stupf-only-by",
                    me = me,
                    them = them,
                    names = names(system, power, power.entry(held).taken_by.iter())
                ),
                row_source(held),
            ),
            Verdict::Fails(Fails::Limited) => (
                crate::t!("rules-fails-limited", me = me, them = them),
                power
                    .limit_sources
                    .get(power.entry(card).limit_source as usize)
                    .cloned()
                    .unwrap_or_default(),
            ),
            Verdict::Fails(Fails::StupfNeedsStecher) => (
                crate::t!("rules-fails-stupf-needs-stecher", me = me, them = them),
                cite("stupf"),
            ),
            Verdict::Blocks { mask, holder: h } => {
                let blocked = (0..cards.len())
                    .filter(|j| mask & (1 << j) != 0)
                    .map(|j| cards[j]);
                (
                    crate::t!(
                        "rules-blocks",
                        me = me,
                        names = names(system, power, blocked),
                        holder = label(system, power, cards[h])
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
            holder,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Deck;
    use crate::cards::names::Namer;
    use crate::rules::catalog;
    use crate::rules::power::PowerOptions;
    use std::collections::BTreeMap;

    struct Case {
        variant: &'static str,
        trump: Suit,
        deck: Option<Deck>,
        unannounced: &'static [&'static str],
        first_trick: bool,
        cards: &'static [&'static str],
        winner: usize,
        source: &'static str,
    }

    const fn case(
        variant: &'static str,
        trump: Suit,
        cards: &'static [&'static str],
        winner: usize,
        source: &'static str,
    ) -> Case {
        Case {
            variant,
            trump,
            deck: None,
            unannounced: &[],
            first_trick: false,
            cards,
            winner,
            source,
        }
    }

    fn run(c: &Case) -> Outcome {
        let system = catalog::load(c.variant).unwrap();
        let namer = Namer::new(Some(c.trump), &system.nicknames);
        let parse = |names: &[&str]| -> Vec<Card> {
            names.iter().map(|n| namer.card(n).unwrap()).collect()
        };
        let opts = PowerOptions {
            deck: c.deck,
            unannounced: parse(c.unannounced),
            switches: BTreeMap::new(),
        };
        let power = Power::new(&system, c.trump, &opts).unwrap();
        let cards = parse(c.cards);
        let ctx = TrickContext {
            first_trick: c.first_trick,
        };
        let out = explain(&system, &power, &cards, ctx).unwrap();
        assert_eq!(winner(&power, &cards, ctx), out.winner);
        out
    }

    const EXT: Option<Deck> = Some(Deck::Extended56);

    #[test]
    fn lungern_extended_deck_trumpf_0_and_trumpf_1() {
        let v = "000_03ddb346fab875bf.txt §Variante des Kartensets";
        let s = Suit::Schellen;
        let table = [
            // "alle diese Stecher ... verlieren ihre Kraft, zu nehmen": the led Rosen-7 holds again.
            Case {
                deck: EXT,
                ..case("lungern", s, &["Rosen-7", "Blass", "T-Nullig"], 0, v)
            },
            // "So kann dann eine nachfolgende Mugg ohne weiteres das Spiel nehmen"
            Case {
                deck: EXT,
                ..case(
                    "lungern",
                    s,
                    &["Rosen-7", "Blass", "T-Nullig", "Mugg"],
                    3,
                    v,
                )
            },
            // "Auch die nachfolgenden Throner (etwa König) behält seine Nehmerkraft"
            Case {
                deck: EXT,
                ..case(
                    "lungern",
                    s,
                    &["Rosen-7", "Blass", "T-Nullig", "Rosen-König"],
                    3,
                    v,
                )
            },
            // "Die Trumpf-0 vermag aber einen nachfolgenden Stecher nicht zu blockieren"
            Case {
                deck: EXT,
                ..case("lungern", s, &["Rosen-7", "T-Nullig", "Blass"], 2, v)
            },
            // "Ebenfalls behält der Bauer seine absolute Stechqualität"
            Case {
                deck: EXT,
                ..case("lungern", s, &["Rosen-7", "Jos", "T-Nullig"], 1, v)
            },
            // "Die Under, behalten ihre Nehmerkraft, ebenfalls die Trumpf-5 und d'Mugg"
            Case {
                deck: EXT,
                ..case("lungern", s, &["Rosen-7", "Mugg", "T-Nullig"], 1, v)
            },
            Case {
                deck: EXT,
                ..case("lungern", s, &["Rosen-7", "Rosen-Under", "T-Nullig"], 1, v)
            },
            // "Der Stupf Trumpf-7 wird nicht blockiert"
            Case {
                deck: EXT,
                ..case("lungern", s, &["T-7", "T-Nullig"], 0, v)
            },
            // A led Blass is blocked: the Trumpf-0 holds until a Stecher comes.
            Case {
                deck: EXT,
                ..case("lungern", s, &["Blass", "T-Nullig"], 1, v)
            },
            Case {
                deck: EXT,
                ..case("lungern", s, &["Blass", "T-Nullig", "T-5"], 2, v)
            },
            // A card that could never take (no suit after a led Stecher) does not inherit it.
            Case {
                deck: EXT,
                ..case("lungern", s, &["Blass", "Rosen-3", "T-Nullig"], 2, v)
            },
            // "Sie blockiert auch alle Ober und Könige": a led Ober too; a Rosen-Under then takes.
            Case {
                deck: EXT,
                ..case(
                    "lungern",
                    s,
                    &["Rosen-Ober", "T-Nullig", "Rosen-Under"],
                    2,
                    v,
                )
            },
            // "die Trumpf-1 ist dann ein Stecher, der zwischen den Karten 5 und 6 anzusiedeln ist"
            Case {
                deck: EXT,
                ..case("lungern", s, &["Rosen-5", "T-Einig"], 1, v)
            },
            Case {
                deck: EXT,
                ..case("lungern", s, &["Rosen-6", "T-Einig"], 0, v)
            },
            Case {
                deck: EXT,
                ..case("lungern", s, &["Rosen-5", "T-Einig", "Rosen-6"], 2, v)
            },
            Case {
                deck: EXT,
                ..case("lungern", s, &["Rosen-Nullig", "Rosen-Einig"], 1, v)
            },
            Case {
                deck: EXT,
                ..case("lungern", s, &["Rosen-Einig", "Rosen-Ass"], 0, v)
            },
        ];
        for c in &table {
            assert_eq!(run(c).winner, c.winner, "{:?} ({})", c.cards, c.source);
        }
    }

    #[test]
    fn limits_and_conditions_of_single_cards() {
        let s = Suit::Schilten;
        let nehmer = "000_03ddb346fab875bf.txt §Nehmer";
        let table = [
            // 000 §Nehmer: "Der Trumpfkönig kann als Throner nur den Trumpfober nehmen".
            case("lungern", s, &["T-Ober", "T-König"], 1, nehmer),
            case("lungern", s, &["T-Ober", "T-3", "T-König"], 1, nehmer),
            // ... and the König first: it holds, the Trumpf-3 stands below it (order matters).
            case("lungern", s, &["T-Ober", "T-König", "T-3"], 1, nehmer),
            // "Trumpfober können die niederen Ränge der Trumpffarbe nicht nehmen".
            Case {
                unannounced: &["Oberkaiser"],
                ..case("lungern", s, &["Oberkaiser", "T-Ober"], 0, nehmer)
            },
            // Stans footnote 5 has no such limit: hiratä.
            case(
                "stans",
                s,
                &["T-Ober", "T-3", "T-König"],
                2,
                "001 footnote 5",
            ),
            // 002 Silenen rows 10 and 13: the Trumpf-4 and -5 "gehen nicht in den Mann".
            case(
                "silenen",
                s,
                &["T-8", "T-4", "T-Ober"],
                1,
                "002 Silenen row 10",
            ),
            case(
                "silenen",
                s,
                &["T-9", "T-5", "T-König"],
                1,
                "002 Silenen row 13",
            ),
            case(
                "silenen",
                s,
                &["T-8", "T-König", "T-4"],
                1,
                "002 Silenen row 15",
            ),
            // The Trumpf-3 only when led (row 7); played later, the Trumpf-König takes it.
            case(
                "silenen",
                s,
                &["T-8", "T-3", "T-König"],
                2,
                "002 Silenen row 7",
            ),
            // 000: the Trumpf-1 takes "5, 4, 3, 2, 1, 0 ..., sofern sie nicht Trumpf sind".
            Case {
                deck: Some(Deck::Extended60),
                ..case(
                    "lungern",
                    s,
                    &["T-Zweiig", "T-Einig"],
                    0,
                    "000 §Variante des Kartensets",
                )
            },
            Case {
                deck: Some(Deck::Extended60),
                ..case(
                    "lungern",
                    s,
                    &["Rosen-Zweiig", "T-Einig"],
                    1,
                    "000 §Variante des Kartensets",
                )
            },
            // 004: "In der Trumpf-Farbe vermag die 7 logischerweise weder 8 noch 9 zu stechen".
            case(
                "willisau",
                s,
                &["T-8", "T-9"],
                1,
                "004 §Sonderfall Trumpf 7",
            ),
        ];
        for c in &table {
            assert_eq!(
                run(c).winner,
                c.winner,
                "{} {:?} ({})",
                c.variant,
                c.cards,
                c.source
            );
        }
        let limited = run(&case(
            "lungern",
            s,
            &["T-Ober", "T-3", "T-König"],
            1,
            nehmer,
        ));
        assert_eq!(
            limited.steps[2].text,
            "Schilten-König does not take Schilten-3 (Trumpf-3): a rule of this system limits what Schilten-König takes."
        );
        assert!(limited.steps[2].source.contains("§Nehmer"));
    }

    #[test]
    fn lungern_t9_switch_unless_a_stecher_was_played() {
        // 000 §Stupf: "Die Trumpf-9 kann die Trumpf-8 nehmen, falls die Trumpf-8 ausgegeben
        // wurde, ausser es ist ein Stecher im Spiel." The Trumpf-1 is a Stecher below the 8.
        let system = catalog::load("lungern").unwrap();
        let namer = Namer::new(Some(Suit::Rosen), &[]);
        let cards = |v: &[&str]| v.iter().map(|n| namer.card(n).unwrap()).collect::<Vec<_>>();
        let on = PowerOptions {
            deck: Some(Deck::Extended56),
            unannounced: vec![],
            switches: [("t9_takes_led_t8".to_string(), true)].into(),
        };
        let off = PowerOptions {
            switches: BTreeMap::new(),
            ..on.clone()
        };
        let p_on = Power::new(&system, Suit::Rosen, &on).unwrap();
        let p_off = Power::new(&system, Suit::Rosen, &off).unwrap();
        let ctx = TrickContext::default();
        assert_eq!(winner(&p_on, &cards(&["T8", "T9"]), ctx), 1);
        assert_eq!(winner(&p_off, &cards(&["T8", "T9"]), ctx), 0);
        assert_eq!(winner(&p_on, &cards(&["T8", "T-Einig", "T9"]), ctx), 0);
        // A Stecher before the 9 takes the 8 itself, and the 9 cannot take a Stecher.
        assert_eq!(winner(&p_on, &cards(&["T8", "Mugg", "T9"]), ctx), 1);
    }

    #[test]
    fn blocking_is_explained() {
        let c = Case {
            deck: EXT,
            ..case(
                "lungern",
                Suit::Schellen,
                &["Rosen-7", "Blass", "T-Nullig"],
                0,
                "",
            )
        };
        let out = run(&c);
        let block = out
            .steps
            .iter()
            .find(|s| matches!(s.verdict, Verdict::Blocks { .. }))
            .unwrap();
        assert_eq!(
            block.text,
            "Schellen-Nullig (Trumpf-0) blocks Rosen-Banner (Blass): they lose their power to take. The trick is now held by Rosen-7."
        );
        assert!(block.source.contains("Variante des Kartensets"));
    }

    #[test]
    fn unannounced_kaiser_are_plain_tens() {
        let s = Suit::Schellen;
        let u = "000_03ddb346fab875bf.txt §Ansagen der Kaiser";
        let table = [
            // "oder durch den Farbunder, Farbober oder Farbkönig, welcher dieselbe Farbe besitzt"
            Case {
                unannounced: &["Blass"],
                ..case("lungern", s, &["Blass", "Rosen-Under"], 1, u)
            },
            Case {
                unannounced: &[],
                ..case("lungern", s, &["Blass", "Rosen-Under"], 0, u)
            },
            // "nur gemäss seiner Farbposition eine niedere Karte seiner Farbe (9 und weniger) nehmen"
            Case {
                unannounced: &["Blass"],
                ..case("lungern", s, &["Rosen-9", "Blass"], 1, u)
            },
            // "kann durch jeden Stecher genommen werden, der eine höhere Machtposition hat"
            Case {
                unannounced: &["Blass"],
                ..case("lungern", s, &["Rosen-9", "Blass", "Mugg"], 2, u)
            },
            // Off suit, a plain 10 takes nothing.
            Case {
                unannounced: &["Grün"],
                ..case("lungern", s, &["Rosen-9", "Grün"], 0, u)
            },
            // 004 De Fuul: an unannounced trump Banner "kann ... wieder von den beiden Fuulen gestochen werden"
            Case {
                unannounced: &["Mogg"],
                ..case("willisau", s, &["Mogg", "Fuul-Ober"], 1, "004 §De Fuul")
            },
            // 003 §1 B.IV: "Sie stechen aber keinen Kaiser, dem man nicht gekritzelt ..., denn dieser ist dann natürlich die Zehn"
            Case {
                unannounced: &["Fugel"],
                ..case(
                    "liebenau",
                    Suit::Rosen,
                    &["Fugel", "Schellen-9"],
                    0,
                    "003 §1 B.IV",
                )
            },
        ];
        for c in &table {
            assert_eq!(
                run(c).winner,
                c.winner,
                "{:?} unannounced {:?} ({})",
                c.cards,
                c.unannounced,
                c.source
            );
        }
    }

    #[test]
    fn karnoeffel_trumpf_7_not_in_the_first_trick() {
        // 002 §Stichwert (2.): "Sie kann nicht im ersten Stich ausgespielt werden"; reading: led
        // there anyway, it is "nur eine 7", a plain card of the trump suit.
        let s = Suit::Rosen;
        let src = "002_0d36d0d0407ba759.txt §Stichwert der Karten (2.)";
        let table = [
            case("karnoeffel", s, &["Rosen-7", "Rosen-8"], 0, src),
            Case {
                first_trick: true,
                ..case("karnoeffel", s, &["Rosen-7", "Rosen-8"], 1, src)
            },
            Case {
                first_trick: true,
                ..case("karnoeffel", s, &["Rosen-7", "Rosen-6"], 1, src)
            },
            Case {
                first_trick: true,
                ..case("karnoeffel", s, &["Rosen-7", "Eichel-König"], 0, src)
            },
            // Karnöffel: the trump suit's König, Ober, 10, 9, 8 "sind keine Trümpfe": ordinary cards.
            case(
                "karnoeffel",
                s,
                &["Rosen-8", "Rosen-9"],
                1,
                "002 §Stichwert der Karten",
            ),
            // ... whereas in Kaisern a plain trump card takes nothing (lungern has no plain
            // trump card but the unannounced Banner; liebenau has the trump 9 and 8).
            case("liebenau", s, &["Rosen-8", "Rosen-9"], 0, "003 §1 B.IV"),
        ];
        for c in &table {
            assert_eq!(
                run(c).winner,
                c.winner,
                "{:?} first {} ({})",
                c.cards,
                c.first_trick,
                c.source
            );
        }
        let out = run(&Case {
            first_trick: true,
            ..case("karnoeffel", s, &["Rosen-7", "Rosen-8"], 1, src)
        });
        assert_eq!(
            out.steps[1].text,
            "Rosen-8 takes Rosen-7 (Teufel): Rosen was led, and inside the led suit a plain card takes every lower card (position 13 over 14)."
        );
    }

    #[test]
    fn bad_tricks_are_refused() {
        let system = catalog::load("stans").unwrap();
        let power = Power::new(&system, Suit::Rosen, &PowerOptions::default()).unwrap();
        let rk = Card::new(Suit::Rosen, crate::cards::Rank::Koenig);
        let r9 = Card::new(Suit::Rosen, crate::cards::Rank::Neun);
        assert_eq!(check(&system, &power, &[]), Err(TrickError::Empty));
        assert_eq!(
            check(&system, &power, &[rk, rk]),
            Err(TrickError::Duplicate(rk))
        );
        assert_eq!(
            check(&system, &power, &[rk, r9]).unwrap_err().to_string(),
            "Rosen-9 is not in the stans-40 deck of rule system 'stans'"
        );
        let many: Vec<Card> = Deck::Stans40.cards().into_iter().take(13).collect();
        assert_eq!(check(&system, &power, &many), Err(TrickError::TooMany(13)));
    }
}

#[cfg(test)]
mod german {
    //! The reasoning in German: exact sentences for a representative set of tricks.
    use super::*;
    use crate::cards::Deck;
    use crate::cards::names::Namer;
    use crate::i18n::{Lang, with_lang};
    use crate::rules::catalog;
    use crate::rules::power::PowerOptions;

    struct Trick {
        variant: &'static str,
        trump: Suit,
        deck: Option<Deck>,
        unannounced: &'static [&'static str],
        first_trick: bool,
        cards: &'static [&'static str],
    }

    const fn trick(variant: &'static str, trump: Suit, cards: &'static [&'static str]) -> Trick {
        Trick {
            variant,
            trump,
            deck: None,
            unannounced: &[],
            first_trick: false,
            cards,
        }
    }

    fn sentences(t: &Trick, lang: Lang) -> Vec<String> {
        let system = catalog::load(t.variant).unwrap();
        let namer = Namer::new(Some(t.trump), &system.nicknames);
        let parse = |v: &[&str]| v.iter().map(|n| namer.card(n).unwrap()).collect::<Vec<_>>();
        let opts = PowerOptions {
            deck: t.deck,
            unannounced: parse(t.unannounced),
            ..Default::default()
        };
        let power = Power::new(&system, t.trump, &opts).unwrap();
        let ctx = TrickContext {
            first_trick: t.first_trick,
        };
        with_lang(lang, || explain(&system, &power, &parse(t.cards), ctx))
            .unwrap()
            .steps
            .into_iter()
            .map(|s| s.text)
            .collect()
    }

    #[test]
    fn tricks_are_explained_in_german() {
        let table: [(Trick, &[&str]); 8] = [
            // Gasser's Farbstärke trick (the lib.rs doctest): Stecher takes, then a Throner.
            (
                trick(
                    "lungern",
                    Suit::Schellen,
                    &["Eichel-7", "Mugg", "Oberkaiser", "Eichel-König"],
                ),
                &[
                    "Eichel-7 wird ausgespielt: der Stich hat die Farbe Eichel.",
                    "Schellen-Banner (Mugg) sticht Eichel-7: ein Stecher sticht jede Karte unter ihm (Position 14 über 19).",
                    "Schilten-Banner (Oberkaiser) sticht Schellen-Banner (Mugg): ein Stecher sticht jede Karte unter ihm (Position 8 über 14).",
                    "Eichel-König sticht Schilten-Banner (Oberkaiser): Eichel wurde ausgespielt, und in der ausgespielten Farbe sticht ein Throner jede tiefere Karte (Position 6 über 8).",
                ],
            ),
            // An unannounced Banner is a plain 10.
            (
                Trick {
                    unannounced: &["Blass"],
                    ..trick("lungern", Suit::Schellen, &["Rosen-9", "Blass", "Mugg"])
                },
                &[
                    "Rosen-9 wird ausgespielt: der Stich hat die Farbe Rosen.",
                    "Rosen-Banner (nicht angesagt: eine gewöhnliche 10) sticht Rosen-9: Rosen wurde ausgespielt, und in der ausgespielten Farbe sticht eine gewöhnliche Karte jede tiefere Karte (Position 16 über 17).",
                    "Schellen-Banner (Mugg) sticht Rosen-Banner (nicht angesagt: eine gewöhnliche 10): ein Stecher sticht jede Karte unter ihm (Position 13 über 16).",
                ],
            ),
            // A Stupf lead: only the Jos takes it.
            (
                trick("stans", Suit::Rosen, &["T-7", "Eichel-Ass", "Jos"]),
                &[
                    "Rosen-7 (Trumpf-7) wird als Stupf ausgespielt, also hat der Stich keine Farbe: nur Rosen-Under (Jos) kann ihn machen.",
                    "Eichel-Ass sticht die ausgespielte Karte Rosen-7 (Trumpf-7) nicht: das kann nur Rosen-Under (Jos).",
                    "Rosen-Under (Jos) sticht Rosen-7 (Trumpf-7): als ausgespielte Karte wird Rosen-7 (Trumpf-7) nur von Rosen-Under (Jos) gestochen.",
                ],
            ),
            // A Stecher lead: the trick has no suit.
            (
                trick("stans", Suit::Rosen, &["Blass", "Eichel-König", "Rosen-3"]),
                &[
                    "Rosen-Banner (Blass) wird ausgespielt. Das ist ein Stecher, also hat der Stich keine Farbe: nur ein höherer Stecher kann ihn machen.",
                    "Eichel-König sticht nicht: ausgespielt wurde ein Stecher oder Stupf, der Stich hat also keine Farbe, und so sticht ein Throner nichts.",
                    "Rosen-3 (Trumpf-3) sticht Rosen-Banner (Blass) nicht: Position 9 liegt unter Position 7.",
                ],
            ),
            // lungern's Trumpf-0 blocks.
            (
                Trick {
                    deck: Some(Deck::Extended56),
                    ..trick("lungern", Suit::Schellen, &["Rosen-7", "Blass", "T-Nullig"])
                },
                &[
                    "Rosen-7 wird ausgespielt: der Stich hat die Farbe Rosen.",
                    "Rosen-Banner (Blass) sticht Rosen-7: ein Stecher sticht jede Karte unter ihm (Position 5 über 19).",
                    "Schellen-Nullig (Trumpf-0) sticht nicht: die Karte ist keine Rosen-Karte, und eine gewöhnliche Karte sticht nur in der ausgespielten Farbe (Rosen).",
                    "Schellen-Nullig (Trumpf-0) blockiert Rosen-Banner (Blass): sie verlieren ihre Kraft zu stechen. Den Stich hält jetzt Rosen-7.",
                ],
            ),
            // karnoeffel's Trumpf-7 in the first trick.
            (
                Trick {
                    first_trick: true,
                    ..trick("karnoeffel", Suit::Rosen, &["Rosen-7", "Rosen-8"])
                },
                &[
                    "Rosen-7 (Teufel) wird im ersten Stich ausgespielt, wo die Karte kein Stupf ist, sondern nur eine gewöhnliche Karte: der Stich hat die Farbe Rosen.",
                    "Rosen-8 sticht Rosen-7 (Teufel): Rosen wurde ausgespielt, und in der ausgespielten Farbe sticht eine gewöhnliche Karte jede tiefere Karte (Position 13 über 14).",
                ],
            ),
            // A limit of lungern's Trumpf-König.
            (
                trick("lungern", Suit::Schilten, &["T-Ober", "T-3", "T-König"]),
                &[
                    "Schilten-Ober wird ausgespielt: der Stich hat die Farbe Schilten.",
                    "Schilten-3 (Trumpf-3) sticht Schilten-Ober: ein Stecher sticht jede Karte unter ihm (Position 7 über 9).",
                    "Schilten-König sticht Schilten-3 (Trumpf-3) nicht: eine Regel dieses Systems beschränkt, was Schilten-König sticht.",
                ],
            ),
            // Plain trump cards take nothing.
            (
                trick("liebenau", Suit::Rosen, &["Rosen-8", "Rosen-9", "Eichel-9"]),
                &[
                    "Rosen-8 wird ausgespielt: der Stich hat die Farbe Rosen.",
                    "Rosen-9 sticht nicht: eine gewöhnliche Karte der Trumpffarbe sticht nichts.",
                    "Eichel-9 sticht nicht: die Karte ist keine Rosen-Karte, und eine gewöhnliche Karte sticht nur in der ausgespielten Farbe (Rosen).",
                ],
            ),
        ];
        for (t, want) in &table {
            assert_eq!(sentences(t, Lang::De), *want, "{} {:?}", t.variant, t.cards);
        }
        // The same trick in English is the English of the lib.rs doctest.
        assert_eq!(
            sentences(&table[0].0, Lang::En)[3],
            "Eichel-König takes Schilten-Banner (Oberkaiser): Eichel was led, and inside the led suit a Throner takes every lower card (position 6 over 8)."
        );
    }

    #[test]
    fn german_words_for_classes_and_lists() {
        use crate::text::system::class_name;
        assert_eq!(class_name(Lang::De, Class::Plain), "gewöhnlich");
        assert_eq!(class_name(Lang::En, Class::Plain), "plain");
        assert_eq!(class_name(Lang::De, Class::Stecher), "Stecher");
    }

    #[test]
    fn bad_tricks_are_refused_in_german() {
        let system = catalog::load("stans").unwrap();
        let power = Power::new(&system, Suit::Rosen, &PowerOptions::default()).unwrap();
        let rk = Card::new(Suit::Rosen, crate::cards::Rank::Koenig);
        let r9 = Card::new(Suit::Rosen, crate::cards::Rank::Neun);
        let de = |cards: &[Card]| {
            with_lang(Lang::De, || {
                check(&system, &power, cards).unwrap_err().to_string()
            })
        };
        assert_eq!(
            de(&[rk, rk]),
            "Rosen-König wurde zweimal gespielt; jede Karte gibt es im Blatt nur einmal"
        );
        assert_eq!(
            de(&[rk, r9]),
            "Rosen-9 ist nicht im Blatt stans-40 des Regelsystems 'stans'"
        );
        assert_eq!(
            de(&[]),
            "keine Karten: nenne die Karten des Stichs in der Reihenfolge, in der sie gespielt werden, die ausgespielte zuerst"
        );
        let many: Vec<Card> = Deck::Stans40.cards().into_iter().take(13).collect();
        assert_eq!(
            de(&many),
            "13 Karten in einem Stich; ein Stich hat höchstens 12 (eine Karte pro Spieler)"
        );
    }

    /// A suit lead cites the system's `suit_lead` rule where it has one (karnoeffel:
    /// `002_…` §Spielablauf), else its Throner rule (lungern: `000_…` §Throner).
    #[test]
    fn a_suit_lead_cites_its_rule() {
        use crate::cards::Rank;
        for (id, source) in [
            ("karnoeffel", "002_0d36d0d0407ba759.txt §Spielablauf"),
            ("lungern", "000_03ddb346fab875bf.txt §Throner"),
        ] {
            let system = catalog::load(id).unwrap();
            let power = Power::new(&system, Suit::Rosen, &PowerOptions::default()).unwrap();
            let cards = [
                Card::new(Suit::Schellen, Rank::Fuenf),
                Card::new(Suit::Schellen, Rank::Neun),
            ];
            let outcome = explain(&system, &power, &cards, TrickContext::default()).unwrap();
            let cited = &outcome.steps[0].source;
            assert!(cited.starts_with(source), "{id}: {cited}");
        }
    }
}
