//! Attack detection: whether a square is attacked, from reverse tables compiled per side.
//!
//! For each direction seen from the attacked square, a [`RayCheck`] lists who can attack along
//! it. Kinds that attack from any distance without conditions (an unlimited rider free to move
//! anywhere, or a royal piece that may not face the other) are grouped in a kind mask whose
//! pieces are gathered once per position in a [`Foe`]; the others keep per-square tables of the
//! squares they attack from. Leapers without legs reduce to one table of origins per kind.

use trongtai_rulebook::game::Mode;

use super::group::first;
use crate::bits::Bits;
use crate::position::Position;
use crate::tables::{Shape, Tables};

/// The most distinct masks of free attackers a side may have; beyond, kinds become [`Bound`].
pub(crate) const MAX_GROUPS: usize = 8;

/// A rider that attacks along a ray only from some squares (a limited range, zones).
#[derive(Debug, Clone)]
pub(crate) struct Bound<B> {
    pub kind: u8,
    /// For each attacked square, the squares of the ray the kind attacks it from when unblocked.
    pub rev: Vec<B>,
}

/// A hopper attacking along a ray.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Hopper<B> {
    pub kind: u8,
    pub screens: u8,
    /// Squares it may hop from.
    pub from: B,
    /// Squares it may capture on.
    pub dest: B,
}

/// A check along one ray from the attacked square.
#[derive(Debug, Clone)]
pub(crate) struct RayCheck<B> {
    /// The direction from the attacked square towards the attacker.
    pub dir: usize,
    pub positive: bool,
    /// Index of the mask of free attackers in [`AttackPlan::groups`].
    pub group: usize,
    pub bound: Vec<Bound<B>>,
    pub hoppers: Vec<Hopper<B>>,
}

/// The checks along both ways of a line of the [`Lines`](super::line::Lines) tables, when
/// they are alike: free attackers of one group, hoppers over one screen, nothing else.
#[derive(Debug, Clone)]
pub(crate) struct LineCheck<B> {
    pub line: usize,
    /// The two ray checks it stands for, by index into [`AttackPlan::rays`].
    pub rays: [usize; 2],
    /// Index of the mask of free attackers in [`AttackPlan::groups`].
    pub group: usize,
    pub hoppers: Vec<Hopper<B>>,
}

/// Leapers with legs: for each target square, entries `(legs, origins)`.
#[derive(Debug, Clone)]
pub(crate) struct Legged<B> {
    pub kind: u8,
    pub start: Vec<u32>,
    pub entries: Vec<(B, B)>,
    /// For each target square, the origins of all its entries: where no attacker stands on
    /// one, the entries need not be read.
    pub origins: Vec<B>,
}

/// How one side attacks a square.
#[derive(Debug, Clone, Default)]
pub(crate) struct AttackPlan<B> {
    /// Distinct masks of kinds attacking from any distance, indexed by [`RayCheck::group`].
    pub groups: Vec<u8>,
    pub rays: Vec<RayCheck<B>>,
    /// The ray checks taken two by two along lines, for [`attacked`].
    pub lines: Vec<LineCheck<B>>,
    /// The ray checks (by index) that [`Self::lines`] does not cover.
    pub rest: Vec<usize>,
    /// Per square, the whole line of each of [`Self::lines`] through it, side by side
    /// (`line_rows[sq * lines.len() + i]`): what [`attacked`] reads, in one place.
    pub line_rows: Vec<B>,
    /// Per square, every line of [`Self::lines`] through it, when none of them has hoppers
    /// (else empty): a square with no free attacker on any is attacked along none.
    pub line_any: Vec<B>,
    /// Leapers without legs, read through [`Self::plain_at`]: per square, the origins
    /// attacking it of each kind of `plain_kinds`, side by side
    /// (`plain_rows[sq * plain_kinds.len() + i]`).
    pub plain_rows: Vec<B>,
    pub plain_kinds: Vec<u8>,
    pub legged: Vec<Legged<B>>,
    /// For each square, the squares whose emptying may let [`attacked`] find an attacker of it
    /// it did not find before: every ray looked along from it, and the legs of the leapers
    /// reaching it. Pieces leaving other squares change nothing there (the leapers without legs
    /// read no occupancy).
    pub opened: Vec<B>,
    /// For each square, the squares whose filling may do so: the rays of its hoppers (filling a
    /// square only blocks riders and legs, but may give a hopper its screen).
    pub screened: Vec<B>,
}

impl<B: Bits> AttackPlan<B> {
    /// Compiles how side `by` attacks, from its patterns. `opposite[d]` is the direction
    /// opposite to `d`; `facing` lists directions along which the royal pieces may not face.
    pub(crate) fn compile(t: &Tables<B>, by: usize, opposite: &[usize], facing: &[usize]) -> Self {
        let n = t.geo.len();
        let mut rays: Vec<(RayCheck<B>, u8)> = Vec::new();
        let mut plain: Vec<(u8, Vec<B>)> = Vec::new();
        let mut legged = Vec::new();
        let ray_at = |rays: &mut Vec<(RayCheck<B>, u8)>, dir: usize| -> usize {
            if let Some(i) = rays.iter().position(|(r, _)| r.dir == dir) {
                return i;
            }
            rays.push((
                RayCheck {
                    dir,
                    positive: t.dir_positive[dir],
                    group: 0,
                    bound: Vec::new(),
                    hoppers: Vec::new(),
                },
                0,
            ));
            rays.len() - 1
        };
        for (k, list) in t.patterns[by].iter().enumerate() {
            let dest = t.dest[by][k];
            for p in list {
                if p.mode == Mode::MoveOnly {
                    continue;
                }
                match &p.shape {
                    Shape::Ride { dir, reach, allowed } => {
                        let back = opposite[*dir];
                        let i = ray_at(&mut rays, back);
                        let free = p.from == t.all
                            && dest == t.all
                            && allowed.is_none()
                            && (0..n).all(|sq| reach[sq] == t.ray(*dir, sq));
                        if free {
                            rays[i].1 |= 1 << k;
                            continue;
                        }
                        let mut rev = vec![B::EMPTY; n];
                        for (sq, r) in rev.iter_mut().enumerate() {
                            if !dest.has(sq) {
                                continue;
                            }
                            for b in (t.ray(back, sq) & p.from).squares() {
                                let mut out = reach[b];
                                if let Some(a) = allowed {
                                    out &= a[b];
                                }
                                if out.has(sq) {
                                    *r |= B::bit(b);
                                }
                            }
                        }
                        // Attacking only from the nearest square, nothing can stand between:
                        // a leaper in effect.
                        let near = |sq: usize| {
                            let ray = t.ray(back, sq);
                            if ray.is_empty() {
                                B::EMPTY
                            } else {
                                B::bit(first(t.dir_positive[back], ray))
                            }
                        };
                        if (0..n).all(|sq| (rev[sq] & !near(sq)).is_empty()) {
                            add_plain(&mut plain, k as u8, rev);
                        } else {
                            add_bound(&mut rays[i].0.bound, k as u8, rev);
                        }
                    }
                    Shape::Hop { dir, screens } => {
                        let i = ray_at(&mut rays, opposite[*dir]);
                        rays[i].0.hoppers.push(Hopper {
                            kind: k as u8,
                            screens: *screens,
                            from: p.from,
                            dest,
                        });
                    }
                    Shape::Leap { start, entries } => {
                        // Reverse: for each target, the origins (grouped by legs).
                        let mut rev: Vec<Vec<(B, B)>> = vec![Vec::new(); n];
                        for from in p.from.squares() {
                            for &(legs, targets) in &entries[start[from] as usize..start[from + 1] as usize] {
                                for to in (targets & dest).squares() {
                                    match rev[to].iter_mut().find(|(l, _)| *l == legs) {
                                        Some(e) => e.1 |= B::bit(from),
                                        None => rev[to].push((legs, B::bit(from))),
                                    }
                                }
                            }
                        }
                        if rev.iter().flatten().all(|(legs, _)| legs.is_empty()) {
                            let origins: Vec<B> = rev
                                .iter()
                                .map(|e| e.iter().fold(B::EMPTY, |acc, &(_, o)| acc | o))
                                .collect();
                            add_plain(&mut plain, k as u8, origins);
                            continue;
                        }
                        let mut start = Vec::with_capacity(n + 1);
                        let mut flat = Vec::new();
                        for r in rev {
                            start.push(flat.len() as u32);
                            flat.extend(r);
                        }
                        start.push(flat.len() as u32);
                        let origins = start
                            .windows(2)
                            .map(|w| {
                                flat[w[0] as usize..w[1] as usize]
                                    .iter()
                                    .fold(B::EMPTY, |acc, &(_, o)| acc | o)
                            })
                            .collect();
                        legged.push(Legged {
                            kind: k as u8,
                            start,
                            entries: flat,
                            origins,
                        });
                    }
                }
            }
        }
        let royals = t
            .kinds
            .iter()
            .enumerate()
            .filter(|(_, kd)| kd.royal)
            .fold(0u8, |m, (k, _)| m | 1 << k);
        for &d in facing {
            let i = ray_at(&mut rays, d);
            rays[i].1 |= royals;
        }
        // Only squares a royal piece of the other side may stand on or cross are ever asked
        // about: attackers that can reach none of them are left out.
        let mut watched = t.castles.iter().fold(B::EMPTY, |m, c| m | c.safe);
        for (k, kd) in t.kinds.iter().enumerate() {
            if kd.royal {
                watched |= t.dest[1 - by][k];
            }
        }
        let reaches = |table: &[B]| watched.squares().any(|sq| !table[sq].is_empty());
        plain.retain(|(_, origins)| reaches(origins));
        legged.retain(|l: &Legged<B>| watched.squares().any(|sq| l.start[sq] < l.start[sq + 1]));
        for (rc, _) in &mut rays {
            rc.bound.retain(|b| reaches(&b.rev));
            rc.hoppers.retain(|h| !(h.dest & watched).is_empty());
        }
        rays.retain(|(rc, free)| *free != 0 || !rc.bound.is_empty() || !rc.hoppers.is_empty());
        // Group 0 is kept for "no free attacker", the fallback once the table is full.
        let mut groups: Vec<u8> = vec![0];
        let mut out = Vec::with_capacity(rays.len());
        for (mut rc, free) in rays {
            // Bound entries of kinds that are free along the same ray add nothing.
            rc.bound.retain(|b| free & (1 << b.kind) == 0);
            rc.group = match groups.iter().position(|&g| g == free) {
                Some(g) => g,
                None if groups.len() < MAX_GROUPS => {
                    groups.push(free);
                    groups.len() - 1
                }
                None => {
                    for k in (0..8u8).filter(|k| free & (1 << k) != 0) {
                        let rev = (0..n).map(|sq| t.ray(rc.dir, sq)).collect();
                        add_bound(&mut rc.bound, k, rev);
                    }
                    0
                }
            };
            out.push(rc);
        }
        let (lines, rest) = line_checks(t, &out);
        let opened = (0..n)
            .map(|sq| {
                let mut m = out.iter().fold(B::EMPTY, |m, rc| m | t.ray(rc.dir, sq));
                m = lines.iter().fold(m, |m, lc| m | t.lines.full(lc.line, sq));
                for l in &legged {
                    let (a, b) = (l.start[sq] as usize, l.start[sq + 1] as usize);
                    m = l.entries[a..b].iter().fold(m, |m, &(legs, _)| m | legs);
                }
                m
            })
            .collect();
        let screened = (0..n)
            .map(|sq| {
                let m = out
                    .iter()
                    .filter(|rc| !rc.hoppers.is_empty())
                    .fold(B::EMPTY, |m, rc| m | t.ray(rc.dir, sq));
                lines
                    .iter()
                    .filter(|lc| !lc.hoppers.is_empty())
                    .fold(m, |m, lc| m | t.lines.full(lc.line, sq))
            })
            .collect();
        let line_rows = (0..n)
            .flat_map(|sq| lines.iter().map(move |lc: &LineCheck<B>| t.lines.full(lc.line, sq)))
            .collect();
        let line_any = if lines.iter().all(|lc| lc.hoppers.is_empty()) {
            (0..n)
                .map(|sq| lines.iter().fold(B::EMPTY, |m, lc| m | t.lines.full(lc.line, sq)))
                .collect()
        } else {
            Vec::new()
        };
        let plain_rows = (0..n)
            .flat_map(|sq| plain.iter().map(move |(_, origins): &(u8, Vec<B>)| origins[sq]))
            .collect();
        let plain_kinds = plain.iter().map(|(k, _)| *k).collect();
        AttackPlan {
            groups,
            rays: out,
            line_rows,
            line_any,
            plain_rows,
            plain_kinds,
            lines,
            rest,
            legged,
            opened,
            screened,
        }
    }
}

impl<B: Bits> AttackPlan<B> {
    /// The leapers without legs attacking `sq`: each kind with the squares it attacks `sq` from.
    #[inline(always)]
    pub(crate) fn plain_at(&self, sq: usize) -> impl Iterator<Item = (u8, B)> + '_ {
        let n = self.plain_kinds.len();
        let row = self.plain_rows.get(sq * n..sq * n + n).unwrap_or_default();
        row.iter().zip(&self.plain_kinds).map(|(&origins, &k)| (k, origins))
    }
}

/// Pairs the ray checks that look both ways along a line of the line tables and are alike, so
/// that one lookup answers both; the indices of the others are returned apart.
fn line_checks<B: Bits>(t: &Tables<B>, rays: &[RayCheck<B>]) -> (Vec<LineCheck<B>>, Vec<usize>) {
    let mut lines = Vec::new();
    let mut paired = vec![false; rays.len()];
    for (i, a) in rays.iter().enumerate() {
        if paired[i] {
            continue;
        }
        let Some(line) = t.lines.line_of(a.dir) else {
            continue;
        };
        let [d, o] = t.lines.dirs[line];
        let other = if a.dir == d { o } else { d };
        let Some(j) = rays.iter().position(|b| b.dir == other) else {
            continue;
        };
        let b = &rays[j];
        let simple = |r: &RayCheck<B>| r.bound.is_empty() && r.hoppers.iter().all(|h| h.screens == 1);
        if paired[j] || !simple(a) || !simple(b) || a.group != b.group || a.hoppers != b.hoppers {
            continue;
        }
        if !a.hoppers.is_empty() && !t.lines.has_hop() {
            continue;
        }
        paired[i] = true;
        paired[j] = true;
        lines.push(LineCheck {
            line,
            rays: [i, j],
            group: a.group,
            hoppers: a.hoppers.clone(),
        });
    }
    let rest = (0..rays.len()).filter(|&i| !paired[i]).collect();
    (lines, rest)
}

fn add_plain<B: Bits>(plain: &mut Vec<(u8, Vec<B>)>, kind: u8, origins: Vec<B>) {
    match plain.iter_mut().find(|(k, _)| *k == kind) {
        Some((_, old)) => old.iter_mut().zip(origins).for_each(|(o, x)| *o |= x),
        None => plain.push((kind, origins)),
    }
}

fn add_bound<B: Bits>(bound: &mut Vec<Bound<B>>, kind: u8, rev: Vec<B>) {
    match bound.iter_mut().find(|b| b.kind == kind) {
        Some(b) => b.rev.iter_mut().zip(rev).for_each(|(o, x)| *o |= x),
        None => bound.push(Bound { kind, rev }),
    }
}

/// The pieces of the attacking side in one position, gathered once for many attack tests.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Foe<B> {
    /// The attacking side.
    pub by: usize,
    /// Its pieces.
    pub theirs: B,
    /// Its pieces of each group of free attackers.
    pub free: [B; MAX_GROUPS],
    /// Its pieces of any group.
    pub free_any: B,
}

impl<B: Bits> Foe<B> {
    /// The pieces of side `by` as attackers.
    #[inline(always)]
    pub(crate) fn new(t: &Tables<B>, p: &Position<B>, by: usize) -> Self {
        let theirs = p.sides[by];
        let mut free = [B::EMPTY; MAX_GROUPS];
        let mut free_any = B::EMPTY;
        for (f, &mask) in free.iter_mut().zip(&t.attack[by].groups) {
            let mut m = mask;
            let mut bb = B::EMPTY;
            while m != 0 {
                bb |= p.kinds[m.trailing_zeros() as usize];
                m &= m - 1;
            }
            *f = bb & theirs;
            free_any |= *f;
        }
        Foe {
            by,
            theirs,
            free,
            free_any,
        }
    }

    /// The enemy riders attacking `sq` along `rc` when nothing stands between.
    #[inline(always)]
    pub(crate) fn riders(&self, p: &Position<B>, rc: &RayCheck<B>, sq: usize) -> B {
        let mut out = self.free[rc.group];
        for b in &rc.bound {
            out |= p.kinds[b.kind as usize] & self.theirs & b.rev[sq];
        }
        out
    }
}

/// Whether `sq` is attacked by `foe`, with occupancy `occ` and its pieces on `exclude` taken off
/// the board.
#[inline]
pub(crate) fn attacked<B: Bits>(t: &Tables<B>, p: &Position<B>, foe: &Foe<B>, sq: usize, occ: B, exclude: B) -> bool {
    let plan = &t.attack[foe.by];
    let theirs = foe.theirs & !exclude;
    for (k, origins) in plan.plain_at(sq) {
        if !(origins & p.kinds[k as usize] & theirs).is_empty() {
            return true;
        }
    }
    for lc in &plan.legged {
        let att = p.kinds[lc.kind as usize] & theirs & lc.origins[sq];
        if att.is_empty() {
            continue;
        }
        for &(legs, froms) in &lc.entries[lc.start[sq] as usize..lc.start[sq + 1] as usize] {
            if !(froms & att).is_empty() && (legs & occ).is_empty() {
                return true;
            }
        }
    }
    // No free attacker on any line through the square (and no hopper): no line is looked at.
    let lines = match plan.line_any.get(sq) {
        Some(&any) if (foe.free_any & theirs & any).is_empty() => &[],
        _ => &plan.lines[..],
    };
    let nl = plan.lines.len();
    let fulls = plan.line_rows.get(sq * nl..sq * nl + nl).unwrap_or_default();
    for (lc, &full) in lines.iter().zip(fulls) {
        let free = foe.free[lc.group] & theirs & full;
        let mut hoppers = B::EMPTY;
        for h in &lc.hoppers {
            if h.dest.has(sq) {
                hoppers |= p.kinds[h.kind as usize] & theirs & h.from;
            }
        }
        // No attacker anywhere on the line: no lookup.
        hoppers &= full;
        if hoppers.is_empty() {
            if !free.is_empty() && !(t.lines.slide(lc.line, sq, occ) & free).is_empty() {
                return true;
            }
        } else {
            let (s, h) = t.lines.both(lc.line, sq, occ);
            if !(s & free).is_empty() || !(h & hoppers).is_empty() {
                return true;
            }
        }
    }
    for rc in plan.rest.iter().filter_map(|&i| plan.rays.get(i)) {
        let ray = t.ray(rc.dir, sq);
        let riders = foe.riders(p, rc, sq) & theirs & ray;
        if !riders.is_empty() && riders.has(first(rc.positive, ray & occ)) {
            return true;
        }
        for h in &rc.hoppers {
            let hoppers = p.kinds[h.kind as usize] & theirs & h.from & ray;
            if hoppers.is_empty() || !h.dest.has(sq) {
                continue;
            }
            // Walk out from the target: `screens` pieces, then the hopper itself.
            let mut s = sq;
            let mut found = true;
            for _ in 0..=h.screens {
                let blk = t.ray(rc.dir, s) & occ;
                if blk.is_empty() {
                    found = false;
                    break;
                }
                s = first(rc.positive, blk);
            }
            if found && hoppers.has(s) {
                return true;
            }
        }
    }
    false
}

/// Whether `sq` is attacked by side `by` in `p` as it stands.
pub(crate) fn attacked_by<B: Bits>(t: &Tables<B>, p: &Position<B>, sq: usize, by: usize) -> bool {
    attacked(t, p, &Foe::new(t, p, by), sq, p.occupied(), B::EMPTY)
}
