//! Hardening of the command line (issue #13): each test is named after the finding it keeps
//! fixed — no panic, hang or lost game on any input, and the same output on 1 and N threads.

use std::path::PathBuf;

use crate::common::{stdout, text, trongtai, with_stdin};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trongtai-hardening-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

#[test]
fn fen_run_length_that_wraps_is_refused() {
    let out = trongtai(&[
        "moves",
        "--rules",
        "fide-2001",
        "--fen",
        "4294967300k3/8/8/8/8/8/8/4K3 w - - 0 1",
    ]);
    assert_eq!(out.status.code(), Some(3));
    assert!(
        text(&out.stderr).contains("rank 8 has 4294967300 files, expected 8"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn perft_depth_4294967295_is_refused_naming_the_limit() {
    let out = trongtai(&["perft", "--rules", "fide-2001", "--depth", "4294967295"]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("0..=64"), "{err}");
    let out = trongtai(&[
        "perft",
        "--rules",
        "fide-2001",
        "--depth",
        "64",
        "--fen",
        "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
    ]);
    assert_eq!((out.status.code(), stdout(&out)), (Some(0), "0\n"));
}

#[test]
fn moves_batch_gives_one_line_per_input_line() {
    let input = b"8/8/8/8/8/8/8/K6k w - - 0 1\n\n\xff\xfe bad\nnot a fen\n8/8/8/8/8/8/8/K6k b - - 0 1\n";
    let out = with_stdin(&["moves", "--rules", "fide-2001", "--batch"], input);
    assert_eq!(out.status.code(), Some(3));
    let lines: Vec<&str> = stdout(&out).lines().collect();
    assert_eq!(lines.len(), 5, "{lines:?}");
    assert_eq!(lines[0], "a1a2 a1b1 a1b2");
    assert_eq!(lines[1], "error: stdin:2: blank line, expected a FEN");
    assert_eq!(
        lines[2],
        "error: stdin:3: invalid UTF-8 at byte 1 of the line, expected a FEN"
    );
    assert!(
        lines[3].starts_with("error: stdin:4: `not a fen`: invalid fen"),
        "{}",
        lines[3]
    );
    assert_eq!(lines[4], "h1g1 h1g2 h1h2");
}

#[test]
fn moves_batch_line_without_newline_is_bounded() {
    // Three megabytes without a line break, then a good line: one error line, then the moves.
    let mut input = vec![b'8'; 3 << 20];
    input.extend_from_slice(b"\n8/8/8/8/8/8/8/K6k w - - 0 1\n");
    let out = with_stdin(&["moves", "--rules", "fide-2001", "--batch"], &input);
    assert_eq!(out.status.code(), Some(3));
    let lines: Vec<&str> = stdout(&out).lines().collect();
    assert_eq!(
        lines,
        [
            "error: stdin:1: the line is longer than 1048576 bytes, expected one FEN per line",
            "a1a2 a1b1 a1b2"
        ]
    );
}

#[cfg(unix)]
#[test]
fn replay_folder_with_links_to_itself_ends() {
    let dir = scratch("loop");
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios/fide-2001/claims");
    let mut copied = 0;
    for entry in std::fs::read_dir(&src).expect("lists") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "ron") && copied < 2 {
            std::fs::copy(&path, dir.join(path.file_name().expect("name"))).expect("copies");
            copied += 1;
        }
    }
    std::os::unix::fs::symlink(&dir, dir.join("self")).expect("links");
    std::fs::create_dir(dir.join("sub")).expect("creates");
    std::os::unix::fs::symlink("..", dir.join("sub/up")).expect("links");
    let out = trongtai(&["replay", dir.to_str().expect("utf-8 path")]);
    assert!(out.status.code().is_some(), "ends");
    let all = format!("{}{}", stdout(&out), text(&out.stderr));
    assert!(
        !all.contains("/self/") && !all.contains("/up/"),
        "a linked directory is walked once: {all}"
    );
    assert!(all.contains("2 scenario files"), "{all}");
}

#[test]
fn scenario_that_hangs_or_overflows_is_refused_promptly() {
    let dir = scratch("limits");
    let cases = [
        (
            "moves-made",
            "setup: (time_control: Some(Named(\"classical\")), moves_made: Some((4000000000, 4000000000))),",
            "limit of 100000",
        ),
        (
            "zero-period",
            "setup: (time_control: Some(Custom((periods: [(moves: Some(0), time: Minutes(1), repeat: Some(0))])))),",
            "at least 1 move",
        ),
        (
            "elapse",
            "setup: (time_control: Some(Named(\"classical\"))),\n    events: [Elapse(Millis(18446744073709551615))],",
            "1000 hours",
        ),
    ];
    for (name, setup, expected) in cases {
        let events = if setup.contains("events:") {
            ""
        } else {
            "events: [Moves(\"e2e4\")],"
        };
        let body = format!(
            "Scenario(\n    rules: \"fide-2001\",\n    articles: [\"6.1\"],\n    source: \"test\",\n    {setup}\n    {events}\n    expect: (result: \"*\", reason: Ongoing, articles: []),\n)\n"
        );
        let path = dir.join(format!("{name}.ron"));
        std::fs::write(&path, body).expect("writes");
        let out = trongtai(&["replay", path.to_str().expect("utf-8 path")]);
        let all = format!("{}{}", stdout(&out), text(&out.stderr));
        assert!(all.contains(expected), "{name}: {all}");
        assert!(all.contains(&format!("{name}.ron:")), "{name}: located: {all}");
    }
}

#[test]
fn adjudicate_pgn_with_broken_games_loses_none() {
    let dir = scratch("pgn");
    let path = dir.join("broken.pgn");
    std::fs::write(
        &path,
        "[White \"A\"]\n[Black \"B\"]\n\n1. e4 {never closed e5 1-0\n\n[White \"C\"]\n[Black \"D\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n[White \"E\"]\n[Black \"F\"]\n\n[White \"G\"]\n[Black \"H\"]\n\n1. e4 (1. d4 *\n\n[White \"I\"]\n[Black \"J\"]\n\n1. d4 d5 1/2-1/2\n",
    )
    .expect("writes");
    let out = trongtai(&["adjudicate", "--rules", "fide-2001", path.to_str().expect("utf-8")]);
    let report = stdout(&out);
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(lines.len(), 6, "{report}");
    assert!(
        lines[0].contains("#1") && lines[0].contains("line 4") && lines[0].contains("expected `}`"),
        "{report}"
    );
    assert!(lines[1].contains("#2 C - D") && lines[1].contains("agrees"), "{report}");
    assert!(lines[2].contains("#3") && lines[2].contains("no movetext"), "{report}");
    assert!(lines[3].contains("#4") && lines[3].contains("expected `)`"), "{report}");
    assert!(lines[4].contains("#5 I - J"), "{report}");
    assert!(
        lines[5].contains("5 games") && lines[5].contains("3 unreadable"),
        "{report}"
    );
}

#[test]
fn same_output_on_one_and_many_threads() {
    let archives = [
        "tests/fixtures/adjudicate/small.pgn",
        "crates/notation/tests/fixtures/archives/lichess-sample.pgn",
    ];
    let run = |threads: &str| {
        let mut args = vec!["adjudicate", "--rules", "fide-2001", "--json", "--threads", threads];
        args.extend(archives);
        trongtai(&args).stdout
    };
    let one = run("1");
    assert!(!one.is_empty());
    for n in ["2", "4", "7"] {
        assert!(run(n) == one, "adjudicate --json differs between 1 and {n} threads");
    }
    let impact = |threads: &str| {
        trongtai(&[
            "impact",
            "--base",
            "vn-xiangqi-1999",
            "--candidate",
            "vn-xiangqi-1999",
            "--no-scenarios",
            "--format",
            "json",
            "--threads",
            threads,
            "--archive",
            "tests/fixtures/impact/xiangqi-sample.jsonl",
        ])
        .stdout
    };
    let one = impact("1");
    assert!(!one.is_empty());
    assert!(impact("4") == one, "impact differs between 1 and 4 threads");
    // `replay --json` has no worker threads: the same run twice gives the same bytes.
    let replay = || trongtai(&["replay", "--json", "scenarios/fide-2001/claims"]).stdout;
    let first = replay();
    assert!(!first.is_empty());
    assert!(replay() == first);
}

#[cfg(unix)]
#[test]
fn impact_output_to_a_link_or_a_device_replaces_neither() {
    let dir = scratch("output");
    let real = dir.join("report.json");
    std::fs::write(&real, "old").expect("writes");
    let link = dir.join("link.json");
    std::os::unix::fs::symlink(&real, &link).expect("links");
    let args = |out: &str| {
        trongtai(&[
            "impact",
            "--base",
            "fide-2001",
            "--candidate",
            "fide-2001-rapid",
            "--no-scenarios",
            "--format",
            "json",
            "--output",
            out,
        ])
    };
    let out = args(link.to_str().expect("utf-8"));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(std::fs::symlink_metadata(&link).expect("stat").file_type().is_symlink());
    assert!(std::fs::read_to_string(&real)
        .expect("reads")
        .contains("changed_values"));
    let out = args("/dev/null");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        !std::fs::metadata("/dev/null").expect("stat").is_file(),
        "/dev/null is still a device"
    );
}
