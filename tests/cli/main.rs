//! The integration tests of the `trongtai` command, one binary (a binary per file would each
//! link the whole workspace): golden outputs, errors, oracles, pipes.

mod adjudicate;
mod archives;
mod common;
mod conventions;
mod errors;
mod federation;
mod hardening;
mod hostile;
mod impact;
mod languages;
mod limits;
mod oracles;
mod output_schemas;
mod outside;
mod pairings;
mod pipes;
mod proposals;
mod readme;
mod rules;
mod speaking;
// The words the language tests look for, shared with the docs site's test.
#[path = "../../crates/docgen/tests/docgen/words.rs"]
mod words;
