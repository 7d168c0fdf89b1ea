//! Every shipped rulebook loads, and says what the laws say.

use trongtai_rulebook::model::Outcome;
use trongtai_rulebook::{Library, Rulebook};

fn load(id: &str) -> Rulebook {
    match Rulebook::load(&Library::shipped(), id) {
        Ok(rulebook) => rulebook,
        Err(err) => panic!("{id} does not load:\n{err}"),
    }
}

#[test]
fn every_shipped_rulebook_loads() {
    let library = Library::shipped();
    for id in library.rulebook_ids() {
        let rulebook = load(id);
        assert_eq!(rulebook.id(), id);
        assert_eq!(rulebook.version(), "0.1.0");
        let dir = if rulebook.local().is_some() {
            "rules/local"
        } else {
            "rules"
        };
        assert_eq!(rulebook.files()[0].path(), format!("{dir}/{id}.ron"));
        // National rulebooks stand alone; the rapid and blitz variants extend fide-2001, the
        // local examples their national rulebook.
        let chain: Vec<&str> = rulebook.files().iter().map(|f| f.path()).collect();
        let expected: &[&str] = match id {
            "fide-2001-club-example" => &["rules/local/fide-2001-club-example.ron", "rules/fide-2001.ron"],
            "vn-xiangqi-1999-province-example" => &[
                "rules/local/vn-xiangqi-1999-province-example.ron",
                "rules/vn-xiangqi-1999.ron",
            ],
            "fide-2001-rapid" => &["rules/fide-2001-rapid.ron", "rules/fide-2001.ron"],
            // A later edition written as its changes from the one it replaced.
            "vn-xiangqi-2004" => &["rules/vn-xiangqi-2004.ron", "rules/vn-xiangqi-1999.ron"],
            "wxf-2018" => &[
                "rules/wxf-2018.ron",
                "rules/vn-xiangqi-2004.ron",
                "rules/vn-xiangqi-1999.ron",
            ],
            "fide-2001-blitz" => &[
                "rules/fide-2001-blitz.ron",
                "rules/fide-2001-rapid.ron",
                "rules/fide-2001.ron",
            ],
            _ => &[],
        };
        // An edition of the FIDE Laws from 2014 amends the one before it, down to fide-2001; its
        // rapid and blitz appendices extend it.
        let editions = ["fide-2001", "fide-2014", "fide-2017", "fide-2018", "fide-2023"];
        if let Some(at) = editions.iter().position(|e| id.starts_with(e) && *e != "fide-2001") {
            let mut want: Vec<String> = Vec::new();
            let edition = editions[at];
            if id.ends_with("-blitz") {
                want.push(format!("rules/{edition}-blitz.ron"));
            }
            if id.ends_with("-blitz") || id.ends_with("-rapid") {
                want.push(format!("rules/{edition}-rapid.ron"));
            }
            for e in editions[..=at].iter().rev() {
                want.push(format!("rules/{e}.ron"));
            }
            assert_eq!(chain, want, "{id}");
            assert_eq!(rulebook.amended(), Some(editions[at - 1]), "{id}");
        } else if !expected.is_empty() {
            assert_eq!(chain, expected);
        } else {
            assert_eq!(chain.len(), 1, "{id}");
        }
    }
}

#[test]
fn fide_2001() {
    let rb = load("fide-2001");
    assert_eq!(rb.law().document, "FIDE01");
    assert_eq!(rb.law().decision.as_deref(), Some("757/2004/QĐ/UBTDTT-TTI"));
    assert_eq!(rb.law().decision_date.as_deref(), Some("2004-05-21"));
    // In Vietnam from the decision's signing (QĐ Điều 3); FIDE's own date is kept beside it.
    assert_eq!(rb.law().effective.as_deref(), Some("2004-05-21"));
    assert_eq!(rb.law().effective_original.as_deref(), Some("2001-07-01"));
    assert_eq!(rb.game().id, "chess");
    assert_eq!(rb.game_file().path(), "rules/games/chess.ron");
    assert_eq!(rb.end().checkmate.value, Outcome::SideToMoveLoses);
    assert_eq!(rb.end().checkmate.article, "5.1(a)");
    assert_eq!(rb.end().stalemate.value, Outcome::Draw);
    assert_eq!(rb.end().stalemate.article, "5.2(a)");
    assert_eq!(rb.end().drawn_endings.len(), 5);
    assert!(rb.end().drawn_endings.iter().all(|e| e.article == "5.2(b)"));
    // The last ending hands every other position to the engine's unwinnability analysis.
    let last = rb.end().drawn_endings.last().map(|e| &e.value);
    assert_eq!(
        last.and_then(|e| e.condition.clone()),
        Some(trongtai_rulebook::model::EndingCondition::NeitherCanCheckmate)
    );
    assert_eq!(rb.game_ref().articles["piece.king"], "3.8(a)(i)");
    assert_eq!(rb.game_ref().articles["en-passant.pawn"], "3.7(d)");
}

#[test]
fn vn_chess_legacy() {
    let rb = load("vn-chess-legacy");
    assert_eq!(rb.law().document, "VNLEG");
    assert_eq!(rb.law().decision, None);
    assert_eq!(rb.end().checkmate.article, "10.1");
    assert_eq!(rb.end().stalemate.value, Outcome::Draw);
    assert_eq!(rb.end().stalemate.article, "10.3");
    let articles: Vec<&str> = rb.end().drawn_endings.iter().map(|e| e.article.as_str()).collect();
    assert_eq!(articles, ["10.7.1", "10.7.2", "10.7.2", "10.7.3"]);
    assert_eq!(rb.game_ref().articles["piece.bishop"], "5.4");
    assert_eq!(rb.game_ref().articles["promotion.pawn"], "5.6.4");
}

#[test]
fn vn_xiangqi_1999() {
    let rb = load("vn-xiangqi-1999");
    assert_eq!(rb.law().document, "XQ99");
    assert_eq!(rb.law().decision.as_deref(), Some("11991/1999/UBTDTT-TT1"));
    assert_eq!(rb.game().id, "xiangqi");
    assert_eq!(rb.end().checkmate.article, "7.1(a)");
    assert_eq!(rb.end().stalemate.value, Outcome::SideToMoveLoses);
    assert_eq!(rb.end().stalemate.article, "7.1(b)");
    assert_eq!(rb.end().drawn_endings.len(), 1);
    assert_eq!(rb.game_ref().articles["forbidden.royals-facing"], "4.3(a)");
    assert_eq!(rb.game_ref().articles["piece.cannon"], "4.3(g)");
}

#[test]
fn provenance_names_the_file_and_article() {
    let rb = load("fide-2001");
    let stalemate = rb
        .provenance()
        .find(|e| e.path == "end.stalemate")
        .expect("end.stalemate has provenance");
    assert_eq!(stalemate.value, "Draw");
    assert_eq!(stalemate.article.as_deref(), Some("5.2(a)"));
    assert_eq!(stalemate.file, "rules/fide-2001.ron");
    let king = rb
        .provenance()
        .find(|e| e.path == "game.articles.piece.king")
        .expect("piece.king has provenance");
    assert_eq!(king.article.as_deref(), Some("3.8(a)(i)"));
    assert_eq!(
        rb.set_by("end.drawn_endings").map(|f| f.path()),
        Some("rules/fide-2001.ron")
    );
}

#[test]
fn unknown_id_lists_the_known_ids() {
    let err = Rulebook::load(&Library::shipped(), "fide-2000").expect_err("no such id");
    assert_eq!(
        err.to_string(),
        "unknown rulebook id `fide-2000` (did you mean `fide-2001`?), expected one of `fide-2001`, `fide-2001-blitz`, `fide-2001-club-example`, `fide-2001-rapid`, `fide-2014`, `fide-2014-blitz`, `fide-2014-rapid`, `fide-2017`, `fide-2017-blitz`, `fide-2017-rapid`, `fide-2018`, `fide-2018-blitz`, `fide-2018-rapid`, `fide-2023`, `fide-2023-blitz`, `fide-2023-rapid`, `vn-chess-legacy`, `vn-xiangqi-1999`, `vn-xiangqi-1999-province-example`, `vn-xiangqi-2004`, `wxf-2018` or a path to a .ron file"
    );
}

/// The rule files whose notes are published: the rulebooks, local regulations, competition
/// files and proposals under `rules/` (relative to `rules/`).
fn published_rule_files() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rules");
    let mut out = Vec::new();
    for dir in ["", "local", "competition", "proposals"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".ron") {
                out.push(if dir.is_empty() { name } else { format!("{dir}/{name}") });
            }
        }
    }
    out.sort();
    out
}

/// The coverage exclusions' reasons are shown on the law pages in both languages: each has its
/// Vietnamese in `rules/i18n/vi/coverage-exclusions.ron`, and that catalog holds no reason the
/// exclusions file no longer gives.
#[test]
fn every_coverage_exclusion_reason_has_its_vietnamese() {
    use trongtai_rulebook::i18n::{parse_catalog, reasons_of, EXCLUSIONS_CATALOG};
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let source = std::fs::read_to_string(root.join("scenarios/coverage-exclusions.ron")).expect("the exclusions read");
    let reasons = reasons_of(&source);
    assert!(reasons.len() > 30, "{}", reasons.len());
    let on_disk = std::fs::read_to_string(root.join("rules/i18n/vi/coverage-exclusions.ron")).unwrap_or_default();
    assert_eq!(on_disk, EXCLUSIONS_CATALOG, "the embedded catalog is not the file");
    let catalog = parse_catalog(EXCLUSIONS_CATALOG).expect("the catalog reads");
    let mut problems = Vec::new();
    for reason in &reasons {
        match catalog.get(reason) {
            None => problems.push(format!("no Vietnamese for {reason:?}")),
            Some(vi) if vi.trim().is_empty() || vi == reason => {
                problems.push(format!("the Vietnamese of {reason:?} is not one"))
            }
            Some(_) => {}
        }
    }
    for english in catalog.keys() {
        if !reasons.contains(english) {
            problems.push(format!("{english:?} is no longer a reason of the exclusions"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_shipped_note_and_reading_has_its_vietnamese() {
    use trongtai_rulebook::i18n::{notes_of, parse_catalog, CATALOGS};
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rules");
    let files = published_rule_files();
    assert!(files.len() >= 12, "{files:?}");
    let mut problems = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(root.join(file)).expect("the rule file reads");
        let notes = notes_of(&source);
        let Some((_, text)) = CATALOGS.iter().find(|(name, _)| name == file) else {
            if !notes.is_empty() {
                problems.push(format!("rules/{file}: no catalog rules/i18n/vi/{file}"));
            }
            continue;
        };
        let on_disk = std::fs::read_to_string(root.join("i18n/vi").join(file)).unwrap_or_default();
        assert_eq!(&on_disk, text, "rules/i18n/vi/{file} is not the embedded one");
        let catalog = parse_catalog(text).unwrap_or_else(|e| panic!("rules/i18n/vi/{file}: {e}"));
        for note in &notes {
            match catalog.get(note) {
                None => problems.push(format!("rules/{file}: no Vietnamese for {note:?}")),
                Some(vi) if vi.trim().is_empty() || vi == note => {
                    problems.push(format!("rules/{file}: the Vietnamese of {note:?} is not one"))
                }
                Some(_) => {}
            }
        }
        for english in catalog.keys() {
            if !notes.contains(english) {
                problems.push(format!(
                    "rules/i18n/vi/{file}: {english:?} is no longer a note of the file"
                ));
            }
        }
    }
    for (name, _) in CATALOGS {
        if !files.contains(&name.to_string()) {
            problems.push(format!("rules/i18n/vi/{name}: no rule file rules/{name}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
