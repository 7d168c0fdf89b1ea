//! The pages of the site.

use std::collections::{BTreeMap, BTreeSet};

use trongtai_engine::Game;
use trongtai_i18n::msg;
use trongtai_rulebook::game::Mode;
use trongtai_rulebook::human;
use trongtai_rulebook::load::Origin;
use trongtai_rulebook::{GameDef, Library, ProvenanceEntry, Rulebook};
use trongtai_scenario::coverage::{self, ArticleIndex, Coverage};

use crate::chase;
use crate::diagram::{self, Diagram, What};
use crate::doc::{self, text, Block, Chrome, Inline, Line, Page, Row};
use crate::labels::{fill, read, Labels, Lang, SiteFile, TextSource};
use crate::notes::{note_line, written_in};
use crate::schema_ref;
use crate::texts::{figures, EnglishNotes, LawText};
use crate::{DocError, Options, Site};

mod history;
mod law;
mod rulebook;
mod schema;

/// The opening words of a clause, without its number (`10.2.1.`, `(a).`, `a)`), cut at a word
/// near 60 characters.
fn opening(line: &str) -> String {
    let is_number = |w: &str| {
        let w = w.trim_end_matches(['.', ':']);
        !w.is_empty()
            && (w.chars().all(|c| c.is_ascii_digit() || c == '.')
                || (w.starts_with('(') || w.ends_with(')'))
                    && w.trim_matches(['(', ')']).chars().all(|c| c.is_ascii_alphanumeric())
                    && w.len() <= 6)
    };
    let mut out = String::new();
    let mut words = line.split_whitespace().skip_while(|w| is_number(w)).peekable();
    while let Some(word) = words.next() {
        if out.chars().count() + word.chars().count() > 60 {
            out.push_str(" …");
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
        if words.peek().is_none() {
            break;
        }
    }
    out.trim_end_matches([':', ',', ';']).to_owned()
}

/// Without a checkout there is no repository to link to: links to its files become their
/// paths as code, except the scenarios when a library is at hand (`copied`), whose links lead
/// to the copies in the site (`scenarios/…`); their paths are added to `copied`.
fn unlink_repo(page: &mut Page, copied: Option<&mut BTreeSet<String>>) {
    let mut copied = copied;
    let mut line = |l: &mut Line| {
        for piece in l.iter_mut() {
            if let Inline::Link(t, target) = piece {
                let Some(path) = target.strip_prefix("repo:") else {
                    continue;
                };
                match copied.as_deref_mut() {
                    Some(copied) if path.starts_with("scenarios/") => {
                        copied.insert(path.to_owned());
                        *target = format!("root:{path}");
                    }
                    _ => *piece = Inline::Code(std::mem::take(t)),
                }
            }
        }
    };
    for block in &mut page.blocks {
        match block {
            Block::Para(l) | Block::Note(l) | Block::Figure(_, _, l) => line(l),
            Block::List(items) => items.iter_mut().for_each(&mut line),
            Block::Table(_, rows) => rows.iter_mut().flat_map(|r| r.cells.iter_mut()).for_each(&mut line),
            Block::Heading(..) | Block::Quote(_) | Block::Pre(_) => {}
        }
    }
}

/// The scenario files the pages link to, copied from the library into the site.
fn copy_scenarios(site: &mut Site, library: &std::path::Path, copied: &BTreeSet<String>) -> Result<(), DocError> {
    for rel in copied {
        let text =
            std::fs::read_to_string(library.join(rel)).map_err(|e| DocError::at(rel, trongtai_i18n::io_error(&e)))?;
        site.files.insert(rel.clone(), text);
    }
    Ok(())
}

/// The coverage of the embedded article indexes without scenarios (no checkout to read them
/// from): every article, none cited.
fn embedded_coverage() -> Result<Vec<Coverage>, DocError> {
    let mut out = Vec::new();
    for (id, text) in coverage::SHIPPED_INDEXES {
        let rel = format!("rules/articles/{id}.ron");
        let index: ArticleIndex = ron::Options::default()
            .from_str(text)
            .map_err(|e| DocError::from_display(trongtai_rulebook::error::ron_problem(&rel, text, &e)))?;
        out.push(Coverage {
            rulebook: index.rulebook.clone(),
            law: index.law.clone(),
            extends: index.extends.clone(),
            articles: index
                .articles
                .into_iter()
                .map(|article| coverage::ArticleCoverage {
                    article,
                    cited_by: Vec::new(),
                    excluded: None,
                })
                .collect(),
            unmatched: Vec::new(),
        });
    }
    Ok(out)
}

/// Everything the pages are made from, read once.
struct Ctx {
    langs: Vec<Lang>,
    repo_links: bool,
    /// Whether the site has the desk (the rulebook pages link to it).
    desk: bool,
    /// The rulebooks with a chase page (`chase.rs`).
    chases: BTreeSet<String>,
    /// The terms the search treats as one.
    synonyms: crate::labels::SearchSynonyms,
    labels: Labels,
    site: SiteFile,
    books: Vec<Rulebook>,
    coverage: BTreeMap<String, Coverage>,
    indexes: BTreeMap<String, ArticleIndex>,
    texts: BTreeMap<String, (TextSource, LawText, Option<EnglishNotes>)>,
    games: BTreeMap<String, (GameDef, Vec<Diagram>)>,
    schemas: Vec<(String, serde_json::Value)>,
    /// How xiangqi pieces are written on the diagrams (the start caption follows).
    glyphs: diagram::Glyphs,
    /// The laws along their editions, with the scenarios whose ruling changes between two.
    histories: Vec<history::History>,
}

fn err(e: impl std::fmt::Display) -> DocError {
    DocError::from_display(e)
}

/// A template with `{key}` replaced by a line (text in another language, say).
fn fill_line(template: &str, key: &str, value: Line) -> Line {
    let needle = format!("{{{key}}}");
    match template.split_once(&needle) {
        Some((before, after)) => {
            let mut line = Vec::new();
            if !before.is_empty() {
                line.push(Inline::Text(before.to_owned()));
            }
            line.extend(value);
            if !after.is_empty() {
                line.push(Inline::Text(after.to_owned()));
            }
            line
        }
        None => text(template),
    }
}

pub fn generate(opts: &Options) -> Result<Site, DocError> {
    let ctx = Ctx::load(opts)?;
    let mut site = Site::default();
    site.files.insert("style.css".into(), doc::STYLE.to_owned());
    site.files.insert("site.js".into(), doc::SCRIPT.to_owned());
    for (_, diagrams) in ctx.games.values() {
        for d in diagrams {
            site.files.insert(d.file.clone(), d.svg.clone());
        }
    }
    // The scenario files linked from pages made without a checkout but with a library.
    let mut copied = BTreeSet::new();
    let library = if opts.root.is_none() {
        opts.library.as_deref()
    } else {
        None
    };
    for &lang in &ctx.langs {
        let chrome = ctx.chrome(lang)?;
        let mut pages = ctx.pages(lang)?;
        site.files.insert(
            format!("{}/search-index.js", lang.code()),
            doc::search_index(&pages, &ctx.synonyms),
        );
        for page in &mut pages {
            if !ctx.repo_links {
                unlink_repo(page, library.map(|_| &mut copied));
            }
            let page = &*page;
            let base = format!("{}/{}", lang.code(), page.name);
            site.files
                .insert(format!("{base}.md"), doc::markdown(page, lang, &chrome));
            site.files
                .insert(format!("{base}.html"), doc::html(page, lang, &chrome));
        }
    }
    // The chase rules pages (`chase.rs`), one per rulebook with a perpetual-chase rule.
    let render = |p: &doc::Page, lang: Lang| -> Result<(String, String), DocError> {
        let c = ctx.chrome(lang)?;
        Ok((doc::markdown(p, lang, &c), doc::html(p, lang, &c)))
    };
    // The diagrams come from the scenarios: a checkout's, or the library's.
    if let Some(root) = opts.root.as_deref().or(opts.library.as_deref()) {
        let unlink = |page: &mut doc::Page, copied: &mut BTreeSet<String>| {
            if !ctx.repo_links {
                unlink_repo(page, library.map(|_| copied));
            }
        };
        chase::add(
            root,
            &ctx.labels,
            &ctx.langs,
            &ctx.books,
            &mut site,
            &render,
            &mut |p| unlink(p, &mut copied),
        )?;
    }
    if let Some(library) = library {
        copy_scenarios(&mut site, library, &copied)?;
    }
    let (html, md) = ctx.landing()?;
    site.files.insert("index.html".into(), html);
    site.files.insert("index.md".into(), md);
    Ok(site)
}

impl Ctx {
    fn load(opts: &Options) -> Result<Self, DocError> {
        let root = opts.root.as_deref();
        let labels = Labels::load(root)?;
        let site = SiteFile::load(root)?;
        let library = Library::shipped();
        let mut books: Vec<Rulebook> = Vec::new();
        let specs: Vec<String> = match &opts.rulebooks {
            Some(specs) => specs.clone(),
            None => library.rulebook_ids().into_iter().map(str::to_owned).collect(),
        };
        // One page per id: the same rulebook named twice (or reached through another's `extends`)
        // is one page; two different files with one id cannot both have it, and are refused
        // rather than the second dropped in silence.
        let add = |book: Rulebook, books: &mut Vec<Rulebook>| -> Result<(), DocError> {
            let first = |b: &Rulebook| b.files().first().map(|f| (f.path().to_owned(), f.text().to_owned()));
            match books.iter().find(|b| b.id() == book.id()) {
                None => books.push(book),
                Some(known) if first(known) == first(&book) => {}
                Some(known) => {
                    let path = |b: &Rulebook| b.files().first().map_or_else(String::new, |f| f.path().to_owned());
                    return Err(msg::DocsSameId {
                        first: &path(known),
                        second: &path(&book),
                        id: book.id(),
                    }
                    .into());
                }
            }
            Ok(())
        };
        for spec in &specs {
            let book = Rulebook::load(&library, spec).map_err(err)?;
            // The library rulebooks it extends come with it (its base's page, the comparison).
            for id in Self::chain_ids(&book).into_iter().skip(1) {
                if library.rulebook_ids().contains(&id.as_str()) {
                    add(Rulebook::load(&library, &id).map_err(err)?, &mut books)?;
                }
            }
            add(book, &mut books)?;
        }
        books.sort_by(|a, b| a.id().cmp(b.id()));
        let mut coverage_map = BTreeMap::new();
        let mut indexes = BTreeMap::new();
        // The scenarios: a checkout's, or the library's.
        let scenarios = root.or(opts.library.as_deref());
        let computed = match scenarios {
            Some(dir) => coverage::compute(dir, None).map_err(err)?,
            None => embedded_coverage()?,
        };
        for c in computed {
            if c.extends.is_some() {
                // An appendix's clauses are pages of its law (they stand in its index too).
                continue;
            }
            indexes.insert(
                c.rulebook.clone(),
                ArticleIndex::new(
                    c.rulebook.clone(),
                    c.law.clone(),
                    None,
                    c.articles.iter().map(|a| a.article.clone()).collect(),
                ),
            );
            coverage_map.insert(c.rulebook.clone(), c);
        }
        // Only the laws the rulebooks encode.
        let laws: BTreeSet<String> = books
            .iter()
            .flat_map(Self::chain_ids)
            .filter(|id| indexes.contains_key(id))
            .collect();
        indexes.retain(|id, _| laws.contains(id));
        coverage_map.retain(|id, _| laws.contains(id));
        let mut texts = BTreeMap::new();
        for source in site.texts.iter().filter(|s| laws.contains(&s.rulebook)) {
            let law = LawText::parse(&read(root, &source.file)?, source.blank_ends_clause);
            let english = match &source.english {
                Some(f) => Some(EnglishNotes::parse(&read(root, f)?)),
                None => None,
            };
            texts.insert(source.rulebook.clone(), (source.clone(), law, english));
        }
        let mut games = BTreeMap::new();
        for book in &books {
            let def = book.game();
            if games.contains_key(&def.id) {
                continue;
            }
            let game = Game::compile(def).map_err(|e| {
                DocError::from(msg::DocsGame {
                    game: &def.id,
                    why: &e.text(),
                })
            })?;
            let diagrams = diagram::game_diagrams(&game, def, opts.glyphs);
            games.insert(def.id.clone(), (def.clone(), diagrams));
        }
        let mut schemas = Vec::new();
        let mut all = trongtai_rulebook::schemas();
        all.sort_by(|a, b| a.0.cmp(b.0));
        for (name, text) in all {
            let value: serde_json::Value =
                serde_json::from_str(&text).map_err(|e| DocError::at(format_args!("rules/schema/{name}"), e))?;
            schemas.push((name.to_owned(), value));
        }
        let histories = history::lines(scenarios, &books)?;
        let chases = match scenarios {
            Some(dir) => books
                .iter()
                .filter(|b| chase::has_page(dir, b))
                .map(|b| b.id().to_owned())
                .collect(),
            None => BTreeSet::new(),
        };
        Ok(Self {
            histories,
            langs: opts.langs.clone(),
            repo_links: root.is_some(),
            desk: opts.desk,
            chases,
            synonyms: crate::labels::SearchSynonyms::load(root)?,
            labels,
            site,
            books,
            coverage: coverage_map,
            indexes,
            texts,
            games,
            schemas,
            glyphs: opts.glyphs,
        })
    }

    fn l(&self, key: &str, lang: Lang) -> Result<String, DocError> {
        self.labels.get(key, lang)
    }

    /// The name of a zone or castling of a game (`zone.palace`), from the labels; a game of a
    /// user's own whose ids have no label shows the id.
    fn named(&self, kind: &str, id: &str, lang: Lang) -> String {
        self.labels
            .get(&format!("{kind}.{id}"), lang)
            .unwrap_or_else(|_| id.to_owned())
    }

    /// A value's note, and its reading marked "reading, not text" where the value is one.
    fn note_cell(&self, note: Option<&str>, reading: Option<&str>, lang: Lang) -> Result<Line, DocError> {
        let mut line = note_line(note, lang);
        if let Some(reading) = reading {
            if note.is_some() {
                line.push(Inline::Text(" ".into()));
            }
            line.push(Inline::Strong(format!("{}:", self.l("value.reading", lang)?)));
            line.push(Inline::Text(" ".into()));
            line.extend(note_line(Some(reading), lang));
        }
        Ok(line)
    }

    fn book(&self, id: &str) -> Option<&Rulebook> {
        self.books.iter().find(|b| b.id() == id)
    }

    fn title(book: &Rulebook, lang: Lang) -> String {
        match lang {
            Lang::Vi => book.title().vi.clone(),
            Lang::En => book.title().en.clone(),
        }
    }

    /// The rulebook id of each file of a chain (library files only).
    /// The chase page that speaks for `book`: its own, or that of the nearest rulebook of its
    /// `extends` chain that has one (a provincial regulation's law).
    fn chase_page(&self, book: &Rulebook) -> Option<String> {
        Self::chain_ids(book)
            .into_iter()
            .find(|id| self.chases.contains(id))
            .map(|id| chase::page_name(&id))
    }

    /// The chase page of the law `id` (a law page's rulebook).
    fn chase_page_of_law(&self, id: &str) -> Option<String> {
        self.chases.contains(id).then(|| chase::page_name(id))
    }

    fn chain_ids(book: &Rulebook) -> Vec<String> {
        book.files()
            .iter()
            .map(|f| match f.origin() {
                Origin::Library(name) => {
                    let name = name.strip_prefix(trongtai_rulebook::library::LOCAL_DIR).unwrap_or(name);
                    name.trim_end_matches(".ron").to_owned()
                }
                Origin::Disk(path) => path.to_string_lossy().to_string(),
            })
            .collect()
    }

    /// The law (article index) a rulebook encodes: the first file of its chain with an index.
    fn law_of(&self, book: &Rulebook) -> Option<String> {
        Self::chain_ids(book)
            .into_iter()
            .find(|id| self.indexes.contains_key(id))
    }

    /// The rulebook this one extends directly, if any.
    fn base_of(&self, book: &Rulebook) -> Option<&Rulebook> {
        Self::chain_ids(book).get(1).and_then(|id| self.book(id))
    }

    /// A citation as a link to its article on the woven law page, when the law has it.
    fn article_link(&self, law: Option<&str>, citation: &str) -> Line {
        if let Some(law) = law {
            if let Some(index) = self.indexes.get(law) {
                if let Some(&i) = index.covered_by(citation).iter().next() {
                    if let Some(a) = index.anchors().get(i) {
                        return vec![Inline::Link(citation.to_owned(), format!("page:law-{law}#{a}"))];
                    }
                }
            }
        }
        vec![Inline::Code(citation.to_owned())]
    }

    fn comparisons(&self) -> Vec<(String, String)> {
        let mut pairs: Vec<(String, String)> = self
            .site
            .comparisons
            .iter()
            .filter(|(a, b)| self.book(a).is_some() && self.book(b).is_some())
            .cloned()
            .collect();
        for book in &self.books {
            if let Some(base) = self.base_of(book) {
                let pair = (base.id().to_owned(), book.id().to_owned());
                if !pairs.contains(&pair) {
                    pairs.push(pair);
                }
            }
        }
        pairs
    }

    fn chrome(&self, lang: Lang) -> Result<Chrome, DocError> {
        let mut nav = vec![];
        for (law, index) in &self.indexes {
            nav.push((
                self.l("nav.law", lang)? + " " + index.law.as_str(),
                format!("law-{law}"),
            ));
        }
        for id in self.games.keys() {
            let def = &self.games[id].0;
            nav.push((name(&def.name, lang), format!("game-{id}")));
        }
        nav.push((self.l("nav.schema", lang)?, "schema".into()));
        Ok(Chrome {
            site: self.l("site.title", lang)?,
            home: self.l("nav.home", lang)?,
            other_language: if self.langs.contains(&lang.other()) {
                self.l("nav.other-language", lang)?
            } else {
                String::new()
            },
            note: self.l("note", lang)?,
            nav,
            footer: self.l("site.footer", lang)?,
            search: self.l("nav.search", lang)?,
            contents: self.l("nav.contents", lang)?,
            table_rows: self.l("nav.table-rows", lang)?,
            table_rows_changed: self.l("nav.table-rows-changed", lang)?,
        })
    }

    fn pages(&self, lang: Lang) -> Result<Vec<Page>, DocError> {
        let mut pages = vec![self.index(lang)?];
        for book in &self.books {
            pages.push(self.rulebook_page(book, lang)?);
        }
        for law in self.indexes.keys() {
            pages.push(self.law_page(law, lang)?);
        }
        for id in self.games.keys() {
            pages.push(self.game_page(id, lang)?);
        }
        for (a, b) in self.comparisons() {
            pages.push(self.compare_page(&a, &b, lang)?);
        }
        for line in &self.histories {
            pages.push(self.history_page(line, lang)?);
        }
        pages.push(self.schema_page(lang)?);
        Ok(pages)
    }

    /// The bilingual landing page at the site root.
    fn landing(&self) -> Result<(String, String), DocError> {
        let mut html = String::from("<!DOCTYPE html>\n<html lang=\"vi\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
        let vi = self.l("site.title", Lang::Vi)?;
        let en = self.l("site.title", Lang::En)?;
        html.push_str(&format!(
            "<title>{} / {}</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n<body>\n<main>\n<h1>{} / {}</h1>\n<ul>\n",
            doc::html_escape(&vi),
            doc::html_escape(&en),
            doc::html_escape(&vi),
            doc::html_escape(&en)
        ));
        let mut md = format!("# {vi} / {en}\n\n");
        for &lang in &self.langs {
            let label = self.l("lang.name", lang)?;
            html.push_str(&format!(
                "<li><a hreflang=\"{0}\" href=\"{0}/index.html\">{1}</a></li>\n",
                lang.code(),
                doc::html_escape(&label)
            ));
            md.push_str(&format!("- [{label}]({}/index.md)\n", lang.code()));
        }
        html.push_str("</ul>\n</main>\n</body>\n</html>\n");
        Ok((html, md))
    }

    fn index(&self, lang: Lang) -> Result<Page, DocError> {
        let mut page = Page::new("index", self.l("site.title", lang)?);
        page.push(Block::Para(text(self.l("index.intro", lang)?)));
        page.push(Block::Heading(2, self.l("index.rulebooks", lang)?, "rulebooks".into()));
        let mut rows = Vec::new();
        for book in &self.books {
            let law = self.law_of(book);
            let mut law_cell: Line = Vec::new();
            if let Some(law) = &law {
                law_cell.push(Inline::Link(self.indexes[law].law.clone(), format!("page:law-{law}")));
            }
            rows.push(Row {
                cells: vec![
                    vec![Inline::Link(
                        book.id().to_owned(),
                        format!("page:rulebook-{}", book.id()),
                    )],
                    match book.proposal() {
                        // A proposal says so wherever its title is shown.
                        Some(p) => vec![
                            Inline::Text(format!("{} ", Self::title(book, lang))),
                            Inline::Strong(format!("({})", self.l(status_key(p.status), lang)?)),
                        ],
                        None => text(Self::title(book, lang)),
                    },
                    law_cell,
                    self.base_of(book)
                        .map(|b| vec![Inline::Link(b.id().to_owned(), format!("page:rulebook-{}", b.id()))])
                        .unwrap_or_default(),
                ],
                mark: false,
            });
        }
        page.push(Block::Table(
            vec![
                self.l("col.rulebook", lang)?,
                self.l("col.title", lang)?,
                self.l("col.law", lang)?,
                self.l("col.extends", lang)?,
            ],
            rows,
        ));
        page.push(Block::Heading(2, self.l("index.laws", lang)?, "laws".into()));
        let mut items = Vec::new();
        for (law, index) in &self.indexes {
            let mut line = vec![Inline::Link(index.law.clone(), format!("page:law-{law}"))];
            if let Some(book) = self.book(law) {
                line.push(Inline::Text(format!(" — {}", Self::title(book, lang))));
            }
            items.push(line);
        }
        page.push(Block::List(items));
        page.push(Block::Heading(2, self.l("index.games", lang)?, "games".into()));
        let items = self
            .games
            .iter()
            .map(|(id, (def, _))| vec![Inline::Link(name(&def.name, lang), format!("page:game-{id}"))])
            .collect();
        page.push(Block::List(items));
        page.push(Block::Heading(
            2,
            self.l("index.comparisons", lang)?,
            "comparisons".into(),
        ));
        let items = self
            .comparisons()
            .iter()
            .map(|(a, b)| {
                vec![Inline::Link(
                    format!("{a} ↔ {b}"),
                    format!("page:{}", compare_name(a, b)),
                )]
            })
            .collect();
        page.push(Block::List(items));
        if !self.histories.is_empty() {
            page.push(Block::Heading(2, self.l("index.histories", lang)?, "histories".into()));
            let items = self
                .histories
                .iter()
                .map(|h| {
                    let ids: Vec<&str> = h.books.iter().map(Rulebook::id).collect();
                    vec![Inline::Link(ids.join(" → "), format!("page:{}", history::page_name(h)))]
                })
                .collect();
            page.push(Block::List(items));
        }
        page.push(Block::Heading(2, self.l("index.schema", lang)?, "schema".into()));
        page.push(Block::Para(vec![Inline::Link(
            self.l("nav.schema", lang)?,
            "page:schema".into(),
        )]));
        page.push(Block::Heading(
            2,
            self.l("index.regenerate", lang)?,
            "regenerate".into(),
        ));
        page.push(Block::Para(text(self.l("index.regenerate-text", lang)?)));
        page.push(Block::Pre("cargo xtask docs\ncargo xtask docs --check-browser".into()));
        Ok(page)
    }
}

/// The label of a proposal's status.
fn status_key(status: trongtai_rulebook::ProposalStatus) -> &'static str {
    match status {
        trongtai_rulebook::ProposalStatus::Proposed => "status.proposed",
        trongtai_rulebook::ProposalStatus::Comparison => "status.comparison",
    }
}

fn name(labels: &trongtai_rulebook::game::Labels, lang: Lang) -> String {
    match lang {
        Lang::Vi => labels.vi.clone(),
        Lang::En => labels.en.clone(),
    }
}

/// The last component of a path.
fn file_name(path: &str) -> String {
    path.rsplit('/').next().unwrap_or(path).to_owned()
}

/// A period in force: `2024-09-01 – 2026-08-31`, `2001-07-01 –`, or nothing.
fn period(from: Option<&str>, until: Option<&str>) -> String {
    match (from, until) {
        (Some(f), Some(u)) => format!("{f} – {u}"),
        (Some(f), None) => format!("{f} –"),
        (None, Some(u)) => format!("– {u}"),
        (None, None) => String::new(),
    }
}

/// Whether two rulebooks' values at `path` are compared (on the comparison and history pages):
/// not ids, titles, law metadata or the article numbers of game elements. (`amends`, `local`
/// and the other keys that describe a file have no provenance paths: `merge::META`.)
fn compared(path: &str) -> bool {
    ![
        "id",
        "version",
        "title.",
        "law.",
        "extends",
        "game.articles.",
        "game.notes.",
    ]
    .iter()
    .any(|s| path == *s || path.starts_with(s))
}

fn compare_name(a: &str, b: &str) -> String {
    format!("compare-{a}--{b}")
}

/// A source of a law's text: a link where it is an address, the text otherwise.
fn source_link(source: &str) -> Inline {
    if source.starts_with("http://") || source.starts_with("https://") {
        Inline::Link(source.to_owned(), source.to_owned())
    } else {
        Inline::Link(source.to_owned(), format!("repo:{source}"))
    }
}

/// A value as written in a rule file; a game citation shows nothing (the article column has it).
fn value_cell(e: &ProvenanceEntry, lang: Lang) -> Line {
    let is_article = e.article.as_ref().is_some_and(|a| format!("{a:?}") == e.value);
    if is_article {
        Vec::new()
    } else {
        value_line(&e.path, &e.value, lang)
    }
}

/// A value at `path`, written as a rule file writes it (`value`), said for people in `lang`: a
/// text of the file (a title, a note) in the language it is written in, or translated where a
/// catalog has it.
fn value_line(path: &str, value: &str, lang: Lang) -> Line {
    {
        match value.strip_prefix('"').and_then(|v| v.strip_suffix('"')) {
            // A text of the rule file (a title, a note), in the language it is written in.
            Some(words) => {
                let words = words.replace("\\\"", "\"");
                match trongtai_rulebook::i18n::note(&words, lang) {
                    // A note kept as a value (the game's notes, the law's): said in the page's
                    // language where a catalog has it.
                    (Lang::Vi, _) if lang == Lang::Vi => note_line(Some(&words), lang),
                    _ => vec![Inline::Foreign(written_in(&words), words.clone())],
                }
            }
            None => text(human::value(path, value, lang)),
        }
    }
}

/// Whether a diagram shows the game element `key` of `game.articles`.
fn shows(what: &What, key: &str) -> bool {
    match what {
        What::Zones(_) => key == "board",
        What::Start => key == "start",
        What::Piece { kind, .. } => {
            key == format!("piece.{kind}") || key == format!("promotion.{kind}") || key == format!("en-passant.{kind}")
        }
        What::Blocked { kind, .. } | What::Screen { kind, .. } => key == format!("piece.{kind}"),
        What::Castling(_) => key.starts_with("castling."),
    }
}
