//! The rule systems built into the binary (`systems/*.yaml`, embedded by the build script).
//!
//! Listing ids reads no YAML; loading one system reads only its file and the files it
//! `extends`, so a one-shot `kaiser trick` costs little more than starting the process. The
//! build script compiles each YAML file into the compact form of [`crate::system::compact`]
//! (`build.rs`), which reads into the same record with no text to parse. The embedded files
//! skip the hostile-file scan (aliases, nesting, size): they are ours, and the tests load
//! every one through the scan too ([`load`] must give the same system). Users' files
//! (`--variant-file`, [`load_text`]) always pass the scan.

use crate::system::{self, Resolver, RuleSystem, SystemError, SystemFile};

/// (id, the file in the compact form written by build.rs if it converted, the YAML file) for
/// every embedded file, sorted by id. Both texts are embedded with `include_str!`, checked as
/// UTF-8 by the compiler: a run checks nothing (`include_dir`'s `contents_utf8` checked the
/// whole YAML file, 32,000 instructions of a one-shot `kaiser trick --variant lungern`).
static COMPILED: &[(&str, Option<&str>, &str)] = include!(concat!(env!("OUT_DIR"), "/compiled.rs"));

/// The embedded systems, looked up by id.
#[derive(Debug, Clone, Copy, Default)]
pub struct Embedded;

/// The embedded text of system `id`, borrowed from the binary.
fn embedded_text(id: &str) -> Option<&'static str> {
    COMPILED
        .iter()
        .find(|(k, ..)| *k == id)
        .map(|(.., yaml)| *yaml)
}

impl Resolver for Embedded {
    fn find(&self, id: &str) -> Option<(String, String)> {
        let text = embedded_text(id)?.to_string();
        Some((text, format!("embedded:{id}.yaml")))
    }

    fn built_in(&self) -> bool {
        true
    }

    fn compiled(&self, id: &str) -> Option<SystemFile> {
        let form = COMPILED.iter().find(|(k, ..)| *k == id)?.1?;
        // A record that does not deserialize (not expected: the tests load every system)
        // leaves the YAML to be read, which reports the problem with its line.
        system::compact::from_str(form).ok()
    }
}

/// The sections of a system a command that only ranks cards and resolves tricks never
/// reads: the stake, the tables of a hand, the partners.
const NOT_CARD_RULES: &[&str] = &["stake", "hand", "partners"];

/// The embedded systems with their card rules only ([`load_card_rules`]).
#[derive(Debug, Clone, Copy, Default)]
struct CardRules;

impl Resolver for CardRules {
    fn find(&self, id: &str) -> Option<(String, String)> {
        Embedded.find(id)
    }

    fn built_in(&self) -> bool {
        true
    }

    fn compiled(&self, id: &str) -> Option<SystemFile> {
        let form = COMPILED.iter().find(|(k, ..)| *k == id)?.1?;
        system::compact::from_str_without(form, NOT_CARD_RULES).ok()
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
        .filter(|id| embedded_text(id).is_some())
        .collect();
    // The others in the order of their names (the build script sorts them).
    out.extend(
        COMPILED
            .iter()
            .map(|(id, ..)| *id)
            .filter(|id| !ORDER.contains(id)),
    );
    out
}

/// Load one embedded system by id.
pub fn load(id: &str) -> Result<RuleSystem, SystemError> {
    load_with(id, &Embedded)
}

/// Load one embedded system by id with its card rules only, for a command that ranks cards
/// and resolves tricks (`kaiser trick`, `kaiser rank`): the sections that do neither
/// (`stake`, `hand`, `partners`) are not read, so the system has no `stake`, no `tables` and
/// no `partners` (start-up, issue 14: reading them cost a tenth of lungern's record). Every
/// other field is [`load`]'s (a test compares them for every system).
pub fn load_card_rules(id: &str) -> Result<RuleSystem, SystemError> {
    load_with(id, &CardRules)
}

fn load_with(id: &str, resolver: &dyn Resolver) -> Result<RuleSystem, SystemError> {
    let id = id.trim().to_ascii_lowercase();
    let id = id.as_str();
    match embedded_text(id) {
        Some(text) => {
            let origin = format!("embedded:{id}.yaml");
            match resolver.compiled(id) {
                Some(file) => system::load_parsed(file, text, &origin, resolver),
                None => system::load_built_in(text, &origin, resolver),
            }
        }
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
    if let Some(file) = Embedded.compiled(id) {
        return file.extends;
    }
    let (text, origin) = Embedded.find(id)?;
    system::parse_file(&text, &origin).ok()?.extends
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The embedded files read through every guard of a user's file, without the compiled
    /// form: the checked path.
    struct Checked;

    impl Resolver for Checked {
        fn find(&self, id: &str) -> Option<(String, String)> {
            Embedded.find(id)
        }
    }

    /// Every embedded system is compiled, and loads through the fast path ([`load`]: compact,
    /// no scan, only the cheap checks) as the same [`RuleSystem`] as through the checked path
    /// (YAML with the hostile-file scan, then serde, then every check), parents included. This
    /// is the proof that every built-in system passes the full validation, which a run then
    /// leaves out (`system::validate`).
    #[test]
    fn every_embedded_system_loads_fast_as_checked() {
        let ids = ids();
        assert_eq!(ids.len(), 8, "{ids:?}");
        let mut compiled: Vec<&str> = COMPILED
            .iter()
            .filter(|(_, form, _)| form.is_some())
            .map(|(k, ..)| *k)
            .collect();
        let mut listed = ids.clone();
        compiled.sort_unstable();
        listed.sort_unstable();
        assert_eq!(compiled, listed, "every embedded file is compiled");
        for id in ids {
            assert!(
                Embedded.compiled(id).is_some(),
                "{id}: the compact form deserializes"
            );
            let (text, origin) = Embedded.find(id).expect("embedded");
            let checked = system::load(&text, &origin, &Checked).expect("checked path");
            let fast = load(id).expect("fast path");
            assert_eq!(fast, checked, "{id}");
            // The records too (fields validation would drop included), by their Debug form.
            assert_eq!(
                format!("{:?}", Embedded.compiled(id).expect("compiled")),
                format!("{:?}", system::parse_file(&text, &origin).expect("parses")),
                "{id}: the same record"
            );
            assert_eq!(
                extends_of(id),
                system::parse_file(&text, &origin).expect("parses").extends
            );
        }
    }

    /// The card rules of every system are its whole load's without `stake`, `tables` and
    /// `partners`; at least one system has each of them (so the test compares something).
    #[test]
    fn card_rules_are_the_whole_system_without_stake_and_tables() {
        let (mut stakes, mut tables) = (0, 0);
        for id in ids() {
            let mut whole = load(id).expect("loads");
            let rules = load_card_rules(id).expect("card rules load");
            assert!(rules.stake.is_none() && rules.tables.is_empty(), "{id}");
            assert!(rules.partners.is_none(), "{id}");
            stakes += usize::from(whole.stake.take().is_some());
            tables += usize::from(!std::mem::take(&mut whole.tables).is_empty());
            whole.partners = None;
            assert_eq!(rules, whole, "{id}");
        }
        assert!(stakes > 0 && tables > 0, "{stakes} stakes, {tables} tables");
        assert!(matches!(
            load_card_rules("lungernn"),
            Err(SystemError::Unknown { suggestion: Some(s), .. }) if s == "lungern"
        ));
    }

    /// A user's file gets every check although its parent is built in and read without
    /// them: a nickname that is a card's name already, a text with an escape sequence.
    #[test]
    fn a_users_file_on_a_built_in_parent_gets_every_check() {
        use crate::system::Problem;
        let taken = "format_version: 1\nid: haus\nextends: stans\nnicknames:\n  - name: Blass\n    card: Rosen-König\n    source: haus\n";
        let err = load_text(taken, "haus.yaml").unwrap_err();
        assert!(
            matches!(
                &err,
                SystemError::Invalid { problem: Problem::Message(m), line: Some(5), .. }
                    if m.id == "rules-system-nickname-taken"
            ),
            "{err:?}"
        );
        let escape = "format_version: 1\nid: haus\nextends: stans\nregion: \"Bern\\e[31m\"\n";
        let haus = load_text(escape, "haus.yaml").expect("loads, cleaned");
        assert_eq!(haus.region.en, "Bern[31m");
    }

    /// A user's file still passes the hostile-file scan although its parent is compiled: a
    /// harmless alias (serde would read it) is refused at its line, and so is nesting.
    #[test]
    fn a_users_hostile_file_is_still_scanned() {
        use crate::system::Problem;
        use crate::yaml::YamlError;
        let alias = "format_version: 1\nid: haus\nextends: stans\ntitle: &t {en: Haus, de: Haus}\nregion: *t\n";
        let err = load_text(alias, "haus.yaml").unwrap_err();
        assert!(
            matches!(
                &err,
                SystemError::Invalid {
                    line: Some(5),
                    problem: Problem::Yaml(YamlError::Alias { line: 5, .. }),
                    ..
                }
            ),
            "{err:?}"
        );
        let deep = format!(
            "format_version: 1\nid: haus\nextends: stans\nsummary: {}{}\n",
            "[".repeat(40),
            "]".repeat(40)
        );
        let err = load_text(&deep, "haus.yaml").unwrap_err();
        assert!(
            matches!(
                &err,
                SystemError::Invalid {
                    problem: Problem::Yaml(YamlError::TooDeep { .. }),
                    ..
                }
            ),
            "{err:?}"
        );
        // The same file without the alias loads, on top of the compiled parent.
        let fine = "format_version: 1\nid: haus\nextends: stans\ntitle: {en: Haus, de: Haus}\n";
        let haus = load_text(fine, "haus.yaml").expect("a plain house-rule file");
        assert_eq!(haus.rows, load("stans").expect("stans").rows);
    }
}
