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

#[test]
fn perft_is_iterative_and_deep_requests_do_not_preallocate() {
    let chess = game("chess");
    let start = chess.start().expect("start fen");
    assert_eq!(chess.perft(&start, 4), 197_281);
    // Kiwipete, depth 3: castling, en passant and promotions through the iterative walk.
    let kiwipete = chess
        .parse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
        .expect("fen");
    assert_eq!(chess.perft(&kiwipete, 3), 97_862);
    // A position with no moves: any depth, even u32::MAX, answers at once (nothing is
    // allocated per ply asked).
    let mated = chess.parse_fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").expect("fen");
    assert_eq!(chess.perft(&mated, u32::MAX), 0);
    let xiangqi = game("xiangqi");
    assert_eq!(xiangqi.perft(&xiangqi.start().expect("start"), 4), 3_290_240);
}

/// #38.4: a board the move tables cannot index is refused at once with the reason (an 8×16 board
/// searched for 209 s before failing), and the boards they can index compile.
#[test]
fn boards_the_line_tables_cannot_index_are_refused_at_once() {
    let text =
        std::fs::read_to_string(format!("{}/../../rules/games/chess.ron", env!("CARGO_MANIFEST_DIR"))).expect("reads");
    let base: GameDef = ron::from_str(&text).expect("parses");
    for (files, ranks, compiles) in [
        (8u8, 16u8, false),
        (9, 12, false),
        (16, 8, true),
        (12, 10, true),
        (11, 11, true),
    ] {
        let mut def = base.clone();
        def.board.files = files;
        def.board.ranks = ranks;
        def.zones.clear();
        for p in &mut def.pieces {
            p.placement = None;
            p.promotion = None;
            p.moves.retain(|m| m.from_zone.is_none());
        }
        def.castling.clear();
        let empty = vec![files.to_string(); usize::from(ranks) - 2].join("/");
        def.start = format!("k{}/{empty}/{}K w - - 0 1", files - 1, files - 1);
        let started = std::time::Instant::now();
        let compiled = Game::compile(&def);
        assert!(
            started.elapsed() < std::time::Duration::from_secs(30),
            "{files}x{ranks}"
        );
        match compiled {
            Ok(_) => assert!(compiles, "{files}x{ranks} compiled"),
            Err(e) => {
                assert!(!compiles, "{files}x{ranks}: {}", e.message);
                assert!(
                    e.message.to_string().contains("the move tables find no index"),
                    "{}",
                    e.message
                );
            }
        }
    }
}
