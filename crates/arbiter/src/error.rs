//! Errors of the arbiter: a rulebook that lacks a value, a set-up or an event log that cannot be
//! replayed. Messages are lower case and say what was expected.

use thiserror::Error;

/// Why a replay could not be carried out.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ArbiterError {
    /// The rulebook lacks a value the arbiter needs, or a value does not fit the game.
    #[error("rulebook `{rulebook}`: {message}")]
    Rulebook {
        /// The rulebook id.
        rulebook: String,
        /// What is wrong.
        message: String,
    },
    /// The set-up cannot be used.
    #[error("setup: {0}")]
    Setup(String),
    /// An event cannot be replayed.
    #[error("event {index}: {message}")]
    Event {
        /// The index of the event, from 0.
        index: usize,
        /// What is wrong.
        message: String,
    },
}
