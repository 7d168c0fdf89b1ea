//! Move distances on an empty board, compiled from the movement data: for each side, kind and
//! pair of squares, the fewest moves a piece needs to go from one to the other (a promotion on
//! the way included: the piece walks to a square of its promotion zone and goes on as any kind
//! it may become), and the fewest moves it needs to stand where it attacks a square.
//!
//! What the guided helpmate search (`search::guided`) measures its plans by: a bishop never
//! reaches a square of the other colour, a pawn only the squares ahead of it (or, promoted,
//! anywhere), an elephant only its side of the river. An estimate, never a proof: on a board
//! with pieces a way may be longer, and hoppers are taken to hop anywhere along their lines.

use crate::bits::Bits;
use crate::tables::Tables;

use super::statics::steps;

/// Unreachable.
pub(crate) const FAR: u8 = u8::MAX;

/// The tables of one game, indexed `(side * kinds + kind) * n * n + from * n + to`.
#[derive(Debug, Clone, Default)]
pub(crate) struct Distances {
    n: usize,
    kinds: usize,
    /// Fewest moves from `from` to `to`.
    moves: Vec<u8>,
    /// Fewest moves from `from` to a square from which the piece attacks `to`.
    attack: Vec<u8>,
}

impl Distances {
    /// Compiles the tables: a breadth-first walk from every square, per side and kind, then the
    /// promotions folded in, then the attacks.
    pub(crate) fn compile<B: Bits>(t: &Tables<B>) -> Self {
        let n = t.geo.len();
        let kinds = t.kinds.len();
        let mut moves = vec![FAR; 2 * kinds * n * n];
        // Per side and kind, per square, the squares a piece reaches in one move (empty board)
        // and the squares it attacks.
        let mut reach: Vec<Vec<B>> = Vec::with_capacity(2 * kinds);
        let mut hits: Vec<Vec<B>> = Vec::with_capacity(2 * kinds);
        for side in 0..2 {
            for kind in 0..kinds {
                let (mut r, mut h) = (Vec::with_capacity(n), Vec::with_capacity(n));
                for sq in 0..n {
                    let s = steps(t, side, kind, sq, B::EMPTY, true);
                    r.push(s.quiet | s.capture);
                    h.push(s.capture);
                }
                reach.push(r);
                hits.push(h);
            }
        }
        let mut queue = Vec::with_capacity(n);
        for idx in 0..2 * kinds {
            for from in 0..n {
                let row = &mut moves[(idx * n + from) * n..(idx * n + from + 1) * n];
                row[from] = 0;
                queue.clear();
                queue.push(from);
                let mut head = 0;
                while head < queue.len() {
                    let x = queue[head];
                    head += 1;
                    let next = row[x].saturating_add(1);
                    for y in reach[idx][x].squares() {
                        if row[y] == FAR {
                            row[y] = next;
                            queue.push(y);
                        }
                    }
                }
            }
        }
        // Promotions: to the zone as the piece, then on as the kind it becomes (one level; the
        // kinds promoted to do not promote again in the shipped games, and a second level would
        // only shorten an estimate).
        let base = moves.clone();
        for side in 0..2 {
            for kind in 0..kinds {
                let zone = t.promo[side][kind];
                let to_kinds = &t.kinds[kind].promotions;
                if zone.is_empty() || to_kinds.is_empty() {
                    continue;
                }
                let idx = side * kinds + kind;
                for from in 0..n {
                    for z in zone.squares() {
                        let dz = base[(idx * n + from) * n + z];
                        if dz == FAR {
                            continue;
                        }
                        for &k2 in to_kinds {
                            let j = side * kinds + usize::from(k2);
                            if j >= 2 * kinds {
                                continue;
                            }
                            for to in 0..n {
                                let d2 = base[(j * n + z) * n + to];
                                if d2 == FAR {
                                    continue;
                                }
                                let cell = &mut moves[(idx * n + from) * n + to];
                                *cell = (*cell).min(dz.saturating_add(d2).min(FAR - 1));
                            }
                        }
                    }
                }
            }
        }
        // Attacks: the fewest moves to any square from which the piece (as it is, or promoted
        // on the way, which `moves` already counts) attacks the target.
        let mut attack = vec![FAR; 2 * kinds * n * n];
        for side in 0..2 {
            for kind in 0..kinds {
                let idx = side * kinds + kind;
                // The kinds the piece may stand as: itself, and what it may become.
                let mut as_kinds = vec![kind];
                if !t.promo[side][kind].is_empty() {
                    as_kinds.extend(
                        t.kinds[kind]
                            .promotions
                            .iter()
                            .map(|&k| usize::from(k))
                            .filter(|&k| k < kinds),
                    );
                }
                for y in 0..n {
                    for &k2 in &as_kinds {
                        // Standing on `y` as `k2` attacks these.
                        let targets = hits[side * kinds + k2][y];
                        if targets.is_empty() {
                            continue;
                        }
                        for from in 0..n {
                            let d = if k2 == kind {
                                moves[(idx * n + from) * n + y]
                            } else {
                                // As the promoted kind: only where the walk there went
                                // through the zone (the promoted piece's own distance from a
                                // zone square).
                                t.promo[side][kind]
                                    .squares()
                                    .map(|z| {
                                        let a = base[(idx * n + from) * n + z];
                                        let b = base[((side * kinds + k2) * n + z) * n + y];
                                        if a == FAR || b == FAR {
                                            FAR
                                        } else {
                                            a.saturating_add(b).min(FAR - 1)
                                        }
                                    })
                                    .min()
                                    .unwrap_or(FAR)
                            };
                            if d == FAR {
                                continue;
                            }
                            for to in targets.squares() {
                                let cell = &mut attack[(idx * n + from) * n + to];
                                *cell = (*cell).min(d);
                            }
                        }
                    }
                }
            }
        }
        Distances {
            n,
            kinds,
            moves,
            attack,
        }
    }

    /// Fewest moves for a piece of `kind` of `side` from `from` to `to` ([`FAR`]: never).
    #[inline]
    pub(crate) fn moves(&self, side: usize, kind: usize, from: usize, to: usize) -> u8 {
        self.moves
            .get(((side * self.kinds + kind) * self.n + from) * self.n + to)
            .copied()
            .unwrap_or(FAR)
    }

    /// Fewest moves for a piece of `kind` of `side` from `from` to a square from which it
    /// attacks `to` ([`FAR`]: never).
    #[inline]
    pub(crate) fn attack(&self, side: usize, kind: usize, from: usize, to: usize) -> u8 {
        self.attack
            .get(((side * self.kinds + kind) * self.n + from) * self.n + to)
            .copied()
            .unwrap_or(FAR)
    }
}
