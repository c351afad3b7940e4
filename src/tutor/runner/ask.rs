//! Asking one question: the question's text and options, then the learner's replies until
//! the answer is right, shown (skip, or too many tries) or the learner leaves. Every answer is
//! judged by the step's engine-computed solution; a wrong one gets a hint and another try.
//! In a lesson the learner can also go back a step, read the introduction again or go up to
//! the lesson menu ([`Where`]).

use super::keys::{Screen, legend};
use super::say;
use super::show::{narration, reasoning};
use crate::i18n::Pick;
use crate::lessons::step::{Answer, Body, Step};
use crate::lessons::{Lang, tl};
use crate::tutor::ui::{Ask, Extra, Mode, Reply, Ui, is_hands};
use crate::tutor::wrap;

/// Wrong answers before the answer is shown.
pub const MAX_TRIES: usize = 3;

/// How a question ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asked {
    /// Answered right; `first` = at the first try.
    Right {
        /// No wrong answer before.
        first: bool,
    },
    /// The answer was shown (skip, or too many tries).
    Shown,
    /// Back to the step before (lessons only).
    Back,
    /// The lesson's introduction again (lessons only).
    Intro,
    /// Up to the lesson menu: Esc or q (lessons and reviews; elsewhere it is [`Asked::Quit`]).
    Menu,
    /// The learner left.
    Quit,
}

/// Where a question is asked, which decides what back, intro and Esc mean.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Where {
    /// In a lesson: back (if there is a step before), intro and the lesson menu are there.
    Lesson {
        /// A step before this one exists.
        back: bool,
    },
    /// A prediction (quiz, scenario): one way forward; Esc or q leaves.
    Prediction,
    /// A card of `kaiser review`: as a prediction, but back and intro are said to be the
    /// lessons' own, Esc or q ends the review with [`Asked::Menu`] (back to the lesson menu
    /// when it was started there) and `quit` with [`Asked::Quit`].
    Review,
}

/// The cards of a question, shown one per line, numbered, the led card marked.
fn options_for(step: &Step, lang: Lang) -> Vec<String> {
    let mut opts = step.options(lang);
    if let Body::Trick { .. } = step.body
        && let Some(first) = opts.first_mut()
    {
        first.push_str(&format!("  ({})", tl!(lang, "tutor-led")));
    }
    opts
}

fn question_text(step: &Step, lang: Lang, predict: bool) -> String {
    match &step.body {
        Body::Trick { duel: true, .. } => tl!(lang, "tutor-duel"),
        Body::Trick { .. } if predict => tl!(lang, "tutor-predict"),
        Body::Trick { .. } => tl!(lang, "tutor-who-takes"),
        Body::Order { .. } => tl!(lang, "tutor-order"),
        Body::Umschlag { .. } => tl!(lang, "tutor-umschlag"),
        _ => String::new(),
    }
}

/// What a prediction in `kaiser scenario play` adds to a question: the step's narration
/// and quote wait until after the answer, the cards are shown with who played them, and
/// the hands can be shown again.
pub struct Predict<'a> {
    /// The hands and the tricks so far, shown on `hands`.
    pub hands: &'a str,
}

/// Ask one question until it is right, shown, or left. `tries` = 1 for predictions (one
/// guess, then the answer), [`MAX_TRIES`] in lessons. A prediction: see [`ask_in`].
pub fn ask(
    ui: &mut dyn Ui,
    step: &Step,
    lang: Lang,
    heading: &str,
    tries: usize,
) -> anyhow::Result<Asked> {
    ask_in(ui, step, lang, heading, tries, Where::Prediction, None)
}

/// The rows a terminal shows under a question's options: hint (if it has hints), the answer,
/// back and the introduction (in a lesson), quit; a sort question's Esc menu starts with
/// "sort again" and has the lesson menu too.
fn extras(
    step: &Step,
    lang: Lang,
    mode: Mode,
    place: Where,
    predict: bool,
) -> Vec<(String, Reply)> {
    let mut rows = Vec::new();
    if mode == Mode::Sort {
        rows.push((
            tl!(lang, "tutor-opt-sort-again"),
            Reply::Text(String::new()),
        ));
    }
    // No hint row for a question without hints.
    if !step.hints.is_empty() {
        rows.push((tl!(lang, "tutor-opt-hint"), Reply::Hint));
    }
    rows.push((tl!(lang, "tutor-opt-show"), Reply::Skip));
    if predict {
        rows.push((tl!(lang, "tutor-opt-hands"), Reply::Text("hands".into())));
    }
    if let Where::Lesson { back } = place {
        if back {
            rows.push((tl!(lang, "tutor-opt-back"), Reply::Back));
        }
        rows.push((tl!(lang, "tutor-opt-intro"), Reply::Intro));
        if mode == Mode::Sort {
            rows.push((tl!(lang, "tutor-opt-menu"), Reply::Menu));
        }
    }
    rows.push((tl!(lang, "tutor-opt-quit"), Reply::Quit));
    rows
}

/// [`ask`] with the place it is asked in: in a lesson, back, intro and Esc (the lesson
/// menu) end the question with [`Asked::Back`], [`Asked::Intro`] or [`Asked::Menu`]; in a
/// prediction back and intro are explained away and Esc leaves. With `predict` (`scenario
/// play`), before the answer only the lead-in and what the players see; the narration, the
/// quote and the engine's reasoning after it.
pub fn ask_in(
    ui: &mut dyn Ui,
    step: &Step,
    lang: Lang,
    heading: &str,
    tries: usize,
    place: Where,
    predict: Option<&Predict>,
) -> anyhow::Result<Asked> {
    let theme = ui.theme();
    let width = ui.width();
    say(ui, &theme.heading(heading))?;
    if let Some(t) = &step.lead {
        say(ui, &wrap(t.in_lang(lang), width, ""))?;
    }
    if predict.is_none() {
        if let Some(t) = &step.text {
            say(ui, &wrap(t.in_lang(lang), width, ""))?;
        }
        if let Some(q) = &step.quote {
            say(ui, &theme.dim(&wrap(&format!("«{q}»"), width, "  ")))?;
        }
    }
    // After the answer: in a prediction the source's narration first, then the engine's.
    let told = || {
        let why = reasoning(step, lang, theme, width);
        match predict {
            Some(_) => narration(step, lang, theme, width) + &why,
            None => why,
        }
    };
    match &step.body {
        Body::Choice { question, .. } => say(ui, &wrap(question.in_lang(lang), width, ""))?,
        Body::Umschlag { cards, stock, .. } => {
            say(ui, &question_text(step, lang, false))?;
            let up: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
            say(ui, &tl!(lang, "tutor-face-up", cards = up.join(", ")))?;
            if !stock.is_empty() {
                let st: Vec<String> = stock.iter().map(|c| c.to_string()).collect();
                say(ui, &tl!(lang, "tutor-stock", cards = st.join(", ")))?;
            }
        }
        _ => say(ui, &question_text(step, lang, tries == 1))?,
    }
    let mut options = match &step.body {
        Body::Trick { .. } | Body::Order { .. } => options_for(step, lang),
        _ => step.options(lang),
    };
    if predict.is_some() && step.players.len() == options.len() {
        // What the players saw: each card with who played it.
        for (o, who) in options.iter_mut().zip(&step.players) {
            *o = format!("{who}: {o}");
        }
    }
    let (mode, prompt) = match step.body {
        Body::Order { .. } => (Mode::Sort, tl!(lang, "tutor-prompt-order")),
        _ if predict.is_some() => (Mode::Pick, tl!(lang, "tutor-prompt-play")),
        _ => (Mode::Pick, tl!(lang, "tutor-prompt")),
    };
    let rows = extras(step, lang, mode, place, predict.is_some());
    let extras: Vec<Extra> = rows.iter().map(|(l, r)| (l.as_str(), r.clone())).collect();
    // The sort legend names exactly the rows Esc opens here (review has no back or intro).
    let more: Vec<String> = rows
        .iter()
        .filter_map(|(_, reply)| {
            let key = match reply {
                Reply::Hint => "tutor-esc-hint",
                Reply::Skip => "tutor-esc-answer",
                Reply::Back => "tutor-esc-back",
                Reply::Intro => "tutor-esc-intro",
                Reply::Menu => "tutor-esc-menu",
                Reply::Quit => "tutor-esc-quit",
                _ => return None,
            };
            Some(crate::i18n::message(lang, key, &[]))
        })
        .collect();
    let sort_help = wrap(
        &tl!(lang, "tutor-sort-help", more = more.join(", ")),
        width,
        "",
    );
    if mode == Mode::Pick {
        let screen = match place {
            Where::Lesson { .. } => Screen::Lesson,
            Where::Prediction if predict.is_some() => Screen::Scenario,
            Where::Prediction | Where::Review => Screen::Prediction,
        };
        legend(ui, screen, lang)?;
    }
    let mut hints = step.hints.iter();
    let mut hints_given = 0;
    let mut wrong = 0usize;
    let mut listed = false;
    loop {
        let reply = ui.ask(&Ask {
            prompt: &prompt,
            options: &options,
            list: !std::mem::replace(&mut listed, true),
            mode,
            default: Some(0),
            extras: &extras,
            help: &sort_help,
        })?;
        let answer = match (reply, place) {
            (Reply::Quit, _) | (Reply::Menu, Where::Prediction) => return Ok(Asked::Quit),
            (Reply::Menu, Where::Lesson { .. } | Where::Review) => return Ok(Asked::Menu),
            (Reply::Back, Where::Lesson { back: true }) => return Ok(Asked::Back),
            (Reply::Back, Where::Lesson { back: false }) => {
                say(ui, &tl!(lang, "tutor-nothing-before"))?;
                continue;
            }
            (Reply::Intro, Where::Lesson { .. }) => return Ok(Asked::Intro),
            (Reply::Back | Reply::Intro, Where::Prediction) => {
                say(ui, &tl!(lang, "tutor-lesson-words-only"))?;
                continue;
            }
            (Reply::Back | Reply::Intro, Where::Review) => {
                say(ui, &tl!(lang, "tutor-review-words-only"))?;
                continue;
            }
            (reply, _) => reply,
        };
        let answer = match answer {
            Reply::Quit | Reply::Menu | Reply::Back | Reply::Intro => continue,
            Reply::Hint => {
                match hints.next() {
                    Some(h) => {
                        hints_given += 1;
                        say(
                            ui,
                            &wrap(&tl!(lang, "tutor-hint", hint = h.in_lang(lang)), width, ""),
                        )?
                    }
                    None if hints_given == 0 => say(ui, &tl!(lang, "tutor-no-hints"))?,
                    None => say(ui, &tl!(lang, "tutor-no-hint"))?,
                }
                continue;
            }
            Reply::Text(t) if predict.is_some() && is_hands(&t) => {
                if let Some(p) = predict {
                    say(ui, p.hands.trim_end())?;
                }
                continue;
            }
            Reply::Skip => {
                say(ui, &told())?;
                return Ok(Asked::Shown);
            }
            Reply::Pick(i) => step.answer_at(i),
            Reply::Order(order) => match &step.body {
                Body::Order { cards, .. } => {
                    Some(Answer::Cards(order.iter().map(|i| cards[*i]).collect()))
                }
                _ => None,
            },
            Reply::Text(t) if t.is_empty() => {
                // Piped, an empty line is no answer: say so and what would be one.
                say(
                    ui,
                    &wrap(&empty_answer(step, options.len(), lang), width, ""),
                )?;
                continue;
            }
            Reply::Text(t) => match step.parse_answer(&t, lang) {
                Ok(a) => Some(a),
                Err(m) => {
                    // Not understood is not wrong: say why and ask again.
                    say(ui, &m)?;
                    continue;
                }
            },
        };
        let Some(answer) = answer else { continue };
        if step.is_right(&answer) {
            let verdict = theme.answer(&tl!(lang, "tutor-right"));
            judged(ui, &verdict, &told())?;
            return Ok(Asked::Right { first: wrong == 0 });
        }
        wrong += 1;
        if wrong >= tries {
            let verdict = if tries > 1 {
                tl!(lang, "tutor-wrong")
            } else {
                tl!(
                    lang,
                    "tutor-you-said",
                    answer = describe(step, &answer, lang)
                )
            };
            judged(ui, &verdict, &told())?;
            return Ok(Asked::Shown);
        }
        match hints.next() {
            Some(h) => {
                say(ui, &tl!(lang, "tutor-wrong"))?;
                say(
                    ui,
                    &wrap(&tl!(lang, "tutor-hint", hint = h.in_lang(lang)), width, ""),
                )?;
            }
            None => say(ui, &tl!(lang, "tutor-try-again"))?,
        }
    }
}

/// The verdict (✔ or ✘ with its words) and the explanation, each said once. On a terminal
/// a long explanation comes first and the verdict under it: the next question follows at
/// once, and on a screen of 24 rows it would push a verdict above the explanation out of
/// sight (the verdict must stay in view, and said twice it reads as two answers).
fn judged(ui: &mut dyn Ui, verdict: &str, why: &str) -> anyhow::Result<()> {
    if ui.keys() && why.lines().count() > 3 {
        say(ui, why)?;
        say(ui, verdict)
    } else {
        say(ui, verdict)?;
        say(ui, why)
    }
}

/// What to say to an empty answer: what an answer to this question looks like.
fn empty_answer(step: &Step, n: usize, lang: Lang) -> String {
    match step.body {
        Body::Trick { .. } => tl!(lang, "tutor-empty-card", n = n),
        Body::Order { .. } => tl!(lang, "tutor-empty-order", n = n),
        _ => tl!(lang, "tutor-empty-option", n = n),
    }
}

fn describe(step: &Step, answer: &Answer, lang: Lang) -> String {
    match (answer, &step.body) {
        (Answer::Card(c), Body::Trick { setup, .. }) => setup.label(*c),
        (Answer::Cards(cs), _) => cs
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(", "),
        (Answer::Trump(t), _) => t.text(lang),
        (Answer::Option(i), _) => format!("{}", i + 1),
        (Answer::Card(c), _) => c.to_string(),
    }
}
