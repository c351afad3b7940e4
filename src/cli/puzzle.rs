//! `kaiser puzzle`: a position cut from a real deal of the learner's system, every hand
//! open, where one card (or one set of equivalent cards) makes the party's tricks: from the
//! shipped set (`puzzles/`, by level or theme, or by id), the puzzle of the day
//! (`--daily`, from the date and the system), or mined afresh from a seed (`--seed`).
//! Without `--level`, a shipped puzzle is picked near the learner's puzzle rating
//! ([`crate::tutor::rating`]), which a rated puzzle then moves.

use super::{InputError, Session, SystemArgs};
use crate::lessons::daily;
use crate::render::json;
use crate::rules::puzzle::{
    Puzzle, Theme, VIEW_LEVEL,
    mine::{MineOptions, mine_with},
    view,
};
use crate::rules::{Power, RuleSystem};
use crate::tutor::puzzle::{names, parties};
use crate::tutor::rating::{self, NotRated, Play, Rating};
use crate::tutor::{clock, puzzle as runner};
use clap::Args;
use serde::Serialize;
use std::io::Write;

/// Arguments of `kaiser puzzle`.
#[derive(Debug, Args)]
pub struct PuzzleArgs {
    /// Rule system id (default: KAISER_VARIANT, else your village from `kaiser learn`, else
    /// stans).
    #[arg(long, value_name = "ID")]
    variant: Option<String>,
    /// Only puzzles that show this theme (trumpf-7, throner, blocker, de-n-alte-na, hirata,
    /// fuil, unannounced-kaiser, face-down).
    #[arg(long, value_name = "THEME")]
    theme: Option<String>,
    /// Only puzzles of this level: 1 easiest to 3 with every hand open, 4 view-only (as
    /// --view); without it, puzzles near your puzzle rating that you have not done yet.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=VIEW_LEVEL as i64))]
    level: Option<u8>,
    /// Mine a new puzzle from this seed instead of taking a shipped one.
    #[arg(long, conflicts_with_all = ["daily", "id"])]
    seed: Option<u64>,
    /// The puzzle of the day: the same for everyone on one date in one system.
    #[arg(long, conflicts_with_all = ["id", "level", "theme"])]
    daily: bool,
    /// A shipped puzzle by its id (as printed above each puzzle).
    #[arg(long, value_name = "PUZZLE")]
    id: Option<String>,
    /// Print the puzzle as JSON (docs/json/puzzle.schema.json) instead of asking it.
    #[arg(long)]
    json: bool,
    /// Practice: the puzzle does not count towards your puzzle rating.
    #[arg(long)]
    practice: bool,
    /// View-only (level 4): you see your hand and what your village lets you see of your
    /// partners' cards, not every hand; the answer makes it however the hidden cards lie.
    /// With --level 1 to 3, view-only puzzles of that grade.
    #[arg(long)]
    view: bool,
}

/// A seat's cards in the JSON.
#[derive(Serialize)]
struct HandJson {
    player: String,
    cards: Vec<String>,
}

/// `kaiser puzzle --json`.
#[derive(Serialize)]
struct Out {
    id: String,
    system: String,
    deck: String,
    trump: String,
    seed: u64,
    level: u8,
    rating: i64,
    tricks: u8,
    tempting: u8,
    depth: u8,
    themes: Vec<&'static str>,
    players: Vec<String>,
    parties: Vec<String>,
    to_move: String,
    need: usize,
    hands: Vec<HandJson>,
    earlier: Vec<Vec<String>>,
    /// View-only (the learner sees `shown`, not `hands`).
    view: bool,
    /// What the mover sees of each seat (every hand when not view-only).
    shown: Vec<HandJson>,
    /// The Banner not announced (each a plain 10 of its suit, as its system says).
    unannounced: Vec<String>,
    answer: Vec<String>,
    wrong: Vec<String>,
    /// `kaiser solve` arguments that ask the same question (add `--lead CARD`; mid-trick,
    /// `--move CARD` or `--down CARD`).
    solve: Vec<String>,
    /// The cards already on the table in the trick, in play order (empty: A leads).
    on_table: Vec<OnTableJson>,
    /// The answer cards are laid face down.
    face_down: bool,
    /// With `--daily`: the date whose puzzle of the day this is (YYYY-MM-DD).
    #[serde(skip_serializing_if = "Option::is_none")]
    daily: Option<String>,
}

/// A card already on the table: who played it.
#[derive(Serialize)]
struct OnTableJson {
    player: String,
    card: String,
}

/// The mid-trick part of the JSON: the cards on the table, and the `kaiser solve`
/// arguments of the trick from its lead (hands from the trick's leader, each holding the
/// card it played, `--played` the cards on the table in play order), which ask the same
/// question: add `--move CARD` or `--down CARD` for the move of the player to move.
fn mid_json(p: &Puzzle, solve: &mut Vec<String>) -> Vec<OnTableJson> {
    let n = p.hands.len();
    let k = p.on_table.len();
    if k == 0 || k >= n {
        return Vec::new();
    }
    let players = names(n);
    let on: Vec<OnTableJson> = p
        .on_table
        .iter()
        .enumerate()
        .map(|(i, c)| OnTableJson {
            player: players[n - k + i].clone(),
            card: c.to_string(),
        })
        .collect();
    // The last k seats played: list the hands from the trick's leader (seat n - k), each
    // with its card (the `--hand` pairs follow the trump, one per seat).
    let Some(start) = solve.iter().position(|a| a == "--hand") else {
        return on;
    };
    let end = (start + 2 * n).min(solve.len());
    let mut hands: Vec<String> = solve[start..end]
        .iter()
        .skip(1)
        .step_by(2)
        .cloned()
        .collect();
    for (i, c) in p.on_table.iter().enumerate() {
        if let Some(h) = hands.get_mut(n - k + i) {
            if !h.ends_with('=') {
                h.push(',');
            }
            h.push_str(&c.to_string());
        }
    }
    hands.rotate_right(k);
    let rest = solve.split_off(end);
    solve.truncate(start);
    for h in hands {
        solve.push("--hand".into());
        solve.push(h);
    }
    solve.extend(rest);
    solve.push("--played".into());
    solve.push(
        p.on_table
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(","),
    );
    on
}

fn to_json(system: &RuleSystem, power: &Power, id: &str, p: &Puzzle) -> Out {
    let n = p.hands.len();
    let seen = p.view.then(|| view::seen(system, power, p));
    let players = names(n);
    let strings = |v: &[crate::cards::Card]| v.iter().map(ToString::to_string).collect();
    let parties: Vec<String> = parties(n).to_vec();
    let mut solve = vec![
        "solve".to_string(),
        "--variant".into(),
        p.system.clone(),
        "--deck".into(),
        p.deck.id().into(),
        "--trump".into(),
        p.trump.to_string(),
    ];
    for (name, h) in players.iter().zip(&p.hands) {
        let cards: Vec<String> = strings(h);
        solve.push("--hand".into());
        solve.push(format!("{name}={}", cards.join(",")));
    }
    for party in &parties {
        solve.push("--team".into());
        solve.push(party.replace('+', ","));
    }
    for c in &p.unannounced {
        solve.push("--unannounced".into());
        solve.push(c.to_string());
    }
    let tricks = p.hands.first().map_or(0, Vec::len);
    solve.push("--need".into());
    solve.push((tricks / 2 + 1).to_string());
    let on_table = mid_json(p, &mut solve);
    Out {
        daily: None,
        on_table,
        face_down: p.face_down,
        id: id.to_string(),
        system: p.system.clone(),
        deck: p.deck.id().to_string(),
        trump: p.trump.to_string(),
        seed: p.seed,
        level: p.level(),
        rating: rating::of_puzzle(p).round() as i64,
        tricks: p.grade.tricks,
        tempting: p.grade.tempting,
        depth: p.grade.depth,
        themes: p.themes.iter().map(|t| t.id()).collect(),
        to_move: players[0].clone(),
        hands: players
            .iter()
            .zip(&p.hands)
            .map(|(name, h)| HandJson {
                player: name.clone(),
                cards: strings(h),
            })
            .collect(),
        players,
        parties,
        need: tricks / 2 + 1,
        earlier: p.earlier.iter().map(|t| strings(t)).collect(),
        view: p.view,
        shown: names(n)
            .iter()
            .zip(&p.hands)
            .enumerate()
            .map(|(s, (name, h))| HandJson {
                player: name.clone(),
                cards: h
                    .iter()
                    .filter(|c| {
                        s == 0 || seen.as_ref().is_none_or(|v| v.partners.contains(&(s, **c)))
                    })
                    .map(ToString::to_string)
                    .collect(),
            })
            .collect(),
        unannounced: strings(&p.unannounced),
        answer: strings(&p.answer),
        wrong: strings(&p.wrong),
        solve,
    }
}

/// The system asked for: `--variant`, KAISER_VARIANT, the learner's village, else stans.
fn system_of(a: &PuzzleArgs, village: Option<&str>) -> anyhow::Result<RuleSystem> {
    let env = std::env::var("KAISER_VARIANT")
        .ok()
        .filter(|v| !v.trim().is_empty());
    let variant = match (&a.variant, env) {
        (Some(v), _) => v.clone(),
        (None, Some(v)) => v,
        (None, None) => village.unwrap_or("stans").to_string(),
    };
    let args = SystemArgs {
        variant: Some(variant),
        variant_file: None,
        deck: None,
        switches: Vec::new(),
    };
    Ok(args.load()?.system)
}

/// How many of the puzzles nearest the learner's rating the clock picks among.
const NEAR: usize = 12;

/// The puzzle chosen: its id, the puzzle, and with `--daily` the date (YYYY-MM-DD) whose
/// puzzle of the day it is.
struct Chosen {
    id: String,
    puzzle: Puzzle,
    daily: Option<String>,
}

/// The puzzle to ask. `mine` is the learner's rating in the system.
fn choose(a: &PuzzleArgs, system: &RuleSystem, mine: Option<&Rating>) -> anyhow::Result<Chosen> {
    let theme = match &a.theme {
        None => None,
        Some(t) => {
            let theme = Theme::from_id(t.trim()).ok_or_else(|| {
                InputError::Usage(crate::t!(
                    "cli-puzzle-theme",
                    theme = t.as_str(),
                    themes = Theme::ALL.map(Theme::id).join(", ")
                ))
            })?;
            let power = Power::new(system, crate::cards::Suit::Rosen, &Default::default())?;
            if !theme.offered(system, &power) {
                // Hiratä is a word of one source, not only a play of the cards.
                let key = if theme == Theme::Hirata {
                    "cli-puzzle-theme-not-named"
                } else {
                    "cli-puzzle-theme-not-here"
                };
                // The source in the one form of every screen ("[Achermann 1978, §1]"),
                // never written into the message's running text.
                let source = crate::text::cite::bracketed(&[crate::text::cite::source_at(
                    "achermann",
                    "§1",
                    crate::i18n::lang(),
                )]);
                return Err(InputError::Usage(crate::t!(
                    key,
                    theme = theme.id(),
                    system = system.id.as_str(),
                    source = source.as_str()
                ))
                .into());
            }
            only_where_shipped(theme, system)?;
            Some(theme)
        }
    };
    // Level 4 is the view-only level; --view with a level 1 to 3 asks view-only puzzles
    // of that grade.
    let view_level = a.level == Some(VIEW_LEVEL);
    let want_view = a.view || view_level;
    if want_view && !view::offered(system) {
        return Err(InputError::Usage(crate::t!(
            "cli-puzzle-view-not-here",
            system = system.id.as_str()
        ))
        .into());
    }
    // Without a level or --view, the puzzle near the rating may be open or view-only (a
    // view-only one rated as level 4); the daily puzzle and a mined one have every hand
    // open, and the daily one is led by the learner where the system has such (below).
    let any_view = !want_view && a.level.is_none() && !a.daily && a.seed.is_none();
    let fits = |p: &Puzzle| {
        let level = match a.level {
            Some(VIEW_LEVEL) | None => true,
            Some(l) => p.grade.level == l,
        };
        level && theme.is_none_or(|t| p.themes.contains(&t)) && (any_view || p.view == want_view)
    };
    if let Some(seed) = a.seed {
        let none = || {
            InputError::Usage(crate::t!(
                "cli-puzzle-none-mined",
                seed = seed,
                system = system.id.as_str()
            ))
        };
        if theme == Some(Theme::FaceDown) {
            // Every hand open (a face-down puzzle is never view-only); cut from play on the
            // spot: rare, so searched side by side within a budget.
            if want_view {
                return Err(none().into());
            }
            return Ok(Chosen {
                id: format!("{}-down-seed-{seed}", system.id),
                puzzle: super::puzzle_down::cut(system, seed, fits)?,
                daily: None,
            });
        }
        let opts = MineOptions {
            view: want_view,
            unannounced: theme == Some(Theme::Unannounced),
            ..MineOptions::default()
        };
        let mined = mine_with(system, seed, opts, fits);
        let mined = mined.ok_or_else(none)?;
        let kind = if want_view { "view-seed" } else { "seed" };
        return Ok(Chosen {
            id: format!("{}-{kind}-{seed}", system.id),
            puzzle: mined.puzzle,
            daily: None,
        });
    }
    let shipped = crate::lessons::puzzles::of_system(&system.id).map_err(anyhow::Error::msg)?;
    if let Some(id) = &a.id {
        return shipped
            .into_iter()
            .find(|p| p.id == *id)
            .map(|p| Chosen {
                id: p.id,
                puzzle: p.puzzle,
                daily: None,
            })
            .ok_or_else(|| {
                InputError::Usage(crate::t!(
                    "cli-puzzle-no-id",
                    id = id.as_str(),
                    system = system.id.as_str()
                ))
                .into()
            });
    }
    let now = clock::now()?;
    let mut pool: Vec<_> = shipped.into_iter().filter(|p| fits(&p.puzzle)).collect();
    if pool.is_empty() {
        return Err(
            InputError::Usage(crate::t!("cli-puzzle-none", system = system.id.as_str())).into(),
        );
    }
    if a.daily {
        // One every learner of the village can do (`daily::pool`).
        pool = daily::pool(pool);
    }
    if !a.daily && a.level.is_none() {
        // Near the learner's rating: the puzzles not done yet (all, once every one is), the
        // nearest few by rating, ties by id.
        let fresh = Rating::default();
        let mine = mine.unwrap_or(&fresh);
        if pool.iter().any(|p| !mine.rated.contains(&p.id)) {
            pool.retain(|p| !mine.rated.contains(&p.id));
        }
        let target = mine.shown() as f64;
        pool.sort_by(|x, y| {
            let d = |p: &Puzzle| (rating::of_puzzle(p) - target).abs();
            d(&x.puzzle).total_cmp(&d(&y.puzzle)).then(x.id.cmp(&y.id))
        });
        pool.truncate(NEAR);
    }
    // One a day, the same for everyone and in later versions: the date and the system,
    // hashed, among the puzzles the date's record counts (`daily`).
    let daily = a.daily.then(|| clock::date(now));
    let pick = match &daily {
        Some(day) => daily::pick(day, &system.id, want_view, pool.len()),
        None => (daily::fnv(&now.to_string()) % pool.len() as u64) as usize,
    };
    let p = &pool[pick];
    Ok(Chosen {
        id: p.id.clone(),
        puzzle: p.puzzle.clone(),
        daily,
    })
}

/// A theme no shipped puzzle of `system` shows (hirata is found only in silenen's deals):
/// a usage error naming the systems whose shipped puzzles show it, not an empty result.
fn only_where_shipped(theme: Theme, system: &RuleSystem) -> Result<(), InputError> {
    let sets = crate::lessons::puzzles::embedded().unwrap_or_default();
    let shows = |s: &&crate::lessons::puzzles::PuzzleSet| {
        s.puzzles.iter().any(|p| p.puzzle.themes.contains(&theme))
    };
    if sets.iter().filter(shows).any(|s| s.system == system.id) {
        return Ok(());
    }
    let mut have: Vec<&str> = sets
        .iter()
        .filter(shows)
        .map(|s| s.system.as_str())
        .collect();
    have.dedup();
    Err(InputError::Usage(if have.is_empty() {
        crate::t!("cli-puzzle-theme-nowhere", theme = theme.id())
    } else {
        crate::t!(
            "cli-puzzle-theme-elsewhere",
            theme = theme.id(),
            system = system.id.as_str(),
            systems = have.join(", ")
        )
    }))
}

pub(super) fn run(a: PuzzleArgs, s: &Session, out: &mut dyn Write) -> anyhow::Result<()> {
    let mut store = s.store()?;
    let system = system_of(&a, store.progress.village.as_deref())?;
    let Chosen { id, puzzle, daily } = choose(&a, &system, store.progress.ratings.get(&system.id))?;
    let power = puzzle.power(&system)?;
    if a.json {
        let mut o = to_json(&system, &power, &id, &puzzle);
        o.daily = daily;
        out.write_all(json(&o)?.as_bytes())?;
        return Ok(());
    }
    let mut ui = s.ui(out);
    if let Some(day) = &daily {
        ui.say(&crate::t!(
            "tutor-puzzle-daily",
            date = day.as_str(),
            system = system.id.as_str()
        ))?;
    }
    let outcome = runner::run(&mut *ui, s.lang, &system, &power, &id, &puzzle)?;
    let play = if a.practice {
        Play::Practice
    } else {
        Play::Rated
    };
    let rated = rating::rate(
        &mut store.progress.ratings,
        &system.id,
        &id,
        rating::of_puzzle(&puzzle),
        play,
        outcome.finished || outcome.missed,
        outcome.first_try,
    );
    match rated {
        // A rating that fell says why: the answer asked for is giving up; a wrong card or a
        // hint before the right one is not a solve (only a right first card, unaided, is).
        Ok(c) => {
            let key = if outcome.first_try {
                "tutor-puzzle-rating"
            } else if outcome.shown {
                "tutor-puzzle-rating-shown"
            } else if outcome.missed {
                "tutor-puzzle-rating-missed"
            } else if outcome.hinted {
                "tutor-puzzle-rating-hint"
            } else {
                "tutor-puzzle-rating"
            };
            ui.say(&crate::t!(key, before = c.before, after = c.after))?
        }
        Err(NotRated::Practice) => ui.say(&crate::t!("tutor-puzzle-practice"))?,
        Err(NotRated::Repeat) => ui.say(&crate::t!("tutor-puzzle-repeat"))?,
        Err(NotRated::Left) => {}
    }
    if outcome.missed {
        // A wrong card (or the answer asked for) comes back in `kaiser review`.
        let now = clock::now()?;
        crate::tutor::review::mistake(&mut store.progress.reviews, runner::item(&id, &puzzle), now);
    }
    if outcome.missed || rated.is_ok() {
        store.save()?;
    }
    Ok(())
}
