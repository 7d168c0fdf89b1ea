//! Errors of the engine. Messages are lower case, name what was expected, and end without a period;
//! their words are messages of the catalogues (`i18n/*/engine.ftl`), said in the output language
//! when shown ([`trongtai_i18n::Text`]).

use std::fmt;

use trongtai_i18n::{msg, Message, Text};
use trongtai_rulebook::error::shown;

/// A game definition the engine cannot compile.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct CompileError {
    /// What is wrong.
    pub message: Text,
}

impl CompileError {
    pub(crate) fn new(message: impl Into<Text>) -> Self {
        CompileError {
            message: message.into(),
        }
    }

    /// The error as a message of the catalogues.
    pub fn text(&self) -> Text {
        self.message.clone()
    }
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message.fmt(f)
    }
}

impl std::error::Error for CompileError {}

/// A FEN that cannot be read, or that describes an impossible position.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenError {
    /// The text does not have the shape of a FEN.
    Syntax(Text),
    /// The text reads, but the position cannot arise in this game.
    Impossible(Text),
}

impl FenError {
    /// The error as a message of the catalogues.
    pub fn text(&self) -> Text {
        match self {
            FenError::Syntax(why) => msg::FenInvalid { why }.text(),
            FenError::Impossible(why) => msg::FenImpossible { why }.text(),
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for FenError {}

/// A move that cannot be read or is not legal in the position.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveError {
    /// The text is not a move in coordinate notation.
    Syntax(String),
    /// The text has the shape of a coordinate move but names a square that is not on the
    /// board (`i1i2` in chess): text that names no move, not an illegal move.
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
    Illegal(String),
}

impl MoveError {
    /// The error as a message of the catalogues.
    pub fn text(&self) -> Text {
        match self {
            MoveError::Syntax(text) => msg::MoveInvalid { text: &shown(text) }.text(),
            MoveError::NoSuchSquare {
                text,
                square,
                first,
                last,
            } => msg::MoveNoSuchSquare {
                text: &shown(text),
                square: &shown(square),
                first,
                last,
            }
            .text(),
            MoveError::Illegal(text) => msg::MoveIllegal { text: &shown(text) }.text(),
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for MoveError {}
