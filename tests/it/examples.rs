//! The documents' examples are real: every ```` ``` ```` block of `README.md` and of every
//! `docs/*.md` (found when the test runs, from `CARGO_MANIFEST_DIR`) whose first line is
//! `$ kaiser ...` (or `$ printf '...' | kaiser ...`, whose text is its stdin; either may set
//! `KAISER_NOW=TIME` before `kaiser`, the clock of `kaiser review`) is run, and its
//! stdout must be the rest of the block. A line `...` stands for any number of lines. Each
//! document's examples run in order with one fresh `KAISER_HOME`, so `kaiser lessons` shows
//! a new learner unless an earlier example of the same document changed that. A failure
//! names the file, the line of the block and its command.
//!
//! Update mode: `KAISER_UPDATE_EXAMPLES=1 cargo test --test it examples` rewrites, in place,
//! the expected output of every example that no longer matches with the real output, so the
//! documents follow a deliberate change of the program's output (review the diff). A block
//! with a `...` line is never rewritten (its gaps are hand-made): it is still reported, to be
//! fixed by hand.

use crate::util::kaiser;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// One example: a fenced block whose first line is the command.
struct Example {
    /// Index of its command line in the document's lines.
    line: usize,
    /// Index of its closing fence.
    end: usize,
    /// The command line as written (without the `$ `).
    shown: String,
    /// The arguments after `kaiser`.
    args: String,
    /// The standard input (from `printf`), else empty.
    stdin: String,
    /// `KAISER_NOW`, when the example sets it.
    now: Option<String>,
    /// The expected stdout: the block's lines after the command, each ending in `\n`.
    expected: String,
}

/// The examples of one Markdown document.
fn examples(doc: &str) -> Vec<Example> {
    let lines: Vec<&str> = doc.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        // Fenced blocks, line by line (a fence may carry a language: ```sh).
        if !lines[i].starts_with("```") {
            i += 1;
            continue;
        }
        let Some(len) = lines[i + 1..].iter().position(|l| *l == "```") else {
            break;
        };
        let (first, end) = (i + 1, i + 1 + len);
        i = end + 1;
        if first == end {
            continue;
        }
        let (now, line) = clock(lines[first]);
        let Some((args, stdin)) = command(&line) else {
            continue;
        };
        let expected: String = lines[first + 1..end]
            .iter()
            .map(|l| format!("{l}\n"))
            .collect();
        found.push(Example {
            line: first,
            end,
            shown: lines[first].trim_start_matches("$ ").to_string(),
            args,
            stdin,
            now,
            expected,
        });
    }
    found
}

/// The clock of an example (`KAISER_NOW=TIME kaiser ...`, for `kaiser review`), and the line
/// without it.
fn clock(line: &str) -> (Option<String>, String) {
    let Some(at) = line.find("KAISER_NOW=") else {
        return (None, line.to_string());
    };
    let rest = &line[at + "KAISER_NOW=".len()..];
    let (value, after) = rest.split_once(' ').unwrap_or((rest, ""));
    (Some(value.to_string()), format!("{}{after}", &line[..at]))
}

/// `$ kaiser ARGS` or `$ printf 'INPUT' | kaiser ARGS`: the arguments and the input.
fn command(line: &str) -> Option<(String, String)> {
    if line == "$ kaiser" {
        return Some((String::new(), String::new()));
    }
    if let Some(args) = line.strip_prefix("$ kaiser ") {
        return Some((args.to_string(), String::new()));
    }
    let (input, args) = line.strip_prefix("$ printf '")?.split_once("' | kaiser")?;
    if !(args.is_empty() || args.starts_with(' ')) {
        return None;
    }
    Some((args.trim().to_string(), input.replace("\\n", "\n")))
}

/// README.md and every docs/*.md, in a stable order.
fn documents() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut docs = vec![root.join("README.md")];
    if let Ok(dir) = std::fs::read_dir(root.join("docs")) {
        let mut more: Vec<PathBuf> = dir
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "md"))
            .collect();
        more.sort();
        docs.extend(more);
    }
    docs
}

/// Whether `KAISER_UPDATE_EXAMPLES` asks to rewrite the documents.
fn update_mode() -> bool {
    std::env::var_os("KAISER_UPDATE_EXAMPLES").is_some_and(|v| !v.is_empty() && v != "0")
}

#[test]
fn the_documents_examples_are_the_real_output() {
    let update = update_mode();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    let mut failures = Vec::new();
    // The same command on the same input and progress gives the same output: `kaiser
    // check`, shown in three documents, re-solves every puzzle once, not three times.
    let mut runs: HashMap<Run, String> = HashMap::new();
    for path in documents() {
        let name = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .display()
            .to_string();
        let doc = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        // Progress lives in a fresh directory for each document.
        let home = tempfile::tempdir().unwrap();
        let mut rewrites: Vec<(&Example, String)> = Vec::new();
        let found = examples(&doc);
        for ex in &found {
            let key = (
                ex.args.clone(),
                ex.stdin.clone(),
                ex.now.clone(),
                files(home.path()),
            );
            let got = match runs.get(&key) {
                Some(got) => got.clone(),
                None => {
                    let got = run(ex, home.path());
                    runs.insert(key, got.clone());
                    got
                }
            };
            checked += 1;
            if matches_with_gaps(&got, &ex.expected) {
                continue;
            }
            let gaps = ex.expected.lines().any(|l| l == "...");
            if update && !gaps && got.ends_with('\n') {
                rewrites.push((ex, got));
                continue;
            }
            failures.push(format!(
                "{name}:{}: the example `{}` no longer matches{}\n--- expected\n{}--- got\n{got}",
                ex.line + 1,
                ex.shown,
                if gaps {
                    " (a block with `...` is fixed by hand)"
                } else {
                    ""
                },
                ex.expected
            ));
        }
        if !rewrites.is_empty() {
            let written = rewrite(&doc, &rewrites);
            std::fs::write(&path, written).unwrap_or_else(|e| panic!("{name}: {e}"));
            for (ex, _) in &rewrites {
                eprintln!("{name}:{}: updated `{}`", ex.line + 1, ex.shown);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} example(s) do not match (KAISER_UPDATE_EXAMPLES=1 rewrites those without `...`):\n\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked >= 7, "only {checked} examples found");
}

/// What decides an example's output: its arguments, its stdin, its clock and the progress
/// it starts from ([`files`]).
type Run = (String, String, Option<String>, Vec<(PathBuf, Vec<u8>)>);

/// `kaiser` as the example `ex` runs it, with its progress in `home`: its stdout. A no-break
/// space (inside a score, "A+C 0 : B+D 0") reads as a space in a document, which is
/// written with plain ones.
fn run(ex: &Example, home: &Path) -> String {
    let mut cmd = kaiser();
    if let Some(now) = &ex.now {
        cmd.env("KAISER_NOW", now);
    }
    let out = cmd
        .args(ex.args.split_whitespace())
        .env("KAISER_HOME", home)
        .write_stdin(ex.stdin.clone())
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).replace('\u{a0}', " ")
}

/// Every file under `dir` with its bytes, in order: the progress an example starts from
/// (an empty file, the lock beside the progress, holds nothing and is left out).
fn files(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else {
                let bytes = std::fs::read(&path).unwrap_or_default();
                if !bytes.is_empty() {
                    out.push((path.strip_prefix(dir).unwrap().to_path_buf(), bytes));
                }
            }
        }
    }
    out.sort();
    out
}

/// `doc` with the expected output of each example in `rewrites` replaced by its new text.
fn rewrite(doc: &str, rewrites: &[(&Example, String)]) -> String {
    let lines: Vec<&str> = doc.split_inclusive('\n').collect();
    let mut out = String::new();
    let mut at = 0;
    for (ex, got) in rewrites {
        // Keep everything up to and including the command line.
        for l in &lines[at..=ex.line] {
            out.push_str(l);
        }
        out.push_str(got);
        at = ex.end;
    }
    for l in &lines[at..] {
        out.push_str(l);
    }
    out
}

/// `expected`'s pieces between `...` lines appear in `got` in order; the first piece starts
/// it and the last ends it (an empty piece at either end means "anything").
fn matches_with_gaps(got: &str, expected: &str) -> bool {
    let framed = format!("\n{expected}");
    let pieces: Vec<&str> = framed.split("\n...\n").collect();
    if pieces.len() == 1 {
        return got == expected;
    }
    let first = pieces[0].strip_prefix('\n').unwrap_or(pieces[0]);
    let last = pieces[pieces.len() - 1];
    if !got.starts_with(first) || !got.ends_with(last) {
        return false;
    }
    let mut at = first.len();
    for piece in &pieces[1..pieces.len() - 1] {
        match got[at..].find(piece) {
            Some(i) => at += i + piece.len(),
            None => return false,
        }
    }
    at <= got.len() - last.len()
}

#[test]
fn gaps() {
    assert!(matches_with_gaps("a\nb\nc\nd\n", "a\n...\nc\n...\n"));
    assert!(matches_with_gaps("a\nb\nc\nd\n", "...\nb\n...\nd\n"));
    assert!(!matches_with_gaps("a\nb\nc\nd\n", "a\n...\nx\n...\n"));
    assert!(matches_with_gaps("a\n", "a\n"));
    assert!(!matches_with_gaps("a\nb\n", "a\n"));
}

#[test]
fn examples_are_found_and_rewritten_in_place() {
    let doc = "# T\n\n```sh\n$ kaiser cards\nold\n```\n\ntext\n\n```\n$ printf '1\\nq\\n' | kaiser learn 1\na\n...\n```\n```\nnot an example\n```\n```\n$ kaiser\nhi\n```\n";
    let found = examples(doc);
    let shown: Vec<&str> = found.iter().map(|e| e.shown.as_str()).collect();
    assert_eq!(
        shown,
        [
            "kaiser cards",
            "printf '1\\nq\\n' | kaiser learn 1",
            "kaiser"
        ]
    );
    assert_eq!(found[0].args, "cards");
    assert_eq!(found[0].expected, "old\n");
    assert_eq!(
        (found[1].args.as_str(), found[1].stdin.as_str()),
        ("learn 1", "1\nq\n")
    );
    assert_eq!(found[1].expected, "a\n...\n");
    assert_eq!(
        (found[2].args.as_str(), found[2].expected.as_str()),
        ("", "hi\n")
    );
    let new = rewrite(
        doc,
        &[
            (&found[0], "new 1\nnew 2\n".to_string()),
            (&found[2], "hello\n".to_string()),
        ],
    );
    assert_eq!(
        new,
        doc.replace("$ kaiser cards\nold\n", "$ kaiser cards\nnew 1\nnew 2\n")
            .replace("$ kaiser\nhi\n", "$ kaiser\nhello\n")
    );
    // The rewritten document reads back with the new outputs.
    let again = examples(&new);
    assert_eq!(again[0].expected, "new 1\nnew 2\n");
    assert_eq!(again[2].expected, "hello\n");
}

#[test]
fn an_example_may_set_the_clock() {
    let doc = "```\n$ KAISER_NOW=2026-03-03T09:00:00Z kaiser review\nx\n```\n```\n$ printf '2\\n' | KAISER_NOW=5 kaiser review --all\ny\n```\n";
    let found = examples(doc);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].now.as_deref(), Some("2026-03-03T09:00:00Z"));
    assert_eq!(found[0].args, "review");
    assert_eq!(
        (
            found[1].now.as_deref(),
            found[1].args.as_str(),
            found[1].stdin.as_str()
        ),
        (Some("5"), "review --all", "2\n")
    );
}
