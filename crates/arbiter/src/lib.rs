//! The arbiter of trongtai: replays an event log under a rulebook and returns a verdict.
//!
//! The arbiter knows procedures (clocks, claims, offers, arrivals, adjournment), never numbers:
//! every duration, count and penalty comes from the rulebook, and every ruling cites the article
//! the rulebook gives for the value it applied.

mod clock;
mod error;
mod event;
pub mod forbidden;
mod law;
mod replay;
mod verdict;

pub use clock::Clock;
pub use error::ArbiterError;
pub use event::{ClaimKind, Event, Setup, TimeControlRef};
pub use forbidden::Prohibitions;
pub use replay::Arbiter;
pub use verdict::{Counters, Penalty, PenaltyKind, Reason, Ruling, Verdict};
