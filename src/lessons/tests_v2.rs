//! Unit tables for lesson format 2: a lesson built per rule system (`systems`, `only`,
//! `except`, `compare`, `expect` and `source` per system, placeholders), its problems named
//! with the system they occur in, and format 1 loading as before.

use super::step::{Body, Compare};
use super::*;
use crate::i18n::Pick;

const HINT: &str = "    hints: [{en: h, de: h}]\n";

/// A format 2 lesson over `systems` (`None`: the key left out) with `steps` and a test of
/// two generic duels.
fn v2(systems: Option<&str>, top: &str, steps: &str) -> SourceFile {
    let systems = systems
        .map(|s| format!("systems: [{s}]\n"))
        .unwrap_or_default();
    SourceFile {
        kind: FileKind::Lesson,
        origin: "v2.yaml".into(),
        text: format!(
            "format_version: 2\nid: v2\n{systems}title: {{en: 'T {{village}}', de: 'T {{village}}'}}\nsummary: {{en: 'S {{source}}', de: S}}\ntrump: Rosen\n{top}steps:\n{steps}test:\n  - kind: duel\n    cards: [Rosen-Ass, Rosen-6]\n{HINT}  - kind: duel\n    cards: [Rosen-6, Rosen-Ass]\n{HINT}"
        ),
        embedded: false,
    }
}

fn load(f: SourceFile) -> Result<Content, ContentErrors> {
    Content::load(vec![f])
}

fn lesson(f: SourceFile) -> Lesson {
    match load(f) {
        Ok(c) => c.lessons[0].clone(),
        Err(e) => panic!("{e}"),
    }
}

fn problems(f: SourceFile) -> Vec<String> {
    match load(f) {
        Ok(_) => Vec::new(),
        Err(e) => e.0.iter().map(|e| e.to_string()).collect(),
    }
}

fn texts(l: &Lesson, system: &str) -> Vec<String> {
    l.for_system(system)
        .unwrap()
        .steps
        .iter()
        .map(|s| s.text.as_ref().map(|t| t.en.clone()).unwrap_or_default())
        .collect()
}

const EXPLAIN_ONLY_EXCEPT: &str = "  - kind: explain\n    text: {en: 'all in {village}', de: alle}\n  - kind: explain\n    only: [stans]\n    text: {en: 'Jos is {name:Trumpf-Under}', de: x}\n  - kind: explain\n    except: [stans]\n    text: {en: '{name:Trumpf-Under} in {village} ({source})', de: x}\n";

#[test]
fn only_and_except_choose_the_steps_and_placeholders_fill_them() {
    let l = lesson(v2(Some("lungern, stans"), "", EXPLAIN_ONLY_EXCEPT));
    assert_eq!(l.format, 2);
    assert_eq!(l.systems(), ["lungern", "stans"]);
    let table: &[(&str, &[&str])] = &[
        ("stans", &["all in Stans", "Jos is Jos"]),
        (
            "lungern",
            &["all in Lungern", "Trumpf-Bauer in Lungern (Gasser 2015-17)"],
        ),
    ];
    for (system, want) in table {
        assert_eq!(texts(&l, system), *want, "{system}");
    }
    let stans = l.for_system("stans").unwrap();
    assert_eq!(stans.title.en, "T Stans");
    assert_eq!(stans.summary.en, "S Achermann 1978");
    // Not declared: not offered.
    assert!(l.for_system("karnoeffel").is_none());
    assert!(!l.declares("karnoeffel"));
    // As loaded, a format 2 lesson is that of its first declared system.
    assert_eq!(l.title.en, "T Lungern");
}

#[test]
fn without_systems_a_lesson_is_built_for_every_embedded_system() {
    let l = lesson(v2(None, "", EXPLAIN_ONLY_EXCEPT));
    assert_eq!(l.systems(), crate::rules::catalog::ids());
    for id in crate::rules::catalog::ids() {
        let built = l.for_system(id).unwrap();
        // Every test question is asked in the learner's system.
        for step in &built.test {
            let place = crate::text::system::place(&crate::rules::catalog::load(id).unwrap());
            assert!(step.setting().unwrap().starts_with(&place), "{id}");
            assert_eq!(step.compare, None);
        }
    }
}

#[test]
fn questions_are_asked_and_judged_in_the_learners_system() {
    // Trumpf-5 over Trumpf-Ass in Stans; under it in Lungern.
    let duel = "  - kind: duel\n    cards: [Rosen-Ass, Rosen-5]\n    expect: {stans: Rosen-5, lungern: Rosen-Ass}\n    hints: [{en: 'not {name:Trumpf-5}', de: h}]\n";
    let l = lesson(v2(Some("lungern, stans"), "", duel));
    for (system, winner, hint) in [
        ("stans", "Rosen-5", "not Trumpf-5"),
        ("lungern", "Rosen-Ass", "not Trumpf-5"),
    ] {
        let step = &l.for_system(system).unwrap().steps[0];
        assert_eq!(step.answer_line(), winner, "{system}");
        assert_eq!(step.hints[0].en, hint);
        let Body::Trick { setup, .. } = &step.body else {
            panic!("a duel is a trick")
        };
        assert_eq!(setup.system.id, system);
    }
    // `other` stands for every system not named; an omitted expect is the engine's answer.
    for expect in ["{stans: Rosen-5, other: Rosen-Ass}", "{lungern: Rosen-Ass}"] {
        let d = duel.replace("{stans: Rosen-5, lungern: Rosen-Ass}", expect);
        assert!(
            problems(v2(Some("lungern, stans"), "", &d)).is_empty(),
            "{expect}"
        );
    }
}

#[test]
fn compare_steps_are_headed_except_for_that_villages_learner() {
    let steps = "  - kind: table\n    variant: stans\n    compare: true\n  - kind: explain\n    compare: true\n    text: {en: elsewhere, de: anderswo}\n  - kind: trick\n    variant: stans\n    compare: true\n    cards: [Rosen-Ass, Rosen-5]\n    expect: Rosen-5\n    hints: [{en: '{name:Trumpf-Under}', de: h}]\n";
    let l = lesson(v2(Some("lungern, stans"), "", steps));
    let lungern = l.for_system("lungern").unwrap();
    let compare: Vec<_> = lungern.steps.iter().map(|s| s.compare.clone()).collect();
    assert_eq!(
        compare,
        [
            Some(Compare::Village("stans".into())),
            Some(Compare::Villages),
            Some(Compare::Village("stans".into()))
        ]
    );
    // Asked in Stans, named as Stans names it, for the Lungern learner too.
    assert!(lungern.steps[2].setting().unwrap().starts_with("Stans"));
    assert_eq!(lungern.steps[2].hints[0].en, "Jos");
    let stans = l.for_system("stans").unwrap();
    assert_eq!(stans.steps[0].compare, None);
    assert_eq!(stans.steps[1].compare, Some(Compare::Villages));
}

#[test]
fn source_is_one_citation_or_one_per_system() {
    let steps = "  - kind: explain\n    text: {en: x, de: x}\n    source:\n      lungern: 'L §1'\n      other: 'O §2'\n";
    let l = lesson(v2(Some("lungern, stans, buochs"), "", steps));
    for (system, want) in [("lungern", "L §1"), ("stans", "O §2"), ("buochs", "O §2")] {
        let s = &l.for_system(system).unwrap().steps[0];
        assert_eq!(
            s.source.as_ref().map(|t| t.en.as_str()),
            Some(want),
            "{system}"
        );
    }
}

/// A citation whose words around the source's differ by language is written once per
/// language (alone or per system); each reader gets their own, the source's quote in both.
#[test]
fn a_source_may_be_written_per_language() {
    let steps = "  - kind: explain\n    text: {en: x, de: x}\n    source:\n      lungern: {en: 'L §1 (the list)', de: 'L §1 (die Liste)'}\n      other: 'O §2'\n  - kind: explain\n    text: {en: x, de: x}\n    source: {en: 'A (own example)', de: 'A (eigenes Beispiel)'}\n";
    let l = lesson(v2(Some("lungern, stans"), "", steps));
    let lungern = &l.for_system("lungern").unwrap().steps;
    let src = lungern[0].source.as_ref().unwrap();
    assert_eq!(
        (src.en.as_str(), src.de.as_str()),
        ("L §1 (the list)", "L §1 (die Liste)")
    );
    let stans = &l.for_system("stans").unwrap().steps;
    assert_eq!(stans[0].source.as_ref().unwrap().de, "O §2");
    let both = lungern[1].source.as_ref().unwrap();
    assert_eq!(
        (both.en.as_str(), both.de.as_str()),
        ("A (own example)", "A (eigenes Beispiel)")
    );
}

#[test]
fn problems_name_the_systems_they_occur_in() {
    let sys = Some("lungern, stans");
    let duel = |expect: &str| {
        format!("  - kind: duel\n    cards: [Rosen-Ass, Rosen-5]\n    expect: {expect}\n{HINT}")
    };
    let cases: Vec<(SourceFile, &str)> = vec![
        // Wrong in Lungern only.
        (v2(sys, "", &duel("Rosen-5")), "steps[0].expect (Lungern): "),
        (
            v2(sys, "", &duel("{stans: Rosen-Ass, other: Rosen-Ass}")),
            "steps[0].expect (Stans): ",
        ),
        // Wrong everywhere: once, without names.
        (
            v2(sys, "", &duel("Rosen-6")),
            "v2.yaml:10: steps[0].expect: Rosen-6 is not one of",
        ),
        // A card Stans does not play.
        (
            v2(
                sys,
                "",
                &format!("  - kind: duel\n    cards: [Rosen-9, Rosen-Ass]\n{HINT}"),
            ),
            "steps[0].cards (Stans): Rosen-9 is not in the stans-40 deck",
        ),
        (
            v2(
                sys,
                "",
                "  - kind: explain\n    only: [stans]\n    text: {en: '{name:Rosen-9}', de: x}\n",
            ),
            "steps[0].text.en (Stans): ",
        ),
        (
            v2(
                sys,
                "",
                "  - kind: explain\n    text: {en: '{vilage}', de: x}\n",
            ),
            "steps[0].text.en: unknown placeholder {vilage}",
        ),
        (
            v2(
                sys,
                "",
                "  - kind: explain\n    text: {en: '{village', de: x}\n",
            ),
            "steps[0].text.en: a '{' without its '}'",
        ),
        (
            v2(sys, "", &duel("{stans: Rosen-5, buochs: Rosen-5}")),
            "steps[0].expect.buochs: 'buochs': this step is asked in lungern, stans",
        ),
        (
            v2(
                sys,
                "",
                "  - kind: explain\n    only: [buochs]\n    text: {en: x, de: x}\n",
            ),
            "steps[0].only[0]: 'buochs' is not one of the lesson's systems (lungern, stans)",
        ),
        (
            v2(
                sys,
                "",
                "  - kind: explain\n    only: [stans]\n    except: [lungern]\n    text: {en: x, de: x}\n",
            ),
            "steps[0].except: give 'only' or 'except', not both",
        ),
        (
            v2(
                sys,
                "",
                "  - kind: explain\n    except: [stans, lungern]\n    text: {en: x, de: x}\n",
            ),
            "steps[0].except: this step is shown to no system",
        ),
        (
            v2(sys, "", "  - kind: table\n    variant: stans\n"),
            "steps[0].variant: a step fixed to another village needs 'compare: true'",
        ),
        (
            v2(
                sys,
                "",
                "  - kind: explain\n    text: {en: x, de: x}\n    source: {stans: 'S §1'}\n",
            ),
            "steps[0].source: no source for Lungern",
        ),
        (
            v2(sys, "variant: stans\n", EXPLAIN_ONLY_EXCEPT),
            "format 2 has no lesson-wide 'variant'",
        ),
        (v2(Some(""), "", EXPLAIN_ONLY_EXCEPT), "'systems' is empty"),
        (
            v2(Some("stans, stans"), "", EXPLAIN_ONLY_EXCEPT),
            "systems[1]: 'stans' is named twice",
        ),
        (v2(Some("stanz"), "", EXPLAIN_ONLY_EXCEPT), "systems[0]: "),
        (
            v2(
                sys,
                "",
                "  - kind: explain\n    text: {en: x, de: x}\n    unknown_field: 1\n",
            ),
            "unknown field `unknown_field`",
        ),
    ];
    for (f, says) in cases {
        let got = problems(f);
        assert!(got.iter().any(|p| p.contains(says)), "{says}:\n{got:#?}");
    }
    // A test with fewer than two questions for a system names it.
    let mut f = v2(sys, "", EXPLAIN_ONLY_EXCEPT);
    f.text = f.text.replace(
        "  - kind: duel\n    cards: [Rosen-6, Rosen-Ass]\n",
        "  - kind: duel\n    only: [stans]\n    cards: [Rosen-6, Rosen-Ass]\n",
    );
    let got = problems(f);
    assert!(
        got.iter()
            .any(|p| p.contains("test (Lungern): a lesson ends with a short test")),
        "{got:#?}"
    );
}

#[test]
fn format_1_loads_as_before_and_refuses_format_2_fields() {
    let f1 = "format_version: 1\nid: old\nvariant: stans\ntrump: Rosen\ntitle: {en: 'T {village}', de: T}\nsummary: {en: S, de: S}\nsteps:\n  - kind: explain\n    text: {en: '{braces} stay', de: x}\ntest:\n  - kind: duel\n    cards: [Rosen-Ass, Rosen-5]\n    hints: [{en: h, de: h}]\n  - kind: duel\n    cards: [Rosen-5, Rosen-Ass]\n    hints: [{en: h, de: h}]\n";
    let file = |text: &str| SourceFile {
        kind: FileKind::Lesson,
        origin: "old.yaml".into(),
        text: text.into(),
        embedded: false,
    };
    let l = lesson(file(f1));
    assert_eq!(l.format, 1);
    assert!(l.builds().is_empty());
    assert_eq!(l.title.en, "T {village}");
    assert_eq!(l.steps[0].text.as_ref().unwrap().en, "{braces} stay");
    // Offered to every village, asked as written.
    let lungern = l.for_system("lungern").unwrap();
    assert!(lungern.test[0].setting().unwrap().starts_with("Stans"));
    assert!(l.declares("karnoeffel"));
    for (field, line) in [
        ("only", "    only: [stans]\n"),
        ("compare", "    compare: true\n"),
        ("source", "    source: {stans: x}\n"),
    ] {
        let text = f1.replace(
            "    text: {en: '{braces} stay', de: x}\n",
            &format!("    text: {{en: x, de: x}}\n{line}"),
        );
        let got = problems(file(&text));
        assert!(
            got.iter()
                .any(|p| p.contains(&format!("'{field}' belongs to lesson format 2"))),
            "{field}: {got:#?}"
        );
    }
    let got = problems(file(
        &f1.replace("id: old\n", "id: old\nsystems: [stans]\n"),
    ));
    assert!(
        got.iter()
            .any(|p| p.contains("'systems' belongs to lesson format 2")),
        "{got:#?}"
    );
}

#[test]
fn the_content_of_a_village_holds_only_its_lessons() {
    let only_stans = v2(
        Some("stans"),
        "",
        "  - kind: explain\n    text: {en: x, de: x}\n",
    );
    let mut every = v2(None, "", EXPLAIN_ONLY_EXCEPT);
    every.text = every.text.replace("id: v2", "id: every");
    every.origin = "every.yaml".into();
    let content = Content::load(vec![only_stans, every]).unwrap();
    let ids = |v: Option<&str>| -> Vec<String> {
        content
            .for_village(v)
            .lessons
            .iter()
            .map(|l| format!("{}:{}", l.id, l.title.in_lang(Lang::En)))
            .collect()
    };
    assert_eq!(ids(Some("stans")), ["v2:T Stans", "every:T Stans"]);
    assert_eq!(ids(Some("lungern")), ["every:T Lungern"]);
    assert_eq!(ids(None), ["v2:T Stans", "every:T Lungern"]);
}

#[test]
fn problems_in_german_name_the_village() {
    let f = v2(
        Some("lungern, stans"),
        "",
        "  - kind: explain\n    only: [stans]\n    text: {en: '{dorf}', de: x}\n",
    );
    let got = crate::i18n::with_lang(Lang::De, || problems(f));
    assert!(
        got.iter()
            .any(|p| p.contains("steps[0].text.en (Stans): unbekannter Platzhalter {dorf}")),
        "{got:#?}"
    );
}

/// Loaded for one village, the embedded lessons are built for it alone; every village's
/// lessons are those a full load builds, whether loaded for it or built on demand from a
/// content loaded for another (`kaiser learn` when the village changes in the menu).
#[test]
fn content_loaded_for_a_village_is_that_villages_part_of_the_full_content() {
    let full = Content::embedded().unwrap();
    let show = |c: &Content| -> Vec<String> {
        c.lessons
            .iter()
            .map(|l| {
                let steps = format!("{:?} {:?}", l.steps, l.test);
                format!("{} {:?} {:?} {steps}", l.id, l.title, l.summary)
            })
            .collect()
    };
    let ids_of = |c: &Content| -> Vec<String> { c.lessons.iter().map(|l| l.id.clone()).collect() };
    let stans = Content::load_for(embedded_files(), Some("stans")).unwrap();
    assert_eq!(ids_of(&stans), ids_of(&full));
    assert!(stans.lessons.iter().all(|l| l.builds().len() <= 1));
    assert!(stans.lessons.iter().any(|l| l.builds().len() == 1));
    for l in &stans.lessons {
        let same = full.lesson(&l.id).unwrap();
        assert_eq!(l.systems(), same.systems(), "{}", l.id);
    }
    for v in crate::rules::catalog::ids() {
        let want = show(&full.for_village(Some(v)));
        assert!(!want.is_empty(), "{v}");
        let own = Content::load_for(embedded_files(), Some(v)).unwrap();
        assert_eq!(show(&own.for_village(Some(v))), want, "{v}");
        assert_eq!(
            show(&stans.for_village(Some(v))),
            want,
            "{v}, built from stans"
        );
    }
}
