//! What the learner's partners show or sign (issue 15 items 2 and 4): one line per partner,
//! before each of the learner's cards and at a stake question when it changed, from the seat's
//! [`View::partners`] (what the system lets it see now, nothing before the partners show).

use super::board::{Board, seat_name};
use super::play::say;
use super::ui::Ui;
use crate::rules::system::{RuleSystem, Shown};
use crate::rules::table::{PlayView, View};
use crate::t;
use crate::text::trick::label;

/// What the learner's partners show or sign now, one line per partner (nothing with
/// `--open`, which shows every hand).
/// Before play (`play` is `None`: a stake prompt) the cards are named by the deal's
/// Machtposition, and a partner who shows or signs nothing yet (a step of the deal where
/// none of its cards may be seen, stans before laying away: reading 27) has no line.
pub(super) fn partner_lines(
    board: &Board,
    system: &RuleSystem,
    view: &View,
    play: Option<&PlayView>,
) -> Vec<String> {
    let Some(def) = system.partners.as_ref().filter(|_| !board.open) else {
        return Vec::new();
    };
    let lang = crate::i18n::lang();
    let power = play.map_or(&view.deal_power, |p| &p.power);
    let head = def.head(view.seat, &view.parties).map(|h| h.seat());
    def.seen_by(view.seat, &view.parties)
        .into_iter()
        .filter(|(s, _)| play.is_none_or(|p| p.sizes.get(*s).is_some_and(|n| *n > 0)))
        .filter(|(s, _)| play.is_some() || view.partners.iter().any(|(o, _)| o == s))
        .map(|(s, how)| {
            let cards: Vec<String> = view
                .partners
                .iter()
                .filter(|(o, _)| *o == s)
                .map(|(_, c)| label(lang, system, power, *c))
                .collect();
            let seat = seat_name(s);
            let cards = cards.join(", ");
            match how {
                Shown::All if head == Some(s) => {
                    t!("play-partner-shows-sprecher", seat = seat, cards = cards)
                }
                Shown::All => t!("play-partner-shows", seat = seat, cards = cards),
                Shown::Signs if cards.is_empty() => t!("play-partner-signs-none", seat = seat),
                Shown::Signs => t!("play-partner-signs", seat = seat, cards = cards),
                Shown::Wurf if cards.is_empty() => t!("play-partner-wurf-none", seat = seat),
                Shown::Wurf => t!("play-partner-wurf", seat = seat, cards = cards),
            }
        })
        .collect()
}

/// Before a stake prompt (raise, kommen or gehen, Freien, a Kaiser, one more Kritz, a pause
/// in the deal): what the partners show or sign now (issue 15 item 4), unless it was said
/// last and has not changed since (one more Kritz, asked again, does not repeat every
/// partner's cards: walk 26).
pub(super) fn before_stake(
    ui: &mut dyn Ui,
    board: &Board,
    system: &RuleSystem,
    view: &View,
) -> anyhow::Result<()> {
    let partners = partner_lines(board, system, view, view.play.as_ref());
    if partners.is_empty() || *board.partners_said.borrow() == partners {
        return Ok(());
    }
    say(ui, &partners.join("\n"))?;
    board.partners_said.replace(partners);
    Ok(())
}
