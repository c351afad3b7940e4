//! `kaiser play`: whole games against computer players. The learner sits at seat A; the
//! others are computer players ([`Agent`]s of the learner's level). The engine's table
//! ([`Driver`]) runs the game; here are the learner's seat (the menus, [`super::seat`]) and
//! the narration (an [`crate::rules::table::Observer`] that prints the table, [`narrator`]).
//! Each hand is dealt as the system deals it, trump comes from the Umschlag, Kaiser are
//! announced, the stake is raised (Spieldrei), accepted (kommen) or given up (gehen), the
//! tricks are played, and the winner books the stake, until a party reaches the game's
//! target. The table, the stake and the score are drawn after every trick.

mod narrator;

use super::board::Board;
use super::replay::Taped;
use super::seat::{Learner, Shared};
use super::ui::Ui;
use crate::lessons::Lang;
use crate::rules::deal::parties_of;
use crate::rules::system::{RuleSystem, TableDef};
use crate::rules::table::{Agent, Dice, Driver, Seat, Strategy, TableError, dice};
use crate::t;
use narrator::Narrator;
use std::cell::RefCell;

/// The computer players' level when none is asked: 3, `pimc` (sampled double-dummy).
pub const DEFAULT_LEVEL: u8 = 3;

/// Print, each line wrapped to the terminal's width at word boundaries by the one rule of
/// [`crate::render::fit`] (a numbered step goes on under its text, other lines two further
/// in; card names are never split at their hyphen).
pub(super) fn say(ui: &mut dyn Ui, text: &str) -> anyhow::Result<()> {
    let width = ui.width();
    Ok(ui.say(&crate::render::fit::narration_to(text, width))?)
}

/// How a game is played: to what target, against which computer players, open or not.
#[derive(Debug, Clone, Copy)]
pub struct How {
    /// Points that win the game (`None`: the system's usual target).
    pub target: Option<u32>,
    /// The computer players' strategy.
    pub level: Strategy,
    /// Every hand shown, and `undo` allowed.
    pub open: bool,
}

/// Play a game; returns the scores when a party reaches the target or the learner leaves.
/// `open`: every hand is shown and the learner may take a card back (`undo`).
pub fn play(
    ui: &mut dyn Ui,
    system: &RuleSystem,
    def: &TableDef,
    seed: u64,
    how: How,
    lang: Lang,
) -> anyhow::Result<Vec<u32>> {
    crate::i18n::with_lang(lang, || play_game(ui, system, def, seed, how, lang))
}

/// The driver's refusal in the learner's words.
pub(crate) fn refused(e: TableError, lang: Lang) -> anyhow::Error {
    let usage = |m: String| anyhow::Error::from(crate::error::InputError::Usage(m));
    match e {
        TableError::NoStake(id) => anyhow::anyhow!(t!("play-no-stake", id = id)),
        TableError::Target {
            target,
            allowed,
            two_parties: true,
        } => usage(crate::text::stake::error(
            lang,
            &crate::rules::stake::StakeError::Target(target, allowed),
        )),
        TableError::Target {
            target, allowed, ..
        } => usage(t!(
            "play-bad-target",
            target = target,
            allowed = crate::text::stake::targets(lang, &allowed)
        )),
        TableError::Stake { error, .. } | TableError::Rules(error) => {
            anyhow::anyhow!(crate::text::stake::error(lang, &error))
        }
        TableError::Card { error, .. } | TableError::Deal(error) => {
            anyhow::anyhow!(crate::text::hand::deal_error(lang, &error))
        }
        e => e.into(),
    }
}

fn play_game(
    ui: &mut dyn Ui,
    system: &RuleSystem,
    def: &TableDef,
    seed: u64,
    how: How,
    lang: Lang,
) -> anyhow::Result<Vec<u32>> {
    let How {
        target,
        level,
        open,
    } = how;
    let shared = Shared {
        ui: RefCell::new(ui),
        error: RefCell::new(None),
        board: Board::new(def.players, open),
    };
    // Played again from the start, silently, each time the learner takes a card back.
    loop {
        let end = run_table(&shared, system, def, seed, target, level, lang);
        if let Some(e) = shared.error.borrow_mut().take() {
            return Err(e);
        }
        let board = &shared.board;
        if board.undo.replace(false)
            && let Some(card) = board.tape.cut(board.hand.get())
        {
            shared.say(&t!("play-undone", card = card));
            board.muted.set(true);
            continue;
        }
        return end;
    }
}

/// One run of the driver over the learner's terminal (to the end, or until the learner
/// leaves or takes a card back); every seat's decisions go on the board's tape.
fn run_table(
    shared: &Shared<'_>,
    system: &RuleSystem,
    def: &TableDef,
    seed: u64,
    target: Option<u32>,
    level: Strategy,
    lang: Lang,
) -> anyhow::Result<Vec<u32>> {
    let dice = dice(seed);
    let parties = parties_of(def);
    let board = &shared.board;
    fn taped<'b>(
        seat: usize,
        inner: Box<dyn Seat + 'b>,
        board: &'b Board,
        dice: &Dice,
    ) -> Box<dyn Seat + 'b> {
        Box::new(Taped {
            seat,
            inner,
            board,
            dice: dice.clone(),
        })
    }
    let learner = Learner {
        shared,
        system,
        card: None,
    };
    let mut seats: Vec<Box<dyn Seat + '_>> = vec![taped(0, Box::new(learner), board, &dice)];
    for s in 1..def.players {
        let bot = Agent::new(level, dice.clone()).for_system(&system.id);
        // The learner's partners leave the raising to the learner.
        let bot = if parties[s] == parties[0] {
            bot.without_raising()
        } else {
            bot
        };
        seats.push(taped(s, Box::new(bot), board, &dice));
    }
    let mut narrator = Narrator {
        shared,
        system,
        def,
        seed,
        two: def.parties == 2,
        heading: None,
        trump: String::new(),
        face_up_now: false,
        table_value: 0,
        kritze: Vec::new(),
    };
    let end = {
        let mut driver =
            Driver::new(system, def, target, seats, dice.clone()).map_err(|e| refused(e, lang))?;
        driver.observe(&mut narrator);
        driver.run()
    };
    Ok(end.map_err(|e| refused(e, lang))?.scores)
}
