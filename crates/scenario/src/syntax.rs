//! Reading the text of a scenario file, with errors at the standard of rule-file errors:
//! `path:line:col: what is wrong, expected what`, in our words rather than the parser's.

use ron::error::SpannedError;
use trongtai_i18n::{msg, Message, Text};
use trongtai_rulebook::error::ron_message;
use trongtai_rulebook::{limits, Source};

use crate::model::Scenario;

fn from_str(text: &str) -> Result<Scenario, SpannedError> {
    ron::Options::default().from_str::<Scenario>(text)
}

/// Parses a scenario, then refuses numbers beyond the limits of [`limits`].
pub(crate) fn parse(path: &str, text: &str) -> Result<Scenario, String> {
    let scenario = from_str(text).map_err(|e| describe(path, text, &e))?;
    let src = Source::new(path, text);
    let beyond = limits::check(&scenario.setup, "setup")
        .into_iter()
        .chain(limits::check(&scenario.events, "events"));
    // The values beyond their limits come in document order: each is sought from where the one
    // before it of the same section was found (the 32,000th `Millis(..)` of the events is the
    // 32,000th in the text, found without searching the file again each time).
    let mut after: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    let problems: Vec<trongtai_rulebook::Problem> = beyond
        .map(|b| {
            let section = b.path.split('.').next().unwrap_or("setup").to_owned();
            let from = after.get(&section).copied();
            let mut needles: Vec<&str> = Vec::new();
            if from.is_none() {
                needles.push(&section);
            }
            needles.extend(b.needles.iter().map(String::as_str));
            match src.find(from.unwrap_or(0), &needles) {
                Some(at) => {
                    after.insert(section, at + 1);
                    src.problem_at(at, b.message.clone())
                }
                None => src.problem(&[&section], b.message.clone()),
            }
        })
        .collect();
    if problems.is_empty() {
        Ok(scenario)
    } else {
        let shown: Vec<String> = trongtai_rulebook::error::at_most_shown(problems)
            .iter()
            .map(ToString::to_string)
            .collect();
        Err(shown.join("\n"))
    }
}

/// Byte offset of a 1-based line and column (in characters).
fn offset(text: &str, line: usize, col: usize) -> usize {
    let start: usize = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    let rest = text.get(start..).unwrap_or_default();
    start
        + rest
            .chars()
            .take(col.saturating_sub(1))
            .map(char::len_utf8)
            .sum::<usize>()
}

/// The token at a byte offset: a run of letters, digits, `_`, `-` and `.`, or one character.
fn token_at(text: &str, at: usize) -> &str {
    let rest = text.get(at..).unwrap_or_default();
    let len = rest
        .find(|c: char| !(c.is_alphanumeric() || "_-.".contains(c)))
        .unwrap_or(rest.len());
    let len = if len == 0 {
        rest.chars().next().map_or(0, char::len_utf8)
    } else {
        len
    };
    &rest[..len]
}

/// A located message for a parse error.
fn describe(path: &str, text: &str, err: &SpannedError) -> String {
    use ron::Error as E;
    let (line, col) = trongtai_rulebook::skip_blank(text, err.span.start.line, err.span.start.col);
    let at = offset(text, line, col);
    let token = token_at(text, at);
    // A string left open runs on to the next `"`, and the parser stops after it: point at the
    // string that runs over a line break instead.
    if let Some((q, end)) = strings(text).into_iter().rfind(|&(_, end)| end <= at) {
        let spans_lines = text[q..end].contains('\n');
        let confused = matches!(
            err.code,
            E::ExpectedComma
                | E::Eof
                | E::TrailingCharacters
                | E::InvalidIdentifier(_)
                | E::SuggestRawIdentifier(_)
                | E::ExpectedIdentifier
                | E::UnexpectedChar(_)
                | E::ExpectedStructLikeEnd
                | E::ExpectedArrayEnd
        );
        if spans_lines && confused {
            let (l, c) = trongtai_rulebook::position(text, q);
            let (end_line, _) = trongtai_rulebook::position(text, end);
            let message = msg::ScenarioStringRunsOn {
                end_line: end_line as u64,
            };
            return format!("{path}:{l}:{c}: {}", message.text());
        }
    }
    if let Some(q) = open_quote(text) {
        if q <= at {
            let (l, c) = trongtai_rulebook::position(text, q);
            return format!("{path}:{l}:{c}: {}", msg::ScenarioStringOpen.text());
        }
    }
    let message = match &err.code {
        // Something that is not a name where an enum variant is expected (`clocks: Some((30,
        // 30))`): put a name there to learn which variants were expected.
        E::InvalidIdentifier(_) | E::SuggestRawIdentifier(_) | E::ExpectedIdentifier => {
            expected_variants(text, at, token).unwrap_or_else(|| msg::ScenarioNotAName { token }.text())
        }
        E::IntegerOutOfBounds => {
            let digits = token.trim_start_matches('-');
            let max = match digits.parse::<u64>() {
                Ok(n) if n > u64::from(u32::MAX) => u64::from(u32::MAX),
                Ok(_) => 255,
                Err(_) => u64::MAX,
            };
            msg::ScenarioIntegerOutOfBounds {
                token,
                max: &max.to_string(),
                count: limits::MAX_COUNT,
            }
            .text()
        }
        other => ron_message(other),
    };
    format!("{path}:{line}:{col}: {message}")
}

/// Which variants the value at `at` may be, found by parsing again with a name put in place of
/// the token (the parser then lists the variants it knows).
fn expected_variants(text: &str, at: usize, token: &str) -> Option<Text> {
    let mut probe = String::with_capacity(text.len() + 16);
    probe.push_str(&text[..at]);
    probe.push_str("NotAVariantX");
    probe.push_str(&text[at + token.len()..]);
    match from_str(&probe) {
        Err(SpannedError {
            code: ron::Error::NoSuchEnumVariant { expected, outer, .. },
            ..
        }) => {
            let forms: Vec<String> = expected.iter().map(|v| format!("`{v}(..)`")).collect();
            let forms = forms.join(", ");
            Some(match outer.as_deref() {
                Some("Duration") => msg::ScenarioNotADuration { token, forms: &forms }.text(),
                Some(outer) => msg::ScenarioNotA {
                    token,
                    outer,
                    forms: &forms,
                }
                .text(),
                None => msg::ScenarioNotAVariant { token, forms: &forms }.text(),
            })
        }
        _ => None,
    }
}

/// The string literals of a text, as byte ranges from the opening to after the closing `"`
/// (outside `//` comments).
fn strings(text: &str) -> Vec<(usize, usize)> {
    scan_strings(text).0
}

/// The byte offset of a `"` that opens a string never closed, if any (outside comments).
fn open_quote(text: &str) -> Option<usize> {
    scan_strings(text).1
}

/// The closed string literals of a text and, if the text ends inside one, where it opens.
fn scan_strings(text: &str) -> (Vec<(usize, usize)>, Option<usize>) {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = bytes[i..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(bytes.len(), |n| i + n);
            }
            b'"' => {
                let start = i;
                i += 1;
                loop {
                    match bytes.get(i) {
                        None => return (out, Some(start)),
                        Some(b'\\') => i += 2,
                        Some(b'"') => break,
                        Some(_) => i += 1,
                    }
                }
                i += 1;
                out.push((start, i));
            }
            _ => i += 1,
        }
    }
    (out, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"Scenario(
    rules: "fide-2001",
    articles: ["6.1"],
    source: "test",
    setup: (time_control: Some(Named("classical")), clocks: Some((Minutes(30), Minutes(30)))),
    events: [Moves("e2e4 e7e5")],
    expect: (result: "*", reason: Ongoing, articles: []),
)
"#;

    fn error(text: &str) -> String {
        parse("s.ron", text).expect_err("refused")
    }

    #[test]
    fn the_good_text_reads() {
        parse("s.ron", GOOD).expect("reads");
    }

    #[test]
    fn scenario_clock_without_unit_says_a_duration_is_expected() {
        let e = error(&GOOD.replace("Some((Minutes(30), Minutes(30)))", "Some((30, 30))"));
        assert!(e.starts_with("s.ron:5:"), "{e}");
        assert!(e.contains("expected a `Duration` like `Minutes(..)`"), "{e}");
        assert!(e.contains("`Hours(..)`") && e.contains("`Millis(..)`"), "{e}");
    }

    #[test]
    fn scenario_unterminated_string_points_at_its_opening_quote() {
        let e = error(&GOOD.replace("source: \"test\",", "source: \"test,"));
        assert!(e.starts_with("s.ron:4:13: "), "{e}");
        assert!(e.contains("runs on to line 5"), "{e}");
        let e = error("Scenario(rules: \"fide");
        assert_eq!(e, "s.ron:1:17: a string is not closed, expected `\"` at its end");
    }

    #[test]
    fn scenario_integer_out_of_bounds_names_the_range() {
        let e = error(&GOOD.replace(
            "clocks: Some((Minutes(30), Minutes(30)))",
            "moves_made: Some((4294967296, 1))",
        ));
        assert!(e.starts_with("s.ron:5:"), "{e}");
        assert!(
            e.contains("`4294967296` is out of bounds, expected a whole number from 0 to 4294967295"),
            "{e}"
        );
    }

    #[test]
    fn scenario_numbers_beyond_the_limits_are_refused_naming_the_limit() {
        let e = error(&GOOD.replace(
            "clocks: Some((Minutes(30), Minutes(30)))",
            "moves_made: Some((4000000000, 4000000000))",
        ));
        assert!(e.starts_with("s.ron:5:"), "{e}");
        assert!(e.contains("limit of 100000"), "{e}");
        let e = error(&GOOD.replace("Moves(\"e2e4 e7e5\")", "Elapse(Millis(18446744073709551615))"));
        assert!(e.starts_with("s.ron:6:"), "{e}");
        assert!(e.contains("1000 hours"), "{e}");
        let custom = "time_control: Some(Custom((periods: [(moves: Some(0), time: Minutes(1), repeat: Some(0))])))";
        let e = error(&GOOD.replace("time_control: Some(Named(\"classical\"))", custom));
        assert!(e.contains("expected at least 1 move in a period"), "{e}");
    }

    #[test]
    fn scenario_invalid_utf8_names_the_line() {
        let dir = std::env::temp_dir().join(format!("trongtai-syntax-utf8-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        let path = dir.join("s.ron");
        std::fs::write(&path, b"Scenario(\n  source: \"a\xffb\",\n").expect("writes");
        let e = crate::run::load(&path).expect_err("refused").to_string();
        assert_eq!(
            e,
            format!(
                "{}:2:13: invalid UTF-8 (byte 0xff), expected text encoded in UTF-8",
                path.display()
            )
        );
    }
}
