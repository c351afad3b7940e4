//! Predictions with a score: `kaiser scenario play` (each trick and Umschlag of a scenario)
//! and `kaiser quiz` (generated tricks), one guess each, the score saved with the progress.
//! A scenario's prediction shows only what the players saw (the cards of the trick with who
//! played them, the tricks before it with their winners, the hands on demand); the source's
//! narration of the trick comes after the answer.

use super::ask::{Asked, Predict, Where, ask, ask_in};
use super::say;
use super::show::{page, scenario_head, trick_heading};
use crate::cards::Card;
use crate::i18n::Pick;
use crate::lessons::step::{Body, Step};
use crate::lessons::{Lang, Scenario, tl};
use crate::tutor::clock;
use crate::tutor::progress::{Score, Store};
use crate::tutor::review::Item;
use crate::tutor::ui::Ui;
use crate::tutor::{hang, wrap};

/// `kaiser scenario play`: the learner predicts each trick and Umschlag; one guess each.
pub fn play_scenario(
    ui: &mut dyn Ui,
    store: &mut Store,
    s: &Scenario,
    lang: Lang,
) -> anyhow::Result<Option<Score>> {
    let theme = ui.theme();
    let width = ui.width();
    say(ui, scenario_head(s, lang, theme, width).trim_end())?;
    let mut score = Score::default();
    let total = s.steps.len();
    for (i, step) in s.steps.iter().enumerate() {
        say(ui, "")?;
        let heading = trick_heading(s, step, i + 1, total, lang);
        if step.is_question() {
            let hands = hands_so_far(s, i, lang, width);
            let predict = Predict { hands: &hands };
            match ask_in(
                ui,
                step,
                lang,
                &heading,
                1,
                Where::Prediction,
                Some(&predict),
            )? {
                Asked::Quit => return Ok(None),
                outcome => {
                    let right = outcome == Asked::Right { first: true };
                    score.add(right);
                    if !right {
                        let item = Item::Scenario {
                            scenario: s.id.clone(),
                            step: i,
                            system: s.variant.clone(),
                        };
                        store.progress.mistake(item, clock::now()?);
                        // Kept at once: a scenario left halfway keeps its review cards.
                        store.save()?;
                    }
                }
            }
        } else {
            say(ui, &theme.heading(&heading))?;
            say(ui, page(step, lang, theme, width).trim_end())?;
            if !ui.pause(&tl!(lang, "tutor-go-on"))? {
                return Ok(None);
            }
        }
    }
    if let Some(o) = &s.outcome {
        say(ui, "")?;
        say(ui, &wrap(o.in_lang(lang), width, ""))?;
    }
    say(ui, "")?;
    say(
        ui,
        &theme.answer(&tl!(
            lang,
            "tutor-score",
            right = score.right,
            asked = score.asked
        )),
    )?;
    store.progress.scenarios.insert(s.id.clone(), score);
    store.save()?;
    Ok(Some(score))
}

/// What `hands` shows before step `at` of a scenario: the hands (in one hand, without the
/// cards played in the tricks before; else as the source gives them) and the tricks before
/// with who took them.
pub(super) fn hands_so_far(s: &Scenario, at: usize, lang: Lang, width: usize) -> String {
    let before = &s.steps[..at.min(s.steps.len())];
    let played: Vec<Card> = before
        .iter()
        .flat_map(|step| match &step.body {
            Body::Trick { cards, .. } => cards.clone(),
            _ => Vec::new(),
        })
        .collect();
    let mut out = String::new();
    if s.hands.is_empty() {
        out.push_str(&tl!(lang, "tutor-hands-none"));
        out.push('\n');
    } else {
        out.push_str(&if s.one_hand {
            tl!(lang, "tutor-hands-left")
        } else {
            tl!(lang, "tutor-hands-given")
        });
        out.push('\n');
        for (who, cards) in &s.hands {
            let names: Vec<String> = cards
                .iter()
                .filter(|c| !s.one_hand || !played.contains(c))
                .map(|c| c.to_string())
                .collect();
            out.push_str(&hang(
                &format!("{who}: {}", names.join(", ")),
                width,
                "  ",
                "    ",
            ));
            out.push('\n');
        }
    }
    let tricks: Vec<String> = before
        .iter()
        .enumerate()
        .filter_map(|(n, step)| match &step.body {
            Body::Trick {
                setup,
                cards,
                outcome,
                ..
            } => {
                let seat = |j: usize| match step.players.get(j) {
                    Some(who) => format!("{who}: {}", setup.label(cards[j])),
                    None => setup.label(cards[j]),
                };
                let all: Vec<String> = (0..cards.len()).map(seat).collect();
                let line = tl!(
                    lang,
                    "tutor-trick-done",
                    n = n + 1,
                    cards = all.join(" · "),
                    winner = seat(outcome.winner)
                );
                Some(hang(&line, width, "  ", "    "))
            }
            _ => None,
        })
        .collect();
    if !tricks.is_empty() {
        out.push_str(&tl!(lang, "tutor-tricks-so-far"));
        out.push('\n');
        for t in tricks {
            out.push_str(&t);
            out.push('\n');
        }
    }
    out
}

/// `kaiser quiz`: the generated tricks, one guess each, a score at the end. Each question
/// comes with the review card a mistake makes of it (`None`: the trick itself, see
/// [`quiz_item`]).
pub fn quiz(
    ui: &mut dyn Ui,
    store: &mut Store,
    steps: &[(Step, Option<Item>)],
    seed: u64,
    lang: Lang,
) -> anyhow::Result<Score> {
    let theme = ui.theme();
    say(
        ui,
        &theme.dim(&tl!(lang, "tutor-seed", seed = seed.to_string())),
    )?;
    let mut score = Score::default();
    for (i, (step, item)) in steps.iter().enumerate() {
        say(ui, "")?;
        let heading = format!(
            "{} · {}",
            tl!(lang, "tutor-quiz-of", n = i + 1, total = steps.len()),
            step.setting().unwrap_or_default()
        );
        match ask(ui, step, lang, &heading, 1)? {
            Asked::Quit => break,
            outcome => {
                let right = outcome == Asked::Right { first: true };
                score.add(right);
                store.progress.quiz.add(right);
                if let (false, Some(item)) = (right, item.clone().or_else(|| quiz_item(step))) {
                    store.progress.mistake(item, clock::now()?);
                }
                store.save()?;
            }
        }
    }
    say(ui, "")?;
    say(
        ui,
        &theme.answer(&tl!(
            lang,
            "tutor-score",
            right = score.right,
            asked = score.asked
        )),
    )?;
    Ok(score)
}

/// The review card of a quiz trick drawn from the engine: its system, trump and cards.
pub fn quiz_item(step: &Step) -> Option<Item> {
    match &step.body {
        Body::Trick { setup, cards, .. } => Some(Item::Quiz {
            system: setup.system.id.clone(),
            trump: setup.trump.to_string(),
            cards: cards.iter().map(|c| c.to_string()).collect(),
        }),
        _ => None,
    }
}
