//! A rule file's notes and readings as the words of a page (shared by the rulebook pages and the
//! chase page, which depend on it and not on each other): the page's language from the
//! catalogues, the Vietnamese an English note quotes marked as Vietnamese.

use crate::doc::{Inline, Line};
use crate::labels::Lang;

/// The language a text of a rule file is written in: Vietnamese when it has a letter only
/// Vietnamese writes.
pub(crate) fn written_in(words: &str) -> Lang {
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
