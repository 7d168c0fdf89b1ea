//! Finding values in the source text of a rule file, to give semantic problems a line and column.
//!
//! A semantic problem (an unknown zone, a missing citation) is found on the typed data, which no
//! longer knows where it came from. We find it again in the text: the first occurrence, outside
//! comments, of a sequence of needles (for example the piece id, then the field after it).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::error::Problem;

/// What locating needs of a text, computed once per text (on the first problem) and kept: the
/// line starts, the comments, where each needle lies outside comments, and character counts by
/// blocks. Each problem is then placed in logarithmic time (and a column in at most a block's
/// characters), not by scanning the file again: 16,000 problems in a file of 3 MB (overlapping
/// versions, over-limit events) were quadratic.
#[derive(Debug, Default)]
pub struct TextIndex {
    /// Byte offsets of every `\n`.
    newlines: Vec<usize>,
    /// Byte ranges of comments, sorted and disjoint.
    comments: Vec<(usize, usize)>,
    /// The characters before each block of [`BLOCK`] bytes.
    chars_before_block: Vec<usize>,
    /// Where each needle asked for lies outside comments, sorted.
    found: Mutex<HashMap<String, Arc<[usize]>>>,
}

/// The bytes of a block of [`TextIndex::chars_before_block`].
const BLOCK: usize = 4096;

impl TextIndex {
    fn new(text: &str) -> Self {
        let bytes = text.as_bytes();
        let mut chars_before_block = Vec::with_capacity(bytes.len() / BLOCK + 1);
        let mut chars = 0;
        for block in bytes.chunks(BLOCK) {
            chars_before_block.push(chars);
            chars += block.iter().filter(|&&b| b & 0xC0 != 0x80).count();
        }
        TextIndex {
            newlines: memchr_all(bytes),
            comments: comment_ranges(text),
            chars_before_block,
            found: Mutex::new(HashMap::new()),
        }
    }

    fn in_comment(&self, at: usize) -> bool {
        let i = self.comments.partition_point(|&(start, _)| start <= at);
        i > 0 && at < self.comments[i - 1].1
    }

    /// Where `needle` lies outside comments, in order.
    fn occurrences(&self, text: &str, needle: &str) -> Arc<[usize]> {
        if let Some(found) = self.found.lock().ok().and_then(|m| m.get(needle).cloned()) {
            return found;
        }
        let list: Arc<[usize]> = text
            .match_indices(needle)
            .map(|(at, _)| at)
            .filter(|&at| !self.in_comment(at))
            .collect();
        if let Ok(mut m) = self.found.lock() {
            m.insert(needle.to_owned(), Arc::clone(&list));
        }
        list
    }

    /// The characters of `text` before byte `at` (bytes that do not continue a character).
    fn chars_before(&self, text: &str, at: usize) -> usize {
        let bytes = text.as_bytes();
        let at = at.min(bytes.len());
        let block = at / BLOCK;
        let base = self.chars_before_block.get(block).copied().unwrap_or(0);
        base + bytes[block * BLOCK..at].iter().filter(|&&b| b & 0xC0 != 0x80).count()
    }

    /// 1-based line and column (in characters) of a byte offset.
    fn position(&self, text: &str, at: usize) -> (usize, usize) {
        let at = at.min(text.len());
        let line = self.newlines.partition_point(|&n| n < at);
        let line_start = if line == 0 { 0 } else { self.newlines[line - 1] + 1 };
        (
            line + 1,
            1 + self.chars_before(text, at) - self.chars_before(text, line_start),
        )
    }
}

/// The offsets of every line feed.
fn memchr_all(bytes: &[u8]) -> Vec<usize> {
    bytes
        .iter()
        .enumerate()
        .filter(|(_, &b)| b == b'\n')
        .map(|(i, _)| i)
        .collect()
}

/// The text index of a source: its own, or one kept by the file it comes from (shared by every
/// [`Source`] made of that file).
#[derive(Debug)]
enum Shared<'a> {
    Borrowed(&'a OnceLock<TextIndex>),
    Own(OnceLock<TextIndex>),
}

/// The text of one rule file, with its display path.
#[derive(Debug)]
pub struct Source<'a> {
    /// Display path.
    pub path: &'a str,
    /// Full text.
    pub text: &'a str,
    index: Shared<'a>,
}

impl<'a> Source<'a> {
    /// A source.
    pub fn new(path: &'a str, text: &'a str) -> Self {
        Self {
            path,
            text,
            index: Shared::Own(OnceLock::new()),
        }
    }

    /// A source whose index is kept in `index` (by the file it comes from).
    pub(crate) fn with_index(path: &'a str, text: &'a str, index: &'a OnceLock<TextIndex>) -> Self {
        Self {
            path,
            text,
            index: Shared::Borrowed(index),
        }
    }

    fn index(&self) -> &TextIndex {
        let cell = match &self.index {
            Shared::Borrowed(cell) => cell,
            Shared::Own(cell) => cell,
        };
        cell.get_or_init(|| TextIndex::new(self.text))
    }

    /// A problem located at the last of `needles`, each searched after the previous one
    /// (falls back to the last needle found, then to `1:1`).
    pub fn problem(&self, needles: &[&str], message: impl Into<trongtai_i18n::Text>) -> Problem {
        let (line, column) = self.locate(needles);
        Problem::new(self.path, line, column, message)
    }

    /// Line and column of the last of `needles`, searched in sequence outside comments.
    pub fn locate(&self, needles: &[&str]) -> (usize, usize) {
        self.find(0, needles).map_or((1, 1), |at| self.position(at))
    }

    /// The byte offset of the last of `needles`, each searched (outside comments) after the
    /// previous one, the first from `from`; the last found if one is missing; `None` if the
    /// first is.
    pub fn find(&self, from: usize, needles: &[&str]) -> Option<usize> {
        let index = self.index();
        let mut from = from;
        let mut found = None;
        let mut i = 0;
        while i < needles.len() {
            let needle = needles[i];
            // A run of the same needle is its n-th occurrence (`from:` repeated to reach a
            // version): one search, not n.
            let run = needles[i..].iter().take_while(|n| **n == needle).count();
            i += run;
            if needle.is_empty() {
                break;
            }
            let list = index.occurrences(self.text, needle);
            let first = list.partition_point(|&at| at < from);
            match list.get(first + run - 1) {
                Some(&at) => {
                    found = Some(at);
                    from = at + needle.len();
                }
                None => break,
            }
        }
        found
    }

    /// The byte offset of the `n`-th occurrence (from 1) of `needle` outside comments from
    /// `from` on.
    pub fn find_nth(&self, from: usize, needle: &str, n: usize) -> Option<usize> {
        if needle.is_empty() || n == 0 {
            return None;
        }
        let list = self.index().occurrences(self.text, needle);
        let first = list.partition_point(|&at| at < from);
        list.get(first + n - 1).copied()
    }

    /// 1-based line and column (in characters) of a byte offset of the text.
    pub fn position(&self, at: usize) -> (usize, usize) {
        self.index().position(self.text, at)
    }

    /// A problem at a byte offset of the text.
    pub fn problem_at(&self, at: usize, message: impl Into<trongtai_i18n::Text>) -> Problem {
        let (line, column) = self.position(at);
        Problem::new(self.path, line, column, message)
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
        let text = format!("{}\nab{}x", "ờ".repeat(5000), "ờ".repeat(3000));
        let src = Source::new("f.ron", &text);
        assert_eq!(src.locate(&["x"]), (2, 3003));
        assert_eq!(src.locate(&["ờ"]), (1, 1));
    }

    #[test]
    fn many_problems_in_a_large_file_are_placed_in_linear_time() {
        // 4,000 versions, each found as the n-th `from:`, in a file with 50,000 comments naming
        // the same word: each located in a moment, not by scanning the file again.
        let mut text = String::from("versions: [\n");
        for i in 0..50_000 {
            text.push_str(&format!("// from: {i}\n"));
        }
        for i in 0..4_000 {
            text.push_str(&format!("(from: \"{i}\"),\n"));
        }
        let src = Source::new("f.ron", &text);
        let started = std::time::Instant::now();
        for i in 0..4_000 {
            assert_eq!(
                src.find_nth(0, "from:", i + 1).map(|at| src.position(at).0),
                Some(50_002 + i)
            );
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(10),
            "{:?}",
            started.elapsed()
        );
    }
}
