//! Reading archive files game by game.
//!
//! A file is PGN (moves in the game's archive notation) or JSON lines (one object per line with
//! `moves` in engine coordinates, and optionally `start_fen`, `result`, `red` / `black` or
//! `white` / `black`), plain or compressed with gzip, zstd or bzip2 as archives are published
//! (`.pgn.gz`, `.pgn.zst`, `.bz2`). The compression is told by the file's first bytes (its magic
//! number), not by its name; a name that promises a compression the bytes do not have is
//! refused. The format is told by the extension under the compression's (`.jsonl`, `.ndjson`,
//! `.json`, `.pgn`), else by the first non-blank byte of the decompressed text (`{` is JSON
//! lines). `-` is standard input, compressed or not.
//!
//! [`Games`] goes through a list of files and yields one [`Entry`] per game; a file that cannot
//! be opened or read to its end yields an [`Entry::FileError`] naming the file, and the next file
//! is read. Memory stays flat: a compressed file is decompressed as a stream (the decoders keep
//! a window, never the file), one game (one line) is held at a time, and a JSON line longer than
//! [`MAX_LINE`] is refused rather than held. [`Games::progress`] counts the bytes read from the
//! files as they are stored (compressed), against their total size, for a progress bar.

use std::borrow::Cow;
use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use trongtai_notation::{MoveTexts, PgnReader, PgnRecord, ReadError};

/// The longest JSON line read (16 MiB): a game of 100,000 plies is well under 1 MiB, and a line
/// that never ends (a device, a corrupt file) is refused at this length instead of filling memory.
pub const MAX_LINE: usize = 16 << 20;

/// How an archive file is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// PGN, moves in the game's archive notation.
    Pgn,
    /// One JSON object per line, moves in engine coordinates.
    JsonLines,
}

/// A game as read from its file, not yet replayed.
#[derive(Debug, Clone)]
pub enum Source {
    /// A PGN game.
    Pgn(Box<PgnRecord>),
    /// A line of a JSON lines file.
    Json(String),
    /// A game that could not be read (the reason).
    Unreadable(String),
}

/// A game of an archive, with its place in the input.
#[derive(Debug, Clone)]
pub struct ArchiveGame {
    /// Index of the file in the list.
    pub file: usize,
    /// Number of the game in its file, from 1.
    pub number: usize,
    /// The game.
    pub source: Source,
}

/// One entry of a stream of archive files.
#[derive(Debug, Clone)]
pub enum Entry {
    /// A game.
    Game(ArchiveGame),
    /// A file that could not be opened, or not read to its end; reading goes on with the next.
    FileError {
        /// Index of the file in the list.
        file: usize,
        /// What went wrong, naming the file (and line).
        message: String,
    },
}

/// Tells the format of an archive by its extension (under a compression's: `games.pgn.zst` is
/// PGN), else by the first non-blank byte of its (decompressed) text.
pub fn detect(path: &Path, head: &[u8]) -> Format {
    let mut path = path;
    if Compression::named(path).is_some() {
        if let Some(stem) = path.file_stem() {
            path = Path::new(stem);
        }
    }
    let ext = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    match ext.as_deref() {
        Some("jsonl" | "ndjson" | "json") => return Format::JsonLines,
        Some("pgn") => return Format::Pgn,
        _ => {}
    }
    if head.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{') {
        Format::JsonLines
    } else {
        Format::Pgn
    }
}

/// How an archive file is compressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compression {
    /// Not compressed.
    None,
    /// gzip (RFC 1952), one member or several.
    Gzip,
    /// Zstandard, one frame or several.
    Zstd,
    /// bzip2, one stream or several.
    Bzip2,
}

/// The magic numbers of compressions that are recognised but not read: named in the error.
const UNREAD_MAGIC: &[(&[u8], &str)] = &[
    (b"\xFD7zXZ\x00", "xz"),
    (b"\x5D\x00\x00", "lzma"),
    (b"PK\x03\x04", "zip"),
    (b"7z\xBC\xAF\x27\x1C", "7-zip"),
];

impl Compression {
    /// The compression the first bytes of a file show (gzip `1f 8b`, zstd `28 b5 2f fd`, bzip2
    /// `BZh` and a block size digit), [`Compression::None`] for anything else.
    pub fn sniff(head: &[u8]) -> Compression {
        if head.starts_with(&[0x1f, 0x8b]) {
            Compression::Gzip
        } else if head.starts_with(&[0x28, 0xb5, 0x2f, 0xfd]) {
            Compression::Zstd
        } else if head.len() >= 4 && head.starts_with(b"BZh") && (b'1'..=b'9').contains(&head[3]) {
            Compression::Bzip2
        } else {
            Compression::None
        }
    }

    /// The compression a file's name announces (`.gz`, `.zst`, `.bz2`), if any.
    pub fn named(path: &Path) -> Option<Compression> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        match ext.as_str() {
            "gz" | "gzip" => Some(Compression::Gzip),
            "zst" | "zstd" => Some(Compression::Zstd),
            "bz2" | "bzip2" => Some(Compression::Bzip2),
            _ => None,
        }
    }

    /// Its name, as people call it.
    pub fn name(self) -> &'static str {
        match self {
            Compression::None => "uncompressed",
            Compression::Gzip => "gzip",
            Compression::Zstd => "zstd",
            Compression::Bzip2 => "bzip2",
        }
    }
}

/// Counts the bytes read from a file as it is stored.
struct Counting<R> {
    inner: R,
    count: Arc<AtomicU64>,
}

impl<R: Read> Read for Counting<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.count.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// A decoder whose errors say what was being decompressed (`zstd data: ...`).
struct Decoding<R> {
    inner: R,
    what: Compression,
}

impl<R: Read> Read for Decoding<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.inner
            .read(buf)
            .map_err(|e| std::io::Error::new(e.kind(), format!("{} data: {e}", self.what.name())))
    }
}

/// How far the reading of a list of files has gone: bytes read from the files as stored
/// (compressed bytes for a compressed file), and their total size when every file is a regular
/// file (standard input and pipes have none).
#[derive(Debug, Clone)]
pub struct Progress {
    read: Arc<AtomicU64>,
    total: Option<u64>,
}

impl Progress {
    /// Bytes read so far, all files together.
    pub fn read(&self) -> u64 {
        self.read.load(Ordering::Relaxed)
    }

    /// The size of all files together, when known.
    pub fn total(&self) -> Option<u64> {
        self.total
    }
}

/// An open input, buffered.
type Input = Box<dyn BufRead + Send>;

/// The file being read.
enum Current {
    /// A PGN file.
    Pgn {
        reader: Box<PgnReader<Input>>,
        number: usize,
    },
    /// A JSON lines file.
    Json {
        reader: Input,
        line: usize,
        number: usize,
        buf: Vec<u8>,
    },
}

/// The games of a list of archive files, in order.
pub struct Games {
    files: Vec<PathBuf>,
    /// What `-` reads, when not the process's standard input; taken by the first `-`.
    stdin: Option<Box<dyn Read + Send>>,
    next_file: usize,
    current: Option<(usize, Current)>,
    progress: Progress,
}

impl Games {
    /// The games of `files` (`-` is standard input), read lazily.
    pub fn new(files: &[PathBuf]) -> Self {
        // The total is known when every file is a regular file; one that cannot be looked at
        // counts nothing here (opening it reports the error).
        let total = files.iter().try_fold(0u64, |sum, path| {
            if path.as_os_str() == "-" {
                return None;
            }
            match std::fs::metadata(path) {
                Ok(meta) if meta.is_file() => Some(sum.saturating_add(meta.len())),
                Ok(_) => None,
                Err(_) => Some(sum),
            }
        });
        Games {
            files: files.to_vec(),
            stdin: None,
            next_file: 0,
            current: None,
            progress: Progress {
                read: Arc::new(AtomicU64::new(0)),
                total,
            },
        }
    }

    /// The games of `files`, where `-` reads `stdin` instead of the process's standard input
    /// (a caller that hashes what it reads, for instance); a second `-` reads the process's.
    pub fn with_stdin(files: &[PathBuf], stdin: Box<dyn Read + Send>) -> Self {
        let mut games = Games::new(files);
        games.stdin = Some(stdin);
        games
    }

    /// How far the reading has gone (a handle that stays valid while the games are read on
    /// another thread).
    pub fn progress(&self) -> Progress {
        self.progress.clone()
    }

    /// The path of file `index` of the list.
    pub fn path(&self, index: usize) -> Option<&Path> {
        self.files.get(index).map(PathBuf::as_path)
    }

    /// Stops reading the current file: the next game comes from the next file.
    pub fn skip_file(&mut self) {
        self.current = None;
    }

    /// Opens file `index`: its reader (decompressing) and format.
    fn open(&mut self, index: usize) -> Result<Current, String> {
        let raw: Box<dyn Read + Send> = if self.files[index].as_os_str() == "-" {
            match self.stdin.take() {
                Some(given) => given,
                None => Box::new(std::io::stdin()),
            }
        } else {
            let path = &self.files[index];
            Box::new(File::open(path).map_err(|e| format!("{}: {e}", path.display()))?)
        };
        let path = &self.files[index];
        let name = path.display();
        let mut stored = BufReader::with_capacity(
            1 << 16,
            Counting {
                inner: raw,
                count: Arc::clone(&self.progress.read),
            },
        );
        let magic = stored.fill_buf().map_err(|e| format!("{name}: {e}"))?;
        let compression = Compression::sniff(magic);
        if let Some((_, what)) = UNREAD_MAGIC.iter().find(|(m, _)| magic.starts_with(m)) {
            return Err(format!(
                "{name}: {what}-compressed, which is not read; expected an archive that is plain or compressed with gzip, zstd or bzip2"
            ));
        }
        if let Some(named) = Compression::named(path) {
            if named != compression {
                return Err(format!(
                    "{name}: the name says {} but the file's first bytes are {}; expected {} data (`{}`)",
                    named.name(),
                    if compression == Compression::None {
                        "not compressed data".to_owned()
                    } else {
                        format!("{} data", compression.name())
                    },
                    named.name(),
                    magic_text(named)
                ));
            }
        }
        let mut input: Input = match compression {
            Compression::None => Box::new(stored),
            Compression::Gzip => decoded(flate2::bufread::MultiGzDecoder::new(stored), compression),
            // libzstd reads one frame after another (as `cat a.zst b.zst` or a parallel
            // compressor puts them end to end, RFC 8878, 3), skips skippable frames and compares
            // each frame's checksum with the data.
            Compression::Zstd => decoded(
                zstd::stream::read::Decoder::with_buffer(stored).map_err(|e| format!("{name}: zstd data: {e}"))?,
                compression,
            ),
            Compression::Bzip2 => decoded(bzip2::bufread::MultiBzDecoder::new(stored), compression),
        };
        let head = input.fill_buf().map_err(|e| format!("{name}: {e}"))?;
        let head = &head[..head.len().min(512)];
        Ok(match detect(path, head) {
            Format::Pgn => Current::Pgn {
                reader: Box::new(PgnReader::new(input).without_comments()),
                number: 0,
            },
            Format::JsonLines => Current::Json {
                reader: input,
                line: 0,
                number: 0,
                buf: Vec::new(),
            },
        })
    }
}

/// A decoder, its errors labelled, buffered.
fn decoded<R: Read + Send + 'static>(decoder: R, what: Compression) -> Input {
    Box::new(BufReader::with_capacity(1 << 16, Decoding { inner: decoder, what }))
}

/// The magic number of a compression, for an error message.
fn magic_text(c: Compression) -> &'static str {
    match c {
        Compression::None => "",
        Compression::Gzip => "1f 8b",
        Compression::Zstd => "28 b5 2f fd",
        Compression::Bzip2 => "BZh",
    }
}

/// Reads one line into `buf` (without its end), at most `limit` bytes; `Ok(false)` at the end.
fn read_line_limited(reader: &mut dyn BufRead, buf: &mut Vec<u8>, limit: usize) -> std::io::Result<Option<bool>> {
    buf.clear();
    let mut any = false;
    loop {
        let chunk = reader.fill_buf()?;
        if chunk.is_empty() {
            return Ok(any.then_some(true));
        }
        any = true;
        match chunk.iter().position(|b| *b == b'\n') {
            Some(k) => {
                let fits = buf.len() + k <= limit;
                if fits {
                    buf.extend_from_slice(&chunk[..k]);
                }
                reader.consume(k + 1);
                return Ok(Some(fits));
            }
            None => {
                let n = chunk.len();
                if buf.len() + n > limit {
                    return Ok(Some(false));
                }
                buf.extend_from_slice(chunk);
                reader.consume(n);
            }
        }
    }
}

impl Iterator for Games {
    type Item = Entry;

    fn next(&mut self) -> Option<Entry> {
        loop {
            let Some((file, current)) = &mut self.current else {
                if self.next_file >= self.files.len() {
                    return None;
                }
                let file = self.next_file;
                self.next_file += 1;
                match self.open(file) {
                    Ok(c) => self.current = Some((file, c)),
                    Err(message) => return Some(Entry::FileError { file, message }),
                }
                continue;
            };
            let file = *file;
            // The file's name, for an error only.
            let name = || self.files[file].display().to_string();
            let entry = match current {
                Current::Pgn { reader, number } => match reader.next_record() {
                    None => None,
                    Some(Err(ReadError::Io(e))) => Some(Err(format!("{}: {e}", name()))),
                    Some(game) => {
                        *number += 1;
                        let source = match game {
                            Ok(game) => Source::Pgn(Box::new(game)),
                            Err(e) => Source::Unreadable(e.to_string()),
                        };
                        Some(Ok(ArchiveGame {
                            file,
                            number: *number,
                            source,
                        }))
                    }
                },
                Current::Json {
                    reader,
                    line,
                    number,
                    buf,
                } => loop {
                    *line += 1;
                    match read_line_limited(reader.as_mut(), buf, MAX_LINE) {
                        Err(e) => break Some(Err(format!("{}:{line}: {e}", name()))),
                        Ok(None) => break None,
                        Ok(Some(false)) => {
                            break Some(Err(format!(
                                "{}:{line}: line longer than {} MiB, expected one JSON object per line",
                                name(),
                                MAX_LINE >> 20
                            )))
                        }
                        Ok(Some(true)) => {
                            if buf.iter().all(u8::is_ascii_whitespace) {
                                continue;
                            }
                            *number += 1;
                            let source = match std::str::from_utf8(buf) {
                                Ok(text) => Source::Json(text.to_owned()),
                                Err(e) => Source::Unreadable(format!("line {line}: not UTF-8 ({e})")),
                            };
                            break Some(Ok(ArchiveGame {
                                file,
                                number: *number,
                                source,
                            }));
                        }
                    }
                },
            };
            match entry {
                Some(Ok(game)) => return Some(Entry::Game(game)),
                Some(Err(message)) => {
                    self.current = None;
                    return Some(Entry::FileError { file, message });
                }
                None => self.current = None,
            }
        }
    }
}

/// A game's moves and facts, whatever its source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parsed {
    /// `White - Black` (or `Red - Black`), `?` where unknown.
    pub players: String,
    /// The start position's FEN, if not the initial one.
    pub fen: Option<String>,
    /// The recorded result.
    pub recorded: Option<String>,
    /// The move texts.
    pub moves: MoveTexts,
    /// Whether the moves are engine coordinates (else the archive notation).
    pub coordinates: bool,
}

/// The players of a game, `?` where unknown.
fn players(first: Option<&str>, second: Option<&str>) -> String {
    let (first, second) = (first.unwrap_or("?"), second.unwrap_or("?"));
    let mut s = String::with_capacity(first.len() + second.len() + 3);
    s.push_str(first);
    s.push_str(" - ");
    s.push_str(second);
    s
}

impl Source {
    /// Its moves and facts, or why it cannot be read.
    ///
    /// # Errors
    ///
    /// A game the PGN reader refused, or a JSON line that is not an object with a `moves`
    /// array of strings.
    pub fn parse(self) -> Result<Parsed, String> {
        match self {
            Source::Unreadable(e) => Err(e),
            Source::Pgn(game) => {
                let recorded = game.tag("Result").map(str::to_owned).or_else(|| game.result.clone());
                let first = game.tag("White").or_else(|| game.tag("Red"));
                Ok(Parsed {
                    players: players(first, game.tag("Black")),
                    fen: game.tag("FEN").map(str::to_owned),
                    recorded,
                    moves: game.moves,
                    coordinates: false,
                })
            }
            Source::Json(line) => {
                let game: JsonGame = serde_json::from_str(&line).map_err(|e| format!("JSON: {e}"))?;
                let moves = match game.moves {
                    Some(JsonMoves::Texts(moves)) => moves,
                    Some(JsonMoves::NotAllStrings) => return Err("JSON: a move is not a string".to_owned()),
                    None => return Err("JSON: no `moves` array".to_owned()),
                };
                Ok(Parsed {
                    players: players(game.red.as_deref().or(game.white.as_deref()), game.black.as_deref()),
                    fen: game.start_fen.map(Cow::into_owned),
                    recorded: game.result.map(Cow::into_owned),
                    moves,
                    coordinates: true,
                })
            }
        }
    }
}

/// What a JSON-lines game gives, read as the JSON object would be looked at field by field
/// (`serde_json::Value`), without building the object: a field that is not a string counts as
/// absent, the last of a repeated key counts, a line that is not an object has no `moves`; every
/// value is still read, so a line that is not JSON fails as it would.
#[derive(Default)]
struct JsonGame<'a> {
    moves: Option<JsonMoves>,
    red: Option<Cow<'a, str>>,
    black: Option<Cow<'a, str>>,
    white: Option<Cow<'a, str>>,
    start_fen: Option<Cow<'a, str>>,
    result: Option<Cow<'a, str>>,
}

/// The `moves` field of a JSON-lines game, when it is an array.
enum JsonMoves {
    /// Every element a string.
    Texts(MoveTexts),
    /// An element that is not a string.
    NotAllStrings,
}

/// The keys of a JSON-lines game that are read.
enum JsonKey {
    Moves,
    Red,
    Black,
    White,
    StartFen,
    Result,
    Other,
}

impl<'de> serde::Deserialize<'de> for JsonKey {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct KeyVisitor;
        impl serde::de::Visitor<'_> for KeyVisitor {
            type Value = JsonKey;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a key")
            }
            fn visit_str<E: serde::de::Error>(self, key: &str) -> Result<JsonKey, E> {
                Ok(match key {
                    "moves" => JsonKey::Moves,
                    "red" => JsonKey::Red,
                    "black" => JsonKey::Black,
                    "white" => JsonKey::White,
                    "start_fen" => JsonKey::StartFen,
                    "result" => JsonKey::Result,
                    _ => JsonKey::Other,
                })
            }
        }
        d.deserialize_str(KeyVisitor)
    }
}

/// The visitor methods for a JSON boolean, number or null, each giving `$absent`: a field of a
/// JSON-lines game that is not of the type read counts as absent, as `serde_json::Value`'s
/// `as_str` and `as_array` would have it.
macro_rules! absent_otherwise {
    ($absent:expr) => {
        fn visit_bool<E: serde::de::Error>(self, _: bool) -> Result<Self::Value, E> {
            Ok($absent)
        }
        fn visit_i64<E: serde::de::Error>(self, _: i64) -> Result<Self::Value, E> {
            Ok($absent)
        }
        fn visit_u64<E: serde::de::Error>(self, _: u64) -> Result<Self::Value, E> {
            Ok($absent)
        }
        fn visit_f64<E: serde::de::Error>(self, _: f64) -> Result<Self::Value, E> {
            Ok($absent)
        }
        fn visit_unit<E: serde::de::Error>(self) -> Result<Self::Value, E> {
            Ok($absent)
        }
    };
}

/// Reads any JSON value as `Value` would, keeping strings borrowed from the line where they
/// need no unescaping.
struct AnyText;

impl<'de> serde::de::Visitor<'de> for AnyText {
    type Value = Option<Cow<'de, str>>;
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_borrowed_str<E: serde::de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
        Ok(Some(Cow::Borrowed(v)))
    }
    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Ok(Some(Cow::Owned(v.to_owned())))
    }
    fn visit_string<E: serde::de::Error>(self, v: String) -> Result<Self::Value, E> {
        Ok(Some(Cow::Owned(v)))
    }
    absent_otherwise!(None);
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        while seq.next_element::<serde_json::Value>()?.is_some() {}
        Ok(None)
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        while map.next_entry::<String, serde_json::Value>()?.is_some() {}
        Ok(None)
    }
}

/// A string field of a JSON-lines game.
struct Text<'a>(Option<Cow<'a, str>>);

impl<'de> serde::Deserialize<'de> for Text<'de> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(AnyText).map(Text)
    }
}

/// The `moves` field of a JSON-lines game (`None` when it is not an array).
struct Moves(Option<JsonMoves>);

impl<'de> serde::Deserialize<'de> for Moves {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct MovesVisitor;
        impl<'de> serde::de::Visitor<'de> for MovesVisitor {
            type Value = Option<JsonMoves>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("any JSON value")
            }
            absent_otherwise!(None);
            fn visit_str<E: serde::de::Error>(self, _: &str) -> Result<Self::Value, E> {
                Ok(None)
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
                AnyText.visit_map(map).map(|_| None)
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut texts = MoveTexts::with_capacity(seq.size_hint().unwrap_or(128), 512);
                let mut all_strings = true;
                while let Some(Text(text)) = seq.next_element::<Text>()? {
                    match text {
                        Some(t) if all_strings => texts.push(&t),
                        _ => all_strings = false,
                    }
                }
                Ok(Some(if all_strings {
                    JsonMoves::Texts(texts)
                } else {
                    JsonMoves::NotAllStrings
                }))
            }
        }
        d.deserialize_any(MovesVisitor).map(Moves)
    }
}

impl<'de> serde::Deserialize<'de> for JsonGame<'de> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct GameVisitor;
        impl<'de> serde::de::Visitor<'de> for GameVisitor {
            type Value = JsonGame<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut game = JsonGame::default();
                while let Some(key) = map.next_key::<JsonKey>()? {
                    match key {
                        JsonKey::Moves => game.moves = map.next_value::<Moves>()?.0,
                        JsonKey::Red => game.red = map.next_value::<Text>()?.0,
                        JsonKey::Black => game.black = map.next_value::<Text>()?.0,
                        JsonKey::White => game.white = map.next_value::<Text>()?.0,
                        JsonKey::StartFen => game.start_fen = map.next_value::<Text>()?.0,
                        JsonKey::Result => game.result = map.next_value::<Text>()?.0,
                        JsonKey::Other => {
                            map.next_value::<serde_json::Value>()?;
                        }
                    }
                }
                Ok(game)
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
                AnyText.visit_seq(seq).map(|_| JsonGame::default())
            }
            absent_otherwise!(JsonGame::default());
            fn visit_str<E: serde::de::Error>(self, _: &str) -> Result<Self::Value, E> {
                Ok(JsonGame::default())
            }
        }
        d.deserialize_any(GameVisitor)
    }
}

/// Reads the first bytes of `path` (for [`detect`]).
///
/// # Errors
///
/// When the file cannot be opened or read.
pub fn head(path: &Path) -> std::io::Result<Vec<u8>> {
    let mut head = vec![0u8; 512];
    let n = File::open(path)?.read(&mut head)?;
    head.truncate(n);
    Ok(head)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// A JSON line read through `serde_json::Value`, field by field: what `Source::parse` gives
    /// without building the object must be the same.
    fn through_value(line: &str) -> Result<Parsed, String> {
        let value: Value = serde_json::from_str(line).map_err(|e| format!("JSON: {e}"))?;
        let text = |key: &str| value.get(key).and_then(Value::as_str);
        let moves = value
            .get("moves")
            .and_then(Value::as_array)
            .ok_or_else(|| "JSON: no `moves` array".to_owned())?
            .iter()
            .map(Value::as_str)
            .collect::<Option<MoveTexts>>()
            .ok_or_else(|| "JSON: a move is not a string".to_owned())?;
        Ok(Parsed {
            players: players(text("red").or_else(|| text("white")), text("black")),
            fen: text("start_fen").map(str::to_owned),
            recorded: text("result").map(str::to_owned),
            moves,
            coordinates: true,
        })
    }

    #[test]
    fn json_lines_read_as_the_json_value_would() {
        let lines = [
            r#"{"red": "A", "black": "B", "moves": ["h3e3", "h8e8"]}"#,
            "[1, 2, 3]",
            r#""a string""#,
            "42",
            "null",
            r#"{"moves": "h3e3"}"#,
            r#"{"moves": ["h3e3", 5, "h8e8"]}"#,
            r#"{"moves": ["h3e3"], "moves": ["h3e3", "h8e8"], "red": 1, "red": "Later\u00e9", "white": "W"}"#,
            r#"{"moves": ["h\u0033e3"], "result": "1-0", "meta": {"a": [1, {"b": null}], "c": 2.5}}"#,
            r#"{"moves": ["h3e3"], "extra": 1e400}"#,
            r#"{"moves": ["h3e3"]} trailing"#,
            r#"{"moves": ["h3e3","#,
            r#"{"moves": [], "black": {"x": 1}, "start_fen": "9/9 w"}"#,
            r#"{"moves": [["h3e3"]]}"#,
            r#"{"moves": [true, null]}"#,
            r#"{"\u006doves": ["h3e3"], "red": "x\"y"}"#,
            r#"{"moves": ["h3e3",]}"#,
            r#"{"moves": ["h3e3"], "white": null, "red": false}"#,
        ];
        for line in lines {
            let read = Source::Json(line.to_owned()).parse();
            assert_eq!(read, through_value(line), "{line}");
        }
    }
}
