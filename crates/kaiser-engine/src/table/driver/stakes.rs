//! The stake and deal phase of a hand before the first lead: lungern's Freien and Nachfreien
//! (open until the first card is led, reading 31) and each Kaiser announced with the other
//! party's answer, in the face-up round or after the deal (reading 32), and liebenau's two
//! Kaiser for one joint 3.

use super::{Driver, HandResult, KaiserStep, Step, ask};
use crate::Power;
use crate::cards::Card;
use crate::deal::Dealt;
use crate::stake::{Booking, Phase, Stake};
use crate::table::TableError;

impl<'a> Driver<'a> {
    /// The cards `seat` holds at this step of the deal: the first `dealt[seat]` cards it
    /// received (the face-up round: its face-up card alone), or (`None`) all.
    pub(super) fn own(d: &Dealt, seat: usize, dealt: Option<&[usize]>) -> Vec<Card> {
        let held = d.hands.get(seat).cloned().unwrap_or_default();
        match dealt {
            Some(dealt) => {
                let n = dealt.get(seat).copied().unwrap_or(0);
                held.into_iter().take(n).collect()
            }
            None => held,
        }
    }

    /// Lungern's Freien and Nachfreien before the first lead: the speaker of each party that
    /// may is asked (Freien first, then Nachfreien in Hindersitz); `early`: in the face-up
    /// round. `Err(seat)`: the seat left.
    pub(super) fn offer_freien(
        &mut self,
        s: &mut Stake<'a>,
        d: &Dealt,
        power: &Power,
        early: bool,
        announced: &[(usize, Card, u32)],
    ) -> Result<Result<(), usize>, TableError> {
        for nach in [false, true] {
            for party in 0..2 {
                let may = if nach {
                    s.may_nachfreien(party)
                } else {
                    s.may_freien(party)
                };
                if !may {
                    continue;
                }
                let seat = self.speaker(party);
                let sv = self.stake_view(Some(s), party, s.value(), announced, None);
                let at = self.face_up_round(early);
                let view = self.view_at(seat, at.as_deref(), d, power, sv);
                if !or_leave!(seat, self.seats[seat].freien(&view, nach)) {
                    continue;
                }
                let done = if nach {
                    s.nachfreien(party)
                } else {
                    s.freien(party)
                };
                done.map_err(|e| TableError::Stake { seat, error: e })?;
                let v = s.value();
                self.tell(|o| o.freit(seat, nach, v));
            }
        }
        Ok(Ok(()))
    }

    /// The Banner `seat` holds after the deal (not those announced at once), in turn: first
    /// two together for one 3 where the system allows it (liebenau, "Für 2 Kaiser kann man
    /// auch zusammen nur ein 3 machen"), then each alone. `Ok(Ok(Some(_)))`: the hand is
    /// booked (the other party went).
    pub(super) fn kaiser_after_deal(
        &mut self,
        seat: usize,
        mut banners: Vec<Card>,
        (stake, value, announced): KaiserStep<'_, 'a>,
        d: &Dealt,
        power: &Power,
    ) -> HandResult {
        let party = self.parties[seat];
        if let (Some(s), [a, b, ..]) = (stake.as_mut(), banners.as_slice())
            && self.stake_def.kaiser.joint_three
            && s.kaiser_values(party).contains(&3)
        {
            let pair = [*a, *b];
            let sv = self.stake_view(Some(s), party, s.value(), announced, None);
            let view = self.view_at(seat, None, d, power, sv);
            if or_leave!(seat, self.seats[seat].announce_joint(&view, pair)) {
                s.announce_joint_kaiser(party, pair)
                    .map_err(|e| TableError::Stake { seat, error: e })?;
                announced.push((seat, pair[0], 3));
                announced.push((seat, pair[1], 0));
                self.tell(|o| o.joint_kaiser_announced(seat, pair));
                match self.kaiser_answer(seat, s, false, *value, announced, d, power)? {
                    Ok(None) => {}
                    done => return Ok(done),
                }
                banners.drain(..2);
            }
        }
        for card in banners {
            let step = (&mut *stake, &mut *value, &mut *announced);
            match self.kaiser(seat, card, false, step, d, power)? {
                Ok(None) => {}
                done => return Ok(done),
            }
        }
        Ok(Ok(None))
    }

    /// The other party answers the Kaiser `seat` announced (`early`: in the face-up round):
    /// kommen, or gehen (the hand is booked: `Ok(Ok(Some(_)))`).
    #[allow(clippy::too_many_arguments)]
    fn kaiser_answer(
        &mut self,
        seat: usize,
        s: &mut Stake<'a>,
        early: bool,
        value: u32,
        announced: &[(usize, Card, u32)],
        d: &Dealt,
        power: &Power,
    ) -> HandResult {
        let other = 1 - self.parties[seat];
        let speaker = self.speaker(other);
        let sv = self.stake_view(Some(s), other, value, announced, Some(seat));
        let at = self.face_up_round(early);
        let view = self.view_at(speaker, at.as_deref(), d, power, sv);
        let come = or_leave!(speaker, self.seats[speaker].answer(&view));
        Ok(Ok(self.settle(s, speaker, seat, come)?))
    }

    /// `seat` answered for its party the pending raise of `raiser` (a Spieldrei, a Kaiser, a
    /// Kritz): kommen (`come`: halten) or gehen (lassen: the hand is booked, `Some`); the
    /// observers are told. The one place every answer of the hand is settled: in play, at a
    /// Kaiser and at a pause in the deal.
    pub(super) fn settle(
        &mut self,
        s: &mut Stake<'a>,
        seat: usize,
        raiser: usize,
        come: bool,
    ) -> Result<Option<Booking>, TableError> {
        let party = self.parties[seat];
        let kind = s.pending().map(|r| r.kind.clone());
        let ended = if come {
            s.kommen(party)?;
            None
        } else {
            Some(s.gehen(party)?)
        };
        if let Some(kind) = kind {
            let v = s.value();
            self.tell(|o| o.answered(seat, raiser, &kind, come, v));
        }
        Ok(ended)
    }

    /// `seat` may announce `card` (a Banner it holds) as a Kaiser; the other party answers
    /// (two parties). `early`: in the face-up round, where each seat holds one card.
    /// `Ok(Ok(Some(_)))`: the other party went and the hand is booked.
    pub(super) fn kaiser(
        &mut self,
        seat: usize,
        card: Card,
        early: bool,
        (stake, value, announced): KaiserStep<'_, 'a>,
        d: &Dealt,
        power: &Power,
    ) -> HandResult {
        let party = self.parties[seat];
        let values = match stake.as_ref() {
            Some(s) => s.kaiser_values(party).to_vec(),
            None => self.single_kaiser_values(party).to_vec(),
        };
        if values.is_empty() {
            return Ok(Ok(None));
        }
        let sv = self.stake_view(stake.as_ref(), party, *value, announced, None);
        let at = self.face_up_round(early);
        let view = self.view_at(seat, at.as_deref(), d, power, sv);
        let kritze = or_leave!(seat, self.seats[seat].announce_kaiser(&view, card, &values));
        let Some(kritze) = kritze else {
            return Ok(Ok(None));
        };
        if let Some(s) = stake.as_mut() {
            s.announce_kaiser(party, &[(card, kritze)])
                .map_err(|e| TableError::Stake { seat, error: e })?;
        } else if !values.contains(&kritze) {
            return Err(TableError::Kritze { seat, kritze });
        } else {
            *value += kritze;
        }
        announced.push((seat, card, kritze));
        self.tell(|o| o.kaiser_announced(seat, card, kritze));
        let Some(s) = stake.as_mut() else {
            return Ok(Ok(None));
        };
        match self.kaiser_answer(seat, s, early, *value, announced, d, power)? {
            Ok(None) => self.more_kritze(seat, card, early, s, announced, d, power),
            done => Ok(done),
        }
    }

    /// The Kritze a Kaiser of `party` may get at a table of more than two parties: the usual
    /// ones, or where the party stands at the system's «es geht mir» its own (liebenau,
    /// `003_…` §2: "«es geht uns» oder «mir». Diejenigen, welchen es geht, sind gehalten,
    /// ihre Kaiser mit einem Kritze anzuzeigen").
    fn single_kaiser_values(&self, party: usize) -> &[u32] {
        let phase = if self.going.get(party).copied().unwrap_or(false) {
            Phase::Goes { party }
        } else {
            Phase::Open
        };
        self.stake_def.kaiser_values(party, phase)
    }

    /// Stepwise Kritze (lungern, `000_…` §Ansagen der Kaiser mit Kritzen: "Ich gebe ihm
    /// einen Chritz. Kommt Ihr?" Wenn ja, kann der Ansager sagen: "Und noch ein zweiter
    /// Chritz. Kommt Ihr?" ... "Die Gegenpartei kann bei jeder neuen Ansage gehen, dann
    /// gelten die Kritze der vorhergehenden Ansage."): while the other party came and one
    /// more is allowed, `seat` may give its Kaiser `card` one more Kritz, which the other
    /// party answers again.
    #[allow(clippy::too_many_arguments)]
    fn more_kritze(
        &mut self,
        seat: usize,
        card: Card,
        early: bool,
        s: &mut Stake<'a>,
        announced: &mut [(usize, Card, u32)],
        d: &Dealt,
        power: &Power,
    ) -> HandResult {
        let party = self.parties[seat];
        while s.may_add_kritz(party, card) {
            let Some(at) = announced.iter().position(|(_, c, _)| *c == card) else {
                break;
            };
            let kritze = announced[at].2;
            let sv = self.stake_view(Some(s), party, s.value(), announced, None);
            let dealt = self.face_up_round(early);
            let view = self.view_at(seat, dealt.as_deref(), d, power, sv);
            if !or_leave!(seat, self.seats[seat].add_kritz(&view, card, kritze)) {
                break;
            }
            s.add_kritz(party, card)
                .map_err(|e| TableError::Stake { seat, error: e })?;
            announced[at].2 += 1;
            let now = announced[at].2;
            self.tell(|o| o.kritz_added(seat, card, now));
            let v = s.value();
            match self.kaiser_answer(seat, s, early, v, announced, d, power)? {
                Ok(None) => {}
                done => return Ok(done),
            }
        }
        Ok(Ok(None))
    }
}
