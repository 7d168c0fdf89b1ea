//! Move groups: the patterns of one kind that share their origin zone and special flags, merged
//! so that the targets of a piece are computed in one pass.
//!
//! The patterns are sorted by what their data allows: a rider whose reach is the whole ray from
//! every square is a slide and reads the board's rays; leapers without legs merge into one jump
//! table per mode. When every pattern of a group is a short step (leapers without legs, riders of
//! a bounded range) and there are few of them, the group also gets [`Shift`]s: the moves of all
//! its pieces at once, as shifts of the set of pieces.
//!
//! Each step keeps its mode as an index into the masks of squares it may end on, computed once
//! per position: see [`Allow`].

use trongtai_rulebook::game::Mode;

use super::shift::{disjoint, jump_shifts, ride_shift, Shift, MAX_SHIFTS};
use crate::bits::Bits;
use crate::tables::{Pattern, Shape, Tables};

/// Per mode ([`mode_index`]), the squares a move may end on: not the mover's own pieces, empty
/// squares, enemy pieces.
pub(crate) type Allow<B> = [B; 3];

/// The index of a mode in an [`Allow`].
fn mode_index(m: Mode) -> u8 {
    match m {
        Mode::Both => 0,
        Mode::MoveOnly => 1,
        Mode::CaptureOnly => 2,
    }
}

/// Riders without limit from any square and hoppers over one screen, along one line of the
/// [`Lines`](super::line::Lines) tables: one lookup gives both.
#[derive(Debug, Clone)]
pub(crate) struct LineUse<B> {
    line: usize,
    slide: Option<Part<B>>,
    hop: Option<Part<B>>,
}

/// The slides or the hops of a [`LineUse`].
#[derive(Debug, Clone)]
struct Part<B> {
    mode: u8,
    /// The directions of the line taken.
    dirs: Vec<usize>,
    /// When only one way of the line is taken: per square, the ray that way.
    one_way: Option<Vec<B>>,
}

impl<B: Bits> Part<B> {
    /// The squares of `x` (targets both ways from `from`) the way this part goes.
    #[inline(always)]
    fn way(&self, x: B, from: usize) -> B {
        match &self.one_way {
            Some(w) => x & w[from],
            None => x,
        }
    }
}

/// A rider with a limited range or a minimum distance.
#[derive(Debug, Clone)]
pub(crate) struct Ride<B> {
    dir: usize,
    positive: bool,
    mode: u8,
    reach: Vec<B>,
    allowed: Option<Vec<B>>,
}

/// Leapers without legs: the targets from each square.
#[derive(Debug, Clone)]
pub(crate) struct Jump<B> {
    mode: u8,
    targets: Vec<B>,
}

/// A leaper with legs: entries `(legs, targets)` between `start[sq]` and `start[sq + 1]`.
#[derive(Debug, Clone)]
pub(crate) struct Leap<B> {
    mode: u8,
    start: Vec<u32>,
    entries: Vec<(B, B)>,
}

/// A hopper along `dir` needing `screens` pieces before its target.
#[derive(Debug, Clone)]
pub(crate) struct Hop {
    dir: usize,
    positive: bool,
    screens: u8,
    mode: u8,
}

/// Patterns of one kind with the same origin squares and flags.
#[derive(Debug, Clone)]
pub(crate) struct Group<B> {
    /// The kind of piece.
    pub kind: u8,
    /// Whether that kind is royal.
    pub royal: bool,
    /// Squares it may stand on: where its moves may end.
    pub dest: B,
    /// Where it is promoted, and to what.
    pub promo: B,
    pub promotions: Vec<u8>,
    /// Squares the piece must stand on.
    pub from: B,
    pub en_passant: bool,
    pub passable: bool,
    /// Slides and hops over one screen, read from the line tables.
    lines: Vec<LineUse<B>>,
    rides: Vec<Ride<B>>,
    jumps: Vec<Jump<B>>,
    leaps: Vec<Leap<B>>,
    hops: Vec<Hop>,
    /// The same moves as shifts of the set of pieces, when the group allows it (else empty).
    pub shifts: Vec<Shift<B>>,
    /// For groups that capture en passant: per target, the squares that may reach it.
    pub origins: Vec<B>,
    /// The mode of every step, when they all have the same.
    mode: Option<u8>,
    /// Which path [`Self::reach`] takes.
    form: Form,
    /// With [`Form::Jump`], the targets of the group's one jump table from each square.
    jump: Vec<B>,
    /// With [`Form::Jump`], the squares the jump table reaches each square from.
    jump_from: Vec<B>,
}

/// The most lines a group of [`Form::Slides`] slides along.
const MAX_SLIDES: usize = 4;

/// How a group's targets are computed, chosen when it is compiled: the two common shapes get a
/// path of their own that reads no other list of the group.
#[derive(Debug, Clone, Copy)]
enum Form {
    /// Leaps without legs only, in one mode: one table.
    Jump { mode: u8 },
    /// Slides both ways along up to [`MAX_SLIDES`] lines (the first `n` of `lines`), in one mode.
    Slides { mode: u8, n: u8, lines: [u16; MAX_SLIDES] },
    /// Slides and hops over one screen both ways along up to [`MAX_SLIDES`] lines (the first
    /// `n` of `lines`), the slides in mode `slide` and the hops in mode `hop`.
    SlideHops {
        slide: u8,
        hop: u8,
        n: u8,
        lines: [u16; MAX_SLIDES],
    },
    /// One leaper with legs, in one mode.
    Leap { mode: u8 },
    /// Anything else: every list of the group in turn.
    Lists,
}

/// Groups the patterns of kind `k` for `side`.
pub(crate) fn compile<B: Bits>(t: &Tables<B>, side: usize, k: usize) -> Vec<Group<B>> {
    let n = t.geo.len();
    let patterns: &[Pattern<B>] = &t.patterns[side][k];
    let mut groups: Vec<Group<B>> = Vec::new();
    let mut short: Vec<Option<Vec<Shift<B>>>> = Vec::new();
    for p in patterns {
        let passable = p.passable.is_some();
        let mode = mode_index(p.mode);
        let idx = match groups
            .iter()
            .position(|g| g.from == p.from && g.en_passant == p.en_passant && g.passable == passable)
        {
            Some(i) => i,
            None => {
                groups.push(Group {
                    kind: k as u8,
                    royal: t.kinds[k].royal,
                    dest: t.dest[side][k],
                    promo: t.promo[side][k],
                    promotions: t.kinds[k].promotions.clone(),
                    from: p.from,
                    en_passant: p.en_passant,
                    passable,
                    lines: Vec::new(),
                    rides: Vec::new(),
                    jumps: Vec::new(),
                    leaps: Vec::new(),
                    hops: Vec::new(),
                    shifts: Vec::new(),
                    origins: Vec::new(),
                    mode: Some(mode),
                    form: Form::Lists,
                    jump: Vec::new(),
                    jump_from: Vec::new(),
                });
                short.push(Some(Vec::new()));
                groups.len() - 1
            }
        };
        let (g, sh) = (&mut groups[idx], &mut short[idx]);
        if g.mode != Some(mode) {
            g.mode = None;
        }
        match &p.shape {
            Shape::Ride { dir, reach, allowed } => {
                let positive = t.dir_positive[*dir];
                let line = if allowed.is_none() && t.is_slide(*dir, reach) {
                    t.lines.line_of(*dir)
                } else {
                    None
                };
                if let Some(line) = line {
                    add_line(g, line, false, mode, *dir);
                    *sh = None;
                } else if allowed.is_none() && reach.iter().all(|r| r.count() <= 1) {
                    // One step at most: nothing can block it, a leaper in effect.
                    add_jump(t, g, sh, reach.clone(), mode);
                } else {
                    let shift = ride_shift(t, *dir, reach, allowed.as_deref(), mode);
                    match (sh.as_mut(), shift) {
                        (Some(list), Some(s)) => list.push(s),
                        _ => *sh = None,
                    }
                    g.rides.push(Ride {
                        dir: *dir,
                        positive,
                        mode,
                        reach: reach.clone(),
                        allowed: allowed.clone(),
                    });
                }
            }
            Shape::Leap { start, entries } => {
                if entries.iter().all(|(legs, _)| legs.is_empty()) {
                    let mut targets = vec![B::EMPTY; n];
                    for (sq, out) in targets.iter_mut().enumerate() {
                        for &(_, to) in &entries[start[sq] as usize..start[sq + 1] as usize] {
                            *out |= to;
                        }
                    }
                    add_jump(t, g, sh, targets, mode);
                } else {
                    *sh = None;
                    g.leaps.push(Leap {
                        mode,
                        start: start.clone(),
                        entries: entries.clone(),
                    });
                }
            }
            Shape::Hop { dir, screens } => {
                *sh = None;
                if let Some(line) = t.lines.line_of(*dir).filter(|_| *screens == 1 && t.lines.has_hop()) {
                    add_line(g, line, true, mode, *dir);
                    continue;
                }
                g.hops.push(Hop {
                    dir: *dir,
                    positive: t.dir_positive[*dir],
                    screens: *screens,
                    mode,
                });
            }
        }
    }
    for (g, sh) in groups.iter_mut().zip(short) {
        for u in &mut g.lines {
            for part in [&mut u.slide, &mut u.hop].into_iter().flatten() {
                if let [d] = part.dirs[..] {
                    part.one_way = Some((0..n).map(|sq| t.ray(d, sq)).collect());
                }
            }
        }
        if let Some(list) = sh.filter(|l| l.len() <= MAX_SHIFTS && disjoint(l)) {
            g.shifts = list;
        }
        g.form = form(g);
        if matches!(g.form, Form::Jump { .. }) {
            g.jump = g.jumps.iter().flat_map(|j| j.targets.iter().copied()).collect();
            let mut from = vec![B::EMPTY; n];
            for (sq, targets) in g.jump.iter().enumerate() {
                for to in targets.squares() {
                    from[to] |= B::bit(sq);
                }
            }
            g.jump_from = from;
        }
        if g.en_passant {
            let mut origins = vec![B::EMPTY; n];
            for from in g.from.squares() {
                for to in g.unblocked(t, from).squares() {
                    origins[to] |= B::bit(from);
                }
            }
            g.origins = origins;
        }
    }
    groups
}

/// The path a group's targets may take: see [`Form`].
fn form<B>(g: &Group<B>) -> Form {
    if g.rides.is_empty() && g.hops.is_empty() && g.jumps.is_empty() && g.lines.is_empty() {
        if let (Some(mode), [_]) = (g.mode, &g.leaps[..]) {
            return Form::Leap { mode };
        }
    }
    if let Some(f) = slide_hops(g) {
        return f;
    }
    let Some(mode) = g.mode else {
        return Form::Lists;
    };
    if !(g.rides.is_empty() && g.leaps.is_empty() && g.hops.is_empty()) {
        return Form::Lists;
    }
    if g.lines.is_empty() && g.jumps.len() == 1 {
        return Form::Jump { mode };
    }
    let mut lines = [0u16; MAX_SLIDES];
    if !g.jumps.is_empty() || g.lines.len() > MAX_SLIDES {
        return Form::Lists;
    }
    for (slot, u) in lines.iter_mut().zip(&g.lines) {
        let both_ways = u.slide.as_ref().is_some_and(|p| p.one_way.is_none());
        match u16::try_from(u.line) {
            Ok(l) if both_ways && u.hop.is_none() => *slot = l,
            _ => return Form::Lists,
        }
    }
    Form::Slides {
        mode,
        // At most `MAX_SLIDES`, checked above.
        n: g.lines.len() as u8,
        lines,
    }
}

/// [`Form::SlideHops`], if the group is only that.
fn slide_hops<B>(g: &Group<B>) -> Option<Form> {
    if !(g.rides.is_empty() && g.leaps.is_empty() && g.hops.is_empty() && g.jumps.is_empty()) {
        return None;
    }
    if g.lines.is_empty() || g.lines.len() > MAX_SLIDES {
        return None;
    }
    let mut lines = [0u16; MAX_SLIDES];
    let mut modes: Option<(u8, u8)> = None;
    for (slot, u) in lines.iter_mut().zip(&g.lines) {
        let (Some(s), Some(h)) = (&u.slide, &u.hop) else {
            return None;
        };
        if s.one_way.is_some() || h.one_way.is_some() || modes.is_some_and(|m| m != (s.mode, h.mode)) {
            return None;
        }
        modes = Some((s.mode, h.mode));
        *slot = u16::try_from(u.line).ok()?;
    }
    let (slide, hop) = modes?;
    Some(Form::SlideHops {
        slide,
        hop,
        // At most `MAX_SLIDES`, checked above.
        n: g.lines.len() as u8,
        lines,
    })
}

/// The slides, or with `hop` the hops, of a [`LineUse`].
fn part<B>(u: &mut LineUse<B>, hop: bool) -> &mut Option<Part<B>> {
    if hop {
        &mut u.hop
    } else {
        &mut u.slide
    }
}

/// Adds a slide (or a hop over one screen) in direction `dir` along line `line` to a group.
fn add_line<B: Bits>(g: &mut Group<B>, line: usize, hop: bool, mode: u8, dir: usize) {
    for u in g.lines.iter_mut().filter(|u| u.line == line) {
        match part(u, hop) {
            Some(p) if p.mode == mode => {
                if !p.dirs.contains(&dir) {
                    p.dirs.push(dir);
                }
                return;
            }
            Some(_) => {}
            empty @ None => {
                *empty = Some(Part {
                    mode,
                    dirs: vec![dir],
                    one_way: None,
                });
                return;
            }
        }
    }
    let mut u = LineUse {
        line,
        slide: None,
        hop: None,
    };
    *part(&mut u, hop) = Some(Part {
        mode,
        dirs: vec![dir],
        one_way: None,
    });
    g.lines.push(u);
}

/// Adds leaps without legs to a group (and their shifts to `sh`, while it is short).
fn add_jump<B: Bits>(t: &Tables<B>, g: &mut Group<B>, sh: &mut Option<Vec<Shift<B>>>, targets: Vec<B>, mode: u8) {
    match (sh.as_mut(), jump_shifts(t, &targets, mode)) {
        (Some(list), Some(s)) => list.extend(s),
        _ => *sh = None,
    }
    match g.jumps.iter_mut().find(|j| j.mode == mode) {
        Some(old) => old.targets.iter_mut().zip(targets).for_each(|(o, x)| *o |= x),
        None => g.jumps.push(Jump { mode, targets }),
    }
}

/// The squares of `r` (a ray from some square in direction `dir`) up to and including the first
/// piece of `occ`.
#[inline(always)]
pub(crate) fn slide<B: Bits>(t: &Tables<B>, dir: usize, positive: bool, r: B, occ: B) -> B {
    let blk = r & occ;
    if blk.is_empty() {
        r
    } else {
        r & !t.ray(dir, first(positive, blk))
    }
}

/// The first square of a non-empty set seen from the start of a ray.
#[inline(always)]
pub(crate) fn first<B: Bits>(positive: bool, blockers: B) -> usize {
    if positive {
        blockers.lowest()
    } else {
        blockers.highest()
    }
}

impl<B: Bits> Group<B> {
    /// Every square the group may reach from `from` on some board: a superset of [`Self::reach`].
    fn unblocked(&self, t: &Tables<B>, from: usize) -> B {
        let mut out = B::EMPTY;
        for j in &self.jumps {
            out |= j.targets[from];
        }
        for u in &self.lines {
            for part in [&u.slide, &u.hop].into_iter().flatten() {
                for &d in &part.dirs {
                    out |= t.ray(d, from);
                }
            }
        }
        for r in &self.rides {
            out |= r.reach[from];
        }
        for l in &self.leaps {
            for &(_, targets) in &l.entries[l.start[from] as usize..l.start[from + 1] as usize] {
                out |= targets;
            }
        }
        for h in &self.hops {
            out |= t.ray(h.dir, from);
        }
        out
    }

    /// The squares from which the group reaches `to` and may end there (the squares `s` with
    /// `self.reach(t, s, occ, allow).has(to)`), where the group's form tells them at once: a
    /// jump table read backwards, or slides and hops along lines, which reach `to` from `s`
    /// exactly when they reach `s` from `to` (the squares between are the same). `None` for
    /// the other forms.
    #[inline(always)]
    pub(crate) fn reached_from(&self, t: &Tables<B>, to: usize, occ: B, allow: &Allow<B>) -> Option<B> {
        let to_b = B::bit(to);
        let allowed = |mode: u8| !(allow[mode as usize] & to_b).is_empty();
        match self.form {
            Form::Jump { mode } => Some(if allowed(mode) {
                self.jump_from.get(to).copied().unwrap_or(B::EMPTY)
            } else {
                B::EMPTY
            }),
            Form::Slides { mode, n, lines } => {
                let mut out = B::EMPTY;
                if allowed(mode) {
                    for &l in lines.iter().take(n as usize) {
                        out |= t.lines.slide(l as usize, to, occ);
                    }
                }
                Some(out)
            }
            Form::SlideHops { slide, hop, n, lines } => {
                let (slides, hops) = (allowed(slide), allowed(hop));
                let mut out = B::EMPTY;
                if slides || hops {
                    for &l in lines.iter().take(n as usize) {
                        let (a, b) = t.lines.both(l as usize, to, occ);
                        if slides {
                            out |= a;
                        }
                        if hops {
                            out |= b;
                        }
                    }
                }
                Some(out)
            }
            Form::Leap { .. } | Form::Lists => None,
        }
    }

    /// The squares the group reaches from `from` and may end on, by the mode of each step.
    #[inline(always)]
    pub(crate) fn reach(&self, t: &Tables<B>, from: usize, occ: B, allow: &Allow<B>) -> B {
        match self.form {
            Form::Jump { mode } => self.jump.get(from).copied().unwrap_or(B::EMPTY) & allow[mode as usize],
            Form::Slides { mode, n, lines } => {
                let mut out = B::EMPTY;
                for &l in lines.iter().take(n as usize) {
                    out |= t.lines.slide(l as usize, from, occ);
                }
                out & allow[mode as usize]
            }
            Form::SlideHops { slide, hop, n, lines } => {
                let (mut s, mut h) = (B::EMPTY, B::EMPTY);
                for &l in lines.iter().take(n as usize) {
                    let (a, b) = t.lines.both(l as usize, from, occ);
                    s |= a;
                    h |= b;
                }
                (s & allow[slide as usize]) | (h & allow[hop as usize])
            }
            Form::Leap { mode } => {
                let mut out = B::EMPTY;
                if let Some(l) = self.leaps.first() {
                    for &(legs, targets) in &l.entries[l.start[from] as usize..l.start[from + 1] as usize] {
                        if (legs & occ).is_empty() {
                            out |= targets;
                        }
                    }
                }
                out & allow[mode as usize]
            }
            Form::Lists => match self.mode {
                Some(m) => self.steps::<false>(t, from, occ, allow) & allow[m as usize],
                None => self.steps::<true>(t, from, occ, allow),
            },
        }
    }

    /// The squares the steps reach from `from`; with `MIXED`, each cut to where its mode allows.
    #[inline(always)]
    fn steps<const MIXED: bool>(&self, t: &Tables<B>, from: usize, occ: B, allow: &Allow<B>) -> B {
        let cut = |x: B, mode: u8| if MIXED { x & allow[mode as usize] } else { x };
        let mut out = B::EMPTY;
        for j in &self.jumps {
            out |= cut(j.targets[from], j.mode);
        }
        for u in &self.lines {
            match (&u.slide, &u.hop) {
                (Some(s), None) => out |= cut(s.way(t.lines.slide(u.line, from, occ), from), s.mode),
                (slide, hop) => {
                    let (s, h) = t.lines.both(u.line, from, occ);
                    if let Some(p) = slide {
                        out |= cut(p.way(s, from), p.mode);
                    }
                    if let Some(p) = hop {
                        out |= cut(p.way(h, from), p.mode);
                    }
                }
            }
        }
        for r in &self.rides {
            let s = slide(t, r.dir, r.positive, r.reach[from], occ);
            let s = match &r.allowed {
                Some(a) => s & a[from],
                None => s,
            };
            out |= cut(s, r.mode);
        }
        for l in &self.leaps {
            let mut m = B::EMPTY;
            for &(legs, targets) in &l.entries[l.start[from] as usize..l.start[from + 1] as usize] {
                if (legs & occ).is_empty() {
                    m |= targets;
                }
            }
            out |= cut(m, l.mode);
        }
        for h in &self.hops {
            out |= cut(hop(t, h, from, occ), h.mode);
        }
        out
    }
}

/// The squares a hopper reaches from `from`: beyond its screens, up to and including the first
/// piece.
#[inline(always)]
fn hop<B: Bits>(t: &Tables<B>, h: &Hop, from: usize, occ: B) -> B {
    let mut s = from;
    for _ in 0..h.screens {
        let blk = t.ray(h.dir, s) & occ;
        if blk.is_empty() {
            return B::EMPTY;
        }
        s = first(h.positive, blk);
    }
    slide(t, h.dir, h.positive, t.ray(h.dir, s), occ)
}
