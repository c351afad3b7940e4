//! The sections about cards: `switches` and `set_switches`, `rows`, `nicknames`, and the
//! placement of every card of every deck in exactly one row.

use super::text::{clean_owned, clean_text, item_line};
use super::{At, list};
use crate::cards::Suit;
use crate::cards::names::{self, CardRef};
use crate::system::{
    Class, NicknameDef, Pattern, Problem, RowDef, RuleSystem, SwitchDef, SystemError, invalid,
};
use crate::yaml::Message;
use std::collections::BTreeMap;

/// `switches` (names a-z, 0-9, '_') and `set_switches` (only known ones).
pub(super) fn switches(
    switches: Option<BTreeMap<String, SwitchDef>>,
    set: Option<BTreeMap<String, bool>>,
    at: &At,
) -> Result<BTreeMap<String, SwitchDef>, SystemError> {
    let mut switches = switches.unwrap_or_default();
    for name in switches.keys() {
        let ok = !name.is_empty()
            && name.len() <= 40
            && name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
        if !ok {
            return Err(at.key(
                "switches",
                Message::new("rules-system-bad-switch").arg("name", name),
            ));
        }
    }
    for (name, value) in set.unwrap_or_default() {
        match switches.get_mut(&name) {
            Some(def) => def.default = value,
            None => {
                return Err(at.key(
                    "set_switches",
                    Message::new("rules-system-set-switch")
                        .arg("name", name)
                        .arg("known", list(switches.keys())),
                ));
            }
        }
    }
    Ok(switches)
}

/// `rows`: 1 to 64, each with cards and a source; Stupf fields on Stupf rows only; limits
/// on the row's own cards; extra takes on known switches. Texts are cleaned. Without `all`
/// (a built-in system) only the count is checked.
pub(super) fn rows(
    rows: Option<Vec<RowDef>>,
    switches: &BTreeMap<String, SwitchDef>,
    at: &At,
    rows_text: &str,
    all: bool,
) -> Result<Vec<RowDef>, SystemError> {
    let mut rows = rows.ok_or_else(|| at.missing("rows"))?;
    if rows.is_empty() || rows.len() > 64 {
        return Err(at.key("rows", Message::new("rules-system-rows-count")));
    }
    if !all {
        return Ok(rows);
    }
    let same_file = std::ptr::eq(at.text, rows_text) || at.text == rows_text;
    for (i, row) in rows.iter().enumerate() {
        // The line is looked for only when there is a problem to point at.
        row_problem(row, switches).map_err(|m| {
            let line = if same_file {
                item_line(rows_text, "rows", i)
            } else {
                None
            };
            invalid(
                at.origin,
                line,
                Problem::In {
                    at: format!("rows[{i}]"),
                    problem: Box::new(m.into()),
                },
            )
        })?;
    }
    for row in &mut rows {
        row.name = row.name.take().map(clean_owned);
        row.takes = clean_text(std::mem::take(&mut row.takes), true);
        row.source = clean_text(std::mem::take(&mut row.source), true);
    }
    Ok(rows)
}

/// The first problem of one row.
fn row_problem(row: &RowDef, switches: &BTreeMap<String, SwitchDef>) -> Result<(), Message> {
    if row.cards.is_empty() {
        return Err(Message::new("rules-system-row-cards-empty"));
    }
    if row.source.is_blank() {
        return Err(Message::new("rules-system-row-source-empty"));
    }
    if row.class != Class::Stupf && (row.taken_by.is_some() || row.not_in_first_trick) {
        return Err(Message::new("rules-system-row-stupf-only"));
    }
    for limit in &row.limits {
        for p in &limit.cards {
            let in_row = row.cards.contains(p)
                || match p {
                    Pattern::Card(CardRef::Trump(rank)) => {
                        row.cards.contains(&Pattern::AnySuit(*rank))
                    }
                    Pattern::Card(CardRef::Fixed(card)) => {
                        row.cards.contains(&Pattern::AnySuit(card.rank()))
                    }
                    Pattern::AnySuit(_) => false,
                };
            if !in_row {
                return Err(
                    Message::new("rules-system-limit-not-in-row").arg("pattern", p.to_string())
                );
            }
        }
        if limit.takes_only.is_none() && limit.cannot_take.is_empty() {
            return Err(Message::new("rules-system-limit-empty"));
        }
    }
    for extra in &row.extra_takes {
        if let Some(s) = &extra.switch
            && !switches.contains_key(s)
        {
            return Err(Message::new("rules-system-extra-switch")
                .arg("switch", s)
                .arg("known", list(switches.keys())));
        }
    }
    Ok(())
}

/// A system's nicknames: (name, card) pairs and their definitions.
pub(super) type Nicknames = (Vec<(String, CardRef)>, Vec<NicknameDef>);

/// `nicknames`: each names one card, is not empty, not a card name already, not twice
/// (checked only with `all`).
pub(super) fn nicknames(
    defs: Option<Vec<NicknameDef>>,
    at: &At,
    all: bool,
) -> Result<Nicknames, SystemError> {
    let defs = defs.unwrap_or_default();
    let nicknames = defs
        .iter()
        .filter_map(|n| match n.card {
            Pattern::Card(r) => Some((n.name.clone(), r)),
            Pattern::AnySuit(_) => None,
        })
        .collect::<Vec<_>>();
    if nicknames.len() != defs.len() {
        return Err(at.key("nicknames", Message::new("rules-system-nickname-pattern")));
    }
    if !all {
        return Ok((nicknames, defs));
    }
    for (i, (name, _)) in nicknames.iter().enumerate() {
        let key = names::fold(name);
        let problem = if key.is_empty() || name.chars().any(char::is_control) {
            Some(Message::new("rules-system-nickname-empty").arg("name", name))
        } else if let Some(existing) = names::parse_ref(name) {
            Some(
                Message::new("rules-system-nickname-taken")
                    .arg("name", name)
                    .arg("existing", existing.to_string()),
            )
        } else if nicknames[..i].iter().any(|(n, _)| names::fold(n) == key) {
            Some(Message::new("rules-system-nickname-twice").arg("name", name))
        } else {
            None
        };
        if let Some(p) = problem {
            return Err(invalid(at.origin, item_line(at.text, "nicknames", i), p));
        }
    }
    Ok((nicknames, defs))
}

/// Every card of every deck must find exactly one row under every trump, whether the Kaiser
/// are announced or not.
pub(super) fn placement(system: &RuleSystem, at: &At) -> Result<(), SystemError> {
    for deck in &system.decks {
        for trump in Suit::ALL {
            for announced in [true, false] {
                let placed = system.place(*deck, trump, &|_| announced);
                for card in deck.cards() {
                    if placed[card.id()].is_none() {
                        let id = if announced {
                            "rules-system-no-row"
                        } else {
                            "rules-system-no-row-unannounced"
                        };
                        return Err(at.key(
                            "rows",
                            Message::new(id)
                                .arg("card", card.to_string())
                                .arg("trump", trump.to_string())
                                .arg("deck", deck.to_string())
                                .arg("rank", card.rank().to_string()),
                        ));
                    }
                }
            }
        }
    }
    Ok(())
}
