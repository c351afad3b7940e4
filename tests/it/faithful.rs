//! Faithful hands (issue 15 items 1 and 5): the deck each table is dealt from, and each
//! village's own words for the stake in `kaiser play`. Full output is compared (insta
//! snapshots in tests/it/snapshots/, or exact lines), under a cleared environment.

use crate::util::{kaiser, transcript_of};

/// `$ kaiser ARGS`, the exit code, stdout and stderr, as one text.
fn run(args: &[&str]) -> String {
    transcript_of(args, &[])
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

/// `kaiser play ARGS` answered with `1` (the first option) `n` times, then end of input.
fn play(args: &[&str], n: usize) -> String {
    let out = kaiser()
        .arg("play")
        .args(args)
        .write_stdin("1\n".repeat(n))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn each_village_plays_with_its_own_words() {
    // Lungern (000 §Spielen, §Geben / Kritze geben, §Striche (Punkte)): "Wir spielen es",
    // the Knopf, "wir kommen" / "wir gehen", "Kommt Ihr?"; four players in two parties
    // without --players (§Mitspieler: "Bei vier Spielern werden zwei Parteien gemacht").
    let lungern = play(&["--variant", "lungern", "--seed", "3"], 8);
    for line in [
        "4 players in 2 parties (A+C · B+D). You are A; you play with C. 3 of 5 tricks",
        "«Kommt Ihr?» (do you accept?) The Kaiser counts for the stake. 1",
        "  6. «Wir spielen es» (Spielen: the Knopf moves one field, +3)",
        "  7. «wir gehen» (give this hand up)",
        "Your card (a name or number; spielen, gehen, quit): 1",
        "B: «Wir spielen es» (Spielen: the Knopf moves one field, +3)",
        "  1. «wir kommen» (accept)",
    ] {
        assert!(lungern.lines().any(|l| l == line), "{line}\n{lungern}");
    }
    insta::assert_snapshot!("play_lungern_seed_3", lungern);
    // Willisau (004 Phase I, IV): "Spöu drüü", a Kleiner or a Grosser, "Mer gönd".
    let willisau = play(&["--variant", "willisau", "--seed", "3"], 6);
    for line in [
        "B announces a Kaiser with the Schellen-Banner: Grosser (3 Kritze).",
        "  1. «jo sälbstverständlech haute mer dää» (accept)",
        "  2. «Mer gönd» (give the hand up)",
        "B: «Spöu drüü» (the stake goes up by 3)",
    ] {
        assert!(willisau.lines().any(|l| l == line), "{line}\n{willisau}");
    }
    insta::assert_snapshot!("play_willisau_seed_3", willisau);
    // Buochs (001 §5): Stans's Spieldrei, answered «Spill äs» or «drvolaifä».
    let buochs = play(&["--variant", "buochs", "--seed", "3"], 10);
    for line in [
        "B: «Spieldrei — giut's?» (Spieldrei: the stake goes up by 3)",
        "  1. «Spill äs» (accept)",
        "  2. «drvolaifä» (give the hand up)",
    ] {
        assert!(buochs.lines().any(|l| l == line), "{line}\n{buochs}");
    }
    insta::assert_snapshot!("play_buochs_seed_3", buochs);
    // Stans (001 §3): Spieldrei, and a Kaiser written as «Dipfili» (1) or «Kaiser» (3); in
    // German.
    let out = kaiser()
        .args(["--lang", "de", "play", "--variant", "stans", "--seed", "3"])
        .write_stdin("1\n".repeat(3))
        .output()
        .unwrap();
    let stans = String::from_utf8(out.stdout).unwrap();
    for line in [
        "  2. Dipfili (1 Kritz)",
        "  3. Kaiser (3 Kritze)",
        "B sagt einen Kaiser mit dem Schellen-Banner an: 3 Kritze.",
        "  2. «Ich spiele nid — ich chumä nid» (das Spiel aufgeben)",
        "Nehmt ihr an? Der Kaiser zählt zum Einsatz. 1",
    ] {
        assert!(stans.lines().any(|l| l == line), "{line}\n{stans}");
    }
}

#[test]
fn every_stake_word_stands_in_its_source() {
    // Each word `play` says for a village is quoted from the seed its stake cites.
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/seeds");
    for id in kaiser::rules::catalog::ids() {
        let system = kaiser::rules::catalog::load(id).unwrap();
        let Some(stake) = &system.stake else { continue };
        let mut checks: Vec<(&str, &str)> = Vec::new();
        if let Some(r) = &stake.raise {
            checks.push((r.name.as_str(), r.source.de.as_str()));
            checks.extend(r.say.iter().map(|w| (w.as_str(), r.source.de.as_str())));
        }
        if let Some(a) = &stake.answer {
            for w in a.kommen.iter().chain(&a.gehen).chain(&a.ask) {
                checks.push((w.as_str(), a.source.de.as_str()));
            }
        }
        for n in &stake.kaiser.names {
            checks.push((n.name.as_str(), stake.kaiser.source.de.as_str()));
        }
        if let Some(b) = &stake.board
            && let Some(p) = &b.piece
        {
            checks.push((p.as_str(), b.source.de.as_str()));
        }
        for (word, source) in checks {
            // The seed the rule cites last (a borrowed rule names its own silent seed first).
            let seed = source
                .split_whitespace()
                .filter_map(|w| w.find(".txt").map(|i| &w[..i + 4]))
                .rfind(|w| w.len() == 24)
                .unwrap_or_else(|| panic!("{id}: '{word}' rests on no seed: {source}"));
            let text = std::fs::read_to_string(format!("{dir}/{seed}")).unwrap();
            assert!(
                text.contains(word),
                "{id}: '{word}' is not in {seed} (cited: {source})"
            );
            assert!(
                source.contains(word),
                "{id}: '{word}' is not quoted in {source}"
            );
        }
    }
}
