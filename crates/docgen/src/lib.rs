//! The reference documentation of trongtai, generated from the rule files.
//!
//! [`generate`] reads the rulebooks (with the provenance of every value), the article indexes
//! (`rules/articles/`), the Vietnamese law texts (`seeds/`, cut per article as
//! `rules/docs/site.ron` says), the scenarios' citations (through the coverage index of
//! `trongtai-scenario`), the compiled movement data of each game (through `trongtai-engine`) and
//! the JSON Schemas (`rules/schema/`), and returns every file of the site in memory: Markdown and
//! HTML pages in Vietnamese (`vi/`) and English (`en/`), SVG diagrams, one style sheet. Nothing
//! depends on the time or the machine, so the output is the same on every run. [`write`] puts a
//! site on disk, never touching a file it did not write (a manifest lists those it did); [`stale`]
//! lists what differs.
//!
//! This crate holds no game logic: it prints what the other crates compute.

mod assets;
mod chase;
mod diagram;
mod doc;
mod labels;
mod notes;
mod pages;
mod schema_ref;
mod texts;
mod write;

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

pub use diagram::Glyphs;
pub use labels::Lang;
pub use write::{manifest_text, write, write_keeping, Conflict, Done, SiteError, MANIFEST};

/// An error of generation: one line naming the file and what was expected, said in the output
/// language when shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocError(pub trongtai_i18n::Text);

impl DocError {
    /// An error of another library, as it says itself (in the output language, for those whose
    /// words are the catalogues').
    pub(crate) fn from_display(e: impl fmt::Display) -> Self {
        DocError(trongtai_i18n::Message::text(&trongtai_i18n::msg::Verbatim {
            text: &e.to_string(),
        }))
    }

    /// `path: why` for an error of another library about a file.
    pub(crate) fn at(path: impl fmt::Display, e: impl fmt::Display) -> Self {
        DocError::from_display(format_args!("{path}: {e}"))
    }
}

impl<M: trongtai_i18n::Message> From<M> for DocError {
    fn from(m: M) -> Self {
        DocError(m.text())
    }
}

impl fmt::Display for DocError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for DocError {}

/// Every file of the site, by path relative to the site root (`en/index.html`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Site {
    /// Path → contents.
    pub files: BTreeMap<String, String>,
    /// Path → bytes of the files that are not text (the arbiter's desk's WebAssembly, when the
    /// binary carries it); written and tracked like the others.
    pub binary: BTreeMap<String, Vec<u8>>,
}

impl Site {
    /// The total size in bytes.
    pub fn bytes(&self) -> usize {
        self.files.values().map(String::len).sum::<usize>() + self.binary.values().map(Vec::len).sum::<usize>()
    }

    /// Every file, text or not, as its path and bytes, in the order of the paths.
    pub fn contents(&self) -> Vec<(&String, &[u8])> {
        let mut all: Vec<(&String, &[u8])> = self
            .files
            .iter()
            .map(|(p, t)| (p, t.as_bytes()))
            .chain(self.binary.iter().map(|(p, b)| (p, b.as_slice())))
            .collect();
        all.sort_by(|a, b| a.0.cmp(b.0));
        all
    }

    /// The bytes of file `path`, text or not.
    pub fn get(&self, path: &str) -> Option<&[u8]> {
        self.files
            .get(path)
            .map(String::as_bytes)
            .or_else(|| self.binary.get(path).map(Vec::as_slice))
    }
}

/// Generates the whole site from the repository at `root`.
///
/// # Errors
///
/// When a rule file, article index, law text, scenario, label table or schema cannot be read,
/// or a label is missing.
pub fn generate(root: &Path) -> Result<Site, DocError> {
    pages::generate(&Options {
        root: Some(root.to_path_buf()),
        rulebooks: None,
        langs: Lang::ALL.to_vec(),
        glyphs: Glyphs::default(),
        library: None,
        desk: true,
    })
}

/// What a site holds and where its sources come from.
#[derive(Debug, Clone)]
pub struct Options {
    /// The repository to read the law texts, article indexes, labels and scenarios from; `None`
    /// uses the copies embedded in the binary (no scenarios then).
    pub root: Option<std::path::PathBuf>,
    /// The rulebooks (ids or paths to `.ron` files, shipped or not), each with the shipped
    /// rulebooks it extends; `None` for every shipped rulebook.
    pub rulebooks: Option<Vec<String>>,
    /// The languages to write.
    pub langs: Vec<Lang>,
    /// How xiangqi pieces are written on the diagrams.
    pub glyphs: Glyphs,
    /// Without a checkout (`root` is `None`): a folder holding the scenario library as a
    /// checkout does (`scenarios/`, `rules/articles/`; the binary unpacks its embedded copy
    /// there), from which the scenarios citing each article, the chase pages and the history
    /// pages' changed rulings are computed. The scenarios the pages link to are then copied into
    /// the site (`scenarios/…`), so that no link leads out of it.
    pub library: Option<std::path::PathBuf>,
    /// Whether the site has the arbiter's desk in `desk/` (written beside the pages by whoever
    /// has it: `cargo xtask docs`, or a binary built with it): the rulebook pages link to it
    /// only then.
    pub desk: bool,
}

/// Generates a site as `opts` says: for any rule files, with or without a checkout.
///
/// # Errors
///
/// As [`generate`]; also when a rulebook named cannot be loaded.
pub fn generate_with(opts: &Options) -> Result<Site, DocError> {
    pages::generate(opts)
}

/// The folder of the site that holds the arbiter's desk (`crates/desk`), linked from every
/// rulebook page.
pub const DESK_DIR: &str = "desk";

/// The files of `dir` (recursively, relative paths with `/`, links not followed), sorted,
/// except the desk (written by `cargo xtask docs` from crates/desk, a WebAssembly build, not by
/// this crate: neither stale nor extra here) and the manifest.
fn existing(dir: &Path) -> Vec<String> {
    fn walk(dir: &Path, prefix: &str, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        let mut paths: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for path in paths {
            let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
                continue;
            };
            let rel = format!("{prefix}{name}");
            if prefix.is_empty() && (name == DESK_DIR || name == MANIFEST) {
                continue;
            }
            if std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_dir()) {
                walk(&path, &format!("{rel}/"), out);
            } else {
                out.push(rel);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, "", &mut out);
    out
}

/// What differs between `site` and the files under `dir`: `stale <path>` (content differs),
/// `missing <path>`, `extra <path>` (a file the site no longer has), and the manifest when it
/// does not list the site as written.
pub fn stale(site: &Site, dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for (path, bytes) in site.contents() {
        match std::fs::read(dir.join(path)) {
            Ok(old) if old == bytes => {}
            Ok(_) => out.push(format!("stale {path}")),
            Err(_) => out.push(format!("missing {path}")),
        }
    }
    for path in existing(dir) {
        if site.get(&path).is_none() {
            out.push(format!("extra {path}"));
        }
    }
    match std::fs::read_to_string(dir.join(MANIFEST)) {
        Ok(old) if old == write::manifest_text(site) => {}
        Ok(_) => out.push(format!("stale {MANIFEST}")),
        Err(_) => out.push(format!("missing {MANIFEST}")),
    }
    out
}
