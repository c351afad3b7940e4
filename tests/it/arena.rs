//! `kaiser arena` end to end: the whole report in English and German (the measured times
//! masked), the same seed giving the same numbers, and refused arguments.

use crate::util::kaiser;

/// Run `kaiser args...`; stdout with every number on the time lines replaced by `N`
/// (times are measured; the count of decisions stays).
fn report(args: &[&str]) -> String {
    let out = kaiser().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "{args:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    text.lines()
        .map(|l| {
            if l.starts_with("Time per decision") || l.starts_with("Zeit pro Entscheid") {
                mask_ms(l)
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// Every number followed by ` ms` becomes `N`.
fn mask_ms(line: &str) -> String {
    let mut out = String::new();
    for (i, word) in line.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let next = line.split(' ').nth(i + 1);
        if next.is_some_and(|n| n.starts_with("ms"))
            && word
                .chars()
                .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
        {
            out.push('N');
        } else {
            out.push_str(word);
        }
    }
    out
}

#[test]
fn greedy_against_random_in_stans() {
    let args = [
        "arena",
        "--variant",
        "stans",
        "--deals",
        "30",
        "--seed",
        "1",
        "greedy",
        "random",
    ];
    let text = report(&args);
    insta::assert_snapshot!("arena_stans_greedy_random", text);
    // The same seed, the same numbers (the times aside).
    assert_eq!(report(&args), text);
}

#[test]
fn three_single_players_in_german() {
    let text = report(&[
        "--lang",
        "de",
        "arena",
        "--variant",
        "lungern",
        "--players",
        "3",
        "--deals",
        "6",
        "--seed",
        "2",
        "level2",
        "level1",
    ]);
    insta::assert_snapshot!("arena_lungern_three_de", text);
}

#[test]
fn refused_arguments_say_why() {
    for (args, said) in [
        (
            vec!["arena", "--variant", "stans", "greedy", "champion"],
            "error: invalid value 'champion' for '<B>': unknown strategy 'champion': random, \
             greedy, pimc, best, or level1 to level4\n\nFor more information, try '--help'.\n",
        ),
        (
            vec![
                "arena",
                "--variant",
                "stans",
                "--deals",
                "0",
                "greedy",
                "random",
            ],
            "kaiser: error: --deals must be at least 1\n",
        ),
    ] {
        let out = kaiser().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
        assert_eq!(String::from_utf8_lossy(&out.stderr), said, "{args:?}");
    }
}

#[test]
fn the_time_mask_keeps_the_rest() {
    assert_eq!(
        mask_ms("Time per decision, A (pimc): median 1.25 ms, mean 3,5 ms (12 decisions)."),
        "Time per decision, A (pimc): median N ms, mean N ms (12 decisions)."
    );
}
