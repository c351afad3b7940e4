//! The parties and the score as `kaiser play` names them: "A+C", the score line of a hand's
//! heading, and the score board after each hand.

use crate::rules::deal::parties_of;
use crate::rules::system::TableDef;
use crate::t;

pub(super) fn party_name(def: &TableDef, party: usize) -> String {
    let parties = parties_of(def);
    (0..def.players)
        .filter(|s| parties[*s] == party)
        .map(|s| ((b'A' + s as u8) as char).to_string())
        .collect::<Vec<_>>()
        .join("+")
}

/// How many players sit in `party` (the verb agrees: "A wins", "A+C win").
pub(super) fn party_size(def: &TableDef, party: usize) -> usize {
    parties_of(def).iter().filter(|p| **p == party).count()
}

/// The seats of the other parties than `seat`'s, as a sentence names them (`B`, `B+D`),
/// and how many they are (one is "B goes", more "the others go"). `parties`: each seat's
/// party.
pub(super) fn others(parties: &[usize], seat: usize) -> (String, usize) {
    let mine = parties.get(seat).copied();
    let seats: Vec<String> = (0..parties.len())
        .filter(|s| Some(parties[*s]) != mine)
        .map(|s| ((b'A' + (s % 26) as u8) as char).to_string())
        .collect();
    (seats.join("+"), seats.len())
}

/// The score as a table: each party, its points and what it still needs (A is the learner).
pub(super) fn score_board(
    theme: crate::render::Theme,
    def: &TableDef,
    scores: &[u32],
    target: u32,
) -> String {
    let me = parties_of(def)[0];
    let header = [
        t!("play-board-party"),
        t!("play-board-score"),
        t!("play-board-to-go"),
    ];
    let mut board = theme.table(&header.each_ref().map(String::as_str));
    for (p, score) in scores.iter().enumerate() {
        board.add_row(vec![
            party_name(def, p)
                + &if p == me {
                    t!("play-you-mark")
                } else {
                    String::new()
                },
            score.to_string(),
            target.saturating_sub(*score).to_string(),
        ]);
    }
    crate::render::fit::table(theme, &board)
}

/// The parties' scores (or tricks won), "A+C 0 : B+D 0", as one unbreakable unit: its
/// spaces are no-break spaces, so a line wrapped at the terminal's edge never splits it.
pub(super) fn score_line(def: &TableDef, scores: &[u32]) -> String {
    (0..def.parties)
        .map(|p| format!("{}\u{a0}{}", party_name(def, p), scores[p]))
        .collect::<Vec<_>>()
        .join("\u{a0}:\u{a0}")
}
