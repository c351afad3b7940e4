//! Citations a reader can follow: `kaiser sources` (the bibliography) in both languages, and
//! no output of the program naming a seed file or `../shared` (every command's typical
//! output, every rule system, both languages, text and JSON; every lesson page and answer,
//! every scenario).

/// Run `kaiser args...` with the tests' cleared environment: exit code, stdout, stderr.
fn kaiser(args: &[&str]) -> (i32, String, String) {
    let out = crate::util::kaiser().args(args).output().expect("runs");
    (
        out.status.code().expect("exited"),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The whole result as one text, for a snapshot.
fn run(args: &[&str]) -> String {
    crate::util::transcript_of(args, &[])
}

macro_rules! snap {
    ($name:ident, $($arg:expr),+ $(,)?) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(stringify!($name), run(&[$($arg),+]));
        }
    };
}

snap!(sources_list, "sources");
snap!(sources_list_de, "--lang", "de", "sources");
snap!(sources_achermann, "sources", "achermann");
snap!(sources_achermann_de, "--lang", "de", "sources", "achermann");
snap!(sources_misspelt, "sources", "achermam");
snap!(sources_misspelt_de, "--lang", "de", "sources", "Achermam");
snap!(sources_unknown, "sources", "zzzzzz");
snap!(sources_json, "sources", "--json");
snap!(sources_achermann_json, "sources", "achermann", "--json");
snap!(
    sources_gasser_json_de,
    "--lang",
    "de",
    "sources",
    "gasser",
    "--json"
);

#[test]
fn a_misspelt_id_exits_2_with_the_nearest() {
    let (code, stdout, stderr) = kaiser(&["sources", "liebenua"]);
    assert_eq!(code, 2);
    assert!(stdout.is_empty());
    assert!(stderr.contains("did you mean liebenau?"), "{stderr}");
}

#[test]
fn every_entry_is_shown_with_its_link_and_systems() {
    let (code, stdout, _) = kaiser(&["sources", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&stdout).expect("json");
    let all = v["sources"].as_array().expect("a list");
    assert_eq!(all.len(), 5);
    for e in all {
        assert!(e["doi"].is_string() || e["url"].is_string(), "{e}");
        assert!(!e["systems"].as_array().expect("systems").is_empty(), "{e}");
    }
}

/// Does this text name a seed file (`…16 hex digits….txt`) or `../shared`?
fn leak(s: &str) -> Option<String> {
    if s.contains("../shared") {
        return Some("../shared".into());
    }
    s.as_bytes()
        .windows(20)
        .find(|w| w[..16].iter().all(u8::is_ascii_hexdigit) && &w[16..] == b".txt")
        .map(|w| String::from_utf8_lossy(w).into_owned())
}

const SYSTEMS: [&str; 8] = [
    "lungern",
    "silenen",
    "stans",
    "buochs",
    "wolfenschiessen",
    "liebenau",
    "willisau",
    "karnoeffel",
];

/// Typical command lines of every command that shows a citation, for every system.
fn command_lines() -> Vec<Vec<String>> {
    let mut lines: Vec<Vec<&str>> = vec![
        vec!["variants"],
        vec!["sources"],
        vec!["sources", "liebenau"],
        vec!["glossary"],
        vec!["glossary", "Stupf"],
        vec!["glossary", "Umschlag"],
        vec!["scenario", "list"],
        vec!["lessons"],
        vec![
            "compare", "stans", "lungern", "liebenau", "--trump", "Rosen",
        ],
    ];
    let scenarios = [
        "liebenau-m",
        "stans-hiratae",
        "willisau-umschlag",
        "lungern-stupf",
        "silenen-trumpfsieben",
        "karnoeffel-trumpfsieben",
    ];
    for id in scenarios {
        lines.push(vec!["scenario", "show", id]);
    }
    let mut owned: Vec<Vec<String>> = lines
        .into_iter()
        .map(|l| l.into_iter().map(String::from).collect())
        .collect();
    for sys in SYSTEMS {
        for l in [
            vec!["rank", "--variant", sys, "--trump", "Rosen", "--sources"],
            vec![
                "trick",
                "--variant",
                sys,
                "--trump",
                "Rosen",
                "RK",
                "Rosen-7",
                "RU",
                "Rosen-3",
            ],
            vec![
                "trick",
                "--variant",
                sys,
                "--trump",
                "Eichel",
                "E7",
                "SB",
                "Eichel-König",
            ],
            vec![
                "trump",
                "--variant",
                sys,
                "Rosen-7",
                "Eichel-3",
                "Schellen-König",
            ],
            vec!["deal", "--variant", sys, "--seed", "7"],
        ] {
            owned.push(l.into_iter().map(String::from).collect());
        }
    }
    owned
}

#[test]
fn no_output_names_a_seed_file() {
    let mut checked = 0;
    for line in command_lines() {
        for lang in ["en", "de"] {
            for as_json in [false, true] {
                let mut args = vec!["--lang".to_string(), lang.to_string()];
                args.extend(line.iter().cloned());
                if as_json {
                    if line[0] == "lessons"
                        || line[0] == "compare"
                        || line.get(1).is_some_and(|a| a == "show")
                    {
                        continue;
                    }
                    args.push("--json".into());
                }
                let refs: Vec<&str> = args.iter().map(String::as_str).collect();
                let (code, stdout, stderr) = kaiser(&refs);
                assert!(code == 0 || code == 2, "{refs:?}: exit {code}: {stderr}");
                for text in [&stdout, &stderr] {
                    if let Some(l) = leak(text) {
                        panic!("kaiser {}: shows {l}:\n{text}", refs.join(" "));
                    }
                }
                checked += usize::from(code == 0);
            }
        }
    }
    assert!(checked > 150, "only {checked} commands ran");
}

#[test]
fn no_lesson_or_scenario_page_names_a_seed_file() {
    use kaiser::i18n::Lang;
    use kaiser::render::Theme;
    use kaiser::tutor::runner;
    let content = kaiser::tutor::content::load(None, &[]).expect("content");
    let mut pages = 0;
    for lang in Lang::ALL {
        for lesson in &content.lessons {
            // Every village's build of the lesson.
            for step in lesson.every_step() {
                for text in [
                    runner::page(step, lang, Theme::plain(), 80),
                    runner::reasoning(step, lang, Theme::plain(), 80),
                ] {
                    assert!(leak(&text).is_none(), "{}: {text}", lesson.id);
                    pages += 1;
                }
            }
        }
        for sc in &content.scenarios {
            let text = runner::show_scenario(sc, lang, Theme::plain(), 80);
            assert!(leak(&text).is_none(), "{}: {text}", sc.id);
        }
    }
    assert!(pages > 100, "{pages} pages");
}
