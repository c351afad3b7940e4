//! `kaiser play`: whole games against computer players. The learner sits at seat A; the
//! others are bots ([`crate::rules::bot`]). Each hand is dealt as the system deals it, trump
//! comes from the Umschlag, Kaiser are announced, the stake is raised (Spieldrei), accepted
//! (kommen) or given up (gehen), the tricks are played, and the winner books the stake, until
//! a party reaches the game's target. The table, the stake and the score are drawn after
//! every trick.

use super::ui::{Ask, Mode, Reply, Ui};
use crate::cards::{Card, Rank};
use crate::lessons::Lang;
use crate::rules::bot::{self, COME_AT, RAISE_AT};
use crate::rules::deal::{Hand, deal, deck_for, parties_of};
use crate::rules::stake::{Booking, Game, HandEnd, Stake};
use crate::rules::system::{RuleSystem, TableDef};
use crate::rules::trick::label;
use crate::t;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Sampled deals per bot decision (more is stronger and slower).
pub const BOT_SAMPLES: usize = 12;

fn seat_name(seat: usize) -> String {
    if seat == 0 {
        t!("play-seat-you")
    } else {
        ((b'A' + seat as u8) as char).to_string()
    }
}

fn party_name(def: &TableDef, party: usize) -> String {
    let parties = parties_of(def);
    (0..def.players)
        .filter(|s| parties[*s] == party)
        .map(|s| ((b'A' + s as u8) as char).to_string())
        .collect::<Vec<_>>()
        .join("+")
}

/// How many players sit in `party` (the verb agrees: "A wins", "A+C win").
fn party_size(def: &TableDef, party: usize) -> usize {
    parties_of(def).iter().filter(|p| **p == party).count()
}

/// Print, each line wrapped to the terminal's width (continuation lines indented; card
/// names are never split at their hyphen).
fn say(ui: &mut dyn Ui, text: &str) -> anyhow::Result<()> {
    let width = ui.width();
    let lines: Vec<String> = text
        .split('\n')
        .map(|line| {
            if textwrap::core::display_width(line) <= width {
                return line.to_string();
            }
            // Continuation lines two further in, so a wrapped line reads as one.
            let indent: String = line.chars().take_while(|c| *c == ' ').collect::<String>() + "  ";
            let opts = textwrap::Options::new(width)
                .subsequent_indent(&indent)
                .word_splitter(textwrap::WordSplitter::NoHyphenation)
                .break_words(false);
            textwrap::fill(line, &opts)
        })
        .collect();
    Ok(ui.say(&lines.join("\n"))?)
}

/// What the learner chose at their turn.
enum Turn {
    Card(Card),
    Raise,
    Go,
    Quit,
}

/// Ask the learner for a card (or a raise, or to go).
fn ask_turn(
    ui: &mut dyn Ui,
    hand: &Hand,
    system: &RuleSystem,
    can_raise: bool,
    can_go: bool,
) -> anyhow::Result<Turn> {
    let legal: Vec<Card> = hand.legal().iter().collect();
    let mut options: Vec<String> = legal
        .iter()
        .map(|c| label(system, &hand.power, *c))
        .collect();
    if can_raise {
        options.push(t!("play-opt-raise"));
    }
    if can_go {
        options.push(t!("play-opt-go"));
    }
    let prompt = match (can_raise, can_go) {
        (true, true) => t!("play-prompt-card-raise-go"),
        (false, true) => t!("play-prompt-card-go"),
        _ => t!("play-prompt-card"),
    };
    let quit = t!("play-opt-quit");
    loop {
        let reply = ui.ask(&Ask {
            prompt: &prompt,
            options: &options,
            mode: Mode::Pick,
            list: true,
            default: 0,
            extras: ["", "", &quit, ""],
            help: "",
        })?;
        let pick = match reply {
            Reply::Quit => return Ok(Turn::Quit),
            Reply::Pick(i) => Some(i),
            Reply::Text(t) => {
                let t = t.trim().to_lowercase();
                match t.as_str() {
                    "spieldrei" | "spielen" | "raise" | "+3" => {
                        if can_raise {
                            return Ok(Turn::Raise);
                        }
                        say(ui, &t!("play-cannot-raise"))?;
                        continue;
                    }
                    "gehen" | "go" if can_go => return Ok(Turn::Go),
                    _ => match t.parse::<usize>() {
                        Ok(n) if n >= 1 && n <= options.len() => Some(n - 1),
                        _ => {
                            let namer = crate::cards::names::Namer::new(
                                Some(hand.power.trump),
                                &system.nicknames,
                            )
                            .with_deck(hand.power.deck);
                            match namer.card(&t) {
                                Ok(c) if legal.contains(&c) => return Ok(Turn::Card(c)),
                                Ok(c)
                                    if !hand
                                        .to_play()
                                        .is_some_and(|seat| hand.table.hands[seat].contains(c)) =>
                                {
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
            Reply::Hint | Reply::Skip | Reply::Order(_) => None,
        };
        let Some(i) = pick else { continue };
        if i < legal.len() {
            return Ok(Turn::Card(legal[i]));
        }
        let extra = i - legal.len();
        return Ok(if can_raise && extra == 0 {
            Turn::Raise
        } else {
            Turn::Go
        });
    }
}

/// Ask yes/no as a two-option menu (kommen / gehen).
fn ask_come(ui: &mut dyn Ui, what: &str) -> anyhow::Result<Option<bool>> {
    let options = vec![t!("play-opt-come"), t!("play-opt-give-up")];
    let quit = t!("play-opt-quit");
    loop {
        match ui.ask(&Ask {
            prompt: what,
            options: &options,
            mode: Mode::Pick,
            list: true,
            default: 0,
            extras: ["", "", &quit, ""],
            help: "",
        })? {
            Reply::Quit => return Ok(None),
            Reply::Pick(0) => return Ok(Some(true)),
            Reply::Pick(1) => return Ok(Some(false)),
            Reply::Text(t) => match t.trim().to_lowercase().as_str() {
                "1" | "kommen" | "come" | "ja" | "j" | "yes" | "y" => return Ok(Some(true)),
                "2" | "gehen" | "go" | "nein" | "no" | "n" => return Ok(Some(false)),
                _ => say(ui, &t!("play-come-or-go"))?,
            },
            _ => {}
        }
    }
}

/// The learner's answer to "announce this Banner as Kaiser?": `None` = quit, `Some(None)` =
/// no (it stays a plain 10), `Some(Some(k))` = with `k` Kritze.
fn ask_kaiser(ui: &mut dyn Ui, card: Card, values: &[u32]) -> anyhow::Result<Option<Option<u32>>> {
    let mut options: Vec<String> = vec![t!("play-opt-no-kaiser")];
    options.extend(values.iter().map(|v| t!("play-kritze", n = *v)));
    let mut list = true;
    let prompt = t!("play-ask-kaiser", card = card);
    let quit = t!("play-opt-quit");
    loop {
        let reply = ui.ask(&Ask {
            prompt: &prompt,
            options: &options,
            mode: Mode::Pick,
            list: std::mem::replace(&mut list, false),
            default: options.len() - 1,
            extras: ["", "", &quit, ""],
            help: "",
        })?;
        match reply {
            Reply::Quit => return Ok(None),
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

/// Show the Umschlag, trump and the learner's cards; the Power table of this hand (every
/// Kaiser as if announced, for the names).
fn show_deal(
    ui: &mut dyn Ui,
    system: &RuleSystem,
    deck: crate::cards::Deck,
    d: &crate::rules::deal::Dealt,
) -> anyhow::Result<crate::rules::Power> {
    let up: Vec<String> = d
        .face_up
        .iter()
        .map(|(s, c)| format!("{} {c}", seat_name(*s)))
        .collect();
    say(
        ui,
        &format!("Umschlag: {} → Trumpf: {}", up.join(", "), d.trump),
    )?;
    let opts = crate::rules::PowerOptions {
        deck: Some(deck),
        ..Default::default()
    };
    let power = crate::rules::Power::new(system, d.trump, &opts)?;
    let yours: Vec<String> = d.hands[0]
        .iter()
        .map(|c| label(system, &power, *c))
        .collect();
    say(ui, &t!("play-your-cards", cards = yours.join(", ")))?;
    Ok(power)
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

/// Play a game; returns the scores when a party reaches the target or the learner leaves.
pub fn play(
    ui: &mut dyn Ui,
    system: &RuleSystem,
    def: &TableDef,
    seed: u64,
    target: Option<u32>,
    lang: Lang,
) -> anyhow::Result<Vec<u32>> {
    crate::i18n::with_lang(lang, || play_game(ui, system, def, seed, target))
}

fn play_game(
    ui: &mut dyn Ui,
    system: &RuleSystem,
    def: &TableDef,
    seed: u64,
    target: Option<u32>,
) -> anyhow::Result<Vec<u32>> {
    let theme = ui.theme();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let deck = deck_for(system, def);
    let Some(stake_def) = system.stake.as_ref() else {
        anyhow::bail!(t!("play-no-stake", id = system.id));
    };
    if def.parties != 2 {
        return play_alone(ui, system, def, seed, target, stake_def);
    }
    let mut game = match target {
        Some(t) => {
            Game::new(stake_def, t).map_err(|e| crate::cli::InputError::Usage(e.to_string()))?
        }
        None => Game::for_table(stake_def, def.players, def.parties),
    };
    let parties = parties_of(def);
    let me = parties[0];
    // Your partners: the others of your party (none at a table of two).
    let partners: Vec<String> = (1..def.players)
        .filter(|s| parties[*s] == me)
        .map(|s| ((b'A' + s as u8) as char).to_string())
        .collect();
    let rules = t!(
        "play-rules",
        partners = partners.join("+"),
        mates = partners.len(),
        need = def.need,
        tricks = def.tricks(),
        target = game.target()
    );
    intro(ui, system, def, seed, &rules)?;
    let mut dealer = def.players - 1;
    let mut number = 0;
    while game.winner().is_none() {
        number += 1;
        let d = deal(system, def, deck, dealer, &mut rng)?;
        let leader = (dealer + 1) % def.players;
        say(ui, "")?;
        say(
            ui,
            &theme.heading(&t!(
                "play-hand-heading",
                n = number,
                dealer = seat_name(dealer),
                leader = seat_name(leader),
                score = score_line(def, &game)
            )),
        )?;
        if let Some(name) = game.phase_name() {
            say(ui, &t!("play-phase", name = name))?;
        }
        let power = show_deal(ui, system, deck, &d)?;
        let mut stake = game.hand(Some(parties[dealer]))?;
        stake.deal()?;
        // Kaiser: every Banner held is announced by the bots; the learner chooses.
        let mut announced: Vec<Card> = Vec::new();
        let mut ended: Option<Booking> = None;
        for i in 0..def.players {
            let seat = (leader + i) % def.players;
            for card in d.hands[seat]
                .iter()
                .filter(|c| system.kaiser && c.rank() == Rank::Banner)
            {
                let values = stake.kaiser_values(parties[seat]).to_vec();
                if values.is_empty() {
                    continue;
                }
                let kritze = if seat == 0 {
                    match ask_kaiser(ui, *card, &values)? {
                        None => return quit_game(ui, def, &game.scores(), game.target()),
                        Some(k) => k,
                    }
                } else {
                    values.last().copied()
                };
                let Some(kritze) = kritze else { continue };
                let party = parties[seat];
                stake.announce_kaiser(party, &[(*card, kritze)])?;
                announced.push(*card);
                say(
                    ui,
                    &t!(
                        "play-announces",
                        seat = seat_name(seat),
                        card = card,
                        kritze = kritze
                    ),
                )?;
                if party != me {
                    match ask_come(ui, &t!("play-kommt-ihr-kaiser"))? {
                        None => return quit_game(ui, def, &game.scores(), game.target()),
                        Some(true) => stake.kommen(me)?,
                        Some(false) => {
                            ended = Some(stake.gehen(me)?);
                            break;
                        }
                    }
                } else {
                    // The bots accept a Kaiser (a refusal loses the hand in stans, `001_…` §3).
                    stake.kommen(1 - me)?;
                }
            }
            if ended.is_some() {
                break;
            }
        }
        // Laying away (stans: seven cards, two away face down).
        let mut hands = d.hands.clone();
        if def.discard > 0 && ended.is_none() {
            for (seat, h) in hands.iter_mut().enumerate() {
                let away = if seat == 0 {
                    let names: Vec<String> = h.iter().map(|c| label(system, &power, *c)).collect();
                    let mut chosen: Vec<Card> = Vec::new();
                    while chosen.len() < def.discard {
                        let left: Vec<String> = h
                            .iter()
                            .zip(&names)
                            .filter(|(c, _)| !chosen.contains(c))
                            .map(|(_, n)| n.clone())
                            .collect();
                        let cards: Vec<Card> =
                            h.iter().copied().filter(|c| !chosen.contains(c)).collect();
                        match ui.ask(&Ask {
                            prompt: &t!("play-lay-away", n = chosen.len() + 1, total = def.discard),
                            options: &left,
                            mode: Mode::Pick,
                            list: true,
                            default: 0,
                            extras: ["", "", &t!("play-opt-quit"), ""],
                            help: "",
                        })? {
                            Reply::Quit => {
                                return quit_game(ui, def, &game.scores(), game.target());
                            }
                            Reply::Pick(i) if i < cards.len() => chosen.push(cards[i]),
                            Reply::Text(t) => {
                                // A number or a card's name, as when playing a card.
                                let namer = crate::cards::names::Namer::new(
                                    Some(power.trump),
                                    &system.nicknames,
                                )
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
                    chosen
                } else {
                    bot::weakest(h, &power, def.discard)
                };
                h.retain(|c| !away.contains(c));
            }
            say(ui, &t!("play-all-lay-away", n = def.discard))?;
        }
        let booking: Option<Booking> = match ended {
            Some(b) => Some(b),
            None => {
                let mut hand = Hand::new(system, def, deck, d.trump, &hands, &announced, leader)?;
                match play_tricks(ui, system, def, &mut hand, &mut stake, &d.face_up, &mut rng)? {
                    None => return quit_game(ui, def, &game.scores(), game.target()),
                    Some(b) => b,
                }
            }
        };
        match booking {
            Some(b) => {
                let (party, points) = (party_name(def, b.party), b.points);
                let members = party_size(def, b.party);
                let id = match b.end {
                    HandEnd::Tricks => "play-books-tricks",
                    HandEnd::Gehen => "play-books-gehen",
                    HandEnd::FalseKaiser => "play-books-false-kaiser",
                };
                let text = t!(id, party = party, points = points, members = members);
                say(ui, &theme.answer(&text))?;
                game.book(b)?;
            }
            None => say(ui, &t!("play-nobody-books"))?,
        }
        say(ui, &score_board(theme, def, &game.scores(), game.target()))?;
        dealer = (dealer + 1) % def.players;
    }
    if let Some(w) = game.winner() {
        say(ui, "")?;
        say(
            ui,
            &theme.answer(&if w == me {
                t!(
                    "play-game-won-you",
                    party = party_name(def, w),
                    score = score_line(def, &game),
                    members = party_size(def, w)
                )
            } else {
                t!(
                    "play-game-won",
                    party = party_name(def, w),
                    score = score_line(def, &game),
                    members = party_size(def, w)
                )
            }),
        )?;
    }
    Ok(game.scores().to_vec())
}

/// The score as a table: each party, its points and what it still needs (A is the learner).
fn score_board(theme: crate::render::Theme, def: &TableDef, scores: &[u32], target: u32) -> String {
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
    board.to_string()
}

/// The learner left before the end: say where the game stood, and give the scores.
fn quit_game(
    ui: &mut dyn Ui,
    def: &TableDef,
    scores: &[u32],
    target: u32,
) -> anyhow::Result<Vec<u32>> {
    let standing = (0..def.parties)
        .map(|p| format!("{} {}", party_name(def, p), scores[p]))
        .collect::<Vec<_>>()
        .join(" : ");
    say(ui, "")?;
    say(ui, &t!("play-left", standing = standing, target = target))?;
    Ok(scores.to_vec())
}

fn score_line(def: &TableDef, game: &Game) -> String {
    (0..def.parties)
        .map(|p| format!("{} {}", party_name(def, p), game.scores()[p]))
        .collect::<Vec<_>>()
        .join(" : ")
}

/// The tricks of one hand, with raises; `None` when the learner leaves, `Some(None)` when
/// nobody reaches the target.
fn play_tricks(
    ui: &mut dyn Ui,
    system: &RuleSystem,
    def: &TableDef,
    hand: &mut Hand,
    stake: &mut Stake,
    face_up: &[(usize, Card)],
    rng: &mut ChaCha8Rng,
) -> anyhow::Result<Option<Option<Booking>>> {
    let theme = ui.theme();
    let parties = parties_of(def);
    let me = parties[0];
    while let Some(seat) = hand.to_play() {
        if hand.current.is_empty() {
            say(
                ui,
                &t!(
                    "play-trick-heading",
                    n = hand.table.played + 1,
                    leader = seat_name(seat),
                    stake = stake.value(),
                    tricks = (0..def.parties)
                        .map(|p| format!("{} {}", party_name(def, p), hand.table.won[p]))
                        .collect::<Vec<_>>()
                        .join(" : ")
                ),
            )?;
        }
        let party = parties[seat];
        let card = if seat == 0 {
            if !hand.current.is_empty() {
                let on: Vec<String> = hand
                    .current
                    .iter()
                    .map(|c| label(system, &hand.power, *c))
                    .collect();
                say(ui, &t!("play-on-table", cards = on.join(" · ")))?;
            }
            match ask_turn(ui, hand, system, stake.may_raise(me), true)? {
                Turn::Quit => return Ok(None),
                Turn::Go => return Ok(Some(Some(stake.gehen(me)?))),
                Turn::Raise => {
                    stake.raise(me)?;
                    say(ui, &t!("play-you-raise"))?;
                    let others = 1 - me;
                    let seat_of = (0..def.players).find(|s| parties[*s] != me).unwrap_or(1);
                    let p = bot::chance(hand, seat_of, face_up, BOT_SAMPLES, rng);
                    if p >= COME_AT {
                        stake.kommen(others)?;
                        say(
                            ui,
                            &t!(
                                "play-they-come",
                                party = party_name(def, others),
                                stake = stake.value(),
                                members = party_size(def, others)
                            ),
                        )?;
                    } else {
                        say(
                            ui,
                            &t!(
                                "play-they-go",
                                party = party_name(def, others),
                                members = party_size(def, others)
                            ),
                        )?;
                        return Ok(Some(Some(stake.gehen(others)?)));
                    }
                    continue;
                }
                Turn::Card(c) => c,
            }
        } else {
            // A bot raises when it is sure enough, then plays.
            if stake.may_raise(party) && party != me {
                let p = bot::chance(hand, seat, face_up, BOT_SAMPLES, rng);
                if p >= RAISE_AT {
                    stake.raise(party)?;
                    say(ui, &format!("{}: Spieldrei! (+3)", seat_name(seat)))?;
                    match ask_come(ui, &t!("play-kommt-ihr"))? {
                        None => return Ok(None),
                        Some(true) => {
                            stake.kommen(me)?;
                            say(ui, &t!("play-you-come", stake = stake.value()))?;
                        }
                        Some(false) => return Ok(Some(Some(stake.gehen(me)?))),
                    }
                }
            }
            let choice = bot::choose(hand, face_up, BOT_SAMPLES, rng)
                .ok_or_else(|| anyhow::anyhow!("no card to play"))?;
            choice.card
        };
        if hand.table.played == 0 && hand.current.is_empty() {
            stake.lead()?;
        }
        let who = seat_name(seat);
        let shown = label(system, &hand.power, card);
        if let Some(trick) = hand.play(card)? {
            say(ui, &t!("play-plays", seat = who, card = shown))?;
            say(
                ui,
                &theme.answer(&t!(
                    "play-takes-with",
                    seat = seat_name(trick.winner),
                    card = label(
                        system,
                        &hand.power,
                        trick.cards[trick
                            .seats
                            .iter()
                            .position(|s| *s == trick.winner)
                            .unwrap_or(0)]
                    )
                )),
            )?;
        } else {
            say(ui, &t!("play-plays", seat = who, card = shown))?;
        }
    }
    let result = hand
        .result()
        .ok_or_else(|| anyhow::anyhow!("the hand did not end"))?;
    Ok(Some(match result.winner {
        Some(p) => Some(stake.hand_won(p)?),
        None => None,
    }))
}

/// Tables of more than two parties (lungern's single players, 3 x 2): the stake of
/// `src/rules/stake.rs` is between two parties, so here every hand is worth the table plus
/// the Kritze of every Kaiser announced, with no raising and no going, and the party that
/// wins the hand books it all (`000_…` "Bei drei Parteien mit 3 Spielern": "Jener Spieler, der
/// 4 Sätze gewonnen hat ... schreibt die gesamten Punkte (Striche, Kritze) dieser Runde auf").
fn play_alone(
    ui: &mut dyn Ui,
    system: &RuleSystem,
    def: &TableDef,
    seed: u64,
    target: Option<u32>,
    stake_def: &crate::rules::stake::StakeDef,
) -> anyhow::Result<Vec<u32>> {
    let theme = ui.theme();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let deck = deck_for(system, def);
    let target = match target {
        Some(t) if stake_def.target_allowed(t) => t,
        Some(t) => {
            return Err(crate::cli::InputError::Usage(t!(
                "play-bad-target",
                target = t,
                allowed = stake_def.targets_text()
            ))
            .into());
        }
        None => stake_def.default_target(def.players, def.parties),
    };
    let table_value = 4;
    let kritze = stake_def
        .kaiser_values(0, crate::rules::stake::Phase::Open)
        .to_vec();
    let mut scores = vec![0u32; def.parties];
    let rules = t!(
        "play-rules-alone",
        need = def.need,
        tricks = def.tricks(),
        target = target,
        value = table_value
    );
    intro(ui, system, def, seed, &rules)?;
    let mut dealer = def.players - 1;
    let mut number = 0;
    while scores.iter().all(|s| *s < target) {
        number += 1;
        let d = deal(system, def, deck, dealer, &mut rng)?;
        let leader = (dealer + 1) % def.players;
        say(ui, "")?;
        say(
            ui,
            &theme.heading(&t!(
                "play-hand-heading-alone",
                n = number,
                dealer = seat_name(dealer),
                leader = seat_name(leader)
            )),
        )?;
        show_deal(ui, system, deck, &d)?;
        let mut value = table_value;
        let mut announced = Vec::new();
        for i in 0..def.players {
            let seat = (leader + i) % def.players;
            for card in d.hands[seat]
                .iter()
                .filter(|c| system.kaiser && c.rank() == Rank::Banner)
            {
                let k = if seat == 0 {
                    match ask_kaiser(ui, *card, &kritze)? {
                        None => return quit_game(ui, def, &scores, target),
                        Some(k) => k,
                    }
                } else {
                    kritze.last().copied()
                };
                if let Some(k) = k {
                    value += k;
                    announced.push(*card);
                    say(
                        ui,
                        &t!(
                            "play-announces",
                            seat = seat_name(seat),
                            card = card,
                            kritze = k
                        ),
                    )?;
                }
            }
        }
        let mut hand = Hand::new(system, def, deck, d.trump, &d.hands, &announced, leader)?;
        while let Some(seat) = hand.to_play() {
            if hand.current.is_empty() {
                say(
                    ui,
                    &t!(
                        "play-trick-heading-alone",
                        n = hand.table.played + 1,
                        leader = seat_name(seat),
                        value = value
                    ),
                )?;
            }
            let card = if seat == 0 {
                if !hand.current.is_empty() {
                    let on: Vec<String> = hand
                        .current
                        .iter()
                        .map(|c| label(system, &hand.power, *c))
                        .collect();
                    say(ui, &t!("play-on-table", cards = on.join(" · ")))?;
                }
                match ask_turn(ui, &hand, system, false, false)? {
                    Turn::Card(c) => c,
                    // Nobody raises or goes at a table of more than two parties.
                    _ => return quit_game(ui, def, &scores, target),
                }
            } else {
                bot::choose(&hand, &d.face_up, BOT_SAMPLES, &mut rng)
                    .ok_or_else(|| anyhow::anyhow!("no card to play"))?
                    .card
            };
            let shown = label(system, &hand.power, card);
            say(ui, &t!("play-plays", seat = seat_name(seat), card = shown))?;
            if let Some(trick) = hand.play(card)? {
                say(
                    ui,
                    &theme.answer(&t!("play-takes", seat = seat_name(trick.winner))),
                )?;
            }
        }
        let result = hand
            .result()
            .ok_or_else(|| anyhow::anyhow!("the hand did not end"))?;
        match result.winner {
            Some(p) => {
                scores[p] += value;
                say(
                    ui,
                    &theme.answer(&t!(
                        "play-books",
                        party = party_name(def, p),
                        points = value
                    )),
                )?;
            }
            None => say(ui, &t!("play-nobody-wins"))?,
        }
        say(ui, &score_board(theme, def, &scores, target))?;
        dealer = (dealer + 1) % def.players;
    }
    if let Some(w) = scores.iter().position(|s| *s >= target) {
        say(ui, "")?;
        say(
            ui,
            &theme.answer(&t!("play-wins-alone", party = party_name(def, w))),
        )?;
    }
    Ok(scores)
}
