//! `kaiser play`: whole games against computer players. The learner sits at seat A; the
//! others are computer players ([`Agent`]s of the learner's level). The engine's table ([`Driver`]) runs the game; here are the
//! learner's seat (the menus) and the narration (an [`Observer`] that prints the table). Each hand is dealt as the system deals it, trump
//! comes from the Umschlag, Kaiser are announced, the stake is raised (Spieldrei), accepted
//! (kommen) or given up (gehen), the tricks are played, and the winner books the stake, until
//! a party reaches the game's target. The table, the stake and the score are drawn after
//! every trick.

use super::board::{Board, seat_name};
use super::replay::Taped;
use super::seat::{Learner, Shared};
use super::ui::Ui;
use crate::cards::Card;
use crate::lessons::Lang;
use crate::rules::Power;
use crate::rules::deal::{Dealt, parties_of};
use crate::rules::solver::PlayedTrick;
use crate::rules::stake::{HandEnd, RaiseKind};
use crate::rules::system::{RuleSystem, TableDef};
use crate::rules::table::{
    Agent, Dice, Driver, HandOver, HandStart, Observer, Seat, Strategy, TableError, dice,
};
use crate::t;
use crate::text::trick::label;
use std::cell::RefCell;

use super::score::{party_name, party_size, score_board, score_line};

/// The computer players' level when none is asked: 3, `pimc` (sampled double-dummy).
pub const DEFAULT_LEVEL: u8 = 3;

/// Print, each line wrapped to the terminal's width (continuation lines indented; card
/// names are never split at their hyphen).
pub(super) fn say(ui: &mut dyn Ui, text: &str) -> anyhow::Result<()> {
    let width = ui.width();
    let lines: Vec<String> = text
        .split('\n')
        .map(|line| {
            if textwrap::core::display_width(line) <= width {
                return line.to_string();
            }
            // Continuation lines two further in, so a wrapped line reads as one; a numbered
            // step ("  2. Eichel-Ass …", `why`) goes on under its text.
            let lead = line.len() - line.trim_start_matches(' ').len();
            let body = &line[lead..];
            let hang = body
                .find(". ")
                .filter(|&i| i > 0 && body[..i].bytes().all(|b| b.is_ascii_digit()))
                .map_or(2, |i| i + 2);
            let indent = " ".repeat(lead + hang);
            let opts = textwrap::Options::new(width)
                .subsequent_indent(&indent)
                .word_splitter(textwrap::WordSplitter::NoHyphenation)
                .break_words(false);
            textwrap::fill(line, &opts)
        })
        .collect();
    Ok(ui.say(&lines.join("\n"))?)
}

/// The game's heading and the table: players, parties, then `rules`.
fn intro(
    ui: &mut dyn Ui,
    system: &RuleSystem,
    def: &TableDef,
    seed: u64,
    rules: &str,
) -> anyhow::Result<()> {
    let theme = ui.theme();
    say(
        ui,
        &theme.heading(&t!(
            "play-heading",
            title = system.title,
            seed = seed.to_string()
        )),
    )?;
    let parties: Vec<String> = (0..def.parties).map(|p| party_name(def, p)).collect();
    say(
        ui,
        &t!(
            "play-table",
            players = def.players,
            parties = def.parties,
            list = parties.join(" · "),
            rules = rules
        ),
    )
}

/// The narration of the table, as the learner at seat A sees it.
struct Narrator<'s, 'u> {
    shared: &'s Shared<'u>,
    system: &'s RuleSystem,
    def: &'s TableDef,
    seed: u64,
    /// Two parties: the stake is raised and answered.
    two: bool,
    /// The current trick's heading (number, leader, tricks per party) while no card lies.
    heading: Option<(u8, usize, Vec<u8>)>,
    /// This hand's trump (in every trick's heading).
    trump: String,
    /// The covered deals were thrown in for the last time: the next deal of this hand is
    /// face up, so its heading does not name the covered deal again.
    face_up_now: bool,
}

impl Narrator<'_, '_> {
    fn tricks(&self, won: &[u8]) -> String {
        (0..self.def.parties)
            .map(|p| format!("{} {}", party_name(self.def, p), won[p]))
            .collect::<Vec<_>>()
            .join(" : ")
    }

    /// The trick's heading: its number, the leader, trump, the stake and the tricks won.
    fn trick_heading(&self, n: u8, leader: usize, value: u32, won: &[u8]) {
        let text = if self.two {
            t!(
                "play-trick-heading",
                n = n,
                leader = seat_name(leader),
                trump = self.trump.as_str(),
                stake = value,
                tricks = self.tricks(won)
            )
        } else {
            t!(
                "play-trick-heading-alone",
                n = n,
                leader = seat_name(leader),
                trump = self.trump.as_str(),
                value = value,
                tricks = self.tricks(won)
            )
        };
        self.shared.board.heading.replace(text.clone());
        self.shared.say(&text);
    }
}

impl Observer for Narrator<'_, '_> {
    fn game_started(&mut self, target: u32, table_value: u32) {
        let def = self.def;
        let rules = if self.two {
            let parties = parties_of(def);
            // Your partners: the others of your party (none at a table of two).
            let partners: Vec<String> = (1..def.players)
                .filter(|s| parties[*s] == parties[0])
                .map(|s| ((b'A' + s as u8) as char).to_string())
                .collect();
            t!(
                "play-rules",
                partners = partners.join("+"),
                mates = partners.len(),
                need = def.need,
                tricks = def.tricks(),
                target = target
            )
        } else {
            t!(
                "play-rules-alone",
                need = def.need,
                tricks = def.tricks(),
                target = target,
                value = table_value
            )
        };
        let (system, seed) = (self.system, self.seed);
        if self.shared.board.muted.get() {
            return;
        }
        if self
            .shared
            .with(|ui| intro(ui, system, def, seed, &rules))
            .is_none()
        {
            return;
        }
        if let Some(rule) = super::board::partners_rule(system, &parties_of(def)) {
            self.shared.say(&rule);
        }
        if self.shared.board.open {
            self.shared.say(&t!("play-open-intro"));
        }
        // A terminal menu has a row for the commands; typed, ? or help lists them.
        let on_terminal = self.shared.with(|ui| Ok(ui.height())).flatten().is_some();
        self.shared.say(&if on_terminal {
            t!("play-commands-intro-menu")
        } else {
            t!("play-commands-intro")
        });
    }

    fn dealt(&mut self, start: &HandStart) {
        self.shared.board.hand.set(start.number);
        let theme = self.shared.theme();
        self.shared.say("");
        let heading = if self.two {
            t!(
                "play-hand-heading",
                n = start.number,
                dealer = seat_name(start.dealer),
                leader = seat_name(start.leader),
                score = score_line(self.def, start.scores)
            )
        } else {
            t!(
                "play-hand-heading-alone",
                n = start.number,
                dealer = seat_name(start.dealer),
                leader = seat_name(start.leader)
            )
        };
        self.shared.say(&theme.heading(&heading));
        if let Some(name) = start.phase_name.filter(|_| !self.face_up_now) {
            self.shared.say(&t!("play-phase", name = name));
        }
        self.face_up_now = false;
    }

    /// The Umschlag, trump and the learner's cards (named with every Kaiser announced).
    fn umschlag(&mut self, d: &Dealt, _power: &Power) {
        self.trump = d.trump.to_string();
        // A new deal: every hand as dealt.
        let mut hands = self.shared.board.hands.borrow_mut();
        for (seat, hand) in d.hands.iter().enumerate() {
            if let Some(h) = hands.get_mut(seat) {
                *h = hand.clone();
            }
        }
        drop(hands);
        let up: Vec<String> = d
            .face_up
            .iter()
            .map(|(s, c)| format!("{} {c}", seat_name(*s)))
            .collect();
        self.shared.say(&format!(
            "Umschlag: {} → Trumpf: {}",
            up.join(", "),
            d.trump
        ));
    }

    /// The learner's cards, once all are dealt (after the face-up round).
    fn cards_dealt(&mut self, d: &Dealt, power: &Power) {
        let yours: Vec<String> = d.hands[0]
            .iter()
            .map(|c| label(crate::i18n::lang(), self.system, power, *c))
            .collect();
        self.shared
            .say(&t!("play-your-cards", cards = yours.join(", ")));
    }

    /// The covered deal: the first cards face down, who turned, or the throw-in.
    fn night_dealt(&mut self, _name: &str, _throw_ins: u32) {
        self.shared.say(&super::night::dealt());
    }

    fn joint_kaiser_announced(&mut self, seat: usize, pair: [Card; 2]) {
        self.shared.say(&super::night::joint(seat, pair));
    }

    fn night_turned(&mut self, seat: usize) {
        self.shared.say(&super::night::turned(seat));
    }

    fn night_leads(&mut self, seat: usize) {
        self.shared.say(&super::night::leads(seat));
    }

    fn kritze_aside(&mut self, aside: u32) {
        self.shared.say(&super::night::aside(aside));
    }

    fn thrown_in(&mut self, count: u32, dealer: usize, covered: bool) {
        self.face_up_now = !covered;
        self.shared
            .say(&super::night::thrown_in(count, dealer, covered));
    }

    /// The cutter cut again: a Kaiser lay at the bottom.
    fn recut(&mut self, recuts: usize) {
        self.shared.say(&t!("play-recut", n = recuts));
    }

    /// Freien or Nachfreien: the Knopf moves on, and nobody can refuse.
    fn freit(&mut self, seat: usize, nach: bool, value: u32) {
        let text = match (seat == 0, nach) {
            (true, false) => t!("play-you-freien", stake = value),
            (true, true) => t!("play-you-nachfreien", stake = value),
            (false, false) => t!("play-they-freien", seat = seat_name(seat), stake = value),
            (false, true) => t!(
                "play-they-nachfreien",
                seat = seat_name(seat),
                stake = value
            ),
        };
        self.shared.say(&text);
    }

    fn kaiser_announced(&mut self, seat: usize, card: Card, kritze: u32) {
        let words = crate::text::words::Words::of(self.system);
        self.shared.say(&t!(
            "play-announces",
            seat = seat_name(seat),
            card = card,
            kritze = words.kritze(crate::i18n::lang(), kritze)
        ));
    }

    /// Stepwise Kritze: one more for a Kaiser, and «Kommt Ihr?» again.
    fn kritz_added(&mut self, seat: usize, card: Card, kritze: u32) {
        let words = crate::text::words::Words::of(self.system);
        self.shared
            .say(&super::steps::kritz_added(seat, card, kritze, &words));
    }

    /// Liebenau: the dealer pauses, and each party may make its Spieldrei, hold or leave.
    fn deal_paused(&mut self, number: usize, _dealt: &[usize], face_up: &[(usize, Card)]) {
        let words = crate::text::words::Words::of(self.system);
        self.shared
            .say(&super::steps::paused(number, face_up, &words));
    }

    /// A raise in the village's words: «Wir spielen es» (Spielen: the Knopf moves one field, +3).
    fn raised(&mut self, seat: usize) {
        let said = crate::text::words::Words::of(self.system).raise_said(crate::i18n::lang());
        if seat == 0 {
            self.shared.say(&t!("play-you-raise", said = said));
        } else {
            self.shared
                .say(&t!("play-they-raise", seat = seat_name(seat), said = said));
        }
    }

    fn answered(&mut self, seat: usize, raiser: usize, to: &RaiseKind, come: bool, value: u32) {
        // A Kaiser's answer is told by the hand's end when the others go; a step of
        // stepwise Kritze is answered aloud like a raise.
        let stepwise = self
            .system
            .stake
            .as_ref()
            .is_some_and(|s| s.kaiser.stepwise);
        let told = match to {
            RaiseKind::Spieldrei | RaiseKind::Kritz(_) => true,
            RaiseKind::Kaiser(_) => stepwise,
            _ => false,
        };
        if !told {
            return;
        }
        let party = parties_of(self.def)[seat];
        let (name, members) = (party_name(self.def, party), party_size(self.def, party));
        match (seat == 0, come) {
            (true, true) => self.shared.say(&t!("play-you-come", stake = value)),
            (true, false) => {}
            (false, true) => self.shared.say(&t!(
                "play-they-come",
                party = name,
                stake = value,
                members = members
            )),
            (false, false) => self
                .shared
                .say(&t!("play-they-go", party = name, members = members)),
        }
        // The learner is asked again: with no card on the table, under the trick's heading.
        if raiser == 0
            && come
            && let Some((n, leader, won)) = self.heading.clone()
        {
            self.trick_heading(n, leader, value, &won);
        }
    }

    fn laid_away(&mut self, n: usize) {
        self.shared.say(&t!("play-all-lay-away", n = n));
    }

    fn trick_started(&mut self, number: u8, leader: usize, value: u32, won: &[u8]) {
        self.heading = Some((number, leader, won.to_vec()));
        self.trick_heading(number, leader, value, won);
    }

    fn card_played(&mut self, seat: usize, card: Card, power: &Power) {
        self.heading = None;
        self.shared.board.remove(seat, card);
        let shown = label(crate::i18n::lang(), self.system, power, card);
        self.shared
            .say(&t!("play-plays", seat = seat_name(seat), card = shown));
    }

    /// A card laid face down: the learner's own by name; another seat's only as "a card
    /// face down" (with `--open` by name, and a Kaiser named as one where the village names
    /// it, Achermann 1978 §4 «Ich leggä ä Chaiser abbä»).
    fn card_laid_down(&mut self, seat: usize, card: Card, shown: bool, power: &Power) {
        self.heading = None;
        self.shared.board.remove(seat, card);
        let name = label(crate::i18n::lang(), self.system, power, card);
        let text = if shown && seat != 0 {
            t!("play-lays-down-kaiser", seat = seat_name(seat), card = name)
        } else if seat == 0 || self.shared.board.open {
            t!("play-lays-down-shown", seat = seat_name(seat), card = name)
        } else {
            t!("play-lays-down", seat = seat_name(seat))
        };
        self.shared.say(&text);
    }

    fn trick_taken(&mut self, trick: &PlayedTrick, power: &Power) {
        let theme = self.shared.theme();
        let text = if self.two {
            let at = trick
                .seats
                .iter()
                .position(|s| *s == trick.winner)
                .unwrap_or(0);
            t!(
                "play-takes-with",
                seat = seat_name(trick.winner),
                card = label(crate::i18n::lang(), self.system, power, trick.cards[at])
            )
        } else {
            t!("play-takes", seat = seat_name(trick.winner))
        };
        self.shared.say(&theme.answer(&text));
    }

    fn hand_over(&mut self, over: &HandOver) {
        let (theme, def) = (self.shared.theme(), self.def);
        match (over.booking, self.two) {
            (Some(b), true) => {
                let id = match b.end {
                    HandEnd::Tricks => "play-books-tricks",
                    HandEnd::Gehen => "play-books-gehen",
                    HandEnd::FalseKaiser => "play-books-false-kaiser",
                };
                let text = t!(
                    id,
                    party = party_name(def, b.party),
                    points = b.points,
                    members = party_size(def, b.party)
                );
                self.shared.say(&theme.answer(&text));
            }
            (None, true) => self.shared.say(&t!("play-nobody-books")),
            (Some(b), false) => self.shared.say(&theme.answer(&t!(
                "play-books",
                party = party_name(def, b.party),
                points = b.points
            ))),
            (None, false) => self.shared.say(&t!("play-nobody-wins")),
        }
        self.shared
            .say(&score_board(theme, def, over.scores, over.target));
    }

    fn game_over(&mut self, w: usize, scores: &[u32]) {
        let (theme, def) = (self.shared.theme(), self.def);
        self.shared.say("");
        let text = if !self.two {
            t!("play-wins-alone", party = party_name(def, w))
        } else if w == parties_of(def)[0] {
            t!(
                "play-game-won-you",
                party = party_name(def, w),
                score = score_line(def, scores),
                members = party_size(def, w)
            )
        } else {
            t!(
                "play-game-won",
                party = party_name(def, w),
                score = score_line(def, scores),
                members = party_size(def, w)
            )
        };
        self.shared.say(&theme.answer(&text));
    }

    /// The learner left before the end: say where the game stood.
    fn left(&mut self, _seat: usize, scores: &[u32], target: u32) {
        // Not left: a card is taken back, and the game goes on.
        if self.shared.board.undo.get() {
            return;
        }
        self.shared.say("");
        self.shared.say(&t!(
            "play-left",
            standing = score_line(self.def, scores),
            target = target
        ));
    }
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
    };
    let end = {
        let mut driver =
            Driver::new(system, def, target, seats, dice.clone()).map_err(|e| refused(e, lang))?;
        driver.observe(&mut narrator);
        driver.run()
    };
    Ok(end.map_err(|e| refused(e, lang))?.scores)
}
