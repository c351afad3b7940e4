//! Help texts and usage errors in the user's language: the clap definition in `mod.rs` gives
//! the structure; every about, long about, example block and argument help shown to a user
//! comes from the catalog (`help-cmd-…`, `help-arg-…` in `locales/*/help.ftl`). In German, clap's
//! own words (headings, `[default: …]`, usage errors) are replaced as well.
//!
//! The language has to be known before clap parses, so [`lang_from_args`] reads `--lang`
//! (and the locale) from the raw arguments first.

use super::Cli;
use crate::i18n::{self, Lang};
use crate::t;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command, CommandFactory, FromArgMatches};
use std::ffi::OsString;

/// The language of this run from the raw arguments (`--lang de`, `--lang=de`), else from
/// LC_ALL, LC_MESSAGES or LANG; English otherwise.
pub fn lang_from_args(args: &[OsString]) -> Lang {
    // clap keeps the last `--lang`, so this does too; a value clap will refuse (`--lang xx`)
    // leaves the locale's language for the error message.
    let mut found = None;
    let mut it = args.iter().skip(1).filter_map(|a| a.to_str());
    while let Some(a) = it.next() {
        if a == "--" {
            break;
        }
        let value = if a == "--lang" {
            it.next()
        } else {
            a.strip_prefix("--lang=")
        };
        match value.map(str::to_ascii_lowercase).as_deref() {
            Some("de") => found = Some(Lang::De),
            Some("en") => found = Some(Lang::En),
            _ => {}
        }
    }
    found.unwrap_or_else(|| super::lang(None))
}

/// Parse the arguments, with help texts in the language of the run (see [`lang_from_args`]:
/// [`crate::run`] sets it for the run's thread before parsing).
pub fn parse(args: Vec<OsString>) -> Result<Cli, clap::Error> {
    // Texts are needed only when clap prints something (help, version, a usage error): a
    // good command line parses without building them, which keeps a one-shot query quick.
    // Quicker still, the tree is built for the one subcommand given (its name peeked at,
    // [`super::quick`]); anything that does not parse there is parsed again below with the
    // whole tree, so every help, error and completion is the tree's own.
    // Quickest, `trick` and `rank` in their common forms are read by hand ([`super::fast`]);
    // whatever that leaves, clap reads.
    if let Some(cli) = super::fast::parse(&args) {
        return Ok(cli);
    }
    let tree = match super::quick::command(&args) {
        Some(cmd) => cmd,
        None => Cli::command(),
    };
    if let Ok(matches) = tree.try_get_matches_from(args.iter())
        && let Ok(cli) = Cli::from_arg_matches(&matches)
    {
        return Ok(cli);
    }
    let mut cmd = command();
    let matches = cmd.try_get_matches_from_mut(args)?;
    Cli::from_arg_matches(&matches).map_err(|e| e.format(&mut cmd))
}

/// The whole clap tree with the texts of the current language.
pub fn command() -> Command {
    let mut cmd = Cli::command();
    cmd.build();
    localize(cmd, "")
}

/// The catalog ids a command's texts come from: `help-cmd-trick`, `help-cmd-scenario-show`.
fn command_id(path: &str) -> String {
    format!("help-cmd-{}", if path.is_empty() { "kaiser" } else { path })
}

/// An argument's help: `help-arg-COMMAND-ID` if the command says something of its own,
/// else the shared `help-arg-ID`.
fn argument_id(lang: Lang, path: &str, id: &str) -> Option<String> {
    [format!("help-arg-{path}-{id}"), format!("help-arg-{id}")]
        .into_iter()
        .find(|k| i18n::has(lang, k))
}

/// Every command and argument that has no help text in `lang` (tests keep this empty).
pub fn missing(lang: Lang) -> Vec<String> {
    fn walk(cmd: &Command, path: &str, lang: Lang, out: &mut Vec<String>) {
        if cmd.get_name() == "help" && !path.is_empty() {
            return;
        }
        let id = command_id(path);
        if !i18n::has(lang, &id) {
            out.push(id);
        }
        for a in cmd.get_arguments() {
            let aid = a.get_id().as_str();
            if !["help", "version"].contains(&aid) && argument_id(lang, path, aid).is_none() {
                out.push(format!("help-arg-{path}-{aid}"));
            }
        }
        for s in cmd.get_subcommands() {
            walk(s, &sub_path(path, s.get_name()), lang, out);
        }
    }
    let mut cmd = Cli::command();
    cmd.build();
    let mut out = Vec::new();
    walk(&cmd, "", lang, &mut out);
    out
}

fn sub_path(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_string()
    } else {
        format!("{path}-{name}")
    }
}

fn localize(mut cmd: Command, path: &str) -> Command {
    let lang = i18n::lang();
    let de = lang == Lang::De;
    let id = command_id(path);
    // The width the examples are wrapped to is the one clap wraps the rest to.
    let width = help_width();
    cmd = cmd.term_width(width);
    if cmd.get_name() == "help" && !path.is_empty() {
        // clap's own `help` command: its subcommands mirror the real ones.
        let parent = path
            .strip_suffix("help")
            .unwrap_or("")
            .trim_end_matches('-');
        let mut cmd = localize_help(cmd, parent);
        if de {
            let tpl = template(&cmd);
            cmd = cmd.about(t!("help-help-command")).help_template(tpl);
        }
        return cmd;
    }
    if i18n::has(lang, &id) {
        cmd = cmd.about(i18n::message(lang, &id, &[]));
        cmd = cmd.long_about(styled(i18n::attribute(lang, &id, "long")));
        let examples = i18n::attribute(lang, &id, "examples").map(|e| wrap_examples(&e, width));
        cmd = cmd.after_help(styled(examples));
    }
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for aid in ids {
        let key = argument_id(lang, path, &aid);
        cmd = cmd.mut_arg(&aid, |a| {
            let a = match (aid.as_str(), de) {
                // clap gives these a long help of its own ("see a summary with '-h'").
                ("help", true) => a.help(t!("help-flag-help")).long_help(t!("help-flag-help")),
                ("version", true) => a
                    .help(t!("help-flag-version"))
                    .long_help(t!("help-flag-version")),
                _ => match &key {
                    Some(k) => a
                        .help(i18n::message(lang, k, &[]))
                        .long_help(styled(i18n::attribute(lang, k, "long"))),
                    None => a,
                },
            };
            let a = value_names(a);
            let a = if aid == "lang" {
                a.value_parser(super::lang_parser_with_help())
            } else {
                a
            };
            if de { german_notes(a) } else { a }
        });
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        let sub = sub_path(path, &name);
        cmd = cmd.mut_subcommand(&name, |s| localize(s, &sub));
    }
    if path.is_empty() {
        let tpl = root_template(&cmd);
        cmd = cmd.help_template(tpl);
    } else if de {
        let tpl = template(&cmd);
        cmd = cmd.help_template(tpl);
    }
    cmd
}

/// The groups of commands in `kaiser --help`, in order: the catalog id of the heading and the
/// commands under it. A command in no group (none today) is listed under the last.
pub const GROUPS: &[(&str, &[&str])] = &[
    (
        "help-group-learn",
        &[
            "learn", "lessons", "quiz", "puzzle", "review", "scenario", "progress",
        ],
    ),
    (
        "help-group-explore",
        &[
            "rank", "compare", "trick", "trump", "cards", "variants", "glossary", "sources",
            "readings",
        ],
    ),
    (
        "help-group-hands",
        &["deal", "solve", "odds", "play", "arena"],
    ),
    ("help-group-setup", &["check", "completions", "man", "help"]),
];

/// The root's help template: the commands under the headings of [`GROUPS`] (clap has no
/// headings for subcommands), the rest as clap draws it, headings from the catalog.
fn root_template(cmd: &Command) -> String {
    let mut t = String::from("{before-help}{about-with-newline}\n");
    t.push_str(&t!("help-heading-usage"));
    t.push_str(" {usage}\n\n");
    // clap's templates have no escape; the abouts hold no braces (a test keeps it so).
    t.push_str(&grouped_commands(cmd));
    t.push_str(&format!("{}\n{{options}}", t!("help-heading-options")));
    t.push_str("{after-help}");
    t
}

/// The visible subcommands of `cmd` under the headings of [`GROUPS`]. clap lays out the whole
/// list once (one column for the names, its wrapping to the terminal); the entries are then
/// put under their headings.
fn grouped_commands(cmd: &Command) -> String {
    let mut all = Command::new(cmd.get_name().to_string())
        .disable_help_subcommand(true)
        .disable_help_flag(true)
        .disable_version_flag(true)
        .term_width(help_width())
        .help_template("{subcommands}");
    for s in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        all = all.subcommand(s.clone());
    }
    let rendered = all.render_help().to_string();
    // An entry starts with two spaces and the name; its wrapped lines are indented further.
    let mut entries: Vec<(String, String)> = Vec::new();
    for line in rendered.lines() {
        let starts = line.starts_with("  ") && !line[2..].starts_with(' ');
        match entries.last_mut() {
            Some((_, text)) if !starts => {
                text.push('\n');
                text.push_str(line);
            }
            _ => {
                let name = line.split_whitespace().next().unwrap_or("").to_string();
                entries.push((name, line.to_string()));
            }
        }
    }
    let group_of = |name: &str| {
        GROUPS
            .iter()
            .position(|(_, names)| names.contains(&name))
            .unwrap_or(GROUPS.len() - 1)
    };
    let mut out = String::new();
    for (g, (heading, names)) in GROUPS.iter().enumerate() {
        let mut group: Vec<&(String, String)> = entries
            .iter()
            .filter(|(name, _)| group_of(name) == g)
            .collect();
        // The order of the group's list; a command in no group comes last.
        group.sort_by_key(|(name, _)| names.iter().position(|n| n == name).unwrap_or(names.len()));
        let lines: Vec<&str> = group.iter().map(|(_, text)| text.as_str()).collect();
        if lines.is_empty() {
            continue;
        }
        out.push_str(&t!(heading));
        out.push('\n');
        for l in lines {
            out.push_str(l.trim_end());
            out.push('\n');
        }
        out.push('\n');
    }
    out
}

/// The subcommands of clap's `help` take the abouts of the commands they stand for.
fn localize_help(mut cmd: Command, real: &str) -> Command {
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        let path = sub_path(real, &name);
        let id = command_id(&path);
        cmd = cmd.mut_subcommand(&name, |s| {
            let s = if i18n::has(i18n::lang(), &id) {
                s.about(i18n::message(i18n::lang(), &id, &[]))
            } else if name == "help" && i18n::lang() == Lang::De {
                s.about(t!("help-help-command"))
            } else {
                s
            };
            let s = localize_help(s, &path);
            if i18n::lang() == Lang::De {
                let tpl = template(&s);
                s.help_template(tpl)
            } else {
                s
            }
        });
    }
    cmd
}

/// The width help is wrapped to: the terminal's, else `COLUMNS`, else 80 (a pipe, `kaiser
/// solve --help | less`, reads in an 80-column terminal too); never more than 100, where
/// lines grow too long to read (clap's own limit).
fn help_width() -> usize {
    crate::render::fit::terminal_width()
        .unwrap_or(HELP_PIPED_WIDTH)
        .min(HELP_MAX_WIDTH)
}

/// The width of help that goes to no terminal and no `COLUMNS`.
const HELP_PIPED_WIDTH: usize = 80;

/// The widest help: on a wider terminal, lines stay this long.
const HELP_MAX_WIDTH: usize = 100;

/// Example lines wrapped at `width` so that a long command reads as one example: its
/// continuation is indented four spaces under it (clap would start it where the examples
/// start, as if it were a new one). Words (ids, card lists) stay whole.
fn wrap_examples(text: &str, width: usize) -> String {
    let lines: Vec<String> = text
        .split('\n')
        .map(|line| {
            if textwrap::core::display_width(line) <= width {
                return line.to_string();
            }
            let lead = line.len() - line.trim_start().len();
            let indent = " ".repeat(lead + 4);
            // An option stays with its value (`--seed 7`): joined by a no-break space while
            // wrapping at the other spaces.
            let mut glued = " ".repeat(lead);
            let mut words = line.split_whitespace().peekable();
            while let Some(w) = words.next() {
                glued.push_str(w);
                match words.peek() {
                    Some(next) if w.starts_with("--") && !next.starts_with('-') => {
                        glued.push('\u{a0}')
                    }
                    Some(_) => glued.push(' '),
                    None => {}
                }
            }
            let opts = textwrap::Options::new(width)
                .subsequent_indent(&indent)
                .break_words(false)
                .word_separator(textwrap::WordSeparator::AsciiSpace)
                .word_splitter(textwrap::WordSplitter::NoHyphenation);
            textwrap::fill(&glued, &opts).replace('\u{a0}', " ")
        })
        .collect();
    lines.join("\n")
}

fn styled(s: Option<String>) -> clap::builder::Resettable<clap::builder::StyledStr> {
    s.map(clap::builder::StyledStr::from).into()
}

/// The placeholders of values (`<CARD>`, `<PATH>`) from the catalog (`help-value-card`).
fn value_names(a: Arg) -> Arg {
    let names: Vec<String> = a
        .get_value_names()
        .unwrap_or_default()
        .iter()
        .map(|n| {
            // `NAME=CARDS` -> help-value-name-cards
            let id = format!(
                "help-value-{}",
                n.to_lowercase()
                    .replace(|c: char| !c.is_ascii_alphanumeric(), "-")
            );
            if i18n::has(i18n::lang(), &id) {
                i18n::message(i18n::lang(), &id, &[])
            } else {
                n.to_string()
            }
        })
        .collect();
    if names.is_empty() {
        a
    } else {
        a.value_names(names)
    }
}

/// clap's `[env: …]`, `[default: …]` and `[possible values: …]`, in German.
fn german_notes(a: Arg) -> Arg {
    let takes_value = matches!(a.get_action(), ArgAction::Set | ArgAction::Append);
    let mut notes = Vec::new();
    if let Some(env) = a.get_env().filter(|_| !a.is_hide_env_set()) {
        notes.push(t!("help-note-env", name = env.to_string_lossy().as_ref()));
    }
    let defaults: Vec<String> = a
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if takes_value && !defaults.is_empty() && !a.is_hide_default_value_set() {
        notes.push(t!("help-note-default", value = defaults.join(", ")));
    }
    let values: Vec<String> = a
        .get_possible_values()
        .iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| v.get_name().to_string())
        .collect();
    if takes_value && !values.is_empty() && !a.is_hide_possible_values_set() {
        notes.push(t!("help-note-values", values = values.join(", ")));
    }
    if notes.is_empty() {
        return a;
    }
    let add = |h: Option<&clap::builder::StyledStr>| {
        let h = h.map(|s| s.to_string()).unwrap_or_default();
        format!("{h} {}", notes.join(" "))
    };
    let help = add(a.get_help());
    let long = a.get_long_help().map(|l| add(Some(l)));
    a.help(help)
        .long_help(styled(long))
        .hide_env(true)
        .hide_default_value(true)
        .hide_possible_values(true)
}

/// A help template with German headings, only for the sections the command has.
fn template(cmd: &Command) -> String {
    let mut t = String::from("{before-help}{about-with-newline}\n");
    t.push_str(&t!("help-heading-usage"));
    t.push_str(" {usage}");
    if cmd.get_subcommands().any(|s| !s.is_hide_set()) {
        t.push_str(&format!(
            "\n\n{}\n{{subcommands}}",
            t!("help-heading-commands")
        ));
    }
    if cmd.get_positionals().any(|a| !a.is_hide_set()) {
        t.push_str(&format!(
            "\n\n{}\n{{positionals}}",
            t!("help-heading-arguments")
        ));
    }
    if cmd
        .get_arguments()
        .any(|a| !a.is_positional() && !a.is_hide_set())
    {
        t.push_str(&format!("\n\n{}\n{{options}}", t!("help-heading-options")));
    }
    t.push_str("{after-help}");
    t
}

/// What a missing option is for, where clap's own words would leave a newcomer guessing:
/// `--trump` names the four suits (they are the same in every rule system).
fn missing_note(e: &clap::Error) -> Option<String> {
    if e.kind() != ErrorKind::MissingRequiredArgument {
        return None;
    }
    let missing = match e.get(ContextKind::InvalidArg) {
        Some(ContextValue::Strings(v)) => v.join(" "),
        Some(ContextValue::String(s)) => s.clone(),
        _ => return None,
    };
    missing
        .contains("--trump")
        .then(|| t!("help-note-trump-missing"))
}

/// clap's own English rendering of a usage error, with [`missing_note`] under the list of
/// missing arguments (before the usage line).
pub fn english_error(e: &clap::Error) -> String {
    let text = e.render().to_string();
    match (missing_note(e), text.split_once("\n\n")) {
        (Some(note), Some((head, rest))) => format!("{head}\n    {note}\n\n{rest}"),
        _ => text,
    }
}

/// A usage error in German, for the common kinds (clap has no catalogs of its own); `None`
/// where clap's own rendering stands (English, help and version, rare kinds).
pub fn german_error(e: &clap::Error) -> Option<String> {
    if i18n::lang() != Lang::De
        || matches!(
            e.kind(),
            ErrorKind::DisplayHelp
                | ErrorKind::DisplayVersion
                | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        )
    {
        return None;
    }
    let get = |k: ContextKind| match e.get(k) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(", ")),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        Some(ContextValue::StyledStrs(v)) => Some(
            v.iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", "),
        ),
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    let arg = get(ContextKind::InvalidArg).unwrap_or_default();
    let value = get(ContextKind::InvalidValue).unwrap_or_default();
    let main = match e.kind() {
        // clap reports `--trump` without its value as an invalid empty value.
        ErrorKind::InvalidValue if value.is_empty() => t!("help-error-value-required", arg = arg),
        ErrorKind::InvalidValue => {
            let mut m = t!("help-error-invalid-value", value = value, arg = arg);
            if let Some(valid) = get(ContextKind::ValidValue) {
                m.push_str(&format!("\n  {}", t!("help-note-values", values = valid)));
            }
            m
        }
        ErrorKind::UnknownArgument => t!("help-error-unknown-argument", arg = arg),
        ErrorKind::InvalidSubcommand => t!(
            "help-error-unknown-command",
            name = get(ContextKind::InvalidSubcommand).unwrap_or_default()
        ),
        ErrorKind::MissingRequiredArgument => {
            let mut m = t!("help-error-missing", args = arg);
            if let Some(note) = missing_note(e) {
                m.push_str(&format!("\n    {note}"));
            }
            m
        }
        ErrorKind::MissingSubcommand => t!("help-error-missing-command"),
        ErrorKind::ArgumentConflict => {
            let other = get(ContextKind::PriorArg).unwrap_or_default();
            // clap says "conflict" for an option given twice.
            if other == arg {
                t!("help-error-once", arg = arg)
            } else {
                t!("help-error-conflict", arg = arg, other = other)
            }
        }
        ErrorKind::TooManyValues => t!("help-error-too-many", value = value, arg = arg),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            t!("help-error-number-of-values", arg = arg)
        }
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(e)
                .map(|s| crate::text::library::library_message(i18n::lang(), &s.to_string()))
                .unwrap_or_default();
            t!("help-error-validation", value = value, arg = arg, why = why)
        }
        ErrorKind::NoEquals => t!("help-error-no-equals", arg = arg),
        _ => return None,
    };
    let mut out = format!("{} {main}\n", t!("help-error"));
    let suggested: Vec<String> = [
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedArg,
        ContextKind::SuggestedValue,
    ]
    .into_iter()
    .filter_map(get)
    .collect();
    if !suggested.is_empty() {
        out.push_str(&format!(
            "\n  {}\n",
            t!("help-error-suggest", names = suggested.join(", "))
        ));
    }
    if let Some(usage) = get(ContextKind::Usage) {
        let usage = usage.trim_start_matches("Usage:").trim();
        out.push_str(&format!("\n{} {usage}\n", t!("help-heading-usage")));
    }
    out.push_str(&format!("\n{}\n", t!("help-error-more")));
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::wrap_examples;

    #[test]
    fn a_long_example_goes_on_indented_under_itself() {
        let text = "Examples:\n  kaiser trick --variant lungern --trump Schellen Eichel-7 Mugg \
                    Oberkaiser Eichel-König\n  kaiser rank --variant stans --trump Rosen";
        assert_eq!(
            wrap_examples(text, 60),
            "Examples:\n  kaiser trick --variant lungern --trump Schellen Eichel-7\n      \
             Mugg Oberkaiser Eichel-König\n  kaiser rank --variant stans --trump Rosen"
        );
        // A word longer than the line stays whole.
        assert_eq!(
            wrap_examples("  kaiser solve --hand A=T6,Rosen-Ass,Blass", 20),
            "  kaiser solve\n      --hand A=T6,Rosen-Ass,Blass"
        );
        // An option stays with its value.
        assert_eq!(
            wrap_examples("  kaiser odds --samples 5000 --seed 7", 32),
            "  kaiser odds --samples 5000\n      --seed 7"
        );
    }
}
