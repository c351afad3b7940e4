//! Quiz questions drawn at random from the engine: a rule system (given, or drawn), a trump
//! and four cards of its deck, as a "who takes this trick?" step; mixed, where a pool is
//! given, with questions of the lessons built for the learner's system. The same seed gives
//! the same quiz (ChaCha8, a value-stable generator).

use super::schema::Kind;
use super::step::{Body, Setup, Step, Systems};
use crate::cards::{Card, Suit};
use crate::rules::trick::{TrickContext, explain};
use crate::rules::{Power, PowerOptions, catalog};
use rand::Rng;
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
        out.push(trick_with(system, trump, power, cards)?);
    }
    Ok(out)
}

/// The quiz question of `cards` (in play order) under `system` and `trump`: a trick as
/// [`generate`] draws it, so a review can ask a quiz trick again. An error for an unknown
/// system or cards that are no trick of its deck.
pub fn trick(
    systems: &mut Systems,
    system: &str,
    trump: Suit,
    cards: Vec<Card>,
) -> Result<Step, String> {
    let system = systems.get(system)?;
    let power = Power::new(&system, trump, &PowerOptions::default())
        .map_err(|e| crate::text::error::power(crate::i18n::lang(), &e))?;
    let mut seen = Vec::new();
    for c in &cards {
        if !power.deck.contains(*c) || seen.contains(c) {
            return Err(crate::t!("lessons-quiz-bad-trick"));
        }
        seen.push(*c);
    }
    if cards.len() < 2 || cards.len() > QUIZ_CARDS {
        return Err(crate::t!("lessons-quiz-bad-trick"));
    }
    trick_with(system, trump, power, cards)
}

fn trick_with(
    system: Arc<crate::rules::RuleSystem>,
    trump: Suit,
    power: Power,
    cards: Vec<Card>,
) -> Result<Step, String> {
    let opts = PowerOptions::default();
    let ctx = TrickContext::default();
    let outcome = explain(&system, &power, &cards, ctx)
        .map_err(|e| crate::text::trick::error(crate::i18n::lang(), &e))?;
    Ok(Step::bare(
        Kind::Trick,
        Body::Trick {
            setup: Setup {
                system,
                trump,
                opts,
                power: Arc::new(power),
            },
            cards,
            ctx,
            outcome,
            duel: false,
        },
    ))
}

/// Mixes the pool into a quiz with its own generator, so a quiz without a pool stays the
/// same for the same seed.
const POOL_SALT: u64 = 0x5155_495a_504f_4f4c;

/// [`generate`], with about half of the questions (each at most once) drawn from `pool`
/// instead: the generic questions of the lessons built for the learner's system. An empty
/// pool gives exactly [`generate`]'s quiz.
pub fn generate_with(
    variant: Option<&str>,
    count: usize,
    seed: u64,
    pool: &[Step],
) -> Result<Vec<Step>, String> {
    Ok(generate_from(variant, count, seed, pool)?
        .into_iter()
        .map(|(s, _)| s)
        .collect())
}

/// [`generate_with`], each question with the index of the pool question it is (`None`: a
/// trick drawn from the engine).
pub fn generate_from(
    variant: Option<&str>,
    count: usize,
    seed: u64,
    pool: &[Step],
) -> Result<Vec<(Step, Option<usize>)>, String> {
    let mut out: Vec<(Step, Option<usize>)> = generate(variant, count, seed)?
        .into_iter()
        .map(|s| (s, None))
        .collect();
    if pool.is_empty() {
        return Ok(out);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ POOL_SALT);
    let mut order: Vec<usize> = (0..pool.len()).collect();
    order.shuffle(&mut rng);
    let mut next = order.into_iter();
    for slot in &mut out {
        if rng.random_bool(0.5)
            && let Some(i) = next.next()
        {
            *slot = (pool[i].clone(), Some(i));
        }
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
    fn a_pool_mixes_in_without_changing_the_rest() {
        let plain = generate(Some("stans"), 20, 3).unwrap();
        assert_eq!(
            cards(&generate_with(Some("stans"), 20, 3, &[]).unwrap()),
            cards(&plain)
        );
        let pool = generate(Some("stans"), 30, 1000).unwrap();
        let mixed = generate_with(Some("stans"), 20, 3, &pool).unwrap();
        let from_pool = cards(&mixed)
            .iter()
            .filter(|c| cards(&pool).contains(c))
            .count();
        assert!(
            (1..20).contains(&from_pool),
            "{from_pool} of 20 from the pool"
        );
        // The rest are the plain quiz's questions in their places.
        for (m, p) in cards(&mixed).iter().zip(cards(&plain)) {
            assert!(*m == p || cards(&pool).contains(m));
        }
        assert_eq!(
            cards(&mixed),
            cards(&generate_with(Some("stans"), 20, 3, &pool).unwrap())
        );
    }

    #[test]
    fn bad_counts_and_variants_are_refused() {
        assert!(generate(None, 0, 1).is_err());
        assert!(generate(None, MAX_QUIZ + 1, 1).is_err());
        assert!(generate(Some("stanz"), 1, 1).unwrap_err().contains("stans"));
    }
}
