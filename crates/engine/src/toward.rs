//! The legal moves to one square, for reading a move written in a notation.
//!
//! A notation names the target square of a move and the kind of its piece (`Nf3`, `h2e2`): the
//! moves wanted are those of the few pieces of that kind that reach that square. The move
//! generator ([`crate::movegen`]) first looks along every line of attack on the royal piece, so
//! that each of a whole position's moves can be told legal or not without a test; for one or two
//! candidate moves that look costs more than it saves. Here each candidate is tested as it
//! stands instead: the move is made on the occupancy and the royal piece's square is looked at
//! from every enemy pattern. The moves given are the same as the generator gives (a test compares
//! both on random games of every shipped game).
//!
//! The royal piece's own moves are tested on the square it goes to, as the generator tests them;
//! castling is the generator's own (`castling`). The candidates are found from the square itself
//! where a group's form allows it (`Group::reached_from`: a jump table read backwards, the lines
//! through the square); otherwise the generator's sets of pieces moved at once by a shift are
//! kept (a shift reaches the square from one square at most), or each piece's reach is read.

use crate::bits::Bits;
use crate::movegen::attack::{attacked, Foe};
use crate::movegen::{castling, Sink};
use crate::position::{Move, Position, Special};
use crate::tables::{Tables, NONE};

/// Passes on the moves from the squares of `from` only.
struct FromSquares<'s, B, S> {
    from: B,
    sink: &'s mut S,
}

impl<B: Bits, S: Sink<B>> Sink<B> for FromSquares<'_, B, S> {
    fn push(&mut self, m: Move) {
        if self.from.has(m.from as usize) {
            self.sink.push(m);
        }
    }
}

/// Generates into `sink` the legal moves of the side to move to the square `to` by a piece
/// whose kind is in `kinds` (a bit per kind) standing on a square of `from`: the moves
/// [`crate::movegen::generate_some`] gives for that square, less those from elsewhere.
/// `check`, when known, is whether the side to move is in check ([`crate::movegen::in_check`]);
/// known to be out of check, the moves of pieces that stand off every line and leg an attack
/// on the royal piece could come through are legal without a test.
pub(crate) fn moves_to<B: Bits, S: Sink<B>>(
    t: &Tables<B>,
    p: &Position<B>,
    sink: &mut S,
    kinds: u32,
    to: usize,
    from: B,
    check: Option<bool>,
) {
    let us = p.turn as usize;
    let wanted = |kind: u8| u32::from(kind) < u32::BITS && kinds >> kind & 1 == 1;
    let own = p.sides[us];
    let enemy = p.sides[1 - us];
    let occ = own | enemy;
    let to_b = B::bit(to);
    let foe = Foe::new(t, p, 1 - us);
    let royal = p.royal[us] as usize;
    // Whether the royal piece is safe once a piece goes from `from` to `to`, taking `removed`:
    // the royal piece where it stands, or on `to` when it is the one moving.
    // Out of check, a move that is neither the royal piece's nor en passant only empties its
    // origin (a capture leaves `to` filled): if the emptied square lies on no ray and no leg of
    // an attack on the royal piece (`AttackPlan::opened`) and filling `to` screens no hopper
    // (`AttackPlan::screened`), every attack test reads what it read before, with fewer
    // attackers, and finds none. `calm` holds the origins so moved without a test.
    let plan = &t.attack[1 - us];
    let calm = match (check, plan.opened.get(royal), plan.screened.get(royal)) {
        (Some(false), Some(&opened), Some(&screened)) if !screened.has(to) => !opened,
        _ => B::EMPTY,
    };
    let safe = |sq: usize, removed: B, royal_moves: bool| {
        if !royal_moves && removed == to_b & enemy && calm.has(sq) {
            return true;
        }
        let after = (occ & !B::bit(sq) & !removed) | to_b;
        let r = if royal_moves { to } else { royal };
        !attacked(t, p, &foe, r, after, removed | to_b)
    };
    let allow = [!own & to_b, !occ & to_b, enemy & to_b];
    // The groups of the kinds wanted only, kind by kind as they are stored (the order the
    // generator gives the moves in): most reads want one kind.
    let groups = &t.groups[us];
    let ranges = &t.kind_groups[us];
    let mut left = kinds;
    while left != 0 {
        let k = left.trailing_zeros() as usize;
        left &= left - 1;
        let Some(range) = ranges.get(k) else {
            break;
        };
        for grp in groups.get(range.clone()).unwrap_or_default() {
            if !wanted(grp.kind) || !grp.dest.has(to) {
                continue;
            }
            let pieces = p.kinds[grp.kind as usize] & own & grp.from & from;
            if pieces.is_empty() {
                continue;
            }
            let special = if grp.passable { Special::Passable } else { Special::None };
            // Where the group's form tells the squares it reaches `to` from, its pieces there
            // are the candidates (a jump table read backwards, or the lines through `to`).
            if let Some(origins) = grp.reached_from(t, to, occ, &allow) {
                for sq in (pieces & origins).squares() {
                    if safe(sq, to_b & enemy, grp.royal) {
                        sink.push_set(grp.kind, sq as u8, to_b, special, grp.promo, &grp.promotions);
                    }
                }
            } else if grp.shifts.is_empty() || grp.royal {
                // The royal piece's moves go by its reach, shifts or not, as the generator takes
                // them.
                for sq in pieces.squares() {
                    if grp.reach(t, sq, occ, &allow).has(to) && safe(sq, to_b & enemy, grp.royal) {
                        sink.push_set(grp.kind, sq as u8, to_b, special, grp.promo, &grp.promotions);
                    }
                }
            } else {
                // The group's moves are shifts of all its pieces at once (as the generator takes
                // them): each reaches `to` from one square at most.
                for sh in &grp.shifts {
                    let allowed = allow[sh.mode as usize];
                    if allowed.is_empty() {
                        continue;
                    }
                    let mut cur = pieces;
                    for i in 1..=sh.steps {
                        cur = (cur & sh.valid).shift(sh.offset);
                        if cur.is_empty() {
                            break;
                        }
                        if i >= sh.min && !(cur & allowed).is_empty() {
                            let sq = (to as i32 - sh.offset * i32::from(i)) as usize;
                            if safe(sq, to_b & enemy, false) {
                                sink.push_set(grp.kind, sq as u8, to_b, special, grp.promo, &grp.promotions);
                            }
                        }
                        cur &= !occ;
                    }
                }
            }
            // En passant: the target empty, the victim an enemy piece, as the generator asks.
            if grp.en_passant && p.ep_target != NONE && p.ep_target as usize == to && !occ.has(to) {
                let victim = B::bit(p.ep_victim as usize);
                if (enemy & victim).is_empty() {
                    continue;
                }
                let anywhere = [!B::EMPTY; 3];
                for from in (pieces & grp.origins[to]).squares() {
                    if grp.reach(t, from, occ, &anywhere).has(to) && safe(from, victim, grp.royal) {
                        sink.push_set(
                            grp.kind,
                            from as u8,
                            to_b,
                            Special::EnPassant,
                            grp.promo,
                            &grp.promotions,
                        );
                    }
                }
            }
        }
    }
    // Castling, as the generator adds it: never out of check. Only a castling's own target
    // square is looked at (most squares are none).
    if p.castling != 0
        && t.castles.iter().any(|c| c.royal_to == to)
        && !check.unwrap_or_else(|| attacked(t, p, &foe, royal, occ, B::EMPTY))
    {
        if from == !B::EMPTY {
            castling(t, p, &foe, sink, kinds, to_b);
        } else {
            castling(t, p, &foe, &mut FromSquares { from, sink }, kinds, to_b);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use trongtai_rulebook::game::GameDef;

    use super::moves_to;
    use crate::bits::Bits;
    use crate::movegen::{generate_some, in_check};
    use crate::position::Move;
    use crate::tables::Tables;

    /// Random games of `def`: at every position, for every square and every kind (and all kinds
    /// at once), the moves to the square are those the generator gives. Returns the positions
    /// looked at.
    fn agree<B: Bits>(def: &GameDef, games: usize, plies: usize) -> usize {
        let t = match Tables::<B>::compile(def) {
            Ok(t) => t,
            Err(e) => panic!("{}: {e}", def.id),
        };
        let mut seed = 0x7077_a2d5_u64;
        let mut seen = 0;
        for _ in 0..games {
            let mut p = match t.parse_fen(&def.start) {
                Ok(p) => p,
                Err(e) => panic!("{}: {e}", def.id),
            };
            for _ in 0..plies {
                let masks: Vec<u32> = (0..t.kinds.len()).map(|k| 1 << k).chain([u32::MAX]).collect();
                for to in 0..t.geo.len() {
                    for &kinds in &masks {
                        let mut fast: Vec<Move> = Vec::new();
                        moves_to(&t, &p, &mut fast, kinds, to, !B::EMPTY, None);
                        let mut known: Vec<Move> = Vec::new();
                        moves_to(&t, &p, &mut known, kinds, to, !B::EMPTY, Some(in_check(&t, &p)));
                        assert_eq!(
                            known,
                            fast,
                            "{}: check known, kinds {kinds:#x} to {to} in {}",
                            def.id,
                            t.fen(&p)
                        );
                        let mut full: Vec<Move> = Vec::new();
                        generate_some(&t, &p, &mut full, kinds, B::bit(to));
                        // From one square: the moves of the whole list from there.
                        for from in full.iter().map(|m| m.from as usize).chain([p.royal[0] as usize]) {
                            let mut one: Vec<Move> = Vec::new();
                            moves_to(&t, &p, &mut one, kinds, to, B::bit(from), Some(in_check(&t, &p)));
                            assert_eq!(
                                one.iter().copied().collect::<HashSet<Move>>(),
                                full.iter().copied().filter(|m| m.from as usize == from).collect(),
                                "{}: kinds {kinds:#x} from {from} to {to} in {}",
                                def.id,
                                t.fen(&p)
                            );
                        }
                        let set: HashSet<Move> = fast.iter().copied().collect();
                        assert_eq!(set.len(), fast.len(), "{}: a move twice in {}", def.id, t.fen(&p));
                        assert_eq!(
                            set,
                            full.iter().copied().collect::<HashSet<Move>>(),
                            "{}: kinds {kinds:#x} to {to} in {}",
                            def.id,
                            t.fen(&p)
                        );
                    }
                }
                seen += 1;
                let mut all = Vec::new();
                generate_some(&t, &p, &mut all, u32::MAX, !B::EMPTY);
                if all.is_empty() {
                    break;
                }
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                p = p.play(&t, all[(seed >> 33) as usize % all.len()]);
            }
        }
        seen
    }

    #[test]
    fn moves_to_one_square_are_the_generators() {
        for (path, def) in crate::shipped::games() {
            let squares = def.board.files as usize * def.board.ranks as usize;
            let seen = if squares <= 64 {
                agree::<u64>(&def, 20, 120)
            } else {
                agree::<u128>(&def, 20, 120)
            };
            assert!(seen > 500, "{}: {seen} positions", path.display());
        }
    }
}
