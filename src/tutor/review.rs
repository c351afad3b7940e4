//! Review cards: every mistake a learner makes (a lesson's question or test, a quiz trick,
//! a scenario's prediction) becomes a card in the progress file, scheduled by a Leitner
//! scheme, and `kaiser review` asks it again when it is due (docs/progress.md says why
//! Leitner and not FSRS).
//!
//! A card holds what it takes to ask the question again exactly ([`Item`]), when the mistake
//! was made and its schedule: a box from 1 to 5 and when it is due. A new mistake goes into
//! box 1, due a day later. A right answer (at the first try) when the card is due moves it
//! up a box, due after that box's interval ([`INTERVAL_DAYS`]: 1, 3, 7, 21, 60 days); a
//! right answer in box 5 retires it. A wrong answer, or the same mistake made again in a
//! lesson, sends it back to box 1. So a card retires after five right answers at growing
//! intervals, about three months. At most [`MAX_CARDS`] are kept.
//!
//! Everything here is pure: "now" is handed in ([`crate::tutor::clock`] reads it).

use super::clock::DAY;
use super::progress::Extra;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Days a card waits in each box before it is due again (box 1 first).
pub const INTERVAL_DAYS: [u64; 5] = [1, 3, 7, 21, 60];

/// The highest box: a right answer there retires the card.
pub const LAST_BOX: u8 = INTERVAL_DAYS.len() as u8;

/// Most cards kept (about 350 bytes each in the file, well under its 1 MiB bound): past it,
/// a new mistake makes room by dropping the oldest retired card, else the oldest card.
pub const MAX_CARDS: usize = 1000;

/// What a card asks: enough to ask the question again exactly.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Item {
    /// A question of a lesson (a teaching step or the test), as built for `system`.
    Lesson {
        /// The lesson id.
        lesson: String,
        /// The step's path in the lesson: `steps[3]` or `test[1]`.
        step: String,
        /// The rule system (the learner's village) the lesson was built for.
        system: String,
    },
    /// A trick the quiz drew from the engine.
    Quiz {
        /// The rule system.
        system: String,
        /// The trump suit (`Rosen`).
        trump: String,
        /// The cards in play order, the led card first (`Rosen-6`).
        cards: Vec<String>,
    },
    /// A prediction in `kaiser scenario play`.
    Scenario {
        /// The scenario id.
        scenario: String,
        /// The step's index in the scenario (0-based).
        step: usize,
        /// The scenario's rule system.
        system: String,
    },
    /// A puzzle answered wrong (`kaiser puzzle`): the position itself, so that it is asked
    /// again exactly even if the shipped set changes (the answer is worked out again).
    Puzzle {
        /// The puzzle's id (`stans-004`, or `stans-seed-1` when mined).
        puzzle: String,
        /// The rule system.
        system: String,
        /// The deck (`stans-40`).
        deck: String,
        /// The trump suit (`Rosen`).
        trump: String,
        /// The hands in play order, the learner's (who leads) first.
        hands: Vec<Vec<String>>,
        /// View-only (format 5): the learner saw its hand and what the partners' rule shows.
        #[serde(default)]
        view: bool,
        /// The seed of the deal it was cut from (format 5): a view-only puzzle's deals of
        /// the hidden cards are drawn from it. 0 in a card of format 4.
        #[serde(default)]
        seed: u64,
        /// The tricks before the position, each from its leader on (format 5).
        #[serde(default)]
        earlier: Vec<Vec<String>>,
        /// The Banner not announced (format 5).
        #[serde(default)]
        unannounced: Vec<String>,
        /// The cards already on the table in the trick, in play order (a face-down puzzle;
        /// left out when A leads, so that other cards are written as before).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        on_table: Vec<String>,
        /// The answer lays a card face down (left out when not).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        face_down: bool,
    },
}

impl Item {
    /// The card's key in the progress file: the same question gives the same key.
    pub fn key(&self) -> String {
        match self {
            Item::Lesson {
                lesson,
                step,
                system,
            } => format!("lesson:{system}:{lesson}:{step}"),
            Item::Quiz {
                system,
                trump,
                cards,
            } => format!("quiz:{system}:{trump}:{}", cards.join(",")),
            Item::Scenario {
                scenario,
                step,
                system,
            } => format!("scenario:{system}:{scenario}:{step}"),
            Item::Puzzle { puzzle, system, .. } => format!("puzzle:{system}:{puzzle}"),
        }
    }

    /// The rule system the question is asked in.
    pub fn system(&self) -> &str {
        match self {
            Item::Lesson { system, .. }
            | Item::Quiz { system, .. }
            | Item::Scenario { system, .. }
            | Item::Puzzle { system, .. } => system,
        }
    }

    /// The lesson or scenario the question comes from (none for a quiz trick).
    pub fn from(&self) -> Option<&str> {
        match self {
            Item::Lesson { lesson, .. } => Some(lesson),
            Item::Scenario { scenario, .. } => Some(scenario),
            Item::Quiz { .. } | Item::Puzzle { .. } => None,
        }
    }
}

/// One review card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    /// The question.
    pub what: Item,
    /// When the mistake was first made (seconds since 1970).
    pub made: u64,
    /// The Leitner box, 1 to [`LAST_BOX`].
    #[serde(rename = "box")]
    pub leitner_box: u8,
    /// When the card is due (seconds since 1970).
    pub due: u64,
    /// Answered right in the last box: never due again (unless the mistake is made again).
    #[serde(default)]
    pub retired: bool,
    /// Wrong answers since the first mistake.
    #[serde(default)]
    pub lapses: u32,
    /// Unknown fields, kept.
    #[serde(flatten)]
    pub extra: Extra,
}

/// An entry of the progress file's `reviews`: a card this build knows, or one it does not
/// (a kind a newer kaiser wrote, such as a puzzle), kept as it is and never asked.
// A card is read once per run and the file holds few of them: boxing buys nothing here.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Entry {
    /// A card this build can ask.
    Card(Card),
    /// Anything else, kept.
    Other(serde_json::Value),
}

/// The cards, by [`Item::key`].
pub type Reviews = BTreeMap<String, Entry>;

/// When a card entering `leitner_box` (1-based) at `now` is due.
fn due_after(leitner_box: u8, now: u64) -> u64 {
    let i = usize::from(leitner_box.clamp(1, LAST_BOX)) - 1;
    now.saturating_add(INTERVAL_DAYS[i] * DAY)
}

/// A mistake with `item` at `now`: a new card in box 1, or the card that exists back in
/// box 1 (also a retired one).
pub fn mistake(reviews: &mut Reviews, item: Item, now: u64) {
    let key = item.key();
    match reviews.get_mut(&key) {
        Some(Entry::Card(card)) => {
            card.leitner_box = 1;
            card.due = due_after(1, now);
            card.retired = false;
            card.lapses = card.lapses.saturating_add(1);
        }
        _ => {
            make_room(reviews);
            reviews.insert(
                key,
                Entry::Card(Card {
                    what: item,
                    made: now,
                    leitner_box: 1,
                    due: due_after(1, now),
                    retired: false,
                    lapses: 0,
                    extra: Extra::new(),
                }),
            );
        }
    }
}

/// Drop cards until there is room for one more under [`MAX_CARDS`]: the oldest retired
/// ones first, then the oldest of all (entries of unknown kinds are kept and not counted).
fn make_room(reviews: &mut Reviews) {
    loop {
        let cards = reviews.values().filter(|e| matches!(e, Entry::Card(_)));
        if cards.count() < MAX_CARDS {
            return;
        }
        let oldest = reviews
            .iter()
            .filter_map(|(k, e)| match e {
                Entry::Card(c) => Some((!c.retired, c.made, k)),
                Entry::Other(_) => None,
            })
            .min()
            .map(|(_, _, k)| k.clone());
        match oldest {
            Some(k) => reviews.remove(&k),
            None => return,
        };
    }
}

/// What an answer in a review did to its card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moved {
    /// Right: up to this box, due in this many days.
    Up {
        /// The new box.
        to: u8,
        /// Days until it is due.
        days: u64,
    },
    /// Right in the last box: retired.
    Retired,
    /// Right before it was due (`review --all`): the schedule stays.
    Early,
    /// Wrong: back to box 1, due in a day.
    Back,
}

impl Card {
    /// Whether the card is to be asked at `now`.
    pub fn is_due(&self, now: u64) -> bool {
        !self.retired && self.due <= now
    }

    /// Answer the card at `now`: right (at the first try) or not.
    pub fn answer(&mut self, right: bool, now: u64) -> Moved {
        if !right {
            self.leitner_box = 1;
            self.due = due_after(1, now);
            self.lapses = self.lapses.saturating_add(1);
            return Moved::Back;
        }
        if !self.is_due(now) {
            return Moved::Early;
        }
        if self.leitner_box >= LAST_BOX {
            self.retired = true;
            return Moved::Retired;
        }
        self.leitner_box = self.leitner_box.max(1) + 1;
        self.due = due_after(self.leitner_box, now);
        Moved::Up {
            to: self.leitner_box,
            days: INTERVAL_DAYS[usize::from(self.leitner_box) - 1],
        }
    }
}

/// How many cards there are: due now, waiting, retired (known cards only).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Due now.
    pub due: usize,
    /// Not due yet.
    pub waiting: usize,
    /// Retired.
    pub retired: usize,
    /// The earliest time a waiting card is due.
    pub next: Option<u64>,
}

/// The counts of the cards whose system passes `mine` (the learner's village), at `now`.
pub fn counts(reviews: &Reviews, now: u64, mine: impl Fn(&str) -> bool) -> Counts {
    let mut c = Counts::default();
    for e in reviews.values() {
        let Entry::Card(card) = e else { continue };
        if !mine(card.what.system()) {
            continue;
        }
        if card.retired {
            c.retired += 1;
        } else if card.is_due(now) {
            c.due += 1;
        } else {
            c.waiting += 1;
            c.next = Some(c.next.map_or(card.due, |n| n.min(card.due)));
        }
    }
    c
}

/// The keys of the cards to drill at `now`: due ones (every open one with `all`) whose
/// system passes `mine`, the longest due first.
pub fn to_drill(
    reviews: &Reviews,
    now: u64,
    all: bool,
    mine: impl Fn(&str) -> bool,
) -> Vec<String> {
    let mut keys: Vec<(u64, &String)> = reviews
        .iter()
        .filter_map(|(k, e)| match e {
            Entry::Card(c) if !c.retired && (all || c.is_due(now)) && mine(c.what.system()) => {
                Some((c.due, k))
            }
            _ => None,
        })
        .collect();
    keys.sort();
    keys.into_iter().map(|(_, k)| k.clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item() -> Item {
        Item::Lesson {
            lesson: "stecher".into(),
            step: "test[1]".into(),
            system: "lungern".into(),
        }
    }

    fn card(r: &Reviews) -> &Card {
        match r.values().next() {
            Some(Entry::Card(c)) => c,
            other => panic!("{other:?}"),
        }
    }

    fn answer(r: &mut Reviews, right: bool, now: u64) -> Moved {
        match r.values_mut().next() {
            Some(Entry::Card(c)) => c.answer(right, now),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_card_climbs_the_boxes_and_retires() {
        let mut r = Reviews::new();
        let t0 = 1_000_000;
        mistake(&mut r, item(), t0);
        assert_eq!(card(&r).due, t0 + DAY);
        assert!(!card(&r).is_due(t0 + DAY - 1));
        assert_eq!(
            to_drill(&r, t0 + DAY - 1, false, |_| true),
            Vec::<String>::new()
        );
        assert_eq!(to_drill(&r, t0 + DAY, false, |_| true), vec![item().key()]);
        let mut now = t0 + DAY;
        for (to, days) in [(2, 3), (3, 7), (4, 21), (5, 60)] {
            assert_eq!(answer(&mut r, true, now), Moved::Up { to, days });
            assert_eq!(card(&r).due, now + days * DAY);
            now += days * DAY;
        }
        assert_eq!(answer(&mut r, true, now), Moved::Retired);
        assert!(!card(&r).is_due(now + 1000 * DAY));
        let c = counts(&r, now, |_| true);
        assert_eq!((c.due, c.waiting, c.retired), (0, 0, 1));
        // The same mistake again brings it back.
        mistake(&mut r, item(), now);
        assert_eq!(
            (card(&r).leitner_box, card(&r).retired, card(&r).made),
            (1, false, t0)
        );
    }

    #[test]
    fn wrong_sends_back_early_right_keeps_the_schedule() {
        let mut r = Reviews::new();
        mistake(&mut r, item(), 0);
        assert_eq!(answer(&mut r, true, DAY), Moved::Up { to: 2, days: 3 });
        assert_eq!(answer(&mut r, true, DAY + 1), Moved::Early);
        assert_eq!(card(&r).leitner_box, 2);
        assert_eq!(answer(&mut r, false, DAY + 2), Moved::Back);
        assert_eq!(
            (card(&r).leitner_box, card(&r).due, card(&r).lapses),
            (1, 2 * DAY + 2, 1)
        );
        assert_eq!(to_drill(&r, DAY + 2, true, |_| true).len(), 1);
        assert!(to_drill(&r, 10 * DAY, false, |s| s == "stans").is_empty());
    }

    #[test]
    fn the_oldest_retired_card_makes_room_first() {
        let mut r = Reviews::new();
        let quiz = |n: usize| Item::Quiz {
            system: "stans".into(),
            trump: "Rosen".into(),
            cards: vec![n.to_string()],
        };
        for n in 0..MAX_CARDS {
            mistake(&mut r, quiz(n), n as u64);
        }
        if let Some(Entry::Card(c)) = r.get_mut(&quiz(500).key()) {
            c.retired = true;
        }
        mistake(&mut r, quiz(MAX_CARDS), 5000);
        assert_eq!(r.len(), MAX_CARDS);
        assert!(!r.contains_key(&quiz(500).key()), "the retired card went");
        mistake(&mut r, quiz(MAX_CARDS + 1), 5001);
        assert_eq!(r.len(), MAX_CARDS);
        assert!(!r.contains_key(&quiz(0).key()), "then the oldest");
        assert!(r.contains_key(&quiz(MAX_CARDS + 1).key()));
    }

    #[test]
    fn unknown_kinds_are_kept_and_never_asked() {
        let json = r#"{
          "lesson:lungern:stecher:test[1]": {"what": {"kind": "lesson", "lesson": "stecher", "step": "test[1]", "system": "lungern"}, "made": 5, "box": 2, "due": 9, "new_field": 1},
          "puzzle:stans:17": {"what": {"kind": "puzzle", "id": 17}, "made": 5, "box": 1, "due": 6}
        }"#;
        let r: Reviews = serde_json::from_str(json).unwrap();
        assert!(matches!(r["puzzle:stans:17"], Entry::Other(_)));
        let Entry::Card(c) = &r["lesson:lungern:stecher:test[1]"] else {
            panic!()
        };
        assert_eq!(c.extra["new_field"], 1);
        assert_eq!(to_drill(&r, 100, false, |_| true).len(), 1);
        let back: Reviews = serde_json::from_str(&serde_json::to_string(&r).unwrap()).unwrap();
        assert_eq!(back, r);
    }
}
