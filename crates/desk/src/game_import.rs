//! `import_game`: a game typed or pasted at the desk — a PGN game (chess in SAN or coordinates,
//! xiangqi in ICCS or any shipped notation of the game), a FEN followed by moves, or moves alone
//! from the initial position — read through the notation crate into a case: its start position
//! and one move-and-press event per move, for the arbiter to rule.

use serde_json::{json, Value};
use trongtai_engine::{Game, GamePosition};
use trongtai_i18n::{msg as m, say, Lang};
use trongtai_notation::{Notation, NotationDef};
use trongtai_rulebook::GameDef;

use crate::case::{Case, Desk};

/// The moves of a text: PGN's move numbers (`12.`, `12...`, `12.e4`) and result markers left out.
fn move_tokens(text: &str) -> Vec<String> {
    text.split_whitespace()
        .filter_map(|t| {
            let t = t.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
            let result = matches!(t, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*");
            (!t.is_empty() && !result).then(|| t.to_owned())
        })
        .collect()
}

/// Every shipped notation of the game, coordinates included.
fn notations<'g>(def: &GameDef, game: &'g Game) -> Vec<Notation<'g>> {
    trongtai_notation::shipped_ids()
        .iter()
        .filter_map(|id| NotationDef::shipped(id).ok())
        .filter(|d| d.game == def.id)
        .filter_map(|d| Notation::new(def, game, d).ok())
        .collect()
}

/// A game text read: its start position, its moves as written, and its PGN tags if it is PGN.
struct Read {
    start: GamePosition,
    texts: Vec<String>,
    tags: Vec<(String, String)>,
}

/// The start position and the move texts of a text, and the PGN tags if it is PGN.
fn read(game: &Game, text: &str, lang: Lang) -> Result<Read, String> {
    let text = text.trim();
    let start = || game.start().map_err(|e| e.text().say(lang));
    // A FEN on the first line, the moves after it.
    let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
    if let Ok(pos) = game.parse_fen(first.trim()) {
        return Ok(Read {
            start: pos,
            texts: move_tokens(rest),
            tags: Vec::new(),
        });
    }
    if text.starts_with('[') {
        let games = trongtai_notation::pgn::read_all(text).map_err(|e| {
            say(
                lang,
                &m::DeskImportPgn {
                    error: &e.text().say(lang),
                },
            )
        })?;
        let g = games.into_iter().next().ok_or_else(|| say(lang, &m::DeskImportEmpty))?;
        let pos = match g.tag("FEN") {
            Some(fen) => game.parse_fen(fen).map_err(|e| {
                say(
                    lang,
                    &m::DeskImportFen {
                        fen,
                        error: &e.text().say(lang),
                    },
                )
            })?,
            None => start()?,
        };
        let moves = g.moves.iter().map(|mv| mv.text.clone()).collect();
        return Ok(Read {
            start: pos,
            texts: moves,
            tags: g.tags,
        });
    }
    Ok(Read {
        start: start()?,
        texts: move_tokens(text),
        tags: Vec::new(),
    })
}

/// The moves in the game's own coordinates, or the ply of the first that is not a legal move.
fn own_coordinates(game: &Game, start: &GamePosition, texts: &[String]) -> Result<Vec<trongtai_engine::Move>, usize> {
    let mut pos = *start;
    let mut moves = Vec::with_capacity(texts.len());
    for (ply, text) in texts.iter().enumerate() {
        let mv = game.parse_move(&pos, text).map_err(|_| ply)?;
        moves.push(mv);
        pos = game.play(&pos, mv);
    }
    Ok(moves)
}

/// `import_game`: the case of a game text under the rulebook `rules`, or why it does not read
/// (in `lang`): the first move that no notation of the game reads.
pub(crate) fn import_game(desk: &mut Desk, rules: &str, text: &str, lang: Lang) -> Result<Value, String> {
    let probe = Case {
        rules: rules.to_owned(),
        ..Case::default()
    };
    let (book, game) = desk.engine(&probe)?;
    let def = book.game();
    let Read { start, texts, tags } = read(game, text, lang)?;
    if texts.is_empty() && tags.is_empty() && text.trim().is_empty() {
        return Err(say(lang, &m::DeskImportEmpty));
    }
    // The game's own coordinates (those of the scenario files, `h3e3`), then the notation that
    // reads the whole line; else the one that reads furthest, for the error.
    let mut furthest: Option<(usize, String)> = None;
    let mut read = None;
    match own_coordinates(game, &start, &texts) {
        Ok(moves) => read = Some(("coordinates".to_owned(), moves)),
        Err(ply) => furthest = Some((ply, texts.get(ply).cloned().unwrap_or_default())),
    }
    for n in notations(def, game) {
        if read.is_some() {
            break;
        }
        match n.read_line(&start, &texts) {
            Ok(moves) => read = Some((n.id().to_owned(), moves)),
            Err((ply, e)) => {
                if furthest.as_ref().is_none_or(|(p, _)| ply > *p) {
                    furthest = Some((ply, e.text().to_owned()));
                }
            }
        }
    }
    let Some((notation, moves)) = read else {
        let (ply, text) = furthest.unwrap_or_default();
        return Err(say(
            lang,
            &m::DeskImportMove {
                ply: u64::try_from(ply + 1).unwrap_or(u64::MAX),
                text: &text,
            },
        ));
    };
    let initial = game.start().ok().map(|p| game.fen(&p));
    let fen = game.fen(&start);
    let mut setup = json!({});
    if initial.as_deref() != Some(fen.as_str()) {
        setup["fen"] = Value::String(fen);
    }
    let events: Vec<Value> = moves.iter().map(|mv| json!({ "Moves": game.move_text(mv) })).collect();
    // Where the game comes from: its PGN tags, as written.
    let source: Vec<String> = ["Event", "Site", "Date", "Round", "White", "Black"]
        .iter()
        .filter_map(|t| tags.iter().find(|(k, _)| k == t).map(|(_, v)| v.clone()))
        .filter(|v| !v.is_empty() && v != "?")
        .collect();
    let mut case = json!({ "rules": rules, "setup": setup, "events": events });
    if !source.is_empty() {
        case["source"] = Value::String(source.join(", "));
    }
    Ok(json!({ "case": case, "notation": notation, "moves": moves.len() }))
}
