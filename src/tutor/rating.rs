//! The learner's puzzle rating (issue 16 item 4): Glicko-2, computed by the `skillratings`
//! crate, one rating per rule system, kept in the progress file (format 4).
//!
//! A puzzle is an opponent whose rating comes from its grade ([`of_grade`]) and whose
//! deviation is small and fixed ([`PUZZLE_DEVIATION`]): the puzzle's rating never moves,
//! only the learner's does. A puzzle counts once (the first attempt at it, by id, per
//! system), only when played rated (`kaiser puzzle` without `--practice`; never in
//! `kaiser review`), and only when the learner chose a card or asked for the answer: a win
//! is the right card at the first try without a hint, anything else a loss. Leaving before
//! choosing a card does not count.
//!
//! Every number read from the file is made sane before use (a hand-edited rating of 1e308
//! or a negative deviation is put back in range), so no input makes the arithmetic give
//! a value JSON cannot hold.

use crate::rules::puzzle::Grade;
use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use std::collections::{BTreeMap, BTreeSet};

/// The deviation every puzzle plays with: puzzles are many and their grade known, so they
/// are treated as well-established opponents.
pub const PUZZLE_DEVIATION: f64 = 60.0;

/// A learner's rating in one rule system.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The Glicko-2 rating (1500 at the start).
    pub rating: f64,
    /// Its deviation (350 at the start; falls as puzzles are rated).
    pub deviation: f64,
    /// Its volatility (0.06 at the start).
    pub volatility: f64,
    /// The ids of the puzzles that counted: each counts once.
    #[serde(default)]
    pub rated: BTreeSet<String>,
    /// Unknown fields, kept.
    #[serde(flatten)]
    pub extra: super::progress::Extra,
}

impl Default for Rating {
    fn default() -> Self {
        let g = Glicko2Rating::new();
        Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
            rated: BTreeSet::new(),
            extra: Default::default(),
        }
    }
}

impl Rating {
    /// The rating as `skillratings` takes it, every number put in range.
    fn glicko(&self) -> Glicko2Rating {
        let fresh = Glicko2Rating::new();
        let sane = |x: f64, lo: f64, hi: f64, or: f64| {
            if x.is_finite() { x.clamp(lo, hi) } else { or }
        };
        Glicko2Rating {
            rating: sane(self.rating, 0.0, 4000.0, fresh.rating),
            deviation: sane(self.deviation, 1.0, 350.0, fresh.deviation),
            volatility: sane(self.volatility, 0.001, 1.0, fresh.volatility),
        }
    }

    /// The rating rounded for the learner.
    pub fn shown(&self) -> i64 {
        self.glicko().rating.round() as i64
    }

    /// The deviation rounded for the learner.
    pub fn shown_deviation(&self) -> i64 {
        self.glicko().deviation.round() as i64
    }
}

/// The learner's ratings, by rule system id.
pub type Ratings = BTreeMap<String, Rating>;

/// A puzzle's rating from its grade: 1100, plus 200 a level above the first, 25 a tempting
/// wrong card (up to 4) and 10 a trick left (up to 9). So level 1 puzzles are rated about
/// 1100-1300, level 3 about 1500-1700, and a fresh learner (1500) starts among the middle
/// ones. The depth of the refutation is left out: it is already in the level, and a puzzle
/// rebuilt from a review card does not know it.
pub fn of_grade(g: &Grade) -> f64 {
    1100.0
        + 200.0 * f64::from(g.level.saturating_sub(1))
        + 25.0 * f64::from(g.tempting.min(4))
        + 10.0 * f64::from(g.tricks.min(9))
}

/// A puzzle's rating: [`of_grade`] with the level the learner sees ([`Puzzle::level`]): a
/// view-only puzzle counts as level [`VIEW_LEVEL`](crate::rules::puzzle::VIEW_LEVEL), 200
/// above the highest open-hand level, so it comes up once the learner's rating is high.
pub fn of_puzzle(p: &crate::rules::puzzle::Puzzle) -> f64 {
    of_grade(&Grade {
        level: p.level(),
        ..p.grade
    })
}

/// How a puzzle is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Play {
    /// `kaiser puzzle`: counts (once per puzzle).
    Rated,
    /// `kaiser puzzle --practice`: never counts.
    Practice,
    /// A review card in `kaiser review`: never counts.
    Review,
}

/// A rating that changed: before and after, rounded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Change {
    /// The learner's rating before the puzzle.
    pub before: i64,
    /// After.
    pub after: i64,
}

/// Why a puzzle did not count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotRated {
    /// Practice or review.
    Practice,
    /// The puzzle counted before.
    Repeat,
    /// The learner left before choosing a card.
    Left,
}

/// Count a puzzle: `right` is the first card chosen right without a hint, `answered` that
/// a card was chosen or the answer asked for. The learner's rating in `system` moves (and
/// the puzzle is remembered) only for a rated first attempt that was answered.
pub fn rate(
    ratings: &mut Ratings,
    system: &str,
    puzzle: &str,
    puzzle_rating: f64,
    play: Play,
    answered: bool,
    right: bool,
) -> Result<Change, NotRated> {
    if play != Play::Rated {
        return Err(NotRated::Practice);
    }
    if ratings
        .get(system)
        .is_some_and(|r| r.rated.contains(puzzle))
    {
        return Err(NotRated::Repeat);
    }
    if !answered {
        return Err(NotRated::Left);
    }
    let mine = ratings.entry(system.to_string()).or_default();
    let before = mine.glicko();
    let opponent = Glicko2Rating {
        rating: if puzzle_rating.is_finite() {
            puzzle_rating.clamp(0.0, 4000.0)
        } else {
            Glicko2Rating::new().rating
        },
        deviation: PUZZLE_DEVIATION,
        volatility: Glicko2Rating::new().volatility,
    };
    let outcome = if right { Outcomes::WIN } else { Outcomes::LOSS };
    let (after, _) = glicko2(&before, &opponent, &outcome, &Glicko2Config::new());
    let shown_before = mine.shown();
    mine.rating = after.rating;
    mine.deviation = after.deviation;
    mine.volatility = after.volatility;
    // Kept sane in the file as well: what `glicko` would make of it.
    let sane = mine.glicko();
    mine.rating = sane.rating;
    mine.deviation = sane.deviation;
    mine.volatility = sane.volatility;
    mine.rated.insert(puzzle.to_string());
    Ok(Change {
        before: shown_before,
        after: mine.shown(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grade(level: u8) -> Grade {
        Grade {
            level,
            tricks: 3,
            tempting: 1,
            depth: 2,
        }
    }

    #[test]
    fn a_puzzles_rating_grows_with_its_grade() {
        assert_eq!(of_grade(&grade(1)), 1155.0);
        assert_eq!(of_grade(&grade(2)), 1355.0);
        assert_eq!(of_grade(&grade(3)), 1555.0);
        let hard = Grade {
            level: 3,
            tricks: 12,
            tempting: 9,
            depth: 9,
        };
        assert_eq!(of_grade(&hard), 1100.0 + 400.0 + 100.0 + 90.0);
    }

    /// The direction of every update, and what does not count.
    #[test]
    fn right_raises_wrong_lowers_practice_review_repeat_and_leaving_do_not_count() {
        use std::cmp::Ordering::{Equal, Greater, Less};
        // (play, answered, right, already rated, expected move or why not)
        type Case = (Play, bool, bool, bool, Result<std::cmp::Ordering, NotRated>);
        let table: [Case; 8] = [
            (Play::Rated, true, true, false, Ok(Greater)),
            (Play::Rated, true, false, false, Ok(Less)),
            (Play::Practice, true, true, false, Err(NotRated::Practice)),
            (Play::Practice, true, false, false, Err(NotRated::Practice)),
            (Play::Review, true, false, false, Err(NotRated::Practice)),
            (Play::Rated, true, true, true, Err(NotRated::Repeat)),
            (Play::Rated, true, false, true, Err(NotRated::Repeat)),
            (Play::Rated, false, false, false, Err(NotRated::Left)),
        ];
        for (play, answered, right, repeat, want) in table {
            let mut ratings = Ratings::new();
            if repeat {
                let mut r = Rating::default();
                r.rated.insert("stans-001".into());
                ratings.insert("stans".into(), r);
            }
            let was = ratings.clone();
            let got = rate(
                &mut ratings,
                "stans",
                "stans-001",
                1500.0,
                play,
                answered,
                right,
            );
            let case = format!("{play:?} answered {answered} right {right} repeat {repeat}");
            match want {
                Ok(dir) => {
                    let c = got.expect(&case);
                    assert_eq!(c.before, 1500, "{case}");
                    assert_eq!(c.after.cmp(&c.before), dir, "{case}: {c:?}");
                    let r = &ratings["stans"];
                    assert!(r.rated.contains("stans-001"), "{case}");
                    assert!(r.deviation < 350.0, "{case}: fewer doubts");
                    assert_ne!(dir, Equal);
                }
                Err(why) => {
                    assert_eq!(got, Err(why), "{case}");
                    assert_eq!(ratings, was, "{case}: nothing changed");
                }
            }
        }
    }

    #[test]
    fn beating_a_harder_puzzle_gains_more_and_systems_are_apart() {
        let gain = |puzzle: f64| {
            let mut ratings = Ratings::new();
            let c = rate(&mut ratings, "stans", "p", puzzle, Play::Rated, true, true).unwrap();
            c.after - c.before
        };
        assert!(gain(1700.0) > gain(1200.0));
        let mut ratings = Ratings::new();
        rate(&mut ratings, "stans", "p", 1500.0, Play::Rated, true, true).unwrap();
        // The same id in another system is another puzzle, and another rating.
        let c = rate(
            &mut ratings,
            "lungern",
            "p",
            1500.0,
            Play::Rated,
            true,
            false,
        )
        .unwrap();
        assert_eq!(c.before, 1500);
        assert!(ratings["stans"].rating > 1500.0 && ratings["lungern"].rating < 1500.0);
    }

    #[test]
    fn numbers_out_of_range_are_put_back_in_range() {
        let mut ratings = Ratings::new();
        ratings.insert(
            "stans".into(),
            Rating {
                rating: 1e308,
                deviation: -5.0,
                volatility: f64::NAN,
                ..Rating::default()
            },
        );
        let c = rate(
            &mut ratings,
            "stans",
            "p",
            f64::INFINITY,
            Play::Rated,
            true,
            false,
        )
        .unwrap();
        let r = &ratings["stans"];
        assert!(r.rating.is_finite() && r.deviation.is_finite() && r.volatility.is_finite());
        assert!((0.0..=4000.0).contains(&r.rating), "{r:?}");
        assert!(c.after <= 4000, "{c:?}");
        serde_json::to_string(r).unwrap();
    }
}
