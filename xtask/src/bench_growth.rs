//! The growth part of `cargo xtask bench`: how the time of an input grows with its size, on the
//! inputs that once took quadratic time (issue #38). Each is timed at a size and at twice that
//! size; the ratio of the two times is about 2 for work in linear time and about 4 for quadratic
//! work, whatever the speed of the machine. The tests check that these inputs are answered
//! correctly; how fast is measured here, never in a test.
//!
//! * the desk's ruling of a case of moves each followed by a clock press (#38.3: it replayed
//!   the case once per move event);
//! * a PGN game with tens of thousands of tag pairs (#38: the tags were searched for each one
//!   read);
//! * a recorded xiangqi game of one cycle of moves repeated, judged to its end (the
//!   prohibitions once compared every cycle with every other: 4.8 s for 100,000 plies, 19 s for
//!   200,000).

use std::time::Duration;

use anyhow::{bail, Context};
use serde_json::{json, Value};
use trongtai_archive::{Adjudicator, ArchiveGame, Source};
use trongtai_engine::Game;
use trongtai_rulebook::{Library, Rulebook};

/// The ratio above which a doubling is reported as worse than linear: halfway, on a log scale,
/// between linear (2) and quadratic (4).
const WORSE_THAN_LINEAR: f64 = 2.83;

/// One input measured at two sizes.
struct Growth {
    input: &'static str,
    small: usize,
    small_time: Duration,
    large_time: Duration,
}

impl Growth {
    fn ratio(&self) -> f64 {
        self.large_time.as_secs_f64() / self.small_time.as_secs_f64().max(1e-9)
    }

    fn row(&self) -> Value {
        json!({
            "input": self.input,
            "size": self.small,
            "ms": crate::measure::round1(self.small_time.as_secs_f64() * 1000.0),
            "doubled_ms": crate::measure::round1(self.large_time.as_secs_f64() * 1000.0),
            "ratio": (self.ratio() * 100.0).round() / 100.0,
        })
    }
}

/// Measures every input, prints a table and returns the rows for the record. An input whose
/// answer is wrong is an error; growth worse than linear is printed as such (the bench reports,
/// it does not judge a machine's noise).
pub fn run() -> anyhow::Result<Value> {
    let rows = [desk_presses()?, many_tags()?, repeating_xiangqi_game()?];
    println!(
        "{:<40} {:>7} {:>10} {:>12} {:>7}",
        "growth: input", "size", "ms", "doubled ms", "ratio"
    );
    for g in &rows {
        let flag = if g.ratio() > WORSE_THAN_LINEAR {
            "  worse than linear"
        } else {
            ""
        };
        println!(
            "{:<40} {:>7} {:>10.1} {:>12.1} {:>7.2}{flag}",
            g.input,
            g.small,
            g.small_time.as_secs_f64() * 1000.0,
            g.large_time.as_secs_f64() * 1000.0,
            g.ratio()
        );
    }
    Ok(Value::Array(rows.iter().map(Growth::row).collect()))
}

/// The best of three runs of `f` on an input of size `n` (an error of the last run is returned).
fn best_of_three(n: usize, f: &dyn Fn(usize) -> anyhow::Result<()>) -> anyhow::Result<Duration> {
    let (answered, time) = crate::measure::best_of(3, || f(n));
    answered.map(|()| time)
}

fn measure(input: &'static str, small: usize, f: &dyn Fn(usize) -> anyhow::Result<()>) -> anyhow::Result<Growth> {
    Ok(Growth {
        input,
        small,
        small_time: best_of_three(small, f)?,
        large_time: best_of_three(2 * small, f)?,
    })
}

/// A case of `n` knight moves, each followed by a clock press, ruled by the desk.
fn desk_presses() -> anyhow::Result<Growth> {
    measure("desk: moves each followed by a press", 4_000, &|n| {
        let cycle = ["g1f3", "g8f6", "f3g1", "f6g8"];
        let mut events = Vec::with_capacity(2 * n);
        for i in 0..n {
            events.push(json!({ "Move": cycle[i % 4] }));
            events.push(json!("Press"));
        }
        let request = json!({ "op": "rule", "case": { "rules": "fide-2001", "events": events } });
        let mut desk = trongtai_desk::Desk::new();
        let reply: Value = serde_json::from_str(&trongtai_desk::handle(&mut desk, &request.to_string()))
            .context("the desk's reply is not JSON")?;
        let history = reply["history"].as_array().map_or(0, Vec::len);
        if reply["ok"] != json!(true) || history != n {
            bail!("the desk ruled {n} moves wrongly: {reply}");
        }
        Ok(())
    })
}

/// A PGN game with `n` tag pairs, then a second game, judged under fide-2001.
fn many_tags() -> anyhow::Result<Growth> {
    let rules = Rulebook::load(&Library::shipped(), "fide-2001")?;
    let game = Game::compile(rules.game())?;
    let adjudicator = Adjudicator::new(&rules, &game)?;
    measure("archive: a game with many tag pairs", 200_000, &|n| {
        let mut text = String::from("[Event \"E\"]\n");
        for i in 0..n {
            text.push_str(&format!("[T{i} \"v\"]\n"));
        }
        text.push_str("\n1. e4 *\n\n[Event \"F\"]\n[White \"A\"]\n\n1. d4 *\n");
        let reports = adjudicator.judge_pgn(&text);
        if reports.len() != 2 {
            bail!("{n} tag pairs: {} games read, expected 2", reports.len());
        }
        Ok(())
    })
}

/// A recorded xiangqi game of `n` plies of horses going out and back (the same four positions
/// over and over), judged under vn-xiangqi-1999: its claims are the automatic repetition at once
/// and the 60-move rule at ply 120, and the record goes on to its end.
fn repeating_xiangqi_game() -> anyhow::Result<Growth> {
    let rules = Rulebook::load(&Library::shipped(), "vn-xiangqi-1999")?;
    let game = Game::compile(rules.game())?;
    let adjudicator = Adjudicator::new(&rules, &game)?;
    measure("archive: a xiangqi game of one cycle repeated", 50_000, &|n| {
        let cycle = ["h1g3", "h10g8", "g3h1", "g8h10"];
        let moves: Vec<&str> = (0..n).map(|k| cycle[k % 4]).collect();
        let report = adjudicator.adjudicate(ArchiveGame {
            file: 0,
            number: 1,
            source: Source::Json(json!({ "moves": moves }).to_string()),
        });
        let at: Vec<usize> = report.claims.iter().map(|c| c.claim.ply).collect();
        if report.plies != n || at != [8, 120] {
            bail!(
                "{n} plies judged wrongly: {} plies read, claims at {at:?}",
                report.plies
            );
        }
        Ok(())
    })
}
