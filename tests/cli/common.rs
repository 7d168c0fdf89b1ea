//! Running the built `trongtai` binary from the command-line tests.

#![allow(dead_code)]

use std::process::{Command, Output};

/// Runs `trongtai` with `args` from the repository root.
pub fn trongtai(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_trongtai"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the trongtai binary runs")
}

/// Bytes of an output stream as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Standard output as text.
pub fn stdout(output: &Output) -> &str {
    std::str::from_utf8(&output.stdout).expect("utf-8 stdout")
}
