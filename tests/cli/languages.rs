//! The command line's reports speak the language asked: `impact --lang vi` (Markdown and table)
//! and `rules show --lang vi` have no English word, and their `--lang en` forms no Vietnamese
//! one, outside identifiers and what they quote as written — code spans, text in quotation
//! marks (a value or note a file writes, an error as the scenario runner writes it) and the
//! scenario verdicts quoted in RON in the diffs. The words looked for are the docs site's
//! (`crates/docgen/tests/docgen/words.rs`). Run on real rulebooks, scenarios and archives,
//! and on a local regulation loaded by path from outside the repository.

use std::path::PathBuf;

use crate::common::{stdout, text, trongtai};
use crate::words::leaked_words;

/// The words a report says itself: quoted text taken out (code blocks that quote a scenario's
/// verdict in RON, code spans, quotation marks). `indented` marks a block in the table format
/// (lines indented by four spaces, the diffs), else fenced blocks (Markdown).
fn own_words(report: &str, markdown: bool) -> String {
    // Group the lines into prose and blocks.
    let mut out = String::new();
    let mut block: Vec<&str> = Vec::new();
    let mut in_fence = false;
    let flush = |block: &mut Vec<&str>, out: &mut String| {
        // A block quoting a scenario verdict (RON: `reason: Checkmate,`), or a diff of two
        // verdicts (its `@@` hunks may leave the reason out of their context), is quoted; a
        // game's findings are the report's own words.
        if !block
            .iter()
            .any(|l| l.trim_start_matches(['+', '-', ' ']).starts_with("reason:") || l.trim_start().starts_with("@@ "))
        {
            for l in block.iter() {
                out.push_str(l);
                out.push('\n');
            }
        }
        block.clear();
    };
    for line in report.lines() {
        if markdown {
            if line.starts_with("```") {
                if in_fence {
                    flush(&mut block, &mut out);
                }
                in_fence = !in_fence;
                continue;
            }
            if in_fence {
                block.push(line);
                continue;
            }
        } else if line.starts_with("    ") {
            block.push(line);
            continue;
        } else {
            flush(&mut block, &mut out);
        }
        out.push_str(line);
        out.push('\n');
    }
    flush(&mut block, &mut out);
    unquoted(&out)
}

/// Text outside code spans (one or two backticks) and quotation marks.
fn unquoted(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    loop {
        let next = rest.find(['`', '"']);
        let Some(at) = next else {
            out.push_str(rest);
            break;
        };
        out.push_str(&rest[..at]);
        out.push(' ');
        let closer = if rest[at..].starts_with("``") {
            "``"
        } else if rest[at..].starts_with('`') {
            "`"
        } else {
            "\""
        };
        let after = &rest[at + closer.len()..];
        match after.find(closer) {
            Some(end) => rest = &after[end + closer.len()..],
            None => {
                rest = after;
            }
        }
    }
    out
}

pub(crate) fn leaks(name: &str, report: &str, markdown: bool, vi: bool) -> Vec<String> {
    let found = leaked_words(&own_words(report, markdown), vi, |token| {
        if std::env::var_os("LEAK_CONTEXT").is_some() {
            eprintln!("{name}: `{token}`");
        }
    });
    if found.is_empty() {
        Vec::new()
    } else {
        vec![format!("{name}: {}", found.join(" "))]
    }
}

/// The province's regulation copied outside the repository, as a rules officer would keep it.
fn outside_regulation(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trongtai-lang-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let file = dir.join("quy-dinh-tinh.ron");
    std::fs::copy("rules/local/vn-xiangqi-1999-province-example.ron", &file).expect("the regulation copies");
    file
}

fn run_ok(args: &[&str]) -> String {
    let output = trongtai(args);
    assert!(
        matches!(output.status.code(), Some(0 | 1)),
        "{args:?}: {}",
        text(&output.stderr)
    );
    stdout(&output).to_owned()
}

#[test]
fn the_impact_report_speaks_the_language_asked() {
    let regulation = outside_regulation("impact");
    let regulation = regulation.to_str().expect("a UTF-8 path");
    let runs: [[&str; 8]; 3] = [
        [
            "--base",
            "vn-xiangqi-1999",
            "--candidate",
            "rules/proposals/vn-xiangqi-1999-50-moves.ron",
            "--scenarios",
            "scenarios",
            "--archive",
            "tests/fixtures/impact/xiangqi-sample.jsonl",
        ],
        [
            "--base",
            "vn-xiangqi-1999",
            "--candidate",
            regulation,
            "--scenarios",
            "scenarios/vn-xiangqi-1999-province-example",
            "--archive",
            "tests/fixtures/adjudicate/xiangqi-checks.jsonl",
        ],
        [
            "--base",
            "fide-2001",
            "--candidate",
            "rules/proposals/fide-2001-illegal-move-2014.ron",
            "--scenarios",
            "scenarios",
            "--archive",
            "tests/fixtures/adjudicate/small.pgn",
        ],
    ];
    let mut found = Vec::new();
    let mut seen_vi = 0;
    for run in &runs {
        for format in ["markdown", "table"] {
            for lang in ["vi", "en"] {
                let mut args = vec!["impact"];
                args.extend_from_slice(run);
                args.extend(["--format", format, "--lang", lang]);
                let report = run_ok(&args);
                let name = format!("impact {} --format {format} --lang {lang}", run[3]);
                found.extend(leaks(&name, &report, format == "markdown", lang == "vi"));
                // The rulings are said in the report's language (checked, not only left unflagged).
                if lang == "vi" && report.contains("được so sánh") {
                    seen_vi += 1;
                }
            }
        }
    }
    assert_eq!(seen_vi, 6, "every Vietnamese report was written");
    assert!(
        found.is_empty(),
        "words of the other language:\n  {}",
        found.join("\n  ")
    );
}

/// A `rules show` listing without the paths that open its value lines (`  version = …`, names
/// not words); in English, without the notes' words of the law: an English note cites the law's
/// Vietnamese terms in passing ('một giờ', `Điều 17`), which the docs mark as Vietnamese and
/// this plain text cannot.
pub(crate) fn show_words(listing: &str, vi: bool) -> String {
    let mut out = String::new();
    for line in listing.lines() {
        let mut line = line.to_owned();
        if !vi {
            if let Some(at) = line.find("  // ") {
                line.truncate(at);
            }
        }
        if let Some(rest) = line.strip_prefix("* ").or_else(|| line.strip_prefix("  ")) {
            let path_end = rest.find([' ', '=']).unwrap_or(rest.len());
            let path = &rest[..path_end];
            let is_note = path.split('.').any(|p| matches!(p, "notes" | "note" | "reading"));
            line = if !vi && is_note {
                String::new()
            } else {
                rest[path_end..].to_owned()
            };
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}

#[test]
fn rules_show_speaks_the_language_asked() {
    let regulation = outside_regulation("show");
    let regulation = regulation.to_str().expect("a UTF-8 path").to_owned();
    let library = trongtai_rulebook::Library::shipped();
    let mut books: Vec<String> = library.rulebook_ids().into_iter().map(str::to_owned).collect();
    assert!(books.len() >= 7, "{books:?}");
    books.extend(
        [
            "fide-2001-illegal-move-2014",
            "vn-xiangqi-1999-50-moves",
            "vn-xiangqi-1999-without-chapter-v",
        ]
        .map(|p| format!("rules/proposals/{p}.ron")),
    );
    books.push(regulation);
    let mut found = Vec::new();
    for book in &books {
        for lang in ["vi", "en"] {
            let report = run_ok(&["rules", "show", book, "--lang", lang]);
            let own = show_words(&report, lang == "vi");
            found.extend(leaks(
                &format!("rules show {book} --lang {lang}"),
                &own,
                false,
                lang == "vi",
            ));
        }
    }
    assert!(
        found.is_empty(),
        "words of the other language:\n  {}",
        found.join("\n  ")
    );
}

#[test]
fn the_checker_finds_a_leak() {
    let report = "## Tình huống: 2 được so sánh\n\n| 1 | 1-0 chiếu hết | 1-0 checkmate of the king |\n\n```diff\n-    reason: Checkmate,\n+    article: \"x\",\n```\n\n```diff\n+có thể yêu cầu: the claim\n```\nnote `the code` \"the quote\" ``the `x` span``\n";
    assert_eq!(leaks("x", report, true, true), ["x: checkmate of the note"]);
    assert_eq!(
        leaks("y", "    +plies: 3\n    -    reason: X\n  the\n", false, true),
        ["y: the"]
    );
    assert_eq!(leaks("z", "value Trắng \"Đen\" `Đỏ`\n", false, false), ["z: Trắng"]);
}
