//! The scanner behind [`super::cite`]: one pass over a raw citation of the YAML files that
//! finds seed file names, sections, locators (rows, footnotes, examples, Liebenau's
//! sub-locators), quotations and readings, and writes them in book form.

use super::{Bibliography, Source};
use crate::i18n::Lang;
use crate::tl;

/// The length of a seed file name (`001_` + 16 hex digits + `.txt`).
const SEED_LEN: usize = 24;
const SEED_DIR: &str = "../shared/seeds/";

/// A seed file name at the start of `s` (with or without its directory): the entry, and the
/// bytes it takes.
pub(super) fn seed_at<'b>(s: &str, bib: &'b Bibliography) -> Option<(&'b Source, usize)> {
    let (s, dir) = match s.strip_prefix(SEED_DIR) {
        Some(rest) => (rest, SEED_DIR.len()),
        None => (s, 0),
    };
    let b = s.as_bytes();
    if b.len() < SEED_LEN
        || !b[..3].iter().all(u8::is_ascii_digit)
        || b[3] != b'_'
        || !b[4..20].iter().all(u8::is_ascii_hexdigit)
        || &b[20..24] != b".txt"
    {
        return None;
    }
    bib.by_seed(&s[..SEED_LEN]).map(|src| (src, dir + SEED_LEN))
}

/// Does a match of `len` bytes end at a word boundary of `s`?
fn boundary(s: &str, len: usize) -> bool {
    s[len..]
        .chars()
        .next()
        .is_none_or(|c| !c.is_alphanumeric() && c != '-')
}

/// A section of `src` named at the start of `s`: its name in `lang` and the bytes it takes.
fn section_at(s: &str, src: &Source, lang: Lang) -> Option<(String, usize)> {
    src.sections
        .iter()
        .flat_map(|sec| sec.raw.iter().map(move |r| (sec, &**r)))
        .filter(|(_, r)| s.starts_with(r) && boundary(s, r.len()))
        .max_by_key(|(_, r)| r.len())
        .map(|(sec, r)| (sec.name(lang).to_string(), r.len()))
}

/// A number (or a list: `10 and 13`, `1-14`, `6, 12 and 16`) at the start of `s`, and its
/// length.
fn number_list(s: &str) -> Option<(String, usize)> {
    let digits = |t: &str| t.bytes().take_while(u8::is_ascii_digit).count();
    let first = digits(s);
    if first == 0 {
        return None;
    }
    let mut len = first;
    'more: loop {
        for sep in [", ", " and ", "-"] {
            if let Some(rest) = s[len..].strip_prefix(sep) {
                let d = digits(rest);
                // Not `5. König` (a numbered row of its own) after a comma.
                if d > 0 && !(sep == ", " && rest[d..].starts_with('.')) {
                    len += sep.len() + d;
                    continue 'more;
                }
            }
        }
        break;
    }
    Some((s[..len].to_string(), len))
}

/// A generic locator at the start of `s` (footnote 5, rows 10 and 13, example M, 5.), its
/// name in `lang` and its length.
fn generic_at(s: &str, lang: Lang) -> Option<(String, usize)> {
    for (word, id) in [
        ("with footnote ", "cli-cite-footnote"),
        ("footnotes ", "cli-cite-footnotes"),
        ("footnote ", "cli-cite-footnote"),
        ("rows ", "cli-cite-rows"),
        ("row ", "cli-cite-row"),
    ] {
        if let Some(rest) = s.strip_prefix(word)
            && let Some((n, len)) = number_list(rest)
        {
            // The word "and" is looked up only for a list (a lookup formats a message).
            let n = if n.contains(" and ") {
                let and = tl!(lang, "cli-cite-and");
                n.replace(" and ", &format!(" {and} "))
            } else {
                n
            };
            return Some((tl!(lang, id, n = n), word.len() + len));
        }
    }
    if let Some(rest) = s.strip_prefix("example ") {
        let b = rest.as_bytes();
        if !b.is_empty() && b[0].is_ascii_uppercase() && boundary(rest, 1) {
            return Some((tl!(lang, "cli-cite-example", n = &rest[..1]), 9));
        }
    }
    // A numbered row of a table: `1.`, `(2.)`, `5. König`.
    let (open, t) = match s.strip_prefix('(') {
        Some(t) => (1, t),
        None => (0, s),
    };
    let d = t.bytes().take_while(u8::is_ascii_digit).count();
    if d > 0 && t[d..].starts_with('.') {
        let close = usize::from(open == 1 && t[d + 1..].starts_with(')'));
        if open == close {
            return Some((tl!(lang, "cli-cite-row", n = &t[..d]), open + d + 1 + close));
        }
    }
    None
}

/// A locator named by a word at the start of `s` (`row 4`, `rows 1-14`, `footnote 5`; not a
/// bare numbered row), its name in `lang` and its length.
fn worded_at(s: &str, lang: Lang) -> Option<(String, usize)> {
    if !s.starts_with(|c: char| c.is_ascii_lowercase()) {
        return None;
    }
    generic_at(s, lang)
}

/// A Liebenau sub-locator at the start of `s` (`A.I.a`, `B. NICHTSTECHER I.`), and its length.
fn sub_at(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    if b.len() < 3 || !(b[0] == b'A' || b[0] == b'B') || b[1] != b'.' {
        return None;
    }
    if !(b[2] == b' ' || b"IV".contains(&b[2])) {
        return None;
    }
    let end = s.find([':', ';', ',', '(', ')', '"']).unwrap_or(s.len());
    Some(s[..end].trim_end().len())
}

/// The end (exclusive, after the closing mark) of a quotation opening at byte 0 of `s` with
/// `open` and closing with `close`; nested marks count.
fn quote_end(s: &str, straight: bool) -> Option<usize> {
    let mut depth = 0usize;
    let mut prev = ' ';
    for (i, c) in s.char_indices().skip(1) {
        let next = s[i + c.len_utf8()..].chars().next();
        if straight && c == '"' {
            let closes = next.is_none_or(|n| n.is_whitespace() || ").,;:!?".contains(n));
            let opens = (prev.is_whitespace() || "(‹«[".contains(prev)) && !closes;
            if opens {
                depth += 1;
            } else if depth == 0 {
                return Some(i + 1);
            } else {
                depth -= 1;
            }
        } else if !straight && c == '«' {
            depth += 1;
        } else if !straight && c == '»' {
            if depth == 0 {
                return Some(i + '»'.len_utf8());
            }
            depth -= 1;
        }
        prev = c;
    }
    None
}

/// A reading of kaiser's named at the start of `s` (`reading 15`, `readings 6 and 24`; not the
/// command `kaiser readings 15` that follows it), said in `lang` as what it is ("our reading
/// 15", «unsere Lesart 15»), never as a source's word; and the bytes it takes.
fn reading_at(before: &str, s: &str, lang: Lang) -> Option<(String, usize)> {
    if before.ends_with("kaiser ")
        || before
            .chars()
            .next_back()
            .is_some_and(|c| !(c.is_whitespace() || c == '('))
    {
        return None;
    }
    let (word, id) = if s.starts_with("readings ") {
        ("readings ", "cli-cite-readings")
    } else if s.starts_with("reading ") {
        ("reading ", "cli-cite-reading")
    } else {
        return None;
    };
    let (n, len) = number_list(&s[word.len()..])?;
    let n = if n.contains(" and ") {
        let and = tl!(lang, "cli-cite-and");
        n.replace(" and ", &format!(" {and} "))
    } else {
        n
    };
    Some((tl!(lang, id, n = n), word.len() + len))
}

/// Straight quotes inside a quotation as ‹›.
fn inner_quotes(s: &str) -> String {
    let mut out = String::new();
    let mut open = false;
    for c in s.chars() {
        if c == '"' {
            out.push(if open { '›' } else { '‹' });
            open = !open;
        } else {
            out.push(c);
        }
    }
    out
}

/// One pass over a raw citation.
pub(super) struct Scan {
    /// The whole citation in book form.
    pub(super) full: String,
    /// Per cited source (in order): its book form and the locators cited.
    pub(super) refs: Vec<(String, Vec<String>)>,
    /// The readings of kaiser's the citation names ("our reading 10"): the short form keeps
    /// them, so that a rule resting on a reading is never cited as the source's alone.
    pub(super) readings: Vec<String>,
}

impl Scan {
    pub(super) fn run(raw: &str, bib: &Bibliography, lang: Lang) -> Scan {
        let mut scan = Scan {
            full: String::new(),
            refs: Vec::new(),
            readings: Vec::new(),
        };
        let mut cur: Option<&Source> = None;
        let mut i = 0;
        // Where a locator may start without `§`: right after a source or a separator.
        let mut loc_at = usize::MAX;
        while i < raw.len() {
            let rest = &raw[i..];
            if let Some((src, len)) = seed_at(rest, bib) {
                scan.full.push_str(src.short_in(lang));
                scan.refs.push((src.short_in(lang).to_string(), Vec::new()));
                cur = Some(src);
                i += len;
                let after = &raw[i..];
                if let Some(r) = after.strip_prefix(" (")
                    && let Some((name, n)) = section_at(r, src, lang)
                    && r[n..].starts_with(')')
                {
                    scan.full.push_str(", ");
                    scan.full.push_str(&name);
                    scan.loc(name);
                    i += 2 + n + 1;
                } else if let Some(r) = after.strip_prefix(' ')
                    && (r.starts_with('§') || scan.locator(r, cur, lang).is_some())
                {
                    scan.full.push_str(", ");
                    i += 1;
                    loc_at = i;
                }
                continue;
            }
            if let Some(r) = rest.strip_prefix('§') {
                i += '§'.len_utf8();
                let found = cur.and_then(|s| section_at(r, s, lang)).or_else(|| {
                    let d = r.bytes().take_while(u8::is_ascii_digit).count();
                    (d > 0).then(|| (format!("§{}", &r[..d]), d))
                });
                match found {
                    Some((mut name, n)) => {
                        i += n;
                        if let Some(sub) = raw[i..].strip_prefix(' ').and_then(sub_at) {
                            name = format!("{name} {}", &raw[i + 1..i + 1 + sub]);
                            scan.full.push_str(&name);
                            i += 1 + sub;
                        } else {
                            scan.full.push_str(&name);
                        }
                        scan.loc(name);
                    }
                    None => scan.full.push('§'),
                }
                continue;
            }
            if i == loc_at
                && let Some((name, n)) = scan.locator(rest, cur, lang)
            {
                scan.full.push_str(&name);
                scan.loc(name);
                i += n;
                continue;
            }
            if let Some(r) = rest.strip_prefix(" and ")
                && cur.is_some()
                && (r.starts_with('§') || scan.locator(r, cur, lang).is_some())
            {
                scan.full
                    .push_str(&format!(" {} ", tl!(lang, "cli-cite-and")));
                i += 5;
                loc_at = i;
                continue;
            }
            if let Some((text, n)) = reading_at(&raw[..i], rest, lang) {
                scan.full.push_str(&text);
                if !scan.readings.contains(&text) {
                    scan.readings.push(text);
                }
                i += n;
                continue;
            }
            let c = rest.chars().next().unwrap_or(' ');
            let prev = raw[..i].chars().next_back().unwrap_or(' ');
            if c == '"'
                && (prev.is_whitespace() || "(:".contains(prev))
                && let Some(end) = quote_end(rest, true)
            {
                scan.full.push('«');
                scan.full.push_str(&inner_quotes(&rest[1..end - 1]));
                scan.full.push('»');
                i += end;
                continue;
            }
            if c == '«'
                && let Some(end) = quote_end(rest, false)
            {
                scan.full.push_str(&rest[..end]);
                i += end;
                continue;
            }
            scan.full.push(c);
            i += c.len_utf8();
            // A section named in parentheses (a system's list of sections), or rows or a
            // footnote of the source cited: `(row 4: «…»)`.
            if c == '('
                && let Some((name, n)) = cur.and_then(|s| {
                    section_at(&raw[i..], s, lang).or_else(|| worded_at(&raw[i..], lang))
                })
            {
                scan.full.push_str(&name);
                scan.loc(name);
                i += n;
                continue;
            }
            if scan.full.ends_with("; ") || scan.full.ends_with(", ") {
                loc_at = i;
            }
        }
        for (_, locs) in &mut scan.refs {
            let mut seen = Vec::new();
            locs.retain(|l| {
                let new = !seen.contains(l);
                seen.push(l.clone());
                new
            });
        }
        scan
    }

    /// A locator without `§` at the start of `s`: a section of the current source, a Liebenau
    /// sub-locator or a generic one.
    fn locator(&self, s: &str, cur: Option<&Source>, lang: Lang) -> Option<(String, usize)> {
        let src = cur?;
        section_at(s, src, lang)
            .or_else(|| sub_at(s).map(|n| (s[..n].to_string(), n)))
            .or_else(|| generic_at(s, lang))
    }

    /// Record a locator under the last source cited.
    fn loc(&mut self, name: String) {
        if let Some((_, locs)) = self.refs.last_mut() {
            locs.push(name);
        }
    }
}
