//! The driver: deals, asks the seats (Kaiser, lay away, raise and answer, cards), keeps the
//! stake and the score, and tells the observers, hand after hand until a party reaches the
//! target or a seat leaves.
//!
//! Two parties play for the stake of [`crate::stake`] (raises, kommen and gehen, the
//! end-game states). More parties (lungern's single players, 3 x 2): every hand is worth the
//! system's table value plus the Kritze of every Kaiser announced, with no raising and no
//! going, and the party that takes the hand books it all (`000_…` "Bei drei Parteien mit 3
//! Spielern": "Jener Spieler, der 4 Sätze gewonnen hat ... schreibt die gesamten Punkte
//! (Striche, Kritze) dieser Runde auf"). Liebenau's single players add what covered deals
//! nobody turned wrote aside (`night.rs`, reading 41), and a player at «es geht mir»
//! announces his Kaiser with its Kritze (`003_…` §2).

use super::TableError;
use super::agent::Dice;

use super::seat::{Bid, HandOver, HandStart, Leave, Observer, PlayView, Seat};
use crate::cards::{Card, CardSet, Rank};
use crate::deal::{Dealt, Hand, deck_for, parties_of};
use crate::stake::{Booking, DealPause, Game, Party, Stake, StakeDef};
use crate::system::{RuleSystem, TableDef};
use crate::umschlag::Decision;
use crate::{Power, PowerOptions};

/// How a game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameEnd {
    /// Points per party.
    pub scores: Vec<u32>,
    /// The target.
    pub target: u32,
    /// The party that reached it.
    pub winner: Option<Party>,
    /// The seat that left before the end.
    pub left: Option<usize>,
    /// Hands played.
    pub hands: u32,
}

/// A table: the rules, the seats in order, and the observers.
pub struct Driver<'a> {
    system: &'a RuleSystem,
    def: &'a TableDef,
    stake_def: &'a StakeDef,
    target: u32,
    parties: Vec<Party>,
    seats: Vec<Box<dyn Seat + 'a>>,
    observers: Vec<&'a mut dyn Observer>,
    dice: Dice,
    /// The cards each seat laid away in the hand in play.
    away: Vec<Vec<Card>>,
    /// The observers were told of this deal already (a covered deal, see `night.rs`).
    told: bool,
    /// Single players: covered deals thrown in since the last hand played (`night.rs`).
    throw_ins: u32,
    /// Single players: the Kritze written aside by covered deals nobody turned, for the next
    /// player to make his tricks (liebenau, reading 41).
    aside: u32,
    /// Single players: the hand that turned the covered card leads the first trick.
    first_lead: Option<usize>,
    /// Single players: the parties at the system's «es geht mir» in the hand in play (their
    /// Kaiser get its Kritze).
    going: Vec<bool>,
    /// The raises made in the trick play of the hand in play, for every seat's view.
    raised: Vec<super::seat::RaisedAt>,
}

/// The stock card turned face up to set trump, if the Umschlag turned one (everyone saw it).
fn turned(d: &Dealt) -> Option<Card> {
    match d.umschlag.decision {
        Decision::Trump { from: "stock", .. } => d.stock.first().copied(),
        _ => None,
    }
}

/// The seat's decision, or the game ends because it left.
enum Step<T> {
    Go(T),
    Left(usize),
}

fn ask<T>(seat: usize, r: Result<T, Leave>) -> Step<T> {
    match r {
        Ok(v) => Step::Go(v),
        Err(Leave) => Step::Left(seat),
    }
}

macro_rules! or_leave {
    ($seat:expr, $e:expr) => {
        match ask($seat, $e) {
            Step::Go(v) => v,
            Step::Left(s) => return Ok(Err(s)),
        }
    };
}

mod night;
mod pause;
mod stakes;
mod views;

/// What one hand came to: the booking, or a seat left.
type HandResult = Result<Result<Option<Booking>, usize>, TableError>;

/// The state a Kaiser announcement changes: the stake (two parties), the value (more
/// parties) and the Kaiser announced so far.
type KaiserStep<'s, 'a> = (
    &'s mut Option<Stake<'a>>,
    &'s mut u32,
    &'s mut Vec<(usize, Card, u32)>,
);

impl<'a> Driver<'a> {
    /// A table of `def` under `system`, to `target` (default: the system's for this table),
    /// with one seat per player (seat 0 first) and the dice for the deal.
    pub fn new(
        system: &'a RuleSystem,
        def: &'a TableDef,
        target: Option<u32>,
        seats: Vec<Box<dyn Seat + 'a>>,
        dice: Dice,
    ) -> Result<Driver<'a>, TableError> {
        let stake_def = system
            .stake
            .as_ref()
            .ok_or_else(|| TableError::NoStake(system.id.clone()))?;
        if seats.len() != def.players {
            return Err(TableError::Seats {
                seats: seats.len(),
                players: def.players,
            });
        }
        let target = match target {
            Some(t) if stake_def.target_allowed(t) => t,
            Some(t) => {
                return Err(TableError::Target {
                    target: t,
                    allowed: stake_def.targets(),
                    two_parties: def.parties == 2,
                });
            }
            None => stake_def.default_target(def.players, def.parties),
        };
        Ok(Driver {
            system,
            def,
            stake_def,
            target,
            parties: parties_of(def),
            seats,
            observers: Vec::new(),
            dice,
            away: Vec::new(),
            told: false,
            throw_ins: 0,
            aside: 0,
            first_lead: None,
            raised: Vec::new(),
            going: Vec::new(),
        })
    }

    /// Add an observer.
    pub fn observe(&mut self, o: &'a mut dyn Observer) {
        self.observers.push(o);
    }

    /// The game's target.
    pub fn target(&self) -> u32 {
        self.target
    }

    fn tell(&mut self, f: impl Fn(&mut dyn Observer)) {
        for o in self.observers.iter_mut() {
            f(&mut **o);
        }
    }

    /// Play the game to its end (or until a seat leaves).
    pub fn run(&mut self) -> Result<GameEnd, TableError> {
        let two = self.def.parties == 2;
        let table_value = self.stake_def.table.value;
        let target = self.target;
        self.tell(|o| o.game_started(target, table_value));
        let mut game = if two {
            Some(Game::new(self.stake_def, target)?)
        } else {
            None
        };
        let mut scores = vec![0u32; self.def.parties];
        let mut dealer = self.def.players - 1;
        let mut number = 0;
        loop {
            if let Some(g) = &game {
                scores = g.scores().to_vec();
            }
            let winner = match &game {
                Some(g) => g.winner(),
                None => scores.iter().position(|s| *s >= target),
            };
            if let Some(w) = winner {
                self.tell(|o| o.game_over(w, &scores));
                return Ok(self.end(scores, Some(w), None, number));
            }
            number += 1;
            let booking = match self.deal_in_game(game.as_mut(), number, &mut dealer, &scores)? {
                Ok(d) => match &mut game {
                    Some(g) => {
                        let stake = g.hand(Some(self.parties[dealer]))?;
                        self.dealt_hand(number, &scores, g.phase_name(), Some(stake), d)?
                    }
                    None => self.dealt_hand(number, &scores, None, None, d)?,
                },
                Err(seat) => Err(seat),
            };
            let booking = match booking {
                Ok(b) => b,
                Err(seat) => {
                    self.tell(|o| o.left(seat, &scores, target));
                    return Ok(self.end(scores, None, Some(seat), number));
                }
            };
            match (&mut game, booking) {
                (Some(g), Some(b)) => {
                    g.book(b)?;
                    scores = g.scores().to_vec();
                }
                (None, Some(b)) => {
                    scores[b.party] += b.points;
                    // The Kritze written aside went with the hand.
                    self.aside = 0;
                }
                _ => {}
            }
            self.throw_ins = 0;
            let over = HandOver {
                booking,
                scores: &scores,
                target,
            };
            self.tell(|o| o.hand_over(&over));
            dealer = (dealer + 1) % self.def.players;
        }
    }

    fn end(
        &self,
        scores: Vec<u32>,
        winner: Option<Party>,
        left: Option<usize>,
        hands: u32,
    ) -> GameEnd {
        GameEnd {
            scores,
            target: self.target,
            winner,
            left,
            hands,
        }
    }

    /// One hand of a single deal, outside a game: the stake as at a game's start, the
    /// system's usual target. For the arena, which plays the same deal more than once.
    pub fn play_dealt(&mut self, d: Dealt) -> Result<Result<Option<Booking>, usize>, TableError> {
        let scores = vec![0; self.def.parties];
        if self.def.parties == 2 {
            let game = Game::new(self.stake_def, self.target)?;
            let stake = game.hand(Some(self.parties[d.dealer % self.def.players]))?;
            self.dealt_hand(1, &scores, game.phase_name(), Some(stake), d)
        } else {
            self.dealt_hand(1, &scores, None, None, d)
        }
    }

    /// One hand from its deal: Kaiser, lay away, tricks.
    fn dealt_hand(
        &mut self,
        number: u32,
        scores: &[u32],
        phase_name: Option<&str>,
        mut stake: Option<Stake<'a>>,
        d: Dealt,
    ) -> HandResult {
        let (system, def) = (self.system, self.def);
        let n = def.players;
        let deck = deck_for(system, def);
        let dealer = d.dealer;
        self.away = vec![Vec::new(); n];
        let leader = (dealer + 1) % n;
        // The first trick's leader: the Vorhand, or at a table of single players the hand
        // that turned the covered card (liebenau, reading 41).
        let first = self.first_lead.take().unwrap_or(leader);
        self.going = match (&stake, &self.stake_def.goes) {
            (None, Some(g)) => {
                let at = self.target.saturating_sub(g.below);
                scores.iter().map(|s| *s >= at).collect()
            }
            _ => Vec::new(),
        };
        let start = HandStart {
            number,
            dealer,
            leader,
            scores,
            phase_name,
            dealt: &d,
        };
        let covered = std::mem::take(&mut self.told);
        if !covered {
            self.tell(|o| o.dealt(&start));
            if d.recuts > 0 {
                let recuts = d.recuts;
                self.tell(|o| o.recut(recuts));
            }
        }
        let opts = PowerOptions {
            deck: Some(deck),
            ..Default::default()
        };
        let power = Power::new(system, d.trump, &opts)?;
        if let Some(s) = stake.as_mut() {
            s.deal()?;
        }
        // Liebenau's pauses (reading 40): the first before the whole Umschlag is out (in a
        // face-up deal), the second after the first covered cards.
        let pauses: Vec<DealPause> = self.stake_def.pauses().to_vec();
        let mut paused = 0;
        for pause in pauses
            .iter()
            .filter(|p| **p == DealPause::Umschlag && !covered)
        {
            let Some(s) = stake.as_mut() else { break };
            paused += 1;
            match self.pause(paused, *pause, s, &d, &power)? {
                Ok(None) => {}
                done => return Ok(done),
            }
        }
        self.tell(|o| o.umschlag(&d, &power));
        // Single players: the table, and the Kritze written aside by deals nobody turned.
        let mut value = self.stake_def.table.value + self.aside;
        let mut announced: Vec<(usize, Card, u32)> = Vec::new();
        // The face-up round (stans, lungern, willisau): every seat holds its first card, and a
        // Kaiser among them is announced at once, before the other cards; lungern's Freien
        // comes before it, or its moment would be missed.
        let early: Vec<(usize, Card)> = if self.stake_def.face_up_kaiser_at_once() && system.kaiser
        {
            d.face_up
                .iter()
                .copied()
                .filter(|(_, c)| c.rank() == Rank::Banner)
                .collect()
        } else {
            Vec::new()
        };
        if !early.is_empty() {
            if let Some(s) = stake.as_mut()
                && let Err(seat) = self.offer_freien(s, &d, &power, true, &announced)?
            {
                return Ok(Err(seat));
            }
            for &(seat, card) in &early {
                let step = (&mut stake, &mut value, &mut announced);
                match self.kaiser(seat, card, true, step, &d, &power)? {
                    Ok(None) => {}
                    done => return Ok(done),
                }
            }
        }
        for pause in pauses.iter().filter(|p| **p == DealPause::FirstRound) {
            let Some(s) = stake.as_mut() else { break };
            paused += 1;
            match self.pause(paused, *pause, s, &d, &power)? {
                Ok(None) => {}
                done => return Ok(done),
            }
        }
        self.tell(|o| o.cards_dealt(&d, &power));
        if let Some(s) = stake.as_mut()
            && let Err(seat) = self.offer_freien(s, &d, &power, false, &announced)?
        {
            return Ok(Err(seat));
        }
        // Kaiser: in turn from the leader, each Banner held (not those announced at once).
        for i in 0..n {
            let seat = (leader + i) % n;
            let banners: Vec<Card> = d.hands[seat]
                .iter()
                .copied()
                .filter(|c| system.kaiser && c.rank() == Rank::Banner)
                .filter(|c| !early.iter().any(|(_, e)| e == c))
                .collect();
            let step = (&mut stake, &mut value, &mut announced);
            match self.kaiser_after_deal(seat, banners, step, &d, &power)? {
                Ok(None) => {}
                done => return Ok(done),
            }
        }
        // Laying away (stans: seven cards, two away face down).
        let mut hands = d.hands.clone();
        if def.discard > 0 {
            for (seat, held) in hands.iter_mut().enumerate() {
                let party = self.parties[seat];
                let sv = self.stake_view(stake.as_ref(), party, value, &announced, None);
                let view = self.view(seat, held.clone(), &d, &power, sv);
                let away = or_leave!(seat, self.seats[seat].lay_away(&view, def.discard));
                let mut unique = away.clone();
                unique.sort_by_key(|c| c.id());
                unique.dedup();
                if unique.len() != def.discard || away.iter().any(|c| !held.contains(c)) {
                    return Err(TableError::LayAway { seat });
                }
                held.retain(|c| !away.contains(c));
                self.away[seat] = away;
            }
            self.tell(|o| o.laid_away(def.discard));
        }
        let cards: Vec<Card> = announced.iter().map(|(_, c, _)| *c).collect();
        let mut hand = Hand::new(system, def, deck, d.trump, &hands, &cards, first)?;
        let booking = self.tricks(&mut hand, &mut stake, &d, &power, value, &announced)?;
        Ok(booking)
    }

    fn tricks(
        &mut self,
        hand: &mut Hand,
        stake: &mut Option<Stake<'a>>,
        d: &Dealt,
        power: &Power,
        value: u32,
        announced: &[(usize, Card, u32)],
    ) -> HandResult {
        self.raised.clear();
        while let Some(seat) = hand.to_play() {
            let party = self.parties[seat];
            if hand.current.is_empty() {
                let (n, lead, won) = (hand.table.played + 1, seat, hand.table.won.clone());
                let v = stake.as_ref().map_or(value, |s| s.value());
                self.tell(|o| o.trick_started(n, lead, v, &won));
            }
            loop {
                let sv = self.stake_view(stake.as_ref(), party, value, announced, None);
                let view = self.in_play(hand, seat, d, power, sv);
                let bid = or_leave!(seat, self.seats[seat].raise(&view));
                let Some(s) = stake.as_mut() else { break };
                match bid {
                    Bid::Pass => break,
                    Bid::Go => {
                        let b = s
                            .gehen(party)
                            .map_err(|e| TableError::Stake { seat, error: e })?;
                        return Ok(Ok(Some(b)));
                    }
                    Bid::Raise => {
                        s.raise(party)
                            .map_err(|e| TableError::Stake { seat, error: e })?;
                        self.tell(|o| o.raised(seat));
                        self.raised.push(super::seat::RaisedAt {
                            seat,
                            trick: hand.table.played,
                            card: hand.current.len(),
                        });
                        let other = 1 - party;
                        let speaker = self.speaker(other);
                        let sv =
                            self.stake_view(stake.as_ref(), other, value, announced, Some(seat));
                        let view = self.in_play(hand, speaker, d, power, sv);
                        let come = or_leave!(speaker, self.seats[speaker].answer(&view));
                        let Some(s) = stake.as_mut() else { break };
                        let booking = self.settle(s, speaker, seat, come)?;
                        if booking.is_some() {
                            return Ok(Ok(booking));
                        }
                    }
                }
            }
            let sv = self.stake_view(stake.as_ref(), party, value, announced, None);
            let view = self.in_play(hand, seat, d, power, sv);
            let mv = or_leave!(seat, self.seats[seat].play_move(&view));
            if hand.table.played == 0
                && hand.current.is_empty()
                && let Some(s) = stake.as_mut()
            {
                s.lead()?;
            }
            let trick = hand
                .play_move(mv)
                .map_err(|e| TableError::Card { seat, error: e })?;
            let p = hand.power.clone();
            let card = mv.card;
            if mv.face_down {
                let shown = super::down::named(&p, seat, card, announced);
                self.tell(|o| o.card_laid_down(seat, card, shown, &p));
            } else {
                self.tell(|o| o.card_played(seat, card, &p));
            }
            if let Some(trick) = trick {
                self.tell(|o| o.trick_taken(&trick, &p));
            }
        }
        let result = hand.result().ok_or(TableError::Unfinished)?;
        Ok(Ok(match (result.winner, stake.as_mut()) {
            (Some(p), Some(s)) => Some(s.hand_won(p)?),
            (Some(p), None) => Some(super::seat::tricks_booking(p, value)),
            (None, _) => None,
        }))
    }
}

/// What `seat` sees of the trick play: its own cards; as unseen, every card of the deck
/// in play but its own, the cards it laid away, the cards played and the turned stock
/// card (so the stock and the others' laid-away cards look like any hidden card), and the
/// partners' cards it sees (`shown`, see [`partner_cards`]); as known, the others' face-up
/// and announced cards not played yet.
pub(super) fn play_view(
    hand: &Hand,
    seat: usize,
    away: &[Card],
    d: &Dealt,
    announced: &[(usize, Card, u32)],
    shown: &[(usize, Card)],
) -> PlayView {
    let t = &hand.table;
    let mut unseen: CardSet = hand.power.deck.cards().into_iter().collect();
    // What this seat sees of the tricks: the others' face-down cards hidden (issue 15 item 3).
    let seen_tricks = super::down::as_seen(hand, seat, announced);
    let played: CardSet = seen_tricks.played;
    let seen = t.hands[seat]
        .iter()
        .chain(away.iter().copied())
        .chain(played.iter())
        .chain(turned(d))
        .chain(shown.iter().map(|(_, c)| *c));
    for c in seen {
        unseen.remove(c);
    }
    // Public cards not played yet: their seat holds them, or laid them away (which nobody
    // else can tell), so this looks only at what was shown and played, never at the hands.
    let mut known: Vec<(usize, Card)> = Vec::new();
    let public = d
        .face_up
        .iter()
        .copied()
        .chain(announced.iter().map(|(s, c, _)| (*s, *c)));
    for (s, c) in public {
        if s != seat && unseen.contains(c) && !known.contains(&(s, c)) {
            known.push((s, c));
        }
    }
    PlayView {
        power: hand.power.clone(),
        sizes: t.hands.iter().map(|h| h.len()).collect(),
        laid_away: away.len(),
        unseen,
        known,
        current: seen_tricks.current,
        current_down: hand.current_down,
        history: seen_tricks.history,
        won: t.won.clone(),
        need: t.need.clone(),
        leader: t.leader,
        played: t.played,
        rules: t.rules,
        tie: hand.tie,
        legal: if hand.to_play() == Some(seat) {
            hand.legal()
        } else {
            CardSet::EMPTY
        },
        legal_down: if hand.to_play() == Some(seat) {
            hand.legal_down()
        } else {
            CardSet::EMPTY
        },
    }
}
