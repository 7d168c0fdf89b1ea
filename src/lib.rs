//! # trongtai
//!
//! The laws of chess and xiangqi as versioned data (RON rule files citing their articles), one
//! generic interpreter that turns them into legal moves, and the arbiter that applies them to
//! games: clocks, claims, penalties and verdicts, each traced to the clause applied.
//!
//! This crate is the small door for programs that embed trongtai; the `trongtai` command is
//! built on the same crates:
//!
//! | crate | what it holds |
//! | --- | --- |
//! | [`rulebook`] | rule files: loading, `extends` chains, local regulations, validation, provenance |
//! | [`engine`] | the interpreter: a game definition compiled into tables; positions, moves, FEN, endings |
//! | [`notation`] | move notations as data: SAN and PGN for chess, ICCS, Vietnamese and WXF for xiangqi |
//! | [`arbiter`] | the law applied: event logs replayed into verdicts, recorded games judged move by move |
//! | [`archive`] | game archives (PGN, JSON lines) read as a stream and judged by the arbiter |
//! | [`impact`] | what a rule change would change: two rulebooks over scenarios and archives |
//! | [`scenario`] | scenario files (a set-up, an event log, the expected verdict) and their runner |
//! | [`json`] | the JSON the command prints, as types: one field name for the command, Python and JavaScript |
//!
//! ## Judging an archive
//!
//! ```no_run
//! let book = trongtai::load("fide-2001")?;
//! let judge = book.adjudicator()?;
//! let pgn = std::fs::read_to_string("games.pgn")?;
//! for report in judge.judge_pgn(&pgn) {
//!     for claim in &report.claims {
//!         println!("game {}: {} at ply {} (article {})", report.number, claim.name, claim.claim.ply, claim.claim.article);
//!     }
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! `examples/adjudicate_archive.rs` does the same over archive files of any size, streaming.

use std::path::Path;

pub use trongtai_arbiter as arbiter;
pub use trongtai_archive as archive;
pub use trongtai_engine as engine;
pub use trongtai_impact as impact;
pub use trongtai_json as json;
pub use trongtai_notation as notation;
pub use trongtai_rulebook as rulebook;
pub use trongtai_scenario as scenario;

pub use trongtai_arbiter::{
    Arbiter, Claimable, ClaimableKind, Findings, GameResult, Grounds, Law, RecordedGame, ResultCheck, Side, Verdict,
};
pub use trongtai_archive::{Adjudicator, ClaimReport, Entry, GameReport, Games};
pub use trongtai_engine::Game;
pub use trongtai_rulebook::Rulebook;

/// The engine that makes a report, as a receipt names it (`trongtai 0.1.0`).
pub fn engine_name() -> String {
    format!("trongtai {}", env!("CARGO_PKG_VERSION"))
}

/// `git describe` of the source this build was made from, where known (see `build.rs`): with
/// [`engine_name`], what the receipt of an impact report says made it.
pub const COMMIT: Option<&str> = option_env!("TRONGTAI_GIT_DESCRIBE");

/// Why the façade could not do what was asked.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The rulebook does not load (unknown id, or a file with problems).
    #[error(transparent)]
    Rulebook(#[from] trongtai_rulebook::LoadError),
    /// The rulebook's game definition does not compile.
    #[error("{file}: {source} (compiling the game of rulebook `{rulebook}`)")]
    Game {
        /// The rulebook id.
        rulebook: String,
        /// The game definition file.
        file: String,
        /// The compile error.
        source: trongtai_engine::CompileError,
    },
    /// Archives cannot be judged under the rulebook.
    #[error(transparent)]
    Archive(#[from] trongtai_archive::ArchiveError),
    /// A scenario cannot be run.
    #[error(transparent)]
    Scenario(#[from] trongtai_scenario::ScenarioError),
}

/// A rulebook with its game compiled: what every use of trongtai starts from.
pub struct Loaded {
    /// The rulebook.
    pub rules: Rulebook,
    /// Its game, compiled.
    pub game: Game,
}

/// Loads a shipped rulebook by id (`fide-2001`, `vn-chess-legacy`, `vn-xiangqi-1999`) or a rule
/// file by path, with the latest values of its local regulations, and compiles its game.
///
/// # Errors
///
/// When the rulebook does not load or its game does not compile.
pub fn load(id_or_path: &str) -> Result<Loaded, Error> {
    load_on(id_or_path, None)
}

/// Loads a rulebook as [`load`] does, with the values of its local regulations in force on a
/// date (`YYYY-MM-DD`).
///
/// # Errors
///
/// As [`load`].
pub fn load_on(id_or_path: &str, on: Option<&str>) -> Result<Loaded, Error> {
    let rules = Rulebook::load_on(&trongtai_rulebook::Library::shipped(), id_or_path, on)?;
    let game = Game::compile(rules.game()).map_err(|source| Error::Game {
        rulebook: rules.id().to_owned(),
        file: rules.game_file().path().to_owned(),
        source,
    })?;
    Ok(Loaded { rules, game })
}

impl Loaded {
    /// The arbiter of this rulebook, for event logs and recorded games.
    ///
    /// # Errors
    ///
    /// When the law cannot be resolved for the game.
    pub fn arbiter(&self) -> Result<Arbiter<'_>, Error> {
        Arbiter::new(&self.rules, &self.game).map_err(|e| Error::Archive(e.into()))
    }

    /// The adjudicator of archive games under this rulebook (PGN in the game's archive
    /// notation, or JSON lines in engine coordinates).
    ///
    /// # Errors
    ///
    /// When the game has no archive notation or the law cannot be resolved.
    pub fn adjudicator(&self) -> Result<Adjudicator<'_>, Error> {
        Ok(Adjudicator::new(&self.rules, &self.game)?)
    }
}

/// Replays a scenario file under its own rulebook (then under each rulebook of its
/// `holds_for`), comparing each verdict with the expected one.
///
/// # Errors
///
/// When the scenario cannot be read or run.
pub fn replay_scenario(path: &Path) -> Result<Vec<trongtai_scenario::Outcome>, Error> {
    Ok(trongtai_scenario::Runner::new().run_all(path)?)
}
