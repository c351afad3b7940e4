//! Predictions with a score: `kaiser scenario play` (each trick and Umschlag of a scenario)
//! and `kaiser quiz` (generated tricks), one guess each, the score saved with the progress.

use super::ask::{Asked, ask};
use super::say;
use super::show::{page, scenario_head, trick_heading};
use crate::i18n::Pick;
use crate::lessons::step::Step;
use crate::lessons::{Lang, Scenario, tl};
use crate::tutor::progress::{Score, Store};
use crate::tutor::ui::Ui;
use crate::tutor::wrap;

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
            match ask(ui, step, lang, &heading, 1)? {
                Asked::Quit => return Ok(None),
                outcome => score.add(outcome == Asked::Right { first: true }),
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

/// `kaiser quiz`: the generated tricks, one guess each, a score at the end.
pub fn quiz(
    ui: &mut dyn Ui,
    store: &mut Store,
    steps: &[Step],
    seed: u64,
    lang: Lang,
) -> anyhow::Result<Score> {
    let theme = ui.theme();
    say(
        ui,
        &theme.dim(&tl!(lang, "tutor-seed", seed = seed.to_string())),
    )?;
    let mut score = Score::default();
    for (i, step) in steps.iter().enumerate() {
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
