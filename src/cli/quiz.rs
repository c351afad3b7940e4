//! `kaiser quiz`: random tricks from the engine, seeded, mixed with the questions of the
//! (format 2) lessons the learner has done in their village, with a score at the end.

use super::{InputError, Session};
use crate::lessons::quiz::{MAX_QUIZ, generate_from};
use crate::lessons::step::Step;
use crate::tutor::review::Item;
use crate::tutor::runner;
use clap::Args;
use std::io::Write;

/// Arguments of `kaiser quiz`.
#[derive(Debug, Args)]
pub struct QuizArgs {
    /// Rule system id (default: KAISER_VARIANT, else your village from `kaiser learn`, else
    /// every system in turn).
    #[arg(long, value_name = "ID")]
    variant: Option<String>,
    /// How many tricks.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u16).range(1..=MAX_QUIZ as i64))]
    count: u16,
    /// The seed; the same seed gives the same quiz (default: from the clock, printed).
    #[arg(long)]
    seed: Option<u64>,
}

pub(super) fn run(a: QuizArgs, s: &Session, out: &mut dyn Write) -> anyhow::Result<()> {
    let seed = a.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64 % 1_000_000)
            .unwrap_or(1)
    });
    let mut store = s.store()?;
    let variant = a
        .variant
        .or_else(|| {
            std::env::var("KAISER_VARIANT")
                .ok()
                .filter(|v| !v.trim().is_empty())
        })
        .or_else(|| store.progress.village.clone());
    let (pool, items): (Vec<Step>, Vec<Item>) =
        pool(s, &store, variant.as_deref()).into_iter().unzip();
    // A lesson's question keeps its place in the lesson as its review card.
    let steps: Vec<(Step, Option<Item>)> =
        generate_from(variant.as_deref(), a.count as usize, seed, &pool)
            .map_err(InputError::Usage)?
            .into_iter()
            .map(|(step, from)| (step, from.and_then(|i| items.get(i).cloned())))
            .collect();
    let mut ui = s.ui(out);
    runner::quiz(&mut *ui, &mut store, &steps, seed, s.lang)?;
    Ok(())
}

/// The questions of the lessons the learner has done in their village, as built for it (not
/// the steps that compare villages), each with its place as a review card: mixed into a
/// quiz in that village. Empty for another system, or when the content does not load (the
/// engine's questions need none).
fn pool(
    s: &Session,
    store: &crate::tutor::progress::Store,
    variant: Option<&str>,
) -> Vec<(Step, Item)> {
    let village = store.progress.village.as_deref();
    let Some(v) = village.filter(|v| variant.and_then(runner::find_village) == Some(*v)) else {
        return Vec::new();
    };
    let Ok(content) = s.content() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for l in content.for_village(village).lessons.iter() {
        if l.format < 2 || !store.progress.lessons.get(&l.id).is_some_and(|p| p.done) {
            continue;
        }
        for (i, st) in l.all_steps().enumerate() {
            if st.is_question() && st.compare.is_none() {
                let item = Item::Lesson {
                    lesson: l.id.clone(),
                    step: runner::step_path(l, i),
                    system: v.to_string(),
                };
                out.push((st.clone(), item));
            }
        }
    }
    out
}
