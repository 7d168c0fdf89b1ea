//! `cargo xtask readme`: the figures of README.md come from commands, not from memory. Each
//! generated block sits between `<!-- readme:NAME -->` and `<!-- /readme:NAME -->` and is
//! rewritten from what the code gives now:
//!
//! * `scenario-counts`: the number of scenario files per folder of `scenarios/`;
//! * `impact`: `trongtai impact --format json` (scenarios only) for each pair of rulebooks.
//!
//! `tests/readme.rs` (the `trongtai` crate) includes this file and fails when a block is stale.
//! Archive figures need the archives, which CI does not have: they stay in the prose, measured by
//! hand with `trongtai impact --archive`.

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
    ("fide-2001", "vn-chess-legacy"),
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
    replace_block(&text, "scenario-counts", &counts)
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
