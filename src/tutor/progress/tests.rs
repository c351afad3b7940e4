//! Unit tests of the progress store: round trip, kept-aside and refused files, merging,
//! writers at once, villages, swept temp files, links, unknown fields and the migrations
//! (format 1, 2 and 3 files, written back as format 5).

use super::*;

#[test]
fn round_trip_and_fresh_start() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, notice) = Store::open(dir.path()).unwrap();
    assert!(notice.is_none());
    assert_eq!(store.progress, Progress::default());
    store.lesson("stecher").next = 3;
    store.progress.quiz.add(true);
    store.save().unwrap();
    let (again, notice) = Store::open(dir.path()).unwrap();
    assert!(notice.is_none());
    assert_eq!(again.progress.lessons["stecher"].next, 3);
    assert_eq!(again.progress.quiz, Score { right: 1, asked: 1 });
    // Only the file and its lock: the temp file was renamed, not left behind.
    let mut names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    names.sort();
    assert_eq!(names, ["progress.json", "progress.lock"]);
}

#[test]
fn corrupt_files_are_kept_aside_saying_what_they_held() {
    for (content, says, held) in [
        ("{ not json", "not valid JSON", "10 bytes"),
        ("[1, 2]", "does not hold kaiser progress", "6 bytes"),
        (
            "{\"format_version\": 2, \"lessons\": {\"a\": 3}}",
            "does not hold kaiser progress",
            "1 lesson, 0 scenarios and 0 quiz answers",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("progress.json");
        std::fs::write(&file, content).unwrap();
        let (store, notice) = Store::open(dir.path()).unwrap();
        let notice = notice.expect("a notice");
        assert!(notice.contains(says), "{notice}");
        assert!(notice.contains(held), "{notice}");
        assert_eq!(store.progress, Progress::default());
        let backups: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n != "progress.lock")
            .collect();
        assert_eq!(backups.len(), 1, "{backups:?}");
        assert!(backups[0].starts_with("progress.corrupt-"), "{backups:?}");
        assert!(notice.contains(&backups[0]), "{notice}");
        let kept = std::fs::read_to_string(dir.path().join(&backups[0])).unwrap();
        assert_eq!(kept, content, "the old file is kept whole");
    }
}

#[test]
fn a_newer_file_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("progress.json");
    let newer = "{\"format_version\": 9, \"lessons\": {}}";
    std::fs::write(&file, newer).unwrap();
    let err = Store::open(dir.path()).unwrap_err().to_string();
    assert!(err.contains("newer kaiser"), "{err}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), newer);
    // A newer kaiser writes while this session runs: the save refuses too.
    std::fs::remove_file(&file).unwrap();
    let (mut store, _) = Store::open(dir.path()).unwrap();
    std::fs::write(&file, newer).unwrap();
    store.progress.quiz.add(true);
    assert!(store.save().is_err());
    assert_eq!(std::fs::read_to_string(&file).unwrap(), newer);
}

#[test]
fn unknown_fields_survive_a_save() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("progress.json");
    std::fs::write(
        &file,
        r#"{"format_version": 2, "streak": {"days": 4},
            "lessons": {"stecher": {"next": 1, "done": false, "mood": "keen"}}}"#,
    )
    .unwrap();
    let (mut store, notice) = Store::open(dir.path()).unwrap();
    assert!(notice.is_none(), "{notice:?}");
    store.lesson("stecher").next = 2;
    store.save().unwrap();
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(v["streak"]["days"], 4);
    assert_eq!(v["lessons"]["stecher"]["mood"], "keen");
    assert_eq!(v["lessons"]["stecher"]["next"], 2);
}

#[test]
fn a_linked_file_is_written_through_its_link() {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let real = elsewhere.path().join("mine.json");
    std::fs::write(&real, "{\"format_version\": 2}").unwrap();
    let link = dir.path().join("progress.json");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let (mut store, _) = Store::open(dir.path()).unwrap();
    store.progress.quiz.add(true);
    store.save().unwrap();
    assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&real).unwrap()).unwrap();
    assert_eq!(v["quiz"]["right"], 1);
    // A corrupt linked file: copied aside, begun afresh through the link.
    std::fs::write(&real, "{ broken").unwrap();
    let (_, notice) = Store::open(dir.path()).unwrap();
    assert!(notice.is_some());
    assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
    assert!(
        std::fs::read_to_string(&real)
            .unwrap()
            .contains("format_version")
    );
}

#[test]
fn nothing_larger_than_the_limit_is_written() {
    let mut p = Progress::default();
    // Pretty-printed over the limit, compact under it: written compact.
    for i in 0..9_000 {
        p.lessons
            .insert(format!("lesson-{i:05}"), LessonProgress::default());
    }
    let pretty = serde_json::to_vec_pretty(&p).unwrap().len() as u64;
    assert!(pretty > MAX_PROGRESS_BYTES, "{pretty}");
    let bytes = encode(&p, Path::new("progress.json")).unwrap();
    assert!(bytes.len() as u64 <= MAX_PROGRESS_BYTES);
    // Over the limit even compact: refused.
    for i in 9_000..40_000 {
        p.lessons
            .insert(format!("lesson-{i:05}"), LessonProgress::default());
    }
    let err = encode(&p, Path::new("progress.json"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("not saved"), "{err}");
}

fn at(next: usize) -> LessonProgress {
    LessonProgress {
        next,
        ..Default::default()
    }
}

#[test]
fn merge_keeps_both_sessions_changes() {
    let mut base = Progress::default();
    base.lessons.insert("a".into(), at(1));
    base.lessons.insert("gone".into(), at(2));
    base.quiz = Score { right: 1, asked: 2 };
    // Ours: a moved on, b is new, gone was reset, two quiz answers, last is a.
    let mut ours = base.clone();
    ours.lessons.insert("a".into(), at(5));
    ours.lessons.insert("b".into(), at(1));
    ours.lessons.remove("gone");
    ours.quiz = Score { right: 2, asked: 4 };
    ours.last = Some("a".into());
    // Theirs: c is new, three quiz answers, a scenario played.
    let mut theirs = base.clone();
    theirs.lessons.insert("c".into(), at(3));
    theirs.quiz = Score { right: 4, asked: 5 };
    theirs
        .scenarios
        .insert("liebenau-m".into(), Score { right: 1, asked: 1 });
    let m = merge(&base, &ours, theirs);
    let ids: Vec<&str> = m.lessons.keys().map(String::as_str).collect();
    assert_eq!(ids, ["a", "b", "c"]);
    assert_eq!(m.lessons["a"].next, 5);
    assert_eq!(
        m.quiz,
        Score { right: 5, asked: 7 },
        "1/2 + 1/2 ours + 3/3 theirs"
    );
    assert_eq!(m.last.as_deref(), Some("a"));
    assert_eq!(m.scenarios.len(), 1);
    // A full reset wins over what it replaced.
    let m = merge(&base, &Progress::default(), base.clone());
    assert_eq!(m, Progress::default());
}

#[test]
fn two_stores_on_one_file_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (mut one, _) = Store::open(dir.path()).unwrap();
    let (mut two, _) = Store::open(dir.path()).unwrap();
    one.lesson("stecher").next = 2;
    one.save().unwrap();
    two.lesson("stupf").next = 4;
    two.progress.quiz.add(true);
    two.save().unwrap();
    one.progress.quiz.add(false);
    one.save().unwrap();
    let (again, _) = Store::open(dir.path()).unwrap();
    assert_eq!(again.progress.lessons["stecher"].next, 2);
    assert_eq!(again.progress.lessons["stupf"].next, 4);
    assert_eq!(again.progress.quiz, Score { right: 1, asked: 2 });
}

#[test]
fn many_writers_at_once_leave_a_whole_file_with_every_answer() {
    let dir = tempfile::tempdir().unwrap();
    let threads: Vec<_> = (0..4)
        .map(|t| {
            let dir = dir.path().to_path_buf();
            std::thread::spawn(move || {
                let (mut store, _) = Store::open(&dir).unwrap();
                for i in 0..25 {
                    store.lesson(&format!("lesson-{t}")).next = i + 1;
                    store.progress.quiz.add(i % 2 == 0);
                    store.save().unwrap();
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let (store, notice) = Store::open(dir.path()).unwrap();
    assert!(notice.is_none(), "{notice:?}");
    for t in 0..4 {
        assert_eq!(store.progress.lessons[&format!("lesson-{t}")].next, 25);
    }
    assert_eq!(
        store.progress.quiz,
        Score {
            right: 52,
            asked: 100
        }
    );
}

#[test]
fn a_format_1_file_loads_and_its_lessons_belong_to_the_first_village() {
    let dir = tempfile::tempdir().unwrap();
    let old = r#"{"format_version": 1, "last": "stecher",
        "lessons": {"stecher": {"next": 2, "done": false}}, "quiz": {"right": 1, "asked": 2}}"#;
    std::fs::write(dir.path().join("progress.json"), old).unwrap();
    let (mut store, notice) = Store::open(dir.path()).unwrap();
    assert!(notice.is_none(), "{notice:?}");
    assert_eq!(store.progress.village, None);
    assert_eq!(store.progress.lessons["stecher"].next, 2);
    store.progress.set_village("lungern");
    assert_eq!(
        store.progress.lessons["stecher"].next, 2,
        "kept for lungern"
    );
    store.save().unwrap();
    let text = std::fs::read_to_string(dir.path().join("progress.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["format_version"], 5, "written as the newest format");
    assert_eq!(v["village"], "lungern");
    assert_eq!(v["lessons"]["stecher"]["next"], 2);
    assert_eq!(v["quiz"]["asked"], 2);
}

#[test]
fn lessons_are_kept_per_village() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, _) = Store::open(dir.path()).unwrap();
    store.progress.set_village("lungern");
    store.lesson("stecher").next = 3;
    store.progress.last = Some("stecher".into());
    store.save().unwrap();
    store.progress.set_village("stans");
    assert!(store.progress.lessons.is_empty());
    assert_eq!(store.progress.last, None);
    store.lesson("stupf").next = 1;
    store.save().unwrap();
    let (mut again, _) = Store::open(dir.path()).unwrap();
    assert_eq!(again.progress.village.as_deref(), Some("stans"));
    assert_eq!(again.progress.lessons["stupf"].next, 1);
    again.progress.set_village("lungern");
    assert_eq!(again.progress.lessons["stecher"].next, 3);
    assert_eq!(again.progress.last.as_deref(), Some("stecher"));
    assert_eq!(
        again.progress.other_villages["stans"].lessons["stupf"].next,
        1
    );
}

#[test]
fn temp_files_of_a_killed_writer_are_swept() {
    let dir = tempfile::tempdir().unwrap();
    let stale = dir.path().join(format!("{TEMP_PREFIX}abc123"));
    std::fs::write(&stale, "{ half a fi").unwrap();
    let _ = Store::open(dir.path()).unwrap();
    assert!(!stale.exists());
}

#[test]
fn a_format_2_file_loads_keeps_everything_and_is_saved_as_format_5() {
    let dir = tempfile::tempdir().unwrap();
    let old = r#"{"format_version": 2, "village": "lungern", "last": "stecher",
        "lessons": {"stecher": {"next": 4, "done": true, "test": {"right": 1, "asked": 2},
                                "last_test": {"right": 4, "asked": 5}, "mood": "keen"}},
        "scenarios": {"liebenau-m": {"right": 4, "asked": 5}},
        "quiz": {"right": 7, "asked": 10},
        "other_villages": {"stans": {"last": "cards", "lessons": {"cards": {"next": 2, "done": false,
            "test": {"right": 0, "asked": 0}, "last_test": null}}}},
        "streak": {"days": 4}}"#;
    std::fs::write(dir.path().join("progress.json"), old).unwrap();
    let (mut store, notice) = Store::open(dir.path()).unwrap();
    assert!(notice.is_none(), "{notice:?}");
    assert!(store.progress.reviews.is_empty());
    let item = crate::tutor::review::Item::Scenario {
        scenario: "liebenau-m".into(),
        step: 2,
        system: "lungern".into(),
    };
    store.progress.mistake(item, 1_000);
    store.save().unwrap();
    let text = std::fs::read_to_string(dir.path().join("progress.json")).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["format_version"], 5);
    assert_eq!(v["reviews"]["scenario:lungern:liebenau-m:2"]["box"], 1);
    assert_eq!(
        v["reviews"]["scenario:lungern:liebenau-m:2"]["due"],
        1_000 + 86_400
    );
    // Everything else is as it was: the old file plus the new version and the card.
    let mut was: serde_json::Value = serde_json::from_str(old).unwrap();
    was["format_version"] = 5.into();
    v.as_object_mut().unwrap().remove("reviews");
    assert_eq!(v, was);
}

#[test]
fn review_cards_of_two_sessions_merge() {
    use crate::tutor::review::Item;
    let dir = tempfile::tempdir().unwrap();
    let (mut a, _) = Store::open(dir.path()).unwrap();
    let (mut b, _) = Store::open(dir.path()).unwrap();
    let quiz = |c: &str| Item::Quiz {
        system: "stans".into(),
        trump: "Rosen".into(),
        cards: vec![c.into()],
    };
    a.progress.mistake(quiz("Rosen-6"), 10);
    a.save().unwrap();
    b.progress.mistake(quiz("Rosen-7"), 20);
    b.save().unwrap();
    let (c, _) = Store::open(dir.path()).unwrap();
    assert_eq!(c.progress.reviews.len(), 2);
}

/// A format 3 file (the fixture `tests/fixtures/progress-format3.json`, as kaiser 0.x with
/// review cards wrote it) loads with no ratings, and a rated puzzle saves it as format 5
/// with everything it held.
#[test]
fn a_format_3_file_loads_keeps_everything_and_is_saved_as_format_5() {
    use crate::tutor::rating::{Play, rate};
    let old = include_str!("../../../tests/fixtures/progress-format3.json");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("progress.json"), old).unwrap();
    let (mut store, notice) = Store::open(dir.path()).unwrap();
    assert!(notice.is_none(), "{notice:?}");
    assert!(store.progress.ratings.is_empty());
    assert_eq!(store.progress.reviews.len(), 1);
    let p = &mut store.progress.ratings;
    let change = rate(p, "stans", "stans-004", 1555.0, Play::Rated, true, true).unwrap();
    assert_eq!(change.before, 1500);
    assert!(change.after > 1500, "{change:?}");
    store.save().unwrap();
    let text = std::fs::read_to_string(dir.path().join("progress.json")).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["format_version"], 5);
    let r = &v["ratings"]["stans"];
    assert_eq!(r["rated"], serde_json::json!(["stans-004"]));
    assert!(r["deviation"].as_f64().unwrap() < 350.0, "{r}");
    assert_eq!(r["volatility"].as_f64().map(|x| x > 0.0), Some(true), "{r}");
    // Everything else is as it was: the old file plus the new version and the rating.
    let mut was: serde_json::Value = serde_json::from_str(old).unwrap();
    was["format_version"] = 5.into();
    v.as_object_mut().unwrap().remove("ratings");
    assert_eq!(v, was);
    // Read back, the rating is the one saved.
    let (again, _) = Store::open(dir.path()).unwrap();
    assert_eq!(again.progress.ratings["stans"].shown(), change.after);
}

#[test]
fn ratings_of_two_sessions_merge_by_system() {
    use crate::tutor::rating::{Play, rate};
    let dir = tempfile::tempdir().unwrap();
    let (mut a, _) = Store::open(dir.path()).unwrap();
    let (mut b, _) = Store::open(dir.path()).unwrap();
    let pa = &mut a.progress.ratings;
    rate(pa, "stans", "stans-001", 1500.0, Play::Rated, true, true).unwrap();
    a.save().unwrap();
    let pb = &mut b.progress.ratings;
    rate(
        pb,
        "lungern",
        "lungern-001",
        1500.0,
        Play::Rated,
        true,
        false,
    )
    .unwrap();
    b.save().unwrap();
    let (c, _) = Store::open(dir.path()).unwrap();
    let shown: Vec<(&str, bool)> = c
        .progress
        .ratings
        .iter()
        .map(|(k, r)| (k.as_str(), r.rating > 1500.0))
        .collect();
    assert_eq!(shown, [("lungern", false), ("stans", true)]);
}

/// A format 4 file's puzzle card (no view flag, seed or earlier tricks) of a shipped
/// view-only puzzle gets them from the shipped set; a card of no shipped puzzle keeps the
/// defaults; the file is saved as format 5 with the rest as it was.
#[test]
fn a_format_4_puzzle_card_is_completed_from_the_shipped_set() {
    use crate::tutor::review::{Entry, Item};
    let shipped = crate::lessons::puzzles::of_system("stans")
        .unwrap()
        .into_iter()
        .find(|s| s.id == "stans-view-01")
        .unwrap()
        .puzzle;
    let hands: Vec<Vec<String>> = shipped
        .hands
        .iter()
        .map(|h| h.iter().map(ToString::to_string).collect())
        .collect();
    let card = |id: &str| {
        serde_json::json!({
            "what": { "kind": "puzzle", "puzzle": id, "system": "stans", "deck": "stans-40",
                      "trump": shipped.trump.to_string(), "hands": hands },
            "made": 1000, "box": 1, "due": 2000
        })
    };
    let old = serde_json::json!({
        "format_version": 4,
        "reviews": {
            "puzzle:stans:stans-view-01": card("stans-view-01"),
            "puzzle:stans:stans-gone-01": card("stans-gone-01"),
        }
    });
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("progress.json"), old.to_string()).unwrap();
    let (mut store, notice) = Store::open(dir.path()).unwrap();
    assert!(notice.is_none(), "{notice:?}");
    let what = |key: &str| match &store.progress.reviews[key] {
        Entry::Card(c) => c.what.clone(),
        Entry::Other(v) => panic!("{v}"),
    };
    let Item::Puzzle {
        view,
        seed,
        earlier,
        ..
    } = what("puzzle:stans:stans-view-01")
    else {
        panic!("a puzzle card");
    };
    assert!(view);
    assert_eq!(seed, shipped.seed);
    assert_eq!(earlier.len(), shipped.earlier.len());
    assert!(!earlier.is_empty());
    let Item::Puzzle { view, seed, .. } = what("puzzle:stans:stans-gone-01") else {
        panic!("a puzzle card");
    };
    assert!(!view);
    assert_eq!(seed, 0);
    store.progress.quiz.asked += 1;
    store.save().unwrap();
    let text = std::fs::read_to_string(dir.path().join("progress.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["format_version"], 5);
    let c = &v["reviews"]["puzzle:stans:stans-view-01"];
    assert_eq!(c["what"]["view"], true);
    assert_eq!(c["box"], 1);
    assert_eq!(c["due"], 2000);
}
