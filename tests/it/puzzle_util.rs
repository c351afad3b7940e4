//! The helpers the `kaiser puzzle` tests share (`puzzle`, `puzzle_themes`, `puzzle_down`,
//! `puzzle_screens`): a puzzle's `--json` read in a fresh home, its string lists, a run in a
//! kept home at a fixed clock, and `kaiser solve` with the puzzle's own arguments and a lead.

use crate::util::{kaiser, kaiser_at};
use serde_json::Value;

/// The arguments of stans-004's `--json`, the puzzle several tests take apart.
pub const STANS_004_JSON: [&str; 6] = [
    "puzzle",
    "--variant",
    "stans",
    "--id",
    "stans-004",
    "--json",
];

/// `kaiser args...` (which must succeed) in a fresh home: its standard output as JSON.
pub fn json(args: &[&str]) -> Value {
    json_at(args, None)
}

/// [`json`] with the clock at `now` (`KAISER_NOW`), when given.
pub fn json_at(args: &[&str], now: Option<&str>) -> Value {
    let home = tempfile::tempdir().unwrap();
    let mut cmd = kaiser_at(home.path());
    if let Some(now) = now {
        cmd.env("KAISER_NOW", now);
    }
    let out = cmd.args(args).output().unwrap();
    assert!(out.status.success(), "kaiser {args:?}: {out:?}");
    serde_json::from_slice(&out.stdout).unwrap()
}

/// `kaiser args...` in `home` with the clock at `now` (`KAISER_NOW`: seconds since 1970 or
/// a date) and `input` typed: it must succeed with nothing on stderr; its whole standard
/// output. (The puzzle, rating and review tests share it.)
pub fn at(home: &std::path::Path, now: &str, args: &[&str], input: &str) -> String {
    let out = kaiser_at(home)
        .env("KAISER_NOW", now)
        .args(args)
        .write_stdin(input.to_string())
        .output()
        .unwrap();
    assert!(out.status.success(), "kaiser {args:?}: {out:?}");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "", "kaiser {args:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// A JSON array of strings as strings.
pub fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect()
}

/// The party `kaiser solve` with the puzzle's arguments and `--lead card` says makes it
/// ("A+C"), after checking that its line starts with that lead.
pub fn solve_lead(puzzle: &Value, card: &str) -> String {
    let mut args = strings(&puzzle["solve"]);
    args.extend(["--lead".to_string(), card.to_string(), "--json".to_string()]);
    let out = kaiser().args(&args).output().unwrap();
    assert!(out.status.success(), "kaiser {args:?}: {out:?}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v["line"][0]["cards"][0]["card"], card,
        "the line starts with the lead"
    );
    v["winning_team"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect::<Vec<_>>()
        .join("+")
}
