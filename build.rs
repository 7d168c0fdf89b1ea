//! Records the commit the binary is built from (`git describe`), for the receipt of `trongtai
//! impact` and for `trongtai --version` (`TRONGTAI_VERSION`: the crate version, then the commit in
//! parentheses), so that a measurement or a verdict names the build that made it. Without git (a
//! source tarball), `TRONGTAI_GIT_DESCRIBE` may be set by hand; else both give the crate version
//! alone.

use std::io::Write;
use std::path::{Path, PathBuf};
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

/// Every file under `dir` (recursively, links not followed), sorted, as paths relative to `base`
/// written with `/`.
fn files(dir: &Path, base: &Path, out: &mut Vec<(String, PathBuf)>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        let Ok(meta) = std::fs::symlink_metadata(&path) else {
            continue;
        };
        if meta.is_dir() {
            files(&path, base, out);
        } else if meta.is_file() {
            let rel = path.strip_prefix(base).unwrap_or(&path);
            let rel: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            out.push((rel.join("/"), path));
        }
    }
}

/// The scenario library (`scenarios/`), packed for `src/library.rs`: each file as its path, a
/// newline, its length in bytes, a newline and its bytes, the whole compressed with deflate
/// (617 kB of RON become 109 kB). A source without `scenarios/`
/// packs an empty library, which `trongtai` reports as such.
fn pack_scenarios() {
    println!("cargo:rerun-if-changed=scenarios");
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
    let mut list = Vec::new();
    files(&root.join("scenarios"), &root, &mut list);
    let mut raw = Vec::new();
    for (rel, path) in &list {
        let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        raw.extend_from_slice(format!("{rel}\n{}\n", bytes.len()).as_bytes());
        raw.extend_from_slice(&bytes);
    }
    let mut gz = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
    let packed = gz
        .write_all(&raw)
        .and_then(|()| gz.finish())
        .expect("deflate in memory");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("scenarios.deflate");
    std::fs::write(&out, packed).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
}

/// The files of a built desk (what `cargo xtask desk` writes into `docs/desk/`).
const DESK_FILES: [&str; 6] = [
    "index.html",
    "desk.js",
    "desk.css",
    "trongtai.js",
    "labels.js",
    "desk.wasm",
];

/// The arbiter's desk, for a binary built to carry it (`cargo xtask install`): when
/// `TRONGTAI_DESK_DIR` names a folder holding a built desk, its files are embedded
/// (`desk.rs`: `DESK`, each file's name and bytes) and `trongtai docs` writes them into the
/// site's `desk/`; without it `DESK` is empty and nothing is built here (no WebAssembly build
/// inside a build script: a plain `cargo build` costs what it did).
fn embed_desk() {
    println!("cargo:rerun-if-env-changed=TRONGTAI_DESK_DIR");
    let mut code = String::from("/// The built desk embedded in this binary: (file name, bytes); empty without one.\npub(crate) const DESK: &[(&str, &[u8])] = &[\n");
    if let Some(dir) = std::env::var_os("TRONGTAI_DESK_DIR").filter(|d| !d.is_empty()) {
        let dir = PathBuf::from(dir);
        for name in DESK_FILES {
            let path = dir.join(name);
            println!("cargo:rerun-if-changed={}", path.display());
            let path = path.canonicalize().unwrap_or_else(|e| {
                panic!(
                    "TRONGTAI_DESK_DIR: {}: {e}, expected a desk built by `cargo xtask desk` ({})",
                    path.display(),
                    DESK_FILES.join(", ")
                )
            });
            code.push_str(&format!(
                "    ({name:?}, include_bytes!({:?})),\n",
                path.display().to_string()
            ));
        }
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("desk.rs");
    if std::fs::read_to_string(&out).ok().as_deref() != Some(code.as_str()) {
        std::fs::write(&out, code).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
    }
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    pack_scenarios();
    embed_desk();
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
