//! Round trips over game archives, shared by `tests/notation/archives.rs` (the committed sample) and
//! `examples/archives.rs` (the full archives, when present).
//!
//! * Chess PGN: every game replays from its SAN; every move written in SAN (English and
//!   Vietnamese letters) reads back to the same move, and the English SAN is compared with the
//!   file's own text; the game exported to PGN (SAN, with its tags, comments and NAGs) re-imports
//!   and replays to the same moves, and so does an export in Vietnamese letters.
//! * Xiangqi JSONL (Fairy-Stockfish coordinates, as `iccs-games-fsf.jsonl` and the CCPD sample):
//!   every move written in the Vietnamese, Asian, WXF and ICCS notations reads back to the same
//!   move; the game exported to PGN in Vietnamese notation re-imports and replays.
//! * Xiangqi ICCS PGN: every game replays from its ICCS moves; optionally compared with the moves
//!   of the JSONL file made from it.

#![allow(dead_code)]

use std::io::BufRead;

use trongtai_engine::{Game, GamePosition, Move, Special};
use trongtai_notation::pgn::{read_all, PgnReader};
use trongtai_notation::{Notation, PgnGame};

/// What a run checked.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Figures {
    /// Games replayed.
    pub games: usize,
    /// Moves (plies) replayed.
    pub plies: usize,
    /// Moves written and read back, summed over the notations.
    pub written_read: usize,
    /// Moves whose English SAN as written here differs from the file's text.
    pub san_differs: usize,
    /// Of those, moves that mate but that the file marks as check (`Rd1+` for `Rd1#`).
    pub mate_marked_as_check: usize,
    /// The first few of them: `game ply: file text -> written`.
    pub san_differs_examples: Vec<String>,
    /// Games exported to PGN, re-imported and replayed.
    pub pgn_round_trips: usize,
    /// Captures en passant, castlings and promotions among the moves.
    pub en_passant: usize,
    /// Castling moves.
    pub castles: usize,
    /// Promotions.
    pub promotions: usize,
    /// Moves written with file and rank of origin (`Qh4e1`) in the file.
    pub double_disambiguation: usize,
    /// Xiangqi moves written with a tandem mark (front, rear, middle) in the Vietnamese notation.
    pub tandem: usize,
    /// Positions whose repetition identity, as kept move by move, was compared with the
    /// identity computed from the board alone.
    pub identities_checked: usize,
}

impl Figures {
    /// Adds another run's figures.
    pub fn add(&mut self, other: &Figures) {
        self.games += other.games;
        self.plies += other.plies;
        self.written_read += other.written_read;
        self.san_differs += other.san_differs;
        self.mate_marked_as_check += other.mate_marked_as_check;
        for e in &other.san_differs_examples {
            if self.san_differs_examples.len() < 10 {
                self.san_differs_examples.push(e.clone());
            }
        }
        self.pgn_round_trips += other.pgn_round_trips;
        self.en_passant += other.en_passant;
        self.castles += other.castles;
        self.promotions += other.promotions;
        self.double_disambiguation += other.double_disambiguation;
        self.tandem += other.tandem;
        self.identities_checked += other.identities_checked;
    }
}

fn same_moves(n: &Notation, pgn_text: &str, expected: &[Move], what: &str) -> Result<(), String> {
    let games =
        read_all(pgn_text).map_err(|e| format!("{what}: the exported PGN does not re-read: {e}\n{pgn_text}"))?;
    let [game] = games.as_slice() else {
        return Err(format!(
            "{what}: the export re-reads as {} games\n{pgn_text}",
            games.len()
        ));
    };
    let replayed = n
        .replay(game)
        .map_err(|e| format!("{what}: the export does not replay: {e}\n{pgn_text}"))?;
    if replayed.moves != expected {
        return Err(format!("{what}: the export replays to other moves\n{pgn_text}"));
    }
    Ok(())
}

/// The repetition identity kept up to date by each move is the one computed from the board.
fn same_identity(game: &Game, pos: &GamePosition, label: &str, ply: usize) -> Result<(), String> {
    let (kept, scratch) = (game.identity(pos), game.identity_from_scratch(pos));
    if kept == scratch {
        Ok(())
    } else {
        Err(format!(
            "{label} after ply {ply}: identity {kept:#x} kept by the moves, {scratch:#x} from the board ({})",
            game.fen(pos)
        ))
    }
}

/// Checks one chess PGN game. `en` and `vi` are the `chess-en` and `chess-vi` notations.
pub fn check_chess_game(en: &Notation, vi: &Notation, pgn: &PgnGame, label: &str) -> Result<Figures, String> {
    let game = en.game();
    let replayed = en.replay(pgn).map_err(|e| format!("{label}: {e}"))?;
    let mut f = Figures {
        games: 1,
        plies: replayed.moves.len(),
        ..Figures::default()
    };
    let mut pos = replayed.start;
    let mut rewritten = pgn.clone();
    for (ply, m) in replayed.moves.iter().enumerate() {
        let original = &pgn.moves[ply].text;
        for n in [en, vi] {
            let text = n.write(&pos, m);
            let back = n.read(&pos, &text).map_err(|e| {
                format!(
                    "{label} ply {ply}: {} wrote `{text}`, which does not read back: {e}",
                    n.id()
                )
            })?;
            if back != *m {
                return Err(format!("{label} ply {ply}: {} wrote `{text}` for another move", n.id()));
            }
            f.written_read += 1;
            if n.id() == en.id() {
                if text != *original {
                    f.san_differs += 1;
                    if original.strip_suffix('+').map(|o| format!("{o}#")).as_ref() == Some(&text) {
                        f.mate_marked_as_check += 1;
                    } else if f.san_differs_examples.len() < 10 {
                        f.san_differs_examples
                            .push(format!("{label} ply {ply}: `{original}` -> `{text}`"));
                    }
                }
                rewritten.moves[ply].text = text;
            }
        }
        match m.special {
            Special::EnPassant => f.en_passant += 1,
            Special::Castle(_) => f.castles += 1,
            _ => {}
        }
        if m.promotion != u8::MAX {
            f.promotions += 1;
        }
        let body = original.trim_end_matches(['+', '#']);
        let b = body.as_bytes();
        if b.len() >= 5 && b[0].is_ascii_uppercase() && b[1].is_ascii_lowercase() && b[2].is_ascii_digit() {
            f.double_disambiguation += 1;
        }
        pos = game.play(&pos, *m);
        same_identity(game, &pos, label, ply)?;
        f.identities_checked += 1;
    }
    if pos != replayed.end {
        return Err(format!("{label}: the replay ends elsewhere"));
    }
    // PGN export in SAN, with the file's tags, comments and NAGs.
    let text = en.pgn_text(&rewritten).map_err(|e| format!("{label}: {e}"))?;
    same_moves(en, &text, &replayed.moves, label)?;
    let again = read_all(&text).map_err(|e| format!("{label}: {e}"))?;
    let sorted = |tags: &[(String, String)]| {
        let mut t = tags.to_vec();
        t.sort();
        t
    };
    if again.first().map(|g| (sorted(&g.tags), &g.comments)) != Some((sorted(&pgn.tags), &pgn.comments))
        || again
            .first()
            .map(|g| g.moves.iter().map(|m| (&m.nags, &m.comments)).collect::<Vec<_>>())
            != Some(pgn.moves.iter().map(|m| (&m.nags, &m.comments)).collect())
    {
        return Err(format!("{label}: the export loses tags, comments or NAGs\n{text}"));
    }
    // PGN export in Vietnamese letters, moves only.
    let result = pgn.result.as_deref();
    let exported = vi.export(&pgn.tags, &replayed.start, &replayed.moves, result);
    let text = vi.pgn_text(&exported).map_err(|e| format!("{label}: {e}"))?;
    same_moves(vi, &text, &replayed.moves, label)?;
    f.pgn_round_trips += 2;
    Ok(f)
}

/// Checks every game of a chess PGN stream.
pub fn check_chess_pgn(en: &Notation, vi: &Notation, input: impl BufRead, name: &str) -> Result<Figures, String> {
    let mut total = Figures::default();
    for (i, game) in PgnReader::new(input).enumerate() {
        let game = game.map_err(|e| format!("{name}: {e}"))?;
        let label = format!("{name} game {}", i + 1);
        total.add(&check_chess_game(en, vi, &game, &label)?);
    }
    Ok(total)
}

/// Checks one xiangqi game given in the engine's (Fairy-Stockfish) coordinates.
/// `notations` are the xiangqi notations to write and read; the first is also used for a PGN
/// export.
pub fn check_xiangqi_moves(
    game: &Game,
    notations: &[&Notation],
    start: &GamePosition,
    moves: &[String],
    label: &str,
) -> Result<(Figures, Vec<Move>), String> {
    let mut f = Figures {
        games: 1,
        plies: moves.len(),
        ..Figures::default()
    };
    let mut pos = *start;
    let mut played = Vec::with_capacity(moves.len());
    for (ply, text) in moves.iter().enumerate() {
        let m = game
            .parse_move(&pos, text)
            .map_err(|e| format!("{label} ply {ply}: `{text}` does not play: {e}"))?;
        for n in notations {
            let written = n.write(&pos, &m);
            let back = n
                .read(&pos, &written)
                .map_err(|e| format!("{label} ply {ply} ({text}): {} wrote `{written}`: {e}", n.id()))?;
            if back != m {
                return Err(format!(
                    "{label} ply {ply} ({text}): {} wrote `{written}` for another move",
                    n.id()
                ));
            }
            f.written_read += 1;
            if n.id() == "xiangqi-vi" && !written.starts_with("Tg") && written.contains(['t', 's', 'g']) {
                f.tandem += 1;
            }
        }
        played.push(m);
        pos = game.play(&pos, m);
        same_identity(game, &pos, label, ply)?;
        f.identities_checked += 1;
    }
    if let Some(first) = notations.first() {
        let exported = first.export(&[("Event".to_owned(), label.to_owned())], start, &played, None);
        let text = first.pgn_text(&exported).map_err(|e| format!("{label}: {e}"))?;
        same_moves(first, &text, &played, label)?;
        f.pgn_round_trips += 1;
    }
    Ok((f, played))
}

/// One game of a xiangqi JSONL file: its label, start position (FEN, if given) and moves.
pub fn jsonl_game(line: &str, number: usize, name: &str) -> Result<(String, Option<String>, Vec<String>), String> {
    let value: serde_json::Value =
        serde_json::from_str(line).map_err(|e| format!("{name} line {number}: not JSON: {e}"))?;
    let moves = value["moves"]
        .as_array()
        .ok_or_else(|| format!("{name} line {number}: no `moves` array"))?
        .iter()
        .map(|m| m.as_str().map(str::to_owned))
        .collect::<Option<Vec<String>>>()
        .ok_or_else(|| format!("{name} line {number}: a move is not a string"))?;
    let fen = value["start_fen"].as_str().map(str::to_owned);
    Ok((format!("{name} line {number}"), fen, moves))
}

/// Checks every game of a xiangqi JSONL stream; returns the figures and the moves of each game.
pub fn check_xiangqi_jsonl(
    game: &Game,
    notations: &[&Notation],
    input: impl BufRead,
    name: &str,
) -> Result<(Figures, Vec<Vec<Move>>), String> {
    let mut total = Figures::default();
    let mut all = Vec::new();
    for (i, line) in input.lines().enumerate() {
        let line = line.map_err(|e| format!("{name}: {e}"))?;
        if line.trim().is_empty() {
            continue;
        }
        let (label, fen, moves) = jsonl_game(&line, i + 1, name)?;
        let start = match fen {
            Some(fen) => game.parse_fen(&fen).map_err(|e| format!("{label}: {e}"))?,
            None => game.start().map_err(|e| format!("{label}: {e}"))?,
        };
        let (f, played) = check_xiangqi_moves(game, notations, &start, &moves, &label)?;
        total.add(&f);
        all.push(played);
    }
    Ok((total, all))
}

/// Replays every game of an ICCS xiangqi PGN stream; returns the figures and the moves.
pub fn check_iccs_pgn(iccs: &Notation, input: impl BufRead, name: &str) -> Result<(Figures, Vec<Vec<Move>>), String> {
    let mut total = Figures::default();
    let mut all = Vec::new();
    for (i, game) in PgnReader::new(input).enumerate() {
        let game = game.map_err(|e| format!("{name}: {e}"))?;
        let replayed = iccs.replay(&game).map_err(|e| format!("{name} game {}: {e}", i + 1))?;
        total.games += 1;
        total.plies += replayed.moves.len();
        all.push(replayed.moves);
    }
    Ok((total, all))
}
