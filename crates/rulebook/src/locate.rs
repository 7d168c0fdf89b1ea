//! Finding values in the source text of a rule file, to give semantic problems a line and column.
//!
//! A semantic problem (an unknown zone, a missing citation) is found on the typed data, which no
//! longer knows where it came from. We find it again in the text: the first occurrence, outside
//! comments, of a sequence of needles (for example the piece id, then the field after it).

use crate::error::Problem;

/// The text of one rule file, with its display path.
#[derive(Debug, Clone, Copy)]
pub struct Source<'a> {
    /// Display path.
    pub path: &'a str,
    /// Full text.
    pub text: &'a str,
}

impl<'a> Source<'a> {
    /// A source.
    pub fn new(path: &'a str, text: &'a str) -> Self {
        Self { path, text }
    }

    /// A problem located at the last of `needles`, each searched after the previous one
    /// (falls back to the last needle found, then to `1:1`).
    pub fn problem(&self, needles: &[&str], message: impl AsRef<str>) -> Problem {
        let (line, column) = self.locate(needles);
        Problem::new(self.path, line, column, message)
    }

    /// Line and column of the last of `needles`, searched in sequence outside comments.
    pub fn locate(&self, needles: &[&str]) -> (usize, usize) {
        let comments = comment_ranges(self.text);
        let mut from = 0;
        let mut found = None;
        for needle in needles {
            match find_outside(self.text, needle, from, &comments) {
                Some(at) => {
                    found = Some(at);
                    from = at + needle.len();
                }
                None => break,
            }
        }
        found.map_or((1, 1), |at| position(self.text, at))
    }
}

/// Byte ranges of `//` and (nested) `/* */` comments, skipping string and char literals.
fn comment_ranges(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut ranges = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => i = skip_quoted(bytes, i, b'"'),
            b'\'' => i = skip_quoted(bytes, i, b'\''),
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                let end = bytes[i..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(bytes.len(), |n| i + n);
                ranges.push((i, end));
                i = end;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                let start = i;
                let mut depth = 0usize;
                while i < bytes.len() {
                    if bytes[i] == b'/' && bytes.get(i + 1) == Some(&b'*') {
                        depth += 1;
                        i += 2;
                    } else if bytes[i] == b'*' && bytes.get(i + 1) == Some(&b'/') {
                        depth = depth.saturating_sub(1);
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                ranges.push((start, i.min(bytes.len())));
            }
            _ => i += 1,
        }
    }
    ranges
}

/// The index just after the literal that starts at `start` with `quote`.
fn skip_quoted(bytes: &[u8], start: usize, quote: u8) -> usize {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b if b == quote => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

fn find_outside(text: &str, needle: &str, from: usize, comments: &[(usize, usize)]) -> Option<usize> {
    if needle.is_empty() {
        return None;
    }
    let rest = text.get(from..)?;
    rest.match_indices(needle)
        .map(|(at, _)| from + at)
        .find(|&at| !comments.iter().any(|&(s, e)| s <= at && at < e))
}

/// Moves a 1-based position forward over white space, to the token a parser error is about.
pub fn skip_blank(text: &str, line: usize, column: usize) -> (usize, usize) {
    let Some(start) = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum::<usize>()
        .checked_add(0)
    else {
        return (line, column);
    };
    let Some(rest) = text.get(start..) else {
        return (line, column);
    };
    let offset: usize = rest.chars().take(column.saturating_sub(1)).map(char::len_utf8).sum();
    let at = start + offset;
    let Some(tail) = text.get(at..) else {
        return (line, column);
    };
    match tail.find(|c: char| !c.is_whitespace()) {
        Some(n) => position(text, at + n),
        None => (line, column),
    }
}

/// 1-based line and column (in characters) of a byte offset.
pub fn position(text: &str, at: usize) -> (usize, usize) {
    let before = text.get(..at).unwrap_or(text);
    let line = 1 + before.matches('\n').count();
    let line_start = before.rfind('\n').map_or(0, |n| n + 1);
    let column = 1 + before.get(line_start..).map_or(0, |s| s.chars().count());
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_outside_comments() {
        let text = "// \"palce\" in a comment\n/* \"palce\" /* nested */ still */ x: \"palce\"";
        let src = Source::new("f.ron", text);
        assert_eq!(src.locate(&["\"palce\""]), (2, 37));
    }

    #[test]
    fn follows_a_sequence_of_needles() {
        let text = "(id: \"a\", fen: 'A'),\n(id: \"b\", fen: 'A')";
        let src = Source::new("f.ron", text);
        assert_eq!(src.locate(&["\"b\"", "fen"]), (2, 11));
        assert_eq!(src.locate(&["\"zz\"", "fen"]), (1, 1));
        assert_eq!(src.locate(&["\"b\"", "nothing"]), (2, 6));
    }

    #[test]
    fn urls_in_strings_are_not_comments() {
        let text = "note: \"see https://x\", v: 1";
        let src = Source::new("f.ron", text);
        assert_eq!(src.locate(&["v:"]), (1, 24));
    }

    #[test]
    fn skips_blanks_to_the_next_token() {
        assert_eq!(skip_blank("a:\n    1", 1, 3), (2, 5));
        assert_eq!(skip_blank("a: 1", 1, 3), (1, 4));
        assert_eq!(skip_blank("a", 9, 9), (9, 9));
    }

    #[test]
    fn columns_count_characters() {
        assert_eq!(position("Cờ \"x\"", "Cờ ".len()), (1, 4));
    }
}
