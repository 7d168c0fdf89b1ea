//! Competition tables of trongtai: who plays whom, and how the points add up.
//!
//! * [`berger`]: round-robin pairings by the Berger tables the older Vietnamese chess law (VNLEG)
//!   prints for 3–4, 5–6 and 7–8 players, extended to any number of players.
//! * [`knockout`]: a knock-out bracket with byes to the top seeds and the seeds spread so that
//!   they meet as late as possible (VNLEG, "Hệ thống đấu loại trực tiếp").
//! * [`competition`]: the competition data files `rules/competition/*.ron` (points for a win, a
//!   draw and a loss, each with its article), embedded in the crate.
//! * [`points`] and [`standings`]: rational points, game results, crosstable and standings
//!   computed with the points of a competition file.
//!
//! Players are numbered from 1, as in the law's tables.

pub mod berger;
pub mod competition;
pub mod error;
pub mod knockout;
pub mod points;
pub mod standings;

pub use berger::{Pairing, Round, RoundRobin};
pub use competition::{Cited, CompetitionFile, Scoring};
pub use error::TournamentError;
pub use knockout::{Knockout, KnockoutRound, Slot};
pub use points::Points;
pub use standings::{Crosstable, GameRecord, GameResult, Standing, Standings};

/// The largest number of players the pairing functions accept.
///
/// A round robin of `n` players has about `n² / 2` games; the limit keeps a mistyped number from
/// allocating gigabytes.
pub const MAX_PLAYERS: u32 = 1000;
