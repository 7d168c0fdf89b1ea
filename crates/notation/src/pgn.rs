//! PGN: reading games one at a time from a stream, and writing them back.
//!
//! The reader is a small tokenizer of the PGN Standard (1994): tag pairs (section 8.1), move
//! numbers, move texts, comments in braces and to the end of a line, recursive annotation
//! variations (skipped, with what they contain), numeric annotation glyphs and the suffixes
//! `!`, `?`, `!!`, `??`, `!?`, `?!` (kept as NAGs 1–6) and evaluation glyphs written as text
//! (`+-`, `=`, `±`, kept as their NAGs), game termination markers, and `%` escape lines. It does
//! not judge the moves: a move is any other token, read later by a [`crate::Notation`] (SAN for
//! chess, ICCS coordinates or a file-relative notation for xiangqi). A game ends at its termination marker, or where the next game's tags begin (the
//! ICCS xiangqi files have no results), or at the end of the input.
//!
//! The reader holds one line and one game at a time: memory does not grow with the file.

use std::io::BufRead;

use trongtai_i18n::{msg, Message, Text};

use crate::error::{PgnError, ReadError};
use crate::lines::{Line, LineReader};

/// The tags of the Seven Tag Roster, in export order (PGN 8.1.1).
pub const SEVEN_TAG_ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Marks of a capture en passant written apart from the move (`exd6 e.p.`), skipped.
const EN_PASSANT_MARKS: [&str; 2] = ["e.p.", "ep"];

/// The results a PGN game may end with.
pub const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// A game of a PGN file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PgnGame {
    /// Tag pairs, in file order.
    pub tags: Vec<(String, String)>,
    /// Comments before the first move.
    pub comments: Vec<String>,
    /// The moves of the main line.
    pub moves: Vec<PgnMove>,
    /// The game termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`), if the movetext has one.
    pub result: Option<String>,
}

/// A move of the main line, as written, with its annotations.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PgnMove {
    /// The move text (`Nf3`, `exd8=Q+`, `h2e2`), without suffix annotations.
    pub text: String,
    /// Numeric annotation glyphs (`$1`, or `!` read as 1).
    pub nags: Vec<u16>,
    /// Comments after the move, white space collapsed.
    pub comments: Vec<String>,
}

/// Move texts kept end to end in one string, with where each ends: a game's moves read with one
/// growing buffer instead of one `String` per move (archives are read move by move, millions of
/// them).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MoveTexts {
    text: String,
    ends: Vec<usize>,
}

impl MoveTexts {
    /// No moves.
    pub fn new() -> Self {
        Self::default()
    }

    /// No moves, with room for `moves` of `bytes` in all.
    pub fn with_capacity(moves: usize, bytes: usize) -> Self {
        MoveTexts {
            text: String::with_capacity(bytes),
            ends: Vec::with_capacity(moves),
        }
    }

    /// Appends a move text.
    pub fn push(&mut self, move_text: &str) {
        self.text.push_str(move_text);
        self.ends.push(self.text.len());
    }

    /// The number of moves.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there is no move.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The text of move `i` (from 0).
    pub fn get(&self, i: usize) -> Option<&str> {
        let end = *self.ends.get(i)?;
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        self.text.get(start..end)
    }

    /// The first move's text.
    pub fn first(&self) -> Option<&str> {
        self.get(0)
    }

    /// The texts, in order.
    pub fn iter(&self) -> MoveTextsIter<'_> {
        MoveTextsIter {
            texts: self,
            start: 0,
            next: 0,
        }
    }
}

/// The texts of a [`MoveTexts`], in order.
#[derive(Debug, Clone)]
pub struct MoveTextsIter<'a> {
    texts: &'a MoveTexts,
    start: usize,
    next: usize,
}

impl<'a> Iterator for MoveTextsIter<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let end = *self.texts.ends.get(self.next)?;
        let text = self.texts.text.get(self.start..end);
        self.start = end;
        self.next += 1;
        text
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.texts.ends.len() - self.next;
        (left, Some(left))
    }
}

impl ExactSizeIterator for MoveTextsIter<'_> {}

impl<'a> IntoIterator for &'a MoveTexts {
    type Item = &'a str;
    type IntoIter = MoveTextsIter<'a>;

    fn into_iter(self) -> MoveTextsIter<'a> {
        self.iter()
    }
}

impl<S: AsRef<str>> FromIterator<S> for MoveTexts {
    fn from_iter<I: IntoIterator<Item = S>>(iter: I) -> Self {
        let mut texts = MoveTexts::new();
        for t in iter {
            texts.push(t.as_ref());
        }
        texts
    }
}

/// Tag pairs kept end to end in one string, in file order: a game's tags read into one buffer
/// instead of two `String`s per tag pair (archives are read game by game, millions of them).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tags {
    /// Each tag's name, then its value, end to end.
    text: String,
    /// For each tag pair: where its name ends and where its value ends in `text` (its name
    /// starts where the pair before ends).
    ends: Vec<(usize, usize)>,
    /// A bit per name, by [`name_bit`]: a name whose bit is not set is not there, and is
    /// compared with none (a game's dozen tags are each looked for among the ones before).
    names: u64,
}

/// The bit of a tag name in [`Tags::names`], from its length and its first and last bytes.
#[inline]
fn name_bit(name: &[u8]) -> u64 {
    let (first, last) = (name.first().copied().unwrap_or(0), name.last().copied().unwrap_or(0));
    1 << ((name.len() * 7 + usize::from(first) * 3 + usize::from(last)) & 63)
}

impl Tags {
    /// No tag pairs.
    pub fn new() -> Self {
        Self::default()
    }

    /// No tag pairs, with room for `tags` of `bytes` in all.
    pub fn with_capacity(tags: usize, bytes: usize) -> Self {
        Tags {
            text: String::with_capacity(bytes),
            ends: Vec::with_capacity(tags),
            names: 0,
        }
    }

    /// Appends a tag pair (a name already there is appended again; [`Tags::get`] gives the first).
    pub fn push(&mut self, name: &str, value: &str) {
        self.names |= name_bit(name.as_bytes());
        self.text.push_str(name);
        let name_end = self.text.len();
        self.text.push_str(value);
        self.ends.push((name_end, self.text.len()));
    }

    /// The number of tag pairs.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there is no tag pair.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The value of the first tag pair named `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        if self.names & name_bit(name.as_bytes()) == 0 {
            return None;
        }
        self.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// The name of the first tag pair (most often `Event`, which starts a game in export form).
    pub fn first_name(&self) -> Option<&str> {
        let &(name_end, _) = self.ends.first()?;
        self.text.get(..name_end)
    }

    /// Whether a tag pair is named `name`.
    pub fn contains(&self, name: &str) -> bool {
        // The names only, compared as bytes (as `iter` would give them, without the values).
        let text = self.text.as_bytes();
        let name = name.as_bytes();
        if self.names & name_bit(name) == 0 {
            return false;
        }
        let mut start = 0;
        for &(name_end, value_end) in &self.ends {
            if text.get(start..name_end) == Some(name) {
                return true;
            }
            start = value_end;
        }
        false
    }

    /// The tag pairs (name, value), in file order.
    pub fn iter(&self) -> TagsIter<'_> {
        TagsIter {
            tags: self,
            start: 0,
            next: 0,
        }
    }
}

/// The tag pairs of a [`Tags`], in order.
#[derive(Debug, Clone)]
pub struct TagsIter<'a> {
    tags: &'a Tags,
    start: usize,
    next: usize,
}

impl<'a> Iterator for TagsIter<'a> {
    type Item = (&'a str, &'a str);

    fn next(&mut self) -> Option<(&'a str, &'a str)> {
        let (name_end, value_end) = *self.tags.ends.get(self.next)?;
        let text = &self.tags.text;
        let pair = (text.get(self.start..name_end)?, text.get(name_end..value_end)?);
        self.start = value_end;
        self.next += 1;
        Some(pair)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.tags.ends.len() - self.next;
        (left, Some(left))
    }
}

impl<'a> IntoIterator for &'a Tags {
    type Item = (&'a str, &'a str);
    type IntoIter = TagsIter<'a>;

    fn into_iter(self) -> TagsIter<'a> {
        self.iter()
    }
}

impl<N: AsRef<str>, V: AsRef<str>> FromIterator<(N, V)> for Tags {
    fn from_iter<I: IntoIterator<Item = (N, V)>>(iter: I) -> Self {
        let mut tags = Tags::new();
        for (n, v) in iter {
            tags.push(n.as_ref(), v.as_ref());
        }
        tags
    }
}

/// A game of a PGN file as the reader keeps it: the same content as a [`PgnGame`], the move texts
/// in one [`MoveTexts`] and the annotations of the moves apart, indexed by move. What
/// [`PgnReader::next_record`] gives, for readers that only walk the moves; [`PgnGame::from`]
/// turns it into the owned model.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PgnRecord {
    /// Tag pairs, in file order, in one buffer.
    pub tags: Tags,
    /// Comments before the first move.
    pub comments: Vec<String>,
    /// The move texts of the main line, without suffix annotations.
    pub moves: MoveTexts,
    /// The numeric annotation glyphs of the moves: the index of the move (from 0) and the NAG,
    /// in file order.
    pub nags: Vec<(usize, u16)>,
    /// The comments after moves: the index of the move (from 0) and the comment, in file order.
    pub move_comments: Vec<(usize, String)>,
    /// The game termination marker, if the movetext has one.
    pub result: Option<String>,
}

impl PgnRecord {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.get(name)
    }
}

impl From<PgnRecord> for PgnGame {
    fn from(r: PgnRecord) -> Self {
        let mut moves: Vec<PgnMove> = r
            .moves
            .iter()
            .map(|text| PgnMove {
                text: text.to_owned(),
                ..PgnMove::default()
            })
            .collect();
        for (i, nag) in r.nags {
            if let Some(m) = moves.get_mut(i) {
                m.nags.push(nag);
            }
        }
        for (i, comment) in r.move_comments {
            if let Some(m) = moves.get_mut(i) {
                m.comments.push(comment);
            }
        }
        PgnGame {
            tags: r.tags.iter().map(|(n, v)| (n.to_owned(), v.to_owned())).collect(),
            comments: r.comments,
            moves,
            result: r.result,
        }
    }
}

impl PgnGame {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing its value or appending it.
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value,
            None => self.tags.push((name.to_owned(), value)),
        }
    }

    /// The move texts of the main line.
    pub fn move_texts(&self) -> Vec<&str> {
        self.moves.iter().map(|m| m.text.as_str()).collect()
    }

    /// Writes the game in PGN export form: the Seven Tag Roster first (those tags the game has),
    /// then the other tags in their order, a blank line, the movetext wrapped at 80 columns,
    /// ending with the result (`*` if unknown), and a blank line.
    ///
    /// Move numbers start at `first_move` (the full-move number of the start position);
    /// `black_first` says the side that moves second is to move there (`12...`).
    pub fn to_pgn(&self, first_move: u32, black_first: bool) -> String {
        let mut out = String::new();
        let mut tags: Vec<&(String, String)> = Vec::with_capacity(self.tags.len());
        for name in SEVEN_TAG_ROSTER {
            tags.extend(self.tags.iter().filter(|(n, _)| n == name));
        }
        tags.extend(
            self.tags
                .iter()
                .filter(|(n, _)| !SEVEN_TAG_ROSTER.contains(&n.as_str())),
        );
        for (name, value) in tags {
            let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
            out.push_str(&format!("[{name} \"{escaped}\"]\n"));
        }
        out.push('\n');
        let mut words: Vec<String> = Vec::new();
        let comment_words = |words: &mut Vec<String>, comment: &str| {
            let text = comment.replace('}', ")");
            let mut parts: Vec<String> = text.split_whitespace().map(str::to_owned).collect();
            match parts.len() {
                0 => words.push("{}".to_owned()),
                _ => {
                    parts[0] = format!("{{{}", parts[0]);
                    if let Some(last) = parts.last_mut() {
                        last.push('}');
                    }
                    words.extend(parts);
                }
            }
        };
        for c in &self.comments {
            comment_words(&mut words, c);
        }
        let mut number = first_move;
        let mut black = black_first;
        let mut need_number = true;
        for m in &self.moves {
            if !black {
                words.push(format!("{number}."));
            } else if need_number {
                words.push(format!("{number}..."));
            }
            words.push(m.text.clone());
            need_number = false;
            for nag in &m.nags {
                words.push(format!("${nag}"));
            }
            for c in &m.comments {
                comment_words(&mut words, c);
                need_number = true;
            }
            if black {
                number += 1;
            }
            black = !black;
        }
        words.push(self.result.clone().unwrap_or_else(|| "*".to_owned()));
        let mut line = String::new();
        for word in words {
            if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > 80 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
        }
        out.push_str(&line);
        out.push_str("\n\n");
        out
    }
}

/// Reads the games of a PGN text in memory.
///
/// # Errors
///
/// The first syntax error, with its line.
pub fn read_all(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    let mut games = Vec::new();
    for game in PgnReader::new(text.as_bytes()) {
        match game {
            Ok(g) => games.push(g),
            Err(ReadError::Pgn(e)) => return Err(e),
            Err(ReadError::Io(e)) => {
                return Err(PgnError {
                    game: games.len() + 1,
                    line: 0,
                    message: msg::PgnCannotRead {
                        why: &trongtai_i18n::io_error(&e),
                    }
                    .text(),
                })
            }
        }
    }
    Ok(games)
}

/// The longest line a PGN reader accepts, in bytes (1 MiB). A longer line (a file without line
/// breaks, `/dev/zero`) is reported as soon as the limit is passed, its game is skipped, and the
/// rest of the line is read and dropped without being kept: memory stays bounded.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// The longest game a PGN reader accepts, in bytes of its text (16 MiB, about two million moves
/// in SAN): a longer one is reported and skipped.
pub const MAX_GAME_BYTES: usize = 16 << 20;

/// The most tag pairs one game may have (1,000; a game as exported has a dozen or two): a game
/// with more is reported and skipped, so that a game of 80,000 tag pairs is not compared tag by
/// tag with all the ones before.
pub const MAX_TAGS: usize = 1_000;

/// The tags whose value changes how a game is judged: given twice with two values, the game is
/// not read (which one would be meant?). Any other tag given twice keeps its first value.
const JUDGED_TAGS: &[&str] = &["Result", "FEN", "SetUp", "Variant"];

/// Reads PGN games one at a time from a buffered stream; an iterator of games.
///
/// Every item is one game of the input, read (`Ok`) or broken (`Err`, with the game's number, the
/// line and what was expected), so the n-th item is always the n-th game. After an error the
/// reader skips the rest of the broken game and resumes at the next game's tags:
/// - an error in the tag section skips the game's remaining tag pairs and its movetext; a tag
///   pair with the name of the broken game's first tag (a second `Event`) starts the next game;
/// - an error in the movetext skips to the next line that starts with `[`;
/// - a comment `{` or a variation `(` still open when a line starts with a tag pair
///   (`[Name "`) ends its game there as broken, and that line starts the next game;
/// - a game with tag pairs and no movetext is broken where the next game's tags start (a tag
///   pair named as its first, or tags after a blank line).
///
/// A tag name given twice in one game (two `[Annotator]`) is no new game: the first value is
/// kept, unless the tag is one the game is judged by (`Result`, `FEN`, `SetUp`, `Variant`) and
/// the two values differ, which breaks the game.
///
/// Lines are limited to [`MAX_LINE_BYTES`], games to [`MAX_GAME_BYTES`] and [`MAX_TAGS`] tag
/// pairs.
#[derive(Debug)]
pub struct PgnReader<R> {
    input: LineReader<R>,
    bytes: Vec<u8>,
    line: String,
    cursor: usize,
    line_number: usize,
    eof: bool,
    game: PgnRecord,
    /// The value of the tag pair being read, unescaped (kept from tag to tag).
    value: String,
    /// Games yielded so far, read or broken.
    yielded: usize,
    /// Bytes of the game being read.
    game_bytes: usize,
    /// Whether the game being read has movetext (then a tag pair starts the next game).
    in_movetext: bool,
    /// Whether the game being read has anything at all.
    started: bool,
    /// Whether a blank line followed the tag pairs of the game being read.
    blank_after_tags: bool,
    /// The text of an open comment, and the line it opened on.
    comment: Option<(String, usize)>,
    /// Nesting depth of variations.
    depth: usize,
    /// The line the outermost open variation opened on.
    variation_line: usize,
    /// How to skip the rest of a broken game.
    resync: Resync,
    /// Whether comments are kept in the games read ([`PgnReader::without_comments`]: not).
    keep_comments: bool,
}

/// How the reader skips the rest of a broken game.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Resync {
    /// Not skipping.
    No,
    /// Skipping the broken game's tag pairs (the name of its first is kept: seen again, it starts
    /// the next game), then its movetext.
    Tags(String),
    /// Skipping to the next line that starts with `[`.
    Header,
}

/// The length in bytes of the tag name `text` starts with: its leading run of alphanumeric
/// characters and `_`. ASCII bytes are classed as they are; from the first byte that is not
/// ASCII on, characters are decoded (`char::is_alphanumeric` is Unicode's).
fn tag_name_len(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if NAME_BYTE[usize::from(b)] {
            i += 1;
        } else if b.is_ascii() {
            return i;
        } else {
            // `i` follows ASCII bytes only, so it is a character boundary.
            let rest = text.get(i..).unwrap_or("");
            return i + rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
        }
    }
    i
}

/// `s` without its leading white space, as `str::trim_start` gives it; that decodes
/// characters, so it is called only when `s` does not start with a visible ASCII character
/// (which is no white space): most tag lines and their parts start with one.
#[inline]
fn trim_start(s: &str) -> &str {
    match s.as_bytes().first() {
        Some(b) if b.is_ascii_graphic() => s,
        None => s,
        Some(_) => s.trim_start(),
    }
}

/// The ASCII bytes of a tag name: letters, digits and `_` (one lookup a byte).
static NAME_BYTE: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = (b as u8).is_ascii_alphanumeric() || b == b'_' as usize;
        b += 1;
    }
    table
};

/// The name of the tag pair a line starts with (`[Name "`), if it starts with one. Such a line
/// after a line of movetext starts the next game, whatever is open (see [`PgnReader`]): where an
/// archive may be cut into parts read apart.
pub fn tag_line_name(line: &str) -> Option<&str> {
    let rest = trim_start(trim_start(line).strip_prefix('[')?);
    let len = tag_name_len(rest);
    if len == 0 {
        return None;
    }
    trim_start(&rest[len..]).starts_with('"').then(|| &rest[..len])
}

impl<R: BufRead> PgnReader<R> {
    /// A reader of the PGN text of `input`.
    pub fn new(input: R) -> Self {
        Self {
            input: LineReader::new(input, MAX_LINE_BYTES),
            bytes: Vec::new(),
            line: String::new(),
            cursor: 0,
            line_number: 0,
            eof: false,
            game: PgnRecord::default(),
            value: String::new(),
            yielded: 0,
            game_bytes: 0,
            in_movetext: false,
            started: false,
            blank_after_tags: false,
            comment: None,
            depth: 0,
            variation_line: 0,
            resync: Resync::No,
            keep_comments: true,
        }
    }

    /// The reader, its games read without their comments (`comments` and `move_comments` stay
    /// empty): for a reader that wants the moves and tags only, such as an archive's
    /// adjudication, a comment is passed over without its text being copied. Everything else
    /// (the games, their errors, where each ends) is read as before.
    #[must_use]
    pub fn without_comments(mut self) -> Self {
        self.keep_comments = false;
        self
    }

    /// The reader, its lines numbered as if `lines` lines came before its input: for a part of a
    /// file cut at a game's first line (`trongtai_archive::split`), whose errors then name the
    /// lines of the whole file.
    #[must_use]
    pub fn after_lines(mut self, lines: usize) -> Self {
        self.line_number = lines;
        self
    }

    /// Whether the input has been read to its end (the game yielded last, if any, ended there).
    pub fn exhausted(&self) -> bool {
        self.eof
    }

    /// The number of the line last read, from 1.
    pub fn line_number(&self) -> usize {
        self.line_number
    }

    /// Reads the next line into `self.line`.
    fn next_line(&mut self) -> Result<Line, std::io::Error> {
        match self.input.read(&mut self.bytes)? {
            Line::End => {
                self.eof = true;
                self.line.clear();
                self.cursor = 0;
                return Ok(Line::End);
            }
            Line::TooLong => {
                self.line_number += 1;
                self.line.clear();
                self.cursor = 0;
                return Ok(Line::TooLong);
            }
            Line::Text => {}
        }
        self.line_number += 1;
        // The line's bytes become the line (no copy), and the last line's buffer is kept for the
        // next: no allocation for a line in UTF-8.
        let read = self.bytes.len();
        let mut spare = std::mem::take(&mut self.line).into_bytes();
        spare.clear();
        match String::from_utf8(std::mem::replace(&mut self.bytes, spare)) {
            Ok(text) => self.line = text,
            Err(e) => {
                self.line = String::from_utf8_lossy(e.as_bytes()).into_owned();
                self.bytes = e.into_bytes();
            }
        }
        if self.line_number == 1 && self.line.starts_with('\u{feff}') {
            self.line.drain(..'\u{feff}'.len_utf8());
        }
        self.cursor = 0;
        if self.resync == Resync::No {
            self.game_bytes += read;
        }
        Ok(Line::Text)
    }

    fn reset(&mut self) -> PgnRecord {
        self.in_movetext = false;
        self.started = false;
        self.blank_after_tags = false;
        self.comment = None;
        self.depth = 0;
        self.game_bytes = 0;
        // Room for the moves of a game of usual length (128 plies of 4 bytes): the move texts
        // are not grown again and again while the first moves are read.
        // Likewise the tag pairs: a dozen of 256 bytes in all.
        let next = PgnRecord {
            moves: MoveTexts::with_capacity(128, 512),
            tags: Tags::with_capacity(12, 256),
            ..PgnRecord::default()
        };
        std::mem::replace(&mut self.game, next)
    }

    fn broken(&mut self, line: usize, message: impl Into<Text>) -> ReadError {
        self.yielded += 1;
        ReadError::Pgn(PgnError {
            game: self.yielded,
            line,
            message: message.into(),
        })
    }

    /// An error on the current line: the broken game is dropped and the reader skips to the
    /// next game's tags.
    fn error(&mut self, message: impl Into<Text>) -> ReadError {
        self.error_skipping(message, None)
    }

    /// An error in a tag pair named `tag` (if it has a readable name).
    fn error_skipping(&mut self, message: impl Into<Text>, tag: Option<String>) -> ReadError {
        // A tag line cut short (no `]` at its end) is a truncated game: what follows is the
        // next game. A complete but malformed one is followed by the rest of its own game.
        let truncated = tag.is_some() && !self.line.trim_end().ends_with(']');
        self.resync = if self.in_movetext || truncated || (!self.started && tag.is_none()) {
            Resync::Header
        } else {
            let first = self.game.tags.first_name().map(str::to_owned);
            Resync::Tags(first.or(tag).unwrap_or_default())
        };
        self.reset();
        self.cursor = self.line.len();
        let line = self.line_number;
        self.broken(line, message)
    }

    /// The game being read is broken at `line`; the current line starts the next game.
    fn error_here(&mut self, line: usize, message: impl Into<Text>) -> ReadError {
        self.resync = Resync::No;
        self.reset();
        self.cursor = 0;
        self.broken(line, message)
    }

    fn finish(&mut self) -> PgnRecord {
        self.yielded += 1;
        self.reset()
    }

    /// Looks at a new line before its tokens: skips it while resynchronising, and ends a game
    /// that the line's tag pair shows to be broken (an open comment or variation, no movetext).
    fn at_line_start(&mut self) -> Option<ReadError> {
        // The tag's name, as where it lies in the line (not copied: most lines are read once).
        let tag = tag_line_name(&self.line).map(|name| {
            let start = name.as_ptr() as usize - self.line.as_ptr() as usize;
            start..start + name.len()
        });
        match &mut self.resync {
            Resync::No => {}
            Resync::Tags(first) => match tag.clone().map(|r| &self.line[r]) {
                Some(name) if name == first.as_str() => self.resync = Resync::No,
                Some(_) => {
                    self.cursor = self.line.len();
                    return None;
                }
                None => {
                    if !trim_start(&self.line).starts_with('[') {
                        self.resync = Resync::Header;
                    }
                    self.cursor = self.line.len();
                    return None;
                }
            },
            Resync::Header => {
                if trim_start(&self.line).starts_with('[') {
                    self.resync = Resync::No;
                } else {
                    self.cursor = self.line.len();
                    return None;
                }
            }
        }
        let here = self.line_number;
        if let Some(name) = tag {
            let name = &self.line[name];
            if let Some((_, opened)) = &self.comment {
                let opened = *opened;
                return Some(self.error_here(opened, msg::PgnCommentOpen { line: here as u64 }));
            }
            if self.depth > 0 {
                let opened = self.variation_line;
                return Some(self.error_here(opened, msg::PgnVariationOpen { line: here as u64 }));
            }
            if self.started && !self.in_movetext && (self.blank_after_tags || self.game.tags.first_name() == Some(name))
            {
                return Some(self.error_here(here, msg::PgnNoMovetext { line: here as u64 }));
            }
        }
        if self.comment.is_none() {
            if self.line.starts_with('%') {
                self.cursor = self.line.len();
            } else if self.started && !self.in_movetext && self.line.trim().is_empty() {
                self.blank_after_tags = true;
            }
        }
        if self.resync == Resync::No && self.started && self.game_bytes > MAX_GAME_BYTES {
            return Some(self.error(msg::PgnGameTooLong {
                max: MAX_GAME_BYTES as u64,
                line: here as u64,
            }));
        }
        None
    }

    /// At the end of the input: the last game, if any, or why it is broken.
    fn at_end(&mut self) -> Option<Result<PgnRecord, ReadError>> {
        if let Some((_, line)) = self.comment {
            return Some(Err(self.error_here(line, msg::PgnCommentOpenAtEnd)));
        }
        if self.depth > 0 {
            let line = self.variation_line;
            return Some(Err(self.error_here(line, msg::PgnVariationOpenAtEnd)));
        }
        if self.started && !self.in_movetext && !self.game.tags.is_empty() {
            let line = self.line_number;
            return Some(Err(self.error_here(line, msg::PgnNoMovetextAtEnd)));
        }
        if self.started {
            return Some(Ok(self.finish()));
        }
        None
    }

    fn add_comment(&mut self, text: &str) {
        if self.depth > 0 {
            return;
        }
        self.started = true;
        if !self.keep_comments {
            return;
        }
        let mut collapsed = String::with_capacity(text.len());
        for word in text.split_whitespace() {
            if !collapsed.is_empty() {
                collapsed.push(' ');
            }
            collapsed.push_str(word);
        }
        match self.game.moves.len().checked_sub(1) {
            Some(last) => self.game.move_comments.push((last, collapsed)),
            None => self.game.comments.push(collapsed),
        }
    }

    fn add_nag(&mut self, nag: u16) {
        if self.depth > 0 {
            return;
        }
        if let Some(last) = self.game.moves.len().checked_sub(1) {
            self.game.nags.push((last, nag));
        }
    }

    /// Reads one tag pair starting at the cursor (on `[`).
    fn tag_pair(&mut self) -> Result<(), (Text, Option<String>)> {
        let rest = &self.line[self.cursor + 1..];
        let trimmed = trim_start(rest);
        let name_len = tag_name_len(trimmed);
        if name_len == 0 {
            return Err((msg::PgnTagNoName.text(), None));
        }
        // The name and value are kept where they lie (the name in the line, the value in the
        // reader's buffer) and copied once into the game's tags; a `String` only for an error.
        let name = &trimmed[..name_len];
        if self.game.tags.len() >= MAX_TAGS {
            return Err((
                msg::PgnTooManyTags { max: MAX_TAGS as u64 }.text(),
                Some(name.to_owned()),
            ));
        }
        let after_name = trim_start(&trimmed[name_len..]);
        let Some(body) = after_name.strip_prefix('"') else {
            return Err((msg::PgnTagNoValue { name }.text(), Some(name.to_owned())));
        };
        let value = &mut self.value;
        value.clear();
        // Runs of plain characters copied at once: `\\` and `"` are ASCII, so where one is
        // found is a character boundary; after `\\` the next character (whatever it is) is kept.
        let mut end = None;
        let mut from = 0;
        while let Some(run) = body
            .as_bytes()
            .get(from..)
            .and_then(|rest| rest.iter().position(|&b| b == b'\\' || b == b'"'))
        {
            let at = from + run;
            value.push_str(body.get(from..at).unwrap_or(""));
            if body.as_bytes().get(at) == Some(&b'"') {
                end = Some(at + 1);
                break;
            }
            let mut escaped = body.get(at + 1..).unwrap_or("").chars();
            match escaped.next() {
                Some(n) => {
                    value.push(n);
                    from = at + 1 + n.len_utf8();
                }
                None => {
                    from = body.len();
                    break;
                }
            }
        }
        if end.is_none() {
            value.push_str(body.get(from..).unwrap_or(""));
        }
        let Some(end) = end else {
            return Err((msg::PgnTagUnclosed { name }.text(), Some(name.to_owned())));
        };
        let after_value = trim_start(&body[end..]);
        let after = match after_value.strip_prefix(']') {
            Some(after) => after,
            None => {
                // Lenient: quotes left unescaped inside the value (`[Event ""Cup" 2002"]`), when
                // the line ends the tag with `"]`.
                let line_end = body.trim_end();
                match line_end
                    .strip_suffix(']')
                    .map(str::trim_end)
                    .and_then(|v| v.strip_suffix('"'))
                {
                    Some(raw) => {
                        value.clear();
                        value.push_str(raw);
                        ""
                    }
                    None => return Err((msg::PgnTagNoBracket { name }.text(), Some(name.to_owned()))),
                }
            }
        };
        let consumed = self.line.len() - after.len();
        if let Some(first) = self.game.tags.get(name) {
            // A name given twice in one game: the first value is kept, unless the game is judged
            // by that tag and the values differ.
            if first != value.as_str() && JUDGED_TAGS.contains(&name) {
                return Err((msg::PgnTagTwice { name }.text(), Some(name.to_owned())));
            }
            self.cursor = consumed;
            self.started = true;
            return Ok(());
        }
        self.game.tags.push(name, value);
        self.cursor = consumed;
        self.started = true;
        Ok(())
    }

    /// Reads one token of movetext at the cursor (not white space, not a delimiter).
    fn token(&mut self) -> Option<PgnRecord> {
        let rest = &self.line[self.cursor..];
        let len = token_len(rest);
        let mut token = &rest[..len];
        self.cursor += token.len();
        if self.depth > 0 {
            return None;
        }
        self.started = true;
        self.in_movetext = true;
        // Most tokens are a move alone ([`plain_move`]), kept as it is.
        if plain_move(token) {
            self.game.moves.push(token);
            return None;
        }
        // The token is looked at byte by byte: the signs sought are ASCII (and `…`, compared
        // as its three bytes), and no byte of a character beyond ASCII is one of them.
        let first = token.as_bytes().first().copied();
        if matches!(first, Some(b'1' | b'0' | b'*')) && RESULTS.contains(&token) {
            self.game.result = Some(token.to_owned());
            return Some(self.finish());
        }
        // A move number, perhaps glued to its move (`1.e4`, `12...Nf6`, `5…d5`).
        let digits = token.bytes().position(|b| !b.is_ascii_digit()).unwrap_or(token.len());
        if digits > 0 {
            let after = token.get(digits..).unwrap_or_default();
            let mut dots = 0;
            loop {
                let rest = after.as_bytes().get(dots..).unwrap_or_default();
                if rest.first() == Some(&b'.') {
                    dots += 1;
                } else if rest.starts_with("…".as_bytes()) {
                    dots += "…".len();
                } else {
                    break;
                }
            }
            if dots > 0 {
                let glued = after.get(dots..).unwrap_or_default();
                if glued.is_empty() {
                    return None;
                }
                if !glued.as_bytes().first().is_some_and(u8::is_ascii_digit) {
                    // A move glued to its number (`12.Nf3`), most often a move alone.
                    if plain_move(glued) {
                        self.game.moves.push(glued);
                        return None;
                    }
                    token = glued;
                }
            } else if after.is_empty() {
                // A bare number (a move number without its dot).
                return None;
            }
        }
        if token.as_bytes().first() == Some(&b'e') && EN_PASSANT_MARKS.contains(&token) {
            // `exd6 e.p.`: the mark belongs to the move before; the move needs no mark.
            return None;
        }
        // Every glyph starts with a sign, no move with one.
        if !token.as_bytes().first().is_some_and(u8::is_ascii_alphanumeric) {
            if let Some(nag) = glyph_nag(token) {
                self.add_nag(nag);
                return None;
            }
        }
        let kept = token.len() - token.bytes().rev().take_while(|&b| b == b'!' || b == b'?').count();
        let (body, suffix) = token.split_at_checked(kept).unwrap_or((token, ""));
        if body.is_empty() {
            if let Some(nag) = suffix_nag(suffix) {
                self.add_nag(nag);
            }
            return None;
        }
        self.game.moves.push(body);
        if let Some(nag) = suffix_nag(suffix) {
            self.game.nags.push((self.game.moves.len() - 1, nag));
        }
        None
    }
}

/// Whether a token is a move alone (`Nf3`, `exd5+`): a letter first, and last a letter, a digit
/// or `+`, `#`. No result, move number, glyph or suffix annotation looks so; an en passant mark
/// may, and is left out.
#[inline]
fn plain_move(token: &str) -> bool {
    let bytes = token.as_bytes();
    match (bytes.first(), bytes.last()) {
        (Some(&a), Some(&z)) => {
            let last_fits = z.is_ascii_alphanumeric() || z == b'+' || z == b'#';
            a.is_ascii_alphabetic() && last_fits && !EN_PASSANT_MARKS.contains(&token)
        }
        _ => false,
    }
}

/// Whether `c` ends a token of movetext: white space or a delimiter.
fn ends_token(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | '[' | ']' | ';' | '$' | '"')
}

/// What a byte of movetext is to the reader, by [`BYTE_CLASS`]: part of a token,
/// [`ends_token`] as ASCII white space or as a delimiter, or not ASCII (read as characters).
const TOKEN: u8 = 0;
const SPACE: u8 = 1;
const DELIMITER: u8 = 2;
const NOT_ASCII: u8 = 3;

/// The class of every byte (see [`TOKEN`]), so that a token's end is found with one lookup per
/// byte instead of [`ends_token`]'s comparisons. The white space is that of `char::is_whitespace`
/// among ASCII characters (a test compares the two on every byte).
static BYTE_CLASS: [u8; 256] = {
    let mut table = [TOKEN; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = match b as u8 {
            b'\t' | b'\n' | 0x0b | 0x0c | b'\r' | b' ' => SPACE,
            b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';' | b'$' | b'"' => DELIMITER,
            0x80..=0xff => NOT_ASCII,
            _ => TOKEN,
        };
        b += 1;
    }
    table
};

/// The length in bytes of the token `rest` starts with (at least its first character). ASCII
/// bytes are looked at as bytes, by [`BYTE_CLASS`]; from the first other one on, as characters
/// (a non-ASCII space also ends a token).
fn token_len(rest: &str) -> usize {
    let bytes = rest.as_bytes();
    let mut len = 0;
    while let Some(&b) = bytes.get(len) {
        match BYTE_CLASS[usize::from(b)] {
            TOKEN => len += 1,
            NOT_ASCII => {
                let tail = rest.get(len..).unwrap_or_default();
                len += tail.find(ends_token).unwrap_or(tail.len());
                break;
            }
            _ => break,
        }
    }
    if len > 0 {
        return len;
    }
    len.max(rest.chars().next().map_or(1, char::len_utf8))
}

/// The number of ASCII white-space bytes `rest` starts with.
fn spaces_len(rest: &str) -> usize {
    rest.bytes()
        .take_while(|&b| BYTE_CLASS[usize::from(b)] == SPACE)
        .count()
}

/// The NAG of a suffix annotation (PGN 10).
fn suffix_nag(suffix: &str) -> Option<u16> {
    match suffix {
        "!" => Some(1),
        "?" => Some(2),
        "!!" => Some(3),
        "??" => Some(4),
        "!?" => Some(5),
        "?!" => Some(6),
        _ => None,
    }
}

/// The NAG of an evaluation glyph written as text in some files (`+-`, `=`, `±`).
fn glyph_nag(token: &str) -> Option<u16> {
    match token {
        "□" => Some(7),
        "=" => Some(10),
        "∞" => Some(13),
        "+=" | "⩲" => Some(14),
        "=+" | "⩱" => Some(15),
        "+/-" | "±" => Some(16),
        "-/+" | "∓" => Some(17),
        "+-" => Some(18),
        "-+" => Some(19),
        _ => None,
    }
}

impl<R: BufRead> Iterator for PgnReader<R> {
    type Item = Result<PgnGame, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_record().map(|r| r.map(PgnGame::from))
    }
}

impl<R: BufRead> PgnReader<R> {
    /// The next game as a [`PgnRecord`] (its move texts in one buffer), or why it is broken: the
    /// items of the iterator, before they are turned into [`PgnGame`]s.
    pub fn next_record(&mut self) -> Option<Result<PgnRecord, ReadError>> {
        loop {
            if self.cursor >= self.line.len() {
                if self.eof {
                    return None;
                }
                match self.next_line() {
                    Ok(Line::Text) => {
                        if let Some(e) = self.at_line_start() {
                            return Some(Err(e));
                        }
                        continue;
                    }
                    Ok(Line::TooLong) => {
                        if self.resync != Resync::No {
                            continue;
                        }
                        // Mark the broken game as one with movetext: skip to the next header.
                        self.in_movetext = true;
                        return Some(Err(self.error(msg::PgnLineTooLong {
                            max: MAX_LINE_BYTES as u64,
                        })));
                    }
                    Ok(Line::End) => return self.at_end(),
                    Err(e) => {
                        self.eof = true;
                        return Some(Err(ReadError::Io(e)));
                    }
                }
            }
            let rest = &self.line[self.cursor..];
            if let Some((mut text, line)) = self.comment.take() {
                // Without comments kept, the text is not gathered (`add_comment` drops it).
                let keep = self.keep_comments;
                match rest.find('}') {
                    Some(end) => {
                        if keep {
                            text.push_str(&rest[..end]);
                        }
                        self.cursor += end + 1;
                        self.add_comment(&text);
                    }
                    None => {
                        if keep {
                            text.push_str(rest);
                        }
                        self.cursor = self.line.len();
                        self.comment = Some((text, line));
                    }
                }
                continue;
            }
            // A run of ASCII white space, passed at once (as the loop would, a character at a
            // time).
            let spaces = spaces_len(rest);
            if spaces > 0 {
                self.cursor += spaces;
                // Most spaces come before a token (a move, a move number): an ASCII byte that
                // is neither white space nor a delimiter starts one, read at once (as the `match`
                // below would read it, past its other cases).
                if self
                    .line
                    .as_bytes()
                    .get(self.cursor)
                    .is_some_and(|&b| BYTE_CLASS[usize::from(b)] == TOKEN)
                {
                    if let Some(game) = self.token() {
                        return Some(Ok(game));
                    }
                }
                continue;
            }
            let Some(c) = rest.chars().next() else {
                continue;
            };
            if c.is_whitespace() {
                self.cursor += c.len_utf8();
                continue;
            }
            match c {
                '{' => {
                    self.cursor += 1;
                    self.started = true;
                    self.comment = Some((String::new(), self.line_number));
                }
                ';' => {
                    let text = if self.keep_comments {
                        rest[1..].to_owned()
                    } else {
                        String::new()
                    };
                    self.cursor = self.line.len();
                    self.add_comment(&text);
                }
                '(' => {
                    self.cursor += 1;
                    if self.depth == 0 {
                        self.variation_line = self.line_number;
                    }
                    self.depth += 1;
                    self.started = true;
                    self.in_movetext = true;
                }
                ')' => {
                    self.cursor += 1;
                    if self.depth == 0 {
                        self.in_movetext = true;
                        return Some(Err(self.error(msg::PgnCloseNoVariation)));
                    }
                    self.depth -= 1;
                }
                '$' => {
                    let digits: String = rest[1..].chars().take_while(char::is_ascii_digit).collect();
                    self.cursor += 1 + digits.len();
                    match digits.parse::<u16>() {
                        Ok(nag) => self.add_nag(nag),
                        Err(_) => {
                            self.in_movetext = true;
                            return Some(Err(self.error(msg::PgnNagNoNumber)));
                        }
                    }
                }
                '[' => {
                    if self.depth > 0 {
                        return Some(Err(self.error(msg::PgnTagInVariation)));
                    }
                    if self.in_movetext {
                        // The next game's tags: the game being read ends here.
                        return Some(Ok(self.finish()));
                    }
                    if let Err((message, name)) = self.tag_pair() {
                        return Some(Err(self.error_skipping(message, name)));
                    }
                }
                '"' | ']' | '}' => {
                    return Some(Err(self.error(msg::PgnUnexpected { char: &c.to_string() })));
                }
                _ => {
                    if let Some(game) = self.token() {
                        return Some(Ok(game));
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Read without comments, every game is what the reader keeping them gives, less its
    /// comments, and every broken game breaks at the same line with the same message: comments
    /// over several lines, after `;`, inside variations, before the first move, one left open
    /// at the next game's tags, one holding what looks like movetext, a game of one `;` comment.
    #[test]
    fn games_read_without_comments_are_the_same_games() {
        let text = "[Event \"A\"]\n[Result \"1-0\"]\n\n{Opening\n  notes} 1. e4 {best\nby test} e5 ; a line comment ( 1-0\n2. Nf3 (2. Bc4 {in a variation} Nf6) Nc6 $1 {\"quoted\" ] [x} 1-0\n\n\
[Event \"B\"]\n\n1. d4 {never closed\n[Event \"C\"]\n\n1. c4 {} c5 { 0-1 } 1/2-1/2\n\n; a game of one comment\n";
        let read = |keep: bool| -> Vec<Result<PgnRecord, String>> {
            let mut reader = PgnReader::new(text.as_bytes());
            if !keep {
                reader = reader.without_comments();
            }
            std::iter::from_fn(|| reader.next_record())
                .map(|r| r.map_err(|e| e.to_string()))
                .collect()
        };
        let kept = read(true);
        assert!(
            kept.iter()
                .flatten()
                .any(|g| !g.comments.is_empty() && !g.move_comments.is_empty()),
            "the text has comments: {kept:?}"
        );
        assert!(kept.iter().any(Result::is_err), "the text has broken games: {kept:?}");
        let stripped: Vec<Result<PgnRecord, String>> = kept
            .into_iter()
            .map(|r| {
                r.map(|mut g| {
                    g.comments.clear();
                    g.move_comments.clear();
                    g
                })
            })
            .collect();
        assert_eq!(read(false), stripped);
    }

    #[test]
    fn byte_classes_are_ends_token() {
        for b in 0..=255u8 {
            let class = BYTE_CLASS[usize::from(b)];
            if b.is_ascii() {
                let c = char::from(b);
                assert_eq!(class == SPACE, c.is_whitespace(), "byte {b:#x}");
                assert_eq!(class != TOKEN, ends_token(c), "byte {b:#x}");
            } else {
                assert_eq!(class, NOT_ASCII, "byte {b:#x}");
            }
        }
    }

    #[test]
    fn tag_names_and_values_byte_wise_are_char_wise() {
        for text in [
            "Event",
            "Event \"",
            "Wh_1te2 x",
            "Ñame \"",
            "aé_b c",
            "é",
            "a\u{300}b]",
            "",
            " x",
            "a-b",
        ] {
            let by_char = text
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(text.len());
            assert_eq!(tag_name_len(text), by_char, "{text:?}");
        }
        let text = "[Événement \"Tëst \\\"q\\é\\\\x\"]\n[B_2 \"\"]\n[C \"end\\\\\"]\n\n1. e4 *";
        let games = read_all(text).expect("reads");
        assert_eq!(games[0].tag("Événement"), Some("Tëst \"qé\\x"));
        assert_eq!(games[0].tag("B_2"), Some(""));
        assert_eq!(games[0].tag("C"), Some("end\\"));
        let tags: Tags = [("B_2", ""), ("A", "B_2x")].into_iter().collect();
        assert!(tags.contains("B_2") && tags.contains("A"));
        assert!(!tags.contains("B") && !tags.contains("B_2x") && !tags.contains(""));
        let unclosed = read_all("[Event \"abc\\\n\n1. e4 *").map(|g| g.len());
        assert!(unclosed.is_err() || unclosed == Ok(1), "{unclosed:?}");
    }

    #[test]
    fn reads_tags_moves_comments_variations_and_nags() {
        let text = "[Event \"Test \\\"quoted\\\"\"]\n[White \"A\"]\n\n{Before} 1. e4! {good} += e5 (1... c5 {Sicilian} (1... e6)) 2.Nf3 $1 2...Nc6?! ; rest of line\n% escape line 1. d4\n3. Bb5 1-0\n\n1.d4 *";
        let games = read_all(text).expect("reads");
        assert_eq!(games.len(), 2);
        let g = &games[0];
        assert_eq!(g.tag("Event"), Some("Test \"quoted\""));
        assert_eq!(g.comments, ["Before"]);
        assert_eq!(g.move_texts(), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
        assert_eq!(g.moves[0].nags, [1, 14]);
        assert_eq!(g.moves[0].comments, ["good"]);
        assert_eq!(g.moves[2].nags, [1]);
        assert_eq!(g.moves[3].nags, [6]);
        assert_eq!(g.moves[3].comments, ["rest of line"]);
        assert_eq!(g.result.as_deref(), Some("1-0"));
        assert_eq!(games[1].move_texts(), ["d4"]);
        assert_eq!(games[1].result.as_deref(), Some("*"));
    }

    #[test]
    fn games_without_results_end_at_the_next_tags() {
        let text = "[Event \"a\"]\n\n1. h2e2 h9g7 2. h0g2\n\n[Event \"b\"]\n\n1. c3c4\n";
        let games = read_all(text).expect("reads");
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].move_texts(), ["h2e2", "h9g7", "h0g2"]);
        assert_eq!(games[0].result, None);
        assert_eq!(games[1].move_texts(), ["c3c4"]);
    }

    #[test]
    fn move_numbers_are_not_moves_but_digit_moves_are() {
        let games = read_all("1. P2-5 M2.3 2.M8.7 2...P8-5 3. 33.4 *").expect("reads");
        assert_eq!(games[0].move_texts(), ["P2-5", "M2.3", "M8.7", "P8-5", "33.4"]);
    }

    #[test]
    fn errors_name_the_line_and_reading_goes_on() {
        let text = "[Event \"a\"]\n[Site broken]\n1. e4 *\n[Event \"b\"]\n1. d4 *\n";
        let results: Vec<_> = PgnReader::new(text.as_bytes()).collect();
        assert_eq!(results.len(), 2);
        match &results[0] {
            Err(ReadError::Pgn(e)) => {
                assert_eq!(e.line, 2);
                assert!(trongtai_i18n::record_text(&e.message).contains("Site"), "{e}");
            }
            other => panic!("expected an error, got {other:?}"),
        }
        match &results[1] {
            Ok(g) => assert_eq!(g.move_texts(), ["d4"]),
            other => panic!("expected a game, got {other:?}"),
        }
        let err = read_all("1. e4 {never closed").expect_err("unclosed comment");
        assert_eq!(err.line, 1);
        assert!(trongtai_i18n::record_text(&err.message).contains("not closed"));
    }

    #[test]
    fn unescaped_quotes_in_a_tag_value() {
        let games = read_all("[Event \"\"Huangshan Cup\" 2002\"]\n[Red \"X\"]\n\n1. c3c4\n").expect("reads");
        assert_eq!(games[0].tag("Event"), Some("\"Huangshan Cup\" 2002"));
        assert_eq!(games[0].tag("Red"), Some("X"));
        let out = games[0].to_pgn(1, false);
        assert!(out.contains("[Event \"\\\"Huangshan Cup\\\" 2002\"]"), "{out}");
        assert_eq!(read_all(&out).expect("re-reads")[0].tags, games[0].tags);
    }

    #[test]
    fn a_judged_tag_repeated_with_two_values_breaks_the_game_not_the_next() {
        let text = "[Result \"1-0\"][Result \"0-1\"]\n\n1. e4 *\n\n[White \"C\"]\n\n1. d4 *\n";
        let read = items(text);
        assert_eq!(read.len(), 2, "{read:?}");
        broken(&read[0], 1, 1, "tag Result appears twice");
        assert_eq!(read[1], Ok(vec!["d4".to_owned()]));
    }

    #[test]
    fn a_tag_repeated_is_one_game_with_its_players() {
        // Two `[Annotator]`, on their own lines or on one: one game, its first value kept.
        for text in [
            "[Event \"E\"]\n[White \"A\"]\n[Annotator \"X\"]\n[Black \"B\"]\n[Annotator \"Y\"]\n\n1. e4 e5 1-0\n\n[Event \"F\"]\n[White \"C\"]\n\n1. d4 *\n",
            "[Event \"E\"][White \"A\"][Annotator \"X\"][Black \"B\"][Annotator \"Y\"]\n\n1. e4 e5 1-0\n\n[Event \"F\"]\n[White \"C\"]\n\n1. d4 *\n",
        ] {
            let games = read_all(text).expect("reads");
            assert_eq!(games.len(), 2, "{games:?}");
            assert_eq!(
                (games[0].tag("White"), games[0].tag("Black"), games[0].tag("Annotator")),
                (Some("A"), Some("B"), Some("X"))
            );
            assert_eq!(games[0].move_texts(), ["e4", "e5"]);
            assert_eq!(games[1].tag("White"), Some("C"));
        }
    }

    #[test]
    fn a_game_with_many_tags_reads_in_linear_time_and_is_refused_past_the_limit() {
        // 80,000 tag pairs: compared one by one with all the ones before, this took 47 s.
        let mut text = String::from("[Event \"E\"]\n");
        for i in 0..80_000 {
            text.push_str(&format!("[T{i} \"v\"]\n"));
        }
        text.push_str("\n1. e4 *\n\n[Event \"F\"]\n\n1. d4 *\n");
        let started = std::time::Instant::now();
        let read = items(&text);
        assert!(
            started.elapsed() < std::time::Duration::from_secs(5),
            "{:?}",
            started.elapsed()
        );
        assert_eq!(read.len(), 2, "{:?}", read.first());
        broken(&read[0], 1, 1001, "more than 1000 tag pairs");
        assert_eq!(read[1], Ok(vec!["d4".to_owned()]));
    }

    #[test]
    fn carriage_returns_alone_end_pgn_lines() {
        let game = "[Event \"E\"]\r[White \"A\"]\r\r1. e4 e5 2. Nf3 1-0\r\r";
        let text = game.repeat(30_000);
        assert!(text.len() > MAX_LINE_BYTES);
        let games = read_all(&text).expect("reads");
        assert_eq!(games.len(), 30_000);
        assert_eq!(games[29_999].move_texts(), ["e4", "e5", "Nf3"]);
        assert_eq!(games[29_999].tag("White"), Some("A"));
    }

    #[test]
    fn export_reimports() {
        let text = "[White \"A\"]\n[Event \"E\"]\n[Custom \"x\"]\n\n{Intro} 1. e4 $1 {a long comment that goes on and on and on to make the line wrap at eighty columns} e5 2. Nf3 1/2-1/2\n";
        let games = read_all(text).expect("reads");
        let out = games[0].to_pgn(1, false);
        assert!(
            out.starts_with("[Event \"E\"]\n[White \"A\"]\n[Custom \"x\"]\n\n{Intro} 1. e4 $1"),
            "{out}"
        );
        assert!(out.lines().all(|l| l.chars().count() <= 80), "{out}");
        assert!(out.contains("} 1... e5 2. Nf3 1/2-1/2"), "{out}");
        let again = read_all(&out).expect("re-reads");
        assert_eq!(again[0].moves, games[0].moves);
        assert_eq!(again[0].comments, games[0].comments);
        assert_eq!(again[0].result, games[0].result);
    }

    /// Reads every item of a text: the move texts of a game, or `Err(line)` for a broken one.
    fn items(text: &str) -> Vec<Result<Vec<String>, (usize, usize, String)>> {
        PgnReader::new(text.as_bytes())
            .map(|item| match item {
                Ok(g) => Ok(g.moves.into_iter().map(|m| m.text).collect()),
                Err(ReadError::Pgn(e)) => Err((e.game, e.line, trongtai_i18n::record_text(&e.message))),
                Err(e) => panic!("{e}"),
            })
            .collect()
    }

    fn moves(texts: &[&str]) -> Result<Vec<String>, (usize, usize, String)> {
        Ok(texts.iter().map(|t| (*t).to_owned()).collect())
    }

    fn broken(item: &Result<Vec<String>, (usize, usize, String)>, game: usize, line: usize, expected: &str) {
        match item {
            Err((g, l, message)) => {
                assert_eq!((*g, *l), (game, line), "{message}");
                assert!(message.contains(expected), "{message}");
            }
            other => panic!("expected game {game} broken on line {line}, got {other:?}"),
        }
    }

    #[test]
    fn unclosed_comment_loses_no_later_game() {
        let text =
            "[Event \"a\"]\n\n1. e4 {never closed e5 1-0\n\n[Event \"b\"]\n\n1. d4 *\n\n[Event \"c\"]\n\n1. c4 *\n";
        let got = items(text);
        assert_eq!(got.len(), 3, "{got:?}");
        broken(&got[0], 1, 3, "expected `}` before the next game's tags on line 5");
        assert_eq!(got[1], moves(&["d4"]));
        assert_eq!(got[2], moves(&["c4"]));
    }

    #[test]
    fn unclosed_variation_loses_no_later_game() {
        let text =
            "[Event \"a\"]\n\n1. e4 (1. d4 d5 1-0\n\n[Event \"b\"]\n\n1. d4 *\n\n[Event \"c\"]\n\n1. c4 (1. e4\n";
        let got = items(text);
        assert_eq!(got.len(), 3, "{got:?}");
        broken(&got[0], 1, 3, "expected `)` before the next game's tags on line 5");
        assert_eq!(got[1], moves(&["d4"]));
        broken(&got[2], 3, 11, "expected `)` before the end of the input");
    }

    #[test]
    fn headers_without_movetext_do_not_merge_with_the_next_game() {
        let text = "[Event \"a\"]\n[White \"A\"]\n\n[Event \"b\"]\n[White \"B\"]\n\n1. e4 *\n[Event \"c\"]\n[White \"C\"]\n[Event \"d\"]\n\n1. d4 *\n[Event \"e\"]\n";
        let games: Vec<_> = PgnReader::new(text.as_bytes()).collect();
        assert_eq!(games.len(), 5, "{games:?}");
        assert!(
            matches!(&games[0], Err(ReadError::Pgn(e)) if e.game == 1 && e.line == 4 && trongtai_i18n::record_text(&e.message).contains("no movetext"))
        );
        match &games[1] {
            Ok(g) => assert_eq!((g.tag("White"), g.move_texts()), (Some("B"), vec!["e4"])),
            other => panic!("{other:?}"),
        }
        assert!(matches!(&games[2], Err(ReadError::Pgn(e)) if e.game == 3 && e.line == 10));
        match &games[3] {
            Ok(g) => assert_eq!(
                (g.tag("Event"), g.tag("White"), g.move_texts()),
                (Some("d"), None, vec!["d4"])
            ),
            other => panic!("{other:?}"),
        }
        assert!(
            matches!(&games[4], Err(ReadError::Pgn(e)) if e.game == 5 && trongtai_i18n::record_text(&e.message).contains("end of the input"))
        );
    }

    #[test]
    fn malformed_tag_line_does_not_mix_two_games() {
        let text = "[Event \"a\"]\n[Site broken]\n[White \"A1\"]\n[Black \"A2\"]\n\n1. e4 *\n\n[Event \"b\"]\n[White \"B1\"]\n[Black \"B2\"]\n\n1. d4 *\n";
        let games: Vec<_> = PgnReader::new(text.as_bytes()).collect();
        assert_eq!(games.len(), 2, "{games:?}");
        assert!(
            matches!(&games[0], Err(ReadError::Pgn(e)) if e.game == 1 && e.line == 2 && trongtai_i18n::record_text(&e.message).contains("Site"))
        );
        match &games[1] {
            Ok(g) => {
                assert_eq!((g.tag("White"), g.tag("Black")), (Some("B1"), Some("B2")));
                assert_eq!(g.move_texts(), ["d4"]);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn truncated_tag_line_does_not_swallow_the_next_game() {
        let text = "[Event \"a\"]\n[White \"Carls\n[Event \"b\"]\n[White \"B\"]\n\n1. d4 *\n";
        let games: Vec<_> = PgnReader::new(text.as_bytes()).collect();
        assert_eq!(games.len(), 2, "{games:?}");
        assert!(
            matches!(&games[0], Err(ReadError::Pgn(e)) if e.game == 1 && e.line == 2 && trongtai_i18n::record_text(&e.message).contains("closing"))
        );
        match &games[1] {
            Ok(g) => assert_eq!(
                (g.tag("Event"), g.tag("White"), g.move_texts()),
                (Some("b"), Some("B"), vec!["d4"])
            ),
            other => panic!("{other:?}"),
        }
        // Truncated in the first tag, before the name is whole.
        let got = items("[Eve\n[Event \"b\"]\n\n1. d4 *\n");
        assert_eq!(got.len(), 2, "{got:?}");
        assert_eq!(got[1], moves(&["d4"]));
    }

    #[test]
    fn errors_in_movetext_skip_to_the_next_game_only() {
        let got = items("1. e4 ) e5 *\n[Event \"b\"]\n1. d4 *\n1. c4 $x\n[Event \"d\"]\n1. Nf3 *");
        assert_eq!(got.len(), 4, "{got:?}");
        broken(&got[0], 1, 1, "closes no variation");
        assert_eq!(got[1], moves(&["d4"]));
        broken(&got[2], 3, 4, "NAG");
        assert_eq!(got[3], moves(&["Nf3"]));
    }

    #[test]
    fn line_longer_than_the_limit_is_reported_and_memory_stays_bounded() {
        use std::io::Read;
        let zeros = std::io::repeat(b'0').take(3 * MAX_LINE_BYTES as u64);
        let input = std::io::BufReader::new(
            "[Event \"a\"]\n\n1. e4 "
                .as_bytes()
                .chain(zeros)
                .chain("\n[Event \"b\"]\n\n1. d4 *\n".as_bytes()),
        );
        let mut reader = PgnReader::new(input);
        let first = reader.next();
        assert!(
            matches!(&first, Some(Err(ReadError::Pgn(e))) if e.game == 1 && e.line == 3 && trongtai_i18n::record_text(&e.message).contains("longer than 1048576 bytes")),
            "{first:?}"
        );
        assert!(reader.bytes.capacity() <= 2 * MAX_LINE_BYTES);
        match reader.next() {
            Some(Ok(g)) => assert_eq!(g.move_texts(), ["d4"]),
            other => panic!("{other:?}"),
        }
        assert!(reader.next().is_none());
    }

    #[test]
    fn every_item_is_one_game_of_the_input() {
        // Five games, two broken in different ways: five items, numbered in order.
        let text = "[Event \"1\"]\n\n1. e4 *\n\n[Event \"2\"]\n[Bad\n\n1. e4 *\n\n[Event \"3\"]\n\n1. e4 { x\n\n[Event \"4\"]\n\n1. d4 *\n\n[Event \"5\"]\n\n1. c4 1-0\n";
        let got = items(text);
        assert_eq!(got.len(), 5, "{got:?}");
        assert_eq!(got[0], moves(&["e4"]));
        broken(&got[1], 2, 6, "tag Bad: no value");
        broken(&got[2], 3, 12, "comment");
        assert_eq!(got[3], moves(&["d4"]));
        assert_eq!(got[4], moves(&["c4"]));
    }
}
