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
    let cannot = |e: std::io::Error| err(t!("lessons-cannot-read", error = e.to_string()));
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

fn yaml_files(dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| t!("lessons-reading", path = dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "yaml" || e == "yml"))
        // Only regular files (or links to them): a FIFO named `x.yaml` would block the read.
        // A file named on the command line may still be a pipe (`kaiser check <(...)`).
        .filter(|p| p.is_file())
        .collect();
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
    let mut sources = embedded_files();
    let mut problems = Vec::new();
    let mut add = |path: &Path, kind: Option<FileKind>| match read_bounded(path, MAX_CONTENT_BYTES)
    {
        Ok(text) => sources.push(SourceFile {
            kind: kind.unwrap_or_else(|| kind_of(path, &text)),
            origin: path.display().to_string(),
            text,
            embedded: false,
        }),
        Err(e) => problems.push(e),
    };
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
        for p in yaml_files(&dir.join("lessons"))? {
            add(&p, Some(FileKind::Lesson));
        }
        for p in yaml_files(&dir.join("scenarios"))? {
            add(&p, Some(FileKind::Scenario));
        }
    }
    for f in files {
        add(f, None);
    }
    match Content::load(sources) {
        Ok(c) if problems.is_empty() => Ok(c),
        Ok(_) => Err(ContentErrors(problems).into()),
        Err(ContentErrors(mut more)) => {
            problems.append(&mut more);
            Err(ContentErrors(problems).into())
        }
    }
}
