//! Messages of libraries narrated: serde's YAML errors and Rust's number parsing, as they
//! reach the user through a YAML file or a command-line value, rebuilt in English or German
//! from the catalog (`rules-lib-…`); a message the engine carried through serde is narrated
//! by [`super::system::message`].

use crate::i18n::Lang;

/// A message of a library (serde's YAML errors, Rust's number parsing) in `lang`: the common
/// forms are recognised and rebuilt from the catalog (`rules-lib-…`, whose English is the
/// library's own wording); a message the engine carried through serde
/// ([`crate::rules::yaml::Message::carried`]) is narrated; anything else is passed on as it is.
pub fn library_message(lang: Lang, msg: &str) -> String {
    if let Some((before, m, after)) = crate::rules::yaml::Message::carried(msg) {
        return format!("{before}{}{after}", crate::text::system::message(lang, &m));
    }
    let tick = |s: &str| s.trim().trim_matches('`').to_string();
    if let Some(rest) = msg.strip_prefix("missing field ") {
        return crate::tl!(lang, "rules-lib-missing-field", field = tick(rest));
    }
    if let Some(rest) = msg.strip_prefix("duplicate field ") {
        return crate::tl!(lang, "rules-lib-duplicate-field", field = tick(rest));
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
                return crate::tl!(lang, one_of, name = tick(name), allowed = allowed);
            }
            if let Some((name, allowed)) = rest.split_once(", expected ") {
                return crate::tl!(lang, id, name = tick(name), allowed = allowed);
            }
            if let Some((name, _)) = rest.split_once(", there are no ") {
                return crate::tl!(lang, "rules-lib-no-fields", name = tick(name));
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
            return crate::tl!(
                lang,
                id,
                found = library_fragment(lang, found),
                expected = library_fragment(lang, expected)
            );
        }
    }
    if let Some((n, range)) = msg.split_once(" is not in ") {
        return crate::tl!(lang, "rules-lib-not-in-range", value = n, range = range);
    }
    match msg {
        "control characters are not allowed" => crate::tl!(lang, "rules-lib-control-characters"),
        "invalid digit found in string" => crate::tl!(lang, "rules-lib-invalid-digit"),
        "cannot parse integer from empty string" => crate::tl!(lang, "rules-lib-empty-number"),
        "number too large to fit in target type" => crate::tl!(lang, "rules-lib-too-large"),
        "number too small to fit in target type" => crate::tl!(lang, "rules-lib-too-small"),
        _ => msg.to_string(),
    }
}

/// serde's words for what it found or expected ("sequence", "a boolean", "struct X"), in
/// `lang`; quoted values stay as they are.
fn library_fragment(lang: Lang, text: &str) -> String {
    if text == crate::rules::system::TEXT_EXPECTED {
        return crate::tl!(lang, "rules-lib-text-expected");
    }
    if text.starts_with("struct ") {
        // A Rust type name means "a map of fields" to a reader.
        return crate::tl!(lang, "rules-lib-a-map");
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
    format!("{}{rest}", crate::tl!(lang, id))
}

#[cfg(test)]
mod tests {
    use super::*;

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
            (
                "invalid type: sequence, expected a text, or a map with `en` and `de`",
                "falscher Typ: Liste; erwartet: ein Text oder eine Zuordnung mit `en` und `de`",
            ),
            ("something else", "something else"),
        ] {
            // English is the library's own wording (but for Rust type names).
            if !msg.contains("struct ") && !msg.ends_with("u32") {
                assert_eq!(library_message(Lang::En, msg), msg);
            }
            assert_eq!(library_message(Lang::De, msg), de, "{msg}");
        }
    }
}
