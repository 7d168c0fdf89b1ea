//! Perft from the command line, for profiling: `perft <game> <depth> [fen]`.

use std::time::Instant;

use trongtai_engine::Game;
use trongtai_rulebook::GameDef;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let name = args.get(1).map_or("chess", String::as_str);
    let depth: u32 = args.get(2).map_or(Ok(5), |d| d.parse())?;
    let path = format!("{}/../../rules/games/{name}.ron", env!("CARGO_MANIFEST_DIR"));
    let def: GameDef = ron::from_str(&std::fs::read_to_string(path)?)?;
    let game = Game::compile(&def)?;
    let pos = match args.get(3) {
        Some(fen) => game.parse_fen(fen)?,
        None => game.start()?,
    };
    let t = Instant::now();
    let n = game.perft(&pos, depth);
    let s = t.elapsed().as_secs_f64();
    println!("{n} nodes in {s:.3} s: {:.1} M/s", n as f64 / s / 1e6);
    Ok(())
}
