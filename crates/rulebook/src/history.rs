//! A law along its editions: the rulebooks of the editions up to one rulebook, oldest first
//! (each edition `amends` the one before it), and what each said of a value. `trongtai rules
//! show --history` and the docs' history pages read it. An appendix (a rapid or blitz rulebook
//! of an edition) is followed to the appendix of the previous edition that governs the same
//! time class: the class that names it in its edition's `clock.time_class`, found in the
//! previous edition by its article re-cited through the renumbering (data, not names).
//!
//! No game logic: this compares values as the rule files write them.

use crate::{Library, LoadError, ProvenanceEntry, Rulebook};

/// The most editions followed back (a guard against a chain that loops; the loader refuses one).
const MOST_EDITIONS: usize = 64;

/// The editions of `rulebook`'s law up to it, oldest first, `rulebook` last. A rulebook whose
/// edition amends none gives itself alone.
///
/// # Errors
///
/// An edition the chain names that does not load.
pub fn editions(library: &Library, rulebook: &Rulebook) -> Result<Vec<Rulebook>, LoadError> {
    let mut out = vec![rulebook.clone()];
    while out.len() < MOST_EDITIONS {
        let Some(last) = out.last() else { break };
        let Some(previous) = previous_edition(library, last)? else {
            break;
        };
        if out.iter().any(|b| b.id() == previous.id()) {
            break;
        }
        out.push(previous);
    }
    out.reverse();
    Ok(out)
}

/// The rulebook of the previous edition that stands where `book` stands in its own: the edition
/// it amends, or for an appendix, that edition's appendix of the same time class. `None` where
/// the edition amends none, or an appendix whose class the previous edition does not name.
///
/// # Errors
///
/// The previous edition (or its appendix) does not load.
pub fn previous_edition(library: &Library, book: &Rulebook) -> Result<Option<Rulebook>, LoadError> {
    let Some(amended) = book.amended() else {
        return Ok(None);
    };
    let previous = Rulebook::load(library, amended)?;
    if book.edition_ids().last() == Some(book.id()) {
        return Ok(Some(previous));
    }
    let classes = |b: &Rulebook| {
        b.merged()
            .clock
            .as_ref()
            .and_then(|c| c.time_class.as_ref())
            .map(|c| c.value.others.clone())
            .unwrap_or_default()
    };
    let Some(own) = classes(book).into_iter().find(|c| c.rules == book.id()) else {
        return Ok(None);
    };
    let same = classes(&previous)
        .into_iter()
        .find(|c| book.recite_from(amended, &c.article).as_deref() == Some(own.article.as_str()));
    match same {
        Some(class) => Rulebook::load(library, &class.rules).map(Some),
        None => Ok(None),
    }
}

/// What one edition says of a value.
#[derive(Debug, Clone)]
pub struct Step<'a> {
    /// The edition's rulebook.
    pub rulebook: &'a Rulebook,
    /// The value and the values under it (`end.drawn_endings[0]`), as the edition has them;
    /// empty where the edition has no such value.
    pub entries: Vec<&'a ProvenanceEntry>,
    /// Whether the value differs from the previous edition's (never for the first).
    pub changed: bool,
}

impl Step<'_> {
    /// The date the edition is in force from: the original text's date (FIDE's own), else the
    /// date of the decision that applies it.
    pub fn from(&self) -> Option<&str> {
        self.rulebook.law().in_force_from()
    }
}

/// Whether `entry` is the value at `path` or a value under it.
fn under(entry: &ProvenanceEntry, path: &str) -> bool {
    entry
        .path
        .strip_prefix(path)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('.') || rest.starts_with('['))
}

/// Whether an edition's values at a path (`now`) differ from the previous edition's (`before`):
/// some value is other than it was, and set by another file. A value the later edition inherits
/// is written again with its clauses re-cited to the new numbering; that alone is no change.
fn differs(before: &[&ProvenanceEntry], now: &[&ProvenanceEntry]) -> bool {
    let values = |es: &[&ProvenanceEntry]| -> Vec<(String, String)> {
        es.iter().map(|e| (e.path.clone(), e.value.clone())).collect()
    };
    values(before) != values(now)
        && (before.len() != now.len()
            || now
                .iter()
                .any(|e| !before.iter().any(|b| b.path == e.path && b.file == e.file)))
}

/// What each of `editions` (oldest first) says of the value at `path` (a dotted path as `rules
/// show` prints it) and the values under it, and where it changed.
pub fn value_history<'a>(editions: &'a [Rulebook], path: &str) -> Vec<Step<'a>> {
    let mut out: Vec<Step<'a>> = Vec::new();
    for rulebook in editions {
        let entries: Vec<&ProvenanceEntry> = rulebook.provenance().filter(|e| under(e, path)).collect();
        let changed = out.last().is_some_and(|prev| differs(&prev.entries, &entries));
        out.push(Step {
            rulebook,
            entries,
            changed,
        });
    }
    out
}

/// The values of `book` at exactly `path`.
fn at<'a>(book: &'a Rulebook, path: &str) -> Vec<&'a ProvenanceEntry> {
    book.provenance().filter(|e| e.path == path).collect()
}

/// The paths whose value changed somewhere along `editions` (oldest first), in the order the
/// latest edition lists them, then those only earlier editions have.
pub fn changed_paths(editions: &[Rulebook]) -> Vec<String> {
    let mut paths: Vec<String> = Vec::new();
    for book in editions.iter().rev() {
        for e in book.provenance() {
            if !paths.contains(&e.path) {
                paths.push(e.path.clone());
            }
        }
    }
    paths
        .into_iter()
        .filter(|p| {
            editions
                .windows(2)
                .any(|w| matches!(w, [a, b] if differs(&at(a, p), &at(b, p))))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(id: &str) -> Rulebook {
        Rulebook::load(&Library::shipped(), id).unwrap_or_else(|e| panic!("{id}: {e}"))
    }

    #[test]
    fn the_fide_editions_oldest_first() {
        let library = Library::shipped();
        let ids = |id: &str| -> Vec<String> {
            editions(&library, &load(id))
                .unwrap_or_else(|e| panic!("{id}: {e}"))
                .iter()
                .map(|b| b.id().to_owned())
                .collect()
        };
        assert_eq!(
            ids("fide-2023"),
            ["fide-2001", "fide-2014", "fide-2017", "fide-2018", "fide-2023"]
        );
        // An appendix is followed through the appendices of the same time class.
        assert_eq!(
            ids("fide-2023-rapid"),
            [
                "fide-2001-rapid",
                "fide-2014-rapid",
                "fide-2017-rapid",
                "fide-2018-rapid",
                "fide-2023-rapid"
            ]
        );
        assert_eq!(
            ids("fide-2018-blitz"),
            [
                "fide-2001-blitz",
                "fide-2014-blitz",
                "fide-2017-blitz",
                "fide-2018-blitz"
            ]
        );
        assert_eq!(ids("fide-2001"), ["fide-2001"]);
    }

    /// The automatic fivefold: none in 2001, on consecutive alternate moves in 2014 (9.6(a)),
    /// anywhere from 2017 (9.6.1), unchanged in 2018 and 2023.
    #[test]
    fn the_fivefold_along_the_editions() {
        let books = editions(&Library::shipped(), &load("fide-2023")).unwrap_or_else(|e| panic!("{e}"));
        let steps = value_history(&books, "draws.automatic_repetition");
        let changed: Vec<(&str, bool)> = steps.iter().map(|s| (s.rulebook.id(), s.changed)).collect();
        assert_eq!(
            changed,
            [
                ("fide-2001", false),
                ("fide-2014", true),
                ("fide-2017", true),
                ("fide-2018", false),
                ("fide-2023", false)
            ]
        );
        let article = |i: usize| {
            steps
                .get(i)
                .and_then(|s| s.entries.first())
                .and_then(|e| e.article.clone())
        };
        assert_eq!(article(1).as_deref(), Some("9.6(a)"));
        assert_eq!(article(2).as_deref(), Some("9.6.1"));
        assert!(changed_paths(&books).iter().any(|p| p == "draws.automatic_repetition"));
        assert!(!changed_paths(&books).iter().any(|p| p == "end.stalemate"));
    }
}
