//! Every citation names a clause that exists in the article index of its law
//! (`rules/articles/*.ron`): the values of the shipped rulebooks, and every article a scenario
//! cites, expects in a verdict or expects for a penalty (the verdicts the arbiter writes are
//! checked against those by `cargo test --test scenarios`). A citation exists when each clause it
//! names is a row of the index, or an article whose clauses are rows (`4.3` for `4.3(a)–(c)`).
//! Two conventions of the indexes are honoured: a citation of another law names it first
//! (`FIDE01 2.1`, looked up in that law's index), and a missing article may be marked
//! (`8 (missing)`, the row `8`).

use std::path::{Path, PathBuf};

use trongtai_rulebook::{Library, Rulebook};
use trongtai_scenario::coverage::{find_root, parse, ArticleIndex};
use trongtai_scenario::{find, load};

/// The shipped laws and appendices, with the indexes of their `extends` chain.
/// An edition that amends an earlier one (`fide-2014` amends `fide-2001`) is checked against its
/// own indexes only: every value it inherits must have been re-cited to its numbering
/// (`renumber`), or the test fails.
const BOOKS: [(&str, &[&str]); 19] = [
    ("fide-2001", &["fide-2001"]),
    ("fide-2001-rapid", &["fide-2001-rapid", "fide-2001"]),
    ("fide-2001-blitz", &["fide-2001-blitz", "fide-2001-rapid", "fide-2001"]),
    ("fide-2014", &["fide-2014"]),
    ("fide-2014-rapid", &["fide-2014-rapid", "fide-2014"]),
    ("fide-2014-blitz", &["fide-2014-blitz", "fide-2014-rapid", "fide-2014"]),
    ("fide-2017", &["fide-2017"]),
    ("fide-2017-rapid", &["fide-2017-rapid", "fide-2017"]),
    ("fide-2017-blitz", &["fide-2017-blitz", "fide-2017-rapid", "fide-2017"]),
    ("fide-2018", &["fide-2018"]),
    ("fide-2018-rapid", &["fide-2018-rapid", "fide-2018"]),
    ("fide-2018-blitz", &["fide-2018-blitz", "fide-2018-rapid", "fide-2018"]),
    ("fide-2023", &["fide-2023"]),
    ("fide-2023-rapid", &["fide-2023-rapid", "fide-2023"]),
    ("fide-2023-blitz", &["fide-2023-blitz", "fide-2023-rapid", "fide-2023"]),
    ("vn-chess-legacy", &["vn-chess-legacy"]),
    ("vn-xiangqi-1999", &["vn-xiangqi-1999"]),
    // A later edition cites its own index alone, values it inherits included.
    ("vn-xiangqi-2004", &["vn-xiangqi-2004"]),
    ("wxf-2018", &["wxf-2018"]),
];

fn root() -> PathBuf {
    find_root(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("the repository root has rules/articles/")
}

fn indexes(root: &Path, ids: &[&str]) -> Vec<ArticleIndex> {
    indexes_of(root, ids)
}

fn indexes_of(root: &Path, ids: &[&str]) -> Vec<ArticleIndex> {
    ids.iter()
        .map(|id| {
            let path = root.join("rules").join("articles").join(format!("{id}.ron"));
            ArticleIndex::load(&path).unwrap_or_else(|e| panic!("{e}"))
        })
        .collect()
}

/// Whether every clause the citation names is in one of the indexes (or, for a citation that
/// names another law first, in that law's index).
fn exists(indexes: &[ArticleIndex], citation: &str) -> bool {
    let citation = citation.strip_suffix(" (missing)").unwrap_or(citation);
    if let Some((law, rest)) = citation.split_once(' ') {
        if law.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit()) && law.len() > 2 {
            let root = root();
            let all = ["fide-2001", "vn-chess-legacy", "vn-xiangqi-1999", "vn-xiangqi-2004"];
            let other: Vec<ArticleIndex> = indexes_of(&root, &all).into_iter().filter(|i| i.law == law).collect();
            return !other.is_empty() && exists(&other, rest);
        }
    }
    let Some(c) = parse(citation) else {
        return false;
    };
    c.paths.iter().all(|path| {
        indexes.iter().any(|index| {
            index
                .articles
                .iter()
                .filter_map(|a| parse(&a.id))
                .filter(|row| row.en == c.en)
                .any(|row| {
                    row.paths
                        .iter()
                        .any(|p| p == path || (p.len() > path.len() && p.starts_with(path)))
                })
        })
    })
}

#[test]
fn rule_file_citations_exist_in_the_index() {
    let root = root();
    let mut bad = Vec::new();
    for (id, chain) in BOOKS {
        let indexes = indexes(&root, chain);
        let book = Rulebook::load(&Library::shipped(), id).unwrap_or_else(|e| panic!("{e}"));
        for entry in book.provenance().filter(|e| !e.local) {
            for article in entry.article.iter().chain(&entry.outcome).chain(&entry.on_written_move) {
                if !exists(&indexes, article) {
                    bad.push(format!("{id} {} [{article}] ({})", entry.path, entry.file));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "citations that name no clause of the index:\n{}",
        bad.join("\n")
    );
}

/// The clauses a value names inside itself: every string under a field named `clauses` (a
/// touch rule's steps, an illegal-move rule's `stands`, a quickplay rule's decisions) and every
/// nested `article` (a time class's other classes, a cited value inside a value).
fn nested_citations(value: &serde_json::Value, in_clauses: bool, out: &mut Vec<String>) {
    match value {
        serde_json::Value::String(s) if in_clauses => out.push(s.clone()),
        serde_json::Value::Array(items) => items.iter().for_each(|v| nested_citations(v, in_clauses, out)),
        serde_json::Value::Object(map) => {
            for (key, v) in map {
                match (key.as_str(), v) {
                    ("article", serde_json::Value::String(s)) => out.push(s.clone()),
                    _ => nested_citations(v, in_clauses || key == "clauses", out),
                }
            }
        }
        _ => {}
    }
}

#[test]
fn clauses_inside_values_exist_in_the_index() {
    let root = root();
    let mut bad = Vec::new();
    let mut seen = 0;
    for (id, chain) in BOOKS {
        let indexes = indexes(&root, chain);
        let book = Rulebook::load(&Library::shipped(), id).unwrap_or_else(|e| panic!("{e}"));
        let merged = serde_json::to_value(book.merged()).unwrap_or_else(|e| panic!("{e}"));
        // The sections of values; `overridable` and `local` cite the law as well.
        for section in ["clock", "draws", "ends", "conduct", "overridable"] {
            let mut cited = Vec::new();
            if let Some(v) = merged.get(section) {
                nested_citations(v, false, &mut cited);
            }
            seen += cited.len();
            for article in cited {
                if !exists(&indexes, &article) {
                    bad.push(format!("{id} {section} [{article}]"));
                }
            }
        }
    }
    // The walk reaches the values' own articles too: hundreds of citations.
    assert!(seen > 200, "only {seen} citations found");
    assert!(
        bad.is_empty(),
        "citations inside values that name no clause of the index:\n{}",
        bad.join("\n")
    );
}

#[test]
fn scenario_citations_exist_in_the_index() {
    let root = root();
    let mut bad = Vec::new();
    for (id, chain) in BOOKS {
        let indexes = indexes(&root, chain);
        let dir = root.join("scenarios").join(id);
        // An edition whose changes are all proven by scenarios held for it from the edition
        // before (fide-2018 renumbers 2017's illegal-move clauses) has no folder of its own.
        if !dir.exists() {
            continue;
        }
        for path in find(&[dir]).unwrap_or_else(|e| panic!("{e}")) {
            let s = load(&path).unwrap_or_else(|e| panic!("{e}"));
            let cited = s
                .articles
                .iter()
                .chain(&s.expect.articles)
                .chain(s.expect.penalties.iter().map(|p| &p.article));
            for article in cited {
                if !exists(&indexes, article) {
                    bad.push(format!("{} [{article}]", path.display()));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "citations that name no clause of the index:\n{}",
        bad.join("\n")
    );
}

#[test]
fn a_clause_missing_from_the_index_is_caught() {
    let root = root();
    let xq = indexes(&root, &["vn-xiangqi-1999"]);
    assert!(exists(&xq, "9.3(d)"));
    assert!(exists(&xq, "9.11(b)"));
    assert!(exists(&xq, "9.1–9.5"));
    assert!(!exists(&xq, "9.3(f)"));
    assert!(!exists(&xq, "9.12"));
    assert!(!exists(&xq, "9.2 (en)"));
    let fide = indexes(&root, &["fide-2001"]);
    assert!(exists(&fide, "4.3"));
    assert!(!exists(&fide, "4.3(d)"));
    let legacy = indexes(&root, &["vn-chess-legacy"]);
    assert!(exists(&legacy, "FIDE01 2.1"));
    assert!(!exists(&legacy, "FIDE01 2.9"));
    assert!(exists(&legacy, "8 (missing)"));
}
