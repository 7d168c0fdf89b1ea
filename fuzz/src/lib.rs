//! What the fuzz targets share: the shipped rulebooks and games, loaded once.

use std::sync::OnceLock;

use trongtai_engine::Game;
use trongtai_rulebook::{GameDef, Library, Rulebook};

/// A shipped rulebook and its compiled game.
pub struct Loaded {
    pub book: Rulebook,
    pub def: GameDef,
    pub game: Game,
}

fn load(id: &str) -> Loaded {
    let book = Rulebook::load(&Library::shipped(), id).expect("shipped rulebook loads");
    let def = book.game().clone();
    let game = Game::compile(&def).expect("shipped game compiles");
    Loaded { book, def, game }
}

/// FIDE chess.
pub fn chess() -> &'static Loaded {
    static CHESS: OnceLock<Loaded> = OnceLock::new();
    CHESS.get_or_init(|| load("fide-2001"))
}

/// Vietnamese xiangqi.
pub fn xiangqi() -> &'static Loaded {
    static XIANGQI: OnceLock<Loaded> = OnceLock::new();
    XIANGQI.get_or_init(|| load("vn-xiangqi-1999"))
}
