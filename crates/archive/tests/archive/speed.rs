//! The cost of a game grows with its length, not with its square.

use std::time::{Duration, Instant};

use trongtai_archive::{Adjudicator, ArchiveGame, Source};
use trongtai_engine::Game;
use trongtai_rulebook::{Library, Rulebook};

/// Horses going out and back: the same four positions over and over, `plies` long.
fn shuffle(plies: usize) -> String {
    let cycle = ["h1g3", "h10g8", "g3h1", "g8h10"];
    let moves: Vec<String> = (0..plies).map(|k| format!("\"{}\"", cycle[k % 4])).collect();
    format!("{{\"moves\": [{}]}}", moves.join(","))
}

#[test]
fn xiangqi_adjudication_is_linear_in_game_length() {
    let rules = Rulebook::load(&Library::shipped(), "vn-xiangqi-1999").expect("a shipped rulebook");
    let game = Game::compile(rules.game()).expect("its game compiles");
    let judge = Adjudicator::new(&rules, &game).expect("an adjudicator");
    let time = |plies: usize| {
        let line = shuffle(plies);
        let started = Instant::now();
        let report = judge.adjudicate(ArchiveGame {
            file: 0,
            number: 1,
            source: Source::Json(line),
        });
        assert_eq!(report.plies, plies, "{:?}", report.illegal);
        // The automatic repetition comes at once and the 60-move rule at ply 120; the game,
        // being a record, goes on.
        let plies: Vec<usize> = report.claims.iter().map(|c| c.claim.ply).collect();
        assert_eq!(plies, [8, 120], "{:?}", report.claims);
        started.elapsed()
    };
    let short = time(20_000);
    let long = time(200_000);
    eprintln!("20,000 plies: {short:?}; 200,000 plies: {long:?}");
    // Quadratic work took 4.8 s for 100,000 plies (19 s for these 200,000). Only the ratio is
    // checked (the prohibitions classify every cycle once a position has occurred three times,
    // so the cost per ply depends on the machine and the law, not on the game's length).
    assert!(
        long < short * 40 + Duration::from_millis(500),
        "10 times the plies took {long:?} against {short:?}"
    );
}
