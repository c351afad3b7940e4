//! Reading one content file: size, YAML syntax and format version, then the typed record
//! (with the line of every value for messages), and the checks every file shares (its id, its
//! top-level texts).

use super::schema::VersionProbe;
use super::{ContentError, MAX_CONTENT_BYTES, SourceFile, Text, line_of};
use crate::rules::yaml;
use crate::t;
use crate::text::system::YamlFile;
use std::collections::HashMap;

pub(super) fn err(origin: &str, line: Option<usize>, message: impl Into<String>) -> ContentError {
    ContentError {
        origin: origin.to_string(),
        line,
        message: message.into(),
    }
}

/// Size, YAML syntax, aliases, depth and version (1 to `newest`); then the typed record.
pub(super) fn parse<T: serde::de::DeserializeOwned>(
    file: &SourceFile,
    newest: u32,
) -> Result<(T, HashMap<String, usize>), ContentError> {
    let origin = file.origin.as_str();
    let yaml_err = |e: yaml::YamlError| {
        let message = crate::text::system::yaml(crate::i18n::lang(), &e, YamlFile::Content);
        err(origin, e.line(), message)
    };
    yaml::check_size(&file.text, MAX_CONTENT_BYTES).map_err(yaml_err)?;
    let text = yaml::strip_bom(&file.text);
    let lines = yaml::scan(text).map_err(yaml_err)?;
    let probe: VersionProbe = yaml::from_str(text).map_err(yaml_err)?;
    let vline = lines.get("format_version").copied();
    match probe.format_version {
        None => {
            return Err(err(
                origin,
                Some(1),
                t!("lessons-no-version", version = newest),
            ));
        }
        Some(v) => match v.as_u64() {
            Some(n) if (1..=u64::from(newest)).contains(&n) => {}
            Some(n) if n > u64::from(newest) => {
                return Err(err(
                    origin,
                    vline,
                    t!(
                        "lessons-newer-version",
                        found = n.to_string(),
                        version = newest
                    ),
                ));
            }
            _ => {
                return Err(err(
                    origin,
                    vline,
                    if newest == 1 {
                        t!("lessons-bad-version", version = newest)
                    } else {
                        t!(
                            "lessons-bad-version-of",
                            versions = (1..=newest)
                                .map(|v| v.to_string())
                                .collect::<Vec<_>>()
                                .join(", ")
                        )
                    },
                ));
            }
        },
    }
    let record: T = yaml::from_str(text).map_err(yaml_err)?;
    Ok((record, lines))
}

pub(super) fn check_id(
    id: &str,
    origin: &str,
    lines: &HashMap<String, usize>,
) -> Result<(), ContentError> {
    let ok = !id.is_empty()
        && id.len() <= 40
        && !id.chars().all(|c| c.is_ascii_digit())
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if ok {
        Ok(())
    } else {
        Err(err(
            origin,
            lines.get("id").copied(),
            t!("lessons-bad-id", id = crate::cards::names::shorten(id)),
        ))
    }
}

pub(super) fn check_top_text(
    text: &Text,
    field: &str,
    origin: &str,
    lines: &HashMap<String, usize>,
) -> Result<(), ContentError> {
    for (lang, s) in [("en", &text.en), ("de", &text.de)] {
        if s.trim().is_empty() {
            return Err(err(
                origin,
                line_of(lines, &format!("{field}.{lang}")),
                t!("lessons-text-empty", field = format!("{field}.{lang}")),
            ));
        }
    }
    Ok(())
}
