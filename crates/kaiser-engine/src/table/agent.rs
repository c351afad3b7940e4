//! [`Agent`]: a computer player at a seat, playing one [`Strategy`]. It decides from its
//! [`View`] only; the dice are shared with the table, so a seeded game is reproducible.
//!
//! The strategies, weakest first (the learner's levels 1 to 4 of `kaiser play`):
//! - `random`: any legal card; never raises, always comes.
//! - `greedy`: the quick rule of [`crate::bot::quick`] (take with the cheapest card that
//!   takes, else throw the weakest); never raises, always comes.
//! - `pimc`: sampled double-dummy play of [`crate::bot`] with [`PIMC_SAMPLES`] deals of the
//!   unseen cards per decision; raises and answers by its chance.
//! - `best`: the same with [`BEST_SAMPLES`] deals per decision, up to [`BEST_EXTRA`] more
//!   where the choice is close, drawn by what the play so far says ([`bot::infer`]), ties
//!   among its best cards broken by a margin of one trick ([`bot::Sampling::margin`]), and
//!   budgeted solves in the big hands of the first tricks ([`bot::search`]), in lungern a
//!   search against strategy fusion near the end ([`bot::fusion`]) and its deals weighed by
//!   the other party's raises ([`bot::raises`]); it raises and answers
//!   by thresholds measured in the arena per system ([`bot::stake_for`]).

use super::seat::{Bid, Leave, Seat, View};
use crate::bot::{self, Knowledge, Stake};
use crate::cards::Card;
use crate::facedown::Move;
use crate::stake::RaiseKind;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::cell::RefCell;
use std::rc::Rc;

/// The table's random generator, shared by the deal and the bots (one seeded sequence).
pub type Dice = Rc<RefCell<ChaCha8Rng>>;

/// Dice from a seed.
pub fn dice(seed: u64) -> Dice {
    use rand::SeedableRng;
    Rc::new(RefCell::new(ChaCha8Rng::seed_from_u64(seed)))
}

/// Sampled deals per decision of the `pimc` strategy.
pub const PIMC_SAMPLES: usize = 12;
/// Sampled deals per decision of the `best` strategy.
pub const BEST_SAMPLES: usize = 32;
/// More sampled deals the `best` strategy may add where its choice of card is close.
pub const BEST_EXTRA: usize = 32;

/// How a computer player decides (see the module's list).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// Any legal card.
    Random,
    /// The quick rule.
    Greedy,
    /// Sampled double-dummy with [`PIMC_SAMPLES`].
    Pimc,
    /// Sampled double-dummy with [`BEST_SAMPLES`].
    Best,
}

impl Strategy {
    /// Every strategy, weakest first (index + 1 is its level).
    pub const ALL: [Strategy; 4] = [
        Strategy::Random,
        Strategy::Greedy,
        Strategy::Pimc,
        Strategy::Best,
    ];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Random => "random",
            Strategy::Greedy => "greedy",
            Strategy::Pimc => "pimc",
            Strategy::Best => "best",
        }
    }

    /// A strategy by name (`random`, `greedy`, `pimc`, `best`) or by level (`level1` to
    /// `level4`).
    pub fn parse(name: &str) -> Option<Strategy> {
        let name = name.to_ascii_lowercase();
        if let Some(n) = name.strip_prefix("level") {
            return n.parse().ok().and_then(Strategy::level);
        }
        Strategy::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The strategy of a learner's level, 1 (weakest) to 4.
    pub fn level(level: u8) -> Option<Strategy> {
        Strategy::ALL
            .get(usize::from(level).checked_sub(1)?)
            .copied()
    }

    /// The level of this strategy, 1 to 4.
    pub fn level_of(self) -> u8 {
        Strategy::ALL.iter().position(|s| *s == self).unwrap_or(0) as u8 + 1
    }

    /// Sampled deals per decision (0: it does not sample).
    pub fn samples(self) -> usize {
        match self {
            Strategy::Random | Strategy::Greedy => 0,
            Strategy::Pimc => PIMC_SAMPLES,
            Strategy::Best => BEST_SAMPLES,
        }
    }

    /// More sampled deals where the choice is close (see [`bot::choose_closely`]).
    pub fn extra(self) -> usize {
        match self {
            Strategy::Best => BEST_EXTRA,
            _ => 0,
        }
    }

    /// How it samples: deals, extra deals, whether it breaks ties by a margin of one trick
    /// (`best`), and from how many cards left it solves fully
    /// (all: [`bot::SOLVE_LIMIT`]; a full solve from the first trick at eight players was
    /// far too slow, see docs/arena.md); above that, `best` solves a few deals within a
    /// budget of positions ([`bot::search::BIG`]) and the others play the quick rule.
    pub fn sampling(self) -> bot::Sampling {
        self.sampling_at(usize::MAX)
    }

    /// [`Strategy::sampling`] at a table of `players`: `best` searches big hands only at
    /// more than four players (where the quick rule played the first tricks; at four it
    /// was measured only in stans, whose hands never exceed the limit: docs/arena.md).
    pub fn sampling_at(self, players: usize) -> bot::Sampling {
        bot::Sampling {
            samples: self.samples(),
            extra: self.extra(),
            limit: bot::SOLVE_LIMIT,
            big: (self == Strategy::Best && players > 4).then_some(bot::search::BIG),
            margin: self == Strategy::Best,
            fusion: None,
        }
    }
}

/// A computer player (see the module's list of strategies and [`crate::bot`]).
pub struct Agent {
    strategy: Strategy,
    dice: Dice,
    raises: bool,
    /// When it raises and comes, by its chance.
    stake: Stake,
    /// Where it last raised (tricks played, cards in the trick): it raises once per turn.
    raised_at: Option<(u8, usize)>,
    /// Its search against strategy fusion near the end ([`bot::fusion`]), per system.
    fusion: Option<bot::fusion::AlphaMu>,
    /// Whether it reads the other party's raises ([`bot::raises`]), per system.
    reads_raises: bool,
}

impl Agent {
    /// A player of `strategy` drawing from `dice`, with `pimc`'s stake thresholds until
    /// [`Agent::for_system`] gives `best` its own.
    pub fn new(strategy: Strategy, dice: Dice) -> Agent {
        Agent {
            strategy,
            dice,
            raises: true,
            stake: Stake::PIMC,
            raised_at: None,
            fusion: None,
            reads_raises: false,
        }
    }

    /// The stake thresholds for the system `id`: `best` takes those measured for it
    /// ([`bot::stake_for`]); the others keep theirs.
    pub fn for_system(mut self, id: &str) -> Agent {
        if self.strategy == Strategy::Best {
            self.stake = bot::stake_for(id);
            self.fusion = bot::fusion::for_system(id);
            self.reads_raises = bot::raises::for_system(id);
        }
        self
    }

    /// Other stake thresholds (for measuring them in the arena).
    pub fn with_stake(mut self, stake: Stake) -> Agent {
        self.stake = stake;
        self
    }

    /// Its stake thresholds.
    pub fn stake(&self) -> Stake {
        self.stake
    }

    /// A player that never raises (it leaves the raising to a human partner).
    pub fn without_raising(mut self) -> Agent {
        self.raises = false;
        self
    }

    /// Its strategy.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The share of sampled deals its party makes, from its view (0.5 before play); `best`
    /// samples its regular and its extra deals for it. Only its side of each of `cuts` (the
    /// thresholds it compares it with) is exact: the deals are solved until those
    /// comparisons are settled ([`bot::chance_against`]).
    fn chance(&self, view: &View, cuts: &[f64]) -> f64 {
        let (Some(hand), Some(seen)) = (view.assumed_hand(), self.knows(view)) else {
            return 0.5;
        };
        let mut rng = self.dice.borrow_mut();
        let how = self.strategy.sampling();
        bot::chance_against(&hand, view.seat, &seen, how, cuts, &mut *rng)
    }

    /// What it knows in play: `best` with the inference from public facts
    /// ([`inferring`]) and, where it reads them, the other party's raises
    /// ([`bot::raises`]); the others without.
    fn knows(&self, view: &View) -> Option<Knowledge> {
        let mut seen = match self.strategy {
            Strategy::Best => inferring(view)?,
            _ => knowledge(view)?,
        };
        if self.reads_raises
            && let Some(p) = view.play.as_ref()
        {
            seen.facts.raises =
                bot::raises::read(p, &view.stake.raised, &view.parties, view.seat, true);
        }
        Some(seen)
    }

    /// Whether it reasons about the stake at all.
    fn weighs_the_stake(&self) -> bool {
        self.strategy.samples() > 0
    }
}

/// How many of the seat's cards are strong before play: a Banner (a Kaiser it may announce)
/// or a card of the trump suit.
pub fn strong_cards(view: &View) -> usize {
    let trump = view.deal_power.trump;
    view.own
        .iter()
        .filter(|c| c.rank() == crate::cards::Rank::Banner || c.suit() == trump)
        .count()
}

/// What the seat of `view` knows in play.
pub fn knowledge(view: &View) -> Option<Knowledge> {
    let p = view.play.as_ref()?;
    Some(Knowledge {
        unseen: p.unseen,
        shown: view.partners.clone(),
        known: p.known.clone(),
        laid_away: p.laid_away,
        facts: Default::default(),
    })
}

/// What the seat of `view` knows in play, with what the play so far says about the unseen
/// cards ([`bot::infer`]): the `best` player's knowledge.
pub fn inferring(view: &View) -> Option<Knowledge> {
    let mut seen = knowledge(view)?;
    let p = view.play.as_ref()?;
    seen.facts = bot::infer::read(p, &view.parties, view.seat);
    Some(seen)
}

impl Seat for Agent {
    /// Every Kaiser, with the most Kritze allowed; where they are given stepwise (lungern),
    /// the fewest first and one more at each "Kommt Ihr?" ([`Seat::add_kritz`]), so that the
    /// other party may go at each step.
    fn announce_kaiser(
        &mut self,
        view: &View,
        _card: Card,
        values: &[u32],
    ) -> Result<Option<u32>, Leave> {
        if view.stake.stepwise {
            return Ok(values.first().copied());
        }
        Ok(values.last().copied())
    }

    /// Stepwise Kritze: one more, up to the most allowed.
    fn add_kritz(&mut self, _view: &View, _card: Card, _kritze: u32) -> Result<bool, Leave> {
        Ok(true)
    }

    /// Liebenau's pause in the deal: the players that weigh the stake make a Spieldrei when
    /// more than [`Stake::freien_above`] of the cards dealt to them so far are strong
    /// ([`strong_cards`], as for Freien; a first rule for `bots` to tune) and hold
    /// otherwise; no player leaves unasked (as in play, measured), and the players that do
    /// not sample always hold.
    fn pause(&mut self, view: &View) -> Result<Bid, Leave> {
        let strong = self.raises
            && view.stake.may_raise
            && self.weighs_the_stake()
            && !view.own.is_empty()
            && self.stake.freit(strong_cards(view), view.own.len());
        Ok(if strong { Bid::Raise } else { Bid::Pass })
    }

    /// A Kaiser is always accepted (a refusal loses the hand in stans, `001_…` §3); a raise
    /// when the chance is at least its [`Stake::come_at`] (the players that do not sample
    /// always come).
    fn answer(&mut self, view: &View) -> Result<bool, Leave> {
        match &view.stake.pending {
            Some((_, RaiseKind::Spieldrei)) if self.weighs_the_stake() => {
                Ok(self.stake.comes(self.chance(view, &[self.stake.come_at])))
            }
            _ => Ok(true),
        }
    }

    /// Spieldrei when the chance is at least its [`Stake::raise_at`], once per turn (the
    /// players that do not sample never raise).
    fn raise(&mut self, view: &View) -> Result<Bid, Leave> {
        if !self.raises || !view.stake.may_raise || !self.weighs_the_stake() {
            return Ok(Bid::Pass);
        }
        let at = view.play.as_ref().map(|p| (p.played, p.current.len()));
        if at.is_some() && self.raised_at == at {
            return Ok(Bid::Pass);
        }
        let chance = self.chance(view, &[self.stake.raise_at, self.stake.go_below]);
        if self.stake.raises(chance) {
            self.raised_at = at;
            return Ok(Bid::Raise);
        }
        if view.stake.may_go && view.play.is_some() && self.stake.goes(chance) {
            return Ok(Bid::Go);
        }
        Ok(Bid::Pass)
    }

    /// Freien (or Nachfreien) before the first lead, which the other party cannot refuse:
    /// the players that weigh the stake do when more than [`Stake::freien_above`] of their
    /// cards are strong ([`strong_cards`]; `pimc`: half); the others never
    /// do.
    fn freien(&mut self, view: &View, _nach: bool) -> Result<bool, Leave> {
        Ok(self.weighs_the_stake() && self.stake.freit(strong_cards(view), view.own.len()))
    }

    /// The covered deal: turn an Ass (the lowest card for trump-making, so likely to make
    /// trump) or a Banner (a Kaiser), the cards the sources name (Achermann 1978, note 13:
    /// "den Mugg oder ein Ass"; the Willisau slides: "ein Ass zu haben. Oder mindestens den
    /// Blass"), and keep any other card covered; `random` tosses a coin. A first rule for
    /// `stakes` to tune (reading 33).
    fn turn_card(&mut self, view: &View) -> Result<bool, Leave> {
        if self.strategy == Strategy::Random {
            return Ok(self.dice.borrow_mut().random_bool(0.5));
        }
        Ok(view.own.iter().any(|c| {
            matches!(
                c.rank(),
                crate::cards::Rank::Ass | crate::cards::Rank::Banner
            )
        }))
    }

    /// The weakest cards.
    fn lay_away(&mut self, view: &View, n: usize) -> Result<Vec<Card>, Leave> {
        Ok(bot::weakest(&view.own, &view.deal_power, n))
    }

    /// The card of [`Seat::play`], face up, or a card face down where [`bot::down`] says so.
    fn play_move(&mut self, view: &View) -> Result<Move, Leave> {
        let card = self.play(view)?;
        let (Some(hand), Some(play), Some(seen)) =
            (view.assumed_hand(), view.play.as_ref(), self.knows(view))
        else {
            return Ok(Move::up(card));
        };
        if play.legal_down.is_empty() {
            return Ok(Move::up(card));
        }
        let legal: Vec<Card> = play.legal.iter().collect();
        let mut rng = self.dice.borrow_mut();
        Ok(match self.strategy {
            Strategy::Random => Move::up(card),
            Strategy::Greedy => bot::down::quick(&hand, view.seat, &legal, card),
            Strategy::Pimc | Strategy::Best => bot::down::sampled(
                &hand,
                view.seat,
                &seen,
                self.strategy.samples(),
                card,
                &mut *rng,
            ),
        })
    }

    fn play(&mut self, view: &View) -> Result<Card, Leave> {
        let (Some(hand), Some(play), Some(seen)) =
            (view.assumed_hand(), view.play.as_ref(), self.knows(view))
        else {
            return Err(Leave);
        };
        let legal: Vec<Card> = play.legal.iter().collect();
        let Some(first) = legal.first().copied() else {
            return Err(Leave);
        };
        let mut rng = self.dice.borrow_mut();
        Ok(match self.strategy {
            Strategy::Random => legal[rng.random_range(0..legal.len())],
            Strategy::Greedy => bot::quick(&hand, view.seat, &legal),
            Strategy::Pimc | Strategy::Best => {
                let how = bot::Sampling {
                    fusion: self.fusion,
                    ..self.strategy.sampling_at(view.parties.len())
                };
                bot::choose_closely(&hand, &seen, how, &mut *rng).map_or(first, |c| c.card)
            }
        })
    }
}
