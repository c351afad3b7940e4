//! Face-down puzzles end to end (issue 16, theme `face-down`): a shipped one that starts
//! mid-trick, asked in English (a card played face up refuted, then the card laid face down
//! with `down`, and why) and shown in German; its `--json` (the cards on the table,
//! `face_down`, the `kaiser solve` arguments of the trick from its lead, which solve
//! confirms); every shipped one of every system that allows face-down play confirmed by
//! `kaiser solve` (`--played`, the answer `--down`, the wrong cards `--move`); a mined one
//! from `--seed`; `kaiser check` on broken mid-trick entries with file and line; a wrong answer's review card keeping the
//! position; and `kaiser puzzle --help` listing every theme.

use crate::json::{assert_valid, schema};
use crate::puzzle_util::{json, strings};
use crate::util::{kaiser, kaiser_at};
use serde_json::Value;

/// The shipped face-down puzzle the tests ask (the first of the stans file).
const ID: &str = "stans-d-04";

fn shipped() -> Value {
    let args = ["puzzle", "--variant", "stans", "--id", ID, "--json"];
    let p = json(&args);
    assert_valid(&schema("puzzle"), &args, &p);
    p
}

/// Asked in English (two hints, a card played face up refuted with the solver's line, the
/// answer laid face down with `down` accepted with why and the sources: Achermann 1978 §4
/// for the card laid down) and in German (`abbä`).
#[test]
fn a_face_down_puzzle_in_english_and_german() {
    let p = shipped();
    let answer = strings(&p["answer"])[0].clone();
    let wrong = strings(&p["wrong"])[0].clone();
    let home = tempfile::tempdir().unwrap();
    let out = kaiser_at(home.path())
        .args(["puzzle", "--variant", "stans", "--id", ID])
        .write_stdin(format!("hint\nhint\n{wrong}\ndown {answer}\n"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    insta::assert_snapshot!(
        "puzzle_down_session",
        String::from_utf8(out.stdout).unwrap()
    );
    let de = kaiser_at(home.path())
        .args(["--lang", "de", "puzzle", "--variant", "stans", "--id", ID])
        .write_stdin(format!("{wrong}\nabbä {answer}\n"))
        .output()
        .unwrap();
    assert!(de.status.success(), "{de:?}");
    insta::assert_snapshot!(
        "puzzle_down_session_de",
        String::from_utf8(de.stdout).unwrap()
    );
}

/// The JSON of a face-down puzzle: cards on the table by the last players, the answer laid
/// face down; `kaiser solve` with the trick from its lead (`--played`) says the party to
/// move makes it, with the answer laid face down too, and not with a wrong card face up.
#[test]
fn a_face_down_puzzles_json_and_solve() {
    let p = shipped();
    assert_eq!(p["face_down"], true);
    assert!(strings(&p["themes"]).contains(&"face-down".to_string()));
    let on = p["on_table"].as_array().unwrap();
    assert!(!on.is_empty());
    let players = strings(&p["players"]);
    let n = players.len();
    for (i, c) in on.iter().enumerate() {
        assert_eq!(c["player"], players[n - on.len() + i], "{p}");
    }
    // `kaiser solve` with the trick from its lead: the party to move makes it, and the
    // line's first trick holds the cards on the table.
    let (team, led) = solved(&p, None);
    assert_eq!(team, p["parties"][0], "{p}");
    assert_eq!(led, on[0]["card"]);
    confirm(&p);
    // Mined afresh from a seed: also face down, mid-trick.
    let args = [
        "puzzle",
        "--variant",
        "stans",
        "--seed",
        "4001",
        "--theme",
        "face-down",
        "--json",
    ];
    let m = json(&args);
    assert_valid(&schema("puzzle"), &args, &m);
    assert_eq!(m["face_down"], true);
    assert!(m["id"].as_str().unwrap().starts_with("stans-down-seed-"));
    assert!(!m["on_table"].as_array().unwrap().is_empty());
}

/// The shipped stans file with the first face-down puzzle changed.
fn broken(change: impl Fn(&str) -> String) -> (tempfile::TempDir, std::path::PathBuf) {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/stans.yaml"))
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mine.yaml");
    std::fs::write(&path, change(&text)).unwrap();
    (dir, path)
}

/// The line of `needle` in the shipped stans file (1-based).
fn line_of(needle: &str) -> usize {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/stans.yaml"))
        .unwrap();
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

fn check_err(path: &std::path::Path) -> String {
    let out = kaiser().arg("check").arg(path).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn check_fails_on_broken_face_down_entries_with_their_line() {
    let at = line_of("on_table:");
    // Format 1 has no cards on the table.
    let (_d, path) = broken(|t| t.replacen("format_version: 2", "format_version: 1", 1));
    let err = check_err(&path);
    assert!(
        err.contains(&format!(
            "{}:{at}: on_table and face_down need format_version 2 (this file says 1)",
            path.display()
        )),
        "{err}"
    );
    // The answer played face up instead: not the one.
    let down = line_of("face_down: true");
    let (_d, path) = broken(|t| t.replacen("    face_down: true\n", "", 1));
    let err = check_err(&path);
    assert!(
        err.contains(&format!("puzzle {ID}: the answer is not the one")),
        "{err}"
    );
    // Face down with nothing on the table.
    let (_d, path) = broken(|t| {
        let i = t.find("    on_table:").unwrap();
        let j = i + t[i..].find('\n').unwrap() + 1;
        format!("{}{}", &t[..i], &t[j..])
    });
    let err = check_err(&path);
    assert!(
        err.contains(&format!(
            "{}:{}: face_down: true needs the cards already on the table (on_table)",
            path.display(),
            down - 1
        )),
        "{err}"
    );
    // The shipped ones pass.
    let out = kaiser().arg("check").output().unwrap();
    assert!(out.status.success(), "{out:?}");
}

/// A wrong face-down answer: the review card keeps the cards on the table and asks the
/// same position again.
#[test]
fn a_wrong_face_down_answer_comes_back_as_the_same_position() {
    let p = shipped();
    let answer = strings(&p["answer"])[0].clone();
    let wrong = strings(&p["wrong"])[0].clone();
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path();
    let run = |now: u64, args: &[&str], input: &str| {
        crate::puzzle_util::at(home, &now.to_string(), args, input)
    };
    let t0 = 1_795_597_200;
    run(
        t0,
        &["puzzle", "--variant", "stans", "--id", ID],
        &format!("{wrong}\ndown {answer}\n"),
    );
    let v: Value =
        serde_json::from_str(&std::fs::read_to_string(home.join("progress.json")).unwrap())
            .unwrap();
    let what = &v["reviews"][format!("puzzle:stans:{ID}")]["what"];
    let on: Vec<String> = p["on_table"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["card"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(strings(&what["on_table"]), on, "{what}");
    assert_eq!(what["face_down"], true);
    let out = run(t0 + 86_400, &["review"], &format!("down {answer}\n"));
    assert!(out.contains("On the table, in play order:"), "{out}");
    assert!(out.contains("✔"), "{out}");
}

/// The party `kaiser solve` says makes it with the puzzle's `solve` arguments (the trick
/// from its lead, the cards on the table as `--played`) and `extra` (a forced move), and
/// the line's first card.
fn solved(p: &Value, extra: Option<(&str, &str)>) -> (String, Value) {
    let mut args = strings(&p["solve"]);
    assert!(!args.is_empty(), "no solve arguments: {p}");
    if let Some((flag, card)) = extra {
        args.push(flag.to_string());
        args.push(card.to_string());
    }
    args.push("--json".into());
    let out = kaiser().args(&args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {out:?}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let team: Vec<&str> = v["winning_team"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    (team.join("+"), v["line"][0]["cards"][0]["card"].clone())
}

/// `kaiser solve` confirms a face-down puzzle: its answer laid face down (`--down`) makes
/// it for the party to move, each listed wrong card played face up (`--move`) does not.
fn confirm(p: &Value) {
    let id = &p["id"];
    let parties = strings(&p["parties"]);
    for card in strings(&p["answer"]) {
        let (team, _) = solved(p, Some(("--down", &card)));
        assert_eq!(team, parties[0], "{id}: {card} face down makes it");
    }
    let wrong = strings(&p["wrong"]);
    assert!(!wrong.is_empty(), "{id}");
    for card in wrong {
        let (team, _) = solved(p, Some(("--move", &card)));
        assert_eq!(team, parties[1], "{id}: {card} face up fails");
    }
}

/// The ids of the face-down puzzles (`SYSTEM-d-NN`) in `puzzles/SYSTEM.yaml`, as shipped
/// (numbered by the miner's seed, so a seed that reached none leaves a gap).
fn shipped_down_ids(system: &str) -> Vec<String> {
    let path = format!("{}/puzzles/{system}.yaml", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let infix = format!("{system}-d-");
    text.lines()
        .filter_map(|l| l.trim().strip_prefix("- id: "))
        .filter(|id| id.starts_with(&infix))
        .map(str::to_string)
        .collect()
}

/// In every system whose source allows a card laid face down, every shipped face-down
/// puzzle (however many cards are on the table): its JSON verifies (on the table, face
/// down, the theme), its `solve` arguments replay the position in `kaiser solve` (the party
/// to move makes it, the line starts with the trick's first card), the answer laid face
/// down makes it and every listed wrong card played face up fails.
#[test]
fn every_shipped_face_down_puzzle_is_confirmed_by_solve() {
    let mut several = 0;
    let mut confirmed = 0;
    for id in ["stans", "buochs", "wolfenschiessen", "willisau", "liebenau"] {
        for pid in shipped_down_ids(id) {
            let args = ["puzzle", "--variant", id, "--id", &pid, "--json"];
            let home = tempfile::tempdir().unwrap();
            let out = kaiser_at(home.path()).args(args).output().unwrap();
            assert!(out.status.success(), "{pid}: {out:?}");
            let p: Value = serde_json::from_slice(&out.stdout).unwrap();
            assert_valid(&schema("puzzle"), &args, &p);
            assert_eq!(p["face_down"], true, "{pid}");
            assert!(strings(&p["themes"]).contains(&"face-down".to_string()));
            assert_eq!(strings(&p["answer"]).len(), 1, "{pid}");
            let on = p["on_table"].as_array().unwrap();
            assert!(!on.is_empty(), "{pid}");
            several += usize::from(on.len() > 1);
            let (team, led) = solved(&p, None);
            assert_eq!(team, p["parties"][0], "{pid}");
            assert_eq!(led, on[0]["card"], "{pid}");
            confirm(&p);
            confirmed += 1;
        }
    }
    assert!(confirmed > 0, "no face-down puzzle shipped");
    assert!(several > 0, "none with two or more cards on the table");
}

/// `kaiser puzzle --help` names every theme `--theme` takes, in English and German.
#[test]
fn puzzle_help_lists_every_theme() {
    let out = kaiser().args(["puzzle", "--help"]).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let help = String::from_utf8(out.stdout).unwrap();
    for t in kaiser::rules::puzzle::Theme::ALL {
        assert!(help.contains(t.id()), "{} not in:\n{help}", t.id());
    }
    assert!(help.contains("face-down") && help.contains("unannounced-kaiser"));
    // The German help too (its own catalog line).
    let out = kaiser()
        .args(["--lang", "de", "puzzle", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    for t in kaiser::rules::puzzle::Theme::ALL {
        assert!(help.contains(t.id()), "{} not in:\n{help}", t.id());
    }
}

/// `kaiser puzzle --variant X --theme face-down --seed 1 --json` in every system whose
/// source allows a card laid face down (issue 16's done-when): a mid-trick puzzle cut from
/// play on the spot, with cards on the table and earlier tricks, one card to lay face down,
/// and `kaiser solve` with its arguments says the party to move makes it (with the answer
/// face down, not with any wrong card face up); nothing on stderr (no progress bar in a
/// pipe). That its position is reached by legal play from its deal is the engine's
/// `puzzle::sieve::tests::the_seeded_face_down_puzzle_is_cut_from_play`.
#[test]
fn the_seed_1_face_down_puzzle_is_confirmed_by_solve() {
    for id in ["stans", "buochs", "wolfenschiessen", "willisau", "liebenau"] {
        let args = [
            "puzzle",
            "--variant",
            id,
            "--theme",
            "face-down",
            "--seed",
            "1",
            "--json",
        ];
        let home = tempfile::tempdir().unwrap();
        let out = kaiser_at(home.path()).args(args).output().unwrap();
        assert!(out.status.success(), "{id}: {out:?}");
        assert!(out.stderr.is_empty(), "{id}: {out:?}");
        let p: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_valid(&schema("puzzle"), &args, &p);
        assert_eq!(p["id"], format!("{id}-down-seed-1"));
        assert_eq!(p["face_down"], true, "{id}");
        assert_eq!(strings(&p["answer"]).len(), 1, "{id}");
        assert!(!strings(&p["wrong"]).is_empty(), "{id}");
        assert_eq!(
            p["earlier"].as_array().unwrap().len(),
            2,
            "{id}: cut from play"
        );
        let on = p["on_table"].as_array().unwrap();
        assert!(!on.is_empty(), "{id}");
        let (team, led) = solved(&p, None);
        assert_eq!(team, p["parties"][0], "{id}");
        assert_eq!(led, on[0]["card"], "{id}");
        confirm(&p);
    }
}

/// A seed whose deals give no face-down puzzle within the budget (`KAISER_PUZZLE_DEALS`,
/// for the test) says so, naming the seed and the system and what to try, in English and
/// German, with exit code 2.
#[test]
fn a_seed_without_a_face_down_puzzle_says_what_to_try() {
    for lang in ["en", "de"] {
        let out = kaiser()
            .env("KAISER_PUZZLE_DEALS", "40")
            .args(["--lang", lang, "puzzle", "--variant", "willisau"])
            .args(["--theme", "face-down", "--seed", "7"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{out:?}");
        assert!(out.stdout.is_empty(), "{out:?}");
        insta::assert_snapshot!(
            format!("puzzle_down_seed_none_{lang}"),
            String::from_utf8(out.stderr).unwrap()
        );
    }
}

/// The seeded face-down puzzle is the miner's (`examples/mine_puzzles.rs --only d-`, which
/// cuts the shipped ones the same way): stans-d-04 is the first of seed 4004's deals, so
/// `--seed 4004` gives its deal, earlier tricks, position and answer again.
#[test]
fn a_shipped_face_down_puzzles_seed_gives_it_again() {
    let shipped = shipped();
    let args = ["puzzle", "--variant", "stans", "--theme", "face-down"];
    let seeded = json(&[&args[..], &["--seed", "4004", "--json"]].concat());
    for key in [
        "seed", "trump", "hands", "earlier", "on_table", "answer", "wrong",
    ] {
        assert_eq!(seeded[key], shipped[key], "{key}");
    }
}
