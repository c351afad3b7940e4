//! The learner's progress: a small JSON file in the user's data directory
//! (`$XDG_DATA_HOME/kaiser/progress.json` on Linux; `KAISER_HOME` overrides the directory).
//!
//! Written atomically (a temp file in the same directory, then rename), so an interrupted
//! write leaves the old or the new state. A file that cannot be read, or one written by a
//! newer kaiser, is reported, kept aside as a backup and replaced: nothing is silently lost.
//!
//! ```json
//! {
//!   "format_version": 1,
//!   "last": "stecher",
//!   "lessons": { "stecher": { "next": 4, "done": false, "test": {"right": 0, "asked": 0}, "last_test": null } },
//!   "scenarios": { "liebenau-m": { "right": 4, "asked": 5 } },
//!   "quiz": { "right": 7, "asked": 10 }
//! }
//! ```

use anyhow::Context;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The newest progress format this build writes.
pub const PROGRESS_VERSION: u32 = 1;

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

/// Everything kept between runs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Always [`PROGRESS_VERSION`] when written by this build.
    pub format_version: u32,
    /// The lesson worked on last.
    #[serde(default)]
    pub last: Option<String>,
    /// Per lesson id.
    #[serde(default)]
    pub lessons: BTreeMap<String, LessonProgress>,
    /// Per scenario id: the last play's score.
    #[serde(default)]
    pub scenarios: BTreeMap<String, Score>,
    /// All quiz answers so far.
    #[serde(default)]
    pub quiz: Score,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            format_version: PROGRESS_VERSION,
            last: None,
            lessons: BTreeMap::new(),
            scenarios: BTreeMap::new(),
            quiz: Score::default(),
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
}

/// The directory kaiser keeps its data in: `KAISER_HOME`, else the platform's data directory.
pub fn home() -> anyhow::Result<PathBuf> {
    if let Some(h) = std::env::var_os("KAISER_HOME").filter(|h| !h.is_empty()) {
        return Ok(PathBuf::from(h));
    }
    dirs::data_dir().map(|d| d.join("kaiser")).context(
        "cannot find a data directory for the progress file; set KAISER_HOME to a directory",
    )
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
        let path = dir.join("progress.json");
        let bytes = match std::fs::File::open(&path) {
            Ok(f) => {
                use std::io::Read;
                let mut bytes = Vec::new();
                f.take(MAX_PROGRESS_BYTES + 1)
                    .read_to_end(&mut bytes)
                    .with_context(|| format!("reading {}", path.display()))?;
                bytes
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok((
                    Store {
                        path,
                        progress: Progress::default(),
                    },
                    None,
                ));
            }
            Err(e) => {
                return Err(e).with_context(|| format!("reading {}", path.display()));
            }
        };
        let problem = if bytes.len() as u64 > MAX_PROGRESS_BYTES {
            Some(("corrupt", "it is larger than 1 MiB".to_string()))
        } else {
            match serde_json::from_slice::<serde_json::Value>(&bytes) {
                Err(e) => Some(("corrupt", format!("it is not valid JSON ({e})"))),
                Ok(v) => match v.get("format_version").and_then(|x| x.as_u64()) {
                    Some(n) if n > u64::from(PROGRESS_VERSION) => Some((
                        "newer",
                        format!(
                            "it was written by a newer kaiser (format_version {n}; this one reads {PROGRESS_VERSION})"
                        ),
                    )),
                    _ => match serde_json::from_value::<Progress>(v) {
                        Ok(p) => {
                            return Ok((Store { path, progress: p }, None));
                        }
                        Err(e) => {
                            Some(("corrupt", format!("it does not hold kaiser progress ({e})")))
                        }
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
        std::fs::rename(&path, &backup)
            .with_context(|| format!("keeping {} aside as {}", path.display(), backup.display()))?;
        let notice = format!(
            "the progress file {} could not be used: {why}. It is kept as {}; starting with fresh progress.",
            path.display(),
            backup.display()
        );
        Ok((
            Store {
                path,
                progress: Progress::default(),
            },
            Some(notice),
        ))
    }

    /// Write the state atomically: a temp file next to the target, synced, then renamed.
    pub fn save(&self) -> anyhow::Result<()> {
        let dir = self.path.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
        let mut tmp = tempfile::NamedTempFile::new_in(dir)
            .with_context(|| format!("writing progress in {}", dir.display()))?;
        serde_json::to_writer_pretty(&mut tmp, &self.progress)?;
        tmp.write_all(b"\n")?;
        tmp.as_file().sync_all()?;
        tmp.persist(&self.path)
            .with_context(|| format!("writing {}", self.path.display()))?;
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
        // Only the file itself: the temp file was renamed, not left behind.
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["progress.json"]);
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
}
