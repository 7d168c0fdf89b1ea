//! The report's rulings in words: a verdict's reason, how a game's recorded result compares with
//! its final position, the draw claims that became available.
//!
//! The English forms are the ones the JSON report has always carried (a verdict's reason by its
//! identifier, `1-0 LateArrival`; a game's comparison by its name, `1-0 agrees`), so that a
//! machine reading `--format json` sees no change; the words of the other forms are the
//! catalogues' (`i18n/*/impact.ftl`, the reasons of `reasons.ftl`), in the law texts' own terms
//! (`/work/shared/seeds/GLOSSARY.md`: "chiếu hết", "hết nước đi", "lặp lại", "luật 50 nước",
//! "chiếu mãi", "đuổi bắt", "nước đi sai luật", "hết giờ", "xin thua").

use std::fmt::Write as _;

use trongtai_arbiter::{ResultCheck, Verdict};
use trongtai_archive::{ClaimReport, GameReport};
use trongtai_engine::Game;
use trongtai_i18n::{msg, say};
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
pub fn result_check(c: ResultCheck, lang: Lang) -> String {
    say(lang, &msg::ImpactCheck { check: c.name() })
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
        say(lang, &msg::ImpactUnreadable)
    } else if r.illegal.is_some() {
        say(lang, &msg::ImpactIllegalMove)
    } else {
        format!("{result} {}", result_check(r.verdict, lang))
    };
    if !r.claims.is_empty() {
        let mut names: Vec<String> = r.claims.iter().map(|c| claim_name(c, game, def, lang)).collect();
        names.sort_unstable();
        let _ = write!(s, "; {}: {}", say(lang, &msg::ImpactClaimable), names.join(", "));
    }
    s
}

/// The label of one side of a diff, `base (vn-xiangqi-1999)`, in `lang`: in English the
/// record's (the JSON's diffs carry it).
pub fn diff_label(role: crate::model::Role, rules: &str, lang: Lang) -> String {
    use trongtai_i18n::Message;
    let side = match role {
        crate::model::Role::Base => msg::ImpactBase.text(),
        crate::model::Role::Candidate => msg::ImpactCandidate.text(),
    };
    said(&msg::ImpactDiffLabel { side: &side, rules }.text(), lang)
}

/// The archive reader's words in `lang`: in English the record's (the JSON's diff), whatever
/// catalogues a federation ships.
fn said(text: &trongtai_i18n::Text, lang: Lang) -> String {
    match lang {
        Lang::En => trongtai_i18n::record_text(text),
        Lang::Vi => text.say(lang),
    }
}

/// A game's findings, one per line, for diffing; `cite` keeps the articles of the claims. The
/// English lines quote the archive reader's sentences (`result:` its comparison in words); the
/// Vietnamese ones say the same findings in the report's words.
pub fn game_lines(r: &GameReport, game: &Game, def: &GameDef, cite: bool, lang: Lang) -> String {
    let mut s = format!("{}: {}\n", say(lang, &msg::ImpactPlies), r.plies);
    if let Some(e) = &r.unreadable {
        let _ = writeln!(s, "{}: {}", say(lang, &msg::ImpactUnreadable), said(e, lang));
    }
    if let Some(i) = &r.illegal {
        let line = msg::ImpactLineIllegal {
            ply: u64::try_from(i.ply).unwrap_or(u64::MAX),
            number: &i.number,
            text: &i.text,
            error: &said(&i.error, lang),
        };
        let _ = writeln!(s, "{}", say(lang, &line));
    }
    let line = msg::ImpactLineResult {
        message: &said(&r.message, lang),
        recorded: r.recorded.as_deref().unwrap_or("*"),
        board: r.board_result.unwrap_or("*"),
        check: &result_check(r.verdict, lang),
    };
    let _ = writeln!(s, "{}", say(lang, &line));
    for c in &r.claims {
        let name = &claim_name(c, game, def, lang);
        let (ply, at, article) = (u64::try_from(c.claim.ply).unwrap_or(u64::MAX), &c.at, &c.claim.article);
        let line = match (cite, c.claim.automatic) {
            (false, false) => say(lang, &msg::ImpactLineClaimable { name, ply, at }),
            (true, false) => say(lang, &msg::ImpactLineClaimableCited { name, ply, at, article }),
            (false, true) => say(lang, &msg::ImpactLineClaimableAutomatic { name, ply, at }),
            (true, true) => say(lang, &msg::ImpactLineClaimableCitedAutomatic { name, ply, at, article }),
        };
        let _ = writeln!(s, "{line}");
    }
    s
}
