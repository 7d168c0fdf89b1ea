//! The interpreter against reference data nobody on this project wrote.
//!
//! - `tests/oracles/perft-chess.txt`, `perft-xiangqi.txt`: perft node counts (chessprogramming
//!   wiki positions, verified with Fairy-Stockfish and python-chess / cchess; see their headers).
//!   Lines above a node budget are left to the benchmark (`cargo xtask bench`).
//! - `tests/oracles/positions-public.jsonl`: positions with their full legal-move lists and
//!   status from independent engines (python-chess for chess, Fairy-Stockfish for xiangqi).

use std::collections::BTreeSet;

use trongtai_engine::{Game, NoMoves};
use trongtai_rulebook::GameDef;

/// Perft lines with more nodes than this run in the benchmark instead of the test suite.
const NODE_BUDGET: u64 = 5_000_000;

fn game(name: &str) -> Game {
    let path = format!("{}/rules/games/{name}.ron", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("game file exists");
    let def: GameDef = ron::from_str(&text).expect("game file parses");
    Game::compile(&def).expect("game compiles")
}

fn oracle(name: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/oracles/{name}", env!("CARGO_MANIFEST_DIR"))).expect("oracle file exists")
}

fn check_perft_file(file: &str, game: &Game) -> usize {
    let mut checked = 0;
    for (lineno, line) in oracle(file).lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut fields = line.split(';').map(str::trim);
        let id = fields.next().expect("id");
        let fen = fields.next().expect("fen");
        let pos = game.parse_fen(fen).unwrap_or_else(|e| panic!("{file}:{}: {id}: {e}", lineno + 1));
        for f in fields {
            let (d, n) = f.split_once(' ').expect("Dn count");
            let depth: u32 = d.trim_start_matches('D').parse().expect("depth");
            let nodes: u64 = n.parse().expect("nodes");
            if nodes > NODE_BUDGET {
                continue;
            }
            println!("{file}:{}: {id} depth {depth}: expecting {nodes}", lineno + 1);
            assert_eq!(game.perft(&pos, depth), nodes, "{file}:{}: {id} depth {depth}", lineno + 1);
            checked += 1;
        }
    }
    checked
}

#[test]
fn perft_chess() {
    assert!(check_perft_file("perft-chess.txt", &game("chess")) >= 20);
}

#[test]
fn perft_xiangqi() {
    assert!(check_perft_file("perft-xiangqi.txt", &game("xiangqi")) >= 15);
}

#[test]
fn public_positions() {
    let chess = game("chess");
    let xiangqi = game("xiangqi");
    let mut seen = [0usize; 2];
    for (lineno, line) in oracle("positions-public.jsonl").lines().enumerate() {
        let v: serde_json::Value = serde_json::from_str(line).expect("json line");
        let id = v["id"].as_str().expect("id");
        let (g, idx) = match v["game"].as_str() {
            Some("chess") => (&chess, 0),
            Some("xiangqi") => (&xiangqi, 1),
            other => panic!("line {}: unknown game {other:?}", lineno + 1),
        };
        seen[idx] += 1;
        let fen = v["fen"].as_str().expect("fen");
        let pos = g.parse_fen(fen).unwrap_or_else(|e| panic!("{id}: {fen}: {e}"));
        let expected: BTreeSet<String> = v["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .map(|m| m.as_str().expect("move").to_string())
            .collect();
        let actual: BTreeSet<String> = g.legal_move_texts(&pos).into_iter().collect();
        assert_eq!(
            actual.len(),
            g.legal_moves(&pos).len(),
            "{id}: duplicate moves generated"
        );
        if actual != expected {
            panic!(
                "{id} ({fen}):\n  missing: {:?}\n  extra: {:?}",
                expected.difference(&actual).collect::<Vec<_>>(),
                actual.difference(&expected).collect::<Vec<_>>()
            );
        }
        assert_eq!(g.in_check(&pos), v["in_check"].as_bool().expect("in_check"), "{id}: in_check");
        let status = match g.no_moves(&pos) {
            None => "ongoing",
            Some(NoMoves::Checkmate) => "checkmate",
            Some(NoMoves::Stalemate) => "stalemate",
        };
        assert_eq!(status, v["status"].as_str().expect("status"), "{id}: status");
    }
    assert_eq!(seen, [600, 600]);
}
