//! The scenario library embedded in the binary (packed by `build.rs`), so that `trongtai docs`
//! and `trongtai impact` work outside a checkout: the site lists the scenarios citing each
//! article and draws the chase diagrams, `impact` compares the library's scenarios.
//!
//! The whole library is embedded, not only an index of it: `impact` runs every scenario under
//! two rulebooks, and the chase page replays the repetition scenarios, so both need the files
//! themselves. Deflated it costs the binary about 109 kB (617 kB in 650 files).
//!
//! The readers of the library (the coverage, the chase page, the impact runner) read files, so
//! [`Unpacked`] writes it into a fresh folder of the system's temporary directory, which it
//! removes when dropped: nothing the program did not create is touched, and nothing is left.

use std::io::Read;
use std::path::{Path, PathBuf};

use trongtai_i18n::{io_error, msg, Message};

/// The packed library: see `build.rs`.
const PACKED: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/scenarios.deflate"));

/// The embedded files: (path relative to the repository root, `scenarios/…`, bytes).
///
/// # Errors
///
/// When the packed data is damaged (a build fault): it names what was expected.
fn files() -> anyhow::Result<Vec<(String, Vec<u8>)>> {
    let mut raw = Vec::new();
    flate2::read::DeflateDecoder::new(PACKED)
        .read_to_end(&mut raw)
        .map_err(|e| anyhow::Error::new(msg::LibraryUnreadable { why: &io_error(&e) }.text()))?;
    let mut out = Vec::new();
    let mut rest = raw.as_slice();
    let damaged = || anyhow::Error::new(msg::LibraryDamaged.text());
    while !rest.is_empty() {
        let mut line = || -> anyhow::Result<String> {
            let end = rest.iter().position(|b| *b == b'\n').ok_or_else(damaged)?;
            let text = std::str::from_utf8(&rest[..end]).map_err(|_| damaged())?.to_owned();
            rest = &rest[end + 1..];
            Ok(text)
        };
        let path = line()?;
        let len: usize = line()?.parse().map_err(|_| damaged())?;
        if len > rest.len() || path.split('/').any(|c| c.is_empty() || c == "..") {
            return Err(damaged());
        }
        out.push((path, rest[..len].to_vec()));
        rest = &rest[len..];
    }
    Ok(out)
}

/// `path: why` for a file or folder of the unpacked library that cannot be written.
fn cannot_write(path: &Path, e: &std::io::Error) -> anyhow::Error {
    anyhow::Error::new(
        msg::LibraryCannotWrite {
            path: &path.display().to_string(),
            why: &io_error(e),
        }
        .text(),
    )
}

/// A folder holding the embedded library as a checkout does: `scenarios/` and the article
/// indexes `rules/articles/` (the coverage reads both). Removed when dropped.
#[derive(Debug)]
pub struct Unpacked {
    dir: PathBuf,
}

impl Unpacked {
    /// Writes the library into a new folder of the temporary directory; `None` when the binary
    /// has none (built from a source without `scenarios/`).
    ///
    /// # Errors
    ///
    /// When the packed library is damaged or the folder cannot be written.
    pub fn new() -> anyhow::Result<Option<Self>> {
        let files = files()?;
        if files.is_empty() {
            return Ok(None);
        }
        let tmp = std::env::temp_dir();
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        // A new folder of our own: `create_dir` refuses one that exists.
        let mut n = 0u32;
        let dir = loop {
            let dir = tmp.join(format!("trongtai-library-{}-{stamp}-{n}", std::process::id()));
            match std::fs::create_dir(&dir) {
                Ok(()) => break dir,
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 100 => n += 1,
                Err(e) => return Err(cannot_write(&dir, &e)),
            }
        };
        let unpacked = Self { dir };
        let indexes = trongtai_scenario::coverage::SHIPPED_INDEXES
            .iter()
            .map(|(id, text)| (format!("rules/articles/{id}.ron"), text.as_bytes().to_vec()));
        for (rel, bytes) in files.into_iter().chain(indexes) {
            let path = unpacked.dir.join(&rel);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent).map_err(|e| cannot_write(parent, &e))?;
            }
            std::fs::write(&path, bytes).map_err(|e| cannot_write(&path, &e))?;
        }
        Ok(Some(unpacked))
    }

    /// The folder: the root of a checkout as far as the scenarios go.
    pub fn root(&self) -> &Path {
        &self.dir
    }

    /// Its `scenarios/` folder.
    pub fn scenarios(&self) -> PathBuf {
        self.dir.join("scenarios")
    }
}

impl Drop for Unpacked {
    fn drop(&mut self) {
        // Only the folder `new` created.
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
