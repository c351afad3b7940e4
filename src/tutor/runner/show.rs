//! Showing a step without asking it: a page of teaching (an explanation or the Machtposition
//! table), the engine's reasoning after a question, and a scenario from its story to its
//! outcome (`kaiser scenario show`), each narrated in the learner's language at display time.

use crate::i18n::Pick;
use crate::lessons::step::{Body, Step};
use crate::lessons::{Lang, Scenario, tl};
use crate::render::Theme;
use crate::render::rank::{Row, compact};
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
            let mut lines = by_step(&sources, lang);
            // The step's own citation, printed below in full, says this one already.
            if let (Some(own), [only]) = (&step.source, lines.as_slice())
                && *only
                    == tl!(
                        lang,
                        "cli-cite-source",
                        source = cite(own.in_lang(lang), lang, Form::Short)
                    )
            {
                lines.clear();
            }
            for line in lines {
                // Under the steps, a wrapped citation goes on inside its bracket.
                out.push_str(&theme.dim(&hang(&line, width, "  ", "   ")));
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
            out.push_str(&theme.answer(&tl!(
                lang,
                "tutor-answer-is",
                answer = step.answer_text(lang)
            )));
            out.push('\n');
        }
        Body::Umschlag { umschlag, .. } => {
            out.push_str(&tl!(lang, "tutor-why"));
            out.push('\n');
            let (steps, bases) = crate::text::umschlag::explained(lang, umschlag);
            for s in steps {
                out.push_str(&wrap(&s, width, "  "));
                out.push('\n');
            }
            for line in bases {
                out.push_str(&theme.dim(&wrap(&format!("  {line}"), width, "    ")));
                out.push('\n');
            }
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
        out.push_str(&source_line(src.in_lang(lang), lang, theme, width));
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

/// `[Achermann 1978, §1 («…»)]`, dimmed and wrapped, with its newline.
fn source_line(src: &str, lang: Lang, theme: Theme, width: usize) -> String {
    theme.dim(&wrap(
        &tl!(lang, "tutor-source", source = cite(src, lang, Form::Full)),
        width,
        "",
    )) + "\n"
}

/// A page of teaching: an explanation, or the Machtposition table.
pub fn page(step: &Step, lang: Lang, theme: Theme, width: usize) -> String {
    let mut out = page_head(step, lang, theme, width);
    if let Body::Table(setup) = &step.body {
        let rows = crate::render::rank::rows(&setup.system, &setup.power);
        out.push_str(&crate::render::rank::table(theme, &rows, false));
        out.push('\n');
    }
    if let Some(src) = &step.source {
        out.push_str(&source_line(src.in_lang(lang), lang, theme, width));
    }
    out
}

/// The lines a lesson prints around a page on the screen: a blank line and the step's
/// heading above it, the prompt below it.
pub const AROUND_PAGE: usize = 3;

/// The fewest lines of the table on one page when it must be paged.
const MIN_PAGE_ROWS: usize = 6;

/// A page of teaching for a screen of `height` lines (`None`: no terminal, the page as
/// [`page`] gives it). A Machtposition table that would push its explanation off the screen
/// is shown compactly (one line per rank, no borders; in two columns if one is too tall,
/// [`crate::render::rank::compact`]); if even that is too tall, it is paged: every page
/// repeats the explanation above the next part of the table, so the text stays in view.
pub fn pages(
    step: &Step,
    lang: Lang,
    theme: Theme,
    width: usize,
    height: Option<usize>,
) -> Vec<String> {
    let full = page(step, lang, theme, width);
    let (Some(height), Body::Table(setup)) = (height, &step.body) else {
        return vec![full];
    };
    let room = height.saturating_sub(AROUND_PAGE);
    if lines(&full) <= room {
        return vec![full];
    }
    let rows = crate::render::rank::rows(&setup.system, &setup.power);
    let head = page_head(step, lang, theme, width);
    let mut tail = String::new();
    let opts = &setup.opts;
    let default_deck = opts.deck.is_none_or(|d| d == setup.system.default_deck());
    if default_deck && opts.unannounced.is_empty() && opts.switches.is_empty() {
        // The compact form leaves out what each row takes: say where it is.
        let whole = tl!(
            lang,
            "tutor-table-whole",
            id = setup.system.id.clone(),
            trump = setup.trump.to_string()
        );
        tail.push_str(&theme.dim(&wrap(&whole, width, "  ")));
        tail.push('\n');
    }
    if let Some(src) = &step.source {
        tail.push_str(&source_line(src.in_lang(lang), lang, theme, width));
    }
    squeeze(&head, &rows, &tail, width, room)
}

/// `head`, the Machtposition of `rows` (compact) and `tail` in pages of at most `room` lines:
/// one page with the table in one column, else in two, else paged in one column with `head`
/// and `tail` on every page.
fn squeeze(head: &str, rows: &[Row], tail: &str, width: usize, room: usize) -> Vec<String> {
    let around = lines(head) + lines(tail);
    let with = |table: &[String]| format!("{head}{}\n{tail}", table.join("\n"));
    for columns in [1, 2] {
        if let Some(table) = compact(rows, columns, width)
            && around + table.len() <= room
        {
            return vec![with(&table)];
        }
    }
    // Paged, one column (read top to bottom), the explanation on every page.
    let table = compact(rows, 1, width)
        .or_else(|| compact(rows, 1, usize::MAX))
        .unwrap_or_default();
    let per = room.saturating_sub(around).max(MIN_PAGE_ROWS);
    table.chunks(per).map(with).collect()
}

/// The lines `text` takes on the screen (it is wrapped to the width already).
fn lines(text: &str) -> usize {
    text.trim_end_matches('\n').lines().count()
}

/// A page's text. Its place (a table's system and trump) is in the step's heading, which every
/// caller prints above the page: not said twice.
fn page_head(step: &Step, lang: Lang, _theme: Theme, width: usize) -> String {
    let mut out = String::new();
    if let Some(t) = &step.text {
        out.push_str(&wrap(t.in_lang(lang), width, ""));
        out.push('\n');
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
            source = cite(s.source.in_lang(lang), lang, Form::Short)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;
    use crate::i18n::with_lang;
    use crate::lessons::Content;
    use crate::render::rank::rows;
    use crate::rules::{Power, PowerOptions, catalog};

    /// Every table step's text of the built-in lessons, in both languages, over the table of
    /// every system under every trump: one page of a 24-line screen at 80 columns (the
    /// explanation, the compact table, the line to `kaiser rank` and a source) with the
    /// lines the lesson prints around it; paged at 14 lines, every page fits (or holds at
    /// least a few ranks under a long text) and every rank is shown.
    #[test]
    fn every_lesson_table_fits_80x24_in_every_system() {
        let content = Content::embedded().unwrap();
        let texts: Vec<(Lang, String)> = content
            .lessons
            .iter()
            .flat_map(|l| l.all_steps())
            .filter(|s| matches!(s.body, Body::Table(_)))
            .flat_map(|s| {
                [Lang::En, Lang::De]
                    .map(|lang| (lang, s.text.as_ref().map(|t| t.in_lang(lang).to_string())))
            })
            .filter_map(|(lang, t)| t.map(|t| (lang, t)))
            .collect();
        assert!(texts.len() >= 2, "table steps with text");
        let tail = "The whole table: kaiser rank --variant wolfenschiessen --trump Schellen\n\
                    [Gasser 2015-17, Machtposition]\n";
        for id in catalog::ids() {
            let system = catalog::load(id).unwrap();
            for trump in Suit::ALL {
                let power = Power::new(&system, trump, &PowerOptions::default()).unwrap();
                let rows = rows(&system, &power);
                for (lang, text) in &texts {
                    let head = format!("{id} · Trumpf: {trump}\n{}\n", wrap(text, 80, ""));
                    let pages =
                        with_lang(*lang, || squeeze(&head, &rows, tail, 80, 24 - AROUND_PAGE));
                    assert_eq!(pages.len(), 1, "{id} {trump}:\n{}", pages.join("\n----\n"));
                    let paged = with_lang(*lang, || squeeze(&head, &rows, tail, 80, 14));
                    assert!(paged.len() > 1, "{id} {trump}");
                    let room = 14.max(lines(&head) + lines(tail) + MIN_PAGE_ROWS);
                    for p in &paged {
                        assert!(lines(p) <= room, "{id} {trump}:\n{p}");
                        assert!(p.starts_with(&head), "the text on every page:\n{p}");
                        assert!(p.lines().all(|l| l.chars().count() <= 80), "{p}");
                    }
                    let all = paged.join("\n");
                    for r in &rows {
                        let label = with_lang(*lang, || crate::render::rank::compact_label(r));
                        assert!(all.contains(&label), "{id} {trump}: {label}");
                    }
                }
            }
        }
    }
}
