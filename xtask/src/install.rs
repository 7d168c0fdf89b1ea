//! `cargo xtask install [cargo install options]`: installs `trongtai` with the arbiter's desk
//! inside it, so that `trongtai docs` outside a checkout writes a working desk (`desk/`, with its
//! WebAssembly) and links it. It builds the desk into `docs/desk/` (as `cargo xtask desk`), then
//! runs `cargo install --path . --locked` with `TRONGTAI_DESK_DIR` naming that folder (the root
//! `build.rs` embeds it); the options given are passed on (`--root DIR`, `--force`). A plain
//! `cargo build` or `cargo install` embeds no desk and builds no WebAssembly.

use std::path::Path;
use std::process::Command;

pub fn run(args: &[String]) -> anyhow::Result<()> {
    let docs = Path::new("docs");
    crate::desk::build(docs)?;
    let desk = docs.join("desk").canonicalize()?;
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .args(["install", "--path", ".", "--locked"])
        .args(args)
        .env("TRONGTAI_DESK_DIR", &desk)
        .status()?;
    anyhow::ensure!(
        status.success(),
        "cargo install with the desk of {} failed",
        desk.display()
    );
    println!("trongtai installed with the desk of {}", desk.display());
    Ok(())
}
