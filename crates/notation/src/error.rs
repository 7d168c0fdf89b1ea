//! Errors: of notation files, of move texts, of PGN files and of replaying a game.
//!
//! Messages are lower case, name the text they are about and say what was expected.

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
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MoveTextError {
    /// The text is not a move of this notation at all.
    #[error("`{}`: cannot read this move, expected {expected}", shown(text))]
    Unparseable {
        /// The move text.
        text: String,
        /// What a move of this notation looks like.
        expected: String,
    },
    /// The text reads, but no legal move fits it.
    #[error("`{}`: not a legal move here, expected {}", shown(text), one_of(legal))]
    Illegal {
        /// The move text.
        text: String,
        /// Legal moves, written in the notation: those of the piece named if it has any,
        /// otherwise all (at most a dozen).
        legal: Vec<String>,
    },
    /// Several legal moves fit the text.
    #[error(
        "`{}`: ambiguous, it fits {}; expected one of them",
        shown(text),
        alternatives(candidates)
    )]
    Ambiguous {
        /// The move text.
        text: String,
        /// The legal moves it fits, written in the notation.
        candidates: Vec<String>,
    },
}

impl MoveTextError {
    /// The move text the error is about.
    pub fn text(&self) -> &str {
        match self {
            Self::Unparseable { text, .. } | Self::Illegal { text, .. } | Self::Ambiguous { text, .. } => text,
        }
    }
}

/// A PGN file that does not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct PgnError {
    /// The number of the broken game in the input, from 1 (read and broken games counted alike).
    pub game: usize,
    /// 1-based line of the input.
    pub line: usize,
    /// What is wrong and what was expected.
    pub message: String,
}

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

fn lines(problems: &[Problem]) -> String {
    problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n")
}

pub(crate) fn quoted(items: &[String]) -> String {
    items.iter().map(|i| format!("`{i}`")).collect::<Vec<_>>().join(", ")
}

fn one_of(legal: &[String]) -> String {
    match legal {
        [] => "a legal move, but there is none".to_owned(),
        [one] => format!("`{one}`"),
        _ => format!("one of {}", quoted(legal)),
    }
}

fn alternatives(candidates: &[String]) -> String {
    match candidates {
        [a, b] => format!("`{a}` and `{b}`"),
        _ => quoted(candidates),
    }
}
