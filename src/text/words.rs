//! A village's own words for the stake (issue 15 item 5), read from its system's YAML
//! (`stake.raise.name` and `say`, `stake.answer.kommen`, `gehen` and `ask`,
//! `stake.kaiser.names`, `stake.board.piece`), each quoted there from its source. `kaiser
//! play` says them as the village says them ("Wir spielen es", "Spöu drüü", "Spill äs",
//! "Dipfili"), in «», with an explanation in the language of the run; where a village has no
//! word of its own, the game's general words (Spieldrei, kommen, gehen) stand.

use crate::i18n::Lang;
use crate::rules::system::RuleSystem;
use crate::tl;

/// The words of one system's stake.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    /// The raise's name (Spieldrei, Spielen, Spöu drüü).
    pub raise: String,
    /// What the raising party says ("Spieldrei — giut's?", "Wir spielen es").
    pub say: String,
    /// Every word the source gives for raising ("Wir spielen es", "Ich spiel es").
    pub says: Vec<String>,
    /// Points a raise adds.
    pub step: u32,
    /// The piece that marks the stake (lungern's Knopf).
    pub piece: Option<String>,
    /// The village's words for accepting («Spill äs»), if any.
    pub kommen: Vec<String>,
    /// The village's words for giving up («drvolaifä»), if any.
    pub gehen: Vec<String>,
    /// The question put to the other party («Kommt Ihr?»), if any.
    pub ask: Option<String>,
    /// The village's names of a Kaiser by its Kritze (1 Dipfili, 3 Kaiser).
    pub kritz_names: Vec<(u32, String)>,
}

impl Words {
    /// The words of `system` (the general ones where it has no stake or no word).
    pub fn of(system: &RuleSystem) -> Words {
        let stake = system.stake.as_ref();
        let raise = stake.and_then(|s| s.raise.as_ref());
        let name = raise.map_or_else(|| "Spieldrei".to_string(), |r| r.name.clone());
        let answer = stake.and_then(|s| s.answer.as_ref());
        Words {
            say: raise
                .and_then(|r| r.say.first().cloned())
                .unwrap_or_else(|| name.clone()),
            says: raise.map(|r| r.say.clone()).unwrap_or_default(),
            raise: name,
            step: raise.map_or(3, |r| r.step),
            piece: stake.and_then(|s| s.board.as_ref()?.piece.clone()),
            kommen: answer.map(|a| a.kommen.clone()).unwrap_or_default(),
            gehen: answer.map(|a| a.gehen.clone()).unwrap_or_default(),
            ask: answer.and_then(|a| a.ask.clone()),
            kritz_names: stake
                .map(|s| {
                    s.kaiser
                        .names
                        .iter()
                        .map(|n| (n.kritze, n.name.clone()))
                        .collect()
                })
                .unwrap_or_default(),
        }
    }

    /// What a raise does, explained: "Spieldrei: the stake goes up by 3", "Spielen: the Knopf
    /// moves one field, +3" (the name left out where the village says only the name).
    pub fn raise_explained(&self, lang: Lang) -> String {
        let what = match &self.piece {
            Some(piece) => tl!(lang, "play-raise-piece", piece = piece, step = self.step),
            None => tl!(lang, "play-raise-step", step = self.step),
        };
        if self.say == self.raise {
            what
        } else {
            format!("{}: {what}", self.raise)
        }
    }

    /// The raise as said and explained: «Wir spielen es» (Spielen: the Knopf moves one field, +3).
    pub fn raise_said(&self, lang: Lang) -> String {
        format!("«{}» ({})", self.say, self.raise_explained(lang))
    }

    /// The word for accepting as shown: «Spill äs», or the general "kommen".
    pub fn come(&self) -> String {
        self.kommen
            .first()
            .map_or_else(|| "kommen".to_string(), |w| format!("«{w}»"))
    }

    /// The word for giving up as shown: «drvolaifä», or the general "gehen".
    pub fn go(&self) -> String {
        self.gehen
            .first()
            .map_or_else(|| "gehen".to_string(), |w| format!("«{w}»"))
    }

    /// The question to the other party: «Kommt Ihr?» explained, or the general question.
    pub fn question(&self, lang: Lang) -> String {
        match &self.ask {
            Some(ask) => tl!(lang, "play-ask-village", ask = ask),
            None => tl!(lang, "play-ask"),
        }
    }

    /// A Kaiser of `n` Kritze as the village writes it: "Dipfili (1 Kritz)", or "1 Kritz".
    pub fn kritze(&self, lang: Lang, n: u32) -> String {
        match self.kritz_names.iter().find(|(k, _)| *k == n) {
            Some((_, name)) => tl!(lang, "play-kritze-named", name = name, n = n),
            None => tl!(lang, "play-kritze", n = n),
        }
    }

    /// The Kritze of a Kaiser just announced: [`Words::kritze`], except that a village name
    /// that is just "Kaiser" (Stans) is left out, since the sentence has said it already
    /// ("B announces a Kaiser with the Eichel-Banner: 3 Kritze.").
    pub fn kritze_announced(&self, lang: Lang, n: u32) -> String {
        match self.kritz_names.iter().find(|(k, _)| *k == n) {
            Some((_, name)) if !name.eq_ignore_ascii_case("kaiser") => {
                tl!(lang, "play-kritze-named", name = name, n = n)
            }
            _ => tl!(lang, "play-kritze", n = n),
        }
    }

    /// Whether `typed` (lower case) names the raise: the village's name or words, or the
    /// general ones.
    pub fn is_raise(&self, typed: &str) -> bool {
        matches!(typed, "spieldrei" | "spielen" | "raise" | "+3")
            || typed == self.raise.to_lowercase()
            || typed == self.say.to_lowercase()
            || self.says.iter().any(|w| w.to_lowercase() == typed)
    }

    /// Whether `typed` (lower case) accepts: a village word or the general ones.
    pub fn is_come(&self, typed: &str) -> bool {
        matches!(typed, "kommen" | "come" | "ja" | "j" | "yes" | "y")
            || self.kommen.iter().any(|w| w.to_lowercase() == typed)
    }

    /// Whether `typed` (lower case) gives up: a village word or the general ones.
    pub fn is_go(&self, typed: &str) -> bool {
        matches!(typed, "gehen" | "go") || self.gehen.iter().any(|w| w.to_lowercase() == typed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catalog;

    fn words(id: &str) -> Words {
        Words::of(&catalog::load(id).unwrap())
    }

    #[test]
    fn each_village_says_its_own_words() {
        let lungern = words("lungern");
        assert_eq!(
            lungern.raise_said(Lang::En),
            "«Wir spielen es» (Spielen: the Knopf moves one field, +3)"
        );
        assert_eq!(
            lungern.raise_said(Lang::De),
            "«Wir spielen es» (Spielen: der Knopf rückt ein Feld vor, +3)"
        );
        assert_eq!(
            (lungern.come(), lungern.go()),
            ("«wir kommen»".into(), "«wir gehen»".into())
        );
        assert_eq!(lungern.question(Lang::En), "«Kommt Ihr?» (do you accept?)");
        let willisau = words("willisau");
        assert_eq!(
            willisau.raise_said(Lang::En),
            "«Spöu drüü» (the stake goes up by 3)"
        );
        assert_eq!(willisau.kritze(Lang::En, 3), "Grosser (3 Kritze)");
        assert!(willisau.is_raise("spöu drüü") && willisau.is_go("mer gönd"));
        assert!(lungern.is_raise("ich spiel es") && lungern.is_come("wir kommen"));
        let buochs = words("buochs");
        assert_eq!(
            (buochs.come(), buochs.go()),
            ("«Spill äs»".into(), "«drvolaifä»".into())
        );
        assert!(buochs.is_come("spill äs") && buochs.is_go("drvolaifä"));
        let stans = words("stans");
        assert_eq!(
            stans.raise_said(Lang::De),
            "«Spieldrei — giut's?» (Spieldrei: der Einsatz steigt um 3)"
        );
        assert_eq!(stans.kritze(Lang::De, 1), "Dipfili (1 Kritz)");
        assert_eq!(stans.kritze(Lang::En, 3), "Kaiser (3 Kritze)");
        assert_eq!(stans.question(Lang::En), "Do you accept?");
        assert_eq!(words("lungern").kritze(Lang::En, 2), "2 Kritze");
    }
}
