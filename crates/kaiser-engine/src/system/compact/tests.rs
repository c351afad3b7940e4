//! Tests of the compact form: it reads as JSON does, passes over entries, and never panics.

use super::*;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
struct Record {
    name: String,
    count: u32,
    below: i64,
    ratio: f64,
    on: bool,
    maybe: Option<String>,
    #[serde(default)]
    absent: Option<u8>,
    list: Vec<Kind>,
    map: BTreeMap<String, bool>,
    either: Vec<Either>,
    wrapped: Wrapped,
}

#[derive(Debug, PartialEq, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Kind {
    Plain,
    Holds(u32),
    Pair(u8, u8),
    Named { x: u8 },
}

#[derive(Debug, PartialEq, Deserialize)]
#[serde(untagged)]
enum Either {
    Text(String),
    Full { n: u32, s: String },
}

#[derive(Debug, PartialEq, Deserialize)]
struct Wrapped(String);

const JSON: &str = r#"{"name": "Rosen-König «Fuil»", "count": 300, "below": -5,
    "ratio": 0.25, "on": true, "maybe": null,
    "list": ["plain", {"holds": 7}, {"pair": [1, 2]}, {"named": {"x": 3}}],
    "map": {"b": false, "a": true}, "either": ["t", {"n": 1, "s": "u"}],
    "wrapped": "w"}"#;

/// Every kind of value reads as serde_json reads the same JSON.
#[test]
fn reads_as_json_does() {
    let value: serde_json::Value = serde_json::from_str(JSON).expect("JSON");
    let bytes = encode::encode(&value);
    let compact: Record = from_bytes(&bytes).expect("compact");
    let json: Record = serde_json::from_str(JSON).expect("JSON");
    assert_eq!(compact, json);
    assert_eq!(compact.below, -5);
    assert_eq!(compact.list[3], Kind::Named { x: 3 });
}

/// Entries of the outermost map named to be passed over are not read (a value of the
/// wrong kind there is no error), and the same keys deeper down are read.
#[test]
fn skips_only_outermost_entries() {
    #[derive(Debug, PartialEq, Deserialize)]
    struct Part {
        name: String,
        count: Option<String>,
        map: BTreeMap<String, bool>,
    }
    let value: serde_json::Value = serde_json::from_str(JSON).expect("JSON");
    let bytes = encode::encode(&value);
    let text = std::str::from_utf8(&bytes).expect("UTF-8");
    assert!(from_str::<Part>(text).is_err(), "300 is no text");
    let part: Part = from_str_without(text, &["count", "a"]).expect("count passed over");
    assert_eq!(part.count, None);
    assert_eq!(part.name, "Rosen-König «Fuil»");
    assert_eq!(part.map.get("a"), Some(&true), "a key deeper down is read");
    let whole: Record = from_str_without(text, &[]).expect("nothing skipped");
    assert_eq!(whole, from_bytes(&bytes).expect("compact"));
}

/// The outermost map's values carry their length: one passed over is not walked (bytes
/// that are no value there are no error), and a sized value reads as the value itself.
#[test]
fn sized_entries_are_passed_over_unread() {
    #[derive(Debug, PartialEq, Deserialize)]
    struct Two {
        a: Option<u32>,
        b: String,
    }
    let bytes = encode::encode(&serde_json::json!({"a": [1, 2, 3], "b": "x"}));
    let sized = bytes.iter().filter(|&&b| b == tag::SIZED).count();
    assert_eq!(sized, 2, "both outermost values are sized, nothing deeper");
    // `a`'s list (tag, count, three integers) made unreadable: tags 99.
    let a = bytes.iter().position(|&b| b == tag::SEQ).expect("a's list");
    let mut broken = bytes.clone();
    broken[a..a + 8].fill(99);
    let text = std::str::from_utf8(&broken).expect("UTF-8");
    assert!(from_str::<Two>(text).is_err(), "read, a is no value");
    let two: Two = from_str_without(text, &["a"]).expect("a passed over unread");
    assert_eq!(
        two,
        Two {
            a: None,
            b: "x".into()
        }
    );
    let as_value: serde_json::Value = from_bytes(&bytes).expect("compact");
    assert_eq!(as_value, serde_json::json!({"a": [1, 2, 3], "b": "x"}));
    let one = [tag::MAP, 1, 1, b'x', tag::SIZED, 2, tag::UINT, 7];
    assert_eq!(
        from_bytes::<BTreeMap<String, u32>>(&one).map(|m| m["x"]),
        Ok(7)
    );
    assert_eq!(
        from_bytes::<Kind>(&[
            tag::MAP,
            1,
            5,
            b'h',
            b'o',
            b'l',
            b'd',
            b's',
            tag::SIZED,
            2,
            tag::UINT,
            7
        ]),
        Ok(Kind::Holds(7))
    );
    let mut long = one;
    long[5] = 9;
    assert!(
        from_bytes::<BTreeMap<String, u32>>(&long).is_err(),
        "longer than the bytes"
    );
    assert!(
        from_bytes::<u32>(&[tag::SIZED, 2, tag::UINT, 7]).is_err(),
        "sized, not outermost"
    );
    assert!(
        from_bytes::<Vec<u32>>(&[tag::SEQ, 1, tag::SIZED, 2, tag::UINT, 7]).is_err(),
        "sized, not in a map"
    );
}

/// Errors, never a panic: an unknown field, a wrong kind, cut or extended bytes, a bad
/// tag, a huge length.
#[test]
fn malformed_bytes_are_errors() {
    let value: serde_json::Value = serde_json::from_str(JSON).expect("JSON");
    let bytes = encode::encode(&value);
    for cut in 0..bytes.len() {
        assert!(from_bytes::<Record>(&bytes[..cut]).is_err(), "cut at {cut}");
    }
    let mut longer = bytes.clone();
    longer.push(tag::NULL);
    assert_eq!(
        from_bytes::<Record>(&longer).unwrap_err().to_string(),
        "bytes after the value"
    );
    let unknown = encode::encode(&serde_json::json!({"nope": 1}));
    assert!(
        from_bytes::<Record>(&unknown)
            .unwrap_err()
            .to_string()
            .contains("unknown field `nope`")
    );
    let wrong = encode::encode(&serde_json::json!("text"));
    assert!(from_bytes::<u32>(&wrong).is_err());
    assert!(from_bytes::<u32>(&[99]).is_err());
    assert!(from_bytes::<Vec<u8>>(&[tag::SEQ, 0x7f, 0x7f, 0x7f, 0x7f, 0x0f]).is_err());
    // 66 bits, and 64 bits with the top ones set past the 64th.
    let mut long = vec![tag::UINT];
    long.extend([0x7f; 10]);
    long.push(0x3f);
    assert!(from_bytes::<u64>(&long).is_err());
    *long.last_mut().unwrap() = 0x0f;
    assert_eq!(from_bytes::<u64>(&long), Ok(u64::MAX));
    *long.last_mut().unwrap() = 0x10;
    assert!(from_bytes::<u64>(&long).is_err());
    // Not UTF-8, and a text that ends inside a character of the next one.
    assert!(from_bytes::<String>(&[tag::STR, 2, 0xc3, 0x28]).is_err());
    assert!(
        from_bytes::<(String, String)>(&[tag::SEQ, 2, tag::STR, 1, b'a', tag::STR, 1, 0xc3, 0xa4])
            .is_err()
    );
    let deep = [tag::SEQ, 1].repeat(10_000);
    assert!(from_bytes::<serde_json::Value>(&deep).is_err());
    assert!(from_bytes::<serde::de::IgnoredAny>(&deep).is_err());
    // Every byte of a value changed in turn: an error or some value, never a panic.
    for i in 0..bytes.len() {
        for b in [0u8, 7, 8, 0x80, 0xff] {
            let mut changed = bytes.clone();
            changed[i] = b;
            let _ = from_bytes::<Record>(&changed);
            let _ = from_bytes::<serde_json::Value>(&changed);
        }
    }
}
