//! The pages of the site.

use std::collections::{BTreeMap, BTreeSet};

use trongtai_engine::Game;
use trongtai_rulebook::game::Mode;
use trongtai_rulebook::human;
use trongtai_rulebook::load::Origin;
use trongtai_rulebook::{GameDef, Library, ProvenanceEntry, Rulebook};
use trongtai_scenario::coverage::{self, ArticleIndex, Coverage};

use crate::chase;
use crate::diagram::{self, Diagram, What};
use crate::doc::{self, text, Block, Chrome, Inline, Line, Page, Row};
use crate::labels::{read, Labels, Lang, SiteFile, TextSource};
use crate::schema_ref;
use crate::texts::{figures, EnglishNotes, LawText};
use crate::{DocError, Options, Site};

mod history;

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

/// The language a text of a rule file is written in: Vietnamese when it has a letter only
/// Vietnamese writes.
fn written_in(words: &str) -> Lang {
    let vietnamese = words
        .chars()
        .any(|c| "ăâđêôơưĂÂĐÊÔƠƯàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ".contains(c));
    if vietnamese {
        Lang::Vi
    } else {
        Lang::En
    }
}

/// A rule file's note or reading on a page in `lang`, as the page's own words: on a
/// Vietnamese page its Vietnamese from the catalogs (`rules/i18n/vi/`; a user's file without
/// one shows the English, marked as English), on an English page the English, with the
/// Vietnamese it quotes from the law marked as Vietnamese. `…` spans are code.
pub(crate) fn note_line(note: Option<&str>, lang: Lang) -> Line {
    let Some(note) = note.filter(|n| !n.is_empty()) else {
        return Vec::new();
    };
    let (shown, words) = trongtai_rulebook::i18n::note(note, lang);
    if shown != lang {
        return vec![Inline::Foreign(shown, words.to_owned())];
    }
    let mut line = Vec::new();
    let balanced = words.matches('`').count() % 2 == 0;
    for (i, part) in words.split('`').enumerate() {
        if balanced && i % 2 == 1 {
            line.push(Inline::Code(part.to_owned()));
        } else if lang == Lang::En {
            line.extend(mark_vietnamese(if balanced { part } else { words }));
        } else if !part.is_empty() {
            line.push(Inline::Text(if balanced { part } else { words }.to_owned()));
        }
        if !balanced {
            break;
        }
    }
    line
}

/// English text with the Vietnamese it quotes marked: a quoted span ('…' or "…") with a
/// Vietnamese letter, and any other word with one (a term cited in passing, `Điều 17`).
fn mark_vietnamese(s: &str) -> Line {
    let mut out = Vec::new();
    let mut plain = String::new();
    let chars: Vec<(usize, char)> = s.char_indices().collect();
    let mut k = 0;
    while k < chars.len() {
        let (at, c) = chars[k];
        let opens = (c == '\'' || c == '"') && (k == 0 || chars[k - 1].1.is_whitespace() || chars[k - 1].1 == '(');
        if opens {
            let close = (k + 1..chars.len())
                .find(|&m| chars[m].1 == c && chars.get(m + 1).is_none_or(|n| !n.1.is_alphanumeric()));
            if let Some(m) = close {
                let end = chars.get(m + 1).map_or(s.len(), |n| n.0);
                let span = &s[at..end];
                if written_in(span) == Lang::Vi {
                    push_words(&mut out, &std::mem::take(&mut plain));
                    out.push(Inline::Foreign(Lang::Vi, span.to_owned()));
                    k = m + 1;
                    continue;
                }
            }
        }
        plain.push(c);
        k += 1;
    }
    push_words(&mut out, &plain);
    out
}

/// Plain English text, each word with a Vietnamese letter marked as Vietnamese.
fn push_words(out: &mut Line, s: &str) {
    let mut text = String::new();
    for piece in s.split_inclusive(char::is_whitespace) {
        let word = piece.trim_end();
        if written_in(word) == Lang::Vi {
            if !text.is_empty() {
                out.push(Inline::Text(std::mem::take(&mut text)));
            }
            out.push(Inline::Foreign(Lang::Vi, word.to_owned()));
            text.push_str(&piece[word.len()..]);
        } else {
            text.push_str(piece);
        }
    }
    if !text.is_empty() {
        out.push(Inline::Text(text));
    }
}

/// Without a checkout there is no repository to link to: links to its files become their
/// paths as code.
fn unlink_repo(page: &mut Page) {
    fn line(l: &mut Line) {
        for piece in l.iter_mut() {
            if let Inline::Link(t, target) = piece {
                if target.starts_with("repo:") {
                    *piece = Inline::Code(std::mem::take(t));
                }
            }
        }
    }
    for block in &mut page.blocks {
        match block {
            Block::Para(l) | Block::Note(l) | Block::Figure(_, _, l) => line(l),
            Block::List(items) => items.iter_mut().for_each(line),
            Block::Table(_, rows) => rows.iter_mut().flat_map(|r| r.cells.iter_mut()).for_each(line),
            Block::Heading(..) | Block::Quote(_) | Block::Pre(_) => {}
        }
    }
}

/// The coverage of the embedded article indexes without scenarios (no checkout to read them
/// from): every article, none cited.
fn embedded_coverage() -> Result<Vec<Coverage>, DocError> {
    let mut out = Vec::new();
    for (id, text) in coverage::SHIPPED_INDEXES {
        let rel = format!("rules/articles/{id}.ron");
        let index: ArticleIndex = ron::Options::default()
            .from_str(text)
            .map_err(|e| DocError(format!("{rel}:{}:{}: {}", e.span.start.line, e.span.start.col, e.code)))?;
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
    DocError(e.to_string())
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

/// Replaces `{key}` by its value.
fn fill(template: &str, args: &[(&str, &str)]) -> String {
    let mut s = template.to_owned();
    for (k, v) in args {
        s = s.replace(&format!("{{{k}}}"), v);
    }
    s
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
    for &lang in &ctx.langs {
        let chrome = ctx.chrome(lang)?;
        let mut pages = ctx.pages(lang)?;
        site.files
            .insert(format!("{}/search-index.js", lang.code()), doc::search_index(&pages));
        for page in &mut pages {
            if !ctx.repo_links {
                unlink_repo(page);
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
    let render = |p: &doc::Page, lang: Lang, c: &doc::Chrome| (doc::markdown(p, lang, c), doc::html(p, lang, c));
    // The diagrams come from the scenarios, so the pages need a checkout.
    if let Some(root) = &opts.root {
        chase::add(root, &ctx.books, &mut site, &|lang| ctx.chrome(lang), &render)?;
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
                    return Err(DocError(format!(
                        "{} and {} both have the id `{}`, expected one file per id (the site has one page per rulebook id)",
                        path(known),
                        path(&book),
                        book.id()
                    )));
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
        let computed = match root {
            Some(root) => coverage::compute(root, None).map_err(err)?,
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
            let game = Game::compile(def).map_err(|e| DocError(format!("game `{}`: {e}", def.id)))?;
            let diagrams = diagram::game_diagrams(&game, def, opts.glyphs);
            games.insert(def.id.clone(), (def.clone(), diagrams));
        }
        let mut schemas = Vec::new();
        let mut all = trongtai_rulebook::schemas();
        all.sort_by(|a, b| a.0.cmp(b.0));
        for (name, text) in all {
            let value: serde_json::Value =
                serde_json::from_str(&text).map_err(|e| DocError(format!("rules/schema/{name}: {e}")))?;
            schemas.push((name.to_owned(), value));
        }
        let histories = history::lines(root, &books)?;
        Ok(Self {
            histories,
            langs: opts.langs.clone(),
            repo_links: root.is_some(),
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

    // ------------------------------------------------------------ rulebook pages

    fn rulebook_page(&self, book: &Rulebook, lang: Lang) -> Result<Page, DocError> {
        let mut page = Page::new(format!("rulebook-{}", book.id()), Self::title(book, lang));
        let law = self.law_of(book);
        let l = book.law();
        let mut meta: Vec<(String, Line)> = vec![
            (self.l("meta.id", lang)?, vec![Inline::Code(book.id().to_owned())]),
            (
                self.l("meta.version", lang)?,
                vec![Inline::Code(book.version().to_owned())],
            ),
            (
                self.l("meta.title-other", lang)?,
                vec![Inline::Foreign(lang.other(), Self::title(book, lang.other()))],
            ),
        ];
        let document = format!("{} ({})", l.document, l.edition);
        if let Some(p) = book.proposal() {
            // A proposal: its own status, proposer and dates; the law it amends named, and
            // none of the law's decision, dates or text shown as its own.
            meta.push((
                self.l("meta.status", lang)?,
                vec![Inline::Strong(self.l(status_key(p.status), lang)?)],
            ));
            meta.push((self.l("meta.proposer", lang)?, text(name(&p.proposer, lang))));
            meta.push((
                self.l("meta.amends", lang)?,
                vec![Inline::Foreign(written_in(&l.document), document.clone())],
            ));
            if let Some(d) = &p.submitted {
                meta.push((self.l("meta.submitted", lang)?, text(d.clone())));
            }
            if let Some(d) = &p.effective {
                meta.push((self.l("meta.would-apply", lang)?, text(d.clone())));
            }
        } else {
            meta.push((
                self.l("meta.document", lang)?,
                vec![Inline::Foreign(written_in(&l.document), document.clone())],
            ));
        }
        if let Some(d) = l.decision.as_ref().filter(|_| book.proposal().is_none()) {
            meta.push((
                self.l("meta.decision", lang)?,
                vec![Inline::Foreign(written_in(d), d.clone())],
            ));
        }
        if book.proposal().is_none() {
            if let Some(d) = &l.decision_date {
                meta.push((self.l("meta.decision-date", lang)?, text(d.clone())));
            }
            if let Some(d) = &l.effective {
                meta.push((self.l("meta.effective", lang)?, text(d.clone())));
            }
            if let Some(d) = &l.effective_original {
                meta.push((self.l("meta.effective-original", lang)?, text(d.clone())));
            }
            meta.push((self.l("meta.source", lang)?, vec![source_link(&l.source)]));
            if let Some(n) = &l.notes {
                meta.push((self.l("meta.notes", lang)?, note_line(Some(n), lang)));
            }
        }
        if !l.sources.is_empty() {
            let mut line = Vec::new();
            for (i, source) in l.sources.iter().enumerate() {
                if i > 0 {
                    line.push(Inline::Text(", ".into()));
                }
                line.push(source_link(source));
            }
            meta.push((self.l("meta.sources", lang)?, line));
        }
        if let Some(amended) = book.amended() {
            let link = match self.book(amended) {
                Some(_) => vec![Inline::Link(amended.to_owned(), format!("page:rulebook-{amended}"))],
                None => vec![Inline::Code(amended.to_owned())],
            };
            meta.push((self.l("meta.amends", lang)?, link));
        }
        for e in book.unencoded_before() {
            let mut line = text(format!("{} ({}): ", e.edition, e.in_force));
            line.extend(note_line(Some(&e.note), lang));
            meta.push((self.l("meta.unencoded", lang)?, line));
        }
        if let Some(local) = book.local() {
            let b = &local.basis;
            meta.push((self.l("meta.authority", lang)?, text(name(&local.authority, lang))));
            let mut basis = b.document.clone();
            if let Some(a) = &b.article {
                basis.push_str(&format!(", {a}"));
            }
            if let Some(i) = &b.issued {
                basis.push_str(&format!(" ({} {i})", self.l("meta.issued", lang)?));
            }
            meta.push((
                self.l("meta.basis", lang)?,
                vec![Inline::Foreign(written_in(&basis), basis)],
            ));
            let until = b.valid_until.clone().unwrap_or_else(|| "…".into());
            meta.push((self.l("meta.valid", lang)?, text(format!("{} – {until}", b.valid_from))));
            if let Some(n) = &b.notes {
                meta.push((self.l("meta.basis-notes", lang)?, note_line(Some(n), lang)));
            }
        }
        // The arbiter's desk opens on this rulebook when followed from its page.
        meta.push((
            self.l("meta.desk", lang)?,
            vec![Inline::Link(
                self.l("meta.desk-open", lang)?,
                format!("root:{}/index.html", crate::DESK_DIR),
            )],
        ));
        let game = &book.game().id;
        meta.push((
            self.l("meta.game", lang)?,
            vec![
                Inline::Link(name(&book.game().name, lang), format!("page:game-{game}")),
                Inline::Text(" (".into()),
                Inline::Link(
                    book.game_file().path().to_owned(),
                    format!("repo:{}", book.game_file().path()),
                ),
                Inline::Text(")".into()),
            ],
        ));
        if let Some(law) = &law {
            meta.push((
                self.l("meta.woven", lang)?,
                vec![Inline::Link(self.indexes[law].law.clone(), format!("page:law-{law}"))],
            ));
        }
        // The history of its law along the editions, where it is on one.
        if let Some(h) = self
            .histories
            .iter()
            .find(|h| h.books.iter().any(|b| b.id() == book.id()))
        {
            let ids: Vec<&str> = h.books.iter().map(Rulebook::id).collect();
            meta.push((
                self.l("meta.history", lang)?,
                vec![Inline::Link(ids.join(" → "), format!("page:{}", history::page_name(h)))],
            ));
        }
        let rows = meta
            .into_iter()
            .map(|(k, v)| Row {
                cells: vec![text(k), v],
                mark: false,
            })
            .collect();
        page.push(Block::Table(
            vec![self.l("col.field", lang)?, self.l("col.value", lang)?],
            rows,
        ));
        if book.local().is_some_and(|l| l.illustrative) {
            page.push(Block::Note(text(self.l("rulebook.illustrative", lang)?)));
        }
        if let Some(p) = book.proposal() {
            page.push(Block::Note(text(fill(
                &self.l("rulebook.proposal", lang)?,
                &[("law", &document)],
            ))));
            if p.illustrative {
                page.push(Block::Note(text(self.l("rulebook.proposal-illustrative", lang)?)));
            }
        }

        page.push(Block::Heading(2, self.l("rulebook.files", lang)?, "files".into()));
        page.push(Block::Para(text(self.l("rulebook.files-text", lang)?)));
        let items = book
            .files()
            .iter()
            .map(|f| vec![Inline::Link(f.path().to_owned(), format!("repo:{}", f.path()))])
            .collect();
        page.push(Block::List(items));

        let base = self.base_of(book);
        let top = book.files().first().map(|f| f.path().to_owned()).unwrap_or_default();
        page.push(Block::Heading(2, self.l("rulebook.values", lang)?, "values".into()));
        if base.is_some() {
            page.push(Block::Note(text(fill(
                &self.l("rulebook.changed-text", lang)?,
                &[("file", &top)],
            ))));
        }
        let mut heads = vec![
            self.l("col.path", lang)?,
            self.l("col.value", lang)?,
            self.l("col.article", lang)?,
            self.l("col.note", lang)?,
            self.l("col.set-by", lang)?,
            self.l("col.in-force", lang)?,
        ];
        if base.is_some() {
            heads.push(self.l("col.replaces", lang)?);
        }
        let mut rows = Vec::new();
        for entry in book.provenance() {
            // A proposal names the law it amends above; the law's decision and dates are not its.
            if book.proposal().is_some() && entry.path.starts_with("law.") {
                continue;
            }
            let metadata = ["id", "version", "title.", "extends", "local."]
                .iter()
                .any(|m| entry.path == *m || entry.path.starts_with(m));
            let changed = !metadata
                && if entry.local || entry.proposed {
                    entry.changed()
                } else {
                    base.is_some() && entry.file == top
                };
            let mut cells = vec![
                vec![Inline::Code(entry.path.clone())],
                value_cell(entry, lang),
                {
                    let mut cell = entry
                        .article
                        .as_deref()
                        .map(|a| self.article_link(law.as_deref(), a))
                        .unwrap_or_default();
                    // The clause of a claim on a written move, and the one that states the
                    // outcome, cited with the deciding one.
                    if let Some(written) = &entry.on_written_move {
                        cell.push(Inline::Text(", ".into()));
                        cell.extend(self.article_link(law.as_deref(), written));
                    }
                    if let Some(outcome) = &entry.outcome {
                        cell.push(Inline::Text(" → ".into()));
                        cell.extend(self.article_link(law.as_deref(), outcome));
                    }
                    cell
                },
                self.note_cell(entry.note.as_deref(), entry.reading.as_deref(), lang)?,
                {
                    let mut set_by = vec![Inline::Link(file_name(&entry.file), format!("repo:{}", entry.file))];
                    // Inherited from an earlier edition, re-cited to this one's numbering.
                    if let Some(cited_as) = &entry.cited_as {
                        set_by.push(Inline::Text(format!(" ({} ", self.l("rulebook.cited-as", lang)?)));
                        set_by.push(Inline::Code(cited_as.clone()));
                        set_by.push(Inline::Text(")".into()));
                    }
                    set_by
                },
                text(period(entry.from.as_deref(), entry.until.as_deref())),
            ];
            if let Some(base) = base {
                let replaced: Option<(String, Option<String>)> = if entry.local || entry.proposed {
                    entry.national.as_ref().map(|n| (n.value.clone(), n.article.clone()))
                } else {
                    base.provenance()
                        .find(|e| e.path == entry.path)
                        .map(|e| (e.value.clone(), e.article.clone()))
                };
                cells.push(match (changed, replaced) {
                    (true, Some((value, article))) => {
                        let mut line = value_line(&entry.path, &value, lang);
                        if let Some(a) = &article {
                            line.push(Inline::Text(" [".into()));
                            line.extend(self.article_link(law.as_deref(), a));
                            line.push(Inline::Text("]".into()));
                        }
                        line
                    }
                    (true, None) => text(self.l("rulebook.new-value", lang)?),
                    _ => Vec::new(),
                });
            }
            rows.push(Row { cells, mark: changed });
        }
        page.push(Block::Table(heads, rows));

        if !book.versions().is_empty() {
            page.push(Block::Heading(2, self.l("rulebook.versions", lang)?, "versions".into()));
            page.push(Block::Para(text(self.l("rulebook.versions-text", lang)?)));
            let rows = book
                .versions()
                .iter()
                .map(|v| -> Result<Row, DocError> {
                    let national = match &v.national {
                        Some(n) => {
                            let mut line = text(human::value(&v.path, &n.value, lang));
                            if let Some(a) = &n.article {
                                line.push(Inline::Text(" [".into()));
                                line.extend(self.article_link(law.as_deref(), a));
                                line.push(Inline::Text("]".into()));
                            }
                            line
                        }
                        None => text("—"),
                    };
                    Ok(Row {
                        cells: vec![
                            vec![Inline::Code(v.path.clone())],
                            text(period(Some(&v.from), v.until.as_deref())),
                            if v.repealed {
                                text(self.l("rulebook.repealed", lang)?)
                            } else {
                                text(human::value(&v.path, &v.value, lang))
                            },
                            v.article
                                .as_deref()
                                .map(|a| vec![Inline::Code(a.to_owned())])
                                .unwrap_or_default(),
                            national,
                            self.note_cell(v.note.as_deref(), v.reading.as_deref(), lang)?,
                        ],
                        mark: !v.repealed && v.national.as_ref().is_none_or(|n| n.value != v.value),
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            page.push(Block::Table(
                vec![
                    self.l("col.path", lang)?,
                    self.l("col.in-force", lang)?,
                    self.l("col.value", lang)?,
                    self.l("col.article", lang)?,
                    self.l("col.national", lang)?,
                    self.l("col.note", lang)?,
                ],
                rows,
            ));
        }

        if !book.overridable().is_empty() {
            page.push(Block::Heading(
                2,
                self.l("rulebook.overridable", lang)?,
                "overridable".into(),
            ));
            page.push(Block::Para(text(self.l("rulebook.overridable-text", lang)?)));
            let rows = book
                .overridable()
                .iter()
                .map(|(path, d)| Row {
                    cells: vec![
                        vec![Inline::Code(path.clone())],
                        self.article_link(law.as_deref(), &d.article),
                        text(human::bounds(&d.bounds, lang)),
                        note_line(d.note.as_deref(), lang),
                    ],
                    mark: false,
                })
                .collect();
            page.push(Block::Table(
                vec![
                    self.l("col.path", lang)?,
                    self.l("col.article", lang)?,
                    self.l("col.bounds", lang)?,
                    self.l("col.note", lang)?,
                ],
                rows,
            ));
        }

        let related: Vec<Line> = self
            .comparisons()
            .iter()
            .filter(|(a, b)| a == book.id() || b == book.id())
            .map(|(a, b)| {
                vec![Inline::Link(
                    format!("{a} ↔ {b}"),
                    format!("page:{}", compare_name(a, b)),
                )]
            })
            .collect();
        if !related.is_empty() {
            page.push(Block::Heading(
                2,
                self.l("index.comparisons", lang)?,
                "comparisons".into(),
            ));
            page.push(Block::List(related));
        }
        Ok(page)
    }

    fn compare_page(&self, a: &str, b: &str, lang: Lang) -> Result<Page, DocError> {
        let (Some(ba), Some(bb)) = (self.book(a), self.book(b)) else {
            return Err(DocError(format!(
                "rules/docs/site.ron: cannot compare `{a}` with `{b}`, expected two rulebook ids"
            )));
        };
        let mut page = Page::new(compare_name(a, b), format!("{a} ↔ {b}"));
        page.push(Block::Para(vec![
            Inline::Link(Self::title(ba, lang), format!("page:rulebook-{a}")),
            Inline::Text(" ↔ ".into()),
            Inline::Link(Self::title(bb, lang), format!("page:rulebook-{b}")),
        ]));
        page.push(Block::Para(text(self.l("compare.intro", lang)?)));
        for book in [ba, bb] {
            if book.proposal().is_some() {
                page.push(Block::Note(vec![
                    Inline::Link(book.id().to_owned(), format!("page:rulebook-{}", book.id())),
                    Inline::Text(format!(
                        " {} {}",
                        self.l("compare.proposal", lang)?,
                        Self::title(book, lang)
                    )),
                ]));
            }
            if !book.versions().is_empty() {
                page.push(Block::Note(vec![
                    Inline::Text(self.l("compare.local", lang)? + " "),
                    Inline::Link(book.id().to_owned(), format!("page:rulebook-{}#versions", book.id())),
                ]));
            }
        }
        let skip = |p: &str| !compared(p);
        let left: Vec<&ProvenanceEntry> = ba.provenance().filter(|e| !skip(&e.path)).collect();
        let right: Vec<&ProvenanceEntry> = bb.provenance().filter(|e| !skip(&e.path)).collect();
        let (la, lb) = (self.law_of(ba), self.law_of(bb));
        let mut paths: Vec<&str> = left.iter().map(|e| e.path.as_str()).collect();
        for e in &right {
            if !paths.contains(&e.path.as_str()) {
                paths.push(&e.path);
            }
        }
        let cell = |e: Option<&&ProvenanceEntry>, law: Option<&str>| -> (Line, Line) {
            match e {
                Some(e) => (
                    value_cell(e, lang),
                    e.article
                        .as_deref()
                        .map(|a| self.article_link(law, a))
                        .unwrap_or_default(),
                ),
                None => (text("—"), Vec::new()),
            }
        };
        let mut rows = Vec::new();
        let mut same = 0;
        for path in paths {
            let ea = left.iter().find(|e| e.path == path);
            let eb = right.iter().find(|e| e.path == path);
            if let (Some(x), Some(y)) = (ea, eb) {
                if x.value == y.value {
                    same += 1;
                    continue;
                }
            }
            let (va, aa) = cell(ea, la.as_deref());
            let (vb, ab) = cell(eb, lb.as_deref());
            rows.push(Row {
                cells: vec![vec![Inline::Code(path.to_owned())], va, aa, vb, ab],
                mark: false,
            });
        }
        let n = rows.len().to_string();
        page.push(Block::Heading(
            2,
            fill(&self.l("compare.differ", lang)?, &[("n", &n)]),
            "differ".into(),
        ));
        page.push(Block::Table(
            vec![
                self.l("col.path", lang)?,
                a.to_owned(),
                self.l("col.article", lang)?,
                b.to_owned(),
                self.l("col.article", lang)?,
            ],
            rows,
        ));
        page.push(Block::Para(text(fill(
            &self.l("compare.same", lang)?,
            &[("n", &same.to_string())],
        ))));
        Ok(page)
    }

    // ------------------------------------------------------------ the woven law

    /// The diagrams standing for a game element cited by `article` of `law` (in the law's own
    /// rulebook), with the element key.
    fn diagrams_for(&self, law: &str, article: usize) -> Vec<(&Diagram, &GameDef)> {
        let (Some(book), Some(index)) = (self.book(law), self.indexes.get(law)) else {
            return Vec::new();
        };
        let Some((def, diagrams)) = self.games.get(&book.game().id) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (key, cited) in &book.game_ref().articles {
            if !index.covered_by(cited).contains(&article) {
                continue;
            }
            for d in diagrams.iter().filter(|d| shows(&d.what, key)) {
                if !out.iter().any(|(x, _): &(&Diagram, &GameDef)| x.file == d.file) {
                    out.push((d, def));
                }
            }
        }
        out
    }

    fn law_page(&self, law: &str, lang: Lang) -> Result<Page, DocError> {
        let index = &self.indexes[law];
        let coverage = &self.coverage[law];
        let title = match self.book(law) {
            Some(b) => format!("{} — {}", index.law, Self::title(b, lang)),
            None => index.law.clone(),
        };
        let mut page = Page::new(format!("law-{law}"), title);
        page.push(Block::Para(text(self.l("law.intro", lang)?)));
        let text_source = self.texts.get(law);
        if let Some((source, _, _)) = text_source {
            page.push(Block::Para(vec![
                Inline::Text(self.l("law.source", lang)? + " "),
                Inline::Link(source.file.clone(), format!("repo:{}", source.file)),
            ]));
            if let Some(until) = &source.complete_until {
                page.push(Block::Note(text(fill(
                    &self.l("law.truncated", lang)?,
                    &[("until", until)],
                ))));
            }
        }
        let books: Vec<&Rulebook> = self
            .books
            .iter()
            .filter(|b| self.law_of(b).as_deref() == Some(law))
            .collect();
        let mut line = vec![Inline::Text(self.l("law.rulebooks", lang)? + " ")];
        for (i, b) in books.iter().enumerate() {
            if i > 0 {
                line.push(Inline::Text(", ".into()));
            }
            line.push(Inline::Link(b.id().to_owned(), format!("page:rulebook-{}", b.id())));
        }
        page.push(Block::Para(line));
        page.push(Block::Para(text(fill(
            &self.l("law.totals", lang)?,
            &[
                ("checkable", &coverage.checkable().to_string()),
                ("covered", &coverage.covered().to_string()),
                ("excluded", &coverage.excluded().to_string()),
            ],
        ))));
        let complete_until = text_source
            .and_then(|(s, _, _)| s.complete_until.as_deref())
            .and_then(|u| index.articles.iter().position(|a| a.id == u));
        for ((i, article), a) in index.articles.iter().enumerate().zip(index.anchors()) {
            let heading = match lang {
                Lang::En => format!("{} — {}", article.id, article.title),
                // The index's titles are English: a Vietnamese page names the article by the
                // opening words of its own text.
                Lang::Vi => match text_source.and_then(|(_, vi, _)| vi.article(&article.id)) {
                    Some(lines) => match lines.first().map(|l| opening(l)) {
                        Some(o) if !o.is_empty() => format!("{} — {o}", article.id),
                        _ => article.id.clone(),
                    },
                    None => article.id.clone(),
                },
            };
            page.push(Block::Heading(3, heading, a));
            if !article.checkable {
                page.push(Block::Para(vec![Inline::Strong(self.l("law.not-checkable", lang)?)]));
            }
            // The words of the law.
            let english = article.id.trim_end().ends_with("(en)");
            let mut words: Vec<String> = Vec::new();
            if let Some((_, vi, en)) = text_source {
                if english {
                    page.push(Block::Note(text(fill(
                        &self.l("law.cut-en", lang)?,
                        &[("id", &article.id)],
                    ))));
                    if let Some(lines) = en.as_ref().and_then(|n| n.article(&article.id)) {
                        page.push(Block::Para(text(self.l("law.english-summary", lang)?)));
                        page.push(Block::Quote(lines));
                    }
                } else if let Some(lines) = vi.article(&article.id) {
                    if complete_until.is_some_and(|u| i > u) {
                        page.push(Block::Note(text(self.l("law.fragment", lang)?)));
                    }
                    words = lines.clone();
                    page.push(Block::Quote(lines));
                } else {
                    page.push(Block::Para(text(self.l("law.no-text", lang)?)));
                }
            }
            // The figures it refers to, and the diagrams standing for them.
            let figs = figures(&words);
            let diagrams = self.diagrams_for(law, i);
            if !figs.is_empty() {
                let list = figs.iter().map(|f| format!("Hình {f}")).collect::<Vec<_>>().join(", ");
                let key = if diagrams.is_empty() {
                    "law.figures-lost"
                } else {
                    "law.figures-drawn"
                };
                page.push(Block::Para(fill_line(
                    &self.l(key, lang)?,
                    "figures",
                    vec![Inline::Foreign(Lang::Vi, list)],
                )));
            }
            for (d, def) in diagrams {
                page.push(Block::Figure(
                    d.file.clone(),
                    d.svg.clone(),
                    self.caption(d, def, lang)?,
                ));
            }
            // The values that cite it.
            let mut rows = Vec::new();
            for book in &books {
                let own = book.id() == law;
                let top = book.files().first().map(|f| f.path().to_owned()).unwrap_or_default();
                for e in book.provenance() {
                    if !own && e.file != top {
                        continue;
                    }
                    let Some(cited) = &e.article else { continue };
                    if !index.covered_by(cited).contains(&i) {
                        continue;
                    }
                    rows.push(Row {
                        cells: vec![
                            vec![Inline::Link(
                                book.id().to_owned(),
                                format!("page:rulebook-{}", book.id()),
                            )],
                            vec![Inline::Code(e.path.clone())],
                            value_cell(e, lang),
                            vec![Inline::Code(cited.clone())],
                            self.note_cell(e.note.as_deref(), e.reading.as_deref(), lang)?,
                        ],
                        mark: !own,
                    });
                }
            }
            if !rows.is_empty() {
                page.push(Block::Table(
                    vec![
                        self.l("col.rulebook", lang)?,
                        self.l("col.path", lang)?,
                        self.l("col.value", lang)?,
                        self.l("col.cites", lang)?,
                        self.l("col.note", lang)?,
                    ],
                    rows,
                ));
            }
            // What it delegates to local regulations.
            if let Some(own) = self.book(law) {
                let rows: Vec<Row> = own
                    .overridable()
                    .iter()
                    .filter(|(_, d)| index.covered_by(&d.article).contains(&i))
                    .map(|(path, d)| Row {
                        cells: vec![
                            vec![Inline::Code(path.clone())],
                            text(human::bounds(&d.bounds, lang)),
                            note_line(d.note.as_deref(), lang),
                        ],
                        mark: false,
                    })
                    .collect();
                if !rows.is_empty() {
                    page.push(Block::Para(vec![Inline::Strong(self.l("law.delegates", lang)?)]));
                    page.push(Block::Table(
                        vec![
                            self.l("col.path", lang)?,
                            self.l("col.bounds", lang)?,
                            self.l("col.note", lang)?,
                        ],
                        rows,
                    ));
                }
            }
            // The scenarios that cite it.
            if let Some(cov) = coverage.articles.get(i) {
                let scenarios: Vec<&String> = cov.cited_by.iter().filter(|w| !w.ends_with("(oracle tests)")).collect();
                let oracle = cov.cited_by.iter().any(|w| w.ends_with("(oracle tests)"));
                if !scenarios.is_empty() {
                    let mut line = vec![Inline::Strong(fill(
                        &self.l("law.scenarios", lang)?,
                        &[("n", &scenarios.len().to_string())],
                    ))];
                    line.push(Inline::Text(" ".into()));
                    for (k, s) in scenarios.iter().enumerate() {
                        if k > 0 {
                            line.push(Inline::Text(", ".into()));
                        }
                        let short = s.strip_prefix("scenarios/").unwrap_or(s).trim_end_matches(".ron");
                        line.push(Inline::Link(short.to_owned(), format!("repo:{s}")));
                    }
                    page.push(Block::Para(line));
                }
                if oracle {
                    page.push(Block::Para(text(self.l("law.oracle", lang)?)));
                }
                if let Some(reason) = &cov.excluded {
                    page.push(Block::Note(fill_line(
                        &self.l("law.excluded", lang)?,
                        "reason",
                        note_line(Some(reason), lang),
                    )));
                }
            }
        }
        Ok(page)
    }

    // ------------------------------------------------------------ games

    fn game_page(&self, id: &str, lang: Lang) -> Result<Page, DocError> {
        let (def, diagrams) = &self.games[id];
        let mut page = Page::new(format!("game-{id}"), name(&def.name, lang));
        page.push(Block::Para(text(fill(
            &self.l("game.intro", lang)?,
            &[
                ("files", &def.board.files.to_string()),
                ("ranks", &def.board.ranks.to_string()),
            ],
        ))));
        let mut line = vec![Inline::Text(self.l("game.rulebooks", lang)? + " ")];
        for (i, b) in self.books.iter().filter(|b| b.game().id == id).enumerate() {
            if i > 0 {
                line.push(Inline::Text(", ".into()));
            }
            line.push(Inline::Link(b.id().to_owned(), format!("page:rulebook-{}", b.id())));
        }
        page.push(Block::Para(line));
        page.push(Block::Heading(2, self.l("game.pieces", lang)?, "pieces".into()));
        let sides: Vec<String> = def.sides.iter().map(|s| name(&s.name, lang)).collect();
        let rows = def
            .pieces
            .iter()
            .map(|p| Row {
                cells: vec![
                    vec![Inline::Code(p.id.clone())],
                    text(name(&p.name, lang)),
                    vec![Inline::Foreign(lang.other(), name(&p.name, lang.other()))],
                    vec![Inline::Code(format!(
                        "{} / {}",
                        p.fen.to_ascii_uppercase(),
                        p.fen.to_ascii_lowercase()
                    ))],
                    text(if p.royal { "✓" } else { "" }),
                ],
                mark: false,
            })
            .collect();
        page.push(Block::Table(
            vec![
                self.l("col.piece", lang)?,
                self.l("col.name", lang)?,
                self.l("col.name-other", lang)?,
                fill(
                    &self.l("col.fen", lang)?,
                    &[
                        ("a", sides.first().map_or("", |s| s)),
                        ("b", sides.get(1).map_or("", |s| s)),
                    ],
                ),
                self.l("col.royal", lang)?,
            ],
            rows,
        ));
        page.push(Block::Heading(2, self.l("game.diagrams", lang)?, "diagrams".into()));
        page.push(Block::Para(text(self.l("game.diagrams-text", lang)?)));
        for d in diagrams {
            page.push(Block::Figure(
                d.file.clone(),
                d.svg.clone(),
                self.caption(d, def, lang)?,
            ));
        }
        Ok(page)
    }

    /// The caption of a diagram: what it shows, what the marks mean, and the figures of the law
    /// texts it stands in for.
    fn caption(&self, d: &Diagram, def: &GameDef, lang: Lang) -> Result<Line, DocError> {
        let piece = |kind: &str| {
            def.pieces
                .iter()
                .find(|p| p.id == kind)
                .map_or_else(|| kind.to_owned(), |p| name(&p.name, lang))
        };
        let s = match &d.what {
            What::Zones(zones) => {
                let zones: Vec<String> = zones.iter().map(|z| self.named("zone", z, lang)).collect();
                let mut s = fill(&self.l("diag.zones", lang)?, &[("zones", &zones.join(", "))]);
                if d.svg.contains("#8ec5e8") {
                    s.push(' ');
                    s.push_str(&self.l("diag.divider", lang)?);
                }
                s
            }
            What::Start => {
                let sides: Vec<String> = def.sides.iter().map(|x| name(&x.name, lang)).collect();
                // Pieces written with glyphs (xiangqi, `--glyphs vi|zh`) are named by them.
                let glyphs: Vec<Option<String>> = def
                    .pieces
                    .iter()
                    .map(|p| {
                        let (a, b) = (self.glyphs.of(&p.id, 0)?, self.glyphs.of(&p.id, 1)?);
                        Some(if a == b { a.to_owned() } else { format!("{a}/{b}") })
                    })
                    .collect();
                let by_glyph = glyphs.iter().all(Option::is_some);
                let letters: Vec<String> = def
                    .pieces
                    .iter()
                    .zip(&glyphs)
                    .map(|(p, g)| match g {
                        Some(g) if by_glyph => format!("{g} = {}", name(&p.name, lang)),
                        _ => format!("{} = {}", p.fen.to_ascii_uppercase(), name(&p.name, lang)),
                    })
                    .collect();
                let key = if by_glyph { "diag.start-glyphs" } else { "diag.start" };
                fill(
                    &self.l(key, lang)?,
                    &[
                        ("a", sides.first().map_or("", |x| x)),
                        ("b", sides.get(1).map_or("", |x| x)),
                        ("letters", &letters.join(", ")),
                    ],
                )
            }
            What::Piece {
                kind,
                from,
                legs,
                promotion,
                passable,
                modes,
            } => {
                let mut s = fill(&self.l("diag.piece", lang)?, &[("piece", &piece(kind)), ("from", from)]);
                let mut marks = Vec::new();
                for (mode, key) in [
                    (Mode::Both, "diag.mark-both"),
                    (Mode::MoveOnly, "diag.mark-move"),
                    (Mode::CaptureOnly, "diag.mark-capture"),
                ] {
                    if modes.contains(&mode) {
                        marks.push(self.l(key, lang)?);
                    }
                }
                s.push_str(&marks.join("; "));
                s.push('.');
                let hop = def.pieces.iter().find(|p| &p.id == kind).is_some_and(|p| {
                    p.moves
                        .iter()
                        .any(|m| matches!(m.kind, trongtai_rulebook::game::MoveKind::Hop { .. }))
                });
                let confined = def
                    .pieces
                    .iter()
                    .find(|p| &p.id == kind)
                    .is_some_and(|p| p.confined.is_some());
                for (on, key) in [
                    (*legs, "diag.legs"),
                    (*promotion, "diag.promotion"),
                    (*passable, "diag.passable"),
                    (hop, "diag.hop"),
                    (confined, "diag.confined"),
                ] {
                    if on {
                        s.push(' ');
                        s.push_str(&self.l(key, lang)?);
                    }
                }
                s
            }
            What::Blocked {
                kind,
                from,
                blocker,
                blocked,
            } => fill(
                &self.l("diag.blocked", lang)?,
                &[
                    ("piece", &piece(kind)),
                    ("from", from),
                    ("blocker", blocker),
                    ("blocked", &blocked.join(", ")),
                ],
            ),
            What::Screen {
                kind,
                from,
                screens,
                target,
            } => fill(
                &self.l("diag.screen", lang)?,
                &[
                    ("piece", &piece(kind)),
                    ("from", from),
                    ("screens", &screens.join(", ")),
                    ("target", target),
                ],
            ),
            What::Castling(ids) => {
                let names: Vec<String> = ids.iter().map(|c| self.named("castling", c, lang)).collect();
                fill(&self.l("diag.castling", lang)?, &[("ids", &names.join(", "))])
            }
        };
        // The figures of the law texts this diagram stands in for.
        let mut stands = Vec::new();
        for book in self.books.iter().filter(|b| b.game().id == def.id) {
            let Some((_, vi, _)) = self.texts.get(book.id()) else {
                continue;
            };
            let Some(index) = self.indexes.get(book.id()) else {
                continue;
            };
            for (key, cited) in &book.game_ref().articles {
                if !shows(&d.what, key) {
                    continue;
                }
                let Some(&i) = index.covered_by(cited).iter().next() else {
                    continue;
                };
                let words = vi.article(&index.articles[i].id).unwrap_or_default();
                for f in figures(&words) {
                    let item = format!("{} {} Hình {f}", index.law, index.articles[i].id);
                    if !stands.contains(&item) {
                        stands.push(item);
                    }
                }
            }
        }
        let mut line = text(s);
        if !stands.is_empty() {
            line.push(Inline::Text(" ".into()));
            line.extend(fill_line(
                &self.l("diag.stands-for", lang)?,
                "figures",
                vec![Inline::Foreign(Lang::Vi, stands.join("; "))],
            ));
        }
        Ok(line)
    }

    // ------------------------------------------------------------ schema reference

    fn schema_page(&self, lang: Lang) -> Result<Page, DocError> {
        let mut page = Page::new("schema", self.l("schema.title", lang)?);
        page.push(Block::Para(text(self.l("schema.intro", lang)?)));
        page.push(Block::Heading(2, self.l("schema.editor", lang)?, "editor".into()));
        page.push(Block::Para(text(self.l("schema.editor-text", lang)?)));
        page.push(Block::Pre(EDITOR_TASK.to_owned()));
        page.push(Block::Para(text(self.l("schema.editor-json", lang)?)));
        page.push(Block::Pre(EDITOR_JSON.to_owned()));
        let heads = [
            self.l("col.field", lang)?,
            self.l("col.type", lang)?,
            self.l("col.required", lang)?,
            self.l("col.description", lang)?,
        ];
        for (file, schema) in &self.schemas {
            let prefix = file.trim_end_matches(".schema.json");
            page.blocks.extend(schema_ref::blocks(file, schema, prefix, &heads));
        }
        Ok(page)
    }
}

/// A VS Code task running the validator, whose `path:line:col: message` lines become problems.
const EDITOR_TASK: &str = r#"// .vscode/tasks.json
{
  "version": "2.0.0",
  "tasks": [{
    "label": "trongtai rules check",
    "type": "shell",
    "command": "cargo run --quiet -- rules check ${file}",
    "problemMatcher": {
      "owner": "trongtai",
      "fileLocation": ["relative", "${workspaceFolder}"],
      "pattern": { "regexp": "^(.*):(\\d+):(\\d+): (.*)$", "file": 1, "line": 2, "column": 3, "message": 4 }
    }
  }]
}"#;

/// Pointing a JSON-Schema-aware tool at the schemas.
const EDITOR_JSON: &str = r#"// .vscode/settings.json — for rule files converted to JSON, or any JSON Schema tool
{
  "json.schemas": [
    { "fileMatch": ["rules/*.json"], "url": "./rules/schema/rulebook.schema.json" },
    { "fileMatch": ["rules/games/*.json"], "url": "./rules/schema/game.schema.json" }
  ]
}
// the same schemas on the command line:  trongtai rules schema  |  trongtai rules schema --game"#;

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
/// not ids, titles, law metadata or the article numbers of game elements.
fn compared(path: &str) -> bool {
    ![
        "id",
        "version",
        "title.",
        "law.",
        "extends",
        "amends",
        "local.",
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
