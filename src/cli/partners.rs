//! `kaiser odds --partner [SEAT:]CARDS` (issue 15 item 2): the partners' cards the learner
//! knows (shown, signed, told), checked against the table and the learner's hand, and said
//! back in the answer.

use super::{InputError, parse_cards};
use crate::cards::{Card, Suit};
use crate::render::json::Player;
use crate::rules::Power;
use crate::rules::deal::parties_of;
use crate::rules::system::{RuleSystem, TableDef};
use crate::text::trick::label;
use serde::Serialize;

/// One partner's cards as `odds --json` gives them.
#[derive(Debug, Serialize)]
pub(super) struct PartnerOut {
    /// The seat.
    pub seat: Player,
    /// The cards named.
    pub cards: Vec<Card>,
}

/// The `--partner` values as (0-based seat, cards): each `SEAT:CARDS` or `CARDS` (then the
/// next partner's seat after the learner's, in seat order). Refused: a seat that is not a
/// partner of `seat` (0-based) at `def`, a seat named twice, more cards than a hand holds,
/// an unknown card (with the nearest names), a card named twice or held by the learner.
pub(super) fn parse(
    system: &RuleSystem,
    def: &TableDef,
    trump: Suit,
    power: &Power,
    seat: usize,
    hand: &[Card],
    values: &[String],
) -> anyhow::Result<Vec<(usize, Vec<Card>)>> {
    let parties = parties_of(def);
    let party = parties.get(seat).copied();
    let partners: Vec<usize> = (0..def.players)
        .filter(|s| *s != seat && Some(parties[*s]) == party)
        .collect();
    let usage = |m: String| anyhow::Error::from(InputError::Usage(m));
    let mut out: Vec<(usize, Vec<Card>)> = Vec::new();
    let mut taken: Vec<Card> = hand.to_vec();
    for value in values {
        let (at, list) = match value.split_once(':') {
            Some((n, rest))
                if !n.trim().is_empty() && n.trim().chars().all(|c| c.is_ascii_digit()) =>
            {
                let n: usize = n.trim().parse().unwrap_or(0);
                (Some(n), rest)
            }
            _ => (None, value.as_str()),
        };
        let s = match at {
            Some(n) => n
                .checked_sub(1)
                .filter(|s| partners.contains(s))
                .ok_or_else(|| {
                    usage(crate::t!(
                        "cli-odds-partner-seat",
                        given = n,
                        seat = seat + 1,
                        partners = seats(&partners)
                    ))
                })?,
            None => *partners
                .iter()
                .find(|s| !out.iter().any(|(o, _)| o == *s))
                .ok_or_else(|| {
                    usage(crate::t!(
                        "cli-odds-partner-many",
                        n = partners.len(),
                        partners = seats(&partners)
                    ))
                })?,
        };
        if out.iter().any(|(o, _)| *o == s) {
            return Err(usage(crate::t!("cli-odds-partner-twice", seat = s + 1)));
        }
        let names: Vec<String> = list.split(',').map(|n| n.trim().to_string()).collect();
        if names.iter().any(String::is_empty) {
            return Err(usage(crate::t!(
                "cli-odds-partner-empty",
                value = value.as_str()
            )));
        }
        let cards = parse_cards(system, Some(trump), Some(power.deck), &names)?;
        for c in &cards {
            if hand.contains(c) {
                return Err(usage(crate::t!("cli-odds-partner-yours", card = *c)));
            }
            if taken.contains(c) {
                return Err(usage(crate::t!("cli-odds-card-twice", card = *c)));
            }
            taken.push(*c);
        }
        if cards.len() > def.tricks() {
            return Err(usage(crate::t!(
                "cli-odds-partner-size",
                seat = s + 1,
                n = cards.len(),
                tricks = def.tricks()
            )));
        }
        out.push((s, cards));
    }
    out.sort_by_key(|(s, _)| *s);
    Ok(out)
}

/// Seats 1-based, for a message: "3" or "3, 5".
fn seats(list: &[usize]) -> String {
    if list.is_empty() {
        return "-".into();
    }
    list.iter()
        .map(|s| (s + 1).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The answer's line for each partner named: its seat, the cards, how many are dealt.
pub(super) fn lines(
    system: &RuleSystem,
    power: &Power,
    def: &TableDef,
    partners: &[(usize, Vec<Card>)],
) -> Vec<String> {
    let lang = crate::i18n::lang();
    partners
        .iter()
        .map(|(s, cards)| {
            let names: Vec<String> = cards
                .iter()
                .map(|c| label(lang, system, power, *c))
                .collect();
            crate::t!(
                "cli-odds-partner",
                seat = s + 1,
                cards = names.join(", "),
                rest = def.tricks().saturating_sub(cards.len())
            )
        })
        .collect()
}

/// The partners for `odds --json`.
pub(super) fn json(partners: &[(usize, Vec<Card>)]) -> Vec<PartnerOut> {
    partners
        .iter()
        .map(|(s, cards)| PartnerOut {
            seat: Player::seat(*s),
            cards: cards.clone(),
        })
        .collect()
}
