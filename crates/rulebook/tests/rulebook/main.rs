//! Integration tests of the rulebook crate, one binary.

mod amends;
mod extends;
mod game_checks;
mod local;
mod proposal;
mod shipped;
