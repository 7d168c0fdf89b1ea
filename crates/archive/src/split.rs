//! Cutting a large archive file into parts that are read apart (on other cores, other
//! machines) and give, together, exactly the games and messages the whole file gives.
//!
//! A part is a byte range that starts where a game starts. In JSON lines that is any line. In
//! PGN it is a line with a tag pair (`[Name "`) that follows a blank line, the last non-blank
//! line before which is neither a tag pair nor a `%` escape line: there the PGN reader starts a
//! new game whatever it was doing (after movetext, after an unclosed comment or variation, after
//! tags and a blank line, while skipping a broken game; see [`trongtai_notation::PgnReader`]).
//! A part whose start finds no such line before the end of the file is merged into the one
//! before. A compressed file is one part: its bytes cannot be entered in the middle.
//!
//! The games of a part are numbered from 1 and its lines after `lines_before`, the count of
//! line ends before its start ([`count_lines`]), so that an error names the line of the whole
//! file; the caller adds the games of the parts before to a game's number.

use std::fs::File;
use std::io::{BufRead, BufReader, Read, Seek, SeekFrom};
use std::path::Path;

use trongtai_notation::pgn::tag_line_name;

use crate::read::{detect, Compression, Format};

/// The longest line looked at whole while looking for a cut (1 MiB, as the PGN reader's): a
/// longer one is passed over as a line that is neither blank nor a tag pair.
const MAX_LOOK: usize = 1 << 20;

/// The byte ranges `(start, end)` of the parts of `path`, each about `part_bytes` long (the
/// last may be shorter, a part longer where games are long), covering the file in order.
///
/// # Errors
///
/// When the file cannot be opened or read.
pub fn cuts(path: &Path, part_bytes: u64) -> std::io::Result<Vec<(u64, u64)>> {
    let mut file = File::open(path)?;
    let len = file.metadata()?.len();
    let mut head = vec![0u8; 512];
    let n = file.read(&mut head)?;
    head.truncate(n);
    let part_bytes = part_bytes.max(1);
    if Compression::sniff(&head) != Compression::None || len <= part_bytes {
        return Ok(vec![(0, len)]);
    }
    let format = detect(path, &head);
    let mut starts = vec![0u64];
    let mut at = part_bytes;
    while at < len {
        match next_start(&mut file, at, format)? {
            Some(start) if start < len => {
                starts.push(start);
                at = start.saturating_add(part_bytes);
            }
            _ => break,
        }
    }
    let mut parts: Vec<(u64, u64)> = starts.windows(2).map(|w| (w[0], w[1])).collect();
    parts.push((starts.last().copied().unwrap_or(0), len));
    Ok(parts)
}

/// The first place at or after `from` where a game starts, if any before the end of the file.
fn next_start(file: &mut File, from: u64, format: Format) -> std::io::Result<Option<u64>> {
    // From the byte before: a line that starts at `from` is seen whole.
    let back = from.saturating_sub(1);
    file.seek(SeekFrom::Start(back))?;
    let mut reader = BufReader::with_capacity(1 << 16, &mut *file);
    let mut pos = back;
    // The first line is partial (or the line end just before `from`): passed over.
    pos += skip_line(&mut reader)?.0;
    // What the last non-blank line was (`None` until a whole one is seen), and whether the
    // line just before was blank.
    let mut last_is_movetext: Option<bool> = None;
    let mut blank_before = false;
    let mut line = Vec::new();
    loop {
        if format == Format::JsonLines {
            return Ok(Some(pos).filter(|_| !reader.fill_buf().map(<[u8]>::is_empty).unwrap_or(true)));
        }
        let start = pos;
        let (n, whole) = read_line(&mut reader, &mut line)?;
        if n == 0 {
            return Ok(None);
        }
        pos += n;
        let text = String::from_utf8_lossy(&line);
        let blank = whole && text.trim().is_empty();
        let tag = whole && tag_line_name(&text).is_some();
        if tag && blank_before && last_is_movetext == Some(true) {
            return Ok(Some(start));
        }
        if !blank {
            let first = text.trim_start().as_bytes().first().copied();
            last_is_movetext = Some(!matches!(first, Some(b'[' | b'%')));
        }
        blank_before = blank;
    }
}

/// Reads one line into `line` (without its end, at most [`MAX_LOOK`] bytes kept): the bytes it
/// took and whether it was kept whole.
fn read_line(reader: &mut impl BufRead, line: &mut Vec<u8>) -> std::io::Result<(u64, bool)> {
    line.clear();
    let mut taken = 0u64;
    let mut whole = true;
    loop {
        let chunk = reader.fill_buf()?;
        if chunk.is_empty() {
            return Ok((taken, whole));
        }
        let (k, end) = match chunk.iter().position(|b| *b == b'\n') {
            Some(k) => (k, true),
            None => (chunk.len(), false),
        };
        if line.len() + k <= MAX_LOOK {
            line.extend_from_slice(&chunk[..k]);
        } else {
            whole = false;
        }
        let used = k + usize::from(end);
        reader.consume(used);
        taken += used as u64;
        if end {
            if line.last() == Some(&b'\r') {
                line.pop();
            }
            return Ok((taken, whole));
        }
    }
}

/// Passes over the rest of a line: the bytes it took.
fn skip_line(reader: &mut impl BufRead) -> std::io::Result<(u64, bool)> {
    let mut taken = 0u64;
    loop {
        let chunk = reader.fill_buf()?;
        if chunk.is_empty() {
            return Ok((taken, false));
        }
        match chunk.iter().position(|b| *b == b'\n') {
            Some(k) => {
                reader.consume(k + 1);
                return Ok((taken + k as u64 + 1, true));
            }
            None => {
                let n = chunk.len();
                reader.consume(n);
                taken += n as u64;
            }
        }
    }
}

/// The number of line ends (`\n`) in the bytes `start..end` of `path`: the lines before a part
/// are those of the parts before it.
///
/// # Errors
///
/// When the file cannot be opened or read.
pub fn count_lines(path: &Path, start: u64, end: u64) -> std::io::Result<u64> {
    let mut file = File::open(path)?;
    file.seek(SeekFrom::Start(start))?;
    let mut reader = file.take(end.saturating_sub(start));
    let mut buf = vec![0u8; 1 << 16];
    let mut count = 0u64;
    loop {
        let n = reader.read(&mut buf)?;
        if n == 0 {
            return Ok(count);
        }
        count += buf[..n].iter().filter(|b| **b == b'\n').count() as u64;
    }
}
