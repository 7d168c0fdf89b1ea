//! Errors of the engine. Messages are lower case, name what was expected, and end without a period.

use thiserror::Error;
use trongtai_rulebook::error::shown;

/// A game definition the engine cannot compile.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{message}")]
#[non_exhaustive]
pub struct CompileError {
    /// What is wrong.
    pub message: String,
}

impl CompileError {
    pub(crate) fn new(message: impl Into<String>) -> Self {
        CompileError {
            message: message.into(),
        }
    }
}

/// A FEN that cannot be read, or that describes an impossible position.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum FenError {
    /// The text does not have the shape of a FEN.
    #[error("invalid fen: {0}")]
    Syntax(String),
    /// The text reads, but the position cannot arise in this game.
    #[error("impossible position: {0}")]
    Impossible(String),
}

/// A move that cannot be read or is not legal in the position.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum MoveError {
    /// The text is not a move in coordinate notation.
    #[error("invalid move `{}`: expected coordinate notation such as e2e4, e7e8q or h3e3", shown(.0))]
    Syntax(String),
    /// The text has the shape of a coordinate move but names a square that is not on the
    /// board (`i1i2` in chess): text that names no move, not an illegal move.
    #[error("invalid move `{}`: `{}` is not a square of this board, expected coordinate notation on its squares ({first} to {last})", shown(text), shown(square))]
    NoSuchSquare {
        /// The move text.
        text: String,
        /// The square it names that the board does not have.
        square: String,
        /// The board's first square (`a1`).
        first: String,
        /// The board's last square (`h8`, `i10`).
        last: String,
    },
    /// The move reads but is not legal here.
    #[error("illegal move `{}` in this position", shown(.0))]
    Illegal(String),
}
