//! Board geometry: squares, their names in coordinate notation, and steps between them.
//!
//! Squares are numbered `rank * files + file`, both from 0, rank 0 being the first side's back
//! rank. Names are a file letter and a rank number from 1 (`e4`, `b10`).

use std::fmt;

/// The size of a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Geometry {
    /// Number of files.
    pub files: u8,
    /// Number of ranks.
    pub ranks: u8,
}

impl Geometry {
    /// Number of squares.
    pub fn len(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// Whether the board has no squares (never, for a validated game).
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The square at `(file, rank)`, if it lies on the board.
    pub fn square(self, file: i32, rank: i32) -> Option<usize> {
        if file < 0 || rank < 0 || file >= self.files as i32 || rank >= self.ranks as i32 {
            None
        } else {
            Some(rank as usize * self.files as usize + file as usize)
        }
    }

    /// The file of a square, from 0.
    pub fn file(self, sq: usize) -> i32 {
        (sq % self.files as usize) as i32
    }

    /// The rank of a square, from 0.
    pub fn rank(self, sq: usize) -> i32 {
        (sq / self.files as usize) as i32
    }

    /// The square reached from `sq` by `(df, dr)`.
    pub fn offset(self, sq: usize, df: i32, dr: i32) -> Option<usize> {
        self.square(self.file(sq) + df, self.rank(sq) + dr)
    }

    /// The square mirrored top to bottom (the same square seen from the other side).
    pub fn mirror(self, sq: usize) -> usize {
        let rank = self.ranks as i32 - 1 - self.rank(sq);
        rank as usize * self.files as usize + self.file(sq) as usize
    }

    /// The name of a square in coordinate notation.
    pub fn name(self, sq: usize) -> SquareName {
        SquareName {
            file: self.file(sq) as u8,
            rank: self.rank(sq) as u8,
        }
    }

    /// Reads a square name such as `e4` or `b10`.
    pub fn parse_square(self, text: &str) -> Option<usize> {
        // Byte by byte: a file letter and one or two digits are ASCII, and the first byte of any
        // other character is no lower-case ASCII letter.
        let (&f, rest) = text.as_bytes().split_first()?;
        if !f.is_ascii_lowercase() {
            return None;
        }
        // One or two digits, the first not `0`.
        let rank = match *rest {
            [d @ b'1'..=b'9'] => i32::from(d - b'0'),
            [a @ b'1'..=b'9', b @ b'0'..=b'9'] => i32::from(a - b'0') * 10 + i32::from(b - b'0'),
            _ => return None,
        };
        self.square(i32::from(f) - i32::from(b'a'), rank - 1)
    }

    /// The colour of a square: `false` for the colour of the first side's left corner.
    pub fn colour(self, sq: usize) -> bool {
        (self.file(sq) + self.rank(sq)) % 2 == 1
    }
}

/// A square written in coordinate notation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareName {
    file: u8,
    rank: u8,
}

impl fmt::Display for SquareName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank as u32 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        let g = Geometry { files: 9, ranks: 10 };
        for sq in 0..g.len() {
            let name = g.name(sq).to_string();
            assert_eq!(g.parse_square(&name), Some(sq), "{name}");
        }
        assert_eq!(g.parse_square("b10"), Some(9 * 9 + 1));
        assert_eq!(g.parse_square("j1"), None);
        assert_eq!(g.parse_square("a11"), None);
        assert_eq!(g.parse_square("a0"), None);
        assert_eq!(g.parse_square("a01"), None);
    }
}
