//! Terminal output: the color theme (console), tables (comfy-table) and JSON.
//!
//! Colors are used only when asked (`--color always`) or when stdout is a terminal and
//! `NO_COLOR` is unset (`--color auto`); tests run with plain output.

pub mod fit;
pub mod json;
pub mod natural;
pub mod rank;

pub use json::json;

use crate::rules::Class;
use comfy_table::{Attribute, Cell, Color, ContentArrangement, Table, presets};
use console::Style;

/// When to color output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum ColorChoice {
    /// On a terminal, unless NO_COLOR is set.
    #[default]
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// Styles for one run.
#[derive(Debug, Clone, Copy)]
pub struct Theme {
    /// Whether colors are on.
    pub color: bool,
}

impl Theme {
    /// Decide colors from the choice, `NO_COLOR` and whether stdout is a terminal.
    pub fn new(choice: ColorChoice) -> Theme {
        let color = match choice {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                    && console::Term::stdout().is_term()
            }
        };
        console::set_colors_enabled(color);
        console::set_colors_enabled_stderr(color);
        Theme { color }
    }

    /// A plain theme (no colors), for tests and JSON.
    pub fn plain() -> Theme {
        Theme { color: false }
    }

    fn paint(&self, style: Style, text: &str) -> String {
        if self.color {
            style.force_styling(true).apply_to(text).to_string()
        } else {
            text.to_string()
        }
    }

    /// Headings.
    pub fn heading(&self, text: &str) -> String {
        self.paint(Style::new().bold(), text)
    }

    /// The winner of a trick, the trump suit: the answer.
    pub fn answer(&self, text: &str) -> String {
        self.paint(Style::new().green().bold(), text)
    }

    /// Citations and side notes.
    pub fn dim(&self, text: &str) -> String {
        self.paint(Style::new().dim(), text)
    }

    /// Error prefix on stderr.
    pub fn error(&self, text: &str) -> String {
        self.paint(Style::new().red().bold(), text)
    }

    /// A table in the house style; show it with [`fit::table`] (its natural width when
    /// piped, a layout that fits on a terminal).
    pub fn table(&self, header: &[&str]) -> Table {
        let mut table = Table::new();
        // Lines stay whole here; on a terminal, [`fit::table`] chooses a layout that fits.
        table
            .load_preset(presets::UTF8_FULL_CONDENSED)
            .set_content_arrangement(ContentArrangement::Disabled);
        if self.color {
            table.enforce_styling();
        } else {
            table.force_no_tty();
        }
        table.set_header(header.iter().map(|h| {
            let cell = Cell::new(h);
            if self.color {
                cell.add_attribute(Attribute::Bold)
            } else {
                cell
            }
        }));
        table
    }

    /// A table cell for a class, colored by class.
    pub fn class_cell(&self, class: Class, text: &str) -> Cell {
        let cell = Cell::new(text);
        if !self.color {
            return cell;
        }
        match class {
            Class::Stecher => cell.fg(Color::Red).add_attribute(Attribute::Bold),
            Class::Throner => cell.fg(Color::Blue),
            Class::Stupf => cell.fg(Color::Magenta),
            Class::Plain => cell,
        }
    }
}

/// The word for a class in a table: the game's words (Stecher, Throner, Stupf) in both
/// languages, the plain class in the language of the run.
pub fn class_word(class: Class) -> String {
    match class {
        Class::Plain => crate::t!("cli-class-plain"),
        other => other.game_name().unwrap_or_default().to_string(),
    }
}

/// The short form of a citation: the part before the quoted words
/// (`000_…txt §Stecher: "…"` becomes `000_…txt §Stecher`).
pub fn short_source(source: &str) -> &str {
    match source.find(": \"").or_else(|| source.find(": «")) {
        Some(i) => source[..i].trim(),
        None => source.trim(),
    }
}

/// A citation for a line of output: sources and locators in book form, in the language of
/// the run ("Achermann 1978, §1").
pub fn citation(raw: &str) -> String {
    crate::text::cite::cite(raw, crate::i18n::lang(), crate::text::cite::Form::Short)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_sources() {
        assert_eq!(
            short_source("000_x.txt §Stecher: \"Ein Stecher kann\""),
            "000_x.txt §Stecher"
        );
        assert_eq!(short_source("001_y.txt §1"), "001_y.txt §1");
    }

    #[test]
    fn class_words_in_both_languages() {
        use crate::i18n::{Lang, with_lang};
        assert_eq!(with_lang(Lang::En, || class_word(Class::Plain)), "plain");
        assert_eq!(
            with_lang(Lang::De, || class_word(Class::Plain)),
            "gewöhnlich"
        );
        assert_eq!(
            with_lang(Lang::De, || class_word(Class::Stecher)),
            "Stecher"
        );
        assert_eq!(with_lang(Lang::De, || class_word(Class::Stupf)), "Stupf");
    }
}
