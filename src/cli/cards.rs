//! `kaiser cards`: the deck of a system and every accepted card name.

use super::SystemArgs;
use crate::cards::names::{self, CardRef};
use crate::cards::{Deck, Rank};
use crate::render::{Theme, json};
use clap::Args;
use comfy_table::Cell;
use serde::Serialize;

/// Arguments of `kaiser cards`.
#[derive(Debug, Args)]
pub struct CardsArgs {
    #[command(flatten)]
    system: SystemArgs,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct CardRow {
    card: String,
    short: String,
    nicknames: Vec<String>,
}

#[derive(Serialize)]
struct Listing {
    system: Option<String>,
    deck: Deck,
    cards: Vec<CardRow>,
    trump_names: Vec<TrumpName>,
}

/// A name that means a trump card whatever the trump (`Trumpf-7` for "Mugg"): the name and
/// the card it stands for.
#[derive(Serialize)]
struct TrumpName {
    name: String,
    card: String,
}

pub(super) fn run(a: CardsArgs, theme: Theme) -> anyhow::Result<String> {
    let want_system = a.system.variant.is_some() || a.system.variant_file.is_some();
    let loaded = if want_system {
        Some(a.system.load()?)
    } else {
        None
    };
    let system = loaded.as_ref().map(|l| &l.system);
    if let (Some(l), Some(d)) = (&loaded, loaded.as_ref().and_then(|l| l.opts.deck)) {
        // The same check and message as rank and trick.
        if !l.system.decks.contains(&d) {
            crate::rules::Power::new(&l.system, crate::cards::Suit::Rosen, &l.opts)?;
        }
    }
    let deck = match (loaded.as_ref().and_then(|l| l.opts.deck), system) {
        (Some(d), _) => d,
        (None, Some(s)) => s.default_deck(),
        (None, None) => match &a.system.deck {
            Some(d) => super::parse_deck(d)?,
            None => Deck::Standard48,
        },
    };
    let mut nick: Vec<(String, CardRef)> = names::shared_nicknames()
        .into_iter()
        .filter(|(n, _)| system.is_none_or(|s| uses_name(s, n)))
        .map(|(n, r)| (n.to_string(), r))
        .collect();
    if let Some(s) = system {
        // Names of the system's rows that name one card but are no shared display form
        // (willisau's Tüfel), then its own nicknames.
        for name in s.rows.iter().filter_map(|r| r.name.as_deref()) {
            let folded = names::fold(name);
            if folded.starts_with("trumpf") || nick.iter().any(|(n, _)| names::fold(n) == folded) {
                continue;
            }
            if let Some(r) = names::parse_ref(name) {
                nick.push((name.to_string(), r));
            }
        }
        nick.extend(s.nicknames.iter().cloned());
    }
    let rows: Vec<CardRow> = deck
        .cards()
        .into_iter()
        .map(|card| CardRow {
            card: card.to_string(),
            short: card.short(),
            nicknames: nick
                .iter()
                .filter(|(_, r)| *r == CardRef::Fixed(card))
                .map(|(n, _)| n.clone())
                .collect(),
        })
        .collect();
    let trump_names: Vec<TrumpName> = nick
        .iter()
        .filter_map(|(n, r)| match r {
            CardRef::Trump(rank) => Some(TrumpName {
                name: n.clone(),
                card: format!("Trumpf-{rank}"),
            }),
            CardRef::Fixed(_) => None,
        })
        .collect();
    if a.json {
        return json(&Listing {
            system: system.map(|s| s.id.clone()),
            deck,
            cards: rows,
            trump_names,
        });
    }
    let mut out = String::new();
    let title = match system {
        Some(s) => crate::t!(
            "cli-cards-title-system",
            id = s.id,
            title = s.title,
            deck = deck,
            n = deck.len()
        ),
        None => crate::t!("cli-cards-title", deck = deck, n = deck.len()),
    };
    out.push_str(&theme.heading(&title));
    out.push('\n');
    let mut table = theme.table(&[
        &crate::t!("cli-cards-col-card"),
        &crate::t!("cli-cards-col-short"),
        &crate::t!("cli-cards-col-nicknames"),
    ]);
    for row in &rows {
        table.add_row(vec![
            Cell::new(&row.card),
            Cell::new(&row.short),
            Cell::new(row.nicknames.join(", ")),
        ]);
    }
    out.push_str(&crate::render::fit::table(theme, &table));
    out.push('\n');
    out.push_str(&theme.heading(&crate::t!("cli-cards-trump-names")));
    out.push('\n');
    let mut by_rank: Vec<(Rank, Vec<String>)> = Vec::new();
    for (n, r) in &nick {
        if let CardRef::Trump(rank) = r {
            match by_rank.iter_mut().find(|(k, _)| k == rank) {
                Some((_, v)) => v.push(n.clone()),
                None => by_rank.push((*rank, vec![n.clone()])),
            }
        }
    }
    for (rank, list) in by_rank {
        out.push_str(&format!("  Trumpf-{rank}: {}\n", list.join(", ")));
    }
    out.push_str(&format!("  {}\n", crate::t!("cli-cards-any-trump")));
    if system.is_some() {
        out.push_str(&format!("  {}\n", crate::t!("cli-cards-other-villages")));
    }
    out.push_str(&theme.heading(&crate::t!("cli-cards-spellings")));
    out.push('\n');
    out.push_str(&crate::t!("cli-cards-spellings-text"));
    out.push('\n');
    if deck != Deck::Standard48 && deck != Deck::Stans40 {
        out.push_str(&format!("  {}\n", crate::t!("cli-cards-extended")));
    }
    Ok(out)
}

/// Whether `system` uses the shared nickname `name`: one of its rows or its own nicknames
/// bear it (`kaiser cards --variant stans` lists Mugg, not Lungern's Teufel). Names of other
/// villages are still accepted as input; only the listing is the village's own.
fn uses_name(system: &crate::rules::system::RuleSystem, name: &str) -> bool {
    let name = names::fold(name);
    system
        .rows
        .iter()
        .filter_map(|r| r.name.as_deref())
        .chain(system.nicknames.iter().map(|(n, _)| n.as_str()))
        .any(|n| names::fold(n) == name)
}

#[cfg(test)]
mod tests {
    use super::uses_name;
    use crate::rules::catalog;

    #[test]
    fn a_system_uses_only_its_own_names() {
        let stans = catalog::load("stans").unwrap();
        for used in ["Mugg", "Jos", "Blass", "Ob'Kaiser", "Wiidli"] {
            assert!(uses_name(&stans, used), "{used}");
        }
        for other in ["Teufel", "Papst", "Oberkaiser", "Fugel", "Buur", "Grün"] {
            assert!(!uses_name(&stans, other), "{other}");
        }
        let willisau = catalog::load("willisau").unwrap();
        assert!(uses_name(&willisau, "Tüfel") && !uses_name(&willisau, "Mugg"));
        let karnoeffel = catalog::load("karnoeffel").unwrap();
        assert!(uses_name(&karnoeffel, "Teufel") && !uses_name(&karnoeffel, "Mugg"));
    }
}
