//! One run of kaiser, from the arguments to the exit code: parse (clap, in the user's
//! language), handle signals ([`crate::signals`], for long or interactive commands only),
//! run the command, and say what failed. `kaiser --version` answers first of all.
//! `main` only calls [`run`]; tests may call it as often as they like in one process.

use crate::error::{AppError, say_on_stderr};
use std::ffi::OsString;
use std::io::Write;

/// Run kaiser with `args` (the program name first, as `std::env::args_os` gives them) on the
/// process's stdout and stderr, and return the exit code: 0 ok, 2 bad input or usage, 1
/// anything else, 130 after Ctrl-C (128 + the signal for SIGTERM, SIGHUP and SIGQUIT).
pub fn run<I, T>(args: I) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString>,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    if let Some(code) = version(&args) {
        return code;
    }
    // The language is this run's (the thread's), not the process's: two runs in one process
    // may speak two languages.
    let lang = crate::cli::help::lang_from_args(&args);
    crate::i18n::with_lang(lang, || run_in(args, lang))
}

fn run_in(args: Vec<OsString>, lang: crate::i18n::Lang) -> i32 {
    let as_json = wants_json(&args);
    let cli = match crate::cli::help::parse(args) {
        Ok(cli) => cli,
        Err(e) => {
            if as_json && e.exit_code() != 0 {
                // A usage error under --json is JSON on stderr too (docs/json.md).
                let text = crate::cli::help::german_error(&e)
                    .unwrap_or_else(|| crate::cli::help::english_error(&e));
                say_on_stderr(&format!(
                    "{}\n",
                    crate::render::json::error("usage", text.trim_end())
                ));
                return e.exit_code();
            }
            return clap_exit(&e);
        }
    };
    if cli
        .command
        .as_ref()
        .is_some_and(crate::cli::Command::is_long)
    {
        crate::signals::install();
    }
    cap_threads();
    let result = {
        let mut stdout = std::io::stdout().lock();
        crate::cli::run(cli, &mut stdout)
    };
    match result {
        Ok(()) => 0,
        Err(e) => {
            let e = AppError::from(e);
            if matches!(e, AppError::Interrupted) {
                // Ctrl-C as a key in a menu (the terminal was raw): the cursor comes back.
                crate::signals::restore_terminal();
            }
            if let Some(text) = e.message(lang) {
                if as_json {
                    say_on_stderr(&format!(
                        "{}\n",
                        crate::render::json::error(e.kind(), &text)
                    ));
                    return e.exit_code();
                }
                // The program name stays; "error:" is in the language of the run, like clap's
                // own usage errors.
                say_on_stderr(&format!("{} {text}\n", crate::t!("cli-error-prefix")));
            }
            e.exit_code()
        }
    }
}

/// `kaiser --version` (or `-V`) as the first argument answers before anything else is set
/// up: no language, no command tree, no catalog. The text is clap's (`kaiser 0.1.0`); other
/// places of the flag (`kaiser --lang de --version`) go through clap as before.
fn version(args: &[OsString]) -> Option<i32> {
    let first = args.get(1)?;
    if first != "--version" && first != "-V" {
        return None;
    }
    let text = concat!("kaiser ", env!("CARGO_PKG_VERSION"), "\n");
    let mut stdout = std::io::stdout().lock();
    Some(
        match stdout
            .write_all(text.as_bytes())
            .and_then(|()| stdout.flush())
        {
            Ok(()) => 0,
            Err(err) if err.kind() == std::io::ErrorKind::BrokenPipe => 0,
            Err(err) => {
                drop(stdout);
                let lang = crate::cli::help::lang_from_args(args);
                crate::i18n::with_lang(lang, || {
                    say_on_stderr(&format!(
                        "{} {}: {err}\n",
                        crate::t!("cli-error-prefix"),
                        crate::t!("cli-context-writing-output")
                    ));
                });
                1
            }
        },
    )
}

/// What clap stopped at: help and version go to stdout (exit 0, or 1 with a message when
/// stdout cannot be written: `kaiser --help > /dev/full`), usage errors to stderr (exit 2).
fn clap_exit(e: &clap::Error) -> i32 {
    if let Some(text) = crate::cli::help::german_error(e) {
        say_on_stderr(&text);
        return e.exit_code();
    }
    if e.use_stderr() {
        if e.kind() == clap::error::ErrorKind::MissingRequiredArgument {
            say_on_stderr(&crate::cli::help::english_error(e));
            return e.exit_code();
        }
        // A usage error that cannot be written still exits 2.
        let _ = e.print();
        return e.exit_code();
    }
    match e.print().and_then(|()| std::io::stdout().flush()) {
        Ok(()) => e.exit_code(),
        Err(err) if err.kind() == std::io::ErrorKind::BrokenPipe => e.exit_code(),
        Err(err) => {
            say_on_stderr(&format!(
                "{} {}: {err}\n",
                crate::t!("cli-error-prefix"),
                crate::t!("cli-context-writing-output")
            ));
            1
        }
    }
}

/// Whether the arguments ask for JSON: `--json` before any `--`. Errors then go to stderr
/// as JSON too (docs/json.md).
fn wants_json(args: &[OsString]) -> bool {
    args.iter()
        .skip(1)
        .take_while(|a| *a != "--")
        .any(|a| a == "--json")
}

/// Rayon starts as many threads as `RAYON_NUM_THREADS` asks; more than the machine has
/// cores only costs (100,000 of them hang the machine), so the pool is capped at the cores.
/// The cores are counted only when the variable asks for a number (counting them reads the
/// process's cgroup files, a dozen system calls every run would pay; start-up, issue 14).
fn cap_threads() {
    let Some(asked) = std::env::var("RAYON_NUM_THREADS")
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
    else {
        return;
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if asked > cores {
        // Fails only when the pool was built already (a second run in one process).
        let _ = rayon::ThreadPoolBuilder::new()
            .num_threads(cores)
            .build_global();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `run` keeps no state between runs: the language and the outcome are each run's own.
    #[test]
    fn run_twice_in_one_process() {
        let bad = [
            "kaiser",
            "--lang",
            "de",
            "rank",
            "--variant",
            "nope",
            "--trump",
            "Rosen",
        ];
        let before = crate::i18n::lang();
        assert_eq!(run(bad), 2);
        let good = ["kaiser", "--lang", "en", "glossary", "Mugg", "--json"];
        assert_eq!(run(good), 0);
        assert_eq!(run(bad), 2);
        // The run's language stayed inside the run.
        assert_eq!(crate::i18n::lang(), before);
        assert_eq!(run(["kaiser", "--version"]), 0);
    }

    #[test]
    fn json_is_asked_before_a_double_dash() {
        let args = |v: &[&str]| v.iter().map(OsString::from).collect::<Vec<_>>();
        assert!(wants_json(&args(&["kaiser", "rank", "--json"])));
        assert!(!wants_json(&args(&["kaiser", "--json"][..1])));
        assert!(!wants_json(&args(&["kaiser", "trick", "--", "--json"])));
        assert!(!wants_json(&args(&["--json", "rank"])));
    }
}
