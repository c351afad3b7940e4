//! Mine puzzles for `puzzles/SYSTEM.yaml` (issue 16), reproducibly. The file of a system is
//! made of batches ([`plan`]): open-hand puzzles, view-only puzzles (`view: true`, where the
//! system's partners' rule shows a partner's card), in lungern puzzles of the extended
//! deck with the Trumpf-0 blocker, and puzzles of an unannounced Kaiser (`unannounced:`,
//! where the sources say what an unannounced Kaiser is), and face-down puzzles cut from play
//! where the source allows a card laid face down. In a batch of `count` seeds from `S`,
//! puzzle `i` is the first puzzle of seed `S + i`'s stream of deals
//! ([`kaiser_engine::puzzle::mine::mine_with`]; face-down:
//! [`kaiser_engine::puzzle::cut::cut_down`]); a position met twice is kept once.
//!
//! ```sh
//! cargo run --release -p kaiser-engine --example mine_puzzles -- --variant stans > puzzles/stans.yaml
//! ```
//!
//! `--only PREFIX` mines only the batch of that id infix (`k-`) and prints its entries, to be
//! added to a file without mining the others again; `--count N` mines N seeds a batch;
//! `--cut-deals N` scans N deals a face-down seed (default [`CUT_DEALS`]).

#[path = "shared/args.rs"]
mod args;

use kaiser_engine::cards::Deck;
use kaiser_engine::puzzle::cut::cut_down;
use kaiser_engine::puzzle::mine::{MineOptions, mine_with};
use kaiser_engine::puzzle::{Puzzle, Theme};
use std::fmt::Write;

/// One batch of a system's file.
struct Batch {
    /// The id's infix (`stans-001`, `stans-view-01`).
    prefix: &'static str,
    /// The deck, `None` for the table's.
    deck: Option<&'static str>,
    /// View-only puzzles.
    view: bool,
    /// Only puzzles that show this theme.
    theme: Option<Theme>,
    /// A Kaiser of the position left unannounced.
    unannounced: bool,
    /// Face-down puzzles, which start mid-trick (`on_table:`, `face_down: true`).
    face_down: bool,
    /// Seeds `seed .. seed + count`.
    seed: u64,
    count: u64,
}

const OPEN: Batch = Batch {
    prefix: "",
    deck: None,
    view: false,
    theme: None,
    unannounced: false,
    face_down: false,
    seed: 1,
    count: 300,
};

const VIEW: Batch = Batch {
    prefix: "view-",
    deck: None,
    view: true,
    theme: None,
    unannounced: false,
    face_down: false,
    seed: 1001,
    count: 24,
};

/// View-only puzzles where all partners' cards are open: fewer positions make one.
const VIEW_ALL: Batch = Batch { count: 200, ..VIEW };

const BLOCKER: Batch = Batch {
    prefix: "x-",
    deck: Some("extended-56"),
    view: false,
    theme: Some(Theme::Blocker),
    unannounced: false,
    face_down: false,
    seed: 2001,
    count: 4,
};

/// Puzzles of an unannounced Kaiser (open hands).
const KAISER: Batch = Batch {
    prefix: "k-",
    deck: None,
    view: false,
    theme: Some(Theme::Unannounced),
    unannounced: true,
    face_down: false,
    seed: 3001,
    count: 8,
};

/// Face-down puzzles (`on_table:`, `face_down: true`): each seed's first cut from play
/// within [`CUT_DEALS`] deals ([`cut_down`]); a seed that reaches none leaves its id out.
const DOWN: Batch = Batch {
    prefix: "d-",
    deck: None,
    view: false,
    theme: None,
    unannounced: false,
    face_down: true,
    seed: 4001,
    count: 12,
};

/// The batches of each system: view-only puzzles where the partners' rule shows cards
/// (not silenen, whose partners see nothing: its view puzzles would be open puzzles of
/// nine hidden hands), the blocker in lungern, face-down puzzles where the source allows
/// a card laid face down.
fn plan(variant: &str) -> Vec<Batch> {
    match variant {
        "silenen" => vec![OPEN],
        "lungern" => vec![OPEN, VIEW_ALL, BLOCKER, KAISER],
        "willisau" | "liebenau" => vec![OPEN, VIEW_ALL, KAISER, DOWN],
        "karnoeffel" => vec![OPEN, VIEW_ALL],
        // Stans's rules: seeds of their own, else their deals would be stans's deals and
        // give stans's face-down puzzles again.
        "buochs" => vec![OPEN, VIEW, KAISER, Batch { seed: 4101, ..DOWN }],
        "wolfenschiessen" => vec![OPEN, VIEW, KAISER, Batch { seed: 4201, ..DOWN }],
        _ => vec![OPEN, VIEW, KAISER, DOWN],
    }
}

/// Open-hand ids taken out of a shipped file and not given again, so that the file mined
/// afresh keeps every shipped id: the 59th open puzzle of stans's rules stopped being one when
/// face-down play came to the first trick (CHANGELOG), and the next took 60.
fn retired(variant: &str, prefix: &str) -> &'static [u64] {
    match (variant, prefix) {
        ("stans" | "buochs" | "wolfenschiessen", "") => &[59],
        _ => &[],
    }
}

/// Deals of each face-down seed's stream played and scanned for a face-down position
/// ([`cut_down`]; docs/content.md gives how often a deal reaches one).
const CUT_DEALS: u64 = 6_000;

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
    if p.view {
        let _ = writeln!(s, "    view: true");
    }
    if !p.unannounced.is_empty() {
        let _ = writeln!(s, "    unannounced: {}", list(&p.unannounced));
    }
    if !p.on_table.is_empty() {
        let _ = writeln!(s, "    on_table: {}", list(&p.on_table));
    }
    if p.face_down {
        let _ = writeln!(s, "    face_down: true");
    }
    s
}

fn main() {
    let args = args::Args::from_env();
    let (variant, system) = args.system();
    let arg = |name: &str| args.get(name);
    let view_count: Option<u64> = args.parse("--view-count");
    let cut_deals: u64 = args.parse("--cut-deals").unwrap_or(CUT_DEALS);
    if let Some(n) = args.parse::<u64>("--probe") {
        // The first seeds whose stream gives a view puzzle, and after how many deals.
        for seed in 1..=n {
            let opts = MineOptions {
                view: true,
                ..MineOptions::default()
            };
            if let Some(m) = mine_with(&system, seed, opts, |_| true) {
                println!("{variant} seed {seed}: after {} deals", m.tries);
            }
        }
        return;
    }
    // Format 2 (`on_table`, `face_down`) only where a face-down batch is mined.
    let format = if plan(&variant).iter().any(|b| b.face_down) {
        2
    } else {
        1
    };
    let mut out = format!(
        "# Mined puzzles of {variant} (issue 16; format: docs/content.md). Regenerate with\n\
         # cargo run --release -p kaiser-engine --example mine_puzzles -- --variant {variant}\n\
         format_version: {format}\nsystem: {variant}\npuzzles:\n"
    );
    let only = arg("--only");
    if only.is_some() {
        out.clear();
    }
    let mut seen: Vec<(bool, Vec<Vec<kaiser_engine::cards::Card>>)> = Vec::new();
    for mut b in plan(&variant) {
        if only.as_deref().is_some_and(|o| o != b.prefix) {
            continue;
        }
        if b.view
            && let Some(c) = view_count
        {
            b.count = c;
        }
        if let Some(c) = args.parse("--count") {
            b.count = c;
        }
        let opts = MineOptions {
            deck: b.deck.and_then(Deck::from_id),
            view: b.view,
            unannounced: b.unannounced,
        };
        // `n` counts the puzzles, `num` numbers them past retired ids.
        let (mut n, mut num) = (0, 0);
        for i in 0..b.count {
            let keep = |p: &Puzzle| b.theme.is_none_or(|t| p.themes.contains(&t));
            // Face-down: cut from play (docs/content.md).
            let mined = if b.face_down {
                cut_down(&system, b.seed + i, cut_deals, keep)
            } else {
                mine_with(&system, b.seed + i, opts, keep)
            };
            let Some(m) = mined else {
                continue;
            };
            let key = (m.puzzle.view, m.puzzle.hands.clone());
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            n += 1;
            num += 1;
            while retired(&variant, b.prefix).contains(&num) {
                num += 1;
            }
            let id = if b.prefix.is_empty() {
                format!("{variant}-{num:03}")
            } else if b.face_down {
                // Numbered by seed: a seed that reaches none leaves a gap, so each
                // puzzle keeps its id when the budget changes.
                format!("{variant}-{}{:02}", b.prefix, i + 1)
            } else {
                format!("{variant}-{}{num:02}", b.prefix)
            };
            out.push_str(&entry(&id, &m.puzzle));
        }
        eprintln!(
            "{variant} {}: {n} puzzles from {} seeds",
            if b.prefix.is_empty() {
                "open"
            } else {
                b.prefix
            },
            b.count
        );
    }
    print!("{out}");
}
