//! The receipt's hashes: SHA-256 of every input, read once.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::fs::File;
use std::io::{BufReader, Read};
use std::path::Path;

use anyhow::Context;
use sha2::{Digest, Sha256};
use trongtai_rulebook::Rulebook;

use crate::*;

/// The SHA-256 of bytes, in lower-case hex.
pub(crate) fn hex_sha256(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().fold(String::with_capacity(64), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// The SHA-256 and length of what has been read of an archive so far.
#[derive(Default)]
pub(crate) struct Hashing {
    pub(crate) hasher: Sha256,
    pub(crate) bytes: u64,
}

/// The rule files of rulebooks (their `extends` chains and game definitions), hashed as the
/// engine read them (the shipped ones as embedded in the binary), sorted, each once.
pub(crate) fn rule_files(books: &[&Rulebook]) -> Vec<Hashed> {
    let mut set = BTreeSet::new();
    for book in books {
        for file in book.files().iter().chain([book.game_file()]) {
            set.insert(Hashed {
                path: file.path().to_owned(),
                sha256: hex_sha256(file.text().as_bytes()),
                bytes: None,
            });
        }
    }
    set.into_iter().collect()
}

/// The SHA-256 of the `sha256sum`-style listing of files.
pub(crate) fn digest_of(files: &[Hashed]) -> String {
    let listing: String = files.iter().map(|f| format!("{}  {}\n", f.sha256, f.path)).collect();
    hex_sha256(listing.as_bytes())
}

impl Hashed {
    /// An archive file's SHA-256, read in blocks, and its length, as the receipt lists it.
    ///
    /// # Errors
    ///
    /// When the file cannot be read (naming it).
    pub fn archive(path: &Path) -> anyhow::Result<Hashed> {
        let mut reader = BufReader::new(File::open(path).with_context(|| format!("{}", path.display()))?);
        let mut hasher = Sha256::new();
        let mut buf = vec![0u8; 1 << 16];
        let mut bytes = 0u64;
        loop {
            let n = reader.read(&mut buf).with_context(|| format!("{}", path.display()))?;
            if n == 0 {
                break;
            }
            bytes += n as u64;
            hasher.update(&buf[..n]);
        }
        Ok(Hashed {
            path: path.display().to_string(),
            sha256: hex(&hasher.finalize()),
            bytes: Some(bytes),
        })
    }
}
