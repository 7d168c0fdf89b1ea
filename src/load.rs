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
    load_on(spec, None)
}

/// Loads a rulebook as [`load`] does, with the values of its local regulations in force on a
/// date (`YYYY-MM-DD`; without one, their latest versions).
pub fn load_on(spec: &str, on: Option<&str>) -> anyhow::Result<Loaded> {
    let rules = Rulebook::load_on(&Library::shipped(), spec, on)?;
    let game = Game::compile(rules.game())
        .map_err(|e| anyhow!("{}: {e}", rules.game_file().path()))
        .with_context(|| format!("compiling the game of rulebook `{}`", rules.id()))?;
    Ok(Loaded { rules, game })
}
