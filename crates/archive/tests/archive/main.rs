//! Tests of the archive crate: reading archives, and the property that a recorded game and the
//! same moves replayed as an event log give the same claims.

mod claims;
mod long_games;
mod reading;
mod split;
mod stream;
