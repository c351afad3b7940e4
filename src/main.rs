//! The `kaiser` binary: parse the arguments, run the library, map errors to exit codes
//! (0 ok, 2 bad input or usage, 1 anything else; 130 after Ctrl-C).

use std::io::ErrorKind;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set by the Ctrl-C handler.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

fn main() -> ExitCode {
    let cli = match kaiser::cli::help::parse(std::env::args_os().collect()) {
        Ok(cli) => cli,
        Err(e) => {
            // clap prints help/version to stdout (exit 0) and usage errors to stderr (exit 2).
            match kaiser::cli::help::german_error(&e) {
                Some(text) => eprint!("{text}"),
                None => {
                    let _ = e.print();
                }
            }
            return ExitCode::from(e.exit_code() as u8);
        }
    };
    // Ctrl-C in a menu: dialoguer hides the cursor while it draws; give it back. Progress is
    // saved after every step (atomically), so leaving here loses at most the open question.
    let _ = ctrlc::set_handler(|| {
        INTERRUPTED.store(true, Ordering::SeqCst);
        let term = console::Term::stdout();
        if term.is_term() {
            let _ = term.show_cursor();
            eprintln!();
        }
        std::process::exit(130);
    });
    let mut stdout = std::io::stdout().lock();
    let result = kaiser::cli::run(cli, &mut stdout);
    // Ctrl-C also ends a pipe that feeds us; the end of input may win the race against the
    // handler, but the exit code still says "interrupted".
    if INTERRUPTED.load(Ordering::SeqCst) {
        return ExitCode::from(130);
    }
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        // In a terminal menu the terminal is raw, so Ctrl-C arrives as a key, not a signal:
        // the menu ends with an "interrupted" error. Same exit as the handler's.
        Err(e) if is_interrupted(&e) => {
            let term = console::Term::stdout();
            if term.is_term() {
                let _ = term.show_cursor();
                eprintln!();
            }
            ExitCode::from(130)
        }
        Err(e) => {
            // The program name stays; "error:" is in the language of the run, like clap's
            // own usage errors.
            eprintln!(
                "{} {}",
                kaiser::t!("cli-error-prefix"),
                kaiser::text::error::chain(kaiser::i18n::lang(), &e)
            );
            ExitCode::from(kaiser::cli::exit_code(&e) as u8)
        }
    }
}

/// `kaiser ... | head` closes the pipe early: that is not an error.
fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == ErrorKind::BrokenPipe)
    })
}

/// A read that Ctrl-C interrupted (the terminal menus see the signal as an I/O error).
fn is_interrupted(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == ErrorKind::Interrupted)
    })
}
