//! Integration tests of the notation crate, one binary.

mod archives;
mod notation;
mod support;
