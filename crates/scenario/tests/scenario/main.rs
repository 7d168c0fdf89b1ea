//! Integration tests of the scenario crate, one binary (the scenario files themselves are run by
//! the datatest harness `tests/scenarios.rs` of the root package).

mod bless;
mod citations;
mod coverage;
