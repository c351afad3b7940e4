//! Unit tables for loading content and judging answers.

use super::step::{Answer, TrumpAnswer};
use super::*;
use crate::cards::Card;

fn lesson_file(steps: &str) -> SourceFile {
    SourceFile {
        kind: FileKind::Lesson,
        origin: "t.yaml".into(),
        text: format!(
            "format_version: 1\nid: t\ntitle: {{en: T, de: T}}\nsummary: {{en: S, de: S}}\nsteps:\n{steps}test:\n  - kind: choice\n    variant: stans\n    question: {{en: Q, de: F}}\n    options: [{{en: a, de: a}}, {{en: b, de: b}}]\n    answer: 1\n    hints: [{{en: h, de: h}}]\n    source: x\n  - kind: choice\n    variant: stans\n    question: {{en: Q, de: F}}\n    options: [{{en: a, de: a}}, {{en: b, de: b}}]\n    answer: 2\n    hints: [{{en: h, de: h}}]\n    source: x\n"
        ),
        embedded: false,
    }
}

fn load(steps: &str) -> Result<Content, ContentErrors> {
    Content::load(vec![lesson_file(steps)])
}

fn first_step(steps: &str) -> step::Step {
    load(steps).unwrap().lessons[0].steps[0].clone()
}

const TRICK: &str = "  - kind: trick\n    variant: stans\n    trump: Rosen\n    cards: [Rosen-7, Mugg, Jos]\n    hints: [{en: h, de: h}]\n";

fn card(name: &str) -> Card {
    crate::cards::names::Namer::new(Some(crate::cards::Suit::Rosen), &[])
        .card(name)
        .unwrap()
}

#[test]
fn trick_answers_by_number_name_and_nickname() {
    let step = first_step(TRICK);
    let cases: &[(&str, Option<&str>)] = &[
        ("3", Some("Rosen-Under")),
        ("Jos", Some("Rosen-Under")),
        (" rosen-under ", Some("Rosen-Under")),
        ("T-Under", Some("Rosen-Under")),
        ("1", Some("Rosen-7")),
        ("4", None), // no fourth card: read as a name, and there is none
        ("0", None),
        ("Eichel-König", None), // not in this trick
        ("Rosenkng", None),
    ];
    for (input, want) in cases {
        let got = step.parse_answer(input, Lang::En);
        match want {
            Some(name) => assert_eq!(got, Ok(Answer::Card(card(name))), "{input}"),
            None => assert!(got.is_err(), "{input}: {got:?}"),
        }
    }
    assert!(step.is_right(&Answer::Card(card("Jos"))));
    assert!(!step.is_right(&Answer::Card(card("Mugg"))));
    assert_eq!(step.answer_line(), "Rosen-Under");
    assert!(
        step.parse_answer("Eichel-König", Lang::De)
            .unwrap_err()
            .contains("liegt nicht in diesem Stich")
    );
}

#[test]
fn order_answers_accept_ties_in_any_order() {
    // Two plain Ass of side suits stand on one row: either order is right.
    let step = first_step(
        "  - kind: order\n    variant: stans\n    trump: Rosen\n    cards: [Eichel-Ass, Mugg, Schilten-Ass]\n    hints: [{en: h, de: h}]\n",
    );
    let cases: &[(&str, Option<bool>)] = &[
        ("Mugg Eichel-Ass Schilten-Ass", Some(true)),
        ("2, 3, 1", Some(true)),
        ("2 1 3", Some(true)),
        ("Eichel-Ass Mugg Schilten-Ass", Some(false)),
        ("Mugg Eichel-Ass", None),             // one missing
        ("Mugg Mugg Eichel-Ass", None),        // twice
        ("Mugg Eichel-Ass Rosen-König", None), // not asked
    ];
    for (input, want) in cases {
        match (step.parse_answer(input, Lang::En), want) {
            (Ok(a), Some(right)) => assert_eq!(step.is_right(&a), *right, "{input}"),
            (Err(_), None) => {}
            (got, _) => panic!("{input}: {got:?}"),
        }
    }
}

#[test]
fn umschlag_and_choice_answers() {
    let step = first_step(
        "  - kind: umschlag\n    variant: stans\n    cards: [Rosen-König, Eichel-Ass, Schellen-Ass]\n    expect: Eichel\n    hints: [{en: h, de: h}]\n",
    );
    for (input, right) in [
        ("Eichel", true),
        ("eicheln", true),
        ("2", false),
        ("3", true),
        ("Schellen", false),
    ] {
        let a = step.parse_answer(input, Lang::En).unwrap();
        assert_eq!(step.is_right(&a), right, "{input}");
    }
    // stans turns the stock when only Kaiser lie face up; it never deals again.
    let labels = step.options(Lang::En);
    assert_eq!(labels.len(), 5, "{labels:?}");
    assert_eq!(
        step.parse_answer("turn-stock", Lang::En),
        Ok(Answer::Trump(TrumpAnswer::TurnStock))
    );
    assert!(
        step.parse_answer("Rosn", Lang::En)
            .unwrap_err()
            .contains("Rosen")
    );

    let content = load(TRICK).unwrap();
    let choice = &content.lessons[0].test[1];
    assert_eq!(choice.parse_answer("2", Lang::En), Ok(Answer::Option(1)));
    assert!(choice.is_right(&Answer::Option(1)));
    assert!(choice.parse_answer("3", Lang::En).is_err());
    // An option's text counts too, in either language, case and spacing aside.
    assert_eq!(choice.parse_answer(" B ", Lang::De), Ok(Answer::Option(1)));
    assert!(
        choice
            .parse_answer("c", Lang::De)
            .unwrap_err()
            .contains("Nummer")
    );
}

#[test]
fn problems_name_line_and_fix() {
    let cases: &[(&str, usize, &str)] = &[
        (
            "  - kind: trick\n    variant: stans\n    trump: Rosen\n    cards: [Rosen-7, Mugg, Jos]\n    expect: Mugg\n    hints: [{en: h, de: h}]\n",
            10,
            "steps[0].expect: expects Schellen-Banner (Mugg), but the engine gives Rosen-Under (Jos)",
        ),
        (
            "  - kind: trick\n    variant: stans\n    trump: Rosen\n    cards: [Rosen-7, Mug]\n    hints: [{en: h, de: h}]\n",
            9,
            "steps[0].cards[1]: unknown card 'Mug'; did you mean Mugg",
        ),
        (
            "  - kind: duel\n    variant: stans\n    trump: Rosen\n    cards: [Rosen-7, Mugg, Jos]\n    hints: [{en: h, de: h}]\n",
            9,
            "a duel has exactly two cards",
        ),
        (
            "  - kind: trick\n    variant: stans\n    trump: Rosen\n    cards: [Mugg]\n    hints: [{en: h, de: h}]\n",
            9,
            "steps[0].cards: a trick question needs at least two cards",
        ),
        (
            "  - kind: trick\n    variant: stans\n    trump: Rosen\n    cards: [Rosen-7, Rosen-8]\n    hints: [{en: h, de: h}]\n",
            9,
            "Rosen-8 is not in the stans-40 deck",
        ),
        (
            "  - kind: trick\n    trump: Rosen\n    cards: [Rosen-7]\n    hints: [{en: h, de: h}]\n",
            6,
            "no rule system: give 'variant'",
        ),
        (
            "  - kind: trick\n    variant: stans\n    cards: [Rosen-7]\n    hints: [{en: h, de: h}]\n",
            6,
            "no trump: give 'trump'",
        ),
        (
            "  - kind: trick\n    variant: stans\n    trump: Rosen\n    cards: [Rosen-7]\n",
            6,
            "a question needs at least one hint",
        ),
        (
            "  - kind: explain\n    text: {en: hi, de: hallo}\n    options: [{en: a, de: a}]\n",
            8,
            "'explain' steps have no 'options'",
        ),
        (
            "  - kind: explain\n    text: {en: hi, de: ' '}\n",
            7,
            "steps[0].text.de: is empty",
        ),
        (
            "  - kind: lecture\n    text: {en: hi, de: hallo}\n",
            6,
            "unknown variant `lecture`",
        ),
        (
            "  - kind: explain\n    txt: {en: hi, de: hallo}\n",
            7,
            "unknown field `txt`",
        ),
        (
            "  - kind: choice\n    variant: stans\n    question: {en: q, de: f}\n    options: [{en: a, de: a}, {en: b, de: b}]\n    answer: 2\n    hints: [{en: h, de: h}]\n",
            6,
            "a choice needs 'source'",
        ),
        (
            "  - kind: trick\n    variant: stans\n    trump: Rosen\n    cards: [Rosen-7, Mugg]\n    switches: {nope: true}\n    hints: [{en: h, de: h}]\n",
            6,
            "has no switch 'nope'",
        ),
    ];
    for (steps, line, says) in cases {
        let errs = load(steps).unwrap_err().0;
        assert_eq!(errs.len(), 1, "{steps}: {errs:?}");
        assert!(errs[0].message.contains(says), "{steps}: {}", errs[0]);
        assert_eq!(errs[0].line, Some(*line), "{steps}: {}", errs[0]);
        assert_eq!(errs[0].origin, "t.yaml");
    }
}

#[test]
fn file_level_problems() {
    let file = |text: &str| SourceFile {
        kind: FileKind::Lesson,
        origin: "f.yaml".into(),
        text: text.into(),
        embedded: false,
    };
    let cases: &[(&str, &str)] = &[
        ("id: x\n", "no format_version"),
        ("format_version: 3\nid: x\n", "newer than this kaiser reads"),
        (
            "format_version: one\n",
            "format_version must be one of 1, 2",
        ),
        ("format_version: 1\nid: [\n", "not valid YAML"),
        ("format_version: 1\nid: &a x\ntitle: *a\n", "aliases"),
        (
            "format_version: 1\nid: Bad_Id\ntitle: {en: T, de: T}\nsummary: {en: S, de: S}\nsteps: []\n",
            "must be 1 to 40 lowercase",
        ),
    ];
    for (text, says) in cases {
        let errs = Content::load(vec![file(text)]).unwrap_err().0;
        assert!(
            errs.iter().any(|e| e.message.contains(says)),
            "{text}: {errs:?}"
        );
    }
    let big = format!("format_version: 1\n# {}\n", "x".repeat(MAX_CONTENT_BYTES));
    assert!(
        Content::load(vec![file(&big)]).unwrap_err().0[0]
            .message
            .contains("larger than")
    );
}

#[test]
fn ids_are_unique_and_user_files_replace() {
    let a = lesson_file(TRICK);
    let mut b = lesson_file(TRICK);
    b.origin = "u.yaml".into();
    // Two user files with one id: a problem.
    let errs = Content::load(vec![a.clone(), b.clone()]).unwrap_err().0;
    assert!(
        errs[0].message.contains("already used by t.yaml"),
        "{errs:?}"
    );
    // A user file over an embedded one: it replaces it.
    let mut emb = a;
    emb.embedded = true;
    emb.origin = "embedded:lessons/t.yaml".into();
    let c = Content::load(vec![emb, b]).unwrap();
    assert_eq!(c.lessons.len(), 1);
    assert_eq!(c.lessons[0].origin, "u.yaml");
}

#[test]
fn see_must_name_a_lesson_or_scenario() {
    let mut f = lesson_file(TRICK);
    f.text = f.text.replace("steps:\n", "see: [stecherr]\nsteps:\n");
    let errs = Content::load(vec![f]).unwrap_err().0;
    assert_eq!(
        errs[0].message,
        "see: 'stecherr' is neither a lesson nor a scenario"
    );
    // `see:` is on line 5 of the file (after format_version, id, title, summary).
    assert_eq!(errs[0].line, Some(5));
}

#[test]
fn locale_and_line_lookup() {
    for (locale, lang) in [
        ("de_CH.UTF-8", Lang::De),
        ("de", Lang::De),
        ("DE_at", Lang::De),
        ("en_US", Lang::En),
        ("C", Lang::En),
        ("", Lang::En),
    ] {
        assert_eq!(Lang::from_locale(locale), lang, "{locale}");
    }
    let lines: HashMap<String, usize> =
        [("steps".to_string(), 3), ("steps[1]".to_string(), 9)].into();
    assert_eq!(line_of(&lines, "steps[1].cards[2]"), Some(9));
    assert_eq!(line_of(&lines, "steps[4].expect"), Some(3));
    assert_eq!(line_of(&lines, "test[0]"), None);
}

#[test]
fn the_embedded_content_loads_without_a_problem() {
    let c = Content::embedded().unwrap();
    assert!(c.lessons.len() >= 12);
    for l in &c.lessons {
        assert!(l.test.len() >= 2, "{} ends with a test", l.id);
        assert!(l.test.iter().all(|s| s.is_question()));
    }
}

#[test]
fn escape_sequences_in_content_never_reach_the_terminal() {
    let steps = "  - kind: explain\n    text: {en: \"Hel\\e[2J\\e]0;pwned\\alo\", de: \"Hallo\"}\n    source: \"x\\e[31m\"\n";
    let c = load(steps).unwrap();
    let s = &c.lessons[0].steps[0];
    assert_eq!(s.text.as_ref().unwrap().en, "Hel[2J]0;pwnedlo");
    assert_eq!(s.source.as_ref().map(|t| t.de.as_str()), Some("x[31m"));
}

/// Content problems in German: the whole message after "file:line: ".
#[test]
fn problems_in_german() {
    use crate::i18n::with_lang;
    let cases: &[(&str, &str)] = &[
        (
            "  - kind: trick\n    variant: stans\n    trump: Rosen\n    cards: [Rosen-7, Mugg, Jos]\n    expect: Mugg\n    hints: [{en: h, de: h}]\n",
            "steps[0].expect: erwartet Schellen-Banner (Mugg), aber die Regel-Engine ergibt Rosen-Under (Jos): ",
        ),
        (
            "  - kind: duel\n    variant: stans\n    trump: Rosen\n    cards: [Rosen-7, Mugg, Jos]\n    hints: [{en: h, de: h}]\n",
            "steps[0].cards: ein Duell hat genau zwei Karten (die erste wird ausgespielt), nicht 3",
        ),
        (
            "  - kind: trick\n    trump: Rosen\n    cards: [Rosen-7]\n    hints: [{en: h, de: h}]\n",
            "steps[0]: kein Regelsystem: gib 'variant' (eines von ",
        ),
        (
            "  - kind: trick\n    variant: stans\n    cards: [Rosen-7]\n    hints: [{en: h, de: h}]\n",
            "steps[0]: kein Trumpf: gib 'trump' (Rosen, Schellen, Eichel oder Schilten) hier oder zuoberst in der Datei an",
        ),
        (
            "  - kind: trick\n    variant: stans\n    trump: Rosen\n    cards: [Rosen-7]\n",
            "steps[0]: eine Frage braucht mindestens einen Tipp unter 'hints'",
        ),
        (
            "  - kind: explain\n    text: {en: hi, de: hallo}\n    options: [{en: a, de: a}]\n",
            "steps[0].options: 'explain'-Schritte haben kein 'options'",
        ),
        (
            "  - kind: explain\n    text: {en: hi, de: ' '}\n",
            "steps[0].text.de: ist leer; schreib den Text in beiden Sprachen",
        ),
        (
            "  - kind: choice\n    variant: stans\n    question: {en: q, de: f}\n    options: [{en: a, de: a}, {en: b, de: b}]\n    answer: 3\n    hints: [{en: h, de: h}]\n    source: x\n",
            "steps[0].answer: 3 ist keine der Antwortmöglichkeiten; gib 1 bis 2 an",
        ),
        (
            "  - kind: order\n    variant: stans\n    trump: Rosen\n    cards: [Mugg]\n    hints: [{en: h, de: h}]\n",
            "steps[0].cards: eine Ordnungsfrage hat 2 bis 8 Karten",
        ),
        (
            "  - kind: umschlag\n    variant: stans\n    hints: [{en: h, de: h}]\n",
            "steps[0]: ein Umschlag braucht 'cards': die aufgedeckten Karten in der Reihenfolge des Gebens",
        ),
    ];
    for (steps, says) in cases {
        let errs = with_lang(Lang::De, || load(steps)).unwrap_err().0;
        assert_eq!(errs.len(), 1, "{steps}: {errs:?}");
        assert!(errs[0].message.starts_with(says), "{steps}: {}", errs[0]);
        assert_eq!(errs[0].origin, "t.yaml");
    }
    // The summary line over all problems, with its plural.
    let one = with_lang(Lang::De, || load(cases[4].0)).unwrap_err();
    assert!(
        with_lang(Lang::De, || one.to_string())
            .starts_with("1 Problem in Lektionen und Szenarien:\n  t.yaml:6: steps[0]: eine Frage"),
        "{one}"
    );
    let two = ContentErrors(vec![one.0[0].clone(), one.0[0].clone()]);
    assert!(
        with_lang(Lang::De, || two.to_string())
            .starts_with("2 Probleme in Lektionen und Szenarien:\n")
    );
    assert!(
        two.to_string()
            .starts_with("2 problems in lessons and scenarios:\n")
    );
}

#[test]
fn file_level_problems_in_german() {
    use crate::i18n::with_lang;
    let file = |text: &str| SourceFile {
        kind: FileKind::Lesson,
        origin: "f.yaml".into(),
        text: text.into(),
        embedded: false,
    };
    let cases: &[(&str, &str)] = &[
        (
            "id: x\n",
            "kein format_version; schreib `format_version: 2` zuoberst",
        ),
        (
            "format_version: 3\nid: x\n",
            "format_version 3 ist neuer, als dieser kaiser lesen kann (2); aktualisiere kaiser",
        ),
        (
            "format_version: one\n",
            "format_version muss eine der Zahlen 1, 2 sein",
        ),
        ("format_version: 1\nid: [\n", "kein gültiges YAML: "),
        (
            "format_version: 1\nid: &a x\ntitle: *a\n",
            "Aliase (*name) sind in einer Inhaltsdatei nicht erlaubt: schreib den Wert aus",
        ),
        (
            "format_version: 1\nid: Bad_Id\ntitle: {en: T, de: T}\nsummary: {en: S, de: ' '}\nsteps: []\n",
            "die ID 'Bad_Id' muss aus 1 bis 40 Kleinbuchstaben, Ziffern oder '-' bestehen",
        ),
        (
            "format_version: 1\nid: x\ntitle: {en: T, de: T}\nsummary: {en: S, de: ' '}\nsteps: []\n",
            "summary.de ist leer; schreib den Text in beiden Sprachen",
        ),
        (
            "format_version: 1\nid: x\ntitle: {en: T, de: T}\nsummary: {en: S, de: S}\nsteps: []\n",
            "'steps' ist leer; eine Lektion braucht mindestens einen Schritt",
        ),
        (
            "format_version: 1\nid: x\ntitle: {en: T, de: T}\nsummary: {en: S, de: S}\nsteps: []\n",
            "eine Lektion endet mit einem kurzen Test: gib unter 'test' mindestens zwei Fragen an",
        ),
    ];
    for (text, says) in cases {
        let errs = with_lang(Lang::De, || Content::load(vec![file(text)]))
            .unwrap_err()
            .0;
        assert!(
            errs.iter().any(|e| e.message.starts_with(says)),
            "{text}: {errs:?}"
        );
    }
    let mut f = lesson_file(TRICK);
    f.text = f.text.replace("steps:\n", "see: [stecherr]\nsteps:\n");
    let errs = with_lang(Lang::De, || Content::load(vec![f]))
        .unwrap_err()
        .0;
    assert_eq!(
        errs[0].message,
        "see: 'stecherr' ist weder eine Lektion noch ein Szenario"
    );
    let (a, mut b) = (lesson_file(TRICK), lesson_file(TRICK));
    b.origin = "u.yaml".into();
    let errs = with_lang(Lang::De, || Content::load(vec![a, b]))
        .unwrap_err()
        .0;
    assert_eq!(
        errs[0].message,
        "die ID 't' ist schon von t.yaml belegt; IDs müssen eindeutig sein"
    );
}

#[test]
fn answers_in_german() {
    let trick = first_step(TRICK);
    for (input, says) in [
        (
            "7",
            "es gibt keine Karte 7; antworte mit 1 bis 3 oder dem Namen einer Karte",
        ),
        (
            "Eichel-König",
            "Eichel-König liegt nicht in diesem Stich; antworte mit einer der Karten 1 bis 3",
        ),
    ] {
        assert_eq!(trick.parse_answer(input, Lang::De).unwrap_err(), says);
    }
    let order = first_step(
        "  - kind: order\n    variant: stans\n    trump: Rosen\n    cards: [Eichel-Ass, Mugg, Schilten-Ass]\n    hints: [{en: h, de: h}]\n",
    );
    for (input, says) in [
        (
            "Mugg Eichel-Ass",
            "nenne alle 3 Karten, die höchste zuerst (Namen oder Nummern)",
        ),
        (
            "Mugg Mugg Eichel-Ass",
            "Schellen-Banner ist zweimal genannt",
        ),
        (
            "Mugg Eichel-Ass Rosen-König",
            "Rosen-König gehört nicht zu den Karten, die zu ordnen sind",
        ),
    ] {
        assert_eq!(order.parse_answer(input, Lang::De).unwrap_err(), says);
    }
    let umschlag = first_step(
        "  - kind: umschlag\n    variant: stans\n    cards: [Rosen-König, Eichel-Ass, Schellen-Ass]\n    expect: Eichel\n    hints: [{en: h, de: h}]\n",
    );
    let labels = umschlag.options(Lang::De);
    assert_eq!(labels[4], "die oberste Karte des Stocks kehren");
    assert_eq!(umschlag.options(Lang::En)[4], "turn the stock's top card");
    for word in ["kehren", "umschlagen", "turn-stock"] {
        assert_eq!(
            umschlag.parse_answer(word, Lang::De),
            Ok(Answer::Trump(TrumpAnswer::TurnStock)),
            "{word}"
        );
    }
    assert_eq!(TrumpAnswer::Redeal.text(Lang::De), "neu geben");
    assert_eq!(TrumpAnswer::Redeal.text(Lang::En), "deal again");
    let content = load(TRICK).unwrap();
    let choice = &content.lessons[0].test[1];
    assert_eq!(
        choice.parse_answer("x", Lang::De).unwrap_err(),
        "antworte mit der Nummer einer Antwortmöglichkeit, 1 bis 2, oder mit ihrem Text"
    );
    assert_eq!(
        choice.parse_answer("x", Lang::En).unwrap_err(),
        "answer with the number of an option, 1 to 2, or its text"
    );
}

#[test]
fn glossary_lookups_in_german() {
    use crate::i18n::with_lang;
    let g = glossary::Glossary::embedded().unwrap();
    let err = g.find("Stecer").unwrap_err();
    assert!(
        with_lang(Lang::De, || err.to_string())
            .starts_with("kein Begriff 'Stecer' im Glossar; meintest du Stecher"),
        "{err}"
    );
    let err = g.find("xyzzy").unwrap_err();
    assert_eq!(
        with_lang(Lang::De, || err.to_string()),
        "kein Begriff 'xyzzy' im Glossar; `kaiser glossary` zeigt alle Begriffe"
    );
    assert_eq!(
        err.to_string(),
        "no term 'xyzzy' in the glossary; `kaiser glossary` lists every term"
    );
    let bad = "format_version: 1\nterms:\n  - id: a\n    term: T\n    kind: power\n    de: d\n    en: e\n    systems: [zug]\n    source: s\n    quote: q\n";
    let e = with_lang(Lang::De, || glossary::Glossary::parse(bad, "g.yaml")).unwrap_err();
    assert!(
        e.message
            .starts_with("Begriff 'a': unbekanntes System 'zug'; es gibt all, "),
        "{e}"
    );
}

#[test]
fn quiz_count_in_german() {
    let e = crate::i18n::with_lang(Lang::De, || quiz::generate(None, 0, 1)).unwrap_err();
    assert_eq!(e, "--count muss 1 bis 100 sein");
}

/// libyaml reports a control character by byte position; the message gives its line.
#[test]
fn a_control_character_is_reported_on_its_line() {
    let mut f = lesson_file(TRICK);
    f.text = f.text.replace("summary: {en: S,", "summary: {en: S\u{1},");
    let line = 4;
    let errs = Content::load(vec![f]).unwrap_err().0;
    assert_eq!(errs[0].line, Some(line), "{}", errs[0].message);
    assert!(!errs[0].message.contains("position"), "{}", errs[0].message);
}
