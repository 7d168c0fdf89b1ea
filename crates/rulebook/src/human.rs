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

/// A language values are said in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Lang {
    /// Vietnamese.
    Vi,
    /// English.
    En,
}

impl Lang {
    /// Both languages, Vietnamese first.
    pub const ALL: [Lang; 2] = [Lang::Vi, Lang::En];

    /// The language code (`vi`, `en`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::Vi => "vi",
            Lang::En => "en",
        }
    }

    /// The other language.
    pub fn other(self) -> Lang {
        match self {
            Lang::Vi => Lang::En,
            Lang::En => Lang::Vi,
        }
    }

    /// The language of a code (`vi`, `en`).
    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "vi" => Some(Lang::Vi),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// The words for this language, English given first: `lang.say("checkmate", "chiếu hết")`.
    pub fn say<'a>(self, en: &'a str, vi: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Vi => vi,
        }
    }
}

impl std::str::FromStr for Lang {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Lang::from_code(s).ok_or_else(|| format!("unknown language `{s}`, expected `vi` or `en`"))
    }
}

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
    let (n, unit) = match d {
        Duration::Hours(n) => (u64::from(n), Unit::Hour),
        Duration::Minutes(n) => (u64::from(n), Unit::Minute),
        Duration::Seconds(n) => (u64::from(n), Unit::Second),
        Duration::Millis(n) => (n, Unit::Milli),
    };
    format!("{n} {}", unit.word(n, lang))
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

    fn word(self, n: u64, lang: Lang) -> &'static str {
        let one = n == 1;
        match (self, lang) {
            (Unit::Hour, Lang::Vi) => "giờ",
            (Unit::Minute, Lang::Vi) => "phút",
            (Unit::Second, Lang::Vi) => "giây",
            (Unit::Milli, Lang::Vi) => "mili giây",
            (Unit::Hour, Lang::En) if one => "hour",
            (Unit::Hour, Lang::En) => "hours",
            (Unit::Minute, Lang::En) if one => "minute",
            (Unit::Minute, Lang::En) => "minutes",
            (Unit::Second, Lang::En) if one => "second",
            (Unit::Second, Lang::En) => "seconds",
            (Unit::Milli, Lang::En) => "ms",
        }
    }
}

/// The bounds of a delegation: "15, 30 hoặc 60 phút" / "15, 30 or 60 minutes".
pub fn bounds(b: &Bounds, lang: Lang) -> String {
    let range = |min: Option<String>, max: Option<String>| match (min, max, lang) {
        (Some(a), Some(b), Lang::Vi) => format!("từ {a} đến {b}"),
        (Some(a), Some(b), Lang::En) => format!("from {a} to {b}"),
        (Some(a), None, Lang::Vi) => format!("ít nhất {a}"),
        (Some(a), None, Lang::En) => format!("at least {a}"),
        (None, Some(b), Lang::Vi) => format!("nhiều nhất {b}"),
        (None, Some(b), Lang::En) => format!("at most {b}"),
        (None, None, _) => lang.say("any value", "bất kỳ giá trị nào").to_owned(),
    };
    match b {
        Bounds::Any => lang.say("any value", "bất kỳ giá trị nào").to_owned(),
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
        Some(v) => say(&v, lang),
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
    as_duration(v).map(|(n, unit)| format!("{n} {}", unit.word(n, lang)))
}

/// "a, b hoặc c" / "a, b or c".
fn or_list(items: Vec<String>, lang: Lang) -> String {
    join_last(items, lang.say(" or ", " hoặc ").to_owned(), lang)
}

fn and_list(items: Vec<String>, lang: Lang) -> String {
    join_last(items, lang.say(" and ", " và ").to_owned(), lang)
}

fn join_last(mut items: Vec<String>, last_sep: String, lang: Lang) -> String {
    match items.len() {
        0 => lang.say("none", "không có").to_owned(),
        1 => items.remove(0),
        _ => {
            let last = items.pop().unwrap_or_default();
            format!("{}{last_sep}{last}", items.join(", "))
        }
    }
}

/// A list of durations as alternatives: "15, 30 hoặc 60 phút" when they share a unit.
fn alternatives(values: &[V], lang: Lang) -> String {
    let durations: Vec<(u64, Unit)> = values.iter().filter_map(as_duration).collect();
    if durations.len() == values.len() && !durations.is_empty() {
        let unit = durations[0].1;
        if durations.iter().all(|(_, u)| *u == unit) {
            let last = durations.last().map_or(0, |d| d.0);
            let numbers = durations.iter().map(|(n, _)| n.to_string()).collect();
            return format!("{} {}", or_list(numbers, lang), unit.word(last.max(2), lang));
        }
    }
    or_list(values.iter().map(|v| say(v, lang)).collect(), lang)
}

fn field<'v>(fields: &'v [(String, V)], name: &str) -> Option<&'v V> {
    fields.iter().find(|(k, _)| k == name).map(|(_, v)| v)
}

/// One period of a time control.
fn period(fields: &[(String, V)], first: bool, only: bool, lang: Lang) -> String {
    let time = field(fields, "time").map(|t| say(t, lang)).unwrap_or_default();
    let mut s = match field(fields, "moves") {
        Some(V::Num(n)) => match lang {
            Lang::Vi => format!("{n} nước trong {time}"),
            Lang::En => format!("{n} moves in {time}"),
        },
        _ if only => match lang {
            Lang::Vi => format!("{time} cho cả ván"),
            Lang::En => format!("{time} for the game"),
        },
        _ if first => time,
        _ => match lang {
            Lang::Vi => format!("{time} cho phần còn lại"),
            Lang::En => format!("{time} for the rest of the game"),
        },
    };
    if let Some(inc) = field(fields, "increment").and_then(|d| say_duration(d, lang)) {
        s.push_str(&match lang {
            Lang::Vi => format!(", +{inc} mỗi nước"),
            Lang::En => format!(", +{inc} per move"),
        });
    }
    if let Some(delay) = field(fields, "delay").and_then(|d| say_duration(d, lang)) {
        s.push_str(&match lang {
            Lang::Vi => format!(", trễ {delay} mỗi nước"),
            Lang::En => format!(", {delay} delay per move"),
        });
    }
    match field(fields, "repeat") {
        Some(V::Num(n)) if n == "0" => s.push_str(lang.say(", repeated to the end", ", lặp lại đến hết ván")),
        Some(V::Num(n)) if n != "1" => s.push_str(&match lang {
            Lang::Vi => format!(", lặp lại {n} lần"),
            Lang::En => format!(", {n} times"),
        }),
        _ => {}
    }
    if field(fields, "scoresheet") == Some(&V::Bool(false)) {
        s.push_str(lang.say(", no scoresheet", ", không ghi biên bản"));
    }
    s
}

fn time_control(periods: &[V], lang: Lang) -> String {
    let only = periods.len() == 1;
    let parts: Vec<String> = periods
        .iter()
        .enumerate()
        .map(|(i, p)| match p {
            V::Struct(None, fields) => period(fields, i == 0, only, lang),
            other => say(other, lang),
        })
        .collect();
    parts.join(lang.say("; then ", "; sau đó "))
}

fn say(v: &V, lang: Lang) -> String {
    if let Some(d) = say_duration(v, lang) {
        return d;
    }
    // The prohibitions of a forbidden repetition (`draws.perpetual_chase`) are rule tables with
    // sources and readings of their own: the reference site gives them a page.
    if matches!(v, V::Call(name, _) | V::Struct(Some(name), _) if name == "Forbidden") {
        return lang
            .say(
                "forbidden: the rules, their sources and readings are on the perpetual chase page",
                "cấm: các quy tắc, nguồn và cách hiểu ở trang đuổi bắt mãi",
            )
            .to_owned();
    }
    match v {
        V::Num(n) => n.clone(),
        V::Str(s) => s.clone(),
        V::Bool(b) => lang
            .say(if *b { "yes" } else { "no" }, if *b { "có" } else { "không" })
            .to_owned(),
        V::Ident(name) => word(name, lang),
        V::List(items) if items.is_empty() => lang.say("none", "không có").to_owned(),
        V::List(items) => items.iter().map(|i| say(i, lang)).collect::<Vec<_>>().join(", "),
        V::Map(items) => items
            .iter()
            .map(|(k, v)| format!("{}: {}", say(k, lang), say(v, lang)))
            .collect::<Vec<_>>()
            .join("; "),
        V::Tuple(items) => items.iter().map(|i| say(i, lang)).collect::<Vec<_>>().join(", "),
        V::Call(name, args) => call(name, args, lang),
        V::Struct(name, fields) => structure(name.as_deref(), fields, lang),
    }
}

fn call(name: &str, args: &[V], lang: Lang) -> String {
    let arg = |i: usize| args.get(i).map(|a| say(a, lang)).unwrap_or_default();
    match (name, args.len()) {
        ("Fixed", 1) | ("Some", 1) => arg(0),
        ("SetByOrganisers", 1) => {
            let options = match &args[0] {
                V::List(items) => alternatives(items, lang),
                other => say(other, lang),
            };
            match lang {
                Lang::Vi => format!("do ban tổ chức chọn: {options}"),
                Lang::En => format!("set by the organisers: {options}"),
            }
        }
        ("AddToOpponent", 1) => match lang {
            Lang::Vi => format!("đối thủ được cộng {}", arg(0)),
            Lang::En => format!("opponent +{}", arg(0)),
        },
        ("DeductFromClaimant", 1) => match lang {
            Lang::Vi => format!("người đề nghị bị trừ {}", arg(0)),
            Lang::En => format!("claimant −{}", arg(0)),
        },
        ("TimeToOpponent", 1) => match lang {
            Lang::Vi => format!("đối thủ được cộng {}", arg(0)),
            Lang::En => format!("opponent +{}", arg(0)),
        },
        ("Only", 1) => match lang {
            Lang::Vi => format!("chỉ có {}", arg(0)),
            Lang::En => format!("only {}", arg(0)),
        },
        _ => {
            let inner: Vec<String> = args.iter().map(|a| say(a, lang)).collect();
            format!("{} ({})", word(name, lang), inner.join(", "))
        }
    }
}

fn structure(name: Option<&str>, fields: &[(String, V)], lang: Lang) -> String {
    let keys: Vec<&str> = fields.iter().map(|(k, _)| k.as_str()).collect();
    // A value cited inside another (`cannot_record: Some((value: …, article: "11.3(c)"))`).
    if let (None, [(_, value), (_, article)]) = (name, fields) {
        if keys == ["value", "article"] {
            return format!("{} ({})", say(value, lang), say(article, lang));
        }
    }
    // Points of a game (`ends.scoring`): "thắng 1, hoà ½, thua 0".
    if name == Some("Points") || keys == ["win", "draw", "loss"] {
        let points: Vec<String> = fields
            .iter()
            .map(|(k, v)| format!("{} {}", word(k, lang), fraction(v).unwrap_or_else(|| say(v, lang))))
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
            let limit = say(limit, lang);
            return match (lang, resume) {
                (Lang::Vi, true) => format!("{limit}, kể cả khi tiếp tục ván hoãn"),
                (Lang::Vi, false) => format!("{limit}, không áp dụng khi tiếp tục ván hoãn"),
                (Lang::En, true) => format!("{limit}, also at a resumption"),
                (Lang::En, false) => format!("{limit}, not at a resumption"),
            };
        }
    }
    let inner: Vec<String> = fields
        .iter()
        .map(|(k, v)| {
            let v = match v {
                V::List(items) if items.iter().all(|i| as_duration(i).is_some()) && !items.is_empty() => {
                    and_list(items.iter().map(|i| say(i, lang)).collect(), lang)
                }
                other => say(other, lang),
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
    WORDS
        .iter()
        .find(|(k, _, _)| *k == id)
        .map_or_else(|| id.to_owned(), |(_, vi, en)| lang.say(en, vi).to_owned())
}

/// Identifier → (Vietnamese, English).
const WORDS: &[(&str, &str, &str)] = &[
    ("Any", "bất kỳ", "any"),
    ("from", "từ", "from"),
    ("under", "dưới", "under"),
    ("increments", "số lần cộng thêm", "increments"),
    ("others", "các thể loại khác", "others"),
    ("rules", "bộ luật", "rules"),
    ("article", "điều", "article"),
    ("None", "không có", "none"),
    ("Nothing", "không gì", "nothing"),
    ("Draw", "hoà", "draw"),
    (
        "cannot_record",
        "người không thể ghi biên bản",
        "players who cannot record",
    ),
    ("win", "thắng", "win"),
    ("draw", "hoà", "draw"),
    ("loss", "thua", "loss"),
    (
        "ConfirmedByOrganisers",
        "do ban tổ chức xác nhận từ trước",
        "confirmed beforehand by the organisers",
    ),
    ("Loss", "xử thua", "loss"),
    ("Void", "không có hiệu lực", "void"),
    ("Warning", "cảnh cáo", "warning"),
    ("Reminder", "nhắc nhở", "reminder"),
    ("TechnicalError", "lỗi kỹ thuật", "technical error"),
    ("ConductError", "lỗi tư cách", "conduct error"),
    ("TreatAsDeliberate", "coi như cố ý", "treated as deliberate"),
    ("SideToMoveLoses", "bên đến lượt đi thua", "the side to move loses"),
    ("OpponentWins", "đối thủ thắng", "the opponent wins"),
    ("BothLose", "cả hai bên thua", "both lose"),
    ("SealerLoses", "người ghi nước kín thua", "the sealer loses"),
    (
        "SealerLosesUnlessExplained",
        "người ghi nước kín thua trừ khi giải thích được",
        "the sealer loses unless it is explained",
    ),
    (
        "FirstSideRuns",
        "đồng hồ bên đi trước chạy",
        "the first side's clock runs",
    ),
    ("ByArbiter", "do trọng tài xác định", "by the arbiter"),
    ("OnClaim", "khi có khiếu nại", "on a claim"),
    ("Annul", "huỷ ván, chơi lại", "annulled and replayed"),
    ("Continue", "tiếp tục ván đấu", "play goes on"),
    ("ResultStands", "giữ nguyên kết quả", "the result stands"),
    ("NotApplicable", "không áp dụng", "not applicable"),
    ("NotInThisLaw", "luật này không quy định", "not in this law"),
    ("AtResumption", "khi tiếp tục ván hoãn", "at the resumption"),
    ("AfterAnnouncing", "sau khi báo trước", "after announcing it"),
    ("CaptureOnly", "chỉ khi ăn quân", "on a capture only"),
    (
        "CaptureOrIrreversible",
        "khi ăn quân hoặc nước không đảo ngược",
        "on a capture or an irreversible move",
    ),
    ("Automatic", "tự động", "automatic"),
    ("Claim", "khi khiếu nại", "on a claim"),
    ("CheckingSideLoses", "bên chiếu mãi thua", "the checking side loses"),
    ("CannotCheckmate", "không thể chiếu hết", "cannot checkmate"),
    (
        "NeitherCanCheckmate",
        "không bên nào có thể chiếu hết",
        "neither side can checkmate",
    ),
    (
        "ClaimedOrWitnessed",
        "khi khiếu nại hoặc trọng tài chứng kiến",
        "claimed or witnessed",
    ),
    ("MustComplete", "phải hoàn thành", "must be completed"),
    ("Restore", "đặt lại", "restore"),
    ("AsIllegalMove", "như nước đi không hợp lệ", "as an illegal move"),
    ("Exactly", "đúng", "exactly"),
    ("occurrences", "số lần lặp", "occurrences"),
    ("repetitions", "số lần lặp", "repetitions"),
    ("moves", "số nước", "moves"),
    ("reset", "đếm lại", "reset"),
    ("checks_count_at_most", "nước chiếu tính tối đa", "checks count at most"),
    ("penalty", "phạt", "penalty"),
    ("intended_move_played", "nước dự định được đi", "intended move played"),
    ("technical", "lỗi kỹ thuật", "technical errors"),
    ("conduct", "lỗi tư cách", "conduct errors"),
    ("exempt_below", "miễn ghi khi còn dưới", "exempt below"),
    ("unrecorded_run", "số nước liên tiếp không ghi", "unrecorded run"),
    ("one_piece", "một quân", "one piece"),
    ("several_pieces", "nhiều quân", "several pieces"),
    ("in_periods_of", "trong mỗi giai đoạn", "in periods of"),
    ("sanctions", "hình phạt", "sanctions"),
    ("drawn_if", "hoà nếu", "drawn if"),
    // FIDE 10.2 (en), the quickplay finish.
    ("below", "còn dưới", "below"),
    ("postponed", "khi hoãn quyết định", "postponed"),
    ("rejected", "khi bác yêu cầu", "rejected"),
    ("clauses", "các khoản", "clauses"),
    ("claim", "yêu cầu", "claim"),
    ("drawn", "xử hoà", "drawn"),
    // The editions of the FIDE Laws from 2014.
    ("Anywhere", "ở bất kỳ đâu trong ván", "anywhere in the game"),
    (
        "ConsecutiveAlternateMoves",
        "liên tiếp, sau mỗi hai nước của mỗi bên",
        "on consecutive alternate moves of each player",
    ),
    (
        "Moves",
        "tự động hoà khi mỗi bên đủ",
        "drawn by itself once each player has made",
    ),
    ("Moving", "khi đi quân", "by moving"),
    (
        "TouchingAPiece",
        "khi chạm quân để đi hoặc bắt",
        "by touching a piece to move or capture it",
    ),
    (
        "OpponentWinsUnlessCannotMate",
        "đối thủ thắng, trừ khi đối thủ không thể chiếu hết (khi đó hoà)",
        "the opponent wins, unless he cannot checkmate (then drawn)",
    ),
    (
        "DrawOnceBothMoved",
        "hoà, nếu cả hai bên đã đi ít nhất một nước",
        "drawn, provided both players have made a move",
    ),
    (
        "AnnulUnlessMoves",
        "huỷ ván, trừ khi mỗi bên đã đi đủ",
        "annulled unless each player has made",
    ),
    (
        "IllegalMoveBecomes",
        "nước đi không hợp lệ; quân được thay bằng",
        "an illegal move; the piece becomes",
    ),
    ("WhenFound", "khi phát hiện", "whenever found"),
    (
        "SeenOrClaimedBeforeReply",
        "khi trọng tài thấy hoặc đối thủ khiếu nại trước khi đi nước tiếp",
        "when the arbiter sees it or the opponent claims before his next move",
    ),
    ("ruled", "xử lý", "ruled"),
    (
        "press_without_move_sanctions",
        "khoản phạt việc bấm đồng hồ mà không đi",
        "the sanction of a press without a move",
    ),
    (
        "two_hands_sanctions",
        "khoản phạt việc đi bằng hai tay",
        "the sanction of a move with two hands",
    ),
    (
        "press_without_move",
        "bấm đồng hồ mà không đi",
        "pressing the clock without moving",
    ),
    ("two_hands", "đi một nước bằng hai tay", "one move made with two hands"),
    (
        "increment_request",
        "đề nghị cộng thời gian mỗi nước",
        "request for an increment",
    ),
    ("increment", "thời gian cộng mỗi nước", "increment"),
    ("awarded", "thời gian cộng cho đối thủ", "awarded to the opponent"),
    (
        "without_increment",
        "chỉ ván không cộng giờ",
        "only in games without increment",
    ),
    ("plies_apart", "số nửa nước giữa hai lần", "plies apart"),
];

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
