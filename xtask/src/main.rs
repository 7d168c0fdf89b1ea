//! Project automation, following the xtask convention (`cargo xtask <task>`): plain Rust instead
//! of shell scripts, run from the repository root.
//!
//! Tasks:
//! - `bench`: perft speed of the generic interpreter, side by side with the `shakmaty` crate
//!   (`--processes N`: also as whole processes; `--fairy-stockfish PATH`: and against
//!   Fairy-Stockfish; `--against BIN`: with a reference build in the same loops; `--record`:
//!   writes `xtask/measured/perft.json` for the README).
//! - `bench-archive`: plies per second of `trongtai adjudicate` against python-chess on the chess
//!   archives, and on the xiangqi archives (`--against BIN`, `--record` as for `bench`).
//! - `bench-bindings`: the Python and npm packages' sizes, `import trongtai` time and archive
//!   throughput per thread from Python against the command (`xtask/bench_bindings.py`).
//! - `bench-unwin`: the unwinnability analysis on its hard set (`--archives`: and on every
//!   position of the shared archives where the arbiter looks for a dead position; `--fens FILE`:
//!   on the positions listed, by default `xtask/unwin-open.txt`; `--record`: writes its parts of
//!   `xtask/measured/unwin.json`).
//! - `schema`: regenerate the JSON Schemas of the rule files in `rules/schema/`.
//! - `docs`: write the reference documentation `docs/` (`--check`: only report stale files;
//!   `--check-browser`: then open every page in headless Chromium and check links and diagrams,
//!   and use the arbiter's desk `docs/desk/` in Chromium through chromedriver).
//! - `desk`: only build the arbiter's desk into `docs/desk/` (`--check-browser`: then use it in
//!   Chromium).
//! - `install`: install `trongtai` with the arbiter's desk embedded (`TRONGTAI_DESK_DIR`), so
//!   that `trongtai docs` outside a checkout writes a working desk; options go to `cargo install`.
//! - `npm`: build and pack the npm package `trongtai-wasm` (the desk's WebAssembly module and
//!   its ES module) into `<target>/npm/`.
//! - `readme`: regenerate the figures of README.md from the commands that give them.

mod bench;
mod bench_archive;
mod bench_bindings;
mod bench_growth;
mod bench_unwin;
mod browser;
mod desk;
mod desk_browser;
mod desk_events;
mod docs;
mod impact_editions;
mod install;
mod measure;
mod npm;
mod readme;
mod schema;

use std::path::PathBuf;
use std::process::Command;

use anyhow::{bail, Context};

fn project_root() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    dir.parent().map(PathBuf::from).unwrap_or(dir)
}

/// Builds the release `trongtai` and gives its path, in the target directory cargo uses
/// (`CARGO_TARGET_DIR` when set).
fn release_binary() -> anyhow::Result<PathBuf> {
    let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["build", "--release", "--quiet", "--bin", "trongtai"])
        .status()
        .context("cargo build --release")?;
    if !status.success() {
        bail!("cargo build --release --bin trongtai failed");
    }
    Ok(desk::target_dir().join("release").join("trongtai"))
}

fn main() -> anyhow::Result<()> {
    std::env::set_current_dir(project_root())?;
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("bench") => bench::run(&args[1..]),
        Some("shakmaty-perft") => bench::shakmaty_command(&args[1..]),
        Some("bench-archive") => bench_archive::run(&args[1..]),
        Some("bench-bindings") => bench_bindings::run(&args[1..]),
        Some("bench-unwin") => bench_unwin::command(&args[1..]),
        Some("schema") => schema::run(),
        Some("docs") => docs::run(&args[1..]),
        Some("readme") => readme::run(&args[1..]),
        Some("impact-editions") => impact_editions::run(&args[1..]),
        Some("desk") => desk::run(&args[1..]),
        Some("install") => install::run(&args[1..]),
        Some("npm") => npm::run(&args[1..]),
        _ => {
            eprintln!("usage: cargo xtask bench [--quick] [--processes N] [--fairy-stockfish PATH] [--against BIN] [--record] | cargo xtask bench-archive [--archives DIR] [--runs N] [--against BIN] [--stream] [--record] | cargo xtask bench-unwin [--archives] [--games N] [--only chess|xiangqi] [--fens [FILE]] [--record] | cargo xtask bench-bindings [--archives DIR] [--runs N] [--record] | cargo xtask schema | cargo xtask docs [--check] [--check-browser] | cargo xtask desk [--check-browser] | cargo xtask install [CARGO-INSTALL-OPTIONS] | cargo xtask npm | cargo xtask readme [--check] | cargo xtask impact-editions [--archives DIR] [--record]");
            std::process::exit(2);
        }
    }
}
