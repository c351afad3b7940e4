//! The announcements of one hand (Kaiser, a joint 3, one more Kritz, Freien and
//! Nachfreien) and its end (the deal, the lead, winning by tricks, a false Kaiser).

use super::{
    Booking, FreienBar, FreienRule, HandEnd, Next, Now, Party, Phase, Raise, RaiseKind, Stage,
    Stake, StakeError, Step, hand::check_party, other,
};
use crate::cards::Card;

impl<'a> Stake<'a> {
    /// `party` announces one or more Kaiser in one announcement, each with its Kritze; the
    /// announcement is a raise the other party answers. Checks the system's Kritze values (and
    /// the end-game restrictions), the per-announcement limit and the first-Kaiser rule.
    pub fn announce_kaiser(
        &mut self,
        party: Party,
        kaiser: &[(Card, u32)],
    ) -> Result<(), StakeError> {
        self.check_kaiser_window(party)?;
        let rule = &self.def.kaiser;
        if kaiser.is_empty() {
            return Err(StakeError::EmptyAnnouncement);
        }
        if let Some(max) = rule.max_per_announcement
            && kaiser.len() > max
        {
            return Err(StakeError::TooManyKaiser {
                count: kaiser.len(),
                max,
            });
        }
        let mut seen = Vec::new();
        for &(card, kritze) in kaiser {
            self.check_card(card, &seen)?;
            seen.push(card);
            self.check_value(party, kritze)?;
        }
        if !rule.first_may_be_one && self.announced.is_empty() && kaiser[0].1 != 3 {
            return Err(StakeError::FirstKaiserThree);
        }
        self.announced.extend(seen.iter().map(|c| (party, *c)));
        self.put(Raise {
            party,
            kind: RaiseKind::Kaiser(kaiser.to_vec()),
            kritze: kaiser.iter().map(|(_, k)| k).sum(),
        });
        Ok(())
    }

    /// Liebenau: two Kaiser of `party` share one 3 ("Für 2 Kaiser kann man auch zusammen nur
    /// ein 3 machen").
    pub fn announce_joint_kaiser(
        &mut self,
        party: Party,
        pair: [Card; 2],
    ) -> Result<(), StakeError> {
        self.check_kaiser_window(party)?;
        if !self.def.kaiser.joint_three {
            return Err(StakeError::NoJoint);
        }
        self.check_card(pair[0], &[])?;
        self.check_card(pair[1], &pair[..1])?;
        self.check_value(party, 3)?;
        self.announced.extend(pair.iter().map(|c| (party, *c)));
        self.put(Raise {
            party,
            kind: RaiseKind::JointKaiser(pair),
            kritze: 3,
        });
        Ok(())
    }

    /// Lungern, stepwise: one more Kritz for an accepted Kaiser of `party` ("Und noch ein
    /// zweiter Chritz. Kommt Ihr?"); a raise of 1 the other party answers.
    pub fn add_kritz(&mut self, party: Party, card: Card) -> Result<(), StakeError> {
        self.check_kritz(party, card)?;
        self.put(Raise {
            party,
            kind: RaiseKind::Kritz(card),
            kritze: 1,
        });
        Ok(())
    }

    /// Whether `party` may give its accepted Kaiser `card` one more Kritz now
    /// ([`Stake::add_kritz`]).
    pub fn may_add_kritz(&self, party: Party, card: Card) -> bool {
        self.check_kritz(party, card).is_ok()
    }

    fn check_kritz(&self, party: Party, card: Card) -> Result<(), StakeError> {
        self.check_kaiser_window(party)?;
        if !self.def.kaiser.stepwise {
            return Err(StakeError::NotStepwise);
        }
        let total: Option<u32> = self
            .accepted
            .iter()
            .filter(|r| r.party == party)
            .flat_map(Raise::kaiser)
            .filter(|(c, _)| *c == card)
            .map(|(_, k)| k)
            .reduce(|a, b| a + b);
        let Some(total) = total else {
            return Err(StakeError::UnknownKaiser { party, card });
        };
        self.check_value(party, total + 1)
    }

    fn check_freien(&self, party: Party, nach: bool) -> Result<&'a FreienRule, StakeError> {
        self.live(party)?;
        let Some(rule) = &self.def.freien else {
            return Err(StakeError::NoFreien { nach });
        };
        let refuse = |why: FreienBar| Err(StakeError::FreienRight { party, nach, why });
        if let Some(name) = self.gespielt_bars(party) {
            return refuse(FreienBar::BeyondStart(name));
        }
        if let (Phase::GespieltBleiben { .. }, Some(g)) = (self.phase, &self.def.gespielt_bleiben) {
            return refuse(FreienBar::Gespielt {
                name: g.name.clone(),
                table: g.table,
            });
        }
        if let (Phase::ZuHauseBleiben { better }, Some(z)) =
            (self.phase, &self.def.zu_hause_bleiben)
            && better.includes(party)
        {
            return refuse(FreienBar::ZuHause(z.name.clone()));
        }
        // "Vor dem Ausgeben der ersten Karte": Gasser's "ausgeben" is leading (§Vordersitz
        // und Hindersitz: "die erste Karte der Partie auszugeben"), so the deal leaves the
        // window open; the first lead closes it (reading 31).
        if !matches!(self.stage, Stage::BeforeDeal | Stage::Dealing) {
            return refuse(FreienBar::Led);
        }
        let freien_by = self.accepted.iter().find_map(|r| match r.kind {
            RaiseKind::Freien => Some(r.party),
            _ => None,
        });
        let only_freien = self.pending.is_none()
            && self.announced.is_empty()
            && self.accepted.iter().all(|r| r.kind == RaiseKind::Freien);
        if !only_freien {
            return refuse(FreienBar::Missed);
        }
        if nach {
            if !rule.nachfreien {
                return refuse(FreienBar::NotAgreed);
            }
            match freien_by {
                None => return refuse(FreienBar::NobodyYet),
                Some(f) if f == party => {
                    return refuse(FreienBar::OtherParty);
                }
                Some(f) if self.ctx.dealer != Some(f) => {
                    return refuse(FreienBar::Vordersitz);
                }
                Some(_) => {}
            }
            if self
                .accepted
                .iter()
                .any(|r| r.kind == RaiseKind::Nachfreien)
            {
                return refuse(FreienBar::NachDone);
            }
        } else {
            if freien_by.is_some() {
                return refuse(FreienBar::Done);
            }
            if self.ctx.previous_loser != Some(party) {
                return refuse(match self.ctx.previous_loser {
                    None => FreienBar::FirstHand,
                    Some(l) => FreienBar::Loser(l),
                });
            }
        }
        Ok(rule)
    }

    /// Whether `party` may freien now.
    pub fn may_freien(&self, party: Party) -> bool {
        self.check_freien(party, false).is_ok()
    }

    /// Whether `party` may nachfreien now.
    pub fn may_nachfreien(&self, party: Party) -> bool {
        self.check_freien(party, true).is_ok()
    }

    fn step(&self) -> u32 {
        self.def.raise.as_ref().map_or(0, |r| r.step)
    }

    /// Lungern: the loser of the previous hand moves the Knopf from 4 to 7 before the first
    /// card is led (before any Spielen and any Kaiser);
    /// the other party cannot refuse (no answer, no gehen), and it does not count for the
    /// alternation of Spielen.
    pub fn freien(&mut self, party: Party) -> Result<(), StakeError> {
        self.check_freien(party, false)?;
        let kritze = self.step();
        self.accept(Raise {
            party,
            kind: RaiseKind::Freien,
            kritze,
        });
        Ok(())
    }

    /// Lungern, Hindersitz and only if agreed: the other party moves the Knopf on to 10; it
    /// cannot be refused.
    pub fn nachfreien(&mut self, party: Party) -> Result<(), StakeError> {
        self.check_freien(party, true)?;
        let kritze = self.step();
        self.accept(Raise {
            party,
            kind: RaiseKind::Nachfreien,
            kritze,
        });
        Ok(())
    }

    /// The first card is dealt: raises made before must be answered (Freien stays open until
    /// the first lead).
    pub fn deal(&mut self) -> Result<(), StakeError> {
        match self.stage {
            Stage::BeforeDeal => {}
            Stage::Over => return Err(StakeError::HandOver),
            _ => {
                return Err(StakeError::Order {
                    what: Step::Dealing,
                    now: Now::Dealt,
                });
            }
        }
        self.no_pending(Next::Dealt)?;
        self.stage = Stage::Dealing;
        Ok(())
    }

    /// The first card is led: announcing Kaiser is over (and raising where the system says
    /// so); every raise must be answered first.
    pub fn lead(&mut self) -> Result<(), StakeError> {
        match self.stage {
            Stage::Dealing => {}
            Stage::BeforeDeal => {
                return Err(StakeError::Order {
                    what: Step::Leading,
                    now: Now::Stage(Stage::BeforeDeal),
                });
            }
            Stage::Play => {
                return Err(StakeError::Order {
                    what: Step::LeadingFirst,
                    now: Now::Twice,
                });
            }
            Stage::Over => return Err(StakeError::HandOver),
        }
        self.no_pending(Next::Led)?;
        self.stage = Stage::Play;
        Ok(())
    }

    fn no_pending(&self, next: Next) -> Result<(), StakeError> {
        match &self.pending {
            Some(p) => Err(StakeError::Unanswered {
                party: p.party,
                what: p.call(self.def),
                next,
            }),
            None => Ok(()),
        }
    }

    /// `party` has taken the tricks it needs: it books the whole stake, the Kaiser Kritze of
    /// both parties included (winner takes all). Book it once the announced Kaiser are shown.
    pub fn hand_won(&mut self, party: Party) -> Result<Booking, StakeError> {
        self.live(party)?;
        if self.stage != Stage::Play {
            return Err(StakeError::Order {
                what: Step::WinningByTricks,
                now: Now::Stage(self.stage),
            });
        }
        self.no_pending(Next::HandEnds)?;
        Ok(self.end(party, HandEnd::Tricks))
    }

    /// A Kaiser announced by `offender` proves false: the other party books the whole stake,
    /// whatever the tricks. Also after the hand ended by gehen or tricks (the booking is then
    /// replaced).
    pub fn false_kaiser(&mut self, offender: Party) -> Result<Booking, StakeError> {
        check_party(offender)?;
        if self.def.false_kaiser.is_none() {
            return Err(StakeError::NoFalseKaiserRule);
        }
        if self.result.is_some_and(|b| b.end == HandEnd::FalseKaiser) {
            return Err(StakeError::AlreadyFalse);
        }
        if !self.announced.iter().any(|(p, _)| *p == offender) {
            return Err(StakeError::NoKaiserAnnounced(offender));
        }
        self.pending = None;
        Ok(self.end(other(offender), HandEnd::FalseKaiser))
    }
}
