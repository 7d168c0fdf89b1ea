//! Errors of loading a rulebook: every problem located as `path:line:col: message`.
//!
//! Messages are lower case, without a trailing period, and say what was expected. A
//! [`LoadError`] prints one line per problem, so a tool (or a person) can jump to each one.

use std::fmt;

/// One problem in a rule file, with where it is.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Problem {
    /// The file, as the user named it (`rules/fide-2001.ron`, `tests/x.ron`).
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What is wrong and what was expected: one line, lower case, no trailing period.
    pub message: String,
}

impl Problem {
    /// A problem at a given place; the message is flattened to one line.
    pub fn new(file: impl Into<String>, line: usize, column: usize, message: impl AsRef<str>) -> Self {
        Self {
            file: file.into(),
            line: line.max(1),
            column: column.max(1),
            message: one_line(message.as_ref()),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: {}", self.file, self.line, self.column, self.message)
    }
}

/// Why a rulebook could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LoadError {
    /// One or more located problems in the rule files (syntax, types, references, citations).
    #[error("{}", Lines(.0))]
    Invalid(Vec<Problem>),
    /// The name given is neither a path nor the id of a rulebook in the library.
    #[error(
        "unknown rulebook id `{}`{}, expected one of {} or a path to a .ron file",
        shown(id),
        did_you_mean(id, known),
        quoted_list(known)
    )]
    UnknownId {
        /// The id asked for.
        id: String,
        /// The ids the library knows.
        known: Vec<String>,
    },
    /// A date asked for (`--on`) that is not a day of the calendar: not the rule file's fault,
    /// so no line of it is named.
    #[error("date `{date}` is not valid, expected a date YYYY-MM-DD")]
    BadDate {
        /// The date as given.
        date: String,
    },
    /// A date asked for that comes before the law itself is in force.
    #[error(
        "date `{date}` is before its law ({law}) is in force on {effective}, expected a date on or after {effective}"
    )]
    BeforeTheLaw {
        /// The date as given.
        date: String,
        /// The law's document.
        law: String,
        /// The day the law is in force from.
        effective: String,
    },
}

/// ` (did you mean `fide-2001`?)` when one known id is close to `id` (at most a third of its
/// letters to change), else nothing.
pub fn did_you_mean(id: &str, known: &[String]) -> String {
    let best = known
        .iter()
        .map(|k| (edit_distance(id, k), k))
        .min_by_key(|(d, _)| *d)
        .filter(|(d, _)| *d > 0 && *d * 3 <= id.chars().count());
    best.map(|(_, k)| format!(" (did you mean `{k}`?)")).unwrap_or_default()
}

/// Levenshtein distance over characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != *cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

impl LoadError {
    /// The located problems (empty for [`LoadError::UnknownId`] and the date errors).
    pub fn problems(&self) -> &[Problem] {
        match self {
            Self::Invalid(problems) => problems,
            Self::UnknownId { .. } | Self::BadDate { .. } | Self::BeforeTheLaw { .. } => &[],
        }
    }

    /// Sorts problems by file, line and column (keeping the order of checks on ties), drops
    /// duplicates, and wraps them.
    pub(crate) fn from_problems(mut problems: Vec<Problem>) -> Self {
        problems.sort_by(|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));
        problems.dedup();
        Self::Invalid(at_most_shown(problems))
    }
}

/// The most problems listed for one load: beyond them, one more line says how many were left
/// out (a file with 16,000 overlapping versions is not answered with 16,000 lines).
pub const MAX_PROBLEMS: usize = 100;

/// The first [`MAX_PROBLEMS`] problems, and a last one that counts the rest (placed where the
/// first of them is).
pub fn at_most_shown(mut problems: Vec<Problem>) -> Vec<Problem> {
    if problems.len() > MAX_PROBLEMS {
        let rest = problems.len() - MAX_PROBLEMS;
        let next = problems[MAX_PROBLEMS].clone();
        problems.truncate(MAX_PROBLEMS);
        problems.push(Problem::new(
            next.file,
            next.line,
            next.column,
            format!("and {rest} more problems from here on, not listed; expected the ones above fixed first"),
        ));
    }
    problems
}

struct Lines<'a>(&'a [Problem]);

impl fmt::Display for Lines<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, problem) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{problem}")?;
        }
        Ok(())
    }
}

/// `` `a`, `b`, `c` `` (or `nothing` when empty).
pub(crate) fn quoted_list<S: AsRef<str>>(items: &[S]) -> String {
    if items.is_empty() {
        return "nothing".to_owned();
    }
    items
        .iter()
        .map(|s| format!("`{}`", s.as_ref()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The most characters of an input echoed in a message ([`shown`]).
pub const MAX_SHOWN_CHARS: usize = 64;

/// A piece of input as a message echoes it: control characters written as escapes (`\u{1b}`,
/// so that an ESC in a move cannot clear the terminal) and at most [`MAX_SHOWN_CHARS`]
/// characters, the rest said as a count (a token of 200 MB is not echoed whole).
pub fn shown(text: &str) -> String {
    let mut out = String::new();
    for (n, (at, c)) in text.char_indices().enumerate() {
        if n == MAX_SHOWN_CHARS {
            out.push_str(&format!("…(+{} bytes)", text.len() - at));
            break;
        }
        if c.is_control() {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}

/// Flattens a message to one line, lower-cases its first letter and drops a trailing period.
pub fn one_line(message: &str) -> String {
    let flat = message.split_whitespace().collect::<Vec<_>>().join(" ");
    let trimmed = flat.trim_end_matches('.');
    let mut chars = trimmed.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => "invalid input".to_owned(),
    }
}

/// Describes a RON error code in our words: lower case, saying what was expected.
pub fn ron_message(code: &ron::Error) -> String {
    use ron::Error as E;
    let within = |outer: &Option<String>| match outer {
        Some(outer) => format!(" in `{outer}`"),
        None => String::new(),
    };
    match code {
        E::NoSuchStructField { expected, found, outer } => format!(
            "unknown field `{found}`{}, expected one of {}",
            within(outer),
            quoted_list(expected)
        ),
        E::MissingStructField { field, outer } => {
            format!("missing field `{field}`{}, expected it to be set", within(outer))
        }
        E::DuplicateStructField { field, outer } => {
            format!("duplicate field `{field}`{}, expected it once", within(outer))
        }
        E::NoSuchEnumVariant { expected, found, outer } => format!(
            "unknown variant `{found}`{}, expected one of {}",
            within(outer),
            quoted_list(expected)
        ),
        E::InvalidValueForType { expected, found } => format!("expected {expected}, found {found}"),
        E::ExpectedDifferentLength { expected, found } => {
            format!("expected {expected}, found {found} element(s)")
        }
        E::Eof => "unexpected end of file, expected the rest of the value (a missing `)`, `]` or `}`?)".to_owned(),
        E::TrailingCharacters => "unexpected text after the value, expected the end of the file".to_owned(),
        E::ExpectedComma => "expected a comma".to_owned(),
        E::ExpectedString => "expected a string in double quotes".to_owned(),
        E::ExpectedChar => "expected a character in single quotes".to_owned(),
        E::ExpectedInteger => "expected an integer".to_owned(),
        E::ExpectedBoolean => "expected `true` or `false`".to_owned(),
        E::ExpectedOption => "expected `Some(...)` or `None`".to_owned(),
        E::ExpectedStructLike => "expected `(`".to_owned(),
        E::ExpectedArray => "expected `[`".to_owned(),
        E::ExpectedMap => "expected `{`".to_owned(),
        E::ExpectedIdentifier => "expected an identifier (a field or variant name)".to_owned(),
        E::UnexpectedChar(c) => format!("unexpected character {c:?}"),
        other => one_line(&other.to_string()),
    }
}

/// A problem from a RON parse error of the file `file` with text `text`, placed on the token
/// the error is about (ron places it before the white space that precedes it).
pub fn ron_problem(file: &str, text: &str, err: &ron::error::SpannedError) -> Problem {
    let (line, column) = crate::locate::skip_blank(text, err.span.start.line, err.span.start.col);
    Problem::new(file, line, column, ron_message(&err.code))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn echoed_input_is_escaped_and_cut() {
        assert_eq!(shown("e7\u{1b}[2Je5"), "e7\\u{1b}[2Je5");
        let long = "x".repeat(1000);
        assert_eq!(shown(&long), format!("{}…(+936 bytes)", "x".repeat(64)));
        assert_eq!(shown("Cờ tướng"), "Cờ tướng");
    }

    #[test]
    fn one_line_flattens_and_lowercases() {
        assert_eq!(one_line("Expected closing `)`.\n  here"), "expected closing `)`. here");
        assert_eq!(one_line("Bad."), "bad");
        assert_eq!(one_line(""), "invalid input");
    }

    #[test]
    fn problems_print_one_per_line() {
        let err = LoadError::from_problems(vec![
            Problem::new("b.ron", 2, 1, "second"),
            Problem::new("a.ron", 9, 3, "first"),
        ]);
        assert_eq!(err.to_string(), "a.ron:9:3: first\nb.ron:2:1: second");
    }

    #[test]
    fn unknown_id_lists_known_ids() {
        let err = LoadError::UnknownId {
            id: "x".into(),
            known: vec!["a".into(), "b".into()],
        };
        assert_eq!(
            err.to_string(),
            "unknown rulebook id `x`, expected one of `a`, `b` or a path to a .ron file"
        );
        let err = LoadError::UnknownId {
            id: "fide-2000".into(),
            known: vec!["fide-2001".into(), "vn-chess-legacy".into()],
        };
        assert!(err
            .to_string()
            .starts_with("unknown rulebook id `fide-2000` (did you mean `fide-2001`?), expected"));
    }
}
