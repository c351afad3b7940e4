//! Rule-system problems narrated: the engine's [`SystemError`], [`Problem`], [`Message`] and
//! [`YamlError`] in English or German, from the same catalog ids as always (`rules-system-…`,
//! `rules-lib-…`, `lessons-…` for content files). Also the word for a [`Class`].

use super::library::library_message;
use crate::i18n::{FluentValue, Lang};
use crate::rules::Class;
use crate::rules::system::{Problem, SystemError};
use crate::rules::yaml::{Arg, Message, YamlError};
use crate::tl;

/// Which kind of file a YAML problem is in: the messages name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YamlFile {
    /// A rule-system file.
    System,
    /// A lesson, scenario or glossary file.
    Content,
}

/// A rule system that could not be loaded, in `lang`: `file:line: problem`, or the unknown id
/// with the known ones.
pub fn error(lang: Lang, e: &SystemError) -> String {
    match e {
        SystemError::Invalid {
            origin,
            line,
            problem: p,
        } => {
            let line = line.map(|l| format!(":{l}")).unwrap_or_default();
            format!("{origin}{line}: {}", problem(lang, p))
        }
        SystemError::Unknown {
            id,
            known,
            suggestion,
        } => {
            let known = known.join(", ");
            // A path where an id belongs: a rule-system file goes to --variant-file.
            if id.contains(['/', '\\']) || id.ends_with(".yaml") || id.ends_with(".yml") {
                return tl!(lang, "rules-system-unknown-file", id = id, known = known);
            }
            match suggestion {
                Some(s) => tl!(
                    lang,
                    "rules-system-unknown-suggest",
                    id = id,
                    known = known,
                    suggestion = s
                ),
                None => tl!(lang, "rules-system-unknown", id = id, known = known),
            }
        }
    }
}

/// What is wrong with a rule-system file, in `lang`.
pub fn problem(lang: Lang, p: &Problem) -> String {
    match p {
        Problem::Yaml(e) => yaml(lang, e, YamlFile::System),
        Problem::Message(m) => message(lang, m),
        Problem::In { at, problem: p } => format!("{at}: {}", problem(lang, p)),
        Problem::Stake(s) => format!("stake: {}", super::stake::invalid(lang, s)),
    }
}

/// A YAML problem of a `kind` file, in `lang` (without file and line).
pub fn yaml(lang: Lang, e: &YamlError, kind: YamlFile) -> String {
    match (e, kind) {
        (YamlError::TooBig { bytes, max }, YamlFile::System) => {
            tl!(lang, "rules-system-too-big", bytes = bytes, max = max)
        }
        (YamlError::TooBig { max, .. }, YamlFile::Content) => {
            tl!(lang, "lessons-too-large", max = max.to_string())
        }
        (YamlError::Syntax { info, anchor, .. }, YamlFile::System) => {
            let info = syntax(lang, info);
            if *anchor {
                tl!(lang, "rules-system-yaml-anchor", info = info)
            } else {
                tl!(lang, "rules-system-yaml", info = info)
            }
        }
        (YamlError::Syntax { info, .. }, YamlFile::Content) => {
            tl!(lang, "lessons-not-yaml", error = syntax(lang, info))
        }
        (YamlError::Alias { .. }, YamlFile::System) => tl!(lang, "rules-system-alias"),
        (YamlError::Alias { .. }, YamlFile::Content) => tl!(lang, "lessons-alias"),
        (YamlError::TooDeep { max, .. }, YamlFile::System) => {
            tl!(lang, "rules-system-too-deep", max = max)
        }
        (YamlError::TooDeep { max, .. }, YamlFile::Content) => {
            tl!(lang, "lessons-too-deep", max = max)
        }
        (YamlError::Data { message, .. }, _) => library(lang, message),
    }
}

/// How the YAML parser's known complaints (its English words) start.
#[cfg(test)]
const SYNTAX: &[&str] = &[
    "while parsing a flow sequence",
    "while parsing a flow mapping",
    "while parsing a block mapping",
    "while parsing a block collection",
    "while parsing a node, did not find expected node content",
    "while scanning a quoted scalar, found unexpected end",
    "while scanning a plain scalar, found a tab",
    "mapping values are not allowed",
    "block sequence entries are not allowed",
    "invalid indentation",
    "while parsing node, found unknown anchor",
];

/// The YAML parser's message in `lang`: a known one from the catalog, else as it came (the
/// parser speaks English only).
pub fn syntax(lang: Lang, info: &str) -> String {
    let says = |start: &str| info.contains(start);
    if says("while parsing a flow sequence") {
        tl!(lang, "rules-yaml-flow-sequence")
    } else if says("while parsing a flow mapping") {
        tl!(lang, "rules-yaml-flow-mapping")
    } else if says("while parsing a block mapping") {
        tl!(lang, "rules-yaml-block-mapping")
    } else if says("while parsing a block collection") {
        tl!(lang, "rules-yaml-block-collection")
    } else if says("did not find expected node content") {
        tl!(lang, "rules-yaml-no-value")
    } else if says("while scanning a quoted scalar, found unexpected end") {
        tl!(lang, "rules-yaml-open-quote")
    } else if says("found a tab") {
        tl!(lang, "rules-yaml-tab")
    } else if says("mapping values are not allowed") {
        tl!(lang, "rules-yaml-colon")
    } else if says("block sequence entries are not allowed") {
        tl!(lang, "rules-yaml-dash")
    } else if says("invalid indentation") {
        tl!(lang, "rules-yaml-indentation")
    } else if says("unknown anchor") {
        tl!(lang, "rules-yaml-anchor")
    } else {
        info.to_string()
    }
}

/// serde's message in `lang`, after its path (`rows[2].class: ...`), if any.
pub fn library(lang: Lang, msg: &str) -> String {
    match msg.split_once(": ") {
        Some((path, rest)) if !path.contains(' ') && !path.contains('\u{1}') => {
            format!("{path}: {}", library_message(lang, rest))
        }
        _ => library_message(lang, msg),
    }
}

/// A message of the engine (an id with typed arguments), in `lang`. An empty `known` list is
/// "none"; a pattern's unknown card is narrated as a card-name problem.
pub fn message(lang: Lang, m: &Message) -> String {
    let text = |name: &str| match m.get(name) {
        Some(Arg::Str(s)) => s.clone(),
        Some(Arg::Num(n)) => n.to_string(),
        None => String::new(),
    };
    if m.id == "rules-pattern-unknown" {
        let suggestions: Vec<String> = Some(text("suggestions"))
            .filter(|s| !s.is_empty())
            .map(|s| s.split(", ").map(String::from).collect())
            .unwrap_or_default();
        let problem = crate::text::cards::unknown_card(lang, &text("input"), &suggestions);
        return tl!(lang, "rules-pattern-unknown", problem = problem);
    }
    let args: Vec<(&str, FluentValue<'static>)> = m
        .args
        .iter()
        .map(|(k, v)| {
            let value = match v {
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Str(s) if s.is_empty() && *k == "known" => {
                    FluentValue::from(tl!(lang, "rules-none"))
                }
                Arg::Str(s) => FluentValue::from(s.clone()),
            };
            (*k, value)
        })
        .collect();
    crate::i18n::message(lang, m.id, &args)
}

/// The word for a class of power: the game's own (`Stecher`, `Throner`, `Stupf`), or "plain"
/// in `lang`.
pub fn class_name(lang: Lang, class: Class) -> String {
    match class.game_name() {
        Some(name) => name.to_string(),
        None => tl!(lang, "rules-class-plain"),
    }
}

/// The place a rule system is played, for sentences ("at a table of 4 in Stans"): the id is
/// what a user types (`--variant stans`), the place is what prose says. The historical
/// systems are named by their source (Liebenau 1841, Karnöffel); any other system by the
/// first part of its region (`Lungern, Obwalden` -> Lungern), else by its id.
pub fn place(system: &crate::rules::system::RuleSystem) -> String {
    match system.id.as_str() {
        "liebenau" => return "Liebenau 1841".to_string(),
        "karnoeffel" => return "Karnöffel".to_string(),
        _ => {}
    }
    let region = system.region.pick(false);
    match region.split_once(',') {
        Some((town, _)) if !town.trim().is_empty() => town.trim().to_string(),
        _ => system.id.clone(),
    }
}

/// A rule system as the learner's village, by place and source, the way prose, menus and
/// headings name it: `Stans [Achermann 1978]` (the source cited as every screen cites,
/// [`crate::text::cite::bracketed`]), the historical systems too (`Karnöffel [Wikipedia:
/// Kaisern]`: every row of the village menu has its source in the same form); a system whose
/// source the bibliography does not know by its place alone.
pub fn village(system: &crate::rules::system::RuleSystem, lang: Lang) -> String {
    let place = place(system);
    match source_short(system, lang) {
        Some(source) => format!("{place} {}", crate::text::cite::bracketed(&[source])),
        None => place,
    }
}

/// A rule system's title as headings print it, with its first source cited as every screen
/// cites ([`crate::text::cite::bracketed`]): "Nidwaldner Kaiserjass, Stans [Achermann 1978]";
/// the title alone when the bibliography does not know the source (a variant file's own).
pub fn title(system: &crate::rules::system::RuleSystem, lang: Lang) -> String {
    let title = system.title.pick(lang == Lang::De).trim().to_string();
    match source_short(system, lang) {
        Some(source) if !title.contains(&source) => {
            format!("{title} {}", crate::text::cite::bracketed(&[source]))
        }
        _ => title,
    }
}

/// The book form of a rule system's first source, as citations print it ("Gasser 2015-17",
/// "Achermann 1978") in `lang`; `None` when the bibliography does not know it.
pub fn source_short(system: &crate::rules::system::RuleSystem, lang: Lang) -> Option<String> {
    system
        .sources
        .first()
        .and_then(|s| crate::text::cite::bibliography().by_seed(&s.file))
        .map(|s| s.short_in(lang).trim().to_string())
        .filter(|s| !s.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catalog;
    use crate::rules::system::Pattern;

    /// The parser's known complaints are in both catalogs; an unknown one stays as it came.
    #[test]
    fn the_parsers_complaints_in_both_languages() {
        for start in SYNTAX {
            for lang in Lang::ALL {
                let said = syntax(lang, start);
                assert!(
                    !said.starts_with('{') && !said.contains("while"),
                    "{start}: {said}"
                );
            }
        }
        assert_eq!(
            syntax(
                Lang::De,
                "while parsing a flow sequence, expected ',' or ']'"
            ),
            "eine Liste in [ ] ist nicht geschlossen: ',' oder ']' erwartet"
        );
        assert_eq!(
            syntax(
                Lang::En,
                "while parsing a flow mapping, did not find expected ',' or '}'"
            ),
            "a map in { } is not closed: expected ',' or '}'"
        );
        assert_eq!(syntax(Lang::De, "something new"), "something new");
    }

    #[test]
    fn prose_names_the_place_not_the_id() {
        let place_of = |id: &str| place(&catalog::load(id).unwrap());
        assert_eq!(place_of("lungern"), "Lungern");
        assert_eq!(place_of("stans"), "Stans");
        assert_eq!(place_of("wolfenschiessen"), "Wolfenschiessen");
        assert_eq!(place_of("liebenau"), "Liebenau 1841");
        assert_eq!(place_of("karnoeffel"), "Karnöffel");
        // A house system without a region with a town in it keeps its id.
        let house = catalog::load_text(
            "format_version: 1\nid: house\nextends: stans\ntitle: House\nregion: here\n",
            "house.yaml",
        )
        .unwrap();
        assert_eq!(place(&house), "house");
    }

    #[test]
    fn file_errors_in_german_name_the_file_and_line() {
        let de = |text: &str| {
            error(
                Lang::De,
                &catalog::load_text(text, "house.yaml").unwrap_err(),
            )
        };
        assert_eq!(
            de("format_version: 1\nid: house\nextends: stanz\ntitle: House\n"),
            "house.yaml:3: 'extends: stanz' nennt kein bekanntes Regelsystem"
        );
        assert_eq!(
            de("format_version: 1\nid: House\nextends: stans\n"),
            "house.yaml:2: die ID 'House' muss aus 1 bis 40 Zeichen a-z, 0-9, '-' oder '_' bestehen und mit einem Buchstaben beginnen"
        );
        assert_eq!(
            de("format_version: 1\nid: house\nextends: stans\nrows: []\n"),
            "house.yaml:4: 'rows' muss 1 bis 64 Zeilen enthalten"
        );
        assert_eq!(
            message(Lang::De, &"Rosen-Kng".parse::<Pattern>().unwrap_err()),
            "unbekannte Karte 'Rosen-Kng'; meintest du Rosen-König, Rosen-Einig?; ein Muster ist eine Karte (Rosen-König), eine Trumpfkarte (T-7) oder ein Rang in jeder Farbe (*-König)"
        );
        assert_eq!(
            error(Lang::De, &catalog::load("stanss").unwrap_err()),
            "unbekanntes Regelsystem 'stanss'; bekannt: lungern, silenen, stans, buochs, wolfenschiessen, liebenau, willisau, karnoeffel (meintest du stans?)"
        );
    }

    #[test]
    fn a_bad_pattern_in_a_file_is_narrated_through_serde() {
        let text = "format_version: 1\nid: house\nextends: stans\nnicknames:\n  - name: Hansli\n    card: Rosen-Kng\n    source: here\n";
        let en = error(Lang::En, &catalog::load_text(text, "h.yaml").unwrap_err());
        assert!(
            en.starts_with(
                "h.yaml:5: nicknames[0]: unknown card 'Rosen-Kng'; did you mean Rosen-König"
            ),
            "{en}"
        );
        assert!(!en.contains('\u{1}'), "{en:?}");
        let de = error(Lang::De, &catalog::load_text(text, "h.yaml").unwrap_err());
        assert!(de.contains("unbekannte Karte 'Rosen-Kng'"), "{de}");
        let suit = "format_version: 1\nid: house\nextends: stans\numschlag:\n  kaiser_never_trump: true\n  all_kaiser: kaiser-order\n  kaiser_order: [Rosn]\n  source: x\n";
        let de = error(Lang::De, &catalog::load_text(suit, "h.yaml").unwrap_err());
        assert!(
            de.contains("unbekannte Farbe 'Rosn'; erwartet: Rosen"),
            "{de}"
        );
    }

    #[test]
    fn empty_lists_say_none_and_classes_have_words() {
        let m = Message::new("rules-system-set-switch")
            .arg("name", "x")
            .arg("known", "");
        assert!(
            message(Lang::En, &m).contains("none"),
            "{}",
            message(Lang::En, &m)
        );
        assert_eq!(class_name(Lang::De, Class::Plain), "gewöhnlich");
        assert_eq!(class_name(Lang::En, Class::Plain), "plain");
        assert_eq!(class_name(Lang::De, Class::Stecher), "Stecher");
    }

    #[test]
    fn every_message_id_of_the_engine_is_in_both_catalogs() {
        // The engine names catalog ids as data (`Message::new("…")`); the catalog test only
        // sees `t!`/`tl!`, so the ids are checked here.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut dirs = vec![
            root.join("crates/kaiser-engine/src"),
            root.join("src").join("cli"),
        ];
        let mut seen = 0;
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap();
                for piece in text.split("Message::new(\"").skip(1) {
                    let id = &piece[..piece.find('"').unwrap()];
                    seen += 1;
                    if id == "no-such-id" {
                        continue;
                    }
                    for lang in Lang::ALL {
                        assert!(crate::i18n::has(lang, id), "{}: {id}", path.display());
                    }
                }
            }
        }
        assert!(seen > 30, "found only {seen} ids");
        for id in crate::rules::yaml::CARRIED_IDS {
            assert!(crate::i18n::has(Lang::De, id), "{id}");
        }
    }
}
