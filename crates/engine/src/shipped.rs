//! The game definitions shipped in `rules/games/`, for the engine's own tests: each test runs on
//! every shipped game, found without naming one (the engine names no game).

use std::path::PathBuf;

use trongtai_rulebook::game::GameDef;

/// Every game definition in `rules/games/`, in file-name order, with its path. Panics (these are
/// tests) when the folder cannot be read, a file does not parse, or fewer than two are found.
pub(crate) fn games() -> Vec<(PathBuf, GameDef)> {
    let dir = format!("{}/../../rules/games", env!("CARGO_MANIFEST_DIR"));
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("game definitions")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    paths.sort();
    let games: Vec<(PathBuf, GameDef)> = paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("readable");
            let def: GameDef = ron::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (path, def)
        })
        .collect();
    assert!(games.len() >= 2, "no game definitions in {dir}");
    games
}
