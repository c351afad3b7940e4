//! The puzzle runner (`kaiser puzzle`, issue 16): the position with every hand open, the
//! learner's lead (picked, typed, a misspelt name answered with the nearest cards), ✔ with
//! the line that makes it and why its first trick goes so (the engine's steps numbered and
//! the rules' sources in book form, as a lesson's feedback), ✘ with the solver's refutation
//! played out, hints one at a time, the answer on request (with the same why), and a way
//! back out. The review card of a puzzle answered wrong: [`card`].

use crate::cards::Card;
use crate::lessons::{Lang, tl};
use crate::render::Theme;
use crate::rules::facedown::Move;
use crate::rules::puzzle::{Puzzle, solve_lead, view};
use crate::rules::solver::PlayedTrick;
use crate::rules::trick::{TrickContext, explain_down};
use crate::rules::{Class, Power, RuleSystem};
use crate::text::cite::by_step;
use crate::text::trick::{label, narrate};
use crate::tutor::ui::{Ask, Mode, Reply, Ui};
use std::io;

/// How a puzzle went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// The learner answered (right or wrong) or asked for the answer; `false`: left it.
    pub finished: bool,
    /// The first card chosen was right, with no hint and without asking for the answer.
    pub first_try: bool,
    /// A wrong card was chosen at least once, or the answer asked for (a review card is due).
    pub missed: bool,
    /// The learner asked to see the answer (gave up): the rating says why it fell.
    pub shown: bool,
    /// The learner took a hint before the right card: the rating says why it fell.
    pub hinted: bool,
}

/// The seats' names: A, B, C, … in play order (the learner is A and leads).
pub fn names(n: usize) -> Vec<String> {
    (0..n)
        .map(|i| char::from(b'A' + (i % 26) as u8).to_string())
        .collect()
}

/// The parties' names: `A+C` and `B+D`.
pub fn parties(n: usize) -> [String; 2] {
    let names = names(n);
    let side = |p: usize| {
        names
            .iter()
            .enumerate()
            .filter(|(i, _)| i % 2 == p)
            .map(|(_, s)| s.as_str())
            .collect::<Vec<_>>()
            .join("+")
    };
    [side(0), side(1)]
}

/// The position in words: who plays, trump, the target, every hand (a view-only puzzle:
/// the learner's hand, what the partners' rule shows, and how many cards are hidden).
pub fn describe(lang: Lang, system: &RuleSystem, power: &Power, id: &str, p: &Puzzle) -> String {
    let n = p.hands.len();
    let [ours, theirs] = parties(n);
    let tricks = p.hands.first().map_or(0, Vec::len);
    let themes: Vec<&str> = p.themes.iter().map(|t| t.id()).collect();
    // A puzzle of no theme says nothing of themes (not "themes: -").
    let mut out = if themes.is_empty() {
        tl!(lang, "tutor-puzzle-title-plain", id = id, level = p.level())
    } else {
        tl!(
            lang,
            "tutor-puzzle-title",
            id = id,
            level = p.level(),
            themes = themes.join(", ")
        )
    };
    out.push('\n');
    // The village as the rest of the app names it ("Stans (Achermann 1978)"), not its id.
    let village = crate::text::system::village(system, lang);
    let place = crate::text::system::place(system);
    let trump = p.trump.to_string();
    let need = tricks / 2 + 1;
    // One setting sentence, three ways: a trick already led, a view-only puzzle (what the
    // village lets the learner see), or every hand open. The keys stay literals here so the
    // catalog check sees each used.
    let key = if !p.on_table.is_empty() {
        "tutor-puzzle-setting-mid"
    } else if p.view {
        "tutor-puzzle-setting-view"
    } else {
        "tutor-puzzle-setting"
    };
    out.push_str(&crate::tl!(
        lang,
        key,
        system = village.as_str(),
        place = place.as_str(),
        trump = trump.as_str(),
        ours = ours.as_str(),
        theirs = theirs.as_str(),
        tricks = tricks,
        need = need
    ));
    out.push('\n');
    let seen = p.view.then(|| view::seen(system, power, p));
    for (s, (name, hand)) in names(n).iter().zip(&p.hands).enumerate() {
        let mut cards: Vec<String> = hand
            .iter()
            .filter(|c| s == 0 || seen.as_ref().is_none_or(|v| v.partners.contains(&(s, **c))))
            .map(|c| glued(&label(lang, system, power, *c)))
            .collect();
        if let Some(v) = &seen
            && v.hidden[s] > 0
        {
            cards.push(tl!(lang, "tutor-puzzle-hidden", n = v.hidden[s]));
        }
        out.push_str(&format!("  {name}: {}\n", cards.join(", ")));
    }
    if let Some(on) = super::puzzle_mid::on_table(lang, system, power, p) {
        out.push_str(&on);
        out.push('\n');
    }
    out
}

/// A view-only puzzle's card that is not the answer: the first deal of the hidden cards
/// where it fails and the line that beats it there.
fn refuted_in(
    system: &RuleSystem,
    power: &Power,
    p: &Puzzle,
    card: Card,
) -> Option<crate::rules::solver::Solution> {
    let deals = view::deals(system, power, p).ok()?;
    deals
        .iter()
        .find_map(|t| solve_lead(power, t, card).filter(|sol| sol.winner != Some(0)))
}

/// A space that never breaks a line: a seat stays with its card (`A Rosen-König`) and a
/// card's name with its note (`Rosen-5 (Trumpf-5)`), so a line fitted to the terminal wraps
/// only between the cards (at ` · ` or before ` → `). Piped, it reads as a space.
const GLUE: char = '\u{a0}';

/// `text` with every space a [`GLUE`]: a card's name and its note (`Rosen-5 (Trumpf-5)`)
/// stay on one line in the hand lists and the lines of play.
pub(crate) fn glued(text: &str) -> String {
    text.replace(' ', &GLUE.to_string())
}

/// A line of play, one trick a line: `1. A Rosen-König · B Rosen-7 → A` (each seat and its
/// card glued by [`GLUE`]).
pub fn line(lang: Lang, system: &RuleSystem, power: &Power, line: &[PlayedTrick]) -> String {
    let n = line.first().map_or(0, |t| t.seats.len());
    let names = names(n);
    let mut out = String::new();
    for (i, t) in line.iter().enumerate() {
        let cards: Vec<String> = t
            .seats
            .iter()
            .zip(&t.cards)
            .enumerate()
            .map(|(i, (s, c))| {
                let shown = label(lang, system, power, *c);
                let shown = if t.is_down(i) {
                    tl!(lang, "play-face-down-shown", card = shown.as_str())
                } else {
                    shown
                };
                format!("{}{GLUE}{}", names[*s], glued(&shown))
            })
            .collect();
        out.push_str(&format!(
            "  {}. {} → {}\n",
            i + 1,
            cards.join(" · "),
            names[t.winner]
        ));
    }
    out
}

/// Why the first trick of a line goes as it does, as a lesson's feedback says it: a heading,
/// the trick engine's steps numbered (a card laid face down takes nothing and is said so),
/// and the sources of the rules applied in book form ("[Achermann 1978, §1]"; a
/// reading as "our reading 29", never as a source's word). Empty when the line is.
fn why(
    lang: Lang,
    system: &RuleSystem,
    power: &Power,
    theme: Theme,
    line: &[PlayedTrick],
) -> String {
    let Some(trick) = line.first() else {
        return String::new();
    };
    let ctx = TrickContext { first_trick: false };
    let down: Vec<Card> = (0..trick.cards.len())
        .filter(|i| trick.is_down(*i))
        .map(|i| trick.cards[i])
        .collect();
    let Ok(outcome) = explain_down(system, power, &trick.cards, &down, ctx) else {
        return String::new();
    };
    let steps = narrate(lang, system, power, &trick.cards, &outcome);
    let mut out = tl!(lang, "tutor-puzzle-why");
    out.push('\n');
    for s in &steps {
        out.push_str(&format!("  {}. {}\n", s.facts.index + 1, s.text));
    }
    let sources: Vec<&str> = steps.iter().map(|s| s.source).collect();
    for cited in by_step(&sources, lang) {
        out.push_str(&theme.dim(&format!("  {cited}")));
        out.push('\n');
    }
    out
}

/// The other party in a sentence: how many seats it has (one names it, "B beats you") and
/// its name.
fn opponents(n: usize) -> (usize, String) {
    (n / 2, parties(n)[1].clone())
}

/// The hints, one at a time: the target, the kind of card, the themes.
fn hints(lang: Lang, power: &Power, p: &Puzzle) -> Vec<String> {
    let tricks = p.hands.first().map_or(0, Vec::len);
    let mut out = vec![tl!(
        lang,
        "tutor-puzzle-hint-count",
        need = tricks / 2 + 1,
        tricks = tricks,
        wrong = p.wrong.len()
    )];
    if p.face_down {
        out.push(super::puzzle_mid::hint(lang));
    } else if let Some(a) = p.answer.first() {
        let kind = match power.entry(*a).class {
            Class::Stecher => "stecher",
            Class::Throner => "throner",
            Class::Stupf => "stupf",
            Class::Plain => "plain",
        };
        out.push(tl!(lang, "tutor-puzzle-hint-kind", kind = kind));
    }
    if !p.themes.is_empty() {
        let themes: Vec<&str> = p.themes.iter().map(|t| t.id()).collect();
        out.push(tl!(
            lang,
            "tutor-puzzle-hint-themes",
            themes = themes.join(", ")
        ));
    }
    out
}

/// The card a typed answer names among the learner's cards, or the nearest names.
fn pick(text: &str, hand: &[Card], shown: &[String]) -> Result<Card, Vec<String>> {
    let t = text.trim();
    if let Ok(i) = t.parse::<usize>()
        && let Some(c) = i.checked_sub(1).and_then(|i| hand.get(i))
    {
        return Ok(*c);
    }
    if let Ok(c) = t.parse::<Card>()
        && hand.contains(&c)
    {
        return Ok(c);
    }
    let folded = crate::cards::names::fold(t);
    let mut near: Vec<(f64, &String)> = shown
        .iter()
        .map(|s| {
            let f = crate::cards::names::fold(s);
            (strsim::jaro_winkler(&folded, &f), s)
        })
        .collect();
    near.sort_by(|a, b| b.0.total_cmp(&a.0));
    Err(near.iter().take(2).map(|(_, s)| (*s).clone()).collect())
}

/// Ask the puzzle until it is solved, shown or left.
pub fn run(
    ui: &mut dyn Ui,
    lang: Lang,
    system: &RuleSystem,
    power: &Power,
    id: &str,
    p: &Puzzle,
) -> io::Result<Outcome> {
    if p.table().is_err() {
        ui.say(&tl!(lang, "lessons-puzzles-not-position"))?;
        return Ok(Outcome {
            finished: false,
            first_try: false,
            missed: false,
            shown: false,
            hinted: false,
        });
    }
    ui.say(&describe(lang, system, power, id, p))?;
    let hand = p.hands.first().cloned().unwrap_or_default();
    // The learner's moves: A's cards led, or mid-trick also laid face down.
    let moves = super::puzzle_mid::moves(power, p);
    let options: Vec<String> = moves
        .iter()
        .map(|m| super::puzzle_mid::shown(lang, system, power, *m))
        .collect();
    let hints = hints(lang, power, p);
    let mut given = 0;
    let mut tries = 0;
    let mut missed = false;
    let mut list = true;
    let prompt = if p.on_table.is_empty() {
        tl!(lang, "tutor-puzzle-ask")
    } else {
        tl!(lang, "tutor-puzzle-ask-mid")
    };
    let extras = [
        (tl!(lang, "tutor-puzzle-row-hint"), Reply::Hint),
        (tl!(lang, "tutor-puzzle-row-show"), Reply::Skip),
        (tl!(lang, "tutor-puzzle-row-back"), Reply::Back),
    ];
    let extras: Vec<(&str, Reply)> = extras
        .iter()
        .map(|(s, r)| (s.as_str(), r.clone()))
        .collect();
    loop {
        let reply = ui.ask(&Ask {
            prompt: &prompt,
            options: &options,
            mode: Mode::Pick,
            list,
            default: None,
            extras: &extras,
            help: "",
        })?;
        list = false;
        let mv = match reply {
            Reply::Pick(i) => match moves.get(i) {
                Some(m) => *m,
                None => continue,
            },
            Reply::Text(t) if super::board::down_word(&t).is_some() => {
                let rest = super::board::down_word(&t).unwrap_or_default();
                // `play`'s face-down syntax (`down 2`, `abbä Eichel-7`): mid-trick where the
                // system allows it; a led card is played face up (reading 29).
                match super::puzzle_mid::typed_down(lang, power, p, &moves, rest) {
                    Ok(m) => m,
                    Err(why) => {
                        ui.say(&why)?;
                        continue;
                    }
                }
            }
            Reply::Text(t) => match pick(&t, &hand, &options) {
                Ok(c) => Move::up(c),
                Err(near) => {
                    ui.say(&tl!(
                        lang,
                        "tutor-puzzle-not-in-hand",
                        answer = t.as_str(),
                        near = near.join(", ")
                    ))?;
                    continue;
                }
            },
            Reply::Hint => {
                match hints.get(given) {
                    Some(h) => ui.say(&tl!(lang, "tutor-puzzle-hint", hint = h.as_str()))?,
                    None => ui.say(&tl!(lang, "tutor-puzzle-no-more-hints"))?,
                }
                given += 1;
                continue;
            }
            Reply::Skip => {
                let Some(answer) = p.answer_moves().first().copied() else {
                    continue;
                };
                ui.say(&tl!(
                    lang,
                    "tutor-puzzle-shown",
                    card = super::puzzle_mid::shown(lang, system, power, answer)
                ))?;
                if let Some(sol) = p.solve_move(power, answer) {
                    // The same why as after a right answer.
                    let mut text = line(lang, system, power, &sol.line);
                    text.push_str(&why(lang, system, power, ui.theme(), &sol.line));
                    ui.say(text.trim_end())?;
                }
                return Ok(Outcome {
                    finished: true,
                    first_try: false,
                    missed: true,
                    shown: true,
                    hinted: given > 0,
                });
            }
            Reply::Back | Reply::Menu | Reply::Quit | Reply::Intro | Reply::Order(_) => {
                return Ok(Outcome {
                    finished: false,
                    first_try: false,
                    missed,
                    shown: false,
                    hinted: given > 0,
                });
            }
        };
        tries += 1;
        let Some(sol) = p.solve_move(power, mv) else {
            continue;
        };
        let card = mv.card;
        let shown = super::puzzle_mid::shown(lang, system, power, mv);
        let (many, theirs) = opponents(p.hands.len());
        if p.answer_moves().contains(&mv) {
            let mut text = if p.view {
                tl!(lang, "tutor-puzzle-right-view", card = shown.as_str())
            } else {
                tl!(
                    lang,
                    "tutor-puzzle-right",
                    card = shown.as_str(),
                    opponents = many,
                    theirs = theirs.as_str()
                )
            };
            text.push('\n');
            text.push_str(&line(lang, system, power, &sol.line));
            text.push_str(&why(lang, system, power, ui.theme(), &sol.line));
            if p.face_down {
                text.push_str(&super::puzzle_mid::why_down(lang, system, power, p, mv));
                text.push('\n');
            }
            ui.say(text.trim_end())?;
            return Ok(Outcome {
                finished: true,
                first_try: tries == 1 && given == 0,
                missed,
                shown: false,
                hinted: given > 0,
            });
        }
        missed = true;
        let name = shown.as_str();
        let beaten = || {
            tl!(
                lang,
                "tutor-puzzle-wrong",
                card = name,
                opponents = many,
                theirs = theirs.as_str()
            )
        };
        let (mut text, sol) = match (p.view, sol.winner == Some(0)) {
            (true, true) => match refuted_in(system, power, p, card) {
                Some(other) => (
                    tl!(lang, "tutor-puzzle-wrong-elsewhere", card = name),
                    other,
                ),
                None => (beaten(), sol),
            },
            (true, false) => (
                tl!(
                    lang,
                    "tutor-puzzle-wrong-view",
                    card = name,
                    opponents = many,
                    theirs = theirs.as_str()
                ),
                sol,
            ),
            _ => (beaten(), sol),
        };
        text.push('\n');
        text.push_str(&line(lang, system, power, &sol.line));
        text.push_str(&tl!(lang, "tutor-puzzle-again"));
        ui.say(&text)?;
    }
}

mod card;
pub use card::{item, migrate, review};
