//! The learner's progress: a small JSON file in the user's data directory
//! (`$XDG_DATA_HOME/kaiser/progress.json` on Linux; `KAISER_HOME` overrides the directory).
//!
//! Written atomically (a temp file in the same directory, synced, then renamed over the
//! file), so a write that is cut off, even by `kill -9`, leaves the old or the new state.
//! A symlinked `progress.json` is written through (the link stays a link), fields this build
//! does not know survive a save, and a file is never written larger than kaiser would read
//! ([`MAX_PROGRESS_BYTES`]). A file that cannot be read is reported on stderr, naming its
//! backup and what it held, and kept aside; a file written by a newer kaiser is never
//! touched: kaiser refuses to go on (exit 1) rather than overwrite it.
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
//! village) still loads: its lessons belong to the village chosen first. Format 3 added
//! `reviews`, the review cards of the learner's mistakes ([`crate::tutor::review`]); a file
//! of format 2 loads with none and is saved as format 3. Format 4 added `ratings`, the
//! learner's puzzle rating per rule system ([`crate::tutor::rating`]); a file of format 3
//! (or older, through the same chain) loads with none and is saved as format 4. Format 5
//! added to a puzzle's review card `view`, `seed`, `earlier` and `unannounced`, so that a
//! view-only puzzle is asked again as it was; a card of format 4 gets them from the shipped
//! puzzle of its id ([`crate::tutor::puzzle::migrate`]), and the file is saved as format 5.
//!
//! ```json
//! {
//!   "format_version": 5,
//!   "village": "lungern",
//!   "last": "stecher",
//!   "lessons": { "stecher": { "next": 4, "done": false, "test": {"right": 0, "asked": 0}, "last_test": null } },
//!   "scenarios": { "liebenau-m": { "right": 4, "asked": 5 } },
//!   "quiz": { "right": 7, "asked": 10 },
//!   "other_villages": { "stans": { "last": null, "lessons": {} } },
//!   "reviews": { "quiz:stans:Rosen:Rosen-6,Eichel-Ass,Eichel-7,Schellen-8": {
//!     "what": { "kind": "quiz", "system": "stans", "trump": "Rosen", "cards": ["Rosen-6", "Eichel-Ass", "Eichel-7", "Schellen-8"] },
//!     "made": 1795597200, "box": 1, "due": 1795683600, "retired": false, "lapses": 0 } },
//!   "ratings": { "stans": { "rating": 1523.4, "deviation": 290.1, "volatility": 0.06, "rated": ["stans-004"] } }
//! }
//! ```

mod migrate;

use super::rating::Ratings;
use super::review::{Item, Reviews};
use crate::t;
use anyhow::Context;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The newest progress format this build writes.
pub const PROGRESS_VERSION: u32 = 5;

/// Largest progress file read, and written (a real one is a few kilobytes).
pub const MAX_PROGRESS_BYTES: u64 = 1024 * 1024;

/// How long to wait for `progress.lock` by default before giving up, in milliseconds.
const LOCK_WAIT_MS: u64 = 10_000;

/// A progress file kaiser will not use as it is (a newer kaiser's), or a lock held too
/// long: said as it is, without the advice to choose another directory.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct Refused(pub String);

/// Fields this build does not know (written by a newer or another tool), kept as they were.
pub type Extra = BTreeMap<String, serde_json::Value>;

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
    /// Unknown fields, kept.
    #[serde(flatten)]
    pub extra: Extra,
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
    /// Unknown fields, kept.
    #[serde(flatten)]
    pub extra: Extra,
}

/// Everything kept between runs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
    /// Format 3: the review cards of the learner's mistakes, by key (every village's).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub reviews: Reviews,
    /// Format 4: the learner's puzzle rating, by rule system id.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub ratings: Ratings,
    /// Unknown fields, kept.
    #[serde(flatten)]
    pub extra: Extra,
}

impl Progress {
    /// A mistake with `item` at `now`: it becomes a review card (or its card goes back to
    /// box 1).
    pub fn mistake(&mut self, item: Item, now: u64) {
        super::review::mistake(&mut self.reviews, item, now);
    }

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
                extra: Extra::new(),
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
            reviews: Reviews::new(),
            ratings: Ratings::new(),
            extra: Extra::new(),
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
    let locked = |file: &std::fs::File| match file.try_lock() {
        Ok(()) => Ok(true),
        Err(std::fs::TryLockError::WouldBlock) => Ok(false),
        Err(std::fs::TryLockError::Error(e)) => {
            Err(e).with_context(|| t!("progress-locking", path = path.display()))
        }
    };
    if locked(&file)? {
        return Ok(file);
    }
    // Another kaiser holds it (a save takes milliseconds; a hung or stopped one may hold it
    // for ever): say so, wait a while, then give up rather than hang.
    let wait = lock_wait();
    let secs = format!("{:.1}", wait.as_secs_f64());
    crate::error::warn(&t!(
        "progress-lock-waiting",
        path = path.display(),
        secs = secs.clone()
    ));
    let start = std::time::Instant::now();
    loop {
        if locked(&file)? {
            return Ok(file);
        }
        let waited = start.elapsed();
        if waited >= wait {
            return Err(Refused(t!(
                "progress-lock-timeout",
                path = path.display(),
                secs = secs
            ))
            .into());
        }
        std::thread::sleep((wait - waited).min(std::time::Duration::from_millis(50)));
    }
}

/// How long to wait for a lock another process holds: `KAISER_LOCK_WAIT_MS` (meant for
/// tests), else [`LOCK_WAIT_MS`].
fn lock_wait() -> std::time::Duration {
    let ms = std::env::var("KAISER_LOCK_WAIT_MS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .unwrap_or(LOCK_WAIT_MS);
    std::time::Duration::from_millis(ms)
}

/// Where writing `path` lands: the file a symlink (or a chain of them) points to, so that
/// the link stays a link; `path` itself otherwise.
fn resolve(path: &Path) -> PathBuf {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        match std::fs::read_link(&p) {
            Ok(to) if to.is_absolute() => p = to,
            Ok(to) => p = p.parent().unwrap_or(Path::new(".")).join(to),
            Err(_) => break,
        }
    }
    p
}

/// The state as the bytes of a file kaiser reads back: pretty, or compact when pretty would
/// be over [`MAX_PROGRESS_BYTES`]; an error when even that is too large.
fn encode(progress: &Progress, path: &Path) -> anyhow::Result<Vec<u8>> {
    let mut bytes = serde_json::to_vec_pretty(progress)?;
    if bytes.len() as u64 >= MAX_PROGRESS_BYTES {
        bytes = serde_json::to_vec(progress)?;
    }
    bytes.push(b'\n');
    if bytes.len() as u64 > MAX_PROGRESS_BYTES {
        anyhow::bail!(t!(
            "progress-would-be-too-large",
            path = path.display(),
            size = bytes.len().to_string()
        ));
    }
    Ok(bytes)
}

/// Write `bytes` to `target` atomically: a temp file beside it, synced, renamed over it.
fn write_atomically(target: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let dir = target.parent().unwrap_or(Path::new("."));
    let mut tmp = temp_in(dir)?;
    let written = tmp.write_all(bytes).and_then(|()| tmp.as_file().sync_all());
    written.with_context(|| t!("progress-writing", path = target.display()))?;
    tmp.persist(target)
        .with_context(|| t!("progress-writing", path = target.display()))?;
    Ok(())
}

/// A temp file in `dir`; if none can be made, an error that names the directory (the OS
/// error without the temp file's random name).
fn temp_in(dir: &Path) -> anyhow::Result<tempfile::NamedTempFile> {
    tempfile::Builder::new()
        .prefix(TEMP_PREFIX)
        .tempfile_in(dir)
        .map_err(|e| {
            anyhow::anyhow!(t!(
                "progress-not-writable",
                path = dir.display(),
                error = std::io::Error::from(e.kind()).to_string()
            ))
        })
}

/// What a file set aside held, for the learner: its lessons, scenarios and quiz answers when
/// it reads as progress, else its size.
fn held(bytes: &[u8], size: u64) -> String {
    let v = serde_json::from_slice::<serde_json::Value>(bytes).ok();
    let count = |key: &str| {
        v.as_ref()
            .and_then(|v| v.get(key))
            .and_then(|x| x.as_object())
            .map_or(0, |o| o.len())
    };
    match v.as_ref().filter(|v| v.is_object()) {
        Some(v) => t!(
            "progress-held",
            lessons = count("lessons"),
            scenarios = count("scenarios"),
            asked = v
                .pointer("/quiz/asked")
                .and_then(|x| x.as_u64())
                .unwrap_or(0)
                .to_string(),
            size = size.to_string()
        ),
        None => t!("progress-held-bytes", size = size.to_string()),
    }
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
    apply(&base.reviews, &ours.reviews, &mut out.reviews);
    apply(&base.ratings, &ours.ratings, &mut out.ratings);
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
    /// learner when an unreadable file was kept aside; an error for a newer kaiser's file.
    pub fn open(dir: &Path) -> anyhow::Result<(Store, Option<String>)> {
        let _lock = lock(dir)?;
        sweep(dir);
        let real = resolve(&dir.join("progress.json"));
        if let Some(there) = real.parent().filter(|p| *p != dir) {
            sweep(there);
        }
        // A directory that cannot be written is said now, before a lesson begins, not at
        // its first save.
        drop(temp_in(real.parent().unwrap_or(dir))?);
        let (progress, notice) = Self::read(dir)?;
        let store = Store {
            path: dir.join("progress.json"),
            base: progress.clone(),
            progress,
        };
        Ok((store, notice))
    }

    /// Read the file under the lock: the state, and a notice when it was kept aside. A
    /// newer kaiser's file is an error: it is left as it is.
    fn read(dir: &Path) -> anyhow::Result<(Progress, Option<String>)> {
        let path = dir.join("progress.json");
        let (bytes, size) = match std::fs::File::open(&path) {
            Ok(f) => {
                use std::io::Read;
                let size = f.metadata().map_or(0, |m| m.len());
                let mut bytes = Vec::new();
                f.take(MAX_PROGRESS_BYTES + 1)
                    .read_to_end(&mut bytes)
                    .with_context(|| t!("progress-reading", path = path.display()))?;
                let size = size.max(bytes.len() as u64);
                (bytes, size)
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
                    Some(n) if n > u64::from(PROGRESS_VERSION) => {
                        return Err(Refused(t!(
                            "progress-newer-refused",
                            path = path.display(),
                            found = n.to_string(),
                            reads = PROGRESS_VERSION
                        ))
                        .into());
                    }
                    found => match serde_json::from_value::<Progress>(v) {
                        Ok(mut p) => {
                            if found.is_none_or(|n| n < 5) {
                                migrate::puzzle_cards(&mut p);
                            }
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
        let keeping = || {
            t!(
                "progress-keeping-aside",
                path = path.display(),
                backup = backup.display()
            )
        };
        let is_link = std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink());
        if is_link {
            // The link stays: its file is copied aside, then begun afresh through it.
            std::fs::copy(&path, &backup).with_context(keeping)?;
            let fresh = encode(&Progress::default(), &path)?;
            write_atomically(&resolve(&path), &fresh)?;
        } else {
            std::fs::rename(&path, &backup).with_context(keeping)?;
        }
        let notice = t!(
            "progress-kept-aside",
            path = path.display(),
            why = why,
            backup = backup.display(),
            held = held(&bytes, size)
        );
        Ok((Progress::default(), Some(notice)))
    }

    /// Write the state atomically (a temp file next to the target, synced, then renamed),
    /// merged with what another session wrote meanwhile; afterwards `progress` holds the
    /// merged state.
    pub fn save(&mut self) -> anyhow::Result<()> {
        let dir = self.path.parent().unwrap_or(Path::new(".")).to_path_buf();
        let _lock = lock(&dir)?;
        // What is on disk now; a file that cannot be read is kept aside by `read` (and said
        // so here), a newer kaiser's file stops the save.
        let (theirs, notice) = Self::read(&dir)?;
        if let Some(notice) = notice {
            crate::error::warn(&notice);
        }
        let merged = merge(&self.base, &self.progress, theirs);
        let bytes = encode(&merged, &self.path)?;
        write_atomically(&resolve(&self.path), &bytes)?;
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
mod tests;
