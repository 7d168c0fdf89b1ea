//! Records the commit the binary is built from (`git describe`), for the receipt of `trongtai
//! impact` and for `trongtai --version` (`TRONGTAI_VERSION`: the crate version, then the commit in
//! parentheses), so that a measurement or a verdict names the build that made it. Without git (a
//! source tarball), `TRONGTAI_GIT_DESCRIBE` may be set by hand; else both give the crate version
//! alone.

use std::path::Path;
use std::process::Command;

/// The trimmed output of a git command, if it runs and prints something.
fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8(out.stdout).ok()?.trim().to_owned();
    (!text.is_empty()).then_some(text)
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=TRONGTAI_GIT_DESCRIBE");
    let describe = std::env::var("TRONGTAI_GIT_DESCRIBE")
        .ok()
        .or_else(|| git(&["describe", "--always", "--tags", "--abbrev=12"]));
    let crate_version = std::env::var("CARGO_PKG_VERSION").unwrap_or_default();
    match &describe {
        Some(describe) => {
            println!("cargo:rustc-env=TRONGTAI_GIT_DESCRIBE={describe}");
            println!("cargo:rustc-env=TRONGTAI_VERSION={crate_version} ({describe})");
        }
        None => println!("cargo:rustc-env=TRONGTAI_VERSION={crate_version}"),
    }
    // Build again when HEAD moves: HEAD itself (another branch), the branch's ref (a commit),
    // and packed refs. Only files that exist are named, or cargo would rerun this every time.
    let mut watched = vec![
        git(&["rev-parse", "--git-path", "HEAD"]),
        git(&["rev-parse", "--git-path", "packed-refs"]),
    ];
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watched.push(git(&["rev-parse", "--git-path", &branch]));
    }
    for path in watched.into_iter().flatten() {
        if Path::new(&path).exists() {
            println!("cargo:rerun-if-changed={path}");
        }
    }
}
