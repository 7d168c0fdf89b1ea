//! Coordinate notations: origin and target square, ranks counted from the file's `first_rank`
//! (ICCS counts xiangqi ranks 0–9: `h2e2`; the engine's own coordinates count from 1: `h3e3`).

use std::borrow::Cow;

use trongtai_engine::{GamePosition, Move};

use crate::data::Style;
use crate::error::MoveTextError;
use crate::notation::Notation;

const NONE: u8 = u8::MAX;

impl Notation<'_> {
    fn coordinate(&self, sq: usize, first_rank: u8) -> String {
        let file = (b'a' + self.geo.file(sq) as u8) as char;
        format!("{file}{}", self.geo.rank(sq) + i32::from(first_rank))
    }

    pub(crate) fn write_coordinates(&self, m: &Move) -> String {
        let Style::Coordinates { first_rank, separator } = &self.def.style else {
            return String::new();
        };
        let mut s = format!(
            "{}{}{}",
            self.coordinate(m.from as usize, *first_rank),
            separator.write,
            self.coordinate(m.to as usize, *first_rank)
        );
        if m.promotion != NONE {
            // Coordinates write a promotion with the engine's (FEN) letter, in lower case.
            let promoted = self.game.move_text(m);
            if let Some(c) = promoted.chars().last() {
                s.push(c);
            }
        }
        s
    }

    /// `moves` is empty, room for the moves that may fit.
    pub(crate) fn read_coordinates(
        &self,
        pos: &GamePosition,
        text: &str,
        moves: &mut Vec<Move>,
    ) -> Result<Move, MoveTextError> {
        let Style::Coordinates { first_rank, .. } = &self.def.style else {
            return Err(self.unparseable(text));
        };
        // Read in lower case; a copy is made only when the text has a capital.
        let trimmed = text.trim();
        let lower: Cow<'_, str> = if trimmed.bytes().any(|b| b.is_ascii_uppercase()) {
            Cow::Owned(trimmed.to_ascii_lowercase())
        } else {
            Cow::Borrowed(trimmed)
        };
        let mut squares = [0usize; 2];
        let mut rest: &str = &lower;
        for (i, square) in squares.iter_mut().enumerate() {
            if i == 1 {
                if let Some(r) = self.forms.separator.iter().find_map(|f| rest.strip_prefix(f.as_str())) {
                    rest = r;
                }
            }
            let mut chars = rest.char_indices();
            let Some((_, f)) = chars.next().filter(|(_, c)| c.is_ascii_lowercase()) else {
                return Err(self.unparseable(text));
            };
            let digits_end = rest[1..]
                .find(|c: char| !c.is_ascii_digit())
                .map_or(rest.len(), |e| e + 1);
            let digits = &rest[1..digits_end];
            let Ok(rank) = digits.parse::<i32>() else {
                return Err(self.unparseable(text));
            };
            let Some(sq) = self.geo.square(f as i32 - 'a' as i32, rank - i32::from(*first_rank)) else {
                return Err(self.unparseable(text));
            };
            *square = sq;
            rest = &rest[digits_end..];
        }
        let promotion = match rest {
            "" => None,
            p if p.chars().count() == 1 => Some(p),
            _ => return Err(self.unparseable(text)),
        };
        // Only the moves from the origin square to the target square are generated; all moves
        // only for an error.
        self.game.legal_moves_between(pos, squares[0], squares[1], moves);
        moves.retain(|m| {
            m.from as usize == squares[0]
                && m.to as usize == squares[1]
                && match promotion {
                    None => m.promotion == NONE,
                    Some(p) => m.promotion != NONE && self.game.move_text(m).ends_with(p),
                }
        });
        if moves.is_empty() {
            let legal = self.game.legal_moves(pos);
            let kinds: Vec<usize> = legal
                .iter()
                .filter(|m| m.from as usize == squares[0])
                .map(|m| m.kind as usize)
                .collect();
            return Err(self.illegal(pos, &legal, text, &kinds));
        }
        self.pick(pos, text, moves)
    }
}
