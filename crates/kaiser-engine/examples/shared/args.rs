//! The command line the puzzle examples share (`scan_down`, `mine_puzzles`): the value after
//! a flag (`--variant stans`), parsed, and the rule system of `--variant` (default stans).

use kaiser_engine::catalog;
use kaiser_engine::system::RuleSystem;
use std::str::FromStr;

/// The process's arguments.
pub struct Args(Vec<String>);

impl Args {
    /// The arguments this process was started with.
    pub fn from_env() -> Args {
        Args(std::env::args().collect())
    }

    /// The value after flag `name`, if any.
    pub fn get(&self, name: &str) -> Option<String> {
        self.0
            .iter()
            .position(|a| a == name)
            .and_then(|i| self.0.get(i + 1))
            .cloned()
    }

    /// The value after flag `name` parsed, `None` when absent or not of that type.
    pub fn parse<T: FromStr>(&self, name: &str) -> Option<T> {
        self.get(name).and_then(|s| s.parse().ok())
    }

    /// `--variant` (default stans) and its rule system; when it does not load, the error
    /// on stderr and exit code 2 (a usage error: these are top-level tools).
    pub fn system(&self) -> (String, RuleSystem) {
        let variant = self.get("--variant").unwrap_or_else(|| "stans".into());
        match catalog::load(&variant) {
            Ok(s) => (variant, s),
            Err(e) => {
                eprintln!("{variant}: {e}");
                std::process::exit(2);
            }
        }
    }
}
