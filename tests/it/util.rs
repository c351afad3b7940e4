//! The one way the tests start the `kaiser` binary: [`kaiser`] for a piped run (assert_cmd),
//! [`transcript`] and [`transcript_of`] for a run as one text to snapshot,
//! [`process`] for a test that manages the child itself, [`pty`] for a pseudo-terminal
//! (rexpect), [`pty_sized`] for one of a given size, [`limited`] with a memory bound,
//! [`unprivileged`] as a user that file modes bind. All start from the same cleared
//! environment ([`clear_env`]), so the
//! developer's locale, colour settings or `KAISER_*` variables change no test.

use std::ffi::OsStr;
use std::ops::{Deref, DerefMut};
use std::path::Path;
use std::time::Duration;

/// Failsafe against a hung binary (not a time window: every run ends long before it, even
/// `kaiser check` of every puzzle in a debug build on a loaded machine).
const HANG_GUARD: Duration = Duration::from_secs(1200);

/// Failsafe of every pseudo-terminal expectation, in milliseconds.
pub const PTY_TIMEOUT_MS: u64 = 30_000;

/// Whether the tests' environment drops the variable `name` before starting `kaiser`.
///
/// Dropped: the locale (`LANG`, `LANGUAGE`, every `LC_*`), every `KAISER_*`, the colour
/// switches (`NO_COLOR`, `CLICOLOR`, `CLICOLOR_FORCE`), and the terminal's description
/// (`TERM`, `COLUMNS`, `LINES`: clap reads `COLUMNS` to wrap `--help` when stdout is no
/// terminal). A piped run therefore has no terminal and no colours by itself; [`pty`] sets
/// `TERM=xterm` on purpose.
pub fn is_cleared(name: &OsStr) -> bool {
    let name = name.to_string_lossy();
    matches!(
        name.as_ref(),
        "LANG"
            | "LANGUAGE"
            | "NO_COLOR"
            | "CLICOLOR"
            | "CLICOLOR_FORCE"
            | "TERM"
            | "COLUMNS"
            | "LINES"
    ) || name.starts_with("LC_")
        || name.starts_with("KAISER_")
}

/// Remove every variable of [`is_cleared`] from `cmd`'s environment (those set in this
/// process, and the well-known ones in any case).
pub fn clear_env(cmd: &mut std::process::Command) {
    for (name, _) in std::env::vars_os() {
        if is_cleared(&name) {
            cmd.env_remove(name);
        }
    }
    for name in [
        "LANG",
        "LANGUAGE",
        "LC_ALL",
        "LC_MESSAGES",
        "LC_CTYPE",
        "KAISER_HOME",
        "KAISER_VARIANT",
        "KAISER_CONTENT",
        "KAISER_LANG",
        "NO_COLOR",
        "CLICOLOR",
        "CLICOLOR_FORCE",
        "TERM",
        "COLUMNS",
        "LINES",
    ] {
        cmd.env_remove(name);
    }
}

/// The `kaiser` binary with a cleared environment ([`clear_env`]) and nothing else set.
pub fn bare() -> std::process::Command {
    let mut cmd = std::process::Command::new(assert_cmd::cargo::cargo_bin("kaiser"));
    clear_env(&mut cmd);
    cmd
}

/// A piped `kaiser` run: assert_cmd's `Command` (reached through `Deref`) with a cleared
/// environment and `KAISER_HOME` in a fresh temporary directory that lives as long as this
/// value. A test that needs its own home sets `KAISER_HOME` itself.
pub struct Kaiser {
    cmd: assert_cmd::Command,
    /// The fresh `KAISER_HOME`, removed when the run is dropped.
    _home: tempfile::TempDir,
}

impl Deref for Kaiser {
    type Target = assert_cmd::Command;
    fn deref(&self) -> &Self::Target {
        &self.cmd
    }
}

impl DerefMut for Kaiser {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.cmd
    }
}

/// `kaiser` as every CLI test runs it: see [`Kaiser`].
pub fn kaiser() -> Kaiser {
    let home = tempfile::tempdir().unwrap();
    let mut std_cmd = bare();
    std_cmd.env("KAISER_HOME", home.path());
    let mut cmd = assert_cmd::Command::from_std(std_cmd);
    cmd.timeout(HANG_GUARD);
    Kaiser { cmd, _home: home }
}

/// `kaiser args...` with `input` typed and then end of input: checks that it succeeded (the
/// standard error in the message if not) and returns its whole standard output.
pub fn run(args: &[&str], input: &str) -> String {
    succeed(kaiser().args(args), input)
}

/// Runs `cmd` with `input` typed and then end of input: checks that it succeeded (the
/// standard error in the message if not) and returns its whole standard output.
pub fn succeed(cmd: &mut assert_cmd::Command, input: &str) -> String {
    let out = cmd.write_stdin(input.to_string()).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// A run's standard output as text (it must be UTF-8).
pub fn stdout(out: &std::process::Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// A run's standard error as text (it must be UTF-8).
pub fn stderr(out: &std::process::Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

/// A finished run as one text for a snapshot: `$ kaiser ARGS`, the exit code, the whole
/// standard output and the whole standard error. A panic's message fails the test.
pub fn transcript(args: &[&str], out: &std::process::Output) -> String {
    let code = out.status.code().expect("exited, not killed");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "panic: {stderr}");
    format!(
        "$ kaiser {}\nexit: {code}\n--- stdout\n{}--- stderr\n{stderr}",
        args.join(" "),
        String::from_utf8_lossy(&out.stdout)
    )
}

/// `kaiser args...` piped (a fresh home, no input) with the variables `env` set on the
/// cleared environment: its [`transcript`].
pub fn transcript_of(args: &[&str], env: &[(&str, &str)]) -> String {
    let mut cmd = kaiser();
    cmd.args(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    transcript(args, &cmd.output().unwrap())
}

/// `kaiser` with its home in `home` (a test that keeps progress between runs).
pub fn kaiser_at(home: &Path) -> Kaiser {
    let mut cmd = kaiser();
    cmd.env("KAISER_HOME", home);
    cmd
}

/// `kaiser args...` as a plain child process for a test that manages it (signals, several
/// at once): cleared environment, home in `home`, stdin piped, stdout and stderr discarded
/// (a test that reads them sets its own).
pub fn process(home: &Path, args: &[&str]) -> std::process::Command {
    let mut cmd = bare();
    cmd.args(args)
        .env("KAISER_HOME", home)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
    cmd
}

/// A pseudo-terminal session (rexpect's, reached through `Deref`) whose [`Pty::exp_string`]
/// sees the awaited text as soon as it is written. rexpect's own sleeps 100 ms whenever the
/// text is not there yet, which is after nearly every key a test sends: a test that walks
/// every scenario in both languages spent a minute asleep.
pub struct Pty(rexpect::session::PtySession);

impl Deref for Pty {
    type Target = rexpect::session::PtySession;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl DerefMut for Pty {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0
    }
}

impl Pty {
    /// Read until `needle` has been written; the text before it (rexpect's `exp_string`).
    /// Waits for the output, not for a span of time: between reads that find nothing new it
    /// yields for a millisecond; [`PTY_TIMEOUT_MS`] is the failsafe against a hang (also
    /// when the output ended without `needle`).
    pub fn exp_string(&mut self, needle: &str) -> Result<String, rexpect::error::Error> {
        let start = std::time::Instant::now();
        let timeout = Duration::from_millis(PTY_TIMEOUT_MS);
        let mut got = String::new();
        loop {
            while let Some(c) = self.0.try_read() {
                got.push(c);
                if got.ends_with(needle) {
                    got.truncate(got.len() - needle.len());
                    return Ok(got);
                }
            }
            if start.elapsed() > timeout {
                return Err(rexpect::error::Error::Timeout {
                    expected: needle.to_string(),
                    got,
                    timeout,
                });
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

/// `kaiser args...` in a pseudo-terminal: cleared environment, `TERM=xterm`, home in
/// `home`. Each expectation fails after [`PTY_TIMEOUT_MS`], a failsafe against a hang.
pub fn pty(home: &Path, args: &[&str]) -> Pty {
    pty_with(home, args, &[])
}

/// [`pty`] with environment variables set (`KAISER_PROGRESS_AFTER_MS=0` for a test that
/// wants a progress indicator without waiting for it).
pub fn pty_with(home: &Path, args: &[&str], env: &[(&str, &str)]) -> Pty {
    let mut cmd = bare();
    cmd.args(args).env("KAISER_HOME", home).env("TERM", "xterm");
    for (k, v) in env {
        cmd.env(k, v);
    }
    Pty(rexpect::session::spawn_command(cmd, Some(PTY_TIMEOUT_MS)).unwrap())
}

/// `kaiser args...` in a pseudo-terminal of `cols` x `rows` (set with `stty` by `sh` before
/// it runs `kaiser`, so the size is there from the first line on); otherwise as [`pty`].
pub fn pty_sized(home: &Path, args: &[&str], cols: u16, rows: u16) -> Pty {
    pty_sized_env(home, args, cols, rows, &[])
}

/// [`pty_sized`] with variables set on top of the cleared environment (`KAISER_NOW`).
pub fn pty_sized_env(
    home: &Path,
    args: &[&str],
    cols: u16,
    rows: u16,
    env: &[(&str, &str)],
) -> Pty {
    let mut cmd = std::process::Command::new("sh");
    clear_env(&mut cmd);
    cmd.envs(env.iter().copied());
    let script = format!("stty cols {cols} rows {rows} && exec \"$0\" \"$@\"");
    cmd.arg("-c")
        .arg(script)
        .arg(assert_cmd::cargo::cargo_bin("kaiser"))
        .args(args)
        .env("KAISER_HOME", home)
        .env("TERM", "xterm");
    Pty(rexpect::session::spawn_command(cmd, Some(PTY_TIMEOUT_MS)).unwrap())
}

/// `kaiser args...` limited to `kib` KiB of address space (`ulimit -v`, set by `sh` before
/// it runs `kaiser`), so a run that would grow without bound fails instead of taking the
/// machine; cleared environment, home in `home`.
pub fn limited(home: &Path, args: &[&str], kib: u64) -> std::process::Command {
    let mut cmd = std::process::Command::new("sh");
    clear_env(&mut cmd);
    cmd.arg("-c")
        .arg(format!("ulimit -v {kib} && exec \"$0\" \"$@\""))
        .arg(assert_cmd::cargo::cargo_bin("kaiser"))
        .args(args)
        .env("KAISER_HOME", home);
    cmd
}

/// `kaiser args...` as a user without privileges, so that file modes hold (root writes
/// into a read-only directory): as `nobody` through `setpriv` when the tests run as root,
/// as it is otherwise. Cleared environment, home in `home`.
pub fn unprivileged(home: &Path, args: &[&str]) -> std::process::Command {
    // SAFETY: geteuid has no preconditions.
    let root = unsafe { libc::geteuid() } == 0;
    let mut cmd = if root {
        let mut cmd = std::process::Command::new("setpriv");
        cmd.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(assert_cmd::cargo::cargo_bin("kaiser"));
        cmd
    } else {
        std::process::Command::new(assert_cmd::cargo::cargo_bin("kaiser"))
    };
    clear_env(&mut cmd);
    cmd.args(args).env("KAISER_HOME", home);
    cmd
}

#[test]
fn the_environment_is_cleared() {
    for name in [
        "LANG",
        "LANGUAGE",
        "LC_ALL",
        "LC_NUMERIC",
        "KAISER_VARIANT",
        "KAISER_ANYTHING",
        "NO_COLOR",
        "CLICOLOR_FORCE",
        "COLUMNS",
    ] {
        assert!(is_cleared(OsStr::new(name)), "{name}");
    }
    for name in ["PATH", "HOME", "LANGUAGES_SPOKEN", "XLC_ALL"] {
        assert!(!is_cleared(OsStr::new(name)), "{name}");
    }
    let cmd = bare();
    let set: Vec<_> = cmd.get_envs().filter(|(_, v)| v.is_some()).collect();
    assert!(set.is_empty(), "{set:?}");
    let removed: Vec<_> = cmd
        .get_envs()
        .filter(|(_, v)| v.is_none())
        .map(|(k, _)| k.to_owned())
        .collect();
    for name in ["LANG", "LC_ALL", "KAISER_VARIANT", "NO_COLOR", "TERM"] {
        assert!(removed.iter().any(|k| k == name), "{name} in {removed:?}");
    }
}
