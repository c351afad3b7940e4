//! The adversarial suite (issue 13, items 1 to 7): each test is the regression test of one
//! hostile run that once hung, panicked, aborted or lost progress in silence, and states what
//! kaiser does now. Signals are sent only after a known prompt or output was seen, and every
//! wait is for an event (an exit, a line), with a generous bound only as a hang guard: no
//! test depends on a time window. See docs/testing.md.

use crate::util::{bare, kaiser, kaiser_at, limited, pty, pty_sized, unprivileged};
use rexpect::process::{Signal, WaitStatus};
use std::io::{Read, Write};
use std::os::fd::AsRawFd;
use std::path::Path;
use std::time::Duration;

/// The odds run of item 1: a million deals, long enough that only a signal ends it.
const LONG_ODDS: [&str; 14] = [
    "odds",
    "--variant",
    "stans",
    "--trump",
    "Rosen",
    "--hand",
    "Mugg,Jos,T3,Rosen-König,Eichel-Ass",
    "--samples",
    "1000000",
    "--seed",
    "1",
    "--color",
    "never",
    "--lang=en",
];

fn progress(home: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(home.join("progress.json")).unwrap()).unwrap()
}

/// The pseudo-terminal's modes (read through its master side).
fn termios(p: &rexpect::session::PtySession) -> libc::termios {
    let master = p.process().get_file_handle().unwrap();
    // SAFETY: tcgetattr fills a plain C struct for a descriptor this test holds open.
    unsafe {
        let mut t: libc::termios = std::mem::zeroed();
        assert_eq!(libc::tcgetattr(master.as_raw_fd(), &mut t), 0);
        t
    }
}

/// Cooked mode: whole lines and signal keys, as a shell expects the terminal back (a menu
/// turns both off; rexpect starts the terminal without echo, so echo is not asked for).
fn is_cooked(t: &libc::termios) -> bool {
    t.c_lflag & libc::ICANON != 0 && t.c_lflag & libc::ISIG != 0
}

/// Item 1: Ctrl-C ends `kaiser odds` on a terminal at once, with 130 and the cursor shown
/// (the handler once waited for the stdout lock that `main` holds for the whole run).
#[test]
fn ctrl_c_ends_odds_on_a_terminal() {
    let home = tempfile::tempdir().unwrap();
    let mut p = pty(home.path(), &LONG_ODDS);
    // The progress bar is drawn: the computation runs.
    p.exp_string("/1000000 deals").unwrap();
    p.process_mut().signal(Signal::SIGINT).unwrap();
    let rest = p.exp_eof().unwrap();
    let status = p.process().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 130)), "{status:?}");
    // The cursor is shown (a bar drawn by another thread may still come before the exit).
    assert!(rest.contains("\u{1b}[?25h"), "{rest:?}");
    assert!(is_cooked(&termios(&p)));
}

/// Item 1, piped: SIGINT at a prompt ends with 130, not 0.
#[test]
fn ctrl_c_ends_a_piped_quiz_with_130() {
    let home = tempfile::tempdir().unwrap();
    let mut child = crate::util::process(home.path(), &["quiz", "--variant", "lungern"])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = child.stdout.take().unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    while !String::from_utf8_lossy(&seen).contains("Your answer") {
        let n = out.read(&mut buf).unwrap();
        assert!(n > 0, "{}", String::from_utf8_lossy(&seen));
        seen.extend_from_slice(&buf[..n]);
    }
    // SAFETY: kill(2) on our own child.
    assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGINT) }, 0);
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130), "{status}");
}

/// Item 2: a progress file kaiser itself would write too large (pretty-printed) is written
/// compact instead, so the next run reads it back whole and sets nothing aside.
#[test]
fn a_large_progress_file_is_never_written_over_the_limit() {
    let home = tempfile::tempdir().unwrap();
    let lessons: serde_json::Map<String, serde_json::Value> = (0..9000)
        .map(|i| {
            let l = serde_json::json!({"next": 1, "done": false});
            (format!("lesson-{i:05}"), l)
        })
        .collect();
    let file = serde_json::json!({"format_version": 2, "lessons": lessons});
    std::fs::write(home.path().join("progress.json"), file.to_string()).unwrap();
    let answer = |home: &Path| {
        kaiser_at(home)
            .args([
                "quiz",
                "--variant",
                "lungern",
                "--count",
                "1",
                "--seed",
                "3",
            ])
            .write_stdin("1\n")
            .output()
            .unwrap()
    };
    for _ in 0..2 {
        let out = answer(home.path());
        assert_eq!(out.status.code(), Some(0));
        assert_eq!(String::from_utf8_lossy(&out.stderr), "");
        let size = std::fs::metadata(home.path().join("progress.json"))
            .unwrap()
            .len();
        assert!(size <= 1024 * 1024, "{size}");
    }
    let saved = progress(home.path());
    assert_eq!(saved["lessons"].as_object().unwrap().len(), 9000);
    assert_eq!(saved["quiz"]["asked"], 2);
}

/// Item 2: a file of a newer format is refused (exit 1), never overwritten or moved.
#[test]
fn a_newer_progress_file_is_refused_and_left_alone() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("progress.json");
    let newer = r#"{"format_version": 7, "lessons": {"x": {"next": 3}}}"#;
    std::fs::write(&file, newer).unwrap();
    let out = kaiser_at(home.path())
        .args(["quiz", "--variant", "lungern", "--count", "1"])
        .write_stdin("1\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "");
    let shown = home.path().display();
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "kaiser: error: the progress file {shown}/progress.json was written by a newer kaiser (format_version 7; this one reads 5); it is left as \
             it is. Use the newer kaiser, or move the file away to start afresh\n"
        )
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), newer);
    assert_eq!(
        std::fs::read_dir(home.path()).unwrap().count(),
        2,
        "and the lock"
    );
}

/// Item 2: a file spoilt while a session runs is set aside at the save, and said so on
/// stderr with the backup's name and what it held.
#[test]
fn a_file_spoilt_during_a_session_is_reported_at_the_save() {
    let home = tempfile::tempdir().unwrap();
    let mut child = crate::util::process(
        home.path(),
        &[
            "quiz",
            "--variant",
            "lungern",
            "--count",
            "2",
            "--seed",
            "3",
        ],
    )
    .stdout(std::process::Stdio::piped())
    .stderr(std::process::Stdio::piped())
    .spawn()
    .unwrap();
    let mut out = child.stdout.take().unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    while !String::from_utf8_lossy(&seen).contains("Your answer") {
        let n = out.read(&mut buf).unwrap();
        assert!(n > 0, "{}", String::from_utf8_lossy(&seen));
        seen.extend_from_slice(&buf[..n]);
    }
    std::fs::write(home.path().join("progress.json"), "{ spoilt").unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"1\n").unwrap();
    drop(stdin);
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    out.read_to_end(&mut seen).unwrap();
    assert_eq!(child.wait().unwrap().code(), Some(0));
    let backups: Vec<String> = std::fs::read_dir(home.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("progress.corrupt-"))
        .collect();
    assert_eq!(backups.len(), 1, "{backups:?}");
    let shown = home.path().display();
    assert!(
        err.starts_with(&format!(
            "kaiser: warning: the progress file {shown}/progress.json could not be used: it is \
             not valid JSON ("
        )),
        "{err}"
    );
    assert!(
        err.ends_with(&format!(
            "It is kept as {shown}/{} (it held 8 bytes); starting with fresh progress.\n",
            backups[0]
        )),
        "{err}"
    );
    assert_eq!(progress(home.path())["quiz"]["asked"], 1);
}

/// Item 2: a symlinked progress file stays a link, and fields kaiser does not know survive.
#[test]
fn a_linked_progress_file_stays_a_link_and_keeps_unknown_fields() {
    let home = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let real = elsewhere.path().join("kaiser-progress.json");
    std::fs::write(
        &real,
        r#"{"format_version": 2, "synced_by": "dotfiles", "quiz": {"right": 1, "asked": 1}}"#,
    )
    .unwrap();
    let link = home.path().join("progress.json");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    kaiser_at(home.path())
        .args([
            "quiz",
            "--variant",
            "lungern",
            "--count",
            "1",
            "--seed",
            "3",
        ])
        .write_stdin("1\n")
        .assert()
        .success()
        .stderr("");
    assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&real).unwrap()).unwrap();
    assert_eq!(saved["quiz"]["asked"], 2);
    assert_eq!(saved["synced_by"], "dotfiles");
}

/// Item 3: an answer without a newline (`< /dev/zero`) is read with a bound: memory stays
/// small (the run is limited to 1 GiB of address space) and the lesson ends cleanly.
#[test]
fn endless_input_without_a_newline_is_read_with_a_bound() {
    let home = tempfile::tempdir().unwrap();
    let out = limited(
        home.path(),
        &["learn", "--variant", "lungern", "stecher"],
        1 << 20,
    )
    .stdin(std::fs::File::open("/dev/zero").unwrap())
    .output()
    .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.ends_with("Progress saved; `kaiser learn stecher` goes on from here.\n"),
        "{text}"
    );
}

/// `learn`'s plain prompt for a lesson is shown; `quit` there ends the run with exit 0.
fn quit_at_the_plain_prompt(p: &mut crate::util::Pty) {
    p.exp_string("Lesson (number or id; Enter = ").unwrap();
    p.send_line("quit").unwrap();
    p.exp_eof().unwrap();
    let status = p.process().wait().unwrap();
    assert!(matches!(status, WaitStatus::Exited(_, 0)), "{status:?}");
}

/// Item 4: a terminal of 2 rows gets a plain prompt, not dialoguer's menu (it panicked).
#[test]
fn a_terminal_of_two_rows_gets_a_plain_prompt() {
    let home = tempfile::tempdir().unwrap();
    let mut p = pty_sized(
        home.path(),
        &["--color", "never", "learn", "--variant", "lungern"],
        80,
        2,
    );
    quit_at_the_plain_prompt(&mut p);
}

/// Item 4: a terminal resized to 2 rows while a menu is open: the menu gives way to a
/// plain prompt at the next key (dialoguer's paging panicked there).
#[test]
fn a_terminal_shrunk_under_a_menu_gets_a_plain_prompt() {
    let home = tempfile::tempdir().unwrap();
    let mut p = pty_sized(
        home.path(),
        &["--color", "never", "learn", "--variant", "lungern"],
        80,
        24,
    );
    p.exp_string("Quit").unwrap();
    let master = p.process().get_file_handle().unwrap();
    let size = libc::winsize {
        ws_row: 2,
        ws_col: 80,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    // SAFETY: TIOCSWINSZ with a winsize for a descriptor this test holds open.
    assert_eq!(
        unsafe { libc::ioctl(master.as_raw_fd(), libc::TIOCSWINSZ, &size) },
        0
    );
    // A key makes the menu look at the size again.
    p.send("\u{1b}[B").unwrap();
    p.flush().unwrap();
    quit_at_the_plain_prompt(&mut p);
}

/// Item 4: an error that cannot be written to stderr does not panic; the exit code stays.
#[test]
fn an_unwritable_stderr_keeps_the_exit_code() {
    let full = || std::fs::OpenOptions::new().write(true).open("/dev/full");
    let status = bare()
        .args(["rank", "--variant", "nope", "--trump", "Rosen"])
        .stderr(full().unwrap())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(2));
    let status = bare()
        .args([
            "rank",
            "--variant",
            "nope",
            "--trump",
            "Rosen",
            "--lang",
            "de",
        ])
        .stderr(full().unwrap())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(2));
}

/// Item 5: SIGTERM, SIGHUP and SIGQUIT at a menu give the terminal back (cooked mode, the
/// cursor shown) and exit 128 + the signal, with the progress as it was.
#[test]
fn signals_at_a_menu_restore_the_terminal() {
    let home = tempfile::tempdir().unwrap();
    kaiser_at(home.path())
        .args(["learn", "--variant", "lungern"])
        .write_stdin("quit\n")
        .assert()
        .success();
    let before = progress(home.path());
    assert_eq!(before["village"], "lungern");
    for (signal, code) in [
        (Signal::SIGTERM, 143),
        (Signal::SIGHUP, 129),
        (Signal::SIGQUIT, 131),
    ] {
        let mut p = pty(home.path(), &["--color", "never", "learn"]);
        p.exp_string("Your game: ").unwrap();
        // The menu is up: dialoguer has hidden the cursor and the terminal is raw.
        p.exp_string("Quit").unwrap();
        p.process_mut().signal(signal).unwrap();
        let rest = p.exp_eof().unwrap();
        let status = p.process().wait().unwrap();
        assert!(
            matches!(status, WaitStatus::Exited(_, c) if c == code),
            "{signal}: {status:?}"
        );
        assert!(rest.contains("\u{1b}[?25h"), "{signal}: {rest:?}");
        assert!(is_cooked(&termios(&p)), "{signal}");
        assert_eq!(progress(home.path()), before, "{signal}");
    }
}

/// Item 6: Karnöffel has no gehen: it is not offered, and typed it is no action (the game
/// goes on; it once ended with exit 1).
#[test]
fn karnoeffel_offers_no_gehen() {
    let out = kaiser()
        .args(["play", "--variant", "karnoeffel", "--seed", "1"])
        .write_stdin("gehen\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    insta::assert_snapshot!(
        "karnoeffel_gehen",
        String::from_utf8_lossy(&out.stdout).to_string()
    );
}

/// Item 7: a `progress.lock` held elsewhere is waited for with a message, then given up
/// with exit 1 (the bound is set by `KAISER_LOCK_WAIT_MS`, meant for tests).
#[test]
fn a_held_lock_is_waited_for_and_given_up() {
    let home = tempfile::tempdir().unwrap();
    let lock = std::fs::File::create(home.path().join("progress.lock")).unwrap();
    lock.lock().unwrap();
    let out = kaiser_at(home.path())
        .env("KAISER_LOCK_WAIT_MS", "200")
        .args(["quiz", "--variant", "lungern"])
        .timeout(Duration::from_secs(120))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let path = home.path().join("progress.lock");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "kaiser: warning: another kaiser holds {p}; waiting up to 0.2 s for it\n\
             kaiser: error: another kaiser held {p} for 0.2 s; giving up (if no other kaiser \
             runs, delete that file)\n",
            p = path.display()
        )
    );
    drop(lock);
}

/// Item 7: a data directory that cannot be written is named before anything is asked.
#[test]
fn a_read_only_data_directory_is_named() {
    let top = tempfile::tempdir().unwrap();
    let home = top.path().join("ro");
    std::fs::create_dir(&home).unwrap();
    // Everything a session needs but a place to write: a lock and a progress file.
    std::fs::write(home.join("progress.lock"), "").unwrap();
    std::fs::write(home.join("progress.json"), r#"{"format_version": 2}"#).unwrap();
    use std::os::unix::fs::PermissionsExt;
    for (path, mode) in [
        (top.path().to_path_buf(), 0o755),
        (home.join("progress.lock"), 0o666),
        (home.join("progress.json"), 0o666),
        (home.clone(), 0o555),
    ] {
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).unwrap();
    }
    let out = unprivileged(&home, &["quiz", "--variant", "lungern"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "");
    let shown = home.display();
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "kaiser: error: the progress directory {shown} (KAISER_HOME) cannot be used; set \
             KAISER_HOME to a directory you can write: cannot write in {shown}: permission \
             denied\n"
        )
    );
}

/// Item 7: `RAYON_NUM_THREADS=100000` is capped at the cores (it hung).
#[test]
fn a_huge_thread_count_is_capped() {
    let mut args = LONG_ODDS.to_vec();
    args[8] = "20";
    let out = kaiser()
        .env("RAYON_NUM_THREADS", "100000")
        .args(&args)
        .timeout(Duration::from_secs(120))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Your party makes its tricks in 95.0% of 20 random deals"),
        "{text}"
    );
}

/// Item 7: help and version that cannot be written end with exit 1 and a message.
#[test]
fn help_and_version_report_a_write_failure() {
    for args in [
        &["--help"][..],
        &["--version"],
        &["help"],
        &["help", "odds"],
    ] {
        let out = bare()
            .args(args)
            .stdout(
                std::fs::OpenOptions::new()
                    .write(true)
                    .open("/dev/full")
                    .unwrap(),
            )
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            "kaiser: error: writing the output: No space left on device (os error 28)\n",
            "{args:?}"
        );
    }
}

/// Item 7: broken entries of a `--content` directory are reported, not skipped.
#[test]
fn broken_content_entries_are_reported() {
    let dir = tempfile::tempdir().unwrap();
    let lessons = dir.path().join("lessons");
    std::fs::create_dir_all(lessons.join("folder.yaml")).unwrap();
    std::os::unix::fs::symlink(dir.path().join("gone.yaml"), lessons.join("link.yaml")).unwrap();
    let out = kaiser()
        .args(["lessons", "--content"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let l = lessons.display();
    let gone = dir.path().join("gone.yaml");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!("{l}/folder.yaml: is a directory, not a YAML file")),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "{l}/link.yaml: is a link to {}, which does not exist",
            gone.display()
        )),
        "{err}"
    );
}

/// Item 7: a `--content` directory has a bound on its number of files (and their size).
#[test]
fn a_content_directory_has_bounds() {
    let dir = tempfile::tempdir().unwrap();
    let lessons = dir.path().join("lessons");
    std::fs::create_dir(&lessons).unwrap();
    for i in 0..501 {
        std::fs::write(lessons.join(format!("l{i}.yaml")), "").unwrap();
    }
    let out = kaiser()
        .args(["lessons", "--content"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "kaiser: error: --content {}: 501 files in lessons/ and scenarios/, more than the \
             500 a content directory may hold\n",
            dir.path().display()
        )
    );
    // Few files, too many bytes: 40 files of 250 KiB.
    let dir = tempfile::tempdir().unwrap();
    let lessons = dir.path().join("lessons");
    std::fs::create_dir(&lessons).unwrap();
    let big = format!("# {}\n", "x".repeat(250 * 1024));
    for i in 0..40 {
        std::fs::write(lessons.join(format!("l{i}.yaml")), &big).unwrap();
    }
    let out = kaiser()
        .args(["lessons", "--content"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.ends_with("more than the 8388608 a content directory may hold\n"),
        "{err}"
    );
}
