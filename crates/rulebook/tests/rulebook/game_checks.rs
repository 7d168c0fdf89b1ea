//! Checks of game definitions: each broken variant of the shipped chess definition reports a
//! located problem in the game file.

use trongtai_rulebook::{Library, Rulebook};

const RULEBOOK: &str = r#"RulebookFile(id: "r", version: "0.1.0", title: (vi: "r", en: "r"), extends: "fide-2001",
    law: (document: "R", edition: "1", source: "none"),
    game: (file: "games/g.ron"))"#;

fn chess() -> String {
    Library::shipped()
        .get("games/chess.ron")
        .expect("shipped chess")
        .to_owned()
}

/// The chess definition with `from` replaced by `to` (once), and its problems.
fn problems(from: &str, to: &str) -> (String, String) {
    let text = chess();
    assert!(text.contains(from), "{from} not in chess.ron");
    let changed = text.replacen(from, to, 1);
    let lib = Library::shipped()
        .with("games/g.ron", changed.clone())
        .with("r.ron", RULEBOOK);
    let problems = match Rulebook::load(&lib, "r") {
        Ok(_) => String::new(),
        Err(err) => err.to_string(),
    };
    (changed, problems)
}

/// Asserts a problem `message` located at the first `at` of the changed text (after the
/// changed place, if `at` occurs there).
fn assert_problem(from: &str, to: &str, at: &str, message: &str) {
    let (changed, got) = problems(from, to);
    let start = chess().find(from).unwrap_or(0);
    let offset = changed[start..]
        .find(at)
        .map(|n| start + n)
        .or_else(|| changed.find(at))
        .expect("`at` occurs");
    let line = 1 + changed[..offset].matches('\n').count();
    let column = 1 + changed[..offset].rsplit('\n').next().map_or(0, |l| l.chars().count());
    let expected = format!("rules/games/g.ron:{line}:{column}: {message}");
    assert!(
        got.lines().any(|l| l == expected),
        "expected line\n{expected}\ngot\n{got}"
    );
}

#[test]
fn the_unchanged_definition_is_sound() {
    assert_eq!(problems("id: \"chess\"", "id: \"chess\"").1, "");
}

#[test]
fn board_size_limits() {
    assert_problem(
        "board: (files: 8, ranks: 8)",
        "board: (files: 17, ranks: 8)",
        "files: 17",
        "board has 17 files, expected 1 to 16",
    );
    assert_problem(
        "board: (files: 8, ranks: 8)",
        "board: (files: 12, ranks: 12)",
        "board",
        "board has 144 squares, expected at most 128",
    );
}

#[test]
fn references_between_parts() {
    assert_problem("placement: Some(\"pawn-ranks\")", "placement: Some(\"pawn-rank\")", "\"pawn-rank\"", "unknown zone `pawn-rank` in `placement` of piece `pawn`, expected one of `last-rank`, `pawn-ranks`, `pawn-start`");
    assert_problem("choices: [\"queen\"", "choices: [\"qween\"", "\"qween\"", "unknown piece `qween` in the promotion choices of piece `pawn`, expected one of `king`, `queen`, `rook`, `bishop`, `knight`, `pawn`");
    assert_problem("partner: \"rook\", royal: (\"e1\", \"g1\")", "partner: \"rock\", royal: (\"e1\", \"g1\")", "\"rock\"", "unknown piece `rock` in the partner of castling `king-side`, expected one of `king`, `queen`, `rook`, `bishop`, `knight`, `pawn`");
    assert_problem("from_zone: Some(\"pawn-start\")", "from_zone: Some(\"pawn-starts\")", "\"pawn-starts\"", "unknown zone `pawn-starts` in `from_zone` of a move of piece `pawn`, expected one of `last-rank`, `pawn-ranks`, `pawn-start`");
}

#[test]
fn squares_and_letters() {
    assert_problem(
        "partner_squares: (\"h1\", \"f1\")",
        "partner_squares: (\"i1\", \"f1\")",
        "\"i1\"",
        "square `i1` in castling `king-side` is not on the board, expected a1 to h8",
    );
    assert_problem(
        "fen: 'Q',",
        "fen: 'K',",
        "fen: 'K'",
        "fen letter 'K' of piece `queen` is also used by `king`, expected one letter per piece kind",
    );
    assert_problem(
        "royal: true,",
        "",
        "pieces:",
        "no royal piece, expected at least one piece with `royal: true`",
    );
}

#[test]
fn start_position() {
    assert_problem(
        "rnbqkbnr/pppppppp/8/8/8/8/",
        "rnbqkbnr/pppppppp/8/8/8/",
        "start:",
        "start position has 7 ranks, expected 8",
    );
    assert_problem(
        "/8/8/8/8/PPPPPPPP",
        "/8/8/8/7/PPPPPPPP",
        "start:",
        "rank 3 of the start position has 7 files, expected 8",
    );
    assert_problem(
        "rnbqkbnr/",
        "rnbqkbnz/",
        "start:",
        "start position has the letter 'z', expected a fen letter of a piece",
    );
    assert_problem(
        "RNBQKBNR w KQkq",
        "RNBQKBNR x KQkq",
        "start:",
        "start position lacks the side to move, expected one of `w`, `b`",
    );
}

#[test]
fn syntax_errors_in_the_game_file_are_located_there() {
    assert_problem(
        "kind: Leap(), step: (1, 2)",
        "kind: Jump(), step: (1, 2)",
        "Jump",
        "unknown variant `Jump` in `MoveKind`, expected one of `Ride`, `Leap`, `Hop`",
    );
}

#[test]
fn looks_and_characters() {
    assert_problem(
        "face: \"#ffffff\"",
        "face: \"white\"",
        "face",
        "colour `white` of side `white`, expected `#rrggbb` (six hexadecimal digits)",
    );
    assert_problem(
        "royal: true,",
        "royal: true,\n            characters: Some((sides: [\"K\"], source: \"none\")),",
        "characters",
        "piece `king` has 1 character, expected one (not blank) for each of the 2 sides",
    );
}
