//! `kaiser readings [N]`: the readings, where the sources are vague or disagree and `kaiser`
//! chose (docs/readings.md, embedded). Without a number, each reading's number and title;
//! with one, that reading whole. Every "Reading N" the other commands print points here, so
//! a learner with only the binary can follow it. The readings are written in English (their
//! quotes in the sources' German); a German run says so. They cite as every screen does, in
//! book form in square brackets ("[Achermann 1978, §1]"), next to what the source says, and
//! never after what is only our reading.

use crate::i18n::Lang;
use crate::render::{Theme, json};
use clap::Args;
use serde::Serialize;

/// The readings as the repository documents them.
const READINGS: &str = include_str!("../../docs/readings.md");

/// Arguments of `kaiser readings`.
#[derive(Debug, Args)]
pub struct ReadingsArgs {
    /// A reading's number; none: list them all.
    #[arg(value_name = "N")]
    number: Option<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// One reading: its number, its title and its text (Markdown marks taken out).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Reading {
    /// Its stable number.
    pub number: u32,
    /// The bold title after the number.
    pub title: String,
    /// The words in round brackets right after the title, without them: what the reading
    /// concerns (`lungern`; `extends reading 18`). Shown in the reading's heading, so that
    /// its text does not start with a dangling "(lungern). ".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub aside: Option<String>,
    /// The rest, one line per paragraph or list item, without emphasis marks.
    pub text: String,
}

/// The readings of `doc`: each list item at the start of a line `N. **Title** text`, with its
/// indented continuation lines, up to the next item or the next line at the left margin.
pub fn parse(doc: &str) -> Vec<Reading> {
    let mut out: Vec<Reading> = Vec::new();
    let mut lines: Vec<String> = Vec::new();
    let mut open = false;
    for line in doc.lines() {
        if let Some((number, title, rest)) = item(line) {
            close(&mut out, &mut lines);
            out.push(Reading {
                number,
                title,
                aside: None,
                text: String::new(),
            });
            lines.push(rest.trim().to_string());
            open = true;
        } else if open && (line.starts_with(' ') || line.is_empty()) {
            lines.push(line.to_string());
        } else if open {
            close(&mut out, &mut lines);
            open = false;
        }
    }
    close(&mut out, &mut lines);
    out
}

/// `N. **Title** rest` split into its parts.
fn item(line: &str) -> Option<(u32, String, &str)> {
    let (n, rest) = line.split_once(". **")?;
    let number = n.parse().ok()?;
    let (title, rest) = rest.split_once("**")?;
    Some((number, plain(title.trim_end_matches('.')), rest))
}

/// Ends the open reading: its lines joined into paragraphs (a list item, `- `, starts one).
fn close(out: &mut [Reading], lines: &mut Vec<String>) {
    let Some(last) = out.last_mut() else {
        lines.clear();
        return;
    };
    if lines.is_empty() {
        // Closed already (a heading after it, then the end of the text).
        return;
    }
    let mut paras: Vec<String> = Vec::new();
    let mut fresh = true;
    for l in lines.drain(..) {
        let t = l.trim();
        if t.is_empty() {
            fresh = true;
            continue;
        }
        let bullet = t.starts_with("- ");
        match paras.last_mut() {
            Some(p) if !fresh && !bullet => {
                if !p.is_empty() {
                    p.push(' ');
                }
                p.push_str(t);
            }
            _ => paras.push(t.to_string()),
        }
        fresh = false;
    }
    if let Some(first) = paras.first_mut()
        && let Some((aside, rest)) = aside(first)
    {
        last.aside = Some(plain(&aside));
        *first = rest;
    }
    last.text = paras
        .iter()
        .map(|p| plain(p))
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join("\n");
}

/// A paragraph that opens with words in round brackets closed by a full stop, a colon or
/// its end (`(lungern). Gasser says`) split into those words and the rest (`Gasser says`).
fn aside(para: &str) -> Option<(String, String)> {
    let inner = para.strip_prefix('(')?;
    let mut depth = 1usize;
    let close = inner.char_indices().find_map(|(i, c)| {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        (depth == 0).then_some(i)
    })?;
    let after = &inner[close + 1..];
    // Only brackets that stand alone before the text: not "(a) and (b) differ".
    let rest = match after.strip_prefix(['.', ':']) {
        Some(rest) => rest,
        None if after.trim().is_empty() => after,
        None => return None,
    };
    Some((inner[..close].trim().to_string(), rest.trim().to_string()))
}

/// `text` without Markdown emphasis and code marks; a link keeps its words
/// (`[guide](guide.md#x)` is `guide`). Other square brackets stay: they hold the citations,
/// in book form as on every screen ("[Gasser 2015-17, Nehmer]").
fn plain(text: &str) -> String {
    let mut s = text.replace("**", "").replace('`', "");
    while let Some(mid) = s.find("](") {
        let Some(close) = s[mid..].find(')') else {
            break;
        };
        let open = s[..mid].rfind('[');
        s.replace_range(mid..mid + close + 1, "");
        if let Some(open) = open {
            s.remove(open);
        }
    }
    s
}

/// The embedded readings.
pub fn all() -> Vec<Reading> {
    parse(READINGS)
}

pub(super) fn run(a: ReadingsArgs, lang: Lang, theme: Theme) -> anyhow::Result<String> {
    let readings = all();
    let Some(asked) = a.number else {
        if a.json {
            return json(&serde_json::json!({ "readings": readings }));
        }
        let mut text = String::new();
        if lang == Lang::De {
            text.push_str(&crate::tl!(lang, "cli-readings-english"));
            text.push('\n');
        }
        for r in &readings {
            text.push_str(&format!("{:>2}. {}\n", r.number, r.title));
        }
        text.push_str(&crate::tl!(lang, "cli-readings-footer"));
        text.push('\n');
        return Ok(text);
    };
    let last = readings.last().map_or(0, |r| r.number);
    let found = asked
        .trim()
        .parse::<u32>()
        .ok()
        .and_then(|n| readings.iter().find(|r| r.number == n));
    let Some(r) = found else {
        let msg = crate::tl!(
            lang,
            "cli-readings-unknown",
            asked = asked.as_str(),
            last = last
        );
        return Err(super::InputError::Usage(msg).into());
    };
    if a.json {
        return json(r);
    }
    let mut text = String::new();
    if lang == Lang::De {
        text.push_str(&crate::tl!(lang, "cli-readings-english"));
        text.push('\n');
    }
    let heading = match &r.aside {
        Some(aside) => format!("{}. {} ({aside})", r.number, r.title),
        None => format!("{}. {}", r.number, r.title),
    };
    text.push_str(&theme.heading(&heading));
    text.push('\n');
    for p in r.text.lines() {
        text.push_str(p);
        text.push('\n');
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC: &str = "# Readings\n\nIntro text.\n\n1. **The first.** Its text\n   goes on `here`.\n    - a point\n    - another, see [guide](guide.md#x)\n2. **The second** Short.\n\n## Later\n\nNot a reading.\n";

    #[test]
    fn items_with_their_continuations_and_lists() {
        let r = parse(DOC);
        assert_eq!(
            r,
            vec![
                Reading {
                    number: 1,
                    title: "The first".into(),
                    aside: None,
                    text: "Its text goes on here.\n- a point\n- another, see guide".into(),
                },
                Reading {
                    number: 2,
                    title: "The second".into(),
                    aside: None,
                    text: "Short.".into(),
                },
            ]
        );
    }

    /// Words in round brackets after the title (`**Title** (lungern). Text`) belong to the
    /// heading: the text never starts with a dangling "(lungern). ".
    #[test]
    fn brackets_after_the_title_go_to_the_heading() {
        let doc = "1. **Freien** (lungern). The source\n   says so.\n\
                   2. **Tables** (`hand.tables`; the\n   extraction):\n   - a point\n\
                   3. **Plain** (a) and (b) differ.\n\
                   4. **Alone** (every card; Silenen).\n   - a point\n";
        let r = parse(doc);
        let got: Vec<(Option<&str>, &str)> = r
            .iter()
            .map(|r| (r.aside.as_deref(), r.text.as_str()))
            .collect();
        assert_eq!(
            got,
            vec![
                (Some("lungern"), "The source says so."),
                (Some("hand.tables; the extraction"), "- a point"),
                (None, "(a) and (b) differ."),
                (Some("every card; Silenen"), "- a point"),
            ]
        );
        for reading in all() {
            assert!(
                !reading.text.starts_with('('),
                "reading {}: {}",
                reading.number,
                reading.text
            );
        }
    }

    #[test]
    fn the_embedded_readings_have_rising_numbers_titles_and_text() {
        let r = all();
        assert!(r.len() >= 32, "{}", r.len());
        assert_eq!(r[0].number, 1);
        for pair in r.windows(2) {
            assert!(pair[0].number < pair[1].number, "{}", pair[1].title);
        }
        for reading in &r {
            assert!(!reading.title.is_empty() && !reading.text.is_empty());
            assert!(!reading.text.contains("**"), "{}", reading.number);
        }
    }

    /// A player reads the readings: no work-order numbers ("issue 15 item 3") and no pointer
    /// to the repository's readings file (the command itself prints them).
    #[test]
    fn the_readings_speak_to_players_not_to_developers() {
        for reading in all() {
            let text = format!("{} {}", reading.title, reading.text);
            let words: Vec<&str> = text.split_whitespace().collect();
            for pair in words.windows(2) {
                let issue = pair[0].trim_start_matches('(') == "issue"
                    && pair[1].starts_with(|c: char| c.is_ascii_digit());
                assert!(!issue, "reading {}: {text}", reading.number);
            }
            assert!(
                !text.contains("docs/readings.md"),
                "reading {}: {text}",
                reading.number
            );
            // No file of the repository (reading 15 named its test file).
            for word in &words {
                let file = word.trim_matches(|c: char| !c.is_alphanumeric());
                let repo =
                    file.ends_with(".rs") || file.starts_with("tests/") || file.starts_with("src/");
                assert!(!repo, "reading {}: {word} in {text}", reading.number);
            }
        }
    }
}
