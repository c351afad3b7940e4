//! Screens that fit: the main commands in an 80x24 pseudo-terminal print no line wider than
//! 80 columns and split no word the user must type (system, scenario and lesson ids, card
//! names); so do the tutor's screens (`learn`'s village and lesson menus, `quiz`, `play`,
//! `scenario play`). Every table step of every lesson fits a 24-line screen with its text
//! (compact), and is paged on a shorter one. `--help` examples wrap as examples. The German
//! lesson list and menu show numbers and titles. Each run is read to its end (EOF); the only
//! time limit is the failsafe of `util::PTY_TIMEOUT_MS`.

use crate::util::{kaiser, pty_sized};

const COLS: usize = 80;

/// The main commands of issue 12's "Done when".
const COMMANDS: &[&[&str]] = &[
    &[],
    &["--help"],
    &["--lang", "de", "--help"],
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
pub(crate) fn screen_lines(raw: &str) -> Vec<String> {
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

/// A pipe with `COLUMNS` set is fitted to it, as `ls` does (`COLUMNS=60 kaiser rank | less`):
/// every line of `rank` and `trick` within 60 columns, their words whole, and wider without it.
#[test]
fn piped_output_fits_the_width_columns_names() {
    let ids = system_ids();
    for args in [
        &["rank", "--variant", "stans", "--trump", "Rosen"][..],
        &[
            "trick",
            "--variant",
            "stans",
            "--trump",
            "Rosen",
            "Mugg",
            "Jos",
        ][..],
    ] {
        let wide = kaiser().args(args).output().unwrap();
        let wide = String::from_utf8(wide.stdout).unwrap();
        assert!(wide.lines().any(|l| l.chars().count() > 60), "{wide}");
        let out = kaiser().env("COLUMNS", "60").args(args).output().unwrap();
        assert!(out.status.success(), "{args:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        assert!(lines.iter().all(|l| l.chars().count() <= 60), "{text}");
        let words = typed_words(&wide, &ids);
        for w in words {
            assert!(text.contains(&w), "{w} split at 60 columns:\n{text}");
        }
    }
}

/// The interactive commands, each with the last words of its first screen (when they are
/// there, Esc is pressed: it leaves each of them).
const INTERACTIVE: &[(&[&str], &str)] = &[
    // The village menu of a first `kaiser learn`.
    (&["learn"], "Quit"),
    // The lesson menu.
    (&["learn", "--variant", "stans"], "Quit"),
    (&["quiz", "--seed", "1"], "quit (progress is kept)"),
    (
        &["play", "--variant", "stans", "--seed", "1"],
        "quit the game",
    ),
    (
        &["scenario", "play", "liebenau-m"],
        "quit (progress is kept)",
    ),
    // A puzzle whose position and reasons are longer than 80 columns.
    (
        &["puzzle", "--variant", "lungern", "--seed", "3"],
        "back (leave the puzzle)",
    ),
];

/// Lines of `shown` wider than the screen, and words of the piped run of `args` (stdin
/// empty) split on the screen: none of either.
fn assert_fits(args: &[&str], lines: &[String], ids: &[String]) {
    let shown = lines.join("\n");
    for line in lines {
        let width = line.chars().count();
        assert!(
            width <= COLS,
            "kaiser {args:?}: a line of {width} columns:\n{line}\n\nin:\n{shown}"
        );
    }
    let piped = kaiser().args(args).output().unwrap();
    let piped = String::from_utf8_lossy(&piped.stdout).into_owned();
    for word in typed_words(&piped, ids) {
        assert!(
            lines.iter().any(|l| l.contains(&word)),
            "kaiser {args:?}: {word} is split:\n{shown}"
        );
    }
}

#[test]
fn the_tutor_fits_80_columns_and_splits_no_id() {
    let ids = system_ids();
    for (args, last) in INTERACTIVE {
        let home = tempfile::tempdir().unwrap();
        let mut p = pty_sized(home.path(), args, COLS as u16, 24);
        let first = p.exp_string(last).unwrap();
        p.send("\x1b").unwrap();
        p.flush().unwrap();
        let rest = p.exp_eof().unwrap();
        let lines = screen_lines(&format!("{first}{last}{rest}"));
        assert!(lines.len() > 3, "kaiser {args:?}:\n{}", lines.join("\n"));
        assert_fits(args, &lines, &ids);
    }
}

/// Every table step of every lesson, for a learner of every village, in an 80x24
/// pseudo-terminal: each screen, from the step's heading to its prompt, is at most 24
/// lines, holds the step's explanation, and no line is wider than 80. A table too tall for
/// one screen is compact or paged ("more of the table"), the text on every page.
#[test]
fn lesson_tables_fit_a_24_line_screen_with_their_text() {
    use kaiser::i18n::Pick;
    use kaiser::lessons::step::Body;
    let content = kaiser::lessons::Content::embedded().unwrap();
    let mut steps = 0;
    for village in system_ids() {
        for lesson in &content.lessons {
            // The lesson as this village's learner gets it.
            let Some(lesson) = lesson.for_system(&village) else {
                continue;
            };
            let lesson = &lesson;
            for (i, step) in lesson.all_steps().enumerate() {
                if !matches!(step.body, Body::Table(_)) {
                    continue;
                }
                steps += 1;
                let home = tempfile::tempdir().unwrap();
                // Progress that stands at the table step.
                let progress = serde_json::json!({
                    "format_version": 2,
                    "village": village,
                    "last": lesson.id,
                    "lessons": { lesson.id.clone(): {
                        "next": i, "done": false,
                        "test": {"right": 0, "asked": 0}, "last_test": null
                    }},
                    "scenarios": {},
                    "quiz": {"right": 0, "asked": 0},
                    "other_villages": {}
                });
                std::fs::write(home.path().join("progress.json"), progress.to_string()).unwrap();
                let args = [
                    "--color",
                    "never",
                    "learn",
                    "--variant",
                    &village,
                    &lesson.id,
                ];
                let mut p = pty_sized(home.path(), &args, COLS as u16, 24);
                let heading = kaiser::tutor::runner::place(lesson, i, kaiser::lessons::Lang::En);
                let text = step
                    .text
                    .as_ref()
                    .map(|t| t.in_lang(kaiser::lessons::Lang::En));
                let first_words: String = text
                    .unwrap_or_default()
                    .split_whitespace()
                    .take(3)
                    .collect::<Vec<_>>()
                    .join(" ");
                let mut pages = 0;
                loop {
                    let (before, prompt) =
                        p.exp_regex(r"\[Enter\] (go on|more of the table)").unwrap();
                    pages += 1;
                    let lines = screen_lines(&before);
                    let top = lines
                        .iter()
                        .rposition(|l| l.starts_with(&heading))
                        .unwrap_or_else(|| panic!("{heading} in:\n{}", lines.join("\n")));
                    let screen = &lines[top..];
                    let shown = screen.join("\n");
                    // The screen's lines and the prompt's.
                    assert!(
                        screen.len() < 24,
                        "{} step {i} ({village}): {} lines:\n{shown}",
                        lesson.id,
                        screen.len() + 1
                    );
                    assert!(
                        shown.contains(&first_words),
                        "{} step {i}: the text ({first_words}) in:\n{shown}",
                        lesson.id
                    );
                    for line in screen {
                        assert!(line.chars().count() <= COLS, "{line}\nin:\n{shown}");
                    }
                    if prompt.contains("go on") {
                        break;
                    }
                    assert!(pages < 10, "{} step {i}: pages without end", lesson.id);
                    p.send("\r").unwrap();
                    p.flush().unwrap();
                }
                // q goes up to the lesson menu, q there leaves.
                p.send("q").unwrap();
                p.flush().unwrap();
                p.exp_string("Change your game").unwrap();
                p.send("q").unwrap();
                p.flush().unwrap();
                p.exp_eof().unwrap();
            }
        }
    }
    assert!(steps > 0, "lessons with a table step");
}

/// Where the table step of lesson 6 (stupf) stands for a Lungern learner: Gasser's table
/// for Schellen.
fn lungern_stupf_table() -> usize {
    let content = kaiser::lessons::Content::embedded().unwrap();
    let lesson = content
        .lessons
        .iter()
        .find(|l| l.id == "stupf")
        .and_then(|l| l.for_system("lungern"))
        .expect("lesson stupf for Lungern");
    lesson
        .all_steps()
        .position(|s| matches!(s.body, kaiser::lessons::step::Body::Table(_)))
        .expect("a table step in stupf for Lungern")
}

/// The compact table as a lesson shows it on an 80x24 terminal: Lungern's table for
/// Schellen (lesson 6, stupf) in two columns under its text.
#[test]
fn a_lesson_table_is_compact_on_80x24() {
    let home = tempfile::tempdir().unwrap();
    let progress = serde_json::json!({
        "format_version": 2, "village": "lungern", "last": "stupf",
        "lessons": {"stupf": {"next": lungern_stupf_table(), "done": false,
            "test": {"right": 0, "asked": 0}, "last_test": null}},
        "scenarios": {}, "quiz": {"right": 0, "asked": 0}, "other_villages": {}
    });
    std::fs::write(home.path().join("progress.json"), progress.to_string()).unwrap();
    let args = ["--color", "never", "learn", "stupf"];
    let mut p = pty_sized(home.path(), &args, COLS as u16, 24);
    let before = p.exp_string("[Enter] go on").unwrap();
    // q goes up to the lesson menu, q there leaves.
    p.send("q").unwrap();
    p.flush().unwrap();
    p.exp_string("Change your game").unwrap();
    p.send("q").unwrap();
    p.flush().unwrap();
    p.exp_eof().unwrap();
    let lines = screen_lines(&before);
    let top = lines
        .iter()
        .position(|l| l.starts_with("Step ") && l.ends_with("· Lungern · Trumpf: Schellen"))
        .expect("the step's heading");
    insta::assert_snapshot!("lesson_table_compact_80x24", lines[top..].join("\n"));
}

/// `kaiser learn 4` piped: the fourth lesson of the list, by its number (stdin empty: its
/// pages, then the first question, and the progress kept).
#[test]
fn learn_takes_a_lesson_number() {
    let out = kaiser()
        .args(["learn", "--variant", "stans", "4"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let by_id = kaiser()
        .args(["learn", "--variant", "stans", "stecher"])
        .output()
        .unwrap();
    assert_eq!(text, String::from_utf8(by_id.stdout).unwrap());
    insta::assert_snapshot!("learn_4_piped", text);
}

/// The German lesson list and menu: numbers and German titles, no English ids.
#[test]
fn the_german_lessons_read_as_german() {
    let list = kaiser().args(["--lang", "de", "lessons"]).output().unwrap();
    assert!(list.status.success(), "{list:?}");
    let list = String::from_utf8(list.stdout).unwrap();
    // The ids, which a user types, are shown as in English; everything else is German.
    assert!(
        list.contains("┆ unannounced ┆ Nicht angesagte Kaiser "),
        "{list}"
    );
    insta::assert_snapshot!("lessons_de", list);
    let menu = kaiser()
        .args(["--lang", "de", "learn", "--variant", "stans"])
        .output()
        .unwrap();
    let menu = String::from_utf8(menu.stdout).unwrap();
    assert!(
        menu.contains("unannounced  Nicht angesagte Kaiser "),
        "{menu}"
    );
    insta::assert_snapshot!("learn_menu_de", menu);
}

/// `--help` of kaiser and of every command, in both languages, at 80 columns: no line
/// wider (but a single word longer than a line), and an example that goes on continues
/// indented under it (six spaces), never where a new example or prose starts.
#[test]
fn help_examples_wrap_as_examples_at_80_columns() {
    let root = kaiser::i18n::with_lang(kaiser::lessons::Lang::En, kaiser::cli::help::command);
    let mut commands: Vec<Vec<String>> = vec![vec![]];
    for sub in root.get_subcommands().filter(|s| s.get_name() != "help") {
        commands.push(vec![sub.get_name().to_string()]);
        for subsub in sub.get_subcommands().filter(|s| s.get_name() != "help") {
            commands.push(vec![
                sub.get_name().to_string(),
                subsub.get_name().to_string(),
            ]);
        }
    }
    let mut wrapped = 0;
    for lang in ["en", "de"] {
        for path in &commands {
            let mut args: Vec<&str> = vec!["--lang", lang];
            args.extend(path.iter().map(String::as_str));
            args.push("--help");
            let out = kaiser().args(&args).env("COLUMNS", "80").output().unwrap();
            assert!(out.status.success(), "kaiser {args:?}: {out:?}");
            let help = String::from_utf8(out.stdout).unwrap();
            for line in help.lines() {
                let one_word = line.split_whitespace().count() == 1;
                assert!(
                    line.chars().count() <= COLS || one_word,
                    "kaiser {args:?}: a line wider than 80:\n{line}\n\n{help}"
                );
            }
            let head = if lang == "en" {
                "Examples:"
            } else {
                "Beispiele:"
            };
            let Some((_, examples)) = help.split_once(head) else {
                continue;
            };
            for line in examples.lines().filter(|l| !l.trim().is_empty()) {
                let indent = line.len() - line.trim_start().len();
                assert!(
                    indent == 2 || indent == 6,
                    "kaiser {args:?}: an example line indented {indent}:\n{line}\n\n{examples}"
                );
                if indent == 6 {
                    wrapped += 1;
                }
            }
        }
    }
    assert!(wrapped > 0, "some example is longer than 80 columns");
}

/// On a screen of 16 lines even the compact table does not fit under its text: it is paged,
/// the text on every page, "[Enter] more of the table" between the pages.
#[test]
fn a_lesson_table_is_paged_on_a_short_screen() {
    let home = tempfile::tempdir().unwrap();
    let progress = serde_json::json!({
        "format_version": 2, "village": "lungern", "last": "stupf",
        "lessons": {"stupf": {"next": lungern_stupf_table(), "done": false,
            "test": {"right": 0, "asked": 0}, "last_test": null}},
        "scenarios": {}, "quiz": {"right": 0, "asked": 0}, "other_villages": {}
    });
    std::fs::write(home.path().join("progress.json"), progress.to_string()).unwrap();
    let args = ["--color", "never", "learn", "stupf"];
    let mut p = pty_sized(home.path(), &args, COLS as u16, 16);
    let mut screens = Vec::new();
    loop {
        let (before, prompt) = p.exp_regex(r"\[Enter\] (go on|more of the table)").unwrap();
        let lines = screen_lines(&before);
        let top = lines
            .iter()
            .rposition(|l| l.starts_with("Step ") && l.ends_with("· Lungern · Trumpf: Schellen"))
            .expect("the step's heading");
        screens.push(lines[top..].to_vec());
        let end = prompt.contains("go on") || screens.len() > 5;
        // Enter turns the page; q at the last goes up to the lesson menu, q there leaves.
        p.send(if end { "q" } else { "\r" }).unwrap();
        p.flush().unwrap();
        if end {
            break;
        }
    }
    p.exp_string("Change your game").unwrap();
    p.send("q").unwrap();
    p.flush().unwrap();
    p.exp_eof().unwrap();
    // Lungern's 24 ranks under a text of two lines: three pages of nine ranks at most.
    assert_eq!(screens.len(), 3, "{screens:#?}");
    for screen in &screens {
        let shown = screen.join("\n");
        assert!(screen.len() < 16, "{} lines:\n{shown}", screen.len() + 1);
        assert!(
            shown.contains("Gasser's own table is for Schellen trump."),
            "{shown}"
        );
    }
    // The first page starts at the top, the last ends at the bottom.
    assert!(
        screens[0].join("\n").contains(" 1 Trumpf-Bauer"),
        "{screens:?}"
    );
    assert!(
        screens[2]
            .join("\n")
            .contains("24 Ass (Rosen, Eichel, Schilten)"),
        "{screens:?}"
    );
}

/// Error messages on a terminal wrap at word boundaries too (a wrong village lists every
/// rule system: the line split `stans` from its comma at column 80), in both languages;
/// piped, the message stays one line.
#[test]
fn errors_on_a_terminal_fit_80_columns() {
    let ids = system_ids();
    for lang in ["en", "de"] {
        let args = [
            "--lang",
            lang,
            "trick",
            "--variant",
            "stan",
            "--trump",
            "Rosen",
            "Mugg",
            "Jos",
        ];
        let home = tempfile::tempdir().unwrap();
        let mut p = pty_sized(home.path(), &args, COLS as u16, 24);
        let lines = screen_lines(&p.exp_eof().unwrap());
        let shown = lines.join("\n");
        assert!(shown.contains("stan"), "{shown}");
        for line in &lines {
            assert!(line.chars().count() <= COLS, "a line too wide:\n{shown}");
        }
        for id in &ids {
            assert!(
                lines.iter().any(|l| l.contains(id.as_str())),
                "{id} is split:\n{shown}"
            );
        }
        let piped = kaiser().args(args).output().unwrap();
        assert_eq!(piped.status.code(), Some(2));
        assert_eq!(String::from_utf8_lossy(&piped.stderr).lines().count(), 1);
    }
}
