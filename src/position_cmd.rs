//! `moves`, `perft` and `status`: the interpreter on single positions.

use std::io::{BufRead, Write};

use anyhow::{anyhow, Context};
use clap::Args;
use trongtai_engine::GamePosition;

use crate::exit;
use crate::load::{load, Loaded};
use crate::output::Output;

/// Arguments of `trongtai moves`.
#[derive(Debug, Args)]
pub struct MovesArgs {
    /// Rulebook id (`fide-2001`, `vn-chess-legacy`, `vn-xiangqi-1999`) or path to a rule file.
    #[arg(long)]
    rules: String,
    /// The position, in FEN (xiangqi as Fairy-Stockfish writes it).
    #[arg(long, required_unless_present = "batch", conflicts_with = "batch")]
    fen: Option<String>,
    /// Read one FEN per line on standard input and print one line of moves per FEN.
    #[arg(long)]
    batch: bool,
}

/// Arguments of `trongtai perft`.
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// Rulebook id or path to a rule file.
    #[arg(long)]
    rules: String,
    /// The position, in FEN; the game's initial position if left out.
    #[arg(long)]
    fen: Option<String>,
    /// How many plies deep to count.
    #[arg(long)]
    depth: u32,
    /// Also print the count below each first move.
    #[arg(long)]
    divide: bool,
}

/// Arguments of `trongtai status`.
#[derive(Debug, Args)]
pub struct StatusArgs {
    /// Rulebook id or path to a rule file.
    #[arg(long)]
    rules: String,
    /// The position, in FEN.
    #[arg(long)]
    fen: String,
}

fn position(loaded: &Loaded, fen: &str) -> anyhow::Result<GamePosition> {
    loaded.game.parse_fen(fen).map_err(|e| anyhow!("--fen `{fen}`: {e}"))
}

/// `trongtai moves`: the legal moves, sorted, on one line.
pub fn moves(args: MovesArgs) -> anyhow::Result<u8> {
    let loaded = load(&args.rules)?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if args.batch {
        for (i, line) in std::io::stdin().lock().lines().enumerate() {
            let line = line.context("reading standard input")?;
            let fen = line.trim();
            let pos = loaded
                .game
                .parse_fen(fen)
                .map_err(|e| anyhow!("stdin:{}: `{fen}`: {e}", i + 1))?;
            writeln!(out, "{}", loaded.game.legal_move_texts(&pos).join(" "))?;
        }
    } else {
        let fen = args.fen.as_deref().unwrap_or_default();
        let pos = position(&loaded, fen)?;
        writeln!(out, "{}", loaded.game.legal_move_texts(&pos).join(" "))?;
    }
    Ok(exit::SUCCESS)
}

/// `trongtai perft`: the node count on the last line.
pub fn perft(args: PerftArgs) -> anyhow::Result<u8> {
    let loaded = load(&args.rules)?;
    let pos = match &args.fen {
        Some(fen) => position(&loaded, fen)?,
        None => loaded
            .game
            .start()
            .map_err(|e| anyhow!("{}: start position: {e}", loaded.rules.game_file().path()))?,
    };
    let mut out = Output::stdout();
    if args.divide && args.depth > 0 {
        let mut total = 0;
        for (m, n) in loaded.game.divide(&pos, args.depth) {
            writeln!(out, "{m}: {n}")?;
            total += n;
        }
        writeln!(out)?;
        writeln!(out, "{total}")?;
    } else {
        writeln!(out, "{}", loaded.game.perft(&pos, args.depth))?;
    }
    out.flush()?;
    Ok(exit::SUCCESS)
}

/// `trongtai status`: the state of the position, the result and the articles.
pub fn status(args: StatusArgs) -> anyhow::Result<u8> {
    let loaded = load(&args.rules)?;
    let pos = position(&loaded, &args.fen)?;
    let s = trongtai_engine::status(&loaded.game, &pos, loaded.rules.end())
        .map_err(|e| anyhow!("rulebook `{}`: {e}", loaded.rules.id()))?;
    let mut out = Output::stdout();
    match &s.article {
        Some(article) => writeln!(
            out,
            "{} {} {} {article}",
            s.state.name(),
            s.result,
            loaded.rules.law().document
        )?,
        None => writeln!(out, "{} {}", s.state.name(), s.result)?,
    }
    out.flush()?;
    Ok(exit::SUCCESS)
}
