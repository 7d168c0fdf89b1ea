//! Cutting the Vietnamese law texts of `seeds/` into clauses, so that each article of
//! `rules/articles/*.ron` can be printed with its own words.
//!
//! A clause starts at a line that begins with its number (`3.7.`, `10.1.1.`, `B3`, `A.1`) or at
//! an article heading (`Điều 12:`); its lines run to the next clause, to a heading in capitals,
//! to a picture that is not one of the law's figures (the xiangqi text is a magazine page), or,
//! for a text with one paragraph per clause, to a blank line. The first clause with a number
//! wins (later copies are excerpts). Within a clause, a sub-clause (`(a)`, `b)`, `[c]`, `(ii)`)
//! runs to the next marker of the same kind.

use std::collections::BTreeMap;

/// A law text cut into clauses.
#[derive(Debug, Clone, Default)]
pub struct LawText {
    clauses: BTreeMap<String, Vec<String>>,
}

/// One summary bullet of the English notes, or a whole section of them.
#[derive(Debug, Clone, Default)]
pub struct EnglishNotes {
    bullets: BTreeMap<String, String>,
    sections: Vec<(String, Vec<String>)>,
}

fn strip_tags(line: &str) -> String {
    let mut s = line.to_owned();
    for tag in ["[b]", "[/b]", "[i]", "[/i]"] {
        s = s.replace(tag, "");
    }
    s.trim().trim_matches('\u{a0}').trim().to_owned()
}

/// What a line of the text is.
enum Kind {
    Blank,
    /// A picture that is not a figure of the law, or a heading in capitals: the clause ends.
    Stop,
    /// A figure of the law, by its caption.
    Figure(String),
    /// The start of a clause: its number.
    Start(String),
    Text,
}

fn is_article_word(w: &str) -> bool {
    matches!(w.to_lowercase().replace('ð', "đ").as_str(), "điều")
}

/// The number a line begins with, if it begins a clause.
fn clause_number(line: &str) -> Option<String> {
    let mut words = line.split_whitespace();
    let first = words.next()?;
    if is_article_word(first) {
        let n: String = words.next()?.chars().take_while(char::is_ascii_digit).collect();
        return (!n.is_empty()).then_some(n);
    }
    // `[A-E]` `.`? digits (`.` digits)* `.`?, then the end of the word or `(`.
    let chars: Vec<char> = first.chars().collect();
    let mut i = 0;
    let mut key = String::new();
    if chars.first().is_some_and(|c| ('A'..='E').contains(c)) {
        key.push(chars[0]);
        i = 1;
        if chars.get(1) == Some(&'.') {
            key.push('.');
            i = 2;
        }
    }
    let mut digits = false;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_digit() {
            key.push(c);
            digits = true;
        } else if c == '.' && chars.get(i + 1).is_some_and(char::is_ascii_digit) && digits {
            key.push('.');
        } else if c == '.' && i + 1 == chars.len() && digits {
            // a trailing dot: `3.7.`
        } else if c == '(' && digits {
            break;
        } else {
            return None;
        }
        i += 1;
    }
    if !digits {
        return None;
    }
    // A number alone on its line without a dot and no letters is not a clause (`12`).
    if !key.contains('.') && key.chars().all(|c| c.is_ascii_digit()) && !first.ends_with('.') {
        return None;
    }
    Some(key)
}

/// The id of the preface in the article indexes.
const PREFACE: &str = "Preface";
/// How the texts head their preface.
const PREFACE_HEADING: &str = "MỞ ĐẦU ";

fn classify(line: &str) -> Kind {
    let raw = line.trim();
    if raw.is_empty() || raw.chars().all(|c| c.is_whitespace() || c == '\u{a0}') {
        return Kind::Blank;
    }
    if let Some(rest) = raw.strip_prefix("[img]") {
        let inner = rest.trim_end_matches("[/img]");
        let caption = inner.splitn(3, ';').nth(2).unwrap_or("").trim();
        if caption.to_lowercase().starts_with("hình") {
            return Kind::Figure(caption.to_owned());
        }
        return Kind::Stop;
    }
    let line = strip_tags(raw);
    // The preface ("MỞ ĐẦU" and its text on one line): the article index's `Preface`.
    if line.starts_with(PREFACE_HEADING) {
        return Kind::Start(PREFACE.to_owned());
    }
    if let Some(n) = clause_number(&line) {
        return Kind::Start(n);
    }
    let letters = line.chars().filter(|c| c.is_alphabetic()).count();
    if letters >= 3 && !line.chars().any(char::is_lowercase) {
        return Kind::Stop;
    }
    Kind::Text
}

impl LawText {
    /// Cuts a text into clauses.
    pub fn parse(text: &str, blank_ends_clause: bool) -> Self {
        let mut clauses: BTreeMap<String, Vec<String>> = BTreeMap::new();
        let mut current: Option<(String, Vec<String>)> = None;
        let mut after_blank = false;
        let mut last_was_figure = false;
        let mut close = |current: &mut Option<(String, Vec<String>)>| {
            if let Some((key, lines)) = current.take() {
                clauses.entry(key).or_insert(lines);
            }
        };
        for raw in text.lines() {
            match classify(raw) {
                Kind::Blank => after_blank = true,
                Kind::Stop => {
                    close(&mut current);
                    after_blank = false;
                }
                Kind::Figure(caption) => {
                    if let Some((_, lines)) = current.as_mut() {
                        lines.push(format!("[{caption}]"));
                        last_was_figure = true;
                    }
                    after_blank = false;
                    continue;
                }
                Kind::Start(key) => {
                    close(&mut current);
                    current = Some((key, vec![strip_tags(raw)]));
                    after_blank = false;
                }
                Kind::Text => {
                    // The preface runs over several paragraphs, to the next heading.
                    let in_preface = current.as_ref().is_some_and(|(key, _)| key == PREFACE);
                    let keep = in_preface || !(after_blank && blank_ends_clause && !last_was_figure);
                    if keep {
                        if let Some((_, lines)) = current.as_mut() {
                            lines.push(strip_tags(raw));
                        }
                    } else {
                        close(&mut current);
                    }
                    after_blank = false;
                }
            }
            last_was_figure = false;
        }
        close(&mut current);
        Self { clauses }
    }

    /// The lines of the clause an article id names (`3.7(a)–(c)`, `10.1.1(b)`, `12(a)`), if
    /// the text has it.
    pub fn article(&self, id: &str) -> Option<Vec<String>> {
        if id.trim() == PREFACE {
            return self.clauses.get(PREFACE).cloned();
        }
        let (number, subs) = split_id(id)?;
        let lines = self.clauses.get(&number)?;
        let Some(first) = subs.first() else {
            return Some(lines.clone());
        };
        // A range `(a)–(c)`: from the first marker to the end of the last.
        let last = subs.last().unwrap_or(first);
        let markers: Vec<Option<Marker>> = lines
            .iter()
            .enumerate()
            .map(|(i, l)| marker(if i == 0 { without_number(l) } else { l }))
            .collect();
        // The deepest marker of the first token that we can find (3.8(a)(i): look for `(i)`).
        let start_token = if subs.len() > 1 && !is_range(id) { last } else { first };
        let start = markers
            .iter()
            .position(|m| m.as_ref().is_some_and(|m| m.token == *start_token))?;
        let style = markers[start].clone()?;
        let end_token = if is_range(id) { last } else { start_token };
        let end_at = markers
            .iter()
            .enumerate()
            .skip(start)
            .find(|(_, m)| m.as_ref().is_some_and(|m| m.token == *end_token && m.same_kind(&style)))
            .map_or(start, |(i, _)| i);
        let stop = markers
            .iter()
            .enumerate()
            .skip(end_at + 1)
            .find(|(_, m)| m.as_ref().is_some_and(|m| m.same_kind(&style)))
            .map_or(lines.len(), |(i, _)| i);
        let mut out = Vec::new();
        if start == 0 && subs.len() == 1 && !is_range(id) {
            out.push(lines[0].clone());
        } else if start > 0 && !markers[0].as_ref().is_some_and(|m| m.same_kind(&style)) {
            // Keep the clause's lead-in line (`3.8. (a). Quân Vua có thể đi bằng hai cách`).
            out.push(lines[0].clone());
        }
        out.extend(lines[start..stop].iter().cloned());
        out.dedup();
        Some(out)
    }
}

fn is_range(id: &str) -> bool {
    id.contains('–') || id.contains(")-(")
}

/// `3.7(a)–(c)` → (`3.7`, [`a`, `c`]); `10.1.1(b)` → (`10.1.1`, [`b`]); `12` → (`12`, []).
fn split_id(id: &str) -> Option<(String, Vec<String>)> {
    let id = id.trim().trim_end_matches("(en)").trim();
    let number: String = id
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '.')
        .collect();
    let number = number.trim_end_matches('.').to_owned();
    if number.is_empty() || !number.chars().any(|c| c.is_ascii_digit()) {
        return None;
    }
    let rest = &id[number.len()..];
    let mut subs = Vec::new();
    let mut cur = String::new();
    let mut inside = false;
    for c in rest.chars() {
        match c {
            '(' | '[' | '{' => {
                inside = true;
                cur.clear();
            }
            ')' | ']' | '}' if inside => {
                inside = false;
                subs.push(cur.to_lowercase());
            }
            c if inside => cur.push(c),
            _ => {}
        }
    }
    Some((number, subs))
}

/// A sub-clause marker at the start of a line.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Marker {
    token: String,
    /// `(x)` or `x)` and bracket kind.
    style: &'static str,
    digit: bool,
}

impl Marker {
    fn same_kind(&self, other: &Marker) -> bool {
        self.style == other.style && self.digit == other.digit
    }
}

fn without_number(line: &str) -> &str {
    let mut words = line.splitn(2, char::is_whitespace);
    let first = words.next().unwrap_or("");
    if clause_number(first).is_some() || is_article_word(first) {
        words.next().unwrap_or("").trim_start()
    } else {
        line
    }
}

fn marker(line: &str) -> Option<Marker> {
    let line = line.trim_start();
    let (open, close, style) = match line.chars().next()? {
        '(' => ('(', ')', "paren"),
        '[' => ('[', ']', "bracket"),
        '{' => ('{', '}', "bracket"),
        _ => (' ', ')', "half"),
    };
    let body = if open == ' ' { line } else { &line[open.len_utf8()..] };
    let end = body.find(close)?;
    let token = &body[..end];
    if token.is_empty() || token.chars().count() > 4 || !token.chars().all(|c| c.is_ascii_alphanumeric()) {
        return None;
    }
    let digit = token.chars().all(|c| c.is_ascii_digit());
    // A half-bracket marker is a single letter (`a)`), not a word.
    if style == "half" && (token.chars().count() > 1 || digit) {
        return None;
    }
    Some(Marker {
        token: token.to_lowercase(),
        style,
        digit,
    })
}

/// The figures a text refers to: `Hình 1`, `Hình 9 -12`, `hình d` → `1`, `9–12`, `d`.
pub fn figures(lines: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for line in lines {
        let lower = line.to_lowercase();
        let mut rest = lower.as_str();
        while let Some(at) = rest.find("hình") {
            rest = &rest[at + "hình".len()..];
            let after = rest.trim_start();
            let mut chars = after.chars();
            let Some(c) = chars.next() else { break };
            let fig = if c.is_ascii_digit() {
                let n: String = after.chars().take_while(char::is_ascii_digit).collect();
                let tail = after[n.len()..].trim_start();
                if let Some(t) = tail.strip_prefix('-').or_else(|| tail.strip_prefix('–')) {
                    let m: String = t.trim_start().chars().take_while(char::is_ascii_digit).collect();
                    if m.is_empty() {
                        n
                    } else {
                        format!("{n}–{m}")
                    }
                } else {
                    n
                }
            } else if ('a'..='h').contains(&c) && !chars.next().is_some_and(char::is_alphabetic) {
                c.to_string()
            } else {
                continue;
            };
            if !out.contains(&fig) {
                out.push(fig);
            }
        }
    }
    out
}

impl EnglishNotes {
    /// Reads the Markdown summary of the English original: `## ` sections of `- <article> text`
    /// bullets.
    pub fn parse(text: &str) -> Self {
        let mut notes = Self::default();
        let mut bullet: Option<(String, String)> = None;
        let flush = |bullet: &mut Option<(String, String)>, notes: &mut Self| {
            if let Some((k, v)) = bullet.take() {
                if let Some(s) = notes.sections.last_mut() {
                    s.1.push(v.clone());
                }
                notes.bullets.entry(k).or_insert(v);
            }
        };
        for line in text.lines() {
            if let Some(h) = line.strip_prefix("## ") {
                flush(&mut bullet, &mut notes);
                notes.sections.push((h.trim().to_owned(), Vec::new()));
            } else if let Some(b) = line.strip_prefix("- ") {
                flush(&mut bullet, &mut notes);
                let key = b.split_whitespace().next().unwrap_or("").to_owned();
                bullet = Some((key, b.trim().to_owned()));
            } else if line.starts_with("  ") && bullet.is_some() {
                if let Some((_, v)) = bullet.as_mut() {
                    v.push(' ');
                    v.push_str(line.trim());
                }
            } else {
                flush(&mut bullet, &mut notes);
            }
        }
        flush(&mut bullet, &mut notes);
        notes
    }

    /// The summary of an article cut from the Vietnamese copy (`9.2 (en)`, `A (en)`).
    pub fn article(&self, id: &str) -> Option<Vec<String>> {
        let key = id.trim().trim_end_matches("(en)").trim();
        if let Some(b) = self.bullets.get(key) {
            return Some(vec![b.clone()]);
        }
        // Finer bullets under the article (`9.1` → `9.1(a)`, `9.1(b)`).
        let finer: Vec<String> = self
            .bullets
            .iter()
            .filter(|(k, _)| k.starts_with(key) && k[key.len()..].starts_with('('))
            .map(|(_, v)| v.clone())
            .collect();
        if !finer.is_empty() {
            return Some(finer);
        }
        // A whole appendix (`A`, `D`).
        let heading = format!("Appendix {key} ");
        self.sections
            .iter()
            .find(|(h, _)| h.starts_with(&heading))
            .map(|(h, b)| std::iter::once(h.clone()).chain(b.iter().cloned()).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_preface_is_read_to_the_next_heading() {
        let text = "MỞ ĐẦU Luật cờ Vua không bao quát.\n\nĐoạn hai.\n(a) Một.\nb) Hai.\n\nLUẬT CHƠI\n\nĐiều 1. BẢN CHẤT\n1.1. Hai đấu thủ.\n";
        let law = LawText::parse(text, true);
        assert_eq!(
            law.article("Preface"),
            Some(vec![
                "MỞ ĐẦU Luật cờ Vua không bao quát.".to_owned(),
                "Đoạn hai.".to_owned(),
                "(a) Một.".to_owned(),
                "b) Hai.".to_owned(),
            ])
        );
        assert_eq!(law.article("1.1"), Some(vec!["1.1. Hai đấu thủ.".to_owned()]));
    }

    #[test]
    fn clause_numbers() {
        assert_eq!(clause_number("3.7. (a). Tốt có thể").as_deref(), Some("3.7"));
        assert_eq!(clause_number("10.1.1. Khi có").as_deref(), Some("10.1.1"));
        assert_eq!(clause_number("B3 Các đấu thủ").as_deref(), Some("B3"));
        assert_eq!(clause_number("A.1 (a) Khi hết").as_deref(), Some("A.1"));
        assert_eq!(clause_number("Điều 12: HẠN ĐỊNH").as_deref(), Some("12"));
        assert_eq!(clause_number("1) Pháo 2 bình 5"), None);
        assert_eq!(clause_number("0-0 - nhập thành"), None);
        assert_eq!(clause_number("Bàn cờ là"), None);
    }

    #[test]
    fn sub_clauses() {
        let text = "3.7. (a). Tốt một ô\n(b). Hai ô\n(c). Bắt chéo (Hình 6) (Hình 6)\n(d). Qua đường (Hình 7)\n(e). Phong cấp\n\n3.8. (a). Vua:\n(i). Liền bên (Hình 8)\nthêm\n(ii). Nhập thành (Hình 9 -12)\n(1). Không được:\n[a]. Vua đã đi\n(2). Tạm thời\n";
        let law = LawText::parse(text, true);
        let range = law.article("3.7(a)–(c)").expect("found");
        assert_eq!(
            range,
            ["3.7. (a). Tốt một ô", "(b). Hai ô", "(c). Bắt chéo (Hình 6) (Hình 6)"]
        );
        assert_eq!(figures(&range), ["6"]);
        assert_eq!(law.article("3.7(d)").expect("found"), ["(d). Qua đường (Hình 7)"]);
        let king = law.article("3.8(a)(i)").expect("found");
        assert_eq!(king, ["(i). Liền bên (Hình 8)", "thêm"]);
        let castling = law.article("3.8(a)(ii)").expect("found");
        assert_eq!(figures(&castling), ["9–12"]);
        assert_eq!(
            law.article("3.8(1)").expect("found")[1..],
            ["(1). Không được:", "[a]. Vua đã đi"]
        );
        assert!(law.article("4.1").is_none());
    }

    #[test]
    fn xiangqi_letters_and_pictures() {
        let text = "[b]Điều 4: ĐI QUÂN[/b]\n4.3. Cách đi.\nc) Tượng: cản (xem hình d)\n\n[img]x.png;center;Hình d: Minh họa[/img]\n\nd) Xe: dọc\n13.2. Xếp quân.\n\n[img]y.jpg;right;Kỳ sư[/img]Chuyện khác\n";
        let law = LawText::parse(text, false);
        let elephant = law.article("4.3(c)").expect("found");
        assert_eq!(
            elephant,
            ["4.3. Cách đi.", "c) Tượng: cản (xem hình d)", "[Hình d: Minh họa]"]
        );
        assert_eq!(figures(&elephant), ["d"]);
        assert_eq!(law.article("13.2").expect("found"), ["13.2. Xếp quân."]);
        assert_eq!(figures(&["hình chữ nhật, hình thức".to_owned()]), Vec::<String>::new());
    }

    #[test]
    fn english_notes() {
        let notes = EnglishNotes::parse("## Article 9 — drawn\n- 9.1(a) Offers.\n- 9.1(b) More\n  lines.\n- 9.2 Repetition.\n\n## Appendix D — quickplay\n- D1 One.\n");
        assert_eq!(notes.article("9.2 (en)").expect("found"), ["9.2 Repetition."]);
        assert_eq!(
            notes.article("9.1 (en)").expect("found"),
            ["9.1(a) Offers.", "9.1(b) More lines."]
        );
        assert_eq!(
            notes.article("D (en)").expect("found"),
            ["Appendix D — quickplay", "D1 One."]
        );
        assert!(notes.article("7.1 (en)").is_none());
    }
}
