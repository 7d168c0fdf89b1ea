//! The errors of this crate, said in the output language (`i18n/<lang>/tournament.ftl`).

use trongtai_i18n::{msg, Message as _, Text};
use trongtai_rulebook::error::Problem;

/// What can go wrong when building tables, reading competition files or scoring results.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    /// A number of players outside `2..=MAX_PLAYERS`.
    #[error("{}", msg::TournamentPlayerCount { players: u64::from(*players), max: u64::from(*max) }.text())]
    PlayerCount {
        /// The number given.
        players: u32,
        /// The largest number accepted ([`crate::MAX_PLAYERS`]).
        max: u32,
    },
    /// A competition file that cannot be read, located as `path:line:col: message` (the file as
    /// shown to the user, `rules/competition/<id>.ron`).
    #[error("{0}")]
    File(Problem),
    /// An id that names no shipped competition file.
    #[error("{}", msg::TournamentUnknownCompetition { id, known }.text())]
    UnknownCompetition {
        /// The id asked for.
        id: String,
        /// The shipped ids, comma-separated.
        known: String,
    },
    /// A game result that cannot be read.
    #[error("{}", msg::TournamentResult { result: _0 }.text())]
    Result(String),
    /// A game whose player number is not in `1..=players`, or a player paired with himself.
    #[error("{}", msg::TournamentGamePlayers { index: *index as u64, white: u64::from(*white), black: u64::from(*black), players: u64::from(*players) }.text())]
    GamePlayers {
        /// 0-based index of the game in the list.
        index: usize,
        /// White's number.
        white: u32,
        /// Black's number.
        black: u32,
        /// The number of players.
        players: u32,
    },
    /// A rulebook whose law sets no points for a game (its `ends.scoring` is `NotInThisLaw`).
    #[error("{}", msg::TournamentNoScoring { rulebook, article }.text())]
    NoScoring {
        /// The rulebook.
        rulebook: String,
        /// The article of its `ends.scoring`.
        article: String,
    },
    /// Points of a rulebook that are not a number (a denominator of 0).
    #[error("{}", msg::TournamentPoints { rulebook, problem }.text())]
    Points {
        /// The rulebook.
        rulebook: String,
        /// What is wrong with its points.
        problem: Text,
    },
    /// Points that do not fit the arithmetic (a sum or a denominator too large).
    #[error("{}", msg::TournamentOverflow.text())]
    Overflow,
}
