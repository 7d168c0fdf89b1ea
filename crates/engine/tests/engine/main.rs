//! Integration tests of the engine, one binary.

mod displace;
mod fen_properties;
mod positions;
mod smoke;
mod threats;
mod tidy;
