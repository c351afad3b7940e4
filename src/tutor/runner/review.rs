//! `kaiser review`: the learner's own mistakes asked again when they are due, as the lesson,
//! quiz or scenario asked them (the same question, the same ✔/✘, hints and reasoning, through
//! [`ask_in`]), each answer moving its card in the Leitner boxes ([`crate::tutor::review`]);
//! progress is saved after every card. Esc or q ends the review, where it was.

use super::ask::{Asked, MAX_TRIES, Predict, Where, ask_in};
use super::lesson::place;
use super::predict::hands_so_far;
use super::say;
use super::show::trick_heading;
use crate::cards::Card;
use crate::i18n::Pick;
use crate::lessons::step::{Step, Systems};
use crate::lessons::{Content, Lang, Lesson, tl};
use crate::tutor::clock;
use crate::tutor::progress::{Score, Store};
use crate::tutor::review::{Entry, Item, LAST_BOX, Moved, counts, to_drill};
use crate::tutor::ui::Ui;
use std::collections::HashMap;

/// The path of step `i` of a lesson's steps then test, as a card keeps it: `steps[3]`,
/// `test[1]`.
pub fn step_path(lesson: &Lesson, i: usize) -> String {
    let teaching = lesson.steps.len();
    if i < teaching {
        format!("steps[{i}]")
    } else {
        format!("test[{}]", i - teaching)
    }
}

/// The index among a lesson's steps then test of a path written by [`step_path`].
fn step_index(lesson: &Lesson, path: &str) -> Option<usize> {
    let number = |prefix: &str| {
        path.strip_prefix(prefix)?
            .strip_suffix(']')?
            .parse::<usize>()
            .ok()
    };
    if let Some(i) = number("steps[") {
        (i < lesson.steps.len()).then_some(i)
    } else {
        let j = number("test[")?;
        (j < lesson.test.len()).then_some(lesson.steps.len() + j)
    }
}

/// Whether a card of `system` belongs to the learner's review: their village's, or every
/// one with `every` (or before a village is chosen).
pub fn mine(village: Option<&str>, every: bool) -> impl Fn(&str) -> bool + '_ {
    move |system| every || village.is_none_or(|v| v == system)
}

/// How many cards of the learner's village are due at `now`.
pub fn due_count(store: &Store, now: u64) -> usize {
    let village = store.progress.village.as_deref();
    counts(&store.progress.reviews, now, mine(village, false)).due
}

/// A card's question made again: the step, its heading, how many tries it gets and the
/// hands of a scenario's prediction.
struct Question {
    step: Step,
    heading: String,
    tries: usize,
    hands: Option<String>,
}

/// The contents built per village, and the systems of quiz tricks, made once per review.
struct Builder<'a> {
    all: &'a Content,
    villages: HashMap<String, Content>,
    systems: Systems,
}

impl Builder<'_> {
    /// The question of `item`, or `None` when it is no longer in the content (a lesson or
    /// step removed, a hand-edited file).
    fn question(&mut self, item: &Item, lang: Lang, width: usize) -> Option<Question> {
        match item {
            Item::Lesson {
                lesson,
                step,
                system,
            } => {
                let content = self
                    .villages
                    .entry(system.clone())
                    .or_insert_with(|| self.all.for_village(Some(system)));
                let l = content.lesson(lesson)?;
                let i = step_index(l, step)?;
                let st = l.all_steps().nth(i)?.clone();
                if !st.is_question() {
                    return None;
                }
                let mut heading = format!("{} · {}", l.title.in_lang(lang), place(l, i, lang));
                if let Some(s) = st.setting() {
                    heading = format!("{heading} · {s}");
                }
                Some(Question {
                    step: st,
                    heading,
                    tries: MAX_TRIES,
                    hands: None,
                })
            }
            Item::Quiz {
                system,
                trump,
                cards,
            } => {
                let trump = crate::cards::names::parse_suit(trump).ok()?;
                let cards: Vec<Card> = cards
                    .iter()
                    .map(|c| c.parse().ok())
                    .collect::<Option<_>>()?;
                let st =
                    crate::lessons::quiz::trick(&mut self.systems, system, trump, cards).ok()?;
                let heading = format!(
                    "{} · {}",
                    tl!(lang, "tutor-review-quiz"),
                    st.setting().unwrap_or_default()
                );
                Some(Question {
                    step: st,
                    heading,
                    tries: 1,
                    hands: None,
                })
            }
            Item::Scenario {
                scenario, step: i, ..
            } => {
                let s = self.all.scenario(scenario)?;
                let st = s.steps.get(*i)?;
                if !st.is_question() {
                    return None;
                }
                let heading = format!(
                    "{} · {}",
                    s.title.in_lang(lang),
                    trick_heading(s, st, i + 1, s.steps.len(), lang)
                );
                Some(Question {
                    step: st.clone(),
                    heading,
                    tries: 1,
                    hands: Some(hands_so_far(s, *i, lang, width)),
                })
            }
            // Asked by the puzzle runner, not as a step (see `review`).
            Item::Puzzle { .. } => None,
        }
    }
}

/// How a review ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reviewed {
    /// Every card was asked (none, when nothing was due).
    Done(Score),
    /// Esc or q: up one level (to the lesson menu, when started there); progress is saved.
    Menu,
    /// `quit`, or the end of input; progress is saved.
    Quit,
}

/// `kaiser review`: ask the cards due now (every open card, due or not, of every village
/// with `every`), the longest due first.
pub fn review(
    ui: &mut dyn Ui,
    store: &mut Store,
    all: &Content,
    lang: Lang,
    every: bool,
) -> anyhow::Result<Reviewed> {
    let theme = ui.theme();
    let width = ui.width();
    let now = clock::now()?;
    let village = store.progress.village.clone();
    let keys = to_drill(
        &store.progress.reviews,
        now,
        every,
        mine(village.as_deref(), every),
    );
    if keys.is_empty() {
        let c = counts(
            &store.progress.reviews,
            now,
            mine(village.as_deref(), every),
        );
        say(ui, &tl!(lang, "tutor-review-none"))?;
        match c.next {
            Some(next) => say(
                ui,
                &tl!(lang, "tutor-review-next", date = clock::date(next)),
            )?,
            None if c.retired == 0 => {
                let line = crate::tutor::wrap(&tl!(lang, "tutor-review-empty"), width, "");
                say(ui, &line)?
            }
            None => {}
        }
        return Ok(Reviewed::Done(Score::default()));
    }
    let mut builder = Builder {
        all,
        villages: HashMap::new(),
        systems: Systems::default(),
    };
    let mut score = Score::default();
    let total = keys.len();
    for (n, key) in keys.iter().enumerate() {
        let Some(Entry::Card(card)) = store.progress.reviews.get(key).cloned() else {
            continue;
        };
        say(ui, "")?;
        if let Item::Puzzle { .. } = &card.what {
            say(ui, &tl!(lang, "tutor-review-of", n = n + 1, total = total))?;
            let Some(right) = crate::tutor::puzzle::review(ui, lang, &card.what)? else {
                say(ui, &tl!(lang, "tutor-review-gone", key = key.as_str()))?;
                continue;
            };
            let Some(right) = right else {
                say(ui, "")?;
                say(ui, &tl!(lang, "tutor-review-saved"))?;
                return Ok(Reviewed::Menu);
            };
            score.add(right);
            let now = clock::now()?;
            if let Some(Entry::Card(c)) = store.progress.reviews.get_mut(key) {
                let moved = c.answer(right, now);
                say(ui, &theme.dim(&moved_line(lang, moved, card.due)))?;
            }
            store.save()?;
            continue;
        }
        let Some(q) = builder.question(&card.what, lang, width) else {
            say(ui, &tl!(lang, "tutor-review-gone", key = key.as_str()))?;
            continue;
        };
        let heading = crate::tutor::at_dots(
            &format!(
                "{} · {}",
                tl!(lang, "tutor-review-of", n = n + 1, total = total),
                q.heading
            ),
            width,
        );
        let predict = q.hands.as_deref().map(|hands| Predict { hands });
        let asked = ask_in(
            ui,
            &q.step,
            lang,
            &heading,
            q.tries,
            Where::Review,
            predict.as_ref(),
        )?;
        if matches!(asked, Asked::Quit | Asked::Menu) {
            say(ui, "")?;
            say(ui, &tl!(lang, "tutor-review-saved"))?;
            return Ok(if asked == Asked::Menu {
                Reviewed::Menu
            } else {
                Reviewed::Quit
            });
        }
        let right = asked == Asked::Right { first: true };
        score.add(right);
        let now = clock::now()?;
        let moved = match store.progress.reviews.get_mut(key) {
            Some(Entry::Card(c)) => c.answer(right, now),
            _ => continue,
        };
        say(ui, &theme.dim(&moved_line(lang, moved, card.due)))?;
        store.save()?;
    }
    say(ui, "")?;
    say(
        ui,
        &theme.answer(&tl!(
            lang,
            "tutor-review-done",
            right = score.right,
            asked = score.asked
        )),
    )?;
    Ok(Reviewed::Done(score))
}

/// What an answer did to its card, in words.
fn moved_line(lang: Lang, moved: Moved, due: u64) -> String {
    match moved {
        // Box `to` of LAST_BOX: a right answer in the last box retires it, so this many
        // more (said as right answers, not as boxes).
        Moved::Up { to, days } => tl!(
            lang,
            "tutor-review-up",
            left = (LAST_BOX + 1).saturating_sub(to),
            days = days
        ),
        Moved::Retired => tl!(lang, "tutor-review-retired", last = LAST_BOX),
        Moved::Early => tl!(lang, "tutor-review-early", date = clock::date(due)),
        Moved::Back => tl!(lang, "tutor-review-back"),
    }
}
