//! The integration tests of the `trongtai` command, one binary (a binary per file would each
//! link the whole workspace): golden outputs, errors, oracles, pipes.

mod adjudicate;
mod archives;
mod common;
mod conventions;
mod errors;
mod federation;
mod hardening;
mod impact;
mod oracles;
mod output_schemas;
mod pairings;
mod pipes;
mod readme;
mod rules;
