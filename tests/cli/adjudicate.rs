//! `trongtai adjudicate`: golden output of the built binary on small committed archives.
//!
//! `tests/fixtures/adjudicate/small.pgn` is written by hand (a mate, an illegal move, a threefold
//! repetition, a stalemate recorded as a win); the other files are the notation crate's samples of
//! the real archives.

use crate::common::{stdout, trongtai};

const SMALL: &str = "tests/fixtures/adjudicate/small.pgn";
const ARCHIVES: &str = "crates/notation/tests/fixtures/archives";

#[test]
fn small_pgn_text() {
    for threads in ["1", "3"] {
        let output = trongtai(&["adjudicate", "--rules", "fide-2001", SMALL, "--threads", threads]);
        assert_eq!(output.status.code(), Some(1), "an illegal move and a disagreement");
        assert_eq!(
            stdout(&output),
            "\
tests/fixtures/adjudicate/small.pgn #1 A - B: 4 plies; 0-1 recorded, final position checkmate: agrees
tests/fixtures/adjudicate/small.pgn #2 C - D: illegal move at ply 3 (2. Ke3): `Ke3`: not a legal move here, expected `Ke2`; 2 plies played; result not checked: the game stops at an illegal move
tests/fixtures/adjudicate/small.pgn #3 E - F: 8 plies; 1/2-1/2 recorded, position ongoing: not decided on the board (agreement or claim); claimable: threefold repetition at ply 8 (4... Ng8; 9.2(b) (en))
tests/fixtures/adjudicate/small.pgn #4 G - H: 1 ply; 1-0 recorded but the final position is stalemate (1/2-1/2): disagrees
summary: 4 games, 15 plies; 1 with an illegal move, 0 unreadable; results: 1 agree, 1 disagree, 1 not decided on the board, 0 unrecorded; claimable draws: repetition in 1 games, n-move rule in 0 games; drawn ending (dead position) reached in 0 games
"
        );
        assert!(
            output.stderr.is_empty(),
            "no progress line when stderr is not a terminal"
        );
    }
}

#[test]
fn small_pgn_json() {
    let output = trongtai(&["adjudicate", "--rules", "fide-2001", "--json", SMALL]);
    let lines: Vec<&str> = stdout(&output).lines().collect();
    assert_eq!(lines.len(), 5);
    let parse = |line: &str| -> serde_json::Value { serde_json::from_str(line).expect("a JSON object") };
    assert_eq!(
        parse(lines[2]),
        parse(
            r#"{"schema_version":1,"file":"tests/fixtures/adjudicate/small.pgn","game":3,"players":"E - F","plies":8,"illegal":null,"unreadable":null,"recorded":"1/2-1/2","final_state":"ongoing","board_result":null,"verdict":"undecided","message":"1/2-1/2 recorded, position ongoing: not decided on the board (agreement or claim)","claims":[{"kind":"repetition","name":"threefold repetition","ply":8,"move":"4... Ng8","article":"9.2(b) (en)","automatic":false}]}"#
        )
    );
    assert_eq!(parse(lines[1])["illegal"]["ply"], 3);
    assert_eq!(parse(lines[1])["illegal"]["text"], "Ke3");
    assert_eq!(
        parse(lines[4]),
        parse(
            r#"{"schema_version":1,"summary":{"games":4,"plies":15,"illegal":1,"unreadable":0,"agrees":1,"disagrees":1,"undecided":1,"unrecorded":0,"repetition_claimable":1,"move_count_claimable":0,"drawn_ending_reached":0,"file_errors":0}}"#
        )
    );
}

#[test]
fn lichess_sample() {
    let file = format!("{ARCHIVES}/lichess-sample.pgn");
    let output = trongtai(&["adjudicate", "--rules", "fide-2001", &file]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 31);
    assert_eq!(
        lines[0],
        "crates/notation/tests/fixtures/archives/lichess-sample.pgn #1 alanbrito4 - Meridyan: 42 plies; 0-1 recorded, final position checkmate: agrees"
    );
    assert_eq!(
        lines[22],
        "crates/notation/tests/fixtures/archives/lichess-sample.pgn #23 salirbeber - ChrisTopeLab: 136 plies; 1/2-1/2 recorded, position ongoing: not decided on the board (agreement or claim); claimable: threefold repetition at ply 136 (68... Kg7; 9.2(b) (en))"
    );
    assert_eq!(
        lines[24],
        "crates/notation/tests/fixtures/archives/lichess-sample.pgn #25 Juniho10dosantos - shekip: 128 plies; 1/2-1/2 recorded, final position drawn ending king-bishop-v-king: agrees; claimable: drawn ending king-bishop-v-king at ply 128 (64... Bxe6; 5.2(b), drawn automatically)"
    );
    assert_eq!(
        lines[30],
        "summary: 30 games, 1941 plies; 0 with an illegal move, 0 unreadable; results: 7 agree, 0 disagree, 23 not decided on the board, 0 unrecorded; claimable draws: repetition in 1 games, n-move rule in 0 games; drawn ending (dead position) reached in 1 games"
    );
}

#[test]
fn xiangqi_iccs_pgn_and_json_lines_agree() {
    let pgn = format!("{ARCHIVES}/hu-ronghua-sample-iccs.pgn");
    let jsonl = format!("{ARCHIVES}/iccs-games-fsf-sample.jsonl");
    let ccpd = format!("{ARCHIVES}/ccpd-masters-sample.jsonl");
    let output = trongtai(&["adjudicate", "--rules", "vn-xiangqi-1999", &pgn, &jsonl, &ccpd]);
    assert_eq!(output.status.code(), Some(0));
    let lines: Vec<&str> = stdout(&output).lines().collect();
    assert_eq!(lines.len(), 71);
    assert_eq!(
        lines[20],
        "crates/notation/tests/fixtures/archives/hu-ronghua-sample-iccs.pgn #21 TAO HanMing - HU RongHua: 64 plies; no result recorded, position ongoing; claimable: threefold repetition at ply 59 (30. h2g2; 7.2(b), drawn automatically)"
    );
    assert_eq!(
        lines[50],
        "crates/notation/tests/fixtures/archives/iccs-games-fsf-sample.jsonl #21 TAO HanMing - HU RongHua: 64 plies; no result recorded, position ongoing; claimable: threefold repetition at ply 59 (30. h3g3; 7.2(b), drawn automatically)"
    );
    assert_eq!(
        lines[69],
        "crates/notation/tests/fixtures/archives/ccpd-masters-sample.jsonl #10 荷蘭 葉榮光 - 菲律賓 莊宏明: 80 plies; 0-1 recorded, final position checkmate: agrees"
    );
    assert_eq!(
        lines[70],
        "summary: 70 games, 5542 plies; 0 with an illegal move, 0 unreadable; results: 1 agree, 0 disagree, 9 not decided on the board, 60 unrecorded; claimable draws: repetition in 4 games, n-move rule in 0 games; drawn ending (dead position) reached in 0 games"
    );
}

#[test]
fn legacy_seventy_five_move_endings() {
    let file = "tests/fixtures/adjudicate/legacy-endings.jsonl";
    let output = trongtai(&["adjudicate", "--rules", "vn-chess-legacy", file]);
    let legacy = stdout(&output);
    let lines: Vec<&str> = legacy.lines().collect();
    // K+R+B v K+R after 50 moves without capture or pawn move: VNLEG 10.9.1 needs 75.
    assert_eq!(
        lines[0],
        "tests/fixtures/adjudicate/legacy-endings.jsonl #1 I - J: 2 plies; 1/2-1/2 recorded, position ongoing: not decided on the board (agreement or claim)"
    );
    assert_eq!(
        lines[1],
        "tests/fixtures/adjudicate/legacy-endings.jsonl #2 K - L: 2 plies; 1/2-1/2 recorded, position ongoing: not decided on the board (agreement or claim); claimable: 75-move rule at ply 2 (85... b2b1; 10.9.1)"
    );
    // K+R v K+R is not one of the endings: 50 moves (10.8).
    assert!(
        lines[2].ends_with("claimable: 50-move rule at ply 2 (60... b2b1; 10.8)"),
        "{}",
        lines[2]
    );
    // FIDE has no longer count: the same game is claimable at 50.
    let output = trongtai(&["adjudicate", "--rules", "fide-2001", file]);
    let fide = stdout(&output);
    assert!(
        fide.lines()
            .next()
            .is_some_and(|l| l.ends_with("claimable: 50-move rule at ply 2 (60... b2b1; 9.3(b) (en))")),
        "{fide}"
    );
}

#[test]
fn xiangqi_check_cap_and_perpetual_check() {
    let file = "tests/fixtures/adjudicate/xiangqi-checks.jsonl";
    let output = trongtai(&["adjudicate", "--rules", "vn-xiangqi-1999", file]);
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    // Quiet moves: the repetition draws automatically, and 60 moves of each side are reached.
    assert!(
        lines[0].ends_with(
            "claimable: threefold repetition at ply 8 (4... i7i6; 7.2(b), drawn automatically), 60-move rule (captures only) at ply 120 (60... i7i6; 12(a))"
        ),
        "{}",
        lines[0]
    );
    // Red checks with every move: a perpetual check, which loses (7.1(g)) rather than draws, and
    // his checks count at most 10 towards the 60 moves (12(c)), so no move-count claim.
    assert!(
        lines[1]
            .ends_with("claimable: perpetual check by red (who loses) at ply 8 (4... e10f10; 7.1(g), automatically)"),
        "{}",
        lines[1]
    );
}

#[test]
fn dead_position_reached_on_the_board() {
    // g4 locks every pawn (a4/a5, c4/c5, e4/e5, g4/g5) and neither king can cross: FIDE 5.2(b)
    // ends the game there, found by the unwinnability analysis; the players went on.
    let file = "tests/fixtures/adjudicate/dead.pgn";
    let output = trongtai(&["adjudicate", "--rules", "fide-2001", file]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "\
tests/fixtures/adjudicate/dead.pgn #1 I - J: 4 plies; 1/2-1/2 recorded, final position drawn ending dead-position: agrees; claimable: drawn ending dead-position at ply 1 (40. g4; 5.2(b), drawn automatically)
summary: 1 games, 4 plies; 0 with an illegal move, 0 unreadable; results: 1 agree, 0 disagree, 0 not decided on the board, 0 unrecorded; claimable draws: repetition in 0 games, n-move rule in 0 games; drawn ending (dead position) reached in 1 games
"
    );
    // The legacy law lists its drawn endings (10.7): locked pawns are not among them.
    let legacy = trongtai(&["adjudicate", "--rules", "vn-chess-legacy", file]);
    assert!(stdout(&legacy).contains("position ongoing"), "{}", stdout(&legacy));
    assert!(stdout(&legacy).contains("reached in 0 games"), "{}", stdout(&legacy));
}

#[test]
fn xiangqi_perpetual_chase_from_a_published_engine_game() {
    // Fairy-Stockfish issue #570, game 1: recorded 1-0 "perpetual chase". Black's chariot chases
    // the unprotected red cannon between h8 and i8 with every move from ply 97.
    let file = "tests/fixtures/adjudicate/fsf-570-perpetual-chase.pgn";
    let output = trongtai(&["adjudicate", "--rules", "vn-xiangqi-1999", file]);
    let text = stdout(&output);
    assert!(
        text.contains(
            "claimable: black chases the cannon on h8 perpetually (with chariot): black must vary and, not varying, loses, from ply 97 at ply 104 (52... i3h3; 7.1(h), automatically)"
        ),
        "{text}"
    );
}

/// `--by-tags` picks each game's rulebook from its Date and TimeControl tags (FIDE A.1 / B.1:
/// the time allotted plus 60 times the increment): 15+10 on 2024-05-01 is rapid under the 2023
/// Laws, 3+2 in March 2016 blitz under 2014's; a game of 2010 falls under the 2009 Laws, which
/// no rulebook encodes, a game without a time control and a year that straddles 1 July 2017 pick
/// none, and those games are not judged.
#[test]
fn rulebook_picked_from_date_and_time_control_tags() {
    let output = trongtai(&["adjudicate", "--by-tags", "tests/fixtures/adjudicate/dated.pgn"]);
    assert_eq!(output.status.code(), Some(1), "games not judged are a failed check");
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].ends_with("agrees [rules: fide-2023-rapid]"), "{}", lines[0]);
    assert!(lines[1].ends_with("agrees [rules: fide-2014-blitz]"), "{}", lines[1]);
    assert!(
        lines[2].contains("the 2009 edition was in force (from 2009-07-01); no rulebook encodes it"),
        "{}",
        lines[2]
    );
    assert!(lines[3].contains("no TimeControl tag"), "{}", lines[3]);
    assert!(
        lines[4].contains("runs from 2017-01-01 (fide-2014) to 2017-12-31 (fide-2017)"),
        "{}",
        lines[4]
    );
    let output = trongtai(&[
        "adjudicate",
        "--by-tags",
        "--time-control",
        "90+30",
        "tests/fixtures/adjudicate/dated.pgn",
    ]);
    assert!(stdout(&output)
        .lines()
        .nth(3)
        .is_some_and(|l| l.ends_with("[rules: fide-2018]")));
}
