//! Game ends on the board: checkmate, stalemate and drawn material configurations.
//!
//! Which of these ends the game and with what result is the rulebook's business; this module
//! only recognises them.

use trongtai_rulebook::model::{Ending, EndingCondition, Material};

use crate::bits::Bits;
use crate::error::CompileError;
use crate::movegen::{has_legal_move, in_check};
use crate::position::Position;
use crate::tables::{Tables, MAX_KINDS};

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
}

/// A material configuration compiled against a game's piece kinds.
#[derive(Debug, Clone)]
pub struct CompiledEnding {
    one: Mat,
    other: Mat,
    same_colour: Option<u8>,
}

impl CompiledEnding {
    /// Compiles an ending, resolving piece identifiers.
    ///
    /// # Errors
    ///
    /// Returns an error naming an identifier that is not a piece of the game.
    pub fn compile<B: Bits>(t: &Tables<B>, e: &Ending) -> Result<Self, CompileError> {
        let kind = |id: &str| {
            t.kind_index(id)
                .ok_or_else(|| CompileError::new(format!("ending `{}`: unknown piece `{id}`", e.id)))
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
            })
        };
        let same_colour = match &e.condition {
            Some(EndingCondition::SameSquareColour(ids)) => {
                let mut mask = 0u8;
                for id in ids {
                    mask |= 1 << kind(id)?;
                }
                Some(mask)
            }
            None => None,
        };
        Ok(CompiledEnding {
            one: mat(&e.one)?,
            other: mat(&e.other)?,
            same_colour,
        })
    }

    /// Whether the position has this material, with either side as `one`.
    pub fn matches<B: Bits>(&self, t: &Tables<B>, p: &Position<B>) -> bool {
        let side_matches = |side: usize, m: &Mat| -> bool {
            (0..t.kinds.len()).all(|k| {
                let n = p.pieces(side, k).count();
                match m {
                    Mat::Exactly(c) => n == c[k] as u32,
                    Mat::Only(mask) => n == 0 || mask & (1 << k) != 0,
                }
            })
        };
        let material = (side_matches(0, &self.one) && side_matches(1, &self.other))
            || (side_matches(1, &self.one) && side_matches(0, &self.other));
        if !material {
            return false;
        }
        match self.same_colour {
            None => true,
            Some(mask) => {
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
