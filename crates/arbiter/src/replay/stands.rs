//! The position an illegal move made, for a law under which it stands once the opponent has
//! moved (FIDE C3 (en)). The engine plays legal moves only; this builds the position from the
//! board as text (FEN): the piece taken from its square to the other, whatever stood there
//! removed, the other side to move.

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
    let mover = game.turn(pos);
    let Some((side, kind)) = game.piece_on(pos, from) else {
        return Err(format!("there is no piece on {from_name}"));
    };
    if side != mover {
        return Err(format!("the piece on {from_name} is not the mover's"));
    }
    if game.piece_on(pos, to).is_some_and(|(s, _)| s == mover) {
        return Err(format!("{to_name} holds a piece of the mover's own"));
    }
    let captured = game.piece_on(pos, to).is_some();
    let fen = game.fen(pos);
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let [board, turn, castling, _ep, halfmove, fullmove] = fields[..] else {
        return Err(format!("the engine's FEN `{fen}` does not have six fields"));
    };
    let (files, ranks) = game.board_size();
    let mut grid = read_board(board, files, ranks).ok_or_else(|| format!("cannot read the board `{board}`"))?;
    // Row and column of a square in the FEN's board text: its first rank is written last.
    let cell = |sq: usize| {
        let (f, r) = game.file_rank(sq);
        (ranks - 1 - r, f)
    };
    let ((fr, ff), (tr, tf)) = (cell(from), cell(to));
    let piece = grid[fr][ff].take();
    grid[tr][tf] = piece;
    let board = write_board(&grid);
    let turn = if turn == "w" { "b" } else { "w" };
    // The n-move count: the illegal move counts as a move, reset by a capture only (a reading:
    // C3 says nothing of it; which moves are irreversible is the engine's to know, for legal
    // moves only).
    let halfmove = if captured {
        0
    } else {
        halfmove.parse::<u32>().unwrap_or(0).saturating_add(1)
    };
    let fullmove = fullmove.parse::<u32>().unwrap_or(1) + u32::from(mover == 1);
    // A castling right whose pieces the illegal move took from their squares is lost: each
    // right is kept only if the position with it alone is one the engine accepts.
    let rights: String = castling
        .chars()
        .filter(|&c| c != '-')
        .filter(|c| {
            game.parse_fen(&format!("{board} {turn} {c} - {halfmove} {fullmove}"))
                .is_ok()
        })
        .collect();
    let rights = if rights.is_empty() { "-".to_string() } else { rights };
    let made = format!("{board} {turn} {rights} - {halfmove} {fullmove}");
    let position = game.parse_fen(&made).map_err(|e| format!("{made}: {e}"))?;
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

/// The board field of a FEN as rows from the top, each cell a piece letter or empty.
fn read_board(board: &str, files: usize, ranks: usize) -> Option<Vec<Vec<Option<char>>>> {
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != ranks {
        return None;
    }
    let mut grid = Vec::with_capacity(ranks);
    for row in rows {
        let mut cells = Vec::with_capacity(files);
        // A run of digits is a run of empty squares.
        let mut digits = String::new();
        for c in row.chars().chain(std::iter::once('/')) {
            if c.is_ascii_digit() {
                digits.push(c);
                continue;
            }
            if !digits.is_empty() {
                let empty: usize = digits.parse().ok()?;
                cells.extend(std::iter::repeat_n(None, empty));
                digits.clear();
            }
            if c != '/' {
                cells.push(Some(c));
            }
        }
        if cells.len() != files {
            return None;
        }
        grid.push(cells);
    }
    Some(grid)
}

/// The board field of a FEN from its rows.
fn write_board(grid: &[Vec<Option<char>>]) -> String {
    let rows: Vec<String> = grid
        .iter()
        .map(|row| {
            let mut s = String::new();
            let mut empty = 0;
            for cell in row {
                match cell {
                    Some(c) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        s.push(*c);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
            s
        })
        .collect();
    rows.join("/")
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

    #[test]
    fn board_round_trip() {
        let board = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
        let grid = read_board(board, 9, 10).expect("a xiangqi board");
        assert_eq!(write_board(&grid), board);
        assert!(read_board(board, 8, 10).is_none());
    }
}
