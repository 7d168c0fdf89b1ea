//! Quick checks of the interpreter on the shipped game definitions.

use trongtai_engine::Game;
use trongtai_rulebook::GameDef;

fn game(name: &str) -> Game {
    let path = format!("{}/../../rules/games/{name}.ron", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("game file exists");
    let def: GameDef = ron::from_str(&text).expect("game file parses");
    Game::compile(&def).expect("game compiles")
}

#[test]
fn start_positions() {
    for (g, d1, d2, d3) in [("chess", 20, 400, 8902), ("xiangqi", 44, 1920, 79666)] {
        let game = game(g);
        let start = game.start().expect("start fen");
        assert_eq!(game.perft(&start, 1), d1, "{g}");
        assert_eq!(game.perft(&start, 2), d2, "{g}");
        assert_eq!(game.perft(&start, 3), d3, "{g}");
    }
}
