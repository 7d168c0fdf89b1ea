//! The rulebook of each archive game, picked from its PGN `Date` and `TimeControl` tags
//! (`trongtai adjudicate --by-tags`): the edition of the law in force on the game's date and the
//! appendix its time control falls in, as [`trongtai_rulebook::in_force`] reads them from the
//! rule files. A game whose tags do not pick one rulebook is not judged, and the report says why.

use trongtai_i18n::{msg, Message, Text};
use trongtai_rulebook::human::Lang;
use trongtai_rulebook::in_force::Line;
use trongtai_rulebook::law::TimeControl;
use trongtai_rulebook::Library;

use crate::read::Source;

/// Picks the rulebook of each game of one game's archives.
#[derive(Debug, Clone)]
pub struct Picker {
    line: Line,
    /// The time control of games without a usable `TimeControl` tag, if the user gave one.
    default: Option<TimeControl>,
}

impl Picker {
    /// A picker over the editions of `game`'s law in `library`; `default` times the games whose
    /// tags give no time control.
    ///
    /// # Errors
    ///
    /// A rulebook of the library that does not load.
    pub fn new(library: &Library, game: &str, default: Option<TimeControl>) -> Result<Self, String> {
        Ok(Picker {
            line: Line::of(library, game)?,
            default,
        })
    }

    /// Every rulebook a game may be given.
    pub fn rulebooks(&self) -> Vec<String> {
        self.line.rulebooks()
    }

    /// The rulebook of a game, or why its tags pick none.
    ///
    /// # Errors
    ///
    /// No `Date` tag, a date whose unknown parts (`??`) span two rulebooks, no time control, or
    /// no encoded rulebook for that date and time control.
    pub fn pick(&self, source: &Source) -> Result<String, Text> {
        let Source::Pgn(record) = source else {
            return Err(msg::AdjudicatePickNotPgn.text());
        };
        let date = record.tag("Date").unwrap_or("?");
        let Some((first, last)) = date_bounds(date) else {
            return Err(msg::AdjudicatePickNoYear { date }.text());
        };
        let control = match record.tag("TimeControl").map(trongtai_notation::pgn_time_control) {
            Some(Ok(Some(tc))) => tc,
            Some(Err(error)) if self.default.is_none() => {
                return Err(msg::AdjudicatePickTimeControl { error: &error }.text())
            }
            _ => match &self.default {
                Some(tc) => tc.clone(),
                None => return Err(msg::AdjudicatePickNoControl.text()),
            },
        };
        let pick = |day: &str| {
            self.line.in_force(day, &control).map(|f| f.rules).map_err(|why| {
                msg::AdjudicatePickNotInForce {
                    why_en: &why.explain(day, Lang::En),
                    why_vi: &why.explain(day, Lang::Vi),
                }
                .text()
            })
        };
        let (a, b) = (pick(&first)?, pick(&last)?);
        if a != b {
            return Err(msg::AdjudicatePickSpans {
                date,
                first: &first,
                a: &a,
                last: &last,
                b: &b,
            }
            .text());
        }
        Ok(a)
    }
}

/// The first and last day a PGN date (`2019.05.01`, `2019.05.??`, `2019.??.??`) may be, as
/// `YYYY-MM-DD`; `None` without a year.
fn date_bounds(date: &str) -> Option<(String, String)> {
    let mut parts = date.trim().split('.');
    let year: u32 = parts.next()?.parse().ok()?;
    let known = |p: Option<&str>| p.and_then(|p| p.parse::<u32>().ok());
    let month = known(parts.next()).filter(|m| (1..=12).contains(m));
    let day = known(parts.next()).filter(|d| (1..=31).contains(d));
    let days_in = |m: u32| match m {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    Some(match (month, day) {
        (Some(m), Some(d)) => {
            let one = format!("{year:04}-{m:02}-{d:02}");
            (one.clone(), one)
        }
        (Some(m), None) => (
            format!("{year:04}-{m:02}-01"),
            format!("{year:04}-{m:02}-{:02}", days_in(m)),
        ),
        (None, _) => (format!("{year:04}-01-01"), format!("{year:04}-12-31")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgn_dates_with_unknown_parts() {
        assert_eq!(
            date_bounds("2019.05.01"),
            Some(("2019-05-01".into(), "2019-05-01".into()))
        );
        assert_eq!(
            date_bounds("2016.02.??"),
            Some(("2016-02-01".into(), "2016-02-29".into()))
        );
        assert_eq!(
            date_bounds("2018.??.??"),
            Some(("2018-01-01".into(), "2018-12-31".into()))
        );
        assert_eq!(date_bounds("????.??.??"), None);
    }
}
