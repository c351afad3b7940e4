//! `kaiser trump`: the trump suit from the Umschlag.

use super::{SystemArgs, heading, parse_cards};
use crate::render::{Theme, json};
use crate::rules::umschlag::{Decision, decide};
use clap::Args;

/// Arguments of `kaiser trump`.
#[derive(Debug, Args)]
pub struct TrumpArgs {
    #[command(flatten)]
    system: SystemArgs,
    /// The stock's top card, turned when every face-up card is a Kaiser.
    #[arg(long, value_name = "CARD")]
    stock: Option<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// The face-up cards in deal order.
    #[arg(value_name = "CARD", required = true)]
    cards: Vec<String>,
}

pub(super) fn run(a: TrumpArgs, theme: Theme) -> anyhow::Result<String> {
    let loaded = a.system.load()?;
    let system = &loaded.system;
    let deck = loaded.opts.deck.unwrap_or_else(|| system.default_deck());
    if !system.decks.contains(&deck) {
        // Same message as the Power table gives.
        crate::rules::Power::new(system, crate::cards::Suit::Rosen, &loaded.opts)?;
    }
    // No trump yet: trump-relative names (Jos, T-7) make no sense here.
    let cards = parse_cards(system, None, Some(deck), &a.cards)?;
    let stock = parse_cards(system, None, Some(deck), a.stock.as_slice())?;
    let lang = crate::i18n::lang();
    let u = decide(system, deck, &cards, &stock)
        .map_err(|e| super::InputError::Usage(crate::text::umschlag::error(lang, &e)))?;
    let said = crate::text::umschlag::reasons(lang, &u.steps);
    let (marked, bases) = crate::text::umschlag::explained(lang, &u);
    if a.json {
        return json(&TrumpJson {
            system: &system.id,
            deck: deck.to_string(),
            umschlag: UmschlagJson::new(&u, &said),
        });
    }
    let shown: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
    let mut out = theme.heading(&heading(system, None, deck)) + "\n";
    out.push_str(&format!("Umschlag: {}\n", shown.join(", ")));
    for step in &marked {
        out.push_str(&format!("- {step}\n"));
    }
    for line in &bases {
        out.push_str(&format!("  {}\n", theme.dim(line)));
    }
    let answer = match &u.decision {
        Decision::Trump { suit, .. } => format!("Trumpf: {suit}"),
        Decision::TurnStock => crate::t!("cli-trump-turn-stock"),
        Decision::Redeal => crate::t!("cli-trump-redeal"),
    };
    out.push_str(&theme.answer(&answer));
    out.push('\n');
    Ok(out)
}

/// `kaiser trump --json`: the system and deck, then the Umschlag's fields.
#[derive(serde::Serialize)]
struct TrumpJson<'a> {
    system: &'a str,
    deck: String,
    #[serde(flatten)]
    umschlag: UmschlagJson<'a>,
}

/// An Umschlag as `trump --json` and `deal --json` show it: the decision, each reason as
/// facts plus its sentence, the source.
#[derive(serde::Serialize)]
pub(super) struct UmschlagJson<'a> {
    decision: &'a crate::rules::umschlag::Decision,
    steps: Vec<StepJson<'a>>,
    source: &'a str,
}

impl<'a> UmschlagJson<'a> {
    /// `u` with its reasons said (`said`, one sentence per step).
    pub(super) fn new(u: &'a crate::rules::umschlag::Umschlag, said: &'a [String]) -> Self {
        UmschlagJson {
            decision: &u.decision,
            steps: u
                .steps
                .iter()
                .zip(said)
                .zip(&u.bases)
                .enumerate()
                .map(|(index, ((facts, text), basis))| StepJson {
                    index,
                    facts,
                    text,
                    basis: BasisJson::new(basis),
                })
                .collect(),
            source: crate::i18n::Pick::get(&u.source),
        }
    }
}

/// One reason of an Umschlag: its index, the facts, the sentence, what it rests on.
#[derive(serde::Serialize)]
struct StepJson<'a> {
    index: usize,
    #[serde(flatten)]
    facts: &'a crate::rules::umschlag::Reason,
    text: &'a str,
    basis: BasisJson<'a>,
}

/// What a step rests on: `{"kind": "source", "source": …}` (a citation, in book form when
/// printed) or `{"kind": "reading", "reading": 15, "text": …}` (ours, in the run's language).
#[derive(serde::Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum BasisJson<'a> {
    Source { source: &'a str },
    Reading { reading: u32, text: String },
}

impl<'a> BasisJson<'a> {
    fn new(b: &'a crate::rules::system::Basis) -> Self {
        match b {
            crate::rules::system::Basis::Source(source) => BasisJson::Source {
                source: crate::i18n::Pick::get(source),
            },
            crate::rules::system::Basis::Reading { reading, en, de } => BasisJson::Reading {
                reading: *reading,
                text: match crate::i18n::lang() {
                    crate::i18n::Lang::En => en.clone(),
                    crate::i18n::Lang::De => de.clone(),
                },
            },
        }
    }
}
