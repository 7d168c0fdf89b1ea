//! Hostile input, rounds 2 and 3 (issues #35 items 1 and 4, #37, #38): each test is named after
//! the finding it keeps fixed, and failed on the build these issues were found on (run this file
//! against another build with `TRONGTAI_TEST_BIN=/path/to/trongtai cargo test --test cli
//! hostile`). Where the old build would hang or fill memory, the command runs under a deadline.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::{bin, text};

/// A fresh scratch directory.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trongtai-hostile-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// What a run gave.
#[derive(Debug)]
pub struct Ran {
    /// The exit code (`None`: killed at the deadline, or by a signal).
    pub code: Option<i32>,
    /// Standard output.
    pub out: String,
    /// Standard error.
    pub err: String,
}

impl Ran {
    /// Both streams.
    pub fn all(&self) -> String {
        format!("{}{}", self.out, self.err)
    }
}

/// Runs `trongtai args` in `dir` (stdin empty), killed after `deadline`.
pub fn run_in(dir: &Path, args: &[&str], deadline: Duration) -> Ran {
    let started = Instant::now();
    let mut child = Command::new(bin())
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the trongtai binary starts");
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            // At most 64 MiB kept: an old build may print without end.
            let mut buf = Vec::new();
            let _ = (&mut r).take(64 << 20).read_to_end(&mut buf);
            let _ = std::io::copy(&mut r, &mut std::io::sink());
            buf
        })
    };
    let out = drain(Box::new(child.stdout.take().expect("piped")));
    let err = drain(Box::new(child.stderr.take().expect("piped")));
    let code = loop {
        if let Some(status) = child.try_wait().expect("waits") {
            break status.code();
        }
        if started.elapsed() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    Ran {
        code,
        out: text(&out.join().unwrap_or_default()),
        err: text(&err.join().unwrap_or_default()),
    }
}

/// Runs `trongtai args` from the repository root, killed after 20 seconds.
pub fn run(args: &[&str]) -> Ran {
    run_in(&root(), args, Duration::from_secs(20))
}

fn no_panic(ran: &Ran) {
    assert!(!ran.all().contains("panicked"), "{ran:?}");
    assert_ne!(ran.code, Some(101), "{ran:?}");
}

/// A scenario file that replays, under `rules`.
fn scenario(rules: &str, events: &str) -> String {
    format!(
        "Scenario(\n    rules: \"{rules}\",\n    articles: [\"6.1\"],\n    source: \"test\",\n    events: [{events}],\n    expect: (result: \"*\", reason: Ongoing, articles: []),\n)\n"
    )
}

// ---------------------------------------------------------------------------------------------
// #35.1 and #37.3: `docs --out` removes or overwrites nothing it did not write.

#[test]
fn docs_out_into_a_folder_of_user_files_removes_nothing() {
    let dir = scratch("docs-user-files");
    std::fs::write(dir.join("important.txt"), "the federation's").expect("writes");
    std::fs::create_dir(dir.join("sub")).expect("creates");
    std::fs::write(dir.join("sub/thesis.docx"), "a thesis").expect("writes");
    let out = dir.to_str().expect("utf-8");
    let ran = run(&["docs", "--rules", "vn-xiangqi-1999", "--out", out, "--lang", "vi"]);
    assert_eq!(ran.code, Some(3), "{ran:?}");
    assert!(ran.err.contains("important.txt"), "{ran:?}");
    assert_eq!(
        std::fs::read_to_string(dir.join("important.txt")).expect("kept"),
        "the federation's"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("sub/thesis.docx")).expect("kept"),
        "a thesis"
    );
    // `--out .` from inside the folder: the same.
    let ran = run_in(
        &dir,
        &["docs", "--rules", "vn-xiangqi-1999", "--out", ".", "--lang", "vi"],
        Duration::from_secs(20),
    );
    assert_eq!(ran.code, Some(3), "{ran:?}");
    let left: Vec<_> = std::fs::read_dir(&dir).expect("lists").collect();
    assert_eq!(left.len(), 2, "nothing written beside the user's files either");
}

#[test]
fn docs_out_again_keeps_files_added_beside_the_site() {
    let dir = scratch("docs-again");
    let site = dir.join("site");
    let out = site.to_str().expect("utf-8");
    let ran = run(&["docs", "--rules", "fide-2001", "--out", out, "--lang", "en"]);
    assert_eq!(ran.code, Some(0), "{ran:?}");
    std::fs::write(site.join("important.txt"), "mine").expect("writes");
    std::fs::write(site.join("en/notes.md"), "mine too").expect("writes");
    // Another language: every English page becomes stale, and none of the user's files goes.
    let ran = run(&["docs", "--rules", "fide-2001", "--out", out, "--lang", "vi"]);
    assert_eq!(ran.code, Some(0), "{ran:?}");
    assert_eq!(
        std::fs::read_to_string(site.join("important.txt")).expect("kept"),
        "mine"
    );
    assert_eq!(
        std::fs::read_to_string(site.join("en/notes.md")).expect("kept"),
        "mine too"
    );
    assert!(site.join("vi/index.html").is_file(), "{ran:?}");
    assert!(
        !site.join("en/index.html").exists(),
        "the site's own stale pages go: {ran:?}"
    );
}

#[cfg(unix)]
#[test]
fn docs_out_never_follows_links_planted_in_the_folder() {
    let dir = scratch("docs-links");
    let site = dir.join("site");
    let outside = dir.join("outside");
    std::fs::create_dir_all(&outside).expect("creates");
    std::fs::write(outside.join("victim.txt"), "outside").expect("writes");
    let out = site.to_str().expect("utf-8");
    let ran = run(&["docs", "--rules", "fide-2001", "--out", out, "--lang", "en"]);
    assert_eq!(ran.code, Some(0), "{ran:?}");
    // A fixed temporary name would follow this link into the victim.
    std::os::unix::fs::symlink(outside.join("victim.txt"), site.join(".index.md.tmp")).expect("links");
    // A linked folder inside the site: its files are not the site's to remove.
    std::os::unix::fs::symlink(&outside, site.join("linked")).expect("links");
    let ran = run(&["docs", "--rules", "fide-2001", "--out", out, "--lang", "vi"]);
    no_panic(&ran);
    assert_eq!(
        std::fs::read_to_string(outside.join("victim.txt")).expect("kept"),
        "outside",
        "{ran:?}"
    );
    assert!(
        std::fs::symlink_metadata(site.join(".index.md.tmp")).is_ok_and(|m| m.file_type().is_symlink()),
        "the planted link is left as it is"
    );
}

#[test]
fn docs_out_a_file_names_the_path() {
    let dir = scratch("docs-file");
    let file = dir.join("a-file");
    std::fs::write(&file, "x").expect("writes");
    let path = file.to_str().expect("utf-8");
    let ran = run(&["docs", "--rules", "fide-2001", "--out", path]);
    assert_eq!(ran.code, Some(3), "{ran:?}");
    assert!(ran.err.contains(path) && ran.err.contains("not a folder"), "{ran:?}");
    assert_eq!(std::fs::read_to_string(&file).expect("kept"), "x");
}

#[cfg(unix)]
#[test]
fn impact_output_over_a_read_only_file_is_refused_naming_no_temporary_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("impact-read-only");
    let report = dir.join("report.json");
    std::fs::write(&report, "kept").expect("writes");
    std::fs::set_permissions(&report, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    let ran = run(&[
        "impact",
        "--base",
        "fide-2001",
        "--candidate",
        "fide-2001-rapid",
        "--no-scenarios",
        "--format",
        "json",
        "--output",
        report.to_str().expect("utf-8"),
    ]);
    assert_eq!(ran.code, Some(3), "{ran:?}");
    assert!(
        ran.err.contains("read-only") && ran.err.contains("report.json"),
        "{ran:?}"
    );
    assert!(!ran.err.contains(".tmp"), "{ran:?}");
    assert_eq!(std::fs::read_to_string(&report).expect("kept"), "kept");
    let mode = std::fs::metadata(&report).expect("stat").permissions().mode() & 0o777;
    assert_eq!(mode, 0o444);
}

// ---------------------------------------------------------------------------------------------
// #35.4: nothing checked is no success; one count; one scheme of exit codes.

#[test]
fn replay_that_compares_nothing_does_not_exit_0() {
    let case = root().join("scenarios/fide-2001/claims/claim-cannot-be-withdrawn.ron");
    let ran = run(&[
        "replay",
        case.to_str().expect("utf-8"),
        "--rules",
        "rules/local/vn-xiangqi-1999-province-example.ron",
    ]);
    assert_eq!(ran.code, Some(1), "{ran:?}");
    let ran = run(&["replay", case.to_str().expect("utf-8"), "--rules", "vn-chess-legacy"]);
    assert_eq!(ran.code, Some(1), "{ran:?}");
    assert!(ran.err.contains("nothing compared"), "{ran:?}");
    assert!(ran.err.contains("1 not written for the rulebook"), "{ran:?}");
}

#[test]
fn replay_of_a_rule_file_gives_one_count() {
    let ran = run(&["replay", "rules/fide-2001.ron"]);
    assert_eq!(ran.code, Some(1), "{ran:?}");
    assert!(ran.err.contains("0 passed, 0 failed, 1 could not run"), "{ran:?}");
    assert!(!ran.err.contains("0 passed, 1 failed"), "{ran:?}");
}

#[test]
fn replay_of_a_file_not_named_ron_or_an_empty_folder_is_an_error() {
    let dir = scratch("replay-nothing");
    std::fs::write(dir.join("s.txt"), scenario("fide-2001", "")).expect("writes");
    std::fs::create_dir(dir.join("empty")).expect("creates");
    let ran = run_in(&dir, &["replay", "s.txt"], Duration::from_secs(20));
    assert_eq!(ran.code, Some(3), "{ran:?}");
    assert!(ran.err.contains("s.txt: not a scenario file"), "{ran:?}");
    let ran = run_in(&dir, &["replay", "empty"], Duration::from_secs(20));
    assert_eq!(ran.code, Some(3), "{ran:?}");
    assert!(ran.err.contains("no scenario file"), "{ran:?}");
}

#[test]
fn a_missing_file_is_bad_input_for_every_command() {
    for args in [
        vec!["rules", "check", "no/such.ron"],
        vec!["rules", "show", "no/such.ron"],
        vec!["replay", "no/such.ron"],
        vec![
            "moves",
            "--rules",
            "no/such.ron",
            "--fen",
            "8/8/8/8/8/8/8/K6k w - - 0 1",
        ],
        vec!["docs", "--rules", "no/such.ron", "--out", "/nonexistent-trongtai-out"],
    ] {
        let ran = run(&args);
        assert_eq!(ran.code, Some(3), "{args:?}: {ran:?}");
        assert!(ran.err.contains("no/such.ron"), "{args:?}: {ran:?}");
    }
    // A rule file that reads but does not validate is what `rules check` checks: exit 1.
    let ran = run(&["rules", "check", "tests/fixtures/rules-bad/missing-citation.ron"]);
    assert_eq!(ran.code, Some(1), "{ran:?}");
}

#[test]
fn a_bad_on_date_blames_the_command_line_not_line_1() {
    for args in [
        vec!["rules", "show", "fide-2001-club-example", "--on", "2025-13-40"],
        vec![
            "impact",
            "--base",
            "fide-2001",
            "--candidate",
            "fide-2001-club-example",
            "--no-scenarios",
            "--on",
            "2025-02-30",
        ],
    ] {
        let ran = run(&args);
        assert_eq!(ran.code, Some(2), "{args:?}: {ran:?}");
        assert!(ran.err.contains("is not a date"), "{args:?}: {ran:?}");
        assert!(!ran.err.contains(":1:1:"), "{args:?}: {ran:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// #37.1: every user file read whole is bounded, and only a regular file.

#[cfg(unix)]
#[test]
fn special_files_named_as_rule_files_or_scenarios_are_refused_at_once() {
    let dir = scratch("special");
    let made = Command::new("mkfifo").arg(dir.join("fifo.ron")).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    std::os::unix::fs::symlink("/dev/zero", dir.join("zero.ron")).expect("links");
    std::fs::write(
        dir.join("extends-zero.ron"),
        "RulebookFile(id: \"z\", version: \"0.1.0\", title: (vi: \"z\", en: \"z\"), extends: \"/dev/zero\")\n",
    )
    .expect("writes");
    std::fs::write(dir.join("scenario-zero.ron"), scenario("/dev/zero", "")).expect("writes");
    let cases: [(&[&str], &str); 6] = [
        (&["rules", "check", "/dev/zero"], "a character device"),
        (&["rules", "check", "fifo.ron"], "a named pipe"),
        (&["rules", "check", "zero.ron"], "a character device"),
        (&["rules", "check", "extends-zero.ron"], "a character device"),
        (&["replay", "scenario-zero.ron"], "a character device"),
        (&["replay", "."], "a named pipe"),
    ];
    for (args, expected) in cases {
        let ran = run_in(&dir, args, Duration::from_secs(20));
        assert!(matches!(ran.code, Some(1 | 3)), "{args:?}: {ran:?}");
        assert!(ran.all().contains(expected), "{args:?}: {ran:?}");
    }
}

#[test]
fn a_rule_file_over_the_size_limit_is_refused_naming_the_limit() {
    let dir = scratch("big-rule-file");
    let path = dir.join("big.ron");
    let mut text = String::from("// padding\n");
    while text.len() <= 4 << 20 {
        text.push_str("// a comment line of padding that makes the file grow past the limit\n");
    }
    text.push_str("RulebookFile(id: \"big\")\n");
    std::fs::write(&path, text).expect("writes");
    let ran = run(&["rules", "check", path.to_str().expect("utf-8")]);
    assert_eq!(ran.code, Some(3), "{ran:?}");
    assert!(ran.err.contains("limit of 4194304 bytes"), "{ran:?}");
}

// ---------------------------------------------------------------------------------------------
// #37.5: extends depth, BOM, echoed input, perft that stops early.

#[test]
fn an_extends_chain_too_deep_is_a_depth_limit_not_a_cycle() {
    let dir = scratch("deep");
    let files = 70;
    for i in 0..files {
        let extends = if i + 1 == files {
            "\"fide-2001\"".to_owned()
        } else {
            format!("\"l{}.ron\"", i + 1)
        };
        std::fs::write(
            dir.join(format!("l{i}.ron")),
            format!(
                "RulebookFile(id: \"l{i}\", version: \"0.1.0\", title: (vi: \"l{i}\", en: \"l{i}\"), extends: {extends})\n"
            ),
        )
        .expect("writes");
    }
    let ran = run_in(&dir, &["rules", "check", "l0.ron"], Duration::from_secs(20));
    assert_eq!(ran.code, Some(1), "{ran:?}");
    assert!(ran.err.contains("deeper than the limit of 64 files"), "{ran:?}");
    assert!(!ran.err.contains("cycle"), "{ran:?}");
    // 64 files in all (63 here and fide-2001) are within the limit.
    let ran = run_in(&dir, &["rules", "check", "l7.ron"], Duration::from_secs(20));
    assert_eq!(ran.code, Some(0), "{ran:?}");
}

#[test]
fn a_utf8_byte_order_mark_is_read_as_nothing() {
    let dir = scratch("bom");
    let rule = std::fs::read_to_string(root().join("tests/fixtures/rules-ok/club-example.ron")).expect("reads");
    std::fs::write(dir.join("club.ron"), format!("\u{feff}{rule}")).expect("writes");
    let ran = run_in(&dir, &["rules", "check", "club.ron"], Duration::from_secs(20));
    assert_eq!(ran.code, Some(0), "{ran:?}");
    std::fs::write(
        dir.join("s.ron"),
        format!("\u{feff}{}", scenario("fide-2001", "Moves(\"e2e4\")")),
    )
    .expect("writes");
    let ran = run_in(&dir, &["replay", "s.ron"], Duration::from_secs(20));
    assert_eq!(ran.code, Some(0), "{ran:?}");
}

#[test]
fn control_characters_and_huge_tokens_are_not_echoed_raw() {
    let dir = scratch("echo");
    std::fs::write(
        dir.join("esc.ron"),
        scenario("fide-2001", "Moves(\"e2e4 e7\u{1b}[2Je5\")"),
    )
    .expect("writes");
    let ran = run_in(&dir, &["replay", "esc.ron"], Duration::from_secs(20));
    assert_eq!(ran.code, Some(1), "{ran:?}");
    assert!(!ran.all().contains('\u{1b}'), "{ran:?}");
    assert!(ran.all().contains("\\u{1b}"), "{ran:?}");
    let huge = "x".repeat(1 << 20);
    std::fs::write(
        dir.join("huge.ron"),
        scenario("fide-2001", &format!("Moves(\"e2e4 {huge}\")")),
    )
    .expect("writes");
    let ran = run_in(&dir, &["replay", "huge.ron"], Duration::from_secs(20));
    assert_eq!(ran.code, Some(1), "{ran:?}");
    assert!(ran.all().len() < 20_000, "{} bytes echoed", ran.all().len());
    // An archive: an ESC in a tag and in a move, and a move of a megabyte.
    std::fs::write(
        dir.join("esc.pgn"),
        format!(
            "[White \"A\u{1b}[2J\"]\n[Black \"B\"]\n\n1. e4 e5\u{1b} 2. Nf3 *\n\n[White \"C\"]\n\n1. {} *\n",
            "x".repeat(900_000)
        ),
    )
    .expect("writes");
    let ran = run_in(
        &dir,
        &["adjudicate", "--rules", "fide-2001", "esc.pgn"],
        Duration::from_secs(20),
    );
    assert!(
        !ran.all().contains('\u{1b}'),
        "{}",
        &ran.all()[..ran.all().len().min(500)]
    );
    assert!(
        ran.out.contains("A\\u{1b}[2J - B"),
        "{}",
        &ran.out[..ran.out.len().min(500)]
    );
    assert!(ran.all().len() < 20_000, "{} bytes echoed", ran.all().len());
    let ran = run(&["moves", "--rules", "fide-2001", "--fen", "x\u{1b}[2J"]);
    assert_eq!(ran.code, Some(3), "{ran:?}");
    assert!(!ran.all().contains('\u{1b}'), "{ran:?}");
    // One argument of a command line holds at most 128 KiB.
    let ran = run(&["rules", "show", &format!("nope{}", "x".repeat(100_000))]);
    assert_eq!(ran.code, Some(3), "{ran:?}");
    assert!(ran.all().len() < 20_000, "{} bytes echoed", ran.all().len());
}

#[cfg(unix)]
#[test]
fn perft_divide_stops_when_its_reader_goes_away_or_the_disk_is_full() {
    // Depth 7 from the start takes minutes; the first line comes after one move's count.
    let args = ["perft", "--rules", "fide-2001", "--depth", "6", "--divide"];
    let mut child = Command::new(bin())
        .args(args)
        .current_dir(root())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts");
    let mut stdout = child.stdout.take().expect("piped");
    let mut first = [0u8; 1];
    stdout.read_exact(&mut first).expect("a first byte");
    drop(stdout);
    let closed = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("waits") {
            break status;
        }
        if closed.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("perft --divide ran on after its reader went away");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(0));
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full");
    if let Ok(full) = full {
        let mut child = Command::new(bin())
            .args(args)
            .current_dir(root())
            .stdout(full)
            .stderr(Stdio::piped())
            .spawn()
            .expect("starts");
        // A hang guard, not a speed check: stopping at the first failed write ends it long before.
        let started = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().expect("waits") {
                break status;
            }
            if started.elapsed() > Duration::from_secs(60) {
                let _ = child.kill();
                panic!("perft --divide ran on after its output failed");
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        let mut err = String::new();
        if let Some(mut e) = child.stderr.take() {
            let _ = e.read_to_string(&mut err);
        }
        assert_eq!(status.code(), Some(3), "{err}");
        assert!(err.contains("standard output"), "{err}");
    }
}

// ---------------------------------------------------------------------------------------------
// #38.1: no command panics on a full or closed standard output.

#[cfg(unix)]
#[test]
fn every_command_that_prints_ends_cleanly_on_a_full_or_closed_stdout() {
    let dir = scratch("full");
    let site = dir.join("site");
    let commands: Vec<Vec<&str>> = vec![
        vec!["schema", "replay"],
        vec!["completions", "bash"],
        vec!["man"],
        vec!["rules", "schema"],
        vec!["rules", "show", "fide-2001"],
        vec!["rules", "check"],
        vec!["pairings", "--players", "8"],
        vec!["docs", "--rules", "fide-2001", "--out", site.to_str().expect("utf-8")],
        vec!["moves", "--rules", "fide-2001", "--fen", "8/8/8/8/8/8/8/K6k w - - 0 1"],
        vec!["status", "--rules", "fide-2001", "--fen", "8/8/8/8/8/8/8/K6k w - - 0 1"],
        vec!["perft", "--rules", "fide-2001", "--depth", "2"],
        vec!["coverage"],
        vec![
            "adjudicate",
            "--rules",
            "fide-2001",
            "tests/fixtures/adjudicate/small.pgn",
        ],
        vec!["replay", "--json", "scenarios/fide-2001/claims"],
        vec![
            "impact",
            "--base",
            "fide-2001",
            "--candidate",
            "fide-2001-rapid",
            "--no-scenarios",
        ],
    ];
    for args in &commands {
        if let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") {
            let out = Command::new(bin())
                .args(args)
                .current_dir(root())
                .stdout(full)
                .output()
                .expect("runs");
            let err = text(&out.stderr);
            assert!(!err.contains("panicked"), "{args:?}: {err}");
            assert_eq!(out.status.code(), Some(3), "{args:?} > /dev/full: {err}");
            assert!(!err.contains("panicked"), "{args:?}: {err}");
            assert!(err.contains("standard output"), "{args:?}: {err}");
        }
        // A reader that takes one byte and goes away.
        let mut child = Command::new(bin())
            .args(args)
            .current_dir(root())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("starts");
        let mut stdout = child.stdout.take().expect("piped");
        let mut one = [0u8; 1];
        let _ = stdout.read(&mut one);
        drop(stdout);
        let out = child.wait_with_output().expect("waits");
        let err = text(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?} | head -c1: {err}");
        // A closed pipe is no failure; what the command found before it still counts (1).
        assert!(matches!(out.status.code(), Some(0 | 1)), "{args:?} | head -c1: {err}");
    }
}

// ---------------------------------------------------------------------------------------------
// #37.2 and #37.4: archives read once, as exported.

const SMALL: &str = "tests/fixtures/adjudicate/small.pgn";

fn impact_args(archive: &str) -> Vec<String> {
    [
        "impact",
        "--base",
        "fide-2001",
        "--candidate",
        "fide-2001-rapid",
        "--no-scenarios",
        "--format",
        "json",
        "--archive",
        archive,
    ]
    .map(str::to_owned)
    .to_vec()
}

/// `archives.compared` of an impact report.
fn compared(json: &str) -> u64 {
    let v: serde_json::Value = serde_json::from_str(json).unwrap_or_default();
    v["archives"]["compared"].as_u64().unwrap_or(0)
}

#[cfg(unix)]
#[test]
fn impact_reads_an_archive_from_a_fifo_once() {
    let dir = scratch("fifo-archive");
    let fifo = dir.join("games.pgn");
    let made = Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    let writer_path = fifo.clone();
    let bytes = std::fs::read(root().join(SMALL)).expect("reads");
    // The writer opens the FIFO (blocking until the reader does) and writes the games once.
    let writer = std::thread::spawn(move || {
        if let Ok(mut f) = std::fs::OpenOptions::new().write(true).open(&writer_path) {
            let _ = std::io::Write::write_all(&mut f, &bytes);
        }
    });
    let args = impact_args(fifo.to_str().expect("utf-8"));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let ran = run(&args);
    // A writer still waiting for a reader (the run was killed) is left behind, not waited for.
    if ran.code.is_some() && writer.is_finished() {
        let _ = writer.join();
    }
    assert_eq!(ran.code, Some(0), "{ran:?}");
    assert_eq!(compared(&ran.out), 4, "{ran:?}");
}

#[test]
fn impact_reads_dev_stdin_from_a_pipe_once() {
    let bytes = std::fs::read(root().join(SMALL)).expect("reads");
    let args = impact_args("/dev/stdin");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = crate::common::with_stdin(&args, &bytes);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(compared(&text(&out.stdout)), 4);
    // Standard input already read (empty): nothing compared is no success.
    let out = crate::common::with_stdin(&args, b"");
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("no archive game compared"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn an_archive_named_twice_is_warned_of() {
    for args in [
        vec![
            "adjudicate",
            "--rules",
            "fide-2001",
            SMALL,
            "./tests/fixtures/adjudicate/small.pgn",
        ],
        vec![
            "impact",
            "--base",
            "fide-2001",
            "--candidate",
            "fide-2001-rapid",
            "--no-scenarios",
            "--archive",
            SMALL,
            SMALL,
        ],
    ] {
        let ran = run(&args);
        assert!(ran.err.contains("named twice"), "{args:?}: {ran:?}");
    }
}

#[test]
fn an_archive_without_a_game_judges_nothing_and_says_so() {
    let dir = scratch("empty-archive");
    std::fs::write(dir.join("empty.pgn"), "").expect("writes");
    let ran = run_in(
        &dir,
        &["adjudicate", "--rules", "fide-2001", "empty.pgn"],
        Duration::from_secs(20),
    );
    assert_eq!(ran.code, Some(1), "{ran:?}");
    assert!(ran.err.contains("nothing was judged"), "{ran:?}");
}

/// `adjudicate` of one file: its report lines (the summary last).
fn adjudicate(dir: &Path, name: &str, rules: &str) -> Ran {
    run_in(dir, &["adjudicate", "--rules", rules, name], Duration::from_secs(60))
}

#[test]
fn a_compressed_archive_with_trailing_bytes_keeps_its_last_game() {
    let dir = scratch("trailing");
    let games = b"[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 1-0\n\n[White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 0-1";
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    std::io::Write::write_all(&mut gz, games).expect("gzip");
    let mut bytes = gz.finish().expect("gzip");
    bytes.push(b'\n');
    std::fs::write(dir.join("g.pgn.gz"), &bytes).expect("writes");
    let ran = adjudicate(&dir, "g.pgn.gz", "fide-2001");
    assert!(ran.out.contains("#2 C - D"), "{ran:?}");
    assert!(ran.out.contains("summary: 2 games"), "{ran:?}");
    assert!(ran.err.is_empty(), "a line break after the data is padding: {ran:?}");
    // Zero padding after zstd data.
    let mut bytes = zstd::stream::encode_all(&games[..], 3).expect("zstd");
    bytes.extend(std::iter::repeat_n(0u8, 4096));
    std::fs::write(dir.join("g.pgn.zst"), &bytes).expect("writes");
    let ran = adjudicate(&dir, "g.pgn.zst", "fide-2001");
    assert!(ran.out.contains("summary: 2 games"), "{ran:?}");
}

#[test]
fn a_zstd_window_over_the_limit_is_refused_naming_the_limit() {
    let dir = scratch("zstd-window");
    let mut encoder = zstd::stream::write::Encoder::new(Vec::new(), 3).expect("an encoder");
    encoder.window_log(28).expect("a window of 256 MiB");
    std::io::Write::write_all(&mut encoder, &std::fs::read(root().join(SMALL)).expect("reads")).expect("written");
    std::fs::write(dir.join("wide.pgn.zst"), encoder.finish().expect("finished")).expect("writes");
    let ran = adjudicate(&dir, "wide.pgn.zst", "fide-2001");
    assert_eq!(ran.code, Some(3), "{ran:?}");
    assert!(ran.err.contains("limit of 128 MiB"), "{ran:?}");
}

#[test]
fn a_json_line_over_1_mib_is_its_game_skipped_as_documented() {
    let dir = scratch("jsonl");
    let long = format!("{{\"moves\": [\"h3e3\"], \"pad\": \"{}\"}}", "x".repeat(2 << 20));
    std::fs::write(
        dir.join("g.jsonl"),
        format!("{{\"moves\": [\"h3e3\"]}}\n{long}\n{{\"moves\": [\"h3e3\", \"h8e8\"]}}\n"),
    )
    .expect("writes");
    let ran = adjudicate(&dir, "g.jsonl", "vn-xiangqi-1999");
    assert!(ran.out.contains("longer than 1048576 bytes"), "{ran:?}");
    assert!(ran.out.contains("summary: 3 games"), "{ran:?}");
}

#[test]
fn pgn_with_carriage_returns_alone_is_read_line_by_line() {
    let dir = scratch("cr");
    let game = "[White \"A\"]\r[Black \"B\"]\r\r1. e4 e5 2. Nf3 1-0\r\r";
    std::fs::write(dir.join("mac.pgn"), game.repeat(40_000)).expect("writes");
    let ran = adjudicate(&dir, "mac.pgn", "fide-2001");
    assert!(ran.out.contains("summary: 40000 games"), "{}", ran.err);
    assert!(
        !ran.out.contains("unreadable:"),
        "{}",
        &ran.out[..ran.out.len().min(2000)]
    );
}

#[test]
fn a_repeated_tag_does_not_split_a_game_or_drop_its_players() {
    let dir = scratch("repeated-tag");
    std::fs::write(
        dir.join("g.pgn"),
        "[Event \"E\"]\n[White \"Anna\"]\n[Annotator \"X\"]\n[Black \"Binh\"]\n[Annotator \"Y\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n",
    )
    .expect("writes");
    let ran = adjudicate(&dir, "g.pgn", "fide-2001");
    assert!(ran.out.contains("#1 Anna - Binh: 2 plies"), "{ran:?}");
    assert!(ran.out.contains("summary: 1 games"), "{ran:?}");
}

#[test]
fn a_game_with_80000_tags_is_read_in_linear_time() {
    let dir = scratch("many-tags");
    let mut text = String::from("[Event \"E\"]\n");
    for i in 0..80_000 {
        text.push_str(&format!("[T{i} \"v\"]\n"));
    }
    text.push_str("\n1. e4 *\n\n[Event \"F\"]\n[White \"A\"]\n\n1. d4 *\n");
    std::fs::write(dir.join("g.pgn"), text).expect("writes");
    let ran = run_in(
        &dir,
        &["adjudicate", "--rules", "fide-2001", "g.pgn"],
        Duration::from_secs(20),
    );
    assert!(ran.out.contains("more than 1000 tag pairs"), "{ran:?}");
    assert!(ran.out.contains("#2 A - ?"), "{ran:?}");
}

// ---------------------------------------------------------------------------------------------
// #38.3, #38.4, #38.5, #37.5: quadratic paths, what the engine cannot compile, honest limits.

/// A local regulation of `fide-2001` with `n` daily versions of the late limit, each `overlap`
/// days too long.
fn many_versions(n: usize, overlap: usize) -> String {
    let mut s = String::from(
        "RulebookFile(\n    id: \"many\",\n    version: \"0.1.0\",\n    title: (vi: \"m\", en: \"m\"),\n    extends: \"fide-2001\",\n    local: (\n        authority: (vi: \"a\", en: \"a\"),\n        basis: (document: \"d\", article: \"1\", issued: \"2010-01-01\", valid_from: \"2010-01-01\"),\n    ),\n    versions: [\n",
    );
    // Day numbers to dates, from 2010-01-01 (no leap-year subtlety needed: only order matters,
    // and every day written is a real one).
    let date = |day: usize| {
        let (mut y, mut d) = (2010, day);
        loop {
            let len = if y % 4 == 0 { 366 } else { 365 };
            if d < len {
                break;
            }
            d -= len;
            y += 1;
        }
        let months = [
            31,
            if y % 4 == 0 { 29 } else { 28 },
            31,
            30,
            31,
            30,
            31,
            31,
            30,
            31,
            30,
            31,
        ];
        let mut m = 0;
        while d >= months[m] {
            d -= months[m];
            m += 1;
        }
        format!("{y}-{:02}-{:02}", m + 1, d + 1)
    };
    for i in 0..n {
        s.push_str(&format!(
            "        (from: \"{}\", until: \"{}\", clock: (late_arrival: (value: (limit: Fixed(Minutes({})), at_resumption: true), article: \"3\"))),\n",
            date(i),
            date(i + overlap),
            10 + i % 40
        ));
    }
    s.push_str("    ],\n)\n");
    s
}

#[test]
fn many_dated_versions_and_their_problems_are_placed_in_linear_time() {
    let dir = scratch("versions");
    // 16,000 overlapping versions: 16,000 problems, each placed on its own version (each was
    // placed by searching the file from its start: over 20 s).
    std::fs::write(dir.join("overlap.ron"), many_versions(16_000, 3)).expect("writes");
    let ran = run_in(&dir, &["rules", "check", "overlap.ron"], Duration::from_secs(60));
    assert_eq!(ran.code, Some(1), "{}", &ran.err[..ran.err.len().min(500)]);
    // The first on the first version's line, the second on the next: not every one on one line.
    assert!(ran.err.contains("overlap.ron:11:"), "the first on its version's line");
    assert!(ran.err.contains("overlap.ron:12:"), "the second on its version's line");
    assert!(
        ran.err.contains("the two would overlap"),
        "{}",
        &ran.err[..ran.err.len().min(500)]
    );
    assert!(
        ran.err.contains("more problems from here on, not listed"),
        "a long list is cut"
    );
    assert!(ran.err.lines().count() <= 101, "{} lines", ran.err.lines().count());
    // 10,000 versions that follow each other: a rulebook with every day its own limit.
    std::fs::write(dir.join("daily.ron"), many_versions(10_000, 0)).expect("writes");
    let ran = run_in(
        &dir,
        &["rules", "show", "daily.ron", "--on", "2020-06-01"],
        Duration::from_secs(60),
    );
    assert_eq!(ran.code, Some(0), "{}", &ran.err[..ran.err.len().min(500)]);
}

#[test]
fn many_over_limit_events_are_each_placed_on_their_own_event() {
    let dir = scratch("events");
    let events = vec!["Elapse(Millis(18446744073709551615))"; 32_000].join(",\n        ");
    std::fs::write(
        dir.join("e.ron"),
        format!("Scenario(\n    rules: \"fide-2001\",\n    articles: [\"6.1\"],\n    source: \"t\",\n    events: [\n        {events}],\n    expect: (result: \"*\", reason: Ongoing, articles: []),\n)\n"),
    )
    .expect("writes");
    let ran = run_in(&dir, &["replay", "e.ron"], Duration::from_secs(60));
    assert_eq!(ran.code, Some(1), "{}", &ran.all()[..ran.all().len().min(500)]);
    // The first on line 6, the second on line 7: not every one on the first; the list is cut.
    assert!(
        ran.out.contains("e.ron:6:16: "),
        "{}",
        &ran.out[..ran.out.len().min(500)]
    );
    assert!(
        ran.out.contains("e.ron:7:16: "),
        "{}",
        &ran.out[..ran.out.len().min(500)]
    );
    assert!(
        ran.out.contains("more problems from here on"),
        "{}",
        &ran.out[..ran.out.len().min(500)]
    );
}

#[test]
fn rules_check_refuses_at_once_a_board_the_engine_cannot_compile() {
    let dir = scratch("board-8x16");
    let chess = std::fs::read_to_string(root().join("rules/games/chess.ron")).expect("reads");
    let big = chess
        .replace("id: \"chess\"", "id: \"chess-8x16\"")
        .replace("board: (files: 8, ranks: 8)", "board: (files: 8, ranks: 16)")
        .replace("\"last-rank\": Ranks([8])", "\"last-rank\": Ranks([16])")
        .replace(
            "\"pawn-ranks\": Ranks([2, 3, 4, 5, 6, 7])",
            "\"pawn-ranks\": Ranks([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])",
        )
        .replace(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            "rnbqkbnr/pppppppp/8/8/8/8/8/8/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR",
        );
    std::fs::write(dir.join("big.ron"), big).expect("writes");
    std::fs::write(
        dir.join("book.ron"),
        "RulebookFile(id: \"big-chess\", version: \"0.1.0\", title: (vi: \"b\", en: \"b\"), extends: \"fide-2001\", proposal: (proposer: (vi: \"b\", en: \"b\"), status: Proposed), game: (file: \"big.ron\"))\n",
    )
    .expect("writes");
    let ran = run_in(&dir, &["rules", "check", "book.ron"], Duration::from_secs(60));
    assert_eq!(ran.code, Some(1), "{ran:?}");
    assert!(
        ran.err.contains("big.ron:6:5: the engine cannot compile this game"),
        "{ran:?}"
    );
}

#[test]
fn a_title_of_a_megabyte_is_refused_not_written_on_every_page() {
    let dir = scratch("title");
    std::fs::write(
        dir.join("t.ron"),
        format!(
            "RulebookFile(id: \"big-title\", version: \"0.1.0\", title: (vi: \"{}\", en: \"t\"), extends: \"fide-2001\")\n",
            "x".repeat(1 << 20)
        ),
    )
    .expect("writes");
    let ran = run_in(&dir, &["rules", "check", "t.ron"], Duration::from_secs(20));
    assert_eq!(ran.code, Some(1), "{}", &ran.all()[..ran.all().len().min(300)]);
    assert!(
        ran.err.contains("expected at most 200"),
        "{}",
        &ran.err[..ran.err.len().min(300)]
    );
    let ran = run_in(
        &dir,
        &["docs", "--rules", "t.ron", "--out", "site"],
        Duration::from_secs(60),
    );
    assert_eq!(ran.code, Some(3), "{}", &ran.all()[..ran.all().len().min(300)]);
    assert!(!dir.join("site").exists() || std::fs::read_dir(dir.join("site")).map_or(0, Iterator::count) == 0);
}

#[test]
fn docs_of_two_files_with_one_id_is_refused_not_one_dropped() {
    let dir = scratch("docs-same-id");
    for x in ["a", "b"] {
        std::fs::write(
            dir.join(format!("{x}.ron")),
            format!("RulebookFile(id: \"same\", version: \"0.1.0\", title: (vi: \"{x}\", en: \"{x}\"), extends: \"fide-2001\")\n"),
        )
        .expect("writes");
    }
    let ran = run_in(
        &dir,
        &["docs", "--rules", "a.ron", "b.ron", "--out", "site"],
        Duration::from_secs(60),
    );
    assert_eq!(ran.code, Some(3), "{ran:?}");
    assert!(ran.err.contains("a.ron and b.ron both have the id `same`"), "{ran:?}");
    // The same file twice is one page, as before.
    let ran = run_in(
        &dir,
        &["docs", "--rules", "a.ron", "a.ron", "--out", "site"],
        Duration::from_secs(60),
    );
    assert_eq!(ran.code, Some(0), "{ran:?}");
}
