//! Errors of the arbiter: a rulebook that lacks a value, a set-up or an event log that cannot be
//! replayed. Messages are lower case and say what was expected.

use thiserror::Error;
use trongtai_i18n::{msg, Message, Text};

/// Why a replay could not be carried out.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ArbiterError {
    /// The rulebook lacks a value the arbiter needs, or a value does not fit the game.
    #[error("{}", msg::CliInRulebook { id: rulebook, error: message }.text())]
    Rulebook {
        /// The rulebook id.
        rulebook: String,
        /// What is wrong.
        message: Text,
    },
    /// The set-up cannot be used.
    #[error("{}", msg::ArbiterSetup { message: _0 }.text())]
    Setup(Text),
    /// An event cannot be replayed.
    #[error("{}", msg::ArbiterEvent { index: *index as u64, message }.text())]
    Event {
        /// The index of the event, from 0.
        index: usize,
        /// What is wrong.
        message: Text,
    },
}
