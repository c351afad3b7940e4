//! Every user-facing text in English and German: one Fluent catalog per language
//! (`locales/en/`, `locales/de/`, embedded with include_dir), the current language, and the
//! [`t!`](crate::t) macro that looks a message up and fills it.
//!
//! The catalogs are data, like the rule systems: no I/O happens here, and the one piece of
//! state is the language, set once by the command line (a thread may override it, which the
//! tests use). Card, suit and rule names stay German in both languages; only the sentences
//! around them change.
//!
//! Fluent (projectfluent.org) gives plurals (`1 trick`, `2 tricks`; `1 Stich`, `2 Stiche`)
//! and named placeholders. Message ids are `area-name`: `help-…` for clap, `rules-…` for the
//! engine's errors and reasoning, `cli-…`, `tutor-…`, `play-…`, `lessons-…`, each in the
//! file of its area (`locales/en/cli.ftl`).
//!
//! Start-up costs nothing here: no catalog is parsed until a message is asked for, and then
//! only that message (found through an index the build script compiles, [`index`], the one
//! entry parsed by Fluent), so a one-shot `kaiser trick` parses the dozen messages it prints,
//! not the whole catalog, and scans none of its files.

mod index;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use include_dir::{Dir, include_dir};
use rustc_hash::{FxHashMap, FxHashSet};
use serde::Serialize;
use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Mutex, OnceLock, PoisonError};

pub use fluent_bundle::FluentValue;

static LOCALES: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/locales");

/// A language of the catalogs, the lessons and the glossary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// German.
    De,
}

impl Lang {
    /// Both languages, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::De];

    /// The language a locale string asks for (`de_CH.UTF-8` is German); English otherwise.
    pub fn from_locale(locale: &str) -> Lang {
        if locale.to_ascii_lowercase().starts_with("de") {
            Lang::De
        } else {
            Lang::En
        }
    }

    /// The language the environment asks for: the first set of LC_ALL, LC_MESSAGES and LANG
    /// (see [`Lang::from_locale`]); English otherwise. The one language detector of the app.
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|k| std::env::var(k).ok())
            .find(|v| !v.is_empty())
            .map(|v| Lang::from_locale(&v))
            .unwrap_or_default()
    }

    /// The catalog directory and language tag: `en`, `de`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

static LANG: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static OVERRIDE: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Set the language of this run (the command line does it once, before parsing).
pub fn set_lang(lang: Lang) {
    LANG.store(lang as u8, Ordering::Relaxed);
}

/// The language texts are produced in now.
pub fn lang() -> Lang {
    OVERRIDE
        .with(Cell::get)
        .unwrap_or(match LANG.load(Ordering::Relaxed) {
            1 => Lang::De,
            _ => Lang::En,
        })
}

/// Run `f` with `lang` as this thread's language (for tests and for code that was handed a
/// language explicitly).
pub fn with_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            OVERRIDE.with(|o| o.set(self.0));
        }
    }
    let _restore = Restore(OVERRIDE.with(|o| o.replace(Some(lang))));
    f()
}

/// The catalog files of a language: (file name, text), sorted by name.
pub fn sources(lang: Lang) -> Vec<(&'static str, &'static str)> {
    raw_sources(lang)
        .into_iter()
        .filter_map(|(path, bytes)| Some((path, std::str::from_utf8(bytes).ok()?)))
        .collect()
}

/// The catalog files of a language as bytes: (file name, contents), sorted by name. A run
/// checks as UTF-8 only the entries it reads, not whole files (start-up, issue 14).
fn raw_sources(lang: Lang) -> Vec<(&'static str, &'static [u8])> {
    let mut files: Vec<_> = LOCALES
        .get_dir(lang.code())
        .map(|d| {
            d.files()
                .filter(|f| f.path().extension().is_some_and(|e| e == "ftl"))
                .filter_map(|f| Some((f.path().to_str()?, f.contents())))
                .collect()
        })
        .unwrap_or_default();
    files.sort_by_key(|(path, _)| *path);
    files
}

/// The messages of one catalog file: id -> the entry's text ([`entries`]).
type Entries = FxHashMap<&'static str, &'static str>;

/// (id, file, start, end) of every message of a language, sorted by id and file: the index
/// the build script compiles ([`index::entries`] on every catalog file). The ids are one text
/// and each row says where its id is in it (a table without pointers, which the loader need
/// not relocate when the program starts).
#[derive(Debug, Clone, Copy)]
struct Index {
    /// Every id, one after the other.
    ids: &'static str,
    /// (id start, id end in `ids`, file, start, end), sorted by id and file.
    rows: &'static [(u32, u32, u8, u32, u32)],
}

impl Index {
    /// The id of a row (empty if the row does not fit the text, which the tests rule out).
    fn id(&self, row: &(u32, u32, u8, u32, u32)) -> &'static str {
        self.ids.get(row.0 as usize..row.1 as usize).unwrap_or("")
    }

    /// (file, start, end) of every entry of message `id`, in file order.
    fn find(self, id: &str) -> impl Iterator<Item = (u8, u32, u32)> + Clone + '_ {
        let from = self.rows.partition_point(|r| self.id(r) < id);
        self.rows[from..]
            .iter()
            .take_while(move |r| self.id(r) == id)
            .map(|r| (r.2, r.3, r.4))
    }
}

mod compiled {
    //! The catalog index compiled by `build.rs`.
    include!(concat!(env!("OUT_DIR"), "/catalog_index.rs"));
}

/// The compiled index of `lang`, if its files are the ones `names` lists (always, unless the
/// build script and the embedded files disagree: then the files are scanned).
fn compiled_index(lang: Lang, names: &[&str]) -> Option<Index> {
    let (files, ids, rows) = match lang {
        Lang::En => (compiled::FILES_EN, compiled::IDS_EN, compiled::INDEX_EN),
        Lang::De => (compiled::FILES_DE, compiled::IDS_DE, compiled::INDEX_DE),
    };
    (files == names).then_some(Index { ids, rows })
}

/// One language's catalog, read as far as the run has needed it: the files indexed (each
/// message's text found, nothing parsed) on first use, and a bundle holding only the messages
/// looked up so far, each parsed on its first lookup.
struct Lazy {
    /// Per catalog file: (its name, `cli.ftl`; its bytes; its messages once scanned, where
    /// there is no compiled index).
    files: Vec<(&'static str, &'static [u8], Option<Entries>)>,
    /// The compiled index of the files.
    index: Option<Index>,
    /// The messages parsed so far.
    bundle: FluentBundle<FluentResource>,
    /// The ids looked up and not found (each is searched once).
    absent: FxHashSet<String>,
}

impl Lazy {
    fn new(lang: Lang) -> Lazy {
        let tag = lang.code().parse().expect("a valid language tag");
        let mut bundle = FluentBundle::new_concurrent(vec![tag]);
        // Terminals and snapshots want the plain text, not Unicode isolation marks.
        bundle.set_use_isolating(false);
        let files: Vec<_> = raw_sources(lang)
            .into_iter()
            .map(|(path, text)| {
                let name = path.rsplit('/').next().unwrap_or(path);
                (name, text, None)
            })
            .collect();
        let names: Vec<&str> = files.iter().map(|(name, _, _)| *name).collect();
        Lazy {
            index: compiled_index(lang, &names),
            files,
            bundle,
            absent: FxHashSet::default(),
        }
    }

    /// The text of message `id` in file `i` (indexing the file on first use).
    fn entry_in(&mut self, i: usize, id: &str) -> Option<&'static str> {
        let (_, bytes, index) = &mut self.files[i];
        index
            .get_or_insert_with(|| {
                std::str::from_utf8(bytes).map_or_else(|_| Entries::default(), entries)
            })
            .get(id)
            .copied()
    }

    /// Make sure message `id` is in the bundle if the catalog has it: it is looked for in
    /// the file its area names (`cli-…` in `cli.ftl`), then in the others.
    fn load(&mut self, id: &str) {
        if self.bundle.has_message(id) || self.absent.contains(id) {
            return;
        }
        let area = id.split('-').next().unwrap_or(id);
        let first = self
            .files
            .iter()
            .position(|(name, _, _)| name.strip_suffix(".ftl") == Some(area));
        let found = match self.index {
            // The first hit is the file listed first; the area's own file goes before it.
            Some(index) => {
                let mut hits = index.find(id);
                hits.clone()
                    .find(|e| Some(usize::from(e.0)) == first)
                    .or_else(|| hits.next())
                    .and_then(|(file, start, end)| {
                        let bytes = self.files.get(usize::from(file))?.1;
                        std::str::from_utf8(bytes.get(start as usize..end as usize)?).ok()
                    })
            }
            None => {
                let order = first
                    .into_iter()
                    .chain((0..self.files.len()).filter(|i| Some(*i) != first));
                order
                    .collect::<Vec<_>>()
                    .into_iter()
                    .find_map(|i| self.entry_in(i, id))
            }
        };
        let Some(text) = found else {
            self.absent.insert(id.to_string());
            return;
        };
        // Syntax errors are caught by the catalog tests; the good part is kept either way.
        let res = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        if self.bundle.add_resource(res).is_err() || !self.bundle.has_message(id) {
            self.absent.insert(id.to_string());
        }
    }
}

/// The messages of a catalog file by id, each with its text ([`index::entries`]): the scan
/// at run time, where the compiled index does not fit.
fn entries(text: &'static str) -> Entries {
    index::entries(text)
        .into_iter()
        .map(|(id, start, end)| (id, &text[start..end]))
        .collect()
}

/// Run `f` on the bundle of `lang` once message `id` is loaded into it (if the catalog has it).
fn with_message<R>(lang: Lang, id: &str, f: impl FnOnce(&FluentBundle<FluentResource>) -> R) -> R {
    // One catalog per language, read on first use: a run needs only its own language, and
    // only the messages it prints.
    static CATALOGS: [OnceLock<Mutex<Lazy>>; 2] = [OnceLock::new(), OnceLock::new()];
    let lazy = CATALOGS[lang.index()].get_or_init(|| Mutex::new(Lazy::new(lang)));
    let mut lazy = lazy.lock().unwrap_or_else(PoisonError::into_inner);
    lazy.load(id);
    f(&lazy.bundle)
}

/// Whether the catalog of `lang` has the message `id`.
pub fn has(lang: Lang, id: &str) -> bool {
    with_message(lang, id, |b| b.has_message(id))
}

/// The message `id` in `lang`, filled with `args`. A missing id gives `{id}` so that a gap
/// shows rather than panics; the catalog tests make sure there is none.
pub fn message(lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    with_message(lang, id, |b| {
        let Some(pattern) = b.get_message(id).and_then(|m| m.value()) else {
            return format!("{{{id}}}");
        };
        let mut fargs = FluentArgs::with_capacity(args.len());
        for (k, v) in args {
            fargs.set(*k, v.clone());
        }
        let mut errors = Vec::new();
        b.format_pattern(pattern, Some(&fargs), &mut errors)
            .into_owned()
    })
}

/// The attribute `attr` of message `id` (`id.attr` in Fluent), if there is one.
pub fn attribute(lang: Lang, id: &str, attr: &str) -> Option<String> {
    with_message(lang, id, |b| {
        let pattern = b.get_message(id)?.get_attribute(attr)?.value();
        let mut errors = Vec::new();
        Some(b.format_pattern(pattern, None, &mut errors).into_owned())
    })
}

pub use crate::rules::system::Text;

/// The app picks the language of a data [`Text`] (the engine holds none).
pub trait Pick {
    /// The text in `lang`.
    fn in_lang(&self, lang: Lang) -> &str;

    /// The text in the current language (see [`lang`]).
    fn get(&self) -> &str {
        self.in_lang(lang())
    }
}

impl Pick for Text {
    fn in_lang(&self, lang: Lang) -> &str {
        self.pick(lang == Lang::De)
    }
}

/// A value for a placeholder: numbers stay numbers (for plurals), the rest is text.
pub trait Arg {
    /// This value for Fluent.
    fn arg(&self) -> FluentValue<'static>;
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn arg(&self) -> FluentValue<'static> {
                FluentValue::from(*self)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

macro_rules! text_args {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn arg(&self) -> FluentValue<'static> {
                FluentValue::from(self.to_string())
            }
        }
    )*};
}
impl Arg for Text {
    fn arg(&self) -> FluentValue<'static> {
        FluentValue::from(self.get().to_string())
    }
}

text_args!(
    str,
    String,
    char,
    crate::cards::Card,
    crate::cards::Suit,
    crate::cards::Deck,
    std::path::Display<'_>
);

impl Arg for FluentValue<'static> {
    fn arg(&self) -> FluentValue<'static> {
        self.clone()
    }
}

impl<T: Arg + ?Sized> Arg for &T {
    fn arg(&self) -> FluentValue<'static> {
        (**self).arg()
    }
}

/// Text for a value that is neither a number nor one of the types above: its `Display`.
pub fn text(v: impl std::fmt::Display) -> FluentValue<'static> {
    FluentValue::from(v.to_string())
}

/// [`t!`](crate::t) with the language given: `tl!(lang, "id", name = value)`. The text layer
/// (`crate::text`) narrates the engine's facts with it, so a caller decides the language.
#[macro_export]
macro_rules! tl {
    ($lang:expr, $id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::message(
            $lang,
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::arg(&$value))),*],
        )
    };
}

/// A message of the catalog in the current language (see [`lang`]), filled by name:
/// `t!("cli-tricks-won", n = 3)`. A value is a number, a string, a card, a suit or a deck
/// (see [`Arg`]); wrap anything else in [`text`].
#[macro_export]
macro_rules! t {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::message(
            $crate::i18n::lang(),
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::arg(&$value))),*],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_thread_override_wins_and_is_restored() {
        assert_eq!(with_lang(Lang::De, lang), Lang::De);
        assert_eq!(with_lang(Lang::En, || with_lang(Lang::De, lang)), Lang::De);
        with_lang(Lang::En, || {
            with_lang(Lang::De, || ());
            assert_eq!(lang(), Lang::En);
        });
    }

    #[test]
    fn locale_strings() {
        for (locale, want) in [
            ("de_CH.UTF-8", Lang::De),
            ("DE", Lang::De),
            ("en_US.UTF-8", Lang::En),
            ("C", Lang::En),
            ("", Lang::En),
        ] {
            assert_eq!(Lang::from_locale(locale), want, "{locale}");
        }
    }

    #[test]
    fn the_app_picks_a_texts_language() {
        let two = Text {
            en: "every card".into(),
            de: "jede Karte".into(),
        };
        assert_eq!(two.in_lang(Lang::En), "every card");
        assert_eq!(with_lang(Lang::De, || two.get().to_string()), "jede Karte");
    }

    /// The index compiled by the build script is the scan of the embedded files, and every
    /// message is found through it as through the scan.
    #[test]
    fn the_compiled_index_is_the_scan_of_the_files() {
        for lang in Lang::ALL {
            let files = sources(lang);
            let names: Vec<&str> = files
                .iter()
                .map(|(path, _)| path.rsplit('/').next().unwrap_or(path))
                .collect();
            let index = compiled_index(lang, &names).expect("the index fits the files");
            let mut scanned = Vec::new();
            for (i, (_, text)) in files.iter().enumerate() {
                for (id, start, end) in index::entries(text) {
                    scanned.push((id, i as u8, start as u32, end as u32));
                }
            }
            scanned.sort_unstable();
            let compiled: Vec<_> = index
                .rows
                .iter()
                .map(|r| (index.id(r), r.2, r.3, r.4))
                .collect();
            assert_eq!(compiled, scanned, "{lang:?}");
            assert!(compiled.len() > 500, "{lang:?}: {}", compiled.len());
            // Every id is found, and only its own entries.
            for (id, file, start, end) in &scanned {
                assert!(
                    index.find(id).any(|e| e == (*file, *start, *end)),
                    "{lang:?}: {id}"
                );
            }
            assert_eq!(index.find("no-such-message").count(), 0);
        }
    }

    #[test]
    fn a_missing_message_shows_its_id() {
        assert_eq!(
            message(Lang::En, "no-such-message", &[]),
            "{no-such-message}"
        );
    }
}
