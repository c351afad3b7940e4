//! The alias tables (suit and rank spellings, nicknames) and reading a name into a
//! [`CardRef`] without a trump or system.

use super::{CardRef, fold};
use crate::cards::{Card, Rank, Suit};

/// Suit spellings (folded). `t`, `trumpf`, `trumf` stand for the trump suit.
pub(super) const SUITS: &[(&str, Option<Suit>)] = &[
    ("rosen", Some(Suit::Rosen)),
    ("rose", Some(Suit::Rosen)),
    ("r", Some(Suit::Rosen)),
    ("schellen", Some(Suit::Schellen)),
    ("schelle", Some(Suit::Schellen)),
    ("schallen", Some(Suit::Schellen)),
    ("schaelle", Some(Suit::Schellen)),
    ("s", Some(Suit::Schellen)),
    ("eicheln", Some(Suit::Eichel)),
    ("eichel", Some(Suit::Eichel)),
    ("e", Some(Suit::Eichel)),
    ("schilten", Some(Suit::Schilten)),
    ("schilte", Some(Suit::Schilten)),
    ("schilt", Some(Suit::Schilten)),
    ("sch", Some(Suit::Schilten)),
    ("trumpf", None),
    ("trumf", None),
    ("t", None),
];

/// Rank spellings (folded). "2" is the Ass (the sources count the Ass as the 2);
/// lungern's separate Zweiig is only `Zweiig`/`Zweilig`/`Z`.
pub(super) const RANKS: &[(&str, Rank)] = &[
    ("ass", Rank::Ass),
    ("as", Rank::Ass),
    ("sau", Rank::Ass),
    ("daus", Rank::Ass),
    ("2", Rank::Ass),
    ("a", Rank::Ass),
    ("nullig", Rank::Nullig),
    ("null", Rank::Nullig),
    ("0", Rank::Nullig),
    ("einig", Rank::Einig),
    ("eins", Rank::Einig),
    ("1", Rank::Einig),
    ("zweiig", Rank::Zweiig),
    ("zweilig", Rank::Zweiig),
    ("z", Rank::Zweiig),
    ("3", Rank::Drei),
    ("drei", Rank::Drei),
    ("dreiig", Rank::Drei),
    ("4", Rank::Vier),
    ("vier", Rank::Vier),
    ("viere", Rank::Vier),
    ("vierig", Rank::Vier),
    ("5", Rank::Fuenf),
    ("fuenf", Rank::Fuenf),
    ("fuenfe", Rank::Fuenf),
    ("fuenfig", Rank::Fuenf),
    ("6", Rank::Sechs),
    ("sechs", Rank::Sechs),
    ("sechse", Rank::Sechs),
    ("sechsig", Rank::Sechs),
    ("7", Rank::Sieben),
    ("sieben", Rank::Sieben),
    ("siebnig", Rank::Sieben),
    ("8", Rank::Acht),
    ("acht", Rank::Acht),
    ("achte", Rank::Acht),
    ("achtig", Rank::Acht),
    ("9", Rank::Neun),
    ("neun", Rank::Neun),
    ("neune", Rank::Neun),
    ("neunig", Rank::Neun),
    ("10", Rank::Banner),
    ("zehn", Rank::Banner),
    ("banner", Rank::Banner),
    ("kaiser", Rank::Banner),
    ("b", Rank::Banner),
    ("under", Rank::Under),
    ("unter", Rank::Under),
    ("untermann", Rank::Under),
    ("bauer", Rank::Under),
    ("buur", Rank::Under),
    ("bube", Rank::Under),
    ("u", Rank::Under),
    ("ober", Rank::Ober),
    ("obermann", Rank::Ober),
    ("o", Rank::Ober),
    ("koenig", Rank::Koenig),
    ("konig", Rank::Koenig),
    ("k", Rank::Koenig),
];

/// Whole-word nicknames (folded): the Kaiser (fixed suits) and the trump cards.
/// `000_…` Kaiser, Stupf; `001_…` §1 and the table of signs; `002_…` tables; `003_…` §1; `004_…`.
const NICKNAMES: &[(&str, CardRef)] = &[
    (
        "blass",
        CardRef::Fixed(Card::new(Suit::Rosen, Rank::Banner)),
    ),
    (
        "blaess",
        CardRef::Fixed(Card::new(Suit::Rosen, Rank::Banner)),
    ),
    ("blas", CardRef::Fixed(Card::new(Suit::Rosen, Rank::Banner))),
    (
        "mugg",
        CardRef::Fixed(Card::new(Suit::Schellen, Rank::Banner)),
    ),
    (
        "mogg",
        CardRef::Fixed(Card::new(Suit::Schellen, Rank::Banner)),
    ),
    (
        "fugel",
        CardRef::Fixed(Card::new(Suit::Schellen, Rank::Banner)),
    ),
    (
        "gruen",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "gruene",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "gruener",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "grueen",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "grun",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "wydli",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "widli",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "wiidli",
        CardRef::Fixed(Card::new(Suit::Eichel, Rank::Banner)),
    ),
    (
        "oberkaiser",
        CardRef::Fixed(Card::new(Suit::Schilten, Rank::Banner)),
    ),
    (
        "obkaiser",
        CardRef::Fixed(Card::new(Suit::Schilten, Rank::Banner)),
    ),
    (
        "taetsch",
        CardRef::Fixed(Card::new(Suit::Schilten, Rank::Banner)),
    ),
    (
        "tatsch",
        CardRef::Fixed(Card::new(Suit::Schilten, Rank::Banner)),
    ),
    ("jos", CardRef::Trump(Rank::Under)),
    ("joos", CardRef::Trump(Rank::Under)),
    ("joss", CardRef::Trump(Rank::Under)),
    ("buur", CardRef::Trump(Rank::Under)),
    ("karnoeffel", CardRef::Trump(Rank::Under)),
    ("karnoffel", CardRef::Trump(Rank::Under)),
    ("karnueffel", CardRef::Trump(Rank::Under)),
    ("papst", CardRef::Trump(Rank::Sechs)),
    ("naell", CardRef::Trump(Rank::Sechs)),
    ("teufel", CardRef::Trump(Rank::Sieben)),
    ("tuefel", CardRef::Trump(Rank::Sieben)),
    ("sibille", CardRef::Trump(Rank::Sieben)),
    ("sybille", CardRef::Trump(Rank::Sieben)),
    ("babeli", CardRef::Trump(Rank::Sieben)),
    ("boesesieben", CardRef::Trump(Rank::Sieben)),
    ("boese7", CardRef::Trump(Rank::Sieben)),
    ("hochkoenig", CardRef::Trump(Rank::Ass)),
];

/// The nicknames every system shares, in display form, with what they name.
pub fn shared_nicknames() -> Vec<(&'static str, CardRef)> {
    const DISPLAY: &[(&str, &str)] = &[
        ("blass", "Blass"),
        ("mugg", "Mugg"),
        ("mogg", "Mogg"),
        ("fugel", "Fugel"),
        ("gruen", "Grün"),
        ("grueen", "Grüen"),
        ("wydli", "Wydli"),
        ("widli", "Widli"),
        ("wiidli", "Wiidli"),
        ("oberkaiser", "Oberkaiser"),
        ("obkaiser", "Ob'Kaiser"),
        ("taetsch", "Tätsch"),
        ("jos", "Jos"),
        ("joos", "Joos"),
        ("buur", "Buur"),
        ("karnoeffel", "Karnöffel"),
        ("papst", "Papst"),
        ("naell", "Näll"),
        ("teufel", "Teufel"),
        ("sibille", "Sibille"),
        ("babeli", "Babeli"),
        ("boesesieben", "Böse Sieben"),
        ("hochkoenig", "Hochkönig"),
    ];
    DISPLAY
        .iter()
        .filter_map(|(key, shown)| {
            NICKNAMES
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, r)| (*shown, *r))
        })
        .collect()
}

/// Read a name into a [`CardRef`] without a trump or system: canonical, compound, short or
/// a shared nickname. System nicknames are tried by [`Namer`](super::Namer).
pub fn parse_ref(input: &str) -> Option<CardRef> {
    if let Some(r) = canonical(input) {
        return Some(r);
    }
    let key = fold(input);
    if key.is_empty() {
        return None;
    }
    if let Some((_, r)) = NICKNAMES.iter().find(|(k, _)| *k == key) {
        return Some(*r);
    }
    parse_compound(&key)
}

/// A name in the canonical form `Display` writes (`Rosen-König`, `Trumpf-7`) or the
/// systems' short trump form (`T-7`), read without
/// folding or the alias tables: what the built-in systems' patterns are written in (start-up,
/// issue 14). `None` for anything else, which the tables read; a test checks that both read
/// every canonical name alike.
fn canonical(input: &str) -> Option<CardRef> {
    let (suit, rank) = input.split_once('-')?;
    let rank = Rank::ALL.into_iter().find(|r| r.name() == rank)?;
    if suit == "T" || suit == "Trumpf" {
        return Some(CardRef::Trump(rank));
    }
    let suit = Suit::ALL.into_iter().find(|s| s.name() == suit)?;
    Some(CardRef::Fixed(Card::new(suit, rank)))
}

fn parse_compound(key: &str) -> Option<CardRef> {
    // Try every suit spelling as a prefix; the rest must be a rank spelling. The longest
    // suit prefix wins, so `schb` is Schilten-Banner and not Schellen + "chb".
    let mut best: Option<(usize, CardRef)> = None;
    for (suit_key, suit) in SUITS {
        if let Some(rest) = key.strip_prefix(suit_key)
            && let Some((_, rank)) = RANKS.iter().find(|(k, _)| *k == rest)
        {
            let r = match suit {
                Some(s) => CardRef::Fixed(Card::new(*s, *rank)),
                None => CardRef::Trump(*rank),
            };
            if best.is_none_or(|(len, _)| suit_key.len() > len) {
                best = Some((suit_key.len(), r));
            }
        }
    }
    best.map(|(_, r)| r)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The canonical reading agrees with the alias tables on every canonical name, and reads
    /// nothing else.
    #[test]
    fn canonical_names_read_as_the_tables_read_them() {
        // What `parse_ref` read before the canonical form: the nicknames, then the tables.
        let tables = |name: &str| {
            let key = fold(name);
            NICKNAMES
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, r)| *r)
                .or_else(|| parse_compound(&key))
        };
        let mut names = 0;
        for rank in Rank::ALL {
            for trump in [
                format!("T-{}", rank.name()),
                CardRef::Trump(rank).to_string(),
            ] {
                assert_eq!(canonical(&trump), Some(CardRef::Trump(rank)));
                assert_eq!(canonical(&trump), tables(&trump), "{trump}");
            }
            for suit in Suit::ALL {
                let card = Card::new(suit, rank);
                let name = CardRef::Fixed(card).to_string();
                assert_eq!(canonical(&name), Some(CardRef::Fixed(card)), "{name}");
                assert_eq!(canonical(&name), tables(&name), "{name}");
                names += 1;
            }
        }
        assert_eq!(names, 60);
        for other in [
            "rosen-könig",
            "Rosen König",
            "T-Koenig",
            "t-7",
            "Blass",
            "-",
            "R-K",
            " Rosen-Ass",
        ] {
            assert_eq!(canonical(other), None, "{other}");
        }
    }
}
