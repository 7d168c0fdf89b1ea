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

use crate::doc::{text, Block, Chrome, Inline, Page, Row};
use crate::labels::Lang;
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
    DocError(e.to_string())
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
        .map_err(|e| DocError(format!("{}: {e}", dir.display())))?
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".ron") && !n.contains("mirrored") && !n.starts_with("quota"))
        .collect();
    names.sort();
    let (files, ranks) = game.board_size();
    let mut out: Vec<Shot> = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for name in names {
        let path = dir.join(&name);
        let text = std::fs::read_to_string(&path).map_err(|e| DocError(format!("{}: {e}", path.display())))?;
        let sc: Scenario = ron::from_str(&text).map_err(|e| DocError(format!("{}: {e}", path.display())))?;
        let (Some(fen), Some(Event::Moves(moves))) = (sc.setup.fen.as_deref(), sc.events.first()) else {
            continue;
        };
        let Some(first) = moves.split_whitespace().next() else {
            continue;
        };
        if !seen.insert((fen.to_owned(), first.to_owned())) {
            continue;
        }
        let before = game
            .parse_fen(fen)
            .map_err(|e| DocError(format!("{}: {e}", path.display())))?;
        let m = game
            .parse_move(&before, first)
            .map_err(|e| DocError(format!("{}: {e}", path.display())))?;
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
    langs: &[Lang],
    books: &[Rulebook],
    site: &mut Site,
    chrome: &dyn Fn(Lang) -> Result<Chrome, DocError>,
    render: &dyn Fn(&Page, Lang, &Chrome) -> (String, String),
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
            let vi = lang == Lang::Vi;
            let tr = |en: &str, vi_text: &str| if vi { vi_text.to_owned() } else { en.to_owned() };
            let mut page = Page::new(
                page_name(book.id()),
                format!("{} — {}", tr("Perpetual chase", "Đuổi bắt mãi"), book.id()),
            );
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
                tr(
                    "Every rule below is stated by the law itself: the article column gives the clause. A \"reading\" marks a choice where the text is silent.",
                    "Mọi quy tắc dưới đây đều do chính luật quy định: cột điều ghi khoản luật. \"Cách hiểu\" đánh dấu một lựa chọn khi văn bản không nói.",
                )
            } else if stated.iter().any(|s| *s) {
                tr(
                    "Where this law's chapter V states a rule, the article column gives its clause. Where the law is silent, or its text could not be read, the rule comes from the Asian Xiangqi Federation rules (AXF, rule and diagram numbers \"D\") or the World Xiangqi Federation rules (WXF), as the source column says, and the article column is empty. A \"reading\" marks a choice where the sources differ or are silent.",
                    "Khi chương V của luật này quy định một quy tắc, cột điều ghi khoản luật đó. Khi luật không nói, hoặc không đọc được văn bản, quy tắc lấy theo luật của Liên đoàn Cờ tướng châu Á (AXF, số điều và số hình \"D\") hoặc Liên đoàn Cờ tướng thế giới (WXF), như cột nguồn ghi, và cột điều để trống. \"Cách hiểu\" đánh dấu một lựa chọn khi các nguồn khác nhau hoặc không nói.",
                )
            } else {
                tr(
                    "Chapter V of the law (the prohibitions) is missing from our copy. These rules are NOT from our copy: they fill chapter V from the Asian Xiangqi Federation rules (AXF, rule and diagram numbers \"D\") and the World Xiangqi Federation rules (WXF), which the Vietnamese text follows in principle. A \"reading\" marks a choice where the sources differ or are silent.",
                    "Chương V của luật (các luật cấm) không có trong bản của chúng tôi. Các quy tắc dưới đây KHÔNG lấy từ bản đó: chúng bổ sung chương V theo luật của Liên đoàn Cờ tướng châu Á (AXF, số điều và số hình \"D\") và Liên đoàn Cờ tướng thế giới (WXF), mà luật Việt Nam theo về nguyên tắc. \"Cách hiểu\" đánh dấu một lựa chọn khi các nguồn khác nhau hoặc không nói.",
                )
            };
            page.push(Block::Note(text(note)));
            page.push(Block::Para(
                vec![
                    Inline::Text(tr(
                        "Article applied to a perpetual chase: ",
                        "Điều áp dụng cho đuổi bắt mãi: ",
                    )),
                    Inline::Code(rule.article.clone()),
                    Inline::Text(". ".to_owned()),
                ]
                .into_iter()
                .chain(crate::notes::note_line(rule.note.as_deref(), lang))
                .collect(),
            ));
            let mut head = vec![tr("rule", "quy tắc"), tr("value", "giá trị")];
            if stated.iter().any(|s| *s) {
                head.push(tr("article", "điều"));
            }
            head.extend([tr("source", "nguồn"), tr("reading", "cách hiểu")]);
            let with_article = stated.iter().any(|s| *s);
            let row = |name: &str, value: String, article: Option<&String>, source: &str, reading: Option<&String>| {
                let mut cells = vec![text(name), vec![Inline::Code(value)]];
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
            let mut rows = Vec::new();
            for c in &rules.exempt_chasers {
                rows.push(row(
                    "exempt_chasers",
                    c.value.clone(),
                    c.article.as_ref(),
                    &c.source,
                    c.reading.as_ref(),
                ));
            }
            for c in &rules.exempt_targets {
                let v = match &c.value.within {
                    Some(z) => format!("{} within {z}", c.value.kind),
                    None => c.value.kind.clone(),
                };
                rows.push(row(
                    "exempt_targets",
                    v,
                    c.article.as_ref(),
                    &c.source,
                    c.reading.as_ref(),
                ));
            }
            for c in &rules.chased_when_protected {
                let v = format!("{} by {}", c.value.target, c.value.by.join(", "));
                rows.push(row(
                    "chased_when_protected",
                    v,
                    c.article.as_ref(),
                    &c.source,
                    c.reading.as_ref(),
                ));
            }
            let s = &rules.same_kind_answered_is_exchange;
            rows.push(row(
                "same_kind_answered_is_exchange",
                s.value.to_string(),
                s.article.as_ref(),
                &s.source,
                s.reading.as_ref(),
            ));
            let s = &rules.several_chasers;
            rows.push(row(
                "several_chasers",
                format!("{:?}", s.value),
                s.article.as_ref(),
                &s.source,
                s.reading.as_ref(),
            ));
            let s = &rules.checking_move;
            rows.push(row(
                "checking_move",
                format!("{:?}", s.value),
                s.article.as_ref(),
                &s.source,
                s.reading.as_ref(),
            ));
            if let Some(s) = &rules.held_piece_chases {
                rows.push(row(
                    "held_piece_chases",
                    s.value.to_string(),
                    s.article.as_ref(),
                    &s.source,
                    s.reading.as_ref(),
                ));
            }
            let s = &rules.checks_and_chases;
            rows.push(row(
                "checks_and_chases",
                format!("{:?}", s.value),
                s.article.as_ref(),
                &s.source,
                s.reading.as_ref(),
            ));
            page.push(Block::Heading(
                2,
                tr("What counts as a chase", "Thế nào là đuổi bắt"),
                "rules".into(),
            ));
            page.push(Block::Table(head, rows));
            page.push(Block::Heading(2, tr("Verdicts", "Phán quyết"), "verdicts".into()));
            let cited = |v: String, a: &str, note: Option<&String>| Row {
                cells: vec![
                    vec![Inline::Code(v)],
                    vec![Inline::Code(a.to_owned())],
                    crate::notes::note_line(note.map(String::as_str), lang),
                ],
                mark: false,
            };
            page.push(Block::Table(
                vec![
                    tr("conduct over the cycle", "cách đi trong chu kỳ"),
                    tr("article", "điều"),
                    tr("note", "ghi chú"),
                ],
                vec![
                    cited(
                        tr(
                            "one side chases, the other breaks nothing: the chaser varies or loses",
                            "một bên đuổi bắt mãi, bên kia không phạm: bên đuổi phải đổi nước hoặc thua",
                        ),
                        &rule.article,
                        None,
                    ),
                    cited(
                        format!("{:?}", rules.mutual_chase.value),
                        &rules.mutual_chase.article,
                        rules.mutual_chase.note.as_ref(),
                    ),
                    cited(
                        format!("{:?}", rules.check_against_chase.value),
                        &rules.check_against_chase.article,
                        rules.check_against_chase.note.as_ref(),
                    ),
                    cited(
                        format!("{}", rules.chases_capped_in_quota.value),
                        &rules.chases_capped_in_quota.article,
                        rules.chases_capped_in_quota.note.as_ref(),
                    ),
                ],
            ));
            page.push(Block::Heading(
                2,
                tr("Threats in the scenarios", "Các đe dọa trong các tình huống"),
                "threats".into(),
            ));
            page.push(Block::Para(text(tr(
                "Each diagram shows the position after the first move of a repetition scenario: the attacker (red ring), the threatened piece (blue ring) and its protector (green ring; dashed for a fake root, which bears on the square but could not legally take back). Computed by the engine; whether it is a chase, by the arbiter from the rules above.",
                "Mỗi hình là thế cờ sau nước đầu của một tình huống lặp lại: quân tấn công (vòng đỏ), quân bị đe dọa (vòng xanh dương) và quân bảo vệ (vòng xanh lá; nét đứt là rễ giả: khống chế ô đó nhưng không được phép ăn lại). Do engine tính; có phải đuổi bắt hay không do trọng tài xét theo các quy tắc trên.",
            ))));
            for s in &shots {
                let kind = |sq: &str| kind_at(&game, &s.after, sq);
                let root_text = match (&s.root, &s.protector) {
                    (Root::Unprotected, _) => tr("unprotected", "không được bảo vệ"),
                    (Root::Real { .. }, Some(p)) => format!("{} {} {p}", tr("real root: the", "rễ thật:"), kind(p)),
                    (Root::Fake { .. }, Some(p)) => format!("{} {} {p}", tr("fake root: the", "rễ giả:"), kind(p)),
                    _ => String::new(),
                };
                let verdict = if s.chase {
                    tr("a chase", "là đuổi bắt")
                } else {
                    tr("not a chase", "không phải đuổi bắt")
                };
                let caption = vec![
                    Inline::Link(
                        s.scenario.clone(),
                        format!("repo:scenarios/{}/repetition/{}.ron", book.id(), s.scenario),
                    ),
                    Inline::Text(format!(
                        ": {} {}, {} {} {} {} {}; {root_text}; {verdict}.",
                        tr("after", "sau"),
                        s.mv,
                        kind(&s.attacker),
                        s.attacker,
                        tr("threatens", "đe dọa"),
                        kind(&s.target),
                        s.target
                    )),
                ];
                page.push(Block::Figure(s.file.clone(), s.svg.clone(), caption));
            }
            unlink(&mut page);
            let chrome = chrome(lang)?;
            let (md, html) = render(&page, lang, &chrome);
            let base = format!("{}/{}", lang.code(), page.name);
            site.files.insert(format!("{base}.md"), md);
            site.files.insert(format!("{base}.html"), html);
        }
    }
    Ok(())
}
