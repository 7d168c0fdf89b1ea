//! Errors: of notation files, of move texts, of PGN files and of replaying a game.
//!
//! Messages are lower case, name the text they are about and say what was expected.

use trongtai_i18n::{msg, Message, Text};
use trongtai_rulebook::error::shown;
use trongtai_rulebook::Problem;

/// A notation file that does not read or does not fit its game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NotationError {
    /// Located problems in a notation file: `path:line:col: message`, one per line.
    #[error("{}", lines(.0))]
    Invalid(Vec<Problem>),
    /// A notation file that reads but does not fit the game it is used with.
    #[error("notation `{id}` does not fit its game: {}", problems.join("; "))]
    Unfit {
        /// The notation's id.
        id: String,
        /// What does not fit, and what was expected.
        problems: Vec<String>,
    },
    /// The id asked for is not a shipped notation.
    #[error("unknown notation `{id}`, expected one of {}", quoted(known))]
    Unknown {
        /// The id asked for.
        id: String,
        /// The shipped ids.
        known: Vec<String>,
    },
}

/// A move text that does not name exactly one legal move.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveTextError {
    /// The text is not a move of this notation at all.
    Unparseable {
        /// The move text.
        text: String,
        /// What a move of this notation looks like.
        expected: Text,
    },
    /// The text reads, but no legal move fits it.
    Illegal {
        /// The move text.
        text: String,
        /// Legal moves, written in the notation: those of the piece named if it has any,
        /// otherwise all (at most a dozen).
        legal: Vec<String>,
    },
    /// Several legal moves fit the text.
    Ambiguous {
        /// The move text.
        text: String,
        /// The legal moves it fits, written in the notation.
        candidates: Vec<String>,
    },
}

impl MoveTextError {
    /// The error, to be said in any language.
    pub fn said(&self) -> Text {
        match self {
            Self::Unparseable { text, expected } => msg::MoveTextUnparseable {
                text: &shown(text),
                expected,
            }
            .text(),
            Self::Illegal { text, legal } => {
                let text = &shown(text);
                match legal.as_slice() {
                    [] => msg::MoveTextNone { text }.text(),
                    [one] => msg::MoveTextOne { text, legal: one }.text(),
                    _ => msg::MoveTextMany {
                        text,
                        legal: &quoted(legal),
                    }
                    .text(),
                }
            }
            Self::Ambiguous { text, candidates } => {
                let text = &shown(text);
                match candidates.as_slice() {
                    [a, b] => msg::MoveTextAmbiguousTwo { text, a, b }.text(),
                    _ => msg::MoveTextAmbiguous {
                        text,
                        candidates: &quoted(candidates),
                    }
                    .text(),
                }
            }
        }
    }
}

impl std::fmt::Display for MoveTextError {
    /// The error in the output language ([`trongtai_i18n::lang`]).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for MoveTextError {}

impl MoveTextError {
    /// The move text the error is about.
    pub fn text(&self) -> &str {
        match self {
            Self::Unparseable { text, .. } | Self::Illegal { text, .. } | Self::Ambiguous { text, .. } => text,
        }
    }
}

/// A PGN file that does not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnError {
    /// The number of the broken game in the input, from 1 (read and broken games counted alike).
    pub game: usize,
    /// 1-based line of the input.
    pub line: usize,
    /// What is wrong and what was expected, said in the language of the output.
    pub message: Text,
}

impl PgnError {
    /// The error with its line (`line 4: ...`), to be said in any language.
    pub fn text(&self) -> Text {
        msg::PgnAtLine {
            line: self.line as u64,
            message: &self.message,
        }
        .text()
    }
}

impl std::fmt::Display for PgnError {
    /// The error with its line, in the output language ([`trongtai_i18n::lang`]).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for PgnError {}

/// A game of a PGN file that does not replay.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayError {
    /// The `FEN` tag does not read as a position of the game.
    #[error("tag FEN \"{fen}\": {message}")]
    Fen {
        /// The tag's value.
        fen: String,
        /// Why it does not read.
        message: String,
    },
    /// A move of the game does not name exactly one legal move.
    #[error("move {number}: {error}")]
    Move {
        /// The ply, from 0.
        ply: usize,
        /// The move number as PGN writes it (`12.` or `12...`).
        number: String,
        /// What is wrong with the move.
        error: MoveTextError,
    },
}

/// An I/O error or a PGN syntax error, from reading a PGN stream.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReadError {
    /// The input could not be read.
    #[error("cannot read the input: {0}")]
    Io(#[from] std::io::Error),
    /// The input is not PGN.
    #[error(transparent)]
    Pgn(#[from] PgnError),
}

impl ReadError {
    /// The error, to be said in any language: a PGN error with its line, or why the input could
    /// not be read (the kind of the I/O error).
    pub fn text(&self) -> Text {
        match self {
            ReadError::Io(e) => msg::PgnCannotRead {
                why: &trongtai_i18n::io_error(e),
            }
            .text(),
            ReadError::Pgn(e) => e.text(),
        }
    }
}

fn lines(problems: &[Problem]) -> String {
    problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n")
}

pub(crate) fn quoted(items: &[String]) -> String {
    items.iter().map(|i| format!("`{i}`")).collect::<Vec<_>>().join(", ")
}
