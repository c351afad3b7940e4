//! A table of named players with known hands, as `kaiser solve` and `kaiser odds` take it:
//! seats in playing order, parties, hand sizes and the tricks a party needs; every way the
//! input can be wrong gets its own [`HandError`].

use crate::cards::{Card, CardSet};
use crate::solver::{MAX_SEATS, PlayRules, Table};
use thiserror::Error;

/// Why a table cannot be played: data, narrated by the app (`text::hand`).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum HandError {
    /// Fewer than two hands.
    #[error("fewer than two hands")]
    TooFew,
    /// More players than the system (or any table) allows.
    #[error("{players} players not allowed")]
    TooMany {
        /// Players given.
        players: usize,
        /// The system.
        system: String,
        /// The player counts it allows.
        allowed: Vec<usize>,
    },
    /// A player named twice.
    #[error("player named twice")]
    DuplicatePlayer(String),
    /// A card twice in one hand.
    #[error("{card} twice in one hand")]
    CardTwiceInHand {
        /// The card.
        card: Card,
        /// The holder.
        holder: String,
    },
    /// A card in two hands.
    #[error("{card} in two hands")]
    CardTwice {
        /// The card.
        card: Card,
        /// One holder.
        first: String,
        /// The other.
        second: String,
    },
    /// Hands of different sizes: each player with the size of the hand.
    #[error("hands of unequal size")]
    Unequal(Vec<(String, usize)>),
    /// An empty hand.
    #[error("empty hand")]
    Empty(String),
    /// A team names someone who has no hand.
    #[error("unknown player in a team")]
    UnknownPlayer {
        /// The name.
        name: String,
        /// The players.
        players: Vec<String>,
    },
    /// A player in two teams.
    #[error("player in two teams")]
    TwoTeams(String),
    /// A team with nobody in it, or only one team (the teams as given).
    #[error("fewer than two teams with players")]
    Teams(Vec<Vec<String>>),
    /// A player in no team.
    #[error("player in no team")]
    NoTeam {
        /// Who.
        missing: String,
    },
    /// A target that cannot be reached or decides nothing.
    #[error("need {need} of {tricks} tricks")]
    Need {
        /// Asked.
        need: u8,
        /// Tricks in the hand.
        tricks: usize,
    },
}

/// Named players with their hands and parties.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seating {
    /// Names in seat (playing) order.
    pub names: Vec<String>,
    /// Parties as lists of seats.
    pub teams: Vec<Vec<usize>>,
    /// The table for the solver.
    pub table: Table,
}

impl Seating {
    /// The player names of party `p`.
    pub fn team_names(&self, p: usize) -> Vec<String> {
        self.teams[p]
            .iter()
            .map(|s| self.names[*s].clone())
            .collect()
    }
}

/// Tricks a party needs by default: more than half of the hand's tricks when two parties
/// play (3 of 5: `001_…` §4, `003_…` §4), else the most any one party can be sure to have
/// alone (more than the total divided among the parties).
pub fn default_need(tricks: usize, parties: usize) -> u8 {
    (tricks / parties.max(1) + 1).min(tricks) as u8
}

/// Build a table: `hands` in seat order (the first leads), `teams` as lists of names (empty:
/// everyone alone), `need` the tricks a party needs (default [`default_need`]), `max_players`
/// what the system allows.
pub fn seat(
    hands: &[(String, Vec<Card>)],
    teams: &[Vec<String>],
    need: Option<u8>,
    system: &str,
    allowed: &[usize],
    rules: PlayRules,
) -> Result<Seating, HandError> {
    let n = hands.len();
    if n < 2 {
        return Err(HandError::TooFew);
    }
    if n > MAX_SEATS || !allowed.contains(&n) {
        return Err(HandError::TooMany {
            players: n,
            system: system.to_string(),
            allowed: counts(allowed),
        });
    }
    let names: Vec<String> = hands.iter().map(|(n, _)| n.clone()).collect();
    for (i, name) in names.iter().enumerate() {
        if names[..i].iter().any(|m| m.eq_ignore_ascii_case(name)) {
            return Err(HandError::DuplicatePlayer(name.clone()));
        }
    }
    let mut sets = Vec::with_capacity(n);
    let mut holder: Vec<(Card, usize)> = Vec::new();
    for (seat, (name, cards)) in hands.iter().enumerate() {
        if cards.is_empty() {
            return Err(HandError::Empty(name.clone()));
        }
        let mut set = CardSet::EMPTY;
        for card in cards {
            if let Some((_, other)) = holder.iter().find(|(c, _)| c == card) {
                if *other == seat {
                    return Err(HandError::CardTwiceInHand {
                        card: *card,
                        holder: name.clone(),
                    });
                }
                return Err(HandError::CardTwice {
                    card: *card,
                    first: names[*other].clone(),
                    second: name.clone(),
                });
            }
            holder.push((*card, seat));
            set.insert(*card);
        }
        sets.push(set);
    }
    let size = sets[0].len();
    if sets.iter().any(|s| s.len() != size) {
        let sizes = names
            .iter()
            .zip(&sets)
            .map(|(n, s)| (n.clone(), s.len()))
            .collect();
        return Err(HandError::Unequal(sizes));
    }
    if !teams.is_empty()
        && (teams.len() < 2 || teams.iter().any(|t| t.iter().all(|n| n.trim().is_empty())))
    {
        return Err(HandError::Teams(teams.to_vec()));
    }
    let teams: Vec<Vec<usize>> = if teams.is_empty() {
        (0..n).map(|s| vec![s]).collect()
    } else {
        let mut out = Vec::new();
        let mut party = vec![None; n];
        for team in teams {
            let mut seats = Vec::new();
            for name in team.iter().filter(|n| !n.trim().is_empty()) {
                let seat = names
                    .iter()
                    .position(|m| m.eq_ignore_ascii_case(name.trim()))
                    .ok_or_else(|| HandError::UnknownPlayer {
                        name: name.clone(),
                        players: names.clone(),
                    })?;
                if party[seat].is_some() {
                    return Err(HandError::TwoTeams(names[seat].clone()));
                }
                party[seat] = Some(out.len());
                seats.push(seat);
            }
            out.push(seats);
        }
        if let Some(missing) = party.iter().position(|p| p.is_none()) {
            return Err(HandError::NoTeam {
                missing: names[missing].clone(),
            });
        }
        out
    };
    let mut party = vec![0; n];
    for (p, seats) in teams.iter().enumerate() {
        for s in seats {
            party[*s] = p;
        }
    }
    let need = match need {
        Some(k) if k == 0 || k as usize > size => {
            return Err(HandError::Need {
                need: k,
                tricks: size,
            });
        }
        Some(k) => k,
        None => default_need(size, teams.len()),
    };
    Ok(Seating {
        names,
        table: Table {
            hands: sets,
            party,
            need: vec![need; teams.len()],
            won: vec![0; teams.len()],
            leader: 0,
            played: 0,
            rules,
        },
        teams,
    })
}

/// The player counts allowed, sorted, each once (narrated by `text::hand::players` as
/// "2 to 6 players" or "2, 4 or 6 players").
pub fn counts(allowed: &[usize]) -> Vec<usize> {
    let mut v = allowed.to_vec();
    v.sort_unstable();
    v.dedup();
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(name: &str) -> Card {
        name.parse().unwrap()
    }

    fn hand(name: &str, cards: &[&str]) -> (String, Vec<Card>) {
        (name.to_string(), cards.iter().map(|n| c(n)).collect())
    }

    #[test]
    fn seats_parties_and_targets() {
        let hands = [
            hand("A", &["Rosen-3", "Rosen-4"]),
            hand("B", &["Eichel-3", "Eichel-4"]),
            hand("C", &["Rosen-5", "Rosen-6"]),
            hand("D", &["Eichel-5", "Eichel-6"]),
        ];
        let teams = vec![vec!["A".into(), "c".into()], vec!["B".into(), "D".into()]];
        let s = seat(&hands, &teams, None, "x", &[2, 4], PlayRules::default()).unwrap();
        assert_eq!(s.table.party, [0, 1, 0, 1]);
        assert_eq!(s.table.need, [2, 2]);
        assert_eq!(s.team_names(1), ["B", "D"]);
        let alone = seat(&hands, &[], None, "x", &[4], PlayRules::default()).unwrap();
        assert_eq!(alone.table.party, [0, 1, 2, 3]);
        assert_eq!(alone.table.need, [1; 4]);
    }

    #[test]
    fn player_counts_and_the_default_need() {
        assert_eq!(counts(&[4, 2, 4]), vec![2, 4]);
        assert_eq!(default_need(5, 2), 3);
        assert_eq!(default_need(9, 4), 3);
    }

    #[test]
    fn a_bad_input_is_a_typed_error() {
        let hands = [hand("A", &["Rosen-3"]), hand("B", &["Rosen-3"])];
        assert_eq!(
            seat(&hands, &[], None, "x", &[2], PlayRules::default()),
            Err(HandError::CardTwice {
                card: c("Rosen-3"),
                first: "A".into(),
                second: "B".into()
            })
        );
        let hands = [hand("A", &["Rosen-3"]), hand("B", &["Eichel-3"])];
        assert_eq!(
            seat(&hands, &[], None, "stans", &[6, 4], PlayRules::default()),
            Err(HandError::TooMany {
                players: 2,
                system: "stans".into(),
                allowed: vec![4, 6]
            })
        );
    }
}
