//! Checks of a merged rulebook: identifiers, versions, dates, required parts, citations of
//! every game element, and piece references in the drawn endings.

use std::collections::BTreeSet;
use trongtai_i18n::{msg, Message};

use crate::error::{quoted_list, Problem};
use crate::game::GameDef;
use crate::load::Loaded;
use crate::merge::Leaf;
use crate::model::{Cited, Ending, Material};
use crate::validate_game::article_keys;

/// Whether `version` reads `x.y.z` with plain numbers.
pub fn is_semver(version: &str) -> bool {
    let parts: Vec<&str> = version.split('.').collect();
    parts.len() == 3
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()) && (p.len() == 1 || !p.starts_with('0')))
}

/// Whether `date` reads `YYYY-MM-DD` with a plausible month and day.
pub fn is_date(date: &str) -> bool {
    let b = date.as_bytes();
    let digits = |r: std::ops::Range<usize>| b.get(r.clone()).is_some_and(|s| s.iter().all(u8::is_ascii_digit));
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' || !digits(0..4) || !digits(5..7) || !digits(8..10) {
        return false;
    }
    let month: u8 = date[5..7].parse().unwrap_or(0);
    let day: u8 = date[8..10].parse().unwrap_or(0);
    (1..=12).contains(&month) && (1..=31).contains(&day)
}

/// Whether `id` is lower-case letters, digits and inner dashes.
pub fn is_id(id: &str) -> bool {
    !id.is_empty()
        && !id.starts_with('-')
        && !id.ends_with('-')
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// The longest id of a rulebook (it names files of the reference site).
pub const MAX_ID_CHARS: usize = 64;

/// The longest title or authority of a rulebook, in characters, in each language (it is written
/// on every page of the reference site).
pub const MAX_LABEL_CHARS: usize = 200;

/// Checks of each file of the chain on its own: id, version, dates, non-empty articles.
pub(crate) fn validate_files(chain: &[Loaded]) -> Vec<Problem> {
    let mut problems = Vec::new();
    for loaded in chain {
        let src = loaded.source.source();
        let file = &loaded.file;
        for beyond in crate::limits::check(file, "") {
            let needles: Vec<&str> = beyond.needles.iter().map(String::as_str).collect();
            problems.push(src.problem(&needles, beyond.message));
        }
        if !is_id(&file.id) || file.id.len() > MAX_ID_CHARS {
            problems.push(src.problem(
                &["id", &format!("\"{}\"", file.id)],
                if file.id.len() > MAX_ID_CHARS {
                    msg::RulebookIdTooLong {
                        id: &crate::error::shown(&file.id),
                        chars: file.id.chars().count() as u64,
                        limit: MAX_ID_CHARS as u64,
                    }
                    .text()
                } else {
                    msg::RulebookBadId {
                        id: &crate::error::shown(&file.id),
                    }
                    .text()
                },
            ));
        }
        // A title is written on every page of the reference site: a title of a megabyte made a
        // site of 122 MB.
        let mut labels: Vec<(&str, &crate::model::Labels)> = vec![("title", &file.title)];
        if let Some(local) = &file.local {
            labels.push(("authority", &local.authority));
        }
        for (field, label) in labels {
            for (lang, text) in [("vi", &label.vi), ("en", &label.en)] {
                let chars = text.chars().count();
                if chars > MAX_LABEL_CHARS {
                    problems.push(src.problem(
                        &[field, &format!("{lang}:")],
                        msg::RulebookLabelTooLong {
                            field,
                            lang,
                            chars: chars as u64,
                            limit: MAX_LABEL_CHARS as u64,
                        },
                    ));
                }
            }
        }
        if !is_semver(&file.version) {
            problems.push(src.problem(
                &["version", &format!("\"{}\"", file.version)],
                msg::RulebookBadVersion {
                    version: &crate::error::shown(&file.version),
                },
            ));
        }
        if !file.renumber.is_empty() && file.amends.is_none() {
            problems.push(src.problem(&["renumber"], msg::RulebookRenumberWithoutAmends));
        }
        if let (Some(amended), None) = (&file.amends, &file.law) {
            problems.push(src.problem(&["amends", &format!("\"{amended}\"")], msg::RulebookEditionWithoutLaw));
        }
        for (old, new) in &file.renumber {
            if old.trim().is_empty() || new.trim().is_empty() {
                problems.push(src.problem(
                    &["renumber", &format!("\"{old}\"")],
                    msg::RulebookRenumberEmpty { old, new },
                ));
            }
        }
        if !file.unencoded_before.is_empty() && file.amends.is_none() {
            problems.push(src.problem(&["unencoded_before"], msg::RulebookUnencodedWithoutAmends));
        }
        for edition in &file.unencoded_before {
            if !is_date(&edition.in_force) {
                problems.push(src.problem(
                    &["in_force", &format!("\"{}\"", edition.in_force)],
                    msg::RulebookFieldNotADate {
                        field: "in_force",
                        value: &edition.in_force,
                    },
                ));
            }
        }
        if let Some(law) = &file.law {
            for (field, value) in [
                ("effective", &law.effective),
                ("effective_original", &law.effective_original),
                ("decision_date", &law.decision_date),
            ] {
                if let Some(date) = value {
                    if !is_date(date) {
                        problems.push(src.problem(
                            &[field, &format!("\"{date}\"")],
                            msg::RulebookFieldNotADate { field, value: date },
                        ));
                    }
                }
            }
        }
        if let Some(game) = &file.game {
            for (key, article) in &game.articles {
                if article.trim().is_empty() {
                    problems.push(src.problem(&["articles", &format!("\"{key}\"")], msg::RulebookEmptyArticle { key }));
                }
            }
        }
        if let Some(end) = &file.end {
            let cited = [
                ("checkmate", end.checkmate.as_ref().map(|c| &c.article)),
                ("stalemate", end.stalemate.as_ref().map(|c| &c.article)),
            ];
            for (field, article) in cited {
                if article.is_some_and(|a| a.trim().is_empty()) {
                    problems.push(src.problem(
                        &[field, "article"],
                        msg::RulebookEmptyArticle {
                            key: &format!("end.{field}"),
                        },
                    ));
                }
            }
            for ending in end.drawn_endings.iter().flatten() {
                if ending.article.trim().is_empty() {
                    problems.push(src.problem(
                        &[&format!("\"{}\"", ending.value.id), "article"],
                        msg::RulebookEmptyEndingArticle {
                            ending: &ending.value.id,
                        },
                    ));
                }
            }
        }
        let touch = file.conduct.as_ref().and_then(|c| c.touch_move.as_ref());
        if let Some((tm, clauses)) = touch.and_then(|t| t.value.clauses.as_ref().map(|c| (&t.value, c))) {
            let lists = [
                ("own", tm.own.len(), &clauses.own),
                ("enemy", tm.enemy.len(), &clauses.enemy),
                ("own_then_enemy", tm.own_then_enemy.len(), &clauses.own_then_enemy),
                ("enemy_then_own", tm.enemy_then_own.len(), &clauses.enemy_then_own),
            ];
            for (list, steps, c) in lists {
                if c.steps.len() != steps {
                    problems.push(src.problem(
                        &["clauses", list],
                        msg::RulebookTouchClauses {
                            list,
                            clauses: c.steps.len() as u64,
                            steps: steps as u64,
                        },
                    ));
                }
            }
        }
    }
    problems
}

/// The chain file that set a merged leaf (by its dotted path), if any.
pub(crate) fn setter<'c>(chain: &'c [Loaded], leaves: &[Leaf], dotted: &str) -> Option<&'c Loaded> {
    leaves
        .iter()
        .find(|l| l.dotted() == dotted)
        .and_then(|l| chain.get(l.file))
}

/// Every element of the game has an article; no key names something the game lacks.
pub(crate) fn validate_articles(chain: &[Loaded], leaves: &[Leaf], game: &GameDef) -> Vec<Problem> {
    let mut problems = Vec::new();
    let Some(merged) = chain.first() else {
        return problems;
    };
    let expected = article_keys(game);
    let articles: BTreeSet<String> = leaves
        .iter()
        .filter(|l| l.path.len() == 3 && l.path[0] == "game" && l.path[1] == "articles")
        .map(|l| l.path[2].clone())
        .collect();
    // The missing keys are reported where `articles` is written last in the chain.
    let site = chain.iter().find(|l| l.file.game.is_some()).unwrap_or(merged);
    for key in &expected {
        if !articles.contains(key) {
            problems.push(
                site.source
                    .source()
                    .problem(&["game", "articles"], msg::RulebookNoArticle { key }),
            );
        }
    }
    for kind in ["articles", "notes"] {
        for leaf in leaves
            .iter()
            .filter(|l| l.path.len() == 3 && l.path[0] == "game" && l.path[1] == kind)
        {
            let key = &leaf.path[2];
            if !expected.contains(key) {
                let at = chain.get(leaf.file).unwrap_or(merged);
                problems.push(at.source.source().problem(
                    &[kind, &format!("\"{key}\"")],
                    msg::RulebookUnknownKey {
                        key,
                        kind,
                        expected: &quoted_list(&expected),
                    },
                ));
            }
        }
    }
    problems
}

/// The drawn endings name pieces of the game and have distinct ids.
pub(crate) fn validate_endings(
    chain: &[Loaded],
    leaves: &[Leaf],
    endings: &[Cited<Ending>],
    game: &GameDef,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    let Some(at) = setter(chain, leaves, "end.drawn_endings").or(chain.first()) else {
        return problems;
    };
    let src = at.source.source();
    let known: Vec<&str> = game.pieces.iter().map(|p| p.id.as_str()).collect();
    let mut ids = BTreeSet::new();
    for ending in endings {
        let id = &ending.value.id;
        let quoted_id = format!("\"{id}\"");
        if !ids.insert(id.as_str()) {
            problems.push(src.problem(
                &["drawn_endings", &quoted_id, &quoted_id],
                msg::RulebookDuplicateEnding { id },
            ));
        }
        let mut named: Vec<&String> = Vec::new();
        for material in [&ending.value.one, &ending.value.other] {
            match material {
                Material::Exactly(counts) => named.extend(counts.keys()),
                Material::Only(kinds) => named.extend(kinds),
                Material::Any => {}
            }
        }
        match &ending.value.condition {
            Some(crate::model::EndingCondition::SameSquareColour(kinds)) => named.extend(kinds),
            Some(crate::model::EndingCondition::OneStepFromZone { piece, .. }) => named.push(piece),
            Some(crate::model::EndingCondition::CannotCheckmate) => problems.push(src.problem(
                &["drawn_endings", &quoted_id, "CannotCheckmate"],
                msg::RulebookCannotCheckmateEnding { id },
            )),
            Some(crate::model::EndingCondition::NeitherCanCheckmate) | None => {}
        }
        for piece in named {
            if !known.contains(&piece.as_str()) {
                problems.push(src.problem(
                    &["drawn_endings", &quoted_id, &format!("\"{piece}\"")],
                    msg::RulebookEndingUnknownPiece {
                        piece,
                        id,
                        known: &quoted_list(&known),
                    },
                ));
            }
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn semver() {
        assert!(is_semver("0.1.0"));
        assert!(is_semver("10.20.30"));
        assert!(!is_semver("0.1"));
        assert!(!is_semver("01.1.0"));
        assert!(!is_semver("0.1.0-beta"));
    }

    #[test]
    fn dates_and_ids() {
        assert!(is_date("2001-07-01"));
        assert!(!is_date("2001-13-01"));
        assert!(!is_date("1 July 2001"));
        assert!(is_id("fide-2001"));
        assert!(!is_id("Fide"));
        assert!(!is_id("-x"));
    }
}
