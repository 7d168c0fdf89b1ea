//! Checks of a game definition: sizes, references between its parts, squares and the start FEN.
//!
//! Every check adds a located problem and goes on, so one run reports everything.

use std::collections::{BTreeMap, BTreeSet};
use trongtai_i18n::{msg, Message, Text};

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
    fn at(&mut self, needles: &[&str], message: impl Into<Text>) {
        let problem = self.src.problem(needles, message);
        self.problems.push(problem);
    }

    fn zone_ref(&mut self, zone: Option<&String>, what: Text) {
        if let Some(zone) = zone {
            if !self.game.zones.contains_key(zone) {
                let known: Vec<&String> = self.game.zones.keys().collect();
                self.at(
                    &[&format!("\"{zone}\"")],
                    msg::GameUnknownZone {
                        zone,
                        what: &what,
                        known: &quoted_list(&known),
                    },
                );
            }
        }
    }

    fn piece_ref(&mut self, piece: &str, needles: &[&str], what: Text) {
        if !self.game.pieces.iter().any(|p| p.id == piece) {
            let known: Vec<&str> = self.game.pieces.iter().map(|p| p.id.as_str()).collect();
            let mut needles = needles.to_vec();
            let quoted = format!("\"{piece}\"");
            needles.push(&quoted);
            self.at(
                &needles,
                msg::GameUnknownPiece {
                    piece,
                    what: &what,
                    known: &quoted_list(&known),
                },
            );
        }
    }

    fn square(&mut self, square: &str, what: Text) {
        if parse_square(square, &self.game.board).is_none() {
            let b = &self.game.board;
            let last_file = char::from(b'a' + b.files.clamp(1, 26) - 1);
            self.at(
                &[&format!("\"{square}\"")],
                msg::GameSquareOff {
                    square,
                    what: &what,
                    last: &format!("{last_file}{}", b.ranks),
                },
            );
        }
    }

    fn board(&mut self) {
        let b = &self.game.board;
        for (field, value) in [("files", b.files), ("ranks", b.ranks)] {
            if value == 0 || value > MAX_SIDE {
                self.at(
                    &["board", field],
                    if field == "files" {
                        msg::GameBoardFiles {
                            n: u64::from(value),
                            max: u64::from(MAX_SIDE),
                        }
                        .text()
                    } else {
                        msg::GameBoardRanks {
                            n: u64::from(value),
                            max: u64::from(MAX_SIDE),
                        }
                        .text()
                    },
                );
            }
        }
        let squares = u16::from(b.files) * u16::from(b.ranks);
        if squares > MAX_SQUARES {
            self.at(
                &["board"],
                msg::GameBoardSquares {
                    n: u64::from(squares),
                    max: u64::from(MAX_SQUARES),
                },
            );
        }
    }

    fn sides(&mut self) {
        let sides = &self.game.sides;
        if sides.len() != 2 {
            self.at(&["sides"], msg::GameSides { n: sides.len() as u64 });
        }
        let mut ids = BTreeSet::new();
        let mut letters = BTreeSet::new();
        for side in sides {
            let quoted = format!("\"{}\"", side.id);
            if !ids.insert(side.id.as_str()) {
                self.at(&["sides", &quoted, &quoted], msg::GameDuplicateSide { id: &side.id });
            }
            if let Some(look) = &side.look {
                for (field, colour) in [("face", &look.face), ("ink", &look.ink)] {
                    let hex = colour
                        .strip_prefix('#')
                        .filter(|h| h.len() == 6 && h.bytes().all(|b| b.is_ascii_hexdigit()));
                    if hex.is_none() {
                        self.at(&["sides", &quoted, field], msg::GameLookColour { colour, id: &side.id });
                    }
                }
            }
            if !side.fen.is_ascii_lowercase() || !letters.insert(side.fen) {
                self.at(
                    &["sides", &quoted, "fen"],
                    msg::GameSideLetter {
                        letter: &side.fen.to_string(),
                        id: &side.id,
                    },
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
                                msg::GameZoneRank {
                                    zone: name,
                                    rank: u64::from(rank),
                                    ranks: u64::from(b.ranks),
                                },
                            );
                        }
                    }
                }
                ZoneDef::Rect { files, ranks } => {
                    if files.0 == 0 || files.0 > files.1 || files.1 > b.files {
                        self.at(
                            &[&quoted, "files"],
                            msg::GameZoneFiles {
                                zone: name,
                                first: u64::from(files.0),
                                last: u64::from(files.1),
                                max: u64::from(b.files),
                            },
                        );
                    }
                    if ranks.0 == 0 || ranks.0 > ranks.1 || ranks.1 > b.ranks {
                        self.at(
                            &[&quoted, "ranks"],
                            msg::GameZoneRanks {
                                zone: name,
                                first: u64::from(ranks.0),
                                last: u64::from(ranks.1),
                                max: u64::from(b.ranks),
                            },
                        );
                    }
                }
                ZoneDef::Squares(squares) => {
                    for square in squares {
                        self.square(square, msg::GameWhereZone { zone: name }.text());
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
                self.at(&["pieces", &quoted, &quoted], msg::GameDuplicatePiece { id });
            }
            if !piece.fen.is_ascii_uppercase() {
                self.at(
                    &[&quoted, "fen"],
                    msg::GamePieceLetter {
                        letter: &piece.fen.to_string(),
                        id,
                    },
                );
            }
            if let Some(other) = letters.insert(piece.fen.to_ascii_uppercase(), id) {
                self.at(
                    &[&quoted, "fen"],
                    msg::GamePieceLetterTaken {
                        letter: &piece.fen.to_string(),
                        id,
                        other,
                    },
                );
            }
            if let Some(characters) = &piece.characters {
                if characters.sides.len() != game.sides.len() || characters.sides.iter().any(|c| c.trim().is_empty()) {
                    self.at(
                        &[&quoted, "characters"],
                        msg::GameCharacters {
                            id,
                            n: characters.sides.len() as u64,
                            sides: game.sides.len() as u64,
                        },
                    );
                }
            }
            self.zone_ref(piece.confined.as_ref(), msg::GameWhereConfined { id }.text());
            self.zone_ref(piece.placement.as_ref(), msg::GameWherePlacement { id }.text());
            if piece.moves.is_empty() {
                self.at(&[&quoted, "moves"], msg::GameNoMoves { id });
            }
            for m in &piece.moves {
                if m.step == (0, 0) {
                    self.at(&[&quoted, "(0, 0)"], msg::GameZeroStep { id });
                }
                match m.kind {
                    MoveKind::Ride { max, min } => {
                        let (lo, hi) = (min.unwrap_or(1), max.unwrap_or(u8::MAX));
                        if lo == 0 || lo > hi {
                            self.at(
                                &[&quoted, "Ride"],
                                msg::GameRide {
                                    id,
                                    min: u64::from(lo),
                                    max: u64::from(hi),
                                },
                            );
                        }
                    }
                    MoveKind::Hop { screens: 0 } => {
                        self.at(&[&quoted, "Hop"], msg::GameHopScreen { id });
                    }
                    MoveKind::Leap { .. } | MoveKind::Hop { .. } => {}
                }
                self.zone_ref(m.from_zone.as_ref(), msg::GameWhereFromZone { id }.text());
                self.zone_ref(m.from_outside.as_ref(), msg::GameWhereFromOutside { id }.text());
            }
            if let Some(promotion) = &piece.promotion {
                self.zone_ref(Some(&promotion.zone), msg::GameWherePromotion { id }.text());
                if promotion.choices.is_empty() {
                    self.at(&[&quoted, "choices"], msg::GameNoPromotionChoices { id });
                }
                for choice in &promotion.choices {
                    self.piece_ref(
                        choice,
                        &[&quoted, "choices"],
                        msg::GameWherePromotionChoices { id }.text(),
                    );
                }
            }
        }
        if !game.pieces.iter().any(|p| p.royal) {
            self.at(&["pieces"], msg::GameNoRoyal);
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
                    msg::GameDuplicateCastling { id: &c.id },
                );
            }
            if !c.fen.is_ascii_uppercase() || !letters.insert(c.fen) {
                self.at(
                    &["castling", &quoted, "fen"],
                    msg::GameCastlingLetter {
                        letter: &c.fen.to_string(),
                        id: &c.id,
                    },
                );
            }
            self.piece_ref(
                &c.partner,
                &["castling", &quoted],
                msg::GameWherePartner { id: &c.id }.text(),
            );
            for square in [&c.royal.0, &c.royal.1, &c.partner_squares.0, &c.partner_squares.1] {
                self.square(square, msg::GameWhereCastling { id: &c.id }.text());
            }
        }
    }

    fn forbidden(&mut self) {
        for rule in &self.game.forbidden {
            let crate::game::Forbidden::RoyalsFacing { steps } = rule;
            if steps.is_empty() || steps.contains(&(0, 0)) {
                self.at(&["RoyalsFacing"], msg::GameRoyalsFacing);
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
                msg::GameStartRanks {
                    n: rows.len() as u64,
                    ranks: u64::from(b.ranks),
                },
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
                    self.at(&["start:"], msg::GameStartLetter { letter: &c.to_string() });
                }
            }
            width += digits.parse::<u32>().unwrap_or(0);
            if width != u32::from(b.files) {
                self.at(
                    &["start:"],
                    msg::GameStartFiles {
                        rank: usize::from(b.ranks).saturating_sub(i) as u64,
                        n: u64::from(width),
                        files: u64::from(b.files),
                    },
                );
            }
        }
        match side {
            Some(s) if game.sides.iter().any(|side| side.fen.to_string() == s) => {}
            _ => {
                let letters: Vec<String> = game.sides.iter().map(|s| s.fen.to_string()).collect();
                self.at(
                    &["start:"],
                    msg::GameStartSide {
                        letters: &quoted_list(&letters),
                    },
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
