//! Local regulations with dated versions, in a chain (a tournament under a province under
//! XQ99): any versions, dates, values and delegations either load or are refused with located
//! problems, and a chain that loads is resolved and shown (`rules show --on`) on any date, in
//! both languages and as written, without a panic. A date that is not a day is refused as a bad
//! date (naming no line of a file), never blamed on the rule files.
#![no_main]

use libfuzzer_sys::fuzz_target;
use trongtai_rulebook::human::Lang;
use trongtai_rulebook::listing::{self, Say};
use trongtai_rulebook::{Library, LoadError, Rulebook};

/// Reads the fuzzed bytes one at a time (zero when they run out).
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn next(&mut self) -> u8 {
        match self.0.split_first() {
            Some((b, rest)) => {
                self.0 = rest;
                *b
            }
            None => 0,
        }
    }
}

/// A date from a byte pair: days after 2024-12-01, sometimes one that is not a day at all.
fn date(b: &mut Bytes<'_>) -> String {
    let (hi, lo) = (b.next(), b.next());
    if hi == 0xff {
        return ["2025-02-30", "2025-13-01", "25-01-01", "", "2025-1-1", "9999-99-99"][usize::from(lo) % 6].to_owned();
    }
    let mut day = u32::from(hi & 0x0f) * 256 + u32::from(lo);
    let (mut y, mut m) = (2024u32, 12u32);
    loop {
        let len = match m {
            2 if y % 4 == 0 => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        };
        if day < len {
            return format!("{y:04}-{m:02}-{:02}", day + 1);
        }
        day -= len;
        m += 1;
        if m == 13 {
            m = 1;
            y += 1;
        }
    }
}

const MINUTES: [u32; 6] = [10, 15, 20, 30, 45, 60];

/// The `versions:` of a regulation: up to seven, each with a late limit and perhaps a named
/// time control, dated from the bytes.
fn versions(b: &mut Bytes<'_>, field: &str) -> String {
    let mut out = String::from("    versions: [\n");
    for _ in 0..b.next() % 8 {
        let from = date(b);
        let flags = b.next();
        let until = if flags & 1 != 0 {
            format!("until: \"{}\", ", date(b))
        } else {
            String::new()
        };
        let minutes = MINUTES[usize::from(b.next()) % MINUTES.len()];
        let mut clock = Vec::new();
        if flags & 4 != 0 {
            clock.push(format!(
                "late_arrival: (value: (limit: Fixed(Minutes({minutes})), at_resumption: {}), article: \"Điều 5\")",
                flags & 8 != 0
            ));
        }
        if flags & 2 != 0 {
            clock.push(format!(
                "time_controls: {{ \"{field}\": (value: (periods: [(time: Minutes({}))]), article: \"Điều 6\") }}",
                MINUTES[usize::from(flags >> 4) % MINUTES.len()]
            ));
        }
        let clock = clock.join(", ");
        out.push_str(&format!("        (from: \"{from}\", {until}clock: ({clock})),\n"));
    }
    out.push_str("    ],\n");
    out
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes(data);
    let shape = b.next();
    let (p_from, p_until) = (date(&mut b), date(&mut b));
    let narrow = if shape & 1 != 0 {
        "    overridable: {\n        \"clock.late_arrival.limit\": (article: \"Điều 7\", bounds: DurationIn([Minutes(15), Minutes(30)])),\n    },\n"
    } else {
        ""
    };
    let province = format!(
        "RulebookFile(\n    id: \"fz-province\",\n    version: \"0.1.0\",\n    title: (vi: \"t\", en: \"p\"),\n    extends: \"vn-xiangqi-1999\",\n    local: (\n        authority: (vi: \"s\", en: \"d\"),\n        basis: (document: \"d\", valid_from: \"{p_from}\"{}),\n    ),\n{narrow}{}\n)\n",
        if shape & 2 != 0 { format!(", valid_until: \"{p_until}\"") } else { String::new() },
        versions(&mut b, "rapid")
    );
    let (t_from, t_until) = (date(&mut b), date(&mut b));
    let tournament = format!(
        "RulebookFile(\n    id: \"fz-tournament\",\n    version: \"0.1.0\",\n    title: (vi: \"g\", en: \"t\"),\n    extends: \"fz-province\",\n    local: (\n        authority: (vi: \"b\", en: \"o\"),\n        basis: (document: \"d\", valid_from: \"{t_from}\", valid_until: \"{t_until}\"),\n    ),\n{}\n)\n",
        versions(&mut b, "blitz")
    );
    let library = Library::shipped()
        .with("local/fz-province.ron", province)
        .with("local/fz-tournament.ron", tournament);
    for id in ["fz-province", "fz-tournament"] {
        let loaded = Rulebook::load(&library, id);
        if let Ok(book) = &loaded {
            let mut out = Vec::new();
            let _ = listing::write(&mut out, &library, book, None, Say::as_written());
        }
        // Two dates each: a load replays the whole chain, slow under the sanitizer.
        for _ in 0..2 {
            let on = date(&mut b);
            match Rulebook::load_on(&library, id, Some(&on)) {
                Ok(book) => {
                    for say in [Say::for_people(Lang::Vi), Say::for_people(Lang::En), Say::as_written()] {
                        let mut out = Vec::new();
                        listing::write(&mut out, &library, &book, Some(&on), say).expect("written to memory");
                    }
                }
                Err(LoadError::BadDate { date }) => {
                    assert_eq!(date, on);
                    assert!(trongtai_rulebook::local::day_number(&on).is_none(), "{on} is a day");
                }
                Err(e) => {
                    let message = e.to_string();
                    assert!(!message.is_empty());
                    if trongtai_rulebook::local::day_number(&on).is_none() {
                        panic!("a date that is not a day ({on}) is not a bad date: {message}");
                    }
                }
            }
        }
    }
});
