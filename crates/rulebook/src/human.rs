//! Values for people: a value as a rule file writes it (`Fixed(Minutes(15))`,
//! `(periods: [(moves: 40, time: Minutes(90), increment: Seconds(30))])`) said in Vietnamese or
//! English ("15 phút", "40 nước trong 90 phút, +30 giây mỗi nước" / "15 minutes", "40 moves in
//! 90 minutes, +30 seconds per move").
//!
//! The command line (`rules show`), the generated docs and the impact report print values
//! through [`value`]; the RON text stays available wherever a machine reads it. The words are
//! presentation, not law: the law's numbers come from the value itself. A variant or field this
//! module has no words for is printed as its identifier (`SealerLoses`), never guessed.

use crate::game::GameDef;
use crate::law::Duration;
use crate::local::Bounds;

pub use trongtai_i18n::Lang;
use trongtai_i18n::{msg, say};

/// A side of `game` by its id (`white`, `black`, `red`): its name in the game definition, "Trắng",
/// "Trắng (Đỏ)", "Đen" / "White", "Red", "Black" (XQ99 2.2 counts red as White; the game
/// definition says so in its name). An id the game lacks is printed as written.
pub fn side_name(game: &GameDef, id: &str, lang: Lang) -> String {
    game.sides
        .iter()
        .find(|s| s.id == id)
        .map_or_else(|| id.to_owned(), |s| lang.say(&s.name.en, &s.name.vi).to_owned())
}

/// A kind of piece of `game` by its id (`rook`, `chariot`): its name in the game definition,
/// "Xe" / "Rook". An id the game lacks is printed as written.
pub fn piece_name(game: &GameDef, id: &str, lang: Lang) -> String {
    game.pieces
        .iter()
        .find(|p| p.id == id)
        .map_or_else(|| id.to_owned(), |p| lang.say(&p.name.en, &p.name.vi).to_owned())
}

/// A duration: "15 phút", "1 giờ", "30 giây" / "15 minutes", "1 hour", "30 seconds".
pub fn duration(d: Duration, lang: Lang) -> String {
    match d {
        Duration::Hours(n) => say(lang, &msg::DurationHours { n: u64::from(n) }),
        Duration::Minutes(n) => say(lang, &msg::DurationMinutes { n: u64::from(n) }),
        Duration::Seconds(n) => say(lang, &msg::DurationSeconds { n: u64::from(n) }),
        Duration::Millis(n) => say(lang, &msg::DurationMillis { n }),
    }
}

/// A time in milliseconds (a clock adjustment, a penalty) in its largest whole unit: "2 phút" /
/// "2 minutes" for 120000, "1 giờ" for 3600000, "1500 mili giây" when no larger unit divides it.
pub fn millis(ms: u64, lang: Lang) -> String {
    let whole = |unit: u64| {
        (ms > 0 && ms.is_multiple_of(unit))
            .then(|| u32::try_from(ms / unit).ok())
            .flatten()
    };
    let d = if let Some(h) = whole(3_600_000) {
        Duration::Hours(h)
    } else if let Some(m) = whole(60_000) {
        Duration::Minutes(m)
    } else if let Some(s) = whole(1000) {
        Duration::Seconds(s)
    } else {
        Duration::Millis(ms)
    };
    duration(d, lang)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Unit {
    Hour,
    Minute,
    Second,
    Milli,
}

impl Unit {
    fn of(name: &str) -> Option<Unit> {
        match name {
            "Hours" => Some(Unit::Hour),
            "Minutes" => Some(Unit::Minute),
            "Seconds" => Some(Unit::Second),
            "Millis" => Some(Unit::Milli),
            _ => None,
        }
    }

    fn key(self) -> &'static str {
        match self {
            Unit::Hour => "hours",
            Unit::Minute => "minutes",
            Unit::Second => "seconds",
            Unit::Milli => "millis",
        }
    }

    fn said(self, n: u64, lang: Lang) -> String {
        match self {
            Unit::Hour => say(lang, &msg::DurationHours { n }),
            Unit::Minute => say(lang, &msg::DurationMinutes { n }),
            Unit::Second => say(lang, &msg::DurationSeconds { n }),
            Unit::Milli => say(lang, &msg::DurationMillis { n }),
        }
    }
}

/// The bounds of a delegation: "15, 30 hoặc 60 phút" / "15, 30 or 60 minutes".
pub fn bounds(b: &Bounds, lang: Lang) -> String {
    let range = |min: Option<String>, max: Option<String>| match (min, max) {
        (Some(min), Some(max)) => say(lang, &msg::BoundsRange { min: &min, max: &max }),
        (Some(min), None) => say(lang, &msg::BoundsAtLeast { min: &min }),
        (None, Some(max)) => say(lang, &msg::BoundsAtMost { max: &max }),
        (None, None) => say(lang, &msg::BoundsAny),
    };
    match b {
        Bounds::Any => say(lang, &msg::BoundsAny),
        Bounds::Durations { min, max } => range(min.map(|d| duration(d, lang)), max.map(|d| duration(d, lang))),
        Bounds::DurationIn(list) => {
            let values: Vec<V> = list
                .iter()
                .map(|d| {
                    let (name, n) = match *d {
                        Duration::Hours(n) => ("Hours", u64::from(n)),
                        Duration::Minutes(n) => ("Minutes", u64::from(n)),
                        Duration::Seconds(n) => ("Seconds", u64::from(n)),
                        Duration::Millis(n) => ("Millis", n),
                    };
                    V::Call(name.to_owned(), vec![V::Num(n.to_string())])
                })
                .collect();
            alternatives(&values, lang)
        }
        Bounds::Counts { min, max } => range(min.map(|n| n.to_string()), max.map(|n| n.to_string())),
        Bounds::CountIn(list) => or_list(list.iter().map(u32::to_string).collect(), lang),
    }
}

/// A value as a rule file writes it, said for people. `path` is the value's dotted path
/// (`clock.late_arrival`), which some values need to be read right; text that does not parse
/// as a RON value comes back unchanged.
pub fn value(path: &str, ron: &str, lang: Lang) -> String {
    let _ = path;
    match Parser::new(ron).value() {
        Some(v) => say_value(&v, lang),
        None => ron.to_owned(),
    }
}

// ---------------------------------------------------------------- a small RON reader

/// A RON value with its names kept (`ron::Value` drops struct and variant names).
#[derive(Debug, Clone, PartialEq)]
enum V {
    Num(String),
    Str(String),
    Bool(bool),
    /// A unit variant or `None`.
    Ident(String),
    /// `Name(a, b)`.
    Call(String, Vec<V>),
    /// `(a: 1)` or `Name(a: 1)`.
    Struct(Option<String>, Vec<(String, V)>),
    /// `(a, b)` without a name.
    Tuple(Vec<V>),
    List(Vec<V>),
    Map(Vec<(V, V)>),
}

struct Parser<'a> {
    s: &'a [u8],
    at: usize,
    text: &'a str,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Self {
        Self {
            s: text.as_bytes(),
            at: 0,
            text,
        }
    }

    fn ws(&mut self) {
        while self.s.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.s.get(self.at).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn value(mut self) -> Option<V> {
        let v = self.any()?;
        self.ws();
        (self.at == self.s.len()).then_some(v)
    }

    fn ident(&mut self) -> Option<String> {
        self.ws();
        let start = self.at;
        while self
            .s
            .get(self.at)
            .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
        {
            self.at += 1;
        }
        (self.at > start).then(|| self.text.get(start..self.at).unwrap_or_default().to_owned())
    }

    fn any(&mut self) -> Option<V> {
        match self.peek()? {
            b'"' => self.string(),
            b'[' => {
                self.at += 1;
                let mut items = Vec::new();
                while !self.eat(b']') {
                    items.push(self.any()?);
                    if !self.eat(b',') && self.peek() != Some(b']') {
                        return None;
                    }
                }
                Some(V::List(items))
            }
            b'{' => {
                self.at += 1;
                let mut items = Vec::new();
                while !self.eat(b'}') {
                    let k = self.any()?;
                    if !self.eat(b':') {
                        return None;
                    }
                    items.push((k, self.any()?));
                    if !self.eat(b',') && self.peek() != Some(b'}') {
                        return None;
                    }
                }
                Some(V::Map(items))
            }
            b'(' => self.parens(None),
            c if c.is_ascii_digit() || c == b'-' => {
                let start = self.at;
                self.at += 1;
                while self
                    .s
                    .get(self.at)
                    .is_some_and(|c| c.is_ascii_digit() || *c == b'.' || *c == b'_')
                {
                    self.at += 1;
                }
                Some(V::Num(self.text.get(start..self.at)?.to_owned()))
            }
            _ => {
                let name = self.ident()?;
                match name.as_str() {
                    "true" => return Some(V::Bool(true)),
                    "false" => return Some(V::Bool(false)),
                    _ => {}
                }
                if self.s.get(self.at) == Some(&b'(') {
                    self.parens(Some(name))
                } else {
                    Some(V::Ident(name))
                }
            }
        }
    }

    fn string(&mut self) -> Option<V> {
        self.at += 1;
        let mut out = Vec::new();
        loop {
            let c = *self.s.get(self.at)?;
            self.at += 1;
            match c {
                b'"' => break,
                b'\\' => {
                    let e = *self.s.get(self.at)?;
                    self.at += 1;
                    out.push(match e {
                        b'n' => b'\n',
                        b't' => b'\t',
                        other => other,
                    });
                }
                c => out.push(c),
            }
        }
        String::from_utf8(out).ok().map(V::Str)
    }

    /// `( … )`: named fields, or positional items.
    fn parens(&mut self, name: Option<String>) -> Option<V> {
        self.eat(b'(');
        // Named fields: an identifier followed by `:`.
        let save = self.at;
        let named = self.ident().is_some() && self.peek() == Some(b':');
        self.at = save;
        if named {
            let mut fields = Vec::new();
            while !self.eat(b')') {
                let key = self.ident()?;
                if !self.eat(b':') {
                    return None;
                }
                fields.push((key, self.any()?));
                if !self.eat(b',') && self.peek() != Some(b')') {
                    return None;
                }
            }
            return Some(V::Struct(name, fields));
        }
        let mut items = Vec::new();
        while !self.eat(b')') {
            items.push(self.any()?);
            if !self.eat(b',') && self.peek() != Some(b')') {
                return None;
            }
        }
        Some(match name {
            Some(n) => V::Call(n, items),
            None if items.is_empty() => V::Tuple(items),
            None => V::Tuple(items),
        })
    }
}

// ---------------------------------------------------------------- saying it

fn as_duration(v: &V) -> Option<(u64, Unit)> {
    match v {
        V::Call(name, args) => match (Unit::of(name), args.as_slice()) {
            (Some(unit), [V::Num(n)]) => n.replace('_', "").parse().ok().map(|n| (n, unit)),
            _ => None,
        },
        _ => None,
    }
}

fn say_duration(v: &V, lang: Lang) -> Option<String> {
    as_duration(v).map(|(n, unit)| unit.said(n, lang))
}

/// "a, b hoặc c" / "a, b or c"; "không có" / "none" for no value.
fn or_list(items: Vec<String>, lang: Lang) -> String {
    if items.is_empty() {
        return say(lang, &msg::ListNone);
    }
    trongtai_i18n::or_list(&items).say(lang)
}

/// "a, b và c" / "a, b and c"; "không có" / "none" for no value.
fn and_list(items: Vec<String>, lang: Lang) -> String {
    if items.is_empty() {
        return say(lang, &msg::ListNone);
    }
    trongtai_i18n::and_list(&items).say(lang)
}

/// A list of durations as alternatives: "15, 30 hoặc 60 phút" when they share a unit.
fn alternatives(values: &[V], lang: Lang) -> String {
    let durations: Vec<(u64, Unit)> = values.iter().filter_map(as_duration).collect();
    if durations.len() == values.len() && !durations.is_empty() {
        let unit = durations[0].1;
        if durations.iter().all(|(_, u)| *u == unit) {
            let last = durations.last().map_or(0, |d| d.0);
            let numbers = durations.iter().map(|(n, _)| n.to_string()).collect();
            let list = or_list(numbers, lang);
            return say(
                lang,
                &msg::DurationAlternatives {
                    list: &list,
                    unit: unit.key(),
                    n: last.max(2),
                },
            );
        }
    }
    or_list(values.iter().map(|v| say_value(v, lang)).collect(), lang)
}

fn field<'v>(fields: &'v [(String, V)], name: &str) -> Option<&'v V> {
    fields.iter().find(|(k, _)| k == name).map(|(_, v)| v)
}

/// One period of a time control.
fn period(fields: &[(String, V)], first: bool, only: bool, lang: Lang) -> String {
    let time = field(fields, "time").map(|t| say_value(t, lang)).unwrap_or_default();
    let mut s = match field(fields, "moves") {
        Some(V::Num(n)) => say(lang, &msg::PeriodMoves { n, time: &time }),
        _ if only => say(lang, &msg::PeriodWholeGame { time: &time }),
        _ if first => time,
        _ => say(lang, &msg::PeriodRest { time: &time }),
    };
    if let Some(inc) = field(fields, "increment").and_then(|d| say_duration(d, lang)) {
        s = say(lang, &msg::PeriodIncrement { period: &s, inc: &inc });
    }
    if let Some(delay) = field(fields, "delay").and_then(|d| say_duration(d, lang)) {
        s = say(
            lang,
            &msg::PeriodDelay {
                period: &s,
                delay: &delay,
            },
        );
    }
    match field(fields, "repeat") {
        Some(V::Num(n)) if n == "0" => s = say(lang, &msg::PeriodRepeatToEnd { period: &s }),
        Some(V::Num(n)) if n != "1" => s = say(lang, &msg::PeriodRepeat { period: &s, n }),
        _ => {}
    }
    if field(fields, "scoresheet") == Some(&V::Bool(false)) {
        s = say(lang, &msg::PeriodNoScoresheet { period: &s });
    }
    s
}

fn time_control(periods: &[V], lang: Lang) -> String {
    let only = periods.len() == 1;
    let mut parts = periods.iter().enumerate().map(|(i, p)| match p {
        V::Struct(None, fields) => period(fields, i == 0, only, lang),
        other => say_value(other, lang),
    });
    let first = parts.next().unwrap_or_default();
    parts.fold(first, |before, next| {
        say(
            lang,
            &msg::TimeControlThen {
                before: &before,
                next: &next,
            },
        )
    })
}

fn say_value(v: &V, lang: Lang) -> String {
    if let Some(d) = say_duration(v, lang) {
        return d;
    }
    // The prohibitions of a forbidden repetition (`draws.perpetual_chase`) are rule tables with
    // sources and readings of their own: the reference site gives them a page.
    if matches!(v, V::Call(name, _) | V::Struct(Some(name), _) if name == "Forbidden") {
        return say(lang, &msg::ValueForbidden);
    }
    match v {
        V::Num(n) => n.clone(),
        V::Str(s) => s.clone(),
        V::Bool(true) => say(lang, &msg::ValueYes),
        V::Bool(false) => say(lang, &msg::ValueNo),
        V::Ident(name) => word(name, lang),
        V::List(items) if items.is_empty() => say(lang, &msg::ListNone),
        V::List(items) => items.iter().map(|i| say_value(i, lang)).collect::<Vec<_>>().join(", "),
        V::Map(items) => items
            .iter()
            .map(|(k, v)| format!("{}: {}", say_value(k, lang), say_value(v, lang)))
            .collect::<Vec<_>>()
            .join("; "),
        V::Tuple(items) => items.iter().map(|i| say_value(i, lang)).collect::<Vec<_>>().join(", "),
        V::Call(name, args) => call(name, args, lang),
        V::Struct(name, fields) => structure(name.as_deref(), fields, lang),
    }
}

fn call(name: &str, args: &[V], lang: Lang) -> String {
    let arg = |i: usize| args.get(i).map(|a| say_value(a, lang)).unwrap_or_default();
    match (name, args.len()) {
        ("Fixed", 1) | ("Some", 1) => arg(0),
        ("SetByOrganisers", 1) => {
            let options = match &args[0] {
                V::List(items) => alternatives(items, lang),
                other => say_value(other, lang),
            };
            say(lang, &msg::ValueSetByOrganisers { options: &options })
        }
        ("AddToOpponent", 1) => say(lang, &msg::ValueAddToOpponent { time: &arg(0) }),
        ("DeductFromClaimant", 1) => say(lang, &msg::ValueDeductFromClaimant { time: &arg(0) }),
        ("TimeToOpponent", 1) => say(lang, &msg::ValueTimeToOpponent { time: &arg(0) }),
        ("Only", 1) => say(lang, &msg::ValueOnly { value: &arg(0) }),
        _ => {
            let inner: Vec<String> = args.iter().map(|a| say_value(a, lang)).collect();
            format!("{} ({})", word(name, lang), inner.join(", "))
        }
    }
}

fn structure(name: Option<&str>, fields: &[(String, V)], lang: Lang) -> String {
    let keys: Vec<&str> = fields.iter().map(|(k, _)| k.as_str()).collect();
    // A value cited inside another (`cannot_record: Some((value: …, article: "11.3(c)"))`).
    if let (None, [(_, value), (_, article)]) = (name, fields) {
        if keys == ["value", "article"] {
            return format!("{} ({})", say_value(value, lang), say_value(article, lang));
        }
    }
    // Points of a game (`ends.scoring`): "thắng 1, hoà ½, thua 0".
    if name == Some("Points") || keys == ["win", "draw", "loss"] {
        let points: Vec<String> = fields
            .iter()
            .map(|(k, v)| {
                format!(
                    "{} {}",
                    word(k, lang),
                    fraction(v).unwrap_or_else(|| say_value(v, lang))
                )
            })
            .collect();
        return points.join(", ");
    }
    if name.is_none() {
        if let Some(V::List(periods)) = field(fields, "periods") {
            if fields.len() == 1 {
                return time_control(periods, lang);
            }
        }
        // A late-arrival limit: (limit: …, at_resumption: …).
        if let (Some(limit), Some(V::Bool(resume))) = (field(fields, "limit"), field(fields, "at_resumption")) {
            let limit = say_value(limit, lang);
            return if *resume {
                say(lang, &msg::LateLimitAtResumption { limit: &limit })
            } else {
                say(lang, &msg::LateLimitNotAtResumption { limit: &limit })
            };
        }
    }
    let inner: Vec<String> = fields
        .iter()
        .map(|(k, v)| {
            let v = match v {
                V::List(items) if items.iter().all(|i| as_duration(i).is_some()) && !items.is_empty() => {
                    and_list(items.iter().map(|i| say_value(i, lang)).collect(), lang)
                }
                other => say_value(other, lang),
            };
            format!("{}: {v}", word(k, lang))
        })
        .collect();
    match name {
        Some(n) => format!("{} ({})", word(n, lang), inner.join(", ")),
        None => inner.join(", "),
    }
}

/// A fraction written `(numerator, denominator)` (or `[numerator, denominator]`, as merged
/// values come back): "1", "½", "3/4".
fn fraction(v: &V) -> Option<String> {
    let (V::Tuple(parts) | V::List(parts)) = v else {
        return None;
    };
    let [V::Num(n), V::Num(d)] = parts.as_slice() else {
        return None;
    };
    Some(match (n.as_str(), d.as_str()) {
        (n, "1") => n.to_owned(),
        ("1", "2") => "½".to_owned(),
        (n, d) => format!("{n}/{d}"),
    })
}

/// The words for an identifier of a rule file (a variant or a field), or the identifier itself.
fn word(id: &str, lang: Lang) -> String {
    say(lang, &msg::ValueWord { id })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn millis_in_their_largest_whole_unit() {
        assert_eq!(millis(120_000, Lang::Vi), "2 phút");
        assert_eq!(millis(120_000, Lang::En), "2 minutes");
        assert_eq!(millis(3_600_000, Lang::En), "1 hour");
        assert_eq!(millis(30_000, Lang::Vi), "30 giây");
        assert_eq!(millis(1500, Lang::En), "1500 ms");
    }

    #[test]
    fn sides_and_pieces_by_the_game_definition() {
        let book = crate::Rulebook::load(&crate::Library::shipped(), "vn-xiangqi-1999");
        let Ok(book) = book else {
            panic!("vn-xiangqi-1999 loads: {book:?}");
        };
        let game = book.game();
        // XQ99 2.2: red counts as White; the game definition names it so.
        assert_eq!(side_name(game, "red", Lang::Vi), "Trắng (Đỏ)");
        assert_eq!(side_name(game, "red", Lang::En), "Red");
        assert_eq!(side_name(game, "black", Lang::Vi), "Đen");
        assert_eq!(side_name(game, "blue", Lang::Vi), "blue");
        assert_eq!(piece_name(game, "chariot", Lang::Vi), "Xe");
        assert_eq!(piece_name(game, "cannon", Lang::En), "Cannon");
        assert_eq!(piece_name(game, "queen", Lang::Vi), "queen");
    }

    #[test]
    fn durations_and_limits() {
        assert_eq!(value("x", "Minutes(15)", Lang::Vi), "15 phút");
        assert_eq!(value("x", "Minutes(15)", Lang::En), "15 minutes");
        assert_eq!(value("x", "Hours(1)", Lang::En), "1 hour");
        assert_eq!(
            value(
                "clock.late_arrival",
                "(limit: Fixed(Hours(1)), at_resumption: true)",
                Lang::Vi
            ),
            "1 giờ, kể cả khi tiếp tục ván hoãn"
        );
        assert_eq!(
            value(
                "clock.late_arrival",
                "(limit: SetByOrganisers([Minutes(15), Minutes(30), Minutes(60)]), at_resumption: false)",
                Lang::Vi
            ),
            "do ban tổ chức chọn: 15, 30 hoặc 60 phút, không áp dụng khi tiếp tục ván hoãn"
        );
    }

    #[test]
    fn time_controls() {
        let tc = "(periods: [(moves: 40, time: Minutes(90), increment: Seconds(30)), (time: Minutes(30), increment: Seconds(30))])";
        assert_eq!(
            value("clock.time_controls.x", tc, Lang::Vi),
            "40 nước trong 90 phút, +30 giây mỗi nước; sau đó 30 phút cho phần còn lại, +30 giây mỗi nước"
        );
        assert_eq!(
            value("clock.time_controls.x", tc, Lang::En),
            "40 moves in 90 minutes, +30 seconds per move; then 30 minutes for the rest of the game, +30 seconds per move"
        );
        assert_eq!(
            value("c", "(periods: [(time: Minutes(15))])", Lang::Vi),
            "15 phút cho cả ván"
        );
        assert_eq!(
            value("c", "(periods: [(moves: 10, time: Minutes(15), repeat: 0)])", Lang::En),
            "10 moves in 15 minutes, repeated to the end"
        );
    }

    #[test]
    fn penalties_words_and_fallbacks() {
        assert_eq!(
            value(
                "d",
                "(penalty: AddToOpponent(Minutes(2)), intended_move_played: false)",
                Lang::Vi
            ),
            "phạt: đối thủ được cộng 2 phút, nước dự định được đi: không"
        );
        assert_eq!(value("e", "SideToMoveLoses", Lang::En), "the side to move loses");
        // An identifier without words stays as written.
        assert_eq!(value("e", "SomethingNew", Lang::Vi), "SomethingNew");
        // Text that is not a RON value comes back unchanged.
        assert_eq!(value("e", "(unclosed", Lang::Vi), "(unclosed");
        assert_eq!(
            bounds(
                &Bounds::DurationIn(vec![
                    Duration::Minutes(15),
                    Duration::Minutes(30),
                    Duration::Minutes(60)
                ]),
                Lang::En
            ),
            "15, 30 or 60 minutes"
        );
    }
}
