//! Game archives for trongtai: PGN files (SAN for chess, ICCS for xiangqi) and JSON lines
//! (engine coordinates), plain or compressed (gzip, zstd, bzip2), read as a stream of games in
//! bounded memory, and each game judged
//! under a rulebook by the arbiter ([`trongtai_arbiter::RecordedGame`]).
//!
//! - [`read`]: which format a file is, and the games of a list of files one by one
//!   ([`Games`]), a file that cannot be read being one entry among the games.
//! - [`adjudicate`]: the [`Adjudicator`] reads each game's moves in the archive's notation and
//!   hands them to the arbiter; a [`GameReport`] says what it found, in words and as JSON.
//!   [`Adjudicator::screen`] recognises an archive of the other game (a chess PGN under a
//!   xiangqi rulebook) and makes it one error for the file instead of one per game.
//! - [`split`]: a large file cut into parts at game boundaries, read apart (on a cluster) with
//!   the same games and messages as the whole file.
//! - [`stream`]: the games read on one thread, worked on by several, the results handed on in input order.
//!
//! This crate holds no law: the draw counting and the result check are the arbiter's. It
//! exists apart from the arbiter because reading files and notations is not the arbiter's
//! business, and apart from the binary so that a Rust program can judge an archive without
//! shelling out (`trongtai adjudicate` and `trongtai impact` both use it).

pub mod adjudicate;
pub mod pick;
pub mod read;
pub mod split;
pub mod stream;

pub use adjudicate::{
    claim_name, claim_text, Adjudicator, ClaimReport, GameReport, IllegalReport, Screened, Screening, Summary,
};
pub use pick::Picker;
pub use read::{
    detect, named_twice, ArchiveGame, Compression, Entry, Format, Games, Parsed, Progress, Source, Tap, MAX_LINE,
    MAX_ZSTD_WINDOW,
};
pub use stream::{for_each_ordered, thread_count, thread_limit, ThreadsError, MAX_THREADS};

/// Why an archive cannot be judged at all.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ArchiveError {
    /// The rulebook's game has no notation for archives.
    #[error("no shipped notation of game `{0}` says `archive: true`")]
    NoArchiveNotation(String),
    /// The notation could not be loaded.
    #[error("notation `{id}`: {message}")]
    Notation {
        /// The notation id.
        id: String,
        /// What went wrong.
        message: String,
    },
    /// The arbiter could not resolve the law.
    #[error(transparent)]
    Arbiter(#[from] trongtai_arbiter::ArbiterError),
}
