//! Every command ends promptly and quietly when the reader of its output goes away (`| head`),
//! and refuses a thread count the machine cannot run.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::{text, trongtai};

const SMALL: &str = "tests/fixtures/adjudicate/small.pgn";

/// Starts `trongtai` with its output on a pipe.
fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_trongtai"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the trongtai binary starts")
}

/// Reads one line of the child's output, closes the pipe (as `head -1` does) and waits for the
/// child at most `limit` (a hang guard); returns its exit code and stderr.
fn head_1(mut child: Child, limit: Duration) -> (Option<i32>, String) {
    let stdout = child.stdout.take().expect("a piped stdout");
    let mut line = String::new();
    BufReader::new(stdout).read_line(&mut line).expect("a first line");
    assert!(!line.is_empty(), "the command printed nothing");
    // The reader is dropped here: the pipe is closed.
    let closed = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("waiting for the child") {
            let mut err = String::new();
            if let Some(mut e) = child.stderr.take() {
                let _ = std::io::Read::read_to_string(&mut e, &mut err);
            }
            return (status.code(), err);
        }
        if closed.elapsed() > limit {
            let _ = child.kill();
            panic!("still running {limit:?} after its reader went away");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// A large archive: the small one many times over.
fn big_archive() -> std::path::PathBuf {
    let small = std::fs::read_to_string(SMALL).expect("the small archive");
    let path = std::env::temp_dir().join(format!("trongtai-big-{}.pgn", std::process::id()));
    std::fs::write(&path, small.repeat(20_000)).expect("a temporary archive");
    path
}

#[test]
fn adjudicate_big_archive_into_head_ends_at_once() {
    let big = big_archive();
    let child = spawn(&[
        "adjudicate",
        "--rules",
        "fide-2001",
        big.to_str().expect("a UTF-8 path"),
    ]);
    // head_1's limit is a hang guard: judging the whole archive would run on far beyond it.
    let (code, err) = head_1(child, Duration::from_secs(30));
    let _ = std::fs::remove_file(&big);
    assert_eq!(code, Some(0), "a closed pipe is not a failure: {err}");
    assert!(err.is_empty(), "nothing on stderr: {err}");
}

#[test]
fn replay_json_into_head_does_not_panic() {
    let child = spawn(&["replay", "--json", "scenarios"]);
    let (code, err) = head_1(child, Duration::from_secs(60));
    assert!(!err.contains("panicked"), "{err}");
    assert!(code == Some(0) || code == Some(1), "exit {code:?}: {err}");
}

#[test]
fn coverage_into_head_does_not_panic() {
    let child = spawn(&["coverage"]);
    let (code, err) = head_1(child, Duration::from_secs(60));
    assert!(!err.contains("panicked"), "{err}");
    assert!(code == Some(0) || code == Some(1), "exit {code:?}: {err}");
}

#[test]
fn threads_18446744073709551615_is_refused_naming_the_limit() {
    for threads in ["18446744073709551615", "5000"] {
        for command in [
            vec!["adjudicate", "--rules", "fide-2001", SMALL, "--threads", threads],
            vec![
                "impact",
                "--base",
                "fide-2001",
                "--candidate",
                "fide-2001",
                "--no-scenarios",
                "--archive",
                SMALL,
                "--threads",
                threads,
            ],
        ] {
            let output = trongtai(&command);
            let err = text(&output.stderr);
            // A value beyond a command-line limit is a bad command line: exit 2, as the README's
            // Limits table says (#38.5).
            assert_eq!(output.status.code(), Some(2), "{command:?}: {err}");
            assert!(
                err.contains(&format!("{threads} threads asked, expected at most")),
                "{command:?}: {err}"
            );
            assert!(output.stdout.is_empty(), "{command:?}");
        }
    }
}

#[test]
fn missing_file_in_the_middle_of_adjudicate_is_reported_and_the_rest_still_comes() {
    let output = trongtai(&[
        "adjudicate",
        "--rules",
        "fide-2001",
        SMALL,
        "no/such/archive.pgn",
        SMALL,
    ]);
    let out = text(&output.stdout);
    let err = text(&output.stderr);
    assert!(err.contains("no/such/archive.pgn"), "{err}");
    assert_eq!(out.lines().count(), 9, "eight games and the summary: {out}");
    assert!(
        out.lines()
            .last()
            .is_some_and(|l| l.starts_with("summary: 8 games") && l.ends_with("; 1 files could not be read")),
        "{out}"
    );
    assert_eq!(output.status.code(), Some(3), "a file could not be read");
}
