//! The README's examples are real: every ```` ``` ```` block that starts with `$ kaiser ...` is
//! run, and its stdout must be the block's text (a line `...` skips the middle of a long one).

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
        let Some(rest) = block.strip_prefix("$ kaiser ") else {
            continue;
        };
        let (cmd, expected) = rest.split_once('\n').unwrap_or((rest, ""));
        let out = Command::cargo_bin("kaiser")
            .unwrap()
            .args(cmd.split_whitespace())
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
        match expected.split_once("\n...\n") {
            Some((head, tail)) => assert!(
                got.starts_with(head) && got.ends_with(tail),
                "README example `kaiser {cmd}` no longer matches:\n{got}"
            ),
            None => assert_eq!(got, expected, "README example `kaiser {cmd}`"),
        }
        checked += 1;
    }
    assert!(checked >= 7, "only {checked} README examples found");
}
