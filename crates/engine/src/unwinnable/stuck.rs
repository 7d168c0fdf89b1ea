//! Won positions without a legal move: whether the pieces of both sides, each anywhere in its
//! region or taken, could ever stand so that the defender, to move, has no legal move (parries
//! included) in a position the rules count as won for the attacker (in check, or out of it where
//! that wins too), with the attacker's royal piece not attacked (the attacker has just moved).
//! When no placement does, the attacker cannot win: a proof that needs no search of the moves,
//! however long the helpmate would be.
//!
//! The placements looked at over-approximate the reachable positions: the royal pieces anywhere
//! in their regions, every frozen piece on its square (it never moves and is never taken), every
//! other piece anywhere in its regions (as any kind it may become), or gone where an enemy piece
//! may ever attack a square of its regions. A piece whose regions no enemy piece ever attacks
//! (one that never leaves its own half, against pieces that never enter it) is never taken: it
//! stands somewhere. The castling and en passant moves are left out of the defender's moves:
//! fewer moves only make more placements won, so the answer stays sound.
//!
//! The search adds pieces to a placement `Q` (the defender's royal piece first, on each square of
//! its region in turn) only where a placement `P` that contains `Q` and is won needs one:
//!
//! * The defender has a legal move `m` in `Q`, which `P` takes away. Either `m` is no longer a
//!   move in `P` (a move needs squares empty, its path, legs and target, or occupied, a hopper's
//!   screen and the piece taken: `P` adds a piece on one of those), or the royal piece stands
//!   attacked after it in `P` and not in `Q`: by a piece `P` adds (on a square of its region from
//!   which its kind attacks that square on a board where only the frozen pieces stand, a hopper
//!   along its whole line), or by a hopper of `Q` given a screen (a piece added between the two).
//!   Adding a piece never makes any other attack.
//! * The defender has no legal move in `Q` but is in check where the rules want it out of check
//!   (a piece added between it and an attacker), or the other way round (an attacker added, as
//!   above).
//! * The attacker's royal piece stands attacked in `Q`: a piece added between it and an attacker.
//! * A piece never taken is not placed yet: it stands on one of its squares.
//!
//! For one of these (the one with the fewest ways), the search branches over every way, so it
//! reaches every won `P`; when there is none, no `P` contains `Q`. Placements are looked at once
//! each. Running out of `budget` answers "possible", the sound side.
//!
//! Where the attacker can never give check (its royal piece never does, and none of its other
//! pieces can ever attack a square the defender's royal piece can stand on), no attack by an added
//! piece needs looking for, and the attacker's royal piece is placed first, on each of its squares
//! in turn: the short search run before the others (`early`).
//!
//! Everything is written against the compiled movement patterns: no piece is named.

use std::collections::HashSet;

use crate::bits::Bits;
use crate::movegen::attack::{attacked, attacked_by, Foe};
use crate::movegen::{in_check, legal_moves};
use crate::position::{Move, Position};
use crate::tables::{Shape, Tables, MAX_KINDS};

use super::statics::{steps, Statics};
use super::Goal;

/// Pieces that may be added: alike pieces (one side, one region per kind) counted together, so
/// that placements differing only in which of them stands where are one.
struct Class<B> {
    side: usize,
    /// Per kind, the squares the pieces may stand on as that kind.
    regions: [B; MAX_KINDS],
    left: u32,
    /// The pieces can never be taken (no enemy piece ever attacks a square of their regions):
    /// they stand somewhere in every placement. The attacker's royal piece is one.
    stays: bool,
    royal: bool,
    /// The attacker's pieces: per kind and square, the squares of the region from which a piece
    /// of that kind may attack it (on a board where only the frozen pieces stand, a hopper along
    /// its whole line). Empty for the defender's.
    hits: Vec<Vec<B>>,
}

/// One way to go on: a piece of class `.0` added as kind `.1` on one of the squares `.2`.
type Way<B> = (usize, usize, B);

/// The search's state: what may still be added, what was looked at, the budget left.
struct Search<'a, B: Bits> {
    t: &'a Tables<B>,
    d: usize,
    a: usize,
    goal: Goal,
    /// Side `a` never gives check (see [`placements`]).
    early: bool,
    classes: Vec<Class<B>>,
    /// Kinds of the attacker with a hopper's pattern (a piece added between one and a square
    /// may make it attack the square).
    hoppers: Vec<usize>,
    /// Placements looked at, with what was left to add (alike pieces of different regions make
    /// the same placement from different pools).
    seen: HashSet<(Position<B>, Vec<u32>)>,
    left: u64,
    /// Won placements wanted before the search ends.
    want: usize,
    found: Found<B>,
}

/// How a branch ended.
enum End {
    /// Every placement containing this one leaves the defender a legal move (or is not won).
    Free,
    /// Enough placements won for the attacker found (or the budget ran out): the search ends.
    Won,
}

/// What the search over placements found.
pub(crate) struct Found<B> {
    /// The budget ran out before every placement was looked at.
    pub spent: bool,
    /// Placements won for the attacker (the defender to move), in the order found.
    pub won: Vec<Position<B>>,
}

impl<B> Found<B> {
    /// Whether some placement may be won: one was found, or the search could not tell.
    pub(crate) fn possible(&self) -> bool {
        self.spent || !self.won.is_empty()
    }
}

/// Up to `want` placements, side `1 - a` to move, that are positions without a legal move that
/// `goal` counts as won for side `a`, and whether the budget of placements ran out. The caller has established that no position with side `a` to move is won for it.
/// `early`: the caller has established too that side `a` can never give check (its royal piece
/// never does, and none of its other pieces can ever attack a square the other royal piece can
/// stand on), so that no piece added ever attacks the defender's royal piece: only the ways to
/// block or empty a move are looked at, and the attacker's royal piece is placed first.
pub(crate) fn placements<B: Bits>(
    t: &Tables<B>,
    st: &Statics<B>,
    a: usize,
    goal: Goal,
    budget: u64,
    early: bool,
    want: usize,
) -> Found<B> {
    let d = 1 - a;
    let mut base = Position::<B>::empty(d);
    let kinds = t.kinds.len();
    // What each side may ever attack: a piece of the other side whose region none of it meets is
    // never taken.
    let attacks = [0, 1].map(|side| st.att[side] | st.fatt[side] | st.royal_att[side]);
    let mut droyal = None;
    let mut classes: Vec<Class<B>> = Vec::new();
    for f in &st.pieces {
        if f.royal && f.side == d {
            droyal = Some(f.kind);
        } else if f.frozen {
            base.put(f.side, f.kind, f.sq);
        } else {
            let any = f.region.iter().fold(B::EMPTY, |m, &r| m | r);
            match classes
                .iter_mut()
                .find(|c| c.side == f.side && c.regions == f.region && !c.royal && !f.royal)
            {
                Some(c) => c.left += 1,
                None => classes.push(Class {
                    side: f.side,
                    regions: f.region,
                    left: 1,
                    // (Nor taken en passant: no move of its kinds may be.)
                    stays: f.royal
                        || ((any & attacks[1 - f.side]).is_empty()
                            && (0..kinds)
                                .filter(|&k| !f.region[k].is_empty())
                                .all(|k| t.patterns[f.side][k].iter().all(|pat| pat.passable.is_none()))),
                    royal: f.royal,
                    hits: Vec::new(),
                }),
            }
        }
    }
    // No royal piece to leave without a move: nothing this search can tell.
    let Some(kd) = droyal else {
        return Found {
            spent: true,
            won: Vec::new(),
        };
    };
    let walls = base.occupied();
    // The attacker's pieces' attacks, looked up by target square.
    let n = t.geo.len();
    for c in classes.iter_mut().filter(|c| c.side == a) {
        c.hits = vec![vec![B::EMPTY; n]; kinds];
        for k in 0..kinds {
            for s in c.regions[k].squares() {
                let mut attacked = steps(t, a, k, s, walls, true).capture;
                if c.royal {
                    // The royal piece's attacks that come from the rules of the position
                    // (royal pieces facing each other), asked of the move generator itself with
                    // the defender's royal piece on each square.
                    let mut alone = base;
                    alone.put(a, k, s);
                    for r in (t.dest[d][kd] & !walls & !B::bit(s)).squares() {
                        let mut with = alone;
                        with.put(d, kd, r);
                        with.royal[d] = r as u8;
                        with.royal[a] = s as u8;
                        if attacked_by(t, &with, r, a) {
                            attacked |= B::bit(r);
                        }
                    }
                }
                for r in attacked.squares() {
                    c.hits[k][r] |= B::bit(s);
                }
            }
        }
    }
    let hoppers = (0..kinds)
        .filter(|&k| {
            t.patterns[a][k]
                .iter()
                .any(|pat| matches!(pat.shape, Shape::Hop { .. }))
        })
        .collect();
    let mut search = Search {
        t,
        d,
        a,
        goal,
        early,
        classes,
        hoppers,
        seen: HashSet::new(),
        left: budget,
        want: want.max(1),
        found: Found {
            spent: false,
            won: Vec::new(),
        },
    };
    for rd in (st.royal_reg[d] & !walls).squares() {
        let mut q = base;
        q.put(d, kd, rd);
        q.royal[d] = rd as u8;
        if let End::Won = search.start(q) {
            break;
        }
    }
    search.found
}

impl<B: Bits> Search<'_, B> {
    /// The search from placement `q`, the defender's royal piece placed. Early, the attacker's
    /// royal piece is placed next on each of its squares in turn; otherwise it is left to the
    /// search, which places it only when a need of the placement calls for it or at the end.
    fn start(&mut self, q: Position<B>) -> End {
        let Some(i) = self.classes.iter().position(|c| c.royal).filter(|_| self.early) else {
            return self.branch(q);
        };
        let occ = q.occupied();
        for (kind, region) in self.classes[i].regions.into_iter().enumerate() {
            for sq in (region & !occ).squares() {
                if let End::Won = self.add(q, i, kind, sq) {
                    return End::Won;
                }
            }
        }
        End::Free
    }

    fn branch(&mut self, q: Position<B>) -> End {
        let pool = self.classes.iter().map(|c| c.left).collect();
        if !self.seen.insert((q, pool)) {
            // Looked at before, and that branch ended free (a won one ends the search).
            return End::Free;
        }
        if self.left == 0 {
            self.found.spent = true;
            return End::Won;
        }
        self.left -= 1;
        let t = self.t;
        let occ = q.occupied();
        let r = q.royal[self.d] as usize;
        let moves = legal_moves(t, &q);
        let check = in_check(t, &q);
        let mut needs: Vec<Vec<Way<B>>> = Vec::new();
        for m in &moves {
            needs.push(self.to_take_away(&q, m));
        }
        if moves.is_empty() && !self.goal.won(self.a, self.d, check) {
            if !self.goal.won(self.a, self.d, !check) {
                return End::Free;
            }
            if check {
                // A piece added between the royal piece and one of its attackers.
                if let Some(x) = self.attacker(&q, r, self.a) {
                    needs.push(self.anything_on(self.between(x, r) & !occ));
                }
            } else {
                needs.push(self.to_attack(&q, r, occ));
            }
        }
        // The attacker has just moved, so its royal piece, once placed, must not stand attacked:
        // a piece added between it and an attacker.
        let placed = self.classes.iter().any(|c| c.royal && c.left == 0);
        let ra = q.royal[self.a] as usize;
        if placed {
            if let Some(x) = self.attacker(&q, ra, self.d) {
                needs.push(self.anything_on(self.between(x, ra) & !occ));
            }
        }
        // A piece never taken must stand somewhere in its region.
        for (i, c) in self.classes.iter().enumerate() {
            if c.stays && c.left > 0 {
                needs.push((0..MAX_KINDS).map(|k| (i, k, c.regions[k] & !occ)).collect());
            }
        }
        let count = |ways: &Vec<Way<B>>| -> u32 { ways.iter().map(|w| w.2.count()).sum() };
        // The way with fewest branches; none needed: this placement is won.
        let Some(need) = needs.into_iter().min_by_key(count) else {
            self.found.won.push(q);
            return if self.found.won.len() >= self.want {
                End::Won
            } else {
                End::Free
            };
        };
        for (i, kind, squares) in need {
            if self.classes[i].left == 0 {
                continue;
            }
            for sq in squares.squares() {
                if let End::Won = self.add(q, i, kind, sq) {
                    return End::Won;
                }
            }
        }
        End::Free
    }

    /// The search from `q` with a piece of class `i` added as `kind` on `sq`.
    fn add(&mut self, q: Position<B>, i: usize, kind: usize, sq: usize) -> End {
        let mut next = q;
        let side = self.classes[i].side;
        next.put(side, kind, sq);
        if self.classes[i].royal {
            next.royal[side] = sq as u8;
        }
        self.classes[i].left -= 1;
        let end = self.branch(next);
        self.classes[i].left += 1;
        end
    }

    /// A piece of side `by` that attacks `sq` in `q`, if any: every placement containing `q` in
    /// which `sq` is not attacked adds a piece between the two (adding pieces makes no attack
    /// that blocks another).
    fn attacker(&self, q: &Position<B>, sq: usize, by: usize) -> Option<usize> {
        let foe = Foe::new(self.t, q, by);
        let occ = q.occupied();
        let theirs = q.sides[by];
        theirs
            .squares()
            .find(|&x| attacked(self.t, q, &foe, sq, occ, theirs & !B::bit(x)))
    }

    /// Every piece that may still be added, on the squares of `squares` it may stand on.
    fn anything_on(&self, squares: B) -> Vec<Way<B>> {
        let mut ways = Vec::new();
        for (i, c) in self.classes.iter().enumerate() {
            if c.left == 0 {
                continue;
            }
            for (k, &region) in c.regions.iter().enumerate() {
                if !(region & squares).is_empty() {
                    ways.push((i, k, region & squares));
                }
            }
        }
        ways
    }

    /// The ways to make square `r` attacked by the attacker in `q` (adding on squares not in `occ`):
    /// a piece added where it attacks `r`, or between one of its hoppers and `r`.
    fn to_attack(&self, q: &Position<B>, r: usize, occ: B) -> Vec<Way<B>> {
        let mut ways = Vec::new();
        for (i, c) in self.classes.iter().enumerate() {
            if c.left == 0 || c.side != self.a {
                continue;
            }
            for (k, hits) in c.hits.iter().enumerate() {
                let s = hits[r] & !occ;
                if !s.is_empty() {
                    ways.push((i, k, s));
                }
            }
        }
        for &k in &self.hoppers {
            for x in q.pieces(self.a, k).squares() {
                ways.extend(self.anything_on(self.screens(k, x, r) & !occ));
            }
        }
        ways
    }

    /// The ways to take legal move `m` away: a piece added on a square the move depends on, or
    /// one that makes the royal piece's square after it attacked.
    fn to_take_away(&self, q: &Position<B>, m: &Move) -> Vec<Way<B>> {
        let occ = q.occupied();
        let mut ways = self.anything_on(self.depends(m) & !occ);
        if !self.early {
            let after = q.play_unkeyed(self.t, *m);
            ways.extend(self.to_attack(&after, after.royal[self.d] as usize, occ));
        }
        ways
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

    /// The squares between `x` and `r` on which a screen lets the attacker's hopper of kind `k`
    /// on `x` attack `r`: those of each of its hopping lines from `x` that passes `r`.
    fn screens(&self, k: usize, x: usize, r: usize) -> B {
        let t = self.t;
        let mut s = B::EMPTY;
        for pat in &t.patterns[self.a][k] {
            if let Shape::Hop { dir, .. } = pat.shape {
                if pat.from.has(x) && t.ray(dir, x).has(r) {
                    s |= t.ray(dir, x) & !t.ray(dir, r) & !B::bit(r);
                }
            }
        }
        s
    }

    /// The squares strictly inside the rectangle with corners `x` and `r`.
    fn between(&self, x: usize, r: usize) -> B {
        self.span(x, r) & !B::bit(r)
    }

    /// The squares whose occupation a move depends on: its target, the squares between, and the
    /// legs of any leap of the piece from its square to the target.
    fn depends(&self, m: &Move) -> B {
        let (from, to) = (m.from as usize, m.to as usize);
        let mut s = self.span(from, to);
        for pat in &self.t.patterns[self.d][m.kind as usize] {
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
