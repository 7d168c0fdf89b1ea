//! The chase rules page: what a rulebook's `draws.perpetual_chase` says, and diagrams of the
//! threats the engine finds in the rulebook's repetition scenarios (attacker, target, protector,
//! real or fake root), with whether the arbiter counts each as a chase.
//!
//! One page per rulebook that has repetition scenarios (`scenarios/<id>/repetition/`) and a
//! perpetual-chase rule. Nothing here decides anything: the threats come from
//! [`trongtai_engine::Game::new_threats`], the chases from [`trongtai_arbiter::Prohibitions`].

use std::fmt::Write;
use std::path::Path;

use trongtai_arbiter::forbidden::MoveClass;
use trongtai_arbiter::{Event, Prohibitions};
use trongtai_engine::{Game, Root};
use trongtai_rulebook::law::PerpetualChase;
use trongtai_rulebook::Rulebook;
use trongtai_scenario::Scenario;

use crate::doc::{text, Block, Inline, Page, Row};
use crate::labels::{fill, Labels, Lang};
use crate::{DocError, Site};

const CELL: i32 = 34;
const MARGIN: i32 = 22;

/// One threat drawn: the scenario it comes from and what the diagram shows.
struct Shot {
    scenario: String,
    /// The position after the move.
    after: String,
    file: String,
    svg: String,
    mv: String,
    attacker: String,
    target: String,
    root: Root,
    protector: Option<String>,
    chase: bool,
}

fn err(e: impl std::fmt::Display) -> DocError {
    DocError::from_display(e)
}

/// Square name → (file, rank) from 0, the first rank at the bottom.
fn coords(name: &str) -> Option<(i32, i32)> {
    let f = i32::from(*name.as_bytes().first()?) - i32::from(b'a');
    let r: i32 = name.get(1..)?.parse().ok()?;
    Some((f, r - 1))
}

fn xy(ranks: i32, name: &str) -> (i32, i32) {
    let (f, r) = coords(name).unwrap_or((0, 0));
    (MARGIN + f * CELL, MARGIN + (ranks - 1 - r) * CELL)
}

/// The board of a FEN as (square name, letter).
fn pieces(fen: &str, files: i32) -> Vec<(String, char)> {
    let board = fen.split_whitespace().next().unwrap_or_default();
    let rows: Vec<&str> = board.split('/').collect();
    let ranks = rows.len() as i32;
    let mut out = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let rank = ranks - i as i32;
        let mut file = 0;
        let mut digits = String::new();
        for c in row.chars() {
            if c.is_ascii_digit() {
                digits.push(c);
                continue;
            }
            file += digits.parse::<i32>().unwrap_or(0);
            digits.clear();
            if file < files {
                let name = format!("{}{rank}", char::from(b'a' + file as u8));
                out.push((name, c));
            }
            file += 1;
        }
    }
    out
}

fn svg(fen: &str, files: i32, ranks: i32, marks: &Shot) -> String {
    let w = 2 * MARGIN + (files - 1) * CELL;
    let h = 2 * MARGIN + (ranks - 1) * CELL;
    let mut s = format!("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\">\n<rect width=\"{w}\" height=\"{h}\" fill=\"#f4e4c1\"/>\n");
    for f in 0..files {
        let x = MARGIN + f * CELL;
        let _ = writeln!(
            s,
            "<line x1=\"{x}\" y1=\"{MARGIN}\" x2=\"{x}\" y2=\"{}\" stroke=\"#6b4f2a\"/>",
            h - MARGIN
        );
    }
    for r in 0..ranks {
        let y = MARGIN + r * CELL;
        let _ = writeln!(
            s,
            "<line x1=\"{MARGIN}\" y1=\"{y}\" x2=\"{}\" y2=\"{y}\" stroke=\"#6b4f2a\"/>",
            w - MARGIN
        );
    }
    let ring = |s: &mut String, sq: &str, colour: &str, dashed: bool| {
        let (x, y) = xy(ranks, sq);
        let dash = if dashed { " stroke-dasharray=\"4 3\"" } else { "" };
        let _ = writeln!(
            s,
            "<circle cx=\"{x}\" cy=\"{y}\" r=\"16\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"3\"{dash}/>"
        );
    };
    let line = |s: &mut String, a: &str, b: &str, colour: &str, dashed: bool| {
        let ((x1, y1), (x2, y2)) = (xy(ranks, a), xy(ranks, b));
        let dash = if dashed { " stroke-dasharray=\"6 4\"" } else { "" };
        let _ = writeln!(
            s,
            "<line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" stroke=\"{colour}\" stroke-width=\"3\" opacity=\"0.7\"{dash}/>"
        );
    };
    line(&mut s, &marks.attacker, &marks.target, "#c0392b", false);
    if let Some(p) = &marks.protector {
        line(
            &mut s,
            p,
            &marks.target,
            "#1e8449",
            matches!(marks.root, Root::Fake { .. }),
        );
    }
    for (sq, c) in pieces(fen, files) {
        let (x, y) = xy(ranks, &sq);
        let (fill, ink) = if c.is_ascii_uppercase() {
            ("#fff", "#b03a2e")
        } else {
            ("#fff", "#1b1b1b")
        };
        let _ = writeln!(
            s,
            "<circle cx=\"{x}\" cy=\"{y}\" r=\"13\" fill=\"{fill}\" stroke=\"{ink}\" stroke-width=\"2\"/><text x=\"{x}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"14\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"{ink}\">{c}</text>",
            y + 5
        );
    }
    ring(&mut s, &marks.attacker, "#c0392b", false);
    ring(&mut s, &marks.target, "#2471a3", false);
    if let Some(p) = &marks.protector {
        ring(&mut s, p, "#1e8449", matches!(marks.root, Root::Fake { .. }));
    }
    s.push_str("</svg>\n");
    s
}

/// The threats of the first move of each repetition scenario of `book`.
fn shots(root: &Path, book: &Rulebook, game: &Game, law: &Prohibitions) -> Result<Vec<Shot>, DocError> {
    let dir = root.join("scenarios").join(book.id()).join("repetition");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .map_err(|e| DocError::at(dir.display(), trongtai_i18n::io_error(&e)))?
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".ron") && !n.contains("mirrored") && !n.starts_with("quota"))
        .collect();
    names.sort();
    let (files, ranks) = game.board_size();
    let mut out: Vec<Shot> = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for name in names {
        let path = dir.join(&name);
        let text =
            std::fs::read_to_string(&path).map_err(|e| DocError::at(path.display(), trongtai_i18n::io_error(&e)))?;
        let sc: Scenario = ron::from_str(&text).map_err(|e| {
            DocError::from_display(trongtai_rulebook::error::ron_problem(
                &path.display().to_string(),
                &text,
                &e,
            ))
        })?;
        let (Some(fen), Some(Event::Moves(moves))) = (sc.setup.fen.as_deref(), sc.events.first()) else {
            continue;
        };
        let Some(first) = moves.split_whitespace().next() else {
            continue;
        };
        if !seen.insert((fen.to_owned(), first.to_owned())) {
            continue;
        }
        let before = game.parse_fen(fen).map_err(|e| DocError::at(path.display(), e))?;
        let m = game
            .parse_move(&before, first)
            .map_err(|e| DocError::at(path.display(), e))?;
        let chased: Vec<usize> = match law.class(game, &before, m) {
            MoveClass::Chase(cs) => cs.iter().map(|c| c.target).collect(),
            _ => Vec::new(),
        };
        let after = game.fen(&game.play(&before, m));
        let stem = name.trim_end_matches(".ron").to_owned();
        // Only the threats the move creates: a pair that stood before the move is not new.
        for t in game.new_threats(&before, m).into_iter().filter(|t| t.before.is_none()) {
            let th = t.threat;
            let protector = match th.root {
                Root::Real { protector } | Root::Fake { protector } => Some(game.square_name(protector)),
                Root::Unprotected => None,
            };
            let mut shot = Shot {
                scenario: stem.clone(),
                after: after.clone(),
                file: format!(
                    "diagrams/chase-{}-{stem}-{}.svg",
                    book.id(),
                    game.square_name(th.target)
                ),
                svg: String::new(),
                mv: first.to_owned(),
                attacker: game.square_name(th.attacker),
                target: game.square_name(th.target),
                root: th.root,
                protector,
                chase: chased.contains(&th.target),
            };
            shot.svg = svg(&after, files as i32, ranks as i32, &shot);
            out.push(shot);
        }
    }
    Ok(out)
}

/// The name of a zone in `lang`, from the labels (`zone.<id>`), else its id.
fn zone_name(labels: &Labels, id: &str, lang: Lang) -> String {
    labels
        .get(&format!("zone.{id}"), lang)
        .unwrap_or_else(|_| id.to_owned())
}

fn kind_at(game: &Game, fen: &str, sq: &str) -> String {
    let Ok(pos) = game.parse_fen(fen) else {
        return String::new();
    };
    game.parse_square(sq)
        .and_then(|s| game.piece_on(&pos, s))
        .and_then(|(_, k)| game.kind_info(k))
        .map(|(id, _)| id.to_owned())
        .unwrap_or_default()
}

/// Renders a page in a language: its Markdown and its HTML.
pub(crate) type Render<'a> = dyn Fn(&Page, Lang) -> Result<(String, String), DocError> + 'a;

/// Whether `book` has a chase page: a perpetual-chase rule that forbids, and repetition
/// scenarios under `root` to draw from.
pub(crate) fn has_page(root: &Path, book: &Rulebook) -> bool {
    let merged = book.merged();
    let forbids = merged
        .draws
        .as_ref()
        .and_then(|d| d.perpetual_chase.as_ref())
        .is_some_and(|rule| matches!(rule.value, PerpetualChase::Forbidden(_)));
    forbids && root.join("scenarios").join(book.id()).join("repetition").is_dir()
}

/// The name of the chase page of the rulebook `id`.
pub(crate) fn page_name(id: &str) -> String {
    format!("chase-{id}")
}

/// Adds the chase pages (in `langs`) and their diagrams to `site`.
pub(crate) fn add(
    root: &Path,
    labels: &Labels,
    langs: &[Lang],
    books: &[Rulebook],
    site: &mut Site,
    render: &Render,
    unlink: &mut dyn FnMut(&mut Page),
) -> Result<(), DocError> {
    for book in books {
        if !has_page(root, book) {
            continue;
        }
        let merged = book.merged();
        let Some(rule) = merged.draws.as_ref().and_then(|d| d.perpetual_chase.as_ref()) else {
            continue;
        };
        let PerpetualChase::Forbidden(rules) = &rule.value else {
            continue;
        };
        let game = Game::compile(book.game()).map_err(err)?;
        let Some(law) = Prohibitions::resolve(book.id(), &book.competition().draws, &game).map_err(err)? else {
            continue;
        };
        let shots = shots(root, book, &game, &law)?;
        for s in &shots {
            site.files.insert(s.file.clone(), s.svg.clone());
        }
        for &lang in langs {
            let l = |key: &str| labels.get(&format!("chase.{key}"), lang);
            let piece = |id: &str| trongtai_rulebook::human::piece_name(book.game(), id, lang);
            let mut page = Page::new(page_name(book.id()), fill(&l("title")?, &[("rulebook", book.id())]));
            // Whether the law itself states some of the rules (`article` of a rule), all of them,
            // or none (chapter V missing: every rule filled from AXF/WXF).
            let stated = [
                rules
                    .exempt_chasers
                    .iter()
                    .map(|c| c.article.is_some())
                    .collect::<Vec<_>>(),
                rules.exempt_targets.iter().map(|c| c.article.is_some()).collect(),
                rules
                    .chased_when_protected
                    .iter()
                    .map(|c| c.article.is_some())
                    .collect(),
                vec![
                    rules.same_kind_answered_is_exchange.article.is_some(),
                    rules.several_chasers.article.is_some(),
                    rules.checking_move.article.is_some(),
                    rules.checks_and_chases.article.is_some(),
                ],
            ]
            .concat();
            let note = if stated.iter().all(|s| *s) {
                l("note.stated")?
            } else if stated.iter().any(|s| *s) {
                l("note.partly-stated")?
            } else {
                l("note.missing")?
            };
            page.push(Block::Note(text(note)));
            page.push(Block::Para(
                vec![
                    Inline::Text(l("article")?),
                    Inline::Text(" ".into()),
                    Inline::Code(rule.article.clone()),
                    Inline::Text(". ".to_owned()),
                ]
                .into_iter()
                .chain(crate::notes::note_line(rule.note.as_deref(), lang))
                .collect(),
            ));
            let with_article = stated.iter().any(|s| *s);
            let mut head = vec![l("col.rule")?, l("col.value")?];
            if with_article {
                head.push(l("col.article")?);
            }
            head.extend([l("col.source")?, l("col.reading")?]);
            let row = |name: &str, value: String, article: Option<&String>, source: &str, reading: Option<&String>| {
                let mut cells = vec![text(name), text(value)];
                if with_article {
                    cells.push(article.map_or_else(Vec::new, |a| vec![Inline::Code(a.clone())]));
                }
                cells.push(crate::notes::note_line(Some(source), lang));
                cells.push(crate::notes::note_line(reading.map(String::as_str), lang));
                Row {
                    cells,
                    mark: reading.is_some(),
                }
            };
            // A value in words: `chase.value.<Variant>` (`true`, `Forbidden`, …).
            let value = |v: &dyn std::fmt::Debug| l(&format!("value.{v:?}"));
            let mut rows = Vec::new();
            for c in &rules.exempt_chasers {
                let name = l("rule.exempt_chasers")?;
                rows.push(row(
                    &name,
                    piece(&c.value),
                    c.article.as_ref(),
                    &c.source,
                    c.reading.as_ref(),
                ));
            }
            for c in &rules.exempt_targets {
                let v = match &c.value.within {
                    Some(z) => fill(
                        &l("within")?,
                        &[("piece", &piece(&c.value.kind)), ("zone", &zone_name(labels, z, lang))],
                    ),
                    None => piece(&c.value.kind),
                };
                let name = l("rule.exempt_targets")?;
                rows.push(row(&name, v, c.article.as_ref(), &c.source, c.reading.as_ref()));
            }
            for c in &rules.chased_when_protected {
                let by: Vec<String> = c.value.by.iter().map(|k| piece(k)).collect();
                let v = fill(&l("by")?, &[("piece", &piece(&c.value.target)), ("by", &by.join(", "))]);
                let name = l("rule.chased_when_protected")?;
                rows.push(row(&name, v, c.article.as_ref(), &c.source, c.reading.as_ref()));
            }
            let s = &rules.same_kind_answered_is_exchange;
            rows.push(row(
                &l("rule.same_kind_answered_is_exchange")?,
                value(&s.value)?,
                s.article.as_ref(),
                &s.source,
                s.reading.as_ref(),
            ));
            let s = &rules.several_chasers;
            rows.push(row(
                &l("rule.several_chasers")?,
                value(&s.value)?,
                s.article.as_ref(),
                &s.source,
                s.reading.as_ref(),
            ));
            let s = &rules.checking_move;
            rows.push(row(
                &l("rule.checking_move")?,
                value(&s.value)?,
                s.article.as_ref(),
                &s.source,
                s.reading.as_ref(),
            ));
            if let Some(s) = &rules.held_piece_chases {
                rows.push(row(
                    &l("rule.held_piece_chases")?,
                    value(&s.value)?,
                    s.article.as_ref(),
                    &s.source,
                    s.reading.as_ref(),
                ));
            }
            let s = &rules.checks_and_chases;
            rows.push(row(
                &l("rule.checks_and_chases")?,
                value(&s.value)?,
                s.article.as_ref(),
                &s.source,
                s.reading.as_ref(),
            ));
            page.push(Block::Heading(2, l("heading.rules")?, "rules".into()));
            page.push(Block::Table(head, rows));
            page.push(Block::Heading(2, l("heading.verdicts")?, "verdicts".into()));
            let cited = |conduct: String, ruling: String, a: &str, note: Option<&String>| Row {
                cells: vec![
                    text(conduct),
                    text(ruling),
                    vec![Inline::Code(a.to_owned())],
                    crate::notes::note_line(note.map(String::as_str), lang),
                ],
                mark: false,
            };
            page.push(Block::Table(
                vec![l("col.conduct")?, l("col.ruling")?, l("col.article")?, l("col.note")?],
                vec![
                    cited(l("conduct.one-chases")?, l("ruling.one-chases")?, &rule.article, None),
                    cited(
                        l("conduct.mutual")?,
                        value(&rules.mutual_chase.value)?,
                        &rules.mutual_chase.article,
                        rules.mutual_chase.note.as_ref(),
                    ),
                    cited(
                        l("conduct.check-against-chase")?,
                        value(&rules.check_against_chase.value)?,
                        &rules.check_against_chase.article,
                        rules.check_against_chase.note.as_ref(),
                    ),
                    cited(
                        l("conduct.capped")?,
                        value(&rules.chases_capped_in_quota.value)?,
                        &rules.chases_capped_in_quota.article,
                        rules.chases_capped_in_quota.note.as_ref(),
                    ),
                ],
            ));
            page.push(Block::Heading(2, l("heading.threats")?, "threats".into()));
            page.push(Block::Para(text(l("threats")?)));
            for s in &shots {
                let kind = |sq: &str| piece(&kind_at(&game, &s.after, sq));
                let root_text = match (&s.root, &s.protector) {
                    (Root::Unprotected, _) => l("root.none")?,
                    (Root::Real { .. }, Some(p)) => fill(&l("root.real")?, &[("piece", &kind(p)), ("square", p)]),
                    (Root::Fake { .. }, Some(p)) => fill(&l("root.fake")?, &[("piece", &kind(p)), ("square", p)]),
                    _ => String::new(),
                };
                let verdict = if s.chase { l("is-chase")? } else { l("not-chase")? };
                let threat = fill(
                    &l("caption")?,
                    &[
                        ("move", &s.mv),
                        ("attacker", &kind(&s.attacker)),
                        ("from", &s.attacker),
                        ("target", &kind(&s.target)),
                        ("at", &s.target),
                    ],
                );
                let caption = vec![
                    Inline::Link(
                        s.scenario.clone(),
                        format!("repo:scenarios/{}/repetition/{}.ron", book.id(), s.scenario),
                    ),
                    Inline::Text(format!(": {threat}; {root_text}; {verdict}.")),
                ];
                page.push(Block::Figure(s.file.clone(), s.svg.clone(), caption));
            }
            unlink(&mut page);
            let (md, html) = render(&page, lang)?;
            let base = format!("{}/{}", lang.code(), page.name);
            site.files.insert(format!("{base}.md"), md);
            site.files.insert(format!("{base}.html"), html);
        }
    }
    Ok(())
}
