//! Process start-up of one-shot commands against a hello-world Rust binary (issue 14, item
//! 1): `cargo bench --bench startup`.
//!
//! The hello-world binary is built in the same run, with `rustc` and the release profile's
//! settings (`-O`, one codegen unit, stripped), so that both sides pay the same process
//! start (exec, the dynamic loader, the Rust runtime). Every command is then started many
//! times, round-robin (one run of each in turn, so that a busy neighbour slows all of them
//! alike), and the median wall time of each is printed with its ratio to hello-world. The
//! issue's target: a one-shot `trick` or `rank` at most 1.5x hello-world.
//!
//! With `KAISER_BENCH_CALLGRIND=1` (and valgrind installed), each command also runs once
//! under `valgrind --tool=callgrind` and its exact instruction count is printed: repeatable
//! on a loaded machine, where wall times are not. `KAISER_BENCH_RUNS` sets the number of
//! starts per command (default 300). `KAISER_BENCH_BASELINE=PATH` adds the same commands run
//! by another kaiser binary (an older build, for before and after in one run). Figures and
//! how they were taken: docs/performance.md.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The commands measured (after the program name).
const COMMANDS: &[&[&str]] = &[
    &[
        "trick",
        "--variant",
        "lungern",
        "--trump",
        "Rosen",
        "Mugg",
        "Blass",
    ],
    &["rank", "--variant", "stans", "--trump", "Rosen"],
    &["--version"],
];

fn main() {
    let kaiser = PathBuf::from(env!("CARGO_BIN_EXE_kaiser"));
    let dir = tempfile::tempdir().expect("a temporary directory");
    let hello = build_hello(dir.path());
    let home = dir.path().join("home");
    let runs: usize = std::env::var("KAISER_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|n| *n > 0)
        .unwrap_or(300);

    // (label, program, arguments); hello-world first.
    let mut cases: Vec<(String, PathBuf, Vec<String>)> =
        vec![("hello-world".into(), hello, Vec::new())];
    let baseline = std::env::var_os("KAISER_BENCH_BASELINE").map(PathBuf::from);
    for (who, program) in [("kaiser", Some(kaiser)), ("baseline", baseline)] {
        let Some(program) = program else { continue };
        for args in COMMANDS {
            cases.push((
                format!("{who} {}", args.join(" ")),
                program.clone(),
                args.iter().map(|a| a.to_string()).collect(),
            ));
        }
    }
    let start = |program: &Path, args: &[String]| {
        let mut cmd = Command::new(program);
        cmd.args(args)
            .env("KAISER_HOME", &home)
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("KAISER_VARIANT")
            .env_remove("KAISER_CONTENT")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        cmd
    };
    // Every command must work before it is timed.
    for (label, program, args) in &cases {
        let status = start(program, args).status().expect("the program starts");
        assert!(status.success(), "{label}: {status}");
    }

    let mut times: Vec<Vec<Duration>> = vec![Vec::with_capacity(runs); cases.len()];
    for _ in 0..runs {
        for (i, (_, program, args)) in cases.iter().enumerate() {
            let t = Instant::now();
            let status = start(program, args).status().expect("the program starts");
            times[i].push(t.elapsed());
            assert!(status.success());
        }
    }
    let medians: Vec<Duration> = times.iter_mut().map(|t| median(t)).collect();
    println!("process start, median of {runs} runs each (round-robin):");
    for (i, (label, _, _)) in cases.iter().enumerate() {
        println!(
            "  {label:<55} {:>8.0} µs  {:>5.2}x hello-world",
            medians[i].as_secs_f64() * 1e6,
            medians[i].as_secs_f64() / medians[0].as_secs_f64()
        );
    }

    if std::env::var_os("KAISER_BENCH_CALLGRIND").is_some_and(|v| v == "1") {
        println!("instructions (valgrind --tool=callgrind):");
        for (label, program, args) in &cases {
            match instructions(program, args, dir.path(), &home) {
                Some(n) => println!("  {label:<55} {n:>12}"),
                None => println!("  {label:<55} (valgrind did not run)"),
            }
        }
    }
}

/// Build `fn main() { println!("hello"); }` as the release profile builds kaiser.
fn build_hello(dir: &Path) -> PathBuf {
    let src = dir.join("hello.rs");
    std::fs::write(&src, "fn main() {\n    println!(\"hello\");\n}\n").expect("writable");
    let out = dir.join("hello");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let status = Command::new(rustc)
        .args(["-O", "-C", "codegen-units=1", "-C", "strip=symbols", "-o"])
        .arg(&out)
        .arg(&src)
        .status()
        .expect("rustc runs");
    assert!(status.success(), "rustc failed to build hello-world");
    out
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort_unstable();
    times[times.len() / 2]
}

/// The instructions one run executes, counted by callgrind (`None` without valgrind).
fn instructions(program: &Path, args: &[String], dir: &Path, home: &Path) -> Option<u64> {
    let out_file = dir.join("callgrind.out");
    let output = Command::new("valgrind")
        .arg("--tool=callgrind")
        .arg(format!("--callgrind-out-file={}", out_file.display()))
        .arg(program)
        .args(args)
        .env("KAISER_HOME", home)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&output.stderr);
    let line = text.lines().find(|l| l.contains("Collected :"))?;
    line.rsplit(':').next()?.trim().parse().ok()
}
