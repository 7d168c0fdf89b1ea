//! Blessing: rewriting the `expect` field of a scenario file with a verdict, by its span.
//!
//! The field is found by a small scanner of RON that knows strings, raw strings, characters and
//! comments: the `expect:` of the top-level `Scenario(...)` (nesting depth 1), wherever it stands
//! among the fields, and the span of its value (up to the `,` or `)` that ends it at depth 1).
//! Only that span is replaced: the other fields, comments before and after, and the file's line
//! endings (LF or CRLF) stay as they were. A file whose field cannot be found exactly once is
//! refused, never guessed at.

use std::path::Path;

use trongtai_i18n::{msg, Message, Text};

/// The byte span of the value of the top-level `expect` field, and the indentation of the line
/// the field starts on.
pub(crate) fn expect_span(text: &str) -> Result<(std::ops::Range<usize>, String, bool), Text> {
    let b = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    let mut found: Vec<(usize, usize)> = Vec::new(); // (field start, value start)
    let mut value: Option<(usize, usize)> = None; // (field start, value start) being scanned
    let mut spans: Vec<(usize, std::ops::Range<usize>)> = Vec::new();
    // The comments met so far, outside strings (the scanner's own reading of them).
    let mut comments: Vec<std::ops::Range<usize>> = Vec::new();
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                let start = i;
                i = b[i..].iter().position(|&c| c == b'\n').map_or(b.len(), |n| i + n);
                comments.push(start..i);
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let start = i;
                let mut nest = 0usize;
                while i < b.len() {
                    if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                        nest += 1;
                        i += 2;
                    } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                        nest -= 1;
                        i += 2;
                        if nest == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                comments.push(start..i.min(b.len()));
                continue;
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                continue;
            }
            b'r' if matches!(b.get(i + 1), Some(b'#') | Some(b'"'))
                && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')) =>
            {
                let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
                if b.get(i + 1 + hashes) == Some(&b'"') {
                    let close: Vec<u8> = std::iter::once(b'"').chain(std::iter::repeat_n(b'#', hashes)).collect();
                    let from = i + 2 + hashes;
                    i = b[from..]
                        .windows(close.len())
                        .position(|w| w == close.as_slice())
                        .map_or(b.len(), |n| from + n + close.len());
                    continue;
                }
                i += 1;
                continue;
            }
            b'\'' => {
                // A character literal: 'x' or '\x'.
                let len = if b.get(i + 1) == Some(&b'\\') { 4 } else { 3 };
                if b.get(i + len - 1) == Some(&b'\'') {
                    i += len;
                } else {
                    i += 1;
                }
                continue;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                if depth == 1 {
                    if let Some((field, start)) = value.take() {
                        spans.push((field, start..trim_end(text, i, &comments)));
                    }
                }
                depth = depth.saturating_sub(1);
            }
            b',' if depth == 1 => {
                if let Some((field, start)) = value.take() {
                    spans.push((field, start..trim_end(text, i, &comments)));
                }
            }
            b'e' if depth == 1
                && value.is_none()
                && b[i..].starts_with(b"expect")
                && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')) =>
            {
                let after = i + "expect".len();
                let rest = &text[after..];
                let colon = rest.len() - rest.trim_start().len();
                if rest[colon..].starts_with(':') {
                    let value_from = after + colon + 1;
                    let ws = text[value_from..].len() - text[value_from..].trim_start().len();
                    found.push((i, value_from + ws));
                    value = Some((i, value_from + ws));
                    i = value_from;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    match (found.len(), spans.len()) {
        (0, _) => Err(msg::BlessNoExpect.text()),
        (1, 1) => {
            let (field, span) = spans.remove(0);
            let line_start = text[..field].rfind('\n').map_or(0, |n| n + 1);
            let indent = &text[line_start..field];
            if !indent.trim().is_empty() {
                return Err(msg::BlessNotOwnLine.text());
            }
            let holds_comment = comments.iter().any(|c| c.start < span.end && c.end > span.start);
            Ok((span, indent.to_owned(), holds_comment))
        }
        (1, _) => Err(msg::BlessNoEnd.text()),
        (n, _) => Err(msg::BlessSeveral { n: n as u64 }.text()),
    }
}

/// The end of a value before white space and comments (`//` to the line's end, `/* */`) that
/// precede `end`: those comments are not part of the value and stay. `comments` are the
/// comments the scanner met before `end`.
fn trim_end(text: &str, end: usize, comments: &[std::ops::Range<usize>]) -> usize {
    let mut end = end;
    loop {
        let trimmed = text[..end].trim_end().len();
        match comments.iter().rev().find(|c| c.start < trimmed && trimmed <= c.end) {
            Some(c) => end = c.start,
            None => return trimmed,
        }
    }
}

/// Replaces the value of `expect` in `text` by `rendered` (pretty RON with `\n` line breaks),
/// indented like the field and with the file's line endings.
pub(crate) fn replace_expect(text: &str, rendered: &str) -> Result<String, Text> {
    let (span, indent, holds_comment) = expect_span(text)?;
    if holds_comment {
        let (line, _) = trongtai_rulebook::position(text, span.start);
        return Err(msg::BlessComment { line: line as u64 }.text());
    }
    let crlf = text.contains("\r\n");
    let newline = if crlf { "\r\n" } else { "\n" };
    let value = rendered.trim_end().replace('\n', &format!("{newline}{indent}"));
    Ok(format!("{}{value}{}", &text[..span.start], &text[span.end..]))
}

/// Writes `text` to the scenario at `path` (through a symbolic link, to its target), atomically:
/// a new temporary file beside it, then a rename. The file keeps its mode and owner; a read-only
/// file is refused (see [`trongtai_rulebook::files::replace_file`]).
pub(crate) fn write(path: &Path, text: &str) -> std::io::Result<()> {
    let target = std::fs::canonicalize(path)?;
    trongtai_rulebook::files::replace_file(&target, text.as_bytes()).map_err(|e| std::io::Error::other(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const NEW: &str = "(\n    result: \"1-0\",\n    reason: Checkmate,\n    articles: [],\n)";

    #[test]
    fn bless_expect_before_events_keeps_the_events() {
        let text = "Scenario(\n    rules: \"fide-2001\",\n    expect: (result: \"*\", reason: Ongoing, articles: []),\n    events: [Moves(\"e2e4\")],\n)\n";
        let out = replace_expect(text, NEW).expect("blesses");
        assert_eq!(
            out,
            "Scenario(\n    rules: \"fide-2001\",\n    expect: (\n        result: \"1-0\",\n        reason: Checkmate,\n        articles: [],\n    ),\n    events: [Moves(\"e2e4\")],\n)\n"
        );
    }

    #[test]
    fn bless_trailing_comment_that_mentions_expect_is_kept() {
        let text = "Scenario(\n    events: [],\n    expect: (result: \"*\", reason: Ongoing, articles: []),\n)\n// expect: written from 9.2 before the run\n";
        let out = replace_expect(text, NEW).expect("blesses");
        assert!(
            out.ends_with("    ),\n)\n// expect: written from 9.2 before the run\n"),
            "{out}"
        );
        assert!(
            out.contains("events: [],\n    expect: (\n        result: \"1-0\""),
            "{out}"
        );
    }

    #[test]
    fn bless_comments_after_expect_are_kept() {
        let text = "Scenario(\n    events: [],\n    expect: (result: \"*\", reason: Ongoing, articles: []), // from the article\n    // a note after\n)\n";
        let out = replace_expect(text, NEW).expect("blesses");
        assert!(
            out.ends_with("    ), // from the article\n    // a note after\n)\n"),
            "{out}"
        );
        let text = "Scenario(events: [], expect: (result: \"*\", reason: Ongoing, articles: []) // last\n)";
        let out = replace_expect(text, NEW).expect_err("not on its own line").to_string();
        assert!(out.contains("line of its own"), "{out}");
    }

    #[test]
    fn bless_keeps_block_comments_after_the_value_and_refuses_comments_inside_it() {
        let text = "Scenario(\n    events: [],\n    expect: (result: \"*\", reason: Ongoing, articles: []) /* checked against 9.2 */,\n)\n";
        let out = replace_expect(text, NEW).expect("blesses");
        assert!(out.ends_with("    ) /* checked against 9.2 */,\n)\n"), "{out}");
        let text = "Scenario(\n    events: [],\n    expect: (result: \"*\", /* a /* nested */ note */ reason: Ongoing, articles: []),\n)\n";
        let e = replace_expect(text, NEW)
            .expect_err("a comment inside the value")
            .to_string();
        assert!(e.contains("line 3") && e.contains("holds a comment"), "{e}");
        let text = "Scenario(\n    events: [],\n    expect: (result: \"/* not a comment */\", reason: Ongoing, articles: []),\n)\n";
        assert!(replace_expect(text, NEW).is_ok());
    }

    #[test]
    fn bless_crlf_files_keep_crlf() {
        let text =
            "Scenario(\r\n    events: [],\r\n    expect: (result: \"*\", reason: Ongoing, articles: []),\r\n)\r\n";
        let out = replace_expect(text, NEW).expect("blesses");
        assert!(!out.replace("\r\n", "").contains('\n'), "{out:?}");
        assert!(out.contains("expect: (\r\n        result: \"1-0\",\r\n"), "{out:?}");
    }

    #[test]
    fn bless_refuses_what_it_cannot_place() {
        assert!(replace_expect("Scenario(events: [])", NEW).is_err());
        let nested = "Scenario(\n    setup: (expect: 1),\n    events: [Moves(\"expect: x\")],\n)\n";
        assert!(replace_expect(nested, NEW)
            .expect_err("nested only")
            .to_string()
            .contains("no `expect:`"));
        let twice = "Scenario(\n    expect: (),\n    expect: (),\n)\n";
        assert!(replace_expect(twice, NEW)
            .expect_err("twice")
            .to_string()
            .contains("2 `expect:` fields"));
    }
}
