//! Recorded games: a game as a scoresheet or an archive gives it (a start position and moves),
//! judged move by move under the law.
//!
//! A [`RecordedGame`] is started from a position; each move played returns the claims it made
//! available at once ([`Claimable`]: kind, who may claim, claim or automatic, the clause, the
//! ply). [`RecordedGame::finish`] gives the [`Findings`]: every claim, the first illegal move,
//! and how the recorded result compares with the final position. The counting is the arbiter's
//! own ([`crate::tally`]), the same that serves event logs.

use trongtai_engine::{Game, GamePosition, MaterialCounts, Move, State};

use crate::law::Law;
use crate::side::GameResult;
use crate::tally::{Claimable, Grounds, Ply, Tally};

/// The first move of a recorded game that could not be read or played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IllegalMove {
    /// The ply (from 1).
    pub ply: usize,
    /// The move as recorded.
    pub text: String,
    /// Why it was refused.
    pub error: String,
}

/// How the recorded result compares with the final position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultCheck {
    /// The final position decides the game and the recorded result is that decision.
    Agrees,
    /// The final position decides the game otherwise than recorded.
    Disagrees,
    /// The final position decides nothing; the result came off the board.
    Undecided,
    /// No result (or `*`) is recorded.
    Unrecorded,
    /// The game could not be replayed to its end.
    NotChecked,
}

impl ResultCheck {
    /// The name used in output: `agrees`, `disagrees`, `undecided`, `unrecorded`, `not-checked`.
    pub fn name(self) -> &'static str {
        match self {
            ResultCheck::Agrees => "agrees",
            ResultCheck::Disagrees => "disagrees",
            ResultCheck::Undecided => "undecided",
            ResultCheck::Unrecorded => "unrecorded",
            ResultCheck::NotChecked => "not-checked",
        }
    }
}

/// The final position of a recorded game, as the law reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinalPosition {
    /// Checkmate, stalemate, a drawn ending, or ongoing.
    pub state: State,
    /// The id of the drawn ending, when that is the state.
    pub ending: Option<String>,
    /// The result the board gives, when it decides the game.
    pub result: Option<GameResult>,
    /// The article applied, when the board decides the game.
    pub article: Option<String>,
}

/// What the arbiter finds in a recorded game once all its moves are played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Findings {
    /// Plies played.
    pub plies: usize,
    /// Every claim made available, and every ending the law decides by itself, in order.
    pub claims: Vec<Claimable>,
    /// The first illegal or unreadable move (the game was not played further).
    pub illegal: Option<IllegalMove>,
    /// The recorded result, as given (`None` when absent or `*`).
    pub recorded: Option<String>,
    /// The final position, when the game was played to its end and the law could read it.
    pub end: Option<FinalPosition>,
    /// How the recorded result compares with the final position.
    pub check: ResultCheck,
    /// Why the result was not checked, when it was not.
    pub unchecked: Option<String>,
}

impl Findings {
    /// The drawn ending (dead position) reached on the board, if any: its claim.
    pub fn dead_position(&self) -> Option<&Claimable> {
        self.claims
            .iter()
            .find(|c| matches!(c.grounds, Grounds::DrawnEnding { .. }))
    }
}

/// A recorded game being judged, move by move.
#[derive(Debug, Clone)]
pub struct RecordedGame<'a> {
    game: &'a Game,
    law: &'a Law,
    /// The current position and the one before the last move (the start before any), in turn:
    /// a move writes the new position over the older one, so neither is copied to the other.
    positions: [GamePosition; 2],
    /// Which of `positions` is the current one (0 or 1).
    now: usize,
    tally: Tally,
    claims: Vec<Claimable>,
    /// Whether a drawn ending is still to be looked for.
    drawn_open: bool,
    /// The material of the last position a drawn ending was looked for in, and for each of the
    /// law's drawn endings whether that material fits it with the first or the second side as
    /// its `one`: a move that takes nothing and promotes nothing leaves the answers as they were.
    fits: Option<(MaterialCounts, Vec<[bool; 2]>)>,
    /// The material of the current position, kept by the moves (a capture or a promotion
    /// changes it), not counted again on the board.
    material: MaterialCounts,
    illegal: Option<IllegalMove>,
}

impl<'a> RecordedGame<'a> {
    /// A recorded game from `start` under `law` (resolved for `game`).
    pub fn new(game: &'a Game, law: &'a Law, start: GamePosition) -> Self {
        RecordedGame {
            game,
            law,
            tally: Tally::new(game, law, &start),
            positions: [start, start],
            now: 0,
            claims: Vec::new(),
            drawn_open: !law.drawn.is_empty(),
            fits: None,
            material: game.material(&start),
            illegal: None,
        }
    }

    /// The current position.
    pub fn position(&self) -> &GamePosition {
        &self.positions[self.now & 1]
    }

    /// The position the last move was played from (the start before any move): kept by
    /// [`RecordedGame::play`] anyway, so that a reader need not copy each position itself.
    pub fn prior(&self) -> &GamePosition {
        &self.positions[(self.now ^ 1) & 1]
    }

    /// Every claim made available so far, in the order [`RecordedGame::play`] gave them.
    pub fn claims(&self) -> &[Claimable] {
        &self.claims
    }

    /// Whether the side to move is in check in the current position, as the tally noted it
    /// when the last move was played ([`Game::in_check`] of the position); `None` before any
    /// move, and where the law reads no check (the tally then does not look).
    pub fn in_check(&self) -> Option<bool> {
        self.tally.plies().last().and_then(|&(_, check)| check)
    }

    /// Plies played so far.
    pub fn ply(&self) -> usize {
        self.tally.plies().len()
    }

    /// Whether an illegal move has stopped the game.
    pub fn stopped(&self) -> bool {
        self.illegal.is_some()
    }

    /// Plays `m` (a legal move of the current position, as the engine or a notation reader
    /// gives it) and returns the claims it made available.
    pub fn play(&mut self, m: Move) -> &[Claimable] {
        let game = self.game;
        let before = self.now & 1;
        let after = before ^ 1;
        let mover = game.turn(&self.positions[before]);
        let [first, second] = &mut self.positions;
        let (old, new) = if before == 0 {
            (&*first, second)
        } else {
            (&*second, first)
        };
        // The kind taken, as the move found it: whether it captured, and the material it took.
        let taken = game.play_into(old, m, new);
        self.now = after;
        let (prior, pos) = (&self.positions[before], &self.positions[after]);
        let captured = taken.is_some();
        let from = self.claims.len();
        self.tally.record(
            game,
            self.law,
            Ply {
                prior,
                m,
                pos,
                mover,
                captured,
                // Whether the move gives check is looked for only where the law reads it (the
                // tally asks when the law caps checks in the n-move count): reading the next
                // move finds out for its own candidates as needed.
                check: None,
            },
            &mut self.claims,
        );
        // A drawn ending (a dead position, where the law draws at once): looked for after
        // captures and irreversible moves only. Material changes only with them, and a move that
        // keeps the halfmove clock leaves every piece's region the same (its moves are
        // reversible), so the unwinnability analysis would answer as before.
        // Material changes only by a capture or a promotion to another kind: until one, the
        // counts of `fits` still hold and the endings' material is not compared again.
        if captured || m.final_kind() != m.kind as usize {
            self.material = self.material.after(mover, taken, m);
        }
        if self.drawn_open && game.halfmove_clock(pos) == 0 {
            let law = self.law;
            let counts = self.material;
            if self.fits.as_ref().is_none_or(|(c, _)| *c != counts) {
                // The list of the last counts is refilled, not allocated again: the material
                // changes at every capture.
                let mut fits = self.fits.take().map(|(_, f)| f).unwrap_or_default();
                fits.clear();
                fits.extend(
                    law.drawn
                        .iter()
                        .map(|d| [0, 1].map(|one| game.ending_fits(&counts, &d.ending, one))),
                );
                self.fits = Some((counts, fits));
            }
            let fits = self.fits.as_ref().map_or(&[][..], |(_, f)| f.as_slice());
            // Each ending as `Game::matches_ending` reads it, its material compared above.
            if let Some(d) = law
                .drawn
                .iter()
                .zip(fits)
                .find(|(d, fits)| game.ending_holds(pos, &d.ending, **fits))
                .map(|(d, _)| d)
            {
                self.drawn_open = false;
                let c = Claimable {
                    grounds: Grounds::DrawnEnding { id: d.id.clone() },
                    ply: self.ply(),
                    article: d.article.clone(),
                    automatic: true,
                    claimant: None,
                };
                // In the order the law decides them: a dead position ends the game before the n-move rule.
                let at = self.claims[from..]
                    .iter()
                    .position(|c| matches!(c.grounds, Grounds::MoveCount { .. }))
                    .map_or(self.claims.len(), |k| from + k);
                self.claims.insert(at, c);
            }
        }
        &self.claims[from..]
    }

    /// Notes that the next move (`text`) could not be read or played; the game stops there.
    pub fn illegal(&mut self, text: &str, error: impl Into<String>) {
        if self.illegal.is_none() {
            self.illegal = Some(IllegalMove {
                ply: self.ply() + 1,
                text: text.to_owned(),
                error: error.into(),
            });
        }
    }

    /// The findings, with the recorded result (`None`, or `*`, when there is none) compared with
    /// the final position.
    pub fn finish(self, recorded: Option<&str>) -> Findings {
        let recorded = recorded.filter(|r| *r != "*").map(str::to_owned);
        let mut findings = Findings {
            plies: self.ply(),
            claims: self.claims,
            illegal: self.illegal,
            recorded,
            end: None,
            check: ResultCheck::NotChecked,
            unchecked: None,
        };
        if findings.illegal.is_some() {
            findings.unchecked = Some("the game stops at an illegal move".to_owned());
            return findings;
        }
        let st = self.law.status(self.game, &self.positions[self.now & 1]);
        let decided = st.state != State::Ongoing;
        let board = if decided { GameResult::parse(st.result) } else { None };
        findings.check = match (&findings.recorded, board) {
            (None, _) => ResultCheck::Unrecorded,
            (Some(r), Some(b)) if GameResult::parse(r) == Some(b) => ResultCheck::Agrees,
            (Some(_), Some(_)) => ResultCheck::Disagrees,
            (Some(_), None) => ResultCheck::Undecided,
        };
        findings.end = Some(FinalPosition {
            state: st.state,
            ending: st.ending,
            result: board,
            article: st.article,
        });
        findings
    }
}
