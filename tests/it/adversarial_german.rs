//! The adversarial suite's hostile runs in German (`--lang de`): the notices of issue 13
//! item 2 are said in the learner's language with the same facts (the file, its backup, what
//! it held), and signals and endless input end a German session as they end an English one.

use crate::util::{kaiser_at, process};
use std::io::Read;

/// A newer kaiser's progress file is refused in German and left byte for byte.
#[test]
fn a_newer_progress_file_is_refused_in_german() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("progress.json");
    let newer = r#"{"format_version": 7}"#;
    std::fs::write(&file, newer).unwrap();
    let out = kaiser_at(home.path())
        .args(["--lang", "de", "quiz", "--variant", "stans", "--count", "1"])
        .write_stdin("1\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "");
    let shown = home.path().display();
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "kaiser: Fehler: die Fortschrittsdatei {shown}/progress.json stammt von einem \
             neueren kaiser (format_version 7; dieser liest 5); sie bleibt, wie sie ist. Nimm \
             den neueren kaiser, oder verschiebe die Datei, um neu zu beginnen\n"
        )
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), newer);
}

/// A spoilt progress file is set aside with a German notice naming the backup and what it
/// held, and the backup keeps the bytes.
#[test]
fn a_spoilt_progress_file_is_set_aside_in_german() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(home.path().join("progress.json"), "{ spoilt").unwrap();
    let out = kaiser_at(home.path())
        .args(["--lang", "de", "progress", "show"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let backups: Vec<String> = std::fs::read_dir(home.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("progress.corrupt-"))
        .collect();
    assert_eq!(backups.len(), 1, "{backups:?}");
    assert_eq!(
        std::fs::read_to_string(home.path().join(&backups[0])).unwrap(),
        "{ spoilt"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    let shown = home.path().display();
    assert!(
        err.starts_with(&format!(
            "kaiser: Warnung: die Fortschrittsdatei {shown}/progress.json war nicht brauchbar: \
             sie ist kein gültiges JSON ("
        )),
        "{err}"
    );
    assert!(
        err.ends_with(&format!(
            "Sie ist als {shown}/{} aufbewahrt (sie enthielt 8 Bytes); es geht mit neuem \
             Fortschritt weiter.\n",
            backups[0]
        )),
        "{err}"
    );
}

/// Ctrl-C at a German prompt ends the piped quiz with 130.
#[test]
fn ctrl_c_ends_a_german_quiz_with_130() {
    let home = tempfile::tempdir().unwrap();
    let mut child = process(
        home.path(),
        &["--lang", "de", "quiz", "--variant", "buochs"],
    )
    .stdout(std::process::Stdio::piped())
    .spawn()
    .unwrap();
    let mut out = child.stdout.take().unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    while !String::from_utf8_lossy(&seen).contains("Deine Antwort") {
        let n = out.read(&mut buf).unwrap();
        assert!(n > 0, "{}", String::from_utf8_lossy(&seen));
        seen.extend_from_slice(&buf[..n]);
    }
    // SAFETY: kill(2) on our own child.
    assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGINT) }, 0);
    assert_eq!(child.wait().unwrap().code(), Some(130));
}

/// Endless input without a newline ends a German lesson with a bound, not with an abort.
#[test]
fn endless_input_ends_a_german_lesson() {
    let home = tempfile::tempdir().unwrap();
    let out = kaiser_at(home.path())
        .args(["--lang", "de", "learn", "--variant", "wolfenschiessen"])
        .write_stdin(vec![b'x'; 3 * 1024 * 1024])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("Lektion (Nummer oder ID; Enter = cards; ende):"),
        "{said}"
    );
    // The 3 MiB line was read as one bounded answer (its first 4 KiB), said back once.
    assert!(said.len() < 64 * 1024, "{} bytes", said.len());
}

/// A bad rule-system file in German (walk2 #13): the loader's nesting limit, not the
/// parser's "recursion limit exceeded"; the parser's known complaints and the operating
/// system's "No such file" from the catalog, each with file and line; exit 2.
#[test]
fn bad_variant_files_are_refused_in_german_words() {
    let home = tempfile::tempdir().unwrap();
    let deep = home.path().join("deep.yaml");
    std::fs::write(
        &deep,
        format!("id: {}{}\n", "[".repeat(300), "]".repeat(300)),
    )
    .unwrap();
    let open = home.path().join("open.yaml");
    std::fs::write(&open, "id: x\nrows: [1, 2\n").unwrap();
    let missing = home.path().join("missing.yaml");
    let says = |file: &std::path::Path| {
        let out = kaiser_at(home.path())
            .args(["--lang", "de", "rank", "--trump", "Rosen", "--variant-file"])
            .arg(file)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let d = says(&deep);
    assert!(
        d.contains(&format!(
            "{}:1: mehr als 32 Ebenen tief verschachtelt",
            deep.display()
        )),
        "{d}"
    );
    assert!(!d.contains("recursion"), "{d}");
    let o = says(&open);
    assert!(
        o.contains("kein gültiges YAML: eine Liste in [ ] ist nicht geschlossen"),
        "{o}"
    );
    assert!(o.contains(&format!("{}:", open.display())), "{o}");
    assert!(!o.contains("while parsing"), "{o}");
    let m = says(&missing);
    assert!(
        m.contains("kann nicht gelesen werden: Datei oder Verzeichnis nicht gefunden"),
        "{m}"
    );
    assert!(!m.contains("os error"), "{m}");
}
