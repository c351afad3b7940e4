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
//! engine's errors and reasoning, `cli-…`, `tutor-…`, `play-…`, `lessons-…`.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use include_dir::{Dir, include_dir};
use serde::Serialize;
use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

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
    let mut files: Vec<_> = LOCALES
        .get_dir(lang.code())
        .map(|d| {
            d.files()
                .filter(|f| f.path().extension().is_some_and(|e| e == "ftl"))
                .filter_map(|f| Some((f.path().to_str()?, f.contents_utf8()?)))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    // One bundle per language, parsed on first use: a run needs only its own language.
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 2] =
        [OnceLock::new(), OnceLock::new()];
    BUNDLES[lang.index()].get_or_init(|| {
        let tag = lang.code().parse().expect("a valid language tag");
        let mut b = FluentBundle::new_concurrent(vec![tag]);
        // Terminals and snapshots want the plain text, not Unicode isolation marks.
        b.set_use_isolating(false);
        for (_, text) in sources(lang) {
            // Syntax errors and duplicate ids are caught by the catalog tests; the good
            // entries of a file are kept either way.
            let res = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
            let _ = b.add_resource(res);
        }
        b
    })
}

/// Whether the catalog of `lang` has the message `id`.
pub fn has(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// The message `id` in `lang`, filled with `args`. A missing id gives `{id}` so that a gap
/// shows rather than panics; the catalog tests make sure there is none.
pub fn message(lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let b = bundle(lang);
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
}

/// The attribute `attr` of message `id` (`id.attr` in Fluent), if there is one.
pub fn attribute(lang: Lang, id: &str, attr: &str) -> Option<String> {
    let b = bundle(lang);
    let pattern = b.get_message(id)?.get_attribute(attr)?.value();
    let mut errors = Vec::new();
    Some(b.format_pattern(pattern, None, &mut errors).into_owned())
}

/// A text of a data file (a rule system's title, summary, or what a row takes) in both
/// languages. In YAML either one string (the same in both; house rules often have one
/// language) or `{en: ..., de: ...}`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Text {
    /// English.
    pub en: String,
    /// German.
    pub de: String,
}

impl Text {
    /// The same text in both languages.
    pub fn both(text: impl Into<String>) -> Text {
        let text = text.into();
        Text {
            en: text.clone(),
            de: text,
        }
    }

    /// The text in the current language.
    pub fn get(&self) -> &str {
        match lang() {
            Lang::En => &self.en,
            Lang::De => &self.de,
        }
    }

    /// Both texts changed by `f`.
    pub fn map(&self, f: impl Fn(&str) -> String) -> Text {
        Text {
            en: f(&self.en),
            de: f(&self.de),
        }
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.get())
    }
}

impl<'de> serde::Deserialize<'de> for Text {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Text;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&crate::t!("rules-lib-text-expected"))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Text, E> {
                Ok(Text::both(v))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Text, A::Error> {
                let (mut en, mut de) = (None, None);
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "en" if en.is_some() => {
                            return Err(serde::de::Error::duplicate_field("en"));
                        }
                        "de" if de.is_some() => {
                            return Err(serde::de::Error::duplicate_field("de"));
                        }
                        // `en: ~` is no text (serde would read it as the string "~").
                        "en" => en = Some(map.next_value::<Option<String>>()?.unwrap_or_default()),
                        "de" => de = Some(map.next_value::<Option<String>>()?.unwrap_or_default()),
                        other => {
                            return Err(serde::de::Error::unknown_field(other, &["en", "de"]));
                        }
                    }
                }
                match (en, de) {
                    (Some(en), _) if en.trim().is_empty() => Err(serde::de::Error::invalid_value(
                        serde::de::Unexpected::Str(&en),
                        &"a text",
                    )),
                    (_, Some(de)) if de.trim().is_empty() => Err(serde::de::Error::invalid_value(
                        serde::de::Unexpected::Str(&de),
                        &"a text",
                    )),
                    (Some(en), Some(de)) => Ok(Text { en, de }),
                    (None, _) => Err(serde::de::Error::missing_field("en")),
                    (_, None) => Err(serde::de::Error::missing_field("de")),
                }
            }
        }
        d.deserialize_any(Visit)
    }
}

/// A message of a library (serde's YAML errors, Rust's number parsing) in the current
/// language: the common forms are recognised and rebuilt from the catalog (`rules-lib-…`,
/// whose English is the library's own wording); anything else is passed on as it is.
pub fn library_message(msg: &str) -> String {
    let tick = |s: &str| s.trim().trim_matches('`').to_string();
    if let Some(rest) = msg.strip_prefix("missing field ") {
        return crate::t!("rules-lib-missing-field", field = tick(rest));
    }
    if let Some(rest) = msg.strip_prefix("duplicate field ") {
        return crate::t!("rules-lib-duplicate-field", field = tick(rest));
    }
    for (prefix, one_of, id) in [
        (
            "unknown field ",
            "rules-lib-unknown-field-one-of",
            "rules-lib-unknown-field",
        ),
        (
            "unknown variant ",
            "rules-lib-unknown-variant-one-of",
            "rules-lib-unknown-variant",
        ),
    ] {
        if let Some(rest) = msg.strip_prefix(prefix) {
            if let Some((name, allowed)) = rest.split_once(", expected one of ") {
                return crate::t!(one_of, name = tick(name), allowed = allowed);
            }
            if let Some((name, allowed)) = rest.split_once(", expected ") {
                return crate::t!(id, name = tick(name), allowed = allowed);
            }
            if let Some((name, _)) = rest.split_once(", there are no ") {
                return crate::t!("rules-lib-no-fields", name = tick(name));
            }
        }
    }
    for (prefix, id) in [
        ("invalid type: ", "rules-lib-invalid-type"),
        ("invalid value: ", "rules-lib-invalid-value"),
        ("invalid length ", "rules-lib-invalid-length"),
    ] {
        if let Some((found, expected)) = msg
            .strip_prefix(prefix)
            .and_then(|r| r.split_once(", expected "))
        {
            return crate::t!(
                id,
                found = library_fragment(found),
                expected = library_fragment(expected)
            );
        }
    }
    if let Some((n, range)) = msg.split_once(" is not in ") {
        return crate::t!("rules-lib-not-in-range", value = n, range = range);
    }
    match msg {
        "control characters are not allowed" => crate::t!("rules-lib-control-characters"),
        "invalid digit found in string" => crate::t!("rules-lib-invalid-digit"),
        "cannot parse integer from empty string" => crate::t!("rules-lib-empty-number"),
        "number too large to fit in target type" => crate::t!("rules-lib-too-large"),
        "number too small to fit in target type" => crate::t!("rules-lib-too-small"),
        _ => msg.to_string(),
    }
}

/// serde's words for what it found or expected ("sequence", "a boolean", "struct X"), in
/// the current language; quoted values stay as they are.
fn library_fragment(text: &str) -> String {
    if text.starts_with("struct ") {
        // A Rust type name means "a map of fields" to a reader.
        return crate::t!("rules-lib-a-map");
    }
    let (word, rest) = ["unit value", "floating point"]
        .into_iter()
        .find_map(|phrase| Some((phrase, text.strip_prefix(phrase)?)))
        .or_else(|| match text.find([' ', '`', '"']) {
            Some(i) if !text.starts_with("a ") && !text.starts_with("an ") => {
                Some(text.split_at(i))
            }
            _ => None,
        })
        .unwrap_or((text, ""));
    let id = match word {
        "sequence" => "rules-lib-word-sequence",
        "map" => "rules-lib-word-map",
        "unit value" => "rules-lib-word-nothing",
        "string" => "rules-lib-word-string",
        "integer" => "rules-lib-word-integer",
        "floating point" => "rules-lib-word-float",
        "boolean" => "rules-lib-word-boolean",
        "a boolean" => "rules-lib-word-a-boolean",
        "a string" => "rules-lib-word-a-string",
        "a sequence" => "rules-lib-word-a-sequence",
        "u8" | "u16" | "u32" | "u64" | "usize" | "i32" | "i64" => "rules-lib-word-a-number",
        _ => return text.to_string(),
    };
    format!("{}{rest}", crate::t!(id))
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
text_args!(
    str,
    Text,
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
    fn a_data_text_is_one_string_or_both_languages() {
        let one: Text = serde_norway::from_str("jede Karte").unwrap();
        assert_eq!(one, Text::both("jede Karte"));
        let two: Text = serde_norway::from_str("{en: every card, de: jede Karte}").unwrap();
        assert_eq!(with_lang(Lang::En, || two.to_string()), "every card");
        assert_eq!(with_lang(Lang::De, || two.to_string()), "jede Karte");
        for (bad, why) in [
            ("{en: every card}", "missing field `de`"),
            ("{de: jede Karte}", "missing field `en`"),
            ("{en: a, de: b, fr: c}", "unknown field `fr`"),
            ("{en: a, en: b, de: c}", "duplicate field `en`"),
            (
                "{en: ~, de: y}",
                "invalid value: string \"\", expected a text",
            ),
            (
                "{en: x, de: ' '}",
                "invalid value: string \" \", expected a text",
            ),
            ("[a, b]", "a text, or a map with `en` and `de`"),
        ] {
            let err = serde_norway::from_str::<Text>(bad).unwrap_err().to_string();
            assert!(err.contains(why), "{bad}: {err}");
        }
    }

    #[test]
    fn library_messages_in_both_languages() {
        for (msg, de) in [
            ("missing field `de`", "das Feld `de` fehlt"),
            (
                "unknown field `foo`, expected one of `id`, `title`",
                "unbekanntes Feld `foo`; erlaubt sind `id`, `title`",
            ),
            (
                "unknown field `fr`, expected `en` or `de`",
                "unbekanntes Feld `fr`; erwartet: `en` or `de`",
            ),
            (
                "invalid type: string \"maybe\", expected a boolean",
                "falscher Typ: Text \"maybe\"; erwartet: ein Wahrheitswert (true oder false)",
            ),
            ("invalid digit found in string", "keine ganze Zahl"),
            (
                "invalid type: unit value, expected struct VersionProbe",
                "falscher Typ: nichts; erwartet: eine Zuordnung von Feldern (Schlüssel: Wert)",
            ),
            (
                "invalid type: floating point `1.5`, expected u32",
                "falscher Typ: Kommazahl `1.5`; erwartet: eine ganze Zahl",
            ),
            ("0 is not in 1..=100", "0 liegt nicht im Bereich 1..=100"),
            ("something else", "something else"),
        ] {
            // English is the library's own wording (but for Rust type names).
            if !msg.contains("struct ") && !msg.ends_with("u32") {
                assert_eq!(with_lang(Lang::En, || library_message(msg)), msg);
            }
            assert_eq!(with_lang(Lang::De, || library_message(msg)), de, "{msg}");
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
