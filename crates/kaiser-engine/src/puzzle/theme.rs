//! The themes a puzzle's position shows, found from the position and the lines of play,
//! never from a label written by hand. A theme a system does not have is never found for
//! it (no Stupf, no Trumpf-7 lead; no blocker, no Trumpf-0).
//!
//! Not yet found (named gaps, issue 16): hiratä and the Fuil (which card is dr Fuil differs
//! by village, lesson 07), an unannounced Kaiser (puzzles announce every Banner, as
//! `kaiser solve` does) and face-down play (`facedown`'s).

use crate::cards::Card;
use crate::power::Power;
use crate::solver::PlayedTrick;
use crate::system::Class;
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
}

impl Theme {
    /// Every theme, in the order they are listed.
    pub const ALL: [Theme; 4] = [
        Theme::Trumpf7,
        Theme::Throner,
        Theme::Blocker,
        Theme::DeNAlteNa,
    ];

    /// The theme's id in files, options and JSON.
    pub fn id(self) -> &'static str {
        match self {
            Theme::Trumpf7 => "trumpf-7",
            Theme::Throner => "throner",
            Theme::Blocker => "blocker",
            Theme::DeNAlteNa => "de-n-alte-na",
        }
    }

    /// The theme with this id.
    pub fn from_id(id: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.id() == id)
    }

    /// Whether a system under this Power can show the theme at all.
    pub fn offered(self, power: &Power) -> bool {
        let any = |f: &dyn Fn(&crate::power::Entry) -> bool| {
            Card::all().any(|c| power.contains(c) && f(power.entry(c)))
        };
        match self {
            Theme::Trumpf7 => any(&|e| e.class == Class::Stupf),
            Theme::Throner => any(&|e| e.class == Class::Throner),
            Theme::Blocker => any(&|e| e.blocker),
            Theme::DeNAlteNa => true,
        }
    }
}

/// The themes of a position: `answer` the answer cards, `line` the answer's line of play,
/// `held` every card in the hands, `earlier` the tricks before the position.
pub fn themes(
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
        let won = t.cards[t.seats.iter().position(|s| *s == t.winner).unwrap_or(0)];
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
    out
}
