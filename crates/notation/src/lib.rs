//! Move notations of trongtai, as data: SAN and PGN for chess; ICCS coordinates, the Vietnamese
//! notation of XQ99 Art. 11.2 and the WXF notation for xiangqi.
//!
//! The notation of a game is data, not code. Each notation is a file in `rules/notation/`
//! ([`NotationDef`]): the letter of every piece, keyed by the piece ids of the game definition,
//! and the signs of one of three styles — algebraic (chess SAN), file-relative (xiangqi) or
//! coordinates — every value citing its source (FIDE01 Appendix E1/E2, XQ99 11.2, the PGN
//! Standard, the WXF document). The files are embedded in the crate; [`NotationDef::shipped`]
//! reads one by id:
//!
//! | id | what |
//! | --- | --- |
//! | `chess-en` | SAN with English letters K Q R B N, as in PGN files |
//! | `chess-vi` | algebraic notation with the Vietnamese letters V H X T M (FIDE01 E1, E2) |
//! | `xiangqi-vi` | XQ99 11.2(a): Tg S T X P M B, Tiến `.`, Thoái `/`, Bình `-`, marks `t` `s` `g` |
//! | `xiangqi-asian` | XQ99 11.2(b): the same letters with the Asian signs `+` `.` `=` |
//! | `xiangqi-wxf` | WXF: K A E R H C P, `+` `-` `.` (`=` read too), tandem marks `+` `-` |
//! | `xiangqi-iccs` | ICCS coordinates with ranks 0–9 (`h2e2`) |
//!
//! A [`Notation`] binds a file to a compiled [`trongtai_engine::Game`]; it writes a legal move
//! and reads a move text against the legal moves of a position, leniently (the file's `also`
//! forms: `0-0`, `e8Q`, `:` for captures, `C2=5`; a missing check sign), with errors that name
//! the text and say what was expected ([`MoveTextError`]: unparseable, illegal, ambiguous).
//!
//! ```
//! # use trongtai_notation::Notation;
//! # fn demo() -> Result<(), Box<dyn std::error::Error>> {
//! let rules = trongtai_rulebook::Rulebook::load(&trongtai_rulebook::Library::shipped(), "vn-xiangqi-1999")?;
//! let game = trongtai_engine::Game::compile(rules.game())?;
//! let vi = Notation::shipped(rules.game(), &game, "xiangqi-vi")?;
//! let start = game.start()?;
//! let m = vi.read(&start, "P2-5")?;
//! assert_eq!(game.move_text(&m), "h3e3");
//! let wxf = Notation::shipped(rules.game(), &game, "xiangqi-wxf")?;
//! assert_eq!(wxf.write(&start, &m), "C2.5");
//! # Ok(()) }
//! # demo().unwrap();
//! ```
//!
//! [`pgn`] reads PGN games one at a time from a [`std::io::BufRead`] (tags, comments, NAGs,
//! variations skipped, results) and writes them back; [`Notation::replay`] plays a game's moves
//! through the engine and [`Notation::export`] makes a PGN game of engine moves.
//!
//! # Why not `pgn-reader`
//!
//! The PGN tokenizer is written here rather than taken from the `pgn-reader` crate (0.29, which
//! would build against the workspace's `shakmaty = "=0.30.1"`): that crate is GPL-3.0-or-later
//! while trongtai is MIT OR Apache-2.0 (shakmaty is only used by the `xtask` benchmark, which is
//! not shipped); it needs Rust 1.88, above the workspace's `rust-version` of 1.85; and it parses
//! every move as chess SAN with English letters, so it could carry neither the ICCS xiangqi files
//! nor Vietnamese letters. The tokenizer needed is small (`pgn.rs`), streams one line and one
//! game at a time, and leaves the moves to a [`Notation`].

mod algebraic;
mod coordinates;
pub mod data;
pub mod error;
mod glyphs;
pub mod lines;
mod notation;
pub mod pgn;
mod relative;
mod replay;
pub mod time_control;
mod view;

pub use data::{archive_notation_id, shipped_ids, Letter, NotationDef, Sign, Style, Tandem};
pub use error::{MoveTextError, NotationError, PgnError, ReadError, ReplayError};
pub use glyphs::{look, Glyphs};
pub use notation::Notation;
pub use pgn::{MoveTexts, MoveTextsIter, PgnGame, PgnMove, PgnReader, PgnRecord, Tags, TagsIter};
pub use replay::Replayed;
pub use time_control::pgn_time_control;
