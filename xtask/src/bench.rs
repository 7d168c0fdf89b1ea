//! `cargo xtask bench`: perft nodes per second of the generic interpreter, with the same chess
//! perfts run by `shakmaty` (a dedicated chess library) in the same process, and the ratio.
//!
//! Perft counts leaves in bulk on both sides (shakmaty's `perft` does the same), so the ratio
//! compares like with like. Each in-process measurement is the best of a few runs; the
//! whole-process comparisons (issue #16 states its targets that way) are medians of CPU time of
//! alternated runs, so that a busy machine slows both sides alike.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use serde_json::{json, Value};
use trongtai_engine::Game;
use trongtai_rulebook::{Library, Rulebook};

use crate::measure;

struct Case {
    name: &'static str,
    game: &'static str,
    fen: &'static str,
    depth: u32,
    nodes: u64,
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const XIANGQI: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

const CASES: &[Case] = &[
    Case {
        name: "chess startpos",
        game: "chess",
        fen: START,
        depth: 5,
        nodes: 4_865_609,
    },
    Case {
        name: "chess startpos",
        game: "chess",
        fen: START,
        depth: 6,
        nodes: 119_060_324,
    },
    Case {
        name: "chess kiwipete",
        game: "chess",
        fen: KIWIPETE,
        depth: 4,
        nodes: 4_085_603,
    },
    Case {
        name: "chess kiwipete",
        game: "chess",
        fen: KIWIPETE,
        depth: 5,
        nodes: 193_690_690,
    },
    Case {
        name: "xiangqi startpos",
        game: "xiangqi",
        fen: XIANGQI,
        depth: 4,
        nodes: 3_290_240,
    },
    Case {
        name: "xiangqi startpos",
        game: "xiangqi",
        fen: XIANGQI,
        depth: 5,
        nodes: 133_312_995,
    },
];

fn load(rulebook: &str) -> anyhow::Result<Game> {
    let book = Rulebook::load(&Library::shipped(), rulebook).with_context(|| format!("loading {rulebook}"))?;
    Ok(Game::compile(book.game())?)
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

/// Runs the benchmark.
///
/// * `--quick`: skips the deepest cases;
/// * `--processes N`: then times start d6 and Kiwipete d5 as whole processes, `trongtai perft`
///   against a shakmaty perft process (`cargo xtask shakmaty-perft`), N runs alternated, median
///   CPU time (5 with `--record`);
/// * `--fairy-stockfish PATH` (or `FAIRY_STOCKFISH`): then times xiangqi start d5 and chess start
///   d6 against Fairy-Stockfish's `go perft` the same way (a binary built outside the repository);
/// * `--against BIN`: a `trongtai` of another build timed in the same loops (a reference run);
/// * `--record`: writes `xtask/measured/perft.json`, from which `cargo xtask readme` writes the
///   README's perft tables.
pub fn run(args: &[String]) -> anyhow::Result<()> {
    let quick = args.iter().any(|a| a == "--quick");
    let record = args.iter().any(|a| a == "--record");
    let runs: usize = match measure::value_of(args, "--processes") {
        Some(n) => n
            .parse()
            .with_context(|| format!("--processes {n}: expected a count of runs"))?,
        None if record => 5,
        None => 0,
    };
    let fsf = measure::value_of(args, "--fairy-stockfish")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("FAIRY_STOCKFISH").map(PathBuf::from));
    let against = measure::value_of(args, "--against").map(PathBuf::from);
    let meta = measure::meta("bench", args);
    let chess = load("fide-2001")?;
    let xiangqi = load("vn-xiangqi-1999")?;
    println!(
        "{:<18} {:>5} {:>13} {:>12} {:>14} {:>8}",
        "position", "depth", "nodes", "trongtai M/s", "shakmaty M/s", "ratio"
    );
    let mut ratios = Vec::new();
    let mut rows = Vec::new();
    for case in CASES {
        if quick && case.nodes > 10_000_000 {
            continue;
        }
        let game = if case.game == "chess" { &chess } else { &xiangqi };
        let pos = game.parse_fen(case.fen)?;
        let runs = if case.nodes > 50_000_000 { 1 } else { 3 };
        let (nodes, t) = measure::best_of(runs, || game.perft(&pos, case.depth));
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
            let (sn, st) = measure::best_of(runs, || match shakmaty_perft(case.fen, case.depth) {
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
            rows.push(json!({ "position": case.name, "depth": case.depth, "nodes": nodes,
                "trongtai_mnps": measure::round1(ours), "shakmaty_mnps": measure::round1(theirs), "ratio": round3(ours / theirs) }));
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
            rows.push(json!({ "position": case.name, "depth": case.depth, "nodes": nodes,
                "trongtai_mnps": measure::round1(ours) }));
            println!(
                "{:<18} {:>5} {:>13} {:>12.1} {:>14} {:>8}",
                case.name, case.depth, nodes, ours, "-", "-"
            );
        }
    }
    let geomean = (!ratios.is_empty()).then(|| {
        let geo = ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len() as f64;
        geo.exp()
    });
    if let Some(g) = geomean {
        println!("chess ratio trongtai/shakmaty (geometric mean): {g:.3}");
    }
    let compile_ms = compile_times()?;
    let library = replay_library()?;
    let growth = crate::bench_growth::run()?;
    let processes = if runs > 0 {
        let trongtai = crate::release_binary()?;
        whole_processes(&trongtai, against.as_deref(), runs)?
    } else {
        Vec::new()
    };
    let fairy = match (&fsf, runs.max(3)) {
        (Some(path), runs) => {
            let trongtai = crate::release_binary()?;
            fairy_stockfish(&trongtai, path, against.as_deref(), runs)?
        }
        (None, _) => Vec::new(),
    };
    if record {
        let record = json!({
            "meta": meta,
            "in_process": rows,
            "geomean": geomean.map(round3),
            "scenario_library": library,
            "compile_ms": compile_ms,
            "growth": growth,
            "whole_process": { "runs": runs, "reference": SHAKMATY, "rows": processes },
            "fairy_stockfish": { "runs": runs.max(3), "rows": fairy },
        });
        let path = measure::write_record("perft", record)?;
        println!("recorded in {}: run `cargo xtask readme`", path.display());
    }
    Ok(())
}

/// The reference library and its version (as `xtask/Cargo.toml` pins it), named in the record.
const SHAKMATY: &str = "shakmaty 0.30.1";

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// The case of `CASES` for a position and depth, with its FEN and node count.
fn case(name: &str, depth: u32) -> anyhow::Result<&'static Case> {
    CASES
        .iter()
        .find(|c| c.name == name && c.depth == depth)
        .with_context(|| format!("no bench case {name} depth {depth}"))
}

/// The node count a `trongtai perft` process printed (its first line).
fn printed_nodes(out: &Output) -> Option<u64> {
    String::from_utf8_lossy(&out.stdout).lines().next()?.trim().parse().ok()
}

/// The node count Fairy-Stockfish printed (`Nodes searched: N`).
fn searched_nodes(out: &Output) -> Option<u64> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("Nodes searched:").and_then(|n| n.trim().parse().ok()))
}

/// One side of a whole-process comparison: how to start it, what to give it on its standard
/// input, and how to read the node count it printed.
struct Timed<'a> {
    label: String,
    command: Box<dyn Fn() -> Command + 'a>,
    input: Vec<u8>,
    count: fn(&Output) -> Option<u64>,
}

/// `trongtai perft` of `trongtai` (and of `against`) on a position and depth.
fn trongtai_side<'a>(bin: &'a Path, rules: &'a str, fen: Option<&'a str>, depth: u32) -> Timed<'a> {
    Timed {
        label: bin.display().to_string(),
        command: Box::new(move || {
            let mut cmd = Command::new(bin);
            cmd.args(["perft", "--rules", rules, "--depth", &depth.to_string()]);
            if let Some(fen) = fen {
                cmd.args(["--fen", fen]);
            }
            cmd
        }),
        input: Vec::new(),
        count: printed_nodes,
    }
}

/// Runs the sides in turn, `runs` times over, each checked to count `nodes`; the median CPU time
/// of each side, in the order given.
fn alternate(runs: usize, nodes: u64, sides: &[Timed]) -> anyhow::Result<Vec<Duration>> {
    let mut times = vec![Vec::new(); sides.len()];
    for _ in 0..runs {
        for (side, times) in sides.iter().zip(&mut times) {
            let (out, used) = measure::cpu_of(&mut (side.command)(), &side.input)?;
            let counted = (side.count)(&out);
            anyhow::ensure!(
                counted == Some(nodes),
                "{}: counted {counted:?}, expected {nodes}",
                side.label
            );
            times.push(used);
        }
    }
    Ok(times.into_iter().map(measure::median).collect())
}

/// What a whole-process comparison runs: the case's name, rulebook, position (`None`: the start),
/// depth and node count, and the ratio issue #16 asks of it, where it names the case.
type Compared<'a> = (&'a str, &'a str, Option<&'a str>, u32, u64, Option<f64>);

/// One case compared as whole processes: trongtai, the reference `theirs`, and `against` if
/// given; prints the line and gives the record's row (`key`: the reference's time field).
#[allow(clippy::too_many_arguments)] // the case, its two sides and the names it is reported by
fn compare(
    (name, rules, fen, depth, nodes, target): Compared,
    trongtai: &Path,
    theirs: Timed,
    against: Option<&Path>,
    runs: usize,
    reference: &str,
    key: &str,
) -> anyhow::Result<Value> {
    let mut sides = vec![trongtai_side(trongtai, rules, fen, depth), theirs];
    if let Some(bin) = against {
        sides.push(trongtai_side(bin, rules, fen, depth));
    }
    let medians = alternate(runs, nodes, &sides)?;
    let (ours, theirs) = (medians[0], medians[1]);
    let other = medians.get(2).map(|&o| measure::secs(o));
    let ratio = theirs.as_secs_f64() / ours.as_secs_f64().max(1e-9);
    println!(
        "  {name} d{depth}: trongtai {:.2} s, {reference} {:.2} s: {ratio:.2}×{}",
        ours.as_secs_f64(),
        theirs.as_secs_f64(),
        other.map_or(String::new(), |o| format!(" (reference build {o:.2} s)"))
    );
    let mut row = json!({ "position": name, "depth": depth, "nodes": nodes,
        "trongtai_s": measure::secs(ours), "ratio": round3(ratio), "reference_s": other, "target": target });
    row[key] = json!(measure::secs(theirs));
    Ok(row)
}

/// `trongtai perft` against shakmaty as whole processes, runs alternated; medians of CPU time.
fn whole_processes(trongtai: &Path, against: Option<&Path>, runs: usize) -> anyhow::Result<Vec<Value>> {
    let me = std::env::current_exe().context("the xtask binary")?;
    println!("whole processes, CPU time, median of {runs} alternated runs:");
    let mut rows = Vec::new();
    // The cases issue #16 states its whole-process targets on, and the ratio it asks.
    for (name, depth) in [("chess startpos", 6), ("chess kiwipete", 5)] {
        let Case { fen, nodes, .. } = *case(name, depth)?;
        let me = &me;
        let shakmaty = Timed {
            label: SHAKMATY.into(),
            command: Box::new(move || {
                let mut cmd = Command::new(me);
                cmd.args(["shakmaty-perft", fen, &depth.to_string()]);
                cmd
            }),
            input: Vec::new(),
            count: printed_nodes,
        };
        let case = (name, "fide-2001", Some(fen), depth, nodes, Some(0.7));
        rows.push(compare(
            case,
            trongtai,
            shakmaty,
            against,
            runs,
            "shakmaty",
            "shakmaty_s",
        )?);
    }
    Ok(rows)
}

/// The perft of shakmaty as a process of its own (`cargo xtask shakmaty-perft FEN DEPTH`),
/// printing the node count, for the whole-process comparison.
pub fn shakmaty_command(args: &[String]) -> anyhow::Result<()> {
    let (Some(fen), Some(depth)) = (args.first(), args.get(1)) else {
        bail!("usage: cargo xtask shakmaty-perft FEN DEPTH");
    };
    let depth: u32 = depth
        .parse()
        .with_context(|| format!("depth {depth}: expected a number"))?;
    println!("{}", shakmaty_perft(fen, depth)?);
    Ok(())
}

/// Fairy-Stockfish's `go perft` from the start position as whole processes against `trongtai
/// perft`, runs alternated; medians of CPU time.
fn fairy_stockfish(trongtai: &Path, fsf: &Path, against: Option<&Path>, runs: usize) -> anyhow::Result<Vec<Value>> {
    println!(
        "Fairy-Stockfish ({}), CPU time, median of {runs} alternated runs:",
        fsf.display()
    );
    let mut rows = Vec::new();
    // Issue #16 asks 15× of xiangqi; chess is measured for comparison only.
    for (variant, rules, depth, target) in [
        ("xiangqi", "vn-xiangqi-1999", 5, Some(15.0)),
        ("chess", "fide-2001", 6, None),
    ] {
        let name = format!("{variant} startpos");
        let nodes = case(&name, depth)?.nodes;
        let fairy = Timed {
            label: fsf.display().to_string(),
            command: Box::new(|| Command::new(fsf)),
            input: format!(
                "uci\nsetoption name UCI_Variant value {variant}\nposition startpos\ngo perft {depth}\nquit\n"
            )
            .into_bytes(),
            count: searched_nodes,
        };
        let case = (name.as_str(), rules, None, depth, nodes, target);
        rows.push(compare(
            case,
            trongtai,
            fairy,
            against,
            runs,
            "Fairy-Stockfish",
            "fairy_stockfish_s",
        )?);
    }
    Ok(rows)
}

/// The time to compile each game's tables from its definition (best of 20), which every
/// rulebook load pays once.
fn compile_times() -> anyhow::Result<Value> {
    let mut out = serde_json::Map::new();
    for (game, rulebook) in [("chess", "fide-2001"), ("xiangqi", "vn-xiangqi-1999")] {
        let book = Rulebook::load(&Library::shipped(), rulebook).with_context(|| format!("loading {rulebook}"))?;
        let mut best = Duration::MAX;
        for _ in 0..20 {
            let started = Instant::now();
            Game::compile(book.game())?;
            best = best.min(started.elapsed());
        }
        println!("{game}: tables compiled in {:.2} ms", best.as_secs_f64() * 1000.0);
        out.insert(game.into(), json!((best.as_secs_f64() * 100_000.0).round() / 100.0));
    }
    Ok(Value::Object(out))
}

/// Replays the whole scenario library (rulebooks loaded once, as `trongtai replay` does) and
/// prints the best time of a few runs.
fn replay_library() -> anyhow::Result<Value> {
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
    Ok(json!({ "scenarios": files.len(), "ms": measure::round1(best.as_secs_f64() * 1000.0), "failing": failed }))
}
