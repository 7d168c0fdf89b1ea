//! `--lang vi|en` on every command, the environment's language without it, and the words a
//! federation ships beside its regulation: errors of the rule-file validator, the position
//! commands and the command line itself are said the same way, in the language asked.

use std::path::PathBuf;
use std::process::{Command, Output};

use crate::common::text;

/// Runs the binary in the repository with the environment's language set to `lang_env` (none:
/// no locale at all).
fn run(args: &[&str], lang_env: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_trongtai"));
    cmd.args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    if let Some(lang) = lang_env {
        cmd.env("LANG", lang);
    }
    cmd.output().expect("the trongtai binary runs")
}

const BAD: &str = "tests/fixtures/rules-bad/unknown-extends.ron";
const VI: &str = "tests/fixtures/rules-bad/unknown-extends.ron:6:14: không có bộ luật mang định danh `fide-2000` (có phải `fide-2001`?), cần một trong";
const EN: &str = "tests/fixtures/rules-bad/unknown-extends.ron:6:14: unknown rulebook id `fide-2000` (did you mean `fide-2001`?), expected one of";

#[test]
fn a_validator_error_is_said_in_the_language_asked_or_the_environments() {
    for (args, env, expected) in [
        (vec!["rules", "check", BAD, "--lang", "vi"], None, VI),
        (vec!["rules", "check", BAD], Some("vi_VN.UTF-8"), VI),
        (vec!["rules", "check", BAD, "--lang", "en"], Some("vi_VN.UTF-8"), EN),
        (vec!["rules", "check", BAD], Some("C.UTF-8"), EN),
        (vec!["rules", "check", BAD], None, EN),
    ] {
        let out = run(&args, env);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?} {env:?}: {err}");
        assert!(err.starts_with(expected), "{args:?} {env:?}: {err}");
    }
}

#[test]
fn position_and_command_line_errors_speak_vietnamese_when_asked() {
    for (args, code, first_line) in [
        (
            vec!["moves", "--rules", "fide-2001", "--fen", "8/8/8", "--lang", "vi"],
            3,
            "lỗi: --fen `8/8/8`: FEN không hợp lệ: cần 8 hàng ngăn cách bởi `/`, có 3",
        ),
        (
            vec!["perft", "--rules", "fide-2001", "--depth", "x", "--lang", "vi"],
            2,
            "lỗi: `x` không phải là giá trị hợp lệ của `--depth <DEPTH>`: cần một số nguyên",
        ),
        (
            vec!["--lang", "vi", "perft", "--rules", "fide-2001", "--depth", "x"],
            2,
            "lỗi: `x` không phải là giá trị hợp lệ của `--depth <DEPTH>`: cần một số nguyên",
        ),
    ] {
        let out = run(&args, None);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(code), "{args:?}: {err}");
        assert_eq!(err.lines().next().unwrap_or_default(), first_line, "{args:?}");
    }
}

/// A directory with the province's regulation and, beside it, `catalogue` as `tinh.vi.ftl`.
fn province(name: &str, catalogue: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trongtai-speaking-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let fixture = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/federation/tinh.ron");
    std::fs::copy(fixture, dir.join("tinh.ron")).expect("regulation copied");
    std::fs::write(dir.join("tinh.vi.ftl"), catalogue).expect("catalogue written");
    dir
}

fn run_in(dir: &PathBuf, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_trongtai"))
        .args(args)
        .current_dir(dir)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("the trongtai binary runs")
}

#[test]
fn a_federation_catalogue_beside_its_regulation_changes_its_words() {
    let dir = province("term", "duration-minutes = { $n } phút đồng hồ\n");
    let show = run_in(&dir, &["rules", "show", "tinh.ron", "--lang", "vi"]);
    let listing = text(&show.stdout);
    assert_eq!(show.status.code(), Some(0), "{}", text(&show.stderr));
    assert!(
        listing.contains("clock.late_arrival = 15 phút đồng hồ, không áp dụng khi tiếp tục ván hoãn"),
        "{listing}"
    );
    // The English is untouched, and the shipped rulebook alone keeps the shipped words.
    let en = text(&run_in(&dir, &["rules", "show", "tinh.ron", "--lang", "en"]).stdout);
    assert!(en.contains("clock.late_arrival = 15 minutes"), "{en}");
    let shipped = text(&run_in(&dir, &["rules", "show", "vn-xiangqi-1999", "--lang", "vi"]).stdout);
    assert!(!shipped.contains("phút đồng hồ"), "{shipped}");
    let check = run_in(&dir, &["rules", "check", "tinh.ron", "--lang", "vi"]);
    assert_eq!(check.status.code(), Some(0), "{}", text(&check.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_broken_federation_catalogue_is_refused_with_its_file_and_line() {
    let dir = province("broken", "duration-minute = { $n } phút\n= x\n");
    let check = run_in(&dir, &["rules", "check", "tinh.ron", "--lang", "vi"]);
    let err = text(&check.stderr);
    assert_eq!(check.status.code(), Some(1), "{err}");
    assert!(
        err.contains("tinh.vi.ftl:2: dòng này không đúng cú pháp Fluent"),
        "{err}"
    );
    assert!(
        err.contains("tinh.vi.ftl:1: `duration-minute` không phải là một lời hay thuật ngữ của trongtai"),
        "{err}"
    );
    let show = run_in(&dir, &["rules", "show", "tinh.ron", "--lang", "en"]);
    assert_eq!(show.status.code(), Some(3), "a broken catalogue is bad input");
    assert!(
        text(&show.stderr).contains("tinh.vi.ftl:2: this line is not Fluent"),
        "{}",
        text(&show.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_unreadable_federation_catalogue_is_bad_input_and_the_other_names_are_still_checked() {
    let dir = province("unreadable", "");
    std::fs::remove_file(dir.join("tinh.vi.ftl")).expect("removes");
    std::fs::create_dir(dir.join("tinh.vi.ftl")).expect("a folder in the catalogue's place");
    let check = run_in(&dir, &["rules", "check", "tinh.ron", "fide-2001", "--lang", "en"]);
    assert_eq!(check.status.code(), Some(3), "{}", text(&check.stderr));
    assert!(text(&check.stderr).contains("tinh.vi.ftl"), "{}", text(&check.stderr));
    assert!(
        text(&check.stdout).contains("fide-2001"),
        "the next name is checked: {}",
        text(&check.stdout)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_failed_scenario_is_diffed_in_the_language_asked() {
    let out = run(
        &["replay", "tests/fixtures/impact/holds-for-wrong.ron", "--lang", "vi"],
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    let shown = text(&out.stdout);
    assert!(shown.contains("--- kỳ vọng\n+++ thực tế\n"), "{shown}");
    let en = text(
        &run(
            &["replay", "tests/fixtures/impact/holds-for-wrong.ron", "--lang", "en"],
            None,
        )
        .stdout,
    );
    assert!(en.contains("--- expected\n+++ actual\n"), "{en}");
}

/// A help text or manual page without the subcommands' names where they stand as names (the
/// listing of the subcommands, `trongtai rules for`, `trongtai-moves`): identifiers, not words.
fn without_command_names(text: &str) -> String {
    const NAMES: &[&str] = &["moves", "for", "show", "check", "schema", "status", "replay", "rules"];
    text.lines()
        .map(|line| {
            let mut line = line.to_owned();
            for name in NAMES {
                for before in ["trongtai ", "trongtai-", "rules ", "rules-", "man "] {
                    line = line.replace(&format!("{before}{name}"), before);
                }
                let listed = format!("  {name} ");
                if line.starts_with(&listed) {
                    line = line.replacen(name, "", 1);
                }
                if line.trim() == *name {
                    line.clear();
                }
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The leak test over the Vietnamese outputs of `rules check` (every rule file of `rules/` and
/// every refused one of `tests/fixtures/rules-bad`), `rules show` of every rulebook, `replay`,
/// `status`, `rules for` and command lines refused by a value parser: no English word, names,
/// identifiers in backticks and quoted text aside.
#[test]
fn vietnamese_outputs_have_no_english_words() {
    let mut leaked = Vec::new();
    let mut said = |name: String, out: &Output| {
        let both = format!("{}{}", text(&out.stdout), text(&out.stderr));
        leaked.extend(crate::languages::leaks(&name, &both, false, true));
    };
    let mut bad: Vec<String> =
        std::fs::read_dir(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/rules-bad"))
            .expect("rules-bad")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ron"))
            .map(|p| {
                format!(
                    "tests/fixtures/rules-bad/{}",
                    p.file_name().unwrap_or_default().to_string_lossy()
                )
            })
            .collect();
    bad.sort();
    // Every rulebook of rules/ (the editions from 2014 and the xiangqi ones included).
    let mut files: Vec<String> = std::fs::read_dir(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rules"))
        .expect("rules")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .map(|p| format!("rules/{}", p.file_name().unwrap_or_default().to_string_lossy()))
        .collect();
    files.sort();
    files.extend(bad);
    for file in &files {
        said(
            format!("rules check {file}"),
            &run(&["rules", "check", file, "--lang", "vi"], None),
        );
    }
    said(
        "replay".to_owned(),
        &run(&["replay", "scenarios", "--lang", "vi"], None),
    );
    said(
        "status".to_owned(),
        &run(
            &[
                "status",
                "--rules",
                "fide-2001",
                "--fen",
                "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
                "--lang",
                "vi",
            ],
            None,
        ),
    );
    // The listing of every rulebook, its value lines without their paths (`version = ...`: a
    // path is the rule file's identifier, not a word said).
    let mut in_listings = Vec::new();
    for file in files.iter().filter(|f| !f.contains("rules-bad")) {
        let out = run(&["rules", "show", file, "--lang", "vi"], None);
        let listing: String = text(&out.stdout)
            .lines()
            .map(|l| match l.split_once(" = ") {
                Some((path, value)) if path.starts_with(' ') && !path.trim().contains(' ') => value,
                _ => l,
            })
            .collect::<Vec<_>>()
            .join("\n");
        in_listings.extend(crate::languages::leaks(
            &format!("rules show {file}"),
            &format!("{listing}{}", text(&out.stderr)),
            false,
            true,
        ));
    }
    // Which rulebook judges a game: found, before any encoded edition, a time control refused.
    for (date, control) in [
        ("2024-05-01", "15+10"),
        ("2012-03-01", "90+30"),
        ("1990-01-01", "60"),
        ("2024-05-01", "abc"),
    ] {
        said(
            format!("rules for {date} {control}"),
            &run(
                &[
                    "rules",
                    "for",
                    "--date",
                    date,
                    "--time-control",
                    control,
                    "--lang",
                    "vi",
                ],
                None,
            ),
        );
    }
    // `adjudicate`: every archive fixture under a chess and a xiangqi rulebook (each game's
    // line, the summary, an archive of the other game), the games picked by their tags, and a
    // PGN file broken in several ways (the reader's errors, located).
    let broken = std::env::temp_dir().join(format!("trongtai-broken-{}.pgn", std::process::id()));
    std::fs::write(
        &broken,
        "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Kf3 *\n\n[White \"C\"]\n[Black\n\n1. e4 *\n\n[Site \"x\"]\n1. e4 ) *\n\n[Event \"y\"]\n1. e4 $ *\n\n[Event \"z\"]\n1. e4 {never closed\n",
    )
    .expect("a scratch file");
    let broken = broken.to_str().expect("a UTF-8 path").to_owned();
    let mut archives: Vec<String> =
        std::fs::read_dir(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/adjudicate"))
            .expect("the archive fixtures")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "pgn" || x == "jsonl"))
            .map(|p| {
                format!(
                    "tests/fixtures/adjudicate/{}",
                    p.file_name().unwrap_or_default().to_string_lossy()
                )
            })
            .collect();
    archives.sort();
    archives.push(broken.clone());
    // Files that cannot be read: one that is not there, a directory.
    archives.extend([
        "tests/fixtures/adjudicate/not-there.pgn".to_owned(),
        "tests/fixtures".to_owned(),
    ]);
    for archive in &archives {
        for rules in ["fide-2001", "vn-xiangqi-1999"] {
            said(
                format!("adjudicate --rules {rules} {archive}"),
                &run(&["adjudicate", "--rules", rules, archive, "--lang", "vi"], None),
            );
        }
    }
    said(
        "adjudicate --by-tags".to_owned(),
        &run(
            &[
                "adjudicate",
                "--by-tags",
                "tests/fixtures/adjudicate/dated.pgn",
                "--lang",
                "vi",
            ],
            None,
        ),
    );
    let out = run(&["adjudicate", "--rules", "fide-2001", &broken, "--lang", "vi"], None);
    // The reader's errors are said, each with its line (checked, not only left unflagged).
    assert!(text(&out.stdout).contains("dòng 7: thẻ Black"), "{}", text(&out.stdout));
    let _ = std::fs::remove_file(&broken);
    // `--help` and the manual page of the command and of every subcommand.
    for command in [
        &[][..],
        &["moves"],
        &["perft"],
        &["status"],
        &["replay"],
        &["rules"],
        &["rules", "check"],
        &["rules", "show"],
        &["rules", "for"],
        &["rules", "schema"],
        &["pairings"],
        &["coverage"],
        &["adjudicate"],
        &["impact"],
        &["docs"],
        &["completions"],
        &["man"],
        &["schema"],
    ] {
        let mut help: Vec<&str> = command.to_vec();
        help.extend(["--help", "--lang", "vi"]);
        let out = run(&help, None);
        let both = format!("{}{}", text(&out.stdout), text(&out.stderr));
        in_listings.extend(crate::languages::leaks(
            &help.join(" "),
            &without_command_names(&both),
            false,
            true,
        ));
        let mut man = vec!["man"];
        man.extend_from_slice(command);
        man.extend(["--lang", "vi"]);
        let page = run(&man, None);
        // The page's words, without its roff requests and escapes.
        let words: String = text(&page.stdout)
            .lines()
            .filter(|l| !l.starts_with(".TH") && !l.starts_with(".ie") && !l.starts_with(".el"))
            .map(|l| {
                l.trim_start_matches(['.', '\\'])
                    .replace("\\fB", " ")
                    .replace("\\fR", " ")
                    .replace("\\fI", " ")
                    .replace("\\-", "-")
            })
            .collect::<Vec<_>>()
            .join("\n");
        in_listings.extend(crate::languages::leaks(
            &man.join(" "),
            &without_command_names(&words),
            false,
            true,
        ));
    }
    // Command lines refused by the value parsers.
    for args in [
        &["rules", "show", "fide-2001", "--on", "2001-13-01", "--lang", "vi"][..],
        &[
            "adjudicate",
            "--rules",
            "fide-2001",
            "x.pgn",
            "--threads",
            "abc",
            "--lang",
            "vi",
        ][..],
        &["pairings", "--players", "1", "--lang", "vi"][..],
        &["man", "rules", "shwo", "--lang", "vi"][..],
        &["coverage", "--uncovered", "--lang", "vi"][..],
    ] {
        said(args.join(" "), &run(args, None));
    }
    leaked.extend(in_listings);
    assert!(
        leaked.is_empty(),
        "English on Vietnamese outputs:\n{}",
        leaked.join("\n")
    );
    // The check is live: the same refusal in English is caught.
    let en = run(&["rules", "check", BAD, "--lang", "en"], None);
    assert!(!crate::languages::leaks("en", &text(&en.stderr), false, true).is_empty());
    let en = run(
        &[
            "adjudicate",
            "--rules",
            "fide-2001",
            "tests/fixtures/adjudicate/small.pgn",
            "--lang",
            "en",
        ],
        None,
    );
    assert!(!crate::languages::leaks("en", &text(&en.stdout), false, true).is_empty());
    let en = run(&["adjudicate", "--help", "--lang", "en"], None);
    assert!(!crate::languages::leaks("en", &without_command_names(&text(&en.stdout)), false, true).is_empty());
    assert!(files.len() > 20, "{files:?}");
}
