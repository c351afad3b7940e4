//! Screens that fit: the main commands in an 80x24 pseudo-terminal print no line wider than
//! 80 columns and split no word the user must type (system, scenario and lesson ids, card
//! names). Each run is read to its end (EOF); the only time limit is the failsafe of
//! `util::PTY_TIMEOUT_MS`.

use crate::util::{kaiser, pty_sized};

const COLS: usize = 80;

/// The main commands of issue 12's "Done when".
const COMMANDS: &[&[&str]] = &[
    &[],
    &["--help"],
    &[
        "trick",
        "--variant",
        "stans",
        "--trump",
        "Rosen",
        "Mugg",
        "Jos",
    ],
    &["rank", "--variant", "lungern", "--trump", "Schellen"],
    &[
        "compare",
        "--trump",
        "Schilten",
        "stans",
        "liebenau",
        "lungern",
        "willisau",
        "karnoeffel",
    ],
    &["variants"],
    &["scenario", "list"],
    &["lessons"],
    &["glossary"],
    &["deal", "--variant", "stans", "--seed", "1"],
    &[
        "solve",
        "--variant",
        "liebenau",
        "--trump",
        "Rosen",
        "--hand",
        "A=Trumpf-6,Rosen-Ass,Blass,Schilten-Ober,Schilten-Ass",
        "--hand",
        "B=Jos,Rosen-3,Schilten-3,Eichel-3,Schellen-3",
    ],
    &[
        "odds",
        "--variant",
        "stans",
        "--trump",
        "Rosen",
        "--hand",
        "Mugg,Jos,T3,Rosen-König,Eichel-Ass",
        "--seed",
        "1",
        "--samples",
        "200",
    ],
    &["cards", "--variant", "stans"],
    &["sources"],
];

/// What the terminal shows: escape sequences removed, `\r` (a progress bar redrawn) as a
/// line end.
fn screen_lines(raw: &str) -> Vec<String> {
    // rexpect hands over each byte as a char: put the UTF-8 back together.
    let raw = if raw.chars().all(|c| u32::from(c) <= 0xFF) {
        let bytes: Vec<u8> = raw.chars().map(|c| u32::from(c) as u8).collect();
        String::from_utf8_lossy(&bytes).into_owned()
    } else {
        raw.to_string()
    };
    let raw = raw.replace("\r\n", "\n");
    let mut plain = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // CSI: ESC [ parameters final-byte; other escapes: ESC and one character.
            if chars.next_if_eq(&'[').is_some() {
                for c in chars.by_ref() {
                    if ('@'..='~').contains(&c) {
                        break;
                    }
                }
            } else {
                chars.next();
            }
        } else {
            plain.push(c);
        }
    }
    plain
        .split(['\n', '\r'])
        .map(|l| l.trim_end().to_string())
        .collect()
}

/// The words of the piped output a user types: ids and card names (words with a hyphen, or
/// a system id), trimmed of punctuation.
fn typed_words(piped: &str, ids: &[String]) -> Vec<String> {
    let mut words: Vec<String> = piped
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_string())
        .filter(|w| {
            let hyphenated = w.contains('-') && w.split('-').all(|p| !p.is_empty());
            hyphenated || ids.contains(w)
        })
        .collect();
    words.sort();
    words.dedup();
    words
}

fn system_ids() -> Vec<String> {
    let out = kaiser().args(["variants", "--json"]).output().unwrap();
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    json["systems"]
        .as_array()
        .expect("a list of systems")
        .iter()
        .map(|s| s["system"].as_str().expect("an id").to_string())
        .collect()
}

#[test]
fn the_main_commands_fit_80_columns_and_split_no_id() {
    let ids = system_ids();
    assert!(ids.iter().any(|i| i == "wolfenschiessen"), "{ids:?}");
    for args in COMMANDS {
        let home = tempfile::tempdir().unwrap();
        let mut p = pty_sized(home.path(), args, COLS as u16, 24);
        let raw = p.exp_eof().unwrap();
        let lines = screen_lines(&raw);
        let shown = lines.join("\n");
        assert!(
            shown.lines().count() > 1,
            "kaiser {args:?} printed:\n{shown}"
        );
        for line in &lines {
            let width = line.chars().count();
            assert!(
                width <= COLS,
                "kaiser {args:?}: a line of {width} columns:\n{line}\n\nin:\n{shown}"
            );
        }
        // Every id and card name of the piped output is on one line of the terminal's.
        let piped = kaiser().args(*args).output().unwrap();
        assert!(piped.status.success(), "kaiser {args:?}: {piped:?}");
        let piped = String::from_utf8_lossy(&piped.stdout).into_owned();
        let words = typed_words(&piped, &ids);
        for word in words {
            assert!(
                lines.iter().any(|l| l.contains(&word)),
                "kaiser {args:?}: {word} is split:\n{shown}"
            );
        }
    }
}

#[test]
fn piped_output_keeps_its_long_lines() {
    let out = kaiser()
        .args([
            "trick",
            "--variant",
            "stans",
            "--trump",
            "Rosen",
            "Mugg",
            "Jos",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.lines().any(|l| l.chars().count() > COLS), "{text}");
}
