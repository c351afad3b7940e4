//! `kaiser solve` within a budget (issue 14 item 4): the give-up message names the table,
//! what was asked and what to try, in English and German, with exit 2; `--time-limit` and
//! `--max-positions`; the progress indicator on a terminal only, never in a pipe. No test
//! depends on timing: the budgets that run out are positions, and the indicator is made to
//! show at once with `KAISER_PROGRESS_AFTER_MS=0`.

// `003_…` §4 example M (`hands::M`): about 100,000 positions, more than the few thousand
// between two looks at the clock and the progress.
use crate::hands::M;
use crate::util::{kaiser, pty_with, transcript_of as run};

fn with<'a>(base: &[&'a str], more: &[&'a str]) -> Vec<&'a str> {
    base.iter().chain(more).copied().collect()
}

#[test]
fn the_give_up_message_names_the_table_and_what_to_try() {
    let en = run(&with(M, &["--max-positions", "1000"]), &[]);
    insta::assert_snapshot!("gave_up_en", en);
    assert!(en.contains("exit: 2\n"), "{en}");
    let de = run(
        &with(&["--lang", "de"], &with(M, &["--max-positions", "1000"])),
        &[],
    );
    insta::assert_snapshot!("gave_up_de", de);
    // Everyone alone: the parties are the players. (Not a deal whose sure tricks answer
    // before the first position: A with Jos, T6 and Eichel-Ass is answered at the root.)
    let alone = [
        "solve",
        "--variant",
        "lungern",
        "--trump",
        "Eichel",
        "--hand",
        "A=Jos,Rosen-Under,Eichel-Ass",
        "--hand",
        "B=Eichel-Ober,T6,Eichel-9",
        "--hand",
        "C=Schellen-König,T3,Rosen-3",
        "--need",
        "2",
        "--max-positions",
        "1",
    ];
    insta::assert_snapshot!("gave_up_alone", run(&alone, &[]));
}

#[test]
fn the_give_up_message_in_json() {
    let out = kaiser()
        .args(with(M, &["--max-positions", "1000", "--json"]))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let v: serde_json::Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(v["error"]["kind"], "input");
    assert_eq!(
        v["error"]["message"],
        "no answer after 1,000 positions: liebenau, 6 players in 2 parties (A+C+E · B+D+F), \
         5 cards each; asked which party makes 3 of the 5 tricks whatever the others do\n\
         Try fewer cards per hand, fewer players or fewer parties (--team), or a bigger \
         budget: --max-positions 10000, or --time-limit 60."
    );
}

/// A budget big enough changes nothing: the same answer and line as without one.
#[test]
fn a_budget_that_suffices_changes_nothing() {
    let plain = run(M, &[]);
    let stdout = |s: &str| s.split_once("--- stdout\n").unwrap().1.to_string();
    for more in [
        &["--time-limit", "3600"][..],
        &["--max-positions", "100000000"],
        &["--time-limit", "3600", "--max-positions", "100000000"],
    ] {
        let out = run(&with(M, more), &[]);
        assert_eq!(stdout(&out), stdout(&plain), "{more:?}");
        assert!(out.contains("exit: 0\n"), "{out}");
    }
}

#[test]
fn budgets_of_nothing_are_refused() {
    for more in [&["--time-limit", "0"][..], &["--max-positions", "0"]] {
        let out = kaiser().args(with(M, more)).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{more:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains(&format!("'0' for '{}", more[0])),
            "{stderr}"
        );
    }
}

/// Piped, the indicator never shows, even when asked to show at once: stderr stays empty.
#[test]
fn no_progress_indicator_in_a_pipe() {
    let out = run(M, &[("KAISER_PROGRESS_AFTER_MS", "0")]);
    assert!(out.ends_with("--- stderr\n"), "{out}");
    assert!(out.contains("exit: 0\n"), "{out}");
}

/// On a terminal a long solve shows the positions searched, then clears the line and
/// prints the answer.
#[test]
fn a_progress_indicator_on_a_terminal() {
    let home = tempfile::tempdir().unwrap();
    let mut p = pty_with(home.path(), M, &[("KAISER_PROGRESS_AFTER_MS", "0")]);
    p.exp_string("solving: ").unwrap();
    p.exp_string(" positions searched").unwrap();
    p.exp_string("B, D and F win the hand").unwrap();
    p.exp_eof().unwrap();
}
