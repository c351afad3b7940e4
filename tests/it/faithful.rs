//! Faithful hands (issue 15 items 1 and 5): the deck each table is dealt from, and each
//! village's own words for the stake in `kaiser play`. Full output is compared (insta
//! snapshots in tests/it/snapshots/, or exact lines), under a cleared environment.

use crate::util::kaiser;

/// `$ kaiser ARGS`, the exit code, stdout and stderr, as one text.
fn run(args: &[&str]) -> String {
    let out = kaiser().args(args).output().unwrap();
    let code = out.status.code().expect("exited");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    format!(
        "$ kaiser {}\nexit: {code}\n--- stdout\n{}--- stderr\n{stderr}",
        args.join(" "),
        String::from_utf8_lossy(&out.stdout)
    )
}

#[test]
fn silenen_at_eight_deals_forty_cards() {
    // 002 §Das Silener Kaiserspiel: "Die 8 und 9 werden aus dem Spiel genommen, wenn zu acht
    // gespielt wird."
    let text = run(&[
        "deal",
        "--variant",
        "silenen",
        "--players",
        "8",
        "--seed",
        "7",
    ]);
    assert!(text.contains("deck stans-40"), "{text}");
    for rank in ["-8", "-9"] {
        assert!(!text.contains(&format!("{rank},")), "{text}");
        assert!(!text.contains(&format!("{rank}\n")), "{text}");
    }
    insta::assert_snapshot!("deal_silenen_8_seed_7", text);
    // At ten the 48 cards of §Kartenblatt.
    let ten = run(&[
        "deal",
        "--variant",
        "silenen",
        "--players",
        "10",
        "--seed",
        "7",
    ]);
    assert!(ten.contains("deck standard-48"), "{ten}");
}

#[test]
fn odds_and_solve_at_eight_use_the_same_deck() {
    let nine = "Rosen-9,Blass,Jos,Rosen-3,Rosen-4";
    assert_eq!(
        run(&[
            "odds",
            "--variant",
            "silenen",
            "--players",
            "8",
            "--trump",
            "Rosen",
            "--hand",
            nine,
            "--samples",
            "5",
            "--seed",
            "1",
        ]),
        format!(
            "$ kaiser odds --variant silenen --players 8 --trump Rosen --hand {nine} --samples 5 --seed 1\n\
             exit: 2\n--- stdout\n--- stderr\n\
             kaiser: error: Rosen-9 is not in the stans-40 deck of rule system 'silenen'; it is in standard-48 (choose with --deck)\n"
        )
    );
    let mut args = vec!["solve", "--variant", "silenen", "--trump", "Rosen"];
    let hands = [
        "A=Rosen-9",
        "B=Rosen-3",
        "C=Rosen-4",
        "D=Rosen-5",
        "E=Rosen-6",
        "F=Rosen-7",
        "G=Eichel-3",
        "H=Eichel-4",
    ];
    for h in &hands {
        args.extend(["--hand", h]);
    }
    let text = run(&args);
    assert!(
        text.ends_with(
            "--- stderr\nkaiser: error: Rosen-9 is not in the stans-40 deck of rule system 'silenen'\n"
        ),
        "{text}"
    );
    // With --deck the 48 cards may be chosen by hand.
    args.extend(["--deck", "standard-48"]);
    assert!(run(&args).contains("exit: 0"));
}
