//! The history pages: a law along its editions (`fide-2001` → … → `fide-2023`, and each
//! appendix along the appendices of the same time class), article by article: the number and
//! title each edition gives the article, what each edition's values citing it are and where
//! they changed, and the scenarios whose verdict changes from one edition to the next (run here
//! under both, not taken from their expectations). Which editions follow which is data
//! (`amends`, `clock.time_class`), read by `trongtai_rulebook::history`.

use std::collections::BTreeMap;
use std::path::Path;

use trongtai_rulebook::history;
use trongtai_rulebook::{Library, Rulebook};
use trongtai_scenario::{find, load as load_scenario, Runner};

use super::{err, fill, value_cell, Ctx};
use crate::doc::{text, Block, Inline, Line, Page, Row};
use crate::labels::Lang;
use crate::DocError;

/// A law along its editions, oldest first, and the scenarios whose verdict changes between two
/// consecutive ones.
#[derive(Debug, Clone)]
pub(super) struct History {
    pub books: Vec<Rulebook>,
    pub changes: Vec<Change>,
}

/// A scenario whose verdict differs under two consecutive editions.
#[derive(Debug, Clone)]
pub(super) struct Change {
    /// The scenario file, relative to the repository.
    pub file: String,
    /// The articles the scenario cites (its own and its expectation's), as its rulebook numbers
    /// them.
    pub articles: Vec<String>,
    /// The earlier edition and what it rules (result and reason, in English and in Vietnamese),
    /// `None` where it cannot run the case (an event it has no rule for).
    pub before: (String, Option<[String; 2]>),
    /// The later edition and what it rules.
    pub after: (String, Option<[String; 2]>),
}

/// The history lines of `books`: one per rulebook that ends a line of two editions or more.
pub(super) fn lines(root: Option<&Path>, books: &[Rulebook]) -> Result<Vec<History>, DocError> {
    let library = Library::shipped();
    let mut chains: Vec<Vec<Rulebook>> = Vec::new();
    for book in books {
        if book.proposal().is_some() || book.local().is_some() {
            continue;
        }
        let chain = history::editions(&library, book).map_err(err)?;
        if chain.len() > 1 {
            chains.push(chain);
        }
    }
    // A line another line continues is part of that one.
    let continued = |c: &[Rulebook]| {
        chains
            .iter()
            .any(|d| d.len() > c.len() && d.iter().zip(c).all(|(a, b)| a.id() == b.id()))
    };
    let keep: Vec<bool> = chains.iter().map(|c| !continued(c)).collect();
    let chains: Vec<Vec<Rulebook>> = chains
        .into_iter()
        .zip(keep)
        .filter_map(|(c, keep)| keep.then_some(c))
        .collect();
    let scenarios = match root {
        Some(root) => find(&[root.join("scenarios")]).map_err(|e| DocError::at("scenarios/", e))?,
        None => Vec::new(),
    };
    let mut out = Vec::new();
    for books in chains {
        let changes = changes(root, &scenarios, &books)?;
        out.push(History { books, changes });
    }
    Ok(out)
}

/// The scenarios of two consecutive editions whose verdict differs: those written for the later
/// edition, and those of the earlier one that do not declare they hold for the later.
fn changes(root: Option<&Path>, files: &[std::path::PathBuf], books: &[Rulebook]) -> Result<Vec<Change>, DocError> {
    let mut runner = Runner::new();
    let mut out = Vec::new();
    let shown = |p: &Path| {
        root.and_then(|r| p.strip_prefix(r).ok())
            .unwrap_or(p)
            .display()
            .to_string()
            .replace('\\', "/")
    };
    for pair in books.windows(2) {
        let [before, after] = pair else { continue };
        for path in files {
            let Ok(s) = load_scenario(path) else { continue };
            let written_after = s.rules == after.id() && !s.holds_for.iter().any(|h| h == before.id());
            let not_held = s.rules == before.id() && !s.holds_for.iter().any(|h| h == after.id());
            if !(written_after || not_held) {
                continue;
            }
            let ruling = |runner: &mut Runner, id: &str| {
                runner.run_loaded(path, &s, Some(id)).ok().map(|o| {
                    let v = o.verdict;
                    [
                        format!("{} {}", v.result, v.reason.said(Lang::En)),
                        format!("{} {}", v.result, v.reason.said(Lang::Vi)),
                    ]
                })
            };
            let b = ruling(&mut runner, before.id());
            let a = ruling(&mut runner, after.id());
            if a == b {
                continue;
            }
            let mut articles = s.articles.clone();
            for a in &s.expect.articles {
                if !articles.contains(a) {
                    articles.push(a.clone());
                }
            }
            out.push(Change {
                file: shown(path),
                articles,
                before: (before.id().to_owned(), b),
                after: (after.id().to_owned(), a),
            });
        }
    }
    Ok(out)
}

/// The page name of a line's history.
pub(super) fn page_name(line: &History) -> String {
    format!("history-{}", line.books.last().map_or("", Rulebook::id))
}

impl Ctx {
    /// A ruling as the page says it: result and reason in `lang`, or that the case cannot run.
    fn ruling_cell(&self, ruling: Option<&[String; 2]>, lang: Lang) -> Result<Line, DocError> {
        match ruling {
            None => Ok(text(self.l("history.cannot-run", lang)?)),
            Some([en, vi]) => Ok(text(match lang {
                Lang::En => en.clone(),
                Lang::Vi => vi.clone(),
            })),
        }
    }

    pub(super) fn history_page(&self, line: &History, lang: Lang) -> Result<Page, DocError> {
        let books = &line.books;
        let ids: Vec<&str> = books.iter().map(Rulebook::id).collect();
        let mut page = Page::new(
            page_name(line),
            fill(&self.l("history.title", lang)?, &[("line", &ids.join(" → "))]),
        );
        page.push(Block::Para(text(self.l("history.intro", lang)?)));
        // The editions.
        page.push(Block::Heading(2, self.l("history.editions", lang)?, "editions".into()));
        let mut rows = Vec::new();
        for (i, book) in books.iter().enumerate() {
            let from = book.law().in_force_from().unwrap_or("—");
            let mut folded: Line = Vec::new();
            for u in book.unencoded_before() {
                if !folded.is_empty() {
                    // Each note ends its own sentence.
                    folded.push(Inline::Text(" ".into()));
                }
                folded.push(Inline::Strong(u.edition.clone()));
                folded.push(Inline::Text(format!(" ({}): ", u.in_force)));
                folded.extend(super::note_line(Some(&u.note), lang));
            }
            let compare: Line = match i.checked_sub(1).and_then(|p| books.get(p)) {
                Some(prev) if self.comparisons().iter().any(|(a, b)| a == prev.id() && b == book.id()) => {
                    vec![Inline::Link(
                        format!("{} ↔ {}", prev.id(), book.id()),
                        format!("page:{}", super::compare_name(prev.id(), book.id())),
                    )]
                }
                Some(prev) => vec![Inline::Code(prev.id().to_owned())],
                None => Vec::new(),
            };
            rows.push(Row {
                cells: vec![
                    vec![Inline::Link(
                        book.id().to_owned(),
                        format!("page:rulebook-{}", book.id()),
                    )],
                    text(Self::title(book, lang)),
                    text(from),
                    compare,
                    folded,
                ],
                mark: false,
            });
        }
        page.push(Block::Table(
            vec![
                self.l("col.rulebook", lang)?,
                self.l("col.title", lang)?,
                self.l("history.col-from", lang)?,
                self.l("history.col-amends", lang)?,
                self.l("history.col-unencoded", lang)?,
            ],
            rows,
        ));
        // The articles whose values changed, by the article the latest edition to have the value
        // cites, in the latest edition's order.
        let mut groups: BTreeMap<(usize, String), Vec<String>> = BTreeMap::new();
        for path in history::changed_paths(books).into_iter().filter(|p| super::compared(p)) {
            let steps = history::value_history(books, &path);
            let latest = steps
                .iter()
                .rev()
                .find_map(|s| s.entries.first().map(|e| (s.rulebook, e.article.clone())));
            let key = match latest {
                Some((book, Some(article))) => {
                    let order = self
                        .law_of(book)
                        .and_then(|law| self.indexes.get(&law))
                        .and_then(|index| index.covered_by(&article).into_iter().next())
                        .unwrap_or(usize::MAX);
                    (order, article)
                }
                _ => (usize::MAX, String::new()),
            };
            groups.entry(key).or_default().push(path);
        }
        page.push(Block::Heading(
            2,
            fill(&self.l("history.articles", lang)?, &[("n", &groups.len().to_string())]),
            "articles".into(),
        ));
        let mut placed: Vec<&str> = Vec::new();
        for ((_, article), paths) in &groups {
            let heading = if article.is_empty() {
                self.l("history.no-article", lang)?
            } else {
                format!("{} {article}", self.l("col.article", lang)?)
            };
            page.push(Block::Heading(3, heading, crate::doc::anchor("h", article)));
            // What each edition calls the article: its number there and the title its index gives.
            let mut said: Vec<Line> = Vec::new();
            for book in books {
                let cited: Vec<String> = paths
                    .iter()
                    .filter_map(|p| book.provenance().find(|e| &e.path == p).and_then(|e| e.article.clone()))
                    .fold(Vec::new(), |mut acc, a| {
                        if !acc.contains(&a) {
                            acc.push(a);
                        }
                        acc
                    });
                let mut l = vec![Inline::Strong(book.id().to_owned()), Inline::Text(": ".into())];
                if cited.is_empty() {
                    l.extend(text(self.l("history.not-in-edition", lang)?));
                }
                let law = self.law_of(book);
                for (k, c) in cited.iter().enumerate() {
                    if k > 0 {
                        l.push(Inline::Text("; ".into()));
                    }
                    l.extend(self.article_link(law.as_deref(), c));
                    let title = law.as_ref().and_then(|law| self.indexes.get(law)).and_then(|index| {
                        let i = index.covered_by(c).into_iter().next()?;
                        index.articles.get(i).map(|a| a.title.clone())
                    });
                    if let Some(title) = title {
                        l.push(Inline::Text(" — ".into()));
                        l.push(match lang {
                            Lang::En => Inline::Text(title),
                            Lang::Vi => Inline::Foreign(Lang::En, title),
                        });
                    }
                }
                said.push(l);
            }
            page.push(Block::List(said));
            // The values, edition by edition; the rows where a value changed are marked.
            let mut rows = Vec::new();
            for path in paths {
                for step in history::value_history(books, path) {
                    let law = self.law_of(step.rulebook);
                    let (value, cited) = match step.entries.first() {
                        Some(e) => (
                            value_cell(e, lang),
                            e.article
                                .as_deref()
                                .map(|a| self.article_link(law.as_deref(), a))
                                .unwrap_or_default(),
                        ),
                        None => (text("—"), Vec::new()),
                    };
                    rows.push(Row {
                        cells: vec![
                            vec![Inline::Code(path.clone())],
                            vec![Inline::Link(
                                step.rulebook.id().to_owned(),
                                format!("page:rulebook-{}", step.rulebook.id()),
                            )],
                            value,
                            cited,
                            if step.changed {
                                text(self.l("history.changed", lang)?)
                            } else {
                                Vec::new()
                            },
                        ],
                        mark: step.changed,
                    });
                }
            }
            page.push(Block::Table(
                vec![
                    self.l("col.path", lang)?,
                    self.l("col.rulebook", lang)?,
                    self.l("col.value", lang)?,
                    self.l("col.article", lang)?,
                    self.l("history.col-changed", lang)?,
                ],
                rows,
            ));
            // The scenarios whose verdict changes and that cite one of these articles.
            let cites: Vec<(String, String)> = books
                .iter()
                .flat_map(|b| {
                    paths.iter().filter_map(move |p| {
                        b.provenance()
                            .find(|e| &e.path == p)
                            .and_then(|e| e.article.clone())
                            .map(|a| (b.id().to_owned(), a))
                    })
                })
                .collect();
            let mine: Vec<&Change> = line
                .changes
                .iter()
                .filter(|c| {
                    c.articles.iter().any(|a| {
                        cites
                            .iter()
                            .any(|(b, x)| (b == &c.before.0 || b == &c.after.0) && same_article(x, a))
                    })
                })
                .collect();
            if !mine.is_empty() {
                page.push(Block::Para(text(self.l("history.scenarios", lang)?)));
                page.push(self.changes_table(&mine, lang)?);
                placed.extend(mine.iter().map(|c| c.file.as_str()));
            }
        }
        // Every other scenario whose verdict changes along the line.
        let rest: Vec<&Change> = line
            .changes
            .iter()
            .filter(|c| !placed.contains(&c.file.as_str()))
            .collect();
        page.push(Block::Heading(
            2,
            fill(
                &self.l("history.other-scenarios", lang)?,
                &[("n", &rest.len().to_string())],
            ),
            "scenarios".into(),
        ));
        if !rest.is_empty() {
            page.push(self.changes_table(&rest, lang)?);
        }
        Ok(page)
    }

    fn changes_table(&self, changes: &[&Change], lang: Lang) -> Result<Block, DocError> {
        let mut rows = Vec::new();
        for c in changes {
            rows.push(Row {
                cells: vec![
                    vec![Inline::Link(c.file.clone(), format!("repo:{}", c.file))],
                    text(c.articles.join(", ")),
                    vec![Inline::Code(c.before.0.clone())],
                    self.ruling_cell(c.before.1.as_ref(), lang)?,
                    vec![Inline::Code(c.after.0.clone())],
                    self.ruling_cell(c.after.1.as_ref(), lang)?,
                ],
                mark: false,
            });
        }
        Ok(Block::Table(
            vec![
                self.l("history.col-scenario", lang)?,
                self.l("col.article", lang)?,
                self.l("history.col-before", lang)?,
                self.l("history.col-ruling", lang)?,
                self.l("history.col-after", lang)?,
                self.l("history.col-ruling", lang)?,
            ],
            rows,
        ))
    }
}

/// Whether two citations name the same article: equal, or one a clause of the other (`9.6.1`
/// and `9.6`; `9.6(a)` and `9.6`), read as the coverage reads citations (`3.8 [c]` is `3.8(c)`;
/// an English original's clause is not the Vietnamese copy's).
fn same_article(a: &str, b: &str) -> bool {
    use trongtai_scenario::coverage::{normalise, refines};
    a.trim() == b.trim() || normalise(a).is_some_and(|n| Some(n) == normalise(b)) || refines(a, b) || refines(b, a)
}
