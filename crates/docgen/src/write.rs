//! Putting a site on disk without ever removing or overwriting a file that `trongtai docs` did
//! not write.
//!
//! The folder keeps a manifest, [`MANIFEST`]: every file the last run wrote, with the SHA-256
//! of what it wrote. A run
//!
//! - writes into a folder that is new, empty, or holds a manifest; a folder with other files and
//!   no manifest is refused, unless every file in it is already the very file the site would
//!   write (a site written before manifests existed, or copied whole);
//! - replaces a file only if the manifest lists it and it is still as written (its hash), or it
//!   already holds the new text; a file it did not write, or one changed since, is a conflict,
//!   and any conflict refuses the whole run before anything is written;
//! - removes a file the site no longer has only if the manifest lists it and it is unchanged
//!   (one changed since is kept and reported), then the folders this leaves empty;
//! - never follows a symbolic link inside the folder (a link where a page or a folder of the
//!   site goes is a conflict), and writes each file through a new temporary file created
//!   exclusively under a name no one can guess, renamed over the old one;
//! - writes the manifest last; the manifest itself is never a page.
//!
//! Names at the top of the folder that belong to another writer (the arbiter's desk that
//! `cargo xtask docs` builds into `docs/desk/`) are left out of all of this ([`write_keeping`]).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::{Component, Path, PathBuf};

use sha2::{Digest, Sha256};
use trongtai_i18n::{msg, Lang, Message as _, Text};
use trongtai_rulebook::files::{self, Kind};

use crate::Site;

/// The manifest's file name, at the top of the site's folder.
pub const MANIFEST: &str = ".trongtai-docs-manifest";

/// The first line of a manifest: what it is, in its format's version.
const HEADER: &str = "trongtai-docs-manifest 1";

/// The most paths a refusal lists (the rest are counted).
const SHOWN: usize = 8;

/// Why a site was not written (nothing was, unless the error says otherwise).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SiteError {
    /// The path given for the folder is not a folder.
    NotAFolder(PathBuf),
    /// The folder holds files `trongtai docs` did not write and has no manifest.
    NotOurs {
        /// The folder.
        dir: PathBuf,
        /// Some of the files, relative to it.
        found: Vec<String>,
        /// How many in all.
        count: usize,
    },
    /// Paths the site would write that hold something else.
    Conflicts {
        /// The folder.
        dir: PathBuf,
        /// `(path, why)`, some of them.
        found: Vec<(String, Conflict)>,
        /// How many in all.
        count: usize,
    },
    /// The manifest cannot be read or is not one.
    BadManifest {
        /// The manifest's path.
        path: PathBuf,
        /// What is wrong.
        message: String,
    },
    /// A file or folder could not be written or removed.
    Io {
        /// The path.
        path: PathBuf,
        /// What the system said.
        message: String,
    },
}

/// Why a path of the site cannot be written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conflict {
    /// A file there that `trongtai docs` did not write.
    NotWritten,
    /// A file `trongtai docs` wrote, changed since.
    Changed,
    /// A symbolic link, which is not followed.
    Link,
    /// Something that is not a regular file or a folder (or a file where a folder goes).
    Other(Option<Kind>),
}

impl Conflict {
    /// Why the path is in the way, as a message of the catalogues.
    fn text(self) -> Text {
        match self {
            Conflict::NotWritten => msg::DocsConflictNotWritten.text(),
            Conflict::Changed => msg::DocsConflictChanged.text(),
            Conflict::Link => msg::DocsConflictLink.text(),
            Conflict::Other(Some(Kind::Directory)) => msg::DocsConflictFolder.text(),
            Conflict::Other(_) => msg::DocsConflictOther.text(),
        }
    }
}

/// " and N more" after a list cut at `shown` of `count` items; empty when nothing was cut.
fn more(shown: usize, count: usize) -> Text {
    match count.checked_sub(shown).filter(|n| *n > 0) {
        Some(n) => msg::DocsSiteMore { n: n as u64 }.text(),
        None => Text::empty(),
    }
}

impl SiteError {
    /// The message, as the catalogues say it.
    pub fn text(&self) -> Text {
        match self {
            SiteError::NotAFolder(dir) => msg::DocsSiteNotAFolder {
                dir: &dir.display().to_string(),
            }
            .text(),
            SiteError::NotOurs { dir, found, count } => msg::DocsSiteNotOurs {
                dir: &dir.display().to_string(),
                found: &found.join(", "),
                more: &more(found.len(), *count),
                manifest: MANIFEST,
            }
            .text(),
            SiteError::Conflicts { dir, found, count } => msg::DocsSiteConflicts {
                dir: &dir.display().to_string(),
                found: &Text::joined(
                    found
                        .iter()
                        .map(|(path, why)| msg::DocsConflictItem { path, why: &why.text() }.text())
                        .collect(),
                    ", ",
                ),
                more: &more(found.len(), *count),
            }
            .text(),
            SiteError::BadManifest { path, message } => msg::DocsSiteBadManifest {
                path: &path.display().to_string(),
                message,
            }
            .text(),
            SiteError::Io { path, message } => msg::DocsSiteIo {
                path: &path.display().to_string(),
                message,
            }
            .text(),
        }
    }

    /// The message in English.
    pub fn en(&self) -> String {
        self.text().say(Lang::En)
    }

    /// The message in Vietnamese.
    pub fn vi(&self) -> String {
        self.text().say(Lang::Vi)
    }
}

impl fmt::Display for SiteError {
    /// In the output language, as every message.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for SiteError {}

impl From<SiteError> for std::io::Error {
    fn from(e: SiteError) -> Self {
        std::io::Error::other(e)
    }
}

/// The SHA-256 of a text, in hex.
fn sha256(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// The manifest's text for a site.
pub fn manifest_text(site: &Site) -> String {
    let mut out = String::from(
        "# Written by `trongtai docs`: the files it wrote in this folder, with their SHA-256.\n# It replaces or removes only these, and only while they are unchanged.\n",
    );
    out.push_str(HEADER);
    out.push('\n');
    for (path, bytes) in site.contents() {
        out.push_str(&sha256(bytes));
        out.push(' ');
        out.push_str(path);
        out.push('\n');
    }
    out
}

/// A path of the site (or of a manifest) relative to its folder: plain names only, no `..`, no
/// root, no empty part.
fn relative(path: &str) -> Option<PathBuf> {
    if path.is_empty() || path.contains('\\') {
        return None;
    }
    let p = Path::new(path);
    p.components()
        .all(|c| matches!(c, Component::Normal(_)))
        .then(|| p.to_path_buf())
}

/// Reads the manifest of `dir`, if it has one: path → SHA-256.
fn read_manifest(dir: &Path) -> Result<Option<BTreeMap<String, String>>, SiteError> {
    let path = dir.join(MANIFEST);
    let bad = |message: String| SiteError::BadManifest {
        path: path.clone(),
        message,
    };
    match std::fs::symlink_metadata(&path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(bad(e.to_string())),
        Ok(meta) if !meta.file_type().is_file() => {
            return Err(bad("not a regular file (a link, a folder or a device)".to_owned()))
        }
        Ok(_) => {}
    }
    let text = files::read_text(&path).map_err(|e| bad(e.en()))?;
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    if lines.next() != Some(HEADER) {
        return Err(bad(format!("the first line is not `{HEADER}`")));
    }
    let mut entries = BTreeMap::new();
    for (i, line) in lines.enumerate() {
        let (hash, name) = line
            .split_once(' ')
            .filter(|(h, _)| h.len() == 64 && h.bytes().all(|b| b.is_ascii_hexdigit()))
            .ok_or_else(|| bad(format!("entry {} is not `<sha256> <path>`", i + 1)))?;
        if relative(name).is_none() || name == MANIFEST {
            return Err(bad(format!(
                "entry {} names `{}`, not a path inside the folder",
                i + 1,
                trongtai_rulebook::error::shown(name)
            )));
        }
        entries.insert(name.to_owned(), hash.to_ascii_lowercase());
    }
    Ok(Some(entries))
}

/// What lies at a path, links not followed.
enum Found {
    Nothing,
    File,
    Dir,
    Link,
    Other(Option<Kind>),
}

fn look(path: &Path) -> std::io::Result<Found> {
    match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Found::Nothing),
        Err(e) => Err(e),
        Ok(meta) if meta.file_type().is_symlink() => Ok(Found::Link),
        Ok(meta) if meta.is_dir() => Ok(Found::Dir),
        Ok(meta) if meta.is_file() => Ok(Found::File),
        Ok(meta) => Ok(Found::Other(Kind::of(&meta))),
    }
}

/// The SHA-256 of a regular file's bytes (bounded), `None` if it cannot be read.
fn hash_of(path: &Path) -> Option<String> {
    files::read_bytes(path, files::MAX_TEXT_BYTES.saturating_mul(16))
        .ok()
        .map(|b| sha256(&b))
}

/// Every entry under `dir`, links not followed (a link or a special file is listed, not
/// entered), relative paths with `/`, except the top-level names in `keep` and the manifest.
fn entries(dir: &Path, keep: &[&str]) -> std::io::Result<Vec<(String, Found)>> {
    fn walk(dir: &Path, prefix: &str, keep: &[&str], out: &mut Vec<(String, Found)>) -> std::io::Result<()> {
        let mut names: Vec<_> = std::fs::read_dir(dir)?
            .map(|e| e.map(|e| e.file_name()))
            .collect::<Result<_, _>>()?;
        names.sort();
        for name in names {
            let shown = name.to_string_lossy();
            if prefix.is_empty() && (keep.contains(&shown.as_ref()) || shown == MANIFEST) {
                continue;
            }
            let rel = format!("{prefix}{shown}");
            let path = dir.join(&name);
            match look(&path)? {
                Found::Dir => walk(&path, &format!("{rel}/"), keep, out)?,
                other => out.push((rel, other)),
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(dir, "", keep, &mut out)?;
    Ok(out)
}

/// What [`write`] did to one file of the folder (its path relative to the folder).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Done {
    /// Written (new, or replacing the site's own earlier file).
    Wrote(String),
    /// Removed: the site wrote it once, nobody changed it, and the site no longer has it.
    Removed(String),
    /// Left where it was: the site wrote it once, but it was changed since.
    Kept(String),
}

/// A developer's log line (`cargo xtask docs`); the command says it in the catalogue's words.
impl fmt::Display for Done {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Done::Wrote(path) => write!(f, "wrote {path}"),
            Done::Removed(path) => write!(f, "removed {path}"),
            Done::Kept(path) => write!(f, "kept {path} (changed since written)"),
        }
    }
}

/// Writes `site` under `dir` as the module says. Returns what it did, one [`Done`] per file.
///
/// # Errors
///
/// [`SiteError`]: the folder is not one, is not ours, a path of the site is taken, the manifest
/// is not one, or a file cannot be written.
pub fn write(site: &Site, dir: &Path) -> Result<Vec<Done>, SiteError> {
    write_keeping(site, dir, &[])
}

/// [`write`], leaving alone the top-level names `keep` (another writer's).
///
/// # Errors
///
/// As [`write`].
pub fn write_keeping(site: &Site, dir: &Path, keep: &[&str]) -> Result<Vec<Done>, SiteError> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |e: std::io::Error| SiteError::Io {
            path: path.clone(),
            message: trongtai_rulebook::error::one_line(&e.to_string()),
        }
    };
    // The folder itself: a link to a folder given on the command line is the user's choice.
    match std::fs::metadata(dir) {
        Ok(meta) if !meta.is_dir() => return Err(SiteError::NotAFolder(dir.to_path_buf())),
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            std::fs::create_dir_all(dir).map_err(io(dir))?;
        }
        Err(e) => return Err(io(dir)(e)),
    }
    for (path, _) in site.contents() {
        if relative(path).is_none() || path == MANIFEST {
            return Err(SiteError::Io {
                path: dir.join(path),
                message: "not a path inside the folder".to_owned(),
            });
        }
    }
    let manifest = match read_manifest(dir)? {
        Some(m) => m,
        None => {
            // No manifest: only a folder with nothing but the site's own files is ours.
            let foreign: Vec<String> = entries(dir, keep)
                .map_err(io(dir))?
                .into_iter()
                .filter(|(rel, found)| match found {
                    Found::File => site
                        .get(rel)
                        .is_none_or(|bytes| hash_of(&dir.join(rel)).as_deref() != Some(&sha256(bytes))),
                    _ => true,
                })
                .map(|(rel, _)| rel)
                .collect();
            if !foreign.is_empty() {
                return Err(SiteError::NotOurs {
                    dir: dir.to_path_buf(),
                    count: foreign.len(),
                    found: foreign.into_iter().take(SHOWN).collect(),
                });
            }
            BTreeMap::new()
        }
    };
    // Every path is looked at before anything is written.
    let mut conflicts: Vec<(String, Conflict)> = Vec::new();
    let mut to_write: Vec<&String> = Vec::new();
    let mut folders: BTreeSet<PathBuf> = BTreeSet::new();
    for (path, bytes) in site.contents() {
        let rel = Path::new(path);
        let mut blocked = false;
        for ancestor in rel.ancestors().skip(1).filter(|a| !a.as_os_str().is_empty()) {
            if !folders.insert(ancestor.to_path_buf()) {
                continue;
            }
            let why = match look(&dir.join(ancestor)).map_err(io(&dir.join(ancestor)))? {
                Found::Nothing | Found::Dir => None,
                Found::Link => Some(Conflict::Link),
                Found::File => Some(Conflict::Other(None)),
                Found::Other(kind) => Some(Conflict::Other(kind)),
            };
            if let Some(why) = why {
                conflicts.push((ancestor.to_string_lossy().replace('\\', "/"), why));
                blocked = true;
            }
        }
        if blocked {
            continue;
        }
        let target = dir.join(rel);
        match look(&target).map_err(io(&target))? {
            Found::Nothing => to_write.push(path),
            Found::File => {
                let now = hash_of(&target);
                let new = sha256(bytes);
                if now.as_deref() == Some(new.as_str()) {
                    continue;
                }
                match manifest.get(path) {
                    Some(written) if now.as_deref() == Some(written.as_str()) => to_write.push(path),
                    Some(_) => conflicts.push((path.clone(), Conflict::Changed)),
                    None => conflicts.push((path.clone(), Conflict::NotWritten)),
                }
            }
            Found::Link => conflicts.push((path.clone(), Conflict::Link)),
            Found::Dir => conflicts.push((path.clone(), Conflict::Other(Some(Kind::Directory)))),
            Found::Other(kind) => conflicts.push((path.clone(), Conflict::Other(kind))),
        }
    }
    if !conflicts.is_empty() {
        conflicts.sort_by(|a, b| a.0.cmp(&b.0));
        conflicts.dedup();
        return Err(SiteError::Conflicts {
            dir: dir.to_path_buf(),
            count: conflicts.len(),
            found: conflicts.into_iter().take(SHOWN).collect(),
        });
    }
    let mut done = Vec::new();
    for path in to_write {
        let target = dir.join(path);
        // Folders are made one level at a time, each checked to be a real folder (never a link
        // planted since the look above).
        let mut at = dir.to_path_buf();
        if let Some(parent) = Path::new(path).parent() {
            for part in parent.components() {
                at.push(part);
                match look(&at).map_err(io(&at))? {
                    Found::Dir => {}
                    Found::Nothing => std::fs::create_dir(&at).map_err(io(&at))?,
                    _ => {
                        return Err(SiteError::Io {
                            path: at.clone(),
                            message: "no longer a folder, expected the folder the site writes into".to_owned(),
                        })
                    }
                }
            }
        }
        let bytes = site.get(path).unwrap_or_default();
        files::replace_file(&target, bytes).map_err(|e| SiteError::Io {
            path: target.clone(),
            message: e.en(),
        })?;
        done.push(Done::Wrote(path.clone()));
    }
    for (path, written) in &manifest {
        if site.get(path).is_some() {
            continue;
        }
        let Some(rel) = relative(path) else { continue };
        // The whole way there must be real folders: a link planted in it is not followed.
        let through_folders = rel
            .ancestors()
            .skip(1)
            .filter(|a| !a.as_os_str().is_empty())
            .all(|a| matches!(look(&dir.join(a)), Ok(Found::Dir)));
        let target = dir.join(&rel);
        if !through_folders {
            continue;
        }
        match look(&target) {
            Ok(Found::File) if hash_of(&target).as_deref() == Some(written.as_str()) => {
                std::fs::remove_file(&target).map_err(io(&target))?;
                done.push(Done::Removed(path.clone()));
                let mut parent = target.clone();
                while parent.pop() && parent != dir {
                    if std::fs::remove_dir(&parent).is_err() {
                        break;
                    }
                }
            }
            Ok(Found::File) => done.push(Done::Kept(path.clone())),
            _ => {}
        }
    }
    let manifest_path = dir.join(MANIFEST);
    let text = manifest_text(site);
    if std::fs::read_to_string(&manifest_path).ok().as_deref() != Some(text.as_str()) {
        files::replace_file(&manifest_path, text.as_bytes()).map_err(|e| SiteError::Io {
            path: manifest_path.clone(),
            message: e.en(),
        })?;
    }
    Ok(done)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(done: &[Done]) -> Vec<String> {
        done.iter().map(ToString::to_string).collect()
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("trongtai-site-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        dir
    }

    fn site(files: &[(&str, &str)]) -> Site {
        Site {
            files: files.iter().map(|(p, t)| ((*p).to_owned(), (*t).to_owned())).collect(),
            binary: BTreeMap::new(),
        }
    }

    #[test]
    fn a_folder_with_other_files_and_no_manifest_is_refused_untouched() {
        let dir = scratch("foreign");
        std::fs::write(dir.join("important.txt"), "mine").expect("writes");
        std::fs::create_dir(dir.join("sub")).expect("creates");
        std::fs::write(dir.join("sub/thesis.docx"), "mine too").expect("writes");
        let e = write(&site(&[("index.html", "x")]), &dir).expect_err("refused");
        assert!(matches!(e, SiteError::NotOurs { count: 2, .. }), "{e}");
        assert!(
            e.en().contains("important.txt") && e.vi().contains("important.txt"),
            "{e}"
        );
        assert_eq!(
            std::fs::read_to_string(dir.join("important.txt")).expect("kept"),
            "mine"
        );
        assert!(!dir.join("index.html").exists() && !dir.join(MANIFEST).exists());
    }

    #[test]
    fn only_files_written_and_unchanged_are_replaced_or_removed() {
        let dir = scratch("ours");
        let first = site(&[("index.html", "1"), ("en/a.html", "a"), ("en/b.html", "b")]);
        assert_eq!(write(&first, &dir).expect("writes").len(), 3);
        // The user adds a file beside the site and edits a page.
        std::fs::write(dir.join("en/notes.txt"), "mine").expect("writes");
        std::fs::write(dir.join("en/b.html"), "edited").expect("writes");
        // A site that drops b.html and changes a.html: b.html was edited, so it is kept.
        let second = site(&[("index.html", "1"), ("en/a.html", "A")]);
        let done = write(&second, &dir).expect("writes");
        assert_eq!(
            shown(&done),
            ["wrote en/a.html", "kept en/b.html (changed since written)"]
        );
        assert_eq!(std::fs::read_to_string(dir.join("en/notes.txt")).expect("kept"), "mine");
        // A site that would write over the edited page, or over the user's file, is refused.
        let third = site(&[("index.html", "1"), ("en/b.html", "new"), ("en/notes.txt", "x")]);
        match write(&third, &dir).expect_err("refused") {
            SiteError::Conflicts { found, .. } => assert_eq!(
                found,
                [
                    ("en/b.html".to_owned(), Conflict::NotWritten),
                    ("en/notes.txt".to_owned(), Conflict::NotWritten)
                ]
            ),
            other => panic!("{other}"),
        }
        assert_eq!(std::fs::read_to_string(dir.join("en/b.html")).expect("kept"), "edited");
        // Unchanged pages that the site no longer has go, and their empty folder with them.
        std::fs::remove_file(dir.join("en/notes.txt")).expect("removes");
        std::fs::remove_file(dir.join("en/b.html")).expect("removes");
        let done = write(&site(&[("index.html", "1")]), &dir).expect("writes");
        assert_eq!(shown(&done), ["removed en/a.html"]);
        assert!(!dir.join("en").exists());
    }

    #[cfg(unix)]
    #[test]
    fn links_inside_the_folder_are_never_followed() {
        let dir = scratch("links");
        let outside = scratch("links-outside");
        std::fs::write(outside.join("a.html"), "outside").expect("writes");
        let first = site(&[("en/a.html", "a"), ("index.html", "i")]);
        write(&first, &dir).expect("writes");
        // The site's folder replaced by a link to a folder outside: neither written through
        // nor removed through.
        std::fs::remove_dir_all(dir.join("en")).expect("removes");
        std::os::unix::fs::symlink(&outside, dir.join("en")).expect("links");
        let e = write(&site(&[("en/a.html", "b"), ("index.html", "i")]), &dir).expect_err("refused");
        assert!(e.en().contains("en (a symbolic link"), "{e}");
        write(&site(&[("index.html", "i")]), &dir).expect("writes");
        assert_eq!(
            std::fs::read_to_string(outside.join("a.html")).expect("kept"),
            "outside"
        );
        // A page replaced by a link to a file outside: not written through.
        std::fs::write(outside.join("target"), "outside").expect("writes");
        std::fs::remove_file(dir.join("index.html")).expect("removes");
        std::os::unix::fs::symlink(outside.join("target"), dir.join("index.html")).expect("links");
        assert!(write(&site(&[("index.html", "j")]), &dir).is_err());
        assert_eq!(
            std::fs::read_to_string(outside.join("target")).expect("kept"),
            "outside"
        );
    }

    #[test]
    fn a_manifest_naming_paths_outside_the_folder_is_refused() {
        let dir = scratch("manifest");
        let evil = format!("{HEADER}\n{} ../../etc/passwd\n", "0".repeat(64));
        std::fs::write(dir.join(MANIFEST), evil).expect("writes");
        let e = write(&site(&[("index.html", "1")]), &dir).expect_err("refused");
        assert!(matches!(e, SiteError::BadManifest { .. }), "{e}");
    }

    #[test]
    fn a_folder_holding_exactly_the_site_is_taken_as_ours() {
        let dir = scratch("adopt");
        std::fs::write(dir.join("index.html"), "1").expect("writes");
        let done = write(&site(&[("index.html", "1"), ("en/a.html", "a")]), &dir).expect("writes");
        assert_eq!(shown(&done), ["wrote en/a.html"]);
        assert!(dir.join(MANIFEST).is_file());
    }
}
