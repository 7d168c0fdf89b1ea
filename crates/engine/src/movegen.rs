//! Legal move generation, driven entirely by the compiled tables.
//!
//! Moves are generated group by group (see [`group`]). Before that, one look along the lines of
//! attack on the royal piece (see [`guard`]) tells which moves need a test of the royal piece's
//! safety: moves of the royal piece itself, en passant and castling always do; other moves only
//! where a hopper or a leaper's leg makes it matter, or when several checks meet. Pinned pieces
//! keep to their line and checks by riders and leapers are answered by blocking or capturing,
//! with no test. Sets of moves are handed to the [`Sink`] at once, so counting needs no loop.

pub(crate) mod attack;
pub(crate) mod group;
pub(crate) mod guard;
pub(crate) mod line;
pub(crate) mod shift;
#[cfg(test)]
mod tests;

use crate::bits::Bits;
use crate::position::{Move, Position, Special};
use crate::tables::{Tables, NONE};
use attack::{attacked, attacked_by, Foe};
use group::{Allow, Group};
use guard::Guard;
use shift::Shift;

/// Receives generated moves.
pub trait Sink<B: Bits> {
    /// Whether the sink ignores the squares of the moves it takes in sets.
    const BULK: bool = false;

    /// Takes one legal move.
    fn push(&mut self, m: Move);

    /// Takes the legal moves of the piece of `kind` on `from` to each square of `targets`; those
    /// landing on `promo` come once for each kind of `promotions`.
    #[inline(always)]
    fn push_set(&mut self, kind: u8, from: u8, targets: B, special: Special, promo: B, promotions: &[u8]) {
        for to in targets.squares() {
            let base = Move {
                from,
                to: to as u8,
                kind,
                promotion: NONE,
                special,
            };
            if promo.has(to) {
                for &pk in promotions {
                    self.push(Move { promotion: pk, ..base });
                }
            } else {
                self.push(base);
            }
        }
    }
}

/// Pushes the moves to each square of `targets` from the square `offset` places before it.
pub(crate) fn push_shifted<B: Bits, S: Sink<B>>(
    sink: &mut S,
    kind: u8,
    targets: B,
    offset: i32,
    special: Special,
    promo: B,
    promotions: &[u8],
) {
    if S::BULK {
        sink.push_set(kind, 0, targets, special, promo, promotions);
    } else {
        for to in targets.squares() {
            let from = (to as i32 - offset) as u8;
            sink.push_set(kind, from, B::bit(to), special, promo, promotions);
        }
    }
}

impl<B: Bits> Sink<B> for Vec<Move> {
    #[inline(always)]
    fn push(&mut self, m: Move) {
        Vec::push(self, m);
    }
}

/// Counts moves without storing them.
///
/// The sets of targets handed in are added up square by square in binary, each bit of the
/// per-square counts in a set of its own (a carry-save adder): a position's count then takes a
/// population count per bit of the counts, not one per set handed in.
#[derive(Debug, Default, Clone, Copy)]
pub struct Counter<B> {
    /// `levels[i]`: the squares whose count has bit `i` set.
    levels: [B; 8],
    /// Moves counted one by one (and counts past the levels).
    extra: u64,
}

impl<B: Bits> Counter<B> {
    /// The number of moves counted.
    pub fn total(&self) -> u64 {
        self.levels
            .iter()
            .enumerate()
            .filter(|(_, l)| !l.is_empty())
            .fold(self.extra, |n, (i, l)| n + ((l.count() as u64) << i))
    }

    /// Adds one to the count of every square of `set`.
    #[inline(always)]
    fn add(&mut self, set: B) {
        let mut carry = set;
        for level in &mut self.levels {
            if carry.is_empty() {
                return;
            }
            let next = *level & carry;
            *level ^= carry;
            carry = next;
        }
        // A carry out of the last level is worth 2^8 on each of its squares.
        self.extra += (carry.count() as u64) << self.levels.len();
    }
}

impl<B: Bits> Sink<B> for Counter<B> {
    const BULK: bool = true;

    #[inline(always)]
    fn push(&mut self, _: Move) {
        self.extra += 1;
    }

    #[inline(always)]
    fn push_set(&mut self, _: u8, _: u8, targets: B, _: Special, promo: B, promotions: &[u8]) {
        let promoting = targets & promo;
        if promoting.is_empty() {
            self.add(targets);
        } else {
            // Each promoting move counts once per choice.
            self.add(targets & !promo);
            self.extra += promoting.count() as u64 * promotions.len() as u64;
        }
    }
}

/// Stops at the first move.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Any(pub bool);

impl<B: Bits> Sink<B> for Any {
    #[inline(always)]
    fn push(&mut self, _: Move) {
        self.0 = true;
    }
}

/// Whether the side to move is in check.
pub fn in_check<B: Bits>(t: &Tables<B>, p: &Position<B>) -> bool {
    let us = p.turn as usize;
    attacked_by(t, p, p.royal[us] as usize, 1 - us)
}

/// What is fixed while the moves of one position are generated.
struct Ctx<'a, B> {
    t: &'a Tables<B>,
    p: &'a Position<B>,
    // Borrowed, not moved in: on a `u128` board the two are a few hundred bytes, and moving
    // them cost a `memcpy` call per position (3% of xiangqi perft).
    foe: &'a Foe<B>,
    guard: &'a Guard<B>,
    enemy: B,
    occ: B,
    royal: usize,
    /// Per mode, the squares a move may end on.
    allow: Allow<B>,
    /// The squares the moves wanted end on.
    want: B,
}

/// Generates every legal move of the side to move into `sink`.
#[inline]
pub fn generate<B: Bits, S: Sink<B>>(t: &Tables<B>, p: &Position<B>, sink: &mut S) {
    generate_some(t, p, sink, u32::MAX, !B::EMPTY);
}

/// Generates into `sink` the legal moves of the side to move by a piece whose kind is in
/// `kinds` (a bit per kind) to a square of `want`: the same moves as [`generate`] gives, less
/// the others, with no work spent on pieces of other kinds (reading a move written in a
/// notation needs only the moves that fit its text).
#[inline]
pub fn generate_some<B: Bits, S: Sink<B>>(t: &Tables<B>, p: &Position<B>, sink: &mut S, kinds: u32, want: B) {
    let us = p.turn as usize;
    let foe = Foe::new(t, p, 1 - us);
    let guard = Guard::new(t, p, &foe);
    let own = p.sides[us];
    let enemy = p.sides[1 - us];
    let cx = Ctx {
        t,
        p,
        foe: &foe,
        guard: &guard,
        enemy,
        occ: own | enemy,
        royal: p.royal[us] as usize,
        allow: [!own & want, !(own | enemy) & want, enemy & want],
        want,
    };
    let wanted = |kind: u8| kind_wanted(kinds, kind as usize);
    // Without checks, pins or squares to test, every move of a non-royal piece is legal: the
    // common case gets code of its own.
    if cx.guard.free {
        for grp in &t.groups[us] {
            let pieces = p.kinds[grp.kind as usize] & own & grp.from;
            if !pieces.is_empty() && wanted(grp.kind) {
                cx.group::<S, true>(sink, grp, pieces);
            }
        }
    } else {
        for grp in &t.groups[us] {
            let pieces = p.kinds[grp.kind as usize] & own & grp.from;
            if !pieces.is_empty() && wanted(grp.kind) {
                cx.group::<S, false>(sink, grp, pieces);
            }
        }
    }
    if !cx.guard.checked {
        castling(t, p, cx.foe, sink, kinds, want);
    }
}

impl<B: Bits> Ctx<'_, B> {
    /// Whether the royal piece is safe after a move from `from` to `to` that removes `removed`.
    #[inline(always)]
    fn safe(&self, royal_moves: bool, from: usize, to: usize, removed: B) -> bool {
        let (from_b, to_b) = (B::bit(from), B::bit(to));
        let occ = (self.occ & !from_b & !removed) | to_b;
        let r = if royal_moves { to } else { self.royal };
        !attacked(self.t, self.p, self.foe, r, occ, removed | to_b)
    }

    /// The moves of the pieces on `pieces` by the patterns of group `grp`.
    #[inline(always)]
    fn group<S: Sink<B>, const FREE: bool>(&self, sink: &mut S, grp: &Group<B>, mut pieces: B) {
        let (t, p) = (self.t, self.p);
        let k = grp.kind;
        let special = if grp.passable { Special::Passable } else { Special::None };
        let all = pieces;
        if !grp.shifts.is_empty() && !grp.royal {
            let movers = if FREE { pieces } else { pieces & !self.guard.awkward };
            pieces ^= movers;
            if !movers.is_empty() {
                for sh in &grp.shifts {
                    self.shifted::<S, FREE>(sink, grp, sh, movers, special);
                }
            }
        }
        for from in pieces.squares() {
            let targets = grp.reach(t, from, self.occ, &self.allow) & grp.dest;
            let (ok, test) = if grp.royal {
                (B::EMPTY, targets)
            } else if FREE {
                (targets, B::EMPTY)
            } else {
                self.guard.sort(t, p, from, targets)
            };
            if !ok.is_empty() {
                sink.push_set(k, from as u8, ok, special, grp.promo, &grp.promotions);
            }
            for to in test.squares() {
                let to_b = B::bit(to);
                if self.safe(grp.royal, from, to, to_b & self.enemy) {
                    sink.push_set(k, from as u8, to_b, special, grp.promo, &grp.promotions);
                }
            }
        }
        if grp.en_passant && p.ep_target != NONE && (grp.dest & self.want).has(p.ep_target as usize) {
            let candidates = all & grp.origins[p.ep_target as usize];
            if !candidates.is_empty() {
                self.en_passant(sink, grp, candidates);
            }
        }
    }

    /// The moves of `movers` (none pinned or otherwise awkward) by one shift.
    #[inline(always)]
    fn shifted<S: Sink<B>, const FREE: bool>(
        &self,
        sink: &mut S,
        grp: &Group<B>,
        sh: &Shift<B>,
        movers: B,
        special: Special,
    ) {
        let allow = self.allow[sh.mode as usize] & grp.dest;
        let mut cur = movers;
        // An exclusive range: `1..=steps` keeps an exhaustion flag and costs more per step.
        for i in 1..u32::from(sh.steps) + 1 {
            cur = (cur & sh.valid).shift(sh.offset);
            if i >= u32::from(sh.min) {
                let offset = sh.offset * i as i32;
                let (ok, test) = if FREE {
                    (cur & allow, B::EMPTY)
                } else {
                    let targets = cur & allow & self.guard.evasion;
                    (targets & !self.guard.full_to, targets & self.guard.full_to)
                };
                if !ok.is_empty() {
                    push_shifted(sink, grp.kind, ok, offset, special, grp.promo, &grp.promotions);
                }
                for to in test.squares() {
                    let from = (to as i32 - offset) as usize;
                    if self.safe(false, from, to, B::bit(to) & self.enemy) {
                        sink.push_set(grp.kind, from as u8, B::bit(to), special, grp.promo, &grp.promotions);
                    }
                }
            }
            cur &= !self.occ;
        }
    }

    /// Captures en passant by the pieces on `pieces`.
    #[cold]
    fn en_passant<S: Sink<B>>(&self, sink: &mut S, grp: &Group<B>, pieces: B) {
        let p = self.p;
        let to = p.ep_target as usize;
        let victim = B::bit(p.ep_victim as usize);
        if (self.enemy & victim).is_empty() || self.occ.has(to) {
            return;
        }
        for from in pieces.squares() {
            let anywhere = [!B::EMPTY; 3];
            if grp.reach(self.t, from, self.occ, &anywhere).has(to) && self.safe(grp.royal, from, to, victim) {
                let (promo, promotions) = (grp.promo, &grp.promotions);
                sink.push_set(grp.kind, from as u8, B::bit(to), Special::EnPassant, promo, promotions);
            }
        }
    }
}

/// Whether `kind` is in the mask `kinds`; kinds past the mask's width never are.
#[inline(always)]
fn kind_wanted(kinds: u32, kind: usize) -> bool {
    u32::try_from(kind)
        .ok()
        .and_then(|k| kinds.checked_shr(k))
        .is_some_and(|k| k & 1 == 1)
}

pub(crate) fn castling<B: Bits, S: Sink<B>>(
    t: &Tables<B>,
    p: &Position<B>,
    foe: &Foe<B>,
    sink: &mut S,
    kinds: u32,
    want: B,
) {
    let us = p.turn as usize;
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
        if royal != c.royal_from || !want.has(c.royal_to) || !p.pieces(us, c.partner as usize).has(c.partner_from) {
            continue;
        }
        if !(c.empty & occ).is_empty() {
            continue;
        }
        if c.safe
            .squares()
            .any(|s| s != c.royal_to && attacked(t, p, foe, s, occ, B::EMPTY))
        {
            continue;
        }
        let vacated = B::bit(c.royal_from) | B::bit(c.partner_from);
        let filled = B::bit(c.royal_to) | B::bit(c.partner_to);
        let occ_after = (occ & !vacated) | filled;
        if attacked(t, p, foe, c.royal_to, occ_after, B::EMPTY) {
            continue;
        }
        let kind = p.kind_at(royal).unwrap_or(0);
        if !kind_wanted(kinds, kind) {
            continue;
        }
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
