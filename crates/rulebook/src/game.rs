//! Game definitions: the board, its zones, the pieces and how they move, as data.
//!
//! A game definition describes *what the pieces do*; it says nothing about clocks, claims or
//! penalties, which belong to the rulebook that uses it. The engine compiles a [`GameDef`]
//! into attack tables once; nothing in the engine knows a piece by name.
//!
//! Coordinates are `(file, rank)` offsets seen from the side that moves first. For the
//! second side every rank offset is negated and every zone is mirrored top to bottom, so
//! "forward" and "own half" need to be written only once.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A complete game definition, as stored in `rules/games/<id>.ron`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GameDef {
    /// Stable identifier, e.g. `chess`.
    pub id: String,
    /// Human-readable names.
    pub name: Labels,
    /// Size and naming of the board.
    pub board: BoardDef,
    /// The two sides (exactly two); the first one moves first and its pieces are written in upper case in FEN.
    pub sides: Vec<SideDef>,
    /// Named sets of squares, written from the first side's point of view.
    #[serde(default)]
    pub zones: BTreeMap<String, ZoneDef>,
    /// The kinds of piece.
    pub pieces: Vec<PieceDef>,
    /// Castling-like moves of the royal piece together with a partner piece.
    #[serde(default)]
    pub castling: Vec<CastlingDef>,
    /// Positions that may never arise after a move of the side that made it.
    #[serde(default)]
    pub forbidden: Vec<Forbidden>,
    /// The initial position in FEN.
    pub start: String,
}

/// A label in Vietnamese (the authoritative wording) and English.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Labels {
    /// Vietnamese.
    pub vi: String,
    /// English.
    pub en: String,
}

/// Board geometry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoardDef {
    /// Number of files (columns), at most 16.
    pub files: u8,
    /// Number of ranks (rows), at most 16; `files * ranks` is at most 128.
    pub ranks: u8,
    /// Whether pieces stand on squares or on the intersections of lines (xiangqi).
    #[serde(default)]
    pub points: bool,
}

/// One side of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SideDef {
    /// Identifier, e.g. `white` or `red`.
    pub id: String,
    /// Names of the side.
    pub name: Labels,
    /// The letter FEN uses for this side to move (`w` or `b`).
    pub fen: char,
    /// How the side's pieces are drawn (the site's diagrams, the desk); a plain light or dark
    /// piece by the side's order if left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub look: Option<LookDef>,
}

/// The colours a side's pieces are drawn in, with where they come from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LookDef {
    /// The colour of the piece's face, as `#rrggbb`.
    pub face: String,
    /// The colour of the letter or character written on it, as `#rrggbb`.
    pub ink: String,
    /// The article that says how the side's pieces look (or a `reading:`).
    pub source: String,
}

/// The characters written on a kind of piece, one for each side, with where they come from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CharactersDef {
    /// The character of each side's piece, in the order of `sides`.
    pub sides: Vec<String>,
    /// The article that gives them (or a `reading:`).
    pub source: String,
}

/// A named set of squares.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum ZoneDef {
    /// Whole ranks, numbered from 1 on the first side's back rank.
    Ranks(Vec<u8>),
    /// A rectangle of files and ranks, both 1-based and inclusive.
    Rect {
        /// First and last file.
        files: (u8, u8),
        /// First and last rank.
        ranks: (u8, u8),
    },
    /// Explicit squares in coordinate notation (`e1`, `d10`).
    Squares(Vec<String>),
}

/// One kind of piece.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PieceDef {
    /// Identifier used by rulebooks and by other parts of the definition.
    pub id: String,
    /// Names of the piece.
    pub name: Labels,
    /// The FEN letter, upper case (the second side writes it in lower case).
    pub fen: char,
    /// Whether the side loses when this piece cannot escape capture.
    #[serde(default)]
    pub royal: bool,
    /// Whether a move of this piece can never be undone (resets the halfmove clock).
    #[serde(default)]
    pub irreversible: bool,
    /// A zone the piece may never leave (and never stand outside of).
    #[serde(default)]
    pub confined: Option<String>,
    /// A zone outside of which the piece can never stand (checked when reading a position).
    #[serde(default)]
    pub placement: Option<String>,
    /// The ways the piece moves.
    pub moves: Vec<MoveDef>,
    /// Replacement of the piece on reaching a zone.
    #[serde(default)]
    pub promotion: Option<PromotionDef>,
    /// The characters the pieces bear (xiangqi's 帥/將), drawn instead of the FEN letter when
    /// asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub characters: Option<CharactersDef>,
}

/// One way a piece moves: a geometry plus the conditions under which it applies.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MoveDef {
    /// How the piece travels.
    pub kind: MoveKind,
    /// The base offset `(file, rank)`, seen from the first side.
    pub step: (i8, i8),
    /// Which reflections of `step` (and of the legs) also apply.
    #[serde(default)]
    pub symmetry: Symmetry,
    /// Whether the move may go to an empty square, capture, or both.
    #[serde(default)]
    pub mode: Mode,
    /// The move applies only when the piece stands in this zone.
    #[serde(default)]
    pub from_zone: Option<String>,
    /// The move applies only when the piece stands outside this zone.
    #[serde(default)]
    pub from_outside: Option<String>,
    /// The piece may capture an enemy piece of this kind that has just passed the target square
    /// with a move marked `passable` (en passant).
    #[serde(default)]
    pub en_passant: bool,
    /// An enemy piece may capture this piece on the square it passed over during this move,
    /// on the very next turn only.
    #[serde(default)]
    pub passable: bool,
}

/// The geometry of a move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum MoveKind {
    /// Repeats `step` until blocked; the first occupied square can be captured.
    Ride {
        /// The farthest number of steps (`None` = to the edge).
        #[serde(default)]
        max: Option<u8>,
        /// The nearest number of steps (default 1).
        #[serde(default)]
        min: Option<u8>,
    },
    /// Jumps by `step` in one go; blocked only if one of `legs` (offsets from the start, reflected
    /// with the step) is occupied.
    Leap {
        /// Squares that must be empty for the leap.
        #[serde(default)]
        legs: Vec<(i8, i8)>,
    },
    /// Travels like a rider but captures only by jumping over exactly `screens` pieces.
    Hop {
        /// Number of pieces that must stand between the piece and its capture.
        screens: u8,
    },
}

/// Reflections of a step.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Symmetry {
    /// The step as written only.
    #[default]
    None,
    /// The step and its mirror image across the file axis (left and right).
    LeftRight,
    /// The four rotations by a quarter turn.
    Rotations,
    /// All eight rotations and reflections.
    All,
}

/// Whether a move may go to an empty square, capture, or both.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Mode {
    /// Both moving and capturing.
    #[default]
    Both,
    /// Only to an empty square.
    MoveOnly,
    /// Only capturing.
    CaptureOnly,
}

/// Replacement of a piece on reaching a zone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PromotionDef {
    /// The zone where the piece is replaced (seen from its own side).
    pub zone: String,
    /// The kinds it may become, in the order shown to players.
    pub choices: Vec<String>,
}

/// A castling-like move of the royal piece together with a partner, written for the first side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CastlingDef {
    /// Identifier, e.g. `king-side`.
    pub id: String,
    /// The FEN letter of the right, upper case for the first side.
    pub fen: char,
    /// The partner piece kind.
    pub partner: String,
    /// Where the royal piece starts and ends.
    pub royal: (String, String),
    /// Where the partner starts and ends.
    pub partner_squares: (String, String),
}

/// Positions that may not arise after a move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Forbidden {
    /// The royal pieces may not see each other along these steps with nothing in between
    /// (a move that leaves them so is illegal for the side that made it).
    RoyalsFacing {
        /// Steps along which facing is forbidden, e.g. `[(0, 1)]` for files.
        steps: Vec<(i8, i8)>,
    },
}
