//! `cargo xtask bench-bindings [--archives DIR] [--runs N] [--record]`: the figures of the Python
//! and npm packages (issue #34). Builds the release command, the npm tarball (`cargo xtask npm`)
//! and the release wheel (maturin, installed with the wheel into a venv of its own under
//! `<target>/bench-bindings/`), then runs `xtask/bench_bindings.py` in that venv: wheel and
//! tarball sizes, `import trongtai` time, and archive throughput per thread from Python against
//! the command (every archive judged on one thread, the two alternating, median of the runs).
//! `--record` writes `xtask/measured/bindings.json`, from which `cargo xtask readme` writes the
//! README's table.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::desk::target_dir;
use crate::measure::{meta, value_of, write_record};

/// Runs the benchmark.
pub fn run(args: &[String]) -> anyhow::Result<()> {
    let record = args.iter().any(|a| a == "--record");
    let runs = value_of(args, "--runs").unwrap_or("5").to_owned();
    let archives = crate::measure::archives_dir(args).display().to_string();
    let mut meta = meta("bench-bindings", args);
    let bin = std::path::absolute(crate::release_binary()?)?;
    let target = std::path::absolute(target_dir())?;
    let tarball = crate::npm::pack()?;
    let dir = target.join("bench-bindings");
    let venv = dir.join("venv");
    if !venv.join("bin/python").exists() {
        run_ok(
            Command::new("python3").args(["-m", "venv"]).arg(&venv),
            "python3 -m venv",
        )?;
    }
    let pip = venv.join("bin/pip");
    run_ok(
        Command::new(&pip).args(["install", "--quiet", "maturin>=1.9.4,<2"]),
        "pip install maturin",
    )?;
    let wheels = dir.join("wheels");
    if wheels.exists() {
        std::fs::remove_dir_all(&wheels)?;
    }
    run_ok(
        Command::new(venv.join("bin/maturin"))
            .args([
                "build",
                "--quiet",
                "--release",
                "-m",
                "crates/python/Cargo.toml",
                "--out",
            ])
            .arg(&wheels),
        "maturin build --release",
    )?;
    let wheel = only_wheel(&wheels)?;
    run_ok(
        Command::new(&pip)
            .args(["install", "--quiet", "--force-reinstall", "--no-deps"])
            .arg(&wheel),
        "pip install of the wheel",
    )?;
    let out = Command::new(venv.join("bin/python"))
        .arg("xtask/bench_bindings.py")
        .arg("--bin")
        .arg(&bin)
        .arg("--wheel")
        .arg(&wheel)
        .arg("--tarball")
        .arg(&tarball)
        .args(["--archives", &archives, "--runs", &runs, "--json"])
        .output()?;
    eprint!("{}", String::from_utf8_lossy(&out.stderr));
    anyhow::ensure!(out.status.success(), "xtask/bench_bindings.py failed");
    let mut figures: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    meta["python"] = figures["python"].take();
    figures["meta"] = meta;
    if let Some(map) = figures.as_object_mut() {
        map.remove("python");
    }
    if record {
        let path = write_record("bindings", figures)?;
        println!("wrote {}", path.display());
    } else {
        println!("{}", serde_json::to_string_pretty(&figures)?);
    }
    Ok(())
}

/// Runs `cmd`, failing with `what` when it does not succeed.
fn run_ok(cmd: &mut Command, what: &str) -> anyhow::Result<()> {
    let status = cmd.status()?;
    anyhow::ensure!(status.success(), "{what} failed");
    Ok(())
}

/// The one wheel maturin wrote into `dir`.
fn only_wheel(dir: &Path) -> anyhow::Result<PathBuf> {
    let mut wheels = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "whl"));
    let wheel = wheels
        .next()
        .ok_or_else(|| anyhow::anyhow!("no wheel in {}", dir.display()))?;
    anyhow::ensure!(wheels.next().is_none(), "more than one wheel in {}", dir.display());
    Ok(wheel)
}
