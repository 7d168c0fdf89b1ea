//! The report's rulings in words: a verdict's reason, how a game's recorded result compares with
//! its final position, the draw claims that became available.
//!
//! The English forms are the ones the JSON report has always carried (a verdict's reason by its
//! identifier, `1-0 LateArrival`; a game's comparison by its name, `1-0 agrees`), so that a
//! machine reading `--format json` sees no change; the Vietnamese forms are the law texts' own
//! terms (`/work/shared/seeds/GLOSSARY.md`: "chiếu hết", "hết nước đi", "lặp lại", "luật 50
//! nước", "chiếu mãi", "đuổi bắt", "nước đi sai luật", "hết giờ", "xin thua").

use std::fmt::Write as _;

use trongtai_arbiter::{ResultCheck, Verdict};
use trongtai_archive::{ClaimReport, GameReport};
use trongtai_engine::Game;
use trongtai_rulebook::human::Lang;
use trongtai_rulebook::GameDef;

/// A verdict's ruling: its result and reason (`1-0 Checkmate` / `1-0 chiếu hết`).
pub fn ruling(v: &Verdict, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{} {:?}", v.result, v.reason),
        Lang::Vi => format!("{} {}", v.result, v.reason.said(Lang::Vi)),
    }
}

/// How a game's recorded result compares with its final position.
pub fn result_check(c: ResultCheck, lang: Lang) -> &'static str {
    match lang {
        Lang::En => c.name(),
        Lang::Vi => match c {
            ResultCheck::Agrees => "khớp với thế cờ cuối",
            ResultCheck::Disagrees => "trái với thế cờ cuối",
            ResultCheck::Undecided => "thế cờ cuối chưa phân định",
            ResultCheck::Unrecorded => "không ghi kết quả",
            ResultCheck::NotChecked => "không kiểm tra được",
        },
    }
}

/// A draw claim's name (the English one is the archive reader's own, `threefold repetition`).
pub fn claim_name(c: &ClaimReport, game: &Game, def: &GameDef, lang: Lang) -> String {
    trongtai_archive::claim_name(&c.claim.grounds, game, def, lang)
}

/// An archive game's ruling for the transition matrix: the result the board gives (else the one
/// recorded), how the record compares, and the draw claims that became available.
pub fn game_ruling(r: &GameReport, game: &Game, def: &GameDef, lang: Lang) -> String {
    let result = r.board_result.or(r.recorded.as_deref()).unwrap_or("*");
    let mut s = if r.unreadable.is_some() {
        lang.say("unreadable", "không đọc được").to_owned()
    } else if r.illegal.is_some() {
        lang.say("illegal move", "nước đi sai luật").to_owned()
    } else {
        format!("{result} {}", result_check(r.verdict, lang))
    };
    if !r.claims.is_empty() {
        let mut names: Vec<String> = r.claims.iter().map(|c| claim_name(c, game, def, lang)).collect();
        names.sort_unstable();
        let _ = write!(s, "; {}: {}", lang.say("claimable", "có thể yêu cầu"), names.join(", "));
    }
    s
}

/// A game's findings, one per line, for diffing; `cite` keeps the articles of the claims. The
/// English lines quote the archive reader's sentences (`result:` its comparison in words); the
/// Vietnamese ones say the same findings in the report's words.
pub fn game_lines(r: &GameReport, game: &Game, def: &GameDef, cite: bool, lang: Lang) -> String {
    let mut s = format!("{}: {}\n", lang.say("plies", "số nửa nước"), r.plies);
    if let Some(e) = &r.unreadable {
        let _ = writeln!(s, "{}: {e}", lang.say("unreadable", "không đọc được"));
    }
    if let Some(i) = &r.illegal {
        let _ = match lang {
            Lang::En => writeln!(s, "illegal move: ply {} ({} {}): {}", i.ply, i.number, i.text, i.error),
            Lang::Vi => writeln!(s, "nước đi sai luật: nửa nước {} ({} {})", i.ply, i.number, i.text),
        };
    }
    let _ = match lang {
        Lang::En => writeln!(s, "result: {}", r.message),
        Lang::Vi => {
            let recorded = r.recorded.as_deref().unwrap_or("*");
            let board = r.board_result.unwrap_or("*");
            writeln!(
                s,
                "kết quả: ghi {recorded}, bàn cờ {board}: {}",
                result_check(r.verdict, lang)
            )
        }
    };
    for c in &r.claims {
        let name = claim_name(c, game, def, lang);
        let (ply, at) = (c.claim.ply, &c.at);
        let _ = match lang {
            Lang::En => {
                let how = if c.claim.automatic { ", drawn automatically" } else { "" };
                if cite {
                    writeln!(s, "claimable: {name} at ply {ply} ({at}; {}{how})", c.claim.article)
                } else {
                    writeln!(s, "claimable: {name} at ply {ply} ({at}{how})")
                }
            }
            Lang::Vi => {
                let mut inner = at.clone();
                if cite {
                    let _ = write!(inner, "; {}", c.claim.article);
                }
                if c.claim.automatic {
                    inner.push_str(", tự động xử hoà");
                }
                writeln!(s, "có thể yêu cầu: {name} ở nửa nước {ply} ({inner})")
            }
        };
    }
    s
}
