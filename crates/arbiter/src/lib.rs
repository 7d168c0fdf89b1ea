//! The arbiter of trongtai: replays an event log under a rulebook and returns a verdict, and
//! judges recorded games (a start position and moves) move by move.
//!
//! - [`Law`]: the values of a rulebook the arbiter applies, resolved once ([`Law::resolve`]).
//! - [`Arbiter::replay`]: an event log (moves, clock presses, claims, offers, arrivals...)
//!   replayed into a [`Verdict`].
//! - [`Arbiter::record`]: a [`RecordedGame`], fed moves one by one; each move returns the
//!   [`Claimable`] draws it made available, and [`RecordedGame::finish`] gives the [`Findings`].
//!
//! Both paths count repetitions, n-move counts and perpetual checks with the same tally, so a
//! draw article is read in one place.
//!
//! The arbiter knows procedures (clocks, claims, offers, arrivals, adjournment), never numbers:
//! every duration, count and penalty comes from the rulebook, and every ruling cites the article
//! the rulebook gives for the value it applied.

mod clock;
mod error;
mod event;
pub mod forbidden;
pub mod law;
mod record;
mod replay;
pub mod said;
mod side;
mod tally;
mod verdict;

pub use clock::Clock;
pub use error::ArbiterError;
pub use event::{ClaimKind, Decision, Event, Setup, TimeControlRef};
pub use forbidden::Prohibitions;
pub use law::Law;
pub use record::{FinalPosition, Findings, IllegalMove, RecordedGame, ResultCheck};
pub use replay::Arbiter;
pub use said::Said;
pub use side::{GameResult, Side};
pub use tally::{Claimable, ClaimableKind, Grounds};
pub use verdict::{Counters, NamedPenalty, Penalty, PenaltyKind, Reason, Ruling, Verdict};
