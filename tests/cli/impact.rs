//! `trongtai impact`: the built binary on shipped rulebooks, the test rulebooks and the archive
//! sample of `tests/fixtures/impact/` (see its README).

use std::path::PathBuf;

use crate::common::{stdout, text, trongtai, with_stdin};
use serde_json::Value;
use sha2::{Digest, Sha256};

const FIXTURES: &str = "tests/fixtures/impact";
/// The shipped proposal of a 50-move count for xiangqi (an amendment of XQ99 12).
const PROPOSAL_50_MOVES: &str = "rules/proposals/vn-xiangqi-1999-50-moves.ron";
/// The shipped proposal to adopt FIDE 2014 7.5(b): the second illegal move loses.
const PROPOSAL_ILLEGAL: &str = "rules/proposals/fide-2001-illegal-move-2014.ron";

/// Runs `trongtai impact … --format json` and parses the report.
fn impact_json(args: &[&str]) -> Value {
    let mut all = vec!["impact", "--format", "json"];
    all.extend_from_slice(args);
    let output = trongtai(&all);
    assert_eq!(output.status.code(), Some(0), "stderr: {}", text(&output.stderr));
    serde_json::from_str(stdout(&output)).expect("one JSON object")
}

/// A fresh directory for one test's output files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trongtai-impact-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

fn sha256_of(path: &str) -> String {
    let bytes = std::fs::read(path).expect("the file reads");
    Sha256::digest(&bytes).iter().map(|b| format!("{b:02x}")).collect()
}

#[test]
fn rapid_changes_four_values_with_their_articles_and_files() {
    let report = impact_json(&[
        "--base",
        "fide-2001",
        "--candidate",
        "fide-2001-rapid",
        "--no-scenarios",
    ]);
    let changed = report["changed_values"].as_array().expect("a list");
    let paths: Vec<&str> = changed.iter().map(|c| c["path"].as_str().unwrap_or("?")).collect();
    assert_eq!(
        paths,
        [
            "clock.flag_observed",
            "clock.time_class",
            "conduct.scoresheet",
            "conduct.setup_claim_deadline"
        ]
    );
    let flag = &changed[0];
    assert_eq!(flag["base"]["value"], "ByArbiter");
    assert_eq!(flag["base"]["article"], "6.9 (en)");
    assert_eq!(flag["base"]["file"], "rules/fide-2001.ron");
    assert_eq!(flag["candidate"]["value"], "OnClaim");
    assert_eq!(flag["candidate"]["article"], "B6 (en)");
    assert_eq!(flag["candidate"]["file"], "rules/fide-2001-rapid.ron");
    assert_eq!(changed[1]["candidate"]["article"], "B1 (en)");
    assert_eq!(changed[2]["candidate"]["article"], "B3");
    assert_eq!(changed[3]["candidate"]["file"], "rules/fide-2001-rapid.ron");
    assert!(report["scenarios"].is_null() && report["archives"].is_null());
}

#[test]
fn second_illegal_move_loses_under_the_candidate() {
    let second = "scenarios/fide-2001/illegal/second-illegal-two-more-minutes.ron";
    let third = "scenarios/fide-2001/illegal/third-illegal-move-loses.ron";
    let mate = "scenarios/fide-2001/end/fools-mate.ron";
    let candidate = PROPOSAL_ILLEGAL.to_string();
    let report = impact_json(&[
        "--base",
        "fide-2001",
        "--candidate",
        &candidate,
        "--scenarios",
        second,
        "--scenarios",
        third,
        "--scenarios",
        mate,
    ]);
    let changed = report["changed_values"].as_array().expect("a list");
    assert_eq!(changed.len(), 1);
    assert_eq!(changed[0]["path"], "conduct.illegal_move");
    assert_eq!(changed[0]["candidate"]["file"], candidate.as_str());
    let s = &report["scenarios"];
    assert_eq!(s["compared"], 3);
    // The second illegal move: two more minutes under 7.4(b), the loss under the candidate. The
    // third: a loss under both, but the candidate rules at the second, so the verdict differs.
    assert_eq!(s["changed"], 2);
    assert_eq!(s["articles_only"], 0);
    let transitions: Vec<(String, String, u64)> = s["transitions"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|t| {
            (
                t["from"].as_str().unwrap_or("?").to_owned(),
                t["to"].as_str().unwrap_or("?").to_owned(),
                t["count"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    let own = |a: &str, b: &str, n: u64| (a.to_owned(), b.to_owned(), n);
    assert_eq!(
        transitions,
        [
            own("* Ongoing", "0-1 IllegalMoves", 1),
            own("0-1 Checkmate", "0-1 Checkmate", 1),
            own("0-1 IllegalMoves", "0-1 IllegalMoves", 1),
        ]
    );
    let change = &s["changes"][0];
    assert_eq!(change["item"], second);
    assert_eq!(
        change["expectation_holds"],
        serde_json::json!({"base": true, "candidate": null})
    );
    let diff = change["diff"].as_str().expect("a diff");
    assert!(
        diff.starts_with("--- base (fide-2001)\n+++ candidate (fide-2001-proposal-illegal-move-2014)\n"),
        "{diff}"
    );
    assert!(
        diff.contains(
            "-    result: \"*\",\n-    reason: Ongoing,\n+    result: \"0-1\",\n+    reason: IllegalMoves,\n"
        ),
        "{diff}"
    );
    assert!(diff.contains("+            kind: Loss,\n"), "{diff}");
}

#[test]
fn fifty_move_count_changes_two_archive_games() {
    let candidate = PROPOSAL_50_MOVES.to_string();
    let archive = format!("{FIXTURES}/xiangqi-sample.jsonl");
    let report = impact_json(&[
        "--base",
        "vn-xiangqi-1999",
        "--candidate",
        &candidate,
        "--no-scenarios",
        "--archive",
        &archive,
        "--threads",
        "2",
    ]);
    let a = &report["archives"];
    assert_eq!(a["compared"], 7);
    assert_eq!(a["changed"], 2);
    let items: Vec<&str> = a["changes"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|c| c["item"].as_str().unwrap_or("?"))
        .collect();
    assert_eq!(
        items,
        [
            format!("{archive} #6 HU RongHua - ZHANG Qiang"),
            format!("{archive} #7 LIU DaHua - LIN HongMin"),
        ]
    );
    assert_eq!(a["transitions"][0]["from"], "* unrecorded");
    assert_eq!(
        a["transitions"][0]["to"],
        "* unrecorded; claimable: 50-move rule (captures only)"
    );
    assert_eq!(a["transitions"][0]["count"], 2);
    let diff = a["changes"][0]["diff"].as_str().expect("a diff");
    assert!(
        diff.contains("+claimable: 50-move rule (captures only) at ply "),
        "{diff}"
    );
}

#[test]
fn json_shape_and_receipt() {
    let candidate = PROPOSAL_50_MOVES.to_string();
    let archive = format!("{FIXTURES}/xiangqi-sample.jsonl");
    let report = impact_json(&[
        "--base",
        "vn-xiangqi-1999",
        "--candidate",
        &candidate,
        "--archive",
        &archive,
    ]);
    let keys: Vec<&str> = report
        .as_object()
        .expect("an object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "schema_version",
            "base",
            "candidate",
            "changed_values",
            "scenarios",
            "archives",
            "receipt"
        ]
    );
    assert_eq!(report["base"]["id"], "vn-xiangqi-1999");
    assert_eq!(
        report["candidate"]["files"],
        serde_json::json!([candidate, "rules/vn-xiangqi-1999.ron"])
    );
    for corpus in ["scenarios", "archives"] {
        let c = report[corpus].as_object().expect("an object");
        let keys: Vec<&str> = c.keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            [
                "compared",
                "changed",
                "articles_only",
                "adapted",
                "not_run",
                "errors",
                "broken_declarations",
                "transitions",
                "changes"
            ]
        );
    }
    // Every xiangqi scenario of the library is compared (the law's and the provincial
    // example's, of the same family, and a later edition's that declare they hold for it), none
    // of another game.
    let scenario_files = report["receipt"]["scenario_files"].as_array().expect("a list");
    assert!(scenario_files.len() > 100);
    assert!(scenario_files.iter().all(|f| f["path"]
        .as_str()
        .is_some_and(|p| p.starts_with("scenarios/vn-xiangqi-1999/")
            || p.starts_with("scenarios/vn-xiangqi-1999-province-example/")
            || p.starts_with("scenarios/vn-xiangqi-2004/"))));
    let receipt = &report["receipt"];
    assert_eq!(receipt["engine"], format!("trongtai {}", env!("CARGO_PKG_VERSION")));
    let rule_files: Vec<(&str, &str)> = receipt["rule_files"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|f| (f["path"].as_str().unwrap_or("?"), f["sha256"].as_str().unwrap_or("?")))
        .collect();
    let on_disk = |path: &str| sha256_of(path);
    // Sorted by path.
    assert_eq!(
        rule_files,
        [
            ("rules/games/xiangqi.ron", on_disk("rules/games/xiangqi.ron").as_str()),
            (candidate.as_str(), on_disk(&candidate).as_str()),
            (
                "rules/vn-xiangqi-1999.ron",
                on_disk("rules/vn-xiangqi-1999.ron").as_str()
            ),
        ]
    );
    assert_eq!(receipt["archive_files"][0]["sha256"], on_disk(&archive));
    let first = &scenario_files[0];
    assert_eq!(first["sha256"], on_disk(first["path"].as_str().unwrap_or("?")));
}

#[test]
fn an_archive_on_standard_input_is_read_once_and_hashed_as_read() {
    let archive = format!("{FIXTURES}/xiangqi-sample.jsonl");
    let bytes = std::fs::read(&archive).expect("the sample reads");
    let args = |a: &str| -> Vec<String> {
        [
            "impact",
            "--base",
            "vn-xiangqi-1999",
            "--candidate",
            PROPOSAL_50_MOVES,
            "--no-scenarios",
            "--archive",
            a,
            "--format",
            "json",
        ]
        .map(str::to_owned)
        .to_vec()
    };
    let run = |args: &[String], stdin: &[u8]| {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        with_stdin(&args, stdin)
    };
    let piped = run(&args("-"), &bytes);
    assert_eq!(piped.status.code(), Some(0), "stderr: {}", text(&piped.stderr));
    let piped: Value = serde_json::from_str(stdout(&piped)).expect("one JSON object");
    let file: Value = serde_json::from_str(stdout(&run(&args(&archive), b""))).expect("one JSON object");
    // The same games, the same findings.
    assert_eq!(piped["archives"]["compared"], file["archives"]["compared"]);
    assert!(piped["archives"]["compared"].as_u64().is_some_and(|n| n > 0));
    assert_eq!(piped["archives"]["transitions"], file["archives"]["transitions"]);
    // The receipt names standard input, with the hash and length of what was read: the file's.
    let stdin = &piped["receipt"]["archive_files"][0];
    assert_eq!(stdin["path"], "-");
    assert_eq!(stdin["sha256"], sha256_of(&archive));
    assert_eq!(stdin["bytes"], bytes.len() as u64);
    assert_eq!(file["receipt"]["archive_files"][0]["bytes"], bytes.len() as u64);
    // The readable reports say it in words.
    let mut table = args("-");
    table[9] = "table".to_owned();
    let out = run(&table, &bytes);
    let report = stdout(&out);
    assert!(
        report.contains(&format!(
            "{}  - (standard input, {} bytes read)",
            sha256_of(&archive),
            bytes.len()
        )),
        "{report}"
    );
    let mut vi = table.clone();
    vi.extend(["--lang".to_owned(), "vi".to_owned()]);
    let out = run(&vi, &bytes);
    assert!(stdout(&out).contains("(đầu vào chuẩn, đã đọc"), "{}", stdout(&out));
    // Twice is refused.
    let mut twice = args("-");
    twice.insert(8, "-".to_owned());
    let out = run(&twice, &bytes);
    assert_eq!(out.status.code(), Some(3), "stderr: {}", text(&out.stderr));
    assert!(text(&out.stderr).contains("given 2 times"), "{}", text(&out.stderr));
}

#[test]
fn reports_are_reproducible_and_written_atomically() {
    let dir = scratch("receipt");
    let candidate = PROPOSAL_50_MOVES.to_string();
    let archive = format!("{FIXTURES}/xiangqi-sample.jsonl");
    let mut outputs = Vec::new();
    for (i, format) in ["markdown", "markdown", "table", "json"].iter().enumerate() {
        let out = dir.join(format!("report-{i}"));
        let out_arg = out.display().to_string();
        let output = trongtai(&[
            "impact",
            "--base",
            "vn-xiangqi-1999",
            "--candidate",
            &candidate,
            "--archive",
            &archive,
            "--format",
            format,
            "--output",
            &out_arg,
        ]);
        assert_eq!(output.status.code(), Some(0), "stderr: {}", text(&output.stderr));
        assert!(output.stdout.is_empty(), "the report goes to the file only");
        outputs.push(std::fs::read_to_string(&out).expect("the report was written"));
    }
    assert_eq!(
        outputs[0], outputs[1],
        "two runs on the same inputs give the same report"
    );
    // Nothing but the four reports is left in the directory (no temporary file).
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("the directory reads")
        .map(|e| e.expect("an entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["report-0", "report-1", "report-2", "report-3"]);
    // The same receipt in every format: the candidate's hash appears in each.
    let hash = sha256_of(&candidate);
    for o in &outputs {
        assert!(o.contains(&hash), "{o}");
    }
    assert!(outputs[0].contains("## Archive games: 7 compared, 2 changed"));
    assert!(outputs[2].contains("archive games: 7 compared, 2 changed"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unknown_rulebook_and_different_games_are_refused() {
    let output = trongtai(&["impact", "--base", "fide-2001", "--candidate", "no-such-rulebook"]);
    assert_eq!(output.status.code(), Some(3));
    let err = text(&output.stderr);
    assert!(err.contains("candidate rulebook `no-such-rulebook`"), "{err}");
    assert!(err.contains("unknown rulebook id `no-such-rulebook`"), "{err}");
    assert!(output.stdout.is_empty());

    let output = trongtai(&["impact", "--base", "fide-2001", "--candidate", "vn-xiangqi-1999"]);
    assert_eq!(output.status.code(), Some(3));
    assert_eq!(
        text(&output.stderr),
        "error: base `fide-2001` is a chess rulebook and candidate `vn-xiangqi-1999` a xiangqi one, expected two rulebooks of one game\n"
    );
}

#[test]
fn replay_checks_a_scenario_under_each_rulebook_it_holds_for() {
    let output = trongtai(&["replay", &format!("{FIXTURES}/holds-for-wrong.ron")]);
    assert_eq!(output.status.code(), Some(1));
    let out = stdout(&output);
    assert!(
        out.starts_with(&format!(
            "FAIL {FIXTURES}/holds-for-wrong.ron under fide-2001-rapid (holds_for)\n"
        )),
        "{out}"
    );
    assert!(out.contains("+    reason: Ongoing,"), "{out}");
    let err = text(&output.stderr);
    assert!(err.contains("fide-2001: 1 passed, 0 failed"), "{err}");
    assert!(err.contains("fide-2001-rapid: 0 passed, 1 failed"), "{err}");
}

#[test]
fn club_example_late_limit_turns_a_game_played_into_a_loss() {
    let late = "scenarios/fide-2001/arrival/exactly-one-hour.ron";
    let mate = "scenarios/fide-2001/end/fools-mate.ron";
    let report = impact_json(&[
        "--base",
        "fide-2001",
        "--candidate",
        "fide-2001-club-example",
        "--scenarios",
        late,
        "--scenarios",
        mate,
    ]);
    let paths: Vec<&str> = report["changed_values"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|c| c["path"].as_str().unwrap_or("?"))
        .collect();
    assert_eq!(paths, ["clock.late_arrival", "clock.time_controls.club-classical"]);
    let late_value = &report["changed_values"][0];
    assert_eq!(late_value["base"]["article"], "6.7");
    assert_eq!(late_value["candidate"]["article"], "Điều 3");
    assert_eq!(
        late_value["candidate"]["file"],
        "rules/local/fide-2001-club-example.ron"
    );
    let s = &report["scenarios"];
    assert_eq!(s["compared"], 2);
    assert_eq!(s["changed"], 1);
    // FIDE01 6.7: exactly one hour late is not "more than one hour"; the club's limit is 15
    // minutes, so the late player (White) loses.
    assert_eq!(s["transitions"][0]["from"], "* Ongoing");
    assert_eq!(s["transitions"][0]["to"], "1-0 LateArrival");
    assert_eq!(s["changes"][0]["item"], late);
    // Fool's mate declares it holds for the club example, and it does.
    assert_eq!(s["broken_declarations"], serde_json::json!([]));
}

#[test]
fn province_example_fixes_the_late_limit_the_scenario_chose() {
    let sixty = "scenarios/vn-xiangqi-1999/arrival/sixty-minute-limit-black-plays.ron";
    let report = impact_json(&[
        "--base",
        "vn-xiangqi-1999",
        "--candidate",
        "vn-xiangqi-1999-province-example",
        "--scenarios",
        sixty,
    ]);
    let s = &report["scenarios"];
    assert_eq!(s["compared"], 1);
    assert_eq!(s["adapted"], 1);
    let change = &s["changes"][0];
    assert_eq!(change["from"], "* Ongoing");
    assert_eq!(change["to"], "1-0 LateArrival");
    assert_eq!(
        change["notes"],
        serde_json::json!([
            "set-up: the late limit of Minutes(60) chosen by the scenario yields to the candidate's Minutes(30) (Điều 5)"
        ])
    );
}

#[test]
fn two_seasons_of_one_regulation() {
    let report = impact_json(&[
        "--base",
        "fide-2001-club-example",
        "--base-on",
        "2023-10-01",
        "--candidate",
        "fide-2001-club-example",
        "--candidate-on",
        "2024-10-01",
        "--no-scenarios",
    ]);
    assert_eq!(report["base"]["on"], "2023-10-01");
    assert_eq!(report["candidate"]["on"], "2024-10-01");
    let changed = report["changed_values"].as_array().expect("a list");
    assert_eq!(changed.len(), 1);
    assert_eq!(changed[0]["path"], "clock.late_arrival");
    assert_eq!(changed[0]["base"]["article"], "Điều 3 (2023)");
    assert_eq!(changed[0]["candidate"]["article"], "Điều 3");
}

#[test]
fn a_broken_declaration_fails_the_run() {
    let wrong = format!("{FIXTURES}/holds-for-wrong.ron");
    let output = trongtai(&[
        "impact",
        "--base",
        "fide-2001",
        "--candidate",
        "fide-2001-rapid",
        "--scenarios",
        &wrong,
        "--format",
        "json",
    ]);
    assert_eq!(output.status.code(), Some(1));
    let report: Value = serde_json::from_str(stdout(&output)).expect("one JSON object");
    assert_eq!(report["scenarios"]["broken_declarations"], serde_json::json!([wrong]));
    assert_eq!(
        report["scenarios"]["changes"][0]["expectation_holds"],
        serde_json::json!({"base": true, "candidate": false})
    );
}

#[test]
fn a_scenario_date_resolves_dated_values_unless_a_date_is_pinned() {
    // Played on 2024-01-15, in the club's 2023–24 season (30 minutes): 20 minutes late plays on,
    // as under the Laws' hour. Pinned to the 2024–25 season (15 minutes), the late player loses.
    let file = "scenarios/fide-2001-club-example/arrival/black-20-minutes-late-plays-in-2023-24.ron";
    let own = impact_json(&[
        "--base",
        "fide-2001",
        "--candidate",
        "fide-2001-club-example",
        "--scenarios",
        file,
    ]);
    assert_eq!(own["scenarios"]["compared"], 1);
    // The same ruling: only the clause cited for letting him play differs (6.7, the club's
    // Điều 3 of its 2023 version).
    assert_eq!(own["scenarios"]["changed"], own["scenarios"]["articles_only"]);
    assert_eq!(
        own["scenarios"]["transitions"][0]["from"],
        own["scenarios"]["transitions"][0]["to"]
    );
    let pinned = impact_json(&[
        "--base",
        "fide-2001",
        "--candidate",
        "fide-2001-club-example",
        "--candidate-on",
        "2024-10-01",
        "--scenarios",
        file,
    ]);
    let s = &pinned["scenarios"];
    assert_eq!(s["changed"], 1);
    assert_eq!(s["changes"][0]["from"], "* Ongoing");
    assert_eq!(s["changes"][0]["to"], "1-0 LateArrival");
    // Its expectation is written for its own day, so the pinned season is not held to it.
    assert_eq!(s["broken_declarations"], serde_json::json!([]));
    assert!(s["changes"][0]["expectation_holds"].is_null());
}

#[test]
fn the_vietnamese_report_has_no_english_heading_or_label() {
    let labels = [
        "Impact of",
        "impact of",
        "Changed values",
        "changed values",
        "Scenarios",
        "scenarios:",
        "Archive games",
        "archive games",
        "Receipt",
        "receipt",
        "Engine",
        "engine ",
        "| path |",
        "| count |",
        "| file |",
        "compared",
        " changed",
        "could not run",
        "xpectation",
        "not set",
        "standard input",
        "scenario files",
        "under the base",
        "under the candidate",
        "against",
        "Game:",
    ];
    let archive = format!("{FIXTURES}/xiangqi-sample.jsonl");
    for format in ["markdown", "table"] {
        let output = trongtai(&[
            "impact",
            "--base",
            "vn-xiangqi-1999",
            "--candidate",
            "rules/local/vn-xiangqi-1999-province-example.ron",
            "--scenarios",
            "scenarios/vn-xiangqi-1999-province-example",
            "--archive",
            &archive,
            "--format",
            format,
            "--lang",
            "vi",
        ]);
        let report = stdout(&output);
        // The diffs are quoted as the engine writes them (scenario verdicts in RON).
        let mut own = String::new();
        let mut in_diff = false;
        for line in report.lines() {
            in_diff = match (format, line.trim_start()) {
                ("markdown", "```diff") => true,
                ("markdown", "```") => false,
                ("table", l) if l.starts_with("--- luật hiện hành") => true,
                ("table", l) if !line.starts_with("    ") && !l.is_empty() => false,
                _ => in_diff,
            };
            if !in_diff {
                own.push_str(line);
                own.push('\n');
            }
        }
        for label in labels {
            assert!(!own.contains(label), "{format}: `{label}` in\n{own}");
        }
        assert!(own.contains("Biên nhận") || own.contains("biên nhận"), "{own}");
    }
}
