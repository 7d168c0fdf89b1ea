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
use crate::notation::Notation;
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

    /// Reads a move in algebraic notation. Only the moves that fit the text's piece and target
    /// square are generated; all legal moves are generated only to explain an error. `check`
    /// is whether the side to move is in check, when known (see [`Notation::read_checked`]).
    /// `moves` is empty, room for the moves that may fit.
    pub(crate) fn read_algebraic(
        &self,
        pos: &GamePosition,
        text: &str,
        check: Option<bool>,
        moves: &mut Vec<Move>,
    ) -> Result<Move, MoveTextError> {
        if !matches!(self.def.style, Style::Algebraic { .. }) {
            return Err(self.unparseable(text));
        }
        let game = self.game;
        let side = game.turn(pos);
        let forms = &self.forms;
        let mut s = forms.suffixes.strip_all(trimmed(text));
        if let Some(rest) = forms.en_passant.strip(s) {
            s = rest.trim_end();
        }
        // Castling: the forms are compared only when the text starts with a byte one of them
        // does.
        let castling = forms
            .castling_firsts
            .has(s.as_bytes().first())
            .then(|| forms.castling.iter().find(|(f, _)| same(f, s)))
            .flatten();
        if let Some((_, target)) = castling {
            if let Some(to) = target.map(|to| to[side & 1]) {
                game.legal_moves_of_checked(pos, &self.royal_kinds, Some(to), check, moves);
            }
            moves.retain(|m| matches!(m.special, Special::Castle(_)));
            if moves.is_empty() {
                let legal = game.legal_moves(pos);
                let royal: Vec<usize> = legal
                    .iter()
                    .filter(|m| matches!(m.special, Special::Castle(_)))
                    .map(|m| m.kind as usize)
                    .collect();
                return Err(self.illegal(pos, &legal, text, &royal));
            }
            return self.pick(pos, text, moves);
        }
        // The target square: the last run of digits and the lower-case letter before it (ASCII
        // bytes, so the byte offsets below fall on character boundaries).
        let bytes = s.as_bytes();
        let Some(last_digit) = bytes.iter().rposition(u8::is_ascii_digit) else {
            return Err(self.unparseable(text));
        };
        let mut rank_start = last_digit;
        while rank_start > 0 && bytes[rank_start - 1].is_ascii_digit() {
            rank_start -= 1;
        }
        if rank_start == 0 || !bytes[rank_start - 1].is_ascii_lowercase() {
            return Err(self.unparseable(text));
        }
        let Some(to) = self.geo.parse_square(&s[rank_start - 1..=last_digit]) else {
            return Err(self.unparseable(text));
        };
        // Promotion: what follows the target square.
        let tail = &s[last_digit + 1..];
        let promoted = if tail.is_empty() {
            None
        } else {
            let letter = forms
                .promotion
                .iter()
                .find_map(|f| tail.strip_prefix(f.as_str()))
                .unwrap_or(tail);
            let kind = self
                .letter_kind(letter)
                .or_else(|| self.letter_kind(&letter.to_uppercase()));
            match kind {
                Some(k) => Some(k),
                None => return Err(self.unparseable(text)),
            }
        };
        // What comes before the target square: piece letter, origin file and rank, capture sign.
        let mut head = &s[..rank_start - 1];
        if let Some(rest) = forms.separators.strip(head) {
            head = rest;
        }
        let named: [usize; 1];
        // No letter starts with the head's first byte (a pawn's move, mostly): none is compared.
        let lettered = head
            .as_bytes()
            .first()
            .is_some_and(|&b| self.letter_starts[usize::from(b)]);
        // The letter's length and kind: with one-byte letters, read from a table.
        let letter = match (lettered, &self.byte_letters) {
            (false, _) => None,
            (true, Some(table)) => head
                .as_bytes()
                .first()
                .map(|&b| table[usize::from(b)])
                .filter(|&k| k != u8::MAX)
                .map(|k| (1, usize::from(k))),
            (true, None) => self
                .read_letters
                .iter()
                .find(|(l, _)| starts(head, l))
                .map(|(l, k)| (l.len(), *k)),
        };
        let (kinds, rest): (&[usize], &str) = match letter {
            Some((len, k)) => {
                named = [k];
                (&named, head.get(len..).unwrap_or_default())
            }
            None => (&self.unnamed, head),
        };
        let mut from_file = None;
        let mut from_rank = None;
        let mut rest = rest;
        if let Some(c) = rest.bytes().next() {
            if c.is_ascii_lowercase() && u32::from(c) < u32::from(b'a' + self.geo.files) {
                from_file = Some(i32::from(c) - i32::from(b'a'));
                rest = &rest[1..];
            }
        }
        let digits_end = rest.bytes().position(|b| !b.is_ascii_digit()).unwrap_or(rest.len());
        let (digits, rest) = rest.split_at(digits_end);
        if !digits.is_empty() {
            match digits.parse::<i32>() {
                Ok(r) if r >= 1 && r <= i32::from(self.geo.ranks) => from_rank = Some(r - 1),
                _ => return Err(self.unparseable(text)),
            }
        }
        if !rest.is_empty() || kinds.is_empty() {
            return Err(self.unparseable(text));
        }
        let geo = self.geo;
        game.legal_moves_of_checked(pos, kinds, Some(to), check, moves);
        // The moves the text names, kept in place (no list per move read): a piece of the kinds
        // to the target (all that `legal_moves_of` gives), from the file and rank given.
        if from_file.is_some() || from_rank.is_some() {
            moves.retain(|m| {
                from_file.is_none_or(|f| geo.file(m.from as usize) == f)
                    && from_rank.is_none_or(|r| geo.rank(m.from as usize) == r)
            });
        }
        let castle = |m: &Move| matches!(m.special, Special::Castle(_));
        let promotion_fits = |m: &Move| match promoted {
            Some(k) => m.promotion as usize == k,
            None => m.promotion == NONE,
        };
        if moves.iter().any(|m| !castle(m) && promotion_fits(m)) {
            // Most often every move fits (one move, not promoting): nothing to take out.
            if !moves.iter().all(|m| !castle(m) && promotion_fits(m)) {
                moves.retain(|m| !castle(m) && promotion_fits(m));
            }
            return self.pick(pos, text, moves);
        }
        if promoted.is_none() && moves.iter().any(|m| !castle(m)) {
            // A promotion without the piece: every choice fits.
            moves.retain(|m| !castle(m));
            return self.pick(pos, text, moves);
        }
        // A castling written as the royal piece's move (`Kg1`).
        if promoted.is_none() && moves.iter().any(castle) {
            moves.retain(castle);
            return self.pick(pos, text, moves);
        }
        Err(self.illegal(pos, &game.legal_moves(pos), text, kinds))
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

/// `s` without the ending `f`, if it ends so. The words compared here are a few bytes long:
/// compared byte by byte in line, not by a call to the C library's `memcmp` (which the
/// standard library's `strip_suffix` makes, at a cost that showed in the profile of archive
/// reading).
#[inline]
pub(crate) fn strip_end<'a>(s: &'a str, f: &str) -> Option<&'a str> {
    let cut = s.len().checked_sub(f.len())?;
    let tail = s.as_bytes().get(cut..)?;
    if tail.iter().zip(f.as_bytes()).all(|(a, b)| a == b) {
        s.get(..cut)
    } else {
        None
    }
}

/// Whether `s` starts with the short word `f`, compared byte by byte in line (see [`strip_end`]).
#[inline]
fn starts(s: &str, f: &str) -> bool {
    s.len() >= f.len() && s.bytes().zip(f.bytes()).all(|(x, y)| x == y)
}

/// `text` without the white space around it: `str::trim`, which decodes characters at both
/// ends, only when an end is not a visible ASCII character (a move text read from a file almost
/// never has white space around it).
#[inline]
fn trimmed(text: &str) -> &str {
    match (text.as_bytes().first(), text.as_bytes().last()) {
        (Some(a), Some(z)) if a.is_ascii_graphic() && z.is_ascii_graphic() => text,
        _ => text.trim(),
    }
}

/// Whether two short words are the same, compared byte by byte in line (see [`strip_end`]).
#[inline]
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).all(|(x, y)| x == y)
}
