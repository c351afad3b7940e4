//! A whole game (Partie) between two parties: hands booked until one reaches the target, the
//! end-game state of the next hand, and the covered (night) deal with its throw-ins.

use super::{
    Booking, NightBar, Party, Phase, Record, Redeal, Stake, StakeContext, StakeDef, StakeError,
    hand::check_party, other,
};

/// A whole game (Partie) between party 0 and party 1: hands are booked until one reaches the
/// target.
#[derive(Debug, Clone)]
pub struct Game<'a> {
    def: &'a StakeDef,
    target: u32,
    scores: [u32; 2],
    previous_loser: Option<Party>,
    throw_ins: u32,
    hands: u32,
}

impl<'a> Game<'a> {
    /// A game to `target`, which the system must allow.
    pub fn new(def: &'a StakeDef, target: u32) -> Result<Game<'a>, StakeError> {
        if !def.target_allowed(target) {
            return Err(StakeError::Target(target, def.targets()));
        }
        Ok(Game {
            def,
            target,
            scores: [0, 0],
            previous_loser: None,
            throw_ins: 0,
            hands: 0,
        })
    }

    /// A game to the system's default target.
    pub fn with_default_target(def: &'a StakeDef) -> Game<'a> {
        Game::new(def, def.target.default).expect("validated: the default target is allowed")
    }

    /// A game to the default target for `players` in `parties` (liebenau: 21 Selbander).
    pub fn for_table(def: &'a StakeDef, players: usize, parties: usize) -> Game<'a> {
        Game::new(def, def.default_target(players, parties))
            .expect("validated: by_table targets are allowed")
    }

    /// The target.
    pub fn target(&self) -> u32 {
        self.target
    }

    /// Points per party.
    pub fn scores(&self) -> [u32; 2] {
        self.scores
    }

    /// Hands booked so far.
    pub fn hands(&self) -> u32 {
        self.hands
    }

    /// The party that lost the last hand.
    pub fn previous_loser(&self) -> Option<Party> {
        self.previous_loser
    }

    /// The party that has reached the target.
    pub fn winner(&self) -> Option<Party> {
        match self.phase() {
            Phase::Over { winner } => Some(winner),
            _ => None,
        }
    }

    /// The end-game state for the next hand (for a player UI to announce).
    pub fn phase(&self) -> Phase {
        self.def.phase(self.scores, self.target)
    }

    /// The system's name for the current state (`Üüs goht's`, `Gespielt bleiben`).
    pub fn phase_name(&self) -> Option<&'a str> {
        self.def.phase_name(self.phase())
    }

    /// The game facts for the next hand; `dealer` is the party that deals.
    pub fn context(&self, dealer: Option<Party>) -> StakeContext {
        StakeContext {
            scores: self.scores,
            target: self.target,
            previous_loser: self.previous_loser,
            dealer,
        }
    }

    /// The stake of the next hand.
    pub fn hand(&self, dealer: Option<Party>) -> Result<Stake<'a>, StakeError> {
        Stake::new(self.def, self.context(dealer))
    }

    /// Book a hand: the winner adds the points (willisau records at most the target).
    /// Returns the game's winner once there is one.
    pub fn book(&mut self, booking: Booking) -> Result<Option<Party>, StakeError> {
        check_party(booking.party)?;
        if let Some(w) = self.winner() {
            return Err(StakeError::GameOver(w));
        }
        let p = booking.party;
        self.scores[p] += booking.points;
        if self.def.target.record == Record::Target {
            self.scores[p] = self.scores[p].min(self.target);
        }
        self.previous_loser = Some(other(p));
        self.throw_ins = 0;
        self.hands += 1;
        Ok(self.winner())
    }

    /// Whether the first cards of the next deal go face down ("nachts"): both parties can win
    /// with the empty table, and the throw-ins have not run out.
    pub fn covered_deal(&self) -> bool {
        match (&self.def.night_deal, self.phase()) {
            (Some(n), Phase::BothGo) => n.max_throw_ins.is_none_or(|max| self.throw_ins < max),
            _ => false,
        }
    }

    /// Nobody turned his covered card: the cards are thrown in; says who deals again.
    pub fn throw_in(&mut self) -> Result<Redeal, StakeError> {
        let Some(n) = &self.def.night_deal else {
            return Err(StakeError::NoNightDeal(NightBar::None));
        };
        if !self.covered_deal() {
            let why = match (self.phase(), n.max_throw_ins) {
                (Phase::BothGo, Some(max)) => NightBar::Max(max),
                _ => NightBar::Needs {
                    name: n.name.clone(),
                    points: self.target.saturating_sub(n.below),
                },
            };
            return Err(StakeError::NoNightDeal(why));
        }
        self.throw_ins += 1;
        Ok(n.redeal)
    }

    /// Covered deals thrown in since the last booked hand.
    pub fn throw_ins(&self) -> u32 {
        self.throw_ins
    }
}
