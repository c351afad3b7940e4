//! Menus that never panic in a small terminal: [`Fallback`] wraps the terminal UI and asks
//! with a plain prompt (one answer per line, as when piped) where dialoguer's menus cannot
//! draw: a terminal of fewer than 3 rows, or one made that small while a menu is open
//! (dialoguer's paging panics there; the panic is caught quietly and the question asked
//! again with the plain prompt).

use super::ui::{Ask, LineUi, Reply, TermUi, Ui};
use crate::render::Theme;
use std::io;

/// The terminal UI, with a plain prompt where a menu cannot draw.
pub struct Fallback {
    inner: TermUi,
    term: console::Term,
}

impl Fallback {
    /// Wrap `inner` (a terminal UI on stdout).
    pub fn new(inner: TermUi) -> Self {
        Fallback {
            inner,
            term: console::Term::stdout(),
        }
    }

    /// Fewer than 3 rows: dialoguer's menus cannot draw there.
    fn too_small(&self) -> bool {
        self.term.size_checked().is_some_and(|(rows, _)| rows < 3)
    }

    /// A plain prompt on the terminal (the terminal echoes what is typed).
    fn plain(&self) -> LineUi<io::StdinLock<'static>, io::Stdout> {
        LineUi::new(io::stdin().lock(), io::stdout(), self.inner.theme()).without_echo()
    }
}

impl Ui for Fallback {
    fn say(&mut self, text: &str) -> io::Result<()> {
        self.inner.say(text)
    }

    fn wait(&mut self, help: &str) -> io::Result<Reply> {
        // One key, no paging: any size will do.
        self.inner.wait(help)
    }

    fn keys(&self) -> bool {
        self.inner.keys()
    }

    fn first(&mut self, what: &str) -> bool {
        self.inner.first(what)
    }

    fn height(&self) -> Option<usize> {
        self.inner.height()
    }

    fn ask(&mut self, ask: &Ask) -> io::Result<Reply> {
        if self.too_small() {
            return self.plain().ask(ask);
        }
        match menu_guard(|| self.inner.ask(ask)) {
            Some(reply) => reply,
            None => self.plain().ask(ask),
        }
    }

    fn confirm(&mut self, prompt: &str) -> io::Result<bool> {
        if self.too_small() {
            return self.plain().confirm(prompt);
        }
        match menu_guard(|| self.inner.confirm(prompt)) {
            Some(yes) => yes,
            None => self.plain().confirm(prompt),
        }
    }

    fn theme(&self) -> Theme {
        self.inner.theme()
    }

    fn width(&self) -> usize {
        self.inner.width()
    }
}

thread_local! {
    /// Set while a menu runs under [`menu_guard`]: its panic is caught, not reported.
    static IN_MENU: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Run a menu; `None` if it panicked. Such a panic is caught quietly (the panic hook stays
/// silent for it) and the cursor, which dialoguer hides, is shown again; a panic anywhere
/// else is reported as before.
fn menu_guard<T>(f: impl FnOnce() -> T) -> Option<T> {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let before = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !IN_MENU.with(|m| m.get()) {
                before(info);
            }
        }));
    });
    IN_MENU.with(|m| m.set(true));
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    IN_MENU.with(|m| m.set(false));
    match result {
        Ok(v) => Some(v),
        Err(_) => {
            let term = console::Term::stdout();
            let _ = term.show_cursor();
            let _ = term.write_line("");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panicking_menu_is_caught_and_others_are_not_touched() {
        assert_eq!(menu_guard(|| 7), Some(7));
        let caught: Option<()> = menu_guard(|| panic!("min > max"));
        assert_eq!(caught, None);
        // Outside a menu, panics still unwind as ever.
        assert!(std::panic::catch_unwind(|| panic!("elsewhere")).is_err());
        assert!(!IN_MENU.with(|m| m.get()));
    }
}
