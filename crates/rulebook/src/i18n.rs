//! The rule files' notes and readings in Vietnamese.
//!
//! Rule files write their notes (`note`, `reading`, `notes`) in English. The Vietnamese of each
//! shipped file's notes is kept beside it in a catalog, `rules/i18n/vi/<file>.ron` (for
//! `rules/local/x.ron`, `rules/i18n/vi/local/x.ron`): a map from the English text, as the rule
//! file writes it, to its Vietnamese. Keyed by the text rather than by the value's path, a note
//! edited in the rule file has no translation until its catalog follows, and the test that every
//! shipped note is translated fails instead of a stale translation being shown. A user's own
//! rule file has no catalog: its notes are shown as written, marked as English.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use crate::human::Lang;

/// `(rule file relative to rules/, the text of its Vietnamese catalog)`, embedded in the
/// binary.
pub const CATALOGS: &[(&str, &str)] = &[
    (
        "fide-2001-blitz.ron",
        include_str!("../../../rules/i18n/vi/fide-2001-blitz.ron"),
    ),
    (
        "fide-2001-rapid.ron",
        include_str!("../../../rules/i18n/vi/fide-2001-rapid.ron"),
    ),
    ("fide-2001.ron", include_str!("../../../rules/i18n/vi/fide-2001.ron")),
    ("fide-2014.ron", include_str!("../../../rules/i18n/vi/fide-2014.ron")),
    (
        "fide-2014-rapid.ron",
        include_str!("../../../rules/i18n/vi/fide-2014-rapid.ron"),
    ),
    (
        "fide-2014-blitz.ron",
        include_str!("../../../rules/i18n/vi/fide-2014-blitz.ron"),
    ),
    ("fide-2017.ron", include_str!("../../../rules/i18n/vi/fide-2017.ron")),
    (
        "fide-2017-rapid.ron",
        include_str!("../../../rules/i18n/vi/fide-2017-rapid.ron"),
    ),
    (
        "fide-2017-blitz.ron",
        include_str!("../../../rules/i18n/vi/fide-2017-blitz.ron"),
    ),
    ("fide-2018.ron", include_str!("../../../rules/i18n/vi/fide-2018.ron")),
    (
        "fide-2018-rapid.ron",
        include_str!("../../../rules/i18n/vi/fide-2018-rapid.ron"),
    ),
    (
        "fide-2018-blitz.ron",
        include_str!("../../../rules/i18n/vi/fide-2018-blitz.ron"),
    ),
    ("fide-2023.ron", include_str!("../../../rules/i18n/vi/fide-2023.ron")),
    (
        "fide-2023-rapid.ron",
        include_str!("../../../rules/i18n/vi/fide-2023-rapid.ron"),
    ),
    (
        "fide-2023-blitz.ron",
        include_str!("../../../rules/i18n/vi/fide-2023-blitz.ron"),
    ),
    (
        "vn-chess-legacy.ron",
        include_str!("../../../rules/i18n/vi/vn-chess-legacy.ron"),
    ),
    (
        "vn-xiangqi-1999.ron",
        include_str!("../../../rules/i18n/vi/vn-xiangqi-1999.ron"),
    ),
    (
        "vn-xiangqi-2004.ron",
        include_str!("../../../rules/i18n/vi/vn-xiangqi-2004.ron"),
    ),
    ("wxf-2018.ron", include_str!("../../../rules/i18n/vi/wxf-2018.ron")),
    (
        "local/fide-2001-club-example.ron",
        include_str!("../../../rules/i18n/vi/local/fide-2001-club-example.ron"),
    ),
    (
        "local/vn-xiangqi-1999-province-example.ron",
        include_str!("../../../rules/i18n/vi/local/vn-xiangqi-1999-province-example.ron"),
    ),
    (
        "competition/fide-2001.ron",
        include_str!("../../../rules/i18n/vi/competition/fide-2001.ron"),
    ),
    (
        "competition/vn-chess-legacy.ron",
        include_str!("../../../rules/i18n/vi/competition/vn-chess-legacy.ron"),
    ),
    (
        "proposals/fide-2001-illegal-move-2014.ron",
        include_str!("../../../rules/i18n/vi/proposals/fide-2001-illegal-move-2014.ron"),
    ),
    (
        "proposals/vn-xiangqi-1999-50-moves.ron",
        include_str!("../../../rules/i18n/vi/proposals/vn-xiangqi-1999-50-moves.ron"),
    ),
    (
        "proposals/vn-xiangqi-1999-without-chapter-v.ron",
        include_str!("../../../rules/i18n/vi/proposals/vn-xiangqi-1999-without-chapter-v.ron"),
    ),
];

/// The Vietnamese of the coverage exclusions' reasons (`scenarios/coverage-exclusions.ron`),
/// keyed by the English text as that file writes it, like the notes' catalogs.
pub const EXCLUSIONS_CATALOG: &str = include_str!("../../../rules/i18n/vi/coverage-exclusions.ron");

/// Every `reason` string of a coverage exclusions file, in order, each once: what
/// [`EXCLUSIONS_CATALOG`] must translate.
pub fn reasons_of(source: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut rest = source;
    while let Some(at) = rest.find("reason:") {
        rest = &rest[at + "reason:".len()..];
        let bytes = rest.as_bytes();
        let open = skip_space(bytes, 0);
        if bytes.get(open) != Some(&b'"') {
            continue;
        }
        let end = string_end(bytes, open);
        if let Ok(text) = ron::from_str::<String>(&rest[open..end]) {
            if !out.contains(&text) {
                out.push(text);
            }
        }
        rest = &rest[end..];
    }
    out
}

/// The text of a RON string literal (a value as `rules show` and the provenance write it),
/// or `None` when `written` is not one.
pub fn string_literal(written: &str) -> Option<String> {
    if !written.starts_with('"') {
        return None;
    }
    ron::from_str::<String>(written).ok()
}

/// A catalog read: English → Vietnamese.
///
/// # Errors
///
/// When the text is not a RON map of strings to strings.
pub fn parse_catalog(text: &str) -> Result<BTreeMap<String, String>, ron::error::SpannedError> {
    ron::from_str(text)
}

/// Every catalog merged (a catalog that does not read adds nothing: the tests read each one).
fn merged() -> &'static BTreeMap<String, String> {
    static MERGED: OnceLock<BTreeMap<String, String>> = OnceLock::new();
    MERGED.get_or_init(|| {
        CATALOGS
            .iter()
            .map(|(_, text)| *text)
            .chain([EXCLUSIONS_CATALOG])
            .filter_map(|text| parse_catalog(text).ok())
            .flatten()
            .collect()
    })
}

/// A note of a rule file in `lang`, with the language it is actually in: the English as
/// written, or its Vietnamese where a catalog has it (else the English, marked as such).
pub fn note(english: &str, lang: Lang) -> (Lang, &str) {
    match lang {
        Lang::En => (Lang::En, english),
        Lang::Vi => match merged().get(english) {
            Some(vi) => (Lang::Vi, vi.as_str()),
            None => (Lang::En, english),
        },
    }
}

/// Every note of a rule file's text, in order, each once: the strings of its `note`, `reading`
/// and `notes` fields, the values of a `notes` map (the game's notes by article key), and the
/// `source` texts that describe what a source rules (`AXF 28 (D67-68): the general may …`).
/// These are what its catalog must translate.
pub fn notes_of(source: &str) -> Vec<String> {
    let bytes = source.as_bytes();
    let mut out: Vec<String> = Vec::new();
    let mut push = |literal: &str| {
        if let Ok(text) = ron::from_str::<String>(literal) {
            if !out.contains(&text) {
                out.push(text);
            }
        }
    };
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = source[i..].find('\n').map_or(bytes.len(), |n| i + n);
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = source[i + 2..].find("*/").map_or(bytes.len(), |n| i + n + 4);
            }
            b'"' => i = string_end(bytes, i),
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let start = i;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                let key = &source[start..i];
                if !matches!(key, "note" | "reading" | "notes" | "source") {
                    continue;
                }
                let colon = skip_space(bytes, i);
                if bytes.get(colon) != Some(&b':') {
                    continue;
                }
                let at = skip_space(bytes, colon + 1);
                match bytes.get(at) {
                    Some(b'"') => {
                        let end = string_end(bytes, at);
                        // A source is a note when it says what the source rules (`AXF 28
                        // (D67-68): the general may …`), not when it is a path or a bare citation.
                        if key != "source" || source[at..end].contains(": ") {
                            push(&source[at..end]);
                        }
                        i = end;
                    }
                    Some(b'{') if key == "notes" => {
                        // A map of article keys to notes: every string followed by `:` is a key.
                        let mut j = at + 1;
                        while j < bytes.len() && bytes[j] != b'}' {
                            if bytes[j] == b'"' {
                                let end = string_end(bytes, j);
                                if bytes.get(skip_space(bytes, end)) != Some(&b':') {
                                    push(&source[j..end]);
                                }
                                j = end;
                            } else {
                                j += 1;
                            }
                        }
                        i = j;
                    }
                    _ => {}
                }
            }
            _ => i += 1,
        }
    }
    out
}

/// The index just after the string literal that opens at `start`.
fn string_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

fn skip_space(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() && bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_are_found_in_fields_and_maps_but_not_in_comments() {
        let source = r#"(
            // note: "not this one"
            a: (value: 1, article: "1", note: "First \"quoted\"."),
            b: (value: 2, article: "2", reading: "Second.", source: "seeds/x.txt"),
            c: (value: 3, source: "AXF 1 (D1): Fifth."),
            notes: { "start": "Third.", "board": "First \"quoted\"." },
            law: (notes: "Fourth."),
        )"#;
        assert_eq!(
            notes_of(source),
            [
                "First \"quoted\".",
                "Second.",
                "AXF 1 (D1): Fifth.",
                "Third.",
                "Fourth."
            ]
        );
    }

    #[test]
    fn reasons_are_found_in_order_once() {
        let source = r#"Exclusions(exclusions: [
            (rules: "a", article: "1", reason: "First \"q\"."),
            (rules: "a", article: "2", reason: "Second."),
            (rules: "b", article: "1", reason: "First \"q\"."),
        ])"#;
        assert_eq!(reasons_of(source), ["First \"q\".", "Second."]);
    }

    #[test]
    fn every_catalog_reads() {
        assert!(
            parse_catalog(EXCLUSIONS_CATALOG).is_ok(),
            "{:?}",
            parse_catalog(EXCLUSIONS_CATALOG).err()
        );
        for (name, text) in CATALOGS {
            assert!(
                parse_catalog(text).is_ok(),
                "rules/i18n/vi/{name}: {:?}",
                parse_catalog(text).err()
            );
        }
    }
}
