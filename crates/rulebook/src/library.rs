//! A library of rule files: the shipped ones, a directory on disk, or files given in memory.
//!
//! Names are paths relative to the library root with `/` separators: rulebooks at the top
//! (`fide-2001.ron`, whose id is `fide-2001`) and game definitions below (`games/chess.ron`).

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::Path;

use crate::error::{LoadError, Problem};
use crate::files::FileError;

/// The folder of a library whose rulebooks (local regulations) are known by id like the
/// top-level ones.
pub const LOCAL_DIR: &str = "local/";

/// A set of named rule files that rulebooks can refer to by id.
#[derive(Debug, Clone)]
pub struct Library {
    root: String,
    files: BTreeMap<String, Cow<'static, str>>,
}

impl Library {
    /// The rule files shipped with trongtai (`rules/` of the repository, embedded).
    pub fn shipped() -> Self {
        Self {
            root: "rules".to_owned(),
            files: crate::shipped::SHIPPED
                .iter()
                .map(|&(name, text)| (name.to_owned(), Cow::Borrowed(text)))
                .collect(),
        }
    }

    /// An empty library whose files are shown as `<root>/<name>`.
    pub fn empty(root: impl Into<String>) -> Self {
        Self {
            root: root.into(),
            files: BTreeMap::new(),
        }
    }

    /// Every `.ron` file under `dir`, read now (for checking a working copy of `rules/`).
    /// Symbolic links to directories are not followed.
    ///
    /// # Errors
    ///
    /// A located problem for each directory or file that cannot be read.
    pub fn from_dir(dir: &Path) -> Result<Self, LoadError> {
        let root = dir.to_string_lossy().trim_end_matches('/').to_owned();
        let mut library = Self::empty(root);
        let mut problems = Vec::new();
        library.read_dir(dir, "", &mut problems);
        if problems.is_empty() {
            Ok(library)
        } else {
            Err(LoadError::from_problems(problems))
        }
    }

    fn read_dir(&mut self, dir: &Path, prefix: &str, problems: &mut Vec<Problem>) {
        let entries = match std::fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(err) => {
                problems.push(Problem::new(
                    dir.to_string_lossy(),
                    1,
                    1,
                    FileError::from_io(&err).text(),
                ));
                return;
            }
        };
        let mut paths: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for path in paths {
            let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
                continue;
            };
            let name = format!("{prefix}{name}");
            let is_real_dir = std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_dir());
            if is_real_dir {
                self.read_dir(&path, &format!("{name}/"), problems);
            } else if name.ends_with(".ron") {
                match crate::files::read_text(&path) {
                    Ok(text) => self.insert(name, crate::files::strip_bom(&text).to_owned()),
                    Err(err) => {
                        let (line, column) = err.position();
                        problems.push(Problem::new(path.to_string_lossy(), line, column, err.text()));
                    }
                }
            }
        }
    }

    /// Adds (or replaces) a file.
    pub fn insert(&mut self, name: impl Into<String>, text: impl Into<String>) {
        self.files.insert(name.into(), Cow::Owned(text.into()));
    }

    /// Adds a file, builder style.
    #[must_use]
    pub fn with(mut self, name: impl Into<String>, text: impl Into<String>) -> Self {
        self.insert(name, text);
        self
    }

    /// The text of a file.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.files.get(name).map(|text| text.as_ref())
    }

    /// The names of all files, sorted.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.files.keys().map(String::as_str)
    }

    /// The ids of the rulebooks: the top-level `.ron` files and the local regulations
    /// (`local/*.ron`), sorted.
    pub fn rulebook_ids(&self) -> Vec<&str> {
        let mut ids: Vec<&str> = self
            .names()
            .map(|name| name.strip_prefix(LOCAL_DIR).unwrap_or(name))
            .filter(|name| !name.contains('/'))
            .filter_map(|name| name.strip_suffix(".ron"))
            .collect();
        ids.sort_unstable();
        ids
    }

    /// The root the files are shown under (`rules` for the shipped library).
    pub fn root(&self) -> &str {
        &self.root
    }

    /// How a file of this library is shown in messages: `<root>/<name>`.
    pub fn display_path(&self, name: &str) -> String {
        if self.root.is_empty() {
            name.to_owned()
        } else {
            format!("{}/{name}", self.root)
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    fn rules_dir() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rules")
    }

    #[test]
    fn every_file_under_rules_is_embedded() {
        let on_disk = Library::from_dir(&rules_dir()).expect("rules/ reads");
        let shipped = Library::shipped();
        // Rulebooks (top level) and game definitions are this crate's; other folders of rules/
        // (notation, competition) are embedded by the crates that read them.
        let ours = |name: &str| !name.contains('/') || name.starts_with("games/") || name.starts_with(LOCAL_DIR);
        for name in on_disk.names().filter(|n| ours(n)) {
            let embedded = shipped
                .get(name)
                .unwrap_or_else(|| panic!("rules/{name} is not embedded: add it to crates/rulebook/src/shipped.rs"));
            assert_eq!(
                Some(embedded),
                on_disk.get(name),
                "rules/{name} differs from the embedded copy"
            );
        }
        for name in shipped.names() {
            assert!(
                on_disk.get(name).is_some(),
                "shipped.rs embeds rules/{name}, which does not exist"
            );
        }
    }

    #[test]
    fn shipped_ids() {
        assert_eq!(
            Library::shipped().rulebook_ids(),
            [
                "fide-2001",
                "fide-2001-blitz",
                "fide-2001-club-example",
                "fide-2001-rapid",
                "fide-2014",
                "fide-2014-blitz",
                "fide-2014-rapid",
                "fide-2017",
                "fide-2017-blitz",
                "fide-2017-rapid",
                "fide-2018",
                "fide-2018-blitz",
                "fide-2018-rapid",
                "fide-2023",
                "fide-2023-blitz",
                "fide-2023-rapid",
                "vn-chess-legacy",
                "vn-xiangqi-1999",
                "vn-xiangqi-1999-province-example",
                "vn-xiangqi-2004",
                "wxf-2018"
            ]
        );
    }
}
