//! How the tutor talks with the learner: [`TermUi`] uses dialoguer menus on a terminal,
//! [`LineUi`] reads one answer per line (scripts, tests, pipes) and writes plain text. The
//! lesson runner only sees the [`Ui`] trait.

use crate::render::Theme;
use std::io::{self, BufRead, Write};

/// What the learner did at a prompt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// Typed text (line mode, or a terminal text prompt).
    Text(String),
    /// Picked option `i` from a menu.
    Pick(usize),
    /// Sorted the options into this order (indices).
    Order(Vec<usize>),
    /// Asked for a hint.
    Hint,
    /// Asked to see the answer.
    Skip,
    /// Leaves (also: end of input, Esc).
    Quit,
}

/// How a question is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Pick one option.
    Pick,
    /// Sort the options.
    Sort,
    /// A menu without hint/skip (the lesson menu).
    Menu,
}

/// A prompt.
#[derive(Debug, Clone)]
pub struct Ask<'a> {
    /// Shown before the answer.
    pub prompt: &'a str,
    /// The options, in order.
    pub options: &'a [String],
    /// How to answer.
    pub mode: Mode,
    /// Line mode: list the options (not again after a hint or a typo).
    pub list: bool,
    /// Menu entry selected first.
    pub default: usize,
    /// Terminal labels for hint, show, quit, sort again.
    pub extras: [&'a str; 4],
    /// Extra help under a sort prompt.
    pub help: &'a str,
}

/// A conversation with the learner.
pub trait Ui {
    /// Print text (and a newline).
    fn say(&mut self, text: &str) -> io::Result<()>;
    /// After a page of teaching: wait for the learner on a terminal; `false` means leave.
    fn pause(&mut self, help: &str) -> io::Result<bool>;
    /// Ask a question.
    fn ask(&mut self, ask: &Ask) -> io::Result<Reply>;
    /// Ask yes or no; no on end of input.
    fn confirm(&mut self, prompt: &str) -> io::Result<bool>;
    /// Colors and styles.
    fn theme(&self) -> Theme;
    /// Width to wrap text to.
    fn width(&self) -> usize;
}

/// Words that mean hint, skip or quit, in either language.
pub fn control(word: &str) -> Option<Reply> {
    match word.trim().to_lowercase().as_str() {
        "hint" | "?" | "tipp" | "hilfe" => Some(Reply::Hint),
        "skip" | "show" | "zeigen" | "weiter" => Some(Reply::Skip),
        "quit" | "q" | "exit" | "ende" | "aufhören" | "aufhoeren" => Some(Reply::Quit),
        _ => None,
    }
}

/// One answer per line from any reader; plain output to any writer. End of input means
/// quit, so a script that runs out of answers ends the lesson cleanly.
pub struct LineUi<R, W> {
    input: R,
    out: W,
    theme: Theme,
    eof: bool,
    /// Echo each answer after its prompt (not on a terminal, which echoes by itself).
    echo: bool,
}

impl<R: BufRead, W: Write> LineUi<R, W> {
    /// A line UI over `input` and `out`.
    pub fn new(input: R, out: W, theme: Theme) -> Self {
        LineUi {
            input,
            out,
            theme,
            eof: false,
            echo: true,
        }
    }

    /// A line UI on a terminal, which echoes what is typed itself (the plain prompt of
    /// [`crate::tutor::small::Fallback`] in a terminal too small for menus).
    pub fn without_echo(mut self) -> Self {
        self.echo = false;
        self
    }

    /// The writer back (tests read what was written).
    pub fn into_output(self) -> W {
        self.out
    }

    fn read_line(&mut self, prompt: &str) -> io::Result<Option<String>> {
        write!(self.out, "{prompt} ")?;
        self.out.flush()?;
        if self.eof {
            writeln!(self.out)?;
            return Ok(None);
        }
        // Bound a line (a pasted file is not an answer): keep the first 4 KiB, drop the rest of
        // it, and read bytes that are not UTF-8 as a wrong answer rather than an error.
        let mut bytes = Vec::new();
        let n =
            <&mut R as std::io::Read>::take(&mut self.input, 4096).read_until(b'\n', &mut bytes)?;
        if n == 0 {
            self.eof = true;
            writeln!(self.out)?;
            return Ok(None);
        }
        if !bytes.ends_with(b"\n") && !self.drop_rest_of_line()? {
            // No end of line within MAX_LINE (`kaiser learn < /dev/zero`): that is no answer
            // and no end of it will come, so the input ends here.
            self.eof = true;
        }
        let line = String::from_utf8_lossy(&bytes)
            .chars()
            .filter(|c| !c.is_control() || *c == '\t')
            .collect::<String>();
        let line = line.trim().to_string();
        // The input is not echoed by a terminal here; echo it so a transcript reads well.
        if self.echo {
            writeln!(self.out, "{line}")?;
        }
        Ok(Some(line))
    }

    /// Skip the rest of a long line without keeping it, up to its newline (`true`) or at
    /// most [`MAX_LINE`] bytes (`false`: no newline came; the end of input counts as one).
    fn drop_rest_of_line(&mut self) -> io::Result<bool> {
        let mut dropped = 0usize;
        while dropped < MAX_LINE {
            let buf = self.input.fill_buf()?;
            if buf.is_empty() {
                return Ok(true);
            }
            let (n, found) = match buf.iter().position(|b| *b == b'\n') {
                Some(i) => (i + 1, true),
                None => (buf.len(), false),
            };
            self.input.consume(n);
            if found {
                return Ok(true);
            }
            dropped += n;
        }
        Ok(false)
    }
}

/// The longest line read as input: the first 4 KiB are the answer, the rest of the line is
/// dropped (without being kept); a line with no newline within this bound ends the input.
pub const MAX_LINE: usize = 1024 * 1024;

impl<R: BufRead, W: Write> Ui for LineUi<R, W> {
    fn say(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.out, "{text}")
    }

    fn pause(&mut self, _help: &str) -> io::Result<bool> {
        // Scripts answer questions only; pages of teaching go by.
        Ok(!self.eof)
    }

    fn ask(&mut self, ask: &Ask) -> io::Result<Reply> {
        let digits = ask.options.len().to_string().len();
        for (i, o) in ask.options.iter().enumerate().filter(|_| ask.list) {
            writeln!(self.out, "  {:>digits$}. {o}", i + 1)?;
        }
        match self.read_line(ask.prompt)? {
            None => Ok(Reply::Quit),
            Some(line) if ask.mode == Mode::Menu && line.is_empty() => Ok(Reply::Pick(ask.default)),
            Some(line) => Ok(control(&line).unwrap_or(Reply::Text(line))),
        }
    }

    fn confirm(&mut self, prompt: &str) -> io::Result<bool> {
        Ok(self
            .read_line(&crate::t!("tutor-confirm", question = prompt))?
            .is_some_and(|l| matches!(l.to_lowercase().as_str(), "y" | "yes" | "j" | "ja")))
    }

    fn theme(&self) -> Theme {
        self.theme
    }

    fn width(&self) -> usize {
        80
    }
}

/// dialoguer menus and console colors on a terminal.
pub struct TermUi {
    term: console::Term,
    theme: Theme,
}

impl TermUi {
    /// A terminal UI on stdout.
    pub fn new(theme: Theme) -> Self {
        TermUi {
            term: console::Term::stdout(),
            theme,
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
            Box::new(dialoguer::theme::SimpleTheme)
        }
    }

    /// The learner's answer under its prompt, with a neutral mark: whether it is right is
    /// said after it, in words.
    fn echo(&self, prompt: &str, answer: &str) -> io::Result<()> {
        self.term.write_line(&format!("{prompt}: {answer}"))
    }

    fn extras(&self, ask: &Ask, reply: Option<usize>, base: usize) -> Reply {
        match reply {
            None => Reply::Quit,
            Some(i) if i < base => Reply::Pick(i),
            Some(_) if ask.mode == Mode::Menu => Reply::Quit,
            Some(i) => match i - base {
                0 => Reply::Hint,
                1 => Reply::Skip,
                _ => Reply::Quit,
            },
        }
    }
}

fn io_err(e: dialoguer::Error) -> io::Error {
    match e {
        dialoguer::Error::IO(e) => e,
    }
}

impl Ui for TermUi {
    fn say(&mut self, text: &str) -> io::Result<()> {
        self.term.write_line(text)
    }

    fn pause(&mut self, help: &str) -> io::Result<bool> {
        self.term.write_str(&self.theme.dim(help))?;
        let key = self.term.read_key();
        self.term.clear_line()?;
        match key? {
            console::Key::Char('q') | console::Key::Escape => Ok(false),
            _ => Ok(true),
        }
    }

    fn ask(&mut self, ask: &Ask) -> io::Result<Reply> {
        let theme = self.dtheme();
        // The line-mode prompt explains what to type; a menu needs only its first words.
        let prompt = ask
            .prompt
            .split(" (")
            .next()
            .unwrap_or(ask.prompt)
            .trim_end_matches(':');
        let mut items: Vec<String> = ask.options.to_vec();
        let base = items.len();
        // Which extra (0 hint, 1 show, 2 quit) each menu row after the options stands for;
        // an empty extra (no hints, or none in play) gets no row.
        let mut kinds: Vec<usize> = Vec::new();
        match ask.mode {
            Mode::Menu => {
                items.push(ask.extras[2].to_string());
            }
            Mode::Pick => {
                for (kind, extra) in ask.extras[..3].iter().enumerate() {
                    if !extra.is_empty() {
                        items.push(extra.to_string());
                        kinds.push(kind);
                    }
                }
            }
            Mode::Sort => {
                // Once per question, not again after each wrong order.
                if !ask.help.is_empty() && ask.list {
                    self.term.write_line(&self.theme.dim(ask.help))?;
                }
                let sorted = dialoguer::Sort::with_theme(&*theme)
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
                // Esc: offer the way out.
                let rows: Vec<(&str, Reply)> = [
                    (ask.extras[3], Reply::Text(String::new())),
                    (ask.extras[0], Reply::Hint),
                    (ask.extras[1], Reply::Skip),
                    (ask.extras[2], Reply::Quit),
                ]
                .into_iter()
                .filter(|(text, _)| !text.is_empty())
                .collect();
                let menu: Vec<&str> = rows.iter().map(|(text, _)| *text).collect();
                let pick = dialoguer::Select::with_theme(&*theme)
                    .report(false)
                    .items(&menu)
                    .default(0)
                    .interact_on_opt(&self.term)
                    .map_err(io_err)?;
                return Ok(pick
                    .and_then(|i| rows.into_iter().nth(i))
                    .map_or(Reply::Quit, |(_, reply)| reply));
            }
        }
        // Not reported by dialoguer: only an answer is echoed (below), never hint, show or
        // quit.
        let pick = dialoguer::Select::with_theme(&*theme)
            .with_prompt(prompt)
            .report(false)
            .items(&items)
            .default(ask.default.min(items.len().saturating_sub(1)))
            .interact_on_opt(&self.term)
            .map_err(io_err)?;
        if let Some(option) = pick.and_then(|i| ask.options.get(i)) {
            self.echo(prompt, option)?;
        }
        let pick = match (ask.mode, pick) {
            (Mode::Pick, Some(i)) if i >= base => Some(base + kinds[i - base]),
            _ => pick,
        };
        Ok(self.extras(ask, pick, base))
    }

    fn confirm(&mut self, prompt: &str) -> io::Result<bool> {
        // A menu of "no" and "yes" in the user's language: dialoguer's Confirm knows only
        // y and n. "no" comes first, so Enter alone keeps what is there.
        let theme = self.dtheme();
        let items = [
            crate::t!("tutor-confirm-no"),
            crate::t!("tutor-confirm-yes"),
        ];
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_ui_reads_answers_controls_and_eof() {
        let input = b"Rosen-7\nhint\nTIPP\nskip\n\n" as &[u8];
        let mut ui = LineUi::new(input, Vec::new(), Theme::plain());
        let opts = vec!["a".to_string(), "b".to_string()];
        let ask = Ask {
            prompt: ">",
            options: &opts,
            mode: Mode::Pick,
            list: true,
            default: 0,
            extras: ["", "", "", ""],
            help: "",
        };
        let replies: Vec<Reply> = (0..7).map(|_| ui.ask(&ask).unwrap()).collect();
        assert_eq!(
            replies,
            [
                Reply::Text("Rosen-7".into()),
                Reply::Hint,
                Reply::Hint,
                Reply::Skip,
                Reply::Text(String::new()),
                Reply::Quit,
                Reply::Quit,
            ]
        );
        let out = String::from_utf8(ui.into_output()).unwrap();
        assert!(out.starts_with("  1. a\n  2. b\n> Rosen-7\n"), "{out}");
    }

    #[test]
    fn long_and_broken_lines_are_one_answer() {
        let mut input = b"x".repeat(10_000);
        input.extend_from_slice(b"\n3\nRosen-K\xf6nig\n");
        let mut ui = LineUi::new(&input[..], Vec::new(), Theme::plain());
        let opts: Vec<String> = Vec::new();
        let ask = Ask {
            prompt: ">",
            options: &opts,
            mode: Mode::Pick,
            list: true,
            default: 0,
            extras: ["", "", "", ""],
            help: "",
        };
        let Reply::Text(first) = ui.ask(&ask).unwrap() else {
            panic!("text")
        };
        assert_eq!(
            first.len(),
            4096,
            "the first 4 KiB, the rest of the line dropped"
        );
        assert_eq!(ui.ask(&ask).unwrap(), Reply::Text("3".into()));
        assert_eq!(
            ui.ask(&ask).unwrap(),
            Reply::Text("Rosen-K\u{fffd}nig".into())
        );
    }

    #[test]
    fn confirm_in_german_asks_j_n_and_takes_both_languages() {
        use crate::i18n::{Lang, with_lang};
        for (input, want) in [
            ("j\n", true),
            ("ja\n", true),
            ("yes\n", true),
            ("nein\n", false),
        ] {
            let mut ui = LineUi::new(input.as_bytes(), Vec::new(), Theme::plain());
            assert_eq!(
                with_lang(Lang::De, || ui.confirm("Löschen?")).unwrap(),
                want,
                "{input:?}"
            );
            let out = String::from_utf8(ui.into_output()).unwrap();
            assert_eq!(out, format!("Löschen? [j/N] {input}"));
        }
        let mut ui = LineUi::new(&b"y\n"[..], Vec::new(), Theme::plain());
        assert!(ui.confirm("Delete?").unwrap());
        assert_eq!(
            String::from_utf8(ui.into_output()).unwrap(),
            "Delete? [y/N] y\n"
        );
    }

    #[test]
    fn confirm_defaults_to_no() {
        for (input, want) in [
            ("y\n", true),
            ("ja\n", true),
            ("n\n", false),
            ("", false),
            ("\n", false),
        ] {
            let mut ui = LineUi::new(input.as_bytes(), Vec::new(), Theme::plain());
            assert_eq!(ui.confirm("Delete?").unwrap(), want, "{input:?}");
        }
    }
}
