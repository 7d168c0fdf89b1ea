//! `cargo xtask readme`: the figures of README.md come from commands, not from memory. Each
//! generated block sits between `<!-- readme:NAME -->` and `<!-- /readme:NAME -->` and is
//! rewritten from what the code gives now:
//!
//! * `scenario-counts`: the number of scenario files per folder of `scenarios/`;
//! * `impact`: `trongtai impact --format json` (scenarios only) for each pair of rulebooks;
//! * `impact-editions`: the record `cargo xtask impact-editions --record` wrote (the FIDE
//!   editions compared over the chess archives);
//! * `perf-perft`, `perf-archive` and `perf-unwin`: the records `cargo xtask bench --record`,
//!   `cargo xtask bench-archive --record` and `cargo xtask bench-unwin --record` wrote in
//!   `xtask/measured/` (a timing is not repeatable, so the block is written from the record of a
//!   run, which says when, where and on which commit it was measured, not by timing again).
//!
//! `tests/cli/readme.rs` (the `trongtai` crate) includes this file and fails when a block is
//! stale. Archive impact figures need the archives, which CI does not have: they stay in the
//! prose, measured by hand with `trongtai impact --archive`.

use std::path::Path;
use std::process::Command;

/// The pairs the impact table compares: (base, candidate).
pub const PAIRS: &[(&str, &str)] = &[
    ("fide-2001", "fide-2001-rapid"),
    ("fide-2001", "fide-2001-blitz"),
    ("fide-2001", "fide-2001-club-example"),
    ("fide-2001", "rules/proposals/fide-2001-illegal-move-2014.ron"),
    ("vn-xiangqi-1999", "vn-xiangqi-1999-province-example"),
    ("vn-xiangqi-1999", "rules/proposals/vn-xiangqi-1999-50-moves.ron"),
    ("vn-xiangqi-1999", "vn-xiangqi-2004"),
    ("vn-xiangqi-1999", "wxf-2018"),
    ("fide-2001", "vn-chess-legacy"),
    ("fide-2001", "fide-2014"),
    ("fide-2014", "fide-2017"),
    ("fide-2017", "fide-2018"),
    ("fide-2018", "fide-2023"),
    ("fide-2001", "fide-2023"),
];

/// The impact table from each pair's JSON report.
pub fn impact_block(reports: &[(String, String, serde_json::Value)]) -> String {
    let mut out = String::from(
        "| base → candidate | scenarios compared | verdicts changed (ruling changed) |\n| --- | --- | --- |\n",
    );
    for (base, candidate, report) in reports {
        let s = &report["scenarios"];
        let n = |k: &str| s[k].as_u64().unwrap_or(0);
        let mut notes = Vec::new();
        if n("not_run") > 0 {
            notes.push(format!("{} cannot run", n("not_run")));
        }
        if n("adapted") > 0 {
            notes.push(format!("{} set-ups fitted to its fixed limit", n("adapted")));
        }
        let compared = if notes.is_empty() {
            n("compared").to_string()
        } else {
            format!("{} ({})", n("compared"), notes.join("; "))
        };
        let show = |id: &str| {
            if id.contains('/') {
                format!("`{id}`")
            } else {
                id.to_owned()
            }
        };
        out.push_str(&format!(
            "| {} → {} | {compared} | {} ({}) |\n",
            show(base),
            show(candidate),
            n("changed"),
            n("changed") - n("articles_only")
        ));
    }
    out
}

/// The scenario counts, one folder of `scenarios/` each.
pub fn scenario_counts_block(root: &Path) -> std::io::Result<String> {
    fn count(dir: &Path) -> std::io::Result<usize> {
        let mut n = 0;
        for entry in std::fs::read_dir(dir)? {
            let path = entry?.path();
            if path.is_dir() {
                n += count(&path)?;
            } else if path.extension().is_some_and(|e| e == "ron") {
                n += 1;
            }
        }
        Ok(n)
    }
    let mut folders: Vec<(String, usize)> = Vec::new();
    let mut names: Vec<_> = std::fs::read_dir(root.join("scenarios"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    names.sort();
    for path in names {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        folders.push((name, count(&path)?));
    }
    let total: usize = folders.iter().map(|(_, n)| n).sum();
    let list: Vec<String> = folders.iter().map(|(f, n)| format!("{f} {n}")).collect();
    Ok(format!("{total} arbiter cases ({})\n", list.join(", ")))
}

/// A count with thousands separated by commas (`3,887,140`).
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The sentence that says when and where a record was measured.
fn measured(meta: &serde_json::Value) -> String {
    let m = |k: &str| meta[k].as_str().unwrap_or("unknown").to_owned();
    format!(
        "Measured on {} at commit `{}` ({}; load average {} before the run, {} after) by `{}`.",
        m("date"),
        m("commit"),
        m("machine"),
        m("load_before"),
        m("load_after"),
        m("command")
    )
}

/// `met` or `not met` for a ratio against its target.
fn verdict(ratio: f64, target: f64) -> &'static str {
    if ratio >= target {
        "met"
    } else {
        "not met"
    }
}

/// The perft tables from the record of `cargo xtask bench --record`.
pub fn perft_block(record: &serde_json::Value) -> String {
    let f = |v: &serde_json::Value| v.as_f64().unwrap_or(f64::NAN);
    let mut out = format!("{}\n\n", measured(&record["meta"]));
    out.push_str("In one process, side by side with the `shakmaty` crate (best of a few runs):\n\n");
    out.push_str("| position | depth | nodes | trongtai M nodes/s | shakmaty M nodes/s | ratio |\n| --- | --- | --- | --- | --- | --- |\n");
    for row in record["in_process"].as_array().into_iter().flatten() {
        let theirs = row["shakmaty_mnps"].as_f64();
        out.push_str(&format!(
            "| {} | {} | {} | {:.1} | {} | {} |\n",
            row["position"].as_str().unwrap_or("?"),
            row["depth"],
            grouped(row["nodes"].as_u64().unwrap_or(0)),
            f(&row["trongtai_mnps"]),
            theirs.map_or("–".into(), |t| format!("{t:.1}")),
            row["ratio"].as_f64().map_or("–".into(), |r| format!("{r:.3}")),
        ));
    }
    if let Some(g) = record["geomean"].as_f64() {
        out.push_str(&format!("\nGeometric mean of the chess ratios: {g:.3}."));
    }
    let lib = &record["scenario_library"];
    if let (Some(n), Some(ms)) = (lib["scenarios"].as_u64(), lib["ms"].as_f64()) {
        out.push_str(&format!(
            " The scenario library ({n} scenarios, rulebooks loaded once) replays in {ms:.1} ms (best of 5)."
        ));
    }
    let compiled = &record["compile_ms"];
    if let (Some(c), Some(x)) = (compiled["chess"].as_f64(), compiled["xiangqi"].as_f64()) {
        out.push_str(&format!(
            " Compiling a game's tables from its definition takes {c:.2} ms for chess and {x:.2} ms for xiangqi."
        ));
    }
    out.push('\n');
    let growth: Vec<&serde_json::Value> = record["growth"].as_array().into_iter().flatten().collect();
    if !growth.is_empty() {
        out.push_str(
            "\nGrowth with the size of an input that once took quadratic time (a ratio near 2 when the size doubles is linear, near 4 quadratic):\n\n| input | size | ms | at twice the size, ms | ratio |\n| --- | --- | --- | --- | --- |\n",
        );
        for row in growth {
            out.push_str(&format!(
                "| {} | {} | {:.1} | {:.1} | {:.2} |\n",
                row["input"].as_str().unwrap_or("?"),
                grouped(row["size"].as_u64().unwrap_or(0)),
                f(&row["ms"]),
                f(&row["doubled_ms"]),
                f(&row["ratio"]),
            ));
        }
    }
    let table = |title: &str, rows: &serde_json::Value, theirs: &str, key: &str, digits: usize| {
        let rows: Vec<&serde_json::Value> = rows.as_array().into_iter().flatten().collect();
        if rows.is_empty() {
            return String::new();
        }
        let reference = rows.iter().any(|r| r["reference_s"].is_number());
        let mut t = format!(
            "\n{title}\n\n| position | depth | trongtai s | {theirs} s | ratio | issue #16 target |{}\n| --- | --- | --- | --- | --- | --- |{}\n",
            if reference { " reference build s |" } else { "" },
            if reference { " --- |" } else { "" }
        );
        for row in rows {
            let ratio = f(&row["ratio"]);
            // Only the cases #16 names carry its target, in the record (`cargo xtask bench`).
            let goal = row["target"].as_f64().map_or("–".to_owned(), |target| {
                format!("≥ {target}×: {}", verdict(ratio, target))
            });
            t.push_str(&format!(
                "| {} | {} | {:.2} | {:.2} | {ratio:.digits$}× | {goal} |{}\n",
                row["position"].as_str().unwrap_or("?"),
                row["depth"],
                f(&row["trongtai_s"]),
                f(&row[key]),
                if reference {
                    format!(" {:.2} |", f(&row["reference_s"]))
                } else {
                    String::new()
                }
            ));
        }
        t
    };
    out.push_str(&table(
        &format!(
            "As whole processes, `trongtai perft` against a {} perft process (`cargo xtask \
             shakmaty-perft`), user + system CPU time, median of {} alternated runs:",
            record["whole_process"]["reference"].as_str().unwrap_or("shakmaty"),
            record["whole_process"]["runs"]
        ),
        &record["whole_process"]["rows"],
        "shakmaty",
        "shakmaty_s",
        2,
    ));
    out.push_str(&table(
        &format!(
            "Against Fairy-Stockfish (built from source with `largeboards=yes`, outside the \
             repository; its `go perft` from the start position), the same way, median of {} runs:",
            record["fairy_stockfish"]["runs"]
        ),
        &record["fairy_stockfish"]["rows"],
        "Fairy-Stockfish",
        "fairy_stockfish_s",
        1,
    ));
    out
}

/// The archive tables from the record of `cargo xtask bench-archive --record`.
pub fn archive_block(record: &serde_json::Value) -> String {
    let f = |v: &serde_json::Value| v.as_f64().unwrap_or(f64::NAN);
    // Counts are written as integers or, for rates, as rounded floating-point numbers.
    let u = |v: &serde_json::Value| grouped(v.as_u64().or_else(|| v.as_f64().map(|x| x.round() as u64)).unwrap_or(0));
    let mut out = format!("{}\n\n", measured(&record["meta"]));
    let py = &record["python_chess"];
    let files: Vec<String> = py["archives"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|a| {
            format!(
                "{} ({} games, {} plies, {:.1} s)",
                a["archive"].as_str().unwrap_or("?"),
                u(&a["games"]),
                u(&a["plies"]),
                f(&a["cpu_s"])
            )
        })
        .collect();
    out.push_str(&format!(
        "python-chess, once over each chess archive: {}: **{} plies/s**.\n\n",
        files.join(", "),
        u(&py["plies_per_s"])
    ));
    let rows: Vec<&serde_json::Value> = record["per_thread"].as_array().into_iter().flatten().collect();
    let reference = rows.iter().any(|r| r["reference_plies_per_s"].is_number());
    out.push_str(&format!(
        "`trongtai adjudicate --json --threads 1`, user + system CPU time of the process, median of {} runs{}:\n\n",
        record["runs"],
        match (reference, record["meta"]["reference"].as_str()) {
            (true, Some(build)) => format!(", alternated with a reference build, `{build}`"),
            (true, None) => ", alternated with a reference build".to_owned(),
            (false, _) => String::new(),
        }
    ));
    out.push_str(&format!(
        "| input | rulebook | games | plies | CPU s | plies/s per thread |{}\n| --- | --- | --- | --- | --- | --- |{}\n",
        if reference { " reference build plies/s |" } else { "" },
        if reference { " --- |" } else { "" }
    ));
    for row in &rows {
        out.push_str(&format!(
            "| {} | {} | {} | {} | {:.2} | **{}** |{}\n",
            row["input"].as_str().unwrap_or("?"),
            row["rules"].as_str().unwrap_or("?"),
            u(&row["games"]),
            u(&row["plies"]),
            f(&row["cpu_s"]),
            u(&row["plies_per_s"]),
            if reference {
                format!(" {} |", u(&row["reference_plies_per_s"]))
            } else {
                String::new()
            }
        ));
    }
    for row in &rows {
        let all = &row["all_cores"];
        if all.is_object() {
            out.push_str(&format!(
                "\nOn all {} cores (the default), the {} take {:.2} s of wall time: {} plies/s.",
                all["threads"],
                row["input"].as_str().unwrap_or("?"),
                f(&all["wall_s"]),
                u(&all["plies_per_s"])
            ));
        }
    }
    if let Some(r) = record["chess_ratio_to_python_chess"].as_f64() {
        out.push_str(&format!(
            " Per thread, chess is **{r:.0}×** python-chess. Issue #16's target is 1000× ({}), which it \
             estimated as about 2.8 M plies/s; against this run's python-chess, 1000× is {} plies/s.",
            verdict(r, 1000.0),
            u(&serde_json::json!(f(&py["plies_per_s"]) * 1000.0))
        ));
    }
    let runs: Vec<&serde_json::Value> = record["streaming"]["runs"].as_array().into_iter().flatten().collect();
    if let [plain, zst] = runs[..] {
        let cpu = |r: &serde_json::Value| f(&r["cpu_s"]);
        let wall = |r: &serde_json::Value| f(&r["wall_s"]);
        // Records before the runs were repeated hold one run of each.
        let times = match plain["runs"].as_u64() {
            Some(n) if n > 1 => format!("{n} times, the runs of the two alternated; medians"),
            _ => "once".to_owned(),
        };
        let change = |from: f64, to: f64| (to / from - 1.0) * 100.0;
        out.push_str(&format!(
            "\n\nStreaming (`--stream`): the chess archives {} times over in lichess's format, {:.2} GB plain \
             ({} plies) and {:.0} MB as `.pgn.zst`, each adjudicated on all cores {times} (`/usr/bin/time`): \
             peak resident memory **{} MB** plain and **{} MB** compressed (issue #16: at most 200 MB); \
             wall time {:.1} s plain and {:.1} s compressed: compressed throughput **{:+.1}%** against \
             the plain run ({}), CPU time {:.1} s and {:.1} s (**{:+.1}%**).",
            record["streaming"]["times_over"],
            f(&plain["bytes"]) / 1e9,
            u(&plain["plies"]),
            f(&zst["bytes"]) / 1e6,
            u(&plain["peak_rss_mb"]),
            u(&zst["peak_rss_mb"]),
            wall(plain),
            wall(zst),
            // Throughput is bytes of the game text per second: the ratio of the wall times.
            change(wall(zst), wall(plain)),
            if wall(plain) / wall(zst) >= 0.9 {
                "issue #16: within 10%, met"
            } else {
                "issue #16: within 10%, **not** met"
            },
            cpu(plain),
            cpu(zst),
            change(cpu(plain), cpu(zst))
        ));
    }
    out.push('\n');
    out
}

/// Milliseconds from a record's microseconds, with as many decimals as a reader needs.
fn ms_of(us: &serde_json::Value) -> String {
    let ms = us.as_f64().unwrap_or(f64::NAN) / 1000.0;
    if ms < 10.0 {
        format!("{ms:.2} ms")
    } else if ms < 1_000.0 {
        format!("{ms:.0} ms")
    } else if ms < 10_000.0 {
        format!("{:.2} s", ms / 1000.0)
    } else {
        format!("{:.1} s", ms / 1000.0)
    }
}

/// The unwinnability figures from the record of `cargo xtask bench-unwin --record`: the hard
/// set, the whole archives and the listed archive sides, each part measured on its own.
pub fn unwin_block(record: &serde_json::Value) -> String {
    let u = |v: &serde_json::Value| grouped(v.as_u64().unwrap_or(0));
    let mut out = String::new();
    let hard = &record["hard_set"];
    if hard.is_object() {
        let (quick, full) = (&hard["quick"], &hard["full"]);
        let undetermined = full["undetermined"].as_u64().unwrap_or(u64::MAX);
        let median_ms = full["median_us"].as_f64().unwrap_or(f64::NAN) / 1000.0;
        out.push_str(&format!(
            "**The hard set.** {}\n\nThe quick (static) test takes {:.2} µs per side and position ({} chess \
             oracle and hard-set positions; {} sides proven unwinnable); the per-move dead-position check \
             {:.2} µs per position. The full analysis on `crates/engine/tests/unwinnable-hard.txt` ({} \
             positions, {} sides): **{} winnable** with a line (each replayed to a win by the tests), **{} \
             unwinnable** (each confirmed by the exhaustive search in `.ci/run`), **{} undetermined** \
             (issue #16: 0, {}); per side, best of 3 runs, median **{}** (issue #16: at most 1 ms, {}), p90 \
             {}, slowest {}.\n",
            measured(&hard["meta"]),
            quick["us_per_side"].as_f64().unwrap_or(f64::NAN),
            u(&quick["positions"]),
            u(&quick["proven"]),
            hard["dead_us_per_position"].as_f64().unwrap_or(f64::NAN),
            u(&full["positions"]),
            u(&full["sides"]),
            u(&full["winnable"]),
            u(&full["unwinnable"]),
            u(&full["undetermined"]),
            if undetermined == 0 { "met" } else { "not met" },
            ms_of(&full["median_us"]),
            if median_ms <= 1.0 { "met" } else { "not met" },
            ms_of(&full["p90_us"]),
            ms_of(&full["slowest_us"]),
        ));
    }
    let archives: Vec<(&String, &serde_json::Value)> = record["archives"].as_object().into_iter().flatten().collect();
    out.push_str(
        "\n**The whole archives** (`cargo xtask bench-unwin --archives`: every position of the shared \
         archives at which the arbiter looks for a dead position, each distinct one once, both sides, \
         under the archive's rulebook):",
    );
    if archives.is_empty() {
        out.push_str(" not recorded yet; run `cargo xtask bench-unwin --archives --record`.\n");
    } else {
        out.push_str(
            "\n\n| archives | rulebook | games | positions (distinct) | sides | winnable | unwinnable | undetermined | median | p90 | p99 | slowest | wall time |\n\
             | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n",
        );
        for (name, a) in &archives {
            out.push_str(&format!(
                "| {name} | {} | {} | {} ({}) | {} | {} | {} | **{}** | {} | {} | {} | {} | {:.1} min on {} threads |\n",
                a["rulebook"].as_str().unwrap_or("?"),
                u(&a["games"]),
                u(&a["looked"]),
                u(&a["positions"]),
                u(&a["sides"]),
                u(&a["winnable"]),
                u(&a["unwinnable"]),
                u(&a["undetermined"]),
                ms_of(&a["median_us"]),
                ms_of(&a["p90_us"]),
                ms_of(&a["p99_us"]),
                ms_of(&a["slowest_us"]),
                a["wall_s"].as_f64().unwrap_or(f64::NAN) / 60.0,
                a["threads"],
            ));
        }
        out.push('\n');
        for (name, a) in &archives {
            out.push_str(&format!("- {name}: {}\n", measured(&a["meta"])));
        }
    }
    let listed = &record["listed"];
    if listed.is_object() {
        let games: Vec<String> = listed["per_game"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|g| {
                format!(
                    "{} ({}) {} winnable, {} unwinnable, **{} undetermined**",
                    g["game"].as_str().unwrap_or("?"),
                    g["rulebook"].as_str().unwrap_or("?"),
                    u(&g["winnable"]),
                    u(&g["unwinnable"]),
                    u(&g["undetermined"])
                )
            })
            .collect();
        out.push_str(&format!(
            "\n**The sides earlier whole-archive runs left undetermined** (`{}`, {} sides), run again: {}; \
             per side median {}, p90 {}, slowest {}, {:.0} s in all. {}\n",
            listed["file"].as_str().unwrap_or("?"),
            u(&listed["sides"]),
            games.join("; "),
            ms_of(&listed["median_us"]),
            ms_of(&listed["p90_us"]),
            ms_of(&listed["slowest_us"]),
            listed["total_s"].as_f64().unwrap_or(f64::NAN),
            measured(&listed["meta"]),
        ));
    }
    out
}

/// The README block of the record.
pub fn editions_block(record: &serde_json::Value) -> String {
    let u = |v: &serde_json::Value| v.as_u64().map_or_else(|| "?".to_owned(), |n| n.to_string());
    let mut out = format!(
        "Over the real chess archives ({}), each game replayed under both editions as `trongtai adjudicate` does. \
         A game changes when its findings differ; most changes are only the article numbers the new edition cites \
         for the same finding.\n\n\
         | base → candidate | games | findings changed | only the articles cited | ruling changed |\n| --- | --- | --- | --- | --- |\n",
        record["archives"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(serde_json::Value::as_str)
            .collect::<Vec<_>>()
            .join(", ")
    );
    for p in record["pairs"].as_array().into_iter().flatten() {
        out.push_str(&format!(
            "| {} → {} | {} | {} | {} | **{}** |\n",
            p["base"].as_str().unwrap_or("?"),
            p["candidate"].as_str().unwrap_or("?"),
            u(&p["games"]),
            u(&p["changed"]),
            u(&p["articles_only"]),
            u(&p["ruling_changed"]),
        ));
    }
    out.push('\n');
    for p in record["pairs"].as_array().into_iter().flatten() {
        for g in p["automatic"].as_array().into_iter().flatten() {
            let diff = g["diff"].as_str().unwrap_or("");
            // A finding the base had too, only re-cited (`-` and `+` lines alike up to the
            // article), is no new ending.
            let key = |l: &str| {
                l.get(1..)
                    .unwrap_or("")
                    .rsplit_once(" (")
                    .map_or(String::new(), |(k, _)| k.to_owned())
            };
            let before: Vec<String> = diff.lines().filter(|l| l.starts_with('-')).map(key).collect();
            let ended: Vec<String> = diff
                .lines()
                .filter(|l| l.starts_with('+') && l.contains("drawn automatically") && !before.contains(&key(l)))
                .map(|l| l.trim_start_matches('+').trim_start_matches("claimable: ").to_owned())
                .collect();
            if ended.is_empty() {
                continue;
            }
            out.push_str(&format!(
                "- {} → {}: {} ends automatically: {}.\n",
                p["base"].as_str().unwrap_or("?"),
                p["candidate"].as_str().unwrap_or("?"),
                g["game"].as_str().unwrap_or("?"),
                ended.join("; "),
            ));
        }
    }
    out.push_str(&format!("\n{}\n", recorded_line(&record["meta"])));
    out
}

/// When and where the record was made.
fn recorded_line(meta: &serde_json::Value) -> String {
    format!(
        "Recorded by `{}` on {} at commit {}.",
        meta["command"].as_str().unwrap_or("?"),
        meta["date"].as_str().unwrap_or("?"),
        meta["commit"].as_str().unwrap_or("?"),
    )
}

/// The block of the record `name` in `xtask/measured/`, or a line saying how to make it.
fn record_block(
    root: &Path,
    name: &str,
    command: &str,
    render: fn(&serde_json::Value) -> String,
) -> Result<String, String> {
    let path = root.join("xtask/measured").join(format!("{name}.json"));
    match std::fs::read_to_string(&path) {
        Ok(text) => {
            let record: serde_json::Value =
                serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
            Ok(render(&record))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(format!("Not measured yet: run `{command}`.\n")),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// `text` with the block `name` replaced by `content`.
pub fn replace_block(text: &str, name: &str, content: &str) -> Result<String, String> {
    let open = format!("<!-- readme:{name} -->\n");
    let close = format!("<!-- /readme:{name} -->");
    let start = text
        .find(&open)
        .ok_or_else(|| format!("README.md has no `{}`", open.trim()))?
        + open.len();
    let end = text[start..]
        .find(&close)
        .ok_or_else(|| format!("README.md has no `{close}`"))?
        + start;
    Ok(format!("{}{content}{}", &text[..start], &text[end..]))
}

/// Every block of README.md from `trongtai` at `bin`, run in `root`.
pub fn regenerate(root: &Path, bin: &Path, readme: &str) -> Result<String, String> {
    let mut reports = Vec::new();
    for (base, candidate) in PAIRS {
        let output = Command::new(bin)
            .args(["impact", "--base", base, "--candidate", candidate, "--format", "json"])
            .current_dir(root)
            .output()
            .map_err(|e| format!("{}: {e}", bin.display()))?;
        let report: serde_json::Value = serde_json::from_slice(&output.stdout).map_err(|e| {
            format!(
                "impact {base} → {candidate}: {e}: {}",
                String::from_utf8_lossy(&output.stderr)
            )
        })?;
        reports.push(((*base).to_owned(), (*candidate).to_owned(), report));
    }
    let text = replace_block(readme, "impact", &impact_block(&reports))?;
    let counts = scenario_counts_block(root).map_err(|e| e.to_string())?;
    let text = replace_block(&text, "scenario-counts", &counts)?;
    let perft = record_block(root, "perft", "cargo xtask bench --record", perft_block)?;
    let text = replace_block(&text, "perf-perft", &perft)?;
    let archive = record_block(root, "archive", "cargo xtask bench-archive --record", archive_block)?;
    let text = replace_block(&text, "perf-archive", &archive)?;
    let editions = record_block(root, "editions", "cargo xtask impact-editions --record", editions_block)?;
    let text = replace_block(&text, "impact-editions", &editions)?;
    let unwin = record_block(root, "unwin", "cargo xtask bench-unwin --record", unwin_block)?;
    let text = replace_block(&text, "perf-unwin", &unwin)?;
    let bindings = record_block(root, "bindings", "cargo xtask bench-bindings --record", bindings_block)?;
    replace_block(&text, "perf-bindings", &bindings)
}

/// A sentence saying the machine was not quiet, when a one-minute load average of the run (before
/// or after) reached half its logical processors; empty otherwise.
fn busy_note(meta: &serde_json::Value) -> String {
    let cpus = meta["machine"]
        .as_str()
        .and_then(|m| m.rsplit(", ").next())
        .and_then(|m| m.strip_suffix(" logical processors"))
        .and_then(|n| n.parse::<f64>().ok());
    let one_minute = |k: &str| {
        meta[k]
            .as_str()
            .and_then(|l| l.split_whitespace().next())
            .and_then(|l| l.parse::<f64>().ok())
    };
    let peak = one_minute("load_before")
        .into_iter()
        .chain(one_minute("load_after"))
        .fold(0.0, f64::max);
    match cpus {
        Some(cpus) if peak >= cpus / 2.0 => format!(
            " The machine was not quiet (other builds shared its {cpus} processors, as the load averages show): \
             the command and Python alternate run by run, so both bear the load, but the throughputs are lower \
             and noisier than on a quiet machine."
        ),
        _ => String::new(),
    }
}

/// The Python and npm packages' figures from the record of `cargo xtask bench-bindings --record`.
pub fn bindings_block(record: &serde_json::Value) -> String {
    let f = |v: &serde_json::Value| v.as_f64().unwrap_or(f64::NAN);
    let mb = |v: &serde_json::Value| format!("{:.2} MB", f(v) / 1e6);
    let mut out = format!("{}{}\n\n", measured(&record["meta"]), busy_note(&record["meta"]));
    out.push_str(&format!(
        "The abi3 wheel is {}, the npm tarball {}; `import trongtai` takes {:.0} ms (Python {}, `-X importtime`).\n\n",
        mb(&record["wheel_bytes"]),
        mb(&record["tarball_bytes"]),
        f(&record["import_ms"]),
        record["meta"]["python"].as_str().unwrap_or("?"),
    ));
    out.push_str(&format!(
        "Every archive judged on one thread, median of {} runs, the two alternating:\n\n| archives | plies | command (plies/s) | Python (plies/s) | Python slower by |\n| --- | --- | --- | --- | --- |\n",
        record["runs"].as_u64().unwrap_or(0)
    ));
    if let Some(archives) = record["archives"].as_object() {
        for (name, a) in archives.iter().filter(|(_, a)| a.get("cli_plies_per_s").is_some()) {
            let n = |k: &str| grouped(a[k].as_u64().unwrap_or(0));
            out.push_str(&format!(
                "| {name} | {} | {} | {} | {:.1}% |\n",
                n("plies"),
                n("cli_plies_per_s"),
                n("python_plies_per_s"),
                f(&a["python_overhead_percent"])
            ));
        }
    }
    out.push_str(&lichess_estimate(record));
    out
}

/// Games in a recent month of the lichess database (about 100 million in 2023–2024, per its
/// download page) and in the whole of it (4.1 billion by 2023, as Elastic counted them): round
/// figures for the estimate, not measurements.
const LICHESS_MONTH_GAMES: f64 = 1e8;
const LICHESS_ALL_GAMES: f64 = 4.1e9;

/// The worked estimate of a lichess month and of the whole lichess database on a cluster, from the
/// record's per-thread throughput from Python and the plies of a game of its lichess sample.
fn lichess_estimate(record: &serde_json::Value) -> String {
    let a = &record["archives"];
    let (Some(rate), Some(games), Some(plies)) = (
        a["chess"]["python_plies_per_s"].as_f64(),
        a["lichess_sample"]["games"].as_f64(),
        a["lichess_sample"]["plies"].as_f64(),
    ) else {
        return String::new();
    };
    let per_game = plies / games;
    let core_hours = |n: f64| n * per_game / rate / 3600.0;
    let wall = |hours: f64| {
        if hours >= 1.0 {
            format!("{hours:.1} h")
        } else {
            format!("{:.0} min", (hours * 60.0).max(1.0))
        }
    };
    let mut out = format!(
        "\nEstimate: a lichess game has {per_game:.0} plies (the {} sample); at {} plies/s per thread from Python, \
         judging one rulebook takes, in CPU and then in wall time on 2 cores (this machine) and on 64 cores of a cluster:\n\n\
         | archive | games | core-hours | 2 cores | 64 cores |\n| --- | --- | --- | --- | --- |\n",
        a["lichess_sample"]["file"].as_str().unwrap_or("lichess"),
        grouped(rate as u64),
    );
    for (name, n) in [
        ("a lichess month", LICHESS_MONTH_GAMES),
        ("the lichess database", LICHESS_ALL_GAMES),
    ] {
        let h = core_hours(n);
        out.push_str(&format!(
            "| {name} | {} | {h:.1} | {} | {} |\n",
            grouped(n as u64),
            wall(h / 2.0),
            wall(h / 64.0)
        ));
    }
    out.push_str("\n`trongtai.dask.impact` judges every game under two rulebooks: twice the time.\n");
    out
}

/// Runs the task from the repository root: builds the release binary, rewrites README.md.
#[allow(dead_code)] // unused where tests/readme.rs includes this file
pub fn run(args: &[String]) -> anyhow::Result<()> {
    let check = args.iter().any(|a| a == "--check");
    let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["build", "--release", "--quiet", "--bin", "trongtai"])
        .status()?;
    anyhow::ensure!(status.success(), "cargo build failed");
    let target = std::env::var("CARGO_TARGET_DIR").unwrap_or_else(|_| "target".into());
    let bin = Path::new(&target).join("release/trongtai");
    let root = Path::new(".");
    let readme = std::fs::read_to_string(root.join("README.md"))?;
    let fresh = regenerate(root, &bin, &readme).map_err(anyhow::Error::msg)?;
    if check {
        anyhow::ensure!(fresh == readme, "README.md is stale: run `cargo xtask readme`");
        println!("README.md is up to date");
    } else if fresh != readme {
        std::fs::write(root.join("README.md"), fresh)?;
        println!("README.md rewritten");
    } else {
        println!("README.md is up to date");
    }
    Ok(())
}
