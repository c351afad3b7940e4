//! The `--json` contract (docs/json.md): every command's real output validates against its
//! JSON Schema in `docs/json/` (for every rule system where the command takes one), and under
//! `--json` every error is JSON on stderr with the exit code it has without `--json`.

use crate::util::kaiser;
use serde_json::Value;

/// The schema `docs/json/NAME.schema.json`, compiled.
pub(crate) fn schema(name: &str) -> jsonschema::Validator {
    let path = format!(
        "{}/docs/json/{name}.schema.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let value: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    jsonschema::draft202012::new(&value).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Run `kaiser args...`, expect success and JSON on stdout, and return it.
fn output(args: &[&str]) -> Value {
    let out = kaiser().args(args).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "kaiser {args:?}: {stderr}");
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("kaiser {args:?}: not JSON ({e})"))
}

/// Assert that `value` (the output of `args`) is valid under `schema`, naming every error.
pub(crate) fn assert_valid(schema: &jsonschema::Validator, args: &[&str], value: &Value) {
    let errors: Vec<String> = schema
        .iter_errors(value)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "kaiser {args:?}:\n{}", errors.join("\n"));
    assert_eq!(value["schema"], 1, "kaiser {args:?}");
}

/// Validate the output of `kaiser args...` against `docs/json/NAME.schema.json` and return it.
fn check(name: &str, args: &[&str]) -> Value {
    let value = output(args);
    assert_valid(&schema(name), args, &value);
    value
}

/// Every built-in rule system, as `kaiser variants --json` lists them.
fn systems() -> Vec<String> {
    let v = check("variants", &["variants", "--json"]);
    let ids: Vec<String> = v["systems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["system"].as_str().unwrap().to_string())
        .collect();
    assert!(
        ids.len() >= 8 && ids.contains(&"stans".to_string()),
        "{ids:?}"
    );
    ids
}

#[test]
fn commands_without_a_system_match_their_schemas() {
    check("cards", &["cards", "--json"]);
    let all = check("glossary", &["glossary", "--json"]);
    assert!(all["terms"].as_array().unwrap().len() > 10);
    let mugg = check("glossary", &["glossary", "Mugg", "--json"]);
    assert_eq!(mugg["id"], "mugg");
    let sources = check("sources", &["sources", "--json"]);
    assert_eq!(sources["sources"].as_array().unwrap().len(), 5);
    for id in ["gasser", "achermann"] {
        let one = check("sources", &["sources", id, "--json"]);
        assert_eq!(one["id"], id);
        assert!(!one["sections"].as_array().unwrap().is_empty());
    }
    let readings = check("readings", &["readings", "--json"]);
    assert!(readings["readings"].as_array().unwrap().len() >= 32);
    let one = check("readings", &["readings", "29", "--json"]);
    assert_eq!(one["number"], 29);
    let lessons = check("lessons", &["lessons", "--json"]);
    assert!(!lessons["lessons"].as_array().unwrap().is_empty());
    let scenarios = check("scenario-list", &["scenario", "list", "--json"]);
    assert!(!scenarios["scenarios"].as_array().unwrap().is_empty());
    // In German too: the keys and ids stay.
    let de = check("lessons", &["--lang", "de", "lessons", "--json"]);
    assert_eq!(de, lessons);
}

#[test]
fn commands_with_a_system_match_their_schemas_for_every_system() {
    let systems = systems();
    for id in &systems {
        let id = id.as_str();
        let cards = check("cards", &["cards", "--variant", id, "--json"]);
        assert_eq!(cards["system"], id);
        let args = [
            "arena",
            "--variant",
            id,
            "--deals",
            "2",
            "--seed",
            "1",
            "greedy",
            "level1",
            "--json",
        ];
        let arena = check("arena", &args);
        assert_eq!(arena["system"], id);
        assert_eq!(
            arena["b"],
            serde_json::json!({"strategy": "random", "level": 1})
        );
        // Everything but the times is the same on every run.
        let mut again = output(&args);
        again["time"] = arena["time"].clone();
        assert_eq!(again, arena);
        let rank = check(
            "rank",
            &["rank", "--variant", id, "--trump", "Rosen", "--json"],
        );
        assert_eq!(rank["system"], id);
        let trick = check(
            "trick",
            &[
                "trick",
                "--variant",
                id,
                "--trump",
                "Eichel",
                "--json",
                "Rosen-König",
                "Rosen-Ober",
            ],
        );
        assert_eq!(trick["system"], id);
        assert_eq!(
            trick["winner"],
            serde_json::json!({"index": 0, "name": "A"})
        );
        let trump = check(
            "trump",
            &[
                "trump",
                "--variant",
                id,
                "--json",
                "Rosen-König",
                "Eichel-Ober",
            ],
        );
        assert_eq!(trump["system"], id);
        let deal = check("deal", &["deal", "--variant", id, "--seed", "7", "--json"]);
        assert_eq!(deal["system"], id);
        odds_and_solve(id);
    }
    let mut args = vec!["compare", "--trump", "Schellen", "--json"];
    args.extend(systems.iter().map(String::as_str));
    let compare = check("compare", &args);
    assert_eq!(compare["systems"].as_array().unwrap().len(), systems.len());
}

/// On the system's first table of at most 4 players: `odds` with the first seat's hand of a
/// deal; `solve` with two cards of every hand. A system without such a table (silenen plays
/// with 8 to 12) is too big for `odds`: `solve` then takes its first table.
fn odds_and_solve(id: &str) {
    let small = ["2", "3", "4"].into_iter().find_map(|n| {
        let args = [
            "deal",
            "--variant",
            id,
            "--players",
            n,
            "--seed",
            "7",
            "--json",
        ];
        let out = kaiser().args(args).output().unwrap();
        out.status.success().then(|| (n, check("deal", &args)))
    });
    let Some((players, deal)) = small else {
        assert_eq!(id, "silenen", "only silenen has no small table");
        let deal = check("deal", &["deal", "--variant", id, "--seed", "7", "--json"]);
        return solve(id, &deal);
    };
    let trump = deal["trump"].as_str().unwrap();
    let tricks = deal["tricks"].as_u64().unwrap() as usize;
    let cards = |h: &Value, n: usize| -> Vec<String> {
        h["cards"].as_array().unwrap()[..n]
            .iter()
            .map(|c| c.as_str().unwrap().to_string())
            .collect()
    };
    let hands = deal["hands"].as_array().unwrap();
    let hand = cards(&hands[0], tricks).join(",");
    let odds = check(
        "odds",
        &[
            "odds",
            "--variant",
            id,
            "--trump",
            trump,
            "--hand",
            &hand,
            "--players",
            players,
            "--samples",
            "3",
            "--seed",
            "1",
            "--json",
        ],
    );
    assert_eq!(odds["system"], id);
    assert_eq!(odds["seat"], serde_json::json!({"index": 0, "name": "A"}));
    solve(id, &deal);
}

/// `solve` with two cards of every hand of `deal`.
fn solve(id: &str, deal: &Value) {
    let trump = deal["trump"].as_str().unwrap();
    let hands = deal["hands"].as_array().unwrap();
    let two = |h: &Value| -> Vec<String> {
        h["cards"].as_array().unwrap()[..2]
            .iter()
            .map(|c| c.as_str().unwrap().to_string())
            .collect()
    };
    let specs: Vec<String> = hands
        .iter()
        .map(|h| {
            format!(
                "{}={}",
                h["player"]["name"].as_str().unwrap(),
                two(h).join(",")
            )
        })
        .collect();
    let mut args = vec![
        "solve",
        "--variant",
        id,
        "--trump",
        trump,
        "--need",
        "1",
        "--json",
    ];
    for s in &specs {
        args.extend(["--hand", s.as_str()]);
    }
    let solve = check("solve", &args);
    assert_eq!(solve["system"], id);
    assert_eq!(
        solve["line"][0]["leader"],
        serde_json::json!({"index": 0, "name": "A"})
    );
}

/// Every command with `--json`, given a bad system, card, term or option.
const ERRORS: &[&[&str]] = &[
    &["variants", "--json", "--bogus"],
    &["arena", "--variant", "nope", "greedy", "random", "--json"],
    &["arena", "--variant", "stans", "greedy", "nope", "--json"],
    &[
        "arena",
        "--variant",
        "stans",
        "--deals",
        "0",
        "greedy",
        "random",
        "--json",
    ],
    &["cards", "--variant", "nope", "--json"],
    &["rank", "--variant", "nope", "--trump", "Rosen", "--json"],
    &["compare", "--trump", "Rosen", "stans", "nope", "--json"],
    &[
        "trick",
        "--variant",
        "stans",
        "--trump",
        "Rosen",
        "--json",
        "Rosen-Nope",
    ],
    &[
        "trick",
        "--variant",
        "nope",
        "--trump",
        "Rosen",
        "--json",
        "Mugg",
    ],
    &["trump", "--variant", "stans", "--json", "Rosen-Nope"],
    &["trump", "--variant", "nope", "--json", "Rosen-König"],
    &["glossary", "Nope", "--json"],
    &["sources", "nope", "--json"],
    &["lessons", "--json", "--bogus"],
    &["scenario", "list", "--json", "--bogus"],
    &["deal", "--variant", "nope", "--json"],
    &[
        "solve",
        "--variant",
        "stans",
        "--trump",
        "Rosen",
        "--hand",
        "A=Nope",
        "--json",
    ],
    &[
        "solve",
        "--variant",
        "nope",
        "--trump",
        "Rosen",
        "--hand",
        "A=Mugg",
        "--json",
    ],
    &[
        "odds",
        "--variant",
        "nope",
        "--trump",
        "Rosen",
        "--hand",
        "Mugg",
        "--json",
    ],
    &[
        "odds",
        "--variant",
        "stans",
        "--trump",
        "Rosen",
        "--hand",
        "Nope",
        "--json",
    ],
];

#[test]
fn errors_under_json_are_json_on_stderr_with_the_same_exit_code() {
    let schema = schema("error");
    for args in ERRORS {
        let out = kaiser().args(*args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "kaiser {args:?}");
        assert!(out.stdout.is_empty(), "kaiser {args:?}: stdout");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "kaiser {args:?}: {stderr}");
        let value: Value = serde_json::from_str(&stderr)
            .unwrap_or_else(|e| panic!("kaiser {args:?}: not JSON ({e}): {stderr}"));
        assert_valid(&schema, args, &value);
        let message = value["error"]["message"].as_str().unwrap();
        assert!(
            !message.is_empty() && !message.contains("panicked"),
            "{message}"
        );
        // The same exit code without --json, and the text the JSON carries.
        let plain: Vec<&str> = args.iter().copied().filter(|a| *a != "--json").collect();
        let out = kaiser().args(&plain).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "kaiser {plain:?}");
        let first = message.lines().next().unwrap();
        assert!(
            String::from_utf8_lossy(&out.stderr).contains(first),
            "kaiser {plain:?} does not say {first:?}"
        );
    }
}

#[test]
fn an_error_names_its_kind_and_speaks_the_language_of_the_run() {
    let out = kaiser()
        .args([
            "--lang",
            "de",
            "rank",
            "--variant",
            "nope",
            "--trump",
            "Rosen",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let v: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(v["error"]["kind"], "input");
    assert!(
        v["error"]["message"].as_str().unwrap().contains("nope"),
        "{v}"
    );
    let out = kaiser()
        .args(["rank", "--json", "--variant"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let v: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(v["error"]["kind"], "usage");
    // Help stays help (stdout, exit 0), with or without --json.
    let out = kaiser()
        .args(["rank", "--json", "--help"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("--json"));
}

#[test]
fn every_json_command_has_a_schema_and_a_line_in_the_contract() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/json");
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/json.md")).unwrap();
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names.len(), 18, "{names:?}");
    for name in &names {
        let stem = name.strip_suffix(".schema.json").expect(name);
        schema(stem);
        assert!(
            doc.contains(&format!("docs/json/{name}")),
            "docs/json.md names {name}"
        );
    }
}

/// `kaiser trick --down --json` (a card laid face down) fits the trick schema: its step's
/// verdict is "face-down", cited to the system's `face_down` source.
#[test]
fn trick_with_a_card_laid_face_down() {
    let v = check(
        "trick",
        &[
            "trick",
            "--variant",
            "stans",
            "--trump",
            "Rosen",
            "--json",
            "--down",
            "Jos",
            "Trumpf-7",
            "Eichel-6",
            "Jos",
            "Mugg",
        ],
    );
    assert_eq!(v["winner"]["index"], 0, "{v}");
    let step = &v["steps"][2];
    assert_eq!(step["verdict"], "face-down", "{v}");
    assert_eq!(step["cite"], "face_down", "{v}");
    assert_eq!(step["holds"], false, "{v}");
    assert!(
        step["source"]
            .as_str()
            .unwrap()
            .contains("eine Karte verdeckt ablegen"),
        "{v}"
    );
}
