//! What the safety of the royal piece asks of the other moves in one position.
//!
//! Looking once along each line of attack from the royal piece tells which moves of the other
//! pieces need no test at all: a piece pinned by a rider keeps to the line of the pin, a check by
//! a rider or a leaper must be blocked or the checker taken, and a move is tested in full only
//! where a hopper or a leaper's leg makes it matter (a screen that leaves or arrives, a leg that
//! empties) or where several checks meet.

use super::attack::{AttackPlan, Foe, LineCheck, RayCheck};
use super::group::first;
use crate::bits::Bits;
use crate::position::Position;
use crate::tables::Tables;

/// Constraints on the moves of the non-royal pieces of the side to move.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Guard<B> {
    /// Whether the royal piece is attacked.
    pub checked: bool,
    /// Targets that may answer the checks (every square when not in check).
    pub evasion: B,
    /// Pieces whose moves may answer a check wherever they go (screens of a checking hopper).
    pub loose: B,
    /// Pieces whose every move is tested in full.
    pub full_from: B,
    /// Targets to be tested in full (squares that would become a hopper's screen).
    pub full_to: B,
    /// Pieces pinned along a line to a rider.
    pub pinned: B,
    /// Pieces pinned, tested in full or loose: those whose moves are not all alike.
    pub awkward: B,
    /// Whether every move of a non-royal piece is legal as generated.
    pub free: bool,
    /// The ray checks (by index) along which a piece is pinned.
    pin_rays: u64,
}

impl<B: Bits> Guard<B> {
    /// Examines the lines of attack on the royal piece of the side to move; `foe` is the other side.
    #[inline]
    pub(crate) fn new(t: &Tables<B>, p: &Position<B>, foe: &Foe<B>) -> Self {
        let us = 1 - foe.by;
        let r = p.royal[us] as usize;
        let own = p.sides[us];
        let theirs = foe.theirs;
        let occ = own | theirs;
        let plan = &t.attack[foe.by];
        let mut g = Guard {
            checked: false,
            evasion: t.all,
            loose: B::EMPTY,
            full_from: B::EMPTY,
            full_to: B::EMPTY,
            pinned: B::EMPTY,
            awkward: B::EMPTY,
            free: false,
            pin_rays: 0,
        };
        let mut checks = 0u32;
        let mut hopper_check = false;
        for (k, origins) in plan.plain_at(r) {
            let att = origins & p.kinds[k as usize] & theirs;
            if !att.is_empty() {
                // Two checkers leave nothing to capture: several checks are tested in full.
                checks += att.count();
                g.evasion &= att;
            }
        }
        for lc in &plan.legged {
            let att = p.kinds[lc.kind as usize] & theirs & lc.origins[r];
            if att.is_empty() {
                continue;
            }
            for &(legs, froms) in &lc.entries[lc.start[r] as usize..lc.start[r + 1] as usize] {
                let here = froms & att;
                if here.is_empty() {
                    continue;
                }
                let blocked = legs & occ;
                if blocked.is_empty() {
                    for a in here.squares() {
                        checks += 1;
                        g.evasion &= legs | B::bit(a);
                    }
                } else if blocked.count() == 1 && !(blocked & own).is_empty() {
                    g.full_from |= blocked;
                }
            }
        }
        // Lines first: one lookup finds the free riders that give check both ways, a second
        // (with the own pieces in front taken off) those that pin.
        for lc in &plan.lines {
            let free = foe.free[lc.group];
            if !free.is_empty() && !(free & t.lines.full(lc.line, r)).is_empty() {
                let seen = t.lines.slide(lc.line, r, occ);
                for c in (seen & free).squares() {
                    let (_, rc) = g.ray_towards(t, plan, lc, r, c);
                    checks += 1;
                    g.evasion &= t.ray(rc.dir, r) & !t.ray(rc.dir, c);
                }
                let front = seen & own;
                if !front.is_empty() {
                    let behind = t.lines.slide(lc.line, r, occ & !front) & free & !seen;
                    for pinner in behind.squares() {
                        let (i, rc) = g.ray_towards(t, plan, lc, r, pinner);
                        let pinned = front & t.ray(rc.dir, r);
                        if !pinned.is_empty() {
                            g.pin(i, pinned.lowest());
                        }
                    }
                }
            }
            if !lc.hoppers.is_empty() {
                g.line_hoppers(t, p, plan, lc, r, occ, own, &mut checks, &mut hopper_check);
            }
        }
        for &i in &plan.rest {
            let Some(rc) = plan.rays.get(i) else {
                continue;
            };
            let ray = t.ray(rc.dir, r);
            let riders = foe.riders(p, rc, r) & ray;
            if !riders.is_empty() {
                let b1 = first(rc.positive, ray & occ);
                if riders.has(b1) {
                    checks += 1;
                    g.evasion &= ray & !t.ray(rc.dir, b1);
                } else if own.has(b1) {
                    let rest = t.ray(rc.dir, b1) & occ;
                    if !rest.is_empty() {
                        let b2 = first(rc.positive, rest);
                        if riders.has(b2) {
                            g.pin(i, b1);
                        }
                    }
                }
            }
            g.hoppers(t, p, rc, r, occ, own, theirs, &mut checks, &mut hopper_check);
        }
        g.checked = checks > 0;
        if checks > 1 || hopper_check {
            // Rare: test every candidate in full.
            g.full_from = t.all;
            if checks > 1 && hopper_check {
                g.evasion = t.all;
                g.loose = B::EMPTY;
            }
        }
        g.awkward = g.pinned | g.full_from | g.loose;
        g.free = !g.checked && g.awkward.is_empty() && g.full_to.is_empty();
        g
    }

    /// The ray check of line check `lc` whose ray from `r` holds `sq`, with its index.
    #[inline(always)]
    fn ray_towards<'t>(
        &self,
        t: &Tables<B>,
        plan: &'t AttackPlan<B>,
        lc: &LineCheck<B>,
        r: usize,
        sq: usize,
    ) -> (usize, &'t RayCheck<B>) {
        let [a, b] = lc.rays;
        let i = match plan.rays.get(a) {
            Some(rc) if t.ray(rc.dir, r).has(sq) => a,
            _ => b,
        };
        // `lc.rays` are indices into `plan.rays`, set when the plan was compiled.
        (i, &plan.rays[i])
    }

    /// What [`Self::hoppers`] finds along both rays of line check `lc` (whose hoppers all hop
    /// over one screen), read from the line tables: a hopper that is the first piece seen from
    /// the royal piece would give check through a piece arriving between; one past exactly one
    /// piece gives check; one past exactly two pins them.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn line_hoppers(
        &mut self,
        t: &Tables<B>,
        p: &Position<B>,
        plan: &AttackPlan<B>,
        lc: &LineCheck<B>,
        r: usize,
        occ: B,
        own: B,
        checks: &mut u32,
        hopper_check: &mut bool,
    ) {
        let theirs = occ & !own;
        let mut hoppers = B::EMPTY;
        for h in &lc.hoppers {
            if h.dest.has(r) {
                hoppers |= p.kinds[h.kind as usize] & theirs & h.from;
            }
        }
        hoppers &= t.lines.full(lc.line, r);
        if hoppers.is_empty() {
            return;
        }
        // Each way: `seen` up to and including the first piece, `over` past it up to and
        // including the second.
        let (seen, over) = t.lines.both(lc.line, r, occ);
        let first = seen & occ;
        for at in (seen & hoppers).squares() {
            let (_, rc) = self.ray_towards(t, plan, lc, r, at);
            self.full_to |= t.ray(rc.dir, r) & !t.ray(rc.dir, at) & !occ;
        }
        for at in (over & hoppers).squares() {
            let (_, rc) = self.ray_towards(t, plan, lc, r, at);
            let ray = t.ray(rc.dir, r);
            *checks += 1;
            *hopper_check = true;
            self.evasion &= ray & !t.ray(rc.dir, at);
            self.loose |= first & ray & own;
        }
        let second = over & occ;
        if second.is_empty() {
            return;
        }
        // With the first pieces taken off, the pieces past one more are the third each way.
        let (_, beyond) = t.lines.both(lc.line, r, occ & !first);
        for at in (beyond & occ & hoppers).squares() {
            let (_, rc) = self.ray_towards(t, plan, lc, r, at);
            self.full_from |= (first | second) & t.ray(rc.dir, r) & own;
        }
    }

    /// Looks along ray check `rc` from the royal piece on `r` for hoppers that check or pin.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn hoppers(
        &mut self,
        t: &Tables<B>,
        p: &Position<B>,
        rc: &RayCheck<B>,
        r: usize,
        occ: B,
        own: B,
        theirs: B,
        checks: &mut u32,
        hopper_check: &mut bool,
    ) {
        let g = self;
        let ray = t.ray(rc.dir, r);
        for h in &rc.hoppers {
            let hoppers = p.kinds[h.kind as usize] & theirs & h.from & ray;
            if hoppers.is_empty() || !h.dest.has(r) {
                continue;
            }
            // The pieces along the ray, in order: a hopper behind exactly `screens` of them
            // gives check, behind one more it pins them all, behind one fewer it would give
            // check through one more screen.
            let s = h.screens as usize;
            let mut at = r;
            let mut passed = B::EMPTY;
            for j in 0..=s + 1 {
                let blk = t.ray(rc.dir, at) & occ;
                if blk.is_empty() {
                    break;
                }
                at = first(rc.positive, blk);
                if hoppers.has(at) {
                    if j == s {
                        *checks += 1;
                        *hopper_check = true;
                        g.evasion &= ray & !t.ray(rc.dir, at);
                        g.loose |= passed & own;
                    } else if j == s + 1 {
                        g.full_from |= passed & own;
                    } else if j + 1 == s {
                        g.full_to |= ray & !t.ray(rc.dir, at) & !occ;
                    }
                }
                passed |= B::bit(at);
            }
        }
    }

    /// Pins the piece on `sq`, first along ray check `i`.
    fn pin(&mut self, i: usize, sq: usize) {
        let b = B::bit(sq);
        if i >= 64 || self.pinned.has(sq) {
            // Pinned twice (on overlapping lines): test in full.
            self.full_from |= b;
        } else {
            self.pin_rays |= 1 << i;
            self.pinned |= b;
        }
    }

    /// The line a piece pinned on `sq` must keep to: up to and including the pinning rider.
    #[inline]
    pub(crate) fn line(&self, t: &Tables<B>, p: &Position<B>, us: usize, sq: usize) -> B {
        let r = p.royal[us] as usize;
        let occ = p.occupied();
        let mut m = self.pin_rays;
        while m != 0 {
            let rc = &t.attack[1 - us].rays[m.trailing_zeros() as usize];
            m &= m - 1;
            let ray = t.ray(rc.dir, r);
            if ray.has(sq) && first(rc.positive, ray & occ) == sq {
                let b2 = first(rc.positive, t.ray(rc.dir, sq) & occ);
                return ray & !t.ray(rc.dir, b2);
            }
        }
        B::EMPTY
    }

    /// Sorts the targets of a non-royal piece on `from`: those legal as they stand, and those to
    /// be tested in full.
    #[inline(always)]
    pub(crate) fn sort(&self, t: &Tables<B>, p: &Position<B>, from: usize, targets: B) -> (B, B) {
        if !self.awkward.has(from) {
            let targets = targets & self.evasion;
            return (targets & !self.full_to, targets & self.full_to);
        }
        let targets = if self.loose.has(from) {
            targets
        } else {
            targets & self.evasion
        };
        if self.full_from.has(from) {
            return (B::EMPTY, targets);
        }
        let ok = if self.pinned.has(from) {
            targets & self.line(t, p, p.turn as usize, from)
        } else {
            targets
        };
        let test = ok & self.full_to;
        (ok & !self.full_to, test)
    }
}
