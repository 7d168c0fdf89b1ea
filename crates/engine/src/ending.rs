//! Game ends on the board: checkmate, stalemate and drawn material configurations.
//!
//! Which of these ends the game and with what result is the rulebook's business; this module
//! only recognises them.

use trongtai_rulebook::model::{Ending, EndingCondition, Material};

use trongtai_i18n::msg;

use crate::bits::Bits;
use crate::error::CompileError;
use crate::movegen::{has_legal_move, in_check};
use crate::position::{Move, Position};
use crate::tables::{Tables, MAX_KINDS};
use crate::unwinnable::{can_win, dead, Effort, Goal, Reason, Verdict};

/// Why an ending's analysis condition holds: the reasons the unwinnability analysis proved, for
/// a ruling to cite and to say in the reader's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Evidence {
    /// The side taken as the ending's `one` cannot checkmate.
    One(Reason),
    /// Neither side can checkmate: why, for the first side and for the second.
    Each([Reason; 2]),
}

/// The side to move has no legal move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoMoves {
    /// ...and is in check.
    Checkmate,
    /// ...and is not in check.
    Stalemate,
}

/// Whether the side to move has no legal move, and why.
pub fn no_moves<B: Bits>(t: &Tables<B>, p: &Position<B>) -> Option<NoMoves> {
    if has_legal_move(t, p) {
        None
    } else if in_check(t, p) {
        Some(NoMoves::Checkmate)
    } else {
        Some(NoMoves::Stalemate)
    }
}

#[derive(Debug, Clone)]
enum Mat {
    Exactly([u8; MAX_KINDS]),
    Only(u8),
    Any,
}

#[derive(Debug, Clone)]
enum Condition<B> {
    /// All pieces of these kinds stand on one colour.
    SameColour(u8),
    /// A piece of this kind stands one step from the zone (per side: the squares it may stand on).
    OneStepFrom { kind: usize, squares: [B; 2] },
    /// Side `one` cannot checkmate (win under the rulebook's [`Goal`]) by any series of legal
    /// moves.
    CannotCheckmate,
    /// Neither side can checkmate (win under the rulebook's [`Goal`]) by any series of legal
    /// moves.
    NeitherCanCheckmate,
}

/// How many pieces of each kind each side has: `0[side][kind]`.
#[derive(Debug, Clone, Copy, Eq)]
pub struct MaterialCounts(pub [[u8; MAX_KINDS]; 2]);

/// Compared a side at a time as one word (the counts compared byte by byte were loaded,
/// spilled and put together again at every capture of a recorded game).
impl PartialEq for MaterialCounts {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.words() == other.words()
    }
}

impl MaterialCounts {
    /// The counts of each side as one word (`MAX_KINDS` is 8: a count a byte).
    #[inline]
    fn words(&self) -> [u64; 2] {
        [u64::from_ne_bytes(self.0[0]), u64::from_ne_bytes(self.0[1])]
    }

    /// The material of a position (a board has at most 128 squares, so every count fits).
    pub fn of<B: Bits>(t: &Tables<B>, p: &Position<B>) -> Self {
        let mut c = [[0u8; MAX_KINDS]; 2];
        for (side, counts) in c.iter_mut().enumerate() {
            for (k, n) in counts.iter_mut().enumerate().take(t.kinds.len()) {
                *n = u8::try_from(p.pieces(side, k).count()).unwrap_or(u8::MAX);
            }
        }
        MaterialCounts(c)
    }

    /// The material after the move `m` of side `mover` (0 = the side that moves first), whose
    /// material before it this is, given `taken`, the kind of the piece it took as the move
    /// reported it ([`crate::Game::play_into`]): one fewer of the kind taken, and for a promotion
    /// one fewer of the kind moved and one more of the kind it becomes. What
    /// [`MaterialCounts::of`] gives for the position the move leads to (a test compares both
    /// along random games).
    pub fn after(&self, mover: usize, taken: Option<usize>, m: Move) -> Self {
        let mut c = self.0;
        let us = mover & 1;
        let them = 1 - us;
        if let Some(n) = taken.and_then(|k| c[them].get_mut(k)) {
            *n = n.saturating_sub(1);
        }
        if m.final_kind() != m.kind as usize {
            if let Some(n) = c[us].get_mut(m.kind as usize) {
                *n = n.saturating_sub(1);
            }
            if let Some(n) = c[us].get_mut(m.final_kind()) {
                *n = n.saturating_add(1);
            }
        }
        MaterialCounts(c)
    }
}

/// A material configuration compiled against a game's piece kinds.
#[derive(Debug, Clone)]
pub struct CompiledEnding<B> {
    one: Mat,
    other: Mat,
    condition: Option<Condition<B>>,
    /// What wins under the rulebook (what the analysis conditions ask about).
    goal: Goal,
}

impl<B: Bits> CompiledEnding<B> {
    /// Compiles an ending, resolving piece identifiers; `goal` (the rulebook's, see
    /// [`Goal::of`]) is what its analysis conditions count as a win.
    ///
    /// # Errors
    ///
    /// Returns an error naming an identifier that is not a piece of the game.
    pub fn compile(t: &Tables<B>, e: &Ending, goal: Goal) -> Result<Self, CompileError> {
        let kind = |id: &str| {
            t.kind_index(id).ok_or_else(|| {
                CompileError::new(msg::EngineEndingUnknownPiece {
                    ending: &e.id,
                    piece: id,
                })
            })
        };
        let mat = |m: &Material| -> Result<Mat, CompileError> {
            Ok(match m {
                Material::Exactly(counts) => {
                    let mut c = [0u8; MAX_KINDS];
                    for (id, n) in counts {
                        c[kind(id)?] = *n;
                    }
                    Mat::Exactly(c)
                }
                Material::Only(ids) => {
                    let mut mask = 0u8;
                    for id in ids {
                        mask |= 1 << kind(id)?;
                    }
                    Mat::Only(mask)
                }
                Material::Any => Mat::Any,
            })
        };
        let condition = match &e.condition {
            Some(EndingCondition::SameSquareColour(ids)) => {
                let mut mask = 0u8;
                for id in ids {
                    mask |= 1 << kind(id)?;
                }
                Some(Condition::SameColour(mask))
            }
            Some(EndingCondition::OneStepFromZone { piece, zone }) => {
                let k = kind(piece)?;
                let mut squares = [B::EMPTY; 2];
                for (side, sq) in squares.iter_mut().enumerate() {
                    let z = t
                        .zone(zone, side)
                        .ok_or_else(|| CompileError::new(msg::EngineEndingUnknownZone { ending: &e.id, zone }))?;
                    let forward = if side == 0 { 1 } else { -1 };
                    for s in 0..t.geo.len() {
                        if t.geo.offset(s, 0, forward).is_some_and(|n| z.has(n)) && !z.has(s) {
                            *sq |= B::bit(s);
                        }
                    }
                }
                Some(Condition::OneStepFrom { kind: k, squares })
            }
            Some(EndingCondition::CannotCheckmate) => Some(Condition::CannotCheckmate),
            Some(EndingCondition::NeitherCanCheckmate) => Some(Condition::NeitherCanCheckmate),
            None => None,
        };
        Ok(CompiledEnding {
            one: mat(&e.one)?,
            other: mat(&e.other)?,
            condition,
            goal,
        })
    }

    /// Why the ending's analysis condition holds with side `one` as the ending's `one`: the
    /// reasons of the unwinnability analysis, for a ruling to cite (`None` for an ending without
    /// such a condition, or when it does not hold).
    pub fn evidence(&self, t: &Tables<B>, p: &Position<B>, one: usize) -> Option<Evidence> {
        match &self.condition {
            Some(Condition::CannotCheckmate) => match can_win(t, p, one & 1, Effort::RULING, self.goal) {
                Verdict::Unwinnable(r) => Some(Evidence::One(r)),
                _ => None,
            },
            Some(Condition::NeitherCanCheckmate) => dead(t, p, self.goal).map(Evidence::Each),
            _ => None,
        }
    }

    /// Whether the position has this material, with either side as `one`.
    pub fn matches(&self, t: &Tables<B>, p: &Position<B>) -> bool {
        let counts = MaterialCounts::of(t, p);
        self.holds(t, p, [self.fits(&counts, 0), self.fits(&counts, 1)])
    }

    /// Whether the position has this material with side `one` (0 = the side that moves first)
    /// as the ending's `one`.
    pub fn matches_with(&self, t: &Tables<B>, p: &Position<B>, one: usize) -> bool {
        self.fits(&MaterialCounts::of(t, p), one) && self.condition_holds(t, p, one)
    }

    /// Whether material `counts` is this ending's with side `one` (0 = the side that moves
    /// first) as the ending's `one`: the part of [`CompiledEnding::matches_with`] that reads the
    /// pieces' numbers alone, not where they stand.
    pub fn fits(&self, counts: &MaterialCounts, one: usize) -> bool {
        let side_matches = |side: usize, m: &Mat| -> bool {
            counts.0[side].iter().enumerate().all(|(k, &n)| match m {
                Mat::Exactly(c) => n == c[k],
                Mat::Only(mask) => n == 0 || mask & (1 << k) != 0,
                Mat::Any => true,
            })
        };
        let one = one & 1;
        side_matches(one, &self.one) && side_matches(1 - one, &self.other)
    }

    /// Whether the position matches this ending with either side as `one`, given `fits`: for
    /// each side as `one`, whether the position's material fits ([`CompiledEnding::fits`]).
    /// What [`CompiledEnding::matches`] answers; a condition that does not depend on which side
    /// is `one` is looked at once.
    pub fn holds(&self, t: &Tables<B>, p: &Position<B>, fits: [bool; 2]) -> bool {
        match fits {
            [false, false] => false,
            [true, true] if !matches!(self.condition, Some(Condition::CannotCheckmate)) => {
                self.condition_holds(t, p, 0)
            }
            _ => (0..2).any(|one| fits[one] && self.condition_holds(t, p, one)),
        }
    }

    /// Whether the ending's condition (if any) holds in the position with side `one` as the
    /// ending's `one`; only [`Condition::CannotCheckmate`] reads `one`.
    fn condition_holds(&self, t: &Tables<B>, p: &Position<B>, one: usize) -> bool {
        let one = one & 1;
        match &self.condition {
            None => true,
            Some(Condition::CannotCheckmate) => can_win(t, p, one, Effort::RULING, self.goal).is_unwinnable(),
            Some(Condition::NeitherCanCheckmate) => dead(t, p, self.goal).is_some(),
            Some(Condition::OneStepFrom { kind, squares }) => {
                (0..2).any(|side| !(p.pieces(side, *kind) & squares[side]).is_empty())
            }
            Some(Condition::SameColour(mask)) => {
                let mut colours = [false; 2];
                for k in 0..t.kinds.len() {
                    if mask & (1 << k) != 0 {
                        for sq in p.kinds[k].squares() {
                            colours[t.geo.colour(sq) as usize] = true;
                        }
                    }
                }
                !(colours[0] && colours[1])
            }
        }
    }
}
