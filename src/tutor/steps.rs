//! Two steps of the hand as a village plays it, in `kaiser play` (issue 15 item 4): lungern's
//! stepwise Kritze ("Ich gebe ihm einen Chritz. Kommt Ihr?", one more at a time, each
//! answered) and liebenau's pauses in the deal, where each party may make its Spieldrei,
//! hold or leave (reading 40). The learner's menus and the narration of both.

use super::board::seat_name;
use super::play::say;
use super::ui::{Ask, Mode, Reply, Ui};
use crate::cards::Card;
use crate::i18n::lang;
use crate::rules::system::RuleSystem;
use crate::rules::table::{Bid, View};
use crate::t;
use crate::text::trick::label;
use crate::text::words::Words;

/// `seat` gave its Kaiser `card` one more Kritz, `kritze` in all now, and asks «Kommt Ihr?».
pub(super) fn kritz_added(seat: usize, card: Card, kritze: u32, words: &Words) -> String {
    let total = words.kritze(lang(), kritze);
    let ask = words.question(lang());
    if seat == 0 {
        t!("play-you-add-kritz", card = card, kritze = total, ask = ask)
    } else {
        t!(
            "play-they-add-kritz",
            seat = seat_name(seat),
            card = card,
            kritze = total,
            ask = ask
        )
    }
}

/// Ask the learner whether to give their Kaiser `card` (at `kritze` now) one more Kritz:
/// `None` = quit.
pub(super) fn ask_kritz(
    ui: &mut dyn Ui,
    card: Card,
    kritze: u32,
    words: &Words,
) -> anyhow::Result<Option<bool>> {
    say(
        ui,
        &t!("play-why-kritz", card = card, ask = words.question(lang())),
    )?;
    let options = vec![
        t!("play-opt-kritz", kritze = words.kritze(lang(), kritze + 1)),
        t!("play-opt-no-kritz", kritze = words.kritze(lang(), kritze)),
    ];
    super::night::two_options(ui, &t!("play-ask-kritz"), &options, &["kritz", "chritz"])
}

/// The dealer pauses (`number` from 1): the face-up cards given so far (at the first pause),
/// and what each party may do now.
pub(super) fn paused(number: usize, face_up: &[(usize, Card)], words: &Words) -> String {
    if number == 1 {
        let up: Vec<String> = face_up
            .iter()
            .map(|(s, c)| format!("{} {c}", seat_name(*s)))
            .collect();
        t!(
            "play-pause-umschlag",
            cards = up.join(", "),
            raise = words.raise.as_str()
        )
    } else {
        t!("play-pause-covered", raise = words.raise.as_str())
    }
}

/// The learner's choice at a pause in the deal: hold (or, with the others' Spieldrei
/// waiting, hold it), make a Spieldrei where the party may, or leave the hand; `None` = quit.
pub(super) fn ask_pause(
    ui: &mut dyn Ui,
    system: &RuleSystem,
    view: &View,
) -> anyhow::Result<Option<Bid>> {
    let words = Words::of(system);
    let cards: Vec<String> = view
        .own
        .iter()
        .map(|c| label(lang(), system, &view.deal_power, *c))
        .collect();
    say(
        ui,
        &if cards.is_empty() {
            t!("play-pause-no-cards")
        } else {
            t!("play-pause-your-cards", cards = cards.join(", "))
        },
    )?;
    let waiting = view.stake.pending.is_some();
    let mut bids = vec![Bid::Pass];
    let mut options = vec![if waiting {
        t!(
            "play-opt-hold-theirs",
            come = words.come(),
            raise = words.raise.as_str(),
            stake = view.stake.value + pending_step(system)
        )
    } else {
        t!("play-opt-hold", come = words.come())
    }];
    if view.stake.may_raise {
        bids.push(Bid::Raise);
        options.push(words.raise_said(lang()));
    }
    bids.push(Bid::Go);
    let (others, n) = super::score::others(&view.parties, view.seat);
    options.push(t!(
        "play-opt-leave",
        go = words.go(),
        stake = view.stake.value,
        others = others,
        n = n
    ));
    let quit = t!("play-opt-quit");
    loop {
        let reply = ui.ask(&Ask {
            prompt: &t!("play-ask-pause", raise = words.raise.as_str()),
            options: &options,
            mode: Mode::Pick,
            list: true,
            default: Some(0),
            extras: &[(&quit, Reply::Quit)],
            help: "",
        })?;
        match reply {
            Reply::Quit | Reply::Menu => return Ok(None),
            Reply::Pick(i) if i < bids.len() => return Ok(Some(bids[i])),
            Reply::Text(t) => {
                let t = t.trim().to_lowercase();
                match t.parse::<usize>() {
                    Ok(n) if n >= 1 && n <= bids.len() => return Ok(Some(bids[n - 1])),
                    _ if words.is_come(&t) => return Ok(Some(Bid::Pass)),
                    _ if words.is_raise(&t) && view.stake.may_raise => {
                        return Ok(Some(Bid::Raise));
                    }
                    _ if words.is_go(&t) => return Ok(Some(Bid::Go)),
                    _ => say(ui, &t!("play-option-number", n = options.len()))?,
                }
            }
            _ => {}
        }
    }
}

/// What the raise adds (Spieldrei: 3), for the stake after holding the others' Spieldrei.
fn pending_step(system: &RuleSystem) -> u32 {
    system
        .stake
        .as_ref()
        .and_then(|s| s.raise.as_ref())
        .map_or(0, |r| r.step)
}

/// Ask yes/no as a two-option menu (kommen / gehen, in the village's words).
pub(super) fn ask_come(ui: &mut dyn Ui, what: &str, words: &Words) -> anyhow::Result<Option<bool>> {
    let (come, go) = (words.come(), words.go());
    let options = vec![
        t!("play-opt-come", come = come.as_str()),
        t!("play-opt-give-up", go = go.as_str()),
    ];
    let quit = t!("play-opt-quit");
    loop {
        match ui.ask(&Ask {
            prompt: what,
            options: &options,
            mode: Mode::Pick,
            list: true,
            default: Some(0),
            extras: &[(&quit, Reply::Quit)],
            help: "",
        })? {
            Reply::Quit | Reply::Menu => return Ok(None),
            Reply::Pick(0) => return Ok(Some(true)),
            Reply::Pick(1) => return Ok(Some(false)),
            Reply::Text(t) => match t.trim().to_lowercase().as_str() {
                w if w == "1" || words.is_come(w) => return Ok(Some(true)),
                w if matches!(w, "2" | "nein" | "no" | "n") || words.is_go(w) => {
                    return Ok(Some(false));
                }
                _ => say(
                    ui,
                    &t!("play-come-or-go", come = come.as_str(), go = go.as_str()),
                )?,
            },
            _ => {}
        }
    }
}

/// Ask whether to do `yes` (Freien) or not now; `None` = quit.
pub(super) fn ask_yes(ui: &mut dyn Ui, prompt: &str, yes: &str) -> anyhow::Result<Option<bool>> {
    let options = vec![yes.to_string(), t!("play-opt-not-now")];
    super::night::two_options(ui, prompt, &options, &["freien", "nachfreien"])
}

/// The learner's answer to "announce this Banner as Kaiser?": `None` = quit, `Some(None)` =
/// no (it stays a plain 10), `Some(Some(k))` = with `k` Kritze.
pub(super) fn ask_kaiser(
    ui: &mut dyn Ui,
    card: Card,
    values: &[u32],
    words: &Words,
) -> anyhow::Result<Option<Option<u32>>> {
    let mut options: Vec<String> = vec![t!("play-opt-no-kaiser")];
    options.extend(values.iter().map(|v| words.kritze(crate::i18n::lang(), *v)));
    let mut list = true;
    let prompt = t!("play-ask-kaiser", card = card);
    let quit = t!("play-opt-quit");
    loop {
        let reply = ui.ask(&Ask {
            prompt: &prompt,
            options: &options,
            mode: Mode::Pick,
            list: std::mem::replace(&mut list, false),
            // Enter alone is never the biggest bet: the cursor starts on "no" (declining is
            // always offered here), and the learner moves down to announce.
            default: Some(0),
            extras: &[(&quit, Reply::Quit)],
            help: "",
        })?;
        match reply {
            Reply::Quit | Reply::Menu => return Ok(None),
            Reply::Pick(0) => return Ok(Some(None)),
            Reply::Pick(i) if i <= values.len() => return Ok(Some(Some(values[i - 1]))),
            // Line mode: the option's number, as listed (1 = no), or "no".
            Reply::Text(t) => {
                let t = t.trim().to_lowercase();
                match t.parse::<usize>() {
                    Ok(1) => return Ok(Some(None)),
                    Ok(n) if n >= 2 && n - 2 < values.len() => {
                        return Ok(Some(Some(values[n - 2])));
                    }
                    _ if matches!(t.as_str(), "no" | "nein" | "n") => return Ok(Some(None)),
                    _ => say(ui, &t!("play-option-number", n = options.len()))?,
                }
            }
            _ => {}
        }
    }
}
