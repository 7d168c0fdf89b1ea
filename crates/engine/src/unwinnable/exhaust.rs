//! Every reachable position of little material, each once, in a compact table: a proof by
//! exhaustion where the reachable positions are too many for the searches' hash sets, or the
//! line to a won position among them.
//!
//! A position without castling rights or an en passant square is its side to move and its
//! pieces' squares: with few pieces that is an index into a table of one byte per position,
//! per set of pieces (side and kind of each; a capture or a promotion moves the search to
//! another table). A piece's square is counted among the squares its kind may stand on (the
//! game's confinement zones: a palace, one side of the river), so the tables of a game with
//! confined pieces stay small. The byte is the breadth-first layer the position was first
//! reached in, so that a line to a won position can be read back: from the won position, a
//! position of the layer before with a move to it, and so on to the start.
//!
//! Positions are what the rules make of them ([`legal_moves`], [`Position::play`]); nothing is
//! assumed about the game but that its legal moves depend on the pieces, the side to move, the
//! castling rights and the en passant square only. A position with an en passant square (after
//! a double step) is not stored but expanded where it is reached; castling rights never come
//! back once lost, so the search runs only from a position without any. Where only a checkmate
//! wins, an attacker left with its royal piece alone is not expanded (it never gives check,
//! `statics::royal_never_checks`), the rule behind [`super::Reason::NoChecker`].

use crate::bits::Bits;
use crate::movegen::{in_check, legal_moves};
use crate::position::{Move, Position};
use crate::tables::{Tables, MAX_KINDS, NONE};

use super::Goal;

/// Most bytes one table may take (a table per set of pieces): four pieces free on 64 squares
/// with either side to move fit.
const MAX_TABLE: usize = 1 << 26;

/// Most pieces a position may have for the tables (royal pieces included).
const MAX_PIECES: usize = 12;

/// Not reached yet.
const UNSEEN: u8 = u8::MAX;

/// The deepest layer kept: a search that goes deeper gives up.
const MAX_LAYER: u8 = UNSEEN - 1;

/// What the search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Exhaust {
    /// This line of legal moves from the start ends in a position without a legal move that
    /// is won for the attacker.
    Won(Vec<Move>),
    /// Every reachable position (this many, in the tables) was looked at; none is won.
    Exhausted(u64),
    /// Out of budget, too much material, or a position the tables cannot hold.
    Open,
}

/// The positions of one set of pieces.
struct Table {
    /// Per piece, in the order of the index: `side * kinds + kind`.
    codes: Vec<usize>,
    /// One byte per position: the layer it was reached in, or [`UNSEEN`].
    layer: Vec<u8>,
}

/// Why the search stopped before closing.
enum Stop {
    /// A won position without a legal move: the stored position of the layer being expanded,
    /// and the moves from it (none when it is the won one, more where a double step leads on).
    Won {
        table: usize,
        index: usize,
        tail: Vec<Move>,
    },
    /// Out of budget, or a position the tables cannot hold.
    Open,
}

struct Search<'a, B> {
    t: &'a Tables<B>,
    a: usize,
    goal: Goal,
    kinds: usize,
    /// Per code, the rank of each square among the squares of the kind's zone, or `u16::MAX`.
    rank: Vec<Vec<u16>>,
    /// Per code, the squares of the kind's zone in rank order.
    squares: Vec<Vec<usize>>,
    tables: Vec<Table>,
    stored: u64,
    budget: u64,
    /// The positions reached from the one being expanded (kept to spare an allocation each).
    found: Vec<Position<B>>,
}

/// Searches every position reachable from `p` for one without a legal move that `goal` counts
/// as won for side `a`, storing at most `budget` positions.
pub(crate) fn exhaust<B: Bits>(t: &Tables<B>, p: &Position<B>, a: usize, goal: Goal, budget: u64) -> Exhaust {
    if p.castling != 0 || t.kinds.len() > MAX_KINDS {
        return Exhaust::Open;
    }
    let kinds = t.kinds.len();
    let mut rank = Vec::with_capacity(2 * kinds);
    let mut squares = Vec::with_capacity(2 * kinds);
    for side in 0..2 {
        for k in 0..kinds {
            let zone: Vec<usize> = t.dest[side][k].squares().collect();
            let mut r = vec![u16::MAX; t.geo.len()];
            for (i, &sq) in zone.iter().enumerate() {
                if let (Some(slot), Ok(i)) = (r.get_mut(sq), u16::try_from(i)) {
                    *slot = i;
                }
            }
            rank.push(r);
            squares.push(zone);
        }
    }
    let mut s = Search {
        t,
        a,
        goal,
        kinds,
        rank,
        squares,
        tables: Vec::new(),
        stored: 0,
        budget,
        found: Vec::new(),
    };
    match s.run(p) {
        Ok(()) => Exhaust::Exhausted(s.stored),
        Err(Stop::Open) => Exhaust::Open,
        Err(Stop::Won { table, index, tail }) => match s.line_to(p, table, index, tail) {
            Some(line) => Exhaust::Won(line),
            None => Exhaust::Open,
        },
    }
}

impl<B: Bits> Search<'_, B> {
    /// The table and index of a position (the table made if new), or `None` where a piece
    /// stands outside its kind's zone, there are more than [`MAX_PIECES`] pieces or the table
    /// would be too large.
    fn locate(&mut self, q: &Position<B>) -> Option<(usize, usize)> {
        // The pieces by code, in index order (codes ascending, squares ascending).
        let mut codes = [0usize; MAX_PIECES];
        let mut n = 0;
        let mut index = 0usize;
        let mut stride = 2usize;
        for side in 0..2 {
            for k in 0..self.kinds {
                let code = side * self.kinds + k;
                for sq in q.pieces(side, k).squares() {
                    let r = *self.rank[code].get(sq)?;
                    if r == u16::MAX || n == MAX_PIECES {
                        return None;
                    }
                    codes[n] = code;
                    n += 1;
                    let next = stride.checked_mul(self.squares[code].len())?;
                    // Below `next`, as the rank is below the zone's size.
                    index += stride * usize::from(r);
                    stride = next;
                }
            }
        }
        index += q.turn();
        let codes = &codes[..n];
        let table = match self.tables.iter().position(|tb| tb.codes == codes) {
            Some(i) => i,
            None => {
                if stride > MAX_TABLE {
                    return None;
                }
                self.tables.push(Table {
                    codes: codes.to_vec(),
                    layer: vec![UNSEEN; stride],
                });
                self.tables.len() - 1
            }
        };
        (index < self.tables[table].layer.len()).then_some((table, index))
    }

    /// The position at `index` of table `table`: its pieces and side to move, no castling
    /// rights, no en passant square.
    fn position(&self, table: usize, index: usize) -> Position<B> {
        let mut q = Position::empty(index % 2);
        let mut rest = index / 2;
        for &code in &self.tables[table].codes {
            let zone = &self.squares[code];
            let sq = zone[rest % zone.len()];
            rest /= zone.len();
            let (side, k) = (code / self.kinds, code % self.kinds);
            q.put(side, k, sq);
            if self.t.kinds[k].royal {
                q.royal[side] = sq as u8;
            }
        }
        q
    }

    /// Where only a checkmate wins: the attacker has nothing but its royal piece, which never
    /// gives check; nothing is won from here.
    fn unarmed(&self, q: &Position<B>) -> bool {
        super::search::unarmed(self.t, q, self.a, self.goal)
    }

    /// The positions reached from `q` by a move (and on, past positions with an en passant
    /// square), each with the moves to it: `f` returns `Err` to stop. A position without a
    /// legal move met on the way that is won stops with `Err(won(moves))`.
    fn successors<F>(&self, q: &Position<B>, moves: &mut Vec<Move>, f: &mut F) -> Result<(), Stop>
    where
        F: FnMut(&Position<B>, &[Move]) -> Result<(), Stop>,
    {
        if self.unarmed(q) {
            return Ok(());
        }
        let list = legal_moves(self.t, q);
        if list.is_empty() {
            if self.goal.won(self.a, q.turn(), in_check(self.t, q)) {
                return Err(Stop::Won {
                    table: usize::MAX,
                    index: 0,
                    tail: moves.clone(),
                });
            }
            return Ok(());
        }
        for m in list {
            let c = q.play_unkeyed(self.t, m);
            if c.castling != 0 {
                return Err(Stop::Open);
            }
            moves.push(m);
            let r = if c.ep_target != NONE {
                self.successors(&c, moves, f)
            } else {
                f(&c, moves)
            };
            moves.pop();
            r?;
        }
        Ok(())
    }

    /// Stores every position reachable from `p`, layer by layer.
    fn run(&mut self, p: &Position<B>) -> Result<(), Stop> {
        if p.ep_target == NONE {
            let (table, index) = self.locate(p).ok_or(Stop::Open)?;
            self.tables[table].layer[index] = 0;
            self.stored += 1;
        }
        self.expand(p, 0, usize::MAX, 0)?;
        let mut layer = 1u8;
        loop {
            let mut any = false;
            let mut table = 0;
            while table < self.tables.len() {
                let mut index = 0;
                while index < self.tables[table].layer.len() {
                    if self.tables[table].layer[index] == layer {
                        any = true;
                        let q = self.position(table, index);
                        self.expand(&q, layer, table, index)?;
                    }
                    index += 1;
                }
                table += 1;
            }
            if !any {
                return Ok(());
            }
            if layer == MAX_LAYER {
                return Err(Stop::Open);
            }
            layer += 1;
        }
    }

    /// Stores the positions reached from `q` (stored at `index` of `table`, layer `layer`)
    /// in the next layer.
    fn expand(&mut self, q: &Position<B>, layer: u8, table: usize, index: usize) -> Result<(), Stop> {
        let mut found = std::mem::take(&mut self.found);
        found.clear();
        let mut moves = Vec::new();
        let r = self.successors(q, &mut moves, &mut |c, _| {
            found.push(*c);
            Ok(())
        });
        if let Err(stop) = r {
            return Err(match stop {
                Stop::Won { tail, .. } => Stop::Won { table, index, tail },
                Stop::Open => Stop::Open,
            });
        }
        for c in &found {
            let (t, i) = self.locate(c).ok_or(Stop::Open)?;
            if self.tables[t].layer[i] == UNSEEN {
                self.tables[t].layer[i] = layer + 1;
                self.stored += 1;
                if self.stored > self.budget {
                    return Err(Stop::Open);
                }
            }
        }
        self.found = found;
        Ok(())
    }

    /// The line from `p` to the won position: back from the stored position at `index` of
    /// `table` (then `tail`), through a position of each layer before with moves to the next.
    fn line_to(&mut self, p: &Position<B>, table: usize, index: usize, tail: Vec<Move>) -> Option<Vec<Move>> {
        let mut parts: Vec<Vec<Move>> = vec![tail];
        let (mut table, mut index) = (table, index);
        if table == usize::MAX {
            // Won from the start, past its own double step.
            return parts.pop();
        }
        let mut layer = self.tables[table].layer[index];
        while layer > 0 {
            let before = layer - 1;
            let mut step: Option<(usize, usize, Vec<Move>)> = None;
            let target = (table, index);
            if before == 0 {
                step = self.segment(p, target).map(|m| (usize::MAX, 0, m));
            } else {
                'scan: for tb in 0..self.tables.len() {
                    for i in 0..self.tables[tb].layer.len() {
                        if self.tables[tb].layer[i] != before {
                            continue;
                        }
                        let q = self.position(tb, i);
                        if let Some(m) = self.segment(&q, target) {
                            step = Some((tb, i, m));
                            break 'scan;
                        }
                    }
                }
            }
            let (tb, i, m) = step?;
            parts.push(m);
            if tb == usize::MAX {
                break;
            }
            (table, index, layer) = (tb, i, before);
        }
        // From the start (the last part found) to the won position (the tail).
        let line: Vec<Move> = parts.into_iter().rev().flatten().collect();
        // The line replayed: legal moves to a won position without a legal move.
        let mut q = *p;
        for m in &line {
            if !legal_moves(self.t, &q).contains(m) {
                return None;
            }
            q = q.play(self.t, *m);
        }
        let won = legal_moves(self.t, &q).is_empty() && self.goal.won(self.a, q.turn(), in_check(self.t, &q));
        won.then_some(line)
    }

    /// The moves from `q` to the stored position `target`, if it is reached from `q`.
    fn segment(&mut self, q: &Position<B>, target: (usize, usize)) -> Option<Vec<Move>> {
        let mut hit = None;
        let mut moves = Vec::new();
        let mut reached = Vec::new();
        let _ = self.successors(q, &mut moves, &mut |c, ms| {
            reached.push((*c, ms.to_vec()));
            Ok(())
        });
        for (c, ms) in reached {
            if self.locate(&c) == Some(target) {
                hit = Some(ms);
                break;
            }
        }
        hit
    }
}
