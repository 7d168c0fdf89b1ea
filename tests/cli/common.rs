//! Running the built `trongtai` binary from the command-line tests.

#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The binary under test: this build's, or the one `TRONGTAI_TEST_BIN` names (to show that a
/// regression test fails on an older build: `TRONGTAI_TEST_BIN=/path/to/old/trongtai cargo test
/// --test cli hostile`).
pub fn bin() -> std::path::PathBuf {
    std::env::var_os("TRONGTAI_TEST_BIN")
        .map(Into::into)
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_trongtai").into())
}

/// Runs `trongtai` with `args` from the repository root.
pub fn trongtai(args: &[&str]) -> Output {
    Command::new(bin())
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        // The language of the outputs compared is English whatever the machine's locale.
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
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

/// Runs `trongtai` with `args` and `input` on standard input, written from another thread so
/// that a command writing much output before reading all its input cannot block the test.
pub fn with_stdin(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(bin())
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the trongtai binary runs");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("waits");
    let _ = writer.join();
    out
}
