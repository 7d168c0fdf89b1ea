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
//! [`MAX_LINE`] is reported as that game, unreadable, and dropped unread into memory.
//! [`Games::progress`] counts the bytes read from the files as they are stored (compressed),
//! against their total size, for a progress bar; [`Games::with_tap`] hands those bytes to the
//! caller as they are read (to hash an archive in the one reading that judges it).
//!
//! A compressed file is read member after member (gzip members, zstd frames, bzip2 streams put
//! end to end, as `cat a.gz b.gz` makes them). After the last member, bytes that are only zeros
//! or white space (padding, a stray line break) end the data; any other bytes (a member of
//! another compression, garbage) are an error reported after every game before them was read.
//! A zstd frame may ask for a window of at most [`MAX_ZSTD_WINDOW`] bytes.
//!
//! What is named must be a regular file, a named pipe (`/dev/stdin`, `<(zcat ...)`) or `-`; a
//! directory, a device (`/dev/zero`) or a socket is refused before it is read.

use std::borrow::Cow;
use std::fs::File;
use std::io::{BufRead, BufReader, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use trongtai_i18n::{msg, Message};
use trongtai_notation::lines::{Line, LineReader};
use trongtai_notation::{MoveTexts, PgnReader, PgnRecord, ReadError};

/// The longest JSON line read (1 MiB, as a PGN line): a game of 100,000 plies is about 700 KiB,
/// and a line that never ends (a corrupt file) is reported at this length, its game skipped,
/// instead of filling memory.
pub const MAX_LINE: usize = trongtai_notation::pgn::MAX_LINE_BYTES;

/// The largest window a zstd frame may ask for (128 MiB, 2^27 bytes, as the `zstd` tool's own
/// default limit): a frame compressed with `--long=28` or more is refused naming the limit
/// rather than given a buffer of gigabytes.
pub const MAX_ZSTD_WINDOW: u64 = 1 << MAX_ZSTD_WINDOW_LOG;

/// [`MAX_ZSTD_WINDOW`] as a power of two.
const MAX_ZSTD_WINDOW_LOG: u32 = 27;

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
    Unreadable(trongtai_i18n::Text),
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

/// What [`Games::with_tap`] hands every byte read from a file as stored: the file's index and
/// the bytes.
pub type Tap = Arc<dyn Fn(usize, &[u8]) + Send + Sync>;

/// Counts the bytes read from a file as it is stored, and hands them to the tap.
struct Counting<R> {
    inner: R,
    count: Arc<AtomicU64>,
    tap: Option<(usize, Tap)>,
}

impl<R: Read> Read for Counting<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.count.fetch_add(n as u64, Ordering::Relaxed);
        if let Some((file, tap)) = &self.tap {
            tap(*file, &buf[..n]);
        }
        Ok(n)
    }
}

/// The stored bytes of a file, buffered.
type Stored = Box<dyn BufRead + Send>;

/// A compressed stream read member after member (see the module documentation).
struct Members {
    what: Compression,
    state: Member,
    /// Why the data ended early (bytes after the last member that are not one): reported after
    /// the games before them.
    trailing: Arc<std::sync::Mutex<Option<String>>>,
}

/// Where a [`Members`] is.
enum Member {
    Gzip(flate2::bufread::GzDecoder<Stored>),
    #[cfg(feature = "zstd")]
    Zstd(zstd::stream::read::Decoder<'static, Stored>),
    Bzip2(bzip2::bufread::BzDecoder<Stored>),
    /// At the end of a member: what comes next decides.
    Between(Stored),
    /// Taken out while the state changes.
    Taken,
    /// No more data.
    Done,
}

/// The first bytes of a zstd skippable frame (`0x184D2A50` to `0x184D2A5F`, little-endian).
fn skippable_zstd(head: &[u8]) -> bool {
    head.len() >= 4 && head[0] & 0xF0 == 0x50 && head[1..4] == [0x2A, 0x4D, 0x18]
}

impl Members {
    fn new(
        what: Compression,
        stored: Stored,
        trailing: Arc<std::sync::Mutex<Option<String>>>,
    ) -> std::io::Result<Self> {
        let mut members = Members {
            what,
            state: Member::Taken,
            trailing,
        };
        members.state = members.start(stored)?;
        Ok(members)
    }

    /// A decoder of the member that starts `stored`.
    fn start(&self, stored: Stored) -> std::io::Result<Member> {
        Ok(match self.what {
            Compression::Gzip => Member::Gzip(flate2::bufread::GzDecoder::new(stored)),
            #[cfg(feature = "zstd")]
            Compression::Zstd => {
                let mut d = zstd::stream::read::Decoder::with_buffer(stored)?.single_frame();
                d.window_log_max(MAX_ZSTD_WINDOW_LOG)?;
                Member::Zstd(d)
            }
            #[cfg(not(feature = "zstd"))]
            Compression::Zstd => {
                return Err(std::io::Error::new(
                    std::io::ErrorKind::Unsupported,
                    "zstd-compressed, and this build of trongtai has no zstd decoder",
                ))
            }
            Compression::Bzip2 => Member::Bzip2(bzip2::bufread::BzDecoder::new(stored)),
            Compression::None => Member::Between(stored),
        })
    }

    /// After a member: another one of the same compression, padding to the end, or bytes that
    /// are neither (recorded as trailing; the data ends).
    fn next_member(&mut self, mut stored: Stored) -> std::io::Result<Member> {
        // At least four bytes to tell a magic number, across the buffer's end if need be.
        let mut head: Vec<u8> = stored.fill_buf()?.to_vec();
        let had = head.len();
        stored.consume(had);
        while head.len() < 4 {
            let more = stored.fill_buf()?;
            if more.is_empty() {
                break;
            }
            let take = more.len().min(4 - head.len());
            head.extend_from_slice(&more[..take]);
            stored.consume(take);
        }
        if head.is_empty() {
            return Ok(Member::Done);
        }
        let next_is_member = match self.what {
            Compression::Zstd => Compression::sniff(&head) == Compression::Zstd || skippable_zstd(&head),
            other => Compression::sniff(&head) == other,
        };
        let mut stored: Stored = Box::new(std::io::Cursor::new(head).chain(stored));
        if next_is_member {
            return self.start(stored);
        }
        // Padding: zeros or white space to the end, read (and dropped) in full.
        let mut extra = 0u64;
        loop {
            let chunk = stored.fill_buf()?;
            if chunk.is_empty() {
                return Ok(Member::Done);
            }
            if let Some(at) = chunk.iter().position(|&b| b != 0 && !b.is_ascii_whitespace()) {
                let what = Compression::sniff(&chunk[at..]);
                let kind = if what == Compression::None {
                    String::new()
                } else {
                    format!(" ({} data)", what.name())
                };
                let name = self.what.name();
                let message = format!(
                    "after the {name} data{}, bytes that are not {name} data{kind}; expected {name} data, padding of zeros or white space, or nothing (the games before them were read)",
                    if extra + at as u64 > 0 {
                        format!(" and {} bytes of padding", extra + at as u64)
                    } else {
                        String::new()
                    }
                );
                if let Ok(mut slot) = self.trailing.lock() {
                    *slot = Some(message);
                }
                return Ok(Member::Done);
            }
            let n = chunk.len();
            extra += n as u64;
            stored.consume(n);
        }
    }
}

impl Read for Members {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        loop {
            let n = match &mut self.state {
                Member::Gzip(d) => d.read(buf)?,
                #[cfg(feature = "zstd")]
                Member::Zstd(d) => d.read(buf).map_err(|e| zstd_error(&e))?,
                Member::Bzip2(d) => d.read(buf)?,
                Member::Between(_) | Member::Taken => 0,
                Member::Done => return Ok(0),
            };
            if n > 0 || buf.is_empty() {
                return Ok(n);
            }
            let stored = match std::mem::replace(&mut self.state, Member::Taken) {
                Member::Gzip(d) => d.into_inner(),
                #[cfg(feature = "zstd")]
                Member::Zstd(d) => d.finish(),
                Member::Bzip2(d) => d.into_inner(),
                Member::Between(s) => s,
                Member::Taken | Member::Done => return Ok(0),
            };
            self.state = self.next_member(stored)?;
        }
    }
}

/// A zstd error, naming the window limit when a frame asks for more.
#[cfg(feature = "zstd")]
fn zstd_error(e: &std::io::Error) -> std::io::Error {
    let text = e.to_string();
    if text.contains("too much memory") || text.contains("indowLog") {
        std::io::Error::new(
            e.kind(),
            format!(
                "a frame needs a window larger than the limit of {} MiB ({MAX_ZSTD_WINDOW} bytes); expected an archive compressed with a window of at most {} MiB (zstd --long={MAX_ZSTD_WINDOW_LOG} or less)",
                MAX_ZSTD_WINDOW >> 20,
                MAX_ZSTD_WINDOW >> 20
            ),
        )
    } else {
        std::io::Error::new(e.kind(), text)
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
        reader: LineReader<Input>,
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
    tap: Option<Tap>,
    /// Bytes after the last member of the compressed file being read (see [`Members`]).
    trailing: Arc<std::sync::Mutex<Option<String>>>,
    /// A part of the only file (`Games::part`): its byte range and the line ends before it.
    part: Option<(u64, u64, usize)>,
    /// Whether the first line of the next part follows the part (its game is not the part's).
    lookahead: bool,
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
            tap: None,
            trailing: Arc::new(std::sync::Mutex::new(None)),
            part: None,
            lookahead: false,
        }
    }

    /// The same games, every byte read from a file as it is stored (compressed bytes for a
    /// compressed file) handed to `tap` with the file's index: a caller hashes each archive in
    /// the one reading that judges it (a pipe or `/dev/stdin` can be read only once).
    #[must_use]
    pub fn with_tap(mut self, tap: Tap) -> Self {
        self.tap = Some(tap);
        self
    }

    /// The games of the bytes `start..end` of `path`, a part cut by [`crate::split::cuts`]
    /// after `lines_before` line ends ([`crate::split::count_lines`]): numbered from 1, their
    /// lines numbered as in the whole file.
    pub fn part(path: &Path, start: u64, end: u64, lines_before: u64) -> Self {
        let mut games = Games::new(&[path.to_path_buf()]);
        games.part = Some((start, end, usize::try_from(lines_before).unwrap_or(usize::MAX)));
        games.progress.total = Some(end.saturating_sub(start));
        games
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
            // A regular file or a pipe; not a directory, a device or a socket.
            let meta = std::fs::metadata(path).map_err(|e| file_error(path, &e))?;
            let kind = trongtai_rulebook::files::Kind::of(&meta);
            #[cfg(unix)]
            let pipe = std::os::unix::fs::FileTypeExt::is_fifo(&meta.file_type());
            #[cfg(not(unix))]
            let pipe = false;
            if let (Some(kind), false) = (kind, pipe) {
                return Err(said(msg::ArchiveNotAFile {
                    path: &path.display().to_string(),
                    kind: &kind.text(),
                }));
            }
            let mut file = File::open(path).map_err(|e| file_error(path, &e))?;
            match self.part {
                Some((start, end, _)) => {
                    // The part, and the first line of the next part: the reader sees the next
                    // game's first tag pair, ends the last game of the part as it does in the
                    // whole file, and the game that line starts is dropped.
                    // (JSON lines are read line by line: nothing to look ahead at.)
                    let next_line = match part_format(&mut file, path, start, end) {
                        Ok(Format::JsonLines) => Ok(Vec::new()),
                        Ok(Format::Pgn) => first_line_at(&mut file, end),
                        Err(e) => Err(e),
                    }
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                    self.lookahead = !next_line.is_empty();
                    file.seek(SeekFrom::Start(start)).map_err(|e| file_error(path, &e))?;
                    Box::new(
                        file.take(end.saturating_sub(start))
                            .chain(std::io::Cursor::new(next_line)),
                    )
                }
                None => Box::new(file),
            }
        };
        let path = &self.files[index];
        let name = path.display();
        let mut stored: Stored = Box::new(BufReader::with_capacity(
            1 << 16,
            Counting {
                inner: raw,
                count: Arc::clone(&self.progress.read),
                tap: self.tap.as_ref().map(|t| (index, Arc::clone(t))),
            },
        ));
        let magic = stored.fill_buf().map_err(|e| file_error(path, &e))?;
        let compression = Compression::sniff(magic);
        let lines_before = self.part.map_or(0, |(_, _, lines)| lines);
        if self.part.is_some_and(|(start, _, _)| start > 0) && compression != Compression::None {
            return Err(said(msg::ArchivePartCompressed {
                path: &name.to_string(),
                compression: compression.name(),
            }));
        }
        if let Some((_, what)) = UNREAD_MAGIC.iter().find(|(m, _)| magic.starts_with(m)) {
            return Err(said(msg::ArchiveUnreadCompression {
                path: &name.to_string(),
                what,
            }));
        }
        if let Some(named) = Compression::named(path) {
            if named != compression {
                let (path, named, magic) = (&name.to_string(), named.name(), magic_text(named));
                return Err(said(match compression {
                    Compression::None => msg::ArchiveNameSaysPlain { path, named, magic }.text(),
                    _ => msg::ArchiveNameSays {
                        path,
                        named,
                        found: compression.name(),
                        magic,
                    }
                    .text(),
                }));
            }
        }
        if let Ok(mut slot) = self.trailing.lock() {
            *slot = None;
        }
        let mut input: Input = match compression {
            Compression::None => stored,
            // The WebAssembly build has no zstd decoder (C, which wasm32 cannot build).
            #[cfg(not(feature = "zstd"))]
            Compression::Zstd => {
                return Err(said(msg::ArchiveNoZstd {
                    path: &name.to_string(),
                }))
            }
            // libzstd checks each frame's checksum with the data; every decoder reads one member
            // at a time and [`Members`] goes on to the next (see the module documentation).
            _ => decoded(
                Members::new(compression, stored, Arc::clone(&self.trailing))
                    .map_err(|e| format!("{name}: {} data: {e}", compression.name()))?,
                compression,
            ),
        };
        let head = input.fill_buf().map_err(|e| format!("{name}: {e}"))?;
        let head = &head[..head.len().min(512)];
        Ok(match detect(path, head) {
            Format::Pgn => Current::Pgn {
                reader: Box::new(PgnReader::new(input).without_comments().after_lines(lines_before)),
                number: 0,
            },
            Format::JsonLines => Current::Json {
                reader: LineReader::new(input, MAX_LINE).after_lines(lines_before),
                number: 0,
                buf: Vec::new(),
            },
        })
    }

    /// Bytes after the last member of the file just read, if they were not padding.
    fn trailing(&self) -> Option<String> {
        self.trailing.lock().ok().and_then(|mut slot| slot.take())
    }
}

/// The line that starts at byte `at` of `file`, with its end (at most [`MAX_LINE`] bytes; empty
/// at the end of the file).
fn first_line_at(file: &mut File, at: u64) -> std::io::Result<Vec<u8>> {
    file.seek(SeekFrom::Start(at))?;
    let mut line = Vec::new();
    BufReader::new(file.take(MAX_LINE as u64)).read_until(b'\n', &mut line)?;
    Ok(line)
}

/// The format of the part `start..end` of `path`, told as [`detect`] tells a file's.
fn part_format(file: &mut File, path: &Path, start: u64, end: u64) -> std::io::Result<Format> {
    file.seek(SeekFrom::Start(start))?;
    let mut head = Vec::with_capacity(512);
    file.take(end.saturating_sub(start).min(512)).read_to_end(&mut head)?;
    Ok(detect(path, &head))
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
                    // The game the next part's first line starts.
                    Some(_) if self.lookahead && reader.exhausted() => None,
                    Some(Err(ReadError::Io(e))) => Some(Err(format!("{}: {e}", name()))),
                    Some(game) => {
                        *number += 1;
                        let source = match game {
                            Ok(game) => Source::Pgn(Box::new(game)),
                            Err(e) => Source::Unreadable(e.text()),
                        };
                        Some(Ok(ArchiveGame {
                            file,
                            number: *number,
                            source,
                        }))
                    }
                },
                Current::Json { reader, number, buf } => loop {
                    let read = reader.read(buf);
                    let line = reader.number();
                    match read {
                        Err(e) => break Some(Err(format!("{}:{line}: {e}", name()))),
                        Ok(Line::End) => break None,
                        // Its game is reported and skipped; the rest of the line is dropped unread
                        // into memory, and reading goes on with the next line.
                        Ok(Line::TooLong) => {
                            *number += 1;
                            break Some(Ok(ArchiveGame {
                                file,
                                number: *number,
                                source: Source::Unreadable(
                                    msg::ArchiveJsonLineTooLong {
                                        line: line as u64,
                                        max: MAX_LINE as u64,
                                    }
                                    .text(),
                                ),
                            }));
                        }
                        Ok(Line::Text) => {
                            let text = buf.strip_suffix(b"\n").unwrap_or(buf);
                            let text = text.strip_suffix(b"\r").unwrap_or(text);
                            if text.iter().all(u8::is_ascii_whitespace) {
                                continue;
                            }
                            *number += 1;
                            let source = match std::str::from_utf8(text) {
                                Ok(text) => Source::Json(text.to_owned()),
                                Err(e) => Source::Unreadable(
                                    msg::ArchiveNotUtf8 {
                                        line: line as u64,
                                        error: &e.to_string(),
                                    }
                                    .text(),
                                ),
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
                None => {
                    self.current = None;
                    if let Some(message) = self.trailing() {
                        return Some(Entry::FileError {
                            file,
                            message: format!("{}: {message}", self.files[file].display()),
                        });
                    }
                }
            }
        }
    }
}

/// The files of a list that are one and the same file named twice (the same path, or two paths
/// to one file): `(earlier, later)` indexes. Their games would be counted twice; a caller warns.
pub fn named_twice(files: &[PathBuf]) -> Vec<(usize, usize)> {
    let identity = |path: &Path| -> Option<(u64, u64)> {
        if path.as_os_str() == "-" {
            return None;
        }
        let meta = std::fs::metadata(path).ok()?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            Some((meta.dev(), meta.ino()))
        }
        #[cfg(not(unix))]
        {
            let _ = meta;
            None
        }
    };
    let ids: Vec<Option<(u64, u64)>> = files.iter().map(|p| identity(p)).collect();
    let mut out = Vec::new();
    for (later, id) in ids.iter().enumerate() {
        let Some(id) = id else { continue };
        if let Some(earlier) = ids[..later].iter().position(|e| e.as_ref() == Some(id)) {
            out.push((earlier, later));
        }
    }
    out
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
    pub fn parse(self) -> Result<Parsed, trongtai_i18n::Text> {
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
                let game: JsonGame = serde_json::from_str(&line).map_err(|e| json_error(&e))?;
                let moves = match game.moves {
                    Some(JsonMoves::Texts(moves)) => moves,
                    Some(JsonMoves::NotAllStrings) => return Err(msg::ArchiveJsonMoveNotString.text()),
                    None => return Err(msg::ArchiveJsonNoMoves.text()),
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

/// A message said now, in the output language: a file error is one line for people (the JSON
/// reports carry none).
fn said(m: impl Into<trongtai_i18n::Text>) -> String {
    m.into().to_string()
}

/// `path: why` for a file that cannot be opened or read, the system's error said by its kind.
fn file_error(path: &Path, e: &std::io::Error) -> String {
    said(msg::ArchiveFileError {
        path: &path.display().to_string(),
        why: &trongtai_i18n::io_error(e),
    })
}

/// A JSON line that does not read: the reader's own words (which are English).
fn json_error(e: &serde_json::Error) -> trongtai_i18n::Text {
    msg::ArchiveJson { error: &e.to_string() }.text()
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
    fn through_value(line: &str) -> Result<Parsed, trongtai_i18n::Text> {
        let value: Value = serde_json::from_str(line).map_err(|e| json_error(&e))?;
        let text = |key: &str| value.get(key).and_then(Value::as_str);
        let moves = value
            .get("moves")
            .and_then(Value::as_array)
            .ok_or_else(|| msg::ArchiveJsonNoMoves.text())?
            .iter()
            .map(Value::as_str)
            .collect::<Option<MoveTexts>>()
            .ok_or_else(|| msg::ArchiveJsonMoveNotString.text())?;
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
