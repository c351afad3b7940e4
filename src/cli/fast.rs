//! The fast parse of the commonest one-shot command lines, `kaiser trick` and `kaiser rank`
//! (start-up, issue 14): their options read by hand, without building any clap command.
//! clap costs more than a third of such a run (the command built, its parser and its
//! validation); this reads the same words in a few thousand instructions.
//!
//! It is deliberately narrow: long options only, each single-valued option at most once,
//! every value non-empty and not starting with `-`, no `--`, no `-h`, `--help`, `-V`, no
//! `--variant-file`, `KAISER_CONTENT` unset (clap reads it). Anything else, and anything clap
//! would refuse (a missing `--trump`, no cards, a suit that is no suit, a `--lang` or
//! `--color` that is none of clap's values), is not read here: [`parse`] says `None` and
//! [`super::help::parse`] parses with clap as before, so every help, usage error and exit
//! code stays clap's. A command line read here gives exactly what clap gives (tests compare
//! the two on thousands of command lines).

use super::{Cli, Command, Globals, SystemArgs, TrumpChoice, rank::RankArgs, trick::TrickArgs};
use crate::i18n::Lang;
use crate::render::ColorChoice;
use std::ffi::OsString;
use std::path::PathBuf;

/// The command line `args` (the program name first) as clap would read it, when it is a
/// `trick` or `rank` of the forms described in the module's header; `None` for anything
/// else (clap then reads it).
pub fn parse(args: &[OsString]) -> Option<Cli> {
    if std::env::var_os("KAISER_CONTENT").is_some() {
        return None;
    }
    let words: Vec<&str> = args
        .iter()
        .skip(1)
        .map(|a| a.to_str())
        .collect::<Option<_>>()?;
    let mut seen = Seen::default();
    let mut rest = words.iter().copied();
    // Global options, then the command's name.
    let name = loop {
        let word = rest.next()?;
        match Word::of(word)? {
            Word::Positional(name) => break name,
            Word::Long(flag, inline) => {
                if !seen.global(flag, inline, &mut rest)? {
                    return None;
                }
            }
        }
    };
    let rank = match name {
        "rank" => true,
        "trick" => false,
        _ => return None,
    };
    while let Some(word) = rest.next() {
        match Word::of(word)? {
            Word::Positional(card) if !rank => seen.cards.push(card.to_string()),
            Word::Positional(_) => return None,
            Word::Long(flag, inline) => {
                if !seen.global(flag, inline, &mut rest)?
                    && !seen.own(rank, flag, inline, &mut rest)?
                {
                    return None;
                }
            }
        }
    }
    seen.into_cli(rank)
}

/// One word of the command line, as far as this parse reads it.
enum Word<'a> {
    /// `--name` or `--name=value`.
    Long(&'a str, Option<&'a str>),
    /// A word that is no option: the command's name or a card.
    Positional(&'a str),
}

impl<'a> Word<'a> {
    /// `None` for a word left to clap: a short option, `-`, `--`, an empty word.
    fn of(word: &'a str) -> Option<Word<'a>> {
        if word.is_empty() {
            return None;
        }
        let Some(long) = word.strip_prefix("--") else {
            return (!word.starts_with('-')).then_some(Word::Positional(word));
        };
        match long.split_once('=') {
            Some((flag, value)) => Some(Word::Long(flag, Some(value))),
            None if long.is_empty() => None,
            None => Some(Word::Long(long, None)),
        }
    }
}

/// What the command line gave so far.
#[derive(Default)]
struct Seen {
    color: Option<ColorChoice>,
    lang: Option<Lang>,
    content: Option<PathBuf>,
    variant: Option<String>,
    deck: Option<String>,
    switches: Vec<String>,
    trump: Option<crate::cards::Suit>,
    unannounced: Vec<String>,
    first_trick: bool,
    down: Vec<String>,
    json: bool,
    sources: bool,
    cards: Vec<String>,
}

/// The value of an option: after its `=`, else the next word. `None` for a value clap might
/// read otherwise: none, an empty one, one that starts with `-`.
fn value<'a>(inline: Option<&'a str>, rest: &mut impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let v = match inline {
        Some(v) => v,
        None => rest.next()?,
    };
    (!v.is_empty() && !v.starts_with('-')).then_some(v)
}

/// Set a single-valued option once; `None` (left to clap) the second time.
fn once<T>(slot: &mut Option<T>, v: T) -> Option<()> {
    match slot {
        Some(_) => None,
        None => {
            *slot = Some(v);
            Some(())
        }
    }
}

/// Set a flag once; `None` (left to clap) for a second time or a value after `=`.
fn flag(slot: &mut bool, inline: Option<&str>) -> Option<()> {
    if *slot || inline.is_some() {
        return None;
    }
    *slot = true;
    Some(())
}

impl Seen {
    /// A global option (`--color`, `--lang`, `--content`): `Some(true)` when `flag` is one
    /// and was read, `Some(false)` when it is no global option, `None` to leave the line to
    /// clap.
    fn global<'a, R: Iterator<Item = &'a str>>(
        &mut self,
        flag: &str,
        inline: Option<&'a str>,
        rest: &mut R,
    ) -> Option<bool> {
        match flag {
            "color" => {
                let choice = match value(inline, rest)? {
                    "auto" => ColorChoice::Auto,
                    "always" => ColorChoice::Always,
                    "never" => ColorChoice::Never,
                    _ => return None,
                };
                once(&mut self.color, choice)?;
            }
            "lang" => {
                // clap's possible values, exactly (no other case).
                let lang = match value(inline, rest)? {
                    v @ ("en" | "de") => Lang::from_locale(v),
                    _ => return None,
                };
                once(&mut self.lang, lang)?;
            }
            "content" => once(&mut self.content, PathBuf::from(value(inline, rest)?))?,
            _ => return Some(false),
        }
        Some(true)
    }

    /// An option of `trick` (`rank` false) or `rank`: as [`Seen::global`].
    fn own<'a, R: Iterator<Item = &'a str>>(
        &mut self,
        rank: bool,
        name: &str,
        inline: Option<&'a str>,
        rest: &mut R,
    ) -> Option<bool> {
        let text = |rest: &mut R| value(inline, rest).map(str::to_string);
        match name {
            "variant" => once(&mut self.variant, text(rest)?)?,
            "deck" => once(&mut self.deck, text(rest)?)?,
            "switch" => self.switches.push(text(rest)?),
            "trump" => {
                let suit = crate::cards::names::parse_suit(value(inline, rest)?).ok()?;
                once(&mut self.trump, suit)?;
            }
            "unannounced" => self.unannounced.push(text(rest)?),
            "json" => flag(&mut self.json, inline)?,
            "sources" if rank => flag(&mut self.sources, inline)?,
            "first-trick" if !rank => flag(&mut self.first_trick, inline)?,
            "down" if !rank => self.down.push(text(rest)?),
            _ => return Some(false),
        }
        Some(true)
    }

    /// The command line read, as clap's derive would build it; `None` where clap would
    /// refuse it (no `--trump`, a trick without cards).
    fn into_cli(self, rank: bool) -> Option<Cli> {
        let system = SystemArgs {
            variant: self.variant,
            variant_file: None,
            deck: self.deck,
            switches: self.switches,
        };
        let play = TrumpChoice {
            trump: self.trump?,
            unannounced: self.unannounced,
        };
        let command = if rank {
            Command::Rank(RankArgs {
                system,
                play,
                sources: self.sources,
                json: self.json,
            })
        } else {
            if self.cards.is_empty() {
                return None;
            }
            Command::Trick(TrickArgs {
                system,
                play,
                first_trick: self.first_trick,
                down: self.down,
                json: self.json,
                cards: self.cards,
            })
        };
        Some(Cli {
            globals: Globals {
                color: self.color.unwrap_or_default(),
                lang: self.lang,
                content: self.content,
            },
            command: Some(command),
        })
    }
}

#[cfg(test)]
mod tests;
