//! `--variant-file`: a learner's own house rules loaded from a file (and with `compare`,
//! and against `KAISER_VARIANT`), their errors named with file, line and problem, and hostile
//! files (huge, deep, a device) refused without reading them whole. Each test states the full
//! output, as in cli.rs.

use crate::cli::{run, run_in};
use crate::util::kaiser;

fn with_file(name: &str, contents: &[u8], args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    if !contents.is_empty() {
        std::fs::write(dir.path().join(name), contents).unwrap();
    }
    run_in(Some(dir.path()), args)
}

#[test]
fn variant_file_house_rules() {
    let yaml = "format_version: 1\nid: haus\nextends: lungern\ntitle: Our table in Lungern\nset_switches:\n  t9_takes_led_t8: true\n";
    insta::assert_snapshot!(
        "variant_file_house_rules",
        with_file(
            "haus.yaml",
            yaml.as_bytes(),
            &[
                "trick",
                "--variant-file",
                "haus.yaml",
                "--trump",
                "Rosen",
                "T8",
                "T9"
            ]
        )
    );
}

#[test]
fn compare_with_a_variant_file() {
    let yaml = "format_version: 1\nid: haus\nextends: stans\ntitle: Stans with the Fuil as Ober\nnicknames: []\n";
    insta::assert_snapshot!(
        "compare_with_a_variant_file",
        with_file(
            "haus.yaml",
            yaml.as_bytes(),
            &[
                "compare",
                "--trump",
                "Rosen",
                "liebenau",
                "--variant-file",
                "haus.yaml"
            ]
        )
    );
}

#[test]
fn variant_file_errors() {
    let trick = |f: &str| -> Vec<String> {
        ["trick", "--variant-file", f, "--trump", "Rosen", "RK"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    };
    let mut out = String::new();
    let mut case = |title: &str, name: &str, contents: Vec<u8>| {
        let args = trick(name);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        out.push_str(&format!(
            "### {title}\n{}\n",
            with_file(name, &contents, &args)
        ));
    };
    case(
        "malformed YAML",
        "broken.yaml",
        b"format_version: 1\nid: x\nrows: [\n".to_vec(),
    );
    case(
        "typo in a field",
        "typo.yaml",
        b"format_version: 1\nid: x\nextends: stans\ntitel: Stans\n".to_vec(),
    );
    case(
        "unknown card in a row",
        "card.yaml",
        b"format_version: 1\nid: x\nextends: stans\nrows:\n  - cards: [T-Under]\n    class: stecher\n    takes: all\n    source: s\n  - cards: [Rosen-Kng]\n    class: throner\n    takes: x\n    source: s\n".to_vec(),
    );
    case(
        "a card without a row",
        "hole.yaml",
        b"format_version: 1\nid: x\nextends: stans\nrows:\n  - cards: [T-Under]\n    class: stecher\n    takes: all\n    source: s\n".to_vec(),
    );
    case(
        "a byte-order mark, and the same id as the parent (house rules)",
        "bom.yaml",
        "\u{feff}format_version: 1\nid: stans\nextends: stans\ntitle: Unser Tisch\n"
            .as_bytes()
            .to_vec(),
    );
    case(
        "an unquoted *-pattern",
        "star.yaml",
        b"format_version: 1\nid: x\nextends: stans\nrows:\n  - cards: [*-K\xc3\xb6nig]\n    class: throner\n    takes: x\n    source: s\n".to_vec(),
    );
    case(
        "a nickname that is already a card name",
        "nick.yaml",
        b"format_version: 1\nid: x\nextends: stans\nnicknames:\n  - name: Rosen-Ober\n    card: Rosen-K\xc3\xb6nig\n    source: s\n".to_vec(),
    );
    case(
        "a switch name the command line cannot type",
        "swname.yaml",
        b"format_version: 1\nid: x\nextends: stans\nswitches:\n  t9-takes:\n    default: false\n    description: d\n    source: s\n".to_vec(),
    );
    case(
        "an escape sequence in the title",
        "esc.yaml",
        b"format_version: 1\nid: x\nextends: stans\ntitle: \"Evil \\e[31mred\"\n".to_vec(),
    );
    case(
        "newer format",
        "new.yaml",
        b"format_version: 2\nid: x\nextends: stans\n".to_vec(),
    );
    case(
        "a limit on another row's card",
        "limit.yaml",
        b"format_version: 1\nid: x\nextends: stans\nrows:\n  - cards: [T-Under]\n    class: stecher\n    takes: all\n    source: s\n    limits:\n      - cards: [T-Ober]\n        takes_only: []\n        source: s\n  - cards: ['*-Ass']\n    class: plain\n    takes: x\n    source: s\n".to_vec(),
    );
    case(
        "unknown parent",
        "orphan.yaml",
        b"format_version: 1\nid: x\nextends: sarnen\n".to_vec(),
    );
    case(
        "extends itself",
        "loop.yaml",
        b"format_version: 1\nid: stans\nextends: stans\n".to_vec(),
    );
    case(
        "unknown switch",
        "sw.yaml",
        b"format_version: 1\nid: x\nextends: stans\nset_switches:\n  tt: true\n".to_vec(),
    );
    case("not UTF-8", "bin.yaml", vec![0xff, 0xfe, 0x00, 0x41]);
    case("missing file", "absent-dir/none.yaml", Vec::new());
    insta::assert_snapshot!("variant_file_errors", out);
}

#[test]
fn variant_file_hostile() {
    let mut out = String::new();
    // A huge file is refused before it is parsed.
    let huge = format!("format_version: 1\nid: x\n# {}\n", "x".repeat(300 * 1024));
    // Deep nesting (slow for a naive deserializer).
    let deep = format!(
        "format_version: 1\nid: x\nsummary: {}{}\n",
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    // A billion-laughs alias bomb.
    let mut bomb = String::from(
        "format_version: 1\nid: x\nextends: stans\nsources:\n  - &a0 {file: f, title: t, sections: [l, l, l, l, l, l, l, l, l]}\n",
    );
    for i in 1..9 {
        let prev = format!("*a{}", i - 1);
        bomb.push_str(&format!(
            "  - &a{i} {{file: f, title: t, sections: [{}]}}\n",
            [prev.as_str(); 9].join(", ")
        ));
    }
    // Amplification: 20,000 aliases of one 150 kB string would need 3 GB.
    let amp = format!(
        "format_version: 1\nid: x\nextends: stans\nsummary: &s {}\nsources:\n  - file: f\n    title: t\n    sections: [{}]\n",
        "x".repeat(150_000),
        vec!["*s"; 20_000].join(", ")
    );
    for (title, contents) in [
        ("huge", huge),
        ("deeply nested", deep),
        ("alias bomb", bomb),
        ("alias amplification", amp),
    ] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("h.yaml"), contents).unwrap();
        // Not a timing test: the builder's timeout is only the guard against a hang.
        let result = run_in(
            Some(dir.path()),
            &["rank", "--variant-file", "h.yaml", "--trump", "Rosen"],
        );
        out.push_str(&format!("### {title}\n{result}\n"));
    }
    insta::assert_snapshot!("variant_file_hostile", out);
}

#[test]
fn a_device_is_not_read_without_end() {
    // /dev/zero reports no size; reading stops one byte past the limit.
    insta::assert_snapshot!(
        "variant_file_dev_zero",
        run(&[
            "trick",
            "--variant-file",
            "/dev/zero",
            "--trump",
            "Rosen",
            "RK"
        ])
    );
}

#[test]
fn kaiser_variant_env_does_not_block_a_variant_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("h.yaml"),
        "format_version: 1\nid: lungern\nextends: lungern\ntitle: Haus\n",
    )
    .unwrap();
    let out = kaiser()
        .current_dir(dir.path())
        .args([
            "trick",
            "--variant-file",
            "h.yaml",
            "--trump",
            "Rosen",
            "Mugg",
        ])
        .env("KAISER_VARIANT", "stans")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("lungern: Haus"));
}

/// A file's path given to `--variant` (a natural slip) is told where a file goes, in both
/// languages, with exit 2; an id is not.
#[test]
fn a_path_given_to_variant_points_to_variant_file() {
    for (lang, words) in [("en", "is given with"), ("de", "gibst du mit")] {
        let out = kaiser()
            .args([
                "--lang",
                lang,
                "rank",
                "--variant",
                "./mine.yaml",
                "--trump",
                "Rosen",
            ])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(words), "{err}");
        assert!(err.contains("--variant-file ./mine.yaml"), "{err}");
        let out = kaiser()
            .args([
                "--lang",
                lang,
                "rank",
                "--variant",
                "stan",
                "--trump",
                "Rosen",
            ])
            .output()
            .unwrap();
        assert!(!String::from_utf8_lossy(&out.stderr).contains("--variant-file"));
    }
}

/// A citation's gloss in a user's file (walk finding 31): one string, the older form, still
/// loads and is shown as written to every reader; `{en, de}` gives each reader theirs; a
/// citation written per language without one of them is an error with file and line.
#[test]
fn variant_file_citation_glosses() {
    let house = |source: &str| {
        format!(
            "format_version: 1\nid: haus\nextends: stans\ntitle: Haus\numschlag:\n  kaiser_never_trump: true\n  all_kaiser: turn-stock\n  source: {source}\n"
        )
    };
    let mut out = String::new();
    for (title, source, lang) in [
        (
            "one string (the older form), for a German reader",
            "'our table: the lowest card sets trump'",
            "de",
        ),
        (
            "both languages, for a German reader",
            "{en: 'our table: the lowest card sets trump', de: 'unser Tisch: die tiefste Karte bestimmt den Trumpf'}",
            "de",
        ),
        (
            "both languages, for an English reader",
            "{en: 'our table: the lowest card sets trump', de: 'unser Tisch: die tiefste Karte bestimmt den Trumpf'}",
            "en",
        ),
        (
            "the German gloss missing",
            "{en: 'our table: the lowest card sets trump'}",
            "en",
        ),
        (
            "the English gloss empty",
            "{en: '', de: 'unser Tisch'}",
            "de",
        ),
        (
            "the English gloss empty, for an English reader",
            "{en: '', de: 'unser Tisch'}",
            "en",
        ),
        (
            "the German gloss only blanks, for a German reader",
            "{en: 'our table', de: '  '}",
            "de",
        ),
    ] {
        let args = [
            "--lang",
            lang,
            "trump",
            "--variant-file",
            "haus.yaml",
            "Blass",
            "Rosen-3",
        ];
        out.push_str(&format!(
            "### {title}\n{}\n",
            with_file("haus.yaml", house(source).as_bytes(), &args)
        ));
    }
    insta::assert_snapshot!("variant_file_citation_glosses", out);
}
