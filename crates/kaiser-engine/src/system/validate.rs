//! Validation of a merged [`SystemFile`] into a [`RuleSystem`], one function per section, in
//! the order the checks have always run (the first problem found is the one reported). Every
//! problem is data: a message id with typed arguments, the file and the line.
//!
//! A built-in system ([`Checks::Tested`]) is only assembled: the checks that cost (every card
//! placed under every trump, every row, nickname and text) are left out, because the tests
//! validate every built-in system in full and require the same result (`catalog`'s tests;
//! start-up, issue 14). Users' files always get every check ([`Checks::All`]).
//!
//! Here the whole and the sections of the file's frame (id, title, decks, Umschlag, partners,
//! citations, tables); the card sections (switches, rows, nicknames, every card placed) are
//! in `cards`, the cleaning of texts and the lines of list items in `text`.

use super::{
    AllKaiser, Basis, Citations, PartnersDef, Problem, RuleSystem, SystemError, SystemFile,
    TableDef, Text, UmschlagDef, invalid,
};
use crate::cards::Deck;
use crate::yaml::Message;
use std::collections::BTreeMap;

mod cards;
mod text;

use cards::{nicknames, placement, rows, switches};
use text::clean_text;
#[cfg(test)]
pub(super) use text::item_line;

/// Where the file's text is, for the lines of errors.
struct At<'a> {
    text: &'a str,
    origin: &'a str,
}

impl At<'_> {
    /// Line (1-based) of the top-level key `key:`.
    fn top_line(&self, key: &str) -> Option<usize> {
        self.text
            .lines()
            .position(|l| l.starts_with(&format!("{key}:")))
            .map(|i| i + 1)
    }

    /// An error at the top-level key `key`.
    fn key(&self, key: &str, problem: impl Into<Problem>) -> SystemError {
        invalid(self.origin, self.top_line(key), problem)
    }

    /// A section that the file and its parents leave out.
    fn missing(&self, what: &str) -> SystemError {
        invalid(
            self.origin,
            None,
            Message::new("rules-system-missing").arg("what", what),
        )
    }
}

/// Which checks [`validate`] runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Checks {
    /// Every check: a user's file, or a file that extends from one.
    All,
    /// A built-in system, validated in full by the tests: the costly checks are left out.
    Tested,
}

/// Validate a merged file: `text` is the file itself, `rows_text` the file its rows come from.
pub(super) fn validate(
    file: SystemFile,
    text: &str,
    rows_text: &str,
    origin: &str,
    checks: Checks,
) -> Result<RuleSystem, SystemError> {
    let at = At { text, origin };
    let all = checks == Checks::All;
    id(&file.id, &at)?;
    let title = title(file.title, &at, all)?;
    let sources = file.sources.ok_or_else(|| at.missing("sources"))?;
    if sources.is_empty() {
        return Err(at.key("sources", Message::new("rules-system-sources-empty")));
    }
    let decks = decks(file.decks, &at)?;
    let umschlag = umschlag(file.umschlag, &at)?;
    let citations = citations(file.citations, &at)?;
    let switches = switches(file.switches, file.set_switches, &at)?;
    let rows = rows(file.rows, &switches, &at, rows_text, all)?;
    let (nicknames, nickname_defs) = nicknames(file.nicknames, &at, all)?;
    let tables = tables(file.hand.map(|h| h.tables).unwrap_or_default(), &decks, &at)?;
    let stake = match file.stake {
        Some(s) => Some(
            s.validate()
                .map_err(|m| at.key("stake", Problem::Stake(m)))?,
        ),
        None => None,
    };
    let partners = partners(file.partners, &at)?;
    let system = RuleSystem {
        id: file.id,
        title,
        region: clean_text(file.region.unwrap_or_default(), all),
        summary: clean_text(file.summary.unwrap_or_default(), all),
        sources,
        decks,
        kaiser: file.kaiser.unwrap_or(true),
        trump_plain_take_nothing: file.trump_plain_take_nothing.unwrap_or(true),
        nicknames,
        nickname_defs,
        umschlag,
        citations,
        switches,
        face_down: file.face_down,
        rows,
        origin: origin.to_string(),
        tables,
        stake,
        partners,
    };
    if all {
        placement(&system, &at)?;
    }
    Ok(system)
}

/// `id`: 1 to 40 characters a-z, 0-9, '-', '_', starting with a letter.
fn id(id: &str, at: &At) -> Result<(), SystemError> {
    let ok = id.len() <= 40
        && id.starts_with(|c: char| c.is_ascii_lowercase())
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
    if ok {
        Ok(())
    } else {
        Err(at.key("id", Message::new("rules-system-bad-id").arg("id", id)))
    }
}

/// `title`: present and not empty in either language.
fn title(title: Option<Text>, at: &At, all: bool) -> Result<Text, SystemError> {
    let title = clean_text(title.ok_or_else(|| at.missing("title"))?, all);
    if title.en.trim().is_empty() || title.de.trim().is_empty() {
        return Err(at.key("title", Message::new("rules-system-title-empty")));
    }
    Ok(title)
}

/// `decks`: the standard deck unless given; not empty, none twice.
fn decks(decks: Option<Vec<Deck>>, at: &At) -> Result<Vec<Deck>, SystemError> {
    let decks = decks.unwrap_or_else(|| vec![Deck::Standard48]);
    if decks.is_empty() {
        return Err(at.key("decks", Message::new("rules-system-decks-empty")));
    }
    if decks
        .iter()
        .enumerate()
        .any(|(i, d)| decks[..i].contains(d))
    {
        return Err(at.key("decks", Message::new("rules-system-deck-twice")));
    }
    Ok(decks)
}

/// `umschlag`: present; `kaiser-order` needs its order.
fn umschlag(umschlag: Option<UmschlagDef>, at: &At) -> Result<UmschlagDef, SystemError> {
    let umschlag = umschlag.ok_or_else(|| at.missing("umschlag"))?;
    if umschlag.all_kaiser == AllKaiser::KaiserOrder && umschlag.kaiser_order.is_empty() {
        return Err(at.key("umschlag", Message::new("rules-system-kaiser-order")));
    }
    // Every step the Umschlag can take rests on a source or a reading: named in `basis`, or
    // covered by `source`.
    let b = &umschlag.basis;
    let kaiser = umschlag.kaiser_never_trump;
    let needed = [
        ("lowest", b.lowest.as_ref(), true),
        ("ties", b.ties.as_ref(), true),
        ("kaiser", b.kaiser.as_ref(), kaiser),
        ("all_kaiser", b.all_kaiser.as_ref(), kaiser),
        ("turned", b.turned.as_ref(), kaiser),
        ("redeal", b.redeal.as_ref(), umschlag.redeal_on_four_kaiser),
        (
            "none_can",
            b.none_can.as_ref(),
            kaiser && umschlag.all_kaiser == AllKaiser::KaiserOrder,
        ),
    ];
    if umschlag.source.is_blank()
        && let Some((key, ..)) = needed.iter().find(|(_, b, need)| *need && b.is_none())
    {
        return Err(at.key(
            "umschlag",
            Message::new("rules-system-umschlag-basis").arg("key", *key),
        ));
    }
    let given = [
        &b.lowest,
        &b.ties,
        &b.kaiser,
        &b.redeal,
        &b.all_kaiser,
        &b.all_kaiser_fewer,
        &b.none_can,
        &b.turned,
        &b.turned_banner,
    ];
    for basis in given.into_iter().flatten() {
        let empty = match basis {
            Basis::Source(s) => s.is_blank(),
            Basis::Reading { reading, en, de } => {
                *reading == 0 || en.trim().is_empty() || de.trim().is_empty()
            }
        };
        if empty {
            return Err(at.key("umschlag", Message::new("rules-system-umschlag-empty")));
        }
    }
    Ok(umschlag)
}

/// `partners`: every basis a citation or a full reading; a Sprecher for two or more.
fn partners(p: Option<PartnersDef>, at: &At) -> Result<Option<PartnersDef>, SystemError> {
    let Some(p) = p else { return Ok(None) };
    let empty = p.bases().into_iter().any(|b| match b {
        Basis::Source(s) => s.is_blank(),
        Basis::Reading { reading, en, de } => {
            *reading == 0 || en.trim().is_empty() || de.trim().is_empty()
        }
    });
    let small = p.sprecher.as_ref().is_some_and(|s| s.from < 2);
    let sprecher_reading = p.sprecher.as_ref().and_then(|s| s.reading.as_ref());
    let quoted = [p.reading.as_ref(), sprecher_reading]
        .iter()
        .any(|r| matches!(r, Some(Basis::Source(_))));
    if empty || small || quoted {
        return Err(at.key("partners", Message::new("rules-system-partners-basis")));
    }
    Ok(Some(p))
}

/// `citations`: every shared rule cited (`suit_lead` optional).
fn citations(c: Option<Citations>, at: &At) -> Result<BTreeMap<&'static str, Text>, SystemError> {
    let c = c.ok_or_else(|| at.missing("citations"))?;
    let mut citations = BTreeMap::new();
    for (key, value) in [
        ("stecher", c.stecher),
        ("throner", c.throner),
        ("stupf", c.stupf),
        ("led_suit", c.led_suit),
        ("unannounced", c.unannounced),
        ("trump_plain", c.trump_plain),
    ] {
        match value {
            Some(v) if !v.is_blank() => {
                citations.insert(key, v);
            }
            _ => {
                return Err(at.key(
                    "citations",
                    Message::new("rules-system-citation-missing").arg("key", key),
                ));
            }
        }
    }
    if let Some(v) = c.suit_lead.filter(|v| !v.is_blank()) {
        citations.insert("suit_lead", v);
    }
    Ok(citations)
}

/// `hand.tables`: sensible players, parties, deals and targets for the biggest deck.
fn tables(tables: Vec<TableDef>, decks: &[Deck], at: &At) -> Result<Vec<TableDef>, SystemError> {
    let biggest = decks.iter().map(|d| d.len()).max().unwrap_or(0);
    for (i, t) in tables.iter().enumerate() {
        let problem = if t.players < 2 || t.players > 12 {
            Some(Message::new("rules-system-table-players"))
        } else if t.parties < 2 || t.parties > t.players || t.players % t.parties != 0 {
            Some(
                Message::new("rules-system-table-parties")
                    .arg("players", t.players)
                    .arg("parties", t.parties),
            )
        } else if t.cards <= t.discard {
            Some(Message::new("rules-system-table-discard"))
        } else if let Some(d) = t.deck.filter(|d| !decks.contains(d)) {
            Some(Message::new("rules-system-table-deck").arg("deck", d.to_string()))
        } else if let Some(d) = t.deck.filter(|d| t.players * t.cards > d.len()) {
            Some(
                Message::new("rules-system-table-deck-cards")
                    .arg("players", t.players)
                    .arg("cards", t.cards)
                    .arg("deck", d.to_string())
                    .arg("size", d.len()),
            )
        } else if t.players * t.cards > biggest {
            Some(
                Message::new("rules-system-table-cards")
                    .arg("players", t.players)
                    .arg("cards", t.cards)
                    .arg("biggest", biggest),
            )
        } else if t.need == 0 || t.need as usize > t.tricks() {
            Some(Message::new("rules-system-table-need").arg("tricks", t.tricks()))
        } else {
            None
        };
        if let Some(m) = problem {
            return Err(at.key(
                "hand",
                Problem::In {
                    at: format!("hand.tables[{i}]"),
                    problem: Box::new(m.into()),
                },
            ));
        }
    }
    Ok(tables)
}

/// Names for a message, comma separated; empty for none (the app says "none").
fn list<'a>(keys: impl Iterator<Item = &'a String>) -> String {
    keys.map(String::as_str).collect::<Vec<_>>().join(", ")
}
