//! The themes a puzzle's position shows, found from the position and the lines of play,
//! never from a label written by hand. A theme a system does not have is never found for
//! it (no Stupf, no Trumpf-7 lead; no blocker, no Trumpf-0).
//!
//! [`Theme::Unannounced`] is found by the miner, which compares the position with every
//! Kaiser announced ([`super::mine`]); the others from the answer's line here.
//!
//! [`Theme::FaceDown`] is found by the miner too, in positions that start mid-trick
//! ([`super::down`]): a mover who leads never lays a card face down (reading 29).

use crate::cards::{Card, Rank};
use crate::power::Power;
use crate::solver::PlayedTrick;
use crate::system::{Class, RuleSystem};
use serde::Serialize;

/// A theme of a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// The answer leads the Trumpf-7 (a Stupf, high only when led: `001_…` §1 "Sie kann
    /// sinnvoll nur von der Vorhand ins Spiel gebracht werden").
    #[serde(rename = "trumpf-7")]
    Trumpf7,
    /// A Throner takes a trick over a lower Stecher in the led suit on the answer's line
    /// (`003_…` §4: smaller Stecher "durch den Obermann oder König der gleichen Farbe
    /// überstochen").
    Throner,
    /// The Trumpf-0 blocker is in play (lungern's blocker, its system's rows).
    Blocker,
    /// "De-n-alte na": the answer plays on a suit led before (`003_…` §4, «De-n-alte na»,
    /// d. h. Farbe spielen).
    DeNAlteNa,
    /// "Hiratä": on the answer's line the Trumpf-Ober, a Throner, is led and the leader's
    /// partner takes it with the Trumpf-König (`001_…` §1: "Ober und König bleiben davon
    /// ausgeschlossen"; Achermann's «hiratä», lesson 07). Only in the systems after
    /// Achermann, whose data names dr Fuil (the word is his).
    Hirata,
    /// Dr Fuil, the card the system's nickname `Fuil` names (the Trumpf-König in Stans,
    /// `001_…` §1 "heisst er «dr Fuil»"; the Trumpf-Ober in Buochs, §5 "Mit dem «Fuilä» meint
    /// man in Buochs den Trumpfober"), takes a trick on the answer's line.
    Fuil,
    /// A Kaiser held in the position was not announced, so it is what the system makes of
    /// an unannounced Kaiser (a plain 10: Achermann 1978 §4 "Nicht angegebene Kaiser
    /// verlieren ihren Stechwert"; lungern: "Wird ein Kaiser nicht angesagt, ist er ein
    /// normales Banner"; willisau, liebenau: the systems' `unannounced` sources), and the
    /// right card is another than with every Kaiser announced.
    #[serde(rename = "unannounced-kaiser")]
    Unannounced,
    /// The answer lays a card face down in a trick already led, and every card played face
    /// up fails (stans: Achermann 1978 §4 "so kann er auch eine Karte verdeckt ablegen";
    /// willisau: Phase IV "Karten „nachts“ zu spielen"; liebenau: §4 "Ist eine Karte verdeckt
    /// ausgespielt"), only where the system allows it ([`super::down`]).
    FaceDown,
}

impl Theme {
    /// Every theme, in the order they are listed.
    pub const ALL: [Theme; 8] = [
        Theme::Trumpf7,
        Theme::Throner,
        Theme::Blocker,
        Theme::DeNAlteNa,
        Theme::Hirata,
        Theme::Fuil,
        Theme::Unannounced,
        Theme::FaceDown,
    ];

    /// The theme's id in files, options and JSON.
    pub fn id(self) -> &'static str {
        match self {
            Theme::Trumpf7 => "trumpf-7",
            Theme::Throner => "throner",
            Theme::Blocker => "blocker",
            Theme::DeNAlteNa => "de-n-alte-na",
            Theme::Hirata => "hirata",
            Theme::Fuil => "fuil",
            Theme::Unannounced => "unannounced-kaiser",
            Theme::FaceDown => "face-down",
        }
    }

    /// The theme with this id.
    pub fn from_id(id: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.id() == id)
    }

    /// Whether `system` under this Power can show the theme at all.
    pub fn offered(self, system: &RuleSystem, power: &Power) -> bool {
        let any = |f: &dyn Fn(&crate::power::Entry) -> bool| {
            Card::all().any(|c| power.contains(c) && f(power.entry(c)))
        };
        match self {
            Theme::Trumpf7 => any(&|e| e.class == Class::Stupf),
            Theme::Throner => any(&|e| e.class == Class::Throner),
            Theme::Blocker => any(&|e| e.blocker),
            Theme::DeNAlteNa => true,
            Theme::Hirata => {
                // «hiratä» is the word of Achermann 1978 §1, which names dr Fuil in the same
                // breath: a system whose data names no Fuil (silenen, lungern, willisau)
                // does not speak of it, even where the Trumpf-Ober and -König are Throners.
                let t = |r| power.entry(Card::new(power.trump, r)).class == Class::Throner;
                t(Rank::Ober) && t(Rank::Koenig) && fuil_named(system)
            }
            Theme::Fuil => fuil(system, power).is_some(),
            Theme::Unannounced => system.kaiser,
            Theme::FaceDown => power.face_down,
        }
    }
}

/// Whether `system`'s data names dr Fuil (the nickname `Fuil`).
fn fuil_named(system: &RuleSystem) -> bool {
    system.nicknames.iter().any(|(name, _)| name == "Fuil")
}

/// Dr Fuil of `system` under `power`'s trump: the card its nickname `Fuil` names.
pub fn fuil(system: &RuleSystem, power: &Power) -> Option<Card> {
    system
        .nicknames
        .iter()
        .find(|(name, _)| name == "Fuil")
        .and_then(|(_, r)| r.resolve(Some(power.trump)))
        .filter(|c| power.contains(*c))
}

/// The card that took trick `t`.
fn taker(t: &PlayedTrick) -> Option<Card> {
    let i = t.seats.iter().position(|s| *s == t.winner)?;
    t.cards.get(i).copied()
}

/// The themes of a position: `answer` the answer cards, `line` the answer's line of play,
/// `held` every card in the hands, `earlier` the tricks before the position. Seats of a
/// line alternate between the two parties.
pub fn themes(
    system: &RuleSystem,
    power: &Power,
    answer: &[Card],
    line: &[PlayedTrick],
    held: &[Card],
    earlier: &[Vec<Card>],
) -> Vec<Theme> {
    let mut out = Vec::new();
    let class = |c: &Card| power.entry(*c).class;
    if answer.iter().any(|c| class(c) == Class::Stupf) {
        out.push(Theme::Trumpf7);
    }
    let throner = line.iter().any(|t| {
        let Some(lead) = t.cards.first() else {
            return false;
        };
        let Some(won) = taker(t) else {
            return false;
        };
        class(&won) == Class::Throner
            && won.suit() == lead.suit()
            && t.cards.iter().any(|c| {
                class(c) == Class::Stecher && power.entry(*c).level < power.entry(won).level
            })
    });
    if throner {
        out.push(Theme::Throner);
    }
    if held.iter().any(|c| power.entry(*c).blocker) {
        out.push(Theme::Blocker);
    }
    let old = |c: &Card| {
        matches!(class(c), Class::Plain | Class::Throner)
            && earlier.iter().any(|t| {
                t.first().is_some_and(|l| {
                    matches!(class(l), Class::Plain | Class::Throner) && l.suit() == c.suit()
                })
            })
    };
    if answer.iter().any(old) {
        out.push(Theme::DeNAlteNa);
    }
    if Theme::Hirata.offered(system, power) {
        let ober = Card::new(power.trump, Rank::Ober);
        let koenig = Card::new(power.trump, Rank::Koenig);
        let hirata = line.iter().any(|t| {
            let (Some(lead), Some(leader)) = (t.cards.first(), t.seats.first()) else {
                return false;
            };
            *lead == ober
                && taker(t) == Some(koenig)
                && t.winner != *leader
                && t.winner.abs_diff(*leader) % 2 == 0
        });
        if hirata {
            out.push(Theme::Hirata);
        }
    }
    if let Some(f) = fuil(system, power)
        && line.iter().any(|t| taker(t) == Some(f))
    {
        out.push(Theme::Fuil);
    }
    out
}
