//! The command line: clap definitions (their help texts come from the catalog, see
//! [`help`]; the doc comments here are for readers of the code), the shared options (`--variant`, `--variant-file`,
//! `--trump`, ...), dispatch to one file per command, and the exit-code contract.
//!
//! Exit codes: 0 ok, 2 bad input or usage (a wrong card, system, suit or file; clap's own
//! usage errors), 1 anything else: [`crate::error::AppError::exit_code`].

mod arena;
mod cards;
mod check;
mod compare;
mod fast;
mod glossary;
pub(crate) mod hands;
pub mod help;
mod learn;
mod partners;
mod play;
mod puzzle;
mod puzzle_down;
mod quick;
mod quiz;
pub(crate) mod rank;
mod readings;
mod review;
mod scenario;
pub mod shell;
mod solve;
mod sources;
mod trick;
mod trump;
mod variants;

use crate::cards::names::{Namer, parse_suit};
use crate::cards::{Card, Deck, Suit};
use crate::lessons::{Content, Lang};
use crate::render::{ColorChoice, Theme};
use crate::rules::catalog;
use crate::rules::power::PowerOptions;
use crate::rules::system::{MAX_FILE_BYTES, RuleSystem, SystemError};
use crate::rules::yaml::Message;
use crate::text::Narrated;
use crate::tutor::progress::Store;
use crate::tutor::ui::{LineUi, TermUi, Ui};
use anyhow::Context;
use clap::{Args, Parser, Subcommand};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;

/// kaiser: who takes the trick in Kaisern, and why.
#[derive(Debug, Parser)]
#[command(name = "kaiser", version)]
pub struct Cli {
    /// The options every command takes.
    #[command(flatten)]
    pub globals: Globals,
    /// What to do (none: a greeting with the commands to start with).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The options every command takes (`--color`, `--lang`, `--content`): a struct of their own
/// so that [`quick::command`] can build a command line of the root and the one subcommand
/// given, without the whole tree (start-up, issue 14). No group: the tree stays as before.
#[derive(Debug, Args)]
#[group(skip)]
pub struct Globals {
    /// When to use colors.
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    /// Language of all output (default: from LC_ALL, LC_MESSAGES or LANG; else en).
    #[arg(long, global = true, value_name = "LANG", value_parser = lang_parser())]
    pub lang: Option<Lang>,
    /// A directory with lessons/ and scenarios/ of your own; they add to the built-in ones
    /// (or replace those with the same id).
    #[arg(long, global = true, env = "KAISER_CONTENT", value_name = "DIR")]
    pub content: Option<PathBuf>,
}

/// The commands, in the order of `kaiser --help`: learning first, then exploring the rules,
/// hands and games, and setting up (the groups are drawn by [`help::GROUPS`]).
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Learn Kaisern lesson by lesson (a menu; resumes where you left off).
    Learn(learn::LearnArgs),
    /// List the lessons with your progress.
    Lessons(learn::LessonsArgs),
    /// Random tricks from the engine: who takes them? A score at the end.
    Quiz(quiz::QuizArgs),
    /// The sources' worked examples: list, show, or play them.
    Scenario(scenario::ScenarioArgs),
    /// Your own mistakes again, when they are due (a Leitner schedule).
    Review(review::ReviewArgs),
    /// A position from a real deal, every hand open: find the one card that makes it.
    Puzzle(puzzle::PuzzleArgs),
    /// Show or reset your progress.
    Progress(learn::ProgressArgs),
    /// Show the Machtposition of a rule system for a trump suit.
    Rank(rank::RankArgs),
    /// Compare rule systems side by side for one trump suit.
    Compare(compare::CompareArgs),
    /// Who takes this trick, and why (cards in play order, the led card first).
    Trick(trick::TrickArgs),
    /// Which suit is trump after this Umschlag (face-up cards in deal order).
    Trump(trump::TrumpArgs),
    /// List the deck and every accepted card name.
    Cards(cards::CardsArgs),
    /// List the rule systems with their sources.
    Variants(variants::VariantsArgs),
    /// The game's words: meaning, the systems that use them, a source; none: list them all.
    Glossary(glossary::GlossaryArgs),
    /// The bibliography: the five sources with full references; with an id, its sections.
    Sources(sources::SourcesArgs),
    /// The readings: where the sources are vague or disagree, what kaiser chose; with a
    /// number, that reading whole.
    Readings(readings::ReadingsArgs),
    /// A reproducible deal with its Umschlag.
    Deal(hands::DealArgs),
    /// Which party makes its tricks with best play (every hand known), with a line of play.
    Solve(solve::SolveArgs),
    /// How often a hand's party makes its tricks, over random deals solved double-dummy.
    Odds(hands::OddsArgs),
    /// Play whole games against the computer: announcing, Spieldrei, gehen, the score.
    Play(play::PlayArgs),
    /// Two computer strategies over the same deals, duplicate style: A's share of the hands,
    /// its points per hand, the time per decision.
    Arena(arena::ArenaArgs),
    /// Check lessons and scenarios: names, systems, cross-references, and every stated answer
    /// against the engine.
    Check(check::CheckArgs),
    /// Print a shell completion script (rule systems, suits and decks complete too).
    Completions(shell::CompletionsArgs),
    /// Print the man page (roff), or write one page per command into a directory.
    Man(shell::ManArgs),
}

impl Command {
    /// Whether the command may run long or waits for the user (menus, prompts, searches):
    /// only these install the signal handlers of [`crate::signals`] (exit 130 on Ctrl-C with
    /// the terminal given back). A one-shot query ends before a Ctrl-C could matter, and the
    /// default action ends it just as well. Every new command must choose here.
    pub fn is_long(&self) -> bool {
        match self {
            Command::Learn(_)
            | Command::Quiz(_)
            | Command::Scenario(_)
            | Command::Progress(_)
            | Command::Solve(_)
            | Command::Odds(_)
            | Command::Play(_)
            | Command::Review(_)
            | Command::Puzzle(_)
            | Command::Arena(_)
            | Command::Check(_) => true,
            Command::Lessons(_)
            | Command::Rank(_)
            | Command::Compare(_)
            | Command::Trick(_)
            | Command::Trump(_)
            | Command::Cards(_)
            | Command::Variants(_)
            | Command::Glossary(_)
            | Command::Sources(_)
            | Command::Readings(_)
            | Command::Deal(_)
            | Command::Completions(_)
            | Command::Man(_) => false,
        }
    }
}

/// Which rule system, and its options.
#[derive(Debug, Args, Clone)]
pub struct SystemArgs {
    /// Rule system id (see `kaiser variants`); default: the KAISER_VARIANT environment
    /// variable, else your village from `kaiser learn`.
    #[arg(long, value_name = "ID")]
    pub variant: Option<String>,
    /// A rule-system YAML file of your own (house rules); may `extends:` a built-in system.
    #[arg(long, value_name = "PATH", conflicts_with = "variant")]
    pub variant_file: Option<PathBuf>,
    /// Deck: standard-48, stans-40, extended-56, extended-60 (default: the system's first).
    #[arg(long, value_name = "DECK")]
    pub deck: Option<String>,
    /// Turn a named switch on (`NAME` or `NAME=on`) or off (`NAME=off`).
    #[arg(long = "switch", value_name = "NAME[=on|off]")]
    pub switches: Vec<String>,
}

/// The trump and the Kaiser left unannounced, for commands that resolve cards under a trump.
#[derive(Debug, Args, Clone)]
pub struct TrumpChoice {
    /// The trump suit (Rosen, Schellen, Eichel, Schilten).
    #[arg(long, value_parser = suit_arg)]
    pub trump: Suit,
    /// A Banner that was not announced (a plain 10); repeat for more.
    #[arg(long, value_name = "CARD")]
    pub unannounced: Vec<String>,
}

pub use crate::error::{InputError, exit_code};

/// Parse a suit for clap.
pub fn suit_arg(s: &str) -> Result<Suit, String> {
    parse_suit(s).map_err(|e| crate::text::cards::suit_name_error(crate::i18n::lang(), &e))
}

/// A loaded system with the options that shape its Power table.
pub struct Loaded {
    /// The system.
    pub system: RuleSystem,
    /// Deck, switches (unannounced Kaiser are added by the command).
    pub opts: PowerOptions,
}

impl SystemArgs {
    /// Load the chosen system (only that one, and what it extends).
    pub fn load(&self) -> anyhow::Result<Loaded> {
        self.load_by(catalog::load)
    }

    /// [`SystemArgs::load`] for a command that only ranks cards and resolves tricks (`trick`,
    /// `rank`): a built-in system comes without the sections neither reads (its stake, the
    /// tables of a hand, the partners; [`catalog::load_card_rules`]). A user's file is read
    /// whole, as it is checked whole.
    pub fn load_card_rules(&self) -> anyhow::Result<Loaded> {
        self.load_by(catalog::load_card_rules)
    }

    fn load_by(&self, by: fn(&str) -> Result<RuleSystem, SystemError>) -> anyhow::Result<Loaded> {
        // KAISER_VARIANT is read here, not by clap, so that it never conflicts with an
        // explicit --variant-file.
        let from_env = || {
            std::env::var("KAISER_VARIANT")
                .ok()
                .filter(|v| !v.trim().is_empty())
        };
        let system = match (&self.variant, &self.variant_file) {
            (_, Some(path)) => load_file(path)?,
            (Some(id), None) => by(id).map_err(Narrated::from)?,
            (None, None) if from_env().is_some() => {
                let id = from_env().unwrap_or_default();
                by(&id)
                    .map_err(Narrated::from)
                    .context(crate::t!("cli-context-kaiser-variant"))?
            }
            // The village the learner chose in `kaiser learn`, as `puzzle` and `quiz` do: a
            // village player's `kaiser rank` is their own game's order.
            (None, None) => match shell::learners_village() {
                Some(id) => catalog::load(&id).map_err(Narrated::from)?,
                None => {
                    return Err(InputError::Usage(crate::t!(
                        "cli-error-no-system",
                        ids = catalog::ids().join(", ")
                    ))
                    .into());
                }
            },
        };
        let deck = match &self.deck {
            None => None,
            Some(d) => Some(parse_deck(d)?),
        };
        let mut switches = BTreeMap::new();
        for s in &self.switches {
            let (name, value) = match s.split_once('=') {
                None => (s.as_str(), true),
                Some((n, v)) => match v.to_ascii_lowercase().as_str() {
                    "on" | "true" | "yes" | "1" => (n, true),
                    "off" | "false" | "no" | "0" => (n, false),
                    _ => {
                        return Err(InputError::Usage(crate::t!(
                            "cli-error-switch-value",
                            switch = s
                        ))
                        .into());
                    }
                },
            };
            switches.insert(name.replace('-', "_"), value);
        }
        Ok(Loaded {
            system,
            opts: PowerOptions {
                deck,
                unannounced: Vec::new(),
                switches,
            },
        })
    }
}

fn parse_deck(d: &str) -> Result<Deck, InputError> {
    Deck::from_id(d).ok_or_else(|| {
        InputError::Usage(crate::t!(
            "cli-error-unknown-deck",
            deck = d,
            decks = Deck::ALL.map(|k| k.id()).join(", ")
        ))
    })
}

fn load_file(path: &std::path::Path) -> anyhow::Result<RuleSystem> {
    use std::io::Read;
    let shown = path.display().to_string();
    let read_err = |source| InputError::Read {
        path: shown.clone(),
        source,
    };
    let too_big = |shown: String| SystemError::Invalid {
        origin: shown,
        line: None,
        problem: Message::new("cli-error-file-too-big")
            .arg("max", MAX_FILE_BYTES)
            .into(),
    };
    let file = std::fs::File::open(path).map_err(read_err)?;
    if file.metadata().map_err(read_err)?.is_dir() {
        return Err(InputError::Usage(crate::t!("cli-error-is-directory", path = shown)).into());
    }
    // Read at most one byte past the limit: a device (/dev/zero) or a pipe reports no size.
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(read_err)?;
    if bytes.len() > MAX_FILE_BYTES {
        return Err(Narrated::from(too_big(shown)).into());
    }
    let text = String::from_utf8(bytes).map_err(|_| {
        Narrated::from(SystemError::Invalid {
            origin: shown.clone(),
            line: None,
            problem: Message::new("cli-error-not-utf8").into(),
        })
    })?;
    Ok(catalog::load_text(&text, &shown).map_err(Narrated::from)?)
}

/// Parse card names for `system` under `trump`.
pub fn parse_cards(
    system: &RuleSystem,
    trump: Option<Suit>,
    deck: Option<Deck>,
    names: &[String],
) -> anyhow::Result<Vec<Card>> {
    let namer = Namer::new(trump, &system.nicknames)
        .with_deck(deck.unwrap_or_else(|| system.default_deck()));
    names
        .iter()
        .map(|n| namer.card(n).map_err(|e| Narrated::from(e).into()))
        .collect()
}

/// What every command of a run shares: colors, language, the user's content directory.
pub struct Session {
    /// Colors.
    pub theme: Theme,
    /// Language of lessons and the tutor.
    pub lang: Lang,
    /// `--content DIR`.
    pub content_dir: Option<PathBuf>,
}

impl Session {
    /// The built-in content plus the user's directory.
    pub fn content(&self) -> anyhow::Result<Content> {
        crate::tutor::content::load(self.content_dir.as_deref(), &[])
    }

    /// [`Session::content`] for a learner of `village` (`None`: not chosen yet): the
    /// built-in lessons are built for that village only.
    pub fn content_for(&self, village: Option<&str>) -> anyhow::Result<Content> {
        crate::tutor::content::load_for(self.content_dir.as_deref(), &[], village)
    }

    /// The progress store; a kept-aside bad file is reported on stderr.
    pub fn store(&self) -> anyhow::Result<Store> {
        let home = crate::tutor::progress::home()?;
        let from = if std::env::var_os("KAISER_HOME").is_some_and(|h| !h.is_empty()) {
            "KAISER_HOME".to_string()
        } else {
            crate::t!("cli-data-directory")
        };
        let (store, notice) = Store::open(&home).map_err(|e| {
            if e.is::<crate::tutor::progress::Refused>() {
                e
            } else {
                e.context(crate::t!(
                    "cli-error-progress-dir",
                    dir = home.display(),
                    from = from
                ))
            }
        })?;
        if let Some(n) = notice {
            crate::error::warn(&n);
        }
        Ok(store)
    }

    /// Menus on a terminal; one answer per line otherwise.
    pub fn ui<'a>(&self, out: &'a mut dyn Write) -> Box<dyn Ui + 'a> {
        use std::io::IsTerminal;
        if std::io::stdin().is_terminal() && console::Term::stdout().is_term() {
            // Menus, with a plain prompt where the terminal is too small for them.
            Box::new(crate::tutor::small::Fallback::new(TermUi::new(self.theme)))
        } else {
            Box::new(LineUi::new(std::io::stdin().lock(), out, self.theme))
        }
    }
}

/// `--lang de|en`. Without help texts: a command line that parses needs none, and reading
/// them would load the catalog on every run; [`help::command`] adds them
/// ([`lang_parser_with_help`]) when clap prints something.
fn lang_parser() -> impl clap::builder::TypedValueParser<Value = Lang> {
    use clap::builder::{PossibleValue, TypedValueParser};
    clap::builder::PossibleValuesParser::new([PossibleValue::new("en"), PossibleValue::new("de")])
        .map(|s: String| Lang::from_locale(&s))
}

/// `--lang de|en` with each value's help text, for help, completions and usage errors.
fn lang_parser_with_help() -> impl clap::builder::TypedValueParser<Value = Lang> {
    use clap::builder::{PossibleValue, TypedValueParser};
    clap::builder::PossibleValuesParser::new([
        PossibleValue::new("en").help(crate::t!("help-lang-en")),
        PossibleValue::new("de").help(crate::t!("help-lang-de")),
    ])
    .map(|s: String| Lang::from_locale(&s))
}

/// The language: `--lang`, else the locale (LC_ALL, LC_MESSAGES, LANG), else English.
pub fn lang(flag: Option<Lang>) -> Lang {
    flag.unwrap_or_else(Lang::from_env)
}

/// Run the command line; writes the result to `out`.
pub fn run(cli: Cli, out: &mut dyn Write) -> anyhow::Result<()> {
    let theme = Theme::new(cli.globals.color);
    let session = Session {
        theme,
        lang: lang(cli.globals.lang),
        content_dir: cli.globals.content,
    };
    let Some(command) = cli.command else {
        let width = crate::render::fit::terminal_width();
        let village = shell::learners_village();
        let greeting = shell::greeting(session.lang, width, village.as_deref());
        out.write_all(crate::render::fit::for_terminal(&greeting).as_bytes())
            .context(crate::t!("cli-context-writing-output"))?;
        return out.flush().context(crate::t!("cli-context-writing-output"));
    };
    let text = match command {
        Command::Completions(a) => return shell::completions(&a, out),
        Command::Man(a) => return shell::man(&a, out),
        Command::Rank(a) => rank::run(a, theme)?,
        Command::Compare(a) => compare::run(a, theme)?,
        Command::Trick(a) => trick::run(a, theme)?,
        Command::Trump(a) => trump::run(a, theme)?,
        Command::Cards(a) => cards::run(a, theme)?,
        Command::Variants(a) => variants::run(a, theme)?,
        Command::Solve(a) => solve::run(a, theme)?,
        Command::Odds(a) => hands::run_odds(a, theme)?,
        Command::Deal(a) => hands::run_deal(a, theme)?,
        Command::Arena(a) => arena::run(a, theme)?,
        Command::Lessons(a) => learn::lessons(a, &session)?,
        Command::Check(a) => check::run(a, &session)?,
        Command::Glossary(a) => glossary::run(a, &session)?,
        Command::Sources(a) => sources::run(a, session.lang, theme)?,
        Command::Readings(a) => readings::run(a, session.lang, theme)?,
        Command::Learn(a) => return learn::learn(a, &session, out),
        Command::Scenario(a) => return scenario::run(a, &session, out),
        Command::Quiz(a) => return quiz::run(a, &session, out),
        Command::Progress(a) => return learn::progress(a, &session, out),
        Command::Review(a) => return review::run(a, &session, out),
        Command::Puzzle(a) => return puzzle::run(a, &session, out),
        Command::Play(a) => return play::run(a, &session, out),
    };
    // On a terminal, long lines wrap at word boundaries (tables were fitted when built).
    let text = crate::render::fit::for_terminal(&text);
    out.write_all(text.as_bytes())
        .context(crate::t!("cli-context-writing-output"))?;
    out.flush()
        .context(crate::t!("cli-context-writing-output"))?;
    Ok(())
}

/// The heading line of a system under a trump: `lungern: Lungerer Art [Gasser 2015-17] ·
/// Trumpf: Schellen`.
pub fn heading(system: &RuleSystem, trump: Option<Suit>, deck: Deck) -> String {
    let title = crate::text::system::title(system, crate::i18n::lang());
    let mut s = format!("{}: {title}", system.id);
    if let Some(t) = trump {
        s.push_str(&format!(" · Trumpf: {t}"));
    }
    if system.decks.len() > 1 || deck != Deck::Standard48 {
        s.push_str(&format!(
            " · {}",
            crate::t!("cli-heading-deck", deck = deck)
        ));
    }
    s
}
