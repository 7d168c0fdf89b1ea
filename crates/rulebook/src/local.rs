//! Local regulations: what a law lets a lower authority change, and the dated values a
//! province, club or tournament sets under that power.
//!
//! A national rulebook lists in `overridable` the values its law delegates, each with the
//! article that delegates it and the bounds it sets ([`Delegation`]). A local rulebook
//! `extends` it, names its issuing authority and legal basis ([`LocalRegulation`]), and sets
//! its values in `versions`, each version in force over a period of dates ([`DatedValues`]),
//! as OpenFisca's dated parameters. Loading rejects an override the law does not declare, a
//! value out of bounds, versions of one value whose dates overlap or leave a gap, and a version
//! in force outside the validity of its legal basis.
//!
//! A file that `extends` without `local` is part of the same law (the rapid and blitz
//! appendices, a scenario's inline values): the law's own authority needs no delegation.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::law::{ClockRules, ConductRules, DrawRules, Duration, PlayerEnds};
use crate::model::{EndRules, Labels};

/// A value of a rulebook that a lower authority may change, and within what bounds.
///
/// Keyed in `overridable` by the value's dotted path as `trongtai rules show` prints it
/// (`clock.late_arrival`), optionally continued into the value's fields
/// (`clock.late_arrival.limit`, `draws.move_count.moves`). A declaration covers its path and
/// everything below it (a map such as `clock.time_controls` then accepts new entries).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Delegation {
    /// The article that delegates the power, e.g. `6.7` ("unless the rules of the
    /// competition specify otherwise").
    pub article: String,
    /// The bounds the law sets on the new value.
    pub bounds: Bounds,
    /// How the article reads, where it needs interpreting.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// The bounds a law sets on a delegated value. Durations and counts are looked for anywhere
/// inside the new value (`Fixed(Minutes(30))` holds the duration `Minutes(30)`); every one found
/// must lie within the bounds, and at least one must be found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Bounds {
    /// Any value of the right type: the law sets no limit.
    Any,
    /// Durations between `min` and `max`, both included (either may be left out).
    Durations {
        /// The shortest duration allowed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        min: Option<Duration>,
        /// The longest duration allowed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max: Option<Duration>,
    },
    /// Durations taken from this list (compared as lengths of time: `Hours(1)` = `Minutes(60)`).
    DurationIn(Vec<Duration>),
    /// Whole numbers between `min` and `max`, both included (either may be left out).
    Counts {
        /// The smallest number allowed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        min: Option<u32>,
        /// The largest number allowed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max: Option<u32>,
    },
    /// Whole numbers taken from this list.
    CountIn(Vec<u32>),
}

/// Who issues a local regulation and on what basis.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LocalRegulation {
    /// The issuing authority (a provincial sports department, a club committee, organisers).
    pub authority: Labels,
    /// The legal basis: the document that issues the regulation and its own validity.
    pub basis: LegalBasis,
    /// An illustrative example, not a real regulation: no real decision stands behind it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub illustrative: bool,
}

/// The document that gives a local regulation force.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LegalBasis {
    /// The document: its name, or its number and date.
    pub document: String,
    /// The article of it that adopts these values, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub article: Option<String>,
    /// The date it was issued (`YYYY-MM-DD`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub issued: Option<String>,
    /// The first day it is in force (`YYYY-MM-DD`).
    pub valid_from: String,
    /// The last day it is in force (`YYYY-MM-DD`); left out while it has no end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub valid_until: Option<String>,
    /// Notes on the document.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
}

/// The values a local regulation sets from a date. Versions follow each other, oldest first: a
/// version is in force from its `from` until the next one starts (the last one until its
/// `until`, or while the legal basis is in force). A value runs on until a later version sets it
/// again or repeals it: a version need only write what it changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DatedValues {
    /// The first day these values are in force (`YYYY-MM-DD`).
    pub from: String,
    /// The last day this version is in force (`YYYY-MM-DD`). Left out, it runs until the next
    /// version starts, or the last one while the legal basis is in force; written before a later
    /// version, it must be the day before that version's `from`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub until: Option<String>,
    /// Values set by earlier versions that end from this version's `from`, by dotted path as
    /// `trongtai rules show` prints them (`clock.time_controls.rapid`): the law's value applies
    /// to them again.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub repeal: Vec<String>,
    /// End rules, as in a rulebook.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<EndRules>,
    /// Clock rules, as in a rulebook.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockRules>,
    /// Draw rules, as in a rulebook.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draws: Option<DrawRules>,
    /// Resignation, agreement, sealed moves, as in a rulebook.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ends: Option<PlayerEnds>,
    /// Conduct rules, as in a rulebook.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conduct: Option<ConductRules>,
}

/// A duration as a rule file writes it: `Minutes(30)`.
pub fn show_duration(d: Duration) -> String {
    match d {
        Duration::Hours(n) => format!("Hours({n})"),
        Duration::Minutes(n) => format!("Minutes({n})"),
        Duration::Seconds(n) => format!("Seconds({n})"),
        Duration::Millis(n) => format!("Millis({n})"),
    }
}

impl std::fmt::Display for Bounds {
    /// The bounds as a rule file writes them: `DurationIn([Minutes(15), Minutes(30)])`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let opt = |name: &str, v: Option<String>| v.map(|v| format!("{name}: {v}"));
        let join = |items: Vec<String>| items.join(", ");
        match self {
            Bounds::Any => write!(f, "Any"),
            Bounds::Durations { min, max } => {
                let fields: Vec<String> = [opt("min", min.map(show_duration)), opt("max", max.map(show_duration))]
                    .into_iter()
                    .flatten()
                    .collect();
                write!(f, "Durations({})", join(fields))
            }
            Bounds::DurationIn(list) => write!(
                f,
                "DurationIn([{}])",
                join(list.iter().copied().map(show_duration).collect())
            ),
            Bounds::Counts { min, max } => {
                let fields: Vec<String> = [
                    opt("min", min.map(|n| n.to_string())),
                    opt("max", max.map(|n| n.to_string())),
                ]
                .into_iter()
                .flatten()
                .collect();
                write!(f, "Counts({})", join(fields))
            }
            Bounds::CountIn(list) => write!(f, "CountIn([{}])", join(list.iter().map(u32::to_string).collect())),
        }
    }
}

/// A calendar date as a day number (days since 1970-01-01), for comparing and stepping dates.
pub fn day_number(date: &str) -> Option<i64> {
    if !crate::validate::is_date(date) {
        return None;
    }
    let year: i64 = date.get(0..4)?.parse().ok()?;
    let month: i64 = date.get(5..7)?.parse().ok()?;
    let day: i64 = date.get(8..10)?.parse().ok()?;
    if day > days_in_month(year, month) {
        return None;
    }
    // Days from civil (proleptic Gregorian), after H. Hinnant's algorithm.
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}

/// The date of a day number, `YYYY-MM-DD`.
pub fn date_of(days: i64) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn day_numbers_round_trip() {
        assert_eq!(day_number("1970-01-01"), Some(0));
        assert_eq!(day_number("2000-03-01"), Some(11_017));
        for date in ["1999-12-22", "2024-02-29", "2024-03-01", "2100-12-31", "2001-07-01"] {
            let n = day_number(date).expect("valid date");
            assert_eq!(date_of(n), date);
        }
        assert_eq!(date_of(day_number("2024-02-28").expect("valid") + 1), "2024-02-29");
        assert_eq!(date_of(day_number("2023-12-31").expect("valid") + 1), "2024-01-01");
        assert_eq!(day_number("2023-02-29"), None);
        assert_eq!(day_number("2023-04-31"), None);
        assert_eq!(day_number("2023-4-1"), None);
    }
}
