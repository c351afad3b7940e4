//! The narration of a game of `kaiser play`: an [`Observer`] of the engine's table that
//! prints, as the learner at seat A sees it, the heading and the table, each deal (the
//! Umschlag, trump, the learner's cards), Kaiser, raises and answers, every card and trick,
//! and each hand's booking and the score.

use super::say;
use crate::cards::Card;
use crate::rules::Power;
use crate::rules::deal::{Dealt, parties_of};
use crate::rules::solver::PlayedTrick;
use crate::rules::stake::{HandEnd, RaiseKind};
use crate::rules::system::{RuleSystem, TableDef};
use crate::rules::table::{HandOver, HandStart, Observer};
use crate::t;
use crate::text::trick::label;
use crate::tutor::board::seat_name;
use crate::tutor::score::{party_name, party_size, score_board, score_line};
use crate::tutor::seat::Shared;
use crate::tutor::ui::Ui;

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
            title = crate::text::system::title(system, crate::i18n::lang()),
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
pub(super) struct Narrator<'s, 'u> {
    pub(super) shared: &'s Shared<'u>,
    pub(super) system: &'s RuleSystem,
    pub(super) def: &'s TableDef,
    pub(super) seed: u64,
    /// Two parties: the stake is raised and answered.
    pub(super) two: bool,
    /// The current trick's heading (number, leader, tricks per party) while no card lies.
    pub(super) heading: Option<(u8, usize, Vec<u8>)>,
    /// This hand's trump (in every trick's heading).
    pub(super) trump: String,
    /// The covered deals were thrown in for the last time: the next deal of this hand is
    /// face up, so its heading does not name the covered deal again.
    pub(super) face_up_now: bool,
    /// What every hand is worth before any raise (the table's value).
    pub(super) table_value: u32,
    /// The Kritze of each Kaiser announced this hand, in order (the first trick's heading
    /// says that they make the stake).
    pub(super) kritze: Vec<u32>,
}

impl Narrator<'_, '_> {
    /// What an accepted raise adds to the hand's worth, in points and in the village's words:
    /// "1 Kritz for the Kaiser Schellen-Banner", "one more Kritz for …", "3 for Spieldrei".
    fn added(&self, to: &RaiseKind) -> (u32, String) {
        let lang = crate::i18n::lang();
        let words = crate::text::words::Words::of(self.system);
        match to {
            RaiseKind::Kaiser(kaiser) => {
                let added = kaiser.iter().map(|(_, k)| k).sum();
                let each: Vec<String> = kaiser
                    .iter()
                    .map(|(card, k)| {
                        t!(
                            "play-adds-kaiser",
                            kritze = words.kritze(lang, *k),
                            card = card
                        )
                    })
                    .collect();
                (added, each.join(", "))
            }
            RaiseKind::JointKaiser(pair) => {
                (3, t!("play-adds-joint", first = pair[0], second = pair[1]))
            }
            RaiseKind::Kritz(card) => (1, t!("play-adds-kritz", card = card)),
            RaiseKind::Spieldrei | RaiseKind::Freien | RaiseKind::Nachfreien => (
                words.step,
                t!(
                    "play-adds-raise",
                    step = words.step,
                    raise = words.raise.as_str()
                ),
            ),
        }
    }

    /// The tricks won, in the unbreakable form of [`score_line`].
    fn tricks(&self, won: &[u8]) -> String {
        let won: Vec<u32> = won.iter().map(|&w| u32::from(w)).collect();
        score_line(self.def, &won)
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
        self.table_value = table_value;
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
        if let Some(rule) = crate::tutor::board::partners_rule(system, &parties_of(def)) {
            self.shared.say(&rule);
        }
        if self.shared.board.open {
            self.shared.say(&t!(
                "play-open-intro",
                reading = crate::text::reading_ref(crate::i18n::lang(), 26)
            ));
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
        // A new deal: the partners' cards are said again at the first question.
        self.shared.board.partners_said.borrow_mut().clear();
        self.kritze.clear();
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
        self.shared.board.partners_said.borrow_mut().clear();
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
        self.shared
            .say(&crate::tutor::night::dealt(self.def.players));
    }

    fn joint_kaiser_announced(&mut self, seat: usize, pair: [Card; 2]) {
        self.shared.say(&crate::tutor::night::joint(seat, pair));
    }

    fn night_turned(&mut self, seat: usize) {
        self.shared
            .say(&crate::tutor::night::turned(seat, self.def.players));
    }

    fn night_leads(&mut self, seat: usize) {
        self.shared.say(&crate::tutor::night::leads(seat));
    }

    fn kritze_aside(&mut self, aside: u32) {
        self.shared.say(&crate::tutor::night::aside(aside));
    }

    fn thrown_in(&mut self, count: u32, dealer: usize, covered: bool) {
        self.face_up_now = !covered;
        self.shared
            .say(&crate::tutor::night::thrown_in(count, dealer, covered));
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
        self.kritze.push(kritze);
        let words = crate::text::words::Words::of(self.system);
        self.shared.say(&t!(
            "play-announces",
            seat = seat_name(seat),
            card = card,
            kritze = words.kritze_announced(crate::i18n::lang(), kritze)
        ));
    }

    /// Stepwise Kritze: one more for a Kaiser, and «Kommt Ihr?» again.
    fn kritz_added(&mut self, seat: usize, card: Card, kritze: u32) {
        let words = crate::text::words::Words::of(self.system);
        self.shared.say(&crate::tutor::steps::kritz_added(
            seat, card, kritze, &words,
        ));
    }

    /// Liebenau: the dealer pauses, and each party may make its Spieldrei, hold or leave.
    fn deal_paused(&mut self, number: usize, _dealt: &[usize], face_up: &[(usize, Card)]) {
        let words = crate::text::words::Words::of(self.system);
        self.shared
            .say(&crate::tutor::steps::paused(number, face_up, &words));
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
        // What the hand is worth now, and how it got there: what it was, and what the
        // accepted raise added (walk 26: "the stake is 5" said nothing).
        let (added, why) = self.added(to);
        let before = value.saturating_sub(added);
        match (seat == 0, come) {
            (true, true) => self.shared.say(&t!(
                "play-you-come",
                stake = value,
                before = before,
                why = why
            )),
            (true, false) => {}
            (false, true) => self.shared.say(&t!(
                "play-they-come",
                party = name,
                stake = value,
                members = members,
                before = before,
                why = why
            )),
            (false, false) => {
                // "B+D go" says nothing to a newcomer: what they did, in the village's words.
                let go = crate::text::words::Words::of(self.system).go();
                self.shared.say(&t!(
                    "play-they-go",
                    party = name,
                    members = members,
                    go = go.as_str()
                ))
            }
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
        // The first trick: a stake that is the table's value and the Kaiser's Kritze says
        // so (walk 26: "stake 14" said nothing); raises were explained when answered.
        let kritze: u32 = self.kritze.iter().sum();
        if self.two && number == 1 && !self.kritze.is_empty() && self.table_value + kritze == value
        {
            let each: Vec<String> = self.kritze.iter().map(u32::to_string).collect();
            let line = t!(
                "play-stake-kaiser",
                stake = value,
                table = self.table_value,
                kritze = each.join(" + ")
            );
            self.shared.say(&line);
            // Part of the heading: a card taken back shows the trick's start as it was.
            let mut heading = self.shared.board.heading.borrow_mut();
            heading.push('\n');
            heading.push_str(&line);
        }
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
                // The other party, named: it went (gehen), or announced the false Kaiser.
                let other = 1 - b.party.min(1);
                let text = t!(
                    id,
                    party = party_name(def, b.party),
                    points = b.points,
                    members = party_size(def, b.party),
                    others = party_name(def, other),
                    gone = party_size(def, other)
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
