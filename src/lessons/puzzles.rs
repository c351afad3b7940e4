//! The shipped puzzles (`puzzles/SYSTEM.yaml`, embedded) and puzzle files of the user's:
//! reading and validating them with file and line in every message, and re-solving each
//! one ([`check`]) as `kaiser check` does. The file format is in docs/content.md.

use crate::cards::names::parse_suit;
use crate::cards::{Card, Deck};
use crate::rules::catalog;
use crate::rules::puzzle::{Grade, Puzzle, PuzzleError, Theme, verify};
use crate::rules::yaml::{self, LineMap};
use crate::t;
use include_dir::{Dir, include_dir};
use serde::Deserialize;

static PUZZLES: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/puzzles");

/// The puzzle file format this version writes; it reads every format from 1 on (format 2
/// added `on_table` and `face_down`, the face-down puzzles that start mid-trick).
pub const FORMAT: u32 = 2;

/// Largest puzzle file accepted.
const MAX_BYTES: usize = 2 * 1024 * 1024;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileSchema {
    format_version: u32,
    system: String,
    puzzles: Vec<EntrySchema>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EntrySchema {
    id: String,
    seed: u64,
    deck: String,
    trump: String,
    hands: Vec<Vec<String>>,
    #[serde(default)]
    earlier: Vec<Vec<String>>,
    answer: Vec<String>,
    wrong: Vec<String>,
    level: u8,
    tricks: u8,
    tempting: u8,
    depth: u8,
    #[serde(default)]
    themes: Vec<String>,
    /// View-only: the learner sees only what the system's partners' rule shows.
    #[serde(default)]
    view: bool,
    /// Banner of the hands not announced (each what its system makes of an unannounced
    /// Kaiser).
    #[serde(default)]
    unannounced: Vec<String>,
    /// Format 2: the cards already on the table in the trick, in play order, played by the
    /// last seats of `hands`.
    #[serde(default)]
    on_table: Vec<String>,
    /// Format 2: the answer cards are laid face down.
    #[serde(default)]
    face_down: bool,
    /// Read and ignored: earlier versions marked a position built for the purpose and then
    /// embedded into a deal; every puzzle is cut from play now, and a history is replayed
    /// wherever a puzzle has `earlier` tricks, so old files still read (docs/content.md).
    #[serde(default, rename = "built")]
    _built: Option<bool>,
}

/// A puzzle as shipped: its id and the puzzle.
#[derive(Debug, Clone)]
pub struct Shipped {
    /// Unique id (`stans-004`).
    pub id: String,
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Its line in its file.
    pub line: usize,
}

/// One file's puzzles.
#[derive(Debug, Clone)]
pub struct PuzzleSet {
    /// Where it was read from (`puzzles/stans.yaml` or a path).
    pub origin: String,
    /// The rule system.
    pub system: String,
    /// The puzzles in file order.
    pub puzzles: Vec<Shipped>,
}

/// `FILE:LINE: problem`.
fn at(origin: &str, line: usize, problem: String) -> String {
    t!(
        "lessons-puzzles-at",
        file = origin,
        line = line,
        problem = problem
    )
}

fn card(origin: &str, line: usize, name: &str) -> Result<Card, String> {
    name.parse::<Card>()
        .map_err(|_| at(origin, line, t!("lessons-puzzles-bad-card", card = name)))
}

fn cards(origin: &str, line: usize, names: &[String]) -> Result<Vec<Card>, String> {
    names.iter().map(|n| card(origin, line, n)).collect()
}

/// Read a puzzle file: the YAML, its format, system, cards, suits, decks and themes (not yet
/// re-solved: [`check`]).
pub fn read(origin: &str, text: &str) -> Result<PuzzleSet, String> {
    let (file, lines): (FileSchema, LineMap) = yaml::load(text, MAX_BYTES).map_err(|e| {
        at(
            origin,
            e.line().unwrap_or(1),
            t!("lessons-puzzles-yaml", problem = e.to_string()),
        )
    })?;
    let line = |path: &str| lines.get(path).copied().unwrap_or(1);
    if !(1..=FORMAT).contains(&file.format_version) {
        return Err(at(
            origin,
            line("format_version"),
            t!(
                "lessons-puzzles-format",
                found = file.format_version,
                known = FORMAT
            ),
        ));
    }
    if catalog::load(&file.system).is_err() {
        return Err(at(
            origin,
            line("system"),
            t!("lessons-puzzles-system", system = file.system.as_str()),
        ));
    }
    let mut puzzles = Vec::new();
    for (i, e) in file.puzzles.into_iter().enumerate() {
        let l = line(&format!("puzzles[{i}]"));
        let deck = Deck::from_id(&e.deck).ok_or_else(|| {
            at(
                origin,
                l,
                t!("lessons-puzzles-bad-deck", deck = e.deck.as_str()),
            )
        })?;
        let trump = parse_suit(&e.trump).map_err(|_| {
            at(
                origin,
                l,
                t!("lessons-puzzles-bad-suit", suit = e.trump.as_str()),
            )
        })?;
        let mut themes = Vec::new();
        for th in &e.themes {
            themes.push(Theme::from_id(th).ok_or_else(|| {
                at(
                    origin,
                    l,
                    t!("lessons-puzzles-bad-theme", theme = th.as_str()),
                )
            })?);
        }
        let hands = e
            .hands
            .iter()
            .map(|h| cards(origin, l, h))
            .collect::<Result<Vec<_>, _>>()?;
        let earlier = e
            .earlier
            .iter()
            .map(|h| cards(origin, l, h))
            .collect::<Result<Vec<_>, _>>()?;
        let grade = Grade::new(e.tricks, e.tempting, e.depth);
        if grade.level != e.level {
            return Err(at(
                origin,
                line(&format!("puzzles[{i}].level")),
                t!(
                    "lessons-puzzles-level",
                    level = e.level,
                    graded = grade.level
                ),
            ));
        }
        if let Some(problem) = mid_trick_problem(file.format_version, &file.system, &e) {
            let field = if e.on_table.is_empty() {
                "face_down"
            } else {
                "on_table"
            };
            return Err(at(origin, line(&format!("puzzles[{i}].{field}")), problem));
        }
        if puzzles.iter().any(|p: &Shipped| p.id == e.id) {
            return Err(at(
                origin,
                l,
                t!("lessons-puzzles-twice", id = e.id.as_str()),
            ));
        }
        puzzles.push(Shipped {
            puzzle: Puzzle {
                system: file.system.clone(),
                seed: e.seed,
                deck,
                trump,
                hands,
                earlier,
                answer: cards(origin, l, &e.answer)?,
                wrong: cards(origin, l, &e.wrong)?,
                grade,
                themes,
                view: e.view,
                unannounced: cards(origin, l, &e.unannounced)?,
                on_table: cards(origin, l, &e.on_table)?,
                face_down: e.face_down,
            },
            id: e.id,
            line: l,
        });
    }
    Ok(PuzzleSet {
        origin: origin.to_string(),
        system: file.system,
        puzzles,
    })
}

/// What is wrong with an entry's mid-trick fields before it is solved: format 1 has none;
/// the cards on the table are fewer than the seats and not view-only; a card face down
/// needs a trick led and a system that allows face-down play.
fn mid_trick_problem(format: u32, system: &str, e: &EntrySchema) -> Option<String> {
    if e.on_table.is_empty() && !e.face_down {
        return None;
    }
    if format < 2 {
        return Some(t!("lessons-puzzles-mid-format", found = format));
    }
    if e.on_table.len() >= e.hands.len() {
        return Some(t!(
            "lessons-puzzles-on-table-full",
            n = e.on_table.len(),
            seats = e.hands.len()
        ));
    }
    if e.view {
        return Some(t!("lessons-puzzles-on-table-view"));
    }
    if e.face_down && e.on_table.is_empty() {
        return Some(t!("lessons-puzzles-down-leading"));
    }
    let allowed = catalog::load(system).is_ok_and(|s| s.face_down.is_some());
    (e.face_down && !allowed).then(|| t!("lessons-puzzles-down-not-here", system = system))
}

/// Every embedded puzzle file, read (a broken built-in file is a bug: its message).
pub fn embedded() -> Result<Vec<PuzzleSet>, String> {
    let mut files: Vec<_> = PUZZLES
        .files()
        .filter(|f| f.path().extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort_by_key(|f| f.path().to_path_buf());
    files
        .iter()
        .map(|f| {
            let origin = format!("puzzles/{}", f.path().display());
            read(&origin, f.contents_utf8().unwrap_or_default())
        })
        .collect()
}

/// The embedded puzzles of `system`.
pub fn of_system(system: &str) -> Result<Vec<Shipped>, String> {
    Ok(embedded()?
        .into_iter()
        .filter(|s| s.system == system)
        .flat_map(|s| s.puzzles)
        .collect())
}

/// What is wrong with a puzzle, in the language of the run.
pub fn problem(e: &PuzzleError) -> String {
    let names = |v: &[Card]| {
        v.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    match e {
        PuzzleError::Position(_) | PuzzleError::Power(_) => t!("lessons-puzzles-not-position"),
        PuzzleError::NotUnique { winning } if winning.is_empty() => t!("lessons-puzzles-no-answer"),
        PuzzleError::NotUnique { winning } => {
            t!("lessons-puzzles-not-unique", cards = names(winning))
        }
        PuzzleError::WrongWins(c) => t!("lessons-puzzles-wrong-wins", card = c.to_string()),
        PuzzleError::NotEquivalent(v) => t!("lessons-puzzles-not-equivalent", cards = names(v)),
        PuzzleError::NotAKaiser(c) => t!("lessons-puzzles-not-a-kaiser", card = c.to_string()),
        PuzzleError::SameAnnounced => t!("lessons-puzzles-same-announced"),
    }
}

/// Re-solve every puzzle of a set: the first problem found, with file and line.
pub fn check(set: &PuzzleSet) -> Result<usize, String> {
    let system = catalog::load(&set.system).map_err(|e| e.to_string())?;
    for p in &set.puzzles {
        verify(&system, &p.puzzle).map_err(|e| {
            at(
                &set.origin,
                p.line,
                t!(
                    "lessons-puzzles-unsolved",
                    id = p.id.as_str(),
                    problem = problem(&e)
                ),
            )
        })?;
    }
    Ok(set.puzzles.len())
}

#[cfg(test)]
mod tests {
    use super::{PUZZLES, check, read};

    /// The head of the shipped stans file and its first puzzle (stans-001, with its
    /// earlier tricks), as a file of its own.
    fn first_of_stans() -> String {
        let text = PUZZLES
            .get_file("stans.yaml")
            .and_then(|f| f.contents_utf8())
            .expect("the shipped stans file");
        let end = text.find("  - id: stans-002").expect("a second puzzle");
        text[..end].to_string()
    }

    /// `built`, which earlier versions wrote for positions built and then embedded into a
    /// deal, is read and ignored: a file with it reads as the file without it and its
    /// puzzle verifies; without earlier tricks the position alone is checked, as for any
    /// puzzle without a history. A `built` that is no boolean is still an error.
    #[test]
    fn an_old_built_field_is_read_and_ignored() {
        let plain = first_of_stans();
        let want = read("mine.yaml", &plain).expect("the shipped puzzle reads");
        for value in ["true", "false"] {
            let old = plain.replace(
                "    tricks: 3\n",
                &format!("    built: {value}\n    tricks: 3\n"),
            );
            assert_ne!(old, plain);
            let got = read("mine.yaml", &old).expect("an old file reads");
            assert_eq!(got.puzzles.len(), 1);
            assert_eq!(
                got.puzzles[0].puzzle, want.puzzles[0].puzzle,
                "built: {value}"
            );
            assert_eq!(check(&got), Ok(1), "built: {value}");
        }
        let start = plain.find("    earlier:\n").unwrap();
        let stop = plain.find("    answer:").unwrap();
        let no_history = format!("{}    built: true\n{}", &plain[..start], &plain[stop..]);
        let got = read("mine.yaml", &no_history).expect("an old file without a history reads");
        assert!(got.puzzles[0].puzzle.earlier.is_empty());
        assert_eq!(check(&got), Ok(1));
        let wrong = plain.replace("    tricks: 3\n", "    built: yes please\n    tricks: 3\n");
        let err = read("mine.yaml", &wrong).expect_err("built is a boolean");
        assert!(err.starts_with("mine.yaml:"), "{err}");
    }
}
