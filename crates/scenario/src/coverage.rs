//! Article coverage: which articles of each law the scenario library exercises.
//!
//! The articles of a law are data, `rules/articles/<rulebook>.ron` ([`ArticleIndex`]): one entry
//! per row of `seeds/ARTICLES.md` (FIDE articles cut from the Vietnamese copy with ` (en)` ids),
//! each with a short title and whether it is machine-checkable. The articles deliberately left
//! without a scenario are listed with their reasons in `scenarios/coverage-exclusions.ron`
//! ([`Exclusions`]).
//!
//! # What counts as a citation
//!
//! * every entry of a scenario's `articles`, `expect.articles` and `expect.penalties[].article`,
//!   for the rulebook the scenario is written for (its `rules`, or, for a local rule file, the
//!   `scenarios/<rulebook>/` folder it lies in); a scenario under a rulebook that `extends` a law
//!   with an article index (the rapid and blitz variants of fide-2001) counts for that law;
//! * the articles a rulebook cites for the elements of its game (`game.articles`: board, start
//!   position, pieces, promotion, en passant, castling, forbidden positions). Those elements are
//!   proven by the engine's oracle tests (perft and move lists against external programs,
//!   `tests/oracles/`), not by arbiter scenarios, so such a citation counts as covered "by the
//!   oracle tests". Other rule-file citations (end, clock, draws, conduct values) do not count:
//!   a value that cites an article is not a test of it.
//!
//! # Matching a citation to the articles of a law
//!
//! A citation (`4.3`, `9.2 (en)`, `10.9.3`, `9.1–9.5`, `7.1(g)`, `12(b)`, `A (en)`) and an
//! article id are read the same way:
//!
//! 1. A trailing `(en)` marks the English original; it must agree: `9.2 (en)` never matches the
//!    Vietnamese fragment `9.2`, nor `12.7` a `12.7 (en)`.
//! 2. The rest is a path of tokens, case-insensitive: numbers and words split at `.`, at
//!    whitespace and where letters meet digits (`B4` = `b`,`4`), each parenthesised group one
//!    token (`[c]` and `{a}` are read as `(c)`, `(a)`); numbers lose leading zeros. So `3.8(a)(i)`
//!    is `3`,`8`,`a`,`i`, `12(b)` is `12`,`b`, `A.1(a)` is `a`,`1`,`a`.
//! 3. A range (`–` or `-`) names every path from its start to its end, which differ in the last
//!    token only, numbers or single letters: `9.1–9.5` is 9.1, 9.2, 9.3, 9.4, 9.5; `4.3(a)–(c)` is
//!    4.3(a), 4.3(b), 4.3(c) (a shorter end replaces the end of the start).
//!
//! Each path of a citation then covers, among the articles of the same source (rule 1):
//!
//! * the articles that have that very path, if any (`10.9.3` covers `10.9.3`, not `10.9`;
//!   `12` covers `12`, not `12(a)`; `5.1(a)` covers the row `5.1(a)–(b)`);
//! * otherwise, where the index has only finer rows, every article under it (`4.3` covers
//!   `4.3(a)–(c)`; `7.4 (en)` covers `7.4(a) (en)` and `7.4(b) (en)`);
//! * otherwise, where the index has only coarser rows, the closest article above it
//!   (`9.5(b) (en)` would cover `9.5 (en)` if the index had no `9.5(b) (en)`;
//!   `8 (missing)` covers `8`).
//!
//! A citation that covers nothing (a typo, another law's article such as `FIDE01 2.1`) is
//! reported as unmatched.
//!
//! Exclusions name an article by its id exactly (after the same normalisation); an exclusion that
//! names no article, or an article that is not machine-checkable, is an error.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use thiserror::Error;
use trongtai_rulebook::{Library, Rulebook};

use crate::run::{find, load};

/// The file name of the exclusions, at the top of `scenarios/`; [`find`] skips it.
pub const EXCLUSIONS_FILE: &str = "coverage-exclusions.ron";

/// The articles of one law, as `rules/articles/<rulebook>.ron`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArticleIndex {
    /// The shipped rulebook whose law this is (`fide-2001`).
    pub rulebook: String,
    /// The document code of the law in `seeds/ARTICLES.md` (`FIDE01`, `VNLEG`, `XQ99`).
    pub law: String,
    /// For the index of an appendix rulebook (`fide-2001-rapid`): the index of the rulebook it
    /// extends. A citation that covers none of the appendix's own clauses is left to that index
    /// (and reported unmatched there, if anywhere).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extends: Option<String>,
    /// Every article and clause, in the order of the law.
    pub articles: Vec<Article>,
    /// The articles' ids read as citations, once (matching a citation reads every id).
    #[serde(skip)]
    parsed: ParsedIds,
}

/// A cache of the ids read as citations: derived from `articles`, so it never makes two indexes
/// differ.
#[derive(Debug, Clone, Default)]
struct ParsedIds(std::sync::OnceLock<Vec<(usize, Citation)>>);

impl PartialEq for ParsedIds {
    fn eq(&self, _: &ParsedIds) -> bool {
        true
    }
}

impl Eq for ParsedIds {}

/// One article or clause of a law.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Article {
    /// As rule files and scenarios cite it: `4.3(a)–(c)`, `9.2 (en)`, `10.9.3`.
    pub id: String,
    /// A short English title.
    pub title: String,
    /// Whether a program could decide it from a position or an event log. Definitions, headings,
    /// the arbiter's judgement, organisation and missing text are not.
    pub checkable: bool,
}

/// The articles deliberately left without a scenario, as `scenarios/coverage-exclusions.ron`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Exclusions {
    /// One entry per article.
    pub exclusions: Vec<Exclusion>,
}

/// An article left without a scenario, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Exclusion {
    /// The rulebook (`fide-2001`).
    pub rules: String,
    /// The article id, exactly as in the index.
    pub article: String,
    /// Why no scenario: not observable in an event log, or proven elsewhere (and where).
    pub reason: String,
}

/// Why coverage cannot be computed.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum CoverageError {
    /// A file cannot be read or parsed, or is inconsistent; the message is located.
    #[error("{0}")]
    File(String),
}

/// A citation read for matching: its source (English original or not) and its paths.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Citation {
    /// Whether it cites the English original (`… (en)`).
    pub en: bool,
    /// The token paths it names (more than one for a range).
    pub paths: Vec<Vec<String>>,
}

fn tokens(text: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_group = false;
    let flush = |cur: &mut String, out: &mut Vec<String>| {
        if !cur.is_empty() {
            let t = std::mem::take(cur);
            let t = if t.chars().all(|c| c.is_ascii_digit()) {
                let s = t.trim_start_matches('0');
                if s.is_empty() {
                    "0".to_string()
                } else {
                    s.to_string()
                }
            } else {
                t
            };
            out.push(t);
        }
    };
    for c in text.chars() {
        let c = match c {
            '[' | '{' => '(',
            ']' | '}' => ')',
            c => c,
        };
        match c {
            '(' if !in_group => {
                flush(&mut cur, &mut out);
                in_group = true;
            }
            ')' if in_group => {
                if cur.is_empty() {
                    return None;
                }
                flush(&mut cur, &mut out);
                in_group = false;
            }
            '.' if !in_group => flush(&mut cur, &mut out),
            c if c.is_whitespace() => {
                if !in_group {
                    flush(&mut cur, &mut out);
                }
            }
            c if c.is_alphanumeric() => {
                let boundary = cur
                    .chars()
                    .last()
                    .is_some_and(|p| !in_group && p.is_ascii_digit() != c.is_ascii_digit());
                if boundary {
                    flush(&mut cur, &mut out);
                }
                cur.extend(c.to_lowercase());
            }
            _ => return None,
        }
    }
    if in_group {
        return None;
    }
    flush(&mut cur, &mut out);
    (!out.is_empty()).then_some(out)
}

fn expand(lo: &str, hi: &str) -> Option<Vec<String>> {
    if let (Ok(a), Ok(b)) = (lo.parse::<u32>(), hi.parse::<u32>()) {
        return (a <= b && b - a < 1000).then(|| (a..=b).map(|n| n.to_string()).collect());
    }
    let (mut a, mut b) = (lo.chars(), hi.chars());
    match (a.next(), a.next(), b.next(), b.next()) {
        (Some(x), None, Some(y), None) if x.is_alphabetic() && y.is_alphabetic() && x <= y => {
            Some((x..=y).map(String::from).collect())
        }
        _ => None,
    }
}

/// Reads a citation or an article id; `None` when it is not of the forms in the module doc.
pub fn parse(text: &str) -> Option<Citation> {
    let mut s = text.trim();
    let mut en = false;
    let lower = s.to_lowercase();
    if lower.ends_with("(en)") {
        en = true;
        s = s[..s.len() - "(en)".len()].trim_end();
    }
    let parts: Vec<&str> = s.split(['–', '-']).collect();
    let paths = match parts.as_slice() {
        [one] => vec![tokens(one)?],
        [lo, hi] => {
            let lo = tokens(lo)?;
            let hi_short = tokens(hi)?;
            if hi_short.len() > lo.len() {
                return None;
            }
            let mut hi = lo[..lo.len() - hi_short.len()].to_vec();
            hi.extend(hi_short);
            let n = lo.len();
            if lo[..n - 1] != hi[..n - 1] {
                return None;
            }
            expand(&lo[n - 1], &hi[n - 1])?
                .into_iter()
                .map(|last| {
                    let mut p = lo[..n - 1].to_vec();
                    p.push(last);
                    p
                })
                .collect()
        }
        _ => return None,
    };
    Some(Citation { en, paths })
}

/// Whether the citation `fine` names a clause inside the article `coarse` names (`9.2(b)` inside
/// `9.2`, `7.5.5` inside `7.5`): every path of `fine` extends a path of `coarse`, from the same
/// source. Equal citations are not refinements.
pub fn refines(fine: &str, coarse: &str) -> bool {
    let (Some(f), Some(c)) = (parse(fine), parse(coarse)) else {
        return false;
    };
    f.en == c.en
        && f.paths
            .iter()
            .all(|p| c.paths.iter().any(|q| p.len() > q.len() && p.starts_with(q)))
}

/// The canonical form of an article id or citation, for equality (`3.8 [c]` = `3.8(c)`);
/// `None` when it does not parse.
pub fn normalise(text: &str) -> Option<String> {
    let c = parse(text)?;
    let paths: Vec<String> = c.paths.iter().map(|p| p.join(".")).collect();
    Some(format!("{}{}", paths.join("|"), if c.en { " (en)" } else { "" }))
}

/// The article indexes of the shipped rulebooks, `(rulebook id, text of rules/articles/<id>.ron)`,
/// embedded for the programs that run without a checkout (`trongtai docs`, the arbiter's desk).
/// A test checks that every file of `rules/articles/` is here and unchanged.
pub const SHIPPED_INDEXES: &[(&str, &str)] = &[
    ("fide-2001", include_str!("../../../rules/articles/fide-2001.ron")),
    (
        "fide-2001-blitz",
        include_str!("../../../rules/articles/fide-2001-blitz.ron"),
    ),
    (
        "fide-2001-rapid",
        include_str!("../../../rules/articles/fide-2001-rapid.ron"),
    ),
    ("fide-2014", include_str!("../../../rules/articles/fide-2014.ron")),
    (
        "fide-2014-blitz",
        include_str!("../../../rules/articles/fide-2014-blitz.ron"),
    ),
    (
        "fide-2014-rapid",
        include_str!("../../../rules/articles/fide-2014-rapid.ron"),
    ),
    ("fide-2017", include_str!("../../../rules/articles/fide-2017.ron")),
    (
        "fide-2017-blitz",
        include_str!("../../../rules/articles/fide-2017-blitz.ron"),
    ),
    (
        "fide-2017-rapid",
        include_str!("../../../rules/articles/fide-2017-rapid.ron"),
    ),
    ("fide-2018", include_str!("../../../rules/articles/fide-2018.ron")),
    (
        "fide-2018-blitz",
        include_str!("../../../rules/articles/fide-2018-blitz.ron"),
    ),
    (
        "fide-2018-rapid",
        include_str!("../../../rules/articles/fide-2018-rapid.ron"),
    ),
    ("fide-2023", include_str!("../../../rules/articles/fide-2023.ron")),
    (
        "fide-2023-blitz",
        include_str!("../../../rules/articles/fide-2023-blitz.ron"),
    ),
    (
        "fide-2023-rapid",
        include_str!("../../../rules/articles/fide-2023-rapid.ron"),
    ),
    (
        "vn-chess-legacy",
        include_str!("../../../rules/articles/vn-chess-legacy.ron"),
    ),
    (
        "vn-xiangqi-1999",
        include_str!("../../../rules/articles/vn-xiangqi-1999.ron"),
    ),
    (
        "vn-xiangqi-2004",
        include_str!("../../../rules/articles/vn-xiangqi-2004.ron"),
    ),
    ("wxf-2018", include_str!("../../../rules/articles/wxf-2018.ron")),
];

/// The embedded index of a shipped rulebook (see [`SHIPPED_INDEXES`]), if it has one.
pub fn shipped_index(rulebook: &str) -> Option<ArticleIndex> {
    let (_, text) = SHIPPED_INDEXES.iter().find(|(id, _)| *id == rulebook)?;
    ron::Options::default().from_str(text).ok()
}

/// An anchor from any text, as the reference site gives its headings: lower-case ASCII letters
/// and digits, every run of anything else one `-`, after `prefix`.
pub fn anchor(prefix: &str, s: &str) -> String {
    let mut out = String::from(prefix);
    let mut dash = !out.is_empty();
    for c in s.chars() {
        let c = match c {
            'Đ' | 'đ' | 'Ð' => 'd',
            c => c,
        };
        if c.is_ascii_alphanumeric() {
            if dash && !out.is_empty() && !out.ends_with('-') {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
            dash = false;
        } else {
            dash = true;
        }
    }
    out
}

impl ArticleIndex {
    /// An index of `articles` of the law `law` (its document code), for `rulebook`.
    pub fn new(rulebook: String, law: String, extends: Option<String>, articles: Vec<Article>) -> ArticleIndex {
        ArticleIndex {
            rulebook,
            law,
            extends,
            articles,
            parsed: ParsedIds::default(),
        }
    }

    /// The articles' ids read as citations, with their positions in the index.
    fn parsed(&self) -> &[(usize, Citation)] {
        self.parsed.0.get_or_init(|| {
            self.articles
                .iter()
                .enumerate()
                .filter_map(|(i, a)| parse(&a.id).map(|p| (i, p)))
                .collect()
        })
    }

    /// The anchor of each article on the woven law page, in index order: [`anchor`] with the
    /// prefix `a`, and `x` appended to one that an earlier article already has.
    pub fn anchors(&self) -> Vec<String> {
        let mut seen = BTreeSet::new();
        self.articles
            .iter()
            .map(|a| {
                let mut id = anchor("a", &a.id);
                while !seen.insert(id.clone()) {
                    id.push('x');
                }
                id
            })
            .collect()
    }

    /// Reads and checks an index file: strict RON, every id parses, no id twice.
    ///
    /// # Errors
    ///
    /// A located message when the file cannot be read, parsed or is inconsistent.
    pub fn load(path: &Path) -> Result<Self, CoverageError> {
        let shown = path.display();
        let text = trongtai_rulebook::files::read_text(path).map_err(|e| {
            let (line, column) = e.position();
            CoverageError::File(format!("{shown}:{line}:{column}: {e}"))
        })?;
        let text = trongtai_rulebook::files::strip_bom(&text);
        let index: Self = ron::Options::default().from_str(text).map_err(|e| {
            CoverageError::File(format!(
                "{shown}:{}:{}: {}",
                e.span.start.line, e.span.start.col, e.code
            ))
        })?;
        let mut seen = BTreeSet::new();
        for a in &index.articles {
            let n = normalise(&a.id)
                .ok_or_else(|| CoverageError::File(format!("{shown}: article id `{}` cannot be read", a.id)))?;
            if !seen.insert(n) {
                return Err(CoverageError::File(format!("{shown}: article id `{}` twice", a.id)));
            }
        }
        Ok(index)
    }

    /// The indices of the articles a citation covers (rules in the module doc); empty when it
    /// covers none or does not parse.
    pub fn covered_by(&self, citation: &str) -> BTreeSet<usize> {
        let mut out = BTreeSet::new();
        let Some(c) = parse(citation) else { return out };
        let rows: Vec<&(usize, Citation)> = self.parsed().iter().filter(|(_, p)| p.en == c.en).collect();
        for path in &c.paths {
            let exact: Vec<usize> = rows
                .iter()
                .filter(|(_, r)| r.paths.iter().any(|p| p == path))
                .map(|(i, _)| *i)
                .collect();
            if !exact.is_empty() {
                out.extend(exact);
                continue;
            }
            let finer: Vec<usize> = rows
                .iter()
                .filter(|(_, r)| r.paths.iter().any(|p| p.len() > path.len() && p.starts_with(path)))
                .map(|(i, _)| *i)
                .collect();
            if !finer.is_empty() {
                out.extend(finer);
                continue;
            }
            let depth = |r: &Citation| {
                r.paths
                    .iter()
                    .filter(|p| p.len() < path.len() && path.starts_with(p))
                    .map(Vec::len)
                    .max()
            };
            if let Some(best) = rows.iter().filter_map(|(_, r)| depth(r)).max() {
                out.extend(rows.iter().filter(|(_, r)| depth(r) == Some(best)).map(|(i, _)| *i));
            }
        }
        out
    }

    /// The index of the article whose id equals `id` after normalisation.
    pub fn find(&self, id: &str) -> Option<usize> {
        let n = normalise(id)?;
        self.articles
            .iter()
            .position(|a| normalise(&a.id).as_deref() == Some(n.as_str()))
    }
}

impl Exclusions {
    /// Reads an exclusions file (strict RON).
    ///
    /// # Errors
    ///
    /// A located message when the file cannot be read or parsed.
    pub fn load(path: &Path) -> Result<Self, CoverageError> {
        let shown = path.display();
        let text = trongtai_rulebook::files::read_text(path).map_err(|e| {
            let (line, column) = e.position();
            CoverageError::File(format!("{shown}:{line}:{column}: {e}"))
        })?;
        let text = trongtai_rulebook::files::strip_bom(&text);
        ron::Options::default().from_str(text).map_err(|e| {
            CoverageError::File(format!(
                "{shown}:{}:{}: {}",
                e.span.start.line, e.span.start.col, e.code
            ))
        })
    }
}

/// One article with what covers it.
#[derive(Debug, Clone)]
pub struct ArticleCoverage {
    /// The article.
    pub article: Article,
    /// Who cites it: scenario files, or `rules/<id>.ron game.articles.<key> (oracle tests)`.
    pub cited_by: Vec<String>,
    /// The reason it is excluded, if it is.
    pub excluded: Option<String>,
}

impl ArticleCoverage {
    /// Machine-checkable, cited by nothing and not excluded.
    pub fn uncovered(&self) -> bool {
        self.article.checkable && self.cited_by.is_empty() && self.excluded.is_none()
    }
}

/// The coverage of one law.
#[derive(Debug, Clone)]
pub struct Coverage {
    /// The rulebook.
    pub rulebook: String,
    /// The law's document code.
    pub law: String,
    /// For an appendix's index: the index it extends.
    pub extends: Option<String>,
    /// Every article, in the order of the index.
    pub articles: Vec<ArticleCoverage>,
    /// Citations that cover no article: (citation, where).
    pub unmatched: Vec<(String, String)>,
}

impl Coverage {
    /// Machine-checkable articles.
    pub fn checkable(&self) -> usize {
        self.articles.iter().filter(|a| a.article.checkable).count()
    }

    /// Machine-checkable articles cited at least once.
    pub fn covered(&self) -> usize {
        self.articles
            .iter()
            .filter(|a| a.article.checkable && !a.cited_by.is_empty())
            .count()
    }

    /// Machine-checkable articles not cited but excluded.
    pub fn excluded(&self) -> usize {
        self.articles
            .iter()
            .filter(|a| a.article.checkable && a.cited_by.is_empty() && a.excluded.is_some())
            .count()
    }

    /// The machine-checkable articles neither covered nor excluded.
    pub fn uncovered(&self) -> Vec<&Article> {
        self.articles
            .iter()
            .filter(|a| a.uncovered())
            .map(|a| &a.article)
            .collect()
    }

    /// Excluded articles that are cited anyway (the exclusion can go).
    pub fn stale_exclusions(&self) -> Vec<&Article> {
        self.articles
            .iter()
            .filter(|a| a.excluded.is_some() && !a.cited_by.is_empty())
            .map(|a| &a.article)
            .collect()
    }
}

/// Computes the coverage of every law indexed under `<root>/rules/articles/` by the scenarios
/// under `<root>/scenarios/`, with the exclusions of `<root>/scenarios/coverage-exclusions.ron`
/// (optional) and the shipped rulebooks' game citations. `only` keeps one rulebook.
///
/// # Errors
///
/// When an index, a scenario or the exclusions cannot be read, or an exclusion names an article
/// that is not in the index or not machine-checkable.
pub fn compute(root: &Path, only: Option<&str>) -> Result<Vec<Coverage>, CoverageError> {
    let io = |e: std::io::Error| CoverageError::File(e.to_string());
    let mut indexes = Vec::new();
    for path in find(&[root.join("rules").join("articles")]).map_err(io)? {
        indexes.push(ArticleIndex::load(&path)?);
    }
    indexes.sort_by(|a, b| a.rulebook.cmp(&b.rulebook));
    if let Some(id) = only {
        indexes.retain(|i| i.rulebook == id);
        if indexes.is_empty() {
            return Err(CoverageError::File(format!(
                "no article index for rulebook `{id}` in rules/articles/"
            )));
        }
    }
    // (rulebook, citation, who)
    let mut citations: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    for index in &indexes {
        let list = citations.entry(index.rulebook.clone()).or_default();
        if index.extends.is_some() {
            // An appendix's game is its law's: the game citations count there.
            continue;
        }
        let book = Rulebook::load(&Library::shipped(), &index.rulebook)
            .map_err(|e| CoverageError::File(format!("rulebook `{}`: {e}", index.rulebook)))?;
        if let Some(game) = &book.merged().game {
            for (key, article) in &game.articles {
                let who = format!("rules/{}.ron game.articles.{key} (oracle tests)", index.rulebook);
                list.push((article.clone(), who));
            }
        }
    }
    let scenarios_dir = root.join("scenarios");
    let exclusions_path = scenarios_dir.join(EXCLUSIONS_FILE);
    let mut books = Books::default();
    for path in find(std::slice::from_ref(&scenarios_dir)).map_err(io)? {
        let s = load(&path).map_err(|e| CoverageError::File(e.to_string()))?;
        let rel = path.strip_prefix(root).unwrap_or(&path);
        // Every indexed rulebook of the scenario's `extends` chain: a blitz scenario counts for
        // Appendix C, Appendix B and the Laws.
        let mut chain = books.chain_indexed(&s.rules, &indexes);
        if chain.is_empty() {
            chain.extend(folder_rulebook(rel, &indexes));
        }
        // A local regulation's scenarios also cite the regulation's own articles, which are not
        // the law's: only their citations of the law count (and none is "unmatched").
        let local = !indexes.iter().any(|i| i.rulebook == s.rules) && books.is_local(&s.rules);
        let who = rel.display().to_string();
        let cited: Vec<String> = s
            .articles
            .iter()
            .chain(&s.expect.articles)
            .chain(s.expect.penalties.iter().map(|p| &p.article))
            .cloned()
            .collect();
        let mut targets: Vec<(String, Vec<String>)> = chain.into_iter().map(|r| (r, cited.clone())).collect();
        // A scenario declared for a later edition (`holds_for`) counts for that edition's index
        // too, its citations re-cited to that edition's numbering.
        let own: Vec<String> = books.chain_ids(&s.rules);
        for other in &s.holds_for {
            let Some(recited) = books.recited(other, &own, &cited) else {
                continue;
            };
            for rulebook in books.chain_indexed(other, &indexes) {
                if !targets.iter().any(|(r, _)| *r == rulebook) {
                    targets.push((rulebook, recited.clone()));
                }
            }
        }
        for (rulebook, cited) in targets {
            let Some(index) = indexes.iter().find(|i| i.rulebook == rulebook) else {
                continue;
            };
            let Some(list) = citations.get_mut(&rulebook) else {
                continue;
            };
            for a in cited {
                if (local || index.extends.is_some()) && index.covered_by(&a).is_empty() {
                    continue;
                }
                list.push((a, who.clone()));
            }
        }
    }
    let exclusions = if exclusions_path.exists() {
        Exclusions::load(&exclusions_path)?.exclusions
    } else {
        Vec::new()
    };
    let shown = exclusions_path.display();
    for e in &exclusions {
        let Some(index) = indexes.iter().find(|i| i.rulebook == e.rules) else {
            if only.is_none() {
                return Err(CoverageError::File(format!(
                    "{shown}: no article index for rulebook `{}`",
                    e.rules
                )));
            }
            continue;
        };
        match index.find(&e.article) {
            None => {
                return Err(CoverageError::File(format!(
                    "{shown}: `{}` is not an article of {} (rules/articles/{}.ron)",
                    e.article, e.rules, e.rules
                )))
            }
            Some(i) if !index.articles[i].checkable => {
                return Err(CoverageError::File(format!(
                    "{shown}: {} `{}` is not machine-checkable; it needs no exclusion",
                    e.rules, e.article
                )))
            }
            Some(_) => {}
        }
    }
    let mut out = Vec::new();
    for index in indexes {
        let mut articles: Vec<ArticleCoverage> = index
            .articles
            .iter()
            .map(|a| ArticleCoverage {
                article: a.clone(),
                cited_by: Vec::new(),
                excluded: None,
            })
            .collect();
        let mut unmatched = Vec::new();
        for (citation, who) in citations.remove(&index.rulebook).unwrap_or_default() {
            let hit = index.covered_by(&citation);
            if hit.is_empty() {
                unmatched.push((citation, who));
                continue;
            }
            for i in hit {
                if !articles[i].cited_by.contains(&who) {
                    articles[i].cited_by.push(who.clone());
                }
            }
        }
        for e in exclusions.iter().filter(|e| e.rules == index.rulebook) {
            if let Some(i) = index.find(&e.article) {
                articles[i].excluded = Some(e.reason.clone());
            }
        }
        unmatched.sort();
        unmatched.dedup();
        out.push(Coverage {
            rulebook: index.rulebook,
            law: index.law,
            extends: index.extends,
            articles,
            unmatched,
        });
    }
    Ok(out)
}

/// The shipped rulebooks coverage reads, each loaded once.
#[derive(Default)]
struct Books(BTreeMap<String, Option<Rulebook>>);

impl Books {
    fn get(&mut self, rules: &str) -> Option<&Rulebook> {
        self.0
            .entry(rules.to_owned())
            .or_insert_with(|| Rulebook::load(&Library::shipped(), rules).ok())
            .as_ref()
    }

    /// The rulebooks with an article index in the `extends` chain of `rules` within its edition,
    /// itself first (a blitz scenario counts for Appendix C, Appendix B and the Laws; a local
    /// regulation's for its law; a 2014 scenario not for the 2001 index `fide-2014` amends).
    fn chain_indexed(&mut self, rules: &str, indexes: &[ArticleIndex]) -> Vec<String> {
        let Some(book) = self.get(rules) else {
            return Vec::new();
        };
        book.edition_ids()
            .filter(|id| indexes.iter().any(|i| i.rulebook == *id))
            .map(str::to_owned)
            .collect()
    }

    /// The ids of the chain of `rules`, itself first.
    fn chain_ids(&mut self, rules: &str) -> Vec<String> {
        self.get(rules)
            .map(|b| b.chain_ids().map(str::to_owned).collect())
            .unwrap_or_default()
    }

    /// `cited` (citations of a rulebook whose chain is `own`) as the later edition `other`
    /// numbers them; `None` when `other` is not a later edition of it.
    fn recited(&mut self, other: &str, own: &[String], cited: &[String]) -> Option<Vec<String>> {
        let book = self.get(other)?;
        if own.iter().any(|id| book.edition_ids().any(|e| e == id)) {
            return None;
        }
        let id = own.iter().find(|id| book.recite_from(id, "").is_some())?;
        Some(cited.iter().filter_map(|c| book.recite_from(id, c)).collect())
    }

    /// Whether `rules` names a local regulation (a rulebook with a `local` section).
    fn is_local(&mut self, rules: &str) -> bool {
        self.get(rules).is_some_and(|b| b.local().is_some())
    }
}

fn folder_rulebook(rel: &Path, indexes: &[ArticleIndex]) -> Option<String> {
    let mut parts = rel.components().map(|c| c.as_os_str().to_string_lossy().to_string());
    while let Some(p) = parts.next() {
        if p == "scenarios" {
            let next = parts.next()?;
            return indexes.iter().any(|i| i.rulebook == next).then_some(next);
        }
    }
    None
}

/// The repository root: the nearest ancestor of `start` with `rules/articles/`.
pub fn find_root(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .find(|p| p.join("rules").join("articles").is_dir())
        .map(Path::to_path_buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_article_index_is_shipped_as_it_stands() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rules/articles");
        let mut files = 0;
        for entry in std::fs::read_dir(&dir).expect("rules/articles") {
            let path = entry.expect("an entry").path();
            let id = path
                .file_stem()
                .and_then(|s| s.to_str())
                .expect("a file name")
                .to_owned();
            let disk = std::fs::read_to_string(&path).expect("readable");
            let embedded = SHIPPED_INDEXES.iter().find(|(i, _)| *i == id).map(|(_, t)| *t);
            assert_eq!(
                embedded,
                Some(disk.as_str()),
                "rules/articles/{id}.ron: add it to SHIPPED_INDEXES"
            );
            assert!(shipped_index(&id).is_some(), "{id} parses");
            files += 1;
        }
        assert_eq!(files, SHIPPED_INDEXES.len());
    }

    fn index(ids: &[&str]) -> ArticleIndex {
        ArticleIndex::new(
            "test".into(),
            "TEST".into(),
            None,
            ids.iter()
                .map(|id| Article {
                    id: (*id).into(),
                    title: String::new(),
                    checkable: true,
                })
                .collect(),
        )
    }

    fn covers(ix: &ArticleIndex, citation: &str) -> Vec<String> {
        ix.covered_by(citation)
            .into_iter()
            .map(|i| ix.articles[i].id.clone())
            .collect()
    }

    #[test]
    fn ids_are_read_as_token_paths() {
        let p = |s: &str| parse(s).map(|c| (c.en, c.paths));
        let v = |xs: &[&[&str]]| {
            xs.iter()
                .map(|x| x.iter().map(|s| s.to_string()).collect())
                .collect::<Vec<Vec<_>>>()
        };
        assert_eq!(p("3.8(a)(i)"), Some((false, v(&[&["3", "8", "a", "i"]]))));
        assert_eq!(p("12(b)"), Some((false, v(&[&["12", "b"]]))));
        assert_eq!(p("A (en)"), Some((true, v(&[&["a"]]))));
        assert_eq!(p("9.5(b) (en)"), Some((true, v(&[&["9", "5", "b"]]))));
        assert_eq!(p("B4"), Some((false, v(&[&["b", "4"]]))));
        assert_eq!(p("3.8 [c]"), p("3.8(c)"));
        assert_eq!(p("9.1–9.3"), Some((false, v(&[&["9", "1"], &["9", "2"], &["9", "3"]]))));
        assert_eq!(
            p("4.3(a)–(c)"),
            Some((false, v(&[&["4", "3", "a"], &["4", "3", "b"], &["4", "3", "c"]])))
        );
        assert_eq!(
            p("5.6.1-5.6.2"),
            Some((false, v(&[&["5", "6", "1"], &["5", "6", "2"]])))
        );
        assert_eq!(p("6.9 – 12.6"), None);
        assert_eq!(p("4.3(a"), None);
        assert_eq!(p(""), None);
        assert_eq!(normalise("3.8 [c]"), normalise("3.8(c)"));
        assert_eq!(normalise("9.2 (en)").as_deref(), Some("9.2 (en)"));
    }

    #[test]
    fn an_exact_row_is_covered_and_nothing_coarser() {
        let ix = index(&["10.9", "10.9.1", "10.9.3", "12", "12(a)", "12(b)"]);
        assert_eq!(covers(&ix, "10.9.3"), ["10.9.3"]);
        assert_eq!(covers(&ix, "10.9"), ["10.9"]);
        assert_eq!(covers(&ix, "12"), ["12"]);
        assert_eq!(covers(&ix, "12(b)"), ["12(b)"]);
    }

    #[test]
    fn an_article_covers_its_clauses_where_the_index_has_only_those() {
        let ix = index(&["4.3(a)–(c)", "4.4(a)", "4.4(b)", "7.4(a) (en)", "7.4(b) (en)"]);
        assert_eq!(covers(&ix, "4.3"), ["4.3(a)–(c)"]);
        assert_eq!(covers(&ix, "4.4"), ["4.4(a)", "4.4(b)"]);
        assert_eq!(covers(&ix, "7.4 (en)"), ["7.4(a) (en)", "7.4(b) (en)"]);
        assert_eq!(covers(&ix, "4.3(b)"), ["4.3(a)–(c)"]);
    }

    #[test]
    fn a_clause_covers_its_article_where_the_index_has_only_that() {
        let ix = index(&["9", "9.5 (en)", "A (en)", "8", "5.1(a)–(b)"]);
        assert_eq!(covers(&ix, "9.5(b) (en)"), ["9.5 (en)"]);
        assert_eq!(covers(&ix, "A.1(a) (en)"), ["A (en)"]);
        assert_eq!(covers(&ix, "8 (missing)"), ["8"]);
        assert_eq!(covers(&ix, "5.1(a)"), ["5.1(a)–(b)"]);
        assert_eq!(covers(&ix, "9.3(a)"), ["9"]);
    }

    #[test]
    fn a_clause_refines_its_article_and_nothing_else() {
        assert!(refines("9.2(b)", "9.2"));
        assert!(refines("7.5.5", "7.5"));
        assert!(!refines("9.2", "9.2"));
        assert!(!refines("9.2", "9.2(b)"));
        assert!(!refines("9.2(b) (en)", "9.2"));
        assert!(!refines("9.3(b)", "9.2"));
    }

    #[test]
    fn the_english_marker_must_agree() {
        let ix = index(&["9.2", "9.2 (en)", "12.7"]);
        assert_eq!(covers(&ix, "9.2 (en)"), ["9.2 (en)"]);
        assert_eq!(covers(&ix, "9.2"), ["9.2"]);
        assert!(covers(&ix, "12.7 (en)").is_empty());
    }

    #[test]
    fn a_range_covers_each_article_in_it() {
        let ix = index(&["9", "9.1", "9.2", "9.3(a)–(d)", "9.4(a)–(d)", "9.5", "9.5(a)", "9.6"]);
        assert_eq!(
            covers(&ix, "9.1–9.5"),
            ["9.1", "9.2", "9.3(a)–(d)", "9.4(a)–(d)", "9.5"]
        );
        let ix = index(&["5.6.1", "5.6.2", "5.6.3"]);
        assert_eq!(covers(&ix, "5.6.1–5.6.2"), ["5.6.1", "5.6.2"]);
    }

    #[test]
    fn unreadable_or_foreign_citations_cover_nothing() {
        let ix = index(&["2.1", "2.2"]);
        assert!(covers(&ix, "FIDE01 2.1").is_empty());
        assert!(covers(&ix, "2.1(").is_empty());
        assert!(covers(&ix, "3.1").is_empty());
    }

    #[test]
    fn shipped_indexes_load_and_exclusions_resolve() {
        let root = find_root(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("repository root");
        for id in ["fide-2001", "vn-chess-legacy", "vn-xiangqi-1999"] {
            let path = root.join("rules").join("articles").join(format!("{id}.ron"));
            let ix = ArticleIndex::load(&path).expect("index loads");
            assert_eq!(ix.rulebook, id);
            assert!(ix.articles.iter().any(|a| a.checkable));
        }
        let ex = Exclusions::load(&root.join("scenarios").join(EXCLUSIONS_FILE)).expect("exclusions load");
        for e in &ex.exclusions {
            let path = root.join("rules").join("articles").join(format!("{}.ron", e.rules));
            let ix = ArticleIndex::load(&path).expect("index loads");
            let i = ix
                .find(&e.article)
                .unwrap_or_else(|| panic!("{} {} not in the index", e.rules, e.article));
            assert!(
                ix.articles[i].checkable,
                "{} {} excluded but not checkable",
                e.rules, e.article
            );
            assert!(!e.reason.trim().is_empty());
        }
    }
}
