//! The board as the page draws it, from the game data: its size, whether pieces stand on
//! points, the zones the diagrams of the site tint, the rank gap a half-board zone divides
//! (the river), the pieces, and the legal moves with their notations.

use serde_json::{json, Value};
use trongtai_engine::{Game, GamePosition};
use trongtai_notation::{Glyphs, Notation, NotationDef, Style};
use trongtai_rulebook::GameDef;

/// The rank gap (between `r - 1` and `r`) that a zone dividing the board into two halves
/// makes, as the site's diagrams find it.
fn divider(game: &Game, def: &GameDef) -> Option<usize> {
    let all = game.squares();
    def.zones.keys().find_map(|name| {
        let a = game.zone_squares(name, 0)?;
        let b = game.zone_squares(name, 1)?;
        let whole = a.len() + b.len() == all && a.iter().all(|s| !b.contains(s));
        let top = a.iter().map(|&s| game.file_rank(s).1).max()?;
        let bottom = b.iter().map(|&s| game.file_rank(s).1).min()?;
        (whole && bottom == top + 1).then_some(bottom)
    })
}

/// The fixed part of a board: geometry, zones, the kinds of pieces (for placing them).
pub(crate) fn geometry(game: &Game, def: &GameDef) -> Value {
    let (files, ranks) = game.board_size();
    let all = game.squares();
    let squares: Vec<Value> = (0..all)
        .map(|sq| {
            let (f, r) = game.file_rank(sq);
            json!({ "name": game.square_name(sq), "file": f, "rank": r })
        })
        .collect();
    // Zones smaller than half the board are tinted (palaces); larger ones are the divider.
    let zones: Vec<Value> = def
        .zones
        .keys()
        .filter(|n| game.zone_squares(n, 0).is_some_and(|z| z.len() * 2 < all))
        .map(|name| {
            let mut squares = Vec::new();
            for side in 0..2 {
                squares.extend(game.zone_squares(name, side).unwrap_or_default());
            }
            json!({ "name": name, "squares": squares })
        })
        .collect();
    let kinds: Vec<Value> = def
        .pieces
        .iter()
        .map(|p| json!({ "id": p.id, "fen": p.fen.to_string(), "vi": p.name.vi, "en": p.name.en }))
        .collect();
    let sides: Vec<Value> = def
        .sides
        .iter()
        .enumerate()
        .map(|(i, s)| {
            // The colours its pieces are drawn in, as on the site's diagrams.
            let (face, ink) = trongtai_notation::look(def, i);
            json!({ "id": s.id, "fen": s.fen.to_string(), "vi": s.name.vi, "en": s.name.en, "face": face, "ink": ink })
        })
        .collect();
    json!({
        "files": files,
        "ranks": ranks,
        "points": def.board.points,
        "divider": divider(game, def),
        "squares": squares,
        "zones": zones,
        "diagonals": diagonals(game, def),
        "kinds": kinds,
        "sides": sides,
        "start": def.start,
    })
}

/// The diagonals of a board of points, `[file, rank, file, rank]` end to end: those of each
/// zone that is a square of points three or more a side and less than half the board (the
/// xiangqi palace, whose diagonals XQ99 2.3 describes and the site's diagrams draw, by the same
/// rule).
fn diagonals(game: &Game, def: &GameDef) -> Vec<[usize; 4]> {
    let mut out = Vec::new();
    if !def.board.points {
        return out;
    }
    let all = game.squares();
    for name in def.zones.keys() {
        for side in 0..2 {
            let Some(squares) = game.zone_squares(name, side) else {
                continue;
            };
            if squares.len() < 9 || squares.len() * 2 >= all {
                continue;
            }
            let points: Vec<(usize, usize)> = squares.iter().map(|&sq| game.file_rank(sq)).collect();
            let (Some(f0), Some(f1), Some(r0), Some(r1)) = (
                points.iter().map(|p| p.0).min(),
                points.iter().map(|p| p.0).max(),
                points.iter().map(|p| p.1).min(),
                points.iter().map(|p| p.1).max(),
            ) else {
                continue;
            };
            if f1 - f0 == r1 - r0 && (f1 - f0 + 1) * (r1 - r0 + 1) == points.len() {
                out.push([f0, r0, f1, r1]);
                out.push([f0, r1, f1, r0]);
            }
        }
    }
    out
}

/// The pieces of a position: square, side, FEN letter (upper case for the first side), and the
/// glyphs the site's diagrams can draw instead of the letter (`vi`, `zh`), where the data gives
/// the kind one ([`Glyphs::table`]: the game's Vietnamese notation's letters, the characters of
/// the game definition).
pub(crate) fn pieces(def: &GameDef, game: &Game, pos: &GamePosition) -> Vec<Value> {
    let styles = [("vi", Glyphs::Vi.table(def)), ("zh", Glyphs::Zh.table(def))];
    (0..game.squares())
        .filter_map(|sq| {
            let (side, kind) = game.piece_on(pos, sq)?;
            let letter = game.kind_fen(kind)?;
            let letter = if side == 0 {
                letter.to_ascii_uppercase()
            } else {
                letter.to_ascii_lowercase()
            };
            let mut piece = json!({ "sq": sq, "side": side, "fen": letter.to_string() });
            let index = game
                .kind_info(kind)
                .and_then(|(id, _)| def.pieces.iter().position(|p| p.id == id));
            if let Some(index) = index {
                for (code, table) in &styles {
                    if let Some(glyph) = table.get(index).and_then(|t| t.get(side)).and_then(Option::as_ref) {
                        piece[*code] = Value::String(glyph.clone());
                    }
                }
            }
            Some(piece)
        })
        .collect()
}

/// The notations of a game shown beside the moves: every shipped notation of the game but the
/// coordinate ones (the page shows coordinates itself).
pub(crate) fn notations<'g>(def: &GameDef, game: &'g Game) -> Vec<Notation<'g>> {
    trongtai_notation::shipped_ids()
        .iter()
        .filter_map(|id| NotationDef::shipped(id).ok())
        .filter(|d| d.game == def.id && !matches!(d.style, Style::Coordinates { .. }))
        .filter_map(|d| Notation::new(def, game, d).ok())
        .collect()
}

/// The legal moves of a position: coordinates, origin and target squares, and the move in
/// each notation.
pub(crate) fn legal(game: &Game, pos: &GamePosition, notations: &[Notation<'_>]) -> Vec<Value> {
    let mut moves: Vec<Value> = game
        .legal_moves(pos)
        .iter()
        .map(|m| {
            let written: Vec<String> = notations.iter().map(|n| n.write(pos, m)).collect();
            json!({
                "uci": game.move_text(m),
                "from": m.from,
                "to": m.to,
                "notations": written,
            })
        })
        .collect();
    moves.sort_by(|a, b| a["uci"].as_str().cmp(&b["uci"].as_str()));
    moves
}
