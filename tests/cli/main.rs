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
// The binary's own module for `--output`, compiled here with its unit tests: the binary has no
// test harness of its own (`test = false` in Cargo.toml), which left those tests unbuilt.
#[path = "../../src/output_file.rs"]
mod output_file;
mod pairings;
mod pipes;
mod proposals;
mod readme;
mod rules;
mod speaking;
// The words the language tests look for, shared with the docs site's test.
#[path = "../../crates/docgen/tests/docgen/words.rs"]
mod words;
