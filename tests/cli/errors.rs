//! Bad input on the command line: a one-line located message and a documented exit code
//! (`src/exit.rs`: 2 bad command line, 3 bad input, 1 a check found problems), never a panic.

use crate::common::{text, trongtai};

fn check(args: &[&str], code: i32, stderr_first_line: &str) {
    let out = trongtai(args);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "{args:?}: {err}");
    assert_eq!(err.lines().next().unwrap_or_default(), stderr_first_line, "{args:?}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
}

#[test]
fn malformed_fen() {
    check(
        &["moves", "--rules", "fide-2001", "--fen", "8/8/8"],
        3,
        "error: --fen `8/8/8`: invalid fen: expected 8 ranks separated by `/`, found 3",
    );
}

#[test]
fn impossible_fen() {
    check(
        &[
            "status",
            "--rules",
            "vn-xiangqi-1999",
            "--fen",
            "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
        ],
        3,
        "error: --fen `4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1`: impossible position: black is in check but it is red's turn",
    );
}

#[test]
fn malformed_fen_in_a_batch_names_the_line() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_trongtai"))
        .args(["moves", "--rules", "fide-2001", "--batch"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            if let Some(stdin) = child.stdin.as_mut() {
                stdin.write_all(b"8/8/8/8/8/8/8/K6k w - - 0 1\nrnbqkbnr/pppppppp w\n")?;
            }
            child.wait_with_output()
        })
        .expect("runs");
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(
        text(&out.stdout),
        "a1a2 a1b1 a1b2\nerror: stdin:2: `rnbqkbnr/pppppppp w`: invalid fen: expected 8 ranks separated by `/`, found 2\n"
    );
    assert_eq!(
        text(&out.stderr).trim_end(),
        "error: stdin:2: `rnbqkbnr/pppppppp w`: invalid fen: expected 8 ranks separated by `/`, found 2"
    );
}

#[test]
fn bad_depth_is_a_command_line_error() {
    check(
        &["perft", "--rules", "fide-2001", "--depth", "x"],
        2,
        "error: `x` is not a valid value of `--depth <DEPTH>`: expected a whole number",
    );
}

#[test]
fn unknown_rulebook() {
    check(
        &["moves", "--rules", "fide-2002", "--fen", "x"],
        3,
        "error: unknown rulebook id `fide-2002` (did you mean `fide-2001`?), expected one of `fide-2001`, `fide-2001-blitz`, `fide-2001-club-example`, `fide-2001-rapid`, `fide-2014`, `fide-2014-blitz`, `fide-2014-rapid`, `fide-2017`, `fide-2017-blitz`, `fide-2017-rapid`, `fide-2018`, `fide-2018-blitz`, `fide-2018-rapid`, `fide-2023`, `fide-2023-blitz`, `fide-2023-rapid`, `vn-chess-legacy`, `vn-xiangqi-1999`, `vn-xiangqi-1999-province-example`, `vn-xiangqi-2004`, `wxf-2018` or a path to a .ron file",
    );
}

#[test]
fn garbled_move_in_a_scenario() {
    let out = trongtai(&["replay", "tests/fixtures/cli/garbled-move.ron"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout).lines().next(),
        Some(
            "ERROR tests/fixtures/cli/garbled-move.ron: event 1: invalid move `e7-e5`: expected coordinate notation such as e2e4, e7e8q or h3e3"
        )
    );
}

/// A scenario naming a rule file by a relative path finds it beside the case, not in the
/// current directory; when it is not there the error says where it looked and how a case can
/// carry its rule file (#35.5: a case exported from the desk and saved elsewhere failed with a
/// bare "no such file").
#[test]
fn a_rule_file_named_by_a_case_is_looked_up_beside_it() {
    let dir = std::env::temp_dir().join(format!("trongtai-cli-beside-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("creates");
    let case = dir.join("case.ron");
    std::fs::write(
        &case,
        "Scenario(rules: \"my-club.ron\", articles: [\"5.1(b)\"], source: \"test\", events: [Resign(\"white\")], expect: (result: \"0-1\", reason: Resignation, articles: [\"5.1(b)\"]))\n",
    )
    .expect("writes");
    let out = trongtai(&["replay", case.to_str().expect("utf-8 path")]);
    let _ = std::fs::remove_dir_all(&dir);
    let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert_ne!(out.status.code(), Some(0), "{all}");
    assert!(
        all.contains("looked up relative to the case file's own folder") && all.contains("rules_file"),
        "{all}"
    );
}
