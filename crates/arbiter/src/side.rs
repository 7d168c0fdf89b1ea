//! The two sides of a game and the result between them, as the arbiter reasons about them. Their names (`white`, `red`,
//! `black`) belong to the game definition and are used only where text is read or written.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use trongtai_engine::Game;

/// One of the two sides: the first to move in the game's start position, or the other. Written
/// `first` and `second` where a typed ruling ([`crate::Said`]) is serialised; the game
/// definition names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// The side listed first by the game definition (white in chess, red in xiangqi).
    First,
    /// The other side.
    Second,
}

impl Side {
    /// The side of the engine's index (0 or 1; anything else is the second side).
    pub fn from_index(index: usize) -> Self {
        if index == 0 {
            Side::First
        } else {
            Side::Second
        }
    }

    /// The engine's index of the side.
    pub fn index(self) -> usize {
        match self {
            Side::First => 0,
            Side::Second => 1,
        }
    }

    /// The other side.
    pub fn opponent(self) -> Self {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// Its name in `game`'s definition (`white`, `red`, `black`).
    pub fn name(self, game: &Game) -> &str {
        game.side_ids()[self.index()]
    }
}

/// The result of a game, as written on a scoresheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GameResult {
    /// A side won.
    Win(Side),
    /// A draw.
    Draw,
    /// Both sides lose (`0-0`).
    BothLose,
    /// The game goes on, or no result is known (`*`).
    Unfinished,
}

impl GameResult {
    /// Reads `1-0`, `0-1`, `1/2-1/2` (also `½-½`), `0-0` and `*`; `None` for anything else.
    pub fn parse(text: &str) -> Option<Self> {
        match text.trim() {
            "1-0" => Some(GameResult::Win(Side::First)),
            "0-1" => Some(GameResult::Win(Side::Second)),
            "1/2-1/2" | "½-½" => Some(GameResult::Draw),
            "0-0" => Some(GameResult::BothLose),
            "*" => Some(GameResult::Unfinished),
            _ => None,
        }
    }

    /// The result as written: `1-0`, `0-1`, `1/2-1/2`, `0-0`, `*`.
    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::Win(Side::First) => "1-0",
            GameResult::Win(Side::Second) => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::BothLose => "0-0",
            GameResult::Unfinished => "*",
        }
    }

    /// The loss of `side`.
    pub fn loss_of(side: Side) -> Self {
        GameResult::Win(side.opponent())
    }
}

impl std::fmt::Display for GameResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Written as on a scoresheet (`"1-0"`, `"0-1"`, `"1/2-1/2"`, `"0-0"`, `"*"`), the text a verdict
/// has always had in JSON and RON.
impl serde::Serialize for GameResult {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// Reads exactly the five forms [`GameResult::as_str`] writes; anything else (`½-½`, spaces
/// around it) is refused, so that a file reads back what it says.
impl<'de> serde::Deserialize<'de> for GameResult {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        const FORMS: &[&str] = &["1-0", "0-1", "1/2-1/2", "0-0", "*"];
        let text = String::deserialize(deserializer)?;
        GameResult::parse(&text)
            .filter(|r| r.as_str() == text)
            .ok_or_else(|| serde::de::Error::unknown_variant(&text, FORMS))
    }
}
