//! Signals at the edge of a run: SIGINT (Ctrl-C), SIGTERM, SIGHUP and SIGQUIT end kaiser at
//! once, from any state (a menu, a long computation, a blocked write), with the terminal
//! given back as it was found and the exit code 128 + the signal (130 for Ctrl-C).
//!
//! The handler runs in the signal's own context and does only what is safe there: it puts
//! back the terminal modes saved when the run began (`tcsetattr`, so a menu's raw mode
//! ends), shows the cursor (dialoguer and the progress bars hide it) by writing straight to
//! the file descriptor, never through Rust's `stdout`, whose lock `main` holds for the whole
//! run, and leaves with `_exit`. Progress is saved atomically after every step (see
//! [`crate::tutor::progress`]), so leaving here loses at most the open question.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// The signals handled, each ending the run with 128 + its number.
const SIGNALS: [libc::c_int; 4] = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP, libc::SIGQUIT];

/// The terminal's modes when the run began (stdin a terminal), put back by the handler.
static SAVED: OnceLock<libc::termios> = OnceLock::new();

/// Whether stdout (1) or stderr (2) is a terminal: where the cursor is shown again.
static STDOUT_TTY: AtomicBool = AtomicBool::new(false);
static STDERR_TTY: AtomicBool = AtomicBool::new(false);

/// Save the terminal's modes and install the handlers. Once per process; later calls (a
/// second run in one process) change nothing.
pub fn install() {
    static DONE: OnceLock<()> = OnceLock::new();
    DONE.get_or_init(|| {
        // SAFETY: isatty and tcgetattr only read the descriptor's state; `t` is a plain C
        // struct that tcgetattr fills (it is only kept when the call succeeded).
        unsafe {
            if libc::isatty(0) == 1 {
                let mut t: libc::termios = std::mem::zeroed();
                if libc::tcgetattr(0, &mut t) == 0 {
                    let _ = SAVED.set(t);
                }
            }
            STDOUT_TTY.store(libc::isatty(1) == 1, Ordering::SeqCst);
            STDERR_TTY.store(libc::isatty(2) == 1, Ordering::SeqCst);
            for sig in SIGNALS {
                let mut action: libc::sigaction = std::mem::zeroed();
                action.sa_sigaction = handler as extern "C" fn(libc::c_int) as usize;
                libc::sigemptyset(&mut action.sa_mask);
                action.sa_flags = libc::SA_RESTART;
                libc::sigaction(sig, &action, std::ptr::null_mut());
            }
        }
    });
}

/// Write `bytes` to the descriptor `fd`, ignoring failures (async-signal-safe).
fn raw_write(fd: libc::c_int, bytes: &[u8]) {
    // SAFETY: write(2) with a valid buffer and its length; errors are ignored.
    unsafe {
        libc::write(fd, bytes.as_ptr().cast(), bytes.len());
    }
}

/// Give the terminal back: its saved modes, the cursor shown, a fresh line for the shell.
/// Async-signal-safe: no lock, no allocation. Only the terminal's foreground job may touch
/// it: a kaiser in the background (`&`) that tried would be stopped by SIGTTOU instead of
/// ending.
pub fn restore_terminal() {
    // SAFETY: tcgetpgrp and getpgrp only read (both async-signal-safe).
    let foreground = |fd| unsafe { libc::tcgetpgrp(fd) == libc::getpgrp() };
    if let Some(t) = SAVED.get().filter(|_| foreground(0)) {
        // SAFETY: tcsetattr with the modes tcgetattr gave for the same descriptor.
        unsafe {
            libc::tcsetattr(0, libc::TCSANOW, t);
        }
    }
    let show = b"\x1b[?25h";
    let out = STDOUT_TTY.load(Ordering::SeqCst) && foreground(1);
    let err = STDERR_TTY.load(Ordering::SeqCst) && foreground(2);
    if out {
        raw_write(1, show);
    } else if err {
        raw_write(2, show);
    }
    if err {
        raw_write(2, b"\n");
    }
}

/// The handler: restore the terminal and leave with 128 + the signal.
extern "C" fn handler(sig: libc::c_int) {
    restore_terminal();
    // SAFETY: _exit is async-signal-safe; nothing after it runs.
    unsafe { libc::_exit(128 + sig) }
}
