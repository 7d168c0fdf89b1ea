//! The generic interpreter of trongtai.
//!
//! A [`Game`] is compiled once from a game definition (`rules/games/*.ron`) into bitboard tables:
//! zone masks, the reach of each movement pattern from every square, rays for riders and hoppers,
//! reverse tables for attack detection. The same code then plays chess, xiangqi or any other game
//! the data describes: it knows movement primitives (riders, leapers with blocking legs, hoppers
//! needing screens), zones, promotion, castling, en passant, royal pieces and forbidden facing,
//! but no piece and no game by name.
//!
//! ```
//! # use trongtai_engine::Game;
//! # fn demo(def: &trongtai_rulebook::GameDef) -> Result<(), Box<dyn std::error::Error>> {
//! let game = Game::compile(def)?;
//! let start = game.start()?;
//! println!("{} legal moves", game.legal_moves(&start).len());
//! # Ok(()) }
//! ```

pub mod bits;
pub mod board;
pub mod displace;
pub mod ending;
pub mod error;
pub mod fen;
pub mod game;
pub mod identity;
pub mod movegen;
pub mod perft;
pub mod position;
#[cfg(test)]
mod shipped;
pub mod status;
pub mod tables;
pub mod threat;
mod toward;
pub mod unwinnable;
pub mod view;

pub use ending::{CompiledEnding, Evidence, MaterialCounts, NoMoves};
pub use error::{CompileError, FenError, MoveError};
pub use game::{Game, GameEnding, GamePosition};
pub use position::{Move, Position, Special};
pub use status::{status, status_compiled, State, Status};
pub use tables::Tables;
pub use threat::{NewThreat, Root, Threat};
pub use unwinnable::{Effort, Goal, Reason, Verdict};
pub use view::{Movement, PatternView, ShapeView};
