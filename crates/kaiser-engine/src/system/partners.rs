//! What a seat may see of its partners' cards, per system (issue 15 item 2): the `partners:`
//! section of a system file, with the source's words (or our reading) beside it.
//!
//! ```yaml
//! partners:
//!   sees: all            # all | signs | none
//!   basis: '000_… §Sich die Karten zeigen: "Diese beiden Partner dürfen jederzeit sich die Karten zeigen"'
//!   sprecher:            # optional: a party of at least `from` players has a Sprecher
//!     from: 3
//!     basis: '000_… §Sich die Karten zeigen: "Dieser darf der Reihe nach alle Karten seiner Mitspieler ansehen, und diese die seinen"'
//!     reading: {reading: 27, en: '…', de: '…'}  # optional: who is the Sprecher
//!   reading: {reading: 27, en: '…', de: '…'}   # optional: what the source leaves loose
//! ```
//!
//! - `all`: partners see each other's hidden cards. With `sprecher`, a party of at least
//!   `from` players has a Sprecher who sees every partner's cards, and they his (not each
//!   other's).
//! - `signs`: the party's Schreiber learns each partner's high cards by signs (the cards of a
//!   Stecher or Stupf row in this hand's Machtposition, and the Könige); the partners learn
//!   the Schreiber's Könige ("Wurf"). Which cards count as high is our reading.
//! - `none` (and a system without the section): a seat sees none of its partners' cards.
//!
//! The Schreiber or Sprecher is the party's first seat, the seat that answers for the party
//! at the table (our reading: the sources let the party choose).

use super::schema::Basis;
use crate::stake::Party;
use serde::Deserialize;

/// How much partners see of each other's hidden cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Sees {
    /// Every hidden card (or, with a Sprecher, between him and each partner).
    All,
    /// The high cards, by signs, to the party's Schreiber; his Könige back.
    Signs,
    /// Nothing.
    #[default]
    None,
}

/// A party big enough chooses a Sprecher, who alone sees all its cards.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SprecherDef {
    /// Parties of at least this many players have a Sprecher.
    pub from: usize,
    /// Where the source says so, or our reading.
    pub basis: Basis,
    /// Our reading of what the source leaves loose (who is the Sprecher).
    #[serde(default)]
    pub reading: Option<Basis>,
}

/// The `partners:` section: what a seat may see of its partners' cards.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartnersDef {
    /// How much partners see.
    pub sees: Sees,
    /// Where the source says so, or our reading.
    pub basis: Basis,
    /// Our reading of what the source leaves loose (which cards are high, who is the
    /// Schreiber), beside a `basis` that quotes the source: never shown as a quote.
    #[serde(default)]
    pub reading: Option<Basis>,
    /// A Sprecher in parties of at least so many players (lungern at six and eight).
    #[serde(default)]
    pub sprecher: Option<SprecherDef>,
}

/// What one seat is shown of one partner's hidden cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    /// Every card.
    All,
    /// The high cards (Stecher and Stupf rows of the hand's Machtposition, and Könige).
    Signs,
    /// The Könige (the Schreiber's "Wurf").
    Wurf,
}

/// The role a seat has in its party for what partners see.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Head {
    /// The party's Sprecher (sees every partner's cards, and they his).
    Sprecher(usize),
    /// The party's Schreiber (learns the partners' high cards by signs).
    Schreiber(usize),
}

impl Head {
    /// The seat.
    pub fn seat(self) -> usize {
        match self {
            Head::Sprecher(s) | Head::Schreiber(s) => s,
        }
    }
}

impl PartnersDef {
    /// The seat at the head of `seat`'s party, if the party has one under these rules: the
    /// Sprecher (with `sprecher`, in a party big enough) or the Schreiber (`signs`). It is
    /// the party's first seat.
    pub fn head(&self, seat: usize, parties: &[Party]) -> Option<Head> {
        let party = *parties.get(seat)?;
        let members: Vec<usize> = (0..parties.len())
            .filter(|s| parties[*s] == party)
            .collect();
        let first = *members.first()?;
        match self.sees {
            Sees::None => None,
            Sees::Signs => (members.len() > 1).then_some(Head::Schreiber(first)),
            Sees::All => self
                .sprecher
                .as_ref()
                .filter(|sp| members.len() >= sp.from)
                .map(|_| Head::Sprecher(first)),
        }
    }

    /// The partners whose hidden cards `seat` sees, each with how much, in seat order.
    pub fn seen_by(&self, seat: usize, parties: &[Party]) -> Vec<(usize, Shown)> {
        let Some(party) = parties.get(seat).copied() else {
            return Vec::new();
        };
        let partners = (0..parties.len()).filter(|s| *s != seat && parties[*s] == party);
        match (self.sees, self.head(seat, parties)) {
            (Sees::None, _) => Vec::new(),
            (Sees::All, None) => partners.map(|s| (s, Shown::All)).collect(),
            (Sees::All, Some(h)) if h.seat() == seat => partners.map(|s| (s, Shown::All)).collect(),
            (Sees::All, Some(h)) => vec![(h.seat(), Shown::All)],
            (Sees::Signs, Some(h)) if h.seat() == seat => {
                partners.map(|s| (s, Shown::Signs)).collect()
            }
            (Sees::Signs, Some(h)) => vec![(h.seat(), Shown::Wurf)],
            (Sees::Signs, None) => Vec::new(),
        }
    }

    /// Every basis the section names (for validation and citation).
    pub fn bases(&self) -> Vec<&Basis> {
        std::iter::once(&self.basis)
            .chain(self.reading.as_ref())
            .chain(self.sprecher.as_ref().map(|s| &s.basis))
            .chain(self.sprecher.as_ref().and_then(|s| s.reading.as_ref()))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn def(sees: Sees, sprecher: Option<usize>) -> PartnersDef {
        PartnersDef {
            sees,
            basis: Basis::Source("x".into()),
            reading: None,
            sprecher: sprecher.map(|from| SprecherDef {
                from,
                basis: Basis::Source("y".into()),
                reading: None,
            }),
        }
    }

    #[test]
    fn two_partners_see_each_other_and_nobody_else() {
        let parties = [0, 1, 0, 1];
        let d = def(Sees::All, Some(3));
        assert_eq!(d.seen_by(0, &parties), vec![(2, Shown::All)]);
        assert_eq!(d.seen_by(3, &parties), vec![(1, Shown::All)]);
        assert_eq!(d.head(0, &parties), None);
        assert!(def(Sees::None, None).seen_by(0, &parties).is_empty());
    }

    #[test]
    fn a_sprecher_sees_his_party_and_they_him_only() {
        let parties = [0, 1, 0, 1, 0, 1];
        let d = def(Sees::All, Some(3));
        assert_eq!(d.head(4, &parties), Some(Head::Sprecher(0)));
        assert_eq!(
            d.seen_by(0, &parties),
            vec![(2, Shown::All), (4, Shown::All)]
        );
        assert_eq!(d.seen_by(2, &parties), vec![(0, Shown::All)]);
        assert_eq!(d.seen_by(5, &parties), vec![(1, Shown::All)]);
        // Without a Sprecher everybody sees everybody of the party.
        let d = def(Sees::All, None);
        assert_eq!(
            d.seen_by(2, &parties),
            vec![(0, Shown::All), (4, Shown::All)]
        );
    }

    #[test]
    fn signs_go_to_the_schreiber_and_his_koenige_back() {
        let parties = [0, 1, 0, 1];
        let d = def(Sees::Signs, None);
        assert_eq!(d.head(2, &parties), Some(Head::Schreiber(0)));
        assert_eq!(d.seen_by(0, &parties), vec![(2, Shown::Signs)]);
        assert_eq!(d.seen_by(2, &parties), vec![(0, Shown::Wurf)]);
        // A player alone has no partner.
        assert!(d.seen_by(1, &[0, 1, 2]).is_empty());
        assert!(d.seen_by(9, &parties).is_empty());
    }
}
