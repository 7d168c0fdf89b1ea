//! The static part of the analysis: which pieces can never move again, where every other piece
//! can ever go, and what each side can ever attack.
//!
//! Everything here over-approximates what a series of legal moves can do, so that an empty
//! intersection is a proof:
//!
//! * A set `F` of *frozen* pieces is assumed never to move nor to be captured. Under that
//!   assumption each other piece's *region* (the squares, per kind it may become by promotion,
//!   it can ever stand on) is the closure of its moves on a board where only the frozen pieces
//!   stand ([`steps`] with `occ` = the frozen pieces): other pieces may always have moved away,
//!   so they never block. A capture-only move may land wherever an enemy non-royal piece may
//!   ever stand (its region, or a square it passed over for en passant). Royal pieces are never
//!   frozen; their region also leaves out squares an enemy frozen piece attacks whatever stands
//!   between (see `guard`), since a royal piece may never move into check.
//! * `F` is then checked: a frozen piece that has a move to a square that is not frozen, a
//!   capture of a piece that may stand there, or that an enemy piece may attack from its region
//!   (the enemy royal only where no frozen piece defends the square beyond doubt) leaves `F`,
//!   and everything is computed again. Regions only grow as `F` shrinks, so this ends, and the
//!   set it ends with is consistent: by induction over any series of legal moves, the first
//!   move of a frozen piece (or capture of one) would need one of the cases just excluded, and
//!   every other move stays in the regions.
//!
//! Everything is written against the compiled movement patterns: no piece is named.

use trongtai_rulebook::game::Mode;

use crate::bits::Bits;
use crate::movegen::group::slide;
use crate::position::Position;
use crate::tables::{Shape, Tables, MAX_KINDS, NONE};

/// The squares a pattern set reaches from one square.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Steps<B> {
    /// Squares reached by moves that need the target empty (or either way).
    pub quiet: B,
    /// Squares attacked: reached by moves that may capture.
    pub capture: B,
    /// Squares passed over by a move that may be captured en passant.
    pub passed: B,
}

/// Per side and kind, the steps that do not depend on what stands where, merged into one table
/// per square, and the patterns left to walk (riders of more than one step, leapers with legs,
/// hoppers). Compiled once with the game.
#[derive(Debug, Clone, Default)]
pub(crate) struct Prep<B> {
    /// Indexed `side * kinds + kind`: per square, the fixed quiet and capture targets.
    fixed: Vec<Vec<(B, B)>>,
    /// Indexed like `fixed`: the patterns that need the occupancy, but for `slides`.
    rest: Vec<Vec<usize>>,
    /// Indexed like `fixed`: the riders that slide both ways along a line of the line tables
    /// from every square (two patterns, one each way, in one mode), read with one lookup.
    slides: Vec<Vec<(usize, Mode)>>,
    kinds: usize,
    /// Indexed like `fixed`: every move keeps the colour of the square (detected from the
    /// moves themselves, not from a name).
    pub colour_bound: Vec<bool>,
    /// Per side, the kinds [`roams`] looks at (neither royal nor colour-bound), those with a
    /// fixed quiet step from some square first; with each, whether it has fixed steps and
    /// whether it has patterns to walk. Set by [`Prep::complete`].
    roaming: [Vec<(usize, bool, bool)>; 2],
    /// The move distances, compiled when the guided search first needs them (compiling a game
    /// for play never pays for them).
    distances: std::sync::OnceLock<super::distance::Distances>,
}

impl<B: Bits> Prep<B> {
    /// Sorts every pattern of the game.
    pub(crate) fn compile(t: &Tables<B>) -> Self {
        let n = t.geo.len();
        let kinds = t.kinds.len();
        let mut fixed = Vec::with_capacity(2 * kinds);
        let mut rest = Vec::with_capacity(2 * kinds);
        let mut slides = Vec::with_capacity(2 * kinds);
        for side in 0..2 {
            for kind in 0..kinds {
                let mut table = vec![(B::EMPTY, B::EMPTY); n];
                let mut left = Vec::new();
                for (i, pat) in t.patterns[side][kind].iter().enumerate() {
                    let targets = |sq: usize| -> Option<B> {
                        match &pat.shape {
                            Shape::Ride {
                                reach, allowed: None, ..
                            } if pat.passable.is_none() && reach[sq].count() <= 1 => Some(reach[sq]),
                            Shape::Leap { start, entries } => {
                                let e = &entries[start[sq] as usize..start[sq + 1] as usize];
                                e.iter()
                                    .all(|(legs, _)| legs.is_empty())
                                    .then(|| e.iter().fold(B::EMPTY, |acc, &(_, to)| acc | to))
                            }
                            _ => None,
                        }
                    };
                    if (0..n).all(|sq| targets(sq).is_some()) {
                        for (sq, cell) in table.iter_mut().enumerate() {
                            if !pat.from.has(sq) {
                                continue;
                            }
                            let set = targets(sq).unwrap_or(B::EMPTY);
                            match pat.mode {
                                Mode::Both => {
                                    cell.0 |= set;
                                    cell.1 |= set;
                                }
                                Mode::MoveOnly => cell.0 |= set,
                                Mode::CaptureOnly => cell.1 |= set,
                            }
                        }
                    } else {
                        left.push(i);
                    }
                }
                let dest = t.dest[side][kind];
                for cell in &mut table {
                    cell.0 &= dest;
                    cell.1 &= dest;
                }
                // Riders of the whole ray from every square, one each way along a line and in
                // one mode: one line lookup reaches what the two rays do.
                let full_slide = |i: usize| -> Option<(usize, usize, Mode)> {
                    let pat = &t.patterns[side][kind][i];
                    match &pat.shape {
                        Shape::Ride {
                            dir,
                            reach,
                            allowed: None,
                        } if pat.passable.is_none() && pat.from == t.all && t.is_slide(*dir, reach) => {
                            t.lines.line_of(*dir).map(|l| (l, *dir, pat.mode))
                        }
                        _ => None,
                    }
                };
                let mut lines: Vec<(usize, Mode)> = Vec::new();
                let mut taken = vec![false; left.len()];
                for a in 0..left.len() {
                    let Some((la, da, ma)) = full_slide(left[a]) else {
                        continue;
                    };
                    if taken[a] {
                        continue;
                    }
                    let pair = (a + 1..left.len()).find(|&b| {
                        !taken[b] && full_slide(left[b]).is_some_and(|(lb, db, mb)| lb == la && db != da && mb == ma)
                    });
                    if let Some(b) = pair {
                        taken[a] = true;
                        taken[b] = true;
                        lines.push((la, ma));
                    }
                }
                let left: Vec<usize> = left.iter().zip(&taken).filter(|(_, &t)| !t).map(|(&i, _)| i).collect();
                fixed.push(table);
                rest.push(left);
                slides.push(lines);
            }
        }
        Prep {
            fixed,
            rest,
            slides,
            kinds,
            colour_bound: Vec::new(),
            roaming: [Vec::new(), Vec::new()],
            distances: std::sync::OnceLock::new(),
        }
    }

    /// The game's move distances (see [`super::distance`]), compiled on first use.
    pub(crate) fn distances(t: &Tables<B>) -> &super::distance::Distances {
        t.unwin.distances.get_or_init(|| super::distance::Distances::compile(t))
    }

    /// Completes the preparation with what needs the rest of it compiled: `colour_bound` (see
    /// [`Prep::colour_bound`]) and the kinds [`roams`] looks at.
    pub(crate) fn complete(t: &mut Tables<B>) {
        let bound = Self::colour_bound(t);
        let prep = &t.unwin;
        let roaming = [0, 1].map(|side| {
            let idx = |k: usize| side * prep.kinds + k;
            let free =
                (0..t.kinds.len()).filter(|&k| !t.kinds[k].royal && !bound.get(idx(k)).copied().unwrap_or(false));
            let fixed = |k: usize| {
                prep.fixed
                    .get(idx(k))
                    .is_some_and(|f| f.iter().any(|(quiet, _)| !quiet.is_empty()))
            };
            let rest = |k: usize| {
                prep.rest.get(idx(k)).is_some_and(|r| !r.is_empty())
                    || prep.slides.get(idx(k)).is_some_and(|l| !l.is_empty())
            };
            let mut kinds: Vec<(usize, bool, bool)> = free.map(|k| (k, fixed(k), rest(k))).collect();
            // Stable: the kinds with fixed steps first, each group in the kinds' order.
            kinds.sort_by_key(|&(_, fixed, _)| !fixed);
            kinds
        });
        t.unwin.colour_bound = bound;
        t.unwin.roaming = roaming;
    }

    /// Which kinds keep to the colour of their square: every square they reach on an empty
    /// board has the colour of the square they left. Needs the rest of `Prep` compiled.
    pub(crate) fn colour_bound(t: &Tables<B>) -> Vec<bool> {
        let n = t.geo.len();
        (0..2)
            .flat_map(|side| (0..t.kinds.len()).map(move |kind| (side, kind)))
            .map(|(side, kind)| {
                (0..n).all(|sq| {
                    let m = steps(t, side, kind, sq, B::EMPTY, true);
                    (m.quiet | m.capture)
                        .squares()
                        .all(|to| t.geo.colour(to) == t.geo.colour(sq))
                })
            })
            .collect()
    }
}

/// Whether the side has a piece, neither royal nor kept to one colour, that can move to an
/// empty square now: such a piece can never be frozen and will roam; the per-move dead-position
/// check leaves such sides at once (an answer of "not proven", always sound).
pub(crate) fn roams<B: Bits>(t: &Tables<B>, p: &Position<B>, side: usize) -> bool {
    let occ = p.occupied();
    let prep = &t.unwin;
    let idx = |k: usize| side * prep.kinds + k;
    let kinds = prep.roaming.get(side).map_or(&[][..], Vec::as_slice);
    // The answer is whether any piece's quiet steps (`steps`) reach an empty square. Their part
    // that needs no walk, the fixed table, is looked at for every piece first: most positions
    // answer there (a pawn's push, a knight's jump), before any rider is walked. The kinds
    // without fixed steps come last in `roaming` and are passed over here.
    let fixed = |k: usize, sq: usize| {
        prep.fixed
            .get(idx(k))
            .and_then(|f| f.get(sq))
            .is_some_and(|&(quiet, _)| !(quiet & !occ).is_empty())
    };
    if kinds
        .iter()
        .take_while(|&&(_, has_fixed, _)| has_fixed)
        .any(|&(k, _, _)| p.pieces(side, k).squares().any(|sq| fixed(k, sq)))
    {
        return true;
    }
    // Then the whole steps of the kinds with patterns to walk (for the others the fixed table
    // is all their steps, looked at above).
    kinds.iter().any(|&(k, _, rest)| {
        rest && p
            .pieces(side, k)
            .squares()
            .any(|sq| !(steps(t, side, k, sq, occ, true).quiet & !occ).is_empty())
    })
}

/// The steps of a piece of `kind` of `side` standing on `from`, on a board occupied by `occ`.
///
/// With `loose`, a hopper reaches its whole line (its screens may be anywhere): an
/// over-approximation. Without, hoppers reach nothing: with `occ` the whole board this gives
/// the squares reached whatever stands where (an under-approximation).
#[inline]
pub(crate) fn steps<B: Bits>(t: &Tables<B>, side: usize, kind: usize, from: usize, occ: B, loose: bool) -> Steps<B> {
    let prep = &t.unwin;
    let idx = side * prep.kinds + kind;
    let (q, c) = prep
        .fixed
        .get(idx)
        .and_then(|f| f.get(from))
        .copied()
        .unwrap_or_default();
    let mut s = Steps {
        quiet: q,
        capture: c,
        passed: B::EMPTY,
    };
    let (Some(rest), Some(slides)) = (prep.rest.get(idx), prep.slides.get(idx)) else {
        return s;
    };
    if rest.is_empty() && slides.is_empty() {
        return s;
    }
    let mut quiet = B::EMPTY;
    let mut capture = B::EMPTY;
    // A step's squares, kept as quiet, capturing or both by its mode.
    let mut add = |set: B, mode: Mode| match mode {
        Mode::Both => {
            quiet |= set;
            capture |= set;
        }
        Mode::MoveOnly => quiet |= set,
        Mode::CaptureOnly => capture |= set,
    };
    for &(line, mode) in slides {
        add(t.lines.slide(line, from, occ), mode);
    }
    for &i in rest {
        let pat = &t.patterns[side][kind][i];
        if !pat.from.has(from) {
            continue;
        }
        let set = match &pat.shape {
            Shape::Ride { dir, reach, allowed } => {
                let line = slide(t, *dir, t.dir_positive[*dir], reach[from], occ);
                match allowed {
                    Some(a) => {
                        if pat.passable.is_some() {
                            s.passed |= line & !a[from];
                        }
                        line & a[from]
                    }
                    None => line,
                }
            }
            Shape::Leap { start, entries } => {
                let mut m = B::EMPTY;
                for &(legs, targets) in &entries[start[from] as usize..start[from + 1] as usize] {
                    if (legs & occ).is_empty() {
                        m |= targets;
                    }
                }
                m
            }
            Shape::Hop { dir, .. } => {
                if loose {
                    t.ray(*dir, from)
                } else {
                    B::EMPTY
                }
            }
        };
        add(set, pat.mode);
    }
    let dest = t.dest[side][kind];
    s.quiet |= quiet & dest;
    s.capture |= capture & dest;
    s
}

/// Whether a royal piece can never give check: in every game position the royal pieces attack
/// each other symmetrically and whatever stands around them, so a royal piece attacking the
/// other would stand attacked itself, which the move that put it there forbids.
pub(crate) fn royal_never_checks<B: Bits>(t: &Tables<B>) -> bool {
    let royal: Vec<usize> = (0..t.kinds.len()).filter(|&k| t.kinds[k].royal).collect();
    for (a, d) in [(0, 1), (1, 0)] {
        for &k in &royal {
            for q in t.dest[a][k].squares() {
                let free = steps(t, a, k, q, B::EMPTY, true).capture;
                if free != steps(t, a, k, q, t.all, false).capture {
                    return false;
                }
                for r in free.squares() {
                    for &l in &royal {
                        if t.dest[d][l].has(r) && !steps(t, d, l, r, B::EMPTY, true).capture.has(q) {
                            return false;
                        }
                    }
                }
            }
        }
    }
    true
}

/// One piece of the position, as the analysis sees it.
#[derive(Debug, Clone)]
pub(crate) struct Piece<B> {
    pub side: usize,
    pub kind: usize,
    pub sq: usize,
    pub royal: bool,
    pub frozen: bool,
    /// Per kind, the squares the piece may stand on as that kind.
    pub region: [B; MAX_KINDS],
}

/// What the fixpoint ends with.
#[derive(Debug, Clone)]
pub(crate) struct Statics<B> {
    pub pieces: Vec<Piece<B>>,
    /// Per side, the squares of its frozen pieces.
    pub walls: [B; 2],
    /// Per side, the squares its frozen pieces attack whatever stands between.
    pub guard: [B; 2],
    /// Per side, the squares its mobile non-royal pieces may ever attack.
    pub att: [B; 2],
    /// Per side, the squares its frozen non-royal pieces may ever attack.
    pub fatt: [B; 2],
    /// Per side, the region of its royal piece.
    pub royal_reg: [B; 2],
    /// Per side, the squares its royal piece may ever attack.
    pub royal_att: [B; 2],
    /// Per side, where its non-royal mobile pieces may ever stand.
    pub presence: [B; 2],
    /// Whether the fixpoint stopped early because `stop` was met (then only `att` of the
    /// target side and `royal_reg` of the other are meaningful).
    pub stopped: bool,
}

/// Runs the fixpoint. With `stop_for = Some(a)`, stops as soon as a mobile non-royal piece of
/// side `a` is seen to attack a square of the other royal's region: regions only grow, so the
/// separation proof is then out of reach.
pub(crate) fn statics<B: Bits>(t: &Tables<B>, p: &Position<B>, stop_for: Option<usize>) -> Statics<B> {
    let mut pieces = Vec::with_capacity(32);
    let ep_victim = if p.ep_target != NONE {
        p.ep_victim as usize
    } else {
        usize::MAX
    };
    for side in 0..2 {
        for k in 0..t.kinds.len() {
            for sq in p.pieces(side, k).squares() {
                let royal = t.kinds[k].royal;
                let partner = t.castles.iter().enumerate().any(|(i, c)| {
                    p.castling & (1 << i) != 0
                        && c.partner as usize == k
                        && c.partner_from == sq
                        && side == castle_side(t, i)
                });
                let loose = partner || sq == ep_victim;
                let mut region = [B::EMPTY; MAX_KINDS];
                region[k] = B::bit(sq);
                // A castling partner with its right open, or a piece that may be taken en
                // passant, is never frozen.
                pieces.push(Piece {
                    side,
                    kind: k,
                    sq,
                    royal,
                    frozen: !royal && !loose,
                    region,
                });
            }
        }
    }
    let mut st = Statics {
        pieces,
        walls: [B::EMPTY; 2],
        guard: [B::EMPTY; 2],
        att: [B::EMPTY; 2],
        fatt: [B::EMPTY; 2],
        royal_reg: [B::EMPTY; 2],
        royal_att: [B::EMPTY; 2],
        presence: [B::EMPTY; 2],
        stopped: false,
    };
    // First cut, before any region: with every other non-royal piece standing still, a piece
    // that has a move to an empty square or a capture of one of them now is not frozen. The
    // fixpoint below would find the same and starts smaller this way.
    let mut still = [B::EMPTY; 2];
    for f in st.pieces.iter().filter(|f| f.frozen) {
        still[f.side] |= B::bit(f.sq);
    }
    let all_still = still[0] | still[1];
    for f in st.pieces.iter_mut().filter(|f| f.frozen) {
        let m = steps(t, f.side, f.kind, f.sq, all_still, true);
        if !(m.quiet & !all_still).is_empty() || !(m.capture & still[1 - f.side]).is_empty() {
            f.frozen = false;
        }
    }
    // The steps on the frozen pieces' squares, each computed once per set of frozen pieces: the
    // regions are grown again and again over the same squares.
    let mut memo = Memo::new(t);
    loop {
        round(t, p, &mut st, stop_for, &mut memo);
        if st.stopped {
            return st;
        }
        let mut changed = false;
        let all_walls = st.walls[0] | st.walls[1];
        for i in 0..st.pieces.len() {
            let f = &st.pieces[i];
            if !f.frozen {
                continue;
            }
            let (s, e) = (f.side, 1 - f.side);
            let m = memo.steps(t, s, f.kind, f.sq, all_walls);
            let movable =
                !(m.quiet & !all_walls).is_empty() || !(m.capture & (st.presence[e] | st.walls[e])).is_empty();
            let attacked = st.att[e].has(f.sq) || (st.royal_att[e].has(f.sq) && !st.guard[s].has(f.sq));
            if movable || attacked {
                st.pieces[i].frozen = false;
                changed = true;
            }
        }
        if !changed {
            return st;
        }
    }
}

/// The steps ([`steps`], `loose`) of every side, kind and square on one board of walls, each
/// computed once: a new board of walls forgets them all.
struct Memo<B> {
    walls: B,
    kinds: usize,
    squares: usize,
    known: Vec<Option<Steps<B>>>,
}

impl<B: Bits> Memo<B> {
    fn new(t: &Tables<B>) -> Self {
        let (kinds, squares) = (t.kinds.len(), t.geo.len());
        Memo {
            walls: B::EMPTY,
            kinds,
            squares,
            known: vec![None; 2 * kinds * squares],
        }
    }

    /// `steps(t, side, kind, from, walls, true)`, computed once for a board of walls.
    fn steps(&mut self, t: &Tables<B>, side: usize, kind: usize, from: usize, walls: B) -> Steps<B> {
        if walls != self.walls {
            self.known.fill(None);
            self.walls = walls;
        }
        let i = (side * self.kinds + kind) * self.squares + from;
        match self.known.get_mut(i) {
            Some(Some(s)) => *s,
            Some(slot) => *slot.insert(steps(t, side, kind, from, walls, true)),
            None => steps(t, side, kind, from, walls, true),
        }
    }
}

/// The side a castling entry belongs to (entries of the first side come first).
fn castle_side<B: Bits>(t: &Tables<B>, i: usize) -> usize {
    let per_side = t.castles.len() / 2;
    usize::from(per_side > 0 && i >= per_side)
}

/// One round: walls, guards, regions and attacks for the current frozen set.
fn round<B: Bits>(t: &Tables<B>, p: &Position<B>, st: &mut Statics<B>, stop_for: Option<usize>, memo: &mut Memo<B>) {
    let mut walls = [B::EMPTY; 2];
    let mut guard = [B::EMPTY; 2];
    let mut fatt = [B::EMPTY; 2];
    for f in st.pieces.iter().filter(|f| f.frozen) {
        walls[f.side] |= B::bit(f.sq);
    }
    let all_walls = walls[0] | walls[1];
    for f in st.pieces.iter_mut().filter(|f| f.frozen) {
        guard[f.side] |= steps(t, f.side, f.kind, f.sq, t.all, false).capture;
        fatt[f.side] |= memo.steps(t, f.side, f.kind, f.sq, all_walls).capture;
        f.region = [B::EMPTY; MAX_KINDS];
        f.region[f.kind] = B::bit(f.sq);
    }
    st.walls = walls;
    st.guard = guard;
    st.fatt = fatt;
    // The defending royal piece first (when stopping early, its region is what the attacker's
    // pieces are checked against); royal regions do not depend on other pieces' regions.
    let first = stop_for.map_or(0, |a| 1 - a);
    royal(t, p, st, first, all_walls, memo);
    // Mobile non-royal pieces: regions depend on where enemy pieces may stand, grown together.
    let mut presence = [B::EMPTY; 2];
    if p.ep_target != NONE {
        if let Some((side, _)) = p.piece_at(p.ep_victim as usize) {
            presence[side] |= B::bit(p.ep_target as usize);
        }
    }
    let mobile: Vec<usize> = (0..st.pieces.len())
        .filter(|&i| !st.pieces[i].frozen && !st.pieces[i].royal)
        .collect();
    for &i in &mobile {
        let f = &mut st.pieces[i];
        f.region = [B::EMPTY; MAX_KINDS];
        f.region[f.kind] = B::bit(f.sq);
        presence[f.side] |= B::bit(f.sq);
        for (c_i, c) in t.castles.iter().enumerate() {
            if p.castling & (1 << c_i) != 0
                && castle_side(t, c_i) == f.side
                && c.partner as usize == f.kind
                && c.partner_from == f.sq
            {
                f.region[f.kind] |= B::bit(c.partner_to) & !all_walls;
            }
        }
    }
    // When stopping early, the pieces of the side that could give check go first.
    let mut order = mobile.clone();
    if let Some(a) = stop_for {
        order.sort_by_key(|&i| usize::from(st.pieces[i].side != a));
    }
    let mut att;
    loop {
        att = [B::EMPTY; 2];
        let mut grown = presence;
        for &i in &order {
            let side = st.pieces[i].side;
            let target = if stop_for == Some(side) {
                st.royal_reg[1 - side]
            } else {
                B::EMPTY
            };
            let (a, pass) = fill(t, &mut st.pieces[i], all_walls, presence[1 - side], target, memo);
            att[side] |= a;
            for r in st.pieces[i].region {
                grown[side] |= r;
            }
            grown[side] |= pass;
            if stop_for == Some(side) && !(a & st.royal_reg[1 - side]).is_empty() {
                st.att = att;
                st.presence = grown;
                st.stopped = true;
                return;
            }
        }
        if grown == presence {
            break;
        }
        presence = grown;
    }
    st.att = att;
    st.presence = presence;
    royal(t, p, st, 1 - first, all_walls, memo);
}

/// The region of `side`'s royal piece and the squares it may attack from there.
fn royal<B: Bits>(t: &Tables<B>, p: &Position<B>, st: &mut Statics<B>, side: usize, all_walls: B, memo: &mut Memo<B>) {
    let guard = st.guard;
    let mut reg = B::EMPTY;
    let mut att = B::EMPTY;
    if let Some(r) = st.pieces.iter().position(|f| f.royal && f.side == side) {
        let (k, sq) = (st.pieces[r].kind, st.pieces[r].sq);
        let allowed = !all_walls & !guard[1 - side];
        reg = B::bit(sq);
        for (i, c) in t.castles.iter().enumerate() {
            if p.castling & (1 << i) != 0 && castle_side(t, i) == side && c.royal_from == sq {
                reg |= B::bit(c.royal_to) & allowed;
            }
        }
        let mut frontier = reg;
        while !frontier.is_empty() {
            let mut next = B::EMPTY;
            for s in frontier.squares() {
                let m = memo.steps(t, side, k, s, all_walls);
                att |= m.capture;
                next |= (m.quiet | m.capture) & allowed;
            }
            frontier = next & !reg;
            reg |= frontier;
        }
        st.pieces[r].region = [B::EMPTY; MAX_KINDS];
        st.pieces[r].region[k] = reg;
    }
    st.royal_reg[side] = reg;
    st.royal_att[side] = att;
}

/// Grows the region of a mobile non-royal piece; returns the squares it attacks from its region
/// and the squares it passes over. Stops as soon as it attacks a square of `target`.
fn fill<B: Bits>(t: &Tables<B>, f: &mut Piece<B>, walls: B, enemy: B, target: B, memo: &mut Memo<B>) -> (B, B) {
    let side = f.side;
    let mut att = B::EMPTY;
    let mut passed = B::EMPTY;
    let mut frontier = f.region;
    loop {
        let mut any = false;
        let mut next = [B::EMPTY; MAX_KINDS];
        for k in 0..t.kinds.len() {
            if frontier[k].is_empty() {
                continue;
            }
            any = true;
            for s in frontier[k].squares() {
                let m = memo.steps(t, side, k, s, walls);
                att |= m.capture;
                if !(m.capture & target).is_empty() {
                    return (att, passed);
                }
                passed |= m.passed & !walls;
                let to = ((m.quiet | (m.capture & enemy)) & !walls) & !f.region[k];
                next[k] |= to;
                let promo = to & t.promo[side][k];
                if !promo.is_empty() {
                    for &pk in &t.kinds[k].promotions {
                        next[pk as usize] |= promo & !f.region[pk as usize];
                    }
                }
            }
        }
        if !any {
            break;
        }
        for (n, r) in next.iter_mut().zip(f.region.iter_mut()) {
            *n &= !*r;
            *r |= *n;
        }
        frontier = next;
    }
    (att, passed)
}
