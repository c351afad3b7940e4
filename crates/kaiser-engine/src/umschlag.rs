//! The Umschlag: which suit is trump, from the first cards dealt face up.
//!
//! The lowest face-up card by Farbposition (the Ass lowest) sets trump; ties go to the card
//! dealt first; a Kaiser never sets trump (`000_…` "Trumpf (umschlagen)", `001_…` §4,
//! `002_…` Spielablauf, `003_…` §4, `004_…` Phase II). When every face-up card is a Kaiser
//! the systems differ, as their YAML `umschlag` says: turn the stock's top card
//! (`000_…`, `003_…` §4), deal again when all four lie alone (`000_…` "Ansagen der Kaiser"),
//! or take the lowest Kaiser by Stechwert, Schellen, Schilten, Eichel (`004_…` Phase II).

use crate::cards::{Card, Deck, Rank, Suit};
use crate::system::{AllKaiser, Basis, RuleSystem, Text};
use serde::Serialize;
use thiserror::Error;

/// What the Umschlag decides.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "result")]
pub enum Decision {
    /// This suit is trump, set by the card at `card_index` of the face-up cards (or of the
    /// stock).
    Trump {
        /// The trump suit.
        suit: Suit,
        /// The card that set it.
        card: String,
        /// Where that card lies: "umschlag" or "stock".
        from: &'static str,
        /// Its 0-based position in that list (not `index`: in the JSON documents an
        /// `index` is a player's or a step's).
        card_index: usize,
    },
    /// All face-up cards are Kaiser: turn the stock's top card (give `--stock`).
    TurnStock,
    /// All four Kaiser lie face up alone: shuffle and deal again.
    Redeal,
}

/// The decision with its reasons.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Umschlag {
    /// What was decided.
    pub decision: Decision,
    /// The reasoning, one fact per step (the app says them).
    pub steps: Vec<Reason>,
    /// What each step rests on (one per step): the source's words or our reading.
    pub bases: Vec<Basis>,
    /// The sources cited by the steps that rest on a source, one after the other (empty when
    /// every step is a reading), with their glosses in both languages.
    pub source: Text,
}

/// One step of the Umschlag's reasoning.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "reason")]
pub enum Reason {
    /// A face-up Kaiser does not set trump; `name` is the system's name for it. `never`: it
    /// never does; else it counts after the König and sets trump only when every face-up card
    /// is a Kaiser (willisau, `004_…` Phase II "Dann folgen Under / Ober / König / Kaiser").
    Kaiser {
        /// The Banner.
        card: Card,
        /// Its Kaiser name (Blass, Mugg...).
        name: String,
        /// It can never set trump in this system.
        never: bool,
    },
    /// The lowest face-up card by Farbposition (the Ass when `card` is one).
    Lowest {
        /// The card.
        card: Card,
    },
    /// Cards as low as it that came later.
    Ties {
        /// The later cards.
        cards: Vec<Card>,
    },
    /// So this suit is trump.
    Trump {
        /// The suit.
        suit: Suit,
    },
    /// All four Kaiser lie alone: deal again.
    Redeal,
    /// Every face-up card is a Kaiser; the lowest by this order sets trump.
    KaiserOrder {
        /// Lowest first.
        order: Vec<Suit>,
    },
    /// The lowest Kaiser face up by that order.
    LowestKaiser {
        /// The Banner.
        card: Card,
        /// Its suit, trump now.
        suit: Suit,
    },
    /// No face-up card can set trump.
    NoneCan,
    /// Every face-up card is a Kaiser: turn the stock's top card.
    TurnStock,
    /// The stock's top card was turned and sets trump.
    Turned {
        /// The card.
        card: Card,
    },
}

/// Bad Umschlag input.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum UmschlagError {
    /// No face-up cards.
    #[error("no face-up cards")]
    Empty,
    /// More face-up cards than players.
    #[error("{0} face-up cards; at most 12")]
    TooMany(usize),
    /// A card twice.
    #[error("{0} is dealt twice")]
    Duplicate(Card),
    /// A card outside the deck.
    #[error("{0} is not in deck {1}")]
    NotInDeck(Card, Deck),
}

fn is_kaiser(system: &RuleSystem, card: Card) -> bool {
    system.kaiser && system.umschlag.kaiser_never_trump && card.rank() == Rank::Banner
}

/// The lowest non-Kaiser card of `cards` (first dealt on ties), with its index.
fn lowest(system: &RuleSystem, cards: &[Card]) -> Option<(usize, Card)> {
    let mut best: Option<(usize, Card)> = None;
    for (i, card) in cards.iter().enumerate() {
        if is_kaiser(system, *card) {
            continue;
        }
        if best.is_none_or(|(_, b)| card.rank().farbposition() < b.rank().farbposition()) {
            best = Some((i, *card));
        }
    }
    best
}

/// Which rule a step rests on (the keys of the YAML's `umschlag.basis`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rule {
    Lowest,
    Ties,
    Kaiser,
    Redeal,
    AllKaiser,
    AllKaiserFewer,
    NoneCan,
    Turned,
    TurnedBanner,
}

/// The basis of `rule` in `system`, with its fallbacks (at last the Umschlag's `source`).
fn basis(system: &RuleSystem, rule: Rule) -> Basis {
    let b = &system.umschlag.basis;
    let found = match rule {
        Rule::Lowest => b.lowest.as_ref(),
        Rule::Ties => b.ties.as_ref(),
        Rule::Kaiser => b.kaiser.as_ref(),
        Rule::Redeal => b.redeal.as_ref(),
        Rule::AllKaiser => b.all_kaiser.as_ref(),
        Rule::AllKaiserFewer => b.all_kaiser_fewer.as_ref().or(b.all_kaiser.as_ref()),
        Rule::NoneCan => b.none_can.as_ref(),
        Rule::Turned => b.turned.as_ref(),
        Rule::TurnedBanner => b.turned_banner.as_ref().or(b.turned.as_ref()),
    };
    found
        .cloned()
        .unwrap_or_else(|| Basis::Source(system.umschlag.source.clone()))
}

/// The rule each reason rests on.
fn rule_of(system: &RuleSystem, reason: &Reason, faced: usize) -> Rule {
    match reason {
        Reason::Kaiser { .. } => Rule::Kaiser,
        Reason::Lowest { .. } | Reason::Trump { .. } => Rule::Lowest,
        Reason::Ties { .. } => Rule::Ties,
        Reason::Redeal => Rule::Redeal,
        // `004_…` states the order for four Kaiser at a table of four.
        Reason::KaiserOrder { .. } | Reason::LowestKaiser { .. } if faced < 4 => {
            Rule::AllKaiserFewer
        }
        Reason::KaiserOrder { .. } | Reason::LowestKaiser { .. } | Reason::TurnStock => {
            Rule::AllKaiser
        }
        Reason::NoneCan => Rule::NoneCan,
        Reason::Turned { card } if system.kaiser && card.rank() == Rank::Banner => {
            Rule::TurnedBanner
        }
        Reason::Turned { .. } => Rule::Turned,
    }
}

/// The Umschlag of `steps`, each with its basis.
fn umschlag(system: &RuleSystem, decision: Decision, steps: Vec<Reason>, faced: usize) -> Umschlag {
    let bases: Vec<Basis> = steps
        .iter()
        .map(|r| basis(system, rule_of(system, r, faced)))
        .collect();
    let mut cited: Vec<&Text> = Vec::new();
    for b in &bases {
        if let Basis::Source(s) = b
            && !s.is_blank()
            && !cited.contains(&s)
        {
            cited.push(s);
        }
    }
    let source = Text {
        en: cited
            .iter()
            .map(|t| t.en.as_str())
            .collect::<Vec<_>>()
            .join("; "),
        de: cited
            .iter()
            .map(|t| t.de.as_str())
            .collect::<Vec<_>>()
            .join("; "),
    };
    Umschlag {
        decision,
        steps,
        bases,
        source,
    }
}

/// Decide trump from the face-up `cards` in deal order; `stock` holds the stock's top card
/// (used only when every face-up card is a Kaiser; its suit is trump, whatever it is).
pub fn decide(
    system: &RuleSystem,
    deck: Deck,
    cards: &[Card],
    stock: &[Card],
) -> Result<Umschlag, UmschlagError> {
    if cards.is_empty() {
        return Err(UmschlagError::Empty);
    }
    if cards.len() > 12 {
        return Err(UmschlagError::TooMany(cards.len()));
    }
    for (i, card) in cards.iter().chain(stock).enumerate() {
        if cards.iter().chain(stock).take(i).any(|c| c == card) {
            return Err(UmschlagError::Duplicate(*card));
        }
        if !deck.contains(*card) {
            return Err(UmschlagError::NotInDeck(*card, deck));
        }
    }
    let faced = cards.len();
    let mut steps = Vec::new();
    for card in cards {
        if is_kaiser(system, *card) {
            steps.push(Reason::Kaiser {
                card: *card,
                name: system
                    .name_of(*card)
                    .or(card.kaiser_name())
                    .unwrap_or("Kaiser")
                    .to_string(),
                never: system.umschlag.all_kaiser != AllKaiser::KaiserOrder
                    || !system.umschlag.kaiser_order.contains(&card.suit()),
            });
        }
    }
    if let Some((index, card)) = lowest(system, cards) {
        let ties: Vec<Card> = cards
            .iter()
            .enumerate()
            .filter(|(i, c)| {
                *i != index
                    && !is_kaiser(system, **c)
                    && c.rank().farbposition() == card.rank().farbposition()
            })
            .map(|(_, c)| *c)
            .collect();
        steps.push(Reason::Lowest { card });
        if !ties.is_empty() {
            steps.push(Reason::Ties { cards: ties });
        }
        steps.push(Reason::Trump { suit: card.suit() });
        return Ok(umschlag(
            system,
            Decision::Trump {
                suit: card.suit(),
                card: card.to_string(),
                from: "umschlag",
                card_index: index,
            },
            steps,
            faced,
        ));
    }
    // Every face-up card is a Kaiser.
    if system.umschlag.redeal_on_four_kaiser && cards.len() == 4 {
        steps.push(Reason::Redeal);
        return Ok(umschlag(system, Decision::Redeal, steps, faced));
    }
    match system.umschlag.all_kaiser {
        AllKaiser::KaiserOrder => {
            let suit = system
                .umschlag
                .kaiser_order
                .iter()
                .find(|s| cards.contains(&Card::new(**s, Rank::Banner)))
                .copied();
            if let Some(suit) = suit {
                let card = Card::new(suit, Rank::Banner);
                let index = cards.iter().position(|c| *c == card).unwrap_or(0);
                steps.push(Reason::KaiserOrder {
                    order: system.umschlag.kaiser_order.clone(),
                });
                steps.push(Reason::LowestKaiser { card, suit });
                return Ok(umschlag(
                    system,
                    Decision::Trump {
                        suit,
                        card: card.to_string(),
                        from: "umschlag",
                        card_index: index,
                    },
                    steps,
                    faced,
                ));
            }
            steps.push(Reason::NoneCan);
        }
        AllKaiser::TurnStock => {
            steps.push(Reason::TurnStock);
        }
    }
    // 000 "Trumpf (umschlagen)": "Diese Karte bleibt offen auf dem Haufen. Diese Farbe ist
    // dann Trumpf." Whatever the turned card is: a Banner there was never announced.
    if let Some(card) = stock.first() {
        steps.push(Reason::Turned { card: *card });
        return Ok(umschlag(
            system,
            Decision::Trump {
                suit: card.suit(),
                card: card.to_string(),
                from: "stock",
                card_index: 0,
            },
            steps,
            faced,
        ));
    }
    Ok(umschlag(system, Decision::TurnStock, steps, faced))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog;

    fn trump(variant: &str, cards: &[&str], stock: &[&str]) -> Decision {
        let system = catalog::load(variant).unwrap();
        let parse = |v: &[&str]| {
            v.iter()
                .map(|n| n.parse::<Card>().unwrap())
                .collect::<Vec<_>>()
        };
        decide(&system, system.default_deck(), &parse(cards), &parse(stock))
            .unwrap()
            .decision
    }

    fn suit(d: Decision) -> Option<Suit> {
        match d {
            Decision::Trump { suit, .. } => Some(suit),
            _ => None,
        }
    }

    #[test]
    fn the_lowest_card_sets_trump_ties_to_the_first_dealt() {
        // 000 §Trumpf: "Wenn zwei kleinste Karten daliegen, ist jene Farbe Trumpf, die als erste ausgeteilte wurde"
        let d = trump(
            "lungern",
            &["Rosen-König", "Schellen-7", "Eichel-Ass", "Schilten-Ass"],
            &[],
        );
        assert_eq!(suit(d), Some(Suit::Eichel));
        // 001 §4: "Wären beispielsweise drei Banner und ein König im Umschlag, so würde der König die Trumpffarbe bestimmen"
        let d = trump("stans", &["Blass", "Mugg", "Schilten-König", "Wiidli"], &[]);
        assert_eq!(suit(d), Some(Suit::Schilten));
        // 003 §4: "die kleinste ist hier die Sau"; the Ass below the 3.
        assert_eq!(
            suit(trump("liebenau", &["Rosen-3", "Eichel-Ass"], &[])),
            Some(Suit::Eichel)
        );
        // Karnöffel has no Kaiser: a Banner is a 10 and can set trump.
        assert_eq!(
            suit(trump("karnoeffel", &["Eichel-König", "Rosen-Banner"], &[])),
            Some(Suit::Rosen)
        );
    }

    #[test]
    fn when_every_face_up_card_is_a_kaiser() {
        // 000: four Kaiser alone: deal again; fewer: turn the stock.
        assert_eq!(
            trump("lungern", &["Blass", "Mugg", "Grün", "Oberkaiser"], &[]),
            Decision::Redeal
        );
        assert_eq!(
            trump("lungern", &["Blass", "Mugg"], &[]),
            Decision::TurnStock
        );
        assert_eq!(
            suit(trump("lungern", &["Blass", "Mugg"], &["Eichel-9"])),
            Some(Suit::Eichel)
        );
        // 000: "Diese Farbe ist dann Trumpf", even for a turned Banner (never announced).
        assert_eq!(
            suit(trump("liebenau", &["Blass", "Mugg"], &["Grün"])),
            Some(Suit::Eichel)
        );
        // 004: "Schellen (Mogg), Schilten (Tätsch), Eicheln (Grüen), Rosen (Blass)"
        assert_eq!(
            suit(trump(
                "willisau",
                &["Blass", "Grüen", "Tätsch", "Mogg"],
                &[]
            )),
            Some(Suit::Schellen)
        );
        assert_eq!(
            suit(trump("willisau", &["Blass", "Grüen", "Tätsch"], &[])),
            Some(Suit::Schilten)
        );
        assert_eq!(
            suit(trump("willisau", &["Blass", "Grüen"], &[])),
            Some(Suit::Eichel)
        );
    }

    #[test]
    fn each_step_rests_on_a_source_or_a_reading() {
        let parse = |v: &[&str]| {
            v.iter()
                .map(|n| n.parse::<Card>().unwrap())
                .collect::<Vec<_>>()
        };
        // stans: Achermann 1978 §4 says a Kaiser never sets trump, not what follows when all
        // are Kaiser: those steps are reading 15.
        let system = catalog::load("stans").unwrap();
        let u = decide(
            &system,
            Deck::Stans40,
            &parse(&["Blass", "Mugg"]),
            &parse(&["Eichel-7"]),
        )
        .unwrap();
        assert_eq!(u.steps.len(), u.bases.len());
        assert!(matches!(&u.bases[0], Basis::Source(s) if s.en.contains("nie Trumpf")));
        assert!(
            u.bases[2..]
                .iter()
                .all(|b| matches!(b, Basis::Reading { reading: 15, .. }))
        );
        assert!(u.source.en.starts_with("001_") && !u.source.en.contains("reading"));
        // A house file must say what its Umschlag rests on: a basis per step, or a source.
        let house = |extra: &str| {
            format!(
                "format_version: 1\nid: house\nextends: stans\ntitle: House\numschlag:\n  kaiser_never_trump: true\n  all_kaiser: turn-stock\n{extra}"
            )
        };
        assert!(catalog::load_text(&house(""), "h.yaml").is_err());
        let system = catalog::load_text(&house("  source: our table\n"), "h.yaml").unwrap();
        let u = decide(&system, Deck::Stans40, &parse(&["Blass", "Rosen-3"]), &[]).unwrap();
        assert!(
            u.bases
                .iter()
                .all(|b| *b == Basis::Source(Text::both("our table")))
        );
    }

    #[test]
    fn bad_umschlag_input() {
        let system = catalog::load("stans").unwrap();
        let r9 = "Rosen-9".parse::<Card>().unwrap();
        assert_eq!(
            decide(&system, Deck::Stans40, &[], &[]),
            Err(UmschlagError::Empty)
        );
        assert_eq!(
            decide(&system, Deck::Stans40, &[r9], &[]),
            Err(UmschlagError::NotInDeck(r9, Deck::Stans40))
        );
        let ra = "Rosen-Ass".parse::<Card>().unwrap();
        assert_eq!(
            decide(&system, Deck::Stans40, &[ra], &[ra]),
            Err(UmschlagError::Duplicate(ra))
        );
    }
}
