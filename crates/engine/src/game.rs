//! [`Game`]: a compiled game definition behind one type, whatever the board size.
//!
//! Boards of up to 64 squares are played on `u64` bitboards, larger ones on `u128`. A
//! [`GamePosition`] belongs to the [`Game`] that made it; a position of another game gives no
//! moves and counts no nodes.

use trongtai_rulebook::game::GameDef;

use trongtai_i18n::{msg, Message};

use crate::bits::Bits;
use crate::ending::{no_moves, CompiledEnding, Evidence, MaterialCounts, NoMoves};
use crate::error::{CompileError, FenError, MoveError};
use crate::movegen::{generate_some, in_check, legal_moves};
use crate::perft::{divide, perft};
use crate::position::{Move, Position};
use crate::tables::Tables;
use crate::threat::{self, NewThreat, Threat};
use crate::toward::moves_to;
use crate::unwinnable::{can_win, dead, Effort, Goal, Reason, Verdict};

/// A compiled game definition.
#[derive(Debug, Clone)]
pub enum Game {
    /// A board of at most 64 squares.
    Small(Box<Tables<u64>>),
    /// A board of 65 to 128 squares.
    Large(Box<Tables<u128>>),
}

/// A drawn-ending pattern compiled against a [`Game`].
#[derive(Debug, Clone)]
pub enum GameEnding {
    /// For a board of at most 64 squares.
    Small(CompiledEnding<u64>),
    /// For a larger board.
    Large(CompiledEnding<u128>),
}

/// A position of a [`Game`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GamePosition {
    /// A position on a board of at most 64 squares.
    Small(Position<u64>),
    /// A position on a board of 65 to 128 squares.
    Large(Position<u128>),
}

macro_rules! with {
    ($game:expr, $pos:expr, |$t:ident, $p:ident| $body:expr, $default:expr) => {
        match ($game, $pos) {
            (Game::Small($t), GamePosition::Small($p)) => $body,
            (Game::Large($t), GamePosition::Large($p)) => $body,
            _ => $default,
        }
    };
}

impl Game {
    /// Compiles a game definition, choosing the bitboard width from the board size.
    ///
    /// # Errors
    ///
    /// See [`Tables::compile`].
    pub fn compile(def: &GameDef) -> Result<Game, CompileError> {
        let squares = def.board.files as usize * def.board.ranks as usize;
        if squares <= 64 {
            Ok(Game::Small(Box::new(Tables::compile(def)?)))
        } else {
            Ok(Game::Large(Box::new(Tables::compile(def)?)))
        }
    }

    /// The initial position.
    ///
    /// # Errors
    ///
    /// When the definition's start FEN does not read.
    pub fn start(&self) -> Result<GamePosition, FenError> {
        match self {
            Game::Small(t) => self.parse_fen(&t.start_fen),
            Game::Large(t) => self.parse_fen(&t.start_fen),
        }
    }

    /// Reads a position in FEN.
    ///
    /// # Errors
    ///
    /// See [`Tables::parse_fen`].
    pub fn parse_fen(&self, fen: &str) -> Result<GamePosition, FenError> {
        match self {
            Game::Small(t) => t.parse_fen(fen).map(GamePosition::Small),
            Game::Large(t) => t.parse_fen(fen).map(GamePosition::Large),
        }
    }

    /// Writes a position in FEN.
    pub fn fen(&self, pos: &GamePosition) -> String {
        with!(self, pos, |t, p| t.fen(p), String::new())
    }

    /// The legal moves of the side to move.
    pub fn legal_moves(&self, pos: &GamePosition) -> Vec<Move> {
        with!(self, pos, |t, p| legal_moves(t, p), Vec::new())
    }

    /// Appends to `out` the legal moves of the side to move by a piece of one of `kinds` to the
    /// square `to` (to any square when `None`): the moves of [`Game::legal_moves`] that fit,
    /// found without generating the others. Kinds the game does not have are ignored.
    pub fn legal_moves_of(&self, pos: &GamePosition, kinds: &[usize], to: Option<usize>, out: &mut Vec<Move>) {
        self.legal_moves_of_checked(pos, kinds, to, None, out);
    }

    /// [`Game::legal_moves_of`], told whether the side to move is in check when the caller
    /// already knows it (`check`, as [`Game::in_check`] answers for `pos`): out of check, most
    /// moves to a square are then found legal without an attack test. A wrong `check` gives
    /// wrong moves; `None` finds out as needed.
    pub fn legal_moves_of_checked(
        &self,
        pos: &GamePosition,
        kinds: &[usize],
        to: Option<usize>,
        check: Option<bool>,
        out: &mut Vec<Move>,
    ) {
        // At most `MAX_KINDS` (8) kinds exist, so each has a bit of the mask.
        let mask = kinds
            .iter()
            .filter(|&&k| k < crate::tables::MAX_KINDS)
            .fold(0u32, |m, &k| m | 1 << k);
        match (self, pos) {
            (Game::Small(t), GamePosition::Small(p)) => {
                match to {
                    None => generate_some(t, p, out, mask, !0),
                    Some(sq) if sq < t.geo.len() => moves_to(t, p, out, mask, sq, !0, check),
                    // No square of this board: no move ends there.
                    Some(_) => {}
                }
            }
            (Game::Large(t), GamePosition::Large(p)) => {
                match to {
                    None => generate_some(t, p, out, mask, !0),
                    Some(sq) if sq < t.geo.len() => moves_to(t, p, out, mask, sq, !0, check),
                    // No square of this board: no move ends there.
                    Some(_) => {}
                }
            }
            _ => {}
        }
    }

    /// Appends to `out` the legal moves of the side to move from the square `from` to the square
    /// `to` (a promotion once for each choice): the moves of [`Game::legal_moves`] that fit,
    /// found without generating the others. None when `from` holds no piece of the side to move.
    pub fn legal_moves_between(&self, pos: &GamePosition, from: usize, to: usize, out: &mut Vec<Move>) {
        let Some((side, kind)) = self.piece_on(pos, from) else {
            return;
        };
        if side != self.turn(pos) || kind >= crate::tables::MAX_KINDS {
            return;
        }
        match (self, pos) {
            (Game::Small(t), GamePosition::Small(p)) if to < t.geo.len() => {
                moves_to(t, p, out, 1 << kind, to, 1u64 << from, None);
            }
            (Game::Large(t), GamePosition::Large(p)) if to < t.geo.len() => {
                moves_to(t, p, out, 1 << kind, to, 1u128 << from, None);
            }
            _ => {}
        }
    }

    /// The move in coordinate notation.
    pub fn move_text(&self, m: &Move) -> String {
        match self {
            Game::Small(t) => m.coordinates(t),
            Game::Large(t) => m.coordinates(t),
        }
    }

    /// The legal moves in coordinate notation, sorted.
    pub fn legal_move_texts(&self, pos: &GamePosition) -> Vec<String> {
        let mut v: Vec<String> = self.legal_moves(pos).iter().map(|m| self.move_text(m)).collect();
        v.sort();
        v
    }

    /// Reads a move in coordinate notation and checks that it is legal.
    ///
    /// # Errors
    ///
    /// [`MoveError::Syntax`] for text that is not a coordinate move, [`MoveError::Illegal`] for
    /// a move that is not legal in the position.
    pub fn parse_move(&self, pos: &GamePosition, text: &str) -> Result<Move, MoveError> {
        // The two square names, read without a list of their own.
        let mut names: [&str; 2] = [""; 2];
        let mut read = 0;
        let ok = {
            let b = text.as_bytes();
            let mut i = 0;
            while read < 2 {
                let from = i;
                if i < b.len() && b[i].is_ascii_lowercase() {
                    i += 1;
                } else {
                    break;
                }
                let start = i;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                if i == start || i - start > 2 {
                    break;
                }
                names[read] = &text[from..i];
                read += 1;
            }
            read == 2 && (i == b.len() || (i + 1 == b.len() && b[i].is_ascii_alphabetic()))
        };
        if !ok {
            return Err(MoveError::Syntax(text.to_string()));
        }
        // The shape alone is not enough: both squares must be on this board, or the text names
        // no move at all (and is not an illegal move to penalise).
        if let Some(square) = names.iter().find(|n| self.parse_square(n).is_none()) {
            return Err(MoveError::NoSuchSquare {
                text: text.to_string(),
                square: (*square).to_string(),
                first: self.square_name(0),
                last: self.square_name(self.squares().saturating_sub(1)),
            });
        }
        // The text in lower case, compared byte by byte (no copy is made).
        let written_as_text = |written: &str| {
            written.len() == text.len()
                && written
                    .bytes()
                    .zip(text.bytes())
                    .all(|(w, t)| w == t.to_ascii_lowercase())
        };
        // Only a move to the second square can be written as the text: the others are not
        // generated (the squares read above are on the board).
        // A move written as the text starts on the first square (the name of a square reads
        // back as that square) and moves the piece there: only moves of its kind are generated,
        // and only those from that square are written out to be compared with the text.
        let (Some(from), Some(to)) = (self.parse_square(names[0]), self.parse_square(names[1])) else {
            return Err(MoveError::Illegal(text.to_string()));
        };
        let mut between = Vec::new();
        self.legal_moves_between(pos, from, to, &mut between);
        between
            .into_iter()
            .find(|m| written_as_text(&self.move_text(m)))
            .ok_or_else(|| MoveError::Illegal(text.to_string()))
    }

    /// Plays a legal move.
    pub fn play(&self, pos: &GamePosition, m: Move) -> GamePosition {
        match (self, pos) {
            (Game::Small(t), GamePosition::Small(p)) => GamePosition::Small(p.play(t, m)),
            (Game::Large(t), GamePosition::Large(p)) => GamePosition::Large(p.play(t, m)),
            _ => *pos,
        }
    }

    /// [`Game::play`], the position written into `out` (a position of this game too, as a
    /// caller that keeps two positions in turn has them): no position is built aside and then
    /// copied over. Returns the kind of the piece the move took, if it took one (en passant
    /// included), as the move itself found it.
    pub fn play_into(&self, pos: &GamePosition, m: Move, out: &mut GamePosition) -> Option<usize> {
        match (self, pos, out) {
            (Game::Small(t), GamePosition::Small(p), GamePosition::Small(o)) => p.play_into(t, m, o),
            (Game::Large(t), GamePosition::Large(p), GamePosition::Large(o)) => p.play_into(t, m, o),
            (_, _, out) => {
                *out = self.play(pos, m);
                None
            }
        }
    }

    /// The position after the side to move carries its piece from `from` to `to` without asking
    /// whether it may go there (an illegal move a law lets stand): see [`Tables::displace`].
    ///
    /// # Errors
    ///
    /// [`FenError::Impossible`] as [`Tables::displace`] gives it, or for a position of another
    /// game.
    pub fn displace(&self, pos: &GamePosition, from: usize, to: usize) -> Result<GamePosition, FenError> {
        match (self, pos) {
            (Game::Small(t), GamePosition::Small(p)) => t.displace(p, from, to).map(GamePosition::Small),
            (Game::Large(t), GamePosition::Large(p)) => t.displace(p, from, to).map(GamePosition::Large),
            _ => Err(FenError::Impossible(msg::FenOtherGame.text())),
        }
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self, pos: &GamePosition) -> bool {
        with!(self, pos, |t, p| in_check(t, p), false)
    }

    /// Whether (and why) the side to move has no legal move.
    pub fn no_moves(&self, pos: &GamePosition) -> Option<NoMoves> {
        with!(self, pos, |t, p| no_moves(t, p), None)
    }

    /// The side to move: 0 for the side that moves first.
    pub fn turn(&self, pos: &GamePosition) -> usize {
        match pos {
            GamePosition::Small(p) => p.turn(),
            GamePosition::Large(p) => p.turn(),
        }
    }

    /// The number of leaves of the move tree of depth `depth`.
    pub fn perft(&self, pos: &GamePosition, depth: u32) -> u64 {
        with!(self, pos, |t, p| perft(t, p, depth), 0)
    }

    /// Perft split by first move, in coordinate notation, sorted by move text.
    pub fn divide(&self, pos: &GamePosition, depth: u32) -> Vec<(String, u64)> {
        let mut v = Vec::new();
        self.divide_each(pos, depth, |m, n| {
            v.push((m.to_owned(), n));
            true
        });
        v
    }

    /// [`Game::divide`] a first move at a time, in the same order: `each` gets a move and its
    /// count as soon as it is counted, and stops the count by returning `false` (a reader that
    /// went away need not wait for the whole tree).
    pub fn divide_each(&self, pos: &GamePosition, depth: u32, mut each: impl FnMut(&str, u64) -> bool) {
        with!(
            self,
            pos,
            |t, p| {
                let mut firsts: Vec<(String, Move)> = divide(t, p, 0)
                    .into_iter()
                    .map(|(m, _)| (m.coordinates(&**t), m))
                    .collect();
                firsts.sort_by(|a, b| a.0.cmp(&b.0));
                for (text, m) in firsts {
                    if !each(&text, perft(t, &p.play(t, m), depth.saturating_sub(1))) {
                        break;
                    }
                }
            },
            ()
        );
    }

    /// The repetition identity of a position (FIDE 9.2).
    pub fn identity(&self, pos: &GamePosition) -> u64 {
        with!(self, pos, |t, p| t.identity(p), 0)
    }

    /// [`Game::identity`] computed from the board alone, not from the key each move keeps up
    /// to date: the reference that key is checked against.
    pub fn identity_from_scratch(&self, pos: &GamePosition) -> u64 {
        with!(self, pos, |t, p| t.identity_from_scratch(p), 0)
    }

    /// Compiles a drawn-ending pattern of a rulebook against this game; `goal` is the rulebook's
    /// (see [`Goal::of`]): what its analysis conditions count as a win.
    ///
    /// # Errors
    ///
    /// When the pattern names a piece the game does not have.
    pub fn compile_ending(&self, e: &trongtai_rulebook::model::Ending, goal: Goal) -> Result<GameEnding, CompileError> {
        match self {
            Game::Small(t) => CompiledEnding::compile(t, e, goal).map(GameEnding::Small),
            Game::Large(t) => CompiledEnding::compile(t, e, goal).map(GameEnding::Large),
        }
    }

    /// Whether a position has the material of a compiled ending, either side being `one`.
    pub fn matches_ending(&self, pos: &GamePosition, e: &GameEnding) -> bool {
        match (self, pos, e) {
            (Game::Small(t), GamePosition::Small(p), GameEnding::Small(e)) => e.matches(t, p),
            (Game::Large(t), GamePosition::Large(p), GameEnding::Large(e)) => e.matches(t, p),
            _ => false,
        }
    }

    /// How many pieces of each kind each side has in a position (none for a position of another
    /// game).
    pub fn material(&self, pos: &GamePosition) -> MaterialCounts {
        with!(
            self,
            pos,
            |t, p| MaterialCounts::of(t, p),
            MaterialCounts([[0; crate::tables::MAX_KINDS]; 2])
        )
    }

    /// Whether material `counts` is a compiled ending's, with side `one` (0 = the side that
    /// moves first) as the ending's `one`: the part of [`Game::matches_ending_with`] that reads
    /// the numbers of pieces alone.
    pub fn ending_fits(&self, counts: &MaterialCounts, e: &GameEnding, one: usize) -> bool {
        match e {
            GameEnding::Small(e) => e.fits(counts, one),
            GameEnding::Large(e) => e.fits(counts, one),
        }
    }

    /// [`Game::matches_ending`] with the material already compared: `fits[one]` tells whether the
    /// position's material fits the ending with side `one` as its `one` ([`Game::ending_fits`]).
    pub fn ending_holds(&self, pos: &GamePosition, e: &GameEnding, fits: [bool; 2]) -> bool {
        match (self, pos, e) {
            (Game::Small(t), GamePosition::Small(p), GameEnding::Small(e)) => e.holds(t, p, fits),
            (Game::Large(t), GamePosition::Large(p), GameEnding::Large(e)) => e.holds(t, p, fits),
            _ => false,
        }
    }

    /// Whether a position has the material of a compiled ending with side `one` (0 = the side
    /// that moves first) as the ending's `one`.
    pub fn matches_ending_with(&self, pos: &GamePosition, e: &GameEnding, one: usize) -> bool {
        match (self, pos, e) {
            (Game::Small(t), GamePosition::Small(p), GameEnding::Small(e)) => e.matches_with(t, p, one),
            (Game::Large(t), GamePosition::Large(p), GameEnding::Large(e)) => e.matches_with(t, p, one),
            _ => false,
        }
    }

    /// Whether side `side` (0 = the side that moves first) can checkmate the other by some
    /// series of legal moves (see [`crate::unwinnable`]): [`Game::can_win`] under
    /// [`Goal::CHECKMATE`].
    pub fn can_checkmate(&self, pos: &GamePosition, side: usize, effort: Effort) -> Verdict {
        self.can_win(pos, side, effort, Goal::CHECKMATE)
    }

    /// Whether side `side` can reach, by some series of legal moves, a position without a legal
    /// move that `goal` (the rulebook's, see [`Goal::of`]) counts as won for it.
    pub fn can_win(&self, pos: &GamePosition, side: usize, effort: Effort, goal: Goal) -> Verdict {
        with!(
            self,
            pos,
            |t, p| can_win(t, p, side, effort, goal),
            Verdict::Undetermined
        )
    }

    /// Whether neither side can win under `goal`, by the static proofs: the reasons, per side
    /// (never under a goal in which a stalemate wins, see [`crate::unwinnable::dead`]).
    pub fn dead(&self, pos: &GamePosition, goal: Goal) -> Option<[Reason; 2]> {
        with!(self, pos, |t, p| dead(t, p, goal), None)
    }

    /// The moves of a line in coordinate notation, joined by spaces.
    pub fn line_text(&self, line: &[Move]) -> String {
        line.iter().map(|m| self.move_text(m)).collect::<Vec<_>>().join(" ")
    }

    /// Why a compiled ending's analysis condition holds with side `one` as its `one` (see
    /// [`CompiledEnding::evidence`]).
    pub fn ending_evidence(&self, pos: &GamePosition, e: &GameEnding, one: usize) -> Option<Evidence> {
        match (self, pos, e) {
            (Game::Small(t), GamePosition::Small(p), GameEnding::Small(e)) => e.evidence(t, p, one),
            (Game::Large(t), GamePosition::Large(p), GameEnding::Large(e)) => e.evidence(t, p, one),
            _ => None,
        }
    }

    /// The number of pieces on the board.
    pub fn piece_count(&self, pos: &GamePosition) -> u32 {
        match pos {
            GamePosition::Small(p) => p.occupied().count(),
            GamePosition::Large(p) => p.occupied().count(),
        }
    }

    /// Whether `after` has fewer pieces on the board than `before` (`piece_count` of `after`
    /// below that of `before`), told from the squares that changed alone: the squares emptied
    /// outnumber the squares filled. After one move they are a handful, so this costs a few
    /// steps where two counts of the whole board cost a population count each.
    pub fn fewer_pieces(&self, before: &GamePosition, after: &GamePosition) -> bool {
        fn fell<B: Bits>(before: B, after: B) -> bool {
            // count(before) - count(after) = count(emptied) - count(filled): the common squares
            // cancel. Pairs of the two are struck off until one set is empty.
            let (mut emptied, mut filled) = (before & !after, after & !before);
            while !emptied.is_empty() && !filled.is_empty() {
                emptied = emptied.without_lowest();
                filled = filled.without_lowest();
            }
            !emptied.is_empty()
        }
        match (before, after) {
            (GamePosition::Small(b), GamePosition::Small(a)) => fell(b.occupied(), a.occupied()),
            (GamePosition::Large(b), GamePosition::Large(a)) => fell(b.occupied(), a.occupied()),
            _ => self.piece_count(after) < self.piece_count(before),
        }
    }

    /// The plies since the last capture or irreversible move, as the position counts them.
    pub fn halfmove_clock(&self, pos: &GamePosition) -> u32 {
        match pos {
            GamePosition::Small(p) => p.halfmove_clock(),
            GamePosition::Large(p) => p.halfmove_clock(),
        }
    }

    /// The board's number of files and ranks.
    pub fn board_size(&self) -> (usize, usize) {
        let g = match self {
            Game::Small(t) => t.geo,
            Game::Large(t) => t.geo,
        };
        (g.files as usize, g.ranks as usize)
    }

    /// Reads a square name (`e4`, `b10`) of this board.
    pub fn parse_square(&self, name: &str) -> Option<usize> {
        match self {
            Game::Small(t) => t.geo.parse_square(name),
            Game::Large(t) => t.geo.parse_square(name),
        }
    }

    /// The name of a square (`e4`, `b10`).
    pub fn square_name(&self, sq: usize) -> String {
        match self {
            Game::Small(t) => t.geo.name(sq).to_string(),
            Game::Large(t) => t.geo.name(sq).to_string(),
        }
    }

    /// The piece on a square: `(side, kind)`.
    pub fn piece_on(&self, pos: &GamePosition, sq: usize) -> Option<(usize, usize)> {
        match pos {
            GamePosition::Small(p) if sq < 64 => p.piece_at(sq),
            GamePosition::Large(p) if sq < 128 => p.piece_at(sq),
            _ => None,
        }
    }

    /// The identifier of a piece kind and whether it is royal.
    pub fn kind_info(&self, kind: usize) -> Option<(&str, bool)> {
        let kinds = match self {
            Game::Small(t) => &t.kinds,
            Game::Large(t) => &t.kinds,
        };
        kinds.get(kind).map(|k| (k.id.as_str(), k.royal))
    }

    /// The side identifiers, the side that moves first first.
    pub fn side_ids(&self) -> [&str; 2] {
        match self {
            Game::Small(t) => [&t.side_ids[0], &t.side_ids[1]],
            Game::Large(t) => [&t.side_ids[0], &t.side_ids[1]],
        }
    }

    /// The number of squares of the board.
    pub fn squares(&self) -> usize {
        match self {
            Game::Small(t) => t.geo.len(),
            Game::Large(t) => t.geo.len(),
        }
    }

    /// The threats of `side` in a position, whoever is to move (see [`crate::threat`]).
    pub fn threats(&self, pos: &GamePosition, side: usize) -> Vec<Threat> {
        with!(self, pos, |t, p| threat::threats(t, p, side), Vec::new())
    }

    /// The threats a legal move creates for the side making it, each with how the same pair
    /// stood before the move (see [`crate::threat`]).
    pub fn new_threats(&self, before: &GamePosition, m: Move) -> Vec<NewThreat> {
        with!(self, before, |t, p| threat::new_threats(t, p, m), Vec::new())
    }

    /// Whether a square lies in a zone of the game for `side`; `None` when the game has no such
    /// zone.
    pub fn in_zone(&self, zone: &str, side: usize, sq: usize) -> Option<bool> {
        match self {
            Game::Small(t) if sq < 64 => threat::in_zone(t, zone, side, sq),
            Game::Large(t) if sq < 128 => threat::in_zone(t, zone, side, sq),
            _ => None,
        }
    }

    /// The kind whose identifier is `id`.
    pub fn kind_by_id(&self, id: &str) -> Option<usize> {
        let kinds = match self {
            Game::Small(t) => &t.kinds,
            Game::Large(t) => &t.kinds,
        };
        kinds.iter().position(|k| k.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `fewer_pieces` against the two counts, move by move on random games of every shipped
    /// game, and between positions several moves apart.
    #[test]
    fn fewer_pieces_is_the_counts_compared() {
        for (path, def) in crate::shipped::games() {
            let game = Game::compile(&def).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let mut seed = 0x5eed_u64;
            let mut captures = 0;
            for _ in 0..20 {
                let start = game.start().unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                let mut pos = start;
                for _ in 0..200 {
                    let moves = game.legal_moves(&pos);
                    if moves.is_empty() {
                        break;
                    }
                    seed = seed
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    let next = game.play(&pos, moves[(seed >> 33) as usize % moves.len()]);
                    let fell = game.piece_count(&next) < game.piece_count(&pos);
                    captures += usize::from(fell);
                    assert_eq!(game.fewer_pieces(&pos, &next), fell, "{}", path.display());
                    assert!(!game.fewer_pieces(&next, &pos) || !fell, "{}", path.display());
                    assert_eq!(
                        game.fewer_pieces(&start, &next),
                        game.piece_count(&next) < game.piece_count(&start),
                        "{}",
                        path.display()
                    );
                    pos = next;
                }
            }
            assert!(captures > 50, "{}: {captures} captures", path.display());
        }
    }
}
