//! The learner's progress: a small JSON file in the user's data directory
//! (`$XDG_DATA_HOME/kaiser/progress.json` on Linux; `KAISER_HOME` overrides the directory).
//!
//! Written atomically (a temp file in the same directory, synced, then renamed over the
//! file), so a write that is cut off, even by `kill -9`, leaves the old or the new state.
//! A file that cannot be read, or one written by a newer kaiser, is reported, kept aside as
//! a backup and replaced: nothing is silently lost.
//!
//! Two sessions at once (two terminals) share the file: every open and save holds an
//! exclusive lock on `progress.lock` beside it, and a save merges: it reads the file again
//! and applies only what this session changed since it last read or wrote (a three-way
//! merge by lesson and scenario, the quiz counts added), so neither session undoes the
//! other's progress. Temp files left by a killed writer are removed under the lock.
//!
//! Lessons are kept per village: `village` is the game the learner chose (a rule system
//! id), `last` and `lessons` belong to it, and the lessons of the other villages wait in
//! `other_villages` until the learner chooses one of them again. A file of format 1 (no
//! village) still loads: its lessons belong to the village chosen first.
//!
//! ```json
//! {
//!   "format_version": 2,
//!   "village": "lungern",
//!   "last": "stecher",
//!   "lessons": { "stecher": { "next": 4, "done": false, "test": {"right": 0, "asked": 0}, "last_test": null } },
//!   "scenarios": { "liebenau-m": { "right": 4, "asked": 5 } },
//!   "quiz": { "right": 7, "asked": 10 },
//!   "other_villages": { "stans": { "last": null, "lessons": {} } }
//! }
//! ```

use crate::t;
use anyhow::Context;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The newest progress format this build writes.
pub const PROGRESS_VERSION: u32 = 2;

/// Largest progress file read (a real one is a few kilobytes).
const MAX_PROGRESS_BYTES: u64 = 1024 * 1024;

/// Right answers out of questions asked.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// Right at the first try.
    pub right: u32,
    /// Asked.
    pub asked: u32,
}

impl Score {
    /// Count one question.
    pub fn add(&mut self, right: bool) {
        self.asked += 1;
        if right {
            self.right += 1;
        }
    }
}

/// Where a learner is in one lesson.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonProgress {
    /// Index of the next step (steps, then test).
    pub next: usize,
    /// The test was answered to its end at least once.
    pub done: bool,
    /// The test score of the run in progress.
    #[serde(default)]
    pub test: Score,
    /// The score of the last finished test.
    #[serde(default)]
    pub last_test: Option<Score>,
}

/// The lessons of a village the learner does not play now.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VillageProgress {
    /// The lesson worked on last in that village.
    #[serde(default)]
    pub last: Option<String>,
    /// Per lesson id.
    #[serde(default)]
    pub lessons: BTreeMap<String, LessonProgress>,
}

/// Everything kept between runs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Always [`PROGRESS_VERSION`] when written by this build.
    pub format_version: u32,
    /// The village (rule system id) the learner plays; `None` until chosen.
    #[serde(default)]
    pub village: Option<String>,
    /// The lesson worked on last (in the village).
    #[serde(default)]
    pub last: Option<String>,
    /// Per lesson id (in the village).
    #[serde(default)]
    pub lessons: BTreeMap<String, LessonProgress>,
    /// Per scenario id: the last play's score.
    #[serde(default)]
    pub scenarios: BTreeMap<String, Score>,
    /// All quiz answers so far.
    #[serde(default)]
    pub quiz: Score,
    /// The lessons of the other villages, per village id.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub other_villages: BTreeMap<String, VillageProgress>,
}

impl Progress {
    /// Make `id` the learner's village: the lessons of the village played so far are put
    /// aside, those of `id` (if any) taken up. Lessons kept before any village was chosen
    /// (a format 1 file) belong to the first village chosen.
    pub fn set_village(&mut self, id: &str) {
        if self.village.as_deref() == Some(id) {
            return;
        }
        if let Some(old) = self.village.take() {
            let aside = VillageProgress {
                last: self.last.take(),
                lessons: std::mem::take(&mut self.lessons),
            };
            self.other_villages.insert(old, aside);
        }
        if let Some(kept) = self.other_villages.remove(id) {
            self.last = kept.last;
            self.lessons = kept.lessons;
        }
        self.village = Some(id.to_string());
    }
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            format_version: PROGRESS_VERSION,
            last: None,
            lessons: BTreeMap::new(),
            scenarios: BTreeMap::new(),
            quiz: Score::default(),
            village: None,
            other_villages: BTreeMap::new(),
        }
    }
}

/// The progress file and its state.
#[derive(Debug)]
pub struct Store {
    /// The file.
    pub path: PathBuf,
    /// The state.
    pub progress: Progress,
    /// The state as last read or written: what this session changed is the difference.
    base: Progress,
}

/// The lock beside the progress file, held while reading or writing it (released when
/// dropped, also when the process dies).
fn lock(dir: &Path) -> anyhow::Result<std::fs::File> {
    std::fs::create_dir_all(dir).with_context(|| t!("progress-creating", path = dir.display()))?;
    let path = dir.join("progress.lock");
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .with_context(|| t!("progress-opening", path = path.display()))?;
    file.lock()
        .with_context(|| t!("progress-locking", path = path.display()))?;
    Ok(file)
}

/// Temp files of this store start with this (see [`Store::save`]).
const TEMP_PREFIX: &str = ".progress.json.";

/// Remove temp files a killed writer left behind. Only called under the lock, when no
/// writer can be between writing and renaming.
fn sweep(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        if e.file_name().to_string_lossy().starts_with(TEMP_PREFIX) {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// `theirs` (the file now) with `ours - base` (this session's changes) applied.
fn merge(base: &Progress, ours: &Progress, theirs: Progress) -> Progress {
    fn apply<V: Clone + PartialEq>(
        base: &BTreeMap<String, V>,
        ours: &BTreeMap<String, V>,
        theirs: &mut BTreeMap<String, V>,
    ) {
        for id in base.keys().chain(ours.keys()) {
            match (base.get(id), ours.get(id)) {
                (b, Some(o)) if b != Some(o) => {
                    theirs.insert(id.clone(), o.clone());
                }
                (Some(_), None) => {
                    theirs.remove(id);
                }
                _ => {}
            }
        }
    }
    let mut out = theirs;
    out.format_version = PROGRESS_VERSION;
    apply(&base.lessons, &ours.lessons, &mut out.lessons);
    apply(&base.scenarios, &ours.scenarios, &mut out.scenarios);
    apply(
        &base.other_villages,
        &ours.other_villages,
        &mut out.other_villages,
    );
    if ours.village != base.village {
        out.village = ours.village.clone();
    }
    if ours.last != base.last {
        out.last = ours.last.clone();
    }
    if ours.quiz != base.quiz {
        // Added answers add; a reset (fewer than before) resets.
        out.quiz = if ours.quiz.asked >= base.quiz.asked && ours.quiz.right >= base.quiz.right {
            Score {
                right: out.quiz.right + (ours.quiz.right - base.quiz.right),
                asked: out.quiz.asked + (ours.quiz.asked - base.quiz.asked),
            }
        } else {
            ours.quiz
        };
    }
    out
}

/// The directory kaiser keeps its data in: `KAISER_HOME`, else the platform's data directory.
pub fn home() -> anyhow::Result<PathBuf> {
    if let Some(h) = std::env::var_os("KAISER_HOME").filter(|h| !h.is_empty()) {
        return Ok(PathBuf::from(h));
    }
    dirs::data_dir()
        .map(|d| d.join("kaiser"))
        .with_context(|| t!("progress-no-data-dir"))
}

fn stamp() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

impl Store {
    /// Open the progress file in `dir` (missing: a fresh start). Returns a notice for the
    /// learner when an unreadable or newer file was kept aside.
    pub fn open(dir: &Path) -> anyhow::Result<(Store, Option<String>)> {
        let _lock = lock(dir)?;
        sweep(dir);
        let (progress, notice) = Self::read(dir)?;
        let store = Store {
            path: dir.join("progress.json"),
            base: progress.clone(),
            progress,
        };
        Ok((store, notice))
    }

    /// Read the file under the lock: the state, and a notice when it was kept aside.
    fn read(dir: &Path) -> anyhow::Result<(Progress, Option<String>)> {
        let path = dir.join("progress.json");
        let bytes = match std::fs::File::open(&path) {
            Ok(f) => {
                use std::io::Read;
                let mut bytes = Vec::new();
                f.take(MAX_PROGRESS_BYTES + 1)
                    .read_to_end(&mut bytes)
                    .with_context(|| t!("progress-reading", path = path.display()))?;
                bytes
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok((Progress::default(), None));
            }
            Err(e) => {
                return Err(e).with_context(|| t!("progress-reading", path = path.display()));
            }
        };
        let problem = if bytes.len() as u64 > MAX_PROGRESS_BYTES {
            Some(("corrupt", t!("progress-too-large")))
        } else {
            match serde_json::from_slice::<serde_json::Value>(&bytes) {
                Err(e) => Some(("corrupt", t!("progress-not-json", error = e.to_string()))),
                Ok(v) => match v.get("format_version").and_then(|x| x.as_u64()) {
                    Some(n) if n > u64::from(PROGRESS_VERSION) => Some((
                        "newer",
                        t!(
                            "progress-newer",
                            found = n.to_string(),
                            reads = PROGRESS_VERSION
                        ),
                    )),
                    _ => match serde_json::from_value::<Progress>(v) {
                        Ok(p) => {
                            return Ok((p, None));
                        }
                        Err(e) => Some((
                            "corrupt",
                            t!("progress-not-progress", error = e.to_string()),
                        )),
                    },
                },
            }
        };
        let (tag, why) = problem.unwrap_or(("corrupt", String::new()));
        // Never overwrite an earlier backup (two in one second).
        let mut backup = dir.join(format!("progress.{tag}-{}.json", stamp()));
        let mut n = 1;
        while backup.exists() {
            n += 1;
            backup = dir.join(format!("progress.{tag}-{}-{n}.json", stamp()));
        }
        std::fs::rename(&path, &backup).with_context(|| {
            t!(
                "progress-keeping-aside",
                path = path.display(),
                backup = backup.display()
            )
        })?;
        let notice = t!(
            "progress-kept-aside",
            path = path.display(),
            why = why,
            backup = backup.display()
        );
        Ok((Progress::default(), Some(notice)))
    }

    /// Write the state atomically (a temp file next to the target, synced, then renamed),
    /// merged with what another session wrote meanwhile; afterwards `progress` holds the
    /// merged state.
    pub fn save(&mut self) -> anyhow::Result<()> {
        let dir = self.path.parent().unwrap_or(Path::new(".")).to_path_buf();
        let _lock = lock(&dir)?;
        // What is on disk now; a file that cannot be read is kept aside by `read`.
        let (theirs, _) = Self::read(&dir)?;
        let merged = merge(&self.base, &self.progress, theirs);
        let mut tmp = tempfile::Builder::new()
            .prefix(TEMP_PREFIX)
            .tempfile_in(&dir)
            .with_context(|| t!("progress-writing-in", path = dir.display()))?;
        serde_json::to_writer_pretty(&mut tmp, &merged)?;
        tmp.write_all(b"\n")?;
        tmp.as_file().sync_all()?;
        tmp.persist(&self.path)
            .with_context(|| t!("progress-writing", path = self.path.display()))?;
        self.base = merged.clone();
        self.progress = merged;
        Ok(())
    }

    /// The progress of lesson `id` (a fresh one if none).
    pub fn lesson(&mut self, id: &str) -> &mut LessonProgress {
        self.progress.lessons.entry(id.to_string()).or_default()
    }
}

#[cfg(test)]
mod tests {
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
    fn corrupt_and_newer_files_are_kept_aside() {
        for (content, tag, says) in [
            ("{ not json", "corrupt", "not valid JSON"),
            ("[1, 2]", "corrupt", "does not hold kaiser progress"),
            (
                "{\"format_version\": 9, \"lessons\": {}}",
                "newer",
                "newer kaiser",
            ),
        ] {
            let dir = tempfile::tempdir().unwrap();
            let file = dir.path().join("progress.json");
            std::fs::write(&file, content).unwrap();
            let (store, notice) = Store::open(dir.path()).unwrap();
            let notice = notice.expect("a notice");
            assert!(notice.contains(says), "{notice}");
            assert_eq!(store.progress, Progress::default());
            let backups: Vec<String> = std::fs::read_dir(dir.path())
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .filter(|n| n != "progress.lock")
                .collect();
            assert_eq!(backups.len(), 1, "{backups:?}");
            assert!(
                backups[0].starts_with(&format!("progress.{tag}-")),
                "{backups:?}"
            );
            let kept = std::fs::read_to_string(dir.path().join(&backups[0])).unwrap();
            assert_eq!(kept, content, "the old file is kept whole");
        }
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
        assert_eq!(v["format_version"], 2);
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
}
