//! The progress indicator of a long `kaiser solve`: quiet for the first second, then a
//! spinner with the positions searched, on stderr and only on a terminal.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// A solve that runs longer than this shows a progress indicator (on a terminal only).
const QUIET_FOR: Duration = Duration::from_secs(1);

/// How long a solve runs before its progress shows: `KAISER_PROGRESS_AFTER_MS` (meant for
/// tests), else [`QUIET_FOR`].
fn quiet_for() -> Duration {
    std::env::var("KAISER_PROGRESS_AFTER_MS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map_or(QUIET_FOR, Duration::from_millis)
}

/// The progress indicator of a long solve: nothing for the first second, then a spinner
/// with the positions searched, on stderr and only on a terminal (never in a pipe).
pub(super) struct Progress {
    start: Instant,
    pub(super) quiet: Duration,
    pub(super) on: bool,
    pub(super) bar: OnceLock<indicatif::ProgressBar>,
}

impl Progress {
    pub(super) fn new(start: Instant, terminal: bool) -> Progress {
        Progress {
            start,
            quiet: quiet_for(),
            on: terminal,
            bar: OnceLock::new(),
        }
    }

    /// Called by the solver every few thousand positions; never stops it.
    pub(super) fn show(&self, positions: u64) -> bool {
        if self.on && self.start.elapsed() >= self.quiet {
            let bar = self.bar.get_or_init(|| {
                let pb = indicatif::ProgressBar::new_spinner();
                pb.set_style(
                    indicatif::ProgressStyle::with_template("{spinner} {msg} · {elapsed}")
                        .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
                );
                pb
            });
            bar.set_message(crate::t!(
                "cli-solve-progress",
                positions = grouped(crate::i18n::lang(), positions)
            ));
            bar.tick();
        }
        false
    }

    pub(super) fn done(&self) {
        if let Some(bar) = self.bar.get() {
            bar.finish_and_clear();
        }
    }
}

/// `n` with thousands marked as the language writes them (40,000,000; 40'000'000).
pub(crate) fn grouped(lang: crate::i18n::Lang, n: u64) -> String {
    let mark = match lang {
        crate::i18n::Lang::De => '\'',
        _ => ',',
    };
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(mark);
        }
        out.push(d);
    }
    out
}
