//! Checks of a game definition: sizes, references between its parts, squares and the start FEN.
//!
//! Every check adds a located problem and goes on, so one run reports everything.

use std::collections::{BTreeMap, BTreeSet};

use crate::error::{quoted_list, Problem};
use crate::game::{BoardDef, GameDef, MoveKind, ZoneDef};
use crate::locate::Source;

/// The largest number of files or ranks.
pub const MAX_SIDE: u8 = 16;
/// The largest number of squares.
pub const MAX_SQUARES: u16 = 128;

/// Parses a square in coordinate notation (`e1`, `d10`) into 0-based `(file, rank)`, if it lies
/// on the board.
pub fn parse_square(square: &str, board: &BoardDef) -> Option<(u8, u8)> {
    let mut chars = square.chars();
    let letter = chars.next()?;
    if !letter.is_ascii_lowercase() {
        return None;
    }
    let file = u8::try_from(u32::from(letter) - u32::from('a')).ok()?;
    let digits = chars.as_str();
    if digits.is_empty() || digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let rank: u8 = digits.parse().ok()?;
    (file < board.files && rank >= 1 && rank <= board.ranks).then(|| (file, rank - 1))
}

struct Checker<'a> {
    game: &'a GameDef,
    src: Source<'a>,
    problems: Vec<Problem>,
}

impl Checker<'_> {
    fn at(&mut self, needles: &[&str], message: String) {
        let problem = self.src.problem(needles, message);
        self.problems.push(problem);
    }

    fn zone_ref(&mut self, zone: Option<&String>, what: &str) {
        if let Some(zone) = zone {
            if !self.game.zones.contains_key(zone) {
                let known: Vec<&String> = self.game.zones.keys().collect();
                self.at(
                    &[&format!("\"{zone}\"")],
                    format!(
                        "unknown zone `{zone}` in {what}, expected one of {}",
                        quoted_list(&known)
                    ),
                );
            }
        }
    }

    fn piece_ref(&mut self, piece: &str, needles: &[&str], what: &str) {
        if !self.game.pieces.iter().any(|p| p.id == piece) {
            let known: Vec<&str> = self.game.pieces.iter().map(|p| p.id.as_str()).collect();
            let mut needles = needles.to_vec();
            let quoted = format!("\"{piece}\"");
            needles.push(&quoted);
            self.at(
                &needles,
                format!(
                    "unknown piece `{piece}` in {what}, expected one of {}",
                    quoted_list(&known)
                ),
            );
        }
    }

    fn square(&mut self, square: &str, what: &str) {
        if parse_square(square, &self.game.board).is_none() {
            let b = &self.game.board;
            let last_file = char::from(b'a' + b.files.clamp(1, 26) - 1);
            self.at(
                &[&format!("\"{square}\"")],
                format!(
                    "square `{square}` in {what} is not on the board, expected a1 to {last_file}{}",
                    b.ranks
                ),
            );
        }
    }

    fn board(&mut self) {
        let b = &self.game.board;
        for (field, value) in [("files", b.files), ("ranks", b.ranks)] {
            if value == 0 || value > MAX_SIDE {
                self.at(
                    &["board", field],
                    format!("board has {value} {field}, expected 1 to {MAX_SIDE}"),
                );
            }
        }
        let squares = u16::from(b.files) * u16::from(b.ranks);
        if squares > MAX_SQUARES {
            self.at(
                &["board"],
                format!("board has {squares} squares, expected at most {MAX_SQUARES}"),
            );
        }
    }

    fn sides(&mut self) {
        let sides = &self.game.sides;
        if sides.len() != 2 {
            self.at(&["sides"], format!("{} side(s), expected exactly two", sides.len()));
        }
        let mut ids = BTreeSet::new();
        let mut letters = BTreeSet::new();
        for side in sides {
            let quoted = format!("\"{}\"", side.id);
            if !ids.insert(side.id.as_str()) {
                self.at(
                    &["sides", &quoted, &quoted],
                    format!("duplicate side id `{}`, expected two different ids", side.id),
                );
            }
            if !side.fen.is_ascii_lowercase() || !letters.insert(side.fen) {
                self.at(
                    &["sides", &quoted, "fen"],
                    format!(
                        "fen letter '{}' of side `{}`, expected a distinct lower-case ascii letter",
                        side.fen, side.id
                    ),
                );
            }
        }
    }

    fn zones(&mut self) {
        let b = self.game.board.clone();
        for (name, zone) in &self.game.zones {
            let quoted = format!("\"{name}\"");
            match zone {
                ZoneDef::Ranks(ranks) => {
                    for &rank in ranks {
                        if rank == 0 || rank > b.ranks {
                            self.at(
                                &[&quoted],
                                format!("zone `{name}` names rank {rank}, expected 1 to {}", b.ranks),
                            );
                        }
                    }
                }
                ZoneDef::Rect { files, ranks } => {
                    if files.0 == 0 || files.0 > files.1 || files.1 > b.files {
                        self.at(
                            &[&quoted, "files"],
                            format!(
                                "zone `{name}` has files {} to {}, expected 1 ≤ first ≤ last ≤ {}",
                                files.0, files.1, b.files
                            ),
                        );
                    }
                    if ranks.0 == 0 || ranks.0 > ranks.1 || ranks.1 > b.ranks {
                        self.at(
                            &[&quoted, "ranks"],
                            format!(
                                "zone `{name}` has ranks {} to {}, expected 1 ≤ first ≤ last ≤ {}",
                                ranks.0, ranks.1, b.ranks
                            ),
                        );
                    }
                }
                ZoneDef::Squares(squares) => {
                    for square in squares {
                        self.square(square, &format!("zone `{name}`"));
                    }
                }
            }
        }
    }

    fn pieces(&mut self) {
        let game = self.game;
        let mut ids = BTreeSet::new();
        let mut letters: BTreeMap<char, &str> = BTreeMap::new();
        for piece in &game.pieces {
            let id = piece.id.as_str();
            let quoted = format!("\"{id}\"");
            if !ids.insert(id) {
                self.at(
                    &["pieces", &quoted, &quoted],
                    format!("duplicate piece id `{id}`, expected each id once"),
                );
            }
            if !piece.fen.is_ascii_uppercase() {
                self.at(
                    &[&quoted, "fen"],
                    format!(
                        "fen letter '{}' of piece `{id}`, expected an upper-case ascii letter",
                        piece.fen
                    ),
                );
            }
            if let Some(other) = letters.insert(piece.fen.to_ascii_uppercase(), id) {
                self.at(
                    &[&quoted, "fen"],
                    format!(
                        "fen letter '{}' of piece `{id}` is also used by `{other}`, expected one letter per piece kind",
                        piece.fen
                    ),
                );
            }
            self.zone_ref(piece.confined.as_ref(), &format!("`confined` of piece `{id}`"));
            self.zone_ref(piece.placement.as_ref(), &format!("`placement` of piece `{id}`"));
            if piece.moves.is_empty() {
                self.at(
                    &[&quoted, "moves"],
                    format!("piece `{id}` has no moves, expected at least one"),
                );
            }
            for m in &piece.moves {
                if m.step == (0, 0) {
                    self.at(
                        &[&quoted, "(0, 0)"],
                        format!("a move of piece `{id}` has step (0, 0), expected a non-zero step"),
                    );
                }
                match m.kind {
                    MoveKind::Ride { max, min } => {
                        let (lo, hi) = (min.unwrap_or(1), max.unwrap_or(u8::MAX));
                        if lo == 0 || lo > hi {
                            self.at(
                                &[&quoted, "Ride"],
                                format!("a ride of piece `{id}` goes from {lo} to {hi} steps, expected 1 ≤ min ≤ max"),
                            );
                        }
                    }
                    MoveKind::Hop { screens: 0 } => {
                        self.at(
                            &[&quoted, "Hop"],
                            format!("a hop of piece `{id}` has no screen, expected `screens` ≥ 1"),
                        );
                    }
                    MoveKind::Leap { .. } | MoveKind::Hop { .. } => {}
                }
                self.zone_ref(m.from_zone.as_ref(), &format!("`from_zone` of a move of piece `{id}`"));
                self.zone_ref(
                    m.from_outside.as_ref(),
                    &format!("`from_outside` of a move of piece `{id}`"),
                );
            }
            if let Some(promotion) = &piece.promotion {
                self.zone_ref(Some(&promotion.zone), &format!("the promotion of piece `{id}`"));
                if promotion.choices.is_empty() {
                    self.at(
                        &[&quoted, "choices"],
                        format!("the promotion of piece `{id}` has no choices, expected at least one piece"),
                    );
                }
                for choice in &promotion.choices {
                    self.piece_ref(
                        choice,
                        &[&quoted, "choices"],
                        &format!("the promotion choices of piece `{id}`"),
                    );
                }
            }
        }
        if !game.pieces.iter().any(|p| p.royal) {
            self.at(
                &["pieces"],
                "no royal piece, expected at least one piece with `royal: true`".to_owned(),
            );
        }
    }

    fn castling(&mut self) {
        let game = self.game;
        let mut ids = BTreeSet::new();
        let mut letters = BTreeSet::new();
        for c in &game.castling {
            let quoted = format!("\"{}\"", c.id);
            if !ids.insert(c.id.as_str()) {
                self.at(
                    &["castling", &quoted, &quoted],
                    format!("duplicate castling id `{}`, expected each id once", c.id),
                );
            }
            if !c.fen.is_ascii_uppercase() || !letters.insert(c.fen) {
                self.at(
                    &["castling", &quoted, "fen"],
                    format!(
                        "fen letter '{}' of castling `{}`, expected a distinct upper-case ascii letter",
                        c.fen, c.id
                    ),
                );
            }
            self.piece_ref(
                &c.partner,
                &["castling", &quoted],
                &format!("the partner of castling `{}`", c.id),
            );
            for square in [&c.royal.0, &c.royal.1, &c.partner_squares.0, &c.partner_squares.1] {
                self.square(square, &format!("castling `{}`", c.id));
            }
        }
    }

    fn forbidden(&mut self) {
        for rule in &self.game.forbidden {
            let crate::game::Forbidden::RoyalsFacing { steps } = rule;
            if steps.is_empty() || steps.contains(&(0, 0)) {
                self.at(
                    &["RoyalsFacing"],
                    "`RoyalsFacing` needs non-zero steps, expected e.g. `[(0, 1)]`".to_owned(),
                );
            }
        }
    }

    fn start(&mut self) {
        let game = self.game;
        let mut fields = game.start.split_whitespace();
        let placement = fields.next().unwrap_or("");
        let side = fields.next();
        let b = &game.board;
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() != usize::from(b.ranks) {
            self.at(
                &["start:"],
                format!("start position has {} ranks, expected {}", rows.len(), b.ranks),
            );
        }
        for (i, row) in rows.iter().enumerate() {
            let mut width = 0u32;
            let mut digits = String::new();
            for c in row.chars() {
                if c.is_ascii_digit() {
                    digits.push(c);
                    continue;
                }
                width += digits.parse::<u32>().unwrap_or(0);
                digits.clear();
                width += 1;
                if !game.pieces.iter().any(|p| p.fen == c.to_ascii_uppercase()) {
                    self.at(
                        &["start:"],
                        format!("start position has the letter '{c}', expected a fen letter of a piece"),
                    );
                }
            }
            width += digits.parse::<u32>().unwrap_or(0);
            if width != u32::from(b.files) {
                self.at(
                    &["start:"],
                    format!(
                        "rank {} of the start position has {width} files, expected {}",
                        usize::from(b.ranks).saturating_sub(i),
                        b.files
                    ),
                );
            }
        }
        match side {
            Some(s) if game.sides.iter().any(|side| side.fen.to_string() == s) => {}
            _ => {
                let letters: Vec<String> = game.sides.iter().map(|s| s.fen.to_string()).collect();
                self.at(
                    &["start:"],
                    format!(
                        "start position lacks the side to move, expected one of {}",
                        quoted_list(&letters)
                    ),
                );
            }
        }
    }
}

/// All problems of a game definition read from `src`.
pub(crate) fn validate_game(game: &GameDef, src: Source<'_>) -> Vec<Problem> {
    let mut checker = Checker {
        game,
        src,
        problems: Vec::new(),
    };
    checker.board();
    checker.sides();
    checker.zones();
    checker.pieces();
    checker.castling();
    checker.forbidden();
    checker.start();
    checker.problems
}

/// The keys `game.articles` must have for this game, in a stable order.
pub fn article_keys(game: &GameDef) -> Vec<String> {
    let mut keys = vec!["board".to_owned(), "start".to_owned()];
    for piece in &game.pieces {
        keys.push(format!("piece.{}", piece.id));
    }
    for piece in &game.pieces {
        if piece.promotion.is_some() {
            keys.push(format!("promotion.{}", piece.id));
        }
        if piece.moves.iter().any(|m| m.en_passant) {
            keys.push(format!("en-passant.{}", piece.id));
        }
    }
    for c in &game.castling {
        keys.push(format!("castling.{}", c.id));
    }
    for rule in &game.forbidden {
        match rule {
            crate::game::Forbidden::RoyalsFacing { .. } => keys.push("forbidden.royals-facing".to_owned()),
        }
    }
    keys.dedup();
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_parse_on_the_board() {
        let board = BoardDef {
            files: 9,
            ranks: 10,
            points: true,
        };
        assert_eq!(parse_square("a1", &board), Some((0, 0)));
        assert_eq!(parse_square("i10", &board), Some((8, 9)));
        assert_eq!(parse_square("j1", &board), None);
        assert_eq!(parse_square("a11", &board), None);
        assert_eq!(parse_square("a0", &board), None);
        assert_eq!(parse_square("a01", &board), None);
        assert_eq!(parse_square("A1", &board), None);
        assert_eq!(parse_square("", &board), None);
    }
}
