//! What the driver shows a seat: its [`View`] before play (the whole deal, or at a step of
//! the deal only the cards dealt so far), in trick play, and the stake as the seat's party
//! sees it; the seat that speaks for a party.

use super::Driver;
use super::play_view;
use crate::Power;
use crate::cards::{Card, CardSet};
use crate::deal::{Dealt, Hand};
use crate::stake::{Party, Stake};
use crate::table::partners::{held_before_play, partner_cards};
use crate::table::seat::{StakeView, View};

impl<'a> Driver<'a> {
    pub(super) fn view(
        &self,
        seat: usize,
        own: Vec<Card>,
        d: &Dealt,
        power: &Power,
        stake: StakeView,
    ) -> View {
        let held = held_before_play(&d.hands, &self.away);
        // Where cards are laid away (stans), the partners show or sign what they hold after
        // laying away (reading 27): nothing before every seat has.
        let before_away = self.away.iter().any(|a| a.len() < self.def.discard);
        let partners = if before_away {
            Vec::new()
        } else {
            partner_cards(self.system, power, &self.parties, seat, &held)
        };
        View {
            seat,
            parties: self.parties.clone(),
            own,
            away: self.away.get(seat).cloned().unwrap_or_default(),
            face_up: d.face_up.clone(),
            partners,
            deal_power: power.clone(),
            stake,
            play: None,
        }
    }

    /// What `seat` sees at a step of the deal where each seat holds the first `dealt[s]`
    /// cards of its deal (`None`: the whole deal): its own cards, the face-up cards and the
    /// partners' cards dealt so far, never a card still to come.
    pub(super) fn view_at(
        &self,
        seat: usize,
        dealt: Option<&[usize]>,
        d: &Dealt,
        power: &Power,
        stake: StakeView,
    ) -> View {
        let Some(dealt) = dealt else {
            return self.view(seat, Self::own(d, seat, None), d, power, stake);
        };
        let so_far = |s: usize| dealt.get(s).copied().unwrap_or(0);
        let held: Vec<CardSet> = d
            .hands
            .iter()
            .enumerate()
            .map(|(s, h)| h.iter().copied().take(so_far(s)).collect())
            .collect();
        View {
            seat,
            parties: self.parties.clone(),
            own: Self::own(d, seat, Some(dealt)),
            away: Vec::new(),
            face_up: d
                .face_up
                .iter()
                .copied()
                .filter(|(s, _)| so_far(*s) > 0)
                .collect(),
            partners: if self.def.discard > 0 {
                Vec::new()
            } else {
                partner_cards(self.system, power, &self.parties, seat, &held)
            },
            deal_power: power.clone(),
            stake,
            play: None,
        }
    }

    /// In the face-up round every seat holds its first card; else (`None`) all.
    pub(super) fn face_up_round(&self, early: bool) -> Option<Vec<usize>> {
        early.then(|| vec![1; self.def.players])
    }

    pub(super) fn stake_view(
        &self,
        stake: Option<&Stake>,
        party: Party,
        value: u32,
        announced: &[(usize, Card, u32)],
        raiser: Option<usize>,
    ) -> StakeView {
        match stake {
            Some(s) => StakeView {
                value: s.value(),
                may_raise: s.may_raise(party),
                may_go: self.stake_def.answer.is_some(),
                pending: s.pending().map(|r| (raiser.unwrap_or(0), r.kind.clone())),
                announced: announced.to_vec(),
                stepwise: self.stake_def.kaiser.stepwise,
                raised: self.raised.clone(),
            },
            None => StakeView {
                value,
                may_raise: false,
                may_go: false,
                pending: None,
                announced: announced.to_vec(),
                stepwise: false,
                raised: Vec::new(),
            },
        }
    }

    /// The seat that answers for `party`: its first seat.
    pub(super) fn speaker(&self, party: Party) -> usize {
        (0..self.def.players)
            .find(|s| self.parties[*s] == party)
            .unwrap_or(0)
    }

    pub(super) fn in_play(
        &self,
        hand: &Hand,
        seat: usize,
        d: &Dealt,
        power: &Power,
        stake: StakeView,
    ) -> View {
        let mut v = self.view(
            seat,
            hand.table.hands[seat].iter().collect(),
            d,
            power,
            stake,
        );
        v.partners = partner_cards(
            self.system,
            &hand.power,
            &self.parties,
            seat,
            &hand.table.hands,
        );
        v.play = Some(play_view(
            hand,
            seat,
            &v.away,
            d,
            &v.stake.announced,
            &v.partners,
        ));
        v
    }
}
