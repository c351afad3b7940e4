//! One hand's stake: where the hand stands ([`Stage`]), the raises and their answers
//! (kommen, gehen), the Kaiser checks and the booking; the announcements and the hand's end
//! are in `announce`.

use super::{
    Closes, Move, Opens, Party, Phase, RaiseCall, RaiseRule, StakeContext, StakeDef, StakeError,
    other,
};
use crate::cards::{Card, Rank};

/// Where a hand stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// No card dealt yet.
    BeforeDeal,
    /// Dealing and announcing, before the first lead.
    Dealing,
    /// Tricks are played.
    Play,
    /// The hand is decided.
    Over,
}

impl Stage {
    pub(super) fn open(self, from: Opens, until: Closes) -> bool {
        match self {
            Stage::BeforeDeal => from == Opens::BeforeDeal,
            Stage::Dealing => true,
            Stage::Play => until == Closes::LastCard,
            Stage::Over => false,
        }
    }
}

/// What a raise is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RaiseKind {
    /// Spieldrei / Spielen / Spöu drüü.
    Spieldrei,
    /// Lungern: the loser of the previous hand moves the Knopf from 4 to 7.
    Freien,
    /// Lungern Hindersitz: the other party moves it on to 10.
    Nachfreien,
    /// Kaiser announced together, each with its Kritze.
    Kaiser(Vec<(Card, u32)>),
    /// Two Kaiser sharing one 3 (liebenau).
    JointKaiser([Card; 2]),
    /// One more Kritz for an announced Kaiser (lungern "Und noch ein zweiter Chritz").
    Kritz(Card),
}

/// A raise of the stake by one party.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Raise {
    /// Who raised.
    pub party: Party,
    /// What.
    pub kind: RaiseKind,
    /// Points it adds.
    pub kritze: u32,
}

impl Raise {
    /// How an error names this raise.
    pub(super) fn call(&self, def: &StakeDef) -> RaiseCall {
        RaiseCall {
            kind: self.kind.clone(),
            raise_name: def.raise.as_ref().map(|r| r.name.clone()),
        }
    }

    /// The Kaiser this raise announces or marks, with the Kritze it gives each.
    pub(super) fn kaiser(&self) -> Vec<(Card, u32)> {
        match &self.kind {
            RaiseKind::Kaiser(cards) => cards.clone(),
            // A joint 3 counts as one Knopf field; give it to the first card.
            RaiseKind::JointKaiser([a, b]) => vec![(*a, 3), (*b, 0)],
            RaiseKind::Kritz(card) => vec![(*card, 1)],
            _ => Vec::new(),
        }
    }
}

/// How a hand ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandEnd {
    /// A party took the tricks it needed.
    Tricks,
    /// The other party went (gehen, lassen).
    Gehen,
    /// The other party announced a false Kaiser.
    FalseKaiser,
}

/// What the winner of a hand books.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Booking {
    /// The party that books.
    pub party: Party,
    /// Its points: the whole stake.
    pub points: u32,
    /// Why.
    pub end: HandEnd,
}

/// Lungern's board: the Knopf field and the Kritze chalked on the margin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    /// The field the Knopf stands on (4, 7, ... 31, then on by 3).
    pub field: u32,
    /// Kaiser Kritze on the margin (a Kaiser with 3 moves the Knopf instead).
    pub margin: u32,
}

/// The stake of one hand between party 0 and party 1.
#[derive(Debug, Clone)]
pub struct Stake<'a> {
    pub(super) def: &'a StakeDef,
    pub(super) ctx: StakeContext,
    pub(super) phase: Phase,
    pub(super) stage: Stage,
    pub(super) table: u32,
    pub(super) accepted: Vec<Raise>,
    pub(super) pending: Option<Raise>,
    pub(super) last_raise_by: Option<Party>,
    pub(super) announced: Vec<(Party, Card)>,
    pub(super) result: Option<Booking>,
}

pub(super) fn check_party(party: Party) -> Result<(), StakeError> {
    if party > 1 {
        Err(StakeError::NoParty(party))
    } else {
        Ok(())
    }
}

impl<'a> Stake<'a> {
    /// A new hand under `def`, in the game state `ctx`.
    pub fn new(def: &'a StakeDef, ctx: StakeContext) -> Result<Stake<'a>, StakeError> {
        for p in [ctx.previous_loser, ctx.dealer].into_iter().flatten() {
            check_party(p)?;
        }
        if ctx.target == 0 {
            return Err(StakeError::Target(0, def.targets()));
        }
        let phase = def.phase(ctx.scores, ctx.target);
        if let Phase::Over { winner } = phase {
            return Err(StakeError::GameOver(winner));
        }
        let table = match (phase, &def.gespielt_bleiben) {
            (Phase::GespieltBleiben { .. }, Some(g)) => g.table,
            _ => def.table.value,
        };
        Ok(Stake {
            def,
            ctx,
            phase,
            stage: Stage::BeforeDeal,
            table,
            accepted: Vec::new(),
            pending: None,
            last_raise_by: None,
            announced: Vec::new(),
            result: None,
        })
    }

    /// The current stake: the table plus every accepted raise (a pending raise never counts).
    pub fn value(&self) -> u32 {
        self.table + self.accepted.iter().map(|r| r.kritze).sum::<u32>()
    }

    /// The value of the empty table in this hand (lungern gespielt bleiben: 7).
    pub fn table(&self) -> u32 {
        self.table
    }

    /// The raise waiting for the other party's answer.
    pub fn pending(&self) -> Option<&Raise> {
        self.pending.as_ref()
    }

    /// The accepted raises, in order.
    pub fn accepted(&self) -> &[Raise] {
        &self.accepted
    }

    /// Where the hand stands.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The end-game state this hand is played in.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// How the hand ended, once it has.
    pub fn result(&self) -> Option<Booking> {
        self.result
    }

    /// The Kaiser `party` has announced in this hand (accepted, pending or refused).
    pub fn announced(&self, party: Party) -> Vec<Card> {
        self.announced
            .iter()
            .filter(|(p, _)| *p == party)
            .map(|(_, c)| *c)
            .collect()
    }

    /// The Kritze a Kaiser of `party` may get in this hand.
    pub fn kaiser_values(&self, party: Party) -> &'a [u32] {
        self.def.kaiser_values(party, self.phase)
    }

    /// Lungern's board: Knopf field and margin (`None` without a board).
    pub fn board(&self) -> Option<Board> {
        let step = self.def.raise.as_ref()?.step;
        self.def.board.as_ref()?;
        let moves = self
            .accepted
            .iter()
            .filter(|r| {
                matches!(
                    r.kind,
                    RaiseKind::Spieldrei | RaiseKind::Freien | RaiseKind::Nachfreien
                )
            })
            .count() as u32;
        // Kritze per Kaiser: a Kaiser with 3 moves the Knopf one field, 1 or 2 go on the margin.
        let mut per_card: Vec<(Card, u32)> = Vec::new();
        for (card, k) in self.accepted.iter().flat_map(Raise::kaiser) {
            match per_card.iter_mut().find(|(c, _)| *c == card) {
                Some((_, sum)) => *sum += k,
                None => per_card.push((card, k)),
            }
        }
        let kaiser_fields = per_card.iter().filter(|(_, k)| *k == 3).count() as u32;
        let margin = per_card
            .iter()
            .filter(|(_, k)| *k != 3)
            .map(|(_, k)| k)
            .sum();
        Some(Board {
            field: self.table + step * (moves + kaiser_fields),
            margin,
        })
    }

    pub(super) fn live(&self, party: Party) -> Result<(), StakeError> {
        check_party(party)?;
        if self.stage == Stage::Over {
            return Err(StakeError::HandOver);
        }
        Ok(())
    }

    /// The party that raised last by Spieldrei, counting a pending Spieldrei as accepted (for a
    /// counter-raise, which accepts it).
    pub(super) fn last_raiser_if_accepted(&self) -> Option<Party> {
        match &self.pending {
            Some(Raise {
                kind: RaiseKind::Spieldrei,
                party,
                ..
            }) => Some(*party),
            _ => self.last_raise_by,
        }
    }

    /// Before a new raise of `party`: its own raise may not wait, and the other's must be
    /// answered first unless a counter-raise accepts it.
    pub(super) fn check_pending_for_raise(&self, party: Party) -> Result<(), StakeError> {
        if let Some(p) = &self.pending {
            let what = p.call(self.def);
            if p.party == party {
                return Err(StakeError::Pending { party, what });
            }
            let counter = self.def.raise.as_ref().is_some_and(|r| r.counter_accepts);
            if !counter {
                return Err(StakeError::AnswerFirst {
                    party: p.party,
                    what,
                });
            }
        }
        Ok(())
    }

    pub(super) fn put(&mut self, raise: Raise) {
        if let Some(p) = self.pending.take() {
            self.accept(p);
        }
        self.pending = Some(raise);
    }

    pub(super) fn accept(&mut self, raise: Raise) {
        if raise.kind == RaiseKind::Spieldrei {
            self.last_raise_by = Some(raise.party);
        }
        self.accepted.push(raise);
    }

    pub(super) fn gespielt_bars(&self, party: Party) -> Option<String> {
        match (self.phase, &self.def.gespielt_bleiben) {
            (Phase::GespieltBleiben { better }, Some(g)) if better.includes(party) => {
                Some(g.name.clone())
            }
            _ => None,
        }
    }

    fn check_raise(&self, party: Party) -> Result<&'a RaiseRule, StakeError> {
        self.live(party)?;
        let def = self.def;
        let Some(rule) = &def.raise else {
            return Err(StakeError::NoRaise(self.table));
        };
        if !self.stage.open(rule.from, rule.until) {
            return Err(StakeError::Window {
                what: Move::Raise(rule.name.clone()),
                now: self.stage,
                from: rule.from,
                until: rule.until,
            });
        }
        if let Some(name) = self.gespielt_bars(party) {
            return Err(StakeError::Gespielt {
                name,
                party,
                what: rule.name.clone(),
            });
        }
        self.check_pending_for_raise(party)?;
        if rule.alternate && self.last_raiser_if_accepted() == Some(party) {
            return Err(StakeError::Alternation {
                party,
                name: rule.name.clone(),
            });
        }
        Ok(rule)
    }

    /// Whether `party` may raise now.
    pub fn may_raise(&self, party: Party) -> bool {
        self.check_raise(party).is_ok()
    }

    /// Spieldrei / Spielen / Spöu drüü by `party`: pending until the other party answers.
    /// A raise while the other party's raise is pending accepts that one first (where the
    /// system's `counter_accepts` says so).
    pub fn raise(&mut self, party: Party) -> Result<(), StakeError> {
        let rule = self.check_raise(party)?;
        self.put(Raise {
            party,
            kind: RaiseKind::Spieldrei,
            kritze: rule.step,
        });
        Ok(())
    }

    /// `party` accepts the pending raise of the other party (kommen, halten, "Spill äs").
    pub fn kommen(&mut self, party: Party) -> Result<(), StakeError> {
        self.live(party)?;
        match &self.pending {
            None => Err(StakeError::NothingPending),
            Some(p) if p.party == party => Err(StakeError::OwnRaise(party)),
            Some(_) => {
                let p = self.pending.take().expect("checked");
                self.accept(p);
                Ok(())
            }
        }
    }

    /// `party` gives up (gehen, lassen, "drvolaifä"): the hand ends, the other party books
    /// the stake as it stood before the pending raise (never less than the table).
    pub fn gehen(&mut self, party: Party) -> Result<Booking, StakeError> {
        self.live(party)?;
        if self.def.answer.is_none() {
            return Err(StakeError::NoGehen);
        }
        self.pending = None;
        Ok(self.end(other(party), HandEnd::Gehen))
    }

    pub(super) fn end(&mut self, party: Party, end: HandEnd) -> Booking {
        let booking = Booking {
            party,
            points: self.value().max(self.table),
            end,
        };
        self.stage = Stage::Over;
        self.result = Some(booking);
        booking
    }

    pub(super) fn check_kaiser_window(&self, party: Party) -> Result<(), StakeError> {
        self.live(party)?;
        let k = &self.def.kaiser;
        if k.values.is_empty() {
            return Err(StakeError::NoKaiser);
        }
        if !self.stage.open(k.from, k.until) {
            return Err(StakeError::Window {
                what: Move::AnnounceKaiser,
                now: self.stage,
                from: k.from,
                until: k.until,
            });
        }
        self.check_pending_for_raise(party)
    }

    pub(super) fn check_value(&self, party: Party, kritze: u32) -> Result<(), StakeError> {
        let allowed = self.kaiser_values(party);
        if allowed.contains(&kritze) {
            return Ok(());
        }
        let goes = match self.phase {
            Phase::Goes { .. } | Phase::BothGo if allowed != self.def.kaiser.values => {
                self.def.phase_name(self.phase).map(str::to_string)
            }
            _ => None,
        };
        Err(StakeError::KaiserValue {
            kritze,
            party,
            allowed: allowed.to_vec(),
            goes,
        })
    }

    pub(super) fn check_card(&self, card: Card, seen: &[Card]) -> Result<(), StakeError> {
        if card.rank() != Rank::Banner {
            return Err(StakeError::NotAKaiser(card));
        }
        if seen.contains(&card) || self.announced.iter().any(|(_, c)| *c == card) {
            return Err(StakeError::KaiserTwice(card));
        }
        Ok(())
    }
}
