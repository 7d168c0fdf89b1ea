//! What the benches share: the CPU time of a child process, medians of alternated runs, and the
//! record a bench writes with `--record` (`xtask/measured/NAME.json`), from which `cargo xtask
//! readme` writes the README's performance tables. A record says when, where and on which commit
//! it was measured, so a figure in the README is never typed by hand.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::{bail, Context};
use serde_json::{json, Value};

/// The best (shortest) time of `runs` calls of `f`, with what the last call gave.
/// (`f` is called at least once.)
pub fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (T, Duration) {
    let started = std::time::Instant::now();
    let mut last = f();
    let mut best = started.elapsed();
    for _ in 1..runs {
        let started = std::time::Instant::now();
        last = f();
        best = best.min(started.elapsed());
    }
    (last, best)
}

/// `x` rounded to one decimal, for a record.
pub fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// The folder of the records, from the repository root.
pub const RECORDS: &str = "xtask/measured";

/// The user + system CPU time of the children this process has waited for (Linux's
/// `/proc/self/stat`, fields `cutime` and `cstime`, in clock ticks of 1/100 s: `USER_HZ`, which
/// Linux fixes at 100 for what it shows to user space).
fn children_cpu() -> anyhow::Result<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").context("reading /proc/self/stat")?;
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    let rest = stat
        .rfind(')')
        .map(|i| &stat[i + 1..])
        .context("/proc/self/stat without a command name")?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // `rest` starts at field 3 (state): cutime is field 16, cstime field 17.
    let tick = |n: usize| -> anyhow::Result<u64> {
        fields
            .get(n - 3)
            .and_then(|f| f.parse().ok())
            .with_context(|| format!("/proc/self/stat field {n}"))
    };
    Ok(Duration::from_millis((tick(16)? + tick(17)?) * 10))
}

/// Runs `cmd` to the end, with `input` on its standard input; its output and the CPU time it
/// used (10 ms resolution). A command that fails is an error naming it.
pub fn cpu_of(cmd: &mut Command, input: &[u8]) -> anyhow::Result<(Output, Duration)> {
    use std::io::Write;
    let before = children_cpu()?;
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("running {cmd:?}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        // The inputs are a few lines (UCI commands): they fit the pipe, so writing them before
        // reading the output cannot deadlock. Dropping `stdin` closes it.
        stdin.write_all(input).with_context(|| format!("writing to {cmd:?}"))?;
    }
    let output = child
        .wait_with_output()
        .with_context(|| format!("waiting for {cmd:?}"))?;
    let used = children_cpu()?.saturating_sub(before);
    if !output.status.success() {
        bail!(
            "{cmd:?} failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    Ok((output, used))
}

/// The median of some durations (the lower middle one for an even count).
pub fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times
        .get(times.len().saturating_sub(1) / 2)
        .copied()
        .unwrap_or_default()
}

/// Seconds with millisecond precision, for a record.
pub fn secs(d: Duration) -> f64 {
    (d.as_secs_f64() * 1000.0).round() / 1000.0
}

/// The 1-, 5- and 15-minute load averages (`/proc/loadavg`).
pub fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into())
}

/// The civil date (UTC) of a count of days since 1970-01-01 (the proleptic Gregorian calendar).
fn civil(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// Today's date, UTC, as `YYYY-MM-DD`.
pub fn today() -> String {
    let days = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    let (y, m, d) = civil(i64::try_from(days).unwrap_or(0));
    format!("{y:04}-{m:02}-{d:02}")
}

/// The commit measured, with `-dirty` when tracked files other than the records differ from it
/// (a record written by an earlier bench of the same run does not make the code dirty).
fn commit() -> String {
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
    };
    let Some(head) = git(&["rev-parse", "--short=10", "HEAD"]) else {
        return "unknown".into();
    };
    let exclude = format!(":(exclude){RECORDS}");
    match git(&["status", "--porcelain", "--untracked-files=no", "--", ".", &exclude]) {
        Some(changes) if changes.is_empty() => head,
        _ => format!("{head}-dirty"),
    }
}

/// The machine: processor model and logical processor count (`/proc/cpuinfo`).
fn machine() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = info
        .lines()
        .find_map(|l| l.strip_prefix("model name").and_then(|r| r.split(':').nth(1)))
        .map_or("unknown processor", str::trim)
        .to_owned();
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!("{model}, {cpus} logical processors")
}

/// What every record says about its run: the command (`cargo xtask TASK ARGS…`), the date, the
/// commit, the machine, and the load average before the run (`load_before`); the bench adds
/// `load_after`.
pub fn meta(task: &str, args: &[String]) -> Value {
    let command = std::iter::once(task)
        .chain(args.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join(" ");
    json!({
        "command": format!("cargo xtask {command}"),
        "date": today(),
        "commit": commit(),
        "machine": machine(),
        "load_before": load(),
    })
}

/// Writes the record `name` (`xtask/measured/NAME.json`) whole or not at all: a temporary file
/// beside it, then renamed over it. A record with one `meta` for the whole run gets its
/// `load_after` here; a record made of parts measured apart has a `meta` in each part.
pub fn write_record(name: &str, mut record: Value) -> anyhow::Result<PathBuf> {
    if let Some(meta) = record.get_mut("meta") {
        meta["load_after"] = json!(load());
    }
    let dir = Path::new(RECORDS);
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let path = dir.join(format!("{name}.json"));
    let tmp = dir.join(format!(".{name}.json.tmp"));
    let mut text = serde_json::to_string_pretty(&record)?;
    text.push('\n');
    std::fs::write(&tmp, text).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, &path).with_context(|| format!("renaming {} to {}", tmp.display(), path.display()))?;
    Ok(path)
}

/// The shared archives the benches and records read: `--archives DIR`, else `TRONGTAI_ARCHIVES`,
/// else `../shared/archives` beside the repository (where the machines keep them); their `chess`
/// and `xiangqi` folders hold the files.
pub fn archives_dir(args: &[String]) -> std::path::PathBuf {
    value_of(args, "--archives")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("TRONGTAI_ARCHIVES").map(std::path::PathBuf::from))
        .unwrap_or_else(|| std::path::PathBuf::from("../shared/archives"))
}

/// The value after `flag` in `args` (`--flag VALUE`).
pub fn value_of<'a>(args: &'a [String], flag: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == flag)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_dates() {
        assert_eq!(civil(0), (1970, 1, 1));
        assert_eq!(civil(11_016), (2000, 2, 29));
        assert_eq!(civil(20_788), (2026, 12, 1));
        assert_eq!(civil(-1), (1969, 12, 31));
    }

    #[test]
    fn medians() {
        let ms = |v: &[u64]| v.iter().map(|&m| Duration::from_millis(m)).collect::<Vec<_>>();
        assert_eq!(median(ms(&[30, 10, 20])), Duration::from_millis(20));
        assert_eq!(median(ms(&[40, 10, 30, 20])), Duration::from_millis(20));
        assert_eq!(median(Vec::new()), Duration::ZERO);
    }
}
