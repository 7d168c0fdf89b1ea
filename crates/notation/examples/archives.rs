//! Round trips over the full game archives (not in the repository):
//!
//! ```sh
//! cargo run --release -p trongtai-notation --example archives -- /path/to/archives
//! ```
//!
//! The directory holds `chess/*.pgn` and `xiangqi/` with `*_iccs.pgn` and `*.jsonl` files, as
//! described by its `SOURCES.md`. See `tests/support/archive_check.rs` for what is checked.

use std::fs::File;
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use trongtai_engine::Game;
use trongtai_notation::Notation;
use trongtai_rulebook::{Library, Rulebook};

#[path = "../tests/notation/support/archive_check.rs"]
mod archive_check;

use archive_check::Figures;

fn files(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.to_string_lossy().ends_with(suffix));
    v.sort();
    v
}

fn open(path: &Path) -> Result<BufReader<File>, String> {
    File::open(path)
        .map(BufReader::new)
        .map_err(|e| format!("{}: {e}", path.display()))
}

fn print(name: &str, f: &Figures, seconds: f64) {
    println!(
        "{name}: {} games, {} moves, {} written and read back, {} PGN round trips, SAN differing from the file {} (of which mates marked `+` {}), en passant {}, castles {}, promotions {}, file+rank disambiguations {}, tandem marks {} ({seconds:.1} s)",
        f.games, f.plies, f.written_read, f.pgn_round_trips, f.san_differs, f.mate_marked_as_check, f.en_passant, f.castles, f.promotions, f.double_disambiguation, f.tandem
    );
    for e in &f.san_differs_examples {
        println!("  {e}");
    }
}

fn run(dir: &Path) -> Result<(), String> {
    let library = Library::shipped();
    let chess_rules = Rulebook::load(&library, "fide-2001").map_err(|e| e.to_string())?;
    let chess = Game::compile(chess_rules.game()).map_err(|e| e.to_string())?;
    let en = Notation::shipped(chess_rules.game(), &chess, "chess-en").map_err(|e| e.to_string())?;
    let vi = Notation::shipped(chess_rules.game(), &chess, "chess-vi").map_err(|e| e.to_string())?;
    let xq_rules = Rulebook::load(&library, "vn-xiangqi-1999").map_err(|e| e.to_string())?;
    let xq = Game::compile(xq_rules.game()).map_err(|e| e.to_string())?;
    let xn = |id: &str| Notation::shipped(xq_rules.game(), &xq, id).map_err(|e| e.to_string());
    let (xvi, xasian, xwxf, xiccs) = (
        xn("xiangqi-vi")?,
        xn("xiangqi-asian")?,
        xn("xiangqi-wxf")?,
        xn("xiangqi-iccs")?,
    );
    let mut total = Figures::default();
    for path in files(&dir.join("chess"), ".pgn") {
        let t = Instant::now();
        let name = path.display().to_string();
        let f = archive_check::check_chess_pgn(&en, &vi, open(&path)?, &name)?;
        print(&name, &f, t.elapsed().as_secs_f64());
        total.add(&f);
    }
    let mut iccs_games = Vec::new();
    for path in files(&dir.join("xiangqi"), "_iccs.pgn") {
        let t = Instant::now();
        let name = path.display().to_string();
        let (f, moves) = archive_check::check_iccs_pgn(&xiccs, open(&path)?, &name)?;
        print(&name, &f, t.elapsed().as_secs_f64());
        iccs_games.extend(moves);
        total.add(&f);
    }
    for path in files(&dir.join("xiangqi"), ".jsonl") {
        let t = Instant::now();
        let name = path.display().to_string();
        let (f, moves) = archive_check::check_xiangqi_jsonl(&xq, &[&xvi, &xasian, &xwxf, &xiccs], open(&path)?, &name)?;
        print(&name, &f, t.elapsed().as_secs_f64());
        if name.ends_with("iccs-games-fsf.jsonl") {
            if moves != iccs_games {
                return Err(format!("{name}: the moves differ from those of the ICCS PGN files"));
            }
            println!("  same moves as the ICCS PGN files: {} games", moves.len());
        }
        total.add(&f);
    }
    print("total", &total, 0.0);
    Ok(())
}

fn main() -> ExitCode {
    let Some(dir) = std::env::args_os().nth(1) else {
        eprintln!("usage: archives <directory with chess/ and xiangqi/>");
        return ExitCode::from(2);
    };
    match run(Path::new(&dir)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
