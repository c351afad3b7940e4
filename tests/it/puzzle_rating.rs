//! The puzzle rating end to end (issue 16 item 4): a rated puzzle moves the learner's
//! Glicko-2 rating and says so, a repeat and `--practice` do not, `kaiser progress show`
//! shows it; a format 3 progress file (the fixture `tests/fixtures/progress-format3.json`)
//! is taken up and written back as format 5; without `--level` the puzzle comes from near
//! the learner's rating, among those not done yet.

use kaiser::tutor::rating::of_puzzle;
use serde_json::Value;
use std::path::Path;

/// 2026-11-25, 09:00 UTC.
const T0: u64 = 1_795_597_200;

/// `kaiser args` in `home` with `input`: its stdout, the run checked clean.
fn at(home: &Path, args: &[&str], input: &str) -> String {
    crate::puzzle_util::at(home, &T0.to_string(), args, input)
}

fn progress(home: &Path) -> Value {
    let text = std::fs::read_to_string(home.join("progress.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// The last line of some output.
fn last(out: &str) -> &str {
    out.trim_end().lines().last().unwrap_or("")
}

#[test]
fn a_rated_puzzle_moves_the_rating_once_and_progress_shows_it() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path();
    let stans_004 = ["puzzle", "--variant", "stans", "--id", "stans-004"];
    // stans-004 is level 3 with 2 tempting cards and 3 tricks: rated 1580. Schilten-3 (the
    // third card) at the first try beats it.
    let right = at(home, &stans_004, "3\n");
    insta::assert_snapshot!("rating_right_first_try", right);
    let r = &progress(home)["ratings"]["stans"];
    assert_eq!(r["rated"], serde_json::json!(["stans-004"]));
    let after = r["rating"].as_f64().unwrap();
    assert!(after > 1500.0, "{r}");
    // Again, wrong this time: a repeat does not count (but the mistake is a review card).
    let again = at(home, &stans_004, "Rosen-4\n3\n");
    assert_eq!(
        last(&again),
        "You have done this puzzle before: it counted once, not again."
    );
    let p = progress(home);
    assert_eq!(p["ratings"]["stans"]["rating"].as_f64(), Some(after));
    assert_eq!(p["reviews"]["puzzle:stans:stans-004"]["box"], 1);
    // Practice does not count either, right or wrong.
    let practice = at(
        home,
        &[
            "puzzle",
            "--variant",
            "stans",
            "--id",
            "stans-001",
            "--practice",
        ],
        "show\n",
    );
    assert_eq!(
        last(&practice),
        "Practice: this puzzle does not count towards your puzzle rating."
    );
    assert_eq!(
        progress(home)["ratings"]["stans"]["rated"],
        serde_json::json!(["stans-004"])
    );
    // A wrong first card in another system: that system's own rating goes down.
    let lungern = at(
        home,
        &["puzzle", "--variant", "lungern", "--id", "lungern-001"],
        "show\n",
    );
    assert!(
        last(&lungern).starts_with("Your puzzle rating: 1500 → 1"),
        "{lungern}"
    );
    let shown = at(home, &["progress", "show"], "");
    let shown = shown.replace(&home.display().to_string(), "[HOME]");
    insta::assert_snapshot!("rating_in_progress_show", shown);
    let de = at(home, &["--lang", "de", "progress", "show"], "");
    assert!(
        de.contains("Aufgaben-Wertung in stans: 1719 ± 252 (1 Aufgabe gewertet)"),
        "{de}"
    );
}

/// A learner of format 3 (review cards, no rating) takes up puzzles: the file is read as
/// it is and written back as format 5 with everything it held.
#[test]
fn a_format_3_progress_file_is_migrated_by_a_rated_puzzle() {
    let old = include_str!("../fixtures/progress-format3.json");
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path();
    std::fs::write(home.join("progress.json"), old).unwrap();
    let before = at(home, &["progress", "show"], "");
    let before = before.replace(&home.display().to_string(), "[HOME]");
    assert_eq!(
        before,
        "[HOME]/progress.json\n\
         Your game: Stans [Achermann 1978]\n\
         lessons: 1 begun, 0 done · scenarios: 1 played · quiz: 7 of 10 right\n\
         reviews: 0 due, 1 waiting, 0 retired (`kaiser review`)\n"
    );
    let out = at(
        home,
        &["puzzle", "--variant", "stans", "--id", "stans-004"],
        "3\n",
    );
    assert_eq!(last(&out), "Your puzzle rating: 1500 → 1719");
    let mut v = progress(home);
    assert_eq!(v["format_version"], 5);
    assert_eq!(
        v["ratings"]["stans"]["rated"],
        serde_json::json!(["stans-004"])
    );
    let mut was: Value = serde_json::from_str(old).unwrap();
    was["format_version"] = 5.into();
    v.as_object_mut().unwrap().remove("ratings");
    assert_eq!(v, was, "everything else kept as it was");
}

/// The shipped stans puzzles nearest `rating` among those not in `done`: the pool the
/// puzzle without `--level` is picked from (12, ties by id).
fn nearest(rating: f64, done: &[String]) -> Vec<String> {
    let mut all: Vec<(f64, String)> = kaiser::lessons::puzzles::of_system("stans")
        .unwrap()
        .into_iter()
        .filter(|s| !done.contains(&s.id))
        .map(|s| ((of_puzzle(&s.puzzle) - rating).abs(), s.id))
        .collect();
    all.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    all.into_iter().take(12).map(|(_, id)| id).collect()
}

#[test]
fn without_a_level_the_puzzle_is_near_the_rating_and_not_done_yet() {
    let json = |home: &Path, extra: &[&str]| -> Value {
        let mut args = vec!["puzzle", "--variant", "stans", "--json"];
        args.extend(extra);
        serde_json::from_str(&at(home, &args, "")).unwrap()
    };
    // A fresh learner (1500).
    let dir = tempfile::tempdir().unwrap();
    let p = json(dir.path(), &[]);
    let id = p["id"].as_str().unwrap().to_string();
    assert!(nearest(1500.0, &[]).contains(&id), "{id}");
    // The puzzle's rating in the JSON is the one from its grade.
    let n = |k: &str| p[k].as_i64().unwrap();
    let from_grade =
        1100 + 200 * (n("level") - 1) + 25 * n("tempting").min(4) + 10 * n("tricks").min(9);
    assert_eq!(n("rating"), from_grade);
    // A learner rated 1150 who has done the puzzles nearest to that.
    let done = nearest(1150.0, &[]);
    let file = serde_json::json!({
        "format_version": 4,
        "ratings": { "stans": { "rating": 1150.0, "deviation": 80.0, "volatility": 0.06,
                                "rated": done } }
    });
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("progress.json"), file.to_string()).unwrap();
    let p = json(dir.path(), &[]);
    let id = p["id"].as_str().unwrap().to_string();
    assert!(!done.contains(&id), "{id} was done");
    assert!(nearest(1150.0, &done).contains(&id), "{id}");
    // A level given is a level taken, whatever the rating.
    assert_eq!(json(dir.path(), &["--level", "3"])["level"], 3);
}
