//! The solver sweep (issue 14 item 5): every table size of every rule system (each table a
//! system's `hands:` allow, as `kaiser deal --players N --parties P` deals them), 20 deals
//! each with fixed seeds, each solved as `kaiser solve` does (who wins, with a line of play,
//! within its 40 M-position budget) and the line replayed against its verdict. Prints per
//! size: solved, given up, median and worst time, median and worst positions, and whether
//! the issue's bar is met (every size solved, median ≤ 50 ms, worst ≤ 2 s).
//!
//! ```sh
//! cargo run --release -p kaiser-engine --example sweep            # the whole sweep
//! cargo run --release -p kaiser-engine --example sweep -- --quick # 3 deals, 2 M positions
//! cargo run --release -p kaiser-engine --example sweep -- --system lungern --deals 5
//! cargo run --release -p kaiser-engine --example sweep -- --system lungern --table 6:3
//! cargo run --release -p kaiser-engine --example sweep -- --answers 2>answers.txt
//! ```
//!
//! With `--answers`, each deal's verdict goes to standard error (`answer lungern:6:3 seed 4:
//! party 1`, `nobody` or `gave up`), to compare two versions of the solver.
//!
//! A deal is what `kaiser deal` deals (the seat after the dealer leads, trump from the
//! Umschlag), with every Banner held announced as Kaiser, and in stans each player's two
//! weakest cards laid away ([`kaiser_engine::deal::seeded_hand`]). Seeds: deal `i` of a table
//! uses seed `i` (the same seeds for every table). Solves run one at a time on one core.
//!
//! Times are the solving thread's CPU time (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`), not
//! the wall clock: on a machine shared with other work they count only the solver's own
//! work. Positions do not depend on the machine at all.

use kaiser_engine::catalog;
use kaiser_engine::deal::seeded_hand;
use kaiser_engine::solver::{Budget, check_line, solve_counted};
use std::time::{Duration, Instant};

/// `kaiser solve`'s budget (src/cli/solve.rs, `SOLVE_BUDGET`).
const SOLVE_BUDGET: u64 = 40_000_000;

/// The issue's bar per size.
const MEDIAN_BAR: Duration = Duration::from_millis(50);
const WORST_BAR: Duration = Duration::from_secs(2);

struct Options {
    deals: u64,
    budget: u64,
    system: Option<String>,
    /// Only the tables of this many players and parties (`--table 6:3`).
    table: Option<(usize, usize)>,
    answers: bool,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        deals: 20,
        budget: SOLVE_BUDGET,
        system: None,
        table: None,
        answers: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--quick" => {
                o.deals = 3;
                o.budget = 2_000_000;
            }
            "--deals" => o.deals = value("--deals")?.parse().map_err(|e| format!("{e}"))?,
            "--budget" => o.budget = value("--budget")?.parse().map_err(|e| format!("{e}"))?,
            "--system" => o.system = Some(value("--system")?),
            "--table" => {
                let v = value("--table")?;
                let (p, q) = v
                    .split_once(':')
                    .ok_or(format!("--table {v}: want PLAYERS:PARTIES"))?;
                let num = |x: &str| x.parse::<usize>().map_err(|e| format!("--table {v}: {e}"));
                o.table = Some((num(p)?, num(q)?));
            }
            "--answers" => o.answers = true,
            // `cargo bench` passes `--bench`; nothing else is known.
            "--bench" => {}
            other => {
                return Err(format!(
                    "unknown argument {other}; known: --quick, --deals N, --budget N, --system ID, --table P:Q, --answers"
                ));
            }
        }
    }
    Ok(o)
}

/// One solved (or given-up) deal.
struct Run {
    time: Duration,
    positions: u64,
    solved: bool,
}

/// CPU time of this thread so far.
fn cpu_now() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec through a valid pointer.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
    if !ok {
        return Duration::ZERO;
    }
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

fn ms(d: Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms < 10.0 {
        format!("{ms:.2}")
    } else if ms < 100.0 {
        format!("{ms:.1}")
    } else {
        format!("{ms:.0}")
    }
}

fn median<T: Copy + Ord>(v: &[T]) -> Option<T> {
    let mut v = v.to_vec();
    v.sort_unstable();
    v.get(v.len() / 2).copied()
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("sweep: {e}");
            std::process::exit(2);
        }
    };
    println!(
        "| system | players | parties | cards | solved | given up | median ms (CPU) | worst ms (CPU) | median positions | worst positions |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    let started = Instant::now();
    let (mut sizes, mut met, mut total, mut gave_up, mut mismatches) = (0, 0, 0, 0, 0);
    for id in catalog::ids() {
        if o.system.as_deref().is_some_and(|s| s != id) {
            continue;
        }
        let system = match catalog::load(id) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("sweep: {id}: {e}");
                continue;
            }
        };
        for def in &system.tables {
            if o.table.is_some_and(|t| t != (def.players, def.parties)) {
                continue;
            }
            let mut runs = Vec::new();
            for seed in 0..o.deals {
                let hand = match seeded_hand(&system, def, seed) {
                    Ok(h) => h,
                    Err(e) => {
                        eprintln!("sweep: {id} {} players, seed {seed}: {e}", def.players);
                        continue;
                    }
                };
                let start = cpu_now();
                let (sol, positions) =
                    solve_counted(&hand.power, &hand.table, Budget::positions(o.budget));
                let time = cpu_now().saturating_sub(start);
                if let Ok(sol) = &sol
                    && check_line(&hand.power, &hand.table, sol).is_err()
                {
                    mismatches += 1;
                    eprintln!(
                        "sweep: {id} {} players, seed {seed}: line mismatch",
                        def.players
                    );
                }
                if o.answers {
                    let said = match &sol {
                        Ok(s) => s.winner.map_or("nobody".into(), |p| format!("party {p}")),
                        Err(_) => "gave up".into(),
                    };
                    eprintln!(
                        "answer {id}:{}:{} seed {seed}: {said}",
                        def.players, def.parties
                    );
                }
                runs.push(Run {
                    time,
                    positions,
                    solved: sol.is_ok(),
                });
            }
            let solved = runs.iter().filter(|r| r.solved).count();
            let times: Vec<Duration> = runs.iter().map(|r| r.time).collect();
            let positions: Vec<u64> = runs.iter().map(|r| r.positions).collect();
            let (med, worst) = (median(&times), times.iter().max().copied());
            sizes += 1;
            total += runs.len();
            gave_up += runs.len() - solved;
            if solved == runs.len()
                && med.is_some_and(|m| m <= MEDIAN_BAR)
                && worst.is_some_and(|w| w <= WORST_BAR)
            {
                met += 1;
            }
            println!(
                "| {id} | {} | {} | {} | {solved} | {} | {} | {} | {} | {} |",
                def.players,
                def.parties,
                def.tricks(),
                runs.len() - solved,
                med.map_or("-".into(), ms),
                worst.map_or("-".into(), ms),
                median(&positions).map_or("-".into(), |p| p.to_string()),
                positions.iter().max().map_or("-".into(), |p| p.to_string()),
            );
        }
    }
    println!();
    println!(
        "{sizes} table sizes, {total} deals ({} per size, budget {} positions per solve): \
         {gave_up} given up, {mismatches} lines not reaching their verdict; \
         {met} of {sizes} sizes meet the bar (all solved, median <= 50 ms, worst <= 2 s); \
         {:.1} s in all (wall clock)",
        o.deals,
        o.budget,
        started.elapsed().as_secs_f64()
    );
}
