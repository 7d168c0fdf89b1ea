//! Algebraic notation (chess SAN), written and read against the legal moves of a position.
//!
//! Writing follows PGN 8.2.3: the piece letter (none for the unnamed piece, the pawn), the
//! origin file if it tells the moving piece from the others of its kind that reach the target,
//! else the origin rank, else both; the capture sign (an unnamed piece capturing always gives its
//! file); the target square; the promotion sign and letter; the check or mate sign. Castling is
//! written with the sign the notation file gives each castling move of the game.

use trongtai_engine::{GamePosition, Move, Special};

use crate::data::Style;
use crate::error::MoveTextError;
use crate::notation::{forms_longest_first, Notation};
use crate::view::piece_at;

const NONE: u8 = u8::MAX;

impl Notation<'_> {
    pub(crate) fn write_algebraic(&self, pos: &GamePosition, m: &Move) -> String {
        let Style::Algebraic {
            capture,
            check,
            mate,
            promotion,
            en_passant,
            castling,
        } = &self.def.style
        else {
            return String::new();
        };
        let game = self.game;
        let side = game.turn(pos);
        let mut s = String::new();
        if let Special::Castle(_) = m.special {
            let id = self.castles.iter().find(|(_, to)| to[side & 1] == m.to as usize);
            match id.and_then(|(id, _)| castling.get(id)) {
                Some(sign) => s.push_str(&sign.write),
                None => s.push_str(&game.move_text(m)),
            }
        } else {
            let from = m.from as usize;
            let to = m.to as usize;
            let letter = self.letter(m.kind as usize);
            let captures = m.special == Special::EnPassant || piece_at(game, pos, to).is_some_and(|(s, _)| s != side);
            s.push_str(letter);
            let rivals: Vec<Move> = game
                .legal_moves(pos)
                .into_iter()
                .filter(|o| {
                    o.kind == m.kind && o.to == m.to && o.from != m.from && !matches!(o.special, Special::Castle(_))
                })
                .collect();
            let geo = self.geo;
            let file_char = (b'a' + geo.file(from) as u8) as char;
            let rank_text = (geo.rank(from) + 1).to_string();
            let same_file = rivals.iter().any(|o| geo.file(o.from as usize) == geo.file(from));
            let same_rank = rivals.iter().any(|o| geo.rank(o.from as usize) == geo.rank(from));
            if letter.is_empty() && captures {
                s.push(file_char);
                if same_file {
                    s.push_str(&rank_text);
                }
            } else if !rivals.is_empty() {
                if !same_file {
                    s.push(file_char);
                } else if !same_rank {
                    s.push_str(&rank_text);
                } else {
                    s.push(file_char);
                    s.push_str(&rank_text);
                }
            }
            if captures {
                s.push_str(&capture.write);
            }
            s.push_str(&geo.name(to).to_string());
            if m.promotion != NONE {
                s.push_str(&promotion.write);
                s.push_str(self.letter(m.promotion as usize));
            }
            if m.special == Special::EnPassant {
                s.push_str(&en_passant.write);
            }
        }
        let after = game.play(pos, *m);
        if game.in_check(&after) {
            if game.legal_moves(&after).is_empty() {
                s.push_str(&mate.write);
            } else {
                s.push_str(&check.write);
            }
        }
        s
    }

    pub(crate) fn read_algebraic(&self, pos: &GamePosition, text: &str) -> Result<Move, MoveTextError> {
        let Style::Algebraic {
            capture,
            check,
            mate,
            promotion,
            en_passant,
            castling,
        } = &self.def.style
        else {
            return Err(self.unparseable(text));
        };
        let game = self.game;
        let side = game.turn(pos);
        let legal = game.legal_moves(pos);
        let mut s = text.trim().trim_end_matches(['!', '?']);
        let suffixes = forms_longest_first(&[mate, check]);
        while let Some(rest) = suffixes.iter().find_map(|f| s.strip_suffix(f)) {
            s = rest.trim_end_matches(['!', '?']);
        }
        if let Some(rest) = forms_longest_first(&[en_passant])
            .iter()
            .find_map(|f| s.strip_suffix(f))
        {
            s = rest.trim_end();
        }
        // Castling.
        for (id, sign) in castling {
            if sign.forms().any(|f| !f.is_empty() && f == s) {
                let target = self.castles.iter().find(|(c, _)| c == id).map(|(_, to)| to[side & 1]);
                let found: Vec<Move> = legal
                    .iter()
                    .filter(|m| matches!(m.special, Special::Castle(_)) && Some(m.to as usize) == target)
                    .copied()
                    .collect();
                if found.is_empty() {
                    let royal: Vec<usize> = legal
                        .iter()
                        .filter(|m| matches!(m.special, Special::Castle(_)))
                        .map(|m| m.kind as usize)
                        .collect();
                    return Err(self.illegal(pos, &legal, text, &royal));
                }
                return self.pick(pos, text, found);
            }
        }
        let chars: Vec<char> = s.chars().collect();
        let Some(last_digit) = chars.iter().rposition(char::is_ascii_digit) else {
            return Err(self.unparseable(text));
        };
        let mut rank_start = last_digit;
        while rank_start > 0 && chars[rank_start - 1].is_ascii_digit() {
            rank_start -= 1;
        }
        if rank_start == 0 || !chars[rank_start - 1].is_ascii_lowercase() {
            return Err(self.unparseable(text));
        }
        let square: String = chars[rank_start - 1..=last_digit].iter().collect();
        let Some(to) = self.geo.parse_square(&square) else {
            return Err(self.unparseable(text));
        };
        // Promotion: what follows the target square.
        let tail: String = chars[last_digit + 1..].iter().collect();
        let promoted = if tail.is_empty() {
            None
        } else {
            let mut letter = tail.as_str();
            if let Some(rest) = forms_longest_first(&[promotion])
                .iter()
                .find_map(|f| tail.strip_prefix(f))
            {
                letter = rest;
            }
            let kind = self
                .letter_kind(letter)
                .or_else(|| self.letter_kind(&letter.to_uppercase()));
            match kind {
                Some(k) => Some(k),
                None => return Err(self.unparseable(text)),
            }
        };
        // What comes before the target square: piece letter, origin file and rank, capture sign.
        let mut head: String = chars[..rank_start - 1].iter().collect();
        let mut separators: Vec<&str> = forms_longest_first(&[capture]);
        separators.push("-");
        if let Some(rest) = separators.iter().find_map(|f| head.strip_suffix(f)) {
            head = rest.to_owned();
        }
        let (kinds, rest): (Vec<usize>, &str) =
            match self.read_letters.iter().find(|(l, _)| head.starts_with(l.as_str())) {
                Some((l, k)) => (vec![*k], &head[l.len()..]),
                None => (
                    self.letters
                        .iter()
                        .enumerate()
                        .filter(|(_, l)| l.is_empty())
                        .map(|(k, _)| k)
                        .collect(),
                    head.as_str(),
                ),
            };
        let mut rest_chars = rest.chars().peekable();
        let mut from_file = None;
        let mut from_rank = None;
        if let Some(c) = rest_chars.peek().copied() {
            if c.is_ascii_lowercase() && (c as u32) < u32::from(b'a' + self.geo.files) {
                from_file = Some(c as i32 - 'a' as i32);
                rest_chars.next();
            }
        }
        let digits: String = std::iter::from_fn(|| rest_chars.next_if(char::is_ascii_digit)).collect();
        if !digits.is_empty() {
            match digits.parse::<i32>() {
                Ok(r) if r >= 1 && r <= i32::from(self.geo.ranks) => from_rank = Some(r - 1),
                _ => return Err(self.unparseable(text)),
            }
        }
        if rest_chars.next().is_some() || kinds.is_empty() {
            return Err(self.unparseable(text));
        }
        let geo = self.geo;
        let fits: Vec<Move> = legal
            .iter()
            .filter(|m| {
                !matches!(m.special, Special::Castle(_))
                    && kinds.contains(&(m.kind as usize))
                    && m.to as usize == to
                    && from_file.is_none_or(|f| geo.file(m.from as usize) == f)
                    && from_rank.is_none_or(|r| geo.rank(m.from as usize) == r)
            })
            .copied()
            .collect();
        let promoted_fits: Vec<Move> = fits
            .iter()
            .filter(|m| match promoted {
                Some(k) => m.promotion as usize == k,
                None => m.promotion == NONE,
            })
            .copied()
            .collect();
        if !promoted_fits.is_empty() {
            return self.pick(pos, text, promoted_fits);
        }
        if promoted.is_none() && !fits.is_empty() {
            // A promotion without the piece: every choice fits.
            return self.pick(pos, text, fits);
        }
        // A castling written as the royal piece's move (`Kg1`).
        let castles: Vec<Move> = legal
            .iter()
            .filter(|m| {
                matches!(m.special, Special::Castle(_))
                    && kinds.contains(&(m.kind as usize))
                    && m.to as usize == to
                    && promoted.is_none()
                    && from_file.is_none_or(|f| geo.file(m.from as usize) == f)
                    && from_rank.is_none_or(|r| geo.rank(m.from as usize) == r)
            })
            .copied()
            .collect();
        if !castles.is_empty() {
            return self.pick(pos, text, castles);
        }
        Err(self.illegal(pos, &legal, text, &kinds))
    }

    /// The letter written for a kind (empty for an unknown kind).
    pub(crate) fn letter(&self, kind: usize) -> &str {
        self.letters.get(kind).map_or("", String::as_str)
    }

    /// The kind a letter names.
    pub(crate) fn letter_kind(&self, letter: &str) -> Option<usize> {
        if letter.is_empty() {
            return None;
        }
        self.read_letters.iter().find(|(l, _)| l == letter).map(|(_, k)| *k)
    }
}
