//! The compact form of the built-in rule systems (start-up, issue 14): the build script reads
//! each `systems/*.yaml` and writes it as bytes ([`encode`]: a tag per value, lengths as
//! varints of six bits a byte, texts as UTF-8, the outermost map's values preceded by their
//! length in bytes, so that passing over a section costs nothing), and a run reads its system's record from those
//! bytes through serde ([`from_bytes`]) with no text to parse: every text is borrowed from the
//! binary until the record owns it. Every byte but the texts' is below `0x80`, so the whole
//! form is UTF-8: the build embeds it with `include_str!` (the compiler checks it), and a text
//! is a slice of it that must start and end at a character's boundary (checking each of a
//! system's thousands of texts as UTF-8 at run time cost a tenth of a one-shot `kaiser
//! trick`). The form describes itself like JSON does (maps with their keys), so the
//! record's `Deserialize` is the one YAML uses and a field added to the schema needs nothing
//! here. The bytes are one static array per system, which costs the loader no relocation.
//!
//! Only the build script writes this form and only the built-in systems are read from it: a
//! malformed input is an error ([`Error`]), never a panic, and the caller then reads the YAML.

// The writing half runs in the build script (which includes the file) and in the tests; the
// run itself reads only its tags.
#[cfg_attr(not(test), allow(dead_code))]
pub(crate) mod encode;

use encode::tag;
use serde::de::{self, DeserializeSeed, Visitor};
use std::fmt;

/// Why bytes did not read as the record asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

/// Read a `T` from the compact form; all of `bytes` must be one value, and UTF-8 as a whole.
pub fn from_bytes<'de, T: de::Deserialize<'de>>(bytes: &'de [u8]) -> Result<T, Error> {
    from_str(std::str::from_utf8(bytes).map_err(|e| Error(e.to_string()))?)
}

/// Read a `T` from the compact form already known as UTF-8 (the built-in systems are
/// embedded with `include_str!`, so the compiler checked them: a run checks nothing), as
/// [`from_bytes`] does.
pub fn from_str<'de, T: de::Deserialize<'de>>(text: &'de str) -> Result<T, Error> {
    from_str_without(text, &[])
}

/// [`from_str`] passing over the entries of the outermost map whose keys are in `skip`: the
/// record reads as if the file did not have them (a one-shot `kaiser trick` does not read a
/// system's `stake` and `hand` sections, issue 14).
pub fn from_str_without<'de, T: de::Deserialize<'de>>(
    text: &'de str,
    skip: &'static [&'static str],
) -> Result<T, Error> {
    let bytes = text.as_bytes();
    let mut reader = Reader {
        bytes,
        text,
        pos: 0,
        depth: 0,
        skip,
    };
    let value = T::deserialize(&mut reader)?;
    if reader.pos != bytes.len() {
        return Err(Error("bytes after the value".into()));
    }
    Ok(value)
}

/// The bytes and how far they are read.
struct Reader<'de> {
    bytes: &'de [u8],
    /// The same bytes, checked as UTF-8 once.
    text: &'de str,
    pos: usize,
    /// Lists and maps open around the value read now.
    depth: usize,
    /// Keys of the outermost map whose entries are passed over.
    skip: &'static [&'static str],
}

/// How deep lists and maps may nest (a rule system needs about 6).
const MAX_DEPTH: usize = 64;

impl<'de> Reader<'de> {
    fn end() -> Error {
        Error("the bytes end inside a value".into())
    }

    fn peek(&self) -> Result<u8, Error> {
        self.bytes.get(self.pos).copied().ok_or_else(Self::end)
    }

    fn byte(&mut self) -> Result<u8, Error> {
        let b = self.peek()?;
        self.pos += 1;
        Ok(b)
    }

    fn varint(&mut self) -> Result<u64, Error> {
        let mut n = 0u64;
        for shift in (0..64).step_by(6) {
            let b = self.byte()?;
            let bits = u64::from(b & 0x3f);
            if b >= 0x80 || bits << shift >> shift != bits {
                break;
            }
            n |= bits << shift;
            if b & 0x40 == 0 {
                return Ok(n);
            }
        }
        Err(Error("an integer longer than 64 bits".into()))
    }

    /// A count or length, no more than the bytes left (each item takes one byte at least).
    fn len(&mut self) -> Result<usize, Error> {
        let n = self.varint()?;
        usize::try_from(n)
            .ok()
            .filter(|n| *n <= self.bytes.len() - self.pos)
            .ok_or_else(Self::end)
    }

    /// A text: a slice of the form (UTF-8 as a whole) that must start and end at a
    /// character's boundary.
    fn text(&mut self) -> Result<&'de str, Error> {
        let len = self.len()?;
        let text = self
            .text
            .get(self.pos..self.pos + len)
            .ok_or_else(|| Error("a text that is not UTF-8".into()))?;
        self.pos += len;
        Ok(text)
    }

    /// One list or map deeper, within [`MAX_DEPTH`].
    fn enter(&mut self) -> Result<(), Error> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Error("lists and maps nest too deep".into()));
        }
        Ok(())
    }

    /// Past the size in front of a value of the outermost map (the value then reads as
    /// any other). Only there: elsewhere a size is an unknown tag, and checking every value
    /// for one cost a one-shot `trick` more than the skip saved.
    fn unsize(&mut self) -> Result<(), Error> {
        if self.depth == 1 && self.peek()? == tag::SIZED {
            self.pos += 1;
            self.len()?;
        }
        Ok(())
    }

    /// Pass over one value (a sized one without reading it).
    fn skip(&mut self) -> Result<(), Error> {
        if self.peek()? == tag::SIZED {
            self.pos += 1;
            let len = self.len()?;
            self.pos += len;
            return Ok(());
        }
        match self.byte()? {
            tag::NULL | tag::FALSE | tag::TRUE => {}
            tag::UINT | tag::NEG => {
                self.varint()?;
            }
            tag::FLOAT => {
                self.float()?;
            }
            tag::STR => {
                self.text()?;
            }
            tag::SEQ => {
                self.enter()?;
                for _ in 0..self.len()? {
                    self.skip()?;
                }
                self.depth -= 1;
            }
            tag::MAP => {
                self.enter()?;
                for _ in 0..self.len()? {
                    self.text()?;
                    self.skip()?;
                }
                self.depth -= 1;
            }
            t => return Err(Error(format!("unknown tag {t}"))),
        }
        Ok(())
    }

    fn float(&mut self) -> Result<f64, Error> {
        Ok(f64::from_bits(self.varint()?))
    }
}

impl<'de> de::Deserializer<'de> for &mut Reader<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.byte()? {
            tag::NULL => visitor.visit_unit(),
            tag::FALSE => visitor.visit_bool(false),
            tag::TRUE => visitor.visit_bool(true),
            tag::UINT => visitor.visit_u64(self.varint()?),
            tag::NEG => {
                let n = i64::try_from(self.varint()?).map_err(|e| Error(e.to_string()))?;
                visitor.visit_i64(-1 - n)
            }
            tag::FLOAT => visitor.visit_f64(self.float()?),
            tag::STR => visitor.visit_borrowed_str(self.text()?),
            tag::SEQ => {
                let left = self.len()?;
                self.enter()?;
                let value = visitor.visit_seq(Items {
                    reader: &mut *self,
                    left,
                });
                self.depth -= 1;
                value
            }
            tag::MAP => {
                let left = self.len()?;
                self.enter()?;
                let value = visitor.visit_map(Items {
                    reader: &mut *self,
                    left,
                });
                self.depth -= 1;
                value
            }
            t => Err(Error(format!("unknown tag {t}"))),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.peek()? == tag::NULL {
            self.pos += 1;
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    /// An enum as JSON writes one: a text for a unit variant, a map of one entry (the variant
    /// and its content) for the others.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.byte()? {
            tag::STR => visitor.visit_enum(de::value::BorrowedStrDeserializer::new(self.text()?)),
            tag::MAP if self.len()? == 1 => {
                self.enter()?;
                let value = visitor.visit_enum(Variant { reader: &mut *self });
                self.depth -= 1;
                value
            }
            _ => Err(Error("an enum is a text or a map of one entry".into())),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.skip()?;
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct seq tuple tuple_struct map struct identifier
    }
}

/// The items of a list, or the entries of a map, still to read.
struct Items<'a, 'de> {
    reader: &'a mut Reader<'de>,
    left: usize,
}

impl<'de> de::SeqAccess<'de> for Items<'_, 'de> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        seed.deserialize(&mut *self.reader).map(Some)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.left)
    }
}

impl<'de> de::MapAccess<'de> for Items<'_, 'de> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        loop {
            if self.left == 0 {
                return Ok(None);
            }
            self.left -= 1;
            let key = self.reader.text()?;
            // The outermost map is at depth 1 (entered before its entries are read).
            if self.reader.depth == 1 && self.reader.skip.contains(&key) {
                self.reader.skip()?;
                continue;
            }
            return seed
                .deserialize(de::value::BorrowedStrDeserializer::new(key))
                .map(Some);
        }
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        self.reader.unsize()?;
        seed.deserialize(&mut *self.reader)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.left)
    }
}

/// An enum variant with content: the map's one key, then its value.
struct Variant<'a, 'de> {
    reader: &'a mut Reader<'de>,
}

impl<'a, 'de> de::EnumAccess<'de> for Variant<'a, 'de> {
    type Error = Error;
    type Variant = Self;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self), Error> {
        let key = self.reader.text()?;
        let value = seed.deserialize(de::value::BorrowedStrDeserializer::<Error>::new(key))?;
        // An outermost map of one entry read as an enum: its value is sized.
        self.reader.unsize()?;
        Ok((value, self))
    }
}

impl<'de> de::VariantAccess<'de> for Variant<'_, 'de> {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        de::Deserialize::deserialize(&mut *self.reader)
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(&mut *self.reader)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_any(&mut *self.reader, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_any(&mut *self.reader, visitor)
    }
}

#[cfg(test)]
mod tests;
