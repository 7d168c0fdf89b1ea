//! Reading a stream line by line with a limit on the length of a line, so that a stream without
//! line breaks (`/dev/zero`, a file of one gigabyte) never makes memory grow: the archive
//! readers and `moves --batch` read through it.

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
}

impl<R: BufRead> LineReader<R> {
    /// A reader of `input` that keeps lines of at most `max` bytes.
    pub fn new(input: R, max: usize) -> Self {
        Self {
            input,
            max,
            skip_rest: false,
            number: 0,
        }
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
                break;
            }
            any = true;
            // The line break sought a word at a time (`memchr`), not byte by byte: it showed in
            // the profile of archive reading.
            let (len, done) = match memchr::memchr(b'\n', chunk) {
                Some(i) => (i + 1, true),
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
            match memchr::memchr(b'\n', chunk) {
                Some(i) => {
                    self.input.consume(i + 1);
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
}
