//! The integration tests of the `trongtai` command, one binary (a binary per file would each
//! link the whole workspace): golden outputs, errors, oracles, pipes.

mod adjudicate;
mod common;
mod errors;
mod impact;
mod oracles;
mod pairings;
mod pipes;
mod rules;
