//! The unwinnability part of `cargo xtask bench`: the quick (static) test on the chess oracle
//! positions and the hard set, and the full analysis (static proofs, the guided helpmate search,
//! the complete one) on the hard set, `crates/engine/tests/unwinnable-hard.txt`, whose every
//! side the engine's tests require decided (each mate replayed, each proof checked
//! exhaustively). Times per side: median, 90th percentile and the slowest.

use std::time::{Duration, Instant};

use anyhow::Context;
use trongtai_engine::{Effort, Game, GamePosition, Goal, Verdict};

fn best_of<F: FnMut()>(runs: usize, mut f: F) -> Duration {
    let mut best = Duration::MAX;
    for _ in 0..runs {
        let t = Instant::now();
        f();
        best = best.min(t.elapsed());
    }
    best
}

/// Prints the figures.
pub fn run(chess: &Game) -> anyhow::Result<()> {
    let text = std::fs::read_to_string("tests/oracles/positions-public.jsonl").context("oracle positions")?;
    let oracle: Vec<String> = text
        .lines()
        .filter(|l| l.contains("\"game\":\"chess\""))
        .filter_map(|l| {
            let rest = &l[l.find("\"fen\":\"")? + 7..];
            Some(rest[..rest.find('"')?].to_string())
        })
        .collect();
    let hard_text = std::fs::read_to_string("crates/engine/tests/unwinnable-hard.txt").context("the hard set")?;
    let hard: Vec<GamePosition> = hard_text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|f| chess.parse_fen(f))
        .collect::<Result<_, _>>()?;
    let mut positions = oracle
        .iter()
        .map(|f| chess.parse_fen(f))
        .collect::<Result<Vec<_>, _>>()?;
    positions.extend(hard.iter().copied());
    let mut proven = 0;
    let quick = best_of(5, || {
        proven = 0;
        for p in &positions {
            for side in 0..2 {
                if chess.can_checkmate(p, side, Effort::QUICK).is_unwinnable() {
                    proven += 1;
                }
            }
        }
    });
    let dead = best_of(5, || {
        std::hint::black_box(
            positions
                .iter()
                .filter(|p| chess.dead(p, Goal::CHECKMATE).is_some())
                .count(),
        );
    });
    let mut counts = [0u32; 3];
    let mut times = Vec::new();
    for p in &hard {
        for side in 0..2 {
            let mut verdict = Verdict::Undetermined;
            let t = best_of(3, || verdict = chess.can_checkmate(p, side, Effort::FULL));
            times.push(t);
            counts[match verdict {
                Verdict::Winnable { .. } => 0,
                Verdict::Unwinnable(_) => 1,
                Verdict::Undetermined => 2,
            }] += 1;
        }
    }
    times.sort();
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    let at = |q: f64| {
        times
            .get(((times.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or_default()
    };
    println!(
        "unwinnability quick test: {:.2} µs per side and position ({} positions, {} sides proven unwinnable); dead-position check {:.2} µs per position",
        us(quick) / (2 * positions.len()) as f64,
        positions.len(),
        proven,
        us(dead) / positions.len() as f64,
    );
    println!(
        "unwinnability full analysis, hard set ({} positions, {} sides): {} winnable with a line, {} unwinnable, {} undetermined; per side median {:.0} µs, p90 {:.0} µs, slowest {:.0} µs",
        hard.len(),
        times.len(),
        counts[0],
        counts[1],
        counts[2],
        us(at(0.5)),
        us(at(0.9)),
        us(at(1.0)),
    );
    Ok(())
}
