//! Positions without a legal move, where one wins even out of check: whether the defender's
//! pieces, each anywhere in its region or taken, together with any of the attacker's, could ever
//! stand so that the defender, to move, has no legal move.
//!
//! Where the attacker can never give check (none of its pieces can ever attack a square the
//! defender's royal piece can stand on, and the royal pieces never check each other: see
//! `statics::royal_never_checks`), such a position is the only won one it can reach. When no
//! placement gives one, it cannot win, however long the helpmate it would need: this decides
//! the sides the searches leave open, a royal piece with pieces that never leave their own
//! half against a defender with many.
//!
//! The placements looked at over-approximate the reachable positions: both royal pieces anywhere
//! in their regions, every frozen piece on its square (it never moves and is never taken), every
//! other piece anywhere in its region, or gone where an enemy piece may ever attack a square of
//! its region. A piece whose region no enemy piece ever attacks (one that never leaves its own
//! half, against pieces that never enter it) is never taken: it stands somewhere, and must be
//! unable to move too.
//!
//! The search is driven by the defender's moves: in a placement `Q` where the defender has a
//! legal move `m` (or stands in check), a placement `P` that contains `Q` and leaves the defender
//! without a move must add a piece on a square that `m` depends on (the target, the squares
//! between, the legs; for a check, the squares between the royal pieces). Nothing else can take
//! `m` away, because of what adding a piece does here:
//!
//! * a move needs some squares empty (its path, its legs, its target) or occupied (a hopper's
//!   screen, the captured piece): only a piece added on one of them changes that;
//! * a move is illegal when the royal piece then stands attacked, and only the attacker's royal
//!   piece ever attacks the squares the defender's royal piece stands on: a piece added can
//!   only block that attack, never make it.
//!
//! So branching, for one move, over every piece that may be added on every square it depends on
//! reaches every such `P`, and so does branching over every square of a piece never taken that
//! is not placed yet; whichever has the fewest branches is taken, and a move that nothing can
//! take away ends the branch. Placements are looked at once each.
//! Running out of `budget` answers "possible", the sound side.
//!
//! Everything is written against the compiled movement patterns: no piece is named.

use std::collections::HashSet;

use crate::bits::Bits;
use crate::movegen::{in_check, legal_moves};
use crate::position::{Move, Position};
use crate::tables::{Shape, Tables, MAX_KINDS};

use super::statics::Statics;

/// Pieces that may be added: alike pieces (one side and kind, one region) counted together, so
/// that placements differing only in which of them stands where are one.
struct Class<B> {
    side: usize,
    kind: usize,
    region: B,
    left: u32,
    /// The pieces can never be taken (no enemy piece ever attacks a square of the region): they
    /// stand somewhere in every placement.
    stays: bool,
}

/// The search's state: what may still be added, what was looked at, the budget left.
struct Search<'a, B: Bits> {
    t: &'a Tables<B>,
    d: usize,
    a: usize,
    classes: Vec<Class<B>>,
    /// Placements looked at, with what was left to add (alike pieces of different regions make
    /// the same placement from different pools).
    seen: HashSet<(Position<B>, Vec<u32>)>,
    left: u64,
}

/// How a branch ended.
enum End {
    /// The defender has a move every placement containing this one leaves it.
    Free,
    /// A placement without a legal move for the defender (or the budget ran out).
    Stuck,
}

/// Whether some placement leaves side `1 - a`, to move, without a legal move; `true` also when
/// it cannot tell (a promotion to follow, or the budget of placements spent). The caller has
/// established that side `a` never gives check (see the module's documentation).
pub(crate) fn possible<B: Bits>(t: &Tables<B>, st: &Statics<B>, a: usize, budget: u64) -> bool {
    let d = 1 - a;
    let mut base = Position::<B>::empty(d);
    let mut royal = [None; 2];
    // What each side may ever attack: a piece of the other side whose region none of it meets is
    // never taken.
    let attacks = [0, 1].map(|side| st.att[side] | st.fatt[side] | st.royal_att[side]);
    let mut classes: Vec<Class<B>> = Vec::new();
    for f in &st.pieces {
        // A piece that may become another kind: its regions as that kind are not followed here.
        if (0..MAX_KINDS).any(|k| k != f.kind && !f.region[k].is_empty()) {
            return true;
        }
        if f.royal {
            royal[f.side] = Some(f.kind);
        } else if f.frozen {
            base.put(f.side, f.kind, f.sq);
        } else {
            let region = f.region[f.kind];
            match classes
                .iter_mut()
                .find(|c| c.side == f.side && c.kind == f.kind && c.region == region)
            {
                Some(c) => c.left += 1,
                None => classes.push(Class {
                    side: f.side,
                    kind: f.kind,
                    region,
                    left: 1,
                    // (Nor taken en passant: no move of its kind may be.)
                    stays: (region & attacks[1 - f.side]).is_empty()
                        && t.patterns[f.side][f.kind].iter().all(|pat| pat.passable.is_none()),
                }),
            }
        }
    }
    let (Some(kd), Some(ka)) = (royal[d], royal[a]) else {
        return true;
    };
    let mut s = Search {
        t,
        d,
        a,
        classes,
        seen: HashSet::new(),
        left: budget,
    };
    let walls = base.occupied();
    for rd in (st.royal_reg[d] & !walls).squares() {
        for ra in (st.royal_reg[a] & !walls).squares() {
            if ra == rd {
                continue;
            }
            let mut q = base;
            q.put(d, kd, rd);
            q.put(a, ka, ra);
            q.royal[d] = rd as u8;
            q.royal[a] = ra as u8;
            if let End::Stuck = s.branch(q) {
                return true;
            }
        }
    }
    false
}

impl<B: Bits> Search<'_, B> {
    fn branch(&mut self, q: Position<B>) -> End {
        let pool = self.classes.iter().map(|c| c.left).collect();
        if !self.seen.insert((q, pool)) {
            // Looked at before, and that branch ended free (a stuck one ends the search).
            return End::Free;
        }
        if self.left == 0 {
            return End::Stuck;
        }
        self.left -= 1;
        let t = self.t;
        let occ = q.occupied();
        // Each way to go on: squares a piece must be added on (from any class, or from one).
        let mut needs: Vec<(B, Option<usize>)> = Vec::new();
        if in_check(t, &q) {
            // Only the attacker's royal piece attacks here: a piece between the two must be added.
            let between = self.span(q.royal[self.d] as usize, q.royal[self.a] as usize);
            needs.push((between & !occ, None));
        }
        for m in legal_moves(t, &q) {
            needs.push((self.depends(&m) & !occ, None));
        }
        // A piece never taken must stand somewhere in its region.
        for (i, c) in self.classes.iter().enumerate() {
            if c.stays && c.left > 0 {
                needs.push((c.region & !occ, Some(i)));
            }
        }
        let ways = |&(s, only): &(B, Option<usize>)| -> u32 {
            self.classes
                .iter()
                .enumerate()
                .filter(|&(i, c)| c.left > 0 && only.is_none_or(|o| o == i))
                .map(|(_, c)| (c.region & s).count())
                .sum()
        };
        // The way with fewest branches; none left: this placement leaves the defender stuck.
        let Some(need) = needs.into_iter().min_by_key(ways) else {
            return End::Stuck;
        };
        if ways(&need) == 0 {
            return End::Free;
        }
        let (squares, only) = need;
        for i in 0..self.classes.len() {
            if self.classes[i].left == 0 || only.is_some_and(|o| o != i) {
                continue;
            }
            let (side, kind) = (self.classes[i].side, self.classes[i].kind);
            for sq in (self.classes[i].region & squares).squares() {
                let mut next = q;
                next.put(side, kind, sq);
                self.classes[i].left -= 1;
                let end = self.branch(next);
                self.classes[i].left += 1;
                if let End::Stuck = end {
                    return End::Stuck;
                }
            }
        }
        End::Free
    }

    /// The squares of the rectangle with corners `from` and `to`, but `from`: every square a
    /// line between them passes over.
    fn span(&self, from: usize, to: usize) -> B {
        let g = self.t.geo;
        let (f0, f1) = (g.file(from).min(g.file(to)), g.file(from).max(g.file(to)));
        let (r0, r1) = (g.rank(from).min(g.rank(to)), g.rank(from).max(g.rank(to)));
        let mut s = B::EMPTY;
        for f in f0..=f1 {
            for r in r0..=r1 {
                if let Some(sq) = g.square(f, r) {
                    s |= B::bit(sq);
                }
            }
        }
        s & !B::bit(from)
    }

    /// The squares whose occupation a move depends on: its target, the squares between, and the
    /// legs of any leap of the piece from its square to the target.
    fn depends(&self, m: &Move) -> B {
        let (from, to) = (m.from as usize, m.to as usize);
        let mut s = self.span(from, to);
        let side = self.d;
        for pat in &self.t.patterns[side][m.kind as usize] {
            if let Shape::Leap { start, entries } = &pat.shape {
                if !pat.from.has(from) {
                    continue;
                }
                for &(legs, targets) in &entries[start[from] as usize..start[from + 1] as usize] {
                    if targets.has(to) {
                        s |= legs;
                    }
                }
            }
        }
        s
    }
}
