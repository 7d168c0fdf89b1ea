//! The state of a position under a rulebook's end rules: ongoing, checkmate, stalemate or a
//! drawn ending, with the result and the article that decides it.

use trongtai_rulebook::model::{Cited, EndRulesResolved, Outcome};

use crate::ending::NoMoves;
use crate::error::CompileError;
use crate::game::{Game, GameEnding, GamePosition};
use crate::unwinnable::Goal;

/// How a position stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    /// The game goes on.
    Ongoing,
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// The material is one of the rulebook's drawn endings (or dead positions).
    DrawnEnding,
}

impl State {
    /// The name used on the command line and in verdicts.
    pub fn name(self) -> &'static str {
        match self {
            State::Ongoing => "ongoing",
            State::Checkmate => "checkmate",
            State::Stalemate => "stalemate",
            State::DrawnEnding => "drawn-ending",
        }
    }

    /// The state in words, kept to be said in the output language (in English its name, as
    /// scripts read it).
    pub fn said(self) -> trongtai_i18n::Text {
        use trongtai_i18n::{msg, Message};
        match self {
            State::Ongoing => msg::StatusOngoing.text(),
            State::Checkmate => msg::StatusCheckmate.text(),
            State::Stalemate => msg::StatusStalemate.text(),
            State::DrawnEnding => msg::StatusDrawnEnding.text(),
        }
    }
}

/// The state of a position, the result and the article applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Status {
    /// How the position stands.
    pub state: State,
    /// `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    pub result: &'static str,
    /// The article applied (none while the game goes on).
    pub article: Option<String>,
    /// The id of the drawn ending that matched, if any.
    pub ending: Option<String>,
}

/// The result string for an outcome seen from the side to move.
pub fn result_for(outcome: Outcome, turn: usize) -> &'static str {
    match (outcome, turn) {
        (Outcome::Draw, _) => "1/2-1/2",
        (Outcome::SideToMoveLoses, 0) | (Outcome::SideToMoveWins, 1) => "0-1",
        _ => "1-0",
    }
}

/// Decides the state of a position. Having no legal move is looked at first: a stalemate that is
/// also a drawn ending is reported as the stalemate, which ends the game by itself.
///
/// # Errors
///
/// When a drawn ending names a piece the game does not have.
pub fn status(game: &Game, pos: &GamePosition, end: &EndRulesResolved) -> Result<Status, CompileError> {
    let goal = Goal::of(end);
    let compiled = end
        .drawn_endings
        .iter()
        .map(|e| game.compile_ending(&e.value, goal))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(status_compiled(game, pos, end, &compiled))
}

/// [`status`], with the drawn endings of `end` already compiled for the game (`compiled`, one
/// for each, in their order): a caller that decides many positions compiles them once.
pub fn status_compiled<'e>(
    game: &Game,
    pos: &GamePosition,
    end: &EndRulesResolved,
    compiled: impl IntoIterator<Item = &'e GameEnding>,
) -> Status {
    let turn = game.turn(pos);
    let decided = |state, rule: &Cited<Outcome>| Status {
        state,
        result: result_for(rule.value, turn),
        article: Some(rule.article.clone()),
        ending: None,
    };
    match game.no_moves(pos) {
        Some(NoMoves::Checkmate) => return decided(State::Checkmate, &end.checkmate),
        Some(NoMoves::Stalemate) => return decided(State::Stalemate, &end.stalemate),
        None => {}
    }
    for (ending, compiled) in end.drawn_endings.iter().zip(compiled) {
        if game.matches_ending(pos, compiled) {
            return Status {
                state: State::DrawnEnding,
                result: "1/2-1/2",
                article: Some(ending.article.clone()),
                ending: Some(ending.value.id.clone()),
            };
        }
    }
    Status {
        state: State::Ongoing,
        result: "*",
        article: None,
        ending: None,
    }
}
