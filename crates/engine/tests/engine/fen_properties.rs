//! FEN → position → FEN round trips, as properties over random games and mutated texts, and the
//! FEN inputs that once got through (each test named after the finding).

use trongtai_engine::{FenError, Game, GamePosition};
use trongtai_rulebook::{Library, Rulebook};

fn load(id: &str) -> Game {
    let book = Rulebook::load(&Library::shipped(), id).expect("shipped rulebook");
    Game::compile(book.game()).expect("compiles")
}

/// A small deterministic generator (xorshift64*): the same cases on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Positions of random games from the start, every ply of each.
fn random_positions(game: &Game, seed: u64, games: usize, plies: usize) -> Vec<GamePosition> {
    let mut rng = Rng(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut pos = game.start().expect("start");
        out.push(pos);
        for _ in 0..plies {
            let moves = game.legal_moves(&pos);
            if moves.is_empty() {
                break;
            }
            pos = game.play(&pos, moves[rng.below(moves.len())]);
            out.push(pos);
        }
    }
    out
}

fn round_trips(id: &str, seed: u64) {
    let game = load(id);
    let positions = random_positions(&game, seed, 60, 160);
    assert!(positions.len() > 1000, "{id}: {} positions", positions.len());
    for pos in positions {
        let fen = game.fen(&pos);
        let again = game
            .parse_fen(&fen)
            .unwrap_or_else(|e| panic!("{id}: `{fen}` written by the engine does not read: {e}"));
        assert_eq!(again, pos, "{id}: `{fen}` reads as another position");
        assert_eq!(game.fen(&again), fen, "{id}");
    }
}

#[test]
fn chess_fen_round_trips_on_random_games() {
    round_trips("fide-2001", 0x9e37_79b9_7f4a_7c15);
    round_trips("vn-chess-legacy", 7);
}

#[test]
fn xiangqi_fen_round_trips_on_random_games() {
    round_trips("vn-xiangqi-1999", 0x1234_5678_9abc_def1);
}

/// Any text the reader accepts is written back as a FEN that reads as the same position.
fn mutated_texts_read_back(id: &str, seed: u64) {
    let game = load(id);
    let mut rng = Rng(seed);
    let fens: Vec<String> = random_positions(&game, seed, 10, 80)
        .iter()
        .map(|p| game.fen(p))
        .collect();
    let alphabet: Vec<char> = "0123456789/ -kqrbnpKQRBNPaceghrw".chars().collect();
    let mut accepted = 0;
    for i in 0..20_000 {
        let mut text: Vec<char> = fens[i % fens.len()].chars().collect();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(text.len());
            match rng.below(3) {
                0 => text[at] = alphabet[rng.below(alphabet.len())],
                1 => {
                    text.remove(at);
                }
                _ => text.insert(at, alphabet[rng.below(alphabet.len())]),
            }
            if text.is_empty() {
                break;
            }
        }
        let text: String = text.into_iter().collect();
        if let Ok(pos) = game.parse_fen(&text) {
            accepted += 1;
            let fen = game.fen(&pos);
            let again = game
                .parse_fen(&fen)
                .unwrap_or_else(|e| panic!("{id}: `{text}` read, but its FEN `{fen}` does not: {e}"));
            assert_eq!(again, pos, "{id}: `{text}` → `{fen}`");
            // Every move of an accepted position plays without overflow.
            for m in game.legal_moves(&pos) {
                let next = game.play(&pos, m);
                assert_eq!(game.parse_fen(&game.fen(&next)).ok(), Some(next), "{id}: after `{fen}`");
            }
        }
    }
    assert!(accepted > 100, "{id}: only {accepted} mutated texts were accepted");
}

#[test]
fn chess_fen_mutations_read_back_or_are_refused() {
    mutated_texts_read_back("fide-2001", 11);
}

#[test]
fn xiangqi_fen_mutations_read_back_or_are_refused() {
    mutated_texts_read_back("vn-xiangqi-1999", 13);
}

#[test]
fn fen_run_lengths_that_wrap_are_refused() {
    let chess = load("fide-2001");
    for fen in [
        "4294967300k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "18446744073709551620k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "k2147483647/8/8/8/8/8/8/4K3 w - - 0 1",
        "k4294967295/8/8/8/8/8/8/4K3 w - - 0 1",
        "k99999999999999999999999999999/8/8/8/8/8/8/4K3 w - - 0 1",
        "9k/8/8/8/8/8/8/4K3 w - - 0 1",
    ] {
        match chess.parse_fen(fen) {
            Err(FenError::Syntax(message)) => {
                assert!(message.to_string().contains("files, expected 8"), "{fen}: {message}");
            }
            other => panic!("{fen}: expected a syntax error, got {other:?}"),
        }
    }
    let xiangqi = load("vn-xiangqi-1999");
    let wrapped = "4294967305k3/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
    assert!(
        matches!(xiangqi.parse_fen(wrapped), Err(FenError::Syntax(_))),
        "{wrapped}"
    );
}

#[test]
fn fen_counters_at_their_maximum_do_not_overflow_when_played() {
    let chess = load("fide-2001");
    let pos = chess
        .parse_fen("4k3/8/8/8/8/8/8/4K2R b K - 4294967295 4294967295")
        .expect("reads");
    for m in chess.legal_moves(&pos) {
        let next = chess.play(&pos, m);
        assert_eq!(chess.halfmove_clock(&next), u32::MAX);
        let fen = chess.fen(&next);
        assert!(fen.ends_with(" 4294967295 4294967295"), "{fen}");
    }
}

#[test]
fn move_to_a_square_not_on_the_board_names_no_move() {
    use trongtai_engine::MoveError;
    let chess = load("fide-2001");
    let pos = chess.parse_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 30").expect("fen");
    for (text, square) in [("h1h9", "h9"), ("i1i2", "i1"), ("h1z1", "z1")] {
        match chess.parse_move(&pos, text) {
            Err(e @ MoveError::NoSuchSquare { .. }) => {
                assert!(
                    e.to_string()
                        .contains(&format!("`{square}` is not a square of this board")),
                    "{e}"
                );
                assert!(e.to_string().contains("(a1 to h8)"), "{e}");
            }
            other => panic!("{text}: expected a square that is not on the board, got {other:?}"),
        }
    }
    assert_eq!(chess.parse_move(&pos, "h1g2"), Err(MoveError::Illegal("h1g2".into())));
    let xiangqi = load("vn-xiangqi-1999");
    let start = xiangqi.start().expect("start");
    // h1h9 is on the xiangqi board (a rook move blocked by pieces): illegal, not unreadable.
    assert_eq!(
        xiangqi.parse_move(&start, "h1h9"),
        Err(MoveError::Illegal("h1h9".into()))
    );
    assert!(matches!(
        xiangqi.parse_move(&start, "j1j2"),
        Err(MoveError::NoSuchSquare { .. })
    ));
    assert!(matches!(
        xiangqi.parse_move(&start, "a1a11"),
        Err(MoveError::NoSuchSquare { .. })
    ));
}
