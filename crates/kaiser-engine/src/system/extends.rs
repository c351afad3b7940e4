//! Reading rule-system files and merging `extends`: a file names a parent (embedded or the
//! caller's own), the chain is read up to [`MAX_EXTENDS`] deep, and every field the child
//! gives replaces the parent's (`stake` section by section, `set_switches` key by key).

use super::validate::{self, Checks};
use super::{
    FORMAT_VERSION, MAX_EXTENDS, MAX_FILE_BYTES, Resolver, RuleSystem, SystemError, SystemFile,
    invalid,
};
use crate::yaml::{self, Message};
use std::borrow::Cow;
use std::collections::BTreeMap;

/// Parse one file into its record, without merging or validation. A user's file passes the
/// hostile-file guards first ([`yaml::load`]).
pub fn parse_file(text: &str, origin: &str) -> Result<SystemFile, SystemError> {
    yaml::load::<SystemFile>(text, MAX_FILE_BYTES)
        .map(|(file, _)| file)
        .map_err(|e| invalid(origin, e.line(), e))
}

/// Parse a built-in file (checked by the tests): no hostile-file scan.
fn parse_built_in(text: &str, origin: &str) -> Result<SystemFile, SystemError> {
    yaml::from_str::<SystemFile>(yaml::strip_bom(text)).map_err(|e| invalid(origin, e.line(), e))
}

/// The checks for a built-in file: those the tests have run already when `resolver` finds
/// only built-in files ([`Resolver::built_in`]), else all.
fn built_in_checks(resolver: &dyn Resolver) -> Checks {
    if resolver.built_in() {
        Checks::Tested
    } else {
        Checks::All
    }
}

/// Load a built-in system from text, merging `extends` through `resolver`, and validate it
/// (without the costly checks when `resolver` finds only built-in files: the tests validate
/// every built-in system in full).
pub fn load_built_in(
    text: &str,
    origin: &str,
    resolver: &dyn Resolver,
) -> Result<RuleSystem, SystemError> {
    let checks = built_in_checks(resolver);
    load_chain(
        parse_built_in(text, origin)?,
        text,
        origin,
        resolver,
        checks,
    )
}

/// Load a built-in system whose own file is parsed already (`file`, with its `text` for the
/// lines of errors): merge `extends` through `resolver`, and validate it as
/// [`load_built_in`] does.
pub fn load_parsed(
    file: SystemFile,
    text: &str,
    origin: &str,
    resolver: &dyn Resolver,
) -> Result<RuleSystem, SystemError> {
    let checks = built_in_checks(resolver);
    load_chain(file, text, origin, resolver, checks)
}

/// Load a user's system from text, merging `extends` through `resolver`, and validate it
/// with every check.
pub fn load(text: &str, origin: &str, resolver: &dyn Resolver) -> Result<RuleSystem, SystemError> {
    load_chain(
        parse_file(text, origin)?,
        text,
        origin,
        resolver,
        Checks::All,
    )
}

fn load_chain(
    file: SystemFile,
    text: &str,
    origin: &str,
    resolver: &dyn Resolver,
    checks: Checks,
) -> Result<RuleSystem, SystemError> {
    // The file's own text and origin are borrowed; only parents' are owned.
    let mut chain: Vec<(SystemFile, Cow<'_, str>, Cow<'_, str>)> =
        vec![(file, Cow::Borrowed(text), Cow::Borrowed(origin))];
    while let Some(parent) = chain.last().and_then(|(f, _, _)| f.extends.clone()) {
        if chain.len() > MAX_EXTENDS {
            return Err(invalid(
                origin,
                None,
                Message::new("rules-system-extends-deep").arg("max", MAX_EXTENDS),
            ));
        }
        // Errors about `extends` point at that line of the file that says it.
        let at_extends = |chain: &[(SystemFile, Cow<'_, str>, Cow<'_, str>)], message: Message| {
            let (_, t, o) = chain.last().expect("chain is never empty");
            let line = t
                .lines()
                .position(|l| l.starts_with("extends:"))
                .map(|i| i + 1);
            invalid(o.as_ref(), line, message)
        };
        let Some((ptext, porigin)) = resolver.find(&parent) else {
            return Err(at_extends(
                &chain,
                Message::new("rules-system-extends-unknown").arg("parent", &parent),
            ));
        };
        // A cycle is the same file met twice (a house-rule file may share its parent's id).
        if chain.iter().any(|(_, _, o)| o.as_ref() == porigin) {
            return Err(at_extends(
                &chain,
                Message::new("rules-system-extends-cycle").arg("parent", &parent),
            ));
        }
        let parsed = match resolver.compiled(&parent) {
            Some(file) => file,
            None if resolver.built_in() => parse_built_in(&ptext, &porigin)?,
            None => parse_file(&ptext, &porigin)?,
        };
        chain.push((parsed, Cow::Owned(ptext), Cow::Owned(porigin)));
    }
    for (file, _, o) in &chain {
        if file.format_version != FORMAT_VERSION {
            return Err(invalid(
                o.as_ref(),
                Some(1),
                Message::new("rules-system-format-version")
                    .arg("version", file.format_version)
                    .arg("reads", FORMAT_VERSION),
            ));
        }
    }
    // Merge from the root parent down to the file itself: later (more specific) wins.
    // The root parent is taken, not copied (a file without `extends` is the whole chain).
    let (mut merged, root_text, _) = chain.pop().expect("the chain is never empty");
    let mut rows_from: &str = &root_text;
    for (file, t, _) in chain.iter().rev() {
        macro_rules! take {
            ($($f:ident),*) => { $( if file.$f.is_some() { merged.$f = file.$f.clone(); } )* };
        }
        take!(
            title,
            region,
            summary,
            sources,
            decks,
            kaiser,
            trump_plain_take_nothing,
            nicknames,
            umschlag,
            citations,
            switches,
            face_down,
            hand,
            partners
        );
        // `stake` merges section by section: a child gives only what differs (buochs: the
        // target), every section it gives replaces the parent's.
        if let Some(stake) = &file.stake {
            merged.stake = Some(match merged.stake.take() {
                Some(parent) => stake.clone().over(parent),
                None => stake.clone(),
            });
        }
        if file.rows.is_some() {
            merged.rows = file.rows.clone();
            rows_from = t;
        }
        if let Some(set) = &file.set_switches {
            merged
                .set_switches
                .get_or_insert_with(BTreeMap::new)
                .extend(set.clone());
        }
        merged.id = file.id.clone();
        merged.extends = None;
    }
    validate::validate(merged, text, rows_from, origin, checks)
}
