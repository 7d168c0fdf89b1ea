//! The chess clock: two times, one running, periods with move quotas, increments and delays.
//!
//! All times are integer milliseconds. The time of period *k + 1* is added when a player
//! completes the moves of periods *1..k*, so surplus time and surplus moves both carry over.

use trongtai_rulebook::law::{Period, TimeControl};

/// A period expanded from a time control, in milliseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Span {
    moves: Option<u32>,
    time: u64,
    increment: u64,
    delay: u64,
    scoresheet: bool,
}

impl Span {
    fn from(p: &Period) -> Self {
        Span {
            moves: p.moves,
            time: p.time.ms(),
            increment: p.increment.map_or(0, |d| d.ms()),
            delay: p.delay.map_or(0, |d| d.ms()),
            scoresheet: p.scoresheet.unwrap_or(true),
        }
    }
}

/// The clock of a game.
#[derive(Debug, Clone)]
pub struct Clock {
    control: TimeControl,
    /// Remaining time of each side (may go negative only transiently).
    remaining: [i64; 2],
    /// The side whose clock runs, if any.
    running: Option<usize>,
    /// Moves counted towards the control for each side.
    counted: [u32; 2],
    /// The period each side is in.
    period: [usize; 2],
    /// Delay left on the current move.
    delay_left: u64,
}

impl Clock {
    /// A clock for a time control; `remaining` replaces the first period's time when given,
    /// and `made` moves are counted as already made.
    pub fn new(control: TimeControl, remaining: Option<[u64; 2]>, made: [u32; 2]) -> Self {
        let first = control.periods.first().map(Span::from);
        let start = first.map_or(0, |s| s.time);
        let mut clock = Clock {
            control,
            remaining: [start as i64, start as i64],
            running: None,
            counted: [0, 0],
            period: [0, 0],
            delay_left: 0,
        };
        for (side, &n) in made.iter().enumerate() {
            for _ in 0..n {
                clock.count_move(side, true);
            }
        }
        if let Some(r) = remaining {
            clock.remaining = [r[0] as i64, r[1] as i64];
        }
        clock
    }

    /// The `k`-th period, with repeats expanded; the last one repeats for ever if marked so.
    fn span(&self, k: usize) -> Option<Span> {
        let mut k = k;
        for p in &self.control.periods {
            match p.repeat.unwrap_or(1) {
                0 => return Some(Span::from(p)),
                n => {
                    if k < n as usize {
                        return Some(Span::from(p));
                    }
                    k -= n as usize;
                }
            }
        }
        None
    }

    /// Total moves needed to finish periods `0..=k`, if each has a quota.
    fn quota_through(&self, k: usize) -> Option<u32> {
        let mut total = 0;
        for i in 0..=k {
            total += self.span(i)?.moves?;
        }
        Some(total)
    }

    /// Remaining time of both sides, never below zero.
    pub fn remaining(&self) -> (u64, u64) {
        (self.remaining[0].max(0) as u64, self.remaining[1].max(0) as u64)
    }

    /// Remaining time of one side.
    pub fn left(&self, side: usize) -> i64 {
        self.remaining[side & 1]
    }

    /// Starts `side`'s clock (and stops the other).
    pub fn start(&mut self, side: usize) {
        self.running = Some(side & 1);
        self.delay_left = self.span(self.period[side & 1]).map_or(0, |s| s.delay);
    }

    /// Stops both clocks.
    pub fn stop(&mut self) {
        self.running = None;
    }

    /// Lets `ms` pass on the running clock. Returns the side whose flag fell, if any.
    pub fn elapse(&mut self, ms: u64) -> Option<usize> {
        let side = self.running?;
        let from_delay = ms.min(self.delay_left);
        self.delay_left -= from_delay;
        self.remaining[side] -= (ms - from_delay) as i64;
        if self.remaining[side] <= 0 {
            self.remaining[side] = 0;
            Some(side)
        } else {
            None
        }
    }

    /// Records a completed move of `side`: the increment, and the next period's time once the
    /// quota is reached. `counts` is false for a move that does not count towards the quota.
    pub fn count_move(&mut self, side: usize, counts: bool) {
        let side = side & 1;
        if let Some(span) = self.span(self.period[side]) {
            self.remaining[side] += span.increment as i64;
        }
        if !counts {
            return;
        }
        self.counted[side] += 1;
        while let Some(q) = self.quota_through(self.period[side]) {
            if self.counted[side] < q {
                break;
            }
            self.period[side] += 1;
            match self.span(self.period[side]) {
                Some(next) => self.remaining[side] += next.time as i64,
                None => break,
            }
        }
    }

    /// Adds (or, negative, takes) time.
    pub fn adjust(&mut self, side: usize, ms: i64) {
        self.remaining[side & 1] += ms;
    }

    /// The quota of the period `side` is in: moves and time, if the period has a quota.
    pub fn period_quota(&self, side: usize) -> Option<(u32, u64)> {
        let span = self.span(self.period[side & 1])?;
        Some((span.moves?, span.time))
    }

    /// The increment of the period `side` is in.
    pub fn increment(&self, side: usize) -> u64 {
        self.span(self.period[side & 1]).map_or(0, |s| s.increment)
    }

    /// Whether moves must be recorded in the period `side` is in.
    pub fn scoresheet_required(&self, side: usize) -> bool {
        self.span(self.period[side & 1]).is_none_or(|s| s.scoresheet)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use trongtai_rulebook::law::Duration;

    fn international() -> TimeControl {
        TimeControl {
            periods: vec![Period {
                moves: Some(10),
                time: Duration::Minutes(15),
                increment: None,
                delay: None,
                repeat: Some(0),
                scoresheet: None,
            }],
        }
    }

    #[test]
    fn surplus_time_carries_over() {
        // XQ99 10.1.2: ten moves in seven minutes leave 8 + 15 = 23 minutes for the next ten.
        let mut c = Clock::new(international(), None, [0, 0]);
        c.start(0);
        for _ in 0..10 {
            assert_eq!(c.elapse(42_000), None);
            c.count_move(0, true);
        }
        assert_eq!(c.left(0), 23 * 60_000);
    }

    #[test]
    fn surplus_moves_carry_over() {
        // Fourteen moves in fifteen minutes: only six more are needed by the end of period two.
        let mut c = Clock::new(international(), None, [0, 0]);
        c.start(0);
        for _ in 0..14 {
            c.elapse(15 * 60_000 / 14);
            c.count_move(0, true);
        }
        let used = 14 * (15 * 60_000 / 14);
        assert_eq!(c.left(0), 30 * 60_000 - used);
        for _ in 0..6 {
            c.count_move(0, true);
        }
        assert_eq!(c.left(0), 45 * 60_000 - used);
    }

    #[test]
    fn delay_runs_before_main_time() {
        let tc = TimeControl {
            periods: vec![Period {
                moves: None,
                time: Duration::Minutes(5),
                increment: None,
                delay: Some(Duration::Seconds(5)),
                repeat: None,
                scoresheet: None,
            }],
        };
        let mut c = Clock::new(tc, None, [0, 0]);
        c.start(0);
        c.elapse(3_000);
        assert_eq!(c.left(0), 300_000);
        c.elapse(4_000);
        assert_eq!(c.left(0), 298_000);
    }
}
