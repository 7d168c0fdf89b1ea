//! The position edit that carries a piece where its movement does not take it (an illegal move a
//! law lets stand): the board, the turn, the rights and the counts of the position it makes, and
//! the positions it refuses.

use trongtai_engine::{FenError, Game};
use trongtai_rulebook::GameDef;

fn game(name: &str) -> Game {
    let path = format!("{}/../../rules/games/{name}.ron", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("game file exists");
    let def: GameDef = ron::from_str(&text).expect("game file parses");
    Game::compile(&def).expect("game compiles")
}

/// The FEN after carrying the piece on `from` to `to` in `fen`, or the engine's refusal.
fn displaced(game: &Game, fen: &str, from: &str, to: &str) -> Result<String, FenError> {
    let pos = game.parse_fen(fen).expect("a legal fen");
    let (f, t) = (
        game.parse_square(from).expect("square"),
        game.parse_square(to).expect("square"),
    );
    let made = game.displace(&pos, f, t)?;
    // The key kept with the position is the one its board gives from scratch.
    assert_eq!(
        game.identity(&made),
        game.identity_from_scratch(&made),
        "{fen} {from}{to}"
    );
    Ok(game.fen(&made))
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn a_piece_goes_where_its_movement_does_not_take_it() {
    let chess = game("chess");
    // A knight to a square no knight move reaches: the count goes on.
    assert_eq!(
        displaced(&chess, START, "g1", "g3").as_deref(),
        Ok("rnbqkbnr/pppppppp/8/8/8/6N1/PPPPPPPP/RNBQKB1R b KQkq - 1 1")
    );
    // A pawn three squares: an irreversible piece starts the count again, and no en passant opens.
    assert_eq!(
        displaced(
            &chess,
            "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 7 9",
            "e7",
            "e4"
        )
        .as_deref(),
        Ok("rnbqkbnr/pppp1ppp/8/8/4p3/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 10")
    );
    // A capture the piece cannot make: taken off, the count starts again.
    assert_eq!(
        displaced(&chess, "4k3/8/8/3r4/8/8/8/R3K3 w Q - 12 40", "a1", "d5").as_deref(),
        Ok("4k3/8/8/3R4/8/8/8/4K3 b - - 0 40")
    );
}

#[test]
fn castling_rights_follow_the_pieces_that_left_their_squares() {
    let chess = game("chess");
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    // The rook from h1 jumps to h5: White's king-side right is gone, the others stay.
    assert_eq!(
        displaced(&chess, fen, "h1", "h5").as_deref(),
        Ok("r3k2r/8/8/7R/8/8/8/R3K3 b Qkq - 1 1")
    );
    // The rook takes Black's a8 rook through its own: Black's queen-side right goes with it.
    assert_eq!(
        displaced(&chess, fen, "a1", "a8").as_deref(),
        Ok("R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1")
    );
    // The king steps two files without castling: both of White's rights are gone.
    assert_eq!(
        displaced(&chess, fen, "e1", "c1").as_deref(),
        Ok("r3k2r/8/8/8/8/8/8/R1K4R b kq - 1 1")
    );
}

#[test]
fn positions_no_game_reaches_are_refused() {
    let chess = game("chess");
    let refused = |fen: &str, from: &str, to: &str| match displaced(&chess, fen, from, to) {
        Err(FenError::Impossible(why)) => why.to_string(),
        other => panic!("{fen} {from}{to}: expected a refusal, got {other:?}"),
    };
    assert_eq!(refused(START, "e4", "e5"), "there is no piece on e4");
    assert_eq!(refused(START, "e7", "e5"), "the piece on e7 is not white's");
    assert_eq!(refused(START, "d1", "d2"), "d2 holds a piece of white's own");
    assert_eq!(
        refused("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1", "e8"),
        "e8 holds a royal piece, which is never taken"
    );
    // The king walks into the rook's file: the side that moved would be in check.
    assert_eq!(
        refused("3rk3/8/8/8/8/8/8/4K3 w - - 0 1", "e1", "d2"),
        "white is in check but it is black's turn"
    );
    // A pawn carried to its own first rank, where no pawn stands.
    assert!(refused("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2", "e1").contains("holds a piece of white's own"));
    assert!(refused("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1", "d2", "d1").contains("where it can never stand"));
}

#[test]
fn confined_pieces_stay_in_their_zones() {
    let board = game("xiangqi");
    let start = board.start().expect("start");
    let fen = board.fen(&start);
    // An elephant (bishop letter) across the river, and an advisor out of its palace.
    let zone = |from: &str, to: &str| match displaced(&board, &fen, from, to) {
        Err(FenError::Impossible(why)) => why.to_string(),
        other => panic!("{from}{to}: expected a refusal, got {other:?}"),
    };
    assert!(zone("c1", "c6").contains("where it can never stand"));
    assert!(zone("d1", "c2").contains("where it can never stand"));
    // A horse two files over without its leg: allowed as an edit, Black to move.
    let made = displaced(&board, &fen, "b1", "d2").expect("a square a horse may stand on");
    assert!(made.contains(" b "), "{made}");
}
