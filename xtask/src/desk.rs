//! The arbiter's desk in the generated site: `docs/desk/` is the page of `crates/desk/www/`
//! (copied) and `desk.wasm`, the `trongtai-desk` crate compiled for `wasm32-unknown-unknown`
//! with the `desk` profile.
//!
//! `desk.wasm` is not committed (`.gitignore`) and not compared by the docs freshness test: it is
//! a compiler output whose bytes depend on the toolchain version and on the paths it was built
//! from, not text derived from the rule files; `cargo xtask docs` rebuilds it every time. The
//! page's text files are compared (`crates/desk/tests/page.rs`).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// The page's source files, copied into `docs/desk/`.
/// (`trongtai.js` is also the npm package's module: the page calls the arbiter through it.)
pub const PAGE_FILES: [&str; 4] = ["index.html", "desk.js", "desk.css", "trongtai.js"];

/// The page's labels as shipped, generated into `<docs>/desk/` from the catalogues.
pub const LABELS_FILE: &str = "labels.js";

/// The WebAssembly target the desk is built for.
const TARGET: &str = "wasm32-unknown-unknown";

pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("target"))
}

/// The size of a file compressed by `gzip -9`, if `gzip` runs.
pub fn gzip_size(path: &Path) -> Option<u64> {
    let out = Command::new("gzip").arg("-9").arg("-c").arg(path).output().ok()?;
    out.status.success().then_some(out.stdout.len() as u64)
}

/// `cargo xtask desk [--check-browser]`: builds the desk into `docs/desk/`, then uses it in
/// Chromium if asked.
pub fn run(args: &[String]) -> anyhow::Result<()> {
    let browser = args.iter().any(|a| a == "--check-browser");
    if let Some(bad) = args.iter().find(|a| *a != "--check-browser") {
        anyhow::bail!("unknown argument `{bad}`, expected --check-browser");
    }
    let docs = Path::new("docs");
    build(docs)?;
    if browser {
        crate::desk_browser::check(docs)?;
    }
    Ok(())
}

/// Compiles the desk crate to WebAssembly with the `desk` profile: the module's path.
pub fn wasm() -> anyhow::Result<PathBuf> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .args([
            "build",
            "--quiet",
            "-p",
            "trongtai-desk",
            "--lib",
            "--target",
            TARGET,
            "--profile",
            "desk",
        ])
        .status()?;
    if !status.success() {
        anyhow::bail!("building the desk for {TARGET} failed (is the target installed? rustup target add {TARGET})");
    }
    Ok(target_dir().join(TARGET).join("desk").join("trongtai_desk.wasm"))
}

/// Builds the WebAssembly module and writes the page into `<docs>/desk/`.
pub fn build(docs: &Path) -> anyhow::Result<()> {
    let started = Instant::now();
    let wasm = wasm()?;
    let out = docs.join("desk");
    std::fs::create_dir_all(&out)?;
    for name in PAGE_FILES {
        let text = std::fs::read(Path::new("crates/desk/www").join(name))?;
        write_if_changed(&out.join(name), &text)?;
    }
    // The labels as shipped, generated from the catalogues (shown before the WebAssembly loads).
    write_if_changed(&out.join(LABELS_FILE), trongtai_desk::labels::module().as_bytes())?;
    let bytes = std::fs::read(&wasm)?;
    write_if_changed(&out.join("desk.wasm"), &bytes)?;
    let gz = gzip_size(&out.join("desk.wasm"))
        .map(|n| format!(", {:.2} MB gzip -9", n as f64 / 1e6))
        .unwrap_or_default();
    println!(
        "docs/desk/: desk.wasm {:.2} MB{gz}, built in {:.1} s",
        bytes.len() as f64 / 1e6,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn write_if_changed(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if std::fs::read(path).is_ok_and(|old| old == bytes) {
        return Ok(());
    }
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("file");
    let tmp = path.with_file_name(format!(".{name}.tmp"));
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, path)
}
