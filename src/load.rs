//! Loading a rulebook named on the command line and compiling its game.

use anyhow::{anyhow, Context};
use trongtai_engine::Game;
use trongtai_rulebook::{Library, Rulebook};

/// A rulebook with its game compiled.
pub struct Loaded {
    /// The rulebook.
    pub rules: Rulebook,
    /// Its game, compiled.
    pub game: Game,
}

/// Loads a rulebook by id (`fide-2001`) or path, and compiles its game definition.
pub fn load(spec: &str) -> anyhow::Result<Loaded> {
    let rules = Rulebook::load(&Library::shipped(), spec)?;
    let game = Game::compile(rules.game())
        .map_err(|e| anyhow!("{}: {e}", rules.game_file().path()))
        .with_context(|| format!("compiling the game of rulebook `{}`", rules.id()))?;
    Ok(Loaded { rules, game })
}
