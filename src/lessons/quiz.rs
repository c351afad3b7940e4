//! Quiz questions drawn at random from the engine: a rule system (given, or drawn), a trump
//! and four cards of its deck, as a "who takes this trick?" step. The same seed gives the
//! same quiz (ChaCha8, a value-stable generator).

use super::schema::Kind;
use super::step::{Body, Setup, Step, Systems};
use crate::cards::{Card, Suit};
use crate::rules::trick::{TrickContext, explain};
use crate::rules::{Power, PowerOptions, catalog};
use rand::SeedableRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

/// Cards in a quiz trick (a table of four).
pub const QUIZ_CARDS: usize = 4;

/// Most questions in one quiz.
pub const MAX_QUIZ: usize = 100;

/// `count` questions under `variant` (every embedded system in turn when `None`).
pub fn generate(variant: Option<&str>, count: usize, seed: u64) -> Result<Vec<Step>, String> {
    if count == 0 || count > MAX_QUIZ {
        return Err(crate::t!("lessons-quiz-count", max = MAX_QUIZ));
    }
    let mut systems = Systems::default();
    let ids: Vec<String> = match variant {
        Some(v) => vec![systems.get(v)?.id.clone()],
        None => catalog::ids().into_iter().map(String::from).collect(),
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let id = ids.choose(&mut rng).ok_or("no rule system")?;
        let system = systems.get(id)?;
        let trump = *Suit::ALL.choose(&mut rng).ok_or("no suit")?;
        let opts = PowerOptions::default();
        let power = Power::new(&system, trump, &opts)
            .map_err(|e| crate::text::error::power(crate::i18n::lang(), &e))?;
        let mut deck: Vec<Card> = power.deck.cards();
        deck.shuffle(&mut rng);
        let cards: Vec<Card> = deck.into_iter().take(QUIZ_CARDS).collect();
        let ctx = TrickContext::default();
        let outcome = explain(&system, &power, &cards, ctx)
            .map_err(|e| crate::text::trick::error(crate::i18n::lang(), &e))?;
        out.push(Step::bare(
            Kind::Trick,
            Body::Trick {
                setup: Setup {
                    system: Arc::clone(&system),
                    trump,
                    opts,
                    power: Arc::new(power),
                },
                cards,
                ctx,
                outcome,
                duel: false,
            },
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(steps: &[Step]) -> Vec<Vec<Card>> {
        steps
            .iter()
            .map(|s| match &s.body {
                Body::Trick { cards, .. } => cards.clone(),
                _ => unreachable!("quiz steps are tricks"),
            })
            .collect()
    }

    #[test]
    fn same_seed_same_quiz_other_seed_other_quiz() {
        let a = generate(Some("stans"), 5, 7).unwrap();
        let b = generate(Some("stans"), 5, 7).unwrap();
        let c = generate(Some("stans"), 5, 8).unwrap();
        assert_eq!(cards(&a), cards(&b));
        assert_ne!(cards(&a), cards(&c));
        for s in &a {
            assert_eq!(s.setting().unwrap().split(' ').next(), Some("Stans"));
        }
    }

    #[test]
    fn every_answer_is_the_engines() {
        for seed in 0..50 {
            for step in generate(None, 3, seed).unwrap() {
                let Body::Trick {
                    setup,
                    cards,
                    outcome,
                    ..
                } = &step.body
                else {
                    unreachable!()
                };
                assert_eq!(cards.len(), QUIZ_CARDS);
                let w = crate::rules::winner(&setup.power, cards, TrickContext::default());
                assert_eq!(w, outcome.winner);
                let right = super::super::step::Answer::Card(cards[w]);
                assert!(step.is_right(&right));
            }
        }
    }

    #[test]
    fn bad_counts_and_variants_are_refused() {
        assert!(generate(None, 0, 1).is_err());
        assert!(generate(None, MAX_QUIZ + 1, 1).is_err());
        assert!(generate(Some("stanz"), 1, 1).unwrap_err().contains("stans"));
    }
}
