//! The unwinnability part of `cargo xtask bench`: the quick (static) test on the chess oracle
//! positions and the hard set, and the full analysis (static proofs, the guided helpmate search,
//! the complete one) on the hard set, `crates/engine/tests/unwinnable-hard.txt`, whose every
//! side the engine's tests require decided (each mate replayed, each proof checked
//! exhaustively). Times per side: median, 90th percentile and the slowest.
//!
//! `cargo xtask bench-unwin [--archives] [--games N] [--only chess|xiangqi]`: the same figures, then (`--archives`) the
//! full analysis on every position of the shared archives (`../shared/archives/{chess,xiangqi}`)
//! at which the arbiter looks for a dead position: after each capture or irreversible move
//! (`trongtai_arbiter::Record::play`), each distinct position once, both sides, under the goal of
//! the archive's rulebook (a stalemate wins in xiangqi). `--games N`: the first N games of each
//! file only; `--only`: the archives of one game.
//!
//! `cargo xtask bench-unwin --fens [FILE]`: the full analysis on the positions of a file, one a line
//! (`FEN` or `FEN (side N: ...)`, as the archive run prints its undetermined sides, so that they
//! can be looked at again in seconds): the side named, or both; the game (chess or xiangqi) read
//! from the width of the FEN's board. Lines starting with `#` are left out.
//! Without FILE: [`OPEN`], the sides the whole-archive runs left undetermined, with their source
//! games.
//!
//! `--record` writes what was run into `xtask/measured/unwin.json`, from which `cargo xtask readme`
//! writes the README's unwinnability figures. The record has one part per kind of run, each with
//! its own date, commit, machine, load and command: `hard_set` (always), `archives.chess` /
//! `archives.xiangqi` (`--archives`), `listed` (`--fens`); a run replaces only its own parts, so
//! a 25-minute archive run is not lost when the hard set is measured again.

use std::time::{Duration, Instant};

use anyhow::Context;
use serde_json::{json, Value};
use trongtai_engine::{Effort, Game, GamePosition, Goal, Verdict};

use crate::measure;

/// The archive sides the whole-archive runs left undetermined, one a line as those runs print
/// them (with the game each came from), for `--fens`.
pub const OPEN: &str = "xtask/unwin-open.txt";

/// The record `--record` writes (`xtask/measured/unwin.json`).
const RECORD: &str = "unwin";

/// Microseconds, rounded to a tenth, for a record.
fn micros(d: Duration) -> f64 {
    (d.as_secs_f64() * 1e7).round() / 10.0
}

/// What every part of the record says of its sides: how many, how they were decided (counts of
/// winnable, unwinnable, undetermined) and the times per side (`times` sorted).
fn decided(counts: [usize; 3], times: &[Duration]) -> Value {
    json!({
        "sides": times.len(),
        "winnable": counts[0],
        "unwinnable": counts[1],
        "undetermined": counts[2],
        "median_us": micros(quantile(times, 0.5)),
        "p90_us": micros(quantile(times, 0.9)),
        "p99_us": micros(quantile(times, 0.99)),
        "slowest_us": micros(quantile(times, 1.0)),
    })
}

/// The record's part for one run: what it found and when, where and how it was measured.
fn part(meta: &Value, mut found: Value) -> Value {
    found["meta"] = meta.clone();
    found["meta"]["load_after"] = json!(measure::load());
    found
}

/// The `q` quantile of sorted times (0 for none).
fn quantile(times: &[Duration], q: f64) -> Duration {
    times
        .get(((times.len() as f64 - 1.0) * q).round() as usize)
        .copied()
        .unwrap_or_default()
}

/// `cargo xtask bench-unwin`: the hard-set figures, then the archives' with `--archives`.
pub fn command(args: &[String]) -> anyhow::Result<()> {
    let meta = measure::meta("bench-unwin", args);
    let record = args.iter().any(|a| a == "--record");
    let library = trongtai_rulebook::Library::shipped();
    let chess_rules = trongtai_rulebook::Rulebook::load(&library, "fide-2001")?;
    let chess = Game::compile(chess_rules.game())?;
    // The parts of the record this run measures: (path in the record, part).
    let mut measured: Vec<(Vec<&str>, Value)> = Vec::new();
    if args.iter().any(|a| a == "--fens") {
        // `--fens` alone: the archive sides earlier runs left undetermined.
        let file = measure::value_of(args, "--fens")
            .filter(|f| !f.starts_with("--"))
            .unwrap_or(OPEN);
        let xiangqi_rules = trongtai_rulebook::Rulebook::load(&library, "vn-xiangqi-1999")?;
        let found = listed(&[&chess_rules, &xiangqi_rules], std::path::Path::new(file))?;
        measured.push((vec!["listed"], part(&meta, found)));
    } else {
        measured.push((vec!["hard_set"], part(&meta, run(&chess)?)));
        if args.iter().any(|a| a == "--archives") {
            let games = match measure::value_of(args, "--games") {
                Some(n) => Some(n.parse::<usize>().context("--games N")?),
                None if args.iter().any(|a| a == "--games") => anyhow::bail!("--games N"),
                None => None,
            };
            let only = measure::value_of(args, "--only");
            for (dir, rulebook) in [("chess", "fide-2001"), ("xiangqi", "vn-xiangqi-1999")] {
                if only.is_some_and(|o| o != dir) {
                    continue;
                }
                let rules = trongtai_rulebook::Rulebook::load(&library, rulebook)?;
                let found = archives(
                    &rules,
                    // `--archives` is a switch here: the folder is TRONGTAI_ARCHIVES or the default.
                    measure::archives_dir(&[]).join(dir).as_path(),
                    games,
                )?;
                // A run on the first games only is not a figure for the whole archives.
                if games.is_none() {
                    measured.push((vec!["archives", dir], part(&meta, found)));
                }
            }
        }
    }
    if record {
        let path = std::path::Path::new(measure::RECORDS).join(format!("{RECORD}.json"));
        let mut whole = match std::fs::read_to_string(&path) {
            Ok(text) => serde_json::from_str(&text).with_context(|| format!("{}", path.display()))?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => json!({}),
            Err(e) => return Err(e).with_context(|| format!("{}", path.display())),
        };
        for (at, found) in measured {
            let mut slot = &mut whole;
            for key in at {
                slot = &mut slot[key];
            }
            *slot = found;
        }
        let path = measure::write_record(RECORD, whole)?;
        println!("recorded in {}: run `cargo xtask readme`", path.display());
    }
    Ok(())
}

/// The number of files of a FEN's board (its first rank's squares).
fn fen_files(fen: &str) -> u32 {
    let first = fen.split('/').next().unwrap_or("");
    first.chars().map(|c| c.to_digit(10).unwrap_or(1)).sum()
}

/// `--fens FILE`: the full analysis on the sides listed, each rulebook's game taking the FENs of
/// its board's width; prints each side's verdict and time, then the counts and the quantiles.
/// Gives the figures for a record: the counts per game and the times.
fn listed(rulebooks: &[&trongtai_rulebook::Rulebook], file: &std::path::Path) -> anyhow::Result<Value> {
    let text = std::fs::read_to_string(file).with_context(|| format!("{}", file.display()))?;
    let games = rulebooks
        .iter()
        .map(|r| {
            Ok((
                Game::compile(r.game())?,
                Goal::of(r.end()),
                u32::from(r.game().board.files),
            ))
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    // Winnable, unwinnable, undetermined: in all, and per rulebook.
    let mut counts = [0usize; 3];
    let mut per_game = vec![[0usize; 3]; rulebooks.len()];
    let mut times = Vec::new();
    for line in text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let (fen, sides) = match line.find(" (side ") {
            Some(i) => {
                let side = line[i + 7..]
                    .chars()
                    .next()
                    .and_then(|c| c.to_digit(10))
                    .context("(side N")?;
                (&line[..i], vec![side as usize & 1])
            }
            None => (line, vec![0, 1]),
        };
        let files = fen_files(fen);
        let which = games
            .iter()
            .position(|(_, _, f)| *f == files)
            .with_context(|| format!("no game with {files} files: {fen}"))?;
        let (game, goal, _) = &games[which];
        let p = game.parse_fen(fen)?;
        for side in sides {
            let t = Instant::now();
            let v = game.can_win(&p, side, Effort::FULL, *goal);
            let took = t.elapsed();
            times.push(took);
            let (kind, what) = match &v {
                Verdict::Winnable { line } => {
                    check_line(game, *goal, &p, side, line).map_err(|e| anyhow::anyhow!(e))?;
                    (0, format!("winnable in {} plies", line.len()))
                }
                Verdict::Unwinnable(r) => (1, format!("unwinnable: {r}")),
                Verdict::Undetermined => (2, "undetermined".to_owned()),
            };
            counts[kind] += 1;
            per_game[which][kind] += 1;
            println!("{:>9.1} ms  {fen} (side {side}): {what}", took.as_secs_f64() * 1e3);
        }
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{} sides: {} winnable (each line replayed to a win), {} unwinnable, {} undetermined; per side median {:.2} ms, p90 {:.1} ms, slowest {:.1} ms, total {:.1} s",
        times.len(),
        counts[0],
        counts[1],
        counts[2],
        ms(quantile(&times, 0.5)),
        ms(quantile(&times, 0.9)),
        ms(quantile(&times, 1.0)),
        times.iter().sum::<Duration>().as_secs_f64(),
    );
    let games: Vec<Value> = rulebooks
        .iter()
        .zip(&per_game)
        .filter(|(_, c)| c.iter().sum::<usize>() > 0)
        .map(|(r, c)| {
            json!({ "rulebook": r.id(), "game": r.game().id, "winnable": c[0], "unwinnable": c[1], "undetermined": c[2] })
        })
        .collect();
    let mut found = decided(counts, &times);
    found["file"] = json!(file.display().to_string());
    found["per_game"] = json!(games);
    found["total_s"] = json!(measure::secs(times.iter().sum()));
    Ok(found)
}

/// Replays a winning line: legal moves, ending in a position without a legal move that `goal`
/// gives to `side`.
fn check_line(
    game: &Game,
    goal: Goal,
    p: &GamePosition,
    side: usize,
    line: &[trongtai_engine::Move],
) -> Result<(), String> {
    let mut q = *p;
    for m in line {
        if !game.legal_moves(&q).contains(m) {
            return Err(format!("{}: {} is not legal", game.fen(p), game.move_text(m)));
        }
        q = game.play(&q, *m);
    }
    if !game.legal_moves(&q).is_empty() || !goal.won(side, game.turn(&q), game.in_check(&q)) {
        return Err(format!("{}: {} does not win", game.fen(p), game.line_text(line)));
    }
    Ok(())
}

/// An archive position and where it was first met.
type Sourced = (GamePosition, String);

/// The positions of the archives in `dir` at which the arbiter looks for a dead position (after
/// a capture or an irreversible move: a halfmove clock of 0), each distinct one once, with where
/// it was first met (`file #game, ply n`).
fn archive_positions(
    rules: &trongtai_rulebook::Rulebook,
    game: &Game,
    dir: &std::path::Path,
    limit: Option<usize>,
) -> anyhow::Result<(usize, usize, Vec<Sourced>)> {
    use trongtai_archive::{Entry, Games};
    let def = rules.game();
    let id = trongtai_notation::archive_notation_id(&def.id).context("the game's archive notation")?;
    let notation = trongtai_notation::Notation::shipped(def, game, &id)?;
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("{}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    let (mut games, mut looked) = (0usize, 0usize);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for file in &files {
        let mut in_file = 0usize;
        for entry in Games::new(std::slice::from_ref(file)) {
            let Entry::Game(g) = entry else { continue };
            if limit.is_some_and(|n| in_file >= n) {
                break;
            }
            in_file += 1;
            let Ok(parsed) = g.source.parse() else { continue };
            let Ok(mut pos) = parsed.start(game) else { continue };
            games += 1;
            let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("?");
            for (ply, text) in parsed.moves.iter().enumerate() {
                let Ok(m) = parsed.read_move(game, Some(&notation), &pos, text) else {
                    break;
                };
                pos = game.play(&pos, m);
                if game.halfmove_clock(&pos) == 0 {
                    looked += 1;
                    // The repetition identity: the analysis reads nothing else (the halfmove
                    // clock is 0 here, the move number changes no move).
                    if seen.insert(game.identity(&pos)) {
                        out.push((pos, format!("{name} game {in_file}, ply {}", ply + 1)));
                    }
                }
            }
        }
    }
    Ok((games, looked, out))
}

/// The full analysis on every position of the archives in `dir` where the arbiter looks for a
/// dead position, both sides, on all cores; prints the counts and the times per side, and gives
/// them for a record.
fn archives(rules: &trongtai_rulebook::Rulebook, dir: &std::path::Path, limit: Option<usize>) -> anyhow::Result<Value> {
    let game = Game::compile(rules.game())?;
    let goal = Goal::of(rules.end());
    let (games, looked, positions) = archive_positions(rules, &game, dir, limit)?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let started = Instant::now();
    // (verdict: 0 winnable, 1 unwinnable, 2 undetermined; time; index of the position; side)
    let results: Vec<(u8, Duration, usize, usize)> = std::thread::scope(|scope| -> Result<_, String> {
        let running: Vec<_> = (0..threads)
            .map(|first| {
                let (positions, game) = (&positions, &game);
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for (i, (p, _)) in positions.iter().enumerate().skip(first).step_by(threads) {
                        for side in 0..2 {
                            let t = Instant::now();
                            let v = game.can_win(p, side, Effort::FULL, goal);
                            let took = t.elapsed();
                            let what = match v {
                                Verdict::Winnable { line } => {
                                    // The line is replayed: legal moves, ending in a position
                                    // without a legal move the rulebook gives to `side`.
                                    check_line(game, goal, p, side, &line)?;
                                    0
                                }
                                Verdict::Unwinnable(_) => 1,
                                Verdict::Undetermined => 2,
                            };
                            out.push((what, took, i, side));
                        }
                    }
                    Ok(out)
                })
            })
            .collect();
        let mut all = Vec::new();
        for t in running {
            match t.join() {
                Ok(Ok(out)) => all.extend(out),
                Ok(Err(e)) => return Err(e),
                Err(_) => return Err("a worker panicked".to_owned()),
            }
        }
        Ok(all)
    })
    .map_err(|e| anyhow::anyhow!(e))?;
    let wall = started.elapsed();
    let mut counts = [0usize; 3];
    for (what, _, _, _) in &results {
        counts[usize::from(*what)] += 1;
    }
    let mut times: Vec<Duration> = results.iter().map(|(_, t, _, _)| *t).collect();
    times.sort();
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    let at = |q: f64| quantile(&times, q);
    println!(
        "unwinnability full analysis, {} archives ({}, goal {:?}): {} games, {} positions after a capture or an irreversible move, {} distinct; {} sides: {} winnable (each line replayed to a win), {} unwinnable, {} undetermined; per side median {:.0} µs, p90 {:.0} µs, p99 {:.0} µs, slowest {:.0} µs; {:.1} s on {} threads",
        dir.file_name().and_then(|n| n.to_str()).unwrap_or("?"),
        rules.id(),
        goal,
        games,
        looked,
        positions.len(),
        results.len(),
        counts[0],
        counts[1],
        counts[2],
        us(at(0.5)),
        us(at(0.9)),
        us(at(0.99)),
        us(at(1.0)),
        wall.as_secs_f64(),
        threads,
    );
    let side_name = |side: usize| if side == 0 { "first" } else { "second" };
    for (_, _, i, side) in results.iter().filter(|r| r.0 == 2) {
        let (p, source) = &positions[*i];
        println!(
            "  undetermined: {} (side {side}: {} player; {source})",
            game.fen(p),
            side_name(*side)
        );
    }
    let mut slow: Vec<_> = results.iter().filter(|r| r.0 != 2).collect();
    slow.sort_by_key(|r| std::cmp::Reverse(r.1));
    for (what, took, i, side) in slow.into_iter().take(5) {
        let (p, source) = &positions[*i];
        let what = if *what == 0 { "winnable" } else { "unwinnable" };
        println!(
            "  slow: {:.0} ms {} (side {side}: {what}; {source})",
            took.as_secs_f64() * 1e3,
            game.fen(p)
        );
    }
    let mut found = decided(counts, &times);
    found["rulebook"] = json!(rules.id());
    found["games"] = json!(games);
    found["looked"] = json!(looked);
    found["positions"] = json!(positions.len());
    found["wall_s"] = json!(measure::secs(wall));
    found["threads"] = json!(threads);
    Ok(found)
}

/// Prints the figures of the quick test, the dead-position check and the full analysis on the
/// hard set, and gives them for a record.
pub fn run(chess: &Game) -> anyhow::Result<Value> {
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
    let ((), quick) = crate::measure::best_of(5, || {
        proven = 0;
        for p in &positions {
            for side in 0..2 {
                if chess.can_checkmate(p, side, Effort::QUICK).is_unwinnable() {
                    proven += 1;
                }
            }
        }
    });
    let ((), dead) = crate::measure::best_of(5, || {
        std::hint::black_box(
            positions
                .iter()
                .filter(|p| chess.dead(p, Goal::CHECKMATE).is_some())
                .count(),
        );
    });
    let mut counts = [0usize; 3];
    let mut times = Vec::new();
    for p in &hard {
        for side in 0..2 {
            let mut verdict = Verdict::Undetermined;
            let ((), t) = crate::measure::best_of(3, || verdict = chess.can_checkmate(p, side, Effort::FULL));
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
    let at = |q: f64| quantile(&times, q);
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
    let mut full = decided(counts, &times);
    full["positions"] = json!(hard.len());
    Ok(json!({
        "quick": {
            "positions": positions.len(),
            "proven": proven,
            "us_per_side": (us(quick) / (2 * positions.len()) as f64 * 100.0).round() / 100.0,
        },
        "dead_us_per_position": (us(dead) / positions.len() as f64 * 100.0).round() / 100.0,
        "full": full,
    }))
}
