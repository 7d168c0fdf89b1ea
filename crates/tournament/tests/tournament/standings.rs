//! Standings from a small results list, scored with the points of the rulebooks.

use trongtai_rulebook::{Library, Rulebook};
use trongtai_tournament::{GameRecord, GameResult, Points, Scoring, Standings, TournamentError};

fn p(n: u64, d: u64) -> Points {
    Points::new(n, d).expect("non-zero denominator")
}

fn game(white: u32, black: u32, result: &str) -> GameRecord {
    GameRecord {
        white,
        black,
        result: result.parse().expect("a result"),
    }
}

fn scoring(id: &str) -> Scoring {
    let rulebook = Rulebook::load(&Library::shipped(), id).expect("shipped");
    Scoring::of(&rulebook).expect("the law sets points")
}

#[test]
fn points_are_the_laws() {
    let vn = scoring("vn-chess-legacy");
    assert_eq!((vn.win, vn.draw, vn.loss), (p(1, 1), p(1, 2), p(0, 1)));
    assert_eq!(vn.article, "17");
    let fide = scoring("fide-2001");
    assert_eq!((fide.win, fide.draw, fide.loss), (p(1, 1), p(1, 2), p(0, 1)));
    assert_eq!(fide.article, "11.1 (en)");
    // The appendices keep the points of the Laws.
    assert_eq!(scoring("fide-2001-blitz"), fide);
    // XQ99 sets no points: a competition under it must announce its own.
    let xq = Rulebook::load(&Library::shipped(), "vn-xiangqi-1999").expect("shipped");
    assert!(matches!(
        Scoring::of(&xq),
        Err(TournamentError::NoScoring { article, .. }) if article == "4.2.2"
    ));
}

/// A club regulation announcing 3 points for a win and 1 for a draw, as FIDE 11.1 (en) allows
/// ("unless announced otherwise beforehand").
const THREE_ONE_ZERO: &str = r#"RulebookFile(
    id: "three-one-zero",
    version: "1.0.0",
    title: (vi: "Điều lệ giải", en: "Tournament regulation"),
    extends: "fide-2001",
    local: (
        authority: (vi: "Ban tổ chức giải", en: "The organisers"),
        basis: (document: "tournament rules", valid_from: "2025-05-01", valid_until: "2025-05-31"),
    ),
    versions: [
        (
            from: "2025-05-01",
            until: "2025-05-31",
            ends: (scoring: (value: Points(win: (3, 1), draw: (1, 1), loss: (0, 1)), article: "Điều 5")),
        ),
    ],
)"#;

/// The same four-player results: level on 1-½-0, but 3-1-0 rewards the wins and drops player 2,
/// who drew every game, to the last place.
#[test]
fn a_local_regulation_changes_the_points_and_the_standings() {
    let games = [
        game(1, 4, "1-0"),
        game(2, 3, "1/2-1/2"),
        game(4, 3, "1-0"),
        game(1, 2, "1/2-1/2"),
        game(2, 4, "1/2-1/2"),
        game(3, 1, "1-0"),
    ];
    let ranks = |scoring: &Scoring| -> Vec<(u32, u32, Points)> {
        let standings = Standings::new(scoring, 4, &games).expect("valid games");
        standings.rows().iter().map(|r| (r.rank, r.player, r.points)).collect()
    };
    let laws = scoring("fide-2001");
    assert_eq!(
        ranks(&laws),
        [(1, 1, p(3, 2)), (1, 2, p(3, 2)), (1, 3, p(3, 2)), (1, 4, p(3, 2))]
    );
    let library = Library::shipped().with("three-one-zero.ron", THREE_ONE_ZERO);
    let club = Rulebook::load_on(&library, "three-one-zero", Some("2025-05-10")).expect("loads");
    let club = Scoring::of(&club).expect("points");
    assert_eq!((club.win, club.draw, club.loss), (p(3, 1), p(1, 1), p(0, 1)));
    assert_eq!(club.article, "Điều 5");
    assert_eq!(
        ranks(&club),
        [(1, 1, p(4, 1)), (1, 3, p(4, 1)), (1, 4, p(4, 1)), (4, 2, p(3, 1))]
    );
    // VNLEG does not delegate its points (Điều 17): the same regulation under it is refused.
    let under_vn = THREE_ONE_ZERO.replace("extends: \"fide-2001\"", "extends: \"vn-chess-legacy\"");
    let library = Library::shipped().with("three-one-zero.ron", under_vn);
    assert!(Rulebook::load_on(&library, "three-one-zero", Some("2025-05-10")).is_err());
    // Points that are no number are refused where the file writes them, before any tournament
    // reads them.
    let library = Library::shipped().with(
        "three-one-zero.ron",
        THREE_ONE_ZERO.replace("draw: (1, 1)", "draw: (1, 0)"),
    );
    let err = Rulebook::load_on(&library, "three-one-zero", Some("2025-05-10")).expect_err("zero denominator");
    assert!(
        err.to_string().contains("three-one-zero.ron:") && err.to_string().contains("denominator 0"),
        "{err}"
    );
}

/// Four players, the law's table for 3–4 players (round 1: 1-4 2-3; round 2: 4-3 1-2; round 3:
/// 2-4 3-1), with a double forfeit in the last game.
#[test]
fn four_player_round_robin() {
    let scoring = scoring("vn-chess-legacy");
    let games = [
        game(1, 4, "1-0"),
        game(2, 3, "1/2-1/2"),
        game(4, 3, "0-1"),
        game(1, 2, "½-½"),
        game(2, 4, "1-0"),
        game(3, 1, "0-0"),
    ];
    let standings = Standings::new(&scoring, 4, &games).expect("valid games");
    let rows: Vec<(u32, u32, Points, u32, u32, u32)> = standings
        .rows()
        .iter()
        .map(|r| (r.rank, r.player, r.points, r.wins, r.draws, r.losses))
        .collect();
    assert_eq!(
        rows,
        [
            (1, 2, p(2, 1), 1, 2, 0),
            (2, 1, p(3, 2), 1, 1, 1),
            (2, 3, p(3, 2), 1, 1, 1),
            (4, 4, p(0, 1), 0, 0, 3),
        ]
    );
    assert!(standings.rows().iter().all(|r| r.games == 3));
    let table = standings.crosstable();
    assert_eq!(table.cell(1, 4), Some(p(1, 1)));
    assert_eq!(table.cell(4, 1), Some(p(0, 1)));
    assert_eq!(table.cell(2, 3), Some(p(1, 2)));
    assert_eq!(table.cell(1, 3), Some(p(0, 1)));
    assert_eq!(table.cell(3, 1), Some(p(0, 1)));
    assert_eq!(table.cell(1, 1), None);
    assert_eq!(standings.rows()[1].points.to_string(), "1½");
}

#[test]
fn games_between_the_same_players_add_up() {
    let scoring = scoring("fide-2001");
    let games = [game(1, 2, "1-0"), game(2, 1, "1/2-1/2"), game(3, 1, "0-1")];
    let standings = Standings::new(&scoring, 3, &games).expect("valid games");
    assert_eq!(standings.crosstable().cell(1, 2), Some(p(3, 2)));
    assert_eq!(standings.crosstable().cell(2, 1), Some(p(1, 2)));
    assert_eq!(standings.crosstable().cell(2, 3), None);
    assert_eq!(standings.rows()[0].points, p(5, 2));
    assert_eq!(standings.rows()[0].games, 3);
}

#[test]
fn bad_games_and_results() {
    let scoring = scoring("vn-chess-legacy");
    let err = Standings::new(&scoring, 4, &[game(1, 5, "1-0")]).expect_err("player 5 of 4");
    assert_eq!(
        err.to_string(),
        "game 0: players 1 and 5, expected two different numbers between 1 and 4"
    );
    assert!(Standings::new(&scoring, 4, &[game(2, 2, "1-0")]).is_err());
    assert_eq!(
        "2-0".parse::<GameResult>(),
        Err(TournamentError::Result("2-0".to_owned()))
    );
}
