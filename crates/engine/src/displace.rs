//! A piece carried from one square to another without asking whether it may go there: the
//! position an illegal move leaves when a law lets it stand (the arbiter decides when; the engine
//! only keeps the position whole).

use trongtai_i18n::msg;

use crate::bits::Bits;
use crate::error::FenError;
use crate::fen::impossible;
use crate::position::Position;
use crate::tables::{Tables, NONE};

impl<B: Bits> Tables<B> {
    /// The position after the side to move carries its piece from `from` to `to`, whatever the
    /// movement rules say. What stood on `to` is taken off; the other side is to move; no capture
    /// en passant is open; a castling right whose royal piece or partner left (or was taken from)
    /// its square is lost; the halfmove clock is counted as after any move (started again by a
    /// capture or by a piece whose moves cannot be undone, as [`Position::play`] does); the key is
    /// computed afresh.
    ///
    /// # Errors
    ///
    /// [`FenError::Impossible`] when the squares are not two squares of the board, when `from`
    /// holds no piece of the side to move, when `to` holds one of its own pieces or a royal piece,
    /// and when the position would be one no game reaches: a piece outside the zone it is confined
    /// to, or the side that moved leaving its royal piece attacked.
    pub fn displace(&self, p: &Position<B>, from: usize, to: usize) -> Result<Position<B>, FenError> {
        if from >= self.squares || to >= self.squares || from == to {
            return Err(impossible(msg::DisplaceSquares));
        }
        let us = p.turn();
        let name = |sq: usize| self.geo.name(sq).to_string();
        let Some((side, kind)) = p.piece_at(from) else {
            return Err(impossible(msg::DisplaceNoPiece { square: &name(from) }));
        };
        if side != us {
            return Err(impossible(msg::DisplaceNotOwn {
                square: &name(from),
                side: &self.side_ids[us],
            }));
        }
        let taken = p.piece_at(to);
        match taken {
            Some((s, _)) if s == us => {
                return Err(impossible(msg::DisplaceOwnPiece {
                    square: &name(to),
                    side: &self.side_ids[us],
                }))
            }
            Some((_, k)) if self.kinds[k].royal => return Err(impossible(msg::DisplaceRoyal { square: &name(to) })),
            _ => {}
        }
        let mut n = *p;
        let (from_b, to_b) = (B::bit(from), B::bit(to));
        if let Some((them, k)) = taken {
            n.kinds[k] ^= to_b;
            n.sides[them] ^= to_b;
        }
        n.kinds[kind] ^= from_b | to_b;
        n.sides[us] ^= from_b | to_b;
        if self.kinds[kind].royal {
            // A square index is below the board's size, which fits in a byte (`Move`'s squares).
            n.royal[us] = u8::try_from(to).map_err(|_| impossible(msg::DisplaceBoardTooLarge))?;
        }
        n.castling &= self.castle_keep[from] & self.castle_keep[to];
        n.ep_target = NONE;
        n.ep_victim = NONE;
        n.halfmove = if taken.is_some() || self.kinds[kind].irreversible {
            0
        } else {
            p.halfmove.saturating_add(1)
        };
        if us == 1 {
            n.fullmove = n.fullmove.saturating_add(1);
        }
        n.turn ^= 1;
        self.refuse_misplaced(&n)?;
        self.refuse_mover_left_in_check(&n)?;
        n.key = self.board_key(&n);
        Ok(n)
    }
}
