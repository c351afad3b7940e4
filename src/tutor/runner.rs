//! Running content with a learner: the lesson menu, a lesson step by step (saving progress
//! after every step), a scenario's tricks to predict, and the quiz. Every answer is judged by
//! the step's engine-computed solution; a wrong answer gets a hint and another try, and after
//! three the answer is shown with its reasoning, so no question is a dead end.
//!
//! The rooms: `show` (a page, the reasoning, a whole scenario), `ask` (one question until it
//! is right, shown or left), `lesson` (the menu, a lesson run, its place and status),
//! `predict` (a scenario to predict, the quiz), `review` (the learner's mistakes asked again
//! when due), `village` (which game the learner plays) and
//! `keys` (the same keys on every screen, and their legend).

mod ask;
mod keys;
mod lesson;
mod predict;
mod review;
mod show;
mod village;

pub use ask::{Asked, MAX_TRIES, Where, ask, ask_in};
pub use keys::{Screen, legend};
pub use lesson::{Ended, menu, place, run_lesson, status, suggested};
pub use predict::{play_scenario, quiz, quiz_item};
pub use review::{Reviewed, due_count, mine, review, step_path};
pub use show::{page, reasoning, scenario_head, show_scenario};
pub use village::{
    Chose, change_village, choose_village, find_village, near_village, village_name, villages,
};

use crate::tutor::ui::Ui;

/// Say one line (or block) to the learner; the runner's errors are `anyhow`.
fn say(ui: &mut dyn Ui, text: &str) -> anyhow::Result<()> {
    Ok(ui.say(text)?)
}
