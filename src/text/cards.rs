//! Card and suit names that were not understood, narrated: the engine's
//! [`CardNameError`] and [`SuitNameError`] in English or German.

use crate::cards::names::{CardNameError, SuitNameError};
use crate::i18n::Lang;
use crate::tl;

/// A card name that was not understood, in `lang`.
pub fn card_name_error(lang: Lang, e: &CardNameError) -> String {
    match e {
        CardNameError::Unknown { input, suggestions } => unknown_card(lang, input, suggestions),
        CardNameError::NeedsTrump { input, meaning } => tl!(
            lang,
            "cards-needs-trump",
            input = input,
            meaning = meaning,
            rank = meaning.strip_prefix("Trumpf-").unwrap_or("7")
        ),
    }
}

/// "unknown card 'x'", with the nearest names when there are any.
pub fn unknown_card(lang: Lang, input: &str, suggestions: &[String]) -> String {
    if suggestions.is_empty() {
        tl!(lang, "cards-unknown", input = input)
    } else {
        tl!(
            lang,
            "cards-unknown-suggest",
            input = input,
            suggestions = suggestions.join(", ")
        )
    }
}

/// A suit name that was not understood, in `lang`.
pub fn suit_name_error(lang: Lang, e: &SuitNameError) -> String {
    tl!(
        lang,
        "cards-unknown-suit",
        input = e.input,
        expected = e.expected.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;
    use crate::cards::names::parse_suit;

    fn card(lang: Lang, input: &str) -> String {
        card_name_error(lang, &input.parse::<Card>().unwrap_err())
    }

    #[test]
    fn misspelt_cards_in_german() {
        assert_eq!(
            card(Lang::De, "Rosen-Kng"),
            "unbekannte Karte 'Rosen-Kng'; meintest du Rosen-König, Rosen-Einig?"
        );
        assert_eq!(card(Lang::De, "Blumen"), "unbekannte Karte 'Blumen'");
        assert_eq!(
            card(Lang::De, "Jos"),
            "'Jos' bedeutet Trumpf-Under, und das hängt vom Trumpf ab; solange der Trumpf nicht bekannt ist, nenne die Karte mit ihrer Farbe (z. B. Rosen-Under)"
        );
        assert_eq!(
            suit_name_error(Lang::De, &parse_suit("Rosn").unwrap_err()),
            "unbekannte Farbe 'Rosn'; erwartet: Rosen"
        );
        // English is unchanged.
        assert_eq!(
            card(Lang::En, "Rosen-Kng"),
            "unknown card 'Rosen-Kng'; did you mean Rosen-König, Rosen-Einig?"
        );
    }

    #[test]
    fn misspelt_cards_in_english() {
        assert_eq!(card(Lang::En, "xyzzy"), "unknown card 'xyzzy'");
        assert_eq!(
            card(Lang::En, "König"),
            "unknown card 'König'; did you mean Rosen-König, Schellen-König, Eichel-König, Schilten-König, Trumpf-König?"
        );
        assert!(card(Lang::En, "Mug").contains("Mugg (Schellen-Banner)"));
        assert!(card(Lang::En, &"x".repeat(100_000)).len() < 100);
        assert_eq!(
            suit_name_error(Lang::En, &parse_suit("Rosn").unwrap_err()),
            "unknown suit 'Rosn'; expected Rosen"
        );
        assert_eq!(
            suit_name_error(Lang::En, &parse_suit("qq").unwrap_err()),
            "unknown suit 'qq'; expected Rosen, Schellen, Eichel, Schilten"
        );
    }
}
