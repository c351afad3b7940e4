//! Citations a reader can follow: the bibliography (`sources.yaml`, embedded) and the one
//! function, [`cite`], that turns a raw citation of the YAML files
//! (`001_08fe15fded2b7c9d.txt §1: "…"`) into book form ("Achermann 1978, §1: «…»"), with word
//! locators in the reader's language. The YAML keeps its seed file names and quotes for
//! developers; no output of the program shows a file name. [`by_step`] groups the citations of
//! one trick explanation so that the same source is not repeated on every step.

use crate::i18n::Lang;
use crate::tl;
use serde::Deserialize;
use std::borrow::Cow;
use std::sync::OnceLock;

/// The bibliography as shipped (`sources.yaml` at the repository root).
pub const SOURCES_YAML: &str = include_str!("../../sources.yaml");

/// A text of the bibliography: borrowed from the binary when compiled by `build.rs`, owned
/// when read from a YAML file.
pub type Text = Cow<'static, str>;

/// A list of the bibliography, borrowed or owned as [`Text`].
pub type List<T> = Cow<'static, [T]>;

/// A text in English and German.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Both {
    /// English.
    pub en: Text,
    /// German.
    pub de: Text,
}

impl Both {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::De => &self.de,
        }
    }
}

/// A part of a source a citation can point to: a § number or a named heading.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    /// The spellings used in the YAML citations (after `§`, or as a locator).
    pub raw: List<Text>,
    /// The name shown in English.
    pub en: Text,
    /// The name shown in German.
    pub de: Text,
    /// The heading of a numbered section.
    #[serde(default)]
    pub title: Option<Both>,
}

impl Section {
    /// The name shown in `lang`.
    pub fn name(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::De => &self.de,
        }
    }
}

/// One entry of the bibliography.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Source {
    /// What `kaiser sources ID` takes (`achermann`).
    pub id: Text,
    /// The seed file it maps to (developer-facing only; never shown).
    pub seed: Text,
    /// The book form (`Achermann 1978`).
    pub short: Text,
    /// The book form for a German reader, where it differs (an English word in `short`).
    #[serde(default)]
    pub short_de: Option<Text>,
    /// Author(s).
    pub author: Text,
    /// Title.
    pub title: Text,
    /// Year(s), empty when the source gives none.
    pub year: Text,
    /// Where it was published.
    pub published: Both,
    /// DOI, when it has one.
    #[serde(default)]
    pub doi: Option<Text>,
    /// URL, when it has one.
    #[serde(default)]
    pub url: Option<Text>,
    /// The rule systems resting on it.
    pub systems: List<Text>,
    /// Its sections.
    pub sections: List<Section>,
}

impl Source {
    /// The book form in `lang`.
    pub fn short_in(&self, lang: Lang) -> &str {
        match (lang, &self.short_de) {
            (Lang::De, Some(de)) => de,
            _ => &self.short,
        }
    }

    /// `https://doi.org/…` for a DOI, else the URL.
    pub fn link(&self) -> Option<String> {
        match (&self.doi, &self.url) {
            (Some(d), _) => Some(format!("https://doi.org/{d}")),
            (None, Some(u)) => Some(u.to_string()),
            (None, None) => None,
        }
    }
}

/// The bibliography file.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bibliography {
    /// 1.
    pub format_version: u32,
    /// The entries, in the order of the seeds.
    pub sources: List<Source>,
}

impl Bibliography {
    /// The entry with this id.
    pub fn get(&self, id: &str) -> Option<&Source> {
        self.sources.iter().find(|s| s.id == id)
    }

    /// The entry for a seed file name.
    pub fn by_seed(&self, seed: &str) -> Option<&Source> {
        self.sources.iter().find(|s| s.seed == seed)
    }

    /// Ids close to a misspelt one, nearest first.
    pub fn near(&self, asked: &str) -> Vec<&str> {
        let asked = asked.to_lowercase();
        let mut v: Vec<(f64, &str)> = self
            .sources
            .iter()
            .map(|s| (strsim::jaro_winkler(&asked, &s.id), &*s.id))
            .filter(|(d, _)| *d >= 0.7)
            .collect();
        v.sort_by(|a, b| b.0.total_cmp(&a.0));
        v.into_iter().map(|(_, id)| id).collect()
    }
}

/// Parse a bibliography file.
pub fn parse(text: &str) -> Result<Bibliography, serde_norway::Error> {
    serde_norway::from_str(text)
}

/// The bibliography compiled into Rust by build.rs from `sources.yaml` (`None` if it was
/// not): built without parsing anything.
pub(crate) fn compiled() -> Option<&'static Bibliography> {
    COMPILED.as_ref()
}

/// The bibliography `build.rs` compiled from `sources.yaml`, as a constant: nothing is
/// built at run time (`None` if it did not compile).
static COMPILED: Option<Bibliography> = include!(concat!(env!("OUT_DIR"), "/sources.rs"));

/// The embedded bibliography (empty if it did not parse: a test keeps it parsing). It is the
/// one build.rs compiles from `sources.yaml` ([`compiled`]: no parser at run time; a test
/// checks both give the same), or read from the YAML if that did not compile.
pub fn bibliography() -> &'static Bibliography {
    static B: OnceLock<Bibliography> = OnceLock::new();
    compiled().unwrap_or_else(|| B.get_or_init(|| parse(SOURCES_YAML).unwrap_or_default()))
}

/// How much of a citation to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// Everything, quotes in «», notes as written: "Achermann 1978, §1: «…»".
    Full,
    /// Sources and locators only: "Achermann 1978, §1, §4; Gasser 2015-17, Stupf".
    Short,
}

/// Turn a raw citation of the YAML files into book form in `lang`. A text without a seed
/// file name (a user's own variant file) is shown as written, with its quotes in «».
pub fn cite(raw: &str, lang: Lang, form: Form) -> String {
    let raw = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    let scan = Scan::run(&raw, bibliography(), lang);
    match form {
        Form::Full => scan.full,
        Form::Short if scan.refs.is_empty() => scan.full,
        Form::Short => scan
            .refs
            .iter()
            .map(|(short, locs)| {
                if locs.is_empty() {
                    short.clone()
                } else {
                    format!("{short}, {}", locs.join(", "))
                }
            })
            .collect::<Vec<_>>()
            .join("; "),
    }
}

/// The citations of one explanation's steps, grouped: one line when every step rests on the
/// same source, else a heading and one line per source with the steps it supports.
pub fn by_step(raws: &[&str], lang: Lang) -> Vec<String> {
    let mut groups: Vec<(String, Vec<usize>)> = Vec::new();
    for (i, raw) in raws.iter().enumerate() {
        let c = cite(raw, lang, Form::Short);
        if c.is_empty() {
            continue;
        }
        match groups.iter_mut().find(|(g, _)| *g == c) {
            Some((_, steps)) => steps.push(i + 1),
            None => groups.push((c, vec![i + 1])),
        }
    }
    match groups.as_slice() {
        [] => Vec::new(),
        [(only, _)] => vec![tl!(lang, "cli-cite-source", source = only.as_str())],
        _ => {
            let mut lines = vec![tl!(lang, "cli-cite-sources")];
            for (c, steps) in &groups {
                let list = steps
                    .iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                lines.push(tl!(
                    lang,
                    "cli-cite-steps",
                    n = steps.len(),
                    steps = list,
                    source = c.as_str()
                ));
            }
            lines
        }
    }
}

/// Does `s` name a seed file (`001_….txt`, `../shared/…`)? Such text must not reach a user
/// unrendered.
pub fn names_a_seed(s: &str) -> bool {
    s.contains("../shared")
        || s.as_bytes()
            .windows(20)
            .any(|w| w[..16].iter().all(u8::is_ascii_hexdigit) && &w[16..] == b".txt")
}

/// Every string literal of a JSON text that names a seed file, in book form
/// ([`Form::Full`]); keys, order and layout stay.
pub fn cite_json(json: &str, lang: Lang) -> String {
    let mut out = String::with_capacity(json.len());
    let mut rest = json;
    while let Some(start) = rest.find('"') {
        out.push_str(&rest[..start]);
        let lit = &rest[start..];
        // The closing quote: the first one not escaped.
        let mut end = None;
        let mut escaped = false;
        for (i, c) in lit.char_indices().skip(1) {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => {
                    end = Some(i + 1);
                    break;
                }
                _ => escaped = false,
            }
        }
        let Some(end) = end else {
            out.push_str(lit);
            return out;
        };
        let literal = &lit[..end];
        match serde_json::from_str::<String>(literal) {
            Ok(s) if names_a_seed(&s) => {
                let cited = cite(&s, lang, Form::Full);
                out.push_str(&serde_json::to_string(&cited).unwrap_or_default());
            }
            _ => out.push_str(literal),
        }
        rest = &lit[end..];
    }
    out.push_str(rest);
    out
}

/// The length of a seed file name (`001_` + 16 hex digits + `.txt`).
const SEED_LEN: usize = 24;
const SEED_DIR: &str = "../shared/seeds/";

/// A seed file name at the start of `s` (with or without its directory): the entry, and the
/// bytes it takes.
fn seed_at<'b>(s: &str, bib: &'b Bibliography) -> Option<(&'b Source, usize)> {
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
struct Scan {
    /// The whole citation in book form.
    full: String,
    /// Per cited source (in order): its book form and the locators cited.
    refs: Vec<(String, Vec<String>)>,
}

impl Scan {
    fn run(raw: &str, bib: &Bibliography, lang: Lang) -> Scan {
        let mut scan = Scan {
            full: String::new(),
            refs: Vec::new(),
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

#[cfg(test)]
#[path = "cite_tests.rs"]
mod tests;
