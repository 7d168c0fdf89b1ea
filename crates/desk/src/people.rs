//! The arbiter's rulings as the desk shows them: a time the arbiter adds to a clock is said for
//! people ("+2 phút cho Đen" / "Black +2 minutes") with the words the command line and the docs
//! use for values (`trongtai_rulebook::human`), where the arbiter's text writes it for the record
//! (`120000 ms added to black's time`).

use trongtai_rulebook::human::{self, Lang};

/// The arbiter's phrase for time added to a clock: `<ms> ms added to <side>'s time`.
const ADDED: &str = " ms added to ";

/// A ruling's text with each time added to a clock said for people in `lang`; in Vietnamese the
/// wrong-claim ruling's opening is said too. Any other text is kept as the arbiter wrote it.
pub fn ruling(text: &str, lang: Lang) -> String {
    let mut out = String::new();
    let mut rest = text;
    if lang == Lang::Vi {
        if let Some(r) = rest.strip_prefix("the claim is incorrect: ") {
            out.push_str("yêu cầu không đúng: ");
            rest = r;
        }
    }
    while let Some(at) = rest.find(ADDED) {
        let before = &rest[..at];
        let digits = before.len() - before.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        let after = &rest[at + ADDED.len()..];
        let (Ok(ms), Some(end)) = (before[before.len() - digits..].parse::<u64>(), after.find("'s time")) else {
            out.push_str(&rest[..at + ADDED.len()]);
            rest = after;
            continue;
        };
        let side = human::side(&after[..end], lang);
        let time = human::millis(ms, lang);
        out.push_str(&before[..before.len() - digits]);
        match lang {
            Lang::Vi => out.push_str(&format!("+{time} cho {side}")),
            Lang::En => out.push_str(&format!("{side} +{time}")),
        }
        rest = &after[end + "'s time".len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_added_is_said_for_people() {
        let text = "the claim is incorrect: 120000 ms added to black's time";
        assert_eq!(ruling(text, Lang::Vi), "yêu cầu không đúng: +2 phút cho Đen");
        assert_eq!(ruling(text, Lang::En), "the claim is incorrect: Black +2 minutes");
        assert_eq!(ruling("30000 ms added to red's time", Lang::Vi), "+30 giây cho Đỏ");
        assert_eq!(ruling("the game goes on", Lang::Vi), "the game goes on");
        assert_eq!(ruling("x ms added to nobody", Lang::En), "x ms added to nobody");
    }
}
