//! The helpmate search: both sides cooperate so that one side checkmates the other.
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
use crate::movegen::{has_legal_move, in_check, legal_moves};
use crate::position::{Move, Position};
use crate::tables::{Tables, NONE};

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
pub(crate) fn helpmate<B: Bits>(t: &Tables<B>, p: &Position<B>, a: usize, max_plies: u32, budget: u64) -> Found {
    let mut s = Search {
        t,
        a,
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
        // The attacker without a piece other than its royal one can never get one.
        let a = self.a;
        let t = self.t;
        if (0..t.kinds.len()).all(|k| t.kinds[k].royal || p.pieces(a, k).is_empty()) {
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
            if mover == a && in_check(t, &c) && !has_legal_move(t, &c) {
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
            // Only the attacker's mating move could end a line of one ply.
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
