//! `cargo xtask bench-archive`: plies per second of `trongtai adjudicate` on one thread, every
//! claim checked, against python-chess on the same chess archives; and on the xiangqi archives.
//!
//! python-chess reads each game with `chess.pgn.read_game`, replays it on a `chess.Board` and
//! calls `is_game_over(claim_draw=True)` after every move (the same questions the adjudicator
//! asks: mate, stalemate, insufficient material, threefold repetition, fifty moves). It is
//! installed with `pip install chess` into a virtual environment under `target/`, and runs once
//! over each chess archive. trongtai runs as the release binary (`adjudicate --json --threads
//! 1`, which also looks for a dead position after every capture and pawn move) on the archives
//! put end to end several times over (a run of seconds, not of the 10 ms the clock counts in),
//! a few runs alternated with `--against BIN` (a reference build) when given; each figure is the
//! median CPU time of the whole process. The chess input is also run once on all cores.
//!
//! The archives are `--archives DIR` (with `chess/` and `xiangqi/` in it), `TRONGTAI_ARCHIVES`,
//! or `../shared/archives`; without them the bench is skipped. `--stream` adds a streaming run
//! over a file of more than 1 GiB, plain and `.zst` (see [`streaming`]). `--record` writes
//! `xtask/measured/archive.json` for the README.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use serde_json::{json, Value};

use crate::measure;

/// Runs of each streaming file, alternated; the record keeps the medians. Five: on a 2-core
/// virtual machine three left the two medians some 10% apart from run to run.
const STREAM_RUNS: usize = 5;

/// The chess archives, in `chess/`.
const CHESS: [&str; 3] = ["carlsen-pgnmentor.pgn", "twic1599_1000k.pgn", "lichess_db_1000k.pgn"];

/// The inputs trongtai is timed on: (name, rulebook, files, times over).
const INPUTS: [(&str, &str, &[&str], usize); 3] = [
    ("chess archives ×10", "fide-2001", &CHESS, 10),
    (
        "xiangqi ICCS PGN ×10",
        "vn-xiangqi-1999",
        &["hu_ronghua_1391_iccs.pgn", "liu_dahua_1125_iccs.pgn"],
        10,
    ),
    (
        "iccs-games-fsf.jsonl ×5",
        "vn-xiangqi-1999",
        &["iccs-games-fsf.jsonl"],
        5,
    ),
];

/// The python-chess side: prints `games plies`.
const PYTHON: &str = r#"
import sys, chess, chess.pgn
games = plies = 0
with open(sys.argv[1], encoding="utf-8", errors="replace") as f:
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            break
        board = game.board()
        for move in game.mainline_moves():
            board.push(move)
            board.is_game_over(claim_draw=True)
            plies += 1
        games += 1
print(games, plies)
"#;

/// Runs the bench.
pub fn run(args: &[String]) -> anyhow::Result<()> {
    let record = args.iter().any(|a| a == "--record");
    let runs: usize = match measure::value_of(args, "--runs") {
        Some(n) => n
            .parse()
            .with_context(|| format!("--runs {n}: expected a count of runs"))?,
        None => 5,
    };
    let against = measure::value_of(args, "--against").map(PathBuf::from);
    let dir = measure::archives_dir(args);
    if !dir.join("chess").is_dir() {
        println!(
            "bench-archive skipped: no archives at {} (pass --archives DIR, or set TRONGTAI_ARCHIVES)",
            dir.display()
        );
        return Ok(());
    }
    let mut meta = measure::meta("bench-archive", args);
    if let Some(bin) = &against {
        meta["reference"] = json!(build_of(bin)?);
    }
    let trongtai = crate::release_binary()?;
    let work = Path::new("target/bench-archive");
    std::fs::create_dir_all(work).with_context(|| format!("creating {}", work.display()))?;

    let python = python_chess(work)?;
    let script = work.join("python_chess_bench.py");
    std::fs::write(&script, PYTHON).with_context(|| format!("writing {}", script.display()))?;
    println!("python-chess, once over each chess archive (CPU time):");
    let mut py_rows = Vec::new();
    let (mut py_plies, mut py_time) = (0u64, Duration::ZERO);
    for name in CHESS {
        let file = dir.join("chess").join(name);
        let (out, t) = measure::cpu_of(Command::new(&python).arg(&script).arg(&file), b"")?;
        let text = String::from_utf8_lossy(&out.stdout);
        let mut n = text.split_whitespace().map(str::parse::<u64>);
        let (Some(Ok(games)), Some(Ok(plies))) = (n.next(), n.next()) else {
            bail!("python-chess printed `{}` on {}", text.trim(), file.display());
        };
        println!("  {name}: {games} games, {plies} plies, {:.1} s", t.as_secs_f64());
        py_rows.push(json!({ "archive": name, "games": games, "plies": plies, "cpu_s": measure::secs(t) }));
        py_plies += plies;
        py_time += t;
    }
    let py_rate = py_plies as f64 / py_time.as_secs_f64().max(1e-9);
    println!("  {:.0} plies/s", py_rate);

    println!("trongtai adjudicate --json --threads 1, CPU time, median of {runs} alternated runs:");
    let mut rows = Vec::new();
    let mut chess_rate = None;
    for (name, rules, files, times) in INPUTS {
        let sub = if rules == "fide-2001" { "chess" } else { "xiangqi" };
        let sources: Vec<PathBuf> = files.iter().map(|f| dir.join(sub).join(f)).collect();
        let input = repeated(work, name, &sources, times)?;
        let adjudicate = |bin: &Path, threads: Option<usize>| {
            let mut cmd = Command::new(bin);
            cmd.args(["adjudicate", "--rules", rules, "--json"]).arg(&input);
            if let Some(n) = threads {
                cmd.args(["--threads", &n.to_string()]);
            }
            cmd
        };
        let (mut ours, mut other, mut counted) = (Vec::new(), Vec::new(), None);
        for _ in 0..runs {
            let (out, t) = measure::cpu_of(&mut adjudicate(&trongtai, Some(1)), b"")?;
            counted = Some(summary(&out.stdout).with_context(|| format!("no summary from trongtai on {name}"))?);
            ours.push(t);
            if let Some(bin) = &against {
                let (out, t) = measure::cpu_of(&mut adjudicate(bin, Some(1)), b"")?;
                anyhow::ensure!(
                    summary(&out.stdout) == counted,
                    "{} read {name} differently",
                    bin.display()
                );
                other.push(t);
            }
        }
        let Some((games, plies)) = counted else {
            bail!("--runs 0: nothing measured");
        };
        let ours = measure::median(ours);
        let rate = plies as f64 / ours.as_secs_f64().max(1e-9);
        let other = (!other.is_empty()).then(|| measure::median(other));
        let other_rate = other.map(|o| (plies as f64 / o.as_secs_f64().max(1e-9)).round());
        println!(
            "  {name}: {games} games, {plies} plies, {:.2} s: {:.2} M plies/s{}",
            ours.as_secs_f64(),
            rate / 1e6,
            other_rate.map_or(String::new(), |r| format!(" (reference build {:.2} M)", r / 1e6))
        );
        let mut row = json!({ "input": name, "rules": rules, "games": games, "plies": plies,
            "cpu_s": measure::secs(ours), "plies_per_s": rate.round(),
            "reference_cpu_s": other.map(measure::secs), "reference_plies_per_s": other_rate });
        if rules == "fide-2001" {
            chess_rate = Some(rate);
            // All cores, wall time (the default thread count).
            let started = Instant::now();
            measure::cpu_of(&mut adjudicate(&trongtai, None), b"")?;
            let wall = started.elapsed();
            let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
            println!(
                "  {name} on all {threads} cores: {:.2} s wall: {:.2} M plies/s",
                wall.as_secs_f64(),
                plies as f64 / wall.as_secs_f64() / 1e6
            );
            row["all_cores"] = json!({ "threads": threads, "wall_s": measure::secs(wall),
                "plies_per_s": (plies as f64 / wall.as_secs_f64().max(1e-9)).round() });
        }
        rows.push(row);
    }
    let stream = if args.iter().any(|a| a == "--stream") {
        Some(streaming(&trongtai, work, &dir)?)
    } else {
        None
    };
    let ratio = chess_rate.map(|r| r / py_rate);
    if let Some(r) = ratio {
        println!("chess per thread against python-chess: {r:.0}×");
    }
    if record {
        let record = json!({
            "meta": meta,
            "python_chess": { "archives": py_rows, "plies_per_s": py_rate.round() },
            "runs": runs,
            "per_thread": rows,
            "chess_ratio_to_python_chess": ratio.map(f64::round),
            "streaming": stream,
        });
        let path = measure::write_record("archive", record)?;
        println!("recorded in {}: run `cargo xtask readme`", path.display());
    }
    Ok(())
}

/// Streaming at scale: the chess archives put end to end until the file passes 1 GiB, in
/// lichess's format, plain and compressed with `zstd` (the command-line tool, as lichess
/// publishes its months), each adjudicated [`STREAM_RUNS`] times on all cores, the runs of the two
/// alternated; median CPU time and wall time and the highest peak resident memory, by
/// `/usr/bin/time` (Debian's `time` package).
fn streaming(trongtai: &Path, work: &Path, dir: &Path) -> anyhow::Result<Value> {
    let sources: Vec<PathBuf> = CHESS.iter().map(|f| dir.join("chess").join(f)).collect();
    let once: u64 = sources
        .iter()
        .map(|p| std::fs::metadata(p).map(|m| m.len()))
        .sum::<std::io::Result<u64>>()
        .context("reading the chess archives")?;
    let times = usize::try_from((1u64 << 30) / once.max(1) + 1).context("archive size")?;
    let plain = repeated(work, "stream", &sources, times)?;
    let zst = plain.with_extension("pgn.zst");
    if !zst.is_file() || std::fs::metadata(&zst)?.modified()? < std::fs::metadata(&plain)?.modified()? {
        let status = Command::new("zstd")
            .args(["-q", "-f", "-T0", "-3"])
            .arg(&plain)
            .arg("-o")
            .arg(&zst)
            .status()
            .context("running zstd (apt-get install zstd)")?;
        anyhow::ensure!(status.success(), "zstd failed on {}", plain.display());
    }
    println!("streaming, all cores, by /usr/bin/time, {STREAM_RUNS} runs of each alternated:");
    let files = [&plain, &zst];
    // Per file: (wall s, CPU s, peak resident KB) of each run.
    let mut taken: Vec<Vec<[f64; 3]>> = vec![Vec::new(); files.len()];
    let mut counted = Vec::new();
    for _ in 0..STREAM_RUNS {
        for (file, runs) in files.iter().zip(&mut taken) {
            let (games, plies, run) = timed_stream(trongtai, file)?;
            println!(
                "  {}: {games} games, {plies} plies: CPU {:.1} s, wall {:.1} s, peak resident {:.0} MB",
                file.display(),
                run[1],
                run[0],
                run[2] / 1024.0
            );
            runs.push(run);
            counted.push((games, plies));
        }
    }
    anyhow::ensure!(
        counted.windows(2).all(|w| w[0] == w[1]),
        "the streaming runs counted different games or plies: {counted:?}"
    );
    let (games, plies) = counted.first().copied().unwrap_or_default();
    let mut rows = Vec::new();
    for (file, runs) in files.iter().zip(&taken) {
        let median = |k: usize| {
            let mut v: Vec<f64> = runs.iter().map(|r| r[k]).collect();
            v.sort_by(f64::total_cmp);
            v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
        };
        let peak = runs.iter().map(|r| r[2]).fold(0.0, f64::max);
        let size = std::fs::metadata(file)?.len();
        rows.push(json!({
            "file": file.file_name().map(|n| n.to_string_lossy().into_owned()),
            "bytes": size, "games": games, "plies": plies, "runs": runs.len(),
            "cpu_s": (median(1) * 10.0).round() / 10.0,
            "wall_s": (median(0) * 10.0).round() / 10.0,
            "peak_rss_mb": (peak / 1024.0).round(),
        }));
    }
    Ok(json!({ "times_over": times, "runs": rows }))
}

/// One `adjudicate --json` of `file` on all cores under `/usr/bin/time`: games, plies and
/// (wall s, CPU s, peak resident KB).
fn timed_stream(trongtai: &Path, file: &Path) -> anyhow::Result<(u64, u64, [f64; 3])> {
    let out = Command::new("/usr/bin/time")
        .args(["-f", "%e %U %S %M"])
        .arg(trongtai)
        .args(["adjudicate", "--rules", "fide-2001", "--json"])
        .arg(file)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .output()
        .context("running /usr/bin/time (apt-get install time)")?;
    anyhow::ensure!(
        out.status.success(),
        "adjudicate failed on {}: {}",
        file.display(),
        String::from_utf8_lossy(&out.stderr).trim()
    );
    let (games, plies) = summary(&out.stdout).with_context(|| format!("no summary on {}", file.display()))?;
    let err = String::from_utf8_lossy(&out.stderr);
    let nums: Vec<f64> = err
        .lines()
        .last()
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|n| n.parse().ok())
        .collect();
    let [wall, user, sys, kb] = nums[..] else {
        bail!("/usr/bin/time printed `{}`", err.trim());
    };
    Ok((games, plies, [wall, user + sys, kb]))
}

/// Which build a reference binary is: what its `--version` prints, where that names the commit
/// (`trongtai 0.1.0 (603dff8c1a2b)`); for a build from before `--version` named it, the
/// `git describe` of the checkout the binary sits in, said so.
fn build_of(bin: &Path) -> anyhow::Result<String> {
    let out = Command::new(bin)
        .arg("--version")
        .output()
        .with_context(|| format!("running {} --version", bin.display()))?;
    let version = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    if version.contains('(') {
        return Ok(version);
    }
    let dir = bin.parent().unwrap_or(Path::new("."));
    let describe = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["describe", "--always", "--tags", "--abbrev=12"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned());
    Ok(match describe {
        Some(d) => format!("{version} (built from a checkout at {d})"),
        None => version,
    })
}

/// The games and plies of an `adjudicate --json` summary (its last line).
fn summary(stdout: &[u8]) -> Option<(u64, u64)> {
    let text = String::from_utf8_lossy(stdout);
    let last: Value = serde_json::from_str(text.lines().last()?).ok()?;
    let s = &last["summary"];
    Some((s["games"].as_u64()?, s["plies"].as_u64()?))
}

/// `sources` put end to end `times` times over, in `work` (written once; a file of the right
/// size is reused). Each source ends with a line break (a blank line for PGN) before the next.
fn repeated(work: &Path, name: &str, sources: &[PathBuf], times: usize) -> anyhow::Result<PathBuf> {
    let ext = sources
        .first()
        .and_then(|p| p.extension())
        .map_or_else(String::new, |e| e.to_string_lossy().into_owned());
    let stem: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    let path = work.join(format!("{stem}.{ext}"));
    let mut one = Vec::new();
    for source in sources {
        let bytes = std::fs::read(source).with_context(|| format!("reading {}", source.display()))?;
        one.extend_from_slice(&bytes);
        if !bytes.ends_with(b"\n") {
            one.push(b'\n');
        }
        // A PGN game ends with a blank line; a JSON line with its line break.
        if ext == "pgn" && !one.ends_with(b"\n\n") {
            one.push(b'\n');
        }
    }
    let size = (one.len() * times) as u64;
    if std::fs::metadata(&path).is_ok_and(|m| m.len() == size) {
        return Ok(path);
    }
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, one.repeat(times)).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, &path).with_context(|| format!("writing {}", path.display()))?;
    Ok(path)
}

/// A Python with python-chess: a virtual environment under `target/bench-archive`, made and
/// filled with `pip install chess` on first use.
fn python_chess(work: &Path) -> anyhow::Result<PathBuf> {
    let venv = work.join("venv");
    let python = venv.join("bin/python");
    if !python.is_file() {
        let ok = Command::new("python3")
            .args(["-m", "venv"])
            .arg(&venv)
            .status()
            .context("python3 -m venv")?
            .success();
        if !ok {
            bail!("python3 -m venv failed");
        }
    }
    let have = Command::new(&python)
        .args(["-c", "import chess"])
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !have {
        let ok = Command::new(&python)
            .args(["-m", "pip", "install", "--quiet", "chess"])
            .status()
            .context("pip install chess")?
            .success();
        if !ok {
            bail!("pip install chess failed");
        }
    }
    Ok(python)
}
