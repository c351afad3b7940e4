//! [`TermUi`]: the tutor on a terminal, with dialoguer menus and console colours; every line
//! it writes is fitted to the terminal's width at word boundaries.

use super::{Ask, Mode, Reply, Shown, Ui};
use crate::render::Theme;
use std::io;

/// dialoguer menus and console colors on a terminal.
pub struct TermUi {
    term: console::Term,
    theme: Theme,
    shown: Shown,
}

impl TermUi {
    /// A terminal UI on stdout.
    pub fn new(theme: Theme) -> Self {
        TermUi {
            term: console::Term::stdout(),
            theme,
            shown: Shown::default(),
        }
    }

    /// dialoguer's look, without its green ✔ after a pick: picking is not being right, so
    /// the mark after a prompt is a neutral dot and the verdict (✔ or ✘, with words) is the
    /// tutor's to say.
    fn dtheme(&self) -> Box<dyn dialoguer::theme::Theme> {
        if self.theme.color {
            Box::new(dialoguer::theme::ColorfulTheme {
                success_prefix: console::style("·".to_string()).for_stderr().dim(),
                ..dialoguer::theme::ColorfulTheme::default()
            })
        } else {
            Box::new(PlainLook)
        }
    }

    /// [`TermUi::dtheme`] for a sort question: the row under the cursor is marked with a
    /// sign as well as its colour (dialoguer's colourful look marks it by colour alone).
    fn sort_theme(&self) -> Box<dyn dialoguer::theme::Theme> {
        if self.theme.color {
            Box::new(SortLook(dialoguer::theme::ColorfulTheme {
                success_prefix: console::style("·".to_string()).for_stderr().dim(),
                ..dialoguer::theme::ColorfulTheme::default()
            }))
        } else {
            Box::new(PlainLook)
        }
    }

    /// The learner's answer under its prompt, with a neutral mark: whether it is right is
    /// said after it, in words.
    fn echo(&self, prompt: &str, answer: &str) -> io::Result<()> {
        // Fitted like every other line: a long order of cards must wrap between cards, not
        // in the middle of a card's name.
        let width = usize::from(self.term.size().1).max(20);
        self.term.write_line(&crate::render::fit::text_to(
            &answered(prompt, answer),
            width,
        ))
    }
}

/// A prompt and its answer on one line: `Your card: Rosen-7`, but a question keeps its own
/// mark (`Freien? freien`, never `Freien?: freien`).
fn answered(prompt: &str, answer: &str) -> String {
    if prompt.ends_with('?') {
        format!("{prompt} {answer}")
    } else {
        format!("{prompt}: {answer}")
    }
}

/// dialoguer's plain look (no colours), except that a prompt that is a question gets no
/// colon after its question mark ("Really gehen?", not "Really gehen?:").
struct PlainLook;

impl dialoguer::theme::Theme for PlainLook {
    fn format_prompt(&self, f: &mut dyn std::fmt::Write, prompt: &str) -> std::fmt::Result {
        if prompt.ends_with('?') {
            write!(f, "{prompt}")
        } else {
            write!(f, "{prompt}:")
        }
    }

    fn format_input_prompt_selection(
        &self,
        f: &mut dyn std::fmt::Write,
        prompt: &str,
        sel: &str,
    ) -> std::fmt::Result {
        write!(f, "{}", answered(prompt, sel))
    }
}

/// dialoguer's colourful sort look with a sign at the cursor: `›` on the row under the
/// cursor, `❯` on a card picked up (colour is never the only signal).
struct SortLook(dialoguer::theme::ColorfulTheme);

impl dialoguer::theme::Theme for SortLook {
    fn format_sort_prompt(&self, f: &mut dyn std::fmt::Write, prompt: &str) -> std::fmt::Result {
        self.0.format_sort_prompt(f, prompt)
    }

    fn format_sort_prompt_selection(
        &self,
        f: &mut dyn std::fmt::Write,
        prompt: &str,
        selections: &[&str],
    ) -> std::fmt::Result {
        self.0.format_sort_prompt_selection(f, prompt, selections)
    }

    fn format_sort_prompt_item(
        &self,
        f: &mut dyn std::fmt::Write,
        text: &str,
        picked: bool,
        active: bool,
    ) -> std::fmt::Result {
        if active && !picked {
            let mark = console::style("›").for_stderr().cyan();
            return write!(f, "{mark} {}", self.0.active_item_style.apply_to(text));
        }
        self.0.format_sort_prompt_item(f, text, picked, active)
    }
}

fn io_err(e: dialoguer::Error) -> io::Error {
    match e {
        dialoguer::Error::IO(e) => e,
    }
}

impl Ui for TermUi {
    fn say(&mut self, text: &str) -> io::Result<()> {
        // Whatever a screen says is fitted to the terminal, at word boundaries: a line the
        // screen did not wrap itself (a puzzle's position, the engine's reasons) must never
        // be cut in the middle of a word by the terminal.
        let width = usize::from(self.term.size().1).max(20);
        self.term
            .write_line(&crate::render::fit::text_to(text, width))
    }

    fn wait(&mut self, help: &str) -> io::Result<Reply> {
        use console::Key;
        self.term.write_str(&self.theme.dim(help))?;
        let key = self.term.read_key();
        self.term.clear_line()?;
        Ok(match key? {
            Key::Char('q') | Key::Escape => Reply::Menu,
            Key::Char('b') | Key::ArrowLeft | Key::Backspace => Reply::Back,
            Key::Char('i') => Reply::Intro,
            // Enter, and any other key, goes on.
            _ => Reply::Text(String::new()),
        })
    }

    fn keys(&self) -> bool {
        true
    }

    fn first(&mut self, what: &str) -> bool {
        self.shown.first(what)
    }

    fn ask(&mut self, ask: &Ask) -> io::Result<Reply> {
        let theme = self.dtheme();
        // The line-mode prompt explains what to type; a menu needs only its first words.
        let prompt = ask
            .prompt
            .split(" (")
            .next()
            .unwrap_or(ask.prompt)
            .trim_end_matches(':')
            // The answer is echoed after "prompt: ", so a sentence's full stop would read
            // ".:" ("… counts for the stake.: kommen").
            .trim_end_matches('.');
        let rows: Vec<&str> = ask.extras.iter().map(|(label, _)| *label).collect();
        // The reply of menu row `i`: an option, an extra row, or Esc/q (up one level).
        let reply_at = |pick: Option<usize>, base: usize| match pick {
            None => Reply::Menu,
            Some(i) if i < base => Reply::Pick(i),
            Some(i) => ask
                .extras
                .get(i - base)
                .map_or(Reply::Menu, |(_, reply)| reply.clone()),
        };
        if ask.mode == Mode::Sort {
            // Once per question, not again after each wrong order.
            if !ask.help.is_empty() && ask.list {
                self.term.write_line(&self.theme.dim(ask.help))?;
            }
            let look = self.sort_theme();
            let sorted = dialoguer::Sort::with_theme(&*look)
                .with_prompt(prompt)
                .report(false)
                .items(ask.options)
                .interact_on_opt(&self.term)
                .map_err(io_err)?;
            if let Some(order) = sorted {
                let cards: Vec<&str> = order
                    .iter()
                    .filter_map(|i| ask.options.get(*i).map(String::as_str))
                    .collect();
                self.echo(prompt, &cards.join(", "))?;
                return Ok(Reply::Order(order));
            }
            // Esc: the question's other ways (sort again, hint, the answer, back, ...); Esc
            // again goes up.
            let pick = dialoguer::Select::with_theme(&*theme)
                .report(false)
                .items(&rows)
                .default(0)
                .interact_on_opt(&self.term)
                .map_err(io_err)?;
            return Ok(reply_at(pick, 0));
        }
        let base = ask.options.len();
        let mut items: Vec<String> = if ask.mode == Mode::Menu {
            // Numbered as in line mode: the number may be typed there (and to `kaiser
            // learn N`).
            let digits = base.to_string().len();
            ask.options
                .iter()
                .enumerate()
                .map(|(i, item)| format!("{:>digits$}. {item}", i + 1))
                .collect()
        } else {
            ask.options.to_vec()
        };
        items.extend(rows.iter().map(|r| r.to_string()));
        // Not reported by dialoguer: only an answer is echoed (below), never a hint, the
        // answer shown, back or leaving.
        let pick = dialoguer::Select::with_theme(&*theme)
            .with_prompt(prompt)
            .report(false)
            .items(&items)
            .default(ask.default.unwrap_or(0).min(items.len().saturating_sub(1)))
            .interact_on_opt(&self.term)
            .map_err(io_err)?;
        if let Some(option) = pick.and_then(|i| ask.options.get(i)) {
            self.echo(prompt, option)?;
        }
        Ok(reply_at(pick, base))
    }

    fn confirm(&mut self, prompt: &str) -> io::Result<bool> {
        // A menu of "no" and "yes" in the user's language: dialoguer's Confirm knows only
        // y and n. "no" comes first, so Enter alone keeps what is there.
        let theme = self.dtheme();
        let items = [
            crate::t!("tutor-confirm-no"),
            crate::t!("tutor-confirm-yes"),
        ];
        // dialoguer leaves a long prompt to the terminal, which cuts it in the middle of a
        // word: what comes before the question is said as a fitted line, and the question
        // alone is the prompt.
        let width = usize::from(self.term.size().1).max(20);
        let prompt = match prompt.rsplit_once(". ") {
            Some((before, question)) if textwrap::core::display_width(prompt) + 4 > width => {
                self.term
                    .write_line(&crate::render::fit::text_to(&format!("{before}."), width))?;
                question
            }
            _ => prompt,
        };
        Ok(dialoguer::Select::with_theme(&*theme)
            .with_prompt(prompt)
            .items(&items)
            .default(0)
            .interact_on_opt(&self.term)
            .map_err(io_err)?
            == Some(1))
    }

    fn theme(&self) -> Theme {
        self.theme
    }

    fn width(&self) -> usize {
        (self.term.size().1 as usize).clamp(40, 100)
    }

    fn height(&self) -> Option<usize> {
        Some(usize::from(self.term.size().0).max(10))
    }
}
