//! A read-only view of the compiled movement data, for documentation and diagrams.
//!
//! [`Game::movement`] answers, for one kind of piece of one side standing on one square of an
//! otherwise empty board, what each of its movement patterns does: the squares a rider passes
//! and may stop on, the targets of a leaper with the leg squares that must be empty, the ray of a
//! hopper with the number of screens it needs. The view is read from the same tables the move
//! generator uses; it names no piece.

use trongtai_rulebook::game::Mode;

use crate::bits::Bits;
use crate::game::Game;
use crate::tables::{Shape, Tables};

/// The shape of one movement pattern from one square, on an empty board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShapeView {
    /// A rider: the squares along its line in order, cut to its range. The first `min - 1` are
    /// passed over only; the piece may stop on the rest.
    Ride {
        /// The squares, nearest first.
        path: Vec<usize>,
        /// The fewest steps of a move (1 unless the pattern has a minimum).
        min: usize,
    },
    /// A leaper: each target with the leg squares that must be empty for the leap.
    Leap {
        /// `(target, legs)`, targets in square order.
        targets: Vec<(usize, Vec<usize>)>,
    },
    /// A hopper: the full line from the square, nearest first; a target lies beyond exactly
    /// `screens` pieces on it.
    Hop {
        /// The squares of the line, nearest first.
        path: Vec<usize>,
        /// The pieces it must jump.
        screens: u8,
    },
}

/// One movement pattern of a kind from one square.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PatternView {
    /// Whether the pattern moves, captures or both.
    pub mode: Mode,
    /// Whether the pattern applies from this square (its `from_zone` / `from_outside` condition).
    pub applies: bool,
    /// Whether a capture of this pattern may be made en passant.
    pub en_passant: bool,
    /// Whether an enemy may capture en passant on the square this move passes.
    pub passable: bool,
    /// Where it goes.
    pub shape: ShapeView,
}

/// What a kind of piece of one side can do from one square of an empty board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Movement {
    /// The movement patterns, in definition order (a pattern with symmetry gives one view per
    /// direction for riders and hoppers, one view for all images of a leaper).
    pub patterns: Vec<PatternView>,
    /// The squares the kind may ever stand on (its confinement), in square order.
    pub allowed: Vec<usize>,
    /// The squares where it is promoted, in square order (empty if it never is).
    pub promotion: Vec<usize>,
}

impl<B: Bits> Tables<B> {
    /// The movement of kind `kind` of side `side` (0 moves first) from `sq`, or `None` when the
    /// side, kind or square is out of range.
    pub fn movement(&self, side: usize, kind: usize, sq: usize) -> Option<Movement> {
        if side > 1 || sq >= self.squares {
            return None;
        }
        let patterns = self.patterns[side].get(kind)?;
        let line = |dir: usize, within: B| -> Vec<usize> {
            let (df, dr) = self.steps[dir];
            let mut out = Vec::new();
            let mut cur = self.geo.offset(sq, df, dr);
            while let Some(c) = cur {
                if !within.has(c) {
                    break;
                }
                out.push(c);
                cur = self.geo.offset(c, df, dr);
            }
            out
        };
        let views = patterns
            .iter()
            .map(|p| {
                let shape = match &p.shape {
                    Shape::Ride { dir, reach, allowed } => {
                        let path = line(*dir, reach[sq]);
                        let min = match allowed {
                            Some(allowed) => path.iter().take_while(|&&s| !allowed[sq].has(s)).count() + 1,
                            None => 1,
                        };
                        ShapeView::Ride { path, min }
                    }
                    Shape::Leap { start, entries } => {
                        let lo = start[sq] as usize;
                        let hi = start[sq + 1] as usize;
                        let mut targets: Vec<(usize, Vec<usize>)> = entries[lo..hi]
                            .iter()
                            .flat_map(|&(legs, to)| {
                                let legs: Vec<usize> = legs.squares().collect();
                                to.squares().map(move |t| (t, legs.clone()))
                            })
                            .collect();
                        targets.sort();
                        ShapeView::Leap { targets }
                    }
                    Shape::Hop { dir, screens } => ShapeView::Hop {
                        path: line(*dir, self.ray(*dir, sq)),
                        screens: *screens,
                    },
                };
                PatternView {
                    mode: p.mode,
                    applies: p.from.has(sq),
                    en_passant: p.en_passant,
                    passable: p.passable.is_some(),
                    shape,
                }
            })
            .collect();
        Some(Movement {
            patterns: views,
            allowed: self.dest[side].get(kind)?.squares().collect(),
            promotion: self.promo[side].get(kind)?.squares().collect(),
        })
    }

    /// The squares of a zone for a side, in square order.
    pub fn zone_squares(&self, name: &str, side: usize) -> Option<Vec<usize>> {
        self.zone(name, side).map(|z| z.squares().collect())
    }
}

impl Game {
    /// What kind `kind` of side `side` can do from `sq` on an empty board; see [`Movement`].
    pub fn movement(&self, side: usize, kind: usize, sq: usize) -> Option<Movement> {
        match self {
            Game::Small(t) => t.movement(side, kind, sq),
            Game::Large(t) => t.movement(side, kind, sq),
        }
    }

    /// The squares of a zone of the game definition for a side (0 moves first), in square order.
    pub fn zone_squares(&self, name: &str, side: usize) -> Option<Vec<usize>> {
        match self {
            Game::Small(t) => t.zone_squares(name, side),
            Game::Large(t) => t.zone_squares(name, side),
        }
    }

    /// The number of kinds of piece.
    pub fn kind_count(&self) -> usize {
        match self {
            Game::Small(t) => t.kinds.len(),
            Game::Large(t) => t.kinds.len(),
        }
    }

    /// The FEN letter of a kind (upper case).
    pub fn kind_fen(&self, kind: usize) -> Option<char> {
        let kinds = match self {
            Game::Small(t) => &t.kinds,
            Game::Large(t) => &t.kinds,
        };
        kinds.get(kind).map(|k| k.fen)
    }

    /// The file (0 = a) and rank (0 = the first side's edge) of a square.
    pub fn file_rank(&self, sq: usize) -> (usize, usize) {
        let g = match self {
            Game::Small(t) => t.geo,
            Game::Large(t) => t.geo,
        };
        (g.file(sq).max(0) as usize, g.rank(sq).max(0) as usize)
    }
}

#[cfg(test)]
mod tests {
    use trongtai_rulebook::{Library, Rulebook};

    use super::*;

    /// On a board with only the two royal pieces far away, the quiet targets the view gives
    /// for every kind from every square it may stand on are exactly the legal moves.
    #[test]
    fn view_agrees_with_move_generation() {
        let library = Library::shipped();
        let mut games_seen = Vec::new();
        for id in library.rulebook_ids() {
            let book = Rulebook::load(&library, id).expect("shipped rulebook loads");
            if games_seen.contains(&book.game().id) {
                continue;
            }
            games_seen.push(book.game().id.clone());
            let game = Game::compile(book.game()).expect("compiles");
            let start = game.start().expect("start position");
            let (files, ranks) = game.board_size();
            // Take both royal squares from the start position.
            let mut royals: Vec<(usize, usize, usize)> = (0..game.squares())
                .filter_map(|sq| game.piece_on(&start, sq).map(|(side, kind)| (sq, side, kind)))
                .filter(|&(_, _, kind)| game.kind_info(kind).is_some_and(|(_, royal)| royal))
                .collect();
            assert_eq!(royals.len(), 2);
            // Put the second royal on another file, as far along its allowed squares as it goes,
            // so that the two never face each other.
            let (r0, r1) = (royals[0], royals[1]);
            let allowed = game.movement(r1.1, r1.2, r1.0).expect("in range").allowed;
            if let Some(&sq) = allowed
                .iter()
                .rev()
                .find(|&&s| game.file_rank(s).0 != game.file_rank(r0.0).0)
            {
                royals[1].0 = sq;
            }
            let mut checked = 0;
            for kind in 0..game.kind_count() {
                if game.kind_info(kind).is_some_and(|(_, royal)| royal) {
                    continue;
                }
                for sq in 0..game.squares() {
                    let m = game.movement(0, kind, sq).expect("in range");
                    if !m.allowed.contains(&sq) || royals.iter().any(|r| r.0 == sq) {
                        continue;
                    }
                    let mut want: Vec<usize> = Vec::new();
                    for p in m.patterns.iter().filter(|p| p.applies && p.mode != Mode::CaptureOnly) {
                        match &p.shape {
                            ShapeView::Ride { path, min } => want.extend(path.iter().skip(min - 1)),
                            ShapeView::Leap { targets } => want.extend(targets.iter().map(|t| t.0)),
                            ShapeView::Hop { .. } => {}
                        }
                    }
                    want.retain(|t| m.allowed.contains(t) && !royals.iter().any(|r| r.0 == *t));
                    want.sort_unstable();
                    want.dedup();
                    // Build the position: the two royals and this piece, first side to move.
                    let mut board = vec![None; files * ranks];
                    for &(rsq, side, rkind) in &royals {
                        board[rsq] = Some((side, rkind));
                    }
                    board[sq] = Some((0, kind));
                    let fen = fen_of(&game, &board, files, ranks);
                    let Ok(pos) = game.parse_fen(&fen) else { continue };
                    if game.in_check(&pos) {
                        continue;
                    }
                    let mut got: Vec<usize> = game
                        .legal_moves(&pos)
                        .iter()
                        .filter(|mv| mv.from as usize == sq)
                        .map(|mv| mv.to as usize)
                        .collect();
                    got.sort_unstable();
                    got.dedup();
                    // A move that exposes the royal (a pin by nothing, or facing royals) is the
                    // only reason a target may be missing.
                    let missing: Vec<&usize> = want.iter().filter(|t| !got.contains(t)).collect();
                    let extra: Vec<&usize> = got.iter().filter(|t| !want.contains(t)).collect();
                    assert!(extra.is_empty(), "{id} kind {kind} from {sq}: extra {extra:?} ({fen})");
                    if missing.is_empty() {
                        checked += 1;
                    }
                }
            }
            assert!(checked > 50, "{id}: only {checked} squares agreed in full");
        }
    }

    fn fen_of(game: &Game, board: &[Option<(usize, usize)>], files: usize, ranks: usize) -> String {
        let mut rows = Vec::new();
        for rank in (0..ranks).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for file in 0..files {
                match board[rank * files + file] {
                    Some((side, kind)) => {
                        if empty > 0 {
                            row.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let c = game.kind_fen(kind).unwrap_or('?');
                        row.push(if side == 0 { c } else { c.to_ascii_lowercase() });
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            rows.push(row);
        }
        format!("{} w - - 0 1", rows.join("/"))
    }
}
