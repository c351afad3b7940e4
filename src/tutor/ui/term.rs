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

/// A menu row fitted to a terminal `width` columns wide. dialoguer writes two columns before
/// a row (`❯ `) and leaves a longer row to the terminal, which cuts it in the middle of a
/// word; and after the pick it clears one line a row, so the rest of a cut row and the
/// prompt above stay on the screen. Wrapped here at word boundaries (a card's name stays
/// whole), each further line two columns in, under the row's text: dialoguer counts the
/// lines of a row by its line breaks.
fn fit_row(row: &str, width: usize) -> String {
    crate::render::fit::text_to(row, width.saturating_sub(2)).replace('\n', "\n  ")
}

/// A prompt and its answer on one line: `Your card: Rosen-7`, but a question keeps its own
/// mark (`Freien? freien`, never `Freien?: freien`).
fn answered(prompt: &str, answer: &str) -> String {
    if is_question(prompt) {
        format!("{prompt} {answer}")
    } else {
        format!("{prompt}: {answer}")
    }
}

/// A prompt that is a question, also one quoted in the village's words («Kommt Ihr?»).
fn is_question(prompt: &str) -> bool {
    prompt
        .trim_end_matches(['»', '"', '\'', ')'])
        .ends_with('?')
}

/// A prompt's question and the note after it, if any: "Do you accept? The Kaiser counts for
/// the stake." is ("Do you accept?", Some("The Kaiser counts for the stake.")). The note is
/// what follows the last question mark (and its closing quote or bracket).
fn split_note(prompt: &str) -> (&str, Option<&str>) {
    let Some(mark) = prompt.rfind('?') else {
        return (prompt, None);
    };
    let rest = &prompt[mark + 1..];
    let closing = rest.len() - rest.trim_start_matches(['»', '"', '\'', ')']).len();
    let end = mark + 1 + closing;
    let note = prompt[end..].trim();
    // "(a name or number; hint, show, back):" is line mode's help on what to type, which a
    // menu leaves out.
    if note.is_empty() || note.starts_with('(') {
        (prompt, None)
    } else {
        (prompt[..end].trim_end(), Some(note))
    }
}

/// What a menu row echoes: its name alone, without the id before it or the status after it
/// (`Your game: Stans (Achermann 1978)`, not the row's columns with their padding). A row's
/// columns are separated by two spaces or more; the first is an id when it is one lowercase
/// word.
fn menu_choice(row: &str) -> &str {
    let mut columns = row
        .split("  ")
        .map(str::trim)
        .filter(|column| !column.is_empty());
    let first = columns.next().unwrap_or(row);
    let is_id = first
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
    match columns.next() {
        Some(name) if is_id => name,
        _ => first,
    }
}

/// What an option echoes: its first column (the menu separates a note, "(led)", by two
/// spaces), with its spaces folded: `Eichel-4  (led)` is `Eichel-4`, `A: Rosen-3  (led)` is
/// `A: Rosen-3`, `Rosen-6 (Trumpf-6)` stays whole.
fn answered_option(option: &str) -> String {
    let first = option.trim().split("  ").next().unwrap_or_default();
    first.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// dialoguer's plain look (no colours), except that a prompt that is a question gets no
/// colon after its question mark ("Really gehen?", not "Really gehen?:").
struct PlainLook;

impl dialoguer::theme::Theme for PlainLook {
    fn format_prompt(&self, f: &mut dyn std::fmt::Write, prompt: &str) -> std::fmt::Result {
        if is_question(prompt) {
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
        // A note after the question ("Do you accept? The Kaiser counts for the stake.") is a
        // line of its own above the menu: the echo under the prompt must read "Do you
        // accept? kommen", not "… counts for the stake: kommen".
        let (question, note) = split_note(ask.prompt);
        if let Some(note) = note
            && ask.list
        {
            self.say(note)?;
        }
        // The line-mode prompt explains what to type; a menu needs only its first words.
        let prompt = question
            .split(" (")
            .next()
            .unwrap_or(question)
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
        let width = usize::from(self.term.size().1).max(20);
        let items: Vec<String> = items.iter().map(|row| fit_row(row, width)).collect();
        // Not reported by dialoguer: only an answer is echoed (below), never a hint, the
        // answer shown, back or leaving.
        let pick = dialoguer::Select::with_theme(&*theme)
            .with_prompt(prompt)
            .report(false)
            .items(&items)
            .default(ask.default.unwrap_or(0).min(items.len().saturating_sub(1)))
            .interact_on_opt(&self.term)
            .map_err(io_err)?;
        // An action among cards is not echoed: the game says it ([`Mode::Cards`]).
        let echoed = pick.filter(|i| !matches!(ask.mode, Mode::Cards(cards) if *i >= cards));
        if let Some(option) = echoed.and_then(|i| ask.options.get(i)) {
            // Echoed cleanly: a menu row by its name, an option by the card or text the
            // learner answered, without the note the menu adds after it ("Eichel-4  (led)"
            // is echoed "Eichel-4": "Your answer: Eichel-4 (led)" reads as if the answer
            // were about leading).
            let option = match ask.mode {
                Mode::Menu => menu_choice(option).to_string(),
                _ => answered_option(option),
            };
            self.echo(prompt, &option)?;
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

#[cfg(test)]
mod tests {
    use super::menu_choice;

    #[test]
    fn a_menu_row_echoes_its_name_only() {
        assert_eq!(
            menu_choice("stans            Stans (Achermann 1978)"),
            "Stans (Achermann 1978)"
        );
        assert_eq!(
            menu_choice("cards        The cards                               new"),
            "The cards"
        );
        assert_eq!(menu_choice("Die Karten     neu"), "Die Karten");
        assert_eq!(
            menu_choice("village      Change your game"),
            "Change your game"
        );
        assert_eq!(menu_choice("Quit"), "Quit");
        assert_eq!(menu_choice(""), "");
    }

    /// A row wider than the terminal is wrapped between words, its further lines under its
    /// text; a row that fits is left as it is.
    #[test]
    fn a_long_menu_row_wraps_between_words() {
        use super::fit_row;
        let row = "Die Partner tauschen nach dem Austeilen die Karten aus, prägen sie sich ein und geben sie zurück.";
        let fitted = fit_row(row, 80);
        assert_eq!(
            fitted,
            "Die Partner tauschen nach dem Austeilen die Karten aus, prägen sie sich ein\n  und geben sie zurück."
        );
        for line in fitted.lines() {
            assert!(line.chars().count() + 2 <= 80, "{line:?}");
        }
        assert_eq!(fit_row("Er will gehen.", 80), "Er will gehen.");
        assert_eq!(
            fit_row(
                "12. Deuten und Reden: dem Partner sagen, was man hat  neu",
                40
            ),
            "12. Deuten und Reden: dem Partner\n      sagen, was man hat  neu"
        );
    }

    #[test]
    fn an_option_echoes_the_card_without_its_note() {
        use super::answered_option;
        assert_eq!(answered_option("Eichel-4  (led)"), "Eichel-4");
        assert_eq!(answered_option("Eichel-4  (ausgespielt)"), "Eichel-4");
        assert_eq!(answered_option("A: Rosen-3  (led)"), "A: Rosen-3");
        assert_eq!(answered_option("Rosen-6 (Trumpf-6)"), "Rosen-6 (Trumpf-6)");
        assert_eq!(answered_option("the Ass"), "the Ass");
        assert_eq!(answered_option(""), "");
    }

    #[test]
    fn a_note_after_the_question_is_its_own_line() {
        use super::{answered, split_note};
        assert_eq!(
            split_note("Do you accept? The Kaiser counts for the stake."),
            ("Do you accept?", Some("The Kaiser counts for the stake."))
        );
        assert_eq!(
            split_note("«Kommt Ihr?» (do you accept?) The Kaiser counts for the stake."),
            (
                "«Kommt Ihr?» (do you accept?)",
                Some("The Kaiser counts for the stake.")
            )
        );
        assert_eq!(split_note("«Kommt Ihr?»"), ("«Kommt Ihr?»", None));
        assert_eq!(split_note("Your card"), ("Your card", None));
        let typed = "Which card do you lead? (a name or number; hint, show, back):";
        assert_eq!(split_note(typed), (typed, None));
        assert_eq!(answered("«Kommt Ihr?»", "kommen"), "«Kommt Ihr?» kommen");
        assert_eq!(answered("Your card", "Rosen-7"), "Your card: Rosen-7");
    }
}
