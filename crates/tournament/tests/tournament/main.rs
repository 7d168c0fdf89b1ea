//! Integration tests of the tournament crate, one binary.

mod knockout;
mod law_tables;
mod properties;
mod standings;
