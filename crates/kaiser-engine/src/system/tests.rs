//! Tests of the schema and the line finder; the narrated messages are tested in
//! `crate::text::system`.

use super::validate::item_line;
use super::*;
use crate::cards::{Card, Rank, Suit};
use crate::catalog;

#[test]
fn patterns() {
    assert_eq!(
        "*-König".parse::<Pattern>(),
        Ok(Pattern::AnySuit(Rank::Koenig))
    );
    assert_eq!(
        "T-7".parse::<Pattern>(),
        Ok(Pattern::Card(CardRef::Trump(Rank::Sieben)))
    );
    assert_eq!(
        "Blass".parse::<Pattern>(),
        Ok(Pattern::Card(CardRef::Fixed(Card::new(
            Suit::Rosen,
            Rank::Banner
        ))))
    );
    let err = "Rosen-Kng".parse::<Pattern>().unwrap_err();
    assert_eq!(err.id, "rules-pattern-unknown");
    assert!(
        matches!(err.get("suggestions"), Some(crate::yaml::Arg::Str(s)) if s.starts_with("Rosen-König")),
        "{err}"
    );
    let err = "*-Xyz".parse::<Pattern>().unwrap_err();
    assert_eq!(err.id, "rules-pattern-unknown-rank");
}

#[test]
fn item_lines() {
    let text = "id: x\nrows:\n  - cards: [a]\n    class: b\n  # c\n  - cards: [d]\nother: 1\n";
    assert_eq!(item_line(text, "rows", 0), Some(3));
    assert_eq!(item_line(text, "rows", 1), Some(6));
    assert_eq!(item_line(text, "rows", 2), None);
}

#[test]
fn errors_are_data_with_file_and_line() {
    let err = catalog::load_text(
        "format_version: 1\nid: house\nextends: stans\nrows: []\n",
        "house.yaml",
    )
    .unwrap_err();
    assert_eq!(
        err,
        SystemError::Invalid {
            origin: "house.yaml".into(),
            line: Some(4),
            problem: Problem::Message(crate::yaml::Message::new("rules-system-rows-count")),
        }
    );
    let SystemError::Unknown {
        suggestion, known, ..
    } = catalog::load("stanss").unwrap_err()
    else {
        panic!("not unknown")
    };
    assert_eq!(suggestion.as_deref(), Some("stans"));
    assert!(known.contains(&"lungern".to_string()));
}

#[test]
fn a_users_file_is_scanned_a_built_in_one_is_not_needed_to() {
    let err =
        catalog::load_text("format_version: 1\nid: &a x\nextends: *a\n", "h.yaml").unwrap_err();
    assert!(
        matches!(
            err,
            SystemError::Invalid {
                line: Some(3),
                problem: Problem::Yaml(crate::yaml::YamlError::Alias { .. }),
                ..
            }
        ),
        "{err:?}"
    );
    for id in catalog::ids() {
        assert!(catalog::load(id).is_ok(), "{id}");
    }
}
