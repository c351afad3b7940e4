//! What the learner may ask at their turn in `kaiser play` (issue 15 item 7): `why` (the last
//! trick with the engine's reasoning, as `kaiser trick` narrates it), `rank` (the
//! Machtposition of this hand's trump, compact as the lessons show it), `last` (the last
//! trick: cards, players, who took it), `?` / `help` (the commands), and with `--open` every
//! hand shown and `undo` (take back the learner's last card, see [`super::replay`]).
//!
//! Before each of the learner's cards it shows what their partners show or sign (issue 15
//! item 2, the system's `partners:`), one line per partner; [`partners_rule`] says the rule
//! once as the game starts.
//!
//! [`Board`] is the table as the learner's seat, the narration and the replay share it: the
//! hands as far as the table knows them (for `--open`), the hand's number, the trick heading
//! and the flags of a replay (muted, undo asked).

use super::play::say;
use super::replay::Tape;
use super::ui::{Ask, Mode, Reply, Ui};
use crate::cards::Card;
use crate::i18n::Lang;
use crate::rules::system::{Basis, Head, RuleSystem, Sees};
use crate::rules::table::{PlayView, View};
use crate::rules::trick::{TrickContext, explain};
use crate::text::cite::{Form, cite};
use crate::text::trick::{label, narrate};
use crate::{t, tl};
use std::cell::{Cell, RefCell};

/// A command the learner may type at their turn instead of a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Command {
    /// List the commands.
    Help,
    /// The last trick with the engine's reasoning.
    Why,
    /// The Machtposition of this hand's trump.
    Rank,
    /// The last trick: cards, players, who took it.
    Last,
    /// Take back the learner's last card (with `--open`).
    Undo,
    /// Lay a card face down (where the system allows it; the card is asked next, or typed
    /// after the word: `down 2`).
    Down,
}

impl Command {
    /// Every command, in the order `?` lists them.
    const ALL: [Command; 6] = [
        Command::Why,
        Command::Rank,
        Command::Last,
        Command::Undo,
        Command::Down,
        Command::Help,
    ];

    /// The catalog message of the command's word.
    fn word_id(self) -> &'static str {
        match self {
            Command::Help => "play-cmd-help",
            Command::Why => "play-cmd-why",
            Command::Rank => "play-cmd-rank",
            Command::Last => "play-cmd-last",
            Command::Undo => "play-cmd-undo",
            Command::Down => "play-cmd-down",
        }
    }

    /// The catalog message of what the command does.
    fn help_id(self) -> &'static str {
        match self {
            Command::Help => "play-help-help",
            Command::Why => "play-help-why",
            Command::Rank => "play-help-rank",
            Command::Last => "play-help-last",
            Command::Undo => "play-help-undo",
            Command::Down => "play-help-down",
        }
    }

    /// The catalog message of the command in the terminal's menu of commands (short).
    fn menu_id(self) -> &'static str {
        match self {
            Command::Help => "play-help-help",
            Command::Why => "play-menu-why",
            Command::Rank => "play-menu-rank",
            Command::Last => "play-menu-last",
            Command::Undo => "play-menu-undo",
            Command::Down => "play-menu-down",
        }
    }

    /// Whether `?` and the terminal's menu offer it: `undo` with `--open`, `down` where a
    /// card may be laid face down.
    fn offered(self, open: bool, face_down: bool) -> bool {
        match self {
            Command::Undo => open,
            Command::Down => face_down,
            _ => true,
        }
    }

    /// The command typed (its word in English or German, any case), if it is one.
    pub(super) fn parse(text: &str) -> Option<Command> {
        let text = text.trim().to_lowercase();
        Command::ALL.into_iter().find(|c| {
            [Lang::En, Lang::De]
                .iter()
                .any(|l| tl!(*l, c.word_id()) == text)
        })
    }

    /// The reply that means this command on the line ("?" and "hilfe" come as a hint,
    /// "zurück" as back).
    pub(super) fn of_reply(reply: &Reply) -> Option<Command> {
        match reply {
            Reply::Hint => Some(Command::Help),
            Reply::Back => Some(Command::Undo),
            Reply::Text(t) => Command::parse(t),
            _ => None,
        }
    }
}

/// The table as the learner's seat, the narration and the replay share it.
pub(super) struct Board {
    /// `--open`: every hand is shown, and `undo` takes back a card.
    pub(super) open: bool,
    /// What each seat holds, as far as the table knows (the deal, minus cards laid away and
    /// played; a computer player's own view replaces it whenever it is asked).
    pub(super) hands: RefCell<Vec<Vec<Card>>>,
    /// The hand being played (from 1).
    pub(super) hand: Cell<u32>,
    /// The current trick's heading, as last printed.
    pub(super) heading: RefCell<String>,
    /// While a game is replayed to take a card back: nothing is printed.
    pub(super) muted: Cell<bool>,
    /// The replay has just ended: the learner's turn shows the trick's heading again.
    pub(super) resumed: Cell<bool>,
    /// The learner asked to take their last card back (the driver stops; the game is replayed).
    pub(super) undo: Cell<bool>,
    /// Every decision of the game so far, for the replay.
    pub(super) tape: Tape,
    /// What the partners show, as last said this deal: said again only when it changed (walk
    /// 26, ux8: not before every «Kommt Ihr?» nor every trick), and on `?`.
    pub(super) partners_said: RefCell<Vec<String>>,
}

impl Board {
    /// A board for a game of `players`; `open`: with every hand shown.
    pub(super) fn new(players: usize, open: bool) -> Board {
        Board {
            open,
            hands: RefCell::new(vec![Vec::new(); players]),
            hand: Cell::new(0),
            heading: RefCell::new(String::new()),
            muted: Cell::new(false),
            resumed: Cell::new(false),
            undo: Cell::new(false),
            tape: Tape::default(),
            partners_said: RefCell::new(Vec::new()),
        }
    }

    /// `card` left `seat`'s hand (played or laid away).
    pub(super) fn remove(&self, seat: usize, card: Card) {
        if let Some(h) = self.hands.borrow_mut().get_mut(seat) {
            h.retain(|c| *c != card);
        }
    }

    /// `seat` holds `cards` (its own view, when it is asked). The cards it held already keep
    /// their place, so a hand shown twice reads the same.
    pub(super) fn set(&self, seat: usize, cards: &[Card]) {
        if let Some(h) = self.hands.borrow_mut().get_mut(seat) {
            h.retain(|c| cards.contains(c));
            let new: Vec<Card> = cards.iter().filter(|c| !h.contains(c)).copied().collect();
            h.extend(new);
        }
    }
}

/// A seat's name as the play screen writes it (A (you), B, C, ...).
pub(super) fn seat_name(seat: usize) -> String {
    if seat == 0 {
        t!("play-seat-you")
    } else {
        ((b'A' + (seat % 26) as u8) as char).to_string()
    }
}

/// The words that lay a card face down (issue 15 item 3), before the card: `down` and `ab`
/// (the catalogs' words, either language), and the villages' own: stans's «Ich leggä eini
/// abbä» (Achermann 1978 §4), «abbä»; willisau's "nachts" (Phase IV); "verdeckt".
const DOWN_WORDS: [&str; 4] = ["abbä", "abbae", "nachts", "verdeckt"];

/// The rest of `text` after a word that lays a card face down (`down Eichel-7`,
/// `ab Eichel-7`, `abbä 2`), if it starts with one.
pub(super) fn down_word(text: &str) -> Option<&str> {
    let text = text.trim();
    let (word, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    let word = word.to_lowercase();
    let ours = [Lang::En, Lang::De]
        .iter()
        .any(|l| tl!(*l, "play-cmd-down") == word);
    (ours || DOWN_WORDS.contains(&word.as_str())).then_some(rest)
}

/// Card `i` of a trick as the learner sees it: its name, or, laid face down, "face down"
/// with its name where the learner may know it (their own, a Kaiser named as one) and
/// without it otherwise (the view's stand-in, the led card, is never shown).
pub(super) fn shown(
    system: &RuleSystem,
    play: &PlayView,
    cards: &[Card],
    down: u32,
    i: usize,
    card: Card,
) -> String {
    let lang = crate::i18n::lang();
    if !crate::rules::trick::is_down(down, i) {
        return label(lang, system, &play.power, card);
    }
    if i > 0 && cards.first() == Some(&card) {
        return t!("play-face-down-card");
    }
    t!(
        "play-face-down-shown",
        card = label(lang, system, &play.power, card)
    )
}

/// The list `?` prints: what may be typed at the learner's turn.
fn help(open: bool, face_down: bool) -> String {
    let mut lines = vec![t!("play-help-heading")];
    for c in Command::ALL {
        if c.offered(open, face_down) {
            lines.push(format!("  {}", t!(c.help_id(), word = t!(c.word_id()))));
        }
    }
    lines.push(format!("  {}", t!("play-help-card")));
    lines.push(format!(
        "  {}",
        t!("play-help-quit", word = t!("play-cmd-quit"))
    ));
    lines.join("\n")
}

/// `last`: the last trick of this hand (cards, who played them, who took it).
fn last(system: &RuleSystem, play: &PlayView) -> String {
    let lang = crate::i18n::lang();
    let Some(trick) = play.history.last() else {
        return t!("play-no-trick-yet");
    };
    let cards: Vec<String> = trick
        .seats
        .iter()
        .zip(&trick.cards)
        .enumerate()
        .map(|(i, (s, c))| {
            let c = shown(system, play, &trick.cards, trick.face_down, i, *c);
            format!("{} {c}", seat_name(*s))
        })
        .collect();
    let at = trick
        .seats
        .iter()
        .position(|s| *s == trick.winner)
        .unwrap_or(0);
    let with = trick
        .cards
        .get(at)
        .map(|c| label(lang, system, &play.power, *c))
        .unwrap_or_default();
    t!(
        "play-last",
        n = play.history.len(),
        cards = cards.join(" · "),
        seat = seat_name(trick.winner),
        card = with
    )
}

/// `why`: the last trick with the engine's reasoning, step by step with the sources, as
/// `kaiser trick` narrates it.
fn why(system: &RuleSystem, play: &PlayView, theme: crate::render::Theme) -> String {
    let lang = crate::i18n::lang();
    let Some(trick) = play.history.last() else {
        return t!("play-no-trick-yet");
    };
    let ctx = TrickContext {
        first_trick: play.history.len() == 1,
    };
    // A card laid face down takes nothing and counts for nothing: the trick is explained
    // with its face-up cards (issue 15 item 3), and each face-down card is said after them.
    let up: Vec<usize> = (0..trick.cards.len())
        .filter(|i| !trick.is_down(*i))
        .collect();
    let cards: Vec<Card> = up.iter().map(|i| trick.cards[*i]).collect();
    let seats: Vec<usize> = up
        .iter()
        .filter_map(|i| trick.seats.get(*i).copied())
        .collect();
    let outcome = match explain(system, &play.power, &cards, ctx) {
        Ok(o) => o,
        Err(e) => return crate::text::trick::error(lang, &e),
    };
    let players: Vec<String> = seats
        .iter()
        .enumerate()
        .map(|(i, s)| t!("play-why-player", n = i + 1, seat = seat_name(*s)))
        .collect();
    let mut lines = vec![
        t!("play-why-heading", n = play.history.len()),
        format!("  {}", players.join(" · ")),
    ];
    let steps = narrate(lang, system, &play.power, &cards, &outcome);
    for step in &steps {
        lines.push(format!("  {}. {}", step.facts.index + 1, step.text));
    }
    let sources: Vec<&str> = steps.iter().map(|s| s.source).collect();
    for line in crate::text::cite::by_step(&sources, lang) {
        lines.push(theme.dim(&format!("  {line}")));
    }
    for (i, (s, c)) in trick.seats.iter().zip(&trick.cards).enumerate() {
        if trick.is_down(i) {
            let c = shown(system, play, &trick.cards, trick.face_down, i, *c);
            lines.push(format!(
                "  {}",
                t!("play-why-face-down", seat = seat_name(*s), card = c)
            ));
        }
    }
    let winner = seats.get(outcome.winner).copied().unwrap_or(0);
    let card = cards
        .get(outcome.winner)
        .map(|c| label(lang, system, &play.power, *c))
        .unwrap_or_default();
    lines.push(theme.answer(&format!(
        "  {}",
        t!("play-takes-with", seat = seat_name(winner), card = card)
    )));
    lines.join("\n")
}

/// `rank`: the Machtposition of this hand (its trump, the Kaiser announced), compact as a
/// lesson shows it: two columns where they fit the width, else one.
fn rank(system: &RuleSystem, play: &PlayView, width: usize) -> String {
    let rows = crate::render::rank::rows(system, &play.power);
    let table = crate::render::rank::compact(&rows, 2, width)
        .or_else(|| crate::render::rank::compact(&rows, 1, width))
        .or_else(|| crate::render::rank::compact(&rows, 1, usize::MAX))
        .unwrap_or_default();
    let mut lines = vec![t!(
        "play-rank-heading",
        trump = play.power.trump.to_string()
    )];
    lines.extend(table);
    lines.push(t!(
        "play-rank-more",
        id = system.id.clone(),
        trump = play.power.trump.to_string()
    ));
    lines.join("\n")
}

/// With `--open`: the other seats' cards, one line each.
fn open_hands(board: &Board, system: &RuleSystem, play: &PlayView) -> Option<String> {
    if !board.open {
        return None;
    }
    let lang = crate::i18n::lang();
    let hands = board.hands.borrow();
    let lines: Vec<String> = hands
        .iter()
        .enumerate()
        .skip(1)
        .map(|(s, h)| {
            let cards: Vec<String> = h
                .iter()
                .map(|c| label(lang, system, &play.power, *c))
                .collect();
            t!(
                "play-open-hand",
                seat = seat_name(s),
                cards = cards.join(", ")
            )
        })
        .collect();
    Some(lines.join("\n"))
}

/// What partners see of each other at this table, said once as the game starts (`None` when
/// nobody has a partner): the rule, the learner's role (Sprecher, Schreiber), the source in
/// book form and any reading as a reading, never with a citation.
pub(super) fn partners_rule(system: &RuleSystem, parties: &[usize]) -> Option<String> {
    let def = system.partners.as_ref();
    let has_partner = (1..parties.len()).any(|s| parties[s] == parties[0]);
    if !has_partner {
        return None;
    }
    let lang = crate::i18n::lang();
    let head = def.and_then(|d| d.head(0, parties));
    let rule = match (def.map(|d| d.sees), head) {
        (Some(Sees::All), Some(Head::Sprecher(0))) => t!("play-partners-you-sprecher"),
        (Some(Sees::All), Some(Head::Sprecher(h))) => {
            t!("play-partners-sprecher", seat = seat_name(h))
        }
        (Some(Sees::All), _) => t!("play-partners-all"),
        (Some(Sees::Signs), Some(h)) if h.seat() == 0 => t!("play-partners-you-schreiber"),
        (Some(Sees::Signs), Some(h)) => t!("play-partners-signs", seat = seat_name(h.seat())),
        _ => t!("play-partners-none"),
    };
    let mut lines = vec![rule];
    if let Some(d) = def {
        let mut cited: Vec<String> = Vec::new();
        let mut readings: Vec<String> = Vec::new();
        let sprecher = d
            .sprecher
            .as_ref()
            .filter(|_| matches!(head, Some(Head::Sprecher(_))));
        let bases = std::iter::once(&d.basis)
            .chain(sprecher.map(|s| &s.basis))
            .chain(d.reading.as_ref())
            .chain(sprecher.and_then(|s| s.reading.as_ref()));
        for b in bases {
            match b {
                Basis::Source(raw) => {
                    let c = cite(crate::i18n::Pick::in_lang(raw, lang), lang, Form::Short);
                    if !c.trim().is_empty() && !cited.contains(&c) {
                        cited.push(c);
                    }
                }
                Basis::Reading { reading: n, en, de } => {
                    readings.push(crate::text::umschlag::reading(lang, *n, en, de));
                }
            }
        }
        if !cited.is_empty() {
            lines[0] = format!("{} {}", lines[0], crate::text::cite::bracketed(&cited));
        }
        lines.extend(readings);
    }
    Some(lines.join("\n"))
}

/// Answer `command` at the learner's turn (all but `undo`, which stops the driver).
pub(super) fn answer(
    ui: &mut dyn Ui,
    board: &Board,
    system: &RuleSystem,
    play: &PlayView,
    command: Command,
) -> anyhow::Result<()> {
    let text = match command {
        Command::Help => with_partners(board, help(board.open, play.power.face_down)),
        Command::Why => why(system, play, ui.theme()),
        Command::Rank => rank(system, play, ui.width()),
        Command::Last => last(system, play),
        Command::Undo | Command::Down => return Ok(()),
    };
    say(ui, &text)
}

/// `text`, then what the partners show or sign (as last said): `?` says it again.
fn with_partners(board: &Board, text: String) -> String {
    let partners = board.partners_said.borrow();
    if partners.is_empty() {
        text
    } else {
        format!("{text}\n{}", partners.join("\n"))
    }
}

/// On a terminal the commands are a menu (the `?` row of the card menu): the command picked,
/// `None` to go back to the cards.
pub(super) fn pick(
    ui: &mut dyn Ui,
    board: &Board,
    face_down: bool,
) -> anyhow::Result<Option<Command>> {
    let partners = board.partners_said.borrow().join("\n");
    if !partners.is_empty() {
        say(ui, &partners)?;
    }
    let commands: Vec<Command> = Command::ALL
        .into_iter()
        .filter(|c| *c != Command::Help && c.offered(board.open, face_down))
        .collect();
    let options: Vec<String> = commands
        .iter()
        .map(|c| t!(c.menu_id(), word = t!(c.word_id())))
        .collect();
    let back = t!("play-opt-cards");
    let reply = ui.ask(&Ask {
        prompt: &t!("play-commands-prompt"),
        options: &options,
        mode: Mode::Pick,
        list: true,
        default: Some(0),
        extras: &[(&back, Reply::Menu)],
        help: "",
    })?;
    Ok(match reply {
        Reply::Pick(i) => commands.get(i).copied(),
        other => Command::of_reply(&other),
    })
}

/// Before the learner's card menu: the trick's heading again just after a card was taken
/// back, what the partners show or sign, and with `--open` the other seats' cards.
pub(super) fn before_turn(
    ui: &mut dyn Ui,
    board: &Board,
    system: &RuleSystem,
    view: &View,
    play: &PlayView,
) -> anyhow::Result<()> {
    if board.resumed.take() {
        let heading = board.heading.borrow().clone();
        if !heading.is_empty() {
            say(ui, &heading)?;
        }
    }
    // What the partners show or sign, only when it changed since it was last said.
    let partners = super::shown::partner_lines(board, system, view, Some(play));
    if !partners.is_empty() && *board.partners_said.borrow() != partners {
        say(ui, &partners.join("\n"))?;
    }
    board.partners_said.replace(partners);
    if let Some(hands) = open_hands(board, system, play) {
        say(ui, &hands)?;
    }
    Ok(())
}

/// `undo` at the learner's turn: `true` when there is a card of this hand to take back (the
/// driver is then left, and the game replayed without it); else says why not.
pub(super) fn undo(ui: &mut dyn Ui, board: &Board) -> anyhow::Result<bool> {
    if !board.open {
        say(ui, &t!("play-undo-closed"))?;
        return Ok(false);
    }
    if board.tape.last_card(board.hand.get()).is_none() {
        say(ui, &t!("play-undo-none"))?;
        return Ok(false);
    }
    board.undo.set(true);
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_are_typed_in_either_language_in_any_case() {
        for (typed, want) in [
            ("why", Command::Why),
            (" Warum ", Command::Why),
            ("RANK", Command::Rank),
            ("rang", Command::Rank),
            ("last", Command::Last),
            ("letzter", Command::Last),
            ("undo", Command::Undo),
            ("zurück", Command::Undo),
            ("help", Command::Help),
            ("hilfe", Command::Help),
        ] {
            assert_eq!(Command::parse(typed), Some(want), "{typed}");
        }
        for other in ["", "Rosen-6", "1", "spieldrei", "quit"] {
            assert_eq!(Command::parse(other), None, "{other}");
        }
        // On the line, "?" and "hilfe" come as a hint, "zurück" as back.
        assert_eq!(Command::of_reply(&Reply::Hint), Some(Command::Help));
        assert_eq!(Command::of_reply(&Reply::Back), Some(Command::Undo));
        assert_eq!(Command::of_reply(&Reply::Pick(0)), None);
    }

    #[test]
    fn a_hand_keeps_its_order_when_a_seat_tells_it_again() {
        let board = Board::new(2, true);
        let cards =
            |names: &[&str]| -> Vec<Card> { names.iter().map(|n| n.parse().unwrap()).collect() };
        board.set(1, &cards(&["Rosen-6", "Eichel-7", "Schilten-8"]));
        board.remove(1, cards(&["Eichel-7"])[0]);
        board.set(1, &cards(&["Schilten-8", "Rosen-6", "Schellen-9"]));
        assert_eq!(
            board.hands.borrow()[1],
            cards(&["Rosen-6", "Schilten-8", "Schellen-9"])
        );
        // A seat that does not exist changes nothing.
        board.set(5, &cards(&["Rosen-6"]));
        board.remove(5, cards(&["Rosen-6"])[0]);
        assert_eq!(board.hands.borrow().len(), 2);
    }
}
