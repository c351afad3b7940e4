//! What `kaiser puzzle` says after an answer (walk findings 27-30): the village by its name
//! and source ("Lungern [Gasser 2015-17]", not its id), one opponent named as one ("B beats
//! you", not "the others"), and after a right answer or the answer shown the same why as a
//! lesson's feedback: the engine's steps numbered and the rules' sources in book form. A
//! lungern puzzle of two players (its answer and a tempting card read from `--json`, so no
//! answer is written here), in English and German.

use crate::util::kaiser_at;
use serde_json::Value;

/// The puzzle's answer and its first tempting card.
fn answer_and_wrong(id: &str) -> (String, String) {
    let home = tempfile::tempdir().unwrap();
    let out = kaiser_at(home.path())
        .args(["puzzle", "--variant", "lungern", "--id", id, "--json"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let p: Value = serde_json::from_slice(&out.stdout).unwrap();
    let first = |key: &str| p[key][0].as_str().unwrap().to_string();
    (first("answer"), first("wrong"))
}

/// A session in `lang`: `input` typed, the whole output.
fn session(lang: &str, id: &str, input: &str) -> String {
    let home = tempfile::tempdir().unwrap();
    let out = kaiser_at(home.path())
        .args(["--lang", lang, "puzzle", "--variant", "lungern", "--id", id])
        .write_stdin(input.to_string())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_two_player_puzzle_names_its_one_opponent_and_says_why() {
    let (answer, wrong) = answer_and_wrong("lungern-001");
    let input = format!("{wrong}\n{answer}\n");
    insta::assert_snapshot!("two_players_en", session("en", "lungern-001", &input));
    insta::assert_snapshot!("two_players_de", session("de", "lungern-001", &input));
}

/// "show the answer" gives the same why as a right answer.
#[test]
fn the_answer_shown_says_why() {
    let (answer, _) = answer_and_wrong("lungern-001");
    let shown = session("en", "lungern-001", "show\n");
    let right = session("en", "lungern-001", &format!("{answer}\n"));
    let why = |text: &str| {
        let at = text.find("Why the first trick goes so:").expect(text);
        let end = text.find("Your puzzle rating").expect(text);
        text[at..end].to_string()
    };
    assert_eq!(why(&shown), why(&right));
    insta::assert_snapshot!("shown_en", shown);
}
