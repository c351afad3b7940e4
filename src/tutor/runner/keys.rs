//! The same keys on every screen, and a legend that says so: ↑↓ and Enter choose, Esc or q
//! go up one level (from a lesson to the lesson menu, from a menu, the quiz or a scenario
//! out), and in a lesson "back" and "intro" are rows of the question's menu (on a page the
//! keys b and i). Piped, the same words are typed: `back`, `intro`, `menu`, `quit`, `hint`,
//! `skip` (German `zurück`, `einleitung`, `menü`, `ende`, `tipp`, `zeigen`). Each legend is
//! shown once per kind of screen in a run, not after every question.

use super::say;
use crate::lessons::{Lang, tl};
use crate::tutor::ui::Ui;

/// A kind of screen, each with its legend.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    /// A lesson's question (its teaching steps and its test).
    Lesson,
    /// A prediction of the quiz.
    Prediction,
    /// A prediction of `scenario play`, where the hands can be shown again.
    Scenario,
    /// A menu at the top: the lesson menu, or the village menu of the first `kaiser learn`.
    Menu,
    /// The village menu reached from the lesson menu (Esc goes back there).
    Village,
}

/// Show the legend of `screen` if it was not shown yet in this run: keys on a terminal, the
/// words that go beyond the prompt when piped (only a lesson has such words).
pub fn legend(ui: &mut dyn Ui, screen: Screen, lang: Lang) -> anyhow::Result<()> {
    let text = match (screen, ui.keys()) {
        (Screen::Lesson, true) => tl!(lang, "tutor-keys-lesson"),
        (Screen::Lesson, false) => tl!(lang, "tutor-words-lesson"),
        (Screen::Prediction, true) => tl!(lang, "tutor-keys-predict"),
        (Screen::Scenario, true) => tl!(lang, "tutor-keys-scenario"),
        (Screen::Menu, true) => tl!(lang, "tutor-keys-menu"),
        (Screen::Village, true) => tl!(lang, "tutor-keys-village"),
        // Piped, the prompt names every word there is.
        (_, false) => return Ok(()),
    };
    if ui.first(&format!("{screen:?}")) {
        let theme = ui.theme();
        say(ui, &theme.dim(&text))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_legend_fits_80_columns_in_both_languages() {
        for lang in [Lang::En, Lang::De] {
            for text in [
                tl!(lang, "tutor-keys-lesson"),
                tl!(lang, "tutor-words-lesson"),
                tl!(lang, "tutor-keys-predict"),
                tl!(lang, "tutor-keys-scenario"),
                tl!(lang, "tutor-keys-menu"),
                tl!(lang, "tutor-keys-village"),
                tl!(lang, "tutor-page-keys"),
                tl!(lang, "tutor-go-on"),
            ] {
                let width = console::measure_text_width(&text);
                assert!(width <= 80, "{lang:?}, {width} columns: {text}");
            }
        }
    }
}
