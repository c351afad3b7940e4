//! The solver's position: a [`Table`] at a trick start, the [`Trick`] being played (with its
//! holder after each card), the fixed-capacity [`Stack`] both live on, and which cards a seat
//! may legally play ([`legal`]).

use super::search::Solver;
use crate::cards::{Card, CardSet, Rank, Suit};
use crate::power::Power;
use crate::system::Class;
use crate::trick::{Opening, TrickContext, holder_step, open_trick, winner_down};
use serde::Serialize;

/// A fixed-capacity list of cards on the stack: the search's hot path pushes and pops
/// without the capacity checks of a growable vector.
#[derive(Clone, Copy)]
pub(super) struct Stack<const N: usize> {
    pub(super) len: u8,
    pub(super) items: [Card; N],
}

impl<const N: usize> Default for Stack<N> {
    fn default() -> Self {
        Stack {
            len: 0,
            items: [Card::new(Suit::Rosen, Rank::Ass); N],
        }
    }
}

impl<const N: usize> Stack<N> {
    #[inline]
    pub(super) fn push(&mut self, c: Card) {
        self.items[self.len as usize] = c;
        self.len += 1;
    }

    #[inline]
    pub(super) fn pop(&mut self) {
        self.len -= 1;
    }

    #[inline]
    pub(super) fn as_slice(&self) -> &[Card] {
        &self.items[..self.len as usize]
    }

    #[inline]
    pub(super) fn as_mut_slice(&mut self) -> &mut [Card] {
        &mut self.items[..self.len as usize]
    }

    #[inline]
    pub(super) fn len(&self) -> usize {
        self.len as usize
    }
}

/// Most seats at a table (silenen plays with up to 12).
pub const MAX_SEATS: usize = 12;

/// Places of [`Trick::holders`]: a power of two above [`MAX_SEATS`].
const HOLDERS: usize = 16;

/// The trick being played: its cards from the leader on, and the holder after each card, so
/// that trying a card costs one verdict instead of resolving the whole trick again.
#[derive(Clone, Default)]
pub(super) struct Trick {
    pub(super) cards: Stack<MAX_SEATS>,
    /// `holders[n]`: the index of the card holding the trick after its first `n` cards (0
    /// when empty). Sixteen places, read at `n % 16`: no bounds check on the hot path.
    holders: [u8; HOLDERS],
    /// Bit `i` set: card `i` was laid face down (it takes nothing and counts for nothing).
    pub(super) down: u32,
    /// What the led card made of the trick (set when the first card is pushed).
    open: Option<Opening>,
    /// Per party, what taking this trick would settle: 0 not known yet (`settle_known`
    /// false), 1 nothing, 2 the goal party fails, 3 it makes it. Filled by the solver.
    settle: [u8; MAX_SEATS],
    settle_known: bool,
    /// The lonely cards ([`Solver::lonely_in`]) among the cards in play `lonely[0]`, worked
    /// out once per trick (the cards in play change only between tricks): `lonely[1]`.
    lonely: [u64; 2],
}

impl Trick {
    /// The trick of `cards`, with the cards whose bit is set in `down` laid face down.
    pub(super) fn new_down(power: &Power, cards: &[Card], down: u32, ctx: TrickContext) -> Trick {
        let mut t = Trick::default();
        for (i, c) in cards.iter().enumerate() {
            if crate::trick::is_down(down, i) && i > 0 {
                t.push_down(*c);
            } else {
                t.push(power, *c, ctx);
            }
        }
        t
    }

    fn opening(&mut self, power: &Power, ctx: TrickContext) -> Opening {
        match self.open {
            Some(o) if self.cards.len() > 1 => o,
            _ => {
                let o = open_trick(power, self.cards.items[0], ctx);
                self.open = Some(o);
                o
            }
        }
    }

    pub(super) fn len(&self) -> usize {
        self.cards.len()
    }

    pub(super) fn is_empty(&self) -> bool {
        self.cards.len == 0
    }

    /// The index of the card that holds the trick (0 when empty).
    pub(super) fn holder(&self) -> usize {
        self.holders[usize::from(self.cards.len) % HOLDERS] as usize
    }

    pub(super) fn push(&mut self, power: &Power, card: Card, ctx: TrickContext) {
        let before = self.holder();
        self.cards.push(card);
        let open = self.opening(power, ctx);
        let h = if self.down != 0 && (power.has_blocker || !power.extras.is_empty()) {
            // A blocker or an extra take may look at the cards before it: a face-down card
            // must count for nothing there either.
            winner_down(power, self.cards.as_slice(), self.down, ctx)
        } else {
            holder_step(power, self.cards.as_slice(), before, open, ctx)
        };
        self.holders[self.cards.len() % HOLDERS] = h as u8;
    }

    /// Play `card` after the led card when the caller knows whether it takes the trick from
    /// its holder (`takes`, from the exact "who beats the holder" masks,
    /// [`super::moves::CardTable::takers`]): no trick judge.
    #[inline]
    pub(super) fn push_judged(&mut self, card: Card, takes: bool) {
        let before = self.holder();
        self.cards.push(card);
        let i = self.cards.len();
        self.holders[i % HOLDERS] = if takes { (i - 1) as u8 } else { before as u8 };
    }

    /// Lay `card` face down (never the led card): the holder stays.
    pub(super) fn push_down(&mut self, card: Card) {
        let before = self.holder();
        self.cards.push(card);
        let i = self.cards.len() - 1;
        self.down |= 1 << i;
        self.holders[(i + 1) % HOLDERS] = before as u8;
    }

    /// The lonely cards among `live` (the cards in play), from `find` unless this trick
    /// already found them for the same cards.
    #[inline]
    pub(super) fn lonely(&mut self, live: u64, find: impl FnOnce(u64) -> u64) -> u64 {
        if self.lonely[0] != live {
            self.lonely = [live, find(live)];
        }
        self.lonely[1]
    }

    pub(super) fn pop(&mut self) {
        self.cards.pop();
        self.down &= !(1u32 << self.cards.len());
    }

    /// Whether [`Trick::settle`] has been filled for this trick.
    #[inline]
    pub(super) fn settle_known(&self) -> bool {
        self.settle_known
    }

    /// The answer if party `p` takes this trick, when that alone settles it.
    #[inline]
    pub(super) fn settle(&self, p: usize) -> Option<bool> {
        match self.settle.get(p) {
            Some(2) => Some(false),
            Some(3) => Some(true),
            _ => None,
        }
    }

    pub(super) fn set_settle(&mut self, p: usize, v: Option<bool>) {
        self.settle[p] = match v {
            None => 1,
            Some(false) => 2,
            Some(true) => 3,
        };
        self.settle_known = true;
    }

    /// Would `card`, played next, take the trick (so far)?
    pub(super) fn takes(&mut self, power: &Power, card: Card, ctx: TrickContext) -> bool {
        self.push(power, card, ctx);
        let h = self.holder();
        self.pop();
        h == self.cards.len()
    }

    pub(super) fn bits(&self) -> u64 {
        self.cards.as_slice().iter().fold(0, |m, c| m | 1 << c.id())
    }

    /// The card holding the trick (the trick must not be empty).
    #[inline]
    pub(super) fn holder_card(&self) -> Card {
        self.cards.items[self.holder()]
    }

    /// The led suit, 0-3, or 4 when the trick has none (led by a Stecher or a Stupf).
    #[inline]
    pub(super) fn suit_index(&self) -> usize {
        self.open
            .and_then(|o| o.suit())
            .map_or(4, |s: Suit| s.index())
    }
}

/// Restrictions on which card may be played, beyond "any card in hand".
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PlayRules {
    /// Solo play where a player who can take the trick must (`003_…` §4: "daß man
    /// überstechen muß (wenn man kann)").
    pub must_overtake: bool,
}

/// A position at the start of a trick (or the start of the hand).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// The cards of each seat, seats in playing order.
    pub hands: Vec<CardSet>,
    /// The party of each seat (0-based).
    pub party: Vec<usize>,
    /// Tricks each party needs to win the hand.
    pub need: Vec<u8>,
    /// Tricks each party has.
    pub won: Vec<u8>,
    /// The seat that leads the next trick.
    pub leader: usize,
    /// Tricks already played (the first trick matters to karnoeffel's Trumpf-7).
    pub played: u8,
    /// Legal-play restrictions.
    pub rules: PlayRules,
}

impl Table {
    /// Number of parties.
    pub fn parties(&self) -> usize {
        self.need.len()
    }

    /// The party that has reached its target, if any.
    pub fn decided(&self) -> Option<usize> {
        (0..self.parties()).find(|p| self.won[*p] >= self.need[*p])
    }

    /// Tricks still to play.
    pub fn remaining(&self) -> u8 {
        self.hands.iter().map(|h| h.len()).min().unwrap_or(0) as u8
    }
}

/// One trick of a line of play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayedTrick {
    /// Seats in play order (the leader first).
    pub seats: Vec<usize>,
    /// The cards in play order.
    pub cards: Vec<Card>,
    /// The seat that took it.
    pub winner: usize,
    /// Bit `i` set: `cards[i]` was laid face down (took nothing; hidden from the others).
    #[serde(skip_serializing_if = "is_zero")]
    pub face_down: u32,
}

fn is_zero(v: &u32) -> bool {
    *v == 0
}

impl PlayedTrick {
    /// Whether `cards[i]` was laid face down.
    pub fn is_down(&self, i: usize) -> bool {
        crate::trick::is_down(self.face_down, i)
    }
}

/// The legal cards of `seat` with `trick` played before it.
pub fn legal(power: &Power, table: &Table, seat: usize, trick: &[Card]) -> CardSet {
    legal_down(power, table, seat, trick, 0)
}

/// [`legal`] when the cards of `trick` whose bit is set in `down` were laid face down.
pub fn legal_down(power: &Power, table: &Table, seat: usize, trick: &[Card], down: u32) -> CardSet {
    legal_in(
        power,
        table,
        seat,
        &mut Trick::new_down(power, trick, down, ctx(table)),
    )
}

#[inline(always)]
pub(super) fn legal_in(power: &Power, table: &Table, seat: usize, trick: &mut Trick) -> CardSet {
    let hand = table.hands[seat];
    let ctx = ctx(table);
    if !ctx.first_trick && !table.rules.must_overtake {
        return hand;
    }
    let mut out = CardSet::EMPTY;
    if trick.is_empty() {
        // karnoeffel: the Trumpf-7 "kann nicht im ersten Stich ausgespielt werden" (`002_…`).
        for c in hand.iter() {
            let e = power.entry(c);
            if !(ctx.first_trick && e.class == Class::Stupf && e.not_in_first_trick) {
                out.insert(c);
            }
        }
        return if out.is_empty() { hand } else { out };
    }
    if table.rules.must_overtake {
        let mut taking = CardSet::EMPTY;
        for c in hand.iter() {
            if trick.takes(power, c, ctx) {
                taking.insert(c);
            }
        }
        if !taking.is_empty() {
            return taking;
        }
    }
    hand
}

impl Solver<'_> {
    /// The cards that would take `trick` from its holder if played next, when the masks are
    /// exact and the trick has been led ([`Solver::push_card`] then needs no trick judge);
    /// one lookup per position, whichever card is tried.
    #[inline]
    pub(super) fn takers_here(&self, t: &Table, trick: &Trick) -> Option<u64> {
        (self.cards.exact && !trick.is_empty())
            .then(|| self.cards.takers(self.power, trick, ctx(t)))
    }

    /// Play `card` face up to `trick`: with `takers` from [`Solver::takers_here`] the new
    /// holder is a bit test, otherwise the trick judge decides.
    #[inline]
    pub(super) fn push_card(&self, t: &Table, trick: &mut Trick, card: Card, takers: Option<u64>) {
        match takers {
            Some(m) => trick.push_judged(card, m & (1 << card.id()) != 0),
            None => trick.push(self.power, card, ctx(t)),
        }
    }
}

pub(super) fn ctx(table: &Table) -> TrickContext {
    TrickContext {
        first_trick: table.played == 0,
    }
}
