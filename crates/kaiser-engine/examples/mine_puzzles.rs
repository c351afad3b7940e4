//! Mine puzzles for `puzzles/SYSTEM.yaml` (issue 16), reproducibly: puzzle `i` is the first
//! puzzle of seed `S + i`'s stream of deals ([`kaiser_engine::puzzle::mine`]); a puzzle met
//! twice is kept once.
//!
//! ```sh
//! cargo run --release -p kaiser-engine --example mine_puzzles -- --variant stans --count 40 --seed 1 > puzzles/stans.yaml
//! ```

use kaiser_engine::catalog;
use kaiser_engine::puzzle::{Puzzle, mine};
use std::fmt::Write;

fn list(cards: &[impl std::fmt::Display]) -> String {
    let v: Vec<String> = cards.iter().map(ToString::to_string).collect();
    format!("[{}]", v.join(", "))
}

fn entry(id: &str, p: &Puzzle) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "  - id: {id}");
    let _ = writeln!(s, "    seed: {}", p.seed);
    let _ = writeln!(s, "    deck: {}", p.deck.id());
    let _ = writeln!(s, "    trump: {}", p.trump);
    let _ = writeln!(s, "    hands:");
    for h in &p.hands {
        let _ = writeln!(s, "      - {}", list(h));
    }
    if p.earlier.is_empty() {
        let _ = writeln!(s, "    earlier: []");
    } else {
        let _ = writeln!(s, "    earlier:");
        for t in &p.earlier {
            let _ = writeln!(s, "      - {}", list(t));
        }
    }
    let _ = writeln!(s, "    answer: {}", list(&p.answer));
    let _ = writeln!(s, "    wrong: {}", list(&p.wrong));
    let _ = writeln!(s, "    level: {}", p.grade.level);
    let _ = writeln!(s, "    tricks: {}", p.grade.tricks);
    let _ = writeln!(s, "    tempting: {}", p.grade.tempting);
    let _ = writeln!(s, "    depth: {}", p.grade.depth);
    let themes: Vec<&str> = p.themes.iter().map(|t| t.id()).collect();
    let _ = writeln!(s, "    themes: {}", list(&themes));
    s
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let variant = arg("--variant").unwrap_or_else(|| "stans".into());
    let count: u64 = arg("--count").and_then(|s| s.parse().ok()).unwrap_or(40);
    let seed: u64 = arg("--seed").and_then(|s| s.parse().ok()).unwrap_or(1);
    let system = match catalog::load(&variant) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{variant}: {e}");
            std::process::exit(2);
        }
    };
    let mut out = format!(
        "# Mined puzzles of {variant} (issue 16; format: docs/content.md). Regenerate with\n\
         # cargo run --release -p kaiser-engine --example mine_puzzles -- --variant {variant} --count {count} --seed {seed}\n\
         format_version: 1\nsystem: {variant}\npuzzles:\n"
    );
    let mut seen: Vec<Vec<Vec<kaiser_engine::cards::Card>>> = Vec::new();
    let mut n = 0;
    for i in 0..count {
        let Some(m) = mine(&system, seed + i) else {
            continue;
        };
        if seen.contains(&m.puzzle.hands) {
            continue;
        }
        seen.push(m.puzzle.hands.clone());
        n += 1;
        out.push_str(&entry(&format!("{variant}-{n:03}"), &m.puzzle));
    }
    print!("{out}");
    eprintln!("{variant}: {n} puzzles from {count} seeds");
}
