//! Every input the fuzzers crashed on (`fuzz/regressions/<target>/`), replayed through the
//! same checks as the fuzz targets (`kaiser::fuzzing`), plus the seed inputs the corpora start
//! from (the built-in systems, lessons and scenarios, and a few edge cases), so that the
//! properties run on every `cargo test` and not only under `cargo fuzz`.

use std::path::Path;

fn findings(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/regressions")
        .join(target);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut out: Vec<_> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .map(|p| (p.display().to_string(), std::fs::read(&p).unwrap()))
        .collect();
    out.sort();
    out
}

fn replay(target: &str, check: fn(&[u8]), seeds: &[Vec<u8>]) {
    for (name, data) in findings(target) {
        // A panic names the file through the test's output.
        eprintln!("replaying {name}");
        check(&data);
    }
    for seed in seeds {
        check(seed);
    }
}

fn files(dir: &str, prefix: &[u8]) -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "yaml") {
            let mut data = prefix.to_vec();
            data.extend(std::fs::read(p).unwrap());
            out.push(data);
        }
    }
    assert!(!out.is_empty());
    out
}

#[test]
fn card_names() {
    let mut seeds: Vec<Vec<u8>> = vec![vec![], vec![0], b"\x00Mugg".to_vec(), b"\x07  ".to_vec()];
    for name in [
        "Eichel-7",
        "Trumpf-7",
        "Oberkaiser",
        "T9",
        "RK",
        "Schiltenober",
        "Rosn-Kinig",
    ] {
        for pick in 0..=255u8 {
            let mut d = vec![pick];
            d.extend(name.as_bytes());
            seeds.push(d);
        }
    }
    replay("card_names", kaiser::fuzzing::card_names, &seeds);
}

#[test]
fn trick() {
    let mut seeds = vec![vec![], vec![255; 40]];
    // Every system (byte 0) and trump with a full trick of the same cards, flags on and off.
    for system in 0..8u8 {
        for trump in 0..4u8 {
            for flags in [0u8, 1, 0b111] {
                let mut d = vec![system, trump, 0, flags, 0x81, 0x02, 0x83, 2, 9, 10];
                d.extend([5, 11, 17, 23, 29, 35, 41, 47]);
                seeds.push(d);
            }
        }
    }
    replay("trick", kaiser::fuzzing::trick, &seeds);
}

#[test]
fn system_yaml() {
    let mut seeds = files("crates/kaiser-engine/systems", b"");
    seeds.extend([
        b"".to_vec(),
        b"format_version: 1\n".to_vec(),
        b"[[[[".to_vec(),
    ]);
    replay("system_yaml", kaiser::fuzzing::system_yaml, &seeds);
}

#[test]
fn content_yaml() {
    let mut seeds = files("lessons", b"\x00");
    seeds.extend(files("scenarios", b"\x01"));
    seeds.extend([b"\x00".to_vec(), b"\x01format_version: 1\n".to_vec()]);
    replay("content_yaml", kaiser::fuzzing::content_yaml, &seeds);
}

#[test]
fn progress_file() {
    let seeds: Vec<Vec<u8>> = vec![
        b"".to_vec(),
        b"{}".to_vec(),
        b"not json".to_vec(),
        br#"{"format_version": 1}"#.to_vec(),
        br#"{"format_version": 2, "village": "stans", "mine": [1, 2]}"#.to_vec(),
        br#"{"format_version": 99}"#.to_vec(),
        br#"{"format_version": 2, "lessons": {"x": {"next": "one"}}}"#.to_vec(),
        br#"{"format_version": 2, "lessons": {"x": {"next": 3, "done": false, "new": 1}}}"#
            .to_vec(),
        vec![0xff, 0xfe, 0x00],
    ];
    replay("progress_file", kaiser::fuzzing::progress_file, &seeds);
}

#[test]
fn answer_lines() {
    let mut seeds: Vec<Vec<u8>> = vec![vec![], vec![0, 0]];
    // Every village and a few lessons, in both languages: empty answers, wrong ones, words of
    // control, a line without an end, bytes that are not UTF-8.
    for pick in [0u8, 1, 2, 3, 4, 5, 6, 7, 8, 9, 17, 42, 99, 200] {
        for lang in [0u8, 1] {
            let mut d = vec![pick, lang];
            d.extend(b"\n\nMugg\nhint\n1\nb\nshow\n\xff\xfe\nq\n".iter());
            seeds.push(d);
            let mut d = vec![pick, lang];
            d.extend(std::iter::repeat_n(b'x', 5000));
            seeds.push(d);
        }
    }
    replay("answer_lines", kaiser::fuzzing::answer_lines, &seeds);
}
