//! The interpreter against reference data nobody on this project wrote.
//!
//! - `tests/oracles/perft-chess.txt`, `perft-xiangqi.txt`: perft node counts (chessprogramming
//!   wiki positions, verified with Fairy-Stockfish and python-chess / cchess; see their headers).
//!   Lines above a node budget are left to the benchmark (`cargo xtask bench`).
//! - `tests/oracles/positions-public.jsonl`: positions with their full legal-move lists and
//!   status from independent engines (python-chess for chess, Fairy-Stockfish for xiangqi).

use std::collections::BTreeSet;

use trongtai_engine::{status, Game, NoMoves, State};
use trongtai_rulebook::{Library, Rulebook};

/// Perft lines with more nodes than this run in the benchmark instead of the test suite.
const NODE_BUDGET: u64 = 20_000_000;

fn rulebook(id: &str) -> (Rulebook, Game) {
    let book = Rulebook::load(&Library::shipped(), id).expect("shipped rulebook loads");
    let game = Game::compile(book.game()).expect("game compiles");
    (book, game)
}

fn game(id: &str) -> Game {
    rulebook(id).1
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
        let pos = game
            .parse_fen(fen)
            .unwrap_or_else(|e| panic!("{file}:{}: {id}: {e}", lineno + 1));
        for f in fields {
            let (d, n) = f.split_once(' ').expect("Dn count");
            let depth: u32 = d.trim_start_matches('D').parse().expect("depth");
            let nodes: u64 = n.parse().expect("nodes");
            if nodes > NODE_BUDGET {
                continue;
            }
            println!("{file}:{}: {id} depth {depth}: expecting {nodes}", lineno + 1);
            assert_eq!(
                game.perft(&pos, depth),
                nodes,
                "{file}:{}: {id} depth {depth}",
                lineno + 1
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn perft_chess() {
    assert!(check_perft_file("perft-chess.txt", &game("fide-2001")) >= 20);
}

#[test]
fn perft_xiangqi() {
    assert!(check_perft_file("perft-xiangqi.txt", &game("vn-xiangqi-1999")) >= 15);
}

#[test]
fn public_positions() {
    let chess_rules = rulebook("fide-2001");
    let xiangqi_rules = rulebook("vn-xiangqi-1999");
    let (chess, xiangqi) = (&chess_rules.1, &xiangqi_rules.1);
    let mut seen = [0usize; 2];
    for (lineno, line) in oracle("positions-public.jsonl").lines().enumerate() {
        let v: serde_json::Value = serde_json::from_str(line).expect("json line");
        let id = v["id"].as_str().expect("id");
        let (g, idx, book) = match v["game"].as_str() {
            Some("chess") => (chess, 0, &chess_rules.0),
            Some("xiangqi") => (xiangqi, 1, &xiangqi_rules.0),
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
        assert_eq!(
            g.in_check(&pos),
            v["in_check"].as_bool().expect("in_check"),
            "{id}: in_check"
        );
        let terminal = match g.no_moves(&pos) {
            None => "ongoing",
            Some(NoMoves::Checkmate) => "checkmate",
            Some(NoMoves::Stalemate) => "stalemate",
        };
        assert_eq!(terminal, v["status"].as_str().expect("status"), "{id}: status");
        // Dead positions: the rulebook's drawn endings (FIDE 5.2(b) as its certain material
        // cases, XQ99 7.2(a)) agree with the oracle's insufficient-material verdicts on every
        // position that is not already decided by checkmate or stalemate.
        if terminal == "ongoing" {
            let dead = status(g, &pos, book.end()).expect("status").state == State::DrawnEnding;
            let oracle_dead = if idx == 0 {
                v["insufficient_material"].as_bool().expect("insufficient_material")
            } else {
                v["pyffish_insufficient_material"] == serde_json::json!([true, true])
            };
            assert_eq!(dead, oracle_dead, "{id}: drawn ending under {}", book.id());
        }
    }
    assert_eq!(seen, [600, 600]);
}
