//! Limits on the numbers written in rule files and scenarios: a policy, documented in
//! the Limits section of README.md, so that no value can make the arbiter's arithmetic wrap or its loops run
//! for ever. A value beyond its limit is refused with a message that names the limit.
//!
//! | what | limit |
//! | --- | --- |
//! | a count (moves of a period, repeats, moves already made, n-move counts, occurrences) | at most [`MAX_COUNT`] |
//! | the moves of a time-control period | at least 1 |
//! | a span of time (`Hours(..)`, `Minutes(..)`, `Seconds(..)`, `Millis(..)`) | at most [`MAX_DURATION_MS`] ms (1,000 hours) |
//! | the points of a game (`Points(win: (n, d), …)`) | a denominator of at least 1 |

use serde::Serialize;
use serde_json::Value;
use trongtai_i18n::{msg, Message};

/// The largest count a rule file or a scenario may write (moves, repeats, occurrences).
pub const MAX_COUNT: u64 = 100_000;

/// The longest span of time a rule file or a scenario may write: 1,000 hours, in milliseconds.
pub const MAX_DURATION_MS: u64 = 1_000 * 3_600_000;

/// At most this many time-control periods are completed by one counted move. Only periods of
/// zero moves (which rule files and scenarios refuse) could complete more than one at once; a
/// zero-move period repeated for ever must not make the clock loop for ever.
pub const MAX_PERIODS_PER_MOVE: usize = 64;

/// A number beyond its limit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Beyond {
    /// The texts to look for, in sequence, in the file to place the problem: the number, or
    /// the duration written as in RON (`Millis(18446744073709551615)`).
    pub needles: Vec<String>,
    /// The dotted path of the value (`setup.moves_made.0`).
    pub path: String,
    /// What is wrong, naming the limit.
    pub message: trongtai_i18n::Text,
}

/// The numbers of a value (a rule file, a scenario's set-up and events) that are beyond their
/// limits, in document order.
pub fn check<T: Serialize + ?Sized>(value: &T, root: &str) -> Vec<Beyond> {
    let mut out = Vec::new();
    if let Ok(json) = serde_json::to_value(value) {
        walk(&json, root, &mut out);
    }
    out
}

fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_owned()
    } else {
        format!("{path}.{key}")
    }
}

fn walk(value: &Value, path: &str, out: &mut Vec<Beyond>) {
    match value {
        Value::Object(map) => {
            if map.len() == 1 {
                if let Some((unit, Value::Number(n))) = map.iter().next() {
                    let scale = match unit.as_str() {
                        "Hours" => Some(3_600_000u64),
                        "Minutes" => Some(60_000),
                        "Seconds" => Some(1_000),
                        "Millis" => Some(1),
                        _ => None,
                    };
                    if let Some(scale) = scale {
                        let raw = n.as_u64().unwrap_or(u64::MAX);
                        if raw.saturating_mul(scale) > MAX_DURATION_MS {
                            out.push(Beyond {
                                needles: vec![format!("{unit}({raw})")],
                                path: path.to_owned(),
                                message: msg::LimitDuration {
                                    value: &format!("{unit}({raw})"),
                                    path,
                                    max: MAX_DURATION_MS,
                                }
                                .text(),
                            });
                        }
                        return;
                    }
                }
            }
            if let Some(Value::Object(points)) = map.get("Points") {
                for (key, fraction) in points {
                    if fraction.get(1).and_then(Value::as_u64) == Some(0) {
                        let at = join(path, &format!("Points.{key}"));
                        out.push(Beyond {
                            needles: vec!["Points".to_owned(), format!("{key}:")],
                            path: at.clone(),
                            message: msg::LimitPointsDenominator { key, path: &at }.text(),
                        });
                    }
                }
            }
            if let Some(Value::Array(periods)) = map.get("periods") {
                for (i, period) in periods.iter().enumerate() {
                    if period.get("moves").and_then(Value::as_u64) == Some(0) {
                        let at = join(path, &format!("periods.{i}.moves"));
                        out.push(Beyond {
                            needles: vec!["periods".to_owned(), "Some(0)".to_owned()],
                            path: at.clone(),
                            message: msg::LimitPeriodMoves { path: &at }.text(),
                        });
                    }
                }
            }
            for (key, v) in map {
                walk(v, &join(path, key), out);
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                walk(v, &join(path, &i.to_string()), out);
            }
        }
        Value::Number(n) => {
            let beyond = match n.as_u64() {
                Some(v) => v > MAX_COUNT,
                None => n.as_i64().is_none_or(|v| v.unsigned_abs() > MAX_COUNT),
            };
            if beyond {
                out.push(Beyond {
                    needles: vec![n.to_string()],
                    path: path.to_owned(),
                    message: msg::LimitCount {
                        value: &n.to_string(),
                        path,
                        max: MAX_COUNT,
                    }
                    .text(),
                });
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::law::{Duration, Period, TimeControl};

    #[test]
    fn numbers_beyond_their_limits_are_named() {
        let tc = TimeControl {
            periods: vec![Period {
                moves: Some(0),
                time: Duration::Millis(u64::MAX),
                increment: Some(Duration::Hours(1_000)),
                delay: None,
                repeat: Some(4_000_000_000),
                scoresheet: None,
            }],
        };
        let found = check(&tc, "clock");
        let messages: Vec<String> = found.iter().map(|b| b.message.to_string()).collect();
        assert_eq!(found.len(), 3, "{messages:?}");
        assert!(messages[0].contains("expected at least 1 move"), "{}", messages[0]);
        assert!(messages[1].contains("Millis(18446744073709551615)") && messages[1].contains("1000 hours"));
        assert!(messages[2].contains("4000000000") && messages[2].contains("limit of 100000"));
        assert_eq!(found[2].path, "clock.periods.0.repeat");
    }
}

#[cfg(test)]
mod rule_file_tests {
    use crate::{Library, Rulebook};

    #[test]
    fn rule_file_numbers_beyond_the_limits_are_located_and_name_the_limit() {
        let text = "RulebookFile(\n    id: \"late\",\n    version: \"0.1.0\",\n    title: (vi: \"x\", en: \"x\"),\n    extends: \"fide-2001\",\n    clock: (\n        late_arrival: (\n            value: (limit: Fixed(Millis(18446744073709551615)), at_resumption: true),\n            article: \"6.7\",\n        ),\n    ),\n)\n";
        let library = Library::shipped().with("late.ron", text);
        let err = Rulebook::load(&library, "late").expect_err("refused").to_string();
        assert!(err.contains(":8:"), "located on the line of the value: {err}");
        assert!(err.contains("limit of 1000 hours"), "{err}");
    }
}
