//! Reading rule files: resolving ids and paths, parsing RON, following `extends` chains.
//!
//! A reference that contains `/` or ends in `.ron` is a path (relative to the file that makes
//! it); anything else is the id of a rulebook in the [`Library`]. A path inside a library file
//! stays inside the library; a path inside a file on disk stays on disk.

use std::path::{Component, Path, PathBuf};
use trongtai_i18n::{msg, quoted_list, Message, Text};

use serde::de::DeserializeOwned;

use crate::error::{ron_problem, LoadError, Problem};
use crate::library::Library;
use crate::locate::Source;
use crate::model::RulebookFile;

/// Where a rule file comes from.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Origin {
    /// A file of the [`Library`], by its name there (`fide-2001.ron`, `games/chess.ron`).
    Library(String),
    /// A file on disk.
    Disk(PathBuf),
}

/// One rule file that was read: where it is and its text.
#[derive(Debug)]
pub struct SourceFile {
    origin: Origin,
    path: String,
    text: String,
    /// Where lines, comments and values lie in the text, for locating problems: built on the
    /// first problem, shared by every [`Source`] made of this file.
    index: std::sync::OnceLock<crate::locate::TextIndex>,
}

impl PartialEq for SourceFile {
    fn eq(&self, other: &Self) -> bool {
        (&self.origin, &self.path, &self.text) == (&other.origin, &other.path, &other.text)
    }
}

impl Eq for SourceFile {}

impl Clone for SourceFile {
    fn clone(&self) -> Self {
        SourceFile {
            origin: self.origin.clone(),
            path: self.path.clone(),
            text: self.text.clone(),
            index: std::sync::OnceLock::new(),
        }
    }
}

impl SourceFile {
    /// Where the file comes from.
    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    /// The path shown in messages (`rules/fide-2001.ron`, or a disk path as given).
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The text of the file.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether the file is a local regulation (it has a `local` section).
    pub fn is_local_regulation(&self) -> bool {
        parse::<RulebookFile>(self).is_ok_and(|f| f.local.is_some())
    }

    pub(crate) fn source(&self) -> Source<'_> {
        Source::with_index(&self.path, &self.text, &self.index)
    }
}

/// A rulebook file of a chain, parsed.
#[derive(Debug, Clone)]
pub(crate) struct Loaded {
    pub source: SourceFile,
    pub file: RulebookFile,
}

/// Whether a reference names a path rather than an id.
pub fn is_path(reference: &str) -> bool {
    reference.contains('/') || reference.contains('\\') || reference.ends_with(".ron")
}

/// Where a reference made from `from` (or from the command line, if `None`) points.
/// `Err` carries a message for the referring site.
pub(crate) fn resolve(library: &Library, from: Option<&Origin>, reference: &str, id_dir: &str) -> Result<Origin, Text> {
    if !is_path(reference) {
        let name = format!("{id_dir}{reference}.ron");
        let local = format!("{}{reference}.ron", crate::library::LOCAL_DIR);
        return if library.get(&name).is_some() {
            Ok(Origin::Library(name))
        } else if id_dir.is_empty() && library.get(&local).is_some() {
            Ok(Origin::Library(local))
        } else if id_dir.is_empty() {
            let known: Vec<String> = library.rulebook_ids().into_iter().map(str::to_owned).collect();
            Err(msg::RulebookUnknownId {
                id: reference,
                hint: &crate::error::did_you_mean(reference, &known),
                known: &quoted_list(&known),
            }
            .text())
        } else {
            Err(msg::RulebookUnknownGame { game: reference }.text())
        };
    }
    match from {
        None => Ok(Origin::Disk(normalize(Path::new(reference)))),
        Some(Origin::Disk(path)) => {
            let dir = path.parent().unwrap_or(Path::new(""));
            Ok(Origin::Disk(normalize(&dir.join(reference))))
        }
        Some(Origin::Library(name)) => {
            let dir = name.rfind('/').map_or("", |n| &name[..=n]);
            let joined = normalize(Path::new(&format!("{dir}{reference}")));
            let joined = joined.to_string_lossy().replace('\\', "/");
            if library.get(&joined).is_some() {
                Ok(Origin::Library(joined))
            } else {
                Err(msg::RulebookNoLibraryFile {
                    file: &joined,
                    library: library.root(),
                    known: &quoted_list(&library.names().collect::<Vec<_>>()),
                }
                .text())
            }
        }
    }
}

/// Removes `.` and `x/..` from a path without touching the file system.
fn normalize(path: &Path) -> PathBuf {
    let mut out: Vec<Component<'_>> = Vec::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => match out.last() {
                Some(Component::Normal(_)) => {
                    out.pop();
                }
                Some(Component::RootDir | Component::Prefix(_)) => {}
                _ => out.push(component),
            },
            other => out.push(other),
        }
    }
    out.iter().collect()
}

/// Reads a file; `Err` is a message for the referring site.
pub(crate) fn read(library: &Library, origin: &Origin) -> Result<SourceFile, Text> {
    match origin {
        Origin::Library(name) => match library.get(name) {
            Some(text) => Ok(SourceFile {
                origin: origin.clone(),
                path: library.display_path(name),
                text: text.to_owned(),
                index: std::sync::OnceLock::new(),
            }),
            None => Err(msg::RulebookNotInLibrary { file: name }.text()),
        },
        // Bounded, and only a regular file: `/dev/zero` or a FIFO named as a rule file is
        // refused at once. A byte-order mark is dropped (RON has none).
        Origin::Disk(path) => match crate::files::read_text(path) {
            Ok(text) => Ok(SourceFile {
                origin: origin.clone(),
                path: path.to_string_lossy().into_owned(),
                text: match text.strip_prefix(crate::files::BOM) {
                    Some(rest) => rest.to_owned(),
                    None => text,
                },
                index: std::sync::OnceLock::new(),
            }),
            Err(err) => Err(err.text_placed()),
        },
    }
}

/// Parses a RON file into `T`, locating a syntax or type error.
///
/// The `implicit_some` extension is on: an optional field may be written `note: "..."` as well
/// as `note: Some("...")`.
pub(crate) fn parse<T: DeserializeOwned>(source: &SourceFile) -> Result<T, Problem> {
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str::<T>(&source.text)
        .map_err(|err| ron_problem(&source.path, &source.text, &err))
}

/// The identity of a file, to detect `extends` cycles.
fn identity(origin: &Origin) -> Origin {
    match origin {
        Origin::Disk(path) => Origin::Disk(std::fs::canonicalize(path).unwrap_or_else(|_| path.clone())),
        Origin::Library(_) => origin.clone(),
    }
}

/// The longest `extends` chain followed, in files (the asked-for file and every file it
/// extends, down to the rulebook without `extends`).
pub const MAX_CHAIN: usize = 64;

/// Reads a rulebook and everything it extends, the asked-for file first.
pub(crate) fn chain(library: &Library, id_or_path: &str) -> Result<Vec<Loaded>, LoadError> {
    let first = if is_path(id_or_path) {
        Origin::Disk(normalize(Path::new(id_or_path)))
    } else {
        match resolve(library, None, id_or_path, "") {
            Ok(origin) => origin,
            Err(_) => {
                return Err(LoadError::UnknownId {
                    id: id_or_path.to_owned(),
                    known: library.rulebook_ids().into_iter().map(str::to_owned).collect(),
                })
            }
        }
    };
    let source = read(library, &first)
        .map_err(|message| LoadError::from_problems(vec![Problem::new(id_or_path, 1, 1, message)]))?;
    let mut chain: Vec<Loaded> = Vec::new();
    let mut seen = vec![identity(&first)];
    let mut next = Some(source);
    while let Some(source) = next.take() {
        let file: RulebookFile = parse(&source).map_err(|p| LoadError::from_problems(vec![p]))?;
        match &source.origin {
            Origin::Library(name) => check_library_id(&source, name, &file.id)?,
            Origin::Disk(_) => check_own_id(library, &source, &file.id)?,
        }
        if let (Some(_), Some(amended)) = (&file.extends, &file.amends) {
            return Err(LoadError::from_problems(vec![source.source().problem(
                &["amends", &format!("\"{amended}\"")],
                msg::RulebookExtendsOrAmends,
            )]));
        }
        let base = match (&file.extends, &file.amends) {
            (Some(r), _) => Some(("extends", r.clone())),
            (None, Some(r)) => Some(("amends", r.clone())),
            (None, None) => None,
        };
        if let Some((key, reference)) = base {
            let site = |message: Text| {
                LoadError::from_problems(vec![source
                    .source()
                    .problem(&[key, &format!("\"{reference}\"")], message)])
            };
            let origin = resolve(library, Some(&source.origin), &reference, "").map_err(site)?;
            let id = identity(&origin);
            if seen.contains(&id) {
                let mut names: Vec<String> = chain.iter().map(|l| l.source.path.clone()).collect();
                names.push(source.path.clone());
                names.push(display_origin(library, &origin));
                return Err(site(
                    msg::RulebookCycle {
                        key,
                        chain: &names.join(" -> "),
                    }
                    .text(),
                ));
            }
            if chain.len() + 1 >= MAX_CHAIN {
                let first = chain.first().map_or(source.path.as_str(), |l| l.source.path.as_str());
                return Err(site(
                    msg::RulebookChainTooDeep {
                        limit: MAX_CHAIN as u64,
                        first,
                    }
                    .text(),
                ));
            }
            seen.push(id);
            next = Some(read(library, &origin).map_err(|why| {
                site(
                    msg::RulebookCannotReadExtended {
                        file: &reference,
                        why: &why,
                    }
                    .text(),
                )
            })?);
        }
        chain.push(Loaded { source, file });
    }
    Ok(chain)
}

fn display_origin(library: &Library, origin: &Origin) -> String {
    match origin {
        Origin::Library(name) => library.display_path(name),
        Origin::Disk(path) => path.to_string_lossy().into_owned(),
    }
}

/// A rule file read from disk may not take the id of a shipped rulebook (unless it is that very
/// file, as a checkout's `rules/` holds it): two rulebooks under one id would make every
/// citation of the id ambiguous.
fn check_own_id(library: &Library, source: &SourceFile, id: &str) -> Result<(), LoadError> {
    if !library.rulebook_ids().contains(&id) {
        return Ok(());
    }
    let shipped = [format!("{id}.ron"), format!("{}{id}.ron", crate::library::LOCAL_DIR)];
    if shipped
        .iter()
        .any(|name| library.get(name) == Some(source.text.as_str()))
    {
        return Ok(());
    }
    Err(LoadError::from_problems(vec![source
        .source()
        .problem(&["id", &format!("\"{id}\"")], msg::RulebookShippedId { id })]))
}

/// A library rulebook's id must be its file name.
fn check_library_id(source: &SourceFile, name: &str, id: &str) -> Result<(), LoadError> {
    let stem = name.strip_suffix(".ron").unwrap_or(name);
    let stem = stem.strip_prefix(crate::library::LOCAL_DIR).unwrap_or(stem);
    if stem.contains('/') || stem == id {
        return Ok(());
    }
    Err(LoadError::from_problems(vec![source.source().problem(
        &["id", &format!("\"{id}\"")],
        msg::RulebookIdNotFileName { id, stem },
    )]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_and_ids() {
        assert!(is_path("a/b"));
        assert!(is_path("club.ron"));
        assert!(!is_path("fide-2001"));
    }

    #[test]
    fn normalizes_lexically() {
        assert_eq!(normalize(Path::new("a/./b/../c.ron")), PathBuf::from("a/c.ron"));
        assert_eq!(normalize(Path::new("../x/../y.ron")), PathBuf::from("../y.ron"));
    }

    #[test]
    fn library_paths_resolve_inside_the_library() {
        let lib = Library::shipped();
        let from = Origin::Library("fide-2001.ron".into());
        assert_eq!(
            resolve(&lib, Some(&from), "games/chess.ron", ""),
            Ok(Origin::Library("games/chess.ron".into()))
        );
        assert!(resolve(&lib, Some(&from), "games/nope.ron", "").is_err());
        assert_eq!(
            resolve(&lib, Some(&from), "vn-chess-legacy", ""),
            Ok(Origin::Library("vn-chess-legacy.ron".into()))
        );
    }
}
