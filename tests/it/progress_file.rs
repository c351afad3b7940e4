//! The progress file through the real binary: saved at end of input and resumed, shown,
//! reset (asked first, by number, in German on a terminal), a corrupt file kept aside, a
//! kill -9 in the middle of saves, two sessions at once, and Ctrl-C while reading a pipe.

use crate::learn::{progress, script};
use crate::util::{kaiser_at as kaiser, process as kaiser_process, pty, stderr, stdout};
use kaiser::lessons::Content;
use std::path::Path;

#[test]
fn end_of_input_saves_and_a_second_run_resumes() {
    let content = Content::embedded().unwrap();
    let lesson = content.lesson("throner").unwrap();
    let answers: Vec<String> = lesson
        .all_steps()
        .filter(|s| s.is_question())
        .map(|s| s.answer_line())
        .collect();
    let home = tempfile::tempdir().unwrap();
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern", "throner"])
        .write_stdin(format!("{}\n", answers[0]))
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(stdout(&out).ends_with("Progress saved; `kaiser learn throner` goes on from here.\n"));
    let next = progress(home.path())["lessons"]["throner"]["next"]
        .as_u64()
        .unwrap() as usize;
    let second_question = lesson
        .all_steps()
        .enumerate()
        .filter(|(_, s)| s.is_question())
        .nth(1)
        .unwrap()
        .0;
    assert_eq!(next, second_question, "saved at the unanswered question");
    // The menu suggests the unfinished lesson; Enter takes it, and it goes on where it stopped.
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern"])
        .write_stdin(format!("\n{}\n", answers[1..].join("\n")))
        .output()
        .unwrap();
    let text = stdout(&out);
    assert!(text.contains("Enter = throner"), "{text}");
    assert!(
        text.contains(&format!(
            "Going on where you left off: {}.",
            kaiser::tutor::runner::place(lesson, next, kaiser::lessons::Lang::En)
        )),
        "{text}"
    );
    assert!(text.contains("Lesson done"), "{text}");
    assert_eq!(progress(home.path())["lessons"]["throner"]["done"], true);
}

#[test]
fn progress_reset_asks_first() {
    let home = tempfile::tempdir().unwrap();
    let content = Content::embedded().unwrap();
    kaiser(home.path())
        .args(["learn", "--variant", "lungern", "cards"])
        .write_stdin(script(content.lesson("cards").unwrap()))
        .assert()
        .success();
    // No (and end of input) deletes nothing.
    for answer in ["n\n", ""] {
        kaiser(home.path())
            .args(["progress", "reset", "cards"])
            .write_stdin(answer)
            .assert()
            .success()
            .stdout(format!(
                "Delete the progress of cards? [y/N] {}\nNothing deleted.\n",
                answer.trim()
            ));
        assert_eq!(progress(home.path())["lessons"]["cards"]["done"], true);
    }
    kaiser(home.path())
        .args(["progress", "reset", "cards"])
        .write_stdin("y\n")
        .assert()
        .success()
        .stdout("Delete the progress of cards? [y/N] y\nDeleted.\n");
    assert!(progress(home.path())["lessons"].get("cards").is_none());
    kaiser(home.path())
        .args(["progress", "reset", "--yes"])
        .assert()
        .success()
        .stdout("Deleted.\n");
    kaiser(home.path())
        .args(["progress", "reset", "stecherr"])
        .assert()
        .code(2)
        .stderr("kaiser: error: no lesson or scenario 'stecherr'; did you mean stecher?\n");
}

#[test]
fn a_corrupt_progress_file_is_kept_aside_and_replaced() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(
        home.path().join("progress.json"),
        "{\"format_version\": 1, \"lessons\": 7",
    )
    .unwrap();
    let out = kaiser(home.path()).arg("lessons").output().unwrap();
    assert!(out.status.success());
    let err = stderr(&out);
    assert!(
        err.starts_with("kaiser: warning: the progress file "),
        "{err}"
    );
    assert!(err.contains("is not valid JSON"), "{err}");
    let backups: Vec<String> = std::fs::read_dir(home.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("progress.corrupt-"))
        .collect();
    assert_eq!(backups.len(), 1);
    assert!(
        err.contains(&backups[0]),
        "the notice names the backup: {err}"
    );
    // A newer format is refused (exit 1): never overwritten, never moved (issue 13).
    std::fs::write(home.path().join("progress.json"), "{\"format_version\": 6}").unwrap();
    let content = Content::embedded().unwrap();
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern", "cards"])
        .write_stdin(script(content.lesson("cards").unwrap()))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("written by a newer kaiser (format_version 6"));
    assert_eq!(progress(home.path())["format_version"], 6);
    assert!(!std::fs::read_dir(home.path()).unwrap().any(|e| {
        e.unwrap()
            .file_name()
            .to_string_lossy()
            .starts_with("progress.newer-")
    }));
}

#[test]
fn progress_show_names_the_file() {
    let home = tempfile::tempdir().unwrap();
    kaiser(home.path())
        .arg("progress")
        .assert()
        .success()
        .stdout(format!(
            "{}\nYour game: not chosen yet (`kaiser learn` asks).\n\
             lessons: 0 begun, 0 done · scenarios: 0 played · quiz: 0 of 0 right\n",
            home.path().join("progress.json").display()
        ));
}

/// Poll `home/progress.json` until `done` holds for the answers of the quiz it counts (0
/// while there is no file), and give that count. Each read must be a whole file: a save is
/// the state before it or after it, never half of one. Not a time window: it waits for the
/// event; the 60 s cap is only a failsafe against a run that never saves.
#[cfg(unix)]
fn wait_for_quiz_saves(
    home: &Path,
    child: &mut std::process::Child,
    done: impl Fn(u64) -> bool,
) -> u64 {
    let failsafe = std::time::Instant::now() + std::time::Duration::from_secs(60);
    loop {
        let asked = match std::fs::read_to_string(home.join("progress.json")) {
            Ok(text) => {
                let p: serde_json::Value = serde_json::from_str(&text)
                    .unwrap_or_else(|e| panic!("half a save ({e}): {text:?}"));
                assert_eq!(p["format_version"], 5, "{text}");
                p["quiz"]["asked"].as_u64().unwrap_or(0)
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => 0,
            Err(e) => panic!("progress.json: {e}"),
        };
        if done(asked) {
            return asked;
        }
        if let Some(status) = child.try_wait().unwrap() {
            panic!("the quiz ended ({status}) before {asked} answers were followed by more");
        }
        if std::time::Instant::now() > failsafe {
            let _ = child.kill();
            panic!("no save in 60 s (stuck at {asked} answers)");
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
}

#[cfg(unix)]
#[test]
fn kill_9_during_saves_leaves_the_old_or_the_new_state() {
    use std::io::Write as _;
    use std::os::unix::process::ExitStatusExt as _;
    let home = tempfile::tempdir().unwrap();
    let mut asked_before = 0;
    // Each answer of the quiz saves the progress. Each round gives a quiz of 100 questions 40
    // answers at once and keeps its input open (so it cannot end by itself), waits until the
    // file shows a few more saved answers than before (more each round), and kills it with
    // SIGKILL there, while it is still saving the answers that follow.
    for round in 0..6u64 {
        let mut child = kaiser_process(home.path(), &["quiz", "--count", "100", "--seed", "3"])
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        // 80 bytes: the pipe takes them at once.
        stdin.write_all("1\n".repeat(40).as_bytes()).unwrap();
        let target = asked_before + 1 + 3 * round;
        let seen = wait_for_quiz_saves(home.path(), &mut child, |asked| asked >= target);
        child.kill().unwrap(); // SIGKILL
        let status = child.wait().unwrap();
        drop(stdin);
        assert_eq!(status.signal(), Some(9), "round {round}: {status}");
        // After the kill: still whole, and nothing saved was lost.
        let asked = wait_for_quiz_saves(home.path(), &mut child, |_| true);
        assert!(asked >= seen, "round {round}: {asked} < {seen}");
        asked_before = asked;
    }
    eprintln!("{asked_before} answers saved");
    // The next run starts cleanly and sweeps temp files a killed writer left.
    let out = kaiser(home.path()).args(["progress"]).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let left: Vec<String> = std::fs::read_dir(home.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".progress.json."))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn two_sessions_at_once_keep_both_lessons() {
    use std::io::Write as _;
    let content = Content::embedded().unwrap();
    let home = tempfile::tempdir().unwrap();
    let (a, b) = (&content.lessons[0], &content.lessons[1]);
    // Both run at the same time, answering step by step.
    let children: Vec<_> = [a, b]
        .into_iter()
        .map(|lesson| {
            let mut child =
                kaiser_process(home.path(), &["learn", "--variant", "lungern", &lesson.id])
                    .spawn()
                    .unwrap();
            let mut stdin = child.stdin.take().unwrap();
            let answers = script(lesson);
            // Line by line, as a learner types (no pause needed: the two runs overlap, and
            // the result must hold for any interleaving of their saves).
            let feeder = std::thread::spawn(move || {
                for line in answers.lines() {
                    let _ = stdin.write_all(format!("{line}\n").as_bytes());
                    let _ = stdin.flush();
                }
            });
            (child, feeder)
        })
        .collect();
    for (mut child, feeder) in children {
        feeder.join().unwrap();
        assert!(child.wait().unwrap().success());
    }
    let p = progress(home.path());
    for lesson in [a, b] {
        assert_eq!(
            p["lessons"][&lesson.id]["done"], true,
            "{} is done in the shared file: {p}",
            lesson.id
        );
    }
}

#[test]
fn progress_reset_takes_a_number_and_says_when_there_is_nothing() {
    let home = tempfile::tempdir().unwrap();
    let content = Content::embedded().unwrap();
    let fourth = &content.lessons[3].id;
    let out = kaiser(home.path())
        .args(["progress", "reset", "4", "--yes"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        format!("There is no progress for {fourth}; nothing to delete.\n")
    );
    // With progress in lesson 4, the number deletes it.
    let answers: String = script(&content.lessons[3])
        .lines()
        .take(1)
        .map(|l| format!("{l}\n"))
        .collect();
    kaiser(home.path())
        .args(["learn", "--variant", "lungern", "4"])
        .write_stdin(answers)
        .assert()
        .success();
    assert!(progress(home.path())["lessons"][fourth].is_object());
    kaiser(home.path())
        .args(["progress", "reset", "4", "--yes"])
        .assert()
        .success();
    assert!(progress(home.path())["lessons"][fourth].is_null());
    let out = kaiser(home.path())
        .args(["progress", "reset", "99", "--yes"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("no lesson 99"));
}

#[cfg(unix)]
#[test]
fn ctrl_c_while_reading_a_pipe_exits_130_without_terminal_codes() {
    let home = tempfile::tempdir().unwrap();
    use std::io::Read as _;
    let mut child = kaiser_process(home.path(), &["learn", "--variant", "lungern", "1"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Keep stdin open: the tutor blocks on the next answer.
    let stdin = child.stdin.take().unwrap();
    // Its first output comes after the Ctrl-C handler is set: wait for that byte (the event,
    // not a time), then keep draining stdout so no write can block.
    let mut out = child.stdout.take().unwrap();
    let mut first = [0u8; 1];
    assert_eq!(
        out.read(&mut first).unwrap(),
        1,
        "no output before the first answer"
    );
    let drain = std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
    let killed = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let out = child.wait_with_output().unwrap();
    drop(stdin);
    drain.join().unwrap().unwrap();
    assert_eq!(out.status.code(), Some(130));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !err.contains('\u{1b}'),
        "no terminal codes on a pipe: {err:?}"
    );
}

#[test]
fn progress_show_counts_only_known_lessons() {
    let home = tempfile::tempdir().unwrap();
    let content = Content::embedded().unwrap();
    let known = &content.lessons[0].id;
    std::fs::write(
        home.path().join("progress.json"),
        format!(
            r#"{{"format_version":1,"lessons":{{"ghost":{{"next":1,"done":true}},"{known}":{{"next":2,"done":false}}}},"scenarios":{{}},"quiz":{{"right":0,"asked":0}}}}"#
        ),
    )
    .unwrap();
    let out = kaiser(home.path()).arg("progress").output().unwrap();
    let text = stdout(&out);
    assert!(
        text.contains("lessons: 1 begun, 0 done · scenarios: 0 played"),
        "{text}"
    );
    assert!(
        text.contains("(and 1 entry for lessons or scenarios not in this content)"),
        "{text}"
    );
}

/// On a terminal, `progress reset` asks with a menu of "nein" and "ja" in German (dialoguer's
/// own confirmation knows only y/n); arrow down and Enter say yes.
#[test]
fn reset_asks_in_german_on_a_terminal() {
    let home = tempfile::tempdir().unwrap();
    // Something to delete: a finished quiz leaves no lesson, so write a lesson's progress.
    let out = kaiser(home.path())
        .args(["learn", "--variant", "lungern", "cards"])
        .write_stdin("quit\n")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let mut p = pty(
        home.path(),
        &["--color", "never", "--lang", "de", "progress", "reset"],
    );
    p.exp_string("nein").unwrap();
    p.exp_string("ja").unwrap();
    p.send("\x1b[B").unwrap();
    p.flush().unwrap();
    p.send("\r").unwrap();
    p.flush().unwrap();
    p.exp_eof().unwrap();
    let left = std::fs::read_to_string(home.path().join("progress.json")).unwrap();
    assert!(!left.contains("\"cards\""), "{left}");
}
