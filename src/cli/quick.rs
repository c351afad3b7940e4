//! The quick parse of a one-shot command line (start-up, issue 14): the root with the
//! global options and only the subcommand the arguments name, instead of all 24 subcommands.
//! [`super::help::parse`] tries this tree first and parses again with the whole tree when it
//! fails, so help, errors and completions are always the whole tree's, byte for byte. A
//! command line that parses here parses the same there: the subcommand is built by the same
//! derive code (`augment_args`), and the root sets nothing that reaches its subcommands.

use super::{
    arena, cards, check, compare, glossary, hands, learn, play, puzzle, quiz, rank, readings,
    review, scenario, shell, solve, sources, trick, trump, variants,
};
use clap::{Args, Command};
use std::ffi::OsString;

/// The root with the global options and only the subcommand the arguments name, for a
/// command line that parses (start-up: building all 24 subcommands costs more than the rest
/// of a one-shot query). `None` when the arguments are anything but global options followed
/// by a subcommand's name: no subcommand, a flag before it (`--help`, `-V`), a name that is
/// no command. A parse that fails on this tree is repeated on the whole one.
pub fn command(args: &[OsString]) -> Option<Command> {
    const WITH_VALUE: [&str; 3] = ["--color", "--lang", "--content"];
    let mut it = args.iter().skip(1);
    let name = loop {
        let a = it.next()?.to_str()?;
        if WITH_VALUE.contains(&a) {
            // `--lang de`: the value is the next argument.
            it.next()?;
            continue;
        }
        if !a.starts_with('-') {
            break a;
        }
        // `--lang=de` is a global option too; any other flag takes the whole tree.
        let inline = WITH_VALUE
            .iter()
            .any(|w| a.strip_prefix(w).is_some_and(|v| v.starts_with('=')));
        if !inline {
            return None;
        }
    };
    let sub = one(name)?;
    let root = Command::new("kaiser").version(env!("CARGO_PKG_VERSION"));
    Some(<super::Globals as clap::Args>::augment_args(root).subcommand(sub))
}

/// The subcommand `name` alone, as the whole tree defines it (its arguments and its own
/// subcommands, no help texts of the tree): for [`command`]. `None` for a
/// name that is no command.
fn one(name: &str) -> Option<Command> {
    macro_rules! one {
        ($($name:literal => $args:ty),* $(,)?) => {
            match name {
                $($name => Some(<$args as Args>::augment_args(Command::new($name))),)*
                _ => None,
            }
        };
    }
    one!(
        "learn" => learn::LearnArgs,
        "lessons" => learn::LessonsArgs,
        "quiz" => quiz::QuizArgs,
        "scenario" => scenario::ScenarioArgs,
        "review" => review::ReviewArgs,
        "puzzle" => puzzle::PuzzleArgs,
        "progress" => learn::ProgressArgs,
        "rank" => rank::RankArgs,
        "compare" => compare::CompareArgs,
        "trick" => trick::TrickArgs,
        "trump" => trump::TrumpArgs,
        "cards" => cards::CardsArgs,
        "variants" => variants::VariantsArgs,
        "glossary" => glossary::GlossaryArgs,
        "sources" => sources::SourcesArgs,
        "readings" => readings::ReadingsArgs,
        "deal" => hands::DealArgs,
        "solve" => solve::SolveArgs,
        "odds" => hands::OddsArgs,
        "play" => play::PlayArgs,
        "arena" => arena::ArenaArgs,
        "check" => check::CheckArgs,
        "completions" => shell::CompletionsArgs,
        "man" => shell::ManArgs,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Cli;
    use clap::{CommandFactory, FromArgMatches};

    /// Every subcommand of the whole tree is here, with the very same arguments, and the
    /// root's options are the whole tree's.
    #[test]
    fn every_subcommand_is_built_as_in_the_whole_tree() {
        let whole = Cli::command();
        let args = |c: &Command| {
            c.get_arguments()
                .map(|a| format!("{a:?}"))
                .collect::<Vec<_>>()
        };
        let subs = |c: &Command| {
            c.get_subcommands()
                .map(|s| s.get_name().to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(whole.get_subcommands().count(), 24);
        for sub in whole.get_subcommands() {
            let name = sub.get_name();
            let quick = one(name).unwrap_or_else(|| panic!("{name}: not in the quick tree"));
            assert_eq!(args(&quick), args(sub), "{name}");
            assert_eq!(subs(&quick), subs(sub), "{name}");
            let root = command(&["kaiser".into(), name.into()]).expect("a quick tree");
            assert_eq!(args(&root), args(&whole), "{name}: the root's options");
        }
    }

    /// Which command lines take the quick tree: global options, then a command's name.
    #[test]
    fn the_quick_tree_is_for_a_command_after_global_options() {
        let quick = |v: &[&str]| {
            let args: Vec<OsString> = v.iter().map(OsString::from).collect();
            command(&args).map(|c| {
                c.get_subcommands()
                    .map(|s| s.get_name().to_string())
                    .collect::<Vec<_>>()
            })
        };
        let trick = Some(vec!["trick".to_string()]);
        assert_eq!(quick(&["kaiser", "trick", "--help"]), trick);
        assert_eq!(quick(&["kaiser", "--lang", "de", "trick"]), trick);
        assert_eq!(
            quick(&["kaiser", "--color=never", "--content", "x", "trick"]),
            trick
        );
        assert_eq!(quick(&["kaiser"]), None);
        assert_eq!(quick(&["kaiser", "--help", "trick"]), None);
        assert_eq!(quick(&["kaiser", "-V"]), None);
        assert_eq!(quick(&["kaiser", "--lang"]), None);
        assert_eq!(quick(&["kaiser", "tricks"]), None);
        assert_eq!(quick(&["kaiser", "--colour", "never", "trick"]), None);
    }

    /// A command line that parses on the quick tree gives what the whole tree gives.
    #[test]
    fn a_quick_parse_is_the_whole_trees_parse() {
        for line in [
            "kaiser trick --variant lungern --trump Rosen Mugg Blass",
            "kaiser --lang de rank --variant stans --trump Rosen --json",
            "kaiser rank --color always --variant stans --trump Rosen --lang=en",
            "kaiser scenario show x",
            "kaiser glossary Mugg",
            "kaiser deal --seed 3",
        ] {
            let args: Vec<OsString> = line.split(' ').map(OsString::from).collect();
            let whole = Cli::command()
                .try_get_matches_from(args.iter())
                .map(|m| format!("{:?}", Cli::from_arg_matches(&m)));
            let quick = command(&args)
                .expect("a quick tree")
                .try_get_matches_from(args.iter())
                .map(|m| format!("{:?}", Cli::from_arg_matches(&m)));
            assert!(whole.is_ok(), "{line}: {whole:?}");
            assert_eq!(quick.ok(), whole.ok(), "{line}");
        }
    }
}
