//! Every scenario under `scenarios/` as its own test: replay it through the arbiter and compare
//! the verdict with the one written from the law. A mismatch prints a unified diff, the rulings
//! and the command that reproduces it; `TRONGTAI_BLESS=1` rewrites expectations (never in CI).

use std::fmt;
use std::path::Path;

/// A failure report printed as it is (the harness prints errors with `Debug`).
struct Report(String);

impl fmt::Debug for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Report {}

fn scenario(path: &Path) -> datatest_stable::Result<()> {
    // The coverage exclusions live beside the scenarios but are not one.
    if path
        .file_name()
        .is_some_and(|n| n == trongtai_scenario::coverage::EXCLUSIONS_FILE)
    {
        return Ok(());
    }
    let name = path.strip_prefix("scenarios").unwrap_or(path).display().to_string();
    trongtai_scenario::check(path, &format!("scenario::{name}")).map_err(|msg| Report(msg).into())
}

datatest_stable::harness! {
    { test = scenario, root = "scenarios", pattern = r"^.*\.ron$" },
}
