//! The PGN `TimeControl` tag (PGN Standard 9.6.1): periods separated by `:`, each `moves/seconds`
//! or `seconds` (the last period, for the rest of the game), with `+seconds` of increment; `?`
//! unknown, `-` no time control; `*seconds` a sandclock, which no rulebook here times.

use trongtai_i18n::{msg, Message as _, Text};
use trongtai_rulebook::law::{Duration, Period, TimeControl};

/// The time control of a `TimeControl` tag; `Ok(None)` for `?` (unknown) and `-` (none).
///
/// # Errors
///
/// A value that is not the Standard's form, or a sandclock, saying what was expected (in the
/// output language: `i18n/<lang>/pgn.ftl`).
pub fn pgn_time_control(tag: &str) -> Result<Option<TimeControl>, Text> {
    let tag = tag.trim();
    if tag == "?" || tag == "-" || tag.is_empty() {
        return Ok(None);
    }
    let expected = || msg::PgnTimeControlForm { tag }.text();
    if tag.starts_with('*') {
        return Err(msg::PgnTimeControlSandclock { tag }.text());
    }
    let seconds = |s: &str| -> Result<u32, Text> {
        let n: u32 = s.parse().map_err(|_| expected())?;
        // A day is far beyond any game's period: larger numbers are not a time control.
        if n > 86_400 {
            return Err(msg::PgnTimeControlOverADay {
                tag,
                seconds: u64::from(n),
            }
            .text());
        }
        Ok(n)
    };
    let mut periods = Vec::new();
    for part in tag.split(':') {
        let (main, increment) = match part.split_once('+') {
            Some((m, i)) => (m, Some(seconds(i)?)),
            None => (part, None),
        };
        let (moves, time) = match main.split_once('/') {
            Some((m, t)) => (Some(m.parse::<u32>().map_err(|_| expected())?), seconds(t)?),
            None => (None, seconds(main)?),
        };
        periods.push(Period {
            moves,
            time: Duration::Seconds(time),
            increment: increment.filter(|i| *i > 0).map(Duration::Seconds),
            delay: None,
            repeat: None,
            scoresheet: None,
        });
    }
    if periods.len() > 16 {
        return Err(msg::PgnTimeControlPeriods { tag }.text());
    }
    Ok(Some(TimeControl { periods }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rapid_with_increment_and_classical_periods() {
        let tc = pgn_time_control("900+10").expect("readable").expect("a time control");
        assert_eq!(tc.game_time_ms(60), 900_000 + 600_000);
        let tc = pgn_time_control("40/5400+30:1800+30")
            .expect("readable")
            .expect("a time control");
        assert_eq!(tc.periods.len(), 2);
        assert_eq!(tc.periods[0].moves, Some(40));
        assert_eq!(tc.game_time_ms(60), 5_400_000 + 1_800_000);
    }

    #[test]
    fn unknown_none_and_nonsense() {
        assert_eq!(pgn_time_control("?"), Ok(None));
        assert_eq!(pgn_time_control("-"), Ok(None));
        let said = |tag: &str| pgn_time_control(tag).expect_err("refused").say(trongtai_i18n::Lang::En);
        assert!(said("*180").contains("sandclock"));
        assert!(said("15 min").contains("expected periods"));
        assert!(said("99999999").contains("more than a day"));
    }
}
