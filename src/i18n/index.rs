//! The index of a Fluent catalog file: where each message's text is, found by a line scan
//! without parsing. The build script (`build.rs`, which includes this file) runs it on every
//! catalog file and compiles the result into a sorted table, so that a run finds a message
//! by binary search instead of scanning its file (start-up, issue 14); [`super`] falls back
//! to scanning at run time only if that table does not fit the embedded files. Depends on
//! nothing but `std`, so that the build script can include it.

/// The messages of a catalog file, in file order: (id, start, end) of each entry's text (the
/// `id = …` line and its indented continuation). An entry ends where the next one (a message,
/// a term, a comment) starts at the beginning of a line. The first of two equal ids wins, as
/// in a bundle. Messages of the catalogs stand alone (none refers to another or to a term;
/// the catalog tests check it), so one entry parses into a complete message.
pub fn entries(text: &str) -> Vec<(&str, usize, usize)> {
    let mut out: Vec<(&str, usize, usize)> = Vec::new();
    let mut open: Option<(&str, usize)> = None;
    let mut pos = 0;
    while pos < text.len() {
        let end = text[pos..].find('\n').map_or(text.len(), |i| pos + i + 1);
        let line = &text[pos..end];
        let first = line.as_bytes()[0];
        if first.is_ascii_alphabetic() || first == b'-' || first == b'#' {
            if let Some((id, start)) = open.take() {
                out.push((id, start, pos));
            }
            let id_len = line
                .bytes()
                .take_while(|b| b.is_ascii_alphanumeric() || *b == b'-' || *b == b'_')
                .count();
            if first.is_ascii_alphabetic()
                && line[id_len..].trim_start_matches(' ').starts_with('=')
            {
                open = Some((&line[..id_len], pos));
            }
        }
        pos = end;
    }
    if let Some((id, start)) = open {
        out.push((id, start, text.len()));
    }
    // The first of two equal ids wins.
    let mut seen = std::collections::HashSet::new();
    out.retain(|(id, _, _)| seen.insert(*id));
    out
}
