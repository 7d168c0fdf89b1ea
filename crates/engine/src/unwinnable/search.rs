//! The helpmate search: both sides cooperate so that one side checkmates the other (or, under
//! a [`Goal`] that counts a stalemate as won, leaves it without a legal move).
//!
//! Iterative deepening over plies, so the first mate found is among the shortest within the
//! limits; a table of positions already searched (by repetition identity, with the depth they
//! were searched to) keeps transpositions from being searched twice. Moves are tried in an
//! order that leads towards a mate: the defending royal piece towards a corner and its own
//! pieces towards it (they may block its flights), the attacker's pieces towards the defending
//! royal piece, promotions and checks first.
//!
//! When an iteration ends without a mate and without any line cut by the depth limit, every
//! position reachable has been looked at: no series of legal moves mates, a proof.

use std::collections::HashMap;

use crate::bits::Bits;
use crate::movegen::attack::{attacked, Foe};
use crate::movegen::{has_legal_move, in_check, legal_moves};
use crate::position::{Move, Position};
use crate::tables::{Tables, NONE};

use super::Goal;

/// What the search found.
#[derive(Debug, Clone)]
pub(crate) struct Found {
    /// A series of legal moves that ends in checkmate of the defender.
    pub line: Option<Vec<Move>>,
    /// Every reachable position was searched without a mate.
    pub exhausted: bool,
    /// Positions searched.
    pub nodes: u64,
}

struct Search<'a, B> {
    t: &'a Tables<B>,
    /// The attacking side.
    a: usize,
    /// What wins.
    goal: Goal,
    nodes: u64,
    budget: u64,
    /// Some line was cut by the depth limit in this iteration.
    cut: bool,
    /// Identity → (depth searched, whether some line under it was cut).
    seen: HashMap<u64, (u32, bool)>,
    path: Vec<u64>,
    line: Vec<Move>,
}

/// Searches for a helpmate of side `a`, to at most `max_plies` plies and `budget` positions.
pub(crate) fn helpmate<B: Bits>(
    t: &Tables<B>,
    p: &Position<B>,
    a: usize,
    goal: Goal,
    max_plies: u32,
    budget: u64,
) -> Found {
    let mut s = Search {
        t,
        a,
        goal,
        nodes: 0,
        budget,
        cut: false,
        seen: HashMap::new(),
        path: Vec::new(),
        line: Vec::new(),
    };
    let mut depth = if p.turn() == a { 1 } else { 2 };
    while depth <= max_plies && s.nodes < s.budget {
        // Each iteration starts afresh: a position marked complete in an earlier iteration may
        // have leaned on ancestors that were cut then; within one iteration any cut anywhere
        // forbids the proof by exhaustion, so the positions expanded without one are closed
        // under moves.
        s.seen.clear();
        s.cut = false;
        s.path.clear();
        s.line.clear();
        match s.dfs(p, depth) {
            Some(true) => {
                return Found {
                    line: Some(std::mem::take(&mut s.line)),
                    exhausted: false,
                    nodes: s.nodes,
                }
            }
            None => break,
            Some(false) => {}
        }
        if !s.cut {
            return Found {
                line: None,
                exhausted: true,
                nodes: s.nodes,
            };
        }
        depth += 2;
    }
    Found {
        line: None,
        exhausted: false,
        nodes: s.nodes,
    }
}

/// Where only a checkmate wins, whether attacker `a` has nothing but its royal piece, which
/// never gives check (see `statics::royal_never_checks`), and can never get another: nothing is
/// won from `q` on. The rule behind [`super::Reason::NoChecker`], read by every search.
pub(crate) fn unarmed<B: Bits>(t: &Tables<B>, q: &Position<B>, a: usize, goal: Goal) -> bool {
    goal.checkmate_only()
        && t.royal_never_checks
        && (0..t.kinds.len()).all(|k| t.kinds[k].royal || q.pieces(a, k).is_empty())
}

/// The reachable positions, breadth first: every position reachable from `p` by legal moves
/// (each once, by repetition identity), until one is won for side `a` (the line to it, among the
/// shortest) or none is left (a proof by exhaustion), or `budget` positions were reached.
///
/// Where few pieces move back and forth (royal pieces in their regions, pieces kept to a few
/// squares), the iterative deepening above cuts lines at its depth limit long after every
/// position has been seen (the positions form one strongly connected whole, whose far side it
/// reaches only at the full depth, each iteration again); this search sees each position once
/// and closes as soon as the set does.
pub(crate) fn reachable<B: Bits>(t: &Tables<B>, p: &Position<B>, a: usize, goal: Goal, budget: u64) -> Found {
    use std::collections::{HashSet, VecDeque};
    // Every position reached: (position, index of its parent, the move from it).
    let mut nodes: Vec<(Position<B>, u32, Option<Move>)> = vec![(*p, u32::MAX, None)];
    let mut seen: HashSet<u64> = HashSet::new();
    seen.insert(t.identity(p));
    let mut todo: VecDeque<u32> = VecDeque::from([0]);
    while let Some(i) = todo.pop_front() {
        let (q, _, _) = nodes[i as usize];
        // As in the iterative deepening: where only a checkmate wins, an attacker left with
        // its royal piece alone wins nothing from here on.
        if unarmed(t, &q, a, goal) {
            continue;
        }
        let mover = q.turn();
        for m in legal_moves(t, &q) {
            let c = q.play(t, m);
            if goal.won_after(t, a, mover, &c) {
                let mut line = vec![m];
                let mut j = i;
                while j != 0 {
                    let (_, parent, mv) = nodes[j as usize];
                    line.extend(mv);
                    j = parent;
                }
                line.reverse();
                return Found {
                    line: Some(line),
                    exhausted: false,
                    nodes: nodes.len() as u64,
                };
            }
            if !seen.insert(t.identity(&c)) {
                continue;
            }
            let Ok(idx) = u32::try_from(nodes.len()) else {
                return Found {
                    line: None,
                    exhausted: false,
                    nodes: nodes.len() as u64,
                };
            };
            if u64::from(idx) >= budget {
                return Found {
                    line: None,
                    exhausted: false,
                    nodes: nodes.len() as u64,
                };
            }
            nodes.push((c, i, Some(m)));
            todo.push_back(idx);
        }
    }
    Found {
        line: None,
        exhausted: true,
        nodes: nodes.len() as u64,
    }
}

/// Chebyshev distance between two squares.
fn dist<B: Bits>(t: &Tables<B>, x: usize, y: usize) -> i32 {
    let g = t.geo;
    (g.file(x) - g.file(y)).abs().max((g.rank(x) - g.rank(y)).abs())
}

/// Distance from a square to the nearest corner of the board.
fn corner<B: Bits>(t: &Tables<B>, x: usize) -> i32 {
    let g = t.geo;
    let (f, r) = (g.file(x), g.rank(x));
    let (fl, rl) = (g.files as i32 - 1, g.ranks as i32 - 1);
    f.min(fl - f).max(r.min(rl - r))
}

impl<B: Bits> Search<'_, B> {
    /// `Some(true)`: mate found (the line is in `self.line`); `Some(false)`: none under this
    /// node; `None`: out of budget.
    fn dfs(&mut self, p: &Position<B>, depth: u32) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let id = self.t.identity(p);
        if self.path.contains(&id) {
            // Anything reachable from here is searched from the earlier occurrence.
            return Some(false);
        }
        if let Some(&(d, cut)) = self.seen.get(&id) {
            if d >= depth {
                self.cut |= cut;
                return Some(false);
            }
        }
        // The attacker without a piece other than its royal one can never get one, and its
        // royal piece never gives check (see `statics::royal_never_checks`): where only a
        // checkmate wins, nothing is won under here.
        let a = self.a;
        let t = self.t;
        if unarmed(t, p, a, self.goal) {
            self.seen.insert(id, (u32::MAX, false));
            return Some(false);
        }
        let moves = legal_moves(t, p);
        if moves.is_empty() {
            self.seen.insert(id, (u32::MAX, false));
            return Some(false);
        }
        if depth == 0 {
            self.cut = true;
            self.seen.insert(id, (0, true));
            return Some(false);
        }
        let cut_before = self.cut;
        self.cut = false;
        let mover = p.turn();
        let mut children: Vec<(i32, Move, Position<B>)> = Vec::with_capacity(moves.len());
        let droyal = p.royal_square(1 - a);
        for m in moves {
            let c = p.play(t, m);
            if self.goal.won_after(t, a, mover, &c) {
                self.line.push(m);
                return Some(true);
            }
            let to = m.to as usize;
            let captures = p.occupied().has(to);
            let score = if mover == a {
                let mut s = dist(t, to, droyal) * 4;
                if m.promotion != NONE {
                    s -= 20;
                }
                if in_check(t, &c) {
                    s -= 6;
                }
                s
            } else if to == c.royal_square(1 - a) {
                corner(t, to) * 4 + if captures { 40 } else { 0 }
            } else {
                dist(t, to, droyal) * 4 + if captures { 40 } else { 0 }
            };
            children.push((score, m, c));
        }
        if depth == 1 {
            // Only a winning move could end a line of one ply, and none did.
            let stuck = children.iter().all(|(_, _, c)| !has_legal_move(t, c));
            self.cut = cut_before || !stuck;
            self.seen.insert(id, (1, !stuck));
            return Some(false);
        }
        children.sort_by_key(|(s, _, _)| *s);
        self.path.push(id);
        for (_, m, c) in &children {
            // A line in which the attacker is mated, or stalemate, ends the game there.
            match self.dfs(c, depth - 1) {
                Some(true) => {
                    self.line.insert(0, *m);
                    self.path.pop();
                    return Some(true);
                }
                None => {
                    self.path.pop();
                    return None;
                }
                Some(false) => {}
            }
        }
        self.path.pop();
        let cut_here = self.cut;
        self.seen.insert(id, (depth, cut_here));
        self.cut = cut_before || cut_here;
        Some(false)
    }
}

/// What the guided search steers by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Plan {
    /// The pieces that may promote walk to their promotion squares (a royal piece clearing the
    /// way), then the net: for the mates the present pieces cannot give.
    Promote,
    /// The net with the pieces as they are: the promotion squares count for nothing, so the
    /// search does not spend itself walking a pawn forward when the pieces on the board mate
    /// (the defending pieces blocking their own royal piece's flights), and the length of the
    /// line counts a little, so that the defender's many idle moves (a plateau of equal
    /// estimates) are not followed one after another for ever.
    Net,
    /// The net with the defender's own pieces as the blockers: they gather around their royal
    /// piece (a pawn that cannot get there promotes first, to the most mobile kind), for the
    /// mates of a lone piece that cannot cover the flights itself (a bishop against a royal
    /// piece in a corner of its colour, the other squares held by the defender's pieces).
    Block,
    /// [`Plan::Block`] measured in moves (see [`super::distance`]) rather than in steps of a
    /// royal piece: each defending piece by the fewest moves it needs to stand on a flight
    /// square of its royal piece (a pawn by way of its promotion, a piece kept to one colour
    /// never on the other's), each attacking piece by the fewest moves it needs to attack the
    /// royal piece; the defender's mobility earns nothing, so a pawn promotes to whatever
    /// blocks soonest rather than to the most mobile kind. For the bishop-and-pawn helpmates
    /// whose estimate in steps stays flat for hundreds of plies.
    Route,
    /// The net once the defender's other pieces are gone: each of them counts against the
    /// position by the fewest moves an attacking piece (the royal one included) needs to attack
    /// it, so that they are offered up and taken first. For the mates a defender's pawns,
    /// promoted pieces and their lines keep spoiling (a rook against a bishop and pawns), which
    /// the plain net, counting the defending pieces as blockers, wanders around.
    Strip,
}

impl Plan {
    /// The order in which positions are expanded (smallest first): the estimate `h` of a
    /// position `plies` from the start.
    fn priority(self, h: i32, plies: i32) -> i32 {
        match self {
            Plan::Promote => h,
            Plan::Net | Plan::Block | Plan::Route | Plan::Strip => h.saturating_mul(8).saturating_add(plies),
        }
    }
}

/// The guided search for long helpmates: greedy best-first over positions, the most promising
/// (by [`promise`]) expanded first, each position at most once (by repetition identity).
///
/// Iterative deepening is complete but looks at every line up to a depth; a mate that needs
/// forty plies (a royal piece walking to take a blocking piece, a promotion, then the net
/// closing) is out of its reach. This search follows the plan the estimate encodes instead and
/// backs off to the next most promising position when a plan stalls. It proves nothing when it
/// fails; when it succeeds, the line is a series of legal moves ending in checkmate.
pub(crate) fn guided<B: Bits>(
    t: &Tables<B>,
    p: &Position<B>,
    a: usize,
    goal: Goal,
    plan: Plan,
    budget: u64,
) -> Option<Vec<Move>> {
    let mobility = mobility(t);
    let table = super::statics::Prep::distances(t);
    best_first(t, p, a, goal, budget, |c, plies| {
        promise(t, c, a, goal, plan, &mobility, table).map(|h| plan.priority(h, plies))
    })
}

/// The guided search toward placements found won (see [`super::stuck`]): each position
/// measured by how far its pieces are from standing as in the nearest of `targets` (see
/// [`toward_cost`]), the length of the line counting a little, as in the net plans.
pub(crate) fn toward<B: Bits>(
    t: &Tables<B>,
    p: &Position<B>,
    a: usize,
    goal: Goal,
    targets: &[Position<B>],
    budget: u64,
) -> Option<Vec<Move>> {
    let table = super::statics::Prep::distances(t);
    best_first(t, p, a, goal, budget, |c, plies| {
        let h = targets.iter().filter_map(|g| toward_cost(t, c, g, table)).min()?;
        Some(h.saturating_mul(8).saturating_add(plies))
    })
}

/// How far the pieces of `c` are from standing as in placement `goal`: each piece of `goal`, in
/// turn, by the fewest moves (capped) the nearest piece of its side and kind (or one that may be
/// promoted to it) not yet matched needs to get to its square; each piece of `c` left over (it
/// must be taken) by a fixed price and the fewest moves an enemy piece needs to attack it.
/// `None` when a piece of `goal` has no piece to come from.
fn toward_cost<B: Bits>(
    t: &Tables<B>,
    c: &Position<B>,
    goal: &Position<B>,
    table: &super::distance::Distances,
) -> Option<i32> {
    let cap = |x: u8| i32::from(x.min(16));
    let kinds = t.kinds.len();
    let mut h = 0;
    for side in 0..2 {
        let mut left = c.sides[side];
        for k in 0..kinds {
            for to in goal.pieces(side, k).squares() {
                let mut best: Option<(i32, usize)> = None;
                for from in left.squares() {
                    let Some(kf) = (0..kinds).find(|&kf| c.kinds[kf].has(from)) else {
                        continue;
                    };
                    if kf != k && !t.kinds[kf].promotions.iter().any(|&pk| usize::from(pk) == k) {
                        continue;
                    }
                    let moves = table.moves(side, kf, from, to);
                    if moves == super::distance::FAR {
                        continue;
                    }
                    if best.is_none_or(|(b, _)| cap(moves) < b) {
                        best = Some((cap(moves), from));
                    }
                }
                let (cost, from) = best?;
                h += cost;
                left &= !B::bit(from);
            }
        }
        // The pieces left over must be taken.
        for sq in left.squares() {
            let Some(k) = (0..kinds).find(|&k| c.kinds[k].has(sq)) else {
                continue;
            };
            if t.kinds[k].royal {
                return None;
            }
            let by = (0..kinds)
                .flat_map(|ka| c.pieces(1 - side, ka).squares().map(move |x| (ka, x)))
                .map(|(ka, x)| cap(table.attack(1 - side, ka, x, sq)))
                .min()
                .unwrap_or(16);
            h += 4 + by;
        }
    }
    Some(h)
}

/// Greedy best-first over positions from `p`, side `a` playing for `goal`: the position with the
/// smallest `priority` (given a position and its distance in plies from `p`; `None` drops it)
/// expanded first, each at most once (by repetition identity), at most `budget` of them; the
/// first line found that ends in a won position.
fn best_first<B: Bits>(
    t: &Tables<B>,
    p: &Position<B>,
    a: usize,
    goal: Goal,
    budget: u64,
    mut priority: impl FnMut(&Position<B>, i32) -> Option<i32>,
) -> Option<Vec<Move>> {
    use std::cmp::Reverse;
    use std::collections::{BinaryHeap, HashSet};

    // Every position reached: (position, index of its parent, the move from it).
    let mut nodes: Vec<(Position<B>, u32, Option<Move>, i32)> = vec![(*p, u32::MAX, None, 0)];
    let mut seen: HashSet<u64> = HashSet::new();
    seen.insert(t.identity(p));
    // Smallest estimate first; among equals the newest (a depth-first flavour).
    let mut open: BinaryHeap<Reverse<(i32, Reverse<u32>)>> = BinaryHeap::new();
    open.push(Reverse((0, Reverse(0))));
    let mut expanded = 0u64;
    while let Some(Reverse((_, Reverse(i)))) = open.pop() {
        expanded += 1;
        if expanded > budget {
            return None;
        }
        let (q, _, _, plies) = nodes[i as usize];
        let mover = q.turn();
        for m in legal_moves(t, &q) {
            let c = q.play(t, m);
            if goal.won_after(t, a, mover, &c) {
                let mut line = vec![m];
                let mut j = i;
                while j != 0 {
                    let (_, parent, mv, _) = nodes[j as usize];
                    line.extend(mv);
                    j = parent;
                }
                line.reverse();
                return Some(line);
            }
            if !seen.insert(t.identity(&c)) {
                continue;
            }
            let Some(prio) = priority(&c, plies + 1) else {
                continue;
            };
            let Ok(idx) = u32::try_from(nodes.len()) else {
                return None;
            };
            nodes.push((c, i, Some(m), plies + 1));
            open.push(Reverse((prio, Reverse(idx))));
        }
    }
    None
}

/// What the defender's pieces besides its royal one cost [`Plan::Strip`]: each a fixed price,
/// which a capture saves, and twice the fewest moves (capped at eight) any attacking piece
/// needs to attack it.
fn strip_cost<B: Bits>(t: &Tables<B>, c: &Position<B>, a: usize, table: &super::distance::Distances) -> i32 {
    /// What one defending piece costs on top of its distance: more than the net's terms move by
    /// in the few plies a capture takes, so that a capture is taken when it is on offer.
    const PRICE: i32 = 24;
    let d = 1 - a;
    let kinds = t.kinds.len();
    let mut h = 0;
    for dk in (0..kinds).filter(|&k| !t.kinds[k].royal) {
        for target in c.pieces(d, dk).squares() {
            let near = (0..kinds)
                .flat_map(|k| c.pieces(a, k).squares().map(move |sq| (k, sq)))
                .map(|(k, sq)| table.attack(a, k, sq, target))
                .min()
                .unwrap_or(super::distance::FAR);
            h += PRICE + 2 * i32::from(near.min(8));
        }
    }
    h
}

/// Per side and kind (`side * kinds + kind`), the average number of squares a piece attacks
/// or moves to on an empty board: what the guided search counts material by.
fn mobility<B: Bits>(t: &Tables<B>) -> Vec<i32> {
    let kinds = t.kinds.len();
    let mut out = vec![0; 2 * kinds];
    for side in 0..2 {
        for k in 0..kinds {
            let dest = t.dest[side][k];
            let (mut total, mut n) = (0u32, 0u32);
            for sq in dest.squares() {
                let s = super::statics::steps(t, side, k, sq, B::EMPTY, true);
                total += (s.quiet | s.capture).count();
                n += 1;
            }
            out[side * kinds + k] = (total / n.max(1)) as i32;
        }
    }
    out
}

/// Distance from a square to the nearest corner of one of the given colours (any corner when
/// none is given).
fn corner_for<B: Bits>(t: &Tables<B>, x: usize, colours: [bool; 2]) -> i32 {
    let g = t.geo;
    let (fl, rl) = (g.files as i32 - 1, g.ranks as i32 - 1);
    let mut best = i32::MAX;
    for cf in [0, fl] {
        for cr in [0, rl] {
            let Some(sq) = g.square(cf, cr) else {
                continue;
            };
            if (colours[0] || colours[1]) && !colours[usize::from(g.colour(sq))] {
                continue;
            }
            best = best.min((g.file(x) - cf).abs().max((g.rank(x) - cr).abs()));
        }
    }
    if best == i32::MAX {
        corner(t, x)
    } else {
        best
    }
}

/// How far from a mate by side `a` the position looks (smaller is closer), or `None` when the
/// attacker can no longer mate at all (only a royal piece that never checks).
///
/// Made of what a helpmate needs, all read from the movement patterns: the defending royal
/// piece with few flights (squares it could step to, not held by its own pieces and not
/// attacked), in check, near a corner and near the attacking royal piece; the attacker's
/// material counted by mobility (so a promotion to the most mobile kind and keeping pieces
/// count most), its pieces near the defending royal piece, and its promotable pieces near
/// their promotion squares, with a royal piece walking to an enemy piece that blocks one.
#[allow(clippy::too_many_arguments)]
fn promise<B: Bits>(
    t: &Tables<B>,
    c: &Position<B>,
    a: usize,
    goal: Goal,
    plan: Plan,
    mobility: &[i32],
    table: &super::distance::Distances,
) -> Option<i32> {
    let d = 1 - a;
    // A move distance, capped: beyond eight moves (or never, for a piece kept to the other
    // colour) the difference tells little.
    let cap = |x: u8| i32::from(x.min(8));
    let kinds = t.kinds.len();
    let occ = c.occupied();
    let kd = c.royal_square(d);
    let ka = c.royal_square(a);
    let mut h = 0i32;
    let mut armed = false;
    for k in 0..kinds {
        if t.kinds[k].royal {
            continue;
        }
        for sq in c.pieces(a, k).squares() {
            armed = true;
            h -= 3 * mobility[a * kinds + k];
            if plan == Plan::Route {
                h += 2 * cap(table.attack(a, k, sq, kd));
            } else {
                h += dist(t, sq, kd);
            }
            let zone = t.promo[a][k];
            if plan == Plan::Promote && !t.kinds[k].promotions.is_empty() && !zone.is_empty() {
                let to_zone = zone.squares().map(|z| dist(t, sq, z)).min().unwrap_or(0);
                h += 4 * to_zone;
                let now = super::statics::steps(t, a, k, sq, occ, false);
                let enemy = c.sides[d];
                if (now.quiet & !occ).is_empty() && (now.capture & enemy).is_empty() {
                    // Blocked: by an enemy piece the royal piece should go and take, or by
                    // its own pieces, which should step aside.
                    let ahead = super::statics::steps(t, a, k, sq, B::EMPTY, true).quiet;
                    match (ahead & enemy).squares().map(|b| dist(t, ka, b)).min() {
                        Some(walk) => h += 4 + 2 * walk,
                        None => h += 4,
                    }
                }
            }
        }
    }
    if !armed && t.royal_never_checks && goal.checkmate_only() {
        return None;
    }
    if matches!(plan, Plan::Block | Plan::Route) {
        let dk = c.kind_at(kd).unwrap_or(0);
        let flights_empty = {
            let s = super::statics::steps(t, d, dk, kd, B::EMPTY, true);
            s.quiet | s.capture
        };
        for k in 0..kinds {
            if t.kinds[k].royal {
                continue;
            }
            let zone = t.promo[d][k];
            let promotes = !t.kinds[k].promotions.is_empty() && !zone.is_empty();
            for sq in c.pieces(d, k).squares() {
                if plan == Plan::Route {
                    // The fewest moves to one of the royal piece's flight squares (a blocker
                    // there), promotion included; its mobility counts for nothing (a blocker
                    // that can also step into the line of the check spoils the mate).
                    let far = flights_empty
                        .squares()
                        .map(|f| table.moves(d, k, sq, f))
                        .min()
                        .unwrap_or(super::distance::FAR);
                    h += 2 * cap(far);
                    continue;
                }
                let mut far = dist(t, sq, kd);
                if promotes {
                    let to_zone = zone.squares().map(|z| dist(t, sq, z)).min().unwrap_or(0);
                    far = far.min(1 + to_zone);
                }
                h += 2 * far - mobility[d * kinds + k];
            }
        }
    }
    if plan == Plan::Strip {
        h += strip_cost(t, c, a, table);
    }
    // The colours of the squares the attacker's pieces can attack (a piece kept to one colour
    // attacks only that colour): the defending royal piece is driven to a corner of one of them.
    let mut colours = [false; 2];
    for k in 0..kinds {
        for sq in c.pieces(a, k).squares() {
            if t.kinds[k].royal {
                continue;
            }
            if t.unwin.colour_bound.get(a * kinds + k).copied().unwrap_or(false) {
                colours[usize::from(t.geo.colour(sq))] = true;
            } else {
                colours = [true; 2];
            }
        }
    }
    // The defending royal piece: its flights, check, corner, the attacking royal nearby.
    let foe = Foe::new(t, c, a);
    let without = occ & !B::bit(kd);
    let dk = c.kind_at(kd).unwrap_or(0);
    let reach = super::statics::steps(t, d, dk, kd, occ, false);
    let flights = (reach.quiet | reach.capture) & !c.sides[d];
    let open = flights
        .squares()
        .filter(|&s| !attacked(t, c, &foe, s, without, B::EMPTY))
        .count() as i32;
    h += 6 * open;
    if attacked(t, c, &foe, kd, occ, B::EMPTY) {
        h -= 4;
        // In check, the defender's replies are what stands between the position and a mate
        // (a capture of the checking piece or a block counts as much as a flight): the fewer,
        // the closer. Few in check, so cheap to count.
        if c.turn() == d {
            h += 3 * (legal_moves(t, c).len().min(12) as i32);
        }
    }
    h += 2 * corner_for(t, kd, colours) + 2 * dist(t, ka, kd);
    Some(h)
}
