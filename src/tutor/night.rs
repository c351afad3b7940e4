//! The covered deal in `kaiser play` (issue 15 item 4; reading 33): stans «nachts», willisau's
//! "Beidne goht's" and liebenau's covered Umschlag. The learner sees their covered card and
//! turns it or keeps it covered; the narration tells who turned, or that the cards are thrown
//! in and who deals again. Also liebenau's joint 3 (two Kaiser announced together).

use super::board::seat_name;
use super::play::say;
use super::ui::{Ask, Mode, Reply, Ui};
use crate::cards::Card;
use crate::t;

/// The first cards go face down at a table of `players`: what happens now.
pub(super) fn dealt(players: usize) -> String {
    t!("play-night-dealt", others = others(players))
}

/// `seat` turned its card (seat 0: the learner) at a table of `players`.
pub(super) fn turned(seat: usize, players: usize) -> String {
    if seat == 0 {
        t!("play-night-you-turn", others = others(players))
    } else {
        t!(
            "play-night-turned",
            seat = seat_name(seat),
            others = others(players)
        )
    }
}

/// How many follow the hand that turns: at a table of two, "the other follows", not "the
/// others follow".
fn others(players: usize) -> usize {
    players.saturating_sub(1)
}

/// At a table of single players `seat`, which turned, leads the first trick (seat 0: the
/// learner; liebenau, reading 41).
pub(super) fn leads(seat: usize) -> String {
    if seat == 0 {
        t!("play-night-you-lead")
    } else {
        t!("play-night-leads", seat = seat_name(seat))
    }
}

/// Nobody turned at a table of single players: the Kritze written aside, `aside` in all.
pub(super) fn aside(aside: u32) -> String {
    t!("play-kritze-aside", aside = aside)
}

/// Nobody turned: throw-in `count`, and `dealer` deals again, face down (`covered`) or face
/// up (the throw-ins ran out: the hand is played anyway).
pub(super) fn thrown_in(count: u32, dealer: usize, covered: bool) -> String {
    let id = if covered {
        "play-thrown-in"
    } else {
        "play-thrown-in-last"
    };
    t!(id, n = count, dealer = seat_name(dealer))
}

/// `seat` announced two Kaiser together, for one 3 (liebenau).
pub(super) fn joint(seat: usize, pair: [Card; 2]) -> String {
    t!(
        "play-announces-joint",
        seat = seat_name(seat),
        first = pair[0],
        second = pair[1]
    )
}

/// Ask the learner whether to announce two Kaiser together for one 3: `None` = quit.
pub(super) fn ask_joint(ui: &mut dyn Ui, pair: [Card; 2]) -> anyhow::Result<Option<bool>> {
    let options = vec![t!("play-opt-joint"), t!("play-opt-alone")];
    let prompt = t!("play-ask-joint", first = pair[0], second = pair[1]);
    two_options(ui, &prompt, &options, &[])
}

/// Ask the learner whether to turn `card`, their covered card: `None` = quit.
pub(super) fn ask_turn(ui: &mut dyn Ui, card: Option<Card>) -> anyhow::Result<Option<bool>> {
    if let Some(card) = card {
        say(ui, &t!("play-night-your-card", card = card))?;
    }
    let options = vec![t!("play-opt-turn"), t!("play-opt-keep")];
    two_options(ui, &t!("play-ask-turn"), &options, &[])
}

/// A menu of two options (yes first, default no): `Some(true)` for the first, `None` = quit.
/// Typed, the first is also "1", yes or ja, or one of `also_yes` (the decision's own word).
pub(super) fn two_options(
    ui: &mut dyn Ui,
    prompt: &str,
    options: &[String],
    also_yes: &[&str],
) -> anyhow::Result<Option<bool>> {
    let quit = t!("play-opt-quit");
    loop {
        match ui.ask(&Ask {
            prompt,
            options,
            mode: Mode::Pick,
            list: true,
            default: Some(1),
            extras: &[(&quit, Reply::Quit)],
            help: "",
        })? {
            Reply::Quit | Reply::Menu => return Ok(None),
            Reply::Pick(0) => return Ok(Some(true)),
            Reply::Pick(1) => return Ok(Some(false)),
            Reply::Text(t) => match t.trim().to_lowercase().as_str() {
                "1" | "ja" | "yes" | "y" | "j" => return Ok(Some(true)),
                w if also_yes.contains(&w) => return Ok(Some(true)),
                "2" | "nein" | "no" | "n" => return Ok(Some(false)),
                _ => say(ui, &t!("play-option-number", n = options.len()))?,
            },
            _ => {}
        }
    }
}
