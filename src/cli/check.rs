//! `kaiser check`: load every lesson and scenario (built-in, `--content DIR`, and files named
//! here) and fail when a file is malformed, a name does not exist, or the engine disagrees
//! with a stated answer; re-solve every puzzle (the shipped `puzzles/` and puzzle files named
//! here) and fail when an answer is not the only one or a listed wrong card makes it.

use super::{InputError, Session};
use clap::Args;
use std::path::PathBuf;

/// Arguments of `kaiser check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Lesson, scenario or puzzle files to check besides the built-in ones and `--content`.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
}

/// Whether a file is a puzzle file (a top-level `puzzles:` list).
fn is_puzzles(text: &str) -> bool {
    text.lines().any(|l| l.starts_with("puzzles:"))
}

pub(super) fn run(a: CheckArgs, s: &Session) -> anyhow::Result<String> {
    let mut others = Vec::new();
    // The files named here first: a mistake in the file being written is reported before
    // the shipped puzzles are re-solved, not after.
    let mut sets = Vec::new();
    for f in &a.files {
        match std::fs::read_to_string(f) {
            Ok(text) if is_puzzles(&text) => {
                let set = crate::lessons::puzzles::read(&f.display().to_string(), &text)
                    .map_err(InputError::Usage)?;
                sets.push(set);
            }
            _ => others.push(f.clone()),
        }
    }
    sets.extend(crate::lessons::puzzles::embedded().map_err(anyhow::Error::msg)?);
    let content = crate::tutor::content::load(s.content_dir.as_deref(), &others)?;
    let questions: usize = content
        .lessons
        .iter()
        .map(|l| l.all_steps().filter(|s| s.is_question()).count())
        .sum();
    let tricks: usize = content.scenarios.iter().map(|sc| sc.questions()).sum();
    let mut puzzles = 0;
    for set in &sets {
        puzzles += crate::lessons::puzzles::check(set).map_err(InputError::Usage)?;
    }
    Ok(crate::t!(
        "cli-check-ok",
        lessons = content.lessons.len(),
        questions = questions,
        scenarios = content.scenarios.len(),
        tricks = tricks
    ) + "\n"
        + &crate::t!("cli-check-puzzles", puzzles = puzzles, files = sets.len())
        + "\n")
}
