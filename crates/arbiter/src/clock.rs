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

/// Milliseconds as a signed amount, saturating.
fn signed(ms: u64) -> i64 {
    i64::try_from(ms).unwrap_or(i64::MAX)
}

/// The clock of a game. Its arithmetic saturates: no time or count wraps, whatever the input.
#[derive(Debug, Clone)]
pub struct Clock {
    control: TimeControl,
    /// Remaining time of each side (may go negative only transiently).
    remaining: [i64; 2],
    /// The side whose clock runs, if any.
    running: Option<usize>,
    /// Moves counted towards the control for each side.
    counted: [u64; 2],
    /// The period each side is in.
    period: [usize; 2],
    /// Moves needed to finish the periods up to the current one, if it has a quota.
    quota: [Option<u64>; 2],
    /// Delay left on the current move.
    delay_left: u64,
    /// An increment added to every move of both sides from some point of the game on, beside the
    /// time control's (FIDE 2014 G.4, 2017 III.4).
    extra_increment: u64,
}

impl Clock {
    /// A clock for a time control; `remaining` replaces the first period's time when given,
    /// and `made` moves are counted as already made (in one step per period, not per move).
    pub fn new(control: TimeControl, remaining: Option<[u64; 2]>, made: [u32; 2]) -> Self {
        let first = control.periods.first().map(Span::from);
        let start = signed(first.map_or(0, |s| s.time));
        let quota = first.and_then(|s| s.moves).map(u64::from);
        let mut clock = Clock {
            control,
            remaining: [start, start],
            running: None,
            counted: [0, 0],
            period: [0, 0],
            quota: [quota, quota],
            delay_left: 0,
            extra_increment: 0,
        };
        for (side, &n) in made.iter().enumerate() {
            clock.count_moves(side, u64::from(n));
        }
        if let Some(r) = remaining {
            clock.remaining = [signed(r[0]), signed(r[1])];
        }
        clock
    }

    /// Counts `n` moves of `side` made before the clock was set: each gets the increment of
    /// its period, and every period completed on the way adds its successor's time. Runs of
    /// identical periods (a repeat) are completed in one step, so the work does not grow with
    /// `n`.
    fn count_moves(&mut self, side: usize, mut n: u64) {
        while n > 0 {
            let Some((span, run)) = self.group(self.period[side]) else {
                self.counted[side] = self.counted[side].saturating_add(n);
                return;
            };
            let gain = |moves: u64| signed(span.increment.saturating_mul(moves));
            let (Some(q), Some(m)) = (self.quota[side], span.moves.map(u64::from).filter(|&m| m > 0)) else {
                // No quota here (or a zero-move one): every move stays in this period.
                self.remaining[side] = self.remaining[side].saturating_add(gain(n));
                self.counted[side] = self.counted[side].saturating_add(n);
                self.complete_periods(side);
                return;
            };
            let to_quota = q.saturating_sub(self.counted[side]).max(1);
            if n < to_quota {
                self.remaining[side] = self.remaining[side].saturating_add(gain(n));
                self.counted[side] = self.counted[side].saturating_add(n);
                return;
            }
            // This period completes, and `more` identical ones after it.
            let more = ((n - to_quota) / m).min(run.map_or(u64::MAX, |r| r.saturating_sub(1)));
            let used = to_quota + more * m;
            let more_time = signed(span.time.saturating_mul(more));
            self.remaining[side] = self.remaining[side]
                .saturating_add(gain(used))
                .saturating_add(more_time);
            self.counted[side] = self.counted[side].saturating_add(used);
            self.period[side] = self.period[side].saturating_add(usize::try_from(more).unwrap_or(usize::MAX));
            self.quota[side] = Some(q.saturating_add(more * m));
            n -= used;
            self.complete_periods(side);
        }
    }

    /// The `k`-th period, and how many identical periods start with it (itself included;
    /// `None` for a period repeated for ever).
    fn group(&self, k: usize) -> Option<(Span, Option<u64>)> {
        let mut k = k;
        for p in &self.control.periods {
            match p.repeat.unwrap_or(1) {
                0 => return Some((Span::from(p), None)),
                n => {
                    if k < n as usize {
                        return Some((Span::from(p), Some((n as usize - k) as u64)));
                    }
                    k -= n as usize;
                }
            }
        }
        None
    }

    /// Moves `side` into the next period while the moves counted complete the current one.
    fn complete_periods(&mut self, side: usize) {
        for _ in 0..trongtai_rulebook::limits::MAX_PERIODS_PER_MOVE {
            let Some(q) = self.quota[side] else {
                return;
            };
            if self.counted[side] < q {
                return;
            }
            self.period[side] += 1;
            match self.span(self.period[side]) {
                Some(next) => {
                    self.remaining[side] = self.remaining[side].saturating_add(signed(next.time));
                    self.quota[side] = next.moves.map(|m| q.saturating_add(u64::from(m)));
                }
                None => {
                    self.quota[side] = None;
                    return;
                }
            }
        }
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
        self.remaining[side] = self.remaining[side].saturating_sub(signed(ms - from_delay));
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
            self.remaining[side] = self.remaining[side].saturating_add(signed(span.increment));
        }
        self.remaining[side] = self.remaining[side].saturating_add(signed(self.extra_increment));
        if !counts {
            return;
        }
        self.counted[side] = self.counted[side].saturating_add(1);
        self.complete_periods(side);
    }

    /// Adds (or, negative, takes) time, saturating.
    pub fn adjust(&mut self, side: usize, ms: i64) {
        self.remaining[side & 1] = self.remaining[side & 1].saturating_add(ms);
    }

    /// The period `side` is in (0 = the first), repeats counted one by one.
    pub fn period(&self, side: usize) -> usize {
        self.period[side & 1]
    }

    /// The quota of the period `side` is in: moves and time, if the period has a quota.
    pub fn period_quota(&self, side: usize) -> Option<(u32, u64)> {
        let span = self.span(self.period[side & 1])?;
        Some((span.moves?, span.time))
    }

    /// The increment of the period `side` is in (with any increment introduced during the game).
    pub fn increment(&self, side: usize) -> u64 {
        self.span(self.period[side & 1])
            .map_or(0, |s| s.increment)
            .saturating_add(self.extra_increment)
    }

    /// Introduces an increment for every later move of both sides (FIDE 2014 G.4, 2017 III.4).
    pub fn add_increment(&mut self, ms: u64) {
        self.extra_increment = self.extra_increment.saturating_add(ms);
    }

    /// Whether any period of the time control, or the game since, adds time with each move (an
    /// increment or a delay).
    pub fn has_increment(&self) -> bool {
        self.extra_increment > 0
            || self
                .control
                .periods
                .iter()
                .any(|p| p.increment.is_some_and(|d| d.ms() > 0) || p.delay.is_some_and(|d| d.ms() > 0))
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

    #[test]
    fn scenario_moves_made_in_the_billions_do_not_hang() {
        // Counted per period, not per move: four billion moves of 10-move periods is 400
        // million periods in the worst case, so the count must not loop per move.
        let started = std::time::Instant::now();
        let c = Clock::new(international(), None, [4_000_000_000, u32::MAX]);
        assert!(started.elapsed().as_secs() < 5);
        assert!(c.left(0) > 0);
    }

    #[test]
    fn scenario_period_of_zero_moves_repeated_for_ever_does_not_hang() {
        let tc = TimeControl {
            periods: vec![Period {
                moves: Some(0),
                time: Duration::Minutes(1),
                increment: None,
                delay: None,
                repeat: Some(0),
                scoresheet: None,
            }],
        };
        let mut c = Clock::new(tc, None, [3, 0]);
        c.start(0);
        c.count_move(0, true);
        assert!(c.left(0) > 0);
    }

    #[test]
    fn scenario_elapse_of_u64_max_millis_does_not_overflow() {
        let mut c = Clock::new(international(), None, [0, 0]);
        c.start(0);
        assert_eq!(c.elapse(u64::MAX), Some(0));
        assert_eq!(c.remaining(), (0, 15 * 60_000));
        c.adjust(1, i64::MAX);
        c.adjust(1, i64::MAX);
        assert_eq!(c.left(1), i64::MAX);
        c.start(1);
        for _ in 0..3 {
            c.count_move(1, true);
        }
        assert_eq!(c.left(1), i64::MAX);
    }

    #[test]
    fn moves_made_counted_at_once_equal_moves_counted_one_by_one() {
        let p = |moves: Option<u32>, minutes: u32, inc: u32, repeat: Option<u32>| Period {
            moves,
            time: Duration::Minutes(minutes),
            increment: Some(Duration::Seconds(inc)),
            delay: None,
            repeat,
            scoresheet: None,
        };
        let controls = [
            vec![
                p(Some(40), 120, 0, None),
                p(Some(20), 60, 0, None),
                p(None, 30, 30, None),
            ],
            vec![p(Some(10), 15, 5, Some(0))],
            vec![
                p(Some(3), 1, 1, Some(4)),
                p(Some(7), 2, 2, Some(2)),
                p(Some(5), 3, 0, Some(0)),
            ],
            vec![p(Some(3), 1, 1, Some(2))],
        ];
        for periods in controls {
            let tc = TimeControl { periods };
            for n in [0u32, 1, 2, 3, 9, 10, 11, 39, 40, 41, 59, 60, 61, 100, 257] {
                let at_once = Clock::new(tc.clone(), None, [n, 0]);
                let mut one_by_one = Clock::new(tc.clone(), None, [0, 0]);
                for _ in 0..n {
                    one_by_one.count_move(0, true);
                }
                assert_eq!(at_once.left(0), one_by_one.left(0), "{tc:?} after {n}");
                assert_eq!(at_once.period_quota(0), one_by_one.period_quota(0), "{tc:?} after {n}");
            }
        }
    }
}
