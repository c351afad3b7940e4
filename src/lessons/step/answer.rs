//! What a step shows and asks, and judging it: the menu's options, reading a learner's typed
//! answer (the error says what would be right), whether an answer is right, and the right
//! answer in words or as a learner would type it.

use super::{Answer, Body, Step, TrumpAnswer, card_error, namer};
use crate::cards::Suit;
use crate::i18n::Pick;
use crate::lessons::schema::Kind;
use crate::lessons::{Lang, tl};
use crate::rules::system::AllKaiser;

impl Step {
    /// A step with only a kind and a body (no text, hints or source): generated questions.
    pub fn bare(kind: Kind, body: Body) -> Step {
        Step {
            kind,
            line: None,
            text: None,
            lead: None,
            source: None,
            quote: None,
            hints: Vec::new(),
            explanation: None,
            players: Vec::new(),
            compare: None,
            body,
        }
    }

    /// Whether the step asks something.
    pub fn is_question(&self) -> bool {
        !matches!(self.body, Body::Explain | Body::Table(_))
    }

    /// The system and trump line of a question, the system named by its place (`Stans ·
    /// Trumpf: Rosen`).
    pub fn setting(&self) -> Option<String> {
        let (system, trump) = match &self.body {
            Body::Explain => return None,
            Body::Table(s) | Body::Trick { setup: s, .. } | Body::Order { setup: s, .. } => {
                (&s.system, Some(s.trump))
            }
            Body::Umschlag { system, .. } => (system, None),
            Body::Choice { system, trump, .. } => (system, *trump),
        };
        Some(match trump {
            Some(t) => format!("{} · Trumpf: {t}", crate::text::system::place(system)),
            None => crate::text::system::place(system),
        })
    }

    /// The options offered in a menu, in order (cards, suits, or choice texts).
    pub fn options(&self, lang: Lang) -> Vec<String> {
        match &self.body {
            Body::Explain | Body::Table(_) => Vec::new(),
            Body::Trick { setup, cards, .. } | Body::Order { setup, cards, .. } => {
                cards.iter().map(|c| setup.label(*c)).collect()
            }
            Body::Umschlag { .. } => self
                .trump_options()
                .into_iter()
                .map(|t| t.text(lang))
                .collect(),
            Body::Choice { options, .. } => options
                .iter()
                .map(|o| o.in_lang(lang).to_string())
                .collect(),
        }
    }

    fn trump_options(&self) -> Vec<TrumpAnswer> {
        let mut out: Vec<TrumpAnswer> = Suit::ALL.into_iter().map(TrumpAnswer::Suit).collect();
        if let Body::Umschlag { system, .. } = &self.body {
            if system.umschlag.all_kaiser == AllKaiser::TurnStock {
                out.push(TrumpAnswer::TurnStock);
            }
            if system.umschlag.redeal_on_four_kaiser {
                out.push(TrumpAnswer::Redeal);
            }
        }
        out
    }

    /// The answer chosen from the menu option at `index`.
    pub fn answer_at(&self, index: usize) -> Option<Answer> {
        match &self.body {
            Body::Trick { cards, .. } => cards.get(index).map(|c| Answer::Card(*c)),
            Body::Umschlag { .. } => self.trump_options().get(index).map(|t| Answer::Trump(*t)),
            Body::Choice { options, .. } => {
                (index < options.len()).then_some(Answer::Option(index))
            }
            _ => None,
        }
    }

    /// Read a typed answer: a card name or number, names or numbers for `order`, a suit, an
    /// option number. The error says what would be right.
    pub fn parse_answer(&self, input: &str, lang: Lang) -> Result<Answer, String> {
        let input = input.trim();
        let n = self.options(lang).len();
        let number = |s: &str| s.parse::<usize>().ok().filter(|i| (1..=n).contains(i));
        match &self.body {
            Body::Explain | Body::Table(_) => Err(tl!(lang, "lessons-nothing-asked")),
            Body::Trick { setup, cards, .. } => {
                if let Some(i) = number(input) {
                    return Ok(Answer::Card(cards[i - 1]));
                }
                if input.parse::<usize>().is_ok() {
                    return Err(tl!(lang, "lessons-no-card-number", input = input, n = n));
                }
                let card = namer(setup).card(input).map_err(|e| card_error(&e))?;
                if cards.contains(&card) {
                    Ok(Answer::Card(card))
                } else {
                    Err(tl!(lang, "lessons-not-in-trick", card = card, n = n))
                }
            }
            Body::Order { setup, cards, .. } => {
                let words: Vec<&str> = input
                    .split(|c: char| c == ',' || c.is_whitespace())
                    .filter(|w| !w.is_empty())
                    .collect();
                let mut out = Vec::new();
                for w in words {
                    let card = match number(w) {
                        Some(i) => cards[i - 1],
                        None => namer(setup).card(w).map_err(|e| card_error(&e))?,
                    };
                    if !cards.contains(&card) {
                        return Err(tl!(lang, "lessons-not-to-order", card = card));
                    }
                    if out.contains(&card) {
                        return Err(tl!(lang, "lessons-named-twice", card = card));
                    }
                    out.push(card);
                }
                if out.len() != cards.len() {
                    return Err(tl!(lang, "lessons-name-all", n = cards.len()));
                }
                Ok(Answer::Cards(out))
            }
            Body::Umschlag { .. } => {
                if let Some(i) = number(input) {
                    return self
                        .answer_at(i - 1)
                        .ok_or_else(|| tl!(lang, "lessons-no-option"));
                }
                TrumpAnswer::parse(input).map(Answer::Trump)
            }
            Body::Choice { options, .. } => {
                // The number, or an option's text in either language (case and spacing
                // aside), as the prompt says.
                let norm = |s: &str| {
                    s.split_whitespace()
                        .collect::<Vec<_>>()
                        .join(" ")
                        .to_lowercase()
                };
                let typed = norm(input);
                number(input)
                    .map(|i| i - 1)
                    .or_else(|| {
                        options
                            .iter()
                            .position(|o| norm(&o.en) == typed || norm(&o.de) == typed)
                    })
                    .map(Answer::Option)
                    .ok_or_else(|| tl!(lang, "lessons-option-number", n = n))
            }
        }
    }

    /// Whether `answer` is right, as the engine (or, for `choice`, the source) says.
    pub fn is_right(&self, answer: &Answer) -> bool {
        match (&self.body, answer) {
            (Body::Trick { cards, outcome, .. }, Answer::Card(c)) => cards[outcome.winner] == *c,
            (Body::Order { setup, .. }, Answer::Cards(list)) => list
                .windows(2)
                .all(|w| setup.power.position(w[0]) <= setup.power.position(w[1])),
            (Body::Umschlag { umschlag, .. }, Answer::Trump(t)) => {
                TrumpAnswer::of(&umschlag.decision) == *t
            }
            (Body::Choice { answer: right, .. }, Answer::Option(i)) => right == i,
            _ => false,
        }
    }

    /// The right answer in words.
    pub fn answer_text(&self, lang: Lang) -> String {
        match &self.body {
            Body::Explain | Body::Table(_) => String::new(),
            Body::Trick {
                setup,
                cards,
                outcome,
                ..
            } => setup.label(cards[outcome.winner]),
            Body::Order { setup, ranked, .. } => ranked
                .iter()
                .map(|(c, _)| setup.label(*c))
                .collect::<Vec<_>>()
                .join(", "),
            Body::Umschlag { umschlag, .. } => TrumpAnswer::of(&umschlag.decision).text(lang),
            Body::Choice {
                options, answer, ..
            } => {
                // The option's words first: "2. the Ass" reads like "the 2".
                tl!(
                    lang,
                    "tutor-answer-option",
                    text = options[*answer].in_lang(lang),
                    n = answer + 1
                )
            }
        }
    }

    /// The right answer as a learner would type it in line mode (used by tests and scripts).
    pub fn answer_line(&self) -> String {
        match &self.body {
            Body::Explain | Body::Table(_) => String::new(),
            Body::Trick { cards, outcome, .. } => cards[outcome.winner].to_string(),
            Body::Order { ranked, .. } => ranked
                .iter()
                .map(|(c, _)| c.to_string())
                .collect::<Vec<_>>()
                .join(" "),
            Body::Umschlag { umschlag, .. } => match TrumpAnswer::of(&umschlag.decision) {
                TrumpAnswer::Suit(s) => s.to_string(),
                TrumpAnswer::TurnStock => "turn-stock".into(),
                TrumpAnswer::Redeal => "redeal".into(),
            },
            Body::Choice { answer, .. } => (answer + 1).to_string(),
        }
    }
}
