//! The writing half of the compact form ([`super`]): a JSON value (a rule-system file as the
//! build script reads it from YAML) into bytes. Used by `build.rs` (included with `#[path]`,
//! so it depends on serde_json alone) and by the tests.
//!
//! One value is a tag byte and its content: `0` null, `1` false, `2` true, `3` an unsigned
//! integer (a varint), `4` a negative integer (the varint of `-1 - n`), `5` a float (the varint
//! of its 64 bits), `6` a text (length, UTF-8), `7` a list (count, values), `8` a map (count,
//! then each key as a length and UTF-8 followed by its value), `9` a sized value (its length in
//! bytes, then the value: a reader passes over it without walking it). The outermost map's
//! values are sized (a one-shot command passes over whole sections of a system, issue 14);
//! no other value is. A varint is six bits a byte,
//! lowest first, with `0x40` on every byte but the last: every byte that is no text is below
//! `0x80`, so the whole form is UTF-8 and a run checks it as UTF-8 once, not text by text.

use serde_json::Value;

/// Tags of the compact form, one per kind of value.
pub(crate) mod tag {
    /// `null`.
    pub const NULL: u8 = 0;
    /// `false`.
    pub const FALSE: u8 = 1;
    /// `true`.
    pub const TRUE: u8 = 2;
    /// An integer of 0 or more.
    pub const UINT: u8 = 3;
    /// A negative integer.
    pub const NEG: u8 = 4;
    /// A float.
    pub const FLOAT: u8 = 5;
    /// A text.
    pub const STR: u8 = 6;
    /// A list.
    pub const SEQ: u8 = 7;
    /// A map with text keys.
    pub const MAP: u8 = 8;
    /// A value preceded by its length in bytes (the outermost map's values).
    pub const SIZED: u8 = 9;
}

/// `value` in the compact form.
pub(crate) fn encode(value: &Value) -> Vec<u8> {
    let mut out = Vec::new();
    match value {
        // The outermost map's values are sized, so a reader can pass over one for free.
        Value::Object(map) => {
            out.push(tag::MAP);
            varint(map.len() as u64, &mut out);
            let mut inner = Vec::new();
            for (key, value) in map {
                text(key, &mut out);
                inner.clear();
                write(value, &mut inner);
                out.push(tag::SIZED);
                varint(inner.len() as u64, &mut out);
                out.extend_from_slice(&inner);
            }
        }
        other => write(other, &mut out),
    }
    out
}

fn write(value: &Value, out: &mut Vec<u8>) {
    match value {
        Value::Null => out.push(tag::NULL),
        Value::Bool(false) => out.push(tag::FALSE),
        Value::Bool(true) => out.push(tag::TRUE),
        Value::Number(n) => {
            if let Some(u) = n.as_u64() {
                out.push(tag::UINT);
                varint(u, out);
            } else if let Some(i) = n.as_i64() {
                out.push(tag::NEG);
                // `i` is negative here: -1 - i is 0 or more.
                varint((-1 - i) as u64, out);
            } else {
                out.push(tag::FLOAT);
                varint(n.as_f64().unwrap_or(f64::NAN).to_bits(), out);
            }
        }
        Value::String(s) => {
            out.push(tag::STR);
            text(s, out);
        }
        Value::Array(items) => {
            out.push(tag::SEQ);
            varint(items.len() as u64, out);
            for item in items {
                write(item, out);
            }
        }
        Value::Object(map) => {
            out.push(tag::MAP);
            varint(map.len() as u64, out);
            for (key, value) in map {
                text(key, out);
                write(value, out);
            }
        }
    }
}

fn text(s: &str, out: &mut Vec<u8>) {
    varint(s.len() as u64, out);
    out.extend_from_slice(s.as_bytes());
}

/// `n` six bits a byte, lowest first, `0x40` on every byte but the last (all below `0x80`).
fn varint(mut n: u64, out: &mut Vec<u8>) {
    loop {
        let byte = (n & 0x3f) as u8;
        n >>= 6;
        if n == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x40);
    }
}
