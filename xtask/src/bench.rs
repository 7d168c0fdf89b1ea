//! `cargo xtask bench`: perft nodes per second of the generic interpreter, with the same chess
//! perfts run by `shakmaty` (a dedicated chess library) in the same process, and the ratio.
//!
//! Perft counts leaves in bulk on both sides (shakmaty's `perft` does the same), so the ratio
//! compares like with like. Each measurement is the best of a few runs.

use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use trongtai_engine::Game;
use trongtai_rulebook::{Library, Rulebook};

struct Case {
    name: &'static str,
    game: &'static str,
    fen: &'static str,
    depth: u32,
    nodes: u64,
}

const CASES: &[Case] = &[
    Case {
        name: "chess startpos",
        game: "chess",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 5,
        nodes: 4_865_609,
    },
    Case {
        name: "chess startpos",
        game: "chess",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 6,
        nodes: 119_060_324,
    },
    Case {
        name: "chess kiwipete",
        game: "chess",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 4,
        nodes: 4_085_603,
    },
    Case {
        name: "chess kiwipete",
        game: "chess",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 5,
        nodes: 193_690_690,
    },
    Case {
        name: "xiangqi startpos",
        game: "xiangqi",
        fen: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        depth: 4,
        nodes: 3_290_240,
    },
    Case {
        name: "xiangqi startpos",
        game: "xiangqi",
        fen: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        depth: 5,
        nodes: 133_312_995,
    },
];

fn load(rulebook: &str) -> anyhow::Result<Game> {
    let book = Rulebook::load(&Library::shipped(), rulebook).with_context(|| format!("loading {rulebook}"))?;
    Ok(Game::compile(book.game())?)
}

fn best_of<F: FnMut() -> u64>(runs: usize, mut f: F) -> (u64, Duration) {
    let mut best = Duration::MAX;
    let mut nodes = 0;
    for _ in 0..runs {
        let t = Instant::now();
        nodes = f();
        best = best.min(t.elapsed());
    }
    (nodes, best)
}

fn mnps(nodes: u64, d: Duration) -> f64 {
    nodes as f64 / d.as_secs_f64() / 1e6
}

fn shakmaty_perft(fen: &str, depth: u32) -> anyhow::Result<u64> {
    use shakmaty::{fen::Fen, CastlingMode, Chess};
    let fen: Fen = fen.parse()?;
    let pos: Chess = fen.into_position(CastlingMode::Standard)?;
    Ok(shakmaty::perft(&pos, depth))
}

/// Runs the benchmark. `--quick` skips the deepest cases.
pub fn run(args: &[String]) -> anyhow::Result<()> {
    let quick = args.iter().any(|a| a == "--quick");
    let chess = load("fide-2001")?;
    let xiangqi = load("vn-xiangqi-1999")?;
    println!(
        "{:<18} {:>5} {:>13} {:>12} {:>14} {:>8}",
        "position", "depth", "nodes", "trongtai M/s", "shakmaty M/s", "ratio"
    );
    let mut ratios = Vec::new();
    for case in CASES {
        if quick && case.nodes > 10_000_000 {
            continue;
        }
        let game = if case.game == "chess" { &chess } else { &xiangqi };
        let pos = game.parse_fen(case.fen)?;
        let runs = if case.nodes > 50_000_000 { 1 } else { 3 };
        let (nodes, t) = best_of(runs, || game.perft(&pos, case.depth));
        if nodes != case.nodes {
            bail!(
                "{} depth {}: {nodes} nodes, expected {}",
                case.name,
                case.depth,
                case.nodes
            );
        }
        let ours = mnps(nodes, t);
        if case.game == "chess" {
            let mut err = None;
            let (sn, st) = best_of(runs, || match shakmaty_perft(case.fen, case.depth) {
                Ok(n) => n,
                Err(e) => {
                    err = Some(e);
                    0
                }
            });
            if let Some(e) = err {
                return Err(e);
            }
            if sn != case.nodes {
                bail!("shakmaty {} depth {}: {sn} nodes", case.name, case.depth);
            }
            let theirs = mnps(sn, st);
            ratios.push(ours / theirs);
            println!(
                "{:<18} {:>5} {:>13} {:>12.1} {:>14.1} {:>8.3}",
                case.name,
                case.depth,
                nodes,
                ours,
                theirs,
                ours / theirs
            );
        } else {
            println!(
                "{:<18} {:>5} {:>13} {:>12.1} {:>14} {:>8}",
                case.name, case.depth, nodes, ours, "-", "-"
            );
        }
    }
    replay_library()?;
    unwinnability(&chess)?;
    if !ratios.is_empty() {
        let geo = ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len() as f64;
        println!("chess ratio trongtai/shakmaty (geometric mean): {:.3}", geo.exp());
    }
    Ok(())
}

/// Replays the whole scenario library (rulebooks loaded once, as `trongtai replay` does) and
/// prints the best time of a few runs.
fn replay_library() -> anyhow::Result<()> {
    let files = trongtai_scenario::find(&["scenarios".into()])?;
    let mut best = Duration::MAX;
    let mut failed = 0;
    for _ in 0..5 {
        let started = Instant::now();
        let mut runner = trongtai_scenario::Runner::new();
        failed = 0;
        for f in &files {
            match runner.run(f, None) {
                Ok(o) if o.passed => {}
                _ => failed += 1,
            }
        }
        best = best.min(started.elapsed());
    }
    println!(
        "scenario library: {} scenarios replayed in {:.1} ms (best of 5, {} failing)",
        files.len(),
        best.as_secs_f64() * 1000.0,
        failed
    );
    Ok(())
}

/// The unwinnability analysis: the quick (static) test of both sides on the chess oracle
/// positions and the hard set, and the full analysis on the hard set (see `bench_unwin`).
fn unwinnability(chess: &Game) -> anyhow::Result<()> {
    crate::bench_unwin::run(chess)
}
