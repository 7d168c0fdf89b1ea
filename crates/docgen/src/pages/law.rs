//! The woven law: a law's text with, under each article, the values citing it, the scenarios
//! checking it and the diagrams of its positions; and the page of a game definition.

use super::*;

impl Ctx {
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

    pub(super) fn law_page(&self, law: &str, lang: Lang) -> Result<Page, DocError> {
        let index = &self.indexes[law];
        let coverage = &self.coverage[law];
        let title = match self.book(law) {
            Some(b) => format!("{} — {}", index.law, Self::title(b, lang)),
            None => index.law.clone(),
        };
        let mut page = Page::new(format!("law-{law}"), title);
        page.push(Block::Para(text(self.l("law.intro", lang)?)));
        if let Some(chase) = self.chase_page_of_law(law) {
            page.push(Block::Para(vec![
                Inline::Text(format!("{}: ", self.l("meta.chase", lang)?)),
                Inline::Link(self.l("meta.chase-open", lang)?, format!("page:{chase}")),
            ]));
        }
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

    pub(super) fn game_page(&self, id: &str, lang: Lang) -> Result<Page, DocError> {
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
                let glyphs: Vec<Option<String>> = self
                    .glyphs
                    .table(def)
                    .into_iter()
                    .map(|sides| {
                        let (a, b) = (sides.first()?.as_ref()?, sides.get(1)?.as_ref()?);
                        Some(if a == b { a.clone() } else { format!("{a}/{b}") })
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
}
