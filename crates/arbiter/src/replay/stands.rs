//! The position an illegal move made, for a law under which it stands once the opponent has
//! moved (FIDE C3 (en)). The engine plays legal moves only; its position edit
//! ([`Game::displace`]) carries the piece to the other square, whatever stood there removed, the
//! other side to move, the n-move count kept as after any move.

use trongtai_engine::{Game, GamePosition, Move, Special};

/// The position an illegal move made.
pub(super) struct Made {
    /// The position, the opponent to move.
    pub position: GamePosition,
    /// The move as the tally records it (an ordinary move of the piece from one square to the
    /// other).
    pub as_move: Move,
    /// Whether it took a piece.
    pub captured: bool,
}

/// The two squares a coordinate move names (`e1d1`, `h10h9`); a promotion letter after them is
/// refused, as the piece it would become is not known to be one the law allows.
fn squares(text: &str) -> Option<(&str, &str)> {
    let b = text.as_bytes();
    let mut cuts = Vec::with_capacity(2);
    let mut i = 0;
    while cuts.len() < 2 && i < b.len() && b[i].is_ascii_lowercase() {
        let start = i;
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        cuts.push(&text[start..i]);
    }
    (cuts.len() == 2 && i == b.len()).then(|| (cuts[0], cuts[1]))
}

/// The position the illegal move `text` made from `pos`, or why it cannot be built.
pub(super) fn position_made(game: &Game, pos: &GamePosition, text: &str) -> Result<Made, String> {
    let (from_name, to_name) =
        squares(text).ok_or_else(|| format!("`{text}` is not a move from one square to another"))?;
    let (from, to) = match (game.parse_square(from_name), game.parse_square(to_name)) {
        (Some(f), Some(t)) if f != t => (f, t),
        _ => return Err(format!("`{text}` does not name two squares of this board")),
    };
    // The engine refuses a move of no piece, of the opponent's, onto one's own or a royal piece,
    // and a position no game reaches.
    let position = game.displace(pos, from, to).map_err(|e| e.to_string())?;
    let (kind, captured) = match (game.piece_on(pos, from), game.piece_on(pos, to)) {
        (Some((_, kind)), taken) => (kind, taken.is_some()),
        (None, _) => return Err(format!("there is no piece on {from_name}")),
    };
    // The square indices are below the board's size, which fits in a byte (the engine's `Move`).
    let (Ok(from), Ok(to), Ok(kind)) = (u8::try_from(from), u8::try_from(to), u8::try_from(kind)) else {
        return Err("the board is too large".into());
    };
    Ok(Made {
        position,
        as_move: Move {
            from,
            to,
            kind,
            promotion: u8::MAX,
            special: Special::None,
        },
        captured,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_of_a_move() {
        assert_eq!(squares("e1d1"), Some(("e1", "d1")));
        assert_eq!(squares("h10h9"), Some(("h10", "h9")));
        assert_eq!(squares("e7e8q"), None);
        assert_eq!(squares("e1"), None);
    }
}
