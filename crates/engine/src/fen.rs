//! Reading and writing positions in FEN.
//!
//! The same reader serves every game: ranks are written from the second side's edge (rank 8 of
//! chess, rank 10 of xiangqi) down to the first side's, the first side's pieces in upper case.
//! Leniency: the castling, en passant, halfmove and fullmove fields may be left out (they default
//! to `-`, `-`, `0` and `1`); runs of empty squares may be written with several digits (`10`).
//! An en passant square is accepted whether or not a capture is possible, as long as a piece
//! that may be captured en passant has just passed over it; it is rejected otherwise.

use trongtai_i18n::{msg, Text};

use crate::bits::Bits;
use crate::error::FenError;
use crate::movegen::attack::attacked_by;
use crate::movegen::{generate_some, Sink};
use crate::position::{Move, Position, Special};
use crate::tables::{Tables, MAX_KINDS};

fn syntax(why: impl Into<Text>) -> FenError {
    FenError::Syntax(why.into())
}

pub(crate) fn impossible(why: impl Into<Text>) -> FenError {
    FenError::Impossible(why.into())
}

impl<B: Bits> Tables<B> {
    /// Reads a position in FEN.
    ///
    /// # Errors
    ///
    /// [`FenError::Syntax`] when the text is not a FEN of this game (wrong number of ranks or
    /// files, an unknown piece letter, a bad field), and [`FenError::Impossible`] when it reads
    /// but cannot arise (a side without exactly one royal piece, a piece outside the zone it is
    /// confined to, a castling right without its pieces, the side not to move in check).
    pub fn parse_fen(&self, fen: &str) -> Result<Position<B>, FenError> {
        let geo = self.geo;
        let mut fields = fen.split_whitespace();
        let board = fields.next().ok_or_else(|| syntax(msg::FenEmpty))?;
        let mut p = Position::empty(0);
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != geo.ranks as usize {
            return Err(syntax(msg::FenRanks {
                expected: u64::from(geo.ranks),
                found: rows.len() as u64,
            }));
        }
        for (i, row) in rows.iter().enumerate() {
            let rank = geo.ranks as i32 - 1 - i as i32;
            let mut file: i32 = 0;
            let mut chars = row.chars().peekable();
            while let Some(c) = chars.next() {
                if let Some(d) = c.to_digit(10) {
                    // Checked: a run longer than the rank is refused before it can wrap
                    // (`4294967300` is not 4).
                    let mut run = u64::from(d);
                    while let Some(n) = chars.peek().and_then(|c| c.to_digit(10)) {
                        run = run.saturating_mul(10).saturating_add(u64::from(n));
                        chars.next();
                    }
                    if run == 0 {
                        return Err(syntax(msg::FenZeroRun {
                            rank: &(rank + 1).to_string(),
                        }));
                    }
                    let Some(run) = i32::try_from(run).ok().filter(|&r| r <= geo.files as i32 - file) else {
                        let total = (file as u64).saturating_add(run);
                        if total == u64::MAX {
                            return Err(syntax(msg::FenRankBeyond {
                                rank: &(rank + 1).to_string(),
                                found: &(u64::MAX - 1).to_string(),
                                expected: u64::from(geo.files),
                            }));
                        }
                        return Err(syntax(msg::FenRankFiles {
                            rank: &(rank + 1).to_string(),
                            found: &total.to_string(),
                            expected: u64::from(geo.files),
                        }));
                    };
                    file += run;
                    continue;
                }
                let side = if c.is_ascii_uppercase() { 0 } else { 1 };
                let kind = self
                    .kinds
                    .iter()
                    .position(|k| k.fen == c.to_ascii_uppercase())
                    .ok_or_else(|| {
                        let letters: String = self.kinds.iter().map(|k| k.fen).collect();
                        syntax(msg::FenUnknownLetter {
                            letter: &c.to_string(),
                            letters: &letters,
                        })
                    })?;
                let sq = geo.square(file, rank).ok_or_else(|| {
                    syntax(msg::FenRankTooLong {
                        rank: &(rank + 1).to_string(),
                        files: u64::from(geo.files),
                    })
                })?;
                p.put(side, kind, sq);
                file += 1;
            }
            if file != geo.files as i32 {
                return Err(syntax(msg::FenRankFiles {
                    rank: &(rank + 1).to_string(),
                    found: &file.to_string(),
                    expected: u64::from(geo.files),
                }));
            }
        }
        let turn = fields.next().ok_or_else(|| syntax(msg::FenNoSide))?;
        p.turn = match turn {
            t if t.len() == 1 && t.starts_with(self.side_fen[0]) => 0,
            t if t.len() == 1 && t.starts_with(self.side_fen[1]) => 1,
            t => {
                return Err(syntax(msg::FenBadSide {
                    side: t,
                    first: &self.side_fen[0].to_string(),
                    second: &self.side_fen[1].to_string(),
                }))
            }
        };
        // Royal pieces.
        for side in 0..2 {
            let mut royals = B::EMPTY;
            for (k, kind) in self.kinds.iter().enumerate() {
                if kind.royal {
                    royals |= p.kinds[k] & p.sides[side];
                }
            }
            if royals.count() != 1 {
                return Err(impossible(msg::FenRoyals {
                    side: &self.side_ids[side],
                    n: u64::from(royals.count()),
                }));
            }
            p.royal[side] = royals.lowest() as u8;
        }
        self.refuse_misplaced(&p)?;
        // Castling rights.
        let castling = fields.next().unwrap_or("-");
        if castling != "-" {
            for c in castling.chars() {
                let i = self.castles.iter().position(|x| x.fen == c).ok_or_else(|| {
                    let letters: String = self.castles.iter().map(|x| x.fen).collect();
                    if letters.is_empty() {
                        syntax(msg::FenNoCastling { field: castling })
                    } else {
                        syntax(msg::FenCastlingLetters {
                            field: castling,
                            letters: &letters,
                        })
                    }
                })?;
                let side = i / (self.castles.len() / 2).max(1);
                let cd = &self.castles[i];
                if p.royal[side] as usize != cd.royal_from || !p.pieces(side, cd.partner as usize).has(cd.partner_from)
                {
                    return Err(impossible(msg::FenCastlingRight {
                        right: &c.to_string(),
                        royal: &geo.name(cd.royal_from).to_string(),
                        partner: &self.kinds[cd.partner as usize].id,
                        partner_square: &geo.name(cd.partner_from).to_string(),
                    }));
                }
                p.castling |= 1 << i;
            }
        }
        // En passant.
        let ep = fields.next().unwrap_or("-");
        if ep != "-" {
            let target = geo
                .parse_square(ep)
                .ok_or_else(|| syntax(msg::FenEnPassantField { field: ep }))?;
            let mover = 1 - p.turn as usize;
            let mut found = false;
            for (k, pats) in self.patterns[mover].iter().enumerate() {
                for pat in pats {
                    let Some((dx, dy)) = pat.passable else {
                        continue;
                    };
                    let victim = geo.offset(target, dx, dy);
                    let origin = geo.offset(target, -dx, -dy);
                    if let (Some(v), Some(o)) = (victim, origin) {
                        let occ = p.occupied();
                        if p.pieces(mover, k).has(v) && !occ.has(target) && !occ.has(o) && pat.from.has(o) {
                            p.ep_target = target as u8;
                            p.ep_victim = v as u8;
                            found = true;
                        }
                    }
                }
            }
            if !found {
                return Err(impossible(msg::FenEnPassantSquare { square: ep }));
            }
        }
        if let Some(h) = fields.next() {
            p.halfmove = h.parse().map_err(|_| syntax(msg::FenHalfmove { field: h }))?;
        }
        if let Some(f) = fields.next() {
            p.fullmove = f
                .parse()
                .ok()
                .filter(|&n: &u32| n >= 1)
                .ok_or_else(|| syntax(msg::FenFullmove { field: f }))?;
        }
        if let Some(extra) = fields.next() {
            return Err(syntax(msg::FenTrailing { extra }));
        }
        self.refuse_mover_left_in_check(&p)?;
        p.key = self.board_key(&p);
        Ok(p)
    }

    /// Refuses a position with a piece where it can never stand (outside the zone it is confined
    /// to), whether its board was read from text or edited ([`Tables::displace`]).
    pub(crate) fn refuse_misplaced(&self, p: &Position<B>) -> Result<(), FenError> {
        let geo = self.geo;
        for side in 0..2 {
            for (k, kind) in self.kinds.iter().enumerate() {
                let outside = p.kinds[k] & p.sides[side] & !self.placement[side][k];
                if !outside.is_empty() {
                    return Err(impossible(msg::FenMisplaced {
                        side: &self.side_ids[side],
                        piece: &kind.id,
                        square: &geo.name(outside.lowest()).to_string(),
                    }));
                }
            }
        }
        Ok(())
    }

    /// Refuses a position with the side not to move in check: the side that just moved left its
    /// royal piece attacked.
    pub(crate) fn refuse_mover_left_in_check(&self, p: &Position<B>) -> Result<(), FenError> {
        let not_to_move = 1 - p.turn as usize;
        if attacked_by(self, p, p.royal[not_to_move] as usize, p.turn as usize) {
            return Err(impossible(msg::FenMoverInCheck {
                side: &self.side_ids[not_to_move],
                turn: &self.side_ids[p.turn as usize],
            }));
        }
        Ok(())
    }

    /// Writes a position in FEN.
    pub fn fen(&self, p: &Position<B>) -> String {
        let geo = self.geo;
        let mut s = String::new();
        for rank in (0..geo.ranks as i32).rev() {
            let mut empty = 0;
            for file in 0..geo.files as i32 {
                let sq = rank as usize * geo.files as usize + file as usize;
                match p.piece_at(sq) {
                    Some((side, kind)) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let c = self.kinds[kind].fen;
                        s.push(if side == 0 { c } else { c.to_ascii_lowercase() });
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(self.side_fen[p.turn as usize]);
        s.push(' ');
        if p.castling == 0 {
            s.push('-');
        } else {
            for (i, c) in self.castles.iter().enumerate() {
                if p.castling & (1 << i) != 0 {
                    s.push(c.fen);
                }
            }
        }
        s.push(' ');
        match p.en_passant_target() {
            Some(t) => s.push_str(&geo.name(t).to_string()),
            None => s.push('-'),
        }
        s.push_str(&format!(" {} {}", p.halfmove, p.fullmove));
        s
    }

    /// The identity of a position for repetition (FIDE 9.2): the same side to move, the same
    /// pieces on the same squares and the same possible moves, castling rights and en passant
    /// included. An en passant square counts only when a capture there is legal.
    ///
    /// All but the en passant part is the position's key, kept up to date move by move by
    /// [`Position::play`]; whether a capture en passant is legal is a question of the legal moves,
    /// asked here, and only when the last move made one possible.
    #[inline]
    pub fn identity(&self, p: &Position<B>) -> u64 {
        // Most positions have no en passant square: their identity is their key, without a call.
        if p.en_passant_target().is_none() {
            return p.key;
        }
        self.with_en_passant(p, p.key)
    }

    /// [`Tables::identity`] computed from the board alone, without the key kept by
    /// [`Position::play`]: the reference the incremental key is checked against.
    pub fn identity_from_scratch(&self, p: &Position<B>) -> u64 {
        self.with_en_passant(p, self.board_key(p))
    }

    /// The key of the pieces, the side to move and the castling rights, from scratch.
    pub(crate) fn board_key(&self, p: &Position<B>) -> u64 {
        let mut h = 0u64;
        for side in 0..2 {
            for k in 0..self.kinds.len() {
                for sq in p.pieces(side, k).squares() {
                    h ^= self.piece_key(side, k, sq);
                }
            }
        }
        if p.turn == 1 {
            h ^= self.zobrist_side;
        }
        h ^ self.castling_key(p.castling)
    }

    /// The key of a piece of `side` and `kind` on `sq`.
    #[inline(always)]
    pub(crate) fn piece_key(&self, side: usize, kind: usize, sq: usize) -> u64 {
        self.zobrist_piece[(side * MAX_KINDS + kind) * self.squares + sq]
    }

    /// The key of a set of castling rights (a bit per entry of the castling table).
    #[inline]
    pub(crate) fn castling_key(&self, rights: u16) -> u64 {
        let mut h = 0;
        let mut r = rights;
        while r != 0 {
            let i = r.trailing_zeros() as usize;
            r &= r - 1;
            h ^= self.zobrist_castle[i];
        }
        h
    }

    /// `key` with the en passant square's key when a capture there is legal.
    fn with_en_passant(&self, p: &Position<B>, key: u64) -> u64 {
        let mut h = key;
        if let Some(t) = p.en_passant_target() {
            // A capture en passant is made only by a piece of a group that captures so, standing
            // where it may reach the target: most moves that open one leave no such piece, and
            // the moves need not be generated.
            let us = p.turn as usize;
            let own = p.sides[us];
            let able = self.groups[us].iter().any(|g| {
                g.en_passant
                    && g.origins
                        .get(t)
                        .is_some_and(|&o| !(o & p.kinds[g.kind as usize] & own & g.from).is_empty())
            });
            if !able {
                return h;
            }
            // Only the moves to the target square can capture en passant.
            let mut to_target = EnPassantSeen(false);
            generate_some(self, p, &mut to_target, u32::MAX, B::bit(t));
            if to_target.0 {
                h ^= self.zobrist_ep[t];
            }
        }
        h
    }
}

/// Notes whether a capture en passant is among the moves generated.
struct EnPassantSeen(bool);

impl<B: Bits> Sink<B> for EnPassantSeen {
    fn push(&mut self, m: Move) {
        self.0 |= m.special == Special::EnPassant;
    }
}
