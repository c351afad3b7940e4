//! The fast parse against clap: a command line read by hand is read as clap reads it, and
//! anything clap refuses is left to clap.

use super::parse;
use crate::cli::Cli;
use clap::{CommandFactory, FromArgMatches};
use std::ffi::OsString;

fn words(line: &[&str]) -> Vec<OsString> {
    std::iter::once("kaiser")
        .chain(line.iter().copied())
        .map(OsString::from)
        .collect()
}

/// clap's reading of `args` with the whole tree (as `Debug`), `None` where it refuses them.
fn by_clap(args: &[OsString]) -> Option<String> {
    let matches = Cli::command().try_get_matches_from(args.iter()).ok()?;
    Cli::from_arg_matches(&matches)
        .ok()
        .map(|cli| format!("{cli:?}"))
}

fn by_hand(args: &[OsString]) -> Option<String> {
    parse(args).map(|cli| format!("{cli:?}"))
}

/// The forms the docs, the tests and the benches use are read by hand, as clap reads them.
#[test]
fn the_common_forms_are_read_by_hand_as_clap_reads_them() {
    for line in [
        "trick --variant lungern --trump Rosen Mugg Blass",
        "rank --variant stans --trump Rosen",
        "--lang de trick --variant lungern --trump Rosen Mugg Blass",
        "--lang=en rank --variant=stans --trump=schellen --json",
        "--color never --content /tmp/x rank --variant stans --trump Eichel --sources",
        "trick Mugg --trump Rosen Blass --variant lungern --json --lang de",
        "trick --variant karnoeffel --trump Rosen --first-trick Rosen-7 Rosen-König",
        "trick --variant stans --trump Rosen --down Eichel-9 --down Eichel-10 Rosen-Ass \
         Eichel-9 Eichel-10",
        "rank --variant lungern --trump Rosen --deck extended-56 --switch a=off --switch b",
        "rank --trump Rosen --unannounced Rosen-Banner --color=always",
        "trick --trump Rosen x",
    ] {
        let args = words(&line.split(' ').collect::<Vec<_>>());
        let clap = by_clap(&args);
        assert!(clap.is_some(), "{line}: clap refuses it");
        assert_eq!(by_hand(&args), clap, "{line}");
    }
}

/// What the hand leaves to clap: help, versions, short options, `--`, another command,
/// repeated or unknown options, values that clap refuses or might read otherwise, and
/// lines clap refuses (no trump, no cards).
#[test]
fn anything_else_is_left_to_clap() {
    for line in [
        "",
        "trick",
        "trick --help",
        "trick -h --trump Rosen Mugg",
        "--version trick --trump Rosen Mugg",
        "trick --trump Rosen -- Mugg",
        "trick --trump Rosen - Mugg",
        "trick --variant-file x.yaml --trump Rosen Mugg",
        "trick --variant a --variant b --trump Rosen Mugg",
        "trick --json --json --trump Rosen Mugg",
        "trick --json=true --trump Rosen Mugg",
        "trick --trump Rosen --trump Eichel Mugg",
        "trick --trump Nope Mugg",
        "trick --trump Rosen",
        "trick --variant lungern Mugg",
        "trick --variant --trump Rosen Mugg",
        "trick --variant= --trump Rosen Mugg",
        "trick --trump Rosen --sources Mugg",
        "rank --trump Rosen Mugg",
        "rank --trump Rosen --first-trick",
        "rank --trump Rosen --down Mugg",
        "--lang DE rank --trump Rosen",
        "--lang fr rank --trump Rosen",
        "--color sometimes rank --trump Rosen",
        "--lang de --lang en rank --trump Rosen",
        "glossary Stupf",
        "tricks --trump Rosen Mugg",
        "--colour never rank --trump Rosen",
        "rank --trump Rosen --vari stans",
    ] {
        let args = words(
            &line
                .split(' ')
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>(),
        );
        assert_eq!(by_hand(&args), None, "{line}");
    }
    // A word that is not UTF-8 is clap's too.
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStringExt;
        let mut args = words(&["trick", "--trump", "Rosen"]);
        args.push(OsString::from_vec(vec![0xff, b'x']));
        assert_eq!(by_hand(&args), None);
    }
}

/// A small deterministic generator (xorshift), so the command lines are the same every run.
struct Lines(u64);

impl Lines {
    fn next(&mut self, below: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % below as u64) as usize
    }
}

/// Thousands of command lines built from the pieces of `trick` and `rank` (and of other
/// commands, and words clap refuses), in any order and number: whatever the hand reads,
/// clap reads alike; and the hand reads a share of them.
#[test]
fn on_many_command_lines_the_hand_reads_what_clap_reads() {
    const PIECES: &[&str] = &[
        "--variant lungern",
        "--variant=stans",
        "--variant karnoeffel",
        "--trump Rosen",
        "--trump=schellen",
        "--trump Eichel",
        "--trump nope",
        "--trump",
        "Mugg",
        "Blass",
        "Rosen-König",
        "Rosen-7",
        "--json",
        "--json=no",
        "--first-trick",
        "--sources",
        "--down Mugg",
        "--down=Blass",
        "--unannounced Rosen-Banner",
        "--deck standard-48",
        "--deck=extended-60",
        "--switch a=on",
        "--switch=b",
        "--lang de",
        "--lang=en",
        "--lang DE",
        "--color never",
        "--color=always",
        "--color auto",
        "--content dir",
        "--content=",
        "--variant-file f.yaml",
        "-h",
        "--help",
        "--",
        "-",
        "-V",
        "--version",
        "-x",
        "--down -x",
        "--variant",
        "--nope",
        "trick",
        "rank",
        "glossary",
    ];
    const COMMANDS: &[&str] = &["trick", "rank", "trick", "rank", "cards", "--json"];
    let mut draw = Lines(0x9e37_79b9_7f4a_7c15);
    let (mut by_hand_count, mut lines) = (0, 0);
    for _ in 0..3000 {
        let mut line: Vec<&str> = Vec::new();
        for _ in 0..draw.next(3) {
            line.extend(PIECES[23 + draw.next(7)].split(' '));
        }
        line.push(COMMANDS[draw.next(COMMANDS.len())]);
        // A trump (mostly a good one), mostly cards, a few other pieces, in any order.
        let mut pieces = vec![PIECES[3 + draw.next(5)]];
        for _ in 0..draw.next(3) {
            pieces.push(PIECES[8 + draw.next(4)]);
        }
        for _ in 0..draw.next(4) {
            // Mostly the pieces of a good line, now and then any other.
            pieces.push(if draw.next(5) == 0 {
                PIECES[draw.next(PIECES.len())]
            } else {
                PIECES[draw.next(31)]
            });
        }
        for i in (1..pieces.len()).rev() {
            pieces.swap(i, draw.next(i + 1));
        }
        for piece in pieces {
            line.extend(piece.split(' '));
        }
        let args = words(&line);
        lines += 1;
        if let Some(hand) = by_hand(&args) {
            by_hand_count += 1;
            assert_eq!(Some(hand), by_clap(&args), "{line:?}");
        }
    }
    // Not a vacuous comparison: a share of the lines are read by hand (235 of 3,000 with
    // this seed; the others have a bad or repeated piece, or are another command).
    assert!(by_hand_count * 20 > lines, "{by_hand_count} of {lines}");
}
