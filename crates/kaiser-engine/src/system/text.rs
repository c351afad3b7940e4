//! [`Text`]: a text of a data file (a rule system's title, summary, or what a row takes; a
//! citation with its gloss; a lesson's prose) in both languages. Plain data: the engine holds no language, the app picks
//! one (`crate::i18n::Pick`).

use crate::yaml::Message;
use serde::Serialize;

/// A text in English and German. In YAML either one string (the same in both; house rules
/// often have one language) or `{en: ..., de: ...}`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Text {
    /// English.
    pub en: String,
    /// German.
    pub de: String,
}

/// What a [`Text`] in YAML may be, as serde's "expected" (the app narrates it).
pub const TEXT_EXPECTED: &str = "a text, or a map with `en` and `de`";

impl Text {
    /// The same text in both languages.
    pub fn both(text: impl Into<String>) -> Text {
        let text = text.into();
        Text {
            en: text.clone(),
            de: text,
        }
    }

    /// The English text, or the German one when `german`.
    pub fn pick(&self, german: bool) -> &str {
        if german { &self.de } else { &self.en }
    }

    /// Whether either language is empty or only blanks (a citation must say something in
    /// both).
    pub fn is_blank(&self) -> bool {
        self.en.trim().is_empty() || self.de.trim().is_empty()
    }

    /// Both texts changed by `f`.
    pub fn map(&self, f: impl Fn(&str) -> String) -> Text {
        Text {
            en: f(&self.en),
            de: f(&self.de),
        }
    }
}

impl From<&str> for Text {
    /// The same text in both languages (as one string in YAML).
    fn from(text: &str) -> Text {
        Text::both(text)
    }
}

impl<'de> serde::Deserialize<'de> for Text {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Text;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(TEXT_EXPECTED)
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
                // A blank language is a fact the app narrates (`rules-text-blank`), carried
                // through serde's text-only errors: serde's own "invalid value" would bring
                // an English "expected" into every language.
                let blank = |field: &str| {
                    serde::de::Error::custom(
                        Message::new("rules-text-blank").arg("field", field).carry(),
                    )
                };
                match (en, de) {
                    (Some(en), _) if en.trim().is_empty() => Err(blank("en")),
                    (_, Some(de)) if de.trim().is_empty() => Err(blank("de")),
                    (Some(en), Some(de)) => Ok(Text { en, de }),
                    (None, _) => Err(serde::de::Error::missing_field("en")),
                    (_, None) => Err(serde::de::Error::missing_field("de")),
                }
            }
        }
        d.deserialize_any(Visit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_data_text_is_one_string_or_both_languages() {
        let one: Text = serde_norway::from_str("jede Karte").unwrap();
        assert_eq!(one, Text::both("jede Karte"));
        let two: Text = serde_norway::from_str("{en: every card, de: jede Karte}").unwrap();
        assert_eq!(two.pick(false), "every card");
        assert_eq!(two.pick(true), "jede Karte");
        for (bad, why) in [
            ("{en: every card}", "missing field `de`"),
            ("{de: jede Karte}", "missing field `en`"),
            ("{en: a, de: b, fr: c}", "unknown field `fr`"),
            ("{en: a, en: b, de: c}", "duplicate field `en`"),
            ("[a, b]", "a text, or a map with `en` and `de`"),
        ] {
            let err = serde_norway::from_str::<Text>(bad).unwrap_err().to_string();
            assert!(err.contains(why), "{bad}: {err}");
        }
        // A blank language is a carried fact with the field's name, no English words.
        for (bad, field) in [("{en: ~, de: y}", "en"), ("{en: x, de: ' '}", "de")] {
            let err = serde_norway::from_str::<Text>(bad).unwrap_err().to_string();
            let (_, m, _) = Message::carried(&err).expect("a carried message");
            assert_eq!(
                m,
                Message::new("rules-text-blank").arg("field", field),
                "{bad}"
            );
        }
    }
}
