//! `cargo xtask bench-archive [DIR]`: games per second of `trongtai adjudicate` against
//! python-chess on the same chess archives.
//!
//! python-chess reads each game with `chess.pgn.read_game`, replays it on a `chess.Board` and
//! calls `is_game_over(claim_draw=True)` after every move (the same questions the adjudicator
//! asks: mate, stalemate, insufficient material, threefold repetition, fifty moves). It is
//! installed with `pip install chess` into a virtual environment under `target/`. trongtai runs
//! as the release binary, timed from the outside (process start included), once on all cores and
//! once on one thread. The archive directory defaults to `/work/shared/archives/chess`
//! (`TRONGTAI_ARCHIVES` or the first argument override it); without it the bench is skipped.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use anyhow::{bail, Context};

/// The archives timed, in the archive directory.
const FILES: [&str; 2] = ["twic1599_1000k.pgn", "lichess_db_1000k.pgn"];

/// The python-chess side: prints `games seconds`.
const PYTHON: &str = r#"
import sys, time, chess, chess.pgn
path = sys.argv[1]
t = time.perf_counter()
games = 0
with open(path, encoding="utf-8", errors="replace") as f:
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            break
        board = game.board()
        for move in game.mainline_moves():
            board.push(move)
            board.is_game_over(claim_draw=True)
        games += 1
print(games, time.perf_counter() - t)
"#;

/// Runs the bench.
pub fn run(args: &[String]) -> anyhow::Result<()> {
    let dir = args
        .first()
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("TRONGTAI_ARCHIVES").map(|d| PathBuf::from(d).join("chess")))
        .unwrap_or_else(|| PathBuf::from("/work/shared/archives/chess"));
    if !dir.is_dir() {
        println!(
            "bench-archive skipped: no archive directory at {} (pass one, or set TRONGTAI_ARCHIVES)",
            dir.display()
        );
        return Ok(());
    }
    let status = Command::new(env!("CARGO"))
        .args(["build", "--release", "--bin", "trongtai"])
        .status()
        .context("cargo build --release")?;
    if !status.success() {
        bail!("cargo build --release failed");
    }
    // The binary lands in the target directory cargo used, `CARGO_TARGET_DIR` when set.
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| PathBuf::from("target"), PathBuf::from);
    let trongtai_path = target.join("release").join("trongtai");
    let trongtai = trongtai_path.as_path();
    let python = python_chess()?;
    let script = Path::new("target/bench-archive/python_chess_bench.py");
    std::fs::write(script, PYTHON)?;
    println!("| archive | games | trongtai games/s (all cores) | trongtai games/s (1 thread) | python-chess games/s | ratio (all cores) | ratio (1 thread) |");
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    for name in FILES {
        let file = dir.join(name);
        if !file.is_file() {
            println!("| {name} | missing, skipped | | | | | |");
            continue;
        }
        let (games, ours) = best_of(3, || time_trongtai(trongtai, &file, None))?;
        let (_, ours_one) = best_of(3, || time_trongtai(trongtai, &file, Some(1)))?;
        let (py_games, py) = time_python(&python, script, &file)?;
        if py_games != games {
            bail!("{name}: trongtai read {games} games, python-chess {py_games}");
        }
        let rate = |secs: f64| games as f64 / secs.max(1e-9);
        println!(
            "| {name} | {games} | {:.0} | {:.0} | {:.1} | {:.0}× | {:.0}× |",
            rate(ours),
            rate(ours_one),
            rate(py),
            py / ours,
            py / ours_one
        );
    }
    Ok(())
}

/// The best time of `n` runs, with the game count.
fn best_of(n: usize, mut f: impl FnMut() -> anyhow::Result<(u64, f64)>) -> anyhow::Result<(u64, f64)> {
    let mut best = f()?;
    for _ in 1..n {
        let next = f()?;
        if next.1 < best.1 {
            best = next;
        }
    }
    Ok(best)
}

/// Runs `trongtai adjudicate --json` on a file; returns the games of its summary and the time.
fn time_trongtai(bin: &Path, file: &Path, threads: Option<usize>) -> anyhow::Result<(u64, f64)> {
    let mut cmd = Command::new(bin);
    cmd.args(["adjudicate", "--rules", "fide-2001", "--json"]).arg(file);
    if let Some(n) = threads {
        cmd.args(["--threads", &n.to_string()]);
    }
    let start = Instant::now();
    let output = cmd.stderr(Stdio::inherit()).output().context("running trongtai")?;
    let secs = start.elapsed().as_secs_f64();
    let text = String::from_utf8_lossy(&output.stdout);
    let summary = text.lines().last().unwrap_or_default();
    let games = summary
        .split("\"games\":")
        .nth(1)
        .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|n| n.parse().ok())
        .with_context(|| format!("no summary from trongtai on {}", file.display()))?;
    Ok((games, secs))
}

/// Runs the python-chess script on a file; returns its game count and time.
fn time_python(python: &Path, script: &Path, file: &Path) -> anyhow::Result<(u64, f64)> {
    let output = Command::new(python)
        .arg(script)
        .arg(file)
        .stderr(Stdio::inherit())
        .output()
        .context("running python-chess")?;
    if !output.status.success() {
        bail!("python-chess failed on {}", file.display());
    }
    let text = String::from_utf8_lossy(&output.stdout);
    let mut parts = text.split_whitespace();
    let games = parts.next().and_then(|g| g.parse().ok());
    let secs = parts.next().and_then(|s| s.parse().ok());
    match (games, secs) {
        (Some(g), Some(s)) => Ok((g, s)),
        _ => bail!("python-chess printed `{}`", text.trim()),
    }
}

/// A Python with python-chess: a virtual environment under `target/bench-archive`, made and
/// filled with `pip install chess` on first use.
fn python_chess() -> anyhow::Result<PathBuf> {
    let venv = Path::new("target/bench-archive/venv");
    let python = venv.join("bin/python");
    std::fs::create_dir_all("target/bench-archive")?;
    if !python.is_file() {
        let ok = Command::new("python3")
            .args(["-m", "venv"])
            .arg(venv)
            .status()
            .context("python3 -m venv")?
            .success();
        if !ok {
            bail!("python3 -m venv failed");
        }
    }
    let have = Command::new(&python)
        .args(["-c", "import chess"])
        .stderr(Stdio::null())
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
