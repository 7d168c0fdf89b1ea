//! The page of a rulebook (its values, where each was set, its dates) and the page comparing two.

use super::*;

impl Ctx {
    pub(super) fn rulebook_page(&self, book: &Rulebook, lang: Lang) -> Result<Page, DocError> {
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
            meta.push((self.l("meta.amends-edition", lang)?, link));
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
        // The arbiter's desk opens on this rulebook when followed from its page; a site
        // without the desk has no link to it.
        if self.desk {
            meta.push((
                self.l("meta.desk", lang)?,
                vec![Inline::Link(
                    self.l("meta.desk-open", lang)?,
                    format!("root:{}/index.html", crate::DESK_DIR),
                )],
            ));
        }
        // The chase rules of a xiangqi rulebook, its own or its law's.
        if let Some(chase) = self.chase_page(book) {
            meta.push((
                self.l("meta.chase", lang)?,
                vec![Inline::Link(self.l("meta.chase-open", lang)?, format!("page:{chase}"))],
            ));
        }
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

    pub(super) fn compare_page(&self, a: &str, b: &str, lang: Lang) -> Result<Page, DocError> {
        let (Some(ba), Some(bb)) = (self.book(a), self.book(b)) else {
            return Err(msg::DocsCannotCompare { a, b }.into());
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
}
