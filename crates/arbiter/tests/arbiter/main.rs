//! Integration tests of the arbiter, one binary.

mod no_law_numbers;
mod record;
mod said;
mod setup;
