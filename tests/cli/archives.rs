//! Archives as they are published (issue #14, item 6): `adjudicate` reads gzip, zstd and bzip2
//! archives and standard input, compressed or not, as a stream, and gives the same reports as on
//! the plain file; the compression is told by the first bytes; an archive of the other game is
//! one error naming the file. The compressed files are written here, with the crates.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::common::{stdout, text, trongtai, with_stdin};

const SMALL: &str = "tests/fixtures/adjudicate/small.pgn";
const LICHESS: &str = "crates/notation/tests/fixtures/archives/lichess-sample.pgn";
const ICCS: &str = "crates/notation/tests/fixtures/archives/hu-ronghua-sample-iccs.pgn";
const FSF_JSONL: &str = "crates/notation/tests/fixtures/archives/iccs-games-fsf-sample.jsonl";

/// A scratch directory of this test binary's own.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("archives-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

fn read(path: &str) -> Vec<u8> {
    std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).expect("a fixture")
}

fn gzip(data: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    e.write_all(data).expect("gzip");
    e.finish().expect("gzip")
}

fn zstd(data: &[u8]) -> Vec<u8> {
    ruzstd::encoding::compress_to_vec(data, ruzstd::encoding::CompressionLevel::Fastest)
}

fn bzip2(data: &[u8]) -> Vec<u8> {
    let mut e = bzip2::write::BzEncoder::new(Vec::new(), bzip2::Compression::default());
    e.write_all(data).expect("bzip2");
    e.finish().expect("bzip2")
}

/// The data cut in two, each half compressed on its own and the two put end to end, as
/// `cat a.gz b.gz` (or a parallel compressor) makes them: a decoder must read on past the
/// first member, frame or stream.
fn in_two(data: &[u8], compress: fn(&[u8]) -> Vec<u8>) -> Vec<u8> {
    let (a, b) = data.split_at(data.len() / 2);
    let mut out = compress(a);
    out.extend(compress(b));
    out
}

/// The reports with the file's name put back to the plain file's.
fn renamed(output: &std::process::Output, from: &str, to: &str) -> String {
    stdout(output).replace(from, to)
}

/// `adjudicate` of every compressed form of `plain` (and of it on standard input, plain and
/// compressed) gives the plain file's reports, exit code and empty stderr.
fn same_as_plain(rules: &str, plain: &str, ext: &str, extra: &[&str]) {
    let mut args = vec!["adjudicate", "--rules", rules];
    args.extend_from_slice(extra);
    let expected = trongtai(&[args.as_slice(), &[plain]].concat());
    assert!(stdout(&expected).contains("plies"), "{}", stdout(&expected));
    let data = read(plain);
    let dir = scratch(&format!("{rules}-{ext}"));
    let forms: Vec<(String, Vec<u8>)> = vec![
        (format!("games.{ext}.gz"), gzip(&data)),
        (format!("games.{ext}.zst"), zstd(&data)),
        (format!("games.{ext}.bz2"), bzip2(&data)),
        // Named by the compression only: the format is told by the decompressed text.
        ("games.bz2".to_owned(), bzip2(&data)),
        // Not named at all: the compression is told by the first bytes.
        ("games.archive".to_owned(), zstd(&data)),
        (format!("two-members.{ext}.gz"), in_two(&data, gzip)),
        (format!("two-frames.{ext}.zst"), in_two(&data, zstd)),
        (format!("two-streams.{ext}.bz2"), in_two(&data, bzip2)),
    ];
    for (name, bytes) in &forms {
        let path = dir.join(name);
        std::fs::write(&path, bytes).expect("written");
        let path = path.display().to_string();
        let out = trongtai(&[args.as_slice(), &[path.as_str()]].concat());
        assert_eq!(
            out.status.code(),
            expected.status.code(),
            "{name}: {}",
            text(&out.stderr)
        );
        assert_eq!(renamed(&out, &path, plain), stdout(&expected), "{name}");
        assert!(out.stderr.is_empty(), "{name}: {}", text(&out.stderr));
    }
    for (what, input) in [("plain", data.clone()), ("zstd", zstd(&data)), ("gzip", gzip(&data))] {
        let out = with_stdin(&[args.as_slice(), &["-"]].concat(), &input);
        assert_eq!(out.status.code(), expected.status.code(), "stdin {what}");
        let named =
            renamed(&out, "- #", &format!("{plain} #")).replace("\"file\":\"-\"", &format!("\"file\":\"{plain}\""));
        assert_eq!(named, stdout(&expected), "stdin {what}");
        assert!(out.stderr.is_empty(), "stdin {what}: {}", text(&out.stderr));
    }
}

#[test]
fn compressed_chess_pgn_reads_as_the_plain_file() {
    same_as_plain("fide-2001", SMALL, "pgn", &[]);
    same_as_plain("fide-2001", LICHESS, "pgn", &["--threads", "3"]);
}

#[test]
fn compressed_xiangqi_archives_read_as_the_plain_files() {
    same_as_plain("vn-xiangqi-1999", ICCS, "pgn", &["--json"]);
    same_as_plain("vn-xiangqi-1999", FSF_JSONL, "jsonl", &[]);
}

#[test]
fn a_name_that_promises_a_compression_the_bytes_lack_is_refused() {
    let dir = scratch("misnamed");
    let path = dir.join("games.pgn.gz");
    std::fs::write(&path, read(SMALL)).expect("written");
    let path = path.display().to_string();
    let out = trongtai(&["adjudicate", "--rules", "fide-2001", &path]);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(
        text(&out.stderr),
        format!("error: {path}: the name says gzip but the file's first bytes are not compressed data; expected gzip data (`1f 8b`)\n")
    );
}

#[test]
fn damaged_compressed_data_is_an_error_naming_the_file() {
    let dir = scratch("damaged");
    // A whole frame, then half of another: the games of the first are judged.
    let mut bytes = zstd(&read(LICHESS));
    let second = zstd(&read(LICHESS));
    bytes.extend_from_slice(&second[..second.len() / 2]);
    let path = dir.join("cut.pgn.zst");
    std::fs::write(&path, bytes).expect("written");
    let path = path.display().to_string();
    let out = trongtai(&["adjudicate", "--rules", "fide-2001", &path]);
    assert_eq!(out.status.code(), Some(3));
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with(&format!("error: {path}: zstd data: ")), "{err}");
    // The games before the damage are judged and printed.
    assert!(stdout(&out).starts_with(&format!("{path} #1 alanbrito4 - Meridyan: 42 plies")));

    let xz = dir.join("games.pgn.xz");
    std::fs::write(&xz, b"\xFD7zXZ\x00\x00\x04").expect("written");
    let xz = xz.display().to_string();
    let out = trongtai(&["adjudicate", "--rules", "fide-2001", &xz]);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(
        text(&out.stderr),
        format!("error: {xz}: xz-compressed, which is not read; expected an archive that is plain or compressed with gzip, zstd or bzip2\n")
    );
}

#[test]
fn an_archive_of_the_other_game_is_one_error() {
    let out = trongtai(&["adjudicate", "--rules", "vn-xiangqi-1999", LICHESS]);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(
        text(&out.stderr),
        format!("error: {LICHESS}: a chess archive, expected xiangqi games for rulebook `vn-xiangqi-1999`: game 1 (alanbrito4 - Meridyan) opens with `e4`, a chess move and no xiangqi move; the file is not judged\n")
    );
    assert_eq!(
        stdout(&out),
        "summary: 0 games, 0 plies; 0 with an illegal move, 0 unreadable; results: 0 agree, 0 disagree, 0 not decided on the board, 0 unrecorded; claimable draws: repetition in 0 games, n-move rule in 0 games; drawn ending (dead position) reached in 0 games; 1 files could not be read\n"
    );

    // The reverse, compressed, and beside a file of the right game that is judged in full.
    let dir = scratch("other-game");
    let zst = dir.join("xiangqi.pgn.zst");
    std::fs::write(&zst, zstd(&read(ICCS))).expect("written");
    let zst = zst.display().to_string();
    let out = trongtai(&["adjudicate", "--rules", "fide-2001", "--json", &zst, SMALL]);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(
        text(&out.stderr),
        format!("error: {zst}: a xiangqi archive, expected chess games for rulebook `fide-2001`: game 1 (HU RongHua - XU TianHong) opens with `g0e2`, a xiangqi move and no chess move; the file is not judged\n")
    );
    let lines: Vec<&str> = stdout(&out).lines().collect();
    assert_eq!(lines.len(), 5, "the four games of small.pgn and the summary");
    assert!(lines[..4].iter().all(|l| l.contains(SMALL)));

    // JSON lines (engine coordinates) too.
    let out = trongtai(&["adjudicate", "--rules", "fide-2001", FSF_JSONL]);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(text(&out.stderr).lines().count(), 1, "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("a xiangqi archive, expected chess games"));

    // impact --archive: the same one error, naming the file.
    let out = trongtai(&[
        "impact",
        "--base",
        "vn-xiangqi-1999",
        "--candidate",
        "rules/local/vn-xiangqi-1999-province-example.ron",
        "--no-scenarios",
        "--archive",
        LICHESS,
    ]);
    assert_ne!(out.status.code(), Some(0));
    let err = text(&out.stderr);
    assert!(
        err.contains(&format!(
            "{LICHESS}: a chess archive, expected xiangqi games for rulebook `vn-xiangqi-1999`"
        )),
        "{err}"
    );
}

#[test]
fn impact_reads_a_compressed_archive() {
    let dir = scratch("impact");
    let zst = dir.join("lichess.pgn.zst");
    std::fs::write(&zst, zstd(&read(LICHESS))).expect("written");
    let zst = zst.display().to_string();
    let run = |archive: &str| {
        trongtai(&[
            "impact",
            "--base",
            "fide-2001",
            "--candidate",
            "vn-chess-legacy",
            "--no-scenarios",
            "--format",
            "json",
            "--archive",
            archive,
        ])
    };
    let (plain, compressed) = (run(LICHESS), run(&zst));
    assert_eq!(plain.status.code(), Some(0), "{}", text(&plain.stderr));
    assert_eq!(compressed.status.code(), Some(0), "{}", text(&compressed.stderr));
    let json = |o: &std::process::Output| -> serde_json::Value { serde_json::from_str(stdout(o)).expect("JSON") };
    let (mut p, mut c) = (json(&plain), json(&compressed));
    // The receipts differ (the file and its hash); everything judged is the same.
    for v in [&mut p, &mut c] {
        if let Some(o) = v.as_object_mut() {
            o.remove("receipt");
        }
    }
    let (p, c) = (p.to_string(), c.to_string().replace(&zst, LICHESS));
    assert_eq!(p, c);
    assert!(p.contains("\"compared\":30"), "{p}");
}
