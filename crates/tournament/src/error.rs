//! The errors of this crate.

/// What can go wrong when building tables, reading competition files or scoring results.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    /// A number of players outside `2..=MAX_PLAYERS`.
    #[error("number of players {players}, expected between 2 and {max}")]
    PlayerCount {
        /// The number given.
        players: u32,
        /// The largest number accepted ([`crate::MAX_PLAYERS`]).
        max: u32,
    },
    /// A competition file that cannot be read, located as `path:line:col: message`.
    #[error("{path}:{line}:{column}: {message}")]
    File {
        /// The file, as shown to the user (`rules/competition/<id>.ron`).
        path: String,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What is wrong, in lower case.
        message: String,
    },
    /// An id that names no shipped competition file.
    #[error("no competition file `{id}`, expected one of: {known}")]
    UnknownCompetition {
        /// The id asked for.
        id: String,
        /// The shipped ids, comma-separated.
        known: String,
    },
    /// A game result that cannot be read.
    #[error("result `{0}`, expected 1-0, 0-1, 1/2-1/2 or 0-0")]
    Result(String),
    /// A game whose player number is not in `1..=players`, or a player paired with himself.
    #[error("game {index}: players {white} and {black}, expected two different numbers between 1 and {players}")]
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
    #[error("rulebook `{rulebook}` sets no points for a game (ends.scoring, article {article}): a competition under it must announce its own, as a local regulation")]
    NoScoring {
        /// The rulebook.
        rulebook: String,
        /// The article of its `ends.scoring`.
        article: String,
    },
    /// Points of a rulebook that are not a number (a denominator of 0).
    #[error("rulebook `{rulebook}`: ends.scoring: {message}")]
    Points {
        /// The rulebook.
        rulebook: String,
        /// What is wrong.
        message: String,
    },
    /// Points that do not fit the arithmetic (a sum or a denominator too large).
    #[error("points overflow, expected sums that fit in 64 bits")]
    Overflow,
}
