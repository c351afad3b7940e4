//! Reading content from disk: a user's directory (`--content DIR`, `KAISER_CONTENT`) with
//! `lessons/` and `scenarios/` in it, or single files named to `kaiser check`. The embedded
//! content comes first; the user's files replace or add by id.

use crate::lessons::{
    Content, ContentError, ContentErrors, FileKind, MAX_CONTENT_BYTES, SourceFile, embedded_files,
};
use crate::t;
use anyhow::Context;
use std::path::{Path, PathBuf};

/// Read one file with a size bound (a device or a pipe reports no size).
pub fn read_bounded(path: &Path, max: usize) -> Result<String, ContentError> {
    use std::io::Read;
    let origin = path.display().to_string();
    let err = |m: String| ContentError {
        origin: origin.clone(),
        line: None,
        message: m,
    };
    let cannot = |e: std::io::Error| {
        err(t!(
            "lessons-cannot-read",
            error = crate::text::error::io(crate::i18n::lang(), &e)
        ))
    };
    let file = std::fs::File::open(path).map_err(cannot)?;
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(err(t!("lessons-is-dir")));
    }
    let mut bytes = Vec::new();
    file.take(max as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() > max {
        return Err(err(t!("lessons-too-large", max = max.to_string())));
    }
    String::from_utf8(bytes).map_err(|_| err(t!("lessons-not-utf8")))
}

/// The most YAML files a `--content` directory may hold (`lessons/` and `scenarios/`
/// together; the built-in content has a few dozen).
pub const MAX_CONTENT_FILES: usize = 500;

/// The most bytes those files may hold together (each file at most [`MAX_CONTENT_BYTES`]).
pub const MAX_CONTENT_TOTAL: u64 = 8 * 1024 * 1024;

/// The YAML files of `dir` (sorted), with their sizes. An entry that looks like one but
/// cannot be read as one (unreadable, a directory, a pipe or device, a link to nothing) is a
/// problem, reported with the others rather than skipped.
fn yaml_files(dir: &Path, problems: &mut Vec<ContentError>) -> anyhow::Result<Vec<(PathBuf, u64)>> {
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    let problem = |origin: &Path, message: String| ContentError {
        origin: origin.display().to_string(),
        line: None,
        message,
    };
    let mut files = Vec::new();
    for entry in
        std::fs::read_dir(dir).with_context(|| t!("lessons-reading", path = dir.display()))?
    {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                problems.push(problem(
                    dir,
                    t!(
                        "lessons-cannot-read",
                        error = crate::text::error::io(crate::i18n::lang(), &e)
                    ),
                ));
                continue;
            }
        };
        let path = entry.path();
        if !path.extension().is_some_and(|e| e == "yaml" || e == "yml") {
            continue;
        }
        // Only regular files (or links to them): a FIFO named `x.yaml` would block the read.
        // A file named on the command line may still be a pipe (`kaiser check <(...)`).
        match std::fs::metadata(&path) {
            Ok(m) if m.is_file() => files.push((path, m.len())),
            Ok(m) if m.is_dir() => problems.push(problem(&path, t!("lessons-is-dir"))),
            Ok(_) => problems.push(problem(&path, t!("lessons-not-regular"))),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let to = std::fs::read_link(&path).unwrap_or_default();
                problems.push(problem(&path, t!("lessons-broken-link", to = to.display())));
            }
            Err(e) => problems.push(problem(
                &path,
                t!(
                    "lessons-cannot-read",
                    error = crate::text::error::io(crate::i18n::lang(), &e)
                ),
            )),
        }
    }
    files.sort();
    Ok(files)
}

/// A file named on its own is a scenario if it has a `story`, else a lesson.
fn kind_of(path: &Path, text: &str) -> FileKind {
    let in_dir = |name: &str| {
        path.parent()
            .and_then(|p| p.file_name())
            .is_some_and(|n| n == name)
    };
    if in_dir("scenarios") {
        FileKind::Scenario
    } else if in_dir("lessons") {
        FileKind::Lesson
    } else if text.lines().any(|l| l.starts_with("story:")) {
        FileKind::Scenario
    } else {
        FileKind::Lesson
    }
}

/// The embedded content, then `dir`'s lessons and scenarios, then `files`.
pub fn load(dir: Option<&Path>, files: &[PathBuf]) -> anyhow::Result<Content> {
    load_for(dir, files, None)
}

/// [`load`] for a learner of `village`: the embedded lessons are built for that village
/// only ([`Content::load_for`]).
pub fn load_for(
    dir: Option<&Path>,
    files: &[PathBuf],
    village: Option<&str>,
) -> anyhow::Result<Content> {
    let mut sources = embedded_files();
    let mut problems = Vec::new();
    let mut to_read: Vec<(PathBuf, Option<FileKind>)> = Vec::new();
    if let Some(dir) = dir {
        // clap fills --content from KAISER_CONTENT too: name what the user set.
        let from_env = std::env::var_os("KAISER_CONTENT").is_some_and(|v| Path::new(&v) == dir);
        let named = if from_env {
            format!("KAISER_CONTENT={}", dir.display())
        } else {
            format!("--content {}", dir.display())
        };
        if !dir.is_dir() {
            return Err(crate::error::InputError::Usage(t!(
                "lessons-content-not-dir",
                named = named
            ))
            .into());
        }
        if !dir.join("lessons").is_dir() && !dir.join("scenarios").is_dir() {
            return Err(crate::error::InputError::Usage(t!(
                "lessons-content-empty",
                named = named,
                dir = dir.display()
            ))
            .into());
        }
        let mut listed = Vec::new();
        let lessons = yaml_files(&dir.join("lessons"), &mut listed)?;
        let scenarios = yaml_files(&dir.join("scenarios"), &mut listed)?;
        // Bounds before anything is read: a directory of 10,000 lessons is no course.
        let count = lessons.len() + scenarios.len() + listed.len();
        let total: u64 = lessons.iter().chain(&scenarios).map(|(_, n)| n).sum();
        if count > MAX_CONTENT_FILES {
            return Err(crate::error::InputError::Usage(t!(
                "lessons-content-too-many",
                named = named,
                count = count,
                max = MAX_CONTENT_FILES
            ))
            .into());
        }
        if total > MAX_CONTENT_TOTAL {
            return Err(crate::error::InputError::Usage(t!(
                "lessons-content-too-big",
                named = named,
                size = total.to_string(),
                max = MAX_CONTENT_TOTAL.to_string()
            ))
            .into());
        }
        problems.append(&mut listed);
        to_read.extend(
            lessons
                .into_iter()
                .map(|(p, _)| (p, Some(FileKind::Lesson))),
        );
        to_read.extend(
            scenarios
                .into_iter()
                .map(|(p, _)| (p, Some(FileKind::Scenario))),
        );
    }
    to_read.extend(files.iter().map(|f| (f.clone(), None)));
    for (path, kind) in to_read {
        match read_bounded(&path, MAX_CONTENT_BYTES) {
            Ok(text) => sources.push(SourceFile {
                kind: kind.unwrap_or_else(|| kind_of(&path, &text)),
                origin: path.display().to_string(),
                text,
                embedded: false,
            }),
            Err(e) => problems.push(e),
        }
    }
    match Content::load_for(sources, village) {
        Ok(c) if problems.is_empty() => Ok(c),
        Ok(_) => Err(ContentErrors(problems).into()),
        Err(ContentErrors(mut more)) => {
            problems.append(&mut more);
            Err(ContentErrors(problems).into())
        }
    }
}
