//! `kaiser check`: load every lesson and scenario (built-in, `--content DIR`, and files named
//! here) and fail when a file is malformed, a name does not exist, or the engine disagrees
//! with a stated answer.

use super::Session;
use clap::Args;
use std::path::PathBuf;

/// Arguments of `kaiser check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Lesson or scenario files to check besides the built-in ones and `--content`.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
}

pub(super) fn run(a: CheckArgs, s: &Session) -> anyhow::Result<String> {
    let content = crate::tutor::content::load(s.content_dir.as_deref(), &a.files)?;
    let questions: usize = content
        .lessons
        .iter()
        .map(|l| l.all_steps().filter(|s| s.is_question()).count())
        .sum();
    let tricks: usize = content.scenarios.iter().map(|sc| sc.questions()).sum();
    Ok(crate::t!(
        "cli-check-ok",
        lessons = content.lessons.len(),
        questions = questions,
        scenarios = content.scenarios.len(),
        tricks = tricks
    ) + "\n")
}
