//! Integration tests of the engine, one binary.

mod positions;
mod smoke;
mod tidy;
