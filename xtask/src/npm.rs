//! `cargo xtask npm`: the npm package `trongtai-wasm`, packed. The desk's WebAssembly module
//! (`crates/desk`, the `desk` profile) as `trongtai.wasm`, the ES module the desk page also uses
//! (`crates/desk/www/trongtai.js`), and `crates/desk/npm/` (package.json, type declarations,
//! README) are put together in `<target>/npm/trongtai-wasm/` and packed there by `npm pack`; the
//! tarball's path is the last line printed. `.ci/run` installs it in a scratch folder and runs
//! the package's tests (`crates/desk/npm/test/`) with Node's test runner.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::desk::{gzip_size, target_dir, wasm};

/// Builds and packs the package; prints the tarball's path.
pub fn run(args: &[String]) -> anyhow::Result<()> {
    if let Some(bad) = args.first() {
        anyhow::bail!("unknown argument `{bad}`, expected none");
    }
    println!("{}", pack()?.display());
    Ok(())
}

/// Builds and packs the package: the tarball's absolute path.
pub fn pack() -> anyhow::Result<PathBuf> {
    let module = wasm()?;
    let out = target_dir().join("npm");
    let dir = out.join("trongtai-wasm");
    if dir.exists() {
        std::fs::remove_dir_all(&dir)?;
    }
    std::fs::create_dir_all(&dir)?;
    std::fs::copy(&module, dir.join("trongtai.wasm"))?;
    std::fs::copy("crates/desk/www/trongtai.js", dir.join("trongtai.js"))?;
    for name in ["package.json", "trongtai.d.ts", "README.md"] {
        std::fs::copy(Path::new("crates/desk/npm").join(name), dir.join(name))?;
    }
    let packed = Command::new("npm")
        .args(["pack", "--silent", "--pack-destination"])
        .arg(std::path::absolute(&out)?)
        .current_dir(&dir)
        .output()?;
    if !packed.status.success() {
        anyhow::bail!("npm pack failed: {}", String::from_utf8_lossy(&packed.stderr));
    }
    let name = String::from_utf8_lossy(&packed.stdout)
        .trim()
        .lines()
        .last()
        .unwrap_or("")
        .to_owned();
    // Without the name npm printed, `out` itself would pass for the tarball: nothing was packed.
    if name.is_empty() || !name.ends_with(".tgz") {
        anyhow::bail!("npm pack printed no tarball name (got {name:?}): nothing was packed");
    }
    let tarball = out.join(&name);
    let size = std::fs::metadata(&tarball)?.len();
    let wasm_size = std::fs::metadata(dir.join("trongtai.wasm"))?.len();
    let gz =
        gzip_size(&dir.join("trongtai.wasm")).map_or(String::new(), |n| format!(", {:.2} MB gzip -9", n as f64 / 1e6));
    eprintln!(
        "trongtai-wasm: tarball {:.2} MB; trongtai.wasm {:.2} MB{gz}",
        size as f64 / 1e6,
        wasm_size as f64 / 1e6
    );
    Ok(std::path::absolute(&tarball)?)
}
