//! One run of kaiser, from the arguments to the exit code: parse (clap, in the user's
//! language), handle Ctrl-C, run the command, and say what failed. `main` only calls [`run`];
//! tests may call it as often as they like in one process.

use crate::error::AppError;
use std::ffi::OsString;
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set by the Ctrl-C handler.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Run kaiser with `args` (the program name first, as `std::env::args_os` gives them) on the
/// process's stdout and stderr, and return the exit code: 0 ok, 2 bad input or usage, 1
/// anything else, 130 after Ctrl-C.
pub fn run<I, T>(args: I) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString>,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
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
            // clap prints help/version to stdout (exit 0) and usage errors to stderr (exit 2).
            let german = crate::cli::help::german_error(&e);
            if as_json && e.exit_code() != 0 {
                let text = german.unwrap_or_else(|| e.render().to_string());
                eprintln!("{}", crate::render::json::error("usage", text.trim_end()));
                return e.exit_code();
            }
            match german {
                Some(text) => eprint!("{text}"),
                None => {
                    let _ = e.print();
                }
            }
            return e.exit_code();
        }
    };
    on_ctrl_c();
    let result = {
        let mut stdout = std::io::stdout().lock();
        crate::cli::run(cli, &mut stdout)
    };
    // Ctrl-C also ends a pipe that feeds us; the end of input may win the race against the
    // handler, but the exit code still says "interrupted".
    if INTERRUPTED.load(Ordering::SeqCst) {
        return 130;
    }
    match result {
        Ok(()) => 0,
        Err(e) => {
            let e = AppError::from(e);
            if matches!(e, AppError::Interrupted) {
                restore_cursor();
            }
            if let Some(text) = e.message(lang) {
                if as_json {
                    eprintln!("{}", crate::render::json::error(e.kind(), &text));
                    return e.exit_code();
                }
                // The program name stays; "error:" is in the language of the run, like clap's
                // own usage errors.
                eprintln!("{} {text}", crate::t!("cli-error-prefix"));
            }
            e.exit_code()
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

/// Give the cursor back: dialoguer hides it while it draws a menu.
fn restore_cursor() {
    let term = console::Term::stdout();
    if term.is_term() {
        let _ = term.show_cursor();
        eprintln!();
    }
}

/// Ctrl-C in a menu or a long computation: restore the terminal and exit 130. Progress is
/// saved after every step (atomically), so leaving here loses at most the open question.
/// Installed once per process.
fn on_ctrl_c() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let _ = ctrlc::set_handler(|| {
            INTERRUPTED.store(true, Ordering::SeqCst);
            restore_cursor();
            std::process::exit(130);
        });
    });
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
