//! Reading archive files game by game.
//!
//! A file is PGN (moves in the game's archive notation) or JSON lines (one object per line with
//! `moves` in engine coordinates, and optionally `start_fen`, `result`, `red` / `black` or
//! `white` / `black`). The format is told by the extension (`.jsonl`, `.ndjson`, `.json`,
//! `.pgn`), else by the first non-blank byte (`{` is JSON lines). `-` is standard input.
//!
//! [`Games`] goes through a list of files and yields one [`Entry`] per game; a file that cannot
//! be opened or read to its end yields an [`Entry::FileError`] and the next file is read. Memory
//! stays flat: one game (one line) is held at a time, and a JSON line longer than [`MAX_LINE`]
//! is refused rather than held.

use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use serde_json::Value;
use trongtai_notation::{PgnGame, PgnReader, ReadError};

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
    Pgn(Box<PgnGame>),
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

/// Tells the format of an archive by its extension, else by its first non-blank byte.
pub fn detect(path: &Path, head: &[u8]) -> Format {
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
    next_file: usize,
    current: Option<(usize, Current)>,
}

impl Games {
    /// The games of `files` (`-` is standard input), read lazily.
    pub fn new(files: &[PathBuf]) -> Self {
        Games {
            files: files.to_vec(),
            next_file: 0,
            current: None,
        }
    }

    /// Opens file `index`: its reader and format.
    fn open(&self, index: usize) -> Result<Current, String> {
        let path = &self.files[index];
        let name = path.display();
        let mut input: Input = if path.as_os_str() == "-" {
            Box::new(BufReader::with_capacity(1 << 16, std::io::stdin()))
        } else {
            let file = File::open(path).map_err(|e| format!("{name}: {e}"))?;
            Box::new(BufReader::with_capacity(1 << 16, file))
        };
        let head = input.fill_buf().map_err(|e| format!("{name}: {e}"))?;
        let head = &head[..head.len().min(512)];
        Ok(match detect(path, head) {
            Format::Pgn => Current::Pgn {
                reader: Box::new(PgnReader::new(input)),
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
            let name = self.files[file].display().to_string();
            let entry = match current {
                Current::Pgn { reader, number } => match reader.next() {
                    None => None,
                    Some(Err(ReadError::Io(e))) => Some(Err(format!("{name}: {e}"))),
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
                        Err(e) => break Some(Err(format!("{name}:{line}: {e}"))),
                        Ok(None) => break None,
                        Ok(Some(false)) => {
                            break Some(Err(format!(
                                "{name}:{line}: line longer than {} MiB, expected one JSON object per line",
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
    pub moves: Vec<String>,
    /// Whether the moves are engine coordinates (else the archive notation).
    pub coordinates: bool,
}

/// The players of a game, `?` where unknown.
fn players(first: Option<&str>, second: Option<&str>) -> String {
    format!("{} - {}", first.unwrap_or("?"), second.unwrap_or("?"))
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
                    moves: game.moves.into_iter().map(|m| m.text).collect(),
                    coordinates: false,
                })
            }
            Source::Json(line) => {
                let value: Value = serde_json::from_str(&line).map_err(|e| format!("JSON: {e}"))?;
                let text = |key: &str| value.get(key).and_then(Value::as_str);
                let moves = value
                    .get("moves")
                    .and_then(Value::as_array)
                    .ok_or_else(|| "JSON: no `moves` array".to_owned())?
                    .iter()
                    .map(|m| m.as_str().map(str::to_owned))
                    .collect::<Option<Vec<String>>>()
                    .ok_or_else(|| "JSON: a move is not a string".to_owned())?;
                Ok(Parsed {
                    players: players(text("red").or_else(|| text("white")), text("black")),
                    fen: text("start_fen").map(str::to_owned),
                    recorded: text("result").map(str::to_owned),
                    moves,
                    coordinates: true,
                })
            }
        }
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
