//! The learner's seat at the table: every decision of [`crate::rules::table::Seat`] is a
//! menu (a card, a raise or gehen, kommen or gehen, Kaiser, laying away). It shares the
//! terminal with the narration ([`Shared`]).

use super::board::{self, Board, Command};
use super::play::say;
use super::steps::{ask_come, ask_kaiser, ask_yes};
use super::ui::{Ask, Mode, Reply, Ui};
use crate::cards::Card;
use crate::rules::facedown::Move;
use crate::rules::stake::RaiseKind;
use crate::rules::system::RuleSystem;
use crate::rules::table::{Bid, Leave, PlayView, Seat, View};
use crate::rules::trick::{TrickContext, winner_down};
use crate::t;
use crate::text::cite;
use crate::text::trick::label;
use crate::text::words::Words;
use std::cell::RefCell;

/// What the learner chose at their turn.
enum Turn {
    Card(Card),
    /// Lay this card face down (`down Eichel-7`, `ab Eichel-7`).
    Down(Card),
    Raise,
    Go,
    Quit,
}

/// Ask the learner for a card (or a raise, or to go; or a command of [`board`]).
fn ask_turn(
    ui: &mut dyn Ui,
    board: &Board,
    view: &View,
    play: &PlayView,
    system: &RuleSystem,
    can_raise: bool,
    can_go: bool,
) -> anyhow::Result<Turn> {
    let lang = crate::i18n::lang();
    let words = Words::of(system);
    let legal: Vec<Card> = play.legal.iter().collect();
    let mut options: Vec<String> = legal
        .iter()
        .map(|c| label(lang, system, &play.power, *c))
        .collect();
    if can_raise {
        options.push(words.raise_said(lang));
    }
    if can_go {
        options.push(t!("play-opt-go", go = words.go()));
    }
    let prompt = match (can_raise, can_go) {
        (true, true) => t!(
            "play-prompt-card-raise-go",
            raise = words.raise.to_lowercase()
        ),
        (false, true) => t!("play-prompt-card-go"),
        _ => t!("play-prompt-card"),
    };
    let quit = t!("play-opt-quit");
    let commands = t!("play-opt-commands");
    loop {
        let reply = ui.ask(&Ask {
            prompt: &prompt,
            options: &options,
            mode: Mode::Cards(legal.len()),
            list: true,
            default: Some(0),
            extras: &[(&commands, Reply::Hint), (&quit, Reply::Quit)],
            help: "",
        })?;
        if let Some(mut command) = Command::of_reply(&reply) {
            // On a terminal, `?` is a menu row that opens the commands' menu.
            if command == Command::Help && ui.keys() {
                match board::pick(ui, board, play.power.face_down)? {
                    Some(c) => command = c,
                    None => continue,
                }
            }
            if command == Command::Down {
                if let Some(c) = pick_down(ui, play, system)? {
                    return Ok(Turn::Down(c));
                }
                continue;
            }
            if command == Command::Undo {
                if board::undo(ui, board)? {
                    return Ok(Turn::Quit);
                }
                continue;
            }
            board::answer(ui, board, system, play, command)?;
            continue;
        }
        let pick = match reply {
            // Esc or q (up one level): a game has no menu above it, so it is left.
            Reply::Quit | Reply::Menu => return Ok(Turn::Quit),
            Reply::Pick(i) => Some(i),
            Reply::Text(t) => {
                let t = t.trim().to_lowercase();
                match t.as_str() {
                    w if words.is_raise(w) => {
                        if can_raise {
                            return Ok(Turn::Raise);
                        }
                        say(ui, &t!("play-cannot-raise"))?;
                        continue;
                    }
                    w if words.is_go(w) && can_go => return Ok(Turn::Go),
                    // Offered only where the system has it (not in Karnöffel, nor before a
                    // raise): here it is no action, and the game goes on.
                    w if words.is_go(w) => {
                        say(ui, &t!("play-not-an-action", word = t))?;
                        continue;
                    }
                    w if super::board::down_word(w).is_some_and(|r| !r.trim().is_empty()) => {
                        let rest = super::board::down_word(w).unwrap_or_default();
                        match down_card(ui, play, system, &legal, rest)? {
                            Some(c) => return Ok(Turn::Down(c)),
                            None => continue,
                        }
                    }
                    _ => match t.parse::<usize>() {
                        Ok(n) if n >= 1 && n <= options.len() => Some(n - 1),
                        _ => {
                            let namer = crate::cards::names::Namer::new(
                                Some(play.power.trump),
                                &system.nicknames,
                            )
                            .with_deck(play.power.deck);
                            match namer.card(&t) {
                                Ok(c) if legal.contains(&c) => return Ok(Turn::Card(c)),
                                Ok(c) if !view.own.contains(&c) => {
                                    say(ui, &t!("play-not-held", card = c))?;
                                    continue;
                                }
                                Ok(c) => {
                                    say(ui, &t!("play-not-legal", card = c))?;
                                    continue;
                                }
                                Err(e) => {
                                    say(
                                        ui,
                                        &crate::text::cards::card_name_error(
                                            crate::i18n::lang(),
                                            &e,
                                        ),
                                    )?;
                                    continue;
                                }
                            }
                        }
                    },
                }
            }
            Reply::Hint | Reply::Skip | Reply::Back | Reply::Intro | Reply::Order(_) => None,
        };
        let Some(i) = pick else { continue };
        if i < legal.len() {
            return Ok(Turn::Card(legal[i]));
        }
        let extra = i - legal.len();
        if can_raise && extra == 0 {
            return Ok(Turn::Raise);
        }
        // Giving the hand up sits among the cards in a terminal menu and cannot be undone:
        // one more question there (default no). Typed, the word or number is deliberate.
        if ui.keys() && !ui.confirm(&t!("play-confirm-go", go = words.go()))? {
            continue;
        }
        return Ok(Turn::Go);
    }
}

/// `down` without a card: the cards that may go face down as a menu (after saying why none
/// may, as [`down_card`] does); `None`: none, or back to the cards.
fn pick_down(
    ui: &mut dyn Ui,
    play: &PlayView,
    system: &RuleSystem,
) -> anyhow::Result<Option<Card>> {
    if play.legal_down.is_empty() {
        down_card(ui, play, system, &[], "")?;
        return Ok(None);
    }
    let cards: Vec<Card> = play.legal_down.iter().collect();
    let options: Vec<String> = cards
        .iter()
        .map(|c| label(crate::i18n::lang(), system, &play.power, *c))
        .collect();
    let back = t!("play-opt-cards");
    Ok(
        match ui.ask(&Ask {
            prompt: &t!("play-down-prompt"),
            options: &options,
            mode: Mode::Pick,
            list: true,
            default: Some(0),
            extras: &[(&back, Reply::Menu)],
            help: "",
        })? {
            Reply::Pick(i) => cards.get(i).copied(),
            Reply::Text(t) => t
                .trim()
                .parse::<usize>()
                .ok()
                .and_then(|n| n.checked_sub(1))
                .and_then(|i| cards.get(i).copied()),
            _ => None,
        },
    )
}

/// The card the learner asked to lay face down (`rest`: its name or number after the word),
/// or `None` after saying why not: the system does not allow it, the learner leads, must
/// take, or named no card it holds.
fn down_card(
    ui: &mut dyn Ui,
    play: &PlayView,
    system: &RuleSystem,
    legal: &[Card],
    rest: &str,
) -> anyhow::Result<Option<Card>> {
    if play.legal_down.is_empty() {
        let why = if !play.power.face_down {
            t!("play-down-not-here")
        } else if play.current.is_empty() {
            t!("play-down-leading")
        } else {
            t!("play-down-must-take")
        };
        say(ui, &why)?;
        return Ok(None);
    }
    let rest = rest.trim();
    let by_number = rest
        .parse::<usize>()
        .ok()
        .filter(|n| *n >= 1 && *n <= legal.len())
        .map(|n| legal[n - 1]);
    let namer = crate::cards::names::Namer::new(Some(play.power.trump), &system.nicknames)
        .with_deck(play.power.deck);
    let card = match by_number {
        Some(c) => c,
        None if rest.is_empty() => {
            say(ui, &t!("play-down-which"))?;
            return Ok(None);
        }
        None => match namer.card(rest) {
            Ok(c) => c,
            Err(e) => {
                say(
                    ui,
                    &crate::text::cards::card_name_error(crate::i18n::lang(), &e),
                )?;
                return Ok(None);
            }
        },
    };
    if !play.legal_down.contains(card) {
        say(ui, &t!("play-not-held", card = card))?;
        return Ok(None);
    }
    Ok(Some(card))
}

/// The learner's terminal, shared by the learner's seat and the narration (the driver asks
/// one at a time); the first error ends the game and is returned.
pub(super) struct Shared<'u> {
    pub(super) ui: RefCell<&'u mut dyn Ui>,
    pub(super) error: RefCell<Option<anyhow::Error>>,
    /// The table's state the commands, `--open` and `undo` use.
    pub(super) board: Board,
}

impl Shared<'_> {
    /// Run `f` on the terminal unless an earlier step failed; keep its error.
    pub(super) fn with<T>(&self, f: impl FnOnce(&mut dyn Ui) -> anyhow::Result<T>) -> Option<T> {
        if self.error.borrow().is_some() {
            return None;
        }
        let mut ui = self.ui.borrow_mut();
        match f(&mut **ui) {
            Ok(v) => Some(v),
            Err(e) => {
                *self.error.borrow_mut() = Some(e);
                None
            }
        }
    }

    /// Print `text` (nothing while a game is replayed to take a card back).
    pub(super) fn say(&self, text: &str) {
        if self.board.muted.get() {
            return;
        }
        self.with(|ui| say(ui, text));
    }

    pub(super) fn theme(&self) -> crate::render::Theme {
        self.ui.borrow().theme()
    }
}

/// The learner's seat: every decision is a menu.
pub(super) struct Learner<'s, 'u> {
    pub(super) shared: &'s Shared<'u>,
    pub(super) system: &'s RuleSystem,
    /// The card chosen in the turn's menu (face up or face down), played next.
    pub(super) card: Option<Move>,
}

impl Seat for Learner<'_, '_> {
    fn announce_kaiser(
        &mut self,
        view: &View,
        card: Card,
        values: &[u32],
    ) -> Result<Option<u32>, Leave> {
        let words = Words::of(self.system);
        let (board, system) = (&self.shared.board, self.system);
        self.shared
            .with(|ui| {
                super::shown::before_stake(ui, board, system, view)?;
                ask_kaiser(ui, card, values, &words)
            })
            .flatten()
            .ok_or(Leave)
    }

    /// Stepwise Kritze (lungern): one more for the learner's Kaiser, or not.
    fn add_kritz(&mut self, view: &View, card: Card, kritze: u32) -> Result<bool, Leave> {
        let words = Words::of(self.system);
        let (board, system) = (&self.shared.board, self.system);
        self.shared
            .with(|ui| {
                super::shown::before_stake(ui, board, system, view)?;
                super::steps::ask_kritz(ui, card, kritze, &words)
            })
            .flatten()
            .ok_or(Leave)
    }

    /// Liebenau's pause in the deal: hold, Spieldrei or leave (lassen).
    fn pause(&mut self, view: &View) -> Result<Bid, Leave> {
        let (board, system) = (&self.shared.board, self.system);
        self.shared
            .with(|ui| {
                super::shown::before_stake(ui, board, system, view)?;
                super::steps::ask_pause(ui, system, view)
            })
            .flatten()
            .ok_or(Leave)
    }

    fn answer(&mut self, view: &View) -> Result<bool, Leave> {
        let lang = crate::i18n::lang();
        let words = Words::of(self.system);
        let prompt = match &view.stake.pending {
            Some((_, RaiseKind::Spieldrei)) => words.question(lang),
            _ => format!("{} {}", words.question(lang), t!("play-ask-kaiser-note")),
        };
        let (board, system) = (&self.shared.board, self.system);
        self.shared
            .with(|ui| {
                super::shown::before_stake(ui, board, system, view)?;
                ask_come(ui, &prompt, &words)
            })
            .flatten()
            .ok_or(Leave)
    }

    /// Lungern's Freien (or Nachfreien), open until the first lead: a two-option menu.
    fn freien(&mut self, view: &View, nach: bool) -> Result<bool, Leave> {
        let step = self
            .system
            .stake
            .as_ref()
            .and_then(|s| s.raise.as_ref())
            .map_or(0, |r| r.step);
        let stake = view.stake.value + step;
        let (others, n) = super::score::others(&view.parties, view.seat);
        // The reason is said as wrapped narration; the prompt stays short (80 columns).
        let (why, prompt, yes) = if nach {
            (
                t!(
                    "play-why-nachfreien",
                    stake = stake,
                    others = others.as_str(),
                    n = n
                ),
                t!("play-ask-nachfreien"),
                t!("play-opt-nachfreien"),
            )
        } else {
            (
                t!(
                    "play-why-freien",
                    stake = stake,
                    others = others.as_str(),
                    n = n
                ),
                t!("play-ask-freien"),
                t!("play-opt-freien"),
            )
        };
        let (board, system) = (&self.shared.board, self.system);
        self.shared
            .with(|ui| {
                super::shown::before_stake(ui, board, system, view)?;
                super::play::say(ui, &why)?;
                ask_yes(ui, &prompt, &yes)
            })
            .flatten()
            .ok_or(Leave)
    }

    /// Liebenau's joint 3: two Kaiser together for one 3, or each alone (a two-option menu).
    fn announce_joint(&mut self, _view: &View, pair: [Card; 2]) -> Result<bool, Leave> {
        self.shared
            .with(|ui| super::night::ask_joint(ui, pair))
            .flatten()
            .ok_or(Leave)
    }

    /// The covered deal: turn the card or keep it covered (a two-option menu).
    fn turn_card(&mut self, view: &View) -> Result<bool, Leave> {
        let card = view.own.first().copied();
        self.shared
            .with(|ui| super::night::ask_turn(ui, card))
            .flatten()
            .ok_or(Leave)
    }

    /// The turn's menu: a card, a raise or gehen; a card is kept for [`Seat::play`].
    fn raise(&mut self, view: &View) -> Result<Bid, Leave> {
        let Some(play) = &view.play else {
            return Ok(Bid::Pass);
        };
        let system = self.system;
        let (can_raise, can_go) = (view.stake.may_raise, view.stake.may_go);
        let board = &self.shared.board;
        let turn = self.shared.with(|ui| {
            board::before_turn(ui, board, system, view, play)?;
            if !play.current.is_empty() {
                let on: Vec<String> = play
                    .current
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        board::shown(system, play, &play.current, play.current_down, i, *c)
                    })
                    .collect();
                // Who holds the trick so far, as the engine judges it (a card laid face
                // down takes nothing), so that the learner need not work it out each turn.
                let n = play.sizes.len().max(1);
                let ctx = TrickContext {
                    first_trick: play.played == 0,
                };
                let at = winner_down(&play.power, &play.current, play.current_down, ctx);
                let seat = board::seat_name((play.leader + at) % n);
                say(
                    ui,
                    &t!("play-on-table", cards = on.join(" · "), seat = seat),
                )?;
            }
            ask_turn(ui, board, view, play, system, can_raise, can_go)
        });
        match turn {
            None | Some(Turn::Quit) => Err(Leave),
            Some(Turn::Raise) => Ok(Bid::Raise),
            Some(Turn::Go) if can_go => Ok(Bid::Go),
            // Nobody raises or goes at a table of more than two parties.
            Some(Turn::Go) => Err(Leave),
            Some(Turn::Card(c)) => {
                self.card = Some(Move::up(c));
                Ok(Bid::Pass)
            }
            Some(Turn::Down(c)) => {
                self.card = Some(Move::down(c));
                Ok(Bid::Pass)
            }
        }
    }

    fn lay_away(&mut self, view: &View, n: usize) -> Result<Vec<Card>, Leave> {
        let system = self.system;
        self.shared
            .with(|ui| lay_away(ui, system, view, n))
            .flatten()
            .ok_or(Leave)
    }

    fn play(&mut self, view: &View) -> Result<Card, Leave> {
        self.play_move(view).map(|m| m.card)
    }

    /// The card chosen in the turn's menu (face up, or face down with `down`), or asked now.
    fn play_move(&mut self, view: &View) -> Result<Move, Leave> {
        if let Some(m) = self.card.take() {
            return Ok(m);
        }
        let play = view.play.as_ref().ok_or(Leave)?;
        let board = &self.shared.board;
        match self.shared.with(|ui| {
            board::before_turn(ui, board, self.system, view, play)?;
            ask_turn(ui, board, view, play, self.system, false, false)
        }) {
            Some(Turn::Card(c)) => Ok(Move::up(c)),
            Some(Turn::Down(c)) => Ok(Move::down(c)),
            _ => Err(Leave),
        }
    }
}

/// Where the menu's cursor starts when laying away: on the weakest card by Machtposition,
/// as the engine ranks it (never by its place in the hand).
fn weakest_at(cards: &[Card], power: &crate::rules::Power) -> usize {
    crate::rules::bot::weakest(cards, power, 1)
        .first()
        .and_then(|w| cards.iter().position(|c| c == w))
        .unwrap_or(0)
}

/// The learner lays `n` cards away (a number or a card's name each); `None`: quit.
fn lay_away(
    ui: &mut dyn Ui,
    system: &RuleSystem,
    view: &View,
    n: usize,
) -> anyhow::Result<Option<Vec<Card>>> {
    let (h, power) = (&view.own, &view.deal_power);
    let names: Vec<String> = h
        .iter()
        .map(|c| label(crate::i18n::lang(), system, power, *c))
        .collect();
    let mut chosen: Vec<Card> = Vec::new();
    while chosen.len() < n {
        let left: Vec<String> = h
            .iter()
            .zip(&names)
            .filter(|(c, _)| !chosen.contains(c))
            .map(|(_, n)| n.clone())
            .collect();
        let cards: Vec<Card> = h.iter().copied().filter(|c| !chosen.contains(c)).collect();
        // What laying away is for, once a game.
        if chosen.is_empty() && ui.first("play-lay-away-why") {
            let kept = h.len().saturating_sub(n);
            say(
                ui,
                &t!(
                    "play-lay-away-why",
                    dealt = h.len(),
                    kept = kept,
                    away = n,
                    // Where laying away is written (stans.yaml's table of four).
                    source =
                        cite::bracketed(&[cite::source_at("achermann", "§4", crate::i18n::lang())])
                ),
            )?;
        }
        match ui.ask(&Ask {
            prompt: &t!("play-lay-away", n = chosen.len() + 1, total = n),
            options: &left,
            mode: Mode::Pick,
            list: true,
            default: Some(weakest_at(&cards, power)),
            extras: &[(&t!("play-opt-quit"), Reply::Quit)],
            help: "",
        })? {
            Reply::Quit | Reply::Menu => return Ok(None),
            Reply::Pick(i) if i < cards.len() => chosen.push(cards[i]),
            Reply::Text(t) => {
                // A number or a card's name, as when playing a card.
                let namer = crate::cards::names::Namer::new(Some(power.trump), &system.nicknames)
                    .with_deck(power.deck);
                let by_number = t
                    .trim()
                    .parse::<usize>()
                    .ok()
                    .filter(|n| (1..=cards.len()).contains(n))
                    .map(|n| cards[n - 1]);
                match by_number.or_else(|| namer.card(t.trim()).ok()) {
                    Some(c) if cards.contains(&c) => chosen.push(c),
                    _ => say(ui, &t!("play-lay-away-number"))?,
                }
            }
            _ => {}
        }
    }
    Ok(Some(chosen))
}
