//! What `kaiser solve` prints: the JSON (winning party, the line with seats, cards and
//! winners, face-down cards marked) and the text made of the same facts.

use crate::cli::heading;
use crate::render::Theme;
use crate::render::json::Player;
use crate::rules::Power;
use crate::rules::RuleSystem;
use crate::rules::hand::Seating;
use crate::rules::solver::Solution;
use crate::text::trick::label;
use serde::Serialize;

#[derive(Serialize)]
struct Play {
    player: Player,
    /// The canonical name: JSON stays the same in every language.
    card: String,
    /// The row's nickname (Mugg, Jos), if the card has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    /// As the text shows it: `Schellen-Banner (Mugg)`, notes in the user's language.
    #[serde(skip)]
    label: String,
    /// Laid face down (issue 15 item 3): it takes nothing.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    face_down: bool,
}

#[derive(Serialize)]
struct Trick {
    leader: Player,
    cards: Vec<Play>,
    winner: Player,
}

/// `kaiser solve --json` (and what the text says).
#[derive(Serialize)]
pub(super) struct Out {
    system: String,
    deck: String,
    trump: String,
    winning_team: Option<Vec<Player>>,
    need: u8,
    tricks: usize,
    line: Vec<Trick>,
}

pub(super) fn join_names(v: &[String]) -> String {
    match v.len() {
        0 => String::new(),
        1 => v[0].clone(),
        _ => crate::t!(
            "cli-solve-and",
            names = v[..v.len() - 1].join(", "),
            last = v[v.len() - 1]
        ),
    }
}

pub(super) fn render(seating: &Seating, sol: &Solution, system: &RuleSystem, power: &Power) -> Out {
    let player = |s: usize| Player::new(s, seating.names[s].clone());
    let line = sol
        .line
        .iter()
        .map(|t| Trick {
            leader: player(t.seats[0]),
            cards: t
                .seats
                .iter()
                .zip(&t.cards)
                .enumerate()
                .map(|(i, (s, c))| {
                    let shown = label(crate::i18n::lang(), system, power, *c);
                    Play {
                        player: player(*s),
                        card: c.to_string(),
                        name: crate::rules::trick::nickname(system, power, *c).map(String::from),
                        label: if t.is_down(i) {
                            crate::t!("play-face-down-shown", card = shown)
                        } else {
                            shown
                        },
                        face_down: t.is_down(i),
                    }
                })
                .collect(),
            winner: player(t.winner),
        })
        .collect();
    Out {
        system: system.id.clone(),
        deck: power.deck.to_string(),
        trump: power.trump.to_string(),
        winning_team: sol
            .winner
            .map(|p| seating.teams[p].iter().map(|s| player(*s)).collect()),
        need: seating.table.need[0],
        tricks: seating.table.hands[0].len(),
        line,
    }
}

/// The text of `out`: the heading, the table, who wins (or that nobody can force it), and
/// the line trick by trick.
pub(super) fn text(
    out: &Out,
    seating: &Seating,
    system: &RuleSystem,
    deck: crate::cards::Deck,
    trump: crate::cards::Suit,
    theme: Theme,
) -> String {
    let mut text = theme.heading(&heading(system, Some(trump), deck)) + "\n";
    let parties: Vec<String> = (0..seating.teams.len())
        .map(|p| seating.team_names(p).join("+"))
        .collect();
    text.push_str(&crate::t!(
        "cli-solve-table",
        players = seating.names.len(),
        leader = seating.names[0],
        need = out.need,
        tricks = out.tricks,
        parties = parties.join(" · ")
    ));
    text.push('\n');
    match &out.winning_team {
        Some(team) => {
            // One opponent is named ("whatever B does"), more are "the others".
            let others: Vec<&String> = seating
                .names
                .iter()
                .filter(|n| !team.iter().any(|p| &p.name == *n))
                .collect();
            text.push_str(&theme.answer(&crate::t!(
                "cli-solve-wins",
                team = join_names(&team.iter().map(|p| p.name.clone()).collect::<Vec<_>>()),
                members = team.len(),
                need = out.need,
                opponents = others.len(),
                others = others.first().map_or("", |n| n.as_str())
            )))
        }
        None => text.push_str(&theme.answer(&crate::t!("cli-solve-nobody"))),
    }
    let line = match &out.winning_team {
        Some(_) => crate::t!("cli-solve-line"),
        // The solver then plays party 0's try against all the others (rules::solver).
        None => {
            let team = seating.team_names(0);
            crate::t!(
                "cli-solve-line-nobody",
                team = join_names(&team),
                members = team.len()
            )
        }
    };
    text.push_str(&format!("\n{line}\n"));
    for (i, t) in out.line.iter().enumerate() {
        let cards: Vec<String> = t
            .cards
            .iter()
            .map(|p| format!("{} {}", p.player.name, p.label))
            .collect();
        text.push_str(&format!(
            "  {}. {} → {}\n",
            i + 1,
            cards.join(" · "),
            t.winner.name
        ));
    }
    text
}
