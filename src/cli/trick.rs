//! `kaiser trick`: who takes a trick, and why, step by step.

use super::{SystemArgs, TrumpChoice, heading, parse_cards};
use crate::render::json::Player;
use crate::render::{Theme, json};
use crate::rules::Power;
use crate::rules::trick::{TrickContext, explain_down};
use crate::text::trick::{label, narrate};
use clap::Args;

/// Arguments of `kaiser trick`.
#[derive(Debug, Args)]
pub struct TrickArgs {
    #[command(flatten)]
    pub(super) system: SystemArgs,
    #[command(flatten)]
    pub(super) play: TrumpChoice,
    /// This is the first trick of the hand (karnoeffel: the Trumpf-7 is then only a 7).
    #[arg(long)]
    pub(super) first_trick: bool,
    /// A card of the trick that was laid face down (it takes nothing), where the system
    /// allows it; repeat for more.
    #[arg(long, value_name = "CARD")]
    pub(super) down: Vec<String>,
    /// Print JSON: winner (0-based index), card and steps.
    #[arg(long)]
    pub(super) json: bool,
    /// The cards in play order, the led card first.
    #[arg(value_name = "CARD", required = true)]
    pub(super) cards: Vec<String>,
}

pub(super) fn run(a: TrickArgs, theme: Theme) -> anyhow::Result<String> {
    let mut loaded = a.system.load_card_rules()?;
    let system = &loaded.system;
    loaded.opts.unannounced = parse_cards(
        system,
        Some(a.play.trump),
        loaded.opts.deck,
        &a.play.unannounced,
    )?;
    let cards = parse_cards(system, Some(a.play.trump), loaded.opts.deck, &a.cards)?;
    let down = parse_cards(system, Some(a.play.trump), loaded.opts.deck, &a.down)?;
    let power = Power::new(system, a.play.trump, &loaded.opts)?;
    let ctx = TrickContext {
        first_trick: a.first_trick,
    };
    let lang = crate::i18n::lang();
    let outcome = explain_down(system, &power, &cards, &down, ctx)
        .map_err(|e| super::InputError::Usage(crate::text::trick::error(lang, &e)))?;
    let steps = narrate(lang, system, &power, &cards, &outcome);
    if a.json {
        return json(&TrickJson {
            system: &system.id,
            deck: power.deck.to_string(),
            trump: a.play.trump,
            winner: Player::seat(outcome.winner),
            card: outcome.card,
            suit: outcome.suit,
            steps: steps.iter().map(StepJson::from).collect(),
        });
    }
    let mut out = theme.heading(&heading(system, Some(a.play.trump), power.deck)) + "\n";
    let on = power.switches_on();
    if !on.is_empty() {
        out.push_str(&crate::t!(
            "cli-trick-switches",
            switches = on.into_iter().collect::<Vec<_>>().join(", ")
        ));
        out.push('\n');
    }
    for step in &steps {
        out.push_str(&format!(
            "{}. {}
",
            step.facts.index + 1,
            step.text
        ));
    }
    let sources: Vec<&str> = steps.iter().map(|s| s.source).collect();
    for line in crate::text::cite::by_step(&sources, lang) {
        out.push_str(&theme.dim(&line));
        out.push('\n');
    }
    let winner = cards[outcome.winner];
    out.push_str(&theme.answer(&crate::t!(
        "cli-trick-takes",
        card = label(lang, system, &power, winner),
        n = outcome.winner + 1,
        total = cards.len()
    )));
    out.push('\n');
    Ok(out)
}

/// `kaiser trick --json`: the engine's facts per step with their citation keys, plus the
/// narrated sentence and the quoted source. The players are the cards' places in play order,
/// named A, B, C... as `deal` names seats.
#[derive(serde::Serialize)]
struct TrickJson<'a> {
    system: &'a str,
    deck: String,
    trump: crate::cards::Suit,
    winner: Player,
    card: crate::cards::Card,
    suit: Option<crate::cards::Suit>,
    steps: Vec<StepJson<'a>>,
}

/// One step of `kaiser trick --json`.
#[derive(serde::Serialize)]
struct StepJson<'a> {
    index: usize,
    card: crate::cards::Card,
    player: Player,
    against: Player,
    holds: bool,
    holder: Player,
    verdict: &'a crate::rules::trick::Verdict,
    cite: &'a crate::rules::trick::CiteKey,
    text: &'a str,
    source: &'a str,
}

impl<'a> From<&'a crate::text::trick::NarratedStep<'a>> for StepJson<'a> {
    fn from(s: &'a crate::text::trick::NarratedStep<'a>) -> Self {
        let f = s.facts;
        StepJson {
            index: f.index,
            card: f.card,
            player: Player::seat(f.index),
            against: Player::seat(f.against),
            holds: f.holds,
            holder: Player::seat(f.holder),
            verdict: &f.verdict,
            cite: &f.cite,
            text: &s.text,
            source: s.source,
        }
    }
}
