//! The rule systems built into the binary (`systems/*.yaml`, embedded with include_dir).
//!
//! Listing ids reads no YAML; loading one system parses only its file and the files it
//! `extends`, so a one-shot `kaiser trick` costs little more than starting the process.

use crate::system::{self, Resolver, RuleSystem, SystemError};
use include_dir::{Dir, include_dir};

static SYSTEMS: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/systems");

/// The embedded systems, looked up by id.
#[derive(Debug, Clone, Copy, Default)]
pub struct Embedded;

impl Resolver for Embedded {
    fn find(&self, id: &str) -> Option<(String, String)> {
        let file = SYSTEMS.get_file(format!("{id}.yaml"))?;
        let text = file.contents_utf8()?.to_string();
        Some((text, format!("embedded:{id}.yaml")))
    }

    fn built_in(&self) -> bool {
        true
    }
}

/// The ids of the embedded systems, in the order docs/rule-systems.md lists them.
pub fn ids() -> Vec<&'static str> {
    const ORDER: &[&str] = &[
        "lungern",
        "silenen",
        "stans",
        "buochs",
        "wolfenschiessen",
        "liebenau",
        "willisau",
        "karnoeffel",
    ];
    let mut out: Vec<&'static str> = ORDER
        .iter()
        .copied()
        .filter(|id| SYSTEMS.get_file(format!("{id}.yaml")).is_some())
        .collect();
    let mut rest: Vec<&'static str> = SYSTEMS
        .files()
        .filter_map(|f| f.path().file_stem()?.to_str())
        .filter(|id| !ORDER.contains(id))
        .collect();
    rest.sort_unstable();
    out.extend(rest);
    out
}

/// Load one embedded system by id.
pub fn load(id: &str) -> Result<RuleSystem, SystemError> {
    let id = id.trim().to_ascii_lowercase();
    let id = id.as_str();
    match Embedded.find(id) {
        Some((text, origin)) => system::load_built_in(&text, &origin, &Embedded),
        None => {
            let known = ids();
            let suggestion = known
                .iter()
                .map(|k| (strsim::jaro_winkler(&id.to_lowercase(), k), *k))
                .filter(|(s, _)| *s >= 0.75)
                .max_by(|a, b| a.0.total_cmp(&b.0))
                .map(|(_, k)| k.to_string());
            Err(SystemError::Unknown {
                id: id.to_string(),
                known: known.iter().map(|k| k.to_string()).collect(),
                suggestion,
            })
        }
    }
}

/// Load a user's system file (text already read), resolving `extends` against the embedded
/// systems.
pub fn load_text(text: &str, origin: &str) -> Result<RuleSystem, SystemError> {
    system::load(text, origin, &Embedded)
}

/// The id an embedded system `extends`, read without full validation.
pub fn extends_of(id: &str) -> Option<String> {
    let (text, origin) = Embedded.find(id)?;
    system::parse_file(&text, &origin).ok()?.extends
}
