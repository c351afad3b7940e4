//! Liebenau's pauses in the deal (`003_…` §4, Beispiel A; reading 40): the dealer stops
//! after the first face-up cards and again after the first covered ones, "damit jeder
//! kreiden und lassen kann". Each party in turn from the leader's may make its Spieldrei
//! (a counter-Spieldrei holds the other's, Beispiel A: "Nr. II hat ein Fünf und macht auch
//! ein Spieldrei"), hold, or leave the hand; a Spieldrei still open after both were asked
//! is held or left by the other party ("so sie die gemachten Kritze der anderen halten oder
//! lassen wollen"). Each seat sees only the cards dealt so far, and no partner's hidden
//! card: the cards go round the party once the deal is given ("Ist das Spiel gegeben und
//! selb 4 oder 6 unter den befreundeten Parteien gegenseitig zur Einsicht herumgeboten").

use super::{Driver, HandResult, Step, ask};
use crate::cards::Card;
use crate::deal::{Dealt, deck_for};
use crate::stake::{DealPause, Stake};
use crate::table::TableError;
use crate::table::seat::{Bid, View};
use crate::umschlag::{Decision, decide};
use crate::{Power, PowerOptions};

impl<'a> Driver<'a> {
    /// The pause `number` (from 1) of kind `pause` in the deal `d`; `power` names the cards
    /// once the Umschlag is out (the pause after it). `Ok(Ok(Some(_)))`: a party left and
    /// the hand is booked.
    pub(super) fn pause(
        &mut self,
        number: usize,
        pause: DealPause,
        s: &mut Stake<'a>,
        d: &Dealt,
        power: &Power,
    ) -> HandResult {
        let n = self.def.players;
        let dealt = pause.dealt(d.dealer, n, self.def.cards);
        let face_up: Vec<(usize, Card)> = d
            .face_up
            .iter()
            .copied()
            .filter(|(s, _)| dealt.get(*s).is_some_and(|k| *k > 0))
            .collect();
        let named = match pause {
            DealPause::Umschlag => self.so_far_power(d, &face_up)?,
            DealPause::FirstRound => power.clone(),
        };
        self.tell(|o| o.deal_paused(number, &dealt, &face_up));
        let leader = (d.dealer + 1) % n;
        let first = self.parties[leader];
        let mut raiser: Option<usize> = None;
        for party in [first, 1 - first] {
            let seat = self.speaker(party);
            let view = self.pause_view(seat, s, raiser, (d, &dealt, &face_up), &named);
            match or_leave!(seat, self.seats[seat].pause(&view)) {
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
                    raiser = Some(seat);
                }
                Bid::Pass => {
                    // Holding the other party's Spieldrei accepts it.
                    if let (Some(r), Some(_)) = (raiser, s.pending()) {
                        self.settle(s, seat, r, true)?;
                        raiser = None;
                    }
                }
            }
        }
        // A Spieldrei of the second party: the first holds or leaves it.
        if let (Some(r), Some(_)) = (raiser, s.pending()) {
            let seat = self.speaker(1 - self.parties[r]);
            let view = self.pause_view(seat, s, raiser, (d, &dealt, &face_up), &named);
            let hold = or_leave!(seat, self.seats[seat].answer(&view));
            return Ok(Ok(self.settle(s, seat, r, hold)?));
        }
        Ok(Ok(None))
    }

    /// What `seat` sees at a pause: the cards dealt to it so far, the face-up cards given so
    /// far and the stake; no partner's hidden card (see the module).
    fn pause_view(
        &self,
        seat: usize,
        s: &Stake,
        raiser: Option<usize>,
        (d, dealt, face_up): (&Dealt, &[usize], &[(usize, Card)]),
        named: &Power,
    ) -> View {
        let party = self.parties[seat];
        let stake = self.stake_view(Some(s), party, s.value(), &[], raiser);
        let mut view = self.view_at(seat, Some(dealt), d, named, stake);
        view.face_up = face_up.to_vec();
        view.partners = Vec::new();
        view
    }

    /// The Machtposition the seats name the cards by before the whole Umschlag is out: as
    /// the face-up cards given so far would make trump (the real trump is not known yet;
    /// only Kaiser so far: the first one's suit).
    fn so_far_power(&self, d: &Dealt, face_up: &[(usize, Card)]) -> Result<Power, TableError> {
        let deck = deck_for(self.system, self.def);
        let up: Vec<Card> = face_up.iter().map(|(_, c)| *c).collect();
        let trump = match decide(self.system, deck, &up, &[]).map(|u| u.decision) {
            Ok(Decision::Trump { suit, .. }) => suit,
            _ => up.first().map_or(d.trump, |c| c.suit()),
        };
        let opts = PowerOptions {
            deck: Some(deck),
            ..Default::default()
        };
        Ok(Power::new(self.system, trump, &opts)?)
    }
}
