//! The words the language tests look for (shared by the docs site's test and the command
//! line's, which includes this file by path): English words no Vietnamese sentence uses, and
//! the letters only Vietnamese writes.

/// Words of English that no Vietnamese sentence uses.
pub const ENGLISH: &[&str] = &[
    "the",
    "and",
    "of",
    "is",
    "are",
    "with",
    "from",
    "which",
    "this",
    "that",
    "when",
    "what",
    "each",
    "every",
    "must",
    "its",
    "their",
    "been",
    "has",
    "have",
    "not",
    "for",
    "by",
    "was",
    "were",
    "rulebook",
    "rulebooks",
    "value",
    "values",
    "article",
    "articles",
    "scenario",
    "scenarios",
    "note",
    "file",
    "files",
    "law",
    "laws",
    "piece",
    "pieces",
    "move",
    "moves",
    "minutes",
    "seconds",
    "hours",
    "draw",
    "loses",
    "wins",
    "yes",
    "no",
    "none",
    "set",
    "changed",
    "national",
    "local",
    "version",
    "versions",
    "diagram",
    "figure",
    "see",
    // The rulings of the impact report and the listing of `rules show`.
    "checkmate",
    "stalemate",
    "illegal",
    "claimable",
    "unreadable",
    "agrees",
    "disagrees",
    "undecided",
    "unrecorded",
    "ongoing",
    "threefold",
    "perpetual",
    "chases",
    "checks",
    "plies",
    "ply",
    "result",
    "drawn",
    "automatically",
    "candidate",
    "base",
    "edition",
    "decision",
    "effective",
    "source",
    "title",
    "dates",
    "issued",
    "basis",
    "added",
    "unchanged",
    "overridable",
    "reading",
];

/// Letters only Vietnamese writes (with their tone marks), and `đ`.
pub fn vietnamese(word: &str) -> bool {
    word.chars()
        .any(|c| "ăâđêôơưĂÂĐÊÔƠƯàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ".contains(c))
}

/// The words of the other language in `text` (a page's or a report's own words, quotations
/// already taken out), each once: English words when `vi`, Vietnamese ones otherwise.
/// Identifiers (snake_case, kebab-case, CamelCase, paths, dotted names, anything with brackets
/// or `=`) are names, not words. `seen` is told each offending token.
pub fn leaked_words(text: &str, vi: bool, mut seen: impl FnMut(&str)) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    for token in text.split_whitespace() {
        let inner = token.trim_matches(|c: char| !c.is_alphanumeric());
        if token.contains(['_', '-', '/', '=', '(', ')', '[', ']'])
            || inner.contains('.')
            || inner.chars().skip(1).any(char::is_uppercase)
        {
            continue;
        }
        for word in inner.split(|c: char| !c.is_alphanumeric()) {
            let bad = if vi {
                ENGLISH.contains(&word.to_lowercase().as_str())
            } else {
                vietnamese(word)
            };
            if bad && !found.contains(&word.to_owned()) {
                seen(token);
                found.push(word.to_owned());
            }
        }
    }
    found
}

/// The text of a page a reader reads as the page's own words.
pub fn own_text(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    // Drop the <head>.
    if let Some(at) = rest.find("<body") {
        rest = &rest[at..];
    }
    let skipped = ["blockquote", "code", "pre", "svg", "style", "script"];
    while let Some(lt) = rest.find('<') {
        out.push_str(&rest[..lt]);
        out.push(' ');
        rest = &rest[lt..];
        let end = rest.find('>').map_or(rest.len(), |e| e + 1);
        let tag = &rest[1..end.saturating_sub(1)];
        let name: String = tag.chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
        let marked = tag.contains(" lang=\"");
        rest = &rest[end..];
        if !tag.starts_with('/') && (skipped.contains(&name.as_str()) || marked) {
            // Skip to the matching close tag (same name, counting nesting).
            let open = format!("<{name}");
            let close = format!("</{name}>");
            let mut depth = 1;
            let mut at = 0;
            while depth > 0 {
                let next_open = rest[at..].find(&open).map(|i| i + at);
                let next_close = rest[at..].find(&close).map(|i| i + at);
                match (next_open, next_close) {
                    (Some(o), Some(c)) if o < c => {
                        depth += 1;
                        at = o + open.len();
                    }
                    (_, Some(c)) => {
                        depth -= 1;
                        at = c + close.len();
                    }
                    (_, None) => {
                        at = rest.len();
                        break;
                    }
                }
            }
            rest = &rest[at..];
        }
    }
    out.push_str(rest);
    out.replace("&amp;", "&")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
}
