//! Behaviour of the interpreter on hand-picked positions, each tied to the article it shows.

use trongtai_engine::{status, FenError, Game, MoveError, State};
use trongtai_rulebook::{Library, Rulebook};

fn load(id: &str) -> (Rulebook, Game) {
    let book = Rulebook::load(&Library::shipped(), id).expect("shipped rulebook");
    let game = Game::compile(book.game()).expect("compiles");
    (book, game)
}

fn moves(game: &Game, fen: &str) -> Vec<String> {
    game.legal_move_texts(&game.parse_fen(fen).expect("fen"))
}

fn check(id: &str, fen: &str, state: State, result: &str) {
    let (book, game) = load(id);
    let pos = game.parse_fen(fen).expect("fen");
    let s = status(&game, &pos, book.end()).expect("status");
    assert_eq!((s.state, s.result), (state, result), "{id}: {fen}");
}

#[test]
fn en_passant_square_counts_only_when_a_capture_is_legal() {
    let (_, g) = load("fide-2001");
    // FIDE 9.2: positions are the same unless an en passant capture is possible in one of them.
    let id = |fen: &str| g.identity(&g.parse_fen(fen).expect("fen"));
    // No black pawn next to e4: the square changes nothing.
    assert_eq!(
        id("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
        id("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
    );
    // A black pawn on d4 can take en passant: the positions differ.
    assert_ne!(
        id("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
        id("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
    );
    // The capture exists but would expose the black king on the rank: it is not possible.
    assert_eq!(
        id("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1"),
        id("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1")
    );
    assert!(!moves(&g, "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1").contains(&"d4e3".to_string()));
    // Castling rights are part of the identity.
    assert_ne!(
        id("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
        id("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1")
    );
}

#[test]
fn castling_conditions() {
    let (_, g) = load("fide-2001");
    // 3.8(a)(ii) and its conditions: f1 attacked by the bishop on c4 forbids king-side castling.
    let m = moves(&g, "r3k2r/8/8/8/2b5/8/8/R3K2R w KQkq - 0 1");
    assert!(!m.contains(&"e1g1".to_string()));
    assert!(m.contains(&"e1c1".to_string()));
    // b1 attacked does not forbid queen-side castling (the king does not cross it).
    let m = moves(&g, "r3k2r/8/8/8/8/8/8/Rn2K2R w KQkq - 0 1");
    assert!(!m.contains(&"e1c1".to_string()), "b1 is occupied");
    let m = moves(&g, "r3k2r/8/8/8/8/8/5b2/R3K2R w KQkq - 0 1");
    assert!(
        !m.contains(&"e1c1".to_string()) && !m.contains(&"e1g1".to_string()),
        "in check"
    );
    let m = moves(&g, "1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1");
    assert!(m.contains(&"e1c1".to_string()), "b1 attacked, not crossed");
    // Capturing the rook on h8 removes black's king-side right.
    let pos = g.parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").expect("fen");
    let mv = g.parse_move(&pos, "h1h8").expect("legal");
    assert_eq!(g.fen(&g.play(&pos, mv)), "r3k2R/8/8/8/8/8/8/R3K3 b Qq - 0 1");
}

#[test]
fn promotion_and_move_text() {
    let (_, g) = load("fide-2001");
    let pos = g.parse_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").expect("fen");
    for m in ["e7e8q", "e7e8r", "e7e8b", "e7e8n"] {
        assert!(g.parse_move(&pos, m).is_ok(), "{m}");
    }
    assert_eq!(g.parse_move(&pos, "e7e8"), Err(MoveError::Illegal("e7e8".into())));
    assert_eq!(g.parse_move(&pos, "e7-e8"), Err(MoveError::Syntax("e7-e8".into())));
    assert_eq!(g.parse_move(&pos, "e7e8qq"), Err(MoveError::Syntax("e7e8qq".into())));
}

#[test]
fn xiangqi_movement() {
    let (_, g) = load("vn-xiangqi-1999");
    // 4.3(a): the generals may not face each other on an open file. The advisor on e2 is the
    // only piece between them, so it cannot leave the file.
    let m = moves(&g, "4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1");
    assert!(
        !m.iter().any(|x| x.starts_with("e2")),
        "the advisor is the only screen: {m:?}"
    );
    // 4.3(e): a horse is blocked by a piece on the adjacent point.
    let m = moves(&g, "3k5/9/9/9/9/9/9/4P4/4N4/4K4 w - - 0 1");
    assert!(
        !m.contains(&"e2d4".to_string()) && !m.contains(&"e2f4".to_string()),
        "{m:?}"
    );
    assert!(m.contains(&"e2c3".to_string()));
    // 4.3(c): an elephant never crosses the river.
    let m = moves(&g, "3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1");
    assert!(m.contains(&"c5a3".to_string()) && !m.iter().any(|x| x.starts_with("c5") && x.ends_with('7')));
    // 4.3(g): the cannon captures over exactly one screen.
    let m = moves(&g, "3k5/9/9/4r4/9/4p4/9/9/4C4/4K4 w - - 0 1");
    assert!(m.contains(&"e2e7".to_string()) && !m.contains(&"e2e5".to_string()));
    // 4.3(h): a soldier moves sideways only across the river, never back.
    assert_eq!(
        moves(&g, "3k5/9/9/9/4P4/9/9/9/9/5K3 w - - 0 1")
            .into_iter()
            .filter(|x| x.starts_with("e6"))
            .collect::<Vec<_>>(),
        vec!["e6d6", "e6e7", "e6f6"]
    );
    assert_eq!(
        moves(&g, "3k5/9/9/9/9/4P4/9/9/9/5K3 w - - 0 1")
            .into_iter()
            .filter(|x| x.starts_with("e5"))
            .collect::<Vec<_>>(),
        vec!["e5e6"]
    );
}

#[test]
fn no_legal_move_means_what_each_law_says() {
    // Stalemate: a draw in both chess laws (FIDE 5.2(a), legacy 10.3) ...
    check(
        "fide-2001",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        State::Stalemate,
        "1/2-1/2",
    );
    check(
        "vn-chess-legacy",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        State::Stalemate,
        "1/2-1/2",
    );
    // ... and a loss for the side without a move in xiangqi (7.1(b)).
    check(
        "vn-xiangqi-1999",
        "3k5/R8/4R4/9/9/9/9/9/9/5K3 b - - 0 1",
        State::Stalemate,
        "1-0",
    );
    // Checkmate loses everywhere.
    check("fide-2001", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", State::Checkmate, "1-0");
    // The general cannot step to e10: it would face the red general on the open file (4.3(a)).
    check(
        "vn-xiangqi-1999",
        "3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1",
        State::Checkmate,
        "1-0",
    );
}

#[test]
fn drawn_endings_differ_between_the_chess_laws() {
    // K+B v K+B on one colour: a dead position (FIDE 5.2(b)) and a listed ending (legacy 10.7.3).
    check(
        "fide-2001",
        "8/8/8/3k4/8/2b5/8/B3K3 w - - 0 1",
        State::DrawnEnding,
        "1/2-1/2",
    );
    check(
        "vn-chess-legacy",
        "8/8/8/3k4/8/2b5/8/B3K3 w - - 0 1",
        State::DrawnEnding,
        "1/2-1/2",
    );
    // Bishops on different colours: mate is possible, neither law draws.
    check("fide-2001", "8/8/8/3k4/8/1b6/8/B3K3 w - - 0 1", State::Ongoing, "*");
    check(
        "vn-chess-legacy",
        "8/8/8/3k4/8/1b6/8/B3K3 w - - 0 1",
        State::Ongoing,
        "*",
    );
    // Two bishops of one side on one colour against a bare king: dead under FIDE, not in the
    // legacy list.
    check(
        "fide-2001",
        "8/8/8/3k4/8/2B5/8/B3K3 w - - 0 1",
        State::DrawnEnding,
        "1/2-1/2",
    );
    check(
        "vn-chess-legacy",
        "8/8/8/3k4/8/2B5/8/B3K3 w - - 0 1",
        State::Ongoing,
        "*",
    );
}

#[test]
fn malformed_and_impossible_fens() {
    let (_, chess) = load("fide-2001");
    let (_, xq) = load("vn-xiangqi-1999");
    let cases: &[(&Game, &str, &str)] = &[
        (&chess, "", "invalid fen: empty fen"),
        (
            &chess,
            "8/8/8/8/8/8/8 w - - 0 1",
            "invalid fen: expected 8 ranks separated by `/`, found 7",
        ),
        (
            &chess,
            "9/8/8/8/8/8/8/8 w - - 0 1",
            "invalid fen: rank 8 has 9 files, expected 8",
        ),
        (
            &chess,
            "k7/8/8/8/8/8/8/7X w - - 0 1",
            "invalid fen: unknown piece letter `X` (this game uses KQRBNP and their lower case)",
        ),
        (
            &chess,
            "k7/8/8/8/8/8/8/7K x - - 0 1",
            "invalid fen: side to move `x`: expected `w` or `b`",
        ),
        (
            &chess,
            "8/8/8/8/8/8/8/7K w - - 0 1",
            "impossible position: black has 0 royal pieces, expected exactly 1",
        ),
        (
            &chess,
            "k7/8/8/8/8/8/8/P6K w - - 0 1",
            "impossible position: white pawn on a1, where it can never stand",
        ),
        (
            &chess,
            "k7/8/8/8/8/8/8/7K w K - 0 1",
            "impossible position: castling right `K` needs the royal piece on e1 and the rook on h1",
        ),
        (
            &chess,
            "k7/8/8/8/8/8/8/7K w - e3 0 1",
            "impossible position: en passant square e3 does not follow a move that can be captured en passant",
        ),
        (
            &chess,
            "k7/8/8/8/8/8/8/R6K w - - 0 1",
            "impossible position: black is in check but it is white's turn",
        ),
        (
            &chess,
            "k7/8/8/8/8/8/8/7K w - - x 1",
            "invalid fen: halfmove clock `x`: expected a whole number",
        ),
        (
            &chess,
            "k7/8/8/8/8/8/8/7K w - - 0 0",
            "invalid fen: fullmove number `0`: expected a whole number from 1",
        ),
        (
            &xq,
            "3k5/9/9/9/9/9/9/9/9/2A1K4 w - - 0 1",
            "impossible position: red advisor on c1, where it can never stand",
        ),
        (
            &xq,
            "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
            "impossible position: black is in check but it is red's turn",
        ),
        (
            &xq,
            "3k5/9/9/9/9/9/9/9/9/4K4 w KQ - 0 1",
            "invalid fen: castling field `KQ`: this game has no castling, expected `-`",
        ),
    ];
    for (g, fen, want) in cases {
        let err: FenError = g.parse_fen(fen).expect_err(fen);
        assert_eq!(err.to_string(), *want, "{fen}");
    }
}
