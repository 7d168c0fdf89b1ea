//! Shifts: short steps taken by all pieces of a group at once.
//!
//! A leaper without legs, or a rider of a bounded range, moves every piece by the same offset in
//! the square numbering, from the squares where the step stays on the board. Its moves from all
//! pieces are then one shift of the set of pieces (one per single step, for riders, each cut by
//! the pieces in the way). Each shift is derived from the compiled tables and checked against
//! them square by square.

use crate::bits::Bits;
use crate::tables::Tables;

/// The most shifts for which a group is generated for all its pieces at once.
pub(crate) const MAX_SHIFTS: usize = 2;

/// A short step taken by all pieces of a group at once: `steps` single steps of `offset`
/// squares, each from a square of `valid`; the squares reached from step `min` on are targets.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Shift<B> {
    pub offset: i32,
    pub valid: B,
    pub steps: u8,
    pub min: u8,
    pub mode: u8,
}

/// Whether no two shifts reach the same square from the same square (which would count a move
/// twice).
pub(crate) fn disjoint<B: Bits>(shifts: &[Shift<B>]) -> bool {
    let mut seen = Vec::new();
    for s in shifts {
        for i in s.min..=s.steps {
            let d = s.offset * i as i32;
            if seen.contains(&d) {
                return false;
            }
            seen.push(d);
        }
    }
    true
}

/// The squares `(df, dr)` away from each square, and the squares where that step stays on the board.
fn step_table<B: Bits>(t: &Tables<B>, df: i32, dr: i32) -> (Vec<Option<usize>>, B) {
    let n = t.geo.len();
    let to: Vec<Option<usize>> = (0..n).map(|sq| t.geo.offset(sq, df, dr)).collect();
    let valid = (0..n)
        .filter(|&sq| to[sq].is_some())
        .fold(B::EMPTY, |m, sq| m | B::bit(sq));
    (to, valid)
}

/// A bounded ride as a shift, if its tables are exactly `steps` steps with targets from `min` on.
pub(crate) fn ride_shift<B: Bits>(
    t: &Tables<B>,
    dir: usize,
    reach: &[B],
    allowed: Option<&[B]>,
    mode: u8,
) -> Option<Shift<B>> {
    let (df, dr) = t.steps[dir];
    let steps = reach.iter().map(|r| r.count()).max()?;
    let min = match allowed {
        Some(a) => {
            let sq = (0..reach.len()).find(|&sq| reach[sq].count() == steps)?;
            steps - a[sq].count() + 1
        }
        None => 1,
    };
    if steps == 0 || steps > 8 || min < 1 {
        return None;
    }
    let (to, valid) = step_table(t, df, dr);
    // Check against the tables: the same squares from every square.
    for sq in 0..reach.len() {
        let (mut r, mut a, mut cur) = (B::EMPTY, B::EMPTY, Some(sq));
        for i in 1..=steps {
            cur = cur.and_then(|c| to[c]);
            if let Some(c) = cur {
                r |= B::bit(c);
                if i >= min {
                    a |= B::bit(c);
                }
            }
        }
        if r != reach[sq] || allowed.is_some_and(|al| al[sq] != a) || (allowed.is_none() && a != r) {
            return None;
        }
    }
    Some(Shift {
        offset: dr * t.geo.files as i32 + df,
        valid,
        steps: steps as u8,
        min: min as u8,
        mode,
    })
}

/// A jump table as shifts, one for each step it is made of, if it is exactly these steps.
pub(crate) fn jump_shifts<B: Bits>(t: &Tables<B>, targets: &[B], mode: u8) -> Option<Vec<Shift<B>>> {
    let g = t.geo;
    let mut images: Vec<(i32, i32)> = Vec::new();
    for (sq, ts) in targets.iter().enumerate() {
        for to in ts.squares() {
            let d = (g.file(to) - g.file(sq), g.rank(to) - g.rank(sq));
            if !images.contains(&d) {
                images.push(d);
            }
        }
    }
    let tables: Vec<_> = images.iter().map(|&(df, dr)| step_table(t, df, dr)).collect();
    for (sq, &ts) in targets.iter().enumerate() {
        let rebuilt = tables
            .iter()
            .filter_map(|(to, _)| to[sq])
            .fold(B::EMPTY, |m, s| m | B::bit(s));
        if rebuilt != ts {
            return None;
        }
    }
    Some(
        images
            .iter()
            .zip(tables)
            .map(|(&(df, dr), (_, valid))| Shift {
                offset: dr * g.files as i32 + df,
                valid,
                steps: 1,
                min: 1,
                mode,
            })
            .collect(),
    )
}
