//! `kaiser deal`: a reproducible deal with its Umschlag, as text or JSON.

use super::{TableArgs, parties_line, seat_name};
use crate::cards::Card;
use crate::cli::{InputError, heading};
use crate::render::json::Player;
use crate::render::{Theme, json};
use crate::rules::Power;
use crate::rules::deal::{deal, deck_for, parties_of};
use crate::text::trick::label;
use clap::Args;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

/// Arguments of `kaiser deal`.
#[derive(Debug, Args)]
pub struct DealArgs {
    #[command(flatten)]
    table: TableArgs,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct DealOut<'a> {
    system: String,
    deck: String,
    seed: u64,
    players: usize,
    parties: Vec<Vec<Player>>,
    dealer: Player,
    face_up: Vec<FaceUp>,
    umschlag: crate::cli::trump::UmschlagJson<'a>,
    trump: String,
    hands: Vec<Hand>,
    lay_away: usize,
    need: u8,
    tricks: usize,
    stock: Vec<Card>,
    redeals: usize,
    /// Times the cutter cut again: a Kaiser lay at the bottom (stans, willisau).
    recuts: usize,
}

/// A card dealt face up to a player.
#[derive(Serialize)]
struct FaceUp {
    player: Player,
    card: Card,
}

/// A player's hand.
#[derive(Serialize)]
struct Hand {
    player: Player,
    cards: Vec<Card>,
}

pub(in crate::cli) fn run_deal(a: DealArgs, theme: Theme) -> anyhow::Result<String> {
    let (system, def, seed) = a.table.load()?;
    let system = &system;
    let deck = deck_for(system, &def);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let dealer = def.players - 1;
    let d = deal(system, &def, deck, dealer, &mut rng)
        .map_err(|e| InputError::Usage(crate::text::hand::deal_error(crate::i18n::lang(), &e)))?;
    let party = parties_of(&def);
    if a.json {
        let said = crate::text::umschlag::reasons(crate::i18n::lang(), &d.umschlag.steps);
        return json(&DealOut {
            system: system.id.clone(),
            deck: deck.to_string(),
            seed,
            players: def.players,
            parties: (0..def.parties)
                .map(|p| {
                    (0..def.players)
                        .filter(|s| party[*s] == p)
                        .map(Player::seat)
                        .collect()
                })
                .collect(),
            dealer: Player::seat(dealer),
            face_up: d
                .face_up
                .iter()
                .map(|(s, c)| FaceUp {
                    player: Player::seat(*s),
                    card: *c,
                })
                .collect(),
            umschlag: crate::cli::trump::UmschlagJson::new(&d.umschlag, &said),
            trump: d.trump.to_string(),
            hands: d
                .hands
                .iter()
                .enumerate()
                .map(|(s, h)| Hand {
                    player: Player::seat(s),
                    cards: h.clone(),
                })
                .collect(),
            lay_away: def.discard,
            need: def.need,
            tricks: def.tricks(),
            stock: d.stock.clone(),
            redeals: d.redeals,
            recuts: d.recuts,
        });
    }
    let mut out = theme.heading(&heading(system, Some(d.trump), deck)) + "\n";
    out.push_str(&crate::t!(
        "cli-deal-table",
        players = def.players,
        parties = def.parties,
        line = parties_line(&def),
        cards = def.cards,
        discard = if def.discard > 0 {
            crate::t!("cli-deal-discard", n = def.discard)
        } else {
            String::new()
        },
        need = def.need,
        tricks = def.tricks(),
        seed = seed.to_string()
    ));
    out.push('\n');
    out.push_str(&crate::t!(
        "cli-deal-dealer",
        dealer = seat_name(dealer),
        leader = seat_name(0),
        again = [("cli-deal-recut", d.recuts), ("cli-deal-again", d.redeals)]
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(id, n)| format!(" {}", crate::t!(id, n = *n)))
            .collect::<String>()
    ));
    out.push('\n');
    let up: Vec<String> = d
        .face_up
        .iter()
        .map(|(s, c)| format!("{} {c}", seat_name(*s)))
        .collect();
    out.push_str(&crate::t!("cli-deal-umschlag", cards = up.join(", ")));
    out.push('\n');
    let (steps, bases) = crate::text::umschlag::explained(crate::i18n::lang(), &d.umschlag);
    for s in steps {
        out.push_str(&format!("  {s}\n"));
    }
    for line in bases {
        out.push_str(&theme.dim(&format!("  {line}")));
        out.push('\n');
    }
    out.push_str(&theme.answer(&format!("Trumpf: {}", d.trump)));
    out.push('\n');
    // Names as the players see them, with this trump (Kaiser as if announced).
    let opts = crate::rules::PowerOptions {
        deck: Some(deck),
        ..Default::default()
    };
    let power = Power::new(system, d.trump, &opts)?;
    for (seat, hand) in d.hands.iter().enumerate() {
        let names: Vec<String> = hand
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let l = label(crate::i18n::lang(), system, &power, *c);
                if i == 0 {
                    crate::t!("cli-deal-face-up", card = l)
                } else {
                    l
                }
            })
            .collect();
        out.push_str(&format!("  {}: {}\n", seat_name(seat), names.join(", ")));
    }
    out.push_str(&crate::t!("cli-deal-stock", n = d.stock.len()));
    out.push('\n');
    Ok(out)
}
