//! Reading a stream line by line with a limit on the length of a line, so that a stream without
//! line breaks (`/dev/zero`, a file of one gigabyte) never makes memory grow: the archive
//! readers and `moves --batch` read through it.
//!
//! A line ends at a line feed (`\n`, also of `\r\n`) or at a carriage return alone (`\r`, as
//! old Mac files end their lines): a file with CR-only line ends is read line by line too, not
//! as one overlong line.

use std::io::BufRead;

/// What reading a line gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    /// A line, in the buffer, with its line break if it had one.
    Text,
    /// A line longer than the limit: reported as soon as the limit is passed, with nothing kept;
    /// the rest of it is read and dropped by the next call.
    TooLong,
    /// The end of the input.
    End,
}

/// Reads lines of at most `max` bytes from a buffered stream.
#[derive(Debug)]
pub struct LineReader<R> {
    input: R,
    max: usize,
    skip_rest: bool,
    number: usize,
    /// The last line ended with a carriage return at the end of a chunk: a line feed that
    /// comes next belongs to it (`\r\n` split between two reads).
    after_cr: bool,
}

impl<R: BufRead> LineReader<R> {
    /// A reader of `input` that keeps lines of at most `max` bytes.
    pub fn new(input: R, max: usize) -> Self {
        Self {
            input,
            max,
            skip_rest: false,
            number: 0,
            after_cr: false,
        }
    }

    /// The same reader, its lines numbered after `lines` lines read elsewhere (a part of a file
    /// read apart from the lines before it).
    #[must_use]
    pub fn after_lines(mut self, lines: usize) -> Self {
        self.number = lines;
        self
    }

    /// The number of the last line read (a line too long counts), from 1.
    pub fn number(&self) -> usize {
        self.number
    }

    /// Reads the next line into `buf` (cleared first).
    ///
    /// # Errors
    ///
    /// When the stream cannot be read.
    pub fn read(&mut self, buf: &mut Vec<u8>) -> std::io::Result<Line> {
        buf.clear();
        if std::mem::take(&mut self.skip_rest) && !self.skip_line()? {
            return Ok(Line::End);
        }
        let mut any = false;
        loop {
            let chunk = match self.input.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if chunk.is_empty() {
                self.after_cr = false;
                break;
            }
            if std::mem::take(&mut self.after_cr) && chunk.first() == Some(&b'\n') {
                self.input.consume(1);
                continue;
            }
            any = true;
            // The line break sought a word at a time (`memchr`), not byte by byte: it showed in
            // the profile of archive reading.
            let (len, done) = match line_end(chunk) {
                Some((len, cr_at_end)) => {
                    self.after_cr = cr_at_end;
                    (len, true)
                }
                None => (chunk.len(), false),
            };
            if buf.len() + len > self.max {
                self.input.consume(len);
                buf.clear();
                self.skip_rest = !done;
                self.number += 1;
                return Ok(Line::TooLong);
            }
            buf.extend_from_slice(&chunk[..len]);
            self.input.consume(len);
            if done {
                break;
            }
        }
        if !any {
            return Ok(Line::End);
        }
        self.number += 1;
        Ok(Line::Text)
    }

    /// Drops the rest of an over-long line; false if the input ended first.
    fn skip_line(&mut self) -> std::io::Result<bool> {
        loop {
            let chunk = match self.input.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if chunk.is_empty() {
                return Ok(false);
            }
            match line_end(chunk) {
                Some((len, cr_at_end)) => {
                    self.after_cr = cr_at_end;
                    self.input.consume(len);
                    return Ok(true);
                }
                None => {
                    let len = chunk.len();
                    self.input.consume(len);
                }
            }
        }
    }
}

/// Where the first line of `chunk` ends: its length with its line break (`\n`, `\r\n` or `\r`
/// alone), and whether it ended with a `\r` at the very end of the chunk (a `\n` may follow in
/// the next one); `None` if the chunk holds no line break.
fn line_end(chunk: &[u8]) -> Option<(usize, bool)> {
    let i = memchr::memchr2(b'\n', b'\r', chunk)?;
    if chunk[i] == b'\n' {
        return Some((i + 1, false));
    }
    match chunk.get(i + 1) {
        Some(b'\n') => Some((i + 2, false)),
        Some(_) => Some((i + 1, false)),
        None => Some((i + 1, true)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn long_lines_are_reported_and_skipped_without_being_kept() {
        let input = "ab\n"
            .as_bytes()
            .chain(std::io::repeat(b'x').take(100_000))
            .chain("\ncd".as_bytes());
        let mut lines = LineReader::new(std::io::BufReader::with_capacity(64, input), 1000);
        let mut buf = Vec::new();
        assert_eq!(lines.read(&mut buf).ok(), Some(Line::Text));
        assert_eq!(buf, b"ab\n");
        assert_eq!(lines.read(&mut buf).ok(), Some(Line::TooLong));
        assert!(buf.capacity() <= 1064);
        assert_eq!(lines.number(), 2);
        assert_eq!(lines.read(&mut buf).ok(), Some(Line::Text));
        assert_eq!((buf.as_slice(), lines.number()), (&b"cd"[..], 3));
        assert_eq!(lines.read(&mut buf).ok(), Some(Line::End));
    }

    #[test]
    fn carriage_returns_alone_end_lines_and_crlf_split_between_reads_is_one_end() {
        let input = "ab\r\nc\rd\ne\rf".as_bytes();
        // Chunks of 3 bytes: `ab\r` is the first, and its `\n` comes in the next.
        let mut lines = LineReader::new(std::io::BufReader::with_capacity(3, input), 10);
        let mut buf = Vec::new();
        let mut got = Vec::new();
        while lines.read(&mut buf).ok() == Some(Line::Text) {
            got.push(String::from_utf8_lossy(&buf).into_owned());
        }
        assert_eq!(got, ["ab\r", "c\r", "d\n", "e\r", "f"]);
        assert_eq!(lines.number(), 5);
        // Two megabytes of lines ended by `\r` alone are as many lines, none too long.
        let many = "1. e4 e5\r".repeat(200_000);
        let mut lines = LineReader::new(many.as_bytes(), 1 << 20);
        let mut count = 0;
        while lines.read(&mut buf).ok() == Some(Line::Text) {
            count += 1;
        }
        assert_eq!(count, 200_000);
    }
}
