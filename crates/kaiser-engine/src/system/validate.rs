//! Validation of a merged [`SystemFile`] into a [`RuleSystem`], one function per section, in
//! the order the checks have always run (the first problem found is the one reported). Every
//! problem is data: a message id with typed arguments, the file and the line.
//!
//! A built-in system ([`Checks::Tested`]) is only assembled: the checks that cost (every card
//! placed under every trump, every row, nickname and text) are left out, because the tests
//! validate every built-in system in full and require the same result (`catalog`'s tests;
//! start-up, issue 14). Users' files always get every check ([`Checks::All`]).

use super::{
    AllKaiser, Basis, Citations, Class, NicknameDef, PartnersDef, Pattern, Problem, RowDef,
    RuleSystem, SwitchDef, SystemError, SystemFile, TableDef, Text, UmschlagDef, invalid,
};
use crate::cards::names::{self, CardRef};
use crate::cards::{Deck, Suit};
use crate::yaml::Message;
use std::borrow::Cow;
use std::collections::BTreeMap;

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

/// `switches` (names a-z, 0-9, '_') and `set_switches` (only known ones).
fn switches(
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
fn rows(
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
type Nicknames = (Vec<(String, CardRef)>, Vec<NicknameDef>);

/// `nicknames`: each names one card, is not empty, not a card name already, not twice
/// (checked only with `all`).
fn nicknames(defs: Option<Vec<NicknameDef>>, at: &At, all: bool) -> Result<Nicknames, SystemError> {
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

/// Every card of every deck must find exactly one row under every trump, whether the Kaiser
/// are announced or not.
fn placement(system: &RuleSystem, at: &At) -> Result<(), SystemError> {
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

/// Text from a file as it may reach a terminal: control characters (escape sequences)
/// removed. A text with nothing to remove (every built-in one) is not copied.
fn clean(text: &str) -> Cow<'_, str> {
    if has_unwanted(text) {
        Cow::Owned(text.chars().filter(|c| !unwanted(*c)).collect())
    } else {
        Cow::Borrowed(text)
    }
}

/// Whether `text` has a character [`unwanted`], by its bytes (no decoding): a control
/// character is C0 (below 0x20), DEL (0x7F) or C1 (U+0080 to U+009F: 0xC2 0x80-0x9F).
fn has_unwanted(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.iter().enumerate().any(|(i, &b)| {
        (b < 0x20 && b != b'\n')
            || b == 0x7f
            || (b == 0xc2 && bytes.get(i + 1).is_some_and(|n| (0x80..=0x9f).contains(n)))
    })
}

/// [`clean`] on an owned text: kept as it is when there is nothing to remove.
fn clean_owned(text: String) -> String {
    if has_unwanted(&text) {
        clean(&text).into_owned()
    } else {
        text
    }
}

/// A character [`clean`] removes: a control character other than a line break.
fn unwanted(c: char) -> bool {
    c.is_control() && c != '\n'
}

/// [`clean`] on both languages of a [`Text`] (kept as it is without `all`: a built-in text
/// has nothing to remove).
fn clean_text(text: Text, all: bool) -> Text {
    if !all {
        return text;
    }
    Text {
        en: clean_owned(text.en),
        de: clean_owned(text.de),
    }
}

/// Names for a message, comma separated; empty for none (the app says "none").
fn list<'a>(keys: impl Iterator<Item = &'a String>) -> String {
    keys.map(String::as_str).collect::<Vec<_>>().join(", ")
}

/// Line (1-based) of the `n`-th item of the top-level block list `key:`, if written in block
/// style. Used to point validation errors at a row.
pub(super) fn item_line(text: &str, key: &str, n: usize) -> Option<usize> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.trim_end() == format!("{key}:"))?;
    let mut count = 0;
    let mut indent: Option<usize> = None;
    for (i, line) in lines.iter().enumerate().skip(start + 1) {
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let ind = line.len() - trimmed.len();
        if ind == 0 && !trimmed.starts_with('-') {
            return None;
        }
        if trimmed.starts_with("- ") || trimmed == "-" {
            let first = *indent.get_or_insert(ind);
            if ind == first {
                if count == n {
                    return Some(i + 1);
                }
                count += 1;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The byte scan finds exactly the characters `clean` removes, and a clean text is
    /// borrowed, not copied.
    #[test]
    fn clean_removes_control_characters_and_copies_nothing_else() {
        for text in [
            "",
            "plain",
            "line\nbreak",
            "tab\there",
            "esc\u{1b}[31m",
            "del\u{7f}",
            "c1\u{85}x",
            "c1 end\u{9f}",
            "§ «Stupf» ÂÃ\u{a0}",
            "\u{80}",
            "Trümpf\u{9b}2J",
        ] {
            let by_chars = text.chars().any(unwanted);
            assert_eq!(has_unwanted(text), by_chars, "{text:?}");
            let cleaned = clean(text);
            assert_eq!(matches!(cleaned, Cow::Borrowed(_)), !by_chars, "{text:?}");
            assert!(!cleaned.chars().any(unwanted), "{text:?}");
            assert_eq!(clean_owned(text.to_string()), cleaned, "{text:?}");
        }
    }
}
