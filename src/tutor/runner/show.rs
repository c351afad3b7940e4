//! Showing a step without asking it: a page of teaching (an explanation or the Machtposition
//! table), the engine's reasoning after a question, and a scenario from its story to its
//! outcome (`kaiser scenario show`), each narrated in the learner's language at display time.

use crate::i18n::Pick;
use crate::lessons::step::{Body, Step};
use crate::lessons::{Lang, Scenario, tl};
use crate::render::Theme;
use crate::text::cite::{Form, by_step, cite};
use crate::tutor::{hang, wrap};

/// The engine's reasoning (or the source's answer, for a choice) after a question.
pub fn reasoning(step: &Step, lang: Lang, theme: Theme, width: usize) -> String {
    let mut out = String::new();
    match &step.body {
        Body::Explain | Body::Table(_) => {}
        Body::Trick {
            setup,
            cards,
            outcome,
            ..
        } => {
            out.push_str(&tl!(lang, "tutor-why"));
            out.push('\n');
            let narrated =
                crate::text::trick::narrate(lang, &setup.system, &setup.power, cards, outcome);
            for s in &narrated {
                out.push_str(&hang(
                    &format!("{}. {}", s.facts.index + 1, s.text),
                    width,
                    "  ",
                    "     ",
                ));
                out.push('\n');
            }
            let sources: Vec<&str> = narrated.iter().map(|s| s.source).collect();
            for line in by_step(&sources, lang) {
                // "Sources:" under the steps, each source's line below it.
                let indent = if line.starts_with(' ') { "    " } else { "  " };
                out.push_str(&theme.dim(&wrap(line.trim_start(), width, indent)));
                out.push('\n');
            }
            out.push_str(&theme.answer(&tl!(
                lang,
                "tutor-takes",
                card = setup.label(cards[outcome.winner])
            )));
            out.push('\n');
        }
        Body::Order { setup, ranked, .. } => {
            out.push_str(&tl!(lang, "tutor-ranked"));
            out.push('\n');
            for (card, pos) in ranked {
                let row = &setup.system.rows[setup.power.entry(*card).row as usize];
                out.push_str(&format!(
                    "  #{pos:<3} {} · {}\n",
                    setup.label(*card),
                    crate::text::system::class_name(lang, row.class)
                ));
            }
        }
        Body::Umschlag { umschlag, .. } => {
            out.push_str(&tl!(lang, "tutor-why"));
            out.push('\n');
            for s in crate::text::umschlag::reasons(lang, &umschlag.steps) {
                out.push_str(&wrap(&s, width, "  "));
                out.push('\n');
            }
            out.push_str(&theme.dim(&format!(
                "  [{}]",
                cite(&umschlag.source, lang, Form::Short)
            )));
            out.push('\n');
            out.push_str(&theme.answer(&tl!(
                lang,
                "tutor-answer-is",
                answer = step.answer_text(lang)
            )));
            out.push('\n');
        }
        Body::Choice { .. } => {
            out.push_str(&theme.answer(&tl!(
                lang,
                "tutor-answer-is",
                answer = step.answer_text(lang)
            )));
            out.push('\n');
        }
    }
    if let Some(e) = &step.explanation {
        out.push_str(&wrap(e.in_lang(lang), width, ""));
        out.push('\n');
    }
    if let Some(src) = &step.source {
        out.push_str(&source_line(src, lang, theme, width));
    }
    out.truncate(out.trim_end().len());
    out
}

/// A step's narration and quote (in a scenario: the source's telling of the trick), each
/// line ending in a newline; empty when the step has neither.
pub fn narration(step: &Step, lang: Lang, theme: Theme, width: usize) -> String {
    let mut out = String::new();
    if let Some(t) = &step.text {
        out.push_str(&wrap(t.in_lang(lang), width, ""));
        out.push('\n');
    }
    if let Some(q) = &step.quote {
        out.push_str(&theme.dim(&wrap(&format!("«{q}»"), width, "  ")));
        out.push('\n');
    }
    out
}

/// `[Source: Achermann 1978, §1 («…»)]`, dimmed and wrapped, with its newline.
fn source_line(src: &str, lang: Lang, theme: Theme, width: usize) -> String {
    theme.dim(&wrap(
        &tl!(lang, "tutor-source", source = cite(src, lang, Form::Full)),
        width,
        "",
    )) + "\n"
}

/// A page of teaching: an explanation, or the Machtposition table.
pub fn page(step: &Step, lang: Lang, theme: Theme, width: usize) -> String {
    let mut out = String::new();
    if let Body::Table(_) = &step.body {
        out.push_str(&theme.heading(&step.setting().unwrap_or_default()));
        out.push('\n');
    }
    if let Some(t) = &step.text {
        out.push_str(&wrap(t.in_lang(lang), width, ""));
        out.push('\n');
    }
    if let Body::Table(setup) = &step.body {
        let rows = crate::render::rank::rows(&setup.system, &setup.power);
        out.push_str(&crate::render::rank::table(theme, &rows, false));
        out.push('\n');
    }
    if let Some(src) = &step.source {
        out.push_str(&source_line(src, lang, theme, width));
    }
    out
}

/// The story of a scenario, before its steps.
pub fn scenario_head(s: &Scenario, lang: Lang, theme: Theme, width: usize) -> String {
    let mut out = theme.heading(&format!("{} · {}", s.id, s.title.in_lang(lang))) + "\n";
    let mut setting = s.variant.clone();
    if let Some(t) = s.trump {
        setting.push_str(&format!(" · Trumpf: {t}"));
    }
    out.push_str(&setting);
    out.push('\n');
    out.push_str(&theme.dim(&wrap(
        &tl!(
            lang,
            "tutor-source",
            source = cite(&s.source, lang, Form::Short)
        ),
        width,
        "",
    )));
    out.push('\n');
    if let Some(q) = &s.quote {
        out.push_str(&theme.dim(&wrap(&format!("«{q}»"), width, "  ")));
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&wrap(s.story.in_lang(lang), width, ""));
    out.push('\n');
    if !s.hands.is_empty() {
        out.push('\n');
        for (who, cards) in &s.hands {
            let names: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
            out.push_str(&wrap(&format!("{who}: {}", names.join(", ")), width, "  "));
            out.push('\n');
        }
    }
    if let Some(f) = &s.fillers {
        out.push('\n');
        out.push_str(&theme.dim(&wrap(
            &tl!(lang, "tutor-fillers", text = f.in_lang(lang)),
            width,
            "",
        )));
        out.push('\n');
    }
    out
}

pub(super) fn trick_heading(
    s: &Scenario,
    step: &Step,
    n: usize,
    total: usize,
    lang: Lang,
) -> String {
    let mut h = tl!(lang, "tutor-step-of", n = n, total = total);
    if let Some(set) = step.setting() {
        h = format!("{h} · {set}");
    }
    if !step.players.is_empty() {
        h = format!("{h} · {}", step.players.join(" "));
    } else if let (Body::Trick { .. }, false) = (&step.body, s.players.is_empty()) {
        // Seats unknown for this trick: say nothing rather than guess.
    }
    h
}

/// `kaiser scenario show`: the whole example with the engine's reasoning, no questions.
pub fn show_scenario(s: &Scenario, lang: Lang, theme: Theme, width: usize) -> String {
    let mut out = scenario_head(s, lang, theme, width);
    let total = s.steps.len();
    for (i, step) in s.steps.iter().enumerate() {
        out.push('\n');
        out.push_str(&theme.heading(&trick_heading(s, step, i + 1, total, lang)));
        out.push('\n');
        if let Some(t) = &step.lead {
            out.push_str(&wrap(t.in_lang(lang), width, ""));
            out.push('\n');
        }
        out.push_str(&narration(step, lang, theme, width));
        match &step.body {
            Body::Trick { setup, cards, .. } => {
                let names: Vec<String> = cards.iter().map(|c| setup.label(*c)).collect();
                out.push_str(&wrap(&names.join(" · "), width, "  "));
                out.push('\n');
            }
            Body::Umschlag { cards, .. } => {
                let names: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
                out.push_str(&format!(
                    "  {}\n",
                    tl!(lang, "tutor-face-up", cards = names.join(", "))
                ));
            }
            _ => {}
        }
        let why = reasoning(step, lang, theme, width);
        if !why.is_empty() {
            out.push_str(&why);
            out.push('\n');
        }
    }
    if let Some(o) = &s.outcome {
        out.push('\n');
        out.push_str(&wrap(o.in_lang(lang), width, ""));
        out.push('\n');
    }
    out
}
