//! `trongtai rules`: golden tests of the located errors for malformed rule files, and the
//! output of `check` and `show` for good ones.
//!
//! Every `tests/fixtures/rules-bad/*.ron` has its expected stderr in the `.stderr` file beside
//! it. Run with `BLESS=1` to rewrite the `.stderr` files from the current output (then review the
//! diff).

use crate::common::{text, trongtai};

use std::path::{Path, PathBuf};

const BAD: &str = "tests/fixtures/rules-bad";

fn bad_fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(BAD);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixture directory exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    files
}

#[test]
fn bad_rule_files_give_located_errors() {
    let fixtures = bad_fixtures();
    let names: Vec<String> = fixtures
        .iter()
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    for required in [
        "syntax-error",
        "unknown-field",
        "wrong-type",
        "missing-citation",
        "unknown-zone",
        "extends-cycle",
        "unknown-extends",
        "local-undeclared-override",
        "local-undeclared-illegal-move",
        "local-out-of-bounds",
        "local-overlapping-dates",
        "local-gap-in-dates",
        "local-outlives-basis",
        "local-wrong-form",
        "local-versions-without-local",
        "chain-tournament-exceeds-province",
        "chain-fixed-by-province",
        "chain-wider-bounds",
        "shipped-id-reused",
        "not-part-of-the-law",
        "local-bad-repeal",
    ] {
        assert!(
            names.iter().any(|n| n == required),
            "missing fixture {BAD}/{required}.ron"
        );
    }
    let mut failures = Vec::new();
    for (path, name) in fixtures.iter().zip(&names) {
        let arg = format!("{BAD}/{name}.ron");
        let output = trongtai(&["rules", "check", &arg]);
        let stderr = text(&output.stderr);
        let expected_path = path.with_extension("stderr");
        if std::env::var_os("BLESS").is_some() {
            std::fs::write(&expected_path, &stderr).expect("stderr file written");
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if stderr != expected {
            failures.push(format!(
                "{arg}: stderr differs\n--- expected\n{expected}--- actual\n{stderr}"
            ));
        }
        if output.status.code() != Some(1) {
            failures.push(format!("{arg}: exit code {:?}, expected 1", output.status.code()));
        }
        if !output.stdout.is_empty() {
            failures.push(format!("{arg}: unexpected stdout {}", text(&output.stdout)));
        }
        for line in stderr.lines() {
            let located = line.splitn(4, ':').nth(3).is_some_and(|m| m.starts_with(' '));
            if !located || line.ends_with('.') {
                failures.push(format!("{arg}: not a located one-line message: {line}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn check_without_paths_checks_every_shipped_rulebook() {
    let output = trongtai(&["rules", "check"]);
    assert_eq!(output.status.code(), Some(0), "stderr: {}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout),
        "ok  fide-2001 0.1.0 (rules/fide-2001.ron)\n\
         ok  fide-2001-blitz 0.1.0 (rules/fide-2001-blitz.ron)\n\
         ok  fide-2001-club-example 0.1.0 (rules/local/fide-2001-club-example.ron)\n\
         ok  fide-2001-rapid 0.1.0 (rules/fide-2001-rapid.ron)\n\
         ok  fide-2014 0.1.0 (rules/fide-2014.ron)\n\
         ok  fide-2014-blitz 0.1.0 (rules/fide-2014-blitz.ron)\n\
         ok  fide-2014-rapid 0.1.0 (rules/fide-2014-rapid.ron)\n\
         ok  fide-2017 0.1.0 (rules/fide-2017.ron)\n\
         ok  fide-2017-blitz 0.1.0 (rules/fide-2017-blitz.ron)\n\
         ok  fide-2017-rapid 0.1.0 (rules/fide-2017-rapid.ron)\n\
         ok  fide-2018 0.1.0 (rules/fide-2018.ron)\n\
         ok  fide-2018-blitz 0.1.0 (rules/fide-2018-blitz.ron)\n\
         ok  fide-2018-rapid 0.1.0 (rules/fide-2018-rapid.ron)\n\
         ok  fide-2023 0.1.0 (rules/fide-2023.ron)\n\
         ok  fide-2023-blitz 0.1.0 (rules/fide-2023-blitz.ron)\n\
         ok  fide-2023-rapid 0.1.0 (rules/fide-2023-rapid.ron)\n\
         ok  vn-chess-legacy 0.1.0 (rules/vn-chess-legacy.ron)\n\
         ok  vn-xiangqi-1999 0.1.0 (rules/vn-xiangqi-1999.ron)\n\
         ok  vn-xiangqi-1999-province-example 0.1.0 (rules/local/vn-xiangqi-1999-province-example.ron)\n\
         ok  vn-xiangqi-2004 0.1.0 (rules/vn-xiangqi-2004.ron)\n\
         ok  wxf-2018 0.1.0 (rules/wxf-2018.ron)\n"
    );
}

#[test]
fn check_reports_good_and_bad_files_together() {
    let output = trongtai(&[
        "rules",
        "check",
        "tests/fixtures/rules-ok/club-example.ron",
        "tests/fixtures/rules-bad/unknown-extends.ron",
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stdout),
        "ok  club-example 0.1.0 (tests/fixtures/rules-ok/club-example.ron)\n"
    );
    assert!(text(&output.stderr).starts_with("tests/fixtures/rules-bad/unknown-extends.ron:6:14: "));
}

#[test]
fn unknown_id_is_an_error_not_a_panic() {
    let output = trongtai(&["rules", "show", "fide-2000"]);
    assert_eq!(output.status.code(), Some(3));
    assert!(text(&output.stderr).starts_with("unknown rulebook id `fide-2000`"));
}

#[test]
fn show_gives_the_provenance_of_every_value() {
    let output = trongtai(&[
        "rules",
        "show",
        "tests/fixtures/rules-ok/club-example.ron",
        "--format",
        "ron",
    ]);
    assert_eq!(output.status.code(), Some(0), "stderr: {}", text(&output.stderr));
    let stdout = text(&output.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.first(), Some(&"rulebook club-example 0.1.0"));
    assert!(lines.contains(&"  1. tests/fixtures/rules-ok/club-example.ron"));
    assert!(lines.contains(&"  2. rules/fide-2001.ron"));
    assert!(lines.contains(&"  end.checkmate = SideToMoveLoses  [5.1(a)]  (rules/fide-2001.ron)"));
    assert!(lines.iter().any(|l| l.starts_with(
        "  end.stalemate = Draw  [5.2(a)]  (tests/fixtures/rules-ok/club-example.ron)  // Club regulation"
    )));
    assert!(lines.contains(&"  game.articles.piece.king  [3.8(a)(i)]  (rules/fide-2001.ron)"));
    // Stable: the same output twice.
    assert_eq!(
        text(
            &trongtai(&[
                "rules",
                "show",
                "tests/fixtures/rules-ok/club-example.ron",
                "--format",
                "ron"
            ])
            .stdout
        ),
        stdout
    );
}

#[test]
fn schema_prints_the_committed_schemas() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("rules/schema");
    for (args, file) in [
        (&["rules", "schema"][..], "rulebook.schema.json"),
        (&["rules", "schema", "--game"][..], "game.schema.json"),
    ] {
        let output = trongtai(args);
        assert_eq!(output.status.code(), Some(0));
        let committed = std::fs::read_to_string(root.join(file)).expect("schema committed");
        assert_eq!(text(&output.stdout), committed, "{file}");
    }
}

/// `rules show` of a local regulation on a date: the golden file lists every value with its
/// file and article, the dates of the local values, `*` on the values the regulation changed
/// with the national value beside them, the declarations and every dated version. Rewrite with
/// `BLESS=1` and check the diff by eye.
#[test]
fn show_of_a_local_regulation_on_a_date() {
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/rules-ok/province-example-2024.stdout");
    let output = trongtai(&[
        "rules",
        "show",
        "vn-xiangqi-1999-province-example",
        "--on",
        "2024-06-01",
        "--format",
        "ron",
    ]);
    assert_eq!(output.status.code(), Some(0), "stderr: {}", text(&output.stderr));
    let stdout = text(&output.stdout);
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&golden, &stdout).expect("golden written");
    }
    let expected = std::fs::read_to_string(&golden).unwrap_or_default();
    assert!(
        stdout == expected,
        "rules show differs from {}:\n{stdout}",
        golden.display()
    );
    // Without a date the latest versions apply.
    let latest = text(&trongtai(&["rules", "show", "vn-xiangqi-1999-province-example", "--format", "ron"]).stdout);
    assert!(latest.lines().any(|l| l.starts_with(
        "* clock.late_arrival = (limit: Fixed(Minutes(30)), at_resumption: false)  [Điều 5 → 7.1(e)]  (rules/local/vn-xiangqi-1999-province-example.ron, 2025-01-01..2026-12-31)"
    )));
}

/// By default `rules show` says values for people, in English or (`--lang vi`) Vietnamese.
#[test]
fn show_says_values_for_people() {
    let vi = text(&trongtai(&["rules", "show", "vn-xiangqi-1999-province-example", "--lang", "vi"]).stdout);
    assert!(
        vi.lines()
            .any(|l| l
                .starts_with("* clock.late_arrival = 30 phút, không áp dụng khi tiếp tục ván hoãn  [Điều 5 → 7.1(e)]")),
        "{vi}"
    );
    assert!(
        vi.contains("giá trị quốc gia: do ban tổ chức chọn: 15, 30 hoặc 60 phút"),
        "{vi}"
    );
    assert!(
        vi.contains("  clock.late_arrival.limit  [10.2.1(a)]  15, 30 hoặc 60 phút"),
        "{vi}"
    );
    // Notes and readings too, from the Vietnamese catalogs (rules/i18n/vi/).
    assert!(
        vi.contains("// Theo XQ99 10.2.1(a): đấu thủ đến chậm quá 30 phút bị thua (7.1(e)).")
            || vi.contains("// Theo XQ99 10.2.1(a): thời hạn dài nhất trong ba mức mà luật cho phép."),
        "{vi}"
    );
    let national = text(&trongtai(&["rules", "show", "vn-xiangqi-1999", "--lang", "vi"]).stdout);
    assert!(
        national
            .contains("// cách hiểu, không phải văn bản: Luật không định số lần ('đều không chịu thay đổi nước đi')"),
        "{national}"
    );
    assert!(!national.contains("// The law"), "{national}");
    let en = text(&trongtai(&["rules", "show", "fide-2001-club-example"]).stdout);
    assert!(en.contains("40 moves in 90 minutes, +30 seconds per move; then 30 minutes for the rest of the game, +30 seconds per move"), "{en}");
    assert!(
        en.contains("  clock.late_arrival = 1 hour, also at a resumption  [6.7]")
            || en.contains("national value: 1 hour, also at a resumption"),
        "{en}"
    );
}

#[test]
fn show_rejects_a_bad_date() {
    // A bad date is a bad command line (exit 2), not a problem on line 1 of the rule file
    // (#35.4).
    let output = trongtai(&["rules", "show", "fide-2001-club-example", "--on", "2024-13-01"]);
    assert_eq!(output.status.code(), Some(2));
    let err = text(&output.stderr);
    assert!(
        err.contains("`2024-13-01` is not a date, expected a day of the calendar written YYYY-MM-DD"),
        "{err}"
    );
    assert!(!err.contains(":1:1:"), "{err}");
}

/// A tournament under a province under the law: bounds tighten down the chain (the fixtures
/// under `rules-bad/chain-*` are refused), and `rules show` lists each level's value.
#[test]
fn a_chain_of_regulations_shows_each_level() {
    let output = trongtai(&["rules", "show", "tests/fixtures/chain/tournament.ron"]);
    assert_eq!(output.status.code(), Some(0), "stderr: {}", text(&output.stderr));
    let stdout = text(&output.stdout);
    assert!(stdout.contains("  1. tests/fixtures/chain/tournament.ron\n  2. tests/fixtures/chain/province.ron\n  3. rules/vn-xiangqi-1999.ron"), "{stdout}");
    assert!(stdout.contains(
        "      chain: tests/fixtures/chain/tournament.ron = 15 minutes, not at a resumption  <  chain-province = 30 minutes, not at a resumption  <  vn-xiangqi-1999 = set by the organisers: 15, 30 or 60 minutes, not at a resumption"
    ), "{stdout}");
}

/// Issue #35 item 3: a value a version with its own `until` sets and the next version leaves
/// out runs on; `rules check` says so as a warning and the file is still valid.
#[test]
fn check_warns_of_a_value_that_runs_on() {
    let output = trongtai(&["rules", "check", "tests/fixtures/rules-ok/two-seasons.ron"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout),
        "ok  two-seasons 0.1.0 (tests/fixtures/rules-ok/two-seasons.ron)\n"
    );
    assert!(
        text(&output.stderr).starts_with(
            "tests/fixtures/rules-ok/two-seasons.ron:27:13: warning: `clock.time_controls.club` is set by the version from 2026-01-01 and not by the next one, from 2027-01-01: it runs on"
        ),
        "{}",
        text(&output.stderr)
    );
    let shown = text(
        &trongtai(&[
            "rules",
            "show",
            "tests/fixtures/rules-ok/two-seasons.ron",
            "--on",
            "2027-03-01",
        ])
        .stdout,
    );
    assert!(shown.contains("* clock.time_controls.club = 90 minutes for the game, +30 seconds per move  [Điều 4 (2026)]  (tests/fixtures/rules-ok/two-seasons.ron, from 2026-01-01)"), "{shown}");
}

/// `rules for` names the edition in force on the date and the appendix of the time control
/// (FIDE 2023 A.1: 15 minutes plus 60 times 10 seconds is 25 minutes, rapid), and says when the
/// law of the date is not encoded.
#[test]
fn rules_for_a_date_and_a_time_control() {
    let output = trongtai(&[
        "rules",
        "for",
        "--date",
        "2024-05-01",
        "--game",
        "chess",
        "--time-control",
        "15+10",
    ]);
    assert_eq!(output.status.code(), Some(0));
    let out = text(&output.stdout);
    assert!(out.starts_with("rules    fide-2023-rapid\n"), "{out}");
    assert!(out.contains("25 minutes per player"), "{out}");
    assert!(out.contains("(A.1 of fide-2023)"), "{out}");
    for (date, control, rules) in [
        ("2024-05-01", "3+2", "fide-2023-blitz"),
        ("2018-03-01", "90+30", "fide-2018"),
        ("2017-07-01", "25", "fide-2017-rapid"),
        ("2017-06-30", "25", "fide-2014-rapid"),
        ("2003-01-01", "15", "fide-2001-rapid"),
    ] {
        let output = trongtai(&["rules", "for", "--date", date, "--time-control", control]);
        let out = text(&output.stdout);
        assert!(
            out.starts_with(&format!("rules    {rules}\n")),
            "{date} {control}: {out}"
        );
    }
    let output = trongtai(&["rules", "for", "--date", "2010-03-01", "--time-control", "90+30"]);
    assert_eq!(output.status.code(), Some(1), "no encoded rulebook is a failed check");
    assert!(text(&output.stdout).contains("the 2009 edition was in force"));
    let output = trongtai(&[
        "rules",
        "for",
        "--date",
        "2024-05-01",
        "--time-control",
        "900+10",
        "--pgn",
        "--lang",
        "vi",
    ]);
    assert!(text(&output.stdout).starts_with("luật      fide-2023-rapid\n"));
    let output = trongtai(&["rules", "for", "--date", "2024-02-30", "--time-control", "15+10"]);
    assert_eq!(output.status.code(), Some(3));
    assert!(text(&output.stderr).contains("expected a calendar date YYYY-MM-DD"));
    let output = trongtai(&["rules", "for", "--date", "2024-05-01", "--time-control", "fast"]);
    assert_eq!(output.status.code(), Some(3));
    assert!(text(&output.stderr).contains("expected minutes and an increment in seconds"));
}

/// `rules show --history` follows a value along the editions of the law, oldest first: the
/// automatic fivefold is not in the 2001 Laws, on consecutive alternate moves in 2014 (9.6(a)),
/// anywhere in 2017 (9.6.1), and 2018 and 2023 keep 2017's; the unencoded 2005 and 2009
/// editions are named where they fall. An appendix follows the appendices of its time class.
#[test]
fn rules_show_a_value_history() {
    let output = trongtai(&["rules", "show", "fide-2023", "--history", "draws.automatic_repetition"]);
    assert_eq!(output.status.code(), Some(0));
    let out = text(&output.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines
            .first()
            .is_some_and(|l| l.ends_with("(fide-2001 → fide-2014 → fide-2017 → fide-2018 → fide-2023)")),
        "{out}"
    );
    let line = |id: &str| {
        lines
            .iter()
            .find(|l| l.get(2..).is_some_and(|rest| rest.starts_with(&format!("{id} "))))
            .unwrap_or_else(|| panic!("no line for {id}: {out}"))
            .to_string()
    };
    assert!(
        line("fide-2001").starts_with("  fide-2001  2001-07-01: not in this law"),
        "{out}"
    );
    assert!(
        line("fide-2014").starts_with("* fide-2014  2014-07-01: on consecutive alternate moves"),
        "{out}"
    );
    assert!(line("fide-2014").contains("[9.6(a)]"), "{out}");
    assert!(
        line("fide-2017").starts_with("* fide-2017  2017-07-01: anywhere in the game"),
        "{out}"
    );
    // Inherited, not changed: 2018 and 2023 show the file that set it.
    assert!(
        line("fide-2023").starts_with("  fide-2023  2023-01-01: anywhere in the game"),
        "{out}"
    );
    assert!(line("fide-2023").contains("[9.6.1]  (rules/fide-2017.ron)"), "{out}");
    assert!(out.contains("edition 2009 not encoded"), "{out}");
    // Every clause a value is applied under, as `rules show` cites it: the 50-move claim on a
    // written move (9.3(a), 9.3.1 from 2017) beside the deciding clause.
    let output = trongtai(&[
        "rules",
        "show",
        "fide-2023",
        "--history",
        "draws.move_count",
        "--lang",
        "en",
    ]);
    let out = text(&output.stdout);
    assert!(out.contains("[9.3(b) (en); on a written move: 9.3(a) (en)]"), "{out}");
    assert!(out.contains("[9.3.2; on a written move: 9.3.1]"), "{out}");
    let output = trongtai(&[
        "rules",
        "show",
        "fide-2023-rapid",
        "--history",
        "conduct.illegal_move",
        "--lang",
        "vi",
    ]);
    assert_eq!(output.status.code(), Some(0));
    assert!(text(&output.stdout).starts_with(
        "lịch sử  conduct.illegal_move  (fide-2001-rapid → fide-2014-rapid → fide-2017-rapid → fide-2018-rapid → fide-2023-rapid)"
    ));
    let output = trongtai(&["rules", "show", "fide-2023", "--history", "draws.no_such_value"]);
    assert_eq!(output.status.code(), Some(3));
    assert!(text(&output.stderr).contains("no edition of fide-2023 has a value at this path"));
}
