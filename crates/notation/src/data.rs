//! The notation files: `rules/notation/*.ron`, their serde model, and the embedded copies.
//!
//! A notation file names the game it writes (`game: "chess"`), gives each piece of that game's
//! definition a letter (keyed by the piece id: `king`, `horse`, …) and the signs of its style,
//! every value with the `source` it is taken from. Files are strict RON: an unknown field is an
//! error, and optional fields may be written with or without `Some(...)`.

use std::collections::BTreeMap;

use serde::Deserialize;
use trongtai_rulebook::Problem;

use crate::error::NotationError;

/// `(name relative to rules/notation/, text)` of every shipped notation file.
pub const SHIPPED: &[(&str, &str)] = &[
    ("chess-en.ron", include_str!("../../../rules/notation/chess-en.ron")),
    ("chess-vi.ron", include_str!("../../../rules/notation/chess-vi.ron")),
    (
        "xiangqi-asian.ron",
        include_str!("../../../rules/notation/xiangqi-asian.ron"),
    ),
    (
        "xiangqi-iccs.ron",
        include_str!("../../../rules/notation/xiangqi-iccs.ron"),
    ),
    ("xiangqi-vi.ron", include_str!("../../../rules/notation/xiangqi-vi.ron")),
    (
        "xiangqi-wxf.ron",
        include_str!("../../../rules/notation/xiangqi-wxf.ron"),
    ),
];

/// A notation file.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, rename = "Notation")]
pub struct NotationDef {
    /// The identifier: the file name without `.ron` (`chess-en`).
    pub id: String,
    /// The id of the game definition it writes (`chess`, `xiangqi`).
    pub game: String,
    /// A human-readable name.
    pub name: String,
    /// Whether this is the notation the game's archives are written in (the movetext of PGN
    /// files, the moves of the ICCS files): the one `trongtai adjudicate` reads them with. At most
    /// one notation of a game says so.
    #[serde(default)]
    pub archive: bool,
    /// Where the notation as a whole is taken from.
    pub source: String,
    /// The letter of each piece, keyed by the piece id of the game definition. Coordinate
    /// notations need none.
    #[serde(default)]
    pub pieces: BTreeMap<String, Letter>,
    /// How a move is written, and the signs of that style.
    pub style: Style,
}

/// The letter of a piece.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Letter {
    /// The letter written (may be empty for the one piece an algebraic notation leaves unnamed).
    pub letter: String,
    /// Other letters accepted when reading.
    #[serde(default)]
    pub also: Vec<String>,
    /// The article or document the letter is taken from.
    pub source: String,
}

/// A sign: what is written, and what else is read as the same sign.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sign {
    /// The form written (may be empty where the notation writes nothing).
    pub write: String,
    /// Other forms accepted when reading.
    #[serde(default)]
    pub also: Vec<String>,
    /// The article or document the sign is taken from.
    pub source: String,
}

impl Sign {
    /// The written form first, then the other forms read.
    pub fn forms(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.write.as_str()).chain(self.also.iter().map(String::as_str))
    }
}

/// How a notation writes a move.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Style {
    /// Algebraic notation (chess SAN): piece letter, the origin file or rank when needed, a
    /// capture sign, the target square, promotion, check or mate.
    Algebraic {
        /// Written between the piece (or the pawn's file) and the target square of a capture.
        capture: Sign,
        /// Appended to a move that gives check.
        check: Sign,
        /// Appended to a move that mates.
        mate: Sign,
        /// Written between the target square and the letter of the promoted piece.
        promotion: Sign,
        /// Appended to a capture en passant.
        en_passant: Sign,
        /// Each castling move of the game definition, by its id (`king-side`).
        castling: BTreeMap<String, Sign>,
    },
    /// The file-relative notation of xiangqi: piece letter (or a front/rear mark), the file it
    /// starts from counted from the mover's right, a direction sign, then the file it arrives on
    /// (sideways or diagonal moves) or the number of steps (moves along a file).
    FileRelative {
        /// Toward the opponent.
        advance: Sign,
        /// Toward the mover's own side.
        retreat: Sign,
        /// Sideways along a rank.
        traverse: Sign,
        /// The marks for identical pieces of one side on one file.
        tandem: Tandem,
    },
    /// Coordinates: origin square then target square, ranks counted from `first_rank`.
    Coordinates {
        /// The number of the first side's back rank (0 for ICCS, 1 for UCI-like coordinates).
        first_rank: u8,
        /// Written between the two squares.
        separator: Sign,
    },
}

/// The marks for two or more identical pieces of one side on one file.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tandem {
    /// The front piece (the one nearer the opponent).
    pub front: String,
    /// The rear piece.
    pub rear: String,
    /// The middle one of three; without it the middle piece is written with its file number.
    #[serde(default)]
    pub middle: Option<String>,
    /// The article or document the marks are taken from.
    pub source: String,
}

impl NotationDef {
    /// Reads a notation file. `file` is how the file is named in messages.
    ///
    /// # Errors
    ///
    /// [`NotationError::Invalid`] with the located problem when the text is not a notation
    /// file (syntax, unknown field, wrong type).
    pub fn parse(file: &str, text: &str) -> Result<Self, NotationError> {
        ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .from_str::<NotationDef>(text)
            .map_err(|err| {
                let why = trongtai_rulebook::error::ron_message(&err.code);
                NotationError::Invalid(vec![Problem::new(
                    file,
                    err.span.start.line,
                    err.span.start.col,
                    trongtai_i18n::msg::NotationUnreadable { why: &why },
                )])
            })
    }

    /// A shipped notation file by id (`chess-en`, `xiangqi-vi`).
    ///
    /// # Errors
    ///
    /// [`NotationError::Unknown`] for an id that is not shipped, and the errors of
    /// [`NotationDef::parse`] (a shipped file that does not read fails the tests).
    pub fn shipped(id: &str) -> Result<Self, NotationError> {
        let name = format!("{id}.ron");
        let text = SHIPPED
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, text)| *text)
            .ok_or_else(|| NotationError::Unknown {
                id: id.to_owned(),
                known: shipped_ids(),
            })?;
        Self::parse(&format!("rules/notation/{name}"), text)
    }
}

/// The ids of the shipped notations, sorted.
pub fn shipped_ids() -> Vec<String> {
    SHIPPED
        .iter()
        .filter_map(|(name, _)| name.strip_suffix(".ron"))
        .map(str::to_owned)
        .collect()
}

/// The id of the shipped notation the archives of `game` are written in (the one whose file says
/// `archive: true`), if any.
pub fn archive_notation_id(game: &str) -> Option<String> {
    shipped_ids()
        .into_iter()
        .find(|id| NotationDef::shipped(id).is_ok_and(|def| def.game == game && def.archive))
}
