//! Standings from a small results list, scored with the points of the competition files.

use trongtai_tournament::{CompetitionFile, GameRecord, GameResult, Points, Standings, TournamentError};

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

#[test]
fn points_are_the_laws() {
    let vn = CompetitionFile::shipped("vn-chess-legacy").expect("shipped");
    assert_eq!(
        (vn.scoring.win.value, vn.scoring.draw.value, vn.scoring.loss.value),
        (p(1, 1), p(1, 2), p(0, 1))
    );
    for cited in [&vn.scoring.win, &vn.scoring.draw, &vn.scoring.loss] {
        assert_eq!(cited.article, "17");
    }
    assert_eq!(vn.scoring.double_forfeit.value, p(0, 1));
    assert_eq!(vn.scoring.double_forfeit.article, "10.15");
    let fide = CompetitionFile::shipped("fide-2001").expect("shipped");
    assert_eq!(
        (fide.scoring.win.value, fide.scoring.draw.value, fide.scoring.loss.value),
        (p(1, 1), p(1, 2), p(0, 1))
    );
    for cited in [&fide.scoring.win, &fide.scoring.draw, &fide.scoring.loss] {
        assert_eq!(cited.article, "11.1 (en)");
    }
    assert_eq!(fide.scoring.double_forfeit.article, "12.8");
}

/// Four players, the law's table for 3–4 players (round 1: 1-4 2-3; round 2: 4-3 1-2; round 3:
/// 2-4 3-1), with a double forfeit in the last game.
#[test]
fn four_player_round_robin() {
    let scoring = CompetitionFile::shipped("vn-chess-legacy").expect("shipped").scoring;
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
    let scoring = CompetitionFile::shipped("fide-2001").expect("shipped").scoring;
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
    let scoring = CompetitionFile::shipped("vn-chess-legacy").expect("shipped").scoring;
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
