//! Code shared by the integration tests and the `archives` example.

pub mod archive_check;
