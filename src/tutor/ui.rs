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
    /// Back to the step before (`back`, German `zurück`; on a page the key b or ←).
    Back,
    /// The lesson's introduction again (`intro`, German `einleitung`; on a page the key i).
    Intro,
    /// Up one level (Esc or q on a terminal; `menu` or `q` typed): from a lesson question or
    /// page to the lesson menu; from a menu, the quiz or a scenario, out.
    Menu,
    /// Leaves kaiser (the row "quit", `quit` typed, end of input); progress is kept.
    Quit,
}

/// A terminal row after a question's options (hint, show the answer, back, ...) and what
/// choosing it means.
pub type Extra<'a> = (&'a str, Reply);

/// How a question is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Pick one option.
    Pick,
    /// Sort the options.
    Sort,
    /// A menu without hint/skip (the lesson menu).
    Menu,
    /// Pick one of `cards` cards, or one of the actions listed after them (a raise, giving
    /// the hand up): as [`Mode::Pick`], except that a terminal echoes only a card. The game
    /// says an action in a sentence of its own ("You say «Spieldrei — giut's?» …"), which
    /// an echo as "Your card: «Spieldrei — giut's?»" would say twice.
    Cards(usize),
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
    /// Menu entry selected first. `None`: nothing is chosen for the learner, so an empty
    /// line (piped) is no answer; on a terminal the cursor starts, visibly, on the first row.
    pub default: Option<usize>,
    /// Terminal rows after the options, each with what it means; in a sort question the
    /// rows of the menu that Esc opens.
    pub extras: &'a [Extra<'a>],
    /// Extra help under a sort prompt.
    pub help: &'a str,
}

/// A conversation with the learner.
pub trait Ui {
    /// Print text (and a newline).
    fn say(&mut self, text: &str) -> io::Result<()>;
    /// After a page of teaching: wait for the learner on a terminal. Go on is
    /// `Reply::Text` (empty); also [`Reply::Back`], [`Reply::Intro`], [`Reply::Menu`] (Esc,
    /// q) and [`Reply::Quit`] (end of input).
    fn wait(&mut self, help: &str) -> io::Result<Reply>;
    /// [`Ui::wait`] where a page has only "go on" or "leave": `false` means leave.
    fn pause(&mut self, help: &str) -> io::Result<bool> {
        Ok(!matches!(self.wait(help)?, Reply::Menu | Reply::Quit))
    }
    /// Whether answers are picked with keys from menus (a terminal) rather than typed.
    fn keys(&self) -> bool;
    /// `true` the first time `what` is passed in this conversation: a key legend is shown
    /// once per kind of screen, not after every question.
    fn first(&mut self, what: &str) -> bool;
    /// Ask a question.
    fn ask(&mut self, ask: &Ask) -> io::Result<Reply>;
    /// Ask yes or no; no on end of input.
    fn confirm(&mut self, prompt: &str) -> io::Result<bool>;
    /// Colors and styles.
    fn theme(&self) -> Theme;
    /// Width to wrap text to.
    fn width(&self) -> usize;
    /// Lines on the screen, on a terminal (`None` elsewhere: nothing is paged).
    fn height(&self) -> Option<usize> {
        None
    }
}

/// Words that mean hint, skip, back, intro, menu or quit, in either language. `q` is the
/// terminal's key for "up one level" ([`Reply::Menu`]), so typed it means the same.
pub fn control(word: &str) -> Option<Reply> {
    match word.trim().to_lowercase().as_str() {
        "hint" | "?" | "tipp" | "hilfe" => Some(Reply::Hint),
        "skip" | "show" | "zeigen" | "weiter" => Some(Reply::Skip),
        "back" | "zurück" | "zurueck" => Some(Reply::Back),
        "intro" | "einleitung" => Some(Reply::Intro),
        "menu" | "menü" | "menue" | "q" => Some(Reply::Menu),
        "quit" | "exit" | "ende" | "aufhören" | "aufhoeren" => Some(Reply::Quit),
        _ => None,
    }
}

/// Whether `word` asks to see the hands again (`scenario play`), in either language. It
/// reaches the question as [`Reply::Text`]: only a prediction knows hands to show.
pub fn is_hands(word: &str) -> bool {
    matches!(
        word.trim().to_lowercase().as_str(),
        "hands" | "hand" | "hände" | "haende" | "karten"
    )
}

/// The legends already shown in a conversation.
#[derive(Debug, Default)]
struct Shown(Vec<String>);

impl Shown {
    fn first(&mut self, what: &str) -> bool {
        if self.0.iter().any(|w| w == what) {
            return false;
        }
        self.0.push(what.to_string());
        true
    }
}

/// One answer per line from any reader; plain output to any writer. End of input means
/// quit, so a script that runs out of answers ends the lesson cleanly.
pub struct LineUi<R, W> {
    input: R,
    out: W,
    theme: Theme,
    eof: bool,
    shown: Shown,
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
            shown: Shown::default(),
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

    fn wait(&mut self, _help: &str) -> io::Result<Reply> {
        // Scripts answer questions only; pages of teaching go by.
        Ok(if self.eof {
            Reply::Quit
        } else {
            Reply::Text(String::new())
        })
    }

    fn keys(&self) -> bool {
        false
    }

    fn first(&mut self, what: &str) -> bool {
        self.shown.first(what)
    }

    fn ask(&mut self, ask: &Ask) -> io::Result<Reply> {
        let digits = ask.options.len().to_string().len();
        for (i, o) in ask.options.iter().enumerate().filter(|_| ask.list) {
            writeln!(self.out, "  {:>digits$}. {o}", i + 1)?;
        }
        match self.read_line(ask.prompt)? {
            None => Ok(Reply::Quit),
            // Enter alone takes the menu's default, if it has one (it is in the prompt).
            Some(line) if ask.mode == Mode::Menu && line.is_empty() => {
                Ok(ask.default.map_or(Reply::Text(line), Reply::Pick))
            }
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

mod term;
pub use term::TermUi;

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
            default: Some(0),
            extras: &[],
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
    fn the_way_back_words_in_both_languages() {
        for (word, reply) in [
            ("back", Reply::Back),
            ("Zurück", Reply::Back),
            ("zurueck", Reply::Back),
            ("intro", Reply::Intro),
            ("einleitung", Reply::Intro),
            ("menu", Reply::Menu),
            ("menü", Reply::Menu),
            ("q", Reply::Menu),
            ("quit", Reply::Quit),
            ("ende", Reply::Quit),
            ("skip", Reply::Skip),
            ("tipp", Reply::Hint),
        ] {
            assert_eq!(control(word), Some(reply), "{word}");
        }
        assert_eq!(control("Rosen-6"), None);
    }

    #[test]
    fn enter_alone_takes_a_menus_default_only_if_it_has_one() {
        let opts = vec!["a".to_string(), "b".to_string()];
        for (default, want) in [
            (Some(1), Reply::Pick(1)),
            (None, Reply::Text(String::new())),
        ] {
            let mut ui = LineUi::new(&b"\n"[..], Vec::new(), Theme::plain());
            let ask = Ask {
                prompt: ">",
                options: &opts,
                mode: Mode::Menu,
                list: false,
                default,
                extras: &[],
                help: "",
            };
            assert_eq!(ui.ask(&ask).unwrap(), want, "{default:?}");
        }
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
            default: Some(0),
            extras: &[],
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

    /// `play`'s `say`: a wrapped numbered step goes on under its text, other lines two
    /// further in.
    #[test]
    fn say_hangs_a_numbered_step_under_its_text() {
        let mut out = Vec::new();
        let mut ui = LineUi::new(&b""[..], &mut out, Theme::plain());
        let words = "word ".repeat(20);
        let text = format!("  2. {words}\n  12. {words}\n  plain {words}");
        crate::tutor::play::say(&mut ui, &text).unwrap();
        drop(ui);
        let text = String::from_utf8(out).unwrap();
        let starts: Vec<usize> = text
            .lines()
            .map(|l| l.len() - l.trim_start().len())
            .collect();
        assert_eq!(starts, [2, 5, 2, 6, 2, 4], "{text}");
    }
}
