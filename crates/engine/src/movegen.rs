//! Legal move generation and attack detection, driven entirely by the compiled tables.
//!
//! Moves are generated pattern by pattern. A move is tested for the safety of the mover's royal
//! piece only when it can matter: when the side is in check, when the royal piece itself moves,
//! for en passant and castling, and when the move empties a square on a line to the royal piece
//! (or fills one that a hopper could use as a screen). Every other move is legal as generated.

use trongtai_rulebook::game::Mode;

use crate::bits::Bits;
use crate::position::{Move, Position, Special};
use crate::tables::{Pattern, Shape, Tables, NONE};

/// Receives generated moves.
pub trait Sink {
    /// Takes one legal move.
    fn push(&mut self, m: Move);
}

impl Sink for Vec<Move> {
    #[inline(always)]
    fn push(&mut self, m: Move) {
        Vec::push(self, m);
    }
}

/// Counts moves without storing them.
#[derive(Debug, Default, Clone, Copy)]
pub struct Counter(pub u64);

impl Sink for Counter {
    #[inline(always)]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }
}

/// Stops at the first move.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Any(pub bool);

impl Sink for Any {
    #[inline(always)]
    fn push(&mut self, _: Move) {
        self.0 = true;
    }
}

/// The squares a pattern reaches from `from`, up to and including the first blocker.
#[inline(always)]
pub(crate) fn reach<B: Bits>(t: &Tables<B>, pat: &Pattern<B>, from: usize, occ: B) -> B {
    match &pat.shape {
        Shape::Ride { dir, reach, allowed } => {
            let r = reach[from];
            let blk = r & occ;
            let mut out = if blk.is_empty() {
                r
            } else {
                r & !t.ray(*dir, t.first(*dir, blk))
            };
            if let Some(a) = allowed {
                out &= a[from];
            }
            out
        }
        Shape::Leap { start, entries } => {
            let mut out = B::EMPTY;
            for &(legs, targets) in &entries[start[from] as usize..start[from + 1] as usize] {
                if (legs & occ).is_empty() {
                    out |= targets;
                }
            }
            out
        }
        Shape::Hop { dir, screens } => {
            let mut s = from;
            for _ in 0..*screens {
                let blk = t.ray(*dir, s) & occ;
                if blk.is_empty() {
                    return B::EMPTY;
                }
                s = t.first(*dir, blk);
            }
            let beyond = t.ray(*dir, s);
            let blk = beyond & occ;
            if blk.is_empty() {
                beyond
            } else {
                beyond & !t.ray(*dir, t.first(*dir, blk))
            }
        }
    }
}

/// Whether `sq` is attacked by side `by`, with occupancy `occ` and the pieces on `exclude`
/// taken off the board.
pub(crate) fn attacked<B: Bits>(t: &Tables<B>, p: &Position<B>, sq: usize, by: usize, occ: B, exclude: B) -> bool {
    let theirs = p.sides[by] & !exclude;
    let plan = &t.attack[by];
    for lc in &plan.leaps {
        let att = p.kinds[lc.kind as usize] & theirs;
        if att.is_empty() {
            continue;
        }
        for &(legs, froms) in &lc.entries[lc.start[sq] as usize..lc.start[sq + 1] as usize] {
            if !(froms & att).is_empty() && (legs & occ).is_empty() {
                return true;
            }
        }
    }
    for rc in &plan.rays {
        let ray = t.ray(rc.dir, sq);
        let mut cand = B::EMPTY;
        let mut mask = rc.kind_mask;
        while mask != 0 {
            let k = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            cand |= p.kinds[k];
        }
        cand &= theirs & ray;
        if cand.is_empty() {
            continue;
        }
        let blk = ray & occ;
        if blk.is_empty() {
            continue;
        }
        let b = t.first(rc.dir, blk);
        if cand.has(b) {
            if let Some(k) = p.kind_at(b) {
                if rc.facing && t.kinds[k].royal {
                    return true;
                }
                for &(rk, pi) in &rc.riders {
                    if rk as usize != k {
                        continue;
                    }
                    let pat = &t.patterns[by][k][pi as usize];
                    if pat.from.has(b) && t.dest[by][k].has(sq) && reach(t, pat, b, occ).has(sq) {
                        return true;
                    }
                }
            }
        }
        for &(hk, pi, screens) in &rc.hoppers {
            let hoppers = p.kinds[hk as usize] & theirs & ray;
            if hoppers.is_empty() {
                continue;
            }
            // Walk out from the target: `screens` pieces, then the hopper itself.
            let mut s = sq;
            let mut found = true;
            for _ in 0..=screens {
                let blk = t.ray(rc.dir, s) & occ;
                if blk.is_empty() {
                    found = false;
                    break;
                }
                s = t.first(rc.dir, blk);
            }
            if found && hoppers.has(s) {
                let pat = &t.patterns[by][hk as usize][pi as usize];
                if pat.from.has(s) && t.dest[by][hk as usize].has(sq) {
                    return true;
                }
            }
        }
    }
    false
}

/// Whether the side to move is in check.
pub fn in_check<B: Bits>(t: &Tables<B>, p: &Position<B>) -> bool {
    let us = p.turn as usize;
    attacked(t, p, p.royal[us] as usize, 1 - us, p.occupied(), B::EMPTY)
}

/// Whether the royal piece of the side to move is safe after a move that empties `vacated`,
/// fills `filled`, takes the pieces on `removed` off the board and leaves the royal on `royal`.
#[inline(always)]
fn safe_after<B: Bits>(t: &Tables<B>, p: &Position<B>, vacated: B, filled: B, removed: B, royal: usize) -> bool {
    let us = p.turn as usize;
    let occ = (p.occupied() & !vacated & !removed) | filled;
    !attacked(t, p, royal, 1 - us, occ, removed | filled)
}

/// Generates every legal move of the side to move into `sink`.
pub fn generate<B: Bits, S: Sink>(t: &Tables<B>, p: &Position<B>, sink: &mut S) {
    let us = p.turn as usize;
    let them = 1 - us;
    let own = p.sides[us];
    let enemy = p.sides[them];
    let occ = own | enemy;
    let royal = p.royal[us] as usize;
    let checked = attacked(t, p, royal, them, occ, B::EMPTY);
    let (sens_from, sens_to) = if checked {
        (t.all, t.all)
    } else {
        (t.sens_from[us][royal], t.sens_to[us][royal])
    };
    for (k, pats) in t.patterns[us].iter().enumerate() {
        let pieces = p.kinds[k] & own;
        if pieces.is_empty() {
            continue;
        }
        let is_royal = t.kinds[k].royal;
        let promo_zone = t.promo[us][k];
        let dest = t.dest[us][k];
        for pat in pats {
            let allow = match pat.mode {
                Mode::Both => !own,
                Mode::MoveOnly => !occ,
                Mode::CaptureOnly => enemy,
            };
            for from in (pieces & pat.from).squares() {
                let raw = reach(t, pat, from, occ) & dest;
                let targets = raw & allow;
                let from_b = B::bit(from);
                let special = if pat.passable.is_some() {
                    Special::Passable
                } else {
                    Special::None
                };
                for to in targets.squares() {
                    let to_b = B::bit(to);
                    let legal = if is_royal {
                        safe_after(t, p, from_b, to_b, to_b & enemy, to)
                    } else if sens_from.has(from) || sens_to.has(to) {
                        safe_after(t, p, from_b, to_b, to_b & enemy, royal)
                    } else {
                        true
                    };
                    if !legal {
                        continue;
                    }
                    emit(t, sink, k, from, to, special, promo_zone, us);
                }
                if pat.en_passant && p.ep_target != NONE && raw.has(p.ep_target as usize) {
                    let to = p.ep_target as usize;
                    let victim = B::bit(p.ep_victim as usize);
                    if (enemy & victim).is_empty() || occ.has(to) {
                        continue;
                    }
                    let r = if is_royal { to } else { royal };
                    if safe_after(t, p, from_b, B::bit(to), victim, r) {
                        emit(t, sink, k, from, to, Special::EnPassant, promo_zone, us);
                    }
                }
            }
        }
    }
    if !checked {
        castling(t, p, sink);
    }
}

#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn emit<B: Bits, S: Sink>(
    t: &Tables<B>,
    sink: &mut S,
    k: usize,
    from: usize,
    to: usize,
    special: Special,
    promo_zone: B,
    _us: usize,
) {
    if promo_zone.has(to) {
        for &pk in &t.kinds[k].promotions {
            sink.push(Move {
                from: from as u8,
                to: to as u8,
                kind: k as u8,
                promotion: pk,
                special,
            });
        }
    } else {
        sink.push(Move {
            from: from as u8,
            to: to as u8,
            kind: k as u8,
            promotion: NONE,
            special,
        });
    }
}

fn castling<B: Bits, S: Sink>(t: &Tables<B>, p: &Position<B>, sink: &mut S) {
    let us = p.turn as usize;
    let them = 1 - us;
    if p.castling == 0 {
        return;
    }
    let occ = p.occupied();
    let per_side = t.castles.len() / 2;
    for i in us * per_side..(us + 1) * per_side {
        if p.castling & (1 << i) == 0 {
            continue;
        }
        let c = &t.castles[i];
        let royal = p.royal[us] as usize;
        if royal != c.royal_from || !p.pieces(us, c.partner as usize).has(c.partner_from) {
            continue;
        }
        if !(c.empty & occ).is_empty() {
            continue;
        }
        if c.safe
            .squares()
            .any(|s| s != c.royal_to && attacked(t, p, s, them, occ, B::EMPTY))
        {
            continue;
        }
        let vacated = B::bit(c.royal_from) | B::bit(c.partner_from);
        let filled = B::bit(c.royal_to) | B::bit(c.partner_to);
        let occ_after = (occ & !vacated) | filled;
        if attacked(t, p, c.royal_to, them, occ_after, B::EMPTY) {
            continue;
        }
        let kind = p.kind_at(royal).unwrap_or(0);
        sink.push(Move {
            from: c.royal_from as u8,
            to: c.royal_to as u8,
            kind: kind as u8,
            promotion: NONE,
            special: Special::Castle(i as u8),
        });
    }
}

/// All legal moves of the side to move.
pub fn legal_moves<B: Bits>(t: &Tables<B>, p: &Position<B>) -> Vec<Move> {
    let mut v = Vec::with_capacity(64);
    generate(t, p, &mut v);
    v
}

/// Whether the side to move has at least one legal move.
pub fn has_legal_move<B: Bits>(t: &Tables<B>, p: &Position<B>) -> bool {
    let mut any = Any(false);
    generate(t, p, &mut any);
    any.0
}
