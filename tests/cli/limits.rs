//! The Limits table of README.md states every bound, and each is what the code enforces: every
//! row's number is the constant's, and each limit is checked at the bound (accepted) and one
//! beyond (refused, naming the limit). Rows whose behaviour is checked where the feature is
//! tested say where.

use std::path::Path;
use std::time::Duration;

use crate::hostile::{root, run, run_in, scratch};

/// The Limits section of README.md.
fn limits_section() -> String {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let start = readme.find("## Limits\n").expect("a Limits section");
    let end = readme[start..].find("### Fuzzing").map_or(readme.len(), |n| start + n);
    readme[start..end].to_owned()
}

#[test]
fn every_bound_is_in_the_readme_as_the_code_enforces_it() {
    let limits = limits_section();
    // (what the table must say, the constant that enforces it, the number it says)
    let rows: Vec<(&str, u64, u64)> = vec![
        (
            "at most 64 plies",
            u64::from(trongtai_engine::perft::MAX_PERFT_DEPTH),
            64,
        ),
        ("never more than 1024", trongtai_archive::MAX_THREADS as u64, 1024),
        ("2 to 1000", u64::from(trongtai_tournament::MAX_PLAYERS), 1000),
        (
            "4 MiB (4,194,304 bytes)",
            trongtai_rulebook::files::MAX_TEXT_BYTES,
            4_194_304,
        ),
        ("at most 64 files", trongtai_rulebook::load::MAX_CHAIN as u64, 64),
        (
            "at most 64 characters (it names",
            trongtai_rulebook::validate::MAX_ID_CHARS as u64,
            64,
        ),
        (
            "at most 200 characters",
            trongtai_rulebook::validate::MAX_LABEL_CHARS as u64,
            200,
        ),
        ("at most 100,000", trongtai_rulebook::limits::MAX_COUNT, 100_000),
        (
            "3,600,000,000 ms",
            trongtai_rulebook::limits::MAX_DURATION_MS,
            3_600_000_000,
        ),
        (
            "1 to 16 files and ranks",
            u64::from(trongtai_rulebook::validate_game::MAX_SIDE),
            16,
        ),
        (
            "at most 128 squares",
            u64::from(trongtai_rulebook::validate_game::MAX_SQUARES),
            128,
        ),
        ("the first 100", trongtai_rulebook::error::MAX_PROBLEMS as u64, 100),
        (
            "at most 64 characters, control",
            trongtai_rulebook::error::MAX_SHOWN_CHARS as u64,
            64,
        ),
        (
            "1 MiB (1,048,576 bytes)",
            trongtai_notation::pgn::MAX_LINE_BYTES as u64,
            1 << 20,
        ),
        ("1 MiB (1,048,576 bytes)", trongtai_archive::MAX_LINE as u64, 1 << 20),
        (
            "16 MiB of text",
            trongtai_notation::pgn::MAX_GAME_BYTES as u64,
            16 << 20,
        ),
        (
            "at most 1,000 tag pairs",
            trongtai_notation::pgn::MAX_TAGS as u64,
            1_000,
        ),
        ("128 MiB (2^27 bytes", trongtai_archive::MAX_ZSTD_WINDOW, 128 << 20),
    ];
    for (says, constant, number) in rows {
        assert!(limits.contains(says), "README's Limits table does not say `{says}`");
        assert_eq!(constant, number, "`{says}`: the code enforces {constant}");
    }
}

#[test]
fn perft_depth_at_and_beyond_its_limit() {
    let mated = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
    let at = run(&["perft", "--rules", "fide-2001", "--depth", "64", "--fen", mated]);
    assert_eq!(at.code, Some(0), "{at:?}");
    let beyond = run(&["perft", "--rules", "fide-2001", "--depth", "65", "--fen", mated]);
    assert_eq!(beyond.code, Some(2), "{beyond:?}");
    assert!(beyond.err.contains("0..=64"), "{beyond:?}");
}

#[test]
fn threads_at_and_beyond_their_limit() {
    let limit = trongtai_archive::thread_limit();
    assert!((16..=trongtai_archive::MAX_THREADS).contains(&limit));
    let small = "tests/fixtures/adjudicate/small.pgn";
    let at = run(&[
        "adjudicate",
        "--rules",
        "fide-2001",
        small,
        "--threads",
        &limit.to_string(),
    ]);
    assert_eq!(at.code, Some(1), "the small archive has an illegal move: {at:?}");
    let beyond = run(&[
        "adjudicate",
        "--rules",
        "fide-2001",
        small,
        "--threads",
        &(limit + 1).to_string(),
    ]);
    assert_eq!(beyond.code, Some(2), "{beyond:?}");
    assert!(beyond.err.contains(&format!("expected at most {limit}")), "{beyond:?}");
}

#[test]
fn players_at_and_beyond_their_limit() {
    assert_eq!(
        run(&["pairings", "--players", "1000", "--format", "json"]).code,
        Some(0)
    );
    let beyond = run(&["pairings", "--players", "1001"]);
    assert_eq!(beyond.code, Some(2), "{beyond:?}");
    assert!(beyond.err.contains("between 2 and 1000"), "{beyond:?}");
}

/// The club example, padded with a comment to exactly `size` bytes.
fn padded_rule_file(dir: &Path, size: usize) -> String {
    let rule = std::fs::read_to_string(root().join("tests/fixtures/rules-ok/club-example.ron")).expect("reads");
    let mut text = String::from("// ");
    text.push_str(&"x".repeat(size - rule.len() - 4));
    text.push('\n');
    text.push_str(&rule);
    assert_eq!(text.len(), size);
    let name = format!("padded-{size}.ron");
    std::fs::write(dir.join(&name), text).expect("writes");
    name
}

#[test]
fn a_rule_file_at_and_beyond_the_size_limit() {
    let dir = scratch("size-limit");
    let limit = 4 << 20;
    let at = padded_rule_file(&dir, limit);
    let ran = run_in(&dir, &["rules", "check", &at], Duration::from_secs(30));
    assert_eq!(ran.code, Some(0), "{ran:?}");
    let beyond = padded_rule_file(&dir, limit + 1);
    let ran = run_in(&dir, &["rules", "check", &beyond], Duration::from_secs(30));
    assert_eq!(ran.code, Some(3), "{ran:?}");
    assert!(ran.err.contains("limit of 4194304 bytes (4 MiB)"), "{ran:?}");
}

/// A chain of `files` rule files: `c0.ron` extends `c1.ron` … and the last extends fide-2001
/// (the chain counts fide-2001 too).
fn chain(dir: &Path, files: usize) {
    for i in 0..files - 1 {
        let extends = if i + 2 == files {
            "\"fide-2001\"".to_owned()
        } else {
            format!("\"c{}.ron\"", i + 1)
        };
        std::fs::write(
            dir.join(format!("c{i}.ron")),
            format!(
                "RulebookFile(id: \"c{i}\", version: \"0.1.0\", title: (vi: \"c\", en: \"c\"), extends: {extends})\n"
            ),
        )
        .expect("writes");
    }
}

#[test]
fn an_extends_chain_at_and_beyond_its_limit() {
    let at = scratch("chain-64");
    chain(&at, 64);
    let ran = run_in(&at, &["rules", "check", "c0.ron"], Duration::from_secs(30));
    assert_eq!(ran.code, Some(0), "{ran:?}");
    let beyond = scratch("chain-65");
    chain(&beyond, 65);
    let ran = run_in(&beyond, &["rules", "check", "c0.ron"], Duration::from_secs(30));
    assert_eq!(ran.code, Some(1), "{ran:?}");
    assert!(ran.err.contains("deeper than the limit of 64 files"), "{ran:?}");
}

#[test]
fn ids_and_titles_at_and_beyond_their_limits() {
    let dir = scratch("labels");
    let file = |name: &str, id: &str, title: &str| {
        std::fs::write(
            dir.join(name),
            format!("RulebookFile(id: \"{id}\", version: \"0.1.0\", title: (vi: \"{title}\", en: \"t\"), extends: \"fide-2001\")\n"),
        )
        .expect("writes");
    };
    file("at.ron", &"a".repeat(64), &"ờ".repeat(200));
    let ran = run_in(&dir, &["rules", "check", "at.ron"], Duration::from_secs(30));
    assert_eq!(ran.code, Some(0), "{ran:?}");
    file("long-id.ron", &"a".repeat(65), "t");
    let ran = run_in(&dir, &["rules", "check", "long-id.ron"], Duration::from_secs(30));
    assert_eq!(ran.code, Some(1), "{ran:?}");
    assert!(ran.err.contains("has 65 characters, expected at most 64"), "{ran:?}");
    file("long-title.ron", "long-title", &"ờ".repeat(201));
    let ran = run_in(&dir, &["rules", "check", "long-title.ron"], Duration::from_secs(30));
    assert_eq!(ran.code, Some(1), "{ran:?}");
    assert!(ran.err.contains("has 201 characters, expected at most 200"), "{ran:?}");
}

// The other rows are checked at their bound where the feature is tested:
// - counts, spans of time, periods, points: `trongtai_rulebook::limits` (unit tests) and
//   `hardening::scenario_that_hangs_or_overflows_is_refused_promptly`;
// - boards: `trongtai-engine` `smoke::boards_the_line_tables_cannot_index_are_refused_at_once`,
//   `hostile::rules_check_refuses_at_once_a_board_the_engine_cannot_compile`, and the board
//   sizes of `validate_game`;
// - FEN runs: `hardening::fen_run_length_that_wraps_is_refused`;
// - problems listed and echoed input: `hostile::many_dated_versions_and_their_problems_are_placed_in_linear_time`,
//   `hostile::control_characters_and_huge_tokens_are_not_echoed_raw`;
// - archives named, lines, games, tags, zstd windows: `hostile::*archive*`,
//   `hardening::moves_batch_line_without_newline_is_bounded`, the `trongtai-archive` reading
//   tests and the `trongtai-notation` PGN tests.
