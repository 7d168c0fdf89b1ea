//! Errors of loading a rulebook: every problem located as `path:line:col: message`.
//!
//! Messages are lower case, without a trailing period, and say what was expected. Their words
//! are messages of the catalogues (`i18n/*/rulebook.ftl`), kept as [`Text`] and said in the
//! output language when shown. A [`LoadError`] prints one line per problem, so a tool (or a
//! person) can jump to each one.

use std::fmt;

use trongtai_i18n::{msg, Message, Text};

pub use trongtai_i18n::quoted_list;

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
    pub message: Text,
}

impl Problem {
    /// A problem at a given place.
    pub fn new(file: impl Into<String>, line: usize, column: usize, message: impl Into<Text>) -> Self {
        Self {
            file: file.into(),
            line: line.max(1),
            column: column.max(1),
            message: message.into(),
        }
    }

    /// The problem as a message of the catalogues, its place first.
    pub fn text(&self) -> Text {
        msg::ProblemAt {
            file: &self.file,
            line: self.line as u64,
            column: self.column as u64,
            message: &self.message,
        }
        .text()
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: {}", self.file, self.line, self.column, self.message)
    }
}

/// Why a rulebook could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum LoadError {
    /// One or more located problems in the rule files (syntax, types, references, citations).
    Invalid(Vec<Problem>),
    /// The name given is neither a path nor the id of a rulebook in the library.
    UnknownId {
        /// The id asked for.
        id: String,
        /// The ids the library knows.
        known: Vec<String>,
    },
    /// A date asked for (`--on`) that is not a day of the calendar: not the rule file's fault,
    /// so no line of it is named.
    BadDate {
        /// The date as given.
        date: String,
    },
    /// A date asked for that comes before the law itself is in force.
    BeforeTheLaw {
        /// The date as given.
        date: String,
        /// The law's document.
        law: String,
        /// The day the law is in force from.
        effective: String,
    },
}

impl LoadError {
    /// The error as a message of the catalogues: one line per problem.
    pub fn text(&self) -> Text {
        match self {
            Self::Invalid(problems) => Text::joined(problems.iter().map(Problem::text).collect(), "\n"),
            Self::UnknownId { id, known } => msg::RulebookUnknownId {
                id: &shown(id),
                hint: &did_you_mean(id, known),
                known: &quoted_list(known),
            }
            .text(),
            Self::BadDate { date } => msg::RulebookBadDate { date: &shown(date) }.text(),
            Self::BeforeTheLaw { date, law, effective } => msg::RulebookDateBeforeLaw {
                date: &shown(date),
                law,
                effective,
            }
            .text(),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for LoadError {}

/// ` (did you mean `fide-2001`?)` when one known id is close to `id` (at most a third of its
/// letters to change), else nothing.
pub fn did_you_mean(id: &str, known: &[String]) -> Text {
    let best = known
        .iter()
        .map(|k| (edit_distance(id, k), k))
        .min_by_key(|(d, _)| *d)
        .filter(|(d, _)| *d > 0 && *d * 3 <= id.chars().count());
    match best {
        Some((_, k)) => msg::DidYouMean { id: k }.text(),
        None => Text::empty(),
    }
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
            msg::RulebookMoreProblems { rest: rest as u64 },
        ));
    }
    problems
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
            out.push_str(&trongtai_i18n::say(
                trongtai_i18n::lang(),
                &msg::ShownCut {
                    bytes: (text.len() - at) as u64,
                },
            ));
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
pub fn ron_message(code: &ron::Error) -> Text {
    use ron::Error as E;
    let within = |outer: &Option<String>| match outer {
        Some(outer) => msg::RonWithin { outer }.text(),
        None => Text::empty(),
    };
    match code {
        E::NoSuchStructField { expected, found, outer } => msg::RonUnknownField {
            found,
            within: &within(outer),
            expected: &quoted_list(expected),
        }
        .text(),
        E::MissingStructField { field, outer } => msg::RonMissingField {
            field,
            within: &within(outer),
        }
        .text(),
        E::DuplicateStructField { field, outer } => msg::RonDuplicateField {
            field,
            within: &within(outer),
        }
        .text(),
        E::NoSuchEnumVariant { expected, found, outer } => msg::RonUnknownVariant {
            found,
            within: &within(outer),
            expected: &quoted_list(expected),
        }
        .text(),
        E::InvalidValueForType { expected, found } => msg::RonWrongType { expected, found }.text(),
        E::ExpectedDifferentLength { expected, found } => msg::RonWrongLength {
            expected,
            found: *found as u64,
        }
        .text(),
        E::Eof => msg::RonEof.text(),
        E::TrailingCharacters => msg::RonTrailing.text(),
        E::ExpectedComma => msg::RonExpectedComma.text(),
        E::ExpectedString | E::ExpectedStringEnd => msg::RonExpectedString.text(),
        E::ExpectedChar => msg::RonExpectedChar.text(),
        E::ExpectedInteger | E::IntegerOutOfBounds => msg::RonExpectedInteger.text(),
        E::ExpectedFloat | E::FloatUnderscore => msg::RonExpectedFloat.text(),
        E::ExpectedBoolean => msg::RonExpectedBoolean.text(),
        E::ExpectedOption => msg::RonExpectedOption.text(),
        E::ExpectedOptionEnd | E::ExpectedStructLikeEnd => msg::RonExpectedClose { close: ")" }.text(),
        E::ExpectedArrayEnd => msg::RonExpectedClose { close: "]" }.text(),
        E::ExpectedMapEnd => msg::RonExpectedClose { close: "}" }.text(),
        E::ExpectedMapColon => msg::RonExpectedColon.text(),
        E::ExpectedStructLike | E::ExpectedUnit => msg::RonExpectedOpen.text(),
        E::ExpectedNamedStructLike(name) => msg::RonExpectedNamed { name }.text(),
        E::ExpectedDifferentStructName { expected, found } => msg::RonWrongName { expected, found }.text(),
        E::ExpectedStructName(name) => msg::RonExpectedNamed { name }.text(),
        E::ExpectedArray => msg::RonExpectedArray.text(),
        E::ExpectedMap => msg::RonExpectedMap.text(),
        E::ExpectedIdentifier | E::InvalidIdentifier(_) | E::SuggestRawIdentifier(_) => {
            msg::RonExpectedIdentifier.text()
        }
        E::UnexpectedChar(c) => msg::RonUnexpectedChar {
            found: &format!("{c:?}"),
        }
        .text(),
        E::InvalidEscape(_) => msg::RonInvalidEscape.text(),
        E::InvalidIntegerDigit { digit, base } => msg::RonInvalidDigit {
            digit: &digit.to_string(),
            base: u64::from(*base),
        }
        .text(),
        E::UnclosedBlockComment | E::UnclosedLineComment => msg::RonUnclosedComment.text(),
        E::Utf8Error(_) => msg::RonNotUtf8.text(),
        E::ExceededRecursionLimit => msg::RonTooDeep.text(),
        // Forms rule files never use (byte strings, attributes, raw values, extensions), and
        // what the reader says of itself: named, as the reader names them.
        other => {
            let debug = format!("{other:?}");
            msg::RonOther {
                code: debug.split(['(', ' ', '{']).next().unwrap_or_default(),
            }
            .text()
        }
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
            Problem::new("b.ron", 2, 1, msg::Verbatim { text: "second" }),
            Problem::new("a.ron", 9, 3, msg::Verbatim { text: "first" }),
        ]);
        assert_eq!(err.to_string(), "a.ron:9:3: first\nb.ron:2:1: second");
        assert_eq!(
            err.text().say(trongtai_i18n::Lang::Vi),
            "a.ron:9:3: first\nb.ron:2:1: second"
        );
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
        assert!(err
            .text()
            .say(trongtai_i18n::Lang::Vi)
            .starts_with("không có bộ luật mang định danh `fide-2000` (có phải `fide-2001`?)"));
    }
}
