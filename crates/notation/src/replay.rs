//! Replaying PGN games through the engine, and making PGN games of engine moves.

use trongtai_engine::{GamePosition, Move};

use crate::error::{MoveTextError, ReplayError};
use crate::notation::Notation;
use crate::pgn::{PgnGame, PgnMove};
use crate::view::fullmove_number;

/// A game replayed through the engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replayed {
    /// The start position: the `FEN` tag's, or the game's initial position.
    pub start: GamePosition,
    /// The moves of the main line.
    pub moves: Vec<Move>,
    /// The position after the last move.
    pub end: GamePosition,
}

impl Notation<'_> {
    /// The start position of a PGN game: its `FEN` tag if it has one, else the initial position.
    ///
    /// # Errors
    ///
    /// [`ReplayError::Fen`] when the tag (or the game definition's start) does not read.
    pub fn start_position(&self, pgn: &PgnGame) -> Result<GamePosition, ReplayError> {
        match pgn.tag("FEN") {
            Some(fen) => self.game.parse_fen(fen).map_err(|e| ReplayError::Fen {
                fen: fen.to_owned(),
                message: e.to_string(),
            }),
            None => self.game.start().map_err(|e| ReplayError::Fen {
                fen: String::new(),
                message: e.to_string(),
            }),
        }
    }

    /// The move number of a ply as PGN writes it: `12.` for the first side, `12...` for the
    /// second.
    pub fn move_number(&self, pos: &GamePosition) -> String {
        let number = fullmove_number(pos);
        if self.game.turn(pos) == 0 {
            format!("{number}.")
        } else {
            format!("{number}...")
        }
    }

    /// Replays the main line of a PGN game, reading each move in this notation.
    ///
    /// # Errors
    ///
    /// [`ReplayError::Fen`] for a `FEN` tag that does not read, [`ReplayError::Move`] for the
    /// first move that does not name exactly one legal move (with its number and text).
    pub fn replay(&self, pgn: &PgnGame) -> Result<Replayed, ReplayError> {
        let start = self.start_position(pgn)?;
        let mut pos = start;
        let mut moves = Vec::with_capacity(pgn.moves.len());
        for (ply, m) in pgn.moves.iter().enumerate() {
            let read = self.read(&pos, &m.text).map_err(|error| ReplayError::Move {
                ply,
                number: self.move_number(&pos),
                error,
            })?;
            moves.push(read);
            pos = self.game.play(&pos, read);
        }
        Ok(Replayed { start, moves, end: pos })
    }

    /// Reads a whole line of moves from `start`.
    ///
    /// # Errors
    ///
    /// The first move that does not name exactly one legal move, with its ply (from 0).
    pub fn read_line<S: AsRef<str>>(
        &self,
        start: &GamePosition,
        texts: &[S],
    ) -> Result<Vec<Move>, (usize, MoveTextError)> {
        let mut pos = *start;
        let mut moves = Vec::with_capacity(texts.len());
        for (ply, text) in texts.iter().enumerate() {
            let m = self.read(&pos, text.as_ref()).map_err(|e| (ply, e))?;
            moves.push(m);
            pos = self.game.play(&pos, m);
        }
        Ok(moves)
    }

    /// A PGN game of engine moves, written in this notation. A start position other than the
    /// game's initial one is recorded in the `SetUp` and `FEN` tags (PGN 9.7).
    pub fn export(
        &self,
        tags: &[(String, String)],
        start: &GamePosition,
        moves: &[Move],
        result: Option<&str>,
    ) -> PgnGame {
        let mut pgn = PgnGame {
            tags: tags.to_vec(),
            ..PgnGame::default()
        };
        let initial = self.game.start().ok().map(|p| self.game.fen(&p));
        let fen = self.game.fen(start);
        if initial.as_deref() != Some(fen.as_str()) {
            pgn.set_tag("SetUp", "1");
            pgn.set_tag("FEN", fen);
        }
        if let Some(result) = result {
            pgn.set_tag("Result", result);
            pgn.result = Some(result.to_owned());
        }
        pgn.moves = self
            .write_line(start, moves)
            .into_iter()
            .map(|text| PgnMove {
                text,
                ..PgnMove::default()
            })
            .collect();
        pgn
    }

    /// The PGN text of a game, its move numbers counted from its start position.
    ///
    /// # Errors
    ///
    /// [`ReplayError::Fen`] for a `FEN` tag that does not read.
    pub fn pgn_text(&self, pgn: &PgnGame) -> Result<String, ReplayError> {
        let start = self.start_position(pgn)?;
        Ok(pgn.to_pgn(fullmove_number(&start), self.game.turn(&start) == 1))
    }
}
