//! What the notations need to see of a game and a position, through the engine's public types.

use trongtai_engine::{Game, GamePosition};

/// The piece ids of a compiled game, in definition order ([`trongtai_engine::Move::kind`]
/// indexes them).
pub(crate) fn kind_ids(game: &Game) -> Vec<String> {
    let kinds = match game {
        Game::Small(t) => &t.kinds,
        Game::Large(t) => &t.kinds,
    };
    kinds.iter().map(|k| k.id.clone()).collect()
}

/// The piece on a square of the board: `(side, kind)`.
pub(crate) fn piece_at(game: &Game, pos: &GamePosition, sq: usize) -> Option<(usize, usize)> {
    if sq >= game.squares() {
        return None;
    }
    match pos {
        GamePosition::Small(p) => p.piece_at(sq),
        GamePosition::Large(p) => p.piece_at(sq),
    }
}

/// The move number of a position.
pub(crate) fn fullmove_number(pos: &GamePosition) -> u32 {
    match pos {
        GamePosition::Small(p) => p.fullmove_number(),
        GamePosition::Large(p) => p.fullmove_number(),
    }
}
