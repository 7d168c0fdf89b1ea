//! Records the commit the binary is built from (`git describe`), for the receipt of `trongtai
//! impact`. Without git (a source tarball), `TRONGTAI_GIT_DESCRIBE` may be set by hand; else the
//! receipt gives the crate version alone.

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
    if let Some(describe) = describe {
        println!("cargo:rustc-env=TRONGTAI_GIT_DESCRIBE={describe}");
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
