//! A file cut into parts (`split::cuts`) and read part by part gives the games the whole file
//! gives: the same number of games, each read the same (or refused with the same message, its
//! line numbered in the whole file), numbered alike once the games of the parts before are
//! added. On awkward PGN written here (broken games, comments and variations left open over a
//! line that looks like a tag pair, `%` lines, games without movetext, CRLF) and on the shared
//! archives when they are beside the repository.

use std::path::{Path, PathBuf};

use trongtai_archive::split::{count_lines, cuts};
use trongtai_archive::{Entry, Games};

/// `(number, what the game reads as)` of every entry, file errors as numbered 0.
fn read(games: Games) -> Vec<(usize, String)> {
    games
        .map(|entry| match entry {
            Entry::Game(g) => (g.number, format!("{:?}", g.source.parse())),
            Entry::FileError { message, .. } => (0, message),
        })
        .collect()
}

/// The file read part by part, the numbers made whole-file numbers.
fn read_in_parts(path: &Path, part_bytes: u64) -> (usize, Vec<(usize, String)>) {
    let parts = cuts(path, part_bytes).expect("cuts");
    let mut out = Vec::new();
    let (mut lines, mut games) = (0u64, 0usize);
    for &(start, end) in &parts {
        let part = read(Games::part(path, start, end, lines));
        let count = part.iter().filter(|(n, _)| *n > 0).count();
        out.extend(
            part.into_iter()
                .map(|(n, text)| (if n > 0 { n + games } else { 0 }, text)),
        );
        games += count;
        lines += count_lines(path, start, end).expect("count");
    }
    (parts.len(), out)
}

const AWKWARD: &str = "[Event \"one\"]\n[White \"A\"]\n\n1. e4 e5 2. Nf3 {a comment\n\n[Event \"inside a comment\"]\nstill} Nc6 1-0\n\n\
[Event \"two\"]\n\n1. d4 (1. c4 c5\n\n[Site \"in a variation\"]\n\n1. Nf3 *\n\n%escape line\n\n[Event \"three\"]\n[Event \"three again\"]\n\n\
1. e4 Zz9 2. Nf3 *\n\n[Event \"no moves\"]\n\n[Event \"four\"]\r\n\r\n1. e4 e5 *\r\n\r\n[Event \"five\"]\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n";

fn temp(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trongtai-split-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("temp file");
    path
}

fn check(path: &Path, sizes: &[u64]) {
    let whole = read(Games::new(&[path.to_path_buf()]));
    assert!(!whole.is_empty(), "{}: no game read", path.display());
    for &size in sizes {
        let (parts, pieces) = read_in_parts(path, size);
        assert_eq!(pieces.len(), whole.len(), "{} in parts of {size} bytes", path.display());
        for (a, b) in whole.iter().zip(&pieces) {
            assert_eq!(a, b, "{} in {parts} parts of {size} bytes", path.display());
        }
    }
}

#[test]
fn awkward_pgn_reads_the_same_in_parts() {
    let path = temp("awkward.pgn", &AWKWARD.repeat(7));
    // Parts smaller than a game (merged until a cut is found), and about a game each.
    check(&path, &[1, 40, 100, 300, 1000]);
    let parts = cuts(&path, 300).expect("cuts");
    assert!(parts.len() > 3, "{parts:?}");
    // The parts cover the file, in order, without a gap.
    let len = std::fs::metadata(&path).expect("len").len();
    assert_eq!(parts.first().map(|p| p.0), Some(0));
    assert_eq!(parts.last().map(|p| p.1), Some(len));
    assert!(parts.windows(2).all(|w| w[0].1 == w[1].0));
}

#[test]
fn json_lines_read_the_same_in_parts() {
    let line =
        "{\"white\": \"A\", \"black\": \"B\", \"moves\": [\"e2e4\", \"e7e5\"], \"result\": \"*\"}\n\n{\"moves\": 5}\n";
    let path = temp("games.jsonl", &line.repeat(20));
    check(&path, &[1, 50, 500]);
}

#[test]
fn a_compressed_file_is_one_part() {
    let path = temp("one.pgn.gz", "\u{1f}\u{8b}not really gzip but its magic");
    assert_eq!(cuts(&path, 4).expect("cuts").len(), 1);
}

#[test]
fn the_shared_archives_read_the_same_in_parts() {
    let root = std::env::var_os("TRONGTAI_ARCHIVES")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/archives"));
    let mut files: Vec<PathBuf> = ["chess", "xiangqi"]
        .iter()
        .flat_map(|kind| std::fs::read_dir(root.join(kind)).into_iter().flatten())
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|f| matches!(f.extension().and_then(|e| e.to_str()), Some("pgn" | "jsonl")))
        .collect();
    files.sort();
    if files.is_empty() {
        eprintln!(
            "no archives at {} (set TRONGTAI_ARCHIVES): nothing to compare",
            root.display()
        );
        return;
    }
    for file in &files {
        check(file, &[30_000, 200_000]);
    }
}
