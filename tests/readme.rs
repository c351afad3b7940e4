//! The README's examples are real: every ```` ``` ```` block that starts with `$ kaiser ...`
//! (or `$ printf '...' | kaiser ...`, whose text is its stdin) is run, and its stdout must be
//! the block's text. A line `...` stands for any number of lines.

use assert_cmd::Command;

#[test]
fn readme_examples_are_the_real_output() {
    let readme = include_str!("../README.md");
    // Fenced blocks, line by line (a fence may carry a language: ```sh).
    let mut blocks: Vec<String> = Vec::new();
    let mut open: Option<String> = None;
    for line in readme.lines() {
        match open.as_mut() {
            None if line.starts_with("```") => open = Some(String::new()),
            None => {}
            Some(_) if line == "```" => blocks.extend(open.take()),
            Some(text) => {
                text.push_str(line);
                text.push('\n');
            }
        }
    }
    // Progress lives in a fresh directory, so `kaiser lessons` shows a new learner.
    let home = tempfile::tempdir().unwrap();
    let mut checked = 0;
    for block in &blocks {
        // `$ kaiser ARGS` or `$ printf 'INPUT' | kaiser ARGS` (the input is its stdin).
        let (stdin, rest) = match block.strip_prefix("$ printf '") {
            Some(p) => match p.split_once("' | kaiser ") {
                Some((input, rest)) => (input.replace("\\n", "\n"), rest),
                None => continue,
            },
            None => match block.strip_prefix("$ kaiser ") {
                Some(rest) => (String::new(), rest),
                // A bare `$ kaiser` (the greeting).
                None => match block.strip_prefix("$ kaiser\n") {
                    Some(rest) => (String::new(), rest),
                    None => continue,
                },
            },
        };
        let (cmd, expected) = if block.starts_with("$ kaiser\n") {
            ("", rest)
        } else {
            rest.split_once('\n').unwrap_or((rest, ""))
        };
        let out = Command::cargo_bin("kaiser")
            .unwrap()
            .args(cmd.split_whitespace())
            .write_stdin(stdin)
            .env("NO_COLOR", "1")
            .env("KAISER_HOME", home.path())
            .env_remove("KAISER_VARIANT")
            .env_remove("KAISER_CONTENT")
            .env_remove("LANG")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .output()
            .unwrap();
        let got = String::from_utf8_lossy(&out.stdout);
        assert!(
            matches_with_gaps(&got, expected),
            "README example `kaiser {cmd}` no longer matches:\n{got}"
        );
        checked += 1;
    }
    assert!(checked >= 7, "only {checked} README examples found");
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
