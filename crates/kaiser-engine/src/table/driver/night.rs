//! The covered deal before a hand (issue 15 item 4; reading 33): when both parties can win
//! with the table, the first cards are dealt face down (stans «nachts», willisau "Beidne
//! goht's", liebenau's covered Umschlag). Each seat in turn from the leader may turn its
//! card; the first that does is followed by all and the hand is played as usual. If nobody
//! turns, the cards are thrown in and dealt again, by the same dealer or the next as the
//! system says, covered again until the system's throw-ins run out (stans: three). At a
//! table of single players (liebenau, reading 41) the hand that turned leads the first
//! trick, and a deal nobody turned writes the table's Kritze aside for the next hand.

use super::{Driver, Step, ask};
use crate::cards::Card;
use crate::deal::{Dealt, deal, deck_for};
use crate::stake::{Game, Redeal, SingleNightRule};
use crate::table::TableError;
use crate::table::seat::{HandStart, View};
use crate::{Power, PowerOptions};

/// Covered deals thrown in a row at most before one is dealt face up: a guard of the
/// program, not a rule (willisau sets no limit, and a table that never turns would deal
/// forever).
const MAX_NIGHT_DEALS: u32 = 1000;

impl<'a> Driver<'a> {
    /// Shuffle, cut and deal with the table's dice; `dealer` deals.
    pub(super) fn deal_cards(&mut self, dealer: usize) -> Result<Dealt, TableError> {
        let deck = deck_for(self.system, self.def);
        let mut rng = self.dice.borrow_mut();
        Ok(deal(self.system, self.def, deck, dealer, &mut *rng)?)
    }

    /// Deal hand `number`: covered while the score calls for it (the observers are then
    /// told of the deal here, and `dealer` moves on where the next player deals after a
    /// throw-in), else as usual. Two parties: `game` says when (`Game::covered_deal`); single
    /// players (`None`): the system's `night_deal.single` (liebenau, reading 41), where the
    /// hand that turned leads the first trick and a deal nobody turned writes the table's
    /// Kritze aside for the next hand. `Err(seat)`: the seat left.
    pub(super) fn deal_in_game(
        &mut self,
        mut game: Option<&mut Game<'a>>,
        number: u32,
        dealer: &mut usize,
        scores: &[u32],
    ) -> Result<Result<Dealt, usize>, TableError> {
        let n = self.def.players;
        loop {
            let d = self.deal_cards(*dealer)?;
            let throw_ins = game.as_deref().map_or(self.throw_ins, |g| g.throw_ins());
            let name = match &self.stake_def.night_deal {
                Some(night)
                    if self.covered_now(game.as_deref(), scores) && throw_ins < MAX_NIGHT_DEALS =>
                {
                    night.name.clone()
                }
                _ => {
                    self.told = false;
                    return Ok(Ok(d));
                }
            };
            let leader = (d.dealer + 1) % n;
            let phase_name = match game.as_deref() {
                Some(g) => g.phase_name(),
                None => Some(name.as_str()),
            };
            let start = HandStart {
                number,
                dealer: d.dealer,
                leader,
                scores,
                phase_name,
                dealt: &d,
            };
            self.tell(|o| o.dealt(&start));
            if d.recuts > 0 {
                let recuts = d.recuts;
                self.tell(|o| o.recut(recuts));
            }
            self.told = true;
            self.tell(|o| o.night_dealt(&name, throw_ins));
            for i in 0..n {
                let seat = (leader + i) % n;
                let view = self.night_view(seat, &d)?;
                if or_leave!(seat, self.seats[seat].turn_card(&view)) {
                    self.tell(|o| o.night_turned(seat));
                    if game.is_none() && self.single_night().is_some_and(|r| r.turner_leads) {
                        self.first_lead = Some(seat);
                        self.tell(|o| o.night_leads(seat));
                    }
                    return Ok(Ok(d));
                }
            }
            let redeal = match game.as_deref_mut() {
                Some(g) => g.throw_in()?,
                None => self.single_thrown_in(),
            };
            if redeal == Redeal::NextDealer {
                *dealer = (*dealer + 1) % n;
            }
            let count = game.as_deref().map_or(self.throw_ins, |g| g.throw_ins());
            let covered = self.covered_now(game.as_deref(), scores) && count < MAX_NIGHT_DEALS;
            let next = *dealer;
            self.tell(|o| o.thrown_in(count, next, covered));
            if game.is_none() && self.single_night().is_some_and(|r| r.aside) {
                let aside = self.aside;
                self.tell(|o| o.kritze_aside(aside));
            }
        }
    }

    /// The system's covered deal at a table of single players (liebenau), if any.
    fn single_night(&self) -> Option<&SingleNightRule> {
        self.stake_def.night_deal.as_ref()?.single.as_ref()
    }

    /// Whether the next deal is covered: `game`'s end-game state (two parties), or at a
    /// table of single players every player within the covered deal's reach of the target
    /// (`night_deal.single`).
    fn covered_now(&self, game: Option<&Game<'a>>, scores: &[u32]) -> bool {
        match game {
            Some(g) => g.covered_deal(),
            None => self.stake_def.single_covered(scores, self.target),
        }
    }

    /// Nobody turned at a table of single players: count the throw-in and write the empty
    /// table's Kritze aside (`003_…` §2 (4): "so werden die Kritze so lange auf die Seite
    /// geschrieben, bis von einer Parthie drei Stiche gemacht und die Kritze genommen
    /// werden"); who deals next.
    fn single_thrown_in(&mut self) -> Redeal {
        self.throw_ins += 1;
        if self.single_night().is_some_and(|r| r.aside) {
            self.aside += self.stake_def.table.value;
        }
        self.stake_def
            .night_deal
            .as_ref()
            .map_or(Redeal::SameDealer, |n| n.redeal)
    }

    /// What `seat` sees of a covered deal: its own first card alone (no partner's, no
    /// other's; reading 33), named as if it made trump.
    fn night_view(&self, seat: usize, d: &Dealt) -> Result<View, TableError> {
        let mine: Vec<(usize, Card)> = d
            .face_up
            .iter()
            .copied()
            .filter(|(s, _)| *s == seat)
            .collect();
        let own: Vec<Card> = mine.iter().map(|(_, c)| *c).collect();
        let trump = own.first().map_or(d.trump, |c| c.suit());
        let opts = PowerOptions {
            deck: Some(deck_for(self.system, self.def)),
            ..Default::default()
        };
        let party = self.parties[seat];
        let stake = self.stake_view(None, party, self.stake_def.table.value, &[], None);
        Ok(View {
            seat,
            parties: self.parties.clone(),
            own,
            away: Vec::new(),
            face_up: mine,
            partners: Vec::new(),
            deal_power: Power::new(self.system, trump, &opts)?,
            stake,
            play: None,
        })
    }
}
