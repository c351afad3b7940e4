//! Predict, then be told (issue 12, item 5): `kaiser scenario play` shows only what the
//! players could see before each prediction (the cards with who played them, the tricks
//! before), never the trick's winner or the source's narration of it; both come after the
//! answer. The hands can be shown again (`hands`, German `karten`, a menu row on a terminal).

use crate::util::{kaiser, pty};
use kaiser::i18n::{Arg, Lang, Pick, message, with_lang};
use kaiser::lessons::step::{Body, Step};
use kaiser::lessons::{Content, Scenario};

fn text(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Whitespace collapsed, so a sentence matches however the output wrapped it.
fn norm(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The sentences (and clauses) of a text worth looking for: five words or more, without
/// the quotation marks around them.
fn fragments(s: &str) -> Vec<String> {
    norm(s)
        .split(['.', '!', '?', ';', ':', '«', '»', '"', '…'])
        .map(str::trim)
        .filter(|f| f.split(' ').count() >= 5)
        .map(str::to_string)
        .collect()
}

fn lang_code(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::De => "de",
    }
}

/// What the learner is told after predicting `step`: the source's narration and quote, the
/// explanation, and the engine's verdict line.
fn told_after(step: &Step, lang: Lang) -> (Vec<String>, String) {
    let mut said = Vec::new();
    for t in [&step.text, &step.explanation].into_iter().flatten() {
        said.extend(fragments(t.in_lang(lang)));
    }
    if let Some(q) = &step.quote {
        said.extend(fragments(q));
    }
    let verdict = with_lang(lang, || match &step.body {
        Body::Trick {
            setup,
            cards,
            outcome,
            ..
        } => message(
            lang,
            "tutor-takes",
            &[("card", Arg::arg(&setup.label(cards[outcome.winner])))],
        ),
        _ => message(
            lang,
            "tutor-answer-is",
            &[("answer", Arg::arg(&step.answer_text(lang)))],
        ),
    });
    (said, norm(&verdict))
}

/// Everything the scenario may show before the question at step `at`: its head, the notes
/// and lead-ins up to it, and what was told after the questions before it.
fn allowed_before(s: &Scenario, at: usize, lang: Lang) -> String {
    let mut shown = vec![s.story.in_lang(lang).to_string()];
    shown.extend(s.fillers.iter().map(|f| f.in_lang(lang).to_string()));
    shown.extend(s.quote.clone());
    for (i, step) in s.steps.iter().enumerate().take(at + 1) {
        shown.extend(step.lead.iter().map(|t| t.in_lang(lang).to_string()));
        if i < at || !step.is_question() {
            shown.extend(step.text.iter().map(|t| t.in_lang(lang).to_string()));
            shown.extend(step.explanation.iter().map(|t| t.in_lang(lang).to_string()));
            shown.extend(step.quote.clone());
        }
    }
    norm(&shown.join(" "))
}

/// What `before` (the output up to the question at step `at`) tells too soon: the verdict,
/// narration, quote or explanation of this question or a later one, or the example's end,
/// beyond what the scenario legitimately showed before (see [`allowed_before`]).
fn told_too_soon(s: &Scenario, at: usize, lang: Lang, before: &str) -> Vec<String> {
    let before = norm(before);
    let allowed = allowed_before(s, at, lang);
    let mut leaks = Vec::new();
    let mut outcome: Vec<String> = s
        .outcome
        .iter()
        .flat_map(|o| fragments(o.in_lang(lang)))
        .collect();
    let told_before: Vec<String> = s.steps[..at]
        .iter()
        .filter(|st| st.is_question())
        .map(|st| told_after(st, lang).1)
        .collect();
    for step in s.steps[at..].iter().filter(|st| st.is_question()) {
        let (said, verdict) = told_after(step, lang);
        // Said before only as often as an earlier trick with the same winner.
        let earlier = told_before.iter().filter(|v| **v == verdict).count();
        if before.matches(verdict.as_str()).count() > earlier {
            leaks.push(format!("{} {lang:?} step {}: {verdict:?}", s.id, at + 1));
        }
        outcome.extend(said);
    }
    for f in outcome.iter().filter(|f| !allowed.contains(f.as_str())) {
        if before.contains(f.as_str()) {
            leaks.push(format!("{} {lang:?} step {}: {f:?}", s.id, at + 1));
        }
    }
    leaks
}

#[test]
fn no_trick_is_told_before_its_prediction_in_any_scenario_in_either_language() {
    let content = Content::embedded().unwrap();
    assert!(content.scenarios.len() >= 20, "every built-in scenario");
    let mut checked = 0;
    let mut leaks = Vec::new();
    for s in &content.scenarios {
        let questions: Vec<usize> = (0..s.steps.len())
            .filter(|&i| s.steps[i].is_question())
            .collect();
        let input: String = questions
            .iter()
            .map(|&i| s.steps[i].answer_line() + "\n")
            .collect();
        for lang in [Lang::En, Lang::De] {
            let home = tempfile::tempdir().unwrap();
            let out = kaiser()
                .args(["--lang", lang_code(lang), "scenario", "play", &s.id])
                .env("KAISER_HOME", home.path())
                .write_stdin(input.clone())
                .output()
                .unwrap();
            assert!(out.status.success(), "{} {lang:?}", s.id);
            let out = text(&out);
            // Played to its end with every answer right, and so saved.
            let n = questions.len();
            let score = message(
                lang,
                "tutor-score",
                &[("right", n.arg()), ("asked", n.arg())],
            );
            assert!(out.contains(&score), "{} {lang:?}: {score}\n{out}", s.id);
            assert_eq!(
                crate::learn::progress(home.path())["scenarios"][&s.id]["right"],
                n as u64,
                "{} {lang:?}",
                s.id
            );
            let prompt = message(lang, "tutor-prompt-play", &[]);
            let at: Vec<usize> = out.match_indices(&prompt).map(|(i, _)| i).collect();
            assert_eq!(at.len(), questions.len(), "{} {lang:?}:\n{out}", s.id);
            for (k, &i) in questions.iter().enumerate() {
                leaks.extend(told_too_soon(s, i, lang, &out[..at[k]]));
                checked += 1;
            }
        }
    }
    assert!(
        leaks.is_empty(),
        "told before the prediction:\n{}",
        leaks.join("\n")
    );
    assert!(checked >= 150, "{checked} predictions checked");
}

/// The answers for liebenau-m: the first trick wrong, the hands asked for at the third, the
/// rest right.
fn liebenau_m_input(words: &str) -> String {
    let content = Content::embedded().unwrap();
    let s = content.scenario("liebenau-m").unwrap();
    let mut input = String::new();
    for (k, step) in s.steps.iter().filter(|st| st.is_question()).enumerate() {
        match k {
            0 => input.push_str("1\n"),
            2 => input.push_str(&format!("{words}\n{}\n", step.answer_line())),
            _ => input.push_str(&(step.answer_line() + "\n")),
        }
    }
    input
}

#[test]
fn liebenau_m_piped_in_english_is_told_after_each_prediction() {
    let out = kaiser()
        .args(["scenario", "play", "liebenau-m"])
        .write_stdin(liebenau_m_input("hands"))
        .output()
        .unwrap();
    assert!(out.status.success());
    insta::assert_snapshot!("scenario_play_liebenau_m_en", text(&out));
}

#[test]
fn liebenau_m_piped_in_german_is_told_after_each_prediction() {
    let out = kaiser()
        .args(["--lang", "de", "scenario", "play", "liebenau-m"])
        .write_stdin(liebenau_m_input("karten"))
        .output()
        .unwrap();
    assert!(out.status.success());
    insta::assert_snapshot!("scenario_play_liebenau_m_de", text(&out));
}

#[test]
fn scenario_show_still_tells_the_whole_story() {
    let content = Content::embedded().unwrap();
    let s = content.scenario("liebenau-m").unwrap();
    let out = kaiser()
        .args(["scenario", "show", "liebenau-m"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let shown = norm(&text(&out));
    for step in &s.steps {
        for t in [&step.lead, &step.text, &step.explanation]
            .into_iter()
            .flatten()
        {
            assert!(shown.contains(&norm(t.in_lang(Lang::En))), "{shown}");
        }
        let (_, verdict) = told_after(step, Lang::En);
        if step.is_question() {
            assert!(shown.contains(&verdict), "{verdict:?} in:\n{shown}");
        }
    }
}

#[test]
fn the_hands_menu_row_on_a_terminal_shows_the_hands_and_asks_again() {
    let content = Content::embedded().unwrap();
    let s = content.scenario("liebenau-m").unwrap();
    let Body::Trick { cards, .. } = &s.steps[0].body else {
        panic!("liebenau-m starts with a trick")
    };
    let home = tempfile::tempdir().unwrap();
    let mut p = pty(home.path(), &["scenario", "play", "liebenau-m"]);
    p.exp_string("Who takes this trick? Predict it.").unwrap();
    p.exp_string("show the hands again").unwrap();
    // The rows: the cards, "show the answer", "show the hands again", "quit" (no hints).
    for _ in 0..cards.len() + 1 {
        p.send("\x1b[B").unwrap();
        p.flush().unwrap();
    }
    p.send("\r").unwrap();
    p.flush().unwrap();
    p.exp_string("Hands before this trick:").unwrap();
    let hands = p.exp_string("F: Eichel-7, Schilten-Ass").unwrap();
    assert!(
        hands.contains("A: Schilten-Under, Schilten-6, Eichel-Ass, Eichel-4, Eichel-5"),
        "{hands:?}"
    );
    // Asked again: the menu is back, and nothing was judged.
    let again = p.exp_string("show the hands again").unwrap();
    for said in ["Not right", "Right.", "takes the trick"] {
        assert!(!hands.contains(said) && !again.contains(said), "{said}");
    }
    p.send("\x1b").unwrap();
    p.flush().unwrap();
    p.exp_eof().unwrap();
}

/// A pseudo-terminal's output as text: rexpect's chars back to UTF-8 bytes, and the escape
/// sequences (colours, cursor moves) dropped.
fn screen_text(raw: &str) -> String {
    let bytes: Vec<u8> = raw.chars().map(|c| c as u32 as u8).collect();
    let text = String::from_utf8_lossy(&bytes);
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            // CSI: ESC [ parameters final-byte; other escapes: ESC and one char.
            if chars.next_if_eq(&'[').is_some() {
                for c in chars.by_ref() {
                    if ('@'..='~').contains(&c) {
                        break;
                    }
                }
            } else {
                chars.next();
            }
        } else if c == '\r' {
            out.push('\n');
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn no_trick_is_told_before_its_prediction_on_a_terminal_either() {
    let content = Content::embedded().unwrap();
    let mut leaks = Vec::new();
    let mut checked = 0;
    for s in &content.scenarios {
        for lang in [Lang::En, Lang::De] {
            let home = tempfile::tempdir().unwrap();
            let mut p = pty(
                home.path(),
                &["--lang", lang_code(lang), "scenario", "play", &s.id],
            );
            let mut seen = String::new();
            for (i, step) in s.steps.iter().enumerate() {
                let wait = match &step.body {
                    Body::Trick { .. } => message(lang, "tutor-predict", &[]),
                    Body::Umschlag { .. } => message(lang, "tutor-umschlag", &[]),
                    _ => message(lang, "tutor-go-on", &[]),
                };
                // The menu or the page's help line is the last thing written before a key
                // is read, so the text before it is all that was shown.
                // rexpect matches byte by byte: look for the line's ASCII beginning.
                let ascii: String = wait.chars().take_while(char::is_ascii).collect();
                let raw = p.exp_string(ascii.trim_end()).unwrap();
                seen.push_str(&screen_text(&raw));
                if step.is_question() {
                    leaks.extend(told_too_soon(s, i, lang, &seen));
                    checked += 1;
                }
                // Enter: the first card (or suit), or go on after a page.
                p.send("\r").unwrap();
                p.flush().unwrap();
            }
            p.exp_eof().unwrap();
        }
    }
    assert!(leaks.is_empty(), "told too soon:\n{}", leaks.join("\n"));
    assert!(checked >= 150, "{checked} predictions checked");
}
