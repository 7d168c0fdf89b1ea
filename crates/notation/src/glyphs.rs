//! How the pieces are written on a picture of the board (the site's diagrams, the desk): by
//! their FEN letter, by the letters of the game's Vietnamese notation, or by the characters the
//! pieces bear. Every glyph is data: the letters of the notation file `<game>-vi`
//! (`rules/notation/xiangqi-vi.ron`, XQ99 11.2), the characters of the game definition's pieces
//! (`characters`, `rules/games/xiangqi.ron`, XQ99 2.2).

use trongtai_rulebook::GameDef;

use crate::NotationDef;

/// How pieces are written on the pictures of the board.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Glyphs {
    /// The FEN letters (`K`, `a`, …), as the FEN and notation beside the pictures write them:
    /// the default, since one picture serves both languages and needs no font the reader may
    /// lack.
    #[default]
    Latin,
    /// The letters of the game's Vietnamese notation (xiangqi: Tg, S, T, X, P, M, B of XQ99
    /// 11.2), where it gives a piece one.
    Vi,
    /// The characters the pieces bear, each side's own (xiangqi: 帥/將, 仕/士, …), where the game
    /// definition gives them.
    Zh,
}

impl Glyphs {
    /// By code: `latin`, `vi`, `zh`.
    pub fn from_code(code: &str) -> Option<Self> {
        match code {
            "latin" => Some(Glyphs::Latin),
            "vi" => Some(Glyphs::Vi),
            "zh" => Some(Glyphs::Zh),
            _ => None,
        }
    }

    /// The glyph of every kind of piece of `game` (in the order of its `pieces`) for each side
    /// (in the order of its `sides`), or `None` where this style writes the FEN letter.
    pub fn table(self, game: &GameDef) -> Vec<Vec<Option<String>>> {
        let sides = game.sides.len();
        let letters = match self {
            Glyphs::Vi => NotationDef::shipped(&format!("{}-vi", game.id)).ok(),
            _ => None,
        };
        game.pieces
            .iter()
            .map(|piece| match self {
                Glyphs::Latin => vec![None; sides],
                Glyphs::Vi => {
                    let letter = letters
                        .as_ref()
                        .and_then(|n| n.pieces.get(&piece.id))
                        .map(|l| l.letter.clone())
                        .filter(|l| !l.is_empty());
                    vec![letter; sides]
                }
                Glyphs::Zh => (0..sides)
                    .map(|side| piece.characters.as_ref().and_then(|c| c.sides.get(side).cloned()))
                    .collect(),
            })
            .collect()
    }
}

/// The face and ink colours of side `side`'s pieces: the game definition's `look`, else a plain
/// light piece for the first side and a dark one for the others.
pub fn look(game: &GameDef, side: usize) -> (&str, &str) {
    match game.sides.get(side).and_then(|s| s.look.as_ref()) {
        Some(look) => (&look.face, &look.ink),
        None if side == 0 => ("#ffffff", "#111111"),
        None => ("#2b2b2b", "#ffffff"),
    }
}
