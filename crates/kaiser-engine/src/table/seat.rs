//! What a seat is asked and what it may see: the [`Seat`] trait, its [`View`], the decisions
//! it returns, and the [`Observer`] that receives the events of the game for narration.

use crate::Power;
use crate::cards::{Card, CardSet};
use crate::deal::{Dealt, Hand};
use crate::facedown::Move;
use crate::solver::{PlayRules, PlayedTrick, Table};
use crate::stake::{Booking, HandEnd, Party, RaiseKind};
use crate::system::Tie;

/// A seat leaves the table (the learner typed `q`): the game ends where it stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Leave;

/// What a seat does at its turn before it plays a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bid {
    /// Raise the stake (Spieldrei, Spielen).
    Raise,
    /// Give up the hand (gehen).
    Go,
    /// Neither: play a card.
    Pass,
}

/// The stake as a seat sees it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StakeView {
    /// What the hand is worth now (two parties), or the table plus the Kritze (more).
    pub value: u32,
    /// Whether this seat's party may raise now.
    pub may_raise: bool,
    /// Whether this seat's party may give up now.
    pub may_go: bool,
    /// The raise waiting for an answer, and the seat that made it.
    pub pending: Option<(usize, RaiseKind)>,
    /// The Kaiser announced so far: seat, card, Kritze.
    pub announced: Vec<(usize, Card, u32)>,
    /// Kritze may be given one at a time, each answered ("Ich gebe ihm einen Chritz. Kommt
    /// Ihr?", lungern): a Kaiser announced with fewer than the most may get one more
    /// ([`Seat::add_kritz`]).
    pub stepwise: bool,
    /// Every raise made in the trick play of this hand so far, in order (a raise is said
    /// aloud, so every seat knows it): who raised and when.
    pub raised: Vec<RaisedAt>,
}

/// One raise in the trick play as every seat heard it: the seat and the moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RaisedAt {
    /// The seat that raised.
    pub seat: usize,
    /// Tricks played when it raised.
    pub trick: u8,
    /// Cards in the current trick when it raised (it raised before playing its own).
    pub card: usize,
}

/// The trick play as a seat sees it (from the first lead on).
#[derive(Debug, Clone)]
pub struct PlayView {
    /// The Machtposition of the hand (trump, the Kaiser announced).
    pub power: Power,
    /// Cards each seat holds (how many, not which).
    pub sizes: Vec<usize>,
    /// Every card of the deck in play this seat cannot place: the others' hidden cards and
    /// the cards out of play it has not seen (the stock, what the others laid away), as one
    /// set without seats. Its own cards, the cards it laid away, the cards played, the
    /// turned stock card and the partners' cards it sees ([`View::partners`]) are not in it.
    pub unseen: CardSet,
    /// The cards of `unseen` whose seat this seat knows: the others' face-up Umschlag cards
    /// and announced Kaiser not played yet, with their seats. Each is in that seat's hand,
    /// or among the cards it laid away (nobody else can tell which).
    pub known: Vec<(usize, Card)>,
    /// How many cards each seat laid away (stans: two; else none).
    pub laid_away: usize,
    /// The current trick so far, in play order. A card another seat laid face down and this
    /// seat may not know stands here as the led card (a stand-in: it takes nothing, see
    /// `current_down`, and is never to be read as a card).
    pub current: Vec<Card>,
    /// Bit `i` set: `current[i]` was laid face down (issue 15 item 3).
    pub current_down: u32,
    /// The tricks played (their face-down cards hidden as in `current`, by
    /// [`PlayedTrick::face_down`]).
    pub history: Vec<PlayedTrick>,
    /// Tricks each party has.
    pub won: Vec<u8>,
    /// Tricks each party needs.
    pub need: Vec<u8>,
    /// The seat that led the current trick.
    pub leader: usize,
    /// Tricks played.
    pub played: u8,
    /// Legal-play restrictions.
    pub rules: PlayRules,
    /// The tie rule.
    pub tie: Option<Tie>,
    /// The cards this seat may play now.
    pub legal: CardSet,
    /// The cards this seat may lay face down now (none where the system does not allow it,
    /// when it leads, or when it must take).
    pub legal_down: CardSet,
}

/// Everything one seat may see when it is asked: its own cards, the face-up Umschlag cards,
/// what its partners show or sign, the announcements, the stake and the cards played. Never
/// an opponent's hidden cards, and never which of the unseen cards are out of play.
#[derive(Debug, Clone)]
pub struct View {
    /// The seat asked.
    pub seat: usize,
    /// The party of each seat.
    pub parties: Vec<Party>,
    /// Its own cards (before play in the order received; then what it holds).
    pub own: Vec<Card>,
    /// The cards it laid away itself (stans), face down: out of play, and only it knows.
    pub away: Vec<Card>,
    /// The Umschlag: each seat's first card, dealt face up, with its seat.
    pub face_up: Vec<(usize, Card)>,
    /// The partners' hidden cards this seat sees now, with their seats (shown or signed as
    /// the system's `partners:` says; [`super::partner_cards`]): each is in that seat's hand.
    pub partners: Vec<(usize, Card)>,
    /// The Machtposition of the deal with every Banner as a Kaiser (for naming cards).
    pub deal_power: Power,
    /// The stake.
    pub stake: StakeView,
    /// The trick play, once it has started.
    pub play: Option<PlayView>,
}

impl View {
    /// This seat's party.
    pub fn party(&self) -> Party {
        self.parties.get(self.seat).copied().unwrap_or(0)
    }

    /// A hand consistent with this view (the partners' and known cards at their seats, the rest of the
    /// unseen cards given out in card order to fill each seat's count), for a player that
    /// reasons by sampling: it carries how many cards each seat holds, and a sampler deals
    /// the others' cards anew from [`PlayView::unseen`]. `None` before trick play.
    pub fn assumed_hand(&self) -> Option<Hand> {
        let p = self.play.as_ref()?;
        let n = p.sizes.len();
        let mut hands = vec![CardSet::EMPTY; n];
        for c in &self.own {
            hands[self.seat].insert(*c);
        }
        for (s, c) in &self.partners {
            if *s != self.seat && *s < n && hands[*s].len() < p.sizes[*s] {
                hands[*s].insert(*c);
            }
        }
        let mut pool = p.unseen;
        for (s, c) in &p.known {
            if *s != self.seat && *s < n && pool.contains(*c) && hands[*s].len() < p.sizes[*s] {
                hands[*s].insert(*c);
                pool.remove(*c);
            }
        }
        let mut rest = pool.iter().collect::<Vec<_>>();
        rest.sort_by_key(|c| c.id());
        let mut rest = rest.into_iter();
        for (s, h) in hands.iter_mut().enumerate() {
            if s == self.seat {
                continue;
            }
            while h.len() < p.sizes[s] {
                match rest.next() {
                    Some(c) => {
                        h.insert(c);
                    }
                    None => break,
                }
            }
        }
        let table = Table {
            hands,
            party: self.parties.clone(),
            need: p.need.clone(),
            won: p.won.clone(),
            leader: p.leader,
            played: p.played,
            rules: p.rules,
        };
        Some(
            Hand::assumed(
                p.power.clone(),
                table,
                p.tie,
                p.history.clone(),
                p.current.clone(),
            )
            .with_current_down(p.current_down),
        )
    }
}

/// A player at the table: a bot, a learner at the terminal, a scripted test player. Each
/// method is given what the seat may see and returns its decision, or [`Leave`].
pub trait Seat {
    /// Announce `card` (a Banner it holds) as a Kaiser with one of `values` Kritze, or not
    /// (`None`: it stays a plain 10).
    fn announce_kaiser(
        &mut self,
        view: &View,
        card: Card,
        values: &[u32],
    ) -> Result<Option<u32>, Leave>;

    /// Liebenau: announce two Banners it holds together, for one 3 ("Für 2 Kaiser kann man
    /// auch zusammen nur ein 3 machen"), or not (each is then asked alone). Asked only where
    /// the system allows it. By default it does not. A wrapper forwards it
    /// ([`super::Forward`]).
    fn announce_joint(&mut self, _view: &View, _pair: [Card; 2]) -> Result<bool, Leave> {
        Ok(false)
    }

    /// Answer the other party's pending raise: kommen (`true`) or gehen (`false`).
    fn answer(&mut self, view: &View) -> Result<bool, Leave>;

    /// Stepwise Kritze (lungern, `000_…` §Ansagen der Kaiser mit Kritzen: "Und noch ein
    /// zweiter Chritz. Kommt Ihr?"): the other party came to this seat's Kaiser `card`, which
    /// has `kritze` now; give it one more (`true`; the other party answers again, and if it
    /// goes the Kritze before this one count) or not. Asked only where the system gives
    /// Kritze stepwise and one more is allowed. By default it does not. A wrapper forwards it
    /// ([`super::Forward`]).
    fn add_kritz(&mut self, _view: &View, _card: Card, _kritze: u32) -> Result<bool, Leave> {
        Ok(false)
    }

    /// The dealer pauses in the deal (liebenau, `003_…` §4: "und hält dann inne"; "damit jeder
    /// kreiden und lassen kann"): raise ([`Bid::Raise`], a Spieldrei the other party holds or
    /// leaves), leave the hand ([`Bid::Go`], lassen: the other party books the stake), or
    /// hold ([`Bid::Pass`]; with the other party's raise pending, holding accepts it).
    /// `view.own` and `view.face_up` hold the cards dealt so far. By default it holds. A wrapper
    /// forwards it ([`super::Forward`]).
    fn pause(&mut self, _view: &View) -> Result<Bid, Leave> {
        Ok(Bid::Pass)
    }

    /// At its turn, before the card: raise, give up, or neither.
    fn raise(&mut self, view: &View) -> Result<Bid, Leave>;

    /// Lungern, before the first lead: move the Knopf on by Freien (`nach`: Nachfreien in
    /// Hindersitz), or not. Asked only when the seat's party may. By default it does not.
    fn freien(&mut self, _view: &View, _nach: bool) -> Result<bool, Leave> {
        Ok(false)
    }

    /// The covered deal (stans «nachts», willisau "Beidne goht's", liebenau's covered
    /// Umschlag): turn the first card, dealt face down, so that the hand is played (`true`;
    /// everyone follows), or keep it covered (if nobody turns, the cards are thrown in).
    /// `view.own` and `view.face_up` hold that card alone, and `view.deal_power` names the
    /// cards as if it made trump (the real trump is not known yet). By default it turns (a
    /// seat that does not decide plays). A wrapper forwards it ([`super::Forward`]).
    fn turn_card(&mut self, _view: &View) -> Result<bool, Leave> {
        Ok(true)
    }

    /// Lay `n` cards away face down (stans).
    fn lay_away(&mut self, view: &View, n: usize) -> Result<Vec<Card>, Leave>;

    /// Play a card (the driver refuses one that is not legal).
    fn play(&mut self, view: &View) -> Result<Card, Leave>;

    /// Play a card face up or lay it face down (issue 15 item 3; the driver refuses a
    /// face-down card where [`PlayView::legal_down`] does not hold it). By default the card
    /// of [`Seat::play`], face up. A wrapper forwards it ([`super::Forward`]).
    fn play_move(&mut self, view: &View) -> Result<Move, Leave> {
        self.play(view).map(Move::up)
    }
}

/// A hand has been dealt.
#[derive(Debug, Clone, Copy)]
pub struct HandStart<'a> {
    /// The hand's number in the game, from 1.
    pub number: u32,
    /// The dealer's seat.
    pub dealer: usize,
    /// The seat that leads.
    pub leader: usize,
    /// Points per party before the hand.
    pub scores: &'a [u32],
    /// The system's name for the end-game state this hand is played in.
    pub phase_name: Option<&'a str>,
    /// The deal (every hand: an observer narrates, it does not play).
    pub dealt: &'a Dealt,
}

/// How a hand ended.
#[derive(Debug, Clone, Copy)]
pub struct HandOver<'a> {
    /// The booking (two parties: the whole stake by tricks, gehen or a false Kaiser; more
    /// parties: the party that took the hand, by tricks); `None`: nobody books.
    pub booking: Option<Booking>,
    /// Points per party after the hand.
    pub scores: &'a [u32],
    /// The game target.
    pub target: u32,
}

/// Receives the events of a game, for narration; every method does nothing by default.
pub trait Observer {
    /// The game starts, to `target`; `two_parties`: the stake is raised and answered.
    fn game_started(&mut self, _target: u32, _table_value: u32) {}
    /// A hand is dealt.
    fn dealt(&mut self, _start: &HandStart) {}
    /// The Umschlag decided trump; `power` names the cards of the deal.
    fn umschlag(&mut self, _dealt: &Dealt, _power: &Power) {}
    /// The cutter cut again `recuts` times: a Kaiser lay at the bottom (stans, willisau).
    fn recut(&mut self, _recuts: usize) {}
    /// The first cards are dealt face down (the covered deal the system calls `name`): each
    /// seat in turn from the leader decides whether to turn its card; `throw_ins`: covered
    /// deals thrown in before this one.
    fn night_dealt(&mut self, _name: &str, _throw_ins: u32) {}
    /// `seat` turned its covered card: everyone follows, and the hand is played.
    fn night_turned(&mut self, _seat: usize) {}
    /// At a table of single players (liebenau) `seat`, which turned its covered card, leads
    /// the first trick ("so sticht die kehrende Hand zuerst").
    fn night_leads(&mut self, _seat: usize) {}
    /// Nobody turned at a table of single players (liebenau): the empty table's Kritze are
    /// written aside, `aside` in all now, for the next player to make his tricks.
    fn kritze_aside(&mut self, _aside: u32) {}
    /// Nobody turned: the cards are thrown in (`count` in a row so far) and `dealer` deals
    /// again; `covered`: face down again, else face up (the throw-ins ran out).
    fn thrown_in(&mut self, _count: u32, _dealer: usize, _covered: bool) {}
    /// The cards after the face-up round are dealt: every seat holds its hand.
    fn cards_dealt(&mut self, _dealt: &Dealt, _power: &Power) {}
    /// A seat's party freit (`nach`: nachfreit); `value` is the stake after it.
    fn freit(&mut self, _seat: usize, _nach: bool, _value: u32) {}
    /// A seat announced a Kaiser.
    fn kaiser_announced(&mut self, _seat: usize, _card: Card, _kritze: u32) {}
    /// A seat gave its Kaiser `card` one more Kritz (stepwise, lungern): `kritze` in all now.
    fn kritz_added(&mut self, _seat: usize, _card: Card, _kritze: u32) {}
    /// The dealer pauses (liebenau): each seat holds the first `dealt[seat]` cards of its
    /// deal, `face_up` are the face-up cards given so far, with their seats; `number` counts
    /// the pauses of this deal from 1.
    fn deal_paused(&mut self, _number: usize, _dealt: &[usize], _face_up: &[(usize, Card)]) {}
    /// A seat announced two Kaiser together, for one 3 (liebenau).
    fn joint_kaiser_announced(&mut self, _seat: usize, _pair: [Card; 2]) {}
    /// A seat raised (Spieldrei).
    fn raised(&mut self, _seat: usize) {}
    /// A seat answered the raise `to` of `raiser`: kommen (`come`) or gehen; `value` is the
    /// stake after the answer.
    fn answered(
        &mut self,
        _seat: usize,
        _raiser: usize,
        _to: &RaiseKind,
        _come: bool,
        _value: u32,
    ) {
    }
    /// Every seat laid `n` cards away.
    fn laid_away(&mut self, _n: usize) {}
    /// A trick starts (`number` from 1) with `leader` to lead; `value` is the stake, `won`
    /// the tricks per party so far.
    fn trick_started(&mut self, _number: u8, _leader: usize, _value: u32, _won: &[u8]) {}
    /// A seat played a card.
    fn card_played(&mut self, _seat: usize, _card: Card, _power: &Power) {}
    /// A seat laid `card` face down; `shown`: the others learn which card it is (a Kaiser
    /// named as one, stans), else they learn only that a card lies face down.
    fn card_laid_down(&mut self, _seat: usize, _card: Card, _shown: bool, _power: &Power) {}
    /// A trick was taken.
    fn trick_taken(&mut self, _trick: &PlayedTrick, _power: &Power) {}
    /// The hand is over.
    fn hand_over(&mut self, _over: &HandOver) {}
    /// A party reached the target.
    fn game_over(&mut self, _winner: Party, _scores: &[u32]) {}
    /// A seat left; the game ends with these scores.
    fn left(&mut self, _seat: usize, _scores: &[u32], _target: u32) {}
}

/// An observer that ignores everything.
pub struct Silent;

impl Observer for Silent {}

/// How a hand ended, for the booking of a table of more than two parties.
pub(super) fn tricks_booking(party: Party, points: u32) -> Booking {
    Booking {
        party,
        points,
        end: HandEnd::Tricks,
    }
}
