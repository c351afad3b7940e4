//! A table of named hands and a deal in words: why a table cannot be played
//! ([`error`]), why a deal or a play is refused ([`deal_error`]), and player counts
//! ([`players`]), in the language given.

use crate::i18n::Lang;
use crate::rules::deal::DealError;
use crate::rules::facedown::Refused;
use crate::rules::hand::{HandError, counts};
use crate::tl;

/// "2 to 6 players" or "2, 4 or 6 players".
pub fn players(lang: Lang, allowed: &[usize]) -> String {
    let v = counts(allowed);
    match v.as_slice() {
        [] => tl!(lang, "rules-players-nobody"),
        [one] => tl!(lang, "rules-players-one", n = *one),
        [first, .., last] if v.len() > 2 && v.windows(2).all(|w| w[1] == w[0] + 1) => {
            tl!(lang, "rules-players-range", from = *first, to = *last)
        }
        [rest @ .., last] => tl!(
            lang,
            "rules-players-list",
            list = rest
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            last = *last
        ),
    }
}

/// A table that cannot be played, as the user reads it.
pub fn error(lang: Lang, e: &HandError) -> String {
    match e {
        HandError::TooFew => tl!(lang, "rules-hand-too-few"),
        HandError::TooMany {
            players: n,
            system,
            allowed,
        } => tl!(
            lang,
            "rules-hand-too-many",
            players = *n,
            system = system,
            allowed = players(lang, allowed)
        ),
        HandError::DuplicatePlayer(name) => tl!(lang, "rules-hand-duplicate-player", name = name),
        HandError::CardTwiceInHand { card, holder } => tl!(
            lang,
            "rules-hand-card-twice-in-hand",
            card = card,
            holder = holder
        ),
        HandError::CardTwice {
            card,
            first,
            second,
        } => tl!(
            lang,
            "rules-hand-card-twice",
            card = card,
            first = first,
            second = second
        ),
        HandError::Unequal(sizes) => {
            let sizes: Vec<String> = sizes.iter().map(|(n, s)| format!("{n} {s}")).collect();
            tl!(lang, "rules-hand-unequal", sizes = sizes.join(", "))
        }
        HandError::Empty(name) => tl!(lang, "rules-hand-empty", name = name),
        HandError::UnknownPlayer { name, players } => tl!(
            lang,
            "rules-hand-unknown-player",
            name = name,
            players = players.join(", ")
        ),
        HandError::TwoTeams(name) => tl!(lang, "rules-hand-two-teams", name = name),
        HandError::Teams(teams) => {
            let shown: Vec<String> = teams.iter().map(|t| format!("'{}'", t.join(","))).collect();
            tl!(lang, "rules-hand-teams", teams = shown.join(" "))
        }
        HandError::NoTeam { missing } => tl!(lang, "rules-hand-no-team", name = missing),
        HandError::Need { need, tricks } => {
            tl!(lang, "rules-hand-need", need = *need, tricks = *tricks)
        }
    }
}

/// A deal or a play refused, as the user reads it.
pub fn deal_error(lang: Lang, e: &DealError) -> String {
    match e {
        DealError::Players {
            system,
            players: n,
            allowed,
        } => tl!(
            lang,
            "rules-deal-players",
            system = system,
            players = *n,
            allowed = players(lang, allowed)
        ),
        DealError::Redeals(n) => tl!(lang, "rules-deal-redeals", n = *n),
        DealError::HandOver => tl!(lang, "rules-deal-hand-over"),
        DealError::NotInHand(card) => tl!(lang, "rules-deal-not-in-hand", card = card),
        DealError::NotNow(card) => tl!(lang, "rules-deal-not-now", card = card),
        DealError::FaceDown { card, refused } => match refused {
            Refused::NotInSystem => tl!(lang, "rules-deal-face-down-not-here", card = card),
            Refused::Leading => tl!(lang, "rules-deal-face-down-leading", card = card),
            Refused::MustTake => tl!(lang, "rules-deal-face-down-must-take", card = card),
        },
        DealError::Power(e) => super::error::power(lang, e),
        DealError::Umschlag(e) => super::umschlag::error(lang, e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;
    use crate::rules::hand::seat;
    use crate::rules::solver::PlayRules;

    fn c(name: &str) -> Card {
        name.parse().unwrap()
    }

    fn hand(name: &str, cards: &[&str]) -> (String, Vec<Card>) {
        (name.to_string(), cards.iter().map(|n| c(n)).collect())
    }

    #[test]
    fn every_bad_input_has_its_error() {
        let ok = [hand("A", &["Rosen-3"]), hand("B", &["Eichel-3"])];
        /// Hands, teams, --need, players allowed, expected message.
        type Case<'a> = (
            Vec<(String, Vec<Card>)>,
            Vec<Vec<String>>,
            Option<u8>,
            &'a [usize],
            &'a str,
        );
        let cases: Vec<Case> = vec![
            (
                vec![hand("A", &["Rosen-3"])],
                vec![],
                None,
                &[2],
                "at least two players",
            ),
            (
                ok.to_vec(),
                vec![],
                None,
                &[4, 6],
                "played by 4 or 6 players",
            ),
            (
                vec![hand("A", &["Rosen-3"]), hand("a", &["Eichel-3"])],
                vec![],
                None,
                &[2],
                "named twice",
            ),
            (
                vec![hand("A", &["Rosen-3"]), hand("B", &["Rosen-3"])],
                vec![],
                None,
                &[2],
                "in A's hand and in B's",
            ),
            (
                vec![hand("A", &["Rosen-3", "Rosen-4"]), hand("B", &["Eichel-3"])],
                vec![],
                None,
                &[2],
                "unequal size: A 2, B 1",
            ),
            (
                ok.to_vec(),
                vec![vec!["A".into()], vec!["X".into()]],
                None,
                &[2],
                "names 'X', who has no --hand",
            ),
            (
                ok.to_vec(),
                vec![vec!["A".into()], vec!["A".into()]],
                None,
                &[2],
                "'A' is in two teams",
            ),
            (
                ok.to_vec(),
                vec![vec!["A".into()]],
                None,
                &[2],
                "at least two teams",
            ),
            (
                ok.to_vec(),
                vec![vec!["A".into()], vec![]],
                None,
                &[2],
                "at least two teams",
            ),
            (
                ok.to_vec(),
                vec![vec!["A".into(), "B".into()]],
                None,
                &[2],
                "at least two teams",
            ),
            (
                ok.to_vec(),
                vec![],
                Some(2),
                &[2],
                "--need 2: a party needs 1 to 1",
            ),
        ];
        for (hands, teams, need, allowed, says) in cases {
            let e = seat(&hands, &teams, need, "x", allowed, PlayRules::default()).unwrap_err();
            let said = error(Lang::En, &e);
            assert!(said.contains(says), "{said} / {says}");
        }
    }

    #[test]
    fn player_counts_in_words() {
        let describe = |v: &[usize]| players(Lang::En, v);
        assert_eq!(describe(&[2, 3, 4, 5, 6]), "2 to 6 players");
        assert_eq!(describe(&[2, 4, 6]), "2, 4 or 6 players");
        assert_eq!(describe(&[4]), "4 players");
    }

    #[test]
    fn errors_and_player_counts_in_german() {
        let say = |e: &HandError| error(Lang::De, e);
        let describe = |v: &[usize]| players(Lang::De, v);
        {
            let hands = [hand("A", &["Rosen-3"]), hand("B", &["Rosen-3"])];
            assert_eq!(
                say(&seat(&hands, &[], None, "x", &[2], PlayRules::default()).unwrap_err()),
                "Rosen-3 ist in der Hand von A und in der von B; jede Karte gibt es nur einmal"
            );
            let hands = [hand("A", &["Rosen-3"]), hand("B", &["Eichel-3"])];
            assert_eq!(
                say(&seat(&hands, &[], None, "stans", &[4, 6], PlayRules::default()).unwrap_err()),
                "2 Spieler: das Regelsystem 'stans' kennt nur 4 oder 6 Spieler"
            );
            assert_eq!(describe(&[2, 3, 4, 5, 6]), "2 bis 6 Spieler");
            assert_eq!(describe(&[2, 4, 6]), "2, 4 oder 6 Spieler");
        }
    }
}
